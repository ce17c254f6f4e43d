package whfb8_test

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/rules/whfb8"
)

// a small force: a General, a Battle Standard Bearer and a block.
func force() []armies.Unit {
	return []armies.Unit{
		{Name: "Thane", Type: "In", Size: "single", Points: 80, Rules: []string{"General"}},
		{Name: "Banner-Thane", Type: "In", Size: "single", Points: 90, Rules: []string{"Battle Standard"}},
		{Name: "Axes", Type: "In", Size: "unit", Points: 210, Rules: []string{"Standard"}},
	}
}

// breaches lists "rule: message" for each breach.
func breaches(units []armies.Unit, limit int) []string {
	var out []string
	for _, b := range (whfb8.Armies{}).Validate(units, limit) {
		out = append(out, b.Rule+": "+b.Msg)
	}
	return out
}

// whfb8 §12 "Common setup": "Each army must have a General. It may have
// one Battle Standard Bearer", to "an equal, agreed points total"; §10.3:
// the Battle Standard Bearer "cannot be the General".
func TestValidateSelectionRules(t *testing.T) {
	if b := breaches(force(), 380); len(b) != 0 {
		t.Errorf("a legal force breaks %v", b)
	}
	cases := []struct {
		name  string
		edit  func([]armies.Unit) []armies.Unit
		limit int
		want  string
	}{
		{"over the points", func(u []armies.Unit) []armies.Unit { return u }, 379,
			"whfb8/12: the army costs 380 points, over the 379 agreed"},
		{"no General", func(u []armies.Unit) []armies.Unit { u[0].Rules = nil; return u }, 0,
			"whfb8/12: the army has no General"},
		{"two Generals", func(u []armies.Unit) []armies.Unit { u[2].Rules = []string{"General"}; return u }, 0,
			"whfb8/12: 2 Generals (Thane, Axes); an army has one"},
		{"two Battle Standard Bearers", func(u []armies.Unit) []armies.Unit {
			return append(u, armies.Unit{Name: "Second Banner", Points: 90, Rules: []string{"Battle Standard"}})
		}, 0, "whfb8/12: 2 Battle Standard Bearers (Banner-Thane, Second Banner); an army may have one"},
		{"the General bears the battle standard", func(u []armies.Unit) []armies.Unit {
			u[0].Rules = append(u[0].Rules, "Battle Standard")
			return u[:1]
		}, 0, "whfb8/10.3: Thane is both the General and the Battle Standard Bearer"},
		{"another army book", func(u []armies.Unit) []armies.Unit { u[2].Allied = true; return u }, 0,
			"whfb8/12: an army is chosen from one army book; Axes come from another force of the list"},
	}
	for _, c := range cases {
		got := breaches(c.edit(force()), c.limit)
		if !slices.ContainsFunc(got, func(b string) bool { return strings.HasPrefix(b, c.want) }) {
			t.Errorf("%s: breaches %q, want one starting %q", c.name, got, c.want)
		}
		if len(got) != 1 {
			t.Errorf("%s: %d breaches, want 1: %q", c.name, len(got), got)
		}
	}
}

// A unit the ruleset refuses is no General: it is not in the army that
// plays (scenario.WriteArmy leaves it out).
func TestValidateIgnoresRefusedGeneral(t *testing.T) {
	u := force()
	u[0].Error = "a character riding a monster is not played yet"
	if got := breaches(u, 0); !slices.ContainsFunc(got, func(b string) bool { return strings.Contains(b, "no General") }) {
		t.Errorf("breaches %q: the refused General counted", got)
	}
}
