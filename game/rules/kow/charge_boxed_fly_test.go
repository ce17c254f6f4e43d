package kow_test

import (
	"testing"

	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/save"
)

// kow2 §8 Fly: "May move over anything ... May not end on top of them."
// A boxed-in flyer (§4.7.8) whose first contact with the target lies
// over a friend already in contact may not charge there: found by
// self-play, where the Glowworm Drake ended 74.7 mm deep in the Deepgate
// Miners (testdata/boxed-flyer.jsonl, the game up to that charge).
func TestBoxedFlyerDoesNotEndOnAUnit(t *testing.T) {
	s, _, err := save.LoadFile("testdata/boxed-flyer.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	st, r := s.Game.State, s.Game.Rules.(*kow.Ruleset)
	drake, miners, target := st.Piece(16), st.Piece(15), st.Piece(6)
	if drake == nil || miners == nil || target == nil || !drake.HasRule("Fly") {
		t.Fatal("the saved game is not the one of the finding")
	}
	found := false
	for _, ct := range r.ChargeTargets(st, drake.ID) {
		if ct.Target != target.ID {
			continue
		}
		found = true
		if !ct.Legal {
			continue
		}
		q := *drake
		q.Pose = ct.Contact
		for i := range st.Pieces {
			o := &st.Pieces[i]
			if o.ID == drake.ID || o.ID == target.ID {
				continue
			}
			if d := geom.PenetrationDepth(q.Shape(), o.Shape()); d > 1e-6 {
				t.Fatalf("the charge ends %.3f mm inside %s", d, o.Name)
			}
		}
	}
	if !found {
		t.Fatal("no charge target listed for the Ember Outriders")
	}
}
