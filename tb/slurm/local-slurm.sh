#!/usr/bin/env bash
# A one-node Slurm cluster on localhost, living entirely in WORK: its own munge key and socket,
# a generated slurm.conf, slurmctld and slurmd as root. For the Slurm regress test and for trying
# `cutlm regress --slurm` by hand:
#   tb/slurm/local-slurm.sh start WORK   # prints the SLURM_CONF line to export
#   tb/slurm/local-slurm.sh stop WORK
# start first stops whatever a previous start in the same WORK left running (a killed test), so it
# is safe to repeat. Exit status: 0 done, 2 could not set up or start the cluster, 77 cannot run
# here (not root and Slurm missing).
set -uo pipefail

usage() {
  echo "usage: local-slurm.sh start|stop|install WORK" >&2
  exit 2
}
fail() {
  echo "local-slurm: $*" >&2
  exit 2
}

[ $# -ge 1 ] || usage
action=$1
[ "$action" = install ] || [ $# -eq 2 ] || usage

# Debian's packages; the project's dependency script lists them too, so this is only the
# fallback for a machine set up before they were added.
install_slurm() {
  local tool missing=0
  for tool in slurmctld slurmd sbatch squeue sinfo scontrol munged; do
    command -v "$tool" > /dev/null 2>&1 || missing=1
  done
  [ $missing -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "local-slurm: slurm-wlm/munge are missing and installing them needs root" >&2
    exit 77
  fi
  echo "local-slurm: installing slurm-wlm munge" >&2
  export DEBIAN_FRONTEND=noninteractive
  # Package lists may be absent on a fresh machine: update only when the install fails.
  local apt=(apt-get -o DPkg::Lock::Timeout=120 install -y -qq --no-install-recommends
    slurm-wlm munge)
  if ! "${apt[@]}" > /dev/null 2>&1; then
    apt-get -o DPkg::Lock::Timeout=120 update -qq > /dev/null 2>&1 || true
    "${apt[@]}" > /dev/null || fail "apt-get install slurm-wlm munge failed"
  fi
}

if [ "$action" = install ]; then
  install_slurm
  exit 0
fi

work=$(realpath -m "$2")
run=$work/run
# Unix sockets (munged's, slurmd's and its job steps' in the spool) live in a short folder of
# their own: a socket path longer than 107 bytes cannot be bound, and WORK may be deep in a
# build tree.
sockets=/tmp/cutlm-slurm-$(printf %s "$work" | md5sum | cut -c1-12)

# Stops what a start in WORK left running: its jobs first (cancelled, so their slurmstepd ends
# them), then the daemons by their pid files, but only processes whose command line names WORK (a
# stale pid may belong to an unrelated process by now), then any process still carrying WORK's
# SLURM_CONF in its environment (a job or slurmstepd left by a killed slurmd), except this script
# and its callers.
stop_daemons() {
  local pidfile pid name ancestors
  [ -d "$run" ] || return 0
  if is_ours slurmctld && is_ours slurmd; then
    SLURM_CONF=$work/slurm.conf scancel --quiet --user=root > /dev/null 2>&1
    for _ in $(seq 40); do
      [ -z "$(SLURM_CONF=$work/slurm.conf squeue -h -o %i 2> /dev/null)" ] && break
      sleep 0.25
    done
  fi
  for name in slurmd slurmctld munged; do
    pidfile=$run/$name.pid
    if is_ours "$name"; then
      pid=$(cat "$pidfile")
      kill -TERM "$pid" 2> /dev/null
      for _ in $(seq 50); do
        alive "$pid" || break
        sleep 0.1
      done
      kill -KILL "$pid" 2> /dev/null
    fi
    rm -f "$pidfile"
  done
  rm -rf "$sockets"
  ancestors=" $(ancestor_pids | tr '\n' ' ') "
  for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}
    pid=${pid%/environ}
    [[ "$ancestors" == *" $pid "* ]] && continue
    if tr '\0' '\n' 2> /dev/null < "$environ" | grep -qxF "SLURM_CONF=$work/slurm.conf"; then
      kill -KILL "$pid" 2> /dev/null
    fi
  done
}

# True when WORK/run/NAME.pid holds the pid of a live process whose command line names WORK.
is_ours() {
  local pid
  pid=$(cat "$run/$1.pid" 2> /dev/null) || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] && alive "$pid" &&
    tr '\0' ' ' < "/proc/$pid/cmdline" | grep -qF -- "$work/"
}

# A zombie counts as dead: nothing may reap it in a container whose init does not.
alive() {
  local state
  state=$(sed -E 's/^.*\) //' "/proc/$1/stat" 2> /dev/null | cut -d' ' -f1)
  [ -n "$state" ] && [ "$state" != Z ]
}

ancestor_pids() {
  local pid=$$
  while [ -n "$pid" ] && [ "$pid" -gt 1 ]; do
    echo "$pid"
    pid=$(awk '/^PPid:/ {print $2}' "/proc/$pid/status" 2> /dev/null)
  done
}

if [ "$action" = stop ]; then
  stop_daemons
  exit 0
fi
[ "$action" = start ] || usage
[ "$(id -u)" -eq 0 ] || {
  echo "local-slurm: the daemons run as SlurmUser=root: run as root" >&2
  exit 77
}
install_slurm

stop_daemons
rm -rf "$work/state" "$work/log" "$work/munge" "$run" "$sockets"
mkdir -p "$work/state" "$work/log" "$work/munge" "$run" "$sockets/spool" ||
  fail "cannot create $work and $sockets"
# munged wants its socket directory searchable by all and writable by none but root; the key
# readable by its owner only.
chmod 755 "$work"
chmod 755 "$work/munge" "$sockets"

dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none ||
  fail "cannot write $work/munge/munge.key"
chmod 400 "$work/munge/munge.key"

# Two free TCP ports: a fixed port would clash with another build directory's cluster (or a real
# slurmctld) on the same machine.
read -r ctld_port slurmd_port < <(python3 - << 'EOF'
import socket
socks = [socket.socket() for _ in range(2)]
for s in socks:
    s.bind(("127.0.0.1", 0))
print(*[s.getsockname()[1] for s in socks])
EOF
)
[ -n "${slurmd_port:-}" ] || fail "cannot find free ports"

# The node's real CPUs and memory as slurmd sees them: a node configured with more than it finds
# is drained, one with fewer wastes cores.
node_hw=$(slurmd -C 2> /dev/null | head -1 | sed -E 's/^NodeName=[^ ]+ //')
[[ "$node_hw" == *CPUs=* ]] || fail "slurmd -C did not report the node's CPUs"

socket=$sockets/munge.socket
cat > "$work/slurm.conf" << EOF
# Generated by tb/slurm/local-slurm.sh: a one-node cluster on localhost.
ClusterName=cutlm-local
SlurmctldHost=localhost
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$sockets/spool/slurmd-%n
SlurmctldPidFile=$run/slurmctld.conf.pid
SlurmdPidFile=$run/slurmd.conf.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# No cgroups in a container without systemd: track processes through /proc.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
# No slurmdbd: sacct does not work; finished jobs stay visible to scontrol for MinJobAge
# seconds and every finished job gets a line in the completion log.
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$work/log/jobcomp.txt
MinJobAge=600
# A node that was down in a previous run comes back as soon as slurmd registers.
ReturnToService=2
SchedulerType=sched/backfill
KillWait=5
InactiveLimit=0
NodeName=localhost NodeAddr=127.0.0.1 $node_hw State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF

# Daemons run in the foreground (-D/-F) as background jobs of this script, so their pids are
# known without trusting the daemons' own pid files, with output to log files: an inherited pipe
# would keep the test's caller waiting.
munged -F --socket="$socket" --key-file="$work/munge/munge.key" \
  --pid-file="$work/munge/munged.pid" --log-file="$work/log/munged.log" \
  --seed-file="$work/munge/munged.seed" < /dev/null >> "$work/log/munged.out" 2>&1 &
echo $! > "$run/munged.pid"
for _ in $(seq 100); do
  [ -S "$socket" ] && break
  sleep 0.1
done
[ -S "$socket" ] || fail "munged did not create $socket; see $work/log/munged.log"

export SLURM_CONF=$work/slurm.conf
slurmctld -D -i -f "$SLURM_CONF" < /dev/null >> "$work/log/slurmctld.out" 2>&1 &
echo $! > "$run/slurmctld.pid"
slurmd -D -N localhost -f "$SLURM_CONF" < /dev/null >> "$work/log/slurmd.out" 2>&1 &
echo $! > "$run/slurmd.pid"

# Ready when the node is idle: then a submitted job starts at once.
state=
for _ in $(seq 120); do
  state=$(sinfo -h -n localhost -o %T 2> /dev/null | head -1)
  [ "$state" = idle ] && break
  for name in munged slurmctld slurmd; do
    alive "$(cat "$run/$name.pid")" ||
      fail "$name exited while starting; see $work/log/$name.log and $work/log/$name.out"
  done
  sleep 0.5
done
[ "$state" = idle ] ||
  fail "node localhost is '${state:-unknown}', not idle, after 60 s; see $work/log/slurmctld.log"
echo "export SLURM_CONF=$SLURM_CONF"
