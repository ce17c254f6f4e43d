package scenario

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// PieceFits says whether terrain piece i of a table may stand where it is
// by the rules the loader checks a layout file with: wholly on the table,
// and sharing no area with another piece unless one of the two is a hill
// or water. nil when it fits; otherwise a sentence for the player (the
// terrain editor refuses the edit with it).
func PieceFits(t *table.Table, i int, m engine.Measure) error {
	p := t.Terrain[i]
	if len(p.Parts) == 0 {
		return fmt.Errorf("%s has no shape", p.Name)
	}
	if by, edge := offTable(p.Bounds(), t.Width, t.Depth); by > 0 {
		return fmt.Errorf("%s would be %s off the %s edge", p.Name, m.Format(by), edge)
	}
	for j, o := range t.Terrain {
		if j == i || carries(o.Kind) || carries(p.Kind) || !overlaps(o, p) {
			continue
		}
		return fmt.Errorf("%s would overlap %s; only hills and water may hold other terrain", p.Name, o.Name)
	}
	return nil
}

// ZoneFits says whether a deployment zone lies wholly on the table.
func ZoneFits(t *table.Table, z table.Zone, m engine.Measure) error {
	if by, edge := offTable(z.Area.Bounds(), t.Width, t.Depth); by > 0 {
		return fmt.Errorf("player %d's zone would be %s off the %s edge", z.Player, m.Format(by), edge)
	}
	return nil
}

// ObjectiveFits says whether an objective marker lies wholly on the table.
func ObjectiveFits(t *table.Table, o table.Objective, m engine.Measure) error {
	if by, edge := offTable(geom.Circle{C: o.Pos, R: o.Radius}.Bounds(), t.Width, t.Depth); by > 0 {
		return fmt.Errorf("%s would be %s off the %s edge", o.Name, m.Format(by), edge)
	}
	return nil
}
