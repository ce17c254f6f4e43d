package input

// Mode is what the table does with the mouse now. The window is in
// exactly one mode at a time: the controller changes it only through
// setMode, which drops whatever the mode before was building, so a
// movement order and a target planner can never be open together.
type Mode int

// The modes.
const (
	ModeSelect Mode = iota // a click picks a piece
	ModeRuler              // measure base edge to base edge
	ModeSight              // probe line of sight between two pieces
	ModeMove               // build a movement order with gestures (Compose)
	ModeTarget             // aim an order at a piece (Target)
	numModes
)

var modeNames = [...]string{"select", "ruler", "line of sight", "move", "target"}

// String returns the mode's name.
func (m Mode) String() string {
	if m < 0 || m >= numModes {
		return "unknown mode"
	}
	return modeNames[m]
}

// setMode switches to mode m and clears what the other modes hold: the
// order being composed, the target planner, the ruler and the probe.
// Opening ModeMove or ModeTarget is startCompose's and startTarget's job:
// they set the composer or the planner after calling it.
func (c *Controller) setMode(m Mode) {
	c.Mode = m
	c.Compose, c.Target = nil, nil
	c.Ruler, c.Probe = Ruler{}, Probe{}
}

// SetMode switches to a mode a tool button or key chooses (select, ruler,
// line of sight); an order being built is dropped.
func (c *Controller) SetMode(m Mode) {
	if m == ModeMove || m == ModeTarget {
		return // opened by choosing an order, never alone
	}
	c.setMode(m)
}
