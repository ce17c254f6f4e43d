package whfb8

import (
	"testing"
)

// whfb8 §9.2: "Great weapon: +2 S, Requires Two Hands; Always Strikes
// Last"; "Spear, on foot: Fight in Extra Rank, not in a turn the model
// charged"; "Lance, mounted only: +2 in the turn it charges"; "Hand
// weapon + shield: Parry: a 6+ ward save against close-combat attacks
// only. Not against attacks to the flank or rear".
func TestWeapons(t *testing.T) {
	gw := piece(t, nil)
	gw.Rules = []string{"Great Weapon"}
	s := engagedDuel(t, gw, piece(t, map[string]int{"T": 4}))
	p, e := &s.Pieces[0], &s.Pieces[1]
	if a := blows(s, p, e); a.Wound != 3 || step(s, p) != 0 { // S5 against T4
		t.Errorf("great weapon: %d+ to wound, step %d; want 3+ and last", a.Wound, step(s, p))
	}
	p.Rules = []string{"Spear"}
	if a := blows(s, p, e); a.N != 15 { // 5 in contact, two ranks of 5 supporting
		t.Errorf("spear: %d attacks, want 15", a.N)
	}
	p.SetCounter("charged", playerTurn(s))
	if a := blows(s, p, e); a.N != 10 {
		t.Errorf("spear on the charge: %d attacks, want 10", a.N)
	}
	p.Type, p.Rules = "Ca", []string{"Lance"}
	if a := blows(s, p, e); a.Wound != 3 {
		t.Errorf("lance on the charge: %d+ to wound, want 3+ (S5 against T4)", a.Wound)
	}
	e.Rules = []string{"Hand Weapon and Shield"}
	if a := blows(s, p, e); a.Ward != 6 || a.WardName != "parry" {
		t.Errorf("against a shield: %d+ %s, want a 6+ parry", a.Ward, a.WardName)
	}
	e.Pose.Heading = 0 // turned away: attacked in the rear, no parry
	if a := blows(s, p, e); a.Ward != 0 {
		t.Errorf("a parry from the rear: %d+", a.Ward)
	}
}

// whfb8 §9.1 Requires Two Hands: "In close combat the model cannot also
// use a shield or an extra weapon. The shield still counts against
// shooting and magic"; §10.1: chariots "Cannot march".
func TestTwoHandedWeapons(t *testing.T) {
	e := piece(t, map[string]int{"Sv": 4}) // heavy armour and a shield
	e.Rules = []string{"Great Weapon", "Hand Weapon and Shield", "Shield"}
	s := engagedDuel(t, piece(t, nil), e)
	p, d := &s.Pieces[0], &s.Pieces[1]
	a := blows(s, p, d)
	if a.Armour != 5 || a.Ward != 0 {
		t.Errorf("against a great weapon and a shield: %d+ armour, %d+ ward; want 5+ and no parry", a.Armour, a.Ward)
	}
	if stat(d, "Sv") != 4 {
		t.Error("the shield stopped counting against shooting")
	}
	ch := troop(t, "Ch", map[string]int{"models": 1, "files": 1})
	s = duel(t, ch, piece(t, nil), 30*Inch, Movement)
	if (&Ruleset{}).canMove(s, &s.Pieces[0], March) == nil {
		t.Error("a chariot marched")
	}
}
