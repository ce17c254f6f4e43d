package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The templates of §2.5 as table geometry: the rules give the shape,
// the window draws it (an engine.Mark on a target or an event).

// smallTemplate is the small round template, 3" across, centred on c.
func smallTemplate(c geom.Vec) geom.Circle { return geom.Circle{C: c, R: 1.5 * Inch} }

// largeTemplate is the large round template, 5" across, centred on c.
func largeTemplate(c geom.Vec) geom.Circle { return geom.Circle{C: c, R: 2.5 * Inch} }

// Flame template dimensions [added: §2.5 gives "about 8" long, narrow end
// at the firer"; the width is the common template's]: 8" long, the wide
// end a half circle 2.5" across, the narrow end 0.5" across.
const (
	flameLength = 8 * Inch
	flameWide   = 1.25 * Inch // radius of the wide end
	flameNarrow = 0.25 * Inch // radius of the narrow end
)

// flameTemplate is the teardrop with its narrow end's tip at tip and its
// axis along dir (a unit vector): the convex hull of its two end circles.
func flameTemplate(tip, dir geom.Vec) geom.Poly {
	narrow := tip.Add(dir.Scale(flameNarrow))
	wide := tip.Add(dir.Scale(flameLength - flameWide))
	var pts []geom.Vec
	pts = append(pts, geom.RegularPoly(narrow, flameNarrow, 12)...)
	pts = append(pts, geom.RegularPoly(wide, flameWide, 32)...)
	return geom.ConvexHull(pts)
}

// under is how many models of one unit a template covers.
type under struct {
	ID engine.PieceID
	N  int
}

// modelsUnder counts, unit by unit in ID order, the models whose base
// lies under an area even in part (§2.5: "even partially", §13 A-32:
// the overlap has area); with touching, a base touching its edge counts
// too (models in base contact, §5.4). except is a unit left out (0:
// none). Each model is its own base (slots), so a template over a
// unit's corner hits only the models it covers.
func modelsUnder(s *engine.State, area geom.Shape, touching bool, except engine.PieceID) []under {
	var out []under
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.ID == except || !geom.Overlap(p.Shape(), grow(area, 2*touchTol)) {
			continue
		}
		n := 0
		for _, sl := range slots(p) {
			if geom.Overlap(sl.Base.Poly(), area) || touching && geom.Distance(sl.Base.Poly(), area) <= touchTol {
				n++
			}
		}
		if n > 0 {
			out = append(out, under{p.ID, n})
		}
	}
	return out
}

// grow is a quick bound for the unit test in modelsUnder: the area's
// box widened by d.
func grow(area geom.Shape, d float64) geom.Shape {
	b := area.Bounds().Expand(d)
	return geom.Poly{b.Min, geom.V(b.Max.X, b.Min.Y), b.Max, geom.V(b.Min.X, b.Max.Y)}
}

// modelAt is the model of a unit whose base holds a point (a
// template's central hole), and whether there is one; the first by
// rank and file when the point lies on a line between two bases.
func modelAt(p *engine.Piece, at geom.Vec) (slot, bool) {
	for _, sl := range slots(p) {
		if sl.Base.Poly().Contains(at) {
			return sl, true
		}
	}
	return slot{}, false
}

// templateMark is a template drawn for a preview or where it landed.
func templateMark(area geom.Shape, label string, tone engine.Tone) engine.Mark {
	switch a := area.(type) {
	case geom.Circle:
		return engine.Mark{Circle: &a, Label: label, Tone: tone}
	case geom.Poly:
		return engine.Mark{Poly: a, Label: label, Tone: tone}
	}
	b := area.Bounds()
	return engine.Mark{Poly: geom.Poly{b.Min, geom.V(b.Max.X, b.Min.Y), b.Max, geom.V(b.Min.X, b.Max.Y)}, Label: label, Tone: tone}
}

// underText writes who a template covers: "Bowmen (4), Spears (1)".
func underText(s *engine.State, us []under) string {
	if len(us) == 0 {
		return "nobody"
	}
	out := ""
	for i, u := range us {
		if i > 0 {
			out += ", "
		}
		name := "?"
		if p := s.PieceOrGone(u.ID); p != nil {
			name = p.Name
		}
		out += fmt.Sprintf("%s (%d)", name, u.N)
	}
	return out
}
