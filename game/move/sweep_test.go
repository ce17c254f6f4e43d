package move

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// The plane sdPointBound returns lies under the signed distance
// everywhere, but for rounding in the direction from the nearest point
// (see nearGrad): checked at random points around, near the polygon's
// boundary and at its vertices, where rounding matters most.
func TestSdPointBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genPoly(t, "m")
		var x geom.Vec
		switch rapid.IntRange(0, 2).Draw(t, "where") {
		case 0:
			x = geom.V(rapid.Float64Range(-300, 300).Draw(t, "x"), rapid.Float64Range(-300, 300).Draw(t, "y"))
		case 1: // on or next to an edge
			i := rapid.IntRange(0, len(m)-1).Draw(t, "edge")
			e := geom.Poly(m).Edge(i)
			n := e.Dir().Norm()
			x = e.At(rapid.Float64Range(0, 1).Draw(t, "at")).Add(geom.V(n.Y, -n.X).Scale(rapid.SampledFrom([]float64{0, 1e-13, -1e-13, 1e-7, 3e-6, 2e-5}).Draw(t, "off")))
		default: // next to a vertex
			v := m[rapid.IntRange(0, len(m)-1).Draw(t, "vertex")]
			x = v.Add(geom.Forward(rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "dir")).Scale(rapid.SampledFrom([]float64{0, 1e-12, 1e-6, 1e-4}).Draw(t, "off")))
		}
		d, g, c := sdPointBound(m, x)
		if want := sdPoint(m, x); d != want || c < 0 || g.Len() > 1+1e-12 {
			t.Fatalf("sd %v (sdPoint %v), g %v, c %v", d, want, g, c)
		}
		for k := range 200 {
			y := x.Add(geom.Forward(float64(k) * 2.399).Scale(math.Pow(10, float64(k%9)-5)))
			if lb := d - c + g.Dot(y.Sub(x)); sdPoint(m, y) < lb-1e-9-1e-12*y.Dist(x)/nearGrad {
				t.Fatalf("at %v: sd %v below the plane's %v (x %v, g %v, c %v)", y, sdPoint(m, y), lb, x, g, c)
			}
		}
	})
}

// safeTurn never allows a turn past where the bound it solves reaches −e:
// seeded random cases, checked on the bound itself.
func TestSafeTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for range 2000 {
		u := rng.Float64() * 5
		if rng.IntN(4) == 0 {
			u = 0
		}
		rho := 1 + rng.Float64()*300
		a := rng.Float64() * 2 * math.Pi
		k := rng.Float64()
		alpha, beta := k*math.Sin(a), k*math.Cos(a)
		e := []float64{0, SweepTol, 1}[rng.IntN(3)]
		d := safeTurn(u, rho, alpha, beta, e)
		lb := func(x float64) float64 { return u + rho*(alpha*math.Sin(x)-beta*(1-math.Cos(x))) }
		for j := 0; j <= 400; j++ {
			x := min(d, 2*math.Pi) * float64(j) / 400
			if lb(x) < -e-1e-9 {
				t.Fatalf("u %v rho %v α %v β %v e %v: safe to %v, but the bound is %v at %v", u, rho, alpha, beta, e, d, lb(x), x)
			}
		}
		if !math.IsInf(d, 1) && math.Abs(lb(d)+e) > 1e-9 {
			t.Fatalf("u %v rho %v α %v β %v e %v: safe to %v, where the bound is %v, not %v", u, rho, alpha, beta, e, d, lb(d), -e)
		}
	}
}

// genSweptScene draws a rectangle, one swept turn (a wheel or a swept
// pivot) and obstacles around it, many at exactly their gap or in contact.
func genSweptScene(t *rapid.T) (*World, Body, Limits, Step) {
	b := genBody(t)
	b.Round = false
	b.D = rapid.Float64Range(20, 100).Draw(t, "depth")
	var obs []Obstacle
	for range rapid.IntRange(1, 6).Draw(t, "n") {
		o := genObstacle(t, b.Pose.Pos)
		gap := max(o.Pass, 0)
		switch rapid.IntRange(0, 3).Draw(t, "place") {
		case 0:
			o.Poly = placeAt(b, o.Poly, gap)
		case 1:
			o.Poly = placeAt(b, o.Poly, gap+rapid.Float64Range(0, 20).Draw(t, "more"))
		case 2:
			o.Poly = placeAt(b, o.Poly, gap+rapid.Float64Range(0, 80).Draw(t, "more"))
		}
		if sdBody(b, o.Poly) < max(o.Pass, o.End)-1e-9 {
			continue
		}
		obs = append(obs, o)
	}
	lim := Limits{Budget: 1e4, Pivots: 1, Wheels: 1, SweepPivots: true}
	st := Step{Kind: Wheel, Angle: geom.Deg(rapid.Float64Range(-180, 180).Draw(t, "angle"))}
	if rapid.Bool().Draw(t, "pivot") {
		st.Kind = Pivot
	}
	return NewWorld(smallTable, "edge", obs, nil), b, lim, st
}

// A swept turn keeps every gap to within SweepTol at 300 poses of its way
// (the oracle: geom's distances on poses turned here), ends where it was
// stopped in contact with what stopped it, and plans again unchanged.
func TestSweptTurnOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w, b, lim, st := genSweptScene(t)
		res := w.PlanBody(b, lim, []Step{st})
		got := res.Steps[0]
		if math.Abs(got.Angle) > math.Abs(st.Angle) || got.Angle*st.Angle < 0 {
			t.Fatalf("turned %v for %v", got.Angle, st.Angle)
		}
		c := turnCentre(b, got)
		if end := turnedBy(b, c, got.Angle); !end.Pose.Pos.Sub(res.End.Center).Near(geom.Vec{}) {
			t.Fatalf("ends at %v, the turn says %v", res.End.Center, end.Pose.Pos)
		}
		checkSwept(t, w, b, c, got.Angle, st.Kind.String())
		if len(res.Reasons) == 1 && strings.Contains(res.Reasons[0].Text, "further would take the unit") {
			// Stopped on the way: the pose it stopped at touches the gap.
			r, end := res.Reasons[0], res.EndBody()
			if r.Obstacle >= 0 {
				o := w.Obstacles[r.Obstacle]
				if f, level := sdBody(end, o.Poly), min(o.Pass, sdBody(b, o.Poly)); f > level+1e-6 {
					t.Fatalf("stopped %v from obstacle %d, whose level is %v: %s", f, r.Obstacle, level, r.Text)
				}
			} else if m := marginBody(end, w.Bounds); m > max(min(marginBody(b, w.Bounds), 0), 0)+1e-6 {
				t.Fatalf("stopped %v from the table edge: %s", m, r.Text)
			}
		}
		if again := w.PlanBody(b, lim, res.Steps); again.Clamped || again.End != res.End {
			t.Fatalf("re-planning the clamped turn: %+v", again.Reasons)
		}
	})
}
