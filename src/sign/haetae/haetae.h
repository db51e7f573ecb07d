/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE internals shared by the files of this folder, one file per object
 * of the specification (v1.2.0, specification v260825); each section below
 * declares what the file it names defines. */
#ifndef KPQC_HAETAE_H
#define KPQC_HAETAE_H

#include <stddef.h>
#include <stdint.h>

#include "fips202x4.h"
#include "params.h"

/* Integer bounds of the specification, exactly the values the reference's
 * double expressions produce (checked by tools/gen/haetae_constants.py):
 *   B0SQ, B1SQ, B2SQ = (uint64_t)(B * B) for B = B0, B1, B2;
 *   keygen accepts iff squared singular value <= GAMMA2N_FLOOR, the integer
 *   form of "sv > GAMMA * GAMMA * N" rejecting (sv is an integer);
 *   HYPERBALL_SCALE = (uint64_t)(B0 * LN + sqrt(n m) / 2) << 15. */
#if HAETAE_MODE == 2
#define HAETAE_B0SQ            UINT64_C(96944109)
#define HAETAE_B1SQ            UINT64_C(96805527)
#define HAETAE_B2SQ            UINT64_C(163265017)
#define HAETAE_GAMMA2N_FLOOR   INT64_C(611098)
#define HAETAE_HYPERBALL_SCALE UINT64_C(2643021496320)
#elif HAETAE_MODE == 3
#define HAETAE_B0SQ            UINT64_C(335438492)
#define HAETAE_B1SQ            UINT64_C(335171879)
#define HAETAE_B2SQ            UINT64_C(479901314)
#define HAETAE_GAMMA2N_FLOOR   INT64_C(852505)
#define HAETAE_HYPERBALL_SCALE UINT64_C(4916390789120)
#else
#define HAETAE_B0SQ            UINT64_C(499239142)
#define HAETAE_B1SQ            UINT64_C(498849991)
#define HAETAE_B2SQ            UINT64_C(597386433)
#define HAETAE_GAMMA2N_FLOOR   INT64_C(778065)
#define HAETAE_HYPERBALL_SCALE UINT64_C(5997831421952)
#endif

/* Signing gives up (KPQC_ERR_DECODE, zeroed signature) after this many
 * attempts. A key from key generation needs more with probability below
 * 2^-128 (docs/algorithms/haetae.md, "Attempt cap": the measured per-key
 * acceptance rates, worst key included, and the arithmetic); only a
 * well-formed secret key of large norm, which key generation never writes,
 * reaches it. The nonce budget it implies, 1000 (L + K) + 1 <= 11001, is
 * far inside the 16-bit nonce space. */
#ifndef HAETAE_SIGN_MAX_ATTEMPTS
#define HAETAE_SIGN_MAX_ATTEMPTS 1000u
#endif

/* A polynomial of Z[x]/(x^256 + 1). The range of the coefficients is stated
 * by every function. The same type holds fixed-point polynomials (13
 * fractional bits, HAETAE_LN = 2^13), named "fix" in this header. */
typedef struct {
    int32_t c[HAETAE_N];
} haetae_poly;

/* ---- reduce.h / ntt.c: arithmetic mod q = 64513, NTT -------------------- */
/* reduce.h (static inline, include it where needed): haetae_mont_reduce
 * (a 2^-32 mod q in (-q, q) for |a| < 2^31 q), haetae_caddq, haetae_freeze
 * ([0, q)), haetae_freeze2q ([0, 2q)), haetae_reduce2q ([-q, q)), all exact
 * for every int32 input; zetas.h (generated) holds the constants. */
#define haetae_ntt                           KPQC_NS(haetae_ntt)
#define haetae_invntt_tomont                 KPQC_NS(haetae_invntt_tomont)
#define haetae_poly_pointwise_montgomery     KPQC_NS(haetae_poly_pointwise_montgomery)
#define haetae_poly_pointwise_acc_montgomery KPQC_NS(haetae_poly_pointwise_acc_montgomery)
/* Same semantics (and outputs, coefficient for coefficient) as the
 * reference's poly_ntt / poly_invntt_tomont / poly_pointwise_montgomery.
 * ntt: no reduction, each of the 8 layers adds less than q to max|c|
 * (safe for |c| < 2^30 - 8q); output bit-reversed.
 * invntt_tomont: input |c| < 2^23, output in (-q, q), times 2^32 (cancels
 * the 2^-32 of one pointwise product). pointwise: (-q, q). */
void haetae_ntt(haetae_poly *a);
void haetae_invntt_tomont(haetae_poly *a);
void haetae_poly_pointwise_montgomery(haetae_poly *r, const haetae_poly *a, const haetae_poly *b);
/* r += a b 2^-32 (each term in (-q, q)). The reference's
 * polyvec{l,m}_pointwise_acc_montgomery(w, u, v) is exactly: zero w, then
 * call this for i = 0, 1, ... in column order (0 + x = x, so the first term
 * matches the reference's plain pointwise product); after n columns
 * |w| < n q. Each product needs |a b| < 2^31 q. */
void haetae_poly_pointwise_acc_montgomery(haetae_poly *r, const haetae_poly *a,
                                          const haetae_poly *b);
/* The portable twins of the four functions above (native/api.h: each
 * function above runs a native kernel where there is one, else its twin). */
#define haetae_ntt_c                           KPQC_NS(haetae_ntt_c)
#define haetae_invntt_tomont_c                 KPQC_NS(haetae_invntt_tomont_c)
#define haetae_poly_pointwise_montgomery_c     KPQC_NS(haetae_poly_pointwise_montgomery_c)
#define haetae_poly_pointwise_acc_montgomery_c KPQC_NS(haetae_poly_pointwise_acc_montgomery_c)
void haetae_ntt_c(haetae_poly *a);
void haetae_invntt_tomont_c(haetae_poly *a);
void haetae_poly_pointwise_montgomery_c(haetae_poly *r, const haetae_poly *a, const haetae_poly *b);
void haetae_poly_pointwise_acc_montgomery_c(haetae_poly *r, const haetae_poly *a,
                                            const haetae_poly *b);

/* ---- poly.c: coefficient-wise operations (reference poly.c/decompose.c) -- */
/* Outputs equal the reference's per coefficient for all int32 inputs
 * unless a range is given; r may alias any input. A = HAETAE_ALPHA_HINT,
 * E = (2q - 2) / A (252 modes 2, 3; 504 mode 5). polyveck_x / polyvecl_x of
 * the reference = these on each polynomial, except polyveck_poly_fromcrt =
 * fromcrt on poly 0, fromcrt0 on the others. All constant time. */
#define haetae_poly_add           KPQC_NS(haetae_poly_add)
#define haetae_poly_sub           KPQC_NS(haetae_poly_sub)
#define haetae_poly_freeze        KPQC_NS(haetae_poly_freeze)
#define haetae_poly_freeze2q      KPQC_NS(haetae_poly_freeze2q)
#define haetae_poly_reduce2q      KPQC_NS(haetae_poly_reduce2q)
#define haetae_poly_caddq         KPQC_NS(haetae_poly_caddq)
#define haetae_poly_double        KPQC_NS(haetae_poly_double)
#define haetae_poly_fromcrt       KPQC_NS(haetae_poly_fromcrt)
#define haetae_poly_fromcrt0      KPQC_NS(haetae_poly_fromcrt0)
#define haetae_poly_lsb           KPQC_NS(haetae_poly_lsb)
#define haetae_poly_highbits_hint KPQC_NS(haetae_poly_highbits_hint)
#define haetae_poly_highbits      KPQC_NS(haetae_poly_highbits)
#define haetae_poly_lowbits       KPQC_NS(haetae_poly_lowbits)
#define haetae_poly_decompose_z1  KPQC_NS(haetae_poly_decompose_z1)
#define haetae_poly_compose       KPQC_NS(haetae_poly_compose)
#define haetae_poly_mul_alpha     KPQC_NS(haetae_poly_mul_alpha)
#define haetae_poly_div2          KPQC_NS(haetae_poly_div2)
#define haetae_poly_caddDQ2ALPHA  KPQC_NS(haetae_poly_caddDQ2ALPHA)
#define haetae_poly_csubDQ2ALPHA  KPQC_NS(haetae_poly_csubDQ2ALPHA)
#define haetae_poly_verify_row    KPQC_NS(haetae_poly_verify_row)
#define haetae_poly_verify_row_c  KPQC_NS(haetae_poly_verify_row_c)
#define haetae_poly_cneg          KPQC_NS(haetae_poly_cneg)
#define haetae_poly_sqnorm2       KPQC_NS(haetae_poly_sqnorm2)
#define haetae_poly_frommont      KPQC_NS(haetae_poly_frommont)
#define haetae_poly_double_negate KPQC_NS(haetae_poly_double_negate)
void haetae_poly_add(haetae_poly *r, const haetae_poly *a, const haetae_poly *b);
void haetae_poly_sub(haetae_poly *r, const haetae_poly *a, const haetae_poly *b);
void haetae_poly_freeze(haetae_poly *a);   /* in place, [0, q) */
void haetae_poly_freeze2q(haetae_poly *a); /* in place, [0, 2q) */
void haetae_poly_reduce2q(haetae_poly *a); /* in place, x mod 2q in [-q, q) */
void haetae_poly_caddq(haetae_poly *a);    /* in place, x + q if x < 0 */
void haetae_poly_double(haetae_poly *a);   /* in place, 2x */
/* w = u + q if u and v differ in parity, else u (x mod 2q from u = x mod q,
 * v = x mod 2); fromcrt0: the same with v = 0. */
void haetae_poly_fromcrt(haetae_poly *w, const haetae_poly *u, const haetae_poly *v);
void haetae_poly_fromcrt0(haetae_poly *w, const haetae_poly *u);
void haetae_poly_lsb(haetae_poly *r, const haetae_poly *a); /* x & 1 */
/* reference decompose_hint: h = floor((x + A/2) / A), minus E if h >= E;
 * for x in [0, 2q): [0, E). Needs x < 2^31 - A. */
void haetae_poly_highbits_hint(haetae_poly *r, const haetae_poly *a);
/* reference decompose_z1 (base 256 in every mode): x = 256 hb + lb with
 * lb in [-128, 128) and hb = floor((x + 128) / 256). */
void haetae_poly_highbits(haetae_poly *hb, const haetae_poly *a);
void haetae_poly_lowbits(haetae_poly *lb, const haetae_poly *a);
void haetae_poly_decompose_z1(haetae_poly *hb, haetae_poly *lb, const haetae_poly *a);
/* The separate steps of verification's fused row pass (below), kept for
 * the hardware reference and firmware (hw/). */
void haetae_poly_compose(haetae_poly *r, const haetae_poly *hb,
                         const haetae_poly *lb);                  /* 256 hb + lb */
void haetae_poly_mul_alpha(haetae_poly *r, const haetae_poly *a); /* A x */
void haetae_poly_div2(haetae_poly *a);                            /* floor(x / 2) */
void haetae_poly_caddDQ2ALPHA(haetae_poly *a);                    /* x + E if x < 0 */
void haetae_poly_csubDQ2ALPHA(haetae_poly *a);                    /* x - E if x >= E */
/* One row i of verification, from w = row i of A1 z1 - q c j mod q after
 * haetae_invntt_tomont, any representative in (-q, q) (the range
 * INVNTT_TOMONT guarantees, native/api.h), the row's hint h (in [0, E))
 * and lsb = LSB(z1_0 - c) (row 0; NULL for the others, parity 0):
 *   x  = w mod 2q from w mod q and the parity (fromcrt, fromcrt0; freeze2q),
 *   w1 = HighBits(x) + h, minus E if >= E (highbits_hint, add,
 *        csubDQ2ALPHA), written to w1 (to be packed),
 *   z2 = (alpha w1 - x (+ lsb)) centred mod 2q, halved (mul_alpha, sub,
 *        add, reduce2q, div2),
 * returning ||z2||^2 (sqnorm2). The portable function runs the fused pass
 * of the _c body; a platform may replace it with the step-wise sequence
 * (the hardware firmware, hw/fw, does), which is why w may be left
 * modified. */
uint64_t haetae_poly_verify_row(haetae_poly *w1, haetae_poly *w, const haetae_poly *h,
                                const haetae_poly *lsb);
uint64_t haetae_poly_verify_row_c(haetae_poly *w1, const haetae_poly *w, const haetae_poly *h,
                                  const haetae_poly *lsb);
/* x -> (-1)^(b & 1) x, b secret (masking, no branch); |x| < 2^30. Equals
 * the reference's polyvec*_cneg(v, b & 1). */
void haetae_poly_cneg(haetae_poly *a, unsigned b);
uint64_t haetae_poly_sqnorm2(const haetae_poly *a); /* sum x^2 (mod 2^64) */
void haetae_poly_frommont(haetae_poly *a);      /* x 2^32 mod q in (-q, q), |x| < 2^31 q / 4214 */
void haetae_poly_double_negate(haetae_poly *a); /* -2x mod q in (-q, q), |x| < 2^31 q / 28642 */
/* The portable twins of the dispatchers freeze, freeze2q, reduce2q and
 * sqnorm2 (native/api.h). */
#define haetae_poly_freeze_c   KPQC_NS(haetae_poly_freeze_c)
#define haetae_poly_freeze2q_c KPQC_NS(haetae_poly_freeze2q_c)
#define haetae_poly_reduce2q_c KPQC_NS(haetae_poly_reduce2q_c)
#define haetae_poly_sqnorm2_c  KPQC_NS(haetae_poly_sqnorm2_c)
void haetae_poly_freeze_c(haetae_poly *a);
void haetae_poly_freeze2q_c(haetae_poly *a);
void haetae_poly_reduce2q_c(haetae_poly *a);
uint64_t haetae_poly_sqnorm2_c(const haetae_poly *a);

/* ---- matrix.c: the public matrix A1 = (first column | 2 A0), NTT domain -- */
/* Streaming: one entry per call, about 0.6 KiB of stack (SHAKE128 state
 * and one block), no other polynomial. All public. */
#define haetae_a0_entry KPQC_NS(haetae_a0_entry)
/* A0[i][j] (i < K, j < M): reference poly_uniform(rho, 256 i + j),
 * coefficients in [0, q), NTT domain. */
void haetae_a0_entry(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned i, unsigned j);
/* RejUniform on one buffer: the little-endian 16-bit words of buf[0 ..
 * buflen) (buflen even) that are below q go to r, in order, until len are
 * taken; returns how many. Public data (branches allowed). The dispatcher
 * and its portable twin (native/api.h). */
#define haetae_poly_uniform   KPQC_NS(haetae_poly_uniform)
#define haetae_poly_uniform_c KPQC_NS(haetae_poly_uniform_c)
#define haetae_rej_uniform    KPQC_NS(haetae_rej_uniform)
#define haetae_rej_uniform_c  KPQC_NS(haetae_rej_uniform_c)
unsigned haetae_rej_uniform(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen);
unsigned haetae_rej_uniform_c(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen);
/* reference poly_uniform(rho, nonce): RejUniform on SHAKE128(rho ||
 * le16(nonce)) until N coefficients, [0, q); dispatcher and twin. */
void haetae_poly_uniform(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce);
void haetae_poly_uniform_c(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce);
/* The same parsing the Keccak state in place, for the native backends
 * (little-endian hosts: KPQC_NATIVE_X86_64, KPQC_NATIVE_AARCH64). */
#define haetae_poly_uniform_lanes KPQC_NS(haetae_poly_uniform_lanes)
void haetae_poly_uniform_lanes(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce);
/* Column j of A1 but for the factor 2 of its columns j >= 1, NTT domain:
 * j >= 1: a[i] = A0[i][j-1] in [0, q), half of what the reference's
 * unpack_vk stores (the callers double the vector's entry j instead: the
 * product is the same mod q, and it doubles one polynomial, not K);
 * j = 0, as the reference builds it, modes 2/3: NTT(2 (a[i] - 2 b[i])) with a[i] the i-th
 * polynomial of polyveck_expand_vecA, poly_uniform(rho, 256 K + M + i), and
 * b[i] the 15-bit fields of pk (any value < 2^15 accepted, |coefficients| <
 * 2^17 + 8q); mode 5: the 16-bit fields of pk verbatim, [0, 2^16).
 * rho = pk[0..32). The K SHAKE128 streams of the column are expanded side
 * by side (haetae_poly_uniform4). */
#define haetae_a1_column KPQC_NS(haetae_a1_column)
void haetae_a1_column(haetae_poly *const a[HAETAE_K], const uint8_t pk[HAETAE_PK_BYTES],
                      unsigned j);
/* haetae_poly_uniform(a[l], rho, nonce[l]) for l < n (1 <= n <= 4);
 * dispatcher (POLY_UNIFORM4, native/api.h) and twin. */
#define haetae_poly_uniform4   KPQC_NS(haetae_poly_uniform4)
#define haetae_poly_uniform4_c KPQC_NS(haetae_poly_uniform4_c)
void haetae_poly_uniform4(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                          const unsigned nonce[4], unsigned n);
void haetae_poly_uniform4_c(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                            const unsigned nonce[4], unsigned n);
/* Absorbs seed || le16(nonce[l]) into lane l of an initialised 4-way
 * sponge (lanes l >= n take nonce[0]) and finalises it. */
#define haetae_xof4_absorb KPQC_NS(haetae_xof4_absorb)
void haetae_xof4_absorb(kpqc_keccakx4_ctx *xof, const uint8_t *seed, size_t seedlen,
                        const unsigned nonce[4], unsigned n);
/* The same through the 4-way SHAKE API: for backends with a native 4-way
 * permutation (their POLY_UNIFORM4 kernel). */
#define haetae_poly_uniform4_x4 KPQC_NS(haetae_poly_uniform4_x4)
void haetae_poly_uniform4_x4(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                             const unsigned nonce[4], unsigned n);
/* The first column's part from the packed b (A1_COL0, native/api.h): modes
 * 2, 3: a = 2 (a - 2 b) for a = a[i] in [0, q); mode 5: a = b. */
#define haetae_a1_col0   KPQC_NS(haetae_a1_col0)
#define haetae_a1_col0_c KPQC_NS(haetae_a1_col0_c)
void haetae_a1_col0(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES]);
void haetae_a1_col0_c(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES]);

/* ---- secret.c: secret vectors s1, s2 from sigma ------------------------- */
#define haetae_secret_entry KPQC_NS(haetae_secret_entry)
/* reference poly_uniform_eta(sigma, nonce): coefficients in {-1, 0, 1};
 * constant time (see secret.c for the one declassified bit). Keygen
 * attempt t uses nonces t (M + K) + j for s1[j], t (M + K) + M + i for s2[i]
 * (reference polyvecmk_expand_S). */
void haetae_secret_entry(haetae_poly *s, const uint8_t sigma[HAETAE_CRHBYTES], uint16_t nonce);
/* haetae_secret_entry(s[l], sigma, nonce + l) for l < n (1 <= n <= 4);
 * dispatcher (SECRET_ENTRIES4, native/api.h) and twin. */
#define haetae_secret_entries4   KPQC_NS(haetae_secret_entries4)
#define haetae_secret_entries4_c KPQC_NS(haetae_secret_entries4_c)
void haetae_secret_entries4(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                            uint16_t nonce, unsigned n);
void haetae_secret_entries4_c(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                              uint16_t nonce, unsigned n);
/* The same through the 4-way SHAKE API (SECRET_ENTRIES4 kernels). */
#define haetae_secret_entries4_x4 KPQC_NS(haetae_secret_entries4_x4)
void haetae_secret_entries4_x4(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                               uint16_t nonce, unsigned n);
/* The two steps of haetae_secret_entry, shared with native backends: the
 * bytes of buf[0..len) below 243 appended to slot[0..HAETAE_ETA_BYTES)
 * (returns the new fill), and the 256 digits of the full slot. */
#define HAETAE_ETA_BYTES      52
#define haetae_secret_collect KPQC_NS(haetae_secret_collect)
#define haetae_secret_digits  KPQC_NS(haetae_secret_digits)
unsigned haetae_secret_collect(uint8_t slot[HAETAE_ETA_BYTES], unsigned filled, const uint8_t *buf,
                               size_t len);
void haetae_secret_digits(haetae_poly *s, const uint8_t slot[HAETAE_ETA_BYTES]);

/* ---- challenge.c: the challenge polynomial c ------------------------------ */
#define haetae_challenge KPQC_NS(haetae_challenge)
/* reference poly_challenge(c, in, mu): c in {0, 1}^256, from
 * SHAKE256(in || mu[0..32)); in = packed high bits (K x 288 bytes) || packed
 * LSB (32 bytes). Public, not constant time. */
void haetae_challenge(haetae_poly *c, const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                      const uint8_t mu[HAETAE_SEEDBYTES]);

/* ---- fft.c: fixed-point FFT and the key's squared singular value -------- */
#define haetae_sk_singular_value KPQC_NS(haetae_sk_singular_value)
/* The specification's fixed-point estimate of the key's squared singular
 * value (reference polyvecmk_sk_singular_value, same value for every input
 * below, including its 32-bit wraparound on absurdly large keys). s1
 * coefficients in [-1, 1]; s2 coefficients in [-2, 2] (modes 2 and 3 pass
 * s2 after subtracting the rounding bit b0, mode 5 the sampled s2). Key
 * generation keeps the key iff the result is <= HAETAE_GAMMA2N_FLOOR; the
 * caller declassifies that decision. Constant time; stack about 3.1 KiB.
 * The result always lies in [-2^25, 2^25). */
int64_t haetae_sk_singular_value(const haetae_poly s1[HAETAE_M], const haetae_poly s2[HAETAE_K]);
/* Its portable twin (native/api.h) and its last two steps, shared with a
 * native backend: the HAETAE_SV_TOP largest of n >= HAETAE_SV_TOP spectral
 * energies (signed 32-bit words, as a multiset: their order is
 * unspecified), and the weighted, rounded estimate from them. */
#define HAETAE_SV_TOP              (HAETAE_N / HAETAE_TAU + 1)
#define haetae_sk_singular_value_c KPQC_NS(haetae_sk_singular_value_c)
#define haetae_sv_top              KPQC_NS(haetae_sv_top)
#define haetae_sv_weigh            KPQC_NS(haetae_sv_weigh)
int64_t haetae_sk_singular_value_c(const haetae_poly s1[HAETAE_M], const haetae_poly s2[HAETAE_K]);
void haetae_sv_top(uint32_t top[HAETAE_SV_TOP], const uint32_t *energy, unsigned n);
int64_t haetae_sv_weigh(const uint32_t top[HAETAE_SV_TOP]);

/* ---- pack.c: keys and fixed-width polynomial encodings ------------------- */
/* Key layout (reference pack_vk / pack_sk):
 *   pk = rho (32) || b[0..K) as poly_q
 *   sk = pk || s1[0..M) as poly_eta || s2[0..K) as poly2_eta (modes 2, 3;
 *        poly_eta in mode 5, 64 bytes) || key (32)
 * Unpacking accepts every byte string (see pack.c for the values odd
 * fields decode to) and never reads outside the stated ranges. */
#define HAETAE_PK_B_OFFSET(i)  (HAETAE_SEEDBYTES + (size_t)(i)*HAETAE_POLYQ_PACKEDBYTES)
#define HAETAE_SK_S1_OFFSET(j) (HAETAE_PK_BYTES + (size_t)(j)*HAETAE_POLYETA_PACKEDBYTES)
#define HAETAE_SK_S2_OFFSET(i) \
    (HAETAE_SK_S1_OFFSET(HAETAE_M) + (size_t)(i)*HAETAE_POLY2ETA_PACKEDBYTES)
#define HAETAE_SK_KEY_OFFSET      HAETAE_SK_S2_OFFSET(HAETAE_K) /* the 32-byte key */
#define haetae_pack_poly_q        KPQC_NS(haetae_pack_poly_q)
#define haetae_unpack_poly_q      KPQC_NS(haetae_unpack_poly_q)
#define haetae_pack_poly_eta      KPQC_NS(haetae_pack_poly_eta)
#define haetae_unpack_poly_eta    KPQC_NS(haetae_unpack_poly_eta)
#define haetae_pack_poly2_eta     KPQC_NS(haetae_pack_poly2_eta)
#define haetae_unpack_poly2_eta   KPQC_NS(haetae_unpack_poly2_eta)
#define haetae_pack_s1_entry      KPQC_NS(haetae_pack_s1_entry)
#define haetae_unpack_s1_entry    KPQC_NS(haetae_unpack_s1_entry)
#define haetae_pack_s2_entry      KPQC_NS(haetae_pack_s2_entry)
#define haetae_unpack_s2_entry    KPQC_NS(haetae_unpack_s2_entry)
#define haetae_pack_poly_highbits KPQC_NS(haetae_pack_poly_highbits)
#define haetae_pack_poly_lsb      KPQC_NS(haetae_pack_poly_lsb)
/* poly_q: 15-bit (modes 2, 3) or 16-bit (mode 5) fields, [0, 2^w). */
void haetae_pack_poly_q(uint8_t r[HAETAE_POLYQ_PACKEDBYTES], const haetae_poly *a);
void haetae_unpack_poly_q(haetae_poly *r, const uint8_t a[HAETAE_POLYQ_PACKEDBYTES]);
/* Eight consecutive coefficients of a packed poly_q, from the 2 w bytes
 * at b (w = 15: modes 2, 3; w = 16: mode 5), for loops over all of them. */
#define HAETAE_POLYQ_BITS (HAETAE_POLYQ_PACKEDBYTES * 8 / HAETAE_N)
static inline void haetae_polyq_unpack8(int32_t v[8], const uint8_t *b)
{
#if HAETAE_POLYQ_BITS == 15
    const uint32_t m = 0x7FFF;
    const uint32_t w0 =
        (uint32_t)b[0] | ((uint32_t)b[1] << 8) | ((uint32_t)b[2] << 16) | ((uint32_t)b[3] << 24);
    const uint32_t w1 =
        (uint32_t)b[4] | ((uint32_t)b[5] << 8) | ((uint32_t)b[6] << 16) | ((uint32_t)b[7] << 24);
    const uint32_t w2 =
        (uint32_t)b[8] | ((uint32_t)b[9] << 8) | ((uint32_t)b[10] << 16) | ((uint32_t)b[11] << 24);
    const uint32_t w3 = (uint32_t)b[12] | ((uint32_t)b[13] << 8) | ((uint32_t)b[14] << 16);
    v[0] = (int32_t)(w0 & m);
    v[1] = (int32_t)((w0 >> 15) & m);
    v[2] = (int32_t)(((w0 >> 30) | (w1 << 2)) & m);
    v[3] = (int32_t)((w1 >> 13) & m);
    v[4] = (int32_t)(((w1 >> 28) | (w2 << 4)) & m);
    v[5] = (int32_t)((w2 >> 11) & m);
    v[6] = (int32_t)(((w2 >> 26) | (w3 << 6)) & m);
    v[7] = (int32_t)(w3 >> 9);
#elif HAETAE_POLYQ_BITS == 16
    unsigned t;
    for (t = 0; t < 8; t++)
        v[t] = (int32_t)((uint32_t)b[2 * t] | ((uint32_t)b[2 * t + 1] << 8));
#else
#error "poly_q fields are 15 or 16 bits"
#endif
}
/* eta: {-1, 0, 1} in 64 bytes; 2eta: [-2, 2] in 96 bytes */
void haetae_pack_poly_eta(uint8_t r[HAETAE_POLYETA_PACKEDBYTES], const haetae_poly *a);
void haetae_unpack_poly_eta(haetae_poly *r, const uint8_t a[HAETAE_POLYETA_PACKEDBYTES]);
void haetae_pack_poly2_eta(uint8_t r[96], const haetae_poly *a);
void haetae_unpack_poly2_eta(haetae_poly *r, const uint8_t a[96]);
/* s1[j] (j < M) and s2[i] (i < K) inside sk, in the mode's encoding.
 * Unpacked from arbitrary bytes: s1 in [-2, 1], s2 in [-5, 2] (modes 2, 3)
 * or [-2, 1] (mode 5); keys made by keygen: s1 in [-1, 1], s2 in [-2, 2]
 * (modes 2, 3) or [-1, 1] (mode 5). */
void haetae_pack_s1_entry(uint8_t sk[HAETAE_SK_BYTES], const haetae_poly *s, unsigned j);
void haetae_unpack_s1_entry(haetae_poly *s, const uint8_t sk[HAETAE_SK_BYTES], unsigned j);
void haetae_pack_s2_entry(uint8_t sk[HAETAE_SK_BYTES], const haetae_poly *s, unsigned i);
void haetae_unpack_s2_entry(haetae_poly *s, const uint8_t sk[HAETAE_SK_BYTES], unsigned i);
/* reference pack_poly_highbits: writes all 288 bytes (modes 2, 3: one byte
 * per coefficient, then 32 zero bytes; mode 5: 9-bit fields). The
 * reference's pack_vec_highbits is this at buf + i * 288, i < K. */
void haetae_pack_poly_highbits(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES], const haetae_poly *a);
#define haetae_pack_poly_highbits_c KPQC_NS(haetae_pack_poly_highbits_c)
void haetae_pack_poly_highbits_c(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES],
                                 const haetae_poly *a); /* the portable twin */
/* reference pack_poly_lsb: bit i of the 32 bytes = coefficient i & 1 */
void haetae_pack_poly_lsb(uint8_t buf[HAETAE_POLYC_PACKEDBYTES], const haetae_poly *a);

/* ---- keygen.c: key generation ------------------------------------------- */
/* derand: seed = 32 bytes, exactly the reference's
 * crypto_sign_keypair_internal; keypair draws them with kpqc_randombytes
 * and returns its error (pk, sk untouched) if that fails. 0 on success. */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk);

/* Decoding rules (pack.c): 1 iff every coefficient of pk's b is in the
 * range key generation produces; all ones iff sk's secret vectors hold a
 * field key generation never writes (constant time; tmp is scratch). */
#define haetae_pk_is_canonical KPQC_NS(haetae_pk_is_canonical)
#define haetae_sk_malformed    KPQC_NS(haetae_sk_malformed)
int haetae_pk_is_canonical(const uint8_t pk[HAETAE_PK_BYTES]);
#define haetae_pk_is_canonical_c KPQC_NS(haetae_pk_is_canonical_c)
int haetae_pk_is_canonical_c(const uint8_t pk[HAETAE_PK_BYTES]); /* the portable twin */
uint32_t haetae_sk_malformed(const uint8_t sk[HAETAE_SK_BYTES], haetae_poly *tmp);

/* ---- rans.c / sigpack.c: signature encoding ------------------------------ */
/* Signature layout (HAETAE_SIG_BYTES, fixed): c as 256 bits (32 bytes,
 * coefficient i at bit i % 8 of byte i / 8); LowBits(z1) as L N bytes (two's
 * complement); the byte lengths of the two rANS streams minus
 * HAETAE_BASE_ENC_HB_Z1 and HAETAE_BASE_ENC_H (one byte each); the stream of
 * HighBits(z1); the stream of h; zero padding. */
#define haetae_pack_sig         KPQC_NS(haetae_pack_sig)
#define haetae_unpack_sig       KPQC_NS(haetae_unpack_sig)
#define haetae_rans_encode_z1hi KPQC_NS(haetae_rans_encode_z1hi)
#define haetae_rans_encode_hint KPQC_NS(haetae_rans_encode_hint)
#define haetae_rans_decode_z1hi KPQC_NS(haetae_rans_decode_z1hi)
#define haetae_rans_decode_hint KPQC_NS(haetae_rans_decode_hint)
/* Pack a signature: returns 0 and exactly the reference pack_sig's bytes, or
 * -1 exactly when the reference rejects (a value the models cannot encode,
 * a stream length outside [BASE, BASE + 255], or more than fits; the signer
 * then restarts; sig is then unspecified). Inputs as the signer makes them:
 * c in {0, 1}; lowbits_z1 in [-128, 127] (any int32 is stored mod 256);
 * highbits_z1 encodable in [-6, 6] / [-8, 8] / [-9, 9] (modes 2 / 3 / 5);
 * h in [0, W), W = (2q - 2) / alpha_h = 252 / 252 / 504, encodable when
 * h <= e or h >= W - e, e = 6 / 8 / 16. Any other int32 is refused, no UB.
 * NOT constant time: branches on highbits_z1 and h and indexes tables by
 * them; the caller declassifies these values first (they become the public
 * signature; a rejection reveals only that this attempt was discarded). */
int haetae_pack_sig(uint8_t sig[HAETAE_SIG_BYTES], const haetae_poly *c,
                    const haetae_poly lowbits_z1[HAETAE_L], const haetae_poly highbits_z1[HAETAE_L],
                    const haetae_poly h[HAETAE_K]);
/* Unpack a signature: 0 with the values (c in {0, 1}, highbits_z1 and h in
 * the encodable ranges above), or -1 with the reference unpack_sig's
 * verdict on every byte string (outputs then unspecified). Reads only
 * sig[0 .. HAETAE_SIG_BYTES), bounded time. LowBits(z1) is left in the
 * signature, where every byte string is valid: coefficient k of entry j is
 * sig[HAETAE_SIG_LOWZ1_AT + j N + k] read as a signed byte. */
#define HAETAE_SIG_LOWZ1_AT HAETAE_POLYC_PACKEDBYTES
int haetae_unpack_sig(haetae_poly *c, haetae_poly highbits_z1[HAETAE_L], haetae_poly h[HAETAE_K],
                      const uint8_t sig[HAETAE_SIG_BYTES]);
/* The two rANS streams (rans.c). Encoders write backwards in front of
 * buf[*pos], never below buf[0], and on success move *pos to the stream's
 * first byte; -1 if a value has no symbol or the stream does not fit.
 * Decoders accept exactly len bytes forming the unique encoding. */
int haetae_rans_encode_z1hi(uint8_t *buf, size_t *pos, const haetae_poly hb_z1[HAETAE_L]);
int haetae_rans_encode_hint(uint8_t *buf, size_t *pos, const haetae_poly h[HAETAE_K]);
int haetae_rans_decode_z1hi(haetae_poly hb_z1[HAETAE_L], const uint8_t *in, size_t len);
int haetae_rans_decode_hint(haetae_poly h[HAETAE_K], const uint8_t *in, size_t len);
/* Both streams: 0 iff decode_z1hi and decode_hint both accept (values as
 * theirs then; otherwise -1 and the outputs unspecified). The dispatcher
 * and its portable twin (native/api.h). */
#define haetae_rans_decode   KPQC_NS(haetae_rans_decode)
#define haetae_rans_decode_c KPQC_NS(haetae_rans_decode_c)
int haetae_rans_decode(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                       haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len);
int haetae_rans_decode_c(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                         haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len);

/* ---- fixpoint.c / hyperball.c: the v1.2.0 hyperball sampler --------------- */
/* Fixed-point numbers with 76 fractional bits: value (hi * 2^48 + lo) / 2^76,
 * lo normally below 2^48, hi a 64-bit two's complement word. Each routine
 * reproduces the specified arithmetic bit for bit for ALL 64-bit inputs
 * (normalised or not), including truncations and wrap-around mod 2^64 of
 * hi; all are constant time. */
typedef struct {
    uint64_t lo;
    uint64_t hi;
} haetae_fx;

#define haetae_sample_hyperball KPQC_NS(haetae_sample_hyperball)
#define haetae_fix_sqnorm2      KPQC_NS(haetae_fix_sqnorm2)
/* The arithmetic on haetae_fx: fixpoint.h (static inline, sampler only). */

/* The sampler's scratch: a sample has 56 fractional bits and needs 64 bits
 * until the scale is known; its low 32 bits wait in the output coefficient,
 * its high 32 bits here. The caller provides it so that the signer can
 * reuse the memory once the sample is taken (mode 5: 11.3 KiB). */
typedef struct {
    uint32_t high[HAETAE_L + HAETAE_K][HAETAE_N];
    uint8_t signs[HAETAE_L + HAETAE_K][HAETAE_N / 8];
} haetae_hyperball_scratch;

/* Signing's hyperball sample (specification v1.2.0, SampleHyperBall):
 * y1, y2 get the fixed-point vector (13 fractional bits, coefficients well
 * inside +-2^28, squared norm <= B0^2 LN^2), *b one byte of SHAKE256(seed ||
 * final nonce); consumes one nonce per polynomial per attempt, starting at
 * *next_nonce, and leaves the next unused nonce there. Returns 0, or -1
 * (outputs unspecified) when a further attempt would need a nonce above
 * 0xFFFF: the 16-bit nonce never wraps. The scratch is wiped on return. */
int haetae_sample_hyperball(haetae_poly y1[HAETAE_L], haetae_poly y2[HAETAE_K], uint8_t *b,
                            const uint8_t seed[HAETAE_CRHBYTES], uint32_t *next_nonce,
                            haetae_hyperball_scratch *scratch);
/* Sum of the squares of all coefficients of y1 and y2, mod 2^64. */
uint64_t haetae_fix_sqnorm2(const haetae_poly y1[HAETAE_L], const haetae_poly y2[HAETAE_K]);

/* The sampler's parts (hyperball.c), separate so that a native backend can
 * replace them (native/api.h); each dispatcher runs the kernel or its _c
 * twin. One Gaussian trial reads HAETAE_DRAW_BYTES bytes: an 83-bit CDT
 * value, 48 rejection bits, 72 fraction bits. The CDT (HAETAE_CDT_LEN
 * entries) is split into its high 42 and low 41 bits. */
#define HAETAE_CDT_LEN        166
#define HAETAE_CDT_TAIL       117 /* entries from here on: high part 2^42 - 1 */
#define HAETAE_DRAW_BYTES     26
#define haetae_cdt_high       KPQC_NS(haetae_cdt_high)
#define haetae_cdt_low        KPQC_NS(haetae_cdt_low)
#define haetae_sample_poly    KPQC_NS(haetae_sample_poly)
#define haetae_sample_poly_c  KPQC_NS(haetae_sample_poly_c)
#define haetae_sample_poly4   KPQC_NS(haetae_sample_poly4)
#define haetae_sample_poly4_c KPQC_NS(haetae_sample_poly4_c)
#define haetae_scale_poly     KPQC_NS(haetae_scale_poly)
#define haetae_scale_poly_c   KPQC_NS(haetae_scale_poly_c)
#define haetae_gauss_trials_c KPQC_NS(haetae_gauss_trials_c)
#define haetae_cdt_sample_c   KPQC_NS(haetae_cdt_sample_c)
extern const uint64_t haetae_cdt_high[HAETAE_CDT_LEN];
extern const uint64_t haetae_cdt_low[HAETAE_CDT_LEN];
/* The number of CDT entries below the 83-bit value hi 2^64 + lo (hi <
 * 2^19): one half-Gaussian sample (the twin of the CDT_SAMPLE kernel). */
uint32_t haetae_cdt_sample_c(uint64_t lo, uint32_t hi);
/* One polynomial of an attempt from SHAKE256(seed || le16(nonce)): the
 * sign bits (first N/8 bytes), then trials until `wanted` (N or N + 1) are
 * accepted; the first N accepted samples (56 fractional bits) go to out
 * (low 32 bits, as int32) and hi (high 32 bits), and the squares of all
 * `wanted` are added to *sum (which must be normalised, lo < 2^48; it is
 * left normalised). */
void haetae_sample_poly(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N], uint8_t signs[HAETAE_N / 8],
                        haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                        unsigned wanted);
void haetae_sample_poly_c(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N], uint8_t signs[HAETAE_N / 8],
                          haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                          unsigned wanted);
/* Up to four polynomials of an attempt at once: stream j (nonce + j) as
 * haetae_sample_poly(out[j], hi[j], signs[j], sum, seed, nonce + j,
 * wanted[j]); a stream with wanted[j] == 0 is unused (its pointers are
 * not touched and may be null). The same outputs as those calls in any
 * order; a backend may expand the streams side by side (fips202x4.h). */
void haetae_sample_poly4(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                         haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                         const unsigned wanted[4]);
void haetae_sample_poly4_c(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                           haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                           const unsigned wanted[4]);
/* out[j] = sign_j * round(((hi[j] << 32 | out[j]) / 2^56) * scale * 2^13)
 * in the specified fixed point (haetae_fx_scale13), low 32 bits; scale
 * normalised (lo < 2^48), any hi. */
void haetae_scale_poly(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                       const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale);
void haetae_scale_poly_c(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                         const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale);
/* Four consecutive trials from 4 HAETAE_DRAW_BYTES bytes: r[i] the sample
 * rounded to 56 fractional bits, sq[i] its fixed-point square / 256, bit i
 * of *accept whether trial i is accepted. */
void haetae_gauss_trials_c(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                           const uint8_t draws[4 * HAETAE_DRAW_BYTES]);

/* ---- rejection statistics (measurement builds only) --------------------- */
/* With -DKPQC_HAETAE_STATS (cmake -DKPQC_HAETAE_STATS=ON, never in a
 * release), the loops count their attempts in one global per mode, read by
 * tools/measure/haetae_stats.c; otherwise HAETAE_STAT compiles to nothing. */
typedef struct {
    unsigned long keygen_attempts; /* key candidates (s1, s2) drawn */
    unsigned long keygen_calls;
    unsigned long sign_attempts;     /* y drawn (hyperball samples kept) */
    unsigned long sign_norm_rejects; /* rejected by |z| > B1 or |2z - y| < B0 */
    unsigned long sign_size_rejects; /* rejected because the encoding did not fit */
    unsigned long ball_rejects;      /* hyperball samples pushed past B0 by rounding */
    unsigned long sign_calls;
    unsigned long sign_gave_up; /* signatures refused at the attempt cap */
} haetae_stats;
#if defined(KPQC_HAETAE_STATS)
#define haetae_stats_counters KPQC_NS(stats)
extern haetae_stats haetae_stats_counters;
#define HAETAE_STAT(field) (haetae_stats_counters.field++)
#else
#define HAETAE_STAT(field) ((void)0)
#endif

/* ---- sign.c: Algorithms 49 and 50 with explicit prefix pre = ctxlen || ctx */
#define haetae_sign_internal   KPQC_NS(crypto_sign_signature_internal)
#define haetae_verify_internal KPQC_NS(crypto_sign_verify_internal)
int haetae_sign_internal(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                         const uint8_t *pre, size_t prelen, const uint8_t rnd[HAETAE_SEEDBYTES],
                         const uint8_t *sk);
int haetae_verify_internal(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                           const uint8_t *pre, size_t prelen, const uint8_t *pk);

#endif
