package scenario

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/scenarios"
)

// FuzzLoad feeds arbitrary bytes as the scenario, layout and army files of
// a scenario whose other files are valid. Load must never panic; it either
// fails with a sorted ErrorList of positioned errors or returns a State
// whose pieces lie on the table.
func FuzzLoad(f *testing.F) {
	read := func(name string) []byte {
		b, err := fs.ReadFile(scenarios.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		return b
	}
	defScenario, defLayout, defArmy := read(scenarios.Default), read("harrow-ford.layout.yaml"), read("ember-marches.army.yaml")
	f.Add(defScenario, defLayout, defArmy)
	f.Add([]byte(baseScenario), []byte(baseLayout), []byte(baseArmyA))
	f.Add([]byte("name: &a x\nruleset: *a\n"), []byte("{}"), []byte("- 1\n"))
	f.Add([]byte("armies: [{player: 1, deploy: [{at: [!!str 1]}]}]"), []byte("table: {width: .inf}"), []byte("units: [{stats: {sp: 1e999}}]"))
	// Files from anyone (issue 10): a byte order mark, bytes that are not
	// UTF-8, a NUL, an attack of ten million, malformed special rules.
	f.Add(append([]byte("\uFEFF"), defScenario...), []byte("name: T\xe9\n"), []byte("name: A\x00\n"))
	f.Add(defScenario, defLayout, bytes.Replace(defArmy, []byte("att: 12"), []byte("att: 10000000"), 1))
	f.Add([]byte(baseScenario), []byte(baseLayout), []byte(strings.Replace(baseArmyA, "size: troop\n", "size: troop\n    special: [Blast, \"Blast(D4)\", \"Elite junk\"]\n", 1)))
	f.Fuzz(func(t *testing.T, scenario, layout, army []byte) {
		// The default scenario's files, the fuzzed ones in place of the
		// scenario, its layout and player 1's army; the base files for
		// the small scenario (both name l.yaml, a.yaml, b.yaml).
		fsys := fstest.MapFS{
			scenarios.Default:         {Data: scenario},
			"harrow-ford.layout.yaml": {Data: layout},
			"ember-marches.army.yaml": {Data: army},
			"hollow-tide.army.yaml":   {Data: read("hollow-tide.army.yaml")},
			"l.yaml":                  {Data: layout},
			"a.yaml":                  {Data: army},
			"b.yaml":                  {Data: []byte(baseArmyB)},
		}
		s, err := Load(fsys, scenarios.Default)
		if err != nil {
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("error %T is not an ErrorList: %v", err, err)
			}
			for _, e := range list {
				if e.File == "" || e.Msg == "" || e.Line < 0 || e.Col < 0 {
					t.Fatalf("incomplete error %+v", e)
				}
			}
			return
		}
		st := s.State
		if s.Rules == nil || st == nil || len(st.Players) != 2 {
			t.Fatalf("loaded an incomplete scenario: %+v", s)
		}
		for i := range st.Pieces {
			p := &st.Pieces[i]
			if by, _ := offTable(p.Shape().Bounds(), st.Table.Width, st.Table.Depth); by > 0 {
				t.Fatalf("%s is off the table by %g mm", p.Name, by)
			}
		}
	})
}
