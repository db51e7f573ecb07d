/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T internals shared by the files of this folder. Each file holds one
 * object of the specification; the names below say which. */
#ifndef KPQC_SMAUGT_H
#define KPQC_SMAUGT_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* A polynomial of Z[x]/(x^256 + 1) with coefficients kept modulo 2^16.
 * Which modulus a value really lives in (2^log_q, 2^log_p, ...) is said
 * where it is used; arithmetic mod 2^16 is exact modulo every power of
 * two below it, so the code reduces only when it packs. */
typedef struct {
    uint16_t c[SMAUGT_N];
} smaugt_poly;

/* Keeps a helper out of its caller, so that the helper's locals are not
   part of the caller's frame (a stack-size matter only). */
#if defined(__GNUC__)
#define SMAUGT_NOINLINE __attribute__((noinline))
#else
#define SMAUGT_NOINLINE
#endif

/* ---- matrix_a.c: ExpandA -------------------------------------------- */
/* A_ij = the log_q-bit coefficients of SHAKE128(seed_A || i || j), read by
 * smaugt_unpack_q from the first SMAUGT_POLYQ_BYTES bytes.
 * smaugt_matrix_entries puts those bytes of entries n, n + 1, ... (1 to 4
 * of them; it returns how many) in out[0], out[1], ..., entry m being
 * A_ij with i = m / K, j = m % K (transpose: A_ji): the order in which a
 * product consumes them, row by row of its result. n < K^2. The other
 * slots of out are overwritten with copies. */
#define smaugt_matrix_entries KPQC_NS(matrix_entries)
unsigned smaugt_matrix_entries(uint8_t out[4][SMAUGT_POLYQ_BYTES],
                               const uint8_t seed_a[SMAUGT_SEED_BYTES], int transpose, unsigned n);

/* ---- hwt.c: ExpandS / HWT (fixed Hamming weight secret) -------------- */
#define smaugt_expand_s KPQC_NS(expand_s)
void smaugt_expand_s(smaugt_poly s[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES]);
/* Its two steps (hwt.c), kernels a native backend may replace: the bounded
   integers x_i < 256 - i from the 308 words (0, or -1 when the spare words
   run out; x is then unspecified), and the placement of the zeros and
   signs. The _c functions are the portable twins. */
#define SMAUGT_HWT_WORDS      308
#define SMAUGT_HWT_SIGN_BYTES 32
#define smaugt_hwt_bounded    KPQC_NS(hwt_bounded)
#define smaugt_hwt_bounded_c  KPQC_NS(hwt_bounded_c)
#define smaugt_hwt_place      KPQC_NS(hwt_place)
#define smaugt_hwt_place_c    KPQC_NS(hwt_place_c)
int smaugt_hwt_bounded(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS]);
int smaugt_hwt_bounded_c(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS]);
void smaugt_hwt_place(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                      const uint8_t sign[SMAUGT_HWT_SIGN_BYTES]);
void smaugt_hwt_place_c(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                        const uint8_t sign[SMAUGT_HWT_SIGN_BYTES]);
/* Shared with the native bounded-integer kernels: the rejection
   thresholds 2^16 mod (256 - i) (public), and the redraw of a rejected
   x_i from the spare words, in order from *next (0, or -1 when they run
   out). */
#define smaugt_hwt_threshold KPQC_NS(hwt_threshold)
#define smaugt_hwt_redraw    KPQC_NS(hwt_redraw)
extern const uint16_t smaugt_hwt_threshold[SMAUGT_N];
int smaugt_hwt_redraw(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS], unsigned i,
                      unsigned *next);

/* ---- gaussian.c: dGaussian (error of the public key) ------------------ */
/* e_i = dGaussian(SHAKE256(seed || K i)) for i = 0..K-1. */
#define smaugt_expand_e KPQC_NS(expand_e)
void smaugt_expand_e(smaugt_poly e[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES]);
/* Its sampler on the 320 SHAKE256 bytes, a kernel a native backend may
   replace (_c: the portable twin). */
#define SMAUGT_DG_BYTES        320
#define smaugt_gaussian_bits   KPQC_NS(gaussian_bits)
#define smaugt_gaussian_bits_c KPQC_NS(gaussian_bits_c)
void smaugt_gaussian_bits(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES]);
void smaugt_gaussian_bits_c(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES]);

/* ---- ternary.c: ExpandR / spCBD (sparse ternary ephemeral secret) ----- */
#define smaugt_expand_r KPQC_NS(expand_r)
void smaugt_expand_r(smaugt_poly r[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES]);
/* spCBD on one polynomial's SHAKE256 bytes (CBD_BITS bits per
   coefficient), a kernel a native backend may replace (_c: the twin). */
#if SMAUGT_LEVEL == 1
#define SMAUGT_CBD_BITS 3
#elif SMAUGT_LEVEL == 3
#define SMAUGT_CBD_BITS 2
#else
#define SMAUGT_CBD_BITS 4
#endif
#define SMAUGT_CBD_BYTES (SMAUGT_CBD_BITS * SMAUGT_N / 8)
#define smaugt_sp_cbd    KPQC_NS(sp_cbd)
#define smaugt_sp_cbd_c  KPQC_NS(sp_cbd_c)
void smaugt_sp_cbd(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);
void smaugt_sp_cbd_c(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);

/* ---- polymul.c: multiplication in Z_{2^16}[x]/(x^256 + 1) -------------
 * Toom-Cook 4-way splits a product into seven 64 x 64 products (evaluated
 * at 0, 1, -1, 2, 1/2, -1/2, infinity), each done by one level of
 * Karatsuba over 32 x 32 schoolbook products. A sum of products
 * sum_j a_j * b_j is accumulated point by point and interpolated once
 * ("lazy interpolation"). The interpolation divides by 2, 4 and 8, so
 * results are exact modulo 2^13, which covers every modulus of SMAUG-T
 * (at most 2^11). */
typedef struct {
    uint16_t point[7][64];
} smaugt_toom_eval;
typedef struct {
    uint16_t point[7][128]; /* 127 coefficients per point, one spare */
} smaugt_toom_acc;

#define smaugt_toom_evaluate    KPQC_NS(toom_evaluate)
#define smaugt_toom_acc_zero    KPQC_NS(toom_acc_zero)
#define smaugt_toom_mul_acc     KPQC_NS(toom_mul_acc)
#define smaugt_toom_interpolate KPQC_NS(toom_interpolate)
void smaugt_toom_evaluate(smaugt_toom_eval *ev, const smaugt_poly *a);
void smaugt_toom_acc_zero(smaugt_toom_acc *acc);
void smaugt_toom_mul_acc(smaugt_toom_acc *acc, const smaugt_toom_eval *x,
                         const smaugt_toom_eval *y);
/* r = the accumulated sum of products, reduced mod x^256 + 1; exact mod
 * 2^13. Consumes acc (it is used as the interpolation's workspace). */
void smaugt_toom_interpolate(smaugt_poly *r, smaugt_toom_acc *acc);

/* ---- Sums of products: the kernels a native backend may replace --------
 * (native/api.h). Both compute with the Toom-Cook pipeline above and give
 * its results in all 16 bits (exact mod 2^13).
 * smaugt_poly_inner (polymul.c): t = sum_j a_j x_j; t must not overlap a
 * or x.
 * smaugt_matrix_times (matrix_a.c): t_i = sum_j A_ij x_j, or sum_j A_ji x_j
 * with transpose, A_ij as generated by smaugt_matrix_entries; t may be x.
 * The _c functions are the portable twins. */
#define smaugt_poly_inner     KPQC_NS(poly_inner)
#define smaugt_poly_inner_c   KPQC_NS(poly_inner_c)
#define smaugt_matrix_times   KPQC_NS(matrix_times)
#define smaugt_matrix_times_c KPQC_NS(matrix_times_c)
void smaugt_poly_inner(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                       const smaugt_poly x[SMAUGT_K]);
void smaugt_poly_inner_c(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                         const smaugt_poly x[SMAUGT_K]);
void smaugt_matrix_times(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                         int transpose, const smaugt_poly x[SMAUGT_K]);
void smaugt_matrix_times_c(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                           int transpose, const smaugt_poly x[SMAUGT_K]);

/* ---- rounding.c: LWR rounding and compression -------------------------- */
/* c1 = round(p/q * x) for x mod q; c2 = round(p'/2^16 * x16) for the
 * 16-bit value x16 = encoded message + (x mod q) * 2^(16 - log_q). */
#define smaugt_round_c1 KPQC_NS(round_c1)
#define smaugt_round_c2 KPQC_NS(round_c2)
void smaugt_round_c1(smaugt_poly *c1, const smaugt_poly *x);
void smaugt_round_c2(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x);
/* The 16-bit decryption value: c2 * 2^(16 - log_p') + (u mod p) * 2^(16 - log_p). */
#define smaugt_decryption_value KPQC_NS(decryption_value)
void smaugt_decryption_value(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u);
/* Portable twins (kernels a native backend may replace). */
#define smaugt_round_c1_c         KPQC_NS(round_c1_c)
#define smaugt_round_c2_c         KPQC_NS(round_c2_c)
#define smaugt_decryption_value_c KPQC_NS(decryption_value_c)
void smaugt_round_c1_c(smaugt_poly *c1, const smaugt_poly *x);
void smaugt_round_c2_c(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x);
void smaugt_decryption_value_c(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u);

/* ---- message.c (T1, T3, T5) or d2.c (TiMER): message encoding ---------- */
#define smaugt_msg_encode KPQC_NS(msg_encode)
#define smaugt_msg_decode KPQC_NS(msg_decode)
void smaugt_msg_encode(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES]);
void smaugt_msg_decode(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16);
#define smaugt_msg_encode_c KPQC_NS(msg_encode_c)
#define smaugt_msg_decode_c KPQC_NS(msg_decode_c)
void smaugt_msg_encode_c(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES]);
void smaugt_msg_decode_c(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16);

/* ---- pack.c: byte encodings -------------------------------------------- */
#define smaugt_pack_q    KPQC_NS(pack_q)
#define smaugt_unpack_q  KPQC_NS(unpack_q)
#define smaugt_pack_p    KPQC_NS(pack_p)
#define smaugt_unpack_p  KPQC_NS(unpack_p)
#define smaugt_pack_p2   KPQC_NS(pack_p2)
#define smaugt_unpack_p2 KPQC_NS(unpack_p2)
#define smaugt_pack_s    KPQC_NS(pack_s)
#define smaugt_unpack_s  KPQC_NS(unpack_s)
void smaugt_pack_q(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a);
void smaugt_unpack_q(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES]);
void smaugt_pack_p(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a);
void smaugt_unpack_p(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES]);
void smaugt_pack_p2(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a);
void smaugt_unpack_p2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES]);
void smaugt_pack_s(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s);
/* Portable twins of the eight above, which a native backend may replace
   (native/api.h). */
#define smaugt_pack_q_c    KPQC_NS(pack_q_c)
#define smaugt_unpack_q_c  KPQC_NS(unpack_q_c)
#define smaugt_pack_p_c    KPQC_NS(pack_p_c)
#define smaugt_unpack_p_c  KPQC_NS(unpack_p_c)
#define smaugt_pack_p2_c   KPQC_NS(pack_p2_c)
#define smaugt_unpack_p2_c KPQC_NS(unpack_p2_c)
void smaugt_pack_q_c(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a);
void smaugt_unpack_q_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES]);
void smaugt_pack_p_c(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a);
void smaugt_unpack_p_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES]);
void smaugt_pack_p2_c(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a);
void smaugt_unpack_p2_c(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES]);
#define smaugt_pack_s_c   KPQC_NS(pack_s_c)
#define smaugt_unpack_s_c KPQC_NS(unpack_s_c)
void smaugt_pack_s_c(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s);
uint32_t smaugt_unpack_s_c(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES]);
/* Returns an all-ones mask if the encoding holds the unused code 3, else 0. */
uint32_t smaugt_unpack_s(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES]);

/* ---- pke.c: the IND-CPA public-key encryption ------------------------- */
#define smaugt_pke_keypair KPQC_NS(pke_keypair)
#define smaugt_pke_encrypt KPQC_NS(pke_encrypt)
#define smaugt_pke_decrypt KPQC_NS(pke_decrypt)
void smaugt_pke_keypair(uint8_t pk[SMAUGT_PK_BYTES], uint8_t sk[SMAUGT_PKE_SK_BYTES],
                        const uint8_t seed[SMAUGT_SEED_BYTES]);
void smaugt_pke_encrypt(uint8_t ct[SMAUGT_CT_BYTES], const uint8_t pk[SMAUGT_PK_BYTES],
                        const uint8_t mu[SMAUGT_MSG_BYTES],
                        const uint8_t seed_r[SMAUGT_SEED_BYTES]);
/* Returns an all-ones mask if sk is not a valid encoding, else 0. */
uint32_t smaugt_pke_decrypt(uint8_t mu[SMAUGT_MSG_BYTES], const uint8_t sk[SMAUGT_PKE_SK_BYTES],
                            const uint8_t ct[SMAUGT_CT_BYTES]);

#endif
