package whfb8

import (
	"fmt"
	"strings"

	"warbench/game/engine"
)

// Card is a unit's card (§2.1–§2.3): troop type and formation, the stat
// line as the rulebook prints it, equipment, special rules, status and
// why it has nothing to do now.
func (r *Ruleset) Card(s *engine.State, id engine.PieceID) []engine.Line {
	p := s.PieceOrGone(id)
	if p == nil {
		return nil
	}
	t := typeOf(p)
	f := p.Formation
	head := fmt.Sprintf("%s · %d models, %d × %d", t.Name, f.Models, f.Files, f.Ranks)
	if horde(p) {
		head += " (horde)"
	}
	out := []engine.Line{{Text: head}}
	if lost := startModels(p) - f.Models; lost > 0 {
		out[0].Tone = engine.Warn
		out = append(out, engine.Line{Text: fmt.Sprintf("%d of %d models lost", lost, startModels(p)), Tone: engine.Warn})
	}
	var names, vals []string
	for _, n := range profile {
		w := max(len(n), 2)
		names = append(names, fmt.Sprintf("%-*s", w, n))
		vals = append(vals, fmt.Sprintf("%-*d", w, stat(p, n)))
	}
	out = append(out, engine.Line{Text: strings.Join(names, " ")}, engine.Line{Text: strings.Join(vals, " ")})
	var gear []string
	if sv := stat(p, "Sv"); sv != 0 {
		gear = append(gear, fmt.Sprintf("armour save %d+", sv))
	}
	if w, name := wardOf(p, false); w != 0 {
		gear = append(gear, fmt.Sprintf("%s %d+", name, w))
	}
	if rg := stat(p, "range"); rg != 0 {
		str := stat(p, "RS")
		if str == 0 {
			str = stat(p, "S")
		}
		gear = append(gear, fmt.Sprintf("missile weapon %d\" S%d", rg, str))
	}
	if rb := rankBonus(p); rb > 0 {
		gear = append(gear, fmt.Sprintf("rank bonus +%d", rb))
	}
	if len(gear) > 0 {
		out = append(out, engine.Line{Text: strings.Join(gear, " · ")})
	}
	if len(p.Rules) > 0 {
		out = append(out, engine.Line{Text: strings.Join(p.Rules, ", ")})
	}
	if lvl := level(p); lvl > 0 {
		var names []string
		for _, sp := range spellsOf(p.HasRule) {
			names = append(names, fmt.Sprintf("%s (%d+, %d\")", sp.Name, sp.Value, sp.Range))
		}
		out = append(out, engine.Line{Text: fmt.Sprintf("Wizard level %d: %s", lvl, strings.Join(names, ", "))})
	}
	if p.Counter(undeployed) != 0 {
		out = append(out, engine.Line{Text: fmt.Sprintf("Waiting to be deployed (%s).", rule("12")), Tone: engine.Dim})
	}
	out = append(out, characterLines(s, p)...)
	if e := enemyOf(s, p); e != nil {
		out = append(out, engine.Line{Text: fmt.Sprintf("In combat with %s (%s).", e.Name, rule("7.1")), Tone: engine.Warn})
	}
	if p.Counter("fleeing") != 0 {
		out = append(out, engine.Line{Text: fmt.Sprintf("Fleeing: it rallies or flees on in its compulsory moves (%s).", rule("4.4")), Tone: engine.Bad})
	}
	for _, st := range []struct{ counter, text string }{
		{"charged", "Charged this turn: +1 combat resolution (whfb8/7.6)."},
		{"marched", "Marched this turn: it may not shoot (whfb8/6.1)."},
		{"reformed", "Reformed this turn: it may not shoot (whfb8/6.1)."},
		{"stupid", "Failed its Stupidity test: no other action this turn (whfb8/8.4)."},
	} {
		if done(s, p, st.counter) {
			out = append(out, engine.Line{Text: st.text, Tone: engine.Warn})
		}
	}
	if p.Counter("standard-lost") != 0 {
		out = append(out, engine.Line{Text: "Its standard is lost (whfb8/9.3).", Tone: engine.Dim})
	}
	if p.Counter("frenzy-lost") != 0 {
		out = append(out, engine.Line{Text: "It has lost its Frenzy (whfb8/8.4).", Tone: engine.Dim})
	}
	if p.Owner == s.Active && s.Piece(id) != nil && len(r.Orders(s, id)) == 0 {
		out = append(out, engine.Line{Text: fmt.Sprintf("Nothing to do in the %s phase.", s.Phase), Tone: engine.Dim})
	}
	return out
}

// Tags are the wounds on the current model and the unit's statuses.
func (r *Ruleset) Tags(s *engine.State, id engine.PieceID) (int, []engine.Line) {
	p := s.PieceOrGone(id)
	if p == nil {
		return 0, nil
	}
	var tags []engine.Line
	if p.Attached != 0 { // a character in a unit: what he is (§10.2), the unit says the rest
		return p.Counter("wounded"), []engine.Line{{Text: characterRole(p), Tone: engine.Plain}}
	}
	tags = append(tags, engine.Line{Text: fmt.Sprint(p.Formation.Models), Tone: engine.Plain})
	if p.Counter("fleeing") != 0 {
		tags = append(tags, engine.Line{Text: "Fleeing", Tone: engine.Bad})
	}
	if p.Counter("engaged") != 0 {
		tags = append(tags, engine.Line{Text: "Engaged", Tone: engine.Warn})
	}
	if p.Counter("charging") != 0 {
		tags = append(tags, engine.Line{Text: "Charging", Tone: engine.Good})
	}
	if c, ok := pendingCharge(s); ok && c.At == id {
		tags = append(tags, engine.Line{Text: "Charged", Tone: engine.Bad})
	}
	if stupid(s, p) {
		tags = append(tags, engine.Line{Text: "Stupid", Tone: engine.Warn})
	}
	if done(s, p, "afraid") {
		tags = append(tags, engine.Line{Text: "Afraid", Tone: engine.Warn})
	}
	if done(s, p, "marched") {
		tags = append(tags, engine.Line{Text: "Marched", Tone: engine.Dim})
	}
	return p.Counter("wounded"), tags
}

// SideCard is the models each side has left and its victory points.
func (r *Ruleset) SideCard(s *engine.State, player engine.PlayerID) []engine.Line {
	units, models := 0, 0
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == player {
			units++
			models += p.Formation.Models
		}
	}
	sc := r.Score(s)
	out := []engine.Line{
		{Text: fmt.Sprintf("%s, %s", plural(units, "unit"), plural(models, "model"))},
		{Text: fmt.Sprintf("Victory points: %d", sc.Points[player])},
	}
	if sd := s.Side(player); sd != nil && s.Phase == Magic {
		if n := sd.Counter("power"); n > 0 {
			out = append(out, engine.Line{Text: fmt.Sprintf("Power dice: %d", n), Tone: engine.Good})
		}
		if n := sd.Counter("dispel"); n > 0 {
			out = append(out, engine.Line{Text: fmt.Sprintf("Dispel dice: %d", n), Tone: engine.Good})
		}
	}
	return out
}

// TerrainCard is what a terrain piece does in this version (§11, §3.3).
func (r *Ruleset) TerrainCard(s *engine.State, id int) []engine.Line {
	for _, t := range s.Table.Terrain {
		if t.ID != id {
			continue
		}
		return terrainCard(&t)
	}
	return nil
}

// formatChance writes "Reaches 58.3%".
func formatChance(what string, f float64) string { return fmt.Sprintf("%s %.1f%%", what, 100*f) }

// plural is n and a noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
