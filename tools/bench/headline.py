#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Print the README's headline table from a kpqc bench JSON file: median
cycles per operation, peak stack and wire bytes per algorithm.

    python3 tools/bench/headline.py results/host/bench.json
"""
import json
import sys

from report import group_of, implementation


def k(v):
    if v >= 10_000_000:
        return f"{v / 1e6:.1f}M"
    return f"{v / 1000:.0f}k" if v >= 10000 else str(v)


def main(argv):
    doc = json.load(open(argv[1]))
    env = doc["environment"]
    if env.get("cycles_modelled"):
        print(f"Median **modelled** Cortex-M4 cycles (tools/m4sim: mean |error| 2.56% against "
              f"pqm4's board figures, worst 16.7%), {env['compiler']} `{env['cflags']}`, "
              f"{env['date'][:10]} (commit {env['commit']}).\n")
    else:
        print(f"Median {env['cycle_source']} cycles, {env['cpu']}, {env['compiler']} "
              f"`{env['cflags']}`, {env['date'][:10]} (commit {env['commit']}).\n")
    table([a for a in doc["algorithms"] if group_of(a) == 0])
    for group in (2, 1):
        candidates = [a for a in doc["algorithms"] if group_of(a) == group]
        if candidates:
            print(f"\nKpqC candidates (round {group}):\n")
            table(candidates)
    return 0


def table(algs):
    # an implementation column where a set has more than one row (the
    # portable C beside a native backend)
    names = [a["name"] for a in algs]
    both = len(set(names)) < len(names)
    impl = "| implementation " if both else ""
    print(f"| algorithm {impl}| level | keypair | encaps / sign | decaps / verify "
          "| peak stack [B] | pk + ct/sig [B] |")
    print("|---" + ("|---" if both else "") + "|---:|---:|---:|---:|---:|---:|")
    for a in algs:
        ops = list(a["operations"].values())
        med = [k(o["cycles"]["median"]) if o.get("cycles") else "-" for o in ops]
        stack = max((o["stack"] or 0) for o in ops)
        wire = a["sizes"]["pk"] + a["sizes"].get("ct", a["sizes"].get("sig", 0))
        cell = f" {implementation(a)} |" if both else ""
        print(f"| {a['name']} |{cell} {a['nist_level']} | {med[0]} | {med[1]} | {med[2]} | "
              f"{stack:,} | {wire:,} |")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
