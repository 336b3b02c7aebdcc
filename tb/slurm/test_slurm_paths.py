#!/usr/bin/env python3
"""`cutlm regress --slurm` without a cluster: the script it writes and its failure paths.

  test_slurm_paths.py --cutlm BUILD/cutlm [unittest options]

Stand-in `sbatch`, `squeue` and `scontrol` (written into a scratch bin/ put first on PATH) play a
scheduler that runs each array task of the submitted script at once, with bash, as Slurm would
(SLURM_ARRAY_TASK_ID, the --output/--error files); a scenario file makes the submission be refused
or a task time out or fail without running. The shards themselves are real `cutlm regress
--shard` runs of a few programs.
"""
import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
CUTLM = None
JOB = "4242"
# A regression of short programs: the shards' results matter here, not their size.
SMALL = ["--programs", "4", "--seed", "11", "--loop", "1", "--length", "15"]

# The stand-in scheduler. FAKE_SLURM is its state folder: "refuse" (sbatch fails with that
# message), "task-K" (task K does not run; the file holds its final "STATE EXITCODE REASON"),
# "no-records" (scontrol has forgotten the job); it writes "sbatch.args", "result-K".
FAKE_SBATCH = r'''
import os, re, subprocess, sys
state = os.environ["FAKE_SLURM"]
with open(os.path.join(state, "sbatch.args"), "w") as f:
    f.write("\n".join(sys.argv[1:]))
refuse = os.path.join(state, "refuse")
if os.path.exists(refuse):
    sys.stderr.write(open(refuse).read())
    sys.exit(1)
if os.path.exists(os.path.join(state, "hold")):
    print("4242")
    sys.exit(0)
script = sys.argv[-1]
opts = dict(re.findall(r"^#SBATCH --([\w-]+)=(\S+)$", open(script).read(), re.M))
lo, hi = map(int, opts["array"].split("-"))
job = "%s"
for k in range(lo, hi + 1):
    def path(pattern):
        return pattern.replace("%%A", job).replace("%%a", str(k)).replace("%%%%", "%%")
    forced = os.path.join(state, "task-%%d" %% k)
    if os.path.exists(forced):
        result = open(forced).read().strip()
        with open(path(opts["error"]), "w") as err:
            err.write("slurmstepd: error: *** JOB %%s_%%d ON localhost %%s ***\n"
                      %% (job, k, result))
    else:
        env = dict(os.environ, SLURM_ARRAY_TASK_ID=str(k), SLURM_ARRAY_JOB_ID=job)
        with open(path(opts["output"]), "w") as out, open(path(opts["error"]), "w") as err:
            code = subprocess.run(["bash", script], stdout=out, stderr=err, env=env,
                                  cwd=opts["chdir"]).returncode
        result = ("COMPLETED 0:0 None" if code == 0 else
                  "FAILED %%d:0 NonZeroExitCode" %% code)
    with open(os.path.join(state, "result-%%d" %% k), "w") as f:
        f.write(result)
print(job)
''' % JOB

FAKE_SQUEUE = r'''
import os, sys, time
state = os.environ["FAKE_SLURM"]
# "hold": the array stays pending; "squeue-hangs": squeue never answers. Otherwise every task
# has ended by the time sbatch returns.
if os.path.exists(os.path.join(state, "squeue-hangs")):
    time.sleep(100000)
if os.path.exists(os.path.join(state, "hold")):
    print("%s_[0-1]")
sys.exit(0)
''' % JOB

FAKE_SCONTROL = r'''
import glob, os, sys
state = os.environ["FAKE_SLURM"]
if os.path.exists(os.path.join(state, "no-records")):
    sys.stderr.write("slurm_load_jobs error: Invalid job id specified\n")
    sys.exit(1)
for path in sorted(glob.glob(os.path.join(state, "result-*"))):
    k = path.rsplit("-", 1)[1]
    st, code, reason = open(path).read().split()
    print("JobId=%%d ArrayJobId=%s ArrayTaskId=%%s JobName=cutlm-regress JobState=%%s "
          "Reason=%%s ExitCode=%%s" %% (9000 + int(k), k, st, reason, code))
''' % JOB


def run(cmd, env=None):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          env=env)


def lines(text):
    return [line for line in text.splitlines() if line.strip()]


class SlurmPaths(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="cutlm-slurm-paths-")
        cls.bin = os.path.join(cls.tmp, "bin")
        os.makedirs(cls.bin)
        for name, body in (("sbatch", FAKE_SBATCH), ("squeue", FAKE_SQUEUE),
                           ("scontrol", FAKE_SCONTROL)):
            path = os.path.join(cls.bin, name)
            with open(path, "w") as f:
                f.write(f"#!{sys.executable}\n{body}")
            os.chmod(path, 0o755)
        # The reference: the same programs run locally in one piece.
        cls.local = os.path.join(cls.tmp, "local")
        result = run([CUTLM, "regress", *SMALL, "--jobs", "1", "--out", cls.local])
        assert result.returncode == 0, result.stderr

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def setUp(self):
        self.work = tempfile.mkdtemp(dir=self.tmp)
        self.state = os.path.join(self.work, "fake-slurm")
        os.makedirs(self.state)
        self.out = os.path.join(self.work, "out")
        self.env = dict(os.environ, FAKE_SLURM=self.state,
                        PATH=self.bin + os.pathsep + os.environ.get("PATH", ""))
        self.env.pop("SLURM_CONF", None)

    def regress(self, *extra, env=None):
        return run([CUTLM, "regress", "--slurm", "--shards", "2", *SMALL, "--out", self.out,
                    *extra], env=env or self.env)

    def force(self, task, record):
        with open(os.path.join(self.state, f"task-{task}"), "w") as f:
            f.write(record)

    def assert_one_line_error(self, result, *parts):
        self.assertEqual(result.returncode, 2, result.stderr)
        errors = lines(result.stderr)
        failing = [line for line in errors if all(p in line for p in parts)]
        self.assertEqual(len(failing), 1, f"no single line with {parts} in:\n{result.stderr}")
        self.assertFalse(os.path.exists(os.path.join(self.out, "summary.json")))

    def test_dry_run_prints_the_array_script_and_submits_nothing(self):
        result = run([CUTLM, "regress", "--slurm", "--dry-run", "--shards", "4", "--partition",
                      "short", "--time", "00:05:00", "--programs", "8", "--seed", "7",
                      "--wave", "64", "--minimize-runs", "5", "--out", self.out], env=self.env)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(os.path.join(self.out, "regress.sbatch")) as f:
            script = f.read()
        self.assertEqual(result.stdout, script)
        self.assertFalse(os.path.exists(os.path.join(self.state, "sbatch.args")))
        for line in ("#SBATCH --array=0-3", "#SBATCH --partition=short",
                     "#SBATCH --time=00:05:00",
                     f"#SBATCH --output={self.out}/shard-%a/slurm-%A_%a.out",
                     f"#SBATCH --error={self.out}/shard-%a/slurm-%A_%a.err"):
            self.assertIn(line + "\n", script)
        # The words the shard command has once bash expands it in task 2: `exec` made a print.
        shown = script.replace("\nexec ", "\nprintf '%s\\n' ")
        words = run(["bash", "-c", shown], env=dict(self.env, SLURM_ARRAY_TASK_ID="2"))
        self.assertEqual(words.returncode, 0, words.stderr)
        self.assertEqual(lines(words.stdout), [
            os.path.realpath(CUTLM), "regress", "--shard", "2/4", "--programs", "8", "--seed",
            "7", "--wave", "64", "--cosim-rtl", "normal", "--minimize-runs", "5", "--jobs", "1",
            "--out", f"{self.out}/shard-2"])

    def test_partition_and_time_in_slurm_forms_only(self):
        good = run([CUTLM, "regress", "--slurm", "--dry-run", "--partition", "short,gpu-a.1",
                    "--time", "1-12:30", "--programs", "2", "--seed", "1", "--out", self.out],
                   env=self.env)
        self.assertEqual(good.returncode, 0, good.stderr)
        self.assertIn("#SBATCH --partition=short,gpu-a.1\n#SBATCH --time=1-12:30\n",
                      good.stdout)
        for time_limit in ("30", "30:15", "2:00:00", "1-0", "1-2:3", "1-2:3:4", "UNLIMITED"):
            got = run([CUTLM, "regress", "--slurm", "--dry-run", "--time", time_limit,
                       "--programs", "2", "--seed", "1", "--out", self.out], env=self.env)
            self.assertEqual(got.returncode, 0, f"{time_limit}: {got.stderr}")
            self.assertIn(f"#SBATCH --time={time_limit}\n", got.stdout)
        os.remove(os.path.join(self.out, "regress.sbatch"))
        for option, value in (("--partition", "p\n#SBATCH --wrap=evil"),
                              ("--partition", "p --wrap=evil"), ("--partition", "p,"),
                              ("--partition", ""), ("--time", "1:00\n#SBATCH --wrap=evil"),
                              ("--time", "1:00 "), ("--time", "1:2:3:4"), ("--time", "1-"),
                              ("--time", "one hour")):
            got = run([CUTLM, "regress", "--slurm", "--dry-run", option, value, "--programs",
                       "2", "--seed", "1", "--out", self.out], env=self.env)
            self.assertEqual(got.returncode, 2, f"{option} {value!r}: {got.stderr}")
            self.assertEqual(len(lines(got.stderr)), 1, got.stderr)
            self.assertIn(option, got.stderr)
            self.assertFalse(os.path.exists(os.path.join(self.out, "regress.sbatch")))

    def test_script_writer_refuses_a_directive_in_a_value(self):
        # The writer checks on its own too, for a caller that did not parse the options.
        sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
        handlers = {n: signal.getsignal(n) for n in (signal.SIGINT, signal.SIGTERM,
                                                     signal.SIGHUP)}
        import cutlm_regress_slurm
        # The dependency goes one way: the Slurm part does not import cutlm_regress (nor,
        # with it, install its signal handlers in this process).
        self.assertNotIn("cutlm_regress", sys.modules)
        self.assertEqual(handlers, {n: signal.getsignal(n) for n in handlers})
        args = argparse.Namespace(out=self.out, shards=2, jobs=1, cutlm=CUTLM, time=None,
                                  partition="p\n#SBATCH --wrap=evil")
        with self.assertRaises(cutlm_regress_slurm.SlurmError):
            cutlm_regress_slurm.write_script(args, ["--programs", "2", "--seed", "1"])
        self.assertFalse(os.path.exists(os.path.join(self.out, "regress.sbatch")))

    def interrupt_wait(self, scenario):
        """Starts a --slurm run whose job never ends (or whose squeue never answers), sends
        SIGTERM once it waits; returns (exit status, stderr, seconds the stop took)."""
        open(os.path.join(self.state, "hold"), "w").close()
        if scenario:
            open(os.path.join(self.state, scenario), "w").close()
        proc = subprocess.Popen([CUTLM, "regress", "--slurm", "--shards", "2", *SMALL, "--out",
                                 self.out], env=self.env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        # Waiting: the submission was said (stderr is read only at the end, so look at the
        # files the fake sbatch leaves).
        deadline = time.monotonic() + 60
        while not os.path.exists(os.path.join(self.state, "sbatch.args")) and \
                time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(1.0)
        sent = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        try:
            _, err = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
        return proc.returncode, err, time.monotonic() - sent

    def test_sigterm_while_waiting_leaves_the_job_and_says_so(self):
        rc, err, took = self.interrupt_wait(None)
        self.assertEqual(rc, 128 + signal.SIGTERM, err)
        self.assertLess(took, 5)
        self.assertNotIn("Traceback", err)
        self.assertIn(f"interrupted by SIGTERM: Slurm job {JOB} keeps running", lines(err)[-1])
        self.assertIn(f"scancel {JOB}", lines(err)[-1])

    def test_sigterm_while_squeue_hangs(self):
        rc, err, took = self.interrupt_wait("squeue-hangs")
        self.assertEqual(rc, 128 + signal.SIGTERM, err)
        self.assertLess(took, 5)
        self.assertNotIn("Traceback", err)

    def test_sbatch_missing(self):
        bare = os.path.join(self.work, "bare-bin")
        os.makedirs(bare)
        os.symlink(sys.executable, os.path.join(bare, "python3"))
        result = self.regress(env=dict(self.env, PATH=bare))
        self.assert_one_line_error(result, "sbatch not found")
        self.assertEqual(len(lines(result.stderr)), 1, result.stderr)

    def test_submission_refused(self):
        with open(os.path.join(self.state, "refuse"), "w") as f:
            f.write("sbatch: error: invalid partition specified: nope\n")
        result = self.regress("--partition", "nope")
        self.assert_one_line_error(result, "sbatch refused", "invalid partition specified: nope")
        with open(os.path.join(self.state, "sbatch.args")) as f:
            self.assertEqual(f.read().split("\n"),
                             ["--parsable", os.path.join(self.out, "regress.sbatch")])

    def test_timed_out_task_is_named(self):
        self.force(1, "TIMEOUT 0:15 TimeLimit")
        result = self.regress("--time", "1")
        self.assert_one_line_error(result, f"shard 1/2 (Slurm job {JOB}_1)", "TIMEOUT",
                                   f"{self.out}/shard-1/slurm-{JOB}_1.err")
        self.assertFalse(any("shard 0/2" in line for line in lines(result.stderr)))

    def test_failed_task_is_named_with_its_log(self):
        self.force(0, "FAILED 1:0 NonZeroExitCode")
        result = self.regress()
        self.assert_one_line_error(result, f"shard 0/2 (Slurm job {JOB}_0)", "exit status 1",
                                   "slurmstepd: error")

    def test_shard_without_summary_or_record(self):
        # The controller forgot the job (purged, no accounting): the missing summary tells.
        self.force(1, "COMPLETED 0:0 None")
        open(os.path.join(self.state, "no-records"), "w").close()
        result = self.regress()
        self.assert_one_line_error(result, "shard 1/2",
                                   f"wrote no {self.out}/shard-1/summary.json")

    def test_stale_shard_summary_is_not_merged(self):
        os.makedirs(os.path.join(self.out, "shard-1"))
        shutil.copy(os.path.join(self.local, "summary.json"),
                    os.path.join(self.out, "shard-1", "summary.json"))
        self.force(1, "COMPLETED 0:0 None")
        result = self.regress()
        self.assert_one_line_error(result, "shard 1/2", "wrote no")

    def test_no_wait_submits_and_names_the_merge(self):
        result = self.regress("--no-wait")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(f"Slurm job {JOB}", result.stderr)
        self.assertIn(f"cutlm regress --merge {self.out}", result.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.out, "summary.json")))
        # Merging later gives the same as the waiting run.
        merged = run([CUTLM, "regress", "--merge", self.out])
        self.assertEqual(merged.returncode, 0, merged.stderr)
        self.assert_same_as_local()

    def test_clean_run_merges_to_the_local_summary(self):
        # What a previous run into the same folder left, with more shards, must not count.
        for stale in ("shard-1", "shard-5"):
            os.makedirs(os.path.join(self.out, stale))
            with open(os.path.join(self.out, stale, "summary.json"), "w") as f:
                f.write('{"format": "cutlm-regress/1", "shard": "%s/8"}' % stale[6:])
        shutil.copy(os.path.join(self.local, "summary.json"), self.out)
        result = self.regress()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assert_same_as_local()
        self.assertFalse(os.path.exists(os.path.join(self.out, "shard-5")))

    def test_killed_task_is_named(self):
        self.force(0, "FAILED 0:9 Signal")
        result = self.regress()
        self.assert_one_line_error(result, "shard 0/2", "killed by signal 9")

    def test_mismatching_shards_are_merged_with_exit_3(self):
        # A task that exits 3 has FAILED to Slurm but ran to its end: its summary counts.
        result = self.regress("--cosim-rtl", "faulty", "--minimize-runs", "0")
        self.assertEqual(result.returncode, 3, result.stderr)
        with open(os.path.join(self.out, "summary.json")) as f:
            merged = json.load(f)
        self.assertGreater(merged["mismatches"], 0)
        states = set()
        for k in range(2):
            with open(os.path.join(self.state, f"result-{k}")) as f:
                states.add(f.read().split()[0])
        self.assertIn("FAILED", states)

    def test_merge_names_a_missing_shard(self):
        result = self.regress("--no-wait")
        self.assertEqual(result.returncode, 0, result.stderr)
        shutil.rmtree(os.path.join(self.out, "shard-1"))
        merged = run([CUTLM, "regress", "--merge", self.out])
        self.assertEqual(merged.returncode, 2, merged.stderr)
        self.assertEqual(len(lines(merged.stderr)), 1, merged.stderr)
        self.assertIn("shard-1", merged.stderr)

    def assert_same_as_local(self):
        compare = run([sys.executable, os.path.join(HERE, "compare_summaries.py"),
                       os.path.join(self.local, "summary.json"),
                       os.path.join(self.out, "summary.json")])
        self.assertEqual(compare.returncode, 0, compare.stdout + compare.stderr)


class CompareSummaries(unittest.TestCase):
    """The oracle of the cluster test must see a difference and ignore only time and paths."""

    def compare(self, first, second):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for name, summary in (("a", first), ("b", second)):
                os.makedirs(os.path.join(tmp, name))
                paths.append(os.path.join(tmp, name, "summary.json"))
                text = json.dumps(summary).replace("@OUT@", os.path.join(tmp, name))
                with open(paths[-1], "w") as f:
                    f.write(text)
            return run([sys.executable, os.path.join(HERE, "compare_summaries.py"), *paths])

    def test_equal_but_time_and_paths(self):
        a = {"passed": 4, "seconds": 1.5, "failures": [{"program": "@OUT@/fail-1.s"}]}
        b = {"passed": 4, "seconds": 9.0, "failures": [{"program": "@OUT@/fail-1.s"}]}
        self.assertEqual(self.compare(a, b).returncode, 0)

    def test_a_merge_shard_prefix_is_not_a_difference(self):
        a = {"failures": [{"original": {"program": "failures/p000003/original.s"}}]}
        b = {"failures": [{"original": {"program": "shard-1/failures/p000003/original.s"}}]}
        self.assertEqual(self.compare(a, b).returncode, 0)
        b["failures"][0]["original"]["program"] = "shard-1/failures/p000005/original.s"
        self.assertEqual(self.compare(a, b).returncode, 1)

    def test_a_count_or_a_missing_field_differs(self):
        result = self.compare({"passed": 4, "lanes": 10}, {"passed": 3, "lanes": 10})
        self.assertEqual(result.returncode, 1)
        self.assertIn("summary.passed: 4 != 3", result.stdout)
        result = self.compare({"passed": 4, "coverage": {"bins": 2}}, {"passed": 4})
        self.assertEqual(result.returncode, 1)
        self.assertIn("summary.coverage: only in the first", result.stdout)

    def test_a_different_reproducer_name_differs(self):
        a = {"failures": [{"program": "@OUT@/fail-1.s"}]}
        b = {"failures": [{"program": "@OUT@/fail-2.s"}]}
        self.assertEqual(self.compare(a, b).returncode, 1)


def main():
    global CUTLM
    parser = argparse.ArgumentParser()
    parser.add_argument("--cutlm", required=True)
    args, rest = parser.parse_known_args()
    CUTLM = os.path.abspath(args.cutlm)
    unittest.main(argv=[sys.argv[0], *rest], verbosity=2)


if __name__ == "__main__":
    main()
