package kow

import (
	"fmt"

	"warbench/game/engine"
)

var _ engine.Describer = (*Ruleset)(nil)

// Profile is the Kings of War stat line (kow2 §2.5): Sp, Me, Ra, De, Att
// and Ne as waver/rout, "-" for no ranged attack and for Fearless.
func (r *Ruleset) Profile(p *engine.Piece) string {
	get := func(n string) string {
		v, ok := p.Stat(n)
		switch {
		case !ok:
			return "?"
		case v == 0 && (n == "ra" || n == "waver"):
			return "-"
		case n == "me" || n == "ra" || n == "de":
			return fmt.Sprintf("%d+", v)
		}
		return fmt.Sprint(v)
	}
	return fmt.Sprintf("Sp %s  Me %s  Ra %s  De %s  Att %s  Ne %s/%s",
		get("sp"), get("me"), get("ra"), get("de"), get("att"), get("waver"), get("rout"))
}

// Statuses, in the order the table shows them (kow2 §7.3, §6.5).
const (
	StatusWavered    = "Wavered"
	StatusDisordered = "Disordered"
)

// Marks are the unit's damage and whether it is Wavered or Disordered.
func (r *Ruleset) Marks(p *engine.Piece) (int, []string) {
	var st []string
	if p.Counter("wavered") > 0 {
		st = append(st, StatusWavered)
	}
	if p.Counter("disordered") > 0 {
		st = append(st, StatusDisordered)
	}
	return p.Counter("damage"), st
}
