package whfb8

import (
	"fmt"
	"math"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The spell types of §5.2 beyond magic missiles, and the durations of
// §5.5: what each may target, and what it does.

// The spell types (§5.2).
const (
	MagicMissile = "magic missile"
	DirectDamage = "direct damage"
	Augment      = "augment"
	Hex          = "hex"
	Vortex       = "vortex"
)

// The durations (§5.5).
const (
	OneTurn       = "one turn"        // until the start of the caster's next turn
	RemainsInPlay = "remains in play" // until dispelled, or its caster or target is gone
)

// Mod is a characteristic an augment or hex changes, and by how much.
type Mod struct {
	Stat string
	By   int
}

// spellTarget accepts the target of a spell by its type (§5.2): a magic
// missile at an enemy in front and in sight, not engaged, the wizard not
// engaged; direct damage and a vortex's aim at an enemy in front, sight
// not needed, not engaged, the template over no friend and no engaged
// enemy; an augment on a friend (in combat or not), a hex on an enemy
// (in combat or not); within range.
func (r *Ruleset) spellTarget(s *engine.State, w, t *engine.Piece, sp Spell) *engine.Illegal {
	seg := geom.Seg{A: w.Rect().LeaderPoint(), B: t.Pose.Pos}
	marks := []engine.Mark{{Seg: &seg}}
	friend := t.Owner == w.Owner
	switch {
	case sp.Type == Augment && !friend:
		return engine.Refuse(rule("5.2"), marks, "An augment is cast on a friendly unit.")
	case sp.Type != Augment && friend:
		return engine.Refuse(rule("5.2"), marks, "A %s is cast at an enemy unit.", sp.Type)
	case sp.Type == MagicMissile && w.Counter("engaged") != 0:
		return engine.Refuse(rule("5.2"), nil, "%s is engaged: a magic missile cannot be cast.", w.Name)
	case (sp.Type == MagicMissile || sp.Type == DirectDamage || sp.Type == Vortex) && t.Counter("engaged") != 0:
		return engine.Refuse(rule("5.2"), marks, "%s is engaged in combat: a %s cannot target it.", t.Name, sp.Type)
	case (sp.Type == MagicMissile || sp.Type == DirectDamage || sp.Type == Vortex) && !inFront(w, t):
		return engine.Refuse(rule("5.2"), marks, "%s is not in %s's front arc.", t.Name, w.Name)
	case sp.Range > 0 && t.ID != w.ID && gap(w, t) > float64(sp.Range)*Inch+geom.Eps:
		return engine.Refuse(rule("5.2"), marks, "%s is %s away; %s reaches %d\".", t.Name, engine.Inches.Format(gap(w, t)), sp.Name, sp.Range)
	}
	if sp.Type == MagicMissile {
		if sg := r.Sight(s, w.ID, t.ID); !sg.Clear {
			return engine.Refuse(rule("5.2"), []engine.Mark{{Seg: &sg.Line}}, "%s", sg.Reason)
		}
	}
	if sp.Type == DirectDamage && sp.Template != "" {
		area := spellTemplate(sp, middleModel(t))
		for _, u := range modelsUnder(s, area, false, 0) {
			if q := s.Piece(u.ID); q.Owner == w.Owner || q.Counter("engaged") != 0 {
				return engine.Refuse(rule("5.2"), []engine.Mark{templateMark(area, "template", engine.Bad)}, "The template may not be placed over %s.", q.Name)
			}
		}
	}
	return nil
}

// middleModel is the centre of the model of a unit nearest its centre:
// where a template's centre goes (§6.9: over one single model).
func middleModel(t *engine.Piece) geom.Vec {
	best, found := geom.Vec{}, false
	for _, sl := range slots(t) {
		if !found || sl.Base.Center.Dist(t.Pose.Pos) < best.Dist(t.Pose.Pos)-geom.Eps {
			best, found = sl.Base.Center, true
		}
	}
	return best
}

// spellTemplate is a spell's round template centred on a point.
func spellTemplate(sp Spell, at geom.Vec) geom.Circle {
	if sp.Template == "large" {
		return largeTemplate(at)
	}
	return smallTemplate(at)
}

// otherEffect resolves a spell that is not a magic missile.
func (r *Ruleset) otherEffect(s *engine.State, w, t *engine.Piece, sp Spell) []engine.Event {
	switch sp.Type {
	case DirectDamage:
		if sp.Test != "" {
			return r.statSpell(s, w, t, sp)
		}
		area := spellTemplate(sp, middleModel(t))
		marks := []engine.Mark{templateMark(area, sp.Name, engine.Warn)}
		ev := []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("5.2"), Marks: marks,
			Text: fmt.Sprintf("%s falls on %s.", sp.Name, underText(s, modelsUnder(s, area, false, 0)))}}
		hits := r.spellHits(s, w.Pose.Pos, area, sp)
		for i := range hits { // the window shows the template with its first roll
			if hits[i].Kind == engine.Rolled {
				hits[i].Marks = marks
				break
			}
		}
		return append(ev, hits...)
	case Vortex:
		return r.vortex(s, w, t, sp)
	}
	return enchant(s, w, t, sp)
}

// spellHits strikes every unit under an area at the spell's Strength,
// Magic Resistance a ward against it (§5.5, §13 A-26), each unit's
// panic test for 25% lost (§5.1).
func (r *Ruleset) spellHits(s *engine.State, from geom.Vec, area geom.Shape, sp Spell) []engine.Event {
	us, ev := passTemplateHits(s, modelsUnder(s, area, false, 0), rule("10.2"))
	for _, u := range us {
		t := s.Piece(u.ID)
		if t == nil {
			continue
		}
		a := spellAttack(u.N, sp, t)
		ev = append(ev, r.strike(s, from, t, a, fmt.Sprintf("%s strikes %s: %s.", sp.Name, t.Name, a.describe(nil)), rule("5.2"))...)
	}
	return ev
}

// spellAttack is n automatic hits of a spell on t, with Magic
// Resistance (§5.5, §13 A-26).
func spellAttack(n int, sp Spell, t *engine.Piece) attack {
	a := autoHits(n, sp.S, t, sp.Flaming)
	if mr := magicResistance(t); mr > 0 {
		if a.Ward == 0 {
			a.Ward, a.WardName = 7-mr, "ward save (Magic Resistance)"
		} else {
			a.Ward = max(2, a.Ward-mr)
		}
	}
	return a
}

// vortex places the spell's template touching the wizard's front and
// moves it Moves D6" straight toward the aimed unit's centre; every
// model under its path is hit [added: §5.2 leaves the move to each
// spell's text; this version's vortex moves once, the turn it is cast].
func (r *Ruleset) vortex(s *engine.State, w, t *engine.Piece, sp Spell) []engine.Event {
	start := w.Rect().LeaderPoint()
	dir := t.Pose.Pos.Sub(start).Norm()
	tmpl := spellTemplate(sp, geom.Vec{})
	start = start.Add(dir.Scale(tmpl.R))
	ds := s.Dice.RollN(nil, sp.Moves, 6, "vortex")
	end := start.Add(dir.Scale(float64(dice.Sum(ds)) * Inch))
	path := sweep(start, end, tmpl.R)
	ev := []engine.Event{{Kind: engine.Rolled, Piece: w.ID, Rule: rule("5.2"), Dice: ds, Value: dice.Sum(ds),
		Marks: []engine.Mark{templateMark(path, sp.Name, engine.Warn)},
		Text:  fmt.Sprintf("%s moves %d\" over %s.", sp.Name, dice.Sum(ds), underText(s, modelsUnder(s, path, false, 0)))}}
	return append(ev, r.spellHits(s, start, path, sp)...)
}

// sweep is the area a round template of radius rad covers moving from a
// to b: the convex hull of its two ends.
func sweep(a, b geom.Vec, rad float64) geom.Poly {
	var pts []geom.Vec
	pts = append(pts, geom.RegularPoly(a, rad, 24)...)
	pts = append(pts, geom.RegularPoly(b, rad, 24)...)
	return geom.ConvexHull(pts)
}

// spellKey is the counter on a unit under an augment or hex: the last
// player turn it lasts (§5.5), remainsForever for remains in play;
// spellByKey names its caster.
func spellKey(sp Spell) string   { return "spell:" + sp.Name }
func spellByKey(sp Spell) string { return "spell-by:" + sp.Name }

// remainsForever marks a spell that remains in play.
const remainsForever = 1000

// enchant lays an augment or a hex on its target for its duration.
func enchant(s *engine.State, w, t *engine.Piece, sp Spell) []engine.Event {
	until, how := playerTurn(s), "this turn"
	switch sp.Lasts {
	case OneTurn:
		until, how = playerTurn(s)+1, "until the start of its caster's next turn"
	case RemainsInPlay:
		until, how = remainsForever, "while it remains in play"
	}
	if t.Counter(spellKey(sp)) == 0 {
		t.SetCounter("spells", t.Counter("spells")+1)
	}
	t.SetCounter(spellKey(sp), until)
	t.SetCounter(spellByKey(sp), int(w.ID))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("5.5"),
		Text: fmt.Sprintf("%s is under %s (%s) %s.", t.Name, sp.Name, modsText(sp.Mods), how)}}
}

// modsText writes the changes: "+1 S, −1 Ld".
func modsText(ms []Mod) string {
	out := ""
	for i, m := range ms {
		if i > 0 {
			out += ", "
		}
		sign := "+"
		if m.By < 0 {
			sign = "−"
		}
		out += fmt.Sprintf("%s%d %s", sign, int(math.Abs(float64(m.By))), m.Stat)
	}
	return out
}

// spellMod is what the spells on a unit add to a characteristic.
func spellMod(p *engine.Piece, name string) int {
	n := 0
	for _, sp := range lores {
		if len(sp.Mods) == 0 || p.Counter(spellKey(sp)) == 0 {
			continue
		}
		for _, m := range sp.Mods {
			if m.Stat == name {
				n += m.By
			}
		}
	}
	return n
}

// endSpells lifts the spells that have run out (§5.5): at the start of
// each player turn, a spell whose last turn has passed; any time, a
// spell that remains in play whose caster is gone.
func endSpells(s *engine.State) []engine.Event {
	var ev []engine.Event
	now := playerTurn(s)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Counter("spells") == 0 {
			continue
		}
		for _, sp := range lores {
			until := p.Counter(spellKey(sp))
			if until == 0 {
				continue
			}
			caster := s.Piece(engine.PieceID(p.Counter(spellByKey(sp))))
			if until >= now && (until != remainsForever || caster != nil) {
				continue
			}
			ev = append(ev, liftSpell(p, sp, "ends"))
		}
	}
	return ev
}

// liftSpell takes a spell off a unit.
func liftSpell(p *engine.Piece, sp Spell, how string) engine.Event {
	p.SetCounter(spellKey(sp), 0)
	p.SetCounter(spellByKey(sp), 0)
	p.SetCounter("spells", max(0, p.Counter("spells")-1))
	return engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("5.5"), Text: fmt.Sprintf("%s on %s %s.", sp.Name, p.Name, how)}
}

func init() {
	for _, sp := range lores {
		if len(sp.Mods) > 0 {
			counterBounds = append(counterBounds, engine.CounterBound{Name: spellKey(sp), Max: remainsForever},
				engine.CounterBound{Name: spellByKey(sp), Max: 1 << 20})
		}
	}
	counterBounds = append(counterBounds, engine.CounterBound{Name: "spells", Max: 50})
}

// castTarget is one target of a Cast option ("spell:dice", or
// "spell:dice:bound"), with what the spell would do; ok false for an
// Arg it cannot read.
func (r *Ruleset) castTarget(s *engine.State, p, t *engine.Piece, opt engine.OrderOption, tg *engine.Target) (engine.Order, *engine.Illegal, bool) {
	var spell, k int
	if _, err := fmt.Sscanf(opt.Arg, "%d:%d", &spell, &k); err != nil || spell < 0 || spell >= len(lores) {
		return nil, nil, false
	}
	co := Cast{By: p.Owner, Wizard: p.ID, Target: t.ID, Spell: spell, Dice: k, Bound: strings.HasSuffix(opt.Arg, ":bound")}
	if il := r.checkCast(s, co); il != nil {
		return co, il, true
	}
	sp := lores[spell]
	od := castOdds(k, castLevel(p, co), sp.Value)
	f, _ := od.Mean.Float64()
	tg.Lines = []engine.Line{{Text: od.Text}, {Text: formatChance("Cast", f), Tone: engine.Good}}
	switch sp.Type {
	case MagicMissile:
		a := spellAttack(sp.HitsPlus+sp.HitsDice, sp, t)
		tg.Lines = append(tg.Lines, engine.Line{Text: a.describe(nil)})
	case DirectDamage:
		if sp.Test != "" {
			tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("Every model of %s tests %s %d (%d in 6 pass); each failure a wound with no armour save.",
				t.Name, sp.Test, stat(t, sp.Test), statChance(stat(t, sp.Test)))})
			break
		}
		area := spellTemplate(sp, middleModel(t))
		tg.Marks = []engine.Mark{templateMark(area, sp.Name, engine.Warn)}
		tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("S%d on every model under the template: %d of %s now.", sp.S, underOf(s, area, t.ID), t.Name)})
	case Vortex:
		tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("The template moves %dD6\" toward %s, S%d on every model under its path.", sp.Moves, t.Name, sp.S)})
	default:
		tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("%s: %s, %s.", sp.Type, modsText(sp.Mods), lastsText(sp))})
	}
	return co, nil, true
}

// lastsText is a spell's duration in words.
func lastsText(sp Spell) string {
	if sp.Lasts == "" {
		return "this turn"
	}
	return sp.Lasts
}

// statSpell makes every model of t take the spell's characteristic test
// (§2.1, statPasses): each that fails takes a wound with no armour save,
// a ward save (and Magic Resistance) allowed; then the panic test for
// 25% lost (§5.1).
func (r *Ruleset) statSpell(s *engine.State, w, t *engine.Piece, sp Spell) []engine.Event {
	v := stat(t, sp.Test)
	ds := s.Dice.RollN(nil, t.Formation.Models, 6, sp.Test+" test")
	failed := 0
	for _, d := range ds {
		if !statPasses(d.Face, v) {
			failed++
		}
	}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: t.ID, Rule: rule("2.1"), Dice: ds, Value: failed,
		Text: fmt.Sprintf("%s grips %s: %d of %d models fail their %s test (%d).", sp.Name, t.Name, failed, len(ds), sp.Test, v)}}
	if failed == 0 {
		return ev
	}
	a := spellAttack(failed, sp, t)
	a.Wound, a.Armour, a.What = 0, 0, "wounds"
	return append(ev, r.strike(s, w.Pose.Pos, t, a, fmt.Sprintf("%s: %s.", t.Name, a.describe(nil)), rule("5.2"))...)
}
