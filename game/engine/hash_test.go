package engine

import (
	"math"
	"strings"
	"testing"

	"warbench/game/geom"
	"warbench/game/table"
)

func TestHashIsAFunctionOfTheState(t *testing.T) {
	s := testState()
	h := s.Hash()
	if s.Clone().Hash() != h {
		t.Fatal("a clone hashes differently")
	}
	if testState().Hash() != h {
		t.Fatal("two States built the same way hash differently")
	}
	changes := map[string]func(s *State){
		"a pose by one ulp": func(s *State) { s.Pieces[0].Pose.Pos.X = math.Nextafter(0, 1) },
		"a heading":         func(s *State) { s.Pieces[1].Pose.Heading = 1e-12 },
		"a counter":         func(s *State) { s.Pieces[0].SetCounter("damage", 1) },
		"a stat":            func(s *State) { s.Pieces[1].Stats[0].Value++ },
		"the phase":         func(s *State) { s.Phase = "melee" },
		"the active player": func(s *State) { s.Active = 2 },
		"a die rolled":      func(s *State) { s.Dice.Roll(6, "test") },
		"a piece gone":      func(s *State) { s.Gone = append(s.Gone, s.Pieces[0]); s.Pieces = s.Pieces[1:] },
		"the table":         func(s *State) { s.Table.Width = 1 },
		"a zone":            func(s *State) { s.Table.Zones = append(s.Table.Zones, table.Zone{Player: 1, Area: tri}) },
		"the game's end":    func(s *State) { s.Over = true },
		"a rule":            func(s *State) { s.Pieces[1].Rules = nil },
		"a name":            func(s *State) { s.Pieces[0].Name = "A " },
	}
	for what, change := range changes {
		c := s.Clone()
		change(c)
		if c.Hash() == h {
			t.Errorf("changing %s leaves the hash unchanged", what)
		}
	}
}

var tri = geom.Poly{geom.V(0, 0), geom.V(1, 0), geom.V(0, 1)}

// A counter set and cleared again leaves an empty, non-nil slice: the
// State is the same as one that never had it.
func TestHashEmptySliceIsNone(t *testing.T) {
	s := testState()
	h := s.Hash()
	s.Pieces[1].SetCounter("x", 1)
	s.Pieces[1].SetCounter("x", 0)
	if s.Pieces[1].Counters == nil {
		t.Skip("SetCounter now leaves nil; nothing to check")
	}
	if s.Hash() != h {
		t.Fatal("an emptied counter list hashes differently from none")
	}
}

// Strings are length-prefixed, so moving a character from one field to
// the next changes the hash.
func TestHashFieldBoundaries(t *testing.T) {
	a, b := testState(), testState()
	a.Ruleset, a.Scenario = "ab", "c"
	b.Ruleset, b.Scenario = "a", "bc"
	if a.Hash() == b.Hash() {
		t.Fatal("hash ignores where one string ends and the next begins")
	}
}

func TestDigestText(t *testing.T) {
	h := testState().Hash()
	d, err := ParseDigest(h.String())
	if err != nil || d != h {
		t.Fatalf("ParseDigest(String()) = %v, %v", d, err)
	}
	for _, bad := range []string{"", "abc", strings.Repeat("g", 64), strings.Repeat("0", 63)} {
		if _, err := ParseDigest(bad); err == nil {
			t.Errorf("ParseDigest(%q) accepted", bad)
		}
	}
}

func BenchmarkHash(b *testing.B) {
	s := testState()
	for range 20 {
		s.Pieces = append(s.Pieces, s.Pieces[0])
	}
	for b.Loop() {
		s.Hash()
	}
}
