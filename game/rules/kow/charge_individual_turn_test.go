package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/save"
)

// kow2 §4.10: "The Individual then turns to be flush against the
// charger and facing it." [REC] When it has no room to stand against the
// charger's front, it turns on the spot, and when turning on the spot
// would put it over another unit it stays as it stands: found by
// self-play, where the Reef Captain turned into the Drowned Wardens and
// the Brinebound Thralls (testdata/individual-turn.jsonl, the game up to
// that charge).
func TestChargedIndividualDoesNotTurnOntoAUnit(t *testing.T) {
	s, _, err := save.LoadFile("testdata/individual-turn.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	g := s.Game
	captain, wardens := g.State.Piece(24), g.State.Piece(1)
	if captain == nil || wardens == nil || !captain.HasRule("Individual") {
		t.Fatal("the saved game is not the one of the finding")
	}
	if _, err := g.Do(g.Rules.(interface {
		ChargeOrder(engine.PlayerID, engine.PieceID, engine.PieceID) engine.Order
	}).ChargeOrder(1, wardens.ID, captain.ID)); err != nil {
		t.Fatal(err)
	}
	if bad := engine.Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
		t.Fatalf("after the charge: %v", bad)
	}
}
