package save

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

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

// appendJSON appends v as one line of JSON, refusing a line longer than
// Load reads (MaxLine).
func appendJSON(b []byte, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return b, err
	}
	if len(data) > MaxLine {
		return b, fmt.Errorf("a line of %d bytes, more than the %d a save may hold", len(data), MaxLine)
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
