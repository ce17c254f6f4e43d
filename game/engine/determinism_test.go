package engine

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The simulation is deterministic (DESIGN.md; the package laws): no code
// under game/ reads the clock or a global random source, and none ranges
// over a map (Go randomises the order) unless the same function sorts
// something after the loop (slices.Sort..., sort....): the usual way to
// read a map's keys in order.
func TestNoClockNoMapOrder(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-export", "-json", "warbench/game/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	type pkg struct {
		ImportPath, Dir, Export string
		GoFiles                 []string
		Standard                bool
	}
	exports := map[string]string{}
	var ours []pkg
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		exports[p.ImportPath] = p.Export
		if strings.HasPrefix(p.ImportPath, "warbench/game/") {
			ours = append(ours, p)
		}
	}
	if len(ours) < 8 {
		t.Fatalf("only %d packages under game/: the check would prove nothing", len(ours))
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) { return os.Open(exports[path]) })
	banned := map[string]bool{"time.Now": true, "time.Since": true, "time.Until": true}
	for _, p := range ours {
		var files []*ast.File
		for _, f := range p.GoFiles {
			af, err := parser.ParseFile(fset, filepath.Join(p.Dir, f), nil, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, af)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
		if _, err := (&types.Config{Importer: imp}).Check(p.ImportPath, fset, files, info); err != nil {
			t.Fatalf("%s: %v", p.ImportPath, err)
		}
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncDecl:
					if n.Body != nil {
						checkMapRanges(t, fset, info, n.Body)
					}
				case *ast.SelectorExpr:
					if fn, ok := info.Uses[n.Sel].(*types.Func); ok && fn.Pkg() != nil {
						name := fn.Pkg().Path() + "." + fn.Name()
						global := (fn.Pkg().Path() == "math/rand" || fn.Pkg().Path() == "math/rand/v2") && fn.Type().(*types.Signature).Recv() == nil &&
							!strings.HasPrefix(fn.Name(), "New")
						if banned[name] || global {
							t.Errorf("%s: %s in the simulation", fset.Position(n.Pos()), name)
						}
					}
				}
				return true
			})
		}
	}
}

// checkMapRanges reports ranges over maps in a function body that no
// sort call follows.
func checkMapRanges(t *testing.T, fset *token.FileSet, info *types.Info, body *ast.BlockStmt) {
	var sorts []token.Pos
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
				if fn, ok := info.Uses[sel.Sel].(*types.Func); ok && fn.Pkg() != nil {
					if p := fn.Pkg().Path(); p == "sort" || p == "slices" && strings.HasPrefix(fn.Name(), "Sort") {
						sorts = append(sorts, c.Pos())
					}
				}
			}
		}
		return true
	})
	ast.Inspect(body, func(n ast.Node) bool {
		r, ok := n.(*ast.RangeStmt)
		if !ok {
			return true
		}
		if _, isMap := info.Types[r.X].Type.Underlying().(*types.Map); !isMap {
			return true
		}
		for _, p := range sorts {
			if p > r.End() {
				return true
			}
		}
		t.Errorf("%s: range over a map with no sort after it", fset.Position(r.Pos()))
		return true
	})
}
