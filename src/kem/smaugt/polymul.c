/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Multiplication in Z_{2^16}[x]/(x^256 + 1): Toom-Cook 4-way over two
 * levels of Karatsuba, with lazy interpolation (see smaugt.h).
 *
 * Why not a sparse product: the secrets are sparse (70..88 nonzero
 * coefficients in s, about 64..128 in r), but adding a rotated copy of the
 * dense operand for each nonzero position indexes memory by the secret
 * positions; done in constant time it degenerates to the dense 65,536
 * multiply-adds of schoolbook. Toom-Cook/Karatsuba needs 21 32 x 32 products
 * (21,504 multiply-adds) per 256 x 256 product, vectorises well, and never
 * looks at the values it multiplies.
 *
 * All arithmetic is on uint16_t modulo 2^16; products go through uint32_t so
 * that no int overflows. */
#include <string.h>

#include "ct.h"
#include "smaugt.h"
#include "native/api.h"

typedef uint16_t u16;

/* Inverses modulo 2^16 used by the interpolation. */
#define INV3  43691u
#define INV9  36409u
#define INV15 61167u
_Static_assert((3u * INV3) % 65536u == 1, "INV3");
_Static_assert((9u * INV9) % 65536u == 1, "INV9");
_Static_assert((15u * INV15) % 65536u == 1, "INV15");

#define MUL(a, b) ((u16)((uint32_t)(a) * (uint32_t)(b)))

/* ---- Evaluation -------------------------------------------------------- */

/* a = a0 + a1 y + a2 y^2 + a3 y^3 with y = x^64, evaluated at
 * 0, 1, -1, 2, 1/2 (times 8), -1/2 (times 8), infinity. */
void smaugt_toom_evaluate(smaugt_toom_eval *ev, const smaugt_poly *a)
{
    unsigned k;
    for (k = 0; k < 64; k++) {
        u16 a0 = a->c[k], a1 = a->c[64 + k], a2 = a->c[128 + k], a3 = a->c[192 + k];
        u16 even = (u16)(a0 + a2), odd = (u16)(a1 + a3);
        u16 even_h = (u16)(8 * a0 + 2 * a2), odd_h = (u16)(4 * a1 + a3);
        ev->point[0][k] = a0;
        ev->point[1][k] = (u16)(even + odd);
        ev->point[2][k] = (u16)(even - odd);
        ev->point[3][k] = (u16)(a0 + 2 * a1 + 4 * a2 + 8 * a3);
        ev->point[4][k] = (u16)(even_h + odd_h);
        ev->point[5][k] = (u16)(even_h - odd_h);
        ev->point[6][k] = a3;
    }
}

void smaugt_toom_acc_zero(smaugt_toom_acc *acc)
{
    memset(acc, 0, sizeof *acc);
}

/* ---- Point products ---------------------------------------------------- */

/* r[0..62] = a * b, 32 x 32 coefficients, operand scanning: row i adds
 * a[i] * b to r[i..i+31].
 *
 * Rows are added in groups of eight over a window that starts at a
 * multiple of eight coefficients (16 bytes): row i of group g (g <= i <
 * g + 8) adds a[i] times b shifted by i - g into t[g..g+39], with b padded
 * by zeros on both sides so that the window's extra lanes add nothing.
 * Every row of a group therefore loads and stores the same aligned vectors,
 * and each load is served by the store of the previous row. Adding row i at
 * offset i instead (32 lanes per row, the obvious loop) makes every load
 * straddle two earlier stores 2 bytes apart: store-to-load forwarding then
 * fails on each row and the loop runs about 2.4 times slower on x86-64 in
 * cycles, although it executes fewer instructions. The padded window costs
 * 40 multiply-adds per row instead of 32. The operands are
 * restrict-qualified and the inner loop has a constant trip count, so
 * compilers vectorise it. Both buffers are aligned to 64 bytes: otherwise
 * which of the unaligned loads from bpad straddle cache lines depends on
 * where the caller's stack happens to sit, and the whole KEM ran 4-5%
 * faster or slower on x86-64 with the size of the environment. */
static void schoolbook32(u16 *restrict r, const u16 *restrict a, const u16 *restrict b)
{
    _Alignas(64) u16 t[64];
    _Alignas(64) u16 bpad[80]; /* bpad[32 + j] = b[j]; zeros elsewhere */
    unsigned g, i, k;
    memset(t, 0, sizeof t);
    memset(bpad, 0, sizeof bpad);
    memcpy(bpad + 32, b, 32 * sizeof(u16));
    for (g = 0; g < 32; g += 8) {
        u16 *window = t + g;
        for (i = g; i < g + 8; i++) {
            const u16 ai = a[i];
            const u16 *bs = bpad + 32 + g - i; /* bs[k] = b[k - (i - g)] */
            for (k = 0; k < 40; k++) {
                window[k] = (u16)(window[k] + MUL(ai, bs[k]));
            }
        }
    }
    memcpy(r, t, 63 * sizeof(u16));
}

/* acc[0..126] += a * b, 64 x 64 coefficients, one level of Karatsuba */
static void karatsuba64_acc(u16 acc[127], const u16 a[64], const u16 b[64])
{
    u16 lo[63], hi[63], mid[63], sa[32], sb[32];
    unsigned i;
    for (i = 0; i < 32; i++) {
        sa[i] = (u16)(a[i] + a[32 + i]);
        sb[i] = (u16)(b[i] + b[32 + i]);
    }
    schoolbook32(lo, a, b);
    schoolbook32(hi, a + 32, b + 32);
    schoolbook32(mid, sa, sb);
    for (i = 0; i < 63; i++) {
        mid[i] = (u16)(mid[i] - lo[i] - hi[i]);
    }
    for (i = 0; i < 63; i++) {
        acc[i] = (u16)(acc[i] + lo[i]);
        acc[64 + i] = (u16)(acc[64 + i] + hi[i]);
    }
    for (i = 0; i < 63; i++) {
        acc[32 + i] = (u16)(acc[32 + i] + mid[i]);
    }
}

void smaugt_toom_mul_acc(smaugt_toom_acc *acc, const smaugt_toom_eval *x, const smaugt_toom_eval *y)
{
    unsigned p;
    for (p = 0; p < 7; p++) {
        karatsuba64_acc(acc->point[p], x->point[p], y->point[p]);
    }
}

/* ---- Interpolation ----------------------------------------------------- */

/* From w0 = C(0), w1 = C(1), w2 = C(-1), w3 = C(2), w4 = 64 C(1/2),
 * w5 = 64 C(-1/2), w6 = C(inf) of C = c0 + c1 y + ... + c6 y^6:
 *   E  = (w1 + w2) / 2 = c0 + c2 + c4 + c6,  O = (w1 - w2) / 2 = c1 + c3 + c5
 *   e1 = E - c0 - c6 = c2 + c4
 *   e2 = (w4 + w5) / 2 - 64 c0 - c6 = 16 c2 + 4 c4
 *   c2 = (e2 - 4 e1) / 12,  c4 = e1 - c2
 *   P  = (w4 - w5) / 2 = 32 c1 + 8 c3 + 2 c5
 *   Q  = w3 - c0 - 4 c2 - 16 c4 - 64 c6 = 2 c1 + 8 c3 + 32 c5
 *   c1 - c5 = (P - Q) / 30,  c3 = (34 O - P - Q) / 18
 *   c1 = ((O - c3) + (c1 - c5)) / 2,  c5 = (O - c3) - c1.
 * Each exact division by 2^k is a right shift that costs k bits at the top;
 * odd divisors are multiplications by inverses mod 2^16. The longest chain
 * loses 3 bits, so c0..c6 are exact mod 2^13. */
void smaugt_toom_interpolate(smaugt_poly *r, smaugt_toom_acc *acc)
{
    /* The seven point values become the seven coefficient blocks in place:
       point[m] ends up holding c_m. Every step is element-wise over k, so
       the loop vectorises. */
    u16 *w0 = acc->point[0], *w1 = acc->point[1], *w2 = acc->point[2], *w3 = acc->point[3],
        *w4 = acc->point[4], *w5 = acc->point[5], *w6 = acc->point[6];
    unsigned k;

    for (k = 0; k < 128; k++) {
        u16 c0 = w0[k], c6 = w6[k];
        u16 e = (u16)((u16)(w1[k] + w2[k]) >> 1);
        u16 o = (u16)((u16)(w1[k] - w2[k]) >> 1);
        u16 e1 = (u16)(e - c0 - c6);
        u16 e2 = (u16)((u16)((u16)(w4[k] + w5[k]) >> 1) - 64 * c0 - c6);
        u16 c2 = MUL((u16)(e2 - 4 * e1) >> 2, INV3);
        u16 c4 = (u16)(e1 - c2);
        u16 pp = (u16)((u16)(w4[k] - w5[k]) >> 1);
        u16 qq = (u16)(w3[k] - c0 - 4 * c2 - 16 * c4 - 64 * c6);
        u16 d15 = MUL((u16)(pp - qq) >> 1, INV15);
        u16 c3 = MUL((u16)(34 * o - pp - qq) >> 1, INV9);
        u16 s15 = (u16)(o - c3);
        u16 c1 = (u16)((u16)(s15 + d15) >> 1);
        w1[k] = c1;
        w2[k] = c2;
        w3[k] = c3;
        w4[k] = c4;
        w5[k] = (u16)(s15 - c1);
    }

    /* c_m sits at x^(64 m + k), k < 127 (c_m[127] is 0: the spare entry
       stays 0 through accumulation and interpolation); x^256 = -1 folds
       everything at or above x^256 back with a minus sign, so block q of r
       (coefficients 64 q + j) is c_q[j] + c_(q-1)[64 + j]
       - c_(q+4)[j] - c_(q+3)[64 + j], for the c_m that exist (m <= 6). */
    {
        u16 *restrict out = r->c;
        const u16 *restrict c0 = w0, *restrict c1 = w1, *restrict c2 = w2, *restrict c3 = w3,
                            *restrict c4 = w4, *restrict c5 = w5, *restrict c6 = w6;
        for (k = 0; k < 64; k++) {
            out[k] = (u16)(c0[k] - c4[k] - c3[64 + k]);
            out[64 + k] = (u16)(c1[k] + c0[64 + k] - c5[k] - c4[64 + k]);
            out[128 + k] = (u16)(c2[k] + c1[64 + k] - c6[k] - c5[64 + k]);
            out[192 + k] = (u16)(c3[k] + c2[64 + k] - c6[64 + k]);
        }
    }
}

/* ---- Sums of products ---------------------------------------------------- */

void smaugt_poly_inner_c(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                         const smaugt_poly x[SMAUGT_K])
{
    smaugt_toom_eval a_ev, x_ev;
    smaugt_toom_acc acc;
    unsigned j;
    smaugt_toom_acc_zero(&acc);
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_toom_evaluate(&a_ev, &a[j]);
        smaugt_toom_evaluate(&x_ev, &x[j]);
        smaugt_toom_mul_acc(&acc, &a_ev, &x_ev);
    }
    smaugt_toom_interpolate(t, &acc);
    kpqc_zeroize(&a_ev, sizeof a_ev);
    kpqc_zeroize(&x_ev, sizeof x_ev);
    kpqc_zeroize(&acc, sizeof acc);
}

void smaugt_poly_inner(smaugt_poly *t, const smaugt_poly a[SMAUGT_K], const smaugt_poly x[SMAUGT_K])
{
#if defined(SMAUGT_NATIVE_POLY_INNER)
    if (smaugt_native_poly_inner(t, a, x) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_poly_inner_c(t, a, x);
}
