/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* codec.c: keys as SubjectPublicKeyInfo (RFC 5280) and PrivateKeyInfo
 * (PKCS #8, RFC 5208), in DER and PEM, the private key optionally
 * encrypted (EncryptedPrivateKeyInfo, PBES2, as OpenSSL does for its own
 * keys).
 *
 *   SubjectPublicKeyInfo ::= SEQUENCE { SEQUENCE { OID }, BIT STRING raw-public }
 *   PrivateKeyInfo       ::= SEQUENCE { INTEGER 0, SEQUENCE { OID },
 *                                       OCTET STRING (raw-private || raw-public) }
 *
 * The AlgorithmIdentifier has no parameters (the OID names the set); raw
 * forms are keymgmt.c's. The private key carries its public key after it,
 * inside the OCTET STRING: a hybrid needs it to rebuild its classical half,
 * and not every scheme's secret key contains its public key. (RFC 5958's
 * [1] publicKey field would be the standard place, but OpenSSL 3.0's
 * PKCS #8 parser, which encryption and decryption go through, refuses it.)
 * The decoders are strict DER: minimal lengths, exact sizes, nothing after
 * the structure; what they do not recognise they leave to other decoders. */
#include <limits.h>
#include <string.h>

#include <openssl/bio.h>
#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/core_object.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/pkcs12.h>
#include <openssl/x509.h>

#include "kpqcprov.h"

#define KP_MAX_INPUT (1u << 20) /* the largest key encoding read: 1 MiB */

/* ---- DER writing ------------------------------------------------------------ */

static size_t kp_der_len_bytes(size_t len)
{
    return len < 0x80 ? 1 : len < 0x100 ? 2 : len < 0x10000 ? 3 : 4;
}

static size_t kp_der_tlv_bytes(size_t len)
{
    return 1 + kp_der_len_bytes(len) + len;
}

/* Write a tag and a length (below 2^24); returns the bytes written. */
static size_t kp_der_put_tl(uint8_t *out, uint8_t tag, size_t len)
{
    size_t n = kp_der_len_bytes(len), i;

    out[0] = tag;
    if (n == 1) {
        out[1] = (uint8_t)len;
        return 2;
    }
    out[1] = (uint8_t)(0x80 | (n - 1));
    for (i = 0; i < n - 1; i++)
        out[2 + i] = (uint8_t)(len >> (8 * (n - 2 - i)));
    return 1 + n;
}

/* AlgorithmIdentifier: SEQUENCE { OID } */
static size_t kp_der_algid(uint8_t *out, const kp_alg *alg)
{
    size_t olen, n;
    const uint8_t *oid = kp_alg_oid_der(alg, &olen);

    n = kp_der_put_tl(out, 0x30, kp_der_tlv_bytes(olen));
    n += kp_der_put_tl(out + n, 0x06, olen);
    memcpy(out + n, oid, olen);
    return n + olen;
}

static size_t kp_der_algid_bytes(const kp_alg *alg)
{
    size_t olen;

    (void)kp_alg_oid_der(alg, &olen);
    return kp_der_tlv_bytes(kp_der_tlv_bytes(olen));
}

/* The DER of the key as SubjectPublicKeyInfo (public) or OneAsymmetricKey
 * (private); OPENSSL_malloc'd (secure heap for the private form), NULL on
 * failure. */
static uint8_t *kp_der_encode(const kp_key *k, int private_form, size_t *out_len)
{
    const kp_alg *alg = k->alg;
    size_t pub_len = kp_key_pub_bytes(alg), priv_len = kp_key_priv_bytes(alg);
    size_t body, total, n = 0;
    uint8_t *der;

    if (private_form) {
        if (!kp_key_has_priv(k) || !kp_key_has_pub(k))
            return NULL;
        body = 3 + kp_der_algid_bytes(alg) + kp_der_tlv_bytes(priv_len + pub_len);
    } else {
        if (!kp_key_has_pub(k))
            return NULL;
        body = kp_der_algid_bytes(alg) + kp_der_tlv_bytes(1 + pub_len);
    }
    total = kp_der_tlv_bytes(body);
    der = private_form ? OPENSSL_secure_malloc(total) : OPENSSL_malloc(total);
    if (der == NULL)
        return NULL;
    n = kp_der_put_tl(der, 0x30, body);
    if (private_form) {
        der[n++] = 0x02; /* INTEGER 0: version 1 */
        der[n++] = 0x01;
        der[n++] = 0x00;
    }
    n += kp_der_algid(der + n, alg);
    if (private_form) {
        n += kp_der_put_tl(der + n, 0x04, priv_len + pub_len);
        if (!kp_key_write_priv(k, der + n))
            goto fail;
        n += priv_len;
    } else {
        n += kp_der_put_tl(der + n, 0x03, 1 + pub_len);
        der[n++] = 0x00; /* no unused bits */
    }
    if (!kp_key_write_pub(k, der + n))
        goto fail;
    *out_len = total;
    return der;
fail:
    if (private_form)
        OPENSSL_secure_clear_free(der, total);
    else
        OPENSSL_free(der);
    return NULL;
}

/* ---- DER reading ------------------------------------------------------------ */

typedef struct {
    const uint8_t *p;
    size_t left;
} kp_der_reader;

/* Read one element of the given tag: its content. 1 or 0 (not DER, wrong
 * tag, short input). Lengths must be minimal (DER). */
static int kp_der_get(kp_der_reader *r, uint8_t tag, const uint8_t **content, size_t *len)
{
    size_t n, l = 0, i;

    if (r->left < 2 || r->p[0] != tag)
        return 0;
    if (r->p[1] < 0x80) {
        l = r->p[1];
        n = 2;
    } else {
        size_t k = r->p[1] & 0x7F;

        if (k == 0 || k > 3 || r->left < 2 + k || r->p[2] == 0)
            return 0;
        for (i = 0; i < k; i++)
            l = (l << 8) | r->p[2 + i];
        if (l < 0x80 || kp_der_len_bytes(l) != 1 + k)
            return 0;
        n = 2 + k;
    }
    if (r->left - n < l)
        return 0;
    *content = r->p + n;
    *len = l;
    r->p += n + l;
    r->left -= n + l;
    return 1;
}

/* SEQUENCE { OID } with nothing else: the algorithm, or NULL. */
static const kp_alg *kp_der_get_algid(kp_der_reader *r)
{
    kp_der_reader seq;
    const uint8_t *oid;
    size_t olen;

    if (!kp_der_get(r, 0x30, &seq.p, &seq.left) || !kp_der_get(&seq, 0x06, &oid, &olen) ||
        seq.left != 0)
        return NULL;
    return kp_alg_by_oid_der(oid, olen);
}

/* A BIT STRING's content without unused bits: the bytes after the 0. */
static int kp_der_bits(const uint8_t **p, size_t *len)
{
    if (*len < 1 || (*p)[0] != 0)
        return 0;
    (*p)++;
    (*len)--;
    return 1;
}

/* Decode SubjectPublicKeyInfo or PrivateKeyInfo: a key of ours, or NULL. */
static kp_key *kp_der_decode(kp_provctx *prov, const uint8_t *der, size_t len, int private_form)
{
    kp_der_reader r = {der, len}, top;
    const kp_alg *alg;
    const uint8_t *pub = NULL, *priv = NULL, *ver;
    size_t pub_len = 0, priv_len = 0, ver_len;

    if (!kp_der_get(&r, 0x30, &top.p, &top.left) || r.left != 0)
        return NULL;
    if (!private_form) {
        alg = kp_der_get_algid(&top);
        if (alg == NULL || !kp_der_get(&top, 0x03, &pub, &pub_len) || top.left != 0 ||
            !kp_der_bits(&pub, &pub_len))
            return NULL;
        return kp_key_from_raw(prov, alg, pub, pub_len, NULL, 0);
    }
    /* version 1 (INTEGER 0), no attributes; the OCTET STRING holds the
     * private key and then the public key */
    if (!kp_der_get(&top, 0x02, &ver, &ver_len) || ver_len != 1 || ver[0] != 0)
        return NULL;
    alg = kp_der_get_algid(&top);
    if (alg == NULL || !kp_der_get(&top, 0x04, &priv, &priv_len) || top.left != 0 ||
        priv_len != kp_key_priv_bytes(alg) + kp_key_pub_bytes(alg))
        return NULL;
    priv_len = kp_key_priv_bytes(alg);
    pub = priv + priv_len;
    pub_len = kp_key_pub_bytes(alg);
    return kp_key_from_raw(prov, alg, pub, pub_len, priv, priv_len);
}

/* ---- encoders ---------------------------------------------------------------- */

typedef struct {
    kp_provctx *prov;
    EVP_CIPHER *cipher; /* encrypt the private key with it (encoders) */
} kp_codec_ctx;

static void *kp_codec_newctx(void *provctx)
{
    kp_codec_ctx *c = OPENSSL_zalloc(sizeof *c);

    if (c != NULL)
        c->prov = provctx;
    return c;
}

static void kp_codec_freectx(void *vctx)
{
    kp_codec_ctx *c = vctx;

    if (c == NULL)
        return;
    EVP_CIPHER_free(c->cipher);
    OPENSSL_free(c);
}

/* The cipher that protects a private key (PEM_write_bio_PrivateKey's enc,
 * openssl pkey -aes256): a NULL name means none. */
static int kp_encoder_set_ctx_params(void *vctx, const OSSL_PARAM params[])
{
    kp_codec_ctx *c = vctx;
    const OSSL_PARAM *p;
    const char *name = NULL, *props = NULL;

    if (c == NULL)
        return 0;
    p = OSSL_PARAM_locate_const(params, OSSL_ENCODER_PARAM_CIPHER);
    if (p == NULL)
        return 1;
    if (!OSSL_PARAM_get_utf8_string_ptr(p, &name))
        return 0;
    p = OSSL_PARAM_locate_const(params, OSSL_ENCODER_PARAM_PROPERTIES);
    if (p != NULL && !OSSL_PARAM_get_utf8_string_ptr(p, &props))
        return 0;
    EVP_CIPHER_free(c->cipher);
    c->cipher = NULL;
    if (name == NULL)
        return 1;
    c->cipher = EVP_CIPHER_fetch(c->prov->libctx, name, props);
    return c->cipher != NULL;
}

static const OSSL_PARAM kp_encoder_settable[] = {
    OSSL_PARAM_utf8_string(OSSL_ENCODER_PARAM_CIPHER, NULL, 0),
    OSSL_PARAM_utf8_string(OSSL_ENCODER_PARAM_PROPERTIES, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_encoder_settable_ctx_params(void *provctx)
{
    (void)provctx;
    return kp_encoder_settable;
}

/* EncryptedPrivateKeyInfo of a PrivateKeyInfo (PBES2 with the context's
 * cipher, OpenSSL's default key derivation), written as DER or PEM. */
static int kp_write_encrypted(kp_codec_ctx *c, BIO *out, const uint8_t *der, size_t len, int pem,
                              OSSL_PASSPHRASE_CALLBACK *cb, void *cbarg)
{
    char pass[1024];
    size_t pass_len = 0;
    const unsigned char *p = der;
    PKCS8_PRIV_KEY_INFO *p8inf = NULL;
    X509_SIG *p8 = NULL;
    int ok = 0;

    if (cb == NULL || len > LONG_MAX || !cb(pass, sizeof pass, &pass_len, NULL, cbarg) ||
        pass_len > sizeof pass || pass_len > INT_MAX)
        goto done;
    p8inf = d2i_PKCS8_PRIV_KEY_INFO(NULL, &p, (long)len);
    if (p8inf == NULL)
        goto done;
    p8 = PKCS8_encrypt_ex(-1, c->cipher, pass, (int)pass_len, NULL, 0, 0, p8inf, c->prov->libctx,
                          NULL);
    if (p8 == NULL)
        goto done;
    ok = pem ? PEM_write_bio_PKCS8(out, p8) > 0 : i2d_PKCS8_bio(out, p8) > 0;
done:
    OPENSSL_cleanse(pass, sizeof pass);
    PKCS8_PRIV_KEY_INFO_free(p8inf);
    X509_SIG_free(p8);
    return ok;
}

static int kp_does_private(void *provctx, int selection)
{
    (void)provctx;
    return (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0;
}

static int kp_does_public(void *provctx, int selection)
{
    (void)provctx;
    return (selection & (OSSL_KEYMGMT_SELECT_PRIVATE_KEY | OSSL_KEYMGMT_SELECT_PUBLIC_KEY)) != 0;
}

static int kp_encode(kp_codec_ctx *c, OSSL_CORE_BIO *cout, const void *obj,
                     const OSSL_PARAM abstract[], int selection, int private_form, int pem,
                     OSSL_PASSPHRASE_CALLBACK *cb, void *cbarg)
{
    const kp_key *k = obj;
    BIO *out;
    uint8_t *der;
    size_t len = 0;
    int ok;

    if (c == NULL || k == NULL || abstract != NULL)
        return 0;
    if (private_form && (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) == 0)
        return 0;
    if (!private_form && (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) == 0)
        return 0;
    der = kp_der_encode(k, private_form, &len);
    if (der == NULL)
        return 0;
    out = BIO_new_from_core_bio(c->prov->libctx, cout);
    if (private_form && c->cipher != NULL)
        ok = out != NULL && kp_write_encrypted(c, out, der, len, pem, cb, cbarg);
    else if (pem)
        ok = out != NULL && PEM_write_bio(out, private_form ? "PRIVATE KEY" : "PUBLIC KEY", "", der,
                                          (long)len) > 0;
    else
        ok = out != NULL && BIO_write(out, der, (int)len) == (int)len;
    BIO_free(out);
    if (private_form)
        OPENSSL_secure_clear_free(der, len);
    else
        OPENSSL_free(der);
    return ok;
}

#define KP_ENCODER(fn, private_form, pem)                                                        \
    static int fn(void *vctx, OSSL_CORE_BIO *cout, const void *obj, const OSSL_PARAM abstract[], \
                  int selection, OSSL_PASSPHRASE_CALLBACK *cb, void *cbarg)                      \
    {                                                                                            \
        return kp_encode(vctx, cout, obj, abstract, selection, private_form, pem, cb, cbarg);    \
    }
KP_ENCODER(kp_encode_priv_der, 1, 0)
KP_ENCODER(kp_encode_priv_pem, 1, 1)
KP_ENCODER(kp_encode_pub_der, 0, 0)
KP_ENCODER(kp_encode_pub_pem, 0, 1)

#define KP_ENCODER_TABLE(table, fn, does)                                                        \
    static const OSSL_DISPATCH table[] = {                                                       \
        {OSSL_FUNC_ENCODER_NEWCTX, (void (*)(void))kp_codec_newctx},                             \
        {OSSL_FUNC_ENCODER_FREECTX, (void (*)(void))kp_codec_freectx},                           \
        {OSSL_FUNC_ENCODER_SET_CTX_PARAMS, (void (*)(void))kp_encoder_set_ctx_params},           \
        {OSSL_FUNC_ENCODER_SETTABLE_CTX_PARAMS, (void (*)(void))kp_encoder_settable_ctx_params}, \
        {OSSL_FUNC_ENCODER_DOES_SELECTION, (void (*)(void))(does)},                              \
        {OSSL_FUNC_ENCODER_ENCODE, (void (*)(void))(fn)},                                        \
        {0, NULL}};
KP_ENCODER_TABLE(kp_enc_priv_der, kp_encode_priv_der, kp_does_private)
KP_ENCODER_TABLE(kp_enc_priv_pem, kp_encode_priv_pem, kp_does_private)
KP_ENCODER_TABLE(kp_enc_pub_der, kp_encode_pub_der, kp_does_public)
KP_ENCODER_TABLE(kp_enc_pub_pem, kp_encode_pub_pem, kp_does_public)

/* Text (openssl pkey -text, x509 -text): the raw forms in hex. */
static int kp_print_hex(BIO *out, const char *what, const uint8_t *p, size_t n)
{
    size_t i;

    if (BIO_printf(out, "%s (%zu bytes):", what, n) <= 0)
        return 0;
    for (i = 0; i < n; i++) {
        if (BIO_printf(out, "%s%02x%s", i % 16 == 0 ? "\n    " : "", p[i],
                       i + 1 < n ? ":" : "\n") <= 0)
            return 0;
    }
    return 1;
}

static int kp_encode_text(void *vctx, OSSL_CORE_BIO *cout, const void *obj,
                          const OSSL_PARAM abstract[], int selection, OSSL_PASSPHRASE_CALLBACK *cb,
                          void *cbarg)
{
    kp_codec_ctx *c = vctx;
    const kp_key *k = obj;
    BIO *out;
    uint8_t *buf = NULL;
    size_t n = 0;
    int ok = 0;

    (void)cb;
    (void)cbarg;
    if (c == NULL || k == NULL || abstract != NULL)
        return 0;
    out = BIO_new_from_core_bio(c->prov->libctx, cout);
    if (out == NULL)
        return 0;
    if (BIO_printf(out, "%s %s key (experimental OID %s)\n", k->alg->name,
                   (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 ? "private" : "public",
                   k->alg->oid) <= 0)
        goto done;
    if ((selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) != 0 && kp_key_has_priv(k)) {
        n = kp_key_priv_bytes(k->alg);
        buf = OPENSSL_secure_malloc(n);
        if (buf == NULL || !kp_key_write_priv(k, buf) || !kp_print_hex(out, "private key", buf, n))
            goto done;
        OPENSSL_secure_clear_free(buf, n);
        buf = NULL;
    }
    if ((selection & OSSL_KEYMGMT_SELECT_KEYPAIR) != 0 && kp_key_has_pub(k)) {
        n = kp_key_pub_bytes(k->alg);
        buf = OPENSSL_secure_malloc(n);
        if (buf == NULL || !kp_key_write_pub(k, buf) || !kp_print_hex(out, "public key", buf, n))
            goto done;
    }
    ok = 1;
done:
    if (buf != NULL)
        OPENSSL_secure_clear_free(buf, n);
    BIO_free(out);
    return ok;
}

static int kp_does_text(void *provctx, int selection)
{
    (void)provctx;
    return (selection & OSSL_KEYMGMT_SELECT_KEYPAIR) != 0;
}

KP_ENCODER_TABLE(kp_enc_text, kp_encode_text, kp_does_text)

const OSSL_DISPATCH *const kp_encoder_dispatch[5] = {kp_enc_priv_der, kp_enc_priv_pem,
                                                     kp_enc_pub_der, kp_enc_pub_pem, kp_enc_text};

/* ---- decoders ---------------------------------------------------------------- */

/* Read the whole input (at most KP_MAX_INPUT bytes); NULL on failure. */
static uint8_t *kp_read_all(kp_codec_ctx *c, OSSL_CORE_BIO *cin, size_t *len)
{
    BIO *in = BIO_new_from_core_bio(c->prov->libctx, cin);
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0, got;

    if (in == NULL)
        return NULL;
    for (;;) {
        if (n == cap) {
            uint8_t *nb;

            if (cap >= KP_MAX_INPUT)
                goto fail;
            cap = cap == 0 ? 4096 : 2 * cap;
            nb = OPENSSL_secure_zalloc(cap);
            if (nb == NULL)
                goto fail;
            if (buf != NULL)
                memcpy(nb, buf, n);
            OPENSSL_secure_clear_free(buf, n);
            buf = nb;
        }
        if (!BIO_read_ex(in, buf + n, cap - n, &got) || got == 0)
            break;
        n += got;
    }
    BIO_free(in);
    *len = n;
    return buf;
fail:
    BIO_free(in);
    OPENSSL_secure_clear_free(buf, n);
    return NULL;
}

static int kp_decode(kp_codec_ctx *c, OSSL_CORE_BIO *cin, int selection, OSSL_CALLBACK *data_cb,
                     void *data_cbarg, int private_form)
{
    uint8_t *der;
    size_t len = 0;
    kp_key *k;
    int ok = 1;

    if (c == NULL)
        return 0;
    if (private_form && selection != 0 && (selection & OSSL_KEYMGMT_SELECT_PRIVATE_KEY) == 0)
        return 1; /* not asked for: empty-handed, not an error */
    der = kp_read_all(c, cin, &len);
    if (der == NULL)
        return 1;
    k = kp_der_decode(c->prov, der, len, private_form);
    OPENSSL_secure_clear_free(der, len);
    if (k != NULL) {
        int type = OSSL_OBJECT_PKEY;
        OSSL_PARAM params[4];

        params[0] = OSSL_PARAM_construct_int(OSSL_OBJECT_PARAM_TYPE, &type);
        params[1] =
            OSSL_PARAM_construct_utf8_string(OSSL_OBJECT_PARAM_DATA_TYPE, (char *)k->alg->name, 0);
        /* the reference is the key pointer's address; kp_load takes it */
        params[2] =
            OSSL_PARAM_construct_octet_string(OSSL_OBJECT_PARAM_REFERENCE, &k, sizeof(kp_key *));
        params[3] = OSSL_PARAM_construct_end();
        ok = data_cb(params, data_cbarg);
        kp_key_free(k); /* NULL when kp_load took it */
    }
    /* not ours, or invalid: empty-handed, other decoders may try */
    return ok;
}

#define KP_DECODER(fn, private_form)                                                     \
    static int fn(void *vctx, OSSL_CORE_BIO *cin, int selection, OSSL_CALLBACK *data_cb, \
                  void *data_cbarg, OSSL_PASSPHRASE_CALLBACK *cb, void *cbarg)           \
    {                                                                                    \
        (void)cb;                                                                        \
        (void)cbarg;                                                                     \
        return kp_decode(vctx, cin, selection, data_cb, data_cbarg, private_form);       \
    }
KP_DECODER(kp_decode_priv, 1)
KP_DECODER(kp_decode_pub, 0)

#define KP_DECODER_TABLE(table, fn, does)                              \
    static const OSSL_DISPATCH table[] = {                             \
        {OSSL_FUNC_DECODER_NEWCTX, (void (*)(void))kp_codec_newctx},   \
        {OSSL_FUNC_DECODER_FREECTX, (void (*)(void))kp_codec_freectx}, \
        {OSSL_FUNC_DECODER_DOES_SELECTION, (void (*)(void))(does)},    \
        {OSSL_FUNC_DECODER_DECODE, (void (*)(void))(fn)},              \
        {0, NULL}};
KP_DECODER_TABLE(kp_dec_priv, kp_decode_priv, kp_does_private)
KP_DECODER_TABLE(kp_dec_pub, kp_decode_pub, kp_does_public)

const OSSL_DISPATCH *const kp_decoder_dispatch[2] = {kp_dec_priv, kp_dec_pub};
