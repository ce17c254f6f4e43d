package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"

	"warbench/game/engine"
)

// Sniper (§9.1): "Instead of shooting normally, the model may make a
// sniper shot at −1 to hit on top of normal modifiers. It may target any
// model it can see, including characters and champions, who get no Look
// Out Sir!". A unit with the rule snipes with every model that would
// shoot, at one model: a character (in a unit or not), a unit's
// champion, or a unit, whose hits are then not shared with its
// characters.

func init() {
	knownRules = append(knownRules, "Sniper")
}

// Snipe is a sniper shot of a unit at a model (§9.1): Target names the
// character or the unit; Champion aims at the unit's champion.
type Snipe struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
	Champion     bool
}

// Kind returns "whfb8/snipe".
func (Snipe) Kind() string { return ID + "/snipe" }

// Player returns who gives the order.
func (o Snipe) Player() engine.PlayerID { return o.By }

// snipeOptions are a Sniper unit's two aimed orders in the shooting
// phase: at a model (a character or a unit), and at a unit's champion.
func (r *Ruleset) snipeOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !p.HasRule("Sniper") || done(s, p, "shot") || r.canShoot(s, p) != nil {
		return nil
	}
	return []engine.OrderOption{
		{Kind: Snipe{}.Kind(), Label: "Snipe", Key: "N", Pick: engine.PickTarget,
			Hint: "A sniper shot at −1: any model in sight, a character in his unit too, with no Look Out Sir!."},
		{Kind: Snipe{}.Kind(), Label: "Snipe at the champion", Key: "M", Pick: engine.PickTarget, Arg: "champion",
			Hint: "A sniper shot at −1 at a unit's champion: slain, the unit loses him."},
	}
}

// snipeTarget is one target of a Snipe option.
func (r *Ruleset) snipeTarget(s *engine.State, p, t *engine.Piece, opt engine.OrderOption, tg *engine.Target) (engine.Order, *engine.Illegal) {
	o := Snipe{By: p.Owner, Unit: p.ID, Target: t.ID, Champion: opt.Arg == "champion"}
	if il := r.checkSnipe(s, o); il != nil {
		return o, il
	}
	v, _ := r.snipeVolley(s, o)
	tg.Lines = []engine.Line{{Text: v.describe(v.Mods)}}
	return o, nil
}

// snipeVolley aims a sniper shot: at the model's own profile, from the
// unit it stands in when it is a character in one.
func (r *Ruleset) snipeVolley(s *engine.State, o Snipe) (volley, *engine.Illegal) {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	return r.aimWith(s, p, t, aimHow{snipe: true, champion: o.Champion})
}

// checkSnipe accepts a sniper shot (§9.1) where a shot could be taken
// (checkShoot), at a model in sight: a character in a unit may be aimed
// at however many models shield him.
func (r *Ruleset) checkSnipe(s *engine.State, o Snipe) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Shooting:
		return engine.Refuse(rule("6.1"), nil, "Units shoot in the shooting phase, not the %s phase.", s.Phase)
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("6.1"), nil, "Player %d has no such unit.", o.By)
	case !p.HasRule("Sniper"):
		return engine.Refuse(rule("9.1"), nil, "%s has no snipers.", p.Name)
	case t == nil:
		return engine.Refuse(rule("6.1"), nil, "There is no model %d to aim at.", o.Target)
	case done(s, p, "shot"):
		return engine.Refuse(rule("6.1"), nil, "%s has shot this phase already.", p.Name)
	case o.Champion && t.Attached != 0:
		return engine.Refuse(rule("9.1"), nil, "%s is a character, not a unit with a champion.", t.Name)
	case t.Attached != 0 && s.Piece(t.Attached) != nil && s.Piece(t.Attached).Counter("engaged") != 0:
		return engine.Refuse(rule("6.1"), nil, "%s's unit is engaged in combat and may not be shot at.", t.Name)
	}
	if il := r.canShoot(s, p); il != nil {
		return il
	}
	_, il := r.snipeVolley(s, o)
	return il
}

// applySnipe rolls the sniper shot: on a character, his wounds; on a
// champion, his alone, the unit losing him (and a model) when he falls
// (§9.3); then the panic test for casualties (§8.1).
func (r *Ruleset) applySnipe(s *engine.State, o Snipe) []engine.Event {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	v, _ := r.snipeVolley(s, o)
	p.SetCounter("shot", playerTurn(s))
	text := fmt.Sprintf("%s snipes at %s: %s.", p.Name, t.Name, v.describe(v.Mods))
	if !o.Champion {
		return r.strike(s, p.Pose.Pos, t, v.attack, text, rule("9.1"))
	}
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("9.1"), Text: fmt.Sprintf("%s snipes at the champion of %s: %s.", p.Name, t.Name, v.describe(v.Mods))}}
	res := v.roll(s, duelist(t), rule("9.1"))
	ev = append(ev, res.Events...)
	if res.Slain == 0 {
		return ev
	}
	t.SetCounter("champion-lost", 1)
	t.SetCounter("casualties", t.Counter("casualties")+1)
	ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: t.ID, Rule: rule("9.3"), Value: res.Inflicted,
		Text: fmt.Sprintf("The champion of %s falls.", t.Name)})
	if removeModels(t, 1); t.Formation.Models == 0 {
		return append(ev, r.destroy(s, t.ID, rule("6.8"), fmt.Sprintf("%s is wiped out.", t.Name))...)
	}
	return append(ev, r.panicCheck(s, t, p.Pose.Pos)...)
}

// snipeOdds is the sniper shot's odds, on the character or the champion.
func (r *Ruleset) snipeOdds(s *engine.State, o Snipe) (engine.Odds, error) {
	if s.Piece(o.Unit) == nil || s.Piece(o.Target) == nil {
		return engine.Odds{}, engine.Refuse(rule("9.1"), nil, "Pick a sniper and a model.")
	}
	v, il := r.snipeVolley(s, o)
	if il != nil {
		return engine.Odds{}, il
	}
	t := s.Piece(o.Target)
	if o.Champion {
		t = duelist(t)
	}
	return attackOdds(v.attack, t, v.describe(v.Mods)), nil
}

// snipeJSON is a Snipe in a file.
type snipeJSON struct {
	By       *engine.PlayerID `json:"by"`
	Unit     *engine.PieceID  `json:"unit"`
	Target   *engine.PieceID  `json:"target"`
	Champion bool             `json:"champion,omitempty"`
}

func encodeSnipe(o Snipe) (json.RawMessage, error) {
	return json.Marshal(snipeJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target, Champion: o.Champion})
}

func decodeSnipe(data json.RawMessage) (engine.Order, error) {
	var j snipeJSON
	if err := engine.DecodeStrict(data, &j); err != nil {
		return nil, err
	}
	if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
		return nil, err
	}
	return Snipe{By: *j.By, Unit: *j.Unit, Target: *j.Target, Champion: j.Champion}, nil
}
