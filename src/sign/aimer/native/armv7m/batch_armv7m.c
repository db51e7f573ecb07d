/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The S-box inputs of up to 32 parties at once, bitsliced across the
 * parties (twin aimer_party_linear_batch_c, proof.c).
 *
 * The matrices are public (expanded from the IV) and the party vectors
 * secret. aimer_linear_prepare_armv7m transposes every matrix in place,
 * once per signature or verification, so that entry k of a matrix holds
 * its column k (bit j = bit k of row j). A batch then turns the parties'
 * input vectors into lanes: word V_j holds bit j of every party's vector
 * (bit p for party p), through 32 x 32 bit transposes. Output bit k of
 * every party is the XOR of the V_j whose matrix entry (j, k) is set. With
 * the method of Four Russians, each group of four inputs has a table of
 * the 16 XOR combinations of its four V_j, and output k takes one entry
 * per group, chosen by the four bits of column k: lambda / 4 loads per
 * output word for all the parties at once. The tables hold secret values
 * but every table index is a matrix bit, so no address or branch depends
 * on secret data. The outputs go back to the parties through the same
 * transposes. x_l = pt A_l shares pt's tables over l; x_L = sum_l y_l B_l
 * accumulates its lanes over l before the transpose back.
 *
 * Below four parties the tables do not pay: each output bit is the parity
 * of (column k AND v), again with the column read by public k only. */
#include <string.h>

#include "ct.h"
#include "meta.h"

#define NW (AIMER_LAMBDA / 32) /* 32-bit words of an element */
#define NG (AIMER_LAMBDA / 4)  /* groups of four inputs */

static inline uint32_t word32(const aimer_gf *a, unsigned i)
{
    return (uint32_t)(a->w[i >> 1] >> (32 * (i & 1)));
}

/* one stage of the transpose: rows k and k + j trade their off-diagonal
   j x j blocks (m: the low j bits of every 2 j) */
static inline void stage(uint32_t a[32], unsigned j, uint32_t m)
{
    unsigned k0, k;
    for (k0 = 0; k0 < 32; k0 += 2 * j) {
        for (k = k0; k < k0 + j; k++) {
            uint32_t t = ((a[k] >> j) ^ a[k + j]) & m;
            a[k] ^= t << j;
            a[k + j] ^= t;
        }
    }
}

/* a[i] bit j <-> a[j] bit i: swaps of ever smaller blocks */
static void transpose32(uint32_t a[32])
{
    stage(a, 16, 0x0000FFFFu);
    stage(a, 8, 0x00FF00FFu);
    stage(a, 4, 0x0F0F0F0Fu);
    stage(a, 2, 0x33333333u);
    stage(a, 1, 0x55555555u);
}

/* word w of rows r0 .. r0 + 31 of m, and back */
static void get_block(uint32_t b[32], const aimer_gf *m, unsigned r0, unsigned w)
{
    unsigned i;
    for (i = 0; i < 32; i++) {
        b[i] = word32(&m[r0 + i], w);
    }
}

static void put_block(aimer_gf *m, unsigned r0, unsigned w, const uint32_t b[32])
{
    unsigned i, s = 32 * (w & 1);
    for (i = 0; i < 32; i++) {
        uint64_t *d = &m[r0 + i].w[w >> 1];
        *d = (*d & ~((uint64_t)0xFFFFFFFFu << s)) | (uint64_t)b[i] << s;
    }
}

void aimer_linear_prepare_armv7m(aimer_linear *lin)
{
    uint32_t a[32], b[32];
    unsigned i, r, c;
    for (i = 0; i < 2 * AIMER_L; i++) {
        aimer_gf *m = lin->mat[i];
        for (r = 0; r < NW; r++) {
            for (c = r; c < NW; c++) {
                /* block (r, c) and block (c, r) trade places, transposed */
                get_block(a, m, 32 * r, c);
                get_block(b, m, 32 * c, r);
                transpose32(a);
                transpose32(b);
                put_block(m, 32 * c, r, a);
                if (c != r) {
                    put_block(m, 32 * r, c, b);
                }
            }
        }
    }
}

/* input s of a tape: pt (s = 0) or y[s - 1] */
static const aimer_gf *input(const aimer_tape *t, unsigned s)
{
    return s == 0 ? &t->pt : &t->y[s - 1];
}

/* the Four Russians tables of input s of the n parties */
static void tables(uint32_t tab[NG * 16], const aimer_tape *const tape[], unsigned n, unsigned s)
{
    uint32_t v[32];
    unsigned w, p, h;
    for (w = 0; w < NW; w++) {
        for (p = 0; p < 32; p++) {
            v[p] = p < n ? word32(input(tape[p], s), w) : 0;
        }
        transpose32(v);
        for (h = 0; h < 8; h++) {
            uint32_t *t = tab + 16 * (8 * w + h);
            const uint32_t *g = v + 4 * h;
            t[0] = 0;
            t[1] = g[0];
            t[2] = g[1];
            t[3] = g[0] ^ g[1];
            t[4] = g[2];
            t[5] = g[2] ^ t[1];
            t[6] = g[2] ^ t[2];
            t[7] = g[2] ^ t[3];
            t[8] = g[3];
            t[9] = g[3] ^ t[1];
            t[10] = g[3] ^ t[2];
            t[11] = g[3] ^ t[3];
            t[12] = g[3] ^ t[4];
            t[13] = g[3] ^ t[5];
            t[14] = g[3] ^ t[6];
            t[15] = g[3] ^ t[7];
        }
    }
    kpqc_zeroize(v, sizeof v);
}

/* r[k] (^)= output lanes k of the transposed matrix mt over the tables
   (matrix_armv7m.S) */
static void product(uint32_t r[AIMER_LAMBDA], const uint32_t tab[NG * 16],
                    const aimer_gf mt[AIMER_LAMBDA], int add)
{
    if (!add) {
        memset(r, 0, AIMER_LAMBDA * sizeof r[0]);
    }
    aimer_batch_product_armv7m(r, tab, mt);
}

/* the lanes r back to the parties: x[p][l] */
static void unslice(aimer_gf x[][AIMER_L + 1], unsigned l, const uint32_t r[AIMER_LAMBDA],
                    unsigned n)
{
    uint32_t lo[32], hi[32];
    unsigned w, p;
    for (w = 0; w < AIMER_W; w++) {
        memcpy(lo, r + 64 * w, sizeof lo);
        memcpy(hi, r + 64 * w + 32, sizeof hi);
        transpose32(lo);
        transpose32(hi);
        for (p = 0; p < n; p++) {
            x[p][l].w[w] = lo[p] | (uint64_t)hi[p] << 32;
        }
    }
    kpqc_zeroize(lo, sizeof lo);
    kpqc_zeroize(hi, sizeof hi);
}

/* one party: output bit k is the parity of column k AND v */
static void single(aimer_gf *r, const aimer_gf *v, const aimer_gf mt[AIMER_LAMBDA], int add)
{
    uint32_t out[NW];
    unsigned k, w;
    for (w = 0; w < NW; w++) {
        out[w] = add ? word32(r, w) : 0;
    }
    for (k = 0; k < AIMER_LAMBDA; k++) {
        uint32_t u = 0;
        for (w = 0; w < NW; w++) {
            u ^= word32(&mt[k], w) & word32(v, w);
        }
        u ^= u >> 16;
        u ^= u >> 8;
        u ^= u >> 4;
        u ^= u >> 2;
        u ^= u >> 1;
        out[k / 32] ^= (u & 1) << (k % 32);
    }
    for (w = 0; w < AIMER_W; w++) {
        r->w[w] = out[2 * w] | (uint64_t)out[2 * w + 1] << 32;
    }
    kpqc_zeroize(out, sizeof out);
}

void aimer_party_linear_batch_armv7m(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[],
                                     unsigned n, const aimer_linear *lin)
{
    uint32_t tab[NG * 16], r[AIMER_LAMBDA];
    unsigned l, p;
    if (n < 4) {
        for (p = 0; p < n; p++) {
            for (l = 0; l < AIMER_L; l++) {
                single(&x[p][l], &tape[p]->pt, lin->mat[l], 0);
                single(&x[p][AIMER_L], &tape[p]->y[l], lin->mat[AIMER_L + l], l != 0);
            }
        }
        return;
    }
    tables(tab, tape, n, 0);
    for (l = 0; l < AIMER_L; l++) {
        product(r, tab, lin->mat[l], 0);
        unslice(x, l, r, n);
    }
    for (l = 0; l < AIMER_L; l++) {
        tables(tab, tape, n, 1 + l);
        product(r, tab, lin->mat[AIMER_L + l], l != 0);
    }
    unslice(x, AIMER_L, r, n);
    kpqc_zeroize(tab, sizeof tab);
    kpqc_zeroize(r, sizeof r);
}
