/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiGER's sparse sampler, constant time.
 *
 * The reference walks its SHAKE256 block candidate by candidate and stops
 * at the h-th taken one; it reads and writes its occupancy table and its
 * index list at the candidate's position, and renews the block in a branch.
 * Here every candidate of a block is processed, those after the h-th
 * masked out; the occupancy bitmap and the index list are read and written
 * by full scans with masks; only the end of a block (did it supply h
 * candidates?) is a branch, declassified below. The outputs are the
 * reference's, bit for bit (docs/algorithms/tiger.md, "Constant time"). */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "tiger.h"

#define MAX_H (TIGER_H > TIGER_HE ? TIGER_H : TIGER_HE)

/* A block that leaves the sample short is renewed. For a hash-output seed
 * the first block suffices except with probability 2^-75.7 (TiGER128's s
 * and r), 2^-50.9 (TiGER128's e1) or less (docs/algorithms/tiger.md,
 * "Constant time"), so eight short blocks in a row cannot happen. */
#define TIGER_MAX_BLOCKS 8

/* 0xFFFFFFFF if a == b, else 0 (a, b < 2^31) */
static uint32_t eq_mask(uint32_t a, uint32_t b)
{
    uint32_t x = a ^ b;
    return 0u - (((x - 1u) & ~x) >> 31);
}

/* 1 if a < b, else 0 (a, b < 2^31) */
static uint32_t lt_bit(uint32_t a, uint32_t b)
{
    return (a - b) >> 31;
}

int KPQC_NS(tiger_sample)(uint16_t *idx, unsigned *neg_start, uint32_t occ[TIGER_N / 32],
                          const uint8_t seed[TIGER_SEED], unsigned h)
{
    uint8_t buf[3 * MAX_H];
    const size_t len = 3u * h;
    /* the reference renews the block once 3h - 3 or more bytes are used */
    const size_t cand = (3u * h - 2u) / 2u;
    uint32_t taken = 0, npos = 0, back = h;
    kpqc_keccak_ctx ctx;
    unsigned blk;
    size_t k, i;
    int ret = KPQC_ERR_INTERNAL;

    memset(occ, 0, (TIGER_N / 32) * sizeof occ[0]);
    if (idx != NULL) {
        memset(idx, 0, h * sizeof idx[0]);
    }
    kpqc_shake256(buf, len, seed, TIGER_SEED);
    for (blk = 0; blk < TIGER_MAX_BLOCKS; blk++) {
        uint8_t done;
        for (k = 0; k < cand; k++) {
            uint32_t w = ((uint32_t)buf[2 * k] << 8) | buf[2 * k + 1];
            uint32_t plus = (w >> 1) & 1u;
            uint32_t pos = (w >> 2) & (TIGER_N - 1u);
            /* An opaque zero XOR-ed into every mask: without it the
               compiler sees that one mask of a scan is set and turns the
               scan back into an access at the secret position. */
            const uint32_t blind = kpqc_ct_optblocker_u32;
            uint32_t word = 0, take, m_take, m_plus, setbit;
            for (i = 0; i < TIGER_N / 32; i++) {
                word |= occ[i] & (eq_mask((uint32_t)i, pos >> 5) ^ blind);
            }
            /* free position and the sample not yet complete */
            take = lt_bit(taken, h) & (((word >> (pos & 31u)) & 1u) ^ 1u);
            m_take = (0u - take) ^ blind;
            m_plus = 0u - plus;
            if (idx != NULL) {
                /* +1 at the front, -1 from the back */
                uint32_t slot = (npos & m_plus) | ((back - 1u) & ~m_plus);
                for (i = 0; i < h; i++) {
                    uint32_t m = (eq_mask((uint32_t)i, slot) ^ blind) & m_take;
                    idx[i] = (uint16_t)((idx[i] & ~m) | (pos & m));
                }
            }
            /* Only a +1 marks its position taken: a -1 leaves it free for
               later candidates, as in the reference. */
            setbit = m_take & m_plus & ((uint32_t)1 << (pos & 31u));
            for (i = 0; i < TIGER_N / 32; i++) {
                occ[i] |= (eq_mask((uint32_t)i, pos >> 5) ^ blind) & setbit;
            }
            npos += take & plus;
            back -= take & (plus ^ 1u);
            taken += take;
        }
        done = (uint8_t)(1u ^ lt_bit(taken, h));
        /* Public: whether this block completed the sample. It fails to with
           negligible probability (see TIGER_MAX_BLOCKS); revealing that a
           renewal happened is all this branch tells. */
        KPQC_CT_PUBLIC(&done, sizeof done);
        if (done) {
            ret = 0;
            break;
        }
        kpqc_shake256_init(&ctx);
        kpqc_keccak_absorb(&ctx, buf, len);
        kpqc_keccak_finalize(&ctx);
        kpqc_keccak_squeeze(&ctx, buf, len);
        kpqc_keccak_wipe(&ctx);
    }
    *neg_start = npos;
    kpqc_zeroize(buf, sizeof buf);
    return ret;
}

void KPQC_NS(tiger_dense)(uint8_t s[TIGER_N], const uint16_t idx[TIGER_H], unsigned neg_start)
{
    size_t k, i;
    memset(s, 0, TIGER_N);
    for (k = 0; k < TIGER_H; k++) {
        /* +1 before neg_start, -1 (0xFF) from it on */
        uint8_t sign = (uint8_t)(0xFFu ^ (0xFEu & (0u - lt_bit((uint32_t)k, neg_start))));
        uint16_t p = idx[k];
        const uint8_t blind = (uint8_t)kpqc_ct_optblocker_u32; /* as in tiger_sample */
        for (i = 0; i < TIGER_N; i++) {
            /* 16-bit lanes: x - 1 has bit 15 set exactly when x = 0 (x < n) */
            uint16_t x = (uint16_t)((uint16_t)i ^ p);
            uint8_t m = (uint8_t)(0u - (unsigned)((uint16_t)(x - 1u) >> 15));
            s[i] = (uint8_t)(s[i] + (sign & (uint8_t)(m ^ blind)));
        }
    }
}
