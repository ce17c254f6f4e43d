package whfb8

import (
	"fmt"
	"regexp"
	"strings"

	"warbench/game/bsdata"
)

// A unit's equipment as BattleScribe catalogues write it: Weapon profiles
// (Range, Strength, Special Rules) and Armour profiles (Saving Throw
// modifier: "5+" for worn armour, "-1" for what improves it, a shield or
// barding), read into the weapon rules of §9.2, the missile weapon's
// range and RS, and the armour save of §2.4.

// profile kinds, by the characteristics a profile has.
const (
	kindModel  = "model"
	kindWeapon = "weapon"
	kindArmour = "armour"
	kindItem   = "item" // a talisman, arcane or enchanted item, a magic standard
)

// profileKind tells a model's profile from a weapon's, an armour's or a
// magic item's.
func profileKind(p bsdata.Profile) string {
	has := func(n string) bool {
		for _, c := range p.Chars {
			if c.Name == n {
				return true
			}
		}
		return false
	}
	switch {
	case has("WS"):
		return kindModel
	case has("Range"):
		return kindWeapon
	case has("Saving Throw modifier"):
		return kindArmour
	}
	return kindItem
}

// meleeWeapons are the close-combat weapons of §9.2 by their name in the
// data (lower case, without a plural s or what follows a bracket).
var meleeWeapons = map[string]string{
	"hand weapon": "", "great weapon": "Great Weapon", "halberd": "Halberd", "flail": "Flail",
	"morning star": "Morning Star", "lance": "Lance", "spear": "Spear",
	"additional hand weapon": "Additional Hand Weapon", "two/additional hand weapon": "Additional Hand Weapon",
	"two hand weapon": "Additional Hand Weapon", "paired weapon": "Additional Hand Weapon",
	"hand weapons (pair)": "Additional Hand Weapon",
}

// weaponKey is a weapon's name as meleeWeapons keys it.
func weaponKey(name string) string {
	n := strings.ToLower(cleanRule(name))
	if i := strings.IndexByte(n, '('); i > 0 {
		n = strings.TrimSpace(n[:i])
	}
	return strings.TrimSuffix(n, "s")
}

var reRange = regexp.MustCompile(`(\d+)\s*(?:"|''|”|in)`)

// missileRange reads a weapon's range ("24\"", "48\" (Guess)", a
// stone thrower's "12\"-60\"": the longest): inches, 0 for a
// close-combat weapon.
func missileRange(p bsdata.Profile) int {
	n := 0
	for _, m := range reRange.FindAllStringSubmatch(p.Char("Range"), -1) {
		n = max(n, atoi(m[1]))
	}
	return n
}

// weaponStrength reads a missile weapon's Strength against the bearer's
// S: "4", "As user", "'+1" (the bearer's plus one), "3(9)" (its first
// number, noted).
func weaponStrength(p bsdata.Profile, userS int) (int, string) {
	v := strings.TrimSpace(p.Char("Strength"))
	low := strings.ToLower(v)
	switch {
	case strings.HasPrefix(low, "as user") || v == "" || v == "-":
		return userS, ""
	case strings.HasPrefix(strings.TrimLeft(v, "' "), "+"):
		n, _ := leadInt(v)
		return userS + n, ""
	}
	n, ok := leadInt(v)
	if !ok {
		return userS, fmt.Sprintf("the Strength %q of %s read as the bearer's", v, p.Name)
	}
	if strings.TrimSpace(v) != fmt.Sprint(n) {
		return n, fmt.Sprintf("the Strength %q of %s read as %d", v, p.Name, n)
	}
	return n, ""
}

// weaponRules splits a weapon's Special Rules text into rule names.
func weaponRules(p bsdata.Profile) []string {
	var out []string
	depth, start := 0, 0
	t := p.Char("Special Rules")
	for i, r := range t {
		switch r {
		case '(':
			depth++
		case ')':
			depth = max(0, depth-1)
		case ',', ';':
			if depth == 0 {
				out = append(out, t[start:i])
				start = i + 1
			}
		}
	}
	out = append(out, t[start:])
	var kept []string
	for _, s := range out {
		if s = strings.TrimSpace(s); s != "" && !strings.EqualFold(s, "none") && s != "-" {
			kept = append(kept, s)
		}
	}
	return kept
}

// armour is what a unit's armour profiles add up to (§2.4).
type armour struct {
	worn    int  // the best worn armour's save (0: none)
	improve int  // what shields and the like add
	shield  bool // a shield among them
	barding bool
	fixed   int // a save no improvement changes ("2+ ArmourSave no improvement")
}

var reNoImprove = regexp.MustCompile(`(?i)^(\d)\+.*no improvement`)

// add reads one Armour profile: "6+" worn armour, "-1" an improvement
// (a shield, barding), "2+ ArmourSave no improvement" a fixed save.
func (a *armour) add(p bsdata.Profile) (note string) {
	v := strings.TrimSpace(p.Char("Saving Throw modifier"))
	low := strings.ToLower(cleanRule(p.Name))
	switch {
	case strings.HasPrefix(low, "barding"):
		a.barding = true
		return ""
	case reNoImprove.MatchString(v):
		a.fixed = atoi(reNoImprove.FindStringSubmatch(v)[1])
		return ""
	}
	n, ok := leadInt(v)
	switch {
	case !ok:
		return fmt.Sprintf("the armour %s (%q) read as nothing", p.Name, v)
	case strings.HasPrefix(v, "-"):
		a.improve -= n
		if strings.Contains(low, "shield") {
			a.shield = true
		}
	case strings.HasPrefix(v, "+"):
		return fmt.Sprintf("the armour %s (%q) read as nothing", p.Name, v)
	default:
		if a.worn == 0 || n < a.worn {
			a.worn = n
		}
	}
	return ""
}

// save is the armour save on foot (§2.4): the worn armour improved by
// shields (a shield alone gives 6+), at best 1+; 0 when there is none.
func (a armour) save() int {
	if a.fixed > 0 {
		return a.fixed
	}
	base := a.worn
	if base == 0 {
		if a.improve == 0 {
			return 0
		}
		base = 7 // a shield alone: 6+
	}
	return max(1, base-a.improve)
}
