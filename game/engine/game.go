package engine

// Game is a State under a Ruleset with the orders applied so far. It is the
// one place the UI, the computer opponent and tests change a game.
type Game struct {
	Rules Ruleset
	State *State
	Log   []Entry
	// Observer, when not nil, is told of every entry appended to Log
	// (by Do, Start or Reseed) before that call returns, so that a journal
	// holds an order before its result can be shown (see game/save).
	Observer Observer
}

// Observer is told of each entry a Game logs. Logged runs synchronously
// inside Do, Start and Reseed, after the State has changed and the entry
// is the last of g.Log, and before they return. It must not change the
// State or give orders.
type Observer interface {
	Logged(g *Game)
}

// Entry is one applied order and what it caused.
type Entry struct {
	Order  Order
	Events []Event
}

// Do checks the order and, if it is legal, applies it and logs it. A
// refused order changes nothing and returns the *Illegal. An order from
// anyone but the player the Decision names is refused here, whatever the
// ruleset would say of it (rule "engine/decider").
func (g *Game) Do(o Order) ([]Event, error) {
	if d := g.Rules.Decision(g.State); d.Kind != NoDecision && o.Player() != d.Player {
		return nil, Refuse("engine/decider", nil, "Player %d is to decide now, not player %d.", d.Player, o.Player())
	}
	if err := g.Rules.Check(g.State, o); err != nil {
		return nil, err
	}
	ev := g.Rules.Apply(g.State, o)
	g.logged(o, ev)
	return ev, nil
}

// logged appends an entry and tells the Observer.
func (g *Game) logged(o Order, ev []Event) {
	g.Log = append(g.Log, Entry{Order: o, Events: ev})
	if g.Observer != nil {
		g.Observer.Logged(g)
	}
}

// Start begins the game under its ruleset (Ruleset.Start) and logs what
// that did (a roll-off, the first phase) as the first Entry, whose Order
// is StartGame.
func (g *Game) Start() []Event {
	ev := g.Rules.Start(g.State)
	g.logged(StartGame{}, ev)
	return ev
}

// Decision is what the game waits for now.
func (g *Game) Decision() Decision { return g.Rules.Decision(g.State) }
