package input

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// TrayBox is where the dice tray shows the roll on show: docked at the
// bottom of the table view, or at its top (below the history bar) when
// the bottom would cover a piece the rolling order concerns (the units
// fought over, the shooter and its target), so the player sees both the
// dice and what they decide.
func (c *Controller) TrayBox() geom.Box {
	r := c.Tray.Roll
	n := 0
	if r != nil {
		n = len(r.Dice)
	}
	box := TrayBox(c.Layout.View, n)
	if r == nil {
		return box
	}
	for _, id := range c.rollPieces(r.seq) {
		if c.pieceScreenBox(id).Overlaps(box) {
			top := c.Layout.View.Min.Y + trayMargin
			if c.TimelineVisible() {
				top += timelineH + 6
			}
			return geom.Box{Min: geom.V(box.Min.X, top), Max: geom.V(box.Max.X, top+box.Max.Y-box.Min.Y)}
		}
	}
	return box
}

// rollPieces are the pieces the events of the log entry holding event
// number seq (counted over the whole log) concern.
func (c *Controller) rollPieces(seq int) []engine.PieceID {
	if seq < 0 {
		return nil
	}
	var ids []engine.PieceID
	for _, e := range c.Game.Log {
		if seq >= len(e.Events) {
			seq -= len(e.Events)
			continue
		}
		for _, ev := range e.Events {
			if ev.Piece != 0 {
				ids = append(ids, ev.Piece)
			}
		}
		return ids
	}
	return nil
}

// pieceScreenBox is the screen box around a piece's base, on the table or
// gone (a routed unit stays drawn until its dice have landed).
func (c *Controller) pieceScreenBox(id engine.PieceID) geom.Box {
	p := c.Game.State.PieceOrGone(id)
	if p == nil {
		return geom.Box{Min: geom.V(math.Inf(1), math.Inf(1)), Max: geom.V(math.Inf(1), math.Inf(1))}
	}
	b := p.Shape().Bounds()
	a, z := c.Camera.ToScreen(b.Min), c.Camera.ToScreen(b.Max)
	return geom.Box{Min: geom.V(math.Min(a.X, z.X), math.Min(a.Y, z.Y)), Max: geom.V(math.Max(a.X, z.X), math.Max(a.Y, z.Y))}
}
