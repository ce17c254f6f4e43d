package whfb8

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// patch is a terrain piece of a kind: a rectangle.
func patch(id int, name string, k table.Kind, at geom.Vec, w, d float64) table.Terrain {
	return table.Terrain{ID: id, Name: name, Kind: k, Parts: []geom.Poly{geom.Rect{Center: at, W: w, D: d}.Poly()}}
}

// whfb8 §11: "Cavalry, monstrous cavalry and chariots take a Dangerous
// Terrain test" in forests, over obstacles, and "on any terrain except
// open ground or hills"; marshland is "Dangerous terrain for every unit
// except Skirmishers. Cavalry, monstrous cavalry and chariots fail the
// test on a 1 or 2".
func TestDangerousTerrainByType(t *testing.T) {
	for _, c := range []struct {
		code   string
		rules  []string
		k      table.Kind
		test   bool
		failOn int
	}{
		{"Ca", nil, table.Forest, true, 1}, {"In", nil, table.Forest, false, 0}, {"Ch", nil, table.Water, true, 1},
		{"MC", nil, table.Obstacle, true, 1}, {"Ca", nil, table.Hill, false, 0},
		{"In", nil, table.Difficult, true, 1}, {"Ca", nil, table.Difficult, true, 2}, {"In", []string{"Skirmishers"}, table.Difficult, false, 0},
	} {
		test, failOn := dangerousFor(troop(t, c.code, nil, c.rules...), c.k)
		if test != c.test || failOn != c.failOn {
			t.Errorf("%s %v in %v: test %v failing on %d, want %v, %d", c.code, c.rules, c.k, test, failOn, c.test, c.failOn)
		}
	}
}

// whfb8 §11: "Roll 1D6 per model; on a 1 the model suffers one wound
// with no armour save. A chariot that fails suffers D6 wounds instead of
// 1."
func TestChariotDangerousTerrain(t *testing.T) {
	ch := troop(t, "Ch", map[string]int{"models": 1, "files": 1, "W": 4, "Sv": 4})
	s := duel(t, ch, piece(t, nil), 20*Inch, Movement)
	s.Dice = dice.NewFixed(1, []int{2, 3})
	ev := (&Ruleset{}).dangerousTerrainOn(s, &s.Pieces[0], "Mirewater", 2)
	for _, want := range []string{"Shooters passes through Mirewater: dangerous terrain, 1 roll of 1 or 2.",
		"Shooters is battered: 3 wounds.", "Shooters: 3 wounds with no armour save."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	if got := s.Pieces[0].Counter("wounded"); got != 3 {
		t.Errorf("chariot wounded %d, want 3 of its 4", got)
	}
}

// whfb8 §11 River: "units may not march through it; other movement is
// unaffected"; "a unit at least partly in a river cannot be steadfast
// (unless Stubborn) and gets no rank bonus".
func TestRivers(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 40*Inch, Movement)
	p := &s.Pieces[0]
	ahead := p.Pose.Pos.Add(geom.V(0, p.Footprint.D/2+3*Inch))
	s.Table.Terrain = []table.Terrain{patch(1, "Brook", table.Water, ahead, 400, 2*Inch)}
	r := &Ruleset{}
	steps := []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 7 * Inch}}
	if il := r.checkMove(s, NewMove(1, 1, March, steps)); il == nil || il.Rule != rule("11") {
		t.Errorf("a march across a river: %v, want refused by §11", il)
	}
	if il := r.checkMove(s, NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 4 * Inch}})); il != nil {
		t.Errorf("a normal move into a river: %v", il)
	}
	// in combat, standing in the river: no rank bonus, never steadfast
	d := engagedDuel(t, piece(t, nil), piece(t, map[string]int{"models": 5}))
	d.Table.Terrain = []table.Terrain{patch(1, "Brook", table.Water, d.Pieces[0].Pose.Pos, 400, 20)}
	u, e := &d.Pieces[0], &d.Pieces[1]
	if total, parts := sideResult(d, []*engine.Piece{u}, []*engine.Piece{e}, 0); total != 0 {
		t.Errorf("four ranks in a river: result %d (%v), want 0", total, parts)
	}
	if _, why, _ := testedLd(d, e, u, 3); why != "Ld 7 − 3" {
		t.Errorf("break test in a river: %q, want Ld 7 − 3 (not steadfast)", why)
	}
	d.Table.Terrain = nil
	if _, why, _ := testedLd(d, e, u, 3); why != "Steadfast, 4 ranks against 1: unmodified Ld" {
		t.Errorf("out of the river: %q", why)
	}
}

// whfb8 §11 Forest: "a unit with most of its models in the forest cannot
// be steadfast unless Stubborn. Skirmishers ... with most models in it
// are Stubborn."
func TestForestSteadfast(t *testing.T) {
	d := engagedDuel(t, piece(t, nil), piece(t, map[string]int{"models": 5}))
	d.Table.Terrain = []table.Terrain{patch(1, "Thornwood", table.Forest, d.Pieces[0].Pose.Pos, 400, 400)}
	u, e := &d.Pieces[0], &d.Pieces[1]
	if _, why, _ := testedLd(d, e, u, 2); why != "Ld 7 − 2" {
		t.Errorf("in a forest: %q, want Ld 7 − 2", why)
	}
	u.Rules = []string{"Skirmishers"}
	if _, why, _ := testedLd(d, e, u, 2); why != "Stubborn: unmodified Ld" {
		t.Errorf("skirmishers in a forest: %q, want Stubborn", why)
	}
}

// whfb8 §11 Obstacles: "Charging models in contact with the obstacle,
// and models supporting them, suffer −1 to hit ... in the charge round
// only"; §7.4: "still cannot make a 6 miss".
func TestChargingAcrossAnObstacle(t *testing.T) {
	s := engagedDuel(t, piece(t, nil), piece(t, nil))
	p, e := &s.Pieces[0], &s.Pieces[1]
	between := p.Pose.Pos.Add(geom.V(0, p.Footprint.D/2))
	s.Table.Terrain = []table.Terrain{patch(1, "Wall", table.Obstacle, between, 200, 5)}
	if a := blows(s, p, e); a.Hit != 4 {
		t.Errorf("not charging: %d+ to hit, want 4+", a.Hit)
	}
	p.SetCounter("charged", playerTurn(s))
	if a := blows(s, p, e); a.Hit != 5 {
		t.Errorf("charging over the wall: %d+ to hit, want 5+ (WS3 against WS3, −1)", a.Hit)
	}
	if a := blows(s, e, p); a.Hit != 4 {
		t.Errorf("the defender: %d+ to hit, want 4+", a.Hit)
	}
}

// whfb8 §6.3: "The penalty is applied model by model: only firing models
// whose LOS is actually obstructed suffer it." A hedge in front of two
// of a target's five files: the three shooting files with a clear line
// hit on 4+, the two behind the hedge on 5+; six shots at 1/2 × 1/2 and
// four at 1/3 × 1/2 to wound and fail no save: P(no wound) =
// (3/4)^6 × (5/6)^4.
func TestCoverModelByModel(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3, "models": 10})
	s := duel(t, a, piece(t, nil), 10*Inch, Shooting)
	p := &s.Pieces[0]
	// across the line of the two leftmost files only (local x < 0 is the left)
	left := p.Rect().World(geom.V(-p.Footprint.W/2+p.Formation.ModelW, p.Footprint.D/2+5*Inch))
	s.Table.Terrain = []table.Terrain{patch(1, "Hedge", table.Obstacle, left, 2*p.Formation.ModelW-2, 10)}
	od, err := (&Ruleset{}).Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := "10 shots, 4+ to hit, 4 of them 5+ (soft cover −1), 4+ to wound, no armour save"; od.Text != want {
		t.Errorf("%q, want %q", od.Text, want)
	}
	want := new(big.Rat).Mul(big.NewRat(729, 4096), big.NewRat(625, 1296))
	if od.Damage[0].P.Cmp(want) != 0 {
		t.Errorf("P(0) = %v, want %v", od.Damage[0].P, want)
	}
	s.Dice = dice.NewFixed(1, []int{4, 4, 4, 4, 4, 4, 5, 5, 4, 4})
	ev := do(t, &engine.Game{Rules: &Ruleset{}, State: s}, Shoot{By: 1, Unit: 1, Target: 2})
	for _, want := range []string{"To hit: 6 of 6 on 4+.", "To hit (soft cover −1): 2 of 4 on 5+."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
}

// whfb8 §11 Forest: "A flyer that starts or ends a flying move in it
// takes a test", even on a normal move.
func TestFlyerLandsInAForest(t *testing.T) {
	fl := troop(t, "MB", map[string]int{"models": 1, "files": 1}, "Fly")
	s := duel(t, fl, piece(t, nil), 40*Inch, Movement)
	p := &s.Pieces[0]
	ahead := p.Pose.Pos.Add(geom.V(0, 6*Inch))
	s.Table.Terrain = []table.Terrain{patch(1, "Thornwood", table.Forest, ahead, 200, 200)}
	s.Dice = dice.NewFixed(1, []int{1})
	ev := do(t, &engine.Game{Rules: &Ruleset{}, State: s}, NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 6 * Inch}}))
	if !hasText(ev, "Shooters passes through Thornwood: dangerous terrain, 1 roll of 1.") {
		t.Errorf("%v", texts(ev))
	}
}
