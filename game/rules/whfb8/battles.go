package whfb8

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The six pitched battles of §12 as data: each is one of the ruleset's
// victory conditions (State.Victory), with its deployment zones, its way
// of deploying, its first-turn rule, its length and its victory rule.

// deployMethod is how the armies come onto the table (§12).
type deployMethod uint8

const (
	alternate deployMethod = iota // one unit at a time each, war machines together, characters last
	wholeArmy                     // the half's chooser deploys his whole army, then the other
)

// firstRule says who takes the first turn (§12).
type firstRule uint8

const (
	firstRollOff       firstRule = iota // a roll-off, +1 for the player who finished deploying first
	firstSecondChooses                  // the player who set up second rolls a D6: on a 6 he chooses, else the other
	firstNoTower                        // the player who does not control the watchtower
)

// battle is one pitched battle of §12.
type battle struct {
	ID, Title, About string
	Section          string // of the digest, for rule references
	Method           deployMethod
	ZoneRoll         bool // Dawn Attack: a D6 a unit for where it deploys
	Reserves         bool // Meeting Engagement: a D6 a unit, on a 1 it waits in reserve
	First            firstRule
	Tower            bool // The Watchtower: a building to hold, a random end
	BreakPoint       bool // Blood and Glory: the game ends when an army breaks
	Bottleneck       bool // Battle for the Pass: the long edges are impassable
}

// The victory conditions' names: one for each pitched battle.
const (
	Battleline    = "battleline"
	BloodAndGlory = "blood-and-glory"
	DawnAttack    = "dawn-attack"
	ThePass       = "battle-for-the-pass"
	Meeting       = "meeting-engagement"
	Watchtower    = "watchtower"
)

// formerBattleline is the name the Battleline's victory condition had
// before the other pitched battles were played; saves may hold it.
const formerBattleline = "victory points"

var battles = []battle{
	{ID: Battleline, Title: "Battleline", Section: "12",
		About: "Long-edge halves, 12\" from the centre line; alternating units; 6 turns; victory points."},
	{ID: BloodAndGlory, Title: "Blood and Glory", Section: "12", BreakPoint: true,
		About: "9\" from the centre line and the short edges; an army whose Fortitude falls to its Breaking Point loses at once."},
	{ID: DawnAttack, Title: "Dawn Attack", Section: "12", Method: wholeArmy, ZoneRoll: true, First: firstSecondChooses,
		About: "Whole army first; a D6 a unit: 1 left flank, 2 right flank, 3-5 centre, 6 anywhere in the half."},
	{ID: ThePass, Title: "Battle for the Pass", Section: "12", Bottleneck: true,
		About: "Short-edge halves, 12\" from the centre line; the long edges are impassable."},
	{ID: Meeting, Title: "Meeting Engagement", Section: "12", Method: wholeArmy, Reserves: true, First: firstSecondChooses,
		About: "Diagonal halves, 6\" from the diagonal; whole army first; a D6 a unit, on a 1 it comes later from reserve."},
	{ID: Watchtower, Title: "The Watchtower", Section: "12", Tower: true, First: firstNoTower,
		About: "Hold the tower in the centre when the game ends (from turn 4, a D6 + the turn of 10 or more ends it)."},
}

// battleByID is the pitched battle a victory condition names: "" and
// the former name are the Battleline.
func battleByID(v string) battle {
	for _, b := range battles {
		if b.ID == v {
			return b
		}
	}
	return battles[0]
}

// battleOf is the pitched battle the State is fought under.
func battleOf(s *engine.State) battle { return battleByID(s.Victory) }

// Victories are the six pitched battles of §12, the Battleline first
// (the default).
func (r *Ruleset) Victories() []string {
	out := make([]string, len(battles))
	for i, b := range battles {
		out[i] = b.ID
	}
	return out
}

// Former: "victory points" is the Battleline (engine.FormerVictories).
func (r *Ruleset) Former(v string) bool { return v == formerBattleline }

// VictoryTitle is the battle's name (engine.VictoryTeller).
func (r *Ruleset) VictoryTitle(v string) string { return battleByID(v).Title }

// VictoryAbout is what the battle is, in a sentence.
func (r *Ruleset) VictoryAbout(v string) string { return battleByID(v).About }

// BattleZones are the deployment zones of a pitched battle (§12), nil
// for the Battleline (the layout's zones, or DefaultZones). Player 1 has
// the first half of the battle's first pair (the south, the west, the
// south-west); the roll-off's winner may take the other (half.go). A
// table too small for the zones has none (an empty list).
func (r *Ruleset) BattleZones(v string, t table.Table) []table.Zone {
	b := battleByID(v)
	if b.ID == Battleline {
		return nil
	}
	pairs := battlePairs(b, t)
	if len(pairs) == 0 {
		return []table.Zone{}
	}
	return []table.Zone{{Player: 1, Area: pairs[0][0]}, {Player: 2, Area: pairs[0][1]}}
}

// battlePairs are the ways a battle splits the table into two zones,
// each pair (a, b) offered as two choices of half: a for the chooser, or
// b. The Battleline has none here: it keeps the table's own zones.
func battlePairs(b battle, t table.Table) [][2]geom.Poly {
	w, d := t.Width, t.Depth
	box := func(x0, y0, x1, y1 float64) geom.Poly {
		return geom.Rect{Center: geom.V((x0+x1)/2, (y0+y1)/2), W: x1 - x0, D: y1 - y0}.Poly()
	}
	switch b.ID {
	case BloodAndGlory: // §12: more than 9" from the centre line and from either short edge
		h, m := d/2-9*Inch, 9*Inch
		if h <= 0 || w <= 2*m {
			return nil
		}
		return [][2]geom.Poly{{box(m, 0, w-m, h), box(m, d-h, w-m, d)}}
	case ThePass: // §12: short-edge halves, more than 12" from the centre line
		h := w/2 - 12*Inch
		if h <= 0 {
			return nil
		}
		return [][2]geom.Poly{{box(0, 0, h, d), box(w-h, 0, w, d)}}
	case Meeting: // §12: diagonal halves, more than 6" from the diagonal
		k := 1 - 6*Inch*math.Hypot(w, d)/(w*d) // the line 6" off the diagonal, as a share of each edge
		if k <= 0 {
			return nil
		}
		sw := geom.Poly{geom.V(0, 0), geom.V(k*w, 0), geom.V(0, k*d)}
		ne := geom.Poly{geom.V(w, d), geom.V(w-k*w, d), geom.V(w, d-k*d)}
		se := geom.Poly{geom.V(w, 0), geom.V(w, k*d), geom.V(w-k*w, 0)}
		nw := geom.Poly{geom.V(0, d), geom.V(0, d-k*d), geom.V(k*w, d)}
		return [][2]geom.Poly{{sw, ne}, {se, nw}}
	}
	// Dawn Attack and the Watchtower: long-edge halves, more than 12" from the centre line
	h := d/2 - 12*Inch
	if h <= 0 {
		return nil
	}
	return [][2]geom.Poly{{box(0, 0, w, h), box(0, d-h, w, d)}}
}
