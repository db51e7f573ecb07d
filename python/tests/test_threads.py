# SPDX-License-Identifier: Apache-2.0 OR MIT
"""8 threads running operations at once give correct results."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import kpqclean

THREADS = 8
ROUNDS = 12
KEM_NAMES = [a.name for a in kpqclean.kem_algorithms()]
SIG_NAMES = [a.name for a in kpqclean.sig_algorithms()]


def pick(built: list[str], wanted: tuple[str, ...]) -> list[str]:
    """The wanted sets that are built, else (a build of a few sets) whatever is."""
    return [n for n in wanted if n in built] or built[:4]


def test_eight_threads_mixed_operations():
    kems = [kpqclean.KEM(n) for n in pick(KEM_NAMES, ("NTRU+768", "SMAUG-T1", "SMAUG-T5", "NTRU+1152"))]
    wanted = ("HAETAE2", "AIMer-128f", "HAETAE5", "AIMer-128s")
    sigs = [kpqclean.Signature(n) for n in pick(SIG_NAMES, wanted)]
    # fixed answers computed beforehand on this thread, compared against below
    expected_kem = {}
    for kem in kems:
        pk, sk = kem.keypair_derand(bytes(kem.info.keypair_seed_size))
        expected_kem[kem.name] = (pk, sk, kem.encaps_derand(pk, bytes(kem.info.encaps_coins_size)))
    expected_sig = {}
    for sig in sigs:
        pk, sk = sig.keypair_derand(bytes(sig.info.keypair_seed_size))
        expected_sig[sig.name] = (pk, sk, sig.sign_derand(b"t", sk, bytes(sig.info.sign_coins_size)))
    start = threading.Barrier(THREADS)

    def work(t: int) -> int:
        start.wait()
        done = 0
        for r in range(ROUNDS):
            kem = kems[(t + r) % len(kems)]
            pk, sk, (ct0, ss0) = expected_kem[kem.name]
            assert kem.encaps_derand(pk, bytes(kem.info.encaps_coins_size)) == (ct0, ss0)
            assert kem.decaps(ct0, sk) == ss0
            ct, ss = kem.encaps(pk)
            assert kem.decaps(ct, sk) == ss
            sig = sigs[(t + r) % len(sigs)]
            pk, sk, s0 = expected_sig[sig.name]
            msg = f"thread {t} round {r}".encode()
            s = sig.sign(msg, sk, context=bytes([t]))
            assert sig.verify(s, msg, pk, context=bytes([t]))
            assert not sig.verify(s, msg, pk, context=bytes([t + 1]))
            assert sig.sign_derand(b"t", sk, bytes(sig.info.sign_coins_size)) == s0
            done += 1
        return done

    with ThreadPoolExecutor(THREADS) as pool:
        results = list(pool.map(work, range(THREADS)))
    assert results == [ROUNDS] * THREADS


def test_gil_released_during_c_calls():
    """Another Python thread runs while one thread is inside a long C call.

    With the GIL held for the whole call the ticker below could not tick
    until it returned; released, it ticks about once a millisecond.
    """
    sig = kpqclean.Signature(pick(SIG_NAMES, ("AIMer-256s",))[0])
    pk, sk = sig.keypair()
    message = bytes(8 * 1024 * 1024)  # hashing it alone takes tens of milliseconds
    ticks = []
    inside = threading.Event()
    stop = threading.Event()

    def ticker():
        inside.wait()
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    t = threading.Thread(target=ticker)
    t.start()
    try:
        inside.set()
        begin = time.perf_counter()
        s = sig.sign(message, sk)
        end = time.perf_counter()
    finally:
        stop.set()
        t.join()
    during = [x for x in ticks if begin < x < end]
    assert end - begin > 0.01, "the call was too short to tell"
    assert len(during) >= 3, f"{len(during)} ticks in {1000 * (end - begin):.1f} ms"
    assert sig.verify(s, message, pk)
