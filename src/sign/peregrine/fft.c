/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The last step of NTRUSolve, in binary64 (fpr.h): Babai's rounding of
 * (F, G) against (f, g) in Q[x]/(x^n + 1),
 *   k = round((F adj(f) + G adj(g)) / (f adj(f) + g adj(g))),
 *   (F, G) <- (F - k f, G - k g).
 * The quotient is computed in the evaluation domain: a(x) at the n roots
 * w^(2j+1) of x^n + 1 (w = exp(i pi / n)), obtained by twisting the
 * coefficients by w^j and a complex DFT of size n. The denominator's
 * evaluations are real and positive (|f|^2 + |g|^2). Two different
 * solutions of fG - gF = q differ by a multiple of (f, g), which moves the
 * quotient by an integer polynomial: the result is the same reduced
 * solution whatever the input, unless a coefficient of the quotient lies
 * within rounding error of a half-integer. */
#include "fpr.h"
#include "peregrine.h"

#define N PEREGRINE_N

/* binary64 constants */
#define FPR_ONE  UINT64_C(0x3FF0000000000000)
#define FPR_HALF UINT64_C(0x3FE0000000000000)
#define FPR_ZERO UINT64_C(0)

/* w^j = cos(pi j / n) + i sin(pi j / n) for j < n, from the half-angle
 * formulas (cos(t/2) = sqrt((1 + cos t) / 2), sin(t/2) = sin t / (2 cos(t/2)))
 * and products of the powers w^(2^b) over the bits of j. */
void peregrine_fft_twiddles(fpr cr[N], fpr ci[N])
{
    fpr pc[PEREGRINE_LOGN + 1], ps[PEREGRINE_LOGN + 1]; /* w^(2^b), b = logn - 1 .. 0 */
    unsigned b, j;
    /* w^(n/2) = i */
    pc[PEREGRINE_LOGN - 1] = FPR_ZERO;
    ps[PEREGRINE_LOGN - 1] = FPR_ONE;
    for (b = PEREGRINE_LOGN - 1; b > 0; b--) {
        fpr c = fpr_sqrt(fpr_mul(fpr_add(FPR_ONE, pc[b]), FPR_HALF));
        pc[b - 1] = c;
        ps[b - 1] = fpr_div(ps[b], fpr_add(c, c));
    }
    for (j = 0; j < N; j++) {
        fpr c = FPR_ONE, s = FPR_ZERO;
        for (b = 0; b < PEREGRINE_LOGN; b++) {
            if ((j >> b) & 1u) { /* public index bits */
                fpr t = fpr_sub(fpr_mul(c, pc[b]), fpr_mul(s, ps[b]));
                s = fpr_add(fpr_mul(c, ps[b]), fpr_mul(s, pc[b]));
                c = t;
            }
        }
        cr[j] = c;
        ci[j] = s;
    }
}

static unsigned bitrev(unsigned x, unsigned bits)
{
    unsigned r = 0, b;
    for (b = 0; b < bits; b++) {
        r = (r << 1) | ((x >> b) & 1u);
    }
    return r;
}

/* In place, size m = 2^logm <= n: a_k <- sum_j a_j e^(sign 2 pi i j k / m)
 * (sign -1 for inverse = 1, unscaled), radix 2, iterative; the twiddle
 * e^(2 pi i / (2 len)) is w^(n / len), whatever m. */
void peregrine_dft(fpr *re, fpr *im, const fpr cr[N], const fpr ci[N], unsigned logm, int inverse)
{
    unsigned i, len, start, j, m = 1u << logm;
    for (i = 0; i < m; i++) {
        unsigned r = bitrev(i, logm);
        if (r > i) { /* public indices */
            fpr t = re[i];
            re[i] = re[r];
            re[r] = t;
            t = im[i];
            im[i] = im[r];
            im[r] = t;
        }
    }
    for (len = 1; len < m; len <<= 1) {
        unsigned step = N / len; /* twiddle e^(2 pi i / (2 len)) = w^(n / len) */
        for (start = 0; start < m; start += 2 * len) {
            for (j = 0; j < len; j++) {
                unsigned t_idx = j * step; /* < n: w^(t_idx) */
                fpr wr = cr[t_idx], wi = inverse ? fpr_neg(ci[t_idx]) : ci[t_idx];
                fpr xr = re[start + j + len], xi = im[start + j + len];
                fpr tr = fpr_sub(fpr_mul(xr, wr), fpr_mul(xi, wi));
                fpr ti = fpr_add(fpr_mul(xr, wi), fpr_mul(xi, wr));
                re[start + j + len] = fpr_sub(re[start + j], tr);
                im[start + j + len] = fpr_sub(im[start + j], ti);
                re[start + j] = fpr_add(re[start + j], tr);
                im[start + j] = fpr_add(im[start + j], ti);
            }
        }
    }
}

/* out += a b in Z[x]/(x^n + 1), exactly (64-bit sums) */
static void mul_acc(int64_t out[N], const int32_t a[N], const int32_t b[N], int64_t sign)
{
    unsigned i, j;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            int64_t p = (int64_t)a[i] * b[j] * sign;
            if (i + j < N) { /* public indices */
                out[i + j] += p;
            } else {
                out[i + j - N] -= p;
            }
        }
    }
}

/* adj(a) = a(1/x): a_0, then -a_(n-j) */
static void adjoint(int32_t out[N], const int8_t a[N])
{
    unsigned j;
    out[0] = (int32_t)a[0];
    for (j = 1; j < N; j++) {
        out[j] = -(int32_t)a[N - j];
    }
}

/* the evaluations of t at w^(2k+1), k = 0 .. n-1 */
static void evaluate(fpr re[N], fpr im[N], const int64_t t[N], const fpr cr[N], const fpr ci[N])
{
    unsigned j;
    for (j = 0; j < N; j++) {
        fpr v = fpr_of(t[j]);
        re[j] = fpr_mul(v, cr[j]);
        im[j] = fpr_mul(v, ci[j]);
    }
    peregrine_dft(re, im, cr, ci, PEREGRINE_LOGN, 0);
}

void peregrine_babai_reduce(int32_t big_f[N], int32_t big_g[N], const int8_t f[N],
                            const int8_t g[N], peregrine_babai_scratch *s)
{
    unsigned j;
    /* 2^-logn, exact */
    const fpr inv_n = (uint64_t)(1023 - PEREGRINE_LOGN) << 52;
    peregrine_fft_twiddles(s->cr, s->ci);
    adjoint(s->af, f);
    adjoint(s->ag, g);
    for (j = 0; j < N; j++) {
        s->small_f[j] = (int32_t)f[j];
        s->small_g[j] = (int32_t)g[j];
        s->num[j] = 0;
        s->den[j] = 0;
    }
    mul_acc(s->num, big_f, s->af, 1);
    mul_acc(s->num, big_g, s->ag, 1);
    mul_acc(s->den, s->small_f, s->af, 1);
    mul_acc(s->den, s->small_g, s->ag, 1);
    evaluate(s->nre, s->nim, s->num, s->cr, s->ci);
    evaluate(s->dre, s->dim, s->den, s->cr, s->ci);
    for (j = 0; j < N; j++) {
        /* the denominator's evaluations are real: |f|^2 + |g|^2 */
        s->nre[j] = fpr_div(s->nre[j], s->dre[j]);
        s->nim[j] = fpr_div(s->nim[j], s->dre[j]);
    }
    peregrine_dft(s->nre, s->nim, s->cr, s->ci, PEREGRINE_LOGN, 1);
    for (j = 0; j < N; j++) {
        /* untwist by w^-j, keep the real part, scale by 1/n */
        fpr r = fpr_add(fpr_mul(s->nre[j], s->cr[j]), fpr_mul(s->nim[j], s->ci[j]));
        s->k[j] = (int32_t)fpr_rint(fpr_mul(r, inv_n));
    }
    for (j = 0; j < N; j++) {
        s->num[j] = big_f[j];
        s->den[j] = big_g[j];
    }
    mul_acc(s->num, s->k, s->small_f, -1);
    mul_acc(s->den, s->k, s->small_g, -1);
    for (j = 0; j < N; j++) {
        big_f[j] = (int32_t)s->num[j];
        big_g[j] = (int32_t)s->den[j];
    }
}
