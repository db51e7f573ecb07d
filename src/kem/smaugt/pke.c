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
 * Matrix entries are generated a few at a time and every sum of products is
 * accumulated in the Toom-Cook evaluation domain (smaugt_matrix_times,
 * smaugt_poly_inner): the secret vector is evaluated once per product with
 * A, each output is interpolated once. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "smaugt.h"

/* pk's b: b_i = e_i - t_i (mod q) with e = the K error polynomials from
   seed_sk. Not inlined: e is gone before the product with A needs the
   stack. */
static SMAUGT_NOINLINE void pack_b(uint8_t b[SMAUGT_K * SMAUGT_POLYQ_BYTES],
                                   const uint8_t seed_sk[SMAUGT_SEED_BYTES],
                                   const smaugt_poly t[SMAUGT_K])
{
    smaugt_poly e[SMAUGT_K];
    unsigned i, k;

    smaugt_expand_e(e, seed_sk);
    for (i = 0; i < SMAUGT_K; i++) {
        for (k = 0; k < SMAUGT_N; k++) {
            e[i].c[k] = (uint16_t)(e[i].c[k] - t[i].c[k]);
        }
        smaugt_pack_q(b + i * SMAUGT_POLYQ_BYTES, &e[i]);
    }
    kpqc_zeroize(e, sizeof e);
}

void smaugt_pke_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                        const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t seeds[KPQC_SHA3_512_BYTES]; /* seed_sk || seed_A */
    const uint8_t *seed_sk = seeds, *seed_a = seeds + SMAUGT_SEED_BYTES;
    smaugt_poly s[SMAUGT_K];
    unsigned i;

    kpqc_sha3_512(seeds, seed, SMAUGT_SEED_BYTES);
    smaugt_expand_s(s, seed_sk);
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_pack_s(sk + i * SMAUGT_POLYS_BYTES, &s[i]);
    }
    memcpy(pk, seed_a, SMAUGT_SEED_BYTES);

    smaugt_matrix_times(s, seed_a, 0, s); /* s becomes A s */
    pack_b(pk + SMAUGT_SEED_BYTES, seed_sk, s);
    kpqc_zeroize(seeds, sizeof seeds);
    kpqc_zeroize(s, sizeof s);
}

/* t = b^T r, b read from the public key. Not inlined: the unpacked b is gone
   before the product with A needs the stack. */
static SMAUGT_NOINLINE void b_times(smaugt_poly *t, const uint8_t pk[SMAUGT_PK_BYTES],
                                    const smaugt_poly r[SMAUGT_K])
{
    smaugt_poly b[SMAUGT_K];
    unsigned j;
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_unpack_q(&b[j], pk + SMAUGT_SEED_BYTES + j * SMAUGT_POLYQ_BYTES);
    }
    smaugt_poly_inner(t, b, r);
}

void smaugt_pke_encrypt(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                        const uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t seed_r[SMAUGT_SEED_BYTES])
{
    smaugt_poly r[SMAUGT_K], t, u;
    unsigned i;

    smaugt_expand_r(r, seed_r);

    /* c2 = round_p'(encode(mu) + b^T r) */
    b_times(&t, pk, r);
    smaugt_msg_encode(&u, mu);
    smaugt_round_c2(&u, &u, &t);
    smaugt_pack_p2(ct + SMAUGT_K * SMAUGT_POLYP_BYTES, &u);

    /* c1 = round_p(A^T r) */
    smaugt_matrix_times(r, pk, 1, r); /* r becomes A^T r */
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_round_c1(&u, &r[i]);
        smaugt_pack_p(ct + i * SMAUGT_POLYP_BYTES, &u);
    }

    kpqc_zeroize(r, sizeof r);
    kpqc_zeroize(&t, sizeof t);
    kpqc_zeroize(&u, sizeof u);
}

uint32_t smaugt_pke_decrypt(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                            const uint8_t ct[SMAUGT_CT_BYTES])
{
    smaugt_poly c1[SMAUGT_K], s[SMAUGT_K], t, c2;
    uint32_t bad = 0;
    unsigned j;

    /* u = c1^T s (mod p) */
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_unpack_p(&c1[j], ct + j * SMAUGT_POLYP_BYTES);
        bad |= smaugt_unpack_s(&s[j], sk + j * SMAUGT_POLYS_BYTES);
    }
    smaugt_poly_inner(&t, c1, s);
    smaugt_unpack_p2(&c2, ct + SMAUGT_K * SMAUGT_POLYP_BYTES);
    smaugt_decryption_value(&t, &c2, &t);
    smaugt_msg_decode(mu, &t);

    kpqc_zeroize(s, sizeof s);
    kpqc_zeroize(&t, sizeof t);
    return bad;
}
