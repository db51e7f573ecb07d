/* Arithmetic in the NTT domain: blockwise in Z_q[x]/(x^D - zeta), where
 * block 2j uses zeta_j = ntruplus_zetas[NTRUPLUS_BASE + j] and block 2j + 1
 * uses -zeta_j (the last radix-2 layer's two children).
 *
 * Products are accumulated exactly in 32 bits and reduced once per
 * coefficient; a final multiplication by R^2 (Montgomery) turns the
 * R^-1-scaled result into the exact product. */
#include "ct.h"
#include "ntruplus.h"
#include "reduce.h"
#include "zetas.h"

#define D NTRUPLUS_D

/* r = a * b mod (x^D - zeta), zm = zeta in Montgomery form; |r| < q */
static void block_mul(int16_t r[D], const int16_t a[D], const int16_t b[D], int16_t zm)
{
    int32_t lo[D], hi[D];
    unsigned i, j;
    for (i = 0; i < D; i++) {
        lo[i] = 0;
        hi[i] = 0;
    }
    for (i = 0; i < D; i++) {
        for (j = 0; j < D; j++) {
            int32_t p = (int32_t)a[i] * b[j];
            if (i + j < D) {          /* public: loop counters only */
                lo[i + j] += p;
            } else {
                hi[i + j - D] += p;   /* x^(D + k) = zeta x^k */
            }
        }
    }
    for (i = 0; i < D; i++) {
        /* (lo + zeta hi) R^-1, then times R^2 R^-1 */
        int16_t c = ntruplus_mont_reduce(lo[i] + (int32_t)ntruplus_mont_reduce(hi[i]) * zm);
        r[i] = ntruplus_fqmul(c, NTRUPLUS_RSQ);
    }
}

void ntruplus_basemul(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned j;
    for (j = 0; j < NTRUPLUS_PAIRS; j++) {
        int16_t zm = ntruplus_zetas[NTRUPLUS_BASE + j];
        block_mul(r->c + 2 * D * j, a->c + 2 * D * j, b->c + 2 * D * j, zm);
        block_mul(r->c + 2 * D * j + D, a->c + 2 * D * j + D, b->c + 2 * D * j + D,
                  (int16_t)-zm);
    }
}

void ntruplus_basemul_add(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                          const ntruplus_poly *c)
{
    unsigned i;
    ntruplus_basemul(r, a, b);
    for (i = 0; i < NTRUPLUS_N; i++) {
        r->c[i] = ntruplus_barrett((int16_t)(r->c[i] + c->c[i]));
    }
}

/* ---- inversion ------------------------------------------------------------ */

/* x * y mod q for |x|, |y| < 2^15 with |x y| < q 2^15; result |.| < q */
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

/* all ones if x == 0, else 0 (x a 16-bit value) */
static uint32_t zero_mask(int16_t x)
{
    return kpqc_ct_is_zero_mask_u32((uint32_t)(uint16_t)x);
}

#if D == 4
/* a = A0(z) + A1(z) x with z = x^2, z^2 = zeta. Its norm
 * N = A0^2 - z A1^2 = n0 + n1 z lies in Z_q[z]/(z^2 - zeta), and
 * 1/a = (A0 - A1 x)/N with 1/N = (n0 - n1 z)/(n0^2 - zeta n1^2). */
static uint32_t block_inv(int16_t r[D], const int16_t a[D], int16_t zm)
{
    int16_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
    int16_t n0 = ntruplus_barrett((int16_t)(mulq(a0, a0) + ntruplus_fqmul(zm, mulq(a2, a2)) -
                                            2 * ntruplus_fqmul(zm, mulq(a1, a3))));
    int16_t n1 = ntruplus_barrett((int16_t)(2 * mulq(a0, a2) - mulq(a1, a1) -
                                            ntruplus_fqmul(zm, mulq(a3, a3))));
    int16_t det = ntruplus_barrett((int16_t)(mulq(n0, n0) - ntruplus_fqmul(zm, mulq(n1, n1))));
    int16_t dinv = invq(det);
    int16_t m0 = mulq(n0, dinv), m1 = (int16_t)-mulq(n1, dinv);
    r[0] = ntruplus_barrett((int16_t)(mulq(m0, a0) + ntruplus_fqmul(zm, mulq(m1, a2))));
    r[1] = ntruplus_barrett((int16_t)-(mulq(m0, a1) + ntruplus_fqmul(zm, mulq(m1, a3))));
    r[2] = ntruplus_barrett((int16_t)(mulq(m0, a2) + mulq(m1, a0)));
    r[3] = ntruplus_barrett((int16_t)-(mulq(m0, a3) + mulq(m1, a1)));
    return zero_mask(det);   /* |det| <= 1730 < q: zero exactly when 0 mod q */
}
#elif D == 3
/* a = a0 + a1 x + a2 x^2, x^3 = zeta: a * (p0 + p1 x + p2 x^2) = det with the
 * adjugate p0 = a0^2 - zeta a1 a2, p1 = zeta a2^2 - a0 a1, p2 = a1^2 - a0 a2. */
static uint32_t block_inv(int16_t r[D], const int16_t a[D], int16_t zm)
{
    int16_t a0 = a[0], a1 = a[1], a2 = a[2];
    int16_t p0 = ntruplus_barrett((int16_t)(mulq(a0, a0) - ntruplus_fqmul(zm, mulq(a1, a2))));
    int16_t p1 = ntruplus_barrett((int16_t)(ntruplus_fqmul(zm, mulq(a2, a2)) - mulq(a0, a1)));
    int16_t p2 = ntruplus_barrett((int16_t)(mulq(a1, a1) - mulq(a0, a2)));
    int16_t det = ntruplus_barrett(
        (int16_t)(mulq(a0, p0) + ntruplus_fqmul(zm, ntruplus_barrett((int16_t)(mulq(a1, p2) +
                                                                               mulq(a2, p1))))));
    int16_t dinv = invq(det);
    r[0] = mulq(p0, dinv);
    r[1] = mulq(p1, dinv);
    r[2] = mulq(p2, dinv);
    return zero_mask(det);
}
#else
#error "NTRU+ base blocks have degree 3 or 4"
#endif

uint32_t ntruplus_baseinv(ntruplus_poly *r, const ntruplus_poly *a)
{
    uint32_t bad = 0;
    unsigned j;
    for (j = 0; j < NTRUPLUS_PAIRS; j++) {
        int16_t zm = ntruplus_zetas[NTRUPLUS_BASE + j];
        bad |= block_inv(r->c + 2 * D * j, a->c + 2 * D * j, zm);
        bad |= block_inv(r->c + 2 * D * j + D, a->c + 2 * D * j + D, (int16_t)-zm);
    }
    return bad;
}
