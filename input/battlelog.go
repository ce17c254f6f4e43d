package input

import (
	"math"

	"warbench/game/geom"
)

// Battle log scrolling, in pixels.
const (
	logWheelPixels = 40 // per wheel notch
	logPageOverlap = 30 // PageUp/PageDown keep this much of the last page in view
)

// LogView is the scroll position of the battle log. The renderer lays the
// log out and tells the view, with Fit, where the log is drawn and how tall
// its text is; the view keeps Top, the first pixel row shown. While Follow
// is set the newest line stays at the bottom as events arrive; scrolling up
// clears it, scrolling back to the bottom sets it again.
type LogView struct {
	Box    geom.Box // where the log's lines are drawn; empty when there is no room
	Top    float64  // pixels of text scrolled past above the box
	Follow bool     // pinned to the newest line
	Rows   []LogRow // the rows and their entries, from the renderer
	Hover  int      // the entry under the cursor (History only), -1 for none

	content float64
	started bool
}

// Fit records the box the log is drawn in and the height of its laid-out
// text, and keeps Top in range (at the bottom while following).
func (l *LogView) Fit(box geom.Box, content float64) {
	if !l.started {
		l.Follow, l.started = true, true
	}
	l.Box, l.content = box, content
	if l.Follow {
		l.Top = l.maxTop()
	}
	l.Top = math.Max(0, math.Min(l.Top, l.maxTop()))
}

// Scroll moves the view by dy pixels (positive: towards newer lines).
func (l *LogView) Scroll(dy float64) {
	l.started = true
	l.Top = math.Max(0, math.Min(l.Top+dy, l.maxTop()))
	l.Follow = l.Top >= l.maxTop()-0.5
}

func (l *LogView) viewH() float64 { return math.Max(0, l.Box.Max.Y-l.Box.Min.Y) }

func (l *LogView) maxTop() float64 { return math.Max(0, l.content-l.viewH()) }

// update scrolls by the wheel over the log and by PageUp/PageDown. It
// reports whether the frame's wheel was used.
func (l *LogView) update(f Frame) bool {
	page := math.Max(l.viewH()-logPageOverlap, logWheelPixels)
	if f.KeysPressed[KeyPageUp] {
		l.Scroll(-page)
	}
	if f.KeysPressed[KeyPageDown] {
		l.Scroll(page)
	}
	if f.Wheel != 0 && l.viewH() > 0 && l.Box.Contains(f.Cursor) {
		l.Scroll(-f.Wheel * logWheelPixels) // the wheel away from the player shows older lines
		return true
	}
	return false
}
