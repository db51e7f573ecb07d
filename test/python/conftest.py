# SPDX-License-Identifier: Apache-2.0 OR MIT
"""The oracle process shared by the differential tests: kpqc-oracle, run
natively or through the target's emulator, answering one line per request."""
import os
import shlex
import subprocess

import pytest


class Oracle:
    def __init__(self):
        exe = os.environ.get("KPQC_ORACLE")
        if not exe:
            pytest.skip("KPQC_ORACLE not set (run through ctest)")
        emulator = shlex.split(os.environ.get("KPQC_EMULATOR", "").replace(";", " "))
        self.proc = subprocess.Popen(emulator + [exe], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def words(self, *words):
        """Send one request; return the answer's words."""
        line = " ".join(w if w != "" else "-" for w in words)
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        assert answer and not answer.startswith("error"), f"oracle refused {line[:80]}: {answer}"
        return answer.split(" ")

    def ask(self, *words):
        """A request answered by one hex string ("-" when empty)."""
        word = self.words(*words)[0]
        return b"" if word == "-" else bytes.fromhex(word)

    def algorithm(self, verb, name, *args):
        """An algorithm request: None for an unknown name, else
        (status, [bytes, ...])."""
        answer = self.words(verb, name, *args)
        if answer == ["unknown"]:
            return None
        return int(answer[0]), [bytes.fromhex(h) if h != "-" else b"" for h in answer[1:]]

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="session")
def oracle():
    o = Oracle()
    yield o
    o.close()
