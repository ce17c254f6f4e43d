package ai

import (
	"fmt"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Level is a difficulty of the real opponent: how widely and how well it
// plans. No level touches the dice.
type Level struct {
	Name    string
	Aims    int  // points each move heads for: this many nearest enemies and markers
	Lengths int  // lengths of each move tried: the whole budget, then also a half, three quarters and a quarter
	Samples int  // blind dice it tries an order that rolls with, to average its worth
	Threats bool // weigh what the enemy can do to each unit next turn
	Replan  bool // weigh every unit again after each order, not once a phase
}

// Levels are the difficulties, weakest first.
var Levels = []Level{
	{Name: "easy", Aims: 1, Lengths: 1, Samples: 1},
	{Name: "normal", Aims: 2, Lengths: 2, Samples: 3, Threats: true},
	{Name: "hard", Aims: 3, Lengths: 4, Samples: 6, Threats: true, Replan: true},
}

// Planner is the real opponent: each phase it weighs, for every piece it
// may order, the candidate orders (candidates) by what the position after
// them is worth (the system's Evaluator, orders that roll averaged over
// blind dice), and gives the best ones, the best first, leaving alone the
// pieces no order improves.
type Planner struct {
	// Pause, when set, is called before each position the planner
	// weighs: a window that runs on one thread (the browser's) draws its
	// frames there while the computer thinks. It must not touch the game.
	Pause func()

	eval  Evaluator
	level Level
	key   planKey
	queue []planned
	given int // orders given under key, a bound against a loop
}

// planKey is the decision a plan was made for. A reaction's prompt
// tells apart two reactions in a row (to one charge, then to another),
// so the answer planned for the first is never given to the second.
type planKey struct {
	turn   int
	phase  string
	player engine.PlayerID
	kind   engine.DecisionKind
	prompt string
}

// planned is one order of a plan, and how much it was found to gain (its
// reason is written when it is given, on the position it is given in).
type planned struct {
	candidate
	gain float64
}

// NewPlanner is the real opponent at a level, judging positions with ev.
func NewPlanner(ev Evaluator, l Level) *Planner { return &Planner{eval: ev, level: l} }

// Kind returns the level's name.
func (p *Planner) Kind() string { return p.level.Name }

// Choose gives the next order of the plan for this phase, planning it
// first when there is none, or when the next order no longer applies.
func (p *Planner) Choose(rs engine.Ruleset, view *engine.State, d engine.Decision) Choice {
	if d.Kind == engine.NoDecision {
		return Choice{}
	}
	key := planKey{view.Turn, view.Phase, d.Player, d.Kind, ""}
	if d.Kind == engine.React {
		key.prompt = d.Prompt
	}
	if key != p.key {
		p.key, p.queue, p.given = key, nil, 0
	}
	end := Choice{Order: engine.EndPhase{By: d.Player}, Reason: "ends the phase: no order left improves the position"}
	if p.given > 4*(len(d.Pieces)+len(d.Options))+40 {
		return end
	}
	if p.level.Replan {
		p.queue = nil
	}
	for len(p.queue) > 0 {
		c := p.queue[0]
		p.queue = p.queue[1:]
		if (c.piece == 0 || slices.Contains(d.Pieces, c.piece)) && rs.Check(view, c.order) == nil {
			return p.give(rs, view, d.Player, c)
		}
	}
	p.queue = p.plan(rs, view, d)
	if len(p.queue) == 0 {
		return end
	}
	c := p.queue[0]
	p.queue = p.queue[1:]
	return p.give(rs, view, d.Player, c)
}

// give returns a planned order. After an aimed order (a charge, a shot)
// the rest of the plan is weighed again: what it did changes what the
// others should do (a second charge on a unit likely to rout, a shot at
// one already hit).
func (p *Planner) give(rs engine.Ruleset, view *engine.State, me engine.PlayerID, c planned) Choice {
	p.given++
	if c.aimed {
		p.queue = nil
	}
	return Choice{Order: c.order, Reason: p.explain(rs, view, me, c)}
}

// Plan is the whole plan for the decision: the orders the planner would
// give now, best first, each with its reason (a hint for a player; it
// changes nothing).
func (p *Planner) Plan(rs engine.Ruleset, view *engine.State, d engine.Decision) []Choice {
	var out []Choice
	for _, c := range p.plan(rs, view, d) {
		out = append(out, Choice{Order: c.order, Reason: p.explain(rs, view, d.Player, c)})
	}
	return out
}

// plan weighs every candidate of every piece (and the Decision's options)
// and returns, for each piece, its best order when it gains anything,
// the largest gains first.
func (p *Planner) plan(rs engine.Ruleset, view *engine.State, d engine.Decision) []planned {
	me := d.Player
	how := How{Threats: p.level.Threats}
	base := p.eval.Value(view, me, how).Total
	// Ending the phase may be refused (a combat left to fight): then each
	// piece and option gives its best order, gain or not.
	must := rs.Check(view, engine.EndPhase{By: me}) != nil
	var cands [][]candidate
	for _, o := range d.Options {
		if o.Pick == engine.PickNow && o.Order != nil {
			cands = append(cands, []candidate{{0, o.Label, o.Order, false}})
		}
	}
	for _, id := range d.Pieces {
		cands = append(cands, candidates(rs, view, me, id, p.level))
	}
	worths := p.worths(rs, view, me, cands, how)
	var out []planned
	for k, cs := range cands {
		best, bestV := -1, math.Inf(-1)
		for i := range cs {
			if w := worths[k][i]; w.ok && w.v > bestV {
				best, bestV = i, w.v
			}
		}
		if best < 0 || (bestV <= base+1e-6 && !must) {
			continue
		}
		c := cs[best]
		if slices.ContainsFunc(out, func(q planned) bool { return q.order == c.order }) {
			continue // a combat both a piece and the Decision offer
		}
		out = append(out, planned{candidate: c, gain: bestV - base})
	}
	slices.SortStableFunc(out, func(a, b planned) int {
		switch {
		case a.gain > b.gain:
			return -1
		case a.gain < b.gain:
			return 1
		}
		return int(a.piece) - int(b.piece)
	})
	return out
}

// aWorth is one candidate's worth, and whether the ruleset accepts it.
type aWorth struct {
	v  float64
	ok bool
}

// worths is worth of every candidate, by the same indexes. They are
// weighed on as many threads as the machine runs at once (each on its
// own copy of the view; the Evaluator is pure), or one after the other
// when the planner pauses for a window's frames (Pause). The answers
// do not depend on the threads.
func (p *Planner) worths(rs engine.Ruleset, view *engine.State, me engine.PlayerID, cands [][]candidate, how How) [][]aWorth {
	out := make([][]aWorth, len(cands))
	type job struct{ k, i int }
	var jobs []job
	for k, cs := range cands {
		out[k] = make([]aWorth, len(cs))
		for i := range cs {
			jobs = append(jobs, job{k, i})
		}
	}
	do := func(j job) {
		v, ok := p.worth(rs, view, me, cands[j.k][j.i].order, how)
		out[j.k][j.i] = aWorth{v, ok}
	}
	threads := min(runtime.GOMAXPROCS(0), len(jobs))
	if p.Pause != nil || threads < 2 {
		for _, j := range jobs {
			do(j)
		}
		return out
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := int(next.Add(1)) - 1; n < len(jobs); n = int(next.Add(1)) - 1 {
				do(jobs[n])
			}
		}()
	}
	wg.Wait()
	return out
}

// worth is what the position after order o is worth to me: after
// applying it to a copy of the blind view; an order that rolls dice is
// tried with several blind dice and its worths averaged. It is false when
// the ruleset refuses the order.
func (p *Planner) worth(rs engine.Ruleset, view *engine.State, me engine.PlayerID, o engine.Order, how How) (float64, bool) {
	if p.Pause != nil {
		p.Pause()
	}
	s := view.Clone()
	if rs.Check(s, o) != nil {
		return 0, false
	}
	before := s.Dice.Count()
	rs.Apply(s, o)
	v := p.eval.Value(s, me, how).Total
	if s.Dice.Count() == before || p.level.Samples <= 1 {
		return v, true
	}
	for k := 1; k < p.level.Samples; k++ {
		s := view.Clone()
		s.Dice = dice.New(blindSeed + uint64(k))
		rs.Apply(s, o)
		v += p.eval.Value(s, me, how).Total
	}
	return v / float64(p.level.Samples), true
}

// explain is the battle log's line for a planned order: the piece and
// the order, the exact odds when it attacks, and the parts of the
// position's worth it changes most.
func (p *Planner) explain(rs engine.Ruleset, view *engine.State, me engine.PlayerID, c planned) string {
	var b strings.Builder
	if c.piece != 0 {
		b.WriteString(pieceName(view, c.piece) + ": ")
	}
	b.WriteString(c.what)
	if odds, err := rs.Odds(view, c.order); err == nil && odds.Mean != nil {
		mean, _ := odds.Mean.Float64()
		fmt.Fprintf(&b, " (%.1f damage expected", mean)
		for _, r := range odds.Results {
			if r.Tone == engine.Bad && r.P.Sign() > 0 {
				f, _ := r.P.Float64()
				fmt.Fprintf(&b, ", %.0f%% %s", 100*f, r.Label)
			}
		}
		b.WriteString(")")
	}
	how := How{Threats: p.level.Threats, Explain: true}
	before := p.eval.Value(view, me, how)
	s := view.Clone()
	rs.Apply(s, c.order)
	after := p.eval.Value(s, me, how)
	type change struct {
		name, note string
		d          float64
	}
	var ch []change
	for _, t := range after.Terms {
		d := t.V
		for _, u := range before.Terms {
			if u.Name == t.Name {
				d -= u.V
			}
		}
		ch = append(ch, change{t.Name, t.Note, d})
	}
	for _, u := range before.Terms {
		if !slices.ContainsFunc(after.Terms, func(t Term) bool { return t.Name == u.Name }) {
			ch = append(ch, change{u.Name, "", -u.V})
		}
	}
	slices.SortStableFunc(ch, func(a, b change) int {
		switch {
		case math.Abs(a.d) > math.Abs(b.d):
			return -1
		case math.Abs(a.d) < math.Abs(b.d):
			return 1
		}
		return 0
	})
	var parts []string
	for _, x := range ch {
		if len(parts) == 2 || math.Abs(x.d) < 0.5 {
			break
		}
		part := fmt.Sprintf("%s %+.0f", x.name, x.d)
		if x.note != "" {
			part += " (" + x.note + ")"
		}
		parts = append(parts, part)
	}
	fmt.Fprintf(&b, ": worth %+.0f", c.gain)
	if len(parts) > 0 {
		b.WriteString("; " + strings.Join(parts, "; "))
	}
	return b.String()
}
