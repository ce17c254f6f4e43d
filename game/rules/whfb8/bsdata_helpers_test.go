package whfb8_test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"warbench/game/bsdata"
)

// bsdataDir is the shared BattleScribe data, beside the repository.
const bsdataDir = "../../../../shared/data/bsdata-whfb8"

// needData skips when the shared data is absent.
func needData(t testing.TB) {
	t.Helper()
	if _, err := os.Stat(bsdataDir); err != nil {
		t.Skipf("no BattleScribe data at %s (it lives beside the repository, in ../shared/data): %v", bsdataDir, err)
	}
}

// loadAll reads the game system and every catalogue (once), or skips.
func loadAll(t testing.TB) (*bsdata.Data, []string) {
	t.Helper()
	gst := filepath.Join(bsdataDir, "Warhammer Fantasy 8th ed.gst")
	if _, err := os.Stat(gst); err != nil {
		t.Skipf("no BattleScribe data at %s (it lives beside the repository, in ../shared/data): %v", bsdataDir, err)
	}
	cats, err := filepath.Glob(filepath.Join(bsdataDir, "*.cat"))
	if err != nil || len(cats) == 0 {
		t.Skipf("no catalogues in %s", bsdataDir)
	}
	all.Do(func() { allData, allErr = bsdata.Load(gst, cats...) })
	if allErr != nil {
		t.Fatal(allErr)
	}
	return allData, cats
}

var (
	all     sync.Once
	allData *bsdata.Data
	allErr  error
)
