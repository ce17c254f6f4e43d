package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/scenario"
)

// Format is the value of a save file's "format" field, and Version the
// version of the format this package writes and reads.
const (
	Format  = "warbench-save"
	Version = 1
)

// Header is the first line of a save file or a journal: everything needed
// to rebuild the game's first State, and that State's hash.
type Header struct {
	Format   string      `json:"format"`
	Version  int         `json:"version"`
	Ruleset  string      `json:"ruleset"`
	Scenario Scenario    `json:"scenario"`
	Seed     uint64      `json:"seed"`              // the dice seed (the scenario's, or the one asked for)
	Dice     []int       `json:"dice,omitempty"`    // faces given before the seeded dice (dice.NewFixed)
	Setup    []Placement `json:"setup,omitempty"`   // poses and counters set before the game starts
	Victory  string      `json:"victory,omitempty"` // the victory condition chosen over the scenario's; RollVictory rolls one
	Points   int         `json:"points,omitempty"`  // the game size agreed over the scenario's; 0 keeps the scenario's
	Initial  string      `json:"initial"`           // the hash of the State before Start
	// Computer is, when the computer plays a side, the kind of computer
	// player of players 1 and 2 ("" a person), so a game continued
	// goes on against it. It changes nothing of the replay: its orders
	// are in the file like a person's.
	Computer []string `json:"computer,omitempty"`
	// HouseRules, when set (even empty), are the house rules played
	// instead of the scenario's own (engine.HouseRuler): the start
	// screen's choice. Left out, the scenario's house_rules stand.
	HouseRules []string `json:"house_rules,omitzero"`
}

// Scenario names the scenario and holds its files (the scenario, its
// layout and its armies) verbatim, so that a save replays the same game
// wherever it is opened and whatever has changed on disk since.
type Scenario struct {
	Name    string `json:"name"`
	Builtin bool   `json:"builtin,omitempty"` // it is one of the program's built-in scenarios
	File    string `json:"file"`              // the scenario file, a path among Files
	Files   []File `json:"files"`             // sorted by Name
}

// File is one file a scenario read, by its path relative to the
// scenario's folder.
type File struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Placement sets one piece before the game starts: its pose (when given)
// and counters (each set to its value; zero removes it). It is how a test
// or a script puts units exactly where it wants them.
type Placement struct {
	ID       engine.PieceID `json:"id"`
	Pose     *Pose          `json:"pose,omitempty"`
	Counters []engine.Stat  `json:"counters,omitempty"`
}

// Pose is a piece's position (millimetres from the table's south-west
// corner) and heading (radians, clockwise from north), exactly.
type Pose struct {
	ID engine.PieceID `json:"id,omitempty"`
	X  float64        `json:"x"`
	Y  float64        `json:"y"`
	H  float64        `json:"h"`
}

func (p Pose) geom() geom.Pose { return geom.Pose{Pos: geom.V(p.X, p.Y), Heading: p.H} }

func poseOf(id engine.PieceID, g geom.Pose) Pose {
	return Pose{ID: id, X: g.Pos.X, Y: g.Pos.Y, H: g.Heading}
}

// OpenScenario loads the scenario at name inside fsys (the built-in
// scenarios, or os.DirFS of the user's folder) and returns it with the
// Scenario that records its files for a Header.
func OpenScenario(fsys fs.FS, name string, builtin bool) (*scenario.Scenario, Scenario, error) {
	rec := &recordFS{fs: fsys, files: memFS{}}
	sc, err := scenario.Load(rec, name)
	if err != nil {
		return nil, Scenario{}, err
	}
	src := Scenario{Name: sc.Name, Builtin: builtin, File: name}
	for n, data := range rec.files { // sorted below
		src.Files = append(src.Files, File{Name: n, Text: string(data)})
	}
	slices.SortFunc(src.Files, func(a, b File) int { return strings.Compare(a.Name, b.Name) })
	return sc, src, nil
}

// OpenScenarioFile loads the scenario file at path on the disk (see
// OpenScenario), reading its layout and armies only from inside its
// folder, and only regular files (scenario.OpenDir). A symbolic link
// named as the scenario itself is followed first: the player chose it.
func OpenScenarioFile(path string) (*scenario.Scenario, Scenario, error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	d, err := scenario.OpenDir(dir)
	if err != nil {
		return nil, Scenario{}, err
	}
	defer d.Close()
	return OpenScenario(d, name, false)
}

// recordFS keeps a copy of every file read through it.
type recordFS struct {
	fs    fs.FS
	files memFS
}

func (r *recordFS) Open(name string) (fs.File, error) {
	f, err := r.fs.Open(name)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, maxScenarioFS+1))
	f.Close()
	if err != nil {
		return nil, err
	}
	r.files[name] = data
	return r.files.Open(name)
}

// NewHeader is the header of a new game of a loaded scenario: its
// ruleset, its files, the seed (0: the scenario's own), the fixed dice
// and placements. Initial is filled in by New.
func NewHeader(sc *scenario.Scenario, src Scenario, seed uint64, fixed []int, setup []Placement) Header {
	if seed == 0 {
		seed = sc.State.Seed
	}
	return Header{Format: Format, Version: Version, Ruleset: sc.Rules.ID(), Scenario: src, Seed: seed,
		Dice: fixed, Setup: setup}
}

// Game builds the game the header describes, not yet started: the
// scenario loaded from the header's files, the seed and dice, the
// placements. It checks the header's fields and, when Initial is set,
// that the State hashes to it.
func (h *Header) Game() (*engine.Game, error) {
	switch {
	case h.Format != Format:
		return nil, fmt.Errorf("format: want %q, got %q: not a warbench save", Format, h.Format)
	case h.Version > Version:
		return nil, fmt.Errorf("version: the file is format version %d, written by a newer warbench (this one reads version %d)", h.Version, Version)
	case h.Version < 1:
		return nil, fmt.Errorf("version: must be 1 or more, got %d", h.Version)
	case len(h.Dice) > maxDice:
		return nil, fmt.Errorf("dice: at most %d faces, got %d", maxDice, len(h.Dice))
	case len(h.Setup) > maxSetup:
		return nil, fmt.Errorf("setup: at most %d placements, got %d", maxSetup, len(h.Setup))
	}
	for i, f := range h.Dice {
		if f < 1 || f > MaxFace {
			return nil, fmt.Errorf("dice[%d]: a face is 1 to %d, got %d", i, MaxFace, f)
		}
	}
	sc, err := h.Scenario.load()
	if err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	if sc.Rules.ID() != h.Ruleset {
		return nil, fmt.Errorf("ruleset: the header says %q but the scenario is played under %q", h.Ruleset, sc.Rules.ID())
	}
	s := sc.State
	s.Seed = h.Seed
	s.Dice = dice.NewFixed(h.Seed, h.Dice)
	if err := h.choose(sc.Rules, s); err != nil {
		return nil, err
	}
	if err := Place(sc.Rules, s, h.Setup); err != nil {
		return nil, err
	}
	if h.Initial != "" {
		want, err := engine.ParseDigest(h.Initial)
		if err != nil {
			return nil, fmt.Errorf("initial: %w", err)
		}
		if got := s.Hash(); got != want {
			return nil, fmt.Errorf("initial: the game's first state hashes to %s, not %s: the scenario or the program's rules have changed since the game was saved", got, want)
		}
	}
	return &engine.Game{Rules: sc.Rules, State: s}, nil
}

// load reads the scenario from its recorded files.
func (src *Scenario) load() (*scenario.Scenario, error) {
	if len(src.Files) > maxFiles {
		return nil, fmt.Errorf("files: at most %d, got %d", maxFiles, len(src.Files))
	}
	m := memFS{}
	total := 0
	for i, f := range src.Files {
		total += len(f.Text)
		_, dup := m[f.Name]
		switch {
		case !fs.ValidPath(f.Name) || f.Name == "." || strings.Contains(f.Name, `\`):
			return nil, fmt.Errorf("files[%d].name: %q is not a relative path inside the scenario's folder", i, f.Name)
		case dup:
			return nil, fmt.Errorf("files[%d].name: %q appears twice", i, f.Name)
		case total > maxScenarioFS:
			return nil, fmt.Errorf("files: more than %d bytes in all", maxScenarioFS)
		}
		m[f.Name] = []byte(f.Text)
	}
	if _, ok := m[src.File]; !ok {
		return nil, fmt.Errorf("file: %q is not among the files", src.File)
	}
	if path.Ext(src.File) == "" {
		return nil, fmt.Errorf("file: %q is not a YAML file", src.File)
	}
	return scenario.Load(m, src.File)
}

// Place applies placements to a State before the game starts. A pose must
// be finite, keep the piece on the table and not overlap another piece;
// each counter must be one the rules know, within its bounds
// (engine.Setup.CheckCounter). An error is a *PlaceError naming the
// placement.
func Place(rules engine.Setup, s *engine.State, setup []Placement) error {
	for i, pl := range setup {
		p := s.Piece(pl.ID)
		if p == nil {
			return &PlaceError{Index: i, Field: "id", Err: fmt.Errorf("there is no piece %d", pl.ID)}
		}
		if pl.Pose != nil {
			q := *pl.Pose
			if !finite(q.X) || !finite(q.Y) || !finite(q.H) {
				return &PlaceError{Index: i, Field: "pose", Err: errors.New("must be finite")}
			}
			p.Pose = geom.Pose{Pos: geom.V(q.X, q.Y), Heading: q.H}
		}
		for j, c := range pl.Counters {
			field := fmt.Sprintf("counters[%d]", j)
			if c.Name == "" {
				return &PlaceError{Index: i, Field: field, Err: errors.New("missing name")}
			}
			if err := rules.CheckCounter(c.Name, c.Value); err != nil {
				return &PlaceError{Index: i, Field: field, Err: err}
			}
			p.SetCounter(c.Name, c.Value)
		}
	}
	for i, pl := range setup {
		if pl.Pose == nil {
			continue
		}
		p := s.Piece(pl.ID)
		b := p.Shape().Bounds()
		if b.Min.X < -geom.Eps || b.Min.Y < -geom.Eps || b.Max.X > s.Table.Width+geom.Eps || b.Max.Y > s.Table.Depth+geom.Eps {
			return &PlaceError{Index: i, Field: "pose", Err: fmt.Errorf("%s would be off the table", p.Name)}
		}
		for j := range s.Pieces {
			o := &s.Pieces[j]
			if o.ID != p.ID && geom.Overlap(p.Shape(), o.Shape()) {
				return &PlaceError{Index: i, Field: "pose", Err: fmt.Errorf("%s would overlap %s", p.Name, o.Name)}
			}
		}
	}
	return nil
}

// PlaceError is a placement Place refused: its index in the list, the
// field, and why.
type PlaceError struct {
	Index int
	Field string
	Err   error
}

// Error returns "setup[i].field: problem".
func (e *PlaceError) Error() string { return fmt.Sprintf("setup[%d].%s: %v", e.Index, e.Field, e.Err) }

// Unwrap returns the problem.
func (e *PlaceError) Unwrap() error { return e.Err }

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }
