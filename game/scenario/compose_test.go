package scenario

import (
	"io/fs"
	"os"
	"strings"
	"testing"

	"warbench/game/geom"
)

// part reads one of the program's built-in scenario files.
func part(t *testing.T, name string) Part {
	t.Helper()
	data, err := os.ReadFile("../../scenarios/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return Part{Name: name, Text: data}
}

// kow2 §11.4: a new game from a layout and two army files loads as a
// scenario, every unit wholly inside its player's deployment zone (so,
// with the layout's zones, more than 12" from the centre line), none
// touching another, each facing the centre; the same parts give the same
// scenario.
func TestComposeLinesUpArmiesInTheirZones(t *testing.T) {
	c := Composition{Name: "Practice", Ruleset: mustRules(t, "kow2"), Seed: 7, Victory: "invade", Points: 2000,
		Layout: part(t, "harrow-ford.layout.yaml"),
		Armies: [2]Part{part(t, "thornvale-hunt.army.yaml"), part(t, "glimmerdeep-wyrmholds.army.yaml")}}
	files, err := Compose(c)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Load(files, ComposedScenario)
	if err != nil {
		t.Fatal(err)
	}
	s := sc.State
	if s.Victory != "invade" || s.Points != 2000 || s.Seed != 7 || sc.Name != "Practice" {
		t.Errorf("victory %q, points %d, seed %d, name %q", s.Victory, s.Points, s.Seed, sc.Name)
	}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		var zone geom.Poly
		for _, z := range s.Table.Zones {
			if z.Player == int(p.Owner) {
				zone = z.Area
			}
		}
		for _, corner := range p.Rect().Poly() {
			if !zone.Contains(corner) {
				t.Errorf("%s (player %d) is outside its zone at %v", p.Name, p.Owner, corner)
				break
			}
		}
		mid := s.Table.Depth / 2
		if d := min(abs(p.Rect().Poly()[0].Y-mid), abs(p.Rect().Poly()[2].Y-mid)); d <= 12*geom.MMPerInch {
			t.Errorf("%s is %.1f mm from the centre line", p.Name, d)
		}
		want := 0.0
		if p.Pose.Pos.Y > mid {
			want = geom.Deg(180)
		}
		if abs(p.Pose.Heading-want) > 1e-9 {
			t.Errorf("%s faces %.3f rad, want %.3f", p.Name, p.Pose.Heading, want)
		}
		for j := range i {
			if geom.Distance(p.Rect(), s.Pieces[j].Rect()) <= 0 {
				t.Errorf("%s touches %s", p.Name, s.Pieces[j].Name)
			}
		}
	}
	if len(s.Pieces) < 10 {
		t.Errorf("only %d units", len(s.Pieces))
	}
	again, _ := Compose(c)
	a, _ := fs.ReadFile(again, ComposedScenario)
	if b, _ := fs.ReadFile(files, ComposedScenario); string(a) != string(b) || len(a) == 0 {
		t.Error("the same parts gave two scenarios")
	}
}

// An army too big for its zone is refused, naming the unit left over; a
// part's name must be a plain file name.
func TestComposeRefuses(t *testing.T) {
	big := part(t, "thornvale-hunt.army.yaml")
	text := string(big.Text)
	units := text[strings.Index(text, "units:\n")+len("units:\n"):]
	var more strings.Builder
	more.WriteString(text)
	for i := range 12 {
		more.WriteString(strings.ReplaceAll(units, "- id: ", "- id: x"+string(rune('a'+i))))
	}
	big.Text = []byte(more.String())
	c := Composition{Name: "Crowded", Ruleset: mustRules(t, "kow2"), Layout: part(t, "harrow-ford.layout.yaml"),
		Armies: [2]Part{big, part(t, "hollow-tide.army.yaml")}}
	if _, err := Compose(c); err == nil || !strings.Contains(err.Error(), "does not fit in player 1's deployment zone") {
		t.Errorf("a crowded army: %v", err)
	}
	c.Armies[0] = Part{Name: "../x.army.yaml", Text: []byte("name: x")}
	if _, err := Compose(c); err == nil || !strings.Contains(err.Error(), "plain file name") {
		t.Errorf("a path as a part's name: %v", err)
	}
}

func abs(v float64) float64 { return max(v, -v) }
