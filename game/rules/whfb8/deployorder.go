package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// Who deploys what, and when (§12, common setup). With alternating
// units, the players take turns to deploy one unit at a time; all of an
// army's war machines are deployed together as one turn, and all its
// characters last, together as one turn, alone or inside units. With a
// whole army (Dawn Attack, Meeting Engagement), the half's chooser
// deploys every unit of his, then the other player. Scouts come after
// every other unit of both armies (§9.1); then the first turn, then the
// vanguard moves.

// The side counter "deploy-turn" holds a turn of several units.
const (
	turnMachines   = 1 // the war machines, one after another
	turnCharacters = 2 // the characters, one after another
)

// deployableOf are a player's waiting units that may deploy now.
func deployableOf(s *engine.State, player engine.PlayerID) []engine.PieceID {
	switch {
	case s.Phase != DeployPhase:
		return nil
	case sideWith(s, "garrison") != 0: // the Watchtower's garrison first
		if sideWith(s, "garrison") == player {
			return garrisonable(s, player)
		}
		return nil
	case setupChoicePending(s):
		return nil
	}
	scoutsNow := true // §9.1: Scouts once no other unit of either army waits
	for _, id := range waitingOf(s, 0) {
		if !s.Piece(id).HasRule("Scouts") {
			scoutsNow = false
		}
	}
	var rolled []engine.PieceID // Dawn Attack: a unit rolled for deploys before any other
	var units, machines, characters, scouts []engine.PieceID
	for _, id := range waitingOf(s, player) {
		p := s.Piece(id)
		switch {
		case p.Counter("zone-roll") != 0:
			rolled = append(rolled, id)
		case p.HasRule("Scouts"):
			scouts = append(scouts, id)
		case isMachine(p):
			machines = append(machines, id)
		case character(p):
			characters = append(characters, id)
		default:
			units = append(units, id)
		}
	}
	switch {
	case len(rolled) > 0:
		return rolled
	case scoutsNow:
		return scouts
	case battleOf(s).Method == wholeArmy:
		return slices.Sorted(slices.Values(slices.Concat(units, machines, characters)))
	}
	switch sideCounter(s, player, "deploy-turn") {
	case turnMachines:
		return machines
	case turnCharacters:
		return characters
	}
	if len(units)+len(machines) > 0 { // §12: characters last
		return slices.Sorted(slices.Values(slices.Concat(units, machines)))
	}
	return characters
}

// nextDeployer passes the deployment on after player by has deployed p
// (nil when he deployed nothing, his whole army being in reserve): the
// same player while his war machines' or characters' turn goes on, or
// his whole army; else the other player while he has a unit to deploy,
// else the same player; when no unit waits, the deployment ends.
func (r *Ruleset) nextDeployer(s *engine.State, by engine.PlayerID, p *engine.Piece) []engine.Event {
	if p == nil {
		p = &engine.Piece{}
	}
	sd := side(s, by)
	sd.SetCounter("deploy-turn", 0)
	mine := deployableOf(s, by)
	anyOf := func(f func(*engine.Piece) bool) bool {
		return slices.ContainsFunc(mine, func(id engine.PieceID) bool { return f(s.Piece(id)) })
	}
	opp := engine.Opponent(by)
	switch {
	case battleOf(s).Method == wholeArmy && len(mine) > 0 && !p.HasRule("Scouts"):
		return nil // his whole army first
	case battleOf(s).Method == wholeArmy && len(mine) == 0 && sideCounter(s, opp, "army-begun") == 0 && len(waitingOf(s, opp)) > 0:
		s.Active = opp
		return r.beginArmy(s, opp)
	case battleOf(s).Method == alternate && isMachine(p) && !p.HasRule("Scouts") && anyOf(isMachine):
		sd.SetCounter("deploy-turn", turnMachines) // §12: the war machines as one turn
		return nil
	case battleOf(s).Method == alternate && character(p) && !p.HasRule("Scouts") && anyOf(character):
		sd.SetCounter("deploy-turn", turnCharacters) // §12: the characters as one turn
		return nil
	case len(deployableOf(s, opp)) > 0:
		s.Active = opp
		return nil
	case len(mine) > 0:
		return nil
	}
	return r.finishDeployment(s)
}

// beginArmy starts a player's deployment of his whole army: in a
// Meeting Engagement, the roll for his reserves first.
func (r *Ruleset) beginArmy(s *engine.State, player engine.PlayerID) []engine.Event {
	side(s, player).SetCounter("army-begun", 1)
	var ev []engine.Event
	if battleOf(s).Reserves {
		ev = r.rollReserves(s, player)
	}
	if len(deployableOf(s, player)) == 0 { // all in reserve, or all Scouts
		return append(ev, r.nextDeployer(s, player, nil)...)
	}
	return ev
}

// finishDeployment ends the deployment: characters standing on or
// against a unit join it (§12: "alone or inside units"), then the first
// turn by the battle's rule, the vanguard moves, and turn 1.
func (r *Ruleset) finishDeployment(s *engine.State) []engine.Event {
	ev := joinAtStart(s)
	b := battleOf(s)
	switch b.First {
	case firstSecondChooses:
		return append(ev, r.rollToChoose(s)...)
	case firstNoTower:
		first := engine.PlayerID(1)
		if sideCounter(s, 1, "tower") != 0 {
			first = 2
		}
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule(b.Section), Value: int(first),
			Text: fmt.Sprintf("Player %d, who does not control the watchtower, takes the first turn.", first)})
		return append(ev, r.beginBattle(s, first)...)
	}
	bonus := [2]int{}
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		bonus[pl-1] = sideCounter(s, pl, "deployed-first")
	}
	first, rolls := rollOff(s, "first turn", "Roll-off for the first turn (+1 for finishing deployment first)", bonus[0], bonus[1])
	ev = append(ev, rolls...)
	return append(ev, r.beginBattle(s, first)...)
}

// beginBattle gives the first turn to first: the vanguard moves, then
// turn 1.
func (r *Ruleset) beginBattle(s *engine.State, first engine.PlayerID) []engine.Event {
	s.Turn, s.Phase, s.Active, s.First = 1, Charge, first, first
	if vg := r.startVanguard(s); vg != nil {
		return vg
	}
	ev := []engine.Event{r.phaseEvent(s)}
	return append(ev, r.startOfTurn(s)...)
}

// rollToChoose is the first-turn rule of Dawn Attack and Meeting
// Engagement (§12): the player who set up second rolls a D6; on a 6 he
// chooses who goes first, on 1-5 the player who set up first does.
func (r *Ruleset) rollToChoose(s *engine.State) []engine.Event {
	firstUp := sideWith(s, "set-up-first")
	if firstUp == 0 {
		firstUp = 1
	}
	second := engine.Opponent(firstUp)
	d := s.Dice.Roll(6, fmt.Sprintf("first turn, player %d", second))
	chooser := firstUp
	if d.Face == 6 {
		chooser = second
	}
	side(s, chooser).SetCounter("first-choice", 1)
	s.Active = chooser
	e := engine.Event{Kind: engine.Rolled, Rule: rule("12"), Value: d.Face, Need: 6,
		Text: fmt.Sprintf("Player %d, who set up second, rolls %d for the first turn: player %d chooses who goes first.", second, d.Face, chooser)}
	e.Dice = append(e.Dice, d)
	return []engine.Event{e}
}

// checkFirst accepts the chooser's choice of who goes first.
func (r *Ruleset) checkFirst(s *engine.State, o ChooseFirst) *engine.Illegal {
	if s.Phase != DeployPhase || sideCounter(s, o.By, "first-choice") == 0 {
		return engine.Refuse(rule("12"), nil, "Player %d has no choice of the first turn to make now.", o.By)
	}
	return nil
}

// applyFirst gives the first turn as chosen.
func (r *Ruleset) applyFirst(s *engine.State, o ChooseFirst) []engine.Event {
	side(s, o.By).SetCounter("first-choice", 0)
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: rule("12"), Value: int(o.First),
		Text: fmt.Sprintf("Player %d chooses: player %d takes the first turn.", o.By, o.First)}}
	return append(ev, r.beginBattle(s, o.First)...)
}

// firstOptions are the choices of who goes first.
func firstOptions(by engine.PlayerID) []engine.OrderOption {
	opp := engine.Opponent(by)
	return []engine.OrderOption{
		{Kind: ChooseFirst{}.Kind(), Label: "Take the first turn", Key: "1", Pick: engine.PickNow, Order: ChooseFirst{By: by, First: by},
			Hint: "Your army moves first."},
		{Kind: ChooseFirst{}.Kind(), Label: fmt.Sprintf("Player %d goes first", opp), Key: "2", Pick: engine.PickNow, Order: ChooseFirst{By: by, First: opp},
			Hint: "The enemy moves first; you answer."},
	}
}

// sideCounter reads a side's counter without adding the side (for the
// methods that only read).
func sideCounter(s *engine.State, player engine.PlayerID, name string) int {
	if sd := s.Side(player); sd != nil {
		return sd.Counter(name)
	}
	return 0
}

// sideWith is the player whose side has the counter set, 0 for none.
func sideWith(s *engine.State, counter string) engine.PlayerID {
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		if sideCounter(s, pl, counter) != 0 {
			return pl
		}
	}
	return 0
}

// mayStartIn says whether a character may begin the game inside a unit
// (§10.2): a friendly rank-and-file unit of a type he may join, not in
// another's, that no rule closes to characters.
func mayStartIn(c, u *engine.Piece) bool {
	return u.Owner == c.Owner && u.ID != c.ID && !character(u) && u.Attached == 0 && slices.Contains(joinableTypes, u.Type) &&
		!u.HasRule("Unbreakable") && !u.HasRule("Unstable") && !u.HasRule("Ethereal") && !(u.HasRule("Skirmishers") && mounted(c))
}
