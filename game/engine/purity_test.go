package engine

import (
	"os/exec"
	"strings"
	"testing"
)

// The simulation never imports the engine or the UI (DESIGN.md, STYLE.md
// habit 1): game/... must build and test with no display.
func TestGameImportsNoEbitenNorUI(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-test", "warbench/game/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list returned only %d packages; the check would prove nothing", len(deps))
	}
	for _, d := range deps {
		if strings.Contains(d, "ebiten") || strings.HasPrefix(d, "warbench/render") || strings.HasPrefix(d, "warbench/input") {
			t.Errorf("game/... depends on %s", d)
		}
	}
}
