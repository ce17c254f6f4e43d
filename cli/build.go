package cli

import (
	"encoding/json"
	"errors"
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// buildOrder makes the order a directive describes in the game's current
// State: names become IDs, lengths millimetres, angles radians, and the
// fields go through the ruleset's codec, which checks them as it does a
// save's. Whether the order is legal is left to Check.
func buildOrder(g *engine.Game, d Directive) (engine.Order, error) {
	rs, s := g.Rules, g.State
	if d.Kind != "" {
		o, err := engine.DecodeOrder(rs, d.Kind, d.Exact)
		if err != nil {
			return nil, fmt.Errorf("order (%s): %w", d.Kind, err)
		}
		return o, nil
	}
	by := d.By
	if by == 0 {
		if by = g.Decision().Player; by == 0 {
			by = s.Active
		}
	}
	f := orderFields{By: by, Weapon: d.Weapon, Spell: d.Spell, Back: d.Back}
	var err error
	if d.Unit != nil {
		if f.Unit, err = resolveField(s, "unit", *d.Unit); err != nil {
			return nil, err
		}
	}
	if d.Target != nil {
		if f.Target, err = resolveField(s, "target", *d.Target); err != nil {
			return nil, err
		}
	}
	for i, u := range d.Units {
		id, err := resolveField(s, fmt.Sprintf("units[%d]", i), u)
		if err != nil {
			return nil, err
		}
		f.Units = append(f.Units, *id)
	}
	m := rs.Measure()
	for _, st := range d.Steps {
		f.Steps = append(f.Steps, st.exact(m))
	}
	if d.To != nil {
		if f.Unit == nil {
			return nil, errors.New("to: which unit? (unit is missing)")
		}
		if f.Steps, err = stepsTo(g, d.Order, by, *f.Unit, d.To.pose(m)); err != nil {
			return nil, fmt.Errorf("to: %w", err)
		}
	}
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	o, err := engine.DecodeOrder(rs, d.Order, data)
	if err != nil {
		return nil, fmt.Errorf("order (%s): %w", d.Order, err)
	}
	return o, nil
}

// orderFields are the fields of an order as the codecs read them.
type orderFields struct {
	By     engine.PlayerID  `json:"by"`
	Unit   *engine.PieceID  `json:"unit,omitempty"`
	Target *engine.PieceID  `json:"target,omitempty"`
	Units  []engine.PieceID `json:"units,omitempty"`
	Weapon string           `json:"weapon,omitempty"`
	Spell  string           `json:"spell,omitempty"`
	Back   bool             `json:"back,omitempty"`
	Steps  []exactStep      `json:"steps,omitempty"`
}

// exactStep is a step as the codecs read it: millimetres and radians in
// the unit's own frame.
type exactStep struct {
	Kind  string    `json:"kind"`
	Dir   []float64 `json:"dir,omitempty"`
	Dist  *float64  `json:"dist,omitempty"`
	Angle *float64  `json:"angle,omitempty"`
	To    []float64 `json:"to,omitempty"` // a path step's end, mm from the table's corner
}

func straight(x, y, mm float64) exactStep {
	return exactStep{Kind: "straight", Dir: []float64{x, y}, Dist: &mm}
}

func pivot(rad float64) exactStep { return exactStep{Kind: "pivot", Angle: &rad} }

// exact converts a step of the file to millimetres and radians.
func (st Step) exact(m engine.Measure) exactStep {
	switch {
	case st.Forward != nil:
		return straight(0, 1, m.ToMM(*st.Forward))
	case st.Back != nil:
		return straight(0, -1, m.ToMM(*st.Back))
	case st.Left != nil:
		return straight(-1, 0, m.ToMM(*st.Left))
	case st.Right != nil:
		return straight(1, 0, m.ToMM(*st.Right))
	}
	return pivot(geom.Deg(*st.Pivot))
}

func resolveField(s *engine.State, field string, u UnitRef) (*engine.PieceID, error) {
	id, err := resolve(s, u)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", field, err)
	}
	return &id, nil
}

// stepsTo works out the steps that take a unit from its pose to the pose
// asked, in the shapes the order allows (the ruleset's OrderOption for it,
// the same the window's drags use), with move.Route: straight ahead, back
// or to the side; a pivot on the spot; forward, one pivot (or wheel),
// forward; or a free path.
func stepsTo(g *engine.Game, kind string, by engine.PlayerID, id engine.PieceID, to geom.Pose) ([]exactStep, error) {
	s := g.State
	p := s.Piece(id)
	if p == nil {
		return nil, fmt.Errorf("there is no unit %d on the table", id)
	}
	var c *engine.Constraints
	for _, op := range g.Rules.Orders(s, id) {
		if op.Kind == kind {
			c = &op.Move
			break
		}
	}
	if c == nil {
		if mv, ok := g.Rules.(engine.Mover); ok {
			if o, err := mv.MoveOrder(by, id, kind, nil); err == nil {
				if err := g.Rules.Check(s, o); err != nil {
					return nil, err
				}
			}
		}
		return nil, fmt.Errorf("%s cannot be given %s now", p.Name, kind)
	}
	body := move.Body{Pose: p.Pose, W: p.Footprint.W, D: p.Footprint.D, Round: p.Footprint.Round}
	steps, err := move.Route(body, routeLimits(c), to)
	switch {
	case errors.Is(err, move.ErrNoPivot):
		return nil, fmt.Errorf("%s does not pivot", kind)
	case errors.Is(err, move.ErrNoShape):
		return nil, fmt.Errorf("%s cannot reach that pose with %s", p.Name, kind)
	case errors.Is(err, move.ErrNoTurnBetween):
		return nil, fmt.Errorf("%s cannot reach that pose with forward moves and %s", p.Name, turnWords(c))
	case err != nil:
		return nil, err
	}
	var out []exactStep
	for _, st := range steps {
		switch st.Kind {
		case move.Straight:
			out = append(out, straight(st.Dir.X, st.Dir.Y, st.Dist))
		case move.Pivot:
			out = append(out, pivot(st.Angle))
		case move.Wheel:
			a := st.Angle
			out = append(out, exactStep{Kind: move.Wheel.String(), Angle: &a})
		case move.Path:
			out = append(out, exactStep{Kind: move.Path.String(), To: []float64{st.To.X, st.To.Y}})
		}
	}
	return out, nil
}

// routeLimits are the shapes of move c allows, as move.Route reads them.
func routeLimits(c *engine.Constraints) move.Limits {
	l := move.Limits{Budget: c.Budget, Dirs: c.Dirs(), Pivots: c.Pivots, PivotMax: c.PivotLimit, FreePath: c.FreePath}
	if c.Wheel {
		l.Wheels = 1
	}
	return l
}

// turnWords names the turn between forward moves that c allows: "one
// pivot", "one wheel" or "one pivot or wheel".
func turnWords(c *engine.Constraints) string {
	switch {
	case c.Wheel && c.Pivots > 0:
		return "one pivot or wheel"
	case c.Wheel:
		return "one wheel"
	}
	return "one pivot"
}
