package save

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Section is a part of the list of games.
type Section int

// The sections, in the order List gives them.
const (
	Saved     Section = iota // the saves the player named (Saves)
	Autosaved                // the journals of the folder of games (Games)
)

// Listed is one file of the list of games.
type Listed struct {
	Path    string
	Section Section
	Name    string // the file's name without its extension
	Size    int64
	Mod     time.Time
}

// List returns the saves, then the journals of the folder of games, each
// newest first (by name, last first, within a second): every regular file
// ending in .jsonl in Saves, every game-NNNN.jsonl in Games. Folders that
// do not exist hold nothing.
func (st *Store) List() ([]Listed, error) {
	var out []Listed
	for _, sec := range []struct {
		dir  string
		sec  Section
		keep func(string) bool
	}{
		{st.Saves, Saved, func(n string) bool { return strings.HasSuffix(n, ".jsonl") }},
		{st.Games, Autosaved, func(n string) bool { _, ok := gameNumber(n); return ok }},
	} {
		if sec.dir == "" {
			continue
		}
		files, err := st.disk().List(sec.dir)
		if err != nil {
			return nil, fmt.Errorf("save: %w", err)
		}
		var got []Listed
		for _, f := range files {
			if sec.keep(f.Name) {
				got = append(got, Listed{Path: filepath.Join(sec.dir, f.Name), Section: sec.sec,
					Name: strings.TrimSuffix(f.Name, ".jsonl"), Size: f.Size, Mod: f.Mod})
			}
		}
		slices.SortFunc(got, func(x, y Listed) int {
			if c := y.Mod.Truncate(time.Second).Compare(x.Mod.Truncate(time.Second)); c != 0 {
				return c
			}
			return strings.Compare(y.Name, x.Name)
		})
		out = append(out, got...)
	}
	return out, nil
}

// games returns the journals of the folder of games, oldest first.
func (st *Store) games() ([]string, error) {
	if st.Games == "" {
		return nil, nil
	}
	files, err := st.disk().List(st.Games)
	if err != nil {
		return nil, fmt.Errorf("save: %w", err)
	}
	type game struct {
		n    int
		path string
	}
	var gs []game
	for _, f := range files {
		if n, ok := gameNumber(f.Name); ok {
			gs = append(gs, game{n, filepath.Join(st.Games, f.Name)})
		}
	}
	slices.SortFunc(gs, func(a, b game) int { return a.n - b.n })
	out := make([]string, len(gs))
	for i, g := range gs {
		out[i] = g.path
	}
	return out, nil
}

// nextGame is the path for a new game's journal: one more than the last
// game's number.
func (st *Store) nextGame() (string, error) {
	gs, err := st.games()
	if err != nil {
		return "", err
	}
	n := 1
	if len(gs) > 0 {
		last, _ := gameNumber(filepath.Base(gs[len(gs)-1]))
		n = last + 1
	}
	return filepath.Join(st.Games, fmt.Sprintf("game-%04d.jsonl", n)), nil
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
	return n, err == nil && n > 0 && n < 1e9
}

// LastUnfinished returns the journal and the game of the most recent
// game in the folder of games that is not over, among its last n games;
// "" and nil when there is none. The files are only read.
func (st *Store) LastUnfinished(n int) (string, *Session) {
	gs, _ := st.games()
	for i := len(gs) - 1; i >= 0 && i >= len(gs)-n; i-- {
		s, _, err := loadFrom(st.disk(), gs[i])
		if err == nil && !s.Game.State.Over {
			return gs[i], s
		}
	}
	return "", nil
}
