package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// slot is one model's place in a block: its file from the left, its rank
// from the front, and its base on the table.
type slot struct {
	File, Rank int
	Base       geom.Rect
}

// slots are the unit's models where they stand (§2.3): full ranks from
// the front, the incomplete rear rank centred behind them.
func slots(p *engine.Piece) []slot {
	f := p.Formation
	r := p.Rect()
	out := make([]slot, 0, f.Models)
	for j := 0; j < f.Ranks; j++ {
		n := f.Files
		if j == f.Ranks-1 {
			n = f.Models - (f.Ranks-1)*f.Files
		}
		off := float64(f.Files-n) / 2
		for i := 0; i < n; i++ {
			l := geom.V(-r.W/2+(off+float64(i)+0.5)*f.ModelW, r.D/2-(float64(j)+0.5)*f.ModelD)
			out = append(out, slot{File: i, Rank: j, Base: geom.Rect{Center: r.World(l), Heading: r.Heading, W: f.ModelW, D: f.ModelD}})
		}
	}
	return out
}

// touchTol is how close a base must be to count as in base contact, mm.
const touchTol = 0.5

// fighters counts p's models in base contact with e, corner to corner
// included, and those directly behind them that support (§7.2): one more
// rank, two for a horde, and only when p fights to its front.
func fighters(p, e *engine.Piece) (inContact, supporting int) { return fightersDeep(p, e, 0) }

// fightersDeep is fighters with extra supporting ranks (Fight in Extra
// Rank, §7.2).
func fightersDeep(p, e *engine.Piece, extra int) (inContact, supporting int) {
	return fightersBut(p, e, extra, nil)
}

// fightersSplit is fightersDeep in a multiple combat (§7.2: "a model in
// contact with several enemies ... chooses which to attack"): a model
// touching another foe of p's that comes first strikes that one, and so
// do the models supporting behind it. The choice, made for the player:
// the foe p is recorded against first, then the others by ID.
func fightersSplit(s *engine.State, p, e *engine.Piece, extra int) (inContact, supporting int) {
	var first []geom.Poly
	rec := engine.PieceID(p.Counter("engaged"))
	fs := foes(s, p)
	if len(fs) < 2 {
		return fightersDeep(p, e, extra)
	}
	if rec != e.ID {
		for _, f := range fs {
			if f.ID == rec {
				first = append(first, f.Rect().Poly())
			}
		}
		for _, f := range fs {
			if f.ID != rec && f.ID < e.ID {
				first = append(first, f.Rect().Poly())
			}
		}
	}
	return fightersBut(p, e, extra, first)
}

// fightersBut is fightersDeep leaving out the models that touch any of
// the areas others (and the models behind them).
func fightersBut(p, e *engine.Piece, extra int, others []geom.Poly) (inContact, supporting int) {
	er := e.Rect().Poly()
	r := p.Rect()
	var front []float64 // lateral positions of the front models in contact
	ss := slots(p)
	for _, sl := range ss {
		if geom.Distance(sl.Base.Poly(), er) > touchTol {
			continue
		}
		taken := false
		for _, o := range others {
			taken = taken || geom.Distance(sl.Base.Poly(), o) <= touchTol
		}
		if !taken {
			inContact++
			if sl.Rank == 0 {
				front = append(front, r.Local(sl.Base.Center).X)
			}
		}
	}
	if facingOf(p, e) != geom.ArcFront {
		return inContact, 0
	}
	depth := 1 + extra
	if horde(p) {
		depth++
	}
	for _, sl := range ss {
		if sl.Rank < 1 || sl.Rank > depth {
			continue
		}
		x := r.Local(sl.Base.Center).X
		for _, fx := range front {
			if x > fx-p.Formation.ModelW/2 && x < fx+p.Formation.ModelW/2 {
				supporting++
				break
			}
		}
	}
	return inContact, supporting
}

// facingOf is the facing of p that e fights against: the arc of p that
// holds e's centre (§3.2).
func facingOf(p, e *engine.Piece) geom.Arc {
	if isMachine(p) {
		return geom.ArcFront // §6.9: a war machine has no flanks or rear
	}
	return geom.ArcOf(p.Rect(), geom.ArcCorner45, e.Pose.Pos)
}
