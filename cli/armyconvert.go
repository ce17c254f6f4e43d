package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/save"
	"warbench/game/scenario"
)

// runArmyConvert runs "army convert": a BattleScribe roster becomes an
// army file a scenario or a new game can use. It refuses to overwrite a
// file the player did not name, and writes atomically.
func runArmyConvert(args []string, env Env) error {
	fl := flags("army convert", "-o ARMY.yaml ROSTER  (.ros or .rosz)", env)
	outPath := fl.String("o", "", "the army file to write (.yaml)")
	if err := parse(fl, args); err != nil {
		return err
	}
	switch {
	case fl.NArg() != 1:
		return usagef("want one roster file, got %d", fl.NArg())
	case *outPath == "":
		return usagef("-o: which army file to write?")
	}
	in := fl.Arg(0)
	if ext := strings.ToLower(filepath.Ext(in)); ext != ".ros" && ext != ".rosz" {
		return fmt.Errorf("%s: want a BattleScribe roster (.ros or .rosz)", in)
	}
	ro, err := bsdata.ReadRoster(in)
	if err != nil {
		return err
	}
	sys, ok := armies.For(ro.System)
	if !ok {
		return fmt.Errorf("%s: no rule system reads the game system %q", in, ro.System)
	}
	var units []armies.Unit
	for _, u := range ro.Units {
		units = append(units, sys.Unit(u))
	}
	data, err := scenario.WriteArmy(ro.Name, int(ro.Limit), units)
	if err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	if err := save.WriteFileAtomic(*outPath, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}); err != nil {
		return err
	}
	for _, b := range sys.Validate(units, int(ro.Limit)) {
		fmt.Fprintf(env.Stderr, "%s army convert: the list breaks %s: %s\n", Program, b.Rule, b.Msg)
	}
	fmt.Fprintf(env.Stderr, "%s: wrote %d units of %q to %s\n", Program, len(units), ro.Name, *outPath)
	return nil
}
