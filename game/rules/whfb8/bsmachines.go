package whfb8

import (
	"fmt"
	"strings"

	"warbench/game/bsdata"
)

// Chariots (§10.1) and war machines (§6.9) from the catalogues: the
// chariot's or machine's own profile (T, W, its armour save), its crew's
// and its beasts' profiles, each counted.

// chariot reads a chariot: the beasts' M, the crew's WS BS S I Ld and
// their attacks added up, the chariot's T, W and armour save, and the
// beasts' WS S I and attacks added up as mWS mS mI mA.
func (r *reader) chariot() string {
	ch := *r.chassis
	r.out.Type, r.out.Size = "Ch", "single"
	var crew, beasts []sourced
	for _, o := range append(r.bodyAsOther(), r.others...) {
		if char(o.p, "M") > 0 {
			beasts = append(beasts, o)
		} else {
			crew = append(crew, o)
		}
	}
	if len(crew) == 0 {
		return fmt.Sprintf("the chariot %s has no crew's profile in the data", ch.Name)
	}
	c := crew[0].p
	r.profile(c)
	var b bsdata.Profile
	switch {
	case len(beasts) > 0:
		b = beasts[0].p
		r.out.Stats["M"] = char(b, "M")
	case char(ch, "M") > 0: // a chariot that moves by itself
		r.out.Stats["M"] = char(ch, "M")
	default:
		return fmt.Sprintf("the chariot %s has no M: no beasts' profile in the data", ch.Name)
	}
	r.out.Stats["T"], r.out.Stats["W"] = char(ch, "T"), char(ch, "W")
	crewA, beastA := 0, 0
	for _, k := range crew {
		crewA += char(k.p, "A") * k.n()
		r.out.Stats["S"] = max(r.out.Stats["S"], char(k.p, "S"))
		r.out.Stats["Ld"] = max(r.out.Stats["Ld"], char(k.p, "LD"))
	}
	for _, k := range beasts {
		beastA += char(k.p, "A") * k.n()
	}
	r.out.Stats["A"] = min(crewA, 10)
	if len(beasts) > 0 {
		for _, s := range [][2]string{{"WS", "mWS"}, {"S", "mS"}, {"I", "mI"}} {
			r.out.Stats[s[1]] = char(b, s[0])
		}
		r.out.Stats["mA"] = min(beastA, 10)
	}
	if sv, ok := leadInt(ch.Char("ArmourSave")); ok && sv >= 1 && sv <= 6 {
		r.out.Stats["Sv"] = sv
	}
	if s := char(ch, "S"); s > max(r.out.Stats["S"], r.out.Stats["mS"]) {
		r.note("the chariot's own S %d is not played: its impact hits strike at the higher of the crew's and the beasts' S (§10.1)", s)
	}
	r.note("crew %s and beasts %s: their attacks added up (A %d, mA %d)", c.Name, b.Name, crewA, beastA)
	if crewA > 10 || beastA > 10 {
		r.note("attacks over 10 read as 10")
	}
	return ""
}

// machineWords name the machines of §6.9 as the data names them, the
// more specific first.
var machineWords = []struct{ word, kind string }{
	{"flame cannon", FireThrower}, {"fire thrower", FireThrower}, {"firethrower", FireThrower},
	{"bolt thrower", BoltThrower}, {"ballista", BoltThrower},
	{"stone thrower", StoneThrower}, {"catapult", StoneThrower}, {"grudge thrower", StoneThrower},
	{"trebuchet", StoneThrower}, {"rock lobba", StoneThrower}, {"lobba", StoneThrower},
	{"cannon", Cannon},
}

// dataMachine names the machine of §6.9 that a war machine is, from its
// profile's Type, its name and the unit's.
func dataMachine(names ...string) string {
	for _, w := range machineWords {
		for _, n := range names {
			if strings.Contains(strings.ToLower(n), w.word) {
				return w.kind
			}
		}
	}
	return ""
}

// machine reads a war machine (§6.9): the crew's profile, the machine's
// T, the crew's T as CT and the crew's number as W; the machine's kind,
// and its weapon's range and Strength.
func (r *reader) machine() string {
	m := *r.chassis
	r.out.Type, r.out.Size = "WM", "single"
	var crew []sourced
	for _, o := range append(r.bodyAsOther(), r.others...) {
		if char(o.p, "M") > 0 {
			crew = append(crew, o)
		} else {
			r.note("the profile %s is not played (the machine's crew is its %s)", o.p.Name, "crew")
		}
	}
	if len(crew) == 0 {
		return fmt.Sprintf("the war machine %s has no crew's profile in the data", m.Name)
	}
	kind := dataMachine(m.Char("Type"), m.Name, r.u.Name)
	if kind == "" {
		return fmt.Sprintf("a war machine of a kind §6.9 does not describe (%s: this version plays cannons, bolt throwers, stone throwers and fire throwers)", m.Name)
	}
	r.addRule(kind)
	c := crew[0].p
	r.profile(c)
	n := 0
	for _, k := range crew {
		n += k.n()
	}
	if n > 10 {
		r.note("%d crew read as 10", n)
		n = 10
	}
	r.out.Stats["T"], r.out.Stats["CT"], r.out.Stats["W"] = char(m, "T"), char(c, "T"), n
	for _, w := range r.weapons() {
		rng := missileRange(w)
		switch {
		case kind == Cannon && strings.Contains(strings.ToLower(w.Name), "grapeshot"):
			r.addRule(Grapeshot)
		case rng > 0 && r.out.Stats["range"] == 0:
			r.out.Stats["range"] = rng
			r.out.Stats["RS"], _ = leadInt(w.Char("Strength"))
		}
	}
	if kind == FireThrower && r.out.Stats["range"] == 0 {
		r.out.Stats["range"], r.out.Stats["RS"] = flameReach, flameS
		r.note("range: none in the data (a template); the fire thrower's reach of %d\" (§6.9)", flameReach)
	}
	r.out.Stats["RS"] = min(max(r.out.Stats["RS"], 0), 10)
	r.note("%s: played as a %s of §6.9 with %d crew", m.Name, strings.ToLower(kind), n)
	return ""
}

// bodyAsOther is the body, when one was found, as one of the other models
// (a chariot's crew, a machine's crewman).
func (r *reader) bodyAsOther() []sourced {
	if r.body == nil {
		return nil
	}
	return []sourced{{*r.body, r.bodyIt}}
}

// weapons are the Weapon profiles of the unit and what it takes.
func (r *reader) weapons() []bsdata.Profile {
	var out []bsdata.Profile
	for _, p := range r.own {
		if profileKind(p) == kindWeapon {
			out = append(out, p)
		}
	}
	for _, it := range r.items {
		for _, p := range it.o.Profiles {
			if profileKind(p) == kindWeapon {
				out = append(out, p)
			}
		}
	}
	return out
}
