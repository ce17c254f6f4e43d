package kow

import (
	"fmt"
	"math"

	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// hindered is kow2 §4.7.6 ([REC] how to test): the area the footprint
// sweeps along the path (straight moves and pivots) and the aligned pose
// meet difficult terrain or an obstacle. Strider: never; Pathfinder: not
// by difficult terrain; Fly: only if the aligned pose ends on or touches
// it.
func (cx *chargeCtx) hindered(path chargePath) bool {
	p := cx.p
	if p.HasRule("Strider") {
		return false
	}
	fly, pathfinder := p.HasRule("Fly"), p.HasRule("Pathfinder")
	// Only terrain near the path matters: every pose is within half a
	// diagonal of the centre's path.
	reach := geom.BoxAround([]geom.Vec{path.start.Center}).Expand(math.Hypot(path.start.W, path.start.D) / 2)
	for _, q := range path.poses {
		reach = reach.Union(geom.BoxAround([]geom.Vec{q.Pos}).Expand(math.Hypot(path.start.W, path.start.D) / 2))
	}
	near := false
	for i := range cx.s.Table.Terrain {
		tr := &cx.s.Table.Terrain[i]
		if (tr.Kind == table.Difficult || tr.Kind == table.Forest || tr.Kind == table.Water || tr.Kind == table.Obstacle) && tr.Bounds().Overlaps(reach) {
			near = true
		}
	}
	if !near {
		return false
	}
	var areas []geom.Poly
	if !fly {
		cur := path.start
		for _, st := range path.steps {
			switch st.Kind {
			case move.Straight:
				d := cur.Forward().Scale(st.Dist)
				areas = append(areas, geom.SweepTranslate(cur.Poly(), d))
				cur.Center = cur.Center.Add(d)
			case move.Pivot:
				areas = append(areas, geom.SweepRotate(cur.Poly(), cur.Center, st.Angle, nil)...)
				cur = cur.Pivot(st.Angle)
			}
		}
	}
	final := path.final.Poly()
	areas = append(areas, final)
	for i := range cx.s.Table.Terrain {
		tr := &cx.s.Table.Terrain[i]
		switch tr.Kind {
		case table.Difficult, table.Forest, table.Water:
			if pathfinder {
				continue
			}
		case table.Obstacle:
		default:
			continue
		}
		for _, part := range tr.Parts {
			part = geom.ConvexHull(part)
			if len(part) < 3 {
				continue
			}
			if fly {
				if geom.Distance(final, part) <= geom.Eps {
					return true
				}
				continue
			}
			for _, a := range areas {
				if geom.Overlap(a, part) {
					return true
				}
			}
		}
	}
	return false
}

// facingWords is "in the front", "in the left flank"...
func facingWords(a geom.Arc) string { return fmt.Sprintf("in the %s", a) }
