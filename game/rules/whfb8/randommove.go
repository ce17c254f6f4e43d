package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Random Movement (§9.1, §4.5): the unit moves only in the compulsory
// moves, by a roll instead of M: it turns about its centre to the
// heading its player picks, rolls, and moves straight ahead that far,
// halting 1" short of friends and impassable terrain; an enemy it
// reaches is charged with no reaction. It declares no charges, never
// marches, and makes no other move.

func init() {
	knownRules = append(knownRules, "Random Movement (D6)", "Random Movement (2D6)", "Random Movement (3D6)")
}

// RandomMove is a Random Movement unit's move, to a heading.
type RandomMove struct {
	By      engine.PlayerID
	Unit    engine.PieceID
	Heading float64
}

// Kind returns "whfb8/random-move".
func (RandomMove) Kind() string { return ID + "/random-move" }

// Player returns who gives the order.
func (o RandomMove) Player() engine.PlayerID { return o.By }

// randomDice is how many D6 a unit moves by; 0 without Random Movement.
func randomDice(p *engine.Piece) int {
	switch {
	case p.HasRule("Random Movement (D6)"):
		return 1
	case p.HasRule("Random Movement (2D6)"):
		return 2
	case p.HasRule("Random Movement (3D6)"):
		return 3
	}
	return 0
}

// mustMoveRandomly: a Random Movement unit of the active player that has
// not yet made its compulsory move this turn.
func mustMoveRandomly(s *engine.State, p *engine.Piece) bool {
	return randomDice(p) > 0 && p.Owner == s.Active && p.Counter("engaged") == 0 && p.Counter("fleeing") == 0 &&
		!done(s, p, "moved") && !done(s, p, "charged")
}

// checkRandomMove accepts the move of a Random Movement unit in the
// compulsory moves.
func (r *Ruleset) checkRandomMove(s *engine.State, o RandomMove) *engine.Illegal {
	p := s.Piece(o.Unit)
	switch {
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("4.5"), nil, "Player %d has no such unit.", o.By)
	case randomDice(p) == 0:
		return engine.Refuse(rule("9.1"), nil, "%s has no Random Movement.", p.Name)
	case s.Phase != Compulsory:
		return engine.Refuse(rule("4.5"), nil, "Random Movement is a compulsory move, in the compulsory moves sub-phase.")
	case !mustMoveRandomly(s, p):
		return engine.Refuse(rule("4.5"), nil, "%s cannot move now.", p.Name)
	case math.IsNaN(o.Heading) || math.IsInf(o.Heading, 0):
		return engine.Refuse(rule("4.5"), nil, "A random move needs a heading.")
	}
	return nil
}

// applyRandomMove turns the unit, rolls its dice and moves it straight
// ahead (§9.1).
func (r *Ruleset) applyRandomMove(s *engine.State, o RandomMove) []engine.Event {
	p := s.Piece(o.Unit)
	from := p.Pose
	p.Pose.Heading = math.Remainder(o.Heading, 2*math.Pi)
	ds := s.Dice.RollN(nil, randomDice(p), 6, "random movement")
	dist := dice.Sum(ds)
	p.SetCounter("moved", playerTurn(s))
	ev := []engine.Event{
		{Kind: engine.Moved, Piece: p.ID, Rule: rule("9.1"), From: from, To: p.Pose, Text: fmt.Sprintf("%s turns to move.", p.Name)},
		{Kind: engine.Rolled, Piece: p.ID, Rule: rule("9.1"), Dice: ds, Value: dist, Text: fmt.Sprintf("%s moves %d\" at random.", p.Name, dist)},
	}
	return append(ev, r.runInto(s, p, dist, rule("9.1"), "moves on")...)
}

// randomMoveOptions are the headings offered: straight on, to either
// flank, about face.
func (r *Ruleset) randomMoveOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !mustMoveRandomly(s, p) {
		return nil
	}
	h := p.Pose.Heading
	var out []engine.OrderOption
	for _, c := range []struct {
		label, key string
		turn       float64
	}{{"Random move: straight on", "M", 0}, {"Random move: to the right", "", math.Pi / 2}, {"Random move: to the left", "", -math.Pi / 2}, {"Random move: about face", "", math.Pi}} {
		o := RandomMove{By: p.Owner, Unit: p.ID, Heading: math.Remainder(h+c.turn, 2*math.Pi)}
		out = append(out, engine.OrderOption{Kind: o.Kind(), Label: c.label, Key: c.key, Pick: engine.PickNow, Order: o,
			Hint: fmt.Sprintf("Turn, then %dD6\" straight on; an enemy reached is charged with no reaction.", randomDice(p))})
	}
	return out
}

// randomMovesLeft refuses to end the compulsory moves while a Random
// Movement unit has not moved (§4.5: it always moves).
func (r *Ruleset) randomMovesLeft(s *engine.State) *engine.Illegal {
	if s.Phase != Compulsory {
		return nil
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; mustMoveRandomly(s, p) {
			return engine.Refuse(rule("4.5"), nil, "%s must make its random move first.", p.Name)
		}
	}
	return nil
}

// randomMoveJSON is the order's JSON object.
type randomMoveJSON struct {
	By      *engine.PlayerID `json:"by"`
	Unit    *engine.PieceID  `json:"unit"`
	Heading *float64         `json:"heading"`
}

func encodeRandomMove(o RandomMove) (json.RawMessage, error) {
	return json.Marshal(randomMoveJSON{By: &o.By, Unit: &o.Unit, Heading: &o.Heading})
}

func decodeRandomMove(data json.RawMessage) (engine.Order, error) {
	var j randomMoveJSON
	if err := engine.DecodeStrict(data, &j); err != nil {
		return nil, err
	}
	if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit)); err != nil {
		return nil, err
	}
	if j.Heading == nil || !finite(*j.Heading) {
		return nil, errors.New("heading: missing or not a finite number of radians")
	}
	return RandomMove{By: *j.By, Unit: *j.Unit, Heading: *j.Heading}, nil
}
