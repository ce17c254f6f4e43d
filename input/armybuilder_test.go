package input

import (
	"testing"

	"warbench/game/armies"
	"warbench/game/armybuild"
	"warbench/game/bsdata"
	"warbench/game/geom"
)

// noRules is an army system that finds no breach.
type noRules struct{}

func (noRules) ID() string                                  { return "none" }
func (noRules) Reads(string) bool                           { return false }
func (noRules) Unit(bsdata.Unit) armies.Unit                { return armies.Unit{} }
func (noRules) Validate([]armies.Unit, int) []armies.Breach { return nil }

// testBuilder is a builder over n units named Aa, Ab, … costing 10
// points times their place in the list.
func testBuilder(n int) *ArmyBuilder {
	var units []armies.Unit
	for i := range n {
		units = append(units, armies.Unit{Name: string(rune('A'+i/26)) + string(rune('a'+i%26)), Size: "regiment", Points: 10 * (i + 1)})
	}
	ab := &ArmyBuilder{}
	ab.Open(armybuild.New(noRules{}, armybuild.NewCatalogue(units, nil), 2000))
	return ab
}

// The keys: ↓ and Enter add, the list scrolls to the chosen row, Tab goes
// to the force where Delete takes a unit out, PageUp and PageDown step the
// limit, and Enter in the name field asks for a save only with a name and
// a unit.
func TestArmyBuilderKeys(t *testing.T) {
	ab := testBuilder(60)
	shown := ArmyRows(ArmyListBox(startScreen, PaneCatalogue))
	for range shown + 4 {
		ab.Update(startKey(KeyDown), startScreen)
	}
	if ab.Cat != shown+4 || ab.CatTop != 5 {
		t.Fatalf("row %d, top %d; want %d, 5 (%d rows shown)", ab.Cat, ab.CatTop, shown+4, shown)
	}
	ab.Update(startKey(KeyEnter), startScreen)
	ab.Update(startKey(KeyUp), startScreen)
	ab.Update(startKey(KeyEnter), startScreen)
	if len(ab.B.Force) != 2 || ab.B.Total() != 10*(shown+5)+10*(shown+4) || ab.Unit != 1 {
		t.Fatalf("force %+v, total %d, unit %d", ab.B.Force, ab.B.Total(), ab.Unit)
	}
	ab.Update(startKey(KeyTab), startScreen)
	ab.Update(startKey(KeyDelete), startScreen)
	if ab.Pane != PaneForce || len(ab.B.Force) != 1 || ab.Unit != 0 {
		t.Fatalf("Tab, Delete: pane %d, force %+v, unit %d", ab.Pane, ab.B.Force, ab.Unit)
	}
	ab.Update(startKey(KeyPageUp), startScreen)
	ab.Update(startKey(KeyPageDown), startScreen)
	ab.Update(startKey(KeyPageDown), startScreen)
	if ab.B.Limit != 1750 {
		t.Fatalf("limit %d, want 1750", ab.B.Limit)
	}
	ab.Update(startKey(KeyTab), startScreen)
	for range len("My army") {
		ab.Update(startKey(KeyBackspace), startScreen)
	}
	if a := ab.Update(startKey(KeyEnter), startScreen); a != ArmyNothing || ab.Err == "" {
		t.Fatalf("Enter with no name: %v %q", a, ab.Err)
	}
	ab.Update(Frame{Chars: []rune("Host\t")}, startScreen)
	if a := ab.Update(startKey(KeyEnter), startScreen); a != ArmySave || ab.Name != "Host" {
		t.Fatalf("Enter on %q: %v", ab.Name, a)
	}
	if a := ab.Update(startKey(KeyEscape), startScreen); a != ArmyBack {
		t.Fatalf("Esc: %v", a)
	}
}

// A click chooses a catalogue entry, a second click on it adds it; a
// click on the name field chooses it.
func TestArmyBuilderClicks(t *testing.T) {
	ab := testBuilder(5)
	list := ArmyListBox(startScreen, PaneCatalogue)
	third := geom.V(list.Min.X+20, list.Min.Y+2.5*ArmyRowH)
	ab.Update(startClick(third), startScreen)
	if ab.Cat != 2 || len(ab.B.Force) != 0 {
		t.Fatalf("first click: row %d, force %+v", ab.Cat, ab.B.Force)
	}
	ab.Update(startClick(third), startScreen)
	if len(ab.B.Force) != 1 || ab.B.Total() != 30 {
		t.Fatalf("second click: force %+v", ab.B.Force)
	}
	ab.Update(startClick(ArmyNameBox(startScreen).Center()), startScreen)
	if ab.Pane != PaneName {
		t.Fatalf("click on the name: pane %d", ab.Pane)
	}
}
