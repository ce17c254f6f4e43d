package save_test

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"warbench/game/save"
)

// memDisk is a save.Storage in memory, as a browser build would give one.
// It keeps apart what was written and what was synced, and fails every
// append once failAfter appends have been made (0: never); whole files
// (WriteAtomic) are still written.
type memDisk struct {
	mu        sync.Mutex
	files     map[string][]byte
	synced    map[string]int // bytes of each file on the "disk"
	writes    int
	failAfter int
}

func newMemDisk() *memDisk {
	return &memDisk{files: map[string][]byte{}, synced: map[string]int{}}
}

var errDiskFull = errors.New("no space left on device")

func (d *memDisk) List(dir string) ([]save.FileInfo, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []save.FileInfo
	for p, b := range d.files { // sorted below
		if filepath.Dir(p) == filepath.Clean(dir) && !strings.HasPrefix(filepath.Base(p), ".") {
			out = append(out, save.FileInfo{Name: filepath.Base(p), Size: int64(len(b)), Mod: time.Unix(0, 0)})
		}
	}
	slices.SortFunc(out, func(a, b save.FileInfo) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

func (d *memDisk) Open(path string) (io.ReadCloser, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.files[path]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
	}
	return io.NopCloser(bytes.NewReader(slices.Clone(b))), nil
}

func (d *memDisk) Create(path string) (save.Appender, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.files[path]; ok {
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrExist}
	}
	d.files[path] = nil
	return &memFile{d: d, path: path}, nil
}

func (d *memDisk) Append(path string, size int64) (save.Appender, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.files[path]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
	}
	d.files[path] = b[:size]
	d.synced[path] = int(size)
	return &memFile{d: d, path: path}, nil
}

func (d *memDisk) WriteAtomic(path string, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.files[path] = b.Bytes()
	d.synced[path] = b.Len()
	return nil
}

func (d *memDisk) Remove(path string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.files[path]; !ok {
		return &fs.PathError{Op: "remove", Path: path, Err: fs.ErrNotExist}
	}
	delete(d.files, path)
	return nil
}

// fail counts an append and says whether it fails.
func (d *memDisk) fail() bool {
	d.writes++
	return d.failAfter > 0 && d.writes > d.failAfter
}

// lines returns the lines of a file that are on the "disk" (synced).
func (d *memDisk) lines(path string) []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	b := d.files[path][:d.synced[path]]
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

type memFile struct {
	d    *memDisk
	path string
}

func (f *memFile) Write(b []byte) (int, error) {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if f.d.fail() {
		return 0, errDiskFull
	}
	f.d.files[f.path] = append(f.d.files[f.path], b...)
	return len(b), nil
}

func (f *memFile) Sync() error {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	f.d.synced[f.path] = len(f.d.files[f.path])
	return nil
}

func (f *memFile) Close() error { return nil }
