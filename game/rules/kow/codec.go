package kow

import (
	"encoding/json"
	"errors"
	"fmt"

	"warbench/game/engine"
	"warbench/game/move"
)

var _ engine.OrderCodec = (*Ruleset)(nil)

// The JSON objects of the Kings of War orders (docs/save-format.md).
// Pointers tell a missing field from a zero one.
type (
	moveJSON struct {
		By    *engine.PlayerID `json:"by"`
		Unit  *engine.PieceID  `json:"unit"`
		Steps []move.StepJSON  `json:"steps,omitempty"`
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
		steps, err := move.EncodeSteps(o.StepList(), move.Straight, move.Pivot)
		if err != nil {
			return nil, fmt.Errorf("kow: %s: %w", o.Kind(), err)
		}
		v = moveJSON{By: &o.By, Unit: &o.Unit, Steps: steps}
	case Deploy:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("kow: %s with %d steps", o.Kind(), o.N)
		}
		steps, err := move.EncodeSteps(o.StepList(), move.Path, move.Pivot)
		if err != nil {
			return nil, fmt.Errorf("kow: %s: %w", o.Kind(), err)
		}
		v = moveJSON{By: &o.By, Unit: &o.Unit, Steps: steps}
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
	steps, err := move.DecodeSteps(v.Steps, move.Straight, move.Pivot)
	if err != nil {
		return nil, err
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
	steps, err := move.DecodeSteps(v.Steps, move.Path, move.Pivot)
	if err != nil {
		return nil, err
	}
	return NewDeploy(*v.By, *v.Unit, steps), nil
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
