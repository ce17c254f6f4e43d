package save

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Journal is a game's autosave: a save file written as the game goes,
// one line per entry or move of the head, each written and flushed to the
// disk (fsync) before the order that made it returns. Whenever the
// program is killed, the journal holds every order applied until then;
// at worst its last line is cut short, and loading it leaves that line
// out (Loaded.Torn).
type Journal struct {
	f    *os.File
	path string
}

// CreateJournal starts a journal at path, which must not exist, with the
// header as its first line.
func CreateJournal(path string, h Header) (*Journal, error) {
	b, err := appendJSON(nil, h)
	if err != nil {
		return nil, fmt.Errorf("save: journal header: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	j := &Journal{f: f, path: path}
	if err := j.writeLine(b); err != nil {
		f.Close()
		return nil, err
	}
	syncDir(filepath.Dir(path))
	return j, nil
}

// AppendJournal reopens a journal that LoadFile has read, to go on
// writing it: what follows the last whole line (a line cut short by a
// kill) is cut off first, and a missing line break added, so the next
// line starts clean.
func AppendJournal(path string, l Loaded) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	if err := f.Truncate(l.Size); err != nil {
		f.Close()
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	if _, err := f.Seek(l.Size, 0); err != nil {
		f.Close()
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	j := &Journal{f: f, path: path}
	if l.Unterminated {
		if err := j.writeLine([]byte("\n")); err != nil {
			f.Close()
			return nil, err
		}
	}
	return j, nil
}

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

// Close closes the journal's file. The journal stays on the disk: it is
// the record of the game.
func (j *Journal) Close() error {
	if j == nil || j.f == nil {
		return nil
	}
	err := j.f.Close()
	j.f = nil
	return err
}

// writeLine appends one line and flushes it to the disk.
func (j *Journal) writeLine(b []byte) error {
	if j.f == nil {
		return errors.New("save: journal is closed")
	}
	if _, err := j.f.Write(b); err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	return nil
}

// SetJournal makes the session write every entry and move of the head to
// j from now on. Create j with the session's Header (CreateJournal) before
// Start, or reopen the file the session was loaded from (AppendJournal).
func (s *Session) SetJournal(j *Journal) { s.journal = j }

// Journal returns the session's journal, or nil.
func (s *Session) Journal() *Journal { return s.journal }

// write appends v to the journal; a failure is kept (Err) and ends the
// journal.
func (s *Session) write(v any) {
	if s.journal == nil {
		return
	}
	b, err := appendJSON(nil, v)
	if err == nil {
		err = s.journal.writeLine(b)
	}
	if err != nil {
		s.fail(err)
		s.journal.Close()
		s.journal = nil
	}
}

// SetAside renames the file at path to the first free name of the form
// "name.1.jsonl", "name.2.jsonl"... in the same folder, and returns it.
// Nothing is ever deleted: an old journal is kept that way when a new
// game takes its place.
func SetAside(path string) (string, error) {
	ext := filepath.Ext(path)
	stem := strings.TrimSuffix(path, ext)
	for i := 1; i < 10000; i++ {
		to := fmt.Sprintf("%s.%d%s", stem, i, ext)
		if _, err := os.Lstat(to); errors.Is(err, fs.ErrNotExist) {
			if err := os.Rename(path, to); err != nil {
				return "", fmt.Errorf("save: %w", err)
			}
			return to, nil
		}
	}
	return "", fmt.Errorf("save: no free name to set %s aside", path)
}
