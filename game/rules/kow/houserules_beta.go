package kow

import "warbench/game/engine"

// The house rules the kow-beta digest's §11 names as settings beside its
// recommended readings; a beta scenario turns them on with house_rules.
// Off, the game plays the recommendation.
const (
	// BetaShootingHalvesDown is §11 A6's halfAttacksRounding = Down for
	// shooting: halved shooting dice round down (melee still rounds up,
	// as the beta says).
	BetaShootingHalvesDown = "beta_shooting_halves_down"
	// BetaIndividualMeleeOnly and BetaIndividualShootingOnly are §11
	// A10's individualHitPenalty = Melee or Shooting: the −1 to hit an
	// Individual in melee only, or at range only (default: both).
	BetaIndividualMeleeOnly    = "beta_individual_penalty_melee_only"
	BetaIndividualShootingOnly = "beta_individual_penalty_shooting_only"
	// BetaZapFixed4 is §11 A12's zapToHit = Fixed4: Zap! hits on 4+ with
	// the normal modifiers, whatever the unit's Ra.
	BetaZapFixed4 = "beta_zap_hits_on_4"
	// BetaArcByChampionCentre is §11 A16's arcTestMode =
	// ChampionCentrePoint: the side charged is the arc holding the
	// centre of the champion's base, not most of its area.
	BetaArcByChampionCentre = "beta_arc_by_champion_centre"
	// BetaEliteNotOnFixed is §11 A28's eliteOnFixedAttacks = false: no
	// Elite re-rolls with Breath, Healing and the other always-4+ attacks.
	BetaEliteNotOnFixed = "beta_elite_not_on_fixed_attacks"
	// BetaHordeChampionLeft is §11 A2's hordeChampionOffset = −½ base: a
	// horde's champion stands half a base left of the middle of its
	// front, where a model is (ten files have none in the middle).
	BetaHordeChampionLeft = "beta_horde_champion_left"
	// BetaNerveAfterEachShot is §11 A5's shootingNerveTiming =
	// AfterEachShootingUnit: a unit damaged by a shot tests at once, not
	// at the end of the phase.
	BetaNerveAfterEachShot = "beta_nerve_after_each_shot"
	// BetaMeleeHalvesOn6 is §11 A7's meleeHalveTrigger read literally ("6
	// or more"): in melee a need of 6 already halves the dice.
	BetaMeleeHalvesOn6 = "beta_melee_halves_on_6"
	// BetaPenetrationMagicOnly is §11 A11 read literally ("all magical
	// attacks"): Penetration adds only to the unit's Zap!.
	BetaPenetrationMagicOnly = "beta_penetration_magic_only"
	// BetaHoundsRollFive is §11 A13's houndsDice = Five: Assault Hounds
	// start with 5 dice, as the Cat does, not the unit's At.
	BetaHoundsRollFive = "beta_hounds_roll_five"
	// BetaHealingOnItself is §11 A15's healSelf = true: Healing may be
	// cast on the healer's own unit.
	BetaHealingOnItself = "beta_healing_on_itself"
	// BetaRegroupIgnoresTerrain is §11 A19's regroupIgnoresTerrain =
	// true: a regroup move pays no more in difficult terrain.
	BetaRegroupIgnoresTerrain = "beta_regroup_ignores_terrain"
	// BetaFlyPaysDifficult is §11 A27's flyIgnoresDifficult = false: Fly
	// pays 2" an inch in difficult terrain like any unit.
	BetaFlyPaysDifficult = "beta_fly_pays_difficult"
)

// betaHouseRules are the beta's own house rules, offered by HouseRules.
var betaHouseRules = []engine.HouseRule{
	{Name: BetaArcByChampionCentre, What: "The side charged is the arc holding the centre of the champion's base (kow-beta §11 A16)."},
	{Name: BetaEliteNotOnFixed, What: "Elite does not re-roll with Breath, Healing and other always-4+ attacks (kow-beta §11 A28)."},
	{Name: BetaIndividualMeleeOnly, What: "The −1 to hit an Individual applies in melee only (kow-beta §11 A10)."},
	{Name: BetaIndividualShootingOnly, What: "The −1 to hit an Individual applies to shooting only (kow-beta §11 A10)."},
	{Name: BetaShootingHalvesDown, What: "Shooting that needs more than 6 rolls half its dice rounded down (kow-beta §11 A6)."},
	{Name: BetaZapFixed4, What: "Zap! hits on 4+ with the normal modifiers, whatever the unit's Ra (kow-beta §11 A12)."},
	{Name: BetaHordeChampionLeft, What: "A horde's champion stands half a base left of the middle of its front (kow-beta §11 A2)."},
	{Name: BetaNerveAfterEachShot, What: "A unit damaged by a shot tests its nerve at once, not at the end of the shooting phase (kow-beta §11 A5)."},
	{Name: BetaMeleeHalvesOn6, What: "In melee a roll needing 6 already rolls half the dice, as the text's \"6 or more\" says (kow-beta §11 A7)."},
	{Name: BetaPenetrationMagicOnly, What: "Penetration adds only to the unit's magical attack, Zap! (kow-beta §11 A11)."},
	{Name: BetaHoundsRollFive, What: "Assault Hounds start with 5 dice, not the unit's At (kow-beta §11 A13)."},
	{Name: BetaHealingOnItself, What: "Healing may be cast on the healer's own unit (kow-beta §11 A15)."},
	{Name: BetaRegroupIgnoresTerrain, What: "A regroup move is not slowed by difficult terrain (kow-beta §11 A19)."},
	{Name: BetaFlyPaysDifficult, What: "Fly pays 2\" an inch in difficult terrain like any unit (kow-beta §11 A27)."},
}

// houseRule reports a beta house rule in play: only the beta reads them.
func (r *Ruleset) houseRule(s *engine.State, name string) bool {
	return r.Edition.BetaSpecials && s != nil && s.HasHouseRule(name)
}
