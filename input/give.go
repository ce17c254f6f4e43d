package input

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// give gives an order through Game.Do and keeps its events; the order
// being built and any refusal go. Then, once the dice tray has shown what
// the order rolled (a selection made sooner would tell the result), when
// the selected piece has nothing left to do and the game waits on some
// pieces with no choice that is not a piece's (no combat to pick), the
// first of them is selected, so the next one to act is always in front
// of the player.
func (c *Controller) give(o engine.Order) error {
	ev, err := c.Game.Do(o)
	if err != nil {
		return err
	}
	c.LastEvents, c.Refusal = ev, nil
	c.odds = oddsCache{}
	c.setMode(ModeSelect)
	c.selectAfterDice = true
	return nil
}

// selectNext selects the first piece the Decision waits on when the
// selection has nothing to do (see give); it waits while the dice roll.
func (c *Controller) selectNext() {
	if c.Rolling() {
		return
	}
	c.selectAfterDice = false
	if c.Thinking() {
		return // the computer's pieces are not put in front of the person
	}
	if c.Selected != 0 && len(c.Game.Rules.Orders(c.Game.State, c.Selected)) > 0 {
		return
	}
	if d := c.Decision(); len(d.Pieces) > 0 && len(d.Options) == 0 {
		c.Selected = d.Pieces[0]
	}
}

// oddsCache keeps the last odds asked for: the same order on the same
// game (as many orders given) gives the same odds.
type oddsCache struct {
	key  string
	odds engine.Odds
	err  error
}

// Odds is the exact outcome of an order before it is given, cached.
func (c *Controller) Odds(o engine.Order) (engine.Odds, error) {
	key := fmt.Sprintf("%d %T%+v", len(c.Game.Log), o, o)
	if c.odds.key != key {
		od, err := c.Game.Rules.Odds(c.Game.State, o)
		c.odds = oddsCache{key: key, odds: od, err: err}
	}
	return c.odds.odds, c.odds.err
}

// PreviewOrder is the order whose odds to show now: the legal target
// under the cursor, or the order of the button under it.
func (c *Controller) PreviewOrder() engine.Order {
	switch c.Mode {
	case ModeTarget:
		if tg := c.Target.Hovered(); tg != nil && tg.Legal {
			return tg.Order
		}
	case ModeMove:
	default:
		for _, b := range c.PanelButtons() {
			if b.Act == PanelOrder && b.Option.Order != nil && b.Box.Contains(c.screenCursor) {
				if _, err := c.Odds(b.Option.Order); err == nil {
					return b.Option.Order
				}
			}
		}
	}
	return nil
}

// ScreenCursor is the cursor in screen pixels, as of the last frame.
func (c *Controller) ScreenCursor() geom.Vec { return c.screenCursor }

// OddsAvoid is the screen box the odds card must not cover: the target
// under the cursor in the target planner, or the cursor itself.
func (c *Controller) OddsAvoid() geom.Box {
	if c.Mode == ModeTarget {
		if tg := c.Target.Hovered(); tg != nil {
			return c.pieceScreenBox(tg.Piece).Expand(4)
		}
	}
	return geom.Box{Min: c.screenCursor, Max: c.screenCursor}.Expand(10)
}
