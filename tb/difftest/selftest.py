#!/usr/bin/env python3
"""Checks the differential test itself: with a fake `cutlm disasm` (fake_cutlm.py) that echoes
llvm-objdump-19 with known changes, difftest.py must find exactly those changes, resynchronise
after a length change, and forgive only what a listed LLVM gap fully explains.
"""
import collections
import contextlib
import io
import os
import sys

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import difftest  # noqa: E402

FAKE = os.path.join(HERE, "fake_cutlm.py")


def run(mutation, formats, count=3000):
    os.environ["FAKE_CUTLM_MUTATION"] = mutation
    args = ["--cutlm", FAKE, "--count", str(count), "--seed", "7", "--wave", "both", "--show", "0"]
    for f in formats:
        args += ["--format", f]
    with contextlib.redirect_stdout(io.StringIO()) as out:
        status = difftest.main(args)
    t = difftest.LAST_TOTALS
    kinds = collections.Counter()
    for (_, kind), n in t.failures.items():
        kinds[kind] += n
    return status, kinds, sum(t.gaps.values()), t.unsynced, out.getvalue()


def main():
    everything = ["scalar,vector,memory,RANDOM,RANDOM_ID"]
    checks = [
        # (mutation, formats, predicate on (status, kinds, gaps, unsynced), what it shows)
        ("none", everything, lambda s, k, g, u: s == 0 and not k and g == 0 and u == 0,
         "identical listings pass"),
        ("text", everything, lambda s, k, g, u: s == 1 and set(k) == {"text"} and u == 0,
         "changed text is found"),
        ("merge", everything,
         lambda s, k, g, u: s == 1 and set(k) <= {"length", "validity"} and 0 < u <= sum(k.values()),
         "a length change is reported once, then the listings resynchronise"),
        ("drop", everything, lambda s, k, g, u: s == 1 and set(k) == {"missing"},
         "a missing line is found"),
        ("high-half", ["VOP1,VOP2,VOPC"], lambda s, k, g, u: s == 0 and not k and g > 0,
         "true16 high halves spelt v(N-128).h are an LLVM gap"),
        ("high-half-wrong", ["VOP1,VOP2,VOPC"], lambda s, k, g, u: s == 1 and set(k) == {"text"},
         "a wrong high-half register is not forgiven"),
        ("op-sel", ["VOP3"], lambda s, k, g, u: s == 0 and not k and g > 0,
         "op_sel on 16-bit VOP3 is an LLVM gap"),
        ("op-sel-wrong", ["VOP3"], lambda s, k, g, u: s == 1 and set(k) == {"text"},
         "op_sel that differs from the encoding is not forgiven"),
    ]
    failed = 0
    for mutation, formats, ok, what in checks:
        status, kinds, gaps, unsynced, out = run(mutation, formats)
        good = ok(status, kinds, gaps, unsynced)
        failed += not good
        print("%s %-16s %s (exit %d, disagreements %s, gaps %d, out of step %d)" %
              ("PASS" if good else "FAIL", mutation, what, status, dict(kinds), gaps, unsynced))
        if not good:
            print(out[-3000:])
    print("difftest selftest: %d of %d checks failed" % (failed, len(checks)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
