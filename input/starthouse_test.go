package input

import (
	"fmt"
	"slices"
	"testing"

	"warbench/game/engine"
)

// houseSystems is a system offering n house rules, whose first scenario
// turns the second one on.
func houseSystems(n int) []StartSystem {
	sys := StartSystem{ID: "h", Name: "Housed", Victories: []string{"kill"}}
	for i := range n {
		sys.HouseRules = append(sys.HouseRules, engine.HouseRule{Name: fmt.Sprintf("rule_%d", i), What: "changes one thing"})
	}
	sys.Scenarios = []StartScenario{{Name: "One", Key: "one", HouseRules: []string{"rule_1"}}, {Name: "Two", Key: "two"}}
	return []StartSystem{sys, startSystems()[1]}
}

// New game's house rules: the form opens on the scenario's own; Enter on
// the row opens the page, where Space and a click turn rules on and off
// and Esc goes back; the new game plays what the page shows, in the
// system's order; a scenario's change puts its own back; a system with
// none says so and opens no page.
func TestStartHouseRules(t *testing.T) {
	var s StartScreen
	s.Show(houseSystems(3), "", "")
	s.Update(startKey(KeyEnter), startScreen)
	if got := s.Choice().HouseRules; !slices.Equal(got, []string{"rule_1"}) {
		t.Fatalf("the form opens with house rules %q, want the scenario's rule_1", got)
	}
	s.Row = FormHouse
	s.Update(startKey(KeyEnter), startScreen)
	if s.Page != StartHouse || s.Row != 0 {
		t.Fatalf("Enter on House rules: page %d row %d", s.Page, s.Row)
	}
	s.Update(startKey(KeySpace), startScreen) // rule_0 on
	s.Update(startKey(KeyDown), startScreen)
	s.Update(startKey(KeySpace), startScreen) // rule_1 off
	mid := s.HouseRowBox(startScreen, 2).Center()
	s.Update(startClick(mid), startScreen) // rule_2 on
	if got := s.HouseOn(); !slices.Equal(got, []string{"rule_0", "rule_2"}) {
		t.Fatalf("after Space, Space and a click: %q", got)
	}
	if s.HouseTitle() != "Rule 0, Rule 2" {
		t.Fatalf("the form shows %q", s.HouseTitle())
	}
	s.Update(startKey(KeyEscape), startScreen)
	if s.Page != StartForm || s.Row != FormHouse {
		t.Fatalf("Esc: page %d row %d, want the form's house rules", s.Page, s.Row)
	}
	if got := s.Choice().HouseRules; !slices.Equal(got, []string{"rule_0", "rule_2"}) {
		t.Fatalf("the new game plays %q", got)
	}
	s.Row = FormScenario
	s.Update(startKey(KeyRight), startScreen)
	if got := s.Choice().HouseRules; len(got) != 0 || got == nil {
		t.Fatalf("scenario Two (none of its own): %q, want an empty list", got)
	}
	s.Row = FormSystem
	s.Update(startKey(KeyRight), startScreen)
	s.Row = FormHouse
	s.Update(startKey(KeyEnter), startScreen)
	if s.Page != StartForm || s.Err == "" || s.HouseTitle() != "None offered by these rules" {
		t.Fatalf("a system with no house rules: page %d, err %q, title %q", s.Page, s.Err, s.HouseTitle())
	}
}

// More rules than the page shows scroll: the chosen one stays in sight,
// Done stays below them.
func TestStartHouseRulesScroll(t *testing.T) {
	var s StartScreen
	s.Show(houseSystems(MaxHouseRows+3), "", "")
	s.Update(startKey(KeyEnter), startScreen)
	s.Row = FormHouse
	s.Update(startKey(KeyEnter), startScreen)
	for range MaxHouseRows + 2 {
		s.Update(startKey(KeyDown), startScreen)
	}
	if s.Row != MaxHouseRows+2 || s.HouseSlot(s.Row) != MaxHouseRows-1 || s.HouseSlot(0) != -1 {
		t.Fatalf("row %d in slot %d; rule 0 in slot %d", s.Row, s.HouseSlot(s.Row), s.HouseSlot(0))
	}
	s.Update(startKey(KeyDown), startScreen) // Done
	if s.HouseSlot(s.Row) != MaxHouseRows {
		t.Fatalf("Done in slot %d", s.HouseSlot(s.Row))
	}
	s.Update(startKey(KeyEnter), startScreen)
	if s.Page != StartForm {
		t.Fatal("Enter on Done did not go back to the form")
	}
}
