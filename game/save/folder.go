package save

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Folder is where the program keeps its games' journals, one file per
// game, numbered in the order the games began: game-0001.jsonl,
// game-0002.jsonl... Nothing in it is ever deleted or overwritten.
type Folder string

// DefaultFolder is the user's folder of games: "warbench/games" in the
// system's per-user configuration folder (~/.config on Linux).
func DefaultFolder() (Folder, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("save: no folder for the autosave: %w", err)
	}
	return Folder(filepath.Join(dir, "warbench", "games")), nil
}

// Games returns the journals in the folder, oldest first.
func (f Folder) Games() ([]string, error) {
	ents, err := os.ReadDir(string(f))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	type game struct {
		n    int
		path string
	}
	var gs []game
	for _, e := range ents {
		if n, ok := gameNumber(e.Name()); ok && e.Type().IsRegular() {
			gs = append(gs, game{n, filepath.Join(string(f), e.Name())})
		}
	}
	slices.SortFunc(gs, func(a, b game) int { return a.n - b.n })
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.path
	}
	return out, nil
}

// Latest returns the journal of the last game begun, if any.
func (f Folder) Latest() (string, bool) {
	gs, err := f.Games()
	if err != nil || len(gs) == 0 {
		return "", false
	}
	return gs[len(gs)-1], true
}

// Next returns the path for a new game's journal, creating the folder.
func (f Folder) Next() (string, error) {
	if err := os.MkdirAll(string(f), 0o755); err != nil {
		return "", fmt.Errorf("save: %w", err)
	}
	gs, err := f.Games()
	if err != nil {
		return "", err
	}
	n := 1
	if len(gs) > 0 {
		last, _ := gameNumber(filepath.Base(gs[len(gs)-1]))
		n = last + 1
	}
	return filepath.Join(string(f), fmt.Sprintf("game-%04d.jsonl", n)), nil
}

// gameNumber reads N from "game-N.jsonl".
func gameNumber(name string) (int, bool) {
	s, ok := strings.CutPrefix(name, "game-")
	if !ok {
		return 0, false
	}
	s, ok = strings.CutSuffix(s, ".jsonl")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && n > 0
}

// Continue starts a journal at path holding the whole of a session so
// far (for a game loaded from a save, to go on with it under autosave):
// the session is written there atomically, then reopened to append.
func (s *Session) Continue(path string) (*Journal, error) {
	if _, err := os.Lstat(path); err == nil {
		return nil, fmt.Errorf("save: %s exists already", path)
	}
	if err := s.SaveFile(path); err != nil {
		return nil, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	j, err := AppendJournal(path, Loaded{Size: st.Size()})
	if err != nil {
		return nil, err
	}
	s.SetJournal(j)
	return j, nil
}
