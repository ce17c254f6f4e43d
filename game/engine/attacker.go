package engine

import "warbench/game/geom"

// Shooter is implemented by rulesets with ranged attacks: the shooting
// planner shows every enemy the selected unit might shoot, with the
// range, the cover and the exact odds, or why it cannot.
type Shooter interface {
	// ShootTargets lists every enemy piece, sorted by ID, with whether the
	// unit may shoot it now with the named weapon ("": its first).
	ShootTargets(s *State, unit PieceID, weapon string) []ShootTarget
	// ShootOrder builds the order for unit to shoot target with weapon.
	ShootOrder(by PlayerID, unit, target PieceID, weapon string) Order
}

// ShootTarget is one possible ranged attack as the planner shows it.
type ShootTarget struct {
	Target PieceID
	Legal  bool
	Why    *Illegal // when not legal: the rule, a sentence and the geometry
	Line   geom.Seg // from the shooter's measuring point to the point measured to
	Range  float64  // that distance, mm
	Cover  string   // empty when the target is in the open; else why it is in cover
	Marks  []Mark   // what gives cover, to outline
}

// Fighter is implemented by rulesets whose melee is resolved as a list of
// combats the active player picks in turn (Kings of War §6.1).
type Fighter interface {
	// Combats lists the combats still to resolve now.
	Combats(s *State) []Combat
	// FightOrder builds the order to resolve the combat against target.
	FightOrder(by PlayerID, target PieceID) Order
}

// Combat is one melee waiting to be fought: a target and its attackers.
type Combat struct {
	Target    PieceID
	Attackers []PieceID
	Label     string // e.g. "Lancers and Brutes vs Pikes"
}

// Idler is implemented by rulesets that can say why a piece has nothing
// to do now, so the UI can show the reason instead of an empty panel.
type Idler interface {
	// WhyIdle is a sentence saying why the piece has no orders now, or ""
	// when it has some (or is not the active player's).
	WhyIdle(s *State, id PieceID) string
}
