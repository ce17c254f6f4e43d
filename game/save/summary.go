package save

import (
	"errors"
	"fmt"
)

// Summary is what the list of games says of a file: the scenario and
// where the game stands, or why the file does not load.
type Summary struct {
	Scenario string
	Where    string // Standing
	Over     bool
	Problem  string // ShortError; empty when the file loads
}

// Summary loads a file, verifying every line, and says what the list
// shows of it.
func (st *Store) Summary(path string) Summary {
	s, _, err := loadFrom(st.disk(), path)
	if err != nil {
		return Summary{Problem: ShortError(err)}
	}
	where, over := Standing(s)
	return Summary{Scenario: s.Header.Scenario.Name, Where: where, Over: over}
}

// Standing says where a game stands: "Turn 3, The Hollow Tide's melee
// phase, 41 orders" or "Finished after turn 6, 193 orders", and whether
// it is over.
func Standing(s *Session) (string, bool) {
	st := s.Game.State
	n := len(s.Game.Log) - 1
	orders := fmt.Sprintf("%d orders", n)
	switch n {
	case 0:
		orders = "no orders yet"
	case 1:
		orders = "1 order"
	}
	if st.Over {
		return fmt.Sprintf("Finished after turn %d, %s", st.Turn, orders), true
	}
	who := fmt.Sprintf("player %d", st.Active)
	if p := st.Player(st.Active); p != nil && p.Name != "" {
		who = p.Name
	}
	if st.Turn == 0 {
		return fmt.Sprintf("Before turn 1, %s's %s phase, %s", who, st.Phase, orders), false
	}
	return fmt.Sprintf("Turn %d, %s's %s phase, %s", st.Turn, who, st.Phase, orders), false
}

// ShortError is a load error for a list that names the file already:
// the line and what is wrong with it ("line 57: entry 56 (<kind>): <kind>
// rolled [3 1 5], the save says [3 1 6]").
func ShortError(err error) string {
	var e *Error
	switch {
	case errors.As(err, &e) && e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("line %d:%d: %v", e.Line, e.Col, e.Err)
	case errors.As(err, &e) && e.Line > 0:
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	case errors.As(err, &e):
		return e.Err.Error()
	}
	return err.Error()
}
