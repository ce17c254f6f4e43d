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
)

// betaHouseRules are the beta's own house rules, offered by HouseRules.
var betaHouseRules = []engine.HouseRule{
	{Name: BetaArcByChampionCentre, What: "The side charged is the arc holding the centre of the champion's base (kow-beta §11 A16)."},
	{Name: BetaEliteNotOnFixed, What: "Elite does not re-roll with Breath, Healing and other always-4+ attacks (kow-beta §11 A28)."},
	{Name: BetaIndividualMeleeOnly, What: "The −1 to hit an Individual applies in melee only (kow-beta §11 A10)."},
	{Name: BetaIndividualShootingOnly, What: "The −1 to hit an Individual applies to shooting only (kow-beta §11 A10)."},
	{Name: BetaShootingHalvesDown, What: "Shooting that needs more than 6 rolls half its dice rounded down (kow-beta §11 A6)."},
	{Name: BetaZapFixed4, What: "Zap! hits on 4+ with the normal modifiers, whatever the unit's Ra (kow-beta §11 A12)."},
}

// houseRule reports a beta house rule in play: only the beta reads them.
func (r *Ruleset) houseRule(s *engine.State, name string) bool {
	return r.Edition.BetaSpecials && s != nil && s.HasHouseRule(name)
}
