package kow

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"warbench/game/engine"
)

// paramKind is the form of a special rule's parameter.
type paramKind int

const (
	noParam     paramKind = iota // "Elite"
	numberParam                  // "Crushing Strength(2)": a whole number lo to hi
	needParam                    // "Regeneration(5+)": a D6 roll lo+ to hi+
	blastParam                   // "Blast(D6+1)": see checkBlast
	breathParam                  // "Breath Attack(10)" or "Breath Attack(Att)"
	unitParam                    // "Inspiring" or "Inspiring(Halflings)": the units it is for, or none
)

// maxUnitParam bounds the units an "Inspiring(X)" is for, in characters.
const maxUnitParam = 40

// ruleSpec is a special rule of kow2 §8 (and §4.10, §7.2) as an army file
// writes it, with the bounds of its parameter and the example its errors
// give.
type ruleSpec struct {
	kind    paramKind
	lo, hi  int
	example string
}

// specialRules are the rules this program plays. The bounds: every value
// in the BSData Kings of War 2nd edition catalogues (1089 profiles) fits,
// with room to spare (Crushing Strength up to 4, Thunderous Charge 3,
// Piercing 4, Lifeleech 5, Breath Attack 25, Blast D6+4 or 8); above 6,
// Crushing Strength, Thunderous Charge and Piercing change nothing, since
// a damage roll never needs less than 2+ (kow2 §5.5). The bounds on dice
// keep the exact odds of the largest legal attack under a second.
var specialRules = map[string]ruleSpec{
	"Big Shields": {}, "Brutal": {}, "Elite": {}, "Ensnare": {}, "Fly": {}, "Fury": {}, "Headstrong": {},
	"Indirect Fire": {}, "Individual": {}, "Iron Resolve": {}, "Nimble": {}, "Pathfinder": {},
	"Phalanx": {}, "Reload!": {}, "Shambling": {}, "Stealthy": {}, "Strider": {}, "Vanguard": {},
	"Vicious": {}, "Yellow-Bellied": {},
	// "Inspiring (Unit X)" inspires only itself and X (kow2 §8).
	"Inspiring":      {kind: unitParam, example: "Inspiring or Inspiring(Halflings)"},
	"Very Inspiring": {kind: unitParam, example: "Very Inspiring or Very Inspiring(Halflings)"},
	// Camuflaje is granted by The Fog and defined nowhere; kow2 §8 and
	// §14-A30 play it as Stealthy.
	"Camuflaje": {},

	"Blast":             {kind: blastParam, example: "Blast(D3), Blast(D6+1) or Blast(2)"},
	"Breath Attack":     {kind: breathParam, lo: 1, hi: maxAttacks, example: "Breath Attack(10) or Breath Attack(Att)"},
	"Crushing Strength": {kind: numberParam, lo: 1, hi: 6, example: "Crushing Strength(2)"},
	"Thunderous Charge": {kind: numberParam, lo: 1, hi: 6, example: "Thunderous Charge(1)"},
	"Piercing":          {kind: numberParam, lo: 1, hi: 6, example: "Piercing(1)"},
	"Lifeleech":         {kind: numberParam, lo: 1, hi: 20, example: "Lifeleech(1)"},
	"Regeneration":      {kind: needParam, lo: 2, hi: 6, example: "Regeneration(5+)"},
}

// Bounds of the numbers in special rules.
const (
	maxBlastHits = 10  // hits one hit may become under Blast (BSData: D6+4, 8)
	maxRange     = 120 // a weapon's range in inches (BSData: 36; a war engine 48)
)

// ruleOrder is the names of specialRules, sorted.
var ruleOrder = sortedRules(specialRules)

// sortedRules is the names of a table of special rules, sorted.
func sortedRules(table map[string]ruleSpec) []string {
	names := make([]string, 0, len(table))
	for n := range table { // sorted below
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// ruleNames lists the special rules of a table for error messages.
func ruleNames(table map[string]ruleSpec) string {
	order := sortedRules(table)
	names := make([]string, len(order))
	for i, n := range order {
		switch table[n].kind {
		case noParam:
		case unitParam:
			n += "(units)"
		case needParam:
			n += "(n+)"
		default:
			n += "(n)"
		}
		names[i] = n
	}
	return strings.Join(names, ", ")
}

// checkSpecial refuses a special rule this program does not play, or
// whose parameter is missing, malformed or out of bounds, naming the form
// kow2 §8 gives it. Weapons, "Name (Range N)", are checked by
// checkWeapons.
func checkSpecial(rules []string) error { return checkSpecialIn(rules, specialRules) }

// checkSpecialIn is checkSpecial against an edition's table of rules.
func checkSpecialIn(rules []string, table map[string]ruleSpec) error {
	for i, r := range rules {
		if strings.Contains(r, "(Range ") {
			continue
		}
		if msg := checkRule(r, table); msg != "" {
			return &engine.FieldError{Field: fmt.Sprintf("special[%d]", i), Msg: fmt.Sprintf("%q: %s", r, msg)}
		}
	}
	return nil
}

// checkRule says what is wrong with one special rule, or "".
func checkRule(r string, table map[string]ruleSpec) string {
	name, arg, hasArg, after := splitRule(r)
	sp, ok := table[name]
	if !ok {
		for _, known := range sortedRules(table) {
			if strings.EqualFold(known, name) {
				return fmt.Sprintf("unknown special rule; did you mean %q?", known)
			}
			if strings.HasPrefix(name, known+" ") {
				return fmt.Sprintf("%s is written alone or with its parameter in brackets, nothing else (kow2 §8)", known)
			}
		}
		return fmt.Sprintf("unknown special rule (kow2 §8: %s; a weapon is written \"Bows (Range 24)\")", ruleNames(table))
	}
	if after == "(" {
		return fmt.Sprintf("the \"(\" is not closed, as in %s", sp.example)
	}
	if after != "" {
		return fmt.Sprintf("nothing may follow the \")\", as in %s", sp.example)
	}
	if sp.kind == noParam {
		if hasArg {
			return fmt.Sprintf("%s takes no parameter", name)
		}
		return ""
	}
	if sp.kind == unitParam {
		if hasArg && (arg == "" || len(arg) > maxUnitParam || strings.ContainsAny(arg, "()")) {
			return fmt.Sprintf("%s names the units it is for, at most %d characters, or nothing: %s (kow2 §8)", name, maxUnitParam, sp.example)
		}
		return ""
	}
	want := fmt.Sprintf("%s needs its parameter, as in %s (kow2 §8)", name, sp.example)
	if !hasArg || arg == "" {
		return want
	}
	switch sp.kind {
	case numberParam, breathParam:
		if sp.kind == breathParam && strings.EqualFold(arg, "att") {
			return ""
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n < sp.lo || n > sp.hi {
			return fmt.Sprintf("%s takes a whole number from %d to %d, as in %s (kow2 §8)", name, sp.lo, sp.hi, sp.example)
		}
	case needParam:
		n, err := strconv.Atoi(strings.TrimSuffix(arg, "+"))
		if !strings.HasSuffix(arg, "+") || err != nil || n < sp.lo || n > sp.hi {
			return fmt.Sprintf("%s takes the roll a die needs, %d+ to %d+, as in %s (kow2 §8)", name, sp.lo, sp.hi, sp.example)
		}
	case blastParam:
		if !checkBlast(arg) {
			return fmt.Sprintf("Blast takes the hits one hit becomes, at most %d: a number (Blast(2)), a D3 or a D6 with a bonus or not, as in %s (kow2 §8)", maxBlastHits, sp.example)
		}
	}
	return ""
}

// splitRule splits "Name(arg)" or "Name (arg)" into its name, its
// argument (trimmed), whether it has brackets, and what follows the
// closing bracket ("(" when there is none).
func splitRule(r string) (name, arg string, hasArg bool, after string) {
	open := strings.IndexByte(r, '(')
	if open < 0 {
		return strings.TrimSpace(r), "", false, ""
	}
	name = strings.TrimSpace(r[:open])
	rest := r[open+1:]
	end := strings.IndexByte(rest, ')')
	if end < 0 {
		return name, strings.TrimSpace(rest), true, "("
	}
	return name, strings.TrimSpace(rest[:end]), true, strings.TrimSpace(rest[end+1:])
}

// checkBlast accepts what parseBlast reads, within maxBlastHits: a
// number 1 to 10, or one D3 or D6 plus 0 or more, at most 10 in all.
func checkBlast(a string) bool {
	b, ok := parseBlast(a)
	if !ok || b.none() || b.n > 1 {
		return false
	}
	return b.plus+b.n*b.sides <= maxBlastHits
}
