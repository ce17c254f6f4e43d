package kow_test

import (
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// The usual cover layout, in mm. The shooter, an Inf regiment (100 × 80 mm,
// kow2 §2.3) at (36", 10") facing north, has its Leader Point at
// (coverLPX, coverLPY). The target, an Inf regiment at (36", 30") facing
// south, shows its front to it: the segment y = coverFrontY,
// x ∈ [coverLPX − 50, coverLPX + 50]. The front is 428 mm from the Leader
// Point, so an element's far face at y = 20" (508 mm, half-way) casts a
// shadow twice its offset from coverLPX.
const (
	coverLPX    = 36 * in    // 914.4
	coverLPY    = 10*in + 40 // 294
	coverFrontY = 30*in - 40 // 722
	coverTol    = 1e-6       // on fractions
	coverMid    = 20 * in    // 508, half-way from the Leader Point to the front
	coverWallN  = coverMid   // the walls' far (north) face
	coverWallS  = coverMid - 0.5*in
)

func crossbows() engine.Piece {
	return gametest.KoW(1, 1, "Crossbows", "Inf", "regiment", 36, 10, 0)
}

func pikes() engine.Piece { return gametest.KoW(2, 2, "Pikes", "Inf", "regiment", 36, 30, 180) }

// mmBox is the axis-aligned rectangle [x0, x1] × [y0, y1] in mm.
func mmBox(x0, y0, x1, y1 float64) geom.Poly {
	return geom.Poly{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}
}

type coverCase struct {
	name      string
	s         gametest.State
	in        bool
	facing    geom.Arc
	obscured  float64
	inTerrain float64
	by        string // the first element of By, "" for none
	words     string // in Reason
}

func checkCover(t *testing.T, cases []coverCase) {
	t.Helper()
	r := kow.New(kow.KoW2)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := r.Cover(c.s.State, 1, 2)
			if got.InCover != c.in || got.Facing != c.facing {
				t.Fatalf("InCover %v facing %v, want %v %v (%s)", got.InCover, got.Facing, c.in, c.facing, got.Reason)
			}
			if math.Abs(got.Obscured-c.obscured) > coverTol || math.Abs(got.InTerrain-c.inTerrain) > coverTol {
				t.Fatalf("Obscured %.9f InTerrain %.9f, want %.9f %.9f (%s)", got.Obscured, got.InTerrain, c.obscured, c.inTerrain, got.Reason)
			}
			switch {
			case c.by == "" && len(got.By) != 0:
				t.Fatalf("By %+v, want none", got.By)
			case c.by != "" && (len(got.By) == 0 || got.By[0].Name != c.by):
				t.Fatalf("By %+v, want %s first", got.By, c.by)
			}
			if !strings.Contains(got.Reason, c.words) {
				t.Fatalf("Reason %q, want it to say %q", got.Reason, c.words)
			}
		})
	}
}

// kow2 §5.6 (errata): the target is in cover if "the sight lines to at
// least half of the length of that facing pass over intervening units or
// terrain"; obstacles "count as height 1 for cover, though they never block
// LoS".
func TestCoverObscuredFacing(t *testing.T) {
	wall := func(east float64) table.Terrain {
		return gametest.Terrain(1, "Old Wall", table.Obstacle, 1, mmBox(28*in, coverWallS, east, coverWallN))
	}
	checkCover(t, []coverCase{
		{name: "open ground", s: gametest.Table(72, 48, crossbows(), pikes()),
			words: "Pikes are not in cover: Crossbows sees their front clear."},
		// The wall's east end is on the line x = coverLPX through the
		// Leader Point, so its shadow ends at the middle of the front.
		{name: "a wall before half the front", s: gametest.Table(72, 48, crossbows(), pikes()).With(wall(coverLPX)),
			in: true, obscured: 0.5, by: "Old Wall", words: "Pikes are in cover: 50% of their front is seen over Old Wall."},
		// East end 25/3 mm west of that line, far face half-way: the shadow
		// ends 50/3 mm west of the middle, covering 100/3 of the 100 mm.
		{name: "a wall before a third of the front", s: gametest.Table(72, 48, crossbows(), pikes()).With(wall(coverLPX - 25.0/3)),
			obscured: 1.0 / 3, by: "Old Wall", words: "not in cover: only 33% of their front is seen over Old Wall"},
		// Shadows that overlap count once: the Hedge, 2" nearer and east
		// end 25/3 mm west of the line, hides x − coverLPX ∈ [−50, −21.8],
		// inside the Old Wall's [−50, 0].
		{name: "overlapping shadows count once",
			s: gametest.Table(72, 48, crossbows(), pikes()).With(wall(coverLPX),
				gametest.Terrain(2, "Hedge", table.Obstacle, 1, mmBox(28*in, coverWallS-2*in, coverLPX-25.0/3, coverWallN-2*in))),
			in: true, obscured: 0.5, by: "Old Wall", words: "seen over Old Wall and Hedge"},
		// A piece of decorative terrain has no effect (§9).
		{name: "decorative terrain gives no cover",
			s:     gametest.Table(72, 48, crossbows(), pikes()).With(gametest.Terrain(1, "Lone Tree", table.Decorative, 3, gametest.Box(36, 20, 6, 2))),
			words: "not in cover"},
	})
}

// kow2 §5.6 "Big targets": an intervening unit or terrain piece 3 or more
// height levels lower than the target gives no cover ("height 1 gives no
// cover to a height-4 monster"); §3.2 and §5.6: Individuals never give
// cover.
func TestCoverBigTargetsAndIndividuals(t *testing.T) {
	// A monster (50 × 50 mm) shooting at a monster across a screen that
	// would hide its whole front: the Inf horde (200 mm wide) and the Cav
	// troop (125 mm) both overhang the 50 mm front's shadow cone.
	giant := gametest.KoW(1, 1, "Giant", "Mon", "single", 36, 10, 0)
	dragon := gametest.KoW(2, 2, "Dragon", "Mon", "single", 36, 30, 180)
	// The Hero's 50 mm base at (36", 20") casts its near corners'
	// shadow 25·428/189 ≈ 56.6 mm either side of the middle of the
	// Pikes' front: all of it.
	hero := func(rules ...string) engine.Piece {
		return gametest.KoW(3, 1, "Captain", "Hero/Mon", "single", 36, 20, 0, rules...)
	}
	checkCover(t, []coverCase{
		{name: "height 1 between a height-4 monster and its shooter",
			s:     gametest.Table(72, 48, giant, dragon, gametest.KoW(3, 1, "Screen", "Inf", "horde", 36, 20, 0)),
			words: "Dragon is not in cover: Giant sees its front clear."},
		{name: "height 2 is only 2 levels lower",
			s:  gametest.Table(72, 48, giant, dragon, gametest.KoW(3, 1, "Riders", "Cav", "troop", 36, 20, 0)),
			in: true, obscured: 1, by: "Riders", words: "Dragon is in cover: 100% of its front is seen over Riders."},
		{name: "an Individual gives no cover",
			s:     gametest.Table(72, 48, crossbows(), pikes(), hero("Individual")),
			words: "not in cover"},
		{name: "the same hero without Individual does",
			s:  gametest.Table(72, 48, crossbows(), pikes(), hero()),
			in: true, obscured: 1, by: "Captain"},
	})
}

// kow2 §5.6: "The shooter ignores any terrain it stands in or touches,
// unless the target is also in or touching that same piece"; the target
// is in cover through "difficult terrain the target is merely touching".
func TestCoverShooterInTerrain(t *testing.T) {
	// The Crossbows (y ∈ [214, 294] mm) stand inside the wood.
	wood := gametest.Terrain(1, "Darkwood", table.Forest, 2, gametest.Box(36, 11, 10, 6))
	// This wood reaches from the Crossbows to the Pikes' front edge, which
	// touches its north side: every sight line crosses it.
	long := gametest.Terrain(1, "Darkwood", table.Forest, 2, mmBox(28*in, 8*in, 44*in, coverFrontY))
	checkCover(t, []coverCase{
		{name: "the wood the shooter stands in", s: gametest.Table(72, 48, crossbows(), pikes()).With(wood),
			words: "not in cover"},
		{name: "a wood both the shooter and the target touch", s: gametest.Table(72, 48, crossbows(), pikes()).With(long),
			in: true, obscured: 1, by: "Darkwood", words: "100% of their front is seen over Darkwood"},
	})
}

// kow2 §5.6: in cover if "at least half of its base area lies in difficult
// terrain"; §14-A12: a fraction ≥ 0.5. The Pikes' base is y ∈ [722, 802]
// mm; terrain behind their front casts no shadow on it.
func TestCoverTargetInDifficultTerrain(t *testing.T) {
	field := func(k table.Kind, south float64) table.Terrain {
		return gametest.Terrain(1, "Rubble", k, 0, mmBox(33*in, south, 39*in, 34*in))
	}
	checkCover(t, []coverCase{
		{name: "half the base (40 of 80 mm) in rubble", s: gametest.Table(72, 48, crossbows(), pikes()).With(field(table.Difficult, 30*in)),
			in: true, inTerrain: 0.5, by: "Rubble", words: "Pikes are in cover: 50% of their base is in Rubble."},
		{name: "32 of 80 mm in rubble", s: gametest.Table(72, 48, crossbows(), pikes()).With(field(table.Difficult, 30*in+8)),
			inTerrain: 0.4, by: "Rubble", words: "not in cover: only 40% of their base is in Rubble"},
		{name: "a forest is difficult terrain", s: gametest.Table(72, 48, crossbows(), pikes()).With(field(table.Forest, 30*in)),
			in: true, inTerrain: 0.5, by: "Rubble"},
		{name: "an obstacle is not", s: gametest.Table(72, 48, crossbows(), pikes()).With(field(table.Obstacle, 30*in)),
			words: "not in cover"},
	})
}

// kow2 §5.6 "Trace LoS from the shooter's LP to one facing of the target";
// §14-A11: the facing whose arc contains the shooter's LP.
func TestCoverFacingInFlankArc(t *testing.T) {
	// The Pikes face east: their right flank is the south edge, y = 712 mm,
	// x ∈ [874.4, 954.4], and the Crossbows' Leader Point lies in its arc.
	// The half wall's shadow ends on the line x = coverLPX, the middle of
	// that 80 mm edge; it never reaches the front (the east edge).
	east := gametest.KoW(2, 2, "Pikes", "Inf", "regiment", 36, 30, 90)
	wall := gametest.Terrain(1, "Old Wall", table.Obstacle, 1, mmBox(28*in, coverWallS, coverLPX, coverWallN))
	checkCover(t, []coverCase{
		{name: "the right flank faces the shooter", s: gametest.Table(72, 48, crossbows(), east).With(wall),
			in: true, facing: geom.ArcRight, obscured: 0.5, by: "Old Wall", words: "50% of their right flank is seen over Old Wall"},
	})
}

// kow2 §5.6: "A shooter standing on a hill ignores intervening units and
// terrain whose height is ≤ the hill's height. Difficult terrain that the
// target is in is never ignored this way."
func TestCoverShooterOnHill(t *testing.T) {
	knoll := gametest.Terrain(1, "Knoll", table.Hill, 2, gametest.Box(36, 10, 8, 6)) // holds all the Crossbows
	barn := func(h int) table.Terrain {
		return gametest.Terrain(2, "Barn", table.Building, h, gametest.Box(36, 20, 12, 3))
	}
	// A low wood over the Pikes' front edge (y = 722 mm), holding 20 of
	// their 80 mm depth, and the same wood stopping 2 mm short of them.
	wood := func(north float64) table.Terrain {
		return gametest.Terrain(3, "Copse", table.Forest, 1, mmBox(32*in, 690, 40*in, north))
	}
	checkCover(t, []coverCase{
		{name: "a building as high as the hill", s: gametest.Table(72, 48, crossbows(), pikes()).With(knoll, barn(2)),
			words: "not in cover"},
		{name: "a building higher than the hill", s: gametest.Table(72, 48, crossbows(), pikes()).With(knoll, barn(3)),
			in: true, obscured: 1, by: "Barn"},
		{name: "a low wood the target is in", s: gametest.Table(72, 48, crossbows(), pikes()).With(knoll, wood(742)),
			in: true, obscured: 1, inTerrain: 0.25, by: "Copse"},
		{name: "a low wood in front of the target", s: gametest.Table(72, 48, crossbows(), pikes()).With(knoll, wood(720)),
			words: "not in cover"},
	})
}

// kow2 §1.3 D7, cover as first printed ([003]): "at least half of the
// target's facing blocked, or the LoS passes through one or more
// intervening units or scenery lower than the target or the shooter". A
// low wall shading about 40% of the front gives cover under that reading,
// not under the errata (which needs half).
func TestCoverAsFirstPrinted(t *testing.T) {
	for _, ed := range []kow.Edition{kow.KoW2, kow.KoW2Original} {
		s := gametest.Table(72, 48,
			gametest.KoW(1, 1, "Archers", "Inf", "regiment", 36, 10, 0),
			gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 24, 180),
		).With(gametest.Terrain(1, "Low Wall", table.Obstacle, 1, gametest.Box(36-10.0/25.4, 17, 20.0/25.4, 0.3)))
		c := kow.New(ed).Cover(s.State, 1, 2)
		if c.InCover != ed.Original {
			t.Errorf("%s: in cover %v (%.3f obscured): %s", ed.ID, c.InCover, c.Obscured, c.Reason)
		}
	}
}
