package input

import "testing"

// The form shows a victory condition by the system's own title and
// sentence when it gives them, else by its name in words.
func TestVictoryText(t *testing.T) {
	named := StartSystem{Victories: []string{"line", "the-pass"}, VictoryTitles: []string{"Battle Line", "The Pass"},
		VictoryAbouts: []string{"Long edges.", "Short edges."}}
	if title, about := named.VictoryText("the-pass"); title != "The Pass" || about != "Short edges." {
		t.Errorf("named: %q, %q", title, about)
	}
	plain := StartSystem{Victories: []string{"kill-and-pillage"}}
	if title, about := plain.VictoryText("kill-and-pillage"); title != "Kill and pillage" || about != "" {
		t.Errorf("plain: %q, %q", title, about)
	}
	if title, _ := named.VictoryText(RollVictory); title != VictoryTitle(RollVictory) {
		t.Errorf("the roll: %q", title)
	}
}
