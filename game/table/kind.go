// Package table describes the battlefield: its size, its terrain pieces
// (shape, kind, height), the deployment zones and the objectives.
//
// Terrain kinds are descriptive ("forest", "hill"); what a kind does to
// movement, sight and cover is decided by each ruleset, which maps the kind
// onto its own categories (a forest may be difficult terrain that blocks
// sight by height, a building impassable).
package table

import "fmt"

// Kind is what a terrain piece is.
type Kind int

// The terrain kinds the four rule digests need.
const (
	Impassable Kind = iota // cliffs, rock outcrops: nothing enters
	Building               // impassable, blocks sight by its height
	Obstacle               // low walls, fences, hedges: crossed, never blocks sight
	Difficult              // rubble, crops, rocky ground: area terrain
	Forest                 // woods: area terrain that blocks sight beyond it
	Hill                   // raises what stands on it by its height
	Water                  // rivers, ponds: flat, never blocks sight
	Decorative             // lone trees, bushes: no effect
	numKinds
)

var kindNames = [...]string{"impassable", "building", "obstacle", "difficult", "forest", "hill", "water", "decorative"}

// Closed reports whether no unit may stand on the kind (impassable
// ground, buildings), under every ruleset.
func (k Kind) Closed() bool { return k == Impassable || k == Building }

// String returns the kind's name as written in scenario files.
func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// ParseKind reads a kind name as written in scenario files.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("table: unknown terrain kind %q (want one of %v)", s, kindNames)
}

// Kinds returns every kind, in order.
func Kinds() []Kind {
	ks := make([]Kind, numKinds)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}
