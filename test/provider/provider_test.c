/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* provider_test: the OpenSSL provider through OpenSSL's own APIs.
 *
 *   kpqc-provider-test PROVIDER_DIR kem|sig|codec|tls|config
 *
 * kem     every KEM algorithm through EVP: key generation, encapsulation and
 *         decapsulation, export and import of raw keys, parameters, the
 *         canonical names as aliases, tampered ciphertexts (implicit
 *         rejection gives another secret, explicit an error), wrong sizes.
 * sig     every signature set through EVP: EVP_PKEY_sign/verify and
 *         EVP_DigestSign/Verify (one-shot and streamed) over raw messages,
 *         context strings, digests refused, tampered messages and
 *         signatures rejected, public key export and import.
 * codec   every algorithm's keys through OSSL_ENCODER and OSSL_DECODER:
 *         PrivateKeyInfo and SubjectPublicKeyInfo, DER and PEM, round trips;
 *         tampered, truncated and extended encodings refused.
 * tls     an in-memory TLS 1.3 handshake (BIO pair) over every group and
 *         hybrid, data both ways, the negotiated group checked; client and
 *         server without a common group fail with "no suitable key share".
 * config  a code point moved through the provider's openssl.cnf section is
 *         the one negotiated.
 * The provider is loaded from PROVIDER_DIR, with the default provider, into
 * a library context of the test's own. Exit 0 when every check passed. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include "kpqc.h"
#include "self_signed.h"

/* What the test expects of each algorithm: its name, the library set, the
 * classical half's public and secret sizes, the security bits. */
typedef struct {
    const char *name;
    const char *canonical;
    const char *set;
    size_t classic_pub, classic_ss;
    int secbits;
    unsigned code_point;
} expect;

static const expect algs[] = {
    {"smaugt1", "SMAUG-T1", "smaugt1", 0, 0, 128, 0xFEC0},
    {"smaugt3", "SMAUG-T3", "smaugt3", 0, 0, 192, 0xFEC1},
    {"smaugt5", "SMAUG-T5", "smaugt5", 0, 0, 256, 0xFEC2},
    {"smaugtimer", "SMAUG-TiMER", "smaugttimer", 0, 0, 128, 0xFEC3},
    {"ntruplus768", "NTRU+768", "ntruplus768", 0, 0, 128, 0xFEC4},
    {"ntruplus864", "NTRU+864", "ntruplus864", 0, 0, 192, 0xFEC5},
    {"ntruplus1152", "NTRU+1152", "ntruplus1152", 0, 0, 256, 0xFEC6},
    {"x25519_ntruplus768", "X25519+NTRU+768", "ntruplus768", 32, 32, 128, 0xFEC7},
    {"x25519_smaugt1", "X25519+SMAUG-T1", "smaugt1", 32, 32, 128, 0xFEC8},
    {"p384_ntruplus864", "P-384+NTRU+864", "ntruplus864", 97, 48, 192, 0xFEC9},
    {"p384_smaugt3", "P-384+SMAUG-T3", "smaugt3", 97, 48, 192, 0xFECA},
};
#define NALGS (sizeof algs / sizeof algs[0])

static int failures;
static int checks;
static OSSL_LIB_CTX *test_libctx; /* the one the provider is loaded into */

#define CHECK(cond, ...)                                                    \
    do {                                                                    \
        checks++;                                                           \
        if (!(cond)) {                                                      \
            failures++;                                                     \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                   \
            fputc('\n', stderr);                                            \
            ERR_print_errors_fp(stderr);                                    \
        }                                                                   \
    } while (0)

/* The providers load() loaded: OSSL_PROVIDER_load's references, which
 * must be given back before the library context goes. */
static OSSL_PROVIDER *loaded[2];

static void unload(OSSL_LIB_CTX *libctx)
{
    size_t i;

    for (i = 0; i < 2; i++) {
        if (loaded[i] != NULL)
            OSSL_PROVIDER_unload(loaded[i]);
        loaded[i] = NULL;
    }
    OSSL_LIB_CTX_free(libctx);
}

static OSSL_LIB_CTX *load(const char *dir, const char *config)
{
    OSSL_LIB_CTX *libctx = OSSL_LIB_CTX_new();

    if (libctx == NULL)
        return NULL;
    if (config != NULL) {
        if (!OSSL_LIB_CTX_load_config(libctx, config)) {
            ERR_print_errors_fp(stderr);
            OSSL_LIB_CTX_free(libctx);
            return NULL;
        }
        return libctx;
    }
    if (!OSSL_PROVIDER_set_default_search_path(libctx, dir) ||
        (loaded[0] = OSSL_PROVIDER_load(libctx, "default")) == NULL ||
        (loaded[1] = OSSL_PROVIDER_load(libctx, "kpqcprovider")) == NULL) {
        ERR_print_errors_fp(stderr);
        unload(libctx);
        return NULL;
    }
    return libctx;
}

/* ---- kem ---------------------------------------------------------------------- */

static EVP_PKEY *keygen(OSSL_LIB_CTX *libctx, const char *name)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_name(libctx, name, NULL);
    EVP_PKEY *k = NULL;

    if (c == NULL || EVP_PKEY_keygen_init(c) <= 0 || EVP_PKEY_keygen(c, &k) <= 0)
        k = NULL;
    EVP_PKEY_CTX_free(c);
    return k;
}

static int encaps(OSSL_LIB_CTX *libctx, EVP_PKEY *pub, unsigned char **ct, size_t *ctlen,
                  unsigned char **ss, size_t *sslen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(libctx, pub, NULL);
    int ok = 0;

    *ct = *ss = NULL;
    if (c != NULL && EVP_PKEY_encapsulate_init(c, NULL) > 0 &&
        EVP_PKEY_encapsulate(c, NULL, ctlen, NULL, sslen) > 0) {
        *ct = OPENSSL_malloc(*ctlen);
        *ss = OPENSSL_malloc(*sslen);
        ok = *ct != NULL && *ss != NULL && EVP_PKEY_encapsulate(c, *ct, ctlen, *ss, sslen) > 0;
    }
    EVP_PKEY_CTX_free(c);
    return ok;
}

/* 1 with the secret in ss (sslen updated), 0 on refusal. */
static int decaps(OSSL_LIB_CTX *libctx, EVP_PKEY *priv, const unsigned char *ct, size_t ctlen,
                  unsigned char *ss, size_t *sslen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(libctx, priv, NULL);
    int ok = c != NULL && EVP_PKEY_decapsulate_init(c, NULL) > 0 &&
             EVP_PKEY_decapsulate(c, ss, sslen, ct, ctlen) > 0;

    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return ok;
}

static EVP_PKEY *fromdata(OSSL_LIB_CTX *libctx, const char *name, int selection, unsigned char *pub,
                          size_t publen, unsigned char *priv, size_t privlen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_name(libctx, name, NULL);
    EVP_PKEY *k = NULL;
    OSSL_PARAM p[3];
    int n = 0;

    if (pub != NULL)
        p[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, pub, publen);
    if (priv != NULL)
        p[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, priv, privlen);
    p[n] = OSSL_PARAM_construct_end();
    if (c == NULL || EVP_PKEY_fromdata_init(c) <= 0 || EVP_PKEY_fromdata(c, &k, selection, p) <= 0)
        k = NULL;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return k;
}

static size_t get_octets(EVP_PKEY *k, const char *param, unsigned char *buf, size_t cap)
{
    size_t n = 0;

    if (EVP_PKEY_get_octet_string_param(k, param, buf, cap, &n) != 1)
        return 0;
    return n;
}

/* EVP_PKEY_pairwise_check: 1 when the pair belongs together. */
static int pairwise_check(EVP_PKEY *k)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(test_libctx, k, NULL);
    int r = c != NULL ? EVP_PKEY_pairwise_check(c) : -1;

    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return r;
}

static void test_kem_alg(OSSL_LIB_CTX *libctx, const expect *e)
{
    const kpqc_kem *kem = kpqc_kem_find(e->set);
    EVP_PKEY *k, *k2 = NULL, *pubonly = NULL, *alias = NULL;
    unsigned char *ct = NULL, *ss = NULL, *ct2 = NULL, *ss2 = NULL;
    unsigned char got[160], got2[160];
    static unsigned char pub[4096], priv[8192], pub2[4096];
    size_t ctlen = 0, sslen = 0, ctlen2 = 0, sslen2 = 0, n, publen, privlen, i;
    int bits = 0, secbits = 0, size = 0;

    if (kem == NULL) {
        printf("%s: not in this build, skipped\n", e->name);
        return;
    }
    k = keygen(libctx, e->name);
    CHECK(k != NULL, "%s: keygen", e->name);
    if (k == NULL)
        return;
    /* parameters */
    CHECK(EVP_PKEY_get_int_param(k, OSSL_PKEY_PARAM_BITS, &bits) && bits > 0, "%s bits", e->name);
    CHECK(EVP_PKEY_get_int_param(k, OSSL_PKEY_PARAM_SECURITY_BITS, &secbits) &&
              secbits == e->secbits && EVP_PKEY_get_security_bits(k) == e->secbits,
          "%s security bits %d", e->name, secbits);
    size = EVP_PKEY_get_size(k);
    CHECK(size == (int)(e->classic_pub + kem->ct_bytes), "%s max size %d", e->name, size);
    CHECK(EVP_PKEY_is_a(k, e->name) && EVP_PKEY_is_a(k, e->canonical), "%s names", e->name);

    /* round trip */
    CHECK(encaps(libctx, k, &ct, &ctlen, &ss, &sslen) && ct != NULL && ss != NULL, "%s encapsulate",
          e->name);
    CHECK(ctlen == e->classic_pub + kem->ct_bytes && sslen == e->classic_ss + kem->ss_bytes,
          "%s sizes %zu %zu", e->name, ctlen, sslen);
    if (ct == NULL || ss == NULL || ctlen != e->classic_pub + kem->ct_bytes ||
        sslen != e->classic_ss + kem->ss_bytes || sslen > sizeof got) {
        OPENSSL_free(ct);
        OPENSSL_free(ss);
        EVP_PKEY_free(k);
        return;
    }
    n = sizeof got;
    CHECK(decaps(libctx, k, ct, ctlen, got, &n) && n == sslen && memcmp(got, ss, n) == 0,
          "%s decapsulate", e->name);
    /* a second encapsulation: fresh randomness */
    CHECK(encaps(libctx, k, &ct2, &ctlen2, &ss2, &sslen2) && ct2 != NULL && ss2 != NULL &&
              ctlen2 == ctlen && sslen2 == sslen && memcmp(ct, ct2, ctlen) != 0 &&
              memcmp(ss, ss2, sslen) != 0,
          "%s second encapsulation", e->name);

    /* a tampered KEM ciphertext: implicit rejection, another secret;
     * explicit rejection, an error */
    ct[ctlen - 1] ^= 0x01;
    n = sizeof got;
    if (kem->rejection == KPQC_REJECT_IMPLICIT)
        CHECK(decaps(libctx, k, ct, ctlen, got, &n) && n == sslen &&
                  memcmp(got + e->classic_ss, ss + e->classic_ss, sslen - e->classic_ss) != 0,
              "%s tampered KEM ciphertext", e->name);
    else
        CHECK(!decaps(libctx, k, ct, ctlen, got, &n), "%s tampered KEM ciphertext", e->name);
    ct[ctlen - 1] ^= 0x01;
    /* a tampered classical share: another classical secret, or refused
     * (a P-384 point off the curve) */
    if (e->classic_pub != 0) {
        ct[e->classic_pub - 2] ^= 0x01;
        n = sizeof got;
        CHECK(!decaps(libctx, k, ct, ctlen, got, &n) || memcmp(got, ss, e->classic_ss) != 0,
              "%s tampered classical share", e->name);
        ct[e->classic_pub - 2] ^= 0x01;
    }
    /* wrong ciphertext length, short output buffer */
    n = sizeof got;
    CHECK(!decaps(libctx, k, ct, ctlen - 1, got, &n), "%s short ciphertext", e->name);
    n = sslen - 1;
    CHECK(!decaps(libctx, k, ct, ctlen, got, &n), "%s short secret buffer", e->name);

    /* export and import: public key alone, then the key pair */
    publen = get_octets(k, OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub);
    CHECK(publen == e->classic_pub + kem->pk_bytes, "%s public key %zu", e->name, publen);
    CHECK(get_octets(k, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, pub2, sizeof pub2) == publen &&
              memcmp(pub, pub2, publen) == 0,
          "%s encoded public key", e->name);
    pubonly = fromdata(libctx, e->name, EVP_PKEY_PUBLIC_KEY, pub, publen, NULL, 0);
    CHECK(pubonly != NULL, "%s import public", e->name);
    if (pubonly != NULL) {
        OPENSSL_free(ct2);
        OPENSSL_free(ss2);
        ct2 = ss2 = NULL;
        CHECK(encaps(libctx, pubonly, &ct2, &ctlen2, &ss2, &sslen2) && ct2 != NULL && ss2 != NULL,
              "%s encaps imported", e->name);
        n = sizeof got;
        CHECK(ct2 != NULL && ss2 != NULL && decaps(libctx, k, ct2, ctlen2, got, &n) &&
                  n == sslen2 && memcmp(got, ss2, sslen2) == 0,
              "%s decaps of the imported key's ciphertext", e->name);
        n = sizeof got;
        CHECK(!decaps(libctx, pubonly, ct2, ctlen2, got, &n), "%s decaps without private key",
              e->name);
        CHECK(EVP_PKEY_eq(k, pubonly) == 1, "%s match", e->name);
    }
    {
        OSSL_PARAM *all = NULL;
        const OSSL_PARAM *sp;
        const void *pv = NULL;

        CHECK(EVP_PKEY_todata(k, EVP_PKEY_KEYPAIR, &all) == 1, "%s todata", e->name);
        sp = all != NULL ? OSSL_PARAM_locate_const(all, OSSL_PKEY_PARAM_PRIV_KEY) : NULL;
        privlen = 0;
        CHECK(sp != NULL && OSSL_PARAM_get_octet_string_ptr(sp, &pv, &privlen) &&
                  privlen <= sizeof priv && privlen == e->classic_ss + kem->sk_bytes,
              "%s private key", e->name);
        if (sp != NULL && privlen <= sizeof priv && pv != NULL)
            memcpy(priv, pv, privlen);
        OSSL_PARAM_free(all);
    }
    k2 = fromdata(libctx, e->name, EVP_PKEY_KEYPAIR, pub, publen, priv, privlen);
    CHECK(k2 != NULL, "%s import key pair", e->name);
    if (k2 != NULL) {
        n = sizeof got2;
        CHECK(decaps(libctx, k2, ct, ctlen, got2, &n) && memcmp(got2, ss, sslen) == 0,
              "%s decaps with the imported key pair", e->name);
    }
    /* wrong sizes and, for a hybrid, a private key that does not belong to
     * the public one are refused */
    CHECK(fromdata(libctx, e->name, EVP_PKEY_PUBLIC_KEY, pub, publen - 1, NULL, 0) == NULL,
          "%s short public key imported", e->name);
    CHECK(fromdata(libctx, e->name, EVP_PKEY_KEYPAIR, pub, publen, priv, privlen - 1) == NULL,
          "%s short private key imported", e->name);
    if (e->classic_pub != 0) {
        EVP_PKEY *bad;

        /* (not byte 0: X25519 clamps its low bits away) */
        priv[5] ^= 0x01;
        bad = fromdata(libctx, e->name, EVP_PKEY_KEYPAIR, pub, publen, priv, privlen);
        CHECK(bad == NULL, "%s mismatched classical pair imported", e->name);
        EVP_PKEY_free(bad);
        priv[5] ^= 0x01;
    }
    /* the canonical name is an alias */
    alias = keygen(libctx, e->canonical);
    CHECK(alias != NULL && EVP_PKEY_is_a(alias, e->name), "%s alias %s", e->name, e->canonical);
    /* the pairwise check: a key pair passes, one key's public key with
     * another's private key fails (or, for a hybrid, is refused at import) */
    CHECK(pairwise_check(k) == 1, "%s pairwise check", e->name);
    if (alias != NULL) {
        size_t apublen = get_octets(alias, OSSL_PKEY_PARAM_PUB_KEY, pub2, sizeof pub2);
        EVP_PKEY *mixed = fromdata(libctx, e->name, EVP_PKEY_KEYPAIR, pub2, apublen, priv, privlen);

        CHECK(mixed == NULL || pairwise_check(mixed) != 1, "%s mismatched pair passes", e->name);
        EVP_PKEY_free(mixed);
    }
    /* another key's public value does not match */
    CHECK(alias == NULL || EVP_PKEY_eq(k, alias) != 1, "%s matches another key", e->name);
    for (i = 0; i < sizeof priv; i++)
        priv[i] = 0;
    OPENSSL_free(ct);
    OPENSSL_free(ss);
    OPENSSL_free(ct2);
    OPENSSL_free(ss2);
    EVP_PKEY_free(k);
    EVP_PKEY_free(k2);
    EVP_PKEY_free(pubonly);
    EVP_PKEY_free(alias);
    printf("%s: EVP round trips, import/export, tampering: checked\n", e->name);
}

static void test_kem(OSSL_LIB_CTX *libctx)
{
    size_t i;

    for (i = 0; i < NALGS; i++)
        test_kem_alg(libctx, &algs[i]);
}

/* ---- sig ---------------------------------------------------------------------- */

static const char *const sig_names[] = {"haetae2",   "haetae3",   "haetae5",
                                        "aimer128f", "aimer128s", "aimer192f",
                                        "aimer192s", "aimer256f", "aimer256s"};
static const char *const sig_canonical[] = {"HAETAE2",    "HAETAE3",    "HAETAE5",
                                            "AIMer-128f", "AIMer-128s", "AIMer-192f",
                                            "AIMer-192s", "AIMer-256f", "AIMer-256s"};

/* EVP_PKEY_sign / EVP_PKEY_verify over the raw message, with a context
 * string (NULL: none). Sign returns the signature length, 0 on failure. */
static size_t pkey_sign(EVP_PKEY *k, const unsigned char *ctx, size_t ctxlen,
                        const unsigned char *m, size_t mlen, unsigned char *sig, size_t cap)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(test_libctx, k, NULL);
    OSSL_PARAM p[2];
    size_t len = cap;
    int ok;

    p[0] = OSSL_PARAM_construct_octet_string("context-string", (void *)ctx, ctxlen);
    p[1] = OSSL_PARAM_construct_end();
    ok = c != NULL && EVP_PKEY_sign_init(c) > 0 &&
         (ctx == NULL || EVP_PKEY_CTX_set_params(c, p) > 0) &&
         EVP_PKEY_sign(c, sig, &len, m, mlen) > 0;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return ok ? len : 0;
}

static int pkey_verify(EVP_PKEY *k, const unsigned char *ctx, size_t ctxlen, const unsigned char *m,
                       size_t mlen, const unsigned char *sig, size_t siglen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(test_libctx, k, NULL);
    OSSL_PARAM p[2];
    int ok;

    p[0] = OSSL_PARAM_construct_octet_string("context-string", (void *)ctx, ctxlen);
    p[1] = OSSL_PARAM_construct_end();
    ok = c != NULL && EVP_PKEY_verify_init(c) > 0 &&
         (ctx == NULL || EVP_PKEY_CTX_set_params(c, p) > 0) &&
         EVP_PKEY_verify(c, sig, siglen, m, mlen) == 1;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return ok;
}

/* EVP_DigestSign without a digest: one-shot (chunk 0) or streamed in
 * chunks of that size. */
static size_t digest_sign(OSSL_LIB_CTX *libctx, EVP_PKEY *k, const char *md, const unsigned char *m,
                          size_t mlen, size_t chunk, unsigned char *sig, size_t cap)
{
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    size_t len = cap, at;
    int ok = c != NULL && EVP_DigestSignInit_ex(c, NULL, md, libctx, NULL, k, NULL) > 0;

    if (ok && chunk == 0) {
        ok = EVP_DigestSign(c, sig, &len, m, mlen) > 0;
    } else if (ok) {
        for (at = 0; ok && at < mlen; at += chunk)
            ok = EVP_DigestSignUpdate(c, m + at, mlen - at < chunk ? mlen - at : chunk) > 0;
        ok = ok && EVP_DigestSignFinal(c, sig, &len) > 0;
    }
    EVP_MD_CTX_free(c);
    ERR_clear_error();
    return ok ? len : 0;
}

static int digest_verify(OSSL_LIB_CTX *libctx, EVP_PKEY *k, const unsigned char *m, size_t mlen,
                         size_t chunk, const unsigned char *sig, size_t siglen)
{
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    size_t at;
    int ok = c != NULL && EVP_DigestVerifyInit_ex(c, NULL, NULL, libctx, NULL, k, NULL) > 0;

    if (ok && chunk == 0) {
        ok = EVP_DigestVerify(c, sig, siglen, m, mlen) == 1;
    } else if (ok) {
        for (at = 0; ok && at < mlen; at += chunk)
            ok = EVP_DigestVerifyUpdate(c, m + at, mlen - at < chunk ? mlen - at : chunk) > 0;
        ok = ok && EVP_DigestVerifyFinal(c, sig, siglen) == 1;
    }
    EVP_MD_CTX_free(c);
    ERR_clear_error();
    return ok;
}

static void test_sig_alg(OSSL_LIB_CTX *libctx, const char *name, const char *canonical)
{
    const kpqc_sig *s = kpqc_sig_find(name);
    static unsigned char sig[65536], sig2[65536], pub[4096];
    static const unsigned char msg[] = "a message of a certain length, signed whole, not hashed";
    static const unsigned char ctx[] = "context";
    size_t mlen = sizeof msg - 1, len, len2, publen;
    char mdname[32] = "";
    EVP_PKEY *k, *pubonly = NULL, *alias;
    int secbits, expect_bits;

    if (s == NULL) {
        printf("%s: not in this build, skipped\n", name);
        return;
    }
    k = keygen(libctx, name);
    CHECK(k != NULL, "%s: keygen", name);
    if (k == NULL)
        return;
    expect_bits = s->nist_level <= 2 ? 128 : s->nist_level <= 4 ? 192 : 256;
    secbits = EVP_PKEY_get_security_bits(k);
    CHECK(secbits == expect_bits, "%s security bits %d", name, secbits);
    CHECK(EVP_PKEY_get_size(k) == (int)s->sig_bytes, "%s max size", name);
    CHECK(EVP_PKEY_get_default_digest_name(k, mdname, sizeof mdname) == 2 &&
              strcmp(mdname, "UNDEF") == 0,
          "%s mandatory digest: none (%s)", name, mdname);

    /* EVP_PKEY_sign over the raw message */
    len = pkey_sign(k, NULL, 0, msg, mlen, sig, sizeof sig);
    CHECK(len > 0 && len <= s->sig_bytes && (!s->sig_fixed_length || len == s->sig_bytes),
          "%s sign (%zu)", name, len);
    CHECK(pkey_verify(k, NULL, 0, msg, mlen, sig, len), "%s verify", name);
    sig[len / 2] ^= 0x10;
    CHECK(!pkey_verify(k, NULL, 0, msg, mlen, sig, len), "%s tampered signature accepted", name);
    sig[len / 2] ^= 0x10;
    CHECK(!pkey_verify(k, NULL, 0, msg, mlen - 1, sig, len), "%s other message accepted", name);
    CHECK(!pkey_verify(k, NULL, 0, msg, mlen, sig, len - 1), "%s short signature accepted", name);
    CHECK(pkey_sign(k, NULL, 0, msg, mlen, sig2, s->sig_bytes - 1) == 0 || !s->sig_fixed_length,
          "%s short output buffer", name);

    /* context strings */
    len = pkey_sign(k, ctx, sizeof ctx - 1, msg, mlen, sig, sizeof sig);
    CHECK(len > 0, "%s sign with context", name);
    CHECK(pkey_verify(k, ctx, sizeof ctx - 1, msg, mlen, sig, len), "%s verify with context", name);
    CHECK(!pkey_verify(k, NULL, 0, msg, mlen, sig, len), "%s context ignored", name);
    CHECK(!pkey_verify(k, ctx, sizeof ctx - 2, msg, mlen, sig, len), "%s other context accepted",
          name);

    /* EVP_DigestSign: one-shot and streamed, raw message; a digest refused */
    len = digest_sign(libctx, k, NULL, msg, mlen, 0, sig, sizeof sig);
    len2 = digest_sign(libctx, k, NULL, msg, mlen, 7, sig2, sizeof sig2);
    CHECK(len > 0 && len2 > 0, "%s DigestSign", name);
    CHECK(digest_verify(libctx, k, msg, mlen, 0, sig, len) &&
              digest_verify(libctx, k, msg, mlen, 5, sig, len) &&
              digest_verify(libctx, k, msg, mlen, 0, sig2, len2) &&
              pkey_verify(k, NULL, 0, msg, mlen, sig2, len2),
          "%s DigestVerify", name);
    sig2[0] ^= 0x01;
    CHECK(!digest_verify(libctx, k, msg, mlen, 3, sig2, len2), "%s tampered (streamed)", name);
    CHECK(digest_sign(libctx, k, "SHA256", msg, mlen, 0, sig, sizeof sig) == 0,
          "%s signs with a digest", name);

    /* public key export and import */
    publen = get_octets(k, OSSL_PKEY_PARAM_PUB_KEY, pub, sizeof pub);
    CHECK(publen == s->pk_bytes, "%s public key", name);
    pubonly = fromdata(libctx, name, EVP_PKEY_PUBLIC_KEY, pub, publen, NULL, 0);
    CHECK(pubonly != NULL && pkey_verify(pubonly, NULL, 0, msg, mlen, sig, len) &&
              pkey_sign(pubonly, NULL, 0, msg, mlen, sig2, sizeof sig2) == 0,
          "%s imported public key", name);
    alias = keygen(libctx, canonical);
    CHECK(alias != NULL && EVP_PKEY_is_a(alias, name), "%s alias %s", name, canonical);
    CHECK(pairwise_check(k) == 1, "%s pairwise check", name);
    if (alias != NULL) {
        /* alias's public key with k's private key */
        static unsigned char apub[4096], priv[8192];
        size_t apublen = get_octets(alias, OSSL_PKEY_PARAM_PUB_KEY, apub, sizeof apub);
        OSSL_PARAM *all = NULL;
        const OSSL_PARAM *sp;
        const void *pv = NULL;
        size_t privlen = 0;
        EVP_PKEY *mixed = NULL;

        if (EVP_PKEY_todata(k, EVP_PKEY_KEYPAIR, &all) == 1 &&
            (sp = OSSL_PARAM_locate_const(all, OSSL_PKEY_PARAM_PRIV_KEY)) != NULL &&
            OSSL_PARAM_get_octet_string_ptr(sp, &pv, &privlen) && privlen <= sizeof priv) {
            memcpy(priv, pv, privlen);
            mixed = fromdata(libctx, name, EVP_PKEY_KEYPAIR, apub, apublen, priv, privlen);
        }
        OSSL_PARAM_free(all);
        CHECK(mixed != NULL && pairwise_check(mixed) != 1, "%s mismatched pair passes", name);
        EVP_PKEY_free(mixed);
        OPENSSL_cleanse(priv, sizeof priv);
    }
    CHECK(alias == NULL || !pkey_verify(alias, NULL, 0, msg, mlen, sig, len),
          "%s another key verifies", name);
    EVP_PKEY_free(alias);
    EVP_PKEY_free(pubonly);
    EVP_PKEY_free(k);
    printf("%s: sign/verify, DigestSign, contexts, tampering: checked\n", name);
}

static void test_sig(OSSL_LIB_CTX *libctx)
{
    size_t i;

    for (i = 0; i < sizeof sig_names / sizeof sig_names[0]; i++)
        test_sig_alg(libctx, sig_names[i], sig_canonical[i]);
}

/* ---- codec -------------------------------------------------------------------- */

/* The key encoded (selection, "DER" or "PEM", structure); length or 0. */
static size_t encode(EVP_PKEY *k, int selection, const char *type, const char *structure,
                     unsigned char **out)
{
    OSSL_ENCODER_CTX *c = OSSL_ENCODER_CTX_new_for_pkey(k, selection, type, structure, NULL);
    size_t len = 0;

    *out = NULL;
    if (c == NULL || OSSL_ENCODER_CTX_get_num_encoders(c) == 0 ||
        !OSSL_ENCODER_to_data(c, out, &len))
        len = 0;
    OSSL_ENCODER_CTX_free(c);
    return len;
}

/* The private key as encrypted PEM (AES-256-CBC, PBES2); length or 0. */
static size_t encode_encrypted(EVP_PKEY *k, const char *pass, unsigned char **out)
{
    OSSL_ENCODER_CTX *c =
        OSSL_ENCODER_CTX_new_for_pkey(k, EVP_PKEY_KEYPAIR, "PEM", "PrivateKeyInfo", NULL);
    size_t len = 0;

    *out = NULL;
    if (c == NULL || OSSL_ENCODER_CTX_get_num_encoders(c) == 0 ||
        !OSSL_ENCODER_CTX_set_cipher(c, "AES-256-CBC", NULL) ||
        !OSSL_ENCODER_CTX_set_passphrase(c, (const unsigned char *)pass, strlen(pass)) ||
        !OSSL_ENCODER_to_data(c, out, &len))
        len = 0;
    OSSL_ENCODER_CTX_free(c);
    return len;
}

static EVP_PKEY *decode_encrypted(OSSL_LIB_CTX *libctx, const unsigned char *in, size_t len,
                                  const char *pass)
{
    EVP_PKEY *k = NULL;
    OSSL_DECODER_CTX *c =
        OSSL_DECODER_CTX_new_for_pkey(&k, "PEM", NULL, NULL, EVP_PKEY_KEYPAIR, libctx, NULL);

    if (c == NULL ||
        !OSSL_DECODER_CTX_set_passphrase(c, (const unsigned char *)pass, strlen(pass)) ||
        !OSSL_DECODER_from_data(c, &in, &len)) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    OSSL_DECODER_CTX_free(c);
    ERR_clear_error();
    return k;
}

/* The bytes the last decode() left unread. */
static size_t decode_left;

static EVP_PKEY *decode(OSSL_LIB_CTX *libctx, const unsigned char *in, size_t len, int selection,
                        const char *type)
{
    EVP_PKEY *k = NULL;
    OSSL_DECODER_CTX *c =
        OSSL_DECODER_CTX_new_for_pkey(&k, type, NULL, NULL, selection, libctx, NULL);

    if (c == NULL || !OSSL_DECODER_from_data(c, &in, &len)) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    decode_left = len;
    OSSL_DECODER_CTX_free(c);
    ERR_clear_error();
    return k;
}

static void test_codec_alg(OSSL_LIB_CTX *libctx, const char *name)
{
    static const struct {
        int selection;
        const char *structure;
    } forms[] = {{EVP_PKEY_KEYPAIR, "PrivateKeyInfo"},
                 {EVP_PKEY_PUBLIC_KEY, "SubjectPublicKeyInfo"}};
    EVP_PKEY *k = keygen(libctx, name), *d;
    unsigned char *der = NULL, *pem = NULL, *bad;
    size_t f, derlen, pemlen, i;

    CHECK(k != NULL, "%s: keygen", name);
    if (k == NULL)
        return;
    for (f = 0; f < 2; f++) {
        int sel = forms[f].selection;

        derlen = encode(k, sel, "DER", forms[f].structure, &der);
        pemlen = encode(k, sel, "PEM", forms[f].structure, &pem);
        CHECK(derlen > 0 && pemlen > 0, "%s %s: encode", name, forms[f].structure);
        if (derlen == 0 || pemlen == 0) {
            OPENSSL_free(der);
            OPENSSL_free(pem);
            continue;
        }
        CHECK(memcmp(pem, f == 0 ? "-----BEGIN PRIVATE KEY-----" : "-----BEGIN PUBLIC KEY-----",
                     f == 0 ? 27 : 26) == 0,
              "%s PEM label", name);
        d = decode(libctx, der, derlen, sel, "DER");
        CHECK(d != NULL && EVP_PKEY_eq(k, d) == 1 && EVP_PKEY_is_a(d, name), "%s %s DER round trip",
              name, forms[f].structure);
        if (d != NULL && f == 0) {
            /* the decoded private key encodes to the same bytes */
            unsigned char *again = NULL;
            size_t n = encode(d, sel, "DER", forms[f].structure, &again);

            CHECK(n == derlen && memcmp(again, der, n) == 0, "%s re-encoding", name);
            OPENSSL_free(again);
        }
        EVP_PKEY_free(d);
        d = decode(libctx, pem, pemlen, sel, "PEM");
        CHECK(d != NULL && EVP_PKEY_eq(k, d) == 1, "%s %s PEM round trip", name,
              forms[f].structure);
        EVP_PKEY_free(d);
        /* tampering: the OID's last byte, a length, truncation, an extra byte */
        bad = OPENSSL_malloc(derlen + 1);
        if (bad != NULL) {
            /* past the outer header (and the version of a private key) to
             * the AlgorithmIdentifier: 30 len 06 len oid */
            i = 2 + (der[1] < 0x80 ? 0 : (size_t)(der[1] & 0x7F)) + (f == 0 ? 3 : 0);
            memcpy(bad, der, derlen);
            CHECK(bad[i] == 0x30 && bad[i + 2] == 0x06, "%s AlgorithmIdentifier at %zu", name, i);
            bad[i + 3 + bad[i + 3]] ^= 0x7F; /* the OID's last byte */
            d = decode(libctx, bad, derlen, sel, "DER");
            CHECK(d == NULL, "%s %s: other OID accepted", name, forms[f].structure);
            EVP_PKEY_free(d);
            memcpy(bad, der, derlen);
            d = decode(libctx, bad, derlen - 1, sel, "DER");
            CHECK(d == NULL, "%s %s: truncated accepted", name, forms[f].structure);
            EVP_PKEY_free(d);
            bad[derlen] = 0;
            /* OpenSSL's own SubjectPublicKeyInfo pre-decoder reads one
             * structure and reports what follows as unread: either way the
             * extra byte is not taken as part of the key */
            d = decode(libctx, bad, derlen + 1, sel, "DER");
            CHECK(d == NULL || decode_left == 1, "%s %s: trailing byte taken", name,
                  forms[f].structure);
            EVP_PKEY_free(d);
            bad[1 + (der[1] < 0x80 ? 0 : (size_t)(der[1] & 0x7F))] ^= 0x01; /* outer length */
            d = decode(libctx, bad, derlen, sel, "DER");
            CHECK(d == NULL, "%s %s: wrong length accepted", name, forms[f].structure);
            EVP_PKEY_free(d);
            OPENSSL_clear_free(bad, derlen + 1);
        }
        OPENSSL_clear_free(der, derlen);
        OPENSSL_free(pem);
    }
    /* an encrypted private key: the plaintext never appears, the right
     * passphrase gives the key back, a wrong one nothing */
    pemlen = encode_encrypted(k, "passphrase", &pem);
    CHECK(pemlen > 0 && memcmp(pem, "-----BEGIN ENCRYPTED PRIVATE KEY-----", 37) == 0,
          "%s encrypted PEM", name);
    if (pemlen > 0) {
        d = decode_encrypted(libctx, pem, pemlen, "passphrase");
        CHECK(d != NULL && EVP_PKEY_eq(k, d) == 1 && pairwise_check(d) == 1,
              "%s encrypted round trip", name);
        EVP_PKEY_free(d);
        d = decode_encrypted(libctx, pem, pemlen, "wrong");
        CHECK(d == NULL, "%s decrypted with a wrong passphrase", name);
        EVP_PKEY_free(d);
    }
    OPENSSL_free(pem);
    EVP_PKEY_free(k);
    printf("%s: PKCS#8 and SPKI, DER and PEM, round trips and tampering: checked\n", name);
}

/* KPQC_PROVIDER_TEST_QUICK=1 (the memcheck run): one algorithm of each
 * kind of key the codec handles, instead of all of them. */
static int selected(const char *name)
{
    static const char *const quick[] = {"ntruplus768",  "smaugt1", "x25519_ntruplus768",
                                        "p384_smaugt3", "haetae2", "aimer128f"};
    const char *env = getenv("KPQC_PROVIDER_TEST_QUICK");
    size_t i;

    if (env == NULL || strcmp(env, "1") != 0)
        return 1;
    for (i = 0; i < sizeof quick / sizeof quick[0]; i++) {
        if (strcmp(name, quick[i]) == 0)
            return 1;
    }
    return 0;
}

static void test_codec(OSSL_LIB_CTX *libctx)
{
    size_t i;

    for (i = 0; i < NALGS; i++) {
        if (kpqc_kem_find(algs[i].set) != NULL && selected(algs[i].name))
            test_codec_alg(libctx, algs[i].name);
    }
    for (i = 0; i < sizeof sig_names / sizeof sig_names[0]; i++) {
        if (kpqc_sig_find(sig_names[i]) != NULL && selected(sig_names[i]))
            test_codec_alg(libctx, sig_names[i]);
    }
}

/* ---- tls ---------------------------------------------------------------------- */

static SSL_CTX *make_ctx(OSSL_LIB_CTX *libctx, int server, const char *groups, EVP_PKEY *key,
                         X509 *cert)
{
    SSL_CTX *c = SSL_CTX_new_ex(libctx, NULL, server ? TLS_server_method() : TLS_client_method());

    if (c == NULL)
        return NULL;
    if (!SSL_CTX_set_min_proto_version(c, TLS1_3_VERSION) ||
        !SSL_CTX_set_max_proto_version(c, TLS1_3_VERSION) ||
        SSL_CTX_set1_groups_list(c, groups) != 1 ||
        (server &&
         (SSL_CTX_use_certificate(c, cert) != 1 || SSL_CTX_use_PrivateKey(c, key) != 1))) {
        ERR_print_errors_fp(stderr);
        SSL_CTX_free(c);
        return NULL;
    }
    SSL_CTX_set_verify(c, SSL_VERIFY_NONE, NULL);
    return c;
}

/* One step of a side's handshake: 1 done, 0 wants more, -1 failed. */
static int step(SSL *s)
{
    int r = SSL_do_handshake(s), e;

    if (r == 1)
        return 1;
    e = SSL_get_error(s, r);
    return e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE ? 0 : -1;
}

/* Handshake client and server over a BIO pair, at most 32 rounds. Returns
 * 1 when both finished, 0 when both failed, -1 otherwise. *server_error
 * receives the server's first error reason. */
static int handshake(SSL_CTX *sc, SSL_CTX *cc, SSL **server, SSL **client,
                     unsigned long *server_error)
{
    BIO *bs = NULL, *bc = NULL;
    int cs = 0, ss = 0, round;

    *server_error = 0;
    *server = SSL_new(sc);
    *client = SSL_new(cc);
    if (*server == NULL || *client == NULL || !BIO_new_bio_pair(&bs, 0, &bc, 0))
        return -1;
    SSL_set_bio(*server, bs, bs);
    SSL_set_bio(*client, bc, bc);
    SSL_set_accept_state(*server);
    SSL_set_connect_state(*client);
    for (round = 0; round < 32 && !(cs != 0 && ss != 0); round++) {
        if (cs == 0)
            cs = step(*client);
        if (ss == 0) {
            ss = step(*server);
            if (ss < 0)
                *server_error = ERR_peek_error();
        }
    }
    ERR_clear_error();
    if (cs == 1 && ss == 1)
        return 1;
    return cs < 0 && ss < 0 ? 0 : -1;
}

static int transfer(SSL *from, SSL *to, const char *msg)
{
    char buf[64];
    int n = (int)strlen(msg), got;

    if (SSL_write(from, msg, n) != n)
        return 0;
    got = SSL_read(to, buf, sizeof buf);
    return got == n && memcmp(buf, msg, (size_t)n) == 0;
}

static void test_tls_group(OSSL_LIB_CTX *libctx, EVP_PKEY *key, X509 *cert, const expect *e,
                           unsigned code_point)
{
    SSL_CTX *sc = make_ctx(libctx, 1, e->name, key, cert);
    SSL_CTX *cc = make_ctx(libctx, 0, e->name, key, cert);
    SSL *s = NULL, *c = NULL;
    unsigned long err;
    int r;

    CHECK(sc != NULL && cc != NULL, "%s: contexts", e->name);
    if (sc != NULL && cc != NULL) {
        r = handshake(sc, cc, &s, &c, &err);
        CHECK(r == 1, "%s: handshake (%d)", e->name, r);
        if (r == 1) {
            int g = SSL_get_negotiated_group(c);
            const char *gname = SSL_group_to_name(c, g);

            /* a group OpenSSL has no NID for comes as TLSEXT_nid_unknown | id */
            CHECK(((unsigned)g & 0xFFFFu) == code_point && SSL_get_negotiated_group(s) == g,
                  "%s: negotiated group 0x%04x", e->name, (unsigned)g & 0xFFFFu);
            CHECK(gname != NULL && strcmp(gname, e->name) == 0, "%s: group name %s", e->name,
                  gname != NULL ? gname : "(none)");
            CHECK(SSL_version(c) == TLS1_3_VERSION, "%s: TLS 1.3", e->name);
            CHECK(transfer(c, s, "ping from the client") && transfer(s, c, "pong from the server"),
                  "%s: data both ways", e->name);
            printf("%s: handshake over group 0x%04x, data both ways: checked\n", e->name,
                   (unsigned)g & 0xFFFFu);
        }
    }
    SSL_free(s);
    SSL_free(c);
    SSL_CTX_free(sc);
    SSL_CTX_free(cc);
}

static void test_no_common_group(OSSL_LIB_CTX *libctx, EVP_PKEY *key, X509 *cert,
                                 const char *server_groups, const char *client_groups)
{
    SSL_CTX *sc = make_ctx(libctx, 1, server_groups, key, cert);
    SSL_CTX *cc = make_ctx(libctx, 0, client_groups, key, cert);
    SSL *s = NULL, *c = NULL;
    unsigned long err = 0;
    int r = -1;

    if (sc != NULL && cc != NULL)
        r = handshake(sc, cc, &s, &c, &err);
    CHECK(r == 0 && ERR_GET_REASON(err) == SSL_R_NO_SUITABLE_KEY_SHARE,
          "server %s, client %s: want both to fail with no suitable key share (%d, reason %d)",
          server_groups, client_groups, r, ERR_GET_REASON(err));
    printf("server %s, client %s: no common group, both sides failed: checked\n", server_groups,
           client_groups);
    SSL_free(s);
    SSL_free(c);
    SSL_CTX_free(sc);
    SSL_CTX_free(cc);
}

static void test_tls(OSSL_LIB_CTX *libctx)
{
    EVP_PKEY *key = NULL;
    X509 *cert = NULL;
    size_t i;

    CHECK(make_cert(libctx, &key, &cert), "server certificate");
    for (i = 0; i < NALGS; i++) {
        if (kpqc_kem_find(algs[i].set) != NULL)
            test_tls_group(libctx, key, cert, &algs[i], algs[i].code_point);
    }
    /* (with the sets they use: a build may have a subset, KPQC_ALGORITHMS) */
    if (kpqc_kem_find("smaugt1") != NULL && kpqc_kem_find("ntruplus768") != NULL)
        test_no_common_group(libctx, key, cert, "smaugt1", "ntruplus768");
    if (kpqc_kem_find("ntruplus768") != NULL)
        test_no_common_group(libctx, key, cert, "x25519_ntruplus768", "ntruplus768:X25519");
    EVP_PKEY_free(key);
    X509_free(cert);
}

/* ---- config ------------------------------------------------------------------- */

/* A library context configured by an openssl.cnf whose provider section
 * ends with the given lines; NULL when the configuration does not load. */
static OSSL_LIB_CTX *load_with_config(const char *dir, const char *extra)
{
    char path[] = "/tmp/kpqc-provider-test-XXXXXX";
    FILE *f;
    int fd;
    OSSL_LIB_CTX *libctx;

    fd = mkstemp(path);
    CHECK(fd >= 0, "temporary file");
    if (fd < 0)
        return NULL;
    f = fdopen(fd, "w");
    CHECK(f != NULL, "temporary file");
    if (f == NULL) {
        remove(path);
        return NULL;
    }
    fprintf(f,
            "openssl_conf = conf\n[conf]\nproviders = provs\n"
            "[provs]\ndefault = default_sect\nkpqcprovider = kpqc_sect\n"
            "[default_sect]\nactivate = 1\n"
            "[kpqc_sect]\nmodule = %s/kpqcprovider.so\nactivate = 1\n%s",
            dir, extra);
    fclose(f);
    libctx = load(dir, path);
    remove(path);
    if (libctx != NULL && !OSSL_PROVIDER_available(libctx, "kpqcprovider")) {
        OSSL_LIB_CTX_free(libctx);
        libctx = NULL;
    }
    ERR_clear_error();
    return libctx;
}

static void test_config(const char *dir)
{
    static const char *const refused[] = {
        "ntruplus768_codepoint = 0xFEC7\n",  /* x25519_ntruplus768's */
        "ntruplus768_codepoint = 0xFEZZ\n",  /* not a number */
        "ntruplus768_codepoint = 0x10000\n", /* beyond 16 bits */
        "ntruplus768_codepoint = 0\n",
    };
    OSSL_LIB_CTX *libctx;
    EVP_PKEY *key = NULL;
    X509 *cert = NULL;
    size_t i;

    libctx = load_with_config(dir, "ntruplus768_codepoint = 0xFE77\n"
                                   "x25519_ntruplus768_codepoint = 65144\n");
    CHECK(libctx != NULL, "load with configuration");
    if (libctx == NULL)
        return;
    CHECK(make_cert(libctx, &key, &cert), "server certificate");
    test_tls_group(libctx, key, cert, &algs[4], 0xFE77);
    test_tls_group(libctx, key, cert, &algs[7], 65144);
    /* the others keep their defaults */
    for (i = 0; i < NALGS; i++) {
        if (i != 4 && i != 7 && kpqc_kem_find(algs[i].set) != NULL) {
            test_tls_group(libctx, key, cert, &algs[i], algs[i].code_point);
            break;
        }
    }
    EVP_PKEY_free(key);
    X509_free(cert);
    OSSL_LIB_CTX_free(libctx);
    /* configurations the provider refuses to load with */
    for (i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        libctx = load_with_config(dir, refused[i]);
        CHECK(libctx == NULL, "provider loaded with %s", refused[i]);
        OSSL_LIB_CTX_free(libctx);
    }
    printf("code points moved by openssl.cnf; duplicate and invalid ones refused: checked\n");
}

int main(int argc, char **argv)
{
    OSSL_LIB_CTX *libctx;

    if (argc != 3) {
        fprintf(stderr, "usage: %s PROVIDER_DIR kem|sig|codec|tls|config\n", argv[0]);
        return 2;
    }
    if (strcmp(argv[2], "config") == 0) {
        test_libctx = NULL;
        if (kpqc_kem_find("ntruplus768") == NULL) {
            printf("SKIPPED: the configuration test moves NTRU+768, not in this build\n");
            return 77;
        }
        test_config(argv[1]);
    } else {
        libctx = load(argv[1], NULL);
        if (libctx == NULL) {
            fprintf(stderr, "cannot load kpqcprovider from %s\n", argv[1]);
            return 1;
        }
        test_libctx = libctx;
        if (strcmp(argv[2], "kem") == 0)
            test_kem(libctx);
        else if (strcmp(argv[2], "sig") == 0)
            test_sig(libctx);
        else if (strcmp(argv[2], "codec") == 0)
            test_codec(libctx);
        else if (strcmp(argv[2], "tls") == 0)
            test_tls(libctx);
        else
            failures++;
        unload(libctx);
    }
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0 || checks == 0;
}
