package scenario

import (
	"cmp"
	"io/fs"
	"slices"

	"warbench/game/armies"
	"warbench/game/engine"
)

// Army is an army file read on its own, for checking and building lists.
type Army struct {
	Name      string
	Points    int    // the points limit it is built to (0: none stated)
	Alignment string // as written
	Units     []ArmyUnit
}

// ArmyUnit is one unit of an army file: the piece the ruleset made of it,
// and what army selection needs besides.
type ArmyUnit struct {
	ID        string
	Piece     engine.Piece
	Base      [2]float64 // the model base, mm
	Irregular bool
	Allied    bool
	Legend    bool
	Artefact  string
	Spells    []string
	Alignment string // the unit's own, else the army's, as written
}

// LoadArmy reads and checks one army file under the ruleset rs. Errors
// name file:line:col and the field (an ErrorList).
func LoadArmy(fsys fs.FS, path string, rs engine.Ruleset) (*Army, error) {
	var errs ErrorList
	a := loadArmy(fsys, path, rs, &errs, nil, "")
	if len(errs) > 0 || a == nil {
		return nil, errs
	}
	af := a.file
	out := &Army{Name: a.name, Points: af.Points, Alignment: af.Alignment}
	for _, u := range a.units {
		fu := af.Units[u.index]
		au := ArmyUnit{ID: u.id, Piece: u.piece, Irregular: fu.Irregular, Allied: fu.Allied, Legend: fu.Legend, Artefact: fu.Artefact, Spells: fu.Spells, Alignment: cmp.Or(fu.Alignment, af.Alignment)}
		au.Base = [2]float64{u.piece.Formation.ModelW, u.piece.Formation.ModelD}
		out.Units = append(out.Units, au)
	}
	return out, nil
}

// List is the army's units as army lists read them (armies.Unit), for a
// system's Validate and for building lists; at names the file, before
// each unit's ID in At.
func (a *Army) List(at string) []armies.Unit {
	var out []armies.Unit
	for _, au := range a.Units {
		p := au.Piece
		u := armies.Unit{Name: p.Name, Type: p.Type, Size: p.Size, Base: au.Base, Height: p.Height,
			Stats: map[string]int{}, Rules: slices.Clone(p.Rules), Spells: au.Spells, Irregular: au.Irregular,
			Allied: au.Allied, Legend: au.Legend, Artefact: au.Artefact, Alignment: au.Alignment, Points: p.Points, At: at + ": " + au.ID}
		for _, st := range p.Stats {
			u.Stats[st.Name] = st.Value
		}
		out = append(out, u)
	}
	return out
}
