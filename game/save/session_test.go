package save_test

import (
	"bytes"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/save"
)

// A whole scripted game saved and loaded again replays line by line to
// the same final State (DESIGN.md: the log is the save file).
func TestSaveAndLoadAWholeGame(t *testing.T) {
	s := newSession(t)
	playTurns(t, s, 1000)
	if !s.Game.State.Over {
		t.Fatal("the scripted game did not end")
	}
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	l, _, err := save.Load(bytes.NewReader(b.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if l.Hash() != s.Hash() || l.Len() != s.Len() || l.Head() != s.Head() {
		t.Fatalf("loaded: %d entries, head %d, hash %s; want %d, %d, %s", l.Len(), l.Head(), l.Hash(), s.Len(), s.Head(), s.Hash())
	}
	if len(l.Game.Log) != len(s.Game.Log) {
		t.Fatalf("loaded log has %d entries, want %d", len(l.Game.Log), len(s.Game.Log))
	}
	for i := range s.Game.Log {
		if a, b := len(l.Game.Log[i].Events), len(s.Game.Log[i].Events); a != b {
			t.Fatalf("entry %d: %d events after loading, %d when played", i+1, a, b)
		}
	}
	var b2 bytes.Buffer
	if err := l.Save(&b2); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), b2.Bytes()) {
		t.Fatal("saving a loaded game does not give the same file")
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	t.Logf("%d lines, %d bytes", len(lines), b.Len())
}

// Undo rebuilds the State before the last order; giving the same order
// again rolls the same dice and reaches the same hash (undo is not a free
// re-roll), and the tree gains no entry.
func TestUndoThenTheSameOrderRollsTheSameDice(t *testing.T) {
	s := newSession(t)
	playTurns(t, s, 4) // into the second turn's shooting
	for s.Game.State.Phase != "shooting" {
		scriptedPhase(t, s)
	}
	before := s.Hash()
	n := s.Len()
	scriptedPhase(t, s) // shooting: rolls dice
	after, rolled := s.Hash(), s.Len()-n
	if rolled < 2 {
		t.Fatalf("the shooting phase gave %d orders; the test wants shots", rolled)
	}
	var orders []engine.Order
	for _, e := range s.Game.Log[len(s.Game.Log)-rolled:] {
		orders = append(orders, e.Order)
	}
	for range rolled {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if s.Hash() != before {
		t.Fatal("undoing the phase does not give back the State before it")
	}
	for _, o := range orders {
		do(t, s, o)
	}
	if s.Hash() != after {
		t.Fatal("giving the same orders again after undo gives another State")
	}
	if s.Len() != n+rolled {
		t.Fatalf("the tree has %d entries, want %d: the same orders made new ones", s.Len(), n+rolled)
	}
	if len(s.Leaves()) != 1 {
		t.Fatalf("%d lines, want 1", len(s.Leaves()))
	}
}

// Redo walks back down the line undone; an order after an undo starts a
// new line and keeps the old one, in the tree and in the save.
func TestRedoAndBranches(t *testing.T) {
	s := newSession(t)
	playTurns(t, s, 3)
	end, endHash := s.Head(), s.Hash()
	for range 5 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	mid := s.Hash()
	for range 5 {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if s.Head() != end || s.Hash() != endHash {
		t.Fatal("redo does not come back to the same entry and State")
	}
	for range 5 {
		s.Undo()
	}
	if s.Hash() != mid {
		t.Fatal("undo is not repeatable")
	}
	s.FreshDice(42) // what-if: other dice from here
	playTurns(t, s, 2)
	if got := s.Leaves(); len(got) != 2 || got[0] != end {
		t.Fatalf("leaves %v, want the old line's end %d and the new one", got, end)
	}
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	l, _, err := save.Load(&b)
	if err != nil {
		t.Fatal(err)
	}
	if l.Hash() != s.Hash() || len(l.Leaves()) != 2 {
		t.Fatal("the loaded save lost a line or the head")
	}
	if err := l.Goto(end); err != nil {
		t.Fatal(err)
	}
	if l.Hash() != endHash {
		t.Fatal("the old line's end, reached in the loaded save, has another State")
	}
}

// An order the ruleset cannot encode stops the history and the journal
// (a journal that would not replay is worse than none), and says why.
func TestAnOrderThatCannotBeRecorded(t *testing.T) {
	dir := t.TempDir()
	st := &save.Store{}
	s, err := st.NewGame(newHeader(t), save.JournalTo(dir+"/j.jsonl"))
	if err != nil || s.Err() != nil {
		t.Fatal(err, s.Err())
	}
	t.Cleanup(func() { st.Close(s) })
	playTurns(t, s, 1)
	s.Game.Log = append(s.Game.Log, engine.Entry{Order: alien{}})
	s.Logged(s.Game)
	if s.Err() == nil || !strings.Contains(s.Err().Error(), "cannot be recorded") || s.Journal() != nil {
		t.Fatalf("err %v, journal %v", s.Err(), s.Journal())
	}
	if err := s.Undo(); err == nil {
		t.Fatal("undo after the history stopped")
	}
	if _, _, err := save.LoadFile(dir + "/j.jsonl"); err != nil {
		t.Fatalf("the journal up to the alien order does not load: %v", err)
	}
}

type alien struct{}

func (alien) Kind() string            { return "alien/order" }
func (alien) Player() engine.PlayerID { return 1 }

// After a jump to the end of another line, Redo from its start walks
// that line, not the one visited before.
func TestRedoFollowsTheLineLastVisited(t *testing.T) {
	s := newSession(t)
	playTurns(t, s, 2)
	a := s.Head()
	for range 3 {
		s.Undo()
	}
	s.FreshDice(7)
	playTurns(t, s, 1)
	b := s.Head()
	if err := s.Goto(a); err != nil {
		t.Fatal(err)
	}
	if err := s.Goto(1); err != nil {
		t.Fatal(err)
	}
	for s.CanRedo() {
		if err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if s.Head() != a {
		t.Fatalf("redo from the start ends at %d, want %d (not %d)", s.Head(), a, b)
	}
}
