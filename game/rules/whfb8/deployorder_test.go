package whfb8

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/move"
	"warbench/game/scenario"
)

// battleGame loads a sample scenario with the dice given first, starts it
// and returns the game.
func battleGame(t *testing.T, path string, faces ...int) *engine.Game {
	t.Helper()
	sc, err := scenario.Load(Example, path)
	if err != nil {
		t.Fatal(err)
	}
	sc.State.Dice = dice.NewFixed(sc.State.Seed, faces)
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g
}

// deployHere deploys a unit where it waits.
func deployHere(t *testing.T, g *engine.Game, id engine.PieceID) {
	t.Helper()
	p := g.State.Piece(id)
	do(t, g, NewDeploy(p.Owner, id, []move.Step{{Kind: move.Path, To: p.Pose.Pos}}))
}

// whfb8 §12, common setup: "take turns to deploy one unit at a time in
// your own zone. All of an army's war machines are deployed together as
// one 'turn' ... All characters are deployed last, together as one
// 'turn', alone or inside units"; "First turn: roll off after deployment;
// the player who finished deploying first adds +1".
//
// Player 1: Halberdiers 1, Longbows 2, Lances 3, Fire-Magister 4 (a
// character), Great Gun 5, Bolt Thrower 6; player 2: Choppas 7, Slingers
// 8, Brutes 9, Shaman 10 (a character), Rock Lobber 11, Fire Spitter 12.
// Each deploys his lowest unit allowed: 1 7 2 8 3 9, then player 1's war
// machines as one turn (5 6), player 2's (11 12), player 1's character
// (4), player 2's (10).
func TestDeploymentOrder(t *testing.T) {
	// roll-off 6 v 1: player 1 chooses his half; first turn 3 v 3 +1
	g := battleGame(t, "example/wolfsgate-pass.scenario.yaml", 6, 1, 3, 3)
	if d := g.Decision(); d.Player != 1 || len(d.Options) != 2 || d.Options[0].Label != "Take the west half" || d.Options[1].Label != "Take the east half" {
		t.Fatalf("the choice of half: %+v", d)
	}
	takeHalf(t, g, 0)
	if _, err := g.Do(NewDeploy(1, 4, []move.Step{{Kind: move.Path, To: g.State.Piece(4).Pose.Pos}})); err == nil ||
		!strings.Contains(err.Error(), "cannot be deployed now") {
		t.Errorf("the character deployed first: %v", err)
	}
	var order []engine.PieceID
	var players []engine.PlayerID
	for g.State.Phase == DeployPhase {
		d := g.Decision()
		if g.State.Piece(d.Pieces[0]).Name == "Ashmark Bolt Thrower" && !slices.Equal(d.Pieces, []engine.PieceID{6}) {
			t.Errorf("in player 1's war machines' turn: %v may deploy, want only the other machine", d.Pieces)
		}
		order = append(order, d.Pieces[0])
		players = append(players, d.Player)
		deployHere(t, g, d.Pieces[0])
	}
	if want := []engine.PieceID{1, 7, 2, 8, 3, 9, 5, 6, 11, 12, 4, 10}; !slices.Equal(order, want) {
		t.Errorf("deployed %v, want %v (players %v)", order, want, players)
	}
	if g.State.Side(1).Counter("deployed-first") != 1 || g.State.Side(2).Counter("deployed-first") != 0 {
		t.Error("player 1 finished first but has no +1")
	}
	last := g.Log[len(g.Log)-1].Events
	if g.State.First != 1 || !strings.Contains(strings.Join(texts(last), " | "), "4 against 3; player 1") {
		t.Errorf("first turn: player %d; %s", g.State.First, texts(last))
	}
}

// whfb8 §12: characters deploy "alone or inside units": a character
// placed on a deployed unit of his starts inside it (§10.2).
func TestCharacterDeploysInsideUnit(t *testing.T) {
	g := battleGame(t, "example/gorse-hollow-blood.scenario.yaml", 6, 1)
	takeHalf(t, g, 0)
	for g.State.Phase == DeployPhase {
		d := g.Decision()
		p := g.State.Piece(d.Pieces[0])
		if p.Name == "Ashmark Hedge-Wizard" {
			h := byName(t, g.State, "Ashmark Halberdiers")
			do(t, g, NewDeploy(1, p.ID, []move.Step{{Kind: move.Path, To: h.Pose.Pos}}))
			if p := g.State.Piece(p.ID); p.Attached != h.ID {
				t.Fatalf("the wizard dropped on the halberdiers stands alone (attached to %d)", p.Attached)
			}
			continue
		}
		deployHere(t, g, p.ID)
	}
	if p := byName(t, g.State, "Ashmark Hedge-Wizard"); p.Attached != byName(t, g.State, "Ashmark Halberdiers").ID {
		t.Error("the wizard left the halberdiers when the battle began")
	}
}

// whfb8 §12 Dawn Attack: "the winner picks the table half and deploys his
// whole army first ... Before placing each unit, roll a D6"; "First turn:
// the player who set up second rolls a D6; on a 6 he chooses who goes
// first, on 1–5 the player who set up first chooses."
func TestDawnAttackDeployment(t *testing.T) {
	// roll-off 6 v 1; the Halberdiers roll 2 (right flank), the rest 6
	g := battleGame(t, "example/pale-dawn.scenario.yaml", 6, 1)
	takeHalf(t, g, 0)
	h := byName(t, g.State, "Ashmark Halberdiers")
	if _, err := g.Do(NewDeploy(1, h.ID, []move.Step{{Kind: move.Path, To: h.Pose.Pos}})); err == nil || !strings.Contains(err.Error(), "Roll for") {
		t.Errorf("deployed before its roll: %v", err)
	}
	g.State.Dice = dice.NewFixed(1, []int{2})
	do(t, g, ZoneRoll{By: 1, Unit: h.ID})
	d := g.Decision()
	if !slices.Equal(d.Pieces, []engine.PieceID{h.ID}) || d.Area == nil || !near4(inches(d.Area), [4]float64{54, 0, 72, 12}) || !strings.Contains(d.Prompt, "right flank") {
		t.Fatalf("after rolling 2: %+v", d)
	}
	if _, err := g.Do(NewDeploy(1, h.ID, []move.Step{{Kind: move.Path, To: h.Pose.Pos}})); err == nil || !strings.Contains(err.Error(), "right flank") {
		t.Errorf("deployed outside its flank: %v", err)
	}
	at := h.Pose.Pos
	at.X = 63 * Inch
	do(t, g, NewDeploy(1, h.ID, []move.Step{{Kind: move.Path, To: at}}))
	// player 1's whole army, then player 2's, each unit rolling 6
	g.State.Dice = dice.NewFixed(1, repeat(6, 40))
	var players []engine.PlayerID
	for g.State.Phase == DeployPhase && len(g.Decision().Options) == 0 {
		d := g.Decision()
		id := d.Pieces[0]
		if g.State.Piece(id).Counter("zone-roll") == 0 {
			do(t, g, ZoneRoll{By: d.Player, Unit: id})
		}
		players = append(players, d.Player)
		do(t, g, firstSpot(t, g, id))
	}
	if want := []engine.PlayerID{1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2}; !slices.Equal(players, want) {
		t.Errorf("deployed by %v, want player 1's army then player 2's", players)
	}
	// player 2 set up second and rolled 6: he chooses
	d = g.Decision()
	if d.Player != 2 || len(d.Options) != 2 || !strings.Contains(strings.Join(texts(g.Log[len(g.Log)-1].Events), " | "), "rolls 6 for the first turn: player 2 chooses") {
		t.Fatalf("the first-turn choice: %+v", d)
	}
	do(t, g, d.Options[1].Order) // player 1 goes first
	if g.State.First != 1 || g.State.Turn != 1 {
		t.Errorf("first %d, turn %d", g.State.First, g.State.Turn)
	}
}

// repeat is n copies of face.
func repeat(face, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = face
	}
	return out
}
