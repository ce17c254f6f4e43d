package whfb8_test

import (
	"cmp"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/ai"
	"warbench/game/armies"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/whfb8"
	"warbench/game/scenario"
)

// Every unit of every whfb8 catalogue in the shared BattleScribe data is
// imported (whfb8 §2) or refused with its reason, and every unit imported
// plays two game turns through the files and orders a player's game uses:
// its army file is written (scenario.WriteArmy) and loaded into a
// scenario facing a plain block of infantry 8" away, and the naive
// computer player gives every order for both sides (advance, charge,
// shoot, cast, fight, every reaction). Each order must be accepted and
// leave the invariants (no overlap, nothing off the table, counters in
// bounds). Charges, shots and fights are counted, so a script that does
// nothing fails. In -short mode one unit in seven plays.
func TestEveryImportedUnitPlaysATurn(t *testing.T) {
	d, cats := loadAll(t)
	sys := whfb8.Armies{}
	var units, imported, played, shooters, shot int
	var silent []string
	refused, unknown := map[string]int{}, map[string]int{}
	acts := map[string]int{}
	for _, c := range cats {
		bus, errs := d.Units(c)
		for _, e := range errs {
			t.Errorf("%s", e)
		}
		for _, bu := range bus {
			if !bu.HasProfile() {
				continue
			}
			units++
			u := sys.Unit(bu)
			for _, x := range u.Unknown {
				unknown[x]++
			}
			if u.Error != "" {
				refused[firstWords(u.Error)]++
				continue
			}
			imported++
			if testing.Short() && imported%7 != 0 {
				continue
			}
			played++
			where := fmt.Sprintf("%s %q (%s %s)", filepath.Base(c), u.Name, u.Type, u.Size)
			did, err := playTwoTurns(u)
			if err != nil {
				t.Errorf("%s: %v", where, err)
			}
			for k, v := range did {
				acts[k] += v
			}
			if u.Stats["range"] > 0 {
				shooters++
				ok, err := rangedTurn(u)
				if err != nil {
					t.Errorf("%s, at range: %v", where, err)
				}
				if ok {
					shot++
				} else {
					silent = append(silent, where)
				}
			}
		}
	}
	t.Logf("%d units: %d imported (%d played), %d refused", units, imported, played, units-imported)
	for _, k := range slices.SortedFunc(maps.Keys(refused), func(a, b string) int { return cmp.Compare(refused[b], refused[a]) }) {
		t.Logf("  refused %3d: %s", refused[k], k)
	}
	t.Logf("%d rules not played; the most frequent:", len(unknown))
	top := slices.SortedFunc(maps.Keys(unknown), func(a, b string) int {
		return cmp.Or(cmp.Compare(unknown[b], unknown[a]), cmp.Compare(a, b))
	})
	for _, k := range top[:min(25, len(top))] {
		t.Logf("  %3d %s", unknown[k], k)
	}
	t.Logf("orders of the imported side in the close games: %v", acts)
	t.Logf("%d of the %d units with a missile weapon or a war machine shot at a block in range; not: %v", shot, shooters, silent)
	// The catalogues hold 761 units with a profile; over nine in ten
	// import. The floors are well under the counts so that only a broken
	// reading or script fails here.
	if units < 700 || imported*10 < units*9 {
		t.Errorf("%d units, %d imported: want at least 700, nine in ten imported", units, imported)
	}
	if acts["whfb8/charge"]*2 < played || acts["whfb8/fight"] < played || shot*10 < shooters*9 {
		t.Errorf("the imported units charged %d times and fought %d in %d games, and %d of %d shooters shot: too few",
			acts["whfb8/charge"], acts["whfb8/fight"], played, shot, shooters)
	}
}

// firstWords is a refusal's reason without the unit's own names, to count
// the reasons.
func firstWords(s string) string {
	if i := strings.IndexAny(s, "(\""); i > 0 {
		s = s[:i]
	}
	return strings.TrimSpace(s)
}

// enemyBlock is the plain target every imported unit faces.
var enemyBlock = armies.Unit{Name: "Target Block", Type: "In", Size: "unit", Base: [2]float64{20, 20},
	Stats: map[string]int{"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "models": 20, "files": 5, "pts": 100}}

// duel loads a scenario of u (player 1, its centre 14" from the south
// edge, facing north) against enemyBlock (player 2, facing it) with gap
// inches between their fronts, and starts it.
func duel(u armies.Unit, gap float64) (*engine.Game, error) {
	mine, err := scenario.WriteArmy("Imported", 0, []armies.Unit{u})
	if err != nil {
		return nil, err
	}
	theirs, err := scenario.WriteArmy("Targets", 0, []armies.Unit{enemyBlock})
	if err != nil {
		return nil, err
	}
	rs := &whfb8.Ruleset{}
	fit, err := rs.Unit(whfb8.Spec(u))
	if err != nil {
		return nil, err
	}
	bfit, err := rs.Unit(whfb8.Spec(enemyBlock))
	if err != nil {
		return nil, err
	}
	y1 := 14.0
	y2 := y1 + fit.Footprint.D/whfb8.Inch/2 + gap + bfit.Footprint.D/whfb8.Inch/2
	sc := fmt.Sprintf(`name: Imported unit
ruleset: whfb8
seed: 7
start: {turn: 1, phase: charge, player: 1}
layout: open.layout.yaml
armies:
  - player: 1
    army: mine.army.yaml
    deploy:
      - {unit: %s, at: [36, %g], facing: 0}
  - player: 2
    army: theirs.army.yaml
    deploy:
      - {unit: target-block, at: [36, %g], facing: 180}
`, scenario.Slug(u.Name), y1, y2)
	fsys := fstest.MapFS{
		"duel.scenario.yaml": {Data: []byte(sc)},
		"open.layout.yaml":   {Data: []byte("name: Open\ntable: {width: 72, depth: 48}\n")},
		"mine.army.yaml":     {Data: mine},
		"theirs.army.yaml":   {Data: theirs},
	}
	s, err := scenario.Load(fsys, "duel.scenario.yaml")
	if err != nil {
		return nil, err
	}
	g := &engine.Game{Rules: s.Rules, State: s.State}
	g.Start()
	return g, nil
}

// playTwoTurns plays the duel 8" apart with the naive player on both
// sides until game turn 3 begins, and counts the kinds of order the
// imported side gave.
func playTwoTurns(u armies.Unit) (map[string]int, error) {
	g, err := duel(u, 8)
	if err != nil {
		return nil, err
	}
	var ps [3]ai.Player
	for side := 1; side <= 2; side++ {
		if ps[side], err = ai.New(ai.Naive, g.Rules, uint64(side)); err != nil {
			return nil, err
		}
	}
	did := map[string]int{}
	for range 600 {
		if g.State.Over || g.State.Turn > 2 {
			return did, nil
		}
		dec := g.Rules.Decision(g.State)
		if dec.Kind == engine.NoDecision {
			return did, nil
		}
		o := choose(g, ps[dec.Player], dec)
		if err := checked(g, o); err != nil {
			return did, err
		}
		if dec.Player == 1 {
			did[o.Kind()]++
		}
	}
	return did, fmt.Errorf("two turns not over after 600 orders (turn %d, %s)", g.State.Turn, g.State.Phase)
}

// choose is the naive player's order; when it would end a phase that a
// unit's own order must come before (the naive player makes no random
// move, §9.1 Random Movement), the first such order offered.
func choose(g *engine.Game, p ai.Player, dec engine.Decision) engine.Order {
	o := p.Choose(g.Rules, ai.Blind(g.Rules, g.State, dec.Player), dec).Order
	if o == nil {
		o = engine.EndPhase{By: dec.Player}
	}
	if _, end := o.(engine.EndPhase); end && g.Rules.Check(g.State, o) != nil {
		for _, id := range dec.Pieces {
			for _, opt := range g.Rules.Orders(g.State, id) {
				if opt.Pick == engine.PickNow && opt.Order != nil && g.Rules.Check(g.State, opt.Order) == nil {
					return opt.Order
				}
			}
		}
	}
	return o
}

// checked gives o and then checks the invariants.
func checked(g *engine.Game, o engine.Order) error {
	if _, err := g.Do(o); err != nil {
		return fmt.Errorf("turn %d %s: player %d's %s refused: %w", g.State.Turn, g.State.Phase, o.Player(), o.Kind(), err)
	}
	if bad := gametest.Invariants(g.Rules, g.State, 0.01); len(bad) > 0 {
		return fmt.Errorf("turn %d, after %s: %s", g.State.Turn, o.Kind(), strings.Join(bad, "; "))
	}
	return nil
}

// rangedTurn stands the imported unit within its range of the block (10",
// nearer for a short range, 16" for a stone thrower, which cannot shoot
// under 12", §6.9), lets it declare no charge and make no move, and in
// its shooting phase has the naive player shoot; it reports whether the
// unit shot.
func rangedTurn(u armies.Unit) (bool, error) {
	gap := 10.0
	switch rng := float64(u.Stats["range"]); {
	case slices.Contains(u.Rules, whfb8.StoneThrower):
		gap = 16
	case rng <= 12:
		gap = max(2, rng-3)
	}
	g, err := duel(u, gap)
	if err != nil {
		return false, err
	}
	p, err := ai.New(ai.Naive, g.Rules, 1)
	if err != nil {
		return false, err
	}
	for range 200 {
		dec := g.Rules.Decision(g.State)
		if dec.Kind == engine.NoDecision || g.State.Active != 1 || g.State.Turn > 1 {
			return false, nil
		}
		var o engine.Order = engine.EndPhase{By: dec.Player}
		if g.State.Phase == whfb8.Shooting || g.Rules.Check(g.State, o) != nil {
			o = choose(g, p, dec)
		}
		if err := checked(g, o); err != nil {
			return false, err
		}
		if k := o.Kind(); k == "whfb8/shoot" || k == "whfb8/fire" {
			return true, nil
		}
		if g.State.Phase == whfb8.Combat {
			return false, nil
		}
	}
	return false, fmt.Errorf("no shooting phase after 200 orders (%s)", g.State.Phase)
}
