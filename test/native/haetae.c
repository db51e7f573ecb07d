/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE native kernels against their portable twins (src/sign/haetae/
 * native/api.h), for the parameter set this program is compiled for: each
 * kernel on RANDOM_RUNS random inputs within its documented bounds and on
 * the extremes of those bounds (all minimal, all maximal, alternating).
 * Each kernel's test is compiled where the backend of this build (AVX2 on
 * x86-64, NEON on AArch64, assembly on the Cortex-M4) has the kernel. */
#include <stdlib.h>

#include "native_test.h"
#include "haetae.h"
#include "native/api.h"
#include "fixpoint.h"
#include "fips202.h"

#define RANDOM_RUNS 1000

#if defined(HAETAE_NATIVE_FEATURES)

static unsigned checks;

/* Fills a with values in [lo, hi]; pattern 0: random, 1: all lo, 2: all hi,
 * 3: alternating lo, hi; 4: alternating hi, lo. */
static void fill(haetae_poly *a, int64_t lo, int64_t hi, int pattern)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        int64_t v;
        switch (pattern) {
        case 1: v = lo; break;
        case 2: v = hi; break;
        case 3: v = (i & 1) ? hi : lo; break;
        case 4: v = (i & 1) ? lo : hi; break;
        default: v = nt_range(lo, hi); break;
        }
        a->c[i] = (int32_t)v;
    }
}

#define PATTERNS 5
/* run r: the extremes first, then random inputs */
static int pattern_of(unsigned r)
{
    return r < PATTERNS - 1 ? (int)r + 1 : 0;
}

#if defined(HAETAE_NATIVE_NTT)
static void test_ntt(void)
{
    const int64_t b = (INT64_C(1) << 30) - 8 * HAETAE_Q - 1;
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        haetae_poly a, n, p;
        fill(&a, -b, b, pattern_of(r));
        n = a;
        p = a;
        haetae_native_ntt(&n);
        haetae_ntt_c(&p);
        nt_same("ntt", &n, &p, sizeof n);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_INVNTT_TOMONT)
static void test_invntt(void)
{
    const int64_t b = (INT64_C(1) << 23) - 1;
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        haetae_poly a, n, p;
        fill(&a, -b, b, pattern_of(r));
        n = a;
        p = a;
        haetae_native_invntt_tomont(&n);
        haetae_invntt_tomont_c(&p);
        nt_same("invntt_tomont", &n, &p, sizeof n);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_POINTWISE_MONTGOMERY)
/* Products |a b| < 2^31 q: a any int32 with |b| < q, or both below 2^23. */
static void test_pointwise(void)
{
    unsigned r;
    for (r = 0; r < 2 * (RANDOM_RUNS + PATTERNS); r++) {
        const int wide = r & 1;
        const int pattern = pattern_of(r / 2);
        haetae_poly a, b, acc, n, p;
        if (wide) {
            fill(&a, INT32_MIN, INT32_MAX, pattern);
            fill(&b, -(HAETAE_Q - 1), HAETAE_Q - 1, pattern);
        } else {
            fill(&a, -((1 << 23) - 1), (1 << 23) - 1, pattern);
            fill(&b, -((1 << 23) - 1), (1 << 23) - 1, pattern == 0 ? 0 : 5 - pattern);
        }
        haetae_native_poly_pointwise_montgomery(&n, &a, &b);
        haetae_poly_pointwise_montgomery_c(&p, &a, &b);
        nt_same("pointwise_montgomery", &n, &p, sizeof n);
        fill(&acc, -(1 << 30), 1 << 30, pattern == 0 ? 0 : 1 + (pattern % 4));
        n = acc;
        p = acc;
        haetae_native_poly_pointwise_acc_montgomery(&n, &a, &b);
        haetae_poly_pointwise_acc_montgomery_c(&p, &a, &b);
        nt_same("pointwise_acc_montgomery", &n, &p, sizeof n);
        checks += 2;
    }
}
#endif

/* ---- the hyperball sampler ---------------------------------------------- */

#if defined(HAETAE_NATIVE_CDT_SAMPLE)
/* Random values and every table entry's own value, one below and one above
 * (the comparison boundaries), plus 0 and the largest value. */
static void cdt_check(uint64_t lo, uint32_t hi)
{
    uint32_t n = 0xffffffffu, p = haetae_cdt_sample_c(lo, hi);
    haetae_native_cdt_sample(&n, lo, hi);
    nt_same("cdt_sample", &n, &p, sizeof n);
    checks++;
#if defined(HAETAE_NATIVE_CDT_SAMPLE2)
    {
        /* the two-value kernel, the value in either lane, a random one in
         * the other */
        uint32_t n2[2], p2[2];
        const uint64_t lo2 = nt_rand64();
        const uint32_t hi2 = (uint32_t)nt_rand64() & 0x7ffffu;
        p2[0] = p;
        p2[1] = haetae_cdt_sample_c(lo2, hi2);
        haetae_native_cdt_sample2(n2, lo, hi, lo2, hi2);
        nt_same("cdt_sample2", n2, p2, sizeof n2);
        p2[0] = p2[1];
        p2[1] = p;
        haetae_native_cdt_sample2(n2, lo2, hi2, lo, hi);
        nt_same("cdt_sample2 swapped", n2, p2, sizeof n2);
        checks += 2;
    }
#endif
}

static void test_cdt_sample(void)
{
    unsigned r, k;
    cdt_check(0, 0);
    cdt_check(~UINT64_C(0), (1u << 19) - 1);
    for (r = 0; r < RANDOM_RUNS; r++) {
        uint8_t b[11];
        uint64_t lo = 0;
        unsigned i;
        nt_bytes(b, sizeof b);
        for (i = 0; i < 8; i++)
            lo |= (uint64_t)b[i] << (8 * i);
        cdt_check(lo, ((uint32_t)b[8] | (uint32_t)b[9] << 8 | (uint32_t)b[10] << 16) & 0x7ffffu);
    }
    for (k = 0; k < HAETAE_CDT_LEN; k++) {
        /* value = high 2^41 + low: lo gets high's low 23 bits, hi the rest */
        const uint64_t lo = (haetae_cdt_high[k] << 41) | haetae_cdt_low[k];
        const uint32_t hi = (uint32_t)(haetae_cdt_high[k] >> 23);
        cdt_check(lo, hi);
        cdt_check(lo - 1, lo == 0 ? hi - 1 : hi);
        cdt_check(lo + 1, lo == ~UINT64_C(0) ? hi + 1 : hi);
    }
}
#endif

#if defined(HAETAE_NATIVE_GAUSS_TRIALS)
static void put_le(uint8_t *p, uint64_t v, unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        p[i] = (uint8_t)(v >> (8 * i));
    }
}

/* The portable exponent of a draw's trial (gauss_trial in hyperball.c), to
 * put the rejection value right at the acceptance boundary. */
static uint64_t trial_exp(const uint8_t *d, uint64_t x)
{
    haetae_fx y, sq;
    uint64_t z;
    y.lo = 0;
    y.hi = 0;
    memcpy(&y.lo, d + 17, 6);
    memcpy(&y.hi, d + 23, 3);
    y.lo = (uint64_t)d[17] | (uint64_t)d[18] << 8 | (uint64_t)d[19] << 16 | (uint64_t)d[20] << 24 |
           (uint64_t)d[21] << 32 | (uint64_t)d[22] << 40;
    y.hi = ((uint64_t)d[23] | (uint64_t)d[24] << 8 | (uint64_t)d[25] << 16) | (x << 24);
    haetae_fx_square(&sq, &y);
    z = ((sq.hi - ((x * x) << 20)) << 20) | (sq.lo >> 28);
    return haetae_exp_neg48((z + 1) >> 1);
}

/* Draw i of a batch; kind 0: random bytes; 1: the CDT value at an entry
 * boundary (entry k, minus 1, 0 or plus 1) with random other fields;
 * 2: as 1, with rej at the acceptance boundary; 3: all zero but an odd or
 * even rej (the sample rounds to 0); 4: all bytes 0x00 / 0xFF / 0x55 /
 * 0xAA / alternating. */
static void make_draw(uint8_t d[HAETAE_DRAW_BYTES], int kind, unsigned variant)
{
    nt_bytes(d, HAETAE_DRAW_BYTES);
    if (kind == 1 || kind == 2) {
        unsigned k = (unsigned)nt_range(0, HAETAE_CDT_LEN - 1);
        uint64_t hi = haetae_cdt_high[k], lo = haetae_cdt_low[k];
        int delta = (int)nt_range(-1, 1);
        uint64_t v_lo = ((hi & ((UINT64_C(1) << 23) - 1)) << 41) | lo; /* low 64 bits */
        uint64_t v_hi = hi >> 23;                                      /* bits 64..82 */
        uint64_t x;
        if (delta < 0) {
            v_hi -= (v_lo == 0);
            v_lo -= 1;
        } else if (delta > 0) {
            v_lo += 1;
            v_hi += (v_lo == 0);
        }
        put_le(d, v_lo, 8);
        d[8] = (uint8_t)v_hi;
        d[9] = (uint8_t)(v_hi >> 8);
        d[10] = (uint8_t)((d[10] & 0xF8) | ((v_hi >> 16) & 7));
        if (kind == 2) {
            uint64_t e;
            x = k + (delta > 0);
            e = trial_exp(d, x) + (uint64_t)nt_range(-2, 2);
            put_le(d + 11, e & ((UINT64_C(1) << 48) - 1), 6);
        }
    } else if (kind == 3) {
        memset(d, 0, HAETAE_DRAW_BYTES);
        d[11] = (uint8_t)(variant & 1);
        d[17] = (uint8_t)nt_range(0, 255);
    } else if (kind == 4) {
        static const uint8_t fills[4] = {0x00, 0xFF, 0x55, 0xAA};
        unsigned i;
        for (i = 0; i < HAETAE_DRAW_BYTES; i++) {
            d[i] = variant < 4 ? fills[variant] : (uint8_t)((i & 1) ? 0xFF : 0x00);
        }
    }
}

static void test_gauss_trials(void)
{
    unsigned r;
    for (r = 0; r < 8 * RANDOM_RUNS; r++) {
        uint8_t draws[4 * HAETAE_DRAW_BYTES];
        uint64_t rn[4], rp[4];
        haetae_fx sn[4], sp[4];
        uint32_t an, ap;
        unsigned i;
        for (i = 0; i < 4; i++) {
            make_draw(draws + i * HAETAE_DRAW_BYTES, (int)(r % 5), r / 5 + i);
        }
        haetae_native_gauss_trials(rn, sn, &an, draws);
        haetae_gauss_trials_c(rp, sp, &ap, draws);
        nt_same("gauss_trials r", rn, rp, sizeof rn);
        nt_same("gauss_trials sq", sn, sp, sizeof sn);
        nt_same("gauss_trials accept", &an, &ap, sizeof an);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_SAMPLE_POLY)
static void test_sample_poly(void)
{
    unsigned r;
    for (r = 0; r < RANDOM_RUNS; r++) {
        uint8_t seed[HAETAE_CRHBYTES], sn[HAETAE_N / 8], sp[HAETAE_N / 8];
        int32_t on[HAETAE_N], op[HAETAE_N];
        uint32_t hn[HAETAE_N], hp[HAETAE_N];
        haetae_fx sumn, sump;
        uint16_t nonce = (uint16_t)nt_range(0, 0xFFFF);
        unsigned wanted = HAETAE_N + (r & 1);
        if (r < 3) {
            memset(seed, r == 0 ? 0x00 : r == 1 ? 0xFF : 0x5A, sizeof seed);
            nonce = r == 1 ? 0xFFFF : 0;
        } else {
            nt_bytes(seed, sizeof seed);
        }
        sumn.lo = (uint64_t)nt_rand64() & ((UINT64_C(1) << 48) - 1);
        sumn.hi = r < 3 ? 0 : nt_rand64();
        sump = sumn;
        memset(on, 0xA5, sizeof on);
        memset(hn, 0xA5, sizeof hn);
        memcpy(op, on, sizeof op);
        memcpy(hp, hn, sizeof hp);
        haetae_native_sample_poly(on, hn, sn, &sumn, seed, nonce, wanted);
        haetae_sample_poly_c(op, hp, sp, &sump, seed, nonce, wanted);
        nt_same("sample_poly out", on, op, sizeof on);
        nt_same("sample_poly hi", hn, hp, sizeof hn);
        nt_same("sample_poly signs", sn, sp, sizeof sn);
        nt_same("sample_poly sum", &sumn, &sump, sizeof sumn);
        checks++;
    }
}

#endif
#if defined(HAETAE_NATIVE_SAMPLE_POLY4)
/* Four streams side by side against the single-stream twin, with every
 * pattern of unused streams (wanted 0) and of N / N + 1 wanted samples. */
static void test_sample_poly4(void)
{
    static int32_t on[4][HAETAE_N], op[4][HAETAE_N];
    static uint32_t hn[4][HAETAE_N], hp[4][HAETAE_N];
    static uint8_t sn[4][HAETAE_N / 8], sp[4][HAETAE_N / 8];
    unsigned r;
    for (r = 0; r < RANDOM_RUNS / 4; r++) {
        uint8_t seed[HAETAE_CRHBYTES];
        int32_t *pon[4], *pop[4];
        uint32_t *phn[4], *php[4];
        uint8_t *psn[4], *psp[4];
        unsigned wanted[4], j;
        haetae_fx sumn, sump;
        uint16_t nonce = (uint16_t)nt_range(0, 0xFFFF - 3);
        if (r < 3) {
            memset(seed, r == 0 ? 0x00 : r == 1 ? 0xFF : 0x5A, sizeof seed);
            nonce = r == 1 ? 0xFFFF - 3 : 0;
        } else {
            nt_bytes(seed, sizeof seed);
        }
        for (j = 0; j < 4; j++) {
            wanted[j] = (r >> j) & 1u ? 0 : HAETAE_N + ((r >> (4 + j)) & 1u);
            pon[j] = on[j];
            pop[j] = op[j];
            phn[j] = hn[j];
            php[j] = hp[j];
            psn[j] = sn[j];
            psp[j] = sp[j];
        }
        sumn.lo = (uint64_t)nt_rand64() & ((UINT64_C(1) << 48) - 1);
        sumn.hi = r < 3 ? 0 : nt_rand64();
        sump = sumn;
        memset(on, 0xA5, sizeof on);
        memset(hn, 0xA5, sizeof hn);
        memset(sn, 0xA5, sizeof sn);
        memcpy(op, on, sizeof op);
        memcpy(hp, hn, sizeof hp);
        memcpy(sp, sn, sizeof sp);
        haetae_native_sample_poly4(pon, phn, psn, &sumn, seed, nonce, wanted);
        haetae_sample_poly4_c(pop, php, psp, &sump, seed, nonce, wanted);
        nt_same("sample_poly4 out", on, op, sizeof on);
        nt_same("sample_poly4 hi", hn, hp, sizeof hn);
        nt_same("sample_poly4 signs", sn, sp, sizeof sn);
        nt_same("sample_poly4 sum", &sumn, &sump, sizeof sumn);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_SCALE_POLY)
static void test_scale_poly(void)
{
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        const int pattern = pattern_of(r);
        int32_t on[HAETAE_N], op[HAETAE_N];
        uint32_t hi[HAETAE_N];
        uint8_t signs[HAETAE_N / 8];
        haetae_fx scale;
        unsigned i;
        for (i = 0; i < HAETAE_N; i++) {
            uint64_t v = nt_rand64();
            if (pattern == 1 || (pattern >= 3 && ((i ^ (unsigned)pattern) & 1))) {
                v = 0;
            } else if (pattern != 0) {
                v = ~UINT64_C(0);
            }
            on[i] = (int32_t)(uint32_t)v;
            hi[i] = (uint32_t)(v >> 32);
            signs[i / 8] = (uint8_t)(i % 8 == 0 ? 0 : signs[i / 8]);
            signs[i / 8] |= (uint8_t)(((v >> 17) & 1) << (i % 8));
        }
        scale.lo = nt_rand64() & ((UINT64_C(1) << 48) - 1);
        /* realistic scales have hi below 2^20; any hi is in the bounds */
        scale.hi = (r & 1) ? nt_rand64() : nt_rand64() >> 44;
        if (pattern == 1) {
            scale.lo = 0;
            scale.hi = 0;
        } else if (pattern == 2) {
            scale.lo = (UINT64_C(1) << 48) - 1;
            scale.hi = ~UINT64_C(0);
        }
        memcpy(op, on, sizeof op);
        haetae_native_scale_poly(on, hi, signs, &scale);
        haetae_scale_poly_c(op, hi, signs, &scale);
        nt_same("scale_poly", on, op, sizeof on);
        checks++;
    }
}
#endif

/* ---- key generation's singular value ------------------------------------ */

#if defined(HAETAE_NATIVE_SK_SINGULAR_VALUE)
static void test_singular_value(void)
{
    unsigned r, i;
    for (r = 0; r < RANDOM_RUNS + 3 * PATTERNS; r++) {
        /* keygen's ranges, then all that unpacking any sk gives (s1 in
         * [-2, 1], s2 in [-5, 2]), then [-5, 5] */
        const int range = r < PATTERNS       ? 0
                          : r < 2 * PATTERNS ? 1
                          : r < 3 * PATTERNS ? 2
                                             : (int)(r % 3);
        const int pattern = r < 3 * PATTERNS ? (int)(r % PATTERNS) : 0;
        const int64_t s1lo[3] = {-1, -2, -5}, s1hi[3] = {1, 1, 5};
        const int64_t s2lo[3] = {-2, -5, -5}, s2hi[3] = {2, 2, 5};
        haetae_poly s1[HAETAE_M], s2[HAETAE_K];
        int64_t n = 0, p;
        for (i = 0; i < HAETAE_M; i++)
            fill(&s1[i], s1lo[range], s1hi[range], pattern);
        for (i = 0; i < HAETAE_K; i++)
            fill(&s2[i], s2lo[range], s2hi[range], pattern);
        haetae_native_sk_singular_value(&n, s1, s2);
        p = haetae_sk_singular_value_c(s1, s2);
        nt_same("sk_singular_value", &n, &p, sizeof n);
        checks++;
    }
}
#endif

/* ---- the Cortex-M4 kernel's selection of the largest energies ------------- */

#if defined(HAETAE_NATIVE_SK_SINGULAR_VALUE) && defined(haetae_sv_top5_armv7m)
/* sorted as fft.c compares them, as signed words */
static void sort_top(uint32_t t[HAETAE_SV_TOP])
{
    unsigned i, j;
    for (i = 1; i < HAETAE_SV_TOP; i++) {
        for (j = i; j > 0 && (int64_t)(t[j] ^ 0x80000000u) < (int64_t)(t[j - 1] ^ 0x80000000u);
             j--) {
            const uint32_t x = t[j];
            t[j] = t[j - 1];
            t[j - 1] = x;
        }
    }
}

/* The selection inside SK_SINGULAR_VALUE against haetae_sv_top, on
 * energies the FFT rarely gives: many ties, words with the sign bit set
 * (wrapped sums) and the extremes; the same multiset (sorted) and the
 * same weighted estimate. */
static void test_sv_top(void)
{
    static const uint32_t pool[] = {0,           1,           2,           0x7FFFFFFFu,
                                    0x80000000u, 0x80000001u, 0xFFFFFFFFu, 0x10000u};
    unsigned r, i;
    for (r = 0; r < RANDOM_RUNS; r++) {
        uint32_t energy[HAETAE_N], n[HAETAE_SV_TOP], p[HAETAE_SV_TOP];
        for (i = 0; i < HAETAE_N; i++) {
            const int64_t pick = nt_range(0, 11);
            energy[i] = pick < 8 ? pool[pick] : (uint32_t)nt_range(0, 0xFFFFFFFF);
            if (r % 4 == 1) {
                energy[i] &= 0x7FFFFFFFu; /* no wrapped words */
            } else if (r % 4 == 2) {
                energy[i] = pool[r / 4 % 8]; /* all equal */
            }
        }
#if HAETAE_SV_TOP == 3
        haetae_sv_top3_armv7m(n, energy);
#elif HAETAE_SV_TOP == 4
        haetae_sv_top4_armv7m(n, energy);
#else
        haetae_sv_top5_armv7m(n, energy);
#endif
        haetae_sv_top(p, energy, HAETAE_N);
        {
            const int64_t wn = haetae_sv_weigh(n), wp = haetae_sv_weigh(p);
            nt_same("sv_weigh of the selection", &wn, &wp, sizeof wn);
        }
        sort_top(n);
        sort_top(p);
        nt_same("sv_top", n, p, sizeof n);
        checks++;
    }
}
#endif

/* ---- coefficient-wise kernels and RejUniform ------------------------------ */

#if defined(HAETAE_NATIVE_POLY_FREEZE)
static void test_poly_ops(void)
{
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        const int pattern = pattern_of(r);
        haetae_poly a, n, p;
#if defined(HAETAE_NATIVE_POLY_SQNORM2)
        uint64_t sn, sp;
#endif
        /* any int32, or near the reduction boundaries */
        if (r & 1) {
            fill(&a, INT32_MIN, INT32_MAX, pattern);
        } else {
            fill(&a, -4 * HAETAE_Q, 4 * HAETAE_Q, pattern);
        }
        n = a;
        p = a;
        haetae_native_poly_freeze(&n);
        haetae_poly_freeze_c(&p);
        nt_same("poly_freeze", &n, &p, sizeof n);
        n = a;
        p = a;
        haetae_native_poly_freeze2q(&n);
        haetae_poly_freeze2q_c(&p);
        nt_same("poly_freeze2q", &n, &p, sizeof n);
        n = a;
        p = a;
        haetae_native_poly_reduce2q(&n);
        haetae_poly_reduce2q_c(&p);
        nt_same("poly_reduce2q", &n, &p, sizeof n);
        checks += 3;
#if defined(HAETAE_NATIVE_POLY_SQNORM2)
        sn = 0;
        haetae_native_poly_sqnorm2(&sn, &a);
        sp = haetae_poly_sqnorm2_c(&a);
        nt_same("poly_sqnorm2", &sn, &sp, sizeof sn);
        checks++;
#endif
    }
}
#endif

#if defined(HAETAE_NATIVE_REJ_UNIFORM)
static void test_rej_uniform(void)
{
    unsigned r;
    for (r = 0; r < 4 * RANDOM_RUNS; r++) {
        uint8_t buf[KPQC_SHAKE128_RATE + 32];
        int32_t on[HAETAE_N + 8], op[HAETAE_N + 8];
        unsigned len = (unsigned)nt_range(0, HAETAE_N);
        unsigned buflen = 2 * (unsigned)nt_range(0, (KPQC_SHAKE128_RATE + 32) / 2);
        unsigned cn = 0, cp, i;
        nt_bytes(buf, sizeof buf);
        if (r % 4 == 1) {
            /* many rejections: words at and around q */
            for (i = 0; i + 1 < sizeof buf; i += 2) {
                uint32_t v = (uint32_t)nt_range(HAETAE_Q - 2, 0xFFFF);
                buf[i] = (uint8_t)v;
                buf[i + 1] = (uint8_t)(v >> 8);
            }
        } else if (r % 4 == 2) {
            memset(buf, r & 8 ? 0xFF : 0x00, sizeof buf);
        }
        memset(on, 0x5A, sizeof on);
        memset(op, 0x5A, sizeof op);
        haetae_native_rej_uniform(&cn, on, len, buf, buflen);
        cp = haetae_rej_uniform_c(op, len, buf, buflen);
        nt_same("rej_uniform count", &cn, &cp, sizeof cn);
        nt_same("rej_uniform", on, op, sizeof on);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_POLY_UNIFORM)
static void test_poly_uniform(void)
{
    unsigned r;
    for (r = 0; r < RANDOM_RUNS / 4; r++) {
        uint8_t rho[HAETAE_SEEDBYTES];
        haetae_poly n, p;
        unsigned nonce = r < 3 ? (r == 0   ? 0u
                                  : r == 1 ? 0xFFFFu
                                           : 0x0100u)
                               : (unsigned)nt_range(0, 0xFFFF);
        if (r < 3) {
            memset(rho, r == 1 ? 0xFF : 0x00, sizeof rho);
        } else {
            nt_bytes(rho, sizeof rho);
        }
        haetae_native_poly_uniform(&n, rho, nonce);
        haetae_poly_uniform_c(&p, rho, nonce);
        nt_same("poly_uniform", &n, &p, sizeof n);
        checks++;
    }
}

#endif
#if defined(HAETAE_NATIVE_POLY_UNIFORM4)
/* Up to four SHAKE128 streams side by side against the single-stream twin,
 * n = 1..4 lanes, random and extreme nonces. */
static void test_poly_uniform4(void)
{
    static haetae_poly pn[4], pp[4];
    unsigned r;
    for (r = 0; r < RANDOM_RUNS / 4; r++) {
        uint8_t rho[HAETAE_SEEDBYTES];
        haetae_poly *an[4], *ap[4];
        unsigned nonce[4], l, n = 1 + r % 4;
        if (r < 4) {
            memset(rho, r & 1 ? 0xFF : 0x00, sizeof rho);
        } else {
            nt_bytes(rho, sizeof rho);
        }
        for (l = 0; l < 4; l++) {
            nonce[l] = r < 4 ? (r & 2 ? 0xFFFFu - l : l) : (unsigned)nt_range(0, 0xFFFF);
            an[l] = &pn[l];
            ap[l] = &pp[l];
        }
        memset(pn, 0xA5, sizeof pn);
        memcpy(pp, pn, sizeof pp);
        (void)haetae_native_poly_uniform4(an, rho, nonce, n);
        haetae_poly_uniform4_c(ap, rho, nonce, n);
        nt_same("poly_uniform4", pn, pp, sizeof pn);
        checks++;
    }
}

#endif
#if defined(HAETAE_NATIVE_SECRET_ENTRIES4)
/* Up to four secret polynomials side by side against the single-stream
 * twin, n = 1..4, random and extreme sigma and nonces. */
static void test_secret_entries4(void)
{
    static haetae_poly pn[4], pp[4];
    unsigned r;
    for (r = 0; r < RANDOM_RUNS / 4; r++) {
        uint8_t sigma[HAETAE_CRHBYTES];
        haetae_poly *an[4], *ap[4];
        unsigned l, n = 1 + r % 4;
        uint16_t nonce = (uint16_t)(r < 4 ? (r & 2 ? 0xFFFF - 3 : 0) : nt_range(0, 0xFFFF - 3));
        if (r < 4) {
            memset(sigma, r & 1 ? 0xFF : 0x00, sizeof sigma);
        } else {
            nt_bytes(sigma, sizeof sigma);
        }
        for (l = 0; l < 4; l++) {
            an[l] = &pn[l];
            ap[l] = &pp[l];
        }
        memset(pn, 0xA5, sizeof pn);
        memcpy(pp, pn, sizeof pp);
        (void)haetae_native_secret_entries4(an, sigma, nonce, n);
        haetae_secret_entries4_c(ap, sigma, nonce, n);
        nt_same("secret_entries4", pn, pp, sizeof pn);
        checks++;
    }
}
#endif

#if defined(HAETAE_NATIVE_PACK_POLY_HIGHBITS)
static void test_pack_highbits(void)
{
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        uint8_t bn[HAETAE_POLY_HIGHBITS_PACKEDBYTES], bp[HAETAE_POLY_HIGHBITS_PACKEDBYTES];
        haetae_poly a;
        /* the signer's values in [0, E), or any int32 (the field keeps the low bits) */
        if (r & 1) {
            fill(&a, INT32_MIN, INT32_MAX, pattern_of(r));
        } else {
            fill(&a, 0, (HAETAE_DQ - 2) / HAETAE_ALPHA_HINT - 1, pattern_of(r));
        }
        memset(bn, 0xA5, sizeof bn);
        memset(bp, 0x5A, sizeof bp);
        haetae_native_pack_poly_highbits(bn, &a);
        haetae_pack_poly_highbits_c(bp, &a);
        nt_same("pack_poly_highbits", bn, bp, sizeof bn);
        checks++;
    }
}
#endif

/* ---- verification's row pass --------------------------------------------- */

/* Not a kernel: the fused row pass (poly.c) against the step-wise sequence
 * its header spells out, on w anywhere in INVNTT_TOMONT's output range
 * (-q, q), where any backend's inverse NTT may leave it, hints in [0, E)
 * and both parities. */
static void test_verify_row(void)
{
    const int32_t classes = (HAETAE_DQ - 2) / HAETAE_ALPHA_HINT;
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        const int pattern = pattern_of(r);
        haetae_poly w, h, lsb, x, w1f, w1s, t;
        uint64_t nf, ns;
        const int row0 = (int)(r & 1);
        fill(&w, -HAETAE_Q + 1, HAETAE_Q - 1, pattern);
        fill(&h, 0, classes - 1, (r >> 1) % PATTERNS == 0 ? 0 : pattern);
        fill(&lsb, 0, 1, (r >> 2) % PATTERNS == 0 ? 0 : PATTERNS - 1 - pattern);
        x = w;
        nf = haetae_poly_verify_row(&w1f, &x, &h, row0 ? &lsb : NULL);
        if (row0) {
            haetae_poly_fromcrt(&x, &w, &lsb);
        } else {
            haetae_poly_fromcrt0(&x, &w);
        }
        haetae_poly_freeze2q(&x);
        haetae_poly_highbits_hint(&w1s, &x);
        haetae_poly_add(&w1s, &w1s, &h);
        haetae_poly_csubDQ2ALPHA(&w1s);
        haetae_poly_mul_alpha(&t, &w1s);
        haetae_poly_sub(&t, &t, &x);
        if (row0) {
            haetae_poly_add(&t, &t, &lsb);
        }
        haetae_poly_reduce2q(&t);
        haetae_poly_div2(&t);
        ns = haetae_poly_sqnorm2(&t);
        nt_same("verify_row w1", &w1f, &w1s, sizeof w1f);
        nt_same("verify_row norm", &nf, &ns, sizeof nf);
        checks += 2;
    }
}

/* ---- the signature's rANS streams --------------------------------------- */

#if defined(HAETAE_NATIVE_RANS_DECODE)
#define SIG_STREAMS_AT   (HAETAE_POLYC_PACKEDBYTES + HAETAE_L * HAETAE_N + 2)
#define SIG_STREAMS_ROOM (HAETAE_SIG_BYTES - SIG_STREAMS_AT)

/* returns the portable verdict */
static int rans_case(const uint8_t *streams, size_t len1, size_t len2)
{
    haetae_poly zn[HAETAE_L], zp[HAETAE_L], hn[HAETAE_K], hp[HAETAE_K];
    int rn = 7, rp;
    memset(zn, 0, sizeof zn);
    memset(hn, 0, sizeof hn);
    memset(zp, 0, sizeof zp);
    memset(hp, 0, sizeof hp);
    haetae_native_rans_decode(&rn, zn, streams, len1, hn, streams + len1, len2);
    rp = haetae_rans_decode_c(zp, streams, len1, hp, streams + len1, len2);
    nt_same("rans_decode verdict", &rn, &rp, sizeof rn);
    if (rp == 0) {
        nt_same("rans_decode z1hi", zn, zp, sizeof zn);
        nt_same("rans_decode hint", hn, hp, sizeof hn);
    }
    checks++;
    return rp;
}

static void test_rans_decode(void)
{
    static uint8_t pk[HAETAE_PK_BYTES], sk[HAETAE_SK_BYTES], sig[HAETAE_SIG_BYTES];
    uint8_t seed[HAETAE_SEEDBYTES], msg[32], pre[1] = {0};
    unsigned r, k, valid = 0;
    size_t siglen;
    for (r = 0; r < 40; r++) {
        uint8_t streams[SIG_STREAMS_ROOM];
        size_t len1, len2;
        nt_bytes(seed, sizeof seed);
        nt_bytes(msg, sizeof msg);
        if (r % 10 == 0 && KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed) != 0) {
            continue;
        }
        if (haetae_sign_internal(sig, &siglen, msg, sizeof msg, pre, 1, seed, sk) != 0) {
            continue;
        }
        memcpy(streams, sig + SIG_STREAMS_AT, sizeof streams);
        len1 = HAETAE_BASE_ENC_HB_Z1 + sig[SIG_STREAMS_AT - 2];
        len2 = HAETAE_BASE_ENC_H + sig[SIG_STREAMS_AT - 1];
        valid += rans_case(streams, len1, len2) == 0;
        /* damaged: one byte changed, the split moved, the ends cut */
        for (k = 0; k < 25; k++) {
            uint8_t bad[SIG_STREAMS_ROOM];
            size_t l1 = len1, l2 = len2;
            memcpy(bad, streams, sizeof bad);
            switch (k % 5) {
            case 0:
                bad[nt_range(0, (int64_t)(len1 + len2 - 1))] ^= (uint8_t)nt_range(1, 255);
                break;
            case 1:
                l1 = (size_t)nt_range(0, (int64_t)(len1 + len2));
                l2 = len1 + len2 - l1;
                break;
            case 2:
                l1 -= (size_t)nt_range(0, 3);
                l2 -= (size_t)nt_range(0, 3);
                break;
            case 3: l2 = (size_t)nt_range(0, (int64_t)(sizeof bad - l1)); break;
            default: nt_bytes(bad, sizeof bad); break;
            }
            (void)rans_case(bad, l1, l2);
        }
    }
    /* streams of every encodable value: the encoder on random vectors */
    for (r = 0; r < 100; r++) {
        static uint8_t buf[2 * HAETAE_L * HAETAE_N * 4];
        haetae_poly z[HAETAE_L], h[HAETAE_K];
        const int32_t zc = HAETAE_MODE == 2 ? 6 : HAETAE_MODE == 3 ? 8 : 9;
        const int32_t hc = HAETAE_MODE == 5 ? 16 : HAETAE_MODE == 3 ? 8 : 6;
        const int32_t wrap = (HAETAE_DQ - 2) / HAETAE_ALPHA_HINT;
        size_t pos = sizeof buf, mid;
        for (k = 0; k < HAETAE_L * HAETAE_N; k++) {
            z[k / HAETAE_N].c[k % HAETAE_N] = (int32_t)nt_range(-zc, zc);
        }
        for (k = 0; k < HAETAE_K * HAETAE_N; k++) {
            int32_t v = (int32_t)nt_range(-hc, hc);
            h[k / HAETAE_N].c[k % HAETAE_N] = v < 0 ? v + wrap : v;
        }
        if (haetae_rans_encode_hint(buf, &pos, h) != 0) {
            continue;
        }
        mid = pos;
        if (haetae_rans_encode_z1hi(buf, &pos, z) != 0) {
            continue;
        }
        valid += rans_case(buf + pos, mid - pos, sizeof buf - mid) == 0;
    }
    /* short and constant streams */
    for (r = 0; r < 6 * 6; r++) {
        uint8_t fixed[SIG_STREAMS_ROOM];
        memset(fixed, (r & 1) ? 0xFF : 0x00, sizeof fixed);
        fixed[2] = (uint8_t)(r & 2 ? 0x80 : 0x00);
        (void)rans_case(fixed, r % 6, r / 6);
        (void)rans_case(fixed, SIG_STREAMS_ROOM / 2, SIG_STREAMS_ROOM / 2);
    }
    if (valid == 0) {
        printf("FAIL rans_decode: no valid signature decoded\n");
        nt_failures++;
    }
}
#endif

/* ---- public-key fields ------------------------------------------------------ */

#if defined(HAETAE_NATIVE_A1_COL0)
static void test_pk_fields(void)
{
#if HAETAE_ROUNDED_VK
    const int32_t max = (HAETAE_Q - 1) / 2;
#else
    const int32_t max = HAETAE_Q - 1;
#endif
    const int32_t field_max = HAETAE_POLYQ_PACKEDBYTES == 480 ? 0x7FFF : 0xFFFF;
    unsigned r, i;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        const int pattern = pattern_of(r);
        static uint8_t pk[HAETAE_PK_BYTES];
        haetae_poly a, n, p, b;
        int on = -1, op;
        /* A1's first column from a packed b: any bytes, a in [0, q) */
        nt_bytes(pk, sizeof pk);
        if (pattern != 0) {
            memset(pk,
                   pattern == 1   ? 0x00
                   : pattern == 2 ? 0xFF
                   : pattern == 3 ? 0x55
                                  : 0xAA,
                   sizeof pk);
        }
        fill(&a, 0, HAETAE_Q - 1, pattern);
        for (i = 0; i < HAETAE_K; i++) {
            n = a;
            p = a;
            haetae_native_a1_col0(&n, pk + HAETAE_PK_B_OFFSET(i));
            haetae_a1_col0_c(&p, pk + HAETAE_PK_B_OFFSET(i));
            nt_same("a1_col0", &n, &p, sizeof n);
            checks++;
        }
        /* canonical keys, one field moved to the bound or just past it */
        if (r % 2 == 0) {
            for (i = 0; i < HAETAE_K; i++) {
                fill(&b, 0, max, pattern);
                haetae_pack_poly_q(pk + HAETAE_PK_B_OFFSET(i), &b);
            }
            if (r % 4 == 0) {
                unsigned k = r < 8 ? HAETAE_N - 1 : (unsigned)nt_range(0, HAETAE_N - 1);
                i = r < 8 ? HAETAE_K - 1 : (unsigned)nt_range(0, HAETAE_K - 1);
                haetae_unpack_poly_q(&b, pk + HAETAE_PK_B_OFFSET(i));
                b.c[k] = (int32_t)nt_range(max, field_max);
                haetae_pack_poly_q(pk + HAETAE_PK_B_OFFSET(i), &b);
            }
        }
        haetae_native_pk_is_canonical(&on, pk);
        op = haetae_pk_is_canonical_c(pk);
        nt_same("pk_is_canonical", &on, &op, sizeof on);
        checks++;
    }
}
#endif

int main(void)
{
    if (!nt_have(HAETAE_NATIVE_FEATURES, HAETAE_NATIVE_BACKEND)) {
        return NT_SKIP;
    }
    (void)nt_bytes; /* not every backend's tests draw random bytes */
#if defined(HAETAE_NATIVE_NTT)
    test_ntt();
#endif
#if defined(HAETAE_NATIVE_INVNTT_TOMONT)
    test_invntt();
#endif
#if defined(HAETAE_NATIVE_POINTWISE_MONTGOMERY)
    test_pointwise();
#endif
#if defined(HAETAE_NATIVE_CDT_SAMPLE)
    test_cdt_sample();
#endif
#if defined(HAETAE_NATIVE_GAUSS_TRIALS)
    test_gauss_trials();
#endif
#if defined(HAETAE_NATIVE_SAMPLE_POLY)
    test_sample_poly();
#endif
#if defined(HAETAE_NATIVE_SAMPLE_POLY4)
    test_sample_poly4();
#endif
#if defined(HAETAE_NATIVE_SCALE_POLY)
    test_scale_poly();
#endif
#if defined(HAETAE_NATIVE_SK_SINGULAR_VALUE)
    test_singular_value();
#endif
#if defined(HAETAE_NATIVE_SK_SINGULAR_VALUE) && defined(haetae_sv_top5_armv7m)
    test_sv_top();
#endif
#if defined(HAETAE_NATIVE_POLY_FREEZE)
    test_poly_ops();
#endif
#if defined(HAETAE_NATIVE_REJ_UNIFORM)
    test_rej_uniform();
#endif
#if defined(HAETAE_NATIVE_POLY_UNIFORM)
    test_poly_uniform();
#endif
#if defined(HAETAE_NATIVE_POLY_UNIFORM4)
    test_poly_uniform4();
#endif
#if defined(HAETAE_NATIVE_SECRET_ENTRIES4)
    test_secret_entries4();
#endif
#if defined(HAETAE_NATIVE_PACK_POLY_HIGHBITS)
    test_pack_highbits();
#endif
    test_verify_row();
#if defined(HAETAE_NATIVE_RANS_DECODE)
    test_rans_decode();
#endif
#if defined(HAETAE_NATIVE_A1_COL0)
    test_pk_fields();
#endif
    return nt_result("haetae native (" HAETAE_NATIVE_BACKEND ")", checks);
}

#else

int main(void)
{
    printf("SKIPPED: no HAETAE backend in this build\n");
    return NT_SKIP;
}

#endif
