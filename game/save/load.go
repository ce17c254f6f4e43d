package save

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/plain"
)

// Error is a problem with one line of a save file or journal.
type Error struct {
	File string // empty when read from a stream
	Line int    // from 1; 0 for the file as a whole
	Col  int    // from 1, in characters; 0 for the line as a whole
	Err  error
}

// Error returns "save: FILE:LINE: problem", or FILE:LINE:COL when the
// column is known.
func (e *Error) Error() string {
	where := e.File
	if e.Line > 0 {
		if where != "" {
			where += ":"
		} else {
			where = "line "
		}
		where += fmt.Sprint(e.Line)
		if e.Col > 0 {
			where += fmt.Sprint(":", e.Col)
		}
	}
	if where == "" {
		return "save: " + e.Err.Error()
	}
	return "save: " + where + ": " + e.Err.Error()
}

// Unwrap returns the problem.
func (e *Error) Unwrap() error { return e.Err }

// Loaded is what reading a save or a journal found besides the game.
type Loaded struct {
	Lines int   // lines read, the header included
	Size  int64 // bytes read and kept: the file less a torn last line
	// Torn is true when the file ended in a line cut short (a journal
	// whose writer was killed mid-line, or a power cut): it was left out.
	Torn bool
	// Unterminated is true when the last line was whole but had no line
	// break; resuming the journal (Store.Open, Resume) adds it.
	Unterminated bool
}

// anyLine is any line after the header: an entry or a head move.
type anyLine struct {
	N      *int            `json:"n"`
	Parent *int            `json:"parent"`
	Kind   *string         `json:"kind"`
	Order  json.RawMessage `json:"order"`
	Dice   []dice.Die      `json:"dice"`
	Poses  []Pose          `json:"poses"`
	Hash   *string         `json:"hash"`
	Head   *int            `json:"head"`
}

// LoadFile reads a save file or a journal from the disk (see Load),
// naming the file in its errors. Only a regular file is read (see
// Storage).
func LoadFile(path string) (*Session, Loaded, error) { return loadFrom(OS{}, path) }

// loadFrom reads a save file or a journal from a Storage.
func loadFrom(disk Storage, path string) (*Session, Loaded, error) {
	f, err := disk.Open(path)
	if err != nil {
		return nil, Loaded{}, &Error{File: path, Err: unwrapPath(err)}
	}
	defer f.Close()
	s, l, err := Load(f)
	var e *Error
	if errors.As(err, &e) {
		e.File = path
	}
	return s, l, err
}

// unwrapPath drops the operation and path of an fs.PathError, which the
// *Error names already.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Load reads a save file or a journal and replays it: it rebuilds the
// game from the header, gives every entry's order again and checks, line
// by line, the dice it rolls, the poses it leaves and the State's hash.
// Any difference, and any line that is not what the format says, is an
// *Error naming the line; nothing else is changed, so a program that had a
// game open keeps it. Load never panics, whatever the bytes.
//
// The file is read a line at a time, so a file past the limits (MaxLine,
// MaxLines, MaxFileSize, MaxEntries) is refused as soon as it passes
// them, having cost little. A byte order mark at its start is skipped;
// bytes that are not UTF-8, and NUL bytes, are errors. Head lines in a
// row cost nothing until an entry or the end of the file needs the head.
func Load(r io.Reader) (*Session, Loaded, error) {
	var l Loaded
	lines := plain.NewLines(r, MaxLine)
	var s *Session
	for {
		line, whole, err := lines.Next()
		if err == io.EOF && l.Lines > 0 {
			break
		}
		l.Lines++
		if err == nil && l.Lines > MaxLines {
			err = fmt.Errorf("more than %d lines", MaxLines)
		}
		if err == nil && l.Size+int64(len(line)) > MaxFileSize {
			err = fmt.Errorf("the file is larger than %d MiB", MaxFileSize>>20)
		}
		if err != nil && err != io.EOF {
			return nil, l, &Error{Line: l.Lines, Err: err}
		}
		size := int64(len(line))
		if l.Lines == 1 {
			line = plain.TrimBOM(line)
		}
		if p := plain.Check(line); p != nil {
			if !whole && l.Lines > 1 && !json.Valid(line) { // a kill cut the last line inside a character
				l.Lines--
				l.Torn = true
				break
			}
			return nil, l, &Error{Line: l.Lines, Col: p.Col, Err: errors.New(p.Msg)}
		}
		switch {
		case l.Lines == 1:
			s, err = loadHeader(line)
		case len(bytes.TrimSpace(line)) > 0:
			err = s.loadLine(line)
		}
		if err != nil && !whole && l.Lines > 1 && !json.Valid(line) {
			l.Lines-- // cut short by a kill or a power cut: leave it out
			l.Torn = true
			break
		}
		if err != nil {
			return nil, l, &Error{Line: l.Lines, Err: err}
		}
		l.Size += size
		if !whole {
			l.Unterminated = len(line) > 0
			break
		}
		l.Size++
	}
	if err := s.settle(); err != nil {
		return nil, l, &Error{Line: l.Lines, Err: err}
	}
	s.dropLoaded()
	if s.head == 0 {
		return nil, l, &Error{Line: l.Lines, Err: errors.New("no entries: the game never started")}
	}
	s.Game.Observer = s
	return s, l, nil
}

// loadHeader reads the first line and builds the game it describes.
func loadHeader(line []byte) (*Session, error) {
	if len(bytes.TrimSpace(line)) == 0 {
		return nil, errors.New("empty: a save starts with its header")
	}
	if headerCache != nil {
		if c, ok := headerCache[string(line)]; ok {
			g := &engine.Game{Rules: c.Game.Rules, State: c.pristine.Clone()}
			return &Session{Game: g, Header: c.Header, pristine: c.pristine, poses: allPoses(g.State, nil)}, nil // loading: 0
		}
	}
	var h Header
	if err := engine.DecodeStrict(line, &h); err != nil {
		return nil, fmt.Errorf("header: %w", err)
	}
	if h.Initial == "" {
		return nil, errors.New("header: initial: missing (the first state's hash)")
	}
	g, err := h.Game()
	if err != nil {
		return nil, fmt.Errorf("header: %w", err)
	}
	s := &Session{Game: g, Header: h, pristine: g.State.Clone()} // loading: 0, keepLoaded keeps States
	s.poses = allPoses(g.State, nil)
	if headerCache != nil {
		headerCache[string(line)] = s
	}
	return s, nil
}

// headerCache, when not nil, keeps the game each header line built. Only
// the fuzz test sets it (export_test.go): loading a scenario is most of
// the cost of loading a short save.
var headerCache map[string]*Session

// loadLine reads one entry or head move and replays it.
func (s *Session) loadLine(line []byte) error {
	var a anyLine
	if err := engine.DecodeStrict(line, &a); err != nil {
		return err
	}
	if a.Head != nil {
		if a.N != nil || a.Parent != nil || a.Kind != nil || a.Order != nil || a.Dice != nil || a.Poses != nil || a.Hash != nil {
			return errors.New("a head line has only the field head")
		}
		if s.node(*a.Head) == nil {
			return fmt.Errorf("head: there is no entry %d", *a.Head)
		}
		s.pending = *a.Head // moved to when an entry or the end needs it (settle)
		return nil
	}
	n, err := s.readEntry(a)
	if err != nil {
		return err
	}
	s.pending = 0 // the entry becomes the head
	s.link(n)
	if err := s.jump(n.id); err != nil {
		return fmt.Errorf("entry %d (%s): %w", n.id, n.kind, unwrapSave(err))
	}
	return nil
}

// readEntry checks an entry line's fields and decodes its order.
func (s *Session) readEntry(a anyLine) (*node, error) {
	want := len(s.nodes) + 1
	switch {
	case a.N == nil:
		return nil, errors.New("n: missing (the entry's number)")
	case *a.N != want:
		return nil, fmt.Errorf("n: entry %d where entry %d comes next", *a.N, want)
	case want > MaxEntries:
		return nil, fmt.Errorf("more than %d entries", MaxEntries)
	case a.Kind == nil:
		return nil, errors.New("kind: missing (the order's kind)")
	case a.Hash == nil:
		return nil, errors.New("hash: missing (the state's hash after the entry)")
	case len(a.Poses) > 1<<16:
		return nil, errors.New("poses: too many")
	}
	n := &node{id: want, parent: want - 1, kind: *a.Kind, data: a.Order, dice: a.Dice, poses: a.Poses}
	if a.Parent != nil {
		n.parent = *a.Parent
	}
	start := n.kind == engine.StartGame{}.Kind()
	switch {
	case want == 1 && !start:
		return nil, fmt.Errorf("kind: the first entry is %q, not %q", engine.StartGame{}.Kind(), n.kind)
	case want > 1 && start:
		return nil, errors.New("kind: the game starts only once, in entry 1")
	case want == 1 && n.parent != 0:
		return nil, errors.New("parent: the first entry has none")
	case want > 1 && (n.parent < 1 || n.parent >= want):
		return nil, fmt.Errorf("parent: must be an earlier entry (1 to %d), got %d", want-1, n.parent)
	}
	for i, p := range n.poses {
		if p.ID < 1 || !finite(p.X) || !finite(p.Y) || !finite(p.H) {
			return nil, fmt.Errorf("poses[%d]: a piece ID of 1 or more and finite x, y, h", i)
		}
	}
	var err error
	if n.hash, err = engine.ParseDigest(*a.Hash); err != nil {
		return nil, fmt.Errorf("hash: %w", err)
	}
	if n.order, err = engine.DecodeOrder(s.Game.Rules, n.kind, n.data); err != nil {
		return nil, fmt.Errorf("order (%s): %w", n.kind, err)
	}
	if _, n.data, err = engine.EncodeOrder(s.Game.Rules, n.order); err != nil { // as Logged will compare it
		return nil, fmt.Errorf("order (%s): %w", n.kind, err)
	}
	return n, nil
}

// settle moves the head to the last head line read, if entries did not
// follow it.
func (s *Session) settle() error {
	if s.pending == 0 {
		return nil
	}
	id := s.pending
	s.pending = 0
	if err := s.jump(id); err != nil {
		return fmt.Errorf("head: %w", unwrapSave(err))
	}
	return nil
}

// link adds a read entry under its parent without moving the head.
func (s *Session) link(n *node) {
	if p := s.node(n.parent); p != nil {
		n.depth = p.depth + 1
		p.children = append(p.children, n.id)
	}
	s.nodes = append(s.nodes, n)
}

// unwrapSave drops the "save: entry N: " that jump puts before a replay
// error, for errors that already name the line.
func unwrapSave(err error) error {
	var re *replayError
	if errors.As(err, &re) {
		return re.err
	}
	return err
}
