package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// War machines (§6.9). A war machine is a unit of troop type WM, size
// single, whose profile is split: M WS BS S I A Ld are the crew's, T is
// the machine's (what shooting wounds against), the armour save Sv is
// the crew's, and W is the crew: each wound removes one crew model, so
// the crew left is W less the counter wounded, and the machine goes
// with its last crew. Its special rule names the machine, range and RS
// its weapon.

// The machines of §6.9, as special rules.
const (
	Cannon       = "Cannon"
	Grapeshot    = "Grapeshot" // a cannon's option (§6.9)
	BoltThrower  = "Bolt Thrower"
	FireThrower  = "Fire Thrower"
	StoneThrower = "Stone Thrower"
)

var machineKinds = []string{Cannon, BoltThrower, FireThrower, StoneThrower}

func init() {
	knownRules = append(knownRules, Cannon, Grapeshot, BoltThrower, FireThrower, StoneThrower)
	extraStats = append(extraStats, "CT") // a war machine's crew Toughness (§6.9)
	slices.Sort(extraStats)
	counterBounds = append(counterBounds, engine.CounterBound{Name: "silenced", Max: 202}, engine.CounterBound{Name: "no-shooting", Max: 200})
}

// isMachine says whether a unit is a war machine (§2.2, §6.9).
func isMachine(p *engine.Piece) bool { return p != nil && p.Type == "WM" }

// machineKind is the machine a war machine is ("" for none).
func machineKind(p *engine.Piece) string {
	for _, k := range machineKinds {
		if p.HasRule(k) {
			return k
		}
	}
	return ""
}

// crew is the crew a machine has left: its W less the wounds taken
// (§6.9: "the machine's W equals the number of crew left").
func crew(p *engine.Piece) int { return max(0, stat(p, "W")-p.Counter("wounded")) }

// meleeT is the Toughness close combat wounds against (§6.9): a war
// machine's crew T (the stat CT) when it has one, else T.
func meleeT(p *engine.Piece) int {
	if ct := stat(p, "CT"); isMachine(p) && ct > 0 {
		return ct
	}
	return stat(p, "T")
}

// machinePanics: a war machine that fails a panic test does not flee
// but cannot shoot this turn (§6.9, §8.1).
func machinePanics(s *engine.State, p *engine.Piece) engine.Event {
	p.SetCounter("no-shooting", playerTurn(s))
	return engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("6.9"),
		Text: fmt.Sprintf("%s does not flee: a war machine that panics cannot shoot this turn.", p.Name)}
}

// Fire shoots a war machine at an enemy unit (§6.9). Short is how many
// inches short of the target a cannon nominates its point (0 to 8);
// Alt is a cannon's grapeshot or a stone thrower's indirect fire.
type Fire struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
	Short        int
	Alt          bool
}

// Kind returns "whfb8/fire".
func (Fire) Kind() string { return ID + "/fire" }

// Player returns who fires.
func (o Fire) Player() engine.PlayerID { return o.By }

// maxShort is the furthest short of its target a cannon may aim.
const maxShort = 8

// checkFire accepts a war machine's shot (§6.9): a machine of the
// player that may shoot (§6.1, Move or Fire), not silenced by a misfire
// or a failed panic test, then the machine's own aim.
func (r *Ruleset) checkFire(s *engine.State, o Fire) *engine.Illegal {
	m, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Shooting:
		return engine.Refuse(rule("6.9"), nil, "War machines fire in the shooting phase, not the %s phase.", s.Phase)
	case m == nil || m.Owner != o.By || !isMachine(m) || machineKind(m) == "":
		return engine.Refuse(rule("6.9"), nil, "Player %d has no such war machine.", o.By)
	case t == nil:
		return engine.Refuse(rule("6.9"), nil, "There is no unit %d to fire at.", o.Target)
	case done(s, m, "shot"):
		return engine.Refuse(rule("6.9"), nil, "%s has fired this turn already.", m.Name)
	}
	if il := r.canFire(s, m); il != nil {
		return il
	}
	_, il := r.aimMachine(s, m, t, o)
	return il
}

// canFire says whether a war machine may fire this turn at all.
func (r *Ruleset) canFire(s *engine.State, m *engine.Piece) *engine.Illegal {
	switch {
	case m.Counter("silenced") >= playerTurn(s):
		return engine.Refuse(rule("6.9"), nil, "%s malfunctioned and cannot fire this turn.", m.Name)
	case done(s, m, "no-shooting"):
		return engine.Refuse(rule("6.9"), nil, "%s failed a panic test and cannot shoot this turn.", m.Name)
	case done(s, m, "moved"):
		return engine.Refuse(rule("6.9"), nil, "%s moved this turn: a war machine may move or fire.", m.Name)
	}
	if il := r.canShoot(s, m); il != nil {
		return il
	}
	return nil
}

// shot is a war machine's shot worked out before any die: what it aims
// at and the geometry to draw.
type shot struct {
	Kind   string
	Muzzle geom.Vec
	Dir    geom.Vec // along the line of fire
	Point  geom.Vec // a cannon's nominated point, a template's centre
	Volley volley   // grapeshot's and the bolt thrower's to-hit roll
	Marks  []engine.Mark
	Lines  []engine.Line
}

// aimMachine works out a machine's shot at t or refuses it.
func (r *Ruleset) aimMachine(s *engine.State, m, t *engine.Piece, o Fire) (shot, *engine.Illegal) {
	k := machineKind(m)
	sh := shot{Kind: k, Muzzle: m.Rect().LeaderPoint()}
	sh.Dir = t.Pose.Pos.Sub(sh.Muzzle).Norm()
	line := geom.Seg{A: sh.Muzzle, B: t.Pose.Pos}
	marks := []engine.Mark{{Seg: &line}}
	switch {
	case t.Owner == m.Owner:
		return sh, engine.Refuse(rule("6.9"), marks, "%s is not an enemy.", t.Name)
	case t.Counter("engaged") != 0:
		return sh, engine.Refuse(rule("6.9"), marks, "%s is engaged in combat: a war machine may not fire at it.", t.Name)
	case !inFront(m, t):
		return sh, engine.Refuse(rule("6.9"), marks, "%s is not in %s's front arc.", t.Name, m.Name)
	case o.Short < 0 || o.Short > maxShort || o.Short != 0 && k != Cannon:
		return sh, engine.Refuse(rule("6.9"), nil, "Only a cannon aims short of its target, 0 to %d\".", maxShort)
	case o.Alt && k == Cannon && !m.HasRule(Grapeshot):
		return sh, engine.Refuse(rule("6.9"), nil, "%s has no grapeshot.", m.Name)
	case o.Alt && k != Cannon && k != StoneThrower:
		return sh, engine.Refuse(rule("6.9"), nil, "%s has no other way to fire.", m.Name)
	}
	indirect := o.Alt && k == StoneThrower
	if !indirect {
		if sg := r.Sight(s, m.ID, t.ID); !sg.Clear {
			return sh, engine.Refuse(rule("3.3"), []engine.Mark{{Seg: &sg.Line}}, "%s", sg.Reason)
		}
	}
	switch {
	case k == Cannon && o.Alt:
		return r.aimGrapeshot(s, m, t, sh)
	case k == Cannon:
		return r.aimCannon(s, m, t, sh, o.Short)
	case k == BoltThrower:
		return r.aimBolt(s, m, t, sh)
	case k == FireThrower:
		return r.aimFlame(s, m, t, sh)
	}
	return r.aimStone(s, m, t, sh, indirect)
}

// applyFire fires: the machine's own procedure, misfires included.
func (r *Ruleset) applyFire(s *engine.State, o Fire) []engine.Event {
	m, t := s.Piece(o.Unit), s.Piece(o.Target)
	sh, _ := r.aimMachine(s, m, t, o)
	m.SetCounter("shot", playerTurn(s))
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: m.ID, Rule: rule("6.9"), Marks: sh.Marks,
		Text: fmt.Sprintf("%s fires at %s.", m.Name, t.Name)}}
	switch {
	case sh.Kind == Cannon && o.Alt:
		return append(ev, r.fireGrapeshot(s, m, t, sh)...)
	case sh.Kind == Cannon:
		return append(ev, r.fireCannon(s, m, sh)...)
	case sh.Kind == BoltThrower:
		return append(ev, r.fireBolt(s, m, t, sh)...)
	case sh.Kind == FireThrower:
		return append(ev, r.fireFlame(s, m, sh)...)
	}
	return append(ev, r.fireStone(s, m, sh, o.Alt)...)
}

// misfire rolls a misfire table (§6.9): the black powder table for a
// cannon, grapeshot or fire thrower, the catapult table for a stone
// thrower. Malfunction silences the machine this turn and its player's
// next (two player turns on).
func (r *Ruleset) misfire(s *engine.State, m *engine.Piece) []engine.Event {
	d := s.Dice.Roll(6, "misfire")
	result, destroyed, wound, silenced := misfireResult(machineKind(m), d.Face)
	ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d}, Value: d.Face,
		Text: fmt.Sprintf("%s misfires: %d, %s.", m.Name, d.Face, result)}}
	if destroyed {
		return append(ev, r.destroy(s, m.ID, rule("6.9"), fmt.Sprintf("%s is destroyed.", m.Name))...)
	}
	if silenced {
		m.SetCounter("silenced", playerTurn(s)+2)
	}
	if wound {
		a := attack{N: 1, Auto: true, W: max(1, stat(m, "W")), Wounded: m.Counter("wounded"), Models: m.Formation.Models, What: "hits"}
		e, _, _ := r.hurt(s, m, a, fmt.Sprintf("%s takes a wound with no armour save.", m.Name), rule("6.9"))
		ev = append(ev, e...)
	}
	return ev
}

// misfireResult reads a misfire table (§6.9): black powder 1–2
// destroyed, 3–4 malfunction, 5–6 may not shoot; catapult 1 destroyed,
// 2–3 malfunction with a wound and no armour save, 4–6 may not shoot.
func misfireResult(kind string, face int) (name string, destroyed, wound, silenced bool) {
	if kind == StoneThrower {
		switch {
		case face == 1:
			return "Destroyed", true, false, false
		case face <= 3:
			return "Malfunction: a wound with no armour save, and no firing this turn or next", false, true, true
		}
		return "May not shoot", false, false, false
	}
	switch {
	case face <= 2:
		return "Destroyed", true, false, false
	case face <= 4:
		return "Malfunction: no firing this turn or next", false, false, true
	}
	return "May not shoot", false, false, false
}

// assaultGroup is how many of p's models attack the war machine m
// (§6.9): the attackers name an assault group of up to 6 model
// equivalents, however many units fight it, each monstrous infantry,
// beast or cavalry model counting 3 and each monster 5, no model in
// contact with another enemy; the group counts as in base contact. The
// units fighting the machine fill it by ID, each with as many of its
// free models as still fit.
func assaultGroup(s *engine.State, p, m *engine.Piece) int {
	room := 6
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == m.Owner || q.Attached != 0 || q.Formation.Models == 0 {
			continue
		}
		fs := foes(s, q)
		if !slices.ContainsFunc(fs, func(f *engine.Piece) bool { return f.ID == m.ID }) {
			continue
		}
		free := q.Formation.Models
		for _, f := range fs {
			if f.ID != m.ID {
				c, _ := fighters(q, f)
				free -= c
			}
		}
		n := max(0, min(free, room/modelEquivalent(q)))
		if q.ID == p.ID {
			return n
		}
		room -= n * modelEquivalent(q)
	}
	return 0
}

// modelEquivalent is what one model of p counts for in an assault group
// (§6.9): 3 for monstrous infantry, beasts and cavalry, 5 for a monster,
// 1 for the rest.
func modelEquivalent(p *engine.Piece) int {
	switch p.Type {
	case "MI", "MB", "MC":
		return 3
	case "Mo":
		return 5
	}
	return 1
}
