/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqcprov.h: the OpenSSL 3 provider's shared declarations.
 *
 * The provider offers each KEM set of the library, and four hybrids of a
 * classical key exchange (X25519 or ECDH on P-384) with a KEM, as key
 * management, KEM operation and TLS 1.3 group; each signature set as key
 * management and signature; encoders and decoders for all their keys. It
 * reaches the library only through kpqc.h; the classical halves go through
 * EVP in a child library context of the one that loaded the provider. */
#ifndef KPQCPROV_H
#define KPQCPROV_H

#include <stddef.h>
#include <stdint.h>

#include <openssl/core.h>
#include <openssl/evp.h>

#include "kpqc.h"

/* The classical half of a hybrid. */
typedef enum { KP_CLASSIC_NONE = 0, KP_CLASSIC_X25519 = 1, KP_CLASSIC_P384 = 2 } kp_classic;

/* One algorithm of the provider: a KEM set, a hybrid of a classical key
 * exchange and a KEM set, or a signature set. */
typedef struct {
    const char *name;    /* provider name (and TLS group name), lower case */
    const char *names;   /* OSSL_ALGORITHM name list: name, aliases, OID */
    const char *set_id;  /* the library's set id */
    int is_sig;          /* 0: KEM (kpqc_kem_find), 1: signature (kpqc_sig_find) */
    kp_classic classic;  /* the classical half, or none */
    uint16_t code_point; /* default TLS NamedGroup value (KEMs; private-use range) */
    const char *oid;     /* experimental OID (docs/openssl.md) */
    /* resolved at load time; both NULL when the build lacks the set */
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    size_t pk_bytes, sk_bytes; /* of the post-quantum part */
    unsigned nist_level;
} kp_alg;

#define KP_KEM_COUNT 11 /* the KEMs come first in the table */
#define KP_ALG_COUNT 20
/* The table (provider.c), in the order of kp_alg_at. */
const kp_alg *kp_alg_at(size_t i);
/* The algorithm whose OID has this DER content (no tag, no length), or NULL. */
const kp_alg *kp_alg_by_oid_der(const uint8_t *der, size_t len);
/* The DER content of the algorithm's OID. */
const uint8_t *kp_alg_oid_der(const kp_alg *alg, size_t *len);

/* The provider's context: one per loaded instance. */
typedef struct {
    const OSSL_CORE_HANDLE *handle;
    OSSL_LIB_CTX *libctx; /* child of the loader's context: classical halves, BIOs */
    uint16_t code_points[KP_KEM_COUNT];
    OSSL_ALGORITHM keymgmt[KP_ALG_COUNT + 1];
    OSSL_ALGORITHM kems[KP_KEM_COUNT + 1];
    OSSL_ALGORITHM signatures[KP_ALG_COUNT - KP_KEM_COUNT + 1];
    OSSL_ALGORITHM encoders[5 * KP_ALG_COUNT + 1];
    OSSL_ALGORITHM decoders[2 * KP_ALG_COUNT + 1];
} kp_provctx;

/* A key of one kp_alg. The classical part of a hybrid is an EVP_PKEY of
 * the child context; pub and priv hold the post-quantum part only. */
typedef struct {
    kp_provctx *prov;
    const kp_alg *alg;
    uint8_t *pub;  /* alg->pk_bytes, or NULL */
    uint8_t *priv; /* alg->sk_bytes (secure heap), or NULL */
    EVP_PKEY *classic;
    int classic_has_priv;
} kp_key;

/* Dispatch tables (keymgmt.c, kem.c), index i of the table above. */
const OSSL_DISPATCH *kp_keymgmt_dispatch(size_t i);
extern const OSSL_DISPATCH kp_kem_functions[];
extern const OSSL_DISPATCH kp_signature_functions[];
/* Encoders (codec.c): [0] PrivateKeyInfo DER, [1] PrivateKeyInfo PEM,
 * [2] SubjectPublicKeyInfo DER, [3] SubjectPublicKeyInfo PEM, [4] text; decoders:
 * [0] PrivateKeyInfo, [1] SubjectPublicKeyInfo (DER input). */
extern const OSSL_DISPATCH *const kp_encoder_dispatch[5];
extern const OSSL_DISPATCH *const kp_decoder_dispatch[2];

/* Key objects for the decoders (keymgmt.c): a key of alg from its public
 * and (optional) private raw forms, as OSSL_PKEY_PARAM_PUB_KEY and
 * OSSL_PKEY_PARAM_PRIV_KEY take them; NULL if invalid. */
kp_key *kp_key_from_raw(kp_provctx *prov, const kp_alg *alg, const uint8_t *pub, size_t pub_len,
                        const uint8_t *priv, size_t priv_len);
void kp_key_free(void *keydata);
/* The raw forms into out of kp_key_pub_bytes / kp_key_priv_bytes; 1 or 0. */
int kp_key_write_pub(const kp_key *k, uint8_t *out);
int kp_key_write_priv(const kp_key *k, uint8_t *out);
int kp_key_has_pub(const kp_key *k);
int kp_key_has_priv(const kp_key *k);

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
size_t kp_key_pub_bytes(const kp_alg *alg);
size_t kp_key_priv_bytes(const kp_alg *alg);
size_t kp_key_ct_bytes(const kp_alg *alg);
size_t kp_key_ss_bytes(const kp_alg *alg);
unsigned kp_key_security_bits(const kp_alg *alg);

#endif
