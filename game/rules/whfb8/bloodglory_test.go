package whfb8

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/engine"
)

// whfb8 §12 Blood and Glory: "Breaking Point = 1 per 1,000 points or part
// of it (up to 1,000 → 1; 1,001–2,000 → 2; …)", of the agreed size, else
// of the army's own cost.
func TestBreakingPoint(t *testing.T) {
	for _, c := range []struct{ pts, want int }{{500, 1}, {1000, 1}, {1001, 2}, {2000, 2}, {2001, 3}, {3000, 3}} {
		s := &engine.State{Points: c.pts}
		if got := breakingPoint(s, 1); got != c.want {
			t.Errorf("%d points: Breaking Point %d, want %d", c.pts, got, c.want)
		}
	}
	s := &engine.State{Pieces: []engine.Piece{{Owner: 1, Points: 700}, {Owner: 2, Points: 2500}}, Gone: []engine.Piece{{Owner: 1, Points: 400}}}
	if a, b := breakingPoint(s, 1), breakingPoint(s, 2); a != 2 || b != 3 {
		t.Errorf("no size agreed: %d and %d, want 2 (700 + 400 points) and 3 (2,500)", a, b)
	}
}

// whfb8 §12: "Fortitude = current number of standards in the army (unit
// standards and the battle standard) + 2 while the General is alive ...
// Fleeing units and units only temporarily off the table still count."
func TestFortitude(t *testing.T) {
	std := *piece(t, nil)
	std.Rules = []string{"Standard"}
	fleeing := std
	fleeing.ID = 2
	fleeing.SetCounter("fleeing", 1)
	lost := std
	lost.ID = 3
	lost.SetCounter("standard-lost", 1) // §10.3 Last Stand: gone with the broken unit
	bsb := *piece(t, map[string]int{"models": 1, "files": 1})
	bsb.ID, bsb.Size, bsb.Rules = 4, "single", []string{"Battle Standard"}
	general := *piece(t, map[string]int{"models": 1, "files": 1})
	general.ID, general.Size, general.Rules = 5, "single", []string{"General"}
	away := std
	away.ID = 6
	away.SetCounter("off-table", 1) // a pursuer coming back
	dead := std
	dead.ID = 7 // destroyed: no longer counts
	s := &engine.State{Pieces: []engine.Piece{std, fleeing, lost, bsb, general}, Gone: []engine.Piece{away, dead}}
	if f, parts := fortitude(s, 1); f != 6 || parts != "4 standards + 2 for the General" {
		t.Errorf("Fortitude %d (%s), want 6: the standard, the fleeing one, the battle standard, the one off the table, +2", f, parts)
	}
	s.Pieces = s.Pieces[:4] // the General slain
	if f, _ := fortitude(s, 1); f != 4 {
		t.Errorf("without the General: %d, want 4", f)
	}
}

// whfb8 §12: "The game ends ... at once when an army's Fortitude is ≤ its
// Breaking Point: that army breaks and its opponent wins. If neither
// breaks, or both break at the same moment, use victory points."
func TestBloodAndGloryEnd(t *testing.T) {
	g := battleGame(t, "example/gorse-hollow-blood.scenario.yaml", 6, 1)
	takeHalf(t, g, 0)
	for g.State.Phase == DeployPhase {
		deployHere(t, g, g.Decision().Pieces[0])
	}
	s := g.State
	// player 2: the Choppas carry the standard and the General (3 > 1)
	if f, _ := fortitude(s, 2); f != 3 || breakingPoint(s, 2) != 1 || s.Over {
		t.Fatalf("player 2: Fortitude %d, Breaking Point %d, over %v", f, breakingPoint(s, 2), s.Over)
	}
	ch := byName(t, s, "Gravel-Tusk Choppas")
	ch.SetCounter("standard-lost", 1)
	do(t, g, engine.EndPhase{By: g.Decision().Player})
	if s.Over {
		t.Fatal("Fortitude 2 against a Breaking Point of 1 ended the game")
	}
	i := slices.IndexFunc(s.Pieces, func(p engine.Piece) bool { return p.ID == ch.ID })
	s.Gone = append(s.Gone, s.Pieces[i]) // the Choppas and the General destroyed
	s.Pieces = slices.Delete(s.Pieces, i, i+1)
	ev, err := g.Do(engine.EndPhase{By: g.Decision().Player})
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Rules.Score(s)
	if !s.Over || sc.Winner != 1 || !strings.Contains(strings.Join(texts(ev), " | "), "Player 2's army breaks: Fortitude 0 (0 standards, no General) against a Breaking Point of 1") {
		t.Errorf("over %v, %+v; %v", s.Over, sc, texts(ev))
	}
	// both at once: victory points decide: the Choppas' 180 and 100 for
	// the General to none, a win by 280
	s.Side(1).SetCounter("broken", 1)
	if sc := g.Rules.Score(s); sc.Winner != 1 || sc.Points != [3]int{0, 280, 0} || sc.Text != "Player 1 wins, 280 - 0 victory points" {
		t.Errorf("both broken: %+v", sc)
	}
}
