#!/usr/bin/env bash
# A floorfall tournament on a Slurm cluster: a job array whose task i plays
# shard i of n of the tournament into shared storage, then a merge job that
# writes the standings there. Copy it, set FLOORFALL below (or in the
# environment) to floorfall's headless build as every node reaches it, and
# submit it from a login node, 0-based, with the tournament's folder on
# storage every node sees (NFS, Lustre...) and the tournament's flags:
#
#   sbatch --array=0-7 slurm-tournament.sh /shared/cup \
#     -a hunter -a mine=/shared/bots/mine --games 2000
#
# Task i plays shard i of 8 (the matches whose number is i modulo 8) into
# /shared/cup/part-i, as many at once as the CPUs Slurm gave it
# (--cpus-per-task); a bot's command must work on every node. Each task
# logs a line a match to slurm-JOBID_i.out in the folder sbatch was run in
# (sbatch --output to change it). Each task, as it starts, makes sure one
# merge job waits for the whole array (afterany): it runs 'floorfall
# standings /shared/cup --out /shared/cup', which writes results.json,
# standings.md and standings.csv into /shared/cup and prints the standings
# to its log, slurm-MERGEJOBID.out, then builds the tournament's site into
# /shared/cup/site where floorfall has the site command.
#
# A task that stops (cancelled, timed out, a node lost) resumes where it
# stopped when run again, keeping the matches it finished and never playing
# one twice: scontrol requeue JOBID_i, or submit again (the same array, or
# the tasks missing with SHARDS set: SHARDS=8 sbatch --array=3,5 ...); the
# merge job then runs again after them. Submitting the same array again
# plays nothing more. While it plays, 'floorfall standings /shared/cup'
# shows the standings so far, how many matches are in, and which shards
# have not started; 'floorfall view /shared/cup' opens them in the results
# browser, which takes new matches as they land.
#
#SBATCH --job-name=floorfall
#SBATCH --cpus-per-task=1
#SBATCH --requeue
#SBATCH --open-mode=append
set -euo pipefail

FLOORFALL=${FLOORFALL:-floorfall}

if [ "${1:-}" = --merge ]; then
  # The merge job: every shard folder in DIR into DIR's standings.
  dir=${2:?--merge DIR}
  "$FLOORFALL" standings "$dir" --out "$dir"
  if "$FLOORFALL" site --help >/dev/null 2>&1; then
    "$FLOORFALL" site "$dir"/part-* --out "$dir/site"
  fi
  exit 0
fi

if [ $# -lt 2 ] || [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
  echo "usage: sbatch --array=0-N $0 DIR TOURNAMENT-FLAGS... (a job array: task i plays shard i into DIR/part-i)" >&2
  exit 2
fi
dir=$1
shift
i=$SLURM_ARRAY_TASK_ID
n=${SHARDS:-$SLURM_ARRAY_TASK_COUNT}

# One merge job waits for this array: submitted by the first task to start,
# and again by a task started after the last merge began (a task
# requeued or submitted again).
merge=floorfall-merge-$SLURM_ARRAY_JOB_ID
if [ -z "$(squeue -h -n "$merge" -t PENDING -o %i)" ]; then
  sbatch --parsable --job-name="$merge" --dependency="afterany:$SLURM_ARRAY_JOB_ID" \
    --cpus-per-task=1 "$0" --merge "$dir" >/dev/null ||
    echo "slurm-tournament: the merge job could not be submitted: run sbatch $0 --merge $dir" >&2
fi

mkdir -p "$dir"
exec "$FLOORFALL" tournament "$@" --shard "$i/$n" --out "$dir/part-$i" --parallel "${SLURM_CPUS_PER_TASK:-1}"
