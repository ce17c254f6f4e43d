package move

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"warbench/game/geom"
)

// Every kind of step goes to JSON and back unchanged; a kind the caller
// does not allow, a missing or extra field, or a value that is not
// finite is refused, naming the field.
func TestStepJSON(t *testing.T) {
	for _, st := range []Step{
		{Kind: Straight, Dir: geom.V(0, 1), Dist: 127},
		{Kind: Pivot, Angle: -0.5},
		{Kind: Wheel, Angle: 0.25},
		{Kind: Path, To: geom.V(300, 450.5)},
	} {
		j, err := EncodeStep(st)
		if err != nil {
			t.Fatalf("%+v: %v", st, err)
		}
		b, _ := json.Marshal(j)
		var back StepJSON
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		got, err := back.Step(st.Kind)
		if err != nil || got != st {
			t.Errorf("%s: back as %+v, %v", b, got, err)
		}
	}
	if _, err := EncodeStep(Step{Kind: Straight, Dir: geom.V(0, 1), Angle: 1}); err == nil {
		t.Error("a straight step with an angle was encoded")
	}
	nan := math.NaN()
	one := 1.0
	for _, c := range []struct {
		j    StepJSON
		want string
	}{
		{StepJSON{Kind: "wheel", Angle: &one}, `kind: want straight or pivot, got "wheel"`},
		{StepJSON{}, "kind: missing (straight or pivot)"},
		{StepJSON{Kind: "straight", Dist: &one}, "dir: missing"},
		{StepJSON{Kind: "straight", Dir: []float64{0, 0}, Dist: &one}, "dir: must not be [0, 0]"},
		{StepJSON{Kind: "straight", Dir: []float64{0, 1}, Dist: &nan}, "dist: must be finite"},
		{StepJSON{Kind: "pivot", Angle: &one, Dist: &one}, "a pivot has only an angle"},
		{StepJSON{Kind: "pivot", Angle: &one, To: []float64{1, 2}}, "to: only a path step has one"},
	} {
		if _, err := c.j.Step(Straight, Pivot); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.j, err, c.want)
		}
	}
	if _, err := (StepJSON{Kind: "path", To: []float64{1}}).Step(Path); err == nil || !strings.Contains(err.Error(), "to: want two numbers") {
		t.Errorf("a path with one number: %v", err)
	}
}

// A move's steps go out and back as a list; a kind a system does not take
// is refused on the way out, and a bad step on the way in, each naming
// its place in the list.
func TestStepsJSON(t *testing.T) {
	steps := []Step{{Kind: Straight, Dir: geom.V(0, 1), Dist: 50}, {Kind: Pivot, Angle: 0.5}}
	js, err := EncodeSteps(steps, Straight, Pivot)
	if err != nil {
		t.Fatal(err)
	}
	back, err := DecodeSteps(js, Straight, Pivot)
	if err != nil || len(back) != 2 || back[0] != steps[0] || back[1] != steps[1] {
		t.Fatalf("back as %+v, %v", back, err)
	}
	if _, err := EncodeSteps(steps, Straight, Wheel); err == nil || !strings.HasPrefix(err.Error(), "steps[1]: a pivot step") {
		t.Errorf("a pivot where straight or wheel steps are taken: %v", err)
	}
	if _, err := DecodeSteps(js, Path, Pivot); err == nil || !strings.HasPrefix(err.Error(), `steps[0]: kind: want path or pivot, got "straight"`) {
		t.Errorf("a straight step where path or pivot are taken: %v", err)
	}
}
