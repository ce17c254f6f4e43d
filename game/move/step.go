package move

import (
	"fmt"

	"warbench/game/geom"
)

// StepKind says what a Step does.
type StepKind int

const (
	// Straight moves the footprint along a local direction without
	// turning it.
	Straight StepKind = iota
	// Pivot turns the footprint about its centre.
	Pivot
	// Wheel turns a rectangle about the front corner on the inside of the
	// turn.
	Wheel
	// Path moves the footprint in a straight leg to a point of the table
	// without turning it.
	Path
)

// String returns "straight", "pivot", "wheel" or "path" ("StepKind(n)"
// for other values).
func (k StepKind) String() string {
	switch k {
	case Straight:
		return "straight"
	case Pivot:
		return "pivot"
	case Wheel:
		return "wheel"
	case Path:
		return "path"
	}
	return fmt.Sprintf("StepKind(%d)", int(k))
}

// Step is one primitive of a move. Each kind reads only its own fields.
//
// Straight: move Dist mm along Dir, a direction in the mover's LOCAL frame
// ((0,1) forward, (0,-1) back, (1,0) right, (-1,0) left; it is normalised,
// so only its direction counts). Dist ≥ 0: a negative or NaN Dist is
// clamped to 0 with a reason.
//
// Pivot: turn Angle radians about the footprint's centre, clockwise
// positive. A non-finite Angle is clamped to 0 with a reason. A pivot of 0
// does not count against Limits.Pivots.
//
// Wheel: turn Angle radians, clockwise positive, about the front corner on
// the inside of the turn: the front-right corner for a clockwise wheel, the
// front-left one otherwise (geom.Rect.Wheel). The outer front corner
// travels W·|Angle|, which is what the wheel costs. A disc cannot wheel. A
// wheel of 0 does not count against Limits.Wheels.
//
// Path: move in a straight line from where the footprint stands to To, a
// point in WORLD coordinates (millimetres, y up), keeping the heading; the
// leg costs its length. A leg to where the footprint already stands does
// nothing. Several legs make a path around obstacles; a Pivot turns the
// footprint to face somewhere.
type Step struct {
	Kind  StepKind
	Dir   geom.Vec
	Dist  float64
	Angle float64
	To    geom.Vec
}
