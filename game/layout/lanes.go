package layout

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Lane is how open the table is, straight from one deployment zone to
// the other, to one formation: a corridor as wide as its frontage, from
// the near edge of one zone to the near edge of the other, slid across
// the table a cell at a time. A corridor is open to a charge at a pace
// when no terrain closed to the formation at that pace meets it, and open
// to fire when no terrain that blocks sight between the formation at its
// two ends meets it.
type Lane struct {
	Probe string
	Fire  bool   // a lane of fire; otherwise of charge, at Pace
	Pace  string // the pace, for a lane of charge
	// Share is the share of the corridor's positions that are open.
	Share float64
	// Lanes is the number of separate open runs of positions, and Widest
	// the width of the widest (mm, the frontage included).
	Lanes  int
	Widest float64
}

// lanes measures every formation's lanes of fire and of charge.
func lanes(t *table.Table, tr engine.TerrainRules, probes []engine.Probe, zones [2]geom.Poly, res float64) []Lane {
	c0, c1 := zones[0].Centroid(), zones[1].Centroid()
	u := c1.Sub(c0).Norm()
	v := u.Perp()
	s0, s1 := math.Inf(-1), math.Inf(1)
	for _, p := range zones[0] {
		s0 = max(s0, p.Sub(c0).Dot(u))
	}
	for _, p := range zones[1] {
		s1 = min(s1, p.Sub(c0).Dot(u))
	}
	if !(s1 > s0) {
		return nil
	}
	vmin, vmax := math.Inf(1), math.Inf(-1)
	for _, p := range t.Edge() {
		d := p.Sub(c0).Dot(v)
		vmin, vmax = min(vmin, d), max(vmax, d)
	}
	heading := math.Atan2(u.X, u.Y)
	paces := tr.Paces()
	bounds := t.Bounds().Expand(geom.Eps)
	var out []Lane
	for _, f := range probes {
		n := int(math.Floor((vmax-vmin-f.W)/res+1e-9)) + 1
		if n <= 0 {
			continue
		}
		corridor := func(k int) geom.Rect {
			o := vmin + f.W/2 + float64(k)*res
			return geom.Rect{Center: c0.Add(u.Scale((s0 + s1) / 2)).Add(v.Scale(o)), Heading: heading, W: f.W, D: s1 - s0}
		}
		lane := func(open func(geom.Rect, geom.Poly) bool) (share float64, runs int, widest float64) {
			count, run := 0, 0
			for k := range n {
				r := corridor(k)
				p := r.Poly()
				ok := true
				for _, q := range p {
					if !bounds.Contains(q) {
						ok = false
						break
					}
				}
				if ok && open(r, p) {
					count++
					if run++; run == 1 {
						runs++
					}
					widest = max(widest, f.W+float64(run-1)*res)
				} else {
					run = 0
				}
			}
			return float64(count) / float64(n), runs, widest
		}
		meets := func(p geom.Poly, closed func(tr *table.Terrain) bool) bool {
			for i := range t.Terrain {
				x := &t.Terrain[i]
				if x.Overlaps(p) && closed(x) {
					return true
				}
			}
			return false
		}
		fire := Lane{Probe: f.Name, Fire: true}
		fire.Share, fire.Lanes, fire.Widest = lane(func(r geom.Rect, p geom.Poly) bool {
			a := tr.Stance(t, geom.Rect{Center: r.Center.Sub(u.Scale(r.D/2 + f.D/2)), Heading: heading, W: f.W, D: f.D}, f.Height)
			b := tr.Stance(t, geom.Rect{Center: r.Center.Add(u.Scale(r.D/2 + f.D/2)), Heading: heading, W: f.W, D: f.D}, f.Height)
			return !meets(p, func(x *table.Terrain) bool { return tr.BlocksSight(x, a, b) })
		})
		out = append(out, fire)
		for pi, pace := range paces {
			l := Lane{Probe: f.Name, Pace: pace}
			l.Share, l.Lanes, l.Widest = lane(func(_ geom.Rect, p geom.Poly) bool {
				return !meets(p, func(x *table.Terrain) bool { return tr.Stops(x, f, pi) })
			})
			out = append(out, l)
		}
	}
	return out
}
