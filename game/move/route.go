package move

import (
	"errors"
	"math"

	"warbench/game/geom"
)

// Errors of Route: why no shape of move the limits allow ends at a goal.
var (
	// ErrNoPivot: the goal is on the spot with another heading, and the
	// limits allow no pivot.
	ErrNoPivot = errors.New("move: the goal needs a turn on the spot and no pivot is allowed")
	// ErrNoShape: the goal is off every straight line the limits allow, and
	// they allow no turn between forward moves.
	ErrNoShape = errors.New("move: no shape of move the limits allow ends at the goal")
	// ErrNoTurnBetween: forward, one turn, forward cannot end at the goal
	// (it lies behind the lines of the two headings, or they are parallel).
	ErrNoTurnBetween = errors.New("move: the goal cannot be reached moving forward with one turn")
)

// Tolerances of Route: closer than this is "the same place", "the same
// heading", "on the line".
const (
	routeTol    = 1e-6 // mm
	routeAngTol = 1e-9 // radians
)

// Route returns steps that take the footprint start exactly to goal in the
// first of these shapes the limits allow, ignoring obstacles, the table,
// the budget and the turn limits (PlanBody applies those):
//
//   - nothing, when goal is start's pose;
//   - a pivot on the spot, when only the heading changes (ErrNoPivot when
//     no pivot is allowed);
//   - a free path (Limits.FreePath): one leg to the goal's position, then
//     a pivot to its heading when it changes and pivots are allowed;
//   - one straight step forward, back, right or left, when the goal is on
//     that line with the same heading and that direction is allowed;
//   - forward, one pivot, forward (when forward moves and a pivot are
//     allowed), either forward part possibly empty;
//   - forward, one wheel, forward (when forward moves and a wheel are
//     allowed, for a rectangle).
//
// It returns ErrNoShape when the limits allow no turn between forward
// moves, ErrNoTurnBetween when those they allow cannot end at the goal.
// Lengths and angles closer than routeTol (1e-6 mm) and routeAngTol
// (1e-9 rad) to nothing are left out.
func Route(start Body, lim Limits, goal geom.Pose) ([]Step, error) {
	h0 := start.Pose.Heading
	d := goal.Pos.Sub(start.Pose.Pos)
	dh := geom.NormAngle(goal.Heading - h0)
	fwd, right := geom.Forward(h0), geom.Right(h0)
	a, b := d.Dot(fwd), d.Dot(right)
	still := math.Abs(dh) < routeAngTol
	switch {
	case d.Len() < routeTol && still:
		return nil, nil
	case d.Len() < routeTol:
		if lim.Pivots < 1 {
			return nil, ErrNoPivot
		}
		return []Step{{Kind: Pivot, Angle: dh}}, nil
	case lim.FreePath && (still || lim.Pivots >= 1):
		out := []Step{{Kind: Path, To: goal.Pos}}
		if !still {
			out = append(out, Step{Kind: Pivot, Angle: dh})
		}
		return out, nil
	case still && math.Abs(b) < routeTol && a > 0 && lim.allows(geom.V(0, 1)):
		return []Step{{Kind: Straight, Dir: geom.V(0, 1), Dist: a}}, nil
	case still && math.Abs(b) < routeTol && a < 0 && lim.allows(geom.V(0, -1)):
		return []Step{{Kind: Straight, Dir: geom.V(0, -1), Dist: -a}}, nil
	case still && math.Abs(a) < routeTol && b > 0 && lim.allows(geom.V(1, 0)):
		return []Step{{Kind: Straight, Dir: geom.V(1, 0), Dist: b}}, nil
	case still && math.Abs(a) < routeTol && b < 0 && lim.allows(geom.V(-1, 0)):
		return []Step{{Kind: Straight, Dir: geom.V(-1, 0), Dist: -b}}, nil
	}
	pivot := lim.Pivots >= 1 && lim.allows(geom.V(0, 1))
	wheel := lim.Wheels >= 1 && lim.allows(geom.V(0, 1)) && !start.Round
	if !pivot && !wheel {
		return nil, ErrNoShape
	}
	f1 := geom.Forward(goal.Heading)
	if pivot {
		if out, ok := turnBetween(fwd, f1, d, Step{Kind: Pivot, Angle: dh}); ok {
			return out, nil
		}
	}
	if wheel {
		// The wheel moves the centre by o − o turned, o being the offset
		// from the centre to the corner it wheels about.
		side := -start.W / 2
		if dh > 0 {
			side = start.W / 2
		}
		o := fwd.Scale(start.D / 2).Add(right.Scale(side))
		if out, ok := turnBetween(fwd, f1, d.Sub(o.Sub(o.RotateCW(dh))), Step{Kind: Wheel, Angle: dh}); ok {
			return out, nil
		}
	}
	return nil, ErrNoTurnBetween
}

// turnBetween returns forward d1 along f0, the turn, forward d2 along f1
// when d1·f0 + d2·f1 = d has a solution with d1, d2 ≥ −routeTol (steps
// shorter than routeTol left out).
func turnBetween(f0, f1, d geom.Vec, turn Step) ([]Step, bool) {
	det := f0.X*f1.Y - f0.Y*f1.X
	if math.Abs(det) < 1e-9 {
		return nil, false
	}
	d1 := (d.X*f1.Y - d.Y*f1.X) / det
	d2 := (f0.X*d.Y - f0.Y*d.X) / det
	if d1 < -routeTol || d2 < -routeTol {
		return nil, false
	}
	var out []Step
	if d1 > routeTol {
		out = append(out, Step{Kind: Straight, Dir: geom.V(0, 1), Dist: d1})
	}
	out = append(out, turn)
	if d2 > routeTol {
		out = append(out, Step{Kind: Straight, Dir: geom.V(0, 1), Dist: d2})
	}
	return out, true
}

// PlanTo returns the legal move nearest to goal in the shapes the limits
// allow: PlanBody of the steps Route finds, so clamped by obstacles, the
// table, the budget and the turn limits, with their reasons. When Route
// finds none the move is empty and its one Reason (Step -1) says why. It is
// what a drag or a typed goal pose asks for.
func (w *World) PlanTo(start Body, lim Limits, goal geom.Pose) Result {
	steps, err := Route(start, lim, goal)
	if err == nil {
		return w.PlanBody(start, lim, steps)
	}
	res := w.PlanBody(start, lim, nil)
	text := "This order cannot reach that pose."
	switch {
	case errors.Is(err, ErrNoPivot):
		text = "This order cannot turn on the spot."
	case errors.Is(err, ErrNoTurnBetween):
		text = "That pose cannot be reached moving forward with one turn."
	}
	res.Reasons = append(res.Reasons, Reason{Rule: lim.rule(), Text: text, Step: -1, Obstacle: -1})
	res.Clamped = true
	return res
}
