// Package all links every rule system the program offers: import it for
// its side effects (each system registers itself with game/rules). A new
// system is a new package under game/rules and one line here.
package all

import (
	"warbench/game/rules"
	_ "warbench/game/rules/kow"   // Kings of War 2nd edition (kow2, kow2-original) and the closed beta (kowbeta)
	_ "warbench/game/rules/toy"   // the toy skirmish game that proves the seam
	_ "warbench/game/rules/whfb8" // Warhammer Fantasy Battle 8th edition
)

func init() {
	// Systems still to come, so a file that asks for one is told so.
	rules.Plan("conf", "Confrontation Evolution")
	rules.Words("kowbeta", "Warhammer", "whfb", "Confrontation")
}
