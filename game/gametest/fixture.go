// Package gametest builds small game States for tests, so a test reads
// like the diagram in the rulebook:
//
//	s := gametest.Table(72, 48,
//		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
//		gametest.KoW(2, 2, "Wolves", "Cav", "troop", 36, 30, 180),
//	).With(gametest.Terrain(1, "Tower", table.Building, 3, gametest.Box(36, 20, 4, 4)))
//
// Positions are inches from the table's south-west corner; facings are
// degrees clockwise from north. It is imported only by tests.
package gametest

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

const in = geom.MMPerInch

// State is a test state under construction.
type State struct{ *engine.State }

// Table returns a kow2 State on a w × d inch table with the given pieces.
func Table(w, d float64, pieces ...engine.Piece) State {
	s := &engine.State{
		Ruleset: "kow2",
		Table:   table.Table{Width: w * in, Depth: d * in},
		Players: []engine.Player{{ID: 1, Name: "South"}, {ID: 2, Name: "North"}},
		Pieces:  pieces,
		Dice:    dice.New(1),
		Seed:    1,
	}
	s.SortPieces()
	return State{s}
}

// With adds terrain pieces.
func (s State) With(ts ...table.Terrain) State {
	s.Table.Terrain = append(s.Table.Terrain, ts...)
	slices.SortFunc(s.Table.Terrain, func(a, b table.Terrain) int { return a.ID - b.ID })
	return s
}

// KoW returns a Kings of War unit with its kow2 footprint, height and a
// plain profile, its centre at (x, y) inches, facing deg degrees.
func KoW(id, owner int, name, unitType, size string, x, y, deg float64, rules ...string) engine.Piece {
	r := kow.New(kow.KoW2)
	stats := []engine.Stat{{Name: "att", Value: 10}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "pts", Value: 100}, {Name: "ra", Value: 0}, {Name: "rout", Value: 15}, {Name: "sp", Value: 5}, {Name: "waver", Value: 13}}
	fit, err := r.Unit(engine.UnitSpec{Type: unitType, Size: size, Stats: stats})
	if err != nil {
		panic(fmt.Sprintf("gametest: %s: %v", name, err))
	}
	slices.Sort(rules)
	return engine.Piece{
		ID: engine.PieceID(id), Name: name, Owner: engine.PlayerID(owner),
		Type: unitType, Size: size, Footprint: fit.Footprint, Formation: fit.Formation,
		Pose:   geom.Pose{Pos: geom.V(x*in, y*in), Heading: geom.Deg(deg)},
		Height: fit.Height, Points: 100, Stats: stats, Rules: rules,
	}
}

// Terrain returns a terrain piece made of the given parts.
func Terrain(id int, name string, k table.Kind, height int, parts ...geom.Poly) table.Terrain {
	return table.Terrain{ID: id, Name: name, Kind: k, Height: height, Parts: parts}
}

// Box returns an axis-aligned w × d inch rectangle centred on (x, y) inches.
func Box(x, y, w, d float64) geom.Poly {
	return geom.Rect{Center: geom.V(x*in, y*in), W: w * in, D: d * in}.Poly()
}

// Stat returns p with the named characteristic set to v (e.g. "ra", 4).
func Stat(p engine.Piece, name string, v int) engine.Piece {
	p.Stats = slices.Clone(p.Stats)
	i, found := slices.BinarySearchFunc(p.Stats, name, func(s engine.Stat, n string) int { return strings.Compare(s.Name, n) })
	if found {
		p.Stats[i].Value = v
	} else {
		p.Stats = slices.Insert(p.Stats, i, engine.Stat{Name: name, Value: v})
	}
	return p
}

// StartP1 starts a game as if player 1 had won the roll-off for the first
// turn (kow2 §11.5), so a test can give player 1's orders at once.
func StartP1(r engine.Ruleset, s *engine.State) []engine.Event {
	ev := r.Start(s)
	s.First = 1
	if s.Phase != kow.VanguardPhase {
		s.Active = 1
	}
	return ev
}
