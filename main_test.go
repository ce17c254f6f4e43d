package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"warbench/game/save"
)

// build compiles the program once per test binary.
func build(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "warbench")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// The program opens the built-in battle, draws it and writes a screenshot
// of the whole window (needs a display: `make test` provides Xvfb).
func TestScreenshotOfTheDefaultBattle(t *testing.T) {
	bin := build(t)
	shot := filepath.Join(t.TempDir(), "shot.png")
	cmd := exec.Command(bin, "-screenshot", shot, "-frames", "3")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("warbench: %v\n%s", err, out)
	}
	img := decode(t, shot)
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Fatalf("screenshot is %v, want 1280x800", b)
	}
	colours := map[uint32]bool{}
	for y := 0; y < 800; y += 7 {
		for x := 0; x < 1280; x += 7 {
			r, g, b, _ := img.At(x, y).RGBA()
			colours[(r>>8)<<16|(g>>8)<<8|b>>8] = true
		}
	}
	if len(colours) < 30 {
		t.Fatalf("the screenshot has only %d colours: nothing was drawn", len(colours))
	}
}

// A broken scenario file is reported with its file:line:col, the built-in
// battle opens instead, and the file is left exactly as it was.
func TestBadScenarioIsReportedNotFatal(t *testing.T) {
	bin := build(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.scenario.yaml")
	content := []byte("name: Broken\nruleset: kow2\nlayout: nowhere.yaml\nseed: twelve\n")
	if err := os.WriteFile(bad, content, 0o644); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "shot.png")
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "-scenario", bad, "-screenshot", shot, "-frames", "2")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("warbench exited with %v on a bad file\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "broken.scenario.yaml:4:") {
		t.Fatalf("stderr does not name the file and line:\n%s", stderr.String())
	}
	decode(t, shot)
	after, _ := os.ReadFile(bad)
	if !bytes.Equal(after, content) {
		t.Fatal("the bad file was changed")
	}
}

// -p2 KIND plays the built-in battle against the computer, straight
// away (a screenshot of it); an unknown kind is refused with the kinds
// there are.
func TestComputerFlags(t *testing.T) {
	bin := build(t)
	home := t.TempDir()
	shot := filepath.Join(home, "p2.png")
	env := append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	cmd := exec.Command(bin, "-p2", "easy", "-dice", "off", "-screenshot", shot, "-frames", "30")
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("warbench -p2 easy: %v\n%s", err, out)
	}
	decode(t, shot)
	cmd = exec.Command(bin, "-p1", "grandmaster", "-screenshot", shot)
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "normal") {
		t.Fatalf("an unknown kind: %v\n%s", err, out)
	}
}

func decode(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return img
}

// BenchmarkStartup measures start to first frame (the process from exec
// until it has drawn frame 1, saved it and quit: an upper bound) and the
// peak resident memory while showing the default battle for 60 frames.
// Budgets: start to first frame ≤ 1 s, resident memory ≤ 200 MB.
func BenchmarkStartup(b *testing.B) {
	bin := build(b)
	shot := filepath.Join(b.TempDir(), "shot.png")
	var worstRSS int64
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		cmd := exec.Command(bin, "-screenshot", shot, "-frames", "1")
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
		b.ReportMetric(float64(time.Since(start).Milliseconds()), "ms-to-first-frame")
	}
	b.StopTimer()
	cmd := exec.Command(bin, "-screenshot", shot, "-frames", "60")
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%v\n%s", err, out)
	}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		worstRSS = ru.Maxrss // KiB on Linux
	}
	b.ReportMetric(float64(worstRSS)/1024, "peak-RSS-MB")
}

// The computer plays on, in a game continued, the sides its save says it
// played, unless -p1 or -p2 say otherwise; a replay is only watched.
func TestWhoPlays(t *testing.T) {
	sess := &save.Session{Header: save.Header{Computer: []string{"", "hard"}}}
	for _, c := range []struct {
		p1, p2 string
		replay bool
		want   [2]string
	}{
		{"", "", false, [2]string{"", "hard"}},
		{"easy", "", false, [2]string{"easy", ""}},
		{"", "", true, [2]string{}},
	} {
		if got := whoPlays(c.p1, c.p2, sess, c.replay); got != c.want {
			t.Errorf("-p1 %q -p2 %q replay %v: %q, want %q", c.p1, c.p2, c.replay, got, c.want)
		}
	}
	if got := whoPlays("", "", &save.Session{}, false); got != ([2]string{}) {
		t.Errorf("a save without the computer: %q", got)
	}
}
