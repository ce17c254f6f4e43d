package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/engine"
	"warbench/game/geom"
)

// marker is a damage badge or a status tag, collected while the pieces
// are drawn and drawn over all of them at the end.
type marker struct {
	at    geom.Vec // the badge's centre; the tag's top-left
	r     float64  // the badge's radius; zero for a tag
	w     float64  // the tag's width
	s     string
	fill  color.NRGBA
	fg    color.NRGBA
	badge bool
}

// heldBack is what the dice tray has not shown yet about one piece: the
// markers wait for the dice (input.Controller.Unrevealed).
type heldBack struct {
	id      engine.PieceID
	damage  int  // damage taken (or healed, negative) in events not shown yet
	status  bool // a status change not shown yet: the tags wait
	removed bool // removed by an event not shown yet: still drawn
}

// collectHeld gathers what the tray holds back this frame.
func (a *App) collectHeld() {
	a.held = a.held[:0]
	a.ctrl.Unrevealed(a.holdBack)
}

func (a *App) holdBack(ev engine.Event) {
	switch ev.Kind {
	case engine.Damaged:
		a.heldFor(ev.Piece, true).damage += ev.Value
	case engine.StatusChanged:
		a.heldFor(ev.Piece, true).status = true
	case engine.Removed:
		a.heldFor(ev.Piece, true).removed = true
	}
}

// heldFor finds what is held back for a piece; with add, it makes room.
func (a *App) heldFor(id engine.PieceID, add bool) *heldBack {
	for i := range a.held {
		if a.held[i].id == id {
			return &a.held[i]
		}
	}
	if !add {
		return nil
	}
	a.held = append(a.held, heldBack{id: id})
	return &a.held[len(a.held)-1]
}

const (
	badgeR = 9.0  // the damage badge's radius at one digit
	tagH   = 14.0 // a status tag's height
	tagPad = 4.0  // text to tag edge
	tagGap = 3.0  // between tags
)

// addMarkers collects a piece's markers, as its ruleset tags it
// (engine.Describer.Tags): a red badge with its damage at the top-right
// corner of its base, and a tag per status under the base, coloured by
// tone, as the dice tray has shown them so far. Both keep clear of the
// name label lb, moving up or down past it.
func (a *App) addMarkers(p *painter, s *engine.State, pc *engine.Piece, lb geom.Box) {
	dmg, tags := a.game.Rules.Tags(s, pc.ID)
	h := a.heldFor(pc.ID, false)
	if h != nil {
		dmg -= h.damage
		if h.status {
			tags = nil
		}
	}
	if dmg <= 0 && len(tags) == 0 {
		return
	}
	box := a.screenBox(p, pc)
	if dmg > 0 {
		s := strconv.Itoa(dmg)
		r := math.Max(badgeR, text.Advance(s, a.fonts.bold)/2+4)
		c := geom.V(box.Max.X, box.Min.Y)
		if c.Y+r+1 > lb.Min.Y && c.X-r < lb.Max.X && c.X+r > lb.Min.X {
			c.Y = lb.Min.Y - r - 1
		}
		a.marks = append(a.marks, marker{at: c, r: r, s: s, fill: colDamage, fg: colText, badge: true})
	}
	total := -tagGap
	for _, st := range tags {
		total += a.tagWidth(st.Text) + tagGap
	}
	x := (box.Min.X+box.Max.X)/2 - total/2
	y := a.clearRow(x, math.Max(box.Max.Y, lb.Max.Y)+3, total)
	for _, st := range tags {
		w := a.tagWidth(st.Text)
		a.marks = append(a.marks, marker{at: geom.V(x, y), w: w, s: st.Text, fill: toneTag(st.Tone), fg: colTagText})
		x += w + tagGap
	}
}

// clearRow is the height for a row of tags w wide at x, from y down:
// below the tags of other pieces it would cover (a character's over the
// unit beside it, two units side by side), by a few rows at most.
func (a *App) clearRow(x, y, w float64) float64 {
	for range 4 {
		row := geom.Box{Min: geom.V(x, y), Max: geom.V(x+w, y+tagH)}
		hit := false
		for _, m := range a.marks {
			if !m.badge && row.Overlaps(geom.Box{Min: m.at, Max: m.at.Add(geom.V(m.w, tagH))}) {
				hit = true
				break
			}
		}
		if !hit {
			break
		}
		y += tagH + tagGap
	}
	return y
}

// tagWidth is a status tag's width, measured once per status.
func (a *App) tagWidth(st string) float64 {
	if w, ok := a.tagW[st]; ok {
		return w
	}
	w := text.Advance(st, a.fonts.small) + 2*tagPad
	a.tagW[st] = w
	return w
}

// screenBox is the screen box around a piece's base.
func (a *App) screenBox(p *painter, pc *engine.Piece) geom.Box {
	if pc.Footprint.Round {
		c, r := p.cam.ToScreen(pc.Pose.Pos), pc.Footprint.W/2*p.cam.Scale
		return geom.Box{Min: geom.V(c.X-r, c.Y-r), Max: geom.V(c.X+r, c.Y+r)}
	}
	cs := pc.Rect().Corners()
	b := geom.Box{Min: geom.V(math.Inf(1), math.Inf(1)), Max: geom.V(math.Inf(-1), math.Inf(-1))}
	for _, w := range cs {
		s := p.cam.ToScreen(w)
		b.Min.X, b.Min.Y = math.Min(b.Min.X, s.X), math.Min(b.Min.Y, s.Y)
		b.Max.X, b.Max.Y = math.Max(b.Max.X, s.X), math.Max(b.Max.Y, s.Y)
	}
	return b
}

// drawMarkers draws the collected markers: shapes in one batch, then text.
func (a *App) drawMarkers(dst *ebiten.Image) {
	if len(a.marks) == 0 {
		return
	}
	b := &a.batch
	b.begin(dst)
	for _, m := range a.marks {
		if m.badge {
			b.circle(m.at, m.r+1.5, 20, colBadgeEdge)
			b.circle(m.at, m.r, 20, m.fill)
			continue
		}
		b.rect(geom.Box{Min: m.at.Sub(geom.V(1, 1)), Max: m.at.Add(geom.V(m.w+1, tagH+1))}, colTableEdge)
		b.rect(geom.Box{Min: m.at, Max: m.at.Add(geom.V(m.w, tagH))}, m.fill)
	}
	b.flush()
	for _, m := range a.marks {
		if m.badge {
			label(dst, m.s, a.fonts.bold, m.at.X, m.at.Y-9, alignCenter, m.fg)
			continue
		}
		label(dst, m.s, a.fonts.small, m.at.X+m.w/2, m.at.Y+1, alignCenter, m.fg)
	}
}
