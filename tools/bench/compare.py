#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""kpqc bench compare A.json B.json: per-operation ratios B/A of two runs.

For cycle runs the ratio is of medians, with its spread taken from the
interquartile ranges: the low end is q1(B)/q3(A), the high end q3(B)/q1(A).
A ratio whose spread includes 1 is not a measured difference. Rows of a
native backend are named with it ("NTRU+768 (avx2)") and compare with the
same backend's rows. For callgrind
runs (instruction counts) the ratio is exact.

Exit status: 0, 1 when the runs share no operation, 2 usage, 3 a file
cannot be read, 4 a file is not a kpqc-bench/1 document (docs/cli.md).
"""
import json
import sys


def ops(doc):
    out = {}
    for a in doc["algorithms"]:
        for op, v in a["operations"].items():
            name = a["name"]
            if a.get("backend", "portable") != "portable":
                name += f" ({a['backend']})"
            out[(name, op)] = v
    return out


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    docs = []
    for path in argv[1:3]:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as e:
            print(f"kpqc bench compare: cannot read {path}: {e}", file=sys.stderr)
            return 3
        try:
            doc = json.loads(text)
            if doc.get("schema") != "kpqc-bench/1":
                raise ValueError(f"schema is {doc.get('schema')!r}, not 'kpqc-bench/1'")
            docs.append((doc, ops(doc)))
            doc["environment"]["commit"], doc["environment"]["cycle_source"]
        except (ValueError, AttributeError, KeyError, TypeError) as e:
            print(f"kpqc bench compare: {path} is not a kpqc bench result: {e}", file=sys.stderr)
            return 4
    (a_doc, a), (b_doc, b) = docs
    print(f"A: {argv[1]} ({a_doc['environment']['commit']}, {a_doc['environment']['cycle_source']})")
    print(f"B: {argv[2]} ({b_doc['environment']['commit']}, {b_doc['environment']['cycle_source']})")
    print(f"{'algorithm':<14} {'op':<8} {'A':>12} {'B':>12} {'B/A':>7}  spread")
    shared = [k for k in a if k in b]
    for key in shared:
        x, y = a[key], b[key]
        if x.get("instructions") and y.get("instructions"):
            va, vb = x["instructions"], y["instructions"]
            print(f"{key[0]:<14} {key[1]:<8} {va:>12} {vb:>12} {vb / va:>7.3f}  exact")
        elif x.get("cycles") and y.get("cycles"):
            ca, cb = x["cycles"], y["cycles"]
            r = cb["median"] / ca["median"]
            lo, hi = cb["q1"] / ca["q3"], cb["q3"] / ca["q1"]
            note = "" if lo <= 1 <= hi else ("  faster" if hi < 1 else "  slower")
            print(f"{key[0]:<14} {key[1]:<8} {ca['median']:>12} {cb['median']:>12} {r:>7.3f}"
                  f"  [{lo:.3f}, {hi:.3f}]{note}")
    missing = sorted(set(a) ^ set(b))
    if missing:
        print("only in one run: " + ", ".join(f"{n} {o}" for n, o in missing))
    return 0 if shared else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
