package input

import (
	"math"
	"slices"

	"warbench/game/geom"
)

// StartPage is a page of the start screen.
type StartPage int

// The start screen's pages.
const (
	StartMenu  StartPage = iota // New game, Continue, Open
	StartForm                   // what the new game is
	StartBuild                  // the army builder (ArmyBuilder)
	StartHouse                  // the form's house rules, each on or off
)

// The menu's rows.
const (
	MenuNew = iota
	MenuContinue
	MenuOpen
	MenuBuild    // the army builder, with an ArmyShop
	MenuWorkshop // the terrain workshop, when the program gives one
	NumMenuRows
)

// The form's rows: the choices, then its two buttons side by side.
const (
	FormSystem = iota
	FormScenario
	FormVictory
	FormPoints
	FormTable
	FormSide1
	FormSide2
	FormWho   // who plays each side: people, or the computer at a level
	FormHouse // the house rules played: opens StartHouse
	FormStart
	FormBack
	NumFormRows
)

// StartAction is what the start screen asks of the window this tick.
type StartAction int

// The start screen's actions.
const (
	StartNothing   StartAction = iota
	StartNew                   // start StartScreen.Choice()
	StartContinue              // go on with StartScreen.Last
	StartOpen                  // open the list of saved games
	StartBuildArmy             // open the builder on the first system's units (Build.Open)
	StartSaveArmy              // save the army built (Build.B under Build.Name)
	StartWorkshop              // open the terrain workshop
)

// StartScreen is the screen the program opens on: a modal over the whole
// window with New game, Continue (the latest unfinished game) and Open
// (the list of saved games), and New game's form: the rule system, the
// scenario, the victory condition, the game size, the table (the
// scenario's layout or another built-in one) and each side's army (the
// scenario's or another built-in one), and who plays each side (two
// people at one device, or the computer at a level for one side or both,
// when a computer opponent knows the system).
//
// Up and Down move between rows, Left and Right change a choice, Enter
// activates (on a choice of the form it starts the game, as the form's
// default button), Esc goes back from the form to the menu; on the menu
// it goes back to the game when one is behind (Behind), and does nothing
// when none is. A click on a row chooses
// it (on the menu, activates it), on a row's ◀ ▶ changes its choice.
type StartScreen struct {
	Showing bool
	Page    StartPage
	Row     int // the chosen row of the page
	Hover   int // the row under the cursor; -1 when none
	Systems []StartSystem
	Last    string // the latest unfinished game's file; "" when none
	About   string // what it is and where it stands
	Err     string // why the last action failed

	System, Scenario, Victory int // indices into Systems, its Scenarios, Victories()
	Points                    int
	Layout                    int    // index into the system's Layouts
	Army                      [2]int // players 1 and 2's, into its Armies
	Who                       int    // index into WhoChoices()
	// House says which of the system's HouseRules are on; HouseTop is
	// the first shown on the house-rules page.
	House    []bool
	HouseTop int

	// Behind: a game is being played behind the screen (the Menu opened
	// it), so Esc on the menu goes back to it.
	Behind bool

	CanBuild bool // the program gives the builder an ArmyShop
	// CanWorkshop: the program can open the terrain workshop.
	CanWorkshop bool
	Build       ArmyBuilder // the army builder's page
}

// Show opens the screen on its menu.
func (s *StartScreen) Show(systems []StartSystem, last, about string) {
	*s = StartScreen{Showing: true, Systems: systems, Last: last, About: about, Hover: -1}
	if last != "" {
		s.Row = MenuContinue
	}
}

// Reopen shows the screen again over the game being played (the
// window's Menu): its menu, with the systems and the last unfinished game
// read anew, keeping what the program offers (the builder, the
// workshop). Esc goes back to the game.
func (s *StartScreen) Reopen(systems []StartSystem, last, about string) {
	build, work := s.CanBuild, s.CanWorkshop
	s.Show(systems, last, about)
	s.CanBuild, s.CanWorkshop, s.Behind = build, work, true
	if last == "" {
		s.Row = MenuNew
	}
}

// Close closes the screen.
func (s *StartScreen) Close() { s.Showing, s.Err = false, "" }

// Enabled reports whether a row of the page on show can be chosen: not
// Continue with no unfinished game, nor New game (or its Start) with no
// scenario to play.
func (s *StartScreen) Enabled(row int) bool {
	if s.Page == StartMenu {
		switch row {
		case MenuContinue:
			return s.Last != ""
		case MenuNew:
			return len(s.Systems) > 0
		case MenuBuild:
			return s.CanBuild && len(s.Systems) > 0
		case MenuWorkshop:
			return s.CanWorkshop
		}
		return row >= 0 && row < NumMenuRows
	}
	return row >= 0 && row < NumFormRows
}

// Victories are the form's victory choices: the system's, then the roll.
func (s *StartScreen) Victories() []string {
	if len(s.Systems) == 0 {
		return nil
	}
	return append(append([]string(nil), s.Systems[s.System].Victories...), RollVictory)
}

// Chosen is the scenario the form has chosen, nil when none.
func (s *StartScreen) Chosen() *StartScenario {
	if len(s.Systems) == 0 || len(s.Systems[s.System].Scenarios) == 0 {
		return nil
	}
	return &s.Systems[s.System].Scenarios[s.Scenario]
}

// Choice is the new game the form describes.
func (s *StartScreen) Choice() NewGame {
	sc := s.Chosen()
	if sc == nil {
		return NewGame{}
	}
	ng := NewGame{System: s.Systems[s.System].ID, Scenario: sc.Key, Victory: s.Victories()[s.Victory], Points: s.Points,
		Layout: sc.Layout, Armies: sc.Armies}
	sys := s.Systems[s.System]
	if s.Layout < len(sys.Layouts) {
		ng.Layout = sys.Layouts[s.Layout].Key
	}
	for k, i := range s.Army {
		if i < len(sys.Armies) {
			ng.Armies[k] = sys.Armies[i].Key
		}
	}
	if w := s.WhoChoices(); s.Who < len(w) {
		ng.Computer = w[s.Who]
	}
	ng.HouseRules = s.HouseOn()
	return ng
}

// partIndex is the index of key among parts, 0 when it is not there.
func partIndex(parts []StartPart, key string) int {
	for i, p := range parts {
		if p.Key == key {
			return i
		}
	}
	return 0
}

// scenarioDefaults puts the victory and the game size back to the
// chosen scenario's own.
func (s *StartScreen) scenarioDefaults() {
	s.Victory, s.Points = 0, 0
	sc := s.Chosen()
	if sc == nil {
		return
	}
	for i, v := range s.Victories() {
		if v == sc.Victory {
			s.Victory = i
		}
	}
	s.Points = sc.Points
	sys := s.Systems[s.System]
	s.Layout = partIndex(sys.Layouts, sc.Layout)
	for k := range s.Army {
		s.Army[k] = partIndex(sys.Armies, sc.Armies[k])
	}
	s.House = make([]bool, len(sys.HouseRules))
	for i, h := range sys.HouseRules {
		s.House[i] = slices.Contains(sc.HouseRules, h.Name)
	}
}

// openForm shows the form, on the first system's first scenario.
func (s *StartScreen) openForm() {
	s.Page, s.Row, s.Err = StartForm, FormScenario, ""
	s.System, s.Scenario, s.Who = 0, 0, 0
	s.scenarioDefaults()
}

// OpenFormOn shows the form with the layout whose part key is key chosen
// for the table (a layout just saved in the workshop), when the first
// system offers it.
func (s *StartScreen) OpenFormOn(key string) {
	if len(s.Systems) == 0 {
		return
	}
	s.openForm()
	for i, p := range s.Systems[s.System].Layouts {
		if p.Key == key {
			s.Layout, s.Row = i, FormTable
		}
	}
}

// change moves the choice of a form row by d (±1), stopping at the ends.
func (s *StartScreen) change(row, d int) {
	step := func(i, n int) int { return max(0, min(n-1, i+d)) }
	switch row {
	case FormSystem:
		if i := step(s.System, len(s.Systems)); i != s.System {
			s.System, s.Scenario, s.Who = i, 0, 0
			s.scenarioDefaults()
		}
	case FormScenario:
		if sc := s.Systems[s.System].Scenarios; len(sc) > 0 {
			if i := step(s.Scenario, len(sc)); i != s.Scenario {
				s.Scenario = i
				s.scenarioDefaults()
			}
		}
	case FormVictory:
		s.Victory = step(s.Victory, len(s.Victories()))
	case FormPoints:
		p := s.Points + d*PointsStep
		if d > 0 && s.Points%PointsStep != 0 { // an odd size steps to the next round one
			p = (s.Points/PointsStep + 1) * PointsStep
		} else if d < 0 && s.Points%PointsStep != 0 {
			p = s.Points / PointsStep * PointsStep
		}
		s.Points = max(0, min(MaxPoints, p))
	case FormTable:
		s.Layout = step(s.Layout, len(s.Systems[s.System].Layouts))
	case FormSide1, FormSide2:
		k := row - FormSide1
		s.Army[k] = step(s.Army[k], len(s.Systems[s.System].Armies))
	case FormWho:
		s.Who = step(s.Who, len(s.WhoChoices()))
	case FormHouse: // a page of its own, not a choice to step through
	case FormStart, FormBack: // the two buttons, side by side
		s.Row = FormStart
		if d > 0 {
			s.Row = FormBack
		}
	}
}

// Update handles one tick while the screen shows; it takes every frame.
// screen is the whole window. It returns what the window is to do.
func (s *StartScreen) Update(f Frame, screen geom.Box) StartAction {
	if !s.Showing {
		return StartNothing
	}
	n := NumMenuRows
	switch s.Page {
	case StartForm:
		n = NumFormRows
	case StartBuild:
		n = 0 // the builder's own rows
	case StartHouse:
		s.houseUpdate(f, screen) // its own rows, which scroll
		return StartNothing
	}
	s.Hover = -1
	for i := range n {
		if s.Enabled(i) && StartRowBox(screen, s.Page, i).Contains(f.Cursor) {
			s.Hover = i
		}
	}
	switch s.Page {
	case StartMenu:
		return s.menuUpdate(f)
	case StartBuild:
		switch s.Build.Update(f, screen) {
		case ArmySave:
			return StartSaveArmy
		case ArmyBack:
			s.Page, s.Row, s.Err = StartMenu, MenuBuild, ""
		}
		return StartNothing
	}
	return s.formUpdate(f, screen)
}

func (s *StartScreen) menuUpdate(f Frame) StartAction {
	switch {
	case f.KeysPressed[KeyEscape] && s.Behind:
		s.Close()
		return StartNothing
	case f.KeysPressed[KeyUp]:
		s.moveRow(-1, NumMenuRows)
	case f.KeysPressed[KeyDown]:
		s.moveRow(1, NumMenuRows)
	}
	if f.Pressed[Left] && s.Hover >= 0 {
		s.Row = s.Hover
		return s.activate()
	}
	if f.KeysPressed[KeyEnter] {
		return s.activate()
	}
	return StartNothing
}

// activate does what the chosen menu row says.
func (s *StartScreen) activate() StartAction {
	if !s.Enabled(s.Row) {
		return StartNothing
	}
	s.Err = ""
	switch s.Row {
	case MenuNew:
		s.openForm()
	case MenuContinue:
		return StartContinue
	case MenuOpen:
		return StartOpen
	case MenuBuild:
		return StartBuildArmy
	case MenuWorkshop:
		return StartWorkshop
	}
	return StartNothing
}

// moveRow moves the chosen row by d, past rows that cannot be chosen.
func (s *StartScreen) moveRow(d, n int) {
	for r := s.Row + d; r >= 0 && r < n; r += d {
		if s.Enabled(r) {
			s.Row = r
			return
		}
	}
}

func (s *StartScreen) formUpdate(f Frame, screen geom.Box) StartAction {
	switch {
	case f.KeysPressed[KeyEscape]:
		s.back()
		return StartNothing
	case f.KeysPressed[KeyUp]:
		s.Row = max(0, min(s.Row, FormStart)-1)
	case f.KeysPressed[KeyDown]:
		if s.Row < FormStart {
			s.Row++
		}
	case f.KeysPressed[KeyLeft]:
		s.change(s.Row, -1)
	case f.KeysPressed[KeyRight]:
		s.change(s.Row, 1)
	}
	if f.Pressed[Left] {
		for i := range FormStart {
			l, r := StartArrows(StartRowBox(screen, StartForm, i))
			switch {
			case l.Contains(f.Cursor):
				s.Row = i
				s.change(i, -1)
				return StartNothing
			case r.Contains(f.Cursor):
				s.Row = i
				s.change(i, 1)
				return StartNothing
			}
		}
		if s.Hover >= 0 {
			s.Row = s.Hover
			if s.Hover < FormStart && s.Hover != FormHouse {
				return StartNothing
			}
			return s.formEnter()
		}
	}
	if f.KeysPressed[KeyEnter] {
		return s.formEnter()
	}
	return StartNothing
}

// formEnter starts the game, or goes back on Back.
func (s *StartScreen) formEnter() StartAction {
	if s.Row == FormBack {
		s.back()
		return StartNothing
	}
	if s.Row == FormHouse {
		s.openHouse()
		return StartNothing
	}
	if s.Chosen() == nil {
		s.Err = "There is no scenario to play."
		return StartNothing
	}
	return StartNew
}

// back goes from the form to the menu, on New game.
func (s *StartScreen) back() { s.Page, s.Row, s.Err = StartMenu, MenuNew, "" }

// Start screen geometry, in pixels.
const (
	startW       = 720 // the panel, at most
	StartHeadH   = 96  // the title above the rows
	StartMenuH   = 64  // a menu row
	StartFormH   = 44  // a form row
	startFootH   = 64  // the message below the rows
	startButtonW = 180
	startArrowW  = 30
)

// StartBox is the screen's panel, centred in the window, as high as its
// page needs.
func StartBox(screen geom.Box, p StartPage) geom.Box {
	w := math.Min(screen.Max.X-screen.Min.X-40, startW)
	h := StartHeadH + startFootH + float64(NumMenuRows)*StartMenuH
	switch p {
	case StartForm:
		h = StartHeadH + startFootH + float64(FormStart+1)*StartFormH + 12
	}
	h = math.Min(h, screen.Max.Y-screen.Min.Y-20)
	c := screen.Center()
	return geom.Box{Min: geom.V(c.X-w/2, c.Y-h/2), Max: geom.V(c.X+w/2, c.Y+h/2)}
}

// StartRowBox is the screen box of a row of a page; the form's Start and
// Back are buttons side by side below its choices.
func StartRowBox(screen geom.Box, p StartPage, row int) geom.Box {
	b := StartBox(screen, p)
	x0, x1 := b.Min.X+16, b.Max.X-16
	if p == StartMenu {
		y := b.Min.Y + StartHeadH + float64(row)*StartMenuH
		return geom.Box{Min: geom.V(x0, y), Max: geom.V(x1, y+StartMenuH-8)}
	}
	if row >= FormStart {
		y := b.Min.Y + StartHeadH + float64(FormStart)*StartFormH + 12
		bx := x1 - float64(NumFormRows-row)*(startButtonW+12) + 12
		return geom.Box{Min: geom.V(bx, y), Max: geom.V(bx+startButtonW, y+StartFormH-6)}
	}
	y := b.Min.Y + StartHeadH + float64(row)*StartFormH
	return geom.Box{Min: geom.V(x0, y), Max: geom.V(x1, y+StartFormH-4)}
}

// StartArrows are the ◀ and ▶ of a form row: the left and right ends
// of its value, which takes the right part of the row.
func StartArrows(row geom.Box) (left, right geom.Box) {
	v := StartValueBox(row)
	left = geom.Box{Min: v.Min, Max: geom.V(v.Min.X+startArrowW, v.Max.Y)}
	right = geom.Box{Min: geom.V(v.Max.X-startArrowW, v.Min.Y), Max: v.Max}
	return left, right
}

// StartValueBox is where a form row's value is drawn, arrows included:
// the row's right part, after its label.
func StartValueBox(row geom.Box) geom.Box {
	lw := math.Min(170, (row.Max.X-row.Min.X)*0.3)
	return geom.Box{Min: geom.V(row.Min.X+lw, row.Min.Y+3), Max: geom.V(row.Max.X-4, row.Max.Y-3)}
}
