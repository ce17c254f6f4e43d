package kow_test

import (
	"fmt"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
)

// gone returns a routed unit of the owner worth pts points.
func gone(id, owner, pts int) engine.Piece {
	p := gametest.KoW(id, owner, "Gone", "Inf", "regiment", 0, 0, 0)
	p.Points = pts
	return p
}

// withPoints sets a piece's cost.
func withPoints(p engine.Piece, pts int) engine.Piece { p.Points = pts; return p }

// objective is an objective marker at (x, y) inches.
func objective(id int, x, y float64) engine.Marker {
	return engine.Marker{ID: id, Kind: kow.ObjectiveKind, Name: "Objective", Pose: geom.Pose{Pos: geom.V(x*in, y*in)},
		Footprint: engine.Footprint{W: 25, D: 25, Round: true}}
}

func score(t *testing.T, s gametest.State) engine.Score {
	t.Helper()
	s.Over = true
	return kow.New(kow.KoW2).Score(s.State)
}

// kow2 §11.3: "if the difference between the players' scores is ≥ 10% of
// the agreed army size, the higher score wins; otherwise the game is a
// draw. At 2000 pts the margin is 200." The margin comes from the agreed
// size, not the armies' points (here 100 each on the table).
func TestMarginFromAgreedSize(t *testing.T) {
	for _, c := range []struct {
		points, killed, winner int
	}{
		{2000, 200, 1}, // 200 - 0 ≥ 200: a win
		{2000, 199, 0}, // 199 < 200: a draw
		{1500, 150, 1}, // margin 150
		{1500, 149, 0},
	} {
		s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0))
		s.Points = c.points
		s.Gone = []engine.Piece{gone(2, 2, c.killed)}
		sc := score(t, s)
		if sc.Points[1] != c.killed || int(sc.Winner) != c.winner {
			t.Errorf("points %d, killed %d: %+v, want winner %d", c.points, c.killed, sc, c.winner)
		}
	}
}

// kow2 §11.2: "A smaller army counts as the full size: 1995 pts counts as
// 2000." With no agreed size, the larger army rounded up to 250 [REC].
func TestAgreedSizeDefault(t *testing.T) {
	s := gametest.Table(72, 48, withPoints(gametest.KoW(1, 1, "A", "Inf", "regiment", 36, 10, 0), 1995),
		withPoints(gametest.KoW(2, 2, "B", "Inf", "regiment", 36, 40, 180), 1400))
	if got := kow.AgreedSize(s.State); got != 2000 {
		t.Errorf("1995 and 1400 points: size %d, want 2000", got)
	}
	s.Pieces[0].Points = 2000
	if got := kow.AgreedSize(s.State); got != 2000 {
		t.Errorf("2000 points: size %d, want 2000", got)
	}
	s.Points = 2500
	if got := kow.AgreedSize(s.State); got != 2500 {
		t.Errorf("agreed 2500: size %d", got)
	}
}

// kow2 §11.3 Kill!: "Each player scores the points cost of enemy units
// Routed": 230 + 125 = 355 against 90; 355 - 90 = 265 ≥ 200 (2000 pts)
// wins. The breakdown line says so; a unit that left the battle by its
// own edge (Loot!) did not rout and scores nothing.
func TestKillScoreAndLines(t *testing.T) {
	s := gametest.Table(72, 48)
	s.Points = 2000
	left := gone(4, 2, 500)
	left.SetCounter("left", 1)
	s.Gone = []engine.Piece{gone(1, 2, 230), gone(2, 2, 125), gone(3, 1, 90), left}
	sc := score(t, s)
	if sc.Points != [3]int{0, 355, 90} || sc.Winner != 1 || sc.Text != "Player 1 wins, 355 - 90" {
		t.Fatalf("score %+v, want 355 - 90 won by player 1", sc)
	}
	if got := sc.Lines[1][0]; got.Text != "Kill: 355 (2 enemy units routed)" || got.Tone != engine.Good {
		t.Errorf("player 1's line %+v", got)
	}
	if got := sc.Lines[2][0]; got.Text != "Kill: 90 (1 enemy unit routed)" || got.Tone != engine.Bad {
		t.Errorf("player 2's line %+v", got)
	}
}

// kow2 §11.3 Invade!: "The cost of your units entirely within the
// opponent's half of the table". On a 48" deep table the centre line is
// at 24"; an Inf regiment is 80 mm (3.15") deep, so centred at 26" it
// reaches down to 24.43" (in), at 25" down to 23.43" (astride: out).
func TestInvade(t *testing.T) {
	s := gametest.Table(72, 48,
		withPoints(gametest.KoW(1, 1, "Deep", "Inf", "regiment", 20, 26, 0), 150),
		withPoints(gametest.KoW(2, 1, "Astride", "Inf", "regiment", 40, 25, 0), 300),
		withPoints(gametest.KoW(3, 2, "Raiders", "Inf", "regiment", 36, 20, 180), 100),
		withPoints(gametest.KoW(4, 2, "Home", "Inf", "regiment", 60, 40, 180), 400))
	s.Victory, s.Points = kow.Invade, 2000
	sc := score(t, s)
	// 150 - 100 = 50 < 200: a draw.
	if sc.Points != [3]int{0, 150, 100} || sc.Winner != 0 {
		t.Fatalf("score %+v, want 150 - 100, a draw", sc)
	}
	if got := sc.Lines[1][0].Text; got != "1 unit in the enemy half: 150" {
		t.Errorf("line %q", got)
	}
}

// kow2 §11.3 Dominate!: "The cost of your units entirely within 12" of
// the table centre". An Inf regiment (100 × 80 mm) 10" north of the
// centre has its far corners at √(294² + 50²) = 298.2 mm = 11.74" (in);
// 10.5" south, at √(306.7² + 50²) = 310.7 mm = 12.23" (out).
func TestDominate(t *testing.T) {
	s := gametest.Table(72, 48,
		withPoints(gametest.KoW(1, 1, "Centre", "Inf", "regiment", 36, 24, 0), 120),
		withPoints(gametest.KoW(2, 1, "Ten", "Inf", "regiment", 36, 34, 0), 130),
		withPoints(gametest.KoW(3, 2, "TenAndAHalf", "Inf", "regiment", 36, 13.5, 0), 500))
	s.Victory, s.Points = kow.Dominate, 2000
	sc := score(t, s)
	// 250 - 0 ≥ 200: player 1 wins.
	if sc.Points != [3]int{0, 250, 0} || sc.Winner != 1 {
		t.Fatalf("score %+v, want 250 - 0 won by player 1", sc)
	}
}

// kow2 §11.3 Pillage!: "you control a marker if at least one of your
// units is within 3" of it and no enemy unit is within 3"; Individuals
// are ignored"; "More objectives controlled wins; equal counts are a
// draw". Distances run from the marker's edge (a 25 mm disc) to the base
// (§14-A29); an Inf regiment is 80 mm deep, its front 40 mm from its
// centre.
func TestPillageControl(t *testing.T) {
	// below is the centre y (inches) of a regiment facing north whose
	// front is gap inches south of the edge of a marker at y = obj.
	below := func(obj, gap float64) float64 { return (obj*in - 12.5 - gap*in - 40) / in }
	// above: the same for a regiment north of the marker facing south.
	above := func(obj, gap float64) float64 { return (obj*in + 12.5 + gap*in + 40) / in }
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "A", "Inf", "regiment", 20, below(24, 2.9), 0),           // objective 1: 2.9", in range
		gametest.KoW(2, 1, "B", "Inf", "regiment", 36, below(24, 2), 0),             // objective 2: contested ...
		gametest.KoW(3, 2, "C", "Inf", "regiment", 36, above(24, 2.9), 180),         // ... by C: denied
		gametest.KoW(4, 1, "D", "Inf", "regiment", 52, below(24, 1), 0),             // objective 3 ...
		gametest.KoW(5, 2, "Hero", "Hero/Inf", "single", 52, 25, 180, "Individual"), // ... an enemy Individual is ignored
		gametest.KoW(6, 1, "Lord", "Hero/Inf", "single", 64, 41, 0, "Individual"),   // objective 4: only an Individual
		gametest.KoW(7, 2, "Far", "Inf", "regiment", 20, 45, 180))
	s.Victory = kow.Pillage
	s.Markers = []engine.Marker{objective(1, 20, 24), objective(2, 36, 24), objective(3, 52, 24), objective(4, 64, 40)}
	sc := score(t, s)
	if sc.Points != [3]int{0, 2, 0} || sc.Winner != 1 || sc.Text != "Player 1 wins, 2 - 0" {
		t.Fatalf("score %+v, want 2 - 0 won by player 1", sc)
	}
	// A steps back to 3.1" (out of range) and C moves 1" north of
	// objective 1's edge; B leaves objective 2: player 1 holds objective 3,
	// player 2 objective 1: 1 - 1, a draw.
	s.Pieces[0].Pose.Pos.Y = below(24, 3.1) * in
	s.Pieces[2].Pose.Pos = geom.V(20*in, above(24, 1)*in)
	s.Pieces[1].Pose.Pos.Y = below(24, 5) * in
	sc = score(t, s)
	if sc.Points != [3]int{0, 1, 1} || sc.Winner != 0 || sc.Text != "A draw, 1 - 1" {
		t.Fatalf("score %+v, want 1 - 1, a draw", sc)
	}
}

// kow2 §11.3 Kill & Pillage!: "Kill score, plus 10% of the army size for
// each objective controlled at the end (200 each at 2000 pts)", with the
// 10% margin: player 1 routs 100 and holds 1 (300), player 2 routs 90
// and holds none (90); 300 - 90 = 210 ≥ 200 wins. At 2500 pts the
// objective is worth 250 and the margin is 250: 350 - 90 = 260 wins.
func TestKillAndPillage(t *testing.T) {
	for _, c := range []struct{ points, p1 int }{{2000, 300}, {2500, 350}} {
		s := gametest.Table(72, 48, gametest.KoW(1, 1, "A", "Inf", "regiment", 36, 22, 0))
		s.Victory, s.Points = kow.KillAndPillage, c.points
		s.Gone = []engine.Piece{gone(2, 2, 100), gone(3, 1, 90)}
		s.Markers = []engine.Marker{objective(1, 36, 24), objective(2, 10, 40)}
		sc := score(t, s)
		if sc.Points != [3]int{0, c.p1, 90} || sc.Winner != 1 {
			t.Errorf("%d pts: %+v, want %d - 90 won by player 1", c.points, sc, c.p1)
		}
		if got, want := sc.Lines[1][1].Text, fmt.Sprintf("Objectives: 1 x %d", c.points/10); got != want {
			t.Errorf("%d pts: line %q, want %q", c.points, got, want)
		}
	}
	// 180 routed against 90 and no objective: 90 < 200, a draw.
	s := gametest.Table(72, 48)
	s.Victory, s.Points = kow.KillAndPillage, 2000
	s.Gone = []engine.Piece{gone(2, 2, 180), gone(3, 1, 90)}
	if sc := score(t, s); sc.Winner != 0 || sc.Text != "A draw, 180 - 90 (a win needs a margin of 200)" {
		t.Errorf("%+v, want a draw", sc)
	}
}

// kow2 §11.3 Loot!: "1 point for each counter held by your units,
// including units that left the battle"; "More points wins; equal is a
// draw". A counter on the ground is nobody's.
func TestLootScore(t *testing.T) {
	loot := func(id, owner, carrier, safe int) engine.Marker {
		m := engine.Marker{ID: id, Kind: kow.LootKind, Name: "Loot", Owner: engine.PlayerID(owner), Footprint: engine.Footprint{W: 25, D: 25, Round: true}}
		m.SetCounter("carrier", carrier)
		m.SetCounter("safe", safe)
		return m
	}
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "A", "Inf", "regiment", 36, 10, 0), gametest.KoW(2, 2, "B", "Inf", "regiment", 36, 40, 180))
	s.Victory = kow.Loot
	s.Markers = []engine.Marker{loot(1, 1, 1, 0), loot(2, 1, 9, 1), loot(3, 2, 2, 0), loot(4, 0, 0, 0)}
	sc := score(t, s)
	if sc.Points != [3]int{0, 2, 1} || sc.Winner != 1 || sc.Lines[1][0].Text != "Loot: 2 (1 carried off the table)" {
		t.Fatalf("score %+v, want 2 - 1 won by player 1", sc)
	}
	s.Markers[1] = loot(2, 0, 0, 0)
	if sc := score(t, s); sc.Points != [3]int{0, 1, 1} || sc.Winner != 0 {
		t.Fatalf("score %+v, want 1 - 1, a draw", sc)
	}
}
