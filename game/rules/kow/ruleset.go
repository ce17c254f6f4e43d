// Package kow is the Kings of War rule system: the 2nd edition with its
// 29/09/2015 errata (ID "kow2", the default), parameterised by edition so
// the closed beta can share it later. Rule references ("kow2/3.2") name the
// sections of the rulebook as the project's rules digest numbers them;
// docs/kow.md says how this package implements them.
package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// Ruleset implements engine.Ruleset for Kings of War.
type Ruleset struct {
	Edition Edition
}

// Edition is a set of Kings of War parameters.
type Edition struct {
	ID    string // "kow2"
	Name  string
	Turns int // game length before the random extra turn (§11.6)
	// Original follows the 2015 text as first printed ([003]) where the
	// 29/09/2015 errata changed it (kow2 §1.3 rows D4-D7): several
	// chargers on one facing each stand as near its centre as the others
	// allow, not shared out evenly (D4), and keep no order along it but
	// their paths may not cross (D5), multicharge_original.go; the
	// counter-charge moves as a charge (D6); cover's second bullet is the
	// old one (D7).
	Original bool
	// Params are the closed beta's differences (params.go); zero for
	// both 2nd-edition texts.
	Params
}

// KoW2 is Kings of War 2nd edition with the 2015 errata.
var KoW2 = Edition{ID: "kow2", Name: "Kings of War 2nd edition (2015 errata)", Turns: 6}

// KoW2Original is Kings of War 2nd edition as first printed, without the
// errata's rows D4-D7 (kow2 §1.3).
var KoW2Original = Edition{ID: "kow2-original", Name: "Kings of War 2nd edition (2015, as first printed)", Turns: 6, Original: true}

// New returns the ruleset for an edition.
func New(e Edition) *Ruleset { return &Ruleset{Edition: e} }

// ID returns the edition's ID.
func (r *Ruleset) ID() string { return r.Edition.ID }

// Name returns the edition's full name.
func (r *Ruleset) Name() string { return r.Edition.Name }

// Measure returns inches (kow2 §3.3).
func (r *Ruleset) Measure() engine.Measure { return engine.Inches }

// ArcStyle returns the four 45° arcs of kow2 §3.1.
func (r *Ruleset) ArcStyle() geom.ArcStyle { return geom.ArcCorner45 }

// Odds is the exact outcome of an attack before it is made (kow2 §5, §6,
// §7): the damage distribution, its mean and the target's nerve result,
// computed from the same attack profile and dice rules as the roll.
// Charges are previewed as the melee that would follow them this turn.
func (r *Ruleset) Odds(s *engine.State, o engine.Order) (engine.Odds, error) {
	switch o := o.(type) {
	case NerveTest:
		return r.nerveTestOdds(s, o)
	case Shoot:
		a, il := r.shootPlan(s, o)
		if il != nil {
			return engine.Odds{}, il
		}
		t := s.Piece(o.Target)
		return r.attackOdds(s, t, []attack{a}, false, t.Counter("phase-damage") > 0), nil
	case Cast:
		return r.castOdds(s, o)
	case Charge:
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		if err := r.checkCharge(s, o); err != nil {
			return engine.Odds{}, err
		}
		ct := r.planCharge(s, p, t)
		a := r.meleeAttack(s, p, t, ct.Facing, ct.Hindered)
		return r.attackOdds(s, t, []attack{a}, p.HasRule("Brutal"), false), nil
	case MultiCharge:
		us, il := r.multiUnits(s, o)
		if il != nil {
			return engine.Odds{}, il
		}
		t := s.Piece(o.Target)
		var as []attack
		var ids []engine.PieceID
		for _, u := range us {
			as = append(as, r.meleeAttack(s, u.p, t, u.ct.Facing, u.hind))
			ids = append(ids, u.p.ID)
		}
		return r.attackOdds(s, t, as, brutal(s, ids), false), nil
	case Fight:
		if err := r.checkFight(s, o); err != nil {
			return engine.Odds{}, err
		}
		c, _ := r.combat(s, o.Target)
		t := s.Piece(c.Target)
		return r.attackOdds(s, t, r.meleeAttacks(s, c), brutal(s, c.Attackers), t.Counter("nerve-after-melee") == playerTurn(s)), nil
	}
	return engine.Odds{}, engine.Refuse(r.rule("5"), nil, "%s has no dice to preview.", o.Kind())
}

// View returns the State unchanged: Kings of War has no hidden information
// once armies are deployed.
func (r *Ruleset) View(s *engine.State, viewer engine.PlayerID) *engine.State { return s }

func (r *Ruleset) rule(section string) string { return r.Edition.ID + "/" + r.section(section) }

// Inch is one inch in millimetres.
const Inch = geom.MMPerInch

// Tolerance is the ε of kow2 §14-A1, 0.001": every distance limit is
// compared with it, so a move asked to end up to ε inside 1" of an enemy
// is given (and stops at 1"), less than 1" − ε is refused, and a target
// at its range plus ε is in range. Drags, typed moves and orders files all
// pass through the same comparisons.
const Tolerance = 0.001 * Inch

var _ engine.Ruleset = (*Ruleset)(nil)
