package kow

import (
	"cmp"
	"fmt"
	"slices"

	"warbench/game/engine"
)

// ChooseNerveOrder is §14-A34's setting: the active player chooses the
// order of the nerve tests at the end of the movement and shooting phases
// (kow2 §7.1). Off, they are taken in unit order [REC], as saves made
// without it expect.
const ChooseNerveOrder = "choose_nerve_order"

// nerveOrderCounter is the active side's counter that holds a phase open
// while its player chooses which damaged enemy tests its nerve next.
const nerveOrderCounter = "nerve-order"

// phaseNerveUnits are the enemy units to test at the end of this phase,
// in unit order: damaged in it, and not charged by a Surge, which are
// tested after their melee instead (§14-A20).
func phaseNerveUnits(s *engine.State) []engine.PieceID {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner != s.Active && p.Counter("phase-damage") > 0 && p.Counter("nerve-after-melee") != playerTurn(s) {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// choosingNerveOrder reports whether the phase waits for the active player
// to choose the next nerve test.
func choosingNerveOrder(s *engine.State) bool {
	sd := s.Side(s.Active)
	return sd != nil && sd.Counter(nerveOrderCounter) > 0
}

// setChoosing holds the phase open, or lets it go on. Kings of War keeps
// no side counters otherwise, so the side is added for the choice and
// dropped after it.
func setChoosing(s *engine.State, on bool) {
	sd := s.Side(s.Active)
	switch {
	case on && sd == nil:
		i, _ := slices.BinarySearchFunc(s.Sides, s.Active, func(x engine.Side, id engine.PlayerID) int { return cmp.Compare(x.ID, id) })
		s.Sides = slices.Insert(s.Sides, i, engine.Side{ID: s.Active})
		s.Side(s.Active).SetCounter(nerveOrderCounter, 1)
	case on:
		sd.SetCounter(nerveOrderCounter, 1)
	case sd != nil:
		sd.SetCounter(nerveOrderCounter, 0)
		if len(sd.Counters) == 0 && len(sd.Cards) == 0 {
			s.Sides = slices.DeleteFunc(s.Sides, func(x engine.Side) bool { return x.ID == s.Active })
		}
	}
}

// holdForNerveOrder starts the choice when the house rule is on and two or
// more units must test: the phase stays as it is until they have.
func (r *Ruleset) holdForNerveOrder(s *engine.State) ([]engine.Event, bool) {
	ids := phaseNerveUnits(s)
	if !s.HasHouseRule(ChooseNerveOrder) || len(ids) < 2 || choosingNerveOrder(s) {
		return nil, false
	}
	setChoosing(s, true)
	return []engine.Event{{Kind: engine.StatusChanged, Rule: r.rule("7.1"),
		Text: fmt.Sprintf("%s must test their nerve: %s chooses the order.", names(s, ids), playerName(s, s.Active))}}, true
}

// nerveOrderDecision asks for the next test, one option per unit.
func (r *Ruleset) nerveOrderDecision(s *engine.State) engine.Decision {
	ids := phaseNerveUnits(s)
	d := engine.Decision{Player: s.Active, Kind: engine.GiveOrders, Pieces: ids,
		Prompt: fmt.Sprintf("%s: choose which unit tests its nerve next, or end the phase to test them in order (%s).", playerName(s, s.Active), r.rule("7.1"))}
	for _, id := range ids {
		p := s.Piece(id)
		d.Options = append(d.Options, engine.OrderOption{Kind: NerveTest{}.Kind(), Label: "Test " + p.Name, Pick: engine.PickNow,
			Order: NerveTest{By: s.Active, Unit: id}, Hint: fmt.Sprintf("%s takes its nerve test now, on %d damage", p.Name, p.Counter("damage"))})
	}
	return d
}

// checkNerveChoice checks a NerveTest given while the order is chosen.
func (r *Ruleset) checkNerveChoice(s *engine.State, o NerveTest) error {
	if !choosingNerveOrder(s) {
		return engine.Refuse(r.rule("7.1"), nil, "A nerve test is not ordered: a unit takes one after it is damaged. Its odds can be asked.")
	}
	if !slices.Contains(phaseNerveUnits(s), o.Unit) {
		return engine.Refuse(r.rule("7.1"), nil, "Unit %d has no nerve test to take now.", o.Unit)
	}
	return nil
}

// applyNerveChoice tests the chosen unit; when one unit or none is left,
// the phase ends as it would have, testing the last.
func (r *Ruleset) applyNerveChoice(s *engine.State, o NerveTest) []engine.Event {
	t := s.Piece(o.Unit)
	t.SetCounter("phase-damage", 0)
	_, ev := r.nerveTest(s, t, false)
	if len(phaseNerveUnits(s)) <= 1 {
		ev = append(ev, r.endPhase(s)...)
	}
	return ev
}
