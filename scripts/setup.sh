#!/usr/bin/env bash
# Installs what floorfall needs and is missing on a Debian machine: the C
# libraries Ebitengine and the native file dialog build against, Xvfb for
# window tests and screenshots without a display, python3 for the tests
# that play the starter bots (starters/), Chromium, Firefox and WebKitGTK's
# WebDriver (with its MiniBrowser) for the web pages' tests, and the Go
# modules; then builds the viewer for the web
# (scripts/build-web.sh), which floorfall embeds for export --html and site.
# Safe to run again: it installs nothing that is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(gcc pkg-config libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
  libxrandr-dev libxxf86vm-dev libgtk-3-dev xvfb xauth libgl1-mesa-dri xdotool python3 chromium
  firefox-esr webkit2gtk-driver)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v go >/dev/null; then
  echo "setup: Go is not installed (floorfall needs Go 1.26.8 or newer, as go.mod says: https://go.dev/dl/)" >&2
  exit 1
fi
go mod download
scripts/build-web.sh
