package scenario

import (
	"io/fs"
	"slices"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules"
	"warbench/game/table"
)

// Scenario is a loaded scenario: its ruleset and the State ready to be
// started by the ruleset's Start (turn 0, no phase yet).
type Scenario struct {
	Name, Description string
	Rules             engine.Ruleset
	State             *engine.State
	Victory           string // the victory conditions, e.g. "kill"; "" for the ruleset's default
	Turns             int    // the game length; 0 for the ruleset's default
	Points            int    // the agreed game size; 0 for the ruleset's default
	// Layout and Armies are the paths, inside the folder it was read
	// from, of its layout file and of players 1 and 2's army files: the
	// parts of a new game made from it (Compose).
	Layout string
	Armies [2]string
}

// maxTurns bounds a scenario's game length.
const maxTurns = 99

// Load reads the scenario at path inside fsys (the embedded scenarios or
// os.DirFS of a folder), with the layout and army files it names (paths
// relative to the scenario's folder, never leaving it), checks everything,
// and returns a ready State (not yet started) and its Ruleset.
//
// The State holds the victory condition (empty for the ruleset's
// default, the first of its Victories) and the agreed game size (points,
// 0 when the file gives none), the table in millimetres (terrain and objectives with IDs
// 1, 2, ... in file order, the layout's deployment zones or else the
// ruleset's default ones), players 1 and 2 named after their armies, and
// one piece per deployed unit, with IDs 1, 2, ... in file order: player 1's
// deploy list, then player 2's.
//
// Every problem found is reported: the error is an ErrorList, sorted by
// file, line and column. A file that cannot be read as YAML (a syntax
// error, a value of the wrong type, an unknown field) stops the checks of
// what depends on it. Load never panics, whatever the files hold.
func Load(fsys fs.FS, path string) (*Scenario, error) {
	var errs ErrorList
	s := load(fsys, path, &errs)
	if err := errs.err(); err != nil {
		return nil, err
	}
	return s, nil
}

// load reads and checks a scenario, recording problems in errs.
func load(fsys fs.FS, path string, errs *ErrorList) *Scenario {
	var sf scenarioFile
	d := readDoc(fsys, path, &sf, errs, nil, "")
	if d == nil {
		return nil
	}
	if sf.Name == "" {
		d.errorf("name", "missing name")
	}
	if sf.Ruleset == "" {
		d.errorf("ruleset", "missing ruleset (want one of %s)", strings.Join(rules.IDs(), ", "))
		return nil
	}
	rs, err := rules.Lookup(sf.Ruleset)
	if err != nil {
		d.errorf("ruleset", "%v", err)
		return nil
	}
	if vs := rs.Victories(); sf.Victory != "" && !engine.KnowsVictory(rs, sf.Victory) {
		d.errorf("victory", "unknown victory %q for %s (want one of %s)", sf.Victory, rs.ID(), strings.Join(vs, ", "))
	}
	if st := sf.Start; st != nil {
		turns := sf.Turns
		if turns == 0 {
			turns = maxTurns
		}
		switch {
		case st.Turn < 1 || st.Turn > turns:
			d.errorf("start.turn", "must be 1 to %d, got %d", turns, st.Turn)
		case !slices.Contains(rs.Phases(), st.Phase):
			d.errorf("start.phase", "unknown phase %q (want one of %s)", st.Phase, strings.Join(rs.Phases(), ", "))
		case st.Player != 1 && st.Player != 2:
			d.errorf("start.player", "must be 1 or 2 (whose turn it is), got %d", st.Player)
		}
	}
	switch {
	case sf.Deployment != "" && !deploysInZones(rs):
		d.errorf("deployment", "%s has no deployment by the players: leave deployment out", rs.ID())
	case sf.Deployment != "" && sf.Deployment != "players":
		d.errorf("deployment", "want players (the players deploy the units) or nothing (the units stand where the file puts them), got %q", sf.Deployment)
	case sf.Deployment != "" && sf.Start != nil:
		d.errorf("deployment", "a game that starts mid-way (start) is already deployed: leave deployment out")
	}
	houseRules := checkHouseRules(d, rs, sf.HouseRules)
	if sf.Points < 0 {
		d.errorf("points", "must be 0 (the ruleset's default) or the agreed game size, got %d", sf.Points)
	}
	if sf.Turns < 0 || sf.Turns > maxTurns {
		d.errorf("turns", "must be 0 (the ruleset's default) to %d, got %d", maxTurns, sf.Turns)
	}
	m := rs.Measure()

	var tbl table.Table
	var layoutPath string
	var armyPaths [2]string
	tableOK := false
	if sf.Layout == "" {
		d.errorf("layout", "missing layout (the path of a layout file)")
	} else if lp, err := resolve(path, sf.Layout); err != nil {
		d.errorf("layout", "%v", err)
	} else {
		layoutPath = lp
		tbl, _, tableOK = loadLayout(fsys, lp, layoutRules{m, rs.ObjectiveRadius()}, errs, d, "layout")
		if tableOK {
			tbl.Zones = engine.ZonesFor(rs, sf.Victory, tbl) // a battle's own zones, the layout's, or the defaults
		}
		for p := 1; tableOK && sf.Deployment != "" && p <= 2; p++ {
			if !slices.ContainsFunc(tbl.Zones, func(z table.Zone) bool { return z.Player == p }) {
				d.errorf("deployment", "player %d has no deployment zone on this table to deploy in (the layout gives none, and the table is too shallow for the default ones)", p)
			}
		}
	}

	st := &engine.State{Ruleset: rs.ID(), Scenario: sf.Name, Seed: sf.Seed, Dice: dice.New(sf.Seed)}
	if tableOK {
		st.Table = tbl
	}
	var slot [3]int // the armies entry of each player, plus one
	for i, a := range sf.Armies {
		f := join(index("armies", i), "player")
		switch {
		case a.Player != 1 && a.Player != 2:
			d.errorf(f, "must be 1 or 2, got %d", a.Player)
		case slot[a.Player] != 0:
			d.errorf(f, "player %d already has an army (armies[%d])", a.Player, slot[a.Player]-1)
		default:
			slot[a.Player] = i + 1
		}
	}
	dep := deployment{doc: d, m: m, rules: rs, tbl: &st.Table, tableOK: tableOK, zones: sf.Start == nil && deploysInZones(rs)}
	armies := map[string]*army{} // by path, so a file used twice is read and reported once
	for p := 1; p <= 2; p++ {
		if slot[p] == 0 {
			d.errorf("armies", "missing the army of player %d", p)
			continue
		}
		i := slot[p] - 1
		a := sf.Armies[i]
		f := index("armies", i)
		var ar *army
		if a.Army == "" {
			d.errorf(join(f, "army"), "missing army (the path of an army file)")
		} else if ap, err := resolve(path, a.Army); err != nil {
			d.errorf(join(f, "army"), "%v", err)
		} else {
			armyPaths[p-1] = ap
			if cached, ok := armies[ap]; ok {
				ar = cached // both players field the same army file
			} else {
				ar = loadArmy(fsys, ap, rs, errs, d, join(f, "army"))
				armies[ap] = ar
			}
		}
		name := ""
		if ar != nil {
			name = ar.name
		}
		st.Players = append(st.Players, engine.Player{ID: engine.PlayerID(p), Name: name})
		dep.place(engine.PlayerID(p), ar, a.Deploy, f)
	}
	if len(*errs) > 0 {
		return nil
	}
	st.Pieces = dep.pieces
	st.SortPieces()
	st.Turns = sf.Turns
	st.Points = sf.Points
	st.Deployment = sf.Deployment
	st.HouseRules = houseRules
	if sf.Start != nil {
		// The game starts here (Ruleset.Start): the player whose turn it is
		// counts as the first, so the turn numbers read as the file says.
		st.Turn, st.Phase = sf.Start.Turn, sf.Start.Phase
		st.Active, st.First = engine.PlayerID(sf.Start.Player), engine.PlayerID(sf.Start.Player)
	}
	if vs := rs.Victories(); sf.Victory != vs[0] {
		st.Victory = sf.Victory // the default is kept as "", as saves made before it was stored have it
	}
	return &Scenario{Name: sf.Name, Description: sf.Description, Rules: rs, State: st, Victory: sf.Victory, Turns: sf.Turns, Points: sf.Points,
		Layout: layoutPath, Armies: armyPaths}
}

// deployment places the units of both armies, checking each against the
// table, the terrain and the units placed before it.
type deployment struct {
	doc     *doc
	m       engine.Measure
	rules   engine.Setup
	tbl     *table.Table
	tableOK bool
	zones   bool // every unit must stand wholly in its player's deployment zone (not a game started mid-way)
	pieces  []engine.Piece
	shapes  []geom.Shape
	fields  []string // the deploy entry of each piece
}

// place deploys one player's army as its deploy list says. ar is nil when
// the army file could not be read; the list is still checked for what can
// be checked without it.
func (dp *deployment) place(player engine.PlayerID, ar *army, list []placement, field string) {
	d := dp.doc
	lf := join(field, "deploy")
	if len(list) > maxUnits {
		d.errorf(lf, "too many units: %d (at most %d)", len(list), maxUnits)
		return
	}
	deployed := map[string]string{} // unit id → deploy entry
	for j, pl := range list {
		f := index(lf, j)
		if pl.Unit == "" {
			d.errorf(join(f, "unit"), "missing unit (an id from the army file)")
			continue
		}
		if ar == nil {
			continue
		}
		k, ok := ar.byID[pl.Unit]
		if !ok {
			if _, bad := ar.known[pl.Unit]; !bad {
				d.errorf(join(f, "unit"), "no unit %q in %s", pl.Unit, ar.doc.path)
			}
			continue
		}
		u := ar.units[k]
		if prev, dup := deployed[pl.Unit]; dup {
			d.errorf(join(f, "unit"), "%s is already deployed by %s", u.piece.Name, prev)
			continue
		}
		deployed[pl.Unit] = f
		c, ok1 := d.point(pl.At, join(f, "at"), dp.m.MM)
		ok2 := d.finite(pl.Facing, join(f, "facing"))
		if !ok1 || !ok2 {
			continue
		}
		p := u.piece
		p.Stats, p.Rules = slices.Clone(p.Stats), slices.Clone(p.Rules)
		// The spells a unit knows reach the ruleset as rules text, e.g.
		// "Fireball(8)", after its special rules were checked.
		fu := ar.file.Units[u.index]
		if len(fu.Spells) > 0 {
			p.Rules = slices.Sorted(slices.Values(append(p.Rules, fu.Spells...)))
		}
		// The magic item and the allied mark go on the piece as they are;
		// the ruleset reads what they do.
		if fu.Artefact != "" {
			p.Gear = []string{fu.Artefact}
		}
		p.Allied = fu.Allied
		p.ID = engine.PieceID(len(dp.pieces) + 1)
		p.Owner = player
		p.Pose = geom.Pose{Pos: c, Heading: geom.NormAngle(geom.Deg(pl.Facing))}
		dp.setCounters(&p, pl.Counters, join(f, "counters"))
		dp.check(&p, join(f, "at"))
		dp.pieces = append(dp.pieces, p)
		dp.shapes = append(dp.shapes, p.Shape())
		dp.fields = append(dp.fields, f)
	}
	if ar == nil {
		return
	}
	for _, u := range ar.units {
		if _, ok := deployed[u.id]; !ok {
			d.errorf(lf, "%s (units[%d] of %s) is not deployed: place every unit of the army", u.piece.Name, u.index, ar.doc.path)
		}
	}
}

// check reports a piece off the table, on impassable terrain or a
// building, or overlapping a piece placed before it.
func (dp *deployment) check(p *engine.Piece, field string) {
	d, s := dp.doc, p.Shape()
	off := false
	if dp.tableOK {
		if by, edge := offTable(s.Bounds(), dp.tbl.Width, dp.tbl.Depth); by > 0 {
			off = true
			d.errorf(field, "%s is %s off the %s edge", p.Name, dp.m.Format(by), edge)
		}
		for _, t := range dp.tbl.Terrain {
			if t.Kind.Closed() && t.Overlaps(s) {
				d.errorf(field, "%s stands on %s (%s terrain)", p.Name, t.Name, t.Kind)
			}
		}
	}
	if dp.tableOK && dp.zones && !off {
		for _, z := range dp.tbl.Zones {
			if engine.PlayerID(z.Player) == p.Owner && !z.Area.ContainsShape(s) {
				d.errorf(field, "%s is not wholly inside player %d's deployment zone (a game that starts mid-way, with start, may put units anywhere)", p.Name, p.Owner)
			}
		}
	}
	for i, o := range dp.shapes {
		if geom.Overlap(s, o) {
			d.errorf(field, "%s overlaps %s (%s)", p.Name, dp.pieces[i].Name, dp.fields[i])
		}
	}
}

// setCounters sets the counters a deploy entry gives, in name order, each
// checked by the ruleset (a known name, a value in its bounds).
func (dp *deployment) setCounters(p *engine.Piece, cs map[string]int, field string) {
	names := make([]string, 0, len(cs))
	for k := range cs {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if err := dp.rules.CheckCounter(k, cs[k]); err != nil {
			dp.doc.errorf(join(field, k), "%v", err)
			continue
		}
		p.SetCounter(k, cs[k])
	}
}

// deploysInZones reports whether the ruleset deploys units in zones
// (engine.Deployer).
// checkHouseRules checks the scenario's house_rules against those the
// ruleset offers and returns them sorted.
func checkHouseRules(d *doc, rs engine.Ruleset, names []string) []string {
	if len(names) == 0 {
		return nil
	}
	hr, _ := rs.(engine.HouseRuler)
	var offered []string
	if hr != nil {
		for _, h := range hr.HouseRules() {
			offered = append(offered, h.Name)
		}
	}
	if len(offered) == 0 {
		d.errorf("house_rules", "%s offers no house rules: leave house_rules out", rs.ID())
		return nil
	}
	out := slices.Clone(names)
	slices.Sort(out)
	for i, n := range names {
		switch {
		case !slices.Contains(offered, n):
			d.errorf(index("house_rules", i), "unknown house rule %q for %s (want %s)", n, rs.ID(), strings.Join(offered, ", "))
		case slices.Index(names, n) != i:
			d.errorf(index("house_rules", i), "house rule %q is named twice", n)
		}
	}
	return out
}

func deploysInZones(rs engine.Ruleset) bool {
	d, ok := rs.(engine.Deployer)
	return ok && d.DeploysInZones()
}
