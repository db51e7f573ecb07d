/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE coefficient-wise polynomial operations.
 *
 * Every function returns, coefficient for coefficient, what the reference
 * (v1.1.2 poly.c, polyvec.c, decompose.c) returns on the same input, for the
 * whole input range stated; output may alias input everywhere. All are
 * constant time: no branch or index depends on a coefficient (masks come
 * from sign bits, see reduce.h for the arithmetic-shift assumption).
 *
 * Names: A = HAETAE_ALPHA_HINT (512 for modes 2 and 3, 256 for mode 5),
 * E = (2q - 2) / A, the number of high-bit classes (252 resp. 504). */
#include "haetae.h"
#include "reduce.h"
#include "native/api.h"

#define HAETAE_HINT_CLASSES ((HAETAE_DQ - 2) / HAETAE_ALPHA_HINT)
_Static_assert(HAETAE_ALPHA_HINT == (1 << HAETAE_LOG_ALPHA_HINT), "alpha is 2^log alpha");

/* z1 is split in base 256 in every mode (the signature stores the low byte
 * verbatim), independent of the hint's alpha. */
#define HAETAE_Z1_LOGBASE 8
#define HAETAE_Z1_BASE    (1 << HAETAE_Z1_LOGBASE)

void haetae_poly_add(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = a->c[i] + b->c[i];
}

void haetae_poly_sub(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = a->c[i] - b->c[i];
}

void haetae_poly_freeze_c(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_freeze(a->c[i]);
}

void haetae_poly_freeze2q_c(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_freeze2q(a->c[i]);
}

void haetae_poly_reduce2q_c(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_reduce2q(a->c[i]);
}

void haetae_poly_caddq(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_caddq(a->c[i]);
}

void haetae_poly_double(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] *= 2;
}

/* CRT from (x mod q, x mod 2) to x mod 2q: u is x mod q in [0, q); adding
 * q flips the parity, so it is added exactly when u's parity is wrong.
 * Parities are read from the unsigned view (well defined for negative u). */
void haetae_poly_fromcrt(haetae_poly *w, const haetae_poly *u, const haetae_poly *v)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        uint32_t wrong = ((uint32_t)u->c[i] ^ (uint32_t)v->c[i]) & 1u;
        w->c[i] = u->c[i] + (HAETAE_Q & -(int32_t)wrong);
    }
}

/* fromcrt with an even x (the mod-2 part is zero). */
void haetae_poly_fromcrt0(haetae_poly *w, const haetae_poly *u)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        uint32_t odd = (uint32_t)u->c[i] & 1u;
        w->c[i] = u->c[i] + (HAETAE_Q & -(int32_t)odd);
    }
}

void haetae_poly_lsb(haetae_poly *r, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = (int32_t)((uint32_t)a->c[i] & 1u);
}

/* High bits for the hint: floor((x + A/2) / A), with the top class E folded
 * to 0 (x and x - 2q round to the same multiple of A). For x in [0, 2q) the
 * result is in [0, E). */
void haetae_poly_highbits_hint(haetae_poly *r, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        int32_t hb = (a->c[i] + HAETAE_HALF_ALPHA_HINT) >> HAETAE_LOG_ALPHA_HINT;
        r->c[i] = haetae_csub(hb, HAETAE_HINT_CLASSES);
    }
}

/* x = 256 hb + lb with lb in [-128, 128): lb is the low byte taken signed
 * so that 128 maps to -128, hb = floor((x + 128) / 256). */
static int32_t z1_low(int32_t x)
{
    int32_t lb = (int32_t)((uint32_t)x & (HAETAE_Z1_BASE - 1));
    return lb - (~haetae_negmask(lb - HAETAE_Z1_BASE / 2) & HAETAE_Z1_BASE);
}

static int32_t z1_high(int32_t x)
{
    return (x + HAETAE_Z1_BASE / 2) >> HAETAE_Z1_LOGBASE;
}

void haetae_poly_highbits(haetae_poly *hb, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        hb->c[i] = z1_high(a->c[i]);
}

void haetae_poly_lowbits(haetae_poly *lb, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        lb->c[i] = z1_low(a->c[i]);
}

void haetae_poly_decompose_z1(haetae_poly *hb, haetae_poly *lb, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        int32_t x = a->c[i];
        lb->c[i] = z1_low(x);
        hb->c[i] = z1_high(x);
    }
}

/* The composition, scaling and halving steps of verification, one
 * polynomial at a time. Verification itself runs them fused, coefficient by
 * coefficient (sign.c); these are the separate steps the hardware reference
 * (hw/tb/ref_haetae.c) and the accelerator firmware (hw/fw) are checked
 * against. */
void haetae_poly_compose(haetae_poly *r, const haetae_poly *hb, const haetae_poly *lb)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = hb->c[i] * HAETAE_Z1_BASE + lb->c[i];
}

void haetae_poly_mul_alpha(haetae_poly *r, const haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = a->c[i] * HAETAE_ALPHA_HINT;
}

/* floor(x / 2) */
void haetae_poly_div2(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] >>= 1;
}

/* x + E if x < 0: a hint difference brought back into [0, E). */
void haetae_poly_caddDQ2ALPHA(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] += haetae_negmask(a->c[i]) & HAETAE_HINT_CLASSES;
}

/* x - E if x >= E. */
void haetae_poly_csubDQ2ALPHA(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_csub(a->c[i], HAETAE_HINT_CLASSES);
}

/* Coefficient by coefficient, each step of the step-wise sequence (header)
 * on the ranges that occur: w in (-q, q), so x = w (+ q where the parity is
 * wrong) lies in (-q, 2q) and one correction brings it into [0, 2q);
 * HighBits(x) + h is in [0, 2E); alpha w1 - x (+ 1) lies in (-2q, 2q),
 * where one correction either way centres it. */
uint64_t haetae_poly_verify_row_c(haetae_poly *w1, const haetae_poly *w, const haetae_poly *h,
                                  const haetae_poly *lsb)
{
    uint64_t norm = 0;
    unsigned n;
    for (n = 0; n < HAETAE_N; n++) {
        const uint32_t parity = lsb != NULL ? (uint32_t)lsb->c[n] : 0u;
        int32_t x = w->c[n], t, z;
        x += HAETAE_Q & -(int32_t)(((uint32_t)x ^ parity) & 1u);
        x += haetae_negmask(x) & HAETAE_DQ;
        t = haetae_csub((x + HAETAE_HALF_ALPHA_HINT) >> HAETAE_LOG_ALPHA_HINT, HAETAE_HINT_CLASSES);
        t = haetae_csub(t + h->c[n], HAETAE_HINT_CLASSES);
        w1->c[n] = t;
        z = t * HAETAE_ALPHA_HINT - x + (int32_t)parity;
        z += haetae_negmask(z + HAETAE_Q) & HAETAE_DQ;
        z -= ~haetae_negmask(z - HAETAE_Q) & HAETAE_DQ;
        z >>= 1;
        norm += (uint64_t)((int64_t)z * z);
    }
    return norm;
}

uint64_t haetae_poly_verify_row(haetae_poly *w1, haetae_poly *w, const haetae_poly *h,
                                const haetae_poly *lsb)
{
    return haetae_poly_verify_row_c(w1, w, h, lsb);
}

/* x -> (-1)^b x with b secret: subtracts 2x under an all-ones mask, no
 * branch and no multiplication (int32_t is two's complement by definition,
 * so & on negative values is well defined). |x| < 2^30. */
void haetae_poly_cneg(haetae_poly *a, unsigned b)
{
    unsigned i;
    int32_t mask = -(int32_t)(b & 1u);
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] -= (2 * a->c[i]) & mask;
}

uint64_t haetae_poly_sqnorm2_c(const haetae_poly *a)
{
    unsigned i;
    uint64_t s = 0;
    for (i = 0; i < HAETAE_N; i++)
        s += (uint64_t)((int64_t)a->c[i] * a->c[i]);
    return s;
}

/* x 2^32 mod q in (-q, q): a Montgomery reduction of x 2^64. */
void haetae_poly_frommont(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_mont_reduce((int64_t)a->c[i] * HAETAE_MONTSQ);
}

/* -2x mod q in (-q, q) (a Montgomery reduction of -2 x 2^32). */
void haetae_poly_double_negate(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        a->c[i] = haetae_mont_reduce((int64_t)a->c[i] * (-2 * HAETAE_MONT));
}

/* Dispatchers (native/api.h): the native kernel where there is one, else
 * the portable twin above. */
void haetae_poly_freeze(haetae_poly *a)
{
#if defined(HAETAE_NATIVE_POLY_FREEZE)
    if (haetae_native_poly_freeze(a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_freeze_c(a);
}

void haetae_poly_freeze2q(haetae_poly *a)
{
#if defined(HAETAE_NATIVE_POLY_FREEZE2Q)
    if (haetae_native_poly_freeze2q(a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_freeze2q_c(a);
}

void haetae_poly_reduce2q(haetae_poly *a)
{
#if defined(HAETAE_NATIVE_POLY_REDUCE2Q)
    if (haetae_native_poly_reduce2q(a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_reduce2q_c(a);
}

uint64_t haetae_poly_sqnorm2(const haetae_poly *a)
{
#if defined(HAETAE_NATIVE_POLY_SQNORM2)
    uint64_t s;
    if (haetae_native_poly_sqnorm2(&s, a) == KPQC_NATIVE_OK)
        return s;
#endif
    return haetae_poly_sqnorm2_c(a);
}
