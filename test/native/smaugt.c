/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T native kernels against their portable twins (native/api.h), for
 * the parameter set this program is compiled for: random inputs and the
 * extremes (all 0, all 0xFFFF, alternating 0 / 0xFFFF and 0x5555 / 0xAAAA,
 * every coefficient at -1, the sparse ternary vectors the scheme uses).
 * The kernels are called through the backend's meta.h wrappers (AVX2 on
 * x86-64, NEON on AArch64, assembly on the Cortex-M4); each check is
 * compiled where the backend of this build has the kernel. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fips202.h"
#include "native_test.h"
#include "smaugt.h"
#include "native/api.h"

#define RANDOM_RUNS 1000

#if defined(SMAUGT_NATIVE_FEATURES)

static unsigned checks;

/* A wrapper call that must take the native path (nt_have turned it on). */
#define NATIVE(call)                                           \
    do {                                                       \
        if ((call) != KPQC_NATIVE_OK) {                        \
            printf("FAIL %s: fell back to portable\n", #call); \
            nt_failures++;                                     \
        }                                                      \
    } while (0)

/* Fills a polynomial by pattern: 0 random 16-bit, 1 all 0, 2 all 0xFFFF,
   3 0 / 0xFFFF alternating, 4 0x5555 / 0xAAAA alternating, 5 random
   ternary {-1, 0, 1}, 6 random below 2^11 (the largest modulus). */
#define PATTERNS 7
static void fill(smaugt_poly *a, unsigned pattern)
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        uint16_t v;
        switch (pattern) {
        case 0: v = (uint16_t)nt_rand64(); break;
        case 1: v = 0; break;
        case 2: v = 0xFFFF; break;
        case 3: v = (i & 1) ? 0xFFFF : 0; break;
        case 4: v = (i & 1) ? 0xAAAA : 0x5555; break;
        case 5: v = (uint16_t)nt_range(-1, 1); break;
        default: v = (uint16_t)nt_range(0, 2047); break;
        }
        a->c[i] = v;
    }
}

static void fill_vec(smaugt_poly v[SMAUGT_K], unsigned pattern)
{
    unsigned j;
    for (j = 0; j < SMAUGT_K; j++) {
        fill(&v[j], pattern);
    }
}

#if defined(SMAUGT_NATIVE_POLY_INNER)
static void check_poly_inner(unsigned pa, unsigned px)
{
    smaugt_poly a[SMAUGT_K], x[SMAUGT_K], tn, tp;
    fill_vec(a, pa);
    fill_vec(x, px);
    memset(&tn, 0x11, sizeof tn);
    memset(&tp, 0x22, sizeof tp);
    NATIVE(smaugt_native_poly_inner(&tn, a, x));
    smaugt_poly_inner_c(&tp, a, x);
    checks++;
    if (!nt_same("poly_inner", &tn, &tp, sizeof tn)) {
        printf("  patterns a %u, x %u\n", pa, px);
    }
}
#endif

#if defined(SMAUGT_NATIVE_MATRIX_TIMES)
static void check_matrix_times(unsigned px, int transpose, int in_place)
{
    uint8_t seed[SMAUGT_SEED_BYTES];
    smaugt_poly x[SMAUGT_K], xn[SMAUGT_K], tn[SMAUGT_K], tp[SMAUGT_K];
    nt_bytes(seed, sizeof seed);
    fill_vec(x, px);
    memset(tn, 0x11, sizeof tn);
    memset(tp, 0x22, sizeof tp);
    if (in_place) {
        memcpy(xn, x, sizeof x);
        NATIVE(smaugt_native_matrix_times(xn, seed, transpose, xn));
        smaugt_matrix_times_c(x, seed, transpose, x);
        memcpy(tn, xn, sizeof tn);
        memcpy(tp, x, sizeof tp);
    } else {
        NATIVE(smaugt_native_matrix_times(tn, seed, transpose, x));
        smaugt_matrix_times_c(tp, seed, transpose, x);
    }
    checks++;
    if (!nt_same("matrix_times", tn, tp, sizeof tn)) {
        printf("  pattern x %u, transpose %d, in place %d\n", px, transpose, in_place);
    }
}
#endif

#if defined(SMAUGT_NATIVE_MATRIX_TIMES)
/* The entries both matrix products consume (four per 4-way SHAKE pass
   where that permutation is native, single passes otherwise): each equals
   its own SHAKE128(seed_A || i || j), in the order of the products. */
static void check_matrix_entries(int transpose)
{
    uint8_t seed[SMAUGT_SEED_BYTES], in[SMAUGT_SEED_BYTES + 2];
    uint8_t buf[4][SMAUGT_POLYQ_BYTES], want[SMAUGT_POLYQ_BYTES];
    unsigned n, m, got;
    nt_bytes(seed, sizeof seed);
    memcpy(in, seed, sizeof seed);
    for (n = 0; n < SMAUGT_K * SMAUGT_K; n += got) {
        got = smaugt_matrix_entries(buf, seed, transpose, n);
        if (got < 1 || got > 4 || n + got > SMAUGT_K * SMAUGT_K) {
            printf("FAIL matrix_entries: %u entries from entry %u\n", got, n);
            nt_failures++;
            return;
        }
        for (m = n; m < n + got; m++) {
            const unsigned row = m / SMAUGT_K, col = m % SMAUGT_K;
            in[SMAUGT_SEED_BYTES] = (uint8_t)(transpose ? col : row);
            in[SMAUGT_SEED_BYTES + 1] = (uint8_t)(transpose ? row : col);
            kpqc_shake128(want, sizeof want, in, sizeof in);
            checks++;
            if (!nt_same("matrix_entries", buf[m - n], want, sizeof want)) {
                printf("  entry %u, transpose %d\n", m, transpose);
            }
        }
    }
}
#endif

/* pack: coefficients by pattern (all 16 bits matter: the higher ones must
   be ignored); unpack: random bytes and the byte extremes */
#define CHECK_PACK(name, bytes)                                                     \
    static void check_##name(unsigned pattern)                                      \
    {                                                                               \
        smaugt_poly a, an, ap;                                                      \
        uint8_t in[bytes], outn[bytes], outp[bytes];                                \
        fill(&a, pattern);                                                          \
        memset(outn, 0x11, sizeof outn);                                            \
        memset(outp, 0x22, sizeof outp);                                            \
        NATIVE(smaugt_native_pack_##name(outn, &a));                                \
        smaugt_pack_##name##_c(outp, &a);                                           \
        checks++;                                                                   \
        if (!nt_same("pack_" #name, outn, outp, sizeof outn)) {                     \
            printf("  pattern %u\n", pattern);                                      \
        }                                                                           \
        if (pattern < 3) {                                                          \
            memset(in, pattern == 0 ? 0 : (pattern == 1 ? 0x00 : 0xFF), sizeof in); \
            if (pattern == 0) {                                                     \
                nt_bytes(in, sizeof in);                                            \
            }                                                                       \
        } else {                                                                    \
            memset(in, pattern == 3 ? 0x55 : 0xAA, sizeof in);                      \
        }                                                                           \
        memset(&an, 0x11, sizeof an);                                               \
        memset(&ap, 0x22, sizeof ap);                                               \
        NATIVE(smaugt_native_unpack_##name(&an, in));                               \
        smaugt_unpack_##name##_c(&ap, in);                                          \
        checks++;                                                                   \
        if (!nt_same("unpack_" #name, &an, &ap, sizeof an)) {                       \
            printf("  pattern %u\n", pattern);                                      \
        }                                                                           \
    }
#if defined(SMAUGT_NATIVE_PACK_Q) && defined(SMAUGT_NATIVE_UNPACK_Q)
CHECK_PACK(q, SMAUGT_POLYQ_BYTES)
#endif
#if defined(SMAUGT_NATIVE_PACK_P) && defined(SMAUGT_NATIVE_UNPACK_P)
CHECK_PACK(p, SMAUGT_POLYP_BYTES)
#endif
#if defined(SMAUGT_NATIVE_PACK_P2) && defined(SMAUGT_NATIVE_UNPACK_P2)
CHECK_PACK(p2, SMAUGT_POLYP2_BYTES)
#endif

#if defined(SMAUGT_NATIVE_HWT_BOUNDED) && defined(SMAUGT_NATIVE_HWT_PLACE)
/* The inverse of an odd number mod 2^16 (Newton). */
static uint32_t inv16(uint32_t o)
{
    uint32_t y = o; /* correct to 3 bits */
    unsigned k;
    for (k = 0; k < 4; k++) {
        y = (y * (2 - o * y)) & 0xFFFF;
    }
    return y;
}

/* Word i of buf set to a w whose product with m = 256 - i has the low
   half `target` (which must be a multiple of m's power of two). */
static void set_word(uint8_t *buf, unsigned i, uint32_t target)
{
    uint32_t m = SMAUGT_N - i, e = 0, w;
    while ((m & 1) == 0) {
        m >>= 1;
        e++;
    }
    w = (((target >> e) * inv16(m)) & (0xFFFFu >> e)) | ((uint32_t)nt_rand64() << (16 - e));
    buf[2 * i] = (uint8_t)w;
    buf[2 * i + 1] = (uint8_t)(w >> 8);
}

/* mode 0: random words; 1: words at the rejection boundary (just below
   and exactly at 2^16 mod m) at random positions, random spares; 2: all
   0 (rejections until the spares run out); 3: all 0xFF; 4: every word
   rejected where a word can be */
static void check_hwt(unsigned mode)
{
    uint8_t buf[2 * SMAUGT_HWT_WORDS], sign[SMAUGT_HWT_SIGN_BYTES];
    uint16_t xn[SMAUGT_N], xp[SMAUGT_N];
    smaugt_poly sn, sp;
    int rn = 7, rp;
    unsigned i;
    nt_bytes(buf, sizeof buf);
    nt_bytes(sign, sizeof sign);
    if (mode == 2 || mode == 3) {
        memset(buf, mode == 2 ? 0 : 0xFF, sizeof buf);
    }
    for (i = 0; i < SMAUGT_N && (mode == 1 || mode == 4); i++) {
        const uint32_t m = SMAUGT_N - i, thr = 65536u % m, low = m & (0u - m);
        if (mode == 4 ? thr >= low : (thr >= low && nt_range(0, 15) == 0)) {
            set_word(buf, i, thr - low); /* the largest rejected low half */
        } else if (mode == 1 && nt_range(0, 15) == 0) {
            set_word(buf, i, thr); /* the smallest accepted one */
        }
    }
    memset(xn, 0x11, sizeof xn);
    memset(xp, 0x22, sizeof xp);
    NATIVE(smaugt_native_hwt_bounded(xn, buf, &rn));
    rp = smaugt_hwt_bounded_c(xp, buf);
    checks++;
    if (rn != rp) {
        printf("FAIL hwt_bounded: returns native %d portable %d (mode %u)\n", rn, rp, mode);
        nt_failures++;
        return;
    }
    if (rp != 0) {
        return; /* x is unspecified */
    }
    if (!nt_same("hwt_bounded", xn, xp, sizeof xn)) {
        printf("  mode %u\n", mode);
    }
    memset(&sn, 0x11, sizeof sn);
    memset(&sp, 0x22, sizeof sp);
    NATIVE(smaugt_native_hwt_place(&sn, xp, sign));
    smaugt_hwt_place_c(&sp, xp, sign);
    checks++;
    if (!nt_same("hwt_place", &sn, &sp, sizeof sn)) {
        printf("  mode %u\n", mode);
    }
}

/* placement at the extremes of x: every x_i = 0 (the zeros come first) and
   x_i = 255 - i (they come last); signs all 0, all 1 */
static void check_hwt_place_extremes(void)
{
    uint8_t sign[SMAUGT_HWT_SIGN_BYTES];
    uint16_t x[SMAUGT_N];
    smaugt_poly sn, sp;
    unsigned e, i;
    for (e = 0; e < 4; e++) {
        for (i = 0; i < SMAUGT_N; i++) {
            x[i] = (uint16_t)(e & 1 ? SMAUGT_N - 1 - i : 0);
        }
        memset(sign, e & 2 ? 0xFF : 0, sizeof sign);
        NATIVE(smaugt_native_hwt_place(&sn, x, sign));
        smaugt_hwt_place_c(&sp, x, sign);
        checks++;
        nt_same("hwt_place (extremes)", &sn, &sp, sizeof sn);
    }
}
#endif

#if defined(SMAUGT_NATIVE_GAUSSIAN_BITS) || defined(SMAUGT_NATIVE_SP_CBD) || \
    defined(SMAUGT_NATIVE_MSG_ENCODE) || defined(SMAUGT_NATIVE_UNPACK_S)
/* byte patterns: 0 random, 1 all 0, 2 all 0xFF, 3 0x55, 4 0xAA */
static void fill_bytes(uint8_t *p, size_t n, unsigned pattern)
{
    static const uint8_t fixed[5] = {0, 0x00, 0xFF, 0x55, 0xAA};
    if (pattern == 0) {
        nt_bytes(p, n);
    } else {
        memset(p, fixed[pattern % 5], n);
    }
}
#endif

#if defined(SMAUGT_NATIVE_GAUSSIAN_BITS)
static void check_gaussian(unsigned pattern)
{
    uint8_t buf[SMAUGT_DG_BYTES];
    smaugt_poly en, ep;
    fill_bytes(buf, sizeof buf, pattern);
    memset(&en, 0x11, sizeof en);
    memset(&ep, 0x22, sizeof ep);
    NATIVE(smaugt_native_gaussian_bits(&en, buf));
    smaugt_gaussian_bits_c(&ep, buf);
    checks++;
    if (!nt_same("gaussian_bits", &en, &ep, sizeof en)) {
        printf("  pattern %u\n", pattern);
    }
}
#endif

#if defined(SMAUGT_NATIVE_SP_CBD)
static void check_sp_cbd(unsigned pattern)
{
    uint8_t buf[SMAUGT_CBD_BYTES];
    smaugt_poly rn, rp;
    fill_bytes(buf, sizeof buf, pattern);
    memset(&rn, 0x11, sizeof rn);
    memset(&rp, 0x22, sizeof rp);
    NATIVE(smaugt_native_sp_cbd(&rn, buf));
    smaugt_sp_cbd_c(&rp, buf);
    checks++;
    if (!nt_same("sp_cbd", &rn, &rp, sizeof rn)) {
        printf("  pattern %u\n", pattern);
    }
}
#endif

#if defined(SMAUGT_NATIVE_ROUND_C1) && defined(SMAUGT_NATIVE_ROUND_C2) && \
    defined(SMAUGT_NATIVE_DECRYPTION_VALUE)
static void check_rounding(unsigned px, unsigned py)
{
    smaugt_poly x, y, rn, rp;
    fill(&x, px);
    fill(&y, py);
    NATIVE(smaugt_native_round_c1(&rn, &x));
    smaugt_round_c1_c(&rp, &x);
    checks++;
    nt_same("round_c1", &rn, &rp, sizeof rn);
    NATIVE(smaugt_native_round_c2(&rn, &y, &x));
    smaugt_round_c2_c(&rp, &y, &x);
    checks++;
    nt_same("round_c2", &rn, &rp, sizeof rn);
    NATIVE(smaugt_native_decryption_value(&rn, &y, &x));
    smaugt_decryption_value_c(&rp, &y, &x);
    checks++;
    nt_same("decryption_value", &rn, &rp, sizeof rn);
}
#endif

#if defined(SMAUGT_NATIVE_MSG_ENCODE) && defined(SMAUGT_NATIVE_MSG_DECODE)
static void check_message(unsigned pattern)
{
    uint8_t mu[SMAUGT_MSG_BYTES], mn[SMAUGT_MSG_BYTES], mp[SMAUGT_MSG_BYTES];
    smaugt_poly v, en, ep;
    fill_bytes(mu, sizeof mu, pattern % 5);
    NATIVE(smaugt_native_msg_encode(&en, mu));
    smaugt_msg_encode_c(&ep, mu);
    checks++;
    nt_same("msg_encode", &en, &ep, sizeof en);
    fill(&v, pattern % PATTERNS);
    if (pattern >= PATTERNS) { /* near the decision boundaries */
        unsigned i;
        for (i = 0; i < SMAUGT_N; i++) {
            v.c[i] = (uint16_t)(0x4000 * nt_range(0, 3) + nt_range(-2, 2));
        }
    }
    memset(mn, 0x11, sizeof mn);
    memset(mp, 0x22, sizeof mp);
    NATIVE(smaugt_native_msg_decode(mn, &v));
    smaugt_msg_decode_c(mp, &v);
    checks++;
    nt_same("msg_decode", mn, mp, sizeof mn);
}
#endif

#if defined(SMAUGT_NATIVE_PACK_S) && defined(SMAUGT_NATIVE_UNPACK_S)
/* pack_s: coefficient patterns (ternary, and any 16 bits); unpack_s: bytes
   with and without the invalid code 3 */
static void check_s(unsigned pattern)
{
    uint8_t in[SMAUGT_POLYS_BYTES], on[SMAUGT_POLYS_BYTES], op[SMAUGT_POLYS_BYTES];
    smaugt_poly a, an, ap;
    uint32_t bn = 0x5A5A5A5Au, bp;
    unsigned i;
    fill(&a, pattern % PATTERNS);
    NATIVE(smaugt_native_pack_s(on, &a));
    smaugt_pack_s_c(op, &a);
    checks++;
    nt_same("pack_s", on, op, sizeof on);
    fill_bytes(in, sizeof in, pattern % 5);
    if (pattern >= 5 && pattern % 2 == 0) { /* valid codes 0..2, and maybe a single 3 */
        for (i = 0; i < sizeof in; i++) {
            in[i] = (uint8_t)(nt_range(0, 2) | nt_range(0, 2) << 2 | nt_range(0, 2) << 4 |
                              nt_range(0, 2) << 6);
        }
        if (pattern % 4 == 0) {
            i = (unsigned)nt_range(0, 4 * SMAUGT_POLYS_BYTES - 1);
            in[i / 4] = (uint8_t)(in[i / 4] | (3u << (2 * (i % 4))));
        }
    }
    NATIVE(smaugt_native_unpack_s(&an, in, &bn));
    bp = smaugt_unpack_s_c(&ap, in);
    checks++;
    if (bn != bp) {
        printf("FAIL unpack_s: bad native %08x portable %08x\n", (unsigned)bn, (unsigned)bp);
        nt_failures++;
    }
    nt_same("unpack_s", &an, &ap, sizeof an);
}
#endif

int main(void)
{
    unsigned i, p, q;
    if (!nt_have(SMAUGT_NATIVE_FEATURES, SMAUGT_NATIVE_BACKEND)) {
        return NT_SKIP;
    }
#if defined(SMAUGT_NATIVE_POLY_INNER)
    for (i = 0; i < RANDOM_RUNS; i++) {
        check_poly_inner(0, i % 3 == 0 ? 5 : 0);
    }
    for (p = 0; p < PATTERNS; p++) {
        for (q = 0; q < PATTERNS; q++) {
            check_poly_inner(p, q);
        }
    }
#endif
#if defined(SMAUGT_NATIVE_MATRIX_TIMES)
    for (i = 0; i < RANDOM_RUNS; i++) {
        check_matrix_times(i % 2 ? 5 : 0, (int)(i & 2) >> 1, (i & 4) != 0);
    }
    for (p = 0; p < PATTERNS; p++) {
        check_matrix_times(p, 0, 0);
        check_matrix_times(p, 1, 1);
    }
    for (i = 0; i < 100; i++) {
        check_matrix_entries((int)(i & 1));
    }
#endif
    for (i = 0; i < RANDOM_RUNS + PATTERNS; i++) {
        p = i < RANDOM_RUNS ? 0 : i - RANDOM_RUNS; /* random, then every pattern */
#if defined(SMAUGT_NATIVE_PACK_Q) && defined(SMAUGT_NATIVE_UNPACK_Q)
        check_q(p);
#endif
#if defined(SMAUGT_NATIVE_PACK_P) && defined(SMAUGT_NATIVE_UNPACK_P)
        check_p(p);
#endif
#if defined(SMAUGT_NATIVE_PACK_P2) && defined(SMAUGT_NATIVE_UNPACK_P2)
        check_p2(p);
#endif
    }
#if defined(SMAUGT_NATIVE_HWT_BOUNDED) && defined(SMAUGT_NATIVE_HWT_PLACE)
    for (i = 0; i < RANDOM_RUNS; i++) {
        check_hwt(i % 2);
    }
    for (i = 0; i < 50; i++) {
        check_hwt(2 + i % 3);
    }
    check_hwt_place_extremes();
#endif
    for (i = 0; i < RANDOM_RUNS + 5; i++) {
        p = i < RANDOM_RUNS ? 0 : i - RANDOM_RUNS; /* random, then the byte patterns */
#if defined(SMAUGT_NATIVE_GAUSSIAN_BITS)
        check_gaussian(p);
#endif
#if defined(SMAUGT_NATIVE_SP_CBD)
        check_sp_cbd(p);
#endif
    }
    for (i = 0; i < RANDOM_RUNS; i++) {
#if defined(SMAUGT_NATIVE_ROUND_C1) && defined(SMAUGT_NATIVE_ROUND_C2) && \
    defined(SMAUGT_NATIVE_DECRYPTION_VALUE)
        check_rounding(i < PATTERNS * PATTERNS ? i / PATTERNS : 0,
                       i < PATTERNS * PATTERNS ? i % PATTERNS : 0);
#endif
#if defined(SMAUGT_NATIVE_MSG_ENCODE) && defined(SMAUGT_NATIVE_MSG_DECODE)
        check_message(i < 2 * PATTERNS ? i : (i % 2 ? PATTERNS : 0));
#endif
    }
#if defined(SMAUGT_NATIVE_PACK_S) && defined(SMAUGT_NATIVE_UNPACK_S)
    for (i = 0; i < RANDOM_RUNS; i++) {
        check_s(i);
    }
#endif
    return nt_result("smaugt native kernels", checks);
}

#else

int main(void)
{
    printf("SKIPPED: no SMAUG-T backend in this build\n");
    return NT_SKIP;
}

#endif
