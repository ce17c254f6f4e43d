package whfb8

import (
	"math"
	"math/big"
	"slices"
	"sort"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// machine is a war machine of the given kind: crew of 3 (W3), BS3, the
// machine's T7, on a 40 mm base, its range and special rules.
func machine(t testing.TB, rng int, rules ...string) *engine.Piece {
	t.Helper()
	stats := map[string]int{"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 7, "W": 3, "I": 3, "A": 1, "Ld": 7, "range": rng}
	spec := engine.UnitSpec{Name: "Gun", Type: "WM", Size: "single", BaseW: 40, BaseD: 40, Rules: rules}
	names := make([]string, 0, len(stats))
	for k := range stats {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		spec.Stats = append(spec.Stats, engine.Stat{Name: k, Value: stats[k]})
	}
	fit, err := (&Ruleset{}).Unit(spec)
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Piece{ID: 1, Name: "Gun", Owner: 1, Type: "WM", Size: "single", Footprint: fit.Footprint, Formation: fit.Formation,
		Height: fit.Height, Stats: spec.Stats, Rules: rules}
}

func rats(ps []engine.Outcome) []*big.Rat {
	out := make([]*big.Rat, len(ps))
	for i, o := range ps {
		out[i] = o.P
	}
	return out
}

func sameRats(t *testing.T, what string, got []engine.Outcome, want ...*big.Rat) {
	t.Helper()
	g := rats(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %v, want %v", what, g, want)
	}
	for i := range want {
		if g[i].Cmp(want[i]) != 0 {
			t.Errorf("%s[%d] = %v, want %v", what, i, g[i], want[i])
		}
	}
}

// whfb8 §2.5: "Artillery dice: faces 2, 4, 6, 8, 10 and MISFIRE, so
// P(misfire) = 1/6"; "Scatter dice: 4 arrow faces and 2 HIT faces".
func TestArtilleryAndScatterDice(t *testing.T) {
	var faces []int
	misfires, hits := 0, 0
	for f := 1; f <= 6; f++ {
		n, mis := artilleryFace(f)
		if mis {
			misfires++
			continue
		}
		faces = append(faces, n)
		if scatterHit(f) {
			hits++
		}
	}
	if !slices.Equal(faces, []int{2, 4, 6, 8, 10}) || misfires != 1 || artilleryLabel(6) != "MISFIRE" || artilleryLabel(4) != "8" {
		t.Errorf("artillery faces %v, %d misfires", faces, misfires)
	}
	if !scatterHit(5) || !scatterHit(6) || hits != 1 /* 5 only among 1–5 */ || scatterLabel(2) != "arrow" {
		t.Errorf("scatter: HIT on 5 and 6 only")
	}
	r := dice.NewFixed(1, []int{4, 6, 3})
	d, n, mis := rollArtillery(&r, "cannon")
	if n != 8 || mis || d.Label != "8" {
		t.Errorf("artillery die 4: %d %v %q", n, mis, d.Label)
	}
	d, hit := rollScatter(&r, "scatter")
	if !hit || d.Label != "HIT" {
		t.Errorf("scatter die 6: %v %q", hit, d.Label)
	}
	d, v := rollDirection(&r)
	if d.Label != "3:00" || math.Abs(v.X-1) > 1e-9 || math.Abs(v.Y) > 1e-9 {
		t.Errorf("direction 3: %q %v, want to the right", d.Label, v)
	}
}

// whfb8 §2.5, §13 A-32: "Templates hit every model whose base lies
// under the template, even partially"; the small template is 3" across,
// the large 5". Centred on a corner model of a block 5 × 4 of 20 mm
// bases: the small covers 8 models (the corner 2 × 2, the next rank and
// file out to 30 mm, not the diagonal at 42.4 mm), the large 15.
func TestTemplatesCountModelByModel(t *testing.T) {
	p := piece(t, nil)
	s := &engine.State{Pieces: []engine.Piece{*p}}
	corner := slots(p)[0].Base.Center
	for _, c := range []struct {
		area geom.Circle
		want int
	}{{smallTemplate(corner), 8}, {largeTemplate(corner), 15}} {
		if got := underOf(s, c.area, p.ID); got != c.want {
			t.Errorf("template r=%.1f mm: %d models, want %d", c.area.R, got, c.want)
		}
	}
	// The flame template: 8" long, 2.5" across at its wide end.
	f := flameTemplate(geom.V(0, 0), geom.V(0, 1))
	b := f.Bounds()
	if math.Abs(b.Max.Y-8*Inch) > 0.01 || math.Abs(b.Min.Y) > 0.01 || math.Abs(b.Max.X-b.Min.X-2.5*Inch) > 0.5 {
		t.Errorf("flame template bounds %v", b)
	}
}

// whfb8 §6.9, cannon: the ball lands the artillery roll beyond the
// point, bounces a second roll; "every model under the line from the
// landing point to the end of the bounce is hit, but at most one model
// per rank"; "a misfire on the bounce means no bounce: only a model
// under the landing point is hit". Aimed 3" short of a block 4 ranks
// deep (20 mm each): landing at 2" the bounce of 2" reaches 2 ranks,
// 4"+ all 4; landing at 4" (in rank 2) ranks 2–4; at 6" (rank 4) one;
// 8" and 10" beyond. P(0, 1, 2, 3, 4 hit) = 19, 7, 1, 5, 4 in 36.
func TestCannonHitsOneModelARank(t *testing.T) {
	g := machine(t, 48, Cannon)
	b := piece(t, nil)
	s := duel(t, g, b, 20*Inch, Shooting)
	r := &Ruleset{}
	o := Fire{By: 1, Unit: 1, Target: 2, Short: 3}
	od, err := r.Odds(s, o)
	if err != nil {
		t.Fatal(err)
	}
	sameRats(t, "hits", od.Damage, big.NewRat(19, 36), big.NewRat(7, 36), big.NewRat(1, 36), big.NewRat(5, 36), big.NewRat(4, 36))
	if od.Mean.Cmp(big.NewRat(10, 9)) != 0 {
		t.Errorf("mean %v, want 10/9", od.Mean)
	}
	// Resolved: artillery 4" (face 2), bounce 2" (face 1): ranks 2, 3
	// and 4; S10 against T3 wounds on 2+ (three 4s), no save.
	s.Dice = dice.NewFixed(1, []int{2, 1, 4, 4, 4})
	ev, err := (&engine.Game{Rules: r, State: s}).Do(o)
	if err != nil {
		t.Fatal(err)
	}
	if !hasText(ev, "The ball lands 4\" beyond the point and bounces 2\".") || s.Piece(2).Formation.Models != 17 {
		t.Errorf("cannon: %v; %d models left, want 17", texts(ev), s.Piece(2).Formation.Models)
	}
	if ev[1].Dice[0].Label != "4" || ev[1].Dice[1].Label != "2" || len(ev[1].Marks) == 0 {
		t.Errorf("the roll's faces %q %q and marks %d", ev[1].Dice[0].Label, ev[1].Dice[1].Label, len(ev[1].Marks))
	}
}

// whfb8 §6.9: the cannon "may not fire if the shot could possibly hit a
// friendly unit".
func TestCannonRefusesARiskToFriends(t *testing.T) {
	g := machine(t, 48, Cannon)
	b := piece(t, nil)
	s := duel(t, g, b, 20*Inch, Shooting)
	f := *piece(t, nil)
	f.ID, f.Owner, f.Name = 3, 1, "Friends"
	f.Pose = geom.Pose{Pos: s.Piece(2).Pose.Pos.Add(geom.V(0, 10*Inch))}
	s.Pieces = append(s.Pieces, f)
	if il := (&Ruleset{}).checkFire(s, Fire{By: 1, Unit: 1, Target: 2}); il == nil || il.Rule != rule("6.9") {
		t.Errorf("a ball that could reach a friend: %v", il)
	}
}

// whfb8 §6.9, §2.5, §13 A-18: the stone thrower's small template over
// one model; "a HIT on the scatter die means the shot lands on target",
// an arrow moves it the artillery roll, a misfire fires nothing. Over a
// lone 20 mm model, only a 2" arrow at 30° off an axis still touches it
// (8 of 12 directions): P(hit) = 5/6 · 2/6 + 1/6 · 4/6 · 8/12 = 19/54.
// Indirect fire moves a HIT the roll less BS 3: 2" and 4" still hit:
// 2/6 · 2/6 + 1/6 · 4/6 · 8/12 = 5/27.
func TestStoneThrowerScatterOdds(t *testing.T) {
	g := machine(t, 60, StoneThrower)
	b := piece(t, map[string]int{"models": 1, "files": 1})
	s := duel(t, g, b, 20*Inch, Shooting)
	r := &Ruleset{}
	for _, c := range []struct {
		alt  bool
		want *big.Rat
	}{{false, big.NewRat(19, 54)}, {true, big.NewRat(5, 27)}} {
		od, err := r.Odds(s, Fire{By: 1, Unit: 1, Target: 2, Alt: c.alt})
		if err != nil {
			t.Fatal(err)
		}
		if od.Mean.Cmp(c.want) != 0 {
			t.Errorf("indirect %v: P(hit) %v, want %v", c.alt, od.Mean, c.want)
		}
	}
	// Too close: 12" is the least range.
	s2 := duel(t, machine(t, 60, StoneThrower), piece(t, nil), 8*Inch, Shooting)
	if il := r.checkFire(s2, Fire{By: 1, Unit: 1, Target: 2}); il == nil {
		t.Error("a stone thrower fired at 8\"")
	}
	// Resolved on a HIT (5), artillery 6" (face 3): no direction rolled;
	// the model under the hole takes S9 (wounds T3 on 2+: a 2), Multiple
	// Wounds (D6) against W1.
	s.Dice = dice.NewFixed(1, []int{5, 3, 2})
	ev, err := (&engine.Game{Rules: r, State: s}).Do(Fire{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if s.Piece(2) != nil || len(ev[1].Dice) != 2 || ev[1].Dice[0].Label != "HIT" {
		t.Errorf("stone on target: %v", texts(ev))
	}
}

// whfb8 §6.9, black powder misfire table (1D6): "1–2 Destroyed, 3–4
// Malfunction: cannot fire this turn or in the controlling player's
// next turn, 5–6 May not shoot"; catapult: "1 Destroyed, 2–3
// Malfunction: one wound with no armour save ..., 4–6 May not shoot".
func TestMisfireTables(t *testing.T) {
	for f, want := range map[int][2]string{1: {"Destroyed", "Destroyed"}, 2: {"Destroyed", "Malfunction"}, 3: {"Malfunction", "Malfunction"},
		4: {"Malfunction", "May not shoot"}, 5: {"May not shoot", "May not shoot"}, 6: {"May not shoot", "May not shoot"}} {
		bp, _, _, _ := misfireResult(Cannon, f)
		ca, _, wound, _ := misfireResult(StoneThrower, f)
		if bp[:len(want[0])] != want[0] || ca[:len(want[1])] != want[1] || wound != (f == 2 || f == 3) {
			t.Errorf("face %d: %q, %q (wound %v); want %v", f, bp, ca, wound, want)
		}
	}
	// A cannon misfires (artillery 6), then 3: malfunction; it may not
	// fire in its player's next turn either.
	g := machine(t, 48, Cannon)
	s := duel(t, g, piece(t, nil), 20*Inch, Shooting)
	s.Dice = dice.NewFixed(1, []int{6, 3})
	r := &Ruleset{}
	if _, err := (&engine.Game{Rules: r, State: s}).Do(Fire{By: 1, Unit: 1, Target: 2}); err != nil {
		t.Fatal(err)
	}
	s.Turn++
	s.Piece(1).SetCounter("shot", 0)
	if il := r.checkFire(s, Fire{By: 1, Unit: 1, Target: 2}); il == nil {
		t.Error("a malfunctioned cannon fired in its next turn")
	}
	s.Turn++
	if il := r.checkFire(s, Fire{By: 1, Unit: 1, Target: 2}); il != nil {
		t.Errorf("two turns on: %v", il)
	}
}

// whfb8 §6.9, bolt thrower: "The first model is hit at S6. If it is
// slain (A-17), the next model in the line is hit at S−1", no armour
// saves. At 20" (short range) BS3 hits on 4+; S6, S5 wound T3 on 2+,
// S4 on 3+, S3 on 4+, through 4 ranks: P(0..4 slain) = 7/12, 5/72,
// 25/216, 25/216, 25/216.
func TestBoltThrowerThroughRanks(t *testing.T) {
	g := machine(t, 48, BoltThrower)
	b := piece(t, map[string]int{"Sv": 4})
	s := duel(t, g, b, 20*Inch, Shooting)
	r := &Ruleset{}
	od, err := r.Odds(s, Fire{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	sameRats(t, "slain", od.Damage, big.NewRat(7, 12), big.NewRat(5, 72), big.NewRat(25, 216), big.NewRat(25, 216), big.NewRat(25, 216))
	// Hit (4), S6 slays (2, then its D3), S5 slays (2, D3), S4 fails
	// (2 against 3+).
	s.Dice = dice.NewFixed(1, []int{4, 2, 1, 2, 1, 2})
	ev, err := (&engine.Game{Rules: r, State: s}).Do(Fire{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !hasText(ev, "The bolt strikes Targets's model 3 at S4.") || hasText(ev, "The bolt strikes Targets's model 4 at S3.") || s.Piece(2).Formation.Models != 18 {
		t.Errorf("bolt: %v", texts(ev))
	}
}

// whfb8 §6.9: a war machine's "charge reactions: Hold only"; "if it
// fails a panic test, it does not flee but cannot shoot this turn".
func TestMachineHoldsAndPanicsWithoutFleeing(t *testing.T) {
	g := machine(t, 48, Cannon)
	g.ID, g.Owner = 2, 2
	a := piece(t, nil)
	s := duel(t, a, g, 6*Inch, Charge)
	s.Pieces[1].ID, s.Pieces[1].Owner = 2, 2
	r := &Ruleset{}
	if got := r.reactions(s, chargeWait{Side: 2, By: 1, At: 2}); !slices.Equal(got, []Reaction{Hold}) {
		t.Errorf("reactions %v, want hold only", got)
	}
	s.Phase, s.Active = Shooting, 2
	s.Dice = dice.NewFixed(1, []int{6, 6})
	m := s.Piece(2)
	ev := r.panicTest(s, m, geom.V(0, 0))
	if m.Counter("fleeing") != 0 || !hasText(ev, "Targets does not flee: a war machine that panics cannot shoot this turn.") {
		t.Errorf("panic: %v", texts(ev))
	}
	if il := r.checkFire(s, Fire{By: 2, Unit: 2, Target: 1}); il == nil {
		t.Error("a panicked war machine fired")
	}
}

// whfb8 §6.9, fire thrower: "every model under the template is hit
// automatically. A unit that loses any model to it takes a panic test
// immediately" (§8.1: "any casualty at all from a fire thrower").
func TestFireThrowerAnyCasualtyPanics(t *testing.T) {
	g := machine(t, 8, FireThrower)
	b := piece(t, nil)
	s := duel(t, g, b, 2*Inch, Shooting)
	r := &Ruleset{}
	sh, il := r.aimMachine(s, s.Piece(1), s.Piece(2), Fire{By: 1, Unit: 1, Target: 2})
	if il != nil {
		t.Fatal(il)
	}
	n := underOf(s, flameAt(sh, 2), 2)
	if n == 0 {
		t.Fatal("the flame at 2\" covers nobody")
	}
	faces := []int{1, 6} // artillery 2", one wound on 2+
	for range n - 1 {
		faces = append(faces, 1)
	}
	faces = append(faces, 6, 6) // the panic test fails
	s.Dice = dice.NewFixed(1, faces)
	ev, err := (&engine.Game{Rules: r, State: s}).Do(Fire{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if s.Piece(2).Formation.Models != 19 || s.Piece(2).Counter("fleeing") != 1 {
		t.Errorf("one burnt, %d left, fleeing %d: %v", s.Piece(2).Formation.Models, s.Piece(2).Counter("fleeing"), texts(ev))
	}
}

// The Fire order in files (engine.OrderCodec): read back equal, a bad
// field an error naming it.
func TestFireCodec(t *testing.T) {
	r := &Ruleset{}
	for _, o := range []Fire{{By: 1, Unit: 2, Target: 7, Short: 4}, {By: 2, Unit: 3, Target: 1, Alt: true}, {By: 1, Unit: 1, Target: 2}} {
		kind, data, err := engine.EncodeOrder(r, o)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.DecodeOrder(r, kind, data)
		if err != nil || back != o {
			t.Errorf("%s %s: read back %#v, %v", kind, data, back, err)
		}
	}
	for _, c := range []struct{ data, want string }{
		{`{"by": 1, "unit": 2, "target": 3, "short": 9}`, "short: 0 to 8"},
		{`{"by": 1, "unit": 2}`, "target: missing"},
		{`{"by": 1, "unit": 2, "target": 3, "point": 1}`, `unknown field "point"`},
	} {
		if _, err := r.DecodeOrder("whfb8/fire", []byte(c.data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.data, err, c.want)
		}
	}
}

// whfb8 §6.9, close combat with a war machine: "The machine has A =
// crew remaining, and combat uses the crew's T"; "The machine has no
// flanks or rear". A crew of 3 that lost one strikes twice; S3 against
// the crew's T3 wounds on 4+, not the machine's T7 (6+); an enemy at its
// side counts as in front.
func TestMachineInCloseCombat(t *testing.T) {
	g := machine(t, 48, Cannon)
	g.Stats = append(g.Stats, engine.Stat{Name: "CT", Value: 3})
	slices.SortFunc(g.Stats, func(a, b engine.Stat) int { return strings.Compare(a.Name, b.Name) })
	b := piece(t, nil)
	s := duel(t, g, b, 0, Combat)
	m, e := s.Piece(1), s.Piece(2)
	m.SetCounter("wounded", 1)
	if a := blows(s, m, e); a.N != 2 {
		t.Errorf("the machine strikes %d times, want 2", a.N)
	}
	if a := blows(s, e, m); a.Wound != 4 {
		t.Errorf("blows at the crew wound on %d+, want 4+", a.Wound)
	}
	e.Pose.Pos = m.Pose.Pos.Add(geom.V(3*Inch, 0))
	if a := facingOf(m, e); a != geom.ArcFront {
		t.Errorf("an enemy at the side is in the %v arc, want the front", a)
	}
}

// whfb8 §6.9: "The machine must pivot in the movement phase to show
// where it will fire; this pivot does not count as moving": a cannon
// turned away may not fire; pivoted to face the target, it may.
func TestMachinePivotIsNotAMove(t *testing.T) {
	g := machine(t, 48, Cannon)
	s := duel(t, g, piece(t, nil), 20*Inch, Movement)
	r := &Ruleset{}
	s.Piece(1).Pose.Heading = math.Pi // facing away
	game := &engine.Game{Rules: r, State: s}
	do(t, game, Pivot{By: 1, Unit: 1, Target: 2})
	if math.Abs(geom.NormAngle(s.Piece(1).Pose.Heading)) > 1e-9 || done(s, s.Piece(1), "moved") {
		t.Fatalf("pivot: heading %v, moved %v", s.Piece(1).Pose.Heading, done(s, s.Piece(1), "moved"))
	}
	if _, err := game.Do(Pivot{By: 1, Unit: 1, Target: 2}); err == nil {
		t.Error("a second pivot in a turn")
	}
	s.Phase = Shooting
	if il := r.checkFire(s, Fire{By: 1, Unit: 1, Target: 2}); il != nil {
		t.Errorf("after a pivot: %v", il)
	}
	s.Piece(1).Pose.Heading = math.Pi
	if il := r.checkFire(s, Fire{By: 1, Unit: 1, Target: 2}); il == nil {
		t.Error("a cannon fired behind it")
	}
}

// whfb8 §6.9, §7.7: "If the machine loses and fails its break test, it
// is destroyed"; "If the attackers win, they may not pursue". Every
// blow misses; the block wins on its ranks, the crew fails its break
// test (6 + 6) and the machine is removed; nobody is asked to pursue.
func TestMachineThatBreaksIsDestroyed(t *testing.T) {
	a := piece(t, nil)
	g := machine(t, 48, Cannon)
	s := duel(t, a, g, 0, Combat)
	s.Pieces[1].ID, s.Pieces[1].Owner = 2, 2
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	n := blows(s, s.Piece(1), s.Piece(2)).N + blows(s, s.Piece(2), s.Piece(1)).N
	faces := make([]int, n, n+2)
	for i := range faces {
		faces[i] = 1
	}
	s.Dice = dice.NewFixed(1, append(faces, 6, 6))
	game := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, game, Fight{By: 1, Unit: 1})
	if s.Piece(2) != nil || !hasText(ev, "Targets breaks: a war machine is destroyed.") {
		t.Errorf("the broken machine: %v", texts(ev))
	}
	if _, ok := pendingPursuit(s); ok || s.Piece(1).Counter("engaged") != 0 {
		t.Errorf("after the machine: pursuit pending %v, engaged %d", ok, s.Piece(1).Counter("engaged"))
	}
}

// whfb8 §6.9, grapeshot: "Roll the artillery die for the number of
// shots. Misfire → black powder misfire table. Otherwise roll to hit
// (crew BS) for each shot, then to wound with grapeshot's S" (S5, Armour
// Piercing, 12"). At 5" BS3 hits on 4+ and S5 wounds T3 on 2+, no save:
// each shot wounds with 5/12; the shots are 2 to 10 (1/6 each) or none
// (a misfire, 1/6): mean 5/12 × 30/6 = 25/12, and no wound with
// 1/6 + Σ 1/6 × (7/12)^n.
func TestGrapeshot(t *testing.T) {
	g := machine(t, 48, Cannon, Grapeshot)
	s := duel(t, g, piece(t, nil), 5*Inch, Shooting)
	r := &Ruleset{}
	od, err := r.Odds(s, Fire{By: 1, Unit: 1, Target: 2, Alt: true})
	if err != nil {
		t.Fatal(err)
	}
	none := big.NewRat(1, 6)
	for _, n := range []int64{2, 4, 6, 8, 10} {
		p := new(big.Rat).Quo(new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(7), big.NewInt(n), nil)), new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(12), big.NewInt(n), nil)))
		none.Add(none, p.Mul(p, big.NewRat(1, 6)))
	}
	if od.Mean.Cmp(big.NewRat(25, 12)) != 0 || od.Damage[0].P.Cmp(none) != 0 {
		t.Errorf("mean %v (want 25/12), P(none) %v (want %v)", od.Mean, od.Damage[0].P, none)
	}
	// Resolved: artillery face 2, 4 shots: four to-hit dice.
	s.Dice = dice.NewFixed(1, []int{2, 4, 4, 1, 1, 2, 2})
	ev, err := (&engine.Game{Rules: r, State: s}).Do(Fire{By: 1, Unit: 1, Target: 2, Alt: true})
	if err != nil {
		t.Fatal(err)
	}
	if !hasText(ev, "Grapeshot: 4.") || !hasText(ev, "To hit: 2 of 4 on 4+.") || s.Piece(2).Formation.Models != 18 {
		t.Errorf("grapeshot: %v", texts(ev))
	}
	// Beyond 12": no grapeshot.
	s2 := duel(t, machine(t, 48, Cannon, Grapeshot), piece(t, nil), 13*Inch, Shooting)
	if il := r.checkFire(s2, Fire{By: 1, Unit: 1, Target: 2, Alt: true}); il == nil {
		t.Error("grapeshot at 13\"")
	}
}

// whfb8 §6.9, Cannon (5): "An obstacle it hits is destroyed, and the
// ball stops." Aimed 6" short of a block 20" away, the ball lands 2"
// beyond the point (artillery face 1) and would bounce 10" (face 5) into
// the block; a hedge 1" past the landing point stops it and is gone.
// Without the hedge, the same dice hit the block's first ranks. The odds
// read the same stop: only the 2" landing (1/6) is cut short, and of its
// bounces the 6", 8" and 10" (3/6) would have reached the block 4" on,
// so the hedge adds 1/12 to the chance of no hit.
func TestCannonballSmashesAnObstacle(t *testing.T) {
	var none [2]*big.Rat
	for k, hedge := range []bool{true, false} {
		g := machine(t, 48, Cannon)
		s := duel(t, g, piece(t, nil), 20*Inch, Shooting)
		front := s.Piece(2).Rect().FrontEdge().A.Y
		land := front - 4*Inch
		if hedge {
			s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Hedge", Kind: table.Obstacle,
				Parts: []geom.Poly{geom.Rect{Center: geom.V(900, land+Inch), W: 300, D: 10}.Poly()}}}
		}
		r := &Ruleset{}
		o := Fire{By: 1, Unit: 1, Target: 2, Short: 6}
		od, err := r.Odds(s, o)
		if err != nil {
			t.Fatal(err)
		}
		none[k] = od.Damage[0].P
		s.Dice = dice.NewFixed(1, []int{1, 5, 4, 4, 4, 4, 4, 4})
		ev, err := (&engine.Game{Rules: r, State: s}).Do(o)
		if err != nil {
			t.Fatal(err)
		}
		lost := 20 - s.Piece(2).Formation.Models
		if hedge && (!hasText(ev, "The ball smashes Hedge and stops.") || len(s.Table.Terrain) != 0 || lost != 0) {
			t.Errorf("with the hedge: %v; terrain %d, %d models lost", texts(ev), len(s.Table.Terrain), lost)
		}
		if !hedge && lost == 0 {
			t.Errorf("without the hedge the ball hit nothing: %v", texts(ev))
		}
	}
	if d := new(big.Rat).Sub(none[0], none[1]); d.Cmp(big.NewRat(1, 12)) != 0 {
		t.Errorf("the hedge adds %v to the chance of no hit (%v against %v), want 1/12", d, none[0], none[1])
	}
}

// whfb8 §6.9: "The attacker names an assault group of up to 6
// model-equivalents per machine, however many units charged it. Each
// monstrous infantry ... model counts as 3"; "the whole assault group
// counts as being in base contact". A block of 20 fighting a cannon
// strikes with 6 models (not its 5 in contact and 5 supporting), a
// second unit with none; three monstrous infantry strike with 2.
func TestAssaultGroupOfSix(t *testing.T) {
	g := machine(t, 48, Cannon)
	s := duel(t, g, piece(t, nil), 0, Combat)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	second := block(t, 3, 2, "Second", s.Pieces[0].Pose.Pos.Add(geom.V(-20-50, 0)), math.Pi/2)
	second.SetCounter("engaged", 1)
	s.Pieces = append(s.Pieces, second)
	m := s.Piece(1)
	if a := blows(s, s.Piece(2), m); a.N != 6 {
		t.Errorf("the block strikes %d times, want 6 (the assault group)", a.N)
	}
	if a := blows(s, s.Piece(3), m); a.N != 0 {
		t.Errorf("the second unit strikes %d times, want none: the group is full", a.N)
	}
	mi := troop(t, "MI", map[string]int{"models": 3, "files": 3, "A": 3})
	mi.ID, mi.Owner = 2, 2
	mi.Pose = s.Piece(2).Pose
	s.Pieces = []engine.Piece{*s.Piece(1), *mi}
	s.Pieces[1].SetCounter("engaged", 1)
	if a := blows(s, s.Piece(2), s.Piece(1)); a.N != 2*3 {
		t.Errorf("three monstrous infantry strike %d times, want 2 models' 6", a.N)
	}
}
