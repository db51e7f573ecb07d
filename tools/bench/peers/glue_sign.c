/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Wrapper around one peer signature scheme (NIST attached API). */
#include <stddef.h>
#include <stdint.h>
#include "api.h"
#ifndef PEER_KEYPAIR
#define PEER_KEYPAIR crypto_sign_keypair
#define PEER_SIGN    crypto_sign
#define PEER_OPEN    crypto_sign_open
#define PEER_PKB     CRYPTO_PUBLICKEYBYTES
#define PEER_SKB     CRYPTO_SECRETKEYBYTES
#define PEER_SIGB    CRYPTO_BYTES
#endif
#ifndef PEER_LEN_T
#define PEER_LEN_T size_t
#endif
const size_t peer_pk_bytes = PEER_PKB, peer_sk_bytes = PEER_SKB, peer_sig_bytes = PEER_SIGB;
int peer_keypair(uint8_t *pk, uint8_t *sk)
{
    return PEER_KEYPAIR(pk, sk);
}
int peer_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk)
{
    PEER_LEN_T l = 0;
    int r = PEER_SIGN(sm, &l, m, mlen, sk);
    *smlen = (size_t)l;
    return r;
}
int peer_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk)
{
    PEER_LEN_T l = 0;
    int r = PEER_OPEN(m, &l, sm, smlen, pk);
    *mlen = (size_t)l;
    return r;
}
