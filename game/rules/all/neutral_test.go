package all_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"warbench/game/rules"
	_ "warbench/game/rules/all"
)

// root is the repository, from this package's folder.
const root = "../../.."

// shared are the packages that must work for every rule system: they
// reach a system only through engine.Ruleset and the registry.
var shared = []string{
	"game/engine", "game/move", "game/geom", "game/table", "game/dice", "game/prob",
	"game/save", "game/scenario", "game/plain", "game/bsdata", "game/armies", "game/armybuild", "game/layout",
	"game/ai", "input", "input/ebitenin", "render", "cli", "gamefiles", "web",
}

// roots are the programs: they link the systems through this package
// (game/rules/all) and nothing else.
var roots = []string{".", "cmd/warbench-cli"}

// goList runs go list in the repository and returns its lines.
func goList(t *testing.T, args ...string) []string {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list %v: %v\n%s", args, err, out)
	}
	return strings.Fields(string(out))
}

// isSystem reports whether an import path is a rule system's package (not
// the registry itself).
func isSystem(path string) bool {
	rest, ok := strings.CutPrefix(path, "warbench/game/rules/")
	return ok && rest != ""
}

// No shared package links a rule system, not even through another
// package; the programs import game/rules/all and no system directly.
func TestSharedPackagesLinkNoRuleSystem(t *testing.T) {
	for _, p := range shared {
		for _, dep := range goList(t, "-deps", "./"+p) {
			if isSystem(dep) {
				t.Errorf("%s links %s", p, dep)
			}
		}
	}
	for _, p := range roots {
		for _, imp := range goList(t, "-f", `{{join .Imports " "}}`, "./"+p) {
			if isSystem(imp) && imp != "warbench/game/rules/all" {
				t.Errorf("%s imports %s: programs link systems through game/rules/all", p, imp)
			}
		}
	}
}

// No shared package speaks a rule system: none of the words the systems
// register (their IDs, statuses, names), nor a section sign, appears in
// their code, strings or comments.
func TestSharedPackagesUseNoSystemsWords(t *testing.T) {
	words := append(rules.AllWords(), "§")
	if len(words) < 5 {
		t.Fatalf("only %d words registered: %v", len(words), words)
	}
	for _, p := range append(slices.Clone(shared), roots...) {
		files, err := filepath.Glob(filepath.Join(root, p, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(data), "\n") {
				for _, w := range words {
					if strings.Contains(line, w) {
						t.Errorf("%s:%d: %q: %s", filepath.Join(p, filepath.Base(f)), i+1, w, strings.TrimSpace(line))
					}
				}
			}
		}
	}
}

// The repository has no build tags: every file builds in every program
// that imports its package (the command line is its own program).
func TestNoBuildTags(t *testing.T) {
	for _, f := range goList(t, "-f", `{{range .GoFiles}}{{$.Dir}}/{{.}} {{end}}{{range .TestGoFiles}}{{$.Dir}}/{{.}} {{end}}{{range .IgnoredGoFiles}}{{$.Dir}}/{{.}} {{end}}`, "./...") {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "//go:build") || strings.HasPrefix(line, "// +build") {
				t.Errorf("%s: %s", f, line)
			}
		}
	}
}
