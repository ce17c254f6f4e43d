package kow

import (
	"fmt"

	"warbench/game/engine"
)

// castPreview adds to a legal cast target what the spell would do, from
// the code that does it: Heal's damage to remove, whether a Bane-chant
// would add anything, and where Wind Blast or Surge would take the target
// if every die hit (a ghost, and what stops it or what it charges).
func (r *Ruleset) castPreview(s *engine.State, p, t *engine.Piece, w Weapon, tg *engine.Target) {
	line := func(tone engine.Tone, format string, args ...any) {
		tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf(format, args...), Tone: tone})
	}
	e := spellOf(w).Effect
	switch {
	case (e == pushEffect || e == surgeEffect) && immobile(t):
		line(engine.Warn, "%s Speed 0: %s has no effect on it (%s).", does(t, "have"), w.Name, r.rule("10.1"))
	case e == healEffect:
		line(engine.Good, "%s %d damage; each hit removes 1.", does(t, "have"), t.Counter("damage"))
	case e == baneEffect && baneBonus(s, t) > 0:
		line(engine.Warn, "%s already Bane-chanted this turn: several Bane-chants do not stack.", does(t, "are"))
	case e == baneEffect:
		line(engine.Good, "One hit or more: +1 Piercing and +1 Crushing Strength on all its attacks this turn.")
	case e == pushEffect:
		_, how := windDir(p, t)
		res := r.windPlan(s, p, t, w.Dice)
		tg.Ghosts = append(tg.Ghosts, engine.Ghost{Piece: t.ID, Pose: res.End.Pose()})
		line(engine.Good, "Pushed %s, 1\" a hit: %s if all %d dice hit.", how, engine.Inches.Format(res.Spent), w.Dice)
		if res.Clamped && len(res.Reasons) > 0 {
			line(engine.Warn, "%s", res.Reasons[0].Text)
		}
	case e == surgeEffect:
		sm := r.planSurge(s, t, w.Dice)
		if sm.enemy != nil {
			tg.Ghosts = append(tg.Ghosts, engine.Ghost{Piece: t.ID, Pose: sm.final})
			h := ""
			if sm.hindered {
				h = ", hindered"
			}
			line(engine.Good, "Straight forward 1\" a hit: charges %s %s after %s%s.", sm.enemy.Name, facingWords(sm.arc), engine.Inches.Format(sm.res.Spent), h)
			return
		}
		tg.Ghosts = append(tg.Ghosts, engine.Ghost{Piece: t.ID, Pose: sm.res.End.Pose()})
		line(engine.Good, "Straight forward 1\" a hit: %s if all %d dice hit.", engine.Inches.Format(sm.res.Spent), w.Dice)
		if sm.res.Clamped && len(sm.res.Reasons) > 0 {
			line(engine.Warn, "%s", sm.res.Reasons[0].Text)
		}
	}
}
