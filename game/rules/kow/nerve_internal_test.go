package kow

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// kow2 §7.2 worked example: "Ne 11/13 with 3 damage. A roll of 7 gives 10
// → Steady. A roll of 8 or 9 gives 11 or 12 → Wavered. A roll of 10 or
// more → Routed."
func TestNerveWorkedExample(t *testing.T) {
	nt := nerveTarget{Damage: 3, Waver: 11, Rout: 13}
	cases := []struct {
		d1, d2 int
		want   nerveResult
	}{{3, 4, Steady}, {4, 4, Wavered}, {4, 5, Wavered}, {4, 6, Routed}, {5, 6, Routed}, {6, 6, Routed}}
	for _, c := range cases {
		if got := nerveOutcome(c.d1, c.d2, nt); got != c.want {
			t.Errorf("roll %d+%d: %s, want %s", c.d1, c.d2, got, c.want)
		}
	}
	// Exactly: rout on 10-12 (6/36), waver on 8-9 (9/36), steady otherwise.
	w := nerveOdds(nt)
	for i, want := range []*big.Rat{big.NewRat(21, 36), big.NewRat(9, 36), big.NewRat(6, 36)} {
		if got := big.NewRat(w[i], 36*36); got.Cmp(want) != 0 {
			t.Errorf("%s: %s, want %s", nerveResult(i), got, want)
		}
	}
}

// kow2 §7.2, §14-A14, §14-A15: a double 1 is Steady whatever the damage;
// a double 6 Wavers a unit below its waver value; a Fearless unit (waver
// "-") is never Wavered, so its double 6 below the rout value is Steady.
func TestNerveDoubles(t *testing.T) {
	if got := nerveOutcome(1, 1, nerveTarget{Damage: 40, Waver: 11, Rout: 13}); got != Steady {
		t.Errorf("double 1 with 40 damage: %s, want Steady", got)
	}
	if got := nerveOutcome(6, 6, nerveTarget{Waver: 14, Rout: 16}); got != Wavered {
		t.Errorf("double 6 (12 < 14): %s, want Wavered", got)
	}
	if got := nerveOutcome(6, 6, nerveTarget{Waver: 0, Rout: 16, Fearless: true}); got != Steady {
		t.Errorf("Fearless double 6: %s, want Steady", got)
	}
	if got := nerveOutcome(5, 6, nerveTarget{Damage: 4, Waver: 0, Rout: 15, Fearless: true}); got != Routed {
		t.Errorf("Fearless 15 vs -/15: %s, want Routed", got)
	}
	if got := nerveOutcome(3, 3, nerveTarget{Damage: 4, Mods: 1, Waver: 11, Rout: 13}); got != Wavered {
		t.Errorf("6 + 4 damage + 1 Brutal = 11 vs 11/13: %s, want Wavered", got)
	}
}

// kow2 §7.2 Inspiring: a Rout is re-rolled once and the second result
// stands (§14-A16). With Ne 11/13 and 3 damage the Rout chance 1/6 becomes
// 1/6 · 1/6; the re-roll's Waver chance adds 1/6 · 9/36.
func TestNerveInspiringReroll(t *testing.T) {
	w := nerveOdds(nerveTarget{Damage: 3, Waver: 11, Rout: 13, Inspired: true})
	want := []*big.Rat{
		new(big.Rat).Add(big.NewRat(21, 36), new(big.Rat).Mul(big.NewRat(1, 6), big.NewRat(21, 36))),
		new(big.Rat).Add(big.NewRat(9, 36), new(big.Rat).Mul(big.NewRat(1, 6), big.NewRat(9, 36))),
		big.NewRat(1, 36),
	}
	for i := range want {
		if got := big.NewRat(w[i], 36*36); got.Cmp(want[i]) != 0 {
			t.Errorf("%s: %s, want %s", nerveResult(i), got, want[i])
		}
	}
}

// kow2 §8 Regeneration(n): on receiving a movement order, Halt included,
// roll one die per point of damage; each n or more removes 1 damage.
func TestRegeneration(t *testing.T) {
	r := New(KoW2)
	s := &engine.State{Turn: 1, Active: 1, First: 1, Phase: Movement, Dice: dice.New(7),
		Pieces: []engine.Piece{{ID: 1, Owner: 1, Name: "Priestess", Rules: []string{"Regeneration(5+)"}}}}
	p := &s.Pieces[0]
	p.SetCounter("damage", 6)
	ev := r.regenerate(s, p)
	if len(ev) != 1 || len(ev[0].Dice) != 6 || ev[0].Need != 5 {
		t.Fatalf("events %+v", ev)
	}
	healed := 0
	for _, d := range ev[0].Dice {
		if d.Face >= 5 {
			healed++
		}
	}
	if p.Counter("damage") != 6-healed || ev[0].Value != healed {
		t.Fatalf("%d dice of 5+, damage now %d", healed, p.Counter("damage"))
	}
	s.Pieces[0].Rules = nil
	if ev := r.regenerate(s, p); ev != nil {
		t.Fatal("a unit without Regeneration regenerated")
	}
}

// Log sentences agree with the unit: many models take the plural verb, a
// single model the singular.
func TestDoesAgrees(t *testing.T) {
	unit, hero := &engine.Piece{Name: "Spears", Size: "regiment"}, &engine.Piece{Name: "Hero", Size: "single"}
	cases := []struct {
		p          *engine.Piece
		verb, want string
	}{
		{unit, "are", "Spears are"}, {hero, "are", "Hero is"}, {hero, "do", "Hero does"}, {hero, "have", "Hero has"},
		{hero, "lose their", "Hero loses its"}, {unit, "lose their", "Spears lose their"}, {hero, "charge", "Hero charges"},
	}
	for _, c := range cases {
		if got := does(c.p, c.verb); got != c.want {
			t.Errorf("does(%s, %q) = %q, want %q", c.p.Name, c.verb, got, c.want)
		}
	}
}

// kow2 §7.2, §8 Inspiring: "a friendly unit with Inspiring is within 6" of
// T, or one with Very Inspiring is within 9"" (base to base), or T itself
// is Inspiring; an enemy's Inspiring does nothing.
func TestInspiringReach(t *testing.T) {
	rect := func(id engine.PieceID, owner engine.PlayerID, x float64, rules ...string) engine.Piece {
		return engine.Piece{ID: id, Owner: owner, Name: "u", Rules: rules, Footprint: engine.Footprint{W: 100, D: 80},
			Pose: geom.Pose{Pos: geom.V(x, 0)}}
	}
	cases := []struct {
		name  string
		other engine.Piece
		want  bool
	}{
		{"Inspiring 5.9\" away", rect(2, 1, 100+5.9*Inch, "Inspiring"), true},
		{"Inspiring 6.1\" away", rect(2, 1, 100+6.1*Inch, "Inspiring"), false},
		{"Very Inspiring 8.9\" away", rect(2, 1, 100+8.9*Inch, "Very Inspiring"), true},
		{"Very Inspiring 9.1\" away", rect(2, 1, 100+9.1*Inch, "Very Inspiring"), false},
		{"an enemy's Inspiring", rect(2, 2, 100+1*Inch, "Inspiring"), false},
	}
	for _, c := range cases {
		s := &engine.State{Pieces: []engine.Piece{rect(1, 1, 0), c.other}}
		if got, _ := inspired(s, &s.Pieces[0]); got != c.want {
			t.Errorf("%s: inspired %v, want %v", c.name, got, c.want)
		}
	}
	// §8: "If this unit, or a friendly non-allied unit within 6"" is
	// Routed": an allied contingent and the main army never inspire each
	// other, while allies inspire their own contingent.
	ally := func(p engine.Piece) engine.Piece { p.Allied = true; return p }
	for _, c := range []struct {
		name     string
		t, other engine.Piece
		want     bool
	}{
		{"main army unit, allied Inspiring 1\" away", rect(1, 1, 0), ally(rect(2, 1, 100+1*Inch, "Inspiring")), false},
		{"allied unit, main army Very Inspiring 1\" away", ally(rect(1, 1, 0)), rect(2, 1, 100+1*Inch, "Very Inspiring"), false},
		{"allied unit, allied Inspiring 5.9\" away", ally(rect(1, 1, 0)), ally(rect(2, 1, 100+5.9*Inch, "Inspiring")), true},
	} {
		s := &engine.State{Pieces: []engine.Piece{c.t, c.other}}
		if got, _ := inspired(s, &s.Pieces[0]); got != c.want {
			t.Errorf("%s: inspired %v, want %v", c.name, got, c.want)
		}
	}
	// §8: ""Inspiring (Unit X)" inspires only itself and X", as lists
	// write X: a kind of unit by name, War Engines by type, "Non-X".
	named := func(name, typ string) engine.Piece {
		p := rect(1, 1, 0)
		p.Name, p.Type = name, typ
		return p
	}
	for _, c := range []struct {
		rule string
		t    engine.Piece
		want bool
	}{
		{"Inspiring(Halflings)", named("Halfling Braves", "Inf"), true},
		{"Inspiring(Halflings)", named("Ironguard", "Inf"), false},
		{"Inspiring(Succubi)", named("Succubus Tempters", "Inf"), true},
		{"Very Inspiring(War Engines)", named("Stone Thrower", "WE"), true},
		{"Very Inspiring(War Engines)", named("Stone Thrower Crew", "Inf"), false},
		{"Inspiring(Non-Halflings)", named("Halfling Braves", "Inf"), false},
		{"Inspiring(Non-Halflings)", named("Ironguard", "Inf"), true},
		{"Inspiring(Red Goblin units)", named("Red Goblin Biters", "Cav"), true},
	} {
		s := &engine.State{Pieces: []engine.Piece{c.t, rect(2, 1, 100+1*Inch, c.rule)}}
		if got, _ := inspired(s, &s.Pieces[0]); got != c.want {
			t.Errorf("%s and %s: inspired %v, want %v", c.rule, c.t.Name, got, c.want)
		}
	}
	hero := rect(1, 1, 0, "Inspiring(Halflings)")
	if got, _ := inspired(&engine.State{Pieces: []engine.Piece{hero}}, &hero); !got {
		t.Error("an Inspiring(X) unit does not re-roll its own Rout")
	}
	self := rect(1, 1, 0, "Inspiring")
	s := &engine.State{Pieces: []engine.Piece{self}}
	if got, _ := inspired(s, &s.Pieces[0]); !got {
		t.Error("an Inspiring unit does not re-roll its own Rout")
	}
}

// kow2 §8 Iron Resolve: "If the unit is Steady after a nerve test, it
// removes 1 damage"; §6.4 Lifeleech(n): the attacker removes 1 of its own
// damage per damage it inflicts, up to n, never below 0.
func TestIronResolveAndLifeleech(t *testing.T) {
	r := New(KoW2)
	s := &engine.State{Turn: 1, Active: 1, First: 1, Pieces: []engine.Piece{{ID: 1, Owner: 2, Name: "Brutes", Rules: []string{"Iron Resolve"}}}}
	p := &s.Pieces[0]
	p.SetCounter("damage", 4)
	r.applyNerve(s, p, Steady)
	if p.Counter("damage") != 3 {
		t.Errorf("Iron Resolve: damage %d, want 3", p.Counter("damage"))
	}
	r.applyNerve(s, p, Wavered)
	if p.Counter("damage") != 3 {
		t.Errorf("Iron Resolve heals only when Steady: damage %d", p.Counter("damage"))
	}
	v := &engine.Piece{Name: "Vampires", Rules: []string{"Lifeleech(2)"}}
	v.SetCounter("damage", 3)
	r.lifeleech(v, 5)
	if v.Counter("damage") != 1 {
		t.Errorf("Lifeleech(2) after 5 damage dealt: %d left, want 1", v.Counter("damage"))
	}
	r.lifeleech(v, 5)
	if v.Counter("damage") != 0 {
		t.Errorf("Lifeleech never goes below 0: %d", v.Counter("damage"))
	}
}
