#!/usr/bin/env bash
# Installs what is missing, then runs every check: vet, a short fuzz of the
# replay reader, and all tests (window tests under xvfb-run when there is no
# display). FUZZTIME=2m scripts/test.sh fuzzes longer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

x=()
if [ -z "${DISPLAY:-}" ]; then
  x=(xvfb-run -a -s "-screen 0 1920x1080x24")
fi

go vet ./...
go vet -tags headless ./...
GOOS=windows CGO_ENABLED=0 go build ./...                        # the Windows build (README: Set up)
GOOS=darwin CGO_ENABLED=0 go build -tags headless -o /dev/null . # the headless macOS build
go test -run='^$' -fuzz=FuzzRead -fuzztime="${FUZZTIME:-10s}" -fuzzminimizetime=100x ./games/jc2015/jcreplay/
"${x[@]}" go test -timeout 10m ./...
