/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer's native kernels (src/sign/aimer/native/api.h) against their
 * portable twins, for the parameter set this program is compiled for. The
 * kernels are called directly (the meta.h wrappers honour
 * KPQC_FORCE_PORTABLE); twins that dispatch to other kernels run with every
 * backend switched off. */
#include "aimer.h"
#include "native/api.h"
#include "native_test.h"

#if !defined(AIMER_NATIVE_BACKEND)
int main(void)
{
    /* the helpers of native_test.h, unused here */
    (void)nt_range;
    (void)nt_bytes;
    (void)nt_same;
    (void)nt_have;
    (void)nt_result;
    printf("SKIPPED: no AIMer backend in this build\n");
    return NT_SKIP;
}
#else

#define RANDOM_CASES 1000

/* the backend's kernel for portable function f */
#if defined(KPQC_NATIVE_X86_64)
#define NATIVE(f) f##_avx2
#elif defined(KPQC_NATIVE_AARCH64)
#define NATIVE(f) f##_neon
#elif defined(KPQC_NATIVE_ARMV7M)
#define NATIVE(f) f##_armv7m
#endif

static unsigned checks;

static void rand_gf(aimer_gf *a)
{
    uint8_t buf[AIMER_FB];
    nt_bytes(buf, sizeof buf);
    aimer_gf_from_bytes(a, buf);
}

/* Extreme elements: 0, 1, all ones, alternating bits both ways, the top
   bit alone (the largest degree: any product with it reduces), the low
   terms of the modulus (x^lambda mod f), the top word only, a single set
   bit in each word. */
#define N_EXTREME 10
static void extreme_gf(aimer_gf *a, unsigned k)
{
    unsigned i;
    for (i = 0; i < AIMER_W; i++) {
        switch (k) {
        case 0: a->w[i] = 0; break;
        case 1: a->w[i] = i == 0; break;
        case 2: a->w[i] = ~(uint64_t)0; break;
        case 3: a->w[i] = UINT64_C(0x5555555555555555); break;
        case 4: a->w[i] = UINT64_C(0xAAAAAAAAAAAAAAAA); break;
        case 5: a->w[i] = i == AIMER_W - 1 ? UINT64_C(1) << 63 : 0; break;
#if AIMER_LAMBDA == 256
        case 6: a->w[i] = i == 0 ? 0x425 : 0; break;
#else
        case 6: a->w[i] = i == 0 ? 0x87 : 0; break;
#endif
        case 7: a->w[i] = i == AIMER_W - 1 ? ~(uint64_t)0 : 0; break;
        case 8: a->w[i] = UINT64_C(1) << (17 * i % 64); break;
        default: a->w[i] = i == 0 ? ~(uint64_t)0 : UINT64_C(0x8000000000000001); break;
        }
    }
}

#if defined(AIMER_NATIVE_GF_MUL)
static void check_mul(const aimer_gf *a, const aimer_gf *b)
{
    aimer_gf rn, rc, alias;
    NATIVE(aimer_gf_mul)(&rn, a, b);
    aimer_gf_mul_c(&rc, a, b);
    nt_same("gf_mul", &rn, &rc, sizeof rn);
    alias = *a; /* r aliasing a */
    NATIVE(aimer_gf_mul)(&alias, &alias, b);
    nt_same("gf_mul (r = a)", &alias, &rc, sizeof rc);
    checks += 2;
}

#endif
#define DOT_MAX 8
#if defined(AIMER_NATIVE_GF_DOT_ADD)
static void check_dot(const aimer_gf a[DOT_MAX], const aimer_gf b[DOT_MAX], const aimer_gf *r0,
                      unsigned n)
{
    aimer_gf rn = *r0, rc = *r0;
    NATIVE(aimer_gf_dot_add)(&rn, a, b, n);
    kpqc_sys_force_portable(1);
    aimer_gf_dot_add_c(&rc, a, b, n);
    kpqc_sys_force_portable(0);
    nt_same("gf_dot_add", &rn, &rc, sizeof rn);
    checks++;
}

#endif
#if defined(AIMER_NATIVE_GF_SQR_N)
static void check_sqr(const aimer_gf *a, unsigned n)
{
    aimer_gf rn, rc;
    NATIVE(aimer_gf_sqr_n)(&rn, a, n);
    aimer_gf_sqr_n_c(&rc, a, n);
    nt_same("gf_sqr_n", &rn, &rc, sizeof rn);
    rn = *a; /* in place */
    NATIVE(aimer_gf_sqr_n)(&rn, &rn, n);
    nt_same("gf_sqr_n (r = a)", &rn, &rc, sizeof rc);
    checks += 2;
}

#endif
/* the party kernels' affine layers hold the single matrices too (the
   Cortex-M4 image's RAM has no room for both at lambda = 256) */
#if defined(AIMER_NATIVE_PARTY_LINEAR) || defined(AIMER_NATIVE_PARTY_POWERS) || \
    defined(AIMER_NATIVE_PARTY_LINEAR_X4) || defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
#define CHECK_PARTY
static aimer_linear lin;
#define MAT (lin.mat[0])
#else
static aimer_gf MAT[AIMER_LAMBDA];
#endif

#if defined(AIMER_NATIVE_GF_MAT_VEC_ADD)
static void check_mat_vec(const aimer_gf *v, const aimer_gf *r0)
{
    aimer_gf rn = *r0, rc = *r0;
    NATIVE(aimer_gf_mat_vec_add)(&rn, v, MAT);
    aimer_gf_mat_vec_add_c(&rc, v, MAT);
    nt_same("gf_mat_vec_add", &rn, &rc, sizeof rn);
    checks++;
}

#endif
#if defined(AIMER_NATIVE_SQUARE_UP_ROWS)
#if defined(CHECK_PARTY)
#define MAT2 (lin.mat[1])
#else
static aimer_gf MAT2[AIMER_LAMBDA];
#endif

static void check_square_up(void)
{
    memcpy(MAT2, MAT, sizeof MAT);
    NATIVE(aimer_square_up_rows)(MAT2);
    aimer_square_up_rows_c(MAT);
    nt_same("square_up_rows", MAT2, MAT, sizeof MAT);
    checks++;
}

#endif
/* the party kernels; the twins dispatch to the field kernels, so they run
   with every backend off. A backend may have either kernel. */
#if defined(CHECK_PARTY)
static void check_party(const aimer_tape *tape)
{
    aimer_gf xn[AIMER_L + 1], xc[AIMER_L + 1], zn[AIMER_L + 1], zc[AIMER_L + 1];
    unsigned l;
    kpqc_sys_force_portable(1);
    aimer_party_linear_c(xc, tape, &lin);
    kpqc_sys_force_portable(0);
#if defined(AIMER_NATIVE_PARTY_LINEAR)
    NATIVE(aimer_party_linear)(xn, tape, &lin);
    nt_same("party_linear", xn, xc, sizeof xn);
    checks++;
#endif
#if defined(AIMER_NATIVE_PARTY_POWERS)
    /* the powers of the S-box inputs, then of the tape's own elements
       (the extremes reach them unmixed) */
    for (l = 0; l <= AIMER_L; l++) {
        xn[l] = l == 0 ? tape->pt : tape->y[l - 1];
    }
    NATIVE(aimer_party_powers)(zn, xc);
    kpqc_sys_force_portable(1);
    aimer_party_powers_c(zc, xc);
    kpqc_sys_force_portable(0);
    nt_same("party_powers", zn, zc, sizeof zn);
    NATIVE(aimer_party_powers)(zn, xn);
    kpqc_sys_force_portable(1);
    aimer_party_powers_c(zc, xn);
    kpqc_sys_force_portable(0);
    nt_same("party_powers (tape)", zn, zc, sizeof zn);
    checks += 2;
#endif
    (void)l;
    (void)zn;
    (void)zc;
}

/* ---- four-party S-box inputs (PARTY_LINEAR_X4) ---- */
#if defined(AIMER_NATIVE_PARTY_LINEAR_X4)
static aimer_tape tapes4[4];

/* The last four tapes checked, then with repeated tapes (a short group
   fills its lanes that way). */
static void check_party_x4(const aimer_tape *tape, unsigned count)
{
    aimer_gf xn[4][AIMER_L + 1], xc[4][AIMER_L + 1];
    const aimer_tape *t[4];
    unsigned k, rep;
    tapes4[count % 4] = *tape;
    for (rep = 0; rep < 2; rep++) {
        for (k = 0; k < 4; k++) {
            t[k] = &tapes4[rep == 0 ? k : k % 2];
        }
        kpqc_sys_force_portable(1);
        aimer_party_linear_x4_c(xc, t, &lin);
        kpqc_sys_force_portable(0);
        NATIVE(aimer_party_linear_x4)(xn, t, &lin);
        nt_same(rep == 0 ? "party_linear_x4" : "party_linear_x4 (repeated tapes)", xn, xc,
                sizeof xn);
        checks++;
    }
}
#endif
/* ---- end of the four-party S-box inputs ---- */

static void fill_tape(aimer_tape *t, int k)
{
    unsigned l;
    if (k < 0) {
        rand_gf(&t->pt);
    } else {
        extreme_gf(&t->pt, (unsigned)k);
    }
    for (l = 0; l < AIMER_L; l++) {
        if (k < 0) {
            rand_gf(&t->y[l]);
        } else {
            extreme_gf(&t->y[l], (unsigned)k + l);
        }
    }
    for (l = 0; l <= AIMER_L; l++) {
        rand_gf(&t->a[l]);
    }
    rand_gf(&t->c);
}

static void fill_lin(int k)
{
    unsigned m, i;
    for (m = 0; m < 2 * AIMER_L; m++) {
        for (i = 0; i < AIMER_LAMBDA; i++) {
            if (k < 0) {
                rand_gf(&lin.mat[m][i]);
            } else {
                extreme_gf(&lin.mat[m][i], ((unsigned)k + m * i) % N_EXTREME);
            }
        }
    }
    for (i = 0; i <= AIMER_L; i++) {
        rand_gf(&lin.vec[i]);
    }
}

/* ---- the bitsliced batch (PARTY_LINEAR_BATCH) ---- */
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
/* the largest batch checked: 32, 16 at lambda = 256 for the image's RAM
   (the signer and verifier batch 16 parties there) */
#define BATCH_CHECKED (AIMER_LAMBDA == 256 ? 16 : AIMER_BATCH_MAX)
static aimer_tape tapes_b[BATCH_CHECKED];
static aimer_gf xb_n[BATCH_CHECKED][AIMER_L + 1], xb_c[BATCH_CHECKED][AIMER_L + 1];

/* Every batch size n = 1 .. BATCH_CHECKED of the tapes tapes_b against the twin over
   lin; the kernel reads lin prepared in place (lin is used up). */
static void check_batch(void)
{
    const aimer_tape *t[BATCH_CHECKED];
    unsigned n, k;
    for (k = 0; k < BATCH_CHECKED; k++) {
        t[k] = &tapes_b[k];
    }
    kpqc_sys_force_portable(1);
    aimer_party_linear_batch_c(xb_c, t, BATCH_CHECKED, &lin);
    kpqc_sys_force_portable(0);
    NATIVE(aimer_linear_prepare)(&lin);
    for (n = 1; n <= BATCH_CHECKED; n++) {
        memset(xb_n, 0xA5, sizeof xb_n);
        NATIVE(aimer_party_linear_batch)(xb_n, t, n, &lin);
        nt_same("party_linear_batch", xb_n, xb_c, n * sizeof xb_n[0]);
        checks++;
    }
}

/* every matrix word w (0 or all ones), or the fill_lin pattern k */
static void fill_lin_const(uint64_t w)
{
    unsigned m, i, j;
    for (m = 0; m < 2 * AIMER_L; m++) {
        for (i = 0; i < AIMER_LAMBDA; i++) {
            for (j = 0; j < AIMER_W; j++) {
                lin.mat[m][i].w[j] = w;
            }
        }
    }
}
#endif
/* ---- end of the bitsliced batch ---- */

#endif
static void fill_mat_extreme(unsigned k)
{
    unsigned i;
    for (i = 0; i < AIMER_LAMBDA; i++) {
        extreme_gf(&MAT[i], (k + (k >= N_EXTREME ? i : 0)) % N_EXTREME);
    }
}

static void fill_mat_random(void)
{
    unsigned i;
    for (i = 0; i < AIMER_LAMBDA; i++) {
        rand_gf(&MAT[i]);
    }
}

int main(void)
{
    aimer_gf a, b, r0;
    unsigned i, j, n;
    if (!nt_have(AIMER_NATIVE_FEATURES, "AIMer " AIMER_NATIVE_BACKEND)) {
        return NT_SKIP;
    }
    /* unused when a backend lacks the field kernels */
    (void)b;
    (void)n;
    (void)nt_range;

#if defined(AIMER_NATIVE_GF_MUL)
    /* field: every pair of extremes, then random pairs and exponents */
    for (i = 0; i < N_EXTREME; i++) {
        extreme_gf(&a, i);
        for (j = 0; j < N_EXTREME; j++) {
            extreme_gf(&b, j);
            check_mul(&a, &b);
        }
#if defined(AIMER_NATIVE_GF_SQR_N)
        for (n = 0; n <= 3; n++) {
            check_sqr(&a, n);
        }
        check_sqr(&a, AIMER_LAMBDA - 1);
        check_sqr(&a, AIMER_LAMBDA);
#endif
        rand_gf(&b);
        check_mul(&a, &b);
        check_mul(&b, &a);
    }
    for (i = 0; i < RANDOM_CASES; i++) {
        rand_gf(&a);
        rand_gf(&b);
        check_mul(&a, &b);
#if defined(AIMER_NATIVE_GF_SQR_N)
        check_sqr(&a, (unsigned)nt_range(0, 2 * AIMER_LAMBDA));
#endif
    }
#endif
#if defined(AIMER_NATIVE_GF_DOT_ADD)
    /* dot products of every length up to DOT_MAX: extremes, then random */
    {
        aimer_gf da[DOT_MAX], db[DOT_MAX];
        for (i = 0; i < N_EXTREME; i++) {
            for (j = 0; j < DOT_MAX; j++) {
                extreme_gf(&da[j], i);
                extreme_gf(&db[j], (i + j) % N_EXTREME);
            }
            extreme_gf(&r0, (i + 3) % N_EXTREME);
            for (n = 0; n <= DOT_MAX; n++) {
                check_dot(da, db, &r0, n);
            }
        }
        for (i = 0; i < RANDOM_CASES; i++) {
            for (j = 0; j < DOT_MAX; j++) {
                rand_gf(&da[j]);
                rand_gf(&db[j]);
            }
            rand_gf(&r0);
            check_dot(da, db, &r0, (unsigned)nt_range(0, DOT_MAX));
        }
    }
#endif
#if defined(AIMER_NATIVE_GF_MUL) && defined(AIMER_NATIVE_GF_SQR_N)
    /* sqr_n(lambda) is the identity and a^(2^lambda - 1) = 1 for a != 0:
       spot checks of the twins' shared meaning, not just agreement */
    rand_gf(&a);
    NATIVE(aimer_gf_sqr_n)(&b, &a, AIMER_LAMBDA);
    nt_same("gf_sqr_n(lambda) = identity", &b, &a, sizeof a);
    aimer_gf_inv(&b, &a);
    NATIVE(aimer_gf_mul)(&r0, &a, &b);
    extreme_gf(&b, 1);
    nt_same("a * a^-1 = 1", &r0, &b, sizeof b);
    checks += 2;

#endif
#if defined(AIMER_NATIVE_GF_MAT_VEC_ADD)
    /* matrix-vector products: extreme matrices and vectors, then random */
    for (i = 0; i < 2 * N_EXTREME; i++) {
        fill_mat_extreme(i);
        for (j = 0; j < N_EXTREME; j++) {
            extreme_gf(&a, j);
            extreme_gf(&r0, (i + j) % N_EXTREME);
            check_mat_vec(&a, &r0);
        }
        rand_gf(&a);
        rand_gf(&r0);
        check_mat_vec(&a, &r0);
    }
    for (i = 0; i < RANDOM_CASES; i++) {
        if (i % 16 == 0) {
            fill_mat_random();
        }
        rand_gf(&a);
        rand_gf(&r0);
        check_mat_vec(&a, &r0);
    }
    /* one set bit at a time: each row alone */
    fill_mat_random();
    for (i = 0; i < AIMER_LAMBDA; i++) {
        memset(&a, 0, sizeof a);
        a.w[i / 64] = UINT64_C(1) << (i % 64);
        memset(&r0, 0, sizeof r0);
        check_mat_vec(&a, &r0);
    }

#endif
#if defined(AIMER_NATIVE_SQUARE_UP_ROWS)
    /* the matrix construction (in place) on extreme and random rows */
    for (i = 0; i < 2 * N_EXTREME; i++) {
        fill_mat_extreme(i);
        check_square_up();
    }
    for (i = 0; i < 64; i++) {
        fill_mat_random();
        check_square_up();
    }

#endif
#if defined(CHECK_PARTY)
    /* party kernels: extreme tapes and layers, then random ones */
    {
        aimer_tape tape;
        for (i = 0; i < N_EXTREME; i++) {
            fill_lin((int)i);
            for (j = 0; j < N_EXTREME; j++) {
                fill_tape(&tape, (int)j);
                check_party(&tape);
#if defined(AIMER_NATIVE_PARTY_LINEAR_X4)
                check_party_x4(&tape, j);
#endif
            }
        }
        for (i = 0; i < RANDOM_CASES; i++) {
            if (i % 50 == 0) {
                fill_lin(-1);
            }
            fill_tape(&tape, -1);
            check_party(&tape);
#if defined(AIMER_NATIVE_PARTY_LINEAR_X4)
            check_party_x4(&tape, i);
#endif
        }
    }
#endif
#if defined(AIMER_NATIVE_PARTY_LINEAR_BATCH)
    /* batches of every size: zero, all-one, extreme and random layers,
       against extreme tapes (all-zero and all-one vectors among them),
       then random ones */
    for (i = 0; i < 2 + N_EXTREME + 8; i++) {
        if (i < 2) {
            fill_lin_const(i == 0 ? 0 : ~(uint64_t)0);
        } else {
            fill_lin(i < 2 + N_EXTREME ? (int)(i - 2) : -1);
        }
        for (j = 0; j < BATCH_CHECKED; j++) {
            fill_tape(&tapes_b[j], i % 2 == 0 && j < N_EXTREME ? (int)j : -1);
        }
        check_batch();
    }
#endif
    return nt_result("native/aimer", checks);
}
#endif
