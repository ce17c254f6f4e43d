package cli

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warbench/game/rules"
)

// sim plays every built-in scenario of every system, whatever its
// victory condition (a pitched battle the players deploy, a battle with
// a building in the middle...): each starts, prints its first entry and
// exits cleanly.
func TestSimEveryBuiltinScenario(t *testing.T) {
	n := 0
	for i, fsys := range rules.Scenarios() {
		dir := filepath.Join(t.TempDir(), "builtin", string(rune('a'+i)))
		err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				return err
			}
			to := filepath.Join(dir, filepath.FromSlash(p))
			if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
				return err
			}
			return os.WriteFile(to, data, 0o644)
		})
		if err != nil {
			t.Fatal(err)
		}
		paths, _ := filepath.Glob(filepath.Join(dir, "*", "*.scenario.yaml"))
		for _, p := range paths {
			code, out, errOut := run(t, "", "sim", "-scenario", p)
			if code != ExitOK || !strings.Contains(out, `"kind": "start"`) {
				t.Errorf("%s: exit %d: %s", filepath.Base(p), code, errOut)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no built-in scenarios")
	}
}
