package kow_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// Inf regiments are 100 × 80 mm (kow2 §2.3); the fixture gives Sp 5, so the
// charge reach is 10".
const regD = 80.0

// spears is the usual charger: an Inf regiment at (36", 10") facing north.
func spears(rules ...string) engine.Piece {
	return gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0, rules...)
}

// target returns the charge of unit against target from ChargeTargets.
func target(t *testing.T, r *kow.Ruleset, s *engine.State, unit, tgt engine.PieceID) kow.ChargeTarget {
	t.Helper()
	for _, ct := range r.ChargeTargets(s, unit) {
		if ct.Target == tgt {
			return ct
		}
	}
	t.Fatalf("no charge target %d for unit %d", tgt, unit)
	return kow.ChargeTarget{}
}

func mustLegal(t *testing.T, ct kow.ChargeTarget) {
	t.Helper()
	if !ct.Legal {
		t.Fatalf("charge on %d refused: %v", ct.Target, ct.Why)
	}
}

func mustRefuse(t *testing.T, ct kow.ChargeTarget, rule, words string) {
	t.Helper()
	if ct.Legal || ct.Why == nil {
		t.Fatalf("charge on %d accepted, want %s refusal", ct.Target, rule)
	}
	if ct.Why.Rule != rule || !strings.Contains(ct.Why.Reason, words) {
		t.Fatalf("refusal %v, want rule %s saying %q", ct.Why, rule, words)
	}
	if len(ct.Why.Marks) == 0 {
		t.Fatalf("refusal %v has nothing to draw", ct.Why)
	}
}

// kow2 §4.7.1 items 2-4: the target must be partly in the front arc,
// visible from the Leader Point, and its nearest visible point within
// 2 × Sp of the Leader Point.
func TestChargeEligibility(t *testing.T) {
	r := kow.New(kow.KoW2)
	lpY := 10 + regD/2/in // the Spears' Leader Point, inches north
	// A target facing south whose front edge is gap inches from the LP.
	at := func(gap float64) engine.Piece {
		return gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, lpY+gap+regD/2/in, 180)
	}
	cases := []struct {
		name  string
		s     gametest.State
		legal bool
		rule  string
		words string
	}{
		{name: "in reach, in the open", s: gametest.Table(72, 48, spears(), at(6)), legal: true},
		{name: "outside the front arc (§3.1)",
			s:    gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 50, 11, 270)),
			rule: "kow2/4.7.1", words: "front arc"},
		{name: "no line of sight (§3.2)",
			s: gametest.Table(72, 48, spears(), at(6)).
				With(gametest.Terrain(1, "Tower", table.Building, 3, gametest.Box(36, 14, 14, 1))),
			rule: "kow2/4.7.1", words: "cannot see"},
		{name: "2·Sp − 0.01\" is in reach", s: gametest.Table(72, 48, spears(), at(9.99)), legal: true},
		{name: "2·Sp + 0.01\" is out of reach",
			s:    gametest.Table(72, 48, spears(), at(10.01)),
			rule: "kow2/4.7.1", words: "out of Spears's charge reach"},
		{name: "reach is to the nearest VISIBLE point (§3.3)",
			// The middle of a horde's front, 9.5" away, is hidden by a
			// tall rock; what can be seen of it is just past 10".
			s: gametest.Table(72, 48, spears(),
				gametest.KoW(2, 2, "Wolves", "Inf", "horde", 36, lpY+9.5+regD/2/in, 180)).
				With(gametest.Terrain(1, "Rock", table.Building, 3, gametest.Box(36, 14, 1.34, 1))),
			rule: "kow2/4.7.1", words: "out of Spears's charge reach"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gametest.StartP1(r, c.s.State)
			ct := target(t, r, c.s.State, 1, 2)
			if c.legal {
				mustLegal(t, ct)
				return
			}
			mustRefuse(t, ct, c.rule, c.words)
		})
	}
	// The reach itself is reported: 9.99" exactly.
	s := gametest.Table(72, 48, spears(), at(9.99))
	gametest.StartP1(r, s.State)
	if ct := target(t, r, s.State, 1, 2); math.Abs(ct.Reach-9.99*in) > 1e-6 {
		t.Fatalf("reach %.6f mm, want %.6f", ct.Reach, 9.99*in)
	}
}

// kow2 §4.7.1 item 1, §4.9, §4.11: Wavered units and War Engines cannot
// charge, nor a unit already ordered, nor out of the movement phase.
func TestChargeWhoMayCharge(t *testing.T) {
	r := kow.New(kow.KoW2)
	wolves := gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180)
	cases := []struct {
		name string
		set  func(s *engine.State)
		rule string
	}{
		{"wavered", func(s *engine.State) { s.Piece(1).SetCounter("wavered", 1) }, "kow2/4.9"},
		{"war engine", func(s *engine.State) { s.Piece(1).Type = "WE" }, "kow2/4.11"},
		{"shooting phase", func(s *engine.State) { s.Phase = kow.Shooting }, "kow2/4.1"},
		{"not the active player's", func(s *engine.State) { s.Active = 2 }, "kow2/4.1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := gametest.Table(72, 48, spears(), wolves)
			gametest.StartP1(r, s.State)
			c.set(s.State)
			ct := target(t, r, s.State, 1, 2)
			if ct.Legal || ct.Why == nil || ct.Why.Rule != c.rule {
				t.Fatalf("got %+v, want refusal under %s", ct.Why, c.rule)
			}
		})
	}
}

// kow2 §4.7.2: the facing charged is the target's arc holding the
// charger's Leader Point when the order is given.
func TestChargeFacing(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, c := range []struct {
		heading float64
		want    geom.Arc
	}{
		{180, geom.ArcFront}, // facing the Spears
		{0, geom.ArcRear},    // facing away
		{90, geom.ArcRight},  // facing east: its right flank is south
		{270, geom.ArcLeft},  // facing west: its left flank is south
	} {
		s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, c.heading))
		gametest.StartP1(r, s.State)
		ct := target(t, r, s.State, 1, 2)
		mustLegal(t, ct)
		if ct.Facing != c.want {
			t.Errorf("target facing %v°: charged %v, want %v", c.heading, ct.Facing, c.want)
		}
	}
}

// facingEdge returns the target's edge on arc a and its outward normal.
func facingEdge(tr geom.Rect, a geom.Arc) (geom.Seg, geom.Vec) {
	switch a {
	case geom.ArcFront:
		return tr.FrontEdge(), tr.Forward()
	case geom.ArcRight:
		return tr.RightEdge(), tr.Right()
	case geom.ArcRear:
		return tr.RearEdge(), tr.Forward().Scale(-1)
	}
	return tr.LeftEdge(), tr.Right().Scale(-1)
}

// lineDist is the distance from p to the line through s.
func lineDist(s geom.Seg, p geom.Vec) float64 {
	d := s.Dir()
	return math.Abs(d.Cross(p.Sub(s.A))) / d.Len()
}

// frontOverlap is how much of the facing the charger's front edge covers.
func frontOverlap(c geom.Rect, edge geom.Seg) float64 {
	u := edge.Dir().Scale(1 / edge.Len())
	fe := c.FrontEdge()
	a, b := fe.A.Sub(edge.A).Dot(u), fe.B.Sub(edge.A).Dot(u)
	return min(max(a, b), edge.Len()) - max(min(a, b), 0)
}

// kow2 §4.7.4 items 2-3: the charger ends flush against the facing, its
// front edge collinear with it, pointing into the target, its Leader
// Point opposite the facing's centre when nothing is in the way; the path
// ends in that pose.
func TestChargeAlignedPoseIsFlush(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, heading := range []float64{180, 0, 90, 270, 150, 200} {
		s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 37, 18, heading))
		gametest.StartP1(r, s.State)
		ct := target(t, r, s.State, 1, 2)
		mustLegal(t, ct)
		tr := s.Piece(2).Rect()
		edge, n := facingEdge(tr, ct.Facing)
		c := s.Piece(1).Rect().WithPose(ct.Contact)
		fe := c.FrontEdge()
		if d := max(lineDist(edge, fe.A), lineDist(edge, fe.B)); d > 1e-6 {
			t.Errorf("heading %v: front edge %.9f mm off the facing's line", heading, d)
		}
		if c.Forward().Add(n).Len() > 1e-9 {
			t.Errorf("heading %v: charger faces %v, want %v", heading, c.Forward(), n.Scale(-1))
		}
		if d := c.LeaderPoint().Dist(edge.At(0.5)); d > 1e-6 {
			t.Errorf("heading %v: Leader Point %.6f mm from the facing's centre", heading, d)
		}
		if last := ct.Path[len(ct.Path)-1]; last != ct.Contact || ct.Path[0] != s.Piece(1).Pose {
			t.Errorf("heading %v: path %v does not run from the unit to the contact pose", heading, ct.Path)
		}
	}
}

// kow2 §4.7.4 item 3: when a friend stands in front of part of the facing,
// the charger slides along it as little as possible, keeping the 0.5 mm
// friendly gap (§3.4).
func TestChargeSlidesPastAFriend(t *testing.T) {
	r := kow.New(kow.KoW2)
	frontY := 20 - regD/2/in // the Wolves' front edge, inches
	friendX := 36 - 50/in    // the friend's right edge is at x = 36"
	s := gametest.Table(72, 48, spears(),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180),
		gametest.KoW(3, 1, "Archers", "Inf", "troop", friendX, frontY-1-20/in, 0))
	gametest.StartP1(r, s.State)
	ct := target(t, r, s.State, 1, 2)
	mustLegal(t, ct)
	c := s.Piece(1).Rect().WithPose(ct.Contact)
	want := geom.V(36*in+50+friendGap, frontY*in)
	if d := c.LeaderPoint().Dist(want); d > 1e-4 {
		t.Fatalf("Leader Point at %v, want %v (%.6f mm off)", c.LeaderPoint(), want, d)
	}
	if g := geom.Distance(c, s.Piece(3).Rect()); g < friendGap-1e-6 {
		t.Fatalf("ends %.6f mm from a friend", g)
	}
}

const friendGap = 0.5

// kow2 §4.7.2, §4.7.4 item 4 ([000] Diagram G): when the only place
// against the facing leaves a corner-to-corner touch, the target cannot be
// charged at all, and no other facing may be chosen instead.
func TestChargeCornerToCornerRefused(t *testing.T) {
	r := kow.New(kow.KoW2)
	frontY := 20 - regD/2/in
	// A horde friendly to the target covers all of its front but for a
	// point: its right edge is level with the target's right edge.
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 39, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180),
		gametest.KoW(3, 2, "Screen", "Inf", "horde", 36-50/in, frontY-(0.5+40)/in, 180))
	gametest.StartP1(r, s.State)
	ct := target(t, r, s.State, 1, 2)
	if ct.Facing != geom.ArcFront {
		t.Fatalf("facing %v, want front", ct.Facing)
	}
	mustRefuse(t, ct, "kow2/4.7.4", "corner to corner")
}

// kow2 §4.7.3: the charger must go around impassable terrain; a ridge of
// rock across the whole way leaves no path of the allowed shape.
func TestChargePathBlockedByImpassable(t *testing.T) {
	r := kow.New(kow.KoW2)
	s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).
		With(gametest.Terrain(1, "Scree", table.Impassable, 0, gametest.Box(36, 14, 40, 0.5)))
	gametest.StartP1(r, s.State)
	mustRefuse(t, target(t, r, s.State, 1, 2), "kow2/4.7.3", "Scree")
	// A short stretch of rock is gone around.
	s = gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).
		With(gametest.Terrain(1, "Boulder", table.Impassable, 0, gametest.Box(34.5, 14, 1, 0.5)))
	gametest.StartP1(r, s.State)
	ct := target(t, r, s.State, 1, 2)
	mustLegal(t, ct)
	if d := s.Piece(1).Rect().WithPose(ct.Contact).LeaderPoint().Dist(geom.V(36*in, 20*in-regD/2)); d > 1e-6 {
		t.Fatalf("went around the boulder but ended %.3f mm off centre", d)
	}
}

// kow2 §4.7.6: crossing an obstacle makes the charge Hindered; Strider is
// never Hindered; Pathfinder is not Hindered by difficult terrain but is
// by obstacles; Fly only when it ends on or touching it.
func TestChargeHindered(t *testing.T) {
	r := kow.New(kow.KoW2)
	wall := gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 14, 12, 0.5))
	rubble := gametest.Terrain(1, "Rubble", table.Difficult, 0, gametest.Box(36, 14, 12, 2))
	for _, c := range []struct {
		name    string
		terrain table.Terrain
		rules   []string
		want    bool
	}{
		{"over a wall", wall, nil, true},
		{"Strider over a wall", wall, []string{"Strider"}, false},
		{"Pathfinder over a wall", wall, []string{"Pathfinder"}, true},
		{"through rubble", rubble, nil, true},
		{"Pathfinder through rubble", rubble, []string{"Pathfinder"}, false},
		{"Fly over a wall", wall, []string{"Fly"}, false},
	} {
		s := gametest.Table(72, 48, spears(c.rules...), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).With(c.terrain)
		gametest.StartP1(r, s.State)
		ct := target(t, r, s.State, 1, 2)
		mustLegal(t, ct)
		if ct.Hindered != c.want {
			t.Errorf("%s: Hindered %v, want %v", c.name, ct.Hindered, c.want)
		}
	}
	// Fly ending against the wall is Hindered.
	s := gametest.Table(72, 48, spears("Fly"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).
		With(gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 20-regD/2/in-regD/in-0.25, 12, 0.5)))
	gametest.StartP1(r, s.State)
	if ct := target(t, r, s.State, 1, 2); !ct.Legal || !ct.Hindered {
		t.Errorf("Fly ending on a wall: legal %v hindered %v (%v)", ct.Legal, ct.Hindered, ct.Why)
	}
}

// kow2 §4.7: the charge puts the unit in its contact pose and records it;
// the log says who charged whom, where, and whether it was Hindered.
func TestChargeApply(t *testing.T) {
	s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 90)).
		With(gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 13, 12, 0.5)))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	mustLegal(t, ct)
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	p := g.State.Piece(1)
	if p.Pose != ct.Contact || p.Counter("charged") != 2 || p.Counter("hindered") != 1 || !kow.Ordered(g.State, p) {
		t.Fatalf("after the charge: pose %v (want %v), counters %v", p.Pose, ct.Contact, p.Counters)
	}
	if len(ev) != 1 || ev[0].Kind != engine.Moved || ev[0].Rule != "kow2/4.7" ||
		ev[0].Text != "Spears charge Wolves in the right flank (hindered)." {
		t.Fatalf("events %+v", ev)
	}
	if _, err := g.Do(r.ChargeOrder(1, 1, 2)); err == nil {
		t.Fatal("a second order in one turn was accepted")
	}
}

// kow2 §4.7: Check refuses an illegal charge with the refusal the planner
// shows.
func TestChargeCheckRefusesWithWhy(t *testing.T) {
	s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	_, err := g.Do(r.ChargeOrder(1, 1, 2))
	var il *engine.Illegal
	if !errors.As(err, &il) || ct.Why == nil || il.Rule != ct.Why.Rule || il.Reason != ct.Why.Reason {
		t.Fatalf("Check: %v, planner: %v", err, ct.Why)
	}
	if len(g.Log) != 0 || g.State.Piece(1).Pose != s.Piece(1).Pose {
		t.Fatal("a refused charge changed the game")
	}
	// Charging a friend is refused too.
	s2 := gametest.Table(72, 48, spears(), gametest.KoW(2, 1, "Archers", "Inf", "regiment", 36, 18, 180))
	g2 := started(s2)
	if _, err := g2.Do(r.ChargeOrder(1, 1, 2)); err == nil {
		t.Fatal("a charge on a friend was accepted")
	}
}

// kow2 §4.3: Charge is offered after the movement orders only when some
// enemy may be charged.
func TestChargeOrderOption(t *testing.T) {
	has := func(g *engine.Game) (engine.OrderOption, bool) {
		for _, o := range g.Rules.Orders(g.State, 1) {
			if o.Kind == "kow/charge" {
				return o, true
			}
		}
		return engine.OrderOption{}, false
	}
	g := started(gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180)))
	o, ok := has(g)
	if !ok || o.Key != "7" || o.Pick != engine.PickTarget || !o.Join || o.Label != "Charge" {
		t.Fatalf("charge option %+v (offered %v)", o, ok)
	}
	opts := g.Rules.Orders(g.State, 1)
	if opts[len(opts)-1].Kind != "kow/charge" {
		t.Fatalf("charge is not after the movement orders: %+v", opts)
	}
	g = started(gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 40, 180)))
	if _, ok := has(g); ok {
		t.Fatal("charge offered with no enemy in reach")
	}
}

// seedRollingOne returns a dice seed whose first D6 is a 1.
func seedRollingOne(t *testing.T) uint64 {
	for seed := uint64(1); seed < 1000; seed++ {
		d := dice.New(seed)
		if d.Roll(6, "probe").Face == 1 {
			return seed
		}
	}
	t.Fatal("no seed rolls a 1")
	return 0
}

// kow2 §8 Yellow-Bellied, §4.7.1 item 6: charging an enemy's front, the
// unit rolls a D6 and Halts on a 1; no roll against a flank, nor against
// an Individual.
func TestChargeYellowBellied(t *testing.T) {
	seed := seedRollingOne(t)
	s := gametest.Table(72, 48, spears("Yellow-Bellied"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180))
	g := started(s)
	g.State.Dice = dice.New(seed) // after the roll-off for the first turn
	r := g.Rules.(*kow.Ruleset)
	from := g.State.Piece(1).Pose
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[0].Kind != engine.Rolled || len(ev[0].Dice) != 1 || ev[0].Dice[0].Face != 1 ||
		ev[0].Dice[0].Purpose != "yellow-bellied" || ev[1].Kind != engine.Moved || ev[1].From != ev[1].To {
		t.Fatalf("events %+v", ev)
	}
	p := g.State.Piece(1)
	if p.Pose != from || !kow.Ordered(g.State, p) || p.Counter("charged") != 0 {
		t.Fatalf("a Yellow-Bellied unit rolling 1 moved or charged: %v %v", p.Pose, p.Counters)
	}
	// A flank charge rolls nothing.
	s = gametest.Table(72, 48, spears("Yellow-Bellied"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 90))
	g = started(s)
	g.State.Dice = dice.New(seed)
	ev, err = g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil || len(ev) != 1 || ev[0].Kind != engine.Moved || g.State.Dice.Count() != 0 {
		t.Fatalf("flank charge: %v %+v, %d dice", err, ev, g.State.Dice.Count())
	}
}

// kow2 §4.10: the charger contacts the facing as usual, then the
// Individual turns to stand flush against the charger's front, facing it.
func TestChargeIndividualTurnsToFace(t *testing.T) {
	s := gametest.Table(72, 48, spears(),
		gametest.KoW(2, 2, "Captain", "Hero/Inf", "single", 37, 17, 90, "Individual"))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	mustLegal(t, ct)
	if ct.Facing != geom.ArcRight {
		t.Fatalf("facing %v, want the right flank", ct.Facing)
	}
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[1].Piece != 2 || ev[1].Rule != "kow2/4.10" {
		t.Fatalf("events %+v", ev)
	}
	c, h := g.State.Piece(1).Rect(), g.State.Piece(2).Rect()
	if h.Forward().Add(c.Forward()).Len() > 1e-9 {
		t.Fatalf("the Captain faces %v, the Spears %v", h.Forward(), c.Forward())
	}
	cf, hf := c.FrontEdge(), h.FrontEdge()
	if d := max(lineDist(cf, hf.A), lineDist(cf, hf.B)); d > 1e-6 {
		t.Fatalf("the Captain's front is %.9f mm off the Spears' front", d)
	}
	if frontOverlap(h, cf) <= 0 || geom.Overlap(c, h) {
		t.Fatal("the Captain does not stand against the Spears' front")
	}
}

// kow2 §4.7.5: an enemy the charger ends touching is nudged 1" away.
func TestChargeNudgesOtherEnemies(t *testing.T) {
	frontY := 20 - regD/2/in
	// A troop beside the target, its front level with it and touching the
	// charger's final place.
	s := gametest.Table(72, 48, spears(),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180),
		gametest.KoW(3, 2, "Pack", "Inf", "troop", 36+70/in, frontY-51/in, 90))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[1].Piece != 3 || ev[1].Rule != "kow2/4.7.5" {
		t.Fatalf("events %+v", ev)
	}
	if d := geom.Distance(g.State.Piece(1).Rect(), g.State.Piece(3).Rect()); math.Abs(d-in) > 1e-6 {
		t.Fatalf("nudged to %.4f mm, want 1\"", d)
	}
}

// kow2 §4.7.3, §8 Nimble: a Nimble charger may pivot twice. A rock in
// the way leaves a plain unit no path of forward, one pivot, forward into
// the front; a Nimble one goes around it with its second pivot.
func TestChargeNimbleSecondPivot(t *testing.T) {
	r := kow.New(kow.KoW2)
	rocks := gametest.Terrain(1, "Rocks", table.Impassable, 0, gametest.Box(36, 14, 5, 0.5))
	s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).With(rocks)
	gametest.StartP1(r, s.State)
	mustRefuse(t, target(t, r, s.State, 1, 2), "kow2/4.7.3", "Rocks")
	s = gametest.Table(72, 48, spears("Nimble"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)).With(rocks)
	gametest.StartP1(r, s.State)
	ct := target(t, r, s.State, 1, 2)
	mustLegal(t, ct)
	turns := 0
	for i := 1; i+1 < len(ct.Path); i++ { // the last pose is the free alignment
		if ct.Path[i].Heading != ct.Path[i-1].Heading {
			turns++
		}
	}
	if turns != 2 {
		t.Fatalf("path %v pivots %d times, want 2", ct.Path, turns)
	}
}

// kow2 §4.7.4 item 3 and §4.7.5: sliding stops against an enemy standing
// forward of the facing; the charger may end touching it (chargers ignore
// the 1" rule), and that enemy is then nudged 1" away.
func TestChargeSlidesAgainstAnEnemy(t *testing.T) {
	frontY := 20 - regD/2/in
	// A horde friendly to the target stands in front of its left half.
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 39, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180),
		gametest.KoW(3, 2, "Screen", "Inf", "horde", 36-100/in, frontY-(0.5+40)/in, 180))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	mustLegal(t, ct)
	c := s.Piece(1).Rect().WithPose(ct.Contact)
	if d := c.LeaderPoint().Dist(geom.V(36*in+50, frontY*in)); d > 1e-4 {
		t.Fatalf("Leader Point %.6f mm from where the slide should stop", d)
	}
	if d := geom.Distance(c, s.Piece(3).Rect()); d > 1e-4 || geom.Overlap(c, s.Piece(3).Rect()) {
		t.Fatalf("ends %.6f mm from the Screen, overlapping %v", d, geom.Overlap(c, s.Piece(3).Rect()))
	}
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[1].Piece != 3 {
		t.Fatalf("events %+v", ev)
	}
	if d := geom.Distance(g.State.Piece(1).Rect(), g.State.Piece(3).Rect()); math.Abs(d-in) > 1e-3 {
		t.Fatalf("the Screen was nudged to %.4f mm, want 1\"", d)
	}
}

// kow2 §4.7.8 (P&R): "a total charge block is not allowed": when every
// target fails only because the charger cannot be aligned, the charger
// moves into contact and "the target is aligned to the charger". Here the
// Wolves stand at 45° between two rocks that leave no room for the Spears
// flush against their front, though the Spears can reach it.
func TestChargeBoxedInReverseAlignment(t *testing.T) {
	mm := func(x, y, w, d float64) geom.Poly { return geom.Rect{Center: geom.V(x, y), W: w, D: d}.Poly() }
	s := gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 16, 225)).With(
		gametest.Terrain(1, "West Rock", table.Impassable, 3, mm(810, 330, 60, 80)),
		gametest.Terrain(2, "East Rock", table.Impassable, 3, mm(983, 300, 34, 100)))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	if !ct.Legal || !ct.Reverse || ct.Facing != geom.ArcFront {
		t.Fatalf("boxed-in charge %+v (%v)", ct, ct.Why)
	}
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) < 2 || ev[1].Rule != "kow2/4.7.8" || ev[1].Piece != 2 {
		t.Fatalf("events %+v", ev)
	}
	sp, w := g.State.Piece(1), g.State.Piece(2)
	if d := geom.Distance(sp.Rect(), w.Rect()); d > 1e-6 {
		t.Fatalf("the units are %.3f mm apart", d)
	}
	if a := math.Abs(geom.NormAngle(w.Pose.Heading - sp.Pose.Heading - math.Pi)); a > 1e-6 {
		t.Fatalf("the Wolves' front is %.2f° off the Spears' front", geom.ToDeg(a))
	}
	for _, tr := range g.State.Table.Terrain {
		for _, id := range []engine.PieceID{1, 2} {
			if geom.Overlap(g.State.Piece(id).Rect().Poly(), tr.Parts[0]) {
				t.Fatalf("%s ends on %s", g.State.Piece(id).Name, tr.Name)
			}
		}
	}
}
