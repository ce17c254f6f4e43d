package input

import (
	"errors"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"warbench/game/armybuild"
	"warbench/game/geom"
)

// ArmyShop is what the army builder needs of the program: a builder over
// a system's units (its built-in and the player's own army files), and
// saving the army built into the player's library, where New game then
// offers it. The program gives the window one (gamefiles.Starts).
type ArmyShop interface {
	ArmyBuilder(system string, limit int) (*armybuild.Builder, error)
	// SaveArmy writes the army and returns the name of its file; a file
	// of that name is replaced only when replace is set, else the error
	// is ErrArmyExists.
	SaveArmy(name string, b *armybuild.Builder, replace bool) (string, error)
}

// ErrArmyExists is SaveArmy's refusal to replace a file unasked.
var ErrArmyExists = errors.New("an army file of that name exists")

// The army builder's panes, which Tab steps through.
const (
	PaneCatalogue = iota
	PaneForce
	PaneName
	numPanes
)

// ArmyBuilder is the start screen's army builder: the catalogue of units
// (↑ ↓, Enter adds the chosen one), the force (↑ ↓; ← → its size; Space
// its artefact, with Shift the one before; A allied or not; Delete or
// Backspace takes it out) and the army's name (typed; Enter saves). Tab
// goes to the next pane, PageUp and PageDown change the points limit, a
// click chooses a row (a second click on a catalogue entry adds it), the
// wheel scrolls the list under the cursor, Esc goes back to the menu.
type ArmyBuilder struct {
	B             *armybuild.Builder
	Pane          int
	Cat, CatTop   int // the chosen catalogue entry and the first shown
	Unit, UnitTop int // the chosen unit of the force and the first shown
	Name          string
	Asked         string // the name whose file's replacing was asked about: Enter on it again replaces
	Note          string // what the last save did
	Err           string // why the last save failed
}

// ArmyAction is what the builder asks of the window this tick.
type ArmyAction int

// The builder's actions.
const (
	ArmyNothing ArmyAction = iota
	ArmySave               // save B under Name
	ArmyBack               // back to the menu
)

// MaxArmyName is the most characters an army's name takes.
const MaxArmyName = 60

// Open starts building with b (the system's catalogue, nothing chosen).
func (ab *ArmyBuilder) Open(b *armybuild.Builder) { *ab = ArmyBuilder{B: b, Name: "My army"} }

// Update handles one tick of the builder over screen.
func (ab *ArmyBuilder) Update(f Frame, screen geom.Box) ArmyAction {
	if ab.B == nil {
		return ArmyBack
	}
	if f.KeysPressed[KeyEscape] {
		return ArmyBack
	}
	cat, force := ArmyListBox(screen, PaneCatalogue), ArmyListBox(screen, PaneForce)
	ab.mouse(f, screen, cat, force)
	if f.KeysPressed[KeyTab] {
		ab.Pane = (ab.Pane + 1) % numPanes
	}
	switch {
	case f.KeysPressed[KeyPageUp]:
		ab.B.Limit = min(MaxPoints, (ab.B.Limit/PointsStep+1)*PointsStep)
	case f.KeysPressed[KeyPageDown]:
		ab.B.Limit = max(0, (ab.B.Limit+PointsStep-1)/PointsStep*PointsStep-PointsStep)
	}
	act := ArmyNothing
	switch ab.Pane {
	case PaneCatalogue:
		ab.Cat = moveIn(f, ab.Cat, len(ab.B.Catalogue))
		if f.KeysPressed[KeyEnter] && ab.B.Add(ab.Cat) {
			ab.Unit = len(ab.B.Force) - 1
		}
	case PaneForce:
		ab.forceKeys(f)
	case PaneName:
		act = ab.nameKeys(f)
	}
	ab.CatTop = scrollTo(ab.Cat, ab.CatTop, ArmyRows(cat), len(ab.B.Catalogue))
	ab.UnitTop = scrollTo(ab.Unit, ab.UnitTop, ArmyRows(force), len(ab.B.Force))
	return act
}

// forceKeys are the force pane's keys.
func (ab *ArmyBuilder) forceKeys(f Frame) {
	b := ab.B
	ab.Unit = moveIn(f, ab.Unit, len(b.Force))
	if len(b.Force) == 0 {
		return
	}
	switch {
	case f.KeysPressed[KeyLeft]:
		b.Resize(ab.Unit, -1)
	case f.KeysPressed[KeyRight]:
		b.Resize(ab.Unit, 1)
	case f.KeysPressed[KeySpace] && f.KeysDown[KeyShift]:
		b.CycleArtefact(ab.Unit, -1)
	case f.KeysPressed[KeySpace]:
		b.CycleArtefact(ab.Unit, 1)
	case f.KeysPressed[KeyA]:
		b.ToggleAllied(ab.Unit)
	case f.KeysPressed[KeyDelete] || f.KeysPressed[KeyBackspace]:
		b.Remove(ab.Unit)
		ab.Unit = max(0, min(ab.Unit, len(b.Force)-1))
	}
}

// nameKeys are the name pane's: typing, Backspace, Enter to save.
func (ab *ArmyBuilder) nameKeys(f Frame) ArmyAction {
	for _, r := range f.Chars {
		if unicode.IsControl(r) || r == utf8.RuneError || utf8.RuneCountInString(ab.Name) >= MaxArmyName {
			continue
		}
		ab.Name += string(r)
	}
	if f.KeysPressed[KeyBackspace] && ab.Name != "" {
		_, size := utf8.DecodeLastRuneInString(ab.Name)
		ab.Name = ab.Name[:len(ab.Name)-size]
	}
	if ab.Name != ab.Asked {
		ab.Asked = ""
	}
	if !f.KeysPressed[KeyEnter] {
		return ArmyNothing
	}
	ab.Note, ab.Err = "", ""
	switch {
	case strings.TrimSpace(ab.Name) == "":
		ab.Err = "Give the army a name."
	case len(ab.B.Force) == 0:
		ab.Err = "Add a unit first."
	default:
		return ArmySave
	}
	return ArmyNothing
}

// mouse: a click on a list's row chooses it (and its pane), again on
// the chosen catalogue entry adds it, on the name field chooses that pane; the wheel scrolls the list under the cursor.
func (ab *ArmyBuilder) mouse(f Frame, screen geom.Box, cat, force geom.Box) {
	rows := func(box geom.Box, top, n int) int {
		if !box.Contains(f.Cursor) {
			return -1
		}
		i := top + int((f.Cursor.Y-box.Min.Y)/ArmyRowH)
		if i >= n {
			return -1
		}
		return i
	}
	if f.Wheel != 0 {
		d := -int(math.Copysign(3, f.Wheel))
		switch {
		case cat.Contains(f.Cursor):
			ab.CatTop = max(0, min(ab.CatTop+d, len(ab.B.Catalogue)-ArmyRows(cat)))
		case force.Contains(f.Cursor):
			ab.UnitTop = max(0, min(ab.UnitTop+d, len(ab.B.Force)-ArmyRows(force)))
		}
	}
	if !f.Pressed[Left] {
		return
	}
	if i := rows(cat, ab.CatTop, len(ab.B.Catalogue)); i >= 0 {
		if ab.Pane == PaneCatalogue && ab.Cat == i && ab.B.Add(i) { // a click on the chosen entry adds it
			ab.Unit = len(ab.B.Force) - 1
		}
		ab.Pane, ab.Cat = PaneCatalogue, i
	} else if i := rows(force, ab.UnitTop, len(ab.B.Force)); i >= 0 {
		ab.Pane, ab.Unit = PaneForce, i
	} else if ArmyNameBox(screen).Contains(f.Cursor) {
		ab.Pane = PaneName
	}
}

// moveIn is row i moved by Up or Down among n rows.
func moveIn(f Frame, i, n int) int {
	switch {
	case f.KeysPressed[KeyUp]:
		i--
	case f.KeysPressed[KeyDown]:
		i++
	}
	return max(0, min(i, n-1))
}

// scrollTo is the first row to show of n, shown rows at a time, so that
// row i shows (the scroll top moves as little as it can).
func scrollTo(i, top, shown, n int) int {
	top = min(top, i)
	if i >= top+shown {
		top = i - shown + 1
	}
	return max(0, min(top, n-shown))
}

// Army builder geometry, in pixels.
const (
	ArmyRowH  = 22  // a list's row
	armyHeadH = 74  // the title and the keys above the lists
	armyFootH = 100 // the name field and the message below them
	armyTitle = 22  // a column's title above its list
)

// ArmyBox is the builder's panel: the window less a margin, at most
// 1100 wide.
func ArmyBox(screen geom.Box) geom.Box {
	w := math.Min(screen.Max.X-screen.Min.X-24, 1100)
	h := screen.Max.Y - screen.Min.Y - 24
	c := screen.Center()
	return geom.Box{Min: geom.V(c.X-w/2, c.Y-h/2), Max: geom.V(c.X+w/2, c.Y+h/2)}
}

// ArmyColumn is a pane's column under the head: the catalogue at the
// left (45%), the force and what it breaks at the right.
func ArmyColumn(screen geom.Box, pane int) geom.Box {
	b := ArmyBox(screen)
	y0, y1 := b.Min.Y+armyHeadH, b.Max.Y-armyFootH
	split := b.Min.X + (b.Max.X-b.Min.X)*0.45
	if pane == PaneCatalogue {
		return geom.Box{Min: geom.V(b.Min.X+16, y0), Max: geom.V(split-8, y1)}
	}
	return geom.Box{Min: geom.V(split+8, y0), Max: geom.V(b.Max.X-16, y1)}
}

// ArmyListBox is where a pane's rows are: the catalogue's whole column
// under its title; the force's top 55%, the breaches below it
// (ArmyBreachBox).
func ArmyListBox(screen geom.Box, pane int) geom.Box {
	c := ArmyColumn(screen, pane)
	c.Min.Y += armyTitle
	if pane == PaneForce {
		c.Max.Y = c.Min.Y + math.Floor((c.Max.Y-c.Min.Y)*0.55/ArmyRowH)*ArmyRowH
	}
	return c
}

// ArmyBreachBox is where the total and the breaches of the force are
// written, under its list.
func ArmyBreachBox(screen geom.Box) geom.Box {
	c := ArmyColumn(screen, PaneForce)
	c.Min.Y = ArmyListBox(screen, PaneForce).Max.Y + 6
	return c
}

// ArmyRows is how many rows a list box shows.
func ArmyRows(list geom.Box) int { return max(1, int((list.Max.Y-list.Min.Y)/ArmyRowH)) }

// ArmyNameBox is the name field, under the lists.
func ArmyNameBox(screen geom.Box) geom.Box {
	b := ArmyBox(screen)
	y := b.Max.Y - armyFootH + 28
	return geom.Box{Min: geom.V(b.Min.X+16, y), Max: geom.V(b.Min.X+16+math.Min(420, (b.Max.X-b.Min.X)*0.45), y+30)}
}
