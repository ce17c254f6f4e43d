package whfb8

import (
	"math"
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
	"warbench/game/prob"
	"warbench/game/scenario"
)

// hero is a character model on a 20 mm base, with the stats given.
func hero(t *testing.T, id engine.PieceID, owner engine.PlayerID, name string, over map[string]int) engine.Piece {
	t.Helper()
	st := map[string]int{"models": 1, "files": 1}
	for k, v := range over {
		st[k] = v
	}
	h := piece(t, st)
	h.ID, h.Owner, h.Name, h.Size = id, owner, name, "single"
	return *h
}

// whfb8 §10.2: "How to join: move the character into base contact with
// the unit"; "Always in the first rank"; "the combined unit moves at the
// pace of its slowest model"; "Leadership: always the highest Ld in the
// unit"; a character leaving moves out and keeps 1" from it (§3.4).
func TestCharacterJoinsAndLeaves(t *testing.T) {
	a := piece(t, map[string]int{"M": 5, "Ld": 6})
	s := duel(t, a, piece(t, nil), 30*Inch, Movement)
	h := hero(t, 3, 1, "Captain", map[string]int{"M": 4, "Ld": 9})
	h.Pose = geom.Pose{Pos: s.Pieces[0].Pose.Pos.Add(geom.V(0, -s.Pieces[0].Footprint.D/2-5*Inch))} // 5" behind the unit
	s.Pieces = append(s.Pieces, h)
	r := &Ruleset{}
	g := &engine.Game{Rules: r, State: s}
	if _, err := g.Do(Join{By: 1, Character: 3, Unit: 1}); err == nil || !strings.Contains(err.Error(), "at most 4\"") {
		t.Fatalf("5\" away with M 4: %v", err)
	}
	s.Pieces[2].Pose.Pos = s.Pieces[2].Pose.Pos.Add(geom.V(0, 1.5*Inch)) // now 3.5" away
	do(t, g, Join{By: 1, Character: 3, Unit: 1})
	u, c := s.Piece(1), s.Piece(3)
	// front rank, flush with the front edge, in the middle: the unit's
	// front is at y = 400 + 40 (4 ranks of 20 mm, centre 400)
	if want := geom.V(900, 400+40-10); c.Attached != 1 || c.Pose.Pos.Sub(want).Len() > 1e-9 {
		t.Errorf("character at %v attached %d, want %v in unit 1", c.Pose.Pos, c.Attached, want)
	}
	if stat(u, "M") != 4 || leadership(s, u) != 9 {
		t.Errorf("combined unit M %d Ld %d, want the slowest 4 and the highest 9", stat(u, "M"), leadership(s, u))
	}
	if l := limits(u, Normal); math.Abs(l.Budget-4*Inch) > 1e-9 {
		t.Errorf("move budget %v, want 4\"", l.Budget)
	}
	if il := r.canMove(s, u, Normal); il == nil {
		t.Error("§10.2: the unit may not move after the character joined")
	}
	// next turn: the unit moves and the character goes with it
	s.Turn = 2
	do(t, g, NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 2 * Inch}}))
	if want := geom.V(900, 400+2*Inch+30); s.Piece(3).Pose.Pos.Sub(want).Len() > 1e-6 {
		t.Errorf("after the unit's move the character stands at %v, want %v", s.Piece(3).Pose.Pos, want)
	}
	// leaving by moving out: 1" short is refused, 3" ahead is clear
	s.Turn = 3
	if _, err := g.Do(NewMove(1, 3, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 0.5 * Inch}})); err == nil {
		t.Error("a character ending within 1\" of his unit has not left it")
	}
	do(t, g, NewMove(1, 3, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 4 * Inch}}))
	if c := s.Piece(3); c.Attached != 0 || stat(s.Piece(1), "M") != 5 || leadership(s, s.Piece(1)) != 6 {
		t.Errorf("after leaving: attached %d, unit M %d Ld %d; want 0, 5, 6", c.Attached, stat(s.Piece(1), "M"), leadership(s, s.Piece(1)))
	}
}

// whfb8 §10.2: "BS-based shots cannot target him while the unit has 5 or
// more rank-and-file (champion not counted) of his troop type".
func TestCharacterInUnitCannotBeShot(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	s := duel(t, a, piece(t, nil), 10*Inch, Shooting)
	h := hero(t, 3, 2, "Chief", nil)
	h.Attached = 2
	s.Pieces = append(s.Pieces, h)
	placeCharacters(s)
	r := &Ruleset{}
	if il := r.checkShoot(s, Shoot{By: 1, Unit: 1, Target: 3}); il == nil || il.Rule != rule("10.2") {
		t.Errorf("shooting a character in a unit of 20: %v", il)
	}
	s.Piece(2).Formation.Models = 4 // fewer than 5: he may be picked out
	if il := r.checkShoot(s, Shoot{By: 1, Unit: 1, Target: 3}); il != nil && il.Rule == rule("10.2") {
		t.Errorf("with 4 rank-and-file: %v", il)
	}
}

// whfb8 §10.3: Inspiring Presence and Hold Your Ground! reach "12" (18"
// if he is or rides a Large Target)", from the character model.
func TestCommandRangeOfCharacterModels(t *testing.T) {
	a := piece(t, map[string]int{"Ld": 6})
	s := duel(t, a, piece(t, nil), 30*Inch, Movement)
	gen := hero(t, 3, 1, "Lord", map[string]int{"Ld": 9})
	gen.Rules = []string{"Battle Standard", "General"}
	gen.Pose = geom.Pose{Pos: s.Pieces[0].Pose.Pos.Add(geom.V(s.Pieces[0].Footprint.W/2+10+15*Inch, 0))} // 15" from the unit
	s.Pieces = append(s.Pieces, gen)
	p := s.Piece(1)
	if leadership(s, p) != 6 || holdYourGround(s, p) {
		t.Errorf("15\" from a General on foot: Ld %d, re-roll %v; want 6, false", leadership(s, p), holdYourGround(s, p))
	}
	s.Piece(3).Rules = []string{"Battle Standard", "General", "Large Target"}
	if leadership(s, p) != 9 || !holdYourGround(s, p) {
		t.Errorf("15\" from a Large Target General: Ld %d, re-roll %v; want 9, true", leadership(s, p), holdYourGround(s, p))
	}
	s.Piece(3).Pose.Pos = s.Piece(3).Pose.Pos.Add(geom.V(3.5*Inch, 0)) // 18.5"
	if leadership(s, p) != 6 {
		t.Errorf("18.5\" from a Large Target General: Ld %d, want 6", leadership(s, p))
	}
}

// challengeFight is a combat of two units in contact, each with a
// character in its front rank, in player 1's close combat phase.
func challengeFight(t *testing.T, mine, theirs map[string]int) (*engine.Game, *engine.State) {
	a, b := piece(t, nil), piece(t, nil)
	s := duel(t, a, b, 0, Combat)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	h1 := hero(t, 3, 1, "Captain", mine)
	h1.Attached = 1
	h2 := hero(t, 4, 2, "Chief", theirs)
	h2.Attached = 2
	s.Pieces = append(s.Pieces, h1, h2)
	placeCharacters(s)
	return &engine.Game{Rules: &Ruleset{}, State: s}, s
}

// whfb8 §10.3: "Accepted: the two models fight only each other ...
// Overkill counts toward combat resolution (+1 per excess wound, max
// +5)"; §7.6: "Overkill: +1 for each wound inflicted in a challenge
// beyond what the enemy needed to die, up to +5".
func TestChallengeAcceptedOverkill(t *testing.T) {
	g, s := challengeFight(t, map[string]int{"A": 8, "I": 6, "WS": 5, "S": 4}, map[string]int{"I": 5})
	r := g.Rules.(*Ruleset)
	ev := do(t, g, Fight{By: 1, Unit: 1})
	d := r.Decision(s)
	if d.Player != 1 || len(d.Options) != 2 || d.Options[0].Label != "Challenge with Captain" || d.Options[1].Label != "No challenge" {
		t.Fatalf("after %v: decision %+v", ev, d)
	}
	if _, err := g.Do(Fight{By: 1, Unit: 1}); err == nil {
		t.Error("a fight while a challenge waits was accepted")
	}
	do(t, g, Challenge{By: 1, Duelist: 3})
	d = r.Decision(s)
	// the Chief (1 attack, 4+ to hit and to wound: 1/4 of a wound against
	// the Captain) faces 8 attacks hitting on 3+ and wounding on 3+, each
	// a wound with 4/9, counted up to his 1 W and +5 overkill: the mean of
	// min(Binomial(8, 4/9), 6) is 50756192/14348907: refusing comes first
	if d.Player != 2 || d.Options[0].Label != "Refuse" || d.Options[1].Label != "Accept with Chief" {
		t.Fatalf("answer: %+v", d)
	}
	if m := duelMean(s, s.Piece(3), s.Piece(4)); m.Cmp(big.NewRat(50756192, 14348907)) != 0 {
		t.Errorf("Captain's mean against the Chief %v, want 50756192/14348907", m)
	}
	if m := duelMean(s, s.Piece(4), s.Piece(3)); m.Cmp(big.NewRat(1, 4)) != 0 {
		t.Errorf("Chief's mean against the Captain %v, want 1/4", m)
	}
	// the odds of accepting are the Chief's blows at the Captain
	if od, err := r.Odds(s, Challenge{By: 2, Duelist: 4, Answer: true}); err != nil || od.Mean.Cmp(big.NewRat(1, 4)) != 0 {
		t.Errorf("odds of accepting: %v, %v; want a mean of 1/4", od.Mean, err)
	}
	// eight 6s to hit and eight 6s to wound against the Chief's one wound:
	// 1 wound counts, 7 more are overkill, capped at +5
	sixes := make([]int, 16)
	for i := range sixes {
		sixes[i] = 6
	}
	s.Dice = dice.NewFixed(1, sixes)
	ev = do(t, g, Challenge{By: 2, Duelist: 4, Answer: true})
	text := strings.Join(texts(ev), "\n")
	for _, want := range []string{"Chief accepts the challenge of Captain.", "Captain strikes at Chief: 8 attacks", "Chief is slain.", "Overkill: player 1 +5."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	if s.Piece(4) != nil || s.Piece(3).Counter("duel") != 0 {
		t.Error("the slain Chief is still on the table, or the duel outlived its round")
	}
}

// whfb8 §10.3: "Refused: the challenger nominates an enemy character ...
// That character moves to a rank out of contact, may not attack this
// round, and his Ld may not be used this turn"; "A character who cannot
// be moved out of base contact cannot refuse, for example a lone
// character".
func TestChallengeRefused(t *testing.T) {
	g, s := challengeFight(t, nil, map[string]int{"Ld": 9})
	r := g.Rules.(*Ruleset)
	if leadership(s, s.Piece(2)) != 9 {
		t.Fatalf("Ld %d before the refusal, want the Chief's 9", leadership(s, s.Piece(2)))
	}
	do(t, g, Fight{By: 1, Unit: 1})
	do(t, g, Challenge{By: 1, Duelist: 3})
	ev := do(t, g, Challenge{By: 2, Answer: true})
	text := strings.Join(texts(ev), "\n")
	if !strings.Contains(text, "The challenge is refused: Chief stands back this round.") || strings.Contains(text, "Chief strikes") {
		t.Errorf("refusal:\n%s", text)
	}
	if c := s.Piece(4); c != nil && leadership(s, s.Piece(2)) != 7 {
		t.Errorf("Ld %d after the refusal, want the unit's own 7", leadership(s, s.Piece(2)))
	}
	// a lone character cannot refuse
	g, s = challengeFight(t, nil, nil)
	s.Piece(4).Attached = 0
	ids := combatOf(s, s.Piece(1))
	if _, ok := refuser(s, append(ids, 4), 2); ok {
		t.Error("a lone character may refuse")
	}
	_ = r
}

// whfb8 §10.2: "How to join: move the character into base contact with
// the unit"; "Different base sizes: if his base does not fit whole slots
// ... he is placed at the side of the unit". The heroes sample stands
// its characters in contact with their units, so they start in them.
func TestHeroesSampleStartsWithCharactersInUnits(t *testing.T) {
	sc, err := scenario.Load(Example, "example/cairn-ridge-heroes.scenario.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	s := g.State
	for _, c := range [][2]string{{"Ashmark Captain", "Ashmark Halberdiers"}, {"Ashmark Banner-Sergeant", "Ashmark Halberdiers"},
		{"Gravel-Tusk Warboss", "Gravel-Tusk Choppas"}, {"Gravel-Tusk Tusk-Banner", "Stoneback Brutes"}} {
		if ch, u := byName(t, s, c[0]), byName(t, s, c[1]); ch.Attached != u.ID {
			t.Errorf("%s attached to %d, want %s", c[0], ch.Attached, c[1])
		}
	}
	if w := byName(t, s, "Ashmark Hedge-Wizard"); w.Attached != 0 {
		t.Error("the wizard stood apart and joined nobody")
	}
	// the Tusk-Banner's 25 mm base beside the Brutes' 40 mm slots: at the
	// right flank (the Brutes face -y, so their right is -x), front flush
	br, tb := byName(t, s, "Stoneback Brutes"), byName(t, s, "Gravel-Tusk Tusk-Banner")
	if want := geom.V(22*Inch-60-12.5, 40*Inch-20+12.5); tb.Pose.Pos.Sub(want).Len() > 1e-6 {
		t.Errorf("Tusk-Banner at %v, want %v (beside %v)", tb.Pose.Pos, want, br.Pose.Pos)
	}
	if bad := engine.Invariants(g.Rules, s, 0.01); len(bad) > 0 {
		t.Error(bad)
	}
}

// whfb8 §9.3: the champion "can issue and accept challenges like a
// character"; "wounds beyond his own, when aimed at him, are lost" (here
// overkill, §7.6); §7.2: a champion has his own attack line, +1 A
// (§14: "champion has its own attack/profile line").
func TestChampionFightsAndDuels(t *testing.T) {
	a, b := piece(t, nil), piece(t, nil)
	a.Rules, b.Rules = []string{"Champion"}, []string{"Champion"}
	s := duel(t, a, b, 0, Combat)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	u1, u2 := s.Piece(1), s.Piece(2)
	// 5 in contact and 5 supporting, 1 attack each, and the champion's
	// second attack
	if n := blows(s, u1, u2).N; n != 11 {
		t.Errorf("a unit of 20 with a champion makes %d attacks, want 11", n)
	}
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, Fight{By: 1, Unit: 1})
	d := g.Rules.Decision(s)
	// equal champions have no edge: declining comes first
	if len(d.Options) != 2 || d.Options[0].Label != "No challenge" || d.Options[1].Label != "Challenge with the champion" {
		t.Fatalf("options %+v", d.Options)
	}
	do(t, g, Challenge{By: 1, Duelist: 1})
	// the answer is taken apart from the fight: set the duel by hand
	u1.SetCounter("duel", 2)
	u2.SetCounter("duel", 1)
	if n := blows(s, u1, u2).N; n != 9 {
		t.Errorf("with the champion in a challenge the unit makes %d attacks, want 9 (his 1 in contact goes to the duel)", n)
	}
	b1 := duelBlow(s, u1, u2)
	if b1.a.N != 2 || b1.a.Hit != 4 || b1.a.Wound != 4 {
		t.Fatalf("champion's duel blows %+v, want 2 attacks on 4+ and 4+", b1.a)
	}
	s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6})
	r := g.Rules.(*Ruleset)
	_, wounds, overkill := r.strikeDuel(s, b1)
	if wounds != 1 || overkill != 1 || u2.Counter("champion-lost") != 1 || u2.Formation.Models != 19 || hasChampion(u2) {
		t.Errorf("2 unsaved wounds on a 1-wound champion: %d counted, %d overkill, lost %d, %d models left; want 1, 1, 1, 19",
			wounds, overkill, u2.Counter("champion-lost"), u2.Formation.Models)
	}
}

// whfb8 §10.3: the Battle Standard Bearer, "like other standard bearers,
// he is killed automatically if he flees from combat (Last Stand)"; §12:
// +100 for the Battle Standard taken.
func TestBattleStandardBearerLastStand(t *testing.T) {
	_, s := challengeFight(t, nil, nil)
	s.Piece(4).Rules = []string{"Battle Standard"}
	// Ld 7 − 3: the test and Hold Your Ground!'s re-roll both fail
	s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6})
	ev := (&Ruleset{}).breakTest(s, s.Piece(1), s.Piece(2), 3)
	if !strings.Contains(strings.Join(texts(ev), "\n"), "Chief makes a last stand and falls: the battle standard is lost.") || s.Piece(4) != nil {
		t.Fatalf("break: %v", texts(ev))
	}
	if sc := (&Ruleset{}).Score(s); sc.Points[1] != 100 {
		t.Errorf("victory points %v, want 100 for the battle standard (the Chief has no points)", sc.Points)
	}
	// a lone Battle Standard Bearer that breaks falls too
	_, s = challengeFight(t, nil, nil)
	s.Piece(4).Rules = []string{"Battle Standard"}
	s.Piece(4).Attached = 0
	s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6})
	ev = (&Ruleset{}).breakTest(s, s.Piece(1), s.Piece(4), 3)
	if s.Piece(4) != nil || !strings.Contains(strings.Join(texts(ev), "\n"), "Chief makes a last stand and falls") {
		t.Errorf("a lone BSB breaking: %v", texts(ev))
	}
}

// whfb8 §10.2: "Look Out Sir! (lone character): a lone character hit by
// any ranged attack ... while within 3" of a friendly unit of 5 or more
// rank-and-file models of his own troop type rolls 1D6. On 4+ a model of
// that nearby unit takes the hit instead". Ten shots at BS3 (4+), S3
// against T3 (4+): a wound on the character with 1/2 × 1/2 × 1/2 = 1/8.
func TestLookOutSirForALoneCharacter(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	h := hero(t, 2, 2, "Chief", map[string]int{"W": 2})
	s := duel(t, a, &h, 10*Inch, Shooting)
	c := s.Piece(2)
	f := piece(t, nil)
	f.ID, f.Owner, f.Name, f.Rules = 3, 2, "Friends", []string{"Immune to Psychology"}
	f.Pose = geom.Pose{Pos: c.Pose.Pos.Add(geom.V(c.Footprint.W/2+2*Inch+f.Footprint.W/2, 0)), Heading: c.Pose.Heading} // 2" to his side
	s.Pieces = append(s.Pieces, *f)
	r := &Ruleset{}
	od, err := r.Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewRat(282475249, 1073741824); od.Damage[0].P.Cmp(want) != 0 || !strings.Contains(od.Text, "Look Out Sir! 4+") {
		t.Errorf("P(no wound) %v, want (7/8)^10; text %q", od.Damage[0].P, od.Text)
	}
	// 4 hits; Look Out Sir! passes 2 (4, 5) and keeps 2 (1, 2); both
	// wound the Chief (W2: slain); the Friends take 2 hits, 1 wounds
	s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 4, 5, 1, 2, 6, 6, 6, 1})
	g := &engine.Game{Rules: r, State: s}
	text := strings.Join(texts(do(t, g, Shoot{By: 1, Unit: 1, Target: 2})), "\n")
	for _, want := range []string{"Look Out Sir!: 2 of 4 on 4+.", "Targets is wiped out.", "Look Out Sir!: Friends takes 2 hits.", "Friends loses 1 wound, 1 model."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
	// 4" away: no Look Out Sir!
	s = duel(t, a, &h, 10*Inch, Shooting)
	f.Pose.Pos = f.Pose.Pos.Add(geom.V(2*Inch, 0))
	s.Pieces = append(s.Pieces, *f)
	if need, _ := lookOutSir(s, s.Piece(2), false); need != 0 {
		t.Errorf("4\" from the unit: Look Out Sir! on %d+", need)
	}
	// templates (the hook for the template rules): 2+ for a character in a
	// unit of 5 or more, and the champion's 2+ (§9.3)
	s.Piece(2).Attached = 3
	if need, u := lookOutSir(s, s.Piece(2), true); need != 2 || u.ID != 3 {
		t.Errorf("a character in a unit under a template: %d+", need)
	}
	s.Piece(3).Rules = []string{"Champion"}
	s.Piece(3).Formation.Models = 5
	if championLookOut(s.Piece(3)) != 0 {
		t.Error("a champion with 4 rank-and-file has Look Out Sir!")
	}
}

// whfb8 §10.2: "Make Way!: a character may swap places with a model of
// the same base size that is in base contact with the enemy ... When the
// unit leaves combat, the character automatically returns to the first
// rank"; §2.3: a character in the front rank pushes a rank-and-file model
// back, so it no longer fights there.
func TestMakeWayAndDisplacedModels(t *testing.T) {
	g, s := challengeFight(t, map[string]int{"A": 3}, nil)
	u1, u2 := s.Piece(1), s.Piece(2)
	// to the front: 5 in contact less the Captain's place, and 5 behind
	if n := blows(s, u1, u2).N; n != 9 {
		t.Errorf("a front rank with the Captain in it: %d attacks from the rank-and-file, want 9", n)
	}
	if n := blows(s, s.Piece(3), u2).N; n != 3 {
		t.Errorf("the Captain: %d attacks, want his 3", n)
	}
	// the enemy moves to the left flank: 4 models of the left file touch it
	u2.Pose = geom.Pose{Pos: geom.V(900-50-40, 400), Heading: math.Pi / 2}
	placeCharacters(s)
	r := g.Rules.(*Ruleset)
	if n := blows(s, s.Piece(3), u2).N; n != 0 {
		t.Fatalf("the Captain in the middle of the front touches the flank enemy: %d attacks", n)
	}
	if il := r.checkMakeWay(s, MakeWay{By: 1, Character: 3}); il != nil {
		t.Fatal(il)
	}
	do(t, g, MakeWay{By: 1, Character: 3})
	// at the front-left corner: the Captain fights, the left file's front model stands behind him
	if want := geom.V(900-50+10, 400+40-10); s.Piece(3).Pose.Pos.Sub(want).Len() > 1e-6 {
		t.Errorf("Captain at %v, want %v", s.Piece(3).Pose.Pos, want)
	}
	if a, b := blows(s, s.Piece(3), u2).N, blows(s, u1, u2).N; a != 3 || b != 3 {
		t.Errorf("after Make Way!: Captain %d, unit %d attacks; want 3 and 3 (4 touching, less his place)", a, b)
	}
	if _, err := g.Do(MakeWay{By: 1, Character: 3}); err == nil {
		t.Error("Make Way! twice")
	}
	u1.SetCounter("engaged", 0) // out of the combat: back to the front rank
	placeCharacters(s)
	if want := geom.V(900, 400+40-10); s.Piece(3).Pose.Pos.Sub(want).Len() > 1e-6 || s.Piece(3).Counter("make-way") != 0 {
		t.Errorf("out of combat the Captain stands at %v, want %v", s.Piece(3).Pose.Pos, want)
	}
}

// whfb8 §6.8: "Champion: removed only when nobody else in the unit is
// left, musician and standard bearer included"; "Standard bearer: never
// chosen as a casualty unless only he and the champion remain";
// "Musician: never chosen as a casualty unless only the musician,
// standard bearer and champion remain. He dies before those two".
func TestCommandGroupDiesLast(t *testing.T) {
	p := piece(t, map[string]int{"models": 4, "files": 4})
	p.Rules = []string{"Champion", "Musician", "Standard"}
	for _, c := range []struct{ models, champion, standard, musician int }{{4, 1, 1, 1}, {3, 1, 1, 1}, {2, 1, 1, 0}, {1, 1, 0, 0}} {
		p.Formation.Models = c.models
		got := [3]bool{hasChampion(p), hasStandard(p), hasMusician(p)}
		if got != [3]bool{c.champion == 1, c.standard == 1, c.musician == 1} {
			t.Errorf("%d models: champion, standard, musician %v", c.models, got)
		}
	}
	p.Rules = []string{"Musician", "Standard"} // no champion: the standard bearer is the last
	p.Formation.Models = 1
	if !hasStandard(p) || hasMusician(p) {
		t.Errorf("the last model of a unit without champion: standard %v, musician %v; want true, false", hasStandard(p), hasMusician(p))
	}
}

// Random games of the heroes sample through the contract alone, as
// TestRandomGames: characters joining, leaving, fighting and dying keep
// the invariants (no piece off the table or on another but its unit),
// and the orders replay to the same State.
func TestRandomHeroesGames(t *testing.T) {
	load := func() *engine.Game {
		sc, err := scenario.Load(Example, "example/cairn-ridge-heroes.scenario.yaml")
		if err != nil {
			t.Fatal(err)
		}
		g := &engine.Game{Rules: sc.Rules, State: sc.State}
		g.Start()
		return g
	}
	kinds := map[string]int{}
	for seed := range uint64(5) {
		g := load()
		orders, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 11)), 600)
		if bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		if bad := gametest.Replay(load(), orders, g.State); bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		for _, o := range orders {
			kinds[o.Kind()]++
		}
	}
	if kinds[Join{}.Kind()] == 0 {
		t.Errorf("no character joined a unit in the random games: %v", kinds)
	}
}

// Regression: a character whose base does not fill the unit's slots
// stands at its right flank (whfb8 §10.2, p.98), outside its footprint;
// an enemy that charged flush against that flank then stood on him. He
// stands at the other flank instead, and with both taken, in the middle
// of the front rank.
func TestCharacterAtTheFlankMakesRoom(t *testing.T) {
	u := troop(t, "Ca", map[string]int{"models": 5, "files": 5, "M": 8})
	s := duel(t, u, piece(t, map[string]int{"models": 5}), 20*Inch, Combat)
	c := hero(t, 3, 1, "Hedge-Wizard", nil) // 20 mm among 25 mm slots
	c.Attached = 1
	s.Pieces = append(s.Pieces, c)
	placeCharacters(s)
	r := s.Piece(1).Rect()
	if d := r.Local(s.Piece(3).Pose.Pos).X; d < r.W/2 {
		t.Fatalf("the character stands %v mm right of the middle, want at the right flank (beyond %v)", d, r.W/2)
	}
	right := block(t, 4, 2, "Flankers", r.Center.Add(r.Right().Scale(r.W/2+10)), -math.Pi/2)
	s.Pieces = append(s.Pieces, right)
	placeCharacters(s)
	if d := r.Local(s.Piece(3).Pose.Pos).X; d > -r.W/2 {
		t.Errorf("with an enemy at the right flank the character stands %v mm right of the middle, want at the left flank", d)
	}
	left := block(t, 5, 2, "Others", r.Center.Sub(r.Right().Scale(r.W/2+10)), math.Pi/2)
	s.Pieces = append(s.Pieces, left)
	placeCharacters(s)
	if p := s.Piece(3).Pose.Pos; !r.Poly().Contains(p) {
		t.Errorf("with both flanks taken the character stands at %v, outside his unit", p)
	}
	if bad := gametest.Invariants(&Ruleset{}, s, 1e-6); len(bad) > 0 {
		t.Error(bad)
	}
}

// whfb8 §10.2: "Against templates and unusual shots, he gets Look Out
// Sir! (the G1 2+ version) while the unit has 5+ models, champion not
// counted"; a lone character "hit by any ranged attack (BS, template or
// other) while within 3" of a friendly unit of 5 or more rank-and-file
// ... of his own troop type ... on 4+ a model of that nearby unit takes
// the hit". Under a template, the captain in his unit passes his hit on
// a 2 and the lone hero 2" from it keeps his on a 3; the exact odds of
// the hits the unit takes: its 4, and 5/6 of the captain's, and 1/2 of
// the hero's.
func TestLookOutSirAgainstTemplates(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 20*Inch, Shooting)
	capt := hero(t, 3, 2, "Captain", nil)
	capt.Attached = 2
	lone := hero(t, 4, 2, "Hero", nil)
	u := s.Piece(2)
	lone.Pose = geom.Pose{Pos: u.Pose.Pos.Add(geom.V(u.Footprint.W/2+2*Inch+10, 0)), Heading: u.Pose.Heading}
	s.Pieces = append(s.Pieces, capt, lone)
	placeCharacters(s)
	us := []under{{2, 4}, {3, 1}, {4, 1}}
	got := keptHits(s, us, 2)
	want := prob.Point(4).Add(prob.Binomial(1, big.NewRat(5, 6))).Add(prob.Binomial(1, big.NewRat(1, 2)))
	for v := 0; v <= 6; v++ {
		if got.P(v).Cmp(want.P(v)) != 0 {
			t.Errorf("P(unit takes %d) = %v, want %v", v, got.P(v), want.P(v))
		}
	}
	if p := keptHits(s, us, 3).P(1); p.Cmp(big.NewRat(1, 6)) != 0 {
		t.Errorf("the captain keeps his hit with %v, want 1/6 (a 1)", p)
	}
	s.Dice = dice.NewFixed(1, []int{2, 3})
	left, ev := passTemplateHits(s, us, rule("10.2"))
	if !slices.Equal(left, []under{{2, 5}, {4, 1}}) {
		t.Errorf("hits after Look Out Sir!: %v, want the unit 5 and the hero 1", left)
	}
	if !hasText(ev, "Look Out Sir!: 1 of 1 on 2+; Targets takes them.") || !hasText(ev, "Look Out Sir!: none of 1 on 4+; Hero is hit.") {
		t.Errorf("%v", texts(ev))
	}
}

// Regression (self-play of the Watchtower): a unit moved to the table's
// edge, and its character, at its right flank (his base not a whole
// number of its slots), stood over the edge. He stands at the other
// flank instead (whfb8 §10.2, p.98: "at the side of the unit").
func TestCharacterAtTheFlankStaysOnTheTable(t *testing.T) {
	u := troop(t, "Ca", map[string]int{"models": 5, "files": 5, "M": 8})
	s := duel(t, u, piece(t, map[string]int{"models": 5}), 20*Inch, Movement)
	r := s.Piece(1).Rect()
	s.Piece(1).Pose.Pos.X = s.Table.Width - r.W/2 - 1 // its right flank 1 mm from the edge
	c := hero(t, 3, 1, "Hedge-Wizard", nil)
	c.Attached = 1
	s.Pieces = append(s.Pieces, c)
	placeCharacters(s)
	if !onTableAt(s, s.Piece(3)) {
		t.Errorf("the character stands at %v, over the edge", s.Piece(3).Pose.Pos)
	}
}
