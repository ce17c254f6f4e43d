package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"time"
)

// Storage is where a Store keeps games: files in folders, named by paths.
// It is the one seam between this package and the system. OS keeps them
// on the disk; another build (a browser's localStorage or IndexedDB) can
// give the Store its own Storage, and everything above it (journals,
// saves, the list of games) works unchanged.
//
// The rules every Storage keeps:
//   - Only regular files are read, listed or appended to. A folder, a
//     named pipe, a device or a socket is refused (ErrNotRegular) before
//     it is opened: opening a named pipe would wait forever.
//   - Create never replaces anything: it fails with fs.ErrExist.
//   - A write is on the disk when Sync returns (a journal syncs each line
//     before the order that made it returns).
//   - WriteAtomic leaves the file holding either its old content or all
//     of the new, whatever happens.
//   - Create and WriteAtomic make the file's folder when it is missing.
type Storage interface {
	// List returns the regular files directly in dir, with their size and
	// time, sorted by name. A folder that does not exist holds nothing.
	// Names starting with "." (temporary files) are left out.
	List(dir string) ([]FileInfo, error)
	// Open opens a regular file for reading.
	Open(path string) (io.ReadCloser, error)
	// Create makes a new, empty file for appending.
	Create(path string) (Appender, error)
	// Append reopens an existing regular file for appending, first cutting
	// it to size bytes (a journal's line cut short by a kill goes).
	Append(path string, size int64) (Appender, error)
	// WriteAtomic writes a whole file with write.
	WriteAtomic(path string, write func(io.Writer) error) error
	// Remove removes a file.
	Remove(path string) error
}

// FileInfo is one file of a folder.
type FileInfo struct {
	Name string // the file's name, without the folder
	Size int64
	Mod  time.Time // when it was last written
}

// Appender is a file open for appending. Sync puts what was written on
// the disk; Close closes it.
type Appender interface {
	io.Writer
	Sync() error
	Close() error
}

// ErrNotRegular is the error for a path that names something other than
// a regular file: a folder, a named pipe, a device, a socket.
var ErrNotRegular = errors.New("not a regular file")

// notRegular describes a file that is not a regular file by what it is.
func notRegular(path string, m fs.FileMode) error {
	what := "something other than a file"
	switch {
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		what = "a device"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	}
	return &fs.PathError{Op: "open", Path: path, Err: fmt.Errorf("%w: it is %s", ErrNotRegular, what)}
}
