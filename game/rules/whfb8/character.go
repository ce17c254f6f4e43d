package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Characters (§10.2) are single models (size single, a troop type that
// may join) that join friendly units: the character's piece stays its
// own, with Attached naming the unit, and stands in the unit's front rank
// (placeCharacters puts it there after every order). The unit is the one
// that moves, charges, flees and is shot at; the character moves with it,
// lends it the highest Ld and the slowest M (the counter "pace"), and
// strikes with its own profile in the unit's combats (character_fight.go).

// Join is a character moving into base contact with a friendly unit to
// join it (§10.2), in the remaining-moves sub-phase.
type Join struct {
	By              engine.PlayerID
	Character, Unit engine.PieceID
}

// Kind returns "whfb8/join".
func (Join) Kind() string { return ID + "/join" }

// Player returns who gives the order.
func (o Join) Player() engine.PlayerID { return o.By }

// joinableTypes are the troop types a character may join and may be to
// join (§10.2): infantry, war beasts, cavalry and the monstrous kinds.
var joinableTypes = []string{"In", "WB", "Ca", "MC", "MB", "MI"}

// character reports whether p is a character model: a single model of a
// troop type that may join units (§10.2), not a wizard-less war machine.
func character(p *engine.Piece) bool {
	return p != nil && p.Size == "single" && slices.Contains(joinableTypes, p.Type)
}

// attachedTo are the characters that have joined the unit, by ID.
func attachedTo(s *engine.State, id engine.PieceID) []*engine.Piece {
	var out []*engine.Piece
	for i := range s.Pieces {
		if s.Pieces[i].Attached == id && id != 0 {
			out = append(out, &s.Pieces[i])
		}
	}
	return out
}

// together reports whether p and q are one combined unit: the same
// piece, or one joined to the other (§10.2: a character in a unit forms
// one unit with it, so the 1" rule and overlaps never apply between them).
func together(p, q *engine.Piece) bool {
	return p.ID == q.ID || p.Attached == q.ID || q.Attached == p.ID ||
		(p.Attached != 0 && p.Attached == q.Attached)
}

// checkJoin: a character not in a unit, that has not moved this turn,
// not engaged or fleeing, within its M of a friendly unit of a type it
// may join, not engaged or fleeing and without a rule forbidding it
// (§10.2). The character's walk to the unit is not planned: it is a
// move of at most M into contact.
func (r *Ruleset) checkJoin(s *engine.State, o Join) *engine.Illegal {
	c, u := s.Piece(o.Character), s.Piece(o.Unit)
	switch {
	case s.Phase != Movement:
		return engine.Refuse(rule("10.2"), nil, "Characters join units in the remaining-moves sub-phase, not the %s phase.", s.Phase)
	case c == nil || c.Owner != o.By || !character(c):
		return engine.Refuse(rule("10.2"), nil, "Player %d has no such character.", o.By)
	case u == nil || u.Owner != o.By || u.ID == c.ID:
		return engine.Refuse(rule("10.2"), nil, "A character joins a friendly unit.")
	case c.Attached != 0:
		return engine.Refuse(rule("10.2"), nil, "%s is already in a unit.", c.Name)
	case u.Attached != 0 || character(u):
		return engine.Refuse(rule("10.2"), nil, "%s is a character: a unit made only of characters is not played.", u.Name)
	}
	if il := r.canMove(s, c, Normal); il != nil {
		return il
	}
	switch {
	case !slices.Contains(joinableTypes, u.Type):
		return engine.Refuse(rule("10.2"), nil, "A character may not join %s (%s).", u.Name, typeOf(u).Name)
	case u.Counter("fleeing") != 0 || u.Counter("engaged") != 0:
		return engine.Refuse(rule("10.2"), nil, "%s is fleeing or engaged: no character may join it.", u.Name)
	case u.HasRule("Unbreakable") || u.HasRule("Unstable") || u.HasRule("Ethereal") || (u.HasRule("Skirmishers") && mounted(c)):
		return engine.Refuse(rule("10.2"), nil, "%s's rules forbid characters to join it.", u.Name)
	}
	if il := r.charactersFit(s, u, u.Pose, c); il != nil {
		return il
	}
	if d, m := gap(c, u), float64(stat(c, "M"))*Inch; d > m+geom.Eps {
		return engine.Refuse(rule("10.2"), []engine.Mark{{Poly: u.Rect().Poly()}},
			"%s is %s from %s; it moves at most %d\" into contact.", c.Name, engine.Inches.Format(d), u.Name, stat(c, "M"))
	}
	return nil
}

// applyJoin puts the character in the unit's front rank. The character
// has made its move; the unit may have moved before but may not after.
func (r *Ruleset) applyJoin(s *engine.State, o Join) []engine.Event {
	c, u := s.Piece(o.Character), s.Piece(o.Unit)
	from := c.Pose
	c.Attached = u.ID
	c.SetCounter("moved", playerTurn(s))
	u.SetCounter("moved", playerTurn(s))
	placeCharacters(s)
	return []engine.Event{{Kind: engine.Moved, Piece: c.ID, Rule: rule("10.2"), From: from, To: c.Pose,
		Text: fmt.Sprintf("%s joins %s.", c.Name, u.Name)}}
}

// leaving is a character's move out of its unit (§10.2): a normal move
// of its own that must end 1" clear of the unit; the unit has not moved.
func leaving(p *engine.Piece) bool { return p.Attached != 0 }

// placeCharacters stands every character in its unit (§2.3, §10.2): in
// the front rank, flush with the front, the unit's characters side by
// side about the middle; a character whose base is not a whole number
// of the unit's model bases wide stands at the unit's right flank
// instead. A unit's slowest M is kept in its counter "pace". It runs
// after every order, so characters follow their unit wherever it goes.
func placeCharacters(s *engine.State) {
	for i := range s.Pieces {
		u := &s.Pieces[i]
		cs := attachedTo(s, u.ID)
		if len(cs) == 0 || u.Attached != 0 {
			u.SetCounter("pace", 0)
			continue
		}
		pace := math.MaxInt
		for _, c := range cs {
			pace = min(pace, stat(c, "M"))
			if u.Counter("engaged") == 0 { // §10.2: out of combat, back to the front rank
				c.SetCounter("make-way", 0)
			}
		}
		for k, pose := range characterPoses(u, u.Pose, cs) {
			cs[k].Pose = roomyPose(s, u, cs[k], pose)
		}
		u.SetCounter("pace", pace) // stat takes the lower of it and the unit's own
	}
}

// roomyPose is where a character stands in unit u when pose, outside
// the unit's footprint, would overlap another unit (an enemy flush
// against that flank) or stand over the table's edge: at the other
// flank, else in the middle of the front rank, inside the unit's
// footprint.
func roomyPose(s *engine.State, u, c *engine.Piece, pose geom.Pose) geom.Pose {
	r := u.Rect()
	front := r.LeaderPoint()
	tries := []geom.Pose{pose,
		{Pos: front.Sub(r.Right().Scale(r.W/2 + c.Footprint.W/2)).Sub(r.Forward().Scale(c.Footprint.D / 2)), Heading: u.Pose.Heading},
		{Pos: front.Sub(r.Forward().Scale(c.Footprint.D / 2)), Heading: u.Pose.Heading}}
	for k, t := range tries {
		ghost := *c
		ghost.Pose = t
		if k == len(tries)-1 || onTableAt(s, &ghost) && !slices.ContainsFunc(s.Pieces, func(q engine.Piece) bool {
			return !together(&ghost, &q) && geom.Overlap(ghost.Shape(), q.Shape())
		}) {
			return t
		}
	}
	return pose
}

// characterPoses are where unit u's characters cs stand with u at pose:
// in the front rank, or at the right flank, or, after Make Way!, at the
// side that fights.
func characterPoses(u *engine.Piece, pose geom.Pose, cs []*engine.Piece) []geom.Pose {
	at := *u
	at.Pose = pose
	r := at.Rect()
	front := r.LeaderPoint()
	out := make([]geom.Pose, len(cs))
	var inside []int
	side := 0.0
	along := map[int]float64{}
	for k, c := range cs {
		if mw := c.Counter("make-way"); mw != 0 {
			out[k] = sidePose(&at, c, geom.Arc(mw-1), along[mw])
			along[mw] += max(c.Footprint.W, c.Footprint.D)
			continue
		}
		if fitsSlots(u, c) {
			inside = append(inside, k)
			continue
		}
		out[k] = geom.Pose{Pos: front.Add(r.Right().Scale(r.W/2 + side + c.Footprint.W/2)).Sub(r.Forward().Scale(c.Footprint.D / 2)), Heading: pose.Heading}
		side += c.Footprint.W
	}
	width := 0.0
	for _, k := range inside {
		width += cs[k].Footprint.W
	}
	x := -width / 2
	for _, k := range inside {
		c := cs[k]
		out[k] = geom.Pose{Pos: front.Add(r.Right().Scale(x + c.Footprint.W/2)).Sub(r.Forward().Scale(c.Footprint.D / 2)), Heading: pose.Heading}
		x += c.Footprint.W
	}
	return out
}

// charactersFit refuses to stand unit u at pose, with extra joining it,
// when a character standing beside it would be off the table or on
// another unit (§10.2: "if there is no room even there, he cannot
// join"; the unit's own moves are planned for its block alone).
func (r *Ruleset) charactersFit(s *engine.State, u *engine.Piece, pose geom.Pose, extra *engine.Piece) *engine.Illegal {
	cs := attachedTo(s, u.ID)
	if extra != nil {
		cs = append(cs, extra)
	}
	if len(cs) == 0 {
		return nil
	}
	for k, ps := range characterPoses(u, pose, cs) {
		c := *cs[k]
		c.Pose = ps
		if !r.onTable(s, &c) {
			return engine.Refuse(rule("10.2"), []engine.Mark{{Poly: c.Rect().Poly()}}, "%s would stand off the table beside %s.", c.Name, u.Name)
		}
		for i := range s.Pieces {
			q := &s.Pieces[i]
			if q.ID != c.ID && !together(u, q) && geom.Overlap(c.Shape(), q.Shape()) {
				return engine.Refuse(rule("10.2"), []engine.Mark{{Poly: c.Rect().Poly()}}, "%s would stand on %s beside %s.", c.Name, q.Name, u.Name)
			}
		}
	}
	return nil
}

// fitsSlots reports whether a character's base fills a whole number of
// the unit's model slots (§10.2, p.98) and no more than its frontage.
func fitsSlots(u, c *engine.Piece) bool {
	mw := u.Formation.ModelW
	if mw <= 0 || c.Footprint.W > u.Footprint.W+geom.Eps {
		return false
	}
	n := c.Footprint.W / mw
	return math.Abs(n-math.Round(n)) < 1e-6
}

// rawStat is a profile value as written, without the unit's pace.
func rawStat(p *engine.Piece, name string) int {
	v, _ := p.Stat(name)
	return v
}

// orphans is what becomes of the characters of a unit leaving play
// (§10.2): when its rank-and-file are all dead they fight on as a unit of
// their own, engaged with the unit's enemy; when it leaves whole (caught
// by a pursuit, fled off the table) they go with it.
func (r *Ruleset) orphans(s *engine.State, id engine.PieceID) []engine.Event {
	u := s.Piece(id)
	if u == nil {
		return nil
	}
	var ev []engine.Event
	var gone []engine.PieceID
	for _, c := range attachedTo(s, id) {
		if u.Formation.Models > 0 {
			if u.Counter("seized") != 0 { // caught by a pursuit: his banner too
				seize(c)
			}
			gone = append(gone, c.ID)
			continue
		}
		c.Attached = 0
		if e := s.Piece(engine.PieceID(u.Counter("engaged"))); e != nil && gap(c, e) <= touchTol {
			c.SetCounter("engaged", int(e.ID)) // he fights on where he stands
		}
		c.SetCounter("fleeing", u.Counter("fleeing"))
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: c.ID, Rule: rule("10.2"),
			Text: fmt.Sprintf("%s stands alone.", c.Name)})
	}
	for _, cid := range gone {
		name := s.Piece(cid).Name
		s.Remove(cid)
		ev = append(ev, engine.Event{Kind: engine.Removed, Piece: cid, Rule: rule("10.2"), Text: fmt.Sprintf("%s is lost with its unit.", name)})
	}
	return ev
}

// hostHolds refuses a character's move out of a unit that is engaged or
// fleeing (§10.2: he may not leave a combat or a flight).
func hostHolds(s *engine.State, p *engine.Piece) *engine.Illegal {
	h := s.Piece(p.Attached)
	if p.Attached == 0 || h == nil {
		return nil
	}
	if h.Counter("engaged") != 0 || h.Counter("fleeing") != 0 {
		return engine.Refuse(rule("10.2"), nil, "%s is in %s, which is engaged or fleeing: he may not leave it.", p.Name, h.Name)
	}
	return nil
}

// leave ends a character's membership of its unit once he has moved out
// of it (§10.2).
func leave(s *engine.State, p *engine.Piece) []engine.Event {
	h := s.Piece(p.Attached)
	if p.Attached == 0 || h == nil {
		return nil
	}
	p.Attached = 0
	return []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("10.2"), Text: fmt.Sprintf("%s leaves %s.", p.Name, h.Name)}}
}

// shielded reports whether t is a character in a unit of 5 or more
// rank-and-file of its own troop type: no shot may target him (§10.2).
func shielded(s *engine.State, t *engine.Piece) bool {
	h := s.Piece(t.Attached)
	return t.Attached != 0 && h != nil && h.Type == t.Type && h.Formation.Models >= 5
}

// joinOptions offers a lone character the units it may join (§10.2).
func (r *Ruleset) joinOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !character(p) || p.Attached != 0 {
		return nil
	}
	var out []engine.OrderOption
	for i := range s.Pieces {
		u := &s.Pieces[i]
		o := Join{By: p.Owner, Character: p.ID, Unit: u.ID}
		if u.Owner != p.Owner || r.checkJoin(s, o) != nil {
			continue
		}
		out = append(out, engine.OrderOption{Kind: o.Kind(), Label: "Join " + u.Name, Pick: engine.PickNow, Order: o,
			Hint: "Move into contact and take a place in its front rank; the unit may not move after."})
	}
	return out
}

// leavesClear refuses a character's move that would not take him out of
// his unit: he must end 1" clear of it like any other unit (§3.4, §10.2).
func leavesClear(s *engine.State, p *engine.Piece, end geom.Pose) *engine.Illegal {
	h := s.Piece(p.Attached)
	if p.Attached == 0 || h == nil {
		return nil
	}
	q := *p
	q.Pose = end
	if d := gap(&q, h); d < Inch-geom.Eps {
		return engine.Refuse(rule("10.2"), []engine.Mark{{Poly: q.Rect().Poly()}},
			"%s would stand %s from %s: a character leaving a unit ends 1\" clear of it.", p.Name, engine.Inches.Format(d), h.Name)
	}
	return nil
}

// joinAtStart: a character the scenario stands in base contact with a
// friendly unit he may join starts the battle in it (§10.2: a character
// joins by moving into base contact), by ID, the first such unit.
func joinAtStart(s *engine.State) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		c := &s.Pieces[i]
		if !character(c) || c.Attached != 0 || len(attachedTo(s, c.ID)) > 0 {
			continue
		}
		for j := range s.Pieces {
			u := &s.Pieces[j]
			if u.Owner != c.Owner || u.ID == c.ID || character(u) || u.Attached != 0 || !slices.Contains(joinableTypes, u.Type) ||
				u.HasRule("Unbreakable") || u.HasRule("Unstable") || u.HasRule("Ethereal") || gap(c, u) > touchTol {
				continue
			}
			c.Attached = u.ID
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: c.ID, Rule: rule("10.2"), Text: fmt.Sprintf("%s starts in %s.", c.Name, u.Name)})
			break
		}
	}
	placeCharacters(s)
	return ev
}

// characterRole is a character's one-word tag on the table: General,
// BSB (the Battle Standard Bearer), Wizard or Hero.
func characterRole(p *engine.Piece) string {
	switch {
	case p.HasRule("General"):
		return "General"
	case p.HasRule("Battle Standard"):
		return "BSB"
	case level(p) > 0:
		return "Wizard"
	}
	return "Hero"
}

// characterLines are a card's lines about characters (§10.2, §9.3): the
// unit a character is in, or the characters and champion a unit has.
func characterLines(s *engine.State, p *engine.Piece) []engine.Line {
	var out []engine.Line
	if h := s.Piece(p.Attached); p.Attached != 0 && h != nil {
		out = append(out, engine.Line{Text: fmt.Sprintf("%s in %s: he moves, shoots and is charged with it (%s).", characterRole(p), h.Name, rule("10.2"))})
	}
	var names []string
	for _, c := range attachedTo(s, p.ID) {
		names = append(names, fmt.Sprintf("%s (%s)", c.Name, characterRole(c)))
	}
	if hasChampion(p) {
		names = append(names, "a champion")
	}
	if len(names) > 0 {
		out = append(out, engine.Line{Text: fmt.Sprintf("With %s (%s).", join(names), rule("10.2"))})
	}
	if done(s, p, "refused") {
		out = append(out, engine.Line{Text: fmt.Sprintf("Refused a challenge: his Ld is not used this turn (%s).", rule("10.3")), Tone: engine.Warn})
	}
	return out
}

// onTableAt reports whether p's footprint is wholly on the table.
func onTableAt(s *engine.State, p *engine.Piece) bool {
	for _, c := range p.Rect().Corners() {
		if c.X < 0 || c.Y < 0 || c.X > s.Table.Width || c.Y > s.Table.Depth {
			return false
		}
	}
	return true
}
