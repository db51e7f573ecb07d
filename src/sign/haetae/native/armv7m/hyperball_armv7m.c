/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE hyperball sampler's polynomial loop for ARMv7-M: the stream
 * of one polynomial (haetae_stream, hyperball.c) is squeezed a whole
 * SHAKE256 block at a time into a buffer, and its 26-byte draws run four
 * at a time through the Thumb-2 trials (hyperball_armv7m.S, the
 * GAUSS_TRIALS kernel).
 *
 * The stream helpers consume the trials in order, so the accepted samples
 * and the sum of squares are the portable sampler's (haetae_sample_poly_c).
 * The sum of the accepted squares is kept apart and added at the end,
 * which gives the same normalised value because the portable sum is exact
 * modulo 2^112 (each square's low word is below 2^48, so 257 of them fit).
 * The buffer holds four blocks, so that the unread tail is moved to its
 * front only every few blocks.
 *
 * Constant time as the portable sampler: the only branches are on the
 * declassified acceptance bits (haetae_stream_take) and on public counts. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "../../haetae.h"
#include "../../stream.h"
#include "../api.h"

#define DRAW   HAETAE_DRAW_BYTES
#define BATCH  4
#define BUFLEN (4 * KPQC_SHAKE256_RATE + BATCH * DRAW)

_Static_assert(BUFLEN >= KPQC_SHAKE256_RATE + 2 * BATCH * DRAW, "haetae_stream_room's bound");

void haetae_sample_poly_armv7m(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                               uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                               const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted)
{
    kpqc_keccak_ctx ctx;
    haetae_stream s;
    uint8_t buf[BUFLEN];
    uint64_t r[BATCH], add_lo = 0, add_hi = 0;
    haetae_fx sq[BATCH];
    uint32_t bits, take;
    unsigned n, i;

    /* the kernel reads BATCH draws even when fewer are buffered */
    memset(buf, 0, sizeof buf);
    haetae_stream_init(&s, out, hi, wanted);
    haetae_stream_open(&ctx, signs, buf, seed, nonce);
    while (s.got < s.wanted) {
        n = haetae_stream_batch(&s, BATCH);
        if (n == 0) {
            kpqc_keccak_squeeze(&ctx, haetae_stream_room(&s, buf, sizeof buf, BATCH),
                                KPQC_SHAKE256_RATE);
            continue;
        }
        haetae_gauss_trials_armv7m(r, sq, &bits, buf + s.pos);
        take = haetae_stream_take(&s, r, bits, n);
        for (i = 0; i < n; i++) {
            if ((take >> i) & 1u) {
                add_lo += sq[i].lo;
                add_hi += sq[i].hi;
            }
        }
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
