package render

import (
	"strings"
	"testing"

	"warbench/input"
)

// New game's form lets the computer play player 2: the game opened has
// it, with no pass-the-device screen and player 1's view; the computer
// then plays its side in the window, and each of its orders' reasons is
// in the battle log, in its side's colour, just before the order's
// events; the panel says the computer is thinking while it decides.
func TestComputerFromTheStartScreen(t *testing.T) {
	a, _ := startApp(t)
	s := a.StartScreen()
	key(a, input.KeyEnter) // New game
	for s.Row != input.FormWho {
		key(a, input.KeyDown)
	}
	key(a, input.KeyRight) // player 2: the computer, easy
	if c := s.Choice().Computer; c != [2]string{"", "easy"} {
		t.Fatalf("the form chose %v", c)
	}
	keep(t, draw(a), "computer-form.png")
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	c := a.ctrl
	if c.Computer.Kinds != [3]string{"", "", "easy"} || !c.Handoff.Off || c.Viewer() != 1 {
		t.Fatalf("computer %v, hand-off off %v, viewer %d", c.Computer.Kinds, c.Handoff.Off, c.Viewer())
	}
	// Let player 2 be played by the fastest kind, and player 1 too, to
	// reach its orders quickly.
	if err := c.SetComputer([2]string{"random", "random"}); err != nil {
		t.Fatal(err)
	}
	start := len(a.game.Log)
	for i := 0; i < 2000 && len(a.game.Log) < start+6; i++ {
		c.ComputerWait()
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if len(a.game.Log) < start+6 {
		t.Fatalf("the computer gave %d orders", len(a.game.Log)-start)
	}
	draw(a)
	found := 0
	for i, r := range a.log.rows {
		if len(r.spans) > 0 && strings.HasPrefix(r.spans[0].s, "Computer (player") {
			if i+1 < len(a.log.rows) && a.log.rows[i+1].entry != r.entry && !strings.HasPrefix(a.log.rows[i+1].spans[0].s, "Computer") {
				t.Fatalf("the reason of entry %d is followed by entry %d's events", r.entry, a.log.rows[i+1].entry)
			}
			rs, ok := c.Computer.Reason(r.entry)
			if !ok || r.spans[0].col != sideColor(rs.By) {
				t.Fatalf("row %q of entry %d: reason %+v %v, colour %v", r.spans[0].s, r.entry, rs, ok, r.spans[0].col)
			}
			found++
		}
	}
	if found == 0 {
		t.Fatal("no computer's reason in the battle log")
	}
	keep(t, draw(a), "computer-log.png")
}

// Against the computer, Ctrl+Z takes back the person's last order and
// the computer's after it: it undoes until the person decides. While the
// history bar shows, the computer waits, and the panel says so.
func TestUndoAgainstTheComputer(t *testing.T) {
	a, s := historyApp(t, 0)
	c := a.ctrl
	person := c.Decider()
	kinds := [2]string{"random", "random"}
	kinds[person-1] = ""
	if err := c.SetComputer(kinds); err != nil {
		t.Fatal(err)
	}
	b := -1
	for c.Decider() == person {
		b = len(a.game.Log)
		c.EndPhase()
	}
	if b < 0 || !c.Thinking() {
		t.Fatalf("the person gave no order (decider %d)", c.Decider())
	}
	for i := 0; i < 2000 && len(a.game.Log) < b+4 && c.Decider() != person; i++ {
		c.ComputerWait()
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if len(a.game.Log) <= b+1 {
		t.Fatalf("the computer gave no order")
	}
	f := input.Frame{ScreenW: testW, ScreenH: testH}
	f.KeysDown[input.KeyControl], f.KeysPressed[input.KeyZ] = true, true
	a.Step(f)
	if len(a.game.Log) != b || c.Decider() != person || !s.CanRedo() {
		t.Fatalf("after Ctrl+Z: %d entries (want %d), decider %d (want %d)", len(a.game.Log), b, c.Decider(), person)
	}
	// Redo the person's order: the computer decides, and waits while the
	// bar shows.
	f = input.Frame{ScreenW: testW, ScreenH: testH}
	f.KeysDown[input.KeyControl], f.KeysPressed[input.KeyY] = true, true
	a.Step(f)
	if !c.Thinking() || !c.TimelineVisible() {
		t.Fatalf("after Ctrl+Y: thinking %v, bar %v", c.Thinking(), c.TimelineVisible())
	}
	n := len(a.game.Log)
	for range 100 {
		c.ComputerWait()
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if len(a.game.Log) != n {
		t.Fatal("the computer played with the history bar up")
	}
	keep(t, draw(a), "computer-history-bar.png")
}
