/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqcprov.h: the OpenSSL 3 provider's shared declarations.
 *
 * The provider offers each KEM set of the library, and four hybrids of a
 * classical key exchange (X25519 or ECDH on P-384) with a KEM, as key
 * management, KEM operation and TLS 1.3 group. It reaches the library only
 * through kpqc.h; the classical halves go through EVP in a child library
 * context of the one that loaded the provider. */
#ifndef KPQCPROV_H
#define KPQCPROV_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core.h>
#include <openssl/evp.h>

#include "kpqc.h"

/* The classical half of a hybrid. */
typedef enum { KP_CLASSIC_NONE = 0, KP_CLASSIC_X25519 = 1, KP_CLASSIC_P384 = 2 } kp_classic;

/* One KEM algorithm of the provider: a KEM set alone or a hybrid. */
typedef struct {
    const char *name;    /* provider name and TLS group name, lower case */
    const char *names;   /* OSSL_ALGORITHM name list: name first, then aliases */
    const char *set_id;  /* the library's set id (kpqc_kem_find) */
    kp_classic classic;  /* the classical half, or none */
    uint16_t code_point; /* default TLS NamedGroup value (private-use range) */
    const kpqc_kem *kem; /* resolved at load time; NULL when the build lacks the set */
} kp_kem_alg;

#define KP_KEM_ALG_COUNT 11
/* The table (provider.c), in the order of kp_kem_alg_at. */
const kp_kem_alg *kp_kem_alg_at(size_t i);

/* The provider's context: one per loaded instance. */
typedef struct {
    const OSSL_CORE_HANDLE *handle;
    OSSL_LIB_CTX *libctx; /* child of the loader's context: the classical halves */
    uint16_t code_points[KP_KEM_ALG_COUNT];
    OSSL_ALGORITHM keymgmt[KP_KEM_ALG_COUNT + 1];
    OSSL_ALGORITHM kems[KP_KEM_ALG_COUNT + 1];
} kp_provctx;

/* A key of one kp_kem_alg. The classical part of a hybrid is an EVP_PKEY of
 * the child context; pub and priv hold the KEM part only. */
typedef struct {
    kp_provctx *prov;
    const kp_kem_alg *alg;
    uint8_t *pub;  /* kem->pk_bytes, or NULL */
    uint8_t *priv; /* kem->sk_bytes (secure heap), or NULL */
    EVP_PKEY *classic;
    int classic_has_priv;
} kp_key;

/* Dispatch tables (keymgmt.c, kem.c), index i of the table above. */
const OSSL_DISPATCH *kp_keymgmt_dispatch(size_t i);
extern const OSSL_DISPATCH kp_kem_functions[];

/* ---- the classical halves (classic.c) ------------------------------------ */

/* Bytes of the encoded public value (X25519: 32; P-384: 97, uncompressed)
 * and of the shared secret (32; 48). */
size_t kp_classic_pub_bytes(kp_classic c);
size_t kp_classic_secret_bytes(kp_classic c);
/* Bytes of the raw private key (32; 48, big-endian scalar). */
size_t kp_classic_priv_bytes(kp_classic c);
/* A fresh key pair; NULL on failure. */
EVP_PKEY *kp_classic_generate(OSSL_LIB_CTX *libctx, kp_classic c);
/* A public key from its encoding (strictly checked by EVP); NULL if invalid. */
EVP_PKEY *kp_classic_from_pub(OSSL_LIB_CTX *libctx, kp_classic c, const uint8_t *pub, size_t len);
/* A key pair from its raw private key and its encoded public value, which
 * must belong together; NULL if either is invalid or they differ. */
EVP_PKEY *kp_classic_from_keypair(OSSL_LIB_CTX *libctx, kp_classic c, const uint8_t *priv,
                                  size_t priv_len, const uint8_t *pub, size_t pub_len);
/* Write the encoded public value (exactly kp_classic_pub_bytes). 1 or 0. */
int kp_classic_get_pub(EVP_PKEY *k, kp_classic c, uint8_t *out);
/* Write the raw private key (exactly kp_classic_priv_bytes). 1 or 0. */
int kp_classic_get_priv(EVP_PKEY *k, kp_classic c, uint8_t *out);
/* The shared secret of own (private) and peer (public), exactly
 * kp_classic_secret_bytes bytes. 1 or 0. */
int kp_classic_derive(OSSL_LIB_CTX *libctx, kp_classic c, EVP_PKEY *own, EVP_PKEY *peer,
                      uint8_t *out);

/* The key's sizes (the classical part first). */
size_t kp_key_pub_bytes(const kp_kem_alg *alg);
size_t kp_key_priv_bytes(const kp_kem_alg *alg);
size_t kp_key_ct_bytes(const kp_kem_alg *alg);
size_t kp_key_ss_bytes(const kp_kem_alg *alg);
unsigned kp_key_security_bits(const kp_kem_alg *alg);

#endif
