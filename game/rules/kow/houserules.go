package kow

import "warbench/game/engine"

// The house rules kow2 §14 suggests as options to its recommended
// readings, which a scenario turns on with house_rules: [...]
// (State.HouseRules). Off, the game plays the recommendation.
const (
	// StrictChargePath is §14-A3's option: a charger's Leader Point may
	// travel at most 2 × Sp along its path up to first contact (pivots,
	// alignment and slide free), besides the straight reach of §4.7.1.
	StrictChargePath = "strict_charge_path"
	// RangeToVisiblePoint is §14-A4's option: a shot's (and a spell's)
	// range, and Indirect Fire's 12", are measured to the nearest visible
	// point of the target, as a charge's reach is, not to its nearest
	// point in the vision arc.
	RangeToVisiblePoint = "range_to_visible_point"
	// DeployFromCentrePoint is §14-A25's option: units are deployed more
	// than 12" from the centre point of the table rather than from the
	// centre line.
	DeployFromCentrePoint = "deploy_from_centre_point"
)

var _ engine.HouseRuler = (*Ruleset)(nil)

// HouseRules lists the house rules of kow2 §14 the program offers.
func (r *Ruleset) HouseRules() []engine.HouseRule {
	if r.Edition.BetaSpecials { // the beta's, and those of 2nd edition's that mean the same there
		return append([]engine.HouseRule{
			{Name: ChooseNerveOrder, What: "The player whose turn it is chooses the order of the nerve tests at the end of the movement and shooting phases."},
			{Name: DeployFromCentrePoint, What: "Deployment: more than 12\" from the centre point of the table, not the centre line."},
		}, betaHouseRules...)
	}
	return []engine.HouseRule{
		{Name: ChooseNerveOrder, What: "The player whose turn it is chooses the order of the nerve tests at the end of the movement and shooting phases (kow2 §14-A34)."},
		{Name: DeployFromCentrePoint, What: "Deployment: more than 12\" from the centre point of the table, not the centre line (kow2 §14-A25)."},
		{Name: RangeToVisiblePoint, What: "Shooting range measured to the nearest visible point of the target (kow2 §14-A4)."},
		{Name: StrictChargePath, What: "A charge's path up to contact may be at most 2 × Sp long (kow2 §14-A3)."},
	}
}
