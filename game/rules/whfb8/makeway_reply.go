package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// Make Way! for the side whose turn it is not (§10.2, p.100): a unit
// charged in its flank or rear in the enemy's turn is where a character
// most needs it, so before the blows of a combat the other side is asked
// too, once a turn a combat, when one of its characters may take it. The
// question waits in that side's counter "makeway-fight" (the unit whose
// Fight asked), as a challenge does; the fight goes on once the side has
// moved each character it wants and said it is done. (Both sides' Make
// Way! never compete for a place here, so the digest's roll-off for who
// goes first is not needed.)

// MakeWayReply is the other side's word: Make Way! with Character, or
// (Character 0) fight on.
type MakeWayReply struct {
	By        engine.PlayerID
	Character engine.PieceID
}

// Kind returns "whfb8/make-way-reply" or "whfb8/no-make-way".
func (o MakeWayReply) Kind() string {
	if o.Character == 0 {
		return ID + "/no-make-way"
	}
	return ID + "/make-way-reply"
}

// Player returns who gives the order.
func (o MakeWayReply) Player() engine.PlayerID { return o.By }

// pendingMakeWay is the side asked for its Make Way! and the unit whose
// Fight asked, if any.
func pendingMakeWay(s *engine.State) (engine.PlayerID, engine.PieceID, bool) {
	for i := range s.Sides {
		if f := s.Sides[i].Counter("makeway-fight"); f != 0 {
			return s.Sides[i].ID, engine.PieceID(f), true
		}
	}
	return 0, 0, false
}

// makersOfWay are the characters of player's side in the combat ids who
// may take Make Way! now, by ID.
func (r *Ruleset) makersOfWay(s *engine.State, ids []engine.PieceID, player engine.PlayerID) []engine.PieceID {
	var out []engine.PieceID
	for _, c := range charactersIn(s, ids) {
		if p := s.Piece(c); p != nil && p.Owner == player && r.checkMakeWay(s, MakeWay{By: player, Character: c}) == nil {
			out = append(out, c)
		}
	}
	return out
}

// askMakeWay asks the side whose turn it is not for its Make Way!, once
// a turn a combat, when it has a character who may take it; it reports
// false when the fight goes on at once.
func (r *Ruleset) askMakeWay(s *engine.State, fight engine.PieceID, ids []engine.PieceID) ([]engine.Event, bool) {
	f := s.Piece(fight)
	other := engine.Opponent(s.Active)
	if done(s, f, "makeway-asked") || len(r.makersOfWay(s, ids, other)) == 0 {
		return nil, false
	}
	f.SetCounter("makeway-asked", playerTurn(s))
	side(s, other).SetCounter("makeway-fight", int(fight))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: fight, Rule: rule("10.2"),
		Text: fmt.Sprintf("Player %d may have characters Make Way! before the blows.", other)}}, true
}

// makeWayDecision asks the side for its Make Way!: each character who may
// take it, then fighting on.
func (r *Ruleset) makeWayDecision(s *engine.State, pl engine.PlayerID, fight engine.PieceID) engine.Decision {
	ids := combatOf(s, s.Piece(fight))
	d := engine.Decision{Player: pl, Kind: engine.React,
		Prompt: fmt.Sprintf("Player %d: your characters in %s's combat may Make Way! to the side that fights, before the blows (%s).", pl, s.Piece(fight).Name, rule("10.2"))}
	for _, c := range r.makersOfWay(s, ids, pl) {
		d.Pieces = append(d.Pieces, c)
		d.Options = append(d.Options, engine.OrderOption{Kind: MakeWayReply{Character: c}.Kind(), Label: "Make Way! " + s.Piece(c).Name,
			Pick: engine.PickNow, Order: MakeWayReply{By: pl, Character: c},
			Hint: "Swap places with a model fighting on the flank or rear, to strike and be struck there."})
	}
	d.Options = append(d.Options, engine.OrderOption{Kind: MakeWayReply{}.Kind(), Label: "Fight on", Pick: engine.PickNow,
		Order: MakeWayReply{By: pl}, Hint: "The characters stay where they stand."})
	for i := range d.Options {
		d.Options[i].Key = fmt.Sprint(i + 1)
	}
	return d
}

// checkMakeWayReply accepts Fight on, or a character of the side asked
// who may take Make Way!.
func (r *Ruleset) checkMakeWayReply(s *engine.State, o MakeWayReply) *engine.Illegal {
	if o.Character == 0 {
		return nil
	}
	return r.checkMakeWay(s, MakeWay(o))
}

// applyMakeWayReply moves the character; once the side is done (it says
// so, or has nobody left who may), the fight goes on.
func (r *Ruleset) applyMakeWayReply(s *engine.State, o MakeWayReply) []engine.Event {
	pl, fight, _ := pendingMakeWay(s)
	var ev []engine.Event
	if o.Character != 0 {
		ev = r.applyMakeWay(s, MakeWay(o))
		if len(r.makersOfWay(s, combatOf(s, s.Piece(fight)), pl)) > 0 {
			return ev
		}
	}
	side(s, pl).SetCounter("makeway-fight", 0)
	return append(ev, r.applyFight(s, Fight{By: s.Active, Unit: fight})...)
}
