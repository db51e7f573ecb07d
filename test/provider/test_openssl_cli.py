#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""provider/openssl-cli: the provider through the openssl command line.

  test_openssl_cli.py --openssl PATH --provider-dir DIR

For every group and hybrid: `openssl s_server -www` and `openssl s_client`
over 127.0.0.1 (a free port chosen at run time), the client sending an
HTTP request and the server answering with its status page, which must
name the group as the one shared; then a client and a server with no
common group, which must fail with "no suitable key share". The server's
certificate is a self-signed P-256 one made at run time by the default
provider. Every command has its arguments as a list (no shell) and a
bounded time. Exit 0 when everything passed.
"""
import argparse
import os
import select
import socket
import subprocess
import sys
import tempfile
import time

GROUPS = [
    "smaugt1", "smaugt3", "smaugt5", "smaugttimer",
    "ntruplus768", "ntruplus864", "ntruplus1152",
    "x25519_ntruplus768", "x25519_smaugt1", "p384_ntruplus864", "p384_smaugt3",
]
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


def session(args, tmp, server_groups, client_groups):
    """One s_server/s_client exchange; (client output, server output)."""
    port = free_port()
    server = subprocess.Popen(
        [args.openssl, "s_server", *provider_args(args), "-groups", server_groups,
         "-cert", os.path.join(tmp, "cert.pem"), "-key", os.path.join(tmp, "key.pem"),
         "-accept", f"127.0.0.1:{port}", "-naccept", "1", "-tls1_3", "-www"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        head = wait_for_line(server, b"ACCEPT", time.monotonic() + TIMEOUT)
        if head is None:
            raise AssertionError(f"s_server did not start: {server_groups}")
        client = subprocess.run(
            [args.openssl, "s_client", *provider_args(args), "-groups", client_groups,
             "-connect", f"127.0.0.1:{port}", "-tls1_3", "-ign_eof"],
            input=b"GET / HTTP/1.0\r\n\r\n", stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            timeout=TIMEOUT)
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--openssl", required=True)
    ap.add_argument("--provider-dir", required=True)
    args = ap.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [args.openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
             "-nodes", "-keyout", os.path.join(tmp, "key.pem"), "-out",
             os.path.join(tmp, "cert.pem"), "-days", "1", "-subj", "/CN=localhost"],
            check=True, capture_output=True, timeout=TIMEOUT)
        for group in GROUPS:
            client, server = session(args, tmp, group, group)
            ok = ("HTTP/1.0 200 ok" in client and f"Shared groups: {group}\n" in client
                  and "New, TLSv1.3" in client and "1 server accepts that finished" in server)
            print(f"{group}: {'ok' if ok else 'FAILED'}: handshake, request and response")
            if not ok:
                failures += 1
                print(client[-2000:], server[-2000:], sep="\n")
        for sg, cg in (("smaugt1", "ntruplus768"), ("x25519_ntruplus768", "X25519:ntruplus768")):
            client, server = session(args, tmp, sg, cg)
            ok = "no suitable key share" in server and "HTTP/1.0 200 ok" not in client
            print(f"server {sg}, client {cg}: {'ok' if ok else 'FAILED'}: no common group refused")
            if not ok:
                failures += 1
                print(client[-2000:], server[-2000:], sep="\n")
    print(f"{len(GROUPS) + 2} cases, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
