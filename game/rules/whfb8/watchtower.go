package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The Watchtower (§12). A building stands in the centre of the table,
// set up before any other terrain: here it is a table marker (kind
// "watchtower", its owner the side holding it), 6" square [added: the
// digest gives no size], and any terrain under it is taken away. The
// roll-off's winner controls it and may deploy one infantry unit of at
// most 20 models in it (the digest says Core infantry; army files do not
// say which units are Core, so any infantry unit may), which may not
// move out or charge in game turn 1. The other player chooses his half,
// deploys first and takes the first turn. From game turn 4, at the end
// of each game turn, a D6 plus the turn number of 10 or more ends the
// game at once. Whoever has a unit occupying the tower then wins; an
// empty tower is a draw (the digest's default, watchtowerEmptyResult).
//
// Simplified: the tower is ground a unit stands on. A unit occupies it
// while its centre stands on the tower, it is infantry or monstrous
// infantry (the troop types that may garrison a building, §11) and it is
// not fleeing; units of both sides on it leave it held by nobody.
// Buildings' garrison, assault and cover rules (§14, nice-to-have) are
// not played.

// towerKind is the watchtower marker's Kind.
const towerKind = "watchtower"

// towerSide is the length of the watchtower's side.
const towerSide = 6 * Inch

// towerGarrisonMax is the largest unit that may start in the tower.
const towerGarrisonMax = 20

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "garrison", Max: 1})
}

// tower is the watchtower marker, nil when there is none.
func tower(s *engine.State) *engine.Marker {
	for i := range s.Markers {
		if s.Markers[i].Kind == towerKind {
			return &s.Markers[i]
		}
	}
	return nil
}

// towerArea is the watchtower's square, nil when there is none.
func towerArea(s *engine.State) geom.Poly {
	t := tower(s)
	if t == nil {
		return nil
	}
	return geom.Rect{Center: t.Pose.Pos, Heading: t.Pose.Heading, W: t.Footprint.W, D: t.Footprint.D}.Poly()
}

// placeTower sets the watchtower up in the centre of the table, taking
// away the terrain under it.
func placeTower(s *engine.State) []engine.Event {
	if tower(s) != nil {
		return nil
	}
	at := s.Table.Center()
	sq := geom.Rect{Center: at, W: towerSide, D: towerSide}
	var ev []engine.Event
	var kept []table.Terrain // a new slice: a table is never edited in place
	for _, t := range s.Table.Terrain {
		if !t.Overlaps(sq) {
			kept = append(kept, t)
			continue
		}
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("12"),
			Text: fmt.Sprintf("%s is taken away: the watchtower stands there.", t.Name)})
	}
	if len(ev) > 0 {
		s.Table.Terrain = kept
	}
	id := 1
	for _, m := range s.Markers {
		id = max(id, m.ID+1)
	}
	s.Markers = append(s.Markers, engine.Marker{ID: id, Kind: towerKind, Name: "Watchtower",
		Pose: geom.Pose{Pos: at}, Footprint: engine.Footprint{W: towerSide, D: towerSide}})
	return append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("12"),
		Text: "The watchtower stands in the centre of the table."})
}

// garrisonable are the player's waiting units that may start in the
// tower: infantry blocks of at most 20 models.
func garrisonable(s *engine.State, player engine.PlayerID) []engine.PieceID {
	var out []engine.PieceID
	for _, id := range waitingOf(s, player) {
		p := s.Piece(id)
		if p.Type == "In" && p.Size == "unit" && p.Formation.Models <= towerGarrisonMax && !p.HasRule("Scouts") {
			out = append(out, id)
		}
	}
	return out
}

// occupies reports whether a unit occupies the tower at area.
func occupies(p *engine.Piece, area geom.Poly) bool {
	return (p.Type == "In" || p.Type == "MI") && p.Counter("fleeing") == 0 && area.Contains(p.Pose.Pos)
}

// towerHolder is the side whose units alone occupy the tower, 0 when
// none does (or both do).
func towerHolder(s *engine.State) engine.PlayerID {
	area := towerArea(s)
	if area == nil {
		return 0
	}
	var on [3]bool
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Counter(undeployed) == 0 && p.Attached == 0 && occupies(p, area) {
			on[p.Owner] = true
		}
	}
	switch {
	case on[1] && !on[2]:
		return 1
	case on[2] && !on[1]:
		return 2
	}
	return 0
}

// updateTower marks who holds the tower now.
func updateTower(s *engine.State) []engine.Event {
	t := tower(s)
	if t == nil {
		return nil
	}
	h := towerHolder(s)
	if h == t.Owner {
		return nil
	}
	t.Owner = h
	text := "The watchtower stands empty."
	if h != 0 {
		text = fmt.Sprintf("Player %d holds the watchtower.", h)
	}
	return []engine.Event{{Kind: engine.StatusChanged, Rule: rule("12"), Value: int(h), Text: text}}
}

// checkEmptyTower accepts the controller leaving the tower empty.
func (r *Ruleset) checkEmptyTower(s *engine.State, o EmptyTower) *engine.Illegal {
	if s.Phase != DeployPhase || sideWith(s, "garrison") != o.By {
		return engine.Refuse(rule("12"), nil, "Player %d has no garrison to choose now.", o.By)
	}
	return nil
}

// applyEmptyTower leaves the tower empty: the other player deploys first.
func (r *Ruleset) applyEmptyTower(s *engine.State, o EmptyTower) []engine.Event {
	side(s, o.By).SetCounter("garrison", 0)
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: rule("12"), Text: fmt.Sprintf("Player %d leaves the watchtower empty.", o.By)}}
	return append(ev, r.beginUnits(s, engine.Opponent(o.By))...)
}

// garrisonStays refuses the tower's first garrison a move out of it, or
// a charge, in game turn 1 (§12: it may not leave voluntarily until turn
// 1 is complete).
func garrisonStays(s *engine.State, o engine.Order) *engine.Illegal {
	if s.Turn != 1 {
		return nil
	}
	var id engine.PieceID
	switch o := o.(type) {
	case Move:
		id = o.Unit
	case DeclareCharge:
		id = o.Unit
	default:
		return nil
	}
	if p := s.Piece(id); p != nil && p.Counter("garrison") != 0 {
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: towerArea(s)}}, "%s holds the watchtower: it may not leave it before game turn 1 is over.", p.Name)
	}
	return nil
}

// towerTurns is the longest a Watchtower game can last: at the end of
// turn 9 the roll (D6 + 9) always ends it.
const towerTurns = 9

// towerEnds rolls, at the end of a game turn from turn 4, whether the
// battle ends (§12: D6 + the turn number, 10 or more).
func towerEnds(s *engine.State) ([]engine.Event, bool) {
	if s.Turn < 4 {
		return nil, false
	}
	d := s.Dice.Roll(6, "game end")
	over := d.Face+s.Turn >= 10
	e := engine.Event{Kind: engine.Rolled, Rule: rule("12"), Value: d.Face + s.Turn, Need: 10}
	e.Dice = append(e.Dice, d)
	e.Text = fmt.Sprintf("End of turn %d: %d + %d = %d, the battle goes on (10 or more ends it).", s.Turn, d.Face, s.Turn, d.Face+s.Turn)
	if over {
		e.Text = fmt.Sprintf("End of turn %d: %d + %d = %d: the battle ends.", s.Turn, d.Face, s.Turn, d.Face+s.Turn)
	}
	return []engine.Event{e}, over
}
