// Command warbench is a 2D tabletop wargame simulator: a to-scale battle
// table on which units move, shoot and fight by the rulebook.
//
//	warbench -version
//	warbench [-scenario FILE] [-seed N] [-p1 KIND] [-p2 KIND] [-load SAVE] [-resume] [-journal FILE|off] [-replay SAVE] [-hotseat=false] [-dice off|fast|normal|slow] [-screenshot FILE [-frames N]]
//	warbench sim|replay|odds ...   (for old scripts: use warbench-cli, docs/cli.md)
//
// With no flags it opens on the start screen (New game, Continue, Open). This is the
// only file that starts ebiten; everything else is wired here. The
// command line is its own program, cmd/warbench-cli, which links no
// graphics and runs where there is no display.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/assets"
	"warbench/cli"
	"warbench/game/ai"
	_ "warbench/game/rules/all" // every rule system the program plays
	"warbench/game/save"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/internal/version"
	"warbench/render"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
	}
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "warbench:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	fl := flag.NewFlagSet("warbench", flag.ContinueOnError)
	scenarioPath := fl.String("scenario", "", "scenario YAML file to open (default: the built-in battle)")
	seed := fl.Uint64("seed", 0, "dice seed (default: the scenario's)")
	shot := fl.String("screenshot", "", "render, write this PNG file and exit")
	frames := fl.Int("frames", 5, "with -screenshot: the frame to capture")
	width := fl.Int("width", 1280, "window width in pixels")
	height := fl.Int("height", 800, "window height in pixels")
	hotseat := fl.Bool("hotseat", true, "cover the table between turns until the next player is ready (false: one person plays both sides)")
	diceSpeed := fl.String("dice", "normal", "dice animation: off, fast, normal or slow (V changes it in play)")
	load := fl.String("load", "", "open this save file (or journal) and go on with it")
	resume := fl.Bool("resume", false, "go on with the last unfinished game (autosaved), or with -journal's file")
	journal := fl.String("journal", "", `autosave every order to this journal file (default: a new file in the folder of games; "off": none)`)
	replay := fl.String("replay", "", "watch a save or journal played from its start (Ctrl+Space pauses, Ctrl+Z / Ctrl+Y step)")
	showVersion := fl.Bool("version", false, "print the version and exit")
	p1 := fl.String("p1", "", "the computer plays player 1 at this level: "+strings.Join(ai.Kinds(), ", ")+` ("": a person)`)
	p2 := fl.String("p2", "", "the computer plays player 2 at this level (as -p1)")
	startFlag := fl.Bool("start", false, "open on the start screen even with other flags (with -screenshot: a picture of it)")
	workshopFlag := fl.Bool("workshop", false, "open the terrain workshop: build a table, see how it plays, save it to the Library")
	layoutPath := fl.String("layout", "", "with -workshop: the layout file to open in it")
	clock := fl.Duration("clock", 0, "a timed game: each player's time, e.g. 45m; when it runs out their units Halt and the turn passes, or the game is lost where the rules say so")
	if err := fl.Parse(args); err != nil {
		return err
	}
	if *showVersion {
		fmt.Println(version.String("warbench"))
		return nil
	}
	speed, err := input.ParseSpeed(*diceSpeed)
	if err != nil {
		return err
	}

	opts := gameOptions{scenario: *scenarioPath, seed: *seed, load: *load, resume: *resume, journal: *journal, computer: [2]string{*p1, *p2}}
	if *shot != "" && *journal == "" && !*resume {
		opts.journal = "off" // a screenshot is not a game
	}
	st, err := newStore()
	if err != nil {
		fmt.Fprintln(os.Stderr, "warbench:", err)
		if opts.journal == "" {
			opts.journal = "off"
		}
	}
	last := ""
	if resumeLast && opts == (gameOptions{}) && *replay == "" {
		if last, _ = st.LastUnfinished(10); last != "" {
			opts.resume = true // the browser goes on with the last game
		}
	}
	autosave := opts.journal != "off"
	onStart := offerStart && (*startFlag || (!gameFlags(fl) && !opts.resume))
	if onStart {
		opts.journal = "off" // the game behind the start screen is not played: nothing is journaled
	}
	var sess *save.Session
	var notes []string
	if *replay != "" {
		var note string
		if sess, note = openReplay(st, *replay); sess == nil {
			notes = append(notes, note)
		}
	}
	playing := sess != nil
	if sess == nil {
		var more []string
		sess, more = openGame(st, opts)
		notes = append(notes, more...)
	}
	notice := joinNotes(notes)
	if sess == nil {
		return errors.New(notice)
	}
	if notice != "" {
		fmt.Fprintln(os.Stderr, notice)
	}
	name := sess.Header.Scenario.Name
	if onStart {
		name = ""
	}

	app, err := render.New(sess.Game, render.Options{Title: name, Screenshot: *shot != "", Frames: *frames, Notice: notice,
		NoHandoff: !*hotseat || playing, DiceSpeed: speed, Clock: *clock, Computer: whoPlays(*p1, *p2, sess, playing)})
	if err != nil {
		st.Close(sess)
		return err
	}
	ebiten.SetWindowTitle(strings.TrimSuffix("warbench: "+name, ": "))
	ebiten.SetWindowSize(*width, *height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if icon, err := png.Decode(bytes.NewReader(assets.Icon)); err == nil {
		ebiten.SetWindowIcon([]image.Image{icon})
	}
	useHistory(app, sess, playing)
	files := useFiles(app, st, sess, autosave)
	var starts *gamefiles.Starts
	if onStart || !playing { // the Menu (F2) shows it over a game being played
		starts = useStart(app, files, onStart)
		if libraryFiles {
			offerWorkshop(app, sess.Game.Rules, files, starts)
		}
	}
	if *workshopFlag || *layoutPath != "" {
		if err := useWorkshop(app, sess.Game.Rules, files, starts, *layoutPath); err != nil {
			st.Close(sess)
			return err
		}
	}
	defer func() {
		// The game open at the end: its journal closed (and removed when
		// no order was given), a stopped autosave reported.
		s := files.Session
		if err := st.Close(s); err != nil {
			fmt.Fprintln(os.Stderr, "warbench:", err)
		}
		if err := s.Err(); err != nil {
			fmt.Fprintln(os.Stderr, "warbench: the autosave stopped:", err)
		}
	}()
	resumed := last != "" && files.Playing() == last
	if err := ebiten.RunGame(wrapGame(app, files, resumed)); err != nil {
		return err
	}
	if *shot != "" {
		return writeScreenshot(*shot, app.Screenshot())
	}
	return nil
}

// writeScreenshot writes the captured frame as a PNG, atomically.
func writeScreenshot(path string, img image.Image) error {
	if img == nil {
		return errors.New("no frame was captured")
	}
	return save.WriteFileAtomic(path, func(w io.Writer) error { return png.Encode(w, img) })
}

// whoPlays is the computer's kind for players 1 and 2: the -p1 and -p2
// flags, or, without them, what a save continued says (the computer goes
// on playing the side it played); a replay is watched, not played.
func whoPlays(p1, p2 string, sess *save.Session, replay bool) [2]string {
	if p1 != "" || p2 != "" || replay {
		return [2]string{p1, p2}
	}
	if c := sess.Header.Computer; len(c) == 2 {
		return [2]string{c[0], c[1]}
	}
	return [2]string{}
}
