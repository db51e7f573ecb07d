/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* keymgmt.c: key management for the KEM sets and the hybrids.
 *
 * Raw forms, as OSSL_PKEY_PARAM_PUB_KEY and OSSL_PKEY_PARAM_PRIV_KEY octet
 * strings (and OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, the TLS key share):
 *   KEM set  public: pk              private: sk
 *   hybrid   public: classical || pk  private: classical scalar || sk
 * where the classical public value is X25519's 32 bytes or the
 * uncompressed P-384 point, and the classical private key is X25519's 32
 * bytes or the P-384 scalar (48 bytes, big-endian). A hybrid private key
 * is imported together with its public key (the pair is checked). */
#include <string.h>

#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/params.h>

#include "kpqcprov.h"

static kp_key *kp_key_new(kp_provctx *prov, const kp_alg *alg)
{
    kp_key *k;

    if (alg->kem == NULL && alg->sig == NULL)
        return NULL;
    k = OPENSSL_zalloc(sizeof *k);
    if (k == NULL)
        return NULL;
    k->prov = prov;
    k->alg = alg;
    return k;
}

/* Drop every part of the key (it becomes an empty key of its algorithm). */
static void kp_key_clear(kp_key *k)
{
    OPENSSL_free(k->pub);
    k->pub = NULL;
    if (k->priv != NULL)
        OPENSSL_secure_clear_free(k->priv, k->alg->sk_bytes);
    k->priv = NULL;
    EVP_PKEY_free(k->classic);
    k->classic = NULL;
    k->classic_has_priv = 0;
}

void kp_key_free(void *keydata)
{
    kp_key *k = keydata;

    if (k == NULL)
        return;
    kp_key_clear(k);
    OPENSSL_free(k);
}

int kp_key_has_pub(const kp_key *k)
{
    return k->pub != NULL && (k->alg->classic == KP_CLASSIC_NONE || k->classic != NULL);
}

int kp_key_has_priv(const kp_key *k)
{
    return k->priv != NULL && (k->alg->classic == KP_CLASSIC_NONE || k->classic_has_priv);
}

static int kp_has(const void *keydata, int selection)
{
    const kp_key *k = keydata;

    if (k == NULL)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && !kp_key_has_pub(k))
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && !kp_key_has_priv(k))
        return 0;
    return 1; /* no domain parameters: always "has" them */
}

int kp_key_write_pub(const kp_key *k, uint8_t *out)
{
    size_t c = kp_classic_pub_bytes(k->alg->classic);

    if (!kp_key_has_pub(k))
        return 0;
    if (c != 0 && !kp_classic_get_pub(k->classic, k->alg->classic, out))
        return 0;
    memcpy(out + c, k->pub, k->alg->pk_bytes);
    return 1;
}

static int kp_match(const void *keydata1, const void *keydata2, int selection)
{
    const kp_key *a = keydata1, *b = keydata2;
    uint8_t *pa = NULL, *pb = NULL;
    size_t n;
    int ok = 0;

    if (a == NULL || b == NULL || a->alg != b->alg)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return 1;
    /* a key pair is identified by its public key; two private-only keys
     * compare their private keys */
    if (kp_key_has_pub(a) && kp_key_has_pub(b)) {
        n = kp_key_pub_bytes(a->alg);
        pa = OPENSSL_malloc(n);
        pb = OPENSSL_malloc(n);
        ok = pa != NULL && pb != NULL && kp_key_write_pub(a, pa) && kp_key_write_pub(b, pb) &&
             CRYPTO_memcmp(pa, pb, n) == 0;
        OPENSSL_free(pa);
        OPENSSL_free(pb);
        return ok;
    }
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && a->alg->classic == KP_CLASSIC_NONE &&
        a->priv != NULL && b->priv != NULL)
        return CRYPTO_memcmp(a->priv, b->priv, a->alg->sk_bytes) == 0;
    return 0;
}

/* Set the public key from its encoding; the key's previous parts go. */
static int kp_set_pub(kp_key *k, const uint8_t *in, size_t len)
{
    const kp_alg *alg = k->alg;
    size_t c = kp_classic_pub_bytes(alg->classic);
    EVP_PKEY *classic = NULL;
    uint8_t *pub;

    if (len != kp_key_pub_bytes(alg))
        return 0;
    if (c != 0 && (classic = kp_classic_from_pub(k->prov->libctx, alg->classic, in, c)) == NULL)
        return 0;
    pub = OPENSSL_memdup(in + c, alg->pk_bytes);
    if (pub == NULL) {
        EVP_PKEY_free(classic);
        return 0;
    }
    kp_key_clear(k);
    k->pub = pub;
    k->classic = classic;
    return 1;
}

/* Set the private key (and, for a hybrid, the public key given with it). */
static int kp_set_keypair(kp_key *k, const uint8_t *priv, size_t priv_len, const uint8_t *pub,
                          size_t pub_len)
{
    const kp_alg *alg = k->alg;
    size_t cpriv = kp_classic_priv_bytes(alg->classic), cpub = kp_classic_pub_bytes(alg->classic);
    EVP_PKEY *classic = NULL;
    uint8_t *sk, *pk = NULL;

    if (priv_len != kp_key_priv_bytes(alg))
        return 0;
    if (pub != NULL && pub_len != kp_key_pub_bytes(alg))
        return 0;
    if (cpriv != 0) {
        if (pub == NULL)
            return 0;
        classic = kp_classic_from_keypair(k->prov->libctx, alg->classic, priv, cpriv, pub, cpub);
        if (classic == NULL)
            return 0;
    }
    sk = OPENSSL_secure_malloc(alg->sk_bytes);
    if (pub != NULL)
        pk = OPENSSL_memdup(pub + cpub, alg->pk_bytes);
    if (sk == NULL || (pub != NULL && pk == NULL)) {
        OPENSSL_secure_free(sk);
        OPENSSL_free(pk);
        EVP_PKEY_free(classic);
        return 0;
    }
    memcpy(sk, priv + cpriv, alg->sk_bytes);
    kp_key_clear(k);
    k->priv = sk;
    k->pub = pk;
    k->classic = classic;
    k->classic_has_priv = classic != NULL;
    return 1;
}

kp_key *kp_key_from_raw(kp_provctx *prov, const kp_alg *alg, const uint8_t *pub, size_t pub_len,
                        const uint8_t *priv, size_t priv_len)
{
    kp_key *k = kp_key_new(prov, alg);

    if (k == NULL)
        return NULL;
    if (priv != NULL ? !kp_set_keypair(k, priv, priv_len, pub, pub_len)
                     : !kp_set_pub(k, pub, pub_len)) {
        kp_key_free(k);
        return NULL;
    }
    return k;
}

static int kp_import(void *keydata, int selection, const OSSL_PARAM params[])
{
    kp_key *k = keydata;
    const OSSL_PARAM *pp, *sp;
    const void *pub = NULL, *priv = NULL;
    size_t pub_len = 0, priv_len = 0;

    if (k == NULL)
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return 1; /* nothing but (absent) domain parameters */
    pp = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PUB_KEY);
    sp = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_PRIV_KEY);
    if (pp != NULL && !OSSL_PARAM_get_octet_string_ptr(pp, &pub, &pub_len))
        return 0;
    if (sp != NULL && !OSSL_PARAM_get_octet_string_ptr(sp, &priv, &priv_len))
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && priv != NULL)
        return kp_set_keypair(k, priv, priv_len, pub, pub_len);
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && pub != NULL)
        return kp_set_pub(k, pub, pub_len);
    return 0;
}

static const OSSL_PARAM kp_key_types[] = {
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_import_types(int selection)
{
    return (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) != 0 ? kp_key_types : NULL;
}

int kp_key_write_priv(const kp_key *k, uint8_t *out)
{
    size_t c = kp_classic_priv_bytes(k->alg->classic);

    if (!kp_key_has_priv(k))
        return 0;
    if (c != 0 && !kp_classic_get_priv(k->classic, k->alg->classic, out))
        return 0;
    memcpy(out + c, k->priv, k->alg->sk_bytes);
    return 1;
}

static int kp_export(void *keydata, int selection, OSSL_CALLBACK *cb, void *cbarg)
{
    kp_key *k = keydata;
    uint8_t *pub = NULL, *priv = NULL;
    size_t pub_len, priv_len;
    OSSL_PARAM params[3];
    int n = 0, ok = 0;

    if (k == NULL || (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return 0;
    pub_len = kp_key_pub_bytes(k->alg);
    priv_len = kp_key_priv_bytes(k->alg);
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && kp_key_has_pub(k)) {
        pub = OPENSSL_malloc(pub_len);
        if (pub == NULL || !kp_key_write_pub(k, pub))
            goto done;
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, pub, pub_len);
    }
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && kp_key_has_priv(k)) {
        priv = OPENSSL_secure_malloc(priv_len);
        if (priv == NULL || !kp_key_write_priv(k, priv))
            goto done;
        params[n++] = OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PRIV_KEY, priv, priv_len);
    }
    if (n == 0)
        goto done;
    params[n] = OSSL_PARAM_construct_end();
    ok = cb(params, cbarg);
done:
    OPENSSL_free(pub);
    if (priv != NULL)
        OPENSSL_secure_clear_free(priv, priv_len);
    return ok;
}

static const OSSL_PARAM *kp_export_types(int selection)
{
    return kp_import_types(selection);
}

static int kp_get_params(void *keydata, OSSL_PARAM params[])
{
    kp_key *k = keydata;
    OSSL_PARAM *p;

    if (k == NULL)
        return 0;
    /* "bits": the public key's size, as OpenSSL reports for other keys */
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_BITS);
    if (p != NULL && !OSSL_PARAM_set_int(p, (int)(8 * kp_key_pub_bytes(k->alg))))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_SECURITY_BITS);
    if (p != NULL && !OSSL_PARAM_set_int(p, (int)kp_key_security_bits(k->alg)))
        return 0;
    /* "max-size": what EVP_PKEY_get_size tells the user, the ciphertext of
     * a KEM, the longest signature of a signature scheme */
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_MAX_SIZE);
    if (p != NULL && !OSSL_PARAM_set_int(p, (int)(k->alg->sig != NULL ? k->alg->sig->sig_bytes
                                                                      : kp_key_ct_bytes(k->alg))))
        return 0;
    /* signatures hash the message themselves: no digest to choose */
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_MANDATORY_DIGEST);
    if (p != NULL && k->alg->sig != NULL && !OSSL_PARAM_set_utf8_string(p, ""))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY);
    if (p == NULL)
        p = OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PUB_KEY);
    while (p != NULL) {
        size_t n = kp_key_pub_bytes(k->alg);

        if (p->data_type != OSSL_PARAM_OCTET_STRING || !kp_key_has_pub(k))
            return 0;
        p->return_size = n;
        if (p->data != NULL) {
            if (p->data_size < n || !kp_key_write_pub(k, p->data))
                return 0;
        }
        /* both names may be asked at once */
        p = strcmp(p->key, OSSL_PKEY_PARAM_PUB_KEY) == 0
                ? NULL
                : OSSL_PARAM_locate(params, OSSL_PKEY_PARAM_PUB_KEY);
    }
    return 1;
}

static const OSSL_PARAM kp_gettable[] = {
    OSSL_PARAM_int(OSSL_PKEY_PARAM_BITS, NULL),
    OSSL_PARAM_int(OSSL_PKEY_PARAM_SECURITY_BITS, NULL),
    OSSL_PARAM_int(OSSL_PKEY_PARAM_MAX_SIZE, NULL),
    OSSL_PARAM_utf8_string(OSSL_PKEY_PARAM_MANDATORY_DIGEST, NULL, 0),
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0),
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_PUB_KEY, NULL, 0),
    OSSL_PARAM_END};

static const OSSL_PARAM *kp_gettable_params(void *provctx)
{
    (void)provctx;
    return kp_gettable;
}

static int kp_set_params(void *keydata, const OSSL_PARAM params[])
{
    kp_key *k = keydata;
    const OSSL_PARAM *p;
    const void *v = NULL;
    size_t len = 0;

    if (k == NULL)
        return 0;
    p = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY);
    if (p == NULL)
        return 1;
    return OSSL_PARAM_get_octet_string_ptr(p, &v, &len) && kp_set_pub(k, v, len);
}

static const OSSL_PARAM kp_settable[] = {
    OSSL_PARAM_octet_string(OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_settable_params(void *provctx)
{
    (void)provctx;
    return kp_settable;
}

/* The post-quantum halves of a key pair belong together: an encapsulation
 * to the public key decapsulates to the same secret (a wrong pair gives
 * the implicit-rejection key, or an error), a signature by the private key
 * verifies. The classical half was checked when it was imported. */
static int kp_pairwise(const kp_key *k)
{
    const kp_alg *alg = k->alg;
    uint8_t ss1[64], ss2[64];
    uint8_t *buf;
    size_t len = 0, cap;
    int ok;
    static const uint8_t msg[] = "kpqcprovider pairwise check";

    if (alg->kem != NULL) {
        const kpqc_kem *kem = alg->kem;

        if (kem->ss_bytes > sizeof ss1)
            return 0;
        buf = OPENSSL_malloc(kem->ct_bytes);
        ok = buf != NULL &&
             kpqc_kem_encaps(kem, buf, kem->ct_bytes, ss1, kem->ss_bytes, k->pub, alg->pk_bytes) ==
                 KPQC_OK &&
             kpqc_kem_decaps(kem, ss2, kem->ss_bytes, buf, kem->ct_bytes, k->priv, alg->sk_bytes) ==
                 KPQC_OK &&
             CRYPTO_memcmp(ss1, ss2, kem->ss_bytes) == 0;
        OPENSSL_cleanse(ss1, sizeof ss1);
        OPENSSL_cleanse(ss2, sizeof ss2);
        OPENSSL_free(buf);
        return ok;
    }
    cap = alg->sig->sig_bytes;
    buf = OPENSSL_malloc(cap);
    ok = buf != NULL &&
         kpqc_sig_sign(alg->sig, buf, cap, &len, msg, sizeof msg, NULL, 0, k->priv,
                       alg->sk_bytes) == KPQC_OK &&
         kpqc_sig_verify(alg->sig, buf, len, msg, sizeof msg, NULL, 0, k->pub, alg->pk_bytes) ==
             KPQC_OK;
    OPENSSL_free(buf);
    return ok;
}

static int kp_validate(const void *keydata, int selection, int checktype)
{
    const kp_key *k = keydata;

    (void)checktype;
    if (!kp_has(keydata, selection))
        return 0;
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == OSSL_KEYMGMT_SELECT_KEYPAIR)
        return kp_pairwise(k);
    return 1;
}

static void *kp_dup(const void *keydata, int selection)
{
    const kp_key *k = keydata;
    kp_key *d;

    if (k == NULL)
        return NULL;
    d = kp_key_new(k->prov, k->alg);
    if (d == NULL)
        return NULL;
    if ((selection & OSSL_KEYMGMT_SELECT_PUBLIC_KEY) != 0 && k->pub != NULL) {
        d->pub = OPENSSL_memdup(k->pub, k->alg->pk_bytes);
        if (d->pub == NULL)
            goto fail;
    }
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && k->priv != NULL) {
        d->priv = OPENSSL_secure_malloc(k->alg->sk_bytes);
        if (d->priv == NULL)
            goto fail;
        memcpy(d->priv, k->priv, k->alg->sk_bytes);
    }
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) != 0 && k->classic != NULL) {
        /* the classical key whole: EVP_PKEY_dup keeps its private part */
        d->classic = EVP_PKEY_dup(k->classic);
        if (d->classic == NULL)
            goto fail;
        d->classic_has_priv =
            k->classic_has_priv && (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0;
    }
    return d;
fail:
    kp_key_free(d);
    return NULL;
}

/* A key the decoders made (codec.c): the reference is the address of the
 * key pointer; the key changes hands, the decoder's pointer is cleared. */
static void *kp_load(const void *reference, size_t reference_sz)
{
    kp_key **slot = (kp_key **)reference; /* the decoder's own variable */
    kp_key *k;

    if (slot == NULL || reference_sz != sizeof(kp_key *))
        return NULL;
    k = *slot;
    *slot = NULL;
    return k;
}

/* ---- generation ----------------------------------------------------------- */

typedef struct {
    kp_provctx *prov;
    const kp_alg *alg;
    int selection;
} kp_gen_ctx;

static int kp_gen_set_params(void *genctx, const OSSL_PARAM params[])
{
    kp_gen_ctx *g = genctx;
    const OSSL_PARAM *p;
    const char *name = NULL;

    if (g == NULL)
        return 0;
    /* libssl names the group; it must be this algorithm's */
    p = OSSL_PARAM_locate_const(params, OSSL_PKEY_PARAM_GROUP_NAME);
    if (p != NULL) {
        if (!OSSL_PARAM_get_utf8_string_ptr(p, &name) ||
            OPENSSL_strcasecmp(name, g->alg->name) != 0)
            return 0;
    }
    return 1;
}

static void *kp_gen_init(kp_provctx *prov, const kp_alg *alg, int selection,
                         const OSSL_PARAM params[])
{
    kp_gen_ctx *g;

    if (alg->kem == NULL && alg->sig == NULL)
        return NULL;
    g = OPENSSL_zalloc(sizeof *g);
    if (g == NULL)
        return NULL;
    g->prov = prov;
    g->alg = alg;
    g->selection = selection;
    if (!kp_gen_set_params(g, params)) {
        OPENSSL_free(g);
        return NULL;
    }
    return g;
}

static const OSSL_PARAM kp_gen_settable[] = {
    OSSL_PARAM_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_gen_settable_params(void *genctx, void *provctx)
{
    (void)genctx;
    (void)provctx;
    return kp_gen_settable;
}

static void *kp_gen(void *genctx, OSSL_CALLBACK *cb, void *cbarg)
{
    kp_gen_ctx *g = genctx;
    const kp_alg *alg;
    kp_key *k;
    int rc;

    (void)cb;
    (void)cbarg;
    if (g == NULL)
        return NULL;
    alg = g->alg;
    k = kp_key_new(g->prov, alg);
    if (k == NULL)
        return NULL;
    /* parameter generation (libssl's peer key template) makes an empty key */
    if ((g->selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return k;
    k->pub = OPENSSL_malloc(alg->pk_bytes);
    k->priv = OPENSSL_secure_malloc(alg->sk_bytes);
    if (k->pub == NULL || k->priv == NULL)
        goto fail;
    if (alg->sig != NULL)
        rc = kpqc_sig_keypair(alg->sig, k->pub, alg->pk_bytes, k->priv, alg->sk_bytes);
    else
        rc = kpqc_kem_keypair(alg->kem, k->pub, alg->pk_bytes, k->priv, alg->sk_bytes);
    if (rc != KPQC_OK)
        goto fail;
    if (alg->classic != KP_CLASSIC_NONE) {
        k->classic = kp_classic_generate(g->prov->libctx, alg->classic);
        if (k->classic == NULL)
            goto fail;
        k->classic_has_priv = 1;
    }
    return k;
fail:
    kp_key_free(k);
    return NULL;
}

static void kp_gen_cleanup(void *genctx)
{
    OPENSSL_free(genctx);
}

/* ---- one dispatch table per algorithm (new and gen_init know it) ---------- */

#define KP_KEYMGMT(i)                                                                     \
    static void *kp_new_##i(void *provctx)                                                \
    {                                                                                     \
        return kp_key_new(provctx, kp_alg_at(i));                                         \
    }                                                                                     \
    static void *kp_gen_init_##i(void *provctx, int selection, const OSSL_PARAM params[]) \
    {                                                                                     \
        return kp_gen_init(provctx, kp_alg_at(i), selection, params);                     \
    }                                                                                     \
    static const OSSL_DISPATCH kp_keymgmt_##i[] = {                                       \
        {OSSL_FUNC_KEYMGMT_NEW, (void (*)(void))kp_new_##i},                              \
        {OSSL_FUNC_KEYMGMT_FREE, (void (*)(void))kp_key_free},                            \
        {OSSL_FUNC_KEYMGMT_LOAD, (void (*)(void))kp_load},                                \
        {OSSL_FUNC_KEYMGMT_HAS, (void (*)(void))kp_has},                                  \
        {OSSL_FUNC_KEYMGMT_MATCH, (void (*)(void))kp_match},                              \
        {OSSL_FUNC_KEYMGMT_VALIDATE, (void (*)(void))kp_validate},                        \
        {OSSL_FUNC_KEYMGMT_IMPORT, (void (*)(void))kp_import},                            \
        {OSSL_FUNC_KEYMGMT_IMPORT_TYPES, (void (*)(void))kp_import_types},                \
        {OSSL_FUNC_KEYMGMT_EXPORT, (void (*)(void))kp_export},                            \
        {OSSL_FUNC_KEYMGMT_EXPORT_TYPES, (void (*)(void))kp_export_types},                \
        {OSSL_FUNC_KEYMGMT_GET_PARAMS, (void (*)(void))kp_get_params},                    \
        {OSSL_FUNC_KEYMGMT_GETTABLE_PARAMS, (void (*)(void))kp_gettable_params},          \
        {OSSL_FUNC_KEYMGMT_SET_PARAMS, (void (*)(void))kp_set_params},                    \
        {OSSL_FUNC_KEYMGMT_SETTABLE_PARAMS, (void (*)(void))kp_settable_params},          \
        {OSSL_FUNC_KEYMGMT_DUP, (void (*)(void))kp_dup},                                  \
        {OSSL_FUNC_KEYMGMT_GEN_INIT, (void (*)(void))kp_gen_init_##i},                    \
        {OSSL_FUNC_KEYMGMT_GEN_SET_PARAMS, (void (*)(void))kp_gen_set_params},            \
        {OSSL_FUNC_KEYMGMT_GEN_SETTABLE_PARAMS, (void (*)(void))kp_gen_settable_params},  \
        {OSSL_FUNC_KEYMGMT_GEN, (void (*)(void))kp_gen},                                  \
        {OSSL_FUNC_KEYMGMT_GEN_CLEANUP, (void (*)(void))kp_gen_cleanup},                  \
        {0, NULL}};

KP_KEYMGMT(0)
KP_KEYMGMT(1)
KP_KEYMGMT(2)
KP_KEYMGMT(3)
KP_KEYMGMT(4)
KP_KEYMGMT(5)
KP_KEYMGMT(6)
KP_KEYMGMT(7)
KP_KEYMGMT(8)
KP_KEYMGMT(9)
KP_KEYMGMT(10)
KP_KEYMGMT(11)
KP_KEYMGMT(12)
KP_KEYMGMT(13)
KP_KEYMGMT(14)
KP_KEYMGMT(15)
KP_KEYMGMT(16)
KP_KEYMGMT(17)
KP_KEYMGMT(18)
KP_KEYMGMT(19)

_Static_assert(KP_ALG_COUNT == 20, "one KP_KEYMGMT line per algorithm");

const OSSL_DISPATCH *kp_keymgmt_dispatch(size_t i)
{
    static const OSSL_DISPATCH *const tables[KP_ALG_COUNT] = {
        kp_keymgmt_0,  kp_keymgmt_1,  kp_keymgmt_2,  kp_keymgmt_3,  kp_keymgmt_4,
        kp_keymgmt_5,  kp_keymgmt_6,  kp_keymgmt_7,  kp_keymgmt_8,  kp_keymgmt_9,
        kp_keymgmt_10, kp_keymgmt_11, kp_keymgmt_12, kp_keymgmt_13, kp_keymgmt_14,
        kp_keymgmt_15, kp_keymgmt_16, kp_keymgmt_17, kp_keymgmt_18, kp_keymgmt_19};

    return i < KP_ALG_COUNT ? tables[i] : NULL;
}
