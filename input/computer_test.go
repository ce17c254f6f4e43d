package input

import (
	"fmt"
	"strings"
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// scriptedPlayer is a computer player for the tests: it ends the phase,
// saying which phase and turn it saw, and counts how often it was asked.
type scriptedPlayer struct{ asked int }

func (p *scriptedPlayer) Kind() string { return "scripted" }

func (p *scriptedPlayer) Choose(_ engine.Ruleset, view *engine.State, d engine.Decision) ai.Choice {
	p.asked++
	return ai.Choice{Order: engine.EndPhase{By: d.Player}, Reason: saw(view)}
}

// saw is what the scripted player says it saw: the turn and the phase.
func saw(s *engine.State) string { return fmt.Sprintf("saw turn %d, %s", s.Turn, s.Phase) }

// tick waits for the computer's choice being worked out, then runs one
// frame: the tests are then as deterministic as the window's clock.
func tick(c *Controller) {
	c.ComputerWait()
	c.Update(frame(geom.V(5, 5)))
}

// battleController is the built-in battle started, in a controller.
func battleController(t *testing.T) *Controller {
	t.Helper()
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	c := NewController(g)
	c.Update(Frame{ScreenW: screenW, ScreenH: screenH})
	return c
}

// The computer gives no order for a person's side; on its own side it
// waits for the dice tray to finish, then for its pause (by the dice
// speed), and gives one order, whose reason is kept for the battle log
// by the entry it made.
func TestComputerWaitsForTheDiceAndThePause(t *testing.T) {
	c := newTestController(t)
	if err := c.SetComputer([2]string{"", "random"}); err != nil {
		t.Fatal(err)
	}
	if !c.Handoff.Off || c.Viewer() != 1 {
		t.Fatalf("against the computer: hand-off off %v, viewer %d; want no screen and player 1's view", c.Handoff.Off, c.Viewer())
	}
	bot := &scriptedPlayer{}
	c.Computer.players[2] = bot
	n := len(c.Game.Log)
	for range 200 {
		tick(c)
	}
	if len(c.Game.Log) != n || bot.asked != 0 {
		t.Fatalf("the computer gave %d orders, was asked %d times, for the person's side", len(c.Game.Log)-n, bot.asked)
	}
	c.EndTurn() // the person ends turn 1: player 2 decides
	if c.Decider() != 2 || !c.Thinking() {
		t.Fatalf("decider %d, thinking %v", c.Decider(), c.Thinking())
	}
	if c.Viewer() != 1 {
		t.Fatalf("the table shows player %d's view while the computer plays; want the person's", c.Viewer())
	}
	if len(c.PanelButtons()) != 0 || len(c.Options()) != 0 {
		t.Fatalf("the person is offered %d buttons, %d orders in the computer's turn", len(c.PanelButtons()), len(c.Options()))
	}
	want := saw(c.Game.State)
	n = len(c.Game.Log)
	c.EndPhase() // the person may not end the computer's phase
	if len(c.Game.Log) != n {
		t.Fatal("the person ended the computer's phase")
	}
	c.Tray.Push(engine.Event{Kind: engine.Rolled, Dice: rollEvent(4, 6, 5, 1).Dice, Need: 4})
	busy := 0
	for c.Tray.Busy() {
		tick(c)
		busy++
		if len(c.Game.Log) != n {
			t.Fatalf("an order was given while the tray played its roll (tick %d)", busy)
		}
	}
	pause := computerPause(SpeedNormal)
	for i := range pause {
		if len(c.Game.Log) != n {
			t.Fatalf("an order was given %d ticks into a pause of %d", i, pause)
		}
		tick(c)
	}
	tick(c)
	if len(c.Game.Log) != n+1 {
		t.Fatalf("after the tray and the pause: %d orders given, want 1", len(c.Game.Log)-n)
	}
	r, ok := c.Computer.Reason(n)
	if !ok || r.By != 2 || r.Text != want {
		t.Fatalf("reason of entry %d: %+v, %v; want player 2's %q", n, r, ok, want)
	}
	if _, ok := c.Computer.Reason(n - 1); ok {
		t.Fatal("the person's order has a computer's reason")
	}
}

// A choice worked out on a game that changed meanwhile (undo, or an
// order given by other means) is thrown away: the computer works out the
// order again on the game as it is.
func TestComputerDropsAChoiceTheGameOutran(t *testing.T) {
	c := newTestController(t)
	if err := c.SetComputer([2]string{"", "random"}); err != nil {
		t.Fatal(err)
	}
	bot := &scriptedPlayer{}
	c.Computer.players[2] = bot
	c.Tray.SetSpeed(SpeedOff)
	c.EndTurn()
	tick(c) // the choice is worked out on the first phase of player 2's turn
	c.ComputerWait()
	if bot.asked != 1 {
		t.Fatalf("asked %d times, want 1", bot.asked)
	}
	first := saw(c.Game.State)
	if _, err := c.Game.Do(engine.EndPhase{By: 2}); err != nil { // the game changes under it
		t.Fatal(err)
	}
	second := saw(c.Game.State)
	n := len(c.Game.Log)
	tick(c)
	tick(c)
	if bot.asked != 2 || len(c.Game.Log) != n+1 {
		t.Fatalf("asked %d times, %d orders given; want the choice worked out again and one order", bot.asked, len(c.Game.Log)-n)
	}
	if r, _ := c.Computer.Reason(n); r.Text != second || first == second {
		t.Fatalf("the order given was chosen on %q (phases %q then %q)", r.Text, first, second)
	}
}

// The computer gives no order while the history bar shows, nor while the
// game is over.
func TestComputerWaitsForTheHistoryBar(t *testing.T) {
	c := newTestController(t)
	if err := c.SetComputer([2]string{"", "random"}); err != nil {
		t.Fatal(err)
	}
	c.Computer.players[2] = &scriptedPlayer{}
	c.Tray.SetSpeed(SpeedOff)
	c.EndTurn()
	c.History = &fakeHistory{redo: true}
	n := len(c.Game.Log)
	for range 30 {
		tick(c)
	}
	if len(c.Game.Log) != n {
		t.Fatal("the computer played with the history bar up")
	}
}

// fakeHistory is a History with something to redo (the bar shows).
type fakeHistory struct{ redo bool }

func (h *fakeHistory) CanUndo() bool                   { return false }
func (h *fakeHistory) CanRedo() bool                   { return h.redo }
func (h *fakeHistory) Undo() error                     { return nil }
func (h *fakeHistory) Redo() error                     { return nil }
func (h *fakeHistory) Goto(int) error                  { return nil }
func (h *fakeHistory) Head() int                       { return 0 }
func (h *fakeHistory) Tip() int                        { return 0 }
func (h *fakeHistory) Line(int) []int                  { return nil }
func (h *fakeHistory) Events(int) []engine.Event       { return nil }
func (h *fakeHistory) FreshDice(uint64) []engine.Event { return nil }

// N skips the pause before the computer's order.
func TestComputerPauseSkippedByN(t *testing.T) {
	c := newTestController(t)
	if err := c.SetComputer([2]string{"", "random"}); err != nil {
		t.Fatal(err)
	}
	c.Computer.players[2] = &scriptedPlayer{}
	c.Tray.Speed = SpeedSlow
	c.EndTurn()
	n := len(c.Game.Log)
	tick(c)
	tick(c)
	if len(c.Game.Log) != n {
		t.Fatal("no pause at slow dice")
	}
	c.ComputerWait()
	press(c, KeyN)
	if len(c.Game.Log) != n+1 {
		t.Fatalf("N gave %d orders, want 1", len(c.Game.Log)-n)
	}
}

// A whole battle, the computer against itself, runs to its end through
// the controller, every order given by it (the random player, dice and
// pause off).
func TestComputerPlaysAWholeGame(t *testing.T) {
	c := battleController(t)
	if err := c.SetComputer([2]string{ai.Random, ai.Random}); err != nil {
		t.Fatal(err)
	}
	c.Tray.SetSpeed(SpeedOff)
	start := len(c.Game.Log)
	for i := 0; i < 40000 && !c.Game.State.Over; i++ {
		tick(c)
		if c.Computer.Err != nil {
			t.Fatal(c.Computer.Err)
		}
	}
	if !c.Game.State.Over {
		t.Fatalf("not over after %d orders (turn %d)", len(c.Game.Log)-start, c.Game.State.Turn)
	}
	tick(c)
	if !c.Banner.Showing || len(c.Game.Log)-start < 20 {
		t.Fatalf("%d orders; game-over banner %+v", len(c.Game.Log)-start, c.Banner)
	}
	for i := start; i < len(c.Game.Log); i++ {
		if _, ok := c.Computer.Reason(i); !ok {
			t.Fatalf("entry %d (%s) has no computer's reason", i, c.Game.Log[i].Order.Kind())
		}
	}
	if c.Viewer() != 1 {
		t.Fatalf("watching, the table shows player %d; want player 1", c.Viewer())
	}
}

// The hint works out what the computer would do for the person who
// decides, shows its reason and the pieces its order names, and gives
// no order; it is gone once an order is given.
func TestHintGivesNoOrder(t *testing.T) {
	c := battleController(t)
	c.Handoff.Off = true
	c.Tray.SetSpeed(SpeedOff)
	n := len(c.Game.Log)
	if !c.Hintable() {
		t.Fatalf("no hint for the person deciding (%+v)", c.Decision())
	}
	press(c, KeyH)
	if _, asked := c.HintShown(); !asked {
		t.Fatal("H asked for no hint")
	}
	<-c.Hint.job.done // worked out off the main thread
	for range 5 {
		tick(c)
	}
	text, _ := c.HintShown()
	t.Logf("hint: %q on %v", text, c.HintPieces())
	if text == "" || len(c.HintPieces()) == 0 {
		t.Fatalf("hint %q on pieces %v", text, c.HintPieces())
	}
	if len(c.Game.Log) != n {
		t.Fatalf("the hint gave %d orders", len(c.Game.Log)-n)
	}
	for _, id := range c.HintPieces() {
		if c.Game.State.Piece(id) == nil {
			t.Fatalf("the hint names piece %d, which is not on the table", id)
		}
	}
	if _, err := c.Game.Do(engine.EndPhase{By: c.Decider()}); err != nil {
		t.Fatal(err)
	}
	if text, asked := c.HintShown(); asked || text != "" || c.HintPieces() != nil {
		t.Fatalf("after an order the hint still says %q", text)
	}
}

// With a unit selected, the hint is that unit's best order: the unit it
// names first is the selected one (or, when the computer would leave it
// be, the hint says so and outlines it); choosing another unit asks again.
func TestHintForTheSelectedUnit(t *testing.T) {
	c := battleController(t)
	c.Handoff.Off = true
	c.Tray.SetSpeed(SpeedOff)
	d := c.Decision()
	for i := 0; i < 6 && len(d.Pieces) < 2; i++ { // past the vanguard moves
		if _, err := c.Game.Do(engine.EndPhase{By: d.Player}); err != nil {
			t.Fatal(err)
		}
		d = c.Decision()
	}
	if len(d.Pieces) < 2 {
		t.Fatalf("the decision lets %d pieces act; want 2 or more", len(d.Pieces))
	}
	for _, id := range d.Pieces[:2] {
		c.Selected = id
		press(c, KeyH)
		<-c.Hint.job.done
		for range 5 {
			tick(c)
		}
		text, _ := c.HintShown()
		ps := c.HintPieces()
		t.Logf("hint for %d: %q on %v", id, text, ps)
		if len(ps) == 0 || ps[0] != id {
			t.Fatalf("the hint for piece %d names %v (%q)", id, ps, text)
		}
		if !strings.HasPrefix(text, c.Game.State.Piece(id).Name+":") {
			t.Fatalf("the hint for %s reads %q", c.Game.State.Piece(id).Name, text)
		}
	}
}

// The hint is not offered while the computer decides.
func TestNoHintForTheComputer(t *testing.T) {
	c := newTestController(t)
	if err := c.SetComputer([2]string{"random", ""}); err != nil {
		t.Fatal(err)
	}
	c.Computer.players[1] = &scriptedPlayer{}
	if c.Hintable() {
		t.Fatal("a hint is offered for the computer's decision")
	}
	press(c, KeyH)
	if _, asked := c.HintShown(); asked {
		t.Fatal("H asked a hint for the computer")
	}
}

// orderPieces finds the pieces an order names in its fields, nested too.
func TestOrderPieces(t *testing.T) {
	type group struct{ With []engine.PieceID }
	type charge struct {
		By     engine.PlayerID
		Unit   engine.PieceID
		Target engine.PieceID
		Join   []group
		note   engine.PieceID // unexported: not read
	}
	got := orderPieces(testOrder{charge{By: 2, Unit: 7, Target: 3, Join: []group{{With: []engine.PieceID{9, 7}}}, note: 5}})
	if fmt.Sprint(got) != "[7 3 9]" {
		t.Fatalf("pieces %v, want [7 3 9]", got)
	}
}

// testOrder wraps any struct as an order for TestOrderPieces.
type testOrder struct{ Body any }

func (testOrder) Kind() string            { return "test" }
func (testOrder) Player() engine.PlayerID { return 1 }
