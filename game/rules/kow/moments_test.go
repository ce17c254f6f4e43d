package kow_test

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// The special rules with their own moment in the turn (kow2 §4.1, §8):
// Regeneration when the order is given, Headstrong at the start of the
// turn, Yellow-Bellied before a front charge. Each roll is an event of
// kind Rolled carrying its dice, which is what the dice tray and the
// battle log show.

// rolled returns the dice of the events whose dice are for purpose, in
// order, and the index of the first such event (-1 when none).
func rolled(ev []engine.Event, purpose string) ([]dice.Die, int) {
	var out []dice.Die
	first := -1
	for i, e := range ev {
		if e.Kind != engine.Rolled {
			continue
		}
		for _, d := range e.Dice {
			if d.Purpose == purpose {
				out = append(out, d)
				if first < 0 {
					first = i
				}
			}
		}
	}
	return out, first
}

// withRule adds a special rule to a piece in play, keeping Rules sorted.
func withRule(p *engine.Piece, rule string) {
	p.Rules = append(p.Rules, rule)
	slices.Sort(p.Rules)
}

// kow2 §4.2 "If the Shooting phase begins and a unit has no order, it has
// Halted"; §8 Regeneration: "roll one die per point of damage ... Each roll
// of n or more removes 1 damage"; "An implicit Halt at the start of
// shooting also triggers it [REC]" (§14-A33: "Roll at the start of the
// Shooting phase, when the Halt is assigned"). Faces 5, 3, 6 on
// Regeneration(5+) heal 2 of 3 damage; the unit then shoots as Halted.
func TestRegenerationAtTheImplicitHalt(t *testing.T) {
	g := started(gametest.Table(72, 48, archers("Regeneration(5+)"), wolves()))
	g.State.Piece(1).SetCounter("damage", 3)
	g.State.Dice = dice.NewFixed(1, []int{5, 3, 6})
	ev, err := g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	ds, i := rolled(ev, "regeneration")
	if len(ds) != 3 || ds[0].Face != 5 || ds[1].Face != 3 || ds[2].Face != 6 || ev[i].Need != 5 || ev[i].Value != 2 || ev[i].Rule != "kow2/8" {
		t.Fatalf("regeneration roll %+v", ev)
	}
	if d := g.State.Piece(1).Counter("damage"); d != 1 {
		t.Fatalf("damage %d, want 1", d)
	}
	if g.State.Phase != kow.Shooting || g.State.Dice.Count() != 3 {
		t.Fatalf("phase %s, %d dice rolled", g.State.Phase, g.State.Dice.Count())
	}
	if o := odds(t, g); !strings.HasPrefix(o.Text, "10 dice, hit on 4+,") {
		t.Fatalf("the implicit Halt shoots as moved: %q", o.Text)
	}
}

// kow2 §8 Regeneration: "Each time the unit receives a movement order,
// including Halt, roll ... before doing anything else": the dice come
// before the move, and an order given in the movement phase is not rolled
// for again at the start of shooting.
func TestRegenerationOnTheOrder(t *testing.T) {
	g := started(gametest.Table(72, 48, archers("Regeneration(4+)"), wolves()))
	g.State.Piece(1).SetCounter("damage", 2)
	g.State.Dice = dice.NewFixed(1, []int{4, 1})
	ev, err := g.Do(kow.NewMove(1, 1, kow.Advance, nil))
	if err != nil {
		t.Fatal(err)
	}
	ds, i := rolled(ev, "regeneration")
	if len(ds) != 2 || i != 0 || len(ev) != 2 || ev[1].Kind != engine.Moved || ev[0].Value != 1 {
		t.Fatalf("events %+v", ev)
	}
	if d := g.State.Piece(1).Counter("damage"); d != 1 {
		t.Fatalf("damage %d, want 1", d)
	}
	ev, err = g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	if ds, _ := rolled(ev, "regeneration"); len(ds) != 0 || g.State.Dice.Count() != 2 {
		t.Fatalf("rolled again at the start of shooting: %+v", ev)
	}
}

// kow2 §8 Yellow-Bellied: "No roll for flank or rear charges, charges
// against Individuals or War Engines, or counter-charges" (§4.7.1 item
// 6). Each charge below is into the target's front and rolls no die.
func TestYellowBelliedExceptions(t *testing.T) {
	for _, c := range []struct {
		name   string
		target engine.Piece
	}{
		{"an Individual", gametest.KoW(2, 2, "Captain", "Hero/Inf", "single", 36, 16, 180, "Individual")},
		{"a War Engine", gametest.KoW(2, 2, "Cannon", "WE", "single", 36, 16, 180)},
	} {
		g := started(gametest.Table(72, 48, spears("Yellow-Bellied"), c.target))
		r := g.Rules.(*kow.Ruleset)
		if ct := target(t, r, g.State, 1, 2); !ct.Legal || ct.Facing != geom.ArcFront {
			t.Fatalf("%s: charge %+v (%v)", c.name, ct, ct.Why)
		}
		g.State.Dice = dice.New(3)
		ev, err := g.Do(r.ChargeOrder(1, 1, 2))
		if err != nil {
			t.Fatal(err)
		}
		if g.State.Dice.Count() != 0 || g.State.Piece(1).Counter("charged") != 2 {
			t.Errorf("%s: %d dice rolled, charged %d: %+v", c.name, g.State.Dice.Count(), g.State.Piece(1).Counter("charged"), ev)
		}
	}
	g := counterChargeGame(t)
	withRule(g.State.Piece(1), "Yellow-Bellied")
	r := g.Rules.(*kow.Ruleset)
	n := g.State.Dice.Count()
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if ds, _ := rolled(ev, "yellow-bellied"); len(ds) != 0 || g.State.Dice.Count() != n || g.State.Piece(1).Counter("charged") != 2 {
		t.Fatalf("a Yellow-Bellied counter-charge rolled: %+v", ev)
	}
}

// kow2 §8 Yellow-Bellied: "On a 1 it Halts instead ... The Halt still
// counts as 'not moved', and Regeneration is rolled when the order is
// given". Regeneration(4+) on 2 damage rolls 6, 2 (1 healed), then the
// Yellow-Bellied D6 is a 1: the unit Halts where it stood, and in the
// shooting phase its bows need 4+ (no −1 for moving).
func TestYellowBelliedHaltAfterRegeneration(t *testing.T) {
	g := started(gametest.Table(72, 48, archers("Yellow-Bellied", "Regeneration(4+)"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180)))
	p := g.State.Piece(1)
	p.SetCounter("damage", 2)
	from := p.Pose
	g.State.Dice = dice.NewFixed(1, []int{6, 2, 1})
	r := g.Rules.(*kow.Ruleset)
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	regen, ri := rolled(ev, "regeneration")
	yb, yi := rolled(ev, "yellow-bellied")
	if len(regen) != 2 || len(yb) != 1 || yb[0].Face != 1 || ri != 0 || yi != 1 || ev[yi].Rule != "kow2/8" {
		t.Fatalf("events %+v", ev)
	}
	p = g.State.Piece(1)
	if p.Counter("damage") != 1 || p.Pose != from || p.Counter("charged") != 0 || !kow.Ordered(g.State, p) {
		t.Fatalf("after the Halt: damage %d, moved %v, charged %d", p.Counter("damage"), p.Pose != from, p.Counter("charged"))
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	if g.State.Dice.Count() != 3 {
		t.Fatalf("%d dice rolled by the start of shooting, want 3 (no second Regeneration roll)", g.State.Dice.Count())
	}
	if o := odds(t, g); !strings.HasPrefix(o.Text, "10 dice, hit on 4+,") {
		t.Fatalf("the Yellow-Bellied Halt shoots as moved: %q", o.Text)
	}
}

// kow2 §4.7.8 with §8 Yellow-Bellied: a boxed-in charge into the front is
// a charge, so it rolls; on a 1 nobody moves, the target is not turned.
func TestYellowBelliedBoxedIn(t *testing.T) {
	mm := func(x, y, w, d float64) geom.Poly { return geom.Rect{Center: geom.V(x, y), W: w, D: d}.Poly() }
	s := gametest.Table(72, 48, spears("Yellow-Bellied"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 16, 225)).With(
		gametest.Terrain(1, "West Rock", table.Impassable, 3, mm(810, 330, 60, 80)),
		gametest.Terrain(2, "East Rock", table.Impassable, 3, mm(983, 300, 34, 100)))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	if ct := target(t, r, g.State, 1, 2); !ct.Legal || !ct.Reverse || ct.Facing != geom.ArcFront {
		t.Fatalf("boxed-in charge %+v (%v)", ct, ct.Why)
	}
	wolvesAt := g.State.Piece(2).Pose
	g.State.Dice = dice.NewFixed(1, []int{1})
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if yb, _ := rolled(ev, "yellow-bellied"); len(yb) != 1 || g.State.Piece(2).Pose != wolvesAt || g.State.Piece(1).Counter("charged") != 0 {
		t.Fatalf("boxed-in Yellow-Bellied charge on a 1: %+v", ev)
	}
}

// kow2 §8 Headstrong: "If the unit starts its turn Wavered, roll a D6. On
// 4+ it ignores the Waver effects for that turn but remains Disordered";
// "Roll at the start of the owner's turn". A 4 lifts the Waver, a 3 does
// not; the die is an event on the tray with Need 4; a unit that is not
// Wavered rolls nothing.
func TestHeadstrongRollOnTheTray(t *testing.T) {
	for _, c := range []struct {
		face    int
		wavered bool
		advance bool
		dice    int64
	}{{4, true, true, 1}, {3, true, false, 1}, {6, false, true, 0}} {
		s := gametest.Table(72, 48, gametest.KoW(1, 1, "Knights", "Cav", "regiment", 36, 10, 0, "Headstrong"), wolves())
		g := started(s)
		g.State.Active, g.State.First = 2, 2
		p := g.State.Piece(1)
		if c.wavered {
			p.SetCounter("wavered", 2)
		}
		p.SetCounter("disordered", 2)
		g.State.Dice = dice.NewFixed(1, []int{c.face})
		var ev []engine.Event
		for g.State.Active == 2 {
			e, err := g.Do(engine.EndPhase{By: 2})
			if err != nil {
				t.Fatal(err)
			}
			ev = append(ev, e...)
		}
		ds, i := rolled(ev, "headstrong")
		if int64(len(ds)) != c.dice || g.State.Dice.Count() != c.dice {
			t.Fatalf("face %d: %d Headstrong dice, %d rolled", c.face, len(ds), g.State.Dice.Count())
		}
		if i >= 0 && (ev[i].Need != 4 || ev[i].Value != c.face || ds[0].Face != c.face || ev[i].Piece != 1) {
			t.Fatalf("face %d: event %+v", c.face, ev[i])
		}
		canAdvance := slices.ContainsFunc(g.Rules.Orders(g.State, 1), func(o engine.OrderOption) bool { return o.Kind == "kow/advance" })
		if canAdvance != c.advance || g.State.Piece(1).Counter("disordered") == 0 {
			t.Errorf("face %d: may advance %v, disordered %d", c.face, canAdvance, g.State.Piece(1).Counter("disordered"))
		}
	}
}

// kow2 §8 Indirect Fire: "Cannot target units at 12" or less. Still
// needs LoS", with §14-A1's ε: the Wolves' front exactly 12" from the
// Leader Point is refused, 12.01" away is shot (bows, 24").
func TestIndirectFireMinimumRange(t *testing.T) {
	for _, c := range []struct {
		d    float64
		want bool
	}{{12, false}, {12.01, true}, {11, false}} {
		wolvesAt := gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 10+80/in+c.d, 180)
		g := started(gametest.Table(72, 48, archers("Indirect Fire"), wolvesAt))
		toShooting(t, g)
		err := g.Rules.Check(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2})
		if (err == nil) != c.want {
			t.Errorf("%.2f\": %v, want legal %v", c.d, err, c.want)
		}
	}
}

// kow2 §4.7.6 "Counter-charges are never Hindered" (§4.8 item 4): rubble
// in the 1" between the Spears and the Wolves that charged their flank;
// the counter-charge crosses it and ends touching it, not Hindered.
func TestCounterChargeNeverHindered(t *testing.T) {
	g := counterChargeGame(t)
	s := g.State
	gap := s.Piece(1).Rect().Center.X - s.Piece(1).Footprint.W/2 - 0.5*in // the middle of the 1" gap
	rubble := geom.Rect{Center: geom.V(gap, s.Piece(1).Pose.Pos.Y), W: 0.9 * in, D: 3 * in}.Poly()
	s.Table.Terrain = append(s.Table.Terrain, gametest.Terrain(1, "Rubble", table.Difficult, 0, rubble))
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, s, 1, 2)
	if !ct.Legal || !ct.Counter || ct.Hindered {
		t.Fatalf("counter-charge over rubble %+v (%v)", ct, ct.Why)
	}
	if _, err := g.Do(r.ChargeOrder(1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	if h := s.Piece(1).Counter("hindered"); h != 0 || !geom.Overlap(s.Piece(1).Rect().Poly(), rubble) {
		t.Fatalf("hindered %d; on the rubble %v", h, geom.Overlap(s.Piece(1).Rect().Poly(), rubble))
	}
}
