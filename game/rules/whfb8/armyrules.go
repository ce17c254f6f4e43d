package whfb8

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/armies"
)

// Validate checks a force by the army selection rules the digest gives
// (§12 "Common setup", §10.3): the points agreed (0: none), a General,
// at most one Battle Standard Bearer, who is not the General, and one
// army book (a roster's second force is another book's). The digest
// gives no Lords, Heroes, Core, Special or Rare shares, so none is
// checked. Units the ruleset refuses are left out of the count.
func (Armies) Validate(units []armies.Unit, limit int) []armies.Breach {
	var out []armies.Breach
	add := func(section, format string, args ...any) {
		out = append(out, armies.Breach{Rule: rule(section), Msg: fmt.Sprintf(format, args...)})
	}
	total := 0
	var generals, bsbs, allied []string
	for _, u := range units {
		total += u.Points
		if u.Error != "" {
			continue
		}
		if slices.Contains(u.Rules, "General") {
			generals = append(generals, u.Name)
		}
		if slices.Contains(u.Rules, "Battle Standard") {
			bsbs = append(bsbs, u.Name)
			if slices.Contains(u.Rules, "General") {
				add("10.3", "%s is both the General and the Battle Standard Bearer; the Battle Standard Bearer cannot be the General", u.Name)
			}
		}
		if u.Allied {
			allied = append(allied, u.Name)
		}
	}
	if limit > 0 && total > limit {
		add("12", "the army costs %d points, over the %d agreed", total, limit)
	}
	switch {
	case len(generals) == 0 && len(units) > 0:
		add("12", "the army has no General; each army must have one (give a character the rule General)")
	case len(generals) > 1:
		add("12", "%d Generals (%s); an army has one", len(generals), strings.Join(generals, ", "))
	}
	if len(bsbs) > 1 {
		add("12", "%d Battle Standard Bearers (%s); an army may have one", len(bsbs), strings.Join(bsbs, ", "))
	}
	if len(allied) > 0 {
		add("12", "an army is chosen from one army book; %s come from another force of the list", strings.Join(allied, ", "))
	}
	return out
}
