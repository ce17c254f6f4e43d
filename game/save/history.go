package save

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// CanUndo reports whether there is an entry to undo: any but the start.
func (s *Session) CanUndo() bool {
	n := s.node(s.head)
	return n != nil && n.parent != 0
}

// CanRedo reports whether the head has an entry to redo.
func (s *Session) CanRedo() bool {
	n := s.node(s.head)
	return n != nil && n.next != 0
}

// Undo goes back one entry: the State is rebuilt as it was before it, and
// Game.Log loses its last entry. The entry stays in the tree for Redo.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		return fmt.Errorf("save: nothing to undo")
	}
	return s.Goto(s.node(s.head).parent)
}

// Redo gives again the entry last undone from the head (or, after an
// undo and a different order, the line last visited from here).
func (s *Session) Redo() error {
	if !s.CanRedo() {
		return fmt.Errorf("save: nothing to redo")
	}
	return s.Goto(s.node(s.head).next)
}

// Goto makes the entry with the given ID the head, on whatever line it
// is, rebuilding the State and Game.Log. The journal records the move.
func (s *Session) Goto(id int) error {
	if s.broken {
		return fmt.Errorf("save: the history stopped at an order it could not record: %w", s.err)
	}
	if err := s.jump(id); err != nil {
		return err
	}
	s.write(headLine{Head: &id})
	return nil
}

// jump rebuilds the State at entry id: from the deepest checkpoint on its
// line, or from the head when id is its child, replaying and verifying
// each entry after it.
func (s *Session) jump(id int) error {
	target := s.node(id)
	if target == nil {
		return fmt.Errorf("save: there is no entry %d", id)
	}
	if id == s.head {
		return nil
	}
	line := s.line(id)
	var g *engine.Game
	from := 0
	if target.parent == s.head && s.head != 0 {
		g = &engine.Game{Rules: s.Game.Rules, State: s.Game.State.Clone()}
		from = len(line) - 1
	} else {
		g = &engine.Game{Rules: s.Game.Rules, State: s.pristine.Clone()}
		for i := len(line) - 1; i >= 0; i-- {
			if line[i].state != nil {
				g.State, from = line[i].state.Clone(), i+1
				break
			}
		}
	}
	for _, n := range line[from:] {
		if err := replay(g, n); err != nil {
			return &replayError{id: n.id, err: err}
		}
		s.keepLoaded(n, g.State)
	}
	log := make([]engine.Entry, len(line))
	for i, n := range line {
		log[i] = engine.Entry{Order: n.order, Events: n.events}
	}
	s.Game.State, s.Game.Log = g.State, log
	for i := 1; i < len(line); i++ { // Redo follows the line last visited
		line[i-1].next = line[i].id
	}
	s.moveTo(target)
	s.poses = allPoses(g.State, s.poses[:0])
	return nil
}

// replayError is an entry that did not replay as recorded.
type replayError struct {
	id  int
	err error
}

func (e *replayError) Error() string { return fmt.Sprintf("save: entry %d: %v", e.id, e.err) }
func (e *replayError) Unwrap() error { return e.err }

// line returns the entries from the start to id.
func (s *Session) line(id int) []*node {
	var out []*node
	for n := s.node(id); n != nil; n = s.node(n.parent) {
		out = append(out, n)
	}
	slices.Reverse(out)
	return out
}

// Tolerances within which a replayed pose is taken to be the recorded one:
// a machine whose floating point differs in the last bits still replays a
// save, and the recorded pose, exact, is what the game goes on from.
const (
	poseTol    = geom.Eps // mm
	headingTol = 1e-6     // radians
)

// replay gives a recorded entry's order to g, whose State is its
// parent's, and checks the result against the record: the dice rolled,
// the poses (within poseTol, then set exactly from the record) and the
// hash. It fills in the entry's events.
func replay(g *engine.Game, n *node) error {
	g.Log = g.Log[:0] // only Start looks at it: it must be empty then
	ev, err := g.Redo(n.order)
	if err != nil {
		return fmt.Errorf("%s was refused: %v", n.kind, err)
	}
	var rolled []dice.Die
	for _, e := range ev {
		rolled = append(rolled, e.Dice...)
	}
	if !sameDice(rolled, n.dice) {
		return fmt.Errorf("%s rolled %s, the save says %s", n.kind, faces(rolled), faces(n.dice))
	}
	for _, p := range n.poses {
		q := g.State.PieceOrGone(p.ID)
		if q == nil {
			return fmt.Errorf("%s: the save gives a pose to piece %d, which does not exist", n.kind, p.ID)
		}
		d := q.Pose.Pos.Sub(geom.V(p.X, p.Y)).Len()
		dh := math.Abs(geom.NormAngle(q.Pose.Heading - p.H))
		if !(d <= poseTol && dh <= headingTol) {
			return fmt.Errorf("%s leaves %s at (%.3f, %.3f) mm heading %.6f rad; the save says (%.3f, %.3f) heading %.6f",
				n.kind, q.Name, q.Pose.Pos.X, q.Pose.Pos.Y, q.Pose.Heading, p.X, p.Y, p.H)
		}
		q.Pose = p.geom()
	}
	if h := g.State.Hash(); h != n.hash {
		return fmt.Errorf("%s: the state hash after it is %s, the save says %s", n.kind, h, n.hash)
	}
	n.events = ev
	if n.depth%checkpointEvery == 0 && n.state == nil {
		n.state = g.State.Clone()
	}
	return nil
}

func sameDice(a, b []dice.Die) bool {
	return slices.EqualFunc(a, b, func(x, y dice.Die) bool {
		return x.Sides == y.Sides && x.Face == y.Face && x.Was == y.Was
	})
}

// faces writes dice as "[3 5 1>6]" (a re-rolled die as old>new).
func faces(ds []dice.Die) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range ds {
		if i > 0 {
			b.WriteByte(' ')
		}
		if d.Was != 0 {
			fmt.Fprintf(&b, "%d>", d.Was)
		}
		fmt.Fprintf(&b, "%d", d.Face)
	}
	b.WriteByte(']')
	return b.String()
}

// Leaves returns the last entry of every line in the tree, by ID: the
// current line's and those left by undoing and giving other orders.
func (s *Session) Leaves() []int {
	var out []int
	for _, n := range s.nodes {
		if len(n.children) == 0 {
			out = append(out, n.id)
		}
	}
	return out
}

// Line returns the IDs of the entries from the start to id.
func (s *Session) Line(id int) []int {
	var out []int
	for _, n := range s.line(id) {
		out = append(out, n.id)
	}
	return out
}

// Tip is the last entry of the line Redo follows from the head: the end
// of the game as played (or as loaded), when the head has been moved back.
func (s *Session) Tip() int {
	id := s.head
	for n := s.node(id); n != nil && n.next != 0; n = s.node(n.next) {
		id = n.next
	}
	return id
}

// Events returns the events an entry caused, on any line.
func (s *Session) Events(id int) []engine.Event {
	if n := s.node(id); n != nil {
		return n.events
	}
	return nil
}
