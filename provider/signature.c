/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* signature.c: HAETAE and AIMer signatures (EVP_PKEY_sign, EVP_DigestSign
 * and their verification counterparts).
 *
 * The schemes hash the message themselves, so the operation signs the raw
 * message: EVP_PKEY_sign's "tbs" is the message, not a digest, and
 * EVP_DigestSignInit accepts no digest (NULL, "" or "UNDEF"; anything
 * else is refused). EVP_DigestSignUpdate buffers the message until
 * the final call, as Ed25519 would need to. A context string (schemes that
 * bind one; 0 to 255 bytes) is set with the "context-string" octet-string
 * parameter, OpenSSL 3.2's name for it. "algorithm-id" is the DER
 * AlgorithmIdentifier certificates carry (SEQUENCE { OID }). */
#include <string.h>

#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "kpqcprov.h"

#ifndef OSSL_SIGNATURE_PARAM_CONTEXT_STRING
#define OSSL_SIGNATURE_PARAM_CONTEXT_STRING "context-string"
#endif

#define KP_MAX_MESSAGE ((size_t)1 << 30) /* buffered through DigestSignUpdate */

typedef struct {
    kp_provctx *prov;
    kp_key *key;
    int signing;
    uint8_t ctx_str[KPQC_MAX_CONTEXT];
    size_t ctx_len;
    uint8_t *msg; /* buffered for the DigestSign/DigestVerify final call */
    size_t msg_len, msg_cap;
} kp_sig_ctx;

static void *kp_sig_newctx(void *provctx, const char *propq)
{
    kp_sig_ctx *c = OPENSSL_zalloc(sizeof *c);

    (void)propq;
    if (c != NULL)
        c->prov = provctx;
    return c;
}

static void kp_sig_freectx(void *vctx)
{
    kp_sig_ctx *c = vctx;

    if (c == NULL)
        return;
    OPENSSL_clear_free(c->msg, c->msg_cap);
    OPENSSL_free(c);
}

static void *kp_sig_dupctx(void *vctx)
{
    kp_sig_ctx *c = vctx, *d;

    if (c == NULL)
        return NULL;
    d = OPENSSL_memdup(c, sizeof *c);
    if (d == NULL)
        return NULL;
    d->msg = NULL;
    d->msg_cap = 0;
    if (c->msg != NULL) {
        d->msg = OPENSSL_memdup(c->msg, c->msg_cap);
        if (d->msg == NULL) {
            OPENSSL_free(d);
            return NULL;
        }
        d->msg_cap = c->msg_cap;
    }
    return d;
}

static int kp_sig_set_ctx_params(void *vctx, const OSSL_PARAM params[]);

static int kp_sig_init(void *vctx, void *vkey, const OSSL_PARAM params[], int signing)
{
    kp_sig_ctx *c = vctx;
    kp_key *k = vkey;

    if (c == NULL || k == NULL || k->alg->sig == NULL)
        return 0;
    if (signing ? !kp_key_has_priv(k) : !kp_key_has_pub(k))
        return 0;
    c->key = k;
    c->signing = signing;
    c->ctx_len = 0;
    c->msg_len = 0;
    return kp_sig_set_ctx_params(c, params);
}

static int kp_sig_sign_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    return kp_sig_init(vctx, vkey, params, 1);
}

static int kp_sig_verify_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    return kp_sig_init(vctx, vkey, params, 0);
}

/* No digest: the scheme hashes the message itself. */
static int kp_sig_no_digest(const char *mdname)
{
    return mdname == NULL || mdname[0] == '\0' || OPENSSL_strcasecmp(mdname, "UNDEF") == 0;
}

static int kp_sig_digest_sign_init(void *vctx, const char *mdname, void *vkey,
                                   const OSSL_PARAM params[])
{
    return kp_sig_no_digest(mdname) && kp_sig_init(vctx, vkey, params, 1);
}

static int kp_sig_digest_verify_init(void *vctx, const char *mdname, void *vkey,
                                     const OSSL_PARAM params[])
{
    return kp_sig_no_digest(mdname) && kp_sig_init(vctx, vkey, params, 0);
}

static int kp_sig_sign(void *vctx, unsigned char *sig, size_t *siglen, size_t sigsize,
                       const unsigned char *tbs, size_t tbslen)
{
    kp_sig_ctx *c = vctx;
    const kpqc_sig *s;

    if (c == NULL || c->key == NULL || !c->signing || siglen == NULL)
        return 0;
    s = c->key->alg->sig;
    if (sig == NULL) {
        *siglen = s->sig_bytes;
        return 1;
    }
    if (tbs == NULL && tbslen != 0)
        return 0;
    return kpqc_sig_sign(s, sig, sigsize, siglen, tbs, tbslen, c->ctx_str, c->ctx_len, c->key->priv,
                         s->sk_bytes) == KPQC_OK;
}

static int kp_sig_verify(void *vctx, const unsigned char *sig, size_t siglen,
                         const unsigned char *tbs, size_t tbslen)
{
    kp_sig_ctx *c = vctx;
    const kpqc_sig *s;

    if (c == NULL || c->key == NULL || c->signing || sig == NULL || (tbs == NULL && tbslen != 0))
        return 0;
    s = c->key->alg->sig;
    return kpqc_sig_verify(s, sig, siglen, tbs, tbslen, c->ctx_str, c->ctx_len, c->key->pub,
                           s->pk_bytes) == KPQC_OK;
}

static int kp_sig_update(void *vctx, const unsigned char *data, size_t datalen)
{
    kp_sig_ctx *c = vctx;

    if (c == NULL || c->key == NULL || (data == NULL && datalen != 0))
        return 0;
    if (datalen > KP_MAX_MESSAGE - c->msg_len)
        return 0;
    if (c->msg_len + datalen > c->msg_cap) {
        size_t cap = c->msg_cap == 0 ? 1024 : c->msg_cap;
        uint8_t *m;

        while (cap < c->msg_len + datalen)
            cap *= 2;
        m = OPENSSL_malloc(cap);
        if (m == NULL)
            return 0;
        if (c->msg_len != 0)
            memcpy(m, c->msg, c->msg_len);
        OPENSSL_clear_free(c->msg, c->msg_cap);
        c->msg = m;
        c->msg_cap = cap;
    }
    if (datalen != 0)
        memcpy(c->msg + c->msg_len, data, datalen);
    c->msg_len += datalen;
    return 1;
}

static int kp_sig_sign_final(void *vctx, unsigned char *sig, size_t *siglen, size_t sigsize)
{
    kp_sig_ctx *c = vctx;

    if (c == NULL)
        return 0;
    return kp_sig_sign(c, sig, siglen, sigsize, c->msg, c->msg_len);
}

static int kp_sig_verify_final(void *vctx, const unsigned char *sig, size_t siglen)
{
    kp_sig_ctx *c = vctx;

    if (c == NULL)
        return 0;
    return kp_sig_verify(c, sig, siglen, c->msg, c->msg_len);
}

static int kp_sig_get_ctx_params(void *vctx, OSSL_PARAM params[])
{
    kp_sig_ctx *c = vctx;
    OSSL_PARAM *p;

    if (c == NULL)
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_SIGNATURE_PARAM_ALGORITHM_ID);
    if (p != NULL) {
        size_t olen;
        const uint8_t *oid;
        uint8_t aid[64];

        if (c->key == NULL)
            return 0;
        oid = kp_alg_oid_der(c->key->alg, &olen);
        if (olen > sizeof aid - 4 || olen + 2 >= 0x80)
            return 0;
        aid[0] = 0x30; /* SEQUENCE { OID }: no parameters */
        aid[1] = (uint8_t)(olen + 2);
        aid[2] = 0x06;
        aid[3] = (uint8_t)olen;
        memcpy(aid + 4, oid, olen);
        if (!OSSL_PARAM_set_octet_string(p, aid, olen + 4))
            return 0;
    }
    return 1;
}

static const OSSL_PARAM kp_sig_gettable[] = {
    OSSL_PARAM_octet_string(OSSL_SIGNATURE_PARAM_ALGORITHM_ID, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_sig_gettable_ctx_params(void *vctx, void *provctx)
{
    (void)vctx;
    (void)provctx;
    return kp_sig_gettable;
}

static int kp_sig_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    kp_sig_ctx *c = vctx;
    const OSSL_PARAM *p;
    const void *v = NULL;
    size_t len = 0;

    if (c == NULL)
        return 0;
    p = OSSL_PARAM_locate_const(params, OSSL_SIGNATURE_PARAM_CONTEXT_STRING);
    if (p == NULL)
        return 1;
    /* a context needs a scheme that binds one */
    if (!OSSL_PARAM_get_octet_string_ptr(p, &v, &len) || len > KPQC_MAX_CONTEXT ||
        (len != 0 && (c->key == NULL || !c->key->alg->sig->has_context)))
        return 0;
    if (len != 0)
        memcpy(c->ctx_str, v, len);
    c->ctx_len = len;
    return 1;
}

static const OSSL_PARAM kp_sig_settable[] = {
    OSSL_PARAM_octet_string(OSSL_SIGNATURE_PARAM_CONTEXT_STRING, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_sig_settable_ctx_params(void *vctx, void *provctx)
{
    (void)vctx;
    (void)provctx;
    return kp_sig_settable;
}

const OSSL_DISPATCH kp_signature_functions[] = {
    {OSSL_FUNC_SIGNATURE_NEWCTX, (void (*)(void))kp_sig_newctx},
    {OSSL_FUNC_SIGNATURE_FREECTX, (void (*)(void))kp_sig_freectx},
    {OSSL_FUNC_SIGNATURE_DUPCTX, (void (*)(void))kp_sig_dupctx},
    {OSSL_FUNC_SIGNATURE_SIGN_INIT, (void (*)(void))kp_sig_sign_init},
    {OSSL_FUNC_SIGNATURE_SIGN, (void (*)(void))kp_sig_sign},
    {OSSL_FUNC_SIGNATURE_VERIFY_INIT, (void (*)(void))kp_sig_verify_init},
    {OSSL_FUNC_SIGNATURE_VERIFY, (void (*)(void))kp_sig_verify},
    {OSSL_FUNC_SIGNATURE_DIGEST_SIGN_INIT, (void (*)(void))kp_sig_digest_sign_init},
    {OSSL_FUNC_SIGNATURE_DIGEST_SIGN_UPDATE, (void (*)(void))kp_sig_update},
    {OSSL_FUNC_SIGNATURE_DIGEST_SIGN_FINAL, (void (*)(void))kp_sig_sign_final},
    {OSSL_FUNC_SIGNATURE_DIGEST_SIGN, (void (*)(void))kp_sig_sign},
    {OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_INIT, (void (*)(void))kp_sig_digest_verify_init},
    {OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_UPDATE, (void (*)(void))kp_sig_update},
    {OSSL_FUNC_SIGNATURE_DIGEST_VERIFY_FINAL, (void (*)(void))kp_sig_verify_final},
    {OSSL_FUNC_SIGNATURE_DIGEST_VERIFY, (void (*)(void))kp_sig_verify},
    {OSSL_FUNC_SIGNATURE_GET_CTX_PARAMS, (void (*)(void))kp_sig_get_ctx_params},
    {OSSL_FUNC_SIGNATURE_GETTABLE_CTX_PARAMS, (void (*)(void))kp_sig_gettable_ctx_params},
    {OSSL_FUNC_SIGNATURE_SET_CTX_PARAMS, (void (*)(void))kp_sig_set_ctx_params},
    {OSSL_FUNC_SIGNATURE_SETTABLE_CTX_PARAMS, (void (*)(void))kp_sig_settable_ctx_params},
    {0, NULL}};
