package whfb8

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Reform changes a unit's files and facing about its centre (§4.7), or
// is the reform a rallied unit makes at once (§4.4).
type Reform struct {
	By      engine.PlayerID
	Unit    engine.PieceID
	Files   int
	Heading float64 // radians from north, clockwise
	// Swift: a musician's Swift Reform (§4.7, §9.3): a Leadership test;
	// passed, the unit may still move (not march) and shoot.
	Swift bool
}

// Kind returns "whfb8/reform".
func (Reform) Kind() string { return ID + "/reform" }

// Player returns who gives the order.
func (o Reform) Player() engine.PlayerID { return o.By }

// reformed is the unit as the reform would leave it: the same centre,
// the new files and facing (§4.7: "The reform keeps the unit's centre
// point where it was").
func reformed(p *engine.Piece, files int, heading float64) engine.Piece {
	q := *p
	q.Formation = formation(p.Formation.Models, files, p.Formation.ModelW, p.Formation.ModelD)
	q.Footprint = footprint(q.Formation)
	q.Pose = geom.Pose{Pos: p.Pose.Pos, Heading: heading}
	return q
}

// farthestModel is how far the model that moves most goes: the models
// keep their order, rank by rank from the front left, into their new
// places (one assignment of many, so a reform it allows is legal).
func farthestModel(p, q *engine.Piece) float64 {
	a, b := slots(p), slots(q)
	far := 0.0
	for i := range min(len(a), len(b)) {
		far = max(far, a[i].Base.Center.Dist(b[i].Base.Center))
	}
	return far
}

// checkReform accepts a reform (§4.7): in the remaining moves by a unit
// that has not moved, or in the compulsory moves by a unit that has just
// rallied (§4.4); no model moving more than 2×M; the new footprint on the
// table and 1" from every other unit (§3.4).
func (r *Ruleset) checkReform(s *engine.State, o Reform) *engine.Illegal {
	p := s.Piece(o.Unit)
	if p == nil || p.Owner != o.By {
		return engine.Refuse(rule("4.7"), nil, "Player %d has no such unit.", o.By)
	}
	rallying := s.Phase == Compulsory && done(s, p, "rallied") && !done(s, p, "reformed")
	victor := s.Phase == Combat && done(s, p, "may-reform") && p.Counter("engaged") == 0 && !done(s, p, "reformed")
	ranDown := s.Phase == Compulsory && done(s, p, "ran-down") && !done(s, p, "reformed")
	switch {
	case rallying, victor, ranDown:
	case s.Phase != Movement:
		return engine.Refuse(rule("4.7"), nil, "Units reform in the remaining moves, at once when they rally, or after a combat they won without pursuing; not now.")
	default:
		if il := r.canMove(s, p, Normal); il != nil {
			return il
		}
	}
	if done(s, p, "swift") {
		return engine.Refuse(rule("4.7"), nil, "%s has made its Swift Reform this turn.", p.Name)
	}
	if o.Swift && (s.Phase != Movement || !hasMusician(p)) {
		return engine.Refuse(rule("4.7"), nil, "Only a unit with a musician makes a Swift Reform, in its remaining moves.")
	}
	if o.Files < 1 || o.Files > p.Formation.Models || math.IsNaN(o.Heading) || math.IsInf(o.Heading, 0) {
		return engine.Refuse(rule("4.7"), nil, "A reform has 1 to %d files and a heading.", p.Formation.Models)
	}
	q := reformed(p, o.Files, o.Heading)
	if far, limit := farthestModel(p, &q), 2*float64(stat(p, "M"))*Inch; far > limit+geom.Eps {
		return engine.Refuse(rule("4.7"), nil, "A model would move %s; a reform allows 2×M, %s.", engine.Inches.Format(far), engine.Inches.Format(limit))
	}
	if !r.onTable(s, &q) {
		return engine.Refuse(rule("4.7"), []engine.Mark{{Poly: q.Rect().Poly()}}, "The reformed unit would not be on the table.")
	}
	if il := r.charactersFit(s, &q, q.Pose, nil); il != nil {
		return il
	}
	for i := range s.Pieces {
		if u := &s.Pieces[i]; !together(p, u) && gap(&q, u) < Inch-geom.Eps {
			return engine.Refuse(rule("3.4"), []engine.Mark{{Poly: q.Rect().Poly()}}, "The reformed unit would stand %s from %s; units keep 1\" apart.", engine.Inches.Format(gap(&q, u)), u.Name)
		}
	}
	return nil
}

// applyReform reforms the unit; it has used its move and cannot shoot
// this turn (§4.7).
func (r *Ruleset) applyReform(s *engine.State, o Reform) []engine.Event {
	p := s.Piece(o.Unit)
	var ev []engine.Event
	swift := false
	if o.Swift {
		ok, e := ldTest(s, p, leadership(s, p), "Swift Reform test", rule("4.7"))
		ev, swift = append(ev, e), ok
	}
	if s.Phase == Compulsory && done(s, p, "ran-down") { // §4.3: reforming after running down a fleeing unit
		ok, e := ldTest(s, p, leadership(s, p), "test to reform", rule("4.3"))
		ev = append(ev, e)
		if !ok {
			p.SetCounter("reformed", playerTurn(s))
			return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.3"),
				Text: fmt.Sprintf("%s stays as it stands.", p.Name)})
		}
	}
	q := reformed(p, o.Files, o.Heading)
	from := p.Pose
	p.Formation, p.Footprint, p.Pose = q.Formation, q.Footprint, q.Pose
	p.SetCounter("may-overrun", 0) // a reform ends the choice (§7.8)
	text := fmt.Sprintf("%s reforms %d wide and %d deep.", p.Name, p.Formation.Files, p.Formation.Ranks)
	if swift {
		p.SetCounter("swift", playerTurn(s))
		text = fmt.Sprintf("%s reforms swiftly, %d wide and %d deep: it may still move and shoot.", p.Name, p.Formation.Files, p.Formation.Ranks)
	} else if (s.Phase == Movement || done(s, p, "feigned")) && freeReform(p) {
		p.SetCounter("reformed", playerTurn(s)) // it may still move, march and shoot (§4.7)
		text = fmt.Sprintf("%s reforms freely, %d wide and %d deep: it may still move.", p.Name, p.Formation.Files, p.Formation.Ranks)
	} else {
		p.SetCounter("moved", playerTurn(s))
		p.SetCounter("reformed", playerTurn(s))
	}
	return append(ev, engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: rule("4.7"), From: from, To: p.Pose, Text: text})
}

// reformOptions are the reforms a button can give (§4.7, §4.4): turn
// about, to either flank, or one file wider or narrower; only the legal
// ones.
func (r *Ruleset) reformOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	h, f := p.Pose.Heading, p.Formation.Files
	choices := []struct {
		label, key string
		files      int
		heading    float64
	}{
		{"Reform: about face", "A", f, h + math.Pi},
		{"Reform: face right", "R", f, h + math.Pi/2},
		{"Reform: face left", "L", f, h - math.Pi/2},
		{"Reform: one file wider", "W", f + 1, h},
		{"Reform: one file narrower", "N", f - 1, h},
	}
	var out []engine.OrderOption
	for _, swift := range []bool{false, true} {
		for _, c := range choices {
			o := Reform{By: p.Owner, Unit: p.ID, Files: c.files, Heading: math.Remainder(c.heading, 2*math.Pi), Swift: swift}
			if r.checkReform(s, o) != nil {
				continue
			}
			opt := engine.OrderOption{Kind: o.Kind(), Label: c.label, Key: c.key, Pick: engine.PickNow, Order: o,
				Hint: "Turn or re-rank about the centre; no model moves more than 2×M; the unit may not shoot this turn."}
			if swift {
				opt.Label, opt.Key = "Swift r"+c.label[1:], ""
				opt.Hint = fmt.Sprintf("The musician's Swift Reform: a Leadership test on %d; passed, the unit may still move (not march) and shoot.", leadership(s, p))
			}
			out = append(out, opt)
		}
	}
	return out
}
