/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ internals shared by the files of this folder, one file per object
 * of the specification. */
#ifndef KPQC_NTRUPLUS_H
#define KPQC_NTRUPLUS_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* Every function below that a native backend may replace (native/api.h)
 * dispatches: it runs the backend's kernel when this CPU has one, else its
 * portable twin <name>_c, declared next to it. Both give bit-identical
 * results for inputs within the stated bounds. */

/* An element of R_q = Z_q[x]/(x^n - x^(n/2) + 1). Coefficients are residues
 * mod q in a signed range stated by each function (at most |c| < 2^15). In
 * the NTT domain, block i (coefficients D i .. D i + D - 1) is the element
 * reduced modulo x^D - zeta_i. */
typedef struct {
    int16_t c[NTRUPLUS_N];
} ntruplus_poly;

/* ---- ntt.c: number-theoretic transform ---------------------------------- */
/* Input |c| <= q; output |c| <= 1730 (Barrett representatives). */
#define ntruplus_ntt   KPQC_NS(ntt)
#define ntruplus_ntt_c KPQC_NS(ntt_c)
void ntruplus_ntt(ntruplus_poly *a);
void ntruplus_ntt_c(ntruplus_poly *a);
/* Input |c| < q; output |c| < q; exact inverse of ntruplus_ntt. */
#define ntruplus_invntt   KPQC_NS(invntt)
#define ntruplus_invntt_c KPQC_NS(invntt_c)
void ntruplus_invntt(ntruplus_poly *a);
void ntruplus_invntt_c(ntruplus_poly *a);

/* ---- basemul.c: arithmetic in the NTT domain (inputs |c| < 2q) ----------- */
#define ntruplus_basemul       KPQC_NS(basemul)
#define ntruplus_basemul_add   KPQC_NS(basemul_add)
#define ntruplus_basemul_c     KPQC_NS(basemul_c)
#define ntruplus_basemul_add_c KPQC_NS(basemul_add_c)
/* r = a * b, |r| < q */
void ntruplus_basemul(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
void ntruplus_basemul_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
/* r = a * b + c, |r| <= 1730 */
void ntruplus_basemul_add(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                          const ntruplus_poly *c);
void ntruplus_basemul_add_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                            const ntruplus_poly *c);
/* r = 1 / a (|a| < q), |r| < 2q (D = 4) or < q (D = 3). Returns an all-ones mask
 * if some block is not invertible (r is then meaningless, but still a
 * function of a alone), 0 otherwise. Constant time. */
/* r = barrett(a - b) coefficient-wise (the difference wraps to 16 bits),
 * |r| <= 1730; r may be a or b */
#define ntruplus_sub_reduce   KPQC_NS(sub_reduce)
#define ntruplus_sub_reduce_c KPQC_NS(sub_reduce_c)
void ntruplus_sub_reduce(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
void ntruplus_sub_reduce_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
#define ntruplus_baseinv   KPQC_NS(baseinv)
#define ntruplus_baseinv_c KPQC_NS(baseinv_c)
uint32_t ntruplus_baseinv(ntruplus_poly *r, const ntruplus_poly *a);
uint32_t ntruplus_baseinv_c(ntruplus_poly *r, const ntruplus_poly *a);

/* ---- cbd.c: the centred binomial sampler CBD1 ---------------------------- */
/* coefficient i = bit i of buf[0, n/8) - bit i of buf[n/8, n/4) */
#define ntruplus_cbd1   KPQC_NS(cbd1)
#define ntruplus_cbd1_c KPQC_NS(cbd1_c)
void ntruplus_cbd1(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES]);
void ntruplus_cbd1_c(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES]);

/* a secret of key generation: 3 CBD1(buf) + plus_one (0 or 1, public) */
#define ntruplus_cbd1_secret   KPQC_NS(cbd1_secret)
#define ntruplus_cbd1_secret_c KPQC_NS(cbd1_secret_c)
void ntruplus_cbd1_secret(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one);
void ntruplus_cbd1_secret_c(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES], int plus_one);

/* ---- sotp.c: the semi-generalised one-time pad ---------------------------- */
#define ntruplus_sotp_encode   KPQC_NS(sotp_encode)
#define ntruplus_sotp_decode   KPQC_NS(sotp_decode)
#define ntruplus_sotp_encode_c KPQC_NS(sotp_encode_c)
#define ntruplus_sotp_decode_c KPQC_NS(sotp_decode_c)
void ntruplus_sotp_encode(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                          const uint8_t u[NTRUPLUS_CBD_BYTES]);
void ntruplus_sotp_encode_c(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                            const uint8_t u[NTRUPLUS_CBD_BYTES]);
/* a: coefficients in {-1, 0, 1}. Returns an all-ones mask (and a zero
 * message) if some coefficient plus its pad bit is outside {0, 1}. */
uint32_t ntruplus_sotp_decode(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                              const uint8_t u[NTRUPLUS_CBD_BYTES]);
uint32_t ntruplus_sotp_decode_c(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                const uint8_t u[NTRUPLUS_CBD_BYTES]);
/* a (|c| < q) -> the representative in {-1, 0, 1} of the centred residue mod 3 */
#define ntruplus_crepmod3   KPQC_NS(crepmod3)
#define ntruplus_crepmod3_c KPQC_NS(crepmod3_c)
void ntruplus_crepmod3(ntruplus_poly *a);
void ntruplus_crepmod3_c(ntruplus_poly *a);

/* ---- hash.c: F, G, H (SHAKE256 with a domain byte) ------------------------ */
#define ntruplus_hash_f KPQC_NS(hash_f)
#define ntruplus_hash_g KPQC_NS(hash_g)
#define ntruplus_hash_h KPQC_NS(hash_h)
void ntruplus_hash_f(uint8_t out[NTRUPLUS_SEED_BYTES], const uint8_t pk[NTRUPLUS_POLY_BYTES]);
void ntruplus_hash_g(uint8_t out[NTRUPLUS_CBD_BYTES], const uint8_t r[NTRUPLUS_POLY_BYTES]);
void ntruplus_hash_h(uint8_t out[NTRUPLUS_SS_BYTES + NTRUPLUS_CBD_BYTES],
                     const uint8_t msg[NTRUPLUS_MSG_BYTES], const uint8_t fpk[NTRUPLUS_SEED_BYTES]);

/* ---- pack.c: 12-bit encoding ---------------------------------------------- */
#define ntruplus_pack     KPQC_NS(pack)
#define ntruplus_unpack   KPQC_NS(unpack)
#define ntruplus_pack_c   KPQC_NS(pack_c)
#define ntruplus_unpack_c KPQC_NS(unpack_c)
/* a: |c| < q, written as the canonical residue 0..q-1 */
void ntruplus_pack(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a);
void ntruplus_pack_c(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a);
/* Returns an all-ones mask if some field is q or more (non-canonical), else 0. */
uint32_t ntruplus_unpack(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES]);
uint32_t ntruplus_unpack_c(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES]);

#endif
