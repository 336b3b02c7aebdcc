#!/usr/bin/env python3
"""Mutation testing of the VALU datapath against the random cosim, and its Verilator coverage.

  rtl-mutate.py mutate [--seed S] [--count N] [--units int,f32] [--min-lanes L]
      Lists every mutation site of the units' lane files (the lane package or lane module
      isa/rtl/<unit>.json names, and the helper modules they use; never the common packages,
      the pipe, the top or the generated unit modules), draws N of them by --seed, and for
      each: writes the mutant into a scratch copy of the source tree, rebuilds `cutlm` there
      (only the Verilated datapath and the link change, so a configured scratch build is
      reused), runs the random cosim (tb/cosim/random_program.py run, wave32 and wave64, then
      gfx1200 wave32 for the operations only RDNA4 has) and
      calls the mutant caught (a cosim mismatch, or the cosim run failing) or survived. A
      mutant Verilator or the compiler rejects is "invalid" and not counted. A survivor listed
      in --equivalent (tb/cosim/mutants_equivalent.json: file, the line before and after, and
      why the two compute the same for every input) is "equivalent" and not counted either:
      the goal is the share of the other mutants caught. Prints each unexplained survivor's
      diff and the figures; --json writes them.
  rtl-mutate.py check-equivalent
      Checks that every entry of --equivalent is still a mutation site of the source (its line
      is there and the mutation makes it): the list must not outlive the lines it explains.
  rtl-mutate.py report RESULTS.json...
      Sums earlier --json results (a campaign run unit by unit), with the survivors the
      equivalent list explains today counted as equivalent, per unit file and in all; exit 1
      below the goal.
  rtl-mutate.py mutate --replay RESULTS.json [--units ...]
      Runs again the mutants RESULTS.json (an earlier --json) lists as survived, e.g. after a
      directed program was added to catch them.
  rtl-mutate.py coverage [--units ...] [--min-lanes L]
      Builds the third Verilator variant (line and toggle coverage) in the scratch tree, runs
      the random cosim on it and reports with verilator_coverage through
      tb/cosim/coverage_report.py verilator (uncovered lines listed).

Mutation operators: a binary operator swapped (+/-, &/|, ^/&, <</>>, </<=, >/>=, ==/!=,
&&/||), an inversion dropped (~x, !x), a constant off by one, a stuck bit (bit 0 of an
assignment forced to 1), swapped operands (a - b, a ? b : c), a dropped increment (x + 1 or a
round/carry-in term removed).

The scratch tree (--work, default /tmp/cutlm-mutate) holds a copy of the checkout's tracked and
untracked files (src/) and its build folder (src/build-mut). The coverage variant patches the
copy only: --coverage-line --coverage-toggle on the datapath, VM_COVERAGE=1, and a coverage
write before the transactor deletes the Verilated context (tb/cosim/verilated_valu.h).
"""
import argparse
import difflib
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
RANDOM = os.path.join("tb", "cosim", "random_program.py")

# (name, pattern, replacement) applied at one match at a time. Patterns avoid comment text
# (comments are blanked before matching) and keep widths so mutants stay lint-clean.
OPERATORS = [
    ("swap + -", r"(?<=[\w\)\]] )\+(?= [\w\(\{'~])", "-"),
    ("swap - +", r"(?<=[\w\)\]] )-(?= [\w\(\{'~])", "+"),
    ("swap & |", r"(?<=[\w\)\]] )&(?= [\w\(\{'~])", "|"),
    ("swap | &", r"(?<=[\w\)\]] )\|(?= [\w\(\{'~])", "&"),
    ("swap ^ &", r"(?<=[\w\)\]] )\^(?= [\w\(\{'~])", "&"),
    ("swap << >>", r"<<(?!=)", ">>"),
    ("swap >> <<", r"(?<![>=])>>(?![>=])", "<<"),
    ("swap < <=", r"(?<=[\w\)\]] )<(?= [\w\(\{'])", "<="),
    ("swap > >=", r"(?<=[\w\)\]] )>(?= [\w\(\{'])", ">="),
    ("swap == !=", r"==", "!="),
    ("swap != ==", r"!=", "=="),
    ("swap && ||", r"&&", "||"),
    ("swap || &&", r"\|\|", "&&"),
    ("drop ~", r"~(?=[\w\(\{])", ""),
    ("drop !", r"!(?=[\w\(])", ""),
]


def strip_comment(line):
    i = line.find("//")
    return line if i < 0 else line[:i] + " " * (len(line) - i)


def sites(path):
    """Every mutation of `path`: dicts with line, col, name, old, new (the whole new line)."""
    with open(path) as f:
        lines = f.read().split("\n")
    out = []
    in_block = False
    for n, raw in enumerate(lines):
        code = strip_comment(raw)
        if "/*" in code:
            in_block = True
        if in_block:
            if "*/" in code:
                in_block = False
            continue
        stripped = code.strip()
        # Declarations, ports and parameters are not behaviour.
        if not stripped or stripped.startswith(("import", "module", "parameter", "localparam",
                                                "input", "output", "logic", "typedef",
                                                "`", "function", "endfunction", "end",
                                                "case", "default", "begin", "always")):
            if not stripped.startswith(("default", "end else")):
                continue
        for name, pat, rep in OPERATORS:
            for m in re.finditer(pat, code):
                new = raw[:m.start()] + rep + raw[m.end():]
                out.append({"line": n + 1, "col": m.start() + 1, "name": name, "new": new})
        # constants off by one: sized decimal/hex literals and small plain integers
        for m in re.finditer(r"(\d+)'([dh])([0-9a-fA-F_]+)", code):
            width, base, digits = int(m.group(1)), m.group(2), m.group(3).replace("_", "")
            val = int(digits, 16 if base == "h" else 10)
            for delta in (1, -1):
                nv = (val + delta) % (1 << width)
                lit = f"{width}'{base}{nv:x}" if base == "h" else f"{width}'d{nv}"
                out.append({"line": n + 1, "col": m.start() + 1,
                            "name": f"constant {'+' if delta > 0 else '-'}1",
                            "new": raw[:m.start()] + lit + raw[m.end():]})
        for m in re.finditer(r"(?<![\w'\[:])(\d+)(?![\w'\]:])", code):
            if "[" in code[:m.start()] and "]" in code[m.end():] and code.rfind("[", 0, m.start()) > code.rfind("]", 0, m.start()):
                continue  # a bit index or range, not a value
            val = int(m.group(1))
            out.append({"line": n + 1, "col": m.start() + 1, "name": "constant +1",
                        "new": raw[:m.start()] + str(val + 1) + raw[m.end():]})
        # stuck bit: bit 0 of an assigned value forced to 1
        m = re.match(r"(\s*(?:assign\s+)?[\w\.\[\]: ]+?\s*=\s*)(.+);\s*$", code)
        if m and "==" not in m.group(1) and not stripped.startswith(("for", "if")):
            rhs = raw[len(m.group(1)):len(m.group(1)) + len(m.group(2))]
            out.append({"line": n + 1, "col": len(m.group(1)) + 1, "name": "stuck bit 0 at 1",
                        "new": raw[:len(m.group(1))] + f"({rhs}) | 1"
                        + raw[len(m.group(1)) + len(m.group(2)):]})
        # swapped operands of a subtraction / a conditional
        for m in re.finditer(r"([\w\.\[\]:]+) - ([\w\.\[\]:]+)", code):
            out.append({"line": n + 1, "col": m.start() + 1, "name": "swap operands of -",
                        "new": raw[:m.start()] + f"{m.group(2)} - {m.group(1)}" + raw[m.end():]})
        for m in re.finditer(r"\? ([\w\.\[\]:']+) : ([\w\.\[\]:']+)", code):
            out.append({"line": n + 1, "col": m.start() + 1, "name": "swap operands of ?:",
                        "new": raw[:m.start()] + f"? {m.group(2)} : {m.group(1)}"
                        + raw[m.end():]})
        # dropped increment: "+ 1", "+ 'd1", "+ <round/carry/inc term>"
        for m in re.finditer(r" \+ (?:\d+'[dbh]1|1|\w*(?:round|rnd|inc|carry|ci|lsb|sticky)\w*"
                             r"(?:\[[^\]]*\])?)\b", code, re.I):
            out.append({"line": n + 1, "col": m.start() + 1, "name": "drop increment",
                        "new": raw[:m.start()] + raw[m.end():]})
    # unique by resulting line
    seen = set()
    uniq = []
    for s in out:
        key = (s["line"], s["new"])
        if key not in seen and s["new"] != lines[s["line"] - 1]:
            seen.add(key)
            uniq.append(s)
    return uniq


def unit_files(src_root, units):
    """The lane files of the units (the lane_function's package or the lane_module isa/rtl/
    <unit>.json names: rtl/<name>.sv) and the helper modules (rtl/cutlm_*.sv) those instantiate,
    directly or through each other; `units` empty: every unit."""
    lanes = set()
    for path in glob.glob(os.path.join(src_root, "isa", "rtl", "*.json")):
        with open(path) as f:
            spec = json.load(f)
        if units and spec["unit"] not in units:
            continue
        lane = spec.get("lane_function", spec.get("lane_module", "")).split("::")[0]
        lanes.add(os.path.join(src_root, "rtl", lane + ".sv"))
    helpers = {os.path.basename(p)[:-len(".sv")]: p
               for p in glob.glob(os.path.join(src_root, "rtl", "cutlm_*.sv"))
               if not os.path.basename(p).startswith("cutlm_valu_")}
    files, todo = set(), sorted(p for p in lanes if os.path.exists(p))
    while todo:
        path = todo.pop()
        if path in files:
            continue
        files.add(path)
        with open(path) as f:
            text = f.read()
        todo += [p for name, p in helpers.items() if re.search(rf"^\s*{name}\b", text, re.M)]
    return sorted(files)


def run(cmd, log, timeout=None, env=None, cwd=None):
    with open(log, "a") as f:
        f.write(f"$ {' '.join(cmd)}\n")
        f.flush()
        try:
            proc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, timeout=timeout,
                                  env=env, cwd=cwd)
            return proc.returncode
        except subprocess.TimeoutExpired:
            f.write("timeout\n")
            return 124


def scratch_tree(work, units, log, extra_cmake=()):
    """A copy of the checkout (tracked and untracked files, no build folders) and a configured
    build folder inside it; refreshed from the checkout on each call."""
    src = os.path.join(work, "src")
    os.makedirs(src, exist_ok=True)
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT,
                           capture_output=True, text=True, check=True).stdout.split("\n")
    for rel in files:
        a = os.path.join(ROOT, rel)
        b = os.path.join(src, rel)
        if not rel or not os.path.isfile(a):
            continue
        # copy only what changed, so the scratch build rebuilds only that
        if os.path.exists(b):
            sa, sb = os.stat(a), os.stat(b)
            if sa.st_size == sb.st_size and int(sa.st_mtime) == int(sb.st_mtime):
                continue
        os.makedirs(os.path.dirname(b), exist_ok=True)
        shutil.copy2(a, b)
    build = os.path.join(src, "build-mut")
    env = dict(os.environ, CCACHE_BASEDIR=src, CCACHE_NOHASHDIR="1")
    if not os.path.exists(os.path.join(build, "build.ninja")):
        rc = run(["cmake", "-S", src, "-B", build, "-G", "Ninja",
                  "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DCUTLM_WERROR=ON", "-DCUTLM_BUILD_TESTS=OFF",
                  f"-DCUTLM_RTL_UNITS={','.join(units)}", *extra_cmake], log, env=env)
        if rc:
            raise SystemExit(f"configuring the scratch build failed; see {log}")
    return src, build, env


def build_cutlm(build, env, log, timeout):
    return run(["cmake", "--build", build, "--target", "cutlm", "-j2"], log, timeout=timeout,
               env=env)


def cosim(src, build, units, min_lanes, seed, log, waves=(32, 64)):
    """0: every cosim run matched; 3: a mismatch (or a failed run); the runner's output in log.
    gfx1100 in each wave size, then a gfx1200 wave32 run: the RTL also runs operations only
    RDNA4 has (its _NUM and minimum/maximum forms), which no gfx1100 program reaches."""
    for wave in waves:
        directed = [] if DIRECTED else ["--programs", os.path.join(src, "no-directed")]
        rc = run([sys.executable, os.path.join(src, RANDOM), "--units", ",".join(units),
                  "--exclude", EXCLUDE, "run", *directed,
                  "--cutlm", os.path.join(build, "cutlm"), "--wave", str(wave),
                  "--min-lanes", str(min_lanes), "--seed", str(seed)], log)
        if rc:
            return rc
    return run([sys.executable, os.path.join(src, RANDOM), "--units", ",".join(units),
                "--exclude", EXCLUDE, "run", "--arch", "gfx1200",
                "--cutlm", os.path.join(build, "cutlm"), "--wave", "32",
                "--min-lanes", str(min_lanes), "--seed", str(seed)], log)


EXCLUDE = ""
DIRECTED = True


def load_equivalent(path):
    """(file, old line, new line) -> reason, lines compared without surrounding blanks."""
    if not path:
        return {}
    with open(path) as f:
        entries = json.load(f)["equivalent"]
    return {(e["file"], e["old"].strip(), e["new"].strip()): e["reason"] for e in entries}


def cmd_check_equivalent(args):
    entries = load_equivalent(args.equivalent)
    made = set()
    for path in unit_files(ROOT, []):
        with open(path) as f:
            lines = f.read().split("\n")
        rel = os.path.relpath(path, ROOT)
        for s in sites(path):
            made.add((rel, lines[s["line"] - 1].strip(), s["new"].strip()))
    stale = [key for key in entries if key not in made]
    for file, old, new in stale:
        print(f"{args.equivalent}: {file}: no mutation site turns '{old}' into '{new}'")
    print(f"{len(entries) - len(stale)} of {len(entries)} equivalent mutants are sites of the source")
    return 1 if stale or not entries else 0


def cmd_report(args):
    equivalent = load_equivalent(args.equivalent)
    per_file = {}
    unexplained = []
    for path in args.results:
        with open(path) as f:
            results = json.load(f)["results"]
        for r in results:
            verdict = r["verdict"]
            reason = equivalent.get((r["file"], r["old"].strip(), r["new"].strip()))
            if verdict == "survived" and reason:
                verdict = "equivalent"
            if verdict == "survived":
                unexplained.append(r)
            counts = per_file.setdefault(r["file"], {})
            counts[verdict] = counts.get(verdict, 0) + 1
    kinds = ("caught", "survived", "equivalent", "invalid")
    print(f"{'file':40s} " + " ".join(f"{k:>10s}" for k in kinds))
    total = {k: 0 for k in kinds}
    for file in sorted(per_file):
        print(f"{file:40s} " + " ".join(f"{per_file[file].get(k, 0):10d}" for k in kinds))
        for k in kinds:
            total[k] += per_file[file].get(k, 0)
    print(f"{'all':40s} " + " ".join(f"{total[k]:10d}" for k in kinds))
    for r in unexplained:
        print(f"\nsurvived, not explained: {r['file']}:{r['line']} {r['name']}\n{r['diff']}")
    valid = total["caught"] + total["survived"]
    pct = 100.0 * total["caught"] / valid if valid else 0.0
    print(f"\ncaught {total['caught']} of {valid} valid, non-equivalent mutants: {pct:.1f}% "
          f"(goal >= {args.goal:g}%); {total['equivalent']} equivalent, {total['invalid']} invalid")
    return 0 if valid and pct >= args.goal else 1


def cmd_mutate(args):
    os.makedirs(args.work, exist_ok=True)
    log = os.path.join(args.work, "mutate.log")
    open(log, "w").close()
    units = [u for u in re.split(r"[,;]", args.units) if u]
    src, build, env = scratch_tree(args.work, units, log)
    files = unit_files(src, units)
    all_sites = []
    for path in files:
        for s in sites(path):
            s["file"] = os.path.relpath(path, src)
            all_sites.append(s)
    print(f"{len(all_sites)} mutation sites in {len(files)} files: "
          f"{', '.join(os.path.relpath(f, src) for f in files)}")
    # Each operator kind equally likely, then one of its sites: the plentiful kinds (constants,
    # stuck bits) would otherwise crowd out the rare ones (a dropped increment).
    rng = random.Random(args.seed)
    by_kind = {}
    for s in all_sites:
        by_kind.setdefault(s["name"], []).append(s)
    sample = []
    while len(sample) < min(args.count, len(all_sites)):
        kind = rng.choice(sorted(k for k in by_kind if by_kind[k]))
        sample.append(by_kind[kind].pop(rng.randrange(len(by_kind[kind]))))
    if args.replay:
        with open(args.replay) as f:
            earlier = [r for r in json.load(f)["results"] if r["verdict"] == "survived"]
        wanted = {(r["file"], r["line"], r["new"]) for r in earlier}
        sample = [s for s in all_sites if (s["file"], s["line"], s["new"]) in wanted]
        if len(sample) != len(wanted):
            raise SystemExit(f"{args.replay}: {len(wanted) - len(sample)} of its survivors are "
                             "no longer mutation sites of the source (the line changed?)")
    equivalent = load_equivalent(args.equivalent)
    t0 = time.time()
    if build_cutlm(build, env, log, args.build_timeout):
        raise SystemExit(f"the unmutated scratch build failed; see {log}")
    if cosim(src, build, units, args.min_lanes, args.cosim_seed, log):
        raise SystemExit(f"the unmutated RTL does not pass the random cosim; see {log}")
    print(f"baseline built and matched in {time.time() - t0:.0f} s")
    results = []
    for i, s in enumerate(sample):
        path = os.path.join(src, s["file"])
        with open(path) as f:
            original = f.read()
        lines = original.split("\n")
        old_line = lines[s["line"] - 1]
        lines[s["line"] - 1] = s["new"]
        mutant = "\n".join(lines)
        diff = "".join(difflib.unified_diff(original.splitlines(True), mutant.splitlines(True),
                                            s["file"], s["file"] + " (mutant)", n=1))
        t = time.time()
        mlog = os.path.join(args.work, f"mutant{i}.log")
        open(mlog, "w").close()
        try:
            with open(path, "w") as f:
                f.write(mutant)
            if build_cutlm(build, env, mlog, args.build_timeout):
                verdict = "invalid"
            else:
                rc = cosim(src, build, units, args.min_lanes, args.cosim_seed, mlog)
                verdict = "caught" if rc else "survived"
        finally:
            with open(path, "w") as f:
                f.write(original)
        reason = equivalent.get((s["file"], old_line.strip(), s["new"].strip()))
        if verdict == "survived" and reason:
            verdict = "equivalent"
        results.append(dict(s, verdict=verdict, old=old_line, diff=diff,
                            seconds=round(time.time() - t), **({"reason": reason} if reason else {})))
        print(f"[{i + 1}/{len(sample)}] {verdict:8s} {s['file']}:{s['line']} {s['name']} "
              f"({time.time() - t:.0f} s)", flush=True)
    # leave the scratch build matching the checkout again
    build_cutlm(build, env, log, args.build_timeout)
    caught = sum(r["verdict"] == "caught" for r in results)
    survived = [r for r in results if r["verdict"] == "survived"]
    same = [r for r in results if r["verdict"] == "equivalent"]
    invalid = sum(r["verdict"] == "invalid" for r in results)
    valid = caught + len(survived)
    pct = 100.0 * caught / valid if valid else 0.0
    for r in same:
        print(f"\nequivalent: {r['file']}:{r['line']} {r['name']}: {r['reason']}")
    for r in survived:
        print(f"\nsurvived: {r['file']}:{r['line']} {r['name']}\n{r['diff']}")
    drawn = f"replayed from {args.replay}" if args.replay else f"drawn (seed {args.seed})"
    print(f"\nmutants: {len(results)} {drawn} of {len(all_sites)} sites; "
          f"{caught} caught, {len(survived)} survived, {len(same)} equivalent, {invalid} invalid "
          f"(rejected by the build); caught {pct:.1f}% of the valid, non-equivalent mutants "
          f"(goal >= {args.goal:g}%)")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"seed": args.seed, "units": units, "sites": len(all_sites),
                       "results": results, "caught_percent": pct}, f, indent=1)
    return 0 if valid and pct >= args.goal else 1


COVERAGE_WRITER = """
#if VM_COVERAGE
    // rtl-mutate.py coverage: the points live in this context, so write them before it goes.
    // One file per process (the random runner starts one cutlm per program).
    {
      const char* file = std::getenv("CUTLM_RTL_COVERAGE_FILE");
      const std::string name = std::string(file ? file : "coverage") + "." +
                               std::to_string(::getpid()) + ".dat";
      context_->coveragep()->write(name.c_str());
    }
#endif
"""


def patch(path, old, new):
    with open(path) as f:
        text = f.read()
    if old not in text:
        raise SystemExit(f"{path}: cannot find {old!r} to patch (the file changed?)")
    with open(path, "w") as f:
        f.write(text.replace(old, new, 1))


def cmd_coverage(args):
    work = os.path.join(args.work, "coverage")
    os.makedirs(work, exist_ok=True)
    log = os.path.join(work, "coverage.log")
    open(log, "w").close()
    units = [u for u in re.split(r"[,;]", args.units) if u]
    src, build, env = scratch_tree(work, units, log)
    # The coverage variant, in the copy only.
    patch(os.path.join(src, "rtl", "CMakeLists.txt"), "set(CUTLM_RTL_VERILATOR_ARGS -Wall",
          "set(CUTLM_RTL_VERILATOR_ARGS --coverage-line --coverage-toggle -Wno-fatal -Wall")
    patch(os.path.join(src, "rtl", "CMakeLists.txt"), "VM_COVERAGE=0", "VM_COVERAGE=1")
    patch(os.path.join(src, "tb", "cosim", "verilated_valu.h"),
          "    model_->final();\n", "    model_->final();\n" + COVERAGE_WRITER)
    patch(os.path.join(src, "tb", "cosim", "verilated_valu.h"), "#include <",
          "#include <unistd.h>\n#include <verilated_cov.h>\n#include <cstdlib>\n#include <string>\n#include <")
    run(["cmake", build], log, env=env)
    if build_cutlm(build, env, log, args.build_timeout):
        raise SystemExit(f"the coverage build failed; see {log}")
    dat = os.path.join(work, "coverage.dat")
    merged = []
    for wave in (32, 64):
        part = os.path.join(work, f"coverage_w{wave}")
        for old in glob.glob(part + ".*.dat"):
            os.remove(old)
        env_run = dict(os.environ, CUTLM_RTL_COVERAGE_FILE=part)
        directed = [] if DIRECTED else ["--programs", os.path.join(src, "no-directed")]
        rc = subprocess.run([sys.executable, os.path.join(src, RANDOM), "--units",
                             ",".join(units), "--exclude", args.exclude, "run", *directed,
                             "--cutlm", os.path.join(build, "cutlm"),
                             "--wave", str(wave), "--min-lanes", str(args.min_lanes),
                             "--max-programs", str(args.max_programs), "--keep",
                             os.path.join(work, "programs")],
                            env=env_run).returncode
        if rc:
            print(f"the random cosim failed on the coverage build (exit {rc})")
        merged += glob.glob(part + ".*.dat")
    if not merged:
        raise SystemExit("no coverage data written")
    subprocess.run(["verilator_coverage", "--write", dat, *merged], check=True)
    return subprocess.run([sys.executable, os.path.join(ROOT, "tb", "cosim",
                                                        "coverage_report.py"),
                           "verilator", dat, "--annotate", os.path.join(work, "annotated")]
                          ).returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", default="/tmp/cutlm-mutate")
    ap.add_argument("--units", default="", help="units to build and mutate (empty: all)")
    ap.add_argument("--build-timeout", type=int, default=1800)
    ap.add_argument("--exclude", default="", help="operations the random cosim leaves out")
    ap.add_argument("--equivalent", default=os.path.join(ROOT, "tb", "cosim",
                                                         "mutants_equivalent.json"),
                    help="survivors known to be equivalent, with the reason (empty: none)")
    ap.add_argument("--no-directed", action="store_true",
                    help="random programs only (not the directed ones)")
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("mutate")
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--count", type=int, default=10)
    m.add_argument("--min-lanes", type=int, default=200000)
    m.add_argument("--cosim-seed", type=int, default=1)
    m.add_argument("--goal", type=float, default=95.0)
    m.add_argument("--json")
    m.add_argument("--replay", help="run again the survivors of an earlier --json")
    m.add_argument("--list", action="store_true", help="only list the sites")
    sub.add_parser("check-equivalent")
    rp = sub.add_parser("report")
    rp.add_argument("results", nargs="+")
    rp.add_argument("--goal", type=float, default=95.0)
    c = sub.add_parser("coverage")
    c.add_argument("--min-lanes", type=int, default=1000000)
    c.add_argument("--max-programs", type=int, default=0)
    args = ap.parse_args()
    global EXCLUDE, DIRECTED
    EXCLUDE = args.exclude
    DIRECTED = not args.no_directed
    if args.cmd == "mutate" and args.list:
        units = [u for u in re.split(r"[,;]", args.units) if u]
        for path in unit_files(ROOT, units):
            for s in sites(path):
                print(f"{os.path.relpath(path, ROOT)}:{s['line']}: {s['name']}: {s['new'].strip()}")
        return 0
    if args.cmd == "check-equivalent":
        return cmd_check_equivalent(args)
    if args.cmd == "report":
        return cmd_report(args)
    return cmd_mutate(args) if args.cmd == "mutate" else cmd_coverage(args)


if __name__ == "__main__":
    sys.exit(main())
