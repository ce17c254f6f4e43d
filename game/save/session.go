package save

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Session is a game with its whole history: a tree of entries, each an
// order applied to the State its parent left, with the dice it rolled, the
// poses it produced and the State's hash after it. The current line runs
// from the start entry to the head; Game.State is the State at the head
// and Game.Log the entries of the current line.
//
// Orders reach the session through its Game: whoever calls Game.Do (the
// window's controller, a script), the Game's Observer is the session,
// which records the entry, writes it to the journal and flushes it to the
// disk before Do returns. Undo moves the head to its parent and rebuilds
// the State by replaying the line from the nearest checkpoint, so the
// dice are those the game rolled the first time: giving the same order
// again rolls the same dice (it is not a re-roll). FreshDice records a
// Reseed entry, the explicit way to roll other dice. An order given after
// an undo starts a new line; the old one stays in the tree, in the save
// and in the journal.
type Session struct {
	Game   *engine.Game
	Header Header

	pristine *engine.State // before Start
	nodes    []*node       // by ID − 1
	head     int           // the current entry's ID; 0 before Start
	poses    []Pose        // every piece's pose at the head, by ID
	journal  *Journal
	pending  int   // while loading: the head a head line asked for, not yet moved to
	loading  int64 // while loading: bytes of States kept by keepLoaded; -1 when not loading
	err      error // the first journal failure
	broken   bool  // an entry could not be recorded: the tree no longer follows the game
}

// node is one entry of the tree.
type node struct {
	id, parent, depth int
	order             engine.Order
	kind              string
	data              json.RawMessage // the order's fields
	dice              []dice.Die
	poses             []Pose // pieces whose pose changed
	hash              engine.Digest
	events            []engine.Event
	children          []int         // IDs, oldest first
	next              int           // the child Redo goes to (the last one visited)
	state             *engine.State // a checkpoint, or nil
	loaded            bool          // state is kept only while Load runs (keepLoaded)
}

// loadBudget is how many bytes of States Load may keep besides the
// checkpoints, while it runs, so that an entry branching off anywhere
// costs one replay, not a replay of its line from the last checkpoint.
const loadBudget = 64 << 20

// keepLoaded keeps the State after an entry while Load runs, within
// loadBudget. dropLoaded lets them go when it is done.
func (s *Session) keepLoaded(n *node, st *engine.State) {
	if s.loading < 0 || n.state != nil {
		return
	}
	size := stateSize(st)
	if s.loading+size > loadBudget {
		return
	}
	s.loading += size
	n.state, n.loaded = st.Clone(), true
}

// dropLoaded drops the States keepLoaded kept, keeping the checkpoints.
func (s *Session) dropLoaded() {
	for _, n := range s.nodes {
		if n.loaded {
			n.state, n.loaded = nil, false
		}
	}
	s.loading = -1
}

// stateSize estimates the bytes a State's clone holds.
func stateSize(st *engine.State) int64 {
	return int64(1024 + 640*(len(st.Pieces)+len(st.Gone)))
}

// checkpointEvery is how often (in entries along a line) a session keeps a
// copy of the State, so that Undo replays at most this many orders.
const checkpointEvery = 16

// New makes the game a header describes (see Header.Game), fills in
// h.Initial and returns a session ready to Start.
func New(h Header) (*Session, error) {
	g, err := h.Game()
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	h.Initial = g.State.Hash().String()
	if _, err := appendJSON(nil, h); err != nil {
		return nil, fmt.Errorf("save: header: %w (the scenario's files are too large to keep in a save)", err)
	}
	s := &Session{Game: g, Header: h, pristine: g.State.Clone(), loading: -1}
	s.poses = allPoses(g.State, nil)
	g.Observer = s
	return s, nil
}

// Start starts the game (Game.Start): its roll-off and first phase are
// the first entry.
func (s *Session) Start() []engine.Event {
	if s.head != 0 || len(s.nodes) > 0 {
		return nil
	}
	return s.Game.Start()
}

// Do gives an order through the game (Game.Do).
func (s *Session) Do(o engine.Order) ([]engine.Event, error) { return s.Game.Do(o) }

// FreshDice gives the game new dice from seed on (engine.Reseed): the
// what-if of "the same orders with other dice". Choose the seed outside
// the simulation (the clock, crypto/rand); it is recorded.
func (s *Session) FreshDice(seed uint64) []engine.Event { return s.Game.Reseed(seed) }

// Err is the first failure to write the journal, or nil. The game goes
// on without a journal after one.
func (s *Session) Err() error { return s.err }

// Head is the ID of the current entry (0 before Start); Len is the number
// of entries in the tree.
func (s *Session) Head() int { return s.head }

// Len is the number of entries in the tree, on every line.
func (s *Session) Len() int { return len(s.nodes) }

// Hash is the State's hash at the head.
func (s *Session) Hash() engine.Digest { return s.Game.State.Hash() }

// Logged records the entry the game just logged (engine.Observer). An
// order equal to one already given from the head, with the same result,
// moves the head there (it is a redo); anything else is a new entry.
func (s *Session) Logged(g *engine.Game) {
	if s.broken {
		return
	}
	e := g.Log[len(g.Log)-1]
	kind, data, err := engine.EncodeOrder(g.Rules, e.Order)
	if err != nil {
		// The game has gone where its record cannot follow: stop the
		// journal rather than write one that would not replay.
		s.broken = true
		s.stopJournal(fmt.Errorf("save: %s cannot be recorded, the history stops before it: %w", e.Order.Kind(), err))
		return
	}
	h := g.State.Hash()
	if p := s.node(s.head); p != nil {
		for _, c := range p.children {
			n := s.nodes[c-1]
			if n.kind == kind && bytes.Equal(n.data, data) && n.hash == h {
				s.moveTo(n)
				s.poses = allPoses(g.State, s.poses[:0])
				s.write(headLine{Head: &n.id})
				return
			}
		}
	}
	if len(s.nodes) >= MaxEntries {
		// A save holds at most MaxEntries: stop here rather than write a
		// journal that would not load.
		s.broken = true
		s.stopJournal(fmt.Errorf("save: the game has %d entries, the most a save holds; the history stops before %s (save it and go on in a new game)", MaxEntries, e.Order.Kind()))
		return
	}
	n := &node{id: len(s.nodes) + 1, parent: s.head, order: e.Order, kind: kind, data: data,
		hash: h, events: e.Events}
	for _, ev := range e.Events {
		n.dice = append(n.dice, ev.Dice...)
	}
	now := allPoses(g.State, nil)
	n.poses = movedPoses(s.poses, now)
	s.poses = now
	s.add(n, g.State)
	s.write(n.line())
}

// add links a new node under its parent, makes it the head and keeps a
// checkpoint of st when its depth calls for one.
func (s *Session) add(n *node, st *engine.State) {
	if p := s.node(n.parent); p != nil {
		n.depth = p.depth + 1
		p.children = append(p.children, n.id)
	}
	if n.depth%checkpointEvery == 0 {
		n.state = st.Clone()
	}
	s.nodes = append(s.nodes, n)
	s.moveTo(n)
}

// moveTo makes n the head and the child its parent's Redo goes to.
func (s *Session) moveTo(n *node) {
	s.head = n.id
	if p := s.node(n.parent); p != nil {
		p.next = n.id
	}
}

// node returns the node with the given ID, or nil.
func (s *Session) node(id int) *node {
	if id < 1 || id > len(s.nodes) {
		return nil
	}
	return s.nodes[id-1]
}

func (s *Session) fail(err error) {
	if s.err == nil {
		s.err = err
	}
}

// allPoses appends the pose of every piece, on the table or gone, sorted
// by ID.
func allPoses(st *engine.State, dst []Pose) []Pose {
	for i := range st.Pieces {
		dst = append(dst, poseOf(st.Pieces[i].ID, st.Pieces[i].Pose))
	}
	for i := range st.Gone {
		dst = append(dst, poseOf(st.Gone[i].ID, st.Gone[i].Pose))
	}
	slices.SortFunc(dst, func(a, b Pose) int { return int(a.ID - b.ID) })
	return dst
}

// movedPoses returns the poses of now that are not in before, exactly.
func movedPoses(before, now []Pose) []Pose {
	var out []Pose
	for _, p := range now {
		i, ok := slices.BinarySearchFunc(before, p.ID, func(q Pose, id engine.PieceID) int { return int(q.ID - id) })
		if !ok || before[i] != p {
			out = append(out, p)
		}
	}
	return out
}
