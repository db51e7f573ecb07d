# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The benchmark's smoke test: `kpqc bench` with a few iterations of every
registered algorithm writes JSON, Markdown and CSV (and plots where
matplotlib is available), and every output parses: the JSON against the
kpqc-bench/1 schema, the CSV with one row per algorithm and operation, the
Markdown with pqm4's sections. No speed is asserted."""
import csv
import json
import os
import shlex
import subprocess
import sys
import tempfile

import pytest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
import report  # noqa: E402
import schema  # noqa: E402


def kpqc(*args):
    exe = os.environ.get("KPQC_CLI")
    if not exe:
        pytest.skip("KPQC_CLI not set (run through ctest)")
    emulator = shlex.split(os.environ.get("KPQC_EMULATOR", "").replace(";", " "))
    return subprocess.run(emulator + [exe] + list(args), check=True, capture_output=True,
                          text=True)


def have_matplotlib():
    for py in (sys.executable, "/usr/bin/python3"):
        if os.path.exists(py) and subprocess.run([py, "-c", "import matplotlib"],
                                                 capture_output=True).returncode == 0:
            return True
    return False


def smoke_sets(listing):
    """Every registered set, or with KPQC_BENCH_SMOKE_SETS=lowest (set by the
    build under an emulator or a sanitizer, outside the full tier) each
    family's sets at its lowest NIST level: every family, the same code paths
    and outputs, without the minutes that the larger candidates' key
    generations take there (MQ-Sign level 5, PALOMA-256)."""
    sets = listing["kem"] + listing["sig"]
    if os.environ.get("KPQC_BENCH_SMOKE_SETS") == "lowest":
        lowest = {}
        for a in sets:
            lowest[a["family"]] = min(a["nist_level"], lowest.get(a["family"], 99))
        sets = [a for a in sets if a["nist_level"] == lowest[a["family"]]]
    return [a["name"] for a in sets]


def test_bench_smoke():
    listing = json.loads(kpqc("list", "--json").stdout)
    names = smoke_sets(listing)
    expected = len(names)
    if expected == 0:
        pytest.skip("no algorithm registered")
    with tempfile.TemporaryDirectory() as d:
        j, m, c, p = (os.path.join(d, x) for x in ("b.json", "b.md", "b.csv", "plots"))
        native = not os.environ.get("KPQC_EMULATOR")
        args = ["bench"] + names + ["--iterations", "3", "--quiet", "--json", j, "--md", m,
                                    "--csv", c]
        if native and have_matplotlib():
            args += ["--plots", p]
        kpqc(*args)

        doc = json.load(open(j))
        assert schema.check(doc) == []
        assert [a["name"] for a in doc["algorithms"]] == names
        for a in doc["algorithms"]:
            for op in a["operations"].values():
                assert op["iterations"] == 3
                assert op["heap_calls"] in (0, None)

        rows = list(csv.DictReader(open(c)))
        assert len(rows) == 3 * expected
        assert {r["scheme"] for r in rows} == {a["name"] for a in doc["algorithms"]}
        assert all(int(r["median"]) <= int(r["max"]) for r in rows)

        md = open(m).read()
        for section in ("## Speed Evaluation", "## Memory Evaluation", "## Size Evaluation"):
            assert section in md
        # the hash shares exist only in a profiling build (KPQC_PROFILE)
        hashed = any(o.get("hash_share") for a in doc["algorithms"] for o in a["operations"].values())
        assert ("## Hashing Evaluation" in md) == hashed
        # Markdown and CSV are report.py's rendering of the same document
        assert md == report.markdown(doc)
        assert not [f for f in os.listdir(d) if f.endswith(".tmp")]
        for a in doc["algorithms"]:
            assert a["name"] in md

        if "--plots" in args:
            made = sorted(os.listdir(p))
            assert "cycles-vs-bytes.png" in made and any(f.startswith("cycles-") for f in made)
            for f in made:
                if f.endswith(".png"):
                    assert open(os.path.join(p, f), "rb").read(8) == b"\x89PNG\r\n\x1a\n"


def test_bench_compare():
    """compare reads two runs and prints one ratio per operation."""
    with tempfile.TemporaryDirectory() as d:
        a, b = os.path.join(d, "a.json"), os.path.join(d, "b.json")
        listing = json.loads(kpqc("list", "--json").stdout)
        if not listing["kem"]:
            pytest.skip("no KEM registered")
        name = listing["kem"][0]["name"]
        kpqc("bench", name, "--iterations", "3", "--quiet", "--json", a)
        kpqc("bench", name, "--iterations", "3", "--quiet", "--json", b)
        out = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", "compare.py"),
                              a, b], check=True, capture_output=True, text=True).stdout
        assert out.count(name) == 3


def test_bench_backends():
    """--backend portable gives portable rows only; --backend all gives each
    set's native row and, where `kpqc list` shows a native backend on this
    CPU, a portable row after it; every row names what ran."""
    listing = json.loads(kpqc("list", "--json").stdout)
    sets = listing["kem"] + listing["sig"]
    if not sets:
        pytest.skip("no algorithm registered")
    name = sets[0]["name"]
    with tempfile.TemporaryDirectory() as d:
        j = os.path.join(d, "b.json")
        kpqc("bench", name, "--iterations", "2", "--quiet", "--backend", "portable", "--json", j)
        doc = json.load(open(j))
        assert [a["backend"] for a in doc["algorithms"]] == ["portable"]
        kpqc("bench", name, "--iterations", "2", "--quiet", "--backend", "all", "--json", j)
        doc = json.load(open(j))
        assert schema.check(doc) == []
        want = [sets[0]["backend"]] + (["portable"] if sets[0]["backend"] != "portable" else [])
        assert [a["backend"] for a in doc["algorithms"]] == want
        assert all(a["name"] == name for a in doc["algorithms"])
    with pytest.raises(subprocess.CalledProcessError) as e:
        kpqc("bench", name, "--backend", "fastest")
    assert e.value.returncode == 2
