package input

import (
	"math"
	"strings"

	"warbench/game/geom"
)

// The house-rules page of New game lists the optional rules the chosen
// system offers (engine.HouseRuler), each with the sentence saying what
// it changes, to turn on or off before the game starts. The game plays
// the digest's recommended readings with every one off.

// House-rules page geometry, in pixels.
const (
	StartHouseH  = 56 // a rule's row: its name over what it changes
	MaxHouseRows = 8  // rules shown at once; the rest scroll
)

// HouseDone is the house-rules page's row of its Done button: the rows
// before it are the system's rules, in its order.
func (s *StartScreen) HouseDone() int { return len(s.House) }

// HouseSlot is where the page shows rule row i: a slot from 0 to
// MaxHouseRows-1, or -1 while it is scrolled out of sight. Done is always
// at slot MaxHouseRows.
func (s *StartScreen) HouseSlot(i int) int {
	switch {
	case i == s.HouseDone():
		return MaxHouseRows
	case i < s.HouseTop || i >= s.HouseTop+MaxHouseRows:
		return -1
	}
	return i - s.HouseTop
}

// HouseOn are the names of the house rules turned on, in the system's
// order; empty (not nil) when none is, so that a new game plays exactly
// these.
func (s *StartScreen) HouseOn() []string {
	out := []string{}
	if len(s.Systems) == 0 {
		return out
	}
	for i, h := range s.Systems[s.System].HouseRules {
		if i < len(s.House) && s.House[i] {
			out = append(out, h.Name)
		}
	}
	return out
}

// HouseTitle is how the form shows the house rules chosen.
func (s *StartScreen) HouseTitle() string {
	on := s.HouseOn()
	switch {
	case len(s.House) == 0:
		return "None offered by these rules"
	case len(on) == 0:
		return "None: the recommended readings"
	}
	names := make([]string, len(on))
	for i, n := range on {
		names[i] = HouseRuleTitle(n)
	}
	return strings.Join(names, ", ")
}

// HouseRuleTitle is a house rule's name in words
// ("charge_strictly_greater": "Charge strictly greater").
func HouseRuleTitle(name string) string {
	return VictoryTitle(strings.ReplaceAll(name, "_", " "))
}

// openHouse shows the house-rules page, on its first rule.
func (s *StartScreen) openHouse() {
	if len(s.House) == 0 {
		s.Err = "These rules offer no house rules: the game plays the rulebook as the program reads it."
		return
	}
	s.Page, s.Row, s.HouseTop, s.Err = StartHouse, 0, 0, ""
}

// houseBack goes back to the form, on its house-rules row.
func (s *StartScreen) houseBack() { s.Page, s.Row, s.Err = StartForm, FormHouse, "" }

// houseUpdate handles a tick of the house-rules page: ↑ ↓ choose, Space
// or Enter (or a click) turns the rule on or off, Enter on Done or Esc
// goes back to the form, the wheel scrolls.
func (s *StartScreen) houseUpdate(f Frame, screen geom.Box) {
	done := s.HouseDone()
	s.Hover = -1
	for i := range done + 1 {
		if sl := s.HouseSlot(i); sl >= 0 && s.HouseRowBox(screen, sl).Contains(f.Cursor) {
			s.Hover = i
		}
	}
	switch {
	case f.KeysPressed[KeyEscape]:
		s.houseBack()
		return
	case f.KeysPressed[KeyUp]:
		s.Row = max(0, s.Row-1)
	case f.KeysPressed[KeyDown]:
		s.Row = min(done, s.Row+1)
	case f.Wheel > 0:
		s.HouseTop = max(0, s.HouseTop-1)
	case f.Wheel < 0:
		s.HouseTop = max(0, min(done-MaxHouseRows, s.HouseTop+1))
	case f.Pressed[Left] && s.Hover >= 0:
		s.Row = s.Hover
		s.houseToggle()
	case f.KeysPressed[KeySpace], f.KeysPressed[KeyEnter]:
		s.houseToggle()
	}
	if s.Row < done { // keep the chosen rule in sight
		s.HouseTop = max(min(s.HouseTop, s.Row), s.Row-MaxHouseRows+1)
	}
}

// houseToggle turns the chosen rule on or off, or goes back on Done.
func (s *StartScreen) houseToggle() {
	if s.Row == s.HouseDone() {
		s.houseBack()
		return
	}
	s.House[s.Row] = !s.House[s.Row]
}

// HouseBox is the house-rules page's panel, centred in the window, as
// high as the rules it shows.
func (s *StartScreen) HouseBox(screen geom.Box) geom.Box {
	b := StartBox(screen, StartForm)
	n := max(1, min(len(s.House), MaxHouseRows))
	h := StartHeadH + startFootH + float64(n)*StartHouseH + StartFormH + 12
	h = math.Min(h, screen.Max.Y-screen.Min.Y-20)
	c := screen.Center()
	return geom.Box{Min: geom.V(b.Min.X, c.Y-h/2), Max: geom.V(b.Max.X, c.Y+h/2)}
}

// HouseRowBox is the screen box of a slot of the house-rules page: the
// rules one under another, Done (slot MaxHouseRows) a button below them.
func (s *StartScreen) HouseRowBox(screen geom.Box, slot int) geom.Box {
	b := s.HouseBox(screen)
	x0, x1 := b.Min.X+16, b.Max.X-16
	if slot >= MaxHouseRows {
		y := b.Max.Y - startFootH/2 - StartFormH - 6
		return geom.Box{Min: geom.V(x1-startButtonW, y), Max: geom.V(x1, y+StartFormH-6)}
	}
	y := b.Min.Y + StartHeadH + float64(slot)*StartHouseH
	return geom.Box{Min: geom.V(x0, y), Max: geom.V(x1, y+StartHouseH-4)}
}
