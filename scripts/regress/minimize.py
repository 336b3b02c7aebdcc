"""Shrinks a mismatching program and its state to a small pair that still mismatches.

"Still mismatches" is one `cutlm run --cosim --cosim-stop-first` ending with exit 3 on the same
operation as the original's first mismatch (so the search cannot slide to another bug). The
steps, each kept only where the mismatch survives:
  1. the loop: the fewest iterations that still fail (1, 2, 4, ... the original count), then
     unrolled, so every line of the program is an independent straight-line instruction (the
     counter's s_mov/s_mul/s_setreg/s_sub stay as ordinary lines and compute what the loop did);
  2. delta debugging (ddmin) over the instruction lines, s_endpgm kept;
  3. the state: registers dropped (left 0) by ddmin over the names;
  4. lanes: when no remaining line writes EXEC, ddmin over the state's EXEC bits;
  5. operands: per line, op_sel words back to plain assembly, modifiers (clamp, omod, abs, neg)
     removed, literals replaced by 0;
  6. ddmin over the lines once more.
Every candidate is a whole .s/.state.json pair written and run, so a candidate llvm-mc rejects
simply does not fail the same way. The number of runs is capped (deterministically: the same
failure shrinks to the same pair on any machine).
"""
import os
import re

from . import programs

LABEL = re.compile(r"^\s*(\w+):\s*$")
EXEC_WRITE = re.compile(r"^\s*(s_\w+\s+exec|v_cmpx_)")


def instruction_count(lines):
    return sum(1 for ln in lines if ln.strip() and not ln.strip().startswith("//")
               and not LABEL.match(ln))


class Budget(Exception):
    pass


class Minimizer:
    """timeout: seconds one candidate run may take (the watchdog's budget of the original,
    which no candidate outgrows); should_stop: polled while a run goes on, a true answer ends
    it and raises programs.Stopped."""

    def __init__(self, cutlm, rtl, work, max_runs, timeout=None, should_stop=None):
        self.cutlm = cutlm
        self.rtl = rtl
        self.work = work
        self.max_runs = max_runs
        self.timeout = timeout
        self.should_stop = should_stop
        self.runs = 0
        self.target_op = None
        try:
            os.makedirs(work, exist_ok=True)
        except OSError as e:
            raise programs.RunError(programs.os_error_message("create", e))

    def run(self, lines, state):
        if self.runs >= self.max_runs:
            raise Budget()
        self.runs += 1
        prog = os.path.join(self.work, "candidate.s")
        st = os.path.join(self.work, "candidate.state.json")
        programs.write_file(prog, "\n".join(lines) + "\n")
        programs.write_json(st, state)
        return programs.run_cosim(self.cutlm, prog, st, self.rtl, ["--cosim-stop-first"],
                                  timeout=self.timeout, should_stop=self.should_stop)

    def fails(self, lines, state):
        got = self.run(lines, state)
        if got["status"] == "mismatch" and \
                programs.first_mismatch_op(got["output"]) == self.target_op:
            self.last_failing = (list(lines), state)
            return True
        return False

    # -------------------------------------------------------------------------------------
    def ddmin(self, items, test):
        """The classic reduction to a 1-minimal list: try each of n chunks alone, then each
        complement, refining n when neither fails."""
        n = 2
        while len(items) >= 2:
            size = -(-len(items) // n)
            chunks = [items[i:i + size] for i in range(0, len(items), size)]
            reduced = False
            if len(chunks) > 2:
                for chunk in chunks:
                    if test(chunk):
                        items, n, reduced = chunk, 2, True
                        break
            if not reduced:
                for i in range(len(chunks)):
                    rest = [x for j, c in enumerate(chunks) if j != i for x in c]
                    if test(rest):
                        items, n, reduced = rest, max(n - 1, 2), True
                        break
            if not reduced:
                if n >= len(items):
                    break
                n = min(len(items), 2 * n)
        if len(items) == 1 and test([]):
            return []
        return items

    # -------------------------------------------------------------------------------------
    def unroll(self, lines, state):
        """Straight-line code with the fewest loop iterations that still fail."""
        labels = [i for i, ln in enumerate(lines) if LABEL.match(ln)]
        branches = [i for i, ln in enumerate(lines) if re.match(r"^\s*s_cbranch_\w+\s+loop", ln)]
        if len(labels) != 1 or len(branches) != 1 or branches[0] < labels[0]:
            return lines
        top, branch = labels[0], branches[0]
        cmp_line = branch - 1 if re.match(r"^\s*s_cmp_", lines[branch - 1]) else branch
        counter = None
        for ln in lines[:top]:
            m = re.match(r"^\s*s_mov_b32\s+s\d+,\s*(\d+)\s*$", ln)
            if m:
                counter = int(m.group(1))
        if not counter:
            return lines
        head, body, tail = lines[:top], lines[top + 1:cmp_line], lines[branch + 1:]
        k = 1
        while True:
            k = min(k, counter)
            candidate = head + body * k + tail
            if self.fails(candidate, state):
                return candidate
            if k == counter:
                return lines
            k *= 2

    def reduce_lines(self, lines, state):
        end = [i for i, ln in enumerate(lines) if ln.strip() == "s_endpgm"]
        if not end:
            return lines
        keep_tail = lines[end[-1]:]
        body = [ln for ln in lines[:end[-1]] if ln.strip() and not ln.strip().startswith("//")]
        return self.ddmin(body, lambda c: self.fails(c + keep_tail, state)) + keep_tail

    def reduce_state(self, lines, state):
        keys = [("vgpr", k) for k in state.get("vgpr", {})] + \
            [("sgpr", k) for k in state.get("sgpr", {})]

        def with_keys(kept):
            s = dict(state)
            s["vgpr"] = {k: v for k, v in state.get("vgpr", {}).items() if ("vgpr", k) in kept}
            s["sgpr"] = {k: v for k, v in state.get("sgpr", {}).items() if ("sgpr", k) in kept}
            return s

        kept = self.ddmin(keys, lambda c: self.fails(lines, with_keys(set(c))))
        return with_keys(set(kept))

    def reduce_lanes(self, lines, state):
        if any(EXEC_WRITE.match(ln) for ln in lines):
            return state
        width = state.get("wave_size", 32)
        exec_mask = int(state.get("exec", hex((1 << width) - 1)), 16)
        lanes = [ln for ln in range(width) if exec_mask >> ln & 1]

        def with_lanes(kept):
            s = dict(state)
            s["exec"] = hex(sum(1 << ln for ln in kept))
            return s

        kept = self.ddmin(lanes, lambda c: bool(c) and self.fails(lines, with_lanes(c)))
        state = with_lanes(kept)
        # Inactive lanes' values to 0, where nothing reads across lanes for the mismatch.
        zeroed = dict(state)
        zeroed["vgpr"] = {k: ([x if i in kept else "0x0" for i, x in enumerate(v)]
                              if isinstance(v, list) else v)
                          for k, v in state.get("vgpr", {}).items()}
        return zeroed if self.fails(lines, zeroed) else state

    @staticmethod
    def operand_variants(line):
        """Simpler spellings of one instruction line, simplest first."""
        out = []
        m = re.match(r"^(\s*)\.long [^/]*//\s*(.*?)\s+op_sel:\S+\s*$", line)
        if m:
            out.append(m.group(1) + m.group(2))
            return out
        for mod in (" clamp", " mul:2", " mul:4", " div:2"):
            if line.endswith(mod) or (mod + " ") in line:
                out.append(line.replace(mod, "", 1))
        if "|" in line:
            out.append(re.sub(r"\|([^|,]+)\|", r"\1", line))
        stripped = re.sub(r"(,\s*)-(?=[vs\[|(0-9])", r"\1", line)
        if stripped != line and not re.search(r",\s*-\d", line):
            out.append(stripped)
        for lit in re.findall(r"0x[0-9a-fA-F]{3,}", line):
            out.append(line.replace(lit, "0", 1))
        return out

    def reduce_operands(self, lines, state):
        lines = list(lines)
        for i in range(len(lines)):
            changed = True
            while changed:
                changed = False
                for variant in self.operand_variants(lines[i]):
                    candidate = lines[:i] + [variant] + lines[i + 1:]
                    if self.fails(candidate, state):
                        lines, changed = candidate, True
                        break
        return lines

    # -------------------------------------------------------------------------------------
    def minimize(self, lines, state):
        """(lines, state, complete): the smallest pair found; complete is False when the run
        budget ended the search (the pair still fails, it may not be 1-minimal)."""
        got = self.run(lines, state)
        if got["status"] != "mismatch":
            return None
        self.target_op = programs.first_mismatch_op(got["output"])
        best = self.last_failing = (lines, state)
        try:
            for step in ("loop", "lines", "state", "lanes", "operands", "lines"):
                cur_lines, cur_state = best
                if step == "loop":
                    best = (self.unroll(cur_lines, cur_state), cur_state)
                elif step == "lines":
                    best = (self.reduce_lines(cur_lines, cur_state), cur_state)
                elif step == "state":
                    best = (cur_lines, self.reduce_state(cur_lines, cur_state))
                elif step == "lanes":
                    best = (cur_lines, self.reduce_lanes(cur_lines, cur_state))
                else:
                    best = (self.reduce_operands(cur_lines, cur_state), cur_state)
        except Budget:
            # Each step only ever accepts failing candidates smaller than what it started
            # from, so the last one that failed is the smallest found so far.
            return self.last_failing[0], self.last_failing[1], False
        return best[0], best[1], True
