package layout

import (
	"errors"
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/table"
)

// Goal is what a search of layouts looks for; with nothing asked, a fair
// layout.
type Goal struct {
	// Fair asks for the fairness score nearest 1.
	Fair bool
	// Blocked, when BlockedSet, asks for this share of the sight lines
	// from the zones to the table to be blocked (1 - the sides' mean
	// Clear).
	Blocked    float64
	BlockedSet bool
	// Lanes asks for at least this many separate lanes of charge the
	// widest formation can use at its slowest pace (0: not asked).
	Lanes int
}

// Blocked is the share of sight lines the terrain blocks, both sides
// together.
func (a *Analysis) Blocked() float64 { return 1 - (a.Sides[0].Clear+a.Sides[1].Clear)/2 }

// WidestLanes is the lanes of charge open to the widest formation at its
// slowest pace.
func (a *Analysis) WidestLanes() int {
	best, lanes := -1.0, 0
	if len(a.Paces) == 0 {
		return 0
	}
	for _, l := range a.Lanes {
		if l.Fire || l.Pace != a.Paces[len(a.Paces)-1] {
			continue
		}
		if w := a.probeWidth(l.Probe); w > best {
			best, lanes = w, l.Lanes
		}
	}
	return lanes
}

// probeWidth is a formation's frontage, found in Analysis.Probes.
func (a *Analysis) probeWidth(name string) float64 {
	for _, p := range a.Probes {
		if p.Name == name {
			return p.W
		}
	}
	return 0
}

// Score is how near an analysis comes to the goal: 1 when it meets every
// part, less by the mean of the parts' shortfalls (each 0 to 1).
func (goal Goal) Score(a *Analysis) float64 {
	var miss []float64
	if goal.Fair || (!goal.BlockedSet && goal.Lanes == 0) {
		miss = append(miss, 1-a.Fairness)
	}
	if goal.BlockedSet {
		miss = append(miss, math.Min(1, math.Abs(a.Blocked()-goal.Blocked)))
	}
	if goal.Lanes > 0 {
		miss = append(miss, math.Max(0, float64(goal.Lanes-a.WidestLanes()))/float64(goal.Lanes))
	}
	sum := 0.0
	for _, m := range miss {
		sum += m
	}
	return 1 - sum/float64(len(miss))
}

// Found is the best layout of a search.
type Found struct {
	Table    table.Table
	Analysis *Analysis
	Seed     uint64 // Generate with this seed makes Table again
	Score    float64
	Tried    int // candidates generated (some seeds find no room)
}

// Search generates n candidates, with the seeds c.Seed, c.Seed+1, ...,
// analyses each and keeps the one that scores best toward goal (the
// first of equals): the same constraints, goal and n find the same layout.
func Search(c Constraints, goal Goal, n int, rs engine.Ruleset, opt Options) (Found, error) {
	if n < 1 || n > 10000 {
		return Found{}, fmt.Errorf("layout: want 1 to 10000 candidates, got %d", n)
	}
	best := Found{Score: math.Inf(-1)}
	var lastErr error
	for i := range n {
		ci := c
		ci.Seed = c.Seed + uint64(i)
		t, err := Generate(ci, rs)
		if err != nil {
			lastErr = err
			continue
		}
		a, err := Analyze(&t, rs, opt)
		if err != nil {
			return Found{}, err
		}
		best.Tried++
		if s := goal.Score(a); s > best.Score {
			best.Table, best.Analysis, best.Seed, best.Score = t, a, ci.Seed, s
		}
	}
	if best.Analysis == nil {
		return Found{}, errors.Join(errors.New("layout: no candidate could be placed"), lastErr)
	}
	return best, nil
}
