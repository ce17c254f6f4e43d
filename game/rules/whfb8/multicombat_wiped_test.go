package whfb8

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// whfb8 §7.6 (p.59): a multiple combat in which one unit of a side is
// wiped out while its side fights on is still resolved, side against
// side, without it: a lone Flanker (T1, every die a 6) dies in the fight
// and the combat result is still counted.
func TestMultipleCombatWithAUnitWipedOut(t *testing.T) {
	a1, b := piece(t, nil), piece(t, nil)
	s := duel(t, a1, b, 0, Combat)
	a2 := piece(t, map[string]int{"models": 1, "files": 1, "T": 1})
	a2.ID, a2.Owner, a2.Name = 3, 1, "Flanker"
	bp := &s.Pieces[1]
	a2.Pose = geom.Pose{Pos: geom.V(bp.Pose.Pos.X-50-10, bp.Pose.Pos.Y), Heading: math.Pi / 2}
	s.Pieces = append(s.Pieces, *a2)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[2].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	sixes := make([]int, 300)
	for i := range sixes {
		sixes[i] = 6
	}
	s.Dice = dice.NewFixed(1, sixes)
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	result := false
	for _, e := range ev {
		result = result || strings.HasPrefix(e.Text, "Combat result: Shooters ")
	}
	if s.Piece(3) != nil || !hasText(ev, "Flanker is wiped out.") || !result {
		t.Errorf("the flanker should die and the combat be resolved: %v", texts(ev))
	}
}
