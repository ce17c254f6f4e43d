package render

import (
	"image/color"

	"warbench/game/engine"
	"warbench/game/table"
)

// The palette: muted, high-contrast colours that read well in software
// rendering and for the common forms of colour blindness (blue vs orange
// sides rather than red vs green).
var (
	colBackground = color.RGBA{28, 30, 34, 255}
	colTable      = color.RGBA{86, 110, 72, 255}
	colTableEdge  = color.RGBA{46, 58, 38, 255}
	colGrid       = color.RGBA{255, 255, 255, 18}
	colZone       = [3]color.RGBA{{}, {70, 130, 220, 34}, {235, 140, 50, 34}}
	colZoneEdge   = [3]color.RGBA{{}, {120, 170, 255, 110}, {255, 170, 90, 110}}
	colSide       = [3]color.RGBA{{128, 128, 128, 255}, {52, 96, 178, 255}, {200, 106, 36, 255}}
	colSideDark   = [3]color.RGBA{{80, 80, 80, 255}, {30, 60, 120, 255}, {130, 62, 18, 255}}
	colFront      = color.RGBA{250, 214, 80, 255}
	colSelect     = color.RGBA{255, 255, 255, 255}
	colHover      = color.RGBA{255, 255, 255, 140}
	colText       = color.RGBA{240, 240, 235, 255}
	colTextDim    = color.RGBA{180, 184, 176, 255}
	colPanel      = color.RGBA{38, 41, 46, 255}
	colButton     = color.RGBA{58, 62, 70, 255}
	colButtonOn   = color.RGBA{92, 110, 150, 255}
	colRuler      = color.RGBA{255, 255, 255, 255}
	colClear      = color.RGBA{110, 230, 120, 255}
	colBlocked    = color.RGBA{255, 80, 70, 255}
	colArcFront   = color.RGBA{250, 214, 80, 40}
	colArcFlank   = color.RGBA{255, 255, 255, 14}
	colArcRear    = color.RGBA{0, 0, 0, 30}
	colArcLine    = color.RGBA{250, 214, 80, 150}
	colObjective  = color.RGBA{240, 225, 160, 255}
	colError      = color.RGBA{120, 30, 30, 235}
)

// terrainLook is how one kind of terrain is drawn.
type terrainLook struct {
	fill, edge color.RGBA
	hatch      color.RGBA // zero: no hatching
	hatchGap   float64    // mm between hatch lines
}

var terrainLooks = map[table.Kind]terrainLook{
	table.Impassable: {fill: color.RGBA{92, 88, 84, 255}, edge: color.RGBA{40, 38, 36, 255}, hatch: color.RGBA{60, 56, 52, 255}, hatchGap: 8},
	table.Building:   {fill: color.RGBA{138, 104, 80, 255}, edge: color.RGBA{60, 40, 30, 255}, hatch: color.RGBA{112, 82, 62, 255}, hatchGap: 10},
	table.Obstacle:   {fill: color.RGBA{176, 160, 128, 255}, edge: color.RGBA{90, 78, 58, 255}},
	table.Difficult:  {fill: color.RGBA{148, 132, 84, 200}, edge: color.RGBA{110, 96, 56, 255}, hatch: color.RGBA{120, 104, 62, 255}, hatchGap: 14},
	table.Forest:     {fill: color.RGBA{46, 84, 46, 230}, edge: color.RGBA{24, 50, 24, 255}},
	table.Hill:       {fill: color.RGBA{124, 138, 84, 255}, edge: color.RGBA{92, 104, 58, 255}},
	table.Water:      {fill: color.RGBA{64, 112, 160, 230}, edge: color.RGBA{40, 80, 124, 255}, hatch: color.RGBA{100, 148, 196, 255}, hatchGap: 16},
	table.Decorative: {fill: color.RGBA{70, 104, 58, 255}, edge: color.RGBA{44, 70, 36, 255}},
}

func sideColor(p engine.PlayerID) color.RGBA {
	if p < 0 || int(p) >= len(colSide) {
		return colSide[0]
	}
	return colSide[p]
}

func sideDark(p engine.PlayerID) color.RGBA {
	if p < 0 || int(p) >= len(colSideDark) {
		return colSideDark[0]
	}
	return colSideDark[p]
}
