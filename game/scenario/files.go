package scenario

// The file structs mirror the three YAML formats field by field. Lengths
// are in the ruleset's measure (inches or centimetres) except model bases, which
// are millimetres; angles are degrees, 0 facing north (+y), growing
// clockwise. A field left out, or null, is the zero value.

// scenarioFile is a scenario: a ruleset, a layout and two deployed armies.
type scenarioFile struct {
	Name        string     `yaml:"name"`
	Description string     `yaml:"description"`
	Ruleset     string     `yaml:"ruleset"`
	Seed        uint64     `yaml:"seed"`
	Victory     string     `yaml:"victory"`
	Turns       int        `yaml:"turns"`
	Points      int        `yaml:"points"`
	Start       *start     `yaml:"start"`
	Deployment  string     `yaml:"deployment"`
	HouseRules  []string   `yaml:"house_rules"`
	Layout      string     `yaml:"layout"`
	Armies      []armySlot `yaml:"armies"`
}

// start is where a game begins when not at its beginning: a situation to
// practise.
type start struct {
	Turn   int    `yaml:"turn"`
	Phase  string `yaml:"phase"`
	Player int    `yaml:"player"`
}

// armySlot is one player's army file and where its units stand.
type armySlot struct {
	Player int         `yaml:"player"`
	Army   string      `yaml:"army"`
	Deploy []placement `yaml:"deploy"`
}

// placement puts one unit of the army on the table: its footprint's centre
// and the direction it faces, and optionally counters set on it (a
// situation to practise: damage taken, a status).
type placement struct {
	Unit     string         `yaml:"unit"`
	At       []float64      `yaml:"at"`
	Facing   float64        `yaml:"facing"`
	Counters map[string]int `yaml:"counters"` // the ruleset's counters set before play (damage, a status)
}

// layoutFile is a table with its terrain, deployment zones and objectives.
type layoutFile struct {
	Name       string      `yaml:"name"`
	Table      *tableSize  `yaml:"table"`
	Terrain    []terrain   `yaml:"terrain"`
	Deployment []zone      `yaml:"deployment"`
	Objectives []objective `yaml:"objectives"`
}

type tableSize struct {
	Width float64 `yaml:"width"`
	Depth float64 `yaml:"depth"`
}

// terrain is one terrain piece: exactly one of the shapes, or parts.
type terrain struct {
	Name    string        `yaml:"name"`
	Kind    string        `yaml:"kind"`
	Height  int           `yaml:"height"`
	Rect    *rectShape    `yaml:"rect"`
	Circle  *circleShape  `yaml:"circle"`
	Ellipse *ellipseShape `yaml:"ellipse"`
	Polygon [][]float64   `yaml:"polygon"`
	Parts   []shape       `yaml:"parts"`
}

// shape is exactly one convex shape.
type shape struct {
	Rect    *rectShape    `yaml:"rect"`
	Circle  *circleShape  `yaml:"circle"`
	Ellipse *ellipseShape `yaml:"ellipse"`
	Polygon [][]float64   `yaml:"polygon"`
}

// rectShape is a rectangle of size [width, depth] centred at At, turned
// clockwise by Angle degrees.
type rectShape struct {
	At    []float64 `yaml:"at"`
	Size  []float64 `yaml:"size"`
	Angle float64   `yaml:"angle"`
}

// circleShape is a circle, approximated by an inscribed 24-gon.
type circleShape struct {
	At     []float64 `yaml:"at"`
	Radius float64   `yaml:"radius"`
}

// ellipseShape is an ellipse with semi-axes [across, along] turned
// clockwise by Angle degrees, approximated by an inscribed 24-gon.
type ellipseShape struct {
	At    []float64 `yaml:"at"`
	Radii []float64 `yaml:"radii"`
	Angle float64   `yaml:"angle"`
}

// zone is a player's deployment zone: one convex shape.
type zone struct {
	Player  int           `yaml:"player"`
	Rect    *rectShape    `yaml:"rect"`
	Circle  *circleShape  `yaml:"circle"`
	Ellipse *ellipseShape `yaml:"ellipse"`
	Polygon [][]float64   `yaml:"polygon"`
}

// objective is a marker on the table.
type objective struct {
	Name string    `yaml:"name"`
	At   []float64 `yaml:"at"`
}

// armyFile is a list of units. Its tags also write one (WriteArmy):
// empty fields left out, short lists on one line.
type armyFile struct {
	Name      string `yaml:"name"`
	Points    int    `yaml:"points,omitempty"`    // the points limit the army is built to; 0: none stated
	Alignment string `yaml:"alignment,omitempty"` // free text for the ruleset, e.g. "Good"
	Units     []unit `yaml:"units"`
}

// unit is one unit of an army file. Base is the model base in millimetres.
type unit struct {
	ID      string         `yaml:"id"`
	Name    string         `yaml:"name"`
	Type    string         `yaml:"type"`
	Size    string         `yaml:"size"`
	Base    []float64      `yaml:"base,flow"`
	Height  *int           `yaml:"height,omitempty"`
	Stats   map[string]int `yaml:"stats,flow"`
	Special []string       `yaml:"special,flow,omitempty"`
	// Army selection: these change how the army is built, not how the
	// unit plays.
	Irregular bool     `yaml:"irregular,omitempty"`   // unlocks nothing, needs unlocking
	Allied    bool     `yaml:"allied,omitempty"`      // from an allied contingent
	Legend    bool     `yaml:"legend,omitempty"`      // a unique named character
	Artefact  string   `yaml:"artefact,omitempty"`    // the one magic item it carries, its cost in pts
	Spells    []string `yaml:"spells,flow,omitempty"` // each "Name(n)"; the placed piece carries them among its Rules
	Alignment string   `yaml:"alignment,omitempty"`   // its race's, when not the army's (an ally's)
}
