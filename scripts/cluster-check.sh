#!/usr/bin/env bash
# scripts/cluster-check.sh container: builds floorfall as the container
# image does (scripts/cluster/Containerfile: its go build line, read from
# it) and plays a tournament and its standings with that binary alone in an
# empty root (chroot), as in the image, FROM scratch. Seconds; root.
#
# scripts/cluster-check.sh slurm: plays a tournament on a real Slurm
# cluster of one node, this machine, with the job script organisers copy
# (scripts/cluster/slurm-tournament.sh), and checks what they count on.
# It installs Debian's slurm-wlm and munge where missing (as root), starts
# munged, slurmctld and slurmd with a configuration written under a
# temporary folder, listening on the loopback only, and:
#   - submits the script as a 4-task array of a 48-match tournament and
#     checks that every match is played once, in its shard's folder, and
#     that the merge job's standings are those of the same tournament played
#     on one machine with --parallel;
#   - cancels one task mid-way (scancel) and requeues it: it resumes,
#     replaying and losing no match;
#   - lets a task run past its time limit: it leaves no half-written match
#     that a merge would count;
#   - submits the same array again: nothing changes;
#   - stops the cluster and checks that no process it started is left.
# It prints one line a check and a count. It takes about two minutes (the
# time limit's test waits for Slurm's one-minute resolution). Root only;
# nothing listens beyond 127.0.0.1, and the cluster is stopped however the
# script ends.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD

case ${1:-} in
slurm | container) ;;
*)
  echo "usage: scripts/cluster-check.sh slurm|container" >&2
  exit 2
  ;;
esac
if [ "$(id -u)" != 0 ]; then
  echo "cluster-check: run it as root (it installs packages, starts Slurm's daemons, and uses chroot)" >&2
  exit 2
fi
start=$SECONDS
passed=0
failed=0
ok() {
  echo "ok     $*"
  passed=$((passed + 1))
}
bad() {
  echo "FAILED $*"
  failed=$((failed + 1))
}
die() {
  bad "$*"
  exit 1
}

# container_check: the Containerfile's binary, alone in an empty root.
container_check() {
  local build img
  build=$(sed -n 's/^RUN \(CGO_ENABLED=0 go build .*\) -o \/floorfall \.$/\1/p' scripts/cluster/Containerfile)
  [ -n "$build" ] || die "no 'RUN CGO_ENABLED=0 go build ... -o /floorfall .' line in scripts/cluster/Containerfile"
  img=$(mktemp -d /tmp/floorfall-image.XXXXXX)
  trap 'rm -rf "$img"' EXIT
  mkdir "$img/data"
  eval "$build -o \"\$img/floorfall\" ." || die "building as the Containerfile does: $build"
  if ldd "$img/floorfall" >/dev/null 2>&1; then
    bad "the image's floorfall is linked dynamically: FROM scratch has no C library"
  else
    ok "built as the Containerfile does ($build): a static binary, $(($(stat -c %s "$img/floorfall") / 1048576)) MiB"
  fi
  if chroot "$img" /floorfall tournament -a hunter -a random -a "r2=/floorfall bot random --seed 2" --games 12 --parallel 2 --out /data/cup -q &&
    chroot "$img" /floorfall standings /data/cup --out /data/cup >/dev/null &&
    [ "$(find "$img/data/cup" -name 'game-*.json' | wc -l)" = 12 ] && [ -s "$img/data/cup/standings.csv" ]; then
    ok "alone in an empty root, as FROM scratch: a 12-match tournament (built-in bots and one run as a process) and its standings"
  else
    bad "the binary alone in an empty root did not play its tournament"
  fi
  echo "container check: $passed passed, $failed failed ($((SECONDS - start)) s)"
  [ $failed = 0 ]
  exit
}
[ "$1" = container ] && container_check

# Debian's Slurm and MUNGE (and jq, to read results.json), where missing. Installing starts no service:
# a policy-rc.d says so while apt runs, where there is none already.
missing=()
for p in slurm-wlm munge jq; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "cluster-check: installing ${missing[*]}" >&2
  policy=/usr/sbin/policy-rc.d
  made_policy=
  if [ ! -e $policy ]; then
    printf '#!/bin/sh\nexit 101\n' >$policy && chmod +x $policy && made_policy=1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  code=$?
  [ -n "$made_policy" ] && rm -f $policy
  [ $code = 0 ] || die "installing ${missing[*]} (apt-get exit $code)"
fi

T=$(mktemp -d /tmp/floorfall-slurm.XXXXXX)
chmod 755 "$T"
mkdir -p "$T"/{bin,run,munge,state,spool,log,work}
chmod 700 "$T/munge"
export SLURM_CONF=$T/slurm.conf
ours=() # the daemons' pids

# stop ends the jobs and the daemons this script started, by their pids,
# and says whether anything of theirs is left.
stop() {
  trap - EXIT INT TERM
  if [ -e "$SLURM_CONF" ]; then
    scancel --full -u root >/dev/null 2>&1
    scontrol shutdown >/dev/null 2>&1
  fi
  [ -S "$T/run/munge.sock" ] && munged --stop --socket="$T/run/munge.sock" >/dev/null 2>&1
  for f in "$T"/run/*.pid; do
    [ -e "$f" ] && ours+=("$(cat "$f")")
  done
  local end=$((SECONDS + 30)) left
  while :; do
    left=$(leftovers)
    [ -z "$left" ] || [ $SECONDS -ge $end ] && break
    sleep 0.2
  done
  if [ -n "$left" ]; then
    kill -9 $left 2>/dev/null
    bad "processes left after the cluster was stopped (killed): $left"
  else
    ok "cluster stopped: no daemon, job step, floorfall or bot process left"
  fi
  echo "slurm check: $passed passed, $failed failed ($((SECONDS - start)) s)"
  if [ $failed = 0 ]; then
    rm -rf "$T"
  else
    echo "cluster-check: logs and folders kept in $T" >&2
  fi
  [ $failed = 0 ]
  exit
}

# live PIDS...: those of the pids whose process runs (a zombie has ended).
live() {
  local p
  for p; do
    case $(ps -o stat= -p "$p" 2>/dev/null) in
    Z* | '') ;;
    *) echo "$p" ;;
    esac
  done
}
# leftovers are the processes this script started that still run: the
# daemons, the job steps, and every process running a file of its folder
# (floorfall, its bots).
leftovers() {
  live "${ours[@]}" $(pgrep -f "$T/") $(pgrep -x slurmstepd) | sort -u | tr '\n' ' ' | sed 's/ $//'
}
# job_procs are the jobs' processes that still run: job steps, floorfall
# and its bots.
job_procs() { live $(pgrep -x slurmstepd) $(pgrep -f "$T/bin/") | tr '\n' ' ' | sed 's/ $//'; }
trap stop EXIT
trap 'exit 1' INT TERM

echo "cluster-check: building floorfall (headless) into $T/bin" >&2
CGO_ENABLED=0 go build -tags headless -o "$T/bin/floorfall" . || die "building floorfall"
ff=$T/bin/floorfall

# Two free ports on the loopback.
port() {
  local p
  while :; do
    p=$((20000 + RANDOM % 30000))
    [ -z "$(ss -Hltn "sport = :$p")" ] && [ "$p" != "${1:-}" ] && echo $p && return
  done
}
ctld_port=$(port)
slurmd_port=$(port "$ctld_port")

mungekey --create --keyfile="$T/munge/munge.key" || die "making a MUNGE key"
munged --socket="$T/run/munge.sock" --key-file="$T/munge/munge.key" --pid-file="$T/run/munged.pid" \
  --seed-file="$T/munge/seed" --log-file="$T/log/munged.log" || die "starting munged (see $T/log/munged.log)"

# One node, localhost, with more CPUs than the machine has so that the
# tasks, the task past its time limit and the merges run side by side
# (they mostly wait on their bots). Slurm's daemons bind to the address
# of the host's name (NoInAddrAny, NoCtldInAddrAny), which is localhost
# in the UTS namespace they run in: 127.0.0.1, whatever this machine is
# called. A requeued job starts again after cred_expire seconds.
cat >"$SLURM_CONF" <<EOF
ClusterName=floorfallcheck
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$T/run/munge.sock,cred_expire=5
CommunicationParameters=NoInAddrAny,NoCtldInAddrAny
StateSaveLocation=$T/state
SlurmdSpoolDir=$T/spool
SlurmctldPidFile=$T/run/slurmctld.pid
SlurmdPidFile=$T/run/slurmd.pid
SlurmctldLogFile=$T/log/slurmctld.log
SlurmdLogFile=$T/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
KillWait=5
OverTimeLimit=0
MinJobAge=600
InactiveLimit=0
NodeName=localhost NodeAddr=127.0.0.1 CPUs=8 State=UNKNOWN
PartitionName=check Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
getent ahostsv4 localhost | grep -q '^127\.' || die "localhost is not 127.x here: not starting Slurm"
unshare --uts sh -c 'hostname localhost && exec slurmctld -f "$SLURM_CONF"' || die "starting slurmctld (see $T/log/slurmctld.log)"
unshare --uts sh -c 'hostname localhost && exec slurmd -f "$SLURM_CONF" -N localhost' || die "starting slurmd (see $T/log/slurmd.log)"

# wait_until SECONDS WHAT COMMAND...: waits for the command to succeed.
wait_until() {
  local limit=$1 what=$2
  shift 2
  local end=$((SECONDS + limit))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -ge $end ] && die "waited ${limit}s for $what"
    sleep 0.2
  done
}
# wait_until_quiet SECONDS COMMAND...: whether the command succeeds
# within the time.
wait_until_quiet() {
  local end=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -ge $end ] && return 1
    sleep 0.2
  done
}
node_idle() { [ "$(sinfo -h -n localhost -o %t)" = idle ]; }
wait_until 60 "the node to be idle" node_idle
for f in slurmctld slurmd munged; do
  ours+=("$(cat "$T/run/$f.pid")")
done
listening=$(ss -Hltnp | grep -E 'slurmctld|slurmd' | awk '{print $4}' | sort -u | tr '\n' ' ')
if [ -z "$listening" ] || echo "$listening" | tr ' ' '\n' | grep -v '^$' | grep -qv '^127\.0\.0\.1:'; then
  die "Slurm listens on $listening: not the loopback only"
fi
ok "cluster: munged (a socket in $T), slurmctld and slurmd listening on ${listening% } only"

script=$root/scripts/cluster/slurm-tournament.sh
export FLOORFALL=$ff
# The tournament: built-in bots and one process, the same built-in bot
# that waits half a second before it starts, so that a task takes a few
# seconds and can be cancelled mid-way. Its times are generous, so that
# a loaded machine changes no result.
slow="slow=sh -c 'sleep 0.5; exec $ff bot hunter --seed 1'"
flags=(-a hunter -a random -a h2=hunter -a "$slow" --ready-timeout 10s --action-timeout 5s)
cd "$T/work" || die "no $T/work"

# done_jobs IDS...: whether Slurm has none of the jobs pending or running.
done_jobs() { [ -z "$(squeue -h -j "$(
  IFS=,
  echo "$*"
)" -o %i 2>/dev/null)" ]; }
# merges_done ARRAY: whether the merge jobs of an array have all run.
merges_done() { [ -z "$(squeue -h -n "floorfall-merge-$1" -o %i)" ]; }
job_state() { scontrol show job "$1" | grep -o 'JobState=[A-Z_]*' | head -1 | cut -d= -f2; }
# hashes DIR: every match file's name, size, time and checksum.
hashes() { (cd "$1" && find . -name 'game-*.json' -printf '%p %s %T@ ' -exec sha256sum {} \; | sort); }

# The task past its time limit: a one-minute limit on a shard of a
# tournament that needs several.
late=$(sbatch --parsable --array=0 --time=1 "$script" "$T/late" "${flags[@]}" --games 400) || die "submitting the late task"

# The array: 4 tasks of 12 matches each.
array=$(sbatch --parsable --array=0-3 "$script" "$T/cup" "${flags[@]}" --games 48) || die "submitting the array"

# Task 2, cancelled once it has finished two matches, then requeued.
part2=$T/cup/part-2
two_in() { [ "$(find "$part2" -name 'game-*.json' 2>/dev/null | wc -l)" -ge 2 ]; }
wait_until 120 "task 2's first matches" two_in
scancel "${array}_2"
wait_until 30 "task 2 to be cancelled" sh -c "[ \"\$(scontrol show job ${array}_2 | grep -o 'JobState=[A-Z]*')\" = JobState=CANCELLED ]"
before=$(hashes "$part2")
kept=$(echo "$before" | grep -c json)
scontrol requeue "${array}_2" || die "scontrol requeue ${array}_2"
wait_until 300 "the array" done_jobs "$array"
wait_until 120 "the array's merge" merges_done "$array"

# Every match once, in its shard's folder.
want=$(for k in $(seq 0 47); do printf 'part-%d/game-%05d.json\n' $((k % 4)) $k; done)
have=$(cd "$T/cup" && find . -name 'game-*.json' | sed 's|^\./||' | sort -t- -k3)
if [ "$(echo "$have" | sort)" = "$(echo "$want" | sort)" ] && [ "$("$ff" standings "$T/cup" --json | jq '[.matches[].file] | length, (unique | length)' | tr '\n' ' ')" = "48 48 " ]; then
  ok "array of 4 tasks: 48 of 48 matches, each played once, in its shard's folder"
else
  bad "array of 4 tasks: the matches are $(echo "$have" | wc -l) files: $(diff <(echo "$want" | sort) <(echo "$have" | sort) | head -5 | tr '\n' ' ')"
fi

# The merge job's standings, and one machine's.
"$ff" tournament "${flags[@]}" --games 48 --parallel 2 --out "$T/one" -q || bad "the tournament on one machine"
timeless() { # a standings.csv less its timing columns
  awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i ~ /^(slowest_ready_ms|mean_reply_ms|worst_reply_ms)$/) skip[i] = 1 }
    { s = ""; for (i = 1; i <= NF; i++) if (!skip[i]) s = s (s == "" ? "" : ",") $i; print s }' "$1"
}
if [ -s "$T/cup/standings.csv" ] && [ "$(timeless "$T/cup/standings.csv")" = "$(timeless "$T/one/standings.csv")" ] &&
  [ "$(jq -r '.matches[0].file' "$T/cup/results.json")" = part-0/game-00000.json ]; then
  ok "the merge job's standings equal one machine's (--parallel 2), results.json naming part-0/game-00000.json"
else
  bad "the merge job's standings differ from one machine's: $(diff <(timeless "$T/cup/standings.csv") <(timeless "$T/one/standings.csv") | head -4 | tr '\n' ' ')"
fi

# Task 2: what it kept was not played again, and it played the rest once.
log2=$T/work/slurm-${array}_2.out
played=$(grep -c '^match .*: ok$' "$log2")
restarts=$(scontrol show job "${array}_2" | grep -o 'Restarts=[0-9]*' | cut -d= -f2)
if [ "$kept" -ge 2 ] && [ "$kept" -lt 12 ] && [ "$(hashes "$part2" | grep -F -f <(echo "$before"))" = "$before" ] &&
  [ "$played" = 12 ] && [ "${restarts:-0}" -ge 1 ]; then
  ok "task 2 cancelled after $kept of its 12 matches and requeued: resumed, its $kept kept as they were, 12 played in all, none twice"
else
  bad "task 2 cancelled after $kept matches and requeued (restarts ${restarts:-?}): $played matches played in its log, kept files $( [ "$(hashes "$part2" | grep -F -f <(echo "$before"))" = "$before" ] && echo unchanged || echo changed)"
fi

# The same array again: it plays nothing and changes nothing.
all_before=$(hashes "$T/cup")
csv_before=$(cat "$T/cup/standings.csv")
again=$(sbatch --parsable --array=0-3 "$script" "$T/cup" "${flags[@]}" --games 48) || die "submitting the array again"
wait_until 120 "the array submitted again" done_jobs "$again"
wait_until 120 "its merge" merges_done "$again"
states=$(for k in 0 1 2 3; do job_state "${again}_$k"; done | sort -u | tr '\n' ' ')
replayed=$(cat "$T"/work/slurm-"${again}"_*.out | grep -c '^match ')
if [ "$(hashes "$T/cup")" = "$all_before" ] && [ "$(cat "$T/cup/standings.csv")" = "$csv_before" ] && [ "$replayed" = 0 ] && [ "$states" = "COMPLETED " ]; then
  ok "the same array submitted twice: no match played again, no file changed, the same standings"
else
  bad "the same array submitted twice: tasks $states, $replayed matches played, files $([ "$(hashes "$T/cup")" = "$all_before" ] && echo same || echo changed)"
fi

# The task past its time limit.
wait_until 240 "the late task" done_jobs "$late"
wait_until 120 "the late task's merge" merges_done "$late"
files=$(find "$T/late/part-0" -name 'game-*.json' | wc -l)
counted=$(jq '.matches | length' "$T/late/results.json" 2>/dev/null)
unfinished=$(jq '.unfinished // [] | length' "$T/late/results.json" 2>/dev/null)
if [ "$(job_state "${late}_0")" = TIMEOUT ] && [ "$files" -gt 0 ] && [ "$files" -lt 400 ] && [ "$counted" = "$files" ] && [ "$unfinished" = 0 ] &&
  "$ff" standings "$T/late" >/dev/null; then
  ok "a task past its time limit: stopped (TIMEOUT) with $files of its 400 matches, each whole; the merge counts those $files, nothing half-written"
else
  bad "a task past its time limit: state $(job_state "${late}_0"), $files match files, the merge counted ${counted:-none} and ${unfinished:-?} unfinished"
fi

# Nothing of the jobs is left while the cluster runs: no job step, no
# floorfall, no bot (a step may still be tidying up for a moment).
jobs_gone() { [ -z "$(job_procs)" ]; }
if wait_until_quiet 20 jobs_gone; then
  ok "every job ended: no job step, floorfall or bot process left while the cluster runs"
else
  bad "processes left after the jobs ended: $(for p in $(job_procs); do ps -o pid=,args= -p "$p"; done | head -3 | tr '\n' ' ')"
fi
exit 0
