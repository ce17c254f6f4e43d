package input

import "warbench/game/geom"

// HelpLine is one row of the help overlay: the keys or mouse action, and
// what it does.
type HelpLine struct {
	Keys, Does string
}

// HelpLines are every key and mouse action of the window, in the order
// the help overlay lists them (a line with empty Keys is a heading).
var HelpLines = []HelpLine{
	{"", "The table"},
	{"Left click", "select a unit; on terrain where no unit stands, read the terrain"},
	{"Right or middle drag", "pan"},
	{"Arrows, WASD", "pan (Shift: faster)"},
	{"Wheel, + and -", "zoom (the wheel at the cursor)"},
	{"Home or F", "fit the whole table"},
	{"R", "ruler: click a unit or a spot, point at another, click to pin"},
	{"L", "line of sight: click the unit that looks, point at its target"},
	{"T", "terrain analysis: what each zone sees, the gaps and who passes them"},
	{"Esc", "back to selecting; cancel the order being built; clear the selection"},
	{"", "Orders"},
	{"1 to 9", "choose an order of the panel"},
	{"Drag the unit", "move it the way the order allows (each drag is a leg of a free path)"},
	{"Drag the gold handle", "pivot (or wheel) it"},
	{"A number, then M or P", "move that far, or pivot that many degrees"},
	{"Enter", "give the order being built; Ready on the pass-the-device screen"},
	{"Click a target", "in a target planner: give the order; click your own units to join a charge"},
	{"Right click", "cancel the order being built"},
	{"H", "hint: what the computer would do in your place (nothing is given)"},
	{"N", "the computer's next order now, without its pause"},
	{"", "Dice, log and history"},
	{"V", "dice speed: normal, fast, off, slow"},
	{"Space, a click on the tray", "skip the roll on show"},
	{"PageUp, PageDown, wheel over the log", "scroll the battle log"},
	{"Ctrl+Z", "undo"},
	{"Ctrl+Y, Ctrl+Shift+Z", "redo"},
	{"Ctrl+Space", "play or pause the history"},
	{"Ctrl+D", "fresh dice from here on (a what-if)"},
	{"", "Files"},
	{"Ctrl+S", "save the game under a name"},
	{"Ctrl+O", "open a saved or autosaved game"},
	{"F2, the Menu button", "a new game, another game, the army builder"},
	{"F1 or ?", "this help"},
}

// Help is the help overlay: every key and mouse action, over the table,
// until F1, ?, Esc or a click closes it.
type Help struct {
	Showing bool
}

// helpToggle reports whether the frame asks for the help: F1, or ? typed
// when no number is being typed for an order.
func (c *Controller) helpAsked(f Frame) bool {
	if f.KeysPressed[KeyF1] {
		return true
	}
	for _, r := range f.Chars {
		if r == '?' && (c.Compose == nil || c.Compose.Buffer == "") {
			return true
		}
	}
	return false
}

// update opens and closes the help; it reports whether it took the frame.
func (h *Help) update(c *Controller, f Frame) bool {
	asked := c.helpAsked(f)
	if !h.Showing {
		if asked {
			h.Showing = true
			return true
		}
		return false
	}
	if asked || f.KeysPressed[KeyEscape] || f.Pressed[Left] || f.Pressed[Right] {
		h.Showing = false
	}
	return true
}

// HelpBox is where the help overlay is: the middle of the table view.
func HelpBox(view geom.Box) geom.Box {
	w := min(view.Max.X-view.Min.X-40, 760)
	h := min(view.Max.Y-view.Min.Y-40, 640)
	mid := view.Min.Lerp(view.Max, 0.5)
	return geom.Box{Min: geom.V(mid.X-w/2, mid.Y-h/2), Max: geom.V(mid.X+w/2, mid.Y+h/2)}
}
