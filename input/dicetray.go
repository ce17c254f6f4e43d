package input

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// Speed is how fast the dice tray plays a roll.
type Speed int

// The speeds, in the order the V key cycles through them. The zero value
// is normal.
const (
	SpeedNormal Speed = iota
	SpeedFast
	SpeedOff // the final result at once
	SpeedSlow
	numSpeeds
)

var speedNames = [...]string{"normal", "fast", "off", "slow"}

// String returns the speed's name.
func (s Speed) String() string {
	if s < 0 || s >= numSpeeds {
		return "unknown speed"
	}
	return speedNames[s]
}

// ParseSpeed reads a speed by its name ("off", "fast", "normal", "slow").
func ParseSpeed(name string) (Speed, error) {
	for i, n := range speedNames {
		if n == name {
			return Speed(i), nil
		}
	}
	return SpeedNormal, fmt.Errorf("input: dice speed %q: want off, fast, normal or slow", name)
}

// Next is the speed after s in the V key's cycle.
func (s Speed) Next() Speed { return (s + 1) % numSpeeds }

// scale is how many ticks one tick of the normal timeline lasts.
func (s Speed) scale() float64 {
	switch s {
	case SpeedFast:
		return 0.45
	case SpeedSlow:
		return 1.8
	case SpeedOff:
		return 0
	}
	return 1
}

// The normal timeline of one roll, in ticks (60 a second).
const (
	tumbleTicks   = 34 // every die tumbles at least this long
	landSpread    = 12 // then lands within this many more ticks
	rerollPause   = 16 // re-rolled dice rest on their old face this long
	rerollTicks   = 26 // then tumble again
	sortPause     = 10 // all dice final, before they are sorted
	sortTicks     = 18 // successes and failures move apart
	holdTicks     = 60 // the result stays before the next roll starts
	flipTicks     = 4  // a tumbling die shows a new face this often
	LingerTicks   = 180
	FadeTicks     = 30
	maxEarlier    = 4 // earlier rolls of a batch kept for the summary line
	cosmeticSeed1 = 0x5eed
)

// TrayDie is one die as the tray shows it now.
type TrayDie struct {
	Die      dice.Die
	Shown    int      // the face showing now: a cosmetic one while tumbling
	Angle    float64  // rotation in radians, clockwise on screen
	Off      geom.Vec // displacement from its slot, in die sizes (y down)
	Rolling  bool     // tumbling now
	Rerolled bool     // marked as re-rolled (once its second tumble starts)
	Success  bool     // for success rolls: the final face succeeds
	Sorted   int      // its slot once successes and failures are sorted apart

	land, land2 int     // ticks when it lands (first and, if re-rolled, second time)
	spin        float64 // radians of spin left at the start of a tumble
	rest        float64 // its angle at rest
	drop        geom.Vec
}

// TrayRoll is one Rolled event in the tray.
type TrayRoll struct {
	Event     engine.Event
	Dice      []TrayDie
	T         int     // ticks since it started
	Sort      float64 // 0 → 1 as the dice move to their sorted slots (success rolls only)
	Successes int     // dice that succeed (Need > 0)
	Rerolls   int     // dice that were re-rolled

	seq                            int // the event's place in the game's log, counted in events; -1 if not from the log
	rerollAt, sortAt, sortEnd, end int
	flip                           int
}

// Success reports whether the roll counts successes (Need > 0) rather
// than adding up its faces.
func (r *TrayRoll) Success() bool { return r.Event.Need > 0 }

// Final reports whether every die shows its real face (and the dice have
// been sorted).
func (r *TrayRoll) Final() bool { return r.T >= r.sortEnd }

// Succeeds reports whether a face succeeds against need, as the rules
// judged it (engine.Succeeds).
func Succeeds(face, need int) bool { return engine.Succeeds(face, need) }

// Tray plays the dice of Rolled events one roll after another. The faces
// come from the events, decided by the simulation before the tray sees
// them; the tumbling, spin and landing order come from the tray's own
// cosmetic generator and never touch State.Dice. Time is counted in
// ticks (calls to Tick), so the same input gives the same pictures.
type Tray struct {
	Speed   Speed
	Roll    *TrayRoll      // the roll on show (playing, or the last one finished), nil when hidden
	Queue   []engine.Event // rolls waiting their turn
	Earlier []engine.Event // rolls of this batch already shown, oldest first (at most maxEarlier)

	seqs []int // each queued roll's place in the log (see TrayRoll.seq)
	idle int   // ticks since the last roll finished with nothing queued
	rng  *rand.Rand
}

// Push queues the dice of a Rolled event; other events are ignored.
func (t *Tray) Push(ev engine.Event) { t.push(ev, -1) }

// push queues a roll that is event number seq of the game's log.
func (t *Tray) push(ev engine.Event, seq int) {
	if ev.Kind != engine.Rolled || len(ev.Dice) == 0 {
		return
	}
	t.Queue = append(t.Queue, ev)
	t.seqs = append(t.seqs, seq)
}

// Withheld is the place in the log (counted in events) of the first roll
// the tray has not finished showing, or -1: the battle log stops there so
// it does not tell the result before the dice do.
func (t *Tray) Withheld() int {
	if r := t.Roll; r != nil && !r.Final() && r.seq >= 0 {
		return r.seq
	}
	for _, s := range t.seqs {
		if s >= 0 {
			return s
		}
	}
	return -1
}

// Visible reports whether the tray is on screen.
func (t *Tray) Visible() bool { return t.Roll != nil }

// Alpha is the tray's opacity: 1, falling to 0 as it fades out.
func (t *Tray) Alpha() float64 {
	if t.Roll == nil {
		return 0
	}
	if t.idle <= LingerTicks {
		return 1
	}
	return max(0, 1-float64(t.idle-LingerTicks)/FadeTicks)
}

// Busy reports whether a roll is still playing or waiting: the tray has
// something the players should watch before the device changes hands.
func (t *Tray) Busy() bool {
	return len(t.Queue) > 0 || (t.Roll != nil && t.Roll.T < t.Roll.end)
}

// SetSpeed changes the speed; "off" finishes every roll at once.
func (t *Tray) SetSpeed(s Speed) {
	t.Speed = s
	if s == SpeedOff {
		t.finishAll()
	}
}

// Skip jumps to the end of the roll playing; if it already ended, the
// next roll starts, and with nothing left the tray starts fading.
func (t *Tray) Skip() {
	switch r := t.Roll; {
	case r == nil:
	case r.T < r.sortEnd:
		r.T = r.sortEnd - 1
		t.advance(r)
	case len(t.Queue) > 0:
		t.next()
	default:
		r.T = max(r.T, r.end)
		t.idle = max(t.idle, LingerTicks)
	}
}

// Tick advances the tray by one tick.
func (t *Tray) Tick() {
	if t.Speed == SpeedOff {
		t.finishAll()
	}
	r := t.Roll
	switch {
	case r == nil && len(t.Queue) > 0:
		t.next()
		return
	case r == nil:
		return
	case r.T < r.end:
		t.advance(r)
		return
	case len(t.Queue) > 0:
		t.next()
		return
	}
	t.idle++
	if t.idle > LingerTicks+FadeTicks {
		t.Roll, t.Earlier, t.idle = nil, nil, 0
	}
}

// finishAll shows every queued roll's end at once: the last one stays on
// show, the others join Earlier.
func (t *Tray) finishAll() {
	for len(t.Queue) > 0 {
		t.next()
	}
	if r := t.Roll; r != nil && r.T < r.end {
		r.T = r.end - 1
		t.advance(r)
	}
}

// next starts the first queued roll.
func (t *Tray) next() {
	if t.Roll != nil {
		t.Earlier = append(t.Earlier, t.Roll.Event)
		if n := len(t.Earlier); n > maxEarlier {
			t.Earlier = slices.Delete(t.Earlier, 0, n-maxEarlier)
		}
	}
	ev, seq := t.Queue[0], t.seqs[0]
	t.Queue, t.seqs = slices.Delete(t.Queue, 0, 1), slices.Delete(t.seqs, 0, 1)
	t.Roll, t.idle = t.start(ev), 0
	t.Roll.seq = seq
	if t.Speed == SpeedOff {
		t.Roll.T = t.Roll.end - 1
	}
	t.advance(t.Roll)
}

// start schedules a roll: when each die lands, when re-rolled dice tumble
// again, when the dice are sorted, and when the roll is over.
func (t *Tray) start(ev engine.Event) *TrayRoll {
	if t.rng == nil {
		t.rng = rand.New(rand.NewPCG(cosmeticSeed1, 0x7a11))
	}
	k := t.Speed.scale()
	ticks := func(n float64) int { return int(math.Round(n * k)) }
	r := &TrayRoll{Event: ev, Dice: make([]TrayDie, len(ev.Dice))}
	first := 0
	for i, d := range ev.Dice {
		td := &r.Dice[i]
		td.Die = d
		td.Shown = 1 + t.rng.IntN(max(d.Sides, 1))
		td.land = ticks(tumbleTicks + t.rng.Float64()*landSpread)
		td.spin = (3 + 4*t.rng.Float64()) * sign(t.rng)
		td.rest = (t.rng.Float64()*2 - 1) * 0.12
		td.drop = geom.V((t.rng.Float64()*2-1)*0.5, -0.4-0.3*t.rng.Float64()) // stays inside the tray
		first = max(first, td.land)
		if d.Was != 0 {
			r.Rerolls++
		}
		if ev.Need > 0 && Succeeds(d.Face, ev.Need) {
			td.Success = true
			r.Successes++
		}
	}
	r.rerollAt, r.sortAt = first, first
	if r.Rerolls > 0 {
		r.rerollAt = first + ticks(rerollPause)
		last := r.rerollAt
		for i := range r.Dice {
			if td := &r.Dice[i]; td.Die.Was != 0 {
				td.land2 = r.rerollAt + ticks(rerollTicks+t.rng.Float64()*landSpread/2)
				last = max(last, td.land2)
			}
		}
		r.sortAt = last
	}
	r.sortEnd = r.sortAt
	if ev.Need > 0 {
		r.sortAt += ticks(sortPause)
		r.sortEnd = r.sortAt + ticks(sortTicks)
	}
	r.end = r.sortEnd + ticks(holdTicks)
	r.sortEnd = max(r.sortEnd, 1)
	r.end = max(r.end, r.sortEnd)
	// Sorted slots: successes first (left), then failures; highest faces
	// first within each group.
	order := make([]int, len(r.Dice))
	for i := range order {
		order[i] = i
	}
	if ev.Need > 0 {
		slices.SortStableFunc(order, func(a, b int) int {
			da, db := &r.Dice[a], &r.Dice[b]
			if da.Success != db.Success {
				if da.Success {
					return -1
				}
				return 1
			}
			return db.Die.Face - da.Die.Face
		})
	}
	for slot, i := range order {
		r.Dice[i].Sorted = slot
	}
	return r
}

func sign(rng *rand.Rand) float64 {
	if rng.IntN(2) == 0 {
		return -1
	}
	return 1
}

// advance moves a roll on by one tick and poses every die.
func (t *Tray) advance(r *TrayRoll) {
	r.T++
	r.flip++
	flip := r.flip >= flipTicks
	if flip {
		r.flip = 0
	}
	for i := range r.Dice {
		td := &r.Dice[i]
		from, to := 0, td.land
		if td.Die.Was != 0 && r.T >= r.rerollAt {
			from, to = r.rerollAt, td.land2
			td.Rerolled = true
		}
		if r.T < to {
			td.Rolling = true
			left := float64(to-r.T) / float64(max(1, to-from)) // 1 → 0
			ease := left * left
			td.Angle = td.rest + td.spin*ease
			td.Off = td.drop.Scale(ease)
			if from > 0 { // a re-roll tumbles in place
				td.Off = geom.V(td.drop.X*ease, -0.35*math.Abs(math.Sin(left*math.Pi*2)))
			}
			if flip || td.Shown == 0 {
				td.Shown = t.tumbleFace(td)
			}
			continue
		}
		td.Rolling = false
		td.Angle, td.Off = td.rest, geom.Vec{}
		td.Shown = td.Die.Face
		if td.Die.Was != 0 && r.T < r.rerollAt {
			td.Shown = td.Die.Was
		}
	}
	if r.Success() && r.T >= r.sortAt {
		r.Sort = min(1, float64(r.T-r.sortAt)/float64(max(1, r.sortEnd-r.sortAt)))
		for i := range r.Dice {
			r.Dice[i].Angle = r.Dice[i].rest * (1 - r.Sort)
		}
	}
}

// tumbleFace is a cosmetic face for a tumbling die, never the one showing.
func (t *Tray) tumbleFace(td *TrayDie) int {
	sides := max(td.Die.Sides, 2)
	f := 1 + t.rng.IntN(sides-1)
	if f >= td.Shown {
		f++
	}
	return f
}
