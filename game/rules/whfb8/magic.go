package whfb8

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Cast has a wizard cast a spell at a target with some of the power dice
// (§5.1).
type Cast struct {
	By             engine.PlayerID
	Wizard, Target engine.PieceID
	Spell          int // index in lores
	// Dice are the power dice rolled, 1 to 6; 0 lets the rules choose as
	// many as an average roll needs to reach the casting value (castDice).
	Dice int
	// Bound casts the spell as a bound spell (§5.5, bound.go).
	Bound bool
}

// Kind returns "whfb8/cast".
func (Cast) Kind() string { return ID + "/cast" }

// Player returns who casts.
func (o Cast) Player() engine.PlayerID { return o.By }

// Dispel is the other player's answer to a spell cast (§5.3): Dice
// dispel dice, 0 to let it through.
type Dispel struct {
	By   engine.PlayerID
	Dice int
}

// Kind returns "whfb8/dispel", or "whfb8/let-through" for no dice.
func (o Dispel) Kind() string {
	if o.Dice == 0 {
		return ID + "/let-through"
	}
	return ID + "/dispel"
}

// Player returns who dispels.
func (o Dispel) Player() engine.PlayerID { return o.By }

// maxPool is the most dice a pool may hold (§5.1).
const maxPool = 12

// level is a wizard's level now: its Lvl less what Power Drain took.
func level(p *engine.Piece) int { return max(0, stat(p, "Lvl")-p.Counter("lvl-lost")) }

// wizards are a player's wizards that may channel, cast or dispel: on
// the table, a level above 0, not fleeing (§5.1).
func wizards(s *engine.State, player engine.PlayerID) []*engine.Piece {
	var out []*engine.Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == player && level(p) > 0 && p.Counter("fleeing") == 0 && !stupid(s, p) {
			out = append(out, p)
		}
	}
	return out
}

// startMagic rolls the Winds of Magic and the channelling (§5.1): 2D6,
// the total to the caster's power pool, the highest die to the other
// side's dispel pool; a D6 for each wizard of either side, each 6 one die
// more; no pool above 12. A side with no wizard to cast skips it all.
func (r *Ruleset) startMagic(s *engine.State) []engine.Event {
	caster, other := s.Active, engine.Opponent(s.Active)
	if len(wizards(s, caster)) == 0 {
		return []engine.Event{{Kind: engine.StatusChanged, Rule: rule("5.1"), Text: fmt.Sprintf("Player %d has no wizard: there is nothing to cast.", caster)}}
	}
	a := s.Dice.Roll(6, "winds of magic")
	b := s.Dice.Roll(6, "winds of magic")
	power, disp := a.Face+b.Face, max(a.Face, b.Face)
	ev := []engine.Event{{Kind: engine.Rolled, Rule: rule("5.1"), Dice: []dice.Die{a, b}, Value: power,
		Text: fmt.Sprintf("Winds of Magic: %d + %d: %d power dice, %d dispel dice.", a.Face, b.Face, power, disp)}}
	for _, pl := range []engine.PlayerID{caster, other} {
		ws := wizards(s, pl)
		if len(ws) == 0 {
			continue
		}
		ds := s.Dice.RollN(nil, len(ws), 6, "channelling")
		n := 0
		for _, d := range ds {
			if d.Face == 6 {
				n++
			}
		}
		what := "power"
		if pl == other {
			what = "dispel"
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Rule: rule("5.1"), Dice: ds, Need: 6, Value: n,
			Text: fmt.Sprintf("Player %d channels %d more %s %s.", pl, n, what, map[bool]string{true: "die", false: "dice"}[n == 1])})
		if pl == caster {
			power += n
		} else {
			disp += n
		}
	}
	side(s, caster).SetCounter("power", min(maxPool, power))
	side(s, other).SetCounter("dispel", min(maxPool, disp))
	return ev
}

// endMagic loses the unused dice (§5.1).
func endMagic(s *engine.State) {
	for i := range s.Sides {
		s.Sides[i].SetCounter("power", 0)
		s.Sides[i].SetCounter("dispel", 0)
	}
}

// castKey is the counter marking a spell cast this phase (§5.1: each
// spell once a phase, per wizard, A-9).
func castKey(sp Spell) string { return "cast:" + sp.Name }

// checkCast accepts a cast (§5.1, §5.2): the wizard's own, not fleeing,
// engaged or failed this phase, a spell it knows and has not cast this
// phase, 1 to 6 dice from the pool, an enemy target in its front arc and
// sight, not engaged, within range.
func (r *Ruleset) checkCast(s *engine.State, o Cast) *engine.Illegal {
	if s.Phase != Magic {
		return engine.Refuse(rule("5.1"), nil, "Spells are cast in the magic phase, not the %s phase.", s.Phase)
	}
	w := s.Piece(o.Wizard)
	if w == nil || w.Owner != o.By || level(w) == 0 && !o.Bound {
		return engine.Refuse(rule("5.1"), nil, "Player %d has no such wizard.", o.By)
	}
	if o.Spell < 0 || o.Spell >= len(lores) || !knows(w, lores[o.Spell], o.Bound) {
		return engine.Refuse(rule("5.5"), nil, "%s does not know that spell.", w.Name)
	}
	sp := lores[o.Spell]
	pool := s.Side(o.By).Counter("power")
	o.Dice = castDice(s, w, o)
	switch {
	case w.Counter("fleeing") != 0:
		return engine.Refuse(rule("5.1"), nil, "%s is fleeing and cannot cast.", w.Name)
	case stupid(s, w):
		return engine.Refuse(rule("8.4"), nil, "%s failed its Stupidity test and cannot cast.", w.Name)
	case done(s, w, "cast-failed") && !o.Bound:
		return engine.Refuse(rule("5.1"), nil, "%s failed a cast this phase and may not cast again.", w.Name)
	case o.Bound && done(s, w, "bound-lost"):
		return engine.Refuse(rule("5.5"), nil, "%s cast a bound spell with Irresistible Force: no more bound spells this phase.", w.Name)
	case done(s, w, castKey(sp)):
		return engine.Refuse(rule("5.1"), nil, "%s has cast %s this phase.", w.Name, sp.Name)
	case s.HasHouseRule(SpellOncePerArmy) && castByArmy(s, o.By, sp):
		return engine.Refuse(rule("13"), nil, "%s has been cast by player %d's army this phase (house rule %s).", sp.Name, o.By, SpellOncePerArmy)
	case o.Dice < 1 || o.Dice > 6:
		return engine.Refuse(rule("5.1"), nil, "A spell is cast with 1 to 6 power dice.")
	case o.Dice > pool:
		return engine.Refuse(rule("5.1"), nil, "Player %d has %s in the power pool.", o.By, nDice(pool))
	}
	t := s.Piece(o.Target)
	if t == nil {
		return engine.Refuse(rule("5.2"), nil, "There is no unit %d to cast at.", o.Target)
	}
	return r.spellTarget(s, w, t, sp)
}

// castOutcome is a casting roll judged (§5.1): irresistible force on
// two or more 6s, a failure on a natural total of 1 or 2 (§13 ),
// else the total plus the level against the casting value.
func castOutcome(faces []int, lvl, value int) (result int, cast, irresistible bool) {
	total, sixes := 0, 0
	for _, f := range faces {
		total += f
		if f == 6 {
			sixes++
		}
	}
	switch {
	case sixes >= 2:
		return total + lvl, true, true
	case total <= 2:
		return total + lvl, false, false
	}
	return total + lvl, total+lvl >= value, false
}

// applyCast rolls the casting dice; a spell cast is dispelled or not by
// the other player (a Dispel decision), unless irresistible; a failed
// cast ends the wizard's casting this phase.
func (r *Ruleset) applyCast(s *engine.State, o Cast) []engine.Event {
	w, sp := s.Piece(o.Wizard), lores[o.Spell]
	o.Dice = castDice(s, w, o)
	sd := s.Side(o.By)
	sd.SetCounter("power", sd.Counter("power")-o.Dice)
	w.SetCounter(castKey(sp), playerTurn(s))
	ds := s.Dice.RollN(nil, o.Dice, 6, "casting")
	faces := make([]int, len(ds))
	for i, d := range ds {
		faces[i] = d.Face
	}
	lvl := castLevel(w, o)
	result, cast, irresistible := castOutcome(faces, lvl, sp.Value)
	verdict := "fails"
	switch {
	case irresistible:
		verdict = "is cast with Irresistible Force"
	case cast:
		verdict = "is cast"
	}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: w.ID, Rule: rule("5.1"), Dice: ds, Value: result,
		Text: fmt.Sprintf("%s casts %s at %s: %d + level %d = %d against %d+: it %s.", w.Name, sp.Name, s.Piece(o.Target).Name, dice.Sum(ds), lvl, result, sp.Value, verdict)}}
	if !cast {
		if !o.Bound { // §5.5: a failed bound spell does not stop the wizard
			w.SetCounter("cast-failed", playerTurn(s))
		}
		return ev
	}
	if irresistible && o.Bound {
		return append(ev, r.boundIrresistible(s, w, o.Target, sp)...)
	}
	if irresistible {
		ev = append(ev, r.spellEffect(s, w.ID, o.Target, sp)...)
		return append(ev, r.miscast(s, w.ID)...)
	}
	other := side(s, engine.Opponent(o.By))
	if other.Counter("dispel") == 0 {
		return append(ev, r.spellEffect(s, w.ID, o.Target, sp)...)
	}
	other.SetCounter("dispel-by", int(w.ID))
	other.SetCounter("dispel-at", int(o.Target))
	other.SetCounter("dispel-spell", o.Spell+1)
	other.SetCounter("dispel-need", result)
	return ev
}

// spellEffect resolves a magic missile (§5.2): D6s of automatic hits at
// its Strength, wounds and saves as shooting, casualties from the rear,
// and the panic test for 25% lost in the phase (§5.1).
func (r *Ruleset) spellEffect(s *engine.State, wid, tid engine.PieceID, sp Spell) []engine.Event {
	w, t := s.PieceOrGone(wid), s.Piece(tid)
	if t == nil {
		return nil
	}
	if sp.Type != MagicMissile {
		return r.otherEffect(s, w, t, sp)
	}
	hits := sp.HitsPlus
	var ev []engine.Event
	if sp.HitsDice > 0 {
		ds := s.Dice.RollN(nil, sp.HitsDice, 6, "spell hits")
		hits += dice.Sum(ds)
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: tid, Rule: rule("5.2"), Dice: ds, Value: hits,
			Text: fmt.Sprintf("%s: %s.", sp.Name, count(hits, "hit"))})
	}
	a := autoHits(hits, sp.S, t, sp.Flaming)
	if mr := magicResistance(t); mr > 0 { // §5.5, §13 A-26
		if a.Ward == 0 {
			a.Ward, a.WardName = 7-mr, "ward save (Magic Resistance)"
		} else {
			a.Ward = max(2, a.Ward-mr)
		}
	}
	return append(ev, r.strike(s, w.Pose.Pos, t, a, fmt.Sprintf("%s strikes %s: %s.", sp.Name, t.Name, a.describe(nil)), rule("5.2"))...)
}

// autoHits are n hits at Strength str that need no roll to hit.
func autoHits(n, str int, t *engine.Piece, flaming bool) attack {
	a := attack{N: n, Auto: true, Wound: woundNeed(str, stat(t, "T")), Armour: armourNeed(stat(t, "Sv"), str, false),
		W: max(1, stat(t, "W")), Wounded: t.Counter("wounded"), Models: t.Formation.Models, What: "hits"}
	a.Ward, a.WardName = wardOf(t, flaming)
	return a
}

// castOdds is the exact chance a cast succeeds (§5.1): every face of the
// dice counted, with irresistible force apart.
func castOdds(dice, lvl, value int) engine.Odds {
	faces := make([]int, dice)
	var cast, irr, total int
	var walk func(i int)
	walk = func(i int) {
		if i == dice {
			total++
			_, ok, f := castOutcome(faces, lvl, value)
			switch {
			case f:
				irr++
			case ok:
				cast++
			}
			return
		}
		for f := 1; f <= 6; f++ {
			faces[i] = f
			walk(i + 1)
		}
	}
	walk(0)
	fail := total - cast - irr
	o := engine.Odds{Counts: "casts", Text: fmt.Sprintf("%d dice + level %d against %d+", dice, lvl, value)}
	o.Results = []engine.Outcome{
		{Label: "irresistible force (then a miscast)", Value: 2, P: big.NewRat(int64(irr), int64(total)), Tone: engine.Warn},
		{Label: "cast (it may be dispelled)", Value: 1, P: big.NewRat(int64(cast), int64(total)), Tone: engine.Good},
		{Label: "fails", Value: 0, P: big.NewRat(int64(fail), int64(total)), Tone: engine.Bad},
	}
	ok := big.NewRat(int64(cast+irr), int64(total))
	o.Damage = []engine.Outcome{{Value: 0, P: big.NewRat(int64(fail), int64(total)), Label: "fails"}, {Value: 1, P: ok, Label: "cast"}}
	o.Mean = ok
	return o
}

// castOptions are a wizard's casts: each spell it may cast now with each
// number of dice that could reach its casting value (up to 6 and the
// pool).
func (r *Ruleset) castOptions(s *engine.State, w *engine.Piece) []engine.OrderOption {
	pool := s.Side(w.Owner).Counter("power")
	var out []engine.OrderOption
	for i, sp := range lores {
		if !w.HasRule(sp.Name) || done(s, w, castKey(sp)) || sp.Type == MagicMissile && w.Counter("engaged") != 0 {
			continue
		}
		for _, k := range diceChoices(level(w), sp.Value, pool) {
			out = append(out, engine.OrderOption{Kind: Cast{}.Kind(), Label: fmt.Sprintf("%s, %s", sp.Name, nDice(k)),
				Pick: engine.PickTarget, Arg: fmt.Sprintf("%d:%d", i, k),
				Hint: fmt.Sprintf("%s (%s, %d+, %d\"): %s.", sp.Name, sp.Type, sp.Value, sp.Range, castOdds(k, level(w), sp.Value).Text)})
		}
	}
	return out
}

// diceChoices are the numbers of power dice a cast is offered with: the
// fewest that can reach the value, the fewest whose average does, and
// the most the pool allows (up to 6), each once, fewest first; so a
// wizard of many spells keeps a panel of few buttons.
func diceChoices(lvl, value, pool int) []int {
	top := min(6, pool)
	least := 1
	for least <= top && 6*least+lvl < value {
		least++
	}
	if least > top {
		return nil
	}
	avg := least
	for avg < top && 7*avg+2*lvl < 2*value {
		avg++
	}
	out := []int{least}
	for _, k := range []int{avg, top} {
		if k != out[len(out)-1] {
			out = append(out, k)
		}
	}
	return out
}

// spellNames lists the spells for the counter bounds.
func spellCounters() []engine.CounterBound {
	var out []engine.CounterBound
	for _, sp := range lores {
		out = append(out, engine.CounterBound{Name: castKey(sp), Max: 200})
	}
	return out
}

func init() {
	counterBounds = append(counterBounds, spellCounters()...)
	counterBounds = append(counterBounds, engine.CounterBound{Name: "cast-failed", Max: 200},
		engine.CounterBound{Name: "dispel-failed", Max: 200}, engine.CounterBound{Name: "lvl-lost", Max: 10})
	extraStats = append(extraStats, "Lvl")
	slices.Sort(extraStats)
}

// nDice writes "1 die", "3 dice".
func nDice(n int) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}

// magicResistance is the best Magic Resistance (n) of a unit (§5.5).
func magicResistance(p *engine.Piece) int {
	for n := 3; n >= 1; n-- {
		if p.HasRule(fmt.Sprintf("Magic Resistance (%d)", n)) {
			return n
		}
	}
	return 0
}

// castDice is the dice a cast rolls: its own number, or for 0 the fewest
// whose average (3.5 a die) plus the level reaches the casting value, at
// most 6 and the pool (at least 1).
func castDice(s *engine.State, w *engine.Piece, o Cast) int {
	if o.Dice != 0 {
		return o.Dice
	}
	pool := 0
	if sd := s.Side(o.By); sd != nil {
		pool = sd.Counter("power")
	}
	k := 1
	for k < min(6, pool) && 7*k+2*castLevel(w, o) < 2*lores[o.Spell].Value {
		k++
	}
	return k
}

// castByArmy: a wizard of the player cast the spell this phase.
func castByArmy(s *engine.State, player engine.PlayerID, sp Spell) bool {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == player && done(s, p, castKey(sp)) {
			return true
		}
	}
	return false
}
