package kow

// betaSections maps the 2nd-edition section a rule is coded under to the
// section of the kow-beta digest that says the same, so a beta game's
// log and refusals cite the beta (§10 rows with no beta rule, such as
// the counter-charge and Vanguard, cite §10, the table of differences).
var betaSections = map[string]string{
	"2.5": "2.4", "3.1": "3.2", "3.2": "3.3", "4.3": "4.2", "4.4": "4.2", "4.6": "4.3",
	"4.7": "4.4", "4.7.1": "4.4", "4.7.2": "4.6", "4.7.3": "4.5", "4.7.4": "4.5", "4.7.5": "4.5",
	"4.7.7": "4.7", "4.7.8": "4.5", "4.8": "10", "4.9": "7.3", "4.10": "8", "4.11": "4.2", "4.12": "10",
	"6.1": "6", "6.5": "6.4", "6.6": "6.4", "7.3": "7.2", "9": "9.1", "9.3": "9.1",
	"10.1": "8", "10.2": "10", "11.3": "9.2", "11.4": "9.2", "11.5": "4.1", "11.6": "9.2", "11.7": "9.3",
}

// section is a rule's section in the edition's own numbering.
func (r *Ruleset) section(s string) string {
	if r.Edition.BetaNumbering {
		if b, ok := betaSections[s]; ok {
			return b
		}
	}
	return s
}
