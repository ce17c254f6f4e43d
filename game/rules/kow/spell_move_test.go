package kow_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// moved is how far piece id went between two States, and its turn.
func moved(before, after *engine.State, id engine.PieceID) (geom.Vec, float64) {
	a, b := before.Piece(id).Pose, after.Piece(id).Pose
	return b.Pos.Sub(a.Pos), geom.NormAngle(b.Heading - a.Heading)
}

// binom4 is the number of hits of 4 dice at 4+: 1, 4, 6, 4, 1 sixteenths.
var binom4 = []*big.Rat{big.NewRat(1, 16), big.NewRat(4, 16), big.NewRat(6, 16), big.NewRat(4, 16), big.NewRat(1, 16)}

// kow2 §10.1: "Wind Blast(n) | 18" | enemy | No damage. Each hit pushes
// the target 1"", the direction by "the arc of the target that holds the
// wizard": front, straight back; left or right flank, sideways away from
// the wizard; rear, straight forward. The Wolves stand 3" to the side of
// the wizard's line, so each push is along their own axes, never along
// the line from the wizard: three hits move them 3" north whichever way
// they face, without turning them.
func TestWindBlastDirectionByArc(t *testing.T) {
	for _, c := range []struct {
		name   string
		facing float64
	}{{"front", 180}, {"right flank", 90}, {"rear", 0}, {"left flank", 270}} {
		g := started(gametest.Table(72, 48, wizard("Wind Blast(4)"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 39, 18, c.facing)))
		toShooting(t, g)
		before := g.State.Clone()
		ev := castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Wind Blast"}, 3)
		d, turn := moved(before, g.State, 2)
		if d.Sub(geom.V(0, 3*kow.Inch)).Len() > 1e-6 || math.Abs(turn) > 1e-9 {
			t.Errorf("%s: moved %v turning %v, want 3\" north (%s)", c.name, d, turn, ev[len(ev)-1].Text)
		}
	}
}

// kow2 §10.1: the push stops "early to stay 1" from its enemies or out of
// contact with impassable terrain or its own friends", and has "No effect
// on units with Sp 0" (§14-A23). The Wolves, pushed straight back, have a
// unit 2.5" behind them: an enemy stops them after 1.5", a friend after
// 2.5" less the friends' gap (0.5 mm); with Sp 0 they stay.
func TestWindBlastStops(t *testing.T) {
	behind := func(owner int) engine.Piece {
		return gametest.KoW(3, owner, "Behind", "Inf", "regiment", 36, 18+80/kow.Inch+2.5, 180)
	}
	cases := []struct {
		name  string
		other engine.Piece
		sp0   bool
		want  float64
		short int64 // sixteenths of the odds that the push stops short
	}{
		{"enemy behind", behind(1), false, 1.5 * kow.Inch, 11},
		{"friend behind", behind(2), false, 2.5*kow.Inch - 0.5, 5},
		{"Sp 0", behind(2), true, 0, 0},
	}
	for _, c := range cases {
		wo := gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180)
		if c.sp0 {
			wo = gametest.Stat(wo, "sp", 0)
		}
		g := started(gametest.Table(72, 48, wizard("Wind Blast(4)"), wo, c.other))
		toShooting(t, g)
		before := g.State.Clone()
		blast := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Wind Blast"}
		o := oddsOf(t, g, blast)
		ev := castWithHits(t, g, blast, 4)
		if d, _ := moved(before, g.State, 2); math.Abs(d.Y-c.want) > 1e-6 || math.Abs(d.X) > 1e-6 {
			t.Errorf("%s: moved %v, want %.3f mm north (%s)", c.name, d, c.want, ev[len(ev)-1].Text)
		}
		// The odds: one hit (the enemy) or two (the friend) are a full
		// push, more stop short; at Sp 0 nothing moves.
		short, full := resultP(o, "Stopped short"), resultP(o, "Moved in full")
		switch {
		case c.sp0 && resultP(o, "Not moved").Cmp(big.NewRat(1, 1)) != 0:
			t.Errorf("%s: odds %+v, want never moved", c.name, o.Results)
		case !c.sp0 && (short == nil || full == nil || short.Cmp(big.NewRat(c.short, 16)) != 0 || full.Cmp(big.NewRat(15-c.short, 16)) != 0):
			t.Errorf("%s: odds %+v, want stopped short %d/16", c.name, o.Results, c.short)
		}
	}
}

// kow2 §10.1: Wind Blast's odds are the number of hits, 1" each, exact
// and matching the dice: 4 dice at 4+.
func TestWindBlastOddsMatchTheDice(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Wind Blast(4)"), near()))
	toShooting(t, g)
	blast := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Wind Blast"}
	o := oddsOf(t, g, blast)
	if o.Counts != "hits" || len(o.Damage) != 5 || !strings.Contains(o.Text, "straight back") {
		t.Fatalf("odds %+v", o)
	}
	for v, p := range binom4 {
		if o.Damage[v].P.Cmp(p) != 0 {
			t.Errorf("P(%d\") = %s, want %s", v, o.Damage[v].P, p)
		}
	}
	y0 := g.State.Piece(2).Pose.Pos.Y
	oddsMatchDiceBy(t, g, blast, o, func(after *engine.Game, _ []engine.Event) int {
		return int(math.Round((after.State.Piece(2).Pose.Pos.Y - y0) / kow.Inch))
	})
}

// zombies is player 1's Shambling regiment 8" north of the wizard.
func zombies(rules ...string) engine.Piece {
	return gametest.KoW(2, 1, "Zombies", "Inf", "regiment", 36, 18, 0, append(rules, "Shambling")...)
}

// wolvesAhead is player 2's regiment facing the Zombies, its front gap"
// from theirs.
func wolvesAhead(gap float64) engine.Piece {
	return gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36, 18+80/kow.Inch+gap, 180)
}

// kow2 §10.1: "Surge(n) | 12" | friendly Shambling units only | Each hit
// moves the target straight forward 1"" and "If the move touches an enemy,
// it counts as a charge: align, and fight in the Melee phase." With the
// Wolves 3" ahead, Surge(6) charges them with 3 hits or more: 42/64; 1 or
// 2 hits move the Zombies in full (21/64), none leaves them (1/64). Four
// hits: the Zombies stop after 3" against the Wolves' front, charged in
// the front, and fight them in the melee phase.
func TestSurgeChargesAndFights(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(3)))
	toShooting(t, g)
	surge := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}
	o := oddsOf(t, g, surge)
	if p := resultP(o, "Charges Wolves"); p == nil || p.Cmp(big.NewRat(42, 64)) != 0 {
		t.Fatalf("P(charge) = %v, want 42/64 (%+v)", p, o.Results)
	}
	if p := resultP(o, "Moved in full"); p == nil || p.Cmp(big.NewRat(21, 64)) != 0 || o.Counts != "hits" {
		t.Fatalf("P(moved in full) = %v, want 21/64 (%+v)", p, o.Results)
	}
	before := g.State.Clone()
	ev := castWithHits(t, g, surge, 4)
	z := g.State.Piece(2)
	if d, _ := moved(before, g.State, 2); math.Abs(d.Y-3*kow.Inch) > 1e-3 || math.Abs(d.X) > 1e-3 {
		t.Errorf("zombies moved %v, want 3\" north into contact (%s)", d, ev[len(ev)-1].Text)
	}
	if z.Counter("charged") != 3 || z.Counter("charge-facing") != int(geom.ArcFront)+1 || z.Counter("hindered") != 0 {
		t.Fatalf("counters %v, want a charge on the Wolves' front", z.Counters)
	}
	if !strings.Contains(ev[len(ev)-1].Text, "Surge: Zombies charge Wolves in the front") {
		t.Errorf("event %q", ev[len(ev)-1].Text)
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	cs := g.Rules.(*kow.Ruleset).Combats(g.State)
	if len(cs) != 1 || cs[0].Target != 3 || len(cs[0].Attackers) != 1 || cs[0].Attackers[0] != 2 {
		t.Fatalf("combats %+v, want Zombies against Wolves", cs)
	}
	fight, err := g.Do(kow.Fight{By: 1, Target: 3})
	if err != nil || fight[0].Piece != 2 || !strings.Contains(fight[0].Text, "attack Wolves") {
		t.Fatalf("fight %v %v", fight, err)
	}
}

// nerveTested reports whether the events hold a nerve test of unit id.
func nerveTested(ev []engine.Event, id engine.PieceID) bool {
	for _, e := range ev {
		if e.Rule == "kow2/7.2" && e.Kind == engine.Rolled && e.Piece == id {
			return true
		}
	}
	return false
}

// kow2 §14-A20: "Surge's 'that unit does not take a nerve test' means the
// enemy unit contacted by the surge. It skips the end-of-shooting test and
// is tested after the melee, with all damage counted." The Wolves, damaged
// earlier in the phase, skip the end-of-phase test and test after their
// combat even when the melee does no damage (here De 6+ against Me 4+ and
// no bonus: the Zombies cannot damage them).
func TestSurgeDelaysTheNerveTest(t *testing.T) {
	wo := gametest.Stat(wolvesAhead(3), "de", 7)
	g := started(gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wo))
	toShooting(t, g)
	g.State.Piece(3).SetCounter("damage", 4)
	g.State.Piece(3).SetCounter("phase-damage", 4) // as if shot this phase
	castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, 3)
	if g.State.Piece(2).Counter("charged") != 3 {
		t.Fatal("no charge")
	}
	end, err := g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	if nerveTested(end, 3) {
		t.Fatal("the Wolves tested at the end of the shooting phase")
	}
	fight, err := g.Do(kow.Fight{By: 1, Target: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !nerveTested(fight, 3) || g.State.Piece(3) != nil && g.State.Piece(3).Counter("nerve-after-melee") != 0 {
		t.Fatalf("the Wolves did not test after the melee: %v", fight)
	}
}

// kow2 §10.1 Surge: "stopping only to stay out of contact with friends or
// impassable terrain" (so not 1" from enemies: §14-A21, it may end within
// 1"), "Crossing an obstacle or difficult terrain makes it Hindered", "No
// effect on Sp 0".
func TestSurgeStops(t *testing.T) {
	wall := gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 18+40/kow.Inch+1.5, 8, 0.25))
	friendAhead := gametest.KoW(4, 1, "Guard", "Inf", "regiment", 36, 18+80/kow.Inch+2, 0)
	cases := []struct {
		name   string
		state  gametest.State
		hits   int
		want   float64 // mm north
		charge bool
		hind   bool
	}{
		{"ends within 1\" of an enemy", gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(3.5)), 3, 3 * kow.Inch, false, false},
		{"stops at a friend", gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(20), friendAhead), 4, 2*kow.Inch - 0.5, false, false},
		{"hindered over a wall", gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(3)).With(wall), 5, 3 * kow.Inch, true, true},
		{"Sp 0", gametest.Table(72, 48, wizard("Surge(6)"), gametest.Stat(zombies(), "sp", 0), wolvesAhead(3)), 4, 0, false, false},
	}
	for _, c := range cases {
		g := started(c.state)
		toShooting(t, g)
		before := g.State.Clone()
		ev := castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, c.hits)
		z := g.State.Piece(2)
		if d, _ := moved(before, g.State, 2); math.Abs(d.Y-c.want) > 1e-3 || math.Abs(d.X) > 1e-3 {
			t.Errorf("%s: moved %v, want %.3f mm north (%s)", c.name, d, c.want, ev[len(ev)-1].Text)
		}
		if charged := z.Counter("charged") == 3; charged != c.charge || (z.Counter("hindered") == 1) != c.hind {
			t.Errorf("%s: counters %v, want charge %v hindered %v", c.name, z.Counters, c.charge, c.hind)
		}
	}
}

// kow2 §10.1 Surge, "Corner contact. If the move will touch a corner, the
// charged facing is the arc holding the surged unit's LP before it moves
// (P&R)": the Wolves face east, their right flank towards the Zombies, so
// the Surge charges that flank (and the combat's dice are doubled).
func TestSurgeChargesTheArcItStartsIn(t *testing.T) {
	wo := gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 37, 18+40/kow.Inch+2+50/kow.Inch, 90)
	g := started(gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wo))
	toShooting(t, g)
	castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, 3)
	if f := g.State.Piece(2).Counter("charge-facing"); f != int(geom.ArcRight)+1 {
		t.Fatalf("charge-facing %d, want the right flank", f)
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	if o := oddsOf(t, g, kow.Fight{By: 1, Target: 3}); !strings.Contains(o.Text, "flank ×2") {
		t.Errorf("fight %q, want the flank doubled", o.Text)
	}
}

// The odds and the dice are one implementation: over many seeds, Surge(6)
// with the Wolves 3" ahead scores hits as the exact distribution says, and
// charges as often as the odds' "Charges Wolves" (42/64).
func TestSurgeOddsMatchTheDice(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(3)))
	toShooting(t, g)
	surge := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}
	o := oddsOf(t, g, surge)
	charges, n := 0, 0
	oddsMatchDiceBy(t, g, surge, o, func(after *engine.Game, ev []engine.Event) int {
		n++
		if after.State.Piece(2).Counter("charged") == 3 {
			charges++
		}
		return ev[0].Value
	})
	p, _ := resultP(o, "Charges Wolves").Float64()
	if sd := math.Sqrt(float64(n) * p * (1 - p)); math.Abs(float64(charges)-float64(n)*p) > 5*sd {
		t.Errorf("%d charges in %d, expected %.1f", charges, n, float64(n)*p)
	}
}

// kow2 §14-A21: "Surge ending within 1" of an enemy without touching. →
// Allowed, because the spell only stops for friends and impassable
// terrain. Mark a proximity exception." Three hits leave the Zombies 0.5"
// from the Wolves; in their turn the Wolves may still move straight back
// away from them (§14-A8), though not forward, closer.
func TestSurgeProximityException(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Surge(6)"), zombies(), wolvesAhead(3.5)))
	toShooting(t, g)
	castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, 3)
	if d := geom.Distance(g.State.Piece(2).Rect(), g.State.Piece(3).Rect()); math.Abs(d-0.5*kow.Inch) > 1e-3 {
		t.Fatalf("the Zombies end %.3f mm from the Wolves, want 0.5\"", d)
	}
	for g.State.Active != 2 || g.State.Phase != kow.Movement {
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Rules.Check(g.State, kow.NewMove(2, 3, kow.Back, []move.Step{back(1)})); err != nil {
		t.Errorf("the Wolves may not back away: %v", err)
	}
	if err := g.Rules.Check(g.State, kow.NewMove(2, 3, kow.Advance, []move.Step{fwd(0.25)})); err == nil {
		t.Error("the Wolves may advance closer than 0.5\" to the Zombies")
	}
}
