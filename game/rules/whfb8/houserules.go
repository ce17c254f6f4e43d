package whfb8

import "warbench/game/engine"

// The settings the digest's §13 names beside its recommended readings,
// which a scenario turns on with house_rules: [...] (State.HouseRules).
// Off, the game plays the recommendation.
const (
	// ChargeStrictlyGreater is A-1's flag: a charge succeeds only when
	// the range exceeds the distance (the seed's reading).
	ChargeStrictlyGreater = "charge_strictly_greater"
	// FearMinusOne is A-2's fearMode = minusOne: a failed fear test takes
	// 1 from WS instead of making it 1.
	FearMinusOne = "fear_minus_one"
	// StandAndShootWhenClose turns A-10's standShootTooCloseRule off:
	// Stand & Shoot is allowed against a charger closer than its M.
	StandAndShootWhenClose = "stand_and_shoot_when_close"
	// SpellOncePerArmy is A-9's flag: each spell once a phase per army,
	// not per wizard.
	SpellOncePerArmy = "spell_once_per_army"
	// DetonationHitsWizard is A-8's flag: the miscast Detonation hits the
	// wizard too.
	DetonationHitsWizard = "detonation_hits_wizard"
	// PanicOnAnyFlee is A-3's panicOnAnyFlee: friends within 6" of a unit
	// that starts to flee for any reason (a charge reaction, a failed
	// panic test), not only of one breaking from combat, take a panic
	// test.
	PanicOnAnyFlee = "panic_on_any_flee"
	// BacklashBothArmies is A-7's backlashBothArmies: the miscast Power
	// Backlash hits the wizards of both armies.
	BacklashBothArmies = "backlash_both_armies"
	// HeavyCasualtiesByWounds is A-15's heavyCasualtiesByWounds: a
	// single model of several wounds tests for panic when it loses 25%
	// of its wounds in a phase.
	HeavyCasualtiesByWounds = "heavy_casualties_by_wounds"
	// ASFMirrorByInitiative is A-22's asfMirrorByInitiative: among units
	// that Always Strike First (or Last), the higher Initiative strikes
	// first, instead of all at once.
	ASFMirrorByInitiative = "asf_mirror_by_initiative"
	// SkirmishGapOneInch is A-34's skirmishGap = 1.0: skirmishers stand
	// 1" apart, not ½".
	SkirmishGapOneInch = "skirmish_gap_1"
	// UnstableSkipsBreakTest is A-35's unstableSkipsBreakTest: a unit
	// that is Unstable takes its wounds and no break test, Unbreakable
	// or not.
	UnstableSkipsBreakTest = "unstable_skips_break_test"
	// WatchtowerEmptyByPoints is §12's watchtowerEmptyResult the other
	// way: an empty watchtower at the end leaves victory points to decide
	// rather than a draw.
	WatchtowerEmptyByPoints = "watchtower_empty_by_points"
	// FleeingAtEndScores is A-38's vpFleeingAtEnd at 100%: a unit still
	// fleeing on the table when the game ends is worth its points, as if
	// it had fled (the scoring of the edition before 8th).
	FleeingAtEndScores = "fleeing_at_end_scores"
)

var _ engine.HouseRuler = (*Ruleset)(nil)

// HouseRules lists the settings of §13 the program offers.
func (r *Ruleset) HouseRules() []engine.HouseRule {
	return []engine.HouseRule{
		{Name: ASFMirrorByInitiative, What: "Among units that Always Strike First (or Last), the higher Initiative strikes first (whfb8 §13 A-22)."},
		{Name: BacklashBothArmies, What: "A miscast Power Backlash hits the wizards of both armies (whfb8 §13 A-7)."},
		{Name: ChargeStrictlyGreater, What: "A charge must roll more than the distance, not as much (whfb8 §13 A-1)."},
		{Name: DetonationHitsWizard, What: "A miscast Detonation also hits the wizard (whfb8 §13 A-8)."},
		{Name: FearMinusOne, What: "A unit failing a fear test fights at WS − 1 instead of WS 1 (whfb8 §13 A-2)."},
		{Name: FleeingAtEndScores, What: "A unit still fleeing on the table when the game ends is worth its points to the enemy, as if it had fled (whfb8 §13 A-38)."},
		{Name: HeavyCasualtiesByWounds, What: "A single model of several wounds tests for panic when it loses 25% of its wounds in a phase (whfb8 §13 A-15)."},
		{Name: PanicOnAnyFlee, What: "Friends within 6\" of any unit that starts to flee take a panic test, not only of one that breaks (whfb8 §13 A-3)."},
		{Name: SkirmishGapOneInch, What: "Skirmishers stand 1\" apart, not ½\" (whfb8 §13 A-34)."},
		{Name: SpellOncePerArmy, What: "Each spell may be cast once a magic phase by the whole army (whfb8 §13 A-9)."},
		{Name: StandAndShootWhenClose, What: "Stand & Shoot is allowed against a charger that starts closer than its Movement (whfb8 §13 A-10)."},
		{Name: UnstableSkipsBreakTest, What: "An Unstable unit takes its wounds and no break test, Unbreakable or not (whfb8 §13 A-35)."},
		{Name: WatchtowerEmptyByPoints, What: "In the Watchtower, an empty tower at the end leaves victory points to decide instead of a draw (whfb8 §12)."},
	}
}
