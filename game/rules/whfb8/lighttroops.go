package whfb8

// Light troops (§9.1): Skirmishers, Fast Cavalry and Fire on the March
// shoot on the move; Skirmishers and Fast Cavalry reform freely.

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// firesOnTheMove: Fire on the March, Fast Cavalry and Skirmishers may
// shoot after marching or reforming, with the −1 for moving, unless the
// weapon is Move or Fire (§6.1, §9.1).
func firesOnTheMove(p *engine.Piece) bool {
	return (p.HasRule("Fire on the March") || has(p, "Fast Cavalry") || has(p, "Skirmishers")) && !p.HasRule("Move or Fire")
}

// freeReform: Fast Cavalry and Skirmishers may reform during their move,
// even when marching, and still move (§4.7, §9.1); each reform keeps
// every model within 2×M (the total over a move is not tracked).
func freeReform(p *engine.Piece) bool {
	return has(p, "Fast Cavalry") || has(p, "Skirmishers")
}

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "feigned", Max: 200}, engine.CounterBound{Name: "closed", Max: 1})
}

// feignedFlight: a Fast Cavalry unit that fled as a charge reaction in
// the enemy's turn and rallies at the start of its own may reform and
// move, and shoot as having moved (§4.4, §9.1).
func feignedFlight(s *engine.State, p *engine.Piece) []engine.Event {
	if !has(p, "Fast Cavalry") || p.Counter("chose-flee") != playerTurn(s)-1 {
		return nil
	}
	p.SetCounter("feigned", playerTurn(s))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.4"),
		Text: fmt.Sprintf("%s's flight was feigned: it may reform, move and shoot.", p.Name)}}
}

// skirmishGap is the gap between skirmishers' bases, ½" (§13 A-34), as
// army files are read.
const skirmishGap = Inch / 2

// skirmishGapOf is the gap in this game: 1" with the house rule of §13
// A-34 (skirmishGapOneInch).
func skirmishGapOf(s *engine.State) float64 {
	if s.HasHouseRule(SkirmishGapOneInch) {
		return Inch
	}
	return skirmishGap
}

// wideSkirmishers opens every skirmishing unit to the 1" gap of the
// house rule before the game begins (army files are read at ½").
func wideSkirmishers(s *engine.State) {
	if !s.HasHouseRule(SkirmishGapOneInch) {
		return
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; has(p, "Skirmishers") && p.Formation.Models > 1 {
			f, wide := p.Formation, *p
			reshape(&wide, formation(f.Models, f.Files, f.ModelW+Inch-skirmishGap, f.ModelD+Inch-skirmishGap))
			if roomFor(s, &wide) { // a unit placed with no room for it keeps its ½"
				p.Formation, p.Footprint, p.Pose = wide.Formation, wide.Footprint, wide.Pose
			}
		}
	}
}

// skirmishes says whether a unit of the army file skirmishes (§9.1):
// the rule itself, swarms, and units of several flyers.
func skirmishes(u engine.UnitSpec) bool {
	if u.Type == "Sw" || slices.Contains(u.Rules, "Skirmishers") {
		return true
	}
	n := 0
	for _, st := range u.Stats {
		if st.Name == "models" {
			n = st.Value
		}
	}
	fly := slices.Contains(u.Rules, "Fly") || slices.Contains(u.Rules, "Hover") || slices.Contains(u.Rules, "Flying Cavalry")
	return fly && n > 1
}

// closeRanks closes a skirmishing unit up into a block of its bases,
// the same ranks and files, about the middle of its front (§4.6: before
// its charge roll, and when charged and not fleeing).
func closeRanks(s *engine.State, p *engine.Piece) []engine.Event {
	if !has(p, "Skirmishers") || p.Counter("closed") != 0 || p.Formation.Models <= 1 {
		return nil
	}
	f := p.Formation
	reshape(p, formation(f.Models, f.Files, f.ModelW-skirmishGapOf(s), f.ModelD-skirmishGapOf(s)))
	p.SetCounter("closed", 1)
	return []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.6"), Text: fmt.Sprintf("%s closes ranks.", p.Name)}}
}

// openRanks returns skirmishers not in combat to their open order at the
// start of the remaining moves (§4.6), by ID; one that has no room to
// (it would overlap another unit or leave the table) stays closed up
// until it has.
func openRanks(s *engine.State) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Counter("closed") == 0 || p.Counter("engaged") != 0 {
			continue
		}
		f := p.Formation
		open := *p
		reshape(&open, formation(f.Models, f.Files, f.ModelW+skirmishGapOf(s), f.ModelD+skirmishGapOf(s)))
		if !roomFor(s, &open) {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("9.1"), Text: fmt.Sprintf("%s has no room to spread out and stays closed up.", p.Name)})
			continue
		}
		p.Formation, p.Footprint, p.Pose = open.Formation, open.Footprint, open.Pose
		p.SetCounter("closed", 0)
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("9.1"), Text: fmt.Sprintf("%s spreads out again.", p.Name)})
	}
	return ev
}

// roomFor reports whether p stands on the table without overlapping any
// piece but its own characters.
func roomFor(s *engine.State, p *engine.Piece) bool {
	for _, c := range p.Rect().Corners() {
		if c.X <= 0 || c.Y <= 0 || c.X >= s.Table.Width || c.Y >= s.Table.Depth {
			return false
		}
	}
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if !together(p, q) && geom.Overlap(p.Shape(), q.Shape()) {
			return false
		}
	}
	return true
}
