#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""table.py OUTDIR...: one Markdown table per measure.sh output directory.

Cycles: the run (of RUNS) whose ratio of medians is the median one is shown:
median [q1-q3] per side; ratio = ours/peer of medians, with the spread
q1(ours)/q3(peer)..q3(ours)/q1(peer) in brackets; 'runs' = min-max of the
ratio over all runs. Instructions: callgrind, per call (batch of K calls / K).
"paired" (median of per-iteration ratios) only where both sides did the same
work (identical outputs). Our portable path (KPQC_FORCE_PORTABLE=1) gets its
own columns when its instruction counts differ from the default (native)
path."""
import glob
import os
import sys


def load_cyc(d, mode):
    runs = []
    for f in sorted(glob.glob(os.path.join(d, f"cyc-{mode}-*.tsv"))):
        res, same = {}, ""
        for line in open(f):
            p = line.rstrip("\n").split("\t")
            if p[0] == "RES":
                res[p[3]] = dict(set=p[1], peer=p[2], n=int(p[4]),
                                 om=int(p[5]), o1=int(p[6]), o3=int(p[7]),
                                 pm=int(p[8]), p1=int(p[9]), p3=int(p[10]),
                                 r=float(p[11]), lo=float(p[12]), hi=float(p[13]),
                                 pair=float(p[14]) if len(p) > 14 else None)
            elif p[0] == "SAME":
                same = p[3]
        if res:
            runs.append((res, same))
    return runs

def load_cg(d, mode):
    out = {}
    for f in glob.glob(os.path.join(d, f"cg-{mode}", "cg.out.*")):
        tag = summ = None
        for line in open(f):
            if line.startswith("desc: Trigger: Client Request: "):
                tag = line[len("desc: Trigger: Client Request: "):].strip()
            elif line.startswith("summary: "):
                summ = int(line.split()[1])
        if tag and summ is not None:
            side, op, k = tag.split(":")
            out[(side, op)] = summ / int(k)
    return out

def k(x):
    return f"{x/1000:.1f}k" if x < 1e6 else f"{x/1e6:.2f}M"

def pick(runs, op):
    rs = sorted(runs, key=lambda rr: rr[0][op]["r"])
    return rs[len(rs) // 2][0][op], min(rr[0][op]["r"] for rr in runs), max(rr[0][op]["r"] for rr in runs)

def table(d):
    nat, por = load_cyc(d, "native"), load_cyc(d, "portable")
    cgn, cgp = load_cg(d, "native"), load_cg(d, "portable")
    if not nat:
        return f"(no results in {d})\n"
    ops = list(nat[0][0].keys())
    first = nat[0][0][ops[0]]
    # differences under 0.1% come from the environment (an extra variable
    # shifts the stack, and memcpy takes other alignment paths), not the code path
    diff = any(abs(cgn.get(("ours", op), 0) - cgp.get(("ours", op), 0)) >
               1e-3 * cgn.get(("ours", op), 1) for op in ops) if cgn and cgp else bool(por)
    lines = [f"### {first['set']} vs {first['peer']}", "",
             f"{len(nat)} run(s) x {first['n']} interleaved iterations per op; identical outputs "
             f"from the same randomness: {nat[0][1] or 'n/a'}", ""]
    hdr = ["set", "op", "ours cycles", "peer cycles", "ratio [spread] (runs)", "paired", "ours instr",
           "peer instr", "ratio"]
    if diff:
        hdr += ["ours portable cycles", "ratio portable (runs)", "ours portable instr", "ratio"]
    lines.append("| " + " | ".join(hdr) + " |")
    lines.append("|" + "---|" * len(hdr))
    same = dict(kv.split("=") for kv in (nat[0][1] or "").split() if "=" in kv)
    def did_same_work(op):
        # keypair and encaps/sign: their own check; decaps/verify: both before
        if op == ops[0]:
            return same.get(op) == "yes"
        if op == ops[1]:
            return same.get(op) == "yes" and same.get(ops[0]) == "yes"
        return all(same.get(o) == "yes" for o in ops[:2])
    for op in ops:
        x, rmin, rmax = pick(nat, op)
        row = [x["set"], op, f"{x['om']} [{x['o1']}-{x['o3']}]", f"{x['pm']} [{x['p1']}-{x['p3']}]",
               f"**{x['r']:.2f}** [{x['lo']:.2f}-{x['hi']:.2f}] ({rmin:.2f}-{rmax:.2f})",
               f"{x['pair']:.2f}" if x["pair"] is not None and did_same_work(op) else "-",
               k(cgn[("ours", op)]) if ("ours", op) in cgn else "-",
               k(cgn[("peer", op)]) if ("peer", op) in cgn else "-",
               f"{cgn[('ours', op)]/cgn[('peer', op)]:.2f}" if ("ours", op) in cgn else "-"]
        if diff:
            y, smin, smax = pick(por, op)
            row += [f"{y['om']} [{y['o1']}-{y['o3']}]", f"**{y['r']:.2f}** ({smin:.2f}-{smax:.2f})",
                    k(cgp[("ours", op)]) if ("ours", op) in cgp else "-",
                    f"{cgp[('ours', op)]/cgp[('peer', op)]:.2f}" if ("ours", op) in cgp else "-"]
        lines.append("| " + " | ".join(row) + " |")
    if not diff:
        spans = ", ".join(f"{op} {pick(por, op)[1]:.2f}-{pick(por, op)[2]:.2f}" for op in ops)
        lines += ["", "Our portable path (KPQC_FORCE_PORTABLE=1) executes the same instructions as "
                  "the default path here (within 0.1%: no native backend for this set), so its "
                  f"columns are left out; its cycle ratios over the runs: {spans}."]
    lines += ["", "'paired': median over iterations of ours_i/peer_i, shown only where both sides "
              "did the same work (identical outputs from the same randomness)."]
    return "\n".join(lines) + "\n"

if __name__ == "__main__":
    print("\n".join(table(d) for d in sys.argv[1:]))
