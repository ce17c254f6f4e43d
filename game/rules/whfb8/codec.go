package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/move"
)

var _ engine.OrderCodec = (*Ruleset)(nil)

// The JSON objects of the orders; pointers tell a missing field from a
// zero one.
type (
	moveJSON struct {
		By    *engine.PlayerID `json:"by"`
		Unit  *engine.PieceID  `json:"unit"`
		Steps []move.StepJSON  `json:"steps,omitempty"`
	}
	targetJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
	}
	byJSON struct {
		By *engine.PlayerID `json:"by"`
	}
	reformJSON struct {
		By      *engine.PlayerID `json:"by"`
		Unit    *engine.PieceID  `json:"unit"`
		Files   *int             `json:"files"`
		Heading *float64         `json:"heading"`
		Swift   bool             `json:"swift,omitempty"`
	}
	castJSON struct {
		By     *engine.PlayerID `json:"by"`
		Wizard *engine.PieceID  `json:"unit"`
		Target *engine.PieceID  `json:"target"`
		Spell  string           `json:"spell"`
		Dice   int              `json:"dice,omitempty"`
		Bound  bool             `json:"bound,omitempty"`
	}
	dispelJSON struct {
		By   *engine.PlayerID `json:"by"`
		Dice int              `json:"dice"`
	}
	redirectJSON struct {
		By     *engine.PlayerID `json:"by"`
		Unit   *engine.PieceID  `json:"unit"`
		Target engine.PieceID   `json:"target,omitempty"`
	}
	fightJSON struct {
		By   *engine.PlayerID `json:"by"`
		Unit *engine.PieceID  `json:"unit"`
	}
)

// EncodeOrder writes an order as a JSON object; a move's steps in
// millimetres and radians, exactly.
func (r *Ruleset) EncodeOrder(o engine.Order) (json.RawMessage, error) {
	if data, ok, err := encodeSetup(o); ok {
		return data, err
	}
	switch o := o.(type) {
	case Move:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("whfb8: a move with %d steps", o.N)
		}
		j := moveJSON{By: &o.By, Unit: &o.Unit}
		steps, err := move.EncodeSteps(o.StepList(), move.Straight, move.Wheel)
		if err != nil {
			return nil, fmt.Errorf("whfb8: %w", err)
		}
		j.Steps = steps
		return json.Marshal(j)
	case Deploy:
		if o.N < 0 || o.N > MaxSteps {
			return nil, fmt.Errorf("whfb8: a deployment with %d steps", o.N)
		}
		j := moveJSON{By: &o.By, Unit: &o.Unit}
		steps, err := move.EncodeSteps(o.StepList(), move.Path, move.Pivot)
		if err != nil {
			return nil, fmt.Errorf("whfb8: %w", err)
		}
		j.Steps = steps
		return json.Marshal(j)
	case Shoot:
		return json.Marshal(targetJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target})
	case DeclareCharge:
		return json.Marshal(targetJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target})
	case Breathe:
		return json.Marshal(targetJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target})
	case Fire:
		return encodeFire(o)
	case Snipe:
		return encodeSnipe(o)
	case Unbind:
		return encodeUnbind(o)
	case Pivot:
		return encodePivot(o)
	case Redirect:
		return json.Marshal(redirectJSON{By: &o.By, Unit: &o.Unit, Target: o.Target})
	case React:
		return json.Marshal(byJSON{By: &o.By})
	case Fight:
		return json.Marshal(fightJSON{By: &o.By, Unit: &o.Unit})
	case Overrun:
		return json.Marshal(fightJSON{By: &o.By, Unit: &o.Unit})
	case Cast:
		if o.Spell < 0 || o.Spell >= len(lores) {
			return nil, fmt.Errorf("whfb8: spell %d", o.Spell)
		}
		return json.Marshal(castJSON{By: &o.By, Wizard: &o.Wizard, Target: &o.Target, Spell: lores[o.Spell].Name, Dice: o.Dice, Bound: o.Bound})
	case Dispel:
		if o.Dice == 0 {
			return json.Marshal(byJSON{By: &o.By})
		}
		return json.Marshal(dispelJSON{By: &o.By, Dice: o.Dice})
	case Pursue:
		return json.Marshal(byJSON{By: &o.By})
	case Reform:
		return json.Marshal(reformJSON{By: &o.By, Unit: &o.Unit, Files: &o.Files, Heading: &o.Heading, Swift: o.Swift})
	case RandomMove:
		return encodeRandomMove(o)
	case Join:
		return json.Marshal(targetJSON{By: &o.By, Unit: &o.Character, Target: &o.Unit})
	case MakeWay:
		return json.Marshal(fightJSON{By: &o.By, Unit: &o.Character})
	case MakeWayReply:
		if o.Character == 0 {
			return json.Marshal(byJSON{By: &o.By})
		}
		return json.Marshal(fightJSON{By: &o.By, Unit: &o.Character})
	case Challenge:
		if o.Duelist == 0 {
			return json.Marshal(byJSON{By: &o.By})
		}
		return json.Marshal(fightJSON{By: &o.By, Unit: &o.Duelist})
	}
	return nil, fmt.Errorf("whfb8: %s is not an order of this game", o.Kind())
}

// DecodeOrder reads an order EncodeOrder wrote, strictly.
func (r *Ruleset) DecodeOrder(kind string, data json.RawMessage) (engine.Order, error) {
	if o, ok, err := decodeSetup(kind, data); ok {
		return o, err
	}
	for k := range numMoveKinds {
		if (Move{Mode: k}).Kind() != kind {
			continue
		}
		var j moveJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		if len(j.Steps) > MaxSteps {
			return nil, fmt.Errorf("steps: at most %d, got %d", MaxSteps, len(j.Steps))
		}
		steps, err := move.DecodeSteps(j.Steps, move.Straight, move.Wheel)
		if err != nil {
			return nil, err
		}
		return NewMove(*j.By, *j.Unit, k, steps), nil
	}
	switch kind {
	case Deploy{}.Kind():
		var j moveJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		if len(j.Steps) > MaxSteps {
			return nil, fmt.Errorf("steps: at most %d, got %d", MaxSteps, len(j.Steps))
		}
		steps, err := move.DecodeSteps(j.Steps, move.Path, move.Pivot)
		if err != nil {
			return nil, err
		}
		return NewDeploy(*j.By, *j.Unit, steps), nil
	case Shoot{}.Kind(), DeclareCharge{}.Kind(), Breathe{}.Kind():
		var j targetJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
			return nil, err
		}
		switch kind {
		case Shoot{}.Kind():
			return Shoot{By: *j.By, Unit: *j.Unit, Target: *j.Target}, nil
		case Breathe{}.Kind():
			return Breathe{By: *j.By, Unit: *j.Unit, Target: *j.Target}, nil
		}
		return DeclareCharge{By: *j.By, Unit: *j.Unit, Target: *j.Target}, nil
	case ID + "/hold", ID + "/stand-and-shoot", ID + "/flee", ID + "/pursue", ID + "/hold-back", ID + "/let-through":
		var j byJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		switch kind {
		case ID + "/pursue", ID + "/hold-back":
			return Pursue{By: *j.By, Pursue: kind == ID+"/pursue"}, nil
		case ID + "/let-through":
			return Dispel{By: *j.By}, nil
		}
		for re := range numReactions {
			if (React{Reaction: re}).Kind() == kind {
				return React{By: *j.By, Reaction: re}, nil
			}
		}
		return nil, fmt.Errorf("unknown order kind %q", kind)
	case Fire{}.Kind():
		return decodeFire(data)
	case Snipe{}.Kind():
		return decodeSnipe(data)
	case Unbind{}.Kind():
		return decodeUnbind(data)
	case Pivot{}.Kind():
		return decodePivot(data)
	case Redirect{}.Kind():
		var j redirectJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		if j.Target < 0 {
			return nil, fmt.Errorf("target: a piece ID is 1 or more (0 or none: keep the charge), got %d", j.Target)
		}
		return Redirect{By: *j.By, Unit: *j.Unit, Target: j.Target}, nil
	case Fight{}.Kind(), Overrun{}.Kind():
		var j fightJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		if kind == (Overrun{}).Kind() {
			return Overrun{By: *j.By, Unit: *j.Unit}, nil
		}
		return Fight{By: *j.By, Unit: *j.Unit}, nil
	case Cast{}.Kind():
		var j castJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Wizard), engine.CheckPiece("target", j.Target)); err != nil {
			return nil, err
		}
		i := slices.IndexFunc(lores, func(sp Spell) bool { return sp.Name == j.Spell })
		switch {
		case i < 0:
			return nil, fmt.Errorf("spell: unknown spell %q", j.Spell)
		case j.Dice < 0 || j.Dice > 6:
			return nil, fmt.Errorf("dice: 1 to 6 (none: as many as an average roll needs), got %d", j.Dice)
		}
		return Cast{By: *j.By, Wizard: *j.Wizard, Target: *j.Target, Spell: i, Dice: j.Dice, Bound: j.Bound}, nil
	case ID + "/dispel":
		var j dispelJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		if j.Dice < 1 || j.Dice > maxPool {
			return nil, fmt.Errorf("dice: 1 to %d, got %d (whfb8/let-through uses none)", maxPool, j.Dice)
		}
		return Dispel{By: *j.By, Dice: j.Dice}, nil
	case RandomMove{}.Kind():
		return decodeRandomMove(data)
	case Join{}.Kind():
		var j targetJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
			return nil, err
		}
		return Join{By: *j.By, Character: *j.Unit, Unit: *j.Target}, nil
	case MakeWay{}.Kind():
		var j fightJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		return MakeWay{By: *j.By, Character: *j.Unit}, nil
	case MakeWayReply{Character: 1}.Kind():
		var j fightJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		return MakeWayReply{By: *j.By, Character: *j.Unit}, nil
	case MakeWayReply{}.Kind():
		var j byJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		return MakeWayReply{By: *j.By}, nil
	case ID + "/challenge", ID + "/accept":
		var j fightJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		return Challenge{By: *j.By, Duelist: *j.Unit, Answer: kind == ID+"/accept"}, nil
	case ID + "/no-challenge", ID + "/refuse":
		var j byJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, err
		}
		return Challenge{By: *j.By, Answer: kind == ID+"/refuse"}, nil
	case Reform{}.Kind():
		var j reformJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, err
		}
		switch {
		case j.Files == nil || *j.Files < 1 || *j.Files > 200:
			return nil, errors.New("files: missing or not 1 to 200")
		case j.Heading == nil || !finite(*j.Heading):
			return nil, errors.New("heading: missing or not a finite number of radians")
		}
		return Reform{By: *j.By, Unit: *j.Unit, Files: *j.Files, Heading: *j.Heading, Swift: j.Swift}, nil
	}
	return nil, fmt.Errorf("unknown order kind %q for %s", kind, ID)
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
