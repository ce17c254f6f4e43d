package kow

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// DeployPhase is the phase before the Vanguard moves and turn 1 in which
// the players deploy their units one at a time (kow2 §11.4), in a
// scenario whose State.Deployment is PlayersDeploy.
const DeployPhase = "deployment"

// PlayersDeploy is the State.Deployment of a scenario whose units wait
// at their "at" positions until the players deploy them (kow2 §11.4).
const PlayersDeploy = "players"

// DeploysInZones says that Kings of War armies deploy in their zones
// (engine.Deployer, kow2 §11.4).
func (r *Ruleset) DeploysInZones() bool { return true }

// undeployed is the counter Start sets on every unit of a game the
// players deploy; Deploy clears it. An undeployed unit stands where the
// scenario put it (in its zone, drawn faded) and blocks nothing.
const undeployed = "undeployed"

// Undeployed reports whether a unit is still waiting to be deployed.
func Undeployed(p *engine.Piece) bool { return p.Counter(undeployed) != 0 }

// Deploy places one undeployed unit (kow2 §11.4). Its steps start from
// where the unit waits: a path step puts its centre at To (a placement,
// not a move: nothing is swept), a pivot turns it about its centre. The
// window's drags and the command line's "to" both build these steps.
type Deploy struct {
	By    engine.PlayerID
	Unit  engine.PieceID
	N     int
	Steps [MaxSteps]move.Step
}

// Kind returns "kow/deploy".
func (Deploy) Kind() string { return "kow/deploy" }

// Player returns who deploys.
func (d Deploy) Player() engine.PlayerID { return d.By }

// StepList returns the steps in use.
func (d Deploy) StepList() []move.Step { return d.Steps[:d.N] }

// NewDeploy builds a Deploy from a slice of steps (at most MaxSteps).
func NewDeploy(by engine.PlayerID, unit engine.PieceID, steps []move.Step) Deploy {
	d := Deploy{By: by, Unit: unit, N: min(len(steps), MaxSteps)}
	copy(d.Steps[:], steps)
	return d
}

// DeployAt is the Deploy that puts a unit at a pose, from where it waits.
func DeployAt(by engine.PlayerID, p *engine.Piece, at geom.Pose) Deploy {
	return NewDeploy(by, p.ID, []move.Step{{Kind: move.Path, To: at.Pos},
		{Kind: move.Pivot, Angle: geom.NormAngle(at.Heading - p.Pose.Heading)}})
}

// deployedPose is where a Deploy puts its unit.
func deployedPose(from geom.Pose, d Deploy) geom.Pose {
	at := from
	for _, st := range d.StepList() {
		switch st.Kind {
		case move.Path:
			at.Pos = st.To
		case move.Pivot:
			at.Heading = geom.NormAngle(at.Heading + st.Angle)
		}
	}
	return at
}

// undeployedOf lists a player's units still to deploy.
func undeployedOf(s *engine.State, player engine.PlayerID) []engine.PieceID {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == player && Undeployed(p) {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// startDeployment marks every unit undeployed and rolls off: the winner
// deploys first (kow2 §11.4: the winner also chooses a long edge; here the
// zones stay as the layout gives them [REC]).
func (r *Ruleset) startDeployment(s *engine.State) []engine.Event {
	for i := range s.Pieces {
		s.Pieces[i].SetCounter(undeployed, 1)
	}
	s.Turn, s.Phase = 0, DeployPhase
	var ev []engine.Event
	s.Active, ev = r.rollOffFor(s, "deployment roll-off", "11.4", "Roll-off for deployment")
	if len(undeployedOf(s, s.Active)) == 0 {
		s.Active = engine.Opponent(s.Active)
	}
	ev[len(ev)-1].Text += fmt.Sprintf(" Player %d deploys first, one unit at a time, in the deployment zones the table gives (the choice of long edge is not modelled).", s.Active)
	ev = append(ev, r.scryingGems(s)...)
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("11.4"), Value: int(s.Active),
		Text: fmt.Sprintf("Deployment: player %d deploys a unit first.", s.Active)})
}

// checkDeploy accepts a Deploy of the player's own undeployed unit to a
// spot wholly inside its deployment zone, more than 12" from the centre
// line, on the table, on no impassable terrain or building and
// overlapping no deployed unit (undeployed ones wait aside and block
// nothing) (kow2 §11.4, §14-A25).
func (r *Ruleset) checkDeploy(s *engine.State, d Deploy) *engine.Illegal {
	if s.Phase != DeployPhase {
		return engine.Refuse(r.rule("11.4"), nil, "Units are deployed before the game begins, not now.")
	}
	p := s.Piece(d.Unit)
	if p == nil || p.Owner != d.By {
		return engine.Refuse(r.rule("11.4"), nil, "Player %d has no such unit to deploy.", d.By)
	}
	if !Undeployed(p) {
		return engine.Refuse(r.rule("11.4"), nil, "%s is already deployed.", p.Name)
	}
	if d.N < 0 || d.N > MaxSteps {
		return engine.Refuse(r.rule("11.4"), nil, "A deployment has at most %d steps.", MaxSteps)
	}
	for _, st := range d.StepList() {
		if st.Kind != move.Path && st.Kind != move.Pivot {
			return engine.Refuse(r.rule("11.4"), nil, "A unit is deployed by placing it (a path step to its centre) and turning it (a pivot), not by a %s.", st.Kind)
		}
		if !finite(st.To.X) || !finite(st.To.Y) || !finite(st.Angle) {
			return engine.Refuse(r.rule("11.4"), nil, "A deployment's steps must be finite.")
		}
	}
	q := *p
	q.Pose = deployedPose(p.Pose, d)
	shape := q.Shape()
	poly := footprintPoly(&q)
	t := &s.Table
	if b := shape.Bounds(); b.Min.X < -geom.Eps || b.Min.Y < -geom.Eps || b.Max.X > t.Width+geom.Eps || b.Max.Y > t.Depth+geom.Eps {
		return engine.Refuse(r.rule("11.4"), []engine.Mark{{Poly: poly}}, "%s would stand off the table.", p.Name)
	}
	zone, ok := zoneOf(s, p.Owner)
	if !ok {
		return engine.Refuse(r.rule("11.4"), []engine.Mark{{Poly: poly}}, "Player %d has no deployment zone on this table.", p.Owner)
	}
	if !zone.ContainsShape(shape) {
		// The footprint is marked; the window outlines the zone itself.
		return engine.Refuse(r.rule("11.4"), []engine.Mark{{Poly: poly}},
			"%s must be deployed wholly inside player %d's deployment zone.", p.Name, p.Owner)
	}
	mid := t.Depth / 2
	near := math.Min(math.Abs(shape.Bounds().Min.Y-mid), math.Abs(shape.Bounds().Max.Y-mid))
	if shape.Bounds().Min.Y < mid && shape.Bounds().Max.Y > mid {
		near = 0
	}
	if s.HasHouseRule(DeployFromCentrePoint) { // §14-A25's option
		centre := geom.V(t.Width/2, mid)
		if near = geom.Distance(geom.Circle{C: centre}, shape); near < 12*Inch-geom.Eps {
			ring := geom.Circle{C: centre, R: 12 * Inch}
			return engine.Refuse(r.rule("14-A25"), []engine.Mark{{Circle: &ring, Label: "12\" from the centre"}, {Poly: poly}},
				"%s would stand %s from the centre of the table: a unit is deployed more than 12\" from it.", p.Name, engine.Inches.Format(near))
		}
	} else if near < 12*Inch-geom.Eps {
		line := geom.Seg{A: geom.V(0, mid), B: geom.V(t.Width, mid)}
		return engine.Refuse(r.rule("14-A25"), []engine.Mark{{Seg: &line, Label: "centre line"}, {Poly: poly}},
			"%s would stand %s from the centre line: a unit is deployed more than 12\" from it.", p.Name, engine.Inches.Format(near))
	}
	if tr := t.ClosedUnder(shape); tr != nil {
		return engine.Refuse(r.rule("11.4"), []engine.Mark{{Poly: poly}}, "%s would stand on %s.", p.Name, tr.Name)
	}
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID == p.ID || Undeployed(o) || o.Attached != 0 {
			continue
		}
		if geom.Overlap(shape, o.Shape()) {
			return engine.Refuse(r.rule("11.4"), []engine.Mark{{Poly: footprintPoly(o)}, {Poly: poly}},
				"%s would overlap %s.", p.Name, o.Name)
		}
	}
	return nil
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// footprintPoly is a piece's footprint as a polygon to draw.
func footprintPoly(p *engine.Piece) geom.Poly {
	if p.Footprint.Round {
		return geom.RegularPoly(p.Pose.Pos, p.Footprint.W/2, 24)
	}
	return p.Rect().Poly()
}

// zoneOf is the player's deployment zone.
func zoneOf(s *engine.State, player engine.PlayerID) (geom.Poly, bool) {
	for _, z := range s.Table.Zones {
		if engine.PlayerID(z.Player) == player {
			return z.Area, true
		}
	}
	return nil, false
}

// applyDeploy places the unit and passes the deployment to the other
// player while they have units left; when nobody has, the Vanguard moves
// follow, then the roll-off for the first turn (§11.4, §4.12, §11.5).
func (r *Ruleset) applyDeploy(s *engine.State, d Deploy) []engine.Event {
	p := s.Piece(d.Unit)
	from := p.Pose
	p.Pose = deployedPose(from, d)
	p.SetCounter(undeployed, 0)
	left := len(undeployedOf(s, d.By))
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: r.rule("11.4"), From: from, To: p.Pose,
		Text: fmt.Sprintf("Player %d deploys %s (%d left to deploy).", d.By, p.Name, left)}}
	if scried(s, d.By) && left > 0 { // §10.2: D3+1 units at the first placement
		return ev
	}
	if opp := engine.Opponent(d.By); len(undeployedOf(s, opp)) > 0 {
		s.Active = opp
		return ev
	}
	if left > 0 {
		return ev
	}
	ev = append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("11.4"), Text: "Every unit is deployed."})
	s.Phase = ""
	if vev, ok := r.startVanguard(s); ok {
		return append(ev, vev...)
	}
	ev = append(ev, r.rollOff(s)...)
	s.Turn, s.Phase = 1, Movement
	ev = append(ev, r.turnBegins(s))
	return append(ev, r.startTurn(s)...)
}

// deployOption is the order a waiting unit may be given: placed anywhere
// (a free path, a pivot of any angle), as far as it likes: no budget,
// so no reach is drawn.
func (r *Ruleset) deployOption(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !Undeployed(p) {
		return nil
	}
	return []engine.OrderOption{{Kind: Deploy{}.Kind(), Label: "Deploy", Key: "1", Pick: engine.PickMove,
		Move: engine.Constraints{FreePath: true, Pivots: MaxSteps}}}
}

// previewDeploy is a Deploy's placement as a solver result: from where
// the unit waits to where it would stand, with the refusal if any. Its
// steps are the placement's own two, a path step to the centre and a
// pivot, however many the gesture made, so a window's drags never run
// out of steps.
func (r *Ruleset) previewDeploy(s *engine.State, d Deploy) (move.Result, error) {
	p := s.Piece(d.Unit)
	if p == nil {
		return move.Result{}, engine.Refuse(r.rule("11.4"), nil, "There is no unit %d.", d.Unit)
	}
	end := deployedPose(p.Pose, d)
	d = DeployAt(d.By, p, end)
	mid := geom.Pose{Pos: end.Pos, Heading: p.Pose.Heading}
	res := move.Result{Start: p.Rect(), End: p.Rect().WithPose(end), Round: p.Footprint.Round,
		Steps: d.StepList(), Poses: []geom.Pose{mid, end}}
	if il := r.checkDeploy(s, d); il != nil {
		return res, il
	}
	return res, nil
}
