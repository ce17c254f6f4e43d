package move

import (
	"fmt"

	"warbench/game/geom"
)

// StepKind says what a Step does.
type StepKind int

const (
	// Straight moves the footprint without turning it.
	Straight StepKind = iota
	// Pivot turns the footprint about its centre.
	Pivot
)

// String returns "straight" or "pivot" ("StepKind(n)" for other values).
func (k StepKind) String() string {
	switch k {
	case Straight:
		return "straight"
	case Pivot:
		return "pivot"
	}
	return fmt.Sprintf("StepKind(%d)", int(k))
}

// Step is one primitive of a move.
//
// Straight: move Dist mm along Dir, a direction in the mover's LOCAL frame
// ((0,1) forward, (0,-1) back, (1,0) right, (-1,0) left; it is normalised,
// so only its direction counts). Dist ≥ 0: a negative or NaN Dist is
// clamped to 0 with a reason.
//
// Pivot: turn Angle radians about the footprint's centre, clockwise
// positive. A non-finite Angle is clamped to 0 with a reason. A pivot of 0
// does not count against Limits.Pivots.
type Step struct {
	Kind  StepKind
	Dir   geom.Vec
	Dist  float64
	Angle float64
}

// Limits are what the order allows. Their zero value allows nothing: no
// distance, no direction, no pivot.
type Limits struct {
	// Budget is the total straight distance, mm (pivots cost nothing,
	// kow2 §4.3). A step longer than what is left is shortened to it.
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
	// TurnMax is the largest |heading − start heading| at any time,
	// radians, the turn being the sum of the pivots so far; 0 = no limit
	// (Advance: 90°, kow2 §4.3, §14-A9).
	TurnMax float64
	// Rule is the rule id given to reasons about these limits (budget,
	// directions, pivots); "" gives "limit".
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
