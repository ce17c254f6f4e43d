package toy

import (
	"fmt"
	"math/big"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// reach is the edge-to-edge distance between two models and the segment
// that measures it.
func reach(a, b *engine.Piece) (geom.Seg, float64) {
	p, q, d := geom.ClosestPoints(a.Shape(), b.Shape())
	return geom.Seg{A: p, B: q}, d
}

// checkStrike refuses a strike that rule 2 does not allow.
func (r *Ruleset) checkStrike(s *engine.State, o Strike) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case p == nil || p.Owner != o.By || p.Attached != 0:
		return engine.Refuse(rule(2), nil, "Player %d has no such model to strike with.", o.By)
	case done(s, p, "struck"):
		return engine.Refuse(rule(2), nil, "%s has struck this turn already.", p.Name)
	case t == nil || t.Owner == p.Owner || t.Owner == 0:
		return engine.Refuse(rule(2), nil, "%s can only strike an enemy model.", p.Name)
	}
	if seg, d := reach(p, t); d > strikeReach+geom.Eps {
		return engine.Refuse(rule(2), []engine.Mark{{Seg: &seg, Label: engine.Centimetres.Format(d)}},
			"%s is %s from %s: a strike reaches 2 cm.", t.Name, engine.Centimetres.Format(d), p.Name)
	}
	return nil
}

// applyStrike marks the strike and asks the struck side to react (rule 3):
// nothing is rolled until it does.
func (r *Ruleset) applyStrike(s *engine.State, o Strike) []engine.Event {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	p.SetCounter("struck", playerTurn(s))
	sd := s.Side(t.Owner)
	sd.SetCounter("strike-by", int(p.ID))
	sd.SetCounter("strike-at", int(t.ID))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule(3),
		Text: fmt.Sprintf("%s strikes %s: player %d reacts.", p.Name, t.Name, t.Owner)}}
}

// dodged says whether a dodge die misses the strike (rule 3): the
// reaction and the odds both use it.
func dodged(face int) bool { return face >= dodgeNeed }

// successes counts one success for a true.
func successes(ok bool) int {
	if ok {
		return 1
	}
	return 0
}

// applyReact resolves the strike waiting for its reaction (rule 3).
func (r *Ruleset) applyReact(s *engine.State, o React) []engine.Event {
	sd, by, at, _ := pending(s)
	sd.SetCounter("strike-by", 0)
	sd.SetCounter("strike-at", 0)
	a, t := s.PieceOrGone(by), s.Piece(at)
	var ev []engine.Event
	if o.Dodge {
		sd.SetCounter("tokens", sd.Counter("tokens")-1)
		d := s.Dice.Roll(6, "dodge")
		ok := dodged(d.Face)
		text := fmt.Sprintf("%s dodges %s's strike: %d.", t.Name, a.Name, d.Face)
		if !ok {
			text = fmt.Sprintf("%s fails to dodge %s's strike: %d.", t.Name, a.Name, d.Face)
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: t.ID, Rule: rule(3), Dice: []dice.Die{d}, Need: dodgeNeed,
			Value: successes(ok), Text: text})
		if ok {
			return ev
		}
	}
	return append(ev, r.wound(s, t, a)...)
}

// wound deals one wound, and removes a model with as many wounds as its
// hp; its familiar then goes on alone (rules 3, 6).
func (r *Ruleset) wound(s *engine.State, t, by *engine.Piece) []engine.Event {
	t.SetCounter("wounds", t.Counter("wounds")+1)
	ev := []engine.Event{{Kind: engine.Damaged, Piece: t.ID, Rule: rule(3), Value: 1,
		Text: fmt.Sprintf("%s strikes %s: one wound (%d of %d).", by.Name, t.Name, t.Counter("wounds"), hp(t))}}
	if t.Counter("wounds") < hp(t) {
		return ev
	}
	id, name := t.ID, t.Name
	for i := range s.Pieces {
		if f := &s.Pieces[i]; f.Attached == id {
			f.Attached = 0
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: f.ID, Rule: rule(6),
				Text: fmt.Sprintf("%s goes on alone.", f.Name)})
		}
	}
	s.Remove(id)
	return append(ev, engine.Event{Kind: engine.Removed, Piece: id, Rule: rule(3), Text: fmt.Sprintf("%s falls.", name)})
}

// hp is a model's hit points.
func hp(p *engine.Piece) int {
	v, _ := p.Stat("hp")
	return max(v, 1)
}

// Odds of a strike, before it is made (rule 3): the struck side dodges
// when it has a token (the odds say so), missing on dodgeNeed or more.
func (r *Ruleset) Odds(s *engine.State, o engine.Order) (engine.Odds, error) {
	st, ok := o.(Strike)
	if !ok {
		return engine.Odds{}, engine.Refuse(rule(3), nil, "%s has no dice to preview.", o.Kind())
	}
	if il := r.checkStrike(s, st); il != nil {
		return engine.Odds{}, il
	}
	t := s.Piece(st.Target)
	p1 := big.NewRat(1, 1) // the chance the strike lands
	text := "The strike lands: the other side has no token to dodge with."
	if s.Side(t.Owner).Counter("tokens") > 0 {
		miss := 0
		for f := 1; f <= 6; f++ {
			if dodged(f) {
				miss++
			}
		}
		p1 = big.NewRat(int64(6-miss), 6)
		text = fmt.Sprintf("If player %d dodges (a token): %d+ on a D6 misses.", t.Owner, dodgeNeed)
	}
	p0 := new(big.Rat).Sub(big.NewRat(1, 1), p1)
	res := engine.Outcome{Label: "Wounded", Value: 1, P: p1, Tone: engine.Warn}
	if t.Counter("wounds")+1 >= hp(t) {
		res = engine.Outcome{Label: "Falls", Value: 2, P: p1, Tone: engine.Bad}
	}
	return engine.Odds{
		Damage:  []engine.Outcome{{Label: "0", Value: 0, P: p0}, {Label: "1", Value: 1, P: p1}},
		Mean:    new(big.Rat).Set(p1),
		Results: []engine.Outcome{{Label: "Unhurt", Value: 0, P: p0, Tone: engine.Good}, res},
		Text:    text,
	}, nil
}

// Targets are the enemy models a strike may aim at (rule 2), with the
// measured distance.
func (r *Ruleset) Targets(s *engine.State, piece engine.PieceID, opt engine.OrderOption, with []engine.PieceID) []engine.Target {
	p := s.Piece(piece)
	if p == nil || opt.Kind != (Strike{}).Kind() {
		return nil
	}
	var out []engine.Target
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner || t.Owner == 0 {
			continue
		}
		o := Strike{By: p.Owner, Unit: p.ID, Target: t.ID}
		tg := engine.Target{Piece: t.ID}
		if il := r.checkStrike(s, o); il != nil {
			tg.Why = il
		} else {
			seg, d := reach(p, t)
			tg.Legal, tg.Order = true, o
			tg.Marks = []engine.Mark{{Seg: &seg, Label: engine.Centimetres.Format(d)}}
			tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s away.", t.Name, engine.Centimetres.Format(d)), Tone: engine.Good}}
		}
		out = append(out, tg)
	}
	return out
}
