package bsdata

// Unit is one unit as BattleScribe data or a roster writes it, before any
// rule system reads it.
type Unit struct {
	Name      string    // the selection entry's name, e.g. "Kindred Archers - Troop"
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
