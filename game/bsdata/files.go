package bsdata

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// MaxFileSize bounds a file read: a game system or catalogue is a few
// hundred kB, the largest known a few MB.
const MaxFileSize = 16 << 20

// maxZipEntries bounds the files listed in a .rosz.
const maxZipEntries = 64

// readFile reads a regular file of at most MaxFileSize bytes.
func readFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("bsdata: %w", err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("bsdata: %s: not a regular file", path)
	}
	if fi.Size() > MaxFileSize {
		return nil, fmt.Errorf("bsdata: %s: %d bytes is too large (at most %d)", path, fi.Size(), MaxFileSize)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("bsdata: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("bsdata: %s: %w", path, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("bsdata: %s: too large (at most %d bytes)", path, MaxFileSize)
	}
	return data, nil
}

// parseFile reads and parses one XML file; a .rosz is unzipped first.
func parseFile(path string) (*node, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return parseBytes(data, path)
}

// parseBytes parses the bytes of a file named path (its extension says
// whether it is zipped).
func parseBytes(data []byte, path string) (*node, error) {
	var root *node
	var err error
	if strings.EqualFold(filepath.Ext(path), ".rosz") {
		inner, name, uerr := unzipRoster(data, path)
		if uerr != nil {
			return nil, uerr
		}
		root, err = parse(inner, path+"!"+name)
	} else {
		root, err = parse(data, path)
	}
	if err == nil && isLegacy(root) {
		modernise(root)
	}
	return root, err
}

// unzipRoster returns the roster inside a .rosz: "roster.xml" when there
// is one, else the first file ending .ros (BattleScribe and other
// builders disagree). Its unpacked size is bounded by MaxFileSize, read
// for real rather than trusted from the header.
func unzipRoster(data []byte, path string) ([]byte, string, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, "", fmt.Errorf("bsdata: %s: not a zip file: %w", path, err)
	}
	if len(zr.File) > maxZipEntries {
		return nil, "", fmt.Errorf("bsdata: %s: %d files in the zip (at most %d)", path, len(zr.File), maxZipEntries)
	}
	var pick *zip.File
	for _, f := range zr.File {
		if strings.EqualFold(filepath.Base(f.Name), "roster.xml") {
			pick = f
			break
		}
	}
	if pick == nil {
		for _, f := range zr.File {
			if strings.EqualFold(filepath.Ext(f.Name), ".ros") {
				pick = f
				break
			}
		}
	}
	if pick == nil {
		return nil, "", fmt.Errorf("bsdata: %s: no roster.xml nor .ros file in the zip", path)
	}
	if !pick.Mode().IsRegular() {
		return nil, "", fmt.Errorf("bsdata: %s: %s is not a regular file", path, pick.Name)
	}
	rc, err := pick.Open()
	if err != nil {
		return nil, "", fmt.Errorf("bsdata: %s: %s: %w", path, pick.Name, err)
	}
	defer rc.Close()
	inner, err := io.ReadAll(io.LimitReader(rc, MaxFileSize+1))
	if err != nil {
		return nil, "", fmt.Errorf("bsdata: %s: %s: %w", path, pick.Name, err)
	}
	if len(inner) > MaxFileSize {
		return nil, "", fmt.Errorf("bsdata: %s: %s unpacks to more than %d bytes", path, pick.Name, MaxFileSize)
	}
	return inner, pick.Name, nil
}
