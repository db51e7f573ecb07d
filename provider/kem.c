/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kem.c: the KEM operation (EVP_PKEY_encapsulate, EVP_PKEY_decapsulate).
 *
 * A hybrid encapsulates by generating an ephemeral classical key: its
 * ciphertext is the ephemeral public value followed by the KEM ciphertext,
 * its shared secret the classical secret followed by the KEM secret
 * (classical first in both, as in the IETF hybrid design). Decapsulation
 * follows the KEM set's rejection rule: implicit rejection gives a
 * pseudo-random secret and success, explicit rejection an error. */
#include <string.h>

#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "kpqcprov.h"

typedef struct {
    kp_provctx *prov;
    kp_key *key;
} kp_kem_ctx;

static void *kp_kem_newctx(void *provctx)
{
    kp_kem_ctx *c = OPENSSL_zalloc(sizeof *c);

    if (c != NULL)
        c->prov = provctx;
    return c;
}

static void kp_kem_freectx(void *vctx)
{
    OPENSSL_free(vctx);
}

static void *kp_kem_dupctx(void *vctx)
{
    kp_kem_ctx *c = vctx;

    return c == NULL ? NULL : OPENSSL_memdup(c, sizeof *c);
}

static int kp_kem_encapsulate_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    kp_kem_ctx *c = vctx;
    kp_key *k = vkey;

    (void)params;
    if (c == NULL || k == NULL || k->pub == NULL ||
        (k->alg->classic != KP_CLASSIC_NONE && k->classic == NULL))
        return 0;
    c->key = k;
    return 1;
}

static int kp_kem_decapsulate_init(void *vctx, void *vkey, const OSSL_PARAM params[])
{
    kp_kem_ctx *c = vctx;
    kp_key *k = vkey;

    (void)params;
    if (c == NULL || k == NULL || k->priv == NULL ||
        (k->alg->classic != KP_CLASSIC_NONE && !k->classic_has_priv))
        return 0;
    c->key = k;
    return 1;
}

static int kp_kem_encapsulate(void *vctx, unsigned char *out, size_t *outlen, unsigned char *secret,
                              size_t *secretlen)
{
    kp_kem_ctx *c = vctx;
    const kp_alg *alg;
    size_t ct_len, ss_len, cpub, css;
    EVP_PKEY *eph = NULL;
    int ok = 0;

    if (c == NULL || c->key == NULL)
        return 0;
    alg = c->key->alg;
    ct_len = kp_key_ct_bytes(alg);
    ss_len = kp_key_ss_bytes(alg);
    if (out == NULL) { /* the sizes */
        if (outlen != NULL)
            *outlen = ct_len;
        if (secretlen != NULL)
            *secretlen = ss_len;
        return outlen != NULL || secretlen != NULL;
    }
    if (outlen == NULL || secret == NULL || secretlen == NULL || *outlen < ct_len ||
        *secretlen < ss_len)
        return 0;
    cpub = kp_classic_pub_bytes(alg->classic);
    css = kp_classic_secret_bytes(alg->classic);
    if (alg->classic != KP_CLASSIC_NONE) {
        eph = kp_classic_generate(c->prov->libctx, alg->classic);
        if (eph == NULL || !kp_classic_get_pub(eph, alg->classic, out) ||
            !kp_classic_derive(c->prov->libctx, alg->classic, eph, c->key->classic, secret))
            goto done;
    }
    if (kpqc_kem_encaps(alg->kem, out + cpub, alg->kem->ct_bytes, secret + css, alg->kem->ss_bytes,
                        c->key->pub, alg->pk_bytes) != KPQC_OK)
        goto done;
    *outlen = ct_len;
    *secretlen = ss_len;
    ok = 1;
done:
    EVP_PKEY_free(eph);
    if (!ok)
        OPENSSL_cleanse(secret, ss_len);
    return ok;
}

static int kp_kem_decapsulate(void *vctx, unsigned char *out, size_t *outlen,
                              const unsigned char *in, size_t inlen)
{
    kp_kem_ctx *c = vctx;
    const kp_alg *alg;
    size_t ct_len, ss_len, cpub, css;
    EVP_PKEY *peer = NULL;
    int ok = 0;

    if (c == NULL || c->key == NULL || outlen == NULL)
        return 0;
    alg = c->key->alg;
    ct_len = kp_key_ct_bytes(alg);
    ss_len = kp_key_ss_bytes(alg);
    if (out == NULL) {
        *outlen = ss_len;
        return 1;
    }
    if (*outlen < ss_len || in == NULL || inlen != ct_len)
        return 0;
    cpub = kp_classic_pub_bytes(alg->classic);
    css = kp_classic_secret_bytes(alg->classic);
    if (alg->classic != KP_CLASSIC_NONE) {
        peer = kp_classic_from_pub(c->prov->libctx, alg->classic, in, cpub);
        if (peer == NULL ||
            !kp_classic_derive(c->prov->libctx, alg->classic, c->key->classic, peer, out))
            goto done;
    }
    /* implicit rejection: KPQC_OK and the pseudo-random key; explicit:
     * KPQC_ERR_DECAPS, refused here */
    if (kpqc_kem_decaps(alg->kem, out + css, alg->kem->ss_bytes, in + cpub, alg->kem->ct_bytes,
                        c->key->priv, alg->sk_bytes) != KPQC_OK)
        goto done;
    *outlen = ss_len;
    ok = 1;
done:
    EVP_PKEY_free(peer);
    if (!ok)
        OPENSSL_cleanse(out, ss_len);
    return ok;
}

static const OSSL_PARAM kp_kem_no_params[] = {OSSL_PARAM_END};

static const OSSL_PARAM *kp_kem_settable_ctx_params(void *vctx, void *provctx)
{
    (void)vctx;
    (void)provctx;
    return kp_kem_no_params;
}

static int kp_kem_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    (void)params;
    return vctx != NULL;
}

const OSSL_DISPATCH kp_kem_functions[] = {
    {OSSL_FUNC_KEM_NEWCTX, (void (*)(void))kp_kem_newctx},
    {OSSL_FUNC_KEM_FREECTX, (void (*)(void))kp_kem_freectx},
    {OSSL_FUNC_KEM_DUPCTX, (void (*)(void))kp_kem_dupctx},
    {OSSL_FUNC_KEM_ENCAPSULATE_INIT, (void (*)(void))kp_kem_encapsulate_init},
    {OSSL_FUNC_KEM_ENCAPSULATE, (void (*)(void))kp_kem_encapsulate},
    {OSSL_FUNC_KEM_DECAPSULATE_INIT, (void (*)(void))kp_kem_decapsulate_init},
    {OSSL_FUNC_KEM_DECAPSULATE, (void (*)(void))kp_kem_decapsulate},
    {OSSL_FUNC_KEM_SET_CTX_PARAMS, (void (*)(void))kp_kem_set_ctx_params},
    {OSSL_FUNC_KEM_SETTABLE_CTX_PARAMS, (void (*)(void))kp_kem_settable_ctx_params},
    {0, NULL}};
