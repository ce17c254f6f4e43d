package save

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
)

// OS is the Storage of the disk. Files are made with mode 0666 and
// folders with 0777, less the process's umask, as every program does. A
// symbolic link is followed to what it names, which must be a regular
// file.
type OS struct{}

// List returns the regular files of dir (see Storage).
func (OS) List(dir string) ([]FileInfo, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []FileInfo
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		st, err := os.Stat(filepath.Join(dir, e.Name())) // the rule Open applies: links followed
		if err != nil || !st.Mode().IsRegular() {
			continue
		}
		out = append(out, FileInfo{Name: e.Name(), Size: st.Size(), Mod: st.ModTime()})
	}
	slices.SortFunc(out, func(a, b FileInfo) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// Open opens a regular file for reading. It looks before it opens, so a
// named pipe or a device is refused instead of blocking, and checks after
// that what it opened is what it looked at.
func (OS) Open(path string) (io.ReadCloser, error) {
	f, err := openRegular(path, os.O_RDONLY)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// openRegular opens path with flag when it is a regular file.
func openRegular(path string, flag int) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	f, err := os.OpenFile(path, flag, 0)
	if err != nil {
		return nil, err
	}
	if got, err := f.Stat(); err != nil || !os.SameFile(st, got) || !got.Mode().IsRegular() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: errors.New("the file changed as it was opened")}
	}
	return f, nil
}

// Create makes a new file for appending, and its folder if need be.
func (OS) Create(path string) (Appender, error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
	if err != nil {
		return nil, err
	}
	syncDir(dir)
	return f, nil
}

// Append reopens a regular file to append to it, cut to size bytes.
func (OS) Append(path string, size int64) (Appender, error) {
	f, err := openRegular(path, os.O_WRONLY)
	if err != nil {
		return nil, err
	}
	if err := f.Truncate(size); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(size, io.SeekStart); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// WriteAtomic writes a file so that, whatever happens, path holds either
// its old content or all of the new: the data goes to a new temporary
// file in the same folder, is flushed to the disk, and the temporary file
// is renamed over path; then the folder is flushed too. A path that names
// something other than a regular file (a folder, a named pipe) is refused.
func (OS) WriteAtomic(path string, write func(io.Writer) error) (err error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return notRegular(path, st.Mode())
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	f, err := createTemp(dir, filepath.Base(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = write(f); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// Remove removes a file.
func (OS) Remove(path string) error { return os.Remove(path) }

// temps numbers the temporary files this process makes.
var temps atomic.Uint64

// createTemp makes a new file ".base.tmp-PID-N" in dir with mode 0666
// less the umask (os.CreateTemp would make it 0600).
func createTemp(dir, base string) (*os.File, error) {
	for range 1000 {
		name := filepath.Join(dir, fmt.Sprintf(".%s.tmp-%d-%d", base, os.Getpid(), temps.Add(1)))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue // left by a process of the same number, long gone
		}
		return f, err
	}
	return nil, fmt.Errorf("no free name for a temporary file in %s", dir)
}

// WriteFileAtomic writes a file on the disk atomically (OS.WriteAtomic),
// with errors prefixed "save: ".
func WriteFileAtomic(path string, write func(io.Writer) error) error {
	if err := (OS{}).WriteAtomic(path, write); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// syncDir flushes a folder's entries (a rename, a new file) to the disk,
// where the system allows it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
