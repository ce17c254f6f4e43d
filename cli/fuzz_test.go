package cli

import (
	"bytes"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

var (
	fuzzOnce  sync.Once
	fuzzStart *engine.Game // the built-in battle, started
)

// started returns a copy of the built-in battle after Start.
func started(t testing.TB) *engine.Game {
	fuzzOnce.Do(func() {
		sc, _, err := openScenario("")
		if err != nil {
			t.Fatal(err)
		}
		fuzzStart = &engine.Game{Rules: sc.Rules, State: sc.State}
		fuzzStart.Start()
	})
	return &engine.Game{Rules: fuzzStart.Rules, State: fuzzStart.State.Clone()}
}

// FuzzOrders: whatever the orders file, parsing never panics, and giving
// what parses to the built-in battle never panics and never breaks the
// State's invariants: pieces sorted by ID with sorted counters, finite
// poses, on the table, not overlapping.
func FuzzOrders(f *testing.F) {
	for _, name := range []string{"opening", "whatif", "setup"} {
		b, err := os.ReadFile("testdata/" + name + ".orders.jsonl")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"order":"end-phase"}` + "\n" + `{"order":"kow/charge","unit":12,"target":3}` + "\n"))
	f.Add([]byte(`{"order":"end-phase"}` + "\n" + `{"order":"kow/advance","unit":"Foamrunners","to":{"at":[60,30],"facing":200}}` + "\n"))
	f.Add([]byte(`{"kind":"kow/sidestep","order":{"by":2,"unit":13,"steps":[{"kind":"straight","dir":[1,0],"dist":1e300}]}}`))
	f.Add([]byte(`{"kind":"kow/multi-charge","order":{"by":2,"target":1,"units":[12,12]}}`))
	// Files from anyone (issue 10): a byte order mark, bytes that are not
	// UTF-8, a NUL, counters out of bounds, undo past the bound.
	f.Add([]byte("\uFEFF{\"order\":\"end-phase\"}\n{\"order\":\"kow/advance\",\"unit\":\"Foam\xffrunners\"}\n"))
	f.Add([]byte("{\"order\":\"end\x00phase\"}\n"))
	f.Add([]byte(`{"setup": {"unit": "Foamrunners", "counters": {"damage": 1000000000000}}}` + "\n" + `{"undo": 1000000}` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ds, err := ParseOrders(bytes.NewReader(data), "f")
		if err != nil {
			if !strings.HasPrefix(err.Error(), "f:") {
				t.Fatalf("an error that does not name the file: %v", err)
			}
			return
		}
		g := started(t)
		for i, d := range ds {
			if i == 50 {
				break
			}
			if applyToGame(g, d) == nil {
				invariants(t, g.State)
			}
		}
	})
}

// invariants checks what every State must keep (DESIGN.md, Reliability).
func invariants(t *testing.T, s *engine.State) {
	t.Helper()
	if !slices.IsSortedFunc(s.Pieces, func(a, b engine.Piece) int { return int(a.ID - b.ID) }) {
		t.Fatal("pieces not sorted by ID")
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if !slices.IsSortedFunc(p.Counters, func(a, b engine.Stat) int { return strings.Compare(a.Name, b.Name) }) {
			t.Fatalf("%s: counters not sorted", p.Name)
		}
		if math.IsNaN(p.Pose.Pos.X+p.Pose.Pos.Y+p.Pose.Heading) || math.IsInf(p.Pose.Pos.X+p.Pose.Pos.Y+p.Pose.Heading, 0) {
			t.Fatalf("%s: pose %v", p.Name, p.Pose)
		}
		b := p.Shape().Bounds()
		if b.Min.X < -0.01 || b.Min.Y < -0.01 || b.Max.X > s.Table.Width+0.01 || b.Max.Y > s.Table.Depth+0.01 {
			t.Fatalf("%s is off the table: %v", p.Name, b)
		}
		for j := i + 1; j < len(s.Pieces); j++ {
			q := &s.Pieces[j]
			if geom.Overlap(p.Shape(), q.Shape()) && geom.Distance(p.Shape(), q.Shape()) == 0 && penetrates(p, q) {
				t.Fatalf("%s overlaps %s", p.Name, q.Name)
			}
		}
	}
}

// penetrates reports an overlap deeper than the contact tolerance: the
// footprints shrunk by 0.01 mm still overlap.
func penetrates(p, q *engine.Piece) bool {
	shrink := func(x *engine.Piece) geom.Shape {
		r := x.Rect()
		r.W, r.D = r.W-0.02, r.D-0.02
		if x.Footprint.Round {
			return geom.Circle{C: x.Pose.Pos, R: x.Footprint.W/2 - 0.01}
		}
		return r.Poly()
	}
	return geom.Overlap(shrink(p), shrink(q))
}
