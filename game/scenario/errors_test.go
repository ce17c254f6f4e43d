package scenario

import (
	"strings"
	"testing"
)

func TestErrorFormat(t *testing.T) {
	tests := []struct {
		err  Error
		want string
	}{
		{Error{File: "a.yaml", Line: 3, Col: 7, Field: "units[2].stats.sp", Msg: "must not be negative, got -1"},
			"a.yaml:3:7: units[2].stats.sp: must not be negative, got -1"},
		{Error{File: "a.yaml", Line: 1, Col: 1, Msg: "want a mapping, got a list"},
			"a.yaml:1:1: want a mapping, got a list"},
		{Error{File: "dir/b.yaml", Msg: "empty file"}, "dir/b.yaml: empty file"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestErrorListSorted(t *testing.T) {
	l := ErrorList{
		{File: "s.yaml", Line: 9, Col: 1, Msg: "c"},
		{File: "a.yaml", Line: 2, Col: 5, Msg: "b"},
		{File: "s.yaml", Line: 2, Col: 3, Msg: "d"},
		{File: "a.yaml", Line: 2, Col: 1, Msg: "a"},
		{File: "s.yaml", Line: 9, Col: 1, Msg: "e"}, // same place: kept after c
	}
	err := l.err()
	want := "a.yaml:2:1: a\na.yaml:2:5: b\ns.yaml:2:3: d\ns.yaml:9:1: c\ns.yaml:9:1: e"
	if err == nil || err.Error() != want {
		t.Errorf("got\n%v\nwant\n%s", err, want)
	}
	if ErrorList(nil).err() != nil {
		t.Error("an empty list is an error")
	}
}

// All validation problems come back at once, across files, sorted by
// file, line and column.
func TestAllErrorsAtOnce(t *testing.T) {
	fsys := editedFS(t,
		edit{"s.yaml", "at: [20, 6]", "at: [47, 6]"},     // off the table
		edit{"s.yaml", "unit: guards", "unit: gaurds"},   // unknown unit, so Blue Guards is not deployed
		edit{"a.yaml", "att: 10", "att: -3"},             // negative stat
		edit{"l.yaml", "kind: building", "kind: castle"}, // unknown kind
	)
	_, err := Load(fsys, "s.yaml")
	lines := errorLines(t, err)
	want := []string{
		`a.yaml:7:39: units[0].stats.att: must not be negative, got -3`,
		`l.yaml:5:11: terrain[0].kind: unknown terrain kind "castle"`,
		`s.yaml:9:28: armies[0].deploy[1].at: Red Riders is 1.46" off the east edge`,
		`s.yaml:12:5: armies[1].deploy: Blue Guards (units[0] of b.yaml) is not deployed`,
		`s.yaml:13:16: armies[1].deploy[0].unit: no unit "gaurds" in b.yaml`,
	}
	// Red Spears, whose profile is bad, is no unit to place: the deploy
	// entry naming it is not reported a second time.
	if len(lines) != len(want) {
		t.Fatalf("got %d errors, want %d:\n%s", len(lines), len(want), strings.Join(lines, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(lines[i], want[i]) {
			t.Errorf("error %d = %s\nwant       %s", i, lines[i], want[i])
		}
	}
}
