/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 CTR_DRBG without derivation function (SP 800-90A section 10.2.1),
 * in the exact form PQCgenKAT's rng.c uses: 48-byte seed material, no
 * additional input, Update after every Generate call. See drbg.h. */
#include "drbg.h"

#include <string.h>

#include "aes.h"
#include "ct.h"

/* V = V + 1 mod 2^128, big-endian. */
static void drbg_increment(uint8_t v[16])
{
    unsigned carry = 1;
    int i;
    for (i = 15; i >= 0; i--) {
        carry += v[i];
        v[i] = (uint8_t)carry;
        carry >>= 8;
    }
}

/* CTR_DRBG_Update: three blocks of keystream under the current key, XORed
 * with provided_data (48 bytes, or NULL for zeros), become Key || V. The
 * caller passes the current key already expanded. */
static void drbg_update(kpqc_drbg *drbg, const kpqc_aes256_ctx *aes, const uint8_t *provided_data)
{
    uint8_t counters[48];
    uint8_t temp[48];
    int i, j;

    for (i = 0; i < 3; i++) {
        drbg_increment(drbg->v);
        memcpy(counters + 16 * i, drbg->v, 16);
    }
    kpqc_aes256_ecb(aes, temp, counters, 3);
    if (provided_data != NULL) {
        for (j = 0; j < 48; j++) {
            temp[j] ^= provided_data[j];
        }
    }
    memcpy(drbg->key, temp, 32);
    memcpy(drbg->v, temp + 32, 16);
    kpqc_zeroize(temp, sizeof temp);
    kpqc_zeroize(counters, sizeof counters);
}

void kpqc_drbg_init(kpqc_drbg *drbg, const uint8_t entropy[KPQC_DRBG_SEEDBYTES],
                    const uint8_t *personalization)
{
    uint8_t seed_material[KPQC_DRBG_SEEDBYTES];
    kpqc_aes256_ctx aes;
    int i;

    memcpy(seed_material, entropy, sizeof seed_material);
    if (personalization != NULL) {
        for (i = 0; i < KPQC_DRBG_SEEDBYTES; i++) {
            seed_material[i] ^= personalization[i];
        }
    }
    memset(drbg->key, 0, sizeof drbg->key);
    memset(drbg->v, 0, sizeof drbg->v);
    kpqc_aes256_init(&aes, drbg->key);
    drbg_update(drbg, &aes, seed_material);
    kpqc_aes256_wipe(&aes);
    drbg->reseed_counter = 1;
    kpqc_zeroize(seed_material, sizeof seed_material);
}

void kpqc_drbg_generate(kpqc_drbg *drbg, uint8_t *out, size_t len)
{
    kpqc_aes256_ctx aes;
    uint8_t counters[4 * 16];
    uint8_t block[4 * 16];

    kpqc_aes256_init(&aes, drbg->key);
    while (len > 0) {
        /* Up to four counter blocks per call to the (batched) cipher. */
        size_t nblocks = (len + 15) / 16;
        size_t take, i;
        if (nblocks > 4) {
            nblocks = 4;
        }
        for (i = 0; i < nblocks; i++) {
            drbg_increment(drbg->v);
            memcpy(counters + 16 * i, drbg->v, 16);
        }
        kpqc_aes256_ecb(&aes, block, counters, nblocks);
        take = nblocks * 16 < len ? nblocks * 16 : len;
        memcpy(out, block, take);
        out += take;
        len -= take;
    }
    /* The Update step runs under the same key: reuse its expansion. */
    drbg_update(drbg, &aes, NULL);
    kpqc_aes256_wipe(&aes);
    kpqc_zeroize(block, sizeof block);
    drbg->reseed_counter++;
}

void kpqc_drbg_wipe(kpqc_drbg *drbg)
{
    kpqc_zeroize(drbg, sizeof *drbg);
}

int kpqc_drbg_generate_draws(kpqc_drbg *drbg, uint8_t *out, size_t total, const kpqc_draws *draws)
{
    size_t sum = 0, done = 0;
    int i;
    for (i = 0; i < KPQC_MAX_DRAWS; i++) {
        sum += draws->call[i];
    }
    if (sum == 0) {
        kpqc_drbg_generate(drbg, out, total);
        return 0;
    }
    if (sum != total) {
        memset(out, 0, total);
        return -1;
    }
    for (i = 0; i < KPQC_MAX_DRAWS; i++) {
        if (draws->call[i] != 0) {
            kpqc_drbg_generate(drbg, out + done, draws->call[i]);
            done += draws->call[i];
        }
    }
    return 0;
}

int kpqc_drbg_randombytes(void *ctx, uint8_t *out, size_t len)
{
    kpqc_drbg_generate((kpqc_drbg *)ctx, out, len);
    return 0;
}
