package kow

import (
	"strings"

	"warbench/game/armies"
	"warbench/game/engine"
)

// artefact is one of kow2 §10.2's magic artefacts: its points, who may
// carry it, what the unit card says it does, and, for those that simply
// grant a rule or change a profile, that change as data. equip
// (artefact_equip.go) applies the data once, when the game starts, so
// every HasRule, Stat, Weapons and Spells sees it; the conditional ones
// (Blade of Slashing, Fire-Oil, …) are coded where their rule acts,
// asking carries.
type artefact struct {
	armies.Artefact
	Effect string // the unit card's words
	grant  []string
	raise  []raise
	sp     int     // + Sp
	spTo   int     // Sp becomes this
	de     int     // + De, to at most 6+
	weapon *Weapon // a ranged attack of its own (Weapons lists it)
}

// raise improves a "Name(n)" rule the unit has by By (or grants
// Name(By) when Grant and the unit lacks it): Crushing Strength +1, a
// spell's n +2. Better is −1 for "n+" rules, where lower is better.
type raise struct {
	Rule  string
	By    int
	Grant bool
}

// The artefacts whose effects are coded where their rule acts.
const (
	bladeOfSlashing    = "Blade of Slashing"
	fireOil            = "Fire-Oil"
	maceOfCrushing     = "Mace of Crushing"
	myrddinsAmulet     = "Myrddin's Amulet of the Fire-heart"
	piercingArrow      = "Piercing Arrow"
	quicksilverRapier  = "Quicksilver Rapier"
	brewOfCourage      = "Brew of Courage"
	beastSlayer        = "Blade of the Beast Slayer"
	helmOfConfidence   = "Helm of Confidence"
	bootsOfLevitation  = "Boots of Levitation"
	scryingGem         = "Crepognon's Scrying Gem of Zellak"
	heartSeekingChant  = "Heart-seeking Chant"
	jarOfFourWinds     = "Jar of the Four Winds"
	brewOfKeenEyeness  = "Brew of Keen-eyeness"
	brewOfSharpness    = "Brew of Sharpness"
	pendantRetribution = "Crystal Pendant of Retribution"
)

// artefactWeapon is a ranged attack an artefact gives: one die (or n)
// with its own range, need, Piercing and Blast (kow2 §5.2, §10.2).
func artefactWeapon(name string, dice, rangeIn, ra, piercing int, always4 bool, bl string) *Weapon {
	w := &Weapon{Name: name, Range: float64(rangeIn) * Inch, Dice: dice, Ra: ra, Piercing: piercing, Always4: always4, Artefact: true}
	if bl != "" {
		w.Blast, _ = parseBlast(bl)
	}
	return w
}

// artefacts are kow2 §10.2's magic artefacts, in the digest's order
// (cheapest first).
var artefacts = []artefact{
	{Artefact: armies.Artefact{Name: bladeOfSlashing, Points: 5}, Effect: "in melee, re-rolls one failed to-hit die"},
	{Artefact: armies.Artefact{Name: fireOil, Points: 5}, Effect: "against units with Regeneration, Piercing +1 with normal ranged attacks and Crushing Strength +1 in melee"},
	{Artefact: armies.Artefact{Name: "Kevinar's Flying Hammer", Points: 5}, Effect: "a ranged attack of 1 die, 12\", always 4+, Piercing(2)",
		weapon: artefactWeapon("Kevinar's Flying Hammer", 1, 12, 0, 2, true, "")},
	{Artefact: armies.Artefact{Name: maceOfCrushing, Points: 5}, Effect: "in melee, re-rolls one failed damage die"},
	{Artefact: armies.Artefact{Name: "War-bow of Kaba", Points: 5}, Effect: "a ranged attack of 1 die, 24\", Ra 4+ with the normal modifiers, Piercing(1)",
		weapon: artefactWeapon("War-bow of Kaba", 1, 24, 4, 1, false, "")},
	{Artefact: armies.Artefact{Name: "Dwarven Ale", Points: 10}, Effect: "Headstrong", grant: []string{"Headstrong"}},
	{Artefact: armies.Artefact{Name: myrddinsAmulet, Points: 10}, Effect: "once per game, straight after a ranged attack or spell, a different one"},
	{Artefact: armies.Artefact{Name: piercingArrow, Points: 10}, Effect: "with a normal ranged attack, re-rolls one failed damage die"},
	{Artefact: armies.Artefact{Name: quicksilverRapier, Points: 10}, Effect: "+1 to hit in melee against Individuals"},
	{Artefact: armies.Artefact{Name: brewOfCourage, Points: 15}, Effect: "nerve tests against it −1"},
	{Artefact: armies.Artefact{Name: "Brew of Haste", Points: 15}, Effect: "Speed +1", sp: 1},
	{Artefact: armies.Artefact{Name: "Pipes of Terror", Points: 15}, Effect: "Brutal", grant: []string{"Brutal"}},
	{Artefact: armies.Artefact{Name: beastSlayer, Points: 20, Only: "Heroes"}, Effect: "Crushing Strength +2 against Large Infantry, Large Cavalry, Monsters and Heroes without Individual"},
	{Artefact: armies.Artefact{Name: "Darklord's Onyx Ring", Points: 20, Only: "Heroes with Regeneration"}, Effect: "Regeneration improved by 1", raise: []raise{{Rule: "Regeneration", By: -1}}},
	{Artefact: armies.Artefact{Name: helmOfConfidence, Points: 20}, Effect: "a Rout against it is always re-rolled (once)"},
	{Artefact: armies.Artefact{Name: "Inspiring Talisman", Points: 20, Only: "Heroes"}, Effect: "Inspiring", grant: []string{"Inspiring"}},
	{Artefact: armies.Artefact{Name: "Maccwar's Potion of the Caterpillar", Points: 20}, Effect: "Pathfinder", grant: []string{"Pathfinder"}},
	{Artefact: armies.Artefact{Name: "Blessing of the Gods", Points: 25}, Effect: "Elite", grant: []string{"Elite"}},
	{Artefact: armies.Artefact{Name: "Chant of Hate", Points: 25}, Effect: "Vicious", grant: []string{"Vicious"}},
	{Artefact: armies.Artefact{Name: "Kaba's Holy Hand Grenades", Points: 25}, Effect: "a ranged attack of 1 die, 24\", Ra 4+ with the normal modifiers, Blast(D6), Piercing(2)",
		weapon: artefactWeapon("Kaba's Holy Hand Grenades", 1, 24, 4, 2, false, "D6")},
	{Artefact: armies.Artefact{Name: "Scarletmaw's Fenulian Amulet", Points: 25, Only: "Units with Lightning Bolt"}, Effect: "Lightning Bolt +2 dice", raise: []raise{{Rule: "Lightning Bolt", By: 2}}},
	{Artefact: armies.Artefact{Name: bootsOfLevitation, Points: 30, Only: "Heroes"}, Effect: "shoots after Advance as if Halted, after At the Double as if Advanced"},
	{Artefact: armies.Artefact{Name: "Brew of Strength", Points: 30}, Effect: "Crushing Strength +1", raise: []raise{{Rule: "Crushing Strength", By: 1, Grant: true}}},
	{Artefact: armies.Artefact{Name: scryingGem, Points: 30}, Effect: "the opponent deploys D3+1 units at his first placement"},
	{Artefact: armies.Artefact{Name: "Diadem of Dragon-kind", Points: 30}, Effect: "Breath Attack(10), a ranged attack of its own",
		weapon: &Weapon{Name: "Diadem of Dragon-kind", Range: 12 * Inch, Dice: 10, Always4: true, Breath: true}},
	{Artefact: armies.Artefact{Name: "Healing Charm", Points: 30, Only: "Heroes"}, Effect: "the Heal(3) spell", grant: []string{"Heal(3)"}},
	{Artefact: armies.Artefact{Name: heartSeekingChant, Points: 30}, Effect: "Piercing +1 with ranged attacks and spells"},
	{Artefact: armies.Artefact{Name: "Mreb's Grimoire of Unspeakable Darkness", Points: 30, Only: "Units with Surge"}, Effect: "Surge +4 dice", raise: []raise{{Rule: "Surge", By: 4}}},
	{Artefact: armies.Artefact{Name: "The Boomstick", Points: 30, Only: "Heroes"}, Effect: "the Lightning Bolt(3) spell (it does not make a wizard)", grant: []string{"Lightning Bolt(3)"}},
	{Artefact: armies.Artefact{Name: "Boots of the Seven Leagues", Points: 35, Only: "Heroes with Individual"}, Effect: "Vanguard", grant: []string{"Vanguard"}},
	{Artefact: armies.Artefact{Name: "Ensorcelled Armour", Points: 35, Only: "Heroes"}, Effect: "Defence +1, to at most 6+", de: 1},
	{Artefact: armies.Artefact{Name: jarOfFourWinds, Points: 35}, Effect: "normal ranged attacks +12\" range"},
	{Artefact: armies.Artefact{Name: "Medallion of Life", Points: 35, Only: "Heroes"}, Effect: "Regeneration(5+)", grant: []string{"Regeneration(5+)"}},
	{Artefact: armies.Artefact{Name: "Orcsbain's Amulet of Thorns", Points: 35}, Effect: "Phalanx", grant: []string{"Phalanx"}},
	{Artefact: armies.Artefact{Name: "The Fog", Points: 35}, Effect: "Stealthy (\"Camuflaje\", §14-A30)", grant: []string{"Stealthy"}},
	{Artefact: armies.Artefact{Name: "Wine of Elvenkind", Points: 40}, Effect: "Nimble", grant: []string{"Nimble"}},
	{Artefact: armies.Artefact{Name: "Wings of Honeymaze", Points: 40, Only: "Heroes with Individual"}, Effect: "Fly, and Speed 10", grant: []string{"Fly"}, spTo: 10},
	{Artefact: armies.Artefact{Name: brewOfKeenEyeness, Points: 45}, Effect: "+1 to hit with normal ranged attacks"},
	{Artefact: armies.Artefact{Name: brewOfSharpness, Points: 45}, Effect: "+1 to hit in melee"},
	{Artefact: armies.Artefact{Name: pendantRetribution, Points: 50}, Effect: "when it routs, every unit in contact takes 2D6 hits at Piercing(3), and the victors may not regroup forward"},
}

// Artefacts lists kow2 §10.2's artefacts (armies.Artefacts).
func (Armies) Artefacts() []armies.Artefact {
	out := make([]armies.Artefact, len(artefacts))
	for i, a := range artefacts {
		out[i] = a.Artefact
	}
	return out
}

// artefactFor is the §10.2 artefact named name, if the list has it.
func artefactFor(name string) (artefact, bool) {
	for _, a := range artefacts {
		if strings.EqualFold(a.Name, name) {
			return a, true
		}
	}
	return artefact{}, false
}

// artefactOf is the §10.2 artefact the piece carries (one at most, §10.2).
func artefactOf(p *engine.Piece) (artefact, bool) {
	for _, g := range p.Gear {
		if a, ok := artefactFor(g); ok {
			return a, true
		}
	}
	return artefact{}, false
}

// carries reports whether the piece carries the artefact named.
func carries(p *engine.Piece, name string) bool {
	a, ok := artefactOf(p)
	return ok && a.Name == name
}
