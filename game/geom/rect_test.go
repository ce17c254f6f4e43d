package geom

import (
	"math"
	"testing"
)

func TestRectCorners(t *testing.T) {
	s3 := math.Sqrt(3)
	cases := []struct {
		name   string
		r      Rect
		want   [4]Vec // FL, FR, RR, RL
		leader Vec
	}{
		{"facing +y", unitRect, [4]Vec{V(-50, 25), V(50, 25), V(50, -25), V(-50, -25)}, V(0, 25)},
		{"facing +x (90° clockwise)", Rect{V(10, 20), Deg(90), 100, 50},
			[4]Vec{V(35, 70), V(35, -30), V(-15, -30), V(-15, 70)}, V(35, 20)},
		{"facing -y", Rect{V(0, 0), Deg(180), 100, 50},
			[4]Vec{V(50, -25), V(-50, -25), V(-50, 25), V(50, 25)}, V(0, -25)},
		{"facing -x (heading -90°)", Rect{V(0, 0), Deg(-90), 100, 50},
			[4]Vec{V(-25, -50), V(-25, 50), V(25, 50), V(25, -50)}, V(-25, 0)},
		{"30°", Rect{V(0, 0), Deg(30), 40, 20},
			[4]Vec{V(5-10*s3, 5*s3+10), V(5+10*s3, 5*s3-10), V(-5+10*s3, -5*s3-10), V(-5-10*s3, -5*s3+10)},
			V(5, 5*s3)},
	}
	for _, c := range cases {
		got := c.r.Corners()
		for i, name := range []string{"FL", "FR", "RR", "RL"} {
			checkVec(t, c.name+" "+name, got[i], c.want[i])
		}
		checkVec(t, c.name+" LeaderPoint", c.r.LeaderPoint(), c.leader)
		checkVec(t, c.name+" FrontEdge.A", c.r.FrontEdge().A, c.want[0])
		checkVec(t, c.name+" FrontEdge.B", c.r.FrontEdge().B, c.want[1])
		checkVec(t, c.name+" RightEdge.B", c.r.RightEdge().B, c.want[2])
		checkVec(t, c.name+" RearEdge.B", c.r.RearEdge().B, c.want[3])
		checkVec(t, c.name+" LeftEdge.B", c.r.LeftEdge().B, c.want[0])
		p := c.r.Poly()
		if !p.Valid() {
			t.Errorf("%s: Poly %v not valid (CCW convex)", c.name, p)
		}
		checkF(t, c.name+" Poly area", p.Area(), c.r.W*c.r.D)
		checkF(t, c.name+" Area", c.r.Area(), c.r.W*c.r.D)
		b := c.r.Bounds()
		want := BoxAround(got[:])
		checkVec(t, c.name+" Bounds.Min", b.Min, want.Min)
		checkVec(t, c.name+" Bounds.Max", b.Max, want.Max)
	}
}

func TestRectFrames(t *testing.T) {
	r := Rect{V(10, 20), Deg(90), 100, 50}
	checkVec(t, "Forward", r.Forward(), V(1, 0))
	checkVec(t, "Right", r.Right(), V(0, -1))
	// A point 5 to the right and 7 in front.
	p := V(17, 15)
	checkVec(t, "Local", r.Local(p), V(5, 7))
	checkVec(t, "World", r.World(V(5, 7)), p)
	checkVec(t, "World(Local)", r.World(r.Local(V(-3, 44))), V(-3, 44))
	if got := r.WithPose(Pose{V(1, 2), 0.5}); got != (Rect{V(1, 2), 0.5, 100, 50}) {
		t.Errorf("WithPose = %v", got)
	}
	if got := r.Pose(); got != (Pose{V(10, 20), Deg(90)}) {
		t.Errorf("Pose = %v", got)
	}
}

func TestRectContains(t *testing.T) {
	r := Rect{V(0, 0), Deg(30), 100, 50}
	cases := []struct {
		name string
		l    Vec // local point
		want bool
	}{
		{"centre", V(0, 0), true},
		{"inside", V(49, 24), true},
		{"front edge", V(10, 25), true},
		{"corner", V(50, 25), true},
		{"within Eps of the side", V(50+Eps*0.9, 0), true},
		{"beyond Eps of the side", V(50+Eps*1.1, 0), false},
		{"within Eps of the corner diagonally", V(50+Eps*0.7, 25+Eps*0.7), true},
		{"beyond Eps of the corner diagonally", V(50+Eps*0.8, 25+Eps*0.8), false},
		{"far", V(0, 100), false},
	}
	for _, c := range cases {
		if got := r.Contains(r.World(c.l)); got != c.want {
			t.Errorf("%s: Contains = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRectAppendPolyNoAlloc(t *testing.T) {
	buf := make(Poly, 0, 4)
	r := unitRect
	allocs := testing.AllocsPerRun(100, func() { buf = r.AppendPoly(buf) })
	if allocs != 0 {
		t.Errorf("AppendPoly allocates %v times", allocs)
	}
	if len(buf) != 4 || !buf.Valid() {
		t.Errorf("AppendPoly = %v", buf)
	}
}
