package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// Score is victory points (§12): every enemy unit destroyed or fled is
// worth its points; at the end a side wins by 100 or more, or by wiping
// the enemy out. In Blood and Glory an army that broke alone loses; in
// the Watchtower the side holding the tower wins, and an empty tower is
// a draw, whatever the points.
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
	if s.Over && s.HasHouseRule(FleeingAtEndScores) { // A-38's setting; 8th scores them nothing
		for _, p := range s.Pieces {
			if p.Counter("fleeing") != 0 && p.Counter(undeployed) == 0 {
				o := engine.Opponent(p.Owner)
				sc.Points[o] += p.Points
				sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: fmt.Sprintf("%s (fleeing at the end): %d", p.Name, p.Points)})
			}
		}
	}
	b := battleOf(s)
	if b.BreakPoint {
		for pl := engine.PlayerID(1); pl <= 2; pl++ {
			f, parts := fortitude(s, pl)
			sc.Lines[pl] = append(sc.Lines[pl], engine.Line{Text: fmt.Sprintf("Fortitude %d (%s), Breaking Point %d", f, parts, breakingPoint(s, pl)), Tone: engine.Dim})
		}
	}
	if t := tower(s); t != nil {
		for pl := engine.PlayerID(1); pl <= 2; pl++ {
			if t.Owner == pl {
				sc.Lines[pl] = append(sc.Lines[pl], engine.Line{Text: "Holds the watchtower", Tone: engine.Good})
			}
		}
	}
	alive := [3]int{}
	for _, p := range s.Pieces {
		alive[p.Owner]++
	}
	broken := [3]bool{false, sideCounter(s, 1, "broken") != 0, sideCounter(s, 2, "broken") != 0}
	switch {
	case !s.Over && b.Tower:
		sc.Text = fmt.Sprintf("The watchtower: %s · victory points %d - %d", holderText(s), sc.Points[1], sc.Points[2])
	case !s.Over:
		sc.Text = fmt.Sprintf("Victory points: %d - %d", sc.Points[1], sc.Points[2])
	case b.Tower && tower(s) != nil && tower(s).Owner != 0: // §12: the tower decides, not victory points
		sc.Winner = tower(s).Owner
		sc.Text = fmt.Sprintf("Player %d holds the watchtower and wins", sc.Winner)
	case b.Tower && tower(s) != nil && !s.HasHouseRule(WatchtowerEmptyByPoints):
		sc.Text = "The watchtower stands empty: a draw"
	case broken[1] != broken[2]: // §12, Blood and Glory: the army that broke loses
		sc.Winner = 1
		if broken[1] {
			sc.Winner = 2
		}
		sc.Text = fmt.Sprintf("Player %d's army breaks: player %d wins", engine.Opponent(sc.Winner), sc.Winner)
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

// holderText says who holds the watchtower.
func holderText(s *engine.State) string {
	if t := tower(s); t != nil && t.Owner != 0 {
		return fmt.Sprintf("held by player %d", t.Owner)
	}
	return "empty"
}
