package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
)

// Profile is the Kings of War stat line (kow2 §2.5): Sp, Me, Ra, De, Att
// and Ne as waver/rout, "-" for no ranged attack and for Fearless.
func (r *Ruleset) Profile(p *engine.Piece) string {
	if r.Edition.NerveTable {
		return betaProfile(p)
	}
	get := func(n string) string {
		v, ok := p.Stat(n)
		switch {
		case !ok:
			return "?"
		case v == 0 && (n == "ra" || n == "waver"):
			return "-"
		case n == "me" || n == "ra" || n == "de":
			return fmt.Sprintf("%d+", v)
		}
		return fmt.Sprint(v)
	}
	return fmt.Sprintf("Sp %s  Me %s  Ra %s  De %s  Att %s  Ne %s/%s",
		get("sp"), get("me"), get("ra"), get("de"), get("att"), get("waver"), get("rout"))
}

// Statuses, as the table and the unit card show them (kow2 §7.3, §6.5).
const (
	StatusWavered    = "Wavered"
	StatusDisordered = "Disordered"
	// StatusBaneChanted: +1 Piercing and +1 CS for the rest of the turn
	// (kow2 §10.1).
	StatusBaneChanted = "Bane-chanted"
)

// Tags are the unit's damage and whether it is Wavered (a warning: it
// cannot charge), Disordered (against it: no melee for a turn) or
// Bane-chanted this turn (for it).
func (r *Ruleset) Tags(s *engine.State, id engine.PieceID) (int, []engine.Line) {
	p := s.Piece(id)
	if p == nil {
		return 0, nil
	}
	var tags []engine.Line
	if p.Counter("wavered") > 0 && !r.Edition.NerveTable { // the beta's Disordered is the one tag
		tags = append(tags, engine.Line{Text: StatusWavered, Tone: engine.Warn})
	}
	if p.Counter("disordered") > 0 {
		tags = append(tags, engine.Line{Text: StatusDisordered, Tone: engine.Bad})
	}
	if baneBonus(s, p) > 0 {
		tags = append(tags, engine.Line{Text: StatusBaneChanted, Tone: engine.Good})
	}
	return p.Counter("damage"), tags
}

// Card is the unit card (kow2 §2): type, size, height and points, the
// models inside the footprint, the stat line, damage and status, special
// rules, and why the unit has nothing to do now.
func (r *Ruleset) Card(s *engine.State, id engine.PieceID) []engine.Line {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	fm := p.Formation
	head := fmt.Sprintf("%s %s · height %d · %d pts", p.Type, p.Size, p.Height, p.Points)
	if p.Allied {
		head += " · allied contingent" // §11.2: friendly-only spells and Inspiring stop at it
	}
	out := []engine.Line{
		{Text: head},
		{Text: fmt.Sprintf("%d file%s x %d rank%s of %gx%g mm", fm.Files, plural(fm.Files), fm.Ranks, plural(fm.Ranks), fm.ModelW, fm.ModelD)},
		{Text: r.Profile(p)},
		r.statusLine(p),
	}
	if Undeployed(p) {
		out = append(out, engine.Line{Text: fmt.Sprintf("Not deployed yet: it waits here, blocking nothing, until player %d deploys it (%s).", p.Owner, r.rule("11.4")), Tone: engine.Dim})
	}
	if p.Counter("damage") > 0 {
		out = append(out, r.nerveNowLine(s, p))
		if l, ok := regenerationLine(p); ok {
			out = append(out, l)
		}
	}
	if len(p.Rules) > 0 {
		out = append(out, engine.Line{Text: rulesText(p.Rules)})
	}
	out = append(out, gearLines(p)...)
	if why := r.whyIdle(s, id); why != "" {
		out = append(out, engine.Line{Text: why, Tone: engine.Dim})
	}
	return out
}

// statusLine is the unit's damage and status: steady and unharmed is
// good, wavered a warning, disordered bad.
func (r *Ruleset) statusLine(p *engine.Piece) engine.Line {
	var parts []string
	tone := engine.Good
	if d := p.Counter("damage"); d > 0 {
		parts = append(parts, fmt.Sprintf("%d damage", d))
		tone = engine.Plain
	}
	if p.Counter("wavered") > 0 && !r.Edition.NerveTable {
		parts = append(parts, "wavered")
		tone = engine.Warn
	}
	if p.Counter("disordered") > 0 {
		parts = append(parts, "disordered")
		tone = engine.Bad
	}
	if len(parts) == 0 {
		return engine.Line{Text: "Status: steady, no damage", Tone: tone}
	}
	return engine.Line{Text: "Status: " + strings.Join(parts, ", "), Tone: tone}
}

// nerveNowLine is the chance of each nerve result were the unit tested now
// on the damage it has (kow2 §7), from the same nerveOdds as every preview:
// the player sees how shaky a damaged unit is before risking it again.
func (r *Ruleset) nerveNowLine(s *engine.State, p *engine.Piece) engine.Line {
	w := nerveOdds(r.nerveOf(s, p, 0, false))
	var parts []string
	for i, n := range w {
		if n > 0 { // a result that cannot happen is not worth the room
			parts = append(parts, strings.ToLower(r.resultName(nerveResult(i)))+" "+roundPercent(n, 36*36))
		}
	}
	tone := engine.Plain
	if w[Routed] > 0 {
		tone = engine.Warn
	}
	return engine.Line{Text: "Nerve test now: " + strings.Join(parts, " · "), Tone: tone}
}

// regenerationLine is the odds of a damaged unit's Regeneration roll,
// made when it is next given a movement order (kow2 §8: a die per point
// of damage, each n+ heals one), from the same dieOdds as every roll's
// odds.
func regenerationLine(p *engine.Piece) (engine.Line, bool) {
	n, dmg := ruleN(p, "Regeneration"), p.Counter("damage")
	if n == 0 || dmg == 0 {
		return engine.Line{}, false
	}
	d := dieOdds(n, false).Sum(dmg)
	mean, _ := d.Mean().Float64()
	all := d.P(dmg)
	return engine.Line{Text: fmt.Sprintf("Regeneration (%d+) at its next order: heals %.1f of %d damage on average, all of it %s",
		n, mean, dmg, roundPercent(all.Num().Int64(), all.Denom().Int64())), Tone: engine.Good}, true
}

// rulesText is a unit's special rules as written, a spell the digest
// defines but the program does not cast yet marked so (kow2 §10.1), so
// the player is not left to look for its button.
func rulesText(rules []string) string {
	out := make([]string, len(rules))
	for i, r := range rules {
		name := strings.TrimSpace(strings.SplitN(r, "(", 2)[0])
		_, castable := spellDefs[name]
		out[i] = r
		if slices.Contains(DigestSpells, name) && !castable {
			out[i] += " (not cast yet)"
		}
	}
	return strings.Join(out, ", ")
}

// gearLines are the artefact the unit carries and what it does, as the
// players see it once deployed (kow2 §10.2: artefacts are revealed at
// deployment), e.g. "Brew of Strength (30 pts): Crushing Strength +1".
// An item the §10.2 table does not list does nothing, and says so.
func gearLines(p *engine.Piece) []engine.Line {
	var out []engine.Line
	for _, g := range p.Gear {
		a, ok := artefactFor(g)
		if !ok {
			out = append(out, engine.Line{Text: fmt.Sprintf("%s: not a magic artefact of kow2 §10.2, no effect", g), Tone: engine.Warn})
			continue
		}
		out = append(out, engine.Line{Text: fmt.Sprintf("%s (%d pts): %s", a.Name, a.Points, a.Effect), Tone: engine.Good})
	}
	return out
}

// roundPercent is n/d as a whole percentage, but never 0% or 100% for
// what may or may not happen.
func roundPercent(n, d int64) string {
	p := (n*100 + d/2) / d
	switch {
	case p == 0 && n > 0:
		return "<1%"
	case p == 100 && n < d:
		return ">99%"
	}
	return fmt.Sprintf("%d%%", p)
}

// SideCard is empty: Kings of War keeps no counters or cards per side.
func (r *Ruleset) SideCard(s *engine.State, player engine.PlayerID) []engine.Line { return nil }
