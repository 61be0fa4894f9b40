#!/usr/bin/env bash
# The run benchmark. Times 'floorfall run' for a 1000-turn match of four
# fast native bots (match/testdata/walker.c: a C random walker that never
# attacks, so the match lasts all 1000 turns) against its floor: the bare
# cost of the same four processes and 1000 pipe round trips with an input
# of the game's size, and no game. Goal: floorfall run at most 1.3x the floor.
#
# Two floors are timed, both whole programs like floorfall:
#   floor (Go)  match/testdata/floor/main.go: os/exec and pipes, as a Go
#               program does it (the floor of the goal);
#   floor (C)   match/testdata/floor.c: fork, exec, blocking read and write,
#               no runtime at all (a stricter floor, for information).
# floorfall run and the Go floor are also timed with 1 turn: their fixed
# cost (program start, four bots started, READY); the rest is the turns.
# The runs are interleaved, after one warm-up run each, so that a change in
# the machine's load hits them all alike. Wall time is read with bash's
# $EPOCHREALTIME (no process is started to read the clock). On a busy
# machine prefer the medians and minimums to the means.
#
# Usage: scripts/bench-run.sh            # N=20 runs of each
#        N=50 TURNS=1000 CC=clang scripts/bench-run.sh
#        FLOORFALL=/path/to/floorfall scripts/bench-run.sh   # time that
#                                         # binary instead of building one
# Needs go and a C compiler. Results and how to read them: BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${N:-20}
TURNS=${TURNS:-1000}
CC=${CC:-cc}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "building floorfall, the walker and the floors in $tmp ..." >&2
if [ -n "${FLOORFALL:-}" ]; then
  cp "$FLOORFALL" "$tmp/floorfall"
else
  go build -o "$tmp/floorfall" .
fi
CGO_ENABLED=0 go build -tags headless -o "$tmp/floorfall-headless" .
go build -o "$tmp/floor" ./match/testdata/floor
"$CC" -O2 -o "$tmp/walker" match/testdata/walker.c
"$CC" -O2 -o "$tmp/cfloor" match/testdata/floor.c

W="$tmp/walker"
# The replay goes to standard output, which timed sends to /dev/null.
# Not --out /dev/null: 'floorfall run --out FILE' saves atomically (a
# temporary file renamed over FILE), which as root replaces the device
# /dev/null with a regular file.
ff=("$tmp/floorfall" run -a "$W" -a "$W" -a "$W" -a "$W" -q)

# Check once that the match is what is measured: TURNS turns, every bot ok.
"${ff[@]}" --turns "$TURNS" --out "$tmp/check.json"
info=$("$tmp/floorfall" info "$tmp/check.json")
if ! grep -q "after $TURNS turns" <<<"$info" || [ "$(grep -c ' ok$' <<<"$info")" != 4 ]; then
  echo "bench-run: the check match is not $TURNS turns of four ok bots:" >&2
  echo "$info" >&2
  exit 1
fi

# The commands timed, by name.
names=(run runh gofloor cfloor run1 runh1 gofloor1)
declare -A label=(
  [run]="floorfall run" [runh]="  headless build" [runh1]="  headless, 1 turn" [gofloor]="floor (Go)" [cfloor]="floor (C)"
  [run1]="  run, 1 turn" [gofloor1]="  floor (Go), 1 turn")
cmd() {
  case $1 in
  run) "${ff[@]}" --turns "$TURNS" ;;
  gofloor) "$tmp/floor" -turns "$TURNS" "$W" ;;
  cfloor) "$tmp/cfloor" "$W" "$TURNS" ;;
  run1) "${ff[@]}" --turns 1 ;;
  runh) "$tmp/floorfall-headless" "${ff[@]:1}" --turns "$TURNS" ;;
  runh1) "$tmp/floorfall-headless" "${ff[@]:1}" --turns 1 ;;
  gofloor1) "$tmp/floor" -turns 1 "$W" ;;
  esac
}

# timed NAME: runs the command NAME, output discarded, and appends its wall
# time in microseconds to $tmp/t.NAME.
timed() {
  local s e
  s=${EPOCHREALTIME/[.,]/}
  cmd "$1" >/dev/null
  e=${EPOCHREALTIME/[.,]/}
  echo $((10#$e - 10#$s)) >>"$tmp/t.$1"
}

for n in "${names[@]}"; do
  cmd "$n" >/dev/null
done
echo "timing $N runs of each, interleaved ..." >&2
for ((i = 0; i < N; i++)); do
  for n in "${names[@]}"; do
    timed "$n"
  done
done

# stats NAME: mean median min max, in ms.
stats() {
  sort -n "$tmp/t.$1" | awk '{ v[NR] = $1; s += $1 }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
          printf "%.1f %.1f %.1f %.1f\n", s / NR / 1000, m / 1000, v[1] / 1000, v[NR] / 1000 }'
}
declare -A mean med min max
for n in "${names[@]}"; do
  read -r "mean[$n]" "med[$n]" "min[$n]" "max[$n]" < <(stats "$n")
done

echo "machine: $(nproc) cores, $(uname -sr), $(go version | cut -d' ' -f3), $("$CC" --version | head -1)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$N runs each, $TURNS turns, four walker bots; wall time in ms:"
printf '  %-22s %7s %7s %7s %7s\n' "" mean median min max
for n in "${names[@]}"; do
  printf '  %-22s %7s %7s %7s %7s\n' "${label[$n]}" "${mean[$n]}" "${med[$n]}" "${min[$n]}" "${max[$n]}"
done
ratio() { # ratio A B: A/B of the means, medians and minimums
  awk -v a1="${mean[$1]}" -v b1="${mean[$2]}" -v a2="${med[$1]}" -v b2="${med[$2]}" \
    -v a3="${min[$1]}" -v b3="${min[$2]}" \
    'BEGIN { printf "%.2fx  (means), %.2fx (medians), %.2fx (minimums)", a1 / b1, a2 / b2, a3 / b3 }'
}
echo "floorfall run / floor (Go): $(ratio run gofloor)   goal <= 1.3x"
echo "floorfall run / floor (C):  $(ratio run cfloor)"
echo "headless build / floor (Go): $(ratio runh gofloor)"
# The turns alone: the 1000-turn time less the 1-turn time, of the medians.
awk -v r="${med[run]}" -v r1="${med[run1]}" -v g="${med[gofloor]}" -v g1="${med[gofloor1]}" -v t="$TURNS" 'BEGIN {
  printf "fixed cost (1 turn, medians): floorfall run %.1f ms, floor (Go) %.1f ms\n", r1, g1
  if (g - g1 > 0) printf "the turns alone (medians):   floorfall run %.1f ms, floor (Go) %.1f ms: %.2fx\n", r - r1, g - g1, (r - r1) / (g - g1)
}'
