package kow_test

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/bsdata"
)

// A hand-written roster (invented names), plain and zipped: units read
// with their artefacts, allies from the second force, the rules not
// recognised named, and the breaches of kow2 §11.2 found.
func TestRoster(t *testing.T) {
	for _, f := range []string{"testdata/lanternfolk.ros", "testdata/lanternfolk.rosz"} {
		r, err := bsdata.ReadRoster(f)
		if err != nil {
			t.Fatal(err)
		}
		sys, ok := armies.For(r.System)
		if !ok {
			t.Fatalf("%s: no system reads %q", f, r.System)
		}
		var units []armies.Unit
		for _, bu := range r.Units {
			u := sys.Unit(bu)
			if u.Error != "" {
				t.Errorf("%s: %s: %s", f, u.Name, u.Error)
			}
			units = append(units, u)
		}
		if len(units) != 4 {
			t.Fatalf("%s: %d units", f, len(units))
		}
		w := units[0]
		if w.Name != "Wickguard" || w.Size != "regiment" || w.Points != 125 || w.Artefact != "Everflame Torch" ||
			!slices.Equal(w.Rules, []string{"Crushing Strength(1)", "Big Shields"}) || !slices.Equal(w.Unknown, []string{"Rallying! (1)"}) {
			t.Errorf("%s: %+v", f, w)
		}
		if m := units[1]; m.Type != "Cav" || m.Size != "troop" || !slices.Equal(m.Rules, []string{"Bows (Range 24)", "Nimble"}) {
			t.Errorf("%s: %+v", f, m)
		}
		if h := units[2]; h.Type != "Hero/Inf" || h.Base != [2]float64{25, 25} || !slices.Equal(h.Spells, []string{"Lightning Bolt(5)"}) {
			t.Errorf("%s: %+v", f, h)
		}
		if g := units[3]; !g.Allied || g.Stats["waver"] != 0 || g.Stats["rout"] != 17 {
			t.Errorf("%s: %+v", f, g)
		}
		// kow2 §11.2: 510 points of 500; the Regiment unlocks the Troop
		// and the Hero; the allied Monster has no allied unlocker and is
		// 200 of 510 points, over 25%.
		b := sys.Validate(units, int(r.Limit))
		var msgs []string
		for _, x := range b {
			msgs = append(msgs, x.Rule+": "+x.Msg)
		}
		all := strings.Join(msgs, "\n")
		for _, want := range []string{"costs 510 points, over the 500", "the allied contingent has 0 Heroes, 1 Monsters", "allies cost 200 points, over 25% of 510"} {
			if !strings.Contains(all, want) {
				t.Errorf("%s: no breach %q in\n%s", f, want, all)
			}
		}
		if len(b) != 3 {
			t.Errorf("%s: %d breaches:\n%s", f, len(b), all)
		}
	}
}
