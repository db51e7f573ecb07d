/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-m4flash-test: the operations of a set whose keys stay in flash
 * (m4keys.h), on the board's 128 KB of RAM. The key file at __keys_start
 * holds the first record of the set's known-answer file (kpqc-m4keygen);
 * the keys are passed to the library in place, as const pointers into
 * flash, never copied to RAM.
 *
 * Signature (MQ-Sign): the record's signature verifies; it is refused
 * (KPQC_ERR_VERIFY) with one bit flipped at either end, and over a changed
 * message; signing the record's message with its coins (sign_derand)
 * gives the record's signature byte for byte; a randomized signature
 * verifies. MQ-Sign-LR-256-112-72 and MQ-Sign-SS-256-112-72 (round 1),
 * whose public keys exceed the flash (sign_only), check the two signing
 * cases alone (the key generation image verified the record's signature);
 * round 1 signs deterministically, so there sign gives the record's
 * signature again. Peregrine's signatures vary in length: the record's is
 * compared with its own length, a fresh one is at most sig_bytes.
 * KEM (PALOMA): decapsulating the record's ciphertext gives its shared
 * secret; a fresh encapsulation decapsulates to its key; a ciphertext with
 * one bit flipped (in r-hat, in s-hat) is implicitly rejected: decaps
 * succeeds with a key different from the valid one, the same key again for
 * the same ciphertext, another key for the other flip
 * (docs/algorithms/paloma.md, "Rejected ciphertexts").
 *
 * Prints one line per check and the number that failed; exit status 0
 * when all pass, else 1 (on a board, the platform prints "#exit <status>"). */
#include <stdio.h>
#include <string.h>

#include "m4keys.h"

static int failures;

static void check(int ok, const char *what)
{
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    if (!ok) {
        failures++;
    }
}

static uint8_t sig[4096], msg[4096];
static uint8_t ct[512], ss[64], ss2[64], ss3[64];

static void test_sig(const m4keys_view *v)
{
    const kpqc_sig *s = v->set->sig;
    const uint8_t *pk = v->field[M4KEYS_PK], *sk = v->field[M4KEYS_SK];
    const uint8_t *m = v->field[M4KEYS_MSG], *rec = v->field[M4KEYS_SIG];
    const size_t mlen = v->len[M4KEYS_MSG], slen = v->len[M4KEYS_SIG];
    size_t siglen = 0;
    if (v->set->sign_only) { /* no public key in the file: signing alone */
        check(s->sign_derand(sig, &siglen, m, mlen, NULL, 0, sk, v->field[M4KEYS_COINS]) == 0 &&
                  siglen == slen && memcmp(sig, rec, slen) == 0,
              "sign_derand: the KAT record's signature, sk in flash");
        memset(sig, 0xAA, sizeof sig);
        if (s->sign_coins_bytes == 0) { /* deterministic (MQ-Sign round 1) */
            check(s->sign(sig, &siglen, m, mlen, NULL, 0, sk) == 0 && siglen == slen &&
                      memcmp(sig, rec, slen) == 0,
                  "sign (deterministic): the same signature");
        } else {
            check(s->sign(sig, &siglen, m, mlen, NULL, 0, sk) == 0 && siglen == slen &&
                      memcmp(sig, rec, slen) != 0,
                  "sign (fresh coins): another signature");
        }
        return;
    }
    check(s->verify(rec, slen, m, mlen, NULL, 0, pk) == 0,
          "verify: the KAT record's signature, pk in flash");
    memcpy(sig, rec, slen);
    sig[0] ^= 0x01;
    check(s->verify(sig, slen, m, mlen, NULL, 0, pk) == KPQC_ERR_VERIFY,
          "verify: refused with bit 0 of the signature flipped");
    sig[0] ^= 0x01;
    sig[slen - 1] ^= 0x80;
    check(s->verify(sig, slen, m, mlen, NULL, 0, pk) == KPQC_ERR_VERIFY,
          "verify: refused with the last bit of the signature flipped");
    memcpy(msg, m, mlen);
    msg[0] ^= 0x01;
    check(s->verify(rec, slen, msg, mlen, NULL, 0, pk) == KPQC_ERR_VERIFY,
          "verify: refused over a changed message");
    memset(sig, 0xAA, sizeof sig);
    check(s->sign_derand(sig, &siglen, m, mlen, NULL, 0, sk, v->field[M4KEYS_COINS]) == 0 &&
              siglen == slen && memcmp(sig, rec, slen) == 0,
          "sign_derand: the KAT record's signature, sk in flash");
    memset(sig, 0xAA, sizeof sig);
    check(s->sign(sig, &siglen, m, mlen, NULL, 0, sk) == 0 &&
              (s->sig_fixed_length ? siglen == slen : siglen <= s->sig_bytes) &&
              s->verify(sig, siglen, m, mlen, NULL, 0, pk) == 0,
          "sign (fresh coins) then verify");
}

static void test_kem(const m4keys_view *v)
{
    const kpqc_kem *k = v->set->kem;
    const uint8_t *pk = v->field[M4KEYS_PK], *sk = v->field[M4KEYS_SK];
    const size_t ctlen = v->len[M4KEYS_CT], sslen = v->len[M4KEYS_SS];
    memset(ss, 0xAA, sizeof ss);
    check(k->decaps(ss, v->field[M4KEYS_CT], sk) == 0 &&
              memcmp(ss, v->field[M4KEYS_SS], sslen) == 0,
          "decaps: the KAT record's ciphertext gives its key, sk in flash");
    memset(ct, 0xAA, sizeof ct);
    check(k->encaps(ct, ss, pk) == 0 && k->decaps(ss2, ct, sk) == 0 && memcmp(ss, ss2, sslen) == 0,
          "encaps (pk in flash) then decaps give the same key");
    /* implicit rejection */
    memcpy(ct, v->field[M4KEYS_CT], ctlen);
    ct[0] ^= 0x01; /* r-hat */
    check(k->decaps(ss, ct, sk) == 0 && memcmp(ss, v->field[M4KEYS_SS], sslen) != 0,
          "decaps: r-hat bit flipped: implicit rejection (success, another key)");
    check(k->decaps(ss2, ct, sk) == 0 && memcmp(ss, ss2, sslen) == 0,
          "decaps: the same rejected ciphertext gives the same key");
    ct[0] ^= 0x01;
    ct[ctlen - 1] ^= 0x04; /* s-hat */
    check(k->decaps(ss3, ct, sk) == 0 && memcmp(ss3, v->field[M4KEYS_SS], sslen) != 0 &&
              memcmp(ss3, ss, sslen) != 0,
          "decaps: s-hat bit flipped: implicit rejection with a third key");
}

int main(void)
{
    size_t region;
    const uint8_t *blob = m4keys_region(&region);
    const char *why = "";
    m4keys_view v;
    if (m4keys_open(blob, region, &v, &why) != 0) {
        printf("#error m4flash-test: %s\n", why);
        fflush(stdout);
        return 1;
    }
    printf("# %s: keys in flash at 0x%08lx (pk %lu bytes, sk %lu bytes)\n",
           v.set->kem != NULL ? v.set->kem->name : v.set->sig->name, (unsigned long)(uintptr_t)blob,
           (unsigned long)v.len[M4KEYS_PK], (unsigned long)v.len[M4KEYS_SK]);
    if (v.set->kem != NULL) {
        test_kem(&v);
    } else {
        test_sig(&v);
    }
    printf("# %d check(s) failed\n", failures);
    fflush(stdout);
    return failures != 0;
}
