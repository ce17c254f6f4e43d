package kow_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// Every Kings of War order, encoded and decoded again, is the same value
// (==), floats to the bit.
func TestCodecRoundTrip(t *testing.T) {
	r := kow.New(kow.KoW2)
	steps := []move.Step{
		{Kind: move.Pivot, Angle: 0.28255495246958695},
		{Kind: move.Straight, Dir: geom.V(0, 1), Dist: 152.39999999999998},
		{Kind: move.Pivot, Angle: math.Copysign(0, -1)},
		{Kind: move.Straight, Dir: geom.V(-1, 0), Dist: math.SmallestNonzeroFloat64},
	}
	orders := []engine.Order{
		kow.NewMultiCharge(1, 12, []engine.PieceID{1, 2, 3, 4}),
		kow.NewMultiCharge(2, 3, []engine.PieceID{14}),
		kow.Charge{By: 2, Unit: 14, Target: 3},
		kow.Shoot{By: 1, Unit: 5, Target: 16, Weapon: "Bows (Range 24)"},
		kow.Shoot{By: 1, Unit: 5, Target: 16},
		kow.Cast{By: 2, Unit: 9, Target: 1, Spell: "Lightning Bolt"},
		kow.Fight{By: 2, Target: 1},
		kow.Regroup{By: 1, Unit: 3, Back: true},
		kow.Regroup{By: 2, Unit: 9},
		kow.NerveTest{By: 2, Unit: 14},
		kow.NewDeploy(1, 3, []move.Step{{Kind: move.Path, To: geom.V(914.4, 152.39999999999998)}, {Kind: move.Pivot, Angle: math.Copysign(0, -1)}}),
		kow.NewDeploy(2, 9, nil),
	}
	for _, k := range kow.OrderKinds() {
		orders = append(orders, kow.NewMove(1, 7, k, steps), kow.NewMove(2, 8, k, nil))
	}
	for _, o := range orders {
		kind, data, err := engine.EncodeOrder(r, o)
		if err != nil {
			t.Fatalf("%s: %v", o.Kind(), err)
		}
		got, err := engine.DecodeOrder(r, kind, data)
		if err != nil {
			t.Fatalf("%s %s: %v", kind, data, err)
		}
		if got != o {
			t.Fatalf("%s: decoded %+v, want %+v", kind, got, o)
		}
		if m, ok := got.(kow.Move); ok && m.N > 0 && math.Signbit(m.Steps[2].Angle) != true {
			t.Fatalf("%s: -0 lost its sign", kind)
		}
	}
}

// Orders from a file are checked field by field, with the field named.
func TestCodecStrict(t *testing.T) {
	r := kow.New(kow.KoW2)
	long := `{"by":1,"unit":3,"steps":[` + strings.Repeat(`{"kind":"pivot","angle":0},`, kow.MaxSteps) + `{"kind":"pivot","angle":0}]}`
	for _, c := range []struct{ kind, data, want string }{
		{"kow/teleport", `{}`, `unknown order kind "kow/teleport"`},
		{"kow/advance", `{"unit":3}`, "by: missing"},
		{"kow/advance", `{"by":1}`, "unit: missing"},
		{"kow/advance", `{"by":1,"unit":0}`, "unit: a unit ID is 1 or more"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"jump"}]}`, `steps[0]: kind: want straight or pivot, got "jump"`},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"straight","dist":5}]}`, "steps[0]: dir: missing"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"straight","dir":[0,1]}]}`, "steps[0]: dist: missing"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"straight","dir":[0,0],"dist":1}]}`, "dir: must not be [0, 0]"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"pivot"}]}`, "steps[0]: angle: missing"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"pivot","angle":1,"dist":2}]}`, "a pivot has only an angle"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"pivot","angle":1e999}]}`, "steps"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"straight","dir":[0,1,2],"dist":1}]}`, "dir: want two numbers [x, y], got 3"},
		{"kow/advance", long, "steps: a move has at most 6 steps, got 7"},
		{"kow/advance", `{"by":1,"unit":3,"speed":9}`, `unknown field "speed"`},
		{"kow/charge", `{"by":1,"unit":3}`, "target: missing"},
		{"kow/charge", `{"by":0,"unit":3,"target":4}`, "by: must be player 1 or 2, got 0"},
		{"kow/multi-charge", `{"by":1,"target":3,"units":[]}`, "units: want 1 to 4 units, got 0"},
		{"kow/multi-charge", `{"by":1,"target":3,"units":[1,2,3,4,5]}`, "units: want 1 to 4 units, got 5"},
		{"kow/multi-charge", `{"by":1,"target":3,"units":[1,-2]}`, "units[1]: a unit ID is 1 or more"},
		{"kow/shoot", `{"by":1,"unit":3,"target":"four"}`, "target: want an integer, got string"},
		{"kow/cast", `{"by":1,"unit":3,"target":4}`, "spell: missing"},
		{"kow/cast", `{"by":1,"unit":3,"spell":"Fireball"}`, "target: missing"},
		{"kow/fight", `{"by":2}`, "target: missing"},
		{"kow/regroup", `{"by":2,"unit":1,"back":"yes"}`, "back: want true or false"},
		{"kow/regroup", `null`, "want a JSON object"},
		{"kow/deploy", `{"by":1,"unit":3,"steps":[{"kind":"straight","dir":[0,1],"dist":1}]}`, `steps[0]: kind: want path or pivot, got "straight"`},
		{"kow/deploy", `{"by":1,"unit":3,"steps":[{"kind":"path","to":[1,1e999]}]}`, "steps"},
		{"kow/deploy", `{"by":1,"unit":3,"steps":[{"kind":"path"}]}`, "steps[0]: to: want two numbers [x, y] (mm), got 0"},
		{"kow/deploy", `{"by":1,"unit":3,"steps":[{"kind":"pivot","angle":1,"to":[1,2]}]}`, "steps[0]: to: only a path step has one"},
		{"kow/advance", `{"by":1,"unit":3,"steps":[{"kind":"straight","dir":[0,1],"dist":1,"to":[1,2]}]}`, "steps[0]: to: only a path step has one"},
	} {
		_, err := engine.DecodeOrder(r, c.kind, json.RawMessage(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: error %v, want %q", c.kind, c.data, err, c.want)
		}
	}
}

// Orders that cannot be written exactly are refused when encoding.
func TestCodecRefusesWhatItCannotWrite(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, o := range []engine.Order{
		kow.NewMultiCharge(1, 2, []engine.PieceID{1, 2, 3, 4, 5}),
		kow.NewMove(1, 2, kow.Advance, []move.Step{{Kind: move.Straight, Dir: geom.V(0, 1), Dist: math.NaN()}}),
		kow.NewMove(1, 2, kow.Advance, []move.Step{{Kind: move.Straight, Dir: geom.V(0, 1), Angle: 1}}),
	} {
		if _, _, err := engine.EncodeOrder(r, o); err == nil {
			t.Errorf("%+v was encoded", o)
		}
	}
}
