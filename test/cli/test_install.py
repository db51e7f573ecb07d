# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The installed kpqc without the source tree: `cmake --install` into a
scratch prefix, the prefix moved elsewhere (so nothing can be found through
the install path), KPQC_SOURCE_DIR set empty (so the source tree the tool
was built from is out of reach). The key tools work, `bench compare` runs
the installed compare.py, `--platform m4` says what it needs and exits 3,
and without the installed scripts compare says where it looked.

$KPQC_BUILD_DIR is the build directory (ctest sets it)."""
import json
import os
import shutil
import subprocess
import tempfile

import pytest

SCRIPTS = ["compare.py", "plots.py", "m4.py", "aarch64.py", "report.py"]


def bench_doc(commit, cycles):
    op = {"iterations": 3, "cycles": {"min": cycles, "q1": cycles, "median": cycles,
                                      "mean": cycles, "q3": cycles, "max": cycles}}
    return {"schema": "kpqc-bench/1",
            "environment": {"commit": commit, "cycle_source": "test"},
            "algorithms": [{"name": "NTRU+768", "kind": "kem",
                            "operations": {"keypair": op, "encaps": op, "decaps": op}}]}


@pytest.fixture(scope="module")
def installed():
    build = os.environ.get("KPQC_BUILD_DIR")
    if not build:
        pytest.skip("KPQC_BUILD_DIR not set (run through ctest)")
    scratch = tempfile.mkdtemp()
    first = os.path.join(scratch, "first")
    r = subprocess.run(["cmake", "--install", build, "--prefix", first], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    moved = os.path.join(scratch, "moved", "elsewhere")
    shutil.copytree(first, moved, symlinks=True)
    shutil.rmtree(first)
    yield moved
    shutil.rmtree(scratch)


def kpqc(prefix, *args, cwd=None):
    env = dict(os.environ, KPQC_SOURCE_DIR="")
    env.pop("KPQC_PYTHON", None)
    return subprocess.run([os.path.join(prefix, "bin", "kpqc")] + list(args), cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


def test_scripts_installed(installed):
    share = os.path.join(installed, "share", "kpqc")
    assert sorted(os.listdir(share)) == sorted(SCRIPTS)


def test_key_tools_work(installed):
    with tempfile.TemporaryDirectory() as d:
        assert kpqc(installed, "keygen", "SMAUG-T1", "--pk", "pk", "--sk", "sk",
                    cwd=d).returncode == 0
        assert kpqc(installed, "encaps", "SMAUG-T1", "--pk", "pk", "--ct", "ct", "--ss", "ss",
                    cwd=d).returncode == 0
        r = kpqc(installed, "decaps", "SMAUG-T1", "--sk", "sk", "--ct", "ct", "--ss", "-", cwd=d)
        assert r.returncode == 0 and r.stdout == open(os.path.join(d, "ss")).read()


def test_bench_compare_runs_the_installed_script(installed):
    with tempfile.TemporaryDirectory() as d:
        json.dump(bench_doc("aaaa", 1000), open(os.path.join(d, "a.json"), "w"))
        json.dump(bench_doc("bbbb", 500), open(os.path.join(d, "b.json"), "w"))
        r = kpqc(installed, "bench", "compare", "a.json", "b.json", cwd=d)
        assert r.returncode == 0, r.stderr
        assert r.stdout.count("NTRU+768") == 3 and "0.500" in r.stdout and "faster" in r.stdout


def test_platform_m4_names_what_it_needs(installed):
    with tempfile.TemporaryDirectory() as d:
        r = kpqc(installed, "bench", "--platform", "m4", "--json", "m4.json", cwd=d)
        assert r.returncode == 3, (r.stdout, r.stderr)
        assert "source tree" in r.stderr and "KPQC_SOURCE_DIR" in r.stderr
        assert "arm-none-eabi-gcc" in r.stderr
        assert os.listdir(d) == []


def test_missing_scripts_say_where_they_were_looked_for(installed):
    share = os.path.join(installed, "share", "kpqc")
    hidden = share + ".hidden"
    os.rename(share, hidden)
    try:
        with tempfile.TemporaryDirectory() as d:
            json.dump(bench_doc("aaaa", 1000), open(os.path.join(d, "a.json"), "w"))
            r = kpqc(installed, "bench", "compare", "a.json", "a.json", cwd=d)
            assert r.returncode == 3
            assert "compare.py" in r.stderr and "cmake --install" in r.stderr
            assert os.path.join(installed, "bin", "..", "share", "kpqc") in r.stderr
    finally:
        os.rename(hidden, share)
