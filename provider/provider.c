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
#include <openssl/params.h>
#include <openssl/prov_ssl.h>

#include "kpqcprov.h"

#define KP_PROVIDER_NAME "KpqC provider"

/* The algorithms: name (also the TLS group name), OSSL_ALGORITHM name list
 * (lower-case name, then the library's canonical name where OpenSSL accepts
 * it), library set id, classical half, default code point. */
static kp_kem_alg kp_kem_algs[KP_KEM_ALG_COUNT] = {
    {"smaugt1", "smaugt1:SMAUG-T1", "smaugt1", KP_CLASSIC_NONE, 0xFEC0, NULL},
    {"smaugt3", "smaugt3:SMAUG-T3", "smaugt3", KP_CLASSIC_NONE, 0xFEC1, NULL},
    {"smaugt5", "smaugt5:SMAUG-T5", "smaugt5", KP_CLASSIC_NONE, 0xFEC2, NULL},
    {"smaugttimer", "smaugttimer:smaugtimer:SMAUG-TiMER", "smaugttimer", KP_CLASSIC_NONE, 0xFEC3,
     NULL},
    {"ntruplus768", "ntruplus768:NTRU+768", "ntruplus768", KP_CLASSIC_NONE, 0xFEC4, NULL},
    {"ntruplus864", "ntruplus864:NTRU+864", "ntruplus864", KP_CLASSIC_NONE, 0xFEC5, NULL},
    {"ntruplus1152", "ntruplus1152:NTRU+1152", "ntruplus1152", KP_CLASSIC_NONE, 0xFEC6, NULL},
    {"x25519_ntruplus768", "x25519_ntruplus768:X25519+NTRU+768", "ntruplus768", KP_CLASSIC_X25519,
     0xFEC7, NULL},
    {"x25519_smaugt1", "x25519_smaugt1:X25519+SMAUG-T1", "smaugt1", KP_CLASSIC_X25519, 0xFEC8,
     NULL},
    {"p384_ntruplus864", "p384_ntruplus864:P-384+NTRU+864", "ntruplus864", KP_CLASSIC_P384, 0xFEC9,
     NULL},
    {"p384_smaugt3", "p384_smaugt3:P-384+SMAUG-T3", "smaugt3", KP_CLASSIC_P384, 0xFECA, NULL},
};

const kp_kem_alg *kp_kem_alg_at(size_t i)
{
    return i < KP_KEM_ALG_COUNT ? &kp_kem_algs[i] : NULL;
}

size_t kp_key_pub_bytes(const kp_kem_alg *alg)
{
    return kp_classic_pub_bytes(alg->classic) + alg->kem->pk_bytes;
}

size_t kp_key_priv_bytes(const kp_kem_alg *alg)
{
    return kp_classic_priv_bytes(alg->classic) + alg->kem->sk_bytes;
}

/* A hybrid's ciphertext is the encapsulator's classical public value
 * followed by the KEM ciphertext. */
size_t kp_key_ct_bytes(const kp_kem_alg *alg)
{
    return kp_classic_pub_bytes(alg->classic) + alg->kem->ct_bytes;
}

size_t kp_key_ss_bytes(const kp_kem_alg *alg)
{
    return kp_classic_secret_bytes(alg->classic) + alg->kem->ss_bytes;
}

/* The KEM set's claimed category (1: 128, 3: 192, 5: 256 bits). A hybrid
 * claims the KEM's figure: against a classical attacker it is at least as
 * strong as either half, and the KEM half is what resists a quantum one. */
unsigned kp_key_security_bits(const kp_kem_alg *alg)
{
    switch (alg->kem->nist_level) {
    case 1:
    case 2: return 128;
    case 3:
    case 4: return 192;
    default: return 256;
    }
}

/* ---- core functions the provider uses -------------------------------------- */

static OSSL_FUNC_core_get_params_fn *kp_core_get_params;

/* A configured code point "<name>_codepoint" (decimal or 0x-hex, within
 * 0x0001..0xFFFF), or the default. An unparsable value is refused: the
 * provider does not load rather than use a code point nobody asked for. */
static int kp_configured_code_point(const OSSL_CORE_HANDLE *handle, const kp_kem_alg *alg,
                                    uint16_t *out)
{
    char key[64];
    char *value = NULL;
    OSSL_PARAM params[2];
    char *end = NULL;
    unsigned long v;

    *out = alg->code_point;
    if (kp_core_get_params == NULL)
        return 1;
    (void)snprintf(key, sizeof key, "%s_codepoint", alg->name);
    params[0] = OSSL_PARAM_construct_utf8_ptr(key, &value, 0);
    params[1] = OSSL_PARAM_construct_end();
    if (!kp_core_get_params(handle, params) || value == NULL || !OSSL_PARAM_modified(params))
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
    default: return NULL;
    }
}

/* One TLS-GROUP entry per available algorithm: TLS 1.3 only, no DTLS. */
static int kp_tls_group(const kp_provctx *ctx, size_t i, OSSL_CALLBACK *cb, void *arg)
{
    const kp_kem_alg *alg = &kp_kem_algs[i];
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
    for (i = 0; i < KP_KEM_ALG_COUNT; i++) {
        if (kp_kem_algs[i].kem != NULL && !kp_tls_group(ctx, i, cb, arg))
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

KP_EXPORT int OSSL_provider_init(const OSSL_CORE_HANDLE *handle, const OSSL_DISPATCH *in,
                                 const OSSL_DISPATCH **out, void **provctx)
{
    kp_provctx *ctx;
    size_t i, n = 0;
    const OSSL_DISPATCH *d;

    for (d = in; d->function_id != 0; d++) {
        if (d->function_id == OSSL_FUNC_CORE_GET_PARAMS)
            kp_core_get_params = OSSL_FUNC_core_get_params(d);
    }
    ctx = OPENSSL_zalloc(sizeof *ctx);
    if (ctx == NULL)
        return 0;
    ctx->handle = handle;
    /* The classical halves use whatever the loading context offers
     * (normally the default provider's X25519 and EC). */
    ctx->libctx = OSSL_LIB_CTX_new_child(handle, in);
    if (ctx->libctx == NULL)
        goto fail;
    for (i = 0; i < KP_KEM_ALG_COUNT; i++) {
        kp_kem_alg *alg = &kp_kem_algs[i];

        /* the table is shared by every instance; resolving twice writes
         * the same pointer */
        alg->kem = kpqc_kem_find(alg->set_id);
        if (alg->kem == NULL)
            continue;
        if (!kp_configured_code_point(handle, alg, &ctx->code_points[i]))
            goto fail;
        ctx->keymgmt[n].algorithm_names = alg->names;
        ctx->keymgmt[n].property_definition = "provider=kpqcprovider";
        ctx->keymgmt[n].implementation = kp_keymgmt_dispatch(i);
        ctx->keymgmt[n].algorithm_description = alg->name;
        ctx->kems[n] = ctx->keymgmt[n];
        ctx->kems[n].implementation = kp_kem_functions;
        n++;
    }
    *out = kp_provider_functions;
    *provctx = ctx;
    return 1;
fail:
    kp_teardown(ctx);
    return 0;
}
