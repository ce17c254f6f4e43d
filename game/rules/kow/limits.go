package kow

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// Local directions of straight moves.
var (
	dirForward = geom.V(0, 1)
	dirBack    = geom.V(0, -1)
	dirRight   = geom.V(1, 0)
	dirLeft    = geom.V(-1, 0)
)

// nimble reports kow2 §8 Nimble: Individuals have it too (§4.10).
func nimble(p *engine.Piece) bool {
	return p.HasRule("Nimble") || p.HasRule("Individual") || p.HasRule("Fly")
}

// speed returns the unit's Sp in millimetres.
func speed(p *engine.Piece) float64 {
	sp, _ := p.Stat("sp")
	return float64(sp) * Inch
}

// Limits returns what an order allows a unit, from kow2 §4.3: distances
// (Advance Sp, Back and Sidestep Sp/2, At the Double 2·Sp), directions,
// and pivots (Advance one ≤ 90° from the starting facing, Change Facing
// any; Nimble one more of ≤ 90° on every order but Halt, §8; in the beta
// that one of any angle).
func (r *Ruleset) Limits(p *engine.Piece, k OrderKind) move.Limits {
	sp := speed(p)
	l := move.Limits{Rule: r.rule("4.3")}
	switch k {
	case Halt:
		return l
	case ChangeFacing:
		return move.Limits{Pivots: 1, Rule: r.rule("4.3")}
	case FreePivot:
		return move.Limits{Pivots: 1, Rule: r.rule("4.10")}
	case Advance:
		l = move.Limits{Rule: l.Rule, Budget: sp, Dirs: []geom.Vec{dirForward}, Pivots: 1, PivotMax: math.Pi / 2, TurnMax: math.Pi / 2}
	case Back:
		l = move.Limits{Rule: l.Rule, Budget: sp / 2, Dirs: []geom.Vec{dirBack}}
	case Sidestep:
		l = move.Limits{Rule: l.Rule, Budget: sp / 2, Dirs: []geom.Vec{dirLeft, dirRight}}
	case AtTheDouble:
		l = move.Limits{Rule: l.Rule, Budget: 2 * sp, Dirs: []geom.Vec{dirForward}}
	}
	if nimble(p) {
		l.Pivots++
		l.PivotMax = math.Pi / 2
		switch {
		case r.Edition.BetaSpecials:
			// kow-beta §8: Nimble's Change Facing is any angle, beside the
			// order's own pivot of at most 90° (§10 row 24, §11 A17).
			l.AnyAngle, l.TurnMax = 1, 0
		case k == Advance:
			l.TurnMax = math.Pi // §14-A9: the two pivots may total 180°
		}
	}
	return l
}

// canTake says whether a unit may be given an order at all (kow2 §4.9,
// §4.11, §8), with the rule and the reason when it may not.
func (r *Ruleset) canTake(s *engine.State, p *engine.Piece, k OrderKind) *engine.Illegal {
	wavered := isWavered(s, p)
	switch {
	case k == FreePivot && !p.HasRule("Individual"):
		return engine.Refuse(r.rule("4.10"), nil, "Only Individuals pivot for free before their order; %s is not one.", p.Name)
	case k == FreePivot && r.allRound(p):
		return engine.Refuse(r.rule("4.10"), nil, "In the closed beta an Individual sees all round and has no free pivot: %s turns with Nimble's Change Facing during its move.", p.Name)
	case wavered && (k == Advance || k == Sidestep || k == AtTheDouble):
		return engine.Refuse(r.rule("4.9"), nil, "%s %s: it may only Halt, Change Facing or go Back.", does(p, "are"), r.resultName(Wavered))
	case k == AtTheDouble && p.Type == "WE":
		return engine.Refuse(r.rule("4.11"), nil, "%s a War Engine: it cannot go At the Double.", does(p, "are"))
	case k == AtTheDouble && p.HasRule("Shambling") && s.Phase != VanguardPhase: // §4.12 allows it
		return engine.Refuse(r.rule("8"), nil, "%s Shambling: it cannot go At the Double.", does(p, "are"))
	}
	if _, ok := p.Stat("sp"); !ok && k != Halt && k != ChangeFacing {
		return engine.Refuse(r.rule("2.5"), nil, "%s no Speed.", does(p, "have"))
	}
	return nil
}
