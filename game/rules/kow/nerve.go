package kow

import (
	"fmt"
	"math"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// nerveResult is the outcome of a nerve test (kow2 §7.3).
type nerveResult int

// The nerve results.
const (
	Steady nerveResult = iota
	Wavered
	Routed
	numNerveResults
)

var nerveNames = [...]string{"Steady", "Wavered", "Routed"}

// String returns "Steady", "Wavered" or "Routed".
func (n nerveResult) String() string { return nerveNames[n] }

// tone is how the result leaves the unit: steady is good, wavered a
// warning, routed the worst.
func (n nerveResult) tone() engine.Tone {
	return [...]engine.Tone{engine.Good, engine.Warn, engine.Bad}[n]
}

// nerveTarget is what a nerve test depends on besides the dice.
type nerveTarget struct {
	Damage       int  // total damage on the unit
	Mods         int  // +1 Brutal, −1 Brew of Courage
	Brutal       bool // +1 (kow2 §8)
	Courage      bool // −1: the unit carries the Brew of Courage (§10.2)
	Waver, Rout  int  // the unit's nerve values
	Fearless     bool // waver "–": never Wavered
	Inspired     bool // a Routed result is re-rolled once
	InspiredText string
	// The beta's nerve (nerve_beta.go): Ne with its Standard and the
	// enemy's Musician, and no double 6.
	Ne                 int
	Standard, Musician bool
	NoDoubleSix        bool
}

// nerveOutcome is the result of one 2D6 roll (kow2 §7.2): a double 1 is
// Steady whatever the damage (§14-A15); a double 6 is at least Wavered;
// a Fearless unit is never Wavered (§14-A14). The test and the odds both
// call it.
func nerveOutcome(d1, d2 int, t nerveTarget) nerveResult {
	total := d1 + d2 + t.Damage + t.Mods
	var res nerveResult
	switch {
	case d1 == 1 && d2 == 1:
		res = Steady
	case total >= t.Rout:
		res = Routed
	case d1 == 6 && d2 == 6 && !t.NoDoubleSix:
		res = Wavered
	case !t.Fearless && total >= t.Waver:
		res = Wavered
	}
	if t.Fearless && res == Wavered {
		res = Steady
	}
	return res
}

// nerveReroll says whether a result is re-rolled: Inspiring turns a Rout
// into a second test whose result stands (kow2 §7.2, §14-A16).
func nerveReroll(res nerveResult, t nerveTarget) bool { return res == Routed && t.Inspired }

// nerveOf gathers what a nerve test of t depends on, with extra damage
// not yet marked on it (the odds preview) and Brutal (§7.2, §8).
func (r *Ruleset) nerveOf(s *engine.State, t *engine.Piece, extra int, brutal bool) nerveTarget {
	n := nerveTarget{Damage: t.Counter("damage") + extra}
	n.Waver, _ = t.Stat("waver")
	n.Rout, _ = t.Stat("rout")
	n.Fearless = n.Waver == 0
	if r.Edition.NerveTable {
		r.betaNerve(s, t, &n)
	}
	if brutal {
		n.Mods, n.Brutal = 1, true
	}
	if carries(t, brewOfCourage) {
		n.Mods--
		n.Courage = true
	}
	n.Inspired, n.InspiredText = inspired(s, t)
	return n
}

// inspired reports whether a unit's Rout is re-rolled (kow2 §7.2, §8):
// it is Inspiring itself, has the Helm of Confidence (§10.2), or a friend
// with Inspiring is within 6" (Very Inspiring: 9"), base to base.
// "Friendly non-allied": a unit of the main army inspires the main army,
// an allied one only its own contingent (§11.2).
func inspired(s *engine.State, t *engine.Piece) (bool, string) {
	if t.HasRule("Inspiring") || t.HasRule("Very Inspiring") || hasRuleArg(t, "Inspiring") || hasRuleArg(t, "Very Inspiring") {
		return true, t.Name + " is Inspiring"
	}
	if carries(t, helmOfConfidence) { // kow2 §10.2; still one re-roll (§14-A16)
		return true, t.Name + " has the " + helmOfConfidence
	}
	for i := range s.Pieces {
		f := &s.Pieces[i]
		if f.ID == t.ID || f.Owner != t.Owner || f.Allied != t.Allied {
			continue
		}
		// Too far for any inspiring reach, whatever the rules (a cheap
		// test first: the computer asks this for every unit it weighs).
		if f.Pose.Pos.Dist(t.Pose.Pos)-math.Hypot(f.Footprint.W, f.Footprint.D)/2-math.Hypot(t.Footprint.W, t.Footprint.D)/2 > 9*Inch+Tolerance {
			continue
		}
		reach := 0.0
		switch {
		case inspiresAt(f, t, "Very Inspiring"):
			reach = 9 * Inch
		case inspiresAt(f, t, "Inspiring"):
			reach = 6 * Inch
		default:
			continue
		}
		if geom.Distance(f.Rect(), t.Rect()) <= reach+Tolerance {
			return true, f.Name + " is near"
		}
	}
	return false, ""
}

// nerveTest rolls a unit's nerve test and applies the result (kow2 §7):
// 2D6 + damage, the Inspiring re-roll, then Wavered (and Disordered),
// Routed (removed) or Steady (Iron Resolve heals 1).
func (r *Ruleset) nerveTest(s *engine.State, t *engine.Piece, brutal bool) (nerveResult, []engine.Event) {
	nt := r.nerveOf(s, t, 0, brutal)
	roll := func(purpose string) []dice.Die { return s.Dice.RollN(nil, 2, 6, purpose) }
	ds := roll("nerve")
	res := nerveOutcome(ds[0].Face, ds[1].Face, nt)
	ev := []engine.Event{r.nerveEvent(t, ds, nt, res, "")}
	if nerveReroll(res, nt) {
		again := roll("nerve (re-roll)")
		again[0].Was, again[1].Was = ds[0].Face, ds[1].Face
		res = nerveOutcome(again[0].Face, again[1].Face, nt)
		ev = append(ev, r.nerveEvent(t, again, nt, res, nt.InspiredText+": the Rout is re-rolled. "))
	}
	return res, append(ev, r.applyNerve(s, t, res)...)
}

// nerveEvent is the log line of one nerve roll.
func (r *Ruleset) nerveEvent(t *engine.Piece, ds []dice.Die, nt nerveTarget, res nerveResult, lead string) engine.Event {
	total := dice.Sum(ds) + nt.Damage + nt.Mods
	nerve := r.nerveAgainst(nt)
	extra := ""
	switch {
	case ds[0].Face == 1 && ds[1].Face == 1:
		extra = " Double 1: they hold the line."
	case ds[0].Face == 6 && ds[1].Face == 6 && res != Routed && !nt.NoDoubleSix:
		extra = " Double 6."
	}
	brutal := ""
	if nt.Brutal {
		brutal = " + 1 Brutal"
	}
	if nt.Courage {
		brutal += " − 1 " + brewOfCourage
	}
	return engine.Event{Kind: engine.Rolled, Piece: t.ID, Rule: r.rule("7.2"), Dice: ds, Value: total,
		Text: fmt.Sprintf("%sNerve test of %s: %d + %d damage%s = %d against %s: %s.%s",
			lead, t.Name, dice.Sum(ds), nt.Damage, brutal, total, nerve, r.resultName(res), extra)}
}

// applyNerve carries out a nerve result (kow2 §7.3).
func (r *Ruleset) applyNerve(s *engine.State, t *engine.Piece, res nerveResult) []engine.Event {
	switch res {
	case Routed:
		ev := r.pendantHits(s, t) // before it leaves the table (§10.2)
		return append(ev, r.remove(s, t.ID, fmt.Sprintf("%s and %s removed.", does(t, "rout"), be(t))))
	case Wavered:
		until := ownerNextTurn(s, t)
		t.SetCounter("wavered", until)
		t.SetCounter("disordered", max(t.Counter("disordered"), until))
		return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("7.3"),
			Text: fmt.Sprintf("%s "+r.resultName(Wavered)+": in its next turn it may only Halt, Change Facing or go Back, and cannot shoot.", does(t, "are"))}}
	}
	if t.HasRule("Iron Resolve") && t.Counter("damage") > 0 {
		t.SetCounter("damage", t.Counter("damage")-1)
		return []engine.Event{{Kind: engine.Damaged, Piece: t.ID, Rule: r.rule("8"), Value: -1,
			Text: fmt.Sprintf("%s firm; Iron Resolve removes 1 damage (%d left).", does(t, "stand"), t.Counter("damage"))}}
	}
	return nil
}

// ownerNextTurn is the player turn at whose end a Waver or Disorder on the
// unit ends: its owner's next turn (kow2 §7.3, §14-A17).
func ownerNextTurn(s *engine.State, p *engine.Piece) int {
	if p.Owner == s.Active {
		return playerTurn(s) + 2
	}
	return playerTurn(s) + 1
}

// remove takes a routed unit off the table into State.Gone (kow2 §7.3).
func (r *Ruleset) remove(s *engine.State, id engine.PieceID, text string) engine.Event {
	p, _ := s.Remove(id)
	return engine.Event{Kind: engine.Removed, Piece: id, Rule: r.rule("7.3"), From: p.Pose, Text: text}
}

// hasRuleArg reports whether the unit has the rule written with a
// parameter, "Name(arg)".
func hasRuleArg(p *engine.Piece, name string) bool {
	_, ok := ruleArg(p, name)
	return ok
}

// inspiresAt reports whether f's rule (Inspiring or Very Inspiring)
// reaches t: plain, it is for every friend; written "Inspiring(X)", only
// for X (kow2 §8: "Inspiring (Unit X)" inspires only itself and X).
func inspiresAt(f, t *engine.Piece, rule string) bool {
	if f.HasRule(rule) {
		return true
	}
	x, ok := ruleArg(f, rule)
	return ok && unitsNamed(x, t)
}

// unitsNamed reports whether t is one of the units "X" names, as army
// lists write them: a kind of unit by name ("Halflings", "Succubi", "Red
// Goblin units", matched on the name's stem), War Engines by type, and
// "Non-X" for every unit but those.
func unitsNamed(x string, t *engine.Piece) bool {
	x = strings.ToLower(strings.TrimSpace(x))
	if rest, ok := strings.CutPrefix(x, "non-"); ok {
		return !unitsNamed(rest, t)
	}
	x = strings.TrimSpace(strings.TrimSuffix(x, " units"))
	if x == "war engines" || x == "war engine" {
		return t.Type == "WE"
	}
	stem := x
	for _, end := range []string{"ies", "es", "s", "i"} {
		if s, ok := strings.CutSuffix(x, end); ok && len(s) >= 3 {
			stem = s
			break
		}
	}
	return strings.Contains(strings.ToLower(t.Name), stem)
}
