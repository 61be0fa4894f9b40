#!/usr/bin/env bash
# Every screen of every game at every window size, as PNGs to look at:
#
#   scripts/shots.sh DIR
#
# writes DIR/GAME-SCREEN-WxH.png for the games jc2015, ants, hit-and-sunk
# and tenka1-2022, the screens
#   replay             a replay mid-game, the most seats the game allows
#   live-debug         a live match with the debug panel open on player 0
#   human              a person's seat waiting for them (not Ants: no seat)
#   present-standings  the presentation's closing page (the standings)
#   end                the end banner
#   results            a tournament's results browser
# and the sizes 640x360 1280x720 1920x1080 3840x2160: 92 pictures, one
# line each as it is written. The matches and tournaments are played first
# by built-in bots, seeded (the same pictures every time but for the answer
# times), in a temporary folder. Everything goes through the command line:
# 'view --screenshot' and 'play --screenshot'. Needs a display: without
# one the script runs itself under xvfb-run -a.
#
# SIZES="1280x720" or GAMES="jc2015 ants" draw fewer; FLOORFALL=path uses
# that floorfall instead of building one; JOBS=N pictures at once
# (default 2).
set -euo pipefail
if [ $# -ne 1 ]; then
  sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${SHOTS_UNDER_XVFB:-}" ]; then
  command -v xvfb-run >/dev/null || { echo "shots.sh: no display and no xvfb-run (scripts/setup.sh installs it)" >&2; exit 1; }
  SHOTS_UNDER_XVFB=1 exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
SIZES=${SIZES:-"640x360 1280x720 1920x1080 3840x2160"}
GAMES=${GAMES:-"jc2015 ants hit-and-sunk tenka1-2022"}
JOBS=${JOBS:-2}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/floorfall-shots.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ff=${FLOORFALL:-}
if [ -z "$ff" ]; then
  ff=$tmp/floorfall
  (cd "$root" && go build -o "$ff" .)
fi

# Each game's line-up at its most seats, the turn its replay is shown at
# (mid-game), the turn the live match is shown at, and its tournament.
lineup() {
  case $1 in
  jc2015) echo hunter random hunter random ;;
  ants) echo hunter officialhunter random hunter officialhunter random hunter officialhunter random hunter ;;
  hit-and-sunk) for _ in 1 2 3 4; do echo hunter random passive peacemaker; done ;;
  tenka1-2022) echo greedy random sample greedy random sample ;;
  esac
}
opts() { case $1 in ants) echo --turns 300 ;; esac; }
mid() { case $1 in jc2015) echo 40 ;; ants) echo 150 ;; hit-and-sunk) echo 300 ;; tenka1-2022) echo 150 ;; esac; }
liveAt() { case $1 in ants) echo 30 ;; *) echo 40 ;; esac; }
cup() {
  case $1 in
  jc2015) echo -a hunter -a random -a h2=hunter -a r2=random --games 8 ;;
  ants) echo -a hunter -a officialhunter -a random --seats 3 --turns 200 --games 6 ;;
  hit-and-sunk) echo -a hunter -a random -a passive -a peacemaker --games 8 ;;
  tenka1-2022) echo -a greedy -a random -a sample -a still --games 4 ;;
  esac
}
ais() { for b in "$@"; do printf -- '-a %s ' "$b"; done; }

# The inputs: a replay and a tournament a game.
for g in $GAMES; do
  # shellcheck disable=SC2046
  "$ff" run --game "$g" $(ais $(lineup "$g")) $(opts "$g") -s 3 -q --out "$tmp/$g.json"
  # shellcheck disable=SC2046
  "$ff" tournament --game "$g" $(cup "$g") -s 3 -q --parallel "$JOBS" --out "$tmp/cup-$g" >/dev/null
done

# One line a picture: the file, then the floorfall arguments that draw it.
for g in $GAMES; do
  bots=$(lineup "$g")
  for s in $SIZES; do
    f=$out/$g
    echo "$f-replay-$s.png view $tmp/$g.json --at $(mid "$g") --size $s --screenshot $f-replay-$s.png"
    echo "$f-end-$s.png view $tmp/$g.json --size $s --screenshot $f-end-$s.png"
    echo "$f-results-$s.png view $tmp/cup-$g --size $s --screenshot $f-results-$s.png"
    echo "$f-present-standings-$s.png view --present $tmp/cup-$g --size $s --screenshot $f-present-standings-$s.png"
    echo "$f-live-debug-$s.png play --game $g $(ais $bots) $(opts "$g") -s 3 --debug 0 --size $s -q --out $tmp/live-$g-$s.json --screenshot-at $(liveAt "$g") --screenshot $f-live-debug-$s.png"
    if [ "$g" != ants ]; then
      # shellcheck disable=SC2086
      echo "$f-human-$s.png play --game $g --from $tmp/$g.json --at $(mid "$g") -a human $(ais ${bots#* }) -s 3 --size $s -q --out $tmp/human-$g-$s.json --screenshot $f-human-$s.png"
    fi
  done
done >"$tmp/plan"

# Draw them, JOBS at a time; a picture that fails says why and fails the
# script at the end.
export ff tmp
draw() {
  local png=$1
  shift
  if timeout 120 "$ff" "$@" >"$tmp/$(basename "$png").log" 2>&1; then
    echo "$png"
  else
    echo "FAILED $png: floorfall $*" >&2
    sed 's/^/  /' "$tmp/$(basename "$png").log" >&2
    return 1
  fi
}
export -f draw
start=$SECONDS
if xargs -P "$JOBS" -L 1 bash -c 'draw "$@"' _ <"$tmp/plan"; then
  echo "$(wc -l <"$tmp/plan") pictures in $out ($((SECONDS - start)) s)"
else
  echo "shots.sh: some pictures were not drawn" >&2
  exit 1
fi
