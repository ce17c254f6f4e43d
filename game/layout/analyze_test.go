package layout_test

import (
	"math"
	"testing"
	"testing/fstest"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/rules"
	_ "warbench/game/rules/all"
	"warbench/game/scenario"
	"warbench/game/table"
	"warbench/scenarios"
)

const in = geom.MMPerInch

func ruleset(t testing.TB) engine.Ruleset {
	t.Helper()
	rs, err := rules.Lookup("kow2")
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// load reads a layout given as YAML, in inches.
func load(t testing.TB, src string) table.Table {
	t.Helper()
	tb, _, err := scenario.LoadLayout(fstest.MapFS{"t.yaml": {Data: []byte(src)}}, "t.yaml", ruleset(t))
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func analyze(t testing.TB, tb table.Table) *layout.Analysis {
	t.Helper()
	a, err := layout.Analyze(&tb, ruleset(t), layout.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9 }

const zones = `deployment:
  - {player: 1, rect: {at: [36, 6], size: [72, 12]}}
  - {player: 2, rect: {at: [36, 42], size: [72, 12]}}
`

// An empty table: every observer sees every cell; both sides see all the
// table and all the enemy zone, have no shelter, and are equal; every
// corridor is open; there is no gap.
func TestEmptyTable(t *testing.T) {
	a := analyze(t, load(t, "name: Empty\ntable: {width: 72, depth: 48}\n"+zones))
	if a.Cols != 144 || a.Rows != 96 || !near(a.Res, 0.5*in) {
		t.Fatalf("grid %dx%d of %g mm", a.Cols, a.Rows, a.Res)
	}
	for _, s := range a.Sides {
		// 72" x 12" zones at 2" spacing: 36 x 6 observers.
		if s.Observers != 36*6 || s.Seen != 1 || s.EnemyZoneSeen != 1 || s.Shelter != 0 || s.Clear != 1 {
			t.Errorf("side %d: %d observers, seen %g, enemy zone %g, shelter %g, clear %g", s.Player, s.Observers, s.Seen, s.EnemyZoneSeen, s.Shelter, s.Clear)
		}
	}
	if a.Fairness != 1 {
		t.Errorf("fairness %g, want 1", a.Fairness)
	}
	for _, l := range a.Lanes {
		if l.Share != 1 || l.Lanes != 1 || l.Widest < 71.5*in {
			t.Errorf("lane %+v, want all open", l)
		}
	}
	if len(a.Gaps) != 0 {
		t.Errorf("gaps %+v, want none", a.Gaps)
	}
}

// A building 1" thick and 3 high right across the middle (y 23.5-24.5):
// kow2 §3.2: "An element in the way blocks the line iff h(element) ≥
// h(observer) and h(element) ≥ h(target)": height-1 infantry sees over
// nothing of it. Each side sees the 47 rows of cells south (north) of the
// wall and none beyond, from every observer: 47/96 of the table, none of
// the enemy zone; all of its own half (48 rows, two of them under the
// wall) is hidden from the enemy. No lane is open to a charge (kow2 §9:
// impassable), nor to fire, but for monsters: "if the observer or the
// target is taller than the element, the element does not block", and a
// monster is height 4 (kow2 §2.1).
func TestWallAcrossTheMiddle(t *testing.T) {
	a := analyze(t, load(t, `name: Wall
table: {width: 72, depth: 48}
terrain:
  - {name: Wall, kind: building, height: 3, rect: {at: [36, 24], size: [72, 1]}}
`+zones))
	for _, s := range a.Sides {
		if !near(s.Seen, 47.0/96) || s.EnemyZoneSeen != 0 || s.Shelter != 1 || !near(s.Clear, 47.0/96) {
			t.Errorf("side %d: seen %g, enemy zone %g, shelter %g, clear %g; want 47/96, 0, 1, 47/96",
				s.Player, s.Seen, s.EnemyZoneSeen, s.Shelter, s.Clear)
		}
	}
	if a.Fairness != 1 {
		t.Errorf("fairness %g, want 1", a.Fairness)
	}
	for _, l := range a.Lanes {
		monsterSees := l.Fire && l.Probe == "Monster"
		if open := l.Share != 0 || l.Lanes != 0; open != monsterSees {
			t.Errorf("lane %+v: open %v, want %v", l, open, monsterSees)
		}
	}
	if len(a.Gaps) != 0 {
		t.Errorf("gaps %+v, want none (the wall touches both edges)", a.Gaps)
	}
}

// The same wall 6" short of each edge (x 6-66) leaves two 6" gaps.
// kow2 §2.3: a regiment or troop of infantry is 100 mm wide (3.94"), a
// horde 200 mm (7.87"), a monster or war engine 50 mm; §9: the building
// and the edge are closed at every pace, so a formation passes a 6" gap at
// the double (§4.6) when it is no wider, and never otherwise.
// The regiment's charge corridors, slid 0.5" at a time across 72", are
// open for x from 0 to 2.063" (5 positions) and from 66" (5 positions):
// 10 of 137, in 2 lanes, the widest 3.937" + 4 x 0.5".
func TestWallWithGaps(t *testing.T) {
	a := analyze(t, load(t, `name: Short wall
table: {width: 72, depth: 48}
terrain:
  - {name: Wall, kind: building, height: 3, rect: {at: [36, 24], size: [60, 1]}}
`+zones))
	if len(a.Gaps) != 2 {
		t.Fatalf("gaps %+v, want 2", a.Gaps)
	}
	want := map[string]string{"Infantry regiment": "At the Double", "Infantry troop": "At the Double",
		"Infantry horde": "", "Monster": "At the Double", "War Engine": "At the Double"}
	for _, g := range a.Gaps {
		if !near(g.Width, 6*in) || g.Between[0] != "Wall" || g.Between[1] != layout.EdgeName {
			t.Errorf("gap %+v, want 6\" between the wall and the edge", g)
		}
		for _, p := range g.Pass {
			if w, ok := want[p.Probe]; !ok || p.Pace != w {
				t.Errorf("%s passes at %q, want %q", p.Probe, p.Pace, w)
			}
		}
	}
	for _, l := range a.Lanes {
		if l.Probe != "Infantry regiment" || l.Fire {
			continue
		}
		if !near(l.Share, 10.0/137) || l.Lanes != 2 || !near(l.Widest, 100+4*0.5*in) {
			t.Errorf("regiment lane at %s: %+v, want 10/137 in 2 lanes, %g mm wide", l.Pace, l, 100+2*in)
		}
	}
}

// A layout mirrored through the centre of the table, zones and all,
// scores as perfectly fair: every measure is the same for both sides.
func TestMirroredLayoutIsFair(t *testing.T) {
	rs := ruleset(t)
	tb, _, err := scenario.LoadLayout(scenarios.FS, "tanglewold.layout.yaml", rs)
	if err != nil {
		t.Fatal(err)
	}
	a := analyze(t, tb)
	if a.Fairness != 1 {
		t.Errorf("fairness %g, want 1: %+v", a.Fairness, a.Terms)
	}
	if a.Sides[0].Seen == 1 || a.Sides[0].Clear == 1 {
		t.Errorf("the dense layout hides nothing: %+v", a.Sides[0])
	}
	// Harrow Ford is not mirrored, and not perfectly fair.
	hf, _, _ := scenario.LoadLayout(scenarios.FS, "harrow-ford.layout.yaml", rs)
	if f := analyze(t, hf).Fairness; f >= 1 || f <= 0 {
		t.Errorf("Harrow Ford's fairness %g, want between 0 and 1", f)
	}
}
