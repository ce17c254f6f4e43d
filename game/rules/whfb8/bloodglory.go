package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// Blood and Glory (§12). An army's Breaking Point is 1 for each 1,000
// points or part of it (the agreed game size, else the army's own cost);
// its Fortitude is the standards it has (unit standards and the battle
// standard; fleeing units and units off the table for a while still
// count) plus 2 while its General lives. The moment an army's Fortitude
// is at or below its Breaking Point, it breaks and the game ends: its
// opponent wins; when both break at once, or neither by the end of turn
// 6, victory points decide. The side counter "broken" marks an army
// that broke.

// breakingPoint is the player's Breaking Point.
func breakingPoint(s *engine.State, player engine.PlayerID) int {
	pts := s.Points
	if pts <= 0 {
		pts = armyPoints(s, player)
	}
	return max(1, (pts+999)/1000)
}

// armyPoints is what the player's army cost: every unit, on the table or
// gone.
func armyPoints(s *engine.State, player engine.PlayerID) int {
	n := 0
	for _, ps := range [][]engine.Piece{s.Pieces, s.Gone} {
		for i := range ps {
			if ps[i].Owner == player {
				n += ps[i].Points
			}
		}
	}
	return n
}

// fortitude is the player's Fortitude, and its parts in words.
func fortitude(s *engine.State, player engine.PlayerID) (int, string) {
	standards, general := 0, false
	count := func(p *engine.Piece) {
		if p.Owner != player {
			return
		}
		if hasStandard(p) {
			standards++
		}
		if p.HasRule("Battle Standard") && p.Counter("standard-lost") == 0 {
			standards++
		}
		general = general || p.HasRule("General")
	}
	for i := range s.Pieces {
		count(&s.Pieces[i])
	}
	for i := range s.Gone {
		if offTable(&s.Gone[i]) { // off the table for a while: still counts
			count(&s.Gone[i])
		}
	}
	if general {
		return standards + 2, fmt.Sprintf("%d standards + 2 for the General", standards)
	}
	return standards, fmt.Sprintf("%d standards, no General", standards)
}

// armyBreaks ends the game the moment an army's Fortitude falls to its
// Breaking Point, in the battle's turns.
func armyBreaks(s *engine.State) []engine.Event {
	if s.Over || s.Turn < 1 || s.Phase == DeployPhase {
		return nil
	}
	var ev []engine.Event
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		f, parts := fortitude(s, pl)
		if bp := breakingPoint(s, pl); f <= bp {
			side(s, pl).SetCounter("broken", 1)
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("12"), Value: int(pl),
				Text: fmt.Sprintf("Player %d's army breaks: Fortitude %d (%s) against a Breaking Point of %d.", pl, f, parts, bp)})
		}
	}
	return ev
}
