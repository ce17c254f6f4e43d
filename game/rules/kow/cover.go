package kow

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Cover is whether a shooting target is in cover (kow2 §5.6, errata) and why.
type Cover struct {
	InCover bool
	// Facing is the target facing whose arc holds the shooter's Leader
	// Point (§14-A11).
	Facing geom.Arc
	// Obscured is the fraction 0..1 of that facing's length whose sight
	// lines from the Leader Point pass over intervening elements; in the
	// closed beta, of the length of every side in Sides.
	Obscured float64
	// Sides are the sides of the target facing the shooter's champion,
	// whose whole length the closed beta measures (kow-beta §5.4, §11
	// A4); nil in 2nd edition, which measures Facing alone.
	Sides []geom.Arc
	// InTerrain is the fraction 0..1 of the target's base area inside
	// difficult terrain (difficult, forest and water pieces).
	InTerrain float64
	// By lists the elements that hide part of the facing, the one hiding
	// most first, then the difficult pieces holding part of the base. They
	// are listed even when they fall short of cover, so that the UI can
	// show what was measured.
	By []engine.Blocker
	// Reason is a sentence for the player.
	Reason string
}

// bigTarget is the big-targets gap of §5.6: an element this many height
// levels lower than the target, or more, gives it no cover.
const bigTarget = 3

// Cover answers kow2 §5.6 (the errata version [000]) for target shot at by
// shooter: it is in cover when at least half of its base lies in difficult
// terrain (§14-A12: ≥ 0.5), or when the sight lines from the shooter's
// Leader Point to at least half of the length of one facing, the one whose
// arc holds the Leader Point (§14-A11), pass over intervening elements.
//
// Both measures are exact: Obscured is the union of the elements' shadows
// on the facing, computed with the line-of-sight code's shadowOn (a line
// grazing an element is not over it), and InTerrain is an intersection of
// areas. The whole facing is measured, also any part of it outside the
// shooter's front arc: the rule speaks of "half of the length of that
// facing". Which elements intervene is coverElements'. Cover does not ask
// whether the target may be shot at all (arc, sight, range).
func (r *Ruleset) Cover(s *engine.State, shooter, target engine.PieceID) Cover {
	obs, tgt := s.Piece(shooter), s.Piece(target)
	if obs == nil || tgt == nil || obs == tgt {
		return Cover{Reason: "Pick two different units."}
	}
	// Only the sight fields of the context are needed: no charge here.
	rect := obs.Rect()
	cx := &chargeCtx{r: r, s: s, p: obs, rect: rect, lp: rect.LeaderPoint()}
	trect := tgt.Rect()
	c := Cover{Facing: geom.ArcOf(trect, geom.ArcCorner45, cx.lp)}
	face := newFacing(trect, c.Facing).seg
	els := cx.coverElements(tgt)
	var each []float64
	c.Obscured, each = shade(cx.lp, face, els)
	measured := face.Len()
	if r.Edition.TrueSight { // kow-beta §5.4: half of the target, every side it shows
		c.Sides = sidesFacing(trect, cx.lp)
		c.Obscured, each, measured = shadeSides(cx.lp, trect, c.Sides, els)
	}
	lowerOver := false
	if r.Edition.Original { // D7: blocked half, or over anything lower
		els, lowerOver = originalCover(cx, tgt, face, els)
		c.Obscured, each = shade(cx.lp, face, els)
	}
	under, area := difficultUnder(&s.Table, trect.Poly())
	c.InTerrain = min(1, area/trect.Area())
	// Ties count as cover; the tolerances absorb rounding (and, for a
	// Leader Point inside an element, shadowScan's geom.Eps).
	byFace := c.Obscured*measured >= measured/2-geom.Eps || lowerOver
	byGround := c.InTerrain >= 0.5-1e-9
	c.InCover = byFace || byGround
	c.By = coverBy(els, each, under)
	c.Reason = coverReason(obs, tgt, c, byFace, byGround, els, each, under)
	if lowerOver && c.Obscured*face.Len() < face.Len()/2-geom.Eps && !byGround {
		c.Reason = fmt.Sprintf("%s in cover: sight lines to it pass over something lower than it or the shooter (cover as first printed).", does(tgt, "are"))
	}
	return c
}

// difficult reports whether a terrain kind is difficult ground for cover.
// Water is flat terrain, whose type players agree before the game; §9
// recommends difficult, and movement (world.go) and Hindered charges
// (charge_hindered.go) already treat it so. It never blocks sight (§3.2),
// but cover is not sight: it intervenes and covers as difficult terrain.
func difficult(k table.Kind) bool {
	return k == table.Difficult || k == table.Forest || k == table.Water
}

// coverElements lists what intervenes between the shooter and target t
// for cover (§5.6): every other unit and terrain piece, of any height, but
//   - Individuals (§3.2, §4.10) and decorative terrain never give cover;
//   - obstacles count as height 1;
//   - the hill either unit stands on is ignored, as it is for sight
//     (§14-A13);
//   - terrain the shooter is in or touches is ignored, unless the target is
//     in or touches that same piece;
//   - a shooter on a hill ignores elements no taller than the hill, except
//     difficult terrain the target is in (its base overlaps it);
//   - an element 3 or more levels lower than the target gives no cover.
//
// The closed beta (TrueSight) has no heights and no hills: every unit,
// Individuals too, and every terrain piece but decorative ones and hills
// gives cover whatever its height (kow-beta §5.4, §10 row 10).
//
// Heights are effective heights (hills included, §2.1). The parts are
// their own cores so that shadows are measured exactly (see shade).
func (cx *chargeCtx) coverElements(t *engine.Piece) []element {
	s, sc := cx.s, cx.sightData()
	ti := pieceIndex(s, t.ID)
	hT, hillT := sc.pieces[ti].h, sc.pieces[ti].hill
	hillH := 0 // the height of the hill the shooter stands on
	if sc.obsHill != 0 {
		hillH = sc.obsH - cx.p.Height
	}
	gives := func(h int, targetIn bool) bool {
		if cx.r.Edition.TrueSight { // kow-beta §5.4: anything in the way, no heights
			return true
		}
		return h > hT-bigTarget && (hillH == 0 || h > hillH || targetIn)
	}
	var out []element
	for i := range s.Pieces {
		p, ps := &s.Pieces[i], &sc.pieces[i]
		if p.ID == cx.p.ID || p.ID == t.ID || ps.individual || !gives(ps.h, false) {
			continue
		}
		out = append(out, element{blocker{Blocker: engine.Blocker{Piece: p.ID, Name: p.Name}, height: ps.h, box: ps.box, polys: ps.polys}, ps.polys})
	}
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		if len(tr.Parts) == 0 {
			continue
		}
		h := tr.Height
		switch tr.Kind {
		case table.Decorative:
			continue
		case table.Obstacle:
			h = 1
		case table.Hill:
			if tr.ID == sc.obsHill || tr.ID == hillT || cx.r.Edition.TrueSight { // the beta has no hills
				continue
			}
		}
		if touches(tr, cx.p) && !touches(tr, t) {
			continue
		}
		if !gives(h, difficult(tr.Kind) && inside(tr, t)) {
			continue
		}
		out = append(out, element{blocker{Blocker: engine.Blocker{Terrain: tr.ID, Name: tr.Name}, height: h, box: tr.Bounds(), polys: tr.Parts}, tr.Parts})
	}
	return out
}

// touches reports whether any part of the piece's base is on the terrain
// or against its edge (§5.6 "stands in or touches").
func touches(tr *table.Terrain, p *engine.Piece) bool {
	poly := p.Rect().Poly()
	if !tr.Bounds().Expand(geom.Eps).Overlaps(poly.Bounds()) {
		return false
	}
	for _, part := range tr.Parts {
		if geom.Distance(part, poly) <= geom.Eps {
			return true
		}
	}
	return false
}

// shade returns the fraction of the facing e whose sight lines from lp
// cross some element (the union of their shadows), and each element's own
// fraction. shadowOn is given each part as its own core: its tangents then
// bound the exact shadow, whose ends (grazing lines, which do not count)
// have no length.
func shade(lp geom.Vec, e geom.Seg, els []element) (total float64, each []float64) {
	each = make([]float64, len(els))
	near := geom.BoxAround([]geom.Vec{lp, e.A, e.B})
	var all []span
	for k := range els {
		if !els[k].box.Overlaps(near) {
			continue
		}
		var own []span
		for _, part := range els[k].polys {
			if !part.Bounds().Overlaps(near) {
				continue
			}
			if lo, hi, ok := shadowOn(lp, e, 0, 1, part, part); ok && min(hi, 1) > max(lo, 0) {
				own = append(own, span{max(lo, 0), min(hi, 1)})
			}
		}
		all = append(all, own...)
		each[k] = unionLen(own)
	}
	return unionLen(all), each
}

// unionLen returns the total length of the union of the spans (sorting
// them).
func unionLen(sp []span) float64 {
	slices.SortFunc(sp, func(x, y span) int { return cmp.Compare(x.lo, y.lo) })
	sum, cur := 0.0, math.Inf(-1)
	for _, x := range sp {
		lo := max(x.lo, cur)
		if x.hi > lo {
			sum += x.hi - lo
			cur = x.hi
		}
	}
	return sum
}

// difficultUnder returns the difficult pieces holding part of the base
// poly and the area they hold. Pieces are not expected to overlap one
// another (as a piece's parts are not: table.Terrain.Area), so the areas
// add up.
func difficultUnder(t *table.Table, poly geom.Poly) (under []engine.Blocker, area float64) {
	box := poly.Bounds()
	for i := range t.Terrain {
		tr := &t.Terrain[i]
		if !difficult(tr.Kind) || len(tr.Parts) == 0 || !tr.Bounds().Overlaps(box) {
			continue
		}
		if a := tr.CoveredArea(poly); a > 0 {
			under = append(under, engine.Blocker{Terrain: tr.ID, Name: tr.Name})
			area += a
		}
	}
	return under, area
}

// coverBy orders the elements hiding part of the facing by how much they
// hide, then adds the difficult pieces under the base.
func coverBy(els []element, each []float64, under []engine.Blocker) []engine.Blocker {
	idx := hiders(each)
	var by []engine.Blocker
	for _, k := range idx {
		by = append(by, els[k].Blocker)
	}
	for _, b := range under {
		if !slices.Contains(by, b) {
			by = append(by, b)
		}
	}
	return by
}

// hiders returns the indices of the elements with a shadow, largest first.
func hiders(each []float64) []int {
	var idx []int
	for k, f := range each {
		if f > 0 {
			idx = append(idx, k)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(each[b], each[a]) })
	return idx
}

// coverReason is the sentence for the player, e.g. "Pikes are in cover:
// 62% of their front is seen over Old Wall."
func coverReason(obs, tgt *engine.Piece, c Cover, byFace, byGround bool, els []element, each []float64, under []engine.Blocker) string {
	are, their := "are", "their"
	if tgt.Size == "single" {
		are, their = "is", "its"
	}
	var names []string
	for _, k := range hiders(each) {
		names = append(names, els[k].Name)
	}
	var ground []string
	for _, b := range under {
		ground = append(ground, b.Name)
	}
	faceWhy := fmt.Sprintf("%d%% of %s %s is seen over %s", percent(c.Obscured, byFace), their, c.sideWords(), andList(names))
	groundWhy := fmt.Sprintf("%d%% of %s base is in %s", percent(c.InTerrain, byGround), their, andList(ground))
	switch {
	case byFace:
		return fmt.Sprintf("%s %s in cover: %s.", tgt.Name, are, faceWhy)
	case byGround:
		return fmt.Sprintf("%s %s in cover: %s.", tgt.Name, are, groundWhy)
	case len(names) > 0 && c.Obscured >= c.InTerrain:
		return fmt.Sprintf("%s %s not in cover: only %s (half is needed).", tgt.Name, are, faceWhy)
	case len(ground) > 0:
		return fmt.Sprintf("%s %s not in cover: only %s (half is needed).", tgt.Name, are, groundWhy)
	}
	return fmt.Sprintf("%s %s not in cover: %s sees %s %s clear.", tgt.Name, are, obs.Name, their, c.sideWords())
}

// percent rounds a fraction to a whole percentage on the side of the
// half-way test, so that a fraction just short of half never reads 50%.
func percent(f float64, half bool) int {
	p := int(math.Round(f * 100))
	if half {
		return max(p, 50)
	}
	return min(p, 49)
}

// andList joins names as "A", "A and B", "A, B and C".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// originalCover is the second bullet of cover as first printed ([003],
// kow2 §1.3 D7): "at least half of the target's facing blocked, or the
// line of sight passes through one or more intervening units or scenery
// lower than the target or the shooter". It returns the elements that
// block sight (height at least both units', §3.2; obstacles never block),
// whose shadows must cover half the facing, and whether some lower element
// lies over part of the facing's sight lines.
func originalCover(cx *chargeCtx, t *engine.Piece, face geom.Seg, els []element) ([]element, bool) {
	sc := cx.sightData()
	top := max(sc.obsH, sc.pieces[pieceIndex(cx.s, t.ID)].h)
	var blocking, lower []element
	for _, e := range els {
		obstacle := false
		if e.Terrain != 0 {
			for _, tr := range cx.s.Table.Terrain {
				obstacle = obstacle || (tr.ID == e.Terrain && tr.Kind == table.Obstacle)
			}
		}
		if e.height >= top && !obstacle {
			blocking = append(blocking, e)
		} else {
			lower = append(lower, e)
		}
	}
	over, _ := shade(cx.lp, face, lower)
	return blocking, over > 0
}

// sideWords names what cover measured: the facing ("front"), or in the
// beta the sides shown ("front and left flank").
func (c Cover) sideWords() string {
	if len(c.Sides) == 0 {
		return c.Facing.String()
	}
	var names []string
	for _, a := range c.Sides {
		names = append(names, a.String())
	}
	return andList(names)
}

// sidesFacing lists the sides of tr that face the point eye (their
// outward normal points towards it), front, right, rear, left: what a
// shooter there sees of the target (kow-beta §5.4 REC "the edges of T
// that face the shooter"). At least one side faces any point outside tr.
func sidesFacing(tr geom.Rect, eye geom.Vec) []geom.Arc {
	var out []geom.Arc
	for _, a := range []geom.Arc{geom.ArcFront, geom.ArcRight, geom.ArcRear, geom.ArcLeft} {
		f := newFacing(tr, a)
		if eye.Sub(f.mid).Dot(f.n) > geom.Eps {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		out = append(out, geom.ArcOf(tr, geom.ArcCorner45, eye))
	}
	return out
}

// shadeSides is shade over several sides of tr: the fraction of their
// total length whose sight lines from lp cross some element, each
// element's own fraction, and the total length. It is the exact measure
// the beta's 21 samples along those sides approximate (kow-beta §5.4,
// §11 A4).
func shadeSides(lp geom.Vec, tr geom.Rect, sides []geom.Arc, els []element) (float64, []float64, float64) {
	each := make([]float64, len(els))
	total, length := 0.0, 0.0
	for _, a := range sides {
		seg := newFacing(tr, a).seg
		l := seg.Len()
		f, e := shade(lp, seg, els)
		total += f * l
		length += l
		for k := range e {
			each[k] += e[k] * l
		}
	}
	if length == 0 {
		return 0, each, 0
	}
	for k := range each {
		each[k] /= length
	}
	return total / length, each, length
}
