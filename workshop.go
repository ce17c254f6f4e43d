package main

import (
	"errors"
	"os"
	"path/filepath"

	"io"
	"warbench/game/engine"
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
func useWorkshop(app *render.App, rs engine.Ruleset, files *gamefiles.Files, path string) error {
	name, t := "My table", table.Table{Width: 72 * 25.4, Depth: 48 * 25.4}
	if ts, ok := rs.(engine.TableSizer); ok && len(ts.TableSizes()) > 0 {
		t.Width, t.Depth = ts.TableSizes()[0].W, ts.TableSizes()[0].D
	}
	if path != "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			return err
		}
		if t, name, err = scenario.LoadLayout(os.DirFS(filepath.Dir(abs)), filepath.Base(abs), rs); err != nil {
			return err
		}
	}
	w := input.NewWorkshop(rs, name, t)
	lib := ""
	if files != nil && files.Store.Games != "" {
		lib = filepath.Join(filepath.Dir(files.Store.Games), "library")
	}
	w.Save = func(name string, data []byte) (string, error) {
		if lib == "" {
			return "", errors.New("there is no Library folder to save layouts in")
		}
		if err := os.MkdirAll(lib, 0o755); err != nil {
			return "", err
		}
		p := filepath.Join(lib, scenario.Slug(name)+".layout.yaml")
		return p, save.WriteFileAtomic(p, func(out io.Writer) error { _, err := out.Write(data); return err })
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
	app.UseWorkshop(w)
	return nil
}
