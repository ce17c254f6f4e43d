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
