package all_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docPaths are the words written in backticks in a document that look
// like paths: with a slash, or a file's extension.
var (
	backticked = regexp.MustCompile("`([^`\\s]+)`")
	extension  = regexp.MustCompile(`\.(go|md|sh|yaml|json|jsonl|txt|png)$`)
)

// docs/ARCHITECTURE.md is a map true to the code: every path it names in
// backticks exists, from the repository's root or from docs/.
func TestArchitectureMapNamesRealPaths(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(root, "docs", "ARCHITECTURE.md"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, m := range backticked.FindAllStringSubmatch(string(data), -1) {
		p := strings.TrimSuffix(m[1], "/...") // a package pattern names its folder
		if !strings.Contains(p, "/") && !extension.MatchString(p) {
			continue
		}
		n++
		_, errRoot := os.Stat(filepath.Join(root, p))
		_, errDocs := os.Stat(filepath.Join(root, "docs", p))
		if errRoot != nil && errDocs != nil {
			t.Errorf("docs/ARCHITECTURE.md names %s, which does not exist", p)
		}
	}
	if n < 30 {
		t.Errorf("only %d paths found in the map", n)
	}
	if lines := strings.Count(string(data), "\n"); lines > 260 {
		t.Errorf("the map has %d lines: keep it a map (about 200), and the stories in their own pages", lines)
	}
}
