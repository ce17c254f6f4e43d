package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// BenchmarkFrameDice is BenchmarkFrame while the tray plays a 60-dice
// roll over and over and the battle log holds a few hundred events: what
// the overlays add to a frame in the worst case.
func BenchmarkFrameDice(b *testing.B) {
	a := defaultApp(b)
	levy := pieceNamed(b, a.game.State, "Cinderfolk Levy")
	faces := make([]int, 60)
	for i := range faces {
		faces[i] = 1 + (i*5)%6
	}
	big := roll(levy.ID, 4, "to hit", "Cinderfolk Levy attack: many hits.", faces...)
	for range 100 {
		logEntry(a, big, engine.Event{Kind: engine.Damaged, Piece: levy.ID, Rule: "kow2/5.5", Text: "Cinderfolk Levy take 1 damage."},
			engine.Event{Kind: engine.PhaseChanged, Rule: "kow2/4.1", Text: "Turn 2, player 1: melee phase"})
	}
	a.ctrl.Tray.SetSpeed(input.SpeedOff)
	tick(a)
	a.ctrl.Tray.SetSpeed(input.SpeedNormal)
	dst := ebiten.NewImage(testW, testH)
	defer dst.Deallocate()
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if !a.ctrl.Tray.Busy() {
			a.ctrl.Tray.Push(big)
		}
		cur := geom.V(200+float64(i%400), 300+float64(i%200))
		a.Step(input.Frame{Cursor: cur, ScreenW: testW, ScreenH: testH})
		a.DrawTo(dst)
		b.StopTimer()
		one.ReadPixels(px)
		b.StartTimer()
	}
}
