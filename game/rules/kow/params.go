package kow

// Params are the rules the Kings of War closed beta plays differently
// from 2nd edition (kow-beta §10, one field a row or a few related rows).
// The zero value is 2nd edition, so kow2 and kow2-original set none and
// every rule reads its field at the one place the rule is coded: a
// difference is a parameter or a small hook there, never a second copy.
type Params struct {
	// NerveTable: one Ne per unit (kow-beta §7.2, §10 rows 1-3, 5): a
	// unit is Disordered at 2D6 + damage ≥ 7 + Ne and Routs at ≥ 10 + Ne
	// (betaNerve); a double 6 does nothing; Shambling turns Disordered
	// into Hold; melee damage alone never Disorders.
	NerveTable bool
	// BannersMusicians: a Standard gives +1 Ne (not an Army Standard
	// Bearer), a Musician among the chargers −1 to the target's Ne
	// (kow-beta §2.5, §10 row 4).
	BannersMusicians bool
	// ChampionBase: charge reach and weapon range are measured from the
	// champion's base, and the side charged is the arc holding most of it
	// (kow-beta §2.3, §3.4, §4.6, §10 rows 13-14).
	ChampionBase bool
	// HaltOnlyWeapons: no −1 for moving; crossbows, rifles and War
	// Machines shoot only after Halt (kow-beta §5.1, §10 row 7).
	HaltOnlyWeapons bool
	// LongRange is the distance beyond which shooting takes −1 to hit
	// (kow-beta §5.3, §10 row 8), mm; 0 is none. Indirect Fire ignores it.
	LongRange float64
	// HalveRoundUp: a roll needing more than 6 keeps half the dice
	// rounded up, not down (kow-beta §5.3, §6.2, §10 row 12, §11 A6).
	HalveRoundUp bool
	// ShamblingReachSp: Shambling charges Sp, not 2 × Sp (kow-beta §8,
	// §10 row 15).
	ShamblingReachSp bool
	// NoCounterCharge (kow-beta §10 row 16).
	NoCounterCharge bool
	// DefendedObstacle: a unit right behind an obstacle is charged with
	// the reach measured to the obstacle, and the charge is −1 to hit
	// (kow-beta §4.8, §10 row 18).
	DefendedObstacle bool
	// BetaSpecials are the special rules as the beta words them (kow-beta
	// §8, §10 rows 21-31): Elite re-rolls one failed die to hit and one to
	// damage, Phalanx adds attacks, Individuals are never multiplied
	// against and −1 to hit in melee and shooting, Nimble's extra pivot
	// is any angle, Fly is never hindered, Indirect Fire ignores range,
	// Headstrong lifts all of Disorder; and the rules only in the beta
	// (Cruel Death, Undead Giant Rats, Zap!, Healing, Penetration, Breath).
	BetaSpecials bool
	// SolidUnits: army selection by solid units (kow-beta §9.4, §10 row 33).
	SolidUnits bool
	// FixedLength: the game ends after the turns agreed, with no D6 for
	// one more (kow-beta §4.1, §9.3, §11 A29: 12 turns are 6 each).
	FixedLength bool
	// BetaNumbering: rule references cite the kow-beta digest's sections
	// (sections_beta.go), not 2nd edition's.
	BetaNumbering bool
	// TimeoutLoses: a player out of time on the chess clock loses at once
	// (kow-beta §9.3), where 2nd edition only ends their turns.
	TimeoutLoses bool
	// SlowDifficult: each inch moved in difficult terrain costs 2" on
	// every move but a charge (regroups too, §11 A19; not for Fly, A27),
	// At the Double may go through it, and War Machines cross obstacles
	// (kow-beta §4.3, §10 rows 19, 41).
	SlowDifficult bool
	// FriendsInchApart: units keep 1" from their friends too, charges
	// excepted (kow-beta §3.5, §10 row 42).
	FriendsInchApart bool
	// TrueSight: sight and cover with no hills (a hill is open ground),
	// Individuals blocking sight and giving cover like any unit, and cover
	// from every element in the way whatever its height, measured over
	// every side of the target facing the champion (kow-beta §3.3, §5.4,
	// §10 rows 10, 11, 20; §11 A3, A4).
	TrueSight bool
	// RegroupStopsShort: a regroup forward stops 1" short of every unit
	// and never makes a new combat (kow-beta §6.4, §10 row 39).
	RegroupStopsShort bool
	// MachineArcFromCorners: a War Machine's arc is drawn from its base's
	// corners, however wide (kow-beta §3.2, §10 row 40), not from a 50 mm
	// front.
	MachineArcFromCorners bool
	// WeaponRanges: a weapon of a class the beta names shoots its range
	// (bows, crossbows, rifles 24"; pistols, javelins, thrown 12"),
	// checked when an army is read (kow-beta §5.2, §10 row 9).
	WeaponRanges bool
}

// KoWBeta is the Kings of War closed beta (the kow-beta digest): the same
// package with every §10 difference turned on.
var KoWBeta = Edition{ID: "kowbeta", Name: "Kings of War closed beta", Turns: 6, Params: Params{
	NerveTable: true, BannersMusicians: true, ChampionBase: true, HaltOnlyWeapons: true,
	LongRange: 12 * Inch, HalveRoundUp: true, ShamblingReachSp: true, NoCounterCharge: true,
	DefendedObstacle: true, BetaSpecials: true, SolidUnits: true, FixedLength: true, BetaNumbering: true, TimeoutLoses: true,
	SlowDifficult: true, FriendsInchApart: true, TrueSight: true, RegroupStopsShort: true, MachineArcFromCorners: true, WeaponRanges: true,
}}
