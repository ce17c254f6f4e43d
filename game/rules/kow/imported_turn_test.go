package kow_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/armies"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
)

// Every unit the importer reads from the shared BattleScribe data plays
// a scripted turn without error, through the same files and orders a
// player's game uses: its army file is written (scenario.WriteArmy),
// loaded into a scenario facing a plain enemy block, and then
//   - close: the enemy's front 4" from its own; it charges if it legally
//     can, else advances, shoots, fights and regroups (gametest.PlainPhase),
//     then the enemy plays its turn the same way;
//   - at range: the enemy 10" off (14" for Indirect Fire); it stands, and in the shooting phase
//     uses the first of its ranged attacks or spells (kow2 §5, §10.1)
//     with a legal target.
//
// Every order must be accepted and leave the invariants (no overlap,
// nothing off the table, counters in bounds). Charges and ranged attacks
// are counted, so a script that silently does nothing fails.
func TestEveryImportedUnitPlaysATurn(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two turns for each of the ~1000 imported units")
	}
	d, cats := loadAll(t)
	sys := kow.Armies{}
	var charged, ranged, units int
	for _, c := range cats {
		bus, _ := d.Units(c)
		for _, bu := range bus {
			if len(bu.Profiles) == 0 {
				continue // a formation, not a unit
			}
			u := sys.Unit(bu)
			if u.Error != "" {
				continue // TestImportEveryCatalogue reports these
			}
			units++
			where := fmt.Sprintf("%s %q (%s %s)", filepath.Base(c), u.Name, u.Type, u.Size)
			ch, err := closeTurn(u)
			if err != nil {
				t.Errorf("%s, close: %v", where, err)
			}
			rg, err := rangedTurn(u)
			if err != nil {
				t.Errorf("%s, at range: %v", where, err)
			}
			if ch {
				charged++
			}
			if rg {
				ranged++
			}
		}
	}
	t.Logf("%d units: %d charged, %d used a ranged attack or spell", units, charged, ranged)
	// The catalogues hold 978 units; most can charge a block 4" away, and
	// every shooter, war engine, breath weapon and wizard can hit one 10"
	// off. The floors are well under the counts so that only a broken
	// script or rule fails here.
	if units != 978 || charged < 800 || ranged < 250 {
		t.Errorf("%d units, %d charged, %d ranged: want 978, at least 800 and 250", units, charged, ranged)
	}
}

// enemyBlock is the plain target every imported unit faces.
var enemyBlock = armies.Unit{Name: "Target Block", Type: "Inf", Size: "regiment", Base: [2]float64{20, 20},
	Stats: map[string]int{"sp": 5, "me": 4, "ra": 0, "de": 4, "att": 10, "waver": 14, "rout": 16, "pts": 100}}

// duel loads a scenario of u (player 1, facing north, its centre 14" from
// the south edge) against enemyBlock (player 2, facing it) with gap
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
	fit, err := kow.New(kow.KoW2).Unit(kow.Spec(u))
	if err != nil {
		return nil, err
	}
	bfit, err := kow.New(kow.KoW2).Unit(kow.Spec(enemyBlock))
	if err != nil {
		return nil, err
	}
	y1 := 14.0
	y2 := y1 + fit.Footprint.D/kow.Inch/2 + gap + bfit.Footprint.D/kow.Inch/2
	id := scenario.Slug(u.Name)
	sc := fmt.Sprintf(`name: Imported unit
ruleset: kow2
seed: 7
start: {turn: 1, phase: movement, player: 1}
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
`, id, y1, y2)
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
	for g.State.Phase == kow.VanguardPhase { // the script makes no Vanguard move
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// checked gives o and then checks the invariants.
func checked(g *engine.Game, o engine.Order) error {
	if _, err := g.Do(o); err != nil {
		return err
	}
	if bad := gametest.Invariants(g.Rules, g.State, 0.01); len(bad) > 0 {
		return fmt.Errorf("after %s: %s", o.Kind(), strings.Join(bad, "; "))
	}
	return nil
}

// closeTurn plays player 1's first turn and player 2's with
// gametest.PlainPhase, and reports whether the imported unit charged.
func closeTurn(u armies.Unit) (bool, error) {
	g, err := duel(u, 4)
	if err != nil {
		return false, err
	}
	charged := false
	do := func(o engine.Order) error {
		if o.Player() == 1 && strings.HasSuffix(o.Kind(), "charge") {
			charged = true
		}
		return checked(g, o)
	}
	for g.State.Turn <= 2 && !g.State.Over {
		if err := gametest.PlainPhase(g, do); err != nil {
			return charged, err
		}
	}
	return charged, nil
}

// rangedTurn stands player 1's unit 10" from the enemy and, in the
// shooting phase, gives the first ranged attack or spell it offers that
// has a legal target, through the engine's Targeter as the window does.
func rangedTurn(u armies.Unit) (bool, error) {
	gap := 10.0
	if slices.Contains(u.Rules, "Indirect Fire") {
		gap = 14 // kow2 §8: "Cannot target units at 12" or less"
	}
	g, err := duel(u, gap)
	if err != nil {
		return false, err
	}
	if err := checked(g, engine.EndPhase{By: 1}); err != nil { // no move
		return false, err
	}
	if g.State.Phase != kow.Shooting {
		return false, fmt.Errorf("after the movement phase: phase %s", g.State.Phase)
	}
	var why []string
	for _, opt := range g.Rules.Orders(g.State, 1) {
		if opt.Pick != engine.PickTarget {
			continue
		}
		for _, tg := range g.Rules.(engine.Targeter).Targets(g.State, 1, opt, nil) {
			if tg.Legal {
				return true, checked(g, tg.Order)
			}
			if tg.Why != nil {
				why = append(why, opt.Label+": "+tg.Why.Error())
			}
		}
	}
	if len(why) > 0 {
		return false, fmt.Errorf("no legal target: %s", strings.Join(why, "; "))
	}
	return false, nil
}
