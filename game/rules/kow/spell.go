package kow

import (
	"fmt"
	"strconv"
	"strings"

	"warbench/game/engine"
)

// Cast is a damage spell (kow2 §10.1): a wizard casts one of the spells
// it knows at an enemy in the shooting phase, as a ranged attack.
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

// damageSpell is a spell of kow2 §10.1 with the plain shape of a ranged
// attack: n dice at 4+ against an enemy, then normal damage rolls.
type damageSpell struct {
	Range    float64 // mm, from the wizard's Leader Point
	Piercing int
}

// damageSpells are the spells this program casts (kow2 §10.1 table):
// Fireball(n), 12", enemy, normal damage; Lightning Bolt(n), 24", enemy,
// Piercing(1).
var damageSpells = map[string]damageSpell{
	"Fireball":       {Range: 12 * Inch},
	"Lightning Bolt": {Range: 24 * Inch, Piercing: 1},
}

// spellOrder is the order the spells are offered in.
var spellOrder = []string{"Fireball", "Lightning Bolt"}

// Spells lists the damage spells the unit knows, each as the Weapon it is
// cast like: the spell's n dice, always 4+ ignoring every to-hit modifier
// (kow2 §5.4, §10.1), its range and Piercing. A unit knows a spell when
// its rules hold "Name(n)" (the army file's spells, see
// game/scenario/scenario.go).
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
		d := damageSpells[name]
		out = append(out, Weapon{Name: name, Range: d.Range, Dice: n, Always4: true, Spell: true, Piercing: d.Piercing})
	}
	return out
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
	}
	if il := r.rangedState(s, p, "cast"); il != nil {
		return w, il
	}
	return w, r.amuletRefusal(s, p, w.Name)
}

// castPlan is a checked Cast: the attack, from the code shooting uses.
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
	if t == nil || t.Owner == p.Owner || t.Owner == 0 {
		return attack{}, engine.Refuse(r.rule("10.1"), nil, "%s is cast at an enemy unit.", w.Name)
	}
	var st ShootTarget
	r.aim(s, r.shootCtx(s, p), w, t, &st)
	if !st.Legal {
		return attack{}, st.Why
	}
	a := r.shootingAttack(s, p, t, w, false)
	a.Spell = w.Name
	return a, nil
}

// applyCast rolls the spell (kow2 §5.3, §10.1); the target's nerve test
// waits for the end of the phase, as for shooting (§7.1).
func (r *Ruleset) applyCast(s *engine.State, o Cast) []engine.Event {
	a, _ := r.castPlan(s, o)
	return r.rangedAttack(s, a, r.rule("10.1"))
}

// castOptions are the Cast buttons of Orders in the shooting phase, one
// per damage spell the unit knows.
func (r *Ruleset) castOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	var out []engine.OrderOption
	for _, w := range Spells(p) {
		if _, il := r.canCast(s, p, w.Name); il != nil {
			continue
		}
		out = append(out, engine.OrderOption{Kind: Cast{}.Kind(), Label: fmt.Sprintf("Cast %s(%d)", w.Name, w.Dice),
			Pick: engine.PickTarget, Arg: w.Name, Hint: fmt.Sprintf("%s: %d dice at 4+, range %s", w.Name, w.Dice, engine.Inches.Format(w.Range))})
	}
	return out
}

// castTargets are the Cast option's targets for the window: the same aim
// as a shot (front arc, sight, range, not engaged), without cover, which
// a spell ignores.
func (r *Ruleset) castTargets(s *engine.State, p *engine.Piece, name string) []engine.Target {
	w, can := r.canCast(s, p, name)
	cx := r.shootCtx(s, p)
	var out []engine.Target
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner || t.Owner == 0 {
			continue
		}
		st := ShootTarget{Target: t.ID, Why: can}
		if can == nil {
			r.aim(s, cx, w, t, &st)
		}
		tg := engine.Target{Piece: t.ID, Legal: st.Legal, Why: st.Why}
		if st.Legal {
			tg.Order = Cast{By: p.Owner, Unit: p.ID, Target: t.ID, Spell: w.Name}
			line := st.Line
			tg.Marks = []engine.Mark{{Seg: &line, Label: engine.Inches.Format(st.Range)}}
			tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s away; %s hits on 4+ whatever the cover.", t.Name, engine.Inches.Format(st.Range), w.Name), Tone: engine.Good}}
		}
		out = append(out, tg)
	}
	return out
}
