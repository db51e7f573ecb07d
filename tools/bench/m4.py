#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The Cortex-M4 figures: builds the cortex-m4 preset (mps2-an386 images
with the STM32F407's memory budget), runs the benchmark image
kpqc-m4bench.elf under the cycle model (tools/m4sim) and writes a
kpqc-bench/1 document with modelled cycles and exact instruction counts
per operation, the hash share (SHA-2, SHA-3, AES cores), the painted stack,
the code size of every parameter set's objects (arm-none-eabi-size) and
the RAM budget against the board's 128 KB.

The sets whose keys exceed the RAM but whose other operations fit
(MQ-Sign-72-46 sign and verify, MQ-Sign-LR-112-72 sign, PALOMA-128
encaps and decaps) run in a second image, kpqc-m4flash-bench.elf, with
their keys in flash: the key file of each (the first KAT record, written by kpqc-m4keygen.elf under
qemu-system-arm, which must be installed) is loaded at the image's
__keys_start; their key generation is listed as not run, with the RAM it
would need (--only restricts them as the others). Peregrine's keys fit, but
its key generation's stack does not: the benchmark image skips it ("#skip"
with the stack it needs, which becomes the reason) and its sign and verify
run in the flash image too.

--qemu runs the image under qemu-system-arm instead (no unicorn needed):
QEMU's SysTick follows host time, so that run keeps stack and sizes and
no cycles. --runs-for PREFIX[:OP] N overrides the 10 runs per operation
for sets whose name starts with PREFIX (with :OP, for that operation
only); the last matching rule wins, after the defaults (RUNS_FOR): AIMer
3, whose signing is long and not rejection-sampled; 200 for HAETAE's key
generation and signing and 100 for NTRU+'s key generation, which retry a
random number of times, so that their mean means something (the tables
give its standard error). --only PREFIX restricts the sets.
--backend all (the default) runs every set on the build's native backends
and the KpqC standards' sets (or the --only sets) a second time with every
backend off (kpqc-m4bench --portable), for the side-by-side rows;
native or portable runs one of the two.
--variant all (the default) also measures the stack variant
(-DKPQC_VARIANT=stack, docs/platforms/variants.md) of the families whose
code differs between the two (SMAUG-T, AIMer; or the --only sets among
them) on the native backends, from a second build (BUILD-stack, only those
families), for the rows "armv7m-speed" beside "armv7m-stack"; speed or
stack measures only the variant of the main build or only the stack one.

    python3 tools/bench/m4.py [--json F] [--md F] [--csv F] [--plots DIR] [--build DIR]
                              [--backend native|portable|all] [--variant speed|stack|all]
                              [--qemu] [--only PREFIX]... [--runs-for PREFIX[:OP] N]...

Unknown options and missing values exit with status 2 before anything is
built. It needs the source tree (KPQC_SOURCE_DIR, which an installed kpqc
passes on, else the tree this file is in), cmake and arm-none-eabi-gcc:
without them it says what is missing and exits with status 3.
"""
import argparse
import datetime
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import report  # noqa: E402

RAM = 128 * 1024
# the default run counts, before the command line's --runs-for rules
# (PREFIX[:OP], N; the last matching rule wins). Rejection-sampled
# operations: one run in n is a retry's worth slower, so a mean of 10 runs
# is a guess (HAETAE2 signing: 9 M to 177 M cycles in 10 runs); with 200
# its standard error is about 6% of it (the tables give it). A run of an
# operation repeats the operations before it (fresh inputs), so
# verification, deterministic, keeps 10.
RUNS_FOR = [("AIMer", "3"), ("HAETAE:keypair", "200"), ("HAETAE:sign", "200"),
            ("NTRU+:keypair", "100")]
# the sets --backend all also runs on the portable path: the KpqC standards
STANDARDS = ["SMAUG-T", "NTRU+", "HAETAE", "AIMer"]
FLASH = 1024 * 1024
# the families whose code differs between KPQC_VARIANT=speed and stack
VARIANT_FAMILIES = ["SMAUG-T", "AIMer"]


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def runs_of(name, op, rules, default=10):
    """The runs the image makes of a set's operation (m4bench.c: the last
    matching --runs-for PREFIX[:OP] rule, else the default)."""
    n = default
    for rule, k in rules:
        prefix, _, rule_op = rule.partition(":")
        if name.startswith(prefix) and rule_op in ("", op):
            n = int(k)
    return n


def rule_text(rule):
    """A --runs-for PREFIX[:OP] rule as the iterations policy says it:
    "AIMer*", "HAETAE* sign"."""
    prefix, _, op = rule.partition(":")
    return f"{prefix}*" + (f" {op}" if op else "")


def expected_work(root, only, rules):
    """(name, op) -> (estimated model work of one run, runs) for this run:
    the instructions of the operation and of those before it (a run repeats
    them for fresh inputs), from the committed results/m4/bench.json when
    it has the set; None when it has nothing to go by."""
    try:
        with open(os.path.join(root, "results", "m4", "bench.json")) as f:
            doc = json.load(f)
    except (OSError, ValueError):
        return None
    work = {}
    for a in doc.get("algorithms", []):
        if only and not any(a["name"].startswith(p) for p in only):
            continue
        before = 0
        for op, o in a.get("operations", {}).items():
            if o.get("instructions"):
                before += o["instructions"]
                work[(a["name"], op)] = (before, runs_of(a["name"], op, rules))
    return work or None


def run_model(cmd, expected):
    """Runs the cycle model, streaming its output; after each #bench line
    (an operation, or a part of its runs) prints a progress line to
    stderr: operations done/total, elapsed, and an estimate of the time
    left from the committed figures (expected)."""
    start = time.monotonic()
    total = sum(w * n for w, n in expected.values()) if expected else 0
    done_work, done, lines, seen = 0, 0, [], {}
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True) as p:
        for line in p.stdout:
            lines.append(line)
            if not line.startswith("#bench "):
                continue
            r = json.loads(line[7:])
            key = (r["name"], r["op"])
            seen[key] = seen.get(key, 0) + len(r["cycles"])
            per_run, runs = expected.get(key, (0, 0)) if expected else (0, 0)
            if seen[key] >= runs:
                done += 1
                msg = f"  m4 model: {r['name']} {r['op']} done ({done}"
            else:
                msg = f"  m4 model: {r['name']} {r['op']} {seen[key]}/{runs} runs ({done}"
            elapsed = time.monotonic() - start
            if expected:
                done_work += per_run * len(r["cycles"])
                msg += f"/{len(expected)}"
                if done_work and total > done_work:
                    left = elapsed * (total - done_work) / done_work
                    msg += f"), {elapsed:.0f} s, about {left:.0f} s left"
                else:
                    msg += f"), {elapsed:.0f} s"
            else:
                msg += f"), {elapsed:.0f} s"
            print(msg, file=sys.stderr, flush=True)
    if p.returncode != 0:
        raise subprocess.CalledProcessError(p.returncode, cmd)
    return "".join(lines)


def sizes(objs, tool="arm-none-eabi-size"):
    if not objs:
        return None
    out = run([tool, "-t"] + objs).strip().splitlines()[-1].split()
    return {"text": int(out[0]), "data": int(out[1]), "bss": int(out[2])}


def stats(v):
    """Order statistics, the mean and its standard error (sample standard
    deviation over the square root of the runs; 0 for one run)."""
    v = sorted(v)
    pick = lambda p: v[min(len(v) - 1, int(p * (len(v) - 1) + 0.5))]
    sem = statistics.stdev(v) / len(v) ** 0.5 if len(v) > 1 else 0.0
    return {"min": v[0], "q1": pick(0.25), "median": pick(0.5), "mean": statistics.mean(v),
            "q3": pick(0.75), "max": v[-1], "sem": sem}


def merge_chunks(rows):
    """#bench rows with one row per (name, backend, op): an operation with
    more runs than one line holds comes as several lines, in order
    (m4bench.c), whose lists are concatenated (aarch64.py's "regions"
    too)."""
    out, seen = [], {}
    for r in rows:
        key = (r["name"], r["backend"], r.get("variant"), r["op"])
        first = seen.get(key)
        if first is None:
            seen[key] = r
            out.append(r)
            continue
        for k in ("cycles", "instructions", "regions"):
            if k in r:
                first[k] = first[k] + r[k]
        if "hash" in r:
            first["hash"] = {h: first["hash"][h] + r["hash"][h] for h in first["hash"]}
        first["stack"] = max(first["stack"], r["stack"])
    return out


def library_version(build):
    """The version the measured build was configured with (its generated
    kpqc/version.h, from project(VERSION) in CMakeLists.txt)."""
    with open(os.path.join(build, "include", "kpqc", "version.h")) as f:
        return re.search(r'#define KPQC_VERSION_STRING "([^"]+)"', f.read()).group(1)


def flash_sets(root, build, only):
    """[(id, name, pk, sk, sign_only, key file)] of the sets with keys in flash that
    this build has (kpqc-m4keygen.elf --list), restricted by --only; each
    key file written by the key generation image under QEMU when missing or
    older than the image. [] when the build has no flash images."""
    keygen = os.path.join(build, "platform", "kpqc-m4keygen.elf")
    qemu = os.path.join(root, "platform", "mps2-an386", "qemu-run.sh")
    if not os.path.exists(keygen):
        return []
    if shutil.which("qemu-system-arm") is None:
        print("m4: qemu-system-arm is missing: the sets with keys in flash are left out "
              "(their key files are written under QEMU)", file=sys.stderr)
        return []
    out = []
    for line in run([qemu, keygen, "--list"]).splitlines():
        if not line.startswith("#set "):
            continue
        sid, name, pk, sk, ops = line.split()[1:6]
        if only and not any(name.startswith(p) for p in only):
            continue
        path = os.path.join(build, "platform", "keys", sid + ".keys")
        if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(keygen):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            run([qemu, keygen, sid, path])
        out.append((sid, name, int(pk), int(sk), ops == "sign-only", path))
    return out


def symbol(elf, name):
    """The address of a symbol of an image (arm-none-eabi-nm)."""
    for line in run(["arm-none-eabi-nm", elf]).splitlines():
        f = line.split()
        if len(f) == 3 and f[2] == name:
            return int(f[0], 16)
    raise KeyError(f"{elf}: no symbol {name}")


def parser():
    p = argparse.ArgumentParser(prog="kpqc bench --platform m4", allow_abbrev=False,
                                description="Cortex-M4 figures under the cycle model "
                                            "(docs/benchmarking.md)")
    for name, meta in (("--json", "F"), ("--md", "F"), ("--csv", "F"), ("--plots", "DIR"),
                       ("--build", "DIR")):
        p.add_argument(name, metavar=meta)
    p.add_argument("--qemu", action="store_true",
                   help="run under qemu-system-arm: stack and sizes, no cycles")
    p.add_argument("--only", action="append", default=[], metavar="PREFIX")
    p.add_argument("--runs-for", nargs=2, action="append", default=[],
                   metavar=("PREFIX[:OP]", "N"))
    p.add_argument("--backend", choices=("native", "portable", "all"), default="all",
                   help="native: the build's backends; portable: every backend off; all "
                        "(default): native for every set, portable too for the KpqC "
                        "standards (or the --only sets)")
    p.add_argument("--variant", choices=("speed", "stack", "all"), default="all",
                   help="speed: the main build's variant; stack: the stack variant of the "
                        "families it changes (SMAUG-T, AIMer), from BUILD-stack; all (default): "
                        "both")
    return p


def cache_value(build, key, default):
    """A variable of a configured build's CMakeCache.txt."""
    try:
        with open(os.path.join(build, "CMakeCache.txt")) as f:
            for line in f:
                if line.startswith(key + ":"):
                    return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return default


def variant_only(only):
    """The --only prefixes that select sets of the families the variants
    change (all of those families without --only); [] when none does."""
    if not only:
        return list(VARIANT_FAMILIES)
    return [p for p in only if any(p.startswith(f) or f.startswith(p) for f in VARIANT_FAMILIES)]


def parse(args, p=None):
    """Options of a platform script (this one's parser by default); a
    --runs-for count must be digits above 0."""
    p = p or parser()
    o = p.parse_args(args)
    # The run takes tens of minutes: make the output folders now, so that a
    # missing one cannot lose the results at the end.
    for path in (o.json, o.md, o.csv):
        if path:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    for prefix, n in o.runs_for:
        if not n.isdigit() or int(n) == 0:
            p.error(f"--runs-for {prefix} {n}: N is a count above 0 in digits")
    return o


def missing(what, how, platform="m4"):
    print(f"kpqc bench --platform {platform}: needs {what}.\n  {how}", file=sys.stderr)
    return 3


def source_root():
    """The source tree: $KPQC_SOURCE_DIR when set (empty: none), else the
    tree this file is in; None when it does not hold the presets, the board
    and the cycle model."""
    root = os.environ.get("KPQC_SOURCE_DIR", os.path.join(HERE, "..", ".."))
    if root and all(os.path.exists(os.path.join(root, *f)) for f in
                    (("CMakePresets.json",), ("tools", "m4sim", "m4sim.py"),
                     ("platform", "mps2-an386"))):
        return os.path.abspath(root)
    return None


def main(argv):
    o = parse(argv[1:])
    root = source_root()
    if root is None:
        return missing("the KPQClean source tree (the cortex-m4 preset, platform/ and "
                       "tools/m4sim), which an installed kpqc does not carry",
                       "Clone the repository and run `tools/kpqc` (or `kpqc bench --platform m4` "
                       "from its build) there, or set KPQC_SOURCE_DIR to the tree. The run also "
                       "needs cmake, arm-none-eabi-gcc and, for the cycle model, the Python "
                       "packages unicorn and capstone (docs/m4-cycle-model.md).")
    for tool, package in (("cmake", "cmake"), ("arm-none-eabi-gcc", "gcc-arm-none-eabi")):
        if shutil.which(tool) is None:
            return missing(f"{tool} to build the Cortex-M4 image",
                           f"Debian: apt-get install {package} (tools/run-tests installs it "
                           "when run as root).")
    build = o.build or os.path.join(root, "build", "cortex-m4")
    if o.variant != "stack":
        if not os.path.exists(os.path.join(build, "build.ninja")):
            run(["cmake", "--preset", "cortex-m4", "-B", build], cwd=root)
        run(["cmake", "--build", build, "--target", "kpqc-m4bench"])
    # the stack variant: its own build of the families it changes
    stack_build = build.rstrip(os.sep) + "-stack"
    stack_only = variant_only(o.only) if o.variant != "speed" else []
    if stack_only:
        if not os.path.exists(os.path.join(stack_build, "build.ninja")):
            run(["cmake", "--preset", "cortex-m4", "-B", stack_build, "-DKPQC_VARIANT=stack",
                 "-DKPQC_ALGORITHMS=" + ";".join(VARIANT_FAMILIES)], cwd=root)
        run(["cmake", "--build", stack_build, "--target", "kpqc-m4bench"])
    if o.variant == "stack":
        if not stack_only:
            print("m4: --variant stack: no --only set of " + ", ".join(VARIANT_FAMILIES),
                  file=sys.stderr)
            return 2
        build = stack_build
    flash_elf = os.path.join(build, "platform", "kpqc-m4flash-bench.elf")
    with open(os.path.join(build, "build.ninja")) as f:
        has_flash = "kpqc-m4flash-bench" in f.read()
    if has_flash:
        run(["cmake", "--build", build, "--target", "kpqc-m4flash-bench", "kpqc-m4keygen"])
    # the source state measured, read before the long run; the result files
    # themselves (results/) do not make it "dirty"
    commit = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", root, "status", "--porcelain", "--", ".", ":!results"],
                      capture_output=True, text=True).stdout.strip():
        commit += "-dirty"
    elf = os.path.join(build, "platform", "kpqc-m4bench.elf")
    stack_elf = os.path.join(stack_build, "platform", "kpqc-m4bench.elf")
    main_variant = cache_value(build, "KPQC_VARIANT", "speed")
    runs_for = RUNS_FOR + [tuple(r) for r in o.runs_for]
    model = not o.qemu
    stats_file = os.path.join(build, "m4sim-stats.json")
    qemu = os.path.join(root, "platform", "mps2-an386", "qemu-run.sh")
    # the runs: (image, extra arguments, --only prefixes or None for the
    # default, variant)
    passes = []
    if o.variant == "stack":
        passes.append((elf, [], stack_only, "stack"))
    else:
        if o.backend in ("native", "all"):
            passes.append((elf, [], o.only, main_variant))
        if o.backend in ("portable", "all"):
            passes.append((elf, ["--portable"], o.only or
                           (STANDARDS if o.backend == "all" else []), main_variant))
        if stack_only and o.backend != "portable":
            passes.append((stack_elf, [], stack_only, "stack"))
    log = ""
    for image, extra, only, variant in passes:
        pass_args = extra + [a for prefix in only for a in ("--only", prefix)] + \
            [a for prefix, n in runs_for for a in ("--runs-for", prefix, n)]
        log += f"#variant {variant}\n"
        if model:
            log += run_model([sys.executable, os.path.join(root, "tools", "m4sim", "m4sim.py"),
                              "--stats", stats_file, image] + pass_args,
                             expected_work(root, only, runs_for) if variant == main_variant
                             else None)
            speed = json.load(open(stats_file))
            print(f"m4sim: {speed['instructions']:,} instructions in {speed['seconds']:.1f} s "
                  f"({speed['instructions_per_second'] / 1e6:.0f} M instructions/s, "
                  f"{speed['path']} path)", file=sys.stderr)
        else:
            log += run([qemu, image] + pass_args)
    # the sets with keys in flash: the second image, once per key file
    flash = flash_sets(root, build, o.only) if has_flash and o.backend != "portable" and \
        o.variant != "stack" else []
    flash_names = {}
    flash_args = [a for prefix, n in runs_for for a in ("--runs-for", prefix, n)]
    for sid, name, pk, sk, sign_only, path in flash:
        addr = symbol(flash_elf, "__keys_start")
        if model:
            log += run_model([sys.executable, os.path.join(root, "tools", "m4sim", "m4sim.py"),
                              "--load", f"{path}@{addr:#x}", flash_elf] + flash_args, None)
        else:
            log += run([qemu, flash_elf] + flash_args,
                       env=dict(os.environ, KPQC_QEMU_LOAD=f"{path}@{addr:#x}"))
        flash_names[name] = {"id": sid, "pk": pk, "sk": sk, "sign_only": sign_only,
                             "file": os.path.getsize(path),
                             "keys_start": addr}
    clock, rows, skipped, variant = "unknown", [], {}, main_variant
    for line in log.splitlines():
        if line.startswith("#variant "):
            variant = line.split()[1]
        elif line.startswith("#clock "):
            clock = line.split(None, 1)[1]
        elif line.startswith("#skip ") and ": " in line:
            name, why = line[6:].split(": ", 1)
            skipped[name] = why
        elif line.startswith("#bench "):
            rows.append(dict(json.loads(line[7:]), variant=variant))
        elif line.startswith("#error"):
            print(line, file=sys.stderr)
            return 1
    # a set's rows are labelled with their variant where it has a stack row
    # and another one
    stacked = {r["name"] for r in rows if r["variant"] == "stack"}
    two = {r["name"] for r in rows if r["variant"] != "stack"} & stacked
    algs = {}
    for r in merge_chunks(rows):
        v = r["variant"] if r["name"] in two or o.variant == "stack" else None
        a = algs.setdefault((r["name"], r["backend"], v), {"name": r["name"], "family": r["family"],
                                        "backend": r["backend"], "variant": v,
                                        "revision": r.get("revision"), "kind": r["kind"],
                                        "id": r["id"], "level": r["level"], "sizes": r["sizes"],
                                        "operations": {}})
        # Under QEMU the counter follows host time: keep no "cycles".
        real = not clock.endswith("-qemu")
        hash_share = None
        instructions = None
        if "instructions" in r:
            instructions = statistics.median_low(r["instructions"])
            total = sum(r["cycles"])
            hash_share = {k: round(100.0 * sum(r["hash"][k]) / total, 1) if total else 0.0
                          for k in ("sha2", "sha3", "aes")}
        a["operations"][r["op"]] = {"iterations": len(r["cycles"]) if real else 0,
                                    "cycles": stats(r["cycles"]) if real else None,
                                    "ns": None, "stack": r["stack"], "heap_calls": None,
                                    "hash_share": hash_share, "instructions": instructions}
    image = sizes([elf])
    static = image["data"] + image["bss"]
    stack_image = sizes([stack_elf]) if stacked and o.variant != "stack" else image
    flash_image = sizes([flash_elf]) if flash else None
    ram_rows = []
    out_algs = []
    flash_rows = []
    # a set's portable row just before its native one (pqm4 lists clean
    # before its assembly implementations)
    order = {}
    for name, _backend, _variant in algs:
        order.setdefault(name, len(order))
    for key in sorted(algs, key=lambda k: (order[k[0]], k[1] != "portable", k[2] == "stack")):
        a = algs[key]
        # the set's objects (the printed id is the first alias; a flash
        # set's id is known exactly)
        ps = flash_names[a["name"]]["id"] if a["name"] in flash_names else a["id"]
        objs = glob.glob(os.path.join(stack_build if a["variant"] == "stack" else build, "src",
                                      "*", "*", "CMakeFiles", f"kpqc_ps_{ps}.dir", "*.obj"))
        peak = max(o["stack"] for o in a["operations"].values())
        if a["name"] in flash_names:
            f = flash_names[a["name"]]
            a_static = flash_image["data"] + flash_image["bss"]
            # key generation writes both keys: RAM the board does not have;
            # or (the benchmark image's #skip reason) its stack exceeds the RAM
            def not_run(why):
                return {"iterations": 0, "cycles": None, "ns": None, "stack": None,
                        "heap_calls": None, "hash_share": None, "instructions": None,
                        "not_run": why}
            why = skipped.get(a["name"], "buffers")
            if why == "buffers":
                why = f"needs pk + sk = {f['pk'] + f['sk']:,} bytes of RAM for its output"
            a["operations"] = {"keypair": not_run(why), **a["operations"]}
            if f["sign_only"]:
                a["operations"]["verify"] = not_run(f"its {f['pk']:,}-byte public key exceeds "
                                                    "the 1 MB of flash")
            ram_rows.append({"name": a["name"] + " (keys in flash)", "stack": peak,
                             "static": a_static, "total": peak + a_static,
                             "margin": RAM - peak - a_static})
            code = flash_image["text"] + flash_image["data"]
            flash_rows.append({"name": a["name"], "key_file": f["file"],
                               "keys_start": f["keys_start"], "image": code,
                               "total": code + f["file"], "margin": FLASH - code - f["file"]})
        else:
            both = a["backend"] == "portable" and any(k[0] == a["name"] and k[1] != "portable"
                                                      for k in algs)
            notes = (["portable"] if both else []) + ([a["variant"]] if a["variant"] else [])
            label = a["name"] + (f" ({', '.join(notes)})" if notes else "")
            st = stack_image["data"] + stack_image["bss"] if a["variant"] == "stack" else static
            ram_rows.append({"name": label, "stack": peak, "static": st,
                             "total": peak + st, "margin": RAM - peak - st})
        extra = {"variant": a["variant"]} if a["variant"] else {}
        out_algs.append({"name": a["name"], "family": a["family"], "revision": a["revision"],
                         "kind": a["kind"], "backend": a["backend"], **extra,
                         "nist_level": a["level"], "sizes": a["sizes"], "code": sizes(objs),
                         "operations": a["operations"]})
    common = sizes(glob.glob(os.path.join(build, "src", "CMakeFiles", "kpqc_common.dir",
                                          "common", "*.obj")))
    compiler = run(["arm-none-eabi-gcc", "--version"]).splitlines()[0]
    if model:
        cpu = "Cortex-M4F, modelled (tools/m4sim on the mps2-an386 image, STM32F407 memory budget)"
        note = ("cycles from the timing model of tools/m4sim/timing.py at zero wait states "
                "(docs/m4-cycle-model.md: against pqm4's board figures on 51 operations, mean "
                "error -0.41%, mean |error| 2.56%, worst 16.7% on table-based C); instruction "
                "counts are exact; randombytes is free (the board's RNG)")
        policy = (f"{runs_of('', '', [])} runs per operation"
                  + "".join(f"; {rule_text(p)}: {n}" for p, n in runs_for)
                  + "; the model is deterministic (the spread of a rejection-sampled "
                  "operation comes from its fresh random inputs)")
    else:
        cpu = "Cortex-M4F (QEMU mps2-an386, STM32F407 memory budget)"
        note = "SysTick under QEMU follows host time: not board cycles; stack and sizes are exact"
        policy = "10 runs per operation (m4bench.c); no cycle figures under QEMU"
    doc = {"schema": "kpqc-bench/1",
           "environment": {"platform": "m4", "arch": "armv7e-m",
                           "cpu": cpu,
                           "cycle_source": clock,
                           "cycle_note": note,
                           "cycles_modelled": model,
                           "compiler": compiler, "cflags": "-O3 -mcpu=cortex-m4 -mthumb "
                           "-mfloat-abi=hard -mfpu=fpv4-sp-d16",
                           "commit": commit,
                           "date": datetime.datetime.now(datetime.timezone.utc).strftime(
                               "%Y-%m-%dT%H:%M:%SZ"),
                           "kpqc_version": library_version(build),
                           "iterations_policy": policy,
                           "address_layout": "fixed (bare metal)"},
           "common_code": common, "algorithms": out_algs,
           "ram": {"note": "Peak stack of the deepest operation plus the benchmark image's data "
                           "and bss (which hold the key and ciphertext buffers, 8 KiB each, and "
                           "the test random generator), against the STM32F407's 128 KB of SRAM.",
                   "rows": ram_rows}}
    if flash_rows:
        doc["flash_keys"] = {
            "note": "Sets whose keys exceed the RAM (Peregrine: whose key generation's stack "
                    "does) run from kpqc-m4flash-bench.elf with their "
                    "keys in flash, read in place: the first KAT record's key file (written by "
                    "kpqc-m4keygen.elf, its digest checked) at the top of the 1 MB, after the "
                    "image's code. Their RAM rows use that image's data and bss. Cycles assume "
                    "flash reads as fast as SRAM (zero wait states, the 24 MHz benchmark mode).",
            "rows": flash_rows}
    if o.json:
        json.dump(doc, open(o.json, "w"), indent=1)
    if o.md:
        open(o.md, "w").write(report.markdown(doc))
    if o.csv:
        report.write_csv(doc, o.csv)
    if o.plots and model:
        path = o.json or os.path.join(build, "m4-bench.json")
        if not o.json:
            json.dump(doc, open(path, "w"), indent=1)
        # the first interpreter with matplotlib (plots.py exits 3 without it)
        for python in (sys.executable, "/usr/bin/python3"):
            rc = subprocess.run([python, os.path.join(HERE, "plots.py"), path,
                                 o.plots, "--title",
                                 "Cortex-M4, modelled cycles (tools/m4sim)"]).returncode
            if rc != 3:
                break
    for r in ram_rows:
        print(f"{r['name']:<14} peak stack {r['stack']:>6}  margin to 128 KB {r['margin']:>7}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
