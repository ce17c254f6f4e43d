package bsdata

// Unit is one unit as BattleScribe data or a roster writes it, before any
// rule system reads it.
type Unit struct {
	Name      string    // the selection entry's name, e.g. "Kindred Archers - Troop"
	Type      string    // the entry's type: "unit", or "model" for one model on its own
	Source    string    // catalogue or force name
	File      string    // the file it was read from
	Line, Col int       // where its element starts
	Profiles  []Profile // in document order, links resolved
	Category  string    // the primary category, "" when none
	Other     []string  // the other categories, in document order
	Rules     []string  // names of the rules it links or holds
	Costs     []Cost    // per cost type, the entry's own
	Upgrades  []string  // roster only: the names of the selections inside it
	Count     int       // roster only: the selection's number (1 when absent)
	Force     int       // roster only: the index of its force (0: the first)
	// FromRoster says the unit is a roster's selection: its Profiles,
	// Rules and Costs then include those of the selections inside it.
	FromRoster bool
	// Options are what is inside the unit: in a catalogue the entries and
	// groups it offers (models, upgrades, command, mounts), in a roster
	// the selections made, nested as the file nests them.
	Options []Option
}

// Option is one entry, group or selection inside a unit.
type Option struct {
	Name      string
	Type      string // "model", "upgrade", "unit", or "group" for a group of entries
	Min, Max  int    // catalogue: how many may be taken (Max -1: no limit); roster: the number taken
	Default   bool   // catalogue: the default entry of its group
	Costs     []Cost // catalogue: for one; roster: for the number taken
	Profiles  []Profile
	Rules     []string
	Options   []Option
	Line, Col int
}

// Profile is one profile: a type ("Inf", "Hero (Inf)") and characteristics.
type Profile struct {
	Name  string
	Type  string
	Chars []Char
}

// Char is one characteristic: "Sp" = "6".
type Char struct{ Name, Value string }

// Cost is one cost: "pts" = 125.
type Cost struct {
	Name  string
	Value float64
}

// Char returns the value of the characteristic name ("" when absent).
func (p Profile) Char(name string) string {
	for _, c := range p.Chars {
		if c.Name == name {
			return c.Value
		}
	}
	return ""
}

// Cost returns the cost named name (0 when absent).
func (u Unit) Cost(name string) float64 {
	for _, c := range u.Costs {
		if c.Name == name {
			return c.Value
		}
	}
	return 0
}

// Cost returns the cost named name (0 when absent).
func (o Option) Cost(name string) float64 {
	for _, c := range o.Costs {
		if c.Name == name {
			return c.Value
		}
	}
	return 0
}

// HasProfile says whether the unit has a profile: its own, or one of an
// option's that is not a unit of its own (a formation lists units; a
// unit whose models' profile sits in its model entry is still a unit).
func (u Unit) HasProfile() bool {
	if len(u.Profiles) > 0 {
		return true
	}
	var in func(opts []Option) bool
	in = func(opts []Option) bool {
		for _, o := range opts {
			if o.Type != "unit" && (len(o.Profiles) > 0 || in(o.Options)) {
				return true
			}
		}
		return false
	}
	return in(u.Options)
}
