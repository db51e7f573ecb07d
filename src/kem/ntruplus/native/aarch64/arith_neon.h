/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The arithmetic of reduce.h on 8 lanes of 16 bits (NEON), for the
 * *_neon.c files of this folder only. Each function gives, lane by lane,
 * exactly what its scalar model gives:
 *
 *   mont(a, b, bq) = ntruplus_fqmul(a, b) with bq = b q^-1 mod 2^16, for
 *     any a, b but not both -2^15. Write a b = H 2^16 + L and m q =
 *     H' 2^16 + L with m = a bq mod 2^16 (the scalar t: m q agrees with
 *     a b in the low 16 bits). SQDMULH returns floor(2 a b / 2^16) =
 *     2 H + c, c the top bit of L, and the same c for m q, so the halving
 *     subtraction of the two is exactly H - H', the portable result.
 *   barrett(a) = ntruplus_barrett(a) for every 16-bit a: SQDMULH by v
 *     gives floor(v a / 2^15), and a rounding shift by 11 of that is
 *     floor((v a + 2^25) / 2^26); MLS takes the remainder modulo 2^16 as
 *     the portable narrowing does. */
#ifndef KPQC_NTRUPLUS_ARITH_NEON_H
#define KPQC_NTRUPLUS_ARITH_NEON_H

#include <arm_neon.h>
#include <stdint.h>

#include "native/aarch64/permute_neon.h"
#include "../../params.h"
#include "../../reduce.h"

/* a b 2^-16 mod q in (-q, q), given bq = b q^-1 mod 2^16 */
static inline int16x8_t ntruplus_neon_mont(int16x8_t a, int16x8_t b, int16x8_t bq)
{
    int16x8_t m = vmulq_s16(a, bq);
    return vhsubq_s16(vqdmulhq_s16(a, b), vqdmulhq_n_s16(m, NTRUPLUS_Q));
}

/* the same with a scalar b (a twiddle) and bq = b q^-1 mod 2^16 */
static inline int16x8_t ntruplus_neon_mont_n(int16x8_t a, int16_t b, int16_t bq)
{
    int16x8_t m = vmulq_n_s16(a, bq);
    return vhsubq_s16(vqdmulhq_n_s16(a, b), vqdmulhq_n_s16(m, NTRUPLUS_Q));
}

/* b q^-1 mod 2^16, lane-wise */
static inline int16x8_t ntruplus_neon_qinv(int16x8_t b)
{
    return vmulq_n_s16(b, (int16_t)NTRUPLUS_QINV);
}

/* the scalar b q^-1 mod 2^16 */
static inline int16_t ntruplus_neon_qinv_n(int16_t b)
{
    return (int16_t)(uint16_t)((uint32_t)(uint16_t)b * NTRUPLUS_QINV);
}

/* a mod q in [-1730, 1730] */
static inline int16x8_t ntruplus_neon_barrett(int16x8_t a)
{
    int16x8_t t = vrshrq_n_s16(vqdmulhq_n_s16(a, NTRUPLUS_BARRETT_V), 11);
    return vmlsq_n_s16(a, t, NTRUPLUS_Q);
}

/* a twiddle vector and its q^-1 products, from a generated table row */
typedef struct {
    int16x8_t z, zq;
} ntruplus_neon_tw;

static inline ntruplus_neon_tw ntruplus_neon_tw_row(const int16_t row[2][8])
{
    ntruplus_neon_tw t;
    t.z = vld1q_s16(row[0]);
    t.zq = vld1q_s16(row[1]);
    return t;
}

/* 64-, 32- and 16-bit zips and transposes on 16-bit vectors (a zip of
   two 64-bit elements is a transposition: native/aarch64/permute_neon.h) */
static inline int16x8_t ntruplus_neon_zip1_64(int16x8_t a, int16x8_t b)
{
    return vreinterpretq_s16_u64(
        kpqc_neon_trn1_64(vreinterpretq_u64_s16(a), vreinterpretq_u64_s16(b)));
}

static inline int16x8_t ntruplus_neon_zip2_64(int16x8_t a, int16x8_t b)
{
    return vreinterpretq_s16_u64(
        kpqc_neon_trn2_64(vreinterpretq_u64_s16(a), vreinterpretq_u64_s16(b)));
}

static inline int16x8_t ntruplus_neon_trn1_32(int16x8_t a, int16x8_t b)
{
    return vreinterpretq_s16_s32(vtrn1q_s32(vreinterpretq_s32_s16(a), vreinterpretq_s32_s16(b)));
}

static inline int16x8_t ntruplus_neon_trn2_32(int16x8_t a, int16x8_t b)
{
    return vreinterpretq_s16_s32(vtrn2q_s32(vreinterpretq_s32_s16(a), vreinterpretq_s32_s16(b)));
}

#endif
