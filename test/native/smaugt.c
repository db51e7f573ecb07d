/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T native kernels against their portable twins (native/api.h), for
 * the parameter set this program is compiled for: random inputs and the
 * extremes (all 0, all 0xFFFF, alternating 0 / 0xFFFF and 0x5555 / 0xAAAA,
 * every coefficient at -1, the sparse ternary vectors the scheme uses). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "native_test.h"
#include "smaugt.h"
#include "native/api.h"

#define RANDOM_RUNS 1000

static unsigned checks;

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
    smaugt_poly_inner_avx2(&tn, a, x);
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
        smaugt_matrix_times_avx2(xn, seed, transpose, xn);
        smaugt_matrix_times_c(x, seed, transpose, x);
        memcpy(tn, xn, sizeof tn);
        memcpy(tp, x, sizeof tp);
    } else {
        smaugt_matrix_times_avx2(tn, seed, transpose, x);
        smaugt_matrix_times_c(tp, seed, transpose, x);
    }
    checks++;
    if (!nt_same("matrix_times", tn, tp, sizeof tn)) {
        printf("  pattern x %u, transpose %d, in place %d\n", px, transpose, in_place);
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
        smaugt_pack_##name##_avx2(outn, &a);                                        \
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
        smaugt_unpack_##name##_avx2(&an, in);                                       \
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
    return nt_result("smaugt native kernels", checks);
}
