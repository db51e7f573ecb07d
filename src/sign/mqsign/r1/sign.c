/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round-1 signing, deterministic as the round-1 code is:
 *   d = SHA-512(m); DRBG seed = SHA-512(seed || d)[0..48);
 *   salt <- DRBG(16); y = H(d || salt) cut to o bytes (mqs1_hash);
 *   per attempt: v <- DRBG(v bytes); the oil variables solve M x = r with
 *     M[e][c] = Fl[v + c][e] + sum over i with (i + e) mod o = c of Fq2[i][e] v_i,
 *     r[e] = y[e] + Fc[e] + sum_i Fl[i][e] v_i + sum_i Fq1[i][e] v_i v_{(i+e+1) mod v};
 *   a singular M draws a new v (at most 128 attempts);
 *   w = S^-1(v, x): w = (v, x) + t, then w_v += T w_o.
 * The round-1 generator solves with its recursion depth 0, a Gaussian
 * elimination that fails exactly when M is singular; the solution is
 * unique, so any constant-time elimination gives the same signature. */
#include <string.h>

#include "../gf256.h"
#include "ct.h"
#include "ctgrind.h"
#include "kpqc.h"
#include "mqsign1.h"

/* lane by lane product of eight field elements by eight others */
static uint64_t mul_vv(uint64_t a, uint64_t b)
{
    uint64_t m[8], r = 0;
    unsigned k;
    m[0] = a;
    m[1] = mqs_mulx(a);
    m[2] = mqs_muly(a);
    m[3] = mqs_mulx(m[2]);
    m[4] = mqs_mulz(a);
    m[5] = mqs_mulx(m[4]);
    m[6] = mqs_muly(m[4]);
    m[7] = mqs_mulx(m[6]);
    for (k = 0; k < 8; k++) {
        uint64_t s = (b >> k) & MQS_L1;
        r ^= ((s << 8) - s) & m[k]; /* 0xFF in the lanes of b whose bit k is set */
    }
    return r;
}

/* x with M x = r, M column-major o x o; 0xFF when M is invertible, else 0
   (then x is meaningless). Gauss-Jordan in constant time: a zero pivot is
   replaced by adding every later row under a mask. */
static uint8_t solve(uint8_t *x, const uint8_t *mm, const uint8_t *r)
{
    uint8_t a[MQS_O][MQS_O + 1];
    uint64_t mult[8 * MQS_WORDS(MQS_O + 1)];
    uint8_t ok = 0xFF;
    unsigned i, j, c;

    for (i = 0; i < MQS_O; i++) {
        for (c = 0; c < MQS_O; c++) {
            a[i][c] = mm[c * MQS_O + i];
        }
        a[i][MQS_O] = r[i];
    }
    for (i = 0; i < MQS_O; i++) {
        uint64_t mp[8];
        for (j = i + 1; j < MQS_O; j++) {
            uint8_t take = (uint8_t)~mqs_nonzero_mask(a[i][i]);
            for (c = i; c <= MQS_O; c++) {
                a[i][c] ^= a[j][c] & take;
            }
        }
        ok &= mqs_nonzero_mask(a[i][i]);
        mqs_multiples(mp, mqs_inv(a[i][i]));
        for (c = i; c <= MQS_O; c += 8) {
            size_t n = MQS_O + 1 - c < 8 ? MQS_O + 1 - c : 8;
            mqs_store(&a[i][c], mqs_mul_lanes(mqs_load(&a[i][c], n), mp), n);
        }
        /* every other row loses its multiple of row i: the row's
           multiples once, then a mask and an XOR per multiple and row */
        mqs_vec_multiples(mult, &a[i][i], MQS_O + 1 - i);
        for (j = 0; j < MQS_O; j++) {
            if (j != i) {
                mqs_madd_vec(&a[j][i], mult, a[j][i], MQS_O + 1 - i);
            }
        }
    }
    kpqc_zeroize(mult, sizeof mult);
    for (i = 0; i < MQS_O; i++) {
        x[i] = a[i][MQS_O];
    }
    kpqc_zeroize(a, sizeof a);
    return ok;
}

int mqs1_sign(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    const uint8_t *fq1 = sk + MQS_SK_FQ1, *fq2 = sk + MQS_SK_FQ2, *fl = sk + MQS_SK_FL;
    uint8_t digest[MQS_HASH], seed[MQS_HASH], salt[MQS_SALT], y[MQS_O];
    uint8_t w[MQS_N], mm[MQS_O * MQS_O], r[MQS_O], p[MQS_O], z[MQS_O];
    uint64_t vm[8];
    kpqc_drbg prng;
    unsigned attempt, i, e;
    uint8_t ok = 0, tail = sk[MQS_SK_BYTES - 1];

    /* the padding byte is a fixed zero, not key material */
    KPQC_CT_PUBLIC(&tail, 1);
    if (tail != 0) {
        memset(sig, 0, MQS_SIG_BYTES);
        return KPQC_ERR_DECODE;
    }
    mqs1_hash(digest, MQS_HASH, m, mlen, NULL, 0);
    mqs1_hash(seed, MQS_HASH, sk, MQS_SEED, digest, MQS_HASH);
    mqs1_prng_init(&prng, seed, MQS_HASH);
    kpqc_drbg_generate(&prng, salt, MQS_SALT);
    mqs1_hash(y, MQS_O, digest, MQS_HASH, salt, MQS_SALT);

    for (attempt = 0; attempt < MQS_MAX_TRIES; attempt++) {
        kpqc_drbg_generate(&prng, w, MQS_V);
        memcpy(mm, fl + (size_t)MQS_V * MQS_O, sizeof mm);
        for (e = 0; e < MQS_O; e++) {
            r[e] = (uint8_t)(y[e] ^ sk[MQS_SK_FC + e]);
        }
        for (i = 0; i < MQS_V; i++) {
            mqs_multiples(vm, w[i]);
            mqs_madd_m(r, fl + i * MQS_O, vm, MQS_O);
            /* p = v_i Fq2[i]: term e lands in column (i + e) mod o */
            memset(p, 0, sizeof p);
            mqs_madd_m(p, fq2 + i * MQS_O, vm, MQS_O);
            for (e = 0; e < MQS_O; e++) {
                mm[((i + e) % MQS_O) * MQS_O + e] ^= p[e];
            }
            /* p = v_i Fq1[i]: term e multiplies z[e] = v_{(i + e + 1) mod v} */
            memset(p, 0, sizeof p);
            mqs_madd_m(p, fq1 + i * MQS_O, vm, MQS_O);
            for (e = 0; e < MQS_O; e++) {
                z[e] = w[(i + e + 1) % MQS_V];
            }
            for (e = 0; e < MQS_O; e += 8) {
                size_t n = MQS_O - e < 8 ? MQS_O - e : 8;
                mqs_store(r + e,
                          mqs_load(r + e, n) ^ mul_vv(mqs_load(p + e, n), mqs_load(z + e, n)), n);
            }
        }
        ok = solve(w + MQS_V, mm, r);
        /* Whether this attempt's matrix was singular is public: the
           attempt is discarded with its vinegar values, and the number of
           attempts is what the round-1 code reveals too. */
        KPQC_CT_PUBLIC(&ok, 1);
        if (ok) {
            break;
        }
    }
    kpqc_drbg_wipe(&prng);
    kpqc_zeroize(vm, sizeof vm);
    kpqc_zeroize(mm, sizeof mm);
    kpqc_zeroize(r, sizeof r);
    kpqc_zeroize(p, sizeof p);
    kpqc_zeroize(z, sizeof z);
    kpqc_zeroize(seed, sizeof seed);
    if (!ok) {
        kpqc_zeroize(w, sizeof w);
        memset(sig, 0, MQS_SIG_BYTES);
        /* a valid key fails 128 attempts with probability about 2^-1000:
           the secret key is malformed (M degenerate for every v) */
        return KPQC_ERR_DECODE;
    }
    mqs_add(w, sk + MQS_SK_TC, MQS_N);
    for (i = 0; i < MQS_O; i++) {
        mqs_madd(w, sk + MQS_SK_T + (size_t)i * MQS_V, w[MQS_V + i], MQS_V);
    }
    memcpy(sig, w, MQS_N);
    memcpy(sig + MQS_N, salt, MQS_SALT);
    /* the signature is public output */
    KPQC_CT_PUBLIC(sig, MQS_SIG_BYTES);
    kpqc_zeroize(w, sizeof w);
    kpqc_zeroize(y, sizeof y);
    kpqc_zeroize(digest, sizeof digest);
    return 0;
}
