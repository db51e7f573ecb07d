/* libFuzzer target: every registered algorithm's decoders on arbitrary
 * bytes, through the checked API. Whatever the input, nothing may crash or
 * read out of bounds (the fuzz build runs under ASan and UBSan), the status
 * must be a known code, and failures must leave zeroed outputs.
 *
 * Input: byte 0 picks the algorithm, byte 1 the operation and whether the
 * rest is fitted to the exact length the operation expects (so the fuzzer
 * reaches the scheme's decoder) or passed with its own length (so it
 * exercises the length checks). Keys are fixed per algorithm. */
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"
#include "tests.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ALGS 64
#define BUF_BYTES (1u << 17)

static uint8_t pks[MAX_ALGS][8192], sks[MAX_ALGS][8192];
static int ready[MAX_ALGS];
static uint8_t in[BUF_BYTES], out[BUF_BYTES];

static int known_status(int s)
{
    return s <= 0 && s >= KPQC_ERR_INTERNAL;
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

/* The fuzz input fitted to exactly n bytes (zero-padded or cut). */
static const uint8_t *fit(const uint8_t *d, size_t len, size_t n)
{
    memset(in, 0, n);
    memcpy(in, d, len < n ? len : n);
    return in;
}

static void check(int cond)
{
    if (!cond) {
        abort();   /* libFuzzer reports the input */
    }
}

static void fuzz_kem(size_t idx, const kpqc_kem *kem, unsigned op, const uint8_t *d, size_t len)
{
    uint8_t seed[256];
    int exact = op & 1, s;
    if (!ready[idx]) {
        memset(seed, 0x5C, sizeof seed);
        check(kem->pk_bytes <= sizeof pks[0] && kem->sk_bytes <= sizeof sks[0]);
        check(kpqc_kem_keypair_derand(kem, pks[idx], kem->pk_bytes, sks[idx], kem->sk_bytes, seed,
                                      kem->keypair_seed_bytes) == KPQC_OK);
        ready[idx] = 1;
    }
    switch ((op >> 1) % 3) {
    case 0: {   /* decapsulate an arbitrary ciphertext */
        size_t n = exact ? kem->ct_bytes : len;
        const uint8_t *ct = exact ? fit(d, len, n) : d;
        s = kpqc_kem_decaps(kem, out, kem->ss_bytes, ct, n, sks[idx], kem->sk_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ss_bytes));
        }
        if (exact && kem->rejection == KPQC_REJECT_IMPLICIT) {
            check(s == KPQC_OK || s == KPQC_ERR_DECODE);
        }
        break;
    }
    case 1: {   /* decapsulate with an arbitrary secret key */
        size_t n = exact ? kem->sk_bytes : len;
        const uint8_t *sk = exact ? fit(d, len, n) : d;
        uint8_t ct[8192];
        check(kem->ct_bytes <= sizeof ct);
        memset(ct, 0x3B, kem->ct_bytes);
        s = kpqc_kem_decaps(kem, out, kem->ss_bytes, ct, kem->ct_bytes, sk, n);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ss_bytes));
        }
        break;
    }
    default: {  /* encapsulate to an arbitrary public key */
        size_t n = exact ? kem->pk_bytes : len;
        const uint8_t *pk = exact ? fit(d, len, n) : d;
        uint8_t coins[256];
        memset(coins, 0x11, sizeof coins);
        s = kpqc_kem_encaps_derand(kem, out, kem->ct_bytes, out + kem->ct_bytes, kem->ss_bytes, pk,
                                   n, coins, kem->encaps_coins_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ct_bytes + kem->ss_bytes));
        }
        break;
    }
    }
}

static void fuzz_sig(size_t idx, const kpqc_sig *sig, unsigned op, const uint8_t *d, size_t len)
{
    static const uint8_t msg[33] = {0x4B, 0x50, 0x51, 0x43};
    uint8_t seed[256];
    int exact = op & 1, s;
    size_t mlen = 0;
    if (!ready[idx]) {
        memset(seed, 0x5C, sizeof seed);
        check(sig->pk_bytes <= sizeof pks[0] && sig->sk_bytes <= sizeof sks[0]);
        check(kpqc_sig_keypair_derand(sig, pks[idx], sig->pk_bytes, sks[idx], sig->sk_bytes, seed,
                                      sig->keypair_seed_bytes) == KPQC_OK);
        ready[idx] = 1;
    }
    switch ((op >> 1) % 3) {
    case 0: {   /* verify an arbitrary signature */
        size_t n = exact ? sig->sig_bytes : len;
        const uint8_t *s_in = exact ? fit(d, len, n) : d;
        s = kpqc_sig_verify(sig, s_in, n, msg, sizeof msg, NULL, 0, pks[idx], sig->pk_bytes);
        check(known_status(s));
        break;
    }
    case 1: {   /* open an arbitrary signed message */
        s = kpqc_sig_open(sig, out, sizeof out, &mlen, d, len, pks[idx], sig->pk_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(mlen == 0 && all_zero(out, len));
        }
        break;
    }
    default: {  /* verify under an arbitrary public key */
        size_t n = exact ? sig->pk_bytes : len;
        const uint8_t *pk = exact ? fit(d, len, n) : d;
        uint8_t sbuf[65536];
        check(sig->sig_bytes <= sizeof sbuf);
        memset(sbuf, 0x27, sig->sig_bytes);
        s = kpqc_sig_verify(sig, sbuf, sig->sig_bytes, msg, sizeof msg, NULL, 0, pk, n);
        check(known_status(s));
        break;
    }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t nalg = t_kem_count() + t_sig_count(), idx;
    if (size < 2 || size > BUF_BYTES || nalg == 0) {
        return 0;
    }
    idx = data[0] % nalg;
    if (idx >= MAX_ALGS) {
        return 0;
    }
    if (idx < t_kem_count()) {
        fuzz_kem(idx, t_kem_at(idx), data[1], data + 2, size - 2);
    } else {
        fuzz_sig(idx, t_sig_at(idx - t_kem_count()), data[1], data + 2, size - 2);
    }
    return 0;
}
