#!/usr/bin/env bash
# dist.sh builds the downloadable release in dist/ (`make dist`):
#
#   warbench-V-linux-amd64.tar.gz     windowed program, warbench-cli, LICENSE,
#   warbench-V-linux-arm64.tar.gz     README.md, warbench.desktop, warbench.png
#   warbench-V-windows-amd64.zip      warbench.exe (with its icon), warbench-cli.exe,
#                                     LICENSE, README.md
#   warbench-cli-V-darwin-amd64.tar.gz  warbench-cli alone (the window needs cgo,
#   warbench-cli-V-darwin-arm64.tar.gz  so a Mac; see README), LICENSE, README.md
#   SHA256SUMS                        over every archive
#
# V is $VERSION, else the VERSION file. It installs the Debian packages it
# needs first, only when missing (scripts/deps.sh): the arm64 cross compiler
# and arm64 X11/GL headers for the linux-arm64 window. Archives are
# reproducible: every file is dated at the commit.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

GO=${GO:-go}
# go-winres writes the Windows icon and manifest as .syso objects that go
# build links; pinned (the module proxy refuses @latest for it).
WINRES=github.com/tc-hib/go-winres@v0.3.3

VERSION=${VERSION:-$(tr -d ' \n' <VERSION)}
if git rev-parse --git-dir >/dev/null 2>&1; then
  COMMIT=$(git rev-parse --short=7 HEAD)
  [ -n "$(git status --porcelain --untracked-files=no)" ] && COMMIT="$COMMIT-dirty"
  EPOCH=$(git log -1 --format=%ct)
else # a source archive: no commit to name
  COMMIT=""
  EPOCH=${SOURCE_DATE_EPOCH:-$(date +%s)}
fi
DATE=$(date -u -d "@$EPOCH" +%F)
PKG=warbench/internal/version
LDFLAGS="-s -w -X $PKG.Number=$VERSION -X $PKG.Commit=$COMMIT -X $PKG.Date=$DATE"

say() { echo "dist: $*" >&2; }

# --- Debian packages: the native set, the arm64 cross compiler and headers,
# zip and the desktop entry's validator.
if command -v dpkg >/dev/null && ! dpkg --print-foreign-architectures | grep -qx arm64; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  say "adding the arm64 architecture to dpkg (for the arm64 X11/GL headers)"
  $SUDO dpkg --add-architecture arm64
fi
bash scripts/deps.sh zip desktop-file-utils gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
  libx11-dev:arm64 libxrandr-dev:arm64 libxcursor-dev:arm64 libxinerama-dev:arm64 \
  libxi-dev:arm64 libgl1-mesa-dev:arm64 libxxf86vm-dev:arm64

desktop-file-validate packaging/linux/warbench.desktop

# --- Build.
rm -rf dist
mkdir -p dist
STAGE=$(mktemp -d)
SYSO=(rsrc_windows_amd64.syso cmd/warbench-cli/rsrc_windows_amd64.syso)
cleanup() { rm -rf "$STAGE"; rm -f "${SYSO[@]}"; }
trap cleanup EXIT

# build OS ARCH CGO OUT PKG [ENV...]: one program, stripped, with the version.
build() {
  local os=$1 arch=$2 cgo=$3 out=$4 pkg=$5
  shift 5
  say "building ${out#"$STAGE"/}"
  env GOOS="$os" GOARCH="$arch" CGO_ENABLED="$cgo" "$@" \
    "$GO" build -trimpath -ldflags "$LDFLAGS" -o "$out" "$pkg"
}

# files DIR: the licence and README every archive holds.
files() {
  cp LICENSE README.md "$1/"
}

# linux ARCH CC: the windowed program needs cgo, so a C compiler for ARCH.
linux() {
  local arch=$1 cc=$2 name="warbench-$VERSION-linux-$1"
  local d="$STAGE/$name"
  mkdir -p "$d"
  build linux "$arch" 1 "$d/warbench" . CC="$cc"
  build linux "$arch" 0 "$d/warbench-cli" ./cmd/warbench-cli
  files "$d"
  cp packaging/linux/warbench.desktop "$d/"
  cp assets/icon.png "$d/warbench.png"
  archive_tar "$name"
}

windows() {
  local name="warbench-$VERSION-windows-amd64"
  local d="$STAGE/$name"
  mkdir -p "$d"
  # go-winres takes a numeric version: 0.3.0-rc1 is 0.3.0 to Windows.
  local num=${VERSION%%[-+]*}
  local common=(--arch amd64 --icon assets/icon.png --product-name warbench
    --product-version "$num" --file-version "$num"
    --copyright "Copyright (c) 2026 the warbench authors")
  say "making the Windows resources (icon, manifest, version) with $WINRES"
  "$GO" run "$WINRES" simply "${common[@]}" --manifest gui \
    --file-description "warbench tabletop wargame simulator" \
    --original-filename warbench.exe --out rsrc
  "$GO" run "$WINRES" simply "${common[@]}" --manifest cli \
    --file-description "warbench command line (sim, replay, odds)" \
    --original-filename warbench-cli.exe --out cmd/warbench-cli/rsrc
  # The window is a GUI program: no console window opens beside it.
  LDFLAGS="$LDFLAGS -H=windowsgui" build windows amd64 0 "$d/warbench.exe" .
  build windows amd64 0 "$d/warbench-cli.exe" ./cmd/warbench-cli
  rm -f "${SYSO[@]}"
  files "$d"
  (cd "$STAGE" && find "$name" -exec touch -h -d "@$EPOCH" {} + &&
    find "$name" -print | LC_ALL=C sort | TZ=UTC zip -q -X -9 "$ROOT/dist/$name.zip" -@)
}

darwin() {
  local arch=$1 name="warbench-cli-$VERSION-darwin-$1"
  local d="$STAGE/$name"
  mkdir -p "$d"
  build darwin "$arch" 0 "$d/warbench-cli" ./cmd/warbench-cli
  files "$d"
  archive_tar "$name"
}

# archive_tar NAME: dist/NAME.tar.gz from the staged folder NAME, the same
# bytes for the same commit.
archive_tar() {
  tar -C "$STAGE" --sort=name --owner=0 --group=0 --numeric-owner \
    --mtime="@$EPOCH" -cf - "$1" | gzip -n -9 >"dist/$1.tar.gz"
}

linux amd64 gcc
linux arm64 aarch64-linux-gnu-gcc
windows
darwin amd64
darwin arm64

(cd dist && sha256sum -- *.tar.gz *.zip >SHA256SUMS)

echo "dist: warbench $VERSION (commit ${COMMIT:-none}, $DATE):"
for f in dist/*; do
  printf '  %-44s %6s\n' "$(basename "$f")" "$(du -h "$f" | cut -f1)"
done
echo "unpacked:"
for d in "$STAGE"/*/; do
  for f in "$d"warbench*; do
    [ -x "$f" ] || continue
    printf '  %-60s %6s\n' "${f#"$STAGE"/}" "$(du -h "$f" | cut -f1)"
  done
done
