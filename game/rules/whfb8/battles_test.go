package whfb8

import (
	"math"
	"slices"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// standard is the standard 72" × 48" table (§12).
var standard = table.Table{Width: 72 * Inch, Depth: 48 * Inch}

// inches is a zone's bounds in inches: x0, y0, x1, y1.
func inches(z geom.Poly) [4]float64 {
	b := z.Bounds()
	return [4]float64{b.Min.X / Inch, b.Min.Y / Inch, b.Max.X / Inch, b.Max.Y / Inch}
}

func near4(a, b [4]float64) bool {
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-9 {
			return false
		}
	}
	return true
}

// whfb8 §12: each pitched battle's zones on the 72" × 48" table, in
// inches: Battleline "each unit more than 12" from the centre line";
// Blood and Glory "more than 9" from the centre line and more than 9"
// from either short table edge"; Dawn Attack and the Watchtower the
// Battleline's halves; Battle for the Pass "his short-edge half, more
// than 12" from the centre line".
func TestBattleZones(t *testing.T) {
	r := &Ruleset{}
	if z := r.BattleZones(Battleline, standard); z != nil {
		t.Errorf("the Battleline gives zones of its own: %v (it keeps the table's)", z)
	}
	if z := engine.ZonesFor(r, "", standard); !near4(inches(z[0].Area), [4]float64{0, 0, 72, 12}) || !near4(inches(z[1].Area), [4]float64{0, 36, 72, 48}) {
		t.Errorf("Battleline: %v, %v", inches(z[0].Area), inches(z[1].Area))
	}
	for _, c := range []struct {
		battle string
		p1, p2 [4]float64
	}{
		{BloodAndGlory, [4]float64{9, 0, 63, 15}, [4]float64{9, 33, 63, 48}},
		{DawnAttack, [4]float64{0, 0, 72, 12}, [4]float64{0, 36, 72, 48}},
		{Watchtower, [4]float64{0, 0, 72, 12}, [4]float64{0, 36, 72, 48}},
		{ThePass, [4]float64{0, 0, 24, 48}, [4]float64{48, 0, 72, 48}},
	} {
		z := r.BattleZones(c.battle, standard)
		if len(z) != 2 || z[0].Player != 1 || z[1].Player != 2 || !near4(inches(z[0].Area), c.p1) || !near4(inches(z[1].Area), c.p2) {
			t.Errorf("%s: %v", c.battle, z)
			continue
		}
		for _, zz := range z {
			if zz.Area.Area() <= 0 {
				t.Errorf("%s: player %d's zone is not counter-clockwise", c.battle, zz.Player)
			}
		}
	}
	// A table too shallow for a battle's zones has none.
	if z := r.BattleZones(ThePass, table.Table{Width: 24 * Inch, Depth: 48 * Inch}); z == nil || len(z) != 0 {
		t.Errorf("a 24\" wide table for the Pass: %v", z)
	}
}

// whfb8 §12 Meeting Engagement: "the table is split into two halves along
// a diagonal ... anywhere in their half more than 6" from the centre
// line": each zone is the corner triangle whose long side lies exactly
// 6" from the diagonal; the winner may take either half of either
// diagonal (four choices).
func TestMeetingZones(t *testing.T) {
	z := (&Ruleset{}).BattleZones(Meeting, standard)
	if len(z) != 2 {
		t.Fatalf("zones %v", z)
	}
	diag := geom.Seg{A: geom.V(0, 48*Inch), B: geom.V(72*Inch, 0)} // north-west to south-east
	for _, zz := range z {
		if len(zz.Area) != 3 || zz.Area.Area() <= 0 {
			t.Fatalf("player %d: %v", zz.Player, zz.Area)
		}
		for _, v := range zz.Area[1:] { // the two ends of the side along the diagonal
			if d := distToLine(v, diag) / Inch; math.Abs(d-6) > 1e-9 {
				t.Errorf("player %d: corner %v is %.9f\" from the diagonal, want 6", zz.Player, v, d)
			}
		}
	}
	// k = 1 − 6·√(72² + 48²)/(72·48): the south-west zone runs 72k" along
	// the south edge and 48k" up the west edge.
	k := 1 - 6*math.Hypot(72, 48)/(72*48)
	if got := inches(z[0].Area); !near4(got, [4]float64{0, 0, 72 * k, 48 * k}) {
		t.Errorf("south-west zone %v, want 0 0 %.4f %.4f", got, 72*k, 48*k)
	}
	s := &engine.State{Table: standard, Victory: Meeting}
	s.Table.Zones = z
	var names []string
	for _, h := range halfChoices(s) {
		names = append(names, h.Name)
	}
	if want := []string{"south-west", "north-east", "south-east", "north-west"}; !slices.Equal(names, want) {
		t.Errorf("halves %v, want %v", names, want)
	}
}

func distToLine(p geom.Vec, s geom.Seg) float64 {
	d := s.B.Sub(s.A)
	return math.Abs(d.Cross(p.Sub(s.A))) / d.Len()
}

// whfb8 §12 Dawn Attack: "1 left flank (own half, more than 12" from the
// centre line, within 18" of the short edge on the player's left); 2
// right flank (same, on the right); 3–5 centre (more than 18" from both
// short edges); 6 anywhere in own half". Player 1 (south) faces north:
// his left is the west; player 2's left is the east.
func TestDawnAreas(t *testing.T) {
	s := &engine.State{Table: standard, Victory: DawnAttack}
	s.Table.Zones = (&Ruleset{}).BattleZones(DawnAttack, standard)
	for _, c := range []struct {
		owner engine.PlayerID
		face  int
		want  [4]float64
	}{
		{1, 1, [4]float64{0, 0, 18, 12}}, {1, 2, [4]float64{54, 0, 72, 12}},
		{1, 3, [4]float64{18, 0, 54, 12}}, {1, 5, [4]float64{18, 0, 54, 12}}, {1, 6, [4]float64{0, 0, 72, 12}},
		{2, 1, [4]float64{54, 36, 72, 48}}, {2, 2, [4]float64{0, 36, 18, 48}}, {2, 4, [4]float64{18, 36, 54, 48}},
	} {
		p := &engine.Piece{Owner: c.owner}
		p.SetCounter("zone-roll", c.face)
		if a, _ := dawnArea(s, p); a == nil || !near4(inches(a), c.want) {
			t.Errorf("player %d rolled %d: %v, want %v", c.owner, c.face, a, c.want)
		}
	}
}

// The six battles are the ruleset's victory conditions, the Battleline
// first (the default); the former name of its condition still reads.
func TestBattlesAreVictories(t *testing.T) {
	r := &Ruleset{}
	want := []string{Battleline, BloodAndGlory, DawnAttack, ThePass, Meeting, Watchtower}
	if got := r.Victories(); !slices.Equal(got, want) {
		t.Errorf("victories %v, want %v", got, want)
	}
	if !engine.KnowsVictory(r, "victory points") || battleByID("victory points").ID != Battleline {
		t.Error("a save's \"victory points\" no longer reads as the Battleline")
	}
	if engine.KnowsVictory(r, "kill") {
		t.Error("a victory of another system reads")
	}
	if r.VictoryTitle(ThePass) != "Battle for the Pass" || r.VictoryAbout(Watchtower) == "" {
		t.Error("titles")
	}
}

// [added] Regression: a Dawn Attack unit whose rolled flank has no room
// left may deploy anywhere in its half, so the deployment never sticks.
func TestDawnFullFlank(t *testing.T) {
	s := &engine.State{Table: standard, Victory: DawnAttack, Phase: DeployPhase}
	s.Table.Zones = (&Ruleset{}).BattleZones(DawnAttack, standard)
	block := piece(t, nil)
	block.ID, block.Owner = 2, 1
	block.Footprint = engine.Footprint{W: 18 * Inch, D: 12 * Inch} // fills the left flank
	block.Pose = geom.Pose{Pos: geom.V(9*Inch, 6*Inch)}
	p := piece(t, nil)
	p.SetCounter("zone-roll", 1)
	p.SetCounter(undeployed, 1)
	s.Pieces = []engine.Piece{*p, *block}
	if a, where := dawnArea(s, &s.Pieces[0]); !near4(inches(a), [4]float64{0, 0, 72, 12}) || !strings.Contains(where, "no room left") {
		t.Errorf("a full left flank: %v, %q", inches(a), where)
	}
	s.Pieces = s.Pieces[:1]
	if a, _ := dawnArea(s, &s.Pieces[0]); !near4(inches(a), [4]float64{0, 0, 18, 12}) {
		t.Errorf("an empty left flank: %v", inches(a))
	}
}
