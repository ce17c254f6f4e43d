package save

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"unicode"
)

// SaveAs writes the whole session, atomically, to the folder of saves
// under the name the player gave, made safe for every system (SaveName).
// A save of that name is replaced only when replace is true; otherwise
// the error wraps fs.ErrExist, for the window to ask first. It returns the
// file's path.
func (st *Store) SaveAs(s *Session, name string, replace bool) (string, error) {
	if st.Saves == "" {
		return "", errors.New("save: there is no folder for saves")
	}
	path := st.SavePath(name)
	if !replace && st.exists(path) {
		return "", fmt.Errorf("save: %q exists already: %w", SaveName(name), fs.ErrExist)
	}
	if err := st.disk().WriteAtomic(path, s.Save); err != nil {
		return "", fmt.Errorf("save: %w", err)
	}
	return path, nil
}

// SavePath is the file SaveAs writes for a name.
func (st *Store) SavePath(name string) string {
	return filepath.Join(st.Saves, SaveName(name)+".jsonl")
}

// Exists reports whether the folder of saves holds a save of that name.
func (st *Store) Exists(name string) bool { return st.exists(st.SavePath(name)) }

// exists reports whether path is a file in its folder.
func (st *Store) exists(path string) bool {
	files, err := st.disk().List(filepath.Dir(path))
	if err != nil {
		return false
	}
	base := filepath.Base(path)
	for _, f := range files {
		if f.Name == base {
			return true
		}
	}
	return false
}

// DefaultName is the name to suggest for a save of the session: the
// scenario's and the time, "The Battle of Harrow Ford 2026-03-05 14.32",
// with " (2)", " (3)"... when a save has that name already.
func (st *Store) DefaultName(s *Session) string {
	base := SaveName(s.Header.Scenario.Name)
	if st.Now != nil {
		base += " " + st.Now().Format("2006-01-02 15.04")
	}
	name := base
	for i := 2; i < 1000 && st.Exists(name); i++ {
		name = fmt.Sprintf("%s (%d)", base, i)
	}
	return name
}

// MaxNameLen is the most characters a save's name keeps.
const MaxNameLen = 80

// SaveName makes a name safe as a file name on every system: no folder
// separators, no characters Windows refuses, no control characters, no
// spaces or dots at either end, at most MaxNameLen characters; "game" if
// nothing is left.
func SaveName(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == MaxNameLen {
			break
		}
		if strings.ContainsRune(`<>:"/\|?*`, r) || unicode.IsControl(r) || r == unicode.ReplacementChar {
			r = '-'
		}
		b.WriteRune(r)
		n++
	}
	out := strings.Trim(b.String(), " .")
	if out == "" || reserved(out) {
		return "game"
	}
	return out
}

// reserved reports the names Windows keeps for devices (CON, NUL, COM1...).
func reserved(name string) bool {
	base, _, _ := strings.Cut(strings.ToUpper(name), ".")
	switch base {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	if len(base) == 4 && (strings.HasPrefix(base, "COM") || strings.HasPrefix(base, "LPT")) && base[3] >= '1' && base[3] <= '9' {
		return true
	}
	return false
}
