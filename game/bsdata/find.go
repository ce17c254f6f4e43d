package bsdata

import (
	"fmt"
	"path/filepath"
	"slices"
)

// maxLinkedCatalogues bounds the catalogues one catalogue may import.
const maxLinkedCatalogues = 32

// SystemBeside returns the one game system (.gst) in the folder of path.
func SystemBeside(path string) (string, error) {
	gsts, err := filepath.Glob(filepath.Join(filepath.Dir(path), "*.gst"))
	if err != nil {
		return "", fmt.Errorf("bsdata: %w", err)
	}
	switch len(gsts) {
	case 0:
		return "", fmt.Errorf("bsdata: %s: no game system (.gst) beside it; name one", path)
	case 1:
		return gsts[0], nil
	}
	return "", fmt.Errorf("bsdata: %s: %d game systems (.gst) beside it; name one", path, len(gsts))
}

// LoadCatalogue reads a game system and one catalogue, with the
// catalogues it imports (catalogueLinks) found among the .cat files
// beside it, transitively.
func LoadCatalogue(system, catalogue string) (*Data, error) {
	root, err := parseFile(catalogue)
	if err != nil {
		return nil, err
	}
	want := linkTargets(root)
	if len(want) == 0 {
		return Load(system, catalogue)
	}
	siblings, err := filepath.Glob(filepath.Join(filepath.Dir(catalogue), "*.cat"))
	if err != nil {
		return nil, fmt.Errorf("bsdata: %w", err)
	}
	paths := []string{catalogue}
	have := map[string]bool{root.attr("id"): true}
	for len(want) > 0 {
		id := want[0]
		want = want[1:]
		if have[id] {
			continue
		}
		found := false
		for _, s := range siblings {
			if slices.Contains(paths, s) {
				continue
			}
			r, err := parseFile(s)
			if err != nil {
				return nil, err
			}
			if r.attr("id") == id {
				paths = append(paths, s)
				have[id] = true
				want = append(want, linkTargets(r)...)
				found = true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("bsdata: %s: imports catalogue %s, found in no .cat beside it", catalogue, id)
		}
		if len(paths) > maxLinkedCatalogues {
			return nil, fmt.Errorf("bsdata: %s: imports more than %d catalogues", catalogue, maxLinkedCatalogues)
		}
	}
	return Load(system, paths...)
}

// linkTargets are the ids a catalogue's catalogueLinks name.
func linkTargets(root *node) []string {
	var ids []string
	for _, l := range root.in("catalogueLinks", "catalogueLink") {
		ids = append(ids, l.attr("targetId"))
	}
	return ids
}
