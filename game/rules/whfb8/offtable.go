package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Units off the table for a while (§4.7, §7.9, §9.1): a pursuer or an
// overrunning unit that runs off the table, and ambushers before they
// arrive. They wait among State.Gone with the counter "off-table" (and
// score nothing while they wait, §12); in their side's remaining moves
// they come back as reinforcements: the whole rear rank on the table
// edge nearest where they stood, facing straight in; that turn they may
// not march (nor charge) and count as having moved for shooting.

func init() {
	counterBounds = append(counterBounds,
		engine.CounterBound{Name: "off-table", Max: 1}, engine.CounterBound{Name: "arrived", Max: 200},
		engine.CounterBound{Name: "pursued", Max: 200})
}

// leaveTable takes a unit off the table to come back later.
func (r *Ruleset) leaveTable(s *engine.State, id engine.PieceID, text string) []engine.Event {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	p.SetCounter("off-table", 1)
	p.SetCounter("engaged", 0)
	leaving := []engine.PieceID{id}
	for _, c := range attachedTo(s, id) { // §10.2: its characters go with it
		c.SetCounter("off-table", 1)
		leaving = append(leaving, c.ID)
	}
	for _, lid := range leaving {
		s.Remove(lid)
	}
	return []engine.Event{{Kind: engine.Removed, Piece: id, Rule: rule("4.7"), Text: text}}
}

// offTable reports a unit waiting off the table.
func offTable(p *engine.Piece) bool { return p.Counter("off-table") != 0 }

// edgeGap keeps a unit coming on a hundredth of a millimetre inside the
// edge: a base touching the edge is off the table for flight (§4.3).
const edgeGap = 0.01

// entryPose is where a unit off the table comes on (§4.7): its rear rank
// on the table edge nearest its centre, facing straight in.
func entryPose(s *engine.State, p *engine.Piece) geom.Pose {
	w, d := s.Table.Width, s.Table.Depth
	c := p.Pose.Pos
	x, y := min(max(c.X, p.Footprint.W/2), w-p.Footprint.W/2), min(max(c.Y, p.Footprint.W/2), d-p.Footprint.W/2)
	half := p.Footprint.D/2 + edgeGap
	edges := []struct {
		dist float64
		pose geom.Pose
	}{
		{c.Y, geom.Pose{Pos: geom.V(x, half), Heading: 0}},
		{d - c.Y, geom.Pose{Pos: geom.V(x, d-half), Heading: math.Pi}},
		{c.X, geom.Pose{Pos: geom.V(half, y), Heading: math.Atan2(1, 0)}},
		{w - c.X, geom.Pose{Pos: geom.V(w-half, y), Heading: math.Atan2(-1, 0)}},
	}
	if longEdgesClosed(s, p) { // §12, Battle for the Pass: only the short edges
		edges = edges[2:]
	}
	best := edges[0]
	for _, e := range edges[1:] {
		if e.dist < best.dist {
			best = e
		}
	}
	return best.pose
}

// reinforcements bring back the active player's units off the table at
// the start of its remaining moves, by ID: a returning pursuer always,
// an ambusher from game turn 2 on a D6 of 3 or more (1–2: next turn); a
// unit whose place is taken (on or within 1" of a unit or impassable
// terrain) waits another turn.
func (r *Ruleset) reinforcements(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Gone {
		if g := &s.Gone[i]; g.Owner == s.Active && offTable(g) && !inReserve(g) && g.Attached == 0 { // reserves come when their player says; characters with their unit
			ids = append(ids, g.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		i := indexGone(s, id)
		g := &s.Gone[i]
		if ambushes(g) {
			if s.Turn < 2 {
				continue
			}
			d := s.Dice.Roll(6, "ambushers")
			e := engine.Event{Kind: engine.Rolled, Piece: id, Rule: rule("9.1"), Value: d.Face, Need: 3}
			e.Dice = append(e.Dice, d)
			if d.Face < 3 {
				e.Text = fmt.Sprintf("%s's ambush is delayed (%d).", g.Name, d.Face)
				ev = append(ev, e)
				continue
			}
			e.Text = fmt.Sprintf("%s springs its ambush (%d).", g.Name, d.Face)
			ev = append(ev, e)
		}
		q := *g
		q.Pose = entryPose(s, g)
		if r.crowded(s, &q) || !r.onTable(s, &q) {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("4.7"),
				Text: fmt.Sprintf("%s cannot come on: its place is taken.", g.Name)})
			continue
		}
		from := g.Pose
		q.SetCounter("off-table", 0)
		q.SetCounter("arrived", playerTurn(s))
		s.Gone = slices.Delete(s.Gone, i, i+1)
		s.Pieces = append(s.Pieces, q)
		for j := 0; j < len(s.Gone); j++ { // its characters come back with it
			if c := s.Gone[j]; c.Attached == id && offTable(&c) {
				c.SetCounter("off-table", 0)
				c.Pose = q.Pose
				s.Gone = slices.Delete(s.Gone, j, j+1)
				s.Pieces = append(s.Pieces, c)
				j--
			}
		}
		s.SortPieces()
		ev = append(ev, engine.Event{Kind: engine.Moved, Piece: id, Rule: rule("4.7"), From: from, To: q.Pose,
			Text: fmt.Sprintf("%s comes on from the table edge.", q.Name)})
	}
	return ev
}

// indexGone is the index of a gone piece.
func indexGone(s *engine.State, id engine.PieceID) int {
	for i := range s.Gone {
		if s.Gone[i].ID == id {
			return i
		}
	}
	return -1
}

// ambushes: an Ambushers unit still to arrive.
func ambushes(p *engine.Piece) bool { return p.HasRule("Ambushers") }

// sendAmbushersOff takes the Ambushers off the table before the game
// (§9.1: "Not deployed at the start").
func (r *Ruleset) sendAmbushersOff(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if ambushes(&s.Pieces[i]) {
			ids = append(ids, s.Pieces[i].ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		name := s.Piece(id).Name
		ev = append(ev, r.leaveTable(s, id, fmt.Sprintf("%s lies in ambush off the table.", name))...)
	}
	return ev
}

// scores says whether a unit among the gone is worth its points (§12):
// not one waiting to come back, but an ambusher (or a reserve, by the
// same reading) that never arrived counts as fled when the game is over.
func scores(s *engine.State, p *engine.Piece) bool {
	return !offTable(p) || ((ambushes(p) || inReserve(p)) && s.Over)
}
