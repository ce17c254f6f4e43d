package whfb8

import "warbench/game/engine"

// Targets lists every enemy unit a shot or a charge could aim at, with
// the order a click gives or the refusal, from the same checks as Check.
func (r *Ruleset) Targets(s *engine.State, piece engine.PieceID, opt engine.OrderOption, with []engine.PieceID) []engine.Target {
	p := s.Piece(piece)
	if p == nil {
		return nil
	}
	var out []engine.Target
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner && opt.Kind != (Cast{}).Kind() { // augments aim at friends
			continue
		}
		tg := engine.Target{Piece: t.ID}
		var o engine.Order
		var il *engine.Illegal
		switch opt.Kind {
		case Shoot{}.Kind():
			so := Shoot{By: p.Owner, Unit: p.ID, Target: t.ID}
			o, il = so, r.checkShoot(s, so)
			if il == nil {
				v, _ := r.aim(s, p, t, false)
				tg.Lines = []engine.Line{{Text: v.describe(v.Mods)}}
			}
		case Fire{}.Kind():
			o, il = r.fireTarget(s, p, t, opt, &tg)
		case Snipe{}.Kind():
			o, il = r.snipeTarget(s, p, t, opt, &tg)
		case Breathe{}.Kind():
			o, il = r.breathTarget(s, p, t, &tg)
		case Pivot{}.Kind():
			po := Pivot{By: p.Owner, Unit: p.ID, Target: t.ID}
			if o, il = po, r.checkPivot(s, po); il == nil {
				tg.Ghosts = []engine.Ghost{{Piece: p.ID, Pose: pivoted(p, t).Pose}}
			}
		case DeclareCharge{}.Kind():
			co := DeclareCharge{By: p.Owner, Unit: p.ID, Target: t.ID}
			o, il = co, r.checkDeclare(s, co)
			if il == nil {
				od := chargeOdds(s, p, gap(p, t))
				f, _ := od.Results[0].P.Float64()
				tg.Lines = []engine.Line{{Text: od.Text}, {Text: formatChance("Reaches", f), Tone: engine.Good}}
				if pose, ok := r.contactPose(s, p, t); ok {
					tg.Ghosts = []engine.Ghost{{Piece: p.ID, Pose: pose}}
				}
			}
		case Cast{}.Kind():
			var ok bool
			if o, il, ok = r.castTarget(s, p, t, opt, &tg); !ok {
				return nil
			}
		default:
			return nil
		}
		if il != nil {
			tg.Why = il
		} else {
			tg.Legal, tg.Order = true, o
		}
		out = append(out, tg)
	}
	return out
}
