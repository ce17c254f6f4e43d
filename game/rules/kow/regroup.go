package kow

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// Regroup is a victorious unit's move after its target routed
// (kow2 §6.6): straight forward D6" or straight back D3". Staying in place
// and pivoting is a Change Facing Move given in the melee phase.
type Regroup struct {
	By   engine.PlayerID
	Unit engine.PieceID
	Back bool
}

// Kind returns "kow/regroup".
func (Regroup) Kind() string { return "kow/regroup" }

// Player returns who gives the order.
func (o Regroup) Player() engine.PlayerID { return o.By }

// mustRegroup reports whether the unit is waiting to regroup now.
func mustRegroup(s *engine.State, p *engine.Piece) bool {
	return s.Phase == Melee && p.Owner == s.Active && p.Counter("regroup") == playerTurn(s)
}

// checkRegroup accepts a Regroup from a unit whose target just routed.
func (r *Ruleset) checkRegroup(s *engine.State, o Regroup) error {
	p := s.Piece(o.Unit)
	if p == nil || p.Owner != o.By || !mustRegroup(s, p) {
		return engine.Refuse(r.rule("6.6"), nil, "Only a unit whose enemy has just routed regroups.")
	}
	if !o.Back && noRegroupForward(s, p) {
		return engine.Refuse(r.rule("10.2"), nil, "The %s forbids the D6\" forward regroup: pivot or go back D3\".", pendantRetribution)
	}
	return nil
}

// regroupOptions are the three choices of §6.6 for a unit that must
// regroup: pivot on the spot, forward D6", back D3".
func (r *Ruleset) regroupOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	pivot := engine.OrderOption{Kind: Move{Order: ChangeFacing}.Kind(), Label: "Regroup: pivot", Key: "1", Pick: engine.PickMove,
		Move: engine.Constraints{Pivots: 1, FriendGap: r.gapToFriends(), EnemyGap: Inch}, Hint: "Stay in place and pivot on the centre to face any direction."}
	fwd := engine.OrderOption{Kind: Regroup{}.Kind(), Label: "Forward D6\"", Key: "2", Pick: engine.PickNow,
		Order: Regroup{By: p.Owner, Unit: p.ID}, Hint: "Move straight forward the full D6\" rolled, stopping short of units."}
	back := engine.OrderOption{Kind: Regroup{}.Kind(), Label: "Back D3\"", Key: "3", Pick: engine.PickNow,
		Order: Regroup{By: p.Owner, Unit: p.ID, Back: true}, Hint: "Move straight back the full D3\" rolled, stopping short of units."}
	if noRegroupForward(s, p) {
		return []engine.OrderOption{pivot, back}
	}
	return []engine.OrderOption{pivot, fwd, back}
}

// noRegroupForward reports a unit whose routed enemy carried the Crystal
// Pendant of Retribution: it may not regroup forward (kow2 §10.2).
func noRegroupForward(s *engine.State, p *engine.Piece) bool {
	return p.Counter("pendant") == playerTurn(s)
}

// applyRegroup rolls the distance and moves the unit straight forward or
// back by all of it, ignoring difficult terrain and obstacles, through no
// unit, stopping short of units (a friend by the friend gap, an enemy 1"
// away) and impassable terrain (§6.6, §14-A19). In the closed beta it
// stops 1" short of every unit, pays for difficult terrain (§11 A19) and
// never makes a new combat: no overrun (kow-beta §6.4, §10 row 39).
func (r *Ruleset) applyRegroup(s *engine.State, o Regroup) []engine.Event {
	p := s.Piece(o.Unit)
	p.SetCounter("regroup", 0)
	d := s.Dice.Roll(6, "regroup")
	dist, dir, what := d.Face, geom.V(0, 1), "forward"
	if o.Back {
		dist, dir, what = (d.Face+1)/2, geom.V(0, -1), "back"
	}
	roll := "D6\""
	if o.Back {
		roll = "D3\""
	}
	// The roll says what was rolled, the move what the unit did: one
	// sentence each, so the regroup reads once in the battle log.
	ev := []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("6.6"), Dice: []dice.Die{d}, Value: dist,
		Text: fmt.Sprintf("Regroup roll for %s (%s %s): %d\".", p.Name, what, roll, dist)}}
	mm := float64(dist) * Inch
	if !o.Back && p.Counter("overrun") == playerTurn(s) && !r.Edition.RegroupStopsShort {
		if e, ok := r.overrun(s, p, mm); ok {
			return append(ev, e...)
		}
	}
	k := Advance
	if r.houseRule(s, BetaRegroupIgnoresTerrain) {
		k = unpaid
	}
	res := r.world(s, p, k, true).Plan(p.Rect(), move.Limits{Budget: mm, Dirs: []geom.Vec{dir}, Rule: r.rule("6.6")},
		[]move.Step{{Kind: move.Straight, Dir: dir, Dist: mm}})
	went := res.End.Center.Dist(res.Start.Center) // less than Spent in the beta's difficult terrain
	ev = append(ev, r.moveTo(p, res, r.rule("6.6"), fmt.Sprintf("%s %s %s", does(p, "regroup"), what, engine.Inches.Format(went))))
	return append(ev, r.regroupsDone(s, p)...)
}

// overrun is the Individual overrun (kow2 §4.10): after routing an
// Individual, a unit advancing D6" that touches another enemy has charged
// it; it aligns as a charge does (the facing from the arc holding its
// Leader Point before the advance), is Hindered if its charge was or the
// advance crossed difficult ground or an obstacle, and fights it at once
// (the new combat is listed; it is fought next). It reports false when the
// advance touches no enemy it can align to.
func (r *Ruleset) overrun(s *engine.State, p *engine.Piece, mm float64) ([]engine.Event, bool) {
	start := p.Rect()
	cx := r.newChargeCtx(s, p)
	fwd := []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: mm}}
	res := cx.chargeWorld().Plan(start, move.Limits{Budget: mm, Dirs: []geom.Vec{dirForward}, Rule: r.rule("4.10")}, fwd)
	var e *engine.Piece
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Owner != p.Owner && q.Owner != 0 && geom.Distance(res.End, q.Rect()) <= contactTol {
			e = q
			break
		}
	}
	if e == nil {
		return nil, false
	}
	arc := geom.ArcOf(e.Rect(), geom.ArcCorner45, start.LeaderPoint())
	moved := *p
	moved.Pose = res.End.Pose()
	mcx := r.newChargeCtx(s, &moved)
	final, why := mcx.contactPose(e, newFacing(e.Rect(), arc), engine.Mark{})
	if why != nil {
		return nil, false
	}
	path := chargePath{start: start, steps: res.Steps, poses: append([]geom.Pose{start.Pose()}, res.Poses...), final: start.WithPose(final)}
	hind := p.Counter("hindered") > 0 || cx.hindered(path)
	turn := playerTurn(s)
	p.SetCounter("overrun", 0)
	p.SetCounter("fought", 0)
	ev := []engine.Event{r.intoContact(p, e, final, arc, hind, turn, r.rule("4.10"))}
	ev[0].Text = fmt.Sprintf("Overrun: %s", ev[0].Text)
	if e.HasRule("Individual") {
		ev = append(ev, r.turnToFace(s, e, p))
	}
	return append(ev, r.nudgeTouched(s, p, e)...), true
}

// moveTo puts the unit at the end of a planned move and logs it, with the
// reason when the move was cut short.
func (r *Ruleset) moveTo(p *engine.Piece, res move.Result, rule, text string) engine.Event {
	from := p.Pose
	p.Pose = res.End.Pose()
	if res.Clamped && len(res.Reasons) > 0 {
		text += " (" + res.Reasons[0].Text + ")"
	}
	return engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: rule, From: from, To: p.Pose, Text: text + "."}
}

// backOff moves an attacker whose target survived directly back 1", then
// further back if that leaves it within 1" of an enemy (separation,
// §6.6 [REC]); when no distance up to 3" clears it, each enemy still
// within 1" is nudged directly away, as far as it can go; what is still
// closer stays so, and the solver lets their next moves go away (§14-A8).
func (r *Ruleset) backOff(s *engine.State, p *engine.Piece) []engine.Event {
	w := r.world(s, p, Back, true)
	back := geom.V(0, -1)
	plan := func(mm float64) move.Result {
		return w.Plan(p.Rect(), move.Limits{Budget: mm, Dirs: []geom.Vec{back}, Rule: r.rule("6.6")},
			[]move.Step{{Kind: move.Straight, Dir: back, Dist: mm}})
	}
	res := plan(Inch)
	for extra := 0.0; extra <= 2*Inch; extra += Inch / 8 {
		try := plan(Inch + extra)
		if !try.Clamped && nearestEnemy(s, p, try.End) >= Inch-geom.ArcEps {
			res = try
			break
		}
	}
	ev := []engine.Event{r.moveTo(p, res, r.rule("6.6"), fmt.Sprintf("%s off %s", does(p, "back"), engine.Inches.Format(res.Spent)))}
	// Failing that, the enemy is nudged directly away (§6.6 [REC], §14-A31).
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner && e.Owner != 0 && geom.Distance(p.Rect(), e.Rect()) < Inch-geom.ArcEps {
			if n, ok := r.nudge(s, p, e); ok {
				n.Rule = r.rule("6.6")
				ev = append(ev, n)
			}
		}
	}
	return ev
}

// nearestEnemy is the distance from a footprint to the nearest enemy of p.
func nearestEnemy(s *engine.State, p *engine.Piece, at geom.Rect) float64 {
	best := 1e18
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner && e.Owner != 0 {
			best = min(best, geom.Distance(at, e.Rect()))
		}
	}
	return best
}
