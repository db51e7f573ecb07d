/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE hyperball sampler's polynomial loop for ARMv7-M: the stream
 * of one polynomial is squeezed a whole SHAKE256 block at a time into a
 * buffer, and its 26-byte draws run four at a time through the Thumb-2
 * trials (hyperball_armv7m.S, the GAUSS_TRIALS kernel).
 *
 * The trials are consumed in order: those after the wanted-th accepted
 * one are computed and thrown away, so the accepted samples and the sum
 * of squares are the portable sampler's (haetae_sample_poly_c). The sum
 * of the accepted squares is kept apart and added at the end, which gives
 * the same normalised value because the portable sum is exact modulo
 * 2^112 (each square's low word is below 2^48, so 257 of them fit).
 *
 * After the 32 bytes of sign bits the first block holds exactly four
 * draws; later draws may straddle two blocks, so the buffer keeps the
 * unread tail of the previous block in front of the next one and moves
 * it to the start only when the buffer is nearly full.
 *
 * Constant time as the portable sampler: the only branches are on the
 * declassified acceptance bits (see hyperball.c) and on public counts. */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "../../haetae.h"
#include "../api.h"

#define DRAW   HAETAE_DRAW_BYTES
#define BATCH  4
#define BUFLEN (4 * KPQC_SHAKE256_RATE + BATCH * DRAW)

_Static_assert(KPQC_SHAKE256_RATE - HAETAE_N / 8 == BATCH * DRAW,
               "the first block holds the sign bits and four draws");

void haetae_sample_poly_armv7m(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                               uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                               const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    uint8_t nonce_le[2];
    uint8_t buf[BUFLEN];
    uint64_t r[BATCH], add_lo = 0, add_hi = 0;
    haetae_fx sq[BATCH];
    unsigned got = 0, pos = 0, avail, i;

    memset(buf, 0, sizeof buf);
    nonce_le[0] = (uint8_t)nonce;
    nonce_le[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, seed, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(&ctx, nonce_le, 2);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, signs, HAETAE_N / 8);
    kpqc_keccak_squeeze(&ctx, buf, BATCH * DRAW);
    avail = BATCH * DRAW;

    while (got < wanted) {
        const unsigned ndraws = avail / DRAW;
        unsigned n;
        uint32_t bits;
        if (ndraws < BATCH && wanted - got > ndraws) {
            /* the portable sampler reads into the next block too */
            if (pos + avail + KPQC_SHAKE256_RATE + BATCH * DRAW > BUFLEN) {
                memmove(buf, buf + pos, avail);
                pos = 0;
            }
            kpqc_keccak_squeeze(&ctx, buf + pos + avail, KPQC_SHAKE256_RATE);
            avail += KPQC_SHAKE256_RATE;
            continue;
        }
        n = ndraws < BATCH ? ndraws : BATCH;
        /* reads BATCH draws; pos + BATCH * DRAW <= BUFLEN (see the refill) */
        haetae_gauss_trials_armv7m(r, sq, &bits, buf + pos);
        bits &= (1u << n) - 1u;
        /* Declassified: which of these trials are accepted (hyperball.c). */
        KPQC_CT_PUBLIC(&bits, sizeof bits);
        for (i = 0; i < n && got < wanted; i++) {
            if ((bits >> i) & 1u) {
                if (got < HAETAE_N) {
                    out[got] = (int32_t)(uint32_t)r[i];
                    hi[got] = (uint32_t)(r[i] >> 32);
                }
                got++;
                add_lo += sq[i].lo;
                add_hi += sq[i].hi;
            }
        }
        pos += n * DRAW;
        avail -= n * DRAW;
    }

    add_lo += sum->lo;
    sum->hi += add_hi + (add_lo >> 48);
    sum->lo = add_lo & ((UINT64_C(1) << 48) - 1);

    kpqc_keccak_wipe(&ctx);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(r, sizeof r);
    kpqc_zeroize(sq, sizeof sq);
    kpqc_zeroize(&add_lo, sizeof add_lo);
    kpqc_zeroize(&add_hi, sizeof add_hi);
}

void haetae_sample_poly4_armv7m(int32_t *const out[4], uint32_t *const hi[4],
                                uint8_t *const signs[4], haetae_fx *sum,
                                const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                                const unsigned wanted[4])
{
    unsigned j;
    for (j = 0; j < 4; j++) {
        if (wanted[j] != 0) {
            haetae_sample_poly_armv7m(out[j], hi[j], signs[j], sum, seed, (uint16_t)(nonce + j),
                                      wanted[j]);
        }
    }
}
