package whfb8

import (
	"slices"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// whfb8 §10.3: "Inspiring Presence: friendly units within 12" may use
// his Ld"; "Hold Your Ground!: friendly units within 12" re-roll failed
// Leadership tests".
func TestGeneralAndBattleStandard(t *testing.T) {
	a := piece(t, map[string]int{"Ld": 6})
	b := piece(t, nil)
	s := duel(t, a, b, 20*Inch, Movement)
	gen := piece(t, map[string]int{"Ld": 9, "models": 1, "files": 1})
	gen.ID, gen.Owner, gen.Name, gen.Rules = 3, 1, "Lord", []string{"Battle Standard", "General"}
	gen.Pose = geom.Pose{Pos: s.Pieces[0].Pose.Pos.Add(geom.V(10*Inch, 0))}
	s.Pieces = append(s.Pieces, *gen)
	p := &s.Pieces[0]
	if ld := leadership(s, p); ld != 9 {
		t.Errorf("within 12\" of the General: Ld %d, want 9", ld)
	}
	s.Dice = dice.NewFixed(1, []int{6, 5, 3, 3})
	ok, e := ldTest(s, p, leadership(s, p), "panic test", rule("8.1"))
	if !ok || e.Text != "Shooters passes its panic test: 3 + 3 against Ld 9 (Hold Your Ground!: 6 + 5 re-rolled)." || e.Dice[0].Was != 6 {
		t.Errorf("%v: %q", ok, e.Text)
	}
	s.Pieces[2].Pose.Pos = s.Pieces[0].Pose.Pos.Add(geom.V(20*Inch, 0)) // out of reach
	if ld := leadership(s, p); ld != 6 || holdYourGround(s, p) {
		t.Errorf("beyond 12\": Ld %d, re-roll %v", ld, holdYourGround(s, p))
	}
}

// whfb8 §12: "The King is dead: +100 if the enemy General is slain or
// has fled"; "Seized standards: +25 for each enemy standard bearer
// removed by a successful pursuit or slain in close combat; the Battle
// Standard Bearer ... +100"; a unit that breaks loses its standard (Last
// Stand, §9.3).
func TestVictoryPointBonuses(t *testing.T) {
	s := &engine.State{Over: true}
	gen := engine.Piece{ID: 1, Owner: 2, Name: "Warlord's Guard", Points: 200, Rules: []string{"General", "Standard"}}
	gen.SetCounter("seized", 1)
	bsb := engine.Piece{ID: 2, Owner: 2, Name: "Banner Guard", Points: 150, Rules: []string{"Battle Standard"}}
	bsb.SetCounter("seized", 1)
	s.Gone = []engine.Piece{gen, bsb}
	s.Pieces = []engine.Piece{{ID: 3, Owner: 1, Name: "Survivors"}, {ID: 4, Owner: 2, Name: "Last Ones"}}
	sc := (&Ruleset{}).Score(s)
	if sc.Points[1] != 200+100+25+150+100 || sc.Winner != 1 {
		t.Errorf("points %v, winner %d; want 575 for player 1", sc.Points, sc.Winner)
	}
	p := piece(t, nil)
	p.Rules = []string{"Standard"}
	p.SetCounter("standard-lost", 1)
	d := duel(t, p, piece(t, nil), 0, Combat)
	if total, parts := resolution(d, &d.Pieces[0], &d.Pieces[1], 0); total != 3 { // ranks only
		t.Errorf("a lost standard still counts: %d %v", total, parts)
	}
}

// whfb8 §7.6: "High ground: +1 if a unit of the side charged this turn
// and most of its models were higher than the enemy"; §3.3: "Models
// standing on a hill add +2 to their class".
func TestHighGround(t *testing.T) {
	s := engagedDuel(t, piece(t, nil), piece(t, nil))
	p, e := &s.Pieces[0], &s.Pieces[1]
	s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Knoll", Kind: table.Hill, Height: 1,
		Parts: []geom.Poly{geom.Rect{Center: p.Pose.Pos, W: 8 * Inch, D: 4 * Inch}.Poly()}}}
	if height(s, p) != 3 || height(s, e) != 1 {
		t.Errorf("heights %d and %d, want 3 and 1", height(s, p), height(s, e))
	}
	p.SetCounter("charged", playerTurn(s))
	if _, parts := resolution(s, p, e, 0); !slices.Contains(parts, "high ground +1") {
		t.Errorf("no high ground in %v", parts)
	}
	if _, parts := resolution(s, e, p, 0); slices.Contains(parts, "high ground +1") {
		t.Errorf("the unit below has the high ground: %v", parts)
	}
}
