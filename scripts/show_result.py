#!/usr/bin/env python3
"""Prints chosen registers of a cutlm state dump, a VGPR as 8 lanes per row."""
import json
import sys


def main(path, names):
    with open(path) as f:
        state = json.load(f)
    print(f"  exec = {state['exec']}")
    for name in names:
        if name in state["sgpr"]:
            print(f"  {name} = {state['sgpr'][name]}")
        elif name in state["vgpr"]:
            lanes = state["vgpr"][name]
            for start in range(0, len(lanes), 8):
                row = " ".join(lane[2:] for lane in lanes[start:start + 8])
                print(f"  {name}[{start:2d}..{start + 7:2d}] = {row}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
