package ai

import (
	"hash/maphash"
	"math"
)

// Hash is a 128-bit running hash, two 64-bit ways: the key of a Memo
// whose answer reads many numbers (a table's terrain, the pieces near a
// charge). Keys live in memory only, so names are hashed with a seed of
// the process's own: it changes nothing but the bits of the keys.
type Hash [2]uint64

// NewHash is the hash of nothing.
func NewHash() Hash { return Hash{14695981039346656037, 1099511628211} }

// Add mixes in a number.
func (h *Hash) Add(b uint64) {
	h[0] = (h[0] ^ b) * 1099511628211
	h[1] = (h[1]+b)*0x9E3779B97F4A7C15 ^ h[1]>>29
}

// Float mixes in a float's bits.
func (h *Hash) Float(x float64) { h.Add(math.Float64bits(x)) }

// Mix mixes in another hash.
func (h *Hash) Mix(o Hash) {
	h.Add(o[0])
	h.Add(o[1])
}

var strSeed = maphash.MakeSeed()

// Str mixes in a string.
func (h *Hash) Str(s string) {
	h.Add(uint64(len(s)))
	h.Add(maphash.String(strSeed, s))
}
