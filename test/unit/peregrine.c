/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine, signing and verification, one program per parameter set
 * (compiled with the set's definitions and linked with its objects):
 *   - the NTT product and the rounded exact product against schoolbook
 *     references, on random and extreme inputs;
 *   - the encodings: round trips and every refusal rule;
 *   - the reference's signatures: for records 0-2 of its KAT file, the
 *     public key computed from the secret key and the signature from
 *     sign_derand (coins from the record's NIST DRBG) match its digests,
 *     verify, and fail after tampering.
 * Exit status 0 when every check passes, 1 otherwise. */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctgrind.h"
#include "drbg.h"
#include "fpr.h"
#include "kpqc.h"
#include "peregrine.h"
#include "peregrine_vectors.h"
#include "sha2.h"

#define N PEREGRINE_N
#define Q PEREGRINE_Q

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins);
int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);

#if PEREGRINE_LOGN == 9
#define VECTORS peregrine512_vectors
/* A KAT record whose first (f, g) pair the reference's NTRUSolve drops
 * (its intermediate reduction gives up), and SHA-256 of its pk and sk. */
#define DROP_RECORD 21u
#define DROP_PK     "1fb39fb771855e14b4e388d895d50c60b9c420ff0425c7fded03c92637398efe"
#define DROP_SK     "5d7b91ea939d31142a6a22d4f53a7973c620bc37f414faab480462aa750f682d"
#else
#define VECTORS     peregrine1024_vectors
/* (two pairs dropped) */
#define DROP_RECORD 8u
#define DROP_PK     "b1699caaa184df11c80590d8d9476ef4951be45a57312c46093c5510e7f91ab2"
#define DROP_SK     "f8c259d483aa4a4b13a8c31e8c96de2476dc532db105c616649858d166072376"
#endif

static unsigned checks, failures;

static void check(int ok, const char *what, unsigned i)
{
    checks++;
    if (!ok) {
        failures++;
        printf("FAIL: %s (case %u)\n", what, i);
    }
}

/* a small xorshift generator for the random cases */
static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (uint32_t)(rng_state >> 32);
}

static unsigned nibble(char c)
{
    return c >= 'a'   ? (unsigned)(c - 'a' + 10)
           : c >= 'A' ? (unsigned)(c - 'A' + 10)
                      : (unsigned)(c - '0');
}

static void from_hex(uint8_t *out, const char *hex, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        out[i] = (uint8_t)((nibble(hex[2 * i]) << 4) | nibble(hex[2 * i + 1]));
    }
}

static void to_hex(char *out, const uint8_t *in, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        (void)snprintf(out + 2 * i, 3, "%02x", in[i]);
    }
}

static int digest_is(const uint8_t *in, size_t n, const char *hex)
{
    uint8_t d[32];
    char h[65];
    kpqc_sha256(d, in, n);
    to_hex(h, d, 32);
    return strcmp(h, hex) == 0;
}

/* ---- arithmetic ---------------------------------------------------------- */

static uint16_t a16[N], b16[N], r16[N], ref16[N], pk_tmp[2 * N];
static int8_t s8[N];

/* schoolbook a b mod (x^n + 1, q) */
static void mul_ref(uint16_t *r, const uint16_t *a, const uint16_t *b)
{
    unsigned i, j;
    int64_t acc[N];
    memset(acc, 0, sizeof acc);
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            int64_t p = (int64_t)a[i] * b[j];
            if (i + j < N) {
                acc[i + j] += p;
            } else {
                acc[i + j - N] -= p;
            }
        }
    }
    for (i = 0; i < N; i++) {
        int64_t v = acc[i] % Q;
        r[i] = (uint16_t)(v < 0 ? v + Q : v);
    }
}

static void test_ntt(void)
{
    unsigned t, i;
    for (t = 0; t < 6; t++) {
        for (i = 0; i < N; i++) {
            switch (t) {
            case 0: /* extremes */
                a16[i] = Q - 1;
                b16[i] = Q - 1;
                break;
            case 1:
                a16[i] = (uint16_t)(i == 0);
                b16[i] = (uint16_t)(rnd() % Q);
                break;
            case 2: /* x^(n-1) x^(n-1) = -x^(n-2) */
                a16[i] = (uint16_t)(i == N - 1);
                b16[i] = (uint16_t)(i == N - 1);
                break;
            default: a16[i] = (uint16_t)(rnd() % Q); b16[i] = (uint16_t)(rnd() % Q);
            }
        }
        mul_ref(ref16, a16, b16);
        memcpy(r16, a16, sizeof r16);
        peregrine_ntt(r16);
        peregrine_ntt(b16);
        for (i = 0; i < N; i++) {
            r16[i] = (uint16_t)peregrine_mq_mul(r16[i], b16[i]);
        }
        peregrine_invntt(r16);
        check(memcmp(r16, ref16, sizeof r16) == 0, "NTT product = schoolbook", t);
        memcpy(r16, a16, sizeof r16);
        peregrine_ntt(r16);
        peregrine_invntt(r16);
        check(memcmp(r16, a16, sizeof r16) == 0, "inverse NTT undoes NTT", t);
    }
}

static peregrine_round_scratch round_scratch;

/* h = g / f: f = 1 gives g, f = x^3 is invertible, f = 0 is refused */
static void test_public_key(void)
{
    static int8_t f[N], g[N];
    unsigned i;
    for (i = 0; i < N; i++) {
        f[i] = (int8_t)(i == 0);
        g[i] = (int8_t)((int)(rnd() % 27) - 13);
    }
    check(peregrine_public_key(a16, f, g, pk_tmp) == 0, "h = g / 1", 0);
    peregrine_from_small(b16, g);
    check(memcmp(a16, b16, sizeof a16) == 0, "g / 1 = g", 0);
    memset(f, 0, sizeof f);
    check(peregrine_public_key(a16, f, g, pk_tmp) != 0, "f = 0 is refused", 0);
    f[3] = 1; /* x^3 is invertible: x^3 x^(2n-3) = x^(2n) = 1 */
    check(peregrine_public_key(a16, f, g, pk_tmp) == 0, "h = g / x^3", 0);
}

static void test_round_product(void)
{
    unsigned t, i, j;
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) {
            switch (t) {
            case 0: /* the largest |x| either way */
                a16[i] = Q - 1;
                s8[i] = 127;
                break;
            case 1:
                a16[i] = Q - 1;
                s8[i] = -127;
                break;
            default: a16[i] = (uint16_t)(rnd() % Q); s8[i] = (int8_t)((int)(rnd() % 255) - 127);
            }
        }
        peregrine_round_product(r16, a16, s8, &round_scratch);
        for (i = 0; i < N; i++) {
            int64_t x = 0, qt;
            for (j = 0; j < N; j++) {
                int64_t p = (int64_t)a16[j] * s8[(i + N - j) % N];
                x += j <= i ? p : -p;
            }
            x += (Q - 1) / 2;
            qt = x >= 0 ? x / Q : -((-x + Q - 1) / Q); /* floor */
            qt %= Q;
            ref16[i] = (uint16_t)(qt < 0 ? qt + Q : qt);
        }
        check(memcmp(r16, ref16, sizeof r16) == 0, "rounded product = exact reference", t);
    }
}

/* ---- binary64 in integers, against the host's doubles ------------------------ */

/* double expressions evaluated in double: 0, or 1 (s390x) */
#if FLT_EVAL_METHOD == 0 || FLT_EVAL_METHOD == 1
static double as_double(fpr x)
{
    double d;
    memcpy(&d, &x, sizeof d);
    return d;
}

static fpr as_fpr(double d)
{
    fpr x;
    memcpy(&x, &d, sizeof x);
    return x;
}

/* a random double: random sign and mantissa, exponent within +-span of 0 */
static double rnd_double(int span)
{
    uint64_t bits = ((uint64_t)rnd() << 32) | rnd();
    int e = (int)(rnd() % (2u * (unsigned)span + 1u)) - span;
    bits = (bits & ((((uint64_t)1) << 52) - 1u)) | ((uint64_t)(1023 + e) << 52) |
           ((uint64_t)(rnd() & 1u) << 63);
    return as_double(as_fpr(0.0) | bits);
}

static void check_same(fpr got, double want, const char *what, unsigned i)
{
    int ok = got == as_fpr(want);
    check(ok, what, i);
    if (!ok && failures < 20) {
        printf("  got %016llx want %016llx\n", (unsigned long long)got,
               (unsigned long long)as_fpr(want));
    }
}

static void test_fpr(void)
{
    unsigned i;
    for (i = 0; i < 200000; i++) {
        int span = i % 4 == 0 ? 2 : 60;
        double x = rnd_double(span), y = rnd_double(span);
        volatile double r;
        if (i % 7 == 0) { /* near cancellation */
            y = -x * (1.0 + (double)(rnd() % 16) * 0x1p-52);
        }
        if (i % 11 == 0) {
            y = 0.0;
        }
        r = x + y;
        check_same(fpr_add(as_fpr(x), as_fpr(y)), r, "fpr_add", i);
        r = x - y;
        check_same(fpr_sub(as_fpr(x), as_fpr(y)), r, "fpr_sub", i);
        r = x * y;
        check_same(fpr_mul(as_fpr(x), as_fpr(y)), r, "fpr_mul", i);
        if (y != 0.0) {
            r = x / y;
            check_same(fpr_div(as_fpr(x), as_fpr(y)), r, "fpr_div", i);
        }
        r = sqrt(fabs(x));
        check_same(fpr_sqrt(as_fpr(fabs(x))), r, "fpr_sqrt", i);
        check(fpr_lt(as_fpr(x), as_fpr(y)) == (x < y), "fpr_lt", i);
        {
            int64_t v = (int64_t)(((uint64_t)rnd() << 32) | rnd());
            int sc = (int)(rnd() % 200) - 100;
            v >>= rnd() % 64;
            r = (double)v;
            check_same(fpr_of(v), r, "fpr_of", i);
            r = ldexp((double)v, sc); /* one rounding when |v| < 2^53 */
            if (v > -((int64_t)1 << 53) && v < ((int64_t)1 << 53)) {
                check_same(fpr_scaled(v, sc), r, "fpr_scaled", i);
            }
        }
        {
            double z = rnd_double(20);
            if (i % 5 == 0) { /* ties */
                z = (double)((int64_t)z) + (z < 0 ? -0.5 : 0.5);
            }
            check(fpr_rint(as_fpr(z)) == (int64_t)nearbyint(z), "fpr_rint", i);
            check(fpr_floor(as_fpr(z)) == (int64_t)floor(z), "fpr_floor", i);
        }
    }
    check_same(fpr_add(as_fpr(-0.0), as_fpr(-0.0)), -0.0, "fpr_add -0 + -0", 0);
    check_same(fpr_add(as_fpr(1.5), as_fpr(-1.5)), 0.0, "fpr_add x - x", 0);
    check_same(fpr_of(0), 0.0, "fpr_of 0", 0);
    check_same(fpr_sqrt(as_fpr(0.0)), 0.0, "fpr_sqrt 0", 0);
    check(fpr_rint(as_fpr(-2.5)) == -2 && fpr_rint(as_fpr(3.5)) == 4 &&
              fpr_floor(as_fpr(-0.25)) == -1 && fpr_rint(as_fpr(0.0)) == 0,
          "fpr_rint/floor edges", 0);
}
#else
static void test_fpr(void)
{
    /* no IEEE double arithmetic to compare with (x87 extended precision) */
    printf("fpr: skipped against host doubles (FLT_EVAL_METHOD %d)\n", (int)FLT_EVAL_METHOD);
}
#endif

/* ---- encodings ------------------------------------------------------------ */

static uint8_t buf[4 * N];
static int16_t s16[N], t16[N];

static void test_codecs(void)
{
    unsigned t, i, bits;
    int8_t back[N];
    size_t len;

    /* 14-bit public key field */
    for (i = 0; i < N; i++) {
        a16[i] = (uint16_t)(i < 2 ? (i == 0 ? 0 : Q - 1) : rnd() % Q);
    }
    peregrine_modq_encode(buf, a16);
    check(peregrine_modq_decode(b16, buf) == 0 && memcmp(a16, b16, sizeof a16) == 0,
          "modq round trip", 0);
    buf[0] = 0xFF; /* first coefficient >= 0x3FC0 > q */
    check(peregrine_modq_decode(b16, buf) != 0, "modq refuses a coefficient >= q", 0);

    /* trimmed secret-key fields */
    for (t = 0; t < 3; t++) {
        bits = t == 0 ? PEREGRINE_FG_BITS : PEREGRINE_BIG_BITS;
        for (i = 0; i < N; i++) {
            int maxv = (1 << (bits - 1)) - 1;
            s8[i] = (int8_t)(i == 0   ? maxv
                             : i == 1 ? -maxv
                                      : (int)(rnd() % (2u * maxv + 1)) - maxv);
        }
        check(peregrine_trim_encode(buf, s8, bits) == 0, "trim encode in range", t);
        check(peregrine_trim_decode(back, buf, bits) == 0 && memcmp(back, s8, N) == 0,
              "trim round trip", t);
        s8[5] = (int8_t)(-(1 << (bits - 1)));
        check(peregrine_trim_encode(buf, s8, bits) != 0, "trim encode refuses -2^(bits-1)", t);
        check(peregrine_trim_decode(back, buf, bits) != 0, "trim decode refuses -2^(bits-1)", t);
        if (bits < 8) {
            s8[5] = (int8_t)(1 << (bits - 1));
            check(peregrine_trim_encode(buf, s8, bits) != 0, "trim encode refuses 2^(bits-1)", t);
        }
    }

    /* compressed signature */
    for (t = 0; t < 4; t++) {
        for (i = 0; i < N; i++) {
            s16[i] = (int16_t)(t == 0 ? (i & 1 ? 2047 : -2047) : (int)(rnd() % 801) - 400);
        }
        len = peregrine_comp_encode(buf, sizeof buf, s16);
        check(len != 0 && peregrine_comp_decode(t16, buf, len) == 0 &&
                  memcmp(s16, t16, sizeof s16) == 0,
              "comp round trip", t);
        check(peregrine_comp_decode(t16, buf, len - 1) != 0, "comp refuses a truncation", t);
        buf[len] = 0;
        check(peregrine_comp_decode(t16, buf, len + 1) != 0, "comp refuses a trailing byte", t);
        check(len <= 1 || peregrine_comp_encode(buf, len - 1, s16) == 0,
              "comp encode refuses a short buffer", t);
    }
    s16[3] = 2048;
    check(peregrine_comp_encode(buf, sizeof buf, s16) == 0, "comp encode refuses 2048", 0);
    memset(s16, 0, sizeof s16);
    len = peregrine_comp_encode(buf, sizeof buf, s16);
    check(len == 9 * N / 8, "comp of zero: nine bits per coefficient", 0);
    buf[0] = 0x80; /* sign bit on the first zero: "-0" */
    check(peregrine_comp_decode(t16, buf, len) != 0, "comp refuses -0", 0);
    s16[0] = 128; /* ten bits: 9n + 1 in all, seven bits of padding */
    len = peregrine_comp_encode(buf, sizeof buf, s16);
    check(len == 9 * N / 8 + 1 && peregrine_comp_decode(t16, buf, len) == 0, "comp with padding",
          0);
    buf[len - 1] |= 0x01;
    check(peregrine_comp_decode(t16, buf, len) != 0, "comp refuses non-zero padding", 0);
    memset(buf, 0, sizeof buf); /* the first high part never ends below 2048 */
    check(peregrine_comp_decode(t16, buf, sizeof buf) != 0, "comp refuses a value above 2047", 0);
}

/* ---- the last step of NTRUSolve ----------------------------------------------- */

static peregrine_babai_scratch babai;
static peregrine_solve_scratch solve_scratch;
static int32_t big_f[N], big_g[N], want_f[N], want_g[N], kk[N];

/* r = a b in Z[x]/(x^n + 1) (small test values) */
static void nega_mul(int64_t *r, const int32_t *a, const int32_t *b)
{
    unsigned i, j;
    memset(r, 0, N * sizeof *r);
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            int64_t p = (int64_t)a[i] * b[j];
            if (i + j < N) {
                r[i + j] += p;
            } else {
                r[i + j - N] -= p;
            }
        }
    }
}

/* With the key's (f, g, F) and G = g F / f mod q: fG - gF = q exactly, the
 * Babai step leaves (F, G) unchanged and takes (F, G) + k (f, g) back to
 * (F, G) for random small k. */
static void test_babai(const int8_t *f, const int8_t *g, const int8_t *fb, unsigned rec)
{
    static int64_t p1[N], p2[N];
    static int32_t f32[N], g32[N];
    static uint16_t h[N], t[N];
    unsigned i, r;
    int ok = 1;
    check(peregrine_public_key(h, f, g, pk_tmp) == 0, "h = g / f", rec);
    peregrine_from_small(t, fb);
    peregrine_ntt(h);
    peregrine_ntt(t);
    for (i = 0; i < N; i++) {
        h[i] = (uint16_t)peregrine_mq_mul(h[i], t[i]);
    }
    peregrine_invntt(h);
    for (i = 0; i < N; i++) {
        f32[i] = (int32_t)f[i];
        g32[i] = (int32_t)g[i];
        want_f[i] = (int32_t)fb[i];
        want_g[i] = h[i] > Q / 2 ? (int32_t)h[i] - (int32_t)Q : (int32_t)h[i];
    }
    nega_mul(p1, f32, want_g);
    nega_mul(p2, g32, want_f);
    for (i = 0; i < N; i++) {
        ok &= p1[i] - p2[i] == (i == 0 ? (int64_t)Q : 0);
    }
    check(ok, "fG - gF = q for the key's F", rec);
    for (r = 0; r < 3; r++) {
        for (i = 0; i < N; i++) {
            kk[i] = r == 0 ? 0 : (int32_t)(rnd() % (r == 1 ? 7u : 201u)) - (r == 1 ? 3 : 100);
        }
        nega_mul(p1, kk, f32);
        nega_mul(p2, kk, g32);
        for (i = 0; i < N; i++) {
            big_f[i] = want_f[i] + (int32_t)p1[i];
            big_g[i] = want_g[i] + (int32_t)p2[i];
        }
        peregrine_babai_reduce(big_f, big_g, f, g, &babai);
        check(memcmp(big_f, want_f, sizeof big_f) == 0 && memcmp(big_g, want_g, sizeof big_g) == 0,
              "Babai step gives the key's (F, G) back", rec * 10 + r);
    }
}

/* ---- the reference's signatures -------------------------------------------- */

static uint8_t sk[PEREGRINE_SK_BYTES], pk[PEREGRINE_PK_BYTES], sig[PEREGRINE_SIG_BYTES + 1];
static uint8_t sk2[PEREGRINE_SK_BYTES], pk2[PEREGRINE_PK_BYTES];
static uint8_t msg[33 * 3];

static void test_vectors(void)
{
    kpqc_drbg master, rec;
    uint8_t entropy[48], seed[48], keygen_seed[PEREGRINE_SEEDBYTES];
    uint8_t coins[PEREGRINE_NONCEBYTES + PEREGRINE_SEEDBYTES];
    int8_t f[N], g[N];
    unsigned i, k;
    size_t siglen, mlen;

    for (i = 0; i < 48; i++) {
        entropy[i] = (uint8_t)i;
    }
    kpqc_drbg_init(&master, entropy, NULL);
    for (i = 0; i < sizeof VECTORS / sizeof VECTORS[0]; i++) {
        mlen = 33u * (i + 1);
        kpqc_drbg_generate(&master, seed, sizeof seed);
        kpqc_drbg_generate(&master, msg, mlen);
        kpqc_drbg_init(&rec, seed, NULL);
        kpqc_drbg_generate(&rec, keygen_seed, sizeof keygen_seed);
        kpqc_drbg_generate(&rec, coins, PEREGRINE_NONCEBYTES);
        kpqc_drbg_generate(&rec, coins + PEREGRINE_NONCEBYTES, PEREGRINE_SEEDBYTES);
        from_hex(sk, VECTORS[i].sk[0], 1024);
        from_hex(sk + 1024, VECTORS[i].sk[1], sizeof sk - 1024);

        /* the public key from f and g */
        check(peregrine_trim_decode(f, sk + 1, PEREGRINE_FG_BITS) == 0 &&
                  peregrine_trim_decode(g, sk + 1 + PEREGRINE_FG_BITS * N / 8, PEREGRINE_FG_BITS) ==
                      0,
              "vector secret key decodes", i);
        check(peregrine_public_key(a16, f, g, pk_tmp) == 0, "f invertible", i);
        {
            /* f and g of the key are one of the first candidate pairs the
               sampler draws from SHAKE256(key generation seed) (a pair is
               dropped when f is not invertible or NTRUSolve fails) */
            kpqc_keccak_ctx kg;
            int8_t f2[N], g2[N];
            unsigned tries, found = 0;
            kpqc_shake256_init(&kg);
            kpqc_keccak_absorb(&kg, keygen_seed, sizeof keygen_seed);
            kpqc_keccak_finalize(&kg);
            for (tries = 0; tries < 16 && !found; tries++) {
                peregrine_sample_fg(f2, &kg);
                peregrine_sample_fg(g2, &kg);
                found = memcmp(f2, f, N) == 0 && memcmp(g2, g, N) == 0;
            }
            printf("record %u: f, g from candidate pair %u\n", i, tries);
            check(found, "f, g from the key generation stream", i);
        }
        {
            int8_t fb[N];
            check(peregrine_trim_decode(fb, sk + 1 + 2 * PEREGRINE_FG_BITS * N / 8,
                                        PEREGRINE_BIG_BITS) == 0,
                  "vector F decodes", i);
            test_babai(f, g, fb, i);
            {
                int8_t fs[N];
                check(peregrine_solve(fs, f, g, &solve_scratch) == 0 && memcmp(fs, fb, N) == 0,
                      "NTRUSolve gives the key's F", i);
            }
        }
        pk[0] = PEREGRINE_PK_HEADER;
        peregrine_modq_encode(pk + 1, a16);
        check(digest_is(pk, sizeof pk, VECTORS[i].pk_sha256), "public key = reference", i);
        /* the whole key generation from the seed */
        check(KPQC_NS(crypto_sign_keypair_derand)(pk2, sk2, keygen_seed) == 0 &&
                  memcmp(pk2, pk, sizeof pk) == 0 && memcmp(sk2, sk, sizeof sk) == 0,
              "keypair_derand gives the reference's key", i);

        /* the reference's signature */
        check(KPQC_NS(crypto_sign_signature_derand)(sig, &siglen, msg, mlen, NULL, 0, sk, coins) ==
                  0,
              "sign_derand", i);
        check(digest_is(sig, siglen, VECTORS[i].sig_sha256), "signature = reference", i);
        check(KPQC_NS(crypto_sign_verify)(sig, siglen, msg, mlen, NULL, 0, pk) == 0, "verify", i);

        /* tampering */
        msg[0] ^= 1;
        check(KPQC_NS(crypto_sign_verify)(sig, siglen, msg, mlen, NULL, 0, pk) != 0,
              "verify refuses another message", i);
        msg[0] ^= 1;
        for (k = 0; k < 8; k++) {
            size_t pos = (size_t)rnd() % siglen;
            uint8_t bit = (uint8_t)(1u << (rnd() % 8));
            sig[pos] ^= bit;
            check(KPQC_NS(crypto_sign_verify)(sig, siglen, msg, mlen, NULL, 0, pk) != 0,
                  "verify refuses a flipped bit", i);
            sig[pos] ^= bit;
        }
        sig[siglen] = 0;
        check(KPQC_NS(crypto_sign_verify)(sig, siglen + 1, msg, mlen, NULL, 0, pk) != 0,
              "verify refuses a trailing byte", i);
        check(KPQC_NS(crypto_sign_verify)(sig, siglen - 1, msg, mlen, NULL, 0, pk) != 0,
              "verify refuses a truncation", i);
        check(KPQC_NS(crypto_sign_verify)(sig, 1 + PEREGRINE_NONCEBYTES, msg, mlen, NULL, 0, pk) !=
                  0,
              "verify refuses an empty s2", i);
        pk[0] ^= 1;
        check(KPQC_NS(crypto_sign_verify)(sig, siglen, msg, mlen, NULL, 0, pk) == KPQC_ERR_DECODE,
              "verify refuses a public key header", i);
        pk[0] ^= 1;
        sk[0] ^= 1;
        check(KPQC_NS(crypto_sign_signature_derand)(sig, &siglen, msg, mlen, NULL, 0, sk, coins) ==
                      KPQC_ERR_DECODE &&
                  siglen == 0,
              "sign refuses a secret key header", i);
        sk[0] ^= 1;
        /* random messages and coins */
        for (k = 0; k < 4; k++) {
            for (mlen = 0; mlen < sizeof coins; mlen++) {
                coins[mlen] = (uint8_t)rnd();
            }
            mlen = (size_t)rnd() % sizeof msg;
            check(KPQC_NS(crypto_sign_signature_derand)(sig, &siglen, msg, mlen, NULL, 0, sk,
                                                        coins) == 0 &&
                      KPQC_NS(crypto_sign_verify)(sig, siglen, msg, mlen, NULL, 0, pk) == 0,
                  "sign and verify a random message", i);
        }
    }
    kpqc_drbg_wipe(&master);
    kpqc_drbg_wipe(&rec);
}

/* Fresh keys from random seeds: the secret key decodes, F is within 8 bits,
 * and with G = g F / f mod q (centred) f G - g F = q holds exactly; the
 * key signs and verifies. */
static void test_keygen_random(void)
{
    static int64_t p1[N], p2[N];
    static int32_t f32[N], g32[N], bf32[N], bg32[N];
    static uint16_t t[N];
    int8_t f[N], g[N], fb[N];
    uint8_t seed[PEREGRINE_SEEDBYTES], coins[PEREGRINE_NONCEBYTES + PEREGRINE_SEEDBYTES];
    unsigned r, i;
    for (r = 0; r < 4; r++) {
        int ok = 1;
        size_t siglen;
        for (i = 0; i < sizeof seed; i++) {
            seed[i] = (uint8_t)rnd();
        }
        for (i = 0; i < sizeof coins; i++) {
            coins[i] = (uint8_t)rnd();
        }
        check(KPQC_NS(crypto_sign_keypair_derand)(pk2, sk2, seed) == 0, "keypair_derand", r);
        check(peregrine_trim_decode(f, sk2 + 1, PEREGRINE_FG_BITS) == 0 &&
                  peregrine_trim_decode(g, sk2 + 1 + PEREGRINE_FG_BITS * N / 8,
                                        PEREGRINE_FG_BITS) == 0 &&
                  peregrine_trim_decode(fb, sk2 + 1 + 2 * PEREGRINE_FG_BITS * N / 8,
                                        PEREGRINE_BIG_BITS) == 0,
              "fresh secret key decodes", r);
        /* G = g F / f = h F mod q */
        check(peregrine_public_key(a16, f, g, pk_tmp) == 0, "fresh f invertible", r);
        peregrine_from_small(t, fb);
        peregrine_ntt(a16);
        peregrine_ntt(t);
        for (i = 0; i < N; i++) {
            a16[i] = (uint16_t)peregrine_mq_mul(a16[i], t[i]);
        }
        peregrine_invntt(a16);
        for (i = 0; i < N; i++) {
            f32[i] = (int32_t)f[i];
            g32[i] = (int32_t)g[i];
            bf32[i] = (int32_t)fb[i];
            bg32[i] = a16[i] > Q / 2 ? (int32_t)a16[i] - (int32_t)Q : (int32_t)a16[i];
            ok &= bg32[i] >= -127 && bg32[i] <= 127;
        }
        nega_mul(p1, f32, bg32);
        nega_mul(p2, g32, bf32);
        for (i = 0; i < N; i++) {
            ok &= p1[i] - p2[i] == (i == 0 ? (int64_t)Q : 0);
        }
        check(ok, "fresh key: |G| <= 127 and fG - gF = q", r);
        check(KPQC_NS(crypto_sign_signature_derand)(sig, &siglen, msg, 33, NULL, 0, sk2, coins) ==
                      0 &&
                  KPQC_NS(crypto_sign_verify)(sig, siglen, msg, 33, NULL, 0, pk2) == 0,
              "fresh key signs and verifies", r);
    }
}

/* The reference's KAT record DROP_RECORD: the key comes from a later
 * candidate pair, because the reference's NTRUSolve gives up on the first. */
static void test_dropped_pair(void)
{
    static uint8_t m[33u * (DROP_RECORD + 1u)];
    kpqc_drbg master, rec;
    uint8_t entropy[48], seed[48], keygen_seed[PEREGRINE_SEEDBYTES];
    unsigned i;
    for (i = 0; i < 48; i++) {
        entropy[i] = (uint8_t)i;
    }
    kpqc_drbg_init(&master, entropy, NULL);
    for (i = 0; i <= DROP_RECORD; i++) {
        kpqc_drbg_generate(&master, seed, sizeof seed);
        kpqc_drbg_generate(&master, m, 33u * (i + 1));
    }
    kpqc_drbg_init(&rec, seed, NULL);
    kpqc_drbg_generate(&rec, keygen_seed, sizeof keygen_seed);
    check(KPQC_NS(crypto_sign_keypair_derand)(pk2, sk2, keygen_seed) == 0 &&
              digest_is(pk2, sizeof pk2, DROP_PK) && digest_is(sk2, sizeof sk2, DROP_SK),
          "key of a record whose first pair the reference drops", DROP_RECORD);
    kpqc_drbg_wipe(&master);
    kpqc_drbg_wipe(&rec);
}

int main(void)
{
    test_ntt();
    test_round_product();
    test_public_key();
    test_fpr();
    test_codecs();
    test_vectors();
    test_keygen_random();
    test_dropped_pair();
    printf("%s: %u checks, %u failures\n", KPQC_STR(KPQC_PARAM_ID), checks, failures);
    return failures == 0 ? 0 : 1;
}
