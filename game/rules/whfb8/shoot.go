package whfb8

import (
	"fmt"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
)

// volley is a unit's shooting at a target, worked out before any die:
// the attack its dice make and the modifiers that made it (§6.1, §6.2).
type volley struct {
	attack
	Mods  []string
	Spill engine.PieceID // the unit Look Out Sir! passes hits to (§10.2), 0: none
}

// canShoot says whether a unit may shoot in this phase at all (§6.1).
func (r *Ruleset) canShoot(s *engine.State, p *engine.Piece) *engine.Illegal {
	switch {
	case stupid(s, p):
		return engine.Refuse(rule("8.4"), nil, "%s failed its Stupidity test and does nothing else this turn.", p.Name)
	case stat(p, "range") == 0:
		return engine.Refuse(rule("6.1"), nil, "%s has no missile weapon.", p.Name)
	case p.Counter("fleeing") != 0:
		return engine.Refuse(rule("6.1"), nil, "%s is fleeing and cannot shoot.", p.Name)
	case p.Counter("engaged") != 0:
		return engine.Refuse(rule("6.1"), nil, "%s is engaged in combat and cannot shoot.", p.Name)
	case done(s, p, "marched") && !firesOnTheMove(p):
		return engine.Refuse(rule("6.1"), nil, "%s marched this turn and cannot shoot.", p.Name)
	case done(s, p, "reformed") && !firesOnTheMove(p):
		return engine.Refuse(rule("6.1"), nil, "%s reformed this turn and cannot shoot.", p.Name)
	case done(s, p, "rallied") && !done(s, p, "feigned"):
		return engine.Refuse(rule("4.4"), nil, "%s rallied this turn and cannot shoot.", p.Name)
	case (done(s, p, "moved") || done(s, p, "swift")) && p.HasRule("Move or Fire"):
		return engine.Refuse(rule("9.1"), nil, "%s moved this turn and its weapons are Move or Fire.", p.Name)
	}
	return nil
}

// aim works out a shooting attack of p at t (§6.1–§6.6): the first two
// ranks shoot, at the BS chart with its penalties (moved, long range,
// Stand & Shoot), the weapon's Strength against the target's Toughness
// and saves. Stand & Shoot at a charger beyond range resolves at the
// weapon's maximum range, so at long range (§4.3).
func (r *Ruleset) aim(s *engine.State, p, t *engine.Piece, standAndShoot bool) (volley, *engine.Illegal) {
	return r.aimWith(s, p, t, aimHow{standAndShoot: standAndShoot})
}

// aimHow is how a unit shoots: as a Stand & Shoot reaction (§4.3), or
// a sniper shot (§9.1, snipe.go), at the champion of the target.
type aimHow struct {
	standAndShoot, snipe, champion bool
}

// aimWith is aim as how says: a sniper shot is −1 more, may target a
// character in a unit, and gives no Look Out Sir! nor share of the hits.
func (r *Ruleset) aimWith(s *engine.State, p, t *engine.Piece, how aimHow) (volley, *engine.Illegal) {
	standAndShoot := how.standAndShoot
	var v volley
	seg := geom.Seg{A: p.Rect().LeaderPoint(), B: t.Pose.Pos}
	marks := []engine.Mark{{Seg: &seg}}
	switch {
	case t.Owner == p.Owner:
		return v, engine.Refuse(rule("6.1"), marks, "%s is not an enemy.", t.Name)
	case how.champion && !hasChampion(t):
		return v, engine.Refuse(rule("9.1"), marks, "%s has no champion.", t.Name)
	case shielded(s, t) && !how.snipe:
		return v, engine.Refuse(rule("10.2"), marks, "%s is in a unit of 5 or more rank-and-file of its troop type and may not be shot at.", t.Name)
	case t.Counter("engaged") != 0 && !standAndShoot:
		return v, engine.Refuse(rule("6.1"), marks, "%s is engaged in combat and may not be shot at.", t.Name)
	case !inFront(p, t):
		return v, engine.Refuse(rule("6.1"), marks, "%s is not in %s's front arc.", t.Name, p.Name)
	}
	if sg := r.Sight(s, p.ID, t.ID); !sg.Clear {
		return v, engine.Refuse(rule("3.3"), []engine.Mark{{Seg: &sg.Line}}, "%s", sg.Reason)
	}
	rng := float64(stat(p, "range")) * Inch
	d := gap(p, t)
	if d > rng+geom.Eps {
		if !standAndShoot {
			return v, engine.Refuse(rule("6.1"), marks, "%s is %s away; %s's weapons reach %d\".", t.Name, engine.Inches.Format(d), p.Name, stat(p, "range"))
		}
		d = rng
	}
	pen := 0
	if done(s, p, "moved") || done(s, p, "swift") || done(s, p, "reformed") || done(s, p, "arrived") {
		pen++
		v.Mods = append(v.Mods, "moved −1")
	}
	if d > rng/2+geom.Eps {
		pen++
		v.Mods = append(v.Mods, "long range −1")
	}
	if standAndShoot {
		pen++
		v.Mods = append(v.Mods, "stand and shoot −1")
	}
	if how.snipe {
		pen++
		v.Mods = append(v.Mods, "sniper −1")
	}
	volleys := p.HasRule("Volley Fire") && !standAndShoot && !done(s, p, "moved")
	groups := r.coverGroups(s, p, t, volleys) // §6.3: cover model by model, the least first
	if c := groups[0].cover; c > 0 {
		pen += c
		v.Mods = append(v.Mods, groups[0].why)
	}
	if has(t, "Skirmishers") { // light troops (§9.1)
		pen++
		v.Mods = append(v.Mods, "skirmishers −1")
	}
	// §9.1, §13 A-23: with volley fire, half the models in the third and
	// later ranks, rounded up, beside the first two ranks
	shots, per := groups[0].models, 1
	if p.HasRule("Multiple Shots (2)") {
		per = 2
		pen++
		v.Mods = append(v.Mods, "multiple shots −1")
	}
	hit, hit2, ok := shootNeed(stat(p, "BS"), pen)
	if !ok {
		return v, engine.Refuse(rule("6.2"), marks, "%s would need 10 or more to hit %s: no shot can hit.", p.Name, t.Name)
	}
	shots *= per
	var more []shotGroup
	for _, g := range groups[1:] {
		if h, h2, ok := shootNeed(stat(p, "BS"), pen-groups[0].cover+g.cover); ok { // a model that cannot hit does not shoot
			more = append(more, shotGroup{N: g.models * per, Hit: h, Hit2: h2, Why: g.why})
		}
	}
	str := stat(p, "RS")
	if str == 0 {
		str = stat(p, "S")
	}
	v.attack = attack{
		N: shots, Hit: hit, Hit2: hit2,
		Poison: p.HasRule("Poisoned Attacks"), Wound: woundNeed(str, stat(t, "T")),
		Armour: armourNeed(stat(t, "Sv"), str, p.HasRule("Armour Piercing")),
		W:      max(1, stat(t, "W")), Wounded: t.Counter("wounded"), Models: t.Formation.Models, What: "shots",
		Multi: multiOf(p), More: more,
	}
	v.Ward, v.WardName = wardOf(t, p.HasRule("Flaming Attacks"))
	v.attack = against(p, t, v.attack)
	if how.champion { // one model, his own wounds (§9.3)
		v.Wounded, v.Models = 0, 1
	}
	if how.snipe { // §9.1: no Look Out Sir!, and the hit is not distributed
		return v, nil
	}
	if need, to := lookOutSir(s, t, false); need != 0 {
		v.LookOut, v.Spill = need, to.ID
		v.Mods = append(v.Mods, fmt.Sprintf("Look Out Sir! %d+", need))
	}
	if cs := exposed(s, t); len(cs) > 0 { // §10.2: the characters share the hits
		v.Share = share{RankFile: rankAndFile(t), Chars: len(cs)}
		v.Mods = append(v.Mods, fmt.Sprintf("%s shares the hits", cs[0].Name))
	}
	return v, nil
}

// multiOf is the attacker's Multiple Wounds, as attack.Multi.
func multiOf(p *engine.Piece) int {
	switch {
	case p.HasRule("Multiple Wounds (2)"):
		return 2
	case p.HasRule("Multiple Wounds (D3)"):
		return -3
	case p.HasRule("Multiple Wounds (D6)"):
		return -6
	}
	return 0
}

// wardOf is the best of the target's ward save and regeneration, the one
// its owner rolls (§6.6); flaming attacks cannot be regenerated.
func wardOf(t *engine.Piece, flaming bool) (int, string) {
	ward, regen := stat(t, "Ward"), stat(t, "Regen")
	if flaming {
		regen = 0
	}
	switch {
	case regen != 0 && (ward == 0 || regen < ward):
		return regen, "regeneration"
	case ward != 0:
		return ward, "ward save"
	}
	return 0, ""
}

// describe is the attack in one line: "10 shots, 4+ to hit (long range
// −1), 4+ to wound, 5+ armour save".
func (a attack) describe(mods []string) string {
	var b strings.Builder
	what := a.What
	if what == "" {
		what = "attacks"
	}
	total := a.N
	for _, g := range a.More {
		total += g.N
	}
	if a.Random > 0 {
		fmt.Fprintf(&b, "%d + %d×D%d %s, ", total, a.Random, a.RandomDie, what)
	} else {
		fmt.Fprintf(&b, "%s, ", count(total, what[:len(what)-1]))
	}
	if a.Auto {
		b.WriteString("hitting automatically")
	} else if a.Hit2 != 0 {
		fmt.Fprintf(&b, "6 then %d+ to hit", a.Hit2)
	} else {
		fmt.Fprintf(&b, "%d+ to hit", a.Hit)
	}
	if a.Reroll {
		b.WriteString(" re-rolling misses")
	}
	if len(mods) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(mods, ", "))
	}
	for _, g := range a.More { // other cover for some models (§6.3)
		if g.Hit2 != 0 {
			fmt.Fprintf(&b, ", %d of them 6 then %d+ (%s)", g.N, g.Hit2, g.Why)
		} else {
			fmt.Fprintf(&b, ", %d of them %d+ (%s)", g.N, g.Hit, g.Why)
		}
	}
	if a.Wound == 0 {
		b.WriteString(", wounding without a roll")
	} else {
		fmt.Fprintf(&b, ", %d+ to wound", a.Wound)
	}
	if a.Armour != 0 {
		fmt.Fprintf(&b, ", %d+ armour save", a.Armour)
	} else {
		b.WriteString(", no armour save")
	}
	if a.Ward != 0 {
		fmt.Fprintf(&b, ", %d+ %s", a.Ward, a.WardName)
	}
	if a.KB {
		b.WriteString(", Killing Blow on a 6")
	}
	return b.String()
}

// checkShoot accepts a shooting order (§6.1).
func (r *Ruleset) checkShoot(s *engine.State, o Shoot) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Shooting:
		return engine.Refuse(rule("6.1"), nil, "Units shoot in the shooting phase, not the %s phase.", s.Phase)
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("6.1"), nil, "Player %d has no such unit.", o.By)
	case t == nil:
		return engine.Refuse(rule("6.1"), nil, "There is no unit %d to shoot at.", o.Target)
	case done(s, p, "shot"):
		return engine.Refuse(rule("6.1"), nil, "%s has shot this phase already.", p.Name)
	}
	if il := r.canShoot(s, p); il != nil {
		return il
	}
	_, il := r.aim(s, p, t, false)
	return il
}

// applyShoot rolls the shots and removes the casualties, then the
// target's panic test for heavy casualties (§6.8, §8.1).
func (r *Ruleset) applyShoot(s *engine.State, o Shoot) []engine.Event {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	v, _ := r.aim(s, p, t, false)
	p.SetCounter("shot", playerTurn(s))
	return r.fire(s, p, t, v, rule("6.2"))
}

// fire resolves a volley: the dice, the casualties, the panic test.
func (r *Ruleset) fire(s *engine.State, p, t *engine.Piece, v volley, rl string) []engine.Event {
	spilled := 0
	chars := exposed(s, t)
	var shared []int
	ev := r.strikeSharing(s, p.Pose.Pos, t, v.attack, fmt.Sprintf("%s shoots at %s: %s.", p.Name, t.Name, v.describe(v.Mods)), rl, &spilled, &shared)
	if u := s.Piece(v.Spill); u != nil && spilled > 0 {
		ev = append(ev, r.strike(s, p.Pose.Pos, u, spillHits(p, u, spilled), fmt.Sprintf("Look Out Sir!: %s takes %s.", u.Name, count(spilled, "hit")), rule("10.2"))...)
	}
	for i, c := range chars { // §10.2: the characters' share of the hits
		if i < len(shared) && shared[i] > 0 && s.Piece(c.ID) != nil {
			ev = append(ev, r.strike(s, p.Pose.Pos, s.Piece(c.ID), spillHits(p, s.Piece(c.ID), shared[i]),
				fmt.Sprintf("%s is hit: %s.", c.Name, count(shared[i], "hit")), rule("10.2"))...)
		}
	}
	return ev
}

// strike resolves an attack on t from a point (§6.4–§6.8): its dice, the
// casualties from the rear, the unit wiped out, or its panic test for
// 25% lost in the phase, fleeing from that point (§8.1).
func (r *Ruleset) strike(s *engine.State, from geom.Vec, t *engine.Piece, a attack, text, rl string) []engine.Event {
	return r.strikeCounting(s, from, t, a, text, rl, nil)
}

// strikeCounting is strike, telling how many hits Look Out Sir! passed on.
func (r *Ruleset) strikeCounting(s *engine.State, from geom.Vec, t *engine.Piece, a attack, text, rl string, spilled *int) []engine.Event {
	return r.strikeSharing(s, from, t, a, text, rl, spilled, nil)
}

// strikeSharing is strikeCounting, telling too the hits each character
// of the unit took (share).
func (r *Ruleset) strikeSharing(s *engine.State, from geom.Vec, t *engine.Piece, a attack, text, rl string, spilled *int, shared *[]int) []engine.Event {
	ev, _, gone := r.hurtSharing(s, t, a, text, rl, spilled, shared)
	if gone {
		return ev
	}
	return append(ev, r.panicCheck(s, t, from)...)
}

// hurt is strike without the panic test: the dice, the casualties, the
// unit wiped out (gone); slain is the models it lost.
func (r *Ruleset) hurt(s *engine.State, t *engine.Piece, a attack, text, rl string) (ev []engine.Event, slain int, gone bool) {
	return r.hurtCounting(s, t, a, text, rl, nil)
}

// hurtCounting is hurt, telling how many hits Look Out Sir! passed on.
func (r *Ruleset) hurtCounting(s *engine.State, t *engine.Piece, a attack, text, rl string, spilled *int) (ev []engine.Event, slain int, gone bool) {
	return r.hurtSharing(s, t, a, text, rl, spilled, nil)
}

// hurtSharing is hurtCounting, telling too the hits each character of
// the unit took (share).
func (r *Ruleset) hurtSharing(s *engine.State, t *engine.Piece, a attack, text, rl string, spilled *int, shared *[]int) (ev []engine.Event, slain int, gone bool) {
	ev = []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rl, Text: text}}
	res := a.roll(s, t, rl)
	if spilled != nil {
		*spilled = res.Spilled
	}
	if shared != nil {
		*shared = res.CharHits
	}
	if txt := shareText(s, exposed(s, t), res.CharHits); txt != "" {
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("10.2"), Text: "The hits are shared: " + txt + "."})
	}
	ev = append(ev, res.Events...)
	id, name := t.ID, t.Name
	if res.Inflicted > 0 {
		ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: id, Rule: rule("6.8"), Value: res.Inflicted,
			Text: fmt.Sprintf("%s loses %s, %s.", name, count(res.Inflicted, "wound"), count(res.Slain, "model"))})
	}
	if t.Formation.Models == 0 {
		return append(ev, r.destroy(s, id, rule("6.8"), fmt.Sprintf("%s is wiped out.", name))...), res.Slain, true
	}
	t.SetCounter("casualties", t.Counter("casualties")+res.Slain)
	if s.HasHouseRule(HeavyCasualtiesByWounds) {
		t.SetCounter("wounds-lost", t.Counter("wounds-lost")+res.Inflicted)
	}
	return ev, res.Slain, false
}
