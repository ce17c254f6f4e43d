package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bad orders files, flags and inputs give a clear error naming the file
// and line, and an exit code, never a crash.
func TestSimErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	start := `{"order": "end-phase"}` + "\n"
	cases := []struct {
		name, orders string
		flags        []string
		code         int
		want         string
	}{
		{"bad JSON", start + "{order: 1}\n", nil, ExitFail, "a.jsonl:2: bad JSON"},
		{"unknown field", start + `{"order": "kow/advance", "unti": "Foamrunners"}` + "\n", nil, ExitFail, `a.jsonl:2: unknown field "unti"`},
		{"two directives", `{"order": "end-phase", "undo": 1}` + "\n", nil, ExitFail, "a.jsonl:1: one directive per line, not order and undo"},
		{"two fields in a step", start + `{"order": "kow/advance", "unit": 12, "steps": [{"forward": 1, "pivot": 3}]}` + "\n", nil, ExitFail, "a.jsonl:2: steps[0]: want exactly one of"},
		{"no unit by that name", start + `{"order": "kow/advance", "unit": "Foamrunner"}` + "\n", nil, ExitFail, `a.jsonl:2: unit: no unit named "Foamrunner" on the table`},
		{"a bad unit", start + `{"order": "kow/advance", "unit": -3}` + "\n", nil, ExitFail, "a.jsonl:2: a unit is its name"},
		{"an illegal order", start + `{"order": "kow/at-the-double", "unit": "Drowned Wardens", "steps": [{"forward": 10}]}` + "\n", nil, ExitFail, "a.jsonl:2: kow2/8: Drowned Wardens are Shambling"},
		{"too far", start + `{"order": "kow/advance", "unit": "Foamrunners", "steps": [{"forward": 10}]}` + "\n", nil, ExitFail, "a.jsonl:2: kow2/4.3"},
		{"an unknown kind", `{"order": "kow/fly"}` + "\n", nil, ExitFail, `a.jsonl:1: order (kow/fly): unknown order kind "kow/fly"`},
		{"a field the order lacks", `{"order": "end-phase", "unit": 3}` + "\n", nil, ExitFail, `a.jsonl:1: order (end-phase): unknown field "unit"`},
		{"setup after an order", start + `{"setup": {"unit": "Foamrunners"}}` + "\n", nil, ExitFail, "a.jsonl:2: setup: only before the first order"},
		{"setup overlapping", `{"setup": {"unit": "Foamrunners", "at": [57, 40], "facing": 0}}` + "\n", nil, ExitFail, "setup[0].pose: Foamrunners would overlap Brinebound Thralls"},
		{"setup off the table", `{"setup": {"unit": "Foamrunners", "at": [0, 40], "facing": 0}}` + "\n", nil, ExitFail, "setup[0].pose: Foamrunners would be off the table"},
		{"undo past the start", `{"undo": 1}` + "\n", nil, ExitFail, "a.jsonl:1: save: nothing to undo"},
		{"a pose the order cannot reach", start + `{"order": "kow/back", "unit": "Foamrunners", "to": {"at": [60, 30], "facing": 90}}` + "\n", nil, ExitFail, "a.jsonl:2: to: Foamrunners cannot reach that pose with kow/back"},
		{"a to without facing", start + `{"order": "kow/back", "unit": "Foamrunners", "to": {"at": [60, 30]}}` + "\n", nil, ExitFail, "a.jsonl:2: to.facing: missing"},
		{"dice that do not fit", start, []string{"-dice", "7,1"}, ExitFail, "-dice: face 1 (7) was given to a D6"},
		{"bad dice", start, []string{"-dice", "3,x"}, ExitUsage, `-dice: face 2 is "x"`},
		{"load and seed", start, []string{"-load", "x.jsonl", "-seed", "3"}, ExitUsage, "-load takes the scenario, seed and dice from the save"},
		{"a missing scenario", start, []string{"-scenario", filepath.Join(dir, "none.scenario.yaml")}, ExitFail, "none.scenario.yaml"},
	}
	for _, c := range cases {
		f := write("a.jsonl", c.orders)
		code, _, errOut := run(t, "", append(append([]string{"sim"}, c.flags...), f)...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, stderr %q\nwant exit %d and %q", c.name, code, errOut, c.code, c.want)
		}
	}
}

// sim prints the state reached before a refused order, with the error.
func TestSimPrintsWhatWasAppliedBeforeAnError(t *testing.T) {
	code, out, _ := run(t, `{"order":"end-phase"}`+"\n"+`{"order":"kow/charge","unit":"Foamrunners","target":"Cinderfolk Levy"}`+"\n", "sim", "-events=false", "-")
	if code != ExitFail {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{`"error": {`, `"line": 2`, `"rule": "kow2/4.7`, `"kind": "end-phase"`, `"phase": "movement"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s:\n%.2000s", want, out)
		}
	}
}

// A journal is a new file, or the one -load reads; sim never overwrites
// an old game.
func TestSimJournalIsNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "j.jsonl")
	if err := os.WriteFile(j, []byte("an old game\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run(t, "", "sim", "-journal", j)
	if code != ExitFail || !strings.Contains(errOut, "file exists") {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	if b, _ := os.ReadFile(j); string(b) != "an old game\n" {
		t.Fatal("the old journal was changed")
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	golden, err := os.ReadFile("../game/save/testdata/golden-game.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(golden), "\n")
	lines[7] = strings.Replace(lines[7], `"hash":"`, `"hash":"0`, 1)[:len(lines[7])-1] // one hex digit too many... then cut
	lines[7] = lines[7][:len(lines[7])-3] + `"}` + "\n"
	os.WriteFile(bad, []byte(strings.Join(lines, "")), 0o644)
	code, _, errOut := run(t, "", "replay", bad)
	if code != ExitFail || !strings.Contains(errOut, "bad.jsonl:8: hash:") {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	code, out, _ := run(t, "", "replay", "-hash", "../game/save/testdata/golden-game.jsonl")
	if code != ExitOK || len(strings.TrimSpace(out)) != 64 {
		t.Fatalf("exit %d, %q", code, out)
	}
	if code, _, _ := run(t, "", "replay"); code != ExitUsage {
		t.Fatalf("replay without a file: exit %d", code)
	}
}

func TestOddsErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{}`, "attack: missing"},
		{`{"attack": {"order": "kow/shoot"}, "attacker": {"unit": "Nobody"}}`, `attacker: setup.unit: no unit named "Nobody"`},
		{`{"attack": {"order": "kow/shoot"}, "attacker": {"unit": "Emberbow Skirmishers"}, "target": {"unit": "Shellback Brutes"}, "situation": {"turn": 1}}`, "situation.phase: missing"},
		{`{"attack": {"order": "kow/shoot"}, "attacker": {"unit": "Emberbow Skirmishers"}, "target": {"unit": "Shellback Brutes"}, "situation": {"turn": 1, "phase": "shooting"}}`, "kow2/5.2"},
		{`{"attack": {"order": "kow/shoot"}, "weapon": 3}`, `unknown field "weapon"`},
		{`[]`, "want a JSON object"},
	} {
		code, _, errOut := run(t, c.in, "odds")
		if code != ExitFail || !strings.Contains(errOut, c.want) {
			t.Errorf("%s: exit %d, %q; want %q", c.in, code, errOut, c.want)
		}
	}
}
