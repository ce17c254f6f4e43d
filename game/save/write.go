package save

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"warbench/game/dice"
)

// entryLine is one entry of a save file (docs/save-format.md).
type entryLine struct {
	N      int             `json:"n"`
	Parent *int            `json:"parent,omitempty"` // when not n − 1
	Kind   string          `json:"kind"`
	Order  json.RawMessage `json:"order"`
	Dice   []dice.Die      `json:"dice,omitempty"`
	Poses  []Pose          `json:"poses,omitempty"`
	Hash   string          `json:"hash"`
}

// headLine moves the head to an entry (after an undo, a redo or a jump).
type headLine struct {
	Head *int `json:"head"`
}

func (n *node) line() entryLine {
	l := entryLine{N: n.id, Kind: n.kind, Order: n.data, Dice: n.dice, Poses: n.poses, Hash: n.hash.String()}
	if n.parent != n.id-1 {
		p := n.parent
		l.Parent = &p
	}
	return l
}

// appendJSON appends v as one line of JSON.
func appendJSON(b []byte, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return b, err
	}
	return append(append(b, data...), '\n'), nil
}

// Save writes the whole session: the header, every entry in the order it
// was first given (each line after its parent) and, when the head is not
// the last entry, a head line.
func (s *Session) Save(w io.Writer) error {
	bw := bufio.NewWriter(w)
	b, err := appendJSON(nil, s.Header)
	if err != nil {
		return fmt.Errorf("save: header: %w", err)
	}
	for _, n := range s.nodes {
		if b, err = appendJSON(b, n.line()); err != nil {
			return fmt.Errorf("save: entry %d: %w", n.id, err)
		}
		if len(b) > 64<<10 {
			if _, err := bw.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	if s.head != len(s.nodes) {
		if b, err = appendJSON(b, headLine{Head: &s.head}); err != nil {
			return err
		}
	}
	if _, err := bw.Write(b); err != nil {
		return err
	}
	return bw.Flush()
}

// SaveFile writes the session to path atomically (WriteFileAtomic).
func (s *Session) SaveFile(path string) error {
	return WriteFileAtomic(path, func(w io.Writer) error { return s.Save(w) })
}

// WriteFileAtomic writes a file so that, whatever happens, path holds
// either its old content or all of the new: the data goes to a temporary
// file in the same folder, is flushed to the disk, and the temporary file
// is renamed over path; then the folder is flushed too.
func WriteFileAtomic(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = write(f); err != nil {
		return fmt.Errorf("save: writing %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err = os.Chmod(f.Name(), 0o644); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	syncDir(dir)
	return nil
}

// syncDir flushes a folder's entries (a rename) to the disk, where the
// system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
