package cli

import (
	"encoding/json"
	"io"
	"math"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/save"
)

// The JSON the commands print (docs/cli.md). Lengths are given exactly
// (millimetres and radians, as a save has them) and in the ruleset's unit
// and degrees, rounded for people.

type eventJSON struct {
	Kind  string     `json:"kind"`
	Piece int        `json:"piece,omitempty"`
	Rule  string     `json:"rule,omitempty"`
	Text  string     `json:"text"`
	From  *save.Pose `json:"from,omitempty"`
	To    *save.Pose `json:"to,omitempty"`
	Dice  []dice.Die `json:"dice,omitempty"`
	Need  int        `json:"need,omitempty"`
	Value int        `json:"value,omitempty"`
}

type entryJSON struct {
	N      int             `json:"n"`
	Parent int             `json:"parent"`
	Line   int             `json:"line,omitempty"` // the orders file's line that gave it
	Kind   string          `json:"kind"`
	Order  json.RawMessage `json:"order"`
	Events []eventJSON     `json:"events"`
	Hash   string          `json:"hash"`
}

type pieceJSON struct {
	ID       int           `json:"id"`
	Name     string        `json:"name"`
	Owner    int           `json:"owner"`
	Pose     save.Pose     `json:"pose"`
	At       [2]float64    `json:"at"`
	Facing   float64       `json:"facing"`
	Counters []engine.Stat `json:"counters,omitempty"`
}

type stateJSON struct {
	Hash    string      `json:"hash"`
	Turn    int         `json:"turn"`
	Phase   string      `json:"phase"`
	Active  int         `json:"active"`
	First   int         `json:"first"`
	Over    bool        `json:"over"`
	Score   scoreJSON   `json:"score"`
	Dice    int64       `json:"dice_rolled"`
	Pieces  []pieceJSON `json:"pieces"`
	Gone    []pieceJSON `json:"gone"`
	Waiting string      `json:"waiting,omitempty"` // what the game waits for
}

type scoreJSON struct {
	Points [2]int `json:"points"` // player 1, player 2
	Winner int    `json:"winner,omitempty"`
	Text   string `json:"text,omitempty"`
	// Lines is each side's breakdown (player 1's, player 2's), once the
	// game is over and when the ruleset gives one.
	Lines [][]lineJSON `json:"lines,omitempty"`
}

// lineJSON is one line of a score's breakdown and its tone.
type lineJSON struct {
	Text string `json:"text"`
	Tone string `json:"tone"`
}

// scoreOf is the score as written: the breakdown only at the end.
func scoreOf(sc engine.Score, over bool) scoreJSON {
	j := scoreJSON{Points: [2]int{sc.Points[1], sc.Points[2]}, Winner: int(sc.Winner), Text: sc.Text}
	if over && (len(sc.Lines[1]) > 0 || len(sc.Lines[2]) > 0) {
		for _, side := range sc.Lines[1:] {
			ls := make([]lineJSON, 0, len(side))
			for _, l := range side {
				ls = append(ls, lineJSON{Text: l.Text, Tone: l.Tone.String()})
			}
			j.Lines = append(j.Lines, ls)
		}
	}
	return j
}

func events(ev []engine.Event) []eventJSON {
	out := make([]eventJSON, 0, len(ev))
	for _, e := range ev {
		j := eventJSON{Kind: e.Kind.String(), Piece: int(e.Piece), Rule: e.Rule, Text: e.Text, Dice: e.Dice, Need: e.Need, Value: e.Value}
		if e.Kind == engine.Moved {
			from, to := pose(e.From), pose(e.To)
			j.From, j.To = &from, &to
		}
		out = append(out, j)
	}
	return out
}

func pose(p geom.Pose) save.Pose { return save.Pose{X: p.Pos.X, Y: p.Pos.Y, H: p.Heading} }

func pieces(ps []engine.Piece, m engine.Measure) []pieceJSON {
	out := make([]pieceJSON, 0, len(ps))
	for _, p := range ps {
		out = append(out, pieceJSON{ID: int(p.ID), Name: p.Name, Owner: int(p.Owner), Pose: pose(p.Pose),
			At:       [2]float64{round(p.Pose.Pos.X/m.MM, 1e4), round(p.Pose.Pos.Y/m.MM, 1e4)},
			Facing:   round(math.Mod(p.Pose.Heading*180/math.Pi+360, 360), 1e4),
			Counters: p.Counters})
	}
	return out
}

func round(x, k float64) float64 { return math.Round(x*k) / k }

func state(g *engine.Game) stateJSON {
	s, m := g.State, g.Rules.Measure()
	sc := g.Rules.Score(s)
	j := stateJSON{Hash: s.Hash().String(), Turn: s.Turn, Phase: s.Phase, Active: int(s.Active), First: int(s.First),
		Over: s.Over, Score: scoreOf(sc, s.Over),
		Dice: s.Dice.Count(), Pieces: pieces(s.Pieces, m), Gone: pieces(s.Gone, m)}
	if !s.Over {
		j.Waiting = g.Decision().Prompt
	}
	return j
}

// writeJSON prints v indented, with a final line break.
func writeJSON(w io.Writer, v any) error {
	e := json.NewEncoder(w)
	e.SetIndent("", "  ")
	e.SetEscapeHTML(false)
	return e.Encode(v)
}
