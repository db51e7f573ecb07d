/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Wrapper around one peer KEM, compiled with the peer's include path.
 * Names default to the NIST API; PQClean's namespaced names come in by -D. */
#include <stddef.h>
#include <stdint.h>
#include "api.h"
#ifndef PEER_KEYPAIR
#define PEER_KEYPAIR crypto_kem_keypair
#define PEER_ENC     crypto_kem_enc
#define PEER_DEC     crypto_kem_dec
#define PEER_PKB     CRYPTO_PUBLICKEYBYTES
#define PEER_SKB     CRYPTO_SECRETKEYBYTES
#define PEER_CTB     CRYPTO_CIPHERTEXTBYTES
#define PEER_SSB     CRYPTO_BYTES
#endif
const size_t peer_pk_bytes = PEER_PKB, peer_sk_bytes = PEER_SKB, peer_ct_bytes = PEER_CTB,
             peer_ss_bytes = PEER_SSB;
int peer_keypair(uint8_t *pk, uint8_t *sk)
{
    return PEER_KEYPAIR(pk, sk);
}
int peer_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    return PEER_ENC(ct, ss, pk);
}
int peer_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    return PEER_DEC(ss, ct, sk);
}
