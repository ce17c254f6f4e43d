package save

import (
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// KV is a store of string values by string keys: a browser's
// localStorage (LocalStorage, in a build for the browser), or a map in
// tests. Set may fail (the browser's storage is full); Get of a missing
// key reports ok false.
type KV interface {
	// Keys returns every key, in any order.
	Keys() ([]string, error)
	Get(key string) (value string, ok bool, err error)
	Set(key, value string) error
	Remove(key string) error
}

// KVPrefix is where a KVStorage keeps its files: one key per file,
// "warbench/v1/file/" and the file's path ("warbench/v1/file/games/
// game-0001.jsonl"). The names are chosen once: a new layout gets a new
// version, and the old keys stay readable.
const KVPrefix = "warbench/v1/file/"

// KVStorage is a Storage over a KV: each file is one value, written
// whole, so a file holds either its old content or all of the new
// (WriteAtomic, and each Sync of an Appender, is one Set). A value is
// "v1 MOD t TEXT" for a file of UTF-8 text (saves and journals are JSON
// Lines) or "v1 MOD b BASE64" for other bytes, MOD being the time it was
// written in Unix milliseconds. Folders are only parts of the paths:
// they exist while they hold a file.
//
// An Appender keeps what was written in memory and puts the whole file
// in the KV on Sync: a journal of n lines costs n Sets of a growing
// value, which is cheap for games of a few hundred orders. When the KV
// refuses (full), Sync returns its error and the journal stops, as on a
// full disk.
type KVStorage struct {
	KV KV
	// Now is the wall clock for the files' times (nil: the zero time).
	Now func() time.Time
}

var _ Storage = (*KVStorage)(nil)

// file is one file of a KVStorage as read.
type kvFile struct {
	data []byte
	mod  time.Time
}

func kvKey(p string) string { return KVPrefix + path.Clean(p) }

// List returns the files directly in dir, sorted by name.
func (s *KVStorage) List(dir string) ([]FileInfo, error) {
	keys, err := s.KV.Keys()
	if err != nil {
		return nil, fmt.Errorf("listing %s: %w", dir, err)
	}
	pre := kvKey(dir) + "/"
	if path.Clean(dir) == "." {
		pre = KVPrefix
	}
	var out []FileInfo
	for _, k := range keys {
		name, ok := strings.CutPrefix(k, pre)
		if !ok || name == "" || strings.Contains(name, "/") || strings.HasPrefix(name, ".") {
			continue
		}
		f, ok, err := s.read(k)
		if err != nil || !ok {
			continue // a value this version cannot read is not listed
		}
		out = append(out, FileInfo{Name: name, Size: int64(len(f.data)), Mod: f.mod})
	}
	slices.SortFunc(out, func(a, b FileInfo) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// read reads and decodes the value of a key.
func (s *KVStorage) read(key string) (kvFile, bool, error) {
	v, ok, err := s.KV.Get(key)
	if err != nil || !ok {
		return kvFile{}, ok, err
	}
	f, err := decodeKV(v)
	return f, err == nil, err
}

// stat opens a file's value: fs.ErrNotExist when there is none, and
// ErrNotRegular when the path is a folder (other files are in it).
func (s *KVStorage) stat(op, p string) (kvFile, error) {
	f, ok, err := s.read(kvKey(p))
	if err != nil {
		return kvFile{}, &fs.PathError{Op: op, Path: p, Err: err}
	}
	if ok {
		return f, nil
	}
	if s.isDir(p) {
		return kvFile{}, notRegular(p, fs.ModeDir)
	}
	return kvFile{}, &fs.PathError{Op: op, Path: p, Err: fs.ErrNotExist}
}

// isDir reports whether some file's path starts with p/.
func (s *KVStorage) isDir(p string) bool {
	keys, _ := s.KV.Keys()
	pre := kvKey(p) + "/"
	for _, k := range keys {
		if strings.HasPrefix(k, pre) {
			return true
		}
	}
	return false
}

// Open opens a file for reading.
func (s *KVStorage) Open(p string) (io.ReadCloser, error) {
	f, err := s.stat("open", p)
	if err != nil {
		return nil, err
	}
	return io.NopCloser(strings.NewReader(string(f.data))), nil
}

// Create makes a new, empty file; it fails with fs.ErrExist when there
// is one.
func (s *KVStorage) Create(p string) (Appender, error) {
	if _, ok, err := s.read(kvKey(p)); err != nil || ok {
		if err == nil {
			err = fs.ErrExist
		}
		return nil, &fs.PathError{Op: "open", Path: p, Err: err}
	}
	if s.isDir(p) {
		return nil, &fs.PathError{Op: "open", Path: p, Err: fs.ErrExist}
	}
	a := &kvAppender{s: s, path: p}
	if err := a.Sync(); err != nil {
		return nil, err
	}
	return a, nil
}

// Append reopens a file, cut to size bytes, to append to it.
func (s *KVStorage) Append(p string, size int64) (Appender, error) {
	f, err := s.stat("open", p)
	if err != nil {
		return nil, err
	}
	if size < 0 || size > int64(len(f.data)) {
		return nil, &fs.PathError{Op: "truncate", Path: p, Err: fs.ErrInvalid}
	}
	a := &kvAppender{s: s, path: p, data: f.data[:size:size]}
	if size < int64(len(f.data)) {
		if err := a.Sync(); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// WriteAtomic writes a whole file with one Set.
func (s *KVStorage) WriteAtomic(p string, write func(io.Writer) error) error {
	if s.isDir(p) {
		return notRegular(p, fs.ModeDir)
	}
	var b strings.Builder
	if err := write(&b); err != nil {
		return fmt.Errorf("writing %s: %w", p, err)
	}
	return s.put(p, []byte(b.String()))
}

// Remove removes a file.
func (s *KVStorage) Remove(p string) error {
	if _, err := s.stat("remove", p); err != nil {
		return err
	}
	if err := s.KV.Remove(kvKey(p)); err != nil {
		return &fs.PathError{Op: "remove", Path: p, Err: err}
	}
	return nil
}

// put writes a file's whole content.
func (s *KVStorage) put(p string, data []byte) error {
	var mod time.Time
	if s.Now != nil {
		mod = s.Now()
	}
	if err := s.KV.Set(kvKey(p), encodeKV(data, mod)); err != nil {
		return &fs.PathError{Op: "write", Path: p, Err: err}
	}
	return nil
}

// encodeKV makes a file's value.
func encodeKV(data []byte, mod time.Time) string {
	ms := int64(0)
	if !mod.IsZero() {
		ms = mod.UnixMilli()
	}
	head := "v1 " + strconv.FormatInt(ms, 10)
	if utf8.Valid(data) {
		return head + " t " + string(data)
	}
	return head + " b " + base64.StdEncoding.EncodeToString(data)
}

// errKVValue is the error for a value that is not a file of this version.
var errKVValue = errors.New("not a warbench v1 file")

// decodeKV reads a file's value.
func decodeKV(v string) (kvFile, error) {
	rest, ok := strings.CutPrefix(v, "v1 ")
	if !ok {
		return kvFile{}, errKVValue
	}
	msText, rest, ok := strings.Cut(rest, " ")
	if !ok || len(rest) < 2 || rest[1] != ' ' {
		return kvFile{}, errKVValue
	}
	ms, err := strconv.ParseInt(msText, 10, 64)
	if err != nil {
		return kvFile{}, errKVValue
	}
	var mod time.Time
	if ms != 0 {
		mod = time.UnixMilli(ms)
	}
	switch rest[0] {
	case 't':
		return kvFile{data: []byte(rest[2:]), mod: mod}, nil
	case 'b':
		b, err := base64.StdEncoding.DecodeString(rest[2:])
		if err != nil {
			return kvFile{}, fmt.Errorf("%w: %v", errKVValue, err)
		}
		return kvFile{data: b, mod: mod}, nil
	}
	return kvFile{}, errKVValue
}

// kvAppender is a file of a KVStorage open for appending: what is written
// is kept, and Sync puts the whole file in the KV.
type kvAppender struct {
	s      *KVStorage
	path   string
	data   []byte
	dirty  bool // written since the last Sync
	closed bool
}

func (a *kvAppender) Write(b []byte) (int, error) {
	if a.closed {
		return 0, &fs.PathError{Op: "write", Path: a.path, Err: fs.ErrClosed}
	}
	a.data = append(a.data, b...)
	a.dirty = true
	return len(b), nil
}

// Sync puts the whole file in the KV.
func (a *kvAppender) Sync() error {
	if a.closed {
		return &fs.PathError{Op: "sync", Path: a.path, Err: fs.ErrClosed}
	}
	if err := a.s.put(a.path, a.data); err != nil {
		return err
	}
	a.dirty = false
	return nil
}

// Close puts what was written since the last Sync in the KV and closes
// the file.
func (a *kvAppender) Close() error {
	if a.closed {
		return &fs.PathError{Op: "close", Path: a.path, Err: fs.ErrClosed}
	}
	var err error
	if a.dirty {
		err = a.Sync()
	}
	a.closed = true
	return err
}
