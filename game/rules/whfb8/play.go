package whfb8

import (
	"fmt"
	"math/big"

	"warbench/game/engine"
	"warbench/game/geom"
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
	switch s.Phase {
	case DeployPhase:
		if p.Counter(undeployed) != 0 {
			out = r.deployOption(p)
		}
	case Charge:
		if r.canCharge(s, p) == nil {
			out = append(out, engine.OrderOption{Kind: DeclareCharge{}.Kind(), Label: "Declare a charge", Key: "C", Pick: engine.PickTarget,
				Hint: fmt.Sprintf("An enemy in the front arc and in sight, within M + 12 (%d\"); it reacts at once.", stat(p, "M")+12)})
		}
	case Compulsory:
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
			out = append(out, r.reformOptions(s, p)...)
		}
	case Magic:
		if level(p) > 0 && p.Counter("fleeing") == 0 && p.Counter("engaged") == 0 && !done(s, p, "cast-failed") {
			out = append(out, r.castOptions(s, p)...)
		}
	case Shooting:
		if r.canShoot(s, p) == nil && !done(s, p, "shot") {
			out = append(out, engine.OrderOption{Kind: Shoot{}.Kind(), Label: "Shoot", Key: "S", Pick: engine.PickTarget,
				Hint: fmt.Sprintf("An enemy in the front arc, in sight, within %d\".", stat(p, "range"))})
		}
	case Combat:
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
	if d := r.Decision(s); o.Player() != d.Player {
		return engine.Refuse(rule("4.3"), nil, "Player %d is to decide now.", d.Player)
	}
	if want, got := awaited(s), answers(o); want != got {
		if want == "" {
			return engine.Refuse(rule("4.1"), nil, "Nothing waits for an answer now.")
		}
		return engine.Refuse(rule("4.1"), nil, "The game waits for an answer first: %s.", want)
	}
	var il *engine.Illegal
	switch o := o.(type) {
	case engine.EndPhase:
		il = r.checkEnd(s)
	case Move:
		il = r.checkMove(s, o)
	case Shoot:
		il = r.checkShoot(s, o)
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
	case Deploy:
		il = r.checkDeploy(s, o)
	default:
		il = engine.Refuse(rule("4.1"), nil, "%s is not an order of this game.", o.Kind())
	}
	if il != nil {
		return il
	}
	return nil
}

// checkEnd refuses to end the combat phase while a combat is unfought:
// every combat is fought every turn (§4.1).
func (r *Ruleset) checkEnd(s *engine.State) *engine.Illegal {
	if s.Phase == DeployPhase {
		return engine.Refuse(rule("12"), nil, "Every unit must be deployed before the battle begins.")
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

// Apply carries out an order Check accepted.
func (r *Ruleset) Apply(s *engine.State, o engine.Order) []engine.Event {
	switch o := o.(type) {
	case engine.EndPhase:
		return r.endPhase(s)
	case Move:
		return r.applyMove(s, o)
	case Shoot:
		return r.applyShoot(s, o)
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
	}
	panic(fmt.Sprintf("whfb8: Apply(%s) without Check", o.Kind()))
}

// endPhase ends the phase and does what the next one begins with: the
// per-phase counters cleared (§8.1: one panic test a phase, casualties
// counted from its start), the rally tests of the compulsory moves.
func (r *Ruleset) endPhase(s *engine.State) []engine.Event {
	if s.Phase == Magic {
		endMagic(s)
	}
	ev := r.nextPhase(s)
	for i := range s.Pieces {
		s.Pieces[i].SetCounter("casualties", 0)
		s.Pieces[i].SetCounter("panicked", 0)
	}
	if s.Phase == Charge && !s.Over {
		ev = append(ev, r.startOfTurn(s)...)
	}
	if s.Phase == Compulsory && !s.Over {
		ev = append(ev, r.compulsory(s)...)
		ev = append(ev, r.stupidMoves(s)...)
	}
	if s.Phase == Magic && !s.Over {
		ev = append(ev, r.startMagic(s)...)
	}
	return ev
}

// compulsory rallies or moves the active player's fleeing units (§4.4,
// §4.5): each that did not begin fleeing this turn tests Ld (+1 with a
// musician; with 25% or less of its starting models only a double 1
// rallies, §13 A-25); a rallied unit stops, one that fails flees 2D6"
// straight on.
func (r *Ruleset) compulsory(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && p.Counter("fleeing") != 0 && !done(s, p, "fled") {
			ids = append(ids, p.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		ld := leadership(s, p)
		if p.HasRule("Musician") {
			ld++
		}
		if 4*p.Formation.Models <= startModels(p) {
			ld = 1 // only a double 1 (Insane Courage) rallies
		}
		ok, e := ldTest(s, p, ld, "rally test", rule("4.4"))
		ev = append(ev, e)
		if ok {
			p.SetCounter("fleeing", 0)
			p.SetCounter("rallied", playerTurn(s))
			continue
		}
		behind := p.Pose.Pos.Sub(geom.Forward(p.Pose.Heading))
		ev = append(ev, r.flee(s, p, behind, rule("4.5"))...)
	}
	return ev
}

// Odds is the exact outcome of a shot, a combat's blows or a charge
// roll, from the functions that resolve them.
func (r *Ruleset) Odds(s *engine.State, o engine.Order) (engine.Odds, error) {
	switch o := o.(type) {
	case Shoot:
		if il := r.checkShootTarget(s, o); il != nil {
			return engine.Odds{}, il
		}
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		v, _ := r.aim(s, p, t, false)
		return attackOdds(v.attack, t, v.describe(v.Mods)), nil
	case Fight:
		if il := r.checkFight(s, o); il != nil {
			return engine.Odds{}, il
		}
		p := s.Piece(o.Unit)
		e := enemyOf(s, p)
		a := blows(s, p, e)
		return attackOdds(a, e, a.describe(nil)), nil
	case Cast:
		w := s.Piece(o.Wizard)
		if w == nil || o.Spell < 0 || o.Spell >= len(lores) || o.Dice < 0 || o.Dice > 6 {
			return engine.Odds{}, engine.Refuse(rule("5.1"), nil, "Pick a wizard, a spell and 1 to 6 dice.")
		}
		return castOdds(castDice(s, w, o), level(w), lores[o.Spell].Value), nil
	case DeclareCharge:
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		if p == nil || t == nil {
			return engine.Odds{}, engine.Refuse(rule("4.6"), nil, "Pick a charger and a target.")
		}
		return chargeOdds(s, p, gap(p, t)), nil
	}
	return engine.Odds{}, engine.Refuse(rule("6.2"), nil, "%s has no dice to preview.", o.Kind())
}

// checkShootTarget is checkShoot without the phase, for previews.
func (r *Ruleset) checkShootTarget(s *engine.State, o Shoot) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	if p == nil || t == nil {
		return engine.Refuse(rule("6.1"), nil, "Pick a shooter and a target.")
	}
	_, il := r.aim(s, p, t, false)
	return il
}

// attackOdds is the odds card of an attack: the wounds it inflicts and
// the models the target keeps.
func attackOdds(a attack, t *engine.Piece, text string) engine.Odds {
	d := a.woundsDist()
	o := engine.Odds{Mean: d.Mean(), Text: text, Counts: "wounds"}
	left := map[int]*big.Rat{}
	for v := 0; v <= d.Max(); v++ {
		p := d.P(v)
		o.Damage = append(o.Damage, engine.Outcome{Value: v, P: p, Label: fmt.Sprintf("%d wounds", v)})
		models := modelsLeft(t, v)
		if left[models] == nil {
			left[models] = new(big.Rat)
		}
		left[models].Add(left[models], p)
	}
	for m := t.Formation.Models; m >= 0; m-- {
		p := left[m]
		if p == nil || p.Sign() == 0 {
			continue
		}
		out := engine.Outcome{Value: m, P: p, Label: fmt.Sprintf("%d models left", m)}
		switch {
		case m == 0:
			out.Label, out.Tone = "wiped out", engine.Bad
		case 4*(t.Formation.Models-m) >= t.Formation.Models:
			out.Label, out.Tone = fmt.Sprintf("%d models left: panic test", m), engine.Warn
		case m == t.Formation.Models:
			out.Tone = engine.Good
		}
		o.Results = append(o.Results, out)
	}
	o.Rolls = []engine.OddsRoll{{What: "to hit", Dice: a.N, Sides: 6, Need: a.Hit}}
	if a.Hit2 != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: "to hit after a 6", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Hit2})
	}
	if a.Reroll {
		o.Rolls[0].Reroll = "failed dice"
	}
	o.Rolls = append(o.Rolls, engine.OddsRoll{What: "to wound", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Wound})
	if a.Armour != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: "armour save (fails count)", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Armour})
	}
	if a.Ward != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: a.WardName + " (fails count)", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Ward})
	}
	return o
}

// modelsLeft is how many models a unit keeps after w more wounds, its
// current model's wounds counted first.
func modelsLeft(t *engine.Piece, w int) int {
	per := max(1, stat(t, "W"))
	total := t.Formation.Models*per - t.Counter("wounded") - w
	if total <= 0 {
		return 0
	}
	return (total + per - 1) / per
}

// chargeOdds is the chance a charge roll reaches (§4.6): M + 2D6, or 3D6
// with the lowest dropped, at least the distance (§13 A-1).
func chargeOdds(s *engine.State, p *engine.Piece, dist float64) engine.Odds {
	ways, total := chargeRollWays(p.HasRule("Swiftstride"))
	o := engine.Odds{Counts: "charge range", Text: fmt.Sprintf("M %d + %s against %s", stat(p, "M"), rollName(p), engine.Inches.Format(dist))}
	reach := new(big.Rat)
	mean := new(big.Rat)
	for v, n := range ways {
		if n == 0 {
			continue
		}
		pr := big.NewRat(int64(n), int64(total))
		rng := stat(p, "M") + v
		o.Damage = append(o.Damage, engine.Outcome{Value: rng, P: pr, Label: fmt.Sprintf("%d\"", rng)})
		mean.Add(mean, new(big.Rat).Mul(pr, big.NewRat(int64(rng), 1)))
		if reaches(s, rng, dist) {
			reach.Add(reach, pr)
		}
	}
	o.Mean = mean
	fail := new(big.Rat).Sub(big.NewRat(1, 1), reach)
	o.Results = []engine.Outcome{{Label: "the charge reaches", Value: 1, P: reach, Tone: engine.Good}, {Label: "the charge fails", Value: 0, P: fail, Tone: engine.Bad}}
	return o
}

func rollName(p *engine.Piece) string {
	if p.HasRule("Swiftstride") {
		return "3D6 drop lowest"
	}
	return "2D6"
}

// chargeRollWays counts the ways of each total of 2D6, or of 3D6 with the
// lowest dropped, and the number of outcomes.
func chargeRollWays(swift bool) ([]int, int) {
	ways := make([]int, 13)
	if !swift {
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				ways[a+b]++
			}
		}
		return ways, 36
	}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				ways[a+b+c-min(a, b, c)]++
			}
		}
	}
	return ways, 216
}

// Score is victory points (§12): every enemy unit destroyed or fled is
// worth its points; at the end a side wins by 100 or more, or by wiping
// the enemy out.
func (r *Ruleset) Score(s *engine.State) engine.Score {
	var sc engine.Score
	for _, p := range s.Gone {
		o := engine.Opponent(p.Owner)
		sc.Points[o] += p.Points
		sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: fmt.Sprintf("%s: %d", p.Name, p.Points)})
		if p.HasRule("General") { // the King is dead
			sc.Points[o] += 100
			sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: "The enemy General: 100", Tone: engine.Good})
		}
		if p.Counter("seized") != 0 {
			n := 25
			if p.HasRule("Battle Standard") {
				n = 100
			}
			sc.Points[o] += n
			sc.Lines[o] = append(sc.Lines[o], engine.Line{Text: fmt.Sprintf("%s's standard seized: %d", p.Name, n), Tone: engine.Good})
		}
	}
	alive := [3]int{}
	for _, p := range s.Pieces {
		alive[p.Owner]++
	}
	switch {
	case !s.Over:
		sc.Text = fmt.Sprintf("Victory points: %d - %d", sc.Points[1], sc.Points[2])
	case alive[2] == 0 && alive[1] > 0:
		sc.Winner, sc.Text = 1, "Player 1 wipes out the enemy army and wins"
	case alive[1] == 0 && alive[2] > 0:
		sc.Winner, sc.Text = 2, "Player 2 wipes out the enemy army and wins"
	case sc.Points[1]-sc.Points[2] >= 100:
		sc.Winner, sc.Text = 1, fmt.Sprintf("Player 1 wins, %d - %d victory points", sc.Points[1], sc.Points[2])
	case sc.Points[2]-sc.Points[1] >= 100:
		sc.Winner, sc.Text = 2, fmt.Sprintf("Player 2 wins, %d - %d victory points", sc.Points[2], sc.Points[1])
	default:
		sc.Text = fmt.Sprintf("A draw, %d - %d victory points (a win needs 100 more)", sc.Points[1], sc.Points[2])
	}
	return sc
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
	}
	return ""
}
