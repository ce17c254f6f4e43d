#!/usr/bin/env bash
# web.sh writes the browser version into dist/web/ (or $1): a folder of
# static files that any web server can serve (README "Play in a browser"):
#   index.html         the page (web/index.html): progress bar, then the game
#   wasm_exec.js       Go's loader, from the Go that built the program
#   warbench.wasm      the program (GOOS=js GOARCH=wasm, -trimpath -s -w)
#   warbench.wasm.gz   the same, gzip -9, for servers that send precompressed files
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist/web}"
GO="${GO:-go}"

mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

GOOS=js GOARCH=wasm "$GO" build -trimpath -ldflags "-s -w" -o "$tmp/warbench.wasm" .
loader="$("$GO" env GOROOT)/lib/wasm/wasm_exec.js"
[ -f "$loader" ] || { echo "web.sh: no $loader (Go older than 1.24 keeps it in misc/wasm)" >&2; exit 1; }
cp "$loader" "$tmp/wasm_exec.js"
size="$(stat -c %s "$tmp/warbench.wasm")"
sed "s/<html lang=\"en\">/<html lang=\"en\" data-wasm-size=\"$size\">/" web/index.html >"$tmp/index.html"
grep -q "data-wasm-size=\"$size\"" "$tmp/index.html" || { echo "web.sh: web/index.html has no <html lang=\"en\">" >&2; exit 1; }
gzip -9 -n -c "$tmp/warbench.wasm" >"$tmp/warbench.wasm.gz"

for f in index.html wasm_exec.js warbench.wasm warbench.wasm.gz; do
  mv -f "$tmp/$f" "$out/$f"
done
gz="$(stat -c %s "$out/warbench.wasm.gz")"
echo "web.sh: wrote $out (warbench.wasm $((size / 1024)) KiB, gzip -9 $((gz / 1024)) KiB)"
