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

    def ask(self, *words):
        line = " ".join(w if w != "" else "-" for w in words)
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        assert not answer.startswith("error"), f"oracle refused {line[:80]}: {answer}"
        return bytes.fromhex(answer)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="session")
def oracle():
    o = Oracle()
    yield o
    o.close()
