/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decoding HAETAE's two rANS streams (rans.c) with a slot table, the part
 * every backend shares. Included by a backend's rANS file (x86_64/
 * rans_avx2.c, aarch64/rans_neon.c), which first defines
 *   fill_runs(slot, c0, c1, e)   slot[k] = e + (k - c0) << 11 for c0 <= k
 *                                < c1 with its vector stores (a store may
 *                                spill up to 7 slots past c1),
 *   HAETAE_RANS_DECODE           the backend's name of the kernel.
 *
 * The signature's streams are independent rANS streams, each a chain of
 * dependent steps (the state x picks a slot, the slot a symbol, the symbol
 * the next state). Here the two chains run interleaved, so that the core
 * overlaps them, and each step takes one table load instead of three: per
 * call, a table of the 2^10 slots holds the symbol's frequency f, the
 * slot's offset into the symbol's range and the symbol (one run per
 * symbol), so that x' = f (x >> 10) + offset. While at least two bytes
 * remain, the renormalisation reads at most two (x >= 2^13 after a step
 * from x >= 2^23); near the end of a stream, and for the states a
 * malformed stream can reach, the loop is rans.c's. Every read stays
 * within the stream's len bytes; the verdict and, on success, the values
 * are rans.c's. Public data only. */
#ifndef KPQC_HAETAE_NATIVE_RANS_CHAINS_H
#define KPQC_HAETAE_NATIVE_RANS_CHAINS_H

#include "../rans_tables.h"

#define RANS_LOW (UINT32_C(1) << 23)

typedef struct {
    uint32_t slot[RANS_SLOTS + 8]; /* f | offset << 11 | symbol << 21; 8 spare for a run's spill */
    int32_t value[64];             /* symbol -> coefficient, rans.c's symbol_to_value */
} model;

_Static_assert(Z1HI_NSYM <= 64 && HINT_NSYM <= 64, "symbols fit the value table");

/* wrap == 0: values s - nsym / 2; else 0 .. nsym / 2 and the residues
 * below wrap (rans.c). A run may spill past c1: the next symbol's run, or
 * the spare slots, take it. */
static void build(model *m, const uint16_t *cum, uint32_t nsym, uint32_t wrap)
{
    uint32_t s;
    for (s = 0; s < nsym; s++) {
        fill_runs(m->slot, cum[s], cum[s + 1], (cum[s + 1] - cum[s]) | (s << 21));
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
    const uint32_t e = st->m->slot[st->x & (RANS_SLOTS - 1)];
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
        const uint32_t e = st->m->slot[st->x & (RANS_SLOTS - 1)];
        st->out[st->i++] = st->m->value[e >> 21];
        st->x = (e & 0x7FF) * (st->x >> 10) + ((e >> 11) & 0x3FF);
        while (st->x < RANS_LOW && st->p < st->len) {
            st->x = (st->x << 8) | st->in[st->p++];
        }
    }
    return st->x == RANS_LOW && st->p == st->len ? 0 : -1;
}

int HAETAE_RANS_DECODE(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
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

#endif
