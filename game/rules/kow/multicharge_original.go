package kow

import (
	"cmp"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// multiOriginal plans a MultiCharge as the 2015 text was first printed
// (kow2 §1.3 D4-D5, the edition kow2-original):
//   - D4, "may do so if they fit": each charger must still fit against its
//     facing (part of its front edge on it, no overlap, friendGap from its
//     friends), but the facing is not shared out evenly (the errata's
//     re-shuffle, §14-A37): each stands as near the facing's centre as
//     the others allow, the single charge's slide of §4.7.4 item 3;
//   - D5, "the paths of the chargers may not cross": the chargers need
//     not keep their Leader Points' order along a facing, but no two
//     paths (the tracks of their centres, whatever the facings) may cross.
//
// It tries the order of the Leader Points first, then every other order
// of the chargers, and takes the first in which all fit, all find paths
// (multiPaths) and no paths cross.
func (r *Ruleset) multiOriginal(s *engine.State, t *engine.Piece, us []*multiUnit) ([]*multiUnit, *engine.Illegal) {
	tr := t.Rect()
	byLP := slices.Clone(us)
	for _, u := range byLP {
		fc := newFacing(tr, u.ct.Facing)
		u.proj = u.p.Rect().LeaderPoint().Sub(fc.mid).Dot(fc.u)
	}
	slices.SortStableFunc(byLP, func(a, b *multiUnit) int { return cmp.Compare(a.proj, b.proj) })
	var first *engine.Illegal
	var tried [][]engine.PieceID // each facing's order, facing by facing: orders of the whole list giving the same are tried once
	for _, perm := range permutations(len(byLP)) {
		order := make([]*multiUnit, len(perm))
		for i, j := range perm {
			order[i] = byLP[j]
		}
		key := facingOrders(order)
		if slices.ContainsFunc(tried, func(k []engine.PieceID) bool { return slices.Equal(k, key) }) {
			continue
		}
		tried = append(tried, key)
		il := r.layAll(s, t, order, false)
		if il == nil {
			il = r.multiPaths(s, t, order)
		}
		if il == nil {
			il = r.pathsCross(t, order)
		}
		if il == nil {
			return us, nil
		}
		if first == nil {
			first = il
		}
	}
	return nil, first
}

// facingOrders is the chargers' IDs facing by facing (front, right,
// rear, left), each facing's in the order given.
func facingOrders(us []*multiUnit) []engine.PieceID {
	var out []engine.PieceID
	for _, arc := range []geom.Arc{geom.ArcFront, geom.ArcRight, geom.ArcRear, geom.ArcLeft} {
		for _, u := range us {
			if u.ct.Facing == arc {
				out = append(out, u.p.ID)
			}
		}
	}
	return out
}

// pathsCross refuses chargers whose paths cross (kow2 §1.3 D5 as first
// printed), or returns nil.
func (r *Ruleset) pathsCross(t *engine.Piece, us []*multiUnit) *engine.Illegal {
	for i, a := range us {
		for _, b := range us[i+1:] {
			for x := 1; x < len(a.track); x++ {
				for y := 1; y < len(b.track); y++ {
					sa, sb := geom.Seg{A: a.track[x-1], B: a.track[x]}, geom.Seg{A: b.track[y-1], B: b.track[y]}
					if _, hit := geom.SegIntersect(sa, sb); hit {
						return engine.Refuse(r.rule("4.7.7"), []engine.Mark{{Seg: &sa, Label: a.p.Name}, {Seg: &sb, Label: b.p.Name}},
							"The paths of %s and %s into %s would cross: as first printed, the paths of the chargers may not cross (kow2 §1.3 D5).",
							a.p.Name, b.p.Name, t.Name)
					}
				}
			}
		}
	}
	return nil
}

// permutations lists every order of 0..n-1, the identity first, then in
// lexicographic order.
func permutations(n int) [][]int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	out := [][]int{slices.Clone(p)}
	for {
		i := n - 2
		for i >= 0 && p[i] >= p[i+1] {
			i--
		}
		if i < 0 {
			return out
		}
		j := n - 1
		for p[j] <= p[i] {
			j--
		}
		p[i], p[j] = p[j], p[i]
		slices.Reverse(p[i+1:])
		out = append(out, slices.Clone(p))
	}
}
