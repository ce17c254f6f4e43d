package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// Orders are what a unit of the deciding player may do in this phase.
func (r *Ruleset) Orders(s *engine.State, id engine.PieceID) []engine.OrderOption {
	p := s.Piece(id)
	if p == nil || s.Over || p.Owner != s.Active {
		return nil
	}
	if awaited(s) != "" {
		return nil
	}
	var out []engine.OrderOption
	if stupid(s, p) && s.Phase != Combat {
		return nil // §8.4: no other action this turn
	}
	if p.Attached != 0 && s.Phase != Movement && s.Phase != Magic && s.Phase != Combat {
		return nil // §10.2: a character in a unit acts with it
	}
	switch s.Phase {
	case DeployPhase:
		if slices.Contains(deployableOf(s, p.Owner), p.ID) {
			out = r.deployOptions(s, p)
		}
	case VanguardPhase:
		out = r.vanguardOption(s, p)
	case Charge:
		if r.canCharge(s, p) == nil {
			out = append(out, engine.OrderOption{Kind: DeclareCharge{}.Kind(), Label: "Declare a charge", Key: "C", Pick: engine.PickTarget,
				Hint: fmt.Sprintf("An enemy in the front arc and in sight, within M + 12 (%d\"); it reacts at once.", stat(p, "M")+12)})
		}
	case Compulsory:
		out = append(out, r.randomMoveOptions(s, p)...)
		out = append(out, r.reformOptions(s, p)...)
	case Movement:
		if r.canMove(s, p, Normal) == nil {
			for k, key := range []string{"1", "2", "3", "4"} {
				mk := MoveKind(k)
				if r.canMove(s, p, mk) != nil {
					continue
				}
				l := limits(p, mk)
				out = append(out, engine.OrderOption{Kind: (Move{Mode: mk}).Kind(), Label: fmt.Sprintf("%s (%s)", mk, engine.Inches.Format(l.Budget)),
					Key: key, Pick: engine.PickMove, Hint: moveHints[mk],
					Move: engine.Constraints{Budget: l.Budget, Forward: mk == Normal || mk == March, Backward: mk == Backward,
						Sideways: mk == Sideways, Wheel: l.Wheels > 0, EnemyGap: Inch, FriendGap: Inch}})
			}
			if p.Attached == 0 {
				out = append(out, r.reformOptions(s, p)...)
				out = append(out, r.pivotOption(s, p)...)
			}
			out = append(out, r.joinOptions(s, p)...)
		}
	case Magic:
		if level(p) > 0 && p.Counter("fleeing") == 0 && !done(s, p, "cast-failed") {
			out = append(out, r.castOptions(s, p)...)
			out = append(out, r.unbindOptions(s, p)...)
		}
		if p.Counter("fleeing") == 0 {
			out = append(out, r.boundOptions(s, p)...)
		}
	case Shooting:
		out = append(out, r.breathOptions(s, p)...)
		if isMachine(p) {
			out = append(out, r.fireOptions(s, p)...)
		} else if r.canShoot(s, p) == nil && !done(s, p, "shot") {
			out = append(out, engine.OrderOption{Kind: Shoot{}.Kind(), Label: "Shoot", Key: "S", Pick: engine.PickTarget,
				Hint: fmt.Sprintf("An enemy in the front arc, in sight, within %d\".", stat(p, "range"))})
			out = append(out, r.snipeOptions(s, p)...)
		}
	case Combat:
		out = append(out, r.makeWayOptions(s, p)...)
		if done(s, p, "may-overrun") && !done(s, p, "reformed") {
			out = append(out, engine.OrderOption{Kind: Overrun{}.Kind(), Label: "Overrun", Key: "O", Pick: engine.PickNow,
				Order: Overrun{By: p.Owner, Unit: p.ID}, Hint: "2D6\" straight ahead; a fresh enemy reached is charged, a fleeing one destroyed."})
		}
		if done(s, p, "may-reform") && p.Counter("engaged") == 0 {
			out = append(out, r.reformOptions(s, p)...)
		}
		if e := enemyOf(s, p); e != nil && !done(s, p, "fought") {
			out = append(out, engine.OrderOption{Kind: Fight{}.Kind(), Label: "Fight " + e.Name, Key: "F", Pick: engine.PickNow,
				Order: Fight{By: p.Owner, Unit: p.ID}, Hint: "Both units strike by Initiative; then combat resolution and the break test."})
		}
	}
	return out
}

var moveHints = [...]string{
	"Forward up to M, wheeling as often as you like; a wheel costs its outer corner's arc.",
	"Forward up to 2×M with wheels; an enemy within 8\" asks for a Leadership test; no shooting after.",
	"Straight back, every inch counting double.",
	"Straight sideways, every inch counting double.",
}

// Check accepts an order from the decider, by the rules above.
func (r *Ruleset) Check(s *engine.State, o engine.Order) error {
	if s.Over {
		return engine.Refuse(rule("12"), nil, "The game is over.")
	}
	if pl := r.decider(s); o.Player() != pl {
		return engine.Refuse(rule("4.3"), nil, "Player %d is to decide now.", pl)
	}
	if want, got := awaited(s), answers(o); want != got {
		if want == "" {
			return engine.Refuse(rule("4.1"), nil, "Nothing waits for an answer now.")
		}
		return engine.Refuse(rule("4.1"), nil, "The game waits for an answer first: %s.", want)
	}
	if il, ok := r.checkSetupOrder(s, o); ok {
		if il != nil {
			return il
		}
		return nil
	}
	if il := garrisonStays(s, o); il != nil {
		return il
	}
	var il *engine.Illegal
	switch o := o.(type) {
	case engine.EndPhase:
		il = r.checkEnd(s)
	case Move:
		if s.Phase == VanguardPhase {
			il = r.checkVanguard(s, o)
		} else {
			il = r.checkMove(s, o)
		}
	case Shoot:
		il = r.checkShoot(s, o)
	case Snipe:
		il = r.checkSnipe(s, o)
	case Breathe:
		il = r.checkBreathe(s, o)
	case Fire:
		il = r.checkFire(s, o)
	case Unbind:
		il = r.checkUnbind(s, o)
	case Pivot:
		il = r.checkPivot(s, o)
	case DeclareCharge:
		il = r.checkDeclare(s, o)
	case React:
		il = r.checkReact(s, o)
	case Fight:
		il = r.checkFight(s, o)
	case Reform:
		il = r.checkReform(s, o)
	case Pursue:
		if w, _ := pendingPursuit(s); !o.Pursue && frenzied(s.Piece(w.By)) {
			il = engine.Refuse(rule("8.4"), nil, "%s is frenzied and must pursue.", s.Piece(w.By).Name)
		}
	case Overrun:
		il = r.checkOverrun(s, o)
	case Redirect:
		il = r.checkRedirect(s, o)
	case Cast:
		il = r.checkCast(s, o)
	case Dispel:
		il = r.checkDispel(s, o)
	case RandomMove:
		il = r.checkRandomMove(s, o)
	case Deploy:
		il = r.checkDeploy(s, o)
	case Join:
		il = r.checkJoin(s, o)
	case MakeWay:
		il = r.checkMakeWay(s, o)
	case Challenge:
		il = r.checkChallenge(s, o)
	case MakeWayReply:
		il = r.checkMakeWayReply(s, o)
	default:
		il = engine.Refuse(rule("4.1"), nil, "%s is not an order of this game.", o.Kind())
	}
	if il != nil {
		return il
	}
	return nil
}

// decider is the player Decision asks, found without listing every
// unit's orders (Check asks it of every order).
func (r *Ruleset) decider(s *engine.State) engine.PlayerID {
	if s.Phase == DeployPhase {
		return r.Decision(s).Player
	}
	if c, ok := pendingCharge(s); ok {
		return c.Side
	}
	if w, ok := pendingPursuit(s); ok {
		return w.Side
	}
	if d, ok := pendingDispel(s); ok {
		return d.Side
	}
	if pl, _, ok := pendingRedirect(s); ok {
		return pl
	}
	if c, ok := pendingChallenge(s); ok {
		return c.Side
	}
	if pl, _, ok := pendingMakeWay(s); ok {
		return pl
	}
	return s.Active
}

// checkEnd refuses to end the combat phase while a combat is unfought:
// every combat is fought every turn (§4.1).
func (r *Ruleset) checkEnd(s *engine.State) *engine.Illegal {
	if s.Phase == DeployPhase {
		return engine.Refuse(rule("12"), nil, "Every unit must be deployed before the battle begins.")
	}
	if il := r.randomMovesLeft(s); il != nil {
		return il
	}
	if s.Phase == Charge {
		for i := range s.Pieces {
			p := &s.Pieces[i]
			if must := engine.PieceID(p.Counter("must-charge")); must != 0 && p.Owner == s.Active && s.Piece(must) != nil &&
				r.canCharge(s, p) == nil && r.chargeable(s, p, s.Piece(must)) == nil {
				return engine.Refuse(rule("8.4"), nil, "%s is frenzied and must declare its charge against %s first.", p.Name, s.Piece(must).Name)
			}
		}
	}
	if s.Phase != Combat {
		return nil
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; enemyOf(s, p) != nil && !done(s, p, "fought") {
			return engine.Refuse(rule("4.1"), nil, "%s's combat has not been fought: every combat is fought each turn.", p.Name)
		}
	}
	return nil
}

// Apply carries out an order Check accepted; then characters stand where
// their unit went (§10.2) and the battle's rules look at the new
// position (afterOrder).
func (r *Ruleset) Apply(s *engine.State, o engine.Order) []engine.Event {
	ev := r.applyOrder(s, o)
	placeCharacters(s)
	return append(ev, r.afterOrder(s)...)
}

// applyOrder carries out the order itself.
func (r *Ruleset) applyOrder(s *engine.State, o engine.Order) []engine.Event {
	if ev, ok := r.applySetupOrder(s, o); ok {
		return ev
	}
	switch o := o.(type) {
	case engine.EndPhase:
		return r.endPhase(s)
	case Move:
		if s.Phase == VanguardPhase {
			return r.applyVanguard(s, o)
		}
		return r.applyMove(s, o)
	case Shoot:
		return r.applyShoot(s, o)
	case Snipe:
		return r.applySnipe(s, o)
	case Breathe:
		return r.applyBreathe(s, o)
	case Fire:
		return r.applyFire(s, o)
	case Unbind:
		return r.applyUnbind(s, o)
	case Pivot:
		return r.applyPivot(s, o)
	case DeclareCharge:
		return r.applyDeclare(s, o)
	case React:
		return r.applyReact(s, o)
	case Fight:
		return r.applyFight(s, o)
	case Reform:
		return r.applyReform(s, o)
	case Pursue:
		return r.applyPursue(s, o)
	case Deploy:
		return r.applyDeploy(s, o)
	case Overrun:
		return r.applyOverrun(s, o)
	case Redirect:
		return r.applyRedirect(s, o)
	case Cast:
		return r.applyCast(s, o)
	case Dispel:
		return r.applyDispel(s, o)
	case RandomMove:
		return r.applyRandomMove(s, o)
	case Join:
		return r.applyJoin(s, o)
	case MakeWay:
		return r.applyMakeWay(s, o)
	case MakeWayReply:
		return r.applyMakeWayReply(s, o)
	case Challenge:
		return r.applyChallenge(s, o)
	}
	panic(fmt.Sprintf("whfb8: Apply(%s) without Check", o.Kind()))
}

// endPhase ends the phase and does what the next one begins with: the
// per-phase counters cleared (§8.1: one panic test a phase, casualties
// counted from its start), the rally tests of the compulsory moves.
func (r *Ruleset) endPhase(s *engine.State) []engine.Event {
	if s.Phase == VanguardPhase {
		return r.endVanguard(s)
	}
	if s.Phase == Magic {
		endMagic(s)
	}
	ev := r.nextPhase(s)
	for i := range s.Pieces {
		s.Pieces[i].SetCounter("casualties", 0)
		s.Pieces[i].SetCounter("wounds-lost", 0)
		s.Pieces[i].SetCounter("panicked", 0)
	}
	if s.Phase == Charge && !s.Over {
		ev = append(ev, endSpells(s)...)
		ev = append(ev, r.startOfTurn(s)...)
	}
	if s.Phase == Compulsory && !s.Over {
		ev = append(ev, r.compulsory(s)...)
		ev = append(ev, r.stupidMoves(s)...)
	}
	if s.Phase == Movement && !s.Over {
		ev = append(ev, openRanks(s)...)
		ev = append(ev, r.reinforcements(s)...)
	}
	if s.Phase == Magic && !s.Over {
		ev = append(ev, r.startMagic(s)...)
	}
	return ev
}

// View: nothing is hidden in this game.
func (r *Ruleset) View(s *engine.State, viewer engine.PlayerID) *engine.State { return s }

// awaited is the answer the game waits for in the middle of a turn: a
// charge reaction, a pursuit, a dispel, a redirect; "" when none.
func awaited(s *engine.State) string {
	if _, ok := pendingCharge(s); ok {
		return "a reaction to the charge"
	}
	if _, ok := pendingPursuit(s); ok {
		return "pursue or hold back"
	}
	if _, ok := pendingDispel(s); ok {
		return "a dispel"
	}
	if _, _, ok := pendingRedirect(s); ok {
		return "keep or redirect the charge"
	}
	if _, ok := pendingChallenge(s); ok {
		return "a challenge"
	}
	if _, _, ok := pendingMakeWay(s); ok {
		return "Make Way! or fight on"
	}
	return ""
}

// answers is what an order answers (awaited's words), "" for an order
// that answers nothing.
func answers(o engine.Order) string {
	switch o.(type) {
	case React:
		return "a reaction to the charge"
	case Pursue:
		return "pursue or hold back"
	case Dispel:
		return "a dispel"
	case Redirect:
		return "keep or redirect the charge"
	case Challenge:
		return "a challenge"
	case MakeWayReply:
		return "Make Way! or fight on"
	}
	return ""
}
