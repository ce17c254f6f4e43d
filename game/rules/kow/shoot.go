package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Shoot is a ranged attack (kow2 §5): one unit, one target, one weapon
// (empty: the unit's first).
type Shoot struct {
	By     engine.PlayerID
	Unit   engine.PieceID
	Target engine.PieceID
	Weapon string
}

// Kind returns "kow/shoot".
func (Shoot) Kind() string { return "kow/shoot" }

// Player returns who gives the order.
func (o Shoot) Player() engine.PlayerID { return o.By }

// ShootOrder builds a Shoot.
func (r *Ruleset) ShootOrder(by engine.PlayerID, unit, target engine.PieceID, weapon string) engine.Order {
	return Shoot{By: by, Unit: unit, Target: target, Weapon: weapon}
}

// engaged reports whether a unit is in contact with an enemy (kow2 §4.9,
// §5.1, §5.2 item 5).
func engaged(s *engine.State, p *engine.Piece) bool {
	pr := p.Rect()
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner && e.Owner != 0 && geom.Distance(pr, e.Rect()) <= contactTol {
			return true
		}
	}
	return false
}

// contactTol is how close two bases must be to count as in contact.
const contactTol = 0.05

// weapon finds the named weapon, or the unit's first.
func weapon(p *engine.Piece, name string) (Weapon, bool) {
	ws := Weapons(p)
	for _, w := range ws {
		if name == "" || w.Name == name {
			return w, true
		}
	}
	return Weapon{}, false
}

// canShoot says whether the unit may make a ranged attack now (kow2 §5.1).
func (r *Ruleset) canShoot(s *engine.State, p *engine.Piece, wname string) (Weapon, *engine.Illegal) {
	w, ok := weapon(p, wname)
	if il := r.rangedTurn(s, p, "shoot"); il != nil {
		return w, il
	}
	switch {
	case !ok && wname != "":
		return w, engine.Refuse(r.rule("5.2"), nil, "%s no weapon called %q.", does(p, "have"), wname)
	case !ok:
		return w, engine.Refuse(r.rule("5.1"), nil, "%s no ranged attack.", does(p, "have"))
	}
	if il := r.rangedState(s, p, "shoot"); il != nil {
		return w, il
	}
	if k, ordered := shootingOrder(s, p); p.HasRule("Reload!") && (!ordered || k != Halt) {
		return w, engine.Refuse(r.rule("8"), nil, "%s Reload!: it may shoot only if it Halted this turn.", does(p, "have"))
	} else if r.Edition.HaltOnlyWeapons && ordered && k != Halt && haltOnly(p, w) { // kow-beta §5.1
		return w, engine.Refuse(r.rule("5.1"), nil, "%s did not Halt this turn: %s shoot only after a Halt order, as crossbows, rifles and War Machines do.", p.Name, w.Name)
	}
	return w, r.amuletRefusal(s, p, w.Name)
}

// rangedTurn refuses a ranged attack or spell out of the game, the phase
// or the turn (kow2 §4.1); verb is "shoot" or "cast".
func (r *Ruleset) rangedTurn(s *engine.State, p *engine.Piece, verb string) *engine.Illegal {
	switch {
	case s.Over:
		return engine.Refuse(r.rule("11.6"), nil, "The game is over.")
	case s.Phase != Shooting:
		return engine.Refuse(r.rule("4.1"), nil, "Units %s in the shooting phase, not the %s phase.", verb, s.Phase)
	case p.Owner != s.Active:
		return engine.Refuse(r.rule("4.1"), nil, "It is player %d's turn: %s cannot %s now.", s.Active, p.Name, verb)
	}
	return nil
}

// rangedState refuses a ranged attack or spell from a unit that already
// made one this turn (unless Myrddin's Amulet gives it a second, §10.2),
// went At the Double, is Disordered or is in contact (kow2 §5.1; §10.1:
// spells are ranged attacks).
func (r *Ruleset) rangedState(s *engine.State, p *engine.Piece, verb string) *engine.Illegal {
	k, ordered := shootingOrder(s, p) // the Boots of Levitation shoot after At the Double (§10.2)
	switch {
	case p.Counter("shot") == playerTurn(s) && !amuletReady(s, p):
		return engine.Refuse(r.rule("5.1"), nil, "%s already shot or cast this turn: one ranged attack or spell per unit per turn.", does(p, "have"))
	case ordered && k == AtTheDouble:
		return engine.Refuse(r.rule("5.1"), nil, "%s went At the Double this turn and cannot %s.", p.Name, verb)
	case p.Counter("disordered") > 0 && !r.headstrongLifts(s, p):
		return engine.Refuse(r.rule("5.1"), nil, "%s Disordered and cannot %s this turn.", does(p, "are"), verb)
	case engaged(s, p):
		return engine.Refuse(r.rule("5.1"), nil, "%s in contact with an enemy and cannot %s.", does(p, "are"), verb)
	}
	return nil
}

// shootCtx is a chargeCtx seen from the shooter: a War Engine's vision arc
// is drawn as if its front were 50 mm wide (kow2 §3.1).
func (r *Ruleset) shootCtx(s *engine.State, p *engine.Piece) *chargeCtx {
	cx := r.newChargeCtx(s, p)
	if p.Type == "WE" && cx.rect.W > 50 && !r.Edition.MachineArcFromCorners { // kow-beta §10 row 40: the base's corners
		cx.rect.W = 50
	}
	cx.can = nil
	return cx
}

// ShootTargets lists every enemy with whether the unit may shoot it now
// with the weapon (kow2 §5.1, §5.2), the range, and the cover.
func (r *Ruleset) ShootTargets(s *engine.State, unit engine.PieceID, weapon string) []ShootTarget {
	p := s.Piece(unit)
	if p == nil {
		return nil
	}
	w, can := r.canShoot(s, p, weapon)
	cx := r.shootCtx(s, p)
	var out []ShootTarget
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner || t.Owner == 0 {
			continue
		}
		st := ShootTarget{Target: t.ID, Why: can}
		if can == nil {
			r.aim(s, cx, w, t, &st)
		}
		out = append(out, st)
	}
	return out
}

// aim fills in one target of ShootTargets: front arc, line of sight,
// range from the Leader Point to the nearest point in the arc (§14-A4),
// not engaged (but Heal and Bane-chant may be cast at a friend in melee),
// Indirect Fire's minimum range, then cover. The caller has checked the
// target is one the weapon or spell may be aimed at (§5.2 item 1).
func (r *Ruleset) aim(s *engine.State, cx *chargeCtx, w Weapon, t *engine.Piece, st *ShootTarget) {
	p := cx.p
	tPoly := t.Rect().Poly()
	outline := engine.Mark{Poly: tPoly, Label: t.Name}
	if il := r.chainTarget(w, t); il != nil {
		st.Why = il
		return
	}
	if !cx.inFront(tPoly) {
		arc := engine.Mark{Poly: geom.ArcRegion(cx.rect, geom.ArcCorner45, geom.ArcFront, w.Range), Label: "vision arc"}
		st.Why = engine.Refuse(r.rule("5.2"), []engine.Mark{outline, arc},
			"%s not in %s's front arc: a unit may only shoot or cast at a unit at least partly inside it.", does(t, "are"), p.Name)
		return
	}
	vis := cx.visibility(t, tPoly)
	if !vis.seen {
		st.Why = cx.blindWhy(t, vis, outline)
		st.Why.Rule = r.rule("5.2")
		return
	}
	st.Line = geom.Seg{A: cx.lp, B: vis.near}
	if s.HasHouseRule(RangeToVisiblePoint) { // §14-A4's option
		st.Line.B = vis.point
	}
	st.Range = st.Line.Len()
	from := "its Leader Point"
	if r.Edition.ChampionBase { // kow-beta §3.4, §5.2 item 3
		st.Line, st.Range = rangeFromChampion(s, p, tPoly)
		from = "its champion's base"
	}
	rng := engine.Mark{Seg: &st.Line, Label: engine.Inches.Format(st.Range)}
	switch {
	case st.Range > w.Range+reachTol:
		st.Why = engine.Refuse(r.rule("5.2"), []engine.Mark{outline, rng, {Circle: &geom.Circle{C: st.Line.A, R: w.Range}, Label: w.Name}},
			"%s %s away: out of range of %s's %s (%s, from %s).", does(t, "are"), engine.Inches.Format(st.Range),
			p.Name, w.Name, engine.Inches.Format(w.Range), from)
		return
	case engaged(s, t) && !(w.Spell && spellOf(w).Engaged): // §5.2 item 5: friendly-only spells may
		st.Why = engine.Refuse(r.rule("5.2"), []engine.Mark{outline},
			"%s in contact with an enemy: units in melee cannot be shot at.", does(t, "are"))
		return
	case p.HasRule("Indirect Fire") && !w.Spell && st.Range <= 12*Inch+reachTol:
		st.Why = engine.Refuse(r.rule("8"), []engine.Mark{outline, rng},
			"%s is within 12\": Indirect Fire cannot target units that close.", t.Name)
		return
	}
	st.Legal = true
	if c := r.Cover(s, p.ID, t.ID); c.InCover {
		st.Cover = c.Reason
		for _, b := range c.By {
			st.Marks = append(st.Marks, r.blockerMark(s, b))
		}
	}
}

// blockerMark outlines a piece or terrain piece that gives cover.
func (r *Ruleset) blockerMark(s *engine.State, b engine.Blocker) engine.Mark {
	if b.Piece != 0 {
		if p := s.Piece(b.Piece); p != nil {
			return engine.Mark{Poly: p.Rect().Poly(), Label: p.Name}
		}
	}
	for _, tr := range s.Table.Terrain {
		if tr.ID == b.Terrain && len(tr.Parts) > 0 {
			return engine.Mark{Poly: tr.Parts[0], Label: tr.Name}
		}
	}
	return engine.Mark{Label: b.Name}
}

// shootPlan is a checked Shoot: the weapon and the attack.
func (r *Ruleset) shootPlan(s *engine.State, o Shoot) (attack, *engine.Illegal) {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	if p == nil || p.Owner != o.By {
		return attack{}, engine.Refuse(r.rule("5.1"), nil, "Player %d has no such unit to shoot with.", o.By)
	}
	w, il := r.canShoot(s, p, o.Weapon)
	if il != nil {
		return attack{}, il
	}
	if t == nil || t.Owner == p.Owner {
		return attack{}, engine.Refuse(r.rule("5.2"), nil, "%s can only shoot at an enemy unit.", p.Name)
	}
	var st ShootTarget
	r.aim(s, r.shootCtx(s, p), w, t, &st)
	if !st.Legal {
		return attack{}, st.Why
	}
	return r.shootingAttack(s, p, t, w, st.Cover != ""), nil
}

// applyShoot rolls a ranged attack (kow2 §5.3). The target's nerve test
// waits for the end of the phase (§7.1).
func (r *Ruleset) applyShoot(s *engine.State, o Shoot) []engine.Event {
	a, _ := r.shootPlan(s, o)
	if a.Chain { // thrown once in the game (kow-beta §8)
		s.Piece(o.Unit).SetCounter(usedCounter(a.Weapon), 1)
	}
	return r.rangedAttack(s, a, r.rule("5.3"))
}

// rangedAttack rolls a shot or a spell, the unit's one ranged attack of
// the turn (kow2 §5.1, §10.1).
func (r *Ruleset) rangedAttack(s *engine.State, a attack, rule string) []engine.Event {
	r.markRanged(s, s.Piece(a.Attacker), a.Weapon)
	_, ev := r.resolve(s, a, rule)
	// kow-beta §11 A5, house rule: the damaged unit tests at once, not
	// with the others at the end of the phase.
	if t := s.Piece(a.Target); t != nil && t.Counter("phase-damage") > 0 && r.houseRule(s, BetaNerveAfterEachShot) {
		t.SetCounter("phase-damage", 0)
		_, e := r.nerveTest(s, t, false)
		ev = append(ev, e...)
	}
	return ev
}

// shootOptions are the Shoot buttons of Orders in the shooting phase, one
// per ranged attack it may use now (one of them, §5.1; after it, another
// by Myrddin's Amulet, §10.2).
func (r *Ruleset) shootOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	var out []engine.OrderOption
	for _, w := range Weapons(p) {
		if _, il := r.canShoot(s, p, w.Name); il != nil {
			continue
		}
		out = append(out, engine.OrderOption{Kind: Shoot{}.Kind(), Label: fmt.Sprintf("Shoot (%s)", w.Name),
			Pick: engine.PickTarget, Arg: w.Name, Hint: fmt.Sprintf("%s, range %s", w.Name, engine.Inches.Format(w.Range))})
	}
	return out
}

// shootingPivot is an Individual's free pivot before choosing a target in
// the shooting phase (kow2 §4.10, §14-A24): once, and only for a unit that
// may shoot. It is not an order.
func (r *Ruleset) shootingPivot(s *engine.State, p *engine.Piece) (engine.OrderOption, bool) {
	if s.Phase != Shooting || !p.HasRule("Individual") || p.Counter("aim-pivot") == playerTurn(s) || r.allRound(p) { // the beta's needs none
		return engine.OrderOption{}, false
	}
	if _, il := r.canShoot(s, p, ""); il != nil {
		return engine.OrderOption{}, false
	}
	return engine.OrderOption{Kind: Move{Order: FreePivot}.Kind(), Label: "Free pivot", Pick: engine.PickMove, Move: engine.Constraints{Pivots: 1},
		Hint: "An Individual may pivot to face any direction before choosing its target."}, true
}
