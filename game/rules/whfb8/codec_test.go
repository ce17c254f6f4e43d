package whfb8

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// The codec contract (engine.OrderCodec): every order reads back equal
// to what was written, and a bad field is an error naming it.
func TestCodecRoundTrip(t *testing.T) {
	r := &Ruleset{}
	orders := []engine.Order{
		NewMove(1, 3, Normal, []move.Step{{Kind: move.Wheel, Angle: 0.25}, {Kind: move.Straight, Dir: dirForward, Dist: 101.6}}),
		NewMove(2, 4, March, nil),
		NewDeploy(1, 6, []move.Step{{Kind: move.Path, To: geom.V(300, 120.5)}, {Kind: move.Pivot, Angle: 3.1}}),
		NewMove(1, 5, Sideways, []move.Step{{Kind: move.Straight, Dir: dirLeft, Dist: 12.7}}),
		Shoot{By: 1, Unit: 2, Target: 7}, DeclareCharge{By: 2, Unit: 8, Target: 1}, Snipe{By: 1, Unit: 2, Target: 9}, Snipe{By: 2, Unit: 4, Target: 1, Champion: true}, Breathe{By: 2, Unit: 6, Target: 3},
		React{By: 1, Reaction: StandAndShoot}, React{By: 2, Reaction: Flee}, React{By: 2}, Fight{By: 2, Unit: 9}, Overrun{By: 1, Unit: 4}, Redirect{By: 1, Unit: 2, Target: 5}, Redirect{By: 2, Unit: 3}, Cast{By: 1, Wizard: 3, Target: 4, Spell: 2, Dice: 5}, Cast{By: 2, Wizard: 3, Target: 1, Spell: 0}, Dispel{By: 2, Dice: 3}, Dispel{By: 1}, Pursue{By: 2, Pursue: true}, Pursue{By: 1}, Reform{By: 1, Unit: 2, Files: 7, Heading: -1.5}, Reform{By: 2, Unit: 3, Files: 5, Heading: 1, Swift: true},
		MakeWay{By: 1, Character: 3}, MakeWayReply{By: 2, Character: 4}, MakeWayReply{By: 1},
	}
	for _, o := range orders {
		kind, data, err := engine.EncodeOrder(r, o)
		if err != nil {
			t.Fatalf("%s: %v", o.Kind(), err)
		}
		back, err := engine.DecodeOrder(r, kind, data)
		if err != nil || back != o {
			t.Errorf("%s %s: read back %#v, %v", kind, data, back, err)
		}
	}
	for _, c := range []struct{ kind, data, want string }{
		{"whfb8/flee", `{"by": 1, "reaction": "run"}`, `unknown field "reaction"`},
		{"whfb8/dispel", `{"by": 1}`, "dice: 1 to 12"},
		{"whfb8/shoot", `{"by": 1, "unit": 2}`, "target: missing"},
		{"whfb8/move", `{"by": 1, "unit": 2, "steps": [{"kind": "pivot", "angle": 1}]}`, "steps[0]: kind: want straight or wheel"},
		{"whfb8/reform", `{"by": 1, "unit": 2, "heading": 0}`, "files: missing"},
		{"whfb8/dance", `{}`, "unknown order kind"},
		{"whfb8/make-way-reply", `{"by": 1}`, "unit: missing"},
		{"whfb8/cast", `{"by": 1, "unit": 2, "target": 3, "spell": "Fireball", "dice": 2}`, `spell: unknown spell "Fireball"`},
	} {
		if _, err := r.DecodeOrder(c.kind, []byte(c.data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want %q", c.kind, c.data, err, c.want)
		}
	}
}
