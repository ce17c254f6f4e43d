package kow

import (
	"fmt"
	"strconv"
	"strings"

	"warbench/game/engine"
)

// Cast is a spell (kow2 §10.1): a wizard casts one of the spells it knows
// in the shooting phase, as its ranged attack of the turn, at an enemy or,
// for a friendly-only spell, at a friend.
type Cast struct {
	By     engine.PlayerID
	Unit   engine.PieceID
	Target engine.PieceID
	Spell  string // the spell's name, e.g. "Fireball"
}

// Kind returns "kow/cast".
func (Cast) Kind() string { return "kow/cast" }

// Player returns who gives the order.
func (o Cast) Player() engine.PlayerID { return o.By }

// spellEffect is what a spell's hits do (kow2 §10.1 table).
type spellEffect int

const (
	damageEffect spellEffect = iota // normal damage rolls
	baneEffect                      // +1 Piercing and +1 CS for the rest of the turn
	pushEffect                      // each hit pushes the target 1"
	healEffect                      // each hit removes 1 damage
	surgeEffect                     // each hit moves the target 1" forward
)

// spellDef is one spell of the kow2 §10.1 table.
type spellDef struct {
	Range    float64 // mm, from the wizard's Leader Point
	Piercing int
	Effect   spellEffect
	// Friendly: cast at friends only, never the caster itself nor a unit
	// of the other contingent (allied or main army).
	Friendly bool
	// Engaged: the target may be in contact with an enemy (§5.2 item 5).
	Engaged bool
	// Only names the special rule a target must have (Surge: Shambling).
	Only string
}

// spellDefs are the spells of the kow2 §10.1 table:
//
//	Fireball(n)       12"  enemy                    normal damage rolls
//	Bane-chant(n)     12"  friendly, may be engaged +1 Piercing and CS this turn
//	Wind Blast(n)     18"  enemy                    each hit pushes 1"
//	Lightning Bolt(n) 24"  enemy                    Piercing(1)
//	Heal(n)           12"  friendly, may be engaged each hit removes 1 damage
//	Surge(n)          12"  friendly Shambling       each hit moves 1" forward
var spellDefs = map[string]spellDef{
	"Fireball":       {Range: 12 * Inch},
	"Bane-chant":     {Range: 12 * Inch, Effect: baneEffect, Friendly: true, Engaged: true},
	"Wind Blast":     {Range: 18 * Inch, Effect: pushEffect},
	"Lightning Bolt": {Range: 24 * Inch, Piercing: 1},
	"Heal":           {Range: 12 * Inch, Effect: healEffect, Friendly: true, Engaged: true},
	"Surge":          {Range: 12 * Inch, Effect: surgeEffect, Friendly: true, Only: "Shambling"},
}

// spellOrder is the order the spells are offered in: the §10.1 table's,
// the two damage spells first as they always were.
var spellOrder = []string{"Fireball", "Lightning Bolt", "Bane-chant", "Wind Blast", "Heal", "Surge"}

// Spells lists the spells the unit knows, each as the Weapon it is cast
// like: the spell's n dice, always 4+ ignoring every to-hit modifier
// (kow2 §5.4, §10.1), its range and Piercing. A unit knows a spell when
// its rules hold "Name(n)" (the army file's spells, see
// game/scenario/scenario.go). It is the one place that says what a unit
// can cast.
func Spells(p *engine.Piece) []Weapon {
	var out []Weapon
	for _, name := range spellOrder {
		arg, ok := ruleArg(p, name)
		if !ok {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(arg))
		if err != nil || n < 1 || n > maxAttacks {
			continue
		}
		d := spellDefs[name]
		out = append(out, Weapon{Name: name, Range: d.Range, Dice: n, Always4: true, Spell: true, Piercing: d.Piercing})
	}
	if w, ok := betaHealing(p); ok {
		out = append(out, w)
	}
	return out
}

// spellOf is the definition of the spell a Weapon casts.
func spellOf(w Weapon) spellDef {
	if w.Name == "Healing" { // the beta's Healing(n) is Heal (special_beta.go)
		return spellDefs["Heal"]
	}
	return spellDefs[w.Name]
}

// canCast says whether the unit may cast the spell now (kow2 §10.1: all
// the shooting rules of §5.1 apply; "" asks about any spell it knows).
func (r *Ruleset) canCast(s *engine.State, p *engine.Piece, name string) (Weapon, *engine.Illegal) {
	if il := r.rangedTurn(s, p, "cast"); il != nil {
		return Weapon{}, il
	}
	ws := Spells(p)
	var w Weapon
	ok := false
	for _, x := range ws {
		if name == "" || x.Name == name {
			w, ok = x, true
			break
		}
	}
	switch {
	case !ok && name != "":
		return w, engine.Refuse(r.rule("10.1"), nil, "%s not know the spell %q.", does(p, "do"), name)
	case !ok:
		return w, engine.Refuse(r.rule("10.1"), nil, "%s no spell to cast.", does(p, "have"))
	case r.Edition.BetaSpecials && w.Name != "Healing":
		return w, engine.Refuse(r.rule("10.1"), nil, "The closed beta has no spells but its Healing rule: %s is 2nd edition's (kow-beta §10 row 29).", w.Name)
	}
	if il := r.rangedState(s, p, "cast"); il != nil {
		return w, il
	}
	return w, r.amuletRefusal(s, p, w.Name)
}

// spellTarget refuses a target the spell may not be cast at (kow2 §10.1):
// an enemy spell at a friend; a friendly-only spell at an enemy, at the
// caster itself or across contingents (allied and main army); Surge at a
// unit without Shambling.
func (r *Ruleset) spellTarget(p, t *engine.Piece, w Weapon) *engine.Illegal {
	d := spellOf(w)
	marks := []engine.Mark{{Poly: t.Rect().Poly(), Label: t.Name}}
	switch {
	case !d.Friendly && (t.Owner == p.Owner || t.Owner == 0):
		return engine.Refuse(r.rule("10.1"), marks, "%s is cast at an enemy unit.", w.Name)
	case !d.Friendly:
		return nil
	case t.Owner != p.Owner:
		return engine.Refuse(r.rule("10.1"), marks, "%s is friendly only: it is cast at a friendly unit.", w.Name)
	case t.ID == p.ID:
		return engine.Refuse(r.rule("10.1"), marks, "%s is friendly only and cannot target the caster itself.", w.Name)
	case t.Allied != p.Allied:
		return engine.Refuse(r.rule("10.1"), marks, "%s is friendly only: %s and %s are from different contingents (allied and main army).", w.Name, p.Name, t.Name)
	case d.Only != "" && !t.HasRule(d.Only):
		return engine.Refuse(r.rule("10.1"), marks, "%s is cast only at %s units: %s not %s.", w.Name, d.Only, does(t, "are"), d.Only)
	}
	return nil
}

// castAim is one target of a spell: whether it may be cast at it now
// (who, the same aim as a shot: front arc, sight, range, not engaged
// unless the spell allows it) and the range.
func (r *Ruleset) castAim(s *engine.State, cx *chargeCtx, w Weapon, t *engine.Piece) ShootTarget {
	st := ShootTarget{Target: t.ID}
	if t.ID == cx.p.ID && r.healsItself(s, cx.p, w) { // no arc, sight or range to oneself
		st.Legal = true
		return st
	}
	if st.Why = r.spellTarget(cx.p, t, w); st.Why == nil {
		r.aim(s, cx, w, t, &st)
	}
	return st
}

// healsItself reports the beta's Healing cast by a unit on itself, which
// the house rule beta_healing_on_itself allows (kow-beta §11 A15).
func (r *Ruleset) healsItself(s *engine.State, p *engine.Piece, w Weapon) bool {
	return w.Name == "Healing" && r.houseRule(s, BetaHealingOnItself)
}

// castPlan is a checked Cast: the attack, from the code shooting uses.
// Only its to-hit dice count for a spell that does no damage.
func (r *Ruleset) castPlan(s *engine.State, o Cast) (attack, *engine.Illegal) {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	if p == nil || p.Owner != o.By {
		return attack{}, engine.Refuse(r.rule("10.1"), nil, "Player %d has no such unit to cast with.", o.By)
	}
	if o.Spell == "" {
		return attack{}, engine.Refuse(r.rule("10.1"), nil, "Name the spell %s casts.", p.Name)
	}
	w, il := r.canCast(s, p, o.Spell)
	if il != nil {
		return attack{}, il
	}
	if t == nil {
		return attack{}, engine.Refuse(r.rule("10.1"), nil, "There is no unit %d to cast %s at.", o.Target, w.Name)
	}
	if st := r.castAim(s, r.shootCtx(s, p), w, t); !st.Legal {
		return attack{}, st.Why
	}
	a := r.shootingAttack(s, p, t, w, false)
	a.Spell = w.Name
	if e := spellOf(w).Effect; e != damageEffect {
		a.Damage, a.Vicious, a.Effect = cannotDamage, false, effectWords[e]
	}
	return a, nil
}

// effectWords describe a spell's hits in its odds and its roll.
var effectWords = map[spellEffect]string{
	baneEffect:  "on a hit: +1 Piercing and +1 Crushing Strength this turn",
	pushEffect:  "each hit pushes 1\"",
	healEffect:  "each hit removes 1 damage",
	surgeEffect: "each hit moves it 1\" forward",
}

// applyCast rolls the spell (kow2 §5.3, §10.1). A damage spell is a
// ranged attack whose target's nerve test waits for the end of the phase
// (§7.1); the others roll to hit and then do what their hits do.
func (r *Ruleset) applyCast(s *engine.State, o Cast) []engine.Event {
	a, _ := r.castPlan(s, o)
	p := s.Piece(a.Attacker)
	w, _ := spell(p, o.Spell)
	d := spellOf(w)
	if d.Effect == damageEffect {
		return r.rangedAttack(s, a, r.rule("10.1"))
	}
	r.markRanged(s, p, w.Name) // one a turn, or Myrddin's Amulet's second (§5.1, §10.2)
	hits, ev := r.rollToHit(s, a, r.rule("10.1"))
	t := s.Piece(a.Target)
	switch d.Effect {
	case healEffect:
		ev = append(ev, r.heal(t, hits)...)
	case baneEffect:
		ev = append(ev, r.baneChant(s, t, hits)...)
	case pushEffect:
		ev = append(ev, r.windBlast(s, p, t, hits)...)
	case surgeEffect:
		ev = append(ev, r.surge(s, t, hits)...)
	}
	return ev
}

// spell finds the named spell the unit knows.
func spell(p *engine.Piece, name string) (Weapon, bool) {
	for _, w := range Spells(p) {
		if w.Name == name {
			return w, true
		}
	}
	return Weapon{}, false
}

// castOptions are the Cast buttons of Orders in the shooting phase, one
// per spell the unit knows.
func (r *Ruleset) castOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	var out []engine.OrderOption
	for _, w := range Spells(p) {
		if _, il := r.canCast(s, p, w.Name); il != nil {
			continue
		}
		at := "an enemy"
		switch d := spellOf(w); {
		case d.Only != "":
			at = "a friendly " + d.Only + " unit"
		case d.Friendly:
			at = "a friend, even in melee"
		}
		out = append(out, engine.OrderOption{Kind: Cast{}.Kind(), Label: fmt.Sprintf("Cast %s(%d)", w.Name, w.Dice),
			Pick: engine.PickTarget, Arg: w.Name, Hint: fmt.Sprintf("%s: %d dice at 4+ at %s, range %s", w.Name, w.Dice, at, engine.Inches.Format(w.Range))})
	}
	return out
}

// castTargets are the Cast option's targets for the window: every enemy,
// or every friend but the caster for a friendly-only spell (a wizard alone
// has none), with the same aim as a shot
// (front arc, sight, range, not engaged unless the spell allows it),
// without cover, which a spell ignores.
func (r *Ruleset) castTargets(s *engine.State, p *engine.Piece, name string) []engine.Target {
	w, can := r.canCast(s, p, name)
	friendly := spellOf(w).Friendly
	cx := r.shootCtx(s, p)
	var out []engine.Target
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == 0 || (t.Owner == p.Owner) != friendly || (t.ID == p.ID && !r.healsItself(s, p, w)) {
			continue // the caster is never its own target (spellTarget says why)
		}
		st := ShootTarget{Target: t.ID, Why: can}
		if can == nil {
			st = r.castAim(s, cx, w, t)
		}
		tg := engine.Target{Piece: t.ID, Legal: st.Legal, Why: st.Why}
		if st.Legal {
			tg.Order = Cast{By: p.Owner, Unit: p.ID, Target: t.ID, Spell: w.Name}
			line := st.Line
			tg.Marks = []engine.Mark{{Seg: &line, Label: engine.Inches.Format(st.Range)}}
			tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s away; %s hits on 4+ whatever the cover.", t.Name, engine.Inches.Format(st.Range), w.Name), Tone: engine.Good}}
			r.castPreview(s, p, t, w, &tg)
		}
		out = append(out, tg)
	}
	return out
}
