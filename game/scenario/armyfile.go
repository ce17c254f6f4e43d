package scenario

import (
	"io/fs"

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
		au := ArmyUnit{ID: u.id, Piece: u.piece, Irregular: fu.Irregular, Allied: fu.Allied, Legend: fu.Legend, Artefact: fu.Artefact, Spells: fu.Spells}
		au.Base = [2]float64{u.piece.Formation.ModelW, u.piece.Formation.ModelD}
		out.Units = append(out.Units, au)
	}
	return out, nil
}
