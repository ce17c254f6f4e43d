package whfb8

import (
	"math/big"
	"strings"
	"testing"

	"warbench/cli"
	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// whfb8 §12 The Watchtower: "At the end of each game turn from turn 4
// on, roll a D6 and add the turn number; on 10 or more the battle ends at
// once." The chance the battle ends at the end of each turn, from the
// rule's own roll (towerEnds) over the six faces: turn 4 1/6, turn 5
// (5/6)(2/6) = 5/18, turn 6 (5/6)(4/6)(3/6) = 5/18, turn 7 5/27, turn 8
// 25/324, turn 9 the rest, 5/324 (D6 + 9 always ends it).
func TestWatchtowerEndOdds(t *testing.T) {
	going := big.NewRat(1, 1)
	want := map[int]*big.Rat{4: big.NewRat(1, 6), 5: big.NewRat(5, 18), 6: big.NewRat(5, 18), 7: big.NewRat(5, 27),
		8: big.NewRat(25, 324), 9: big.NewRat(5, 324)}
	for turn := 1; turn <= towerTurns; turn++ {
		ends := 0
		for face := 1; face <= 6; face++ {
			s := &engine.State{Turn: turn, Dice: dice.NewFixed(1, []int{face})}
			if _, over := towerEnds(s); over {
				ends++
			}
		}
		p := new(big.Rat).Mul(going, big.NewRat(int64(ends), 6))
		w := want[turn]
		if w == nil {
			w = new(big.Rat)
		}
		if p.Cmp(w) != 0 {
			t.Errorf("P(the battle ends at turn %d) = %s, want %s", turn, p, w)
		}
		going.Sub(going, p)
	}
	if going.Sign() != 0 {
		t.Errorf("the battle may outlast turn %d: %s", towerTurns, going)
	}
}

// whfb8 §12 The Watchtower: the roll-off's winner controls the tower and
// "may deploy one Core infantry unit of at most 20 models inside it";
// the other player picks his half, deploys first and goes first; "the
// player with a unit occupying the watchtower at the end wins"; an empty
// tower is a draw.
func TestWatchtower(t *testing.T) {
	// roll-off 6 v 1: player 1 controls the tower; player 2 takes a half
	g := battleGame(t, "example/old-beacon-watchtower.scenario.yaml", 6, 1)
	s := g.State
	if tower(s) == nil || !near4(inches(towerArea(s)), [4]float64{33, 21, 39, 27}) {
		t.Fatalf("the tower: %v", tower(s))
	}
	for _, tr := range s.Table.Terrain {
		if tr.Name == "The Cairn" {
			t.Error("the rock in the centre was left under the tower")
		}
	}
	if d := g.Decision(); d.Player != 2 || d.Options[0].Label != "Take the south half" {
		t.Fatalf("the half: %+v", d)
	}
	takeHalf(t, g, 1) // the north half: player 1 gets the south
	d := g.Decision()
	bows, halberds := byName(t, s, "Ashmark Longbows"), byName(t, s, "Ashmark Halberdiers")
	if d.Player != 1 || !slices0(d.Pieces, bows.ID) || d.Area == nil || d.Options[0].Kind != (EmptyTower{}).Kind() {
		t.Fatalf("the garrison: %+v", d)
	}
	centre := s.Table.Center()
	if _, err := g.Do(NewDeploy(1, halberds.ID, []move.Step{{Kind: move.Path, To: centre}})); err == nil {
		t.Error("25 halberdiers garrisoned the tower")
	}
	if _, err := g.Do(NewDeploy(1, bows.ID, []move.Step{{Kind: move.Path, To: centre.Add(geom.V(0, 4*Inch))}})); err == nil ||
		!strings.Contains(err.Error(), "centre on the watchtower") {
		t.Errorf("the bows 4\" off the tower: %v", err)
	}
	do(t, g, NewDeploy(1, bows.ID, []move.Step{{Kind: move.Path, To: centre}}))
	if tower(s).Owner != 1 || g.Decision().Player != 2 {
		t.Fatalf("after the garrison: tower held by %d, player %d deploys", tower(s).Owner, g.Decision().Player)
	}
	for s.Phase == DeployPhase {
		deployHere(t, g, g.Decision().Pieces[0])
	}
	if s.First != 2 || !strings.Contains(strings.Join(texts(g.Log[len(g.Log)-1].Events), " | "), "Player 2, who does not control the watchtower") {
		t.Errorf("first turn: player %d", s.First)
	}
	if s.Turns != towerTurns {
		t.Errorf("the game lasts at most %d turns, want %d", s.Turns, towerTurns)
	}
	// the garrison may not leave in turn 1
	endUntil(t, g, 1, Movement)
	mv := NewMove(1, bows.ID, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 2 * Inch}})
	if _, err := g.Do(mv); err == nil || !strings.Contains(err.Error(), "may not leave it") {
		t.Errorf("the garrison left in turn 1: %v", err)
	}
	// the end: the tower held wins, an empty tower draws, a contested one too
	s.Over = true
	if sc := g.Rules.Score(s); sc.Winner != 1 || !strings.Contains(sc.Text, "holds the watchtower") {
		t.Errorf("held by player 1: %+v", sc)
	}
	b := s.Piece(bows.ID)
	b.Pose.Pos = centre.Add(geom.V(0, 10*Inch))
	updateTower(s)
	if sc := g.Rules.Score(s); sc.Winner != 0 || !strings.Contains(sc.Text, "empty: a draw") {
		t.Errorf("empty: %+v", sc)
	}
	s.HouseRules = []string{WatchtowerEmptyByPoints} // §12 watchtowerEmptyResult, the other way: no points, a draw by them
	if sc := g.Rules.Score(s); sc.Winner != 0 || sc.Text != "A draw, 0 - 0 victory points (a win needs 100 more)" {
		t.Errorf("empty, by points: %+v", sc)
	}
	s.HouseRules = nil
	b.Pose.Pos = centre
	ch := byName(t, s, "Gravel-Tusk Slingers")
	ch.Pose.Pos = centre.Add(geom.V(2*Inch, 0))
	if updateTower(s); tower(s).Owner != 0 {
		t.Errorf("both sides on the tower: held by %d", tower(s).Owner)
	}
}

// endUntil ends phases until player pl is in the phase of his turn.
func endUntil(t *testing.T, g *engine.Game, pl engine.PlayerID, phase string) {
	t.Helper()
	for i := 0; i < 40 && !(g.State.Active == pl && g.State.Phase == phase); i++ {
		do(t, g, engine.EndPhase{By: g.Decision().Player})
	}
}

func slices0(ids []engine.PieceID, id engine.PieceID) bool { return len(ids) == 1 && ids[0] == id }

// The Watchtower sample's orders file plays its whole setup through the
// command line (warbench-cli sim): the half, the garrison, alternating
// units, characters last (two starting inside units), then the first
// turn to the player without the tower.
func TestWatchtowerOrdersFile(t *testing.T) {
	var out, errOut strings.Builder
	code := cli.Run([]string{"sim", "-scenario", "example/old-beacon-watchtower.scenario.yaml", "example/old-beacon-watchtower.orders.jsonl"},
		cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut})
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"Player 1 deploys Ashmark Longbows in the watchtower.",
		"Player 1 deploys Ashmark Banner-Sergeant inside Ashmark Halberdiers (0 left to deploy).",
		"Player 2, who does not control the watchtower, takes the first turn.", "The watchtower: held by player 1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the run lacks %q", want)
		}
	}
}
