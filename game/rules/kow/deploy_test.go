package kow_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// deployGame is a game the players deploy, on a 72" x 48" table with the
// default zones (the strips more than 12" from the centre line), started
// with the given dice first.
func deployGame(t *testing.T, faces []int, pieces ...engine.Piece) (*engine.Game, []engine.Event) {
	t.Helper()
	s := gametest.Table(72, 48, pieces...).State
	r := kow.New(kow.KoW2)
	s.Table.Zones = r.DefaultZones(s.Table)
	s.Deployment = kow.PlayersDeploy
	s.Dice = dice.NewFixed(1, faces)
	g := &engine.Game{Rules: r, State: s}
	return g, g.Start()
}

func at(x, y, deg float64) geom.Pose {
	return geom.Pose{Pos: geom.V(x*in, y*in), Heading: geom.Deg(deg)}
}

func deploy(t *testing.T, g *engine.Game, id engine.PieceID, pose geom.Pose) []engine.Event {
	t.Helper()
	p := g.State.Piece(id)
	ev, err := g.Do(kow.DeployAt(p.Owner, p, pose))
	if err != nil {
		t.Fatalf("deploying %s: %v", p.Name, err)
	}
	return ev
}

func undeployedCount(s *engine.State) int {
	n := 0
	for i := range s.Pieces {
		if kow.Undeployed(&s.Pieces[i]) {
			n++
		}
	}
	return n
}

// kow2 §11.4: roll off, the winner deploys one unit, then the players
// alternate one unit at a time; when one side has none left the other
// deploys the rest. Then, with no Vanguard units, the roll-off for the
// first turn (§11.5) and turn 1.
func TestDeploymentAlternates(t *testing.T) {
	g, ev := deployGame(t, []int{2, 5, 6, 1},
		gametest.KoW(1, 1, "A1", "Inf", "regiment", 10, 6, 0),
		gametest.KoW(2, 1, "A2", "Inf", "regiment", 20, 6, 0),
		gametest.KoW(3, 1, "A3", "Inf", "regiment", 30, 6, 0),
		gametest.KoW(4, 2, "B1", "Inf", "regiment", 30, 42, 180))
	s := g.State
	if s.Phase != kow.DeployPhase || s.Turn != 0 || s.Active != 2 || undeployedCount(s) != 4 {
		t.Fatalf("after Start: phase %q turn %d active %d, %d undeployed", s.Phase, s.Turn, s.Active, undeployedCount(s))
	}
	if !strings.Contains(ev[0].Text, "player 1 rolls 2, player 2 rolls 5") || ev[0].Rule != "kow2/11.4" {
		t.Errorf("roll-off event %+v", ev[0])
	}
	d := g.Decision()
	if d.Kind != engine.Deploy || d.Player != 2 || len(d.Pieces) != 1 || len(d.Waiting) != 4 ||
		!strings.HasPrefix(d.Prompt, "Player 2 (North) deploys a unit: 1 of 1 left") {
		t.Fatalf("decision %+v", d)
	}
	// Anything but a deployment is refused, End phase included.
	if _, err := g.Do(engine.EndPhase{By: 2}); err == nil {
		t.Fatal("the deployment was ended with units left")
	}
	ev = deploy(t, g, 4, at(36, 40, 180))
	if ev[0].Kind != engine.Moved || ev[0].Rule != "kow2/11.4" || ev[0].Text != "Player 2 deploys B1 (0 left to deploy)." {
		t.Errorf("deploy event %+v", ev[0])
	}
	for _, id := range []engine.PieceID{1, 2, 3} {
		if s.Active != 1 {
			t.Fatalf("player %d deploys, want player 1 (player 2 has none left)", s.Active)
		}
		if id == 2 {
			if d := g.Decision(); !strings.HasPrefix(d.Prompt, "Player 1 (South) deploys a unit: 2 of 3 left") {
				t.Errorf("prompt %q", d.Prompt)
			}
		}
		ev = deploy(t, g, id, at(float64(id)*15, 8, 0))
	}
	if s.Turn != 1 || s.Phase != kow.Movement || s.First != 1 || s.Active != 1 || undeployedCount(s) != 0 {
		t.Fatalf("after the last unit: turn %d %s first %d active %d", s.Turn, s.Phase, s.First, s.Active)
	}
	var roll bool
	for _, e := range ev {
		roll = roll || (e.Rule == "kow2/11.5" && strings.Contains(e.Text, "player 1 rolls 6, player 2 rolls 1"))
	}
	if !roll {
		t.Errorf("no first-turn roll-off after the last unit: %+v", ev)
	}
	if got := s.Piece(2).Pose; got.Pos.Dist(geom.V(30*in, 8*in)) > 1e-9 || got.Heading != 0 {
		t.Errorf("A2 stands at %v", got)
	}
}

// kow2 §11.4, §14-A25: wholly inside the player's own zone, more than 12"
// from the centre line, on nothing deployed; a unit still waiting blocks
// nothing. Each refusal draws what it is about.
func TestDeploymentRefusals(t *testing.T) {
	g, _ := deployGame(t, []int{5, 2},
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 10, 6, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 30, 6, 0),
		gametest.KoW(3, 2, "Brutes", "Inf", "regiment", 30, 42, 180))
	s := g.State
	var il *engine.Illegal
	// 100 x 80 mm: at y = 11" its front edge is 1.57" past the zone's 12".
	_, err := g.Do(kow.DeployAt(1, s.Piece(1), at(20, 11, 0)))
	if !errors.As(err, &il) || il.Rule != "kow2/11.4" || il.Reason != "Spears must be deployed wholly inside player 1's deployment zone." ||
		len(il.Marks) != 1 {
		t.Fatalf("outside the zone: %v %+v", err, il)
	}
	want := s.Piece(1).Rect().WithPose(at(20, 11, 0)).Poly()
	for i, c := range il.Marks[0].Poly {
		if c.Dist(want[i]) > 1e-9 {
			t.Errorf("the footprint drawn %v, want %v", il.Marks[0].Poly, want)
		}
	}
	// The other player's zone is not this player's.
	if _, err := g.Do(kow.DeployAt(1, s.Piece(1), at(20, 44, 0))); err == nil {
		t.Fatal("deployed in the enemy's zone")
	}
	// A layout zone reaching closer: the 12" rule still holds (§14-A25).
	s.Table.Zones[0] = table.Zone{Player: 1, Area: geom.Rect{Center: geom.V(36*in, 10*in), W: 72 * in, D: 20 * in}.Poly()}
	_, err = g.Do(kow.DeployAt(1, s.Piece(1), at(20, 15, 0)))
	mid := 24 * in
	if !errors.As(err, &il) || il.Rule != "kow2/14-A25" || il.Marks[0].Seg == nil || il.Marks[0].Seg.A.Dist(geom.V(0, mid)) > 1e-9 || il.Marks[0].Seg.B.Dist(geom.V(72*in, mid)) > 1e-9 ||
		il.Reason != `Spears would stand 7.43" from the centre line: a unit is deployed more than 12" from it.` {
		t.Fatalf("within 12\" of the centre line: %v", err)
	}
	s.Table.Zones[0] = kow.New(kow.KoW2).DefaultZones(s.Table)[0]
	// Exactly at the zone's edge, exactly 12" from the line, is taken.
	front := 12*in - s.Piece(1).Footprint.D/2
	deploy(t, g, 1, geom.Pose{Pos: geom.V(30*in, front)}) // where Guard waits: it blocks nothing
	deploy(t, g, 3, at(30, 42, 180))
	// Now Spears is deployed: Guard may not stand on it.
	_, err = g.Do(kow.DeployAt(1, s.Piece(2), geom.Pose{Pos: geom.V(31*in, front)}))
	if !errors.As(err, &il) || il.Reason != "Guard would overlap Spears." {
		t.Fatalf("overlapping a deployed unit: %v", err)
	}
	// Deploying what is deployed, or the other side's unit, is refused.
	if _, err := g.Do(kow.DeployAt(1, s.Piece(1), at(40, 6, 0))); err == nil {
		t.Fatal("Spears was deployed twice")
	}
}

// kow2 §11.4 then §4.12 then §11.5: after the last unit, the Vanguard
// moves; the roll-off for the first turn follows them.
func TestDeploymentThenVanguardThenFirstTurn(t *testing.T) {
	g, _ := deployGame(t, []int{6, 1, 3, 4},
		gametest.KoW(1, 1, "Scouts", "Inf", "troop", 20, 6, 0, "Vanguard"),
		gametest.KoW(2, 2, "Spears", "Inf", "regiment", 36, 42, 180))
	s := g.State
	deploy(t, g, 1, at(20, 8, 0))
	deploy(t, g, 2, at(36, 40, 180))
	if s.Phase != kow.VanguardPhase || s.Active != 1 || s.First != 0 {
		t.Fatalf("after deployment: %s, player %d, first %d", s.Phase, s.Active, s.First)
	}
	ev, err := g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	if s.Turn != 1 || s.Phase != kow.Movement || s.First != 2 || s.Active != 2 {
		t.Fatalf("after the Vanguard moves: turn %d %s first %d active %d", s.Turn, s.Phase, s.First, s.Active)
	}
	if ev[0].Rule != "kow2/11.5" || !strings.Contains(ev[0].Text, "Player 2 takes the first turn") {
		t.Errorf("first event after the Vanguard moves: %+v", ev[0])
	}
}

// The same seed and the same deployments give the same game; a Deploy
// goes through the codec and back unchanged.
func TestDeploymentDeterministicAndCodec(t *testing.T) {
	play := func() (engine.Digest, []engine.Order) {
		s := gametest.Table(72, 48,
			gametest.KoW(1, 1, "A", "Inf", "regiment", 10, 6, 0),
			gametest.KoW(2, 2, "B", "Cav", "troop", 30, 42, 180)).State
		r := kow.New(kow.KoW2)
		s.Table.Zones = r.DefaultZones(s.Table)
		s.Deployment = kow.PlayersDeploy
		g := &engine.Game{Rules: r, State: s}
		g.Start()
		var given []engine.Order
		for undeployedCount(s) > 0 {
			id := engine.PieceID(1)
			pose := at(40, 5, 30)
			if s.Active == 2 {
				id, pose = 2, at(50, 44, 200)
			}
			o := kow.DeployAt(s.Active, s.Piece(id), pose)
			if _, err := g.Do(o); err != nil {
				t.Fatal(err)
			}
			given = append(given, o)
		}
		return s.Hash(), given
	}
	h1, orders := play()
	h2, _ := play()
	if h1 != h2 {
		t.Fatalf("two deployments with one seed hash %s and %s", h1, h2)
	}
	r := kow.New(kow.KoW2)
	for _, o := range orders {
		data, err := r.EncodeOrder(o)
		if err != nil {
			t.Fatal(err)
		}
		back, err := r.DecodeOrder(o.Kind(), data)
		if err != nil || back != o {
			t.Fatalf("%s: %s decodes to %+v (%v)", o.Kind(), data, back, err)
		}
	}
	for _, bad := range []string{`{"by":1,"unit":1,"steps":[{"kind":"straight","dir":[0,1],"dist":3}]}`,
		`{"by":1,"unit":1,"steps":[{"kind":"path","to":[1]}]}`, `{"by":1,"unit":1,"steps":[{"kind":"path","to":[1,2],"angle":1}]}`} {
		if _, err := r.DecodeOrder("kow/deploy", []byte(bad)); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

// kow2 §11.4, property: whatever spots are asked, every deployment given
// leaves the unit wholly in its player's zone, more than 12" from the
// centre line and overlapping no deployed unit; the players alternate
// while both have units; and the game reaches turn 1 once all are down.
func TestDeploymentProperty(t *testing.T) {
	for seed := uint64(1); seed <= 25; seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		g, _ := deployGame(t, nil,
			gametest.KoW(1, 1, "A1", "Inf", "horde", 10, 6, 0),
			gametest.KoW(2, 1, "A2", "Cav", "troop", 30, 6, 0),
			gametest.KoW(3, 1, "A3", "Inf", "regiment", 50, 6, 0),
			gametest.KoW(4, 2, "B1", "Inf", "regiment", 10, 42, 180),
			gametest.KoW(5, 2, "B2", "Hero/Inf", "single", 40, 44, 180, "Vanguard"))
		s := g.State
		s.Table.Terrain = append(s.Table.Terrain, gametest.Terrain(1, "Keep", table.Building, 3, gametest.Box(36, 6, 10, 4)))
		for tries := 0; undeployedCount(s) > 0 && tries < 5000; tries++ {
			ids := g.Decision().Pieces
			p := s.Piece(ids[rng.IntN(len(ids))])
			pose := geom.Pose{Pos: geom.V(rng.Float64()*72*in, rng.Float64()*48*in), Heading: rng.Float64() * 6.3}
			if tries > 4000 { // make sure the game ends: spots that fit
				y := 6.0
				if p.Owner == 2 {
					y = 42
				}
				pose = at([]float64{0, 8, 22, 52, 10, 40}[p.ID], y, 0)
			}
			before := s.Active
			if _, err := g.Do(kow.DeployAt(before, p, pose)); err != nil {
				continue
			}
			q := s.Piece(p.ID)
			zone := s.Table.Zones[q.Owner-1].Area
			if kow.Undeployed(q) || !zone.ContainsShape(q.Shape()) {
				t.Fatalf("seed %d: %s deployed out of its zone at %v", seed, q.Name, q.Pose)
			}
			for i := range s.Pieces {
				o := &s.Pieces[i]
				if o.ID != q.ID && !kow.Undeployed(o) && geom.Overlap(o.Shape(), q.Shape()) {
					t.Fatalf("seed %d: %s deployed on %s", seed, q.Name, o.Name)
				}
			}
			if s.Phase == kow.DeployPhase && len(g.Decision().Pieces) > 0 && s.Active == before && undeployedOfOther(s, before) {
				t.Fatalf("seed %d: player %d deployed twice while the other had units left", seed, before)
			}
		}
		if undeployedCount(s) != 0 {
			t.Fatalf("seed %d: %d units never deployed", seed, undeployedCount(s))
		}
		for s.Phase == kow.VanguardPhase {
			if _, err := g.Do(engine.EndPhase{By: s.Active}); err != nil {
				t.Fatal(err)
			}
		}
		if s.Turn != 1 || s.Phase != kow.Movement || s.First == 0 {
			t.Fatalf("seed %d: after the deployment turn %d %s first %d", seed, s.Turn, s.Phase, s.First)
		}
	}
}

func undeployedOfOther(s *engine.State, p engine.PlayerID) bool {
	for i := range s.Pieces {
		if s.Pieces[i].Owner != p && kow.Undeployed(&s.Pieces[i]) {
			return true
		}
	}
	return false
}
