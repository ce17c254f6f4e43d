package input

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// endTurn ends the active player's three phases (kow2 §4.1).
func endTurn(t *testing.T, c *Controller) {
	t.Helper()
	p := c.Game.State.Active
	for c.Game.State.Active == p && !c.Game.State.Over {
		if _, err := c.Game.Do(engine.EndPhase{By: p}); err != nil {
			t.Fatal(err)
		}
	}
}

func idle(c *Controller, n int) {
	for range n {
		c.Update(frame(geom.V(5, 5)))
	}
}

// When a player's turn ends, the table is covered for the other: a click
// on a unit does nothing, Enter in the first moments does nothing, then
// Ready (or Enter) lets the next player play.
func TestHandoffCoversTheTableUntilReady(t *testing.T) {
	c := newTestController(t)
	c.Game.State.Players = []engine.Player{{ID: 1, Name: "The Ember Marches"}, {ID: 2, Name: "The Hollow Tide"}}
	next := engine.Opponent(c.Game.State.Active)
	endTurn(t, c)
	idle(c, 1)
	h := &c.Handoff
	if !h.Showing || h.Player != next {
		t.Fatalf("hand-off %+v, want showing for player %d", h, next)
	}
	want := map[engine.PlayerID]string{1: "Player 1 — The Ember Marches", 2: "Player 2 — The Hollow Tide"}[next]
	if h.Title != want || !strings.Contains(h.Detail, "Turn 1") {
		t.Fatalf("title %q, detail %q", h.Title, h.Detail)
	}
	wolves := c.Game.State.Piece(2)
	click(c, c.Camera.ToScreen(wolves.Pose.Pos))
	if c.Selected != 0 {
		t.Fatal("a click went through the hand-off screen")
	}
	press(c, KeyEnter) // too soon: the last player's key
	if !h.Showing {
		t.Fatal("Enter dismissed the screen during its grace ticks")
	}
	idle(c, handoffGrace)
	f := frame(ReadyBox(c.Layout.View).Min.Lerp(ReadyBox(c.Layout.View).Max, 0.5))
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	if h.Showing || h.Blocking() {
		t.Fatal("Ready did not dismiss the screen")
	}
	click(c, c.Camera.ToScreen(wolves.Pose.Pos))
	if c.Selected != 2 {
		t.Fatalf("after Ready a click selects %d, want the Wolves", c.Selected)
	}
}

// The hand-off waits for the dice: while a roll plays it is pending (the
// table is still blocked); it shows when the roll is done.
func TestHandoffWaitsForTheDice(t *testing.T) {
	c := newTestController(t)
	endTurn(t, c)
	c.Game.Log[len(c.Game.Log)-1].Events = append([]engine.Event{rollEvent(4, 6, 6, 2)}, c.Game.Log[len(c.Game.Log)-1].Events...)
	idle(c, 1)
	if !c.Handoff.Pending || c.Handoff.Showing || !c.Tray.Busy() {
		t.Fatalf("hand-off %+v while the tray plays (busy %v)", c.Handoff, c.Tray.Busy())
	}
	press(c, KeySpace) // skip the roll
	press(c, KeySpace) // and its hold
	if !c.Handoff.Showing {
		t.Fatalf("hand-off %+v after the dice were skipped", c.Handoff)
	}
}

// With hand-off screens off (one person playing both sides) the turn
// passes without one; at the end of the game there is none, and the
// banner shows the result until it is closed.
func TestHandoffOffAndGameEnd(t *testing.T) {
	c := newTestController(t)
	c.Handoff.Off = true
	endTurn(t, c)
	idle(c, 1)
	if c.Handoff.Blocking() {
		t.Fatal("hand-off shown while off")
	}
	c.Handoff.Off = false
	for !c.Game.State.Over {
		endTurn(t, c)
	}
	idle(c, 1)
	if c.Handoff.Blocking() {
		t.Fatal("hand-off shown at the end of the game")
	}
	if !c.Banner.Showing || c.Banner.Text == "" {
		t.Fatalf("banner %+v at the end of the game", c.Banner)
	}
	idle(c, 300)
	if !c.Banner.Showing {
		t.Fatal("the banner went away by itself")
	}
	mid := c.Banner.Box(c.Layout.View).Min.Lerp(c.Banner.Box(c.Layout.View).Max, 0.5)
	f := frame(mid)
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	if c.Banner.Showing {
		t.Fatal("a click on the banner did not close it")
	}
}

// V and the toolbar button cycle the dice speed, and the button says it.
func TestDiceSpeedKeyAndButton(t *testing.T) {
	c := newTestController(t)
	press(c, KeyV)
	if c.Tray.Speed != SpeedFast {
		t.Fatalf("V gave %v, want fast", c.Tray.Speed)
	}
	var btn ToolbarButton
	for _, b := range c.Layout.Toolbar {
		if b.Action == ActDice {
			btn = b
		}
	}
	if btn.Label != "Dice: fast [V]" {
		t.Fatalf("button says %q", btn.Label)
	}
	click(c, btn.Box.Min.Lerp(btn.Box.Max, 0.5))
	if c.Tray.Speed != SpeedOff || c.Mode != ModeSelect {
		t.Fatalf("button gave %v (mode %v), want off", c.Tray.Speed, c.Mode)
	}
}

// A click on the tray skips the roll and does not reach the table under it.
func TestClickOnTraySkips(t *testing.T) {
	c := newTestController(t)
	c.Game.Log = append(c.Game.Log, engine.Entry{Events: []engine.Event{rollEvent(4, 1, 2, 3, 4, 5, 6)}})
	idle(c, 2)
	box := c.TrayBox()
	if !c.Tray.Visible() || c.Tray.Roll.Final() {
		t.Fatal("the roll is not playing")
	}
	at := box.Min.Lerp(box.Max, 0.5)
	f := frame(at)
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	if !c.Tray.Roll.Final() {
		t.Fatal("the click did not skip the roll")
	}
	if c.Selected != 0 || c.Ruler.Active {
		t.Fatal("the click reached the table")
	}
}

// Entries already in the log when the controller starts are history: the
// tray does not replay them.
func TestOldEntriesAreNotReplayed(t *testing.T) {
	c := newTestController(t)
	c.Game.Log = append(c.Game.Log, engine.Entry{Events: []engine.Event{rollEvent(0, 3, 3)}})
	c2 := NewController(c.Game)
	c2.Update(frame(geom.V(5, 5)))
	idle(c2, 1)
	if c2.Tray.Visible() {
		t.Fatal("an old roll was replayed")
	}
}

// F1 or ? opens the help overlay, which takes the frames (a click on the
// table selects nothing) until F1, ?, Esc or a click closes it; a ?
// typed into a number being built for an order does not open it.
func TestHelpOverlay(t *testing.T) {
	c := newTestController(t)
	press(c, KeyF1)
	if !c.Help.Showing {
		t.Fatal("F1 did not open the help")
	}
	click(c, c.Camera.ToScreen(c.Game.State.Piece(1).Pose.Pos))
	if c.Help.Showing || c.Selected != 0 {
		t.Fatalf("a click: help %v, selected %d", c.Help.Showing, c.Selected)
	}
	typeChars(c, "?")
	if !c.Help.Showing {
		t.Fatal("? did not open the help")
	}
	press(c, KeyEscape)
	if c.Help.Showing {
		t.Fatal("Esc did not close the help")
	}
	if len(HelpLines) < 20 {
		t.Fatalf("only %d help lines", len(HelpLines))
	}
}

// The dice tray never covers the units its roll concerns: docked at the
// bottom of the table view, it moves to the top when a piece of the
// rolling entry stands under it.
func TestTrayKeepsClearOfTheRollsUnits(t *testing.T) {
	c := newTestController(t)
	bottom := TrayBox(c.Layout.View, 6)
	near := c.Game.State.Piece(1) // the Spears, 10" from the south edge: under the tray
	near.Pose.Pos = c.Camera.ToWorld(bottom.Center())
	ev := rollEvent(4, 1, 2, 3, 4, 5, 6)
	ev.Piece = near.ID
	c.Game.Log = append(c.Game.Log, engine.Entry{Events: []engine.Event{ev}})
	idle(c, 2)
	if box := c.TrayBox(); box.Overlaps(c.pieceScreenBox(near.ID)) || box.Min.Y >= bottom.Min.Y {
		t.Fatalf("the tray %v covers the Spears %v", box, c.pieceScreenBox(near.ID))
	}
	ev.Piece = 2 // the Wolves, far north
	c.Game.Log = append(c.Game.Log, engine.Entry{Events: []engine.Event{ev}})
	idle(c, 2)
	for c.Tray.Roll != nil && c.Tray.Roll.Event.Piece != 2 {
		press(c, KeySpace)
	}
	if box := c.TrayBox(); box != TrayBox(c.Layout.View, 6) {
		t.Fatalf("the tray %v is not at the bottom for a roll of the Wolves", box)
	}
}

// Units deployed in turn (kow2 §11.4) pass the mouse with no screen
// between: nothing is hidden and both players are at the table. A hidden
// deployment, or a turn, still covers the table.
func TestNoHandoffBetweenOpenDeployments(t *testing.T) {
	s := &engine.State{}
	for _, tc := range []struct {
		d     engine.Decision
		cover bool
	}{
		{engine.Decision{Player: 2, Kind: engine.Deploy}, false},
		{engine.Decision{Player: 2, Kind: engine.Deploy, Hidden: true}, true},
		{engine.Decision{Player: 2, Kind: engine.GiveOrders}, true},
	} {
		h := Handoff{Viewer: 1}
		h.start(s, tc.d)
		if h.Pending != tc.cover || (!tc.cover && h.Viewer != 2) {
			t.Errorf("%v (hidden %v): pending %v, viewer %d", tc.d.Kind, tc.d.Hidden, h.Pending, h.Viewer)
		}
	}
}

// The game-over banner is as high as the longest side's score lines
// need (four fit the least height), never higher than the view allows.
func TestBannerFitsItsScoreLines(t *testing.T) {
	view := geom.Box{Min: geom.V(0, 34), Max: geom.V(980, 800)}
	h := func(b Banner) float64 { bx := b.Box(view); return bx.Max.Y - bx.Min.Y }
	if h(Banner{Rows: 2}) != bannerH || h(Banner{Rows: 4}) != bannerH {
		t.Fatalf("two or four lines: %v, %v; want %v", h(Banner{Rows: 2}), h(Banner{Rows: 4}), float64(bannerH))
	}
	if got := h(Banner{Rows: 10}); got != bannerH+6*bannerRowH {
		t.Fatalf("ten lines: %v, want %v", got, bannerH+6*bannerRowH)
	}
	if got := h(Banner{Rows: 100}); got != 800-34-40 {
		t.Fatalf("a hundred lines: %v, want the view less 40", got)
	}
}
