package cli

import (
	"encoding/json"
	"math"
	"path/filepath"
	"testing"

	"warbench/game/engine"
	"warbench/game/save"
)

// selfplay plays its games on both sides, saves each where -out says,
// and every save replays; the counts add up and the JSON has every part
// docs/cli.md lists.
func TestSelfplaySmall(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := run(t, "", "selfplay", "-n", "2", "-seed", "3", "-a", "easy", "-b", "random", "-out", dir, "-games")
	if code != ExitOK {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	var o selfplayOutput
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatal(err)
	}
	if o.Games != 2 || o.AWins+o.BWins+o.Draws != 2 || len(o.Results) != 2 || o.Violations.Total != 0 {
		t.Fatalf("counts: %+v", o)
	}
	if o.Results[0].AIs != 1 || o.Results[1].AIs != 2 {
		t.Fatalf("sides not swapped: A was %d then %d", o.Results[0].AIs, o.Results[1].AIs)
	}
	if len(o.Kinds) != 2 || o.Kinds[0].Kind != "easy" || o.Kinds[0].Games != 2 || o.Kinds[0].Turns == 0 {
		t.Fatalf("kinds: %+v", o.Kinds)
	}
	for _, r := range o.Results {
		if c, rout, rerr := run(t, "", "replay", "-hash", filepath.Join(dir, filepath.Base(r.Save))); c != ExitOK || rout == "" {
			t.Fatalf("replay %s: exit %d %s", r.Save, c, rerr)
		}
	}
}

// The Wilson interval of 7 wins in 10 games is 0.397 to 0.892 (z = 1.96;
// Wilson 1927, as the notes give it); of 0 in 10, 0 to 0.278.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n      int
		low, high float64
	}{{7, 10, 0.397, 0.892}, {0, 10, 0, 0.278}, {180, 200, 0.851, 0.934}} {
		w := wilson(c.k, c.n)
		if math.Abs(w.Low-c.low) > 0.0015 || math.Abs(w.High-c.high) > 0.0015 {
			t.Errorf("wilson(%d, %d) = %.3f..%.3f, want %.3f..%.3f", c.k, c.n, w.Low, w.High, c.low, c.high)
		}
	}
}

// selfplay refuses a missing -n and an unknown kind as usage mistakes.
func TestSelfplayUsage(t *testing.T) {
	for _, args := range [][]string{{"selfplay"}, {"selfplay", "-n", "1", "-a", "grandmaster"}, {"selfplay", "-n", "1", "stray"}} {
		if code, _, _ := run(t, "", args...); code != ExitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, ExitUsage)
		}
	}
}

// hint gives the computer's plan for the position of a save without
// giving it: orders of the deciding player, each with its reason, each
// one the ruleset accepts in that position.
func TestHint(t *testing.T) {
	const file = "../game/rules/kow/testdata/boxed-flyer.jsonl" // a game in a movement phase
	code, out, errOut := run(t, "", "hint", "-level", "easy", file)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var h hintOutput
	if err := json.Unmarshal([]byte(out), &h); err != nil {
		t.Fatal(err)
	}
	if h.Player != 2 || h.Decision != "give-orders" || len(h.Plan) == 0 {
		t.Fatalf("hint: %+v", h)
	}
	s, _, err := (Env{}).store().Open(file, save.View, save.NoJournal)
	if err != nil {
		t.Fatal(err)
	}
	for i, o := range h.Plan {
		if o.Reason == "" {
			t.Errorf("%s: no reason", o.Kind)
		}
		order, err := engine.DecodeOrder(s.Game.Rules, o.Kind, o.Order)
		if err != nil {
			t.Fatal(err)
		}
		if order.Player() != 2 {
			t.Errorf("%s is player %d's", o.Kind, order.Player())
		}
		if i == 0 {
			if err := s.Game.Rules.Check(s.Game.State, order); err != nil {
				t.Errorf("the first order of the hint is refused: %v", err)
			}
		}
	}
	if code, _, _ := run(t, "", "hint", "-level", "naive", file); code != ExitUsage {
		t.Errorf("-level naive: exit %d, want %d", code, ExitUsage)
	}
}
