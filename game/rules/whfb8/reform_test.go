package whfb8

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/move"
)

// whfb8 §4.7: "Reform: Change the number of ranks and files and/or face
// any direction. No model may move more than 2×M ... The reform keeps
// the unit's centre point"; the unit "cannot shoot that turn".
func TestReform(t *testing.T) {
	r := &Ruleset{}
	a := piece(t, map[string]int{"range": 24})
	b := piece(t, nil)
	s := duel(t, a, b, 20*Inch, Movement)
	centre := s.Pieces[0].Pose.Pos
	// 20 models 5 × 4 into 10 × 2: the model that moves most (the last
	// of the third rank to the end of the second) goes 53.85 mm, 2.12",
	// within 2×M = 8".
	before := s.Pieces[0]
	q := reformed(&before, 10, 0)
	if far := farthestModel(&before, &q); math.Abs(far-math.Sqrt(2900)) > 1e-9 {
		t.Errorf("the farthest model moves %g mm, want 53.85", far)
	}
	g := &engine.Game{Rules: r, State: s}
	do(t, g, Reform{By: 1, Unit: 1, Files: 10, Heading: 0})
	p := g.State.Piece(1)
	if p.Formation.Files != 10 || p.Formation.Ranks != 2 || p.Footprint.W != 200 || p.Pose.Pos.Dist(centre) > 1e-9 {
		t.Errorf("reformed to %+v at %v", p.Formation, p.Pose.Pos)
	}
	for g.State.Phase != Shooting {
		do(t, g, engine.EndPhase{By: 1})
	}
	if err := g.Rules.Check(g.State, Shoot{By: 1, Unit: 1, Target: 2}); err == nil || !strings.Contains(err.Error(), "reformed") {
		t.Errorf("a reformed unit shot: %v", err)
	}
	// A slow unit (M1) cannot turn about: its corner models would move
	// more than 2".
	slow := piece(t, map[string]int{"M": 1})
	s = duel(t, slow, piece(t, nil), 20*Inch, Movement)
	if err := r.Check(s, Reform{By: 1, Unit: 1, Files: 5, Heading: math.Pi}); err == nil || !strings.Contains(err.Error(), "2×M") {
		t.Errorf("M1 about face: %v", err)
	}
}

// whfb8 §4.7: "Swift Reform (musician): take a Ld test; if it passes,
// reform as above. The unit may then move immediately (but not march)
// and may shoot, with the −1 for moving".
func TestSwiftReform(t *testing.T) {
	a := piece(t, map[string]int{"range": 24})
	a.Rules = []string{"Musician"}
	s := duel(t, a, piece(t, nil), 10*Inch, Movement)
	s.Dice = dice.NewFixed(1, []int{3, 3})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, Reform{By: 1, Unit: 1, Files: 10, Heading: 0, Swift: true})
	if !hasText(ev, "Shooters passes its Swift Reform test: 3 + 3 against Ld 7.") {
		t.Errorf("no test: %v", texts(ev))
	}
	if err := g.Rules.Check(g.State, NewMove(1, 1, March, nil)); err == nil {
		t.Error("it marched after a Swift Reform")
	}
	do(t, g, NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: Inch}}))
	for g.State.Phase != Shooting {
		do(t, g, engine.EndPhase{By: 1})
	}
	od, err := g.Rules.Odds(g.State, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil || !strings.Contains(od.Text, "moved −1") {
		t.Errorf("shooting after a Swift Reform: %q, %v", od.Text, err)
	}
}
