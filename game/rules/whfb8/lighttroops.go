package whfb8

// Light troops (§9.1): Skirmishers, Fast Cavalry and Fire on the March
// shoot on the move; Skirmishers and Fast Cavalry reform freely.

import (
	"fmt"

	"warbench/game/engine"
)

// firesOnTheMove: Fire on the March, Fast Cavalry and Skirmishers may
// shoot after marching or reforming, with the −1 for moving, unless the
// weapon is Move or Fire (§6.1, §9.1).
func firesOnTheMove(p *engine.Piece) bool {
	return (p.HasRule("Fire on the March") || has(p, "Fast Cavalry") || has(p, "Skirmishers")) && !p.HasRule("Move or Fire")
}

// freeReform: Fast Cavalry and Skirmishers may reform during their move,
// even when marching, and still move (§4.7, §9.1); each reform keeps
// every model within 2×M (the total over a move is not tracked).
func freeReform(p *engine.Piece) bool {
	return has(p, "Fast Cavalry") || has(p, "Skirmishers")
}

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "feigned", Max: 200})
}

// feignedFlight: a Fast Cavalry unit that fled as a charge reaction in
// the enemy's turn and rallies at the start of its own may reform and
// move, and shoot as having moved (§4.4, §9.1).
func feignedFlight(s *engine.State, p *engine.Piece) []engine.Event {
	if !has(p, "Fast Cavalry") || p.Counter("chose-flee") != playerTurn(s)-1 {
		return nil
	}
	p.SetCounter("feigned", playerTurn(s))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.4"),
		Text: fmt.Sprintf("%s's flight was feigned: it may reform, move and shoot.", p.Name)}}
}
