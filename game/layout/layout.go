// Package layout judges and makes terrain layouts under a rule system's
// own rules: what each deployment zone sees (a heatmap), how much of the
// table each side sees, the open lanes of fire and of charge, the gaps
// between pieces and the formations that pass them at each pace, and a
// fairness score that compares the two sides; and it generates layouts
// from constraints, seeded, and searches them toward a goal.
//
// It knows no rulebook: sight, heights, paces and formations come from
// the ruleset's engine.TerrainRules, the code its games play with. The
// geometry is this package's: sight lines against convex parts
// (shadow.go, checked against geom.SegCrossesPoly), corridors and gaps.
package layout

import (
	"errors"
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Options tune an analysis. Zero values take the defaults.
type Options struct {
	// Res is the side of a heatmap cell in mm (default: half the
	// ruleset's unit, 0.5" or 0.5 cm).
	Res float64
	// Spacing is the distance between the observers sampled in a
	// deployment zone, mm (default: four cells).
	Spacing float64
	// MaxGap is the widest gap reported, mm (default: one and a half
	// times the widest formation's frontage).
	MaxGap float64
}

// Analysis is what a layout gives each side, and how it plays.
type Analysis struct {
	Cols, Rows int            // the heatmap's cells, west to east and south to north
	Res        float64        // a cell's side, mm
	Reference  engine.Probe   // the observer of the heatmaps (Probes[0])
	Probes     []engine.Probe // the ruleset's formations
	Paces      []string
	Sides      [2]Side
	// Fairness is 1 when both sides get the same on every measure of
	// Terms, less as they differ (the mean of the terms).
	Fairness float64
	Terms    []Term
	Lanes    []Lane
	Gaps     []Gap
}

// Side is what one player's deployment zone gives.
type Side struct {
	Player    int
	Zone      geom.Poly
	Observers int // observers sampled in the zone
	// Seen is the share of the table's cells some observer in the zone
	// sees.
	Seen float64
	// EnemyZoneSeen is the share of the enemy's zone it sees.
	EnemyZoneSeen float64
	// Shelter is the share of its own half of the table (the cells nearer
	// its zone) that no observer in the enemy's zone sees.
	Shelter float64
	// Clear is the mean share of the zone's observers that see a cell:
	// 1 - Clear is the share of sight lines the terrain blocks.
	Clear float64
	// Heat is, per cell (row by row from the south-west corner), how many
	// of the zone's observers see it.
	Heat []uint16
}

// Term is one measure both sides are compared on.
type Term struct {
	Name  string
	Sides [2]float64
	Score float64 // 1 - |a - b| / max(a, b); 1 when both are 0
}

// Analyze judges table t under ruleset rs, which must give
// engine.TerrainRules. The zones are the table's, or the ruleset's default
// ones (engine.Setup) for a player the table gives none.
func Analyze(t *table.Table, rs engine.Ruleset, opt Options) (*Analysis, error) {
	tr, ok := rs.(engine.TerrainRules)
	if !ok {
		return nil, fmt.Errorf("layout: the ruleset %s gives no terrain rules to judge a layout with", rs.ID())
	}
	probes := tr.Probes()
	if len(probes) == 0 {
		return nil, errors.New("layout: the ruleset names no formation to judge a layout with")
	}
	if opt.Res <= 0 {
		opt.Res = rs.Measure().MM / 2
	}
	if opt.Spacing <= 0 {
		opt.Spacing = 4 * opt.Res
	}
	if opt.MaxGap <= 0 {
		for _, p := range probes {
			opt.MaxGap = max(opt.MaxGap, 1.5*p.W)
		}
	}
	zones, err := sideZones(t, rs)
	if err != nil {
		return nil, err
	}
	a := &Analysis{Reference: probes[0], Probes: probes, Paces: tr.Paces()}
	a.sight(t, tr, zones, opt)
	a.fairness()
	a.Lanes = lanes(t, tr, probes, zones, opt.Res)
	a.Gaps = gaps(t, tr, probes, opt.MaxGap)
	return a, nil
}

// sideZones returns player 1's and player 2's zones.
func sideZones(t *table.Table, rs engine.Ruleset) ([2]geom.Poly, error) {
	var z [2]geom.Poly
	fill := func(zs []table.Zone) {
		for _, zn := range zs {
			if (zn.Player == 1 || zn.Player == 2) && z[zn.Player-1] == nil {
				z[zn.Player-1] = ccw(zn.Area)
			}
		}
	}
	fill(t.Zones)
	if su, ok := rs.(engine.Setup); ok && (z[0] == nil || z[1] == nil) {
		fill(su.DefaultZones(*t))
	}
	if z[0] == nil || z[1] == nil {
		return z, errors.New("layout: the table needs a deployment zone for each player, and the ruleset gives none")
	}
	return z, nil
}

// ccw returns p counter-clockwise.
func ccw(p geom.Poly) geom.Poly {
	if p.Area() >= 0 {
		return p
	}
	q := make(geom.Poly, len(p))
	for i, v := range p {
		q[len(p)-1-i] = v
	}
	return q
}
