package kow_test

import (
	"testing"

	"warbench/game/gametest"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// kow2 §8 Fly: "May move over anything: impassable terrain, enemy units,
// and friends even when charging. May not end on top of them"; §3.4
// "Fly may pass over enemy units but must end ≥ 1" away"; §4.5 "An At
// the Double flier may not end inside difficult terrain [REC]". A
// Monster 1.45" short of a regiment (its rear 4.6" ahead), with a rock
// and a wood beyond.
func TestFlyPassesOverButEndsClear(t *testing.T) {
	rock := gametest.Terrain(1, "Rock", table.Impassable, 3, gametest.Box(20, 14, 6, 2))
	wood := gametest.Terrain(2, "Wood", table.Difficult, 2, gametest.Box(52, 15.5, 6, 1))
	for _, c := range []struct {
		name    string
		x       float64
		k       kow.OrderKind
		dist    float64
		fly, no bool // legal with Fly, without
	}{
		{"over the regiment, ending 3.45\" beyond", 36, kow.AtTheDouble, 10, true, false},
		{"over the regiment, ending 0.45\" beyond", 36, kow.AtTheDouble, 7, false, false},
		{"onto the regiment", 36, kow.Advance, 5, false, false},
		{"over a rock", 20, kow.AtTheDouble, 10, true, false},
		{"At the Double into a wood", 52, kow.AtTheDouble, 5.5, false, false},
		{"At the Double over a wood", 52, kow.AtTheDouble, 10, true, false},
		{"Advance into a wood", 52, kow.Advance, 5, true, true},
	} {
		for _, fly := range []bool{true, false} {
			var rules []string
			if fly {
				rules = []string{"Fly"}
			}
			g := started(gametest.Table(72, 48,
				gametest.KoW(1, 1, "Drake", "Mon", "single", c.x, 10, 0, rules...),
				gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 14, 180)).With(rock, wood))
			err := g.Rules.Check(g.State, kow.NewMove(1, 1, c.k, []move.Step{fwd(c.dist)}))
			want := c.no
			if fly {
				want = c.fly
			}
			if (err == nil) != want {
				t.Errorf("%s, Fly %v: %v, want legal %v", c.name, fly, err, want)
			}
		}
	}
}
