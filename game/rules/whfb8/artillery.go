package whfb8

import (
	"fmt"
	"math"

	"warbench/game/dice"
	"warbench/game/geom"
)

// The artillery die and the scatter die of §2.5, rolled as D6s whose
// faces carry a label the dice tray shows (dice.Die.Label).

// artilleryInches are the artillery die's faces by the D6 face rolled:
// 2, 4, 6, 8, 10 and MISFIRE (0) on a 6, so P(misfire) = 1/6 (§2.5).
var artilleryInches = [7]int{0, 2, 4, 6, 8, 10, 0}

// misfireFace is the D6 face that shows MISFIRE.
const misfireFace = 6

// artilleryFace is what an artillery die shows: inches, or a misfire.
func artilleryFace(face int) (inches int, misfire bool) {
	return artilleryInches[face], face == misfireFace
}

// artilleryLabel writes a face: "8", "MISFIRE".
func artilleryLabel(face int) string {
	if n, mis := artilleryFace(face); !mis {
		return fmt.Sprint(n)
	}
	return "MISFIRE"
}

// rollArtillery rolls the artillery die.
func rollArtillery(r *dice.Roller, purpose string) (d dice.Die, inches int, misfire bool) {
	d = r.Roll(6, purpose)
	d.Label = artilleryLabel(d.Face)
	inches, misfire = artilleryFace(d.Face)
	return d, inches, misfire
}

// The scatter die has four arrow faces and two HIT faces (§2.5): a D6,
// 1 to 4 an arrow, 5 and 6 HIT. Where an arrow points on the table is
// a second roll, a D12 read as a clock face (12 straight up the table,
// 3 to the right) [added: a real die points anywhere; twelve directions
// keep it exact to count]; a HIT's small arrow (indirect fire) uses it
// too.

// scatterHit says whether a scatter die's face is a HIT.
func scatterHit(face int) bool { return face >= 5 }

// scatterLabel writes a scatter face: "HIT", "arrow".
func scatterLabel(face int) string {
	if scatterHit(face) {
		return "HIT"
	}
	return "arrow"
}

// rollScatter rolls the scatter die.
func rollScatter(r *dice.Roller, purpose string) (d dice.Die, hit bool) {
	d = r.Roll(6, purpose)
	d.Label = scatterLabel(d.Face)
	return d, scatterHit(d.Face)
}

// clockDirection is the table direction of a clock face 1–12 (heading
// 0 up the table, growing clockwise, as geom.Forward).
func clockDirection(face int) geom.Vec {
	return geom.Forward(float64(face%12) * math.Pi / 6)
}

// rollDirection rolls where an arrow points.
func rollDirection(r *dice.Roller) (dice.Die, geom.Vec) {
	d := r.Roll(12, "scatter direction")
	d.Label = fmt.Sprintf("%d:00", d.Face) // a clock face
	return d, clockDirection(d.Face)
}
