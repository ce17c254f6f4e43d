package whfb8

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"warbench/game/bsdata"
)

// A unit's models as the catalogues write them: Model profiles with the
// nine characteristics and a Type ("Infantry", "Monster (Special
// Character)", "Warmachine (Stone Thrower)"; "-" on a rider whose type
// is his mount's). A cavalry unit's rider and mount, a chariot's crew and
// beasts and a war machine's crew are profiles of their own.

// typeWords are the troop types of §2.2 as the data writes them, most
// specific first (with the data's misspellings).
var typeWords = []struct{ word, code string }{
	{"monstrous infantry", "MI"}, {"monstrous infrantry", "MI"},
	{"monstrous cavalry", "MC"}, {"monstrous beast", "MB"}, {"monsterous beast", "MB"},
	{"monster", "Mo"}, {"war machine", "WM"}, {"warmachine", "WM"},
	{"infantry", "In"}, {"cavalry", "Ca"}, {"cavarly", "Ca"}, {"war beast", "WB"},
	{"swarm", "Sw"}, {"chariot", "Ch"}, {"unique", "unique"},
}

var reMachineWord = regexp.MustCompile(`(?i)cannon|thrower|catapult|lobba|trebuchet|ballista|organ gun|mortar|doom diver`)

// typeCode is the §2.2 code of a profile's Type ("" for "-" or none): a
// type naming a machine in brackets ("Infantry (Stone Thrower)") is a war
// machine.
func typeCode(p bsdata.Profile) string {
	t := strings.ToLower(strings.TrimSpace(p.Char("Type")))
	if i := strings.IndexByte(t, '('); i >= 0 && reMachineWord.MatchString(t[i:]) {
		return "WM"
	}
	for _, w := range typeWords {
		if strings.HasPrefix(t, w.word) {
			return w.code
		}
	}
	return ""
}

// profileStats are a profile's nine characteristics under the army
// file's names.
var profileStats = [][2]string{{"M", "M"}, {"WS", "WS"}, {"BS", "BS"}, {"S", "S"}, {"T", "T"},
	{"W", "W"}, {"I", "I"}, {"A", "A"}, {"LD", "Ld"}}

// char reads a characteristic: its number, 0 for "-" or none.
func char(p bsdata.Profile, name string) int {
	n, _ := leadInt(p.Char(name))
	return n
}

// models finds the unit's models and reads its type, size and profile
// (§2.1, §2.2); it returns why the unit cannot be played, or "".
func (r *reader) models(u bsdata.Unit) string {
	r.own = ownProfiles(u)
	var rf *item
	// the chariot or machine first, then the body: the rank and file or
	// the single model's own profile; every other model is a mount, a
	// crew or a chariot's beasts.
	for _, p := range r.profilesOf(kindModel) {
		if c := typeCode(p.p); (c == "Ch" || c == "WM") && r.chassis == nil {
			pp := p.p
			r.chassis = &pp
		}
	}
	var owns []sourced
	for _, p := range r.profilesOf(kindModel) {
		pp := p.p
		switch {
		case r.chassis != nil && sameProfile(pp, *r.chassis):
		case p.it != nil && isChampion(p.it.o, p.it.group) && r.champion == nil:
			r.champion = &pp
		case p.it != nil && p.it.rf && rf == nil:
			rf, r.body, r.bodyIt = p.it, &pp, p.it
		case p.it == nil:
			owns = append(owns, p)
		default:
			r.others = append(r.others, p)
		}
	}
	if rf == nil {
		for i := range r.items {
			if r.items[i].rf { // the models' count, their profile the unit's own
				rf, r.bodyIt = &r.items[i], &r.items[i]
				break
			}
		}
	}
	// the unit's own profiles: the body of a single model, or of rank and
	// file whose option has no profile; else a rider's mount, a crew
	body := -1
	if r.body == nil && r.chassis == nil {
		for i, o := range owns {
			if body < 0 || char(owns[body].p, "LD") == 0 && char(o.p, "LD") > 0 {
				body = i
			}
		}
	}
	for i, o := range owns {
		if i == body {
			pp := o.p
			r.body = &pp
		} else {
			r.others = append(r.others, o)
		}
	}
	if r.chassis != nil {
		switch typeCode(*r.chassis) {
		case "Ch":
			return r.chariot()
		case "WM":
			return r.machine()
		}
	}
	if r.body == nil {
		return "no model's profile (M WS BS S T W I A Ld) in the data"
	}
	code := typeCode(*r.body)
	if code != "Mo" && code != "Sw" {
		if err := r.findMount(rf, &code); err != "" {
			return err
		}
	}
	switch code {
	case "":
		return fmt.Sprintf("no troop type of §2.2 in the data (the profile %s has Type %q)", r.body.Name, r.body.Char("Type"))
	case "unique":
		return "a unique unit plays by its own army book's rules (§10.1), which this version does not have"
	}
	r.out.Type = code
	r.profile(*r.body)
	if r.mounted {
		r.readMount()
	}
	if rf != nil && !(code == "Mo" && rf.n == 1) {
		r.out.Size = "unit"
		r.out.Stats["models"] = rf.n
		t, _ := troopType(code)
		r.out.Stats["files"] = min(rf.n, 5)
		if t.Rank > 0 {
			r.out.Stats["files"] = min(rf.n, t.Rank)
		}
	} else {
		r.out.Size = "single"
	}
	if r.champion != nil {
		r.addRule("Champion")
		if d := char(*r.champion, "A") - char(*r.body, "A"); d != 1 {
			r.note("champion %s: his profile is played as the unit's with +1 A (§9.3)", r.champion.Name)
		}
	}
	for _, c := range r.others {
		if r.mount == nil || !sameProfile(c.p, *r.mount) {
			r.note("the profile %s is not played (the unit plays as its %s)", c.p.Name, r.body.Name)
		}
	}
	return ""
}

// sourced is a profile and the option it came with (nil: the unit's own).
type sourced struct {
	p  bsdata.Profile
	it *item
}

// n is how many models the profile stands for: its option's number, or
// what its name says ("Elven Steed x2").
func (s sourced) n() int {
	if s.it != nil {
		return s.it.n
	}
	return timesIn(s.p.Name)
}

// profilesOf are the profiles of a kind, the unit's own first.
func (r *reader) profilesOf(kind string) []sourced {
	var out []sourced
	for _, p := range r.own {
		if profileKind(p) == kind {
			out = append(out, sourced{p, nil})
		}
	}
	for i := range r.items {
		for _, p := range r.items[i].o.Profiles {
			if profileKind(p) == kind {
				out = append(out, sourced{p, &r.items[i]})
			}
		}
	}
	return out
}

func sameProfile(a, b bsdata.Profile) bool { return a.Name == b.Name && slices.Equal(a.Chars, b.Chars) }

// findMount finds a rider's mount among the other models (§10.1): one
// offered as a mount, or one of the rider's number with its own move;
// the rider is then cavalry, or monstrous cavalry on a monstrous beast.
func (r *reader) findMount(rf *item, code *string) string {
	riders := 1
	if rf != nil {
		riders = rf.n
	}
	for _, o := range r.others {
		if char(o.p, "M") <= 0 || !(isMount(o.it, o.p) || o.n() == riders && o.it != nil && o.it.o.Type == "upgrade" || o.it == nil) {
			continue
		}
		m := o.p
		r.mount, r.mounted = &m, true
		switch typeCode(m) {
		case "Mo":
			return fmt.Sprintf("a character riding a monster (%s) is not played yet (docs/whfb8.md, Not yet played)", m.Name)
		case "Ch":
			return fmt.Sprintf("a character riding a chariot (%s) is not played yet (docs/whfb8.md, Not yet played)", m.Name)
		case "MB", "MC":
			*code = "MC"
		default:
			if *code != "MC" {
				*code = "Ca"
			}
		}
		return ""
	}
	return ""
}

var reTimes = regexp.MustCompile(`(?i)\bx\s*(\d+)\s*$`)

// timesIn is the count a profile's name gives ("Elven Steed x2"), 1 when
// none.
func timesIn(name string) int {
	if m := reTimes.FindStringSubmatch(strings.TrimSpace(name)); m != nil && atoi(m[1]) > 0 {
		return atoi(m[1])
	}
	return 1
}

// isMount says whether an option's model is a mount: one offered in a
// Mount group, or one whose profile names a troop type a rider takes.
func isMount(it *item, p bsdata.Profile) bool {
	if it == nil {
		return false
	}
	if strings.Contains(strings.ToLower(it.group), "mount") {
		return true
	}
	switch typeCode(p) {
	case "Ca", "WB", "MB", "Mo", "MC":
		return it.o.Type != "model"
	}
	return false
}

// profile reads the nine characteristics (§2.1) and what the profile
// carries beside them: MR, a ward save, dice for M or A.
func (r *reader) profile(p bsdata.Profile) {
	for _, c := range profileStats {
		v := p.Char(c[0])
		n, ok := leadInt(v)
		switch d, dice := diceRule(v); {
		case dice && c[1] == "M":
			r.randomMovement(d)
			continue
		case dice && c[1] == "A":
			r.randomAttacks(d)
			continue
		case ok && strings.TrimSpace(v) != fmt.Sprint(n):
			r.note("%s %q of %s read as %d", c[1], v, p.Name, n)
		}
		r.out.Stats[c[1]] = n
	}
	if mr, ok := leadInt(p.Char("MR")); ok && mr > 0 {
		if c, ok := knownRule(fmt.Sprintf("Magic Resistance (%d)", mr)); ok {
			r.addRule(c)
		} else {
			r.unknown(fmt.Sprintf("Magic Resistance (%d)", mr))
		}
	}
	if w := strings.TrimSpace(p.Char("WardSave")); w != "" && w != "-" {
		if n, ok := leadInt(w); ok && n >= 1 && n <= 6 {
			r.out.Stats["Ward"] = n
			if strings.TrimSpace(w) != fmt.Sprintf("%d+", n) && strings.TrimSpace(w) != fmt.Sprint(n) {
				r.note("ward save %q played as %d+ against everything", w, n)
			}
		}
	}
}

// randomMovement: M written as dice ("2D6") is Random Movement (§9.1); M
// is then the dice's least roll, which only the charge-free rules read.
func (r *reader) randomMovement(d string) {
	rule := "Random Movement (" + d + ")"
	if c, ok := knownRule(rule); ok {
		r.addRule(c)
	} else {
		r.unknown(rule)
	}
	n, _ := leadInt(d)
	r.out.Stats["M"] = max(n, 1)
	r.note("M %s: Random Movement, M read as %d", d, max(n, 1))
}

// randomAttacks: A written as dice ("D6", "2D6*", "D6+2") is Random
// Attacks (§9.1); A is then the dice's mean rounded down.
func (r *reader) randomAttacks(d string) {
	rule := "Random Attacks (" + d + ")"
	mean := map[string]int{"D3": 2, "D6": 3, "2D6": 7, "D6+1": 4, "D6+2": 5, "D6+3": 6, "3D6": 10}[d]
	r.out.Stats["A"] = max(mean, 1)
	if c, ok := knownRule(rule); ok {
		r.addRule(c)
		return
	}
	r.unknown(rule)
	r.note("A %s: Random Attacks not played for these dice; A read as %d", d, max(mean, 1))
}

// readMount reads a rider's mount (§10.1): the mount's M, and its WS, S,
// I and A as mWS mS mI mA; monstrous cavalry takes the higher T and W.
func (r *reader) readMount() {
	m := *r.mount
	r.out.Stats["M"] = char(m, "M")
	for _, c := range [][2]string{{"WS", "mWS"}, {"S", "mS"}, {"I", "mI"}, {"A", "mA"}} {
		r.out.Stats[c[1]] = char(m, c[0])
	}
	if r.out.Type == "MC" {
		r.out.Stats["T"] = max(r.out.Stats["T"], char(m, "T"))
		r.out.Stats["W"] = max(r.out.Stats["W"], char(m, "W"))
	}
}
