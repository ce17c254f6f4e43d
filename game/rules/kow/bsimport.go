package kow

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/engine"
)

// Armies reads Kings of War 2nd edition army lists (BattleScribe data and
// rosters) and checks forces by kow2 §11.2.
type Armies struct{}

func init() { armies.Register(Armies{}) }

// ID is the ruleset the imported units play under.
func (Armies) ID() string { return KoW2.ID }

// Reads accepts the BSData game system "Kings of War 2E, ...".
func (Armies) Reads(name string) bool {
	return strings.HasPrefix(strings.ToLower(strings.TrimSpace(name)), "kings of war")
}

// profileTypes maps BattleScribe profile types to the type codes of
// kow2 §2.1.
var profileTypes = map[string]string{
	"Inf": "Inf", "Cav": "Cav", "LrgInf": "LInf", "LrgCav": "LCav", "Mon": "Mon", "WarEng": "WE",
	"Hero (Inf)": "Hero/Inf", "Hero (Cav)": "Hero/Cav", "Hero (LrgInf)": "Hero/LInf",
	"Hero (LrgCav)": "Hero/LCav", "Hero (Mon)": "Hero/Mon",
	"LInf": "LInf", "LCav": "LCav", "WE": "WE", "Hero/Inf": "Hero/Inf", "Hero/Cav": "Hero/Cav",
	"Hero/LInf": "Hero/LInf", "Hero/LCav": "Hero/LCav", "Hero/Mon": "Hero/Mon",
}

// TypeCode returns the kow2 §2.1 code of a BattleScribe profile type
// ("LrgInf" → "LInf", "Hero (Mon)" → "Hero/Mon"), or "".
func TypeCode(profileType string) string {
	t := strings.Join(strings.Fields(profileType), " ")
	if c, ok := profileTypes[t]; ok {
		return c
	}
	return profileTypes[strings.ReplaceAll(t, " ", "")]
}

// sizeWords are the unit sizes of kow2 §2.2 as entry names end.
var sizeWords = []string{"troop", "regiment", "horde", "legion"}

// Unit reads one BattleScribe unit: its type from the profile type, its
// size from the entry's name ("Kindred Archers - Troop"), single for a
// Monster, War Engine or Hero; its stats from the profile; its special
// rules, weapons and spells from the Special text and the rules it links
// (Recognise); its base from "Base: (WxDmm)" or, when the data has none,
// the type's first base of kow2 §2.3. It then asks the ruleset whether
// the unit plays (Error says why not).
func (Armies) Unit(u bsdata.Unit) armies.Unit {
	out := armies.Unit{Name: u.Name, At: fmt.Sprintf("%s:%d:%d", u.File, u.Line, u.Col), Stats: map[string]int{}}
	var prof *bsdata.Profile
	for i := range u.Profiles {
		if TypeCode(u.Profiles[i].Type) != "" {
			prof = &u.Profiles[i]
			break
		}
	}
	if prof == nil {
		out.Error = "no profile with a unit type of kow2 §2.1"
		return out
	}
	out.Type = TypeCode(prof.Type)
	out.Name, out.Size = splitSize(u.Name, out.Type)
	if strings.Contains(out.Name, "*") || slices.Contains(u.Other, "Irregulars") || u.Category == "Irregulars" {
		out.Irregular = true
	}
	if strings.Contains(out.Name, "[1]") || slices.Contains(u.Other, "Living Legends") || u.Category == "Living Legends" {
		out.Legend = true
	}
	for _, p := range u.Profiles {
		if p.Type == "Artefact" && out.Artefact == "" {
			out.Artefact = p.Name
		}
	}
	// A roster's forces after the first are allied contingents (kow2 §11.2).
	out.Allied = u.Force > 0
	readStats(&out, prof)
	out.Points = int(math.Round(u.Cost("pts")))
	out.Stats["pts"] = out.Points
	texts := SplitSpecial(prof.Char("Special"))
	texts = append(texts, u.Rules...)
	for _, t := range texts {
		addRule(&out, t)
	}
	out.Height = Height(out.Type)
	if h, err := strconv.Atoi(strings.TrimSpace(prof.Char("Ht"))); err == nil && h >= 0 {
		out.Height = h
	}
	if ti, ok := types[out.Type]; ok && out.Base != [2]float64{} && !baseAllowed(ti, out.Base[0], out.Base[1]) {
		out.Notes = append(out.Notes, fmt.Sprintf("base: the data's %gx%g mm is not a %s base of kow2 §2.3; the type's own is used", out.Base[0], out.Base[1], out.Type))
		out.Base = [2]float64{}
	}
	if out.Base == [2]float64{} {
		b := types[out.Type].bases
		if len(b) > 0 {
			out.Base = b[0]
			out.Notes = append(out.Notes, fmt.Sprintf("base: none in the data; the type's %gx%g mm (kow2 §2.3)", b[0][0], b[0][1]))
		}
	}
	if _, err := (&Ruleset{}).Unit(Spec(out)); err != nil {
		out.Error = err.Error()
	}
	return out
}

// Spec is the engine's view of an imported unit, for Ruleset.Unit.
func Spec(u armies.Unit) engine.UnitSpec {
	stats := make([]engine.Stat, 0, len(u.Stats))
	for _, k := range statNames {
		if v, ok := u.Stats[k]; ok {
			stats = append(stats, engine.Stat{Name: k, Value: v})
		}
	}
	return engine.UnitSpec{Name: u.Name, Type: u.Type, Size: u.Size, BaseW: u.Base[0], BaseD: u.Base[1],
		Height: u.Height, HeightGiven: true, Stats: stats, Rules: slices.Clone(u.Rules)}
}

// splitSize takes the size off an entry's name.
func splitSize(name, typ string) (string, string) {
	if i := strings.LastIndex(name, " - "); i >= 0 {
		if w := strings.ToLower(strings.TrimSpace(name[i+3:])); slices.Contains(sizeWords, w) {
			return strings.TrimSpace(name[:i]), w
		}
	}
	if slices.Equal(types[typ].sizes, []string{"single"}) {
		return name, "single"
	}
	low := strings.ToLower(name)
	for _, w := range sizeWords {
		if strings.Contains(low, w) {
			return name, w
		}
	}
	return name, ""
}

// readStats reads Sp, Me, Ra, De, Att and Nerve ("10/12", "-/14").
func readStats(out *armies.Unit, p *bsdata.Profile) {
	num := func(s string) int {
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "+"))
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0
		}
		return n
	}
	for _, c := range [][2]string{{"Sp", "sp"}, {"Me", "me"}, {"Ra", "ra"}, {"De", "de"}, {"Att", "att"}} {
		out.Stats[c[1]] = num(p.Char(c[0]))
	}
	ne := p.Char("Nerve")
	if ne == "" {
		ne = p.Char("Ne")
	}
	w, r, _ := strings.Cut(ne, "/")
	out.Stats["waver"], out.Stats["rout"] = num(w), num(r)
}

// addRule files one special text under rules, spells, base or unknown.
func addRule(out *armies.Unit, text string) {
	r := Recognise(text)
	switch r.Kind {
	case KindNone, KindRef:
		return
	case KindBase:
		out.Base = [2]float64{r.BaseW, r.BaseD}
		return
	case KindUnknown:
		if !slices.Contains(out.Unknown, r.Text) {
			out.Unknown = append(out.Unknown, r.Text)
		}
		return
	case KindSpell:
		if !slices.Contains(out.Spells, r.Canon) {
			out.Spells = append(out.Spells, r.Canon)
		}
	default:
		if slices.ContainsFunc(out.Rules, func(have string) bool { return sameRule(have, r.Canon) }) {
			return
		}
		out.Rules = append(out.Rules, r.Canon)
	}
	if r.Note != "" {
		out.Notes = append(out.Notes, fmt.Sprintf("%q played as %s", r.Text, r.Canon))
	}
}

// sameRule reports whether two canonical rules are one rule: the same
// name (a weapon by its whole text).
func sameRule(a, b string) bool {
	if strings.Contains(a, "(Range ") || strings.Contains(b, "(Range ") {
		return a == b
	}
	na, _, _ := strings.Cut(a, "(")
	nb, _, _ := strings.Cut(b, "(")
	return na == nb
}
