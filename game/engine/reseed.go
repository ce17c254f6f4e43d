package engine

import (
	"fmt"

	"warbench/game/dice"
)

// Reseed is the order that gives a game fresh dice: from it on, State.Dice
// is a new generator seeded with Seed (State.Seed keeps the game's first
// seed). It is how a "what-if" branch asks for dice other than the ones
// the game would have rolled; the seed is chosen outside the simulation
// (by the player's program, from the clock or the system's random source)
// and recorded in the log, so a replay rolls the same dice again. It is
// given through Game.Reseed, never through Do: no ruleset checks it.
type Reseed struct{ Seed uint64 }

// Kind returns "reseed".
func (Reseed) Kind() string { return "reseed" }

// Player returns zero: the program gives it, not a side.
func (Reseed) Player() PlayerID { return 0 }

// Reseed replaces the dice generator with one seeded with seed and logs a
// Reseed entry whose one event says so.
func (g *Game) Reseed(seed uint64) []Event {
	g.State.Dice = dice.New(seed)
	ev := []Event{{Kind: StatusChanged, Rule: "engine/reseed",
		Text: fmt.Sprintf("Fresh dice from here on (a what-if branch, seed %d).", seed)}}
	g.logged(Reseed{Seed: seed}, ev)
	return ev
}

// Redo gives an order that was logged before (read from a save, or kept
// by undo) the way it was first given: StartGame through Start, Reseed
// through Reseed, any other order through Do.
func (g *Game) Redo(o Order) ([]Event, error) {
	switch o := o.(type) {
	case StartGame:
		if len(g.Log) > 0 {
			return nil, Refuse("engine/start", nil, "The game has already started.")
		}
		return g.Start(), nil
	case Reseed:
		return g.Reseed(o.Seed), nil
	}
	return g.Do(o)
}
