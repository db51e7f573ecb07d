/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign signing: salt and vinegar from the seed in sk and the signing
 * coins (the salt source), the oil variables from a linear system solved
 * in constant time, as round 2 does it:
 *   salt = SHAKE256(ss)[0..32), DRBG seed = SHAKE256(seed || salt)[0..48),
 *   y = H(m || salt [|| H(pk) for MQRR]) cut to o bytes,
 *   per attempt: v <- DRBG(v bytes); M = sum_i v_i F2[i]; solve M x = F1(v) + y
 *   by the 2 x 2 block decomposition [[A, B], [C, D]] (halves of o): A is
 *   inverted (rejected when singular), the Schur complement
 *   S = D + C A^-1 B is brought to echelon form looking for each pivot
 *   among the next eight rows only (rejected when none is non-zero); a
 *   rejection draws a new v.
 * The two rejection rules decide which attempt gives the signature, so they
 * are reproduced exactly; the solution itself is unique. */
#include <string.h>

#include "ct.h"
#include "kpqc.h"
#include "ctgrind.h"
#include "gf256.h"
#include "mqsign.h"

#define sign KPQC_NS(mqs_sign)
int sign(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *sk, const uint8_t *ss);

#define H   MQS_HALF_O
#define WIN 8 /* rows searched for a pivot of the Schur complement */

/* out (rows) = column-major X (rows x cols) times v */
static void mat_vec(uint8_t *out, const uint8_t *x, unsigned rows, unsigned cols, const uint8_t *v)
{
    unsigned c;
    memset(out, 0, rows);
    for (c = 0; c < cols; c++) {
        mqs_madd(out, x + (size_t)c * rows, v[c], rows);
    }
}

/* out = X Y, all H x H column-major */
static void mat_mul(uint8_t *out, const uint8_t *x, const uint8_t *y)
{
    unsigned k;
    for (k = 0; k < H; k++) {
        mat_vec(out + k * H, x, H, H, y + k * H);
    }
}

/* Row-major r (H x H) inverted into out by Gauss-Jordan elimination in
   constant time; 0xFF when r is invertible, else 0. */
static uint8_t invert(uint8_t *out, const uint8_t *r)
{
    uint8_t a[H][2 * H];
    uint8_t ok = 0xFF;
    unsigned i, j;
    memset(a, 0, sizeof a);
    for (i = 0; i < H; i++) {
        memcpy(a[i], r + i * H, H);
        a[i][H + i] = 1;
    }
    for (i = 0; i < H; i++) {
        for (j = i + 1; j < H; j++) {
            uint8_t take = (uint8_t)~mqs_nonzero_mask(a[i][i]);
            unsigned c;
            for (c = i; c < 2 * H; c++) {
                a[i][c] ^= a[j][c] & take;
            }
        }
        ok &= mqs_nonzero_mask(a[i][i]);
        {
            uint8_t p = mqs_inv(a[i][i]);
            unsigned c;
            uint64_t mp[8];
            mqs_multiples(mp, p);
            for (c = i; c < 2 * H; c += 8) {
                size_t n = 2 * H - c < 8 ? 2 * H - c : 8;
                mqs_store(&a[i][c], mqs_mul_lanes(mqs_load(&a[i][c], n), mp), n);
            }
        }
        for (j = 0; j < H; j++) {
            if (j != i) {
                mqs_madd(&a[j][i], &a[i][i], a[j][i], 2 * H - i);
            }
        }
    }
    for (i = 0; i < H; i++) {
        memcpy(out + i * H, &a[i][H], H);
    }
    kpqc_zeroize(a, sizeof a);
    return ok;
}

/* x (o bytes) with M x = t, M column-major o x o; 0xFF on success. */
static uint8_t solve(uint8_t *x, const uint8_t *mm, const uint8_t *t)
{
    uint8_t a[H * H], b[H * H], c[H * H], d[H * H], ai[H * H], cai[H * H];
    uint8_t u1[H], tmp[H], e[H][H + 1];
    uint8_t ok;
    unsigned i, j, k;

    for (k = 0; k < H; k++) {
        memcpy(a + k * H, mm + k * MQS_O, H);
        memcpy(c + k * H, mm + k * MQS_O + H, H);
        memcpy(b + k * H, mm + (H + k) * MQS_O, H);
        memcpy(d + k * H, mm + (H + k) * MQS_O + H, H);
    }
    /* column-major A read row-major is A^T; its inverse read back
       column-major is A^-1 */
    ok = invert(ai, a);
    mat_mul(cai, c, ai);
    mat_vec(u1, cai, H, H, t);
    mqs_add(u1, t + H, H);
    mat_mul(a, cai, b); /* a := C A^-1 B */
    mqs_add(d, a, H * H);

    /* echelon form of [S | u1], rows of S, pivot searched in a window */
    for (i = 0; i < H; i++) {
        for (j = 0; j < H; j++) {
            e[i][j] = d[j * H + i];
        }
        e[i][H] = u1[i];
    }
    for (i = 0; i < H; i++) {
        unsigned stop = i + WIN < H ? i + WIN : H;
        for (j = i + 1; j < stop; j++) {
            uint8_t take = (uint8_t)~mqs_nonzero_mask(e[i][i]);
            for (k = i; k <= H; k++) {
                e[i][k] ^= e[j][k] & take;
            }
        }
        ok &= mqs_nonzero_mask(e[i][i]);
        {
            uint8_t p = mqs_inv(e[i][i]);
            for (k = i; k <= H; k++) {
                e[i][k] = mqs_mul(e[i][k], p);
            }
        }
        for (j = i + 1; j < H; j++) {
            mqs_madd(&e[j][i], &e[i][i], e[j][i], H + 1 - i);
        }
    }
    /* back substitution into x1 = x[H..) */
    for (i = H; i-- > 0;) {
        uint8_t s = e[i][H];
        for (k = i + 1; k < H; k++) {
            s ^= mqs_mul(e[i][k], x[H + k]);
        }
        x[H + i] = s;
    }
    /* x0 = A^-1 (t0 + B x1) */
    mat_vec(tmp, b, H, H, x + H);
    mqs_add(tmp, t, H);
    mat_vec(x, ai, H, H, tmp);

    kpqc_zeroize(a, sizeof a);
    kpqc_zeroize(b, sizeof b);
    kpqc_zeroize(c, sizeof c);
    kpqc_zeroize(d, sizeof d);
    kpqc_zeroize(ai, sizeof ai);
    kpqc_zeroize(cai, sizeof cai);
    kpqc_zeroize(e, sizeof e);
    kpqc_zeroize(u1, sizeof u1);
    kpqc_zeroize(tmp, sizeof tmp);
    return ok;
}

/* F1(v): the vinegar x vinegar part of the central map; vm holds the
   multiples of each v_i (mqs_multiples), as they multiply many vectors */
static void eval_f1(uint8_t *r, const uint8_t *f1, const uint8_t *v, const uint64_t (*vm)[8])
{
    unsigned i;
#if MQS_RR
    uint8_t acc[MQS_O];
    (void)v;
    memset(r, 0, MQS_O);
    for (i = 0; i < MQS_V; i++) {
        unsigned j;
        memset(acc, 0, sizeof acc);
        for (j = i; j < MQS_V; j++) {
            mqs_madd_m(acc, f1 + (size_t)MQS_O * MQS_IDX(i, j, MQS_V), vm[j], MQS_O);
        }
        mqs_madd_m(r, acc, vm[i], MQS_O);
    }
    kpqc_zeroize(acc, sizeof acc);
#else
    /* r[k] = sum_i v_i s[(i + k) mod v] with s = v^T F1 */
    uint8_t s2[2 * MQS_V];
    (void)v;
    memset(s2, 0, MQS_V);
    for (i = 0; i < MQS_V; i++) {
        mqs_madd_m(s2, f1 + i * MQS_V, vm[i], MQS_V);
    }
    memcpy(s2 + MQS_V, s2, MQS_V);
    memset(r, 0, MQS_O);
    for (i = 0; i < MQS_V; i++) {
        mqs_madd_m(r, s2 + i, vm[i], MQS_O);
    }
    kpqc_zeroize(s2, sizeof s2);
#endif
}

int sign(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *sk, const uint8_t *ss)
{
    uint8_t salt[MQS_SALT], seed[MQS_HASH], y[MQS_O], t[MQS_O];
    uint8_t w[MQS_N], mm[MQS_O * MQS_O];
    uint64_t vm[MQS_V][8];
    kpqc_drbg prng;
    unsigned attempt, i;
    uint8_t ok = 0;

    mqs_hash_expand(salt, MQS_SALT, ss, MQS_SS, NULL, 0, NULL, 0);
    mqs_hash_expand(seed, MQS_HASH, sk, MQS_SEED, salt, MQS_SALT, NULL, 0);
    mqs_prng_init(&prng, seed, MQS_HASH);
    mqs_hash_expand(y, MQS_O, m, mlen, salt, MQS_SALT, sk + MQS_SK_PH, MQS_PH_BYTES);

    for (attempt = 0; attempt < MQS_MAX_TRIES; attempt++) {
        kpqc_drbg_generate(&prng, w, MQS_V);
        for (i = 0; i < MQS_V; i++) {
            mqs_multiples(vm[i], w[i]);
        }
        memset(mm, 0, sizeof mm);
        for (i = 0; i < MQS_V; i++) {
            mqs_madd_m(mm, sk + MQS_SK_F2 + (size_t)i * MQS_O * MQS_O, vm[i], MQS_O * MQS_O);
        }
        eval_f1(t, sk + MQS_SK_F1, w, (const uint64_t(*)[8])vm);
        mqs_add(t, y, MQS_O);
        ok = solve(w + MQS_V, mm, t);
        /* Whether this attempt's random matrix was singular is public: the
           attempt is discarded with its vinegar, and the number of attempts
           is what the round-2 code reveals too. */
        KPQC_CT_PUBLIC(&ok, 1);
        if (ok) {
            break;
        }
    }
    kpqc_drbg_wipe(&prng);
    if (!ok) {
        memset(sig, 0, MQS_SIG_BYTES);
        kpqc_zeroize(vm, sizeof vm);
        kpqc_zeroize(w, sizeof w);
        kpqc_zeroize(mm, sizeof mm);
        kpqc_zeroize(seed, sizeof seed);
        /* a valid key fails 127 attempts with probability about 2^-889:
           the secret key is malformed (F2 degenerate) */
        return KPQC_ERR_DECODE;
    }
    /* w_v = v + T x_o */
    {
        uint8_t tv[MQS_V];
        mat_vec(tv, sk + MQS_SK_T, MQS_V, MQS_O, w + MQS_V);
        mqs_add(w, tv, MQS_V);
        kpqc_zeroize(tv, sizeof tv);
    }
    for (i = 0; i < MQS_N; i++) {
        sig[i] = w[i];
    }
    memcpy(sig + MQS_N, salt, MQS_SALT);
    /* the signature is public output */
    KPQC_CT_PUBLIC(sig, MQS_SIG_BYTES);
    kpqc_zeroize(w, sizeof w);
    kpqc_zeroize(mm, sizeof mm);
    kpqc_zeroize(vm, sizeof vm);
    kpqc_zeroize(seed, sizeof seed);
    kpqc_zeroize(t, sizeof t);
    kpqc_zeroize(y, sizeof y);
    return 0;
}
