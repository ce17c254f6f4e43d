package whfb8

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Pursue is the winner's answer to an enemy breaking from combat (§7.9):
// pursue, or try to hold back with a Leadership test.
type Pursue struct {
	By     engine.PlayerID
	Pursue bool
}

// Kind returns "whfb8/pursue" or "whfb8/hold-back".
func (o Pursue) Kind() string {
	if o.Pursue {
		return ID + "/pursue"
	}
	return ID + "/hold-back"
}

// Player returns who gives the order.
func (o Pursue) Player() engine.PlayerID { return o.By }

// pursuitWait is a broken enemy waiting for the winner's choice: the
// winner's side keeps it in its counters "pursue-by" and "pursue-at".
type pursuitWait struct {
	Side   engine.PlayerID
	By, At engine.PieceID
}

// pendingPursuit is the pursuit waiting for a choice, if any.
func pendingPursuit(s *engine.State) (pursuitWait, bool) {
	for i := range s.Sides {
		sd := &s.Sides[i]
		if at := sd.Counter("pursue-at"); at != 0 {
			return pursuitWait{sd.ID, engine.PieceID(sd.Counter("pursue-by")), engine.PieceID(at)}, true
		}
	}
	return pursuitWait{}, false
}

// pursuitDecision asks the winner whether it pursues (§7.9), whoever's
// turn it is.
func (r *Ruleset) pursuitDecision(s *engine.State, w pursuitWait) engine.Decision {
	win, lose := s.Piece(w.By), s.Piece(w.At)
	if frenzied(win) { // §8.4: Frenzy must pursue
		return engine.Decision{Player: w.Side, Kind: engine.React, Pieces: []engine.PieceID{win.ID},
			Prompt: fmt.Sprintf("Player %d: %s breaks; %s is frenzied and must pursue (%s).", w.Side, lose.Name, win.Name, rule("8.4")),
			Options: []engine.OrderOption{{Kind: Pursue{Pursue: true}.Kind(), Label: "Pursue", Key: "1", Pick: engine.PickNow, Order: Pursue{By: w.Side, Pursue: true},
				Hint: "2D6 each: a pursuit roll at least the flee roll destroys the fleeing unit."}}}
	}
	return engine.Decision{Player: w.Side, Kind: engine.React, Pieces: []engine.PieceID{win.ID},
		Prompt: fmt.Sprintf("Player %d: %s breaks. Pursue it with %s, or try to hold back (%s).", w.Side, lose.Name, win.Name, rule("7.9")),
		Options: []engine.OrderOption{
			{Kind: Pursue{Pursue: true}.Kind(), Label: "Pursue", Key: "1", Pick: engine.PickNow, Order: Pursue{By: w.Side, Pursue: true},
				Hint: "2D6 each: a pursuit roll at least the flee roll destroys the fleeing unit."},
			{Kind: Pursue{}.Kind(), Label: "Hold back", Key: "2", Pick: engine.PickNow, Order: Pursue{By: w.Side},
				Hint: fmt.Sprintf("A Leadership test on %d (%d in 36): pass and the unit stays; fail and it pursues.", leadership(s, win), ldChance(leadership(s, win)))},
		}}
}

// applyPursue records a winner's choice (§7.9): holding back takes a
// Leadership test, failed it pursues all the same; when every winner
// that may pursue has chosen, the flight and the pursuits (flight).
func (r *Ruleset) applyPursue(s *engine.State, o Pursue) []engine.Event {
	w, _ := pendingPursuit(s)
	sd := s.Side(w.Side)
	sd.SetCounter("pursue-by", 0)
	sd.SetCounter("pursue-at", 0)
	win := s.Piece(w.By)
	var ev []engine.Event
	pursuing := o.Pursue
	if !pursuing {
		ok, e := ldTest(s, win, leadership(s, win), "test to hold back", rule("7.9"))
		ev = append(ev, e)
		pursuing = !ok
	}
	win.SetCounter("chase", holdsBack)
	if pursuing {
		win.SetCounter("chase", chasing)
	}
	return append(ev, r.nextFlight(s)...)
}

// pursueInto is the pursuit move (§7.9): the pursuer turns about its
// centre to face where the fleeing unit stood and moves the roll straight
// ahead, halting 1" short of friends and impassable terrain, charging a
// fresh enemy in its path.
func (r *Ruleset) pursueInto(s *engine.State, p *engine.Piece, toward geom.Vec, dist int) []engine.Event {
	d := toward.Sub(p.Pose.Pos)
	if d.Len() > geom.Eps {
		turned := *p
		turned.Pose.Heading = math.Atan2(d.X, d.Y)
		if !r.blockedAhead(s, &turned) && r.enemyTouched(s, &turned) == nil && r.onTable(s, &turned) { // a turn that would put a corner over the edge is not made
			p.Pose.Heading = turned.Pose.Heading
		}
	}
	return r.runInto(s, p, dist, rule("7.9"), "pursues")
}
