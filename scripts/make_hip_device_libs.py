#!/usr/bin/env python3
"""Makes the ROCm device-library folder clang-19 needs to build HIP for gfx1100.

Debian's rocm-device-libs (ROCm 5.2) stop at oclc_isa_version_1036.bc; without a file for
gfx1100 clang-19 refuses `--offload-arch=gfx1100` unless told -nogpulib. The ISA-version
library is one constant, @__oclc_ISA_version (major * 1000 + minor * 100 + stepping: 10306 for
gfx1036, 11000 for gfx1100), so the gfx1100 file is the gfx1036 one with that constant changed:
llvm-dis-19 to text, the one definition edited, llvm-as-19 back to bitcode. The folder also
links every file of Debian's folder, so --rocm-device-lib-path can name it alone.

Usage: make_hip_device_libs.py --from DEBIAN_BITCODE_DIR --to DIR --llvm-dis X --llvm-as Y
"""
import argparse
import os
import re
import subprocess
import sys

SOURCE = "oclc_isa_version_1036.bc"
TARGET = "oclc_isa_version_1100.bc"
SOURCE_VERSION = 10306
TARGET_VERSION = 11000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", required=True)
    parser.add_argument("--to", dest="target", required=True)
    parser.add_argument("--llvm-dis", required=True)
    parser.add_argument("--llvm-as", required=True)
    args = parser.parse_args()

    os.makedirs(args.target, exist_ok=True)
    for name in sorted(os.listdir(args.source)):
        if not name.endswith(".bc") or name == TARGET:
            continue
        link = os.path.join(args.target, name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(os.path.join(args.source, name), link)

    text = subprocess.run([args.llvm_dis, os.path.join(args.source, SOURCE), "-o", "-"],
                          check=True, capture_output=True, text=True).stdout
    # Exactly one definition of the constant, holding gfx1036's version: anything else is a
    # library this script does not know, and guessing would give clang a wrong ISA version.
    pattern = re.compile(r"^(@__oclc_ISA_version = .* constant i32 )(\d+)(, align \d+)$", re.M)
    found = pattern.findall(text)
    if len(found) != 1 or int(found[0][1]) != SOURCE_VERSION:
        sys.exit(f"make_hip_device_libs: {SOURCE} does not define @__oclc_ISA_version as "
                 f"{SOURCE_VERSION} once (found {[int(f[1]) for f in found]})")
    edited = pattern.sub(lambda m: f"{m.group(1)}{TARGET_VERSION}{m.group(3)}", text)
    output = os.path.join(args.target, TARGET)
    if os.path.lexists(output):
        os.remove(output)
    subprocess.run([args.llvm_as, "-", "-o", output], input=edited, check=True, text=True)
    # Read back: the written library holds the new version and nothing else changed.
    check = subprocess.run([args.llvm_dis, output, "-o", "-"], check=True, capture_output=True,
                           text=True).stdout
    if pattern.findall(check) != [(found[0][0], str(TARGET_VERSION), found[0][2])]:
        sys.exit(f"make_hip_device_libs: {output} does not read back with version {TARGET_VERSION}")


if __name__ == "__main__":
    main()
