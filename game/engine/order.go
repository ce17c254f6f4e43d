package engine

import (
	"fmt"

	"warbench/game/geom"
)

// Order is one decision a player makes: give a unit a move, declare a
// charge, shoot, end a phase, play a card. Orders are typed values owned by
// the ruleset that defines them; the engine only needs to know who gives the
// order and what kind it is.
//
// An Order is data, not behaviour: it is checked and applied by the
// Ruleset, logged, saved and replayed. It must be comparable by value and
// must not hold pointers into a State.
type Order interface {
	// Kind names the order with its rule family as prefix, e.g.
	// "<family>/advance", the family shared by the editions of a system.
	Kind() string
	// Player is who gives the order.
	Player() PlayerID
}

// Illegal is a refusal from Check: the rule that forbids the order, a
// sentence fit to show a player, and the geometry to draw so the player
// sees why ("would end 0.5" from Ironclad; the rule keeps 1"").
type Illegal struct {
	Rule   string // the ruleset's ID and section, e.g. "<ruleset>/3.4"
	Reason string // a full sentence for the player
	Marks  []Mark // what to draw
}

// Error returns "rule: reason".
func (e *Illegal) Error() string { return fmt.Sprintf("%s: %s", e.Rule, e.Reason) }

// Refuse builds an *Illegal with a formatted reason.
func Refuse(rule string, marks []Mark, format string, args ...any) *Illegal {
	return &Illegal{Rule: rule, Reason: fmt.Sprintf(format, args...), Marks: marks}
}

// Mark is one piece of geometry to draw for a refusal or a result: a
// segment (a ruler, a sight line), a polygon (a zone, a blocker) or a
// circle (a reach). Exactly one of Seg, Poly, Circle is set. A refusal's
// marks are drawn as against the order whatever their Tone; a Target's
// marks are drawn in theirs (Plain: a line to read, Warn: cover).
type Mark struct {
	Seg    *geom.Seg
	Poly   geom.Poly
	Circle *geom.Circle
	Label  string
	Tone   Tone
}

// StartGame is the first log entry's order: the game began (Game.Start).
// It is never given through Game.Do.
type StartGame struct{}

// Kind returns "start".
func (StartGame) Kind() string { return "start" }

// Player returns zero: nobody gives it.
func (StartGame) Player() PlayerID { return 0 }

// EndPhase ends the current phase for the given player. Every ruleset
// accepts it when that player is the one to decide.
type EndPhase struct{ By PlayerID }

// Kind returns "end-phase".
func (EndPhase) Kind() string { return "end-phase" }

// Player returns the player ending the phase.
func (o EndPhase) Player() PlayerID { return o.By }

// TimeUp says the player's time on a chess clock has run out. A ruleset
// whose timed games end there (the player loses) accepts it; one that
// refuses it leaves the clock to end the player's phases instead.
type TimeUp struct{ By PlayerID }

// Kind returns "time-up".
func (TimeUp) Kind() string { return "time-up" }

// Player returns the player out of time.
func (o TimeUp) Player() PlayerID { return o.By }
