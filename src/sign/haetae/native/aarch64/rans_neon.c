/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decoding HAETAE's two rANS streams (rans.c) on AArch64.
 *
 * The two streams of a signature are independent chains of dependent steps
 * (the state picks a slot, the slot a symbol, the symbol the next state);
 * as in the AVX2 kernel they run interleaved here, so that the core
 * overlaps the two chains, and a step makes one table load: per call, a
 * table of the 2^10 slots holds the symbol's frequency f, the slot's
 * offset in the symbol's range and the symbol (written with NEON stores,
 * one run per symbol), so that x' = f (x >> 10) + offset. With two or more
 * bytes left, a step refills at most two bytes (x >= 2^23 before a step
 * gives x' >= 2^13); near a stream's end, and for whatever states a
 * malformed stream reaches, the loop is rans.c's own. Every read stays
 * within the stream's len bytes; the verdict and, on success, the values
 * are rans.c's. Public data only. */
#include <arm_neon.h>

#include "neon.h"
#include "../../rans_tables.h"

#define SLOTS    1024u
#define RANS_LOW (UINT32_C(1) << 23)

typedef struct {
    uint32_t slot[SLOTS + 4]; /* f | offset << 11 | symbol << 21 (4 spare for the last run) */
    int32_t value[64];        /* symbol -> coefficient, rans.c's symbol_to_value */
} model;

_Static_assert(Z1HI_NSYM <= 64 && HINT_NSYM <= 64, "symbols fit the value table");

/* wrap == 0: values s - nsym / 2; else 0 .. nsym / 2 and the residues
 * below wrap (rans.c) */
static void model_init(model *m, const uint16_t *cum, uint32_t nsym, uint32_t wrap)
{
    static const uint32_t ramp[4] = {0, 1u << 11, 2u << 11, 3u << 11};
    const uint32x4_t step = vdupq_n_u32(4u << 11);
    uint32_t s, k;
    for (s = 0; s < nsym; s++) {
        const uint32_t c0 = cum[s], c1 = cum[s + 1];
        uint32x4_t v = vaddq_u32(vdupq_n_u32((c1 - c0) | (s << 21)), vld1q_u32(ramp));
        /* a run may spill up to three slots past c1: the next run, or the
         * spare slots, take them */
        for (k = c0; k < c1; k += 4) {
            vst1q_u32(m->slot + k, v);
            v = vaddq_u32(v, step);
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
} chain;

/* 0, or -1 when the stream cannot start (rans.c's checks) */
static int chain_start(chain *c, const model *m, int32_t *out, unsigned n, const uint8_t *in,
                       size_t len)
{
    c->m = m;
    c->in = in;
    c->len = len;
    c->p = 4;
    c->out = out;
    c->n = n;
    c->i = 0;
    c->x = 0;
    if (len < 4) {
        return -1;
    }
    c->x = (uint32_t)in[0] | ((uint32_t)in[1] << 8) | ((uint32_t)in[2] << 16) |
           ((uint32_t)in[3] << 24);
    return c->x < RANS_LOW || c->x >= (RANS_LOW << 8) ? -1 : 0;
}

/* one step with two or more bytes left */
static inline void chain_step(chain *c)
{
    const uint32_t e = c->m->slot[c->x & (SLOTS - 1)];
    uint32_t x = (e & 0x7FFu) * (c->x >> 10) + ((e >> 11) & 0x3FFu);
    c->out[c->i++] = c->m->value[e >> 21];
    if (x < RANS_LOW) {
        x = (x << 8) | c->in[c->p++];
        if (x < RANS_LOW) {
            x = (x << 8) | c->in[c->p++];
        }
    }
    c->x = x;
}

/* the remaining steps with rans.c's refill, then its final check */
static int chain_finish(chain *c)
{
    while (c->i < c->n && c->p + 2 <= c->len) {
        chain_step(c);
    }
    while (c->i < c->n) {
        const uint32_t e = c->m->slot[c->x & (SLOTS - 1)];
        c->out[c->i++] = c->m->value[e >> 21];
        c->x = (e & 0x7FFu) * (c->x >> 10) + ((e >> 11) & 0x3FFu);
        while (c->x < RANS_LOW && c->p < c->len) {
            c->x = (c->x << 8) | c->in[c->p++];
        }
    }
    return c->x == RANS_LOW && c->p == c->len ? 0 : -1;
}

int haetae_rans_decode_neon(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                            haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len)
{
    model mz, mh;
    chain a, b;
    int bad;

    model_init(&mz, z1hi_cum, Z1HI_NSYM, 0);
    model_init(&mh, hint_cum, HINT_NSYM, (HAETAE_DQ - 2) / HAETAE_ALPHA_HINT);
    bad = chain_start(&a, &mz, hb_z1[0].c, HAETAE_L * HAETAE_N, z1hi, z1hi_len);
    bad |= chain_start(&b, &mh, h[0].c, HAETAE_K * HAETAE_N, hint, hint_len);
    if (bad != 0) {
        return -1;
    }
    while (a.i < a.n && b.i < b.n && a.p + 2 <= a.len && b.p + 2 <= b.len) {
        chain_step(&a);
        chain_step(&b);
    }
    bad = chain_finish(&a);
    bad |= chain_finish(&b);
    return bad;
}
