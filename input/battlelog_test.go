package input

import (
	"testing"

	"warbench/game/geom"
)

var logBox = geom.Box{Min: geom.V(990, 300), Max: geom.V(1270, 500)} // 200 px tall

// The log follows the newest line until the player scrolls up; then new
// lines do not move it; scrolling back down follows again.
func TestLogViewFollowsUnlessScrolledUp(t *testing.T) {
	var l LogView
	l.Fit(logBox, 150)
	if l.Top != 0 || !l.Follow {
		t.Fatalf("short log: top %v follow %v", l.Top, l.Follow)
	}
	l.Fit(logBox, 500)
	if l.Top != 300 {
		t.Fatalf("following: top %v, want 300 (the newest line at the bottom)", l.Top)
	}
	l.Scroll(-100)
	if l.Top != 200 || l.Follow {
		t.Fatalf("after scrolling up: top %v follow %v", l.Top, l.Follow)
	}
	l.Fit(logBox, 800) // new events
	if l.Top != 200 {
		t.Fatalf("new events moved a scrolled view to %v", l.Top)
	}
	l.Scroll(1e6)
	if l.Top != 600 || !l.Follow {
		t.Fatalf("scrolled to the end: top %v follow %v", l.Top, l.Follow)
	}
	l.Scroll(-1e6)
	if l.Top != 0 {
		t.Fatalf("scrolled to the start: top %v", l.Top)
	}
}

// The wheel scrolls only over the log; PageUp and PageDown anywhere.
func TestLogViewWheelAndPages(t *testing.T) {
	c := newTestController(t)
	c.Log.Fit(logBox, 1000)
	top := c.Log.Top
	f := frame(geom.V(1100, 400))
	f.Wheel = 1
	c.Update(f)
	if c.Log.Top != top-logWheelPixels {
		t.Fatalf("wheel over the log: top %v, want %v", c.Log.Top, top-logWheelPixels)
	}
	scale := c.Camera.Scale
	f = frame(geom.V(1100, 100)) // over the panel, above the log
	f.Wheel = 1
	c.Update(f)
	if c.Log.Top != top-logWheelPixels || c.Camera.Scale != scale {
		t.Fatal("the wheel outside the log scrolled it or zoomed")
	}
	press(c, KeyPageUp)
	if want := top - logWheelPixels - (200 - logPageOverlap); c.Log.Top != want {
		t.Fatalf("PageUp: top %v, want %v", c.Log.Top, want)
	}
	press(c, KeyPageDown)
	press(c, KeyPageDown)
	if !c.Log.Follow {
		t.Fatal("PageDown to the end does not follow again")
	}
}
