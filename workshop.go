package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/game/table"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/render"
)

// useWorkshop opens the terrain editor (-workshop, -layout FILE) on a
// layout file, or on the ruleset's first open table; Ctrl+S writes the
// layout into the Library folder, where the start screen finds it.
func useWorkshop(app *render.App, rs engine.Ruleset, files *gamefiles.Files, starts *gamefiles.Starts, path string) error {
	w, err := newWorkshop(rs, files, starts, path)
	if err != nil {
		return err
	}
	app.UseWorkshop(w)
	return nil
}

// offerWorkshop lets the start screen open the workshop on an open table.
func offerWorkshop(app *render.App, rs engine.Ruleset, files *gamefiles.Files, starts *gamefiles.Starts) {
	app.OfferWorkshop(func() (*input.Workshop, error) { return newWorkshop(rs, files, starts, "") })
}

// newWorkshop makes the editor on a layout file (or an open table), saving
// into the Library through the start screen's data (starts, which reads
// its lists again), or straight into the folder without a start screen.
func newWorkshop(rs engine.Ruleset, files *gamefiles.Files, starts *gamefiles.Starts, path string) (*input.Workshop, error) {
	name, t := "My table", table.Table{Width: 72 * geom.MMPerInch, Depth: 48 * geom.MMPerInch}
	if ts, ok := rs.(engine.TableSizer); ok && len(ts.TableSizes()) > 0 {
		t.Width, t.Depth = ts.TableSizes()[0].W, ts.TableSizes()[0].D
	}
	if path != "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			return nil, err
		}
		if t, name, err = scenario.LoadLayout(os.DirFS(filepath.Dir(abs)), filepath.Base(abs), rs); err != nil {
			return nil, err
		}
	}
	w := input.NewWorkshop(rs, name, t)
	lib := ""
	if files != nil && files.Store.Games != "" {
		lib = filepath.Join(filepath.Dir(files.Store.Games), "library")
	}
	if starts == nil {
		starts = &gamefiles.Starts{Library: lib}
	}
	// The file this workshop saves to, once it has, while the table keeps
	// its name: a table named again is saved to a new file.
	saved, savedName := "", ""
	w.Save = func(name string, data []byte) (string, error) {
		if name != savedName {
			saved = ""
		}
		p, err := starts.SaveLayout(name, data, saved)
		if err == nil {
			saved, savedName = p, name
		}
		return p, err
	}
	w.Export = func(name string, data []byte) (string, error) {
		if lib == "" {
			return "", errors.New("there is no Library folder to write pictures in")
		}
		if err := os.MkdirAll(lib, 0o755); err != nil {
			return "", err
		}
		p := filepath.Join(lib, scenario.Slug(name)+"-analysis.png")
		return p, save.WriteFileAtomic(p, func(out io.Writer) error { _, err := out.Write(data); return err })
	}
	return w, nil
}
