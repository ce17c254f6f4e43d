package kow

import (
	"fmt"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Phases of a player turn, in order (kow2 §4.1).
const (
	Movement = "movement"
	Shooting = "shooting"
	Melee    = "melee"
)

var phases = []string{Movement, Shooting, Melee}

// Start begins the game: the players roll off and the winner takes the
// first turn (kow2 §11.5: the winner chooses; going first is taken as the
// choice [REC]); then Vanguard moves if any unit has Vanguard (§4.12),
// then turn 1 in the movement phase. A scenario that sets the turn, the
// phase and the player starts there instead, with no roll-off and no
// Vanguard moves: a situation to practise. A scenario the players deploy
// (State.Deployment "players") begins with the deployment instead (§11.4,
// deploy.go): the Vanguard moves and the roll-off for the first turn
// follow its last unit. First, every artefact's granted rules and
// profile changes go onto its carrier (equip, §10.2).
func (r *Ruleset) Start(s *engine.State) []engine.Event {
	var dropped []engine.Event
	if r.Edition.BetaSpecials {
		dropped = dropGear(s, r.rule("10.2")) // the closed beta has no magic items
	}
	equip(s) // the artefacts' rules and profiles (kow2 §10.2), once
	if s.Turns == 0 {
		s.Turns = r.Edition.Turns
	}
	if s.Phase != "" {
		s.Over, s.EndRoll = false, false
		ev := append(dropped, r.placeMarkers(s)...)
		return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("11.5"), Value: int(s.Active),
			Text: fmt.Sprintf("%s (the scenario starts the game here).", r.phaseText(s))})
	}
	s.Turn, s.Phase, s.Over, s.EndRoll = 1, Movement, false, false
	ev := append(dropped, r.placeMarkers(s)...)
	if s.Deployment == PlayersDeploy && len(s.Pieces) > 0 {
		return append(ev, r.startDeployment(s)...)
	}
	ev = append(ev, r.rollOff(s)...)
	if vev, ok := r.startVanguard(s); ok {
		return append(ev, vev...)
	}
	ev = append(ev, r.turnBegins(s))
	return append(ev, r.startTurn(s)...)
}

// turnBegins is the event of a player's turn beginning: its movement
// phase, with the player in Value.
func (r *Ruleset) turnBegins(s *engine.State) engine.Event {
	return engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s), Value: int(s.Active)}
}

// rollOff decides who takes the first turn (kow2 §11.5), re-rolling ties.
func (r *Ruleset) rollOff(s *engine.State) []engine.Event {
	var ev []engine.Event
	s.First, ev = r.rollOffFor(s, "first turn roll-off", "11.5", "Roll-off for the first turn")
	s.Active = s.First
	ev[len(ev)-1].Text += fmt.Sprintf(" Player %d takes the first turn.", s.First)
	return ev
}

// rollOffFor rolls off between the players, a D6 each (player 1's first),
// again on a tie, and returns the winner and an event per roll: purpose
// names the dice ("… , player 1"), title starts each event's text.
func (r *Ruleset) rollOffFor(s *engine.State, purpose, section, title string) (engine.PlayerID, []engine.Event) {
	var ev []engine.Event
	for {
		a, b := s.Dice.Roll(6, purpose+", player 1"), s.Dice.Roll(6, purpose+", player 2")
		ev = append(ev, engine.Event{Kind: engine.Rolled, Rule: r.rule(section), Dice: []dice.Die{a, b},
			Text: fmt.Sprintf("%s: player 1 rolls %d, player 2 rolls %d.", title, a.Face, b.Face)})
		switch {
		case a.Face > b.Face:
			return 1, ev
		case b.Face > a.Face:
			return 2, ev
		}
	}
}

// Orders lists what a unit may be given now: in the movement phase the
// movement orders (kow2 §4.3, §4.9) with what the solver needs for each,
// then Charge (§4.7) when some enemy may be charged; in the shooting
// phase Shoot (§5); in the melee phase its combat (§6.1) or, after its
// target routed, the regroup choices (§6.6).
func (r *Ruleset) Orders(s *engine.State, id engine.PieceID) []engine.OrderOption {
	p := s.Piece(id)
	if p == nil || s.Over || p.Owner != s.Active || choosingNerveOrder(s) {
		return nil
	}
	switch s.Phase {
	case DeployPhase:
		return r.deployOption(s, p)
	case VanguardPhase:
		return r.vanguardOptions(s, p)
	case Shooting:
		out := append(r.shootOptions(s, p), r.castOptions(s, p)...)
		if o, ok := r.shootingPivot(s, p); ok {
			out = append(out, o)
		}
		return out
	case Melee:
		return r.meleeOptions(s, p)
	}
	if Ordered(s, p) {
		return nil
	}
	var out []engine.OrderOption
	for i, k := range OrderKinds() {
		if r.canTake(s, p, k) != nil || (k == FreePivot && p.Counter("free-pivot") == playerTurn(s)) {
			continue
		}
		l := r.Limits(p, k)
		c := engine.Constraints{Budget: l.Budget, Pivots: l.Pivots, PivotLimit: l.PivotMax, EnemyGap: Inch, FriendGap: r.gapToFriends()}
		for _, d := range l.Dirs {
			c.Forward = c.Forward || d == dirForward
			c.Backward = c.Backward || d == dirBack
			c.Sideways = c.Sideways || d == dirLeft || d == dirRight
		}
		label := k.Title()
		if l.Budget > 0 {
			label = fmt.Sprintf("%s %s", k.Title(), engine.Inches.Format(l.Budget))
		}
		out = append(out, engine.OrderOption{Kind: Move{Order: k}.Kind(), Label: label, Key: fmt.Sprint(i + 1), Pick: engine.PickMove, Move: c})
	}
	if o, ok := r.chargeOption(s, p); ok {
		out = append(out, o)
	}
	return out
}

// meleeOptions are a unit's choices in the melee phase: regroup after a
// rout, or fight the combat it charged into.
func (r *Ruleset) meleeOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if mustRegroup(s, p) {
		return r.regroupOptions(s, p)
	}
	tid, ok := chargedThisTurn(s, p)
	if !ok || len(r.pendingRegroups(s)) > 0 {
		return nil
	}
	c, ok := r.combat(s, tid)
	if !ok {
		return nil
	}
	return []engine.OrderOption{r.fightOption(s, c)}
}

// Check accepts an order from the active player while the game runs.
func (r *Ruleset) Check(s *engine.State, o engine.Order) error {
	if s.Over {
		return engine.Refuse(r.rule("11.6"), nil, "The game is over.")
	}
	if o.Player() != s.Active {
		return engine.Refuse(r.rule("4.1"), nil, "It is player %d's turn, not player %d's.", s.Active, o.Player())
	}
	if _, ok := o.(Deploy); s.Phase == DeployPhase && !ok {
		return engine.Refuse(r.rule("11.4"), nil, "Deploy every unit first: player %d deploys a unit.", s.Active)
	}
	if _, nt := o.(NerveTest); choosingNerveOrder(s) && !nt && o.Kind() != (engine.EndPhase{}).Kind() {
		return engine.Refuse(r.rule("7.1"), nil, "Choose which unit tests its nerve next, or end the phase, first.")
	}
	switch o := o.(type) {
	case Deploy:
		if il := r.checkDeploy(s, o); il != nil {
			return il
		}
		return nil
	case engine.EndPhase:
		return r.checkEndPhase(s)
	case engine.TimeUp:
		return r.checkTimeUp(s, o)
	case Move:
		return r.checkMove(s, o)
	case Charge:
		return r.checkCharge(s, o)
	case MultiCharge:
		return r.checkMultiCharge(s, o)
	case Shoot:
		_, il := r.shootPlan(s, o)
		if il != nil {
			return il
		}
		return nil
	case Cast:
		_, il := r.castPlan(s, o)
		if il != nil {
			return il
		}
		return nil
	case Fight:
		return r.checkFight(s, o)
	case Regroup:
		return r.checkRegroup(s, o)
	case NerveTest:
		return r.checkNerveChoice(s, o)
	}
	return engine.Refuse(r.rule("4.3"), nil, "%s is not a Kings of War order.", o.Kind())
}

// checkEndPhase refuses to leave the melee phase with combats unfought or
// regroups not made (kow2 §6.1: every charged enemy is fought).
func (r *Ruleset) checkEndPhase(s *engine.State) error {
	if s.Phase != Melee {
		return nil
	}
	if u := r.pendingRegroups(s); len(u) > 0 {
		return engine.Refuse(r.rule("6.6"), nil, "%s must regroup before the turn ends.", s.Piece(u[0]).Name)
	}
	if cs := r.Combats(s); len(cs) > 0 {
		return engine.Refuse(r.rule("6.1"), nil, "Fight the combat %s before the turn ends.", cs[0].Label)
	}
	return nil
}

// Apply carries out an order Check accepted; then, in a game with
// objectives or loot (kow2 §11.3), the markers follow (see markers.go).
func (r *Ruleset) Apply(s *engine.State, o engine.Order) []engine.Event {
	if len(s.Markers) == 0 {
		return r.apply(s, o)
	}
	return r.applyWithMarkers(s, o)
}

// apply carries out an order without the scenario's markers.
func (r *Ruleset) apply(s *engine.State, o engine.Order) []engine.Event {
	switch o := o.(type) {
	case Deploy:
		return r.applyDeploy(s, o)
	case engine.EndPhase:
		return r.endPhase(s)
	case engine.TimeUp:
		return r.applyTimeUp(s, o)
	case Move:
		return r.applyMove(s, o)
	case Charge:
		return r.applyCharge(s, o)
	case MultiCharge:
		return r.applyMultiCharge(s, o)
	case Shoot:
		return r.applyShoot(s, o)
	case Cast:
		return r.applyCast(s, o)
	case Fight:
		return r.applyFight(s, o)
	case Regroup:
		return r.applyRegroup(s, o)
	case NerveTest:
		return r.applyNerveChoice(s, o)
	}
	panic(fmt.Sprintf("kow: Apply(%s) without Check", o.Kind()))
}

// endPhase moves to the next phase (kow2 §4.1): units without an order
// Halt as shooting begins (§4.2); enemies damaged in the movement or
// shooting phase test their nerve at its end (§7.1); after melee, the
// turn's Waver and Disorder marks expire (§14-A17) and the other player's
// turn starts; after the last turn, the game ends (§11.6).
func (r *Ruleset) endPhase(s *engine.State) []engine.Event {
	if s.Phase == VanguardPhase {
		return r.endVanguard(s)
	}
	var ev []engine.Event
	if s.Phase == Movement || s.Phase == Shooting {
		if hold, ok := r.holdForNerveOrder(s); ok {
			return hold // §14-A34: the player chooses the order first
		}
	}
	switch s.Phase {
	case Movement:
		ev = append(ev, r.phaseNerveTests(s)...)
		s.Phase = Shooting
		ev = append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s)})
		return append(ev, r.implicitHalts(s)...)
	case Shooting:
		ev = append(ev, r.phaseNerveTests(s)...)
		s.Phase = Melee
		return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s)})
	}
	ev = append(ev, r.endTurn(s)...)
	s.Phase = Movement
	s.Active = engine.Opponent(s.Active)
	if s.Active == s.First {
		s.Turn++
		if s.Turn > s.Turns {
			e, over := r.gameEnd(s)
			ev = append(ev, e...)
			if over {
				return ev
			}
		}
	}
	ev = append(ev, r.turnBegins(s))
	return append(ev, r.startTurn(s)...)
}

// gameEnd is the end of the last turn (kow2 §11.6): the first time, a D6
// decides (4-6: one more turn each); then the game is over and scored.
func (r *Ruleset) gameEnd(s *engine.State) ([]engine.Event, bool) {
	var ev []engine.Event
	if !s.EndRoll && !r.Edition.FixedLength { // the beta plays the turns agreed (kow-beta §4.1, §11 A29)
		s.EndRoll = true
		d := s.Dice.Roll(6, "game length")
		more := d.Face >= 4
		text := fmt.Sprintf("Both players have had %d turns. The D6 for one more turn: %d, the game ends.", s.Turns, d.Face)
		if more {
			text = fmt.Sprintf("Both players have had %d turns. The D6 for one more turn: %d, each player takes one more turn.", s.Turns, d.Face)
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Rule: r.rule("11.6"), Dice: []dice.Die{d}, Value: d.Face, Text: text})
		if more {
			s.Turns++
			return ev, false
		}
	}
	s.Turn = s.Turns
	s.Active = engine.Opponent(s.First)
	s.Phase = Melee
	s.Over = true
	sc := r.Score(s)
	return append(ev, engine.Event{Kind: engine.GameEnded, Rule: r.rule("11.6"), Text: sc.Text}), true
}

// implicitHalts gives Halt to every unit of the active player without an
// order as the shooting phase begins (kow2 §4.2); Regeneration rolls for
// it then (§14-A33).
func (r *Ruleset) implicitHalts(s *engine.State) []engine.Event {
	var names []string
	var halted []engine.PieceID
	turn := playerTurn(s)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner == s.Active && !Ordered(s, p) {
			markOrdered(p, Halt, turn)
			names = append(names, p.Name)
			halted = append(halted, p.ID)
		}
	}
	if len(names) == 0 {
		return nil
	}
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: r.rule("4.2"),
		Text: fmt.Sprintf("Without an order, these units Halt: %s.", strings.Join(names, ", "))}}
	for _, id := range halted {
		ev = append(ev, r.regenerate(s, s.Piece(id))...)
	}
	return ev
}

// phaseNerveTests tests, in ID order, each enemy unit damaged in this
// phase (kow2 §7.1; the active player may choose the order; ID order is
// used [REC]).
func (r *Ruleset) phaseNerveTests(s *engine.State) []engine.Event {
	setChoosing(s, false)
	var ev []engine.Event
	for _, id := range phaseNerveUnits(s) {
		t := s.Piece(id)
		t.SetCounter("phase-damage", 0)
		_, e := r.nerveTest(s, t, false)
		ev = append(ev, e...)
	}
	return ev
}

// endTurn clears the Waver and Disorder marks of the active player's units
// that last until the end of this turn (kow2 §7.3, §14-A17).
func (r *Ruleset) endTurn(s *engine.State) []engine.Event {
	turn := playerTurn(s)
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		p.SetCounter("phase-damage", 0)
		if p.Owner != s.Active {
			continue
		}
		for _, c := range []string{"wavered", "disordered"} {
			if v := p.Counter(c); v > 0 && v <= turn {
				p.SetCounter(c, 0)
				ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: r.rule("7.3"),
					Text: fmt.Sprintf("%s no longer %s.", does(p, "are"), c)})
			}
		}
	}
	return ev
}

// startTurn rolls Headstrong for the active player's Wavered units (kow2
// §8: on 4+ the Waver's restrictions are ignored this turn; the unit stays
// Disordered).
func (r *Ruleset) startTurn(s *engine.State) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != s.Active || p.Counter("wavered") == 0 || !p.HasRule("Headstrong") {
			continue
		}
		d := s.Dice.Roll(6, "headstrong")
		text := fmt.Sprintf("%s Headstrong: a %d, still %s.", does(p, "are"), d.Face, r.resultName(Wavered))
		if d.Face >= 4 {
			p.SetCounter("steadied", playerTurn(s))
			text = fmt.Sprintf("%s Headstrong: a %d, the Waver is ignored this turn (still Disordered).", does(p, "are"), d.Face)
			if r.Edition.BetaSpecials { // kow-beta §8: all of Disorder
				text = fmt.Sprintf("%s Headstrong: a %d, Disorder is ignored this turn.", does(p, "are"), d.Face)
			}
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Dice: []dice.Die{d}, Need: 4, Value: d.Face, Text: text})
	}
	return ev
}

// isWavered reports whether a unit is under the Waver's restrictions now:
// Wavered, and Headstrong did not lift them this turn (kow2 §4.9, §8).
func isWavered(s *engine.State, p *engine.Piece) bool {
	return p.Counter("wavered") > 0 && p.Counter("steadied") != playerTurn(s)
}

func (r *Ruleset) phaseText(s *engine.State) string {
	return fmt.Sprintf("Turn %d, player %d: %s phase", s.Turn, s.Active, s.Phase)
}
