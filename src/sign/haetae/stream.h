/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The stream of one polynomial of a hyperball sample, shared by the
 * portable sampler (hyperball.c) and the native SAMPLE_POLY(4) kernels,
 * which keep only their trials and their sum of squares.
 *
 * The stream is SHAKE256(seed || le16(nonce)): N/8 bytes of sign bits,
 * then one HAETAE_DRAW_BYTES draw per trial; the first block holds the
 * sign bits and exactly HAETAE_STREAM_FIRST bytes (four draws). A sampler
 * buffers the draws in its own buf, the unread ones at buf[pos, pos +
 * avail), and runs up to `batch` trials at a time. The trials are consumed
 * in order, those after the wanted-th acceptance dropped, so that every
 * sampler reads exactly the portable sampler's bytes:
 *
 *   haetae_stream_init, then haetae_stream_open (haetae_stream4_open for
 *   four streams side by side) into buf;
 *   while got < wanted: n = haetae_stream_batch; if n == 0, squeeze the
 *   next block to haetae_stream_room; otherwise run the trials on buf +
 *   pos (a kernel may read `batch` whole draws there: room keeps them
 *   inside buf) and pass their results to haetae_stream_take, whose mask
 *   says which trials' squares go to the sum.
 *
 * Only the openings are functions (hyperball.c); the rest runs once per
 * batch of trials or per block and is static inline. */
#ifndef KPQC_HAETAE_STREAM_H
#define KPQC_HAETAE_STREAM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ctgrind.h"
#include "fips202.h"
#include "fips202x4.h"
#include "haetae.h"

#define HAETAE_STREAM_FIRST (4 * HAETAE_DRAW_BYTES)
#define haetae_stream_open  KPQC_NS(haetae_stream_open)
#define haetae_stream4_open KPQC_NS(haetae_stream4_open)

typedef struct {
    int32_t *out;
    uint32_t *hi;
    unsigned got, wanted;
    unsigned pos, avail;
} haetae_stream;

/* got = 0, and the first block's draws at buf[0, HAETAE_STREAM_FIRST). */
static inline void haetae_stream_init(haetae_stream *s, int32_t *out, uint32_t *hi, unsigned wanted)
{
    s->out = out;
    s->hi = hi;
    s->got = 0;
    s->wanted = wanted;
    s->pos = 0;
    s->avail = HAETAE_STREAM_FIRST;
}

/* Starts SHAKE256(seed || le16(nonce)) in ctx: the sign bits to signs, the
 * first block's draws to first. */
void haetae_stream_open(kpqc_keccak_ctx *ctx, uint8_t signs[HAETAE_N / 8],
                        uint8_t first[HAETAE_STREAM_FIRST], const uint8_t seed[HAETAE_CRHBYTES],
                        uint16_t nonce);
/* The same for streams nonce + j, j < 4, side by side: signs[j] is written
 * only when wanted[j] != 0, first[j] always; the four sponges are then at
 * a block boundary. */
void haetae_stream4_open(kpqc_keccakx4_ctx *ctx, uint8_t *const signs[4], uint8_t *const first[4],
                         const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                         const unsigned wanted[4]);
/* Where the next block (KPQC_SHAKE256_RATE bytes) goes, now counted as
 * available; moves the unread draws to the front of buf when the block
 * and `batch` draws past it would not fit. buflen >= KPQC_SHAKE256_RATE +
 * 2 batch HAETAE_DRAW_BYTES. */
static inline uint8_t *haetae_stream_room(haetae_stream *s, uint8_t *buf, size_t buflen,
                                          unsigned batch)
{
    uint8_t *p;

    if (s->pos + s->avail + KPQC_SHAKE256_RATE + batch * HAETAE_DRAW_BYTES > buflen) {
        memmove(buf, buf + s->pos, s->avail);
        s->pos = 0;
    }
    p = buf + s->pos + s->avail;
    s->avail += KPQC_SHAKE256_RATE;
    return p;
}

/* The number of trials to run next (got < wanted): at most batch, all of
 * them on buffered draws; 0 when the stream needs its next block first
 * (a trial past the buffered draws would read into it). */
static inline unsigned haetae_stream_batch(const haetae_stream *s, unsigned batch)
{
    const unsigned ndraws = s->avail / HAETAE_DRAW_BYTES;

    if (ndraws < batch && s->wanted - s->got > ndraws) {
        return 0;
    }
    return ndraws < batch ? ndraws : batch;
}

/* Consumes n <= 8 trials with samples r[i] (56 fractional bits) and
 * acceptance bits `bits` (bit i: trial i; higher bits ignored): stores the
 * accepted ones until `wanted` (low 32 bits as a well-defined int32_t
 * image in out, high 32 bits in hi), returns the mask of those taken. */
static inline uint32_t haetae_stream_take(haetae_stream *s, const uint64_t *r, uint32_t bits,
                                          unsigned n)
{
    uint32_t take = 0, low;
    unsigned i;

    bits &= (UINT32_C(1) << n) - 1u;
    /* Declassified: which trials are accepted. In rejection sampling the
     * pattern of accepted and rejected trials is independent of the values
     * of the accepted ones, and rejected candidates are thrown away, so
     * this reveals nothing about the output (only the number of trials,
     * hence of Keccak calls). */
    KPQC_CT_PUBLIC(&bits, sizeof bits);
    for (i = 0; i < n && s->got < s->wanted; i++) {
        if ((bits >> i) & 1u) {
            if (s->got < HAETAE_N) {
                low = (uint32_t)r[i];
                s->out[s->got] =
                    (int32_t)((int64_t)low - (int64_t)(low >> 31) * INT64_C(0x100000000));
                s->hi[s->got] = (uint32_t)(r[i] >> 32);
            }
            s->got++;
            take |= UINT32_C(1) << i;
        }
    }
    s->pos += n * HAETAE_DRAW_BYTES;
    s->avail -= n * HAETAE_DRAW_BYTES;
    return take;
}

#endif
