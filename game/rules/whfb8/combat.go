package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// blows are the close-combat attacks p makes against e now (§7.2–§7.5):
// A for each model in base contact, one for each supporting model (up to
// A, at most 3, for monstrous types), at the WS chart against e's WS, S
// against T, and e's saves.
func blows(s *engine.State, p, e *engine.Piece) attack {
	w := weaponOf(s, p, e)
	contact, support := fightersSplit(s, p, e, w.extraRank)
	contact = max(0, contact-displaced(s, p, e))
	if isMachine(e) && p.Attached == 0 {
		contact, support = assaultGroup(s, p, e), 0
	}
	a := stat(p, "A") + w.attacks + bonusAttacks(s, p)
	if !supports(p) {
		support = 0
	}
	if isMachine(p) {
		a, contact, support = crew(p), 1, 0 // §6.9: A = the crew left
	}
	if frenzied(p) {
		a++ // Frenzy: +1 A (§8.4)
	}
	reroll := rerolls(p, e) || (p.HasRule("Hatred") && firstRound(s, p, e))
	sup := min(1, a) // §7.2: one attack at most, whatever its A (none with none)
	if t := typeOf(p); t.Rank == 3 {
		sup = min(3, a) // monstrous support (§7.2)
	}
	str := stat(p, "S") + w.strength
	at := attack{
		N: contact*a + support*sup + championExtra(p, contact, a), Hit: meleeNeed(ws(s, p), ws(s, e)), Reroll: reroll,
		Poison: p.HasRule("Poisoned Attacks"), Wound: woundNeed(str, meleeT(e)),
		Armour: armourNeed(meleeSave(e), str, p.HasRule("Armour Piercing")),
		W:      max(1, stat(e, "W")), Wounded: e.Counter("wounded"), Models: e.Formation.Models,
		What: "attacks", Multi: multiOf(p),
		KB: killsOutright(p, e),
	}
	at.Ward, at.WardName = wardOf(e, p.HasRule("Flaming Attacks"))
	if parries(e, p) && (at.Ward == 0 || at.Ward > 6) {
		at.Ward, at.WardName = 6, "parry"
	}
	at = randomAttacks(p, at, contact)
	return inTerrain(s, p, e, against(p, e, at))
}

// step is when a unit strikes (§7.3): Always Strikes First before every
// Initiative, Always Strikes Last after; a unit with both uses neither.
// Units that both strike first (or last) strike together, or, with the
// house rule of §13 A-22, by Initiative among themselves.
func step(s *engine.State, p *engine.Piece) int {
	asf, asl := strikesFirst(p), p.HasRule("Always Strikes Last") || p.HasRule("Great Weapon")
	mirror := s.HasHouseRule(ASFMirrorByInitiative)
	switch {
	case asf && !asl && mirror:
		return 100 + stat(p, "I")
	case asf && !asl:
		return 100
	case asl && !asf && mirror:
		return stat(p, "I") - 11
	case asl && !asf:
		return 0
	}
	return stat(p, "I")
}

// strikesFirst: Always Strikes First, and not Always Strikes Last.
func strikesFirst(p *engine.Piece) bool {
	return p.HasRule("Always Strikes First") && !p.HasRule("Always Strikes Last") && !p.HasRule("Great Weapon")
}

// rerolls says whether p re-rolls its failed to-hit rolls (§7.3): it
// Always Strikes First with an Initiative at least its enemy's, and the
// enemy does not strike first too.
func rerolls(p, e *engine.Piece) bool {
	return strikesFirst(p) && !strikesFirst(e) && stat(p, "I") >= stat(e, "I")
}

// enemyOf is the unit p is engaged with, or nil.
func enemyOf(s *engine.State, p *engine.Piece) *engine.Piece {
	if id := p.Counter("engaged"); id != 0 {
		return s.Piece(engine.PieceID(id))
	}
	return nil
}

// checkFight accepts a Fight for an engaged unit of the active player
// whose combat has not been fought this turn (§7.1).
func (r *Ruleset) checkFight(s *engine.State, o Fight) *engine.Illegal {
	p := s.Piece(o.Unit)
	switch {
	case s.Phase != Combat:
		return engine.Refuse(rule("7.1"), nil, "Combats are fought in the close combat phase, not the %s phase.", s.Phase)
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("7.1"), nil, "Player %d has no such unit.", o.By)
	case enemyOf(s, p) == nil:
		return engine.Refuse(rule("7.2"), nil, "%s is not in a combat.", p.Name)
	case done(s, p, "fought"):
		return engine.Refuse(rule("7.1"), nil, "%s has fought its combat this turn.", p.Name)
	}
	return nil
}

// resolution is a side's combat result (§7.6), item by item.
func resolution(s *engine.State, p, e *engine.Piece, wounds int) (int, []string) {
	total := wounds
	parts := []string{count(wounds, "wound")}
	if done(s, p, "charged") {
		total++
		parts = append(parts, "charge +1")
	}
	if rb := rankBonus(p); rb > 0 && !disrupted(p, e) && ranksCount(s, p) {
		total += rb
		parts = append(parts, fmt.Sprintf("ranks +%d", rb))
	}
	if hasStandard(p) {
		total++
		parts = append(parts, "standard +1")
	}
	if p.HasRule("Battle Standard") && p.Counter("standard-lost") == 0 {
		total++
		parts = append(parts, "battle standard +1")
	}
	if done(s, p, "charged") && onHill(s, p) && !onHill(s, e) { // high ground (§7.6)
		total++
		parts = append(parts, "high ground +1")
	}
	switch facingOf(e, p) {
	case geom.ArcLeft, geom.ArcRight:
		total++
		parts = append(parts, "flank +1")
	case geom.ArcRear:
		total += 2
		parts = append(parts, "rear +2")
	}
	return total, parts
}

// disrupted: engaged in the flank or rear by a unit with at least two
// ranks of 5 (3 for monstrous types) loses the rank bonus (§7.6).
func disrupted(p, e *engine.Piece) bool {
	return facingOf(p, e) != geom.ArcFront && rankCount(e) >= 2
}

// testedLd is the Leadership a loser tests its break test on (§7.7):
// its Ld when steadfast (more ranks than the winner, or Stubborn), else
// Ld − margin; ok false when it is Unbreakable and needs no test.
func testedLd(s *engine.State, win, lose *engine.Piece, margin int) (tested int, why string, test bool) {
	ld := leadership(s, lose)
	switch {
	case has(lose, "Unbreakable"):
		return 0, "Unbreakable", false
	case stubbornHere(s, lose):
		return ld, "Stubborn: unmodified Ld", true
	case rankCount(lose) > rankCount(win) && mayBeSteadfast(s, lose):
		return ld, fmt.Sprintf("Steadfast, %d ranks against %d: unmodified Ld", rankCount(lose), rankCount(win)), true
	}
	return ld - margin, fmt.Sprintf("Ld %d − %d", ld, margin), true
}

// breakTest is the loser's break test (§7.7); a unit that fails flees
// 2D6" away from the winner, which pursues 2D6" and destroys it when its
// roll is at least the flee roll (§7.9).
func (r *Ruleset) breakTest(s *engine.State, win, lose *engine.Piece, margin int) []engine.Event {
	var ev []engine.Event
	if has(lose, "Unstable") { // §7.7: a wound per point lost, no saves
		a := attack{N: margin, Auto: true, W: max(1, stat(lose, "W")), Wounded: lose.Counter("wounded"), Models: lose.Formation.Models, What: "wounds"}
		id := lose.ID
		ev = append(ev, r.strike(s, win.Pose.Pos, lose, a, fmt.Sprintf("%s is Unstable: %s with no saves.", lose.Name, count(margin, "wound")), rule("7.7"))...)
		if lose = s.Piece(id); lose == nil || lose.Counter("fleeing") != 0 {
			return ev
		}
		if s.HasHouseRule(UnstableSkipsBreakTest) { // §13 A-35's other reading
			return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("7.7"),
				Text: fmt.Sprintf("%s is Unstable: no break test (house rule).", lose.Name)})
		}
	}
	ld, why, test := testedLd(s, win, lose, margin)
	if !test {
		return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("7.7"),
			Text: fmt.Sprintf("%s loses by %d but is Unbreakable.", lose.Name, margin)})
	}
	ok, e := ldTest(s, lose, ld, "break test", rule("7.7"))
	e.Text += " (" + why + ")"
	ev = append(ev, e)
	if ok {
		return ev
	}
	if isMachine(lose) { // §6.9: destroyed, and the winners may not pursue
		return append(ev, r.destroy(s, lose.ID, rule("6.9"), fmt.Sprintf("%s breaks: a war machine is destroyed.", lose.Name))...)
	}
	lose.SetCounter("broken", 1) // it flees once the winners have chosen (nextFlight)
	lid := lose.ID
	ev = append(ev, r.lastStandOfBSB(s, lose)...)
	if lose = s.Piece(lid); lose == nil { // a lone Battle Standard Bearer fell
		return ev
	}
	if lose.HasRule("Standard") || lose.HasRule("Battle Standard") { // Last Stand (§7.7, §9.3)
		lose.SetCounter("standard-lost", 1)
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("9.3"),
			Text: fmt.Sprintf("%s's standard bearer makes a last stand and falls: the standard is lost.", lose.Name)})
	}
	return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("7.7"),
		Text: fmt.Sprintf("%s breaks!", lose.Name)})
}

func join(parts []string) string {
	out := ""
	for i, p := range parts {
		if i > 0 {
			out += ", "
		}
		out += p
	}
	return out
}

// count writes "1 wound", "3 wounds".
func count(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// seize marks a unit whose standard the enemy takes, slain in close
// combat or caught by a pursuit (§12: +25, +100 for the battle
// standard).
func seize(p *engine.Piece) {
	if (p.HasRule("Standard") || p.HasRule("Battle Standard")) && p.Counter("standard-lost") == 0 {
		p.SetCounter("seized", 1)
	}
}

// keepContact restores contact when casualties have left two units still
// in combat apart (§7.9, p.61): a unit slides along its front, keeping
// its formation and facing, until as much of its front as fits is in
// contact again (the active player's first); if it cannot, the other
// does; neither may overlap a third unit.
func (r *Ruleset) keepContact(s *engine.State, a, b engine.PieceID) []engine.Event {
	p, e := s.Piece(a), s.Piece(b)
	if p == nil || e == nil || p.Counter("engaged") != int(e.ID) || gap(p, e) <= touchTol {
		return nil
	}
	for _, pair := range [][2]*engine.Piece{{p, e}, {e, p}} {
		mover, other := pair[0], pair[1]
		pose, ok := slideIntoContact(mover, other)
		if !ok {
			continue
		}
		ghost := *mover
		ghost.Pose = pose
		clear := r.onTable(s, &ghost)
		for i := range s.Pieces {
			q := &s.Pieces[i]
			if q.ID != mover.ID && q.ID != other.ID && geom.Overlap(ghost.Shape(), q.Shape()) {
				clear = false
			}
		}
		if !clear {
			continue
		}
		from := mover.Pose
		mover.Pose = pose
		return []engine.Event{{Kind: engine.Moved, Piece: mover.ID, Rule: rule("7.9"), From: from, To: pose,
			Text: fmt.Sprintf("%s closes up to keep in contact with %s.", mover.Name, other.Name)}}
	}
	return nil
}

// slideIntoContact is m moved sideways along its front so that its front
// edge overlaps o as much as it can; false when that does not touch o.
func slideIntoContact(m, o *engine.Piece) (geom.Pose, bool) {
	r := m.Rect()
	lo, hi := 1e18, -1e18
	for _, c := range o.Rect().Corners() {
		x := r.Local(c).X
		lo, hi = min(lo, x), max(hi, x)
	}
	half := r.W / 2
	x := 0.0
	if hi-lo >= r.W {
		x = max(lo+half, min(hi-half, 0))
	} else {
		x = (lo + hi) / 2
	}
	pose := geom.Pose{Pos: r.World(geom.V(x, 0)), Heading: m.Pose.Heading}
	ghost := *m
	ghost.Pose = pose
	return pose, gap(&ghost, o) <= touchTol && !geom.Overlap(ghost.Shape(), o.Shape())
}
