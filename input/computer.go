package input

import (
	"fmt"
	"runtime"
	"sort"
	"time"

	"warbench/game/ai"
	"warbench/game/engine"
)

// Computer is the computer opponent in the window: the sides it plays
// (game/ai players), the choice being worked out off the main thread,
// the pause before its next order and the reasons of the orders it gave,
// for the battle log. The controller gives its orders through Game.Do
// like a person's, only when the Decision names one of its sides, the
// dice tray has shown the last roll, no pass-the-device screen or
// history bar is up, and its pause (by the dice speed) has run out; a
// choice worked out on a game that changed meanwhile is thrown away.
type Computer struct {
	Kinds [3]string // the kind playing each side (by PlayerID), "" for a person
	Err   error     // why the computer stopped (an order refused, and ending the phase too)

	players [3]ai.Player
	job     *computerJob
	wait    int  // ticks of pause left before the next order
	waiting bool // the pause is counting down
	reasons []ComputerReason
}

// ComputerReason is the one-line reason the computer gave for the order
// of one entry of the game's log.
type ComputerReason struct {
	Entry int // index in Game.Log
	By    engine.PlayerID
	Text  string
}

// computerJob is a choice being worked out in a goroutine on a blind
// copy of the game as it was at log length log.
type computerJob struct {
	by     engine.PlayerID
	log    int
	state  *engine.State
	choice ai.Choice
	done   chan struct{} // closed once choice is set
}

// computerSeed seeds the computer players' own choices (the random
// player's); never the game's dice.
const computerSeed = 0xc0

// SetComputer makes kinds[0] play side 1 and kinds[1] side 2 ("" for a
// person; ai.Kinds). With a computer side there is no pass-the-device
// screen: the table is the person's View (player 1's when the computer
// plays both).
func (c *Controller) SetComputer(kinds [2]string) error {
	cp := &c.Computer
	*cp = Computer{}
	for i, k := range kinds {
		if k == "" {
			continue
		}
		p, err := ai.New(k, c.Game.Rules, computerSeed+uint64(i))
		if err != nil {
			*cp = Computer{}
			return err
		}
		if pl, ok := p.(*ai.Planner); ok && runtime.GOOS == "js" {
			pl.Pause = browserPause()
		}
		cp.Kinds[i+1], cp.players[i+1] = k, p
	}
	if cp.On() {
		c.Handoff.Off, c.Handoff.Pending, c.Handoff.Showing = true, false, false
	}
	return nil
}

// On reports whether the computer plays a side.
func (cp *Computer) On() bool { return cp.players[1] != nil || cp.players[2] != nil }

// Plays reports whether the computer plays side p.
func (cp *Computer) Plays(p engine.PlayerID) bool {
	return p > 0 && int(p) < len(cp.players) && cp.players[p] != nil
}

// seat is the side whose View the table shows with the computer on: the
// one person's, or player 1's when the computer plays both; zero when
// the computer plays no side or two people play.
func (cp *Computer) seat() engine.PlayerID {
	switch {
	case !cp.On():
		return 0
	case cp.players[1] == nil:
		return 1
	case cp.players[2] == nil:
		return 2
	}
	return 1
}

// watch reports whether the computer plays both sides (a person watches).
func (cp *Computer) watch() bool { return cp.players[1] != nil && cp.players[2] != nil }

// Thinking reports whether the computer is to give the next order (the
// Decision names its side), so the person gives none.
func (c *Controller) Thinking() bool { return c.Computer.Plays(c.Decider()) }

// Reason is the computer's reason for the order of log entry i, and the
// side that gave it.
func (cp *Computer) Reason(i int) (ComputerReason, bool) {
	k := sort.Search(len(cp.reasons), func(k int) bool { return cp.reasons[k].Entry >= i })
	if k < len(cp.reasons) && cp.reasons[k].Entry == i {
		return cp.reasons[k], true
	}
	return ComputerReason{}, false
}

// computerPause is the pause before each computer order, in ticks, by
// the dice speed: slow enough to follow, none with the dice off.
func computerPause(s Speed) int {
	switch s {
	case SpeedSlow:
		return 90
	case SpeedFast:
		return 15
	case SpeedOff:
		return 0
	}
	return 45
}

// computerStep runs the computer for one tick: it starts working out the
// choice of a side it plays as soon as the game waits on it, and gives
// it once the tray, the screens and the pause allow (N skips the pause).
func (c *Controller) computerStep(f Frame) {
	cp := &c.Computer
	if !cp.On() {
		return
	}
	for len(cp.reasons) > 0 && cp.reasons[len(cp.reasons)-1].Entry >= len(c.Game.Log) {
		cp.reasons = cp.reasons[:len(cp.reasons)-1] // undone
	}
	d := c.Decision()
	if !cp.Plays(d.Player) || cp.Err != nil || c.Timeline.Playing {
		cp.waiting = false
		return
	}
	if j := cp.job; j == nil || j.log != len(c.Game.Log) || j.state != c.Game.State || j.by != d.Player {
		cp.job = c.think(d.Player, cp.players[d.Player])
	}
	if c.Rolling() || c.Tray.Busy() || c.Handoff.Blocking() || c.TimelineVisible() {
		cp.waiting = false
		return
	}
	if !cp.waiting {
		cp.waiting, cp.wait = true, computerPause(c.Tray.Speed)
	}
	if f.KeysPressed[KeyN] {
		cp.wait = 0
	}
	if cp.wait > 0 {
		cp.wait--
		return
	}
	select {
	case <-cp.job.done:
	default:
		return // still thinking
	}
	ch := cp.job.choice
	cp.job, cp.waiting = nil, false
	c.computerGive(d.Player, ch)
}

// think starts working out p's choice for side by on a blind copy taken
// now, on the main thread; the window keeps drawing meanwhile.
func (c *Controller) think(by engine.PlayerID, p ai.Player) *computerJob {
	g := c.Game
	j := &computerJob{by: by, log: len(g.Log), state: g.State, done: make(chan struct{})}
	rs, view, d := g.Rules, ai.Blind(g.Rules, g.State, by), g.Rules.Decision(g.State)
	go func() {
		j.choice = p.Choose(rs, view, d)
		close(j.done)
	}()
	return j
}

// computerGive gives the computer's order with its reason; a refused one
// (a player's bug) is followed by ending the phase, as ai.Play does.
func (c *Controller) computerGive(by engine.PlayerID, ch ai.Choice) {
	cp := &c.Computer
	if ch.Order == nil {
		ch = ai.Choice{Order: engine.EndPhase{By: by}, Reason: "has no order: ends the phase"}
	}
	entry := len(c.Game.Log)
	cp.reasons = append(cp.reasons, ComputerReason{Entry: entry, By: by, Text: ch.Reason})
	if err := c.give(ch.Order); err == nil {
		return
	}
	cp.reasons[len(cp.reasons)-1].Text = ch.Reason + " (refused: ends the phase)"
	if err := c.give(engine.EndPhase{By: by}); err != nil {
		cp.reasons = cp.reasons[:len(cp.reasons)-1]
		cp.Err = fmt.Errorf("the computer (player %d) could not go on: %w", by, err)
	}
}

// ComputerBusy reports whether a choice is being worked out (tests wait
// on it with ComputerWait).
func (c *Controller) ComputerBusy() bool {
	if j := c.Computer.job; j != nil {
		select {
		case <-j.done:
			return false
		default:
			return true
		}
	}
	return false
}

// ComputerWait waits for the choice being worked out, if any.
func (c *Controller) ComputerWait() {
	if j := c.Computer.job; j != nil {
		<-j.done
	}
}

// browserPause lets the browser draw while the computer thinks: the
// WebAssembly program has one thread and no preemption, so the
// computer's goroutine sleeps a moment (handing the thread back to the
// page, whose next frame then runs) once every frame's worth of thinking.
func browserPause() func() {
	last := time.Now()
	return func() {
		if time.Since(last) >= 15*time.Millisecond {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}
