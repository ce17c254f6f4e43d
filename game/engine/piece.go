package engine

import (
	"cmp"
	"slices"

	"warbench/game/geom"
)

// PlayerID names a player: 1 or 2. Zero is nobody.
type PlayerID int

// PieceID names a piece on the table; IDs are unique within a State.
type PieceID int

// Footprint is a piece's base: an oriented rectangle W wide (frontage) and
// D deep, or a round base of diameter W (Round). Lengths are millimetres.
type Footprint struct {
	W, D  float64
	Round bool
}

// Formation is how a block's models are arranged: files across the front,
// ranks deep, each model on a ModelW × ModelD base. Some systems' blocks
// never lose models (the formation is fixed for life); in others the
// ruleset recomputes it as models are removed. Single models have 1 × 1.
type Formation struct {
	Files, Ranks   int
	Models         int
	ModelW, ModelD float64
}

// Stat is one named characteristic or counter, e.g. {"Sp", 5} or
// {"damage", 3}. Names are the ruleset's own.
type Stat struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
}

// Piece is a unit block or a single model on the table.
type Piece struct {
	ID        PieceID
	Name      string
	Owner     PlayerID
	Type      string // the ruleset's unit type code, e.g. "Inf", "Mon", "Hero/Cav"
	Size      string // "troop", "regiment", "horde", "legion" or "single"
	Footprint Footprint
	Formation Formation
	Pose      geom.Pose
	Height    int // the ruleset's height level, for sight and cover
	Points    int
	Stats     []Stat   // profile, sorted by Name
	Rules     []string // special rules, as written in the army file, sorted
	Counters  []Stat   // state such as damage, sorted by Name
	// Attached is the piece this one has joined (a character in a unit),
	// zero when none; the ruleset keeps its pose where the unit has it.
	Attached PieceID
	// Gear is what the piece carries besides its profile, as the army file
	// names it (a magic item), sorted; the ruleset gives it its effect.
	Gear []string
	// Allied marks a piece from an allied contingent of its player's army:
	// rules that say "friendly" may leave it out.
	Allied bool
}

// Rect returns the piece's footprint rectangle at its pose. For a round
// base it is the square around the circle.
func (p *Piece) Rect() geom.Rect {
	return geom.Rect{Center: p.Pose.Pos, Heading: p.Pose.Heading, W: p.Footprint.W, D: p.Footprint.D}
}

// Shape returns the footprint as a shape for overlap and distance tests:
// a Circle for round bases, otherwise the rectangle.
func (p *Piece) Shape() geom.Shape {
	if p.Footprint.Round {
		return geom.Circle{C: p.Pose.Pos, R: p.Footprint.W / 2}
	}
	return p.Rect().Poly()
}

// Stat returns the named characteristic and whether the piece has it.
func (p *Piece) Stat(name string) (int, bool) { return lookup(p.Stats, name) }

// Counter returns the named counter, zero if absent.
func (p *Piece) Counter(name string) int {
	v, _ := lookup(p.Counters, name)
	return v
}

// SetCounter sets the named counter, keeping Counters sorted; zero removes it.
func (p *Piece) SetCounter(name string, v int) { setStat(&p.Counters, name, v) }

// setStat sets a named value in a sorted list; zero removes it.
func setStat(list *[]Stat, name string, v int) {
	i, found := slices.BinarySearchFunc(*list, name, func(s Stat, n string) int { return cmp.Compare(s.Name, n) })
	switch {
	case found && v == 0:
		*list = slices.Delete(*list, i, i+1)
	case found:
		(*list)[i].Value = v
	case v != 0:
		*list = slices.Insert(*list, i, Stat{name, v})
	}
}

// HasRule reports whether the piece has the named special rule.
func (p *Piece) HasRule(name string) bool {
	_, ok := slices.BinarySearch(p.Rules, name)
	return ok
}

func lookup(s []Stat, name string) (int, bool) {
	i, found := slices.BinarySearchFunc(s, name, func(s Stat, n string) int { return cmp.Compare(s.Name, n) })
	if !found {
		return 0, false
	}
	return s[i].Value, true
}

// clone returns a deep copy of p.
func (p Piece) clone() Piece {
	p.Stats = slices.Clone(p.Stats)
	p.Rules = slices.Clone(p.Rules)
	p.Counters = slices.Clone(p.Counters)
	p.Gear = slices.Clone(p.Gear)
	return p
}
