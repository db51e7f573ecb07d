#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Handshake cost of the provider's TLS 1.3 groups over loopback (a
benchmark, not a test).

  tools/measure/tls-handshakes.py [--provider-dir DIR] [--rounds N] [--seconds S]
                                  [--groups g1,g2,...]

One `openssl s_server` per group (self-signed P-256 certificate, the group
alone) listens on 127.0.0.1; `openssl s_time -new` makes full handshakes
to it for S seconds, its group list set through an OPENSSL_CONF
system_default section (s_time has no -groups option; a client offering
another group would fail, so a count proves the group was used). Groups
are measured interleaved, round after round, and reported as the median
rate with its range over the rounds. Client and server share the machine:
the rate is the pair's, both halves of the key exchange, ECDSA P-256
signing and verification, the record layer and the loopback stack.
Processes run with ASLR off (setarch -R) where setarch exists.
"""
import argparse
import os
import platform
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

DEFAULT_GROUPS = ["x25519", "ntruplus768", "x25519_ntruplus768", "smaugt1", "x25519_smaugt1"]


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def no_aslr():
    setarch = shutil.which("setarch")
    return [setarch, platform.machine(), "-R"] if setarch else []


def start_server(openssl, prov, tmp, group):
    port = free_port()
    log = open(os.path.join(tmp, f"server-{group}.log"), "wb")
    proc = subprocess.Popen(
        [*no_aslr(), openssl, "s_server", *prov, "-groups", group, "-tls1_3",
         "-cert", os.path.join(tmp, "cert.pem"), "-key", os.path.join(tmp, "key.pem"),
         "-accept", f"127.0.0.1:{port}", "-quiet"],
        stdin=subprocess.PIPE, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                pass  # one TCP connection without TLS: the server logs and goes on
            return proc, port, log
        except OSError:
            time.sleep(0.05)
    proc.kill()
    raise SystemExit(f"s_server for {group} did not start")


def client_config(tmp, group):
    path = os.path.join(tmp, f"client-{group}.cnf")
    with open(path, "w") as f:
        f.write("openssl_conf = conf\n[conf]\nssl_conf = ssl_sect\n"
                "[ssl_sect]\nsystem_default = sys_sect\n"
                f"[sys_sect]\nGroups = {group}\nMinProtocol = TLSv1.3\n")
    return path


def measure(openssl, prov, tmp, group, port, seconds):
    env = dict(os.environ, OPENSSL_CONF=client_config(tmp, group))
    start = time.monotonic()
    r = subprocess.run(
        [*no_aslr(), openssl, "s_time", *prov, "-connect", f"127.0.0.1:{port}", "-new",
         "-tls1_3", "-time", str(seconds)],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=seconds + 30)
    wall = time.monotonic() - start
    out = r.stdout.decode(errors="replace")
    m = re.search(r"(\d+) connections in [\d.]+s", out)
    if r.returncode != 0 or m is None or int(m.group(1)) == 0:
        raise SystemExit(f"s_time over {group} failed:\n{out[-1500:]}")
    return int(m.group(1)) / wall


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--provider-dir", default=os.path.join(root, "build", "host", "provider"))
    ap.add_argument("--openssl", default=shutil.which("openssl") or "openssl")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=int, default=3)
    ap.add_argument("--groups", default=",".join(DEFAULT_GROUPS))
    args = ap.parse_args()
    groups = args.groups.split(",")
    prov = ["-provider-path", args.provider_dir, "-provider", "kpqcprovider",
            "-provider", "default"]
    rates = {g: [] for g in groups}
    servers = []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [args.openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt",
             "ec_paramgen_curve:P-256", "-nodes", "-keyout", os.path.join(tmp, "key.pem"),
             "-out", os.path.join(tmp, "cert.pem"), "-days", "1", "-subj", "/CN=localhost"],
            check=True, capture_output=True, timeout=30)
        try:
            ports = {}
            for g in groups:
                proc, port, log = start_server(args.openssl, prov, tmp, g)
                servers.append((proc, log))
                ports[g] = port
            for rnd in range(args.rounds):
                for g in groups:
                    rates[g].append(measure(args.openssl, prov, tmp, g, ports[g], args.seconds))
                print(f"round {rnd + 1}/{args.rounds}: " +
                      ", ".join(f"{g} {rates[g][-1]:.0f}/s" for g in groups), file=sys.stderr)
        finally:
            for proc, log in servers:
                proc.kill()
                proc.wait()
                log.close()
    version = subprocess.run([args.openssl, "version"], capture_output=True, text=True).stdout
    print(f"TLS 1.3 full handshakes per second over 127.0.0.1, {platform.machine()}, "
          f"{version.strip()}; {args.rounds} interleaved rounds of {args.seconds} s; "
          "server certificate ECDSA P-256\n")
    print("| group | handshakes/s (median) | range | vs x25519 |")
    print("|---|---:|---:|---:|")
    base = statistics.median(rates["x25519"]) if "x25519" in rates else None
    for g in groups:
        med = statistics.median(rates[g])
        rel = f"{med / base:.2f}" if base else ""
        print(f"| {g} | {med:.0f} | {min(rates[g]):.0f}-{max(rates[g]):.0f} | {rel} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
