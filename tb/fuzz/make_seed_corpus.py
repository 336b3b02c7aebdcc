#!/usr/bin/env python3
"""Writes the decoder fuzzer's seed corpus: for each generation, short runs of random
instructions of every encoding form (tb/difftest/generator.py) as raw little-endian bytes, plus
the .text of the example programs when llvm-mc-19 (-mcpu of the generation) assembles them.
Each file's first byte names the generation as fuzz_decoder.cpp reads it (its index in
ARCHES), the instruction bytes follow.

Usage: make_seed_corpus.py OUT_DIR [--count N] [--seed S] [--llvm-mc PATH]
"""
import argparse
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep the source tree free of __pycache__

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_DIR = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(SOURCE_DIR, "tb", "difftest"))

from generator import FORMS, Generator  # noqa: E402
from isa_model import Isa, isa_json_of  # noqa: E402

# isa::Arch's order (the ISA files scripts/gen_isa_tables.py is given, first the primary): the
# fuzzer takes the first byte modulo their number.
ARCHES = ["gfx1100", "gfx1200"]


def elf_text(path):
    """The bytes of the .text section of a little-endian ELF64 object."""
    with open(path, "rb") as f:
        elf = f.read()
    shoff, = struct.unpack_from("<Q", elf, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)

    def section(i):
        name, _, _, _, offset, size = struct.unpack_from("<IIQQQQ", elf, shoff + i * shentsize)
        return name, offset, size

    _, strtab, _ = section(shstrndx)
    for i in range(shnum):
        name, offset, size = section(i)
        end = elf.index(b"\0", strtab + name)
        if elf[strtab + name:end] == b".text":
            return elf[offset:offset + size]
    return b""


def example_programs(llvm_mc, arch):
    examples = os.path.join(SOURCE_DIR, "examples")
    if not llvm_mc or not os.path.isdir(examples):
        return
    tmp = tempfile.mkdtemp(prefix="fuzz-corpus-")
    try:
        for name in sorted(os.listdir(examples)):
            if not name.endswith(".s"):
                continue
            attrs = ["-mattr=+wavefrontsize64"] if "wave64" in name else []
            obj = os.path.join(tmp, name + ".o")
            cmd = [llvm_mc, "-arch=amdgcn", f"-mcpu={arch}", "-filetype=obj"] + attrs + [
                os.path.join(examples, name), "-o", obj
            ]
            if subprocess.run(cmd, stderr=subprocess.DEVNULL).returncode == 0:
                yield "example-" + name[:-2], elf_text(obj)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out_dir")
    ap.add_argument("--count", type=int, default=400, help="random files per generation")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--llvm-mc", default=shutil.which("llvm-mc-19"))
    opts = ap.parse_args()
    os.makedirs(opts.out_dir, exist_ok=True)
    written = {}
    for index, arch in enumerate(ARCHES):
        prefix = bytes([index])
        isa = Isa(isa_json_of(arch))
        rng = random.Random(opts.seed)
        gen = Generator(isa, rng, [f for g in isa.groups.values() for f in g])
        # The forms of this generation's encodings (the generator knows every generation's).
        forms = [form for family, entries in FORMS.items() if family in isa.encodings
                 for form, _ in entries] + ["RANDOM", "RANDOM_ID"]
        written[arch] = 0
        for i in range(opts.count):
            # One form per file first so every form is seeded, then mixed runs.
            chosen = [forms[i]] if i < len(forms) else rng.choices(forms, k=rng.randrange(2, 17))
            words = [w for form in chosen for w in gen.make(form).words]
            data = struct.pack("<%dI" % len(words), *words)
            if i >= len(forms) and rng.random() < 0.2:
                data = data[:-rng.randrange(1, 4)]  # a cut-off last instruction
            name = "%s-gen-%04d-%s" % (arch, i, chosen[0].lower())
            with open(os.path.join(opts.out_dir, name), "wb") as f:
                f.write(prefix + data)
            written[arch] += 1
        for name, data in example_programs(opts.llvm_mc, arch):
            with open(os.path.join(opts.out_dir, arch + "-" + name), "wb") as f:
                f.write(prefix + data)
            written[arch] += 1
    print("seed corpus: %s files in %s" % (
        ", ".join("%d %s" % (n, arch) for arch, n in written.items()), opts.out_dir))


if __name__ == "__main__":
    main()
