package layout

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Symmetry is how a generated layout repeats itself.
type Symmetry int

const (
	NoSymmetry Symmetry = iota
	// Mirror reflects every piece across the line between the two
	// deployment zones (y → depth - y): each side faces the same terrain.
	Mirror
	// Rotate turns every piece half a turn about the table's centre.
	Rotate
)

var symmetryNames = [...]string{"none", "mirror", "rotate"}

func (s Symmetry) String() string {
	if s < 0 || int(s) >= len(symmetryNames) {
		return fmt.Sprintf("Symmetry(%d)", int(s))
	}
	return symmetryNames[s]
}

// ParseSymmetry reads "none", "mirror" or "rotate".
func ParseSymmetry(s string) (Symmetry, error) {
	for i, n := range symmetryNames {
		if n == s {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("layout: unknown symmetry %q (want one of %s)", s, strings.Join(symmetryNames[:], ", "))
}

// KindCount asks for N pieces of a kind.
type KindCount struct {
	Kind table.Kind
	N    int
}

// Constraints say what a generated layout must be. Lengths are mm.
type Constraints struct {
	Width, Depth float64
	// Kinds are the pieces to place; empty: Pieces drawn from DefaultMix.
	Kinds  []KindCount
	Pieces int // used when Kinds is empty (default 8)
	// MinGap is the least distance between two pieces (default 3").
	MinGap float64
	// Symmetry makes the layout the same for both sides.
	Symmetry Symmetry
	// Density is the share of the table the pieces cover, 0 for the
	// pieces' usual sizes (obstacles keep theirs).
	Density float64
	// CentreClear keeps every piece at least this far from the table's
	// centre (mm; 0: no such rule), as scattered placement in some
	// systems asks (nothing within 12" of the centre).
	CentreClear float64
	Seed        uint64
}

// Limits of a generation.
const (
	MaxPieces  = 64
	tries      = 400 // placements tried for one piece
	genRound   = 0.01
	maxDensity = 0.6
)

// DefaultMix is the kinds drawn from when Constraints.Kinds is empty: what
// tournament tables hold (woods, hills, buildings, rough ground, walls, a
// rock, a pond).
var DefaultMix = []table.Kind{table.Forest, table.Hill, table.Building, table.Difficult, table.Obstacle,
	table.Forest, table.Hill, table.Impassable, table.Water, table.Building}

// centreMix is what a symmetric layout may put in the middle.
var centreMix = []table.Kind{table.Hill, table.Building, table.Forest, table.Difficult}

// Generate makes a layout from constraints, seeded: the same constraints
// and seed give the same table, bit for bit. Pieces are placed one by one
// at random, each wholly on the table and MinGap from the others (and from
// its own mirror image); coordinates are rounded to a hundredth of the
// measure. The zones are the ruleset's default ones.
func Generate(c Constraints, rs engine.Ruleset) (table.Table, error) {
	m := rs.Measure()
	if c.Width <= 0 || c.Depth <= 0 || math.IsNaN(c.Width) || math.IsNaN(c.Depth) || c.Width > 1000*m.MM || c.Depth > 1000*m.MM {
		return table.Table{}, errors.New("layout: the table needs a width and a depth")
	}
	if c.MinGap <= 0 {
		c.MinGap = 3 * m.MM
	}
	if c.CentreClear < 0 || math.IsNaN(c.CentreClear) || c.CentreClear > max(c.Width, c.Depth) {
		return table.Table{}, errors.New("layout: the centre's clear radius must be 0 to the table's size")
	}
	if c.Density < 0 || c.Density > maxDensity || math.IsNaN(c.Density) {
		return table.Table{}, fmt.Errorf("layout: the density must be 0 to %g, got %g", maxDensity, c.Density)
	}
	r := rand.New(rand.NewPCG(c.Seed, 0x7465727261696e)) // "terrain"
	kinds, err := c.kindList(r)
	if err != nil {
		return table.Table{}, err
	}
	t := table.Table{Width: c.Width, Depth: c.Depth}
	g := &generator{c: c, r: r, m: m, t: &t}
	// Under symmetry pieces come in pairs; an odd one stands in the middle.
	if c.Symmetry != NoSymmetry && len(kinds)%2 == 1 {
		if c.CentreClear > 0 {
			return table.Table{}, errors.New("layout: under symmetry an odd piece stands in the middle, which must be clear: ask for an even number")
		}
		if err := g.placeCentre(kinds[0]); err != nil {
			return table.Table{}, err
		}
		kinds = kinds[1:]
	}
	step := 1
	if c.Symmetry != NoSymmetry {
		step = 2
	}
	area := 0.0
	if c.Density > 0 {
		area = c.Density * c.Width * c.Depth / float64(len(kinds)+len(t.Terrain))
	}
	for i := 0; i < len(kinds); i += step {
		if err := g.place(kinds[i], area); err != nil {
			return table.Table{}, err
		}
	}
	t.Zones = rs.DefaultZones(t)
	return t, nil
}

// kindList is the kinds of the pieces to place, in order.
func (c Constraints) kindList(r *rand.Rand) ([]table.Kind, error) {
	var out []table.Kind
	if len(c.Kinds) == 0 {
		n := c.Pieces
		if n == 0 {
			n = 8
		}
		if n < 0 || n > MaxPieces {
			return nil, fmt.Errorf("layout: want 1 to %d pieces, got %d", MaxPieces, n)
		}
		if c.Symmetry != NoSymmetry { // draw pairs, and one for the middle
			if n%2 == 1 {
				out = append(out, centreMix[r.IntN(len(centreMix))])
			}
			for range n / 2 {
				k := DefaultMix[r.IntN(len(DefaultMix))]
				out = append(out, k, k)
			}
			return out, nil
		}
		for range n {
			out = append(out, DefaultMix[r.IntN(len(DefaultMix))])
		}
	} else {
		for _, kc := range c.Kinds {
			if kc.N < 0 || len(out)+kc.N > MaxPieces {
				return nil, fmt.Errorf("layout: want 1 to %d pieces in all", MaxPieces)
			}
			for range kc.N {
				out = append(out, kc.Kind)
			}
		}
		if len(out) == 0 {
			return nil, errors.New("layout: no piece asked for")
		}
	}
	if c.Symmetry == NoSymmetry {
		return out, nil
	}
	// Pair pieces of one kind; a kind with an odd count gives one to the
	// middle (at most one piece may stand there).
	var paired, odd []table.Kind
	for _, k := range table.Kinds() {
		n := 0
		for _, x := range out {
			if x == k {
				n++
			}
		}
		for range n / 2 {
			paired = append(paired, k, k)
		}
		if n%2 == 1 {
			odd = append(odd, k)
		}
	}
	if len(odd) > 1 {
		return nil, fmt.Errorf("layout: under symmetry the pieces of each kind come in pairs, with at most one in the middle; %d kinds have an odd count", len(odd))
	}
	return append(odd, paired...), nil
}

// generator places pieces on a table.
type generator struct {
	c Constraints
	r *rand.Rand
	m engine.Measure
	t *table.Table
}

// unit is a length in the measure, as mm.
func (g *generator) unit(v float64) float64 { return v * g.m.MM }

// between draws a number in [lo, hi) of the measure, as mm.
func (g *generator) between(lo, hi float64) float64 { return g.unit(lo + g.r.Float64()*(hi-lo)) }

// shape draws a piece of a kind centred on the origin: its outline, in mm,
// and its height; area > 0 scales it to about that area.
func (g *generator) shape(k table.Kind, area float64) (geom.Poly, int) {
	var p geom.Poly
	h := 0
	switch k {
	case table.Building:
		p = geom.Rect{W: g.between(3, 6), D: g.between(3, 5)}.Poly()
		h = 2 + g.r.IntN(3)
	case table.Obstacle:
		p = geom.Rect{W: g.between(6, 10), D: g.unit(0.5)}.Poly()
		return p, 1
	case table.Hill:
		p = g.blob(g.between(4, 7), g.between(3, 5), 12, 0)
		h = 1 + g.r.IntN(2)
	case table.Water:
		p = g.blob(g.between(3, 5), g.between(2, 3), 12, 0)
	case table.Forest:
		p = g.blob(g.between(3.5, 6), g.between(3, 5), 7, 0.15)
		h = 3
	case table.Difficult:
		p = g.blob(g.between(3, 5), g.between(2, 4), 6, 0.15)
	case table.Impassable:
		p = g.blob(g.between(2, 3.5), g.between(2, 3.5), 6, 0.2)
		h = 3 + g.r.IntN(2)
	default:
		p = geom.RegularPoly(geom.Vec{}, g.unit(1), 8)
	}
	if area > 0 && k != table.Obstacle {
		s := math.Sqrt(area * (0.6 + 0.8*g.r.Float64()) / p.Area())
		for i := range p {
			p[i] = p[i].Scale(s)
		}
	}
	return p, h
}

// blob is a convex outline about an ellipse of radii a, b with n points,
// each radius jittered by up to the share jitter.
func (g *generator) blob(a, b float64, n int, jitter float64) geom.Poly {
	pts := make([]geom.Vec, n)
	for i := range pts {
		s, c := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		f := 1 + jitter*(2*g.r.Float64()-1)
		pts[i] = geom.V(a*c*f, b*s*f)
	}
	return geom.ConvexHull(pts)
}

// settle turns, moves and rounds an outline: its final polygon.
func (g *generator) settle(p geom.Poly, at geom.Vec, heading float64) geom.Poly {
	q := make([]geom.Vec, len(p))
	grid := genRound * g.m.MM
	for i, v := range p {
		w := v.RotateCW(heading).Add(at)
		q[i] = geom.V(math.Round(w.X/grid)*grid, math.Round(w.Y/grid)*grid)
	}
	return geom.ConvexHull(q)
}

// mirror is a polygon's image under the layout's symmetry.
func (g *generator) mirror(p geom.Poly) geom.Poly {
	q := make([]geom.Vec, len(p))
	for i, v := range p {
		switch g.c.Symmetry {
		case Mirror:
			q[i] = geom.V(v.X, g.t.Depth-v.Y)
		default:
			q[i] = geom.V(g.t.Width-v.X, g.t.Depth-v.Y)
		}
	}
	return geom.ConvexHull(q)
}

// fits reports whether a polygon lies on the table and MinGap from every
// piece placed.
func (g *generator) fits(p geom.Poly) bool {
	b := p.Bounds()
	if b.Min.X < 0 || b.Min.Y < 0 || b.Max.X > g.t.Width || b.Max.Y > g.t.Depth {
		return false
	}
	if g.c.CentreClear > 0 && (p.Contains(g.t.Center()) || geom.Distance(p, geom.Circle{C: g.t.Center()}) < g.c.CentreClear) {
		return false
	}
	for i := range g.t.Terrain {
		for _, q := range g.t.Terrain[i].Parts {
			if b.Expand(g.c.MinGap).Overlaps(q.Bounds()) && (geom.Overlap(p, q) || geom.Distance(p, q) < g.c.MinGap) {
				return false
			}
		}
	}
	return true
}

// add puts a piece on the table.
func (g *generator) add(k table.Kind, h int, p geom.Poly) {
	n := 1
	for _, x := range g.t.Terrain {
		if x.Kind == k {
			n++
		}
	}
	name := strings.ToUpper(k.String()[:1]) + k.String()[1:]
	g.t.Terrain = append(g.t.Terrain, table.Terrain{ID: len(g.t.Terrain) + 1, Name: fmt.Sprintf("%s %d", name, n), Kind: k, Height: h, Parts: []geom.Poly{p}})
}

// place puts one piece (and its mirror image) somewhere it fits.
func (g *generator) place(k table.Kind, area float64) error {
	for range tries {
		outline, h := g.shape(k, area)
		at := geom.V(g.r.Float64()*g.t.Width, g.r.Float64()*g.t.Depth)
		p := g.settle(outline, at, g.r.Float64()*2*math.Pi)
		if !g.fits(p) {
			continue
		}
		if g.c.Symmetry == NoSymmetry {
			g.add(k, h, p)
			return nil
		}
		q := g.mirror(p)
		if !g.fits(q) || geom.Overlap(p, q) || geom.Distance(p, q) < g.c.MinGap {
			continue
		}
		g.add(k, h, p)
		g.add(k, h, q)
		return nil
	}
	return fmt.Errorf("layout: no room for a %s %s from every other piece after %d tries: ask for fewer or smaller pieces, or a smaller gap",
		k, g.m.Format(g.c.MinGap), tries)
}

// placeCentre puts a piece that is its own mirror image in the middle of
// the table: a rectangle or an ellipse square to the edges.
func (g *generator) placeCentre(k table.Kind) error {
	outline, h := g.shape(k, 0)
	b := outline.Bounds()
	var p geom.Poly
	if k == table.Building || k == table.Obstacle {
		p = geom.Rect{W: b.Size().X, D: b.Size().Y}.Poly()
	} else {
		p = ellipsePoly(b.Size().X/2, b.Size().Y/2, 12)
	}
	p = g.settle(p, g.t.Center(), 0)
	if !g.fits(p) {
		return fmt.Errorf("layout: the %s in the middle of the table does not fit", k)
	}
	g.add(k, h, p)
	return nil
}

// ellipsePoly is an ellipse of radii a (across) and b as an n-gon about
// the origin, symmetric about both axes when n is a multiple of 4.
func ellipsePoly(a, b float64, n int) geom.Poly {
	p := make(geom.Poly, n)
	for i := range p {
		s, c := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		p[i] = geom.V(a*c, b*s)
	}
	return p
}
