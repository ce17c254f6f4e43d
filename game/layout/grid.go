package layout

import (
	"math"
	"math/bits"

	"warbench/game/geom"
)

// grid is the table cut into square cells of side res, row by row from
// the south-west corner; a cell stands for the point at its centre.
type grid struct {
	cols, rows int
	res        float64
	words      int // uint64 words of a bitset over the cells
}

func newGrid(w, d, res float64) grid {
	g := grid{cols: int(math.Ceil(w/res - 1e-9)), rows: int(math.Ceil(d/res - 1e-9)), res: res}
	g.words = (g.cols*g.rows + 63) / 64
	return g
}

// cells is the number of cells.
func (g grid) cells() int { return g.cols * g.rows }

// center is the centre of cell (i, j).
func (g grid) center(i, j int) geom.Vec {
	return geom.V((float64(i)+0.5)*g.res, (float64(j)+0.5)*g.res)
}

// bitset is one bit per cell.
type bitset []uint64

func (g grid) newSet() bitset { return make(bitset, g.words) }

func (b bitset) set(k int)      { b[k>>6] |= 1 << (k & 63) }
func (b bitset) has(k int) bool { return b[k>>6]&(1<<(k&63)) != 0 }

// count is the number of cells set.
func (b bitset) count() int {
	n := 0
	for _, w := range b {
		n += bits.OnesCount64(w)
	}
	return n
}

// orRange sets the cells k0..k1 (inclusive) that mask holds.
func (b bitset) orRange(k0, k1 int, mask bitset) {
	for w := k0 >> 6; w <= k1>>6; w++ {
		m := ^uint64(0)
		if w == k0>>6 {
			m &= ^uint64(0) << (k0 & 63)
		}
		if w == k1>>6 {
			m &= ^uint64(0) >> (63 - k1&63)
		}
		b[w] |= m & mask[w]
	}
}

// andCount is the number of cells both sets hold.
func andCount(a, b bitset) int {
	n := 0
	for w := range a {
		n += bits.OnesCount64(a[w] & b[w])
	}
	return n
}
