package kow

// DigestRules are the special rules kow2 §8 defines (with §4.10
// Individual), as an army file writes their names.
var DigestRules = []string{
	"Big Shields", "Blast", "Breath Attack", "Brutal", "Crushing Strength", "Elite", "Ensnare", "Fly", "Fury",
	"Headstrong", "Indirect Fire", "Individual", "Inspiring", "Iron Resolve", "Lifeleech", "Nimble",
	"Pathfinder", "Phalanx", "Piercing", "Regeneration", "Reload!", "Shambling", "Stealthy", "Strider",
	"Thunderous Charge", "Vanguard", "Very Inspiring", "Vicious", "Yellow-Bellied", "Camuflaje",
}

// DigestSpells are the spells of kow2 §10.1, each written "Name(n)".
var DigestSpells = []string{"Bane-chant", "Fireball", "Heal", "Lightning Bolt", "Surge", "Wind Blast"}

// DigestWeapons are the weapons the kow2 §5.2 table names. Any other
// weapon is recognised too when it states its range ("Name (Range N)").
var DigestWeapons = []string{
	"Long Rifles", "Heavy Crossbows", "Bows", "Crossbows", "Rifles", "Harpoon-guns", "Carbines",
	"Pistols", "Javelins", "Thrown Weapons",
}

// ruleAliases are the other spellings of digest names found in army
// lists (BattleScribe data abbreviates and drops hyphens), lower case,
// to the digest's name.
var ruleAliases = map[string]string{
	"cs": "Crushing Strength", "tc": "Thunderous Charge", "regen": "Regeneration",
	"big shield": "Big Shields", "yellow bellied": "Yellow-Bellied", "yellowbellied": "Yellow-Bellied",
	"bane chant": "Bane-chant", "banechant": "Bane-chant", "breath": "Breath Attack",
	"camouflage": "Camuflaje", "reload": "Reload!", "regenerate": "Regeneration", "thunderous charges": "Thunderous Charge",
}
