package move

import (
	"math"

	"warbench/game/geom"
)

// Limits are what the order allows. Their zero value allows nothing: no
// distance, no direction, no pivot, no wheel, no free path.
type Limits struct {
	// Budget is the total distance the move may cost, mm: the length of
	// every straight step and path leg, the outer corner's arc of every
	// wheel and PivotCost for every radian pivoted. A step costing more
	// than what is left is shortened to what is left.
	Budget float64
	// Dirs are the allowed local straight directions; a Straight step of
	// positive length in any other direction (compared within 1e-9 after
	// normalising) is refused, i.e. clamped to 0.
	Dirs []geom.Vec
	// Pivots is how many Pivot steps of non-zero angle are allowed; the
	// ones after are refused.
	Pivots int
	// PivotMax is the largest |angle| of each pivot, radians; 0 = any.
	PivotMax float64
	// AnyAngle is how many of the Pivots may turn further than PivotMax,
	// by any angle (an extra free turn of any size besides the order's
	// limited one).
	AnyAngle int
	// PivotCost is what a pivot costs from the Budget, mm per radian
	// turned; 0 = pivots are free. A pivot costing more than what is left
	// turns as far as what is left pays for.
	PivotCost float64
	// SweepPivots makes every pivot keep the Pass gaps and the table at
	// every heading it sweeps through, like a wheel. When false, only the
	// pose right after the pivot is checked: a ruleset that lets a pivot
	// sweep through anything leaves it false.
	SweepPivots bool
	// Wheels is how many Wheel steps of non-zero angle are allowed; the
	// ones after are refused.
	Wheels int
	// FreePath allows Path steps: straight legs to any point, in any
	// direction, the heading kept.
	FreePath bool
	// TurnMax is the largest |heading − start heading| at any time,
	// radians, the turn being the sum of the pivots and wheels so far;
	// 0 = no limit.
	TurnMax float64
	// Rule is the rule id given to reasons about these limits (budget,
	// directions, pivots, wheels, paths); "" gives "limit".
	Rule string
}

// rule returns the rule id of reasons about the limits.
func (l *Limits) rule() string {
	if l.Rule == "" {
		return "limit"
	}
	return l.Rule
}

// allows reports whether the unit local direction u is allowed.
func (l *Limits) allows(u geom.Vec) bool {
	if u == (geom.Vec{}) {
		return false
	}
	for _, d := range l.Dirs {
		if d.Norm().Sub(u).Len() <= 1e-9 {
			return true
		}
	}
	return false
}

// wide reports whether a pivot of angle a turns further than PivotMax
// (so that it takes one of the AnyAngle pivots).
func (l *Limits) wide(a float64) bool {
	return l.PivotMax > 0 && math.Abs(a) > l.PivotMax
}
