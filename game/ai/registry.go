package ai

import (
	"fmt"
	"strings"

	"warbench/game/engine"
)

// Evaluator is what a rule system says a position is worth to one
// player: the search asks it of every position it reaches, so it only
// reads, and it is cheap unless asked to explain.
type Evaluator interface {
	// Value is what s is worth to me, higher better, in the system's own
	// scale (points of army). With explain, its Terms carry notes for the
	// battle log; without, they may be left out.
	Value(s *engine.State, me engine.PlayerID, how How) Value
}

// How is how thoroughly an Evaluator looks: the difficulty levels differ
// in it, never in the dice.
type How struct {
	Threats bool // weigh what the enemy can do to each unit next turn
	Explain bool // fill in the Terms' notes
}

// Value is a position's worth and its parts.
type Value struct {
	Total float64
	Terms []Term
}

// Term is one part of a Value: a name ("melee", "threat"), its worth and,
// when explained, what it is in words ("62% to rout Ironclad").
type Term struct {
	Name string
	V    float64
	Note string
}

// System is what a rule system gives the computer opponent: its
// evaluator and its naive baseline player.
type System struct {
	Evaluator Evaluator
	// Naive is a player that advances on the nearest enemy and charges
	// whenever it can (the baseline to beat).
	Naive func() Player
}

// systems are the registered systems, by ruleset ID; looked up only.
var systems = map[string]System{}

// Register makes a rule system's evaluator and baseline known under the
// IDs of its rulesets. It is called from the system's init.
func Register(sys System, rulesetIDs ...string) {
	for _, id := range rulesetIDs {
		if _, dup := systems[id]; dup {
			panic("ai: ruleset " + id + " registered twice")
		}
		systems[id] = sys
	}
}

// The kinds of player New makes: the two baselines, then the levels of the
// real opponent, weakest first.
const (
	Random = "random"
	Naive  = "naive"
)

// Kinds lists every kind of player, baselines first.
func Kinds() []string {
	out := []string{Random, Naive}
	for _, l := range Levels {
		out = append(out, l.Name)
	}
	return out
}

// New makes a player of the given kind for ruleset rs. seed seeds the
// random player's own choices (never the game's dice).
func New(kind string, rs engine.Ruleset, seed uint64) (Player, error) {
	if kind == Random {
		return NewRandom(seed), nil
	}
	sys, ok := systems[rs.ID()]
	if !ok {
		return nil, fmt.Errorf("no computer opponent knows the ruleset %s", rs.ID())
	}
	if kind == Naive {
		return sys.Naive(), nil
	}
	for _, l := range Levels {
		if l.Name == kind {
			return NewPlanner(sys.Evaluator, l), nil
		}
	}
	return nil, fmt.Errorf("unknown kind of player %q (want one of %s)", kind, strings.Join(Kinds(), ", "))
}

// Plays reports whether New can make the real opponent for ruleset rs.
func Plays(rs engine.Ruleset) bool {
	_, ok := systems[rs.ID()]
	return ok
}
