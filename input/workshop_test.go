package input

import (
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/game/table"
)

const inch = geom.MMPerInch

// workshopOn opens the editor on a 72" x 48" table with a barn and a wood.
func workshopOn(t *testing.T) *Workshop {
	t.Helper()
	sq := func(x, y, s float64) geom.Poly {
		return geom.Poly{geom.V(x*inch, y*inch), geom.V((x+s)*inch, y*inch), geom.V((x+s)*inch, (y+s)*inch), geom.V(x*inch, (y+s)*inch)}
	}
	tb := table.Table{Width: 72 * inch, Depth: 48 * inch, Terrain: []table.Terrain{
		{ID: 1, Name: "Barn", Kind: table.Building, Height: 3, Parts: []geom.Poly{sq(10, 20, 4)}},
		{ID: 2, Name: "Wood", Kind: table.Forest, Height: 3, Parts: []geom.Poly{sq(30, 20, 6)}},
	}}
	w := NewWorkshop(kow.New(kow.KoW2), "Test", tb)
	w.Update(Frame{ScreenW: 1280, ScreenH: 800})
	if len(w.Table.Zones) != 2 || w.Analysis == nil {
		t.Fatalf("zones %d, analysis %v", len(w.Table.Zones), w.Analysis != nil)
	}
	return w
}

// workDragTo presses at one world point, moves to another and lets go.
func workDragTo(w *Workshop, from, to geom.Vec) {
	f := Frame{ScreenW: 1280, ScreenH: 800, Cursor: w.Camera.ToScreen(from)}
	f.Pressed[Left], f.Down[Left] = true, true
	w.Update(f)
	f = Frame{ScreenW: 1280, ScreenH: 800, Cursor: w.Camera.ToScreen(to)}
	f.Down[Left] = true
	w.Update(f)
	f.Down[Left], f.Released[Left] = false, true
	w.Update(f)
}

// drawPolygon presses P, clicks each corner and presses Enter.
func drawPolygon(w *Workshop, pts ...geom.Vec) {
	typeInto(w, "p")
	for _, v := range pts {
		f := Frame{ScreenW: 1280, ScreenH: 800, Cursor: w.Camera.ToScreen(v)}
		f.Pressed[Left] = true
		w.Update(f)
	}
	f := Frame{ScreenW: 1280, ScreenH: 800}
	f.KeysPressed[KeyEnter] = true
	w.Update(f)
}

func typeInto(w *Workshop, s string) {
	w.Update(Frame{ScreenW: 1280, ScreenH: 800, Chars: []rune(s)})
}

// Dragging a piece moves it, snapped to 0.5", and the analysis follows;
// dragging it onto another piece is refused with the reason, the piece
// left at the last place it fitted; undo and redo step through the edits.
func TestWorkshopDrag(t *testing.T) {
	w := workshopOn(t)
	before := w.Analysis
	workDragTo(w, geom.V(12*inch, 22*inch), geom.V(15.1*inch, 22*inch)) // 3.1" east: snaps to 3"
	if b := w.Table.Terrain[0].Bounds(); !nearMM(b.Min.X, 13*inch) {
		t.Fatalf("the barn's west side at %g\", want 13\"", b.Min.X/inch)
	}
	if w.Analysis == before || w.Refused {
		t.Errorf("analysis not worked out again (%v), refused %q", w.Analysis == before, w.Message)
	}
	workDragTo(w, geom.V(15*inch, 22*inch), geom.V(33*inch, 22*inch)) // onto the wood
	if !w.Refused || !strings.Contains(w.Message, "Barn would overlap Wood") {
		t.Errorf("message %q, want the overlap refused", w.Message)
	}
	if b := w.Table.Terrain[0].Bounds(); !nearMM(b.Min.X, 13*inch) {
		t.Errorf("the barn moved to %g\"", b.Min.X/inch)
	}
	w.Undo()
	if b := w.Table.Terrain[0].Bounds(); !nearMM(b.Min.X, 10*inch) {
		t.Errorf("undo: the barn at %g\", want 10\"", b.Min.X/inch)
	}
	w.Redo()
	if b := w.Table.Terrain[0].Bounds(); !nearMM(b.Min.X, 13*inch) {
		t.Errorf("redo: the barn at %g\", want 13\"", b.Min.X/inch)
	}
}

// The keys turn, resize, raise, copy and delete the selected piece; a
// number then H sets its height; the palette places new pieces where
// they fit; P draws a polygon; Ctrl+S saves a file the loader reads.
func TestWorkshopEdits(t *testing.T) {
	w := workshopOn(t)
	workDragTo(w, geom.V(12*inch, 22*inch), geom.V(12*inch, 22*inch)) // select the barn
	if w.Selected != (Item{TerrainItem, 0}) {
		t.Fatalf("selected %+v", w.Selected)
	}
	area := w.Table.Terrain[0].Area()
	typeInto(w, "e")
	if b := w.Table.Terrain[0].Bounds(); b.Size().X <= 4*inch+1 {
		t.Errorf("E did not turn the barn: %v", b.Size())
	}
	typeInto(w, "]")
	if a := w.Table.Terrain[0].Area(); !nearMM(a, area*1.21) {
		t.Errorf("] area %g, want %g", a, area*1.21)
	}
	typeInto(w, "5h")
	if h := w.Table.Terrain[0].Height; h != 5 {
		t.Errorf("5 H: height %d", h)
	}
	typeInto(w, "8w")
	if b := w.Table.Terrain[0].Bounds(); !nearMM(b.Size().X, 8*inch) {
		t.Errorf("8 W: %g\" across", b.Size().X/inch)
	}
	typeInto(w, "c")
	if len(w.Table.Terrain) != 3 || w.Table.Terrain[2].Name != "Barn copy" {
		t.Fatalf("C: %d pieces", len(w.Table.Terrain))
	}
	w.Delete()
	if len(w.Table.Terrain) != 2 {
		t.Errorf("delete: %d pieces", len(w.Table.Terrain))
	}
	for _, e := range w.Palette {
		if e.Kind == table.Hill && (!e.Effect.RaisesUnits || len(e.Effect.Lines) == 0) {
			t.Errorf("the palette's hill: %+v", e.Effect)
		}
	}
	w.Place(table.Building, geom.V(33*inch, 23*inch)) // on the wood: placed beside it
	if len(w.Table.Terrain) != 3 || scenario.PieceFits(&w.Table, 2, w.Rules.Measure()) != nil {
		t.Fatalf("placed: %d pieces, %v", len(w.Table.Terrain), w.Message)
	}
	drawPolygon(w, geom.V(50*inch, 30*inch), geom.V(56*inch, 30*inch), geom.V(53*inch, 36*inch))
	if len(w.Table.Terrain) != 4 || !nearMM(w.Table.Terrain[3].Area(), 18*inch*inch) {
		t.Fatalf("drawn: %d pieces, %s", len(w.Table.Terrain), w.Message)
	}
	var saved []byte
	w.Save = func(name string, data []byte) (string, error) { saved = data; return name + ".layout.yaml", nil }
	f := Frame{ScreenW: 1280, ScreenH: 800}
	f.KeysDown[KeyControl], f.KeysPressed[KeyS] = true, true
	w.Update(f)
	back, name, err := scenario.LoadLayout(fstest.MapFS{"t.yaml": {Data: saved}}, "t.yaml", w.Rules)
	if err != nil || name != "Test" || len(back.Terrain) != 4 || len(back.Zones) != 2 {
		t.Errorf("saved: %v, %q, %d pieces", err, name, len(back.Terrain))
	}
}

func nearMM(a, b float64) bool { return a-b < 1e-6 && b-a < 1e-6 }

// N replaces the table by a generated one, mirrored and fair, undoably;
// O adds an objective; X exports the heatmap as a PNG.
func TestWorkshopGenerateObjectiveExport(t *testing.T) {
	w := workshopOn(t)
	w.Update(Frame{ScreenW: 1280, ScreenH: 800, Chars: []rune("n"), Cursor: w.Camera.ToScreen(geom.V(36*inch, 24*inch))})
	if len(w.Table.Terrain) != 9 || w.Analysis == nil || w.Analysis.Fairness != 1 || w.Refused {
		t.Fatalf("generated: %d pieces, %s", len(w.Table.Terrain), w.Message)
	}
	first := w.Table.Terrain[0]
	typeInto(w, "n")
	if w.Table.Terrain[0].Parts[0][0] == first.Parts[0][0] {
		t.Error("N again gave the same table")
	}
	w.Undo()
	if w.Table.Terrain[0].Parts[0][0] != first.Parts[0][0] {
		t.Error("undo did not bring the first generated table back")
	}
	w.Update(Frame{ScreenW: 1280, ScreenH: 800, Chars: []rune("o"), Cursor: w.Camera.ToScreen(geom.V(36*inch, 24*inch))})
	if len(w.Table.Objectives) != 1 || w.Selected.Kind != ObjectiveItem {
		t.Errorf("objectives %d, selected %+v: %s", len(w.Table.Objectives), w.Selected, w.Message)
	}
	var pic []byte
	w.Export = func(name string, data []byte) (string, error) { pic = data; return "x.png", nil }
	typeInto(w, "x")
	if len(pic) < 100 || string(pic[1:4]) != "PNG" {
		t.Errorf("exported %d bytes: %s", len(pic), w.Message)
	}
}

// While a piece is dragged the analysis is worked out on whole-unit
// cells; once it is let go, on the usual half-unit cells.
func TestWorkshopCoarseWhileDragging(t *testing.T) {
	w := workshopOn(t)
	f := Frame{ScreenW: 1280, ScreenH: 800, Cursor: w.Camera.ToScreen(geom.V(12*inch, 22*inch))}
	f.Pressed[Left], f.Down[Left] = true, true
	w.Update(f)
	f = Frame{ScreenW: 1280, ScreenH: 800, Cursor: w.Camera.ToScreen(geom.V(16*inch, 22*inch))}
	f.Down[Left] = true
	w.Update(f)
	if w.Analysis.Cols != 72 {
		t.Errorf("dragging: %d columns, want 72", w.Analysis.Cols)
	}
	f.Down[Left], f.Released[Left] = false, true
	w.Update(f)
	if w.Analysis.Cols != 144 {
		t.Errorf("let go: %d columns, want 144", w.Analysis.Cols)
	}
}

// A deployment zone is made deeper or shallower with [ ] or a number
// then W: its edge on the table's edge stays, the side toward the centre
// moves; deeper than half the table is refused; undo puts it back.
func TestWorkshopZoneDepth(t *testing.T) {
	w := workshopOn(t)
	for i, z := range w.Table.Zones {
		w.Selected = Item{ZoneItem, i}
		before := z.Area.Bounds()
		south := before.Center().Y < w.Table.Depth/2
		typeInto(w, "10w")
		b := w.Table.Zones[i].Area.Bounds()
		if !nearMM(b.Size().Y, 10*inch) || (south && !nearMM(b.Min.Y, before.Min.Y)) || (!south && !nearMM(b.Max.Y, before.Max.Y)) {
			t.Errorf("zone %d made 10\" deep: %v, was %v (%s)", i, b, before, w.Message)
		}
		typeInto(w, "]")
		if got := w.Table.Zones[i].Area.Bounds().Size().Y; !nearMM(got, 11*inch) {
			t.Errorf("zone %d after ]: %.2f\" deep, want 11", i, got/inch)
		}
		typeInto(w, "30w")
		if !w.Refused || !nearMM(w.Table.Zones[i].Area.Bounds().Size().Y, 11*inch) {
			t.Errorf("zone %d made 30\" deep on a 48\" table: refused %v, %q", i, w.Refused, w.Message)
		}
		w.Undo()
		w.Undo()
		if got := w.Table.Zones[i].Area.Bounds(); got != before {
			t.Errorf("zone %d after two undos: %v, want %v", i, got, before)
		}
	}
}

// Ctrl+R names the table: while the field shows it takes every key (an
// H typed is part of the name, not a height); Enter names it, Esc leaves
// the name as it was.
func TestWorkshopNamesTheTable(t *testing.T) {
	w := workshopOn(t)
	ctrlR := Frame{ScreenW: 1280, ScreenH: 800}
	ctrlR.KeysDown[KeyControl], ctrlR.KeysPressed[KeyR] = true, true
	w.Update(ctrlR)
	if !w.Naming.Showing || w.Naming.Text != "Test" {
		t.Fatalf("Ctrl+R: field %+v", w.Naming)
	}
	back := Frame{ScreenW: 1280, ScreenH: 800}
	back.KeysPressed[KeyBackspace] = true
	for range 4 {
		w.Update(back)
	}
	typeInto(w, "High Moor 2h")
	enter := Frame{ScreenW: 1280, ScreenH: 800}
	enter.KeysPressed[KeyEnter] = true
	w.Update(enter)
	if w.Name != "High Moor 2h" || w.Naming.Showing || w.Table.Terrain[0].Height != 3 {
		t.Errorf("named %q, field showing %v, barn height %d", w.Name, w.Naming.Showing, w.Table.Terrain[0].Height)
	}
	w.Update(ctrlR)
	typeInto(w, "x")
	esc := Frame{ScreenW: 1280, ScreenH: 800}
	esc.KeysPressed[KeyEscape] = true
	w.Update(esc)
	if w.Name != "High Moor 2h" || w.Naming.Showing {
		t.Errorf("after Esc: %q, showing %v", w.Name, w.Naming.Showing)
	}
}

// A polygon drawn with P need not be convex: an L-shaped wood is kept as
// drawn, in two convex parts (what layout files hold), of the L's area;
// an outline that crosses itself is refused with the reason.
func TestWorkshopDrawsAnL(t *testing.T) {
	w := workshopOn(t)
	draw := func(pts ...geom.Vec) { drawPolygon(w, pts...) }
	in := func(x, y float64) geom.Vec { return geom.V(x*inch, y*inch) }
	draw(in(50, 10), in(60, 10), in(60, 14), in(54, 14), in(54, 20), in(50, 20))
	if len(w.Table.Terrain) != 3 || len(w.Table.Terrain[2].Parts) != 2 || !nearMM(w.Table.Terrain[2].Area(), 64*inch*inch) {
		t.Fatalf("the L: %d pieces, %s", len(w.Table.Terrain), w.Message)
	}
	draw(in(50, 30), in(60, 40), in(60, 30), in(50, 40))
	if len(w.Table.Terrain) != 3 || !w.Refused || !strings.Contains(w.Message, "crosses itself") {
		t.Errorf("a bow tie: %d pieces, %q", len(w.Table.Terrain), w.Message)
	}
}
