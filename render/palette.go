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
	colBackground = color.NRGBA{28, 30, 34, 255}
	colTable      = color.NRGBA{86, 110, 72, 255}
	colTableEdge  = color.NRGBA{46, 58, 38, 255}
	colGrid       = color.NRGBA{255, 255, 255, 18}
	colZone       = [3]color.NRGBA{{}, {70, 130, 220, 34}, {235, 140, 50, 34}}
	colZoneEdge   = [3]color.NRGBA{{}, {120, 170, 255, 110}, {255, 170, 90, 110}}
	colSide       = [3]color.NRGBA{{128, 128, 128, 255}, {52, 96, 178, 255}, {200, 106, 36, 255}}
	colSideDark   = [3]color.NRGBA{{80, 80, 80, 255}, {30, 60, 120, 255}, {130, 62, 18, 255}}
	colFront      = color.NRGBA{250, 214, 80, 255}
	colSelect     = color.NRGBA{255, 255, 255, 255}
	colAwaited    = color.NRGBA{250, 214, 80, 170}  // a piece the game waits on
	colHint       = color.NRGBA{120, 200, 255, 255} // a piece the hint's order names
	colHover      = color.NRGBA{255, 255, 255, 140}
	colText       = color.NRGBA{240, 240, 235, 255}
	colTextDim    = color.NRGBA{180, 184, 176, 255}
	colPanel      = color.NRGBA{38, 41, 46, 255}
	colButton     = color.NRGBA{58, 62, 70, 255}
	colButtonOn   = color.NRGBA{92, 110, 150, 255}
	colButtonGo   = color.NRGBA{60, 120, 70, 255}
	colRuler      = color.NRGBA{255, 255, 255, 255}
	colClear      = color.NRGBA{110, 230, 120, 255}
	colBlocked    = color.NRGBA{255, 80, 70, 255}
	colArcFront   = color.NRGBA{250, 214, 80, 40}
	colArcFlank   = color.NRGBA{255, 255, 255, 14}
	colArcRear    = color.NRGBA{0, 0, 0, 30}
	colArcLine    = color.NRGBA{250, 214, 80, 150}
	colObjective  = color.NRGBA{240, 225, 160, 255}
	colError      = color.NRGBA{120, 30, 30, 235}

	// Orders being composed and the charge planner.
	colGhost       = color.NRGBA{255, 255, 255, 70}
	colReach       = color.NRGBA{250, 214, 80, 28} // where the order can reach
	colReachEdge   = color.NRGBA{250, 214, 80, 120}
	colGhostEdge   = color.NRGBA{255, 255, 255, 230}
	colPath        = color.NRGBA{255, 255, 255, 200}
	colReason      = color.NRGBA{255, 80, 70, 90}
	colHandle      = color.NRGBA{250, 214, 80, 255}
	colChargeGhost = color.NRGBA{110, 230, 120, 60}
	colChargeDim   = color.NRGBA{255, 80, 70, 150}

	// The dice tray.
	colTray      = color.NRGBA{22, 24, 28, 238}
	colTrayEdge  = color.NRGBA{92, 98, 110, 255}
	colDie       = color.NRGBA{244, 238, 222, 255} // tumbling, or a sum
	colDieEdge   = color.NRGBA{70, 62, 50, 255}
	colPip       = color.NRGBA{30, 28, 26, 255}
	colDieHit    = color.NRGBA{252, 248, 236, 255}
	colDieHitRim = color.NRGBA{110, 230, 120, 255}
	colDieMiss   = color.NRGBA{104, 107, 112, 255}
	colPipMiss   = color.NRGBA{40, 42, 46, 255}
	colMissRim   = color.NRGBA{62, 64, 70, 255}
	colReroll    = color.NRGBA{250, 200, 60, 255}

	// The battle log.
	colLogBg     = color.NRGBA{30, 32, 37, 255}
	colLogHeader = color.NRGBA{250, 214, 80, 255}
	colLogRule   = color.NRGBA{130, 134, 128, 255}
	colLogHit    = color.NRGBA{130, 220, 130, 255}
	colLogMiss   = color.NRGBA{120, 124, 118, 255}
	colScroll    = color.NRGBA{255, 255, 255, 60}

	// The hand-off screen and the game-over banner.
	colHandoff     = color.NRGBA{24, 26, 31, 255}
	colBanner      = color.NRGBA{32, 30, 22, 242}
	colBannerEdge  = color.NRGBA{250, 214, 80, 255}
	colWaitingDice = color.NRGBA{0, 0, 0, 190}

	// Unit markers.
	colDamage    = color.NRGBA{184, 38, 34, 255}
	colBadgeEdge = color.NRGBA{255, 255, 255, 230}
	colTagWarn   = color.NRGBA{236, 168, 40, 255}  // a status to watch
	colTagBad    = color.NRGBA{156, 116, 216, 255} // a status that cripples
	colStatus    = color.NRGBA{200, 200, 200, 255} // a status with no colour of its own
	colTagText   = color.NRGBA{20, 18, 16, 255}
)

// faded is c with its opacity multiplied by a (0..1).
func faded(c color.NRGBA, a float64) color.NRGBA {
	c.A = uint8(float64(c.A)*a + 0.5)
	return c
}

// terrainLook is how one kind of terrain is drawn.
type terrainLook struct {
	fill, edge color.NRGBA
	hatch      color.NRGBA // zero: no hatching
	hatchGap   float64     // mm between hatch lines
}

var terrainLooks = map[table.Kind]terrainLook{
	table.Impassable: {fill: color.NRGBA{92, 88, 84, 255}, edge: color.NRGBA{40, 38, 36, 255}, hatch: color.NRGBA{60, 56, 52, 255}, hatchGap: 8},
	table.Building:   {fill: color.NRGBA{138, 104, 80, 255}, edge: color.NRGBA{60, 40, 30, 255}, hatch: color.NRGBA{112, 82, 62, 255}, hatchGap: 10},
	table.Obstacle:   {fill: color.NRGBA{176, 160, 128, 255}, edge: color.NRGBA{90, 78, 58, 255}},
	table.Difficult:  {fill: color.NRGBA{148, 132, 84, 200}, edge: color.NRGBA{110, 96, 56, 255}, hatch: color.NRGBA{120, 104, 62, 255}, hatchGap: 14},
	table.Forest:     {fill: color.NRGBA{46, 84, 46, 230}, edge: color.NRGBA{24, 50, 24, 255}},
	table.Hill:       {fill: color.NRGBA{124, 138, 84, 255}, edge: color.NRGBA{92, 104, 58, 255}},
	table.Water:      {fill: color.NRGBA{64, 112, 160, 230}, edge: color.NRGBA{40, 80, 124, 255}, hatch: color.NRGBA{100, 148, 196, 255}, hatchGap: 16},
	table.Decorative: {fill: color.NRGBA{70, 104, 58, 255}, edge: color.NRGBA{44, 70, 36, 255}},
}

func sideColor(p engine.PlayerID) color.NRGBA {
	if p < 0 || int(p) >= len(colSide) {
		return colSide[0]
	}
	return colSide[p]
}

func sideDark(p engine.PlayerID) color.NRGBA {
	if p < 0 || int(p) >= len(colSideDark) {
		return colSideDark[0]
	}
	return colSideDark[p]
}

// The shooting planner and the odds card.
var (
	colCover    = color.NRGBA{240, 200, 90, 255}
	colCoverBg  = color.NRGBA{240, 200, 90, 60}
	colOddsCard = color.NRGBA{22, 24, 28, 240}
	colOddsBar  = color.NRGBA{200, 90, 80, 255}
	colOddsMean = color.NRGBA{250, 214, 80, 255}
	colSteady   = color.NRGBA{110, 230, 120, 255}
)

// The history bar and the battle log's "undo to here".
var (
	colTimeline     = color.NRGBA{22, 24, 28, 225}
	colTimelineTick = color.NRGBA{250, 214, 80, 200}
	colLogHover     = color.NRGBA{255, 255, 255, 22}
)
