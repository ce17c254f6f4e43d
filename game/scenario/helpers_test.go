package scenario

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/engine"
	"warbench/game/rules"
	_ "warbench/game/rules/all"
)

// mustRules returns a registered ruleset.
func mustRules(t testing.TB, id string) engine.Ruleset {
	t.Helper()
	rs, err := rules.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// inCM is a ruleset measured in centimetres, to read a layout in cm.
type inCM struct{ engine.Ruleset }

func (inCM) Measure() engine.Measure { return engine.Centimetres }

// The smallest valid scenario: a 48" square table with one building, two
// units for player 1 and one for player 2. Test cases edit one line of one
// file, so the line numbers below are the ones their errors name.
const (
	baseScenario = `name: Test
ruleset: kow2
layout: l.yaml
armies:
  - player: 1
    army: a.yaml
    deploy:
      - {unit: spears, at: [10, 6]}
      - {unit: riders, at: [20, 6]}
  - player: 2
    army: b.yaml
    deploy:
      - {unit: guards, at: [10, 42], facing: 180}
`
	baseLayout = `name: Test Table
table: {width: 48, depth: 48}
terrain:
  - name: Barn
    kind: building
    height: 2
    rect: {at: [24, 24], size: [4, 4]}
`
	baseArmyA = `name: Reds
units:
  - id: spears
    name: Red Spears
    type: Inf
    size: regiment
    stats: {sp: 5, me: 4, de: 4, att: 10, waver: 13, rout: 15, pts: 100}
  - id: riders
    name: Red Riders
    type: Cav
    size: troop
    stats: {sp: 8, me: 3, de: 5, att: 8, waver: 11, rout: 13, pts: 120}
`
	baseArmyB = `name: Blues
units:
  - id: guards
    name: Blue Guards
    type: Inf
    size: regiment
    stats: {sp: 5, me: 4, de: 4, att: 10, waver: 13, rout: 15, pts: 100}
`
)

// baseFS returns the valid base files.
func baseFS() fstest.MapFS {
	return fstest.MapFS{
		"s.yaml": {Data: []byte(baseScenario)},
		"l.yaml": {Data: []byte(baseLayout)},
		"a.yaml": {Data: []byte(baseArmyA)},
		"b.yaml": {Data: []byte(baseArmyB)},
	}
}

// edit is a change to one base file: old, which must occur exactly once,
// becomes new. An empty old replaces the whole file.
type edit struct{ file, old, new string }

// editedFS returns the base files with the edits made.
func editedFS(t *testing.T, edits ...edit) fstest.MapFS {
	t.Helper()
	fsys := baseFS()
	for _, e := range edits {
		if e.old == "" {
			fsys[e.file] = &fstest.MapFile{Data: []byte(e.new)}
			continue
		}
		f, ok := fsys[e.file]
		if !ok {
			t.Fatalf("no base file %s", e.file)
		}
		src := string(f.Data)
		if n := strings.Count(src, e.old); n != 1 {
			t.Fatalf("%s: %q occurs %d times, want once", e.file, e.old, n)
		}
		fsys[e.file] = &fstest.MapFile{Data: []byte(strings.Replace(src, e.old, e.new, 1))}
	}
	return fsys
}

// errorLines returns the lines of a Load error, failing the test when
// there is none or it is not an ErrorList of *Error.
func errorLines(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		t.Fatal("no error")
	}
	var list ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		t.Fatalf("error %T is not a non-empty ErrorList: %v", err, err)
	}
	var first *Error
	if !errors.As(err, &first) || first != list[0] {
		t.Errorf("errors.As does not find the first *Error")
	}
	return strings.Split(err.Error(), "\n")
}

// hasLine reports whether a line of the error starts with want.
func hasLine(lines []string, want string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, want) {
			return true
		}
	}
	return false
}
