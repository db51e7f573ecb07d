#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""AIMer v3 parameter facts, recomputed: checks src/sign/aimer/params.h,
field.c and CMakeLists.txt against the specification's table.

  tools/gen/aimer_params.py          print the table and the derived sizes
  tools/gen/aimer_params.py --check  exit 1 unless the sources agree

Checked: per set tau, N, log2 N, the S-box exponents (hence L), the domain
byte of the message hash, and the signature size recomputed from its
layout, salt || h1 || h2 || tau x (log2 N seeds || commitment ||
(2L + 3) field elements); the key sizes in CMakeLists.txt; and that the
reduction polynomials of field.c are irreducible (Rabin's test), i.e. the
arithmetic really is a field."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SRC = os.path.join(ROOT, "src", "sign", "aimer")

# name: (lambda, tau, N, exponents, message-hash domain byte, signature bytes)
SETS = {
    "128f": (128, 33, 16, (3, 7, 11), 0x00, 6944),
    "128s": (128, 17, 256, (3, 7, 11), 0x10, 4704),
    "192f": (192, 49, 16, (11, 23, 47), 0x20, 15408),
    "192s": (192, 25, 256, (11, 23, 47), 0x30, 10320),
    "256f": (256, 65, 16, (3, 7, 11, 19), 0x40, 31360),
    "256s": (256, 33, 256, (3, 7, 11, 19), 0x50, 20224),
}
# x^lambda + x^k1 + x^k2 + x^k3 + 1
MODULI = {128: (7, 2, 1), 192: (7, 2, 1), 256: (10, 5, 2)}


def sig_bytes(lam, tau, n, exps):
    fb, logn, l = lam // 8, n.bit_length() - 1, len(exps) - 1
    return fb + 2 * (2 * fb) + tau * (logn * fb + 2 * fb + (2 * l + 3) * fb)


def pmod(a, f):
    df = f.bit_length() - 1
    while a.bit_length() - 1 >= df:
        a ^= f << (a.bit_length() - 1 - df)
    return a


def pmulmod(a, b, f):
    r = 0
    while b:
        if b & 1:
            r ^= a
        b >>= 1
        a = pmod(a << 1, f)
    return pmod(r, f)


def pgcd(a, b):
    while b:
        a, b = b, pmod(a, b)
    return a


def irreducible(f):
    n = f.bit_length() - 1

    def frob(k):          # x^(2^k) mod f
        x = 2
        for _ in range(k):
            x = pmulmod(x, x, f)
        return x

    if frob(n) != 2:
        return False
    primes = [p for p in (2, 3, 5, 7) if n % p == 0]
    return all(pgcd(f, frob(n // p) ^ 2) == 1 for p in primes)


def section(text, cond):
    """The lines of params.h under the #if/#elif whose condition is cond."""
    m = re.search(r"#(?:el)?if " + re.escape(cond) + r"\n(.*?)(?=\n#(?:elif|else|endif))", text,
                  re.S)
    return m.group(1) if m else ""


def check():
    errors = []
    params = open(os.path.join(SRC, "params.h")).read()
    field = open(os.path.join(SRC, "field.c")).read()
    cmake = open(os.path.join(SRC, "CMakeLists.txt")).read()
    for name, (lam, tau, n, exps, prefix, sig) in SETS.items():
        if sig_bytes(lam, tau, n, exps) != sig:
            errors.append(f"{name}: layout gives {sig_bytes(lam, tau, n, exps)} bytes, not {sig}")
        small = name.endswith("s")
        block = section(params, f"AIMER_LAMBDA == {lam} && AIMER_SMALL == {int(small)}")
        for macro, want in (("AIMER_T", tau), ("AIMER_PREFIX_MU", prefix),
                            ("AIMER_SIG_BYTES", sig)):
            m = re.search(r"#define " + macro + r"\s+(0x[0-9A-Fa-f]+|\d+)", block)
            if not m or int(m.group(1), 0) != want:
                errors.append(f"{name}: {macro} should be {want:#x}" if macro.endswith("MU")
                              else f"{name}: {macro} should be {want}")
        lam_block = section(params, f"AIMER_LAMBDA == {lam}")
        m = re.search(r"#define AIMER_EXPONENTS[\s\\]+\{([^}]*)\}", lam_block)
        if not m or tuple(int(x) for x in m.group(1).split(",")) != exps:
            errors.append(f"{name}: exponents should be {exps}")
        m = re.search(r"#define AIMER_L\s+(\d+)", lam_block)
        if not m or int(m.group(1)) != len(exps) - 1:
            errors.append(f"{name}: AIMER_L should be {len(exps) - 1}")
        want = (f"ID aimer{name} SOURCES ${{aimer_sources}} DEFINES AIMER_LAMBDA={lam} "
                f"AIMER_SMALL={int(small)}\n  NIST SIGN NAME AIMer-{name} SIZES {lam // 4} "
                f"{3 * lam // 8} {sig})")
        if want not in cmake:
            errors.append(f"{name}: CMakeLists.txt should register `{want}`")
    for lam, ks in MODULI.items():
        f = (1 << lam) | (1 << ks[0]) | (1 << ks[1]) | (1 << ks[2]) | 1
        if not irreducible(f):
            errors.append(f"x^{lam} + x^{ks[0]} + x^{ks[1]} + x^{ks[2]} + 1 is reducible")
    for lam_is_256, ks in ((True, MODULI[256]), (False, MODULI[128])):
        for k, v in zip(("RED_K1", "RED_K2", "RED_K3"), ks):
            pat = r"#if AIMER_LAMBDA == 256\n(.*?)#else\n(.*?)#endif"
            m = re.search(pat, field, re.S)
            block = m.group(1) if lam_is_256 else m.group(2)
            if not re.search(rf"#define {k}\s+{v}\n", block):
                errors.append(f"field.c: {k} should be {v} for lambda "
                              f"{'256' if lam_is_256 else '128, 192'}")
    return errors


def main():
    if "--check" in sys.argv[1:]:
        errors = check()
        for e in errors:
            print("aimer_params:", e)
        print("aimer_params: ok" if not errors else f"aimer_params: {len(errors)} errors")
        return 1 if errors else 0
    print("| set | lambda | tau | N | exponents | mu byte | sig bytes |")
    for name, (lam, tau, n, exps, prefix, _sig) in SETS.items():
        print(f"| aimer-{name} | {lam} | {tau} | {n} | {exps} | {prefix:#04x} | "
              f"{sig_bytes(lam, tau, n, exps)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
