package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
)

// equip gives every piece the rules and profile its artefact grants
// (kow2 §10.2): Dwarven Ale's Headstrong, Brew of Haste's Sp +1, Brew of
// Strength's Crushing Strength +1, and so on, from the artefacts table.
// Start calls it once, before anything else, so every rule, every odds
// preview and the unit card read the changed piece and no rule needs a
// second implementation. A piece without an artefact is left as it is,
// so games without artefacts keep their hashes.
func equip(s *engine.State) {
	for i := range s.Pieces {
		if a, ok := artefactOf(&s.Pieces[i]); ok {
			equipPiece(&s.Pieces[i], a)
		}
	}
}

// equipPiece applies one artefact's data to a piece.
func equipPiece(p *engine.Piece, a artefact) {
	rules := slices.Clone(p.Rules)
	for _, g := range a.grant {
		if _, has := ruleIndex(rules, ruleName(g)); !has {
			rules = append(rules, g)
		}
	}
	for _, rs := range a.raise {
		i, has := ruleIndex(rules, rs.Rule)
		switch {
		case has:
			rules[i] = raised(rules[i], rs.By)
		case rs.Grant:
			rules = append(rules, fmt.Sprintf("%s(%d)", rs.Rule, rs.By))
		}
	}
	slices.Sort(rules)
	p.Rules = slices.Compact(rules)
	if a.sp != 0 || a.spTo != 0 {
		sp, _ := p.Stat("sp")
		if a.spTo != 0 {
			sp = a.spTo
		}
		setProfile(p, "sp", sp+a.sp)
	}
	if de, ok := p.Stat("de"); ok && a.de != 0 && de > 0 {
		setProfile(p, "de", min(de+a.de, 6))
	}
}

// ruleName is a rule's name without its argument: "Regeneration(5+)" is
// "Regeneration".
func ruleName(r string) string { return strings.TrimSpace(strings.SplitN(r, "(", 2)[0]) }

// ruleIndex finds the rule named name (with or without an argument).
func ruleIndex(rules []string, name string) (int, bool) {
	i := slices.IndexFunc(rules, func(r string) bool { return ruleName(r) == name })
	return i, i >= 0
}

// raised is "Name(n)" with n + by, or "Name(n+)" with n + by kept from
// 2+ to 6+; a rule without a number is left as it is.
func raised(rule string, by int) string {
	name := ruleName(rule)
	p := &engine.Piece{Rules: []string{rule}}
	arg, _ := ruleArg(p, name)
	n := ruleN(p, name)
	if n == 0 {
		return rule
	}
	if strings.HasSuffix(arg, "+") {
		return fmt.Sprintf("%s(%d+)", name, min(max(n+by, 2), 6))
	}
	return fmt.Sprintf("%s(%d)", name, max(n+by, 1))
}

// setProfile sets a stat of the piece's profile, keeping Stats sorted.
func setProfile(p *engine.Piece, name string, v int) {
	p.Stats = slices.Clone(p.Stats)
	i, found := slices.BinarySearchFunc(p.Stats, name, func(s engine.Stat, n string) int { return strings.Compare(s.Name, n) })
	if found {
		p.Stats[i].Value = v
		return
	}
	p.Stats = slices.Insert(p.Stats, i, engine.Stat{Name: name, Value: v})
}

// dropGear takes the magic items off every piece, with an event each: the
// closed beta has none (kow-beta §1, §10 row 31), so an army file's
// artefact does nothing there (BetaArmies.Validate reports it too).
func dropGear(s *engine.State, rule string) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		for _, g := range p.Gear {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule,
				Text: fmt.Sprintf("%s's %s is not played: the closed beta has no magic items.", p.Name, g)})
		}
		p.Gear = nil
	}
	return ev
}
