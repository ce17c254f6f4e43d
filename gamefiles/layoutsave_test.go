package gamefiles

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"io/fs"
	"warbench/scenarios"
)

// A layout the workshop saves lands in the Library under a free name (an
// older file of the same name is kept), later saves of the same workshop
// write over it, and the start screen offers it at once.
func TestSaveLayout(t *testing.T) {
	lib := t.TempDir()
	s := &Starts{Builtin: []fs.FS{scenarios.FS}, Library: lib}
	os.WriteFile(filepath.Join(lib, "my-table.layout.yaml"), []byte("name: Older\ntable: {width: 48, depth: 48}\n"), 0o644)
	_ = s.Systems()
	data := []byte("name: My table\ntable: {width: 72, depth: 48}\n")
	p, err := s.SaveLayout("My table", data, "")
	if err != nil || filepath.Base(p) != "my-table-2.layout.yaml" {
		t.Fatalf("saved to %q, %v", p, err)
	}
	if old, _ := os.ReadFile(filepath.Join(lib, "my-table.layout.yaml")); !strings.Contains(string(old), "Older") {
		t.Error("the older file was overwritten")
	}
	again, err := s.SaveLayout("My table", append(data, "# again\n"...), p)
	if err != nil || again != p {
		t.Fatalf("saved again to %q, %v", again, err)
	}
	found := false
	for _, sys := range s.Systems() {
		for _, l := range sys.Layouts {
			if strings.HasPrefix(l.Name, "My table · 72 x 48\"") {
				found = true
				// The workshop opens New game on it by this key.
				if l.Key != s.LayoutKey(p) {
					t.Errorf("the saved layout is offered as %q, LayoutKey gives %q", l.Key, s.LayoutKey(p))
				}
			}
		}
	}
	if !found {
		t.Error("the start screen does not offer the saved layout")
	}
}
