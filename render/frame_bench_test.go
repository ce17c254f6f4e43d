package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/input"
)

// BenchmarkFrame is one Update + Draw of the default battle with a unit
// selected (its arcs drawn) and the cursor moving over the table, as in
// play. Budget (DESIGN.md): ≤ 4 ms of CPU per frame. Each iteration ends
// by reading back one pixel, which makes ebiten flush the frame's draw
// commands, so the figure includes submitting (and, under software
// rendering, rasterising) the frame. The static layer is cached, so only
// the first iteration redraws the table and terrain.
func BenchmarkFrame(b *testing.B) {
	a := defaultApp(b)
	pc := &a.game.State.Pieces[0]
	clickAt(a, pc.Pose.Pos)
	dst := ebiten.NewImage(testW, testH)
	defer dst.Deallocate()
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		cur := geom.V(200+float64(i%400), 300+float64(i%200))
		a.Step(input.Frame{Cursor: cur, ScreenW: testW, ScreenH: testH})
		a.DrawTo(dst)
		one.ReadPixels(px)
	}
	b.StopTimer()
	if n := a.StaticRedraws(); n != 1 {
		b.Fatalf("static layer redrawn %d times; the camera did not move", n)
	}
}
