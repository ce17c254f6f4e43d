package input

import (
	"math/rand/v2"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// rollEvent is a hand-made Rolled event: faces of D6, with need (0 for a sum).
func rollEvent(need int, faces ...int) engine.Event {
	ev := engine.Event{Kind: engine.Rolled, Rule: "kow2/5.3", Need: need, Text: "A test roll."}
	for _, f := range faces {
		ev.Dice = append(ev.Dice, dice.Die{Sides: 6, Face: f, Purpose: "to hit"})
		if need > 0 && Succeeds(f, need) {
			ev.Value++
		}
	}
	if need == 0 {
		ev.Value = dice.Sum(ev.Dice)
	}
	return ev
}

func shown(r *TrayRoll) []int {
	out := make([]int, len(r.Dice))
	for i, d := range r.Dice {
		out[i] = d.Shown
	}
	return out
}

// playOut ticks until the tray has nothing left to play, and returns how
// many ticks that took.
func playOut(t *testing.T, tr *Tray) int {
	t.Helper()
	for n := 1; n < 10000; n++ {
		tr.Tick()
		if !tr.Busy() {
			return n
		}
	}
	t.Fatal("the tray never finished")
	return 0
}

// The tray tumbles through cosmetic faces and ends on exactly the faces of
// the event, successes sorted to the left in slots 0..k-1.
func TestTrayLandsOnTheEventsFaces(t *testing.T) {
	faces := []int{1, 4, 6, 2, 3, 5, 4, 1, 6, 3}
	ev := rollEvent(4, faces...)
	var tr Tray
	tr.Push(ev)
	tr.Tick()
	if tr.Roll == nil || !tr.Roll.Dice[0].Rolling {
		t.Fatalf("after one tick the dice are not tumbling: %+v", tr.Roll)
	}
	changed := false
	first := shown(tr.Roll)
	for range 20 {
		tr.Tick()
		for i, f := range shown(tr.Roll) {
			changed = changed || f != first[i]
		}
	}
	if !changed {
		t.Error("no die changed face while tumbling")
	}
	playOut(t, &tr)
	r := tr.Roll
	if !r.Final() || r.Sort != 1 {
		t.Fatalf("not final after playing out: T %d, sort %v", r.T, r.Sort)
	}
	for i, d := range r.Dice {
		if d.Shown != faces[i] || d.Rolling || d.Angle != 0 || d.Off != (geom.Vec{}) {
			t.Errorf("die %d: %+v, want face %d at rest", i, d, faces[i])
		}
		if want := Succeeds(faces[i], 4); d.Success != want {
			t.Errorf("die %d (face %d): success %v", i, faces[i], d.Success)
		}
		if d.Success != (d.Sorted < r.Successes) {
			t.Errorf("die %d (face %d) sorted to slot %d; %d successes go first", i, faces[i], d.Sorted, r.Successes)
		}
	}
	if r.Successes != ev.Value {
		t.Errorf("%d successes, the event says %d", r.Successes, ev.Value)
	}
}

// A natural 1 fails even when the roll needs 1+ (kow2 §5.3).
func TestNaturalOneFails(t *testing.T) {
	if Succeeds(1, 1) || Succeeds(1, 0) || !Succeeds(2, 2) || Succeeds(3, 4) {
		t.Fatal("Succeeds is wrong about natural 1s or the need")
	}
}

// With the speed off, the first tick shows the final, sorted result of
// the last roll; the earlier ones go to the batch summary.
func TestTrayOffShowsTheResultAtOnce(t *testing.T) {
	tr := Tray{Speed: SpeedOff}
	tr.Push(rollEvent(4, 5, 5, 1))
	tr.Push(rollEvent(0, 3, 6))
	tr.Tick()
	if tr.Busy() || tr.Roll == nil || !tr.Roll.Final() {
		t.Fatalf("not final on the first tick: %+v", tr.Roll)
	}
	if got := shown(tr.Roll); got[0] != 3 || got[1] != 6 {
		t.Fatalf("shows %v, want the last roll's 3 6", got)
	}
	if len(tr.Earlier) != 1 || tr.Earlier[0].Need != 4 {
		t.Fatalf("earlier rolls %+v, want the 4+ roll", tr.Earlier)
	}
}

// A re-rolled die first lands on its old face, then tumbles again, marked,
// and lands on its new face.
func TestTrayRerollLandsTwice(t *testing.T) {
	ev := rollEvent(4, 6, 5)
	ev.Dice[1].Was = 1
	var tr Tray
	tr.Push(ev)
	sawWas, sawMarkedTumble := false, false
	for tr.Tick(); tr.Busy(); tr.Tick() {
		d := tr.Roll.Dice[1]
		if !d.Rolling && !d.Rerolled && d.Shown == 1 {
			sawWas = true
		}
		if d.Rolling && d.Rerolled {
			if !sawWas {
				t.Fatal("the die tumbled again before it showed its old face")
			}
			sawMarkedTumble = true
		}
	}
	d := tr.Roll.Dice[1]
	if !sawWas || !sawMarkedTumble || d.Shown != 5 || !d.Rerolled || tr.Roll.Rerolls != 1 {
		t.Fatalf("saw old face %v, marked tumble %v, end %+v", sawWas, sawMarkedTumble, d)
	}
	if tr.Roll.Dice[0].Rerolled {
		t.Error("the die that was not re-rolled is marked")
	}
}

// Skip ends the roll at once; again, it starts the next roll; with nothing
// left, the tray starts to fade.
func TestTraySkip(t *testing.T) {
	var tr Tray
	tr.Push(rollEvent(4, 2, 4, 6))
	tr.Push(rollEvent(0, 1, 1))
	tr.Tick()
	tr.Skip()
	if r := tr.Roll; !r.Final() || r.Sort != 1 || shown(r)[2] != 6 {
		t.Fatalf("skip did not end the roll: %+v", r)
	}
	tr.Skip()
	if tr.Roll.Event.Need != 0 || tr.Roll.Final() {
		t.Fatalf("second skip did not start the next roll: %+v", tr.Roll)
	}
	tr.Skip()
	tr.Skip()
	if tr.Busy() || tr.Alpha() != 1 {
		t.Fatalf("busy %v, alpha %v after skipping everything", tr.Busy(), tr.Alpha())
	}
	tr.Tick()
	if a := tr.Alpha(); a >= 1 || a <= 0 {
		t.Fatalf("alpha %v one tick after skipping the linger, want fading", a)
	}
}

// After the last roll the tray stays a few seconds, then fades and goes.
func TestTrayLingersThenFades(t *testing.T) {
	var tr Tray
	tr.Push(rollEvent(3, 3, 2))
	playOut(t, &tr)
	for range LingerTicks {
		tr.Tick()
	}
	if !tr.Visible() || tr.Alpha() != 1 {
		t.Fatalf("gone before the linger ended (alpha %v)", tr.Alpha())
	}
	tr.Tick()
	if a := tr.Alpha(); a >= 1 {
		t.Fatalf("alpha %v after the linger", a)
	}
	for range FadeTicks {
		tr.Tick()
	}
	if tr.Visible() || tr.Earlier != nil {
		t.Fatal("still visible after fading")
	}
}

// Fast is quicker than normal, normal than slow; the same rolls give the
// same animation every time (the cosmetic generator is seeded).
func TestTraySpeedsAndDeterminism(t *testing.T) {
	ticks := map[Speed]int{}
	for _, s := range []Speed{SpeedFast, SpeedNormal, SpeedSlow} {
		tr := Tray{Speed: s}
		tr.Push(rollEvent(4, 1, 2, 3, 4, 5, 6))
		ticks[s] = playOut(t, &tr)
	}
	if !(ticks[SpeedFast] < ticks[SpeedNormal] && ticks[SpeedNormal] < ticks[SpeedSlow]) {
		t.Fatalf("ticks per speed: %v", ticks)
	}
	var a, b Tray
	for _, tr := range []*Tray{&a, &b} {
		tr.Push(rollEvent(4, 1, 2, 3, 4, 5, 6))
	}
	for range 60 {
		a.Tick()
		b.Tick()
		for i := range a.Roll.Dice {
			if da, db := a.Roll.Dice[i], b.Roll.Dice[i]; da.Shown != db.Shown || da.Angle != db.Angle || da.Off != db.Off {
				t.Fatalf("tick %d die %d: %+v vs %+v", a.Roll.T, i, da, db)
			}
		}
	}
}

// The speed cycles normal → fast → off → slow → normal.
func TestSpeedCycle(t *testing.T) {
	s := SpeedNormal
	var seen []string
	for range 4 {
		s = s.Next()
		seen = append(seen, s.String())
	}
	if want := "fast off slow normal"; join(seen) != want {
		t.Fatalf("cycle %q, want %q", join(seen), want)
	}
}

func join(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += " "
		}
		out += s
	}
	return out
}

// Up to 60 dice fit the tray: inside the dice area, never touching each
// other, successes left of failures once sorted.
func TestLayoutDiceFits(t *testing.T) {
	view := geom.Box{Min: geom.V(0, 34), Max: geom.V(980, 800)}
	rng := rand.New(rand.NewPCG(1, 1))
	for n := 1; n <= 60; n++ {
		s := rng.IntN(n + 1)
		area := TrayDiceArea(TrayBox(view, n))
		for _, succ := range []int{-1, 0, s, n} {
			g := LayoutDice(area, n, succ)
			if g.Size < 20 {
				t.Errorf("%d dice (%d succeed): size %.1f px is too small to read", n, succ, g.Size)
			}
			for _, pts := range [][]geom.Vec{g.Landing, g.Sorted} {
				for i, p := range pts {
					h := g.Size / 2
					if p.X-h < area.Min.X || p.X+h > area.Max.X || p.Y-h < area.Min.Y || p.Y+h > area.Max.Y {
						t.Fatalf("%d dice (%d succeed): die %d at %v leaves the area %v", n, succ, i, p, area)
					}
					for j := range i {
						if p.Dist(pts[j]) < g.Size*1.1 {
							t.Fatalf("%d dice (%d succeed): dice %d and %d overlap", n, succ, i, j)
						}
					}
				}
			}
			if succ > 0 && succ < n {
				maxS, minF := -1e9, 1e9
				for i, p := range g.Sorted {
					if i < succ {
						maxS = max(maxS, p.X)
					} else {
						minF = min(minF, p.X)
					}
				}
				if maxS >= minF {
					t.Fatalf("%d dice, %d succeed: successes reach x %v, failures start at %v", n, succ, maxS, minF)
				}
			}
		}
	}
}

// While a roll plays, its event and everything after it are unrevealed;
// once it ends, nothing is.
func TestUnrevealedWhileTheDiceRoll(t *testing.T) {
	c := newTestController(t)
	c.Game.Log = append(c.Game.Log,
		engine.Entry{Events: []engine.Event{{Kind: engine.Moved, Text: "a move"}}},
		engine.Entry{Events: []engine.Event{rollEvent(4, 5, 6), {Kind: engine.Damaged, Piece: 2, Value: 2}}})
	var got []engine.EventKind
	collect := func() {
		got = got[:0]
		c.Unrevealed(func(ev engine.Event) { got = append(got, ev.Kind) })
	}
	collect()
	if len(got) != 3 {
		t.Fatalf("before the controller read them: unrevealed %v, want all three", got)
	}
	idle(c, 1)
	collect()
	if len(got) != 2 || got[0] != engine.Rolled || got[1] != engine.Damaged {
		t.Fatalf("while the roll plays: unrevealed %v, want the roll and the damage", got)
	}
	press(c, KeySpace)
	collect()
	if len(got) != 0 {
		t.Fatalf("after the roll: unrevealed %v", got)
	}
}
