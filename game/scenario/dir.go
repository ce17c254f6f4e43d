package scenario

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Dir is a folder of scenario files on the disk, opened for Load: it
// reads only regular files inside the folder. A name with "..", or a
// symbolic link that leads out of the folder, is refused (os.Root), so a
// scenario never reads, and a save never keeps, a file from elsewhere;
// and a named pipe or a device is refused before it is opened, so a
// scenario never waits forever on one.
type Dir struct {
	root *os.Root
}

// OpenDir opens the folder dir for reading scenarios. Close it after.
func OpenDir(dir string) (*Dir, error) {
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("scenario: %w", err)
	}
	return &Dir{root: r}, nil
}

// Open opens the regular file name (a slash-separated path inside the
// folder).
func (d *Dir) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	native := filepath.FromSlash(name)
	st, err := d.root.Stat(native)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fmt.Errorf("not a regular file: it is %s", kind(st.Mode()))}
	}
	f, err := d.root.Open(native)
	if err != nil {
		return nil, err
	}
	if got, err := f.Stat(); err != nil || !os.SameFile(st, got) {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("the file changed as it was opened")}
	}
	return f, nil
}

// Close closes the folder.
func (d *Dir) Close() error { return d.root.Close() }

// kind names what a file that is not a regular file is.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "something other than a file"
}
