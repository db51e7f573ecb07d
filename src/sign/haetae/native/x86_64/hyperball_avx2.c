/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE hyperball sampler's arithmetic with AVX2: Gaussian trials (or
 * samples to scale) in the four 64-bit lanes of a register, eight trials
 * per batch in two registers so that their dependency chains overlap.
 *
 * Every value equals the portable fixed-point code's (fixpoint.h,
 * hyperball.c) bit for bit. The portable routines build 64 x 64 -> 128-bit
 * products from 32-bit halves for any operands; here the operands' ranges
 * are known from where they come from, and every product is split into
 * pieces that vpmuludq / vpmuldq (32 x 32 -> 64) compute exactly:
 *  - a trial's fraction y = x 2^72 + u has lo < 2^48 and hi < 2^32 (x is at
 *    most 166, the CDT length), so its square needs 24-bit limbs of lo;
 *  - the acceptance exponent z lies in [0, 0.65 2^48) for every draw (the
 *    square is the floor of the exact one, never below x^2), and Horner's
 *    accumulator then stays below 2^49 in magnitude (checked over the whole
 *    range by tools/gen/haetae_hyperball.py's model and by the test); the
 *    limbs below are exact for |acc| < 2^55;
 *  - a sample to scale has 32-bit halves, the scale any 64-bit hi word.
 * Trials are consumed in order (haetae_stream, hyperball.c), so the stream,
 * the accepted samples and the sum of squares are the portable sampler's;
 * the sum is accumulated per
 * lane and folded at the end, which gives the same normalised value
 * because the portable sum is exact modulo 2^112.
 *
 * Constant time as the portable sampler: the only branches are on the
 * declassified acceptance bits (haetae_stream_take) and on public counts. */
#include <immintrin.h>
#include <string.h>

#include "avx2.h"
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "../../fixpoint.h"
#include "../../stream.h"

#define DRAW   HAETAE_DRAW_BYTES
#define BATCH  8
#define BUFLEN (2 * KPQC_SHAKE256_RATE + 2 * BATCH * DRAW)

_Static_assert(BUFLEN >= KPQC_SHAKE256_RATE + 2 * BATCH * DRAW, "haetae_stream_room's bound");

static inline uint64_t ld64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v); /* x86-64: little-endian */
    return v;
}

/* Field of the four draws at p: the 8 bytes from offset off of each draw. */
static inline __m256i ld4(const uint8_t *p, unsigned off)
{
    return _mm256_set_epi64x((long long)ld64(p + 3 * DRAW + off),
                             (long long)ld64(p + 2 * DRAW + off), (long long)ld64(p + DRAW + off),
                             (long long)ld64(p + off));
}

static inline __m256i c64(uint64_t v)
{
    return _mm256_set1_epi64x((long long)v);
}

#define M24 ((UINT64_C(1) << 24) - 1)
#define M48 ((UINT64_C(1) << 48) - 1)

/* The number of CDT entries below each lane's 83-bit value (vhigh: its
 * high 42 bits, vlow: its low 41 bits), as the portable cdt_sample, for
 * two registers at once. Entry k counts when vhigh > high_k, or vhigh ==
 * high_k and vlow > low_k: the low halves' compare mask (-1) lowers the
 * high half's bound by one. From HAETAE_CDT_TAIL on, every high_k is
 * 2^42 - 1, which vhigh never exceeds: those entries count only where vhigh
 * equals it, by their low halves alone. */
static inline void cdt8(__m256i x[2], const __m256i vhigh[2], const __m256i vlow[2])
{
    __m256i c0 = _mm256_setzero_si256(), c1 = _mm256_setzero_si256();
    __m256i t0 = _mm256_setzero_si256(), t1 = _mm256_setzero_si256();
    const __m256i top = c64(haetae_cdt_high[HAETAE_CDT_TAIL]);
    unsigned k;
    for (k = 0; k < HAETAE_CDT_TAIL; k++) {
        const __m256i lo = c64(haetae_cdt_low[k]), hi = c64(haetae_cdt_high[k]);
        c0 = _mm256_sub_epi64(
            c0,
            _mm256_cmpgt_epi64(vhigh[0], _mm256_add_epi64(hi, _mm256_cmpgt_epi64(vlow[0], lo))));
        c1 = _mm256_sub_epi64(
            c1,
            _mm256_cmpgt_epi64(vhigh[1], _mm256_add_epi64(hi, _mm256_cmpgt_epi64(vlow[1], lo))));
    }
    for (; k < HAETAE_CDT_LEN; k++) {
        const __m256i lo = c64(haetae_cdt_low[k]);
        t0 = _mm256_sub_epi64(t0, _mm256_cmpgt_epi64(vlow[0], lo));
        t1 = _mm256_sub_epi64(t1, _mm256_cmpgt_epi64(vlow[1], lo));
    }
    x[0] = _mm256_add_epi64(c0, _mm256_and_si256(t0, _mm256_cmpeq_epi64(vhigh[0], top)));
    x[1] = _mm256_add_epi64(c1, _mm256_and_si256(t1, _mm256_cmpeq_epi64(vhigh[1], top)));
}

/* haetae_exp_neg48 for 0 <= z < 2^48, two registers: acc * z = ah zh 2^48 +
 * (ah zl + al zh) 2^24 + al zl with 24-bit limbs (ah signed); the middle
 * term is biased by 2^56 so that its split into high part and low 24 bits
 * is a logical shift, and the ceiling is the carry out of the low 48 bits
 * plus 2^48 - 1. The two Horner chains are independent. */
static inline void exp8(__m256i e[2], const __m256i z[2])
{
    const __m256i m24 = c64(M24);
    __m256i zl[2], zh[2], acc[2];
    int k, v;
    for (v = 0; v < 2; v++) {
        zl[v] = _mm256_and_si256(z[v], m24);
        zh[v] = _mm256_srli_epi64(z[v], 24);
        acc[v] = c64((uint64_t)haetae_exp_coef[0]);
    }
    for (k = 1; k < 11; k++) {
        const __m256i coef = c64((uint64_t)haetae_exp_coef[k] - (UINT64_C(1) << 32));
        for (v = 0; v < 2; v++) {
            const __m256i al = _mm256_and_si256(acc[v], m24);
            const __m256i ah = _mm256_srli_epi64(acc[v], 24); /* low 32 bits: ah as int32 */
            const __m256i top = _mm256_mul_epi32(ah, zh[v]);
            __m256i mid =
                _mm256_add_epi64(_mm256_mul_epi32(ah, zl[v]), _mm256_mul_epu32(al, zh[v]));
            __m256i low = _mm256_mul_epu32(al, zl[v]);
            mid = _mm256_add_epi64(mid, c64(UINT64_C(1) << 56));
            low = _mm256_add_epi64(low, _mm256_slli_epi64(_mm256_and_si256(mid, m24), 24));
            low = _mm256_srli_epi64(_mm256_add_epi64(low, c64(M48)), 48);
            acc[v] = _mm256_add_epi64(_mm256_add_epi64(top, _mm256_srli_epi64(mid, 24)),
                                      _mm256_add_epi64(low, coef));
        }
    }
    e[0] = acc[0];
    e[1] = acc[1];
}

/* Eight trials (gauss_trial of hyperball.c) from the draws at p, four per
 * register: r the samples rounded to 56 fractional bits, (sqlo, sqhi) their
 * squares, acc the acceptance as lane masks. Reads p[0 .. 8 DRAW) only. */
static inline void trial8(__m256i r[2], __m256i sqlo[2], __m256i sqhi[2], __m256i acc[2],
                          const uint8_t *p)
{
    const __m256i one = c64(1), m24 = c64(M24), m48 = c64(M48);
    __m256i vhigh[2], vlow[2], x[2], rej[2], ylo[2], yhi[2], z[2], e[2];
    int v;

    for (v = 0; v < 2; v++) {
        const uint8_t *q = p + 4 * DRAW * v;
        const __m256i lo = ld4(q, 0);
        vhigh[v] = _mm256_or_si256(_mm256_slli_epi64(_mm256_and_si256(ld4(q, 8), c64(0x7ffff)), 23),
                                   _mm256_srli_epi64(lo, 41));
        vlow[v] = _mm256_and_si256(lo, c64((UINT64_C(1) << 41) - 1));
        rej[v] = _mm256_and_si256(ld4(q, 11), m48);
        ylo[v] = _mm256_and_si256(ld4(q, 17), m48);
        /* bytes 23..25 of each draw, read as the top of the 8 bytes from 18 */
        yhi[v] = _mm256_srli_epi64(ld4(q, 18), 40);
    }
    cdt8(x, vhigh, vlow);
    for (v = 0; v < 2; v++) {
        __m256i l0, l1, t, c, s, a, b, top, sl, sh, w;
        yhi[v] = _mm256_or_si256(yhi[v], _mm256_slli_epi64(x[v], 24));
        r[v] = _mm256_add_epi64(
            _mm256_srli_epi64(_mm256_add_epi64(_mm256_srli_epi64(ylo[v], 15), one), 1),
            _mm256_slli_epi64(yhi[v], 32));

        /* haetae_fx_square: t = floor(lo^2 / 2^48) from lo = l1 2^24 + l0 ... */
        l0 = _mm256_and_si256(ylo[v], m24);
        l1 = _mm256_srli_epi64(ylo[v], 24);
        a = _mm256_mul_epu32(l1, l0);
        t = _mm256_add_epi64(_mm256_mul_epu32(l1, l1), _mm256_srli_epi64(a, 23));
        s = _mm256_add_epi64(
            _mm256_slli_epi64(_mm256_and_si256(a, c64((UINT64_C(1) << 23) - 1)), 25),
            _mm256_mul_epu32(l0, l0));
        t = _mm256_add_epi64(t, _mm256_srli_epi64(s, 48));
        /* ... c and the cut-off part of lo * hi ... */
        a = _mm256_mul_epu32(l1, yhi[v]);
        b = _mm256_mul_epu32(l0, yhi[v]);
        s = _mm256_add_epi64(_mm256_slli_epi64(_mm256_and_si256(a, m24), 24), b);
        c = _mm256_add_epi64(_mm256_srli_epi64(a, 24), _mm256_srli_epi64(s, 48));
        t = _mm256_add_epi64(t, _mm256_slli_epi64(_mm256_and_si256(s, m48), 1));
        c = _mm256_slli_epi64(c, 1);
        /* ... hi^2 < 2^64, and the assembly */
        top = _mm256_mul_epu32(yhi[v], yhi[v]);
        sl = _mm256_add_epi64(_mm256_srli_epi64(t, 28),
                              _mm256_add_epi64(_mm256_and_si256(_mm256_slli_epi64(c, 20), m48),
                                               _mm256_and_si256(_mm256_slli_epi64(top, 20), m48)));
        sh = _mm256_add_epi64(_mm256_srli_epi64(c, 28), _mm256_srli_epi64(top, 28));
        sh = _mm256_add_epi64(sh, _mm256_srli_epi64(sl, 48));
        sl = _mm256_and_si256(sl, m48);
        sqlo[v] = sl;
        sqhi[v] = sh;

        /* z = (2^48 ((x+u)^2 - x^2) / 512 + 1) / 2 */
        w = _mm256_sub_epi64(sh, _mm256_slli_epi64(_mm256_mul_epu32(x[v], x[v]), 20));
        w = _mm256_or_si256(_mm256_slli_epi64(w, 20), _mm256_srli_epi64(sl, 28));
        z[v] = _mm256_srli_epi64(_mm256_add_epi64(w, one), 1);
    }
    exp8(e, z);
    for (v = 0; v < 2; v++) {
        /* accepted: rej (lowest bit cleared) below the exponential, and a
         * sample that rounds to 0 only if the lowest bit of rej is set */
        const __m256i below = _mm256_cmpgt_epi64(e[v], _mm256_andnot_si256(one, rej[v]));
        const __m256i zero = _mm256_cmpeq_epi64(r[v], _mm256_setzero_si256());
        const __m256i odd = _mm256_cmpeq_epi64(_mm256_and_si256(rej[v], one), one);
        acc[v] = _mm256_and_si256(below,
                                  _mm256_or_si256(_mm256_xor_si256(zero, c64(~UINT64_C(0))), odd));
    }
}

void haetae_gauss_trials_avx2(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                              const uint8_t draws[4 * HAETAE_DRAW_BYTES])
{
    uint8_t padded[8 * DRAW];
    uint64_t lo[4], hi[4];
    __m256i vr[2], vlo[2], vhi[2], acc[2];
    unsigned i;
    memcpy(padded, draws, 4 * DRAW);
    memset(padded + 4 * DRAW, 0, 4 * DRAW);
    trial8(vr, vlo, vhi, acc, padded);
    _mm256_storeu_si256((__m256i *)(void *)r, vr[0]);
    _mm256_storeu_si256((__m256i *)(void *)lo, vlo[0]);
    _mm256_storeu_si256((__m256i *)(void *)hi, vhi[0]);
    for (i = 0; i < 4; i++) {
        sq[i].lo = lo[i];
        sq[i].hi = hi[i];
    }
    *accept = (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(acc[0]));
}

/* Lane i all ones iff bit i of bits is set. */
static inline __m256i lane_mask(unsigned bits)
{
    const __m256i sel = _mm256_set_epi64x(8, 4, 2, 1);
    return _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_set1_epi64x((long long)bits), sel), sel);
}

/* One stream: its bookkeeping (haetae_stream, hyperball.c), its buffered
 * draws and its lanes of the sum. */
typedef struct {
    __m256i acc_lo, acc_hi;
    haetae_stream s;
    uint8_t buf[BUFLEN];
} stream;

static void stream_init(stream *st, int32_t *out, uint32_t *hi, unsigned wanted)
{
    memset(st->buf, 0, sizeof st->buf);
    st->acc_lo = _mm256_setzero_si256();
    st->acc_hi = _mm256_setzero_si256();
    haetae_stream_init(&st->s, out, hi, wanted);
}

/* Runs the trials of a stream, eight at a time, until it is done (returns
 * 0) or needs its next block (returns 1). */
static int stream_run(stream *st)
{
    uint64_t rr[BATCH];
    int more = 0;

    while (st->s.got < st->s.wanted) {
        const unsigned n = haetae_stream_batch(&st->s, BATCH);
        __m256i vr[2], vlo[2], vhi[2], acc[2];
        uint32_t bits, take;
        if (n == 0) {
            more = 1;
            break;
        }
        trial8(vr, vlo, vhi, acc, st->buf + st->s.pos);
        bits = (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(acc[0])) |
               ((uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(acc[1])) << 4);
        _mm256_storeu_si256((__m256i *)(void *)rr, vr[0]);
        _mm256_storeu_si256((__m256i *)(void *)(rr + 4), vr[1]);
        take = haetae_stream_take(&st->s, rr, bits, n);
        st->acc_lo = _mm256_add_epi64(st->acc_lo, _mm256_and_si256(vlo[0], lane_mask(take & 15u)));
        st->acc_hi = _mm256_add_epi64(st->acc_hi, _mm256_and_si256(vhi[0], lane_mask(take & 15u)));
        st->acc_lo = _mm256_add_epi64(st->acc_lo, _mm256_and_si256(vlo[1], lane_mask(take >> 4)));
        st->acc_hi = _mm256_add_epi64(st->acc_hi, _mm256_and_si256(vhi[1], lane_mask(take >> 4)));
    }
    kpqc_zeroize(rr, sizeof rr);
    return more;
}

/* *sum += the lanes of acc_lo, acc_hi, normalised: each lane's lo stays
 * below 2^59 (2^57 for one stream), so nothing is lost. */
static void fold(haetae_fx *sum, __m256i acc_lo, __m256i acc_hi)
{
    uint64_t lanes_lo[4], lanes_hi[4], total_lo = 0, total_hi = 0;
    unsigned i;

    _mm256_storeu_si256((__m256i *)(void *)lanes_lo, acc_lo);
    _mm256_storeu_si256((__m256i *)(void *)lanes_hi, acc_hi);
    for (i = 0; i < 4; i++) {
        total_lo += lanes_lo[i];
        total_hi += lanes_hi[i];
    }
    total_lo += sum->lo;
    sum->hi += total_hi + (total_lo >> 48);
    sum->lo = total_lo & M48;
    kpqc_zeroize(lanes_lo, sizeof lanes_lo);
    kpqc_zeroize(lanes_hi, sizeof lanes_hi);
}

void haetae_sample_poly_avx2(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                             uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                             const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    stream st;

    stream_init(&st, out, hi, wanted);
    haetae_stream_open(&ctx, signs, st.buf, seed, nonce);
    while (stream_run(&st)) {
        kpqc_keccak_squeezeblocks(&ctx, haetae_stream_room(&st.s, st.buf, sizeof st.buf, BATCH), 1);
    }
    fold(sum, st.acc_lo, st.acc_hi);
    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(&st, sizeof st);
}

/* The four streams' sponges run side by side: each stream consumes its
 * trials as the single-stream kernel does, and whenever one of them needs
 * more bytes, the next block of all four is squeezed (a finished or unused
 * stream just drops it). Each stream thus reads the same bytes in the same
 * order as alone, and the squares are summed exactly (see above). */
void haetae_sample_poly4_avx2(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                              haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                              const unsigned wanted[4])
{
    kpqc_keccakx4_ctx ctx;
    stream st[4];
    uint8_t *first[4];
    uint8_t block[4][KPQC_SHAKE256_RATE];
    __m256i acc_lo = _mm256_setzero_si256(), acc_hi = _mm256_setzero_si256();
    unsigned j, need;

    for (j = 0; j < 4; j++) {
        stream_init(&st[j], out[j], hi[j], wanted[j]);
        first[j] = st[j].buf;
    }
    haetae_stream4_open(&ctx, signs, first, seed, nonce, wanted);
    for (;;) {
        need = 0;
        for (j = 0; j < 4; j++) {
            need |= (unsigned)stream_run(&st[j]) << j;
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
        acc_lo = _mm256_add_epi64(acc_lo, st[j].acc_lo);
        acc_hi = _mm256_add_epi64(acc_hi, st[j].acc_hi);
    }
    fold(sum, acc_lo, acc_hi);
    kpqc_keccakx4_wipe(&ctx);
    kpqc_zeroize(st, sizeof st);
    kpqc_zeroize(block, sizeof block);
}

/* haetae_fx_scale13 on four samples r = (rh 2^32 + rl) / 2^56, i.e. the
 * fixed-point number x = (rh, rl 2^16), times scale = (bl, bh):
 *   x.lo * bl = rl bl 2^16      (rl bl < 2^80 from 24-bit limbs of bl),
 *   x.lo * bh = rl bh 2^16      (32-bit halves of bh),
 *   x.hi * bl = rh bl           (24-bit limbs of bl),
 *   x.hi * bh = rh bh           (32-bit halves of bh, 96 bits),
 * then haetae_fx_mul's assembly, the rounding to 13 fractional bits and the
 * sign. rl, rh: 32-bit values in 64-bit lanes; neg: 0 or all ones. */
typedef struct {
    __m256i bl0, bl1, bh0, bh1;
} scale_vec;

static inline __m256i scale4(__m256i rl, __m256i rh, __m256i neg, const scale_vec *s)
{
    const __m256i m24 = c64(M24), m32 = c64(0xFFFFFFFFu), m48 = c64(M48);
    __m256i a, b, t, c, u, q0, q1, p0, p1, S, tlo, thi, plo, phi, mag;

    /* x.lo * bl: t = floor(rl bl / 2^32) + bit 31 of (rl bl mod 2^32) */
    a = _mm256_mul_epu32(rl, s->bl1);
    b = _mm256_mul_epu32(rl, s->bl0);
    u = _mm256_add_epi64(_mm256_slli_epi64(_mm256_and_si256(a, c64(0xFF)), 24), b);
    t = _mm256_add_epi64(_mm256_srli_epi64(a, 8), _mm256_srli_epi64(u, 32));
    t = _mm256_add_epi64(t, _mm256_srli_epi64(_mm256_and_si256(u, m32), 31));
    /* x.lo * bh: c = floor(rl bh / 2^32), t += (rl bh mod 2^32) 2^16 */
    q0 = _mm256_mul_epu32(rl, s->bh0);
    q1 = _mm256_mul_epu32(rl, s->bh1);
    c = _mm256_add_epi64(q1, _mm256_srli_epi64(q0, 32));
    t = _mm256_add_epi64(t, _mm256_slli_epi64(_mm256_and_si256(q0, m32), 16));
    /* x.hi * bl: c += floor(rh bl / 2^48), t += rh bl mod 2^48 */
    a = _mm256_mul_epu32(rh, s->bl1);
    b = _mm256_mul_epu32(rh, s->bl0);
    u = _mm256_add_epi64(_mm256_slli_epi64(_mm256_and_si256(a, m24), 24), b);
    c = _mm256_add_epi64(c, _mm256_add_epi64(_mm256_srli_epi64(a, 24), _mm256_srli_epi64(u, 48)));
    t = _mm256_add_epi64(t, _mm256_and_si256(u, m48));
    /* x.hi * bh = (thi, tlo) */
    p0 = _mm256_mul_epu32(rh, s->bh0);
    p1 = _mm256_mul_epu32(rh, s->bh1);
    S = _mm256_add_epi64(p1, _mm256_srli_epi64(p0, 32));
    thi = _mm256_srli_epi64(S, 32);
    tlo = _mm256_or_si256(_mm256_slli_epi64(S, 32), _mm256_and_si256(p0, m32));
    /* assemble (rounding t at 2^27), normalise, round to 13 bits, sign */
    plo = _mm256_add_epi64(_mm256_srli_epi64(_mm256_add_epi64(t, c64(UINT64_C(1) << 27)), 28),
                           _mm256_add_epi64(_mm256_and_si256(_mm256_slli_epi64(c, 20), m48),
                                            _mm256_and_si256(_mm256_slli_epi64(tlo, 20), m48)));
    phi = _mm256_add_epi64(_mm256_add_epi64(_mm256_srli_epi64(c, 28), _mm256_srli_epi64(tlo, 28)),
                           _mm256_slli_epi64(thi, 36));
    phi = _mm256_add_epi64(phi, _mm256_srli_epi64(plo, 48));
    mag = _mm256_srli_epi64(_mm256_add_epi64(phi, c64(UINT64_C(1) << 14)), 15);
    return _mm256_sub_epi64(_mm256_xor_si256(mag, neg), neg);
}

void haetae_scale_poly_avx2(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                            const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale)
{
    const __m256i shifts = _mm256_set_epi64x(3, 2, 1, 0);
    const __m256i one = c64(1);
    const __m256i even = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    scale_vec s;
    unsigned j;

    s.bl0 = c64(scale->lo & M24);
    s.bl1 = c64((scale->lo >> 24) & M24);
    s.bh0 = c64(scale->hi & 0xFFFFFFFFu);
    s.bh1 = c64(scale->hi >> 32);
    for (j = 0; j < HAETAE_N; j += 8) {
        const __m128i l = _mm_loadu_si128((const __m128i *)(const void *)(out + j));
        const __m128i h = _mm_loadu_si128((const __m128i *)(const void *)(hi + j));
        const __m128i l2 = _mm_loadu_si128((const __m128i *)(const void *)(out + j + 4));
        const __m128i h2 = _mm_loadu_si128((const __m128i *)(const void *)(hi + j + 4));
        const __m256i bits = _mm256_set1_epi64x(signs[j / 8]);
        const __m256i n0 = _mm256_sub_epi64(_mm256_setzero_si256(),
                                            _mm256_and_si256(_mm256_srlv_epi64(bits, shifts), one));
        const __m256i n1 = _mm256_sub_epi64(
            _mm256_setzero_si256(),
            _mm256_and_si256(_mm256_srlv_epi64(_mm256_srli_epi64(bits, 4), shifts), one));
        const __m256i v0 = scale4(_mm256_cvtepu32_epi64(l), _mm256_cvtepu32_epi64(h), n0, &s);
        const __m256i v1 = scale4(_mm256_cvtepu32_epi64(l2), _mm256_cvtepu32_epi64(h2), n1, &s);
        const __m256i w0 = _mm256_permutevar8x32_epi32(v0, even);
        const __m256i w1 = _mm256_permutevar8x32_epi32(v1, even);
        _mm256_storeu_si256((__m256i *)(void *)(out + j), _mm256_blend_epi32(w0, w1, 0xF0));
    }
}
