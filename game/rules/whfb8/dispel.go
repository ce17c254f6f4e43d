package whfb8

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
)

// dispelWait is a spell waiting for the other player's dispel.
type dispelWait struct {
	Side           engine.PlayerID
	Wizard, Target engine.PieceID
	Spell, Need    int
}

// pendingDispel is the spell waiting for a dispel, if any.
func pendingDispel(s *engine.State) (dispelWait, bool) {
	for i := range s.Sides {
		sd := &s.Sides[i]
		if sp := sd.Counter("dispel-spell"); sp != 0 {
			return dispelWait{sd.ID, engine.PieceID(sd.Counter("dispel-by")), engine.PieceID(sd.Counter("dispel-at")), sp - 1, sd.Counter("dispel-need")}, true
		}
	}
	return dispelWait{}, false
}

// dispeller is the defender's wizard who dispels (§5.3): the highest
// level not failed this phase, the lowest ID on a tie; nil for the army
// as a whole (no level added).
func dispeller(s *engine.State, player engine.PlayerID) *engine.Piece {
	var best *engine.Piece
	for _, w := range wizards(s, player) {
		if !done(s, w, "dispel-failed") && (best == nil || level(w) > level(best)) {
			best = w
		}
	}
	return best
}

// dispelDecision asks the other player to dispel (§5.3).
func (r *Ruleset) dispelDecision(s *engine.State, d dispelWait) engine.Decision {
	sp := lores[d.Spell]
	pool := s.Side(d.Side).Counter("dispel")
	who, lvl := "the army", armyDispelBonus(s, d.Side)
	if w := dispeller(s, d.Side); w != nil {
		who, lvl = w.Name, level(w)
	}
	dec := engine.Decision{Player: d.Side, Kind: engine.React, Pieces: []engine.PieceID{d.Target},
		Prompt: fmt.Sprintf("Player %d: %s is cast at %s (%d). Dispel with %s (level %d), %s in the pool (%s).",
			d.Side, sp.Name, s.Piece(d.Target).Name, d.Need, who, lvl, nDice(pool), rule("5.3"))}
	for k := 1; k <= pool; k++ {
		dec.Options = append(dec.Options, engine.OrderOption{Kind: Dispel{Dice: k}.Kind(), Label: fmt.Sprintf("Dispel with %d", k), Key: fmt.Sprint(k % 10),
			Pick: engine.PickNow, Order: Dispel{By: d.Side, Dice: k}, Hint: fmt.Sprintf("%d dice + level %d must reach %d; two 6s always dispel.", k, lvl, d.Need)})
	}
	return append2(dec, engine.OrderOption{Kind: (Dispel{}).Kind(), Label: "Let it through", Key: "0", Pick: engine.PickNow,
		Order: Dispel{By: d.Side}, Hint: "Keep the dispel dice."})
}

func append2(d engine.Decision, o engine.OrderOption) engine.Decision {
	d.Options = append(d.Options, o)
	return d
}

// checkDispel accepts a dispel with dice the pool holds.
func (r *Ruleset) checkDispel(s *engine.State, o Dispel) *engine.Illegal {
	d, ok := pendingDispel(s)
	switch {
	case !ok:
		return engine.Refuse(rule("5.3"), nil, "No spell waits for a dispel.")
	case o.Dice < 0 || o.Dice > s.Side(d.Side).Counter("dispel"):
		return engine.Refuse(rule("5.3"), nil, "Player %d has %s in the dispel pool.", d.Side, nDice(s.Side(d.Side).Counter("dispel")))
	}
	return nil
}

// applyDispel rolls the dispel (§5.3): two or more 6s always dispel, a
// natural 1 or 2 always fails, else the total plus the dispeller's level
// must reach the casting result; a wizard who fails may not dispel again
// this phase. A spell not dispelled takes effect.
func (r *Ruleset) applyDispel(s *engine.State, o Dispel) []engine.Event {
	d, _ := pendingDispel(s)
	sd := s.Side(d.Side)
	for _, k := range []string{"dispel-by", "dispel-at", "dispel-spell", "dispel-need"} {
		sd.SetCounter(k, 0)
	}
	sp := lores[d.Spell]
	var ev []engine.Event
	if o.Dice > 0 {
		sd.SetCounter("dispel", sd.Counter("dispel")-o.Dice)
		w := dispeller(s, d.Side)
		lvl := armyDispelBonus(s, d.Side) // §5.3: the Dwarf +2, the army alone
		if w != nil {
			lvl = level(w)
		}
		ds := s.Dice.RollN(nil, o.Dice, 6, "dispel")
		faces := make([]int, len(ds))
		for i, x := range ds {
			faces[i] = x.Face
		}
		result, _, double6 := castOutcome(faces, lvl, 0)
		ok := double6 || (dice.Sum(ds) > 2 && result >= d.Need)
		verdict := "fails"
		if ok {
			verdict = "dispels it"
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Rule: rule("5.3"), Dice: ds, Value: result,
			Text: fmt.Sprintf("Player %d's dispel of %s: %d + level %d = %d against %d: it %s.", d.Side, sp.Name, dice.Sum(ds), lvl, result, d.Need, verdict)})
		if ok {
			return ev
		}
		if w != nil {
			w.SetCounter("dispel-failed", playerTurn(s))
		}
	}
	return append(ev, r.spellEffect(s, d.Wizard, d.Target, sp)...)
}
