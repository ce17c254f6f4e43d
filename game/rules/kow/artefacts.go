package kow

import (
	"strings"

	"warbench/game/armies"
)

// artefacts are kow2 §10.2's magic artefacts with their points and who
// may carry them, in the digest's order (cheapest first).
var artefacts = []armies.Artefact{
	{Name: "Blade of Slashing", Points: 5},
	{Name: "Fire-Oil", Points: 5},
	{Name: "Kevinar's Flying Hammer", Points: 5},
	{Name: "Mace of Crushing", Points: 5},
	{Name: "War-bow of Kaba", Points: 5},
	{Name: "Dwarven Ale", Points: 10},
	{Name: "Myrddin's Amulet of the Fire-heart", Points: 10},
	{Name: "Piercing Arrow", Points: 10},
	{Name: "Quicksilver Rapier", Points: 10},
	{Name: "Brew of Courage", Points: 15},
	{Name: "Brew of Haste", Points: 15},
	{Name: "Pipes of Terror", Points: 15},
	{Name: "Blade of the Beast Slayer", Points: 20, Only: "Heroes"},
	{Name: "Darklord's Onyx Ring", Points: 20, Only: "Heroes with Regeneration"},
	{Name: "Helm of Confidence", Points: 20},
	{Name: "Inspiring Talisman", Points: 20, Only: "Heroes"},
	{Name: "Maccwar's Potion of the Caterpillar", Points: 20},
	{Name: "Blessing of the Gods", Points: 25},
	{Name: "Chant of Hate", Points: 25},
	{Name: "Kaba's Holy Hand Grenades", Points: 25},
	{Name: "Scarletmaw's Fenulian Amulet", Points: 25, Only: "Units with Lightning Bolt"},
	{Name: "Boots of Levitation", Points: 30, Only: "Heroes"},
	{Name: "Brew of Strength", Points: 30},
	{Name: "Crepognon's Scrying Gem of Zellak", Points: 30},
	{Name: "Diadem of Dragon-kind", Points: 30},
	{Name: "Healing Charm", Points: 30, Only: "Heroes"},
	{Name: "Heart-seeking Chant", Points: 30},
	{Name: "Mreb's Grimoire of Unspeakable Darkness", Points: 30, Only: "Units with Surge"},
	{Name: "The Boomstick", Points: 30, Only: "Heroes"},
	{Name: "Boots of the Seven Leagues", Points: 35, Only: "Heroes with Individual"},
	{Name: "Ensorcelled Armour", Points: 35, Only: "Heroes"},
	{Name: "Jar of the Four Winds", Points: 35},
	{Name: "Medallion of Life", Points: 35, Only: "Heroes"},
	{Name: "Orcsbain's Amulet of Thorns", Points: 35},
	{Name: "The Fog", Points: 35},
	{Name: "Wine of Elvenkind", Points: 40},
	{Name: "Wings of Honeymaze", Points: 40, Only: "Heroes with Individual"},
	{Name: "Brew of Keen-eyeness", Points: 45},
	{Name: "Brew of Sharpness", Points: 45},
	{Name: "Crystal Pendant of Retribution", Points: 50},
}

// Artefacts lists kow2 §10.2's artefacts (armies.Artefacts).
func (Armies) Artefacts() []armies.Artefact { return append([]armies.Artefact(nil), artefacts...) }

// artefactFor is the §10.2 artefact named name, if the list has it.
func artefactFor(name string) (armies.Artefact, bool) {
	for _, a := range artefacts {
		if strings.EqualFold(a.Name, name) {
			return a, true
		}
	}
	return armies.Artefact{}, false
}
