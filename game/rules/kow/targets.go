package kow

import (
	"fmt"
	"strings"

	"warbench/game/engine"
)

// Targets is the target planner's view of a Charge or a Shoot option
// (engine.Targeter): every enemy, with the charge or the shot a click
// gives, worked out by the code Check and Apply use.
func (r *Ruleset) Targets(s *engine.State, piece engine.PieceID, opt engine.OrderOption, with []engine.PieceID) []engine.Target {
	p := s.Piece(piece)
	if p == nil {
		return nil
	}
	switch opt.Kind {
	case Charge{}.Kind():
		if len(with) > 0 {
			return r.groupTargets(s, p, with)
		}
		return r.chargeTargets(s, p)
	case Shoot{}.Kind():
		return r.shootTargets(s, p, opt.Arg)
	case Cast{}.Kind():
		return r.castTargets(s, p, opt.Arg)
	}
	return nil
}

// chargeTargets are ChargeTargets as the window shows them: the charger
// at its contact pose (and a boxed-in target turned, §4.7.8), the path,
// and a line on the facing, the distance and what the charge will be.
func (r *Ruleset) chargeTargets(s *engine.State, p *engine.Piece) []engine.Target {
	var out []engine.Target
	for _, ct := range r.ChargeTargets(s, p.ID) {
		t := s.Piece(ct.Target)
		tg := engine.Target{Piece: ct.Target, Legal: ct.Legal, Why: ct.Why, Path: ct.Path}
		if ct.Legal {
			tg.Order = Charge{By: p.Owner, Unit: p.ID, Target: ct.Target}
			tg.Ghosts = []engine.Ghost{{Piece: p.ID, Pose: ct.Contact}}
			h := ""
			if ct.Hindered {
				h = ", hindered"
			}
			tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s facing, %s away%s.", t.Name, ct.Facing, engine.Inches.Format(ct.Reach), h), Tone: engine.Good}}
			switch {
			case ct.Reverse:
				tg.Ghosts = append(tg.Ghosts, engine.Ghost{Piece: t.ID, Pose: ct.TargetPose})
				tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("Boxed in: %s stops at first contact and %s is aligned to it (%s).", p.Name, t.Name, r.rule("4.7.8"))})
			case ct.Counter:
				tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("Counter-charge: straight into its front, never hindered (%s).", r.rule("4.8"))})
			}
		}
		out = append(out, tg)
	}
	return out
}

// groupTargets are the joint charges of p and with on each enemy
// (§4.7.7): each unit charges as a normal charge, so a unit that alone
// would counter-charge is planned (and hindered) as the group moves it.
func (r *Ruleset) groupTargets(s *engine.State, p *engine.Piece, with []engine.PieceID) []engine.Target {
	units := append([]engine.PieceID{p.ID}, with...)
	var out []engine.Target
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner || t.Owner == 0 {
			continue
		}
		tg := engine.Target{Piece: t.ID}
		if len(units) > MaxMultiCharge {
			tg.Why = engine.Refuse(r.rule("4.7.7"), nil, "At most %d units may charge together.", MaxMultiCharge)
			out = append(out, tg)
			continue
		}
		m := NewMultiCharge(p.Owner, t.ID, units)
		us, il := r.multiUnits(s, m)
		if il != nil {
			tg.Why = il
			out = append(out, tg)
			continue
		}
		tg.Legal, tg.Order = true, m
		var parts []string
		for _, u := range us {
			tg.Ghosts = append(tg.Ghosts, engine.Ghost{Piece: u.p.ID, Pose: u.pose})
			part := fmt.Sprintf("%s strikes its %s", u.p.Name, u.ct.Facing)
			if u.hind {
				part += ", hindered"
			}
			parts = append(parts, part)
		}
		tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: they all fit. %s.", t.Name, strings.Join(parts, "; ")), Tone: engine.Good}}
		out = append(out, tg)
	}
	return out
}

// shootTargets are ShootTargets as the window shows them: the range line
// from the Leader Point, and what gives cover.
func (r *Ruleset) shootTargets(s *engine.State, p *engine.Piece, weapon string) []engine.Target {
	var out []engine.Target
	for _, st := range r.ShootTargets(s, p.ID, weapon) {
		t := s.Piece(st.Target)
		tg := engine.Target{Piece: st.Target, Legal: st.Legal, Why: st.Why}
		if st.Legal {
			tg.Order = Shoot{By: p.Owner, Unit: p.ID, Target: st.Target, Weapon: weapon}
			line := st.Line
			tg.Marks = []engine.Mark{{Seg: &line, Label: engine.Inches.Format(st.Range)}}
			for _, m := range st.Marks {
				m.Tone = engine.Warn
				tg.Marks = append(tg.Marks, m)
			}
			if st.Cover != "" {
				tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s away.", t.Name, engine.Inches.Format(st.Range))}, {Text: st.Cover, Tone: engine.Warn}}
			} else {
				tg.Lines = []engine.Line{{Text: fmt.Sprintf("%s: %s away, in the open.", t.Name, engine.Inches.Format(st.Range)), Tone: engine.Good}}
			}
		}
		out = append(out, tg)
	}
	return out
}
