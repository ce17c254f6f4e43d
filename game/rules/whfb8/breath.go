package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// A breath weapon in the shooting phase (§9.1): "Once per game ...
// only if not engaged; allowed even after marching or reforming. Place
// the flame template with its narrow end at the model's mouth, inside
// its front arc, not over friendly units or engaged enemies. Every model
// under it, even partly, takes an automatic hit with the weapon's
// stats." The mouth is the middle of the model's front; the template
// points at the target's centre. Its use in close combat (troopcombat.go)
// shares the counter "breathed": once a game in all.

// Breathe is a breath weapon aimed at a unit in the shooting phase.
type Breathe struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
}

// Kind returns "whfb8/breathe".
func (Breathe) Kind() string { return ID + "/breathe" }

// Player returns who gives the order.
func (o Breathe) Player() engine.PlayerID { return o.By }

// breathOptions is the order a model with an unused breath weapon may
// give in the shooting phase.
func (r *Ruleset) breathOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !p.HasRule("Breath Weapon") || p.Counter("breathed") != 0 || p.Counter("engaged") != 0 || p.Counter("fleeing") != 0 || done(s, p, "shot") || stupid(s, p) {
		return nil
	}
	return []engine.OrderOption{{Kind: Breathe{}.Kind(), Label: "Breath weapon", Key: "B", Pick: engine.PickTarget,
		Hint: fmt.Sprintf("Once a game: the flame template from the mouth, S%d automatic hits on every model under it.", breathS(p))}}
}

// breathS is the breath weapon's Strength: BwS, else the model's own.
func breathS(p *engine.Piece) int {
	if str := stat(p, "BwS"); str > 0 {
		return str
	}
	return stat(p, "S")
}

// breathTemplate is where the flame template lies for a breath at t:
// from the middle of p's front toward t's centre.
func breathTemplate(p, t *engine.Piece) geom.Poly {
	mouth := p.Rect().LeaderPoint()
	return flameTemplate(mouth, t.Pose.Pos.Sub(mouth).Norm())
}

// checkBreathe accepts a breath (§9.1): in the shooting phase, once a
// game, not engaged or fleeing, the template's far end in the front arc,
// over an enemy and over no friend or engaged enemy.
func (r *Ruleset) checkBreathe(s *engine.State, o Breathe) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Shooting:
		return engine.Refuse(rule("9.1"), nil, "A breath weapon is used in the shooting phase (or in close combat), not the %s phase.", s.Phase)
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("9.1"), nil, "Player %d has no such unit.", o.By)
	case t == nil || t.Owner == o.By:
		return engine.Refuse(rule("9.1"), nil, "Aim the breath at an enemy unit.")
	case len(r.breathOptions(s, p)) == 0:
		return engine.Refuse(rule("9.1"), nil, "%s has no breath weapon it may use now (once a game, not engaged, fleeing or after shooting).", p.Name)
	}
	tmpl := breathTemplate(p, t)
	marks := []engine.Mark{templateMark(tmpl, "breath", engine.Bad)}
	mouth := p.Rect().LeaderPoint()
	far := mouth.Add(t.Pose.Pos.Sub(mouth).Norm().Scale(flameLength))
	if geom.ArcOf(p.Rect(), geom.ArcCorner45, far) != geom.ArcFront {
		return engine.Refuse(rule("9.1"), marks, "The template must lie in %s's front arc.", p.Name)
	}
	hitsTarget := false
	for _, u := range modelsUnder(s, tmpl, false, p.ID) {
		q := s.Piece(u.ID)
		switch {
		case together(p, q):
		case q.Owner == p.Owner:
			return engine.Refuse(rule("9.1"), marks, "The template may not lie over %s, a friend.", q.Name)
		case q.Counter("engaged") != 0 || (q.Attached != 0 && s.Piece(q.Attached).Counter("engaged") != 0):
			return engine.Refuse(rule("9.1"), marks, "The template may not lie over %s, engaged in combat.", q.Name)
		case q.ID == t.ID:
			hitsTarget = true
		}
	}
	if !hitsTarget {
		return engine.Refuse(rule("9.1"), marks, "%s is beyond the template's reach (%d\").", t.Name, int(flameLength/Inch))
	}
	return nil
}

// applyBreathe strikes every unit under the template, Look Out Sir! for
// the characters first (§10.2), each unit's panic test for 25% lost.
func (r *Ruleset) applyBreathe(s *engine.State, o Breathe) []engine.Event {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	p.SetCounter("breathed", 1)
	p.SetCounter("shot", playerTurn(s))
	tmpl := breathTemplate(p, t)
	us := modelsUnder(s, tmpl, false, p.ID)
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("9.1"), Marks: []engine.Mark{templateMark(tmpl, "breath", engine.Warn)},
		Text: fmt.Sprintf("%s breathes over %s.", p.Name, underText(s, us))}}
	us, passed := passTemplateHits(s, us, rule("10.2"))
	ev = append(ev, passed...)
	flaming := p.HasRule("Flaming Attacks")
	for _, u := range us {
		q := s.Piece(u.ID)
		if q == nil {
			continue
		}
		a := against(p, q, autoHits(u.N, breathS(p), q, flaming))
		ev = append(ev, r.strike(s, p.Pose.Pos, q, a, fmt.Sprintf("%s is breathed on: %s.", q.Name, a.describe(nil)), rule("9.1"))...)
	}
	return ev
}

// breathOdds is the distribution of the models of the target the
// template hits (there is no scatter: only Look Out Sir! rolls).
func (r *Ruleset) breathOdds(s *engine.State, o Breathe) (engine.Odds, error) {
	if il := r.checkBreathe(s, o); il != nil {
		return engine.Odds{}, il
	}
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	var mix mixture
	mix.add(keptHits(s, modelsUnder(s, breathTemplate(p, t), false, p.ID), t.ID))
	return mix.odds(fmt.Sprintf("%s breathes at %s: S%d on every model under the template", p.Name, t.Name, breathS(p)), "models hit"), nil
}

// breathTarget is one target of the Breathe option.
func (r *Ruleset) breathTarget(s *engine.State, p, t *engine.Piece, tg *engine.Target) (engine.Order, *engine.Illegal) {
	o := Breathe{By: p.Owner, Unit: p.ID, Target: t.ID}
	if il := r.checkBreathe(s, o); il != nil {
		return o, il
	}
	tg.Marks = []engine.Mark{templateMark(breathTemplate(p, t), "breath", engine.Warn)}
	tg.Lines = []engine.Line{{Text: fmt.Sprintf("S%d on every model under the template: %d of %s now.", breathS(p), underOf(s, breathTemplate(p, t), t.ID), t.Name)}}
	return o, nil
}
