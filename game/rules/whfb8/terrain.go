package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// Terrain (§11). The layout kinds read as: forest, hill, impassable and
// building as their names say; water a river; difficult ground a
// marshland; an obstacle a wall, fence or hedge.

// dangerousFor says whether moving through terrain of a kind is a
// Dangerous Terrain test for a unit, and the highest face that fails it
// (§11): cavalry, monstrous cavalry and chariots test on every terrain
// but open ground and hills, failing a marsh on a 1 or 2; every other
// unit but skirmishers tests in a marsh.
func dangerousFor(p *engine.Piece, k table.Kind) (test bool, failOn int) {
	if p.HasRule("Ethereal") { // §9.1: all terrain is open ground
		return false, 0
	}
	switch k {
	case table.Difficult:
		switch {
		case mounted(p):
			return true, 2
		case has(p, "Skirmishers"):
			return false, 0
		}
		return true, 1
	case table.Forest, table.Obstacle, table.Water:
		if mounted(p) {
			return true, 1
		}
	}
	return false, 0
}

// terrainTests are the dangerous terrain tests of a unit that marched,
// charged, fled, pursued or overran from one pose to where it stands
// (§11): one per piece of terrain it touched on the way, in the table's
// order. A normal move or a reform never tests.
func (r *Ruleset) terrainTests(s *engine.State, id engine.PieceID, from geom.Pose) []engine.Event {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	start, end := p.Rect().WithPose(from).Poly(), p.Rect().Poly()
	line := geom.Seg{A: from.Pos, B: p.Pose.Pos}
	var ev []engine.Event
	for _, t := range s.Table.Terrain {
		test, failOn := dangerousFor(p, t.Kind)
		if !test {
			continue
		}
		for _, part := range t.Parts {
			if geom.Overlap(start, part) || geom.Overlap(end, part) || geom.SegCrossesPoly(line, part) {
				if q := s.Piece(id); q != nil {
					ev = append(ev, r.dangerousTerrainOn(s, q, t.Name, failOn)...)
				}
				break
			}
		}
	}
	return ev
}

// dangerousTerrain is the test of §11 failed on a 1 (fleeing through
// enemies and impassable terrain).
func (r *Ruleset) dangerousTerrain(s *engine.State, p *engine.Piece, what string) []engine.Event {
	return r.dangerousTerrainOn(s, p, what, 1)
}

// dangerousTerrainOn is the test of §11: a D6 for every model, each at
// most failOn a wound with no armour save (the ward save allowed), D6
// wounds for a chariot; the models lost are removed from the rear.
func (r *Ruleset) dangerousTerrainOn(s *engine.State, p *engine.Piece, what string, failOn int) []engine.Event {
	ds := s.Dice.RollN(nil, p.Formation.Models, 6, "dangerous terrain")
	ones := 0
	for _, d := range ds {
		if d.Face <= failOn {
			ones++
		}
	}
	text := fmt.Sprintf("%s passes through %s: dangerous terrain, %s of 1.", p.Name, what, count(ones, "roll"))
	if failOn == 2 {
		text = fmt.Sprintf("%s passes through %s: dangerous terrain, %s of 1 or 2.", p.Name, what, count(ones, "roll"))
	}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: rule("11"), Dice: ds, Value: ones, Text: text}}
	if ones == 0 {
		return ev
	}
	wounds := ones
	if p.Type == "Ch" { // a chariot that fails suffers D6 wounds
		wd := s.Dice.RollN(nil, ones, 6, "dangerous terrain wounds")
		wounds = dice.Sum(wd)
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: rule("11"), Dice: wd, Value: wounds,
			Text: fmt.Sprintf("%s is battered: %s.", p.Name, count(wounds, "wound"))})
	}
	a := attack{N: wounds, Auto: true, W: max(1, stat(p, "W")), Wounded: p.Counter("wounded"), Models: p.Formation.Models, What: "wounds"}
	a.Ward, a.WardName = wardOf(p, false)
	return append(ev, r.strike(s, p.Pose.Pos, p, a, fmt.Sprintf("%s: %s with no armour save.", p.Name, count(wounds, "wound")), rule("11"))...)
}

// worldFor is the world a move of a kind plans in: a march may not cross
// a river (§11); a flyer passes over units and impassable terrain, an
// Ethereal unit through impassable terrain, neither ending on or within
// 1" of them (§4.7, §9.1).
func (r *Ruleset) worldFor(s *engine.State, p *engine.Piece, k MoveKind) *move.World {
	w := r.world(s, p)
	fly, ethereal := flies(p), p.HasRule("Ethereal")
	river := k == March && !fly && !ethereal
	if !river && !fly && !ethereal {
		return w
	}
	obs := slices.Clone(w.Obstacles)
	for i := range obs {
		if fly || (ethereal && obs[i].Terrain != 0) {
			obs[i].Pass = move.Through
		}
	}
	for _, t := range s.Table.Terrain {
		if !river || t.Kind != table.Water {
			continue
		}
		for _, part := range t.Parts {
			obs = append(obs, move.Obstacle{Name: t.Name, Kind: "river", Terrain: t.ID, Poly: part,
				Pass: 0, End: 0, PassRule: rule("11"), EndRule: rule("11")})
		}
	}
	return move.NewWorld(w.Bounds, w.EdgeRule, obs, w.Format)
}

// touching lists whether a unit's footprint overlaps terrain of a kind.
func touching(s *engine.State, p *engine.Piece, k table.Kind) bool {
	for _, t := range s.Table.Terrain {
		if t.Kind != k {
			continue
		}
		for _, part := range t.Parts {
			if geom.Overlap(p.Rect().Poly(), part) {
				return true
			}
		}
	}
	return false
}

// mostlyIn reports whether most of a unit (its centre) stands in
// terrain of a kind.
func mostlyIn(s *engine.State, p *engine.Piece, k table.Kind) bool {
	for _, t := range s.Table.Terrain {
		if t.Kind != k {
			continue
		}
		for _, part := range t.Parts {
			if part.Contains(p.Pose.Pos) {
				return true
			}
		}
	}
	return false
}

// stubbornHere: Stubborn, and skirmishers with most of their models in
// a forest are Stubborn (§11).
func stubbornHere(s *engine.State, p *engine.Piece) bool {
	return p.HasRule("Stubborn") || (has(p, "Skirmishers") && mostlyIn(s, p, table.Forest))
}

// mayBeSteadfast: a unit with most of its models in a forest, or at
// least partly in a river, cannot be steadfast (§11).
func mayBeSteadfast(s *engine.State, p *engine.Piece) bool {
	return !mostlyIn(s, p, table.Forest) && !touching(s, p, table.Water)
}

// ranksCount: a unit at least partly in a river gets no rank bonus
// (§11).
func ranksCount(s *engine.State, p *engine.Piece) bool { return !touching(s, p, table.Water) }

// acrossObstacle: a unit that charged this turn fights an enemy across
// an obstacle (a part of one within 1" of both): its models suffer −1 to
// hit in the charge round (§11), though a 6 still hits (§7.4).
func acrossObstacle(s *engine.State, p, e *engine.Piece) bool {
	if !done(s, p, "charged") {
		return false
	}
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Obstacle {
			continue
		}
		for _, part := range t.Parts {
			if geom.Distance(p.Shape(), part) < Inch && geom.Distance(e.Shape(), part) < Inch {
				return true
			}
		}
	}
	return false
}

// inTerrain applies the terrain to a unit's blows against e (§11).
func inTerrain(s *engine.State, p, e *engine.Piece, a attack) attack {
	if a.Hit != 0 && acrossObstacle(s, p, e) {
		a.Hit = min(6, a.Hit+1)
	}
	return a
}

// flyerTests: a flyer that starts or ends a flying move in a forest
// takes a Dangerous Terrain test (§11), one per forest.
func (r *Ruleset) flyerTests(s *engine.State, id engine.PieceID, from geom.Pose) []engine.Event {
	p := s.Piece(id)
	if p == nil || !flies(p) || p.HasRule("Ethereal") {
		return nil
	}
	start, end := p.Rect().WithPose(from).Poly(), p.Rect().Poly()
	var ev []engine.Event
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Forest {
			continue
		}
		for _, part := range t.Parts {
			if geom.Overlap(start, part) || geom.Overlap(end, part) {
				if q := s.Piece(id); q != nil {
					ev = append(ev, r.dangerousTerrainOn(s, q, t.Name, 1)...)
				}
				break
			}
		}
	}
	return ev
}
