package cli

import (
	"encoding/json"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/save"
)

const hintUsage = `[-level LEVEL] FILE

Says what the computer opponent would do in the position of a save or a
journal (its head), for the player who is to decide, without doing it:
every order of its plan for this decision, best first, each with its
one-line reason, as JSON. The plan is made from that player's own view
of the game, with no dice to come.`

type hintOutput struct {
	File     string      `json:"file"`
	Player   int         `json:"player"`
	Decision string      `json:"decision"`
	Prompt   string      `json:"prompt"`
	Level    string      `json:"level"`
	Plan     []hintOrder `json:"plan"`
}

type hintOrder struct {
	Kind   string          `json:"kind"`
	Order  json.RawMessage `json:"order"`
	Reason string          `json:"reason"`
}

func runHint(args []string, env Env) error {
	fl := flags("hint", hintUsage, env)
	level := fl.String("level", "normal", "the level of the opponent asked: easy, normal or hard")
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() != 1 {
		return usagef("want one save file, got %d arguments", fl.NArg())
	}
	s, _, err := env.store().Open(fl.Arg(0), save.View, save.NoJournal)
	if err != nil {
		return err
	}
	g := s.Game
	p, err := ai.New(*level, g.Rules, 1)
	if err != nil {
		return usagef("%v", err)
	}
	planner, ok := p.(*ai.Planner)
	if !ok {
		return usagef("-level: want easy, normal or hard, got %q", *level)
	}
	d := g.Decision()
	out := hintOutput{File: fl.Arg(0), Player: int(d.Player), Decision: d.Kind.String(), Prompt: d.Prompt, Level: *level, Plan: []hintOrder{}}
	if d.Kind != engine.NoDecision {
		for _, c := range planner.Plan(g.Rules, ai.Blind(g.Rules, g.State, d.Player), d) {
			kind, data, err := engine.EncodeOrder(g.Rules, c.Order)
			if err != nil {
				return err
			}
			out.Plan = append(out.Plan, hintOrder{Kind: kind, Order: data, Reason: c.Reason})
		}
	}
	return writeJSON(env.Stdout, out)
}
