package whfb8

import (
	"math"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// whfb8 §12 Battle for the Pass, Bottleneck: "both long table edges count
// as impassable terrain ... No other unit, reinforcements included, may
// enter or leave by a long edge unless it is Ethereal or a flyer." A
// pursuer running at the south edge halts there instead of leaving the
// table (§7.9); a unit coming back on enters by the nearest short edge.
func TestPassBottleneck(t *testing.T) {
	for _, c := range []struct {
		victory string
		fly     bool
		leaves  bool
	}{{Battleline, false, true}, {ThePass, false, false}, {ThePass, true, true}} {
		a, b := piece(t, nil), piece(t, nil)
		if c.fly {
			a.Rules = []string{"Fly"}
		}
		s := duel(t, a, b, 20*Inch, Combat)
		s.Victory = c.victory
		p := s.Piece(1)
		p.Pose = geom.Pose{Pos: geom.V(20*Inch, 3*Inch), Heading: math.Pi} // facing the south edge, 1" from it
		r := &Ruleset{}
		r.runInto(s, p, 6, rule("7.9"), "pursues")
		gone := indexGone(s, 1) >= 0
		if gone != c.leaves {
			t.Errorf("%s (flyer %v): the pursuer left the table: %v, want %v", c.victory, c.fly, gone, c.leaves)
		}
		if !gone {
			if q := s.Piece(1); !r.onTable(s, q) {
				t.Errorf("%s: the pursuer stands off the table", c.victory)
			}
			continue
		}
		// back on: the south edge in a Battleline; a flyer may use it in the Pass
		if e := entryPose(s, &s.Gone[indexGone(s, 1)]); math.Abs(e.Heading) > 1e-9 {
			t.Errorf("%s: comes back facing %v, want north from the south edge", c.victory, e.Heading)
		}
	}
	// a unit off the table near the south edge comes back by the west edge in the Pass
	s := &engine.State{Table: standard, Victory: ThePass}
	p := piece(t, nil)
	p.Pose = geom.Pose{Pos: geom.V(10*Inch, -2*Inch)}
	if e := entryPose(s, p); math.Abs(e.Heading-math.Pi/2) > 1e-9 || e.Pos.X > p.Footprint.D {
		t.Errorf("in the Pass, enters at %v heading %v: want the west edge, facing east", e.Pos, e.Heading)
	}
}
