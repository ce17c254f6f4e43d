package toy

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/move"
)

var _ engine.OrderCodec = (*Ruleset)(nil)

// The JSON objects of the toy's orders; pointers tell a missing field
// from a zero one.
type (
	moveJSON struct {
		By    *engine.PlayerID `json:"by"`
		Unit  *engine.PieceID  `json:"unit"`
		Steps []move.StepJSON  `json:"steps,omitempty"`
	}
	strikeJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
	}
	reactJSON struct {
		By    *engine.PlayerID `json:"by"`
		Dodge bool             `json:"dodge,omitempty"`
	}
	revealJSON struct {
		By *engine.PlayerID `json:"by"`
	}
)

// EncodeOrder writes a toy order as a JSON object; a move's legs as world
// points in millimetres and its turns in radians, exactly.
func (r *Ruleset) EncodeOrder(o engine.Order) (json.RawMessage, error) {
	switch o := o.(type) {
	case Move:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("toy: a move with %d steps", o.N)
		}
		j := moveJSON{By: &o.By, Unit: &o.Unit}
		steps, err := move.EncodeSteps(o.StepList(), move.Path, move.Pivot) // legs and turns only
		if err != nil {
			return nil, fmt.Errorf("toy: %w", err)
		}
		j.Steps = steps
		return json.Marshal(j)
	case Strike:
		return json.Marshal(strikeJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target})
	case React:
		return json.Marshal(reactJSON{By: &o.By, Dodge: o.Dodge})
	case Reveal:
		return json.Marshal(revealJSON{By: &o.By})
	}
	return nil, fmt.Errorf("toy: %s is not an order of this game", o.Kind())
}

// DecodeOrder reads an order EncodeOrder wrote, strictly: every field
// named, players 1 or 2, piece IDs from 1, finite numbers.
func (r *Ruleset) DecodeOrder(kind string, data json.RawMessage) (engine.Order, error) {
	switch kind {
	case Move{}.Kind():
		var j moveJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		if err := engine.CheckPiece("unit", j.Unit); err != nil {
			return nil, err
		}
		if len(j.Steps) > MaxSteps {
			return nil, fmt.Errorf("steps: at most %d, got %d", MaxSteps, len(j.Steps))
		}
		steps, err := move.DecodeSteps(j.Steps, move.Path, move.Pivot)
		if err != nil {
			return nil, err
		}
		return NewMove(*j.By, *j.Unit, steps), nil
	case Strike{}.Kind():
		var j strikeJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
			return nil, err
		}
		return Strike{By: *j.By, Unit: *j.Unit, Target: *j.Target}, nil
	case React{}.Kind():
		var j reactJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		return React{By: *j.By, Dodge: j.Dodge}, nil
	case Reveal{}.Kind():
		var j revealJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		return Reveal{By: *j.By}, nil
	}
	return nil, fmt.Errorf("unknown order kind %q for the toy game", kind)
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
