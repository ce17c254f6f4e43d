package kow_test

import (
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// archers is a Ra 4+ regiment with 24" bows at (36", 10") facing north.
func archers(rules ...string) engine.Piece {
	return gametest.Stat(gametest.KoW(1, 1, "Archers", "Inf", "regiment", 36, 10, 0, append(rules, "Bows (Range 24)")...), "ra", 4)
}

// wolves is the usual target: a regiment 14" north of the archers, facing them.
func wolves(rules ...string) engine.Piece {
	return gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 24, 180, rules...)
}

// toShooting gives the orders of the movement phase, then ends it.
func toShooting(t *testing.T, g *engine.Game, orders ...engine.Order) {
	t.Helper()
	for _, o := range orders {
		if _, err := g.Do(o); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
		t.Fatal(err)
	}
	if g.State.Phase != kow.Shooting {
		t.Fatalf("phase %s, want shooting", g.State.Phase)
	}
}

// odds is the Odds of player 1's unit 1 shooting unit 2.
func odds(t *testing.T, g *engine.Game) engine.Odds {
	t.Helper()
	o, err := g.Rules.Odds(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// pow is (a/b)^n.
func pow(a, b int64, n int) *big.Rat {
	return new(big.Rat).SetFrac(new(big.Int).Exp(big.NewInt(a), big.NewInt(int64(n)), nil), new(big.Int).Exp(big.NewInt(b), big.NewInt(int64(n)), nil))
}

// kow2 §5.4: "All applicable modifiers add up. Example: Ra 4+, moved,
// target in cover → needs 6." The 10 dice then damage De 4 on 4+: each die
// does damage with 1/6 · 1/2, so no damage at all is (11/12)^10.
func TestShootingModifiersStack(t *testing.T) {
	wall := gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 17, 8, 0.5))
	g := started(gametest.Table(72, 48, archers(), wolves()).With(wall))
	toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	o := odds(t, g)
	if !strings.Contains(o.Text, "hit on 6+") || !strings.Contains(o.Text, "moved −1") || !strings.Contains(o.Text, "cover −1") {
		t.Fatalf("odds %q, want 6+ from moved and cover", o.Text)
	}
	if o.Damage[0].P.Cmp(pow(11, 12, 10)) != 0 {
		t.Fatalf("P(no damage) = %s, want (11/12)^10", o.Damage[0].P)
	}
	if o.Mean.Cmp(big.NewRat(10, 12)) != 0 {
		t.Fatalf("mean %s, want 10/12", o.Mean)
	}
}

// kow2 §5.4: a Halted unit shooting a target in the open needs its Ra.
func TestShootingHaltedInTheOpen(t *testing.T) {
	g := started(gametest.Table(72, 48, archers(), wolves()))
	toShooting(t, g) // no order: the archers Halt (§4.2)
	o := odds(t, g)
	if !strings.HasPrefix(o.Text, "10 dice, hit on 4+, damage on 4+") {
		t.Fatalf("odds %q", o.Text)
	}
	if o.Damage[0].P.Cmp(pow(3, 4, 10)) != 0 {
		t.Fatalf("P(no damage) = %s, want (3/4)^10", o.Damage[0].P)
	}
}

// kow2 §5.4, §14-A22: "Needs more than 6: roll half the dice, rounded
// down, each needing a 6." Ra 5+, moved, Individual target: 7+ → 5 of 10
// dice on 6s. Stealthy adds another −1 and still halves only once.
func TestShootingNeedsSeven(t *testing.T) {
	hero := gametest.KoW(2, 2, "Hero", "Hero/Inf", "single", 36, 24, 180, "Individual", "Stealthy")
	g := started(gametest.Table(72, 48, gametest.Stat(archers(), "ra", 5), hero))
	toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	if o := odds(t, g); !strings.HasPrefix(o.Text, "5 dice, hit on 6+") {
		t.Fatalf("odds %q, want 5 dice on 6+", o.Text)
	}
}

// kow2 §5.1, §5.2: who may shoot and at what.
func TestShootingRefusals(t *testing.T) {
	cases := []struct {
		name   string
		pieces []engine.Piece
		move   []engine.Order
		rule   string
		says   string
	}{
		{"At the Double", []engine.Piece{archers(), wolves()},
			[]engine.Order{kow.NewMove(1, 1, kow.AtTheDouble, []move.Step{fwd(1)})}, "kow2/5.1", "At the Double"},
		{"Reload! after moving", []engine.Piece{archers("Reload!"), wolves()},
			[]engine.Order{kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)})}, "kow2/8", "Reload!"},
		{"out of range", []engine.Piece{archers(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 40, 180)},
			nil, "kow2/5.2", "out of range"},
		{"behind", []engine.Piece{archers(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 2, 0)},
			nil, "kow2/5.2", "front arc"},
		{"Indirect Fire too close", []engine.Piece{archers("Indirect Fire"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180)},
			nil, "kow2/8", "12\""},
		{"no weapon", []engine.Piece{gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0), wolves()},
			nil, "kow2/5.1", "no ranged attack"},
	}
	for _, c := range cases {
		g := started(gametest.Table(72, 48, c.pieces...))
		toShooting(t, g, c.move...)
		_, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
		var il *engine.Illegal
		if !asIllegal(err, &il) || il.Rule != c.rule || !strings.Contains(il.Reason, c.says) {
			t.Errorf("%s: %v, want %s saying %q", c.name, err, c.rule, c.says)
		}
	}
}

func asIllegal(err error, il **engine.Illegal) bool {
	x, ok := err.(*engine.Illegal)
	*il = x
	return ok
}

// kow2 §5.2 item 5 and §5.1: a unit in contact with an enemy can neither
// shoot nor be shot at.
func TestShootingEngaged(t *testing.T) {
	// Unit 2 is charged by unit 3 in player 1's movement phase.
	g := started(gametest.Table(72, 48, archers(), wolves(), gametest.KoW(3, 1, "Spears", "Inf", "regiment", 36, 17, 0)))
	// The spears stand between: move the archers' target east instead.
	g.State.Piece(3).Pose.Pos = geom.V(52*kow.Inch, 17*kow.Inch)
	g.State.Piece(2).Pose.Pos = geom.V(44*kow.Inch, 24*kow.Inch)
	if _, err := g.Do(g.Rules.(*kow.Ruleset).ChargeOrder(1, 3, 2)); err != nil {
		t.Fatal(err)
	}
	toShooting(t, g)
	_, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
	if il, ok := err.(*engine.Illegal); !ok || !strings.Contains(il.Reason, "in contact") {
		t.Fatalf("shooting an engaged target: %v", err)
	}
}

// kow2 §5.3, §7.1: the shot's dice are rolled from the State's generator,
// the damage is marked, and the target tests its nerve at the end of the
// shooting phase with all its damage.
func TestShootingThenNerveTest(t *testing.T) {
	g := started(gametest.Table(72, 48, archers(), wolves()))
	toShooting(t, g)
	ev, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	hits := ev[0]
	if hits.Kind != engine.Rolled || len(hits.Dice) != 10 || hits.Need != 4 {
		t.Fatalf("first event %+v, want 10 dice to hit on 4+", hits)
	}
	n := 0
	for _, d := range hits.Dice {
		if d.Face >= 4 {
			n++
		}
	}
	if hits.Value != n {
		t.Fatalf("%d hits reported, %d dice show 4+", hits.Value, n)
	}
	dmg := 0
	for _, e := range ev {
		if e.Kind == engine.Damaged {
			dmg += e.Value
		}
	}
	if got := g.State.Piece(2).Counter("damage"); got != dmg {
		t.Fatalf("damage counter %d, events say %d", got, dmg)
	}
	if _, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2}); err == nil {
		t.Fatal("a unit shot twice in one turn")
	}
	end, err := g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	tested := false
	for _, e := range end {
		if e.Rule == "kow2/7.2" && e.Kind == engine.Rolled {
			tested = true
			if len(e.Dice) != 2 || e.Value != dice.Sum(e.Dice)+dmg {
				t.Fatalf("nerve %+v, want 2D6 + %d damage", e, dmg)
			}
		}
	}
	if tested != (dmg > 0) {
		t.Fatalf("nerve test taken %v with %d damage", tested, dmg)
	}
}

// The odds and the dice are one implementation: over many seeds, the
// damage of a shot matches the exact distribution (each frequency within
// 5 standard deviations, and the mean within 4).
func TestShootingOddsMatchTheDice(t *testing.T) {
	base := started(gametest.Table(72, 48, archers("Elite"), wolves()))
	toShooting(t, base)
	o := odds(t, base)
	oddsMatchDice(t, base, kow.Shoot{By: 1, Unit: 1, Target: 2}, o)
}

// whyIdle is the unit card's dimmed line saying why the unit has nothing
// to do now, or "".
func whyIdle(r *kow.Ruleset, s *engine.State, id engine.PieceID) string {
	for _, l := range r.Card(s, id) {
		if l.Tone == engine.Dim {
			return l.Text
		}
	}
	return ""
}

// kow2 §4.1: units that cannot act are skipped with the reason shown on
// their card.
func TestWhyIdle(t *testing.T) {
	g := started(gametest.Table(72, 48, archers(), wolves(), gametest.KoW(3, 1, "Spears", "Inf", "regiment", 50, 10, 0)))
	r := g.Rules.(*kow.Ruleset)
	if why := whyIdle(r, g.State, 1); why != "" {
		t.Fatalf("a unit with orders is idle: %q", why)
	}
	toShooting(t, g, kow.NewMove(1, 1, kow.AtTheDouble, []move.Step{fwd(1)}))
	if why := whyIdle(r, g.State, 1); !strings.Contains(why, "At the Double") {
		t.Fatalf("archers that went At the Double: %q", why)
	}
	if why := whyIdle(r, g.State, 3); !strings.Contains(why, "no ranged attack") {
		t.Fatalf("spears in the shooting phase: %q", why)
	}
}

// kow2 §4.10, §14-A24: an Individual may pivot for free once more before
// choosing its target in the shooting phase, and then shoot what it faces.
func TestIndividualPivotsBeforeShooting(t *testing.T) {
	hero := gametest.Stat(gametest.KoW(1, 1, "Hero", "Hero/Inf", "single", 36, 10, 90, "Individual", "Bows (Range 24)"), "ra", 4)
	g := started(gametest.Table(72, 48, hero, wolves()))
	toShooting(t, g)
	r := g.Rules.(*kow.Ruleset)
	if st := r.ShootTargets(g.State, 1, ""); st[0].Legal {
		t.Fatal("the wolves are north, the hero faces east: not in its arc")
	}
	var offered engine.OrderOption
	for _, o := range r.Orders(g.State, 1) {
		if o.Kind == "kow/free-pivot" {
			offered = o
		}
	}
	if offered.Kind == "" {
		t.Fatal("no free pivot offered to an Individual in the shooting phase")
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.FreePivot, []move.Step{pivot(-90)})); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.FreePivot, []move.Step{pivot(10)})); err == nil {
		t.Fatal("a second shooting-phase pivot was allowed")
	}
	o := odds(t, g)
	if !strings.Contains(o.Text, "hit on 4+") {
		t.Fatalf("after the free pivot: %q", o.Text)
	}
}

// kow2 §5.4, §4.10, §8: the −1 for moving spares Nimble units, and so
// Individuals and Fliers, which are Nimble, even without the rule written.
func TestMovedPenaltySparesNimble(t *testing.T) {
	for _, c := range []struct {
		rules []string
		want  string
	}{{nil, "hit on 5+"}, {[]string{"Nimble"}, "hit on 4+"}, {[]string{"Fly"}, "hit on 4+"}} {
		g := started(gametest.Table(72, 48, archers(c.rules...), wolves()))
		toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
		if o := odds(t, g); !strings.Contains(o.Text, c.want) {
			t.Errorf("%v after an Advance: %q, want %s", c.rules, o.Text, c.want)
		}
	}
	hero := gametest.Stat(gametest.KoW(1, 1, "Hero", "Hero/Inf", "single", 36, 10, 0, "Individual", "Bows (Range 24)"), "ra", 4)
	g := started(gametest.Table(72, 48, hero, wolves()))
	toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	if o := odds(t, g); !strings.Contains(o.Text, "hit on 4+") {
		t.Errorf("an Individual after an Advance: %q", o.Text)
	}
}

// Regression (tests review): kow2 §8 Elite: "re-roll natural, unmodified
// to-hit rolls of 1" — the to-hit dice, never the damage dice. With every
// die a 1 first, Elite archers re-roll each 1 to hit (the tray shows the
// old face), and their damage roll's 1s stand.
func TestEliteRerollsToHitOnly(t *testing.T) {
	g := started(gametest.Table(72, 48, gametest.Stat(archers("Elite"), "att", 4), wolves()))
	toShooting(t, g)
	faces := []int{1, 1, 1, 1, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1}
	g.State.Dice = dice.NewFixed(1, faces)
	ev, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	var rolls []engine.Event
	for _, e := range ev {
		if e.Kind == engine.Rolled {
			rolls = append(rolls, e)
		}
	}
	if len(rolls) < 2 {
		t.Fatalf("rolls %+v", rolls)
	}
	hit, dmg := rolls[0], rolls[1]
	for _, d := range hit.Dice {
		if d.Was != 1 || d.Face != 5 {
			t.Errorf("to hit: die %+v, want a 1 re-rolled into a 5", d)
		}
	}
	for _, d := range dmg.Dice {
		if d.Was != 0 {
			t.Errorf("to damage: die %+v re-rolled: Elite re-rolls only to hit", d)
		}
	}
	if hit.Value != 4 || dmg.Value != 0 {
		t.Errorf("%d hits and %d damage, want 4 hits and none", hit.Value, dmg.Value)
	}
}

// kow2 §5.2, §14-A1: a target at exactly its range, or less than ε =
// 0.001" past it, is in range; 0.002" past it is not. The archers' Leader
// Point is 40 mm ahead of their centre and the wolves' front 40 mm ahead
// of theirs, so a centre at 34" + 80 mm is exactly 24" away.
func TestRangeHasTheTolerance(t *testing.T) {
	for _, tc := range []struct {
		past    float64 // inches past 24"
		inRange bool
	}{{0, true}, {0.0005, true}, {0.002, false}} {
		y := 34 + 80/in + tc.past
		g := started(gametest.Table(72, 48, archers(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, y, 180)))
		toShooting(t, g)
		_, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
		if (err == nil) != tc.inRange {
			t.Errorf("%g\" past the range: shot %v (%v), want %v", tc.past, err == nil, err, tc.inRange)
		}
	}
}

// kow2 §5.3-§5.5, §8 (Elite, Vicious): the odds give the attack's rolls
// as data, in the order they are made: 10 dice to hit on 4+ re-rolling
// natural 1s (Elite), then one die per hit to damage the Wolves' De 4 on
// 4+, re-rolling natural 1s (Vicious); the sentence says the same.
func TestOddsRollsAsData(t *testing.T) {
	g := started(gametest.Table(72, 48, archers("Elite", "Vicious"), wolves()))
	toShooting(t, g)
	o := odds(t, g)
	want := []engine.OddsRoll{
		{What: "to hit", Dice: 10, Sides: 6, Need: 4, Reroll: "1"},
		{What: "to damage", Dice: 1, PerSuccess: true, Sides: 6, Need: 4, Reroll: "1"},
	}
	if !slices.Equal(o.Rolls, want) || o.Text != "10 dice, hit on 4+ (Elite), damage on 4+ (Vicious)" {
		t.Errorf("rolls %+v, text %q", o.Rolls, o.Text)
	}
}

// oddsMatchDice gives the order on base's State with 3000 seeds and
// checks the damage the target (unit 2) takes against the exact odds o:
// each value's count within 5 standard deviations, the mean within 4.
func oddsMatchDice(t *testing.T, base *engine.Game, order engine.Order, o engine.Odds) {
	t.Helper()
	oddsMatchDiceBy(t, base, order, o, func(g *engine.Game, _ []engine.Event) int { return g.State.Piece(2).Counter("damage") })
}

// oddsMatchDiceBy is oddsMatchDice for what measure reads from the game
// after the order and its events: the number o.Damage counts.
func oddsMatchDiceBy(t *testing.T, base *engine.Game, order engine.Order, o engine.Odds, measure func(*engine.Game, []engine.Event) int) {
	t.Helper()
	const n = 3000
	count := make([]int, len(o.Damage))
	sum := 0
	for seed := uint64(1); seed <= n; seed++ {
		g := &engine.Game{Rules: base.Rules, State: base.State.Clone()}
		g.State.Dice = dice.New(seed)
		ev, err := g.Do(order)
		if err != nil {
			t.Fatal(err)
		}
		d := measure(g, ev)
		if d < 0 || d >= len(count) {
			t.Fatalf("seed %d: measured %d, outside the odds' 0..%d", seed, d, len(count)-1)
		}
		count[d]++
		sum += d
	}
	variance := 0.0
	mean, _ := o.Mean.Float64()
	for v, out := range o.Damage {
		p, _ := out.P.Float64()
		variance += p * (float64(v) - mean) * (float64(v) - mean)
		sd := math.Sqrt(n * p * (1 - p))
		if math.Abs(float64(count[v])-n*p) > 5*sd+1 {
			t.Errorf("value %d: %d of %d, expected %.1f", v, count[v], n, n*p)
		}
	}
	if got := float64(sum) / n; math.Abs(got-mean) > 4*math.Sqrt(variance/n) {
		t.Errorf("mean %.3f, exact %.3f", got, mean)
	}
}
