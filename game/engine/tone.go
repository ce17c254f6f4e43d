package engine

import "fmt"

// Tone is how a line of text or a piece of geometry reads to a player, so
// the window can colour what a ruleset says without knowing its words:
// a status that hurts is Bad, one to watch is Warn, an advantage Good.
type Tone uint8

// The tones.
const (
	Plain Tone = iota // ordinary text
	Dim               // a hint, or something that does not apply now
	Good              // in the player's favour: a legal target, a steady unit
	Warn              // to watch: cover, a wavering unit
	Bad               // against: a refusal, a rout
	numTones
)

var toneNames = [...]string{"plain", "dim", "good", "warn", "bad"}

// String returns the tone's name.
func (t Tone) String() string {
	if t >= numTones {
		return fmt.Sprintf("Tone(%d)", int(t))
	}
	return toneNames[t]
}

// Line is one line of text a ruleset writes for the window, with its tone.
type Line struct {
	Text string
	Tone Tone
}

// Lines writes each text with the same tone.
func Lines(t Tone, texts ...string) []Line {
	out := make([]Line, len(texts))
	for i, s := range texts {
		out[i] = Line{Text: s, Tone: t}
	}
	return out
}
