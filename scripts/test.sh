#!/usr/bin/env bash
# Installs what is missing, then runs every check: vet (both builds), a short
# fuzz of the replay reader, and all tests (window tests under xvfb-run when
# there is no display; each window-test package also starts an Xvfb of its
# own, see internal/xvfb). A failing step does not stop the others: at the
# end a summary says which failed, and the exit status is 1 if any did.
# FUZZTIME=5000000x scripts/test.sh fuzzes longer. The budget is a count of
# runs, not a duration: Go 1.26's fuzz coordinator can fail a duration-bound
# run with a bare "context deadline exceeded" when it ends while a worker is
# busy (go.dev/issue/75804, fixed in Go 1.27), which says nothing of our code.
# FLOORFALL_TEST_SLACK=4 scripts/test.sh gives the tests' upper time bounds
# four times the room written (default 2; see internal/testlimit).
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
summary=()

# step NAME COMMAND...: runs the command, remembers whether it failed.
step() {
  local name=$1
  shift
  echo "=== $name: $*" >&2
  local start=$SECONDS
  if "$@"; then
    summary+=("ok     $name ($((SECONDS - start))s)")
  else
    local code=$?
    failed+=("$name")
    summary+=("FAILED $name ($((SECONDS - start))s, exit $code)")
  fi
}

step setup scripts/setup.sh

x=()
if [ -z "${DISPLAY:-}" ]; then
  x=(xvfb-run -a -s "-screen 0 1920x1080x24")
fi

step vet go vet ./...
step "vet headless" go vet -tags headless ./...
step "build windows" env GOOS=windows CGO_ENABLED=0 go build ./...                      # the Windows build (README: Set up)
step "vet windows" env GOOS=windows CGO_ENABLED=0 go vet ./...                          # its tests compile there too
step "build macos headless" env GOOS=darwin CGO_ENABLED=0 go build -tags headless -o /dev/null . # the headless macOS build
step fuzz go test -run='^$' -fuzz=FuzzRead -fuzztime="${FUZZTIME:-150000x}" -fuzzminimizetime=100x ./games/jc2015/jcreplay/
log=$(mktemp)
trap 'rm -f "$log"' EXIT
tests() { "${x[@]}" go test -timeout 10m ./... 2>&1 | tee "$log"; }
step tests tests
if [ "${CI:-}" = true ]; then
  # The container image's binary alone in an empty root (seconds), and a
  # tournament on a real one-node Slurm cluster (about 2 minutes); root.
  step "cluster container" scripts/cluster-check.sh container
  step "cluster slurm" scripts/cluster-check.sh slurm
fi

echo >&2
echo "=== summary" >&2
printf '%s\n' "${summary[@]}" >&2
# Every test and package that failed, from go test's output.
grep -E '^\s*--- FAIL|^FAIL\s|^panic: ' "$log" >&2
if [ ${#failed[@]} -gt 0 ]; then
  echo "scripts/test.sh: ${#failed[@]} step(s) failed: ${failed[*]}" >&2
  exit 1
fi
echo "scripts/test.sh: every step passed" >&2
