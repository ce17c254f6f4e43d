package whfb8

import (
	"regexp"
	"strings"

	"warbench/game/bsdata"
)

// What a unit is made of: the options a roster took, or the ones a
// catalogue's unit cannot go without (its models at their least number,
// its crew, its mount, a group's default), with the choices of a plan
// (a size, the command group, a wizard's level, the General) on top.

// plan is a reading of a catalogue's unit: the zero plan is the least the
// data allows.
type plan struct {
	models  int  // rank-and-file models (0: the least allowed)
	command bool // the champion, standard bearer and musician
	level   int  // a wizard's level (0: the group's default)
	general bool // the army's General (no catalogue marks him)
	bsb     bool // the Battle Standard Bearer, when the data offers one
	label   string
}

// item is an option taken, how many of it the whole unit has, and the
// group it was taken from.
type item struct {
	o     bsdata.Option
	n     int
	group string
	rf    bool // the unit's rank and file
}

var (
	reLevel    = regexp.MustCompile(`(?i)^(?:wizard\s+)?level\s*(\d)(?:\s+wizard)?$`)
	reStandard = regexp.MustCompile(`(?i)^standard[\s-]*bearer$|^standard$`)
	reBSB      = regexp.MustCompile(`(?i)battle\s+standard(\s+bearer)?`)
	reGeneral  = regexp.MustCompile(`(?i)^(?:army\s+)?general$|^must be army general$`)
)

// hasModel says whether an option has a model's profile of its own.
func hasModel(o bsdata.Option) bool {
	for _, p := range o.Profiles {
		if profileKind(p) == kindModel {
			return true
		}
	}
	return false
}

// Command roles, by the option's name and group (the champion may have a
// title of his own, "Foe-render", in a group named Command).
func isMusician(o bsdata.Option) bool { return strings.EqualFold(cleanRule(o.Name), "musician") }
func isStandard(o bsdata.Option) bool { return reStandard.MatchString(cleanRule(o.Name)) }
func isChampion(o bsdata.Option, group string) bool {
	if strings.EqualFold(cleanRule(o.Name), "champion") {
		return true
	}
	return strings.Contains(strings.ToLower(group), "command") && hasModel(o) && !isMusician(o) && !isStandard(o)
}
func isCommand(o bsdata.Option, group string) bool {
	return isMusician(o) || isStandard(o) || isChampion(o, group)
}

// taker walks a unit's options.
type taker struct {
	pl     plan
	roster bool
	items  []item
	rf     bool // the rank and file are found (or the unit is one model of its own)
}

// take lists what unit u is made of under plan pl. An entry of type unit
// (not one model) has rank and file: the first option that counts its
// models, not its command, a mount, a chariot, a machine or a beast (a
// catalogue writes it as a model, or as an upgrade it must take several
// of, with the models' profile or with none: the unit's own is theirs).
func take(u bsdata.Unit, pl plan) []item {
	t := &taker{pl: pl, roster: u.FromRoster, rf: u.Type == "model"}
	t.visit(u.Options, "", 1, 0)
	return t.items
}

// rankAndFile says whether o, offered in group, is the unit's rank and
// file.
func (t *taker) rankAndFile(o bsdata.Option, group string) bool {
	if t.rf || o.Type == "unit" || isCommand(o, group) || strings.Contains(strings.ToLower(group), "mount") {
		return false
	}
	for _, p := range o.Profiles {
		if profileKind(p) == kindModel && (typeCode(p) == "Ch" || typeCode(p) == "WM" || char(p, "LD") == 0) {
			return false // a machine, a chariot, or a beast
		}
	}
	if !hasModel(o) {
		return o.Min >= 2 || o.Min >= 1 && o.Max != 1 && o.Max != 0 && o.Type == "model"
	}
	return o.Type == "model" || o.Min >= 1 || t.roster
}

func (t *taker) visit(opts []bsdata.Option, group string, mult, depth int) {
	if depth > 12 {
		return
	}
	for _, o := range opts {
		if o.Type == "group" {
			t.group(o, mult, depth)
			continue
		}
		n := t.count(o, group)
		if n <= 0 {
			continue
		}
		if !t.roster {
			n *= mult
		}
		rf := t.rankAndFile(o, group)
		t.rf = t.rf || rf
		t.items = append(t.items, item{o: o, n: n, group: group, rf: rf})
		t.visit(o.Options, "", n, depth+1)
	}
}

// count is how many of o a unit takes (per one of its parent).
func (t *taker) count(o bsdata.Option, group string) int {
	if t.roster {
		return o.Min
	}
	if t.rankAndFile(o, group) {
		if t.pl.models > 0 {
			return clampTo(o, t.pl.models)
		}
		return clampTo(o, max(o.Min, 1))
	}
	switch {
	case isCommand(o, group):
		if t.pl.command && o.Max != 0 {
			return 1
		}
	case reBSB.MatchString(o.Name):
		if t.pl.bsb {
			return 1
		}
	}
	return o.Min
}

// clampTo is n within o's bounds.
func clampTo(o bsdata.Option, n int) int {
	if o.Max >= 0 {
		n = min(n, o.Max)
	}
	return max(n, o.Min)
}

// group takes a group's mandatory entries and, when the group must be
// chosen from, its default (or first) entry; a wizard's level is the
// plan's.
func (t *taker) group(g bsdata.Option, mult, depth int) {
	if t.roster {
		t.visit(g.Options, g.Name, mult, depth+1)
		return
	}
	if t.pl.level > 0 {
		for _, o := range g.Options {
			if m := reLevel.FindStringSubmatch(cleanRule(o.Name)); m != nil && atoi(m[1]) == t.pl.level {
				t.items = append(t.items, item{o: o, n: mult, group: g.Name})
				return
			}
		}
	}
	before := len(t.items)
	t.visit(g.Options, g.Name, mult, depth+1)
	if g.Min < 1 || len(t.items) > before {
		return
	}
	pick := -1
	for i, o := range g.Options {
		if o.Type != "group" && (o.Default || pick < 0) {
			pick = i
			if o.Default {
				break
			}
		}
	}
	if pick >= 0 {
		o := g.Options[pick]
		n := max(o.Min, g.Min, 1) * mult
		t.items = append(t.items, item{o: o, n: n, group: g.Name})
		t.visit(o.Options, "", n, depth+1)
	}
}
