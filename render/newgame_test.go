package render

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/rules/kow"
	"warbench/input"
)

// A new game from the start screen through deployment to the first turn,
// as a player does it (kow2 §11.1, §11.4, §11.5): New game, the 4' x 4'
// open table, another army on each side, Start; then each player in turn
// selects a unit waiting in the zone, takes Deploy and gives it where it
// stands, until none is left; then the first turn begins.
func TestNewGameThroughDeployment(t *testing.T) {
	a, _ := startApp(t)
	s := a.StartScreen()
	key(a, input.KeyEnter) // New game
	for s.Row != input.FormTable {
		key(a, input.KeyDown)
	}
	sys := s.Systems[s.System]
	for !strings.HasPrefix(sys.Layouts[s.Layout].Name, `Open table · 48 x 48"`) {
		if s.Layout == len(sys.Layouts)-1 {
			t.Fatalf("no 48\" x 48\" open table among %+v", sys.Layouts)
		}
		key(a, input.KeyRight)
	}
	key(a, input.KeyDown) // player 1's army: the next one
	key(a, input.KeyRight)
	key(a, input.KeyDown) // player 2's: two further on
	key(a, input.KeyRight)
	key(a, input.KeyRight)
	c := s.Choice()
	keep(t, draw(a), "newgame-form.png")
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	st := a.game.State
	if st.Table.Width != st.Table.Depth || st.Deployment != kow.PlayersDeploy || c.Armies[0] == "" {
		t.Fatalf("table %g x %g mm, deployment %q, armies %v", st.Table.Width, st.Table.Depth, st.Deployment, c.Armies)
	}
	keep(t, draw(a), "newgame-deploy.png")
	deployed := 0
	for d := a.ctrl.Decision(); d.Kind == engine.Deploy; d = a.ctrl.Decision() {
		var id engine.PieceID
		for _, w := range d.Waiting {
			if st.Piece(w).Owner == d.Player {
				id = w
				break
			}
		}
		if id == 0 {
			t.Fatalf("player %d deploys with no unit waiting: %+v", d.Player, d)
		}
		clickAt(a, st.Piece(id).Pose.Pos)
		if a.ctrl.Selected != id {
			t.Fatalf("a click on %s selected %d", st.Piece(id).Name, a.ctrl.Selected)
		}
		a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(st.Piece(id).Pose.Pos), ScreenW: testW, ScreenH: testH, Chars: []rune("1")})
		key(a, input.KeyEnter)
		if kow.Undeployed(st.Piece(id)) {
			t.Fatalf("%s not deployed where it stands: %v", st.Piece(id).Name, a.ctrl.Compose)
		}
		deployed++
		if deployed == 1 {
			keep(t, draw(a), "newgame-first-deployed.png")
		}
	}
	if deployed != len(st.Pieces) {
		t.Errorf("%d of %d units deployed", deployed, len(st.Pieces))
	}
	for range 3 { // the dice of the roll-off play out
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if st.Turn != 1 && st.Phase != kow.VanguardPhase {
		t.Errorf("after the deployment: turn %d, phase %s", st.Turn, st.Phase)
	}
	keep(t, draw(a), "newgame-turn1.png")

	// kow2 §11.3, §11.6: ending every turn with the panel's buttons plays
	// the game to its end, scored (Kill: nothing destroyed, a draw), with
	// the result on the game-end banner.
	for n := 0; n < 200 && !st.Over; n++ {
		var end *input.PanelButton
		for _, b := range a.ctrl.PanelButtons() {
			if b.Act == input.PanelEndTurn || (end == nil && b.Act == input.PanelEndPhase) {
				end = &b
			}
		}
		if end == nil {
			a.Step(input.Frame{ScreenW: testW, ScreenH: testH}) // the dice still show
			continue
		}
		click(a, end.Box.Center())
	}
	if !st.Over || !a.ctrl.Banner.Showing || !strings.Contains(a.ctrl.Banner.Text, "A draw, 0 - 0") {
		t.Fatalf("after the last turn: over %v, banner %v %q", st.Over, a.ctrl.Banner.Showing, a.ctrl.Banner.Text)
	}
	for _, b := range a.ctrl.PanelButtons() {
		if b.Act == input.PanelEndPhase || b.Act == input.PanelEndTurn {
			t.Errorf("%s offered once the game is over", b.Label)
		}
	}
	keep(t, draw(a), "newgame-end.png")
}
