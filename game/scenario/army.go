package scenario

import (
	"errors"
	"io/fs"
	"maps"
	"slices"

	"warbench/game/engine"
)

// maxUnits bounds the units of an army file.
const maxUnits = 256

// army is a checked army file.
type army struct {
	doc   *doc
	name  string
	units []armyUnit     // in file order, the good ones
	byID  map[string]int // unit id → index in units
	known map[string]int // every id in the file → index in the file, good or bad
	file  armyFile       // as read, for army selection (LoadArmy)
}

// armyUnit is one good unit, ready to be placed: a Piece without ID, owner
// or pose.
type armyUnit struct {
	index int // in the file's units list
	id    string
	piece engine.Piece
}

// loadArmy reads and checks an army file under the ruleset rs. It returns
// nil when the file cannot be read at all.
func loadArmy(fsys fs.FS, path string, rs engine.Ruleset, errs *ErrorList, ref *doc, refField string) *army {
	var af armyFile
	d := readDoc(fsys, path, &af, errs, ref, refField)
	if d == nil {
		return nil
	}
	a := &army{doc: d, name: af.Name, byID: map[string]int{}, known: map[string]int{}, file: af}
	if af.Name == "" {
		d.errorf("name", "missing name")
	}
	if af.Points < 0 {
		d.errorf("points", "must not be negative, got %d", af.Points)
	}
	switch {
	case len(af.Units) == 0:
		d.errorf("units", "missing units: an army needs at least one")
		return a
	case len(af.Units) > maxUnits:
		d.errorf("units", "too many units: %d (at most %d)", len(af.Units), maxUnits)
		return a
	}
	for i, u := range af.Units {
		field := index("units", i)
		if u.ID == "" {
			d.errorf(join(field, "id"), "missing id")
		} else if j, dup := a.known[u.ID]; dup {
			d.errorf(join(field, "id"), "duplicate unit id %q (first used by units[%d])", u.ID, j)
			continue
		} else {
			a.known[u.ID] = i
		}
		if p, ok := d.unit(u, field, rs); ok && u.ID != "" {
			a.byID[u.ID] = len(a.units)
			a.units = append(a.units, armyUnit{index: i, id: u.ID, piece: p})
		}
	}
	return a
}

// unit checks one unit and builds its piece.
func (d *doc) unit(u unit, field string, rs engine.Ruleset) (engine.Piece, bool) {
	ok := true
	if u.Name == "" {
		d.errorf(join(field, "name"), "missing name")
		ok = false
	}
	var bw, bd float64
	if u.Base != nil {
		if len(u.Base) != 2 {
			d.errorf(join(field, "base"), "want [width, depth] in mm, got %d numbers", len(u.Base))
			ok = false
		} else if d.inRange(u.Base[0], join(field, "base")) && d.inRange(u.Base[1], join(field, "base")) {
			bw, bd = u.Base[0], u.Base[1]
		} else {
			ok = false
		}
	}
	if u.Height != nil && (*u.Height < 0 || *u.Height > maxHeight) {
		d.errorf(join(field, "height"), "must be 0 to %d, got %d", maxHeight, *u.Height)
		ok = false
	}
	stats := make([]engine.Stat, 0, len(u.Stats))
	for _, name := range slices.Sorted(maps.Keys(u.Stats)) {
		v := u.Stats[name]
		switch {
		case name == "":
			d.errorf(join(field, "stats"), "a stat needs a name")
			ok = false
		case v < 0:
			d.errorf(join(join(field, "stats"), name), "must not be negative, got %d", v)
			ok = false
		}
		stats = append(stats, engine.Stat{Name: name, Value: v})
	}
	for k, s := range u.Special {
		if s == "" {
			d.errorf(index(join(field, "special"), k), "empty special rule")
			ok = false
		}
	}
	if !ok {
		return engine.Piece{}, false
	}
	// The ruleset sees the rules in file order, so an error names the
	// file's special[k]; the piece keeps them sorted (Piece.HasRule).
	spec := engine.UnitSpec{Name: u.Name, Type: u.Type, Size: u.Size, BaseW: bw, BaseD: bd, Stats: stats, Rules: slices.Clone(u.Special)}
	special := slices.Sorted(slices.Values(u.Special))
	if u.Height != nil {
		spec.Height, spec.HeightGiven = *u.Height, true
	}
	fit, err := rs.Unit(spec)
	if err != nil {
		if fe, isField := errors.AsType[*engine.FieldError](err); isField {
			d.errorf(join(field, fe.Field), "%s", fe.Msg)
		} else {
			d.errorf(field, "%v", err)
		}
		return engine.Piece{}, false
	}
	pts := 0
	for _, s := range stats {
		if s.Name == "pts" {
			pts = s.Value
		}
	}
	return engine.Piece{
		Name:      u.Name,
		Type:      u.Type,
		Size:      u.Size,
		Footprint: fit.Footprint,
		Formation: fit.Formation,
		Height:    fit.Height,
		Points:    pts,
		Stats:     stats,
		Rules:     special,
	}, true
}
