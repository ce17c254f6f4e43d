# warbench: `make run` opens the built-in battle, `make test` runs every test.
# Both install the Debian packages they need first (scripts/deps.sh is a
# no-op when everything is there).

GO    ?= go
XVFB  := xvfb-run -a -s "-screen 0 1280x800x24"
SHOT  ?= docs/screenshot.png

.PHONY: all deps webdeps run test test-game bench screenshot fuzz vet clean cli cross dist web webbench

all: test

deps:
	@bash scripts/deps.sh

# Debian's chromium, for the browser test (web/) and make webbench.
webdeps:
	@bash scripts/deps.sh chromium

run: deps
	$(GO) run .

# Everything, inside one virtual display (render/ and main link ebiten,
# which needs a display even in tests; game/ does not).
test: deps webdeps vet cross
	WARBENCH_BROWSER=required $(XVFB) $(GO) test -count=1 ./...

# Windows (and the command line for macOS) cross-compile with no C
# compiler, and the browser version builds: a change that breaks them
# fails the tests. Nothing is written.
cross:
	GOOS=js GOARCH=wasm $(GO) build -o /dev/null .
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -o /dev/null .
	GOOS=windows GOARCH=amd64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/warbench-cli
	GOOS=darwin GOARCH=arm64 CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/warbench-cli

# The pure simulation alone: no display, no cgo needed.
test-game:
	$(GO) test ./game/...

vet:
	$(GO) vet ./...

# Benchmarks for every budget in DESIGN.md that exists so far.
bench: deps
	$(XVFB) $(GO) test -run '^$$' -bench . -benchmem ./...

screenshot: deps
	$(XVFB) $(GO) run . -screenshot $(SHOT)

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzLoad -fuzztime 60s ./game/scenario/
	$(GO) test -run '^$$' -fuzz FuzzLoadSave -fuzztime 60s ./game/save/
	$(GO) test -run '^$$' -fuzz FuzzOrders -fuzztime 60s ./cli/

# The command line alone (sim, replay, odds): no window, no ebiten, no
# cgo, runs with no display. docs/cli.md.
cli:
	CGO_ENABLED=0 $(GO) build -o bin/warbench-cli ./cmd/warbench-cli

# The downloadable release in dist/: archives for Linux (amd64, arm64),
# Windows and (the command line) macOS, with SHA256SUMS. Installs the arm64
# cross compiler the first time. `make dist VERSION=0.3.0` overrides the
# VERSION file.
dist:
	VERSION="$(VERSION)" bash scripts/dist.sh

# The browser version in dist/web/: a folder of static files for any web
# server (README "Play in a browser").
web:
	bash scripts/web.sh

# The browser version's budgets (README "Play in a browser"): first frame after the page
# starts loading, in headless Chromium (median of 3), and the compressed
# download. A measurement, not a test.
webbench: webdeps web
	$(GO) run ./web/webbench -dir dist/web -runs 3

clean:
	$(GO) clean -testcache
