package whfb8

import (
	"fmt"
	"math"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The computer opponent's judgement of a Warhammer position (game/ai
// searches; this says what a position is worth). It reads only the
// State it is given, which the search makes blind: no dice to come. Every
// chance in it comes from the rules' own code: the forecasts of combats
// and charges (forecast.go), the wounds of a volley (aim, woundsDist).

func init() {
	ai.Register(ai.System{Evaluator: evaluator{r: &Ruleset{}}, Naive: func() ai.Player { return &naive{} }}, ID)
}

// The weights of the parts of a position's worth, in points of army.
const (
	// nextWeight is what the side whose charge phase comes next can do
	// with its charges: it will choose whether to.
	nextWeight = 0.5
	// laterWeight is what the other side can charge the turn after,
	// when the enemy will have moved.
	laterWeight = 0.2
	// againWeight is a combat already fought this turn, fought again in
	// the next player turn.
	againWeight = 0.8
	// approachPerInch is an inch nearer the nearest enemy (in reach of a
	// missile weapon, for a shooter), a tie-breaker against standing
	// still.
	approachPerInch = 1.0
)

// evaluator is the Warhammer ai.Evaluator.
type evaluator struct{ r *Ruleset }

// Value sums, for player me: the army standing (each unit its points,
// less for its wounds, half while fleeing), the victory points scored,
// the expected outcome of every combat (the next round, exact odds of
// the blows, the break tests and pursuits) and of the charges declared,
// the charges the side charging next can make on the other (the worst on
// each unit, by the arc it would strike, after the defender's best
// reaction), those the other side can make after that, the shots still
// to come this turn, and a little for closing in.
func (e evaluator) Value(s *engine.State, me engine.PlayerID, how ai.How) ai.Value {
	var v ai.Value
	add := func(name string, x float64, note string) {
		v.Total += x
		v.Terms = append(v.Terms, ai.Term{Name: name, V: x, Note: note})
	}
	if d, ok := pendingDispel(s); ok && !s.Over {
		return e.dispelValue(s, me, how, d)
	}
	them := engine.Opponent(me)
	army := [3]float64{}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		army[p.Owner] += strength(s, p)
	}
	note := ""
	if how.Explain {
		note = fmt.Sprintf("%.0f against %.0f points standing", army[me], army[them])
	}
	add("army", army[me]-army[them], note)
	sc := e.r.Score(s)
	add("victory points", float64(sc.Points[me]-sc.Points[them]), "")
	if !s.Over {
		add("flight", flightLoss(s, me), "")
		add("battle", battleWorth(s, me), "")
	}
	if s.Over || s.Phase == DeployPhase {
		add("approach", approach(s, me), "")
		return v
	}
	m, note := e.r.combats(s, me, how.Explain)
	add("melee", m, note)
	c, note := e.r.pendingCharges(s, me, how.Explain)
	add("charges", c, note)
	if how.Threats {
		next := engine.Opponent(s.Active) // the side whose charge phase comes next
		if hasTurn(s, 1) {
			t, note := e.r.threats(s, next, me, how.Explain)
			add(threatName(next, me), nextWeight*t, note)
		}
		if hasTurn(s, 2) {
			t, note := e.r.threats(s, s.Active, me, how.Explain)
			add(threatName(s.Active, me)+" later", laterWeight*t, note)
		}
	}
	f, note := e.r.shotsToCome(s, me, how.Explain)
	add("shots", f, note)
	add("approach", approach(s, me), "")
	return v
}

// dispelValue is the worth of a position where a spell waits for its
// dispel (§5.3): the spell let through (its effect rolled with the
// view's own dice) and dispelled, by the chance the defender dispels it
// with as many dice as the pool allows, up to six (castOdds: the
// dispel's dice follow the cast's rules).
func (e evaluator) dispelValue(s *engine.State, me engine.PlayerID, how ai.How, d dispelWait) ai.Value {
	through := s.Clone()
	e.r.Apply(through, Dispel{By: d.Side})
	stopped := s.Clone()
	if sd := stopped.Side(d.Side); sd != nil {
		for _, c := range []string{"dispel-spell", "dispel-by", "dispel-at", "dispel-need"} {
			sd.SetCounter(c, 0)
		}
	}
	lvl := armyDispelBonus(s, d.Side)
	if w := dispeller(s, d.Side); w != nil {
		lvl = level(w)
	}
	p := dispelChance(min(6, s.Side(d.Side).Counter("dispel")), lvl, d.Need)
	a, b := e.Value(through, me, how), e.Value(stopped, me, how)
	v := ai.Value{Total: (1-p)*a.Total + p*b.Total}
	for _, t := range a.Terms { // each part weighed the same way, named once
		t.V *= 1 - p
		for _, u := range b.Terms {
			if u.Name == t.Name {
				t.V += p * u.V
			}
		}
		v.Terms = append(v.Terms, t)
	}
	return v
}

// threatName names the charges side by can make, seen by me.
func threatName(by, me engine.PlayerID) string {
	if by == me {
		return "chances"
	}
	return "threat"
}

// hasTurn reports whether the game has the k-th player turn after the
// current one (§12: it ends after the second player's last turn).
func hasTurn(s *engine.State, k int) bool {
	turn, active := s.Turn, s.Active
	for range k {
		if active == s.First {
			active = engine.Opponent(active)
		} else {
			turn++
			active = s.First
		}
	}
	return turn <= s.Turns
}

// strength is what a unit standing is worth: its points, less for the
// wounds it has lost (a unit with few models left still fights, and is
// worth nothing to the enemy until it is destroyed, §12), less while it
// flees by the chance it does not rally (fleeing).
func strength(s *engine.State, p *engine.Piece) float64 {
	return strengthAfter(s, p, 0)
}

// strengthAfter is strength with w more wounds lost.
func strengthAfter(s *engine.State, p *engine.Piece, w float64) float64 {
	start := float64(startModels(p) * max(1, stat(p, "W")))
	left := max(0, float64(woundsLeft(p))-w)
	v := float64(p.Points) * (0.3 + 0.7*min(1, left/start))
	if p.Counter("fleeing") != 0 {
		v *= 1 - fleeing(s, p)
	}
	return v
}

// fleeing is the share of a unit's strength lost while it flees: half of
// it, by the chance it fails its next rally test (§4.4: rallyLd, with
// Hold Your Ground!).
func fleeing(s *engine.State, p *engine.Piece) float64 {
	return 0.5 * (1 - ldPassChance(s, p, rallyLd(s, p)))
}

// offChance is the chance a unit fleeing along dir runs off the table
// (§4.5: destroyed at the edge): its flee roll (fleeRoll) at least the
// distance from its footprint to the edge that way.
func offChance(s *engine.State, p *engine.Piece, dir geom.Vec) float64 {
	if dir.Len() < geom.Eps {
		return 0
	}
	dir = dir.Norm()
	d := math.Inf(1)
	for _, c := range p.Rect().Corners() { // to the edge that way, from the corner nearest it
		if dir.X > geom.Eps {
			d = min(d, (s.Table.Width-c.X)/dir.X)
		} else if dir.X < -geom.Eps {
			d = min(d, -c.X/dir.X)
		}
		if dir.Y > geom.Eps {
			d = min(d, (s.Table.Depth-c.Y)/dir.Y)
		} else if dir.Y < -geom.Eps {
			d = min(d, -c.Y/dir.Y)
		}
	}
	ways, n := fleeWays(p)
	off := 0
	for v, k := range ways {
		if float64(v)*Inch >= d-geom.Eps {
			off += k
		}
	}
	return float64(off) / float64(n)
}

// flightLoss is what a side stands to lose from its fleeing units: each
// that fails its rally test and runs off the table gives the enemy its
// prize (§12).
func flightLoss(s *engine.State, me engine.PlayerID) float64 {
	v := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Counter("fleeing") == 0 || p.Attached != 0 {
			continue
		}
		lost := (1 - ldPassChance(s, p, rallyLd(s, p))) * offChance(s, p, geom.Forward(p.Pose.Heading)) * prize(p)
		if p.Owner == me {
			v -= lost
		} else {
			v += lost
		}
	}
	return v
}

// prize is what the enemy scores when a unit is destroyed (§12): its
// points, 100 more for the General, and its standard when it is taken
// (25, 100 for the Battle Standard).
func prize(p *engine.Piece) float64 {
	v := float64(p.Points)
	if p.HasRule("General") {
		v += 100
	}
	if p.HasRule("Battle Standard") && p.Counter("standard-lost") == 0 {
		v += 100
	} else if p.HasRule("Standard") && p.Counter("standard-lost") == 0 {
		v += 25
	}
	return v
}

// lossOf is what a unit's side is expected to lose by the outlook of its
// combat: the strength its wounds take, and, destroyed, the rest and the
// prize (its characters with it when it is caught); broken and getting
// away, what fleeing takes of the rest.
func lossOf(s *engine.State, p *engine.Piece, o *outlook, i int) float64 {
	now := strength(s, p)
	after := strengthAfter(s, p, o.wounds[i])
	chars := 0.0
	for _, c := range attachedTo(s, p.ID) {
		chars += strength(s, c) + prize(c)
	}
	return (1-o.gone[i])*(now-after) + o.gone[i]*(now+prize(p)) + (o.gone[i]-o.wiped[i])*chars + o.flees[i]*after*fleeing(s, p)
}

// worthTo is the outlook's worth to player me: the enemy's losses less
// ours.
func worthTo(s *engine.State, me engine.PlayerID, o *outlook) float64 {
	v := 0.0
	for i, id := range o.ids {
		p := s.Piece(id)
		if p == nil {
			continue
		}
		if p.Owner == me {
			v -= lossOf(s, p, o, i)
		} else {
			v += lossOf(s, p, o, i)
		}
	}
	return v
}

// approach rewards player me's units for closing on the nearest enemy
// (a shooter only until it is in reach of its weapon): an inch is worth
// approachPerInch. War machines shoot from where they stand.
func approach(s *engine.State, me engine.PlayerID) float64 {
	total := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != me || isMachine(p) || p.Attached != 0 {
			continue
		}
		d := math.Inf(1) // from the middle of its front to the nearest enemy's centre, less its half depth: cheap, and no reform games it
		front := p.Rect().LeaderPoint()
		for j := range s.Pieces {
			if e := &s.Pieces[j]; e.Owner != me && e.Attached == 0 {
				d = min(d, front.Dist(e.Pose.Pos)-e.Footprint.D/2)
			}
		}
		if math.IsInf(d, 1) {
			continue
		}
		d = max(0, d)
		if r := float64(stat(p, "range")) * Inch; r > 0 {
			d = math.Max(0, d-r)
		}
		total -= approachPerInch * d / Inch
	}
	return total
}
