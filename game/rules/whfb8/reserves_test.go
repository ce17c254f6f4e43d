package whfb8

import (
	"math"
	"slices"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/move"
)

// whfb8 §12 Meeting Engagement: "roll a D6 for each unit, each character
// and each war machine separately: on a 1 it is held in reserve";
// "Reserves enter in any turn their owner chooses, using the
// reinforcement rules (§4.7), from the long table edge in their own half";
// §4.7 Reinforcements: "the whole rear rank touching the table edge,
// facing straight into the table. It may not charge or march that turn."
func TestMeetingReserves(t *testing.T) {
	// roll-off 6 v 1; player 1's reserve rolls: the Knights 1, the rest 6
	g := battleGame(t, "example/crossroads-meeting.scenario.yaml", 6, 1, 1, 6, 6, 6, 6)
	s := g.State
	takeHalf(t, g, 0) // the south-west half
	knights := s.Gone[len(s.Gone)-1]
	if knights.Name != "Vale Knights" || !inReserve(&knights) || s.Piece(knights.ID) != nil {
		t.Fatalf("the Knights rolled 1 but are not in reserve: %+v", s.Gone)
	}
	if ev := g.Log[len(g.Log)-1].Events; !slices.ContainsFunc(ev, func(e engine.Event) bool {
		return len(e.Dice) == 5 && e.Text == "Player 1 rolls for reserves: Vale Knights 1, Vale Outriders 6, Vale War Chariot 6, Fen Wardens 6, Vale Spearmen 6; held in reserve: Vale Knights."
	}) {
		t.Errorf("the roll for reserves: %v", texts(ev))
	}
	for s.Phase == DeployPhase && len(g.Decision().Options) == 0 {
		do(t, g, firstSpot(t, g, g.Decision().Pieces[0]))
	}
	if s.Phase != DeployPhase || g.Decision().Player != 1 { // player 2 set up second and rolled: not a 6
		t.Fatalf("after deployment: phase %s, %+v", s.Phase, g.Decision())
	}
	do(t, g, ChooseFirst{By: 1, First: 1})
	endUntil(t, g, 1, Movement)
	d := g.Decision()
	if len(d.Options) != 1 || d.Options[0].Kind != (BringOn{}).Kind() || d.Options[0].Label != "Bring on Vale Knights" {
		t.Fatalf("player 1's remaining moves: options %+v", d.Options)
	}
	do(t, g, d.Options[0].Order)
	k := s.Piece(knights.ID)
	if k == nil {
		t.Fatal("the Knights did not come on")
	}
	rear := k.Pose.Pos.Y - k.Footprint.D/2
	if math.Abs(rear) > 0.1 || k.Pose.Heading != 0 || k.Pose.Pos.X > zoneOf(s, 1).Bounds().Max.X {
		t.Errorf("the Knights came on at %v, heading %v: want the rear rank on the south edge, facing north, in the half", k.Pose.Pos, k.Pose.Heading)
	}
	if _, err := g.Do(NewMove(1, k.ID, March, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 10 * Inch}})); err == nil {
		t.Error("a reserve marched the turn it came on")
	}
	do(t, g, NewMove(1, k.ID, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 5 * Inch}}))
	if len(g.Decision().Options) != 0 {
		t.Error("the reserve is offered again")
	}
}

// whfb8 §12 Meeting Engagement: "the player who set up second rolls a
// D6; 6 → he chooses who goes first, 1–5 → the first player chooses";
// and a reserve never brought on counts as fled at the end (as an
// ambusher does, §12), its General too (The King is dead, +100).
func TestMeetingFirstTurnAndUnarrivedReserves(t *testing.T) {
	for _, c := range []struct {
		face    int
		chooser engine.PlayerID
	}{{1, 1}, {5, 1}, {6, 2}} {
		g := battleGame(t, "example/crossroads-meeting.scenario.yaml", 6, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6)
		s := g.State
		takeHalf(t, g, 0)
		for s.Phase == DeployPhase && len(g.Decision().Options) == 0 {
			if d := g.Decision(); len(d.Pieces) == 1 && s.Piece(d.Pieces[0]).HasRule("Scouts") && len(waitingOf(s, 0)) == 1 {
				s.Dice = dice.NewFixed(1, []int{c.face}) // the last unit: then player 2's roll
			}
			do(t, g, firstSpot(t, g, g.Decision().Pieces[0]))
		}
		if d := g.Decision(); d.Player != c.chooser || len(d.Options) != 2 {
			t.Errorf("player 2 rolled %d: player %d chooses, want %d", c.face, d.Player, c.chooser)
		}
		s.Over = true
		// 210 points, and 100 more: the Knights carry the General
		if sc := g.Rules.Score(s); sc.Points[2] != 310 || len(sc.Lines[2]) != 2 || sc.Lines[2][0].Text != "Vale Knights: 210" {
			t.Errorf("the Knights never came on: %+v", sc)
		}
	}
}
