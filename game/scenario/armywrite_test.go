package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/armies"
	"warbench/game/bsdata"
)

// bsdataDir is the shared BattleScribe data (not ours to commit; the test
// skips without it).
const bsdataDir = "../../../shared/data/bsdata-kow2"

// Every unit of every Kings of War catalogue, written as an army file,
// loads back under kow2 (§2, §11.2) with its name, type, size, profile,
// points and rules: an imported list can be played without editing a
// file. One army per catalogue.
func TestWrittenArmiesLoadBack(t *testing.T) {
	gst := filepath.Join(bsdataDir, "Kings of War.gst")
	if _, err := os.Stat(gst); err != nil {
		t.Skipf("no BattleScribe data at %s: %v", bsdataDir, err)
	}
	cats, _ := filepath.Glob(filepath.Join(bsdataDir, "*.cat"))
	d, err := bsdata.Load(gst, cats...)
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := armies.For(d.System)
	if !ok {
		t.Fatalf("no system reads %q", d.System)
	}
	rs := mustRules(t, sys.ID())
	total := 0
	for _, c := range cats {
		bus, _ := d.Units(c)
		var units []armies.Unit
		for _, bu := range bus {
			if len(bu.Profiles) > 0 {
				units = append(units, sys.Unit(bu))
			}
		}
		for start := 0; start < len(units); start += maxUnits {
			part := units[start:min(start+maxUnits, len(units))]
			data, err := WriteArmy(filepath.Base(c), 0, part)
			if err != nil {
				t.Fatalf("%s: %v", c, err)
			}
			a, err := LoadArmy(fstest.MapFS{"army.yaml": {Data: data}}, "army.yaml", rs)
			if err != nil {
				t.Fatalf("%s: the written army does not load: %v", c, err)
			}
			if len(a.Units) != len(part) {
				t.Fatalf("%s: %d units written, %d read", c, len(part), len(a.Units))
			}
			for i, u := range part {
				p := a.Units[i].Piece
				if p.Name != u.Name || p.Type != u.Type || p.Size != u.Size || p.Points != u.Points || len(p.Rules) != len(u.Rules) {
					t.Errorf("%s: %s %s %s %d pts %v read back as %s %s %s %d pts %v", c, u.Name, u.Type, u.Size, u.Points, u.Rules, p.Name, p.Type, p.Size, p.Points, p.Rules)
				}
				for k, v := range u.Stats {
					if got, ok := p.Stat(k); !ok || got != v {
						t.Errorf("%s: %s: stat %s %d read back as %d", c, u.Name, k, v, got)
					}
				}
			}
			total += len(part)
		}
	}
	if total < 900 {
		t.Errorf("only %d units written and read back", total)
	}
	t.Logf("%d units written as army files and read back", total)
}

// Unit IDs are made from names and stay unique; unrecognised rules are
// named in the header comment, and a unit the system refused is left out.
func TestWriteArmyIDsAndNotes(t *testing.T) {
	u := armies.Unit{Name: "Sunforged Lancers (Horde)", Type: "Cav", Size: "horde", Base: [2]float64{50, 100},
		Stats: map[string]int{"sp": 8, "me": 3, "ra": 0, "de": 5, "att": 32, "waver": 0, "rout": 0, "pts": 0}, Points: 250, Unknown: []string{"Rallying! (1)"}}
	bad := armies.Unit{Name: "Odd Thing", Error: "no such unit type"}
	data, err := WriteArmy("Test", 2000, []armies.Unit{u, u, bad})
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	for _, want := range []string{"id: sunforged-lancers-horde\n", "id: sunforged-lancers-horde-2\n",
		"# Sunforged Lancers (Horde): not recognised, not played: Rallying! (1)\n", "# Odd Thing: left out: no such unit type\n", "points: 2000\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if _, err := WriteArmy("Empty", 0, []armies.Unit{bad}); err == nil {
		t.Error("an army of no playable unit was written")
	}
}

// An army's alignment is each unit's (its own in the file, else the
// army's); written back, one shared by every unit is the army's and mixed
// ones stay on their units, so a force built of two armies keeps each
// race's alignment (kow-beta §9.4 reads them).
func TestArmyAlignmentsRoundTrip(t *testing.T) {
	rs := mustRules(t, "kow2")
	file := `name: Mixed
alignment: Good
units:
  - {id: a, name: Spears, type: Inf, size: regiment, base: [20, 20], stats: {sp: 5, me: 4, ra: 0, de: 4, att: 12, waver: 14, rout: 16, pts: 100}}
  - {id: b, name: Ghouls, type: Inf, size: regiment, base: [20, 20], stats: {sp: 5, me: 4, ra: 0, de: 4, att: 12, waver: 14, rout: 16, pts: 100}, allied: true, alignment: Evil}
`
	a, err := LoadArmy(fstest.MapFS{"a.yaml": {Data: []byte(file)}}, "a.yaml", rs)
	if err != nil {
		t.Fatal(err)
	}
	list := a.List("a.yaml")
	if list[0].Alignment != "Good" || list[1].Alignment != "Evil" {
		t.Fatalf("alignments %q, %q; want Good, Evil", list[0].Alignment, list[1].Alignment)
	}
	data, err := WriteArmy("Mixed", 0, list)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(data); !strings.Contains(got, "alignment: Good\n") || !strings.Contains(got, "alignment: Evil\n") || strings.Index(got, "alignment") < strings.Index(got, "units:") {
		t.Errorf("mixed alignments written as\n%s", got)
	}
	data, _ = WriteArmy("Good", 0, list[:1])
	if got := string(data); !strings.HasPrefix(strings.SplitN(got, "\n", 2)[1], "name: Good\nalignment: Good\n") {
		t.Errorf("one alignment written as\n%s", got)
	}
}
