/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* classic.c: the classical halves of the hybrids, X25519 and ECDH on P-384,
 * through EVP in the provider's child library context.
 *
 * Encodings are TLS's: X25519 public values are 32 bytes (RFC 7748), P-384
 * points are uncompressed, 0x04 || x || y (97 bytes), and the ECDH secret
 * is the x coordinate (48 bytes), as in RFC 8446, section 7.4. */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/params.h>

#include "kpqcprov.h"

#define KP_P384_COORD 48

size_t kp_classic_pub_bytes(kp_classic c)
{
    switch (c) {
    case KP_CLASSIC_X25519: return 32;
    case KP_CLASSIC_P384: return 1 + 2 * KP_P384_COORD;
    default: return 0;
    }
}

size_t kp_classic_secret_bytes(kp_classic c)
{
    switch (c) {
    case KP_CLASSIC_X25519: return 32;
    case KP_CLASSIC_P384: return KP_P384_COORD;
    default: return 0;
    }
}

size_t kp_classic_priv_bytes(kp_classic c)
{
    return kp_classic_secret_bytes(c);
}

EVP_PKEY *kp_classic_generate(OSSL_LIB_CTX *libctx, kp_classic c)
{
    EVP_PKEY_CTX *pctx;
    EVP_PKEY *k = NULL;

    pctx = EVP_PKEY_CTX_new_from_name(libctx, c == KP_CLASSIC_X25519 ? "X25519" : "EC", NULL);
    if (pctx == NULL)
        return NULL;
    if (EVP_PKEY_keygen_init(pctx) <= 0 ||
        (c == KP_CLASSIC_P384 && EVP_PKEY_CTX_set_group_name(pctx, "P-384") <= 0) ||
        EVP_PKEY_keygen(pctx, &k) <= 0) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    EVP_PKEY_CTX_free(pctx);
    return k;
}

/* An EC P-384 key from a public point and, optionally, a private scalar. */
static EVP_PKEY *kp_p384_fromdata(OSSL_LIB_CTX *libctx, const uint8_t *pub, BIGNUM *priv)
{
    EVP_PKEY_CTX *pctx;
    EVP_PKEY *k = NULL;
    OSSL_PARAM_BLD *bld;
    OSSL_PARAM *params = NULL;

    bld = OSSL_PARAM_BLD_new();
    if (bld == NULL)
        return NULL;
    if (!OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, "P-384", 0) ||
        !OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub,
                                          kp_classic_pub_bytes(KP_CLASSIC_P384)) ||
        (priv != NULL && !OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, priv)) ||
        (params = OSSL_PARAM_BLD_to_param(bld)) == NULL) {
        OSSL_PARAM_BLD_free(bld);
        return NULL;
    }
    OSSL_PARAM_BLD_free(bld);
    pctx = EVP_PKEY_CTX_new_from_name(libctx, "EC", NULL);
    if (pctx == NULL || EVP_PKEY_fromdata_init(pctx) <= 0 ||
        EVP_PKEY_fromdata(pctx, &k, priv != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY,
                          params) <= 0) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    EVP_PKEY_CTX_free(pctx);
    OSSL_PARAM_free(params); /* its private part is on the secure heap, cleansed when freed */
    return k;
}

/* EVP_PKEY_public_check: a P-384 point must be on the curve, not the
 * point at infinity (EC import alone does not promise the full check). */
static EVP_PKEY *kp_checked_public(OSSL_LIB_CTX *libctx, EVP_PKEY *k)
{
    EVP_PKEY_CTX *pctx;
    int ok;

    if (k == NULL)
        return NULL;
    pctx = EVP_PKEY_CTX_new_from_pkey(libctx, k, NULL);
    ok = pctx != NULL && EVP_PKEY_public_check(pctx) > 0;
    EVP_PKEY_CTX_free(pctx);
    if (!ok) {
        EVP_PKEY_free(k);
        return NULL;
    }
    return k;
}

EVP_PKEY *kp_classic_from_pub(OSSL_LIB_CTX *libctx, kp_classic c, const uint8_t *pub, size_t len)
{
    if (len != kp_classic_pub_bytes(c))
        return NULL;
    if (c == KP_CLASSIC_X25519)
        return EVP_PKEY_new_raw_public_key_ex(libctx, "X25519", NULL, pub, len);
    if (c != KP_CLASSIC_P384 || pub[0] != 0x04) /* TLS 1.3: uncompressed only */
        return NULL;
    return kp_checked_public(libctx, kp_p384_fromdata(libctx, pub, NULL));
}

EVP_PKEY *kp_classic_from_keypair(OSSL_LIB_CTX *libctx, kp_classic c, const uint8_t *priv,
                                  size_t priv_len, const uint8_t *pub, size_t pub_len)
{
    EVP_PKEY *k = NULL;
    uint8_t derived[1 + 2 * KP_P384_COORD];

    if (priv_len != kp_classic_priv_bytes(c) || pub_len != kp_classic_pub_bytes(c))
        return NULL;
    if (c == KP_CLASSIC_X25519) {
        k = EVP_PKEY_new_raw_private_key_ex(libctx, "X25519", NULL, priv, priv_len);
    } else if (c == KP_CLASSIC_P384 && pub[0] == 0x04) {
        BIGNUM *d = BN_secure_new();

        if (d != NULL && BN_bin2bn(priv, (int)priv_len, d) != NULL)
            k = kp_p384_fromdata(libctx, pub, d);
        BN_clear_free(d);
        if (k != NULL) {
            /* the pair must be consistent: d * G == Q */
            EVP_PKEY_CTX *pctx = EVP_PKEY_CTX_new_from_pkey(libctx, k, NULL);
            int ok = pctx != NULL && EVP_PKEY_pairwise_check(pctx) > 0;

            EVP_PKEY_CTX_free(pctx);
            if (!ok) {
                EVP_PKEY_free(k);
                k = NULL;
            }
        }
    }
    /* X25519 derives its public value: it must equal the one given */
    if (k != NULL && (!kp_classic_get_pub(k, c, derived) || CRYPTO_memcmp(derived, pub, pub_len))) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    return k;
}

int kp_classic_get_pub(EVP_PKEY *k, kp_classic c, uint8_t *out)
{
    size_t n = kp_classic_pub_bytes(c), got = 0;

    if (c == KP_CLASSIC_X25519) {
        got = n;
        return EVP_PKEY_get_raw_public_key(k, out, &got) == 1 && got == n;
    }
    return EVP_PKEY_get_octet_string_param(k, OSSL_PKEY_PARAM_PUB_KEY, out, n, &got) == 1 &&
           got == n && out[0] == 0x04;
}

int kp_classic_get_priv(EVP_PKEY *k, kp_classic c, uint8_t *out)
{
    size_t n = kp_classic_priv_bytes(c), got = n;
    BIGNUM *d = NULL;
    int ok;

    if (c == KP_CLASSIC_X25519)
        return EVP_PKEY_get_raw_private_key(k, out, &got) == 1 && got == n;
    if (EVP_PKEY_get_bn_param(k, OSSL_PKEY_PARAM_PRIV_KEY, &d) != 1)
        return 0;
    ok = BN_bn2binpad(d, out, (int)n) == (int)n;
    BN_clear_free(d);
    return ok;
}

int kp_classic_derive(OSSL_LIB_CTX *libctx, kp_classic c, EVP_PKEY *own, EVP_PKEY *peer,
                      uint8_t *out)
{
    EVP_PKEY_CTX *pctx;
    size_t want = kp_classic_secret_bytes(c), n = want;
    int ok;

    pctx = EVP_PKEY_CTX_new_from_pkey(libctx, own, NULL);
    if (pctx == NULL)
        return 0;
    /* X25519 refuses an all-zero result (a small-order peer value) */
    ok = EVP_PKEY_derive_init(pctx) > 0 && EVP_PKEY_derive_set_peer(pctx, peer) > 0 &&
         EVP_PKEY_derive(pctx, out, &n) > 0 && n == want;
    EVP_PKEY_CTX_free(pctx);
    if (!ok)
        OPENSSL_cleanse(out, want);
    return ok;
}
