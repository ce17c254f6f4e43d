package kow

import "warbench/game/engine"

// Myrddin's Amulet of the Fire-heart (kow2 §5.1, §10.2): "Once per game,
// straight after using a ranged attack or spell, may use a different
// ranged attack or spell it has, against the same or another target."
// Three counters on its carrier: "amulet-ready", the player turn in which
// it has just made its first attack (cleared when any other unit shoots
// or casts: "straight after"); "amulet-first", that attack's place in its
// list of ranged attacks and spells, plus one; "amulet-used", 1 once the
// second attack is made.

// amuletReady reports whether the unit may make the Amulet's second
// attack now.
func amuletReady(s *engine.State, p *engine.Piece) bool {
	return carries(p, myrddinsAmulet) && p.Counter("amulet-used") == 0 && p.Counter("amulet-ready") == playerTurn(s)
}

// rangedIndex is the place of the named weapon or spell in the unit's
// ranged attacks (Weapons, then Spells), plus one; 0 when it has none.
func rangedIndex(p *engine.Piece, name string) int {
	i := 0
	for _, w := range append(Weapons(p), Spells(p)...) {
		i++
		if w.Name == name {
			return i
		}
	}
	return 0
}

// amuletRefusal refuses the Amulet's second attack with the attack the
// unit has just used.
func (r *Ruleset) amuletRefusal(s *engine.State, p *engine.Piece, name string) *engine.Illegal {
	if p.Counter("shot") != playerTurn(s) || !amuletReady(s, p) || rangedIndex(p, name) != p.Counter("amulet-first") {
		return nil
	}
	return engine.Refuse(r.rule("10.2"), nil, "%s just used %s: %s gives a second attack with a different ranged attack or spell.", p.Name, name, myrddinsAmulet)
}

// markRanged records a unit's ranged attack or spell of the turn (kow2
// §5.1), and the Amulet's state: any other unit's Amulet attack is no
// longer "straight after".
func (r *Ruleset) markRanged(s *engine.State, p *engine.Piece, name string) {
	turn := playerTurn(s)
	second := p.Counter("shot") == turn
	p.SetCounter("shot", turn)
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.ID != p.ID && q.Counter("amulet-ready") != 0 {
			q.SetCounter("amulet-ready", 0)
		}
	}
	switch {
	case !carries(p, myrddinsAmulet) || p.Counter("amulet-used") != 0:
	case second:
		p.SetCounter("amulet-used", 1)
		p.SetCounter("amulet-ready", 0)
	default:
		p.SetCounter("amulet-ready", turn)
		p.SetCounter("amulet-first", rangedIndex(p, name))
	}
}
