/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* provider.c: the provider's entry point, its algorithm tables, its
 * parameters and the TLS-GROUP capability.
 *
 * Code points. TLS 1.3 NamedGroup values 0xFE00..0xFEFF are reserved for
 * private use (RFC 8446, section 4.2.7). KpqC groups have no IANA
 * assignment, so they take 0xFEC0..0xFECA here, from this one table. A
 * deployment can move any of them through the provider's configuration
 * section in openssl.cnf, "<group>_codepoint = 0xFExx" (docs/openssl.md);
 * both peers must agree. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/core_dispatch.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/objects.h>
#include <openssl/params.h>
#include <openssl/prov_ssl.h>

#include "kpqcprov.h"

#define KP_PROVIDER_NAME "KpqC provider"

/* Object identifiers. KpqC algorithms have no registered OIDs yet. These
 * are experimental ones under a single arc, by default a UUID arc
 * (2.25.<UUID>, ITU-T X.667: unique without registration, owned by this
 * project); a build can move the whole arc (CMake cache variable
 * KPQC_PROVIDER_OID_ARC, docs/openssl.md). Under the arc: .1.n KEMs and
 * hybrids, .2.n signatures, in the order of the table below. Keys and
 * certificates made with them are for experiments only. */
#ifndef KPQC_PROVIDER_OID_ARC
#define KPQC_PROVIDER_OID_ARC "2.25.126930251836017798567029413227057337309"
#endif
#define KP_OID(n) KPQC_PROVIDER_OID_ARC n

/* The algorithms: name (the TLS group name of a KEM), OSSL_ALGORITHM name
 * list (lower-case name, the library's canonical name, the OID), library
 * set id, signature or KEM, classical half, default code point, OID.
 * Names are the canonical ones in lower case without punctuation ("+" is
 * "plus"); SMAUG-TiMER's is smaugtimer, its library id smaugttimer an
 * alias. */
#define KP_KEM(name, canon, set, classic, cp, arc)                                                \
    {                                                                                             \
        name, name ":" canon ":" KP_OID(arc), set, 0, classic, cp, KP_OID(arc), NULL, NULL, 0, 0, \
            0                                                                                     \
    }
#define KP_SIG(name, canon, arc)                                                              \
    {                                                                                         \
        name, name ":" canon ":" KP_OID(arc), name, 1, KP_CLASSIC_NONE, 0, KP_OID(arc), NULL, \
            NULL, 0, 0, 0                                                                     \
    }
static kp_alg kp_algs[KP_ALG_COUNT] = {
    KP_KEM("smaugt1", "SMAUG-T1", "smaugt1", KP_CLASSIC_NONE, 0xFEC0, ".1.1"),
    KP_KEM("smaugt3", "SMAUG-T3", "smaugt3", KP_CLASSIC_NONE, 0xFEC1, ".1.2"),
    KP_KEM("smaugt5", "SMAUG-T5", "smaugt5", KP_CLASSIC_NONE, 0xFEC2, ".1.3"),
    KP_KEM("smaugtimer", "smaugttimer:SMAUG-TiMER", "smaugttimer", KP_CLASSIC_NONE, 0xFEC3, ".1.4"),
    KP_KEM("ntruplus768", "NTRU+768", "ntruplus768", KP_CLASSIC_NONE, 0xFEC4, ".1.5"),
    KP_KEM("ntruplus864", "NTRU+864", "ntruplus864", KP_CLASSIC_NONE, 0xFEC5, ".1.6"),
    KP_KEM("ntruplus1152", "NTRU+1152", "ntruplus1152", KP_CLASSIC_NONE, 0xFEC6, ".1.7"),
    KP_KEM("x25519_ntruplus768", "X25519+NTRU+768", "ntruplus768", KP_CLASSIC_X25519, 0xFEC7,
           ".1.8"),
    KP_KEM("x25519_smaugt1", "X25519+SMAUG-T1", "smaugt1", KP_CLASSIC_X25519, 0xFEC8, ".1.9"),
    KP_KEM("p384_ntruplus864", "P-384+NTRU+864", "ntruplus864", KP_CLASSIC_P384, 0xFEC9, ".1.10"),
    KP_KEM("p384_smaugt3", "P-384+SMAUG-T3", "smaugt3", KP_CLASSIC_P384, 0xFECA, ".1.11"),
    KP_SIG("haetae2", "HAETAE2", ".2.1"),
    KP_SIG("haetae3", "HAETAE3", ".2.2"),
    KP_SIG("haetae5", "HAETAE5", ".2.3"),
    KP_SIG("aimer128f", "AIMer-128f", ".2.4"),
    KP_SIG("aimer128s", "AIMer-128s", ".2.5"),
    KP_SIG("aimer192f", "AIMer-192f", ".2.6"),
    KP_SIG("aimer192s", "AIMer-192s", ".2.7"),
    KP_SIG("aimer256f", "AIMer-256f", ".2.8"),
    KP_SIG("aimer256s", "AIMer-256s", ".2.9"),
};

/* The OIDs' DER contents, computed once at load time. */
#define KP_OID_DER_MAX 48
static uint8_t kp_oid_der[KP_ALG_COUNT][KP_OID_DER_MAX];
static size_t kp_oid_der_len[KP_ALG_COUNT];

const uint8_t *kp_alg_oid_der(const kp_alg *alg, size_t *len)
{
    size_t i = (size_t)(alg - kp_algs);

    *len = kp_oid_der_len[i];
    return kp_oid_der[i];
}

const kp_alg *kp_alg_by_oid_der(const uint8_t *der, size_t len)
{
    size_t i;

    for (i = 0; i < KP_ALG_COUNT; i++) {
        if ((kp_algs[i].kem != NULL || kp_algs[i].sig != NULL) && kp_oid_der_len[i] == len &&
            memcmp(kp_oid_der[i], der, len) == 0)
            return &kp_algs[i];
    }
    return NULL;
}

/* The DER content of a dotted OID (through OpenSSL's parser). */
static int kp_compute_oid_der(size_t i)
{
    ASN1_OBJECT *obj = OBJ_txt2obj(kp_algs[i].oid, 1);
    int n;
    const unsigned char *data;

    if (obj == NULL)
        return 0;
    n = (int)OBJ_length(obj);
    data = OBJ_get0_data(obj);
    if (n <= 0 || (size_t)n > KP_OID_DER_MAX || data == NULL) {
        ASN1_OBJECT_free(obj);
        return 0;
    }
    memcpy(kp_oid_der[i], data, (size_t)n);
    kp_oid_der_len[i] = (size_t)n;
    ASN1_OBJECT_free(obj);
    return 1;
}

const kp_alg *kp_alg_at(size_t i)
{
    return i < KP_ALG_COUNT ? &kp_algs[i] : NULL;
}

size_t kp_key_pub_bytes(const kp_alg *alg)
{
    return kp_classic_pub_bytes(alg->classic) + alg->pk_bytes;
}

size_t kp_key_priv_bytes(const kp_alg *alg)
{
    return kp_classic_priv_bytes(alg->classic) + alg->sk_bytes;
}

/* A hybrid's ciphertext is the encapsulator's classical public value
 * followed by the KEM ciphertext. */
size_t kp_key_ct_bytes(const kp_alg *alg)
{
    return kp_classic_pub_bytes(alg->classic) + alg->kem->ct_bytes;
}

size_t kp_key_ss_bytes(const kp_alg *alg)
{
    return kp_classic_secret_bytes(alg->classic) + alg->kem->ss_bytes;
}

/* The set's claimed category (1, 2: 128; 3: 192; 5: 256 bits). A hybrid
 * claims the KEM's figure: against a classical attacker it is at least as
 * strong as either half, and the KEM half is what resists a quantum one. */
unsigned kp_key_security_bits(const kp_alg *alg)
{
    switch (alg->nist_level) {
    case 1:
    case 2: return 128;
    case 3:
    case 4: return 192;
    default: return 256;
    }
}

/* ---- configuration ----------------------------------------------------------- */

/* The encoders' and decoders' properties, in the order of
 * kp_encoder_dispatch and kp_decoder_dispatch (codec.c). */
static const char *const kp_encoder_properties[5] = {
    "provider=kpqcprovider,output=der,structure=PrivateKeyInfo",
    "provider=kpqcprovider,output=pem,structure=PrivateKeyInfo",
    "provider=kpqcprovider,output=der,structure=SubjectPublicKeyInfo",
    "provider=kpqcprovider,output=pem,structure=SubjectPublicKeyInfo",
    "provider=kpqcprovider,output=text"};
static const char *const kp_decoder_properties[2] = {
    "provider=kpqcprovider,input=der,structure=PrivateKeyInfo",
    "provider=kpqcprovider,input=der,structure=SubjectPublicKeyInfo"};

/* A configured code point "<name>_codepoint" (decimal or 0x-hex, within
 * 0x0001..0xFFFF), or the default. An unparsable value is refused: the
 * provider does not load rather than use a code point nobody asked for. */
static int kp_configured_code_point(OSSL_FUNC_core_get_params_fn *get_params,
                                    const OSSL_CORE_HANDLE *handle, const kp_alg *alg,
                                    uint16_t *out)
{
    char key[64];
    char *value = NULL;
    OSSL_PARAM params[2];
    char *end = NULL;
    unsigned long v;

    *out = alg->code_point;
    if (get_params == NULL)
        return 1;
    (void)snprintf(key, sizeof key, "%s_codepoint", alg->name);
    params[0] = OSSL_PARAM_construct_utf8_ptr(key, &value, 0);
    params[1] = OSSL_PARAM_construct_end();
    if (!get_params(handle, params) || value == NULL || !OSSL_PARAM_modified(params))
        return 1;
    v = strtoul(value, &end, 0);
    if (end == value || *end != '\0' || v == 0 || v > 0xFFFF)
        return 0;
    *out = (uint16_t)v;
    return 1;
}

/* ---- provider functions ------------------------------------------------------- */

static const OSSL_PARAM kp_param_types[] = {
    OSSL_PARAM_DEFN(OSSL_PROV_PARAM_NAME, OSSL_PARAM_UTF8_PTR, NULL, 0),
    OSSL_PARAM_DEFN(OSSL_PROV_PARAM_VERSION, OSSL_PARAM_UTF8_PTR, NULL, 0),
    OSSL_PARAM_DEFN(OSSL_PROV_PARAM_BUILDINFO, OSSL_PARAM_UTF8_PTR, NULL, 0),
    OSSL_PARAM_DEFN(OSSL_PROV_PARAM_STATUS, OSSL_PARAM_INTEGER, NULL, 0), OSSL_PARAM_END};

static const OSSL_PARAM *kp_gettable_params(void *provctx)
{
    (void)provctx;
    return kp_param_types;
}

static int kp_get_params(void *provctx, OSSL_PARAM params[])
{
    OSSL_PARAM *p;

    (void)provctx;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_NAME);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, KP_PROVIDER_NAME))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_VERSION);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, kpqc_version()))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_BUILDINFO);
    if (p != NULL && !OSSL_PARAM_set_utf8_ptr(p, "kpqc " KPQC_VERSION_STRING))
        return 0;
    p = OSSL_PARAM_locate(params, OSSL_PROV_PARAM_STATUS);
    if (p != NULL && !OSSL_PARAM_set_int(p, 1))
        return 0;
    return 1;
}

static const OSSL_ALGORITHM *kp_query(void *provctx, int operation_id, int *no_cache)
{
    kp_provctx *ctx = provctx;

    *no_cache = 0;
    switch (operation_id) {
    case OSSL_OP_KEYMGMT: return ctx->keymgmt;
    case OSSL_OP_KEM: return ctx->kems;
    case OSSL_OP_SIGNATURE: return ctx->signatures;
    case OSSL_OP_ENCODER: return ctx->encoders;
    case OSSL_OP_DECODER: return ctx->decoders;
    default: return NULL;
    }
}

/* One TLS-GROUP entry per available algorithm: TLS 1.3 only, no DTLS. */
static int kp_tls_group(const kp_provctx *ctx, size_t i, OSSL_CALLBACK *cb, void *arg)
{
    const kp_alg *alg = &kp_algs[i];
    unsigned int id = ctx->code_points[i];
    unsigned int secbits = kp_key_security_bits(alg);
    unsigned int is_kem = 1;
    int min_tls = TLS1_3_VERSION, max_tls = TLS1_3_VERSION;
    int min_dtls = -1, max_dtls = -1;
    OSSL_PARAM params[11];

    params[0] =
        OSSL_PARAM_construct_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME, (char *)alg->name, 0);
    params[1] = OSSL_PARAM_construct_utf8_string(OSSL_CAPABILITY_TLS_GROUP_NAME_INTERNAL,
                                                 (char *)alg->name, 0);
    params[2] = OSSL_PARAM_construct_uint(OSSL_CAPABILITY_TLS_GROUP_ID, &id);
    params[3] =
        OSSL_PARAM_construct_utf8_string(OSSL_CAPABILITY_TLS_GROUP_ALG, (char *)alg->name, 0);
    params[4] = OSSL_PARAM_construct_uint(OSSL_CAPABILITY_TLS_GROUP_SECURITY_BITS, &secbits);
    params[5] = OSSL_PARAM_construct_uint(OSSL_CAPABILITY_TLS_GROUP_IS_KEM, &is_kem);
    params[6] = OSSL_PARAM_construct_int(OSSL_CAPABILITY_TLS_GROUP_MIN_TLS, &min_tls);
    params[7] = OSSL_PARAM_construct_int(OSSL_CAPABILITY_TLS_GROUP_MAX_TLS, &max_tls);
    params[8] = OSSL_PARAM_construct_int(OSSL_CAPABILITY_TLS_GROUP_MIN_DTLS, &min_dtls);
    params[9] = OSSL_PARAM_construct_int(OSSL_CAPABILITY_TLS_GROUP_MAX_DTLS, &max_dtls);
    params[10] = OSSL_PARAM_construct_end();
    return cb(params, arg);
}

static int kp_get_capabilities(void *provctx, const char *capability, OSSL_CALLBACK *cb, void *arg)
{
    const kp_provctx *ctx = provctx;
    size_t i;

    if (OPENSSL_strcasecmp(capability, "TLS-GROUP") != 0)
        return 0;
    for (i = 0; i < KP_KEM_COUNT; i++) {
        if (kp_algs[i].kem != NULL && !kp_tls_group(ctx, i, cb, arg))
            return 0;
    }
    return 1;
}

static void kp_teardown(void *provctx)
{
    kp_provctx *ctx = provctx;

    if (ctx == NULL)
        return;
    OSSL_LIB_CTX_free(ctx->libctx);
    OPENSSL_free(ctx);
}

static const OSSL_DISPATCH kp_provider_functions[] = {
    {OSSL_FUNC_PROVIDER_TEARDOWN, (void (*)(void))kp_teardown},
    {OSSL_FUNC_PROVIDER_GETTABLE_PARAMS, (void (*)(void))kp_gettable_params},
    {OSSL_FUNC_PROVIDER_GET_PARAMS, (void (*)(void))kp_get_params},
    {OSSL_FUNC_PROVIDER_QUERY_OPERATION, (void (*)(void))kp_query},
    {OSSL_FUNC_PROVIDER_GET_CAPABILITIES, (void (*)(void))kp_get_capabilities},
    {0, NULL}};

/* The only symbol the module exports: everything else is compiled with
 * hidden visibility (and the version script keeps the library's symbols
 * local too). */
#if defined(__GNUC__) || defined(__clang__)
#define KP_EXPORT __attribute__((visibility("default")))
#else
#define KP_EXPORT
#endif

/* Resolve the table against the library once per process: the sets this
 * build has, their sizes, the OIDs' DER. */
static CRYPTO_ONCE kp_table_once = CRYPTO_ONCE_STATIC_INIT;
static int kp_table_ok;

static void kp_table_init(void)
{
    size_t i;

    for (i = 0; i < KP_ALG_COUNT; i++) {
        kp_alg *alg = &kp_algs[i];

        if (alg->is_sig) {
            alg->sig = kpqc_sig_find(alg->set_id);
            if (alg->sig == NULL)
                continue;
            alg->pk_bytes = alg->sig->pk_bytes;
            alg->sk_bytes = alg->sig->sk_bytes;
            alg->nist_level = alg->sig->nist_level;
        } else {
            alg->kem = kpqc_kem_find(alg->set_id);
            if (alg->kem == NULL)
                continue;
            alg->pk_bytes = alg->kem->pk_bytes;
            alg->sk_bytes = alg->kem->sk_bytes;
            alg->nist_level = alg->kem->nist_level;
        }
        if (!kp_compute_oid_der(i))
            return;
    }
    kp_table_ok = 1;
}

KP_EXPORT int OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
                                 const OSSL_DISPATCH **out, void **provctx)
{
    OSSL_FUNC_core_get_params_fn *get_params = NULL;
    OSSL_FUNC_core_obj_create_fn *obj_create = NULL;
    OSSL_FUNC_core_obj_add_sigid_fn *obj_add_sigid = NULL;
    kp_provctx *ctx;
    size_t i, j, nk = 0, nkem = 0, ns = 0, ne = 0, nd = 0;
    const OSSL_DISPATCH *d;

    for (d = in; d->function_id != 0; d++) {
        if (d->function_id == OSSL_FUNC_CORE_GET_PARAMS)
            get_params = OSSL_FUNC_core_get_params(d);
        else if (d->function_id == OSSL_FUNC_CORE_OBJ_CREATE)
            obj_create = OSSL_FUNC_core_obj_create(d);
        else if (d->function_id == OSSL_FUNC_CORE_OBJ_ADD_SIGID)
            obj_add_sigid = OSSL_FUNC_core_obj_add_sigid(d);
    }
    if (!CRYPTO_THREAD_run_once(&kp_table_once, kp_table_init) || !kp_table_ok)
        return 0;
    ctx = OPENSSL_zalloc(sizeof *ctx);
    if (ctx == NULL)
        return 0;
    ctx->handle = handle;
    /* The classical halves use whatever the loading context offers
     * (normally the default provider's X25519 and EC). */
    ctx->libctx = OSSL_LIB_CTX_new_child(handle, in);
    if (ctx->libctx == NULL)
        goto fail;
    for (i = 0; i < KP_ALG_COUNT; i++) {
        const kp_alg *alg = &kp_algs[i];
        OSSL_ALGORITHM a = {alg->names, "provider=kpqcprovider", NULL, alg->name};

        if (alg->kem == NULL && alg->sig == NULL)
            continue; /* not in this build */
        if (!alg->is_sig &&
            !kp_configured_code_point(get_params, handle, alg, &ctx->code_points[i]))
            goto fail;
        /* the OID as an object of the loader's library, so that X.509 code
         * names it; a signature OID also maps to its key type (no digest),
         * which certificate verification looks up */
        if (obj_create != NULL && !obj_create(handle, alg->oid, alg->name, alg->name))
            goto fail;
        if (alg->is_sig && obj_add_sigid != NULL &&
            !obj_add_sigid(handle, alg->name, "", alg->name))
            goto fail;
        a.implementation = kp_keymgmt_dispatch(i);
        ctx->keymgmt[nk++] = a;
        a.implementation = alg->is_sig ? kp_signature_functions : kp_kem_functions;
        if (alg->is_sig)
            ctx->signatures[ns++] = a;
        else
            ctx->kems[nkem++] = a;
        for (j = 0; j < 5; j++) {
            a.property_definition = kp_encoder_properties[j];
            a.implementation = kp_encoder_dispatch[j];
            ctx->encoders[ne++] = a;
        }
        for (j = 0; j < 2; j++) {
            a.property_definition = kp_decoder_properties[j];
            a.implementation = kp_decoder_dispatch[j];
            ctx->decoders[nd++] = a;
        }
    }
    /* two groups on one code point would make the peer's choice ambiguous */
    for (i = 0; i < KP_KEM_COUNT; i++) {
        for (j = i + 1; j < KP_KEM_COUNT; j++) {
            if (kp_algs[i].kem != NULL && kp_algs[j].kem != NULL &&
                ctx->code_points[i] == ctx->code_points[j])
                goto fail;
        }
    }
    *out = kp_provider_functions;
    *provctx = ctx;
    return 1;
fail:
    kp_teardown(ctx);
    return 0;
}
