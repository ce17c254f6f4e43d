package whfb8

import (
	"math"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The computer opponent weighs the same blows over and over (one
// candidate order moves one unit; every other combat and threat is
// weighed again as before). woundsMemo remembers each attack's wound
// distribution by everything woundsDist reads (a pure function, so no
// play changes), shared by the games self-play runs at once, and
// forgotten when it grows large.

// attackKey is an attack without its words and its cover groups.
type attackKey struct {
	n, hit, hit2                         int
	reroll, auto, kb, poison, double     bool
	wound, armour, ward, lookOut, multi  int
	random, randomDie, w, wounded, model int
	share                                share
}

const woundsMemoMax = 1 << 15

var woundsMemo = ai.Memo[attackKey, []float64]{Max: woundsMemoMax}

// woundsFloat is the distribution of the wounds an attack inflicts
// (attack.woundsDist), in floats, remembered when it has no cover
// groups.
func woundsFloat(a attack) []float64 {
	if len(a.More) > 0 {
		return floats(a)
	}
	k := attackKey{a.N, a.Hit, a.Hit2, a.Reroll, a.Auto, a.KB, a.Poison, a.Double,
		a.Wound, a.Armour, a.Ward, a.LookOut, a.Multi, a.Random, a.RandomDie, a.W, a.Wounded, a.Models, a.Share}
	return woundsMemo.Get(k, func() []float64 { return floats(a) })
}

// floats is woundsDist as floats.
func floats(a attack) []float64 {
	if a.N == 0 && a.Random == 0 && len(a.More) == 0 {
		return []float64{1}
	}
	d := a.woundsDist()
	out := make([]float64, d.Max()+1)
	for v := range out {
		out[v], _ = d.P(v).Float64()
	}
	return out
}

// digest is an FNV-1a hash of the values written to it.
type digest uint64

func newDigest() digest { return 14695981039346656037 }

func (h *digest) byte(b byte) { *h = (*h ^ digest(b)) * 1099511628211 }

func (h *digest) int(v int64) {
	for range 8 {
		h.byte(byte(v))
		v >>= 8
	}
}

func (h *digest) float(f float64) { h.int(int64(math.Float64bits(f))) }

func (h *digest) str(s string) {
	for i := 0; i < len(s); i++ {
		h.byte(s[i])
	}
	h.byte(0)
}

// piece writes everything of a piece a forecast reads.
func (h *digest) piece(p *engine.Piece) {
	h.int(int64(p.ID))
	h.str(p.Name)
	h.int(int64(p.Owner))
	h.int(int64(p.Points))
	h.float(p.Pose.Pos.X)
	h.float(p.Pose.Pos.Y)
	h.float(p.Pose.Heading)
	h.float(p.Footprint.W)
	h.float(p.Footprint.D)
	h.int(int64(p.Formation.Models))
	h.int(int64(p.Formation.Files))
	h.int(int64(p.Attached))
	for _, c := range p.Counters {
		h.str(c.Name)
		h.int(int64(c.Value))
	}
	h.byte(1)
}

// contextOf is the digest of what every forecast of a position reads
// besides its pieces: the turn, the house rules and the terrain.
func contextOf(s *engine.State) digest {
	h := newDigest()
	h.context(s)
	return h
}

// context writes what every forecast of a position reads besides its
// pieces.
func (h *digest) context(s *engine.State) {
	h.int(int64(s.Turn))
	h.int(int64(s.Active))
	h.int(int64(s.First))
	h.str(s.Phase)
	for _, r := range s.HouseRules {
		h.str(r)
	}
	h.float(s.Table.Width)
	h.float(s.Table.Depth)
	for _, t := range s.Table.Terrain {
		h.str(t.Name)
		h.int(int64(t.Kind))
		for _, part := range t.Parts {
			for _, v := range part {
				h.float(v.X)
				h.float(v.Y)
			}
		}
	}
}

const gainMemoMax = 1 << 16

var gainMemo = ai.Memo[digest, float64]{Max: gainMemoMax}

// memoGain is chargeGain remembered by everything it reads: the two
// units and their characters, their Leadership and Hold Your Ground!
// (ld, hyg), every piece near the target (where the charger would stand
// and who else is in the combat), the turn, the house rules and the
// terrain.
func (r *Ruleset) memoGain(s *engine.State, ctx digest, c, u *engine.Piece, d float64, ldC, ldU int, hygC, hygU bool) float64 {
	h := ctx
	h.piece(c)
	h.piece(u)
	h.int(int64(ldC))
	h.int(int64(ldU))
	if hygC {
		h.byte(1)
	}
	if hygU {
		h.byte(2)
	}
	reach := math.Hypot(u.Footprint.W, u.Footprint.D)/2 + math.Hypot(c.Footprint.W, c.Footprint.D) + 2*Inch
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID != c.ID && q.ID != u.ID && (q.Attached == c.ID || q.Attached == u.ID || q.Pose.Pos.Dist(u.Pose.Pos) < reach) {
			h.piece(q)
		}
	}
	return gainMemo.Get(h, func() float64 { return r.chargeGain(s, c, u, d) })
}

var shotMemo = ai.Memo[digest, float64]{Max: gainMemoMax}

// memoShot is shotWorth remembered by everything it reads: the shooter
// and the target, every piece near the line between them (sight and
// cover), the turn, the house rules and the terrain.
func (r *Ruleset) memoShot(s *engine.State, ctx digest, p, t *engine.Piece) float64 {
	h := ctx
	h.piece(p)
	h.piece(t)
	line := geom.Seg{A: p.Pose.Pos, B: t.Pose.Pos}
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID != p.ID && q.ID != t.ID && line.DistTo(q.Pose.Pos) < math.Hypot(q.Footprint.W, q.Footprint.D)/2+math.Hypot(p.Footprint.W, p.Footprint.D)/2+math.Hypot(t.Footprint.W, t.Footprint.D)/2 {
			h.piece(q)
		}
	}
	return shotMemo.Get(h, func() float64 { return r.shotWorth(s, p, t) })
}

var dispelMemo ai.Memo[[3]int, float64] // a few dozen keys: no bound

// dispelChance is the chance dice dispel dice with the dispeller's
// level reach need (castOdds: two 6s always, a natural 1 or 2 never),
// remembered: 0 with no dice.
func dispelChance(dice, lvl, need int) float64 {
	if dice <= 0 {
		return 0
	}
	return dispelMemo.Get([3]int{dice, lvl, need}, func() float64 {
		f, _ := castOdds(dice, lvl, need).Damage[1].P.Float64()
		return f
	})
}
