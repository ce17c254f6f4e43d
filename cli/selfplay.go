package cli

import (
	"fmt"
	"io"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/scenarios"
)

const selfplayUsage = `-n N [-seed S] [-scenario FILE] [-a KIND] [-b KIND] [-j JOBS] [-out DIR]

Plays N games between two computer players, A and B, in pairs: games 2k
and 2k+1 play the same scenario with the same seed, A as player 1 then
as player 2; the scenario is FILE or, without one, drawn at random for
each pair (built-in layout and
armies, any victory condition of the ruleset). Every game is written as a
save and replayed from it, line by line; the command prints, as JSON, the
win rates (with 95% Wilson intervals) per side and per kind of player,
the time each kind took per turn (-v: every order with its reason, on
standard error), and every broken invariant (pieces
overlapping or off the table, counters out of bounds, a refused order, a
replay that differs), which must be none. Kinds: ` + "random, naive, easy, normal, hard."

// maxSelfplayGames bounds -n.
const maxSelfplayGames = 100000

// maxGameOrders bounds one game: a game still going after this many
// orders is a broken invariant (a player that never ends a phase).
const maxGameOrders = 20000

// selfplayOutput is what selfplay prints.
type selfplayOutput struct {
	Games      int                  `json:"games"`
	Seed       uint64               `json:"seed"`
	Scenario   string               `json:"scenario"` // the file, or "random"
	A          string               `json:"a"`
	B          string               `json:"b"`
	AWins      int                  `json:"a_wins"`
	BWins      int                  `json:"b_wins"`
	Draws      int                  `json:"draws"`
	AWinRate   rateJSON             `json:"a_win_rate"`
	AScore     float64              `json:"a_score"` // (wins + draws/2) / games
	Sides      [2]playerSideJSON    `json:"sides"`
	Kinds      []kindJSON           `json:"kinds"`
	Victories  []countJSON          `json:"victories,omitempty"`
	Orders     int                  `json:"orders"`
	Violations violationsJSON       `json:"violations"`
	Examples   []string             `json:"violation_examples,omitempty"`
	Seconds    float64              `json:"seconds"`
	PerHour    float64              `json:"games_per_hour"`
	Jobs       int                  `json:"jobs"`
	Out        string               `json:"out,omitempty"`
	Results    []selfplayGameResult `json:"game_results,omitempty"`
}

// rateJSON is a proportion with its 95% Wilson interval.
type rateJSON struct {
	Rate float64 `json:"rate"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

type playerSideJSON struct {
	Player int      `json:"player"`
	Wins   int      `json:"wins"`
	Rate   rateJSON `json:"win_rate"`
}

type kindJSON struct {
	Kind       string   `json:"kind"`
	Games      int      `json:"games"`
	Wins       int      `json:"wins"`
	Draws      int      `json:"draws"`
	Losses     int      `json:"losses"`
	Rate       rateJSON `json:"win_rate"`
	Turns      int      `json:"turns"`
	TurnMeanMS float64  `json:"turn_mean_ms"`
	TurnMaxMS  float64  `json:"turn_worst_ms"`
}

type countJSON struct {
	Name  string `json:"name"`
	Games int    `json:"games"`
}

type violationsJSON struct {
	Overlap  int `json:"overlap"`
	OffTable int `json:"off_table"`
	Counter  int `json:"counter"`
	Attached int `json:"attached"`
	Refused  int `json:"refused"`
	Replay   int `json:"replay"`
	Stuck    int `json:"stuck"`
	Total    int `json:"total"`
}

// selfplayGameResult is one game's outcome.
type selfplayGameResult struct {
	Index    int    `json:"index"`
	Seed     uint64 `json:"seed"`
	Scenario string `json:"scenario"`
	Victory  string `json:"victory"`
	AIs      int    `json:"a_is"` // the player A was
	Winner   int    `json:"winner"`
	Score    string `json:"score"`
	Orders   int    `json:"orders"`
	Save     string `json:"save,omitempty"`
	turns    [3]turnTimes
	bad      []string
	err      error
}

// turnTimes are one player's thinking times, one per turn it played.
type turnTimes struct {
	n          int
	sum, worst time.Duration
}

func runSelfplay(args []string, env Env) error {
	fl := flags("selfplay", selfplayUsage, env)
	n := fl.Int("n", 0, "games to play (1 to 100000)")
	seed := fl.Uint64("seed", 1, "seed of the games' dice and of the random scenarios")
	scenarioPath := fl.String("scenario", "", "play this scenario file every game (default: a random scenario each game)")
	kindA := fl.String("a", "normal", "kind of player A")
	kindB := fl.String("b", ai.Naive, "kind of player B")
	jobs := fl.Int("j", runtime.NumCPU(), "games played at once")
	out := fl.String("out", "", "keep the saves in this folder (default: a temporary folder, removed)")
	each := fl.Bool("games", false, "list every game's result")
	verbose := fl.Bool("v", false, "print every order given, with the player's reason, to standard error")
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() != 0 {
		return usagef("no arguments besides the flags, got %q", fl.Arg(0))
	}
	if *n < 1 || *n > maxSelfplayGames {
		return usagef("-n: want 1 to %d games, got %d", maxSelfplayGames, *n)
	}
	if *jobs < 1 {
		*jobs = 1
	}
	maker, err := newScenarioMaker(*scenarioPath)
	if err != nil {
		return err
	}
	for _, k := range []string{*kindA, *kindB} {
		if _, err := ai.New(k, maker.rules, 1); err != nil {
			return usagef("%v", err)
		}
	}
	dir := *out
	if dir == "" {
		if dir, err = os.MkdirTemp("", "warbench-selfplay-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	st := env.store()

	start := time.Now()
	results := make([]selfplayGameResult, *n)
	work := make(chan int)
	var wg sync.WaitGroup
	var logMu sync.Mutex
	for range min(*jobs, *n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				var log io.Writer
				if *verbose {
					log = &lockedWriter{w: env.Stderr, mu: &logMu}
				}
				results[i] = playOne(st, maker, i, *seed, *kindA, *kindB, dir, log)
			}
		}()
	}
	for i := range *n {
		work <- i
	}
	close(work)
	wg.Wait()
	elapsed := time.Since(start)

	o := selfplayOutput{Games: *n, Seed: *seed, Scenario: "random", A: *kindA, B: *kindB, Jobs: *jobs, Seconds: round3(elapsed.Seconds())}
	if *scenarioPath != "" {
		o.Scenario = *scenarioPath
	}
	if *out != "" {
		o.Out = *out
	}
	o.PerHour = math.Round(float64(*n) / elapsed.Hours())
	kinds := []string{*kindA}
	if *kindB != *kindA {
		kinds = append(kinds, *kindB)
	}
	for _, k := range kinds {
		o.Kinds = append(o.Kinds, kindJSON{Kind: k})
	}
	kindOf := func(k string) *kindJSON { return &o.Kinds[slices.Index(kinds, k)] }
	var sideWins [3]int
	for i := range results {
		r := &results[i]
		if r.err != nil {
			return fmt.Errorf("game %d (seed %d): %w", r.Index, r.Seed, r.err)
		}
		o.Orders += r.Orders
		bIs := engine.Opponent(engine.PlayerID(r.AIs))
		switch engine.PlayerID(r.Winner) {
		case 0:
			o.Draws++
		case engine.PlayerID(r.AIs):
			o.AWins++
		default:
			o.BWins++
		}
		if r.Winner != 0 {
			sideWins[r.Winner]++
		}
		if j := slices.IndexFunc(o.Victories, func(c countJSON) bool { return c.Name == r.Victory }); j >= 0 {
			o.Victories[j].Games++
		} else {
			o.Victories = append(o.Victories, countJSON{Name: r.Victory, Games: 1})
		}
		for _, side := range []struct {
			kind string
			pl   engine.PlayerID
		}{{*kindA, engine.PlayerID(r.AIs)}, {*kindB, bIs}} {
			k := kindOf(side.kind)
			k.Games++
			switch engine.PlayerID(r.Winner) {
			case 0:
				k.Draws++
			case side.pl:
				k.Wins++
			default:
				k.Losses++
			}
			t := r.turns[side.pl]
			k.Turns += t.n
			k.TurnMeanMS += float64(t.sum.Microseconds()) / 1000
			k.TurnMaxMS = math.Max(k.TurnMaxMS, float64(t.worst.Microseconds())/1000)
		}
		for _, b := range r.bad {
			o.Violations.count(b)
			if len(o.Examples) < 10 {
				o.Examples = append(o.Examples, fmt.Sprintf("game %d (seed %d): %s", r.Index, r.Seed, b))
			}
		}
	}
	slices.SortFunc(o.Victories, func(a, b countJSON) int { return strings.Compare(a.Name, b.Name) })
	o.AWinRate = wilson(o.AWins, *n)
	o.AScore = round3((float64(o.AWins) + float64(o.Draws)/2) / float64(*n))
	for i := range o.Sides {
		o.Sides[i] = playerSideJSON{Player: i + 1, Wins: sideWins[i+1], Rate: wilson(sideWins[i+1], *n)}
	}
	for i := range o.Kinds {
		k := &o.Kinds[i]
		k.Rate = wilson(k.Wins, k.Games)
		if k.Turns > 0 {
			k.TurnMeanMS = round3(k.TurnMeanMS / float64(k.Turns))
		}
		k.TurnMaxMS = round3(k.TurnMaxMS)
	}
	if *each {
		o.Results = results
	}
	if err := writeJSON(env.Stdout, o); err != nil {
		return err
	}
	if o.Violations.Total > 0 {
		fmt.Fprintf(env.Stderr, "%s selfplay: %d broken invariants, e.g. %s\n", Program, o.Violations.Total, o.Examples[0])
		return errReported
	}
	return nil
}

// count files a broken invariant under its kind.
func (v *violationsJSON) count(b string) {
	v.Total++
	switch {
	case strings.HasPrefix(b, "refused"):
		v.Refused++
	case strings.HasPrefix(b, "replay"):
		v.Replay++
	case strings.HasPrefix(b, "stuck"):
		v.Stuck++
	case strings.Contains(b, " overlaps "):
		v.Overlap++
	case strings.Contains(b, "off the table"):
		v.OffTable++
	case strings.Contains(b, "attached"):
		v.Attached++
	default:
		v.Counter++
	}
}

// wilson is k successes in n trials with the 95% Wilson score interval.
func wilson(k, n int) rateJSON {
	if n == 0 {
		return rateJSON{}
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return rateJSON{Rate: round3(p), Low: round3(math.Max(0, mid-half)), High: round3(math.Min(1, mid+half))}
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// lockedWriter writes whole lines from several games at once.
type lockedWriter struct {
	w  io.Writer
	mu *sync.Mutex
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// playOne plays game i: A is player 1 in even games and player 2 in odd
// ones; the game is saved in dir and replayed from the save.
func playOne(st *save.Store, maker *scenarioMaker, i int, seed uint64, kindA, kindB, dir string, log io.Writer) selfplayGameResult {
	gseed := seed + uint64(i/2) // games 2k and 2k+1: the same scenario and seed, sides swapped
	r := selfplayGameResult{Index: i, Seed: gseed, AIs: 1 + i%2}
	sc, src, err := maker.make(gseed)
	if err != nil {
		r.err = err
		return r
	}
	r.Scenario, r.Victory = sc.Name, sc.State.Victory
	if r.Victory == "" {
		r.Victory = sc.Rules.Victories()[0]
	}
	s, err := st.NewGame(save.NewHeader(sc, src, gseed, nil, nil), save.NoJournal)
	if err != nil {
		r.err = err
		return r
	}
	var players [3]ai.Player
	a, _ := ai.New(kindA, sc.Rules, gseed)
	b, _ := ai.New(kindB, sc.Rules, gseed^0xb)
	players[r.AIs], players[engine.Opponent(engine.PlayerID(r.AIs))] = a, b
	g := s.Game
	turnOf := [3]int{}
	var spent [3]time.Duration
	flush := func(pl engine.PlayerID) {
		if spent[pl] > 0 {
			t := &r.turns[pl]
			t.n++
			t.sum += spent[pl]
			t.worst = max(t.worst, spent[pl])
			spent[pl] = 0
		}
	}
	over := false
	var seen []string
	for range maxGameOrders {
		d := g.Rules.Decision(g.State)
		if d.Kind == engine.NoDecision {
			over = true
			break
		}
		pl := d.Player
		if key := g.State.Turn*3 + int(g.State.Active); key != turnOf[pl] {
			flush(pl)
			turnOf[pl] = key
		}
		t0 := time.Now()
		c := players[pl].Choose(g.Rules, ai.Blind(g.Rules, g.State, pl), d)
		spent[pl] += time.Since(t0)
		if c.Order == nil {
			c.Order = engine.EndPhase{By: pl}
		}
		if log != nil {
			fmt.Fprintf(log, "game %d turn %d %s, player %d (%s): %s\n", i, g.State.Turn, g.State.Phase, pl, players[pl].Kind(), c.Reason)
		}
		if _, err := s.Do(c.Order); err != nil {
			r.bad = append(r.bad, fmt.Sprintf("refused: turn %d, %s: player %d's %s: %v", g.State.Turn, g.State.Phase, pl, c.Order.Kind(), err))
			if _, err := s.Do(engine.EndPhase{By: pl}); err != nil {
				r.bad = append(r.bad, fmt.Sprintf("stuck: turn %d, %s: player %d may not end the phase: %v", g.State.Turn, g.State.Phase, pl, err))
				break
			}
		}
		r.Orders++
		for _, b := range engine.Invariants(g.Rules, g.State, 1e-6) {
			if !slices.Contains(seen, b) { // each broken invariant once a game, where it first broke
				seen = append(seen, b)
				r.bad = append(r.bad, fmt.Sprintf("turn %d, %s, after entry %d (%s): %s", g.State.Turn, g.State.Phase, len(g.Log), c.Order.Kind(), b))
			}
		}
	}
	flush(1)
	flush(2)
	if !over {
		r.bad = append(r.bad, fmt.Sprintf("stuck: the game is not over after %d orders", r.Orders))
	}
	score := g.Rules.Score(g.State)
	r.Winner, r.Score = int(score.Winner), score.Text
	path := filepath.Join(dir, fmt.Sprintf("selfplay-%06d.jsonl", i))
	if err := st.Write(s, path); err != nil {
		r.err = err
		return r
	}
	r.Save = path
	back, _, err := st.Open(path, save.View, save.NoJournal)
	switch {
	case err != nil:
		r.bad = append(r.bad, fmt.Sprintf("replay: %s does not load: %v", path, err))
	case back.Hash() != s.Hash():
		r.bad = append(r.bad, fmt.Sprintf("replay: %s replays to %s, not %s", path, back.Hash(), s.Hash()))
	}
	return r
}

// scenarioMaker makes each game's scenario: the file given, or one drawn
// from the built-in layouts and armies with a victory condition of the
// ruleset.
type scenarioMaker struct {
	file    string
	rules   engine.Ruleset
	layouts []string
	armies  []string
}

func newScenarioMaker(file string) (*scenarioMaker, error) {
	sc, _, err := openScenario(file)
	if err != nil {
		return nil, err
	}
	m := &scenarioMaker{file: file, rules: sc.Rules}
	if file != "" {
		return m, nil
	}
	if m.layouts, err = fs.Glob(scenarios.FS, "*.layout.yaml"); err != nil {
		return nil, err
	}
	if m.armies, err = fs.Glob(scenarios.FS, "*.army.yaml"); err != nil {
		return nil, err
	}
	if len(m.layouts) == 0 || len(m.armies) == 0 {
		return nil, fmt.Errorf("no built-in layouts or armies to draw from")
	}
	return m, nil
}

// make is the scenario of the game with seed gseed. It is safe to call
// from several goroutines.
func (m *scenarioMaker) make(gseed uint64) (*scenario.Scenario, save.Scenario, error) {
	if m.file != "" {
		return openScenario(m.file)
	}
	rng := rand.New(rand.NewPCG(gseed, 0x5ce0))
	var err error
	for range maxDraws { // a draw whose armies do not line up on the layout (terrain in the zone) is drawn again
		var sc *scenario.Scenario
		var src save.Scenario
		if sc, src, err = m.draw(rng, gseed); err == nil {
			return sc, src, nil
		}
	}
	return nil, save.Scenario{}, err
}

// maxDraws bounds the draws of one random scenario.
const maxDraws = 50

// draw is one random scenario from rng.
func (m *scenarioMaker) draw(rng *rand.Rand, gseed uint64) (*scenario.Scenario, save.Scenario, error) {
	part := func(name string) (scenario.Part, error) {
		data, err := fs.ReadFile(scenarios.FS, name)
		return scenario.Part{Name: name, Text: data}, err
	}
	layout, err := part(m.layouts[rng.IntN(len(m.layouts))])
	if err != nil {
		return nil, save.Scenario{}, err
	}
	var armies [2]scenario.Part
	for k := range armies {
		if armies[k], err = part(m.armies[rng.IntN(len(m.armies))]); err != nil {
			return nil, save.Scenario{}, err
		}
	}
	vs := m.rules.Victories()
	deploy := ""
	if d, ok := m.rules.(engine.Deployer); ok && d.DeploysInZones() && rng.IntN(2) == 0 {
		deploy = "players" // half the games the players deploy, as in a new game of the start screen
	}
	files, err := scenario.Compose(scenario.Composition{Ruleset: m.rules, Seed: gseed, Victory: vs[rng.IntN(len(vs))],
		Layout: layout, Armies: armies, Deployment: deploy})
	if err != nil {
		return nil, save.Scenario{}, err
	}
	return save.OpenScenario(files, scenario.ComposedScenario, false)
}
