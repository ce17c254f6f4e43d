package main

import (
	"os/exec"
	"strings"
	"testing"
)

// -version prints one line and exits before any window opens (ebiten still
// wants a display on Linux: `make test` provides Xvfb).
func TestVersionFlag(t *testing.T) {
	out, err := exec.Command(build(t), "-version").CombinedOutput()
	if err != nil {
		t.Fatalf("warbench -version: %v\n%s", err, out)
	}
	line := strings.TrimSpace(string(out))
	if !strings.HasPrefix(line, "warbench ") || strings.Contains(line, "\n") {
		t.Fatalf("warbench -version printed %q, want one line starting with \"warbench \"", line)
	}
}
