package save

import (
	"errors"
	"fmt"
	"io"
)

// Journal is a game's autosave: a save file written as the game goes,
// one line per entry or move of the head, each written and flushed to the
// disk (Appender.Sync) before the order that made it returns. Whenever
// the program is killed, the journal holds every order applied until
// then; at worst its last line is cut short, and loading it leaves that
// line out (Loaded.Torn). A Store makes journals (Store.NewGame,
// Store.Open).
type Journal struct {
	w     Appender
	disk  Storage
	path  string
	lines int // lines in the file
}

// createJournal starts a journal at path, which must not exist, with the
// header as its first line.
func createJournal(disk Storage, path string, h Header) (*Journal, error) {
	b, err := appendJSON(nil, h)
	if err != nil {
		return nil, fmt.Errorf("save: journal header: %w", err)
	}
	w, err := disk.Create(path)
	if err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	j := &Journal{w: w, disk: disk, path: path}
	if err := j.writeLine(b); err != nil {
		w.Close()
		return nil, err
	}
	return j, nil
}

// appendJournal reopens a journal that Load has read, to go on writing
// it: what follows the last whole line (a line cut short by a kill) is
// cut off first, and a missing line break added, so the next line starts
// clean.
func appendJournal(disk Storage, path string, l Loaded) (*Journal, error) {
	w, err := disk.Append(path, l.Size)
	if err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	j := &Journal{w: w, disk: disk, path: path, lines: l.Lines}
	if l.Unterminated {
		if err := j.writeLine([]byte("\n")); err != nil {
			w.Close()
			return nil, err
		}
		j.lines--
	}
	return j, nil
}

// forkJournal starts a journal at path, which must not exist, holding the
// whole of a session so far (a game opened from a save goes on with its
// history): the name is taken first, then the session written there
// atomically and reopened to append. A failure leaves at worst an empty
// file, never a journal holding part of the history.
func forkJournal(disk Storage, path string, s *Session) (*Journal, error) {
	w, err := disk.Create(path)
	if err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("save: journal: %w", err)
	}
	j := &Journal{disk: disk, path: path}
	if err := j.rewrite(s); err != nil {
		return nil, err
	}
	return j, nil
}

// rewrite writes the whole session over the journal's file, atomically,
// and reopens it to append: a journal that has grown to MaxLines (head
// lines, from much undoing and redoing) becomes one line per entry again.
func (j *Journal) rewrite(s *Session) error {
	if j.w != nil {
		j.w.Close()
		j.w = nil
	}
	var c counter
	err := j.disk.WriteAtomic(j.path, func(w io.Writer) error {
		c.w = w
		return s.Save(&c)
	})
	if err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	w, err := j.disk.Append(j.path, c.n)
	if err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	j.w, j.lines = w, c.lines
	return nil
}

// counter counts the bytes and lines written through it.
type counter struct {
	w     io.Writer
	n     int64
	lines int
}

func (c *counter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	for _, x := range b[:n] {
		if x == '\n' {
			c.lines++
		}
	}
	return n, err
}

// Path is the journal's file.
func (j *Journal) Path() string { return j.path }

// close closes the journal's file. The journal stays: it is the record of
// the game (Store.Close says when an empty one goes).
func (j *Journal) close() error {
	if j == nil || j.w == nil {
		return nil
	}
	err := j.w.Close()
	j.w = nil
	return err
}

// writeLine appends one line and flushes it to the disk.
func (j *Journal) writeLine(b []byte) error {
	if j.w == nil {
		return errors.New("save: journal is closed")
	}
	if _, err := j.w.Write(b); err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	if err := j.w.Sync(); err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	j.lines++
	return nil
}

// Journal returns the session's journal, or nil (none, or it stopped:
// see Err).
func (s *Session) Journal() *Journal { return s.journal }

// write appends v to the journal; a failure is kept (Err) and ends the
// journal. A journal about to pass MaxLines is rewritten whole instead:
// the session, as it stands, is then all in it.
func (s *Session) write(v any) {
	if s.journal == nil {
		return
	}
	b, err := appendJSON(nil, v)
	switch {
	case err != nil:
		err = fmt.Errorf("save: journal %s: %w", s.journal.path, err)
	case s.journal.lines >= maxJournalLines:
		err = s.journal.rewrite(s)
	default:
		err = s.journal.writeLine(b)
	}
	if err != nil {
		s.stopJournal(err)
	}
}

// maxJournalLines is MaxLines; tests lower it.
var maxJournalLines = MaxLines

// stopJournal keeps the failure (Err) and closes the journal: the game
// goes on without one.
func (s *Session) stopJournal(err error) {
	s.fail(err)
	if s.journal != nil {
		s.journal.close()
		s.journal = nil
	}
}
