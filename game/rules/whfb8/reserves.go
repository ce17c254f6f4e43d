package whfb8

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Reserves (§12, Meeting Engagement): before a player deploys, a D6 for
// each of his units, characters and war machines; on a 1 it is held in
// reserve, off the table (the piece counter "reserve", with
// "off-table"). In any of his remaining moves he may bring it on by the
// reinforcement rules (§4.7): its rear rank on the long table edge of
// his half, facing straight in, where the zone meets that edge, at the
// free spot nearest the middle of that stretch; that turn it may not
// march. A reserve that never comes on counts as fled at the end (as an
// ambusher does, §12).

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "reserve", Max: 1})
}

// inReserve reports a unit waiting in reserve.
func inReserve(p *engine.Piece) bool { return p.Counter("reserve") != 0 && offTable(p) }

// rollReserves rolls for each of the player's waiting units, by ID, in
// one throw (one event, a die a unit, its Need 2 to deploy now).
func (r *Ruleset) rollReserves(s *engine.State, player engine.PlayerID) []engine.Event {
	ids := waitingOf(s, player)
	if len(ids) == 0 {
		return nil
	}
	e := engine.Event{Kind: engine.Rolled, Rule: rule("12"), Need: 2}
	var rolls, held []string
	var reserve []engine.PieceID
	for _, id := range ids {
		p := s.Piece(id)
		d := s.Dice.Roll(6, "reserves, "+p.Name)
		e.Dice = append(e.Dice, d)
		rolls = append(rolls, fmt.Sprintf("%s %d", p.Name, d.Face))
		if d.Face == 1 {
			reserve = append(reserve, id)
			held = append(held, p.Name)
		}
	}
	e.Value = len(reserve)
	e.Text = fmt.Sprintf("Player %d rolls for reserves: %s; ", player, strings.Join(rolls, ", "))
	if len(held) == 0 {
		e.Text += "none is held back."
	} else {
		e.Text += "held in reserve: " + strings.Join(held, ", ") + "."
	}
	ev := []engine.Event{e}
	for _, id := range reserve {
		p := s.Piece(id)
		p.SetCounter(undeployed, 0)
		p.SetCounter("reserve", 1)
		ev = append(ev, r.leaveTable(s, id, fmt.Sprintf("%s waits in reserve off the table.", p.Name))...)
	}
	return ev
}

// reserveSpot is where a reserve comes on now, and whether there is room
// there: the free spot along the long edge of its player's half nearest
// the middle of the stretch his zone touches, tried an inch at a time.
func (r *Ruleset) reserveSpot(s *engine.State, p *engine.Piece) (geom.Pose, bool) {
	zone := zoneOf(s, p.Owner)
	if zone == nil {
		return geom.Pose{}, false
	}
	b := zone.Bounds()
	half := p.Footprint.D/2 + edgeGap
	pose := geom.Pose{Pos: geom.V(0, half)}
	if zone.Centroid().Y > s.Table.Depth/2 { // the north half: the north edge, facing south
		pose = geom.Pose{Pos: geom.V(0, s.Table.Depth-half), Heading: math.Pi}
	}
	mid := (b.Min.X + b.Max.X) / 2
	q := *p
	for k := 0; k <= int(s.Table.Width/Inch)*2; k++ {
		off := float64((k+1)/2) * Inch
		if k%2 == 1 {
			off = -off
		}
		pose.Pos.X = mid + off
		q.Pose = pose
		if r.onTable(s, &q) && !r.crowded(s, &q) {
			return pose, true
		}
	}
	return geom.Pose{}, false
}

// reserveOptions are the buttons of the active player's reserves that
// may come on now, in his remaining moves.
func (r *Ruleset) reserveOptions(s *engine.State) []engine.OrderOption {
	if s.Phase != Movement || awaited(s) != "" {
		return nil
	}
	var out []engine.OrderOption
	for i := range s.Gone {
		g := &s.Gone[i]
		if g.Owner != s.Active || !inReserve(g) {
			continue
		}
		if _, ok := r.reserveSpot(s, g); ok {
			out = append(out, engine.OrderOption{Kind: BringOn{}.Kind(), Label: "Bring on " + g.Name, Key: "R", Pick: engine.PickNow,
				Order: BringOn{By: s.Active, Unit: g.ID}, Hint: "From reserve: its rear rank on your long table edge; it may still move, not march."})
		}
	}
	return out
}

// checkBringOn accepts a reserve of the active player coming on in his
// remaining moves, where there is room.
func (r *Ruleset) checkBringOn(s *engine.State, o BringOn) *engine.Illegal {
	i := indexGone(s, o.Unit)
	switch {
	case s.Phase != Movement || s.Active != o.By:
		return engine.Refuse(rule("12"), nil, "Reserves come on in their player's remaining moves.")
	case i < 0 || s.Gone[i].Owner != o.By || !inReserve(&s.Gone[i]):
		return engine.Refuse(rule("12"), nil, "Player %d has no such unit in reserve.", o.By)
	}
	if _, ok := r.reserveSpot(s, &s.Gone[i]); !ok {
		return engine.Refuse(rule("4.7"), nil, "%s cannot come on: the edge of your half is full.", s.Gone[i].Name)
	}
	return nil
}

// applyBringOn puts the reserve on the table edge.
func (r *Ruleset) applyBringOn(s *engine.State, o BringOn) []engine.Event {
	i := indexGone(s, o.Unit)
	q := s.Gone[i]
	from := q.Pose
	q.Pose, _ = r.reserveSpot(s, &q)
	q.SetCounter("off-table", 0)
	q.SetCounter("reserve", 0)
	q.SetCounter("arrived", playerTurn(s))
	s.Gone = slices.Delete(s.Gone, i, i+1)
	s.Pieces = append(s.Pieces, q)
	s.SortPieces()
	return []engine.Event{{Kind: engine.Moved, Piece: q.ID, Rule: rule("12"), From: from, To: q.Pose,
		Text: fmt.Sprintf("%s comes on from reserve.", q.Name)}}
}
