/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(256) as MQ-Sign (and Rainbow) represent it: the tower
 * GF(4) = GF(2)[x]/(x^2+x+1), GF(16) = GF(4)[y]/(y^2+y+x),
 * GF(256) = GF(16)[z]/(z^2+z+xy); bit k of a byte is the coefficient of
 * the basis element 1, x, y, xy, z, xz, yz, xyz (k = 0..7).
 *
 * Constant time: a product a*b is the XOR of the multiples e_k*b selected
 * by the bits of a through masks; the multiples come from the three
 * linear maps "times x", "times y", "times z", which are shifts and masks.
 * No table is indexed by field elements. Eight elements travel in one
 * 64-bit word (one per byte lane); lanes never interact. */
#ifndef KPQC_MQSIGN_GF256_H
#define KPQC_MQSIGN_GF256_H

#include <stddef.h>
#include <stdint.h>

#include "bytes.h"
#include "ct.h"

#define MQS_L1 0x0101010101010101u

static inline uint64_t mqs_mulx(uint64_t a)
{
    return ((a >> 1) & 0x5555555555555555u) | (((a << 1) ^ a) & 0xAAAAAAAAAAAAAAAAu);
}

static inline uint64_t mqs_muly(uint64_t a)
{
    return mqs_mulx((a >> 2) & 0x3333333333333333u) | (((a << 2) ^ a) & 0xCCCCCCCCCCCCCCCCu);
}

static inline uint64_t mqs_mulz(uint64_t a)
{
    return mqs_mulx(mqs_muly((a >> 4) & 0x0F0F0F0F0F0F0F0Fu)) |
           (((a << 4) ^ a) & 0xF0F0F0F0F0F0F0F0u);
}

/* The eight multiples e_k * b of a broadcast scalar b. */
static inline void mqs_multiples(uint64_t m[8], uint8_t b)
{
    uint64_t v = b;
    v |= v << 8;
    v |= v << 16;
    v |= v << 32;
    m[0] = v;
    m[1] = mqs_mulx(v);
    m[2] = mqs_muly(v);
    m[3] = mqs_mulx(m[2]);
    m[4] = mqs_mulz(v);
    m[5] = mqs_mulx(m[4]);
    m[6] = mqs_muly(m[4]);
    m[7] = mqs_mulx(m[6]);
}

/* Eight lanes of a times the scalar whose multiples are m. */
static inline uint64_t mqs_mul_lanes(uint64_t a, const uint64_t m[8])
{
    uint64_t r = 0;
    unsigned k;
    for (k = 0; k < 8; k++) {
        uint64_t s = (a >> k) & MQS_L1;
        r ^= ((s << 8) - s) & m[k]; /* 0xFF in the lanes whose bit k is set */
    }
    return r;
}

static inline uint8_t mqs_mul(uint8_t a, uint8_t b)
{
    uint64_t m[8];
    mqs_multiples(m, b);
    return (uint8_t)mqs_mul_lanes(a, m);
}

/* a^254: the inverse of a non-zero a, 0 for 0 */
static inline uint8_t mqs_inv(uint8_t a)
{
    uint8_t a2 = mqs_mul(a, a), r = a2, p = a2;
    unsigned i;
    for (i = 0; i < 6; i++) { /* r = a^(2+4+...+128) */
        p = mqs_mul(p, p);
        r = mqs_mul(r, p);
    }
    return r;
}

/* 0xFF when a != 0, else 0, without a branch; the volatile zero keeps the
   compiler from knowing the mask is 0 or 0xFF (clang otherwise skips a
   masked row addition behind a branch) */
static inline uint8_t mqs_nonzero_mask(uint8_t a)
{
    uint32_t t = (uint32_t)a;
    return (uint8_t)((0u - ((t | (0u - t)) >> 31)) ^ kpqc_ct_optblocker_u32);
}

static inline uint64_t mqs_load(const uint8_t *p, size_t n)
{
    uint64_t v = 0;
    size_t i;
    if (n == 8) {
        return kpqc_load64_le(p);
    }
    for (i = 0; i < n; i++) {
        v |= (uint64_t)p[i] << (8 * i);
    }
    return v;
}

static inline void mqs_store(uint8_t *p, uint64_t v, size_t n)
{
    size_t i;
    if (n == 8) {
        kpqc_store64_le(p, v);
        return;
    }
    for (i = 0; i < n; i++) {
        p[i] = (uint8_t)(v >> (8 * i));
    }
}

/* acc[0..n) += a[0..n) * (scalar with multiples m) */
static inline void mqs_madd_m(uint8_t *acc, const uint8_t *a, const uint64_t m[8], size_t n)
{
    while (n > 0) {
        size_t take = n < 8 ? n : 8;
        mqs_store(acc, mqs_load(acc, take) ^ mqs_mul_lanes(mqs_load(a, take), m), take);
        acc += take;
        a += take;
        n -= take;
    }
}

static inline void mqs_madd(uint8_t *acc, const uint8_t *a, uint8_t b, size_t n)
{
    uint64_t m[8];
    mqs_multiples(m, b);
    mqs_madd_m(acc, a, m, n);
}

/* The other way round, for a vector multiplied by many scalars: the eight
   multiples e_k * a of each word of a (mult[8 w + k]), once; then
   acc += s * a costs a mask and an XOR per multiple. */
#define MQS_WORDS(n) (((n) + 7) / 8)

static inline void mqs_vec_multiples(uint64_t *mult, const uint8_t *a, size_t n)
{
    while (n > 0) {
        size_t take = n < 8 ? n : 8;
        uint64_t v = mqs_load(a, take);
        mult[0] = v;
        mult[1] = mqs_mulx(v);
        mult[2] = mqs_muly(v);
        mult[3] = mqs_mulx(mult[2]);
        mult[4] = mqs_mulz(v);
        mult[5] = mqs_mulx(mult[4]);
        mult[6] = mqs_muly(mult[4]);
        mult[7] = mqs_mulx(mult[6]);
        mult += 8;
        a += take;
        n -= take;
    }
}

static inline void mqs_madd_vec(uint8_t *acc, const uint64_t *mult, uint8_t s, size_t n)
{
    uint64_t m[8];
    unsigned k;
    for (k = 0; k < 8; k++) {
        m[k] = (uint64_t)0 - (uint64_t)((s >> k) & 1u);
    }
    while (n > 0) {
        size_t take = n < 8 ? n : 8;
        uint64_t r = (mult[0] & m[0]) ^ (mult[1] & m[1]) ^ (mult[2] & m[2]) ^ (mult[3] & m[3]) ^
                     (mult[4] & m[4]) ^ (mult[5] & m[5]) ^ (mult[6] & m[6]) ^ (mult[7] & m[7]);
        mqs_store(acc, mqs_load(acc, take) ^ r, take);
        mult += 8;
        acc += take;
        n -= take;
    }
}

static inline void mqs_add(uint8_t *acc, const uint8_t *a, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        acc[i] ^= a[i];
    }
}

#endif
