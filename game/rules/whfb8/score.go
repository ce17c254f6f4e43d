package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// Score is victory points (§12): every enemy unit destroyed or fled is
// worth its points; at the end a side wins by 100 or more, or by wiping
// the enemy out.
func (r *Ruleset) Score(s *engine.State) engine.Score {
	var sc engine.Score
	for _, p := range s.Gone {
		if !scores(s, &p) {
			continue
		}
		o := engine.Opponent(p.Owner)
		sc.Points[o] += p.Points
		sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: fmt.Sprintf("%s: %d", p.Name, p.Points)})
		if p.HasRule("General") { // the King is dead
			sc.Points[o] += 100
			sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: "The enemy General: 100", Tone: engine.Good})
		}
		if p.Counter("seized") != 0 {
			n := 25
			if p.HasRule("Battle Standard") {
				n = 100
			}
			sc.Points[o] += n
			sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: fmt.Sprintf("%s's standard seized: %d", p.Name, n), Tone: engine.Good})
		}
	}
	alive := [3]int{}
	for _, p := range s.Pieces {
		alive[p.Owner]++
	}
	switch {
	case !s.Over:
		sc.Text = fmt.Sprintf("Victory points: %d - %d", sc.Points[1], sc.Points[2])
	case alive[2] == 0 && alive[1] > 0:
		sc.Winner, sc.Text = 1, "Player 1 wipes out the enemy army and wins"
	case alive[1] == 0 && alive[2] > 0:
		sc.Winner, sc.Text = 2, "Player 2 wipes out the enemy army and wins"
	case sc.Points[1]-sc.Points[2] >= 100:
		sc.Winner, sc.Text = 1, fmt.Sprintf("Player 1 wins, %d - %d victory points", sc.Points[1], sc.Points[2])
	case sc.Points[2]-sc.Points[1] >= 100:
		sc.Winner, sc.Text = 2, fmt.Sprintf("Player 2 wins, %d - %d victory points", sc.Points[2], sc.Points[1])
	default:
		sc.Text = fmt.Sprintf("A draw, %d - %d victory points (a win needs 100 more)", sc.Points[1], sc.Points[2])
	}
	return sc
}
