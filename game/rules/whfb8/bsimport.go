package whfb8

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/engine"
)

// Armies reads Warhammer Fantasy Battle 8th edition army lists
// (BattleScribe catalogues and rosters) and checks forces by §12.
type Armies struct{}

func init() { armies.Register(Armies{}) }

// ID is the ruleset the imported units play under.
func (Armies) ID() string { return ID }

// Reads accepts the BSData game system "Warhammer Fantasy 8th ed".
func (Armies) Reads(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "warhammer fantasy") && strings.Contains(n, "8th")
}

// Unit reads one BattleScribe unit as an army file's unit (§2): a
// roster's selection as the player chose it, a catalogue's entry at the
// least the data allows (its fewest models, no command, on foot, a
// wizard at his default level). Rules this version does not play are
// named in Unknown; a unit it cannot play has Error say why.
func (Armies) Unit(u bsdata.Unit) armies.Unit { return readUnit(u, plan{}) }

// readUnit reads u under plan pl.
func readUnit(u bsdata.Unit, pl plan) armies.Unit {
	out := armies.Unit{Name: cleanRule(u.Name), At: fmt.Sprintf("%s:%d:%d", u.File, u.Line, u.Col),
		Stats: map[string]int{}, Variant: pl.label, Allied: u.Force > 0}
	r := &reader{u: u, out: &out, items: take(u, pl)}
	r.points(u)
	if err := r.models(u); err != "" {
		out.Error = err
		return out
	}
	r.gear()
	r.rules(u)
	r.offices(pl)
	r.base()
	if _, err := (&Ruleset{}).Unit(Spec(out)); err != nil {
		out.Error = "the unit as read is not one an army file may hold (§2.1): " + err.Error()
	}
	return out
}

// reader assembles one unit.
type reader struct {
	u     bsdata.Unit
	out   *armies.Unit
	items []item
	own   []bsdata.Profile // the unit's own profiles (a roster's, without its selections')
	// the models: the body (a single model, or the rank and file), the
	// champion, a mount or a chariot's beasts, a chariot or a war machine
	// and its crew.
	body, champion, mount, chassis *bsdata.Profile
	bodyIt                         *item     // the rank and file's option
	others                         []sourced // every other model's profile
	mounted                        bool
}

func (r *reader) note(format string, args ...any) {
	r.out.Notes = append(r.out.Notes, fmt.Sprintf(format, args...))
}

func (r *reader) unknown(name string) {
	if name != "" && !slices.Contains(r.out.Unknown, name) {
		r.out.Unknown = append(r.out.Unknown, name)
	}
}

func (r *reader) addRule(name string) {
	if name != "" && !slices.Contains(r.out.Rules, name) {
		r.out.Rules = append(r.out.Rules, name)
	}
}

// points: a roster's selection costs what the roster says, its
// selections included; a catalogue's entry its own cost and what it
// takes.
func (r *reader) points(u bsdata.Unit) {
	pts := u.Cost("pts")
	if !u.FromRoster {
		for _, it := range r.items {
			pts += it.o.Cost("pts") * float64(it.n)
		}
	}
	r.out.Points = int(math.Round(pts))
	r.out.Stats["pts"] = r.out.Points
}

// ownProfiles are the unit's own profiles: a roster's Profiles hold its
// selections' too, which are taken out.
func ownProfiles(u bsdata.Unit) []bsdata.Profile {
	own := slices.Clone(u.Profiles)
	if !u.FromRoster {
		return own
	}
	var drop func(opts []bsdata.Option)
	drop = func(opts []bsdata.Option) {
		for _, o := range opts {
			for _, p := range o.Profiles {
				i := slices.IndexFunc(own, func(q bsdata.Profile) bool { return q.Name == p.Name && slices.Equal(q.Chars, p.Chars) })
				if i >= 0 {
					own = slices.Delete(own, i, i+1)
				}
			}
			drop(o.Options)
		}
	}
	drop(u.Options)
	return own
}

// Spec is the engine's view of an imported unit, for Ruleset.Unit.
func Spec(u armies.Unit) engine.UnitSpec {
	var stats []engine.Stat
	keys := make([]string, 0, len(u.Stats))
	for k := range u.Stats {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		stats = append(stats, engine.Stat{Name: k, Value: u.Stats[k]})
	}
	return engine.UnitSpec{Name: u.Name, Type: u.Type, Size: u.Size, BaseW: u.Base[0], BaseD: u.Base[1],
		Height: u.Height, HeightGiven: u.Height > 0, Stats: stats, Rules: slices.Clone(u.Rules)}
}

// base is the troop type's typical base (§2.2): the catalogues give none.
func (r *reader) base() {
	t, ok := troopType(r.out.Type)
	if !ok {
		return
	}
	r.out.Base = [2]float64{t.BaseW, t.BaseD}
	r.note("base: none in the data; the %s type's typical %gx%g mm (§2.2)", strings.ToLower(t.Name), t.BaseW, t.BaseD)
}
