package whfb8

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The template machines of §6.9: the stone thrower (the small template,
// scattered, S3 and S9 with Multiple Wounds (D6) under its hole) and the
// fire thrower (the flame template pushed forward by the artillery
// die, S5 Flaming, any casualty a panic test).

// Stone thrower and fire thrower numbers (§6.9).
const (
	stoneMinRange = 12 // inches
	stoneS        = 3
	stoneHoleS    = 9
	flameS        = 5
	flameReach    = 18 // inches: the 8" template pushed up to 10" [added]
)

// aimStone places the small template with its hole over the target's
// model nearest its centre (§6.9: "the central hole must sit over one
// single model"), within 12" to the machine's range, over no friend and
// no engaged enemy.
func (r *Ruleset) aimStone(s *engine.State, m, t *engine.Piece, sh shot, indirect bool) (shot, *engine.Illegal) {
	sh.Point = middleModel(t)
	reach := geom.Seg{A: sh.Muzzle, B: sh.Point}
	d := sh.Point.Dist(sh.Muzzle)
	if d < stoneMinRange*Inch-geom.Eps || d > float64(stat(m, "range"))*Inch+geom.Eps {
		return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &reach}}, "%s is %s away; %s fires %d\" to %d\".", t.Name, engine.Inches.Format(d), m.Name, stoneMinRange, stat(m, "range"))
	}
	tmpl := smallTemplate(sh.Point)
	for _, u := range modelsUnder(s, tmpl, false, 0) {
		q := s.Piece(u.ID)
		if q.Owner == m.Owner || q.Counter("engaged") != 0 {
			return sh, engine.Refuse(rule("6.9"), []engine.Mark{templateMark(tmpl, "template", engine.Bad)}, "The template may not be placed over %s.", q.Name)
		}
	}
	sh.Marks = []engine.Mark{{Seg: &reach, Tone: engine.Plain}, templateMark(tmpl, "3\" template", engine.Warn)}
	how := "aimed"
	if indirect {
		how = "indirect fire"
	}
	sh.Lines = []engine.Line{{Text: fmt.Sprintf("Small template over %s's middle model (%s), then the scatter and artillery dice.", t.Name, how)}}
	return sh, nil
}

// stoneLanding is where the template's centre ends for a scatter face,
// an artillery face and a direction face (§6.9, §13 A-18): a misfire
// fires nothing; a HIT stays (indirect fire: it moves the artillery
// roll less the crew's BS, at least 0, by the small arrow); an arrow
// moves it the artillery roll.
func stoneLanding(at geom.Vec, scatter, art, dir, bs int, indirect bool) (geom.Vec, bool) {
	inches, mis := artilleryFace(art)
	if mis {
		return at, true
	}
	if scatterHit(scatter) {
		if !indirect {
			return at, false
		}
		inches = max(0, inches-bs)
	}
	return at.Add(clockDirection(dir).Scale(float64(inches) * Inch)), false
}

// stoneMoves says whether a stone thrower's roll needs a direction.
func stoneMoves(scatter, art, bs int, indirect bool) bool {
	inches, mis := artilleryFace(art)
	if mis {
		return false
	}
	return !scatterHit(scatter) || indirect && inches > bs
}

// fireStone rolls the scatter and artillery dice (and the direction
// when the template moves), then strikes every unit under the template:
// the model under the hole S9 with Multiple Wounds (D6), the others S3.
func (r *Ruleset) fireStone(s *engine.State, m *engine.Piece, sh shot, indirect bool) []engine.Event {
	sd, _ := rollScatter(&s.Dice, "scatter")
	ad, _, mis := rollArtillery(&s.Dice, "artillery")
	ds := []dice.Die{sd, ad}
	dir := 12
	bs := stat(m, "BS")
	if stoneMoves(sd.Face, ad.Face, bs, indirect) {
		dd, _ := rollDirection(&s.Dice)
		ds, dir = append(ds, dd), dd.Face
	}
	at, _ := stoneLanding(sh.Point, sd.Face, ad.Face, dir, bs, indirect)
	if mis {
		ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: ds, Text: fmt.Sprintf("%s: MISFIRE.", m.Name)}}
		return append(ev, r.misfire(s, m)...)
	}
	tmpl := smallTemplate(at)
	moved := at.Dist(sh.Point) / Inch
	ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: ds, Value: int(moved + 0.5),
		Marks: []engine.Mark{templateMark(smallTemplate(sh.Point), "aimed", engine.Plain), templateMark(tmpl, "lands", engine.Warn)},
		Text:  fmt.Sprintf("The stone scatters %s and lands over %s.", engine.Inches.Format(at.Dist(sh.Point)), underText(s, modelsUnder(s, tmpl, false, 0)))}}
	us, passed := passTemplateHits(s, modelsUnder(s, tmpl, false, 0), rule("10.2"))
	ev = append(ev, passed...)
	for _, u := range us {
		t := s.Piece(u.ID)
		if t == nil {
			continue
		}
		rest := u.N
		if _, ok := modelAt(t, at); ok {
			rest--
			a := autoHits(1, stoneHoleS, t, false)
			a.Multi = -6
			e, _, gone := r.hurt(s, t, a, fmt.Sprintf("The model of %s under the hole: %s.", t.Name, a.describe(nil)), rule("6.9"))
			ev = append(ev, e...)
			if gone {
				continue
			}
		}
		if rest > 0 {
			a := autoHits(rest, stoneS, t, false)
			e, _, gone := r.hurt(s, t, a, fmt.Sprintf("%s under the template: %s.", t.Name, a.describe(nil)), rule("6.9"))
			ev = append(ev, e...)
			if gone {
				continue
			}
		}
		ev = append(ev, r.panicCheck(s, t, sh.Muzzle)...)
	}
	return ev
}

// stoneOdds is the exact distribution of the models of t under the
// template, over every scatter, artillery and direction face (6 × 6 ×
// 12 equally likely cases), from stoneLanding and modelsUnder as
// fireStone uses them.
func stoneOdds(s *engine.State, m, t *engine.Piece, sh shot, indirect bool) engine.Odds {
	var mix mixture
	bs := stat(m, "BS")
	for sc := 1; sc <= 6; sc++ {
		for art := 1; art <= 6; art++ {
			for dir := 1; dir <= 12; dir++ {
				at, mis := stoneLanding(sh.Point, sc, art, dir, bs, indirect)
				var us []under
				if !mis {
					us = modelsUnder(s, smallTemplate(at), false, 0)
				}
				mix.add(keptHits(s, us, t.ID))
			}
		}
	}
	return mix.odds(fmt.Sprintf("%s at %s: S3, S9 and Multiple Wounds (D6) under the hole", m.Name, t.Name), "models hit")
}

// underOf is how many models of one unit a template covers.
func underOf(s *engine.State, area geom.Shape, id engine.PieceID) int {
	for _, u := range modelsUnder(s, area, false, 0) {
		if u.ID == id {
			return u.N
		}
	}
	return 0
}

// aimFlame lays the flame template from the muzzle toward the target's
// centre; the target within 18" (the template and the longest push).
func (r *Ruleset) aimFlame(s *engine.State, m, t *engine.Piece, sh shot) (shot, *engine.Illegal) {
	if d := gap(m, t); d > flameReach*Inch+geom.Eps {
		line := geom.Seg{A: sh.Muzzle, B: t.Pose.Pos}
		return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &line}}, "%s is %s away; the flame reaches %d\".", t.Name, engine.Inches.Format(d), flameReach)
	}
	sh.Point = sh.Muzzle
	sh.Marks = []engine.Mark{templateMark(flameTemplate(sh.Muzzle, sh.Dir), "flame template", engine.Warn)}
	od := flameOdds(s, m, t, sh)
	f, _ := od.Mean.Float64()
	sh.Lines = []engine.Line{{Text: "The flame template pushed forward by the artillery die: S5, Flaming; any casualty, a panic test."},
		{Text: fmt.Sprintf("%.2f models of %s under it on average; a misfire 1 in 6.", f, t.Name), Tone: engine.Good}}
	return sh, nil
}

// flameAt is the flame template pushed forward inches along its axis
// (§6.9 [added interpretation]).
func flameAt(sh shot, inches int) geom.Poly {
	return flameTemplate(sh.Muzzle.Add(sh.Dir.Scale(float64(inches)*Inch)), sh.Dir)
}

// fireFlame rolls the artillery die (a misfire: the black powder
// table), then strikes every unit under the template but the machine;
// a unit that loses any model tests for panic at once (§6.9, §8.1).
func (r *Ruleset) fireFlame(s *engine.State, m *engine.Piece, sh shot) []engine.Event {
	d, inches, mis := rollArtillery(&s.Dice, "flame")
	if mis {
		ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d}, Text: fmt.Sprintf("%s: MISFIRE.", m.Name)}}
		return append(ev, r.misfire(s, m)...)
	}
	tmpl := flameAt(sh, inches)
	us := modelsUnder(s, tmpl, false, m.ID)
	ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d}, Value: inches,
		Marks: []engine.Mark{templateMark(tmpl, "flame", engine.Warn)},
		Text:  fmt.Sprintf("The flame goes %d\" forward, over %s.", inches, underText(s, us))}}
	us, passed := passTemplateHits(s, us, rule("10.2"))
	ev = append(ev, passed...)
	for _, u := range us {
		t := s.Piece(u.ID)
		if t == nil {
			continue
		}
		a := autoHits(u.N, flameS, t, true)
		e, slain, gone := r.hurt(s, t, a, fmt.Sprintf("%s burns: %s.", t.Name, a.describe(nil)), rule("6.9"))
		ev = append(ev, e...)
		if !gone && slain > 0 {
			ev = append(ev, r.panicTest(s, t, sh.Muzzle)...)
		}
	}
	return ev
}

// flameOdds is the exact distribution of the models of t under the
// flame template over the artillery die's six faces.
func flameOdds(s *engine.State, m, t *engine.Piece, sh shot) engine.Odds {
	var mix mixture
	for f := 1; f <= 6; f++ {
		inches, mis := artilleryFace(f)
		var us []under
		if !mis {
			us = modelsUnder(s, flameAt(sh, inches), false, m.ID)
		}
		mix.add(keptHits(s, us, t.ID))
	}
	return mix.odds(fmt.Sprintf("%s at %s: S5, Flaming", m.Name, t.Name), "models hit")
}
