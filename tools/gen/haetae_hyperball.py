#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Constants of the HAETAE v1.2.0 hyperball sampler (src/sign/haetae/
hyperball.c and fixpoint.h): print them as C and check them.

1. The 83-bit CDT of the discrete half-Gaussian on {0, 1, 2, ...} with
   weights exp(-k^2 / 512) (sigma 16). Entry k approximates
   2^83 P(X <= k). The 166 values below are facts of the specification
   (reference v1.2.0 sampler.c); they are not an exact floor or rounding of
   the true CDF (they differ from floor(2^83 CDF(k)) by 1..11 units, a
   trace of the precision they were computed with), so this script does
   not re-derive them: it checks them against the exact distribution
   (|error| <= 16 units of 2^-83, strictly increasing, below 2^83) and
   prints them in the split form the C code uses (high 42 and low 41
   bits of each entry).
2. The first Newton step for 1/sqrt(s), s ~ D = (K + L) N + 2:
   round(2^76 * 3 / (2 sqrt(D))) and round(2^76 / D^(3/2)), derived here.
   Also haetae.h's HAETAE_CDT_TAIL, where the run of entries with high
   part 2^42 - 1 starts.
3. The degree-10 exp(-z) polynomial (facts, highest degree first, units
   2^-48): checked, by evaluating it exactly as the C code does (Horner,
   each product rounded up), to stay above exp(-z) and within 2^-40 of it
   on z in [0, 0.7].

  python3 tools/gen/haetae_hyperball.py           print the C blocks
  python3 tools/gen/haetae_hyperball.py --check   exit 1 unless the sources
                                                  contain them verbatim
"""
import os
import re
import sys
from decimal import Decimal, getcontext

getcontext().prec = 120

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "..", "src", "sign", "haetae")

CDT83 = [
    0x063a50aa572bc88db1e28, 0x0c7184f3820e69064b2ee, 0x129f6d68dc44dd1418704,
    0x18bdf6587a04d9b97b1dd, 0x1ec739b843ce0a65d0050, 0x24b5902b62cb869003e7d,
    0x2a83a0d44f194f8bf43c6, 0x302c6faa0c7acb211b4db, 0x35ab6a11387f7f524be80,
    0x3afc718526ca6f2ceb77f, 0x401be42a01a906b7dad17, 0x4506a32e5337a1966b9a7,
    0x49ba16f00f7ac9735f58a, 0x4e3430e6c48f40642ba60, 0x52736b6192fa1afb5e4ec,
    0x5676c7339dba8ffc2fcf5, 0x5a3dc7746cbe1ac90c9eb, 0x5dc86b83004341d78466f,
    0x61172781dcca572bb3d8a, 0x642adb880376cc82a5384, 0x6704c9c68a5c477dfecb9,
    0x69a68be45ceb02a25fef3, 0x6c1207d1a8ccd208dbaa1, 0x6e496452c002b9085e7db,
    0x704efd7ef361c5551378d, 0x7225596b4ff49d9e5a8bb, 0x73cf1d337c94ede732d83,
    0x754f028c75b8d3fe83c38, 0x76a7ce05d7bd130fe20e0, 0x77dc46170e60b76d85108,
    0x78ef2b0e59892414901ff, 0x79e32ff05cf70b911f3de, 0x7abaf4501460fdfd508c9,
    0x7b78ff20b1303a2a54906, 0x7c1fba7d3badbeb04b20c, 0x7cb1705ce666b741b666d,
    0x7d304826e689fded20430, 0x7d9e45155d1354fcf6ff6, 0x7dfd455469226a1d318f6,
    0x7e4f01c8d3820cfa9cabc, 0x7e950e68d83bbf700fc40, 0x7ed0db1152d8944042803,
    0x7f03b4c1e741aabe53700, 0x7f2ec72b94c56e0f9a967, 0x7f531e7e5a80a79e4539c,
    0x7f71a9641c5d11feb4d12, 0x7f8b3b18b71598b73dde0, 0x7fa08d9112fb5a7904d7e,
    0x7fb243a4f57cbefabc820, 0x7fc0eb314025fd5022976, 0x7fccff2a2b228aab1981b,
    0x7fd6e996ce1e60378cd98, 0x7fdf0570ec64b38e3ca90, 0x7fe5a0657269615dcd7c6,
    0x7feafc7360038bdc85312, 0x7fef5167fa02a57a8ae1a, 0x7ff2ce380fab2ea9b2bef,
    0x7ff59a36e6abd6509b5a2, 0x7ff7d62bfcf1d6ba81c37, 0x7ff99d4946e8bf96caa93,
    0x7ffb0603e6262ea8cda2d, 0x7ffc22d18c8b333ae9203, 0x7ffd02ccdedb5a7718d61,
    0x7ffdb24333ecab8497c0a, 0x7ffe3b2e06eb33bf2b7d9, 0x7ffea59a5f6c550dfe7e2,
    0x7ffef800548f3927f906e, 0x7fff378cac146b573bc40, 0x7fff685e6dadec4b6aff1,
    0x7fff8dba17dfa17def8ec, 0x7fffaa33f84d06ce20a93, 0x7fffbfd2fe967c5186746,
    0x7fffd02d37ecd7e9b180f, 0x7fffdc7efafa8bd33f0bb, 0x7fffe5bda826341e791cc,
    0x7fffeca6c1c6ce045599f, 0x7ffff1cc02c0faa9a526e, 0x7ffff59d002901a4a4e52,
    0x7ffff86ecbd139ce07540, 0x7ffffa81f9f15ffb47f4c, 0x7ffffc075b17481687af0,
    0x7ffffd23ad13e68301c65, 0x7ffffdf27955fae1c84cb, 0x7ffffe884cdb07368c266,
    0x7ffffef46d4f897fc83f6, 0x7fffff4227e46663ec049, 0x7fffff79d091c1b5aff07,
    0x7fffffa183c533c3890a6, 0x7fffffbdb8a602066b0f2, 0x7fffffd1af06df3db86b7,
    0x7fffffdfc1a818587e2aa, 0x7fffffe9a37a348ac2a93, 0x7ffffff08d0797970dbfe,
    0x7ffffff55df73fd7a00bc, 0x7ffffff8b5aa573bca5ce, 0x7ffffffb053c109f51681,
    0x7ffffffc9c9bd39a036ec, 0x7ffffffdb40bd4ee1f846, 0x7ffffffe72fa859b20a4a,
    0x7ffffffef4edda93d266d, 0x7fffffff4d07a9fb0d4e0, 0x7fffffff88868ef31b1cc,
    0x7fffffffb08c16a3f5f0c, 0x7fffffffcb5d30be5cabf, 0x7fffffffdd43465d95fe6,
    0x7fffffffe929a538ad2fa, 0x7ffffffff10b1c2119732, 0x7ffffffff63df8795a2c9,
    0x7ffffffff9a87a0a9f2af, 0x7ffffffffbe4df6f0f4a9, 0x7ffffffffd5a10f204910,
    0x7ffffffffe4c6f1668b32, 0x7ffffffffee939680bfaf, 0x7fffffffff4e4216290db,
    0x7fffffffff8f1c044613e, 0x7fffffffffb892dc2b174, 0x7fffffffffd2fb4188608,
    0x7fffffffffe3bc0a56eba, 0x7fffffffffee523b218c6, 0x7ffffffffff4fc31097e3,
    0x7ffffffffff929d76dbeb, 0x7ffffffffffbc5e7c0350, 0x7ffffffffffd6586c6684,
    0x7ffffffffffe6716865f7, 0x7fffffffffff0613c76e2, 0x7fffffffffff67d62ab64,
    0x7fffffffffffa3b6664c0, 0x7fffffffffffc83e13d66, 0x7fffffffffffde713ef71,
    0x7fffffffffffebe18936f, 0x7ffffffffffff3fbfc997, 0x7ffffffffffff8d9fa29a,
    0x7ffffffffffffbc372590, 0x7ffffffffffffd7fb7dfd, 0x7ffffffffffffe87747f9,
    0x7fffffffffffff2368b89, 0x7fffffffffffff7f44d88, 0x7fffffffffffffb52a49b,
    0x7fffffffffffffd4a9ffb, 0x7fffffffffffffe700579, 0x7ffffffffffffff1a287f,
    0x7ffffffffffffff7c6f06, 0x7ffffffffffffffb4fa99, 0x7ffffffffffffffd56300,
    0x7ffffffffffffffe7e364, 0x7fffffffffffffff268d7, 0x7fffffffffffffff85e8e,
    0x7fffffffffffffffbbb6f, 0x7fffffffffffffffd9f49, 0x7fffffffffffffffeae2c,
    0x7ffffffffffffffff453d, 0x7ffffffffffffffff9928, 0x7ffffffffffffffffc797,
    0x7ffffffffffffffffe12f, 0x7ffffffffffffffffef3c, 0x7fffffffffffffffff6eb,
    0x7fffffffffffffffffb1b, 0x7fffffffffffffffffd60, 0x7fffffffffffffffffe9a,
    0x7ffffffffffffffffff43, 0x7ffffffffffffffffff9e, 0x7ffffffffffffffffffce,
    0x7ffffffffffffffffffe7, 0x7fffffffffffffffffff4, 0x7fffffffffffffffffffb,
    0x7fffffffffffffffffffe,
]

EXP_COEF = [55868746, -743564434, 6953427278, -55833338892, 390932311155,
            -2345623661771, 11728123872951, -46912496106200, 140737488354861,
            -281474976710650, 281474976710657]

MODES = {2: (2, 4), 3: (3, 6), 5: (4, 7)}  # mode: (K, L)
N = 256


def check_cdt():
    assert len(CDT83) == 166
    rho = [(Decimal(-k * k) / 512).exp() for k in range(600)]
    total = sum(rho)
    acc = Decimal(0)
    for k, v in enumerate(CDT83):
        acc += rho[k]
        exact = acc / total * (Decimal(2) ** 83)
        assert abs(Decimal(v) - exact) <= 16, (k, v, exact)
        assert k == 0 or v > CDT83[k - 1]
        assert v < 1 << 83
        assert k < 76 or v >> 64 == 0x7ffff


def ceil_div(a, b):
    return -((-a) // b)


def approx_exp(z):
    acc = EXP_COEF[0]
    for c in EXP_COEF[1:]:
        acc = ceil_div(acc * z, 1 << 48) + c
    return acc


def check_exp():
    for i in range(0, 7001):
        z = (i * (1 << 48)) // 10000
        e = (Decimal(-z) / (Decimal(2) ** 48)).exp() * (Decimal(2) ** 48)
        a = approx_exp(z)
        assert a >= e, (z, a, e)
        assert a - e < 2 ** 8, (z, a - e)


def newton_consts(mode):
    k, l = MODES[mode]
    d = Decimal((k + l) * N + 2)
    one = Decimal(2) ** 76
    const = int((one * 3 / (2 * d.sqrt())).to_integral_value())
    slope = int((one / (d.sqrt() ** 3)).to_integral_value())
    return const, slope


def fx(v):
    return "{UINT64_C(0x%x), UINT64_C(0x%x)}" % (v & ((1 << 48) - 1), v >> 48)


def cdt_block():
    """The CDT as two 64-bit words per entry: the high 42 and the low 41
    bits of the 83-bit value, so that one comparison is two subtractions
    whose borrows are plain sign bits (hyperball.c, cdt_sample)."""
    out = ["const uint64_t haetae_cdt_high[HAETAE_CDT_LEN] = {"]
    highs = [v >> 41 for v in CDT83]
    for i in range(0, 166, 3):
        out.append("    " + " ".join("UINT64_C(0x%011x)," % x for x in highs[i:i + 3]))
    out.append("};")
    out.append("const uint64_t haetae_cdt_low[HAETAE_CDT_LEN] = {")
    lows = [v & ((1 << 41) - 1) for v in CDT83]
    for i in range(0, 166, 3):
        out.append("    " + " ".join("UINT64_C(0x%011x)," % x for x in lows[i:i + 3]))
    out.append("};")
    return "\n".join(out) + "\n"


def newton_block():
    out = []
    for i, mode in enumerate((2, 3, 5)):
        const, slope = newton_consts(mode)
        out.append(("#if" if i == 0 else "#elif") + " HAETAE_MODE == %d" % mode
                   if mode != 5 else "#else")
        out.append("static const haetae_fx first_step_const = %s;" % fx(const))
        out.append("static const haetae_fx first_step_slope = %s;" % fx(slope))
    out.append("#endif")
    return "\n".join(out) + "\n"


def cdt_tail():
    """haetae.h's HAETAE_CDT_TAIL: the first entry from which every high
    part is 2^42 - 1 (the AVX2 sampler counts those by their low parts)."""
    highs = [v >> 41 for v in CDT83]
    tail = len(highs)
    while tail > 0 and highs[tail - 1] == (1 << 42) - 1:
        tail -= 1
    assert 0 < tail < len(highs)
    return tail


def cdt_limb_runs():
    """native/aarch64/hyperball_neon.c's CDT_TWO and CDT_ONE: the first
    entries from which bits 62..82, and bits 31..82, of every entry are all
    ones (the NEON sampler compares those entries by fewer limbs)."""
    def first(bit):
        k = len(CDT83)
        while k > 0 and CDT83[k - 1] >> bit == (1 << (83 - bit)) - 1:
            k -= 1
        return k
    return first(62), first(31)


def main():
    check_cdt()
    check_exp()
    blocks = {"hyperball.c": cdt_block(), "fixpoint.h": newton_block()}
    tail_re = re.compile(r"^#define HAETAE_CDT_TAIL +(\d+) ", re.M)
    if "--check" in sys.argv[1:]:
        ok = True
        for name, block in blocks.items():
            with open(os.path.join(SRC, name)) as f:
                if block not in f.read():
                    print("%s: generated block missing or different" % name)
                    ok = False
        with open(os.path.join(SRC, "haetae.h")) as f:
            m = tail_re.search(f.read())
        if m is None or int(m.group(1)) != cdt_tail():
            print("haetae.h: HAETAE_CDT_TAIL missing or not %d" % cdt_tail())
            ok = False
        with open(os.path.join(SRC, "native", "aarch64", "hyperball_neon.c")) as f:
            neon = f.read()
        for name, value in zip(("CDT_TWO", "CDT_ONE"), cdt_limb_runs()):
            if not re.search(r"^#define %s +%d$" % (name, value), neon, re.M):
                print("hyperball_neon.c: %s missing or not %d" % (name, value))
                ok = False
        sys.exit(0 if ok else 1)
    for name, block in blocks.items():
        print("/* %s */" % name)
        print(block)
    print("/* haetae.h */\n#define HAETAE_CDT_TAIL %d" % cdt_tail())
    print("/* native/aarch64/hyperball_neon.c */\n#define CDT_TWO %d\n#define CDT_ONE %d"
          % cdt_limb_runs())


if __name__ == "__main__":
    main()
