#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Compare the model with published board figures (docs/m4-cycle-model.md).

Runs every IMPL.elf of a directory through m4sim and tabulates the mean
modelled cycles per operation against a JSON of published averages:

  {"implementations": {"IMPL": {"cycles": {"keygen": {"avg": N}, ...}}}}

The images are benchmark programs built by the user (the docs say how;
nothing third-party is built or kept by this repository) that print one
line "IMPL OP CYCLES" per measured operation (OP: keypair, encaps, decaps,
sign, verify), reading the counter only through platform_cycles(). The
instructions per operation come from the model at the same two calls.

    python3 tools/m4sim/validate.py ELF_DIR PUBLISHED.json [--md] [--json F]
"""
import io
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import m4sim  # noqa: E402

OPS = {"keypair": "keygen", "encaps": "encaps", "decaps": "decaps", "sign": "sign",
       "verify": "verify"}
# rejection-sampled: the run's own loop count decides, not the model
EXCLUDED = {"sign"}


class Recording(m4sim.M4Sim):
    """m4sim that also notes the instruction count at each counter read."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.reads = []

    def _f_cycles(self):
        self.reads.append(self.insns())
        super()._f_cycles()


def measure(path, impl):
    out = io.BytesIO()
    sim = Recording(path, [], out=out)
    status = sim.run()
    if status != 0:
        raise RuntimeError(f"{path}: exit status {status}")
    res = {}
    reads = iter(zip(sim.reads[0::2], sim.reads[1::2]))
    for line in out.getvalue().decode().splitlines():
        p = line.split()
        if len(p) == 3 and p[0] == impl and p[1] in OPS and p[2].isdigit():
            i0, i1 = next(reads)
            r = res.setdefault(OPS[p[1]], {"cycles": [], "instructions": []})
            r["cycles"].append(int(p[2]))
            r["instructions"].append(i1 - i0)
    return res


def main(argv):
    if len(argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    folder, pub = argv[1], json.load(open(argv[2]))["implementations"]
    rows, errs = [], []
    for impl in pub:
        path = os.path.join(folder, impl + ".elf")
        if not os.path.exists(path):
            print(f"(no {path})", file=sys.stderr)
            continue
        for op, r in measure(path, impl).items():
            p = pub[impl]["cycles"][op]["avg"]
            mean = statistics.mean(r["cycles"])
            err = 100.0 * (mean - p) / p
            if op not in EXCLUDED:
                errs.append(err)
            rows.append({"implementation": impl, "op": op, "published": p, "modelled": mean,
                         "runs": len(r["cycles"]),
                         "instructions": statistics.mean(r["instructions"]),
                         "error_percent": round(err, 2), "excluded": op in EXCLUDED})
    if "--json" in argv:
        json.dump(rows, open(argv[argv.index("--json") + 1], "w"), indent=1)
    if "--md" in argv:
        print("| implementation | operation | pqm4 published avg | modelled | instructions | "
              "published / instructions | error |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for r in rows:
            note = " (rejection-sampled, not compared)" if r["excluded"] else ""
            print(f"| {r['implementation']} | {r['op']} | {r['published']:,} | "
                  f"{r['modelled']:,.0f} | {r['instructions']:,.0f} | "
                  f"{r['published'] / r['instructions']:.3f} | {r['error_percent']:+.1f}%{note} |")
    else:
        for r in rows:
            print(f"{r['implementation']:20s} {r['op']:7s} published {r['published']:>10,} "
                  f"modelled {r['modelled']:>12,.0f} error {r['error_percent']:+6.2f}%"
                  + ("  (excluded)" if r["excluded"] else ""))
    if errs:
        print(f"\n{len(errs)} compared operations: mean error {statistics.mean(errs):+.2f}%, "
              f"largest |error| {max(abs(e) for e in errs):.2f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
