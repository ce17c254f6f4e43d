package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// DeployPhase is the phase before turn 1 in which the players deploy
// their units one at a time (§12, alternating units), in a scenario whose
// State.Deployment is PlayersDeploy.
const DeployPhase = "deployment"

// PlayersDeploy is the State.Deployment of a scenario whose units wait
// until the players deploy them.
const PlayersDeploy = "players"

// DeploysInZones: armies deploy in their zones (engine.Deployer, §12).
func (r *Ruleset) DeploysInZones() bool { return true }

// undeployed marks a unit still waiting to be deployed; it stands where
// the scenario put it, drawn faded, and blocks nothing.
const undeployed = "undeployed"

// Deploy places one waiting unit (§12): a path step puts its centre at
// To, a pivot turns it about its centre; nothing is swept.
type Deploy struct {
	By    engine.PlayerID
	Unit  engine.PieceID
	N     int
	Steps [MaxSteps]move.Step
}

// Kind returns "whfb8/deploy".
func (Deploy) Kind() string { return ID + "/deploy" }

// Player returns who deploys.
func (d Deploy) Player() engine.PlayerID { return d.By }

// StepList returns the steps in use.
func (d Deploy) StepList() []move.Step { return d.Steps[:min(max(d.N, 0), MaxSteps)] }

// NewDeploy builds a Deploy from a slice of steps (at most MaxSteps).
func NewDeploy(by engine.PlayerID, unit engine.PieceID, steps []move.Step) Deploy {
	d := Deploy{By: by, Unit: unit, N: min(len(steps), MaxSteps)}
	copy(d.Steps[:], steps)
	return d
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

// waitingOf lists a player's units still to deploy.
func waitingOf(s *engine.State, player engine.PlayerID) []engine.PieceID {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; (player == 0 || p.Owner == player) && p.Counter(undeployed) != 0 {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// startDeployment marks every unit waiting and rolls off: the winner
// deploys first (§12: "roll off to see who sets up the first unit").
func (r *Ruleset) startDeployment(s *engine.State) []engine.Event {
	for i := range s.Pieces {
		s.Pieces[i].SetCounter(undeployed, 1)
	}
	s.Turn, s.Phase = 0, DeployPhase
	first, ev := rollOff(s, "deployment", "Roll-off to deploy first")
	s.Active = first
	if len(waitingOf(s, s.Active)) == 0 {
		s.Active = engine.Opponent(s.Active)
	}
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: rule("12"), Value: int(s.Active),
		Text: fmt.Sprintf("Deployment: player %d sets up a unit first; then one unit at a time each.", s.Active)})
}

// rollOff is a D6 each, again on a tie, with bonus[p] added to player
// p's roll; it returns the winner and the rolls' events.
func rollOff(s *engine.State, what, text string, bonus ...int) (engine.PlayerID, []engine.Event) {
	plus := [3]int{}
	copy(plus[1:], bonus)
	var ev []engine.Event
	for {
		a := s.Dice.Roll(6, what+", player 1")
		b := s.Dice.Roll(6, what+", player 2")
		x, y := a.Face+plus[1], b.Face+plus[2]
		e := engine.Event{Kind: engine.Rolled, Rule: rule("12"), Value: x - y}
		e.Dice = append(e.Dice, a, b)
		switch {
		case x > y:
			e.Text = fmt.Sprintf("%s: %d against %d; player 1.", text, x, y)
			return 1, append(ev, e)
		case y > x:
			e.Text = fmt.Sprintf("%s: %d against %d; player 2.", text, x, y)
			return 2, append(ev, e)
		}
		e.Text = fmt.Sprintf("%s: %d against %d, again.", text, x, y)
		ev = append(ev, e)
	}
}

// checkDeploy accepts the placement of the player's own waiting unit
// wholly inside its zone, on the table, on no impassable terrain and on
// no deployed unit (§12).
func (r *Ruleset) checkDeploy(s *engine.State, d Deploy) *engine.Illegal {
	if s.Phase != DeployPhase {
		return engine.Refuse(rule("12"), nil, "Units are deployed before the game begins, not now.")
	}
	p := s.Piece(d.Unit)
	switch {
	case p == nil || p.Owner != d.By:
		return engine.Refuse(rule("12"), nil, "Player %d has no such unit to deploy.", d.By)
	case p.Counter(undeployed) == 0:
		return engine.Refuse(rule("12"), nil, "%s is already deployed.", p.Name)
	case !slices.Contains(deployableOf(s, d.By), p.ID):
		return engine.Refuse(rule("9.1"), nil, "Scouts deploy after every other unit of both armies.")
	case d.N < 0 || d.N > MaxSteps:
		return engine.Refuse(rule("12"), nil, "A deployment has at most %d steps.", MaxSteps)
	}
	for _, st := range d.StepList() {
		if st.Kind != move.Path && st.Kind != move.Pivot {
			return engine.Refuse(rule("12"), nil, "A unit is deployed by placing it and turning it, not by a %s.", st.Kind)
		}
		if !finite(st.To.X) || !finite(st.To.Y) || !finite(st.Angle) {
			return engine.Refuse(rule("12"), nil, "A deployment's steps must be finite.")
		}
	}
	q := *p
	q.Pose = deployedPose(p.Pose, d)
	shape, poly := q.Shape(), q.Rect().Poly()
	var zone geom.Poly
	for _, z := range s.Table.Zones {
		if engine.PlayerID(z.Player) == p.Owner {
			zone = z.Area
		}
	}
	switch {
	case !r.onTable(s, &q):
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "%s would stand off the table.", p.Name)
	case zone == nil:
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "Player %d has no deployment zone on this table.", p.Owner)
	case !zone.ContainsShape(shape) && !scoutsWhere(s, p, &q):
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "%s must be deployed wholly inside player %d's deployment zone.", p.Name, p.Owner)
	}
	for _, tr := range s.Table.Terrain {
		if (tr.Kind == table.Impassable || tr.Kind == table.Building) && tr.Overlaps(shape) {
			return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "%s would stand on %s.", p.Name, tr.Name)
		}
	}
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID != p.ID && o.Counter(undeployed) == 0 && geom.Overlap(shape, o.Shape()) {
			return engine.Refuse(rule("12"), []engine.Mark{{Poly: o.Rect().Poly()}, {Poly: poly}}, "%s would overlap %s.", p.Name, o.Name)
		}
	}
	return nil
}

// applyDeploy places the unit and passes the deployment to the other
// player while they have units left. When every unit stands, the roll-off
// for the first turn: +1 for the player who finished deploying first
// (§12), and turn 1 begins.
func (r *Ruleset) applyDeploy(s *engine.State, d Deploy) []engine.Event {
	p := s.Piece(d.Unit)
	from := p.Pose
	p.Pose = deployedPose(from, d)
	p.SetCounter(undeployed, 0)
	if zone := zoneOf(s, p.Owner); zone != nil && !zone.ContainsShape(p.Shape()) {
		p.SetCounter("scouted", 1) // §9.1: outside its zone
	}
	left := len(waitingOf(s, d.By))
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rule("12"), From: from, To: p.Pose,
		Text: fmt.Sprintf("Player %d deploys %s (%d left to deploy).", d.By, p.Name, left)}}
	sd := side(s, d.By)
	if left == 0 && side(s, engine.Opponent(d.By)).Counter("deployed-first") == 0 {
		sd.SetCounter("deployed-first", 1)
	}
	if opp := engine.Opponent(d.By); len(deployableOf(s, opp)) > 0 {
		s.Active = opp
		return ev
	}
	if len(deployableOf(s, d.By)) > 0 {
		return ev
	}
	bonus := [2]int{}
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		bonus[pl-1] = s.Side(pl).Counter("deployed-first")
	}
	first, rolls := rollOff(s, "first turn", "Roll-off for the first turn (+1 for finishing deployment first)", bonus[0], bonus[1])
	ev = append(ev, rolls...)
	s.Turn, s.Phase, s.Active, s.First = 1, Charge, first, first
	if vg := r.startVanguard(s); vg != nil {
		return append(ev, vg...)
	}
	ev = append(ev, r.phaseEvent(s))
	return append(ev, r.startOfTurn(s)...)
}

// zoneOf is a player's deployment zone, nil when the table has none.
func zoneOf(s *engine.State, player engine.PlayerID) geom.Poly {
	for _, z := range s.Table.Zones {
		if engine.PlayerID(z.Player) == player {
			return z.Area
		}
	}
	return nil
}

// deployOption is the order a waiting unit may be given: placed anywhere
// (a free path and a pivot), no budget.
func (r *Ruleset) deployOption(p *engine.Piece) []engine.OrderOption {
	return []engine.OrderOption{{Kind: Deploy{}.Kind(), Label: "Deploy", Key: "1", Pick: engine.PickMove,
		Hint: "Place the unit wholly in your deployment zone.", Move: engine.Constraints{FreePath: true, Pivots: MaxSteps}}}
}

// previewDeploy is a Deploy's placement as a solver result, with the
// refusal if any: a path step to the centre and a pivot.
func (r *Ruleset) previewDeploy(s *engine.State, d Deploy) (move.Result, error) {
	p := s.Piece(d.Unit)
	if p == nil {
		return move.Result{}, engine.Refuse(rule("12"), nil, "There is no unit %d.", d.Unit)
	}
	end := deployedPose(p.Pose, d)
	d = NewDeploy(d.By, p.ID, []move.Step{{Kind: move.Path, To: end.Pos}, {Kind: move.Pivot, Angle: geom.NormAngle(end.Heading - p.Pose.Heading)}})
	res := move.Result{Start: p.Rect(), End: p.Rect().WithPose(end), Steps: d.StepList(),
		Poses: []geom.Pose{{Pos: end.Pos, Heading: p.Pose.Heading}, end}}
	if il := r.checkDeploy(s, d); il != nil {
		return res, il
	}
	return res, nil
}
