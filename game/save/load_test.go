package save_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/save"
)

// orderOf decodes the order of an entry line.
func orderOf(t testing.TB, s *save.Session, line string) engine.Order {
	t.Helper()
	var e struct {
		Kind  string          `json:"kind"`
		Order json.RawMessage `json:"order"`
	}
	if err := json.Unmarshal([]byte(line), &e); err != nil {
		t.Fatal(err)
	}
	o, err := engine.DecodeOrder(s.Game.Rules, e.Kind, e.Order)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// goldenLines returns the golden save's lines.
func goldenLines(t testing.TB) []string {
	t.Helper()
	data, err := os.ReadFile(goldenSave)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

func join(lines []string) []byte { return []byte(strings.Join(lines, "\n") + "\n") }

// editLine decodes line i (from 0) as JSON, changes it and encodes it back.
func editLine(t testing.TB, lines []string, i int, change func(m map[string]any)) []string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(lines[i]), &m); err != nil {
		t.Fatal(err)
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	out := append([]string(nil), lines...)
	out[i] = string(b)
	return out
}

// lineOf returns the index of the first line containing s, after the header.
func lineOf(t testing.TB, lines []string, s string) int {
	t.Helper()
	for i, l := range lines[1:] {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("no line contains %q", s)
	return 0
}

// A damaged save is refused with the line and what is wrong with it.
func TestDamagedSavesNameTheLine(t *testing.T) {
	lines := goldenLines(t)
	shot := lineOf(t, lines, `"kind":"kow/shoot"`)
	moved := lineOf(t, lines, `"kind":"kow/advance"`)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "line 1: empty"},
		{"not JSON", []byte("hello\n"), "line 1: header: want a JSON object"},
		{"broken JSON", []byte("{\"format\": \n"), "line 1: header: the JSON ends too soon"},
		{"another format", join(editLine(t, lines, 0, func(m map[string]any) { m["format"] = "chess-pgn" })), `line 1: header: format: want "warbench-save"`},
		{"a newer version", join(editLine(t, lines, 0, func(m map[string]any) { m["version"] = 2 })), "written by a newer warbench"},
		{"an unknown header field", join(editLine(t, lines, 0, func(m map[string]any) { m["colour"] = "red" })), `line 1: header: unknown field "colour"`},
		{"another seed", join(editLine(t, lines, 0, func(m map[string]any) { m["seed"] = 7 })), "line 1: header: initial: the game's first state hashes to"},
		{"an edited army", []byte(strings.Replace(string(join(lines)), "att: 12", "att: 13", 1)), "line 1: header: initial:"},
		{"a broken army", []byte(strings.Replace(string(join(lines)), "att: 12", "att: twelve", 1)), "line 1: header: scenario:"},
		{"a hash changed", join(editLine(t, lines, shot, func(m map[string]any) { m["hash"] = strings.Repeat("0", 64) })),
			fmt.Sprintf("line %d: entry %d (kow/shoot): kow/shoot: the state hash after it is", shot+1, shot)},
		{"a die changed", join(editLine(t, lines, shot, func(m map[string]any) {
			d := m["dice"].([]any)[0].(map[string]any)
			d["face"] = 7 - d["face"].(float64)
		})), fmt.Sprintf("line %d: entry %d (kow/shoot): kow/shoot rolled [", shot+1, shot)},
		{"a pose changed", join(editLine(t, lines, moved, func(m map[string]any) {
			p := m["poses"].([]any)[0].(map[string]any)
			p["x"] = p["x"].(float64) + 0.5
		})), fmt.Sprintf("line %d: entry %d (kow/advance): kow/advance leaves", moved+1, moved)},
		{"an order refused", join(editLine(t, lines, 2, func(m map[string]any) { m["order"] = map[string]any{"by": 1} })), "line 3: entry 2 (end-phase): end-phase was refused: engine/decider: Player 2 is to decide now, not player 1"},
		{"an unknown kind", join(editLine(t, lines, 3, func(m map[string]any) { m["kind"] = "kow/teleport" })), `line 4: order (kow/teleport): unknown order kind "kow/teleport"`},
		{"a line out of order", join(editLine(t, lines, 3, func(m map[string]any) { m["n"] = 9 })), "line 4: n: entry 9 where entry 3 comes next"},
		{"a missing hash", join(editLine(t, lines, 3, func(m map[string]any) { delete(m, "hash") })), "line 4: hash: missing"},
		{"a second start", join(editLine(t, lines, 3, func(m map[string]any) { m["kind"] = "start" })), "line 4: kind: the game starts only once"},
		{"a parent ahead", join(editLine(t, lines, 3, func(m map[string]any) { m["parent"] = 3 })), "line 4: parent: must be an earlier entry (1 to 2), got 3"},
		{"a head nowhere", append(join(lines), `{"head":9999}`+"\n"...), fmt.Sprintf("line %d: head: there is no entry 9999", len(lines)+1)},
		{"a head with more", append(join(lines), `{"head":2,"n":3}`+"\n"...), "a head line has only the field head"},
		{"garbage in the middle", join(append(append(append([]string(nil), lines[:5]...), "{{{"), lines[5:]...)), "line 6: bad JSON"},
		{"a header only", join(lines[:1]), "line 1: no entries: the game never started"},
		{"a line too long", append(append(join(lines[:3]), bytes.Repeat([]byte(" "), save.MaxLine+1)...), '\n'), "line 4: longer than"},
	}
	for _, c := range cases {
		_, _, err := save.Load(bytes.NewReader(c.data))
		var se *save.Error
		if err == nil || !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v\nwant %q", c.name, err, c.want)
		}
	}
}

// A pose within geom.Eps of the one the replay reaches is taken exactly
// from the file: a machine whose floating point differs in the last bits
// replays the save (DESIGN.md: record resulting positions).
func TestPosesWithinToleranceAreTakenFromTheFile(t *testing.T) {
	lines := goldenLines(t)
	moved := lineOf(t, lines, `"kind":"kow/advance"`)
	// Pretend the recording machine ended the move 1e-6 mm further east:
	// its hash was computed from that pose, which this machine does not
	// reach by itself.
	s, _, err := save.Load(bytes.NewReader(join(lines[:moved])))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	json.Unmarshal([]byte(lines[moved]), &m)
	p := m["poses"].([]any)[0].(map[string]any)
	id := int(p["id"].(float64))
	// Replay the move, shift the piece and hash it, as the other machine did.
	if _, err := s.Game.Do(orderOf(t, s, lines[moved])); err != nil {
		t.Fatal(err)
	}
	piece := s.Game.State.Piece(engine.PieceID(id))
	piece.Pose.Pos.X += 1e-6
	p["x"] = piece.Pose.Pos.X
	m["hash"] = s.Game.State.Hash().String()
	edited := editLine(t, lines, moved, func(mm map[string]any) { mm["poses"] = m["poses"]; mm["hash"] = m["hash"] })
	if _, _, err := save.Load(bytes.NewReader(join(edited[:moved+1]))); err != nil {
		t.Fatalf("a pose 1e-6 mm away was not accepted: %v", err)
	}
}

// A journal whose writer was killed in the middle of a line loads
// without that line, and reopening it cuts the torn bytes off so the
// next line starts clean.
func TestTornJournal(t *testing.T) {
	lines := goldenLines(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "j.jsonl")
	whole := join(lines[:40])
	torn := append(append([]byte(nil), whole...), lines[40][:len(lines[40])/2]...)
	if err := os.WriteFile(path, torn, 0o644); err != nil {
		t.Fatal(err)
	}
	st := &save.Store{}
	s, l, err := st.Open(path, save.Resume, save.NoJournal)
	if err != nil {
		t.Fatal(err)
	}
	if !l.Torn || s.Len() != 39 || l.Size != int64(len(whole)) {
		t.Fatalf("torn %v, %d entries, size %d; want torn, 39 entries, size %d", l.Torn, s.Len(), l.Size, len(whole))
	}
	if _, err := s.Do(orderOf(t, s, lines[40])); err != nil {
		t.Fatal(err)
	}
	st.Close(s)
	got, _ := os.ReadFile(path)
	if !bytes.Equal(got, join(lines[:41])) {
		want := join(lines[:41])
		t.Fatalf("the journal after resuming is not the golden game's first 41 lines:\n got: %.300s\nwant: %.300s", got[len(whole):], want[len(whole):])
	}
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
}

// A torn line is only forgiven at the end of the file.
func TestTornLineInTheMiddleIsAnError(t *testing.T) {
	lines := goldenLines(t)
	cut := append([]string(nil), lines[:10]...)
	cut[5] = cut[5][:20]
	if _, _, err := save.Load(bytes.NewReader(join(cut))); err == nil || !strings.Contains(err.Error(), "line 6:") {
		t.Fatalf("error %v, want line 6", err)
	}
}
