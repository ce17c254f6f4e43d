package save_test

import (
	"errors"
	"io"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"time"

	"warbench/game/save"
)

// mapKV is a save.KV in a map, as small as localStorage is: Set fails
// once the values would pass quota bytes (0: no limit), as the
// browser's QuotaExceededError does.
type mapKV struct {
	m     map[string]string
	quota int
	sets  int
}

func newMapKV() *mapKV { return &mapKV{m: map[string]string{}} }

var errQuota = errors.New("QuotaExceededError: the storage is full")

func (k *mapKV) Keys() ([]string, error) {
	var out []string
	for key := range k.m { // sorted below
		out = append(out, key)
	}
	slices.Sort(out)
	return out, nil
}

func (k *mapKV) Get(key string) (string, bool, error) {
	v, ok := k.m[key]
	return v, ok, nil
}

func (k *mapKV) Set(key, value string) error {
	if k.quota > 0 {
		n := len(value)
		for key2, v := range k.m { // a sum: the order does not matter
			if key2 != key {
				n += len(v)
			}
		}
		if n > k.quota {
			return errQuota
		}
	}
	k.sets++
	k.m[key] = value
	return nil
}

func (k *mapKV) Remove(key string) error {
	delete(k.m, key)
	return nil
}

var kvNow = func() time.Time { return time.Date(2026, 3, 5, 14, 32, 0, 0, time.UTC) }

// The whole Store works over a KV as over the disk: autosave, resume,
// named saves, the list, and closing an unplayed game removes its key.
func TestKVStorageStore(t *testing.T) {
	kv := newMapKV()
	st := &save.Store{Disk: &save.KVStorage{KV: kv, Now: kvNow}, Games: "games", Saves: "saves", Now: kvNow}
	s, err := st.NewGame(newHeader(t), save.JournalInFolder)
	if err != nil || s.Err() != nil {
		t.Fatal(err, s.Err())
	}
	if p := s.Journal().Path(); p != "games/game-0001.jsonl" {
		t.Fatalf("journal at %s", p)
	}
	for range 3 {
		endPhase(t, s)
	}
	if _, ok := kv.m["warbench/v1/file/games/game-0001.jsonl"]; !ok {
		t.Fatalf("keys %v", mustKeys(kv))
	}
	if _, err := st.SaveAs(s, "before the charge", false); err != nil {
		t.Fatal(err)
	}
	// The tab closes: nothing more is done. The next page load resumes.
	path, last := st.LastUnfinished(10)
	if path != "games/game-0001.jsonl" || last == nil || last.Hash() != s.Hash() || last.Len() != s.Len() {
		t.Fatalf("last unfinished: %q", path)
	}
	r, _, err := st.Open(path, save.Resume, save.NoJournal)
	if err != nil {
		t.Fatal(err)
	}
	endPhase(t, r)
	st.Close(r)
	if got, _, err := st.Open(path, save.View, save.NoJournal); err != nil || got.Len() != s.Len()+1 {
		t.Fatalf("resumed journal: %v", err)
	}
	ls, err := st.List()
	if err != nil || len(ls) != 2 || ls[0].Name != "before the charge" || !ls[1].Mod.Equal(kvNow()) {
		t.Fatalf("list %+v, %v", ls, err)
	}
	// An unplayed game leaves no key behind.
	s2, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	st.Close(s2)
	if got := mustKeys(kv); len(got) != 2 {
		t.Fatalf("keys after an unplayed game: %v", got)
	}
}

func mustKeys(kv *mapKV) []string {
	k, _ := kv.Keys()
	return k
}

// A full storage stops the autosave with the browser's error, which the
// window shows; the game goes on.
func TestKVStorageFull(t *testing.T) {
	kv := newMapKV()
	st := &save.Store{Disk: &save.KVStorage{KV: kv}, Games: "games", Saves: "saves"}
	s, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	kv.quota = len(kv.m[save.KVPrefix+"games/game-0001.jsonl"]) + 2000 // room for a few orders
	for s.Err() == nil && !s.Game.State.Over {
		endPhase(t, s)
	}
	if s.Err() == nil || !strings.Contains(s.Err().Error(), "storage is full") {
		t.Fatalf("err %v", s.Err())
	}
	// What is in the storage still loads: every Set wrote a whole file.
	if _, _, err := st.Open("games/game-0001.jsonl", save.View, save.NoJournal); err != nil {
		t.Fatal(err)
	}
}

// The Storage rules: Create never replaces, Append cuts, bytes that are
// not text survive, folders are not files, temporary names are not
// listed, a value of another version is not read.
func TestKVStorageRules(t *testing.T) {
	kv := newMapKV()
	d := &save.KVStorage{KV: kv}
	w, err := d.Create("a/x.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, "one\ntwo\nthr")
	if err := w.Sync(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if _, err := d.Create("a/x.jsonl"); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("create over a file: %v", err)
	}
	w, err = d.Append("a/x.jsonl", 8)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, "three\n")
	w.Close() // Close keeps what was written
	if got := read(t, d, "a/x.jsonl"); got != "one\ntwo\nthree\n" {
		t.Fatalf("appended: %q", got)
	}
	bin := string([]byte{0xff, 0, 'a', 0xfe})
	d.WriteAtomic("a/b.bin", func(w io.Writer) error { _, err := io.WriteString(w, bin); return err })
	if got := read(t, d, "a/b.bin"); got != bin {
		t.Fatalf("bytes: %q", got)
	}
	d.WriteAtomic("a/.tmp", func(w io.Writer) error { return nil })
	d.WriteAtomic("a/sub/c", func(w io.Writer) error { return nil })
	kv.m[save.KVPrefix+"a/old"] = "v0 whatever"
	ls, _ := d.List("a")
	var names []string
	for _, f := range ls {
		names = append(names, f.Name)
	}
	if strings.Join(names, ",") != "b.bin,x.jsonl" {
		t.Fatalf("list: %v", names)
	}
	if _, err := d.Open("a/sub"); !errors.Is(err, save.ErrNotRegular) {
		t.Fatalf("open a folder: %v", err)
	}
	if _, err := d.Open("a/none"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("open nothing: %v", err)
	}
	if err := d.Remove("a/x.jsonl"); err != nil {
		t.Fatal(err)
	}
	if err := d.Remove("a/x.jsonl"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("remove twice: %v", err)
	}
	failing := errors.New("boom")
	if err := d.WriteAtomic("a/b.bin", func(w io.Writer) error { return failing }); !errors.Is(err, failing) || read(t, d, "a/b.bin") != bin {
		t.Fatalf("a failed write changed the file: %v", err)
	}
}

func read(t *testing.T, d save.Storage, p string) string {
	t.Helper()
	r, err := d.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(r)
	return string(b)
}
