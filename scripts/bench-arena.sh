#!/usr/bin/env bash
# The arena benchmark (issue 24): 'floorfall run' (the headless build) for
# each way floorfall asks a bot, against a floor program that does the same
# process and I/O work with no game (scripts/arena/floor, in Go), timed
# alternately, and prints one line per protocol with the medians and their
# ratio, e.g. "persistent: floorfall 52.1 ms, floor 46.0 ms, ratio 1.13".
#
#   persistent  JavaChallenge2015, 1000 turns, four C random walkers
#               (match/testdata/walker.c), one line a turn. Goal <= 1.2x.
#               Floor: 'floor persistent', package games/jc2015/floor as
#               scripts/bench-run.sh uses it: four walkers started, READY
#               read, 1000 round trips in turn of an input of a turn's size
#               (turn 0's) and one answer line, then killed and reaped.
#   lines       Ants, 10 C bots (scripts/arena/antsbot.c: orders for a few
#               ants, then "go"), 500 turns on the seed's 10-player map, all
#               seats at once. Goal <= 1.3x. Floor: 'floor lines': ten bots
#               started, then each turn every seat written, byte for byte,
#               what floorfall wrote it (recorded once through 'floor tee'),
#               then every answer read up to its "go"; killed and reaped.
#   per-call    Hit and Sunk, 8 C bots (games/hitandsunk/testdata/bots/
#               shooter.c), a whole game (286 turns), a process per call.
#               Goal <= 1.1x. Floor: 'floor per-call': the same calls with
#               the same arguments in the same order (recorded once through
#               'floor tee-call'), each exec.Command(bot, arg).Output() in
#               the seat's own folder in a temporary one, as floorfall's.
#   http        Tenka1 2022, six Go bots (scripts/arena/tenkabot: one keep-
#               alive connection, GET /api/move/... with a drawn direction
#               until the game is over), --pace fast, 294 turns. Goal <=
#               1.5x. Floor: 'floor http': a bare net/http server on a
#               loopback port, the same six bots started with the same
#               environment, each call answered once all six made theirs
#               with the bytes floorfall answered it (recorded once by the
#               bots, $ARENA_RECORD); it ends when the bots have ended.
#
# Each match is checked once (its turns, every bot ok) and is the same on
# every run (fixed seeds, bots whose answers depend only on their input).
# After one warm-up run each, the N runs alternate floorfall and its floor
# (which goes first alternates too), so that a change in the machine's load
# hits both alike. Wall time from bash's $EPOCHREALTIME; the replay goes to
# /dev/null (standard output), as in scripts/bench-run.sh.
#
# Usage: scripts/bench-arena.sh                 # N=15 runs of each
#        N=31 ONLY="persistent lines" scripts/bench-arena.sh
#        FLOORFALL=/path/to/floorfall scripts/bench-arena.sh
# Needs go and a C compiler. Results: BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${N:-15}
CC=${CC:-cc}
ONLY=${ONLY:-persistent lines per-call http}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "building floorfall (headless), the floors and the bots in $tmp ..." >&2
if [ -n "${FLOORFALL:-}" ]; then
  cp "$FLOORFALL" "$tmp/floorfall"
else
  CGO_ENABLED=0 go build -tags headless -o "$tmp/floorfall" .
fi
go build -o "$tmp/floor" ./scripts/arena/floor
go build -o "$tmp/tenkabot" ./scripts/arena/tenkabot
"$CC" -O2 -o "$tmp/walker" match/testdata/walker.c
"$CC" -O2 -o "$tmp/antsbot" scripts/arena/antsbot.c
"$CC" -O2 -o "$tmp/shooter" games/hitandsunk/testdata/bots/shooter.c
mkdir "$tmp/lines" "$tmp/per-call" "$tmp/http"

ff=$tmp/floorfall
fl=$tmp/floor
# seats PROTOCOL [WRAP]: the -a and --name flags of a protocol's bots;
# WRAP puts each behind the floor's recorder.
seats() {
  local i
  case $1 in
  persistent) for i in 0 1 2 3; do echo -a "$tmp/walker" --name "s$i"; done ;;
  lines)
    for i in $(seq 0 9); do
      if [ -n "${2:-}" ]; then
        echo -a "'$fl tee $tmp/lines/seat-$i $tmp/antsbot'" --name "s$i"
      else echo -a "$tmp/antsbot" --name "s$i"; fi
    done ;;
  per-call)
    for i in $(seq 0 7); do
      if [ -n "${2:-}" ]; then
        echo -a "'$fl tee-call $tmp/per-call/seat-$i.calls $tmp/shooter'" --name "s$i"
      else echo -a "$tmp/shooter" --name "s$i"; fi
    done ;;
  http) for i in 1 2 3 4 5 6; do echo -a "'$tmp/tenkabot $i'" --name "s$i"; done ;;
  esac
}
declare -A game=([persistent]="--turns 1000" [lines]="--game ants --turns 500"
  [per-call]="--game hit-and-sunk" [http]="--game tenka1-2022 --pace fast")
declare -A turns=([persistent]=1000 [lines]=500 [per-call]=286 [http]=294)
declare -A bots=([persistent]=4 [lines]=10 [per-call]=8 [http]=6)
declare -A goal=([persistent]=1.2 [lines]=1.3 [per-call]=1.1 [http]=1.5)

# The commands, as arrays of words (eval: the -a values are quoted).
for p in $ONLY; do
  eval "ffcmd_${p//-/_}=(\"\$ff\" run -q --seed 1 ${game[$p]} $(seats "$p" | tr '\n' ' '))"
done
run_ff() { local -n c="ffcmd_${1//-/_}"; "${c[@]}"; }
run_floor() {
  case $1 in
  persistent) "$fl" persistent -turns 1000 "$tmp/walker" ;;
  lines) "$fl" lines "$tmp/lines" "$tmp/antsbot" ;;
  per-call) "$fl" per-call "$tmp/per-call" "$tmp/shooter" ;;
  http) "$fl" http "$tmp/http" "$tmp/tenkabot" ;;
  esac
}

# Check each match once, and record what the floors replay: the recording
# match must be the same game as the timed one.
for p in $ONLY; do
  run_ff "$p" >"$tmp/check.json"
  "$ff" info "$tmp/check.json" >"$tmp/check.txt"
  if ! grep -q "after ${turns[$p]} turns" "$tmp/check.txt" ||
    [ "$(grep -c ' ok$' "$tmp/check.txt")" != "${bots[$p]}" ]; then
    echo "bench-arena: the $p match is not ${turns[$p]} turns of ${bots[$p]} ok bots:" >&2
    cat "$tmp/check.txt" >&2
    exit 1
  fi
  if [ "$p" = lines ] || [ "$p" = per-call ]; then
    eval "rec=(\"\$ff\" run -q --seed 1 ${game[$p]} $(seats "$p" wrap | tr '\n' ' '))"
    "${rec[@]}" >"$tmp/rec.json"
  elif [ "$p" = http ]; then
    ARENA_RECORD=$tmp/http run_ff "$p" >"$tmp/rec.json"
  else
    continue
  fi
  "$ff" info "$tmp/rec.json" >"$tmp/rec.txt"
  if ! diff "$tmp/check.txt" "$tmp/rec.txt" >&2; then
    echo "bench-arena: the $p match recorded for the floor is not the one timed" >&2
    exit 1
  fi
done

# timed NAME PROTOCOL: appends the wall time of one run, in µs, to $tmp/t.
timed() {
  local s e
  s=${EPOCHREALTIME/[.,]/}
  "run_$1" "$2" >/dev/null
  e=${EPOCHREALTIME/[.,]/}
  echo $((10#$e - 10#$s)) >>"$tmp/t.$1.$2"
}
load=$(cut -d' ' -f1-3 /proc/loadavg)
for p in $ONLY; do
  run_ff "$p" >/dev/null
  run_floor "$p" >/dev/null
done
echo "timing $N runs of each, alternating ..." >&2
for ((i = 0; i < N; i++)); do
  for p in $ONLY; do
    if ((i % 2)); then
      timed floor "$p"
      timed ff "$p"
    else
      timed ff "$p"
      timed floor "$p"
    fi
  done
done

median() { # median FILE: in ms
  sort -n "$1" | awk '{ v[NR] = $1 } END {
    printf "%.1f", ((NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) / 1000 }'
}
echo "machine: $(nproc) cores, $(uname -sr), $(go version | cut -d' ' -f3); load average $load before, $(cut -d' ' -f1-3 /proc/loadavg) after; $N runs each, medians"
for p in $ONLY; do
  a=$(median "$tmp/t.ff.$p")
  b=$(median "$tmp/t.floor.$p")
  awk -v p="$p" -v a="$a" -v b="$b" -v g="${goal[$p]}" \
    'BEGIN { r = a / b; printf "%s: floorfall %.1f ms, floor %.1f ms, ratio %.2f (goal <= %.1f%s)\n", p, a, b, r, g, r <= g ? "" : ": not met" }'
done
