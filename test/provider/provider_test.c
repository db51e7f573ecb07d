/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* provider_test: the OpenSSL provider through OpenSSL's own APIs.
 *
 *   kpqc-provider-test PROVIDER_DIR kem|tls|config
 *
 * kem     every KEM algorithm through EVP: key generation, encapsulation and
 *         decapsulation, export and import of raw keys, parameters, the
 *         canonical names as aliases, tampered ciphertexts (implicit
 *         rejection gives another secret, explicit an error), wrong sizes.
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
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#include <openssl/provider.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include "kpqc.h"

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
    {"smaugttimer", "SMAUG-TiMER", "smaugttimer", 0, 0, 128, 0xFEC3},
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
        OSSL_PROVIDER_load(libctx, "default") == NULL ||
        OSSL_PROVIDER_load(libctx, "kpqcprovider") == NULL) {
        ERR_print_errors_fp(stderr);
        OSSL_LIB_CTX_free(libctx);
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

/* ---- tls ---------------------------------------------------------------------- */

/* A self-signed P-256 certificate for the server (default provider). */
static int make_cert(OSSL_LIB_CTX *libctx, EVP_PKEY **key, X509 **cert)
{
    X509_NAME *name;

    *key = EVP_PKEY_Q_keygen(libctx, NULL, "EC", "P-256");
    *cert = X509_new_ex(libctx, NULL);
    if (*key == NULL || *cert == NULL)
        return 0;
    name = X509_get_subject_name(*cert);
    return X509_set_version(*cert, X509_VERSION_3) &&
           ASN1_INTEGER_set(X509_get_serialNumber(*cert), 1) &&
           X509_gmtime_adj(X509_getm_notBefore(*cert), -60) != NULL &&
           X509_gmtime_adj(X509_getm_notAfter(*cert), 3600) != NULL &&
           X509_set_pubkey(*cert, *key) &&
           X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, (const unsigned char *)"localhost",
                                      -1, -1, 0) &&
           X509_set_issuer_name(*cert, name) && X509_sign(*cert, *key, EVP_sha256()) > 0;
}

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
    test_no_common_group(libctx, key, cert, "smaugt1", "ntruplus768");
    test_no_common_group(libctx, key, cert, "x25519_ntruplus768", "ntruplus768:X25519");
    EVP_PKEY_free(key);
    X509_free(cert);
}

/* ---- config ------------------------------------------------------------------- */

static void test_config(const char *dir)
{
    char path[] = "/tmp/kpqc-provider-test-XXXXXX";
    FILE *f;
    int fd;
    OSSL_LIB_CTX *libctx;
    EVP_PKEY *key = NULL;
    X509 *cert = NULL;

    fd = mkstemp(path);
    CHECK(fd >= 0, "temporary file");
    if (fd < 0)
        return;
    f = fdopen(fd, "w");
    CHECK(f != NULL, "temporary file");
    if (f == NULL)
        return;
    fprintf(f,
            "openssl_conf = conf\n[conf]\nproviders = provs\n"
            "[provs]\ndefault = default_sect\nkpqcprovider = kpqc_sect\n"
            "[default_sect]\nactivate = 1\n"
            "[kpqc_sect]\nmodule = %s/kpqcprovider.so\nactivate = 1\n"
            "ntruplus768_codepoint = 0xFE77\nx25519_smaugt1_codepoint = 65144\n",
            dir);
    fclose(f);
    libctx = load(dir, path);
    remove(path);
    CHECK(libctx != NULL, "load with configuration");
    if (libctx == NULL)
        return;
    CHECK(make_cert(libctx, &key, &cert), "server certificate");
    test_tls_group(libctx, key, cert, &algs[4], 0xFE77);
    test_tls_group(libctx, key, cert, &algs[8], 65144);
    test_tls_group(libctx, key, cert, &algs[0], algs[0].code_point);
    EVP_PKEY_free(key);
    X509_free(cert);
    OSSL_LIB_CTX_free(libctx);
}

int main(int argc, char **argv)
{
    OSSL_LIB_CTX *libctx;

    if (argc != 3) {
        fprintf(stderr, "usage: %s PROVIDER_DIR kem|tls|config\n", argv[0]);
        return 2;
    }
    if (strcmp(argv[2], "config") == 0) {
        test_config(argv[1]);
    } else {
        libctx = load(argv[1], NULL);
        if (libctx == NULL) {
            fprintf(stderr, "cannot load kpqcprovider from %s\n", argv[1]);
            return 1;
        }
        if (strcmp(argv[2], "kem") == 0)
            test_kem(libctx);
        else if (strcmp(argv[2], "tls") == 0)
            test_tls(libctx);
        else
            failures++;
        OSSL_LIB_CTX_free(libctx);
    }
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0 || checks == 0;
}
