package toy

import (
	"fmt"
	"strings"

	"warbench/game/engine"
	"warbench/game/table"
)

// Card is a model's card: its move and hp, its rules, whom it rides with,
// and what it has done this turn.
func (r *Ruleset) Card(s *engine.State, id engine.PieceID) []engine.Line {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	mv, _ := p.Stat("move")
	out := []engine.Line{{Text: fmt.Sprintf("Model · move %d cm · %d of %d hp", mv, hp(p)-p.Counter("wounds"), hp(p))}}
	if p.Counter("wounds") > 0 {
		out[0].Tone = engine.Warn
	}
	if len(p.Rules) > 0 {
		out = append(out, engine.Line{Text: strings.Join(p.Rules, ", ")})
	}
	if l := s.Piece(p.Attached); l != nil {
		out = append(out, engine.Line{Text: fmt.Sprintf("Rides with %s and takes no orders (%s).", l.Name, rule(6)), Tone: engine.Dim})
	}
	if p.Owner == s.Active && p.Attached == 0 && done(s, p, "moved") && done(s, p, "struck") {
		out = append(out, engine.Line{Text: fmt.Sprintf("%s has moved and struck this turn (%s).", p.Name, rule(2)), Tone: engine.Dim})
	}
	return out
}

// Tags are the wounds, and whether the model rides with another or is
// awaiting a reaction to a strike.
func (r *Ruleset) Tags(s *engine.State, id engine.PieceID) (int, []engine.Line) {
	p := s.PieceOrGone(id)
	if p == nil {
		return 0, nil
	}
	var tags []engine.Line
	if p.Attached != 0 {
		tags = append(tags, engine.Line{Text: "Carried", Tone: engine.Good})
	}
	if _, _, at, ok := pending(s); ok && at == id {
		tags = append(tags, engine.Line{Text: "Struck", Tone: engine.Bad})
	}
	return p.Counter("wounds"), tags
}

// SideCard is a side's tokens and card: its face when up, or when the
// viewer's own (the View blanks the other side's).
func (r *Ruleset) SideCard(s *engine.State, player engine.PlayerID) []engine.Line {
	sd := s.Side(player)
	if sd == nil {
		return nil
	}
	out := []engine.Line{{Text: fmt.Sprintf("Tokens: %d", sd.Counter("tokens"))}}
	for _, c := range sd.Cards {
		switch {
		case c.Up:
			out = append(out, engine.Line{Text: "Card: " + c.Face + " (revealed)", Tone: engine.Good})
		case c.Face != "":
			out = append(out, engine.Line{Text: "Card: " + c.Face + " (face down: only you see it)", Tone: engine.Warn})
		default:
			out = append(out, engine.Line{Text: "Card: face down", Tone: engine.Dim})
		}
	}
	if f := s.Marker(1); f != nil && f.Owner == player {
		out = append(out, engine.Line{Text: "Holds the flag", Tone: engine.Good})
	}
	return out
}

// View blanks the faces of the other side's face-down cards (rule 4).
func (r *Ruleset) View(s *engine.State, viewer engine.PlayerID) *engine.State {
	hidden := false
	for _, sd := range s.Sides {
		for _, c := range sd.Cards {
			hidden = hidden || (sd.ID != viewer && !c.Up && c.Face != "")
		}
	}
	if !hidden {
		return s
	}
	v := s.Clone()
	for i := range v.Sides {
		sd := &v.Sides[i]
		for j := range sd.Cards {
			if sd.ID != viewer && !sd.Cards[j].Up {
				sd.Cards[j].Face = ""
			}
		}
	}
	return v
}

// Sight is always clear: the toy has no line-of-sight rules.
func (r *Ruleset) Sight(s *engine.State, observer, target engine.PieceID) engine.Sight {
	a, b := s.Piece(observer), s.Piece(target)
	if a == nil || b == nil {
		return engine.Sight{Rule: rule(2), Reason: "Pick two models."}
	}
	seg, _ := reach(a, b)
	return engine.Sight{Clear: true, Line: seg, Rule: rule(2), Reason: "Models always see each other in this game."}
}

// TerrainCard: impassable terrain and buildings stop models; the rest
// does nothing in this game (rule 2).
func (r *Ruleset) TerrainCard(s *engine.State, id int) []engine.Line {
	for _, t := range s.Table.Terrain {
		if t.ID == id {
			if t.Kind == table.Impassable || t.Kind == table.Building {
				return []engine.Line{{Text: fmt.Sprintf("Models go around it (%s).", rule(2))}}
			}
			return []engine.Line{{Text: "No effect in this game.", Tone: engine.Dim}}
		}
	}
	return nil
}
