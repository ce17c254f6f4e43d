package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// The characteristic profile (whfb8 §2.1), as the army file names it.
var profile = []string{"M", "WS", "BS", "S", "T", "W", "I", "A", "Ld"}

// Other stats a unit may carry, beside its profile: its equipment and
// the shape of the block.
//
//	Sv      armour save needed on a D6 (§2.4; 0: none)
//	Ward    ward save needed (§6.6; 0: none)
//	Regen   regeneration needed (§6.6; 0: none)
//	range   missile weapon range in inches (§6.1; 0: no missile weapon)
//	RS      the missile weapon's Strength (§6.4)
//	models  the models the unit starts with (§2.3)
//	files   the models across its front at the start (§2.3)
//	pts     its points, for victory points (§12)
var extraStats = []string{"RS", "Regen", "Sv", "Ward", "files", "models", "pts", "range"}

// stat returns a piece's characteristic as the rules use it (effective:
// barding, a rider's mount, Scaly Skin), 0 when absent. A unit that
// characters have joined moves at its slowest model's M (§10.2, the
// counter "pace").
func stat(p *engine.Piece, name string) int {
	v, _ := p.Stat(name)
	v = effective(p, name, v)
	if p.Counter("spells") > 0 { // augments and hexes (§5.2, spells.go)
		if m := spellMod(p, name); m != 0 {
			v = min(10, max(1, v+m))
		}
	}
	if pace := p.Counter("pace"); name == "M" && pace > 0 && pace < v {
		v = pace
	}
	return v
}

// TroopType is one of the troop types of §2.2 and §10.1, by its code in
// army files.
type TroopType struct {
	Code, Name string
	// Rank is how many models make a full rank, Horde the frontage that
	// makes a horde (§2.3); 0 for types that never rank up.
	Rank, Horde int
	// Height is the height class for sight (§3.3).
	Height int
	// BaseW, BaseD are the typical base in mm, for a file that gives none.
	BaseW, BaseD float64
}

// troopTypes are the types of §2.2, with their typical bases.
var troopTypes = []TroopType{
	{"In", "Infantry", 5, 10, 1, 20, 20},
	{"MI", "Monstrous infantry", 3, 6, 2, 40, 40},
	{"Ca", "Cavalry", 5, 10, 2, 25, 50},
	{"MC", "Monstrous cavalry", 3, 6, 2, 50, 50},
	{"WB", "War beasts", 5, 10, 1, 20, 40},
	{"MB", "Monstrous beasts", 3, 6, 2, 40, 40},
	{"Mo", "Monster", 0, 0, 3, 50, 100},
	{"Sw", "Swarms", 5, 10, 1, 40, 40},
	{"Ch", "Chariot", 0, 0, 2, 50, 100},
	{"WM", "War machine", 0, 0, 2, 40, 40},
}

// troopType returns the type with the given code.
func troopType(code string) (TroopType, bool) {
	i := slices.IndexFunc(troopTypes, func(t TroopType) bool { return t.Code == code })
	if i < 0 {
		return TroopType{}, false
	}
	return troopTypes[i], true
}

// typeOf is a piece's troop type (Infantry for an unknown code, which
// Unit never lets in).
func typeOf(p *engine.Piece) TroopType {
	t, ok := troopType(p.Type)
	if !ok {
		return troopTypes[0]
	}
	return t
}

// typeCodes lists the codes for an error message.
func typeCodes() string {
	s := ""
	for i, t := range troopTypes {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s (%s)", t.Code, t.Name)
	}
	return s
}

// Special rules the package plays (the others in a file are refused, so
// no rule is silently ignored).
var knownRules = []string{
	"Always Strikes First", "Always Strikes Last", "Armour Piercing", "Immune to Psychology",
	"Killing Blow", "Poisoned Attacks", "Stubborn", "Unbreakable", "Swiftstride",
	"Musician", "Standard", "Quick to Fire", "Move or Fire", "Flaming Attacks",
	"Multiple Wounds (2)", "Multiple Wounds (D3)", "Multiple Wounds (D6)",
	"Fear", "Terror", "Frenzy", "Hatred", "General", "Battle Standard", "Unstable", "Stupidity",
	"Magic Resistance (1)", "Magic Resistance (2)", "Magic Resistance (3)",
	"Volley Fire", "Multiple Shots (2)",
	"Great Weapon", "Halberd", "Flail", "Morning Star", "Lance", "Spear", "Additional Hand Weapon", "Hand Weapon and Shield",
	"Champion",
}
