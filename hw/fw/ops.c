/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Firmware for kpqc_soc: whole operations of the library on Ibex, once in
 * pure software and once with the accelerators (hw/fw/hw_backend.h), on KAT
 * records that the harness loads at __kat_data (hw/fw/kat_image.py):
 * NTRU+768 encapsulation (the derandomized entry point with the record's
 * coins) and decapsulation, HAETAE2 verification (and the rejection of the
 * signature with one bit flipped). Every result is compared with the
 * record. Prints one line per operation and record:
 *   <op> record <n> sw <cycles> hw <cycles> speedup <x> ok|MISMATCH
 * after the unit calls of the accelerated run and the cycles they took
 * (transfers included; a case fails unless the units ran every kernel
 * expected for the operation), and at the end "ops-test: N passed, N
 * failed"; returns 0 only if everything matched. */
#include <stdint.h>
#include <string.h>

#include "hw_backend.h"
#include "kpqc/haetae2.h"
#include "kpqc/ntruplus768.h"
#include "soc.h"

#define NP_COINS 96
#define NP_PK    KPQC_NTRUPLUS768_CRYPTO_PUBLICKEYBYTES
#define NP_SK    KPQC_NTRUPLUS768_CRYPTO_SECRETKEYBYTES
#define NP_CT    KPQC_NTRUPLUS768_CRYPTO_CIPHERTEXTBYTES
#define NP_SS    KPQC_NTRUPLUS768_CRYPTO_BYTES
#define HA_PK    KPQC_HAETAE2_CRYPTO_PUBLICKEYBYTES
#define HA_SIG   KPQC_HAETAE2_CRYPTO_BYTES

/* profile tags (SOC_PROF) of the accelerated runs: hw/fw/profile.py */
#define PROF_ENCAPS 1u
#define PROF_DECAPS 2u
#define PROF_VERIFY 3u

#define KEM_RECORD_BYTES (4 + NP_COINS + NP_PK + NP_SK + NP_CT + NP_SS)

extern const uint32_t __kat_data[];

static unsigned passed, failed;

/* Sets the profile tag; the barriers keep the compiler from moving memory
 * accesses (memset, memcmp of the buffers) across it. */
static void prof_tag(uint32_t tag)
{
    __asm__ volatile("" ::: "memory");
    SOC_PROF = tag;
    __asm__ volatile("" ::: "memory");
}

static void line(const char *op, uint32_t rec, uint32_t sw, uint32_t hw, int ok)
{
    uint32_t x10 = hw ? (uint32_t)(((uint64_t)sw * 10u + hw / 2u) / hw) : 0;
    soc_puts(op);
    soc_puts(" record ");
    soc_putu(rec);
    soc_puts(" sw ");
    soc_putu(sw);
    soc_puts(" hw ");
    soc_putu(hw);
    soc_puts(" speedup ");
    soc_putu(x10 / 10u);
    soc_putc('.');
    soc_putu(x10 % 10u);
    soc_puts(ok ? "x ok\n" : "x MISMATCH\n");
    if (ok)
        passed++;
    else
        failed++;
}

/* prints the accelerated run's unit calls and returns the set of kernels
 * called (bit k: kernel k), then clears the counts */
static unsigned calls(const char *op)
{
    unsigned mask = 0;
    static const char *const name[HW_KERNELS] = {
        "keccak",        "ntt",      "invntt",   "basemul", "basemul_add", "sub_reduce",
        "crepmod3",      "unpack",   "pack",     "ntt",     "invntt",      "pointwise",
        "pointwise_acc", "freeze2q", "reduce2q", "sqnorm2", "add",         "sub",
        "compose",       "double",   "fromcrt",  "hint",    "shift",       "uniform"};
    soc_puts(op);
    soc_puts(" unit calls:");
    for (unsigned k = 0; k < HW_KERNELS; k++) {
        if (hw_calls[k]) {
            mask |= 1u << k;
            soc_putc(' ');
            soc_puts(name[k]);
            soc_putc(' ');
            soc_putu(hw_calls[k]);
            soc_puts(" (");
            soc_putu(hw_cycles_in[k]);
            soc_puts(" cycles)");
        }
        hw_calls[k] = 0;
        hw_cycles_in[k] = 0;
    }
    soc_putc('\n');
    return mask;
}

/* the kernels each accelerated operation must have run on the units: a
 * replacement that the library's code does not reach fails the check */
#define BIT(k) (1u << (k))
#define WANT_ENCAPS                                                                    \
    (BIT(HW_KECCAK) | BIT(HW_NTP_NTT) | BIT(HW_NTP_BASEMUL_ADD) | BIT(HW_NTP_UNPACK) | \
     BIT(HW_NTP_PACK))
#define WANT_DECAPS                                                                \
    (BIT(HW_KECCAK) | BIT(HW_NTP_NTT) | BIT(HW_NTP_INVNTT) | BIT(HW_NTP_BASEMUL) | \
     BIT(HW_NTP_SUB_REDUCE) | BIT(HW_NTP_CREPMOD3) | BIT(HW_NTP_UNPACK) | BIT(HW_NTP_PACK))
/* (verification composes z1 and doubles its entries inline: no compose or
 * double; the row pass's steps run in haetae_poly_verify_row's replacement) */
#define WANT_VERIFY                                                                  \
    (BIT(HW_KECCAK) | BIT(HW_HAE_NTT) | BIT(HW_HAE_INVNTT) | BIT(HW_HAE_POINTWISE) | \
     BIT(HW_HAE_POINTWISE_ACC) | BIT(HW_HAE_FREEZE2Q) | BIT(HW_HAE_REDUCE2Q) |       \
     BIT(HW_HAE_SQNORM2) | BIT(HW_HAE_ADD) | BIT(HW_HAE_SUB) | BIT(HW_HAE_FROMCRT) | \
     BIT(HW_HAE_HINT) | BIT(HW_HAE_SHIFT) | BIT(HW_HAE_UNIFORM))

static uint8_t ct[NP_CT], ss[NP_SS], sig[HA_SIG];

static const uint8_t *kem_record(const uint8_t *p)
{
    uint32_t rec;
    memcpy(&rec, p, 4);
    const uint8_t *coins = p + 4, *pk = coins + NP_COINS, *sk = pk + NP_PK, *kct = sk + NP_SK,
                  *kss = kct + NP_CT;
    uint32_t c[2];
    int ok = 1;
    for (int hw = 0; hw < 2; hw++) {
        hw_accel_on = hw;
        memset(ct, 0, sizeof ct);
        memset(ss, 0, sizeof ss);
        prof_tag(hw ? PROF_ENCAPS : 0u);
        uint32_t t0 = soc_cycles();
        int r = kpqc_ntruplus768_crypto_kem_enc_derand(ct, ss, pk, coins);
        c[hw] = soc_cycles() - t0;
        prof_tag(0u);
        ok &= r == 0 && memcmp(ct, kct, NP_CT) == 0 && memcmp(ss, kss, NP_SS) == 0;
        if (hw)
            ok &= calls("ntruplus768-encaps") == WANT_ENCAPS;
    }
    line("ntruplus768-encaps", rec, c[0], c[1], ok);
    ok = 1;
    for (int hw = 0; hw < 2; hw++) {
        hw_accel_on = hw;
        memset(ss, 0, sizeof ss);
        prof_tag(hw ? PROF_DECAPS : 0u);
        uint32_t t0 = soc_cycles();
        int r = kpqc_ntruplus768_crypto_kem_dec(ss, kct, sk);
        c[hw] = soc_cycles() - t0;
        prof_tag(0u);
        ok &= r == 0 && memcmp(ss, kss, NP_SS) == 0;
        if (hw)
            ok &= calls("ntruplus768-decaps") == WANT_DECAPS;
    }
    line("ntruplus768-decaps", rec, c[0], c[1], ok);
    hw_accel_on = 0;
    return kss + NP_SS;
}

static const uint8_t *sig_record(const uint8_t *p)
{
    uint32_t h[4];
    memcpy(h, p, sizeof h);
    uint32_t rec = h[0], mlen = h[1], ctxlen = h[2], siglen = h[3];
    const uint8_t *pk = p + 16, *ksig = pk + HA_PK, *msg = ksig + ((siglen + 3u) & ~3u),
                  *ctx = msg + ((mlen + 3u) & ~3u);
    uint32_t c[2];
    int ok = siglen == HA_SIG;
    for (int hw = 0; hw < 2 && ok; hw++) {
        hw_accel_on = hw;
        prof_tag(hw ? PROF_VERIFY : 0u);
        uint32_t t0 = soc_cycles();
        int r = kpqc_haetae2_crypto_sign_verify(ksig, siglen, msg, mlen, ctx, ctxlen, pk);
        c[hw] = soc_cycles() - t0;
        prof_tag(0u);
        ok &= r == 0;
        if (hw)
            ok &= calls("haetae2-verify") == WANT_VERIFY;
        /* the same with one bit of the signature's z part flipped: rejected */
        memcpy(sig, ksig, HA_SIG);
        sig[HA_SIG / 2] ^= 0x10;
        ok &= kpqc_haetae2_crypto_sign_verify(sig, siglen, msg, mlen, ctx, ctxlen, pk) != 0;
        memset(hw_calls, 0, sizeof hw_calls);
        memset(hw_cycles_in, 0, sizeof hw_cycles_in);
    }
    hw_accel_on = 0;
    line("haetae2-verify", rec, c[0], c[1], ok);
    return ctx + ((ctxlen + 3u) & ~3u);
}

int main(void)
{
    soc_puts("ops-test: Ibex RV32IMC, whole operations, software against the accelerators\n");
    const uint8_t *p = (const uint8_t *)__kat_data;
    uint32_t h[4];
    memcpy(h, p, sizeof h);
    if (memcmp(p, "KATS", 4) != 0 || h[1] == 0 || h[2] == 0) {
        soc_puts("ops-test: no KAT image at __kat_data (+data=FILE)\n");
        return 1;
    }
    /* h[3]: records of each set to run (0: all); the harness's short runs
     * set it to 1 in their copy of the image */
    uint32_t nk = h[3] && h[3] < h[1] ? h[3] : h[1], ns = h[3] && h[3] < h[2] ? h[3] : h[2];
    p += 16;
    for (uint32_t i = 0; i < nk; i++)
        p = kem_record(p);
    p += (h[1] - nk) * KEM_RECORD_BYTES;
    for (uint32_t i = 0; i < ns; i++)
        p = sig_record(p);
    soc_puts("ops-test: ");
    soc_putu(passed);
    soc_puts(" passed, ");
    soc_putu(failed);
    soc_puts(" failed\n");
    return failed == 0 && passed > 0 ? 0 : 1;
}
