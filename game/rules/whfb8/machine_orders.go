package whfb8

import (
	"encoding/json"
	"errors"
	"fmt"

	"warbench/game/engine"
)

// How a war machine's shot is offered, aimed, previewed and written
// (§6.9): the options of Orders, the targets of Targets, the Odds and
// the order's JSON, all from aimMachine.

// cannonShorts are the points a cannon is offered: at the target, and
// 2", 4" and 6" short of it, for the bounce to carry through.
var cannonShorts = []int{0, 2, 4, 6}

// fireOptions are a war machine's ways to fire now.
func (r *Ruleset) fireOptions(s *engine.State, m *engine.Piece) []engine.OrderOption {
	if machineKind(m) == "" || done(s, m, "shot") || r.canFire(s, m) != nil {
		return nil
	}
	opt := func(label, arg, hint string) engine.OrderOption {
		return engine.OrderOption{Kind: Fire{}.Kind(), Label: label, Pick: engine.PickTarget, Arg: arg, Hint: hint}
	}
	var out []engine.OrderOption
	switch machineKind(m) {
	case Cannon:
		for _, n := range cannonShorts {
			label := "Fire at the front"
			if n > 0 {
				label = fmt.Sprintf("Fire %d\" short", n)
			}
			out = append(out, opt(label, fmt.Sprintf("short:%d", n), "A point on the line to the target; the ball lands 2\"–10\" beyond and bounces 2\"–10\" more."))
		}
		if m.HasRule(Grapeshot) {
			out = append(out, opt("Grapeshot", "alt", "The artillery die's shots at S5, Armour Piercing, within 12\"."))
		}
	case StoneThrower:
		out = append(out, opt("Fire", "", "The 3\" template over the target's middle model, then scatter."),
			opt("Fire (indirect)", "alt", "No sight needed; a HIT still moves the roll less the crew's BS."))
	case FireThrower:
		out = append(out, opt("Fire", "", "The flame template from the muzzle, pushed forward by the artillery die."))
	case BoltThrower:
		out = append(out, opt("Fire", "", "One bolt: to hit with BS, then through the ranks while it slays."))
	}
	if len(out) > 0 {
		out[0].Key = "S"
	}
	return out
}

// fireArg reads an option's Arg: "short:N" or "alt".
func fireArg(arg string) (short int, alt bool) {
	if arg == "alt" {
		return 0, true
	}
	fmt.Sscanf(arg, "short:%d", &short)
	return short, false
}

// fireTarget is one target of a Fire option, with the shot's marks and
// lines when it may be fired.
func (r *Ruleset) fireTarget(s *engine.State, m, t *engine.Piece, opt engine.OrderOption, tg *engine.Target) (engine.Order, *engine.Illegal) {
	short, alt := fireArg(opt.Arg)
	o := Fire{By: m.Owner, Unit: m.ID, Target: t.ID, Short: short, Alt: alt}
	if il := r.checkFire(s, o); il != nil {
		return o, il
	}
	sh, _ := r.aimMachine(s, m, t, o)
	tg.Marks, tg.Lines = sh.Marks, sh.Lines
	if sh.Kind == Cannon && !o.Alt || sh.Kind == StoneThrower { // their odds are worked out for the card only
		what := "hit"
		if sh.Kind == StoneThrower {
			what = "under the template"
		}
		od, _ := r.fireOdds(s, o)
		f, _ := od.Mean.Float64()
		tg.Lines = append(tg.Lines, engine.Line{Text: fmt.Sprintf("%.2f models of %s %s on average; a misfire 1 in 6.", f, t.Name, what), Tone: engine.Good})
	}
	return o, nil
}

// fireOdds is the odds of a war machine's shot, from the code that
// fires it.
func (r *Ruleset) fireOdds(s *engine.State, o Fire) (engine.Odds, error) {
	m, t := s.Piece(o.Unit), s.Piece(o.Target)
	if !isMachine(m) || t == nil || machineKind(m) == "" {
		return engine.Odds{}, engine.Refuse(rule("6.9"), nil, "Pick a war machine and a target.")
	}
	sh, il := r.aimMachine(s, m, t, o)
	if il != nil {
		return engine.Odds{}, il
	}
	switch {
	case sh.Kind == Cannon && o.Alt:
		return grapeshotOdds(sh.Volley.attack, t), nil
	case sh.Kind == Cannon:
		return cannonOdds(s, m, t, sh), nil
	case sh.Kind == BoltThrower:
		return boltOdds(sh.Volley.attack, m, t), nil
	case sh.Kind == FireThrower:
		return flameOdds(s, m, t, sh), nil
	}
	return stoneOdds(s, m, t, sh, o.Alt), nil
}

// fireJSON is a Fire order in a file.
type fireJSON struct {
	By     *engine.PlayerID `json:"by"`
	Unit   *engine.PieceID  `json:"unit"`
	Target *engine.PieceID  `json:"target"`
	Short  int              `json:"short,omitempty"`
	Alt    bool             `json:"alt,omitempty"`
}

func encodeFire(o Fire) (json.RawMessage, error) {
	return json.Marshal(fireJSON{By: &o.By, Unit: &o.Unit, Target: &o.Target, Short: o.Short, Alt: o.Alt})
}

func decodeFire(data json.RawMessage) (engine.Order, error) {
	var j fireJSON
	if err := engine.DecodeStrict(data, &j); err != nil {
		return nil, err
	}
	if err := errors.Join(engine.CheckPlayer("by", j.By), engine.CheckPiece("unit", j.Unit), engine.CheckPiece("target", j.Target)); err != nil {
		return nil, err
	}
	if j.Short < 0 || j.Short > maxShort {
		return nil, fmt.Errorf("short: 0 to %d inches, got %d", maxShort, j.Short)
	}
	return Fire{By: *j.By, Unit: *j.Unit, Target: *j.Target, Short: j.Short, Alt: j.Alt}, nil
}
