package gamefiles

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing/fstest"

	armylists "warbench/game/armies"
	"warbench/game/armybuild"
	"warbench/game/bsdata"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/input"
)

var _ input.ArmyShop = (*Starts)(nil)

// ArmyBuilder is a builder over the units of every army New game offers
// under the system (built-in, and the player's own from the Library) and
// of the BattleScribe catalogues in the Library (every unit in each of
// its sizes), to limit points.
func (s *Starts) ArmyBuilder(system string, limit int) (*armybuild.Builder, error) {
	rs, err := rules.Lookup(system)
	if err != nil {
		return nil, err
	}
	sys, ok := armylists.ByID(system)
	if !ok {
		return nil, errors.New(rs.Name() + " has no army lists to build")
	}
	var units []armylists.Unit
	for _, st := range s.Systems() {
		if st.ID != system {
			continue
		}
		for _, p := range st.Armies {
			part, err := s.read(p.Key)
			if err != nil {
				continue
			}
			a, err := scenario.LoadArmy(fstest.MapFS{part.Name: {Data: part.Text}}, part.Name, rs)
			if err != nil {
				continue
			}
			units = append(units, a.List(part.Name)...)
		}
	}
	units = append(units, s.libraryCatalogues(system)...)
	var items []armylists.Artefact
	if a, ok := sys.(armylists.Artefacts); ok {
		items = a.Artefacts()
	}
	cat := armybuild.NewCatalogue(units, items)
	if len(cat) == 0 {
		return nil, errors.New("there is no army file to take units from")
	}
	return armybuild.New(sys, cat, limit), nil
}

// SaveArmy writes the army built into the Library as NAME.army.yaml
// (replacing a file of that name only when asked to), atomically, and reads the systems
// again so that New game offers it. It returns the file's name.
func (s *Starts) SaveArmy(name string, b *armybuild.Builder, replace bool) (string, error) {
	if s.Library == "" {
		return "", errors.New("there is no library folder to save armies in")
	}
	data, err := b.Write(name)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(s.Library, 0o755); err != nil {
		return "", err
	}
	file := scenario.Slug(name) + ".army.yaml"
	path := filepath.Join(s.Library, file)
	if _, err := os.Lstat(path); err == nil && !replace {
		return file, input.ErrArmyExists
	}
	if err := save.WriteFileAtomic(path, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return "", err
	}
	s.found, s.systems = nil, nil
	s.Systems()
	return file, nil
}

// libraryCatalogues are the units of the BattleScribe catalogues (.cat)
// in the Library whose game system (the .gst beside them) the system
// reads, in each reading the system offers (armies.Variants). A
// catalogue that does not load is left out.
func (s *Starts) libraryCatalogues(system string) []armylists.Unit {
	if s.Library == "" {
		return nil
	}
	cats, _ := filepath.Glob(filepath.Join(s.Library, "*.cat"))
	var out []armylists.Unit
	for _, cat := range cats {
		gst, err := bsdata.SystemBeside(cat)
		if err != nil {
			continue
		}
		d, err := bsdata.LoadCatalogue(gst, cat)
		if err != nil {
			continue
		}
		sys, ok := armylists.For(d.System)
		if !ok || sys.ID() != system {
			continue
		}
		units, _ := d.Units(cat)
		for _, u := range units {
			switch v, ok := sys.(armylists.Variants); {
			case !u.HasProfile(): // a formation or a list of options
			case ok: // every size and office the builder may offer
				out = append(out, v.Variants(u)...)
			default:
				out = append(out, sys.Unit(u))
			}
		}
	}
	return out
}
