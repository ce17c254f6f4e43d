package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// betaNerve fills in a beta unit's nerve (kow-beta §7.2, §10 rows 1-4):
// v = 2D6 + damage − Ne is Hold up to 6, Disordered 7 to 9 and Rout from
// 10, the same as 2nd edition's two values at 7 + Ne and 10 + Ne; a
// Standard adds 1 to Ne (not on an Army Standard Bearer), a Musician
// among the enemies in contact takes 1 off (once however many, §11 A26);
// a double 6 does nothing; Shambling turns Disordered into Hold.
func (r *Ruleset) betaNerve(s *engine.State, t *engine.Piece, n *nerveTarget) {
	ne, _ := t.Stat("ne")
	if r.Edition.BannersMusicians {
		if t.HasRule("Standard") && !t.HasRule("Army Standard Bearer") {
			ne++
			n.Standard = true
		}
		if musicianInContact(s, t) {
			ne--
			n.Musician = true
		}
	}
	n.Ne = ne
	n.Waver, n.Rout = 7+ne, 10+ne
	n.Fearless = t.HasRule("Shambling")
	n.NoDoubleSix = true
}

// musicianInContact reports an enemy with a Musician in contact with t:
// in the beta only the chargers fight, so they are the ones (kow-beta §2.5).
func musicianInContact(s *engine.State, t *engine.Piece) bool {
	tr := t.Rect()
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != t.Owner && e.Owner != 0 && e.HasRule("Musician") && geom.Distance(tr, e.Rect()) <= contactTol {
			return true
		}
	}
	return false
}

// chargerMusician lowers the target's Ne for a charge previewed before
// contact: a Musician among the attacks' attackers (kow-beta §2.5).
func (r *Ruleset) chargerMusician(s *engine.State, n *nerveTarget, as []attack) {
	if !r.Edition.BannersMusicians || n.Musician {
		return
	}
	for _, a := range as {
		if p := s.Piece(a.Attacker); a.Melee && p != nil && p.HasRule("Musician") {
			n.Ne--
			n.Waver--
			n.Rout--
			n.Musician = true
			return
		}
	}
}

// resultName is a nerve result as the edition names it: the beta's
// Hold, Disordered and Rout (kow-beta §7.2).
func (r *Ruleset) resultName(res nerveResult) string {
	if r.Edition.NerveTable {
		return [...]string{"Hold", StatusDisordered, "Rout"}[res]
	}
	return res.String()
}

// nerveAgainst is what the roll is compared with, for the log.
func (r *Ruleset) nerveAgainst(nt nerveTarget) string {
	if !r.Edition.NerveTable {
		if nt.Fearless {
			return fmt.Sprintf("-/%d", nt.Rout)
		}
		return fmt.Sprintf("%d/%d", nt.Waver, nt.Rout)
	}
	mods := ""
	if nt.Standard {
		mods += ", Standard +1"
	}
	if nt.Musician {
		mods += ", enemy Musician −1"
	}
	return fmt.Sprintf("Ne %d%s (Disordered %d, Rout %d)", nt.Ne, mods, nt.Waver, nt.Rout)
}

// routValue is the unit's rout value for the computer's judgement: its
// "rout" stat, or 10 + Ne for a beta profile.
func routValue(p *engine.Piece) int {
	if v, ok := p.Stat("rout"); ok {
		return v
	}
	ne, _ := p.Stat("ne")
	return 10 + ne
}

// betaProfile is the beta's stat line (kow-beta §2.4): Sp, Me, Ra, De,
// At and the one Ne, with the Standard's +1 shown beside it.
func betaProfile(p *engine.Piece) string {
	get := func(n string) string {
		v, ok := p.Stat(n)
		switch {
		case !ok:
			return "?"
		case v == 0 && (n == "ra" || n == "me"):
			return "-"
		case n == "me" || n == "ra" || n == "de":
			return fmt.Sprintf("%d+", v)
		}
		return fmt.Sprint(v)
	}
	ne := get("ne")
	if p.HasRule("Standard") && !p.HasRule("Army Standard Bearer") {
		ne += " (+1 Standard)"
	}
	return fmt.Sprintf("Sp %s  Me %s  Ra %s  De %s  At %s  Ne %s", get("sp"), get("me"), get("ra"), get("de"), get("att"), ne)
}
