#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Validate a kpqc bench JSON document against the schema kpqc-bench/1
(docs/benchmarking.md). Exit status 0 when valid; otherwise every problem
is printed.

    python3 tools/bench/schema.py BENCH.json
"""
import json
import sys

NUM = (int, float)


def check(doc):
    errs = []

    def need(obj, key, types, where, nullable=False):
        if not isinstance(obj, dict) or key not in obj:
            errs.append(f"{where}: missing '{key}'")
            return None
        v = obj[key]
        if v is None and nullable:
            return None
        if not isinstance(v, types) or isinstance(v, bool):
            errs.append(f"{where}.{key}: {type(v).__name__} is not {types}")
            return None
        return v

    if need(doc, "schema", str, "$") != "kpqc-bench/1":
        errs.append("$.schema: not kpqc-bench/1")
    env = need(doc, "environment", dict, "$")
    if env is not None:
        for k in ("platform", "arch", "cpu", "cycle_source", "cycle_note", "compiler", "cflags",
                  "commit", "date", "kpqc_version", "iterations_policy"):
            need(env, k, str, "$.environment")
    common = need(doc, "common_code", dict, "$", nullable=True)
    if common is not None:
        for k in ("text", "data", "bss"):
            need(common, k, int, "$.common_code")
    algs = need(doc, "algorithms", list, "$")
    for i, a in enumerate(algs or []):
        w = f"$.algorithms[{i}]"
        need(a, "name", str, w)
        need(a, "family", str, w)
        if a.get("revision") is not None and not isinstance(a["revision"], str):
            errs.append(f"{w}.revision: not a string")
        kind = need(a, "kind", str, w)
        if "backend" in a and a["backend"] not in ("portable", "avx2", "avx512vl", "neon", "armv7m"):
            errs.append(f"{w}.backend: {a['backend']!r}")
        if "variant" in a and a["variant"] not in ("speed", "stack"):
            errs.append(f"{w}.variant: {a['variant']!r}")
        need(a, "nist_level", int, w)
        sizes = need(a, "sizes", dict, w)
        keys = ("pk", "sk", "ct", "ss") if kind == "kem" else ("pk", "sk", "sig")
        if kind not in ("kem", "sig"):
            errs.append(f"{w}.kind: {kind!r}")
        for k in keys:
            need(sizes or {}, k, int, w + ".sizes")
        code = need(a, "code", dict, w, nullable=True)
        if code is not None:
            for k in ("text", "data", "bss"):
                need(code, k, int, w + ".code")
        ops = need(a, "operations", dict, w)
        names = ("keypair", "encaps", "decaps") if kind == "kem" else ("keypair", "sign", "verify")
        for op in names:
            o = need(ops or {}, op, dict, w + ".operations")
            if o is None:
                continue
            wo = f"{w}.operations.{op}"
            n = need(o, "iterations", int, wo)
            cyc = need(o, "cycles", dict, wo, nullable=True)
            if cyc is not None:
                vals = [need(cyc, k, NUM, wo + ".cycles") for k in ("min", "q1", "median", "q3", "max")]
                need(cyc, "mean", NUM, wo + ".cycles")
                sem = cyc.get("sem")
                if sem is not None and (not isinstance(sem, NUM) or isinstance(sem, bool)
                                        or sem < 0):
                    errs.append(f"{wo}.cycles.sem: a number >= 0 (the mean's standard error)")
                if None not in vals and vals != sorted(vals):
                    errs.append(f"{wo}.cycles: min <= q1 <= median <= q3 <= max fails")
                if not n:
                    errs.append(f"{wo}: cycles without iterations")
            ns = need(o, "ns", dict, wo, nullable=True)
            if ns is not None:
                need(ns, "median", NUM, wo + ".ns")
                need(ns, "mean", NUM, wo + ".ns")
            need(o, "stack", int, wo, nullable=True)
            heap = need(o, "heap_calls", int, wo, nullable=True)
            if heap:
                errs.append(f"{wo}.heap_calls: {heap} allocator calls (the library must not allocate)")
            hs = need(o, "hash_share", dict, wo, nullable=True)
            if hs is not None:
                for k in ("sha2", "sha3", "aes"):
                    v = need(hs, k, NUM, wo + ".hash_share")
                    if v is not None and not 0 <= v <= 100:
                        errs.append(f"{wo}.hash_share.{k}: {v} outside 0..100")
            need(o, "instructions", int, wo, nullable=True)
            not_run = o.get("not_run")
            if not_run is not None and not isinstance(not_run, str):
                errs.append(f"{wo}.not_run: not a string")
            if (cyc is None and o.get("instructions") is None and o.get("stack") is None
                    and not not_run):
                errs.append(f"{wo}: no cycles, instructions or stack (and no not_run reason)")
    return errs


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    errs = check(json.load(open(argv[1])))
    for e in errs:
        print(e)
    if not errs:
        print(f"{argv[1]}: valid kpqc-bench/1")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
