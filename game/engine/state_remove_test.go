package engine

import "testing"

// Remove takes a piece off the table into Gone, keeping the table sorted
// by ID and Gone in the order pieces left; an ID not on the table is
// refused and changes nothing.
func TestRemove(t *testing.T) {
	s := &State{Pieces: []Piece{{ID: 1}, {ID: 3}, {ID: 7}}}
	if p, ok := s.Remove(3); !ok || p.ID != 3 {
		t.Fatalf("Remove(3) = %v %v", p.ID, ok)
	}
	s.Remove(7)
	if _, ok := s.Remove(3); ok {
		t.Fatal("removed 3 twice")
	}
	if len(s.Pieces) != 1 || s.Pieces[0].ID != 1 || len(s.Gone) != 2 || s.Gone[0].ID != 3 || s.Gone[1].ID != 7 {
		t.Fatalf("table %v, gone %v", s.Pieces, s.Gone)
	}
}
