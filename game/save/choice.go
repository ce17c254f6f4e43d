package save

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
)

// RollVictory is the Header's Victory that rolls the victory condition
// before the game starts: one die with as many faces as the ruleset has
// victory conditions, from the game's own seeded dice, its face choosing
// among them in the ruleset's order (with six conditions, a D6).
const RollVictory = "roll"

// maxPoints bounds an agreed game size.
const maxPoints = 1_000_000

// choose applies the header's victory condition and game size to a
// State not yet started: a victory the ruleset knows, or RollVictory,
// and a size from 0 (the scenario's) to maxPoints.
func (h *Header) choose(rs engine.Ruleset, s *engine.State) error {
	if h.Points < 0 || h.Points > maxPoints {
		return fmt.Errorf("points: must be 0 (the scenario's) to %d, got %d", maxPoints, h.Points)
	}
	if h.Points > 0 {
		s.Points = h.Points
	}
	if err := h.chooseHouseRules(rs, s); err != nil {
		return err
	}
	vs := rs.Victories()
	switch {
	case h.Victory == "":
	case h.Victory == RollVictory:
		if len(vs) == 0 {
			return fmt.Errorf("victory: %s has no victory conditions to roll", rs.Name())
		}
		d := s.Dice.Roll(len(vs), "victory condition")
		s.Victory = vs[d.Face-1]
	case slices.Contains(vs, h.Victory) || engine.KnowsVictory(rs, h.Victory):
		s.Victory = h.Victory
	default:
		return fmt.Errorf("victory: unknown victory %q (want %s, or %s)", h.Victory, strings.Join(vs, ", "), RollVictory)
	}
	return nil
}

// chooseHouseRules puts the header's house rules, when it names any (an
// empty list: none), in place of the scenario's: each one the ruleset
// offers, none twice, kept sorted as State.HouseRules wants.
func (h *Header) chooseHouseRules(rs engine.Ruleset, s *engine.State) error {
	if h.HouseRules == nil {
		return nil
	}
	var offered []string
	if hr, ok := rs.(engine.HouseRuler); ok {
		for _, r := range hr.HouseRules() {
			offered = append(offered, r.Name)
		}
	}
	if len(h.HouseRules) > len(offered) {
		return fmt.Errorf("house_rules: %s offers %d house rules, got %d", rs.Name(), len(offered), len(h.HouseRules))
	}
	out := slices.Clone(h.HouseRules)
	for i, n := range h.HouseRules {
		switch {
		case !slices.Contains(offered, n):
			return fmt.Errorf("house_rules[%d]: unknown house rule %q for %s (want %s)", i, n, rs.ID(), strings.Join(offered, ", "))
		case slices.Index(h.HouseRules, n) != i:
			return fmt.Errorf("house_rules[%d]: %q is named twice", i, n)
		}
	}
	slices.Sort(out)
	s.HouseRules = out
	if len(out) == 0 {
		s.HouseRules = nil
	}
	return nil
}
