package whfb8

import (
	"warbench/game/engine"
)

// causesFear: Fear, and Terror which also causes Fear (§8.2, §8.3).
func causesFear(p *engine.Piece) bool { return p.HasRule("Fear") || p.HasRule("Terror") }

// frenzied: Frenzy not yet lost in a defeat (§8.4).
func frenzied(p *engine.Piece) bool { return p.HasRule("Frenzy") && p.Counter("frenzy-lost") == 0 }

// immune: Immune to Psychology, given also by Frenzy and Unbreakable
// (§8.4): no panic, fear or terror tests, and no Flee reaction.
func immune(p *engine.Piece) bool {
	return p.HasRule("Immune to Psychology") || has(p, "Unbreakable") || frenzied(p)
}

// ws is a unit's Weapon Skill now: 1 for the rest of the round after a
// failed fear test (§8.2, §13 A-2: "reduced to 1").
func ws(s *engine.State, p *engine.Piece) int {
	if done(s, p, "afraid") {
		if s.HasHouseRule(FearMinusOne) {
			return max(1, stat(p, "WS")-1)
		}
		return 1
	}
	return stat(p, "WS")
}

// firstRound: the combat began this turn, with a charge (the first round
// of a combat, for Hatred, §8.4).
func firstRound(s *engine.State, p, e *engine.Piece) bool {
	return done(s, p, "charged") || done(s, e, "charged")
}

// terrorTest is the panic test of a unit charged by a Terror-causing
// unit (§8.3, §4.2): failing it, the unit must flee.
func terrorTest(s *engine.State, charger, t *engine.Piece) []engine.Event {
	if !charger.HasRule("Terror") || t.HasRule("Terror") || immune(t) || t.Counter("fleeing") != 0 {
		return nil
	}
	ok, e := ldTest(s, t, leadership(s, t), "terror test", rule("8.3"))
	if !ok {
		t.SetCounter("terrified", playerTurn(s))
	}
	return []engine.Event{e}
}
