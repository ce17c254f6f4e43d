package render

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	_ "warbench/game/rules/all" // the rule systems the program links
)

// TestMain runs the tests inside a running game: ebiten draws and reads
// pixels only there (ebiten.RunGame can run once per process). The package
// needs a display: `make test` runs it under xvfb-run.
func TestMain(m *testing.M) {
	g := &testRunner{m: m}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("warbench render tests")
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
	os.Exit(g.code)
}

type testRunner struct {
	m    *testing.M
	code int
}

func (r *testRunner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *testRunner) Draw(*ebiten.Image)         {}
func (r *testRunner) Layout(int, int) (int, int) { return 320, 240 }
