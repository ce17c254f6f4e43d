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
}

// lores are the spells this version knows: one lore of invented spells
// (§14: "at least one lore as data").
var lores = []Spell{
	{Name: "Cinder Bolt", Lore: "Embers", Type: "magic missile", Value: 5, Range: 24, HitsDice: 1, S: 4, Flaming: true},
	{Name: "Ember Volley", Lore: "Embers", Type: "magic missile", Value: 8, Range: 24, HitsDice: 2, S: 4, Flaming: true},
	{Name: "Frost Lance", Lore: "Rime", Type: "magic missile", Value: 7, Range: 18, HitsPlus: 1, S: 6},
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
