package engine

import (
	"fmt"
	"math/big"
	"strings"

	"warbench/game/geom"
	"warbench/game/table"
)

// Ruleset is one rule system (or one edition of it), registered by its
// package under game/rules. It owns the turn structure, the
// orders and every rule; the engine owns the State and the log. The
// window, the command line, the save format and the computer opponent
// reach a system only through this interface, so a new system is a new
// package under game/rules and nothing else changes.
//
// The contract, like ebiten.Game's, is a law:
//
//   - Check only reads. It returns nil or an *Illegal; it never mutates the
//     State and never rolls dice.
//   - Apply is called only with an order that Check has just accepted on
//     the same State. It mutates the State, rolls every die it needs from
//     State.Dice in a fixed order, and returns the events in the order they
//     happened. Given equal States and equal orders, it returns equal
//     events and leaves equal States, on every machine.
//   - Every other method only reads.
//   - Decision names the one player every order must come from now
//     (Game.Do refuses any other), and is cheap: the window asks for it
//     once per order given.
//   - Odds computes from the same functions Apply resolves with, never a
//     second implementation, so a preview cannot disagree with the result.
//     So do Targets and PreviewMove: what they show is what Check accepts.
//   - View hides what the viewer may not see (the other side's face-down
//     cards); everything else a player is shown is computed from it.
//   - No method keeps a pointer into a State after it returns.
type Ruleset interface {
	// ID is the short name used in files and in rule references.
	ID() string
	// Name is the system's full name for people.
	Name() string
	// Measure is the unit players measure in (inches or centimetres).
	Measure() Measure
	// ArcStyle is how the system draws a piece's front, flank and rear arcs.
	ArcStyle() geom.ArcStyle

	// Unit checks one unit of an army file and returns its footprint,
	// formation and height, or a *FieldError naming the offending field.
	Unit(u UnitSpec) (UnitFit, error)
	// Start prepares a freshly loaded State for play: first turn, phase and
	// player. A State whose Phase is already set (a scenario that starts
	// in the middle of a game, to practise a situation) starts there, with
	// its Turn and Active player, and no roll for the first turn.
	Start(s *State) []Event

	// Decision is what the engine waits for now.
	Decision(s *State) Decision
	// Orders lists what the piece may be ordered to do now by the player
	// the Decision names (nothing for anybody else's piece).
	Orders(s *State, id PieceID) []OrderOption
	// Check accepts (nil) or refuses (*Illegal) an order.
	Check(s *State, o Order) error
	// Apply carries out an order that Check accepted.
	Apply(s *State, o Order) []Event
	// Odds is the exact outcome distribution of an order with dice in it.
	Odds(s *State, o Order) (Odds, error)
	// Score is each side's score and, once the game is over, the winner.
	Score(s *State) Score
	// View is the State as the viewer may see it: s itself when nothing is
	// hidden from the viewer, else a copy with the hidden parts blanked.
	View(s *State, viewer PlayerID) *State
	// Sight is the line of sight from one piece to another, as the system
	// defines it.
	Sight(s *State, observer, target PieceID) Sight

	Mover
	Targeter
	Describer
	Setup
}

// Setup is what a rule system says about setting a game up, so that
// loaders and the window need no system's own rules: the victory
// conditions it can score, the deployment zones of a table that names
// none, the size of an objective marker, and the bounds of the counters a
// file may set.
type Setup interface {
	// Victories lists the victory conditions the system can score, the
	// default first; a scenario naming another is refused.
	Victories() []string
	// DefaultZones are the deployment zones of a table whose layout gives
	// none (nil when the system has no default).
	DefaultZones(t table.Table) []table.Zone
	// ObjectiveRadius is the radius of an objective marker, mm.
	ObjectiveRadius() float64
	// Phases are the names of the phases a scenario may start a game in.
	Phases() []string
	// CheckCounter accepts (nil) or refuses a counter a file sets on a
	// piece before play (a save's or a script's setup): an unknown name,
	// or a value out of its documented bounds, is an error saying which.
	CheckCounter(name string, v int) error
}

// HouseRuler is an optional part of a Ruleset: the optional rules it
// offers (a stricter reading, another way of measuring) that a scenario
// may turn on by name (State.HouseRules).
type HouseRuler interface {
	HouseRules() []HouseRule
}

// HouseRule is one optional rule: its name in scenario files and what it
// changes, in a sentence.
type HouseRule struct {
	Name, What string
}

// TableSizer is an optional part of a Ruleset: the table sizes its rules
// give, for a new game on an open table of the right size.
type TableSizer interface {
	TableSizes() []TableSize
}

// TableSize is a table a rule system gives, in millimetres, with when
// it is used ("the standard table", "games of 1500 points or less").
type TableSize struct {
	W, D float64
	When string
}

// Deployer is a Setup whose players deploy their units (a scenario's
// "deployment: players") and whose scenarios, unless they start mid-way,
// must place every unit wholly inside its player's deployment zone.
// DeploysInZones says so; a Setup without it places units anywhere.
type Deployer interface {
	DeploysInZones() bool
}

// Measure is a rule system's unit of length.
type Measure struct {
	Name   string  // "inch", "cm"
	Symbol string  // `"`, " cm"
	MM     float64 // millimetres per unit
}

// Inches is the measure of the systems played in inches.
var Inches = Measure{Name: "inch", Symbol: `"`, MM: geom.MMPerInch}

// Centimetres is the measure of the systems played in centimetres.
var Centimetres = Measure{Name: "cm", Symbol: " cm", MM: geom.MMPerCM}

// Format writes a length in millimetres in this unit, to two decimals
// (e.g. `4.25"`).
func (m Measure) Format(mm float64) string { return fmt.Sprintf("%.2f%s", mm/m.MM, m.Symbol) }

// ToMM converts a length in this unit to millimetres.
func (m Measure) ToMM(v float64) float64 { return v * m.MM }

// UnitSpec is one unit as an army file describes it, before the ruleset
// gives it a footprint. Lengths are millimetres; zero means "the default".
type UnitSpec struct {
	Name         string
	Type         string
	Size         string
	BaseW, BaseD float64 // the model base
	Height       int     // used when HeightGiven; otherwise the type's height
	HeightGiven  bool
	Stats        []Stat
	Rules        []string
}

// UnitFit is what a ruleset makes of a UnitSpec: the base footprint, the
// formation of model bases inside it and the height for sight and cover.
type UnitFit struct {
	Footprint Footprint
	Formation Formation
	Height    int
}

// FieldError is a problem with one field of a unit, from Ruleset.Unit.
type FieldError struct {
	Field string // the YAML key, e.g. "base" or "stats.sp"
	Msg   string
}

// Error returns "field: message".
func (e *FieldError) Error() string { return e.Field + ": " + e.Msg }

// OrderOption is one order a piece (or, in Decision.Options, the player)
// may give now, and how the window gives it (Pick).
type OrderOption struct {
	Kind  string // the order's Kind
	Label string // for a button, e.g. "Advance (5")"
	Key   string // keyboard shortcut, e.g. "A"
	Hint  string // a sentence on what the order will do, for a tooltip
	Pick  Pick
	Order Order       // PickNow: the order itself
	Move  Constraints // PickMove: what the movement gestures may ask for
	// Arg is given back to Targets with the option (PickTarget): which
	// weapon or spell, in the ruleset's own words.
	Arg string
	// Join lets other pieces of the player join the order (PickTarget):
	// a click on one adds it or takes it out again (a joint charge).
	Join bool
}

// Constraints describe a move for the solver: how far, with which
// primitives, and what the piece must keep away from.
type Constraints struct {
	Budget     float64 // mm the piece may travel
	Forward    bool    // straight forward allowed
	Backward   bool
	Sideways   bool
	Pivots     int     // how many pivots about the centre
	PivotLimit float64 // radians per pivot, 0 = any
	Wheel      bool    // wheels about a front corner (the drag handle wheels instead of pivoting)
	FreePath   bool    // the piece moves along any path of straight legs (a drag of the body is a leg to the cursor)
	EnemyGap   float64 // mm to keep from enemies
	FriendGap  float64 // mm to keep from friends
}

// Dirs are the local directions of the straight moves c allows, as the
// solver takes them: forward (0, 1), back (0, −1), right and left (±1, 0).
func (c Constraints) Dirs() []geom.Vec {
	var out []geom.Vec
	if c.Forward {
		out = append(out, geom.V(0, 1))
	}
	if c.Backward {
		out = append(out, geom.V(0, -1))
	}
	if c.Sideways {
		out = append(out, geom.V(1, 0), geom.V(-1, 0))
	}
	return out
}

// CounterBound is a counter a file may set on a piece, and its largest
// value (the smallest is 0).
type CounterBound struct {
	Name string
	Max  int
}

// CheckBounded is Setup.CheckCounter for a ruleset whose counters are the
// bounds listed: an unknown name, or a value out of 0 to its Max, is an
// error saying which.
func CheckBounded(bounds []CounterBound, name string, v int) error {
	names := make([]string, len(bounds))
	for i, b := range bounds {
		if b.Name == name {
			if v < 0 || v > b.Max {
				return fmt.Errorf("counter %q must be 0 to %d, got %d", name, b.Max, v)
			}
			return nil
		}
		names[i] = b.Name
	}
	return fmt.Errorf("unknown counter %q (want one of %s)", name, strings.Join(names, ", "))
}

// Odds is the exact outcome of an attack before it is made: the
// distribution of damage (or wounds) the target takes, its mean, and the
// distribution of the target's state afterwards, each state labelled in
// the system's words with a Tone for the window. Each list's
// probabilities are rationals that sum to 1.
type Odds struct {
	Damage  []Outcome  // Value = damage points (or what Counts names); every value from 0 (or the least there can be) up, in order
	Mean    *big.Rat   // expected damage
	Results []Outcome  // Label = the target's state afterwards
	Text    string     // how the numbers were reached, e.g. "10 dice, hit on 4+, damage on 5+"
	Rolls   []OddsRoll // the same as data, roll by roll, in the order they are made
	// Counts is what Damage counts when an order deals none, in the
	// system's words (e.g. "damage removed", "hits"); "" means damage.
	Counts string
}

// OddsRoll is one roll an attack makes, as data for the odds card and the
// command line: what it is for, how many dice (PerSuccess: that many for
// each success of the roll before it, as damage dice are one per hit),
// their sides, the face each needs (0: every face counts, added up), a
// number added to each success's total, and which dice are re-rolled
// ("1": natural 1s; "one failed die": the first failure, once; "1, then
// one failed die": both; "" none).
type OddsRoll struct {
	What       string
	Dice       int
	PerSuccess bool
	Sides      int
	Need       int
	Plus       int
	Reroll     string
}

// Outcome is one result and its exact probability.
type Outcome struct {
	Label string
	Value int
	P     *big.Rat
	Tone  Tone // for a result: how it leaves the target (Good: unharmed, Bad: broken or destroyed)
}

// Score is where the game stands.
type Score struct {
	Points [3]int   // indexed by PlayerID; [0] unused
	Winner PlayerID // zero while playing, or for a draw
	Text   string   // e.g. "Player 1 wins by 240 points"
	// Lines are how each side's points were reached, in the ruleset's
	// words (e.g. "Kill: 355", "Objectives: 2 x 200"), indexed by
	// PlayerID; [0] unused.
	Lines [3][]Line
}

// Sight is a line-of-sight answer: whether the observer sees the target,
// the sight line found (or the best one tried), and what blocks it.
type Sight struct {
	Clear    bool
	Line     geom.Seg
	Blockers []Blocker
	Rule     string
	Reason   string
}

// Blocker is one element in the way of a sight line: a piece or a terrain
// piece (exactly one of Piece, Terrain is non-zero).
type Blocker struct {
	Piece   PieceID
	Terrain int // table.Terrain.ID
	Name    string
}
