package toy

import (
	"warbench/game/engine"
	"warbench/game/move"
)

// MaxSteps bounds a move's legs and turns.
const MaxSteps = 8

// Move moves one model along a free path (rule 2): legs to world points
// and turns, in order. It is a comparable value, steps in a fixed array.
type Move struct {
	By    engine.PlayerID
	Unit  engine.PieceID
	N     int
	Steps [MaxSteps]move.Step
}

// NewMove builds a Move from a slice of steps (at most MaxSteps).
func NewMove(by engine.PlayerID, unit engine.PieceID, steps []move.Step) Move {
	m := Move{By: by, Unit: unit, N: min(len(steps), MaxSteps)}
	copy(m.Steps[:], steps)
	return m
}

// StepList returns the steps in use.
func (m Move) StepList() []move.Step { return m.Steps[:min(max(m.N, 0), MaxSteps)] }

// Kind returns "toy/move".
func (Move) Kind() string { return "toy/move" }

// Player returns who gives the order.
func (m Move) Player() engine.PlayerID { return m.By }

// Strike aims a model's blow at an enemy model within 2 cm (rule 2).
type Strike struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
}

// Kind returns "toy/strike".
func (Strike) Kind() string { return "toy/strike" }

// Player returns who gives the order.
func (o Strike) Player() engine.PlayerID { return o.By }

// React is the struck side's answer to a strike (rule 3): dodge or take it.
type React struct {
	By    engine.PlayerID
	Dodge bool
}

// Kind returns "toy/react".
func (React) Kind() string { return "toy/react" }

// Player returns who gives the order.
func (o React) Player() engine.PlayerID { return o.By }

// Reveal turns the player's card face up (rule 4).
type Reveal struct{ By engine.PlayerID }

// Kind returns "toy/reveal".
func (Reveal) Kind() string { return "toy/reveal" }

// Player returns who gives the order.
func (o Reveal) Player() engine.PlayerID { return o.By }
