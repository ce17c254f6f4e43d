package kow_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
)

// chargedIntoMelee has player 1's unit 1 charge unit 2 and brings the game
// to the melee phase.
func chargedIntoMelee(t *testing.T, pieces ...engine.Piece) *engine.Game {
	t.Helper()
	g := started(gametest.Table(72, 48, pieces...))
	if _, err := g.Do(g.Rules.(*kow.Ruleset).ChargeOrder(1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	for g.State.Phase != kow.Melee {
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// kow2 §6.1: one combat per charged enemy; the charger's dice (§6.2-6.4)
// are previewed exactly; a target that survives makes the attacker back
// off 1" straight back (§6.6), and a damaged target is Disordered (§6.5).
func TestMeleeCombatAndBackOff(t *testing.T) {
	g := chargedIntoMelee(t, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180))
	f := g.Rules.(*kow.Ruleset)
	cs := f.Combats(g.State)
	if len(cs) != 1 || cs[0].Target != 2 || len(cs[0].Attackers) != 1 || cs[0].Label != "Spears vs Wolves" {
		t.Fatalf("combats %+v", cs)
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err == nil || !strings.Contains(err.Error(), "Fight") {
		t.Fatalf("ending the melee phase with a combat left: %v", err)
	}
	o, err := g.Rules.Odds(g.State, f.FightOrder(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(o.Text, "10 dice, hit on 4+, damage on 4+") || o.Mean.Cmp(big.NewRat(5, 2)) != 0 {
		t.Fatalf("odds %q mean %s", o.Text, o.Mean)
	}
	total := new(big.Rat)
	for _, r := range o.Results {
		total.Add(total, r.P)
	}
	if total.Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("nerve results sum to %s", total)
	}
	ev, err := g.Do(f.FightOrder(1, 2))
	if err != nil {
		t.Fatal(err)
	}
	w := g.State.Piece(2)
	if w == nil {
		t.Skip("the wolves routed with this seed; TestMeleeRoutAndRegroup covers it")
	}
	dmg := w.Counter("damage")
	if (dmg > 0) != (w.Counter("disordered") > 0) {
		t.Fatalf("damage %d, disordered %d", dmg, w.Counter("disordered"))
	}
	s := g.State.Piece(1)
	if d := geom.Distance(s.Rect(), w.Rect()); math.Abs(d-kow.Inch) > 0.01 {
		t.Fatalf("after backing off the units are %.3f mm apart, want 1\" (%v)", d, ev)
	}
	if len(f.Combats(g.State)) != 0 {
		t.Fatal("the combat is listed again after it was fought")
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatalf("ending the melee phase after the combat: %v", err)
	}
}

// kow2 §6.5-6.6: a routed target is removed and each attacker regroups:
// the turn cannot end before; forward D6" moves the full roll.
func TestMeleeRoutAndRegroup(t *testing.T) {
	brutes := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 36, 10, 0), "att", 30), "me", 2)
	frail := gametest.Stat(gametest.KoW(2, 2, "Thralls", "Inf", "regiment", 36, 18, 180), "rout", 3)
	for seed := uint64(1); seed < 50; seed++ {
		g := chargedIntoMelee(t, brutes, frail)
		g.State.Dice = dice.New(seed)
		if _, err := g.Do(g.Rules.(*kow.Ruleset).FightOrder(1, 2)); err != nil {
			t.Fatal(err)
		}
		if g.State.Piece(2) != nil {
			continue // a double 1 held the line: try another seed
		}
		if len(g.State.Gone) != 1 || g.State.Gone[0].ID != 2 {
			t.Fatalf("gone %+v", g.State.Gone)
		}
		if _, err := g.Do(engine.EndPhase{By: 1}); err == nil || !strings.Contains(err.Error(), "regroup") {
			t.Fatalf("turn ended before the regroup: %v", err)
		}
		opts := g.Rules.Orders(g.State, 1)
		if len(opts) != 3 || opts[1].Order == nil {
			t.Fatalf("regroup options %+v", opts)
		}
		from := g.State.Piece(1).Pose.Pos
		ev, err := g.Do(opts[1].Order)
		if err != nil {
			t.Fatal(err)
		}
		roll := ev[0].Dice[0].Face
		moved := g.State.Piece(1).Pose.Pos.Sub(from)
		if math.Abs(moved.Len()-float64(roll)*kow.Inch) > 1e-6 || moved.Y <= 0 {
			t.Fatalf("rolled %d, moved %v", roll, moved)
		}
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("no seed routed the target")
}

// kow2 §7.3, §14-A17: a unit Wavered in the enemy's turn may only Halt,
// Change Facing or go Back in its next Movement phase, cannot shoot, and
// the marks go at the end of that turn.
func TestWaverLastsItsOwnersNextTurn(t *testing.T) {
	shaky := gametest.Stat(gametest.Stat(wolves(), "waver", 2), "rout", 40)
	for seed := uint64(1); seed < 50; seed++ {
		g := started(gametest.Table(72, 48, gametest.Stat(gametest.Stat(archers(), "att", 30), "ra", 2), shaky))
		g.State.Dice = dice.New(seed)
		toShooting(t, g)
		if _, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2}); err != nil {
			t.Fatal(err)
		}
		for g.State.Active == 1 {
			if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
				t.Fatal(err)
			}
		}
		w := g.State.Piece(2)
		if w.Counter("wavered") == 0 {
			continue
		}
		var kinds []string
		for _, o := range g.Rules.Orders(g.State, 2) {
			kinds = append(kinds, o.Kind)
		}
		if strings.Join(kinds, " ") != "kow/halt kow/change-facing kow/back" {
			t.Fatalf("a Wavered unit is offered %v", kinds)
		}
		for g.State.Active == 2 {
			if _, err := g.Do(engine.EndPhase{By: 2}); err != nil {
				t.Fatal(err)
			}
		}
		if w := g.State.Piece(2); w.Counter("wavered") != 0 || w.Counter("disordered") != 0 {
			t.Fatalf("after its own turn the unit is still marked: %v", w.Counters)
		}
		return
	}
	t.Fatal("no seed wavered the target")
}

// kow2 §8 Headstrong: a unit that starts its turn Wavered rolls a D6; on
// 4+ it ignores the Waver this turn (it may Advance) but stays Disordered.
func TestHeadstrong(t *testing.T) {
	seen := map[bool]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 2; seed++ {
		s := gametest.Table(72, 48, gametest.KoW(1, 1, "Knights", "Cav", "regiment", 36, 10, 0, "Headstrong"), wolves())
		g := started(s)
		g.State.Active, g.State.First = 2, 2 // player 2's turn first, then player 1's
		p := g.State.Piece(1)
		p.SetCounter("wavered", 2)
		p.SetCounter("disordered", 2)
		g.State.Dice = dice.New(seed)
		var ev []engine.Event
		for g.State.Active == 2 {
			e, err := g.Do(engine.EndPhase{By: 2})
			if err != nil {
				t.Fatal(err)
			}
			ev = append(ev, e...)
		}
		roll := -1
		for _, e := range ev {
			if e.Rule == "kow2/8" && e.Kind == engine.Rolled {
				roll = e.Value
			}
		}
		if roll < 0 {
			t.Fatal("no Headstrong roll at the start of the turn")
		}
		canAdvance := false
		for _, o := range g.Rules.Orders(g.State, 1) {
			canAdvance = canAdvance || o.Kind == "kow/advance"
		}
		if canAdvance != (roll >= 4) || p.Counter("disordered") == 0 {
			t.Fatalf("roll %d: may advance %v, disordered %d", roll, canAdvance, p.Counter("disordered"))
		}
		seen[roll >= 4] = true
	}
	if len(seen) != 2 {
		t.Fatal("the seeds never gave both Headstrong results")
	}
}

// kow2 §4.10 overrun: "If an Individual is Routed in melee and its
// attacker chooses the D6" forward regroup and touches another enemy unit,
// that contact is a successful charge": the attacker aligns to it and
// fights it at once.
func TestOverrun(t *testing.T) {
	brutes := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 36, 10, 0), "att", 30), "me", 2)
	hero := gametest.Stat(gametest.KoW(2, 2, "Hero", "Hero/Inf", "single", 36, 16, 180, "Individual"), "rout", 3)
	behind := gametest.KoW(3, 2, "Guard", "Inf", "regiment", 36, 17.5+1.6+1.2, 180)
	overran := false
	for seed := uint64(1); seed < 80 && !overran; seed++ {
		g := chargedIntoMelee(t, brutes, hero, behind)
		g.State.Dice = dice.New(seed)
		f := g.Rules.(*kow.Ruleset)
		if _, err := g.Do(f.FightOrder(1, 2)); err != nil {
			t.Fatal(err)
		}
		if g.State.Piece(2) != nil {
			continue
		}
		ev, err := g.Do(g.Rules.Orders(g.State, 1)[1].Order) // forward D6"
		if err != nil {
			t.Fatal(err)
		}
		roll := ev[0].Dice[0].Face
		cs := f.Combats(g.State)
		gap := geom.Distance(g.State.Piece(1).Rect(), g.State.Piece(3).Rect())
		if len(cs) == 0 {
			if gap < kow.Inch-0.01 {
				t.Fatalf("rolled %d, no overrun, yet %.2f mm from the Guard", roll, gap)
			}
			continue
		}
		if cs[0].Target != 3 || gap > 1e-6 || !strings.HasPrefix(ev[1].Text, "Overrun") {
			t.Fatalf("rolled %d: combats %+v, %.3f mm from the Guard, %q", roll, cs, gap, ev[1].Text)
		}
		if _, err := g.Do(f.FightOrder(1, 3)); err != nil {
			t.Fatalf("the overrun combat cannot be fought: %v", err)
		}
		overran = true
	}
	if !overran {
		t.Fatal("no seed overran")
	}
}
