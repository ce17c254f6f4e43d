package save_test

import (
	"bytes"
	"strings"
	"testing"

	"warbench/game/save"
)

// FuzzLoadSave: whatever the bytes, Load never panics; what it accepts
// saves and loads again to the same game. With golden set, the input
// follows the golden game's header (a header holds the scenario's files,
// too big for the fuzzer to mutate quickly; scenario.FuzzLoad fuzzes
// those), so the mutations fall on entries and head lines.
func FuzzLoadSave(f *testing.F) {
	lines := goldenLines(f)
	header := lines[0] + "\n"
	f.Add(true, join(lines[1:8]))
	f.Add(true, join(lines[1:3]))
	f.Add(true, append(join(lines[1:6]), `{"head":3}`+"\n"...))
	f.Add(true, append(join(lines[1:6]), `{"n":6,"parent":2,"kind":"reseed","order":{"seed":5},"hash":"`+strings.Repeat("a", 64)+`"}`...))
	f.Add(true, []byte(lines[1][:40]))
	f.Add(false, []byte("{}\n{}\n"))
	// Files from anyone (issue 10): a byte order mark, bytes that are not
	// UTF-8, a NUL, head lines in a row.
	f.Add(false, append([]byte("\uFEFF"), join(lines[:4])...))
	f.Add(true, append(join(lines[1:4]), "{\"head\":2}\n{\"head\":3}\n{\"head\":2}\n{\"kind\":\"\xff\"}\n"...))
	f.Add(true, append(join(lines[1:4]), "{\"head\":\x002}\n"...))
	f.Add(false, []byte(`{"format":"warbench-save","version":1,"ruleset":"kow2","initial":"00","scenario":{"file":"a.yaml","files":[{"name":"../a.yaml","text":""}]}}`))
	save.CacheHeaders()
	f.Fuzz(func(t *testing.T, golden bool, data []byte) {
		if golden {
			data = append([]byte(header), data...)
		}
		s, _, err := save.Load(bytes.NewReader(data))
		if err != nil {
			if !strings.HasPrefix(err.Error(), "save: ") {
				t.Fatalf("error without the package prefix: %v", err)
			}
			return
		}
		var b bytes.Buffer
		if err := s.Save(&b); err != nil {
			t.Fatal(err)
		}
		l, _, err := save.Load(&b)
		if err != nil {
			t.Fatalf("a loaded game does not load again once saved: %v", err)
		}
		if l.Hash() != s.Hash() || l.Len() != s.Len() {
			t.Fatal("saving and loading again changed the game")
		}
	})
}
