package kow

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The victory conditions of kow2 §11.3, as a scenario names them.
const (
	Kill           = "kill"
	Invade         = "invade"
	Dominate       = "dominate"
	Pillage        = "pillage"
	Loot           = "loot"
	KillAndPillage = "kill-and-pillage"
)

// victoryTitles are the scenarios' names as the rules print them.
var victoryTitles = map[string]string{Kill: "Kill!", Invade: "Invade!", Dominate: "Dominate!", Pillage: "Pillage!",
	Loot: "Loot!", KillAndPillage: "Kill & Pillage!"}

// victory is the State's victory condition, Kill! when it names none.
func victory(s *engine.State) string {
	if s.Victory == "" {
		return Kill
	}
	return s.Victory
}

// sizeStep is what an army's points are rounded up to when no game size
// was agreed.
const sizeStep = 250

// AgreedSize is the game size the margins come from (kow2 §11.2: a
// smaller army counts as the full size; §11.3: the margin is 10% of the
// agreed army size): the scenario's points, or when it gives none the
// larger army's points (on the table and gone) rounded up to a multiple
// of 250 [REC], e.g. 1995 counts as 2000.
func AgreedSize(s *engine.State) int {
	if s.Points > 0 {
		return s.Points
	}
	var size [3]int
	for _, list := range [][]engine.Piece{s.Pieces, s.Gone} {
		for _, p := range list {
			if p.Owner == 1 || p.Owner == 2 {
				size[p.Owner] += p.Points
			}
		}
	}
	big := max(size[1], size[2])
	return (big + sizeStep - 1) / sizeStep * sizeStep
}

// Score scores the State's scenario (kow2 §11.3). Kill!, Invade!,
// Dominate! and Kill & Pillage! need a margin of 10% of the agreed size
// (AgreedSize) to win; Pillage! and Loot! are won by the higher count,
// equal counts a draw. Each side's Lines say how its points were reached.
func (r *Ruleset) Score(s *engine.State) engine.Score {
	var sc engine.Score
	v := victory(s)
	size := AgreedSize(s)
	margin := size / 10
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		switch v {
		case Kill:
			pts, n := killScore(s, pl)
			sc.Points[pl] = pts
			sc.Lines[pl] = []engine.Line{{Text: fmt.Sprintf("Kill: %d (%s routed)", pts, nOf(n, "enemy unit"))}}
		case Invade, Dominate:
			pts, names := r.holdScore(s, pl, v)
			sc.Points[pl] = pts
			where := "in the enemy half"
			if v == Dominate {
				where = "within 12\" of the centre"
			}
			sc.Lines[pl] = []engine.Line{{Text: fmt.Sprintf("%s %s: %d", nOf(len(names), "unit"), where, pts)}}
		case Pillage:
			n := len(controlledBy(s, pl))
			sc.Points[pl] = n
			sc.Lines[pl] = []engine.Line{{Text: fmt.Sprintf("Objectives: %d", n)}}
		case Loot:
			held, safe := lootHeld(s, pl)
			sc.Points[pl] = held
			sc.Lines[pl] = []engine.Line{{Text: fmt.Sprintf("Loot: %d (%d carried off the table)", held, safe)}}
		case KillAndPillage:
			pts, n := killScore(s, pl)
			objs := len(controlledBy(s, pl))
			sc.Points[pl] = pts + objs*margin
			sc.Lines[pl] = []engine.Line{{Text: fmt.Sprintf("Kill: %d (%s routed)", pts, nOf(n, "enemy unit"))},
				{Text: fmt.Sprintf("Objectives: %d x %d", objs, margin)}}
		}
	}
	if v == Pillage || v == Loot {
		margin = 1 // more wins
	}
	title := victoryTitles[v]
	diff := sc.Points[1] - sc.Points[2]
	switch lost := timeLoser(s); {
	case !s.Over:
		sc.Text = fmt.Sprintf("%s: %d - %d", title, sc.Points[1], sc.Points[2])
	case lost != 0: // kow-beta §9.3: out of time, the game is lost
		sc.Winner = engine.Opponent(lost)
		sc.Text = fmt.Sprintf("Player %d wins: player %d ran out of time (%d - %d)", sc.Winner, lost, sc.Points[sc.Winner], sc.Points[lost])
	case diff >= margin && diff > 0:
		sc.Winner, sc.Text = 1, fmt.Sprintf("Player 1 wins, %d - %d", sc.Points[1], sc.Points[2])
	case -diff >= margin && diff < 0:
		sc.Winner, sc.Text = 2, fmt.Sprintf("Player 2 wins, %d - %d", sc.Points[2], sc.Points[1])
	case margin == 1:
		sc.Text = fmt.Sprintf("A draw, %d - %d", sc.Points[1], sc.Points[2])
	default:
		sc.Text = fmt.Sprintf("A draw, %d - %d (a win needs a margin of %d)", sc.Points[1], sc.Points[2], margin)
	}
	for pl := 1; pl <= 2; pl++ {
		tone := engine.Plain
		switch {
		case sc.Winner == engine.PlayerID(pl):
			tone = engine.Good
		case sc.Winner != 0:
			tone = engine.Bad
		}
		for i := range sc.Lines[pl] {
			sc.Lines[pl][i].Tone = tone
		}
	}
	return sc
}

// killScore is the Kill! score of player pl (kow2 §11.3): the points of
// the enemy units routed, and how many. A unit that left the battle by
// its own edge (Loot!) did not rout.
func killScore(s *engine.State, pl engine.PlayerID) (pts, n int) {
	for _, p := range s.Gone {
		if p.Owner == engine.Opponent(pl) && p.Counter(leftCounter) == 0 {
			pts += p.Points
			n++
		}
	}
	return pts, n
}

// holdScore is the Invade! or Dominate! score of player pl (kow2 §11.3):
// the cost of its units entirely within the opponent's half of the table
// (player 1 holds the south edge, so its opponent's half is y ≥ depth/2),
// or entirely within 12" of the table's centre, and their names.
func (r *Ruleset) holdScore(s *engine.State, pl engine.PlayerID, v string) (int, []string) {
	pts := 0
	var names []string
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != pl {
			continue
		}
		var in bool
		if v == Invade {
			in = inEnemyHalf(s, p)
		} else {
			in = farthest(p, s.Table.Center()) <= 12*Inch+Tolerance
		}
		if in {
			pts += p.Points
			names = append(names, p.Name)
		}
	}
	return pts, names
}

// inEnemyHalf reports whether the whole footprint lies in the half of the
// table beyond the centre line from its owner's edge.
func inEnemyHalf(s *engine.State, p *engine.Piece) bool {
	b := p.Shape().Bounds()
	mid := s.Table.Depth / 2
	if p.Owner == 1 {
		return b.Min.Y >= mid-geom.Eps
	}
	return b.Max.Y <= mid+geom.Eps
}

// farthest is the distance from c to the farthest point of p's footprint.
func farthest(p *engine.Piece, c geom.Vec) float64 {
	if p.Footprint.Round {
		return p.Pose.Pos.Dist(c) + p.Footprint.W/2
	}
	d := 0.0
	for _, q := range p.Rect().Poly() {
		d = math.Max(d, q.Dist(c))
	}
	return d
}

// nOf is "1 unit", "2 units".
func nOf(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
