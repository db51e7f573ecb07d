/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The IND-CPA public-key encryption underneath the KEM.
 *
 *   KeyGen(seed):  (seed_sk, seed_A) = SHA3-512(seed)
 *                  s = ExpandS(seed_sk), e_i = dGaussian(seed_sk, K i)
 *                  b_i = e_i - sum_j A_ij s_j   (mod q)
 *                  pk = seed_A || b,  sk = s
 *   Enc(pk, mu, seed_r):  r = ExpandR(seed_r)
 *                  c1_i = round_p(sum_j A_ji r_j)
 *                  c2   = round_p'(encode(mu) + sum_j b_j r_j)
 *   Dec(sk, ct):   mu = decode(c2 + sum_j c1_j s_j)
 *
 * Matrix entries are generated one at a time and every sum of products is
 * accumulated in the Toom-Cook evaluation domain (polymul.c): the secret
 * vector is evaluated once, each output is interpolated once. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "smaugt.h"

/* acc = sum_j A_(row, j) * x_j, or with transpose the column (A_(j, row)). */
static void matrix_row_times(smaugt_toom_acc *acc, const uint8_t seed_a[SMAUGT_SEED_BYTES],
                             unsigned row, int transpose, const smaugt_toom_eval x[SMAUGT_K])
{
    smaugt_poly a;
    smaugt_toom_eval a_ev;
    unsigned j;
    smaugt_toom_acc_zero(acc);
    for (j = 0; j < SMAUGT_K; j++) {
        if (transpose) {
            smaugt_matrix_entry(&a, seed_a, j, row);
        } else {
            smaugt_matrix_entry(&a, seed_a, row, j);
        }
        smaugt_toom_evaluate(&a_ev, &a);
        smaugt_toom_mul_acc(acc, &a_ev, &x[j]);
    }
}

void smaugt_pke_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                        const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t seeds[KPQC_SHA3_512_BYTES]; /* seed_sk || seed_A */
    const uint8_t *seed_sk = seeds, *seed_a = seeds + SMAUGT_SEED_BYTES;
    smaugt_poly s[SMAUGT_K], t;
    smaugt_toom_eval s_ev[SMAUGT_K];
    smaugt_toom_acc acc;
    unsigned i, k;

    kpqc_sha3_512(seeds, seed, SMAUGT_SEED_BYTES);
    smaugt_expand_s(s, seed_sk);
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_pack_s(sk + i * SMAUGT_POLYS_BYTES, &s[i]);
        smaugt_toom_evaluate(&s_ev[i], &s[i]);
    }
    kpqc_zeroize(s, sizeof s);

    memcpy(pk, seed_a, SMAUGT_SEED_BYTES);
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_poly e;
        matrix_row_times(&acc, seed_a, i, 0, s_ev);
        smaugt_toom_interpolate(&t, &acc);
        smaugt_gaussian(&e, seed_sk, (uint8_t)(SMAUGT_K * i));
        for (k = 0; k < SMAUGT_N; k++) {
            t.c[k] = (uint16_t)(e.c[k] - t.c[k]);
        }
        smaugt_pack_q(pk + SMAUGT_SEED_BYTES + i * SMAUGT_POLYQ_BYTES, &t);
        kpqc_zeroize(&e, sizeof e);
    }
    kpqc_zeroize(seeds, sizeof seeds);
    kpqc_zeroize(s_ev, sizeof s_ev);
    kpqc_zeroize(&acc, sizeof acc);
    kpqc_zeroize(&t, sizeof t);
}

void smaugt_pke_encrypt(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                        const uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t seed_r[SMAUGT_SEED_BYTES])
{
    smaugt_poly r[SMAUGT_K], t, u;
    smaugt_toom_eval r_ev[SMAUGT_K], b_ev;
    smaugt_toom_acc acc;
    unsigned i, j;

    smaugt_expand_r(r, seed_r);
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_toom_evaluate(&r_ev[i], &r[i]);
    }
    kpqc_zeroize(r, sizeof r);

    /* c1 = round_p(A^T r) */
    for (i = 0; i < SMAUGT_K; i++) {
        matrix_row_times(&acc, pk, i, 1, r_ev);
        smaugt_toom_interpolate(&t, &acc);
        smaugt_round_c1(&u, &t);
        smaugt_pack_p(ct + i * SMAUGT_POLYP_BYTES, &u);
    }

    /* c2 = round_p'(encode(mu) + b^T r) */
    smaugt_toom_acc_zero(&acc);
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_unpack_q(&t, pk + SMAUGT_SEED_BYTES + j * SMAUGT_POLYQ_BYTES);
        smaugt_toom_evaluate(&b_ev, &t);
        smaugt_toom_mul_acc(&acc, &b_ev, &r_ev[j]);
    }
    smaugt_toom_interpolate(&t, &acc);
    smaugt_msg_encode(&u, mu);
    smaugt_round_c2(&u, &u, &t);
    smaugt_pack_p2(ct + SMAUGT_K * SMAUGT_POLYP_BYTES, &u);

    kpqc_zeroize(r_ev, sizeof r_ev);
    kpqc_zeroize(&acc, sizeof acc);
    kpqc_zeroize(&t, sizeof t);
    kpqc_zeroize(&u, sizeof u);
}

uint32_t smaugt_pke_decrypt(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                            const uint8_t ct[SMAUGT_CT_BYTES])
{
    smaugt_poly t;
    smaugt_toom_eval c_ev, s_ev;
    smaugt_toom_acc acc;
    uint32_t bad = 0;
    unsigned j;

    /* u = c1^T s (mod p) */
    smaugt_toom_acc_zero(&acc);
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_unpack_p(&t, ct + j * SMAUGT_POLYP_BYTES);
        smaugt_toom_evaluate(&c_ev, &t);
        bad |= smaugt_unpack_s(&t, sk + j * SMAUGT_POLYS_BYTES);
        smaugt_toom_evaluate(&s_ev, &t);
        smaugt_toom_mul_acc(&acc, &c_ev, &s_ev);
    }
    smaugt_toom_interpolate(&t, &acc);
    {
        smaugt_poly c2;
        smaugt_unpack_p2(&c2, ct + SMAUGT_K * SMAUGT_POLYP_BYTES);
        smaugt_decryption_value(&t, &c2, &t);
    }
    smaugt_msg_decode(mu, &t);

    kpqc_zeroize(&s_ev, sizeof s_ev);
    kpqc_zeroize(&acc, sizeof acc);
    kpqc_zeroize(&t, sizeof t);
    return bad;
}
