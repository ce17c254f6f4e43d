package input

import (
	"reflect"

	"warbench/game/ai"
	"warbench/game/engine"
)

// HintKind is the level of computer that gives a person hints.
const HintKind = "normal"

// Hint is "what would the computer do here?" for the person who decides:
// H (or the panel's Hint button) works out, off the main thread, what
// the HintKind player would choose on that person's blind copy, and the
// panel shows its reason, the table outlines the pieces its order
// names. With a unit of the decider selected, the hint is that unit's
// best order (or that it is best left be); else the next order of the
// whole turn. The order is never given. A hint is for one point of the
// game: once an order is given it is gone.
type Hint struct {
	job    *computerJob
	piece  engine.PieceID   // the unit the hint is for, 0 for the turn
	Text   string           // the reason, once worked out
	Pieces []engine.PieceID // the pieces the order names
	Err    error            // why there is no hint (no computer knows the rules)
}

// Hintable reports whether a hint can be asked now: a person decides, the
// dice have landed, and a computer knows the rules.
func (c *Controller) Hintable() bool {
	d := c.Decision()
	return d.Kind != engine.NoDecision && !c.Computer.Plays(d.Player) && !c.Rolling() && ai.Plays(c.Game.Rules)
}

// AskHint starts working out a hint for the decider, unless one for this
// point of the game is already there or on its way.
func (c *Controller) AskHint() {
	h := &c.Hint
	if !c.Hintable() {
		return
	}
	piece := c.hintPiece()
	if j := h.job; j != nil && j.log == len(c.Game.Log) && j.state == c.Game.State && h.piece == piece {
		return
	}
	p, err := ai.New(HintKind, c.Game.Rules, computerSeed)
	if err != nil {
		*h = Hint{Err: err}
		return
	}
	if adv, ok := p.(ai.Adviser); ok && piece != 0 {
		*h = Hint{job: c.thinkFor(c.Decider(), adv, piece), piece: piece}
		return
	}
	*h = Hint{job: c.think(c.Decider(), p)}
}

// hintPiece is the selected unit when the decision lets it act, else 0.
func (c *Controller) hintPiece() engine.PieceID {
	if c.Selected == 0 || !containsPiece(c.Decision().Pieces, c.Selected) {
		return 0
	}
	return c.Selected
}

// thinkFor works out, off the main thread, the adviser's best order for
// one piece, as think does for the next order.
func (c *Controller) thinkFor(by engine.PlayerID, adv ai.Adviser, id engine.PieceID) *computerJob {
	g := c.Game
	j := &computerJob{by: by, log: len(g.Log), state: g.State, done: make(chan struct{})}
	rs, view, d := g.Rules, ai.Blind(g.Rules, g.State, by), g.Rules.Decision(g.State)
	go func() {
		j.choice = adv.ChooseFor(rs, view, d, id)
		close(j.done)
	}()
	return j
}

// HintShown is the hint for the game as it stands: its text ("" while it
// is worked out) and whether one was asked here.
func (c *Controller) HintShown() (text string, asked bool) {
	h := &c.Hint
	j := h.job
	if j == nil || j.log != len(c.Game.Log) || j.state != c.Game.State {
		return "", false
	}
	select {
	case <-j.done:
	default:
		return "", true
	}
	if h.Text == "" {
		h.Text, h.Pieces = j.choice.Reason, orderPieces(j.choice.Order)
		if len(h.Pieces) == 0 && h.piece != 0 {
			h.Pieces = []engine.PieceID{h.piece}
		}
		if h.Text == "" {
			h.Text = "no order to suggest"
		}
	}
	return h.Text, true
}

// HintPieces are the pieces the hint's order names, to outline.
func (c *Controller) HintPieces() []engine.PieceID {
	if t, _ := c.HintShown(); t == "" {
		return nil
	}
	return c.Hint.Pieces
}

// pieceIDType is the type of a piece's ID, found in an order's fields.
var pieceIDType = reflect.TypeOf(engine.PieceID(0))

// orderPieces are the pieces an order names in its fields (the unit that
// acts, its target, those joining it), in field order, each once: the
// window knows no order kind, so it reads any field holding a PieceID or
// a list of them, also inside structs and slices of structs.
func orderPieces(o engine.Order) []engine.PieceID {
	var out []engine.PieceID
	var walk func(v reflect.Value, depth int)
	walk = func(v reflect.Value, depth int) {
		if depth > 8 {
			return
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), depth+1)
			}
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), depth+1)
				}
			}
		case reflect.Slice, reflect.Array:
			for i := range v.Len() {
				walk(v.Index(i), depth+1)
			}
		default:
			if v.Type() == pieceIDType {
				id := engine.PieceID(v.Int())
				if id != 0 && !containsPiece(out, id) {
					out = append(out, id)
				}
			}
		}
	}
	if o != nil {
		walk(reflect.ValueOf(o), 0)
	}
	return out
}

func containsPiece(ps []engine.PieceID, id engine.PieceID) bool {
	for _, p := range ps {
		if p == id {
			return true
		}
	}
	return false
}
