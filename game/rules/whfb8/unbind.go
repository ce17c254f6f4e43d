package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Unbind dispels a spell that remains in play (§5.5) in its player's own
// magic phase, with power dice, as one of the wizard's casting attempts
// [the seed's "dispel or casting dice"; the other case, with dispel dice
// in the caster's phase, is not played yet]: two or more 6s always
// dispel, a natural 1 or 2 fails, else dice + level must reach the
// spell's original casting value; a wizard who fails casts and dispels
// no more this phase.
type Unbind struct {
	By             engine.PlayerID
	Wizard, Target engine.PieceID
	Spell          int // index in lores
	Dice           int
}

// Kind returns "whfb8/unbind".
func (Unbind) Kind() string { return ID + "/unbind" }

// Player returns who dispels.
func (o Unbind) Player() engine.PlayerID { return o.By }

// checkUnbind accepts an unbinding.
func (r *Ruleset) checkUnbind(s *engine.State, o Unbind) *engine.Illegal {
	w, t := s.Piece(o.Wizard), s.Piece(o.Target)
	switch {
	case s.Phase != Magic || s.Active != o.By:
		return engine.Refuse(rule("5.5"), nil, "A spell in play is dispelled with power dice in your own magic phase.")
	case w == nil || w.Owner != o.By || level(w) == 0 || w.Counter("fleeing") != 0:
		return engine.Refuse(rule("5.5"), nil, "Player %d has no such wizard free to dispel.", o.By)
	case done(s, w, "cast-failed"):
		return engine.Refuse(rule("5.5"), nil, "%s failed this phase and may not dispel.", w.Name)
	case o.Spell < 0 || o.Spell >= len(lores) || t == nil || t.Counter(spellKey(lores[o.Spell])) != remainsForever:
		return engine.Refuse(rule("5.5"), nil, "That spell does not remain in play there.")
	case o.Dice < 1 || o.Dice > 6 || o.Dice > s.Side(o.By).Counter("power"):
		return engine.Refuse(rule("5.5"), nil, "Dispel with 1 to 6 dice of the power pool (%s).", nDice(s.Side(o.By).Counter("power")))
	}
	if c := s.PieceOrGone(engine.PieceID(t.Counter(spellByKey(lores[o.Spell])))); c != nil && c.Owner == o.By {
		return engine.Refuse(rule("5.5"), nil, "%s is your own spell.", lores[o.Spell].Name)
	}
	return nil
}

// applyUnbind rolls the dispel.
func (r *Ruleset) applyUnbind(s *engine.State, o Unbind) []engine.Event {
	w, t, sp := s.Piece(o.Wizard), s.Piece(o.Target), lores[o.Spell]
	sd := s.Side(o.By)
	sd.SetCounter("power", sd.Counter("power")-o.Dice)
	ds := s.Dice.RollN(nil, o.Dice, 6, "dispel")
	faces := make([]int, len(ds))
	for i, d := range ds {
		faces[i] = d.Face
	}
	result, _, double6 := castOutcome(faces, level(w), 0)
	ok := double6 || dice.Sum(ds) > 2 && result >= sp.Value
	verdict := "fails"
	if ok {
		verdict = "dispels it"
	}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: w.ID, Rule: rule("5.5"), Dice: ds, Value: result,
		Text: fmt.Sprintf("%s dispels %s on %s: %d + level %d = %d against %d: it %s.", w.Name, sp.Name, t.Name, dice.Sum(ds), level(w), result, sp.Value, verdict)}}
	if !ok {
		w.SetCounter("cast-failed", playerTurn(s))
		return ev
	}
	return append(ev, liftSpell(t, sp, "is dispelled"))
}

// unbindOptions are a wizard's dispels of enemy spells in play, each
// with the fewest dice whose average and level reach the value.
func (r *Ruleset) unbindOptions(s *engine.State, w *engine.Piece) []engine.OrderOption {
	sd := s.Side(w.Owner)
	if sd == nil || level(w) == 0 || done(s, w, "cast-failed") {
		return nil
	}
	pool := sd.Counter("power")
	var out []engine.OrderOption
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Counter("spells") == 0 {
			continue
		}
		for k, sp := range lores {
			n := 1
			for n < min(6, pool) && 7*n+2*level(w) < 2*sp.Value {
				n++
			}
			o := Unbind{By: w.Owner, Wizard: w.ID, Target: t.ID, Spell: k, Dice: n}
			if r.checkUnbind(s, o) != nil {
				continue
			}
			out = append(out, engine.OrderOption{Kind: o.Kind(), Label: fmt.Sprintf("Dispel %s on %s, %s", sp.Name, t.Name, nDice(n)),
				Pick: engine.PickNow, Order: o, Hint: fmt.Sprintf("Power dice + level %d must reach %d, its casting value.", level(w), sp.Value)})
		}
	}
	return out
}

// unbindJSON is an Unbind in a file.
type unbindJSON struct {
	By     *engine.PlayerID `json:"by"`
	Wizard *engine.PieceID  `json:"unit"`
	Target *engine.PieceID  `json:"target"`
	Spell  string           `json:"spell"`
	Dice   int              `json:"dice"`
}

func encodeUnbind(o Unbind) (json.RawMessage, error) {
	if o.Spell < 0 || o.Spell >= len(lores) {
		return nil, fmt.Errorf("whfb8: spell %d", o.Spell)
	}
	return json.Marshal(unbindJSON{By: &o.By, Wizard: &o.Wizard, Target: &o.Target, Spell: lores[o.Spell].Name, Dice: o.Dice})
}

func decodeUnbind(data json.RawMessage) (engine.Order, error) {
	var j unbindJSON
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
	case j.Dice < 1 || j.Dice > 6:
		return nil, fmt.Errorf("dice: 1 to 6, got %d", j.Dice)
	}
	return Unbind{By: *j.By, Wizard: *j.Wizard, Target: *j.Target, Spell: i, Dice: j.Dice}, nil
}
