package bsdata_test

import (
	"os"
	"path/filepath"
	"testing"

	"warbench/game/bsdata"
)

// Any bytes as a roster or a catalogue: an error or a result, never a
// panic.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"testdata/tiny.ros", "testdata/tiny.cat", "testdata/malformed.cat", "testdata/tiny.gst"} {
		data, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("<roster><forces><force><selections><selection type=\"unit\"/></selections></force></forces></roster>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		ros := filepath.Join(dir, "x.ros")
		cat := filepath.Join(dir, "x.cat")
		for _, p := range []string{ros, cat} {
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		_, _ = bsdata.ReadRoster(ros)
		if d, err := bsdata.Load("testdata/tiny.gst", cat); err == nil {
			_, _ = d.Units(cat)
		}
	})
}
