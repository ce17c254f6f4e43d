package kow_test

import (
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// kow2 §4.7.1-§4.7.4: the computer opponent asks whether an enemy could
// charge a unit of its own next turn of the charge rules themselves. On
// the battle lines (20 units a side, every kind of refusal), each of
// player 1's 400 possible charges is legal, and strikes the same side,
// exactly when ChargeTargets says so in player 1's movement phase; asked
// in player 2's turn (not player 1's to charge), the answers are the same.
func TestCouldChargeIsTheChargeRules(t *testing.T) {
	s := battleLines()
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	theirTurn := s.State.Clone()
	theirTurn.Active = 2
	legal := 0
	for _, p := range s.Pieces {
		if p.Owner != 1 {
			continue
		}
		for _, ct := range r.ChargeTargets(s.State, p.ID) {
			for _, st := range []*engine.State{s.State, theirTurn} {
				ok, arc := kow.CouldCharge(r, st, p.ID, ct.Target)
				if ok != ct.Legal || (ok && arc != ct.Facing) {
					t.Errorf("%s on %s (active %d): %v %v, the charge rules say %v %v", p.Name, s.Piece(ct.Target).Name, st.Active, ok, arc, ct.Legal, ct.Facing)
				}
			}
			if ct.Legal {
				legal++
			}
		}
	}
	if legal == 0 || legal == 400 {
		t.Fatalf("%d legal charges of 400: the battle lines should mix legal and refused", legal)
	}
}

// kow2 §4.7.1 item 3, §3.2: a unit may only charge an enemy it can see.
// A regiment 10" in front of an enemy regiment is threatened; with a
// horde of its own between them, hiding it, it adds nothing to the threat
// (only the horde is): the threat is the same as with the regiment gone.
func TestThreatLeavesOutAUnitTheEnemyCannotSee(t *testing.T) {
	r := kow.New(kow.KoW2)
	enemy := gametest.KoW(1, 2, "Raiders", "Inf", "regiment", 36, 30, 180)
	behind := gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 20, 0)
	screen := gametest.KoW(3, 1, "Wall", "Inf", "horde", 36, 25, 0)
	threat := func(ps ...engine.Piece) float64 {
		s := gametest.Table(72, 48, ps...)
		gametest.StartP1(r, s.State)
		return kow.ThreatOn(r, s.State, 2, 1)
	}
	open := threat(enemy, behind)
	if open <= 0 {
		t.Fatalf("an enemy 10\" in front, in reach and in sight: threat %v, want more than 0", open)
	}
	hidden, screenOnly := threat(enemy, behind, screen), threat(enemy, screen)
	if hidden != screenOnly {
		t.Errorf("hidden behind the horde the regiment still counts: %v, against %v with it gone", hidden, screenOnly)
	}
	if screenOnly <= 0 {
		t.Errorf("the horde in front is in reach and in sight: threat %v, want more than 0", screenOnly)
	}
}

// The remembered answers are the answers: along a game of the built-in
// battle (the normal level against naive, both sides), at the start of
// every movement phase, every unit's possible charge on every enemy,
// either side, is the same remembered (alone, or with the pieces near)
// as asked afresh of the whole position.
func TestCouldChargeRememberedIsAfresh(t *testing.T) {
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	r := g.Rules.(*kow.Ruleset)
	a, _ := ai.New("normal", g.Rules, 1)
	b, _ := ai.New(ai.Naive, g.Rules, 1)
	players := [3]ai.Player{nil, a, b}
	asked, legal := 0, 0
	phase, active := "", engine.PlayerID(0)
	for step := 0; step < 400 && !g.State.Over; step++ {
		s := g.State
		if s.Phase == kow.Movement && (phase != s.Phase || active != s.Active) {
			for _, e := range s.Pieces {
				for _, u := range s.Pieces {
					if e.Owner == u.Owner {
						continue
					}
					ok, arc := kow.CouldCharge(r, s, e.ID, u.ID)
					wantOK, wantArc := kow.CouldChargeDirect(r, s, e.ID, u.ID)
					if ok != wantOK || (ok && arc != wantArc) {
						t.Fatalf("turn %d: %s on %s remembered %v %v, afresh %v %v", s.Turn, e.Name, u.Name, ok, arc, wantOK, wantArc)
					}
					asked++
					if ok {
						legal++
					}
				}
			}
		}
		phase, active = s.Phase, s.Active
		c := ai.Next(g, players[g.Decision().Player])
		if _, err := g.Do(c.Order); err != nil {
			t.Fatalf("step %d: %s refused: %v", step, c.Reason, err)
		}
	}
	if legal == 0 || legal == asked {
		t.Fatalf("%d of %d charges possible: the game should mix both", legal, asked)
	}
}
