package kow

import (
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The largest attacks an army file can describe get their exact odds
// quickly (review of the tests: 3,000 dice took 5 s and 10,000 over a
// minute before Att was bounded). The bounds of statBounds and
// specialRules: Att 60, so a rear charge rolls 180 dice and a fight of
// four chargers 720; a shooter's 60 dice with Blast(D6+4) hit up to 600
// times. Each must take well under a second on an idle machine (the
// budget for odds is 1 ms at 60 dice: BenchmarkOdds).
func TestLargestLegalAttacksAreQuick(t *testing.T) {
	r := New(KoW2)
	target := engine.Piece{ID: 9, Name: "Target", Owner: 2, Type: "Inf", Size: "legion",
		Footprint: engine.Footprint{W: 200, D: 120}, Pose: geom.Pose{Pos: geom.V(600, 600)},
		Stats: []engine.Stat{{Name: "de", Value: 2}, {Name: "rout", Value: maxNerve}, {Name: "waver", Value: maxNerve - 1}}}
	s := &engine.State{Pieces: []engine.Piece{target}}
	t9 := &s.Pieces[0]
	rear := attack{Dice: 3 * maxAttacks, Hit: 2, Elite: true, Damage: 2, Vicious: true, Melee: true}
	blast, ok := parseBlast("D6+4")
	if !ok || !checkBlast("D6+4") || checkBlast("D6+5") {
		t.Fatal("D6+4 is the largest Blast with a die")
	}
	shot := attack{Dice: maxAttacks, Hit: 2, Elite: true, Blast: blast, Damage: 2, Vicious: true}
	// kow2 §10.2: Blade of Slashing and Mace of Crushing (one failed die
	// re-rolled) make the dice depend on each other; Piercing Arrow on a
	// Blast shooter re-rolls one of up to 600 damage dice.
	slashing := rear
	slashing.OneHit, slashing.OneDamage = bladeOfSlashing, maceOfCrushing
	arrow := shot
	arrow.OneDamage = piercingArrow
	for _, c := range []struct {
		name string
		as   []attack
		hits int
	}{
		{"a rear charge of Att 60", []attack{rear}, 3 * maxAttacks},
		{"four such chargers", []attack{rear, rear, rear, rear}, 12 * maxAttacks},
		{"60 dice of Blast(D6+4)", []attack{shot}, maxBlastHits * maxAttacks},
		{"a rear charge of Att 60 with the Blade and the Mace", []attack{slashing}, 3 * maxAttacks},
		{"60 dice of Blast(D6+4) with the Piercing Arrow", []attack{arrow}, maxBlastHits * maxAttacks},
	} {
		start := time.Now()
		odds := r.attackOdds(s, t9, c.as, true, false)
		took := time.Since(start)
		if len(odds.Damage) != c.hits+1 {
			t.Fatalf("%s: %d outcomes, want %d", c.name, len(odds.Damage), c.hits+1)
		}
		t.Logf("%s: %v", c.name, took)
		// Alone these take 0.25 s at most; machines differ up to 3x and a
		// loaded one more, while the slip this guards against took 5 s
		// to over a minute.
		if took > 3*time.Second {
			t.Errorf("%s: the odds took %v", c.name, took)
		}
	}
}
