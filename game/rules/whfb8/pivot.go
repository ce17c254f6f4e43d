package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Pivot turns a war machine on the spot to face an enemy unit in the
// movement phase (§6.9: "The machine must pivot in the movement phase to
// show where it will fire; this pivot does not count as moving"). Once a
// turn, instead of moving.
type Pivot struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
}

// Kind returns "whfb8/pivot".
func (Pivot) Kind() string { return ID + "/pivot" }

// Player returns who gives the order.
func (o Pivot) Player() engine.PlayerID { return o.By }

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "pivoted", Max: 200})
}

// pivoted is the machine turned to face the target.
func pivoted(m, t *engine.Piece) engine.Piece {
	q := *m
	d := t.Pose.Pos.Sub(m.Pose.Pos)
	q.Pose.Heading = math.Atan2(d.X, d.Y)
	return q
}

// checkPivot accepts a pivot: a war machine of the player free to move,
// not pivoted this turn, an enemy target, the turned machine on the
// table and 1" from every other unit (§3.4).
func (r *Ruleset) checkPivot(s *engine.State, o Pivot) *engine.Illegal {
	m, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Movement:
		return engine.Refuse(rule("6.9"), nil, "A war machine pivots in the movement phase.")
	case m == nil || m.Owner != o.By || !isMachine(m):
		return engine.Refuse(rule("6.9"), nil, "Player %d has no such war machine.", o.By)
	case t == nil || t.Owner == o.By:
		return engine.Refuse(rule("6.9"), nil, "A war machine pivots to face an enemy unit.")
	case done(s, m, "pivoted"):
		return engine.Refuse(rule("6.9"), nil, "%s has pivoted this turn.", m.Name)
	}
	if il := r.canMove(s, m, Normal); il != nil {
		return il
	}
	q := pivoted(m, t)
	if !r.onTable(s, &q) {
		return engine.Refuse(rule("6.9"), []engine.Mark{{Poly: q.Rect().Poly()}}, "The machine would not be on the table.")
	}
	for i := range s.Pieces {
		if u := &s.Pieces[i]; u.ID != m.ID && gap(&q, u) < Inch-geom.Eps {
			return engine.Refuse(rule("3.4"), []engine.Mark{{Poly: q.Rect().Poly()}}, "The machine would stand %s from %s.", engine.Inches.Format(gap(&q, u)), u.Name)
		}
	}
	return nil
}

// applyPivot turns the machine; it has not moved.
func (r *Ruleset) applyPivot(s *engine.State, o Pivot) []engine.Event {
	m, t := s.Piece(o.Unit), s.Piece(o.Target)
	from := m.Pose
	m.Pose = pivoted(m, t).Pose
	m.SetCounter("pivoted", playerTurn(s))
	return []engine.Event{{Kind: engine.Moved, Piece: m.ID, Rule: rule("6.9"), From: from, To: m.Pose,
		Text: fmt.Sprintf("%s pivots to face %s; it has not moved.", m.Name, t.Name)}}
}

// pivotOption is a war machine's pivot in the movement phase.
func (r *Ruleset) pivotOption(s *engine.State, m *engine.Piece) []engine.OrderOption {
	if !isMachine(m) || done(s, m, "pivoted") || r.canMove(s, m, Normal) != nil {
		return nil
	}
	return []engine.OrderOption{{Kind: Pivot{}.Kind(), Label: "Pivot to face", Key: "P", Pick: engine.PickTarget,
		Hint: "Turn on the spot to face an enemy unit; a war machine that pivots has not moved and may still fire."}}
}

// pivotJSON is a Pivot in a file.
type pivotJSON struct {
	By     *engine.PlayerID `json:"by"`
	Unit   *engine.PieceID  `json:"unit"`
	Target *engine.PieceID  `json:"target"`
}

func encodePivot(o Pivot) (json.RawMessage, error) {
	return json.Marshal(pivotJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target})
}

func decodePivot(data json.RawMessage) (engine.Order, error) {
	var j pivotJSON
	if err := engine.DecodeStrict(data, &j); err != nil {
		return nil, err
	}
	if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
		return nil, err
	}
	return Pivot{By: *j.By, Unit: *j.Unit, Target: *j.Target}, nil
}
