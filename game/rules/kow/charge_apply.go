package kow

import (
	"fmt"
	"math"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// applyCharge carries out a Charge that Check accepted (kow2 §4.7):
// Yellow-Bellied may turn it into a Halt (§8); otherwise the unit moves
// into its aligned contact pose and records the charge (counters
// "charged" = the target's ID, "hindered" = 1 when Hindered), an
// Individual target turns to face it (§4.10; not in the closed beta,
// where the charge strikes its front wherever it touches, kow-beta §10
// row 43), and other enemies it touches are nudged 1" away (§4.7.5,
// §14-A31).
func (r *Ruleset) applyCharge(s *engine.State, c Charge) []engine.Event {
	p, t := s.Piece(c.Unit), s.Piece(c.Target)
	ct := r.planCharge(s, p, t)
	turn := playerTurn(s)
	ev := r.regenerate(s, p) // §8: on receiving the order, before anything else
	if ct.Counter {
		cc := r.intoContact(p, t, ct.Contact, ct.Facing, false, turn, r.rule("4.8"))
		cc.Text = strings.Replace(cc.Text, " charge ", " counter-charge ", 1)
		ev = append(ev, cc)
		return append(ev, r.nudgeTouched(s, p, t)...)
	}
	if yellowBellied(p, t, ct.Facing) {
		d := s.Dice.Roll(6, "yellow-bellied")
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Dice: []dice.Die{d}, Value: d.Face,
			Text: fmt.Sprintf("%s Yellow-Bellied: a %d on the D6 to charge %s in the front.", does(p, "are"), d.Face, t.Name)})
		if d.Face == 1 {
			markOrdered(p, Halt, turn)
			return append(ev, engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: r.rule("8"), From: p.Pose, To: p.Pose,
				Text: fmt.Sprintf("%s nerve and Halt instead of charging %s.", does(p, "lose their"), t.Name)})
		}
	}
	// A boxed-in charge is a charge too: it rolls Yellow-Bellied first.
	if ct.Reverse {
		ev = append(ev, r.intoContact(p, t, ct.Contact, ct.Facing, ct.Hindered, turn, r.rule("4.7.8")))
		from := t.Pose
		t.Pose = ct.TargetPose
		ev = append(ev, engine.Event{Kind: engine.Moved, Piece: t.ID, Rule: r.rule("4.7.8"), From: from, To: t.Pose,
			Text: fmt.Sprintf("%s boxed in: %s aligned to it instead.", does(p, "are"), does(t, "are"))})
		return append(ev, r.nudgeTouched(s, p, t)...)
	}
	ev = append(ev, r.intoContact(p, t, ct.Contact, ct.Facing, ct.Hindered, turn, r.rule("4.7")))
	if t.HasRule("Individual") && !r.allRound(t) { // the beta's does not turn (kow-beta §10 row 43)
		ev = append(ev, r.turnToFace(s, t, p))
	}
	ev = append(ev, r.nudgeTouched(s, p, t)...)
	return ev
}

// yellowBellied reports whether the charge needs the Yellow-Bellied roll
// (kow2 §8, §4.7.1 item 6): a charge on the target's front, unless the
// target is an Individual or a War Engine.
func yellowBellied(p, t *engine.Piece, f geom.Arc) bool {
	return p.HasRule("Yellow-Bellied") && f == geom.ArcFront && !t.HasRule("Individual") && t.Type != "WE"
}

// turnToFace turns an Individual that has been charged so that its front
// is flush against the charger's front and faces it (kow2 §4.10): it
// stands against the charger's front edge as near its old place as the
// other units and terrain allow, or, when there is no room there, turns on
// the spot, or when turning would put it over another unit, stays as it
// stands.
func (r *Ruleset) turnToFace(s *engine.State, t, charger *engine.Piece) engine.Event {
	from := t.Pose
	fc := newFacing(charger.Rect(), geom.ArcFront)
	w, d := t.Footprint.W, t.Footprint.D
	lim := fc.slideLimit(w)
	obs := endObstacles(s, t)
	bounds := s.Table.Bounds()
	spans, _ := slideSpans(&fc, w, d, lim+w, lim, obs, charger.ID, bounds)
	want := t.Pose.Pos.Sub(fc.mid).Dot(fc.u)
	pose := geom.Pose{Pos: t.Pose.Pos, Heading: geom.NormAngle(charger.Pose.Heading + math.Pi)}
	if sl, ok := nearest(spans, want, lim); ok {
		if rect := fc.flush(w, d, sl); endsClear(rect, obs, charger.ID, bounds) {
			pose = rect.Pose()
		}
	}
	if pose.Pos == t.Pose.Pos && onAUnit(s, t, pose) {
		pose = t.Pose // [REC] no room to turn on the spot either: it stays as it stands (found by self-play)
	}
	t.Pose = pose
	return engine.Event{Kind: engine.Moved, Piece: t.ID, Rule: r.rule("4.10"), From: from, To: pose,
		Text: fmt.Sprintf("%s turns to face %s.", t.Name, charger.Name)}
}

// nudge moves an enemy the charger ends touching directly away from the
// charger's nearest edge until it is 1" clear, or as far as its own
// movement rules allow (kow2 §4.7.5, §14-A31).
func (r *Ruleset) nudge(s *engine.State, charger, e *engine.Piece) (engine.Event, bool) {
	cr := charger.Rect()
	ePoly := e.Rect().Poly()
	edges := [4]struct {
		seg geom.Seg
		n   geom.Vec
	}{{cr.FrontEdge(), cr.Forward()}, {cr.RightEdge(), cr.Right()}, {cr.RearEdge(), cr.Forward().Scale(-1)}, {cr.LeftEdge(), cr.Right().Scale(-1)}}
	n, best := geom.Vec{}, math.Inf(1)
	for _, ed := range edges {
		d := math.Inf(1)
		for k := range ePoly {
			d = min(d, geom.SegSegDistance(ed.seg, geom.Seg{A: ePoly[k], B: ePoly[(k+1)%len(ePoly)]}))
		}
		if d < best-1e-9 {
			n, best = ed.n, d
		}
	}
	er := e.Rect()
	gap := func(t float64) float64 {
		m := er
		m.Center = m.Center.Add(n.Scale(t))
		return geom.Distance(m, cr)
	}
	lo, hi := 0.0, Inch+er.W+er.D
	if gap(hi) < Inch {
		return engine.Event{}, false
	}
	for range 60 {
		mid := (lo + hi) / 2
		if gap(mid) >= Inch {
			hi = mid
		} else {
			lo = mid
		}
	}
	ld := geom.V(n.Dot(er.Right()), n.Dot(er.Forward()))
	w := r.World(s, e, unpaid)
	res := w.Plan(er, move.Limits{Budget: hi, Dirs: []geom.Vec{ld}, Rule: r.rule("4.7.5")},
		[]move.Step{{Kind: move.Straight, Dir: ld, Dist: hi}})
	if res.Spent <= 0 {
		return engine.Event{}, false
	}
	from := e.Pose
	e.Pose = res.End.Pose()
	text := fmt.Sprintf("%s nudged %s away from %s.", does(e, "are"), engine.Inches.Format(res.Spent), charger.Name)
	if res.Clamped {
		text = fmt.Sprintf("%s nudged %s away from %s, as far as it can go.", does(e, "are"), engine.Inches.Format(res.Spent), charger.Name)
	}
	return engine.Event{Kind: engine.Moved, Piece: e.ID, Rule: r.rule("4.7.5"), From: from, To: e.Pose, Text: text}, true
}

// intoContact puts a charger at its contact pose and marks it ordered,
// charging the target, and Hindered or not; it returns the log event.
func (r *Ruleset) intoContact(p, t *engine.Piece, pose geom.Pose, facing geom.Arc, hindered bool, turn int, rule string) engine.Event {
	from := p.Pose
	p.Pose = pose
	markOrdered(p, chargeOrder, turn)
	p.SetCounter("charged", int(t.ID))
	if r.allRound(t) {
		// kow-beta §3.2, §4.6: an Individual has no flanks or rear, so
		// every charge strikes its front, on whichever side of its base
		// the charger touches (§10 row 43).
		facing = geom.ArcFront
	}
	p.SetCounter("charge-facing", int(facing)+1)
	hind := 0
	if hindered {
		hind = 1
	}
	p.SetCounter("hindered", hind)
	text := fmt.Sprintf("%s %s %s", does(p, "charge"), t.Name, facingWords(facing))
	if hindered {
		text += " (hindered)"
	}
	return engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: rule, From: from, To: p.Pose, Text: text + "."}
}

// nudgeTouched moves the enemies other than the target that the charger
// ends touching 1" away, or as far as they can go (§4.7.5, §14-A31).
func (r *Ruleset) nudgeTouched(s *engine.State, p, t *engine.Piece) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner == p.Owner || e.ID == t.ID || e.Owner == 0 || geom.Distance(p.Rect(), e.Rect()) > geom.Eps {
			continue
		}
		if e2, ok := r.nudge(s, p, e); ok {
			ev = append(ev, e2)
		}
	}
	return ev
}

// onAUnit reports whether piece p at pose would overlap another unit
// (touching is not overlapping).
func onAUnit(s *engine.State, p *engine.Piece, pose geom.Pose) bool {
	q := *p
	q.Pose = pose
	for i := range s.Pieces {
		if o := &s.Pieces[i]; o.ID != p.ID && geom.PenetrationDepth(q.Shape(), o.Shape()) > 1e-6 {
			return true
		}
	}
	return false
}
