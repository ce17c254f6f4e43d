package render

import (
	"fmt"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/input"
)

// roll is a hand-made Rolled event by piece: faces of D6 (need 0: a sum).
func roll(piece engine.PieceID, need int, purpose, text string, faces ...int) engine.Event {
	ev := engine.Event{Kind: engine.Rolled, Piece: piece, Rule: "kow2/5.3", Need: need, Text: text}
	for _, f := range faces {
		ev.Dice = append(ev.Dice, dice.Die{Sides: 6, Face: f, Purpose: purpose})
		if need > 0 && input.Succeeds(f, need) {
			ev.Value++
		}
	}
	if need == 0 {
		ev.Value = dice.Sum(ev.Dice)
	}
	return ev
}

// logEntry appends an entry of events to the game's log, as Game.Do does.
func logEntry(a *App, evs ...engine.Event) {
	a.game.Log = append(a.game.Log, engine.Entry{Order: engine.EndPhase{By: a.game.State.Active}, Events: evs})
}

func tick(a *App) { a.Step(input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH}) }

// playTray ticks until the tray has nothing left to play.
func playTray(t *testing.T, a *App) {
	t.Helper()
	for range 5000 {
		tick(a)
		if !a.ctrl.Tray.Busy() {
			return
		}
	}
	t.Fatal("the tray never finished")
}

// dieFaceAt is a point on die i of the roll on show, at rest, that is
// never a pip (between the top pips of every face), and the grid.
func dieFaceAt(a *App, i int) (geom.Vec, input.DiceGrid) {
	r := a.ctrl.Tray.Roll
	box := a.ctrl.TrayBox()
	succ := -1
	if r.Success() {
		succ = r.Successes
	}
	g := input.LayoutDice(input.TrayDiceArea(box), len(r.Dice), succ)
	c := g.Sorted[r.Dice[i].Sorted]
	return c.Add(geom.V(0, -0.26*g.Size)), g
}

// The tray plays a shooting attack: the dice tumble, land, the re-rolled
// one lands twice, and the tray ends on exactly the event's faces, hits
// bright on the left and misses dim on the right. State.Dice is untouched.
func TestTrayEndsOnTheEventsFaces(t *testing.T) {
	a := defaultApp(t)
	s := a.game.State
	lancers := pieceNamed(t, s, "Sunforged Lancers")
	before := s.Dice.Count()
	hit := roll(lancers.ID, 4, "to hit", "Sunforged Lancers attack Reefspine Pikes: 6 hits (10 dice, 4+).", 6, 2, 4, 1, 5, 3, 6, 4, 2, 5)
	hit.Dice[3].Was = 1
	hit.Dice[3].Face = 3
	hit.Value = 6
	history := 0
	for _, e := range a.game.Log {
		history += len(e.Events)
	}
	logEntry(a, hit)
	for range 12 {
		tick(a)
	}
	if !a.ctrl.Tray.Visible() || a.ctrl.Tray.Roll.Final() {
		t.Fatal("the roll is not playing")
	}
	keep(t, draw(a), "tray-tumble.png")
	if a.log.events != history {
		t.Fatalf("the battle log shows %d events while the dice roll, want the %d before the roll", a.log.events, history)
	}
	for range 36 {
		tick(a)
	}
	keep(t, draw(a), "tray-landed.png")
	playTray(t, a)
	r := a.ctrl.Tray.Roll
	for i, d := range r.Dice {
		if d.Shown != hit.Dice[i].Face {
			t.Errorf("die %d shows %d, the event rolled %d", i, d.Shown, hit.Dice[i].Face)
		}
	}
	if !r.Dice[3].Rerolled {
		t.Error("the re-rolled die is not marked")
	}
	if s.Dice.Count() != before {
		t.Fatalf("the tray rolled %d dice from State.Dice", s.Dice.Count()-before)
	}
	img := draw(a)
	keep(t, img, "tray-final.png")
	if a.log.events != history+1 {
		t.Fatalf("the battle log shows %d events after the roll, want %d", a.log.events, history+1)
	}
	for i, d := range r.Dice {
		p, _ := dieFaceAt(a, i)
		want := colDieMiss
		if d.Success {
			want = colDieHit
		}
		if c := img.At(int(p.X), int(p.Y)); !near(c, want, 16) {
			t.Errorf("die %d (face %d) at %v is %v, want %v", i, d.Shown, p, c, want)
		}
	}
}

// With the dice speed off, the first frame after the order shows the
// result: the nerve test's two dice on their faces.
func TestTrayOffShowsTheFirstFrame(t *testing.T) {
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 20, 0))
	a := testApp(t, s, Options{Title: "off", DiceSpeed: input.SpeedOff})
	logEntry(a, roll(1, 4, "to hit", "Spears attack: 1 hit.", 3, 5, 1),
		roll(1, 0, "nerve", "Nerve test of Spears: 7 + 3 damage = 10 against 13/15: Steady.", 3, 4))
	tick(a)
	tr := &a.ctrl.Tray
	if tr.Busy() || !tr.Roll.Final() || tr.Roll.Dice[0].Shown != 3 || tr.Roll.Dice[1].Shown != 4 {
		t.Fatalf("first frame: %+v", tr.Roll)
	}
	img := draw(a)
	keep(t, img, "tray-off.png")
	for i := range 2 {
		p, _ := dieFaceAt(a, i)
		if c := img.At(int(p.X), int(p.Y)); !near(c, colDie, 16) {
			t.Errorf("die %d at %v is %v, want the die colour", i, p, c)
		}
	}
}

// Sixty dice fit the tray, sorted into hits and misses.
func TestTrayFitsSixtyDice(t *testing.T) {
	a := defaultApp(t)
	faces := make([]int, 60)
	for i := range faces {
		faces[i] = 1 + (i*7+i/6)%6
	}
	ev := roll(pieceNamed(t, a.game.State, "Cinderfolk Levy").ID, 3, "to hit", "Cinderfolk Levy attack Tidewrack Riders.", faces...)
	ev.Text = fmt.Sprintf("Cinderfolk Levy attack Tidewrack Riders: %d hits (60 dice, 3+).", ev.Value)
	logEntry(a, ev)
	playTray(t, a)
	img := draw(a)
	keep(t, img, "tray-sixty.png")
	box := a.ctrl.TrayBox()
	for i := range 60 {
		p, g := dieFaceAt(a, i)
		if g.Size < 20 || !box.Contains(p) {
			t.Fatalf("die %d at %v (size %.1f) is not in the tray %v", i, p, g.Size, box)
		}
	}
}

// When the turn passes, the table is covered until the next player is
// ready: a click on a unit does nothing.
func TestHandoffBlocksTheTable(t *testing.T) {
	a := defaultApp(t)
	s := a.game.State
	p := s.Active
	for s.Active == p {
		if _, err := a.game.Do(engine.EndPhase{By: p}); err != nil {
			t.Fatal(err)
		}
	}
	last := &a.game.Log[len(a.game.Log)-1]
	last.Events = append([]engine.Event{roll(0, 0, "nerve", "A last roll before the turn passes.", 2, 5)}, last.Events...)
	tick(a)
	if !a.ctrl.Handoff.Pending {
		t.Fatal("the hand-off did not wait for the dice")
	}
	keep(t, draw(a), "handoff-pending.png")
	playTray(t, a)
	tick(a)
	img := draw(a)
	keep(t, img, "handoff.png")
	if !a.ctrl.Handoff.Showing {
		t.Fatal("no hand-off screen")
	}
	if c := img.At(200, 200); !near(c, colHandoff, 2) {
		t.Fatalf("the table shows through the hand-off screen: %v", c)
	}
	pikes := pieceNamed(t, s, "Reefspine Pikes")
	clickAt(a, pikes.Pose.Pos)
	if a.ctrl.Selected != 0 {
		t.Fatal("a click on a unit went through the hand-off screen")
	}
	for range 30 {
		tick(a)
	}
	key(a, input.KeyEnter)
	clickAt(a, pikes.Pose.Pos)
	if a.ctrl.Handoff.Showing || a.ctrl.Selected != pikes.ID {
		t.Fatalf("after Enter: showing %v, selected %d", a.ctrl.Handoff.Showing, a.ctrl.Selected)
	}
}

// The battle log lists every event under its turn and phase, follows the
// newest, and scrolls back with the wheel.
func TestBattleLog(t *testing.T) {
	a := defaultApp(t)
	s := a.game.State
	levy, riders := pieceNamed(t, s, "Cinderfolk Levy"), pieceNamed(t, s, "Tidewrack Riders")
	for turn := 1; turn <= 4; turn++ {
		logEntry(a, engine.Event{Kind: engine.PhaseChanged, Rule: "kow2/4.1", Text: fmt.Sprintf("Turn %d, player 1: shooting phase", turn)})
		logEntry(a,
			roll(levy.ID, 5, "to hit", "Cinderfolk Levy shoot at Tidewrack Riders: 2 hits (8 dice, 5+, long range).", 5, 2, 6, 1, 3, 4, 2, 4),
			roll(levy.ID, 4, "to damage", "1 of 2 hits damage Tidewrack Riders (4+).", 4, 2),
			engine.Event{Kind: engine.Damaged, Piece: riders.ID, Rule: "kow2/5.5", Value: 1, Text: "Tidewrack Riders take 1 damage (1 in all)."},
			roll(riders.ID, 0, "nerve", "Nerve test of Tidewrack Riders: 7 + 1 damage = 8 against 14/16: Steady.", 3, 4))
	}
	a.ctrl.Tray.SetSpeed(input.SpeedOff)
	tick(a)
	img := draw(a)
	keep(t, img, "log.png")
	lv := &a.ctrl.Log
	if lv.Box.Max.Y-lv.Box.Min.Y < 100 || !lv.Follow || lv.Top == 0 {
		t.Fatalf("log view %+v: want a box, following the newest line, scrolled", lv)
	}
	// The log's rows sit inside the panel, under the card, above the buttons.
	if lv.Box.Min.X < a.ctrl.Layout.Panel.Min.X || lv.Box.Max.Y > a.ctrl.PanelButtons()[0].Box.Min.Y {
		t.Fatalf("log box %v leaves its place in the panel", lv.Box)
	}
	top := lv.Top
	f := input.Frame{Cursor: lv.Box.Min.Lerp(lv.Box.Max, 0.5), ScreenW: testW, ScreenH: testH, Wheel: 3}
	a.Step(f)
	if lv.Top >= top || lv.Follow {
		t.Fatalf("the wheel did not scroll back: top %v → %v", top, lv.Top)
	}
	logEntry(a, engine.Event{Kind: engine.Moved, Piece: levy.ID, Rule: "kow2/4.3", Text: "Cinderfolk Levy Halt."})
	tick(a)
	scrolled := lv.Top
	keep(t, draw(a), "log-scrolled.png")
	if lv.Top != scrolled || lv.Follow {
		t.Fatal("a new event moved the scrolled-back log")
	}
	// With a unit selected the card takes room: the log shrinks but stays.
	a.ctrl.Log.Scroll(1e6)
	clickAt(a, riders.Pose.Pos)
	if a.ctrl.Selected != riders.ID {
		t.Fatal("the Tidewrack Riders were not selected")
	}
	keep(t, draw(a), "log-selected.png")
	if lv.Box.Max.Y-lv.Box.Min.Y <= 0 || !lv.Follow {
		t.Fatalf("with a unit selected: %+v", lv)
	}
}

// The end of the game shows a banner until it is closed; the log keeps it.
func TestGameOverBanner(t *testing.T) {
	a := defaultApp(t)
	logEntry(a, engine.Event{Kind: engine.GameEnded, Rule: "kow2/11.6", Text: "Player 1 wins, 1230 - 480"})
	tick(a)
	img := draw(a)
	keep(t, img, "gameover.png")
	if !a.ctrl.Banner.Showing {
		t.Fatal("no banner")
	}
	box := a.ctrl.Banner.Box(a.ctrl.Layout.View)
	if c := img.At(int(box.Min.X)+1, int(box.Min.Y)+1); !near(c, colBannerEdge, 10) {
		t.Errorf("banner edge is %v", c)
	}
	key(a, input.KeyEscape)
	if a.ctrl.Banner.Showing {
		t.Fatal("Esc did not close the banner")
	}
	if a.log.rows[len(a.log.rows)-1].spans[0].col != colLogHeader {
		t.Error("the log does not end with the result as a header")
	}
}

// Damaged, wavered and disordered units wear a damage badge and status
// tags, clear of their name.
func TestUnitMarkers(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 30, 20, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "horde", 42, 20, 180))
	s.Piece(1).SetCounter("damage", 4)
	s.Piece(2).SetCounter("damage", 12)
	s.Piece(2).SetCounter("wavered", 2)
	s.Piece(2).SetCounter("disordered", 2)
	a := testApp(t, s, Options{Title: "markers"})
	img := draw(a)
	keep(t, img, "markers.png")
	if len(a.marks) != 4 {
		t.Fatalf("%d markers, want 2 badges and 2 tags", len(a.marks))
	}
	for _, m := range a.marks {
		if m.badge {
			if c := img.At(int(m.at.X-m.r)+3, int(m.at.Y)); !near(c, colDamage, 20) {
				t.Errorf("badge %q at %v: %v", m.s, m.at, c)
			}
			continue
		}
		if c := img.At(int(m.at.X)+1, int(m.at.Y)+1); !near(c, m.fill, 20) {
			t.Errorf("tag %q at %v: %v", m.s, m.at, c)
		}
	}
	// Zoomed in, the markers stay at the corners, the same size.
	f := input.Frame{Cursor: a.ctrl.Camera.ToScreen(s.Piece(2).Pose.Pos), ScreenW: testW, ScreenH: testH, Wheel: 8}
	a.Step(f)
	keep(t, draw(a), "markers-zoom.png")
}

// End to end with the rules: Elite archers shoot, the tray plays the
// events the shot produced (to hit with re-rolled 1s, to damage, the
// nerve test), ends on their faces, and the target wears its damage.
func TestRealShootingThroughTheTray(t *testing.T) {
	bows := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Longbows", "Inf", "horde", 36, 14, 0, "Bows (Range 24)", "Elite"), "ra", 4), "att", 20)
	s := gametest.Table(72, 48, bows, gametest.KoW(2, 2, "Wolves", "Inf", "horde", 36, 28, 180))
	a := testApp(t, s, Options{Title: "shooting", NoHandoff: true})
	for s.Phase != "shooting" {
		if _, err := a.game.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	ev, err := a.game.Do(kow.Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	var rolls []engine.Event
	for _, e := range ev {
		if e.Kind == engine.Rolled {
			rolls = append(rolls, e)
		}
	}
	if len(rolls) == 0 {
		t.Fatalf("the shot rolled nothing: %+v", ev)
	}
	for i, want := range rolls {
		for range 25 {
			tick(a)
		}
		if i == 0 {
			keep(t, draw(a), "real-tumble.png")
			if len(a.marks) != 0 {
				t.Fatalf("markers %+v while the dice to hit still roll: the damage shows before the dice", a.marks)
			}
		}
		for a.ctrl.Tray.Roll == nil || a.ctrl.Tray.Roll.Event.Text != want.Text || !a.ctrl.Tray.Roll.Final() {
			tick(a)
		}
		for j, d := range a.ctrl.Tray.Roll.Dice {
			if d.Shown != want.Dice[j].Face {
				t.Fatalf("roll %d die %d shows %d, the rules rolled %d", i, j, d.Shown, want.Dice[j].Face)
			}
		}
		keep(t, draw(a), fmt.Sprintf("real-roll-%d.png", i))
	}
	playTray(t, a)
	keep(t, draw(a), "real-after.png")
	if d := s.Piece(2).Counter("damage"); d > 0 && (len(a.marks) != 1 || a.marks[0].s != fmt.Sprint(d)) {
		t.Fatalf("after the dice: markers %+v, want the badge %d", a.marks, d)
	}
}

// A unit routed by a nerve test stays on the table until the tray has
// shown the dice that routed it.
func TestRoutedUnitWaitsForTheDice(t *testing.T) {
	a := defaultApp(t)
	s := a.game.State
	pikes := pieceNamed(t, s, "Reefspine Pikes")
	id := pikes.ID
	s.Gone = append(s.Gone, *pikes)
	for i := range s.Pieces {
		if s.Pieces[i].ID == id {
			s.Pieces = append(s.Pieces[:i], s.Pieces[i+1:]...)
			break
		}
	}
	logEntry(a, roll(id, 0, "nerve", "Nerve test of Reefspine Pikes: 11 + 6 damage = 17 against 14/16: Routed.", 5, 6),
		engine.Event{Kind: engine.Removed, Piece: id, Rule: "kow2/7.3", Text: "Reefspine Pikes rout and are removed."})
	tick(a)
	draw(a)
	still := false
	for _, pc := range a.drawn {
		still = still || pc.ID == id
	}
	if !still {
		t.Fatal("the Pikes left the table before their nerve dice landed")
	}
	playTray(t, a)
	draw(a)
	for _, pc := range a.drawn {
		if pc.ID == id {
			t.Fatal("the Pikes are still drawn after the dice showed the rout")
		}
	}
}

// Once the game is over the banner shows each side's score breakdown in
// two columns under the result, as the ruleset words it: the area under
// the result changes from the bare banner.
func TestGameOverBannerBreakdown(t *testing.T) {
	a := defaultApp(t)
	logEntry(a, engine.Event{Kind: engine.GameEnded, Rule: "kow2/11.6", Text: "Player 1 wins, 1230 - 480"})
	tick(a)
	bare := draw(a)
	s := a.game.State
	s.Over = true
	s.Gone = append(s.Gone, s.Pieces[len(s.Pieces)-1])
	s.Pieces = s.Pieces[:len(s.Pieces)-1]
	if sc := a.game.Rules.Score(s); len(sc.Lines[1]) == 0 {
		t.Fatalf("no breakdown: %+v", sc)
	}
	img := draw(a)
	keep(t, img, "gameover-breakdown.png")
	box := a.ctrl.Banner.Box(a.ctrl.Layout.View)
	changed := 0
	for y := int(box.Min.Y) + 80; y < int(box.Max.Y)-36; y++ {
		for x := int(box.Min.X) + 4; x < int(box.Max.X)-4; x++ {
			if img.At(x, y) != bare.At(x, y) {
				changed++
			}
		}
	}
	if changed == 0 {
		t.Error("the breakdown is not drawn under the result")
	}
}

// Regression: two units side by side, close enough that their rows of
// status tags would cover each other, get rows that do not: the second
// row goes under the first.
func TestUnitMarkersDoNotOverlap(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 30, 20, 0),
		gametest.KoW(2, 1, "Shields", "Inf", "regiment", 35.5, 20, 0))
	for _, id := range []engine.PieceID{1, 2} {
		s.Piece(id).SetCounter("wavered", 2)
		s.Piece(id).SetCounter("disordered", 2)
	}
	a := testApp(t, s, Options{Title: "markers side by side"})
	keep(t, draw(a), "markers-side-by-side.png")
	var tags []geom.Box
	for _, m := range a.marks {
		if !m.badge {
			tags = append(tags, geom.Box{Min: m.at, Max: m.at.Add(geom.V(m.w, tagH))})
		}
	}
	if len(tags) != 4 {
		t.Fatalf("%d tags, want 4", len(tags))
	}
	for i := range tags {
		for j := range i {
			if tags[i].Overlaps(tags[j]) {
				t.Fatalf("tags %v and %v overlap", tags[i], tags[j])
			}
		}
	}
}
