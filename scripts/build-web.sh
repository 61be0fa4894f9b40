#!/usr/bin/env bash
# Builds floorfall's viewer for the web (GOOS=js GOARCH=wasm: main_js.go)
# into web/module/, which package web embeds: a floorfall built afterwards
# has export --html, site and serve. The module is gzipped; wasm_exec.js is
# the one of the Go that built it. scripts/setup.sh and scripts/test.sh run
# this; run it again (and build floorfall again) after changing the viewer.
#   scripts/build-web.sh [DIR]     writes into DIR instead (the tests' copy)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-web/module}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o "$tmp/floorfall.wasm" .
gzip -9 -n -c "$tmp/floorfall.wasm" > "$tmp/floorfall.wasm.gz"
exec_js="$(go env GOROOT)/lib/wasm/wasm_exec.js"
[ -f "$exec_js" ] || exec_js="$(go env GOROOT)/misc/wasm/wasm_exec.js"   # Go before 1.24
cp "$exec_js" "$tmp/wasm_exec.js"
mv -f "$tmp/floorfall.wasm.gz" "$out/floorfall.wasm.gz"
mv -f "$tmp/wasm_exec.js" "$out/wasm_exec.js"
echo "build-web: $out/floorfall.wasm.gz ($(wc -c < "$out/floorfall.wasm.gz") bytes)" >&2
