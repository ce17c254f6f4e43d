package kow

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

var _ engine.OrderCodec = (*Ruleset)(nil)

// The JSON objects of the Kings of War orders (docs/save-format.md).
// Pointers tell a missing field from a zero one.
type (
	moveJSON struct {
		By    *engine.PlayerID `json:"by"`
		Unit  *engine.PieceID  `json:"unit"`
		Steps []stepJSON       `json:"steps,omitempty"`
	}
	stepJSON struct {
		Kind  string    `json:"kind"`
		Dir   []float64 `json:"dir,omitempty"`
		Dist  *float64  `json:"dist,omitempty"`
		Angle *float64  `json:"angle,omitempty"`
		To    []float64 `json:"to,omitempty"` // a deployment's path step: the centre, mm from the table's corner
	}
	chargeJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
	}
	multiChargeJSON struct {
		By     *engine.PlayerID `json:"by"`
		Target *engine.PieceID  `json:"target"`
		Units  []engine.PieceID `json:"units"`
	}
	shootJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
		Weapon string           `json:"weapon,omitempty"`
	}
	castJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
		Spell  string           `json:"spell"`
	}
	fightJSON struct {
		By     *engine.PlayerID `json:"by"`
		Target *engine.PieceID  `json:"target"`
	}
	nerveTestJSON struct {
		By   *engine.PlayerID `json:"by"`
		Unit *engine.PieceID  `json:"unit"`
	}
	regroupJSON struct {
		By   *engine.PlayerID `json:"by"`
		Unit *engine.PieceID  `json:"unit"`
		Back bool             `json:"back,omitempty"`
	}
)

// EncodeOrder writes a Kings of War order as a JSON object: the player,
// the units by ID and, for a Move, its steps exactly (millimetres and
// radians in the unit's own frame).
func (r *Ruleset) EncodeOrder(o engine.Order) (json.RawMessage, error) {
	var v any
	switch o := o.(type) {
	case Move:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("kow: %s with %d steps", o.Kind(), o.N)
		}
		m := moveJSON{By: &o.By, Unit: &o.Unit}
		for i, st := range o.StepList() {
			sj, err := encodeStep(st)
			if err != nil {
				return nil, fmt.Errorf("kow: %s: steps[%d]: %w", o.Kind(), i, err)
			}
			m.Steps = append(m.Steps, sj)
		}
		v = m
	case Deploy:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("kow: %s with %d steps", o.Kind(), o.N)
		}
		m := moveJSON{By: &o.By, Unit: &o.Unit}
		for i, st := range o.StepList() {
			var sj stepJSON
			var err error
			if st.Kind == move.Path {
				sj = stepJSON{Kind: "path", To: []float64{st.To.X, st.To.Y}}
			} else {
				sj, err = encodeStep(st)
			}
			if err != nil {
				return nil, fmt.Errorf("kow: %s: steps[%d]: %w", o.Kind(), i, err)
			}
			m.Steps = append(m.Steps, sj)
		}
		v = m
	case Charge:
		v = chargeJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target}
	case MultiCharge:
		if o.N < 1 || o.N > MaxMultiCharge {
			return nil, fmt.Errorf("kow: %s with %d units", o.Kind(), o.N)
		}
		v = multiChargeJSON{By: &o.By, Target: &o.Target, Units: o.units()}
	case Shoot:
		v = shootJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target, Weapon: o.Weapon}
	case Cast:
		v = castJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target, Spell: o.Spell}
	case Fight:
		v = fightJSON{By: &o.By, Target: &o.Target}
	case Regroup:
		v = regroupJSON{By: &o.By, Unit: &o.Unit, Back: o.Back}
	case NerveTest:
		v = nerveTestJSON{By: &o.By, Unit: &o.Unit}
	default:
		return nil, fmt.Errorf("kow: %s is not a Kings of War order", o.Kind())
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("kow: %s: %w", o.Kind(), err)
	}
	return data, nil
}

func encodeStep(st move.Step) (stepJSON, error) {
	switch st.Kind {
	case move.Straight:
		if st.Angle != 0 {
			return stepJSON{}, errors.New("a straight step with an angle")
		}
		return stepJSON{Kind: "straight", Dir: []float64{st.Dir.X, st.Dir.Y}, Dist: &st.Dist}, nil
	case move.Pivot:
		if st.Dir != (geom.Vec{}) || st.Dist != 0 {
			return stepJSON{}, errors.New("a pivot with a direction or a distance")
		}
		return stepJSON{Kind: "pivot", Angle: &st.Angle}, nil
	}
	return stepJSON{}, fmt.Errorf("unknown step kind %d", int(st.Kind))
}

// DecodeOrder reads a Kings of War order written by EncodeOrder. It
// refuses an unknown kind, unknown or missing fields, a player other than
// 1 or 2, a unit ID below 1, more than MaxSteps steps or MaxMultiCharge
// units, and steps that are not finite or not of their kind's shape.
func (r *Ruleset) DecodeOrder(kind string, data json.RawMessage) (engine.Order, error) {
	switch kind {
	case Charge{}.Kind():
		var v chargeJSON
		if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}, field{"target", &v.Target}); err != nil {
			return nil, err
		}
		return Charge{By: *v.By, Unit: *v.Unit, Target: *v.Target}, nil
	case MultiCharge{}.Kind():
		var v multiChargeJSON
		if err := decodeFields(data, &v, &v.By, field{"target", &v.Target}); err != nil {
			return nil, err
		}
		if len(v.Units) < 1 || len(v.Units) > MaxMultiCharge {
			return nil, fmt.Errorf("units: want 1 to %d units, got %d", MaxMultiCharge, len(v.Units))
		}
		for i, u := range v.Units {
			if u < 1 {
				return nil, fmt.Errorf("units[%d]: a unit ID is 1 or more, got %d", i, u)
			}
		}
		return NewMultiCharge(*v.By, *v.Target, v.Units), nil
	case Shoot{}.Kind():
		var v shootJSON
		if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}, field{"target", &v.Target}); err != nil {
			return nil, err
		}
		return Shoot{By: *v.By, Unit: *v.Unit, Target: *v.Target, Weapon: v.Weapon}, nil
	case Cast{}.Kind():
		var v castJSON
		if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}, field{"target", &v.Target}); err != nil {
			return nil, err
		}
		if v.Spell == "" {
			return nil, errors.New("spell: missing (the spell's name, e.g. \"Fireball\")")
		}
		return Cast{By: *v.By, Unit: *v.Unit, Target: *v.Target, Spell: v.Spell}, nil
	case Fight{}.Kind():
		var v fightJSON
		if err := decodeFields(data, &v, &v.By, field{"target", &v.Target}); err != nil {
			return nil, err
		}
		return Fight{By: *v.By, Target: *v.Target}, nil
	case Regroup{}.Kind():
		var v regroupJSON
		if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}); err != nil {
			return nil, err
		}
		return Regroup{By: *v.By, Unit: *v.Unit, Back: v.Back}, nil
	case Deploy{}.Kind():
		return decodeDeploy(data)
	case NerveTest{}.Kind():
		var v nerveTestJSON
		if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}); err != nil {
			return nil, err
		}
		return NerveTest{By: *v.By, Unit: *v.Unit}, nil
	}
	for _, k := range OrderKinds() {
		if (Move{Order: k}).Kind() == kind {
			return decodeMove(k, data)
		}
	}
	return nil, fmt.Errorf("unknown order kind %q", kind)
}

func decodeMove(k OrderKind, data json.RawMessage) (engine.Order, error) {
	var v moveJSON
	if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}); err != nil {
		return nil, err
	}
	if len(v.Steps) > MaxSteps {
		return nil, fmt.Errorf("steps: a move has at most %d steps, got %d", MaxSteps, len(v.Steps))
	}
	steps := make([]move.Step, len(v.Steps))
	for i, sj := range v.Steps {
		st, err := decodeStep(sj)
		if err != nil {
			return nil, fmt.Errorf("steps[%d]: %w", i, err)
		}
		steps[i] = st
	}
	return NewMove(*v.By, *v.Unit, k, steps), nil
}

// decodeDeploy reads a Deploy: path steps (the centre to stand at) and
// pivots.
func decodeDeploy(data json.RawMessage) (engine.Order, error) {
	var v moveJSON
	if err := decodeFields(data, &v, &v.By, field{"unit", &v.Unit}); err != nil {
		return nil, err
	}
	if len(v.Steps) > MaxSteps {
		return nil, fmt.Errorf("steps: a deployment has at most %d steps, got %d", MaxSteps, len(v.Steps))
	}
	steps := make([]move.Step, len(v.Steps))
	for i, sj := range v.Steps {
		if sj.Kind != "path" {
			if sj.Kind != "pivot" {
				return nil, fmt.Errorf("steps[%d]: kind: want path or pivot, got %q", i, sj.Kind)
			}
			st, err := decodeStep(sj)
			if err != nil {
				return nil, fmt.Errorf("steps[%d]: %w", i, err)
			}
			steps[i] = st
			continue
		}
		switch {
		case len(sj.To) != 2:
			return nil, fmt.Errorf("steps[%d]: to: want two numbers [x, y] (mm), got %d", i, len(sj.To))
		case sj.Dir != nil || sj.Dist != nil || sj.Angle != nil:
			return nil, fmt.Errorf("steps[%d]: a path step has only to", i)
		case !finite(sj.To[0]) || !finite(sj.To[1]):
			return nil, fmt.Errorf("steps[%d]: to: must be finite", i)
		}
		steps[i] = move.Step{Kind: move.Path, To: geom.V(sj.To[0], sj.To[1])}
	}
	return NewDeploy(*v.By, *v.Unit, steps), nil
}

func decodeStep(sj stepJSON) (move.Step, error) {
	finite := func(name string, x float64) error {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%s: must be finite", name)
		}
		return nil
	}
	if sj.To != nil {
		return move.Step{}, errors.New("to: only a deployment's path step has one")
	}
	switch sj.Kind {
	case "straight":
		switch {
		case sj.Dir == nil:
			return move.Step{}, errors.New("dir: missing (a local direction such as [0, 1], forward)")
		case sj.Dist == nil:
			return move.Step{}, errors.New("dist: missing (millimetres)")
		case sj.Angle != nil && *sj.Angle != 0:
			return move.Step{}, errors.New("angle: a straight step has no angle")
		case len(sj.Dir) != 2:
			return move.Step{}, fmt.Errorf("dir: want two numbers [x, y], got %d", len(sj.Dir))
		case sj.Dir[0] == 0 && sj.Dir[1] == 0:
			return move.Step{}, errors.New("dir: must not be [0, 0]")
		}
		for _, e := range []error{finite("dir", sj.Dir[0]), finite("dir", sj.Dir[1]), finite("dist", *sj.Dist)} {
			if e != nil {
				return move.Step{}, e
			}
		}
		return move.Step{Kind: move.Straight, Dir: geom.V(sj.Dir[0], sj.Dir[1]), Dist: *sj.Dist}, nil
	case "pivot":
		switch {
		case sj.Angle == nil:
			return move.Step{}, errors.New("angle: missing (radians, clockwise)")
		case sj.Dir != nil || sj.Dist != nil:
			return move.Step{}, errors.New("a pivot has only an angle")
		}
		if e := finite("angle", *sj.Angle); e != nil {
			return move.Step{}, e
		}
		return move.Step{Kind: move.Pivot, Angle: *sj.Angle}, nil
	case "":
		return move.Step{}, errors.New("kind: missing (straight or pivot)")
	}
	return move.Step{}, fmt.Errorf("kind: want straight or pivot, got %q", sj.Kind)
}

type field struct {
	name string
	id   **engine.PieceID // read once the JSON is decoded
}

// decodeFields decodes an order's JSON strictly into v, then checks its
// player (*by) and that each unit field is there and 1 or more.
func decodeFields(data json.RawMessage, v any, by **engine.PlayerID, fs ...field) error {
	if err := engine.DecodeStrict(data, v); err != nil {
		return err
	}
	if err := engine.CheckPlayer("by", *by); err != nil {
		return err
	}
	for _, f := range fs {
		switch id := *f.id; {
		case id == nil:
			return fmt.Errorf("%s: missing (a unit ID)", f.name)
		case *id < 1:
			return fmt.Errorf("%s: a unit ID is 1 or more, got %d", f.name, *id)
		}
	}
	return nil
}
