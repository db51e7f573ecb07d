/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic in the NTT domain: blockwise in Z_q[x]/(x^D - zeta), where
 * block 2j uses zeta_j = ntruplus_zetas[NTRUPLUS_BASE + j] and block 2j + 1
 * uses -zeta_j (the last radix-2 layer's two children).
 *
 * The inputs are residues with |c| < q (unpacked keys and ciphertexts,
 * NTT outputs). */
#include "ct.h"
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

void ntruplus_basemul(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
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

void ntruplus_basemul_add(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                          const ntruplus_poly *c)
{
    unsigned i;
    ntruplus_basemul(r, a, b);
    for (i = 0; i < NTRUPLUS_N; i++) {
        r->c[i] = B((int16_t)(r->c[i] + c->c[i]));
    }
}

/* ---- inversion ------------------------------------------------------------ */
/* Each block is inverted through a scalar determinant (the norm down to
 * Z_q, see block_numerator). A polynomial is invertible exactly when no
 * determinant is 0, that is when their product is not 0, so all n/D
 * determinants are inverted together (Montgomery's batch trick: one field
 * inversion and three multiplications per block instead of one inversion
 * per block), and the singular test is a single comparison. Nothing
 * branches on the values; the caller declassifies the verdict. */

/* x * y mod q exactly (two Montgomery steps); |x|, |y| < q */
static int16_t mulq(int16_t x, int16_t y)
{
    return ntruplus_fqmul(ntruplus_fqmul(x, y), NTRUPLUS_RSQ);
}

/* x^(q-2) = 1/x for x != 0 mod q (Fermat); the exponent is public */
static int16_t invq(int16_t x)
{
    int16_t acc = 1;
    int bit;
    for (bit = 11; bit >= 0; bit--) {
        acc = mulq(acc, acc);
        if (((NTRUPLUS_Q - 2) >> bit) & 1) {
            acc = mulq(acc, x);
        }
    }
    return acc;
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
 * numerators: num = (n0 R^-1, n1 R^-1, -, -), det R^-3 (|.| <= 1730). */
static void numerators(spread num, int16_t *det, spread x, const int16_t *zeta)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        const int16_t zm = zeta[i];
        int16_t n0 = B((int16_t)(M(x[0][i], x[0][i]) + M(zm, M(x[2][i], x[2][i])) -
                                 2 * M(zm, M(x[1][i], x[3][i]))));
        int16_t n1 = B(
            (int16_t)(2 * M(x[0][i], x[2][i]) - M(x[1][i], x[1][i]) - M(zm, M(x[3][i], x[3][i]))));
        num[0][i] = n0;
        num[1][i] = n1;
        num[2][i] = 0;
        num[3][i] = 0;
        det[i] = B((int16_t)(M(n0, n0) - M(zm, M(n1, n1))));
    }
}

/* out = 1/a from the numerators and dinv = R^3 / det */
static void finish(spread out, spread num, spread x, const int16_t *zeta, const int16_t *dinv)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        const int16_t zm = zeta[i];
        int16_t m0 = M(num[0][i], dinv[i]), m1 = (int16_t)-M(num[1][i], dinv[i]); /* R/N */
        out[0][i] = B((int16_t)(M(m0, x[0][i]) + M(zm, M(m1, x[2][i]))));
        out[1][i] = B((int16_t) - (M(m0, x[1][i]) + M(zm, M(m1, x[3][i]))));
        out[2][i] = B((int16_t)(M(m0, x[2][i]) + M(m1, x[0][i])));
        out[3][i] = B((int16_t) - (M(m0, x[3][i]) + M(m1, x[1][i])));
    }
}
#elif D == 3
/* a = a0 + a1 x + a2 x^2, x^3 = zeta: a * (p0 + p1 x + p2 x^2) = det with the
 * adjugate p0 = a0^2 - zeta a1 a2, p1 = zeta a2^2 - a0 a1, p2 = a1^2 - a0 a2
 * and det = a0 p0 + zeta (a1 p2 + a2 p1). numerators: p R^-1; det R^-2. */
static void numerators(spread num, int16_t *det, spread x, const int16_t *zeta)
{
    unsigned i;
    for (i = 0; i < CHUNK; i++) {
        const int16_t zm = zeta[i];
        int16_t p0 = B((int16_t)(M(x[0][i], x[0][i]) - M(zm, M(x[1][i], x[2][i]))));
        int16_t p1 = B((int16_t)(M(zm, M(x[2][i], x[2][i])) - M(x[0][i], x[1][i])));
        int16_t p2 = B((int16_t)(M(x[1][i], x[1][i]) - M(x[0][i], x[2][i])));
        num[0][i] = p0;
        num[1][i] = p1;
        num[2][i] = p2;
        det[i] =
            B((int16_t)(M(x[0][i], p0) + M(zm, B((int16_t)(M(x[1][i], p2) + M(x[2][i], p1))))));
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

uint32_t ntruplus_baseinv(ntruplus_poly *r, const ntruplus_poly *a)
{
    int16_t det[BLOCKS], prefix[BLOCKS], inv;
    spread x, num, out;
    uint32_t singular;
    unsigned base, i;

    /* numerators (kept in r) and determinants, a chunk at a time */
    for (base = 0; base < BLOCKS; base += CHUNK) {
        spread_in(x, a->c + D * base);
        numerators(num, det + base, x, ntruplus_block_zetas + base);
        spread_out(r->c + D * base, num);
    }
    /* one inversion for all determinants; det[i] becomes 1/det[i] */
    prefix[0] = det[0];
    for (i = 1; i < BLOCKS; i++) {
        prefix[i] = mulq(prefix[i - 1], det[i]);
    }
    /* zero exactly when some determinant is (|prefix| < q) */
    singular = kpqc_ct_is_zero_mask_u32((uint32_t)(uint16_t)B(prefix[BLOCKS - 1]));
    inv = invq(prefix[BLOCKS - 1]);
    for (i = BLOCKS - 1; i > 0; i--) {
        int16_t d = det[i];
        det[i] = mulq(inv, prefix[i - 1]);
        inv = mulq(inv, d);
    }
    det[0] = inv;
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
