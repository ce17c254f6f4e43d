//go:build !headless

// Command warbench is a 2D tabletop wargame simulator: a to-scale battle
// table on which units move, shoot and fight by the rulebook.
//
//	warbench [-scenario FILE] [-seed N] [-hotseat=false] [-dice off|fast|normal|slow] [-screenshot FILE [-frames N]]
//	warbench sim|replay|odds ...   (the headless command line, docs/cli.md)
//
// With no flags it opens the built-in Kings of War scenario. This is the
// only file that starts ebiten; everything else is wired here. Built with
// the headless tag (main_headless.go) it is the command line alone, with
// no ebiten linked, so it runs where there is no display.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/assets"
	"warbench/cli"
	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/scenario"
	"warbench/input"
	"warbench/render"
	"warbench/scenarios"
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
	if err := fl.Parse(args); err != nil {
		return err
	}
	speed, err := input.ParseSpeed(*diceSpeed)
	if err != nil {
		return err
	}

	sc, notice := open(*scenarioPath)
	if sc == nil {
		return errors.New(notice)
	}
	if notice != "" {
		fmt.Fprintln(os.Stderr, notice)
	}
	if *seed != 0 {
		sc.State.Seed, sc.State.Dice = *seed, dice.New(*seed)
	}
	game := &engine.Game{Rules: sc.Rules, State: sc.State}
	game.Start()

	app, err := render.New(game, render.Options{Title: sc.Name, Screenshot: *shot, Frames: *frames, Notice: notice,
		NoHandoff: !*hotseat, DiceSpeed: speed})
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("warbench: " + sc.Name)
	ebiten.SetWindowSize(*width, *height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if icon, err := png.Decode(bytes.NewReader(assets.Icon)); err == nil {
		ebiten.SetWindowIcon([]image.Image{icon})
	}
	if err := ebiten.RunGame(app); err != nil {
		return err
	}
	return app.ScreenshotErr()
}

// open loads the scenario at path, or the built-in one. When path fails to
// load, it falls back to the built-in scenario and returns the error as a
// notice to show: a bad file never stops the program or loses anything.
func open(path string) (*scenario.Scenario, string) {
	notice := ""
	if path != "" {
		dir, name := filepath.Split(path)
		if dir == "" {
			dir = "."
		}
		sc, err := scenario.Load(os.DirFS(dir), name)
		if err == nil {
			return sc, ""
		}
		notice = fmt.Sprintf("Could not open %s; showing the built-in battle instead.\n%v", path, err)
	}
	sc, err := scenario.Load(fs.FS(scenarios.FS), scenarios.Default)
	if err != nil {
		return nil, fmt.Sprintf("built-in scenario: %v", err)
	}
	return sc, notice
}
