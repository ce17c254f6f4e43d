package whfb8

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// shotText is the odds text of unit 1 shooting unit 2.
func shotText(t *testing.T, s *engine.State) string {
	t.Helper()
	od, err := (&Ruleset{}).Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	return od.Text
}

// whfb8 §6.2: "Target is a Skirmisher unit: −1 (light troops)"; §9.1
// Skirmishers: "no rank bonus, are never steadfast, and never disrupt".
func TestSkirmishersAreHardToHit(t *testing.T) {
	s := duel(t, piece(t, map[string]int{"range": 24, "RS": 3}), troop(t, "Sw", nil), 10*Inch, Shooting)
	if got, want := shotText(t, s), "10 shots, 5+ to hit (skirmishers −1), 4+ to wound, no armour save"; got != want {
		t.Errorf("at a swarm: %q, want %q", got, want)
	}
	sk := piece(t, nil) // 20 models, 4 ranks of 5
	sk.Rules = []string{"Skirmishers"}
	if rankCount(sk) != 0 || rankBonus(sk) != 0 {
		t.Errorf("skirmishers: %d ranks, +%d; want none", rankCount(sk), rankBonus(sk))
	}
}

// whfb8 §6.1: a unit that marched or reformed may not shoot "unless it
// has Fire on the March / Skirmishers"; §9.1 Fire on the March: "may
// shoot after marching or reforming, with the −1 for moving, unless the
// weapon is Move or Fire".
func TestFireOnTheMarch(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	s := duel(t, a, piece(t, nil), 10*Inch, Shooting)
	p := &s.Pieces[0]
	p.SetCounter("moved", playerTurn(s))
	p.SetCounter("marched", playerTurn(s))
	if (&Ruleset{}).canShoot(s, p) == nil {
		t.Error("a unit that marched shot")
	}
	p.Rules = []string{"Fire on the March"}
	if il := (&Ruleset{}).canShoot(s, p); il != nil {
		t.Fatalf("Fire on the March after a march: %v", il)
	}
	if got, want := shotText(t, s), "10 shots, 5+ to hit (moved −1), 4+ to wound, no armour save"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	p.Rules = []string{"Fire on the March", "Move or Fire"}
	if (&Ruleset{}).canShoot(s, p) == nil {
		t.Error("a Move or Fire weapon shot on the march")
	}
}

// whfb8 §9.1 Slow to Fire: "The weapon cannot Stand & Shoot"; Ignores
// Cover: "Ignores soft cover, hard cover and obstacle modifiers"; Large
// Target: "Gets no cover modifier from obstacles".
func TestSlowToFireIgnoresCoverLargeTarget(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	s := duel(t, a, piece(t, nil), 10*Inch, Shooting)
	// a hedge across the line between them
	mid := geom.V(900, 400+s.Pieces[0].Footprint.D/2+5*Inch)
	s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Hedge", Kind: table.Obstacle, Parts: []geom.Poly{geom.Rect{Center: mid, W: 300, D: 10}.Poly()}}}
	if got, want := shotText(t, s), "10 shots, 5+ to hit (soft cover −1), 4+ to wound, no armour save"; got != want {
		t.Errorf("over a hedge: %q, want %q", got, want)
	}
	s.Pieces[1].Rules = []string{"Large Target"}
	if got, want := shotText(t, s), "10 shots, 4+ to hit, 4+ to wound, no armour save"; got != want {
		t.Errorf("a Large Target behind a hedge: %q, want %q", got, want)
	}
	s.Pieces[1].Rules = nil
	s.Pieces[0].Rules = []string{"Ignores Cover"}
	if got, want := shotText(t, s), "10 shots, 4+ to hit, 4+ to wound, no armour save"; got != want {
		t.Errorf("Ignores Cover: %q, want %q", got, want)
	}
	// Slow to Fire: charged from 10" away by an M4 unit, only Hold and Flee
	s.Pieces[0].Rules = []string{"Slow to Fire"}
	s.Pieces[0].Owner, s.Pieces[1].Owner = 2, 1
	for _, re := range (&Ruleset{}).reactions(s, chargeWait{By: 2, At: 1}) {
		if re == StandAndShoot {
			t.Error("Slow to Fire stood and shot")
		}
	}
	s.Pieces[0].Rules = nil
	if rs := (&Ruleset{}).reactions(s, chargeWait{By: 2, At: 1}); len(rs) != 3 {
		t.Errorf("without Slow to Fire: reactions %v, want Hold, Stand & Shoot, Flee", rs)
	}
}

// whfb8 §4.7: "Fast Cavalry (R1) and Skirmishers (R2, when not charging)
// may reform any number of times during their move, even while
// marching".
func TestFreeReform(t *testing.T) {
	fc := troop(t, "Ca", map[string]int{"M": 8, "models": 5, "files": 5, "range": 12, "RS": 3}, "Fast Cavalry")
	s := duel(t, fc, piece(t, nil), 30*Inch, Movement)
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, Reform{By: 1, Unit: 1, Files: 5, Heading: 0.5})
	p := &s.Pieces[0]
	if il := (&Ruleset{}).canMove(s, p, March); il != nil {
		t.Errorf("fast cavalry after a free reform: %v", il)
	}
	if il := (&Ruleset{}).canShoot(s, p); il != nil {
		t.Errorf("fast cavalry shooting after a free reform: %v", il)
	}
}

// whfb8 §4.4 Feigned Flight: "a fast cavalry unit that fled as a charge
// reaction and rallies at the start of its next turn may reform and move
// that movement phase. It can shoot normally, counting as having moved."
func TestFeignedFlight(t *testing.T) {
	fc := troop(t, "Ca", map[string]int{"M": 9, "models": 5, "files": 5, "range": 12, "RS": 3}, "Fast Cavalry")
	s := duel(t, fc, piece(t, nil), 20*Inch, Compulsory)
	s.Turn = 2 // player 1's second turn: player turn 3
	p := &s.Pieces[0]
	p.SetCounter("fleeing", 1)
	p.SetCounter("fled", 2)
	p.SetCounter("chose-flee", 2)
	s.Dice = dice.NewFixed(1, []int{2, 3})
	r := &Ruleset{}
	ev := r.compulsory(s)
	if !hasText(ev, "Shooters's flight was feigned: it may reform, move and shoot.") {
		t.Fatalf("no feigned flight in %v", texts(ev))
	}
	if il := r.canMove(s, p, Normal); il != nil {
		t.Errorf("after a feigned flight: %v", il)
	}
	p.SetCounter("chose-flee", 0) // fled from panic, not as a reaction
	p.SetCounter("feigned", 0)
	if il := r.canMove(s, p, Normal); il == nil {
		t.Error("a rallied unit moved without a feigned flight")
	}
}

// whfb8 §9.1 Skirmishers: "ranks and files with gaps between models ...
// default ½" (A-34)"; §4.6: "Skirmishers close ranks into normal
// formation around their most central front-rank model before rolling
// the charge range ... If the unit is not in base contact with an enemy
// in the Remaining Moves sub-phase, it returns to open formation."
func TestSkirmisherOrder(t *testing.T) {
	spec := engine.UnitSpec{Name: "Scouts", Type: "In", Size: "unit", BaseW: 20, BaseD: 20, Rules: []string{"Skirmishers"},
		Stats: []engine.Stat{{Name: "A", Value: 1}, {Name: "BS", Value: 3}, {Name: "I", Value: 3}, {Name: "Ld", Value: 7}, {Name: "M", Value: 5},
			{Name: "S", Value: 3}, {Name: "T", Value: 3}, {Name: "W", Value: 1}, {Name: "WS", Value: 3}, {Name: "files", Value: 5}, {Name: "models", Value: 10}}}
	fit, err := (&Ruleset{}).Unit(spec)
	if err != nil {
		t.Fatal(err)
	}
	if want := 5*20 + 5*skirmishGap; math.Abs(fit.Footprint.W-want) > 1e-9 {
		t.Errorf("open order %v mm wide, want %v (5 bases and ½\" each)", fit.Footprint.W, want)
	}
	sk := piece(t, map[string]int{"models": 10, "M": 5})
	sk.Rules = []string{"Skirmishers"}
	sk.Formation, sk.Footprint = fit.Formation, fit.Footprint
	s := duel(t, sk, piece(t, nil), 8*Inch, Charge)
	front := s.Pieces[0].Rect().LeaderPoint()
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	p := s.Piece(1)
	if !hasText(ev, "Shooters closes ranks.") || math.Abs(p.Footprint.W-100) > 1e-9 || p.Rect().LeaderPoint().Sub(front).Len() > 1e-9 {
		t.Errorf("closing up: %v, %v mm wide, front at %v (was %v)", texts(ev), p.Footprint.W, p.Rect().LeaderPoint(), front)
	}
	p.SetCounter("charging", 0)
	s.Side(2).SetCounter("charge-at", 0)
	s.Phase = Movement
	// Regression: closed up, the skirmishers moved beside a friend; spreading
	// out again put them on it. With no room they stay closed up.
	closed := *p
	f := block(t, 3, 1, "Friends", p.Pose.Pos.Add(geom.V(p.Footprint.W/2+50+0.2*Inch, 0)), 0)
	s.Pieces = append(s.Pieces, f)
	if ev := openRanks(s); !hasText(ev, "Shooters has no room to spread out and stays closed up.") || s.Piece(1).Footprint != closed.Footprint {
		t.Errorf("beside a friend 0.2\" away: %v, %v mm wide", texts(ev), s.Piece(1).Footprint.W)
	}
	s.Pieces = s.Pieces[:2]
	p = s.Piece(1)
	if ev := openRanks(s); !hasText(ev, "Shooters spreads out again.") || math.Abs(p.Footprint.W-fit.Footprint.W) > 1e-9 {
		t.Errorf("opening: %v, %v mm wide", texts(ev), p.Footprint.W)
	}
}
