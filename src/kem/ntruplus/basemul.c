/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic in the NTT domain: blockwise in Z_q[x]/(x^D - zeta), where
 * block 2j uses zeta_j = ntruplus_zetas[NTRUPLUS_BASE + j] and block 2j + 1
 * uses -zeta_j (the last radix-2 layer's two children).
 *
 * The inputs of the products are residues with |c| < 2q (unpacked keys
 * and ciphertexts, NTT outputs, inverses): each product of two of them is
 * below q 2^15, the bound of a Montgomery reduction. */
#include "ct.h"
#include "native/api.h"
#include "ntruplus.h"
#include "reduce.h"
#include "zetas.h"

#define D      NTRUPLUS_D
#define BLOCKS (NTRUPLUS_N / D)
#define M      ntruplus_fqmul /* x y R^-1 */
#define B      ntruplus_barrett

/* r = a * b blockwise, |r| < q; r may be a or b. A chunk of blocks is
 * first spread into D arrays (coefficient k of every block), so that each
 * step below is one element-wise operation over the chunk -- 16-bit
 * Montgomery products that compilers vectorise (multiply-high /
 * multiply-low) -- and then gathered back. The products carry R^-1; the
 * last step multiplies by R^2 R^-1 = R. Chunks of 32 blocks keep the
 * scratch space at 3 D 64 bytes. */
#define CHUNK 32
_Static_assert(BLOCKS % CHUNK == 0, "chunks tile the blocks");

void ntruplus_basemul_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    int16_t x[D][CHUNK], y[D][CHUNK], c[D][CHUNK];
    unsigned base, i, k;

    for (base = 0; base < BLOCKS; base += CHUNK) {
        for (i = 0; i < CHUNK; i++) {
            for (k = 0; k < D; k++) {
                x[k][i] = a->c[D * (base + i) + k];
                y[k][i] = b->c[D * (base + i) + k];
            }
        }
        for (i = 0; i < CHUNK; i++) {
            const int16_t zm = ntruplus_block_zetas[base + i];
#if D == 4
            /* x^4 = zeta: c_k = sum_{i+j=k} x_i y_j + zeta sum_{i+j=k+4} x_i y_j */
            int16_t h0 = (int16_t)(M(x[1][i], y[3][i]) + M(x[2][i], y[2][i]) + M(x[3][i], y[1][i]));
            int16_t h1 = (int16_t)(M(x[2][i], y[3][i]) + M(x[3][i], y[2][i]));
            int16_t h2 = M(x[3][i], y[3][i]);
            c[0][i] = (int16_t)(M(x[0][i], y[0][i]) + M(zm, h0));
            c[1][i] = (int16_t)(M(x[0][i], y[1][i]) + M(x[1][i], y[0][i]) + M(zm, h1));
            c[2][i] = (int16_t)(M(x[0][i], y[2][i]) + M(x[1][i], y[1][i]) + M(x[2][i], y[0][i]) +
                                M(zm, h2));
            c[3][i] = (int16_t)(M(x[0][i], y[3][i]) + M(x[1][i], y[2][i]) + M(x[2][i], y[1][i]) +
                                M(x[3][i], y[0][i]));
#else
            /* x^3 = zeta */
            int16_t h0 = (int16_t)(M(x[1][i], y[2][i]) + M(x[2][i], y[1][i]));
            int16_t h1 = M(x[2][i], y[2][i]);
            c[0][i] = (int16_t)(M(x[0][i], y[0][i]) + M(zm, h0));
            c[1][i] = (int16_t)(M(x[0][i], y[1][i]) + M(x[1][i], y[0][i]) + M(zm, h1));
            c[2][i] = (int16_t)(M(x[0][i], y[2][i]) + M(x[1][i], y[1][i]) + M(x[2][i], y[0][i]));
#endif
        }
        for (i = 0; i < CHUNK; i++) {
            for (k = 0; k < D; k++) {
                r->c[D * (base + i) + k] = M(c[k][i], NTRUPLUS_RSQ);
            }
        }
    }
    kpqc_zeroize(x, sizeof x);
    kpqc_zeroize(y, sizeof y);
    kpqc_zeroize(c, sizeof c);
}

void ntruplus_basemul_add_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                            const ntruplus_poly *c)
{
    unsigned i;
    ntruplus_basemul_c(r, a, b);
    for (i = 0; i < NTRUPLUS_N; i++) {
        r->c[i] = B((int16_t)(r->c[i] + c->c[i]));
    }
}

void ntruplus_sub_reduce_c(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        r->c[i] = B((int16_t)(a->c[i] - b->c[i]));
    }
}

/* ---- inversion ------------------------------------------------------------ */
/* Each block is inverted through a scalar determinant (the norm down to
 * Z_q, see numerators). A polynomial is invertible exactly when no
 * determinant is 0. The determinants are inverted together by Montgomery's
 * batch trick (one field inversion and three multiplications per block
 * instead of one inversion per block), run as LANES independent chains side
 * by side: lane j multiplies the determinants of blocks j, j + LANES,
 * j + 2 LANES, ..., inverts its product, and unwinds. The chains are
 * independent (no serial dependency from block to block; compilers
 * vectorise across the lanes), and their depth is BLOCKS / LANES.
 *
 * The result must not depend on how the blocks are grouped into chains (a
 * native backend groups them its own way): a determinant of 0 is replaced
 * by 1 before the products (and reported), and each inverse is reduced to
 * its centred representative. Nothing branches on the values; the caller
 * declassifies the verdict. */
#define LANES 16
#define STEPS (BLOCKS / LANES)
_Static_assert(BLOCKS % LANES == 0, "lanes tile the blocks");

/* Montgomery multiplication is the multiplication of the residues x R^-1
 * that the values x stand for. inv_mont returns the value that stands for
 * (x R^-1)^(q-2), the inverse of x R^-1 (0 for 0), by the 15-step addition
 * chain 1 2 4 8 16 32 64 128 144 145 273 546 691 1382 2764 3455 = q - 2. */
static int16_t inv_mont(int16_t x)
{
    int16_t x16, x128, x145, x691, t;
    t = M(x, x);
    t = M(t, t);
    t = M(t, t);
    x16 = M(t, t);
    t = M(x16, x16);
    t = M(t, t);
    x128 = M(t, t);
    x145 = M(M(x128, x16), x);
    t = M(x145, x128); /* 273 */
    t = M(t, t);       /* 546 */
    x691 = M(t, x145);
    t = M(x691, x691);
    t = M(t, t); /* 2764 */
    return M(t, x691);
}

/* x in (-q, q) -> the centred representative in [-(q-1)/2, (q-1)/2] */
static int16_t centre(int16_t x)
{
    int32_t y = x;
    y += NTRUPLUS_Q & -(int32_t)((uint32_t)y >> 31);
    y -= NTRUPLUS_Q & -(int32_t)((uint32_t)((NTRUPLUS_Q - 1) / 2 - y) >> 31);
    return (int16_t)y;
}

/* det[i] (|det| <= 1730) becomes the centred representative of 1/det[i]
 * mod q, or of 1 where det[i] is 0; returns an all-ones mask if some det[i]
 * was 0. prefix: scratch. */
static uint32_t invert_all(int16_t det[BLOCKS], int16_t prefix[BLOCKS])
{
    int16_t inv[LANES];
    uint32_t zero = 0;
    unsigned i, j, s;

    for (i = 0; i < BLOCKS; i++) {
        uint32_t z = ((uint32_t)(uint16_t)det[i] - 1u) >> 31; /* 1 iff det[i] = 0 */
        zero |= z;
        det[i] = (int16_t)(det[i] + (int16_t)z);
    }
    /* Montgomery products: prefix[s][j] stands for the product of what
       det[0][j] .. det[s][j] stand for */
    for (j = 0; j < LANES; j++) {
        prefix[j] = det[j];
    }
    for (s = 1; s < STEPS; s++) {
        for (j = 0; j < LANES; j++) {
            prefix[LANES * s + j] = M(prefix[LANES * (s - 1) + j], det[LANES * s + j]);
        }
    }
    for (j = 0; j < LANES; j++) {
        inv[j] = inv_mont(prefix[LANES * (STEPS - 1) + j]);
    }
    for (s = STEPS - 1; s > 0; s--) {
        for (j = 0; j < LANES; j++) {
            int16_t d = det[LANES * s + j];
            det[LANES * s + j] = M(inv[j], prefix[LANES * (s - 1) + j]);
            inv[j] = M(inv[j], d);
        }
    }
    for (j = 0; j < LANES; j++) {
        det[j] = inv[j];
    }
    /* det[i] now stands for 1/(det[i] R^-1), that is, it is 1/det[i] R^2;
       one product with R^-1 leaves 1/det[i] */
    for (i = 0; i < BLOCKS; i++) {
        det[i] = centre(M(det[i], NTRUPLUS_RINV));
    }
    kpqc_zeroize(inv, sizeof inv);
    return 0u - zero;
}

/* A chunk of blocks spread into D arrays, as in ntruplus_basemul. */
typedef int16_t spread[D][CHUNK];

static void spread_in(spread x, const int16_t *c)
{
    unsigned i, k;
    for (i = 0; i < CHUNK; i++) {
        for (k = 0; k < D; k++) {
            x[k][i] = c[D * i + k];
        }
    }
}

static void spread_out(int16_t *c, spread x)
{
    unsigned i, k;
    for (i = 0; i < CHUNK; i++) {
        for (k = 0; k < D; k++) {
            c[D * i + k] = x[k][i];
        }
    }
}

#if D == 4
/* a = A0(z) + A1(z) x with z = x^2, z^2 = zeta. Its norm
 * N = A0^2 - z A1^2 = n0 + n1 z lies in Z_q[z]/(z^2 - zeta), and
 * 1/a = (A0 - A1 x)/N with 1/N = (n0 - n1 z)/det, det = n0^2 - zeta n1^2.
 * numerators: num = (n0 R^-1, n1 R^-1, -, -) with |n0| < 2q, |n1| <= 1730
 * (n1 is squared below, n0 may stay unreduced), det R^-3 (|.| <= 1730). */
static void numerators(spread num, int16_t *det, spread x, const int16_t *zeta)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        const int16_t zm = zeta[i];
        int16_t h = (int16_t)(M(x[2][i], x[2][i]) - 2 * M(x[1][i], x[3][i])); /* |h| < 3q */
        int16_t n0 = (int16_t)(M(x[0][i], x[0][i]) + M(zm, h));
        int16_t n1 = B(
            (int16_t)(2 * M(x[0][i], x[2][i]) - M(x[1][i], x[1][i]) - M(zm, M(x[3][i], x[3][i]))));
        num[0][i] = n0;
        num[1][i] = n1;
        num[2][i] = 0;
        num[3][i] = 0;
        det[i] = B((int16_t)(M(n0, n0) - M(zm, M(n1, n1))));
    }
}

/* out = 1/a from the numerators and dinv = R^3 / det; each output is a sum
 * of two Montgomery products, |out| < 2q */
static void finish(spread out, spread num, spread x, const int16_t *zeta, const int16_t *dinv)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        int16_t m0 = M(num[0][i], dinv[i]), m1 = (int16_t)-M(num[1][i], dinv[i]); /* R/N */
        int16_t mz = M(zeta[i], m1);
        out[0][i] = (int16_t)(M(m0, x[0][i]) + M(mz, x[2][i]));
        out[1][i] = (int16_t) - (M(m0, x[1][i]) + M(mz, x[3][i]));
        out[2][i] = (int16_t)(M(m0, x[2][i]) + M(m1, x[0][i]));
        out[3][i] = (int16_t) - (M(m0, x[3][i]) + M(m1, x[1][i]));
    }
}
#elif D == 3
/* a = a0 + a1 x + a2 x^2, x^3 = zeta: a * (p0 + p1 x + p2 x^2) = det with the
 * adjugate p0 = a0^2 - zeta a1 a2, p1 = zeta a2^2 - a0 a1, p2 = a1^2 - a0 a2
 * and det = a0 p0 + zeta (a1 p2 + a2 p1). numerators: p R^-1 (|p| < 2q,
 * unreduced: they only enter Montgomery products); det R^-2 (|.| <= 1730). */
static void numerators(spread num, int16_t *det, spread x, const int16_t *zeta)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        const int16_t zm = zeta[i];
        int16_t p0 = (int16_t)(M(x[0][i], x[0][i]) - M(zm, M(x[1][i], x[2][i])));
        int16_t p1 = (int16_t)(M(zm, M(x[2][i], x[2][i])) - M(x[0][i], x[1][i]));
        int16_t p2 = (int16_t)(M(x[1][i], x[1][i]) - M(x[0][i], x[2][i]));
        num[0][i] = p0;
        num[1][i] = p1;
        num[2][i] = p2;
        det[i] = B((int16_t)(M(x[0][i], p0) + M(zm, (int16_t)(M(x[1][i], p2) + M(x[2][i], p1)))));
    }
}

/* out = 1/a from the numerators and dinv = R^2 / det */
static void finish(spread out, spread num, spread x, const int16_t *zeta, const int16_t *dinv)
{
    unsigned i, k;
    (void)x;
    (void)zeta;
    for (i = 0; i < CHUNK; i++) {
        for (k = 0; k < D; k++) {
            out[k][i] = M(num[k][i], dinv[i]);
        }
    }
}
#else
#error "NTRU+ base blocks have degree 3 or 4"
#endif

uint32_t ntruplus_baseinv_c(ntruplus_poly *r, const ntruplus_poly *a)
{
    int16_t det[BLOCKS], prefix[BLOCKS];
    spread x, num, out;
    uint32_t singular;
    unsigned base;

    /* numerators (kept in r) and determinants, a chunk at a time */
    for (base = 0; base < BLOCKS; base += CHUNK) {
        spread_in(x, a->c + D * base);
        numerators(num, det + base, x, ntruplus_block_zetas + base);
        spread_out(r->c + D * base, num);
    }
    singular = invert_all(det, prefix);
    for (base = 0; base < BLOCKS; base += CHUNK) {
        spread_in(x, a->c + D * base);
        spread_in(num, r->c + D * base);
        finish(out, num, x, ntruplus_block_zetas + base, det + base);
        spread_out(r->c + D * base, out);
    }
    kpqc_zeroize(det, sizeof det);
    kpqc_zeroize(prefix, sizeof prefix);
    kpqc_zeroize(x, sizeof x);
    kpqc_zeroize(num, sizeof num);
    kpqc_zeroize(out, sizeof out);
    return singular;
}

void ntruplus_basemul(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
#if defined(NTRUPLUS_NATIVE_BASEMUL)
    if (ntruplus_native_basemul(r, a, b) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_basemul_c(r, a, b);
}

void ntruplus_basemul_add(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                          const ntruplus_poly *c)
{
#if defined(NTRUPLUS_NATIVE_BASEMUL_ADD)
    if (ntruplus_native_basemul_add(r, a, b, c) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_basemul_add_c(r, a, b, c);
}

uint32_t ntruplus_baseinv(ntruplus_poly *r, const ntruplus_poly *a)
{
#if defined(NTRUPLUS_NATIVE_BASEINV)
    uint32_t singular;
    if (ntruplus_native_baseinv(&singular, r, a) == KPQC_NATIVE_OK) {
        return singular;
    }
#endif
    return ntruplus_baseinv_c(r, a);
}

void ntruplus_sub_reduce(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
#if defined(NTRUPLUS_NATIVE_SUB_REDUCE)
    if (ntruplus_native_sub_reduce(r, a, b) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_sub_reduce_c(r, a, b);
}
