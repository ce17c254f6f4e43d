package render

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/input"
)

// BenchmarkFrame is one Update + Draw of the default battle with a unit
// selected (its arcs drawn) and the cursor moving over the table, as in
// play. Budget (DESIGN.md): ≤ 4 ms of CPU per frame for Update + Draw.
//
// The timed part is what the program does on its own thread each frame:
// sampling input, the controller, and building the draw commands. Each
// iteration then reads back one pixel, outside the timer, which makes
// ebiten flush the frame to the GPU as the end of a real frame does; under
// software rendering (llvmpipe) that flush also rasterises the frame on the
// CPU, so it is reported separately as flush-ms. The static layer is cached:
// only the first iteration redraws the table and terrain.
func BenchmarkFrame(b *testing.B) {
	a := defaultApp(b)
	pc := &a.game.State.Pieces[0]
	clickAt(a, pc.Pose.Pos)
	dst := ebiten.NewImage(testW, testH)
	defer dst.Deallocate()
	px := make([]byte, 4)
	one := dst.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	a.DrawTo(dst)
	one.ReadPixels(px)
	var flush time.Duration
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		cur := geom.V(200+float64(i%400), 300+float64(i%200))
		a.Step(input.Frame{Cursor: cur, ScreenW: testW, ScreenH: testH})
		a.DrawTo(dst)
		b.StopTimer()
		start := time.Now()
		one.ReadPixels(px)
		flush += time.Since(start)
		b.StartTimer()
	}
	b.StopTimer()
	b.ReportMetric(float64(flush.Microseconds())/1000/float64(b.N), "flush-ms")
	if n := a.StaticRedraws(); n != 1 {
		b.Fatalf("static layer redrawn %d times; the camera did not move", n)
	}
}
