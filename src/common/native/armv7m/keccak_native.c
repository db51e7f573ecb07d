/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on 64-bit lanes through the ARMv7-M assembly permutation,
 * which works on bit-interleaved lanes (see keccakf1600_armv7m.S), and the
 * sponge state kept interleaved.
 *
 * Each 64-bit lane is split into a word of its even bits and a word of its
 * odd bits (and merged back) by the assembly of keccak_lanes_armv7m.S:
 * fixed sequences of shifts, XORs, ANDs with constant masks and bit-field
 * inserts (no table lookups, no branches on the data), so they take the
 * same time for every state. Copies of (possibly secret) state or input
 * made here are wiped before returning. */
#include <stdint.h>
#include <string.h>

#include "keccak_native.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the interleaved lanes assume a little-endian ARMv7-M core"
#endif

void kpqc_keccakf1600_armv7m_lanes(uint64_t s[25])
{
    uint64_t st[25] = {0};
    volatile uint64_t *wipe = st;
    unsigned i;

    /* on a little-endian core the lanes' bytes are the FIPS 202 state
       bytes: interleave them into the zero state, permute, convert back */
    kpqc_keccak_xor_lanes_armv7m(st, 8, (const uint8_t *)s, 25);
    kpqc_keccakf1600_armv7m((uint32_t *)(void *)st);
    kpqc_keccak_extract_lanes_armv7m(st, 8, (uint8_t *)s, 25);
    for (i = 0; i < 25; i++) {
        wipe[i] = 0;
    }
}

/* The sponge state kept interleaved (KPQC_NATIVE_KECCAK_STATE, ../api.h).
 *
 * The native form of lane i is one uint64_t whose low word holds the
 * lane's even bits and whose high word its odd bits. On a little-endian
 * core (every ARMv7-M build here) the 25 lanes are then, in memory, the
 * 50 words the assembly permutation takes, so it runs on the sponge's
 * state in place. Bytes go in and out a lane at a time; the whole lanes of
 * a call in one assembly loop. Lengths and offsets decide the branches,
 * never the data. */
void kpqc_keccak_state_permute_armv7m(uint64_t s[25])
{
    kpqc_keccakf1600_armv7m((uint32_t *)(void *)s);
}

/* Bytes b .. b + n - 1 of a lane (0 < n, b + n <= 8) go through an
 * 8-byte copy of the lane, wiped after use; whole lanes go straight
 * between the caller's bytes and the state (keccak_lanes_armv7m.S). */
static void xor_part(uint64_t *lane, unsigned b, const uint8_t *in, unsigned n)
{
    uint8_t t[8] = {0};
    volatile uint8_t *wipe = t;
    unsigned j;

    memcpy(t + b, in, n);
    kpqc_keccak_xor_lanes_armv7m(lane, 8, t, 1);
    for (j = 0; j < 8; j++) {
        wipe[j] = 0;
    }
}

static void extract_part(const uint64_t *lane, unsigned b, uint8_t *out, unsigned n)
{
    uint8_t t[8];
    volatile uint8_t *wipe = t;
    unsigned j;

    kpqc_keccak_extract_lanes_armv7m(lane, 8, t, 1);
    memcpy(out, t + b, n);
    for (j = 0; j < 8; j++) {
        wipe[j] = 0;
    }
}

void kpqc_keccak_state_xor_armv7m(uint64_t *s, size_t stride, size_t pos, const uint8_t *in,
                                  size_t len)
{
    uint64_t *lane = s + stride * (pos >> 3);
    unsigned b = (unsigned)(pos & 7);

    if (b != 0 && len > 0) {
        unsigned n = len < 8 - b ? (unsigned)len : 8 - b;
        xor_part(lane, b, in, n);
        lane += stride;
        in += n;
        len -= n;
    }
    if (len >= 8) {
        kpqc_keccak_xor_lanes_armv7m(lane, 8 * stride, in, len >> 3);
        lane += stride * (len >> 3);
        in += len & ~(size_t)7;
        len &= 7;
    }
    if (len > 0) {
        xor_part(lane, 0, in, (unsigned)len);
    }
}

void kpqc_keccak_state_extract_armv7m(const uint64_t *s, size_t stride, size_t pos, uint8_t *out,
                                      size_t len)
{
    const uint64_t *lane = s + stride * (pos >> 3);
    unsigned b = (unsigned)(pos & 7);

    if (b != 0 && len > 0) {
        unsigned n = len < 8 - b ? (unsigned)len : 8 - b;
        extract_part(lane, b, out, n);
        lane += stride;
        out += n;
        len -= n;
    }
    if (len >= 8) {
        kpqc_keccak_extract_lanes_armv7m(lane, 8 * stride, out, len >> 3);
        lane += stride * (len >> 3);
        out += len & ~(size_t)7;
        len &= 7;
    }
    if (len > 0) {
        extract_part(lane, 0, out, (unsigned)len);
    }
}
