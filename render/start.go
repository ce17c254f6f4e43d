package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/input"
)

// start is the start screen and where its data comes from.
type start struct {
	src    input.Starts
	screen input.StartScreen
}

// UseStart shows the start screen over the window (the program opens on
// it): New game, Continue, Open. Continue and Open need UseFiles; the
// game chosen replaces the App's, and the screen closes. The toolbar's
// Menu (F2) shows it again over the game (OfferStart).
func (a *App) UseStart(src input.Starts) {
	a.OfferStart(src)
	last, about := src.Last()
	a.start.screen.Show(src.Systems(), last, about)
	_, a.start.screen.CanBuild = src.(input.ArmyShop)
}

// OfferStart gives the window the start screen without showing it: the
// toolbar's Menu button (or F2) shows it over the game being played, and
// Esc there goes back to the game.
func (a *App) OfferStart(src input.Starts) {
	a.start = &start{src: src}
	_, a.start.screen.CanBuild = src.(input.ArmyShop)
	a.ctrl.OfferMenu()
}

// openMenu shows the start screen over the game being played, with the
// lists read again. The game being played is not offered to Continue:
// Esc goes back to it.
func (a *App) openMenu() {
	if a.start == nil {
		return
	}
	last, about := a.start.src.Last()
	if a.files != nil && last != "" && last == a.files.src.Playing() {
		last, about = "", ""
	}
	a.start.screen.Reopen(a.start.src.Systems(), last, about)
}

// StartScreen is the start screen (tests look at it and drive it); nil
// without UseStart.
func (a *App) StartScreen() *input.StartScreen {
	if a.start == nil {
		return nil
	}
	return &a.start.screen
}

// startStep runs the start screen for one tick while it shows, unless
// the list of games it opened shows over it. It reports whether the frame
// was used.
func (a *App) startStep(f input.Frame) bool {
	st := a.start
	if st == nil || !st.screen.Showing || (a.files != nil && (a.files.menu.Showing || a.files.name.Showing)) {
		return false
	}
	if a.files != nil {
		a.files.collect()
	}
	scr := geom.Box{Max: geom.V(float64(f.ScreenW), float64(f.ScreenH))}
	switch st.screen.Update(f, scr) {
	case input.StartNew:
		o, err := st.src.NewGame(st.screen.Choice())
		if err != nil {
			st.screen.Err = "Could not start the game: " + err.Error()
			return true
		}
		a.startOpened(o, o.Title)
	case input.StartContinue:
		if a.files == nil {
			return true
		}
		o, err := a.files.src.Open(st.screen.Last)
		if err != nil {
			st.screen.Err = "Could not continue the game: " + err.Error()
			return true
		}
		a.startOpened(o, st.screen.About)
	case input.StartOpen:
		if a.files != nil {
			a.files.showList()
		}
	case input.StartBuildArmy, input.StartSaveArmy:
		a.armyStep(st, scr)
	case input.StartWorkshop:
		if a.makeWorkshop == nil {
			return true
		}
		w, err := a.makeWorkshop()
		if err != nil {
			st.screen.Err = "Could not open the terrain workshop: " + err.Error()
			return true
		}
		a.work = w
	}
	return true
}

// startOpened plays a game the start screen opened.
func (a *App) startOpened(o input.Opened, name string) {
	if a.files != nil {
		a.useOpened(o, name) // with the computer's sides
	} else {
		a.SetGame(o.Game, o.Title)
		a.ctrl.History = o.History
		if err := a.ctrl.SetComputer(o.Computer); err != nil {
			a.opts.Notice = "The computer cannot play: " + err.Error()
		}
	}
	a.start.screen.Close()
}

// drawStart draws the start screen over the whole window while it shows.
func (a *App) drawStart(dst *ebiten.Image) {
	if a.start == nil || !a.start.screen.Showing {
		return
	}
	s := &a.start.screen
	scr := geom.Box{Max: geom.V(float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy()))}
	switch s.Page {
	case input.StartBuild:
		a.drawArmyBuilder(dst, scr)
		return
	case input.StartHouse:
		a.drawStartHouse(dst, scr)
		return
	}
	box := input.StartBox(scr, s.Page)
	b := &a.batch
	b.begin(dst)
	b.rect(scr, colBackground)
	b.rect(box, colMenu)
	b.frame(box, 1, colMenuEdge)
	n := input.NumMenuRows
	if s.Page == input.StartForm {
		n = input.NumFormRows
	}
	for i := range n {
		rb := input.StartRowBox(scr, s.Page, i)
		switch {
		case i == s.Row:
			b.rect(rb, colButtonOn)
		case s.Page == input.StartForm && i >= input.FormStart:
			c := colButton
			if i == input.FormStart {
				c = colButtonGo
			}
			b.rect(rb, c)
		case i == s.Hover:
			b.rect(rb, colMenuHover)
		}
		if s.Page == input.StartForm && i < input.FormStart && i != input.FormHouse {
			v := input.StartValueBox(rb)
			b.rect(v, colMenuShade)
		}
	}
	foot := geom.Box{Min: geom.V(box.Min.X+16, box.Max.Y-54), Max: geom.V(box.Max.X-16, box.Max.Y-12)}
	if s.Err != "" {
		b.rect(foot, colMenuErr)
	}
	b.flush()

	label(dst, "warbench", a.fonts.big, scr.Center().X, scr.Min.Y+max(8, box.Min.Y-80), alignCenter, colText)
	title, keys := "Play a game", "↑ ↓ to choose · Enter or click to go"
	if s.Behind {
		title, keys = "Menu", keys+" · Esc back to the game"
	}
	if s.Page == input.StartForm {
		title, keys = "New game", "↑ ↓ rows · ← → or < > change · Enter starts · Esc back"
	}
	label(dst, title, a.fonts.title, box.Min.X+16, box.Min.Y+16, alignLeft, colText)
	labelRight(dst, clip(keys, a.fonts.small, box.Max.X-box.Min.X-200), a.fonts.small, box.Max.X-16, box.Min.Y+22, colTextDim)
	w := box.Max.X - box.Min.X - 32
	if s.Page == input.StartMenu {
		label(dst, clip("Start a new battle, go on with the last one, or open a saved game.", a.fonts.normal, w), a.fonts.normal,
			box.Min.X+16, box.Min.Y+56, alignLeft, colTextDim)
		a.drawStartMenu(dst, scr)
	} else {
		label(dst, clip("With another table or army than the scenario's, the units start lined up in their zones.", a.fonts.normal, w), a.fonts.normal,
			box.Min.X+16, box.Min.Y+56, alignLeft, colTextDim)
		a.drawStartForm(dst, scr)
	}
	if s.Err != "" {
		lines := wrap(s.Err, a.fonts.normal, foot.Max.X-foot.Min.X-20)
		for i, ln := range lines[:min(2, len(lines))] {
			label(dst, ln, a.fonts.normal, foot.Min.X+10, foot.Min.Y+4+float64(i)*17, alignLeft, colText)
		}
	}
}

// drawStartMenu draws the menu's rows: each action over a line saying
// what it does.
func (a *App) drawStartMenu(dst *ebiten.Image, scr geom.Box) {
	s := &a.start.screen
	rows := [input.NumMenuRows][2]string{
		input.MenuNew:      {"New game", "Choose the rules, the scenario, the victory condition and the game size."},
		input.MenuContinue: {"Continue", "No unfinished game to go on with."},
		input.MenuOpen:     {"Open", "Your saves and autosaved games, with where each stands (Ctrl+O)."},
		input.MenuBuild:    {"Build an army", "Choose units, sizes and artefacts; the army is checked as you go and saved for New game."},
		input.MenuWorkshop: {"Terrain workshop", "Build a table, see at a glance how it plays, generate others; save it for New game."},
	}
	if s.Last != "" {
		rows[input.MenuContinue][1] = s.About
	} else if s.Behind {
		rows[input.MenuContinue][1] = "Esc goes back to the game you are playing."
	}
	if len(s.Systems) == 0 {
		rows[input.MenuNew][1] = "This program has no built-in scenario to play."
	}
	for i, r := range rows {
		rb := input.StartRowBox(scr, input.StartMenu, i)
		c, d := colText, colTextDim
		if !s.Enabled(i) {
			c, d = colTextDim, colLogRule
		}
		w := rb.Max.X - rb.Min.X - 28
		label(dst, r[0], a.fonts.bold, rb.Min.X+14, rb.Min.Y+7, alignLeft, c)
		label(dst, clip(r[1], a.fonts.normal, w), a.fonts.normal, rb.Min.X+14, rb.Min.Y+30, alignLeft, d)
	}
}

// drawStartForm draws the form: each choice's name, its value between ◀
// and ▶ (dim at either end), and the Start and Back buttons.
func (a *App) drawStartForm(dst *ebiten.Image, scr geom.Box) {
	s := &a.start.screen
	sys := input.StartSystem{}
	if len(s.Systems) > 0 {
		sys = s.Systems[s.System]
	}
	sc := s.Chosen()
	scName := "none built in"
	if sc != nil {
		scName = sc.Name
	}
	part := func(parts []input.StartPart, i int) string {
		if i < len(parts) {
			return parts[i].Name
		}
		return "the scenario's own"
	}
	vs := s.Victories()
	victory, about := "", ""
	if len(vs) > 0 {
		victory, about = sys.VictoryText(vs[s.Victory])
	}
	who := s.WhoChoices()
	noComputer := ""
	if len(s.Systems) > 0 && !sys.Computer {
		noComputer = "no computer for these rules"
	}
	type row struct {
		name, value, aside string
		first, last        bool
	}
	rows := []row{
		input.FormSystem:   {"Rules", sys.Name, "", s.System == 0, s.System >= len(s.Systems)-1},
		input.FormScenario: {"Scenario", scName, "", s.Scenario == 0, s.Scenario >= len(sys.Scenarios)-1},
		input.FormVictory:  {"Victory", victory, "", s.Victory == 0, s.Victory >= len(vs)-1},
		input.FormPoints:   {"Game size", input.PointsTitle(s.Points), "", s.Points <= 0, s.Points >= input.MaxPoints},
		input.FormTable:    {"Table", part(sys.Layouts, s.Layout), "", s.Layout == 0, s.Layout >= len(sys.Layouts)-1},
		input.FormSide1:    {"Player 1", part(sys.Armies, s.Army[0]), "", s.Army[0] == 0, s.Army[0] >= len(sys.Armies)-1},
		input.FormSide2:    {"Player 2", part(sys.Armies, s.Army[1]), "", s.Army[1] == 0, s.Army[1] >= len(sys.Armies)-1},
		input.FormWho:      {"Who plays", input.WhoTitle(who[s.Who]), noComputer, s.Who == 0, s.Who >= len(who)-1},
		input.FormHouse:    {"House rules", s.HouseTitle(), "", true, true},
	}
	for i, r := range rows {
		if i == input.FormHouse { // a page of its own, not a choice to step through
			a.drawHouseRow(dst, scr, r.name, r.value, len(s.House) > 0)
			continue
		}
		rb := input.StartRowBox(scr, input.StartForm, i)
		v := input.StartValueBox(rb)
		l, rt := input.StartArrows(rb)
		side := ""
		if i == input.FormSide1 || i == input.FormSide2 {
			side = input.SideTitle(who[s.Who][i-input.FormSide1])
		}
		if side != "" { // who plays the side, under its name
			label(dst, r.name, a.fonts.bold, rb.Min.X+12, rb.Min.Y+4, alignLeft, colText)
			label(dst, clip(side, a.fonts.small, v.Min.X-rb.Min.X-16), a.fonts.small, rb.Min.X+12, rb.Min.Y+23, alignLeft, colTextDim)
		} else {
			label(dst, r.name, a.fonts.bold, rb.Min.X+12, rb.Min.Y+12, alignLeft, colText)
		}
		arrow := func(s string, box geom.Box, off bool) {
			c := colText
			if off {
				c = colLogRule
			}
			m := box.Center()
			label(dst, s, a.fonts.bold, m.X, m.Y-10, alignCenter, c)
		}
		arrow("<", l, r.first)
		arrow(">", rt, r.last)
		tw := v.Max.X - v.Min.X - 2*30 - 16
		value := r.value
		if i == input.FormVictory && about != "" { // the condition, and a line on it under
			label(dst, clip(value, a.fonts.normal, tw), a.fonts.normal, l.Max.X+8, v.Min.Y+1, alignLeft, colText)
			label(dst, clip(about, a.fonts.small, tw), a.fonts.small, l.Max.X+8, v.Min.Y+20, alignLeft, colTextDim)
			continue
		}
		if r.aside != "" {
			label(dst, clip(value, a.fonts.normal, tw/2), a.fonts.normal, l.Max.X+8, v.Min.Y+10, alignLeft, colText)
			labelRight(dst, clip(r.aside, a.fonts.normal, tw/2), a.fonts.normal, rt.Min.X-8, v.Min.Y+10, colLogRule)
			continue
		}
		label(dst, clip(value, a.fonts.normal, tw), a.fonts.normal, l.Max.X+8, v.Min.Y+10, alignLeft, colText)
	}
	for i, t := range [...]string{"Start [Enter]", "Back [Esc]"} {
		m := input.StartRowBox(scr, input.StartForm, input.FormStart+i).Center()
		label(dst, t, a.fonts.bold, m.X, m.Y-9, alignCenter, colText)
	}
}
