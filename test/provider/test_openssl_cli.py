#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""provider/openssl-cli: the provider through the openssl command line.

  test_openssl_cli.py --openssl PATH --provider-dir DIR

For every algorithm: `openssl genpkey`, then `openssl pkey` from PEM to DER
and back, the public key out in both forms, each result equal to the
first; encrypted (-aes256) and decrypted back, a wrong passphrase refused;
-check and -text; a DER key with a flipped byte refused. For HAETAE2 and AIMer-128f:
`openssl req -x509` makes a self-signed certificate, `openssl verify
-check_ss_sig` accepts it and refuses it once a byte of its signature is
flipped ("certificate signature failure").
For every group and hybrid: `openssl s_server -www` and `openssl s_client`
over 127.0.0.1 (a free port chosen at run time), the client sending an
HTTP request and the server answering with its status page, which must
name the group as the one shared; then a client and a server with no
common group, which must fail with "no suitable key share"; and one
session whose providers and group come from an openssl.cnf alone. The server's
certificate is a self-signed P-256 one made at run time by the default
provider. Every command has its arguments as a list (no shell) and a
bounded time. Exit 0 when everything passed.
"""
import argparse
import os
import re
import select
import socket
import subprocess
import sys
import tempfile
import time

GROUPS = [
    "smaugt1", "smaugt3", "smaugt5", "smaugtimer",
    "ntruplus768", "ntruplus864", "ntruplus1152",
    "x25519_ntruplus768", "x25519_smaugt1", "p384_ntruplus864", "p384_smaugt3",
]
SIGNATURES = [
    "haetae2", "haetae3", "haetae5", "aimer128f", "aimer128s", "aimer192f", "aimer192s",
    "aimer256f", "aimer256s",
]
CERTIFICATES = ["haetae2", "aimer128f"]
TIMEOUT = 10  # seconds, per command


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_line(proc, marker, deadline):
    """Read the process's output until a line containing marker; the text
    read so far, or None at the deadline or end of output."""
    seen = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stdout], [], [], 0.1)
        if not ready:
            if proc.poll() is not None:
                return None
            continue
        chunk = os.read(proc.stdout.fileno(), 4096)
        if not chunk:
            return None
        seen += chunk
        if marker in seen:
            return seen
    return None


def provider_args(args):
    return ["-provider-path", args.provider_dir, "-provider", "kpqcprovider",
            "-provider", "default"]


def session(args, tmp, server_groups, client_groups, config=None):
    """One s_server/s_client exchange; (client output, server output).
    With config (an openssl.cnf), the providers and groups come from it."""
    env = None
    if config is None:
        sopts = [*provider_args(args), "-groups", server_groups]
        copts = [*provider_args(args), "-groups", client_groups]
    else:
        env = dict(os.environ, OPENSSL_CONF=config)
        sopts = copts = []
    port = free_port()
    server = subprocess.Popen(
        [args.openssl, "s_server", *sopts,
         "-cert", os.path.join(tmp, "cert.pem"), "-key", os.path.join(tmp, "key.pem"),
         "-accept", f"127.0.0.1:{port}", "-naccept", "1", "-tls1_3", "-www"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    try:
        head = wait_for_line(server, b"ACCEPT", time.monotonic() + TIMEOUT)
        if head is None:
            raise AssertionError(f"s_server did not start: {server_groups}")
        client = subprocess.run(
            [args.openssl, "s_client", *copts,
             "-connect", f"127.0.0.1:{port}", "-tls1_3", "-ign_eof"],
            input=b"GET / HTTP/1.0\r\n\r\n", stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            timeout=TIMEOUT, env=env)
        try:
            rest, _ = server.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            server.kill()
            rest, _ = server.communicate()
        return client.stdout.decode(errors="replace"), (head + rest).decode(errors="replace")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()


def run(args, *argv):
    """An openssl command with the providers; (exit status, output)."""
    # the options before any operand (verify takes its files last)
    r = subprocess.run([args.openssl, argv[0], *provider_args(args), *argv[1:]],
                       stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, timeout=TIMEOUT)
    return r.returncode, r.stdout.decode(errors="replace")


def check_keys(args, tmp, alg):
    """genpkey and pkey round trips through PEM and DER; a list of failures."""
    f = {k: os.path.join(tmp, f"{alg}.{k}") for k in
         ("pem", "der", "pem2", "pub.pem", "pub.der", "pub.pem2", "bad.der", "enc", "dec")}
    steps = [
        ("genpkey", ["genpkey", "-algorithm", alg, "-out", f["pem"]]),
        ("pkey PEM->DER", ["pkey", "-in", f["pem"], "-outform", "DER", "-out", f["der"]]),
        ("pkey DER->PEM", ["pkey", "-inform", "DER", "-in", f["der"], "-out", f["pem2"]]),
        ("public PEM", ["pkey", "-in", f["pem"], "-pubout", "-out", f["pub.pem"]]),
        ("public DER", ["pkey", "-pubin", "-in", f["pub.pem"], "-outform", "DER",
                        "-out", f["pub.der"]]),
        ("public DER->PEM", ["pkey", "-pubin", "-inform", "DER", "-in", f["pub.der"],
                             "-out", f["pub.pem2"]]),
        ("encrypt", ["pkey", "-in", f["pem"], "-aes256", "-passout", "pass:kpqc", "-out",
                     f["enc"]]),
        ("decrypt", ["pkey", "-in", f["enc"], "-passin", "pass:kpqc", "-out", f["dec"]]),
        ("check", ["pkey", "-in", f["pem"], "-check", "-noout"]),
    ]
    for what, argv in steps:
        rc, out = run(args, *argv)
        if rc != 0:
            return [f"{what}: exit {rc}: {out[-500:]}"]
    failed = []
    with open(f["pem"], "rb") as a, open(f["pem2"], "rb") as b:
        if a.read() != b.read():
            failed.append("private key PEM -> DER -> PEM differs")
    with open(f["pub.pem"], "rb") as a, open(f["pub.pem2"], "rb") as b:
        if a.read() != b.read():
            failed.append("public key PEM -> DER -> PEM differs")
    with open(f["pem"], "rb") as a:
        if not a.read().startswith(b"-----BEGIN PRIVATE KEY-----"):
            failed.append("not a PKCS#8 PEM file")
    with open(f["enc"], "rb") as a, open(f["pem"], "rb") as b, open(f["dec"], "rb") as c:
        if not a.read().startswith(b"-----BEGIN ENCRYPTED PRIVATE KEY-----"):
            failed.append("-aes256 did not encrypt")
        if b.read() != c.read():
            failed.append("encrypted and decrypted key differs")
    rc, _ = run(args, "pkey", "-in", f["enc"], "-passin", "pass:wrong", "-noout")
    if rc == 0:
        failed.append("decrypted with a wrong passphrase")
    rc, out = run(args, "pkey", "-in", f["pem"], "-text", "-noout")
    if rc != 0 or f"{alg} private key" not in out or "public key (" not in out:
        failed.append(f"pkey -text: {out[-300:]}")
    # a flipped byte in the algorithm's OID: no longer a key of ours
    with open(f["der"], "rb") as a:
        der = bytearray(a.read())
    der[der.index(0x06) + 2] ^= 0x01
    with open(f["bad.der"], "wb") as b:
        b.write(der)
    rc, _ = run(args, "pkey", "-inform", "DER", "-in", f["bad.der"], "-noout")
    if rc == 0:
        failed.append("a DER key with another OID was read")
    return failed


def check_certificate(args, tmp, alg):
    """req -x509 and verify; a list of failures."""
    key, crt, bad = (os.path.join(tmp, f"cert-{alg}.{k}") for k in ("key", "crt", "bad"))
    rc, out = run(args, "req", "-x509", "-newkey", alg, "-nodes", "-keyout", key, "-out", crt,
                  "-days", "1", "-subj", f"/CN={alg} self-signed")
    if rc != 0:
        return [f"req -x509: exit {rc}: {out[-500:]}"]
    failed = []
    # -check_ss_sig: the self-signature is checked too (a trust anchor's
    # is not, by default)
    rc, out = run(args, "verify", "-check_ss_sig", "-CAfile", crt, crt)
    if rc != 0 or f"{crt}: OK" not in out:
        failed.append(f"verify: exit {rc}: {out[-500:]}")
    rc, out = run(args, "x509", "-in", crt, "-noout", "-text")
    if rc != 0 or f"Signature Algorithm: {alg}" not in out:
        failed.append(f"x509 -text does not name {alg}: {out[-300:]}")
    # flip a byte of the signature (the certificate's last bytes) in DER
    rc, _ = run(args, "x509", "-in", crt, "-outform", "DER", "-out", bad)
    with open(bad, "rb") as f:
        der = bytearray(f.read())
    der[-10] ^= 0x01
    with open(bad, "wb") as f:
        f.write(der)
    rc, out = run(args, "x509", "-inform", "DER", "-in", bad, "-out", bad + ".pem")
    if rc != 0:
        failed.append(f"the tampered certificate does not parse: {out[-300:]}")
    else:
        rc, out = run(args, "verify", "-check_ss_sig", "-CAfile", bad + ".pem", bad + ".pem")
        if rc == 0 or "certificate signature failure" not in out:
            failed.append(f"a certificate with a flipped signature byte: {out[-300:]}")
    return failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--openssl", required=True)
    ap.add_argument("--provider-dir", required=True)
    args = ap.parse_args()
    failures = 0
    # a build may have a subset of the sets (KPQC_ALGORITHMS): test what the
    # provider lists, and say what it leaves out
    rc, listed = run(args, "list", "-kem-algorithms", "-signature-algorithms")
    if rc != 0:
        print(f"openssl list with the provider: exit {rc}\n{listed}")
        return 1
    names = set(re.findall(r"[{ ,]([a-z0-9_]+)[ },]", listed))
    absent = [a for a in GROUPS + SIGNATURES if a not in names]
    if absent:
        print(f"not in this build, skipped: {', '.join(absent)}")
    groups = [g for g in GROUPS if g in names]
    signatures = [a for a in SIGNATURES if a in names]
    certificates = [a for a in CERTIFICATES if a in names]
    if not groups and not signatures:
        print("SKIPPED: the provider offers none of the algorithms")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [args.openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
             "-nodes", "-keyout", os.path.join(tmp, "key.pem"), "-out",
             os.path.join(tmp, "cert.pem"), "-days", "1", "-subj", "/CN=localhost"],
            check=True, capture_output=True, timeout=TIMEOUT)
        for group in groups:
            client, server = session(args, tmp, group, group)
            ok = ("HTTP/1.0 200 ok" in client and f"Shared groups: {group}\n" in client
                  and "New, TLSv1.3" in client and "1 server accepts that finished" in server)
            print(f"{group}: {'ok' if ok else 'FAILED'}: handshake, request and response")
            if not ok:
                failures += 1
                print(client[-2000:], server[-2000:], sep="\n")
        for alg in groups + signatures:
            problems = check_keys(args, tmp, alg)
            print(f"{alg}: {'ok' if not problems else 'FAILED'}: genpkey, pkey PEM/DER round trips")
            for p in problems:
                print("   ", p)
            failures += bool(problems)
        for alg in certificates:
            problems = check_certificate(args, tmp, alg)
            print(f"{alg}: {'ok' if not problems else 'FAILED'}: req -x509, verify, tampering")
            for p in problems:
                print("   ", p)
            failures += bool(problems)
        # activation through openssl.cnf alone (docs/openssl.md): providers
        # and the groups of every TLS program from the configuration
        cnf_group = "p384_smaugt3" if "p384_smaugt3" in groups else (groups or [None])[0]
        config = os.path.join(tmp, "openssl.cnf")
        with open(config, "w") as f:
            f.write("openssl_conf = openssl_init\n[openssl_init]\nproviders = provider_sect\n"
                    "ssl_conf = ssl_sect\n[provider_sect]\ndefault = default_sect\n"
                    "kpqcprovider = kpqc_sect\n[default_sect]\nactivate = 1\n"
                    f"[kpqc_sect]\nactivate = 1\nmodule = "
                    f"{os.path.join(os.path.abspath(args.provider_dir), 'kpqcprovider.so')}\n"
                    "[ssl_sect]\nsystem_default = system_default_sect\n"
                    f"[system_default_sect]\nGroups = {cnf_group}\n")
        if cnf_group is not None:
            client, server = session(args, tmp, None, None, config=config)
            ok = "HTTP/1.0 200 ok" in client and f"Shared groups: {cnf_group}\n" in client
            print(f"openssl.cnf activation: {'ok' if ok else 'FAILED'}: {cnf_group} from the "
                  "configuration alone")
            if not ok:
                failures += 1
                print(client[-2000:], server[-2000:], sep="\n")
        mismatches = [(sg, cg) for sg, cg in (("smaugt1", "ntruplus768"),
                                                ("x25519_ntruplus768", "X25519:ntruplus768"))
                      if sg in groups and cg.split(":")[-1] in groups]
        for sg, cg in mismatches:
            client, server = session(args, tmp, sg, cg)
            ok = "no suitable key share" in server and "HTTP/1.0 200 ok" not in client
            print(f"server {sg}, client {cg}: {'ok' if ok else 'FAILED'}: no common group refused")
            if not ok:
                failures += 1
                print(client[-2000:], server[-2000:], sep="\n")
    cases = (2 * len(groups) + len(signatures) + len(certificates) + len(mismatches)
             + (cnf_group is not None))
    print(f"{cases} cases, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
