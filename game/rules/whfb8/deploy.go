package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
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
// where it may stand now (deployArea: wholly inside its zone, or the
// part of it a Dawn Attack roll gave, or with its centre on the
// watchtower), on the table, on no impassable terrain and on no
// deployed unit; a character may be placed on a friendly unit to start
// inside it (§12).
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
		return engine.Refuse(rule("12"), nil, "%s cannot be deployed now: %s.", p.Name, deployWhat(s, deployableOf(s, d.By)))
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
	host := r.deployHost(s, p, &q)
	if !r.onTable(s, &q) {
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "%s would stand off the table.", p.Name)
	}
	if host == nil && battleOf(s).ZoneRoll && p.Counter("zone-roll") == 0 && !p.HasRule("Scouts") {
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "Roll for %s's zone first (a character may instead be placed on a unit of yours, to start inside it).", p.Name)
	}
	if host == nil {
		area, where, centre := r.deployArea(s, p)
		in := area != nil && area.ContainsShape(shape)
		if centre {
			in = area != nil && area.Contains(q.Pose.Pos)
		}
		switch {
		case area == nil:
			return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "Player %d has no deployment zone on this table.", p.Owner)
		case !in && !scoutsWhere(s, p, &q):
			return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}, {Poly: area}}, "%s must be deployed %s.", p.Name, where)
		}
	}
	if tr := s.Table.ClosedUnder(shape); tr != nil {
		return engine.Refuse(rule("12"), []engine.Mark{{Poly: poly}}, "%s would stand on %s.", p.Name, tr.Name)
	}
	for i := range s.Pieces {
		o := &s.Pieces[i]
		inHost := host != nil && (o.ID == host.ID || o.Attached == host.ID) // where he joins it: charactersFit
		if o.ID != p.ID && o.Counter(undeployed) == 0 && !inHost && geom.Overlap(shape, o.Shape()) {
			return engine.Refuse(rule("12"), []engine.Mark{{Poly: o.Rect().Poly()}, {Poly: poly}}, "%s would overlap %s.", p.Name, o.Name)
		}
	}
	if host != nil {
		return r.charactersFit(s, host, host.Pose, p)
	}
	return nil
}

// deployHost is the deployed friendly unit a character placed on it
// would start inside (§12: characters deploy "alone or inside units"),
// nil for any other placement.
func (r *Ruleset) deployHost(s *engine.State, p, ghost *engine.Piece) *engine.Piece {
	if !character(p) || sideWith(s, "garrison") != 0 || p.Counter("zone-roll") != 0 { // a character who rolled goes alone
		return nil
	}
	for i := range s.Pieces {
		u := &s.Pieces[i]
		if u.Counter(undeployed) == 0 && mayStartIn(p, u) && u.Rect().Contains(ghost.Pose.Pos) {
			return u
		}
	}
	return nil
}

// applyDeploy places the unit (a character dropped on a unit joins it),
// then passes the deployment on (nextDeployer). When a player's last
// unit stands, he finished first if the other has units left (the
// first-turn roll's +1, §12).
func (r *Ruleset) applyDeploy(s *engine.State, d Deploy) []engine.Event {
	p := s.Piece(d.Unit)
	from := p.Pose
	ghost := *p
	ghost.Pose = deployedPose(from, d)
	host := r.deployHost(s, p, &ghost)
	p.Pose = ghost.Pose
	p.SetCounter(undeployed, 0)
	p.SetCounter("zone-roll", 0)
	if sideWith(s, "garrison") == d.By {
		side(s, d.By).SetCounter("garrison", 0)
		p.SetCounter("garrison", 1)
	} else if zone := zoneOf(s, p.Owner); host == nil && zone != nil && !zone.ContainsShape(p.Shape()) {
		p.SetCounter("scouted", 1) // §9.1: outside its zone
	}
	left := len(waitingOf(s, d.By))
	text := fmt.Sprintf("Player %d deploys %s (%d left to deploy).", d.By, p.Name, left)
	switch {
	case host != nil:
		p.Attached = host.ID
		placeCharacters(s)
		text = fmt.Sprintf("Player %d deploys %s inside %s (%d left to deploy).", d.By, p.Name, host.Name, left)
	case p.Counter("garrison") != 0:
		text = fmt.Sprintf("Player %d deploys %s in the watchtower.", d.By, p.Name)
	}
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rule("12"), From: from, To: p.Pose, Text: text}}
	if left == 0 && sideCounter(s, engine.Opponent(d.By), "deployed-first") == 0 && len(waitingOf(s, engine.Opponent(d.By))) > 0 {
		side(s, d.By).SetCounter("deployed-first", 1)
	}
	if p.Counter("garrison") != 0 {
		return append(ev, r.beginUnits(s, engine.Opponent(d.By))...)
	}
	return append(ev, r.nextDeployer(s, d.By, p)...)
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

// deployArea is where a waiting unit may be placed now, in words for a
// refusal, and whether its centre (not its whole footprint) must be in
// it: the watchtower for its garrison, the part of the zone a Dawn
// Attack roll gave, else the player's zone.
func (r *Ruleset) deployArea(s *engine.State, p *engine.Piece) (geom.Poly, string, bool) {
	switch {
	case sideWith(s, "garrison") == p.Owner:
		return towerArea(s), "with its centre on the watchtower", true
	case p.Counter("zone-roll") != 0:
		a, where := dawnArea(s, p)
		return a, where, false
	}
	return zoneOf(s, p.Owner), fmt.Sprintf("wholly inside player %d's deployment zone", p.Owner), false
}

// deployOptions are the orders a waiting unit may be given: placed
// anywhere (a free path and a pivot, no budget), or first, in a Dawn
// Attack, the roll for its zone (a character may skip it by joining a
// unit).
func (r *Ruleset) deployOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	place := engine.OrderOption{Kind: Deploy{}.Kind(), Label: "Deploy", Key: "1", Pick: engine.PickMove,
		Hint: "Place the unit wholly in your deployment zone.", Move: engine.Constraints{FreePath: true, Pivots: MaxSteps}}
	switch {
	case sideWith(s, "garrison") == p.Owner:
		place.Label, place.Hint = "Deploy in the watchtower", "Place the unit with its centre on the watchtower."
	case battleOf(s).ZoneRoll && p.Counter("zone-roll") == 0 && !p.HasRule("Scouts"):
		roll := engine.OrderOption{Kind: ZoneRoll{}.Kind(), Label: "Roll for its zone (D6)", Key: "1", Pick: engine.PickNow,
			Order: ZoneRoll{By: p.Owner, Unit: p.ID}, Hint: "1 left flank, 2 right flank, 3-5 centre, 6 anywhere in your half."}
		if !character(p) {
			return []engine.OrderOption{roll}
		}
		place.Label, place.Key, place.Hint = "Join a unit (no roll)", "2", "Place him on a deployed unit of yours: he starts inside it."
		return []engine.OrderOption{roll, place}
	case p.Counter("zone-roll") != 0:
		place.Hint = "Place the unit " + dawnWhere(p.Counter("zone-roll")) + "."
	case character(p):
		place.Hint = "Place him in your zone, or on a deployed unit of yours to start inside it."
	}
	return []engine.OrderOption{place}
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
