package gamefiles

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/game/table"
	"warbench/input"
)

// Starts is the start screen's data (input.Starts): the built-in
// scenarios of every playable rule system, the latest unfinished game of
// the folder of games, and new games, started through Files (so they
// replace its Session and are journaled when it autosaves).
type Starts struct {
	Files *Files
	// Builtin are the folders of built-in scenarios, searched for
	// *.scenario.yaml (the program's own and rules.Scenarios()).
	Builtin []fs.FS
	// Library is the folder of the player's own army files, BattleScribe
	// rosters and layouts, offered beside the built-in ones ("": none).
	Library string
	// Seed gives a new game's dice seed, recorded in its header (the
	// program takes it from the clock); nil keeps the scenario's own.
	Seed func() uint64

	systems []input.StartSystem
	lib     *scenario.Dir      // the Library, once opened
	found   map[string]builtin // by StartScenario.Key and StartPart.Key
	seed    uint64             // the new game's seed while it is composed (a generated table's)
}

// builtin is where one built-in scenario, layout or army file is.
type builtin struct {
	fsys  fs.FS
	path  string
	index int    // of fsys in Builtin; inLibrary for the Library's files and generated ones
	text  []byte // an open table's generated layout, instead of a file
	// gen is the size of a table generated for each new game
	// (generatedPart), its text made from the game's seed.
	gen *table.Table
}

var _ input.Starts = (*Starts)(nil)

// Systems returns the playable systems with their built-in scenarios,
// read once: each scenario is loaded (a file that does not load is left
// out), and a system with none is left out.
func (s *Starts) Systems() []input.StartSystem {
	if s.found != nil {
		return s.systems
	}
	s.found = map[string]builtin{}
	var all []input.StartSystem
	for _, id := range rules.Playable() {
		rs, err := rules.Lookup(id)
		if err != nil {
			continue
		}
		sys := input.StartSystem{ID: id, Name: rs.Name(), Victories: rs.Victories(), Computer: ai.Plays(rs)}
		if vt, ok := rs.(engine.VictoryTeller); ok {
			for _, v := range sys.Victories {
				sys.VictoryTitles = append(sys.VictoryTitles, vt.VictoryTitle(v))
				sys.VictoryAbouts = append(sys.VictoryAbouts, vt.VictoryAbout(v))
			}
		}
		if hr, ok := rs.(engine.HouseRuler); ok {
			sys.HouseRules = hr.HouseRules()
		}
		all = append(all, sys)
	}
	for i, fsys := range s.Builtin {
		for _, p := range scenarioFiles(fsys) {
			sc, err := scenario.Load(fsys, p)
			if err != nil {
				continue
			}
			for j := range all {
				if all[j].ID != sc.Rules.ID() {
					continue
				}
				all[j].Scenarios = append(all[j].Scenarios, s.offer(sc, fsys, p, i))
			}
		}
	}
	s.libraryScenarios(all)
	for _, sys := range all {
		var folders []int
		for _, sc := range sys.Scenarios {
			if i := s.found[sc.Key].index; i != inLibrary && !slices.Contains(folders, i) {
				folders = append(folders, i)
			}
		}
		sys.Layouts, sys.Armies = s.parts(sys.ID, folders)
		if len(sys.Scenarios) > 0 {
			s.systems = append(s.systems, sys)
		}
	}
	return s.systems
}

// offer is how the start screen offers a scenario of the folder i
// (inLibrary: the Library), read at p in fsys.
func (s *Starts) offer(sc *scenario.Scenario, fsys fs.FS, p string, i int) input.StartScenario {
	key := partKey(i, p)
	s.found[key] = builtin{fsys: fsys, path: p, index: i}
	e := input.StartScenario{Name: sc.Name, Key: key, Victory: sc.Victory, Points: sc.Points,
		Layout: partKey(i, sc.Layout), Armies: [2]string{partKey(i, sc.Armies[0]), partKey(i, sc.Armies[1])},
		HouseRules: sc.State.HouseRules}
	if i == inLibrary {
		e.Name += " (yours)"
	}
	for k, pl := range sc.State.Players {
		if k < 2 {
			e.Sides[k] = pl.Name
		}
	}
	return e
}

// scenarioFiles are the paths of the *.scenario.yaml files in fsys, in
// the order of fs.WalkDir (lexical).
func scenarioFiles(fsys fs.FS) []string { return filesEnding(fsys, ".scenario.yaml") }

// filesEnding are the paths of the files in fsys whose names end in
// suffix, in the order of fs.WalkDir (lexical).
func filesEnding(fsys fs.FS, suffix string) []string {
	var out []string
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, suffix) {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// Last is the latest unfinished game of the folder of games (among its
// last ten), with its scenario and where it stands.
func (s *Starts) Last() (string, string) {
	path, sess := s.Files.Store.LastUnfinished(10)
	if sess == nil {
		return "", ""
	}
	where, _ := save.Standing(sess)
	return path, sess.Header.Scenario.Name + " · " + where
}

// newBattle reports a victory condition chosen over the scenario's own
// that is a battle of its own (engine.Battles), rolled or named: the
// players deploy anew, in its zones.
func newBattle(sc *scenario.Scenario, v string) bool {
	if _, ok := sc.Rules.(engine.Battles); !ok || v == "" {
		return false
	}
	own := sc.Victory
	if own == "" {
		own = sc.Rules.Victories()[0]
	}
	return v != own
}

// NewGame starts the chosen built-in scenario with the chosen victory
// condition and game size, on a new seed (Seed), through Files.NewGame.
func (s *Starts) NewGame(c input.NewGame) (input.Opened, error) {
	s.Systems()
	b, ok := s.found[c.Scenario]
	if !ok {
		return input.Opened{}, errors.New("there is no such built-in scenario")
	}
	sc, src, err := save.OpenScenario(b.fsys, b.path, b.index != inLibrary)
	if err != nil {
		return input.Opened{}, errors.New(save.ShortError(err))
	}
	if sc.Rules.ID() != c.System {
		return input.Opened{}, fmt.Errorf("%s is not played under the rules chosen", sc.Name)
	}
	var seed uint64
	if s.Seed != nil {
		seed = s.Seed()
	}
	own := [2]string{partKey(b.index, sc.Armies[0]), partKey(b.index, sc.Armies[1])}
	s.seed = seed
	if seed == 0 {
		s.seed = sc.State.Seed
	}
	if (c.Layout != "" && c.Layout != partKey(b.index, sc.Layout)) || (c.Armies != [2]string{} && c.Armies != own) || newBattle(sc, c.Victory) {
		if sc, src, err = s.compose(sc, b.index, c); err != nil {
			return input.Opened{}, err
		}
	}
	h := save.NewHeader(sc, src, seed, nil, nil)
	h.Victory, h.Points = c.Victory, c.Points
	if c.Computer != [2]string{} {
		h.Computer = c.Computer[:]
	}
	if c.HouseRules != nil && !sameRules(c.HouseRules, sc.State.HouseRules) {
		h.HouseRules = slices.Clone(c.HouseRules) // saves that change none stay readable by older programs
	}
	if c.Victory == input.RollVictory {
		h.Victory = save.RollVictory
	}
	o, err := s.Files.NewGame(h)
	if err != nil {
		return input.Opened{}, err
	}
	o.Computer = c.Computer
	st := o.Game.State
	v := "the scenario's victory condition"
	if st.Victory != "" {
		title := input.VictoryTitle(st.Victory)
		if vt, ok := o.Game.Rules.(engine.VictoryTeller); ok {
			title = vt.VictoryTitle(st.Victory)
		}
		v = "victory: " + title
		if c.Victory == input.RollVictory {
			v += " (rolled)"
		}
	}
	pts := "no game size agreed"
	if st.Points > 0 {
		pts = fmt.Sprintf("a %d-point game", st.Points)
	}
	o.Detail = v + " · " + pts + houseDetail(st.HouseRules) + " · " + strings.TrimPrefix(o.Detail, "a new game · ")
	return o, nil
}

// sameRules reports whether two lists name the same house rules.
func sameRules(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// houseDetail is the part of a new game's line that names its house
// rules: "" when it plays none.
func houseDetail(names []string) string {
	if len(names) == 0 {
		return ""
	}
	t := make([]string, len(names))
	for i, n := range names {
		t[i] = input.HouseRuleTitle(n)
	}
	return " · house rules: " + strings.Join(t, ", ")
}
