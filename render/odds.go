package render

import (
	"fmt"
	"math/big"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Odds card geometry, in pixels.
const (
	oddsW      = 290
	oddsChartH = 70
	oddsPad    = 10
)

// drawOddsCard shows, next to the cursor, the exact odds of the attack
// the cursor points at (a target in the planner, an order's button): the
// damage distribution (or what Odds.Counts names) as bars with the mean
// marked, and the chance of each state the target may be left in,
// coloured by its tone.
func (a *App) drawOddsCard(dst *ebiten.Image) {
	o := a.ctrl.PreviewOrder()
	if o == nil {
		return
	}
	odds, err := a.ctrl.Odds(o)
	if err != nil || len(odds.Damage) == 0 {
		return
	}
	desc := wrap(odds.Text, a.fonts.small, oddsW-2*oddsPad)
	rows := a.resultRows(odds.Results, oddsW-2*oddsPad)
	h := oddsPad + 20 + float64(len(desc))*15 + 6 + oddsChartH + 18 + 22*float64(max(len(rows), 1)) + oddsPad
	at := oddsSpot(a.ctrl.OddsAvoid(), a.ctrl.Camera.Viewport, geom.V(oddsW, h))
	card := geom.Box{Min: at, Max: at.Add(geom.V(oddsW, h))}
	screenRect(dst, card, colOddsCard)
	x, y := at.X+oddsPad, at.Y+oddsPad
	counts := odds.Counts
	if counts == "" {
		counts = "damage"
	}
	label(dst, fmt.Sprintf("Exact odds · mean %s %s", counts, ratStr(odds.Mean, 2)), a.fonts.bold, x, y, alignLeft, colText)
	y += 20
	for _, ln := range desc {
		label(dst, ln, a.fonts.small, x, y, alignLeft, colTextDim)
		y += 15
	}
	y += 6
	a.drawOddsChart(dst, odds, geom.Box{Min: geom.V(x, y), Max: geom.V(x+oddsW-2*oddsPad, y+oddsChartH)})
	y += oddsChartH + 18
	for _, row := range rows {
		xx := x
		for _, r := range row {
			label(dst, r.text, a.fonts.normal, xx, y, alignLeft, toneText(r.tone))
			xx += r.w + 12
		}
		y += 22
	}
}

// resultCell is one result of the odds card as drawn, e.g. "Label 12.5%".
type resultCell struct {
	text string
	tone engine.Tone
	w    float64
}

// resultRows lays the results out in rows no wider than width, so a long
// result starts a new row instead of running off the card.
func (a *App) resultRows(rs []engine.Outcome, width float64) [][]resultCell {
	var rows [][]resultCell
	used := 0.0
	for _, r := range rs {
		s := fmt.Sprintf("%s %s%%", r.Label, ratStr(new(big.Rat).Mul(r.P, big.NewRat(100, 1)), 1))
		w, _ := text.Measure(s, a.fonts.normal, 0)
		if len(rows) == 0 || used+w > width {
			rows, used = append(rows, nil), 0
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], resultCell{s, r.Tone, w})
		used += w + 12
	}
	return rows
}

// drawOddsChart draws P(damage = v) as bars, highest at full height, with
// the mean as a gold line and the axis labelled at its least value (0
// for damage) and its largest.
func (a *App) drawOddsChart(dst *ebiten.Image, odds engine.Odds, b geom.Box) {
	n := len(odds.Damage)
	peak := 0.0
	ps := make([]float64, n)
	for i, d := range odds.Damage {
		ps[i], _ = d.P.Float64()
		peak = max(peak, ps[i])
	}
	w := (b.Max.X - b.Min.X) / float64(n)
	gap := min(2.0, w/4)
	for i, p := range ps {
		hh := (b.Max.Y - b.Min.Y) * p / peak
		if p > 0 && hh < 1 {
			hh = 1
		}
		x := b.Min.X + float64(i)*w
		screenRect(dst, geom.Box{Min: geom.V(x+gap/2, b.Max.Y-hh), Max: geom.V(x+w-gap/2, b.Max.Y)}, colOddsBar)
	}
	screenRect(dst, geom.Box{Min: geom.V(b.Min.X, b.Max.Y), Max: geom.V(b.Max.X, b.Max.Y+1)}, colTextDim)
	first := odds.Damage[0].Value // 0 for damage; a charge's least range
	mean, _ := odds.Mean.Float64()
	mx := b.Min.X + (mean-float64(first)+0.5)*w
	screenRect(dst, geom.Box{Min: geom.V(mx-1, b.Min.Y), Max: geom.V(mx+1, b.Max.Y)}, colOddsMean)
	label(dst, fmt.Sprint(first), a.fonts.small, b.Min.X+w/2, b.Max.Y+2, alignCenter, colTextDim)
	label(dst, fmt.Sprint(odds.Damage[n-1].Value), a.fonts.small, b.Max.X-w/2, b.Max.Y+2, alignCenter, colTextDim)
}

// ratStr writes an exact rational as a decimal with the given places.
func ratStr(r *big.Rat, places int) string {
	if r == nil {
		return "?"
	}
	return r.FloatString(places)
}

// oddsSpot is where a card of size sz goes: beside the box it must not
// cover (the target, or the cursor), to its right or else its left, level
// with its top, inside the view; above or below it when neither side has
// room.
func oddsSpot(avoid, view geom.Box, sz geom.Vec) geom.Vec {
	const gap = 8
	y := min(max(avoid.Min.Y, view.Min.Y+4), view.Max.Y-4-sz.Y)
	switch {
	case avoid.Max.X+gap+sz.X <= view.Max.X-4:
		return geom.V(avoid.Max.X+gap, y)
	case avoid.Min.X-gap-sz.X >= view.Min.X+4:
		return geom.V(avoid.Min.X-gap-sz.X, y)
	}
	x := min(max(avoid.Min.X, view.Min.X+4), view.Max.X-4-sz.X)
	if avoid.Min.Y-gap-sz.Y >= view.Min.Y+4 {
		return geom.V(x, avoid.Min.Y-gap-sz.Y)
	}
	return geom.V(x, min(avoid.Max.Y+gap, view.Max.Y-4-sz.Y))
}
