package whfb8

import (
	"fmt"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The setup of a pitched battle deployed by the players (§12): the
// battle's zones, the watchtower, the roll-off, the winner's choice of
// table half, the watchtower's garrison, then the units.

// startDeployment marks every unit waiting, sets the battle's zones (the
// Battleline keeps the table's own) and the watchtower, and rolls off:
// the winner chooses his table half and deploys first; in the
// Watchtower, the winner controls the tower and the other player
// chooses the half and deploys first.
func (r *Ruleset) startDeployment(s *engine.State) []engine.Event {
	for i := range s.Pieces {
		s.Pieces[i].SetCounter(undeployed, 1)
	}
	s.Turn, s.Phase = 0, DeployPhase
	b := battleOf(s)
	if z := r.BattleZones(b.ID, s.Table); len(z) > 0 {
		s.Table.Zones = z
	}
	var ev []engine.Event
	if b.Tower {
		ev = append(ev, placeTower(s)...)
	}
	what := "Roll-off for the table halves"
	if b.Tower {
		what = "Roll-off for the watchtower"
	}
	winner, rolls := rollOff(s, "deployment", what)
	ev = append(ev, rolls...)
	chooser := winner
	if b.Tower {
		side(s, winner).SetCounter("tower", 1)
		chooser = engine.Opponent(winner)
	}
	s.Active = chooser
	if len(halfChoices(s)) == 0 { // no zones to choose among: deploy as they stand
		return append(ev, r.beginUnits(s, chooser)...)
	}
	side(s, chooser).SetCounter("choose-half", 1)
	text := fmt.Sprintf("%s: player %d chooses a table half and deploys first.", b.Title, chooser)
	if b.Tower {
		text = fmt.Sprintf("%s: player %d controls the tower; player %d chooses a table half and deploys first.", b.Title, winner, chooser)
	}
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: rule(b.Section), Value: int(chooser), Text: text})
}

// half is one choice of table half: the chooser's zone and the other's.
type half struct {
	Name         string
	Mine, Theirs geom.Poly
}

// halfChoices are the halves the chooser may take: both halves of each
// of the battle's ways of splitting the table (the Battleline's from the
// table's own zones).
func halfChoices(s *engine.State) []half {
	b := battleOf(s)
	var pairs [][2]geom.Poly
	if b.ID == Battleline {
		if z1, z2 := zoneOf(s, 1), zoneOf(s, 2); z1 != nil && z2 != nil {
			pairs = [][2]geom.Poly{{z1, z2}}
		}
	} else {
		pairs = battlePairs(b, s.Table)
	}
	var out []half
	for _, p := range pairs {
		out = append(out, half{Name: compass(&s.Table, p[0]), Mine: p[0], Theirs: p[1]},
			half{Name: compass(&s.Table, p[1]), Mine: p[1], Theirs: p[0]})
	}
	return out
}

// compass names where a zone lies on the table: "south", "north-east".
func compass(t *table.Table, z geom.Poly) string {
	c := z.Centroid()
	dx, dy := (c.X-t.Width/2)/t.Width, (c.Y-t.Depth/2)/t.Depth
	var parts []string
	switch {
	case dy < -0.1:
		parts = append(parts, "south")
	case dy > 0.1:
		parts = append(parts, "north")
	}
	switch {
	case dx < -0.1:
		parts = append(parts, "west")
	case dx > 0.1:
		parts = append(parts, "east")
	}
	if len(parts) == 0 {
		return "middle"
	}
	return strings.Join(parts, "-")
}

// halfOptions are the buttons of the choice of half.
func halfOptions(s *engine.State, by engine.PlayerID) []engine.OrderOption {
	var out []engine.OrderOption
	for i, h := range halfChoices(s) {
		out = append(out, engine.OrderOption{Kind: ChooseHalf{}.Kind(), Label: fmt.Sprintf("Take the %s half", h.Name),
			Key: fmt.Sprint(i + 1), Pick: engine.PickNow, Order: ChooseHalf{By: by, Half: i},
			Hint: fmt.Sprintf("Your army deploys in the %s zone, the enemy's in the %s one.", h.Name, compass(&s.Table, h.Theirs))})
	}
	return out
}

// checkHalf accepts the chooser's choice among halfChoices.
func (r *Ruleset) checkHalf(s *engine.State, o ChooseHalf) *engine.Illegal {
	switch {
	case s.Phase != DeployPhase || sideCounter(s, o.By, "choose-half") == 0:
		return engine.Refuse(rule("12"), nil, "Player %d has no table half to choose now.", o.By)
	case o.Half < 0 || o.Half >= len(halfChoices(s)):
		return engine.Refuse(rule("12"), nil, "There is no such table half (choose 1 to %d).", len(halfChoices(s)))
	}
	return nil
}

// applyHalf gives each player his zone, stands each army's waiting
// units in it, and goes on: the watchtower's garrison, or the units.
func (r *Ruleset) applyHalf(s *engine.State, o ChooseHalf) []engine.Event {
	h := halfChoices(s)[o.Half]
	sd := side(s, o.By)
	sd.SetCounter("choose-half", 0)
	sd.SetCounter("set-up-first", 1)
	zones := [2]geom.Poly{h.Mine, h.Theirs}
	if o.By == 2 {
		zones = [2]geom.Poly{h.Theirs, h.Mine}
	}
	s.Table.Zones = []table.Zone{{Player: 1, Area: zones[0]}, {Player: 2, Area: zones[1]}}
	standWaiting(s)
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: rule("12"), Value: int(o.By),
		Text: fmt.Sprintf("Player %d takes the %s half.", o.By, h.Name)}}
	if ctl := sideWith(s, "tower"); ctl != 0 && len(garrisonable(s, ctl)) > 0 {
		side(s, ctl).SetCounter("garrison", 1)
		s.Active = ctl
		return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: rule("12"), Value: int(ctl),
			Text: fmt.Sprintf("Player %d may deploy an infantry unit of at most 20 models in the watchtower.", ctl)})
	}
	return append(ev, r.beginUnits(s, o.By)...)
}

// beginUnits starts deploying the units, player first deploying first.
func (r *Ruleset) beginUnits(s *engine.State, first engine.PlayerID) []engine.Event {
	s.Active = first
	side(s, first).SetCounter("set-up-first", 1)
	b := battleOf(s)
	text := fmt.Sprintf("Deployment: player %d sets up a unit first; then one unit at a time each, war machines together, characters last.", first)
	if b.Method == wholeArmy {
		text = fmt.Sprintf("Deployment: player %d deploys his whole army, then player %d.", first, engine.Opponent(first))
	}
	ev := []engine.Event{{Kind: engine.PhaseChanged, Rule: rule("12"), Value: int(first), Text: text}}
	if b.Method == wholeArmy {
		return append(ev, r.beginArmy(s, first)...)
	}
	if len(deployableOf(s, first)) == 0 {
		return append(ev, r.nextDeployer(s, first, nil)...)
	}
	return ev
}

// standWaiting stands each player's waiting units in his zone, lined
// up, when any stands outside it (they wait there until deployed).
func standWaiting(s *engine.State) {
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		zone := zoneOf(s, pl)
		ids := waitingOf(s, pl)
		if zone == nil || len(ids) == 0 {
			continue
		}
		out := false
		for _, id := range ids {
			out = out || !zone.ContainsShape(s.Piece(id).Shape())
		}
		if !out {
			continue
		}
		sizes := make([]geom.Vec, len(ids))
		for i, id := range ids {
			p := s.Piece(id)
			sizes[i] = geom.V(p.Footprint.W, p.Footprint.D)
		}
		z := table.Zone{Player: int(pl), Area: zone}
		poses, n := z.LineUp(&s.Table, sizes, 3*Inch, Inch/2)
		for i := range n {
			s.Piece(ids[i]).Pose = poses[i]
		}
		for i := n; i < len(ids); i++ { // no room: they wait at the zone's middle, faded
			s.Piece(ids[i]).Pose.Pos = zone.Centroid()
		}
	}
}

// setupChoicePending reports a choice the setup waits for before any
// unit deploys: the table half, the watchtower's garrison, the first
// turn.
func setupChoicePending(s *engine.State) bool {
	return sideWith(s, "choose-half") != 0 || sideWith(s, "garrison") != 0 || sideWith(s, "first-choice") != 0
}

// deployDecision is what the deployment waits for.
func (r *Ruleset) deployDecision(s *engine.State) engine.Decision {
	d := engine.Decision{Player: s.Active, Kind: engine.Deploy, Waiting: waitingOf(s, 0)}
	b := battleOf(s)
	switch {
	case sideWith(s, "choose-half") != 0:
		d.Player = sideWith(s, "choose-half")
		d.Options = halfOptions(s, d.Player)
		d.Prompt = fmt.Sprintf("%s. Player %d: choose your table half; you deploy first (%s).", b.Title, d.Player, rule("12"))
		return d
	case sideWith(s, "garrison") != 0:
		d.Player = sideWith(s, "garrison")
		d.Pieces = garrisonable(s, d.Player)
		d.Options = []engine.OrderOption{{Kind: EmptyTower{}.Kind(), Label: "Leave it empty", Key: "0", Pick: engine.PickNow,
			Order: EmptyTower{By: d.Player}, Hint: "No unit starts in the watchtower."}}
		d.Area = towerArea(s)
		d.Prompt = fmt.Sprintf("Player %d controls the watchtower: deploy an infantry unit of at most 20 models with its centre on it, or leave it empty (%s).", d.Player, rule("12"))
		return d
	case sideWith(s, "first-choice") != 0:
		d.Player = sideWith(s, "first-choice")
		d.Options = firstOptions(d.Player)
		d.Prompt = fmt.Sprintf("Player %d: choose who takes the first turn (%s).", d.Player, rule("12"))
		return d
	}
	d.Pieces = deployableOf(s, s.Active)
	if len(d.Pieces) == 1 && s.Piece(d.Pieces[0]).Counter("zone-roll") != 0 {
		p := s.Piece(d.Pieces[0])
		d.Area, _ = dawnArea(s, p)
		d.Prompt = fmt.Sprintf("Player %d: deploy %s %s (%s).", s.Active, p.Name, dawnWhere(p.Counter("zone-roll")), rule("12"))
		return d
	}
	d.Prompt = fmt.Sprintf("Player %d: %s (%s).", s.Active, deployWhat(s, d.Pieces), rule("12"))
	return d
}

// deployWhat says what the deploying player is to do now.
func deployWhat(s *engine.State, ids []engine.PieceID) string {
	if len(ids) == 0 {
		return "nothing to deploy"
	}
	p := s.Piece(ids[0])
	b := battleOf(s)
	switch {
	case p.HasRule("Scouts"):
		return "deploy your Scouts, in your zone or more than 12\" from the enemy"
	case b.ZoneRoll:
		return "roll for a unit's zone, then deploy it there (a character may instead be placed on a unit to join it)"
	case b.Method == wholeArmy:
		return "deploy your whole army wholly in your zone, a unit at a time"
	case sideCounter(s, s.Active, "deploy-turn") == turnMachines:
		return "deploy your other war machines (all in one turn)"
	case character(p):
		return "deploy your characters (all in one turn, last): place one on a unit to join it"
	}
	return "deploy a unit wholly in your zone (a war machine brings the others with it; characters come last)"
}
