package input

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"warbench/game/geom"
)

// MaxSaveName is the most characters the name field takes.
const MaxSaveName = 80

// NameField is the small text field Ctrl+S shows over the table to name
// a save. It opens filled in with a name to suggest; the characters typed
// (Frame.Chars) go at its end, Backspace takes the last one off, Enter
// asks for the save and Esc closes it. It is modal: while it shows, the
// table gets no input.
//
// A name already used is not replaced at once: the window puts the
// question in Asked (Ask), and Enter on that same name again replaces it.
type NameField struct {
	Showing bool
	Text    string
	Asked   string // the name in use whose replacing was asked about
	Err     string // why the last Enter did not save
}

// Show opens the field on a suggested name.
func (n *NameField) Show(suggest string) {
	*n = NameField{Showing: true, Text: suggest}
}

// Close closes the field.
func (n *NameField) Close() { *n = NameField{} }

// Ask says that the name exists: the field stays, and Enter on the same
// name replaces it.
func (n *NameField) Ask(name, question string) { n.Asked, n.Err = name, question }

// Update handles one tick while the field shows. It returns the name to
// save under when Enter was pressed on a name, and whether to replace a
// save of that name (the player was asked, and pressed Enter again).
func (n *NameField) Update(f Frame) (name string, replace, ok bool) {
	if !n.Showing {
		return "", false, false
	}
	if f.KeysPressed[KeyEscape] {
		n.Close()
		return "", false, false
	}
	before := n.Text
	for _, r := range f.Chars {
		if unicode.IsControl(r) || r == utf8.RuneError || utf8.RuneCountInString(n.Text) >= MaxSaveName {
			continue
		}
		n.Text += string(r)
	}
	if f.KeysPressed[KeyBackspace] && n.Text != "" {
		_, size := utf8.DecodeLastRuneInString(n.Text)
		n.Text = n.Text[:len(n.Text)-size]
	}
	if n.Text != before {
		n.Asked, n.Err = "", ""
	}
	if !f.KeysPressed[KeyEnter] {
		return "", false, false
	}
	name = strings.TrimSpace(n.Text)
	if name == "" {
		n.Err = "Give the save a name."
		return "", false, false
	}
	return name, name == n.Asked, true
}

// NameBox is where the field is drawn: a panel across the top of the
// table view, below the history bar.
func NameBox(view geom.Box) geom.Box {
	w := min(view.Max.X-view.Min.X-40, 560)
	mid := (view.Min.X + view.Max.X) / 2
	return geom.Box{Min: geom.V(mid-w/2, view.Min.Y+46), Max: geom.V(mid+w/2, view.Min.Y+46+104)}
}
