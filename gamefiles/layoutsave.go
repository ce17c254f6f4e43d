package gamefiles

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"warbench/game/save"
	"warbench/game/scenario"
)

// SaveLayout writes a layout file the terrain workshop made into the
// Library, where the start screen offers it with every scenario of its
// system, and reads the start screen's lists again. The first save of a
// workshop (previous "") takes a free name from the layout's (name.layout.yaml,
// name-2.layout.yaml, ...), so no file already there is overwritten; later
// saves write over previous, the file it returned. It returns the path.
func (s *Starts) SaveLayout(name string, data []byte, previous string) (string, error) {
	if s.Library == "" {
		return "", errors.New("there is no Library folder to save layouts in")
	}
	if err := os.MkdirAll(s.Library, 0o755); err != nil {
		return "", err
	}
	path := previous
	if path == "" || filepath.Dir(path) != s.Library {
		base := scenario.Slug(name)
		for i := 1; ; i++ {
			file := base + ".layout.yaml"
			if i > 1 {
				file = fmt.Sprintf("%s-%d.layout.yaml", base, i)
			}
			path = filepath.Join(s.Library, file)
			if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
				break
			}
			if i > 1000 {
				return "", errors.New("too many layouts of that name in the Library")
			}
		}
	}
	if err := save.WriteFileAtomic(path, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return "", err
	}
	s.found, s.systems = nil, nil
	return path, nil
}
