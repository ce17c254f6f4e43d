package render

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// trayCache keeps what the tray needs per roll and window, so a frame of
// the tray lays out no text and no grid.
type trayCache struct {
	roll    *input.TrayRoll
	final   bool
	box     geom.Box
	grid    input.DiceGrid
	head    string   // the line above the dice
	lines   []string // the sentence below them
	earlier string   // the batch's earlier rolls, right of the head line
	earlyW  float64
}

// drawTray draws the dice tray: each die tumbling or at rest on its face,
// successes sorted left in a bright rim, failures dimmed right, re-rolled
// dice marked in gold; the result above and the event's sentence below.
func (a *App) drawTray(dst *ebiten.Image) {
	tr := &a.ctrl.Tray
	r := tr.Roll
	if r == nil {
		return
	}
	al := tr.Alpha()
	box := a.ctrl.TrayBox()
	tc := a.trayLayout(r, box)
	b := &a.batch
	b.begin(dst)
	b.rect(box, faded(colTray, al))
	b.frame(box, 1, faded(colTrayEdge, al))
	sort := smooth(r.Sort)
	var numbers []int // dice whose face is written, not pipped
	for i := range r.Dice {
		if !a.drawDie(b, r, i, tc.grid, sort, al) {
			numbers = append(numbers, i)
		}
	}
	b.flush()
	for _, i := range numbers {
		d := &r.Dice[i]
		at := a.dieCentre(r, i, tc.grid, sort)
		_, pip, _ := dieColours(r, d, sort)
		s := strconv.Itoa(d.Shown)
		f := a.fonts.bold
		if d.Die.Label != "" && d.Shown == d.Die.Face {
			s = d.Die.Label // a special die's face: "8", "MISFIRE"
			if text.Advance(s, f) > tc.grid.Size-6 {
				f = a.fonts.small // a long face still fits on the die
			}
		}
		label(dst, s, f, at.X, at.Y-8, alignCenter, faded(pip, al))
	}
	x := box.Min.X + 12
	label(dst, tc.head, a.fonts.title, x, box.Min.Y+8, alignLeft, faded(colText, al))
	if tc.earlier != "" {
		label(dst, tc.earlier, a.fonts.small, box.Max.X-12-tc.earlyW, box.Min.Y+12, alignLeft, faded(colTextDim, al))
	}
	y := box.Max.Y - 40
	for _, ln := range tc.lines {
		label(dst, ln, a.fonts.normal, x, y, alignLeft, faded(colTextDim, al))
		y += 17
	}
}

// trayLayout returns the cached grid and captions for a roll, redoing them
// when the roll, its being final, or the window changes.
func (a *App) trayLayout(r *input.TrayRoll, box geom.Box) *trayCache {
	tc := &a.tray
	final := r.Final()
	if tc.roll == r && tc.final == final && tc.box == box {
		return tc
	}
	if tc.roll != r || tc.box != box {
		succ := -1
		if r.Success() {
			succ = r.Successes
		}
		tc.grid = input.LayoutDice(input.TrayDiceArea(box), len(r.Dice), succ)
	}
	tc.roll, tc.final, tc.box = r, final, box
	width := box.Max.X - box.Min.X - 24
	tc.head = rollHead(r.Event, final)
	sentence := r.Event.Rule
	if name := a.rollerName(r.Event); name != "" {
		sentence = name + " · " + sentence
	}
	if final {
		sentence = r.Event.Text
		if r.Rerolls > 0 {
			sentence += fmt.Sprintf(" (%d re-rolled, marked in gold)", r.Rerolls)
		}
	}
	tc.lines = wrap(sentence, a.fonts.normal, width)
	if len(tc.lines) > 2 {
		tc.lines = tc.lines[:2]
		tc.lines[1] += " …"
	}
	var parts []string
	for _, ev := range a.ctrl.Tray.Earlier {
		parts = append(parts, rollShort(ev))
	}
	tc.earlier = ""
	if len(parts) > 0 {
		tc.earlier = "before: " + strings.Join(parts, " · ")
	}
	tc.earlyW = text.Advance(tc.earlier, a.fonts.small)
	headW := text.Advance(tc.head, a.fonts.title)
	for tc.earlier != "" && headW+tc.earlyW+30 > width && len(parts) > 1 {
		parts = parts[1:]
		tc.earlier = "before: … " + strings.Join(parts, " · ")
		tc.earlyW = text.Advance(tc.earlier, a.fonts.small)
	}
	return tc
}

// rollerName is the name of the piece that rolled, or "" when none.
func (a *App) rollerName(ev engine.Event) string {
	s := a.game.State
	if p := s.Piece(ev.Piece); p != nil {
		return p.Name
	}
	for i := range s.Gone {
		if s.Gone[i].ID == ev.Piece && ev.Piece != 0 {
			return s.Gone[i].Name
		}
	}
	return ""
}

// rollHead is the line above the dice: what is being rolled, then the
// result ("5 hits of 10 · need 4+", "2D6 = 9").
func rollHead(ev engine.Event, final bool) string {
	n := len(ev.Dice)
	purpose, same := uniform(ev.Dice)
	if !final {
		if ev.Need > 0 {
			return fmt.Sprintf("Rolling %d %s · need %d+", n, purpose, ev.Need)
		}
		if same {
			return fmt.Sprintf("Rolling %s · %s", diceName(ev.Dice), purpose)
		}
		return fmt.Sprintf("Rolling %d dice", n)
	}
	if ev.Need > 0 {
		hits := 0
		for _, d := range ev.Dice {
			if input.Succeeds(d.Face, ev.Need) {
				hits++
			}
		}
		return fmt.Sprintf("%d %s of %d · need %d+", hits, successNoun(purpose), n, ev.Need)
	}
	if !same || labelled(ev.Dice) {
		faces := make([]string, n)
		for i, d := range ev.Dice {
			faces[i] = strconv.Itoa(d.Face)
			if d.Label != "" {
				faces[i] = d.Label
			}
		}
		return "Rolled " + strings.Join(faces, ", ")
	}
	sum := dice.Sum(ev.Dice)
	h := fmt.Sprintf("%s = %d", diceName(ev.Dice), sum)
	if ev.Value != sum && ev.Value != 0 {
		h += fmt.Sprintf(" · total %d", ev.Value)
	}
	return h
}

// labelled says whether a die of the roll shows a label, not a number
// (a special die), so its faces are written out rather than added up.
func labelled(ds []dice.Die) bool {
	for _, d := range ds {
		if d.Label != "" {
			return true
		}
	}
	return false
}

// uniform returns the dice's purpose (without "(re-roll)") and whether
// they all share it and their number of sides: one roll to add up, not
// a roll-off of one die per player.
func uniform(ds []dice.Die) (string, bool) {
	if len(ds) == 0 {
		return "", false
	}
	purpose := strings.TrimSuffix(ds[0].Purpose, " (re-roll)")
	for _, d := range ds {
		if strings.TrimSuffix(d.Purpose, " (re-roll)") != purpose || d.Sides != ds[0].Sides {
			return purpose, false
		}
	}
	return purpose, true
}

// rollShort sums up a finished roll for the tray's "before" list.
func rollShort(ev engine.Event) string {
	purpose, same := uniform(ev.Dice)
	switch {
	case ev.Need > 0:
		hits := 0
		for _, d := range ev.Dice {
			if input.Succeeds(d.Face, ev.Need) {
				hits++
			}
		}
		return fmt.Sprintf("%d/%d %s", hits, len(ev.Dice), purpose)
	case !same:
		return fmt.Sprintf("%d dice", len(ev.Dice))
	}
	return fmt.Sprintf("%s = %d", diceName(ev.Dice), dice.Sum(ev.Dice))
}

// diceName writes dice as "2D6".
func diceName(ds []dice.Die) string {
	if len(ds) == 0 {
		return "no dice"
	}
	return fmt.Sprintf("%dD%d", len(ds), ds[0].Sides)
}

// successNoun names the successes of a roll by its purpose.
func successNoun(purpose string) string {
	switch purpose {
	case "to hit":
		return "hits"
	case "to damage":
		return "damage"
	}
	return "successes"
}

// smooth eases t in [0,1] in and out.
func smooth(t float64) float64 { return t * t * (3 - 2*t) }

// dieCentre is where die i is drawn now: between its landing slot and its
// sorted slot, displaced while it tumbles.
func (a *App) dieCentre(r *input.TrayRoll, i int, g input.DiceGrid, sort float64) geom.Vec {
	d := &r.Dice[i]
	at := g.Landing[i].Lerp(g.Sorted[d.Sorted], sort)
	return at.Add(d.Off.Scale(g.Size))
}

// dieColours are a die's body, pip and rim colours now: neutral while the
// roll plays, then bright for a success and dim for a failure as the dice
// are sorted.
func dieColours(r *input.TrayRoll, d *input.TrayDie, sort float64) (body, pip, rim color.NRGBA) {
	if !r.Success() || sort <= 0 {
		return colDie, colPip, colDieEdge
	}
	if d.Success {
		return colDieHit, colPip, mix(colDieEdge, colDieHitRim, sort)
	}
	return mix(colDie, colDieMiss, sort), mix(colPip, colPipMiss, sort), mix(colDieEdge, colMissRim, sort)
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// pipSpots are the pips of faces 1 to 6 on a 3 × 3 grid (-1, 0, 1).
var pipSpots = [7][][2]float64{
	1: {{0, 0}},
	2: {{-1, -1}, {1, 1}},
	3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// drawDie adds die i to the batch: a rounded square turned by its angle,
// its rim, its pips and the re-roll mark. It reports false when the face
// must be written as a number instead (not a D6).
func (a *App) drawDie(b *batch, r *input.TrayRoll, i int, g input.DiceGrid, sort, al float64) bool {
	d := &r.Dice[i]
	at := a.dieCentre(r, i, g, sort)
	body, pip, rim := dieColours(r, d, sort)
	size := g.Size
	rimW := math.Max(1.5, size*0.06)
	if r.Success() && d.Success && sort > 0 {
		rimW *= 1.8
	}
	sin, cos := math.Sincos(d.Angle)
	turn := func(x, y float64) geom.Vec { return geom.V(at.X+x*cos-y*sin, at.Y+x*sin+y*cos) }
	var pts [12]geom.Vec
	square := func(half, corner float64) []geom.Vec {
		k := 0
		for c := range 4 {
			sx, sy := [4]float64{1, 1, -1, -1}[c], [4]float64{-1, 1, 1, -1}[c]
			cx, cy := sx*(half-corner), sy*(half-corner)
			base := float64(c)*math.Pi/2 - math.Pi/2
			for j := range 3 {
				s, co := math.Sincos(base + float64(j)*math.Pi/4)
				pts[k] = turn(cx+corner*co, cy+corner*s)
				k++
			}
		}
		return pts[:]
	}
	b.poly(square(size/2, size*0.2), faded(rim, al))
	b.poly(square(size/2-rimW, size*0.2-rimW/2), faded(body, al))
	if d.Rerolled {
		b.circle(turn(size*0.5, -size*0.5), math.Max(3.5, size*0.15), 10, faded(colTableEdge, al))
		b.circle(turn(size*0.5, -size*0.5), math.Max(2.5, size*0.11), 10, faded(colReroll, al))
	}
	if d.Die.Sides != 6 || d.Shown < 1 || d.Shown > 6 || d.Die.Label != "" && d.Shown == d.Die.Face {
		return false
	}
	for _, s := range pipSpots[d.Shown] {
		b.circle(turn(s[0]*size*0.26, s[1]*size*0.26), size*0.09, 8, faded(pip, al))
	}
	return true
}
