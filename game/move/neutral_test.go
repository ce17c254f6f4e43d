package move

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The solver knows no rulebook: no file of the package, tests included,
// names one or cites its sections. (The words are spelled in pieces here
// so that this file passes too.)
func TestNeutralWords(t *testing.T) {
	banned := []string{"kow" + "2", "\u00a7", "Kings " + "of War", "Warham" + "mer"}
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) < 10 {
		t.Fatalf("%d files: %v", len(files), err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			for _, w := range banned {
				if strings.Contains(strings.ToLower(line), strings.ToLower(w)) {
					t.Errorf("%s:%d names a rulebook (%q): %s", f, i+1, w, strings.TrimSpace(line))
				}
			}
		}
	}
}
