package gametest

import (
	"warbench/game/engine"
	"warbench/game/rules/toy"
	"warbench/game/scenario"
)

// ToyGame is the toy game's example scenario (game/rules/toy), loaded and
// started: a game of another system than Kings of War for the shared
// packages' tests.
func ToyGame() (*engine.Game, error) {
	sc, err := scenario.Load(toy.Example, toy.ExampleScenario)
	if err != nil {
		return nil, err
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g, nil
}
