package toy_test

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/toy"
)

const cm = 10.0

// started loads the test scenario and starts it.
func started(t *testing.T) *engine.Game {
	t.Helper()
	g, err := gametest.ToyGame()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func named(t *testing.T, s *engine.State, name string) *engine.Piece {
	t.Helper()
	for i := range s.Pieces {
		if s.Pieces[i].Name == name {
			return &s.Pieces[i]
		}
	}
	t.Fatalf("no piece %q", name)
	return nil
}

// toy rules 1, 4, 5, 6: the game starts with player 1, two tokens and a
// card face down per side, the flag in the middle, the raven on its
// captain's base; player 1 decides, with a card to hide.
func TestStart(t *testing.T) {
	g := started(t)
	s := g.State
	for _, id := range []engine.PlayerID{1, 2} {
		sd := s.Side(id)
		if sd == nil || sd.Counter("tokens") != 2 || len(sd.Cards) != 1 || sd.Cards[0].Up ||
			(sd.Cards[0].Face != toy.Rally && sd.Cards[0].Face != toy.Ambush) {
			t.Fatalf("side %d: %+v", id, sd)
		}
	}
	if f := s.Marker(1); f == nil || f.Pose.Pos != geom.V(300, 200) || f.Owner != 0 {
		t.Fatalf("flag %+v", f)
	}
	raven, captain := named(t, s, "Captain's Raven"), named(t, s, "Lark Captain")
	if raven.Attached != captain.ID || raven.Pose != captain.Pose {
		t.Fatalf("the raven rides %d at %v, its captain is %d at %v", raven.Attached, raven.Pose, captain.ID, captain.Pose)
	}
	d := g.Decision()
	if d.Player != 1 || d.Kind != engine.GiveOrders || !d.Hidden || len(d.Options) != 1 || d.Options[0].Order != (toy.Reveal{By: 1}) {
		t.Fatalf("decision %+v", d)
	}
	if slices.Contains(d.Pieces, raven.ID) || len(d.Pieces) != 2 {
		t.Fatalf("pieces to act %v: the two of player 1 that are not carried", d.Pieces)
	}
	if bad := gametest.Invariants(g.Rules, s, geom.Eps); len(bad) > 0 {
		t.Fatal(bad)
	}
}

// toy rule 4: View blanks the face of the other side's face-down card,
// and only that: the viewer's own stays, the State is not changed, and
// with nothing hidden from the viewer View is the State itself.
func TestViewHidesTheOtherSidesCard(t *testing.T) {
	g := started(t)
	s := g.State
	v := g.Rules.View(s, 1)
	if v == s || v.Side(2).Cards[0].Face != "" || v.Side(1).Cards[0].Face != s.Side(1).Cards[0].Face {
		t.Fatalf("view for player 1: %+v", v.Sides)
	}
	if s.Side(2).Cards[0].Face == "" {
		t.Fatal("View changed the State")
	}
	lines := g.Rules.SideCard(v, 2)
	if !slices.ContainsFunc(lines, func(l engine.Line) bool { return l.Text == "Card: face down" }) {
		t.Fatalf("player 2's side as player 1 sees it: %v", lines)
	}
	if _, err := g.Do(toy.Reveal{By: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(toy.Reveal{By: 2}); err != nil {
		t.Fatal(err)
	}
	if v := g.Rules.View(s, 1); v != s {
		t.Fatal("with every card up, View copied the State")
	}
}

// strikeReady puts the Lark Spear 1 cm from the Crow Brute.
func strikeReady(t *testing.T) (*engine.Game, *engine.Piece, *engine.Piece) {
	g := started(t)
	s := g.State
	sp, br := named(t, s, "Lark Spear"), named(t, s, "Crow Brute")
	br.Pose.Pos = sp.Pose.Pos.Add(geom.V(0, 25+cm)) // two 25 mm bases, 1 cm apart
	return g, sp, br
}

// toy rule 3: a strike asks the struck side to react in the middle of
// the other player's turn: the Decision's player changes, nobody else may
// give an order, and the dodge and the take are resolved by the dice.
func TestStrikeAsksTheOtherPlayer(t *testing.T) {
	g, sp, br := strikeReady(t)
	s := g.State
	if _, err := g.Do(toy.Strike{By: 1, Unit: sp.ID, Target: br.ID}); err != nil {
		t.Fatal(err)
	}
	d := g.Decision()
	if d.Player != 2 || d.Kind != engine.React || len(d.Options) != 2 || !strings.Contains(d.Prompt, "Lark Spear strikes Crow Brute") {
		t.Fatalf("decision after the strike %+v", d)
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err == nil || !strings.Contains(err.Error(), "engine/decider") {
		t.Fatalf("player 1 ending the turn while player 2 reacts: %v", err)
	}
	s.Dice = dice.NewFixed(1, []int{4})
	if _, err := g.Do(toy.React{By: 2, Dodge: true}); err != nil {
		t.Fatal(err)
	}
	if br.Counter("wounds") != 0 || s.Side(2).Counter("tokens") != 1 || g.Decision().Player != 1 {
		t.Fatalf("after a dodge of 4: wounds %d tokens %d decider %d", br.Counter("wounds"), s.Side(2).Counter("tokens"), g.Decision().Player)
	}
	if _, err := g.Do(toy.Strike{By: 1, Unit: sp.ID, Target: br.ID}); err == nil {
		t.Fatal("a second strike in one turn")
	}
}

// toy rule 3: the odds of a strike are the dice's: with a token to dodge
// with, the strike lands on 1-3 of a D6 (1/2); with none it always lands.
// And a dodge that fails (a 3) leaves a wound, as the odds say.
func TestStrikeOdds(t *testing.T) {
	g, sp, br := strikeReady(t)
	s := g.State
	o := toy.Strike{By: 1, Unit: sp.ID, Target: br.ID}
	od, err := g.Rules.Odds(s, o)
	if err != nil {
		t.Fatal(err)
	}
	if od.Mean.Cmp(big.NewRat(1, 2)) != 0 || od.Results[1].Label != "Wounded" || od.Results[1].Tone != engine.Warn {
		t.Fatalf("odds %+v mean %v", od, od.Mean)
	}
	s.Side(2).SetCounter("tokens", 0)
	if od, _ := g.Rules.Odds(s, o); od.Mean.Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("with no token the strike lands with p %v", od.Mean)
	}
	s.Side(2).SetCounter("tokens", 1)
	g.Do(o)
	s.Dice = dice.NewFixed(1, []int{3})
	if _, err := g.Do(toy.React{By: 2, Dodge: true}); err != nil {
		t.Fatal(err)
	}
	if br.Counter("wounds") != 1 {
		t.Fatalf("a dodge of 3 left %d wounds", br.Counter("wounds"))
	}
}

// toy rules 2, 5, 6: a free path of legs around the west stone; the
// familiar rides with its captain; a model ending within 3 cm of the flag
// takes it; a path the solver would cut short is refused as it is.
func TestMoveAlongAPath(t *testing.T) {
	g := started(t)
	s := g.State
	cap, raven := named(t, s, "Lark Captain"), named(t, s, "Captain's Raven")
	cap.Pose.Pos, raven.Pose.Pos = geom.V(240, 120), geom.V(240, 120)
	// Two legs, 44.7 + 14.1 mm of the captain's 100: it ends 42.4 mm from
	// the flag's centre, its 15 mm radius and the flag's 12.5 within 3 cm.
	steps := []move.Step{{Kind: move.Path, To: geom.V(260, 160)}, {Kind: move.Path, To: geom.V(270, 170)}}
	ev, err := g.Do(toy.NewMove(1, cap.ID, steps))
	if err != nil {
		t.Fatal(err)
	}
	if cap.Pose.Pos.Dist(geom.V(270, 170)) > geom.Eps || raven.Pose != cap.Pose {
		t.Fatalf("captain at %v, raven at %v", cap.Pose.Pos, raven.Pose.Pos)
	}
	if f := s.Marker(1); f.Owner != 1 || !slices.ContainsFunc(ev, func(e engine.Event) bool { return strings.Contains(e.Text, "takes the flag") }) {
		t.Fatalf("the flag %+v after %+v", f, ev)
	}
	sp := named(t, s, "Lark Spear")
	sp.Pose.Pos = geom.V(220, 110)
	through := []move.Step{{Kind: move.Path, To: geom.V(220, 200)}} // into the west stone
	if _, err := g.Do(toy.NewMove(1, sp.ID, through)); err == nil {
		t.Fatal("a move through the stone was given")
	}
	res, err := g.Rules.PreviewMove(s, toy.NewMove(1, sp.ID, through))
	if err != nil || !res.Clamped || len(res.Reasons) == 0 || !strings.Contains(res.Reasons[0].Text, "West Stone") {
		t.Fatalf("preview of the move through the stone: %+v %v", res.Reasons, err)
	}
	if _, err := g.Do(toy.NewMove(1, sp.ID, res.Steps)); err != nil {
		t.Fatalf("the clamped preview is refused: %v", err)
	}
}

// Every order kind goes through the codec and back unchanged.
func TestCodecRoundTrip(t *testing.T) {
	r := &toy.Ruleset{}
	for _, o := range []engine.Order{
		toy.NewMove(1, 3, []move.Step{{Kind: move.Path, To: geom.V(1.5, 2.25)}, {Kind: move.Pivot, Angle: 0.3}}),
		toy.Strike{By: 2, Unit: 4, Target: 1}, toy.React{By: 1, Dodge: true}, toy.React{By: 2}, toy.Reveal{By: 2},
	} {
		kind, data, err := engine.EncodeOrder(r, o)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.DecodeOrder(r, kind, data)
		if err != nil || back != o {
			t.Fatalf("%s %s: decoded %+v, %v", kind, data, back, err)
		}
	}
	if _, err := engine.DecodeOrder(r, "toy/move", []byte(`{"by":1,"unit":2,"steps":[{"kind":"path","to":[1]}]}`)); err == nil {
		t.Fatal("a leg with one coordinate decoded")
	}
}

// Property: random games through the engine's contract alone (any order
// the Decision allows, legal or not) keep the invariants after every
// order, a refused order changes nothing, the same orders on the same
// seed give the same game, and every game ends.
func TestRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		g := started(t)
		orders, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 7)), 400)
		if bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		if !g.State.Over {
			t.Fatalf("seed %d: the game did not end", seed)
		}
		if bad := gametest.Replay(started(t), orders, g.State); bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
	}
}
