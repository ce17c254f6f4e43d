package ai

import (
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// candidate is one order the planner weighs, with what to call it in the
// battle log.
type candidate struct {
	piece engine.PieceID // 0 for a Decision's option
	what  string         // "Advance 5\"", "Charge → Ironclad"
	order engine.Order
	aimed bool // aimed at a target: after it, the rest of the plan is weighed again
}

// candidates are the orders worth weighing for one piece: every order
// given at once, every legal target of every aimed order, and for every
// move a handful of moves towards what matters (the nearest enemies and
// markers), as the ruleset's preview clamps them.
func candidates(rs engine.Ruleset, s *engine.State, me engine.PlayerID, id engine.PieceID, l Level) []candidate {
	var out []candidate
	for _, opt := range rs.Orders(s, id) {
		switch opt.Pick {
		case engine.PickNow:
			if opt.Order != nil {
				out = append(out, candidate{id, opt.Label, opt.Order, false})
			}
		case engine.PickTarget:
			for _, t := range rs.Targets(s, id, opt, nil) {
				if t.Legal && t.Order != nil {
					out = append(out, candidate{id, opt.Label + " → " + pieceName(s, t.Piece), t.Order, true})
				}
			}
		case engine.PickMove:
			for _, o := range moves(rs, s, me, id, opt, l) {
				out = append(out, candidate{id, opt.Label, o, false})
			}
		}
	}
	return out
}

// pieceName is a piece's name, or "?" when it is not on the table.
func pieceName(s *engine.State, id engine.PieceID) string {
	if p := s.Piece(id); p != nil {
		return p.Name
	}
	return "?"
}

// aims are the points a piece's moves head for: the nearest enemies and
// the nearest markers not its side's, nearest first, at most n of each,
// and the nearest marker its side holds (to hold it with more).
func aims(s *engine.State, p *engine.Piece, n int) []geom.Vec {
	type aim struct {
		at geom.Vec
		d  float64
	}
	var enemies, marks, ours []aim
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner && e.Owner != 0 {
			enemies = append(enemies, aim{e.Pose.Pos, e.Pose.Pos.Dist(p.Pose.Pos)})
		}
	}
	for _, m := range s.Markers {
		a := aim{m.Pose.Pos, m.Pose.Pos.Dist(p.Pose.Pos)}
		if m.Owner != p.Owner {
			marks = append(marks, a)
		} else {
			ours = append(ours, a)
		}
	}
	byDist := func(a, b aim) int {
		if a.d != b.d {
			if a.d < b.d {
				return -1
			}
			return 1
		}
		if a.at.X != b.at.X {
			if a.at.X < b.at.X {
				return -1
			}
			return 1
		}
		if a.at.Y < b.at.Y {
			return -1
		}
		return 1
	}
	slices.SortFunc(enemies, byDist)
	slices.SortFunc(marks, byDist)
	slices.SortFunc(ours, byDist)
	var out []geom.Vec
	for i := 0; i < n && i < len(enemies); i++ {
		out = append(out, enemies[i].at)
	}
	for i := 0; i < n && i < len(marks); i++ {
		out = append(out, marks[i].at)
	}
	if len(ours) > 0 {
		out = append(out, ours[0].at)
	}
	return out
}

// wayRound is where the ground way (Ground) from p to the nearest enemy
// or marker not its side's is after dist, when that way goes round
// something (it is over a tenth longer than the straight one); p's own
// position when it does not.
func wayRound(rs engine.Ruleset, s *engine.State, p *engine.Piece, dist float64) geom.Vec {
	var to []geom.Vec
	for i := range s.Pieces {
		if e := &s.Pieces[i]; e.Owner != p.Owner && e.Owner != 0 {
			to = append(to, e.Pose.Pos)
		}
	}
	for _, m := range s.Markers {
		if m.Owner != p.Owner {
			to = append(to, m.Pose.Pos)
		}
	}
	if len(to) == 0 {
		return p.Pose.Pos
	}
	straight := math.Inf(1)
	for _, t := range to {
		straight = min(straight, t.Dist(p.Pose.Pos))
	}
	g := GroundTo(rs, s, to)
	if g.At(p.Pose.Pos) <= 1.1*straight+groundCell { // the straight way is open: the aims cover it
		return p.Pose.Pos
	}
	return g.Toward(p.Pose.Pos, dist)
}

// turnTo is the pivot that faces a piece at pose towards at, within limit
// (0: any).
func turnTo(pose geom.Pose, at geom.Vec, limit float64) float64 {
	to := at.Sub(pose.Pos)
	a := geom.NormAngle(math.Atan2(to.X, to.Y) - pose.Heading)
	if limit > 0 {
		a = max(-limit, min(limit, a))
	}
	return a
}

// moves are the moves of a PickMove option worth weighing: standing
// still; straight moves of the whole budget in each direction allowed,
// and forward of the other lengths the level tries; for each aim (and the
// way round what stands between, wayRound), a pivot towards it, alone
// and followed by a move forward of each length; for a
// free path, legs towards each aim; for a deployment, DeployOrders. Each is clamped by the
// ruleset's preview; moves ending in the same pose are weighed once.
func moves(rs engine.Ruleset, s *engine.State, me engine.PlayerID, id engine.PieceID, opt engine.OrderOption, l Level) []engine.Order {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	c := opt.Move
	if c.FreePath && c.Budget == 0 { // placed anywhere its zone allows: a deployment
		return DeployOrders(rs, s, me, id, opt, 2+3*l.Aims)
	}
	var tries [][]move.Step
	if c.Budget == 0 && c.Pivots == 0 && !c.FreePath {
		tries = append(tries, nil)
	}
	fracs := []float64{1, 0.5, 0.75, 0.25}[:max(1, min(4, l.Lengths))]
	for _, dir := range c.Dirs() {
		for i, f := range fracs {
			if c.Budget > 0 && (i == 0 || dir.Y > 0) { // half moves only forward
				tries = append(tries, []move.Step{{Kind: move.Straight, Dir: dir, Dist: c.Budget * f}})
			}
		}
	}
	ats := aims(s, p, l.Aims)
	if c.Budget > 0 && !c.FreePath { // and the way round what closes the straight one
		if w := wayRound(rs, s, p, c.Budget); w.Dist(p.Pose.Pos) > 1 {
			ats = append(ats, w)
		}
	}
	for _, at := range ats {
		a := turnTo(p.Pose, at, c.PivotLimit)
		if c.Pivots > 0 {
			tries = append(tries, []move.Step{{Kind: move.Pivot, Angle: a}})
			if c.Forward && c.Budget > 0 {
				for _, f := range fracs {
					tries = append(tries, []move.Step{{Kind: move.Pivot, Angle: a}, {Kind: move.Straight, Dir: geom.V(0, 1), Dist: c.Budget * f}})
				}
			}
		}
		if c.FreePath && c.Budget > 0 {
			to := at.Sub(p.Pose.Pos)
			if d := to.Len(); d > 0 {
				leg := p.Pose.Pos.Add(to.Scale(min(c.Budget, d) / d))
				tries = append(tries, []move.Step{{Kind: move.Path, To: leg}})
			}
		}
	}
	var out []engine.Order
	var ends []geom.Pose
	for _, steps := range tries {
		o, end := clampedMoveTo(rs, s, me, id, opt.Kind, steps)
		if o == nil {
			continue
		}
		if slices.ContainsFunc(ends, func(e geom.Pose) bool {
			return e.Pos.Dist(end.Pos) < 1 && math.Abs(geom.NormAngle(e.Heading-end.Heading)) < 0.01
		}) {
			continue
		}
		ends = append(ends, end)
		out = append(out, o)
	}
	return out
}

// DeployOrders are the placements worth weighing for a piece a
// PickMove option may put anywhere (a free path with no budget: a
// deployment): across its player's zones, n spots to a row, rows from
// the zone's edge nearest the table's centre to its back, each facing the
// centre (north, south, east or west), as the ruleset accepts them (the
// Decision's Area instead of the zones when it names one),
// nearest the zone's front first; when none is free, 48 to a row.
func DeployOrders(rs engine.Ruleset, s *engine.State, me engine.PlayerID, id engine.PieceID, opt engine.OrderOption, n int) []engine.Order {
	p := s.Piece(id)
	if p == nil || n < 1 {
		return nil
	}
	if out := deploySpots(rs, s, me, p, opt, n); len(out) > 0 || n >= 48 {
		return out
	}
	return deploySpots(rs, s, me, p, opt, 48) // a crowded zone: look closer
}

// deploySpots are DeployOrders with n spots to a row.
func deploySpots(rs engine.Ruleset, s *engine.State, me engine.PlayerID, p *engine.Piece, opt engine.OrderOption, n int) []engine.Order {
	id := p.ID
	centre := s.Table.Center()
	var out []engine.Order
	var areas []geom.Poly
	if d := rs.Decision(s); d.Kind == engine.Deploy && d.Area != nil { // narrower than the zone now
		areas = append(areas, d.Area)
	}
	for _, z := range s.Table.Zones {
		if engine.PlayerID(z.Player) == me && len(areas) == 0 {
			areas = append(areas, z.Area)
		}
	}
	for _, area := range areas {
		b := area.Bounds()
		zc := geom.V((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
		to := centre.Sub(zc)
		heading := math.Round(math.Atan2(to.X, to.Y)/(math.Pi/2)) * (math.Pi / 2)
		fwd := geom.Forward(heading)
		right := geom.V(fwd.Y, -fwd.X)
		// The zone's extent along the facing and across it.
		var lo, hi, left, rgt float64 = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, c := range []geom.Vec{b.Min, b.Max, geom.V(b.Min.X, b.Max.Y), geom.V(b.Max.X, b.Min.Y)} {
			d := c.Sub(zc)
			lo, hi = min(lo, d.Dot(fwd)), max(hi, d.Dot(fwd))
			left, rgt = min(left, d.Dot(right)), max(rgt, d.Dot(right))
		}
		half := p.Footprint.D/2 + 1
		side := p.Footprint.W/2 + 1
		for depth := hi - half; depth >= lo+half-1e-9; depth -= 2 * half {
			for k := range n {
				across := left + side
				if n > 1 {
					across += (rgt - left - 2*side) * float64(k) / float64(n-1)
				}
				at := zc.Add(fwd.Scale(depth)).Add(right.Scale(across))
				steps := []move.Step{{Kind: move.Path, To: at}, {Kind: move.Pivot, Angle: geom.NormAngle(heading - p.Pose.Heading)}}
				o, err := rs.MoveOrder(me, id, opt.Kind, steps)
				if err != nil {
					continue
				}
				if _, err := rs.PreviewMove(s, o); err == nil && rs.Check(s, o) == nil {
					out = append(out, o)
				}
			}
		}
	}
	return out
}
