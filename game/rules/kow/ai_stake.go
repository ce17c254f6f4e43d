package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// stakes is, for each piece of s (in the order of s.Pieces), what its
// side loses in the scenario beyond the unit itself if it routs: in
// Pillage! and Kill & Pillage!, what each objective it alone of its side
// holds or contests is worth (kow2 §11.3: with it gone the objective
// passes to the enemy near it, or to nobody), and the loot it carries
// in Loot!, twice over (a carrier destroyed in melee gives its loot to
// the units that fought it). Charging a unit that alone
// contests an objective, and keeping ours safe, is worth that much more.
func stakes(s *engine.State) []float64 {
	out := make([]float64, len(s.Pieces))
	w := 0.0
	switch victory(s) {
	case Pillage:
		w = pillageWorth
	case KillAndPillage:
		w = float64(AgreedSize(s) / 10)
	case Loot:
		for i := range s.Pieces {
			out[i] = 2 * objectiveWorth * float64(carried(s, s.Pieces[i].ID))
		}
		return out
	default:
		return out
	}
	for k := range s.Markers {
		m := &s.Markers[k]
		if m.Kind != ObjectiveKind {
			continue
		}
		c := disc(m)
		var n [3]int
		var only [3]int
		for i := range s.Pieces {
			p := &s.Pieces[i]
			if (p.Owner != 1 && p.Owner != 2) || p.HasRule("Individual") {
				continue
			}
			if p.Pose.Pos.Dist(c.C) > controlRange+c.R+p.Footprint.W+p.Footprint.D {
				continue // too far for its base to be in range
			}
			if geom.Distance(p.Shape(), c) <= controlRange+Tolerance {
				n[p.Owner]++
				only[p.Owner] = i
			}
		}
		for pl := 1; pl <= 2; pl++ {
			if n[pl] == 1 {
				out[only[pl]] += w
			}
		}
	}
	return out
}

// stakeOf is t's entry of stakes(s).
func stakeOf(s *engine.State, stake []float64, t *engine.Piece) float64 {
	for i := range s.Pieces {
		if s.Pieces[i].ID == t.ID {
			return stake[i]
		}
	}
	return 0
}
