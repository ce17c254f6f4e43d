#!/usr/bin/env bash
# deps.sh installs the Debian packages warbench needs to build and test,
# only when some are missing (an installed machine pays one dpkg-query).
# Arguments name more packages to check the same way (scripts/dist.sh).
set -euo pipefail

PKGS=(gcc libc6-dev pkg-config libgl1-mesa-dev libgl1-mesa-dri libx11-dev
      libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev
      xvfb xauth "$@")

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg-query -W -f='${db:Status-Abbrev}' "$p" 2>/dev/null | grep -q '^ii'; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "deps.sh: missing packages (${missing[*]}) and no apt-get; see README 'Other systems'" >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "deps.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
