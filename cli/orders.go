package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/plain"
	"warbench/game/save"
)

// An orders file (docs/cli.md) is JSON Lines: one directive per line,
// blank lines and lines starting with # ignored. Lengths are in the
// ruleset's unit (inches or centimetres), angles in degrees clockwise;
// units are named by name or by ID.

// Directive is one line of an orders file.
type Directive struct {
	Line int // from 1

	// An order: Order is its kind; the fields it needs follow.
	Order  string
	By     engine.PlayerID // 0: the player the game waits for
	Unit   *UnitRef
	Target *UnitRef
	Units  []UnitRef
	Weapon string
	Spell  string
	Back   bool
	Steps  []Step
	To     *Place

	// An order exactly as a save writes it (Kind and its fields).
	Kind  string
	Exact json.RawMessage

	Setup     *Setup  // a placement before the game starts
	FreshDice *uint64 // new dice from this seed on (a what-if)
	Undo      int     // undo this many entries
	Redo      int     // redo this many entries
}

// UnitRef names a unit: by ID, or by name (exact, or ignoring case when
// that is unambiguous).
type UnitRef struct {
	ID   engine.PieceID
	Name string
}

// UnmarshalJSON reads a number (an ID) or a string (a name).
func (u *UnitRef) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &u.Name)
	}
	var id int64
	if err := json.Unmarshal(b, &id); err != nil || id < 1 || id > math.MaxInt32 {
		return errors.New("a unit is its name (a string) or its ID (a whole number from 1)")
	}
	u.ID = engine.PieceID(id)
	return nil
}

func (u UnitRef) String() string {
	if u.Name != "" {
		return strconv.Quote(u.Name)
	}
	return fmt.Sprintf("unit %d", u.ID)
}

// Step is one step of a move: exactly one of its fields is set.
type Step struct {
	Forward *float64 `json:"forward"`
	Back    *float64 `json:"back"`
	Left    *float64 `json:"left"`
	Right   *float64 `json:"right"`
	Pivot   *float64 `json:"pivot"` // degrees, clockwise
}

// Place is a pose in the file's units: the centre of the base from the
// table's south-west corner, and the facing in degrees clockwise from
// north. Pose, instead, gives it exactly (mm and radians, as a save does).
type Place struct {
	At     []float64  `json:"at"`
	Facing *float64   `json:"facing"`
	Pose   *save.Pose `json:"pose"`
}

// Setup places a unit before the game starts, and sets its counters.
type Setup struct {
	Unit     *UnitRef       `json:"unit"`
	At       []float64      `json:"at"`
	Facing   *float64       `json:"facing"`
	Pose     *save.Pose     `json:"pose"`
	Counters map[string]int `json:"counters"`
}

// directiveJSON is every field a line may have; which combination is
// allowed is checked after.
type directiveJSON struct {
	Order     json.RawMessage  `json:"order"`
	By        *engine.PlayerID `json:"by"`
	Unit      *UnitRef         `json:"unit"`
	Target    *UnitRef         `json:"target"`
	Units     []UnitRef        `json:"units"`
	Weapon    string           `json:"weapon"`
	Spell     string           `json:"spell"`
	Back      bool             `json:"back"`
	Steps     []Step           `json:"steps"`
	To        *Place           `json:"to"`
	Kind      string           `json:"kind"`
	Setup     *Setup           `json:"setup"`
	FreshDice *uint64          `json:"fresh-dice"`
	Undo      *int             `json:"undo"`
	Redo      *int             `json:"redo"`
}

// Limits of an orders file (docs/cli.md). A directive gives at most one
// entry, and a game holds at most save.MaxEntries, so a file of more
// directives cannot be played: it is refused as soon as the bound is
// passed, before more of it is read.
const (
	maxOrdersFile = 16 << 20        // bytes
	maxOrderLine  = save.MaxLine    // bytes in one line
	maxDirectives = save.MaxEntries // directives in a file
	maxUndo       = save.MaxEntries // entries one undo or redo directive moves
)

// LineError is a problem with one line of an orders or odds file: the
// file, the line and, when known, the column (from 1, in characters).
type LineError struct {
	File      string
	Line, Col int
	Err       error
}

// Error returns "file:line:col: problem", leaving out what is unknown.
func (e *LineError) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %v", e.File, e.Err)
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s:%d:%d: %v", e.File, e.Line, e.Col, e.Err)
}

// Unwrap returns the problem.
func (e *LineError) Unwrap() error { return e.Err }

// ParseOrders reads an orders file a line at a time. It checks each
// line's form (UTF-8 text, JSON, known fields, one directive per line,
// steps with one field each); what the names mean and whether the orders
// are legal is decided when they are given. A byte order mark at the
// start is skipped.
func ParseOrders(r io.Reader, file string) ([]Directive, error) {
	lines := plain.NewLines(r, maxOrderLine)
	var out []Directive
	var size int64
	for n := 1; ; n++ {
		line, _, err := lines.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, &LineError{File: file, Line: n, Err: err}
		}
		if size += int64(len(line)) + 1; size > maxOrdersFile+1 {
			return nil, &LineError{File: file, Line: n, Err: fmt.Errorf("the file is larger than %d MiB", maxOrdersFile>>20)}
		}
		if n == 1 {
			line = plain.TrimBOM(line)
		}
		if p := plain.Check(line); p != nil {
			return nil, &LineError{File: file, Line: n, Col: p.Col, Err: errors.New(p.Msg)}
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		if len(out) == maxDirectives {
			return nil, &LineError{File: file, Line: n, Err: fmt.Errorf("more than %d directives: a game holds at most %d entries", maxDirectives, save.MaxEntries)}
		}
		d, err := parseDirective(line)
		if err != nil {
			return nil, &LineError{File: file, Line: n, Err: err}
		}
		d.Line = n
		out = append(out, d)
	}
}

func parseDirective(line []byte) (Directive, error) {
	var j directiveJSON
	if err := engine.DecodeStrict(line, &j); err != nil {
		return Directive{}, err
	}
	var d Directive
	set := []string{}
	if j.Kind != "" {
		set = append(set, "kind")
		d.Kind, d.Exact = j.Kind, j.Order
		if len(j.Order) == 0 {
			d.Exact = json.RawMessage("{}")
		}
		if j.By != nil || j.Unit != nil || j.Target != nil || j.Units != nil || j.Weapon != "" || j.Spell != "" || j.Back || j.Steps != nil || j.To != nil {
			return d, errors.New(`an exact order ("kind") has its fields in "order" only`)
		}
	} else if j.Order != nil {
		set = append(set, "order")
		if err := json.Unmarshal(j.Order, &d.Order); err != nil || d.Order == "" {
			return d, errors.New(`order: want the order's kind as its ruleset names it (or "kind" and "order" as a save writes them)`)
		}
		if j.By != nil {
			if err := engine.CheckPlayer("by", j.By); err != nil {
				return d, err
			}
			d.By = *j.By
		}
		d.Unit, d.Target, d.Units, d.Weapon, d.Spell, d.Back, d.To = j.Unit, j.Target, j.Units, j.Weapon, j.Spell, j.Back, j.To
		for i, st := range j.Steps {
			if n := countSet(st.Forward, st.Back, st.Left, st.Right, st.Pivot); n != 1 {
				return d, fmt.Errorf("steps[%d]: want exactly one of forward, back, left, right, pivot", i)
			}
		}
		d.Steps = j.Steps
		if d.To != nil && d.Steps != nil {
			return d, errors.New("give steps or to, not both")
		}
		if d.To != nil {
			if err := d.To.check("to"); err != nil {
				return d, err
			}
		}
	} else if j.By != nil || j.Unit != nil || j.Target != nil || j.Units != nil || j.Weapon != "" || j.Spell != "" || j.Back || j.Steps != nil || j.To != nil {
		return d, errors.New(`order: missing (the order's kind as its ruleset names it)`)
	}
	if j.Setup != nil {
		set = append(set, "setup")
		if j.Setup.Unit == nil {
			return d, errors.New("setup.unit: missing")
		}
		p := Place{At: j.Setup.At, Facing: j.Setup.Facing, Pose: j.Setup.Pose}
		if p.At != nil || p.Facing != nil || p.Pose != nil {
			if err := p.check("setup"); err != nil {
				return d, err
			}
		}
		d.Setup = j.Setup
	}
	if j.FreshDice != nil {
		set = append(set, "fresh-dice")
		d.FreshDice = j.FreshDice
	}
	if j.Undo != nil {
		set = append(set, "undo")
		if *j.Undo < 1 || *j.Undo > maxUndo {
			return d, fmt.Errorf("undo: how many entries, 1 to %d", maxUndo)
		}
		d.Undo = *j.Undo
	}
	if j.Redo != nil {
		set = append(set, "redo")
		if *j.Redo < 1 || *j.Redo > maxUndo {
			return d, fmt.Errorf("redo: how many entries, 1 to %d", maxUndo)
		}
		d.Redo = *j.Redo
	}
	switch len(set) {
	case 0:
		return d, errors.New("empty: want an order, kind, setup, fresh-dice, undo or redo")
	case 1:
		return d, nil
	}
	return d, fmt.Errorf("one directive per line, not %s", strings.Join(set, " and "))
}

func countSet(ps ...*float64) int {
	n := 0
	for _, p := range ps {
		if p != nil {
			n++
		}
	}
	return n
}

// check reports a place that is neither at (with facing) nor pose.
func (p *Place) check(field string) error {
	switch {
	case p.Pose != nil && (p.At != nil || p.Facing != nil):
		return fmt.Errorf("%s: give at and facing, or pose, not both", field)
	case p.Pose != nil:
		return nil
	case len(p.At) != 2:
		return fmt.Errorf("%s.at: want [x, y]", field)
	case p.Facing == nil:
		return fmt.Errorf("%s.facing: missing (degrees clockwise from north)", field)
	}
	return nil
}

// pose converts a place to millimetres and radians.
func (p *Place) pose(m engine.Measure) geom.Pose {
	if p.Pose != nil {
		return geom.Pose{Pos: geom.V(p.Pose.X, p.Pose.Y), Heading: p.Pose.H}
	}
	return geom.Pose{Pos: geom.V(m.ToMM(p.At[0]), m.ToMM(p.At[1])), Heading: geom.NormAngle(geom.Deg(*p.Facing))}
}

// resolve finds the piece a reference names on the table (or, for
// IDs, among the pieces gone too, so that Check can say why).
func resolve(s *engine.State, u UnitRef) (engine.PieceID, error) {
	if u.Name == "" {
		return u.ID, nil
	}
	var exact, folded []engine.PieceID
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Name == u.Name {
			exact = append(exact, p.ID)
		} else if strings.EqualFold(p.Name, u.Name) {
			folded = append(folded, p.ID)
		}
	}
	ids := exact
	if len(ids) == 0 {
		ids = folded
	}
	switch len(ids) {
	case 0:
		return 0, fmt.Errorf("no unit named %q on the table", u.Name)
	case 1:
		return ids[0], nil
	}
	return 0, fmt.Errorf("%q names units %v: use the ID", u.Name, ids)
}

// placement turns a setup directive into a save.Placement.
func placement(s *engine.State, m engine.Measure, st *Setup) (save.Placement, error) {
	id, err := resolve(s, *st.Unit)
	if err != nil {
		return save.Placement{}, fmt.Errorf("setup.unit: %w", err)
	}
	pl := save.Placement{ID: id}
	if st.At != nil || st.Pose != nil {
		p := Place{At: st.At, Facing: st.Facing, Pose: st.Pose}
		gp := p.pose(m)
		pl.Pose = &save.Pose{X: gp.Pos.X, Y: gp.Pos.Y, H: gp.Heading}
	}
	names := make([]string, 0, len(st.Counters))
	for k := range st.Counters { // sorted below
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		pl.Counters = append(pl.Counters, engine.Stat{Name: k, Value: st.Counters[k]})
	}
	return pl, nil
}
