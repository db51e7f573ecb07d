# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The kpqc tool against hostile arguments: file names with quotes, spaces
and $(...) reach child processes unchanged (no shell ever sees them), KAT
paths that do not fit are refused, option values are parsed strictly,
unknown options are usage errors, and a failed KAT write leaves no file
behind.

The binary under test is $KPQC_CLI (ctest sets it), so the same file can be
pointed at an older build to show what it catches:
    KPQC_CLI=/path/to/old/kpqc python3 test/python/run_pytest.py test/cli"""
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
# Pairs of names as they reach one command line: a shell that quoted each
# name in '...' ran touch for the first two (the quotes pair up across the
# names) and stopped at a syntax error for the third.
NAME_PAIRS = [(WEIRD, WEIRD), (BREAKOUT, BREAKOUT), (WEIRD, BREAKOUT)]


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


def stub_python(d, exit_status=0):
    """An interpreter stand-in that records its argument vector."""
    log = os.path.join(d, "argv.json")
    stub = os.path.join(d, "python-stub")
    with open(stub, "w") as f:
        f.write("#!%s\nimport json, sys\njson.dump(sys.argv, open(%r, 'w'))\nsys.exit(%d)\n"
                % (sys.executable, log, exit_status))
    os.chmod(stub, stat.S_IRWXU)
    return stub, log


def assert_no_shell(d):
    assert not os.path.exists(os.path.join(d, "PWNED")), "a shell ran a name's $(touch PWNED)"


@pytest.mark.parametrize("names", NAME_PAIRS, ids=["weird-weird", "breakout-breakout",
                                                   "weird-breakout"])
def test_compare_with_quotes_spaces_and_substitution(names):
    with tempfile.TemporaryDirectory() as d:
        for name in set(names):
            bench_json(os.path.join(d, name))
        r = kpqc("bench", "compare", *names, cwd=d)
        assert_no_shell(d)
        assert r.returncode == 0, r.stderr
        assert r.stdout.count(KEM) == 3


def test_python_fallback_when_kpqc_python_cannot_run():
    with tempfile.TemporaryDirectory() as d:
        bench_json(os.path.join(d, "a.json"))
        env = dict(os.environ, KPQC_PYTHON=os.path.join(d, "no-such-python"))
        r = kpqc("bench", "compare", "a.json", "a.json", cwd=d, env=env)
        assert r.returncode == 0, r.stderr
        assert r.stdout.count(KEM) == 3


def test_no_fallback_when_kpqc_python_runs_and_exits_127():
    """Only an interpreter that cannot be executed is skipped: one that
    starts and exits with 127 (a shell's 'not found') is its answer."""
    with tempfile.TemporaryDirectory() as d:
        bench_json(os.path.join(d, "a.json"))
        stub, log = stub_python(d, exit_status=127)
        r = kpqc("bench", "compare", "a.json", "a.json", cwd=d,
                 env=dict(os.environ, KPQC_PYTHON=stub))
        assert os.path.exists(log)
        assert r.returncode != 0
        assert KEM not in r.stdout


@pytest.mark.parametrize("names", NAME_PAIRS, ids=["weird-weird", "breakout-breakout",
                                                   "weird-breakout"])
def test_platform_m4_arguments_arrive_intact(names):
    with tempfile.TemporaryDirectory() as d:
        stub, log = stub_python(d)
        env = dict(os.environ, KPQC_PYTHON=stub)
        args = ["--json", names[0], "--md", names[1], "--only", "a b", "--runs-for", "x'y", "7"]
        r = kpqc("bench", "--platform", "m4", *args, cwd=d, env=env)
        assert_no_shell(d)
        assert r.returncode == 0, r.stderr
        argv = json.load(open(log))
        assert argv[1].endswith(os.path.join("tools", "bench", "m4.py"))
        assert argv[2:] == args


@pytest.mark.parametrize("names", NAME_PAIRS + [(WEIRD, "plots $(touch PWNED) it's")],
                         ids=["weird-weird", "breakout-breakout", "weird-breakout",
                              "weird-dollar"])
def test_plots_arguments_arrive_intact(names):
    json_name, plots = names[0], names[1] + ".d"
    with tempfile.TemporaryDirectory() as d:
        stub, log = stub_python(d)
        env = dict(os.environ, KPQC_PYTHON=stub)
        r = kpqc("bench", KEM, "--iterations", "3", "--quiet", "--json", json_name,
                 "--plots", plots, cwd=d, env=env)
        assert_no_shell(d)
        assert r.returncode == 0, r.stderr
        argv = json.load(open(log))
        assert argv[1].endswith(os.path.join("tools", "bench", "plots.py"))
        assert argv[2:] == [json_name, plots]
        assert os.path.isfile(os.path.join(d, json_name))
        assert os.path.isdir(os.path.join(d, plots))


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


def test_kat_out_empty_is_refused():
    """--out "" would have named /PQCkemKAT_...: the root directory."""
    base = "/PQCkemKAT_%d" % sk_bytes()
    before = {e: os.path.exists(base + e) for e in (".req", ".rsp")}
    r = kpqc("kat", KEM, "--count", "1", "--out", "")
    written = [base + e for e, existed in before.items()
               if not existed and os.path.exists(base + e)]
    for path in written:
        os.remove(path)
    assert written == []
    assert r.returncode == 2


@pytest.mark.parametrize("args", [["--iterations", " 3"], ["--iterations", "\t3"],
                                  ["--iterations", "+3"], ["--iterations", "3x"],
                                  ["--iterations", "0"], ["--iterations", "-3"],
                                  ["--iterations", "99999999999999999999999"],
                                  ["--time-budget", " 1"], ["--time-budget", "+1"],
                                  ["--time-budget", "1s"], ["--time-budget", "inf"],
                                  ["--time-budget", "nan"], ["--time-budget", "1e3"],
                                  ["--time-budget", "0"], ["--time-budget", "."],
                                  ["--iterations"], ["--json"]],
                         ids=lambda a: " ".join(a))
def test_bench_numbers_digits_only(args):
    with tempfile.TemporaryDirectory() as d:
        r = kpqc("bench", KEM, "--quiet", "--iterations", "3", "--json", "b.json", *args, cwd=d)
        assert r.returncode == 2
        assert os.listdir(d) == []


@pytest.mark.parametrize("args", [["list", "--bogus"], ["list", "--json", "--bogus"],
                                  ["version", "--bogus"], ["help", "--bogus"],
                                  ["kat", KEM, "--bogus"], ["kat", KEM, "SMAUG-T1"],
                                  ["kat", KEM, "--out"], ["bench", KEM, "--bogus"],
                                  ["bench", "compare", "a.json"], ["bench", "--platform"],
                                  ["bench", "--platform", "m4", "--bogus"],
                                  ["bench", "--platform", "m4", "--json"],
                                  ["bench", "--platform", "m4", "--runs-for", "SMAUG"],
                                  ["no-such-command"]],
                         ids=lambda a: " ".join(a))
def test_unknown_options_exit_2(args):
    """Unknown options and missing values are usage errors, said on stderr.
    (--platform m4 with a stub interpreter, so that an option let through
    does not start the real model.)"""
    with tempfile.TemporaryDirectory() as d:
        stub, log = stub_python(d)
        r = kpqc(*args, cwd=d, env=dict(os.environ, KPQC_PYTHON=stub))
        assert r.returncode == 2
        assert r.stderr.strip() != ""
        assert not os.path.exists(log)


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
