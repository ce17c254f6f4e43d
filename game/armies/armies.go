// Package armies is the seam between army lists and rule systems: a
// system registers how it reads BattleScribe units and checks a force,
// and the command line and the window reach it through this registry
// without naming any system.
package armies

import (
	"slices"
	"sync"

	"warbench/game/bsdata"
)

// Unit is one unit of an army list as a rule system reads it: what an
// army file holds, and what could not be read.
type Unit struct {
	Name      string         `json:"name"`
	Variant   string         `json:"variant,omitempty"` // which reading of a list's unit this is ("20 models, full command"), when it has several
	Type      string         `json:"type"`
	Size      string         `json:"size"`
	Base      [2]float64     `json:"base"`             // model base, mm
	Height    int            `json:"height"`           //
	Stats     map[string]int `json:"stats"`            // army-file keys
	Rules     []string       `json:"rules"`            // special rules and weapons, as an army file writes them
	Spells    []string       `json:"spells,omitempty"` // recognised; a system casts those it plays
	Unknown   []string       `json:"unknown,omitempty"`
	Notes     []string       `json:"notes,omitempty"` // what was read loosely (a dropped condition, a default base)
	Irregular bool           `json:"irregular,omitempty"`
	Legend    bool           `json:"legend,omitempty"` // a unique named character
	Allied    bool           `json:"allied,omitempty"`
	Artefact  string         `json:"artefact,omitempty"`
	Alignment string         `json:"alignment,omitempty"` // its race's, as its army file writes it (e.g. "Good")
	Points    int            `json:"points"`
	Error     string         `json:"error,omitempty"` // why the ruleset refuses the unit ("" when it plays)
	At        string         `json:"at"`              // file:line:col
}

// Breach is one rule an army breaks.
type Breach struct {
	Rule string `json:"rule"` // the rule's section, e.g. "11.2" prefixed by the system
	Msg  string `json:"msg"`
}

// System is what a rule system offers for army lists.
type System interface {
	// ID is the ruleset ID the units play under.
	ID() string
	// Reads reports whether the system reads units of the BattleScribe
	// game system named name.
	Reads(name string) bool
	// Unit reads one BattleScribe unit.
	Unit(u bsdata.Unit) Unit
	// Validate checks a force against the system's army selection rules,
	// limit being the points agreed (0: none).
	Validate(units []Unit, limit int) []Breach
}

var (
	mu      sync.Mutex
	systems []System
)

// Register adds a system; later lookups try them in order.
func Register(s System) {
	mu.Lock()
	defer mu.Unlock()
	systems = append(systems, s)
}

// For returns the system that reads the BattleScribe game system name.
func For(name string) (System, bool) {
	mu.Lock()
	defer mu.Unlock()
	i := slices.IndexFunc(systems, func(s System) bool { return s.Reads(name) })
	if i < 0 {
		return nil, false
	}
	return systems[i], true
}

// ByID returns the system of the ruleset id.
func ByID(id string) (System, bool) {
	mu.Lock()
	defer mu.Unlock()
	i := slices.IndexFunc(systems, func(s System) bool { return s.ID() == id })
	if i < 0 {
		return nil, false
	}
	return systems[i], true
}

// Variants is a System whose BattleScribe units come in several readings
// (sizes, a command group, a character's level or office): a builder
// offers each of them, told apart by Unit.Variant.
type Variants interface {
	Variants(u bsdata.Unit) []Unit
}

// Artefact is a magic item a unit may carry, and what it adds to the
// unit's points.
type Artefact struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
	Only   string `json:"only,omitempty"` // who may carry it, as the rules say ("": any unit that may)
}

// Artefacts is a System whose units may carry magic items: it lists them,
// cheapest first.
type Artefacts interface {
	Artefacts() []Artefact
}
