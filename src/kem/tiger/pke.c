/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiGER's public-key encryption (the CPA scheme under the KEM).
 *
 *   KeyGen: a = SHAKE256(seed_a, n bytes); s = HWT_h(seed_s);
 *           b = round_p(a s); pk = seed_a || b (7 bits each);
 *           sk = the positions of s (log2 n bits each) || #(+1 entries)
 *   Enc:    r = HWT_h(coin); e1 = HWT_he(coin + 1 in its last byte), +1
 *           entries only; m^ = XEf(m) || zeros (n/2 bits);
 *           c1 = a r + e1; c2 = b r + q/2 (m^ || m^);
 *           ct = round_k1(c1) || round_k2(c2)
 *   Dec:    d = c2 - c1 s; bit i of m^ = 1 when |d_i - q/2| + |d_{i+n/2} - q/2| < q/2;
 *           m = XEf-decode(m^)
 * q = 256, products in Z_q[x]/(x^n + 1). round_t(x) keeps the top log2 t bits
 * of x after adding half a step. The reference also samples an error e2
 * (coin + 2) and then overwrites it with the message encoding: e2 never
 * reaches the ciphertext, so it is not sampled here (docs/algorithms/tiger.md,
 * "What the upstream code gets wrong"). */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "fips202.h"
#include "tiger.h"

static void negacyclic_fold(uint8_t out[TIGER_N], const uint8_t acc[2 * TIGER_N])
{
    size_t i;
    for (i = 0; i < TIGER_N; i++) {
        out[i] = (uint8_t)(acc[i] - acc[TIGER_N + i]);
    }
}

int KPQC_NS(tiger_pke_keypair)(uint8_t pk[TIGER_PK_BYTES], uint8_t sk[TIGER_IDX_BYTES + 1],
                               const uint8_t seeds[2 * TIGER_SEED])
{
    uint8_t a[TIGER_N], s[TIGER_N], acc[2 * TIGER_N], b[TIGER_N];
    uint16_t idx[TIGER_H];
    uint32_t occ[TIGER_N / 32];
    unsigned ns;
    size_t i;
    int ret;

    kpqc_shake256(a, TIGER_N, seeds, TIGER_SEED);
    ret = KPQC_NS(tiger_sample)(idx, &ns, occ, seeds + TIGER_SEED, TIGER_H);
    if (ret == 0) {
        KPQC_NS(tiger_dense)(s, idx, ns);
        memset(acc, 0, sizeof acc);
        KPQC_NS(tiger_mul_acc)(acc, s, a);
        negacyclic_fold(b, acc);
        for (i = 0; i < TIGER_N; i++) {
            b[i] = (uint8_t)((b[i] + 1u) & 0xFEu);
        }
        memcpy(pk, seeds, TIGER_SEED);
        KPQC_NS(tiger_pack_top)(pk + TIGER_SEED, b, TIGER_N, TIGER_PK_BITS);
        KPQC_NS(tiger_pack16)(sk, idx, TIGER_H, TIGER_LOG_N);
        sk[TIGER_IDX_BYTES] = (uint8_t)ns;
    }
    kpqc_zeroize(s, sizeof s);
    kpqc_zeroize(acc, sizeof acc);
    kpqc_zeroize(b, sizeof b);
    kpqc_zeroize(idx, sizeof idx);
    kpqc_zeroize(occ, sizeof occ);
    kpqc_zeroize(&ns, sizeof ns);
    return ret;
}

int KPQC_NS(tiger_pke_enc)(uint8_t ct[TIGER_CT_BYTES], const uint8_t pk[TIGER_PK_BYTES],
                           const uint8_t msg[TIGER_MSG], const uint8_t coin[TIGER_SEED])
{
    uint8_t a[TIGER_N], b[TIGER_N], r[TIGER_N];
    uint8_t acc1[2 * TIGER_N], acc2[2 * TIGER_N], code[TIGER_CODE_BYTES];
    uint8_t seed_e[TIGER_SEED];
    uint16_t idx[TIGER_H];
    uint32_t occ[TIGER_N / 32];
    unsigned ns, ne;
    size_t i;
    int ret;

    ret = KPQC_NS(tiger_sample)(idx, &ns, occ, coin, TIGER_H);
    memcpy(seed_e, coin, TIGER_SEED);
    seed_e[TIGER_SEED - 1] = (uint8_t)(seed_e[TIGER_SEED - 1] + 1u);
    if (ret == 0) {
        KPQC_NS(tiger_dense)(r, idx, ns);
        ret = KPQC_NS(tiger_sample)(NULL, &ne, occ, seed_e, TIGER_HE);
    }
    if (ret == 0) {
        /* c1 starts as e1 (0/1 at the positions of its +1 entries) */
        memset(acc1, 0, sizeof acc1);
        for (i = 0; i < TIGER_N; i++) {
            acc1[i] = (uint8_t)((occ[i >> 5] >> (i & 31)) & 1u);
        }
        /* c2 starts as the D2 encoding of the coded message */
        memset(code, 0, sizeof code);
        memcpy(code, msg, TIGER_MSG);
        KPQC_NS(tiger_xef_compute)(code);
        memset(acc2, 0, sizeof acc2);
        for (i = 0; i < TIGER_N / 2; i++) {
            uint8_t v = (uint8_t)(((code[i >> 3] >> (i & 7)) & 1u) << 7);
            acc2[i] = v;
            acc2[i + TIGER_N / 2] = v;
        }
        kpqc_shake256(a, TIGER_N, pk, TIGER_SEED);
        KPQC_NS(tiger_unpack_top)(b, pk + TIGER_SEED, TIGER_N, TIGER_PK_BITS);
        KPQC_NS(tiger_mul_acc2)(acc1, acc2, r, a, b);
        negacyclic_fold(a, acc1);
        negacyclic_fold(b, acc2);
        for (i = 0; i < TIGER_N; i++) {
#if TIGER_C1_BITS == 7
            a[i] = (uint8_t)((a[i] + 1u) & 0xFEu);
#endif
            b[i] = (uint8_t)((b[i] + 0x10u) & 0xE0u);
        }
        KPQC_NS(tiger_pack_top)(ct, a, TIGER_N, TIGER_C1_BITS);
        KPQC_NS(tiger_pack_top)(ct + TIGER_C1_BYTES, b, TIGER_N, TIGER_C2_BITS);
    }
    kpqc_zeroize(r, sizeof r);
    kpqc_zeroize(acc1, sizeof acc1);
    kpqc_zeroize(acc2, sizeof acc2);
    kpqc_zeroize(code, sizeof code);
    kpqc_zeroize(seed_e, sizeof seed_e);
    kpqc_zeroize(idx, sizeof idx);
    kpqc_zeroize(occ, sizeof occ);
    kpqc_zeroize(a, sizeof a);
    kpqc_zeroize(b, sizeof b);
    return ret;
}

/* |x - 128| for a byte x, without branches */
static uint32_t dist_half(uint8_t x)
{
    uint32_t r = (uint32_t)x - 128u;
    uint32_t m = 0u - (r >> 31);
    return (r ^ m) - m;
}

void KPQC_NS(tiger_pke_dec)(uint8_t msg[TIGER_MSG], const uint8_t ct[TIGER_CT_BYTES],
                            const uint8_t sk[TIGER_IDX_BYTES + 1])
{
    uint8_t c1[TIGER_N], s[TIGER_N], d[TIGER_N], acc[2 * TIGER_N], code[TIGER_CODE_BYTES];
    uint16_t idx[TIGER_H];
    size_t i;

    KPQC_NS(tiger_unpack_top)(c1, ct, TIGER_N, TIGER_C1_BITS);
    KPQC_NS(tiger_unpack_top)(d, ct + TIGER_C1_BYTES, TIGER_N, TIGER_C2_BITS);
    KPQC_NS(tiger_unpack16)(idx, sk, TIGER_H, TIGER_LOG_N);
    KPQC_NS(tiger_dense)(s, idx, sk[TIGER_IDX_BYTES]);
    memset(acc, 0, sizeof acc);
    KPQC_NS(tiger_mul_acc)(acc, s, c1);
    for (i = 0; i < TIGER_N; i++) {
        d[i] = (uint8_t)(d[i] - (uint8_t)(acc[i] - acc[TIGER_N + i]));
    }
    memset(code, 0, sizeof code);
    for (i = 0; i < TIGER_N / 2; i++) {
        uint32_t t = dist_half(d[i]) + dist_half(d[i + TIGER_N / 2]);
        code[i >> 3] |= (uint8_t)(((t - 128u) >> 31) << (i & 7));
    }
    KPQC_NS(tiger_xef_compute)(code);
    KPQC_NS(tiger_xef_fixerr)(code);
    memcpy(msg, code, TIGER_MSG);
    kpqc_zeroize(s, sizeof s);
    kpqc_zeroize(d, sizeof d);
    kpqc_zeroize(acc, sizeof acc);
    kpqc_zeroize(code, sizeof code);
    kpqc_zeroize(idx, sizeof idx);
}
