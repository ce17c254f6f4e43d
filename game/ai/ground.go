package ai

import (
	"container/heap"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Ground is how far a formation on foot has to go, round the terrain
// nothing moves into (buildings, impassable ground), to the nearest of
// some points: a distance over a grid of cells an inch square, eight ways
// from each, from the points outwards. A unit behind a house is as far
// from the enemy as the way round it, not as the crow flies; and the
// way round is where its moves should head (Toward).
type Ground struct {
	cols, rows int
	cell       float64   // mm
	d          []float64 // mm to the nearest source, +Inf where none is reached
}

// groundCell is a Ground's cell, an inch; groundClear is how far from
// closed terrain a cell's centre must be to be open, about half the
// frontage of the narrowest block, so that a gap narrower than a unit is
// not a way through.
const (
	groundCell  = 25.4
	groundClear = 40.0
)

var (
	groundMemo = Memo[groundKey, *Ground]{Max: 256}
	shutMemo   = Memo[groundKey, []bool]{Max: 16} // by table
)

// groundKey is what a Ground depends on, hashed two ways: the table's
// size and closed terrain, and the points.
type groundKey = Hash

// GroundTo is the Ground of state s to the points to, the terrain closed
// as the ruleset says (engine.TerrainRules; without them nothing is). It
// is remembered by the table and the points.
func GroundTo(rs engine.Ruleset, s *engine.State, to []geom.Vec) *Ground {
	tr, _ := rs.(engine.TerrainRules)
	closedOf := func(t *table.Terrain) bool { return tr != nil && tr.TerrainEffect(t.Kind).Impassable }
	k := NewHash()
	mix := k.Float
	mix(s.Table.Width)
	mix(s.Table.Depth)
	for i := range s.Table.Terrain {
		if t := &s.Table.Terrain[i]; closedOf(t) {
			for _, p := range t.Parts {
				for _, v := range p {
					mix(v.X)
					mix(v.Y)
				}
			}
		}
	}
	tk := k
	mix(-1)
	for _, p := range to {
		mix(p.X)
		mix(p.Y)
	}
	return groundMemo.Get(k, func() *Ground {
		shut := shutMemo.Get(tk, func() []bool {
			var closed []geom.Poly
			for i := range s.Table.Terrain {
				if t := &s.Table.Terrain[i]; closedOf(t) {
					closed = append(closed, t.Parts...)
				}
			}
			return newGrid(&s.Table).shut(closed)
		})
		return newGrid(&s.Table).from(shut, to)
	})
}

// NewGround works out the Ground of table t, with the parts closed
// closed, to the points to.
func NewGround(t *table.Table, closed []geom.Poly, to []geom.Vec) *Ground {
	g := newGrid(t)
	return g.from(g.shut(closed), to)
}

// newGrid is an empty Ground over table t.
func newGrid(t *table.Table) *Ground {
	g := &Ground{cell: groundCell}
	g.cols = max(1, int(math.Ceil(t.Width/g.cell)))
	g.rows = max(1, int(math.Ceil(t.Depth/g.cell)))
	return g
}

// shut is, for each cell, whether its centre is within groundClear of a
// closed part.
func (g *Ground) shut(closed []geom.Poly) []bool {
	shut := make([]bool, g.cols*g.rows)
	for k := range shut {
		c := g.centre(k)
		for _, p := range closed {
			b := p.Bounds()
			if c.X < b.Min.X-groundClear || c.X > b.Max.X+groundClear || c.Y < b.Min.Y-groundClear || c.Y > b.Max.Y+groundClear {
				continue
			}
			if geom.Distance(p, geom.Circle{C: c, R: 0}) < groundClear {
				shut[k] = true
				break
			}
		}
	}
	return shut
}

// from fills in g's distances to the points to, round the shut cells,
// and returns g.
func (g *Ground) from(shut []bool, to []geom.Vec) *Ground {
	n := g.cols * g.rows
	g.d = make([]float64, n)
	for k := range n {
		g.d[k] = math.Inf(1)
	}
	q := &cellQueue{}
	for _, p := range to {
		if k, ok := g.index(p); ok {
			// A source's own cell is reached even when shut (a unit
			// against a wall): the way out of it is through open cells.
			if d := g.centre(k).Dist(p); d < g.d[k] {
				g.d[k] = d
				heap.Push(q, cellDist{k, d})
			}
		}
	}
	diag := g.cell * math.Sqrt2
	for q.Len() > 0 {
		cd := heap.Pop(q).(cellDist)
		if cd.d > g.d[cd.k] {
			continue
		}
		i, j := cd.k%g.cols, cd.k/g.cols
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				ni, nj := i+di, j+dj
				if (di == 0 && dj == 0) || ni < 0 || nj < 0 || ni >= g.cols || nj >= g.rows {
					continue
				}
				nk := nj*g.cols + ni
				if shut[nk] {
					continue
				}
				step := g.cell
				if di != 0 && dj != 0 {
					if shut[j*g.cols+ni] || shut[nj*g.cols+i] {
						continue // no cutting a closed corner
					}
					step = diag
				}
				if d := cd.d + step; d < g.d[nk] {
					g.d[nk] = d
					heap.Push(q, cellDist{nk, d})
				}
			}
		}
	}
	return g
}

// centre is the centre of cell k.
func (g *Ground) centre(k int) geom.Vec {
	return geom.V((float64(k%g.cols)+0.5)*g.cell, (float64(k/g.cols)+0.5)*g.cell)
}

// index is the cell of p, if p is on the table.
func (g *Ground) index(p geom.Vec) (int, bool) {
	i, j := int(math.Floor(p.X/g.cell)), int(math.Floor(p.Y/g.cell))
	if i < 0 || j < 0 || i >= g.cols || j >= g.rows {
		return 0, false
	}
	return j*g.cols + i, true
}

// At is the distance from p to the nearest source by the ground: through
// the best of the reached cells within two of p's, from their centres;
// +Inf when none is reached.
func (g *Ground) At(p geom.Vec) float64 {
	k, ok := g.index(p)
	if !ok {
		return math.Inf(1)
	}
	best := math.Inf(1)
	i, j := k%g.cols, k/g.cols
	for nj := max(0, j-2); nj <= min(g.rows-1, j+2); nj++ {
		for ni := max(0, i-2); ni <= min(g.cols-1, i+2); ni++ {
			nk := nj*g.cols + ni
			if d := g.d[nk]; !math.IsInf(d, 1) {
				best = min(best, d+g.centre(nk).Dist(p))
			}
		}
	}
	return best
}

// Toward is where the way from p to the nearest source is after about
// dist: the path down the distances, cell by cell; p itself when no way
// leads from it.
func (g *Ground) Toward(p geom.Vec, dist float64) geom.Vec {
	k, ok := g.index(p)
	if !ok || math.IsInf(g.d[k], 1) {
		return p
	}
	at, gone := p, 0.0
	for gone < dist {
		i, j := k%g.cols, k/g.cols
		next := -1
		for nj := max(0, j-1); nj <= min(g.rows-1, j+1); nj++ {
			for ni := max(0, i-1); ni <= min(g.cols-1, i+1); ni++ {
				if nk := nj*g.cols + ni; g.d[nk] < g.d[k] && (next < 0 || g.d[nk] < g.d[next]) {
					next = nk
				}
			}
		}
		if next < 0 {
			break
		}
		c := g.centre(next)
		gone += c.Dist(at)
		at, k = c, next
	}
	return at
}

// cellDist is a cell and its distance, in the queue of NewGround.
type cellDist struct {
	k int
	d float64
}

// cellQueue is a heap of cells, the nearest first (ties by cell, so the
// order is fixed).
type cellQueue []cellDist

func (q cellQueue) Len() int { return len(q) }
func (q cellQueue) Less(a, b int) bool {
	if q[a].d != q[b].d {
		return q[a].d < q[b].d
	}
	return q[a].k < q[b].k
}
func (q cellQueue) Swap(a, b int) { q[a], q[b] = q[b], q[a] }
func (q *cellQueue) Push(x any)   { *q = append(*q, x.(cellDist)) }
func (q *cellQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}
