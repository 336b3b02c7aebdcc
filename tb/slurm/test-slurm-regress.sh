#!/usr/bin/env bash
# The Slurm regress test: starts a one-node cluster on localhost (local-slurm.sh), runs 4-shard
# `cutlm regress --slurm` regressions through sbatch, a clean one and one against the faulty RTL
# (exit 3), and checks that
#   - each merged summary equals a local run's with the same options (but seconds and paths),
#   - the four shards ran as Slurm array tasks (the controller's completion log has them),
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

# One case: a local run and a 4-shard Slurm run of the same regression must exit alike and
# write equal summaries; the controller's completion log must have the four array tasks, ended
# in the state the exit status implies (a shard that mismatched exits 3: FAILED to Slurm).
#   check_case NAME EXPECTED_EXIT TASK_STATE REGRESS_OPTIONS...
check_case() {
  local name=$1 expected=$2 task_state=$3 status job k
  shift 3
  rm -rf "${work:?}/${name:?}"
  "$cutlm" regress "$@" --jobs 2 --out "$work/$name/local" > "$work/$name.local.log" 2>&1
  status=$?
  [ $status -eq "$expected" ] ||
    fail "$name: the local run exited $status, not $expected; see $work/$name.local.log"

  # Bounded so that a hung job still leaves time for the EXIT trap before ctest's timeout.
  timeout 100 "$cutlm" regress --slurm --shards 4 --time 5 "$@" --out "$work/$name/slurm" \
    2>&1 | tee "$work/$name.slurm.log"
  status=${PIPESTATUS[0]}
  for err in "$work/$name"/slurm/shard-*/slurm-*.err; do
    [ -s "$err" ] && {
      echo "--- $err" >&2
      tail -n 5 "$err" >&2
    }
  done
  [ "$status" -eq "$expected" ] || fail "$name: cutlm regress --slurm exited $status, not $expected"

  python3 "$here/compare_summaries.py" "$work/$name/local/summary.json" \
    "$work/$name/slurm/summary.json" ||
    fail "$name: the merged Slurm summary differs from the local run's"

  # An independent record of the controller's, not something cutlm wrote.
  job=$(sed -nE 's/.* as Slurm job ([0-9]+) .*/\1/p' "$work/$name.slurm.log" | head -1)
  [ -n "$job" ] || fail "$name: cutlm regress --slurm named no job id"
  for k in 0 1 2 3; do
    grep -qE "Name=cutlm-regress JobState=[A-Z_]+ .* ArrayJobId=$job ArrayTaskId=$k " \
      "$cluster/log/jobcomp.txt" || fail "$name: the completion log has no task ${job}_$k"
  done
  grep -E "ArrayJobId=$job " "$cluster/log/jobcomp.txt" | grep -qE "JobState=$task_state " ||
    fail "$name: no task of job $job ended $task_state in the completion log"
  echo "PASS $name: 4 Slurm shards (job $job) merged to the local run's summary, exit $expected"
}

check_case clean 0 COMPLETED --programs 8 --seed 20261201
# The faulty datapath (lane 5 broken) mismatches in every program; minimizing is left to the
# regress tests (tb/regress), the reproducers' paths are compared here.
check_case faulty 3 FAILED --programs 4 --seed 7 --cosim-rtl faulty --minimize-runs 0
