package kow_test

import (
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/rules/kow"
)

// u is a unit for army selection: type, size, points.
func u(name, typ, size string, pts int) armies.Unit {
	return armies.Unit{Name: name, Type: typ, Size: size, Points: pts}
}

func irregular(x armies.Unit) armies.Unit { x.Irregular = true; return x }
func allied(x armies.Unit) armies.Unit    { x.Allied = true; return x }
func legend(x armies.Unit) armies.Unit    { x.Legend = true; return x }
func carrying(x armies.Unit, a string) armies.Unit {
	x.Artefact = a
	return x
}

// breaches runs ValidateArmy and checks that the breaches are exactly
// those whose messages contain want (in any order), each naming its rule.
func breaches(t *testing.T, name string, units []armies.Unit, limit int, want ...string) {
	t.Helper()
	got := kow.ValidateArmy(units, limit)
	if len(got) != len(want) {
		t.Errorf("%s: %d breaches %+v, want %d %q", name, len(got), got, len(want), want)
		return
	}
	for _, w := range want {
		found := false
		for _, b := range got {
			found = found || strings.Contains(b.Msg, w)
			if !strings.HasPrefix(b.Rule, "kow2/") {
				t.Errorf("%s: breach without its rule: %+v", name, b)
			}
		}
		if !found {
			t.Errorf("%s: no breach saying %q in %+v", name, w, got)
		}
	}
}

// kow2 §11.2: "The army may not exceed it."
func TestValidatePoints(t *testing.T) {
	army := []armies.Unit{u("R", "Inf", "regiment", 1000), u("H", "Inf", "horde", 1001)}
	breaches(t, "2001 of 2000", army, 2000, "costs 2001 points, over the 2000")
	breaches(t, "2001 of 2001", army, 2001)
	breaches(t, "no limit", army, 0)
}

// kow2 §11.2: "Troops: up to 2 per Regiment and up to 4 per Horde" (a
// Legion counts as a Horde).
func TestValidateTroops(t *testing.T) {
	r := u("R", "Inf", "regiment", 100)
	h := u("H", "Inf", "horde", 200)
	l := u("L", "Inf", "legion", 300)
	tr := u("T", "Inf", "troop", 50)
	breaches(t, "2 per Regiment", []armies.Unit{r, tr, tr}, 0)
	breaches(t, "3 for a Regiment", []armies.Unit{r, tr, tr, tr}, 0, "3 Troops and irregular units; its 1 Regiments and 0 Hordes or Legions unlock 2")
	breaches(t, "4 per Horde", []armies.Unit{h, tr, tr, tr, tr}, 0)
	breaches(t, "5 for a Horde", []armies.Unit{h, tr, tr, tr, tr, tr}, 0, "unlock 4")
	breaches(t, "a Legion is a Horde", []armies.Unit{l, tr, tr, tr, tr}, 0)
	breaches(t, "Regiment and Horde", []armies.Unit{r, h, tr, tr, tr, tr, tr, tr}, 0)
}

// kow2 §11.2: "Each Regiment unlocks one of: War Engine, Monster, Hero.
// Each Horde unlocks one War Engine, and/or one Monster, and/or one Hero."
// "Hero (Mon) counts as a Hero, not as a Monster."
func TestValidateUnlocks(t *testing.T) {
	r := u("R", "Inf", "regiment", 100)
	h := u("H", "Inf", "horde", 200)
	hero := u("Hero", "Hero/Inf", "single", 80)
	mon := u("Mon", "Mon", "single", 150)
	we := u("WE", "WE", "single", 90)
	dragonRider := u("Rider", "Hero/Mon", "single", 300)
	breaches(t, "one per Regiment", []armies.Unit{r, hero}, 0)
	breaches(t, "two for a Regiment", []armies.Unit{r, hero, mon}, 0, "1 Heroes, 1 Monsters and 0 War Engines")
	breaches(t, "one of each per Horde", []armies.Unit{h, hero, mon, we}, 0)
	breaches(t, "two Heroes for a Horde", []armies.Unit{h, hero, hero}, 0, "2 Heroes")
	breaches(t, "Horde and Regiment: two Heroes", []armies.Unit{h, r, hero, hero, mon}, 0)
	breaches(t, "Hero (Mon) is a Hero", []armies.Unit{h, dragonRider, mon}, 0)
	breaches(t, "Hero (Mon) and a Hero", []armies.Unit{h, dragonRider, hero}, 0, "2 Heroes, 0 Monsters")
	breaches(t, "nothing unlocks", []armies.Unit{hero}, 0, "1 Heroes")
}

// kow2 §11.2: irregular units "count as Troops, whatever their size;
// unlock nothing; must themselves be unlocked by a regular Regiment,
// Horde or Legion."
func TestValidateIrregular(t *testing.T) {
	r := u("R", "Inf", "regiment", 100)
	ir := irregular(u("Skirmishers*", "Inf", "regiment", 100))
	hero := u("Hero", "Hero/Inf", "single", 80)
	breaches(t, "two irregular regiments as Troops", []armies.Unit{r, ir, ir}, 0)
	breaches(t, "irregular alone", []armies.Unit{ir}, 0, "0 Regiments and 0 Hordes", "must be unlocked by a regular")
	breaches(t, "an irregular regiment unlocks no Hero", []armies.Unit{ir, hero, r, hero}, 0, "2 Heroes")
}

// kow2 §11.2: "Living Legend [1]: at most one per army." "No Living
// Legends as allies."
func TestValidateLegends(t *testing.T) {
	h := u("H", "Inf", "horde", 200)
	lg := legend(u("Old One", "Hero/Inf", "single", 100))
	breaches(t, "one Legend", []armies.Unit{h, lg}, 0)
	breaches(t, "two Legends", []armies.Unit{h, h, lg, lg}, 0, "2 Living Legends")
}

// kow2 §11.2: "Allied units total at most 25% of the points limit"; "the
// ally contingent unlocks its own Troops, War Engines, Heroes and
// Monsters"; "1995 pts counts as 2000 for percentage calculations".
func TestValidateAllies(t *testing.T) {
	main := u("R", "Inf", "regiment", 1495)
	ar := allied(u("AR", "Inf", "regiment", 400))
	ah := allied(u("AHero", "Hero/Inf", "single", 100))
	breaches(t, "500 of 2000 (1995 spent)", []armies.Unit{main, ar, ah}, 2000)
	big := allied(u("AR", "Inf", "regiment", 401))
	breaches(t, "501 of 2000", []armies.Unit{main, big, ah}, 2000, "allies cost 501 points, over 25% of 2000")
	breaches(t, "an allied Hero needs an allied unlocker", []armies.Unit{u("R", "Inf", "regiment", 1000), ah}, 0, "the allied contingent has 1 Heroes")
	breaches(t, "no allied Legend", []armies.Unit{main, ar, legend(ah)}, 2000, "cannot be an ally")
}

// kow2 §10.2: "Each artefact may appear only once per army." "War
// Engines and Monsters cannot take artefacts."
func TestValidateArtefacts(t *testing.T) {
	h := u("H", "Inf", "horde", 200)
	r := u("R", "Inf", "regiment", 100)
	breaches(t, "two items", []armies.Unit{carrying(h, "Brew of Haste"), carrying(r, "Brew of Strength")}, 0)
	breaches(t, "one item twice", []armies.Unit{carrying(h, "Brew of Haste"), carrying(r, "Brew of Haste")}, 0, "already carried by H")
	breaches(t, "a Monster's item", []armies.Unit{h, carrying(u("M", "Mon", "single", 100), "Brew of Haste")}, 0, "cannot take artefacts")
	// kow2 §10.2's table: Inspiring Talisman, "Heroes".
	breaches(t, "a Hero's item on a Horde", []armies.Unit{carrying(h, "Inspiring Talisman")}, 0, "H: Inspiring Talisman is only for Heroes")
	breaches(t, "a Hero's item on a Hero", []armies.Unit{h, carrying(u("Hero", "Hero/Inf", "single", 80), "Inspiring Talisman")}, 0)
}

// kow2 §10.2: "War Engines and Monsters cannot take artefacts, but a Hero
// riding a monster can." "Living Legends cannot take artefacts." The
// table's restrictions: "Heroes with Regeneration" (Darklord's Onyx
// Ring), "Heroes with Individual" (Boots of the Seven Leagues, Wings of
// Honeymaze), "Units with Lightning Bolt" (Scarletmaw's Fenulian Amulet),
// "Units with Surge" (Mreb's Grimoire). An item the table does not list
// (an army list's own) is not refused: it does nothing in play.
func TestValidateArtefactRestrictions(t *testing.T) {
	h := u("H", "Inf", "horde", 200)
	rules := func(x armies.Unit, rs ...string) armies.Unit { x.Rules = rs; return x }
	spells := func(x armies.Unit, sp ...string) armies.Unit { x.Spells = sp; return x }
	hero := u("Hero", "Hero/Inf", "single", 80)
	breaches(t, "a Hero on a monster", []armies.Unit{h, carrying(u("Drake", "Hero/Mon", "single", 200), "Brew of Haste")}, 0)
	breaches(t, "a War Engine", []armies.Unit{h, carrying(u("Bolt", "WE", "single", 100), "Brew of Haste")}, 0, "cannot take artefacts")
	breaches(t, "a Living Legend", []armies.Unit{h, carrying(legend(hero), "Brew of Haste")}, 0, "a Living Legend cannot take artefacts")
	breaches(t, "the Ring without Regeneration", []armies.Unit{h, carrying(hero, "Darklord's Onyx Ring")}, 0, "Hero: Darklord's Onyx Ring is only for Heroes with Regeneration")
	breaches(t, "the Ring with Regeneration", []armies.Unit{h, carrying(rules(hero, "Regeneration(5+)"), "Darklord's Onyx Ring")}, 0)
	breaches(t, "a regiment with Regeneration", []armies.Unit{h, carrying(rules(u("R", "Inf", "regiment", 100), "Regeneration(5+)"), "Darklord's Onyx Ring")}, 0, "only for Heroes with Regeneration")
	breaches(t, "Wings on a Hero", []armies.Unit{h, carrying(hero, "Wings of Honeymaze")}, 0, "only for Heroes with Individual")
	breaches(t, "Boots on an Individual", []armies.Unit{h, carrying(rules(hero, "Individual"), "Boots of the Seven Leagues")}, 0)
	breaches(t, "the Amulet without Lightning Bolt", []armies.Unit{h, carrying(spells(hero, "Fireball(6)"), "Scarletmaw's Fenulian Amulet")}, 0, "only for Units with Lightning Bolt")
	breaches(t, "the Amulet with Lightning Bolt", []armies.Unit{h, carrying(spells(hero, "Lightning Bolt(3)"), "Scarletmaw's Fenulian Amulet")}, 0)
	breaches(t, "the Grimoire without Surge", []armies.Unit{h, carrying(hero, "Mreb's Grimoire of Unspeakable Darkness")}, 0, "only for Units with Surge")
	breaches(t, "the Grimoire with Surge", []armies.Unit{h, carrying(spells(u("R", "Inf", "regiment", 100), "Surge(8)"), "Mreb's Grimoire of Unspeakable Darkness")}, 0)
	breaches(t, "an army list's own item", []armies.Unit{carrying(h, "Everflame Torch")}, 0)
}

// The §10.2 list the army builder offers: 40 artefacts, 5 to 50 points.
func TestArtefactList(t *testing.T) {
	list := kow.Armies{}.Artefacts()
	if len(list) != 40 || list[0].Name != "Blade of Slashing" || list[0].Points != 5 || list[39].Points != 50 {
		t.Fatalf("artefacts: %d, first %+v, last %+v", len(list), list[0], list[len(list)-1])
	}
	for i := 1; i < len(list); i++ {
		if list[i].Points < list[i-1].Points {
			t.Errorf("%s (%d) after %s (%d): not cheapest first", list[i].Name, list[i].Points, list[i-1].Name, list[i-1].Points)
		}
	}
}
