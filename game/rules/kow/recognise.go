package kow

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// RuleKind says what a piece of a unit's special text is.
type RuleKind string

// The kinds Recognise tells apart.
const (
	KindRule    RuleKind = "rule"    // a special rule of kow2 §8, played
	KindWeapon  RuleKind = "weapon"  // "Name (Range N)", kow2 §5.2, played
	KindSpell   RuleKind = "spell"   // a spell of kow2 §10.1
	KindBase    RuleKind = "base"    // "Base: (75x75mm)": the model's base
	KindNone    RuleKind = "none"    // "-": nothing
	KindRef     RuleKind = "ref"     // a digest name with a placeholder, "Lifeleech (n)": a link to the rule's text, no value
	KindUnknown RuleKind = "unknown" // not in the digest, or a parameter out of bounds
)

// Recognised is one special rule text read against the digest.
type Recognised struct {
	Text  string   // as written, trimmed
	Kind  RuleKind //
	Canon string   // as an army file writes it: "Crushing Strength(1)", "Bows (Range 24)", "Fireball(10)"
	Name  string   // the digest's name ("" when unknown)
	Param string   // the parameter, "" when none
	Note  string   // what was not kept: a condition ("vs Cavalry only"), or why it is unknown
	BaseW float64  // KindBase: the base, mm
	BaseD float64
}

var (
	reBase   = regexp.MustCompile(`(?i)^base\b.*?(\d+)\s*[x×]\s*(\d+)\s*mm`)
	reNot    = regexp.MustCompile(`(?i)^(?:is\s+)?(?:not|does\s+not\s+have)\s+(.+)$`)
	reRange  = regexp.MustCompile(`(?i)\(?\s*(?:range\s*:?\s*(\d+)\s*(?:"|''|in(?:ches)?)?|(\d+)\s*(?:"|''|in(?:ches)?)\s*range)\s*\)?`)
	reTreat  = regexp.MustCompile(`(?i)^(.*?)\s*\(\s*treat(?:ed)?\s+as\s+(?:an?\s+)?([^()]*?)\s*\)$`)
	reNumber = regexp.MustCompile(`^(\d+)(\+?)\s*(.*)$`)
)

// normalise makes typographic quotes, inch marks and dashes plain and
// collapses spaces.
func normalise(s string) string {
	r := strings.NewReplacer("“", `"`, "”", `"`, "″", `"`, "‘", "'", "’", "'", "–", "-", "—", "-", "\u00a0", " ")
	return strings.Join(strings.Fields(r.Replace(s)), " ")
}

// SplitSpecial splits a unit's special text at the commas and semicolons
// outside brackets: `Bows (Range 24"), Elite, CS (1)` is three rules.
func SplitSpecial(text string) []string {
	var out []string
	depth, start := 0, 0
	flush := func(end int) {
		if s := strings.TrimSpace(text[start:end]); s != "" {
			out = append(out, s)
		}
	}
	for i, ch := range text {
		switch ch {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(depth-1, 0)
		case ',', ';':
			if depth == 0 {
				flush(i)
				start = i + 1
			}
		}
	}
	flush(len(text))
	return out
}

// lookupName finds a digest rule or spell by name, case, spacing and
// hyphens aside, and the usual abbreviations.
func lookupName(name string) (string, RuleKind) {
	key := strings.ToLower(strings.TrimSpace(strings.TrimLeft(name, "*")))
	if a, ok := ruleAliases[key]; ok {
		key = strings.ToLower(a)
	}
	flat := func(s string) string {
		return strings.NewReplacer("-", "", " ", "", "!", "").Replace(strings.ToLower(s))
	}
	for _, r := range DigestRules {
		if flat(r) == flat(key) {
			return r, KindRule
		}
	}
	for _, s := range DigestSpells {
		if flat(s) == flat(key) {
			return s, KindSpell
		}
	}
	return "", KindUnknown
}

// Recognise reads one special rule as an army list writes it (kow2 §8,
// §5.2, §10.1) and returns its canonical form, tolerant of spacing, case,
// abbreviations (CS, TC, Regen), typographic quotes and inch marks. A
// rule the digest does not define, or whose parameter is out of bounds,
// is KindUnknown with the reason in Note. A condition after a parameter
// or on a rule that takes none ("Inspiring (Halflings only)", "CS (1 - vs
// Cavalry only)") is dropped and named in Note: the rule is played
// without it.
func Recognise(text string) Recognised {
	t := normalise(text)
	r := Recognised{Text: t}
	switch {
	case t == "" || t == "-":
		r.Kind = KindNone
		return r
	}
	if m := reBase.FindStringSubmatch(t); m != nil {
		w, _ := strconv.Atoi(m[1])
		d, _ := strconv.Atoi(m[2])
		r.Kind, r.BaseW, r.BaseD, r.Canon = KindBase, float64(w), float64(d), fmt.Sprintf("Base %dx%d mm", w, d)
		return r
	}
	if loc := reRange.FindStringSubmatchIndex(t); loc != nil && strings.Contains(strings.ToLower(t), "range") {
		return recogniseWeapon(r, t, loc)
	}
	if w, rng, ok := digestWeapon(t); ok {
		r.Kind, r.Name, r.Param, r.Canon = KindWeapon, w, strconv.Itoa(rng), fmt.Sprintf("%s (Range %d)", w, rng)
		return r
	}
	name, arg, hasArg := t, "", false
	if open := strings.IndexByte(t, '('); open >= 0 {
		name, hasArg = strings.TrimSpace(t[:open]), true
		arg = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(t[open+1:]), ")"))
	}
	if m := reNot.FindStringSubmatch(t); m != nil && IsDigestName(m[1]) {
		r.Kind, r.Note = KindNone, "a rule the unit does not have"
		return r
	}
	canon, kind := lookupName(name)
	if kind == KindUnknown && hasArg && strings.Contains(arg, "(") {
		// "Shield of Miph (Regen (6+))": an item granting a rule.
		if inner := Recognise(arg); inner.Kind == KindRule || inner.Kind == KindSpell || inner.Kind == KindWeapon {
			inner.Text, inner.Note = t, "granted by "+name
			return inner
		}
	}
	if kind == KindUnknown {
		r.Kind, r.Name, r.Note = KindUnknown, "", "not a rule, spell or weapon of the kow2 digest"
		return r
	}
	r.Name = canon
	if p := strings.ToLower(strings.TrimSuffix(arg, "+")); p == "n" || p == "x" {
		r.Kind, r.Canon = KindRef, canon
		return r
	}
	if kind == KindSpell {
		m := reNumber.FindStringSubmatch(arg)
		if m == nil || m[2] != "" {
			r.Kind, r.Note = KindUnknown, fmt.Sprintf("the spell %s needs its dice, as in %s(10) (kow2 §10.1)", canon, canon)
			return r
		}
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > maxAttacks {
			r.Kind, r.Note = KindUnknown, fmt.Sprintf("%s(%d): the dice must be 1 to %d", canon, n, maxAttacks)
			return r
		}
		r.Kind, r.Param, r.Canon, r.Note = KindSpell, m[1], fmt.Sprintf("%s(%s)", canon, m[1]), condition(m[3])
		return r
	}
	sp := specialRules[canon]
	param, rest := "", ""
	switch {
	case sp.kind == noParam:
		rest = arg
	case sp.kind == unitParam:
		// "Inspiring (Halflings only)": the units it is for (kow2 §8's
		// "Inspiring (Unit X)"); other conditions are dropped as ever.
		if x, only := strings.CutSuffix(strings.TrimSpace(arg), " only"); only && x != "" {
			param = x
		} else {
			rest = arg
		}
	case !hasArg:
	case sp.kind == blastParam:
		param, rest = blastPrefix(arg)
	case sp.kind == breathParam && strings.HasPrefix(strings.ToLower(arg), "att"):
		param, rest = "Att", arg[3:]
	default:
		if m := reNumber.FindStringSubmatch(arg); m != nil {
			param, rest = m[1]+m[2], m[3]
			if sp.kind == needParam && m[2] == "" {
				param += "+" // "Regen (5)" means 5+
			}
		} else {
			rest = arg
		}
	}
	r.Canon = canon
	if param != "" {
		r.Canon = canon + "(" + param + ")"
	}
	if msg := checkRule(r.Canon, specialRules); msg != "" {
		r.Kind, r.Note, r.Canon = KindUnknown, msg, ""
		return r
	}
	r.Kind, r.Param, r.Note = KindRule, param, condition(rest)
	return r
}

// recogniseWeapon reads "Bows (Range 24")", "Range 36"" (a war engine's own
// shot) or "Blowpipes (treat as Throwing Weapons (Range 12"))".
func recogniseWeapon(r Recognised, t string, loc []int) Recognised {
	var num string
	if loc[2] >= 0 {
		num = t[loc[2]:loc[3]]
	} else {
		num = t[loc[4]:loc[5]]
	}
	n, _ := strconv.Atoi(num)
	name := strings.TrimSpace(t[:loc[0]])
	if i := strings.IndexByte(name, '('); i >= 0 {
		name = strings.TrimSpace(name[:i])
	}
	name = strings.TrimSpace(strings.TrimLeft(name, "*"))
	if name == "" {
		name = "Ranged attack"
	}
	if n < 1 || n > maxRange {
		r.Kind, r.Note = KindUnknown, fmt.Sprintf("a weapon's range must be 1 to %d inches", maxRange)
		return r
	}
	r.Kind, r.Name, r.Param = KindWeapon, name, strconv.Itoa(n)
	r.Canon = fmt.Sprintf("%s (Range %d)", name, n)
	r.Note = condition(strings.Trim(t[loc[1]:], ") "))
	return r
}

// blastPrefix splits "D6+2, D6+3 within 6" of X" into "D6+2" and the rest.
func blastPrefix(arg string) (string, string) {
	a := strings.ToUpper(arg)
	i := 0
	for i < len(a) && strings.ContainsRune("0123456789D+ ", rune(a[i])) {
		i++
	}
	return strings.ReplaceAll(strings.TrimSpace(a[:i]), " ", ""), strings.TrimSpace(arg[i:])
}

// condition is the text left after a rule's parameter, without its
// leading punctuation: "" when there is none.
func condition(rest string) string {
	return strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(rest), "-,:;) "))
}

// IsDigestName reports whether name (any case, spacing or abbreviation)
// is a rule or spell of the digest.
func IsDigestName(name string) bool {
	_, k := lookupName(name)
	return k != KindUnknown || slices.ContainsFunc(DigestWeapons, func(w string) bool { return strings.EqualFold(w, name) })
}

// weaponRanges are the ranges of the kow2 §5.2 table, by the weapon's
// name in lower case without a final "s".
var weaponRanges = map[string]int{
	"long rifle": 36, "heavy crossbow": 36, "bow": 24, "crossbow": 24, "rifle": 24,
	"harpoon-gun": 18, "harpoon gun": 18, "carbine": 18, "pistol": 12, "javelin": 12,
	"thrown weapon": 12, "throwing weapon": 12,
}

// digestWeapon reads a weapon of the §5.2 table written without its range
// ("Bows") or another weapon treated as one ("Light Crossbow (treat as
// Bow)") and returns its name and range.
func digestWeapon(t string) (string, int, bool) {
	name, as := t, t
	if m := reTreat.FindStringSubmatch(t); m != nil {
		name, as = strings.TrimSpace(m[1]), m[2]
	}
	key := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(as)), "s")
	rng, ok := weaponRanges[key]
	if !ok || name == "" {
		return "", 0, false
	}
	return name, rng, true
}
