package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The Warhammer side of engine.TerrainRules, so that the layout analysis
// and the terrain workshop judge a layout by these rules: sight as Sight
// draws it (§3.3), movement as worldFor plans it (§4.7, §11), and the
// words of §11 for each kind.

// paceMarch and paceMove index Paces: a march may not cross a river
// (§11); both keep out of impassable terrain and buildings.
const (
	paceMarch = iota
	paceMove
)

// terrainEffects are the rules of §11 for each kind of terrain, as the
// terrain card says them.
var terrainEffects = [...][]string{
	table.Impassable: {"Impassable: no unit enters it, units keep 1\" away; fleeing through it is a Dangerous Terrain test.",
		"Blocks sight of units no taller than its height."},
	table.Building: {"A building: impassable in this version; units keep 1\" away.", "Blocks sight of units no taller than its height."},
	table.Obstacle: {"Obstacle (wall, fence, hedge): no movement penalty; cavalry, monstrous cavalry and chariots test for dangerous terrain crossing it.",
		"Soft cover behind it (not for Large Targets); chargers fighting across it are −1 to hit in the charge round."},
	table.Difficult: {"Marshland: dangerous terrain for every unit but skirmishers when it marches, charges, flees, pursues or overruns; cavalry, monstrous cavalry and chariots fail on a 1 or 2.",
		"It never blocks sight."},
	table.Forest: {"Forest: cavalry, monstrous cavalry and chariots test for dangerous terrain when they march, charge, flee, pursue or overrun through it.",
		"Soft cover in it or seen through it; never blocks sight. A unit mostly inside cannot be steadfast; skirmishers inside are Stubborn."},
	table.Hill: {"A hill is open ground.", "A unit on it counts 2 higher for sight; a charger from it gets the high ground +1."},
	table.Water: {"River: no unit may march through it; cavalry, monstrous cavalry and chariots test for dangerous terrain.",
		"A unit partly in it gets no rank bonus and cannot be steadfast. It never blocks sight."},
	table.Decorative: {"Decorative: open ground.", "Blocks sight only of units no taller than its height."},
}

// probes are the formations a layout is judged with (§2.2): a block of
// twenty infantry five wide (the reference observer), five cavalry, a
// chariot and a monster.
var probes = []engine.Probe{
	{Name: "Infantry block", Type: "In", W: 100, D: 80, Height: 1},
	{Name: "Cavalry", Type: "Ca", W: 125, D: 50, Height: 2},
	{Name: "Chariot", Type: "Ch", W: 50, D: 100, Height: 2},
	{Name: "Monster", Type: "Mo", W: 50, D: 100, Height: 3},
}

// TerrainEffect says what a kind of terrain is under §11.
func (r *Ruleset) TerrainEffect(k table.Kind) engine.TerrainEffect {
	e := engine.TerrainEffect{BlocksSight: terrainBlocks(k)}
	switch k {
	case table.Impassable, table.Building:
		e.Impassable, e.Cover = true, true
	case table.Obstacle:
		e.Obstacle, e.Cover = true, true
	case table.Forest:
		e.Cover, e.Difficult = true, true
	case table.Difficult, table.Water:
		e.Difficult = true
	case table.Hill:
		e.RaisesUnits = true
	}
	if k >= 0 && int(k) < len(terrainEffects) {
		e.Lines = slices.Clone(terrainEffects[k])
	}
	return e
}

// Stance is a footprint's height class for sight, 2 more with its
// centre on a hill (§3.3), and the terrain its base overlaps.
func (r *Ruleset) Stance(t *table.Table, base geom.Rect, height int) engine.Stance {
	st := engine.Stance{Height: height}
	poly := base.Poly()
	for _, tr := range t.Terrain {
		for _, part := range tr.Parts {
			if tr.Kind == table.Hill && st.Hill == 0 && part.Contains(base.Center) {
				st.Hill, st.Height = tr.ID, height+2
			}
			if geom.Overlap(poly, part) {
				st.On = append(st.On, tr.ID)
				break
			}
		}
	}
	slices.Sort(st.On)
	st.On = slices.Compact(st.On)
	return st
}

// BlocksSight is Sight's terrain rule (§3.3): a piece that may block
// (terrainBlocks) blocks a line when it is at least as tall as the lower
// of the two units.
func (r *Ruleset) BlocksSight(tr *table.Terrain, obs, tgt engine.Stance) bool {
	return terrainBlocks(tr.Kind) && tr.Height >= min(obs.Height, tgt.Height)
}

// terrainBlocks says whether a kind of terrain may block a sight line by
// its height (§3.3): forests give cover instead, hills raise the units
// on them, rivers and marshes are height class 0.
func terrainBlocks(k table.Kind) bool {
	return k != table.Forest && k != table.Hill && k != table.Water && k != table.Difficult
}

// Probes are the formations of §2.2 a layout is judged with.
func (r *Ruleset) Probes() []engine.Probe { return slices.Clone(probes) }

// Paces are a march and a normal move (§4.7), fastest first.
func (r *Ruleset) Paces() []string { return []string{"March", "Move"} }

// Stops reports whether terrain is closed to a formation at a pace, as
// worldFor plans a move: impassable terrain and buildings always, a
// river to a march (§4.7, §11).
func (r *Ruleset) Stops(tr *table.Terrain, f engine.Probe, pace int) bool {
	switch tr.Kind {
	case table.Impassable, table.Building:
		return true
	case table.Water:
		return pace == paceMarch
	}
	return false
}

var _ engine.TerrainRules = (*Ruleset)(nil)

// terrainCard is the card of a piece of terrain: the words of §11 for
// its kind.
func terrainCard(t *table.Terrain) []engine.Line {
	if t.Kind < 0 || int(t.Kind) >= len(terrainEffects) {
		return nil
	}
	out := engine.Lines(engine.Plain, terrainEffects[t.Kind]...)
	return append(out, engine.Line{Text: fmt.Sprintf("(%s, height %d)", rule("11"), t.Height), Tone: engine.Dim})
}
