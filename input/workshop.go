package input

import (
	"bytes"
	"fmt"
	"image/png"
	"math"
	"strconv"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/scenario"
	"warbench/game/table"
)

// Workshop is the terrain editor: a table on its own (not a game), its
// pieces placed from a palette of the ruleset's terrain kinds, moved,
// turned, resized, raised, copied and deleted; polygons drawn point by
// point; zones and objectives dragged; every edit undoable; the analysis
// of game/layout worked out again after each change, also while a piece
// is dragged. An edit that would break the layout file's rules (a piece
// off the table, two pieces overlapping where only hills and water may
// hold others) is refused, and Message says why.
type Workshop struct {
	Rules       engine.Ruleset
	Name        string
	Table       table.Table
	Camera      Camera
	View        geom.Box // the table's part of the window
	Panel       geom.Box // the palette and the numbers
	Palette     []PaletteEntry
	Selected    Item
	Snap        bool       // positions to SnapStep, turns to 15°
	Drawing     []geom.Vec // the points of a polygon being drawn (P), nil when not
	Typed       string     // a number typed for H (height) or A (turn)
	Message     string     // what the last edit did, or why it was refused
	Refused     bool       // Message is a refusal
	ShowHeat    bool       // the analysis overlay (T)
	Analysis    *layout.Analysis
	AnalysisErr string
	// Save writes the layout file, Export the analysis's picture (PNG);
	// they return where (set by the program: the window itself does no
	// file I/O).
	Save   func(name string, data []byte) (string, error)
	Export func(name string, png []byte) (string, error)
	// Seed is the next seed N generates from.
	Seed uint64
	// Leave asks the window to close the editor (Ctrl+Enter, after
	// saving): back to the start screen, to play on the table.
	Leave bool
	// SavedAs is the file the layout was last saved to, "" before.
	SavedAs string
	// Naming is the field Ctrl+R opens to name the table (modal).
	Naming NameField

	undo, redo []table.Table
	drag       *workDrag
	stale      bool
	coarse     bool // the analysis is the drag's coarse one
	screenW    int
	screenH    int
	panning    bool
	last       geom.Vec
}

// PaletteEntry is one terrain kind with what it is under the rules.
type PaletteEntry struct {
	Kind   table.Kind
	Effect engine.TerrainEffect
	Box    geom.Box
}

// ItemKind is what kind of thing is selected.
type ItemKind int

const (
	NoItem ItemKind = iota
	TerrainItem
	ObjectiveItem
	ZoneItem
)

// Item is the selected thing: a terrain piece, objective or zone (index).
type Item struct {
	Kind  ItemKind
	Index int
}

type workDrag struct {
	item  Item
	from  geom.Vec    // where the drag began, world
	orig  table.Table // the table when it began
	moved bool
}

// SnapStep is the grid positions snap to: half an inch.
const SnapStep = 0.5 * geom.MMPerInch

// workshopPanelW is the panel's width in pixels.
const workshopPanelW = 340

// NewWorkshop opens the editor on a table (millimetres) under a ruleset.
func NewWorkshop(rs engine.Ruleset, name string, t table.Table) *Workshop {
	w := &Workshop{Rules: rs, Name: name, Table: cloneTable(t), Selected: Item{}, Snap: true, ShowHeat: true, stale: true}
	if len(w.Table.Zones) == 0 {
		w.Table.Zones = rs.DefaultZones(w.Table)
	}
	return w
}

// Update handles one tick.
func (w *Workshop) Update(f Frame) {
	if f.ScreenW != w.screenW || f.ScreenH != w.screenH {
		w.layout(f.ScreenW, f.ScreenH)
	}
	if w.Naming.Showing { // modal: the name takes every key
		if name, _, ok := w.Naming.Update(f); ok {
			w.Name = name
			w.Naming.Close()
			w.say(false, "Named "+name+": Ctrl+S saves it under that name.")
		}
		return
	}
	w.camera(f)
	if w.keys(f) {
		w.refresh()
		return
	}
	w.mouse(f)
	w.refresh()
}

// layout places the view and the panel for a window size.
func (w *Workshop) layout(sw, sh int) {
	w.screenW, w.screenH = sw, sh
	W, H := float64(sw), float64(sh)
	w.View = geom.Box{Max: geom.V(max(W-workshopPanelW, 100), H)}
	w.Panel = geom.Box{Min: geom.V(w.View.Max.X, 0), Max: geom.V(W, H)}
	w.Camera.Viewport = w.View
	w.Camera.Fit(w.Table.Bounds(), 30)
	tr, _ := w.Rules.(engine.TerrainRules)
	w.Palette = w.Palette[:0]
	y := 40.0
	for _, k := range table.Kinds() {
		e := engine.TerrainEffect{}
		if tr != nil {
			e = tr.TerrainEffect(k)
		}
		w.Palette = append(w.Palette, PaletteEntry{Kind: k, Effect: e,
			Box: geom.Box{Min: geom.V(w.Panel.Min.X+10, y), Max: geom.V(w.Panel.Max.X-10, y+26)}})
		y += 30
	}
}

// camera pans (right or middle drag, arrows) and zooms (wheel, + and -).
func (w *Workshop) camera(f Frame) {
	drag := f.Down[Middle] || f.Down[Right]
	if (f.Pressed[Middle] || f.Pressed[Right]) && w.View.Contains(f.Cursor) {
		w.panning = true
		w.last = f.Cursor
	}
	if w.panning && drag {
		w.Camera.Pan(f.Cursor.Sub(w.last))
	}
	if !drag {
		w.panning = false
	}
	w.last = f.Cursor
	var d geom.Vec
	if f.KeysDown[KeyLeft] {
		d.X += keyPanPixels
	}
	if f.KeysDown[KeyRight] {
		d.X -= keyPanPixels
	}
	if f.KeysDown[KeyUp] {
		d.Y += keyPanPixels
	}
	if f.KeysDown[KeyDown] {
		d.Y -= keyPanPixels
	}
	if d != (geom.Vec{}) {
		w.Camera.Pan(d)
	}
	if f.Wheel != 0 && w.View.Contains(f.Cursor) {
		w.Camera.ZoomAt(f.Cursor, math.Pow(wheelZoom, f.Wheel))
	}
	if f.KeysPressed[KeyHome] {
		w.Camera.Fit(w.Table.Bounds(), 30)
	}
}

// keys handles the editor's keys; it reports whether the frame is used.
func (w *Workshop) keys(f Frame) bool {
	ctrl := f.KeysDown[KeyControl]
	switch {
	case ctrl && f.KeysPressed[KeyZ]:
		w.Undo()
		return true
	case ctrl && f.KeysPressed[KeyY]:
		w.Redo()
		return true
	case ctrl && f.KeysPressed[KeyS]:
		w.SaveNow()
		return true
	case ctrl && f.KeysPressed[KeyR]:
		w.Naming.Show(w.Name)
		return true
	case ctrl && f.KeysPressed[KeyEnter]:
		if w.SaveNow(); !w.Refused {
			w.Leave = true
		}
		return true
	case f.KeysPressed[KeyEscape]:
		w.Drawing, w.Typed, w.Selected = nil, "", Item{}
		return true
	case f.KeysPressed[KeyEnter] && w.Drawing != nil:
		w.finishPolygon()
		return true
	case f.KeysPressed[KeyDelete] || f.KeysPressed[KeyBackspace] && w.Typed == "":
		w.Delete()
		return true
	case f.KeysPressed[KeyPageUp]:
		w.RaiseBy(1)
		return true
	case f.KeysPressed[KeyPageDown]:
		w.RaiseBy(-1)
		return true
	case f.KeysPressed[KeyBackspace]:
		w.Typed = w.Typed[:len(w.Typed)-1]
		return true
	}
	if ctrl {
		return false
	}
	fine := f.KeysDown[KeyShift]
	used := false
	for _, r := range f.Chars {
		used = true
		switch r {
		case 'q', 'Q', 'e', 'E':
			step := 15.0
			if fine || !w.Snap {
				step = 1
			}
			if r == 'q' || r == 'Q' {
				step = -step
			}
			w.Turn(geom.Deg(step))
		case '[', ']':
			k := 1.1
			if r == '[' {
				k = 1 / 1.1
			}
			w.Resize(k)
		case 'c', 'C':
			w.Duplicate()
		case 'n', 'N':
			w.GenerateNext(r == 'N')
		case 'o', 'O':
			w.AddObjective(w.Camera.ToWorld(f.Cursor))
		case 'x', 'X':
			w.ExportNow()
		case 'g', 'G':
			w.Snap = !w.Snap
			w.say(false, "Snapping "+map[bool]string{true: "on", false: "off"}[w.Snap]+".")
		case 't', 'T':
			w.ShowHeat = !w.ShowHeat
		case 'p', 'P':
			if w.Drawing == nil {
				w.Drawing = []geom.Vec{}
				w.say(false, fmt.Sprintf("Drawing a %s: click its corners, Enter to finish, Esc to stop.", w.paletteKind()))
			} else {
				w.finishPolygon()
			}
		case 'h', 'H', 'a', 'A', 'w', 'W':
			v, err := strconv.ParseFloat(w.Typed, 64)
			w.Typed = ""
			if err != nil {
				w.say(true, "Type a number first, then H for the height, A to turn by that many degrees, W for the width.")
				break
			}
			switch r {
			case 'h', 'H':
				w.SetHeight(int(math.Round(v)))
			case 'a', 'A':
				w.Turn(geom.Deg(v))
			default:
				w.SetWidth(v * w.Rules.Measure().MM)
			}
		default:
			if r >= '0' && r <= '9' || r == '.' || r == '-' {
				w.Typed += string(r)
			} else {
				used = false
			}
		}
	}
	return used
}

// paletteKind is the kind the palette has chosen: the selected piece's,
// or a forest.
func (w *Workshop) paletteKind() table.Kind {
	if p := w.piece(); p != nil {
		return p.Kind
	}
	return table.Forest
}

// mouse handles clicks and drags on the table and the palette.
func (w *Workshop) mouse(f Frame) {
	at := w.Camera.ToWorld(f.Cursor)
	if f.Pressed[Left] {
		for _, e := range w.Palette {
			if e.Box.Contains(f.Cursor) {
				w.Place(e.Kind, w.Camera.ToWorld(w.View.Center()))
				return
			}
		}
		if !w.View.Contains(f.Cursor) {
			return
		}
		if w.Drawing != nil {
			w.Drawing = append(w.Drawing, w.snap(at, f))
			return
		}
		w.Selected = w.itemAt(at)
		if w.Selected.Kind != NoItem {
			w.drag = &workDrag{item: w.Selected, from: at, orig: cloneTable(w.Table)}
		}
		return
	}
	if d := w.drag; d != nil {
		if f.Down[Left] {
			delta := w.snapDelta(at.Sub(d.from), f)
			next := cloneTable(d.orig)
			moveItem(&next, d.item, delta)
			if err := w.check(next, d.item); err != nil {
				w.say(true, err.Error())
				return
			}
			if delta != (geom.Vec{}) {
				d.moved = true
			}
			w.Table = next
			w.stale = true
			w.Refused = false
			return
		}
		if d.moved {
			w.undo = append(w.undo, d.orig)
			w.redo = nil
			w.say(false, fmt.Sprintf("Moved %s.", w.itemName(d.item)))
		}
		w.drag = nil
	}
}

// snap rounds a point to the grid (not with Shift, nor with snapping off).
func (w *Workshop) snap(v geom.Vec, f Frame) geom.Vec {
	if !w.Snap || f.KeysDown[KeyShift] {
		return v
	}
	return geom.V(math.Round(v.X/SnapStep)*SnapStep, math.Round(v.Y/SnapStep)*SnapStep)
}

func (w *Workshop) snapDelta(d geom.Vec, f Frame) geom.Vec { return w.snap(d, f) }

// itemAt is the thing under a world point: an objective, a piece (hills
// and water last, as they hold others), a zone.
func (w *Workshop) itemAt(at geom.Vec) Item {
	t := &w.Table
	for i, o := range t.Objectives {
		if o.Pos.Dist(at) <= max(o.Radius, 10) {
			return Item{ObjectiveItem, i}
		}
	}
	for pass := range 2 {
		for i := len(t.Terrain) - 1; i >= 0; i-- {
			tr := &t.Terrain[i]
			if (tr.Kind == table.Hill || tr.Kind == table.Water) != (pass == 1) {
				continue
			}
			for _, p := range tr.Parts {
				if p.Contains(at) {
					return Item{TerrainItem, i}
				}
			}
		}
	}
	for i, z := range t.Zones {
		if z.Area.Contains(at) {
			return Item{ZoneItem, i}
		}
	}
	return Item{}
}

// piece is the selected terrain piece, or nil.
func (w *Workshop) piece() *table.Terrain {
	if w.Selected.Kind != TerrainItem || w.Selected.Index >= len(w.Table.Terrain) {
		return nil
	}
	return &w.Table.Terrain[w.Selected.Index]
}

// itemName names a thing for a message.
func (w *Workshop) itemName(it Item) string {
	switch it.Kind {
	case TerrainItem:
		return w.Table.Terrain[it.Index].Name
	case ObjectiveItem:
		return w.Table.Objectives[it.Index].Name
	case ZoneItem:
		return fmt.Sprintf("player %d's zone", w.Table.Zones[it.Index].Player)
	}
	return "nothing"
}

// check refuses a table in which the item no longer fits.
func (w *Workshop) check(t table.Table, it Item) error {
	m := w.Rules.Measure()
	switch it.Kind {
	case TerrainItem:
		return scenario.PieceFits(&t, it.Index, m)
	case ObjectiveItem:
		return scenario.ObjectiveFits(&t, t.Objectives[it.Index], m)
	case ZoneItem:
		return scenario.ZoneFits(&t, t.Zones[it.Index], m)
	}
	return nil
}

// edit applies a change to a copy of the table; it is kept, undoably,
// when the item still fits, and refused with the reason otherwise.
func (w *Workshop) edit(it Item, what string, change func(t *table.Table)) bool {
	next := cloneTable(w.Table)
	change(&next)
	if it.Kind != NoItem {
		if err := w.check(next, it); err != nil {
			w.say(true, err.Error())
			return false
		}
	}
	w.undo = append(w.undo, w.Table)
	w.redo = nil
	w.Table = next
	w.stale = true
	w.say(false, what)
	return true
}

func (w *Workshop) say(refused bool, s string) { w.Message, w.Refused = s, refused }

// Undo takes back the last edit.
func (w *Workshop) Undo() {
	if len(w.undo) == 0 {
		w.say(true, "Nothing to undo.")
		return
	}
	w.redo = append(w.redo, w.Table)
	w.Table = w.undo[len(w.undo)-1]
	w.undo = w.undo[:len(w.undo)-1]
	w.Selected, w.stale = Item{}, true
	w.say(false, "Undone.")
}

// Redo does again what Undo took back.
func (w *Workshop) Redo() {
	if len(w.redo) == 0 {
		w.say(true, "Nothing to redo.")
		return
	}
	w.undo = append(w.undo, w.Table)
	w.Table = w.redo[len(w.redo)-1]
	w.redo = w.redo[:len(w.redo)-1]
	w.Selected, w.stale = Item{}, true
	w.say(false, "Redone.")
}

// SaveNow writes the layout through Save.
func (w *Workshop) SaveNow() {
	if w.Save == nil {
		w.say(true, "This window cannot save layouts.")
		return
	}
	data, err := scenario.WriteLayout(w.Name, w.Table, w.Rules.Measure(), "made in the warbench terrain workshop")
	if err == nil {
		var where string
		if where, err = w.Save(w.Name, data); err == nil {
			w.SavedAs = where
			w.say(false, "Saved to "+where+": the start screen offers it with every scenario.")
			return
		}
	}
	w.say(true, "Not saved: "+err.Error())
}

// refresh works the analysis out again after a change: while a piece is
// dragged, on cells of a whole unit (a quarter of the work), so the
// overlay follows the mouse; at the usual half unit once it is let go.
func (w *Workshop) refresh() {
	dragging := w.drag != nil && w.drag.moved
	if !w.stale && !(w.coarse && !dragging) {
		return
	}
	w.stale, w.coarse = false, dragging
	opt := layout.Options{}
	if dragging {
		opt.Res = w.Rules.Measure().MM
	}
	a, err := layout.Analyze(&w.Table, w.Rules, opt)
	w.Analysis, w.AnalysisErr = a, ""
	if err != nil {
		w.AnalysisErr = err.Error()
	}
}

// moveItem moves a thing by d.
func moveItem(t *table.Table, it Item, d geom.Vec) {
	switch it.Kind {
	case TerrainItem:
		tr := &t.Terrain[it.Index]
		for i, p := range tr.Parts {
			tr.Parts[i] = p.Translate(d)
		}
	case ObjectiveItem:
		t.Objectives[it.Index].Pos = t.Objectives[it.Index].Pos.Add(d)
	case ZoneItem:
		t.Zones[it.Index].Area = t.Zones[it.Index].Area.Translate(d)
	}
}

// cloneTable copies a table deeply (parts and all), so edits never touch
// a snapshot.
func cloneTable(t table.Table) table.Table {
	out := t
	out.Terrain = make([]table.Terrain, len(t.Terrain))
	for i, tr := range t.Terrain {
		tr.Parts = make([]geom.Poly, len(t.Terrain[i].Parts))
		for k, p := range t.Terrain[i].Parts {
			tr.Parts[k] = append(geom.Poly(nil), p...)
		}
		out.Terrain[i] = tr
	}
	out.Zones = make([]table.Zone, len(t.Zones))
	for i, z := range t.Zones {
		z.Area = append(geom.Poly(nil), z.Area...)
		out.Zones[i] = z
	}
	out.Objectives = append([]table.Objective(nil), t.Objectives...)
	return out
}

// workshopMix is what N places: a usual tournament table of nine pieces.
var workshopMix = []layout.KindCount{{Kind: table.Forest, N: 2}, {Kind: table.Hill, N: 2}, {Kind: table.Building, N: 2},
	{Kind: table.Obstacle, N: 2}, {Kind: table.Difficult, N: 1}}

// GenerateNext replaces the table by the best of eight generated layouts
// (game/layout's Search toward a fair table), pieces mirrored across the
// middle line, or turned half about the centre with rotate; the seed goes
// on by eight each time, so N again gives another.
func (w *Workshop) GenerateNext(rotate bool) {
	sym := layout.Mirror
	if rotate {
		sym = layout.Rotate
	}
	c := layout.Constraints{Width: w.Table.Width, Depth: w.Table.Depth, Symmetry: sym, Seed: w.Seed, Kinds: workshopMix}
	w.Seed += 8
	f, err := layout.Search(c, layout.Goal{Fair: true}, 8, w.Rules, layout.Options{})
	if err != nil {
		w.say(true, err.Error())
		return
	}
	objectives := w.Table.Objectives
	w.edit(Item{}, fmt.Sprintf("Generated from seed %d (%s, best of 8 for fairness: %.2f). N: another; Ctrl+Z: back.", f.Seed, sym, f.Analysis.Fairness),
		func(t *table.Table) { *t = cloneTable(f.Table); t.Objectives = objectives })
	w.Selected = Item{}
}

// AddObjective puts an objective marker at a point.
func (w *Workshop) AddObjective(at geom.Vec) {
	r := w.Rules.ObjectiveRadius()
	o := table.Objective{ID: len(w.Table.Objectives) + 1, Name: fmt.Sprintf("Objective %d", len(w.Table.Objectives)+1), Pos: at, Radius: r}
	next := cloneTable(w.Table)
	next.Objectives = append(next.Objectives, o)
	it := Item{ObjectiveItem, len(next.Objectives) - 1}
	if w.edit(it, "Placed "+o.Name+": drag it where it belongs.", func(t *table.Table) { *t = next }) {
		w.Selected = it
	}
}

// ExportNow writes the analysis's heatmap as a PNG through Export.
func (w *Workshop) ExportNow() {
	if w.Export == nil || w.Analysis == nil {
		w.say(true, "There is no picture to export here.")
		return
	}
	var b bytes.Buffer
	if err := png.Encode(&b, w.Analysis.Picture(&w.Table, 4)); err != nil {
		w.say(true, err.Error())
		return
	}
	where, err := w.Export(w.Name, b.Bytes())
	if err != nil {
		w.say(true, "Not exported: "+err.Error())
		return
	}
	w.say(false, "The heatmap is in "+where+".")
}
