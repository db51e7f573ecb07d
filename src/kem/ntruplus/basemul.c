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

#define M ntruplus_fqmul     /* x y R^-1 */
#define B ntruplus_barrett

#if D == 4
/* a = A0(z) + A1(z) x with z = x^2, z^2 = zeta. Its norm
 * N = A0^2 - z A1^2 = n0 + n1 z lies in Z_q[z]/(z^2 - zeta), and
 * 1/a = (A0 - A1 x)/N with 1/N = (n0 - n1 z)/det, det = n0^2 - zeta n1^2.
 * Stores n0 R^-1, n1 R^-1 in num[0..1]; returns det R^-3 (|.| <= 1730). */
static int16_t block_numerator(int16_t num[D], const int16_t a[D], int16_t zm)
{
    int16_t n0 = B((int16_t)(M(a[0], a[0]) + M(zm, M(a[2], a[2])) - 2 * M(zm, M(a[1], a[3]))));
    int16_t n1 = B((int16_t)(2 * M(a[0], a[2]) - M(a[1], a[1]) - M(zm, M(a[3], a[3]))));
    num[0] = n0;
    num[1] = n1;
    return B((int16_t)(M(n0, n0) - M(zm, M(n1, n1))));
}

/* r = 1/a from the numerator and dinv = R^3 / det */
static void block_finish(int16_t r[D], const int16_t a[D], int16_t zm, int16_t dinv)
{
    int16_t m0 = M(r[0], dinv), m1 = (int16_t)-M(r[1], dinv);   /* R/N as m0 + m1 z */
    int16_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
    r[0] = B((int16_t)(M(m0, a0) + M(zm, M(m1, a2))));
    r[1] = B((int16_t)-(M(m0, a1) + M(zm, M(m1, a3))));
    r[2] = B((int16_t)(M(m0, a2) + M(m1, a0)));
    r[3] = B((int16_t)-(M(m0, a3) + M(m1, a1)));
}
#elif D == 3
/* a = a0 + a1 x + a2 x^2, x^3 = zeta: a * (p0 + p1 x + p2 x^2) = det with the
 * adjugate p0 = a0^2 - zeta a1 a2, p1 = zeta a2^2 - a0 a1, p2 = a1^2 - a0 a2
 * and det = a0 p0 + zeta (a1 p2 + a2 p1). Stores p R^-1; returns det R^-2. */
static int16_t block_numerator(int16_t num[D], const int16_t a[D], int16_t zm)
{
    int16_t p0 = B((int16_t)(M(a[0], a[0]) - M(zm, M(a[1], a[2]))));
    int16_t p1 = B((int16_t)(M(zm, M(a[2], a[2])) - M(a[0], a[1])));
    int16_t p2 = B((int16_t)(M(a[1], a[1]) - M(a[0], a[2])));
    num[0] = p0;
    num[1] = p1;
    num[2] = p2;
    return B((int16_t)(M(a[0], p0) + M(zm, B((int16_t)(M(a[1], p2) + M(a[2], p1))))));
}

/* r = 1/a from the numerator and dinv = R^2 / det */
static void block_finish(int16_t r[D], const int16_t a[D], int16_t zm, int16_t dinv)
{
    (void)a;
    (void)zm;
    r[0] = M(r[0], dinv);
    r[1] = M(r[1], dinv);
    r[2] = M(r[2], dinv);
}
#else
#error "NTRU+ base blocks have degree 3 or 4"
#endif

#define BLOCKS (NTRUPLUS_N / D)

/* zeta of block i in Montgomery form: +zeta_j for i = 2j, -zeta_j for 2j+1 */
static int16_t block_zeta(unsigned i)
{
    int16_t zm = ntruplus_zetas[NTRUPLUS_BASE + i / 2];
    return (i & 1) ? (int16_t)-zm : zm;
}

uint32_t ntruplus_baseinv(ntruplus_poly *r, const ntruplus_poly *a)
{
    int16_t det[BLOCKS], prefix[BLOCKS], inv;
    uint32_t singular;
    unsigned i;

    for (i = 0; i < BLOCKS; i++) {
        det[i] = block_numerator(r->c + D * i, a->c + D * i, block_zeta(i));
        prefix[i] = i == 0 ? det[0] : mulq(prefix[i - 1], det[i]);
    }
    /* zero exactly when some determinant is (|prefix| < q) */
    singular = kpqc_ct_is_zero_mask_u32((uint32_t)(uint16_t)B(prefix[BLOCKS - 1]));
    inv = invq(prefix[BLOCKS - 1]);   /* 1 / (det_0 ... det_last) */
    for (i = BLOCKS - 1; i > 0; i--) {
        int16_t dinv = mulq(inv, prefix[i - 1]);   /* 1 / det_i */
        inv = mulq(inv, det[i]);                   /* 1 / (det_0 ... det_(i-1)) */
        block_finish(r->c + D * i, a->c + D * i, block_zeta(i), dinv);
    }
    block_finish(r->c, a->c, block_zeta(0), inv);
    kpqc_zeroize(det, sizeof det);
    kpqc_zeroize(prefix, sizeof prefix);
    return singular;
}
