package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// What the troop types and special rules add to close combat (§7.1,
// §7.3, §9.1, §10.1): the mount's blows beside the rider's, Impact Hits
// before anything else, Stomp and Thunderstomp after everything else,
// and the attack modifiers Extra Attack, Devastating Charge, Heroic
// Killing Blow, Flammable and Ethereal.

// bonusAttacks are the attacks a model's rules add now (§9.1): Extra
// Attack +1, Devastating Charge +1 in the turn it charged.
func bonusAttacks(s *engine.State, p *engine.Piece) int {
	n := 0
	if p.HasRule("Extra Attack") {
		n++
	}
	if p.HasRule("Devastating Charge") && done(s, p, "charged") {
		n++
	}
	return n
}

// killsOutright: Killing Blow works against infantry, cavalry and war
// beasts; Heroic Killing Blow against every type but swarms (§7.5, §9.1).
func killsOutright(p, e *engine.Piece) bool {
	switch {
	case p.HasRule("Heroic Killing Blow"):
		return e.Type != "Sw"
	case p.HasRule("Killing Blow"):
		return e.Type == "In" || e.Type == "Ca" || e.Type == "WB"
	}
	return false
}

// against applies what the target makes of an attack (§6.7, §9.1): a
// Flammable target takes double wounds from flaming attacks; an
// Ethereal one can be wounded only by magical attacks.
func against(p, e *engine.Piece, a attack) attack {
	if e.HasRule("Flammable") && p.HasRule("Flaming Attacks") {
		a.Double = true
	}
	if e.HasRule("Ethereal") && !p.HasRule("Magical Attacks") && !p.HasRule("Ethereal") {
		a.Hit, a.Hit2, a.Auto = 0, 0, false
	}
	return a
}

// mountStat is the mount's characteristic (mWS, mS, mI, mA), the model's
// own when the file gives none but the attacks.
func mountStat(p *engine.Piece, name string) int {
	if v := stat(p, "m"+name); v != 0 || name == "A" {
		return v
	}
	return stat(p, name)
}

// mountBlows are the blows of the mounts (or a chariot's draft beasts)
// of p's models in base contact with e (§10.1): at the mount's WS,
// Strength and Initiative, never supporting; a chariot's beasts only
// against an enemy at its front.
func mountBlows(s *engine.State, p, e *engine.Piece) attack {
	n := mountStat(p, "A")
	if n == 0 || (p.Type == "Ch" && facingOf(p, e) != geom.ArcFront) {
		return attack{}
	}
	contact, _ := fightersSplit(s, p, e, 0)
	if isMachine(e) && p.Attached == 0 {
		contact = assaultGroup(s, p, e)
	}
	mws := mountStat(p, "WS")
	if done(s, p, "afraid") {
		mws = 1
	}
	str := mountStat(p, "S")
	at := attack{N: contact * n, Hit: meleeNeed(mws, ws(s, e)), Wound: woundNeed(str, stat(e, "T")),
		Armour: armourNeed(meleeSave(e), str, false),
		W:      max(1, stat(e, "W")), Wounded: e.Counter("wounded"), Models: e.Formation.Models, What: "mount attacks"}
	at.Ward, at.WardName = wardOf(e, false)
	return inTerrain(s, p, e, against(p, e, at))
}

// strikeSteps are the steps at which a unit strikes (§7.3): its own and
// its mount's Initiative (Stomp comes after every step, stompRound).
func strikeSteps(s *engine.State, p *engine.Piece) []int {
	out := []int{step(s, p)}
	if mountStat(p, "A") > 0 {
		out = append(out, mountStat(p, "I"))
	}
	return out
}

// blowsAt are the attacks p makes against foe e at one step: its own
// blows at its step, its mounts' at theirs.
func blowsAt(s *engine.State, p, e *engine.Piece, st int) []attack {
	var out []attack
	if step(s, p) == st {
		out = append(out, blows(s, p, e))
		if b := breath(s, p, e); b.Random > 0 {
			p.SetCounter("breathed", 1) // once a game
			out = append(out, b)
		}
	}
	if n := mountStat(p, "A"); n > 0 && mountStat(p, "I") == st {
		out = append(out, mountBlows(s, p, e))
	}
	return out
}

// stomps are the stomps of a unit at the end of the round (§9.1): each
// model in base contact with an enemy unit of infantry, war beasts or
// swarms makes one automatic hit (Stomp) or D6 (Thunderstomp) at its
// Strength (the mount's when it has one) against the first such unit it
// touches, by ID.
func (r *Ruleset) stomps(s *engine.State, p *engine.Piece) (hits int, at *engine.Piece, ev []engine.Event) {
	contact, e, thunder := stompTarget(s, p)
	if contact == 0 || !thunder {
		return contact, e, nil
	}
	ds := s.Dice.RollN(nil, contact, 6, "thunderstomp")
	hits = dice.Sum(ds)
	return hits, e, []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: rule("9.1"), Dice: ds, Value: hits,
		Text: fmt.Sprintf("%s thunderstomps: %s.", p.Name, count(hits, "hit"))}}
}

// stompTarget is the foe a unit stomps on (§9.1), its models touching
// it, and whether each rolls a D6 of hits (Thunderstomp); 0 and nil when
// it stomps on nobody.
func stompTarget(s *engine.State, p *engine.Piece) (contact int, e *engine.Piece, thunder bool) {
	thunder = has(p, "Thunderstomp")
	if !thunder && !has(p, "Stomp") {
		return 0, nil, false
	}
	for _, e := range foes(s, p) {
		if e.Type != "In" && e.Type != "WB" && e.Type != "Sw" || e.Formation.Models == 0 {
			continue
		}
		if contact, _ := fighters(p, e); contact > 0 {
			return contact, e, thunder
		}
	}
	return 0, nil, false
}

// stompAttack is n automatic hits of p's stomp on e.
func stompAttack(p, e *engine.Piece, n int) attack {
	str := mountStat(p, "S")
	at := attack{N: n, Auto: true, Wound: woundNeed(str, stat(e, "T")), Armour: armourNeed(meleeSave(e), str, false),
		W: max(1, stat(e, "W")), Wounded: e.Counter("wounded"), Models: e.Formation.Models, What: "stomps"}
	at.Ward, at.WardName = wardOf(e, false)
	return against(p, e, at)
}

// impactDice is a unit's Impact Hits per model (§9.1, §10.1): the
// highest it has, a chariot's D6 (D6+1 with scythes) by default; 0 for
// none. Values: n > 0 a fixed number, -3 D3, -6 D6, -7 D6+1.
func impactDice(p *engine.Piece) int {
	switch {
	case p.HasRule("Impact Hits (D6+1)") || (p.Type == "Ch" && p.HasRule("Scythes")):
		return -7
	case p.HasRule("Impact Hits (D6)") || p.Type == "Ch":
		return -6
	case p.HasRule("Impact Hits (D3)"):
		return -3
	case p.HasRule("Impact Hits (1)"):
		return 1
	}
	return 0
}

// impactHits resolves the Impact Hits of every unit of a combat that
// charged this turn, before anything else (§7.1, §9.1): each of its
// models touching an enemy rolls its hits, the total is split evenly
// among the enemy units it touches and the remainder given at random
// (a die per hit), automatic hits at the higher of the model's and its
// mount's Strength; the wounds count for combat resolution.
func (r *Ruleset) impactHits(s *engine.State, ids []engine.PieceID, wounds *[3]int) []engine.Event {
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		kind := 0
		if p != nil {
			kind = impactDice(p)
		}
		if kind == 0 || !done(s, p, "charged") {
			continue
		}
		touched, models := impactTargets(s, p)
		if len(touched) == 0 {
			continue
		}
		hits := kind * models
		if kind < 0 {
			ds := s.Dice.RollN(nil, models, 6, "impact hits")
			hits = 0
			for _, d := range ds {
				hits += impactFace(kind, d.Face)
			}
			ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: rule("9.1"), Dice: ds, Value: hits,
				Text: fmt.Sprintf("%s's impact hits: %d.", p.Name, hits)})
		}
		share := splitHits(s, hits, len(touched))
		for i, e := range touched {
			if share[i] == 0 || e.Formation.Models == 0 {
				continue
			}
			at := impactAttack(p, e, share[i])
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("9.1"),
				Text: fmt.Sprintf("%s crashes into %s: %s.", p.Name, e.Name, count(share[i], "impact hit"))})
			res := at.roll(s, e, rule("9.1"))
			ev = append(ev, res.Events...)
			wounds[p.Owner] += res.Inflicted
			if res.Inflicted > 0 {
				ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: e.ID, Rule: rule("9.1"), Value: res.Inflicted,
					Text: fmt.Sprintf("%s loses %s, %s.", e.Name, count(res.Inflicted, "wound"), count(res.Slain, "model"))})
			}
		}
	}
	return ev
}

// impactTargets are the foes a unit's models touch, which share its
// impact hits, and how many of its models touch one (§9.1).
func impactTargets(s *engine.State, p *engine.Piece) (touched []*engine.Piece, models int) {
	for _, e := range foes(s, p) {
		if c, _ := fighters(p, e); c > 0 {
			touched = append(touched, e)
			models = max(models, c)
		}
	}
	return touched, models
}

// impactFace is the impact hits a die of face f gives for a unit's
// impactDice kind (a D3, a D6, a D6+1).
func impactFace(kind, f int) int {
	switch kind {
	case -3:
		return (f + 1) / 2
	case -6:
		return f
	case -7:
		return f + 1
	}
	return kind
}

// impactAttack is n impact hits of p on e (§9.1): automatic, at the
// higher of the model's and its mount's Strength.
func impactAttack(p, e *engine.Piece, n int) attack {
	str := max(stat(p, "S"), stat(p, "mS"))
	at := attack{N: n, Auto: true, Wound: woundNeed(str, stat(e, "T")), Armour: armourNeed(meleeSave(e), str, false),
		W: max(1, stat(e, "W")), Wounded: e.Counter("wounded"), Models: e.Formation.Models, What: "impact hits"}
	at.Ward, at.WardName = wardOf(e, false)
	return against(p, e, at)
}

// splitHits splits hits evenly among n units, the remainder one at a
// time to a unit picked by a die of n sides (§9.1).
func splitHits(s *engine.State, hits, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = hits / n
	}
	for range hits % n {
		out[s.Dice.Roll(n, "impact hits split").Face-1]++
	}
	return out
}

// stompRound makes the stomps of every unit of a combat after the last
// step (§7.3), by ID, and returns the wounds they caused by side.
func (r *Ruleset) stompRound(s *engine.State, ids []engine.PieceID, wounds *[3]int) []engine.Event {
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil || (!has(p, "Stomp") && !has(p, "Thunderstomp")) {
			continue
		}
		n, e, rolled := r.stomps(s, p)
		ev = append(ev, rolled...)
		if n == 0 {
			continue
		}
		at := stompAttack(p, e, n)
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("9.1"),
			Text: fmt.Sprintf("%s stomps on %s: %s.", p.Name, e.Name, count(n, "hit"))})
		res := at.roll(s, e, rule("9.1"))
		ev = append(ev, res.Events...)
		wounds[p.Owner] += res.Inflicted
		if res.Inflicted > 0 {
			ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: e.ID, Rule: rule("9.1"), Value: res.Inflicted,
				Text: fmt.Sprintf("%s loses %s, %s.", e.Name, count(res.Inflicted, "wound"), count(res.Slain, "model"))})
		}
	}
	return ev
}

// clearDead removes the units of a combat left without models (after
// each step, §7.3), by ID.
func (r *Ruleset) clearDead(s *engine.State, ids []engine.PieceID) []engine.Event {
	var ev []engine.Event
	for _, id := range ids {
		if q := s.Piece(id); q != nil && q.Formation.Models == 0 {
			seize(q)
			ev = append(ev, r.destroy(s, id, rule("7.3"), fmt.Sprintf("%s is wiped out.", q.Name))...)
		}
	}
	return ev
}

func init() {
	knownRules = append(knownRules, "Random Attacks (D3)", "Random Attacks (D6)", "Random Attacks (2D6)", "Breath Weapon")
	extraStats = append(extraStats, "BwS") // a breath weapon's Strength
	slices.Sort(extraStats)
	counterBounds = append(counterBounds, engine.CounterBound{Name: "breathed", Max: 1})
}

// randomAttacks replaces the profile's attacks of each model in contact
// by its die (§9.1 Random Attacks: "the die roll shown + any modifier,
// roll separately for each model").
func randomAttacks(p *engine.Piece, a attack, contact int) attack {
	n, sides := 0, 0
	switch {
	case p.HasRule("Random Attacks (D3)"):
		n, sides = 1, 3
	case p.HasRule("Random Attacks (D6)"):
		n, sides = 1, 6
	case p.HasRule("Random Attacks (2D6)"):
		n, sides = 2, 6
	default:
		return a
	}
	a.N = max(0, a.N-contact*stat(p, "A"))
	a.Random, a.RandomDie = contact*n, sides
	return a
}

// breath is a breath weapon in close combat (§9.1): once a game, 2D6
// automatic hits at its Strength (BwS, else the model's) on one enemy
// unit in base contact, at the model's Initiative.
func breath(s *engine.State, p, e *engine.Piece) attack {
	if !p.HasRule("Breath Weapon") || p.Counter("breathed") != 0 {
		return attack{}
	}
	if c, _ := fighters(p, e); c == 0 {
		return attack{}
	}
	str := stat(p, "BwS")
	if str == 0 {
		str = stat(p, "S")
	}
	at := attack{Auto: true, Random: 2, RandomDie: 6, Wound: woundNeed(str, stat(e, "T")), Armour: armourNeed(meleeSave(e), str, false),
		W: max(1, stat(e, "W")), Wounded: e.Counter("wounded"), Models: e.Formation.Models, What: "breath hits"}
	at.Ward, at.WardName = wardOf(e, p.HasRule("Flaming Attacks"))
	return against(p, e, at)
}

// flamesScare: Flaming Attacks cause Fear in war beasts, cavalry and
// chariots (§8.2, §9.1).
func flamesScare(f, p *engine.Piece) bool {
	return f.HasRule("Flaming Attacks") && (p.Type == "WB" || p.Type == "Ca" || p.Type == "Ch")
}
