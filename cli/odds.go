package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"warbench/game/engine"
	"warbench/game/plain"
	"warbench/game/save"
)

const oddsUsage = `[FILE]

Reads an attacker, a target, a situation and an attack as JSON (FILE, or
standard input; docs/cli.md) and prints the exact outcome: the damage
distribution, its mean and the target's nerve test results, each as a
fraction, computed by the ruleset's Odds (the code the game rolls with).`

// oddsInput is the odds command's input.
type oddsInput struct {
	Scenario  string            `json:"scenario"`
	Seed      uint64            `json:"seed"`
	Attacker  *Setup            `json:"attacker"`
	Target    *Setup            `json:"target"`
	Setup     []Setup           `json:"setup"`
	Alone     bool              `json:"alone"` // remove every unit the input does not name
	Situation *situation        `json:"situation"`
	Orders    []json.RawMessage `json:"orders"`
	Attack    json.RawMessage   `json:"attack"`
}

// situation is the moment of the game: set directly instead of starting
// the game (and rolling off for the first turn).
type situation struct {
	Turn   int             `json:"turn"`
	Phase  string          `json:"phase"`
	Player engine.PlayerID `json:"player"` // whose turn; default the attacker's owner
}

type oddsOutput struct {
	Kind       string          `json:"kind"`
	Order      json.RawMessage `json:"order"`
	Text       string          `json:"text"`
	Counts     string          `json:"counts,omitempty"` // what "damage" counts when the order deals none
	Rolls      []rollJSON      `json:"rolls"`
	Damage     []outcomeJSON   `json:"damage"`
	Mean       string          `json:"mean"`
	MeanApprox float64         `json:"mean_approx"`
	Results    []outcomeJSON   `json:"results"`
}

// rollJSON is one roll of the attack (engine.OddsRoll).
type rollJSON struct {
	What       string `json:"what"`
	Dice       int    `json:"dice"`
	PerSuccess bool   `json:"per_success,omitempty"`
	Sides      int    `json:"sides"`
	Need       int    `json:"need,omitempty"`
	Plus       int    `json:"plus,omitempty"`
	Reroll     string `json:"reroll,omitempty"`
}

type outcomeJSON struct {
	Damage *int    `json:"damage,omitempty"`
	Result string  `json:"result,omitempty"`
	P      string  `json:"p"`
	Approx float64 `json:"approx"`
}

const maxOddsFile = 1 << 20

func runOdds(args []string, env Env) error {
	fl := flags("odds", oddsUsage, env)
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() > 1 {
		return usagef("one input file at most, got %d", fl.NArg())
	}
	name := "-"
	if fl.NArg() == 1 {
		name = fl.Arg(0)
	}
	r, file, err := readInput(name, env)
	if err != nil {
		return err
	}
	data, err := io.ReadAll(io.LimitReader(r, maxOddsFile+1))
	r.Close()
	if err != nil {
		return err
	}
	if len(data) > maxOddsFile {
		return &LineError{File: file, Err: fmt.Errorf("larger than %d KiB", maxOddsFile>>10)}
	}
	out, err := odds(file, data)
	if err != nil {
		return err
	}
	return writeJSON(env.Stdout, out)
}

// Bounds of an odds request (docs/cli.md).
const (
	maxOddsSetup = 1024 // placements in "setup"
	maxOddsTurn  = 100  // situation.turn
)

// odds builds the situation an odds request describes and asks the
// ruleset's Odds about its attack. Its errors name the file, and the line
// and column of the part of the request that is wrong.
func odds(file string, data []byte) (*oddsOutput, error) {
	data = plain.TrimBOM(data)
	if p := plain.Check(data); p != nil {
		return nil, &LineError{File: file, Line: p.Line, Col: p.Col, Err: errors.New(p.Msg)}
	}
	var in oddsInput
	if err := decodeAt(file, data, &in); err != nil {
		return nil, err
	}
	at := func(err error, path ...any) error {
		line, col := jsonAt(data, path...)
		return &LineError{File: file, Line: line, Col: col, Err: err}
	}
	if in.Attack == nil {
		return nil, &LineError{File: file, Err: errors.New(`attack: missing (the order, as in an orders file: {"order": "<kind>", ...})`)}
	}
	attack, err := parseDirective(in.Attack)
	if err != nil || (attack.Order == "" && attack.Kind == "") {
		if err == nil {
			err = errors.New("want an order")
		}
		return nil, at(fmt.Errorf("attack: %w", err), "attack")
	}
	if len(in.Setup) > maxOddsSetup {
		return nil, at(fmt.Errorf("setup: at most %d placements, got %d", maxOddsSetup, len(in.Setup)), "setup")
	}
	sc, _, err := openScenario(in.Scenario)
	if err != nil {
		return nil, at(err, "scenario")
	}
	s, m := sc.State, sc.Rules.Measure()
	if in.Seed != 0 {
		s.Seed = in.Seed
	}
	// Who is named, and where they go.
	type named struct {
		field string
		path  []any // where it is in the file
		st    *Setup
	}
	var all []named
	if in.Attacker != nil {
		all = append(all, named{"attacker", []any{"attacker"}, in.Attacker})
	}
	if in.Target != nil {
		all = append(all, named{"target", []any{"target"}, in.Target})
	}
	for i := range in.Setup {
		all = append(all, named{fmt.Sprintf("setup[%d]", i), []any{"setup", i}, &in.Setup[i]})
	}
	var pls []save.Placement
	for _, n := range all {
		if n.st.Unit == nil {
			return nil, at(fmt.Errorf("%s.unit: missing", n.field), n.path...)
		}
		p := Place{At: n.st.At, Facing: n.st.Facing, Pose: n.st.Pose}
		if p.At != nil || p.Facing != nil || p.Pose != nil {
			if err := p.check(n.field); err != nil {
				return nil, at(err, n.path...)
			}
		}
		pl, err := placement(s, m, n.st)
		if err != nil {
			return nil, at(fmt.Errorf("%s: %w", n.field, err), n.path...)
		}
		pls = append(pls, pl)
	}
	if in.Alone {
		kept := s.Pieces[:0]
		for _, p := range s.Pieces {
			for _, pl := range pls {
				if pl.ID == p.ID {
					kept = append(kept, p)
					break
				}
			}
		}
		s.Pieces = kept
	}
	if err := save.Place(sc.Rules, s, pls); err != nil {
		if pe, ok := errors.AsType[*save.PlaceError](err); ok && pe.Index < len(all) {
			n := all[pe.Index]
			return nil, at(fmt.Errorf("%s.%s: %w", n.field, pe.Field, pe.Err), n.path...)
		}
		return nil, &LineError{File: file, Err: err}
	}
	g := &engine.Game{Rules: sc.Rules, State: s}
	if in.Situation != nil {
		sit := in.Situation
		who := sit.Player
		if who == 0 && in.Attacker != nil {
			who = s.Piece(pls[0].ID).Owner
		}
		switch {
		case sit.Phase == "":
			return nil, at(errors.New("situation.phase: missing (e.g. movement, shooting, melee)"), "situation")
		case sit.Turn < 0 || sit.Turn > maxOddsTurn:
			return nil, at(fmt.Errorf("situation.turn: 1 to %d", maxOddsTurn), "situation", "turn")
		case who != 1 && who != 2:
			return nil, at(errors.New("situation.player: 1 or 2 (whose turn it is)"), "situation")
		}
		s.Turn, s.Phase, s.Active, s.First = max(sit.Turn, 1), sit.Phase, who, who
	} else {
		g.Start()
	}
	for i, raw := range in.Orders {
		d, err := parseDirective(raw)
		if err == nil {
			err = applyToGame(g, d)
		}
		if err != nil {
			return nil, at(fmt.Errorf("orders[%d]: %w", i, err), "orders", i)
		}
	}
	if attack.Order != "" && attack.Unit == nil && attack.Target == nil && attack.Units == nil {
		// The attacker and the target fill in the order's units.
		if in.Attacker != nil {
			attack.Unit = in.Attacker.Unit
		}
		if in.Target != nil {
			attack.Target = in.Target.Unit
		}
	}
	o, err := buildOrder(g, attack)
	if err != nil && attack.Unit != nil && strings.Contains(err.Error(), `unknown field "unit"`) {
		attack.Unit = nil // an order without a unit field (a melee fought by its target)
		o, err = buildOrder(g, attack)
	}
	if err != nil {
		return nil, at(fmt.Errorf("attack: %w", err), "attack")
	}
	od, err := g.Rules.Odds(g.State, o)
	if err != nil {
		return nil, at(fmt.Errorf("attack: %w", err), "attack")
	}
	kind, fields, err := engine.EncodeOrder(g.Rules, o)
	if err != nil {
		return nil, &LineError{File: file, Err: err}
	}
	out := &oddsOutput{Kind: kind, Order: fields, Text: od.Text, Counts: od.Counts, Mean: od.Mean.RatString(), Rolls: []rollJSON{}}
	for _, r := range od.Rolls {
		out.Rolls = append(out.Rolls, rollJSON(r))
	}
	out.MeanApprox, _ = od.Mean.Float64()
	for _, d := range od.Damage {
		v := d.Value
		out.Damage = append(out.Damage, outcome(d.P, &v, ""))
	}
	for _, r := range od.Results {
		out.Results = append(out.Results, outcome(r.P, nil, r.Label))
	}
	return out, nil
}

func outcome(p *big.Rat, dmg *int, label string) outcomeJSON {
	f, _ := p.Float64()
	return outcomeJSON{Damage: dmg, Result: label, P: p.RatString(), Approx: round(f, 1e6)}
}

// applyToGame gives one directive to a game without a session (no undo).
func applyToGame(g *engine.Game, d Directive) error {
	switch {
	case d.Setup != nil || d.Undo > 0 || d.Redo > 0:
		return errors.New("only orders and fresh-dice here")
	case d.FreshDice != nil:
		g.Reseed(*d.FreshDice)
		return nil
	}
	o, err := buildOrder(g, d)
	if err != nil {
		return err
	}
	_, err = g.Redo(o)
	return err
}
