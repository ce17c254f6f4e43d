package kow

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The marker kinds and counters of the scenarios (kow2 §11.3). An
// objective marker's Owner is the player who would control it if the game
// ended now, and its "contested" counter is 1 while both sides have a unit
// within 3". A loot counter's Owner is the player holding it, its
// "carrier" the ID of the unit carrying it and "safe" 1 once that unit has
// left the battle by its own edge. A unit that left has the counter
// "left" among the gone pieces, and did not rout.
const (
	ObjectiveKind    = "objective"
	LootKind         = "loot"
	contestedCounter = "contested"
	carrierCounter   = "carrier"
	safeCounter      = "safe"
	leftCounter      = "left"
)

// controlRange is how close a unit must be to an objective to control it
// (kow2 §11.3: within 3"), measured from the marker's edge to the base
// (§14-A29).
const controlRange = 3 * Inch

// markerKind is the kind of marker the victory condition places, "" for
// none.
func markerKind(v string) string {
	switch v {
	case Pillage, KillAndPillage:
		return ObjectiveKind
	case Loot:
		return LootKind
	}
	return ""
}

// defaultSpots are where markers go when the layout places none, as
// fractions of the table's width and depth, in order: the centre, then the
// four points a third of the way in and a quarter of the way up, then the
// two points a sixth of the way in on the centre line. On a 72" × 48"
// table they are at least 16.97" apart (kow2 §11.3: more than 12").
var defaultSpots = [][2]float64{{0.5, 0.5}, {1.0 / 3, 0.25}, {2.0 / 3, 0.75}, {1.0 / 3, 0.75}, {2.0 / 3, 0.25}, {1.0 / 6, 0.5}, {5.0 / 6, 0.5}}

// placeMarkers puts the scenario's objective markers or loot counters on
// the table as the game starts (kow2 §11.4 step 1: markers first). They
// are the layout's objectives, which then leave the table's own list (the
// markers stand for them); a layout with none gets D3+4 markers at the
// first defaultSpots more than 12" from those before [REC]. A State that
// already has markers keeps them (and shows who controls each).
func (r *Ruleset) placeMarkers(s *engine.State) []engine.Event {
	kind := markerKind(victory(s))
	if kind == "" {
		return nil
	}
	if len(s.Markers) > 0 {
		r.updateControl(s)
		return nil
	}
	title := "Objective"
	if kind == LootKind {
		title = "Loot"
	}
	var ev []engine.Event
	objs := s.Table.Objectives
	if len(objs) == 0 {
		d := s.Dice.Roll(3, "objective markers")
		n := d.Face + 4
		var spots []geom.Vec
		for _, f := range defaultSpots {
			at := geom.V(f[0]*s.Table.Width, f[1]*s.Table.Depth)
			far := true
			for _, q := range spots {
				far = far && q.Dist(at) > 12*Inch+2*r.ObjectiveRadius()
			}
			if far && len(spots) < n {
				spots = append(spots, at)
			}
		}
		for i, at := range spots {
			s.Markers = append(s.Markers, newMarker(i+1, kind, fmt.Sprintf("%s %d", title, i+1), at, r.ObjectiveRadius()))
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Rule: r.rule("11.3"), Dice: []dice.Die{d}, Value: n,
			Text: fmt.Sprintf("%s markers: D3+4 = %d + 4 = %d; %d placed where the table has room.", title, d.Face, n, len(spots))})
	}
	for i, o := range objs {
		name := o.Name
		if name == "" {
			name = fmt.Sprintf("%s %d", title, i+1)
		}
		rad := o.Radius
		if rad <= 0 {
			rad = r.ObjectiveRadius()
		}
		s.Markers = append(s.Markers, newMarker(i+1, kind, name, o.Pos, rad))
	}
	s.Table.Objectives = nil
	r.updateControl(s)
	return ev
}

func newMarker(id int, kind, name string, at geom.Vec, rad float64) engine.Marker {
	return engine.Marker{ID: id, Kind: kind, Name: name, Pose: geom.Pose{Pos: at}, Footprint: engine.Footprint{W: 2 * rad, D: 2 * rad, Round: true}}
}

// disc is the marker's round base.
func disc(m *engine.Marker) geom.Circle { return geom.Circle{C: m.Pose.Pos, R: m.Footprint.W / 2} }

// control is who controls an objective marker now (kow2 §11.3): a player
// with a unit within 3" of it and no enemy unit within 3"; Individuals
// are ignored. contested says both sides have a unit within 3".
func control(s *engine.State, m *engine.Marker) (owner engine.PlayerID, contested bool) {
	var near [3]bool
	c := disc(m)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if (p.Owner != 1 && p.Owner != 2) || p.HasRule("Individual") {
			continue
		}
		if geom.Distance(p.Shape(), c) <= controlRange+Tolerance {
			near[p.Owner] = true
		}
	}
	switch {
	case near[1] && near[2]:
		return 0, true
	case near[1]:
		return 1, false
	case near[2]:
		return 2, false
	}
	return 0, false
}

// controlledBy lists the IDs of the objective markers player pl controls.
func controlledBy(s *engine.State, pl engine.PlayerID) []int {
	var ids []int
	for i := range s.Markers {
		m := &s.Markers[i]
		if m.Kind != ObjectiveKind {
			continue
		}
		if o, _ := control(s, m); o == pl {
			ids = append(ids, m.ID)
		}
	}
	return ids
}

// updateControl shows each objective's controller now on its marker.
func (r *Ruleset) updateControl(s *engine.State) {
	for i := range s.Markers {
		m := &s.Markers[i]
		if m.Kind != ObjectiveKind {
			continue
		}
		o, contested := control(s, m)
		m.Owner = o
		v := 0
		if contested {
			v = 1
		}
		m.SetCounter(contestedCounter, v)
	}
}

// lootHeld counts the loot counters player pl holds (kow2 §11.3: 1 point
// each, including those carried off the table) and how many of them are
// safe off the table.
func lootHeld(s *engine.State, pl engine.PlayerID) (held, safe int) {
	for i := range s.Markers {
		m := &s.Markers[i]
		if m.Kind == LootKind && m.Owner == pl && m.Counter(carrierCounter) != 0 {
			held++
			safe += m.Counter(safeCounter)
		}
	}
	return held, safe
}
