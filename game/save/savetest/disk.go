// Package savetest has storage for tests of what uses game/save: a disk
// that fills up.
package savetest

import (
	"errors"

	"warbench/game/save"
)

// FullDisk is the OS's disk, except that every journal it creates stops
// being written after After lines: the disk is full.
type FullDisk struct {
	save.OS
	After int
}

// Create creates the file on the OS's disk, to fail after After writes.
func (d FullDisk) Create(path string) (save.Appender, error) {
	a, err := d.OS.Create(path)
	if err != nil {
		return nil, err
	}
	return &fullFile{Appender: a, left: d.After}, nil
}

type fullFile struct {
	save.Appender
	left int
}

func (f *fullFile) Write(b []byte) (int, error) {
	if f.left == 0 {
		return 0, errors.New("no space left on device")
	}
	f.left--
	return f.Appender.Write(b)
}
