package input

import "warbench/game/geom"

// Screen layout, in pixels: a toolbar along the top, the unit panel on the
// right, the table view in the rest.
const (
	ToolbarH = 34
	PanelW   = 300
)

// Tool is what a left click on the table does.
type Tool int

// The tools.
const (
	ToolSelect Tool = iota // pick a unit
	ToolRuler              // measure base edge to base edge
	ToolSight              // probe line of sight between two units
	numTools
)

var toolNames = [...]string{"select", "ruler", "line of sight"}

// String returns the tool's name.
func (t Tool) String() string {
	if t < 0 || t >= numTools {
		return "unknown tool"
	}
	return toolNames[t]
}

// Button is a toolbar button: its label, its key and what it does.
type ToolbarButton struct {
	Label  string
	Box    geom.Box
	Tool   Tool // for tool buttons
	Action Action
}

// Action is something a button or key does besides choosing a tool.
type Action int

// The actions.
const (
	ActTool Action = iota // choose Tool
	ActFit                // fit the table in the view
	ActDice               // cycle the dice tray's speed (the V key)
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
	add := func(label string, width float64, tool Tool, act Action) {
		l.Toolbar = append(l.Toolbar, ToolbarButton{Label: label, Tool: tool, Action: act,
			Box: geom.Box{Min: geom.V(x, 4), Max: geom.V(x+width, ToolbarH-4)}})
		x += width + 6
	}
	add("Select [Esc]", 100, ToolSelect, ActTool)
	add("Ruler [R]", 86, ToolRuler, ActTool)
	add("Line of sight [L]", 136, ToolSight, ActTool)
	add("Fit table [Home]", 130, 0, ActFit)
	add(diceLabels[SpeedNormal], 128, 0, ActDice)
	return l
}
