package whfb8

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"warbench/game/bsdata"
)

// profiles is every profile of the unit and of what it takes.
func (r *reader) profiles() []bsdata.Profile {
	out := slices.Clone(r.own)
	for _, it := range r.items {
		out = append(out, it.o.Profiles...)
	}
	return out
}

// gear reads the unit's weapons (§9.2; a missile weapon's range and RS,
// §6.1, §6.4), its armour save (§2.4) and the magic items it carries,
// which this version does not play.
func (r *reader) gear() {
	t := r.out.Type
	if t != "WM" {
		for _, w := range r.weapons() {
			r.weapon(w)
		}
	}
	var a armour
	for _, p := range r.profiles() {
		switch profileKind(p) {
		case kindArmour:
			if n := a.add(p); n != "" {
				r.note("%s", n)
			}
			if sp := strings.TrimSpace(p.Char("Special Rules")); sp != "" && !isPlainArmour(p) {
				r.unknown(cleanRule(p.Name))
			}
		case kindItem:
			r.unknown(cleanRule(p.Name))
		}
	}
	if t == "WM" || t == "Ch" {
		return
	}
	r.innateSave(&a)
	if a.shield {
		r.addRule("Shield")
		if !r.mounted && !slices.ContainsFunc(r.out.Rules, isMeleeWeapon) {
			r.addRule("Hand Weapon and Shield")
		}
	}
	if r.mounted {
		r.mountSave(a)
		return
	}
	if sv := a.save(); sv > 0 {
		r.out.Stats["Sv"] = sv
	}
}

var rePlainArmour = regexp.MustCompile(`(?i)^(light|heavy|full plate|chaos|gromril|shield|barding|scale|plate)`)

// isPlainArmour: the armour of §2.4, whose special text ("Parry Save",
// "-1M") the rules already play.
func isPlainArmour(p bsdata.Profile) bool { return rePlainArmour.MatchString(cleanRule(p.Name)) }

// isMeleeWeapon: a close-combat weapon rule of §9.2 other than the hand
// weapon.
func isMeleeWeapon(rule string) bool {
	_, ok := slices.BinarySearch(meleeWeaponRules, rule)
	return ok
}

// meleeWeaponRules are the rules meleeWeapons gives, sorted.
var meleeWeaponRules = func() []string {
	var out []string
	for _, r := range meleeWeapons {
		if r != "" {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out
}()

// weapon reads one Weapon profile: a close-combat weapon of §9.2 as its
// rule, the first missile weapon as range and RS with its rules, a breath
// weapon as BwS.
func (r *reader) weapon(w bsdata.Profile) {
	name := cleanRule(w.Name)
	low := strings.ToLower(name + " " + w.Char("Range"))
	if strings.Contains(low, "breath") {
		if c, ok := knownRule("Breath Weapon"); ok {
			r.addRule(c)
			r.out.Stats["BwS"], _ = leadInt(w.Char("Strength"))
			return
		}
	}
	rng := missileRange(w)
	if rng == 0 {
		rule, ok := meleeWeapons[weaponKey(w.Name)]
		switch {
		case !ok:
			r.unknown(name)
		case rule != "":
			r.addRule(rule)
		}
		return
	}
	if r.out.Stats["range"] != 0 {
		r.note("the missile weapon %s is not played (the unit shoots with its first, %d\")", name, r.out.Stats["range"])
		return
	}
	r.out.Stats["range"] = min(rng, 72)
	s, n := weaponStrength(w, r.out.Stats["S"])
	r.out.Stats["RS"] = min(max(s, 0), 10)
	if n != "" {
		r.note("%s", n)
	}
	for _, sp := range weaponRules(w) {
		rr := readRuleName(sp)
		switch {
		case rr.canon != "":
			r.addRule(rr.canon)
			if rr.canon == "Armour Piercing" || rr.canon == "Flaming Attacks" || rr.canon == "Poisoned Attacks" {
				r.note("%s of the %s is played on all the unit's attacks", rr.canon, name)
			}
		case rr.text != "":
			r.unknown(rr.text)
		}
	}
}

// innateSave reads a model's own ArmourSave ("4+", "4+ (scaly skin)",
// "-1" on a mount: what riding it adds).
func (r *reader) innateSave(a *armour) {
	for _, p := range []*bsdata.Profile{r.body, r.mount} {
		if p == nil {
			continue
		}
		v := strings.TrimSpace(p.Char("ArmourSave"))
		n, ok := leadInt(v)
		switch {
		case v == "" || v == "-" || !ok || n == 0:
		case p == r.mount:
			// the mount's own improvement: the rules give a mount +1
			// (§2.4), the rest is added to the rider's armour
			if extra := -n - 1; strings.HasPrefix(v, "-") && extra > 0 {
				a.improve += extra
				r.note("the mount %s improves the save by %d (ArmourSave %q): %d beyond the mount's 1 of §2.4", p.Name, -n, v, extra)
			}
		case strings.Contains(strings.ToLower(v), "scaly"):
			r.out.Stats["Scaly"] = n
		case strings.HasPrefix(v, "-"):
			a.improve -= n
		default:
			if a.worn == 0 || n < a.worn {
				a.worn = n
			}
			if v != fmt.Sprintf("%d+", n) {
				r.note("ArmourSave %q of %s read as %d+", v, p.Name, n)
			}
		}
	}
}

// mountSave writes a rider's worn armour as Ar and his barding as the
// rule: the rules add the mount's +1 and the barding's (§2.4, §10.1).
func (r *reader) mountSave(a armour) {
	if a.barding {
		r.addRule("Barding")
	}
	if a.fixed > 0 {
		r.out.Stats["Sv"] = a.fixed
		return
	}
	if ar := a.save(); ar > 0 {
		r.out.Stats["Ar"] = ar
	}
}
