#!/usr/bin/env python3
"""The manifest schema with an independent validator.

Usage: manifest_schema_test.py SOURCE_DIR

schemas/manifest.schema.json is a valid draft 2020-12 schema; every manifest shipped in the
repository validates against it; malformed manifests the reader refuses are refused by the
schema too; and the README's manifest reference names every key of the schema.
(manifest_schema_test.cpp checks that the schema's keys are exactly the reader's.)
"""
import glob
import json
import os
import re
import sys

import jsonschema

SOURCE = sys.argv[1]
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


with open(os.path.join(SOURCE, "schemas", "manifest.schema.json")) as f:
    SCHEMA = json.load(f)
jsonschema.Draft202012Validator.check_schema(SCHEMA)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def is_manifest(document):
    # State files (examples/*.state.json, fuzz seeds) share the folders.
    return isinstance(document, dict) and "grid" in document


def shipped_manifests():
    patterns = ["examples/**/*.json", "kernels/**/*.json", "bench/**/*.json", "tb/**/*.json"]
    paths = set()
    for pattern in patterns:
        paths.update(glob.glob(os.path.join(SOURCE, pattern), recursive=True))
    for path in sorted(paths):
        with open(path) as f:
            document = json.load(f)
        if is_manifest(document):
            yield path, document


count = 0
for path, document in shipped_manifests():
    count += 1
    errors = sorted(VALIDATOR.iter_errors(document), key=lambda e: list(e.absolute_path))
    check(not errors, f"{os.path.relpath(path, SOURCE)}: " +
          "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:3]))
check(count >= 20, f"only {count} shipped manifests found")
print(f"{count} shipped manifests validate")

# Manifests the reader refuses (expect_test, dispatch_test) are invalid for the schema as well.
BASE = {"raw": "k.s", "descriptor": {"wave_size": 32}, "grid": [32], "block": [32],
        "buffers": [{"name": "b", "size": 8}], "args": [{"buffer": "b"}]}
BAD = {
    "unknown top-level key": {"bogus": 1},
    "code with descriptor": {"code": "k.hsaco", "kernel": "k"},
    "wave size 16": {"descriptor": {"wave_size": 16}},
    "unknown denormal mode": {"descriptor": {"denorm_f32": "keep"}},
    "expect with file and values": {"buffers": [
        {"name": "b", "size": 8, "expect": {"file": "r.bin", "values": [0, 0]}}]},
    "expect with neither": {"buffers": [{"name": "b", "size": 8, "expect": {"type": "u32"}}]},
    "expect type u24": {"buffers": [
        {"name": "b", "size": 8, "expect": {"type": "u24", "values": [0, 0]}}]},
    "expect ulp and abs": {"buffers": [
        {"name": "b", "size": 8, "expect": {"type": "f32", "values": [0, 0], "ulp": 1,
                                            "abs": 1}}]},
    "expect negative abs": {"buffers": [
        {"name": "b", "size": 8, "expect": {"type": "f32", "values": [0, 0], "abs": -1}}]},
    "fill of two types": {"buffers": [
        {"name": "b", "size": 8, "init": {"fill": {"u8": 1, "u16": 2}}}]},
    "fill type u24": {"buffers": [{"name": "b", "size": 8, "init": {"fill": {"u24": 1}}}]},
    "init with two sources": {"buffers": [
        {"name": "b", "size": 8, "init": {"random": 1, "fill": {"u8": 1}}}]},
    "buffer without size": {"buffers": [{"name": "b"}]},
    "argument of two types": {"args": [{"u32": 1, "f32": 1}]},
    "argument offset without buffer": {"args": [{"u32": 1, "offset": 4}]},
    "block of four dimensions": {"block": [1, 1, 1, 1]},
    "hex of 17 digits": {"args": [{"u64": "0x10000000000000000"}]},
    "unknown arch": {"arch": "gfx90a"},
    "code with arch": {"code": "k.hsaco", "kernel": "k", "arch": "gfx1200"},
}
for name, change in BAD.items():
    document = json.loads(json.dumps(BASE))
    document.update(change)
    if "code" in change:
        del document["raw"]
        document["descriptor"] = {}
    check(not VALIDATOR.is_valid(document), f"the schema accepts a manifest with {name}")
check(VALIDATOR.is_valid(BASE), "the schema refuses the base manifest")


def schema_keys(node, keys):
    """Every key any object of the schema has."""
    if isinstance(node, dict):
        for key, value in node.get("properties", {}).items():
            keys.add(key)
        for value in node.values():
            schema_keys(value, keys)
    elif isinstance(node, list):
        for value in node:
            schema_keys(value, keys)
    return keys


# The README's manifest reference: the section from "### The manifest" to the next heading of
# the same or a higher level.
with open(os.path.join(SOURCE, "README.md")) as f:
    readme = f.read()
match = re.search(r"^### The manifest\n(.*?)(?=^##? |^### )", readme, re.S | re.M)
check(match is not None, "README.md has no '### The manifest' section")
if match:
    section = match.group(1)
    for key in sorted(schema_keys(SCHEMA, set())):
        check(f"`{key}`" in section, f"README's manifest reference does not name `{key}`")

if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
print("manifest schema: OK")
