package whfb8

import (
	"encoding/json"
	"errors"

	"warbench/game/engine"
)

// The orders of a pitched battle's setup (§12), besides Deploy.

// ChooseHalf is the roll-off winner's choice of table half: the index
// of one of halfChoices (which the Decision offers as buttons).
type ChooseHalf struct {
	By   engine.PlayerID
	Half int
}

// Kind returns "whfb8/half".
func (ChooseHalf) Kind() string { return ID + "/half" }

// Player returns who chooses.
func (o ChooseHalf) Player() engine.PlayerID { return o.By }

// ChooseFirst is a player's choice of who takes the first turn, where a
// battle lets him choose (Dawn Attack, Meeting Engagement).
type ChooseFirst struct {
	By    engine.PlayerID
	First engine.PlayerID
}

// Kind returns "whfb8/first-turn".
func (ChooseFirst) Kind() string { return ID + "/first-turn" }

// Player returns who chooses.
func (o ChooseFirst) Player() engine.PlayerID { return o.By }

// EmptyTower is the watchtower's controller leaving it empty at the
// start (The Watchtower), instead of deploying a unit in it.
type EmptyTower struct {
	By engine.PlayerID
}

// Kind returns "whfb8/empty-tower".
func (EmptyTower) Kind() string { return ID + "/empty-tower" }

// Player returns who decides.
func (o EmptyTower) Player() engine.PlayerID { return o.By }

// ZoneRoll is the D6 rolled for a unit before it deploys (Dawn Attack):
// it says where the unit may go.
type ZoneRoll struct {
	By   engine.PlayerID
	Unit engine.PieceID
}

// Kind returns "whfb8/zone-roll".
func (ZoneRoll) Kind() string { return ID + "/zone-roll" }

// Player returns who rolls.
func (o ZoneRoll) Player() engine.PlayerID { return o.By }

// BringOn brings a unit on from reserve (Meeting Engagement), by the
// reinforcement rules (§4.7), in its side's remaining moves.
type BringOn struct {
	By   engine.PlayerID
	Unit engine.PieceID
}

// Kind returns "whfb8/reserve".
func (BringOn) Kind() string { return ID + "/reserve" }

// Player returns who brings it on.
func (o BringOn) Player() engine.PlayerID { return o.By }

type (
	halfJSON struct {
		By   *engine.PlayerID `json:"by"`
		Half *int             `json:"half"`
	}
	firstJSON struct {
		By    *engine.PlayerID `json:"by"`
		First *engine.PlayerID `json:"first"`
	}
)

// encodeSetup writes a setup order; ok is false for any other order.
func encodeSetup(o engine.Order) (data json.RawMessage, ok bool, err error) {
	switch o := o.(type) {
	case ChooseHalf:
		data, err = json.Marshal(halfJSON{By: &o.By, Half: &o.Half})
	case ChooseFirst:
		data, err = json.Marshal(firstJSON{By: &o.By, First: &o.First})
	case EmptyTower:
		data, err = json.Marshal(byJSON{By: &o.By})
	case ZoneRoll:
		data, err = json.Marshal(fightJSON{By: &o.By, Unit: &o.Unit})
	case BringOn:
		data, err = json.Marshal(fightJSON{By: &o.By, Unit: &o.Unit})
	default:
		return nil, false, nil
	}
	return data, true, err
}

// decodeSetup reads a setup order strictly; ok is false for any other
// kind.
func decodeSetup(kind string, data json.RawMessage) (o engine.Order, ok bool, err error) {
	switch kind {
	case ChooseHalf{}.Kind():
		var j halfJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, true, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, true, err
		}
		if j.Half == nil || *j.Half < 0 || *j.Half > 3 {
			return nil, true, errors.New("half: missing or not 0 to 3 (the choice offered)")
		}
		return ChooseHalf{By: *j.By, Half: *j.Half}, true, nil
	case ChooseFirst{}.Kind():
		var j firstJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, true, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPlayer("first", j.First)); err != nil {
			return nil, true, err
		}
		return ChooseFirst{By: *j.By, First: *j.First}, true, nil
	case EmptyTower{}.Kind():
		var j byJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, true, err
		}
		if err := engine.CheckPlayer("by", j.By); err != nil {
			return nil, true, err
		}
		return EmptyTower{By: *j.By}, true, nil
	case ZoneRoll{}.Kind(), BringOn{}.Kind():
		var j fightJSON
		if err := engine.DecodeStrict(data, &j); err != nil {
			return nil, true, err
		}
		if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
			return nil, true, err
		}
		if kind == (ZoneRoll{}).Kind() {
			return ZoneRoll{By: *j.By, Unit: *j.Unit}, true, nil
		}
		return BringOn{By: *j.By, Unit: *j.Unit}, true, nil
	}
	return nil, false, nil
}

// checkSetupOrder checks a setup order; ok is false for any other order.
func (r *Ruleset) checkSetupOrder(s *engine.State, o engine.Order) (*engine.Illegal, bool) {
	switch o := o.(type) {
	case ChooseHalf:
		return r.checkHalf(s, o), true
	case ChooseFirst:
		return r.checkFirst(s, o), true
	case EmptyTower:
		return r.checkEmptyTower(s, o), true
	case ZoneRoll:
		return r.checkZoneRoll(s, o), true
	case BringOn:
		return r.checkBringOn(s, o), true
	}
	return nil, false
}

// applySetupOrder carries out a setup order Check accepted; ok is false
// for any other order.
func (r *Ruleset) applySetupOrder(s *engine.State, o engine.Order) ([]engine.Event, bool) {
	switch o := o.(type) {
	case ChooseHalf:
		return r.applyHalf(s, o), true
	case ChooseFirst:
		return r.applyFirst(s, o), true
	case EmptyTower:
		return r.applyEmptyTower(s, o), true
	case ZoneRoll:
		return r.applyZoneRoll(s, o), true
	case BringOn:
		return r.applyBringOn(s, o), true
	}
	return nil, false
}
