package whfb8

// Spell is one spell as data (§5.2, §5.5): its name as a unit's special
// rules list it, type, casting value, range and effect. This version
// plays magic missiles: "always hits automatically", in the wizard's
// front arc and sight, never at an engaged unit (§5.2).
type Spell struct {
	Name, Lore string
	Type       string // "magic missile"
	Value      int    // casting value
	Range      int    // inches
	// Hits is the number of automatic hits: HitsDice D6 plus HitsPlus;
	// each at Strength S, Flaming when it says so.
	HitsDice, HitsPlus, S int
	Flaming               bool
	// Template is where a direct damage spell or a vortex hits (§5.2):
	// "small" (3") or "large" (5"), every model under it at S.
	Template string
	// Test is the characteristic a direct damage spell with no template
	// makes every model of its target test (§2.1): each that fails takes
	// a wound with no armour save.
	Test string
	// Mods are what an augment or a hex changes while it lasts (§5.2).
	Mods []Mod
	// Lasts is the spell's duration (§5.5): "" at once, OneTurn or
	// RemainsInPlay.
	Lasts string
	// Moves is how many D6 inches a vortex moves toward its aim (§5.2).
	Moves int
}

// lores are the spells this version knows: one lore of invented spells
// (§14: "at least one lore as data").
var lores = []Spell{
	{Name: "Cinder Bolt", Lore: "Embers", Type: "magic missile", Value: 5, Range: 24, HitsDice: 1, S: 4, Flaming: true},
	{Name: "Ember Volley", Lore: "Embers", Type: "magic missile", Value: 8, Range: 24, HitsDice: 2, S: 4, Flaming: true},
	{Name: "Frost Lance", Lore: "Rime", Type: "magic missile", Value: 7, Range: 18, HitsPlus: 1, S: 6},
	// The rest of the lore of Embers, a full lore with
	// the two missiles above (spells.go).
	{Name: "Kindle the Blades", Lore: "Embers", Type: Augment, Value: 6, Range: 12, Mods: []Mod{{"S", 1}}, Lasts: OneTurn},
	{Name: "Smouldering Dread", Lore: "Embers", Type: Hex, Value: 7, Range: 18, Mods: []Mod{{"WS", -1}, {"Ld", -1}}, Lasts: RemainsInPlay},
	{Name: "Fire Rain", Lore: "Embers", Type: DirectDamage, Value: 9, Range: 24, Template: "small", S: 4, Flaming: true},
	{Name: "Ashen Skin", Lore: "Embers", Type: Augment, Value: 8, Range: 12, Mods: []Mod{{"T", 1}}, Lasts: RemainsInPlay},
	{Name: "Conflagration", Lore: "Embers", Type: DirectDamage, Value: 12, Range: 18, Template: "large", S: 5, Flaming: true},
	{Name: "Cinder Whirl", Lore: "Embers", Type: Vortex, Value: 10, Range: 0, Template: "small", S: 4, Flaming: true, Moves: 3},
	// A spell of the Rime that tests the models' Initiative (§2.1).
	{Name: "Hoarfrost Grip", Lore: "Rime", Type: DirectDamage, Value: 8, Range: 18, Test: "I"},
}

// spellNamed returns the spell with the given name.
func spellNamed(name string) (Spell, bool) {
	for _, sp := range lores {
		if sp.Name == name {
			return sp, true
		}
	}
	return Spell{}, false
}

// spellsOf are the spells a wizard knows, in the order of lores.
func spellsOf(rulesOf func(string) bool) []Spell {
	var out []Spell
	for _, sp := range lores {
		if rulesOf(sp.Name) {
			out = append(out, sp)
		}
	}
	return out
}

func init() {
	for _, sp := range lores {
		knownRules = append(knownRules, sp.Name)
	}
}
