package engine

// Game is a State under a Ruleset with the orders applied so far. It is the
// one place the UI, the computer opponent and tests change a game.
type Game struct {
	Rules Ruleset
	State *State
	Log   []Entry
}

// Entry is one applied order and what it caused.
type Entry struct {
	Order  Order
	Events []Event
}

// Do checks the order and, if it is legal, applies it and logs it. A
// refused order changes nothing and returns the *Illegal.
func (g *Game) Do(o Order) ([]Event, error) {
	if err := g.Rules.Check(g.State, o); err != nil {
		return nil, err
	}
	ev := g.Rules.Apply(g.State, o)
	g.Log = append(g.Log, Entry{Order: o, Events: ev})
	return ev, nil
}

// Start begins the game under its ruleset (Ruleset.Start) and logs what
// that did (a roll-off, the first phase) as the first Entry, whose Order
// is StartGame.
func (g *Game) Start() []Event {
	ev := g.Rules.Start(g.State)
	g.Log = append(g.Log, Entry{Order: StartGame{}, Events: ev})
	return ev
}

// Decision is what the game waits for now.
func (g *Game) Decision() Decision { return g.Rules.Decision(g.State) }
