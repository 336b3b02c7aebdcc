#!/usr/bin/env bash
# The Slurm regress test: starts a one-node cluster on localhost (local-slurm.sh), runs a 4-shard
# `cutlm regress --slurm` through sbatch and checks that
#   - its merged summary equals a local run's with the same seed (but the seconds and paths),
#   - the four shards ran as Slurm array tasks (the completion log has them, COMPLETED),
# then stops the daemons whatever happened.
#   test-slurm-regress.sh CUTLM WORK
# Exit status: 0 pass, 1 fail, 77 cannot run here (not root and Slurm missing: ctest skips).
set -uo pipefail

[ $# -eq 2 ] || {
  echo "usage: test-slurm-regress.sh CUTLM WORK" >&2
  exit 2
}
cutlm=$(realpath "$1")
work=$(realpath -m "$2")
here=$(cd "$(dirname "$0")" && pwd)
cluster=$work/cluster
programs=8
seed=20261201

cleanup() {
  "$here/local-slurm.sh" stop "$cluster"
}
trap cleanup EXIT
# A signal ends the script through exit, so the EXIT trap stops the daemons.
trap 'exit 1' INT TERM HUP

fail() {
  echo "FAIL: $*" >&2
  for log in "$cluster"/log/slurmctld.log "$cluster"/log/slurmd.log; do
    [ -f "$log" ] && {
      echo "--- last lines of $log" >&2
      tail -n 15 "$log" >&2
    }
  done
  exit 1
}

mkdir -p "$work" || fail "cannot create $work"
start_out=$("$here/local-slurm.sh" start "$cluster")
status=$?
[ $status -eq 77 ] && exit 77
[ $status -eq 0 ] || fail "the local cluster did not start (local-slurm.sh exit $status)"
export SLURM_CONF=$cluster/slurm.conf
echo "$start_out"

rm -rf "$work/local" "$work/slurm"
"$cutlm" regress --programs $programs --seed $seed --jobs 2 --out "$work/local" ||
  fail "the local run exited $?"

# Bounded here so that a hung job still leaves time for the EXIT trap before ctest's timeout.
timeout 150 "$cutlm" regress --slurm --shards 4 --time 5 --programs $programs --seed $seed \
  --out "$work/slurm"
status=$?
for err in "$work"/slurm/shard-*/slurm-*.err; do
  [ -s "$err" ] && {
    echo "--- $err" >&2
    tail -n 5 "$err" >&2
  }
done
[ $status -eq 0 ] || fail "cutlm regress --slurm exited $status"

python3 "$here/compare_summaries.py" "$work/local/summary.json" "$work/slurm/summary.json" ||
  fail "the merged Slurm summary differs from the local run's"

# Every shard was a task of one array, and each completed: an independent record of the
# controller's (not something cutlm wrote).
completed=$(grep -c "Name=cutlm-regress JobState=COMPLETED" "$cluster/log/jobcomp.txt" 2> /dev/null)
[ "${completed:-0}" -eq 4 ] ||
  fail "the completion log has ${completed:-0} completed cutlm-regress tasks, not 4"
for k in 0 1 2 3; do
  grep -q "Name=cutlm-regress .* ArrayTaskId=$k " "$cluster/log/jobcomp.txt" ||
    fail "the completion log has no array task $k"
done
echo "PASS: 4 Slurm shards merged to the local run's summary ($programs programs, seed $seed)"
