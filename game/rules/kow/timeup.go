package kow

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// outOfTime is the side counter of a player who ran out of time.
const outOfTime = "out-of-time"

// checkTimeUp accepts engine.TimeUp where a player out of time loses at
// once (kow-beta §9.3: "Running out of time during your turn loses the
// game at once"). 2nd edition names timed games without their text
// (kow2 §11.7, §14-A35): there the clock ends the player's phases.
func (r *Ruleset) checkTimeUp(s *engine.State, o engine.TimeUp) error {
	if !r.Edition.TimeoutLoses {
		return engine.Refuse(r.rule("11.7"), nil, "In %s running out of time ends your turns; it does not lose the game.", r.Edition.Name)
	}
	return nil
}

// applyTimeUp ends the game: the player out of time loses (kow-beta §9.3).
func (r *Ruleset) applyTimeUp(s *engine.State, o engine.TimeUp) []engine.Event {
	sd := s.Side(o.By)
	if sd == nil {
		s.Sides = append(s.Sides, engine.Side{ID: o.By})
		slices.SortFunc(s.Sides, func(a, b engine.Side) int { return int(a.ID) - int(b.ID) })
		sd = s.Side(o.By)
	}
	sd.SetCounter(outOfTime, 1)
	s.Over = true
	sc := r.Score(s)
	return []engine.Event{{Kind: engine.GameEnded, Rule: r.rule("11.7"),
		Text: fmt.Sprintf("Player %d is out of time and loses the game. %s", o.By, sc.Text)}}
}

// timeLoser is the player who ran out of time, 0 when none.
func timeLoser(s *engine.State) engine.PlayerID {
	for _, sd := range s.Sides {
		if sd.Counter(outOfTime) > 0 {
			return sd.ID
		}
	}
	return 0
}
