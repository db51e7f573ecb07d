/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE signing must end on every secret key.
 *
 * 1. Well-formed secret keys of large norm: valid keys whose s1 (or
 *    s1 || s2) bytes are zeroed. Every field stays in range, but the norm is
 *    far above anything key generation writes, so almost every attempt is
 *    rejected: before the fix HAETAE2 and HAETAE3 took seconds and HAETAE5
 *    never returned (its 16-bit nonce wrapped into a cycle). Now the signer
 *    refuses them (KPQC_ERR_DECODE, zeroed signature, *siglen = 0), in all
 *    three modes, through the checked API and the raw descriptor functions
 *    (sign, sign_derand, attached sign).
 * 2. The attempt cap itself, which no real key reaches: HAETAE2 compiled
 *    with a cap of one attempt (test-only set haetae2cap1) signs 64
 *    messages with a valid key. Those whose first attempt is accepted give
 *    exactly HAETAE2's signature; the others are refused with
 *    KPQC_ERR_DECODE, zeroed outputs and *siglen = 0.
 *
 * alarm() turns a hang into a failure; the time each call took is printed,
 * never asserted. */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* alarm, clock_gettime */
#endif
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kpqc.h"
#include "testinfo.h"

#ifndef HANG_SECONDS
#define HANG_SECONDS 300
#endif

static uint8_t pk[8192], sk[8192], sig[8192], sm[8192];

static int failures;

static void fail(const char *set, const char *what, const char *how)
{
    printf("FAIL %s %s: %s\n", set, what, how);
    failures++;
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        acc |= p[i];
    }
    return acc == 0;
}

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One call, checked for the refusal and its zeroed outputs. */
static void expect_refusal(const char *set, const char *what, int ret, const uint8_t *out,
                           size_t out_bytes, size_t len, double seconds)
{
    printf("  %-8s %-24s status %3d, %.2f s\n", set, what, ret, seconds);
    if (ret != KPQC_ERR_DECODE) {
        fail(set, what, "status is not KPQC_ERR_DECODE");
    }
    if (len != 0) {
        fail(set, what, "output length not 0");
    }
    if (!all_zero(out, out_bytes)) {
        fail(set, what, "output not zeroed");
    }
}

/* s1 holds L - 1 polynomials of 64 bytes: L = 4, 6, 7 in modes 2, 3, 5. */
static size_t s1_bytes(const kpqc_sig *s)
{
    unsigned l = strcmp(s->name, "HAETAE2") == 0 ? 4 : strcmp(s->name, "HAETAE3") == 0 ? 6 : 7;
    return (size_t)(l - 1) * 64;
}

static void check_key(const kpqc_sig *s, const char *variant)
{
    static const uint8_t msg[33] = {0x48, 0x41, 0x45, 0x54, 0x41, 0x45};
    uint8_t coins[64];
    size_t len;
    double t0;
    int ret;
    char what[64];

    memset(coins, 0x3C, sizeof coins);

    (void)snprintf(what, sizeof what, "%s checked", variant);
    memset(sig, 0xA5, sizeof sig);
    len = 1;
    t0 = cpu_seconds();
    ret = kpqc_sig_sign(s, sig, s->sig_bytes, &len, msg, sizeof msg, NULL, 0, sk, s->sk_bytes);
    expect_refusal(s->name, what, ret, sig, s->sig_bytes, len, cpu_seconds() - t0);

    (void)snprintf(what, sizeof what, "%s checked derand", variant);
    memset(sig, 0xA5, sizeof sig);
    len = 1;
    t0 = cpu_seconds();
    ret = kpqc_sig_sign_derand(s, sig, s->sig_bytes, &len, msg, sizeof msg, msg, 7, sk, s->sk_bytes,
                               coins, s->sign_coins_bytes);
    expect_refusal(s->name, what, ret, sig, s->sig_bytes, len, cpu_seconds() - t0);

    (void)snprintf(what, sizeof what, "%s raw", variant);
    memset(sig, 0xA5, sizeof sig);
    len = 1;
    t0 = cpu_seconds();
    ret = s->sign(sig, &len, msg, sizeof msg, NULL, 0, sk);
    expect_refusal(s->name, what, ret, sig, s->sig_bytes, len, cpu_seconds() - t0);

    (void)snprintf(what, sizeof what, "%s raw attached", variant);
    memset(sm, 0xA5, sizeof sm);
    len = 1;
    t0 = cpu_seconds();
    ret = s->sign_attached(sm, &len, msg, sizeof msg, sk);
    /* the raw attached form copies m first; the signature part is zeroed */
    expect_refusal(s->name, what, ret, sm + sizeof msg, s->sig_bytes, len, cpu_seconds() - t0);
}

extern const kpqc_sig_def kpqc_haetae2cap1_sig;

/* Part 2: the cap's refusal path. */
static void check_cap(void)
{
    const kpqc_sig *ref = kpqc_sig_find("HAETAE2"), *cap = &kpqc_haetae2cap1_sig.sig;
    static uint8_t want[4096];
    uint8_t seed[32], coins[32], msg[8];
    unsigned i, signed_ok = 0, refused = 0;
    size_t len, want_len;
    int ret;

    memset(seed, 0x17, sizeof seed);
    if (ref == NULL || ref->keypair_derand(pk, sk, seed) != 0) {
        fail("HAETAE2", "cap", "no key");
        return;
    }
    for (i = 0; i < 64; i++) {
        memset(msg, (int)i, sizeof msg);
        memset(coins, (int)(i * 7 + 1), sizeof coins);
        memset(sig, 0xA5, sizeof sig);
        len = 1;
        ret = kpqc_sig_sign_derand(cap, sig, cap->sig_bytes, &len, msg, sizeof msg, NULL, 0, sk,
                                   cap->sk_bytes, coins, sizeof coins);
        if (ref->sign_derand(want, &want_len, msg, sizeof msg, NULL, 0, sk, coins) != 0) {
            fail("HAETAE2", "cap", "reference signer failed");
            return;
        }
        if (ret == KPQC_OK) {
            signed_ok++;
            if (len != want_len || memcmp(sig, want, len) != 0) {
                fail("HAETAE2", "cap", "a first-attempt signature differs from HAETAE2's");
            }
        } else {
            refused++;
            expect_refusal("HAETAE2", "cap of 1 attempt", ret, sig, cap->sig_bytes, len, 0.0);
        }
    }
    printf("  cap of 1 attempt: %u of 64 signed, %u refused\n", signed_ok, refused);
    if (signed_ok == 0 || refused == 0) {
        fail("HAETAE2", "cap", "expected both outcomes among 64 messages");
    }
}

int main(void)
{
    static const char *const sets[] = {"HAETAE2", "HAETAE3", "HAETAE5"};
    /* which part of s1 || s2 is zeroed (every field stays in range in every
       mode; a zero field is an extreme coefficient) */
    static const struct {
        const char *name;
        int s2_too;
    } fills[] = {{"s1,s2 zeroed", 1}, {"s1 zeroed", 0}};
    uint8_t seed[64];
    size_t i, f;

    alarm(HANG_SECONDS);
    memset(seed, 0x42, sizeof seed);
    for (i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const kpqc_sig *s = kpqc_sig_find(sets[i]);
        if (s == NULL) {
            fail(sets[i], "registry", "not registered");
            continue;
        }
        for (f = 0; f < sizeof fills / sizeof fills[0]; f++) {
            size_t len = 0;
            if (kpqc_sig_keypair_derand(s, pk, s->pk_bytes, sk, s->sk_bytes, seed,
                                        s->keypair_seed_bytes) != KPQC_OK) {
                fail(s->name, "keypair", "failed");
                continue;
            }
            /* sanity: the unmodified key signs */
            if (kpqc_sig_sign(s, sig, s->sig_bytes, &len, seed, 5, NULL, 0, sk, s->sk_bytes) !=
                KPQC_OK) {
                fail(s->name, "valid key", "did not sign");
            }
            /* sk = pk || s1 || s2 || key (32 bytes) */
            memset(sk + s->pk_bytes, 0,
                   fills[f].s2_too ? s->sk_bytes - s->pk_bytes - 32 : s1_bytes(s));
            check_key(s, fills[f].name);
        }
    }
    check_cap();
    printf("%s\n", failures == 0 ? "ok" : "FAILED");
    return failures == 0 ? 0 : 1;
}
