// Package dice is the simulation's only source of chance: a seeded PCG
// generator owned by the game State and consumed in a fixed order, with a
// record of every die rolled and what it was for.
//
// The cosmetic animation never touches a Roller: it has its own generator,
// and the result of each die is decided here before the animation starts.
package dice

import (
	"fmt"
	"math/rand/v2"
)

// Die is one rolled die: its number of sides, its face, and why it was
// rolled (a short phrase such as "to hit" or "nerve").
type Die struct {
	Sides   int    `json:"sides"`
	Face    int    `json:"face"`
	Purpose string `json:"purpose,omitempty"`
	Was     int    `json:"was,omitempty"` // the face before a re-roll; 0 if not re-rolled
	// Label is what the face shows when it is not its number: a special
	// die's face ("8", "MISFIRE", "HIT"); "" for a numbered die.
	Label string `json:"label,omitempty"`
}

// Roller is a deterministic dice generator. The zero value is not usable;
// make one with New. A Roller is a plain value: copying it copies its
// state, so a cloned game State rolls the same dice as the original.
type Roller struct {
	pcg   rand.PCG
	count int64 // dice rolled so far
	fixed []int // faces to give first (NewFixed); never mutated, so copies may share it
	next  int   // faces of fixed given so far
	// misfit is 1 + the index in fixed of the first face that did not fit
	// its die (0: none); misfitSides is that die's sides.
	misfit, misfitSides int
}

// New returns a Roller seeded with seed. The same seed gives the same
// dice in the same order on every machine.
func New(seed uint64) Roller {
	return Roller{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// NewFixed returns a Roller that gives the listed faces first, in order,
// whatever their purpose, and then the dice of New(seed). It is how a test
// or a script injects dice. A listed face that does not fit its die
// (below 1, or above its sides) is reduced into range, ((f−1) mod sides)+1,
// and recorded: see Misfit.
func NewFixed(seed uint64, faces []int) Roller {
	r := New(seed)
	r.fixed = append([]int(nil), faces...)
	return r
}

// Fixed returns how many listed faces (NewFixed) have been given and how
// many there are.
func (r *Roller) Fixed() (used, listed int) { return r.next, len(r.fixed) }

// Misfit reports the first listed face that did not fit the die it was
// given to: its index in the list, the face and the die's sides.
func (r *Roller) Misfit() (index, face, sides int, ok bool) {
	if r.misfit == 0 {
		return 0, 0, 0, false
	}
	return r.misfit - 1, r.fixed[r.misfit-1], r.misfitSides, true
}

// Count returns how many dice have been rolled.
func (r *Roller) Count() int64 { return r.count }

// Roll rolls one die with the given number of sides (≥ 1).
func (r *Roller) Roll(sides int, purpose string) Die {
	if sides < 1 {
		panic(fmt.Sprintf("dice: a die needs at least one side, got %d", sides))
	}
	r.count++
	if r.next < len(r.fixed) {
		f := r.fixed[r.next]
		r.next++
		if f < 1 || f > sides {
			if r.misfit == 0 {
				r.misfit, r.misfitSides = r.next, sides
			}
			f = ((f-1)%sides+sides)%sides + 1
		}
		return Die{Sides: sides, Face: f, Purpose: purpose}
	}
	face := 1 + int(r.pcg.Uint64()%uint64(sides))
	return Die{Sides: sides, Face: face, Purpose: purpose}
}

// RollN rolls n dice with the given number of sides and appends them to dst.
func (r *Roller) RollN(dst []Die, n, sides int, purpose string) []Die {
	for range n {
		dst = append(dst, r.Roll(sides, purpose))
	}
	return dst
}

// State returns the generator's state, for hashing and saving.
func (r *Roller) State() ([]byte, error) { return r.pcg.MarshalBinary() }

// Restore sets the generator's state from State's bytes.
func (r *Roller) Restore(b []byte, count int64) error {
	if err := r.pcg.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("dice: restore: %w", err)
	}
	r.count = count
	return nil
}

// Sum returns the total of the faces.
func Sum(ds []Die) int {
	t := 0
	for _, d := range ds {
		t += d.Face
	}
	return t
}
