package render

import (
	"image/color"

	"warbench/game/engine"
	"warbench/game/geom"
)

// toneText is the colour of a line of text in a tone.
func toneText(t engine.Tone) color.NRGBA {
	switch t {
	case engine.Dim:
		return colTextDim
	case engine.Good:
		return colClear
	case engine.Warn:
		return colCover
	case engine.Bad:
		return colBlocked
	}
	return colText
}

// toneTag is the fill of a status tag on the table in a tone.
func toneTag(t engine.Tone) color.NRGBA {
	switch t {
	case engine.Good:
		return colSteady
	case engine.Warn:
		return colTagWarn
	case engine.Bad:
		return colTagBad
	}
	return colStatus
}

// pieceShape is a piece's footprint at a pose, as a polygon: its
// rectangle, or its round base as the painter's circle.
func (p *painter) pieceShape(pc *engine.Piece, pose geom.Pose) geom.Poly {
	if pc.Footprint.Round {
		return p.circlePoly(geom.Circle{C: pose.Pos, R: pc.Footprint.W / 2})
	}
	return pc.Rect().WithPose(pose).Poly()
}

// outlinePiece strokes a piece's footprint at a pose.
func (p *painter) outlinePiece(pc *engine.Piece, pose geom.Pose, width float32, c color.Color) {
	p.strokePoly(p.pieceShape(pc, pose), width, c)
}
