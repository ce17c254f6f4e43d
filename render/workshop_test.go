package render

import (
	"testing"

	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// The start screen's Terrain workshop row opens the editor the program
// gives; N generates a table there; Ctrl+Enter saves it and brings the
// start screen back, its lists read again.
func TestStartScreenOpensWorkshop(t *testing.T) {
	a, _ := startApp(t)
	var saved []byte
	a.OfferWorkshop(func() (*input.Workshop, error) {
		w := input.NewWorkshop(a.game.Rules, "Test table", table.Table{Width: 72 * inch, Depth: 48 * inch})
		w.Save = func(name string, data []byte) (string, error) { saved = data; return "test.layout.yaml", nil }
		return w, nil
	})
	s := a.StartScreen()
	if !s.Enabled(input.MenuWorkshop) {
		t.Fatal("the workshop row cannot be chosen")
	}
	for range input.MenuWorkshop {
		key(a, input.KeyDown)
	}
	key(a, input.KeyEnter)
	w := a.Workshop()
	if w == nil {
		t.Fatal("Enter on the workshop row opened no workshop")
	}
	a.Step(input.Frame{Cursor: geom.V(300, 300), ScreenW: testW, ScreenH: testH, Chars: []rune("n")})
	if len(w.Table.Terrain) == 0 || w.Analysis == nil {
		t.Fatalf("N generated nothing: %s", w.Message)
	}
	keep(t, draw(a), "workshop.png")
	f := input.Frame{ScreenW: testW, ScreenH: testH}
	f.KeysDown[input.KeyControl], f.KeysPressed[input.KeyEnter] = true, true
	a.Step(f)
	if a.Workshop() != nil || len(saved) == 0 || !s.Showing {
		t.Fatalf("Ctrl+Enter: workshop %v, %d bytes saved, start screen showing %v", a.Workshop() != nil, len(saved), s.Showing)
	}
}
