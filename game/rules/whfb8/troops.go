package whfb8

import (
	"slices"

	"warbench/game/engine"
)

// The troop types' own rules (§10.1): the special rules a type gives
// every model of it, the mounted models' armour and barding, and the
// mount's profile beside the rider's.

func init() {
	knownRules = append(knownRules, "Barding", "Scythes", "Stomp", "Thunderstomp",
		"Impact Hits (1)", "Impact Hits (D3)", "Impact Hits (D6)", "Impact Hits (D6+1)",
		"Skirmishers", "Fast Cavalry", "Vanguard", "Scouts", "Ambushers", "Fly", "Hover", "Flying Cavalry",
		"Large Target", "Ethereal", "Magical Attacks", "Extra Attack", "Devastating Charge",
		"Heroic Killing Blow", "Flammable", "Slow to Fire", "Ignores Cover", "Fire on the March", "Shield")
	// Ar: the rider's worn armour (with its shield) when the file gives
	// no Sv; Scaly: Scaly Skin (X+); mWS mS mI mA: the mount's (or a
	// chariot's draft beasts') profile, which fights beside the rider;
	// mT mW: a monstrous mount's Toughness and Wounds (monstrousMounts).
	extraStats = append(extraStats, "Ar", "Scaly", "mWS", "mS", "mI", "mA", "mT", "mW")
	slices.Sort(extraStats)
}

// typeRules are the special rules each troop type gives (§10.1, §2.2):
// Swiftstride for cavalry, war beasts and monstrous beasts; Stomp for the
// monstrous types; Thunderstomp for monsters; swarms are Skirmishers,
// Unbreakable and Unstable. A chariot's Impact Hits (D6) is impactOf's;
// its Swiftstride stays a per-profile rule (§13 A-19).
var typeRules = map[string][]string{
	"Ca": {"Swiftstride"},
	"MC": {"Swiftstride", "Stomp"},
	"WB": {"Swiftstride"},
	"MB": {"Swiftstride", "Stomp"},
	"MI": {"Stomp"},
	"Mo": {"Thunderstomp"},
	"Sw": {"Skirmishers", "Unbreakable", "Unstable"},
}

// impliedRules are the rules a rule gives (§9.1): Flying Cavalry is Fast
// Cavalry that flies; Fast Cavalry has Vanguard; flyers have Swiftstride
// and a unit of several flyers skirmishes.
func impliedBy(p *engine.Piece, name string) bool {
	switch name {
	case "Fast Cavalry", "Fly":
		return p.HasRule("Flying Cavalry")
	case "Vanguard":
		return p.HasRule("Fast Cavalry") || p.HasRule("Flying Cavalry")
	case "Swiftstride":
		return p.HasRule("Fly") || p.HasRule("Hover") || p.HasRule("Flying Cavalry")
	case "Skirmishers":
		return (has(p, "Fly") || p.HasRule("Hover")) && startModels(p) > 1
	}
	return false
}

// has reports whether a unit has a special rule: its own, its troop
// type's, or one another of its rules gives.
func has(p *engine.Piece, name string) bool {
	return p.HasRule(name) || slices.Contains(typeRules[p.Type], name) || impliedBy(p, name)
}

// riders are the types whose rider sits on a mount: the rider's save
// improves by 1 for it, by 2 with barding (§2.4, §10.1).
func rider(p *engine.Piece) bool { return p.Type == "Ca" || p.Type == "MC" }

// effective is a stat as the rules use it: barding costs 1 M (§10.1); a
// rider whose file gives its worn armour (Ar) rather than the whole save
// (Sv) saves 1 better for its mount, 2 with barding (§2.4); Scaly Skin
// (X+) combines with worn armour, each point of armour improving it by
// one (§9.1).
func effective(p *engine.Piece, name string, v int) int {
	switch name {
	case "M":
		if flies(p) && v < flyM { // §4.7: flying up to 10"
			return flyM
		}
		if p.HasRule("Barding") && v > 1 {
			return v - 1
		}
	case "Sv":
		return armourSave(p, v)
	case "T", "W": // §10.1: monstrous cavalry use the highest T and W
		if p.Type == "MC" {
			m, _ := p.Stat("m" + name)
			return max(v, m)
		}
	}
	return v
}

// monstrousMounts makes every character riding a monstrous beast (a
// single model of type MB with a mount's attacks, mA) monstrous cavalry
// (§10.1: "characters on monstrous beasts become MC"), before the game
// begins.
func monstrousMounts(s *engine.State) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if m, _ := p.Stat("mA"); p.Size == "single" && p.Type == "MB" && m > 0 {
			p.Type = "MC"
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("10.1"),
				Text: p.Name + " rides a monstrous beast: monstrous cavalry."})
		}
	}
	return ev
}

// armourSave is the armour save needed (0: none) from the file's Sv,
// the worn armour Ar of a rider, and Scaly Skin.
func armourSave(p *engine.Piece, sv int) int {
	if _, given := p.Stat("Sv"); !given && rider(p) {
		worn, _ := p.Stat("Ar")
		if worn == 0 {
			worn = 7 // no armour: the mount alone gives 6+
		}
		worn--
		if p.HasRule("Barding") {
			worn--
		}
		sv = max(1, worn)
	}
	if scaly, _ := p.Stat("Scaly"); scaly != 0 {
		worn := sv
		if worn == 0 {
			worn = 7
		}
		sv = max(1, scaly-(7-worn))
	}
	return sv
}

// supports reports whether a unit's rear ranks make supporting attacks:
// chariots never do (§10.1); skirmishers do (§9.1).
func supports(p *engine.Piece) bool { return p.Type != "Ch" }

// flyM is the flying move, used for M (§4.6, §4.7): 10", a march 20".
const flyM = 10

// flies: Fly, Hover or Flying Cavalry (§9.1).
func flies(p *engine.Piece) bool { return has(p, "Fly") || p.HasRule("Hover") }

// reachOf is the reach of a General's Inspiring Presence and a Battle
// Standard's Hold Your Ground! (§10.3): 12", 18" for a Large Target.
func reachOf(p *engine.Piece) float64 {
	if p.HasRule("Large Target") {
		return 18 * Inch
	}
	return commandRange
}

// twoHanded: a weapon that Requires Two Hands (§9.1, §9.2): great
// weapon, halberd, flail.
func twoHanded(p *engine.Piece) bool {
	return p.HasRule("Great Weapon") || p.HasRule("Halberd") || p.HasRule("Flail")
}

// meleeSave is the armour save in close combat: a unit whose Sv counts
// a shield (the rule Shield) loses its +1 while it fights with a weapon
// that Requires Two Hands (§9.1: "the shield still counts against
// shooting and magic").
func meleeSave(p *engine.Piece) int {
	sv := stat(p, "Sv")
	if sv != 0 && p.HasRule("Shield") && twoHanded(p) {
		if sv++; sv > 6 {
			return 0
		}
	}
	return sv
}
