package input

import (
	"math"
	"strconv"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// handlePixels is how far ahead of the ghost's front edge the rotation
// handle sits, in screen pixels, and how close a press must be to grab it.
const (
	handlePixels = 26
	handleGrab   = 12
)

// Composer builds one movement order from gestures. Dragging the unit's
// body adds or lengthens a straight step in an allowed direction, dragging
// the handle in front of it adds or widens a pivot, typed numbers add exact
// steps ("4.5" then M moves 4.5 units; "30" then P pivots 30°). Every
// change is planned by the ruleset's solver at once, so the ghost always
// shows the legal move nearest to the gesture, and why it stopped.
type Composer struct {
	Unit    engine.PieceID
	Option  engine.OrderOption
	Steps   []move.Step // the plan as the player has built it (already clamped)
	Preview move.Result // the solver's answer for Steps plus the gesture in progress
	Err     error       // why the order cannot be given (a refusal), if so
	Buffer  string      // a number being typed
	Reach   Reach       // the area the order can reach, from where the piece stands
	// Confirm is set when the order was to be given but the move is cut
	// short by the table or something on it: the player is asked, and the
	// next Enter (or release) gives it as shown.
	Confirm bool

	drag      dragKind
	dragStart geom.Vec // world point where the drag began
	dragSteps []move.Step
}

type dragKind int

const (
	dragNone dragKind = iota
	dragBody
	dragHandle
)

// StartOrder gives an option the way its Pick says: at once (a combat,
// a regroup roll), or by opening the movement composer or the target
// planner for the selected piece. Nothing is given while the dice tray
// still shows a roll.
func (c *Controller) StartOrder(opt engine.OrderOption) {
	if c.Rolling() {
		return
	}
	switch opt.Pick {
	case engine.PickNow:
		if opt.Order != nil {
			if err := c.give(opt.Order); err != nil {
				c.Refusal = err
			}
		}
	case engine.PickTarget:
		c.startTarget(opt)
	case engine.PickMove:
		if c.Selected == 0 {
			return
		}
		c.setMode(ModeMove)
		c.Compose = &Composer{Unit: c.Selected, Option: opt}
		c.Compose.Reach = c.reach()
		c.replan(nil)
	}
}

// CancelOrder drops the order being composed or the target planner;
// nothing changes on the table.
func (c *Controller) CancelOrder() {
	if c.Mode == ModeMove || c.Mode == ModeTarget {
		c.setMode(ModeSelect)
	}
}

// CommitOrder gives the composed order (as the solver clamped it) through
// Game.Do. On refusal the composer stays open with the reason. A move cut
// short by the table or something on it is given only the second time
// (Confirm): the first asks.
func (c *Controller) CommitOrder() []engine.Event {
	k := c.Compose
	if k == nil || c.Rolling() {
		return nil
	}
	if _, short := CutShort(k.Preview); short && !k.Confirm {
		k.Confirm = true
		return nil
	}
	o, err := c.Game.Rules.MoveOrder(c.Decider(), k.Unit, k.Option.Kind, nonZero(k.Preview.Steps))
	if err == nil {
		if err = c.give(o); err == nil {
			return c.LastEvents
		}
	}
	k.Err = err
	return nil
}

// HandlePos is the world point of the rotation handle: ahead of the
// ghost's front edge.
func (c *Controller) HandlePos() geom.Vec {
	e := c.Compose.Preview.End
	return e.LeaderPoint().Add(e.Forward().Scale(handlePixels / c.Camera.Scale))
}

// composeUpdate handles one tick of gestures while composing.
func (c *Controller) composeUpdate(f Frame) {
	k := c.Compose
	inView := c.Camera.InViewport(f.Cursor)
	if f.KeysPressed[KeyEscape] || (f.Pressed[Right] && inView) {
		c.CancelOrder()
		return
	}
	c.typing(f)
	if c.Compose == nil {
		return
	}
	if f.Pressed[Left] && inView {
		switch {
		case c.Cursor.Dist(c.HandlePos())*c.Camera.Scale <= handleGrab:
			k.drag = dragHandle
		case k.Preview.End.Contains(c.Cursor):
			k.drag = dragBody
		}
		if k.drag != dragNone {
			k.dragStart, k.dragSteps = c.Cursor, k.Steps
		}
	}
	switch {
	case k.drag != dragNone && f.Down[Left]:
		c.replan(c.gesture())
	case k.drag != dragNone:
		k.drag = dragNone
		k.Steps = nonZero(k.Preview.Steps)
		if !combines(k.Option.Move) {
			c.CommitOrder() // one gesture is the whole order: release gives it
		}
	}
}

// combines reports whether an order is built from several gestures:
// pivots or wheels mixed with straight moves, or a free path (each drag a
// leg): releasing the mouse then keeps composing and Enter gives the
// order. Any other order is given when the mouse is released.
func combines(m engine.Constraints) bool {
	return m.FreePath || ((m.Pivots > 0 || m.Wheel) && (m.Forward || m.Backward || m.Sideways))
}

// gesture turns the drag in progress into the steps it asks for.
func (c *Controller) gesture() []move.Step {
	k := c.Compose
	base := k.dragSteps
	before := k.Preview.Start
	if len(base) > 0 {
		before = poseRect(k.Preview.Start, lastPose(c, base))
	}
	switch k.drag {
	case dragHandle:
		from := k.dragStart.Sub(before.Center)
		to := c.Cursor.Sub(before.Center)
		angle := -math.Atan2(from.Cross(to), from.Dot(to)) // clockwise positive
		if k.Option.Move.Wheel && k.Option.Move.Pivots == 0 {
			return appendTurn(base, move.Wheel, angle)
		}
		return appendTurn(base, move.Pivot, angle)
	case dragBody:
		if k.Option.Move.FreePath { // a leg of the path: the body follows the cursor
			to := before.Center.Add(c.Cursor.Sub(k.dragStart))
			return append(append([]move.Step(nil), base...), move.Step{Kind: move.Path, To: to})
		}
		d := c.Cursor.Sub(k.dragStart)
		dir, dist := bestDirection(c.Compose.Option.Move, before, d)
		if dir == (geom.Vec{}) {
			return base
		}
		return appendStraight(base, dir, dist)
	}
	return base
}

// bestDirection picks the allowed local direction closest to the drag and
// the drag's length along it (negative shortens the current step).
func bestDirection(m engine.Constraints, r geom.Rect, d geom.Vec) (geom.Vec, float64) {
	dirs := m.Dirs()
	best, bestProj := geom.Vec{}, math.Inf(-1)
	for _, l := range dirs {
		w := r.World(l).Sub(r.Center)
		if p := w.Dot(d); p > bestProj {
			best, bestProj = l, p
		}
	}
	if len(dirs) == 1 {
		return best, bestProj
	}
	return best, math.Max(bestProj, 0)
}

func appendStraight(base []move.Step, dir geom.Vec, dist float64) []move.Step {
	out := append([]move.Step(nil), base...)
	if n := len(out); n > 0 && out[n-1].Kind == move.Straight && out[n-1].Dir == dir {
		out[n-1].Dist = math.Max(0, out[n-1].Dist+dist)
		return out
	}
	return append(out, move.Step{Kind: move.Straight, Dir: dir, Dist: math.Max(0, dist)})
}

// appendTurn adds a pivot or a wheel, or widens the last one of the kind.
func appendTurn(base []move.Step, kind move.StepKind, angle float64) []move.Step {
	out := append([]move.Step(nil), base...)
	if n := len(out); n > 0 && out[n-1].Kind == kind {
		out[n-1].Angle = geom.NormAngle(out[n-1].Angle + angle)
		return out
	}
	return append(out, move.Step{Kind: kind, Angle: geom.NormAngle(angle)})
}

// typing handles exact moves from the keyboard: digits build a number, M
// adds a straight step of that many units (negative: the other way, or
// left when sidestepping), P a pivot of that many degrees (negative:
// counter-clockwise), Enter gives the order, Backspace edits.
func (c *Controller) typing(f Frame) {
	k := c.Compose
	for _, r := range f.Chars {
		if (r >= '0' && r <= '9') || r == '.' || (r == '-' && k.Buffer == "") {
			k.Buffer += string(r)
		}
	}
	if f.KeysPressed[KeyBackspace] && k.Buffer != "" {
		k.Buffer = k.Buffer[:len(k.Buffer)-1]
	}
	v, err := strconv.ParseFloat(k.Buffer, 64)
	switch {
	case f.KeysPressed[KeyM] && err == nil:
		c.exactStraight(v * c.Game.Rules.Measure().MM)
		k.Buffer = ""
	case f.KeysPressed[KeyP] && err == nil:
		c.replan(appendTurn(k.Steps, move.Pivot, geom.Deg(v)))
		k.Steps = nonZero(k.Preview.Steps)
		k.Buffer = ""
	case f.KeysPressed[KeyEnter]:
		c.CommitOrder()
	}
}

func (c *Controller) exactStraight(mm float64) {
	k := c.Compose
	m := k.Option.Move
	var dir geom.Vec
	switch {
	case m.Forward:
		dir = geom.V(0, 1)
	case m.Backward:
		dir = geom.V(0, -1)
	case m.Sideways:
		dir = geom.V(1, 0)
	default:
		return
	}
	if mm < 0 {
		dir, mm = dir.Scale(-1), -mm
		if !m.Sideways {
			return // only a sidestep goes both ways
		}
	}
	c.replan(append(append([]move.Step(nil), k.Steps...), move.Step{Kind: move.Straight, Dir: dir, Dist: mm}))
	k.Steps = nonZero(k.Preview.Steps)
}

// CutShort is the first reason the solver stopped a move against the table
// or something on it (not the order's own limits), if it did.
func CutShort(res move.Result) (move.Reason, bool) {
	for _, r := range res.Reasons {
		if len(r.Zone) > 0 {
			return r, true
		}
	}
	return move.Reason{}, false
}

// replan asks the solver for the legal move nearest to steps; a changed
// move asks again before it is given.
func (c *Controller) replan(steps []move.Step) {
	k := c.Compose
	k.Confirm = false
	o, err := c.Game.Rules.MoveOrder(c.Decider(), k.Unit, k.Option.Kind, steps)
	if err != nil {
		k.Err = err
		return
	}
	k.Preview, k.Err = c.Game.Rules.PreviewMove(c.Game.State, o)
}

// lastPose is the pose after the given steps, as the solver plans them.
func lastPose(c *Controller, steps []move.Step) geom.Pose {
	k := c.Compose
	o, err := c.Game.Rules.MoveOrder(c.Decider(), k.Unit, k.Option.Kind, steps)
	if err != nil {
		return k.Preview.Start.Pose()
	}
	res, _ := c.Game.Rules.PreviewMove(c.Game.State, o)
	return res.End.Pose()
}

func poseRect(r geom.Rect, p geom.Pose) geom.Rect { return r.WithPose(p) }

// nonZero drops steps the solver clamped to nothing: straight steps of no
// length, turns of no angle, path legs that end where they start.
func nonZero(steps []move.Step) []move.Step {
	var out []move.Step
	at := geom.Vec{}
	for i, s := range steps {
		switch {
		case s.Kind == move.Straight && s.Dist > 1e-9,
			(s.Kind == move.Pivot || s.Kind == move.Wheel) && math.Abs(s.Angle) > 1e-9,
			s.Kind == move.Path && (i == 0 || s.To.Dist(at) > 1e-9):
			out = append(out, s)
		}
		if s.Kind == move.Path {
			at = s.To
		}
	}
	return out
}
