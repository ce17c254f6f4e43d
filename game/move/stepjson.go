package move

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/geom"
)

// StepJSON is a Step as order files and journals write it, the one form
// every rule system's orders share (docs/save-format.md): kind is the
// StepKind's name; a straight step has dir (local, [0, 1] forward) and
// dist (mm), a pivot or a wheel an angle (radians, clockwise), a path
// step to (the centre, mm from the table's corner). Pointers tell a
// missing field from a zero one.
type StepJSON struct {
	Kind  string    `json:"kind"`
	Dir   []float64 `json:"dir,omitempty"`
	Dist  *float64  `json:"dist,omitempty"`
	Angle *float64  `json:"angle,omitempty"`
	To    []float64 `json:"to,omitempty"`
}

// EncodeStep writes a step in its JSON form; a step carrying a field its
// kind does not read is an error (it would not come back the same).
func EncodeStep(st Step) (StepJSON, error) {
	switch st.Kind {
	case Straight:
		if st.Angle != 0 || st.To != (geom.Vec{}) {
			return StepJSON{}, errors.New("a straight step with an angle or a point")
		}
		return StepJSON{Kind: st.Kind.String(), Dir: []float64{st.Dir.X, st.Dir.Y}, Dist: &st.Dist}, nil
	case Pivot, Wheel:
		if st.Dir != (geom.Vec{}) || st.Dist != 0 || st.To != (geom.Vec{}) {
			return StepJSON{}, fmt.Errorf("a %s with a direction, a distance or a point", st.Kind)
		}
		return StepJSON{Kind: st.Kind.String(), Angle: &st.Angle}, nil
	case Path:
		if st.Dir != (geom.Vec{}) || st.Dist != 0 || st.Angle != 0 {
			return StepJSON{}, errors.New("a path step with a direction, a distance or an angle")
		}
		return StepJSON{Kind: st.Kind.String(), To: []float64{st.To.X, st.To.Y}}, nil
	}
	return StepJSON{}, fmt.Errorf("unknown step kind %d", int(st.Kind))
}

// Step reads the step, which must be one of the kinds allowed (a rule
// system's orders take only some), with exactly its kind's fields, each
// finite. The errors name the field, for a player's orders file.
func (j StepJSON) Step(allowed ...StepKind) (Step, error) {
	k := StepKind(-1)
	for _, a := range allowed {
		if j.Kind == a.String() {
			k = a
		}
	}
	want := kindNames(allowed)
	switch {
	case j.Kind == "":
		return Step{}, fmt.Errorf("kind: missing (%s)", want)
	case k < 0:
		return Step{}, fmt.Errorf("kind: want %s, got %q", want, j.Kind)
	case j.To != nil && k != Path:
		return Step{}, fmt.Errorf("to: only a path step has one")
	}
	finite := func(name string, xs ...float64) error {
		if slices.ContainsFunc(xs, func(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }) {
			return fmt.Errorf("%s: must be finite", name)
		}
		return nil
	}
	switch k {
	case Straight:
		switch {
		case j.Dir == nil:
			return Step{}, errors.New("dir: missing (a local direction such as [0, 1], forward)")
		case j.Dist == nil:
			return Step{}, errors.New("dist: missing (millimetres)")
		case j.Angle != nil && *j.Angle != 0:
			return Step{}, errors.New("angle: a straight step has no angle")
		case len(j.Dir) != 2:
			return Step{}, fmt.Errorf("dir: want two numbers [x, y], got %d", len(j.Dir))
		case j.Dir[0] == 0 && j.Dir[1] == 0:
			return Step{}, errors.New("dir: must not be [0, 0]")
		}
		if err := errors.Join(finite("dir", j.Dir...), finite("dist", *j.Dist)); err != nil {
			return Step{}, err
		}
		return Step{Kind: Straight, Dir: geom.V(j.Dir[0], j.Dir[1]), Dist: *j.Dist}, nil
	case Pivot, Wheel:
		switch {
		case j.Angle == nil:
			return Step{}, errors.New("angle: missing (radians, clockwise)")
		case j.Dir != nil || j.Dist != nil:
			return Step{}, fmt.Errorf("a %s has only an angle", k)
		}
		if err := finite("angle", *j.Angle); err != nil {
			return Step{}, err
		}
		return Step{Kind: k, Angle: *j.Angle}, nil
	}
	switch { // Path
	case len(j.To) != 2:
		return Step{}, fmt.Errorf("to: want two numbers [x, y] (mm), got %d", len(j.To))
	case j.Dir != nil || j.Dist != nil || j.Angle != nil:
		return Step{}, errors.New("a path step has only to")
	}
	if err := finite("to", j.To...); err != nil {
		return Step{}, err
	}
	return Step{Kind: Path, To: geom.V(j.To[0], j.To[1])}, nil
}

// EncodeSteps writes a move's steps, each of one of the kinds allowed;
// an error names the step ("steps[2]: …").
func EncodeSteps(steps []Step, allowed ...StepKind) ([]StepJSON, error) {
	out := make([]StepJSON, 0, len(steps))
	for i, st := range steps {
		if !slices.Contains(allowed, st.Kind) {
			return nil, fmt.Errorf("steps[%d]: a %s step, where only %s are taken", i, st.Kind, kindNames(allowed))
		}
		j, err := EncodeStep(st)
		if err != nil {
			return nil, fmt.Errorf("steps[%d]: %w", i, err)
		}
		out = append(out, j)
	}
	return out, nil
}

// DecodeSteps reads a move's steps (see StepJSON.Step); an error names
// the step ("steps[2]: …").
func DecodeSteps(js []StepJSON, allowed ...StepKind) ([]Step, error) {
	out := make([]Step, len(js))
	for i, j := range js {
		st, err := j.Step(allowed...)
		if err != nil {
			return nil, fmt.Errorf("steps[%d]: %w", i, err)
		}
		out[i] = st
	}
	return out, nil
}

// kindNames is "straight or pivot".
func kindNames(ks []StepKind) string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = k.String()
	}
	return strings.Join(names, " or ")
}
