package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Fight resolves one combat of the melee phase (kow2 §6.1): every unit
// that charged the target this turn attacks it, then one nerve test, then
// back off or regroup.
type Fight struct {
	By     engine.PlayerID
	Target engine.PieceID
}

// Kind returns "kow/fight".
func (Fight) Kind() string { return "kow/fight" }

// Player returns who gives the order.
func (o Fight) Player() engine.PlayerID { return o.By }

// FightOrder builds a Fight.
func (r *Ruleset) FightOrder(by engine.PlayerID, target engine.PieceID) engine.Order {
	return Fight{By: by, Target: target}
}

// chargedThisTurn reports whether p charged (or counter-charged) this
// turn and has not fought yet; it returns the target.
func chargedThisTurn(s *engine.State, p *engine.Piece) (engine.PieceID, bool) {
	k, ok := orderThisTurn(s, p)
	if !ok || k != chargeOrder || p.Counter("fought") == playerTurn(s) {
		return 0, false
	}
	return engine.PieceID(p.Counter("charged")), true
}

// Combats lists the combats of the melee phase still to fight, by
// target ID; the active player chooses their order (kow2 §6.1, §14-A34).
func (r *Ruleset) Combats(s *engine.State) []Combat {
	if s.Phase != Melee || s.Over {
		return nil
	}
	var out []Combat
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != s.Active {
			continue
		}
		tid, ok := chargedThisTurn(s, p)
		t := s.Piece(tid)
		if !ok || t == nil {
			continue
		}
		j := slices.IndexFunc(out, func(c Combat) bool { return c.Target == tid })
		if j < 0 {
			out = append(out, Combat{Target: tid})
			j = len(out) - 1
		}
		out[j].Attackers = append(out[j].Attackers, p.ID)
	}
	slices.SortFunc(out, func(a, b Combat) int { return int(a.Target - b.Target) })
	for i := range out {
		var names []string
		for _, id := range out[i].Attackers {
			names = append(names, s.Piece(id).Name)
		}
		out[i].Label = fmt.Sprintf("%s vs %s", strings.Join(names, " and "), s.Piece(out[i].Target).Name)
	}
	return out
}

// combat finds the combat against target.
func (r *Ruleset) combat(s *engine.State, target engine.PieceID) (Combat, bool) {
	for _, c := range r.Combats(s) {
		if c.Target == target {
			return c, true
		}
	}
	return Combat{}, false
}

// checkFight accepts a Fight against a target charged this turn, once the
// previous combat's regroups are done.
func (r *Ruleset) checkFight(s *engine.State, o Fight) error {
	if s.Phase != Melee {
		return engine.Refuse(r.rule("6.1"), nil, "Combats are fought in the melee phase, not the %s phase.", s.Phase)
	}
	if u := r.pendingRegroups(s); len(u) > 0 {
		return engine.Refuse(r.rule("6.6"), nil, "%s must regroup first.", s.Piece(u[0]).Name)
	}
	if _, ok := r.combat(s, o.Target); !ok {
		return engine.Refuse(r.rule("6.1"), nil, "No unit charged that unit this turn, or its combat is over.")
	}
	return nil
}

// meleeAttacks are the attacks of a combat, in attacker order.
func (r *Ruleset) meleeAttacks(s *engine.State, c Combat) []attack {
	t := s.Piece(c.Target)
	var as []attack
	for _, id := range c.Attackers {
		p := s.Piece(id)
		as = append(as, r.meleeAttack(s, p, t, geom.Arc(p.Counter("charge-facing")-1), p.Counter("hindered") > 0))
	}
	return as
}

// brutal reports whether any attacker has Brutal (kow2 §8, §14-A18).
func brutal(s *engine.State, ids []engine.PieceID) bool {
	return slices.ContainsFunc(ids, func(id engine.PieceID) bool { return s.Piece(id).HasRule("Brutal") })
}

// applyFight resolves a combat (kow2 §6.5, §6.7): all attackers strike,
// a damaged target is Disordered and tests its nerve, then the attackers
// regroup (target routed) or back off 1".
func (r *Ruleset) applyFight(s *engine.State, o Fight) []engine.Event {
	c, _ := r.combat(s, o.Target)
	t := s.Piece(c.Target)
	turn := playerTurn(s)
	var ev []engine.Event
	total := 0
	for i, a := range r.meleeAttacks(s, c) {
		p := s.Piece(c.Attackers[i])
		p.SetCounter("fought", turn)
		dmg, e := r.resolve(s, a, r.rule("6.3"))
		ev = append(ev, e...)
		total += dmg
		ev = append(ev, r.lifeleech(p, dmg)...)
	}
	res := Steady
	individual := t.HasRule("Individual") // t points into s.Pieces: a rout moves it
	pendant := carries(t, pendantRetribution)
	// §14-A20: a unit a Surge charged took its shooting damage's nerve
	// test here, with all its damage, even if the melee did none.
	late := t.Counter("nerve-after-melee") == turn
	t.SetCounter("nerve-after-melee", 0)
	if total > 0 && !r.Edition.NerveTable { // the beta has no melee Disorder (kow-beta §10 row 5)
		t.SetCounter("disordered", max(t.Counter("disordered"), ownerNextTurn(s, t)))
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("6.5"),
			Text: fmt.Sprintf("%s Disordered: no shooting and no Thunderous Charge until the end of its owner's next turn.", does(t, "are"))})
	}
	if total > 0 || late {
		var e []engine.Event
		res, e = r.nerveTest(s, t, brutal(s, c.Attackers))
		ev = append(ev, e...)
	}
	for _, id := range c.Attackers {
		p := s.Piece(id)
		if res == Routed {
			p.SetCounter("regroup", turn)
			if individual { // §4.10: a D6" forward may overrun
				p.SetCounter("overrun", turn)
			}
			if pendant { // §10.2: no D6" forward
				p.SetCounter("pendant", turn)
			}
			continue
		}
		ev = append(ev, r.backOff(s, p)...)
	}
	if res != Routed {
		ev = append(ev, r.separateChargers(s, c.Attackers)...)
	}
	return ev
}

// lifeleech heals the attacker 1 damage per damage it did, up to n
// (kow2 §6.4).
func (r *Ruleset) lifeleech(p *engine.Piece, dmg int) []engine.Event {
	rule, most := r.leech(p, dmg)
	n := min(most, dmg, p.Counter("damage"))
	if n <= 0 {
		return nil
	}
	p.SetCounter("damage", p.Counter("damage")-n)
	return []engine.Event{{Kind: engine.Damaged, Piece: p.ID, Rule: r.rule("8"), Value: -n,
		Text: fmt.Sprintf("%s: %s remove %d damage.", rule, p.Name, n)}}
}

// pendingRegroups are the units that must still regroup after routing
// their target (kow2 §6.6), by ID.
func (r *Ruleset) pendingRegroups(s *engine.State) []engine.PieceID {
	var out []engine.PieceID
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner == s.Active && p.Counter("regroup") == playerTurn(s) && s.Phase == Melee {
			out = append(out, p.ID)
		}
	}
	return out
}
