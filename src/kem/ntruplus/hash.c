/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hash functions of NTRU+, all SHAKE256 with a one-byte domain prefix:
 *   F(pk)        = SHAKE256(0x00 || pk, 32)            stored in sk
 *   G(r)         = SHAKE256(0x01 || Encode(r^), n/4)     the SOTP pad
 *   H(m || F(pk)) = SHAKE256(0x02 || m || F(pk), 32 + n/4)  key || r's coins */
#include "fips202.h"
#include "ntruplus.h"

static void shake256_prefixed(uint8_t *out, size_t outlen, uint8_t prefix, const uint8_t *a,
                              size_t alen, const uint8_t *b, size_t blen)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, &prefix, 1);
    kpqc_keccak_absorb(&h, a, alen);
    if (blen != 0) {
        kpqc_keccak_absorb(&h, b, blen);
    }
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, out, outlen);
    kpqc_keccak_wipe(&h);
}

void ntruplus_hash_f(uint8_t out[NTRUPLUS_SEED_BYTES], const uint8_t pk[NTRUPLUS_POLY_BYTES])
{
    shake256_prefixed(out, NTRUPLUS_SEED_BYTES, 0x00, pk, NTRUPLUS_POLY_BYTES, NULL, 0);
}

void ntruplus_hash_g(uint8_t out[NTRUPLUS_CBD_BYTES], const uint8_t r[NTRUPLUS_POLY_BYTES])
{
    shake256_prefixed(out, NTRUPLUS_CBD_BYTES, 0x01, r, NTRUPLUS_POLY_BYTES, NULL, 0);
}

void ntruplus_hash_h(uint8_t out[NTRUPLUS_SS_BYTES + NTRUPLUS_CBD_BYTES],
                     const uint8_t msg[NTRUPLUS_MSG_BYTES], const uint8_t fpk[NTRUPLUS_SEED_BYTES])
{
    shake256_prefixed(out, NTRUPLUS_SS_BYTES + NTRUPLUS_CBD_BYTES, 0x02, msg, NTRUPLUS_MSG_BYTES,
                      fpk, NTRUPLUS_SEED_BYTES);
}
