/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE hyperball sampler's Gaussian trials with NEON, eight per
 * batch, and its SHAKE256 streams four at a time.
 *
 * Every value equals the portable fixed-point code's (fixpoint.h,
 * hyperball.c) bit for bit, by the arguments of the AVX2 kernel
 * (../x86_64/hyperball_avx2.c): the operands' ranges are known, so every
 * 64 x 64-bit product splits into 32 x 32 -> 64-bit UMULL / SMULL pieces
 * that are exact. Four trials share a vector of 32-bit lanes for the
 * narrow operands and a pair of vectors of 64-bit lanes (trials 0, 1 and
 * 2, 3) for the wide values; the products widen the first into the second
 * (UMULL, UMULL2) and SHRN / XTN narrow back.
 *
 * The CDT comparison, most of a trial's work, runs in 32-bit lanes, four
 * trials a vector: the 83-bit value and the entries are split into limbs of
 * 31, 31 and 21 bits, and "entry < value" is a chain of signed compares in
 * which the lower limbs' compare mask (-1) lowers the next limb's bound by
 * one (a limb is below 2^31, so the bound never wraps). The table's top
 * limbs run into all ones: from entry CDT_TWO on the 21-bit limb is all
 * ones, from CDT_ONE on the upper two limbs (tools/gen/haetae_hyperball.py
 * checks both boundaries). Those entries are compared by their lower two
 * limbs, or by the lowest limb alone, and counted only where the value's
 * upper limbs are all ones too (otherwise the value is below them). The
 * limbs are replicated into whole vectors once per call (cdt_table), so
 * the loops load them with LDP.
 *
 * Trials are consumed in order (haetae_stream, hyperball.c), so the
 * stream, the accepted samples and the sum of squares are the portable
 * sampler's; the sum is accumulated per lane and folded at the end (exact:
 * the portable sum is exact modulo 2^112). Constant time as the portable
 * sampler: the only branches are on the declassified acceptance bits
 * (haetae_stream_take) and public counts. */
#include <arm_neon.h>
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "neon.h"
#include "../../fixpoint.h"
#include "../../stream.h"

#define DRAW   HAETAE_DRAW_BYTES
#define BATCH  8
#define BUFLEN (2 * KPQC_SHAKE256_RATE + 2 * BATCH * DRAW)
_Static_assert(BUFLEN >= KPQC_SHAKE256_RATE + 2 * BATCH * DRAW, "haetae_stream_room's bound");
/* From entry CDT_TWO on, bits 62..82 of every entry are all ones; from
 * CDT_ONE on, bits 31..82 (tools/gen/haetae_hyperball.py --check). */
#define CDT_TWO 80
#define CDT_ONE 131

#define M21 ((UINT32_C(1) << 21) - 1)
#define M24 ((UINT64_C(1) << 24) - 1)
#define M31 ((UINT32_C(1) << 31) - 1)
#define M48 ((UINT64_C(1) << 48) - 1)

/* The CDT entries as limbs, each replicated over the four lanes: three[k]
 * = bits 0..30, 31..61 and 62..82 of entry k < CDT_TWO; two[k] = bits 0..30
 * and 31..61 of entry CDT_TWO + k; one[k] = bits 0..30 of entry CDT_ONE +
 * k. */
typedef struct {
    int32x4_t three[CDT_TWO][3];
    int32x4_t two[CDT_ONE - CDT_TWO][2];
    int32x4_t one[HAETAE_CDT_LEN - CDT_ONE];
} cdt_table;

static void cdt_table_init(cdt_table *t)
{
    unsigned k;
    for (k = 0; k < HAETAE_CDT_LEN; k++) {
        const uint64_t lo = haetae_cdt_low[k], hi = haetae_cdt_high[k]; /* 41 + 42 bits */
        const int32x4_t l0 = vdupq_n_s32((int32_t)(lo & M31));
        const int32x4_t l1 = vdupq_n_s32((int32_t)((lo >> 31) | ((hi & M21) << 10)));
        if (k < CDT_TWO) {
            t->three[k][0] = l0;
            t->three[k][1] = l1;
            t->three[k][2] = vdupq_n_s32((int32_t)(hi >> 21));
        } else if (k < CDT_ONE) {
            t->two[k - CDT_TWO][0] = l0;
            t->two[k - CDT_TWO][1] = l1;
        } else {
            t->one[k - CDT_ONE] = l0;
        }
    }
}

/* Four 64-bit lanes: trials 0, 1 in v[0], trials 2, 3 in v[1]. */
typedef struct {
    uint64x2_t v[2];
} u64x4;

static inline uint64_t ld64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v); /* AArch64 Linux: little-endian */
    return v;
}

static inline uint32_t ld32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* The 8 bytes at offset off of the four draws at p. */
static inline u64x4 ld4(const uint8_t *p, unsigned off)
{
    u64x4 r;
    r.v[0] = vcombine_u64(vcreate_u64(ld64(p + off)), vcreate_u64(ld64(p + DRAW + off)));
    r.v[1] =
        vcombine_u64(vcreate_u64(ld64(p + 2 * DRAW + off)), vcreate_u64(ld64(p + 3 * DRAW + off)));
    return r;
}

static inline uint32x4_t ld4_32(const uint8_t *p, unsigned off)
{
    const uint32_t w[4] = {ld32(p + off), ld32(p + DRAW + off), ld32(p + 2 * DRAW + off),
                           ld32(p + 3 * DRAW + off)};
    return vld1q_u32(w);
}

static inline u64x4 c4(uint64_t c)
{
    u64x4 r;
    r.v[0] = r.v[1] = vdupq_n_u64(c);
    return r;
}

static inline u64x4 add4(u64x4 a, u64x4 b)
{
    u64x4 r;
    r.v[0] = vaddq_u64(a.v[0], b.v[0]);
    r.v[1] = vaddq_u64(a.v[1], b.v[1]);
    return r;
}

static inline u64x4 sub4(u64x4 a, u64x4 b)
{
    u64x4 r;
    r.v[0] = vsubq_u64(a.v[0], b.v[0]);
    r.v[1] = vsubq_u64(a.v[1], b.v[1]);
    return r;
}

static inline u64x4 and4(u64x4 a, u64x4 b)
{
    u64x4 r;
    r.v[0] = vandq_u64(a.v[0], b.v[0]);
    r.v[1] = vandq_u64(a.v[1], b.v[1]);
    return r;
}

static inline u64x4 or4(u64x4 a, u64x4 b)
{
    u64x4 r;
    r.v[0] = vorrq_u64(a.v[0], b.v[0]);
    r.v[1] = vorrq_u64(a.v[1], b.v[1]);
    return r;
}

/* Shifts by constants (macros: the intrinsics need immediates). */
#define SHR4(a, n) ((u64x4){{vshrq_n_u64((a).v[0], n), vshrq_n_u64((a).v[1], n)}})
#define SHL4(a, n) ((u64x4){{vshlq_n_u64((a).v[0], n), vshlq_n_u64((a).v[1], n)}})
/* a + (b >> n) */
#define SRA4(a, b, n) \
    ((u64x4){{vsraq_n_u64((a).v[0], (b).v[0], n), vsraq_n_u64((a).v[1], (b).v[1], n)}})
/* the 32-bit lanes (b >> n) mod 2^32 */
#define SHRN4(b, n) vshrn_high_n_u64(vshrn_n_u64((b).v[0], n), (b).v[1], n)

/* The low 32 bits of each lane. */
static inline uint32x4_t narrow4(u64x4 a)
{
    return vmovn_high_u64(vmovn_u64(a.v[0]), a.v[1]);
}

static inline u64x4 widen4(uint32x4_t a)
{
    u64x4 r;
    r.v[0] = vmovl_u32(vget_low_u32(a));
    r.v[1] = vmovl_high_u32(a);
    return r;
}

/* a b, 32 x 32 -> 64 bits unsigned, and acc + a b modulo 2^64. */
static inline u64x4 mul4(uint32x4_t a, uint32x4_t b)
{
    u64x4 r;
    r.v[0] = vmull_u32(vget_low_u32(a), vget_low_u32(b));
    r.v[1] = vmull_high_u32(a, b);
    return r;
}

static inline u64x4 mla4(u64x4 acc, uint32x4_t a, uint32x4_t b)
{
    u64x4 r;
    r.v[0] = vmlal_u32(acc.v[0], vget_low_u32(a), vget_low_u32(b));
    r.v[1] = vmlal_high_u32(acc.v[1], a, b);
    return r;
}

/* acc + a b with a signed (b below 2^31), modulo 2^64. */
static inline u64x4 smla4(u64x4 acc, int32x4_t a, uint32x4_t b)
{
    const int32x4_t sb = vreinterpretq_s32_u32(b);
    u64x4 r;
    r.v[0] = vreinterpretq_u64_s64(
        vmlal_s32(vreinterpretq_s64_u64(acc.v[0]), vget_low_s32(a), vget_low_s32(sb)));
    r.v[1] = vreinterpretq_u64_s64(vmlal_high_s32(vreinterpretq_s64_u64(acc.v[1]), a, sb));
    return r;
}

/* One entry's compare for two groups: c[g] -= (entry < value), by the
 * entry's three, two or one lowest limbs e[]. */
static inline void cmp3(int32x4_t c[2], const int32x4_t e[3], const int32x4_t a0[2],
                        const int32x4_t a1[2], const int32x4_t a2[2])
{
    int g;
    for (g = 0; g < 2; g++) {
        int32x4_t b = vreinterpretq_s32_u32(vcgtq_s32(a0[g], e[0]));
        b = vreinterpretq_s32_u32(vcgtq_s32(a1[g], vaddq_s32(e[1], b)));
        b = vreinterpretq_s32_u32(vcgtq_s32(a2[g], vaddq_s32(e[2], b)));
        c[g] = vsubq_s32(c[g], b);
    }
}

static inline void cmp2(int32x4_t c[2], const int32x4_t e[2], const int32x4_t a0[2],
                        const int32x4_t a1[2])
{
    int g;
    for (g = 0; g < 2; g++) {
        int32x4_t b = vreinterpretq_s32_u32(vcgtq_s32(a0[g], e[0]));
        b = vreinterpretq_s32_u32(vcgtq_s32(a1[g], vaddq_s32(e[1], b)));
        c[g] = vsubq_s32(c[g], b);
    }
}

static inline void cmp1(int32x4_t c[2], int32x4_t e, const int32x4_t a0[2])
{
    c[0] = vsubq_s32(c[0], vreinterpretq_s32_u32(vcgtq_s32(a0[0], e)));
    c[1] = vsubq_s32(c[1], vreinterpretq_s32_u32(vcgtq_s32(a0[1], e)));
}

/* Four trials' CDT samples, for two groups of four at once: x[g] counts the
 * entries below the value with limbs (a0[g], a1[g], a2[g]). The loops are
 * unrolled (the counts are multiples of 4, 3 and 5), the one-limb compares
 * alternate between two counters to halve their dependency chains. */
static inline void cdt8(uint32x4_t x[2], const int32x4_t a0[2], const int32x4_t a1[2],
                        const int32x4_t a2[2], const cdt_table *t)
{
    int32x4_t c3[2], c2[2], c1[2], d1[2];
    uint32x4_t all2, all1;
    unsigned k;
    int g;
    _Static_assert(CDT_TWO % 4 == 0 && (CDT_ONE - CDT_TWO) % 3 == 0 &&
                       (HAETAE_CDT_LEN - CDT_ONE) % 5 == 0,
                   "the unrolled loops cover the table");
    for (g = 0; g < 2; g++) {
        c3[g] = c2[g] = c1[g] = d1[g] = vdupq_n_s32(0);
    }
    for (k = 0; k < CDT_TWO; k += 4) {
        cmp3(c3, t->three[k], a0, a1, a2);
        cmp3(c3, t->three[k + 1], a0, a1, a2);
        cmp3(c3, t->three[k + 2], a0, a1, a2);
        cmp3(c3, t->three[k + 3], a0, a1, a2);
    }
    for (k = 0; k < CDT_ONE - CDT_TWO; k += 3) {
        cmp2(c2, t->two[k], a0, a1);
        cmp2(c2, t->two[k + 1], a0, a1);
        cmp2(c2, t->two[k + 2], a0, a1);
    }
    for (k = 0; k < HAETAE_CDT_LEN - CDT_ONE; k += 5) {
        cmp1(c1, t->one[k], a0);
        cmp1(d1, t->one[k + 1], a0);
        cmp1(c1, t->one[k + 2], a0);
        cmp1(d1, t->one[k + 3], a0);
        cmp1(c1, t->one[k + 4], a0);
    }
    for (g = 0; g < 2; g++) {
        all2 = vceqq_s32(a2[g], vdupq_n_s32((int32_t)M21));
        all1 = vandq_u32(all2, vceqq_s32(a1[g], vdupq_n_s32((int32_t)M31)));
        x[g] =
            vaddq_u32(vreinterpretq_u32_s32(c3[g]),
                      vaddq_u32(vandq_u32(vreinterpretq_u32_s32(c2[g]), all2),
                                vandq_u32(vreinterpretq_u32_s32(vaddq_s32(c1[g], d1[g])), all1)));
    }
}

/* haetae_exp_neg48 for 0 <= z < 2^48 (the sampler's z stay below 0.65
 * 2^48), two groups of four. With 24-bit limbs of z and of the Horner
 * accumulator (its high limb ah signed: |acc| < 2^49, see the AVX2 kernel
 * and tools/gen/haetae_hyperball.py), acc z = ah zh 2^48 + (ah zl + al zh)
 * 2^24 + al zl; the middle sum is biased by 2^56 so that its split into
 * a high part and 24 low bits is logical, and the ceiling is the carry out
 * of the low 48 bits plus 2^48 - 1, folded into the products' accumulators
 * (the bias's 2^32 is taken off the coefficient). */
static inline void exp8(u64x4 e[2], const u64x4 z[2])
{
    uint32x4_t zl[2], zh[2];
    u64x4 acc[2];
    int k, g;
    for (g = 0; g < 2; g++) {
        zl[g] = vandq_u32(narrow4(z[g]), vdupq_n_u32((uint32_t)M24));
        zh[g] = SHRN4(z[g], 24);
        acc[g] = c4((uint64_t)haetae_exp_coef[0]);
    }
    for (k = 1; k < 11; k++) {
        const u64x4 coef = c4((uint64_t)haetae_exp_coef[k] - (UINT64_C(1) << 32));
        for (g = 0; g < 2; g++) {
            const int32x4_t ah = vreinterpretq_s32_u32(SHRN4(acc[g], 24));
            const uint32x4_t al = vandq_u32(narrow4(acc[g]), vdupq_n_u32((uint32_t)M24));
            const u64x4 top = smla4(coef, ah, zh[g]);
            const u64x4 mid = mla4(smla4(c4(UINT64_C(1) << 56), ah, zl[g]), al, zh[g]);
            u64x4 low = mla4(c4(M48), al, zl[g]);
            low = SRA4(low, SHL4(mid, 40), 16); /* + (mid mod 2^24) 2^24 */
            acc[g] = SRA4(SRA4(top, mid, 24), low, 48);
        }
    }
    e[0] = acc[0];
    e[1] = acc[1];
}

/* Eight trials (gauss_trial of hyperball.c) from the draws at p, four per
 * group: r the samples rounded to 56 fractional bits, (sqlo, sqhi) their
 * squares, *bits the acceptance bits. Reads p[0 .. 8 DRAW) only. */
static inline void trial8(u64x4 r[2], u64x4 sqlo[2], u64x4 sqhi[2], unsigned *bits,
                          const uint8_t *p, const cdt_table *t)
{
    const u64x4 m48 = c4(M48), one = c4(1);
    const uint32x4_t m24 = vdupq_n_u32((uint32_t)M24);
    int32x4_t a0[2], a1[2], a2[2];
    uint32x4_t x[2], yhi[2];
    u64x4 rej[2], ylo[2], z[2], e[2];
    uint16x8_t acc16;
    int g;

    for (g = 0; g < 2; g++) {
        const uint8_t *q = p + 4 * DRAW * g;
        const u64x4 lo = ld4(q, 0);
        /* the value's limbs: bits 0..30, 31..61 and 62..82 */
        a0[g] = vreinterpretq_s32_u32(vandq_u32(narrow4(lo), vdupq_n_u32(M31)));
        a1[g] = vreinterpretq_s32_u32(vandq_u32(SHRN4(lo, 31), vdupq_n_u32(M31)));
        a2[g] = vreinterpretq_s32_u32(vandq_u32(vshrq_n_u32(ld4_32(q, 7), 6), vdupq_n_u32(M21)));
        rej[g] = and4(ld4(q, 11), m48);
        ylo[g] = and4(ld4(q, 17), m48);
        /* bytes 23..25 of each draw: the top of the 4 bytes from 22 */
        yhi[g] = vshrq_n_u32(ld4_32(q, 22), 8);
    }
    cdt8(x, a0, a1, a2, t);
    for (g = 0; g < 2; g++) {
        uint32x4_t l0, l1;
        u64x4 a, s, tt, c, top, sl, sh, w, yh;
        yhi[g] = vorrq_u32(yhi[g], vshlq_n_u32(x[g], 24));
        yh = widen4(yhi[g]);
        /* ((ylo >> 15) + 1) >> 1 = (ylo + 2^15) >> 16 */
        r[g].v[0] = vrshrq_n_u64(ylo[g].v[0], 16);
        r[g].v[1] = vrshrq_n_u64(ylo[g].v[1], 16);
        r[g] = add4(r[g], SHL4(yh, 32));

        /* haetae_fx_square: t = floor(lo^2 / 2^48) from lo = l1 2^24 + l0 ... */
        l0 = vandq_u32(narrow4(ylo[g]), m24);
        l1 = SHRN4(ylo[g], 24);
        a = mul4(l1, l0);
        tt = SRA4(mul4(l1, l1), a, 23);
        s = mla4(SHR4(SHL4(a, 41), 16), l0, l0); /* (a mod 2^23) 2^25 + l0^2 */
        tt = SRA4(tt, s, 48);
        /* ... c and the cut-off part of lo * hi ... */
        a = mul4(l1, yhi[g]);
        s = mla4(SHR4(SHL4(a, 40), 16), l0, yhi[g]); /* (a mod 2^24) 2^24 + l0 hi */
        c = SRA4(SHR4(a, 24), s, 48);
        tt = add4(tt, SHL4(and4(s, m48), 1));
        c = SHL4(c, 1);
        /* ... hi^2 < 2^64, and the assembly */
        top = mul4(yhi[g], yhi[g]);
        sl = add4(SHR4(tt, 28), add4(and4(SHL4(c, 20), m48), and4(SHL4(top, 20), m48)));
        sh = SRA4(SHR4(c, 28), top, 28);
        sh = SRA4(sh, sl, 48);
        sqlo[g] = and4(sl, m48);
        sqhi[g] = sh;

        /* z = (2^48 ((x+u)^2 - x^2) / 512 + 1) / 2 */
        w = sub4(sh, SHL4(mul4(x[g], x[g]), 20));
        w = or4(SHL4(w, 20), SHR4(sqlo[g], 28));
        z[g] = SHR4(add4(w, one), 1);
    }
    exp8(e, z);
    {
        /* accepted: rej (lowest bit cleared) below the exponential, and a
         * sample that rounds to 0 only if the lowest bit of rej is set */
        uint32x4_t m[2];
        static const uint16_t lane_bits[8] = {1, 2, 4, 8, 16, 32, 64, 128};
        for (g = 0; g < 2; g++) {
            u64x4 acc;
            int h;
            for (h = 0; h < 2; h++) {
                const uint64x2_t below =
                    vcgtq_s64(vreinterpretq_s64_u64(e[g].v[h]),
                              vreinterpretq_s64_u64(vbicq_u64(rej[g].v[h], vdupq_n_u64(1))));
                const uint64x2_t nonzero = vtstq_u64(r[g].v[h], r[g].v[h]);
                const uint64x2_t odd = vtstq_u64(rej[g].v[h], vdupq_n_u64(1));
                acc.v[h] = vandq_u64(below, vorrq_u64(nonzero, odd));
            }
            m[g] = narrow4(acc);
        }
        acc16 = vmovn_high_u32(vmovn_u32(m[0]), m[1]);
        *bits = vaddvq_u16(vandq_u16(acc16, vld1q_u16(lane_bits)));
    }
}

void haetae_gauss_trials_neon(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                              const uint8_t draws[4 * HAETAE_DRAW_BYTES])
{
    cdt_table t;
    uint8_t padded[8 * DRAW];
    uint64_t lo[4], hi[4];
    u64x4 vr[2], vlo[2], vhi[2];
    unsigned bits, i;
    cdt_table_init(&t);
    memcpy(padded, draws, 4 * DRAW);
    memset(padded + 4 * DRAW, 0, 4 * DRAW);
    trial8(vr, vlo, vhi, &bits, padded, &t);
    vst1q_u64(r, vr[0].v[0]);
    vst1q_u64(r + 2, vr[0].v[1]);
    vst1q_u64(lo, vlo[0].v[0]);
    vst1q_u64(lo + 2, vlo[0].v[1]);
    vst1q_u64(hi, vhi[0].v[0]);
    vst1q_u64(hi + 2, vhi[0].v[1]);
    for (i = 0; i < 4; i++) {
        sq[i].lo = lo[i];
        sq[i].hi = hi[i];
    }
    *accept = bits & 15u;
}

/* Lanes i of the four all ones iff bit i of bits is set. */
static inline u64x4 lane_mask(unsigned bits)
{
    const uint64x2_t b = vdupq_n_u64(bits);
    const uint64_t s01[2] = {1, 2}, s23[2] = {4, 8};
    u64x4 r;
    r.v[0] = vtstq_u64(b, vld1q_u64(s01));
    r.v[1] = vtstq_u64(b, vld1q_u64(s23));
    return r;
}

/* One stream: its bookkeeping (haetae_stream, hyperball.c), its buffered
 * draws and its lanes of the sum. */
typedef struct {
    u64x4 acc_lo, acc_hi;
    haetae_stream s;
    uint8_t buf[BUFLEN];
} stream;

static void stream_init(stream *st, int32_t *out, uint32_t *hi, unsigned wanted)
{
    memset(st->buf, 0, sizeof st->buf);
    st->acc_lo = c4(0);
    st->acc_hi = c4(0);
    haetae_stream_init(&st->s, out, hi, wanted);
}

/* Runs the trials of a stream, eight at a time, until it is done (returns
 * 0) or needs its next block (returns 1). */
static int stream_run(stream *st, const cdt_table *t)
{
    uint64_t rr[BATCH];
    int more = 0;

    while (st->s.got < st->s.wanted) {
        const unsigned n = haetae_stream_batch(&st->s, BATCH);
        u64x4 vr[2], vlo[2], vhi[2];
        unsigned bits;
        uint32_t take;
        if (n == 0) {
            more = 1;
            break;
        }
        trial8(vr, vlo, vhi, &bits, st->buf + st->s.pos, t);
        vst1q_u64(rr, vr[0].v[0]);
        vst1q_u64(rr + 2, vr[0].v[1]);
        vst1q_u64(rr + 4, vr[1].v[0]);
        vst1q_u64(rr + 6, vr[1].v[1]);
        take = haetae_stream_take(&st->s, rr, bits, n);
        st->acc_lo = add4(st->acc_lo, and4(vlo[0], lane_mask(take & 15u)));
        st->acc_hi = add4(st->acc_hi, and4(vhi[0], lane_mask(take & 15u)));
        st->acc_lo = add4(st->acc_lo, and4(vlo[1], lane_mask(take >> 4)));
        st->acc_hi = add4(st->acc_hi, and4(vhi[1], lane_mask(take >> 4)));
    }
    kpqc_zeroize(rr, sizeof rr);
    return more;
}

/* *sum += the lanes of acc_lo, acc_hi (each lane's lo below 2^59: nothing
 * is lost), normalised. */
static void fold(haetae_fx *sum, u64x4 acc_lo, u64x4 acc_hi)
{
    const uint64_t total_lo = vaddvq_u64(vaddq_u64(acc_lo.v[0], acc_lo.v[1])) + sum->lo;
    const uint64_t total_hi = vaddvq_u64(vaddq_u64(acc_hi.v[0], acc_hi.v[1]));
    sum->hi += total_hi + (total_lo >> 48);
    sum->lo = total_lo & M48;
}

void haetae_sample_poly_neon(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                             uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                             const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    cdt_table t;
    stream st;

    cdt_table_init(&t);
    stream_init(&st, out, hi, wanted);
    haetae_stream_open(&ctx, signs, st.buf, seed, nonce);
    while (stream_run(&st, &t)) {
        kpqc_keccak_squeezeblocks(&ctx, haetae_stream_room(&st.s, st.buf, sizeof st.buf, BATCH), 1);
    }
    fold(sum, st.acc_lo, st.acc_hi);
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(&st, sizeof st);
}

/* The four streams' sponges run side by side: each stream consumes its
 * trials as alone, and whenever one of them needs more bytes, the next
 * block of all four is squeezed (a finished or unused stream drops it). */
void haetae_sample_poly4_neon(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                              haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                              const unsigned wanted[4])
{
    kpqc_keccakx4_ctx ctx;
    cdt_table t;
    stream st[4];
    uint8_t *first[4];
    uint8_t block[4][KPQC_SHAKE256_RATE];
    u64x4 acc_lo = c4(0), acc_hi = c4(0);
    unsigned j, need;

    cdt_table_init(&t);
    for (j = 0; j < 4; j++) {
        stream_init(&st[j], out[j], hi[j], wanted[j]);
        first[j] = st[j].buf;
    }
    haetae_stream4_open(&ctx, signs, first, seed, nonce, wanted);
    for (;;) {
        need = 0;
        for (j = 0; j < 4; j++) {
            need |= (unsigned)stream_run(&st[j], &t) << j;
        }
        if (need == 0) {
            break;
        }
        kpqc_keccakx4_squeezeblocks(&ctx, block[0], block[1], block[2], block[3], 1);
        for (j = 0; j < 4; j++) {
            if ((need >> j) & 1u) {
                memcpy(haetae_stream_room(&st[j].s, st[j].buf, sizeof st[j].buf, BATCH), block[j],
                       KPQC_SHAKE256_RATE);
            }
        }
    }
    for (j = 0; j < 4; j++) {
        acc_lo = add4(acc_lo, st[j].acc_lo);
        acc_hi = add4(acc_hi, st[j].acc_hi);
    }
    fold(sum, acc_lo, acc_hi);
    kpqc_keccakx4_wipe(&ctx);
    kpqc_zeroize(st, sizeof st);
    kpqc_zeroize(block, sizeof block);
}

/* haetae_fx_scale13 on four samples r = (rh 2^32 + rl) / 2^56 (the
 * fixed-point number x = (rh, rl 2^16)) times scale = (bl, bh), as the AVX2
 * kernel splits it: bl in 24-bit limbs bl0, bl1, bh in 32-bit halves bh0,
 * bh1, so that every partial product is one UMULL:
 *   x.lo * bl = rl bl 2^16, x.lo * bh = rl bh 2^16, x.hi * bl = rh bl,
 *   x.hi * bh = rh bh (96 bits),
 * then haetae_fx_mul's assembly, the rounding to 13 fractional bits and the
 * sign (neg: 0 or all ones per 32-bit lane). */
static inline uint32x4_t scale4(uint32x4_t rl, uint32x4_t rh, uint32x4_t neg, uint32x4_t bl0,
                                uint32x4_t bl1, uint32x4_t bh0, uint32x4_t bh1)
{
    const u64x4 m24 = c4(M24), m32 = c4(0xFFFFFFFFu), m48 = c4(M48);
    u64x4 a, b, u, t, c, q0, q1, p0, p1, S, tlo, plo, phi;
    uint32x4_t mag;

    /* x.lo * bl: t = floor(rl bl / 2^32) + bit 31 of (rl bl mod 2^32) */
    a = mul4(rl, bl1);
    b = mul4(rl, bl0);
    u = add4(SHL4(and4(a, c4(0xFF)), 24), b);
    t = SRA4(SHR4(a, 8), u, 32);
    t = SRA4(t, and4(u, m32), 31);
    /* x.lo * bh: c = floor(rl bh / 2^32), t += (rl bh mod 2^32) 2^16 */
    q0 = mul4(rl, bh0);
    q1 = mul4(rl, bh1);
    c = SRA4(q1, q0, 32);
    t = add4(t, SHL4(and4(q0, m32), 16));
    /* x.hi * bl: c += floor(rh bl / 2^48), t += rh bl mod 2^48 */
    a = mul4(rh, bl1);
    b = mul4(rh, bl0);
    u = add4(SHL4(and4(a, m24), 24), b);
    c = add4(c, SRA4(SHR4(a, 24), u, 48));
    t = add4(t, and4(u, m48));
    /* x.hi * bh = (S >> 32, (S << 32) | (p0 mod 2^32)) */
    p0 = mul4(rh, bh0);
    p1 = mul4(rh, bh1);
    S = SRA4(p1, p0, 32);
    tlo = or4(SHL4(S, 32), and4(p0, m32));
    /* assemble (rounding t at 2^27), normalise, round to 13 bits, sign */
    plo = add4(SHR4(add4(t, c4(UINT64_C(1) << 27)), 28),
               add4(and4(SHL4(c, 20), m48), and4(SHL4(tlo, 20), m48)));
    phi = add4(SRA4(SHR4(c, 28), tlo, 28), SHL4(SHR4(S, 32), 36));
    phi = SRA4(phi, plo, 48);
    mag = narrow4(SHR4(add4(phi, c4(UINT64_C(1) << 14)), 15));
    return vsubq_u32(veorq_u32(mag, neg), neg);
}

void haetae_scale_poly_neon(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                            const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale)
{
    static const uint32_t lane_bits[4] = {1, 2, 4, 8};
    const uint32x4_t bits = vld1q_u32(lane_bits);
    const uint32x4_t bl0 = vdupq_n_u32((uint32_t)(scale->lo & M24));
    const uint32x4_t bl1 = vdupq_n_u32((uint32_t)((scale->lo >> 24) & M24));
    const uint32x4_t bh0 = vdupq_n_u32((uint32_t)scale->hi);
    const uint32x4_t bh1 = vdupq_n_u32((uint32_t)(scale->hi >> 32));
    unsigned j;

    for (j = 0; j < HAETAE_N; j += 4) {
        const uint32x4_t rl = vreinterpretq_u32_s32(vld1q_s32(out + j));
        const uint32x4_t rh = vld1q_u32(hi + j);
        const uint32x4_t neg = vtstq_u32(vdupq_n_u32((uint32_t)signs[j / 8] >> (j % 8)), bits);
        vst1q_s32(out + j, vreinterpretq_s32_u32(scale4(rl, rh, neg, bl0, bl1, bh0, bh1)));
    }
}
