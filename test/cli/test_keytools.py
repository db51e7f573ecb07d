# SPDX-License-Identifier: Apache-2.0 OR MIT
"""kpqc keygen, encaps, decaps, sign and verify (docs/cli.md), the armoured
format (docs/key-format.md), the exit codes and help of every command.

The binaries under test are $KPQC_CLI (every algorithm `kpqc list` shows)
and $KPQC_CLI_TEST (kpqc-test, which adds the placeholder schemes); ctest
sets both. Point them at an older build to see what these tests catch."""
import base64
import json
import os
import re
import resource
import signal
import stat
import subprocess
import sys
import tempfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
TOYS = {"test-kem": "kem", "test-kem-explicit": "kem", "test-sig": "sig", "test-sig-ctx": "sig"}
COMMANDS = ["list", "keygen", "encaps", "decaps", "sign", "verify", "kat", "test", "bench",
            "version", "help"]
MESSAGE = b"kpqc key tools test message\n"


def exe(var="KPQC_CLI"):
    path = os.environ.get(var)
    if not path:
        pytest.skip(f"{var} not set (run through ctest)")
    return path


def run(*args, binary=None, stdin=None, cwd=None, env=None, preexec_fn=None):
    return subprocess.run([binary or exe()] + [str(a) for a in args], input=stdin, cwd=cwd,
                          env=env, capture_output=True, timeout=300, preexec_fn=preexec_fn)


def listing():
    r = run("list", "--json")
    assert r.returncode == 0
    return json.loads(r.stdout)


def algorithms():
    """(binary variable, name, kind, descriptor) for every listed algorithm
    (with KPQC_CLI_ROUND_TRIP_SETS=lowest, set by sanitizer builds outside
    the full tier, each family's lowest-level sets) and every placeholder
    scheme."""
    if not os.environ.get("KPQC_CLI"):
        return [pytest.param(None, None, None, None, marks=pytest.mark.skip("KPQC_CLI not set"))]
    doc = listing()
    if os.environ.get("KPQC_CLI_ROUND_TRIP_SETS") == "lowest":
        lowest = {}
        for a in doc["kem"] + doc["sig"]:
            lowest[a["family"]] = min(a["nist_level"], lowest.get(a["family"], 99))
        for kind in ("kem", "sig"):
            doc[kind] = [a for a in doc[kind] if a["nist_level"] == lowest[a["family"]]]
    out = [("KPQC_CLI", k["name"], "kem", k) for k in doc["kem"]]
    out += [("KPQC_CLI", s["name"], "sig", s) for s in doc["sig"]]
    out += [("KPQC_CLI_TEST", name, kind, None) for name, kind in TOYS.items()]
    return out


def read(path):
    with open(path, "rb") as f:
        return f.read()


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def unarmour(text):
    """The bytes of an armoured block (a reader independent of the tool's)."""
    lines = text.decode().split("\n")
    m = re.fullmatch(r"-----BEGIN KPQC ([A-Z ]+)-----", lines[0])
    assert m, lines[0]
    assert lines[1] == "Version: 1" and lines[2].startswith("Algorithm: ") and lines[3] == ""
    end = lines.index(f"-----END KPQC {m.group(1)}-----")
    body = lines[4:end]
    assert all(len(x) == 64 for x in body[:-1]) and 0 < len(body[-1]) <= 64
    assert lines[end + 1:] == [""], "exactly one newline after END"
    return m.group(1), lines[2][len("Algorithm: "):], base64.b64decode("".join(body),
                                                                        validate=True)


def armour(label, alg, data):
    b = base64.b64encode(data).decode()
    body = "".join(b[i:i + 64] + "\n" for i in range(0, len(b), 64))
    return (f"-----BEGIN KPQC {label}-----\nVersion: 1\nAlgorithm: {alg}\n\n{body}"
            f"-----END KPQC {label}-----\n").encode()


def assert_nothing_new(d, before):
    assert sorted(os.listdir(d)) == sorted(before), "a file or a temporary file was left"


# ---- round trips over every algorithm ------------------------------------------------


ALGORITHMS = algorithms()


@pytest.mark.parametrize("var,name,kind,info", ALGORITHMS,
                         ids=[a[1] if isinstance(a, tuple) else "none" for a in ALGORITHMS])
def test_round_trip(var, name, kind, info):
    """Files (armoured and --raw) and standard streams; the secret key and
    shared secret are 0600; tampering gives the documented exit codes."""
    binary = exe(var)
    k = lambda *a, **kw: run(*a, binary=binary, **kw)
    with tempfile.TemporaryDirectory() as d:
        p = lambda n: os.path.join(d, n)
        r = k("keygen", name, "--pk", p("pk"), "--sk", p("sk"))
        assert r.returncode == 0, r.stderr
        assert stat.S_IMODE(os.stat(p("sk")).st_mode) == 0o600
        assert unarmour(read(p("pk")))[:2] == ("PUBLIC KEY", name)
        label, alg, sk = unarmour(read(p("sk")))
        assert (label, alg) == ("SECRET KEY", name)
        r = k("keygen", name, "--pk", p("pk.raw"), "--sk", p("sk.raw"), "--raw")
        assert r.returncode == 0, r.stderr
        assert stat.S_IMODE(os.stat(p("sk.raw")).st_mode) == 0o600
        if info is not None:
            assert len(read(p("pk.raw"))) == info["pk"] and len(sk) == info["sk"]
        if kind == "kem":
            kem_round_trip(k, name, info, p)
        else:
            sig_round_trip(k, name, info, p)


def kem_round_trip(k, name, info, p):
    r = k("encaps", name, "--pk", p("pk"), "--ct", p("ct"), "--ss", p("ss"))
    assert r.returncode == 0, r.stderr
    assert stat.S_IMODE(os.stat(p("ss")).st_mode) == 0o600
    r = k("decaps", name, "--sk", p("sk"), "--ct", p("ct"), "--ss", p("ss2"))
    assert r.returncode == 0, r.stderr
    ss = unarmour(read(p("ss")))[2]
    assert read(p("ss")) == read(p("ss2")) and len(ss) in (16, 24, 32, 48, 64)
    # standard streams: pk in, ss out; then ct in, ss out
    r = k("encaps", name, "--pk", "-", "--ct", p("ct3"), "--ss", "-", stdin=read(p("pk")))
    assert r.returncode == 0, r.stderr
    r2 = k("decaps", name, "--sk", p("sk"), "--ct", "-", "--ss", "-", stdin=read(p("ct3")))
    assert r2.returncode == 0 and r2.stdout == r.stdout and unarmour(r.stdout)[0] == "SHARED SECRET"
    # raw
    r = k("encaps", name, "--pk", p("pk.raw"), "--ct", p("ct.raw"), "--ss", p("ss.raw"), "--raw")
    assert r.returncode == 0, r.stderr
    r = k("decaps", name, "--sk", p("sk.raw"), "--ct", p("ct.raw"), "--ss", "-", "--raw")
    assert r.returncode == 0 and r.stdout == read(p("ss.raw")) and len(r.stdout) == len(ss)
    if info is not None:
        assert len(read(p("ct.raw"))) == info["ct"]
    # a modified ciphertext (one bit in the middle): exit 1 and no file for
    # explicit rejection, exit 0 and another key for implicit rejection
    ct = bytearray(read(p("ct.raw")))
    ct[len(ct) // 2] ^= 0x04
    write(p("ct.bad"), bytes(ct))
    r = k("decaps", name, "--sk", p("sk.raw"), "--ct", p("ct.bad"), "--ss", p("ss.bad"), "--raw")
    explicit = info["rejection"] == "explicit" if info else name.endswith("explicit")
    if explicit:
        assert r.returncode == 1, r.stderr
        assert b"decapsulation" in r.stderr
        assert not os.path.exists(p("ss.bad"))
    else:
        assert r.returncode == 0, r.stderr
        assert len(read(p("ss.bad"))) == len(ss) and read(p("ss.bad")) != read(p("ss.raw"))


def sig_round_trip(k, name, info, p):
    write(p("msg"), MESSAGE)
    r = k("sign", name, "--sk", p("sk"), "--in", p("msg"), "--sig", p("sig"))
    assert r.returncode == 0, r.stderr
    r = k("verify", name, "--pk", p("pk"), "--in", p("msg"), "--sig", p("sig"))
    assert r.returncode == 0, r.stderr
    label, alg, sig = unarmour(read(p("sig")))
    assert (label, alg) == ("SIGNATURE", name)
    if info is not None:
        assert len(sig) <= info["sig"] and (len(sig) == info["sig"] or not info["fixed_length"])
    # another message
    r = k("verify", name, "--pk", p("pk"), "--in", "-", "--sig", p("sig"), stdin=MESSAGE + b"x")
    assert r.returncode == 1 and b"does not verify" in r.stderr
    # message from stdin, signature to stdout (raw), with a context
    ctx = info is None or info["context"]
    extra = ["--context", "00ff10"] if ctx else []
    r = k("sign", name, "--sk", p("sk.raw"), "--in", "-", "--sig", "-", "--raw", *extra,
          stdin=MESSAGE)
    assert r.returncode == 0, r.stderr
    write(p("sig.raw"), r.stdout)
    r = k("verify", name, "--pk", p("pk.raw"), "--in", p("msg"), "--sig", p("sig.raw"), "--raw",
          *extra)
    assert r.returncode == 0, r.stderr
    if ctx:
        r = k("verify", name, "--pk", p("pk.raw"), "--in", p("msg"), "--sig", p("sig.raw"),
              "--raw", "--context", "00ff11")
        assert r.returncode == 1
    # a corrupted signature: first, middle and last byte
    good = read(p("sig.raw"))
    for at in (0, len(good) // 2, len(good) - 1):
        bad = bytearray(good)
        bad[at] ^= 0x01
        write(p("sig.bad"), armour("SIGNATURE", name, bytes(bad)))
        r = k("verify", name, "--pk", p("pk"), "--in", p("msg"), "--sig", p("sig.bad"), *extra)
        assert r.returncode == 1, (at, r.stderr)


# ---- the file format -----------------------------------------------------------------

KEM = "NTRU+768"


@pytest.fixture(scope="module")
def keys():
    """NTRU+768 and NTRU+864 key pairs, an NTRU+768 ciphertext, HAETAE2 keys."""
    d = tempfile.mkdtemp()
    p = lambda n: os.path.join(d, n)
    for alg, tag in ((KEM, ""), ("NTRU+864", "864"), ("HAETAE2", "h")):
        assert run("keygen", alg, "--pk", p("pk" + tag), "--sk", p("sk" + tag)).returncode == 0
    assert run("encaps", KEM, "--pk", p("pk"), "--ct", p("ct"), "--ss", p("ss")).returncode == 0
    yield p
    for f in os.listdir(d):
        os.remove(os.path.join(d, f))
    os.rmdir(d)


def decaps_with(p, sk_bytes=None, ct_bytes=None, extra=()):
    with tempfile.TemporaryDirectory() as d:
        sk, ct = p("sk"), p("ct")
        if sk_bytes is not None:
            sk = os.path.join(d, "sk")
            write(sk, sk_bytes)
        if ct_bytes is not None:
            ct = os.path.join(d, "ct")
            write(ct, ct_bytes)
        out = os.path.join(d, "ss")
        r = run("decaps", KEM, "--sk", sk, "--ct", ct, "--ss", out, *extra)
        if r.returncode != 0:
            assert not os.path.exists(out)
        return r


def test_decaps_reference(keys):
    assert decaps_with(keys).returncode == 0


def test_wrong_algorithm_names_both(keys):
    for sk, other in ((keys("sk864"), "NTRU+864"), (keys("skh"), "HAETAE2")):
        r = decaps_with(keys, sk_bytes=read(sk))
        assert r.returncode == 4
        assert other.encode() in r.stderr and KEM.encode() in r.stderr, r.stderr
    r = run("verify", "HAETAE2", "--pk", keys("pk"), "--in", keys("pk"), "--sig", keys("sk"))
    assert r.returncode == 4 and b"NTRU+768" in r.stderr and b"HAETAE2" in r.stderr


def test_wrong_kind_refused(keys):
    r = decaps_with(keys, sk_bytes=read(keys("pk")))
    assert r.returncode == 4 and b"public key" in r.stderr and b"--sk" in r.stderr
    r = decaps_with(keys, ct_bytes=read(keys("ss")))
    assert r.returncode == 4 and b"shared secret" in r.stderr


def mutations(text):
    """Each a malformed variant of an armoured block."""
    lines = text.split(b"\n")
    body = lines[4:-2]
    yield "truncated", text[:len(text) // 2]
    yield "truncated-last-line", b"\n".join(lines[:-3] + lines[-2:])
    yield "no-end", b"\n".join(lines[:-2]) + b"\n"
    yield "bad-char", b"\n".join(lines[:5] + [b"*" + body[1][1:]] + lines[6:])
    yield "trailing", text + b"x"
    yield "second-newline", text + b"\n"
    yield "crlf", text.replace(b"\n", b"\r\n")
    yield "version-2", text.replace(b"Version: 1", b"Version: 2")
    yield "no-version", text.replace(b"Version: 1\n", b"")
    yield "headers-swapped", b"\n".join([lines[0], lines[2], lines[1]] + lines[3:])
    yield "no-blank-line", b"\n".join(lines[:3] + lines[4:])
    yield "rewrapped-76", b"\n".join(lines[:4]) + b"\n" + b"".join(
        b"".join(body)[i:i + 76] + b"\n" for i in range(0, len(b"".join(body)), 76)) + \
        b"\n".join(lines[-2:])
    yield "end-label-differs", text.replace(b"END KPQC SECRET KEY", b"END KPQC PUBLIC KEY")
    yield "lower-label", text.replace(b"BEGIN KPQC SECRET KEY", b"BEGIN KPQC secret key")
    yield "huge", text + b"A" * (8 << 20)
    yield "empty", b""


@pytest.mark.parametrize("case", [c for c, _ in mutations(armour("SECRET KEY", KEM, b"\0" * 99))])
def test_malformed_secret_key_exit_4(keys, case):
    text = dict(mutations(read(keys("sk"))))[case]
    r = decaps_with(keys, sk_bytes=text)
    assert r.returncode == 4, r.stderr
    assert r.stderr.strip() != b""


def test_length_and_padding_checked(keys):
    """A block one byte short, one byte long, and with non-zero pad bits."""
    _, _, ct = unarmour(read(keys("ct")))
    for data in (ct[:-1], ct + b"\0"):
        r = decaps_with(keys, ct_bytes=armour("CIPHERTEXT", KEM, data))
        assert r.returncode == 4 and b"bytes" in r.stderr, r.stderr
    # NTRU+768's ct is 1152 bytes (a multiple of 3): a 1153-byte body has
    # "==" padding; set a pad bit there
    padded = armour("CIPHERTEXT", KEM, ct + b"\0").split(b"\n")
    last = padded[-3]
    assert last.endswith(b"==")
    padded[-3] = last[:-3] + b"B=="
    r = decaps_with(keys, ct_bytes=b"\n".join(padded))
    assert r.returncode == 4 and b"base64" in r.stderr


def test_raw_lengths(keys):
    _, _, sk = unarmour(read(keys("sk")))
    assert decaps_with(keys, sk_bytes=sk, ct_bytes=unarmour(read(keys("ct")))[2],
                       extra=["--raw"]).returncode == 0
    for data in (sk[:-1], sk + b"\0", b""):
        r = decaps_with(keys, sk_bytes=data, ct_bytes=unarmour(read(keys("ct")))[2],
                        extra=["--raw"])
        assert r.returncode == 4 and b"bytes" in r.stderr
    r = decaps_with(keys, extra=["--raw"])   # armoured files given as raw
    assert r.returncode == 4


def test_message_size_is_bounded(keys):
    big = b"\0" * ((64 << 20) + 1)
    r = run("sign", "HAETAE2", "--sk", keys("skh"), "--in", "-", "--sig", "-", stdin=big)
    assert r.returncode == 4 and b"longer" in r.stderr and r.stdout == b""


# ---- outputs: nothing partial, nothing temporary ------------------------------------


def test_unwritable_output_exit_3():
    with tempfile.TemporaryDirectory() as d:
        r = run("keygen", KEM, "--pk", os.path.join(d, "no", "pk"), "--sk", os.path.join(d, "sk"))
        assert r.returncode == 3 and b"no/pk" in r.stderr
        assert_nothing_new(d, [])


def test_second_output_unwritable_leaves_first_untouched():
    """The second of two outputs fails: the first, which would have been
    complete, is not left behind; an older file under its name survives."""
    with tempfile.TemporaryDirectory() as d:
        r = run("keygen", KEM, "--pk", os.path.join(d, "pk"), "--sk", os.path.join(d, "x", "sk"))
        assert r.returncode == 3
        assert_nothing_new(d, [])
        # the sk name taken by a directory: the rename of sk fails after pk's
        write(os.path.join(d, "pk"), b"old")
        os.makedirs(os.path.join(d, "sk", "inside"))
        r = run("keygen", KEM, "--pk", os.path.join(d, "pk"), "--sk", os.path.join(d, "sk"))
        assert r.returncode == 3, r.stderr
        assert_nothing_new(d, ["pk", "sk"])
        assert read(os.path.join(d, "pk")) == b"old"


def test_write_failing_part_way_leaves_nothing():
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (2000, 2000))
    with tempfile.TemporaryDirectory() as d:
        # NTRU+768: pk armoured is 1654 bytes (fits), sk 3259 (does not)
        r = run("keygen", KEM, "--pk", os.path.join(d, "pk"), "--sk", os.path.join(d, "sk"),
                preexec_fn=limit)
        assert r.returncode == 3, r.stderr
        assert_nothing_new(d, [])


def test_closed_stdout_leaves_no_file():
    with tempfile.TemporaryDirectory() as d:
        run("keygen", KEM, "--pk", os.path.join(d, "pk"), "--sk", os.path.join(d, "sk"))
        before = os.listdir(d)
        r = subprocess.run([exe(), "encaps", KEM, "--pk", os.path.join(d, "pk"), "--ct",
                            os.path.join(d, "ct"), "--ss", "-"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, timeout=60,
                           preexec_fn=lambda: os.close(1))
        assert r.returncode == 3, r.stderr
        assert_nothing_new(d, before)


def test_existing_output_replaced_secret_mode():
    """An existing file is replaced (not written through), and the new
    secret key is 0600 whatever the old file's mode was."""
    with tempfile.TemporaryDirectory() as d:
        sk = os.path.join(d, "sk")
        write(sk, b"old")
        os.chmod(sk, 0o644)
        link = os.path.join(d, "link")
        os.link(sk, link)
        r = run("keygen", KEM, "--pk", os.path.join(d, "pk"), "--sk", sk)
        assert r.returncode == 0
        assert stat.S_IMODE(os.stat(sk).st_mode) == 0o600 and read(link) == b"old"
        assert_nothing_new(d, ["pk", "sk", "link"])


# ---- exit codes and help of every command --------------------------------------------


@pytest.mark.parametrize("cmd", COMMANDS)
def test_help_for_every_command(cmd):
    for args in (["help", cmd], [cmd, "--help"]):
        r = run(*args)
        assert r.returncode == 0, (args, r.stderr)
        out = r.stdout.decode()
        assert out.startswith("usage: kpqc\n") and f"  {cmd}" in out, out
        assert r.stderr == b""


def test_help_lists_commands_and_exit_codes():
    r = run("help")
    out = r.stdout.decode()
    assert r.returncode == 0
    for cmd in COMMANDS:
        assert re.search(rf"^  {cmd}\b", out, re.M), cmd
    for code in range(5):
        assert re.search(rf"^  {code}  ", out, re.M), code


USAGE_ERRORS = [
    ["keygen"], ["keygen", KEM], ["keygen", KEM, "--pk", "a"], ["keygen", KEM, "--pk"],
    ["keygen", "no-such", "--pk", "a", "--sk", "b"], ["keygen", KEM, "--pk", "a", "--sk", "a"],
    ["keygen", KEM, "--pk", "-", "--sk", "-"], ["keygen", KEM, "--pk", "a", "--sk", "b", "--x"],
    ["keygen", KEM, "SMAUG-T1", "--pk", "a", "--sk", "b"], ["keygen", KEM, "--pk", "", "--sk", "b"],
    ["keygen", KEM, "--pk", "a", "--pk", "b", "--sk", "c"],
    ["encaps", KEM, "--pk", "a", "--ct", "b"], ["encaps", "HAETAE2", "--pk", "a", "--ct", "b",
                                                "--ss", "c"],
    ["encaps", KEM, "--pk", "a", "--ct", "b", "--ss", "c", "--context", "00"],
    ["decaps", KEM, "--sk", "a", "--ct", "b"], ["decaps", KEM, "--sk", "-", "--ct", "-",
                                                "--ss", "c"],
    ["decaps", KEM, "--sk", "a", "--ct", "b", "--ss", "b"],
    ["sign", "HAETAE2", "--sk", "a", "--in", "b"], ["sign", KEM, "--sk", "a", "--in", "b",
                                                    "--sig", "c"],
    ["sign", "HAETAE2", "--sk", "a", "--in", "b", "--sig", "c", "--context", "0"],
    ["sign", "HAETAE2", "--sk", "a", "--in", "b", "--sig", "c", "--context", "zz"],
    ["sign", "HAETAE2", "--sk", "a", "--in", "b", "--sig", "c", "--context", "00" * 256],
    ["verify", "HAETAE2", "--pk", "a", "--in", "b"],
    ["verify", "HAETAE2", "--pk", "a", "--in", "-", "--sig", "-"],
    ["list", "--bogus"], ["version", "--bogus"], ["help", "no-such"], ["help", "list", "kat"],
    ["kat"], ["kat", KEM, "--bogus"], ["test", "no-such-case"], ["bench", "--bogus"],
    ["bench", "compare", "a"], ["no-such-command"], [],
]


@pytest.mark.parametrize("args", USAGE_ERRORS, ids=lambda a: " ".join(a) or "nothing")
def test_usage_errors_exit_2(args):
    with tempfile.TemporaryDirectory() as d:
        write(os.path.join(d, "a"), b"")
        r = run(*args, cwd=d)
        assert r.returncode == 2, r.stderr
        assert r.stderr.strip() != b""
        assert sorted(os.listdir(d)) == ["a"]


def test_io_errors_exit_3():
    with tempfile.TemporaryDirectory() as d:
        r = run("encaps", KEM, "--pk", "missing", "--ct", "c", "--ss", "s", cwd=d)
        assert r.returncode == 3 and b"missing" in r.stderr
        r = run("kat", KEM, "--count", "1", "--out", os.path.join(d, "no-such-dir"))
        assert r.returncode == 3
        r = run("bench", "compare", "missing.json", "missing.json", cwd=d)
        assert r.returncode == 3 and b"missing.json" in r.stderr
        write(os.path.join(d, "x.json"), b"{\"schema\": \"other\"}")
        r = run("bench", "compare", "x.json", "x.json", cwd=d)
        assert r.returncode == 4


def parser_options(script):
    """{option: number of values} of a platform script's parser."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
    module = __import__(script)
    return {a.option_strings[0]: a.nargs if isinstance(a.nargs, int) else (0 if a.const else 1)
            for a in module.parser()._actions if a.option_strings and a.option_strings[0] != "-h"}


PLATFORM_OPTIONS = {
    "m4": ("m4", "Cortex-M4 figures", {"--json", "--md", "--csv", "--plots", "--build", "--qemu",
                                       "--backend", "--only", "--runs-for", "--variant"}),
    "aarch64": ("aarch64", "AArch64 figures", {"--json", "--md", "--csv", "--build", "--cpu",
                                               "--mcpu", "--backend", "--only", "--runs-for"}),
}


def test_platform_options_agree_with_the_tool():
    for platform in sorted(PLATFORM_OPTIONS):
        check_platform_options(platform)


def check_platform_options(platform):
    """A platform script's parser and the tool's own check (which refuses a
    bad command line before an interpreter starts) name the same options
    and values: every option reaches the script through kpqc, and the help
    lists them."""
    script, tail, expected = PLATFORM_OPTIONS[platform]
    opts = parser_options(script)
    assert set(opts) == expected
    help_text = run("help", "bench").stdout.decode()
    usage = help_text[help_text.index(f"--platform {platform}"):]
    usage = usage[:usage.index(tail)]
    assert set(re.findall(r"--[a-z-]+", usage)) - {"--platform"} == set(opts)
    with tempfile.TemporaryDirectory() as d:
        log = os.path.join(d, "argv.json")
        stub = os.path.join(d, "stub")
        write(stub, ("#!%s\nimport json, sys\njson.dump(sys.argv, open(%r, 'w'))\n"
                     % (sys.executable, log)).encode())
        os.chmod(stub, 0o700)
        env = dict(os.environ, KPQC_PYTHON=stub)
        for opt, nargs in opts.items():
            values = {0: [], 1: ["v"], 2: ["v", "3"]}[nargs]
            r = run("bench", "--platform", platform, opt, *values, env=env)
            assert r.returncode == 0, (opt, r.stderr)
            assert json.load(open(log))[2:] == [opt] + values
            os.remove(log)
    # and the script itself refuses what the tool refuses
    for bad in (["--bogus"], ["--json"], ["--runs-for", "AIMer"], ["--runs-for", "AIMer", "x"]):
        r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "bench", script + ".py")]
                           + bad, capture_output=True, timeout=60,
                           env=dict(os.environ, KPQC_SOURCE_DIR=""))
        assert r.returncode == 2, (bad, r.stderr)
