#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Plots of a `kpqc bench` result (JSON schema "kpqc-bench/1", docs/benchmarking.md).

    python3 tools/bench/plots.py BENCH.json OUTDIR [--title TEXT]

Writes into OUTDIR (created if needed), printing each path written:

  cycles-kem.png          median cycles of keypair/encaps/decaps per KEM,
                          log scale, error bars from q1 to q3
  cycles-sig.png          the same for keypair/sign/verify (only if there are
                          signatures)
  cycles-vs-bytes.png     wire bytes (pk+ct, pk+sig) against cycles
                          (encaps+decaps, sign+verify medians), log-log
  instructions-kem.png    like cycles-*.png with callgrind instruction counts,
  instructions-sig.png    only for a kind where some operation has a count

A kind with no cycles at all (a --callgrind run writes "cycles": null) gets
no cycles-*.png; if nothing has cycles, the scatter uses instruction counts
and is written as instructions-vs-bytes.png instead.

Needs matplotlib (Debian: apt-get install python3-matplotlib); without it the
script exits with status 3. A malformed input exits with status 1. The
images carry nothing that is not in the JSON (no dates, no software version).
"""
import argparse
import json
import math
import os
import sys

OPS = {"kem": ("keypair", "encaps", "decaps"), "sig": ("keypair", "sign", "verify")}
WIRE = {"kem": "ct", "sig": "sig"}          # sizes key sent along with pk
COLORS = ("#4C72B0", "#DD8452", "#55A868")  # one per operation role
MARKERS = "osD^vP*Xh<>p"                    # one per family, in sorted order


def fail(msg, status=1):
    print(f"plots.py: {msg}", file=sys.stderr)
    sys.exit(status)


def load(path):
    """Read and lightly check the document; return it with algorithms sorted."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        fail(f"cannot read {path}: {e}")
    if not isinstance(doc, dict) or doc.get("schema") != "kpqc-bench/1":
        got = doc.get("schema") if isinstance(doc, dict) else type(doc).__name__
        fail(f"{path}: schema is {got!r}, expected 'kpqc-bench/1'")
    algs = doc.get("algorithms") or []
    for a in algs:
        if a.get("kind") not in OPS or "name" not in a:
            fail(f"{path}: algorithm entry without a name or kind kem|sig: {a!r:.80}")
        # a native backend's row is labelled with it (the portable row keeps
        # the bare name), so both rows of a set stay apart in the plots
        if a.get("backend", "portable") != "portable":
            a["name"] = f"{a['name']} ({a['backend']}{'-' + a['variant'] if a.get('variant') else ''})"
        elif a.get("variant"):
            a["name"] = f"{a['name']} ({a['variant']})"
    # Family (case-insensitive), then NIST level (missing last); ties keep the
    # document's order, as sorted() is stable.
    level = lambda a: a.get("nist_level") if isinstance(a.get("nist_level"), int) else 99
    doc["algorithms"] = sorted(algs, key=lambda a: (str(a.get("family", "")).lower(), level(a)))
    return doc


def stat(alg, op, metric, key="median"):
    """One statistic of one operation as a float, or NaN if absent/null.

    metric "cycles" is a dict of order statistics; "instructions" is a plain
    count (a dict with the same keys is accepted too)."""
    v = ((alg.get("operations") or {}).get(op) or {}).get(metric)
    if isinstance(v, dict):
        v = v.get(key)
    return float(v) if isinstance(v, (int, float)) and v > 0 else math.nan


def env_title(doc, user_title):
    e = doc.get("environment") or {}
    g = lambda k: str(e.get(k) or "unknown")
    line = f"{g('platform')} ({g('arch')}), {g('cpu')}, {g('compiler')}, cycles: {g('cycle_source')}"
    return f"{user_title}\n{line}" if user_title else line


def human(v):
    """Compact count for bar labels: 98765 -> '98.8k', 1234567 -> '1.23M'."""
    for div, suf in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if v >= div:
            return f"{v / div:.3g}{suf}"
    return f"{v:.0f}"


def log_ticks(axis):
    """Label a log axis with plain counts ('200k', '1M') at 1-2-5 steps (or
    finer/coarser to suit the span) instead of a lone '10^5'."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    lo, hi = axis.get_view_interval()
    span = math.log10(hi / lo) if lo > 0 and hi > lo else 1.0
    subs = (1, 1.5, 2, 3, 4, 5, 7) if span < 0.8 else (1, 2, 5) if span < 3 else (1,)
    axis.set_major_locator(LogLocator(subs=subs))
    axis.set_major_formatter(FuncFormatter(lambda v, _: human(v)))
    axis.set_minor_formatter(NullFormatter())


def log_range(values):
    """(bottom, top) of a log axis: bottom is a 1-2-5 step under the smallest
    value (bars start there), top leaves room for the value labels."""
    finite = [v for v in values if v > 0 and math.isfinite(v)]
    if not finite:
        return 1.0, 10.0
    lo, hi = min(finite) / 1.5, max(finite)
    e = 10 ** math.floor(math.log10(lo))
    bottom = max(m * e for m in (1, 2, 5) if m * e <= lo)
    return bottom, hi * (hi / bottom) ** 0.18


def bar_plot(plt, doc, kind, metric, title, path):
    """Grouped bars: one group per algorithm, one bar per operation role."""
    algs = [a for a in doc["algorithms"] if a["kind"] == kind]
    ops = OPS[kind]
    n = len(algs)
    fig, ax = plt.subplots(figsize=(max(6.0, 1.3 * n + 2.0), 5.2))
    width = 0.8 / len(ops)
    everything, labelled = [], []
    for i, op in enumerate(ops):
        med = [stat(a, op, metric) for a in algs]
        xs = [j + (i - (len(ops) - 1) / 2) * width for j in range(n)]
        yerr = None
        if metric == "cycles":  # asymmetric error bars median-q1 .. q3-median
            q1 = [stat(a, op, metric, "q1") for a in algs]
            q3 = [stat(a, op, metric, "q3") for a in algs]
            yerr = [[max(m - lo, 0) for m, lo in zip(med, q1)],
                    [max(hi - m, 0) for m, hi in zip(med, q3)]]
            everything += q1 + q3
        everything += med
        ax.bar(xs, med, width, yerr=yerr, capsize=2.5, label=op, color=COLORS[i],
               error_kw={"elinewidth": 0.9, "ecolor": "#333333"})
        tops = [t if math.isfinite(t) else m for t, m in zip(q3, med)] if yerr else med
        labelled.append((xs, med, tops))
    ax.set_yscale("log")
    ax.set_ylim(*log_range(everything))
    for xs, med, tops in labelled:  # median above each bar's whisker, or n/a
        for x, m, top in zip(xs, med, tops):
            ok = math.isfinite(m)
            ax.annotate(human(m) if ok else "n/a", (x, top if ok else ax.get_ylim()[0]),
                        xytext=(0, 3), textcoords="offset points", ha="center",
                        va="bottom", fontsize=7, rotation=90, color="black" if ok else "gray")
    log_ticks(ax.yaxis)
    # Thin separators between families.
    for j in range(1, n):
        if algs[j].get("family") != algs[j - 1].get("family"):
            ax.axvline(j - 0.5, color="#999999", linewidth=0.8, linestyle=":")
    ax.set_xticks(range(n))
    ax.set_xticklabels([a["name"] for a in algs], rotation=30 if n > 5 else 0,
                       ha="right" if n > 5 else "center")
    ax.set_xlim(-0.6, n - 0.4)
    unit = "cycles (median, log scale; bars q1-q3)" if metric == "cycles" \
        else "instructions (callgrind, log scale)"
    ax.set_ylabel(unit)
    ax.set_title(f"{'KEM' if kind == 'kem' else 'Signature'} {metric}\n{title}", fontsize=10)
    ax.grid(axis="y", which="major", linewidth=0.5, alpha=0.5)
    ax.set_axisbelow(True)
    ax.legend(title="operation", fontsize=8, title_fontsize=8, loc="upper left",
              bbox_to_anchor=(1.01, 1.0))  # outside, clear of the bars
    save(fig, plt, path)


def scatter_plot(plt, doc, metric, title, path):
    """Wire bytes against the cost (metric: cycles or instructions) of the two
    operations other than keypair, i.e. what one exchange costs."""
    fig, ax = plt.subplots(figsize=(8.0, 6.0))
    families = sorted({str(a.get("family", "")) for a in doc["algorithms"]}, key=str.lower)
    plotted = set()
    plotted_names = []
    for a in doc["algorithms"]:
        kind = a["kind"]
        sizes = a.get("sizes") or {}
        try:
            wire = float(sizes["pk"]) + float(sizes[WIRE[kind]])
        except (KeyError, TypeError, ValueError):
            print(f"plots.py: {a['name']}: no pk/{WIRE[kind]} size, not in scatter", file=sys.stderr)
            continue
        cyc = stat(a, OPS[kind][1], metric) + stat(a, OPS[kind][2], metric)
        if not math.isfinite(cyc):
            print(f"plots.py: {a['name']}: missing {metric}, not in scatter", file=sys.stderr)
            continue
        fam = str(a.get("family", ""))
        k = families.index(fam)
        label = f"{fam} ({'KEM' if kind == 'kem' else 'sig'})"
        ax.scatter(wire, cyc, marker=MARKERS[k % len(MARKERS)], s=55,
                   color=f"C{k % 10}", label=None if fam in plotted else label, zorder=3)
        plotted.add(fam)
        # alternate above and below so that neighbours (SMAUG-T1, TiMER) stay legible
        below = len(plotted_names) % 2 == 1
        plotted_names.append(a["name"])
        ax.annotate(a["name"], (wire, cyc), xytext=(5, -11 if below else 4),
                    textcoords="offset points", fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.margins(0.15)  # room for the names at the edges
    ax.autoscale_view()
    log_ticks(ax.xaxis)
    log_ticks(ax.yaxis)
    ax.set_xlabel("wire bytes (log scale): KEM pk + ct, signature pk + sig")
    ax.set_ylabel(f"{metric} (log scale): {'median ' if metric == 'cycles' else ''}"
                  "encaps + decaps, sign + verify")
    ax.set_title(f"Cost against size\n{title}", fontsize=10)
    ax.grid(which="both", linewidth=0.4, alpha=0.4)
    ax.set_axisbelow(True)
    if plotted:
        ax.legend(title="family", fontsize=8, title_fontsize=8, loc="upper left")
    save(fig, plt, path)


def save(fig, plt, path):
    fig.tight_layout()
    # No "Software" chunk: the file depends only on the JSON (and the renderer).
    fig.savefig(path, dpi=120, metadata={"Software": None})
    plt.close(fig)
    print(path)


def main():
    ap = argparse.ArgumentParser(description="PNG plots of a kpqc-bench/1 JSON document.")
    ap.add_argument("bench", help="benchmark JSON (schema kpqc-bench/1)")
    ap.add_argument("outdir", help="directory for the PNG files (created if missing)")
    ap.add_argument("--title", default="", help="first title line of every plot")
    args = ap.parse_args()

    try:  # lazy: only plotting needs it
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        fail("matplotlib is not installed (Debian: apt-get install python3-matplotlib;"
             " otherwise: pip install matplotlib)", status=3)

    doc = load(args.bench)
    if not doc["algorithms"]:
        fail(f"{args.bench}: no algorithms")
    os.makedirs(args.outdir, exist_ok=True)
    title = env_title(doc, args.title)
    plt.rcParams.update({"font.size": 9})

    # A metric is plotted for a kind when at least one operation has it: a
    # --callgrind run has "cycles": null everywhere and only instructions.
    has = lambda algs, metric: any(math.isfinite(stat(a, op, metric))
                                   for a in algs for op in OPS[a["kind"]])
    for kind in ("kem", "sig"):
        algs = [a for a in doc["algorithms"] if a["kind"] == kind]
        for metric in ("cycles", "instructions"):
            if has(algs, metric):
                bar_plot(plt, doc, kind, metric, title,
                         os.path.join(args.outdir, f"{metric}-{kind}.png"))
    # The scatter uses cycles; without any, instructions (under its own name).
    for metric in ("cycles", "instructions"):
        if has(doc["algorithms"], metric):
            scatter_plot(plt, doc, metric, title,
                         os.path.join(args.outdir, f"{metric}-vs-bytes.png"))
            break
    else:
        print("plots.py: no cycles or instructions in the input, no scatter", file=sys.stderr)


if __name__ == "__main__":
    main()
