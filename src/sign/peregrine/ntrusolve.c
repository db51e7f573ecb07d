/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRUSolve: given f, g in Z[x]/(x^n + 1), find F, G with f G - g F = q.
 *
 * Field norms: with f(x) = fe(x^2) + x fo(x^2), N(f)(y) = f(x) f(-x) =
 * fe(y)^2 - y fo(y)^2 lies in Z[y]/(y^(n/2) + 1). Applied logn times it
 * leaves the integers Res(f) and Res(g) (odd, as f(1) and g(1) are). An
 * extended binary GCD gives u Res(f) - v Res(g) = 1, so (F, G) = q (v, u)
 * (signs aside) solves the bottom. Going up one depth, (F'(y), G'(y))
 * solving N(f) G' - N(g) F' = q lifts to F = F'(x^2) g(-x), G = G'(x^2)
 * f(-x), which is then reduced against (f, g) (below) so that the
 * integers stay about as long as f and g.
 *
 * Reduction at depths logn-1 .. 2 follows the reference's algorithm
 * (Falcon's) step for step, in binary64 (fpr.h) with the same operations
 * in the same order, so that it gives up on exactly the (f, g) pairs the
 * reference gives up on (its quotient, scaled down by a schedule of 25 bits
 * per round from statistical size tables, must stay within +-(2^31 - 1)):
 * the integers are seen as 31-bit words, the top 10 words of each
 * coefficient give its binary64 approximation, the FFT is the reference's
 * (roots from fft_gm.h), and (F, G) is kept modulo 2^(31 FGlen) as the
 * word count shrinks. The bottom is not reduced (the reference does not).
 * At depths 1 and 0 (where the reference's own checks dropped no pair in
 * its 200 KAT keys) our own reduction is used: k = round((F adj f + G adj g) /
 * (f adj f + g adj g)) computed in binary64 from the leading bits of every
 * coefficient, in the evaluation domain (the roots of x^m + 1); when the
 * quotient is large, only its leading 30 bits are taken, k 2^e, and
 * (F, G) -= k 2^e (f, g), repeatedly, until k = 0 with e = 0 (or 16 rounds
 * in a row leave (F, G) no shorter: the pair is dropped). Any k keeps
 * f G - g F = q, and the last step (peregrine_babai_reduce, fft.c) makes
 * the result canonical.
 *
 * Integers are two's complement, 32-bit limbs, least significant first,
 * with a fixed limb count per depth from the worst-case growth of the
 * norms: |coefficients of N(f)| <= m |f|^2 for m coefficients.
 *
 * Timing: the lengths, the GCD and the reduction loop depend on the
 * values (not constant time). */
#include <string.h>

#include "fft_gm.h"
#include "peregrine.h"

#define N    PEREGRINE_N
#define LOGN PEREGRINE_LOGN

/* ---- integers ---------------------------------------------------------- */

/* d += s (sub = 0) or d -= s (sub = 1) modulo 2^(32 ld); s has ls limbs and
 * is extended with ext (0 or all ones) or truncated */
static void addsub(uint32_t *d, size_t ld, const uint32_t *s, size_t ls, int sub, uint32_t ext)
{
    uint64_t carry = (uint64_t)(sub != 0);
    uint32_t flip = sub ? 0xFFFFFFFFu : 0u;
    size_t i;
    for (i = 0; i < ld; i++) {
        uint64_t t = (uint64_t)d[i] + ((i < ls ? s[i] : ext) ^ flip) + carry;
        d[i] = (uint32_t)t;
        carry = t >> 32;
    }
}

static uint32_t sign_ext(const uint32_t *x, size_t l)
{
    return 0u - (x[l - 1] >> 31);
}

static void negate(uint32_t *x, size_t l)
{
    uint64_t carry = 1;
    size_t i;
    for (i = 0; i < l; i++) {
        uint64_t t = (uint64_t)(uint32_t)~x[i] + carry;
        x[i] = (uint32_t)t;
        carry = t >> 32;
    }
}

/* p (la + lb limbs) = a b, signed */
static void big_mul(uint32_t *p, const uint32_t *a, size_t la, const uint32_t *b, size_t lb)
{
    size_t i, j;
    memset(p, 0, (la + lb) * sizeof *p);
    for (i = 0; i < la; i++) {
        uint64_t carry = 0;
        for (j = 0; j < lb; j++) {
            uint64_t t = (uint64_t)a[i] * b[j] + p[i + j] + carry;
            p[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        p[i + lb] = (uint32_t)carry;
    }
    /* a = a_u - 2^(32 la) [a < 0]: the product modulo 2^(32 (la + lb)) */
    if (a[la - 1] >> 31) {
        addsub(p + la, lb, b, lb, 1, 0);
    }
    if (b[lb - 1] >> 31) {
        addsub(p + lb, la, a, la, 1, 0);
    }
}

/* The bit length of |x| (of |x| - 1 for negative x: an estimate). */
static unsigned bitlen(const uint32_t *x, size_t l)
{
    uint32_t ext = sign_ext(x, l);
    size_t i = l;
    while (i > 0) {
        uint32_t w = x[i - 1] ^ ext;
        if (w != 0) {
            unsigned b = 0;
            while (w != 0) {
                b++;
                w >>= 1;
            }
            return (unsigned)(32 * (i - 1)) + b;
        }
        i--;
    }
    return 0;
}

/* x 2^-sc as a binary64, from the leading 63 bits of x */
static fpr to_fpr(const uint32_t *x, size_t l, long sc, uint32_t *tmp)
{
    int neg = (int)(x[l - 1] >> 31);
    size_t t = l;
    uint64_t v;
    long ex;
    memcpy(tmp, x, l * sizeof *tmp);
    if (neg) {
        negate(tmp, l);
    }
    while (t > 0 && tmp[t - 1] == 0) {
        t--;
    }
    if (t == 0) {
        return 0;
    }
    t--;
    if (t == 0) {
        v = tmp[0];
        ex = 0;
    } else {
        v = (((uint64_t)tmp[t] << 32) | tmp[t - 1]) >> 1;
        ex = 32 * (long)(t - 1) + 1;
    }
    ex -= sc;
    if (ex < -1000) {
        return 0;
    }
    return fpr_scaled(neg ? -(int64_t)v : (int64_t)v, (int)ex);
}

/* x 2^e for a power of two in the normal range, else 0 */
static fpr mul_pow2(fpr x, long e)
{
    if (e < -1000 || e > 1000) {
        return 0;
    }
    return fpr_mul(x, (uint64_t)(1023 + e) << 52);
}

/* ---- polynomials of integers ---------------------------------------------- */
/* A polynomial: m coefficients of l limbs, coefficient i at p + i st l. */

/* out += (neg ? -1 : 1) x^shift a b in Z[x]/(x^m + 1) */
static void pmul_acc(uint32_t *out, size_t lo, size_t ost, const uint32_t *a, size_t la, size_t ast,
                     const uint32_t *b, size_t lb, size_t bst, size_t m, size_t shift, int neg,
                     uint32_t *tmp)
{
    size_t i, j;
    for (i = 0; i < m; i++) {
        for (j = 0; j < m; j++) {
            size_t idx = i + j + shift;
            int s = neg;
            while (idx >= m) {
                idx -= m;
                s ^= 1;
            }
            big_mul(tmp, a + i * ast * la, la, b + j * bst * lb, lb);
            addsub(out + idx * ost * lo, lo, tmp, la + lb, s, sign_ext(tmp, la + lb));
        }
    }
}

/* out (m = n_d / 2 coefficients, lo limbs) = N(a), a with 2m coefficients */
static void field_norm(uint32_t *out, size_t lo, const uint32_t *a, size_t la, size_t m,
                       uint32_t *tmp)
{
    memset(out, 0, m * lo * sizeof *out);
    pmul_acc(out, lo, 1, a, la, 2, a, la, 2, m, 0, 0, tmp);
    pmul_acc(out, lo, 1, a + la, la, 2, a + la, la, 2, m, 1, 1, tmp);
}

/* out (2m coefficients, lo limbs) = p(x^2) a(-x), p with m coefficients */
static void lift(uint32_t *out, size_t lo, const uint32_t *p, size_t lp, const uint32_t *a,
                 size_t la, size_t m, uint32_t *tmp)
{
    memset(out, 0, 2 * m * lo * sizeof *out);
    pmul_acc(out, lo, 2, p, lp, 1, a, la, 2, m, 0, 0, tmp);
    pmul_acc(out + lo, lo, 2, p, lp, 1, a + la, la, 2, m, 0, 1, tmp);
}

/* ---- the bottom: u x - v y = 1 ---------------------------------------------- */

static int cmp_u(const uint32_t *a, const uint32_t *b, size_t l)
{
    size_t i = l;
    while (i > 0) {
        i--;
        if (a[i] != b[i]) {
            return a[i] < b[i] ? -1 : 1;
        }
    }
    return 0;
}

static void shr1(uint32_t *x, size_t l, uint32_t ext)
{
    size_t i;
    for (i = 0; i + 1 < l; i++) {
        x[i] = (x[i] >> 1) | (x[i + 1] << 31);
    }
    x[l - 1] = (x[l - 1] >> 1) | (ext << 31);
}

/* a even: a /= 2 keeping a = x u - y v (u in [0, y), v signed) */
static void halve(uint32_t *a, uint32_t *u, uint32_t *v, const uint32_t *x, const uint32_t *y,
                  size_t l)
{
    if (u[0] & 1u) { /* then v is odd too */
        addsub(u, l, y, l, 0, 0);
        addsub(v, l, x, l, 0, 0);
    }
    shr1(a, l, 0);
    shr1(u, l, 0);
    shr1(v, l, sign_ext(v, l));
}

/* a -= b, (u0, v0) -= (u1, v1), u0 kept in [0, y) */
static void reduce_pair(uint32_t *a, uint32_t *u0, uint32_t *v0, const uint32_t *b,
                        const uint32_t *u1, const uint32_t *v1, const uint32_t *x,
                        const uint32_t *y, size_t l)
{
    int wrap = cmp_u(u0, u1, l) < 0;
    addsub(a, l, b, l, 1, 0);
    addsub(u0, l, u1, l, 1, 0);
    addsub(v0, l, v1, l, 1, 0);
    if (wrap) {
        addsub(u0, l, y, l, 0, 0);
        addsub(v0, l, x, l, 0, 0);
    }
}

/* x, y > 0 odd, l limbs with a clear top bit; on success u x - v y = 1 with
 * u in [0, y), |v| <= x. Returns -1 when gcd(x, y) != 1. w: 4 l words. */
static int xgcd(uint32_t *u, uint32_t *v, const uint32_t *x, const uint32_t *y, size_t l,
                uint32_t *w)
{
    uint32_t *a = w, *b = w + l, *u1 = w + 2 * l, *v1 = w + 3 * l;
    static const uint32_t one = 1;
    size_t i;
    if ((x[0] & y[0] & 1u) == 0) {
        return -1;
    }
    memcpy(a, x, l * sizeof *a);
    memcpy(b, y, l * sizeof *b);
    memset(u, 0, l * sizeof *u);
    memset(v, 0, l * sizeof *v);
    u[0] = 1;
    memcpy(u1, y, l * sizeof *u1);
    memcpy(v1, x, l * sizeof *v1);
    addsub(v1, l, &one, 1, 1, 0);
    for (;;) {
        int c = cmp_u(a, b, l);
        if (c == 0) {
            break;
        }
        if ((a[0] & 1u) == 0) {
            halve(a, u, v, x, y, l);
        } else if ((b[0] & 1u) == 0) {
            halve(b, u1, v1, x, y, l);
        } else if (c > 0) {
            reduce_pair(a, u, v, b, u1, v1, x, y, l);
        } else {
            reduce_pair(b, u1, v1, a, u, v, x, y, l);
        }
    }
    if (a[0] != 1) {
        return -1;
    }
    for (i = 1; i < l; i++) {
        if (a[i] != 0) {
            return -1;
        }
    }
    return 0;
}

/* ---- reduction -------------------------------------------------------------- */

/* twist by w_m^j and evaluate: re + i im = a at the roots of x^m + 1 */
static void to_fft(fpr *re, fpr *im, unsigned logm, const peregrine_solve_scratch *s)
{
    size_t j, m = (size_t)1 << logm;
    for (j = 0; j < m; j++) {
        size_t t = j << (LOGN - logm);
        im[j] = fpr_mul(re[j], s->ci[t]);
        re[j] = fpr_mul(re[j], s->cr[t]);
    }
    peregrine_dft(re, im, s->cr, s->ci, logm, 0);
}

static unsigned max_bitlen(const uint32_t *a, const uint32_t *b, size_t l, size_t m)
{
    unsigned r = 0;
    size_t i;
    for (i = 0; i < m; i++) {
        unsigned x = bitlen(a + i * l, l), y = bitlen(b + i * l, l);
        r = x > r ? x : r;
        r = y > r ? y : r;
    }
    return r;
}

/* Rounds in a row without a shorter (F, G) before giving up. */
#define MAX_STALL 16u

/* (F, G) (m coefficients of lb limbs) reduced against (f, g) (lf limbs).
 * Returns -1 if it does not settle. */
static int reduce(uint32_t *big_f, uint32_t *big_g, size_t lb, const uint32_t *f, const uint32_t *g,
                  size_t lf, unsigned logm, peregrine_solve_scratch *s)
{
    size_t m = (size_t)1 << logm, j, stall = 0;
    unsigned bf = max_bitlen(f, g, lf, m), best = ~0u;
    long sf = bf > 62 ? (long)bf - 62 : 0;
    for (j = 0; j < m; j++) {
        s->fre[j] = to_fpr(f + j * lf, lf, sf, s->tmp);
        s->gre[j] = to_fpr(g + j * lf, lf, sf, s->tmp);
    }
    to_fft(s->fre, s->fim, logm, s);
    to_fft(s->gre, s->gim, logm, s);
    for (j = 0; j < m; j++) {
        s->den[j] = fpr_add(fpr_add(fpr_mul(s->fre[j], s->fre[j]), fpr_mul(s->fim[j], s->fim[j])),
                            fpr_add(fpr_mul(s->gre[j], s->gre[j]), fpr_mul(s->gim[j], s->gim[j])));
    }
    while (stall < MAX_STALL) {
        unsigned bb = max_bitlen(big_f, big_g, lb, m), el, eb;
        long sb = bb > 62 ? (long)bb - 62 : 0, e, qbits;
        int mx = 0, nonzero = 0;
        size_t ls;
        /* a round normally removes about 30 bits; on an ill-conditioned
           (f, g) the quotient's precision runs out and rounds stop making
           progress: the pair is then dropped (the reference drops such
           pairs too) */
        stall = bb < best ? 0 : stall + 1;
        best = bb < best ? bb : best;
        for (j = 0; j < m; j++) {
            s->bre[j] = to_fpr(big_f + j * lb, lb, sb, s->tmp);
            s->cre[j] = to_fpr(big_g + j * lb, lb, sb, s->tmp);
        }
        to_fft(s->bre, s->bim, logm, s);
        to_fft(s->cre, s->cim, logm, s);
        for (j = 0; j < m; j++) {
            /* (F conj(f) + G conj(g)) / den */
            fpr re = fpr_add(fpr_add(fpr_mul(s->bre[j], s->fre[j]), fpr_mul(s->bim[j], s->fim[j])),
                             fpr_add(fpr_mul(s->cre[j], s->gre[j]), fpr_mul(s->cim[j], s->gim[j])));
            fpr im = fpr_add(fpr_sub(fpr_mul(s->bim[j], s->fre[j]), fpr_mul(s->bre[j], s->fim[j])),
                             fpr_sub(fpr_mul(s->cim[j], s->gre[j]), fpr_mul(s->cre[j], s->gim[j])));
            s->bre[j] = fpr_div(re, s->den[j]);
            s->bim[j] = fpr_div(im, s->den[j]);
        }
        peregrine_dft(s->bre, s->bim, s->cr, s->ci, logm, 1);
        for (j = 0; j < m; j++) {
            size_t t = j << (LOGN - logm);
            fpr q = fpr_add(fpr_mul(s->bre[j], s->cr[t]), fpr_mul(s->bim[j], s->ci[t]));
            int ex = (int)((q >> 52) & 0x7FFu);
            s->bre[j] = q;
            mx = ex > mx ? ex : mx;
        }
        /* |quotient| < 2^qbits (the 1/m scale included below) */
        qbits = (long)mx - 1023 + 1 - (long)logm + sb - sf;
        e = qbits > 30 ? qbits - 30 : 0;
        for (j = 0; j < m; j++) {
            int64_t k = fpr_rint(mul_pow2(s->bre[j], sb - sf - e - (long)logm));
            s->k[j] = (uint32_t)k;
            nonzero |= k != 0;
        }
        if (!nonzero) {
            if (e == 0) {
                return 0;
            }
            return -1;
        }
        /* (F, G) -= k 2^e (f, g) */
        el = (unsigned)(e / 32);
        eb = (unsigned)(e % 32);
        ls = lf + el + 1;
        if (m * ls > PEREGRINE_SHIFT_WORDS || lb + ls + 1 > PEREGRINE_TMP_WORDS) {
            return -1;
        }
        for (j = 0; j < m; j++) {
            size_t i;
            const uint32_t *a = f + j * lf, *c = g + j * lf;
            uint32_t *da = s->fsh + j * ls, *dc = s->gsh + j * ls;
            uint32_t xa = sign_ext(a, lf), xc = sign_ext(c, lf);
            memset(da, 0, el * sizeof *da);
            memset(dc, 0, el * sizeof *dc);
            for (i = 0; i <= lf; i++) {
                uint32_t a0 = i < lf ? a[i] : xa, a1 = i > 0 ? a[i - 1] : 0;
                uint32_t c0 = i < lf ? c[i] : xc, c1 = i > 0 ? c[i - 1] : 0;
                da[el + i] = eb ? (a0 << eb) | (a1 >> (32 - eb)) : a0;
                dc[el + i] = eb ? (c0 << eb) | (c1 >> (32 - eb)) : c0;
            }
        }
        pmul_acc(big_f, lb, 1, s->k, 1, 1, s->fsh, ls, 1, m, 0, 1, s->tmp);
        pmul_acc(big_g, lb, 1, s->k, 1, 1, s->gsh, ls, 1, m, 0, 1, s->tmp);
    }
    return -1;
}

/* ---- the reference's intermediate reduction (depths logn-1 .. 2) ------------- */

/* The reference's size tables, per depth: coefficient lengths in 31-bit
 * words of f, g and of the reduced F, G (small) and of the lifted F, G
 * (large); the average bit length of f, g and its standard deviation. */
static const uint16_t bl_small[11] = {1, 1, 2, 2, 4, 7, 14, 27, 53, 106, 209};
static const uint16_t bl_large[10] = {2, 2, 5, 7, 12, 21, 40, 78, 157, 308};
static const int16_t bl_avg[11] = {4, 11, 24, 50, 102, 202, 401, 794, 1577, 3138, 6308};
static const int16_t bl_std[11] = {0, 1, 1, 1, 1, 2, 4, 5, 8, 13, 25};

/* limb i of x (l limbs, sign-extended beyond) */
static uint32_t limb_at(const uint32_t *x, size_t l, size_t i)
{
    return i < l ? x[i] : sign_ext(x, l);
}

/* 31-bit word v of x */
static uint32_t word31(const uint32_t *x, size_t l, size_t v)
{
    size_t pos = 31 * v, w = pos / 32;
    unsigned sh = (unsigned)(pos % 32);
    uint32_t r = limb_at(x, l, w) >> sh;
    if (sh != 0) {
        r |= limb_at(x, l, w + 1) << (32 - sh);
    }
    return r & 0x7FFFFFFFu;
}

/* x <- its signed residue modulo 2^(31 words) */
static void wrap31(uint32_t *x, size_t l, size_t words)
{
    size_t nb = 31 * words, w = nb / 32, i;
    unsigned b = (unsigned)(nb % 32);
    uint32_t ext, low;
    if (w >= l) {
        return;
    }
    ext = 0u - ((limb_at(x, l, (nb - 1) / 32) >> ((nb - 1) % 32)) & 1u);
    low = b != 0 ? (1u << b) - 1u : 0u;
    x[w] = (x[w] & low) | (ext & ~low);
    for (i = w + 1; i < l; i++) {
        x[i] = ext;
    }
}

/* the window of the top rlen words below word top (a 31-bit word
   number of len words), as the reference converts it */
static fpr window_fpr(const uint32_t *x, size_t l, size_t top, size_t rlen)
{
    uint32_t w[10] = {0}, neg, cc;
    size_t v;
    fpr acc = 0;
    if (rlen == 0 || rlen > 10) { /* 1 .. 10 by construction */
        return 0;
    }
    for (v = 0; v < rlen; v++) {
        w[v] = word31(x, l, top - rlen + v);
    }
    neg = 0u - ((w[rlen - 1] >> 30) & 1u);
    cc = neg & 1u;
    for (v = 0; v < rlen; v++) {
        uint32_t t = (w[v] ^ (neg >> 1)) + cc;
        int32_t m;
        cc = t >> 31;
        t &= 0x7FFFFFFFu;
        m = neg ? -(int32_t)t : (int32_t)t;
        acc = fpr_add(acc, fpr_scaled(m, (int)(31 * v)));
    }
    return acc;
}

static void ffft(fpr *f, unsigned logn)
{
    size_t n = (size_t)1 << logn, hn = n >> 1, t = hn, m, u;
    for (u = 1, m = 2; u < logn; u++, m <<= 1) {
        size_t ht = t >> 1, hm = m >> 1, i1, j1;
        for (i1 = 0, j1 = 0; i1 < hm; i1++, j1 += t) {
            fpr sr = peregrine_fft_gm[((m + i1) << 1)], si = peregrine_fft_gm[((m + i1) << 1) + 1];
            size_t j;
            for (j = j1; j < j1 + ht; j++) {
                fpr xr = f[j], xi = f[j + hn], yr = f[j + ht], yi = f[j + ht + hn];
                fpr zr = fpr_sub(fpr_mul(yr, sr), fpr_mul(yi, si));
                fpr zi = fpr_add(fpr_mul(yr, si), fpr_mul(yi, sr));
                f[j] = fpr_add(xr, zr);
                f[j + hn] = fpr_add(xi, zi);
                f[j + ht] = fpr_sub(xr, zr);
                f[j + ht + hn] = fpr_sub(xi, zi);
            }
        }
        t = ht;
    }
}

static void fifft(fpr *f, unsigned logn)
{
    size_t n = (size_t)1 << logn, hn = n >> 1, t = 1, m = n, u;
    for (u = logn; u > 1; u--) {
        size_t hm = m >> 1, dt = t << 1, i1, j1;
        for (i1 = 0, j1 = 0; j1 < hn; i1++, j1 += dt) {
            fpr sr = peregrine_fft_gm[((hm + i1) << 1)],
                si = fpr_neg(peregrine_fft_gm[((hm + i1) << 1) + 1]);
            size_t j;
            for (j = j1; j < j1 + t; j++) {
                fpr xr = f[j], xi = f[j + hn], yr = f[j + t], yi = f[j + t + hn];
                fpr dr, di;
                f[j] = fpr_add(xr, yr);
                f[j + hn] = fpr_add(xi, yi);
                dr = fpr_sub(xr, yr);
                di = fpr_sub(xi, yi);
                f[j + t] = fpr_sub(fpr_mul(dr, sr), fpr_mul(di, si));
                f[j + t + hn] = fpr_add(fpr_mul(dr, si), fpr_mul(di, sr));
            }
        }
        t = dt;
        m = hm;
    }
    if (logn > 0) {
        fpr ni = (uint64_t)(1023 + 1 - (int)logn) << 52;
        for (u = 0; u < n; u++) {
            f[u] = fpr_mul(f[u], ni);
        }
    }
}

/* The reference's reduction at depth (1 < depth < logn): F, G (lb limbs)
   against f, g (lf limbs), n_d = 2^logm coefficients. Returns -1 where it
   gives up. The result is its residue modulo 2^(31 min(FGlen, slen)). */
static int ref_reduce(uint32_t *big_f, uint32_t *big_g, size_t lb, const uint32_t *f,
                      const uint32_t *g, size_t lf, unsigned logm, unsigned depth,
                      peregrine_solve_scratch *s)
{
    size_t n = (size_t)1 << logm, hn = n >> 1, u;
    size_t slen = bl_small[depth], llen = bl_large[depth], rlen, fglen;
    int scale_fg, minbl_fg, maxbl_fg, maxbl_fg2, scale_k;
    fpr *rt3 = s->fre, *rt4 = s->gre, *rt5 = s->den, *rt1 = s->bre, *rt2 = s->cre;
    rlen = slen > 10 ? 10 : slen;
    for (u = 0; u < n; u++) {
        rt3[u] = window_fpr(f + u * lf, lf, slen, rlen);
        rt4[u] = window_fpr(g + u * lf, lf, slen, rlen);
    }
    scale_fg = 31 * (int)(slen - rlen);
    minbl_fg = bl_avg[depth] - 6 * bl_std[depth];
    maxbl_fg = bl_avg[depth] + 6 * bl_std[depth];
    ffft(rt3, logm);
    ffft(rt4, logm);
    for (u = 0; u < hn; u++) {
        fpr ar = rt3[u], ai = rt3[u + hn], br = rt4[u], bi = rt4[u + hn];
        rt5[u] = fpr_div(UINT64_C(0x3FF0000000000000),
                         fpr_add(fpr_add(fpr_mul(ar, ar), fpr_mul(ai, ai)),
                                 fpr_add(fpr_mul(br, br), fpr_mul(bi, bi))));
        rt3[u + hn] = fpr_neg(ai);
        rt4[u + hn] = fpr_neg(bi);
    }
    fglen = llen;
    maxbl_fg2 = 31 * (int)llen;
    scale_k = maxbl_fg2 - minbl_fg;
    for (u = 0; u < n; u++) {
        wrap31(big_f + u * lb, lb, fglen);
        wrap31(big_g + u * lb, lb, fglen);
    }
    for (;;) {
        int scale_fgb, dc, new_max;
        fpr pdc = UINT64_C(0x3FF0000000000000), pt;
        size_t el, ls, j;
        unsigned eb;
        rlen = fglen > 10 ? 10 : fglen;
        scale_fgb = 31 * (int)(fglen - rlen);
        for (u = 0; u < n; u++) {
            rt1[u] = window_fpr(big_f + u * lb, lb, fglen, rlen);
            rt2[u] = window_fpr(big_g + u * lb, lb, fglen, rlen);
        }
        ffft(rt1, logm);
        ffft(rt2, logm);
        for (u = 0; u < hn; u++) {
            fpr ar = rt1[u], ai = rt1[u + hn], br = rt3[u], bi = rt3[u + hn];
            fpr cr = rt2[u], ci = rt2[u + hn], dr = rt4[u], di = rt4[u + hn];
            rt1[u] = fpr_sub(fpr_mul(ar, br), fpr_mul(ai, bi));
            rt1[u + hn] = fpr_add(fpr_mul(ar, bi), fpr_mul(ai, br));
            rt2[u] = fpr_sub(fpr_mul(cr, dr), fpr_mul(ci, di));
            rt2[u + hn] = fpr_add(fpr_mul(cr, di), fpr_mul(ci, dr));
        }
        for (u = 0; u < n; u++) {
            rt2[u] = fpr_add(rt2[u], rt1[u]);
        }
        for (u = 0; u < hn; u++) {
            rt2[u] = fpr_mul(rt2[u], rt5[u]);
            rt2[u + hn] = fpr_mul(rt2[u + hn], rt5[u]);
        }
        fifft(rt2, logm);
        dc = scale_k - scale_fgb + scale_fg;
        if (dc < 0) {
            dc = -dc;
            pt = UINT64_C(0x4000000000000000);
        } else {
            pt = UINT64_C(0x3FE0000000000000);
        }
        while (dc != 0) {
            if (dc & 1) {
                pdc = fpr_mul(pdc, pt);
            }
            dc >>= 1;
            pt = fpr_mul(pt, pt);
        }
        for (u = 0; u < n; u++) {
            fpr xv = fpr_mul(rt2[u], pdc);
            /* -(2^31 - 1) < xv < 2^31 - 1 */
            if (!fpr_lt(UINT64_C(0xC1DFFFFFFFC00000), xv) ||
                !fpr_lt(xv, UINT64_C(0x41DFFFFFFFC00000))) {
                return -1;
            }
            s->k[u] = (uint32_t)(int32_t)fpr_rint(xv);
        }
        /* (F, G) -= (k (f, g)) << scale_k, modulo 2^(31 FGlen) */
        el = (size_t)scale_k / 32;
        eb = (unsigned)scale_k % 32;
        ls = lf + el + 1;
        if (n * ls > PEREGRINE_SHIFT_WORDS || lb + ls + 1 > PEREGRINE_TMP_WORDS) {
            return -1;
        }
        for (j = 0; j < n; j++) {
            size_t i;
            const uint32_t *a = f + j * lf, *c = g + j * lf;
            uint32_t *da = s->fsh + j * ls, *dcp = s->gsh + j * ls;
            uint32_t xa = sign_ext(a, lf), xc = sign_ext(c, lf);
            memset(da, 0, el * sizeof *da);
            memset(dcp, 0, el * sizeof *dcp);
            for (i = 0; i <= lf; i++) {
                uint32_t a0 = i < lf ? a[i] : xa, a1 = i > 0 ? a[i - 1] : 0;
                uint32_t c0 = i < lf ? c[i] : xc, c1 = i > 0 ? c[i - 1] : 0;
                da[el + i] = eb ? (a0 << eb) | (a1 >> (32 - eb)) : a0;
                dcp[el + i] = eb ? (c0 << eb) | (c1 >> (32 - eb)) : c0;
            }
        }
        pmul_acc(big_f, lb, 1, s->k, 1, 1, s->fsh, ls, 1, n, 0, 1, s->tmp);
        pmul_acc(big_g, lb, 1, s->k, 1, 1, s->gsh, ls, 1, n, 0, 1, s->tmp);
        for (u = 0; u < n; u++) {
            wrap31(big_f + u * lb, lb, fglen);
            wrap31(big_g + u * lb, lb, fglen);
        }
        new_max = scale_k + maxbl_fg + 10;
        if (new_max < maxbl_fg2) {
            maxbl_fg2 = new_max;
            if ((int)fglen * 31 >= maxbl_fg2 + 31) {
                fglen--;
                for (u = 0; u < n; u++) {
                    wrap31(big_f + u * lb, lb, fglen);
                    wrap31(big_g + u * lb, lb, fglen);
                }
            }
        }
        if (scale_k <= 0) {
            break;
        }
        scale_k -= 25;
        if (scale_k < 0) {
            scale_k = 0;
        }
    }
    for (u = 0; u < n; u++) {
        wrap31(big_f + u * lb, lb, fglen < slen ? fglen : slen);
        wrap31(big_g + u * lb, lb, fglen < slen ? fglen : slen);
    }
    return 0;
}

/* copy m coefficients from lfrom to lto limbs; -1 if one does not fit */
static int shrink(uint32_t *dst, size_t lto, const uint32_t *src, size_t lfrom, size_t m)
{
    size_t i, j;
    for (i = 0; i < m; i++) {
        const uint32_t *x = src + i * lfrom;
        uint32_t ext = sign_ext(x, lfrom);
        for (j = lto - 1; j < lfrom; j++) {
            uint32_t top = j == lto - 1 ? 0u - (x[j] >> 31) : x[j];
            if (top != ext) {
                return -1;
            }
        }
        memmove(dst + i * lto, x, lto * sizeof *dst);
    }
    return 0;
}

/* ---- NTRUSolve ------------------------------------------------------------- */

int peregrine_solve(int8_t big_f[N], const int8_t f[N], const int8_t g[N],
                    peregrine_solve_scratch *s)
{
    size_t lf[LOGN + 1], off[LOGN + 2];
    unsigned bits = 4, d;
    size_t j, lb, lp;
    uint32_t *u, *v;

    /* limbs per depth: |f_0| <= 13 < 2^4, |f_(d+1)| <= n_d |f_d|^2 */
    off[0] = 0;
    for (d = 0; d <= LOGN; d++) {
        lf[d] = bits / 32 + 1;
        off[d + 1] = off[d] + 2 * ((size_t)N >> d) * lf[d];
        bits = 2 * bits + (LOGN - d);
    }
    peregrine_fft_twiddles(s->cr, s->ci);
    if (off[LOGN + 1] > PEREGRINE_TOWER_WORDS) {
        return -1;
    }
    for (j = 0; j < N; j++) {
        s->tower[j] = (uint32_t)(int32_t)f[j];
        s->tower[N + j] = (uint32_t)(int32_t)g[j];
    }
    for (d = 0; d < LOGN; d++) {
        size_t m = (size_t)N >> (d + 1);
        const uint32_t *fd = s->tower + off[d];
        uint32_t *fn = s->tower + off[d + 1];
        if (2 * lf[d] > PEREGRINE_TMP_WORDS) {
            return -1;
        }
        field_norm(fn, lf[d + 1], fd, lf[d], m, s->tmp);
        field_norm(fn + m * lf[d + 1], lf[d + 1], fd + 2 * m * lf[d], lf[d], m, s->tmp);
    }

    /* the bottom: Res(f) u - Res(g) v = 1 (on the absolute values) */
    {
        const uint32_t *rf = s->tower + off[LOGN], *rg = rf + lf[LOGN];
        size_t l = lf[LOGN];
        uint32_t *x = s->fsh, *y = s->fsh + l, *w = s->fsh + 2 * l;
        uint32_t q = PEREGRINE_Q, nf = sign_ext(rf, l), ng = sign_ext(rg, l);
        if (6 * l > PEREGRINE_SHIFT_WORDS || l + 2 > PEREGRINE_PREV_WORDS) {
            return -1;
        }
        memcpy(x, rf, l * sizeof *x);
        memcpy(y, rg, l * sizeof *y);
        if (nf) {
            negate(x, l);
        }
        if (ng) {
            negate(y, l);
        }
        u = s->gsh;
        v = s->gsh + l;
        if (xgcd(u, v, x, y, l, w) != 0) {
            return -1;
        }
        /* f (sf u) - g (sg v) = 1: G = q sf u, F = q sg v */
        lp = l + 2;
        memset(s->prev_f, 0, lp * sizeof *s->prev_f);
        memset(s->prev_g, 0, lp * sizeof *s->prev_g);
        s->tmp[0] = 0;
        big_mul(s->tmp, v, l, &q, 1);
        addsub(s->prev_f, lp, s->tmp, l + 1, 0, sign_ext(s->tmp, l + 1));
        big_mul(s->tmp, u, l, &q, 1);
        addsub(s->prev_g, lp, s->tmp, l + 1, 0, sign_ext(s->tmp, l + 1));
        if (ng) {
            negate(s->prev_f, lp);
        }
        if (nf) {
            negate(s->prev_g, lp);
        }
    }

    /* up: lift, reduce, keep lf[d] + 2 limbs */
    for (d = LOGN; d-- > 0;) {
        size_t m = (size_t)N >> (d + 1), n_d = 2 * m, ln;
        const uint32_t *fd = s->tower + off[d], *gd = fd + n_d * lf[d];
        lb = lp + lf[d] + 1;
        if (n_d * lb > PEREGRINE_LIFT_WORDS || lp + lf[d] > PEREGRINE_TMP_WORDS) {
            return -1;
        }
        lift(s->big_f, lb, s->prev_f, lp, gd, lf[d], m, s->tmp);
        lift(s->big_g, lb, s->prev_g, lp, fd, lf[d], m, s->tmp);
        if (d >= 2 ? ref_reduce(s->big_f, s->big_g, lb, fd, gd, lf[d], LOGN - d, d, s) != 0
                   : reduce(s->big_f, s->big_g, lb, fd, gd, lf[d], LOGN - d, s) != 0) {
            return -1;
        }
        ln = lf[d] + 2;
        if (n_d * ln > PEREGRINE_PREV_WORDS || shrink(s->prev_f, ln, s->big_f, lb, n_d) != 0 ||
            shrink(s->prev_g, ln, s->big_g, lb, n_d) != 0) {
            return -1;
        }
        lp = ln;
    }

    /* depth 0: 32-bit coefficients, the canonical Babai step, the bound */
    if (shrink(s->big_f, 1, s->prev_f, lp, N) != 0 || shrink(s->big_g, 1, s->prev_g, lp, N) != 0) {
        return -1;
    }
    for (j = 0; j < N; j++) {
        s->f32[j] = (int32_t)s->big_f[j];
        s->g32[j] = (int32_t)s->big_g[j];
        /* keep the Babai step's exact sums in 53 bits */
        if (s->f32[j] > (1 << 24) || s->f32[j] < -(1 << 24) || s->g32[j] > (1 << 24) ||
            s->g32[j] < -(1 << 24)) {
            return -1;
        }
    }
    peregrine_babai_reduce(s->f32, s->g32, f, g, &s->babai);
    for (j = 0; j < N; j++) {
        if (s->f32[j] > 127 || s->f32[j] < -127 || s->g32[j] > 127 || s->g32[j] < -127) {
            return -1;
        }
        big_f[j] = (int8_t)s->f32[j];
    }
    return 0;
}
