package whfb8

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// How BattleScribe catalogues name special rules, and what this version
// plays of them. The data writes a rule with its book and page ("Fear
// (BRB-69)", "Ambushers (FAQ'ed)"), sometimes with a condition
// ("Hatred (Skaven)") or a placeholder whose value is elsewhere
// ("Magic Resistance (*)": the profile's MR). A rule is played when its
// name, cleaned, is one of knownRules (read when asked, so a rule the
// package learns to play is recognised at once).

// readRule is one rule name read against the rules this version plays.
type readRule struct {
	text  string // the name cleaned of its book and page
	canon string // the rule as an army file writes it ("" when none)
	stat  string // a stat the rule sets instead (Regen, Scaly, Ward)
	value int
	note  string // what was read loosely
	// elsewhere: the rule names a value the data keeps in a profile or a
	// weapon ("Multiple Wounds", "Magic Resistance (*)"); the unit's
	// reading fills it in, or reports the rule unknown.
	elsewhere bool
}

var (
	reSource   = regexp.MustCompile(`(?i)\s*\((?:BRB|AB|RB|FAQ|WD|ET)[^()]*\)`)
	reParam    = regexp.MustCompile(`^(.*?)\s*\(\s*([^()]*?)\s*\)\s*$`)
	reSaveNeed = regexp.MustCompile(`^(\d)\s*\+?$`)
	// reTrailingSave is a rule with its save after it: "Scaly Skin 4+".
	reTrailingSave = regexp.MustCompile(`^(.*?)\s+(\d\+)$`)
)

// cleanRule takes the book and page and "(FAQ'ed)" off a rule's name and
// makes its quotes and spaces plain.
func cleanRule(name string) string {
	r := strings.NewReplacer("’", "'", "‘", "'", "–", "-", "—", "-", "\u00a0", " ")
	s := reSource.ReplaceAllString(r.Replace(name), "")
	return strings.Join(strings.Fields(s), " ")
}

// ruleAliases are other names the data gives rules this version plays.
var ruleAliases = map[string]string{
	"breath weapons": "Breath Weapon", "skirmisher": "Skirmishers", "scout": "Scouts",
	"ambusher": "Ambushers", "fly": "Fly", "flyer": "Fly", "flying": "Fly",
	"large targets": "Large Target", "extra attacks": "Extra Attack",
	"poisoned attack": "Poisoned Attacks", "flaming attack": "Flaming Attacks",
	"magical attack": "Magical Attacks", "magical attacks": "Magical Attacks",
	"immune to psychology (itp)": "Immune to Psychology", "always strike first": "Always Strikes First",
	"always strike last": "Always Strikes Last",
}

// knownRule returns the played rule named name, any case.
func knownRule(name string) (string, bool) {
	if a, ok := ruleAliases[strings.ToLower(name)]; ok {
		name = a
	}
	i := slices.IndexFunc(knownRules, func(k string) bool { return strings.EqualFold(k, name) })
	if i < 0 {
		return "", false
	}
	return knownRules[i], true
}

// readRuleName reads one rule name from the data.
func readRuleName(name string) readRule {
	t := cleanRule(name)
	r := readRule{text: t}
	if t == "" || t == "-" || strings.EqualFold(t, "none") {
		return r
	}
	if c, ok := knownRule(t); ok {
		r.canon = c
		return r
	}
	base, param := t, ""
	if m := reParam.FindStringSubmatch(t); m != nil {
		base, param = m[1], m[2]
	} else if m := reTrailingSave.FindStringSubmatch(t); m != nil {
		base, param = m[1], m[2] // "Scaly Skin 4+"
	}
	if c, ok := knownRule(base + " (" + strings.ToUpper(param) + ")"); ok && param != "" {
		r.canon = c
		return r
	}
	lb := strings.ToLower(base)
	placeholder := param == "*" || strings.EqualFold(param, "x+") || strings.EqualFold(param, "x") || strings.EqualFold(param, "xxx")
	switch lb {
	case "regeneration", "scaly skin", "ward save", "natural armour":
		stat := map[string]string{"regeneration": "Regen", "scaly skin": "Scaly", "ward save": "Ward", "natural armour": "Scaly"}[lb]
		if m := reSaveNeed.FindStringSubmatch(param); m != nil {
			r.stat, r.value = stat, atoi(m[1])
			return r
		}
		if lb == "regeneration" && (param == "" || placeholder) {
			r.stat, r.value = "Regen", 4 // whfb8 §6.6: "Regeneration (X+) (default 4+)"
			if placeholder {
				r.note = fmt.Sprintf("%q played as Regeneration (4+), the default of §6.6", t)
			}
			return r
		}
		r.elsewhere = true
		return r
	case "magic resistance", "multiple wounds", "multiple shots", "random attacks", "random movement", "impact hits":
		if param == "" || placeholder {
			r.elsewhere = true
			return r
		}
	}
	if param != "" && !placeholder {
		// "Hatred (Skaven)", "Frenzy (can never lose it)": the rule is
		// played without its condition.
		if c, ok := knownRule(base); ok && !strings.ContainsAny(param, "0123456789") {
			r.canon, r.note = c, fmt.Sprintf("%q played as %s (its condition dropped)", t, c)
			return r
		}
	}
	return r
}

// atoi reads a whole number, 0 when there is none.
func atoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0
	}
	return n
}

// reLeadInt is the number a characteristic starts with ("4", "4(5)",
// "4+", "'+1").
var reLeadInt = regexp.MustCompile(`^\s*'?\s*([+-]?\d+)`)

// leadInt reads the number a value starts with, and whether there was one.
func leadInt(s string) (int, bool) {
	m := reLeadInt.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// diceRule reads a characteristic written as dice ("D6", "2D6*",
// "D6+2"): the dice, cleaned, and whether it is dice.
func diceRule(v string) (string, bool) {
	d := strings.ToUpper(strings.Trim(strings.TrimSpace(v), "* "))
	if d == "" || !strings.Contains(d, "D") {
		return "", false
	}
	for _, r := range d {
		if !strings.ContainsRune("0123456789D+", r) {
			return "", false
		}
	}
	return d, true
}
