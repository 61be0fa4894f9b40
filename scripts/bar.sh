#!/usr/bin/env bash
# The bar: each contest's own bots play in floorfall, run with the commands
# the contest used, and what floorfall says of each match is checked
# (cli/bar_test.go): the official Ants sample bots (Python 2) on
# maze_04p_01, the Hit and Sunk controller's players ('java RandomBot' in
# the folder of the classes), Tenka1's built-ins.
#
#   scripts/bar.sh AICHALLENGE HITMASTER
#
# AICHALLENGE is a checkout of aichallenge/aichallenge (its
# ants/dist/sample_bots/python and ants/maps), HITMASTER one of
# Thrax37/hit-master (RandomBot.class, PassiveBot.class at its top). Needs
# python2 and java on the PATH (a pyenv Python 2.7 is found by itself).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 2 ]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
abs() { (cd "$1" && pwd); }
export FLOORFALL_BAR_ANTS=$(abs "$1") FLOORFALL_BAR_HNS=$(abs "$2")
if ! python2 --version >/dev/null 2>&1; then # (a pyenv shim may stand there and fail)
  for d in "$HOME"/.pyenv/versions/2.7*/bin; do
    [ -x "$d/python2" ] && PATH="$d:$PATH" && break
  done
fi
exec go test -count=1 -run '^TestBar' -v ./cli/
