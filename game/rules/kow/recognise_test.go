package kow_test

import (
	"testing"

	"warbench/game/rules/kow"
)

// kow2 §8, §5.2, §10.1: rules, weapons and spells as army lists write
// them, with their parameters, read to the army file's form.
func TestRecognise(t *testing.T) {
	for _, c := range []struct {
		in    string
		kind  kow.RuleKind
		canon string
	}{
		{"Crushing Strength (1)", kow.KindRule, "Crushing Strength(1)"},
		{"CS(2)", kow.KindRule, "Crushing Strength(2)"},
		{" cs ( 3 ) ", kow.KindRule, "Crushing Strength(3)"},
		{"TC (2)", kow.KindRule, "Thunderous Charge(2)"},
		{"Thunderous Charge (2)", kow.KindRule, "Thunderous Charge(2)"},
		{"Regen (5+)", kow.KindRule, "Regeneration(5+)"},
		{"Regeneration (4)", kow.KindRule, "Regeneration(4+)"},
		{"Yellow Bellied", kow.KindRule, "Yellow-Bellied"},
		{"Big Shield", kow.KindRule, "Big Shields"},
		{"Blast (D6+2, D6+3 within 6\" of Warsmith)", kow.KindRule, "Blast(D6+2)"},
		{"Breath Attack (Att)", kow.KindRule, "Breath Attack(Att)"},
		// kow2 §8: "Inspiring (Unit X)" inspires only itself and X.
		{"Inspiring (Halflings only)", kow.KindRule, "Inspiring(Halflings)"},
		{"Very Inspiring (War Engines only)", kow.KindRule, "Very Inspiring(War Engines)"},
		{"Inspiring (if mounted)", kow.KindRule, "Inspiring"},
		{"Reload!", kow.KindRule, "Reload!"},
		{`Bows (Range 24")`, kow.KindWeapon, "Bows (Range 24)"},
		{"Bows (Range 24”)", kow.KindWeapon, "Bows (Range 24)"},
		{"Bows (Range 24″)", kow.KindWeapon, "Bows (Range 24)"},
		{`Range 36"`, kow.KindWeapon, "Ranged attack (Range 36)"},
		{"Light Crossbow (treat as Bow)", kow.KindWeapon, "Light Crossbow (Range 24)"},
		{"Javelins", kow.KindWeapon, "Javelins (Range 12)"},
		{`Blowpipes (treat as Throwing Weapons (Range 12"))`, kow.KindWeapon, "Blowpipes (Range 12)"},
		{`Sharpstick Thrower (36" range, Att 2, Blast (D3))`, kow.KindWeapon, "Sharpstick Thrower (Range 36)"},
		{"Lightning Bolt (5)", kow.KindSpell, "Lightning Bolt(5)"},
		{"Bane Chant (2)", kow.KindSpell, "Bane-chant(2)"},
		{"Heal (4 - War Engines, Golems only)", kow.KindSpell, "Heal(4)"},
		{"Base: (75x75mm)", kow.KindBase, "Base 75x75 mm"},
		{"Base: (Max 75x75mm)", kow.KindBase, "Base 75x75 mm"},
		{"Shield of Miph (Regen (6+))", kow.KindRule, "Regeneration(6+)"},
		{"Lifeleech (n)", kow.KindRef, "Lifeleech"},
		{"not Yellow Bellied", kow.KindNone, ""},
		{"-", kow.KindNone, ""},
		{"Rallying! (1)", kow.KindUnknown, ""},
		{"Steady Aim", kow.KindUnknown, ""},
		{"Crushing Strength (9)", kow.KindUnknown, ""}, // out of bounds (1 to 6)
	} {
		got := kow.Recognise(c.in)
		if got.Kind != c.kind || got.Canon != c.canon {
			t.Errorf("Recognise(%q) = %s %q (note %q), want %s %q", c.in, got.Kind, got.Canon, got.Note, c.kind, c.canon)
		}
	}
}

// Every name the digest defines is recognised with a parameter or alone.
func TestDigestNamesRecognised(t *testing.T) {
	for _, n := range kow.DigestRules {
		if !kow.IsDigestName(n) {
			t.Errorf("%s", n)
		}
	}
	for _, n := range kow.DigestSpells {
		if r := kow.Recognise(n + " (3)"); r.Kind != kow.KindSpell {
			t.Errorf("%s (3): %s %s", n, r.Kind, r.Note)
		}
	}
	for _, n := range kow.DigestWeapons {
		if r := kow.Recognise(n); r.Kind != kow.KindWeapon {
			t.Errorf("%s: %s %s", n, r.Kind, r.Note)
		}
	}
}
