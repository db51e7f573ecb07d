# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The kpqc tool against hostile arguments: file names with quotes, spaces
and $(...) reach child processes unchanged (no shell ever sees them), KAT
paths that do not fit are refused, option values are parsed strictly, and
a failed KAT write leaves no file behind.

The binary under test is $KPQC_CLI (ctest sets it), so the same file can be
pointed at an older build to show what it catches."""
import json
import os
import resource
import shlex
import signal
import stat
import subprocess
import sys
import tempfile

import pytest

# A name with a single quote, double quotes, spaces and a command
# substitution, and one built to break out of single quotes: a shell that
# sees either creates a file named PWNED.
WEIRD = "it's \"x\" $(touch PWNED).json"
BREAKOUT = "b'$(touch PWNED)'.json"
KEM = "NTRU+768"


def cli():
    exe = os.environ.get("KPQC_CLI")
    if not exe:
        pytest.skip("KPQC_CLI not set (run through ctest)")
    return shlex.split(os.environ.get("KPQC_EMULATOR", "").replace(";", " ")) + [exe]


def kpqc(*args, cwd=None, env=None, preexec_fn=None):
    return subprocess.run(cli() + list(args), cwd=cwd, env=env, capture_output=True, text=True,
                          preexec_fn=preexec_fn, timeout=600)


def bench_json(path):
    r = kpqc("bench", KEM, "--iterations", "3", "--quiet", "--json", path)
    assert r.returncode == 0, r.stderr


def sk_bytes():
    listing = json.loads(kpqc("list", "--json").stdout)
    return next(k["sk"] for k in listing["kem"] if k["name"] == KEM)


def stub_python(d):
    """An interpreter stand-in that records its argument vector."""
    log = os.path.join(d, "argv.json")
    stub = os.path.join(d, "python-stub")
    with open(stub, "w") as f:
        f.write("#!%s\nimport json, sys\njson.dump(sys.argv, open(%r, 'w'))\n"
                % (sys.executable, log))
    os.chmod(stub, stat.S_IRWXU)
    return stub, log


def test_compare_with_quotes_spaces_and_substitution():
    with tempfile.TemporaryDirectory() as d:
        bench_json(os.path.join(d, WEIRD))
        bench_json(os.path.join(d, BREAKOUT))
        r = kpqc("bench", "compare", WEIRD, BREAKOUT, cwd=d)
        assert r.returncode == 0, r.stderr
        assert r.stdout.count(KEM) == 3
        assert not os.path.exists(os.path.join(d, "PWNED"))


def test_python_fallback_when_kpqc_python_cannot_run():
    with tempfile.TemporaryDirectory() as d:
        bench_json(os.path.join(d, "a.json"))
        env = dict(os.environ, KPQC_PYTHON=os.path.join(d, "no-such-python"))
        r = kpqc("bench", "compare", "a.json", "a.json", cwd=d, env=env)
        assert r.returncode == 0, r.stderr
        assert r.stdout.count(KEM) == 3


def test_platform_m4_arguments_arrive_intact():
    with tempfile.TemporaryDirectory() as d:
        stub, log = stub_python(d)
        env = dict(os.environ, KPQC_PYTHON=stub)
        args = ["--json", WEIRD, "--md", BREAKOUT, "--only", "a b"]
        r = kpqc("bench", "--platform", "m4", *args, cwd=d, env=env)
        assert r.returncode == 0, r.stderr
        argv = json.load(open(log))
        assert argv[1].endswith(os.path.join("tools", "bench", "m4.py"))
        assert argv[2:] == args
        assert not os.path.exists(os.path.join(d, "PWNED"))


def test_plots_arguments_arrive_intact():
    with tempfile.TemporaryDirectory() as d:
        stub, log = stub_python(d)
        env = dict(os.environ, KPQC_PYTHON=stub)
        plots = "plots $(touch PWNED) it's"
        r = kpqc("bench", KEM, "--iterations", "3", "--quiet", "--json", WEIRD, "--plots", plots,
                 cwd=d, env=env)
        assert r.returncode == 0, r.stderr
        argv = json.load(open(log))
        assert argv[1].endswith(os.path.join("tools", "bench", "plots.py"))
        assert argv[2:] == [WEIRD, plots]
        assert os.path.isfile(os.path.join(d, WEIRD)) and os.path.isdir(os.path.join(d, plots))
        assert not os.path.exists(os.path.join(d, "PWNED"))


def test_kat_out_too_long_is_refused():
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("kat", KEM, "--count", "1", "--out", "x" * 5000, cwd=d)
        assert r.returncode == 2
        assert "too long" in r.stderr
        assert os.listdir(d) == []


def test_kat_out_long_but_fitting_writes_both_files():
    """The audit's case: a directory path of 1012 bytes, where a 1024-byte
    buffer cut both names to the same one (the .rsp overwrote the .req)."""
    with tempfile.TemporaryDirectory() as d:
        out = d
        while len(out) < 1012:
            out = os.path.join(out, "d" * min(200, 1011 - len(out)))
        os.makedirs(out)
        r = kpqc("kat", KEM, "--count", "1", "--out", out)
        assert r.returncode == 0, r.stderr
        base = os.path.join(out, "PQCkemKAT_%d" % sk_bytes())
        assert sorted(os.listdir(out)) == sorted(os.path.basename(base) + e
                                                 for e in (".req", ".rsp"))
        req, rsp = open(base + ".req").read(), open(base + ".rsp").read()
        assert "\npk =\n" in req and "\npk = " in rsp


@pytest.mark.parametrize("entropy", ["\t" + "0" * 95, " " + "0" * 95, "0" * 95, "0" * 97,
                                     "0" * 94 + "0g", "+" + "0" * 95, "-" + "0" * 95])
def test_kat_entropy_must_be_96_hex_digits(entropy):
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("kat", KEM, "--count", "1", "--entropy", entropy, "--out", d)
        assert r.returncode == 2
        assert os.listdir(d) == []


@pytest.mark.parametrize("count", [" 5", "+5", "5x", "0", "101", "-1", ""])
def test_kat_count_digits_only(count):
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("kat", KEM, "--count", count, "--out", d)
        assert r.returncode == 2
        assert os.listdir(d) == []


def test_kat_entropy_accepts_96_hex_digits():
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("kat", KEM, "--count", "1", "--entropy", "aB" * 48, "--out", d)
        assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("args", [["list", "--bogus"], ["list", "--json", "--bogus"],
                                  ["version", "--bogus"], ["kat", KEM, "--bogus"]])
def test_unknown_options_exit_2(args):
    assert kpqc(*args).returncode == 2


def test_kat_write_error_leaves_no_file():
    """A file size limit makes a write fail part way: neither file, nor a
    temporary one, may remain."""
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4000, 4000))
    if os.environ.get("KPQC_EMULATOR"):
        pytest.skip("resource limits under an emulator")
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("kat", KEM, "--count", "3", "--out", d, preexec_fn=limit)
        assert r.returncode != 0
        assert os.listdir(d) == []


def test_kat_rename_failure_leaves_no_file():
    """The .rsp name is taken by a directory: the rename fails, and the
    .req written a moment before is removed with the temporary files."""
    with tempfile.TemporaryDirectory() as d:
        blocker = os.path.join(d, "PQCkemKAT_%d.rsp" % sk_bytes())
        os.makedirs(os.path.join(blocker, "inside"))
        r = kpqc("kat", KEM, "--count", "1", "--out", d)
        assert r.returncode != 0
        assert os.listdir(d) == [os.path.basename(blocker)]
