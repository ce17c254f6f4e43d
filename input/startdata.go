package input

import (
	"fmt"
	"strings"

	"warbench/game/ai"
	"warbench/game/engine"
)

// Starts is what the start screen needs of the program: the rule systems
// it can play with their built-in scenarios, the latest unfinished game,
// and starting a new game as the player chose it. The program gives the
// window one (gamefiles.Starts); the window itself reads no file.
type Starts interface {
	// Systems are the playable rule systems that have built-in
	// scenarios, in the order they were registered.
	Systems() []StartSystem
	// Last is the latest unfinished game, to continue: its file and a
	// line saying what it is and where it stands; "" when there is none.
	Last() (path, about string)
	// NewGame starts a new game as chosen (journaled when the program
	// autosaves) and closes the game the window had.
	NewGame(c NewGame) (Opened, error)
}

// LayoutKeyer is a Starts that can name the part a layout file saved in
// the Library becomes, so the form can open on it.
type LayoutKeyer interface {
	LayoutKey(path string) string
}

// StartSystem is a rule system as the start screen offers it.
type StartSystem struct {
	ID        string   // the ruleset's ID, given back in NewGame
	Name      string   // the ruleset's Name, shown
	Victories []string // its victory conditions, the default first
	// VictoryTitles and VictoryAbouts are, when the system names its
	// victory conditions (a pitched battle's title), each one's title and
	// a sentence on it, in the order of Victories; nil when it does not.
	VictoryTitles, VictoryAbouts []string
	Scenarios                    []StartScenario
	// Layouts and Armies are its built-in layout and army files, any of
	// which a new game may play instead of its scenario's own.
	Layouts []StartPart
	Armies  []StartPart
	// Computer reports whether a computer opponent knows the system
	// (ai.Plays): only then does the form offer it.
	Computer bool
	// HouseRules are the optional rules the system offers
	// (engine.HouseRuler), which the form may turn on.
	HouseRules []engine.HouseRule
}

// StartPart is a built-in layout or army file.
type StartPart struct {
	Name string // shown: the layout's name and table, the army's name and points
	Key  string // given back in NewGame
}

// StartScenario is one built-in scenario of a system.
type StartScenario struct {
	Name    string    // shown
	Key     string    // given back in NewGame
	Victory string    // the scenario's own victory condition ("" for the system's default)
	Points  int       // the scenario's game size (0: none agreed)
	Sides   [2]string // the armies of players 1 and 2
	// Layout and Armies are the keys among StartSystem's parts of the
	// scenario's own layout and armies ("" when not built in).
	Layout string
	Armies [2]string
	// HouseRules are the house rules the scenario turns on.
	HouseRules []string
}

// RollVictory is the victory "condition" that rolls one of the system's
// conditions when the game starts, with the game's own dice.
const RollVictory = "roll"

// NewGame is a new game as the start screen's form chose it.
type NewGame struct {
	System   string // StartSystem.ID
	Scenario string // StartScenario.Key
	Victory  string // one of the system's Victories, or RollVictory
	Points   int    // the agreed game size; 0 for none (the armies' own)
	// Layout and Armies are the parts to play (StartPart.Key): the
	// scenario's own, or others, whose units are then lined up in their
	// deployment zones.
	Layout string
	Armies [2]string
	// Computer is the kind of computer player (ai.Kinds) playing players 1
	// and 2, "" for a person.
	Computer [2]string
	// HouseRules are the house rules to play, by name, in the system's
	// order: the scenario's own unless the form changed them.
	HouseRules []string
}

// Game sizes the form steps through, in points: 0 (none agreed), then
// PointsStep to MaxPoints.
const (
	PointsStep = 250
	MaxPoints  = 10000
)

// VictoryTitle is how the form shows a victory condition: "roll" as a
// roll, a condition's ID in words ("kill-and-pillage": "Kill and
// pillage").
func VictoryTitle(v string) string {
	if v == RollVictory {
		return "Rolled when the game starts (one die)"
	}
	s := strings.ReplaceAll(v, "-", " ")
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// VictoryText is how the form shows one of the system's victory
// conditions: its title (the system's, else VictoryTitle) and a sentence
// on it ("" when the system gives none).
func (sys StartSystem) VictoryText(v string) (title, about string) {
	for i, w := range sys.Victories {
		if w == v && i < len(sys.VictoryTitles) && sys.VictoryTitles[i] != "" {
			if i < len(sys.VictoryAbouts) {
				about = sys.VictoryAbouts[i]
			}
			return sys.VictoryTitles[i], about
		}
	}
	return VictoryTitle(v), ""
}

// PointsTitle is how the form shows a game size.
func PointsTitle(p int) string {
	if p <= 0 {
		return "None agreed: the armies' own"
	}
	return fmt.Sprintf("%d points", p)
}

// WhoChoices are the form's choices of who plays: two people (hot-seat),
// then, when a computer knows the system, player 2 the computer at each
// level, player 1 the computer at each level, and both the computer at
// the middle level (to watch). Each is the kind per side, "" a person.
func (s *StartScreen) WhoChoices() [][2]string {
	out := [][2]string{{"", ""}}
	if len(s.Systems) == 0 || !s.Systems[s.System].Computer {
		return out
	}
	for _, l := range ai.Levels {
		out = append(out, [2]string{"", l.Name})
	}
	for _, l := range ai.Levels {
		out = append(out, [2]string{l.Name, ""})
	}
	return append(out, [2]string{WatchKind, WatchKind})
}

// WatchKind is the level the computer plays both sides at, to watch.
const WatchKind = "normal"

// WhoTitle is how the form shows a choice of who plays.
func WhoTitle(w [2]string) string {
	switch {
	case w[0] == "" && w[1] == "":
		return "Two people at this device (hot-seat)"
	case w[0] == "":
		return "You (player 1) against the computer, " + w[1]
	case w[1] == "":
		return "The computer (player 1), " + w[0] + ", against you (player 2)"
	}
	return "The computer against itself, " + w[0] + " (watch)"
}

// SideTitle is who plays a side, under its name on the form.
func SideTitle(kind string) string {
	if kind == "" {
		return "a person"
	}
	return "the computer, " + kind
}
