package whfb8_test

import (
	"archive/zip"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/ai"
	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/engine"
	"warbench/game/scenario"
)

const rosterFile = "testdata/ironhold.ros"

// readRoster reads a roster through the registry, as army convert does.
func readRoster(t *testing.T, path string) (*bsdata.Roster, []armies.Unit, armies.System) {
	t.Helper()
	ro, err := bsdata.ReadRoster(path)
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := armies.For(ro.System)
	if !ok || sys.ID() != "whfb8" {
		t.Fatalf("game system %q not read as whfb8", ro.System)
	}
	var units []armies.Unit
	for _, u := range ro.Units {
		units = append(units, sys.Unit(u))
	}
	return ro, units, sys
}

// A roster (an invented army in the shape BattleScribe exports): each
// unit as chosen, its models counted (§2.3), the General and the Battle
// Standard Bearer named by their upgrades (§10.3), the command group
// (§9.3), worn armour and shields (§2.4: heavy armour 5+, a shield one
// better), a missile weapon (§6.1), a bolt thrower's crew (§6.9), a
// wizard's level; a magic item and a lore named unknown; the points the
// roster's; no breach of §12 at its 1000 points.
func TestRosterImport(t *testing.T) {
	ro, units, sys := readRoster(t, rosterFile)
	if ro.Name != "The Ironhold Muster" || ro.Limit != 1000 || len(units) != 6 {
		t.Fatalf("%q, %v pts, %d units", ro.Name, ro.Limit, len(units))
	}
	type want struct {
		typ, size string
		stats     map[string]int
		rules     []string
		unknown   []string
	}
	wants := map[string]want{
		"Ironhold Thane": {"In", "single", map[string]int{"M": 3, "WS": 6, "BS": 4, "S": 4, "T": 5, "W": 2, "I": 3, "A": 3, "Ld": 9, "Sv": 4, "pts": 68},
			[]string{"Shield", "Hand Weapon and Shield", "General"}, []string{"Resolute"}},
		"Ironhold Banner-Thane": {"In", "single", map[string]int{"M": 3, "WS": 6, "BS": 4, "S": 4, "T": 5, "W": 2, "I": 3, "A": 3, "Ld": 9, "Sv": 5, "pts": 90},
			[]string{"Battle Standard"}, nil},
		"Ironhold Axes": {"In", "unit", map[string]int{"M": 3, "WS": 4, "BS": 3, "S": 3, "T": 4, "W": 1, "I": 2, "A": 1, "Ld": 9, "Sv": 4, "models": 20, "files": 5, "pts": 210},
			[]string{"Champion", "Shield", "Hand Weapon and Shield", "Stubborn", "Standard", "Musician"}, []string{"Resolute"}},
		"Ironhold Crossbows": {"In", "unit", map[string]int{"M": 3, "WS": 4, "BS": 3, "S": 3, "T": 4, "W": 1, "I": 2, "A": 1, "Ld": 9, "Sv": 6, "range": 30, "RS": 4, "models": 10, "files": 5, "pts": 110},
			[]string{"Move or Fire"}, nil},
		"Ironhold Bolt Engine": {"WM", "single", map[string]int{"M": 3, "WS": 4, "BS": 3, "S": 3, "T": 7, "CT": 4, "W": 3, "I": 2, "A": 1, "Ld": 9, "range": 48, "RS": 6, "pts": 55},
			[]string{"Bolt Thrower"}, nil},
		"Ironhold Hearth-Seer": {"In", "single", map[string]int{"M": 3, "WS": 4, "BS": 3, "S": 3, "T": 4, "W": 2, "I": 2, "A": 1, "Ld": 8, "Lvl": 2, "pts": 120},
			nil, []string{"Hearthstone Charm", "Lore of Cinders"}},
	}
	total := 0
	for _, u := range units {
		w, ok := wants[u.Name]
		switch {
		case !ok:
			t.Errorf("unexpected unit %q", u.Name)
			continue
		case u.Error != "":
			t.Errorf("%s refused: %s", u.Name, u.Error)
		case u.Type != w.typ || u.Size != w.size:
			t.Errorf("%s: %s %s, want %s %s", u.Name, u.Type, u.Size, w.typ, w.size)
		}
		wantStats(t, u, w.stats)
		if !slices.Equal(u.Rules, w.rules) || !slices.Equal(u.Unknown, w.unknown) {
			t.Errorf("%s: rules %q unknown %q; want %q and %q", u.Name, u.Rules, u.Unknown, w.rules, w.unknown)
		}
		if !strings.HasPrefix(u.At, rosterFile+":") {
			t.Errorf("%s: at %q", u.Name, u.At)
		}
		total += u.Points
	}
	if total != 653 {
		t.Errorf("%d points, want 653", total)
	}
	if b := sys.Validate(units, int(ro.Limit)); len(b) != 0 {
		t.Errorf("breaches %v", b)
	}
}

// The same roster zipped (.rosz, the XML inside named roster.xml) reads
// the same.
func TestRosterZipped(t *testing.T) {
	data, err := os.ReadFile(rosterFile)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ironhold.rosz")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, _ := zw.Create("roster.xml")
	w.Write(data)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	_, plain, _ := readRoster(t, rosterFile)
	_, zipped, _ := readRoster(t, path)
	if len(zipped) != len(plain) {
		t.Fatalf("%d units zipped, %d plain", len(zipped), len(plain))
	}
	for i := range plain {
		a, b := plain[i], zipped[i]
		a.At, b.At = "", ""
		if fmt.Sprint(a) != fmt.Sprint(b) {
			t.Errorf("zipped %+v\nplain %+v", b, a)
		}
	}
}

// The roster converted to an army file (as army convert writes it) loads
// in a whfb8 scenario and plays two game turns against a block, every
// order accepted and the invariants kept.
func TestRosterConvertedPlays(t *testing.T) {
	ro, units, _ := readRoster(t, rosterFile)
	mine, err := scenario.WriteArmy(ro.Name, int(ro.Limit), units)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(mine), "# Ironhold Hearth-Seer: not recognised, not played: Hearthstone Charm, Lore of Cinders") {
		t.Errorf("the unknown rules are not listed in the army file:\n%s", mine)
	}
	theirs, err := scenario.WriteArmy("Targets", 0, []armies.Unit{enemyBlock})
	if err != nil {
		t.Fatal(err)
	}
	var deploy strings.Builder
	for i, u := range units {
		fmt.Fprintf(&deploy, "      - {unit: %s, at: [%d, 8], facing: 0}\n", scenario.Slug(u.Name), 8+11*i)
	}
	sc := "name: Converted\nruleset: whfb8\nseed: 3\nlayout: open.layout.yaml\narmies:\n" +
		"  - player: 1\n    army: mine.army.yaml\n    deploy:\n" + deploy.String() +
		"  - player: 2\n    army: theirs.army.yaml\n    deploy:\n      - {unit: target-block, at: [36, 40], facing: 180}\n"
	fsys := fstest.MapFS{
		"s.scenario.yaml":  {Data: []byte(sc)},
		"open.layout.yaml": {Data: []byte("name: Open\ntable: {width: 72, depth: 48}\n")},
		"mine.army.yaml":   {Data: mine},
		"theirs.army.yaml": {Data: theirs},
	}
	s, err := scenario.Load(fsys, "s.scenario.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: s.Rules, State: s.State}
	g.Start()
	if n := len(g.State.Pieces); n != 7 {
		t.Fatalf("%d pieces, want 7", n)
	}
	var ps [3]ai.Player
	for side := 1; side <= 2; side++ {
		ps[side], _ = ai.New(ai.Naive, g.Rules, uint64(side))
	}
	orders := 0
	for ; orders < 2000 && !g.State.Over && g.State.Turn <= 2; orders++ {
		dec := g.Rules.Decision(g.State)
		if dec.Kind == engine.NoDecision {
			break
		}
		if err := checked(g, choose(g, ps[dec.Player], dec)); err != nil {
			t.Fatal(err)
		}
	}
	if g.State.Turn <= 2 && !g.State.Over {
		t.Errorf("two turns not played after %d orders (turn %d, %s)", orders, g.State.Turn, g.State.Phase)
	}
}

// Bad rosters: a cut file is an error naming the file and line; a
// characteristic out of range or not a number refuses that unit with the
// field and why, the others still import; nothing panics.
func TestRosterMalformed(t *testing.T) {
	data, err := os.ReadFile(rosterFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cut := filepath.Join(dir, "cut.ros")
	os.WriteFile(cut, data[:len(data)/2], 0o644)
	if _, err := bsdata.ReadRoster(cut); err == nil || !strings.Contains(err.Error(), cut+":") {
		t.Errorf("a cut roster: %v", err)
	}
	bad := strings.Replace(string(data), `<characteristic name="WS" typeId="575323232344415441232323">6</characteristic>`,
		`<characteristic name="WS" typeId="575323232344415441232323">16</characteristic>`, 1)
	bad = strings.Replace(bad, `<characteristic name="M" typeId="4d23232344415441232323">3</characteristic>
                <characteristic name="WS" typeId="575323232344415441232323">4</characteristic>
                <characteristic name="BS" typeId="425323232344415441232323">3</characteristic>
                <characteristic name="S" typeId="5323232344415441232323">3</characteristic>
                <characteristic name="T" typeId="5423232344415441232323">4</characteristic>
                <characteristic name="W" typeId="5723232344415441232323">2</characteristic>`, `<characteristic name="M" typeId="4d23232344415441232323">three</characteristic>
                <characteristic name="WS" typeId="575323232344415441232323">4</characteristic>
                <characteristic name="BS" typeId="425323232344415441232323">3</characteristic>
                <characteristic name="S" typeId="5323232344415441232323">3</characteristic>
                <characteristic name="T" typeId="5423232344415441232323">4</characteristic>
                <characteristic name="W" typeId="5723232344415441232323">2</characteristic>`, 1)
	path := filepath.Join(dir, "bad.ros")
	os.WriteFile(path, []byte(bad), 0o644)
	_, units, _ := readRoster(t, path)
	refused := map[string]string{}
	for _, u := range units {
		if u.Error != "" {
			refused[u.Name] = u.Error
		}
	}
	if e := refused["Ironhold Thane"]; !strings.Contains(e, "stats.WS") || !strings.Contains(e, "16") {
		t.Errorf("WS 16: %q", e)
	}
	if e := refused["Ironhold Hearth-Seer"]; !strings.Contains(e, "stats.M") {
		t.Errorf("M three: %q", e)
	}
	if len(refused) != 2 {
		t.Errorf("refused %v, want the two bad units only", refused)
	}
}
