package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
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
