# SPDX-License-Identifier: Apache-2.0 OR MIT
"""tools/m4sim, the Cortex-M4 cycle model: exact counts on two
hand-counted programs (every rule, and a pqm4-style image), the C fast
path against the Python reference on a real image, determinism, and the
benchmark image's model fields.

Images come from the cortex-m4 build (platform/CMakeLists.txt) through
KPQC_M4SIM_KNOWN, KPQC_M4_TEST_IMAGE and KPQC_M4_BENCH_IMAGE; without
unicorn and capstone run.py skips visibly (ctest SKIP)."""
import hashlib
import io
import json
import os
import struct
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "m4sim"))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))

import m4  # noqa: E402
import m4sim  # noqa: E402
import timing  # noqa: E402


def image(var):
    path = os.environ.get(var)
    if not path or not os.path.exists(path):
        pytest.fail(f"{var} does not name an image (set by the cortex-m4 ctest)")
    return path


def simulate(path, args=(), fast=True):
    out = io.BytesIO()
    sim = m4sim.M4Sim(path, args, fast=fast, out=out)
    status = sim.run()
    return sim, status, out.getvalue().decode(errors="replace")


# test/m4sim/known.S, counted by hand from timing.py's rows and rules
# (the values test_table_constants checks): the region between its two
# platform_cycles() calls is 61 instructions and 144 cycles (returned as
# the exit status); the whole run, reset to the exit bkpt, is 72
# instructions and 10 + 144 + 6 = 160 cycles in 10 blocks, with these
# events (the hand count notes each one).
KNOWN_REGION_CYCLES = 144
KNOWN_TOTAL_INSTRUCTIONS = 72
KNOWN_TOTAL_CYCLES = 160
KNOWN_EVENTS = {"taken-branch": 6, "agu-stall": 2, "writeback-agu-stall": 4,
                "writeback-no-pipeline": 2, "literal-load": 4, "divide-extra": 14,
                "pipelined-load": 5, "wide-unaligned": 19, "store-then-memory": 4,
                "unaligned-run": 6, "unaligned-group": 1, "it-fold": 1}


def test_table_constants_the_known_program_assumes():
    # the hand counts use these values; a change to the table must come
    # with new hand counts
    assert timing.BRANCH_REFILL == 2
    assert (timing.AGU_STALL, timing.WRITEBACK_AGU_STALL, timing.WRITEBACK_NO_PIPELINE,
            timing.LITERAL_LOAD, timing.STORE_THEN_MEMORY, timing.UNALIGNED_RUN) == (1, 1, 1, 0, 0, 1)
    assert timing.VFP_DIVIDE == 14
    assert timing.CYCLES["load"] == 2 and timing.CYCLES["store"] == 1
    assert timing.CYCLES["store-reg"] == 2 and timing.CYCLES["load-store-dual"] == 3
    assert timing.CYCLES["multiply-acc"] == 2 and timing.CYCLES["vfp-mac"] == 3
    assert timing.CYCLES["divide"] == 2


def test_divide_cycles():
    # 2 plus one cycle per 3.2 quotient bits, rounded up: 2..12
    d = timing.divide_cycles
    assert d(4907, 7, False) == 6          # 11 quotient bits
    assert d(5, 7, False) == 2             # no quotient bits
    assert d(7, 0, False) == 2             # division by zero returns early
    assert d(0xFFFFFFFF, 1, False) == 12   # 32 quotient bits
    assert d(0x80000000, 1, True) == 12    # -2^31 / 1
    assert d(0xFFFFFFF9, 7, True) == 3     # -7 / 7: magnitudes, 1 quotient bit
    assert d(0xFFFFFFFF, 1, True) == 3     # -1 / 1
    assert all(2 <= d(n, m, s) <= 12 for n in (0, 1, 1 << 15, 0xFFFFFFFF)
               for m in (0, 1, 3, 1 << 20) for s in (False, True))


@pytest.mark.parametrize("fast", [True, False], ids=["c", "python"])
def test_known_program(fast):
    sim, status, _ = simulate(image("KPQC_M4SIM_KNOWN"), fast=fast)
    assert status == KNOWN_REGION_CYCLES
    assert sim.insns() == KNOWN_TOTAL_INSTRUCTIONS
    assert sim.cycles() == KNOWN_TOTAL_CYCLES
    assert sim.block_count() == 10
    assert sim.events() == KNOWN_EVENTS


@pytest.mark.parametrize("fast", [True, False], ids=["c", "python"])
def test_known_program_profile(fast):
    # leaf: ADDS (1) + BX (1 + P); its refill counts in leaf, the function
    # that branched. The intercepted platform_cycles costs nothing.
    sim, _, _ = simulate(image("KPQC_M4SIM_KNOWN"), fast=fast)
    prof = {name: (cyc, ins) for name, cyc, ins in sim.profile()}
    assert prof == {"reset": (KNOWN_TOTAL_CYCLES - 4, KNOWN_TOTAL_INSTRUCTIONS - 2),
                    "leaf": (4, 2)}


def test_refill_constant_moves_the_total(monkeypatch):
    # the known program takes 6 taken branches inside the region (2 loop
    # back-edges, TBB, BL, BX, B): one more cycle of refill is 6 more cycles
    monkeypatch.setattr(timing, "BRANCH_REFILL", 3)
    sim, status, _ = simulate(image("KPQC_M4SIM_KNOWN"), fast=False)
    assert status == KNOWN_REGION_CYCLES + 6
    assert sim.cycles() == KNOWN_TOTAL_CYCLES + 6


@pytest.mark.parametrize("weight,event,sign", [
    ("AGU_STALL", "agu-stall", 1), ("WRITEBACK_AGU_STALL", "writeback-agu-stall", 1),
    ("WRITEBACK_NO_PIPELINE", "writeback-no-pipeline", 1), ("LITERAL_LOAD", "literal-load", 1),
    ("STORE_THEN_MEMORY", "store-then-memory", 1), ("UNALIGNED_RUN", "unaligned-run", 1),
    ("UNALIGNED_GROUP", "unaligned-group", 1), ("IT_FOLD", "it-fold", -1)])
@pytest.mark.parametrize("fast", [True, False], ids=["c", "python"])
def test_each_rule_moves_the_total_by_its_events(monkeypatch, weight, event, sign, fast):
    # every rule is a fixed number of cycles per event (what validate.py's
    # refit relies on): one more cycle of weight is exactly its count more
    monkeypatch.setattr(timing, weight, getattr(timing, weight) + 1)
    sim, _, _ = simulate(image("KPQC_M4SIM_KNOWN"), fast=fast)
    assert sim.cycles() == KNOWN_TOTAL_CYCLES + sign * KNOWN_EVENTS[event]
    assert sim.events() == KNOWN_EVENTS


# test/m4sim/pqm4_style.S, counted by hand: 25 cycles between its two
# hal_get_time() calls, 39 in all, 24 instructions; nosize (no .size)
# takes 15 cycles in 8 instructions.
@pytest.mark.parametrize("fast", [True, False], ids=["c", "python"])
def test_pqm4_style_program(fast):
    sim, status, _ = simulate(image("KPQC_M4SIM_PQM4_STYLE"), fast=fast)
    assert sim.pqm4                         # recognised by its hal_get_time
    assert status == 25
    assert (sim.insns(), sim.cycles()) == (24, 39)
    prof = {name: (cyc, ins) for name, cyc, ins in sim.profile()}
    assert prof == {"reset": (24, 16), "nosize": (15, 8)}
    assert "nosize" in sim.elf.inferred_sizes
    # PQCLEAN_randombytes answered by the model, free, deterministic
    expect = hashlib.shake_256(b"m4sim randombytes" + struct.pack("<Q", 0)).digest(8)
    assert bytes(sim.uc.mem_read(0x20000000, 8)) == expect


def test_fast_path_equals_python_on_a_real_image():
    path = image("KPQC_M4_TEST_IMAGE")
    a, sa, oa = simulate(path, ["keccakf1600", "sha256"], fast=True)
    b, sb, ob = simulate(path, ["keccakf1600", "sha256"], fast=False)
    assert sa == 0 and sb == 0, oa
    assert "2 passed, 0 failed" in oa
    assert oa == ob
    assert a.insns() == b.insns() > 100000
    assert a.cycles() == b.cycles()
    assert a.events() == b.events()
    assert a.events()["pipelined-load"] > 0 and a.events()["taken-branch"] > 0
    assert [a.kind_cycles(k) for k in range(4)] == [b.kind_cycles(k) for k in range(4)]
    assert a.profile() == b.profile()
    assert sum(c for _, c, _ in a.profile()) == a.cycles()
    assert sum(i for _, _, i in a.profile()) == a.insns()
    # the Keccak and SHA-256 tests spend their cycles in their cores
    assert a.kind_cycles(1) > a.cycles() // 2
    assert a.kind_cycles(2) > 0


def test_deterministic():
    path = image("KPQC_M4_TEST_IMAGE")
    a, _, _ = simulate(path, ["keccakf1600"])
    b, _, _ = simulate(path, ["keccakf1600"])
    assert (a.insns(), a.cycles()) == (b.insns(), b.cycles())


def test_bench_image_reports_model_fields():
    sim, status, out = simulate(image("KPQC_M4_BENCH_IMAGE"),
                                ["--runs", "2", "--only", "NTRU+768"])
    assert status == 0, out
    assert "#clock m4sim-model" in out
    rows = [json.loads(line[7:]) for line in out.splitlines() if line.startswith("#bench ")]
    assert [r["op"] for r in rows] == ["keypair", "encaps", "decaps"]
    for r in rows:
        assert len(r["cycles"]) == 2 and len(r["instructions"]) == 2
        # a deterministic, constant-time operation: the same count twice
        assert r["cycles"][0] == r["cycles"][1]
        assert r["instructions"][0] == r["instructions"][1]
        assert r["instructions"][0] < r["cycles"][0] < 2 * r["instructions"][0]
        assert 0 < r["hash"]["sha3"][0] < r["cycles"][0]
        assert r["hash"]["aes"] == [0, 0]   # randombytes is answered by the model


def test_bench_image_runs_per_operation_and_chunks():
    """--runs-for PREFIX:OP sets one operation's runs, the last matching
    rule winning; more runs than a line holds (100) come as several
    #bench lines, which tools/bench/m4.py joins back into one operation."""
    sim, status, out = simulate(image("KPQC_M4_BENCH_IMAGE"),
                                ["--runs", "1", "--only", "NTRU+768",
                                 "--runs-for", "NTRU+:keypair", "7",
                                 "--runs-for", "NTRU+768:keypair", "101",
                                 "--runs-for", "NTRU+768:decaps", "2"])
    assert status == 0, out
    rows = [json.loads(line[7:]) for line in out.splitlines() if line.startswith("#bench ")]
    assert [(r["op"], len(r["cycles"])) for r in rows] == \
        [("keypair", 100), ("keypair", 1), ("encaps", 1), ("decaps", 2)]
    assert rows[0]["stack"] == rows[1]["stack"]
    merged = m4.merge_chunks(rows)
    assert [(r["op"], len(r["cycles"])) for r in merged] == \
        [("keypair", 101), ("encaps", 1), ("decaps", 2)]
    k = merged[0]
    assert len(k["instructions"]) == 101 and len(k["hash"]["sha3"]) == 101
    assert k["cycles"][100] == rows[1]["cycles"][0]
    # the mean's standard error: sample standard deviation / sqrt(runs)
    assert m4.stats([1, 2, 3, 4])["sem"] == pytest.approx((5 / 3) ** 0.5 / 2)
    assert m4.stats([5])["sem"] == 0.0
    assert m4.runs_of("NTRU+768", "keypair", [("NTRU+:keypair", "7")]) == 7
    assert m4.runs_of("NTRU+768", "encaps", [("NTRU+:keypair", "7")]) == 10
    assert m4.runs_of("HAETAE2", "sign", m4.RUNS_FOR + [("HAETAE", "3")]) == 3


def test_bench_output_folders_made_before_the_run(tmp_path):
    # a long run must not reach its end with nowhere to write
    out = tmp_path / "new" / "deeper"
    m4.parse(["--json", str(out / "bench.json"), "--md", str(tmp_path / "md" / "b.md")])
    assert out.is_dir() and (tmp_path / "md").is_dir()
