/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decoding HAETAE's two rANS streams (rans.c) on x86-64.
 *
 * The signature's streams are independent rANS streams, each a chain of
 * dependent steps (the state x picks a slot, the slot a symbol, the symbol
 * the next state). Here the two chains run interleaved, so that the core
 * overlaps them, and each step takes one table load instead of three: per
 * call, a table of the 2^10 slots holds the symbol's frequency f, the
 * slot's offset into the symbol's range and the symbol (built with AVX2
 * stores, one run per symbol), so that x' = f (x >> 10) + offset. While at
 * least two bytes remain, the renormalisation reads at most two (x >= 2^13
 * after a step from x >= 2^23); near the end of a stream, and for the
 * states a malformed stream can reach, the loop is rans.c's. Every read
 * stays within the stream's len bytes; the verdict and, on success, the
 * values are rans.c's. Public data only. */
#include <immintrin.h>

#include "avx2.h"
#include "../../rans_tables.h"

#define SLOTS    1024u
#define RANS_LOW (UINT32_C(1) << 23)

typedef struct {
    uint32_t slot[SLOTS + 8]; /* f | offset << 11 | symbol << 21 */
    int32_t value[64];
} model;

_Static_assert(Z1HI_NSYM <= 64 && HINT_NSYM <= 64, "symbols fit the value table");

/* wrap == 0: values s - c; else residues 0..c, wrap - c..wrap - 1 (rans.c) */
static void build(model *m, const uint16_t *cum, uint32_t nsym, uint32_t wrap)
{
    const __m256i iota =
        _mm256_setr_epi32(0, 1 << 11, 2 << 11, 3 << 11, 4 << 11, 5 << 11, 6 << 11, 7 << 11);
    const __m256i step = _mm256_set1_epi32(8 << 11);
    uint32_t s, k;
    for (s = 0; s < nsym; s++) {
        const uint32_t c0 = cum[s], c1 = cum[s + 1];
        __m256i v = _mm256_add_epi32(_mm256_set1_epi32((int32_t)((c1 - c0) | (s << 21))), iota);
        /* a run may spill past c1: the next symbol's run overwrites it */
        for (k = c0; k < c1; k += 8) {
            _mm256_storeu_si256((__m256i *)(void *)(m->slot + k), v);
            v = _mm256_add_epi32(v, step);
        }
        if (wrap == 0) {
            m->value[s] = (int32_t)s - (int32_t)(nsym / 2);
        } else {
            m->value[s] = s <= nsym / 2 ? (int32_t)s : (int32_t)(s + wrap - nsym);
        }
    }
}

typedef struct {
    const model *m;
    const uint8_t *in;
    size_t len, p;
    uint32_t x;
    int32_t *out;
    unsigned n, i;
} stream;

static int start(stream *st, const model *m, int32_t *out, unsigned n, const uint8_t *in,
                 size_t len)
{
    st->m = m;
    st->in = in;
    st->len = len;
    st->p = 4;
    st->out = out;
    st->n = n;
    st->i = 0;
    if (len < 4) {
        return -1;
    }
    st->x = (uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
            ((uint32_t)in[3] << 24);
    return st->x < RANS_LOW || st->x >= (RANS_LOW << 8) ? -1 : 0;
}

/* one step with at least two bytes left: at most two refills */
static inline void step_fast(stream *st)
{
    const uint32_t e = st->m->slot[st->x & (SLOTS - 1)];
    uint32_t x = (e & 0x7FF) * (st->x >> 10) + ((e >> 11) & 0x3FF);
    st->out[st->i++] = st->m->value[e >> 21];
    if (x < RANS_LOW) {
        x = (x << 8) | st->in[st->p++];
        if (x < RANS_LOW) {
            x = (x << 8) | st->in[st->p++];
        }
    }
    st->x = x;
}

/* the remaining steps, refilling as rans.c; then its final check */
static int finish(stream *st)
{
    while (st->i < st->n && st->p + 2 <= st->len) {
        step_fast(st);
    }
    while (st->i < st->n) {
        const uint32_t e = st->m->slot[st->x & (SLOTS - 1)];
        st->out[st->i++] = st->m->value[e >> 21];
        st->x = (e & 0x7FF) * (st->x >> 10) + ((e >> 11) & 0x3FF);
        while (st->x < RANS_LOW && st->p < st->len) {
            st->x = (st->x << 8) | st->in[st->p++];
        }
    }
    return st->x == RANS_LOW && st->p == st->len ? 0 : -1;
}

int haetae_rans_decode_avx2(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                            haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len)
{
    model mz, mh;
    stream a, b;
    int ok;

    build(&mz, z1hi_cum, Z1HI_NSYM, 0);
    build(&mh, hint_cum, HINT_NSYM, (HAETAE_DQ - 2) / HAETAE_ALPHA_HINT);
    ok = start(&a, &mz, hb_z1[0].c, HAETAE_L * HAETAE_N, z1hi, z1hi_len);
    ok |= start(&b, &mh, h[0].c, HAETAE_K * HAETAE_N, hint, hint_len);
    if (ok != 0) {
        return -1;
    }
    while (a.i < a.n && b.i < b.n && a.p + 2 <= a.len && b.p + 2 <= b.len) {
        step_fast(&a);
        step_fast(&b);
    }
    ok = finish(&a);
    ok |= finish(&b);
    return ok;
}
