// Command webbench measures the browser version against its budgets
// (make webbench): the first frame's time after the page starts loading,
// in headless Chromium with software WebGL (a new browser each run, so
// nothing is cached; the median of -runs), and the download's size
// compressed. It reads a folder written by make web.
//
//	go run ./web/webbench [-dir dist/web] [-runs 3]
package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

func main() {
	dir := flag.String("dir", "dist/web", "the folder make web wrote")
	runs := flag.Int("runs", 3, "page loads to measure")
	chrome := flag.String("chromium", "chromium", "the browser to run")
	flag.Parse()
	if err := run(*dir, *runs, *chrome); err != nil {
		fmt.Fprintln(os.Stderr, "webbench:", err)
		os.Exit(1)
	}
}

// timing is one page load, in milliseconds from the navigation's start.
type timing struct {
	Instantiated float64 `json:"instantiated"`
	FirstFrame   float64 `json:"firstFrame"`
}

func run(dir string, runs int, chrome string) error {
	gz, err := os.Stat(filepath.Join(dir, "warbench.wasm.gz"))
	if err != nil {
		return fmt.Errorf("no web build (make web): %w", err)
	}
	raw, _ := os.Stat(filepath.Join(dir, "warbench.wasm"))
	var small int64
	for _, f := range []string{"index.html", "wasm_exec.js"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err == nil {
			small += st.Size() // a few KB; counted uncompressed
		}
	}
	path, err := exec.LookPath(chrome)
	if err != nil {
		return fmt.Errorf("no %s (make webdeps installs it): %w", chrome, err)
	}
	url, stop, err := serve(dir)
	if err != nil {
		return err
	}
	defer stop()

	var firsts []float64
	for i := range runs {
		tm, err := load(path, url)
		if err != nil {
			return fmt.Errorf("run %d: %w", i+1, err)
		}
		fmt.Printf("run %d: instantiated %.0f ms, first frame %.0f ms\n", i+1, tm.Instantiated, tm.FirstFrame)
		firsts = append(firsts, tm.FirstFrame)
	}
	slices.Sort(firsts)
	mb := func(n int64) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }
	fmt.Printf("first frame: median %.2f s of %d runs (budget 3 s)\n", firsts[len(firsts)/2]/1000, runs)
	fmt.Printf("download: %s compressed (warbench.wasm.gz %s + page and loader %s; the program itself %s; budget 12 MB)\n",
		mb(gz.Size()+small), mb(gz.Size()), mb(small), mb(raw.Size()))
	return nil
}

// serve serves dir on 127.0.0.1, sending warbench.wasm.gz, gzip-encoded,
// to a browser that takes gzip, as a static server set up for
// precompressed files does.
func serve(dir string) (string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	files := http.FileServer(http.Dir(dir))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/warbench.wasm" && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Set("Content-Type", "application/wasm")
			http.ServeFile(w, r, filepath.Join(dir, "warbench.wasm.gz"))
			return
		}
		files.ServeHTTP(w, r)
	})
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + "/", func() { srv.Close() }, nil
}

// load opens the page in a new headless Chromium and waits for the
// game's first frame.
func load(chrome, url string) (timing, error) {
	profile, err := os.MkdirTemp("", "webbench-")
	if err != nil {
		return timing{}, err
	}
	defer os.RemoveAll(profile)
	opts := append(chromedp.DefaultExecAllocatorOptions[:0:0],
		chromedp.ExecPath(chrome), chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("headless", "new"),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.WindowSize(1280, 800),
		chromedp.UserDataDir(profile))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer acancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil { // the browser started
		return timing{}, err
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return timing{}, err
	}
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		tm, err := chromedp.Run(ctx, chromedp.Evaluate[timing](
			`({instantiated: (window.warbench && warbench.instantiated) || 0, firstFrame: (window.warbench && warbench.firstFrame) || 0})`))
		if err == nil && tm.FirstFrame > 0 {
			return tm, nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return timing{}, fmt.Errorf("no first frame within a minute")
}
