package input

import "warbench/game/geom"

// Screen layout, in pixels: a toolbar along the top, the unit panel on the
// right, the table view in the rest.
const (
	ToolbarH = 34
	PanelW   = 300
)

// Button is a toolbar button: its label, its key and what it does.
type ToolbarButton struct {
	Label  string
	Box    geom.Box
	Mode   Mode // for tool buttons: the mode they choose
	Action Action
}

// Action is something a button or key does besides choosing a tool.
type Action int

// The actions.
const (
	ActTool Action = iota // choose Mode
	ActFit                // fit the table in the view
	ActDice               // cycle the dice tray's speed (the V key)
	ActMenu               // the window's menu: the start screen over the game (F2)
)

// Layout is where everything is on a screen of a given size.
type Layout struct {
	View    geom.Box
	Panel   geom.Box
	Toolbar []ToolbarButton
}

// NewLayout lays out a w × h screen.
func NewLayout(w, h int) Layout {
	fw, fh := float64(w), float64(h)
	l := Layout{
		View:  geom.Box{Min: geom.V(0, ToolbarH), Max: geom.V(max(fw-PanelW, 100), fh)},
		Panel: geom.Box{Min: geom.V(max(fw-PanelW, 100), ToolbarH), Max: geom.V(fw, fh)},
	}
	x := 8.0
	add := func(label string, width float64, mode Mode, act Action) {
		l.Toolbar = append(l.Toolbar, ToolbarButton{Label: label, Mode: mode, Action: act,
			Box: geom.Box{Min: geom.V(x, 4), Max: geom.V(x+width, ToolbarH-4)}})
		x += width + 6
	}
	add("Select [Esc]", 100, ModeSelect, ActTool)
	add("Ruler [R]", 86, ModeRuler, ActTool)
	add("Line of sight [L]", 136, ModeSight, ActTool)
	add("Fit table [Home]", 130, 0, ActFit)
	add(diceLabels[SpeedNormal], 128, 0, ActDice)
	return l
}

// withMenu adds the Menu button at the end of the toolbar.
func (l Layout) withMenu() Layout {
	last := l.Toolbar[len(l.Toolbar)-1].Box
	x := last.Max.X + 6
	l.Toolbar = append(l.Toolbar, ToolbarButton{Label: "Menu [F2]", Action: ActMenu,
		Box: geom.Box{Min: geom.V(x, 4), Max: geom.V(x+90, ToolbarH-4)}})
	return l
}
