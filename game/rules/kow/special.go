package kow

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"warbench/game/engine"
)

// ruleArg finds a special rule written "Name(arg)" (kow2 §8), e.g.
// "Crushing Strength(2)" or "Blast(D6+1)", and returns the argument.
func ruleArg(p *engine.Piece, name string) (string, bool) {
	for _, r := range p.Rules {
		if rest, ok := strings.CutPrefix(r, name); ok {
			rest = strings.TrimSpace(rest)
			if strings.HasPrefix(rest, "(") && strings.HasSuffix(rest, ")") {
				return strings.TrimSpace(rest[1 : len(rest)-1]), true
			}
		}
	}
	return "", false
}

// ruleN is the number of a rule written "Name(n)" or "Name(n+)", 0 when
// the unit lacks it.
func ruleN(p *engine.Piece, name string) int {
	a, ok := ruleArg(p, name)
	if !ok {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimSuffix(a, "+"))
	if err != nil {
		return 0
	}
	return n
}

// Weapon is one ranged attack a unit may make (kow2 §5.2).
type Weapon struct {
	Name    string
	Range   float64 // mm
	Dice    int     // dice to roll: Att, or n for Breath Attack(n)
	Always4 bool    // Breath Attack: hits on 4+, ignoring all modifiers
	Thrown  bool    // pistols, javelins, thrown weapons: no −1 for moving
	// Chain: the beta's Sabre-tooth Cat and Assault Hounds, thrown once,
	// each point of damage rolling again (chain_beta.go).
	Chain bool
	// A spell (kow2 §10.1) is cast like a weapon: Always4, and Piercing
	// its own, never the unit's.
	Spell    bool
	Piercing int
	Breath   bool // a Breath Attack: not a "normal" ranged attack (§10.2)
	// An artefact's weapon (kow2 §10.2) has a profile of its own: its Ra
	// (0: the unit's), Piercing and Blast, never the unit's.
	Artefact bool
	Ra       int
	Blast    blast
}

// normal reports a "normal" ranged attack (kow2 §10.2): bows, crossbows,
// rifles, thrown weapons and the like, not a spell, a Breath Attack or an
// artefact's own attack.
func (w Weapon) normal() bool { return !w.Spell && !w.Breath && !w.Artefact }

// thrownWords name the weapons that shoot without the −1 for moving
// (kow2 §5.2 table).
var thrownWords = []string{"pistol", "javelin", "thrown"}

// Weapons lists the unit's ranged attacks: each special rule written
// "Name (Range N)", a Breath Attack(n), a War Engine's default 48" when
// it has a Ra and no weapon named (kow2 §5.2), and the attack of the
// artefact it carries (§10.2), the Jar of the Four Winds adding 12" to
// the normal ones.
func Weapons(p *engine.Piece) []Weapon {
	att, _ := p.Stat("att")
	ra, _ := p.Stat("ra")
	var out []Weapon
	for _, r := range p.Rules {
		name, rng, ok := strings.Cut(r, "(Range ")
		if !ok || ra == 0 || !strings.HasSuffix(rng, ")") {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(rng, ")")))
		if err != nil || n <= 0 {
			continue
		}
		w := Weapon{Name: strings.TrimSpace(name), Range: float64(n) * Inch, Dice: att}
		low := strings.ToLower(w.Name)
		for _, t := range thrownWords {
			w.Thrown = w.Thrown || strings.Contains(low, t)
		}
		out = append(out, w)
	}
	if len(out) == 0 && ra > 0 && p.Type == "WE" {
		out = append(out, Weapon{Name: "War engine", Range: 48 * Inch, Dice: att})
	}
	if a, ok := ruleArg(p, "Breath Attack"); ok {
		n, err := strconv.Atoi(a)
		if strings.EqualFold(a, "att") {
			n, err = att, nil
		}
		if err == nil && n > 0 {
			out = append(out, Weapon{Name: "Breath Attack", Range: 12 * Inch, Dice: n, Always4: true, Breath: true})
		}
	}
	out = append(out, betaWeapons(p)...) // rules only a beta profile passes (kow-beta §8)
	out = append(out, chainWeapons(p)...)
	a, ok := artefactOf(p)
	if ok && a.Name == jarOfFourWinds { // kow2 §10.2: normal ranged attacks +12"
		for i := range out {
			if out[i].normal() {
				out[i].Range += 12 * Inch
			}
		}
	}
	if ok && a.weapon != nil { // a separate attack: two Breath Attacks never merge (§8)
		out = append(out, *a.weapon)
	}
	return out
}

// blast is Blast(X) (kow2 §8): each hit becomes n·D(sides) + plus hits,
// rolled separately for each hit. The zero value is no Blast (one hit).
type blast struct{ n, sides, plus int }

// parseBlast reads "D6+1", "D3", "2D6" or "3".
func parseBlast(a string) (blast, bool) {
	a = strings.ToUpper(strings.ReplaceAll(a, " ", ""))
	var b blast
	dice, plus, hasPlus := strings.Cut(a, "+")
	if hasPlus {
		n, err := strconv.Atoi(plus)
		if err != nil || n < 0 {
			return blast{}, false
		}
		b.plus = n
	}
	cnt, sides, isDie := strings.Cut(dice, "D")
	if !isDie {
		n, err := strconv.Atoi(dice)
		if err != nil || n < 1 {
			return blast{}, false
		}
		return blast{plus: n + b.plus}, true
	}
	b.n = 1
	if cnt != "" {
		n, err := strconv.Atoi(cnt)
		if err != nil || n < 1 {
			return blast{}, false
		}
		b.n = n
	}
	s, err := strconv.Atoi(sides)
	if err != nil || (s != 3 && s != 6) {
		return blast{}, false
	}
	b.sides = s
	return b, true
}

// none reports whether this is no Blast at all.
func (b blast) none() bool { return b == blast{} }

func itoa(n int) string { return strconv.Itoa(n) }

// regenerate is Regeneration(n+) (kow2 §8): when the unit receives a
// movement order, Halt included (and the implicit Halt of §4.2, §14-A33),
// it rolls one die per point of damage before anything else; each n or
// more removes 1 damage.
func (r *Ruleset) regenerate(s *engine.State, p *engine.Piece) []engine.Event {
	n, dmg := ruleN(p, "Regeneration"), p.Counter("damage")
	if n == 0 || dmg == 0 {
		return nil
	}
	healed, ds := rollSuccesses(s, dmg, n, false, "regeneration")
	p.SetCounter("damage", dmg-healed)
	return []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Dice: ds, Need: n, Value: healed,
		Text: fmt.Sprintf("%s: %d of %d damage healed on %d+ (%d left).", does(p, "regenerate"), healed, dmg, n, dmg-healed)}}
}

// does is the unit's name with a verb agreeing with it: a unit of many
// models takes the plural ("Spearmen charge"), a single model the singular
// ("Cinder Drake charges"). Only the first word of verb is inflected.
func does(p *engine.Piece, verb string) string {
	if p.Size != "single" {
		return p.Name + " " + verb
	}
	first, rest, _ := strings.Cut(verb, " ")
	switch first {
	case "are":
		first = "is"
	case "have":
		first = "has"
	case "do":
		first = "does"
	default:
		first += "s"
	}
	if rest != "" {
		first += " " + strings.ReplaceAll(rest, "their", "its")
	}
	return p.Name + " " + first
}

// plural is "s" unless n is 1, for "1 hit", "2 hits".
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// be is "are" for a unit of many models, "is" for a single model.
func be(p *engine.Piece) string {
	if p.Size == "single" {
		return "is"
	}
	return "are"
}

// checkWeapons refuses a unit with a ranged Ra but no ranged attack to use
// it with (kow2 §5.2: the weapon fixes the range): a rule written
// "Name (Range N)", a Breath Attack(n), or the War Engine's default 48".
// A special rule with "(Range" in it must have a whole number of inches.
func checkWeapons(u engine.UnitSpec) error {
	ra := 0
	for _, st := range u.Stats {
		if st.Name == "ra" {
			ra = st.Value
		}
	}
	stats := slices.Clone(u.Stats) // Piece.Stat wants them sorted by name
	slices.SortFunc(stats, func(a, b engine.Stat) int { return strings.Compare(a.Name, b.Name) })
	rules := slices.Clone(u.Rules) // Piece.HasRule wants them sorted
	slices.Sort(rules)
	p := &engine.Piece{Type: u.Type, Rules: rules, Stats: stats}
	for i, r := range u.Rules {
		if name, rng, ok := strings.Cut(r, "(Range "); ok {
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(rng, ")")))
			if err != nil || n <= 0 || n > maxRange || !strings.HasSuffix(rng, ")") || strings.TrimSpace(name) == "" {
				return &engine.FieldError{Field: fmt.Sprintf("special[%d]", i), Msg: fmt.Sprintf("%q: a weapon is its name and its range, a whole number of inches from 1 to %d, as in \"Bows (Range 24)\"", r, maxRange)}
			}
		}
	}
	if ra > 0 && len(Weapons(p)) == 0 {
		if _, ok := ruleArg(p, "Breath Attack"); !ok {
			return &engine.FieldError{Field: "special", Msg: fmt.Sprintf("the unit has Ra %d+ but no ranged weapon: add one with its range, as in \"Bows (Range 24)\" (kow2 §5.2)", ra)}
		}
	}
	return nil
}
