package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// formation is a block of n models, files wide (whfb8 §2.3): every rank
// full but the rear one, which may be incomplete. A unit narrower than its
// files (fewer models left) is one rank of what is left.
func formation(n, files int, w, d float64) engine.Formation {
	files = max(1, min(files, n))
	ranks := 0
	if n > 0 {
		ranks = (n + files - 1) / files
	}
	return engine.Formation{Files: files, Ranks: ranks, Models: n, ModelW: w, ModelD: d}
}

// footprint is the rectangle a formation stands on: files × ranks bases.
func footprint(f engine.Formation) engine.Footprint {
	return engine.Footprint{W: float64(f.Files) * f.ModelW, D: float64(max(f.Ranks, 1)) * f.ModelD}
}

// reshape gives p a new formation and recomputes its footprint, keeping
// the middle of its front edge where it was: models are removed from the
// rear rank, and a unit narrower than before closes up on its centre
// (§2.3, §6.8).
func reshape(p *engine.Piece, f engine.Formation) {
	front := p.Rect().LeaderPoint()
	p.Formation = f
	p.Footprint = footprint(f)
	p.Pose.Pos = front.Sub(geom.Forward(p.Pose.Heading).Scale(p.Footprint.D / 2))
}

// removeModels takes n models off a unit from its rear rank (§6.8) and
// returns how many it removed; the unit keeps its files while it has
// models enough to fill the front rank.
func removeModels(p *engine.Piece, n int) int {
	n = min(n, p.Formation.Models)
	if n <= 0 {
		return 0
	}
	f := p.Formation
	reshape(p, formation(f.Models-n, f.Files, f.ModelW, f.ModelD))
	return n
}

// rankCount is how many ranks of the unit count as full for rank bonus
// and steadfast (§2.3, §7.7): ranks of at least the type's full-rank
// width, the rear one included when it still has that many models.
func rankCount(p *engine.Piece) int {
	t := typeOf(p)
	f := p.Formation
	if t.Rank == 0 || f.Files < t.Rank || has(p, "Skirmishers") { // skirmishers have no ranks (§9.1)
		return 0
	}
	full := f.Models / f.Files
	if rest := f.Models % f.Files; rest >= t.Rank {
		full++
	}
	return full
}

// rankBonus is +1 per full rank behind the first, at most +3 (§2.3).
func rankBonus(p *engine.Piece) int { return min(3, max(0, rankCount(p)-1)) }

// horde reports whether the unit's front rank is a horde's (§2.3): 10
// models, 6 for monstrous types.
func horde(p *engine.Piece) bool {
	t := typeOf(p)
	return t.Horde > 0 && p.Formation.Files >= t.Horde
}

// startModels is how many models the unit started the game with.
func startModels(p *engine.Piece) int {
	if n := stat(p, "models"); n > 0 {
		return n
	}
	return 1
}
