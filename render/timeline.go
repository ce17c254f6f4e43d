package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/input"
)

// drawTimeline draws the history bar along the top of the table while
// there is something to redo, or in a replay: the step buttons, the scrub
// bar with a gold tick where each player turn starts and the head as a
// white marker, and where the head is.
func (a *App) drawTimeline(dst *ebiten.Image) {
	c := a.ctrl
	if !c.TimelineVisible() {
		return
	}
	bar := input.TimelineBox(c.Layout.View)
	screenRect(dst, bar, colTimeline)
	for i, l := range input.TimelineButtons {
		if i == 3 && c.Timeline.Playing {
			l = "Pause"
		}
		b := input.TimelineButtonBox(bar, i)
		screenRect(dst, b, colButton)
		mid := b.Min.Lerp(b.Max, 0.5)
		label(dst, l, a.fonts.bold, mid.X, mid.Y-9, alignCenter, colText)
	}
	line, turns := c.TimelineLine()
	sb := input.ScrubBox(bar)
	screenRect(dst, sb, colButton)
	if len(line) < 2 {
		return
	}
	at := func(k int) float64 { return sb.Min.X + float64(k)/float64(len(line)-1)*(sb.Max.X-sb.Min.X) }
	for _, k := range turns {
		x := at(k)
		screenRect(dst, geom.Box{Min: geom.V(x-1, sb.Min.Y-4), Max: geom.V(x+1, sb.Max.Y+4)}, colTimelineTick)
	}
	head := 0
	for i, id := range line {
		if id == c.History.Head() {
			head = i
		}
	}
	x := at(head)
	screenRect(dst, geom.Box{Min: geom.V(sb.Min.X, sb.Min.Y+3), Max: geom.V(x, sb.Max.Y-3)}, colButtonOn)
	screenRect(dst, geom.Box{Min: geom.V(x-3, sb.Min.Y-6), Max: geom.V(x+3, sb.Max.Y+6)}, colSelect)
	// The turn as the panel counts it: the game's, at the head.
	st := c.Game.State
	msg := fmt.Sprintf("order %d of %d · turn %d, player %d", head, len(line)-1, st.Turn, st.Active)
	if st.Turn == 0 {
		msg = fmt.Sprintf("order %d of %d · before turn 1", head, len(line)-1)
	}
	if c.Timeline.Err != nil {
		msg = c.Timeline.Err.Error()
	}
	label(dst, msg, a.fonts.small, sb.Max.X+12, bar.Min.Y+8, alignLeft, colTextDim)
}
