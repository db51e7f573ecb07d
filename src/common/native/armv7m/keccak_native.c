/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on 64-bit lanes through the ARMv7-M assembly permutation,
 * which works on bit-interleaved lanes (see keccakf1600_armv7m.S).
 *
 * Each 64-bit lane is split into a word of its even bits and a word of its
 * odd bits before the permutation, and merged back after it. The
 * conversions are fixed sequences of shifts, XORs and ANDs with constant
 * masks (no table lookups, no branches), so they take the same time for
 * every state. The interleaved copy of the state is wiped before
 * returning, as it held the (possibly secret) state: each word is zeroed
 * as soon as the de-interleaving has read it. */
#include <stdint.h>
#include <string.h>

#include "keccak_native.h"

/* Swap the bit groups selected by mask with the groups `shift` bits above
 * them (a "delta swap"). */
#define DELTA_SWAP(x, mask, shift)                                 \
    do {                                                           \
        uint32_t t_ = ((x) ^ ((x) >> (shift))) & (uint32_t)(mask); \
        (x) ^= t_ ^ (t_ << (shift));                               \
    } while (0)

/* Within each 16-bit half of x: its even bits to the half's low byte and
 * its odd bits to its high byte (three delta swaps; the inverse is
 * shuffle16x2). */
static uint32_t unshuffle16x2(uint32_t x)
{
    DELTA_SWAP(x, 0x22222222u, 1);
    DELTA_SWAP(x, 0x0C0C0C0Cu, 2);
    DELTA_SWAP(x, 0x00F000F0u, 4);
    return x;
}

static uint32_t shuffle16x2(uint32_t x)
{
    DELTA_SWAP(x, 0x00F000F0u, 4);
    DELTA_SWAP(x, 0x0C0C0C0Cu, 2);
    DELTA_SWAP(x, 0x22222222u, 1);
    return x;
}

/* Interleaving one lane: its 16-bit quarters q0..q3 (q0 = bits 0..15) are
 * regrouped as u = q2:q0 and v = q3:q1 (high:low halves). After
 * unshuffle16x2 the bytes of u are, from the lowest, the even bits of q0,
 * the odd bits of q0, the even bits of q2, the odd bits of q2 (v likewise
 * with q1, q3), so the two words are byte selections:
 *   even = (u & 0x00FF00FF) | (v & 0x00FF00FF) << 8
 *   odd  = (u >> 8 & 0x00FF00FF) | (v & 0xFF00FF00)
 * This replaces the last delta swap of two full 32-bit unshuffles and the
 * merge of their halves: about 32 instead of 36 operations per lane. Fixed
 * sequences of shifts and masks: no table, no branch, the same time for
 * every state. De-interleaving runs the same steps backwards. */
static inline uint64_t interleave(uint64_t lane)
{
    uint32_t lo = (uint32_t)lane, hi = (uint32_t)(lane >> 32);
    uint32_t u = unshuffle16x2((lo & 0x0000FFFFu) | (hi << 16));
    uint32_t v = unshuffle16x2((lo >> 16) | (hi & 0xFFFF0000u));
    uint32_t e = (u & 0x00FF00FFu) | ((v & 0x00FF00FFu) << 8); /* even bits */
    uint32_t o = ((u >> 8) & 0x00FF00FFu) | (v & 0xFF00FF00u); /* odd bits */
    return (uint64_t)e | ((uint64_t)o << 32);
}

static inline uint64_t deinterleave(uint32_t e, uint32_t o)
{
    uint32_t u = shuffle16x2((e & 0x00FF00FFu) | ((o & 0x00FF00FFu) << 8));
    uint32_t v = shuffle16x2(((e >> 8) & 0x00FF00FFu) | (o & 0xFF00FF00u));
    return (uint64_t)((u & 0x0000FFFFu) | (v << 16)) |
           ((uint64_t)((u >> 16) | (v & 0xFFFF0000u)) << 32);
}

void kpqc_keccakf1600_armv7m_lanes(uint64_t s[25])
{
    uint32_t st[50];
    volatile uint32_t *wipe = st;
    unsigned i;

    for (i = 0; i < 25; i++) {
        uint64_t t = interleave(s[i]);
        st[2 * i] = (uint32_t)t;
        st[2 * i + 1] = (uint32_t)(t >> 32);
    }

    kpqc_keccakf1600_armv7m(st);

    /* de-interleave, wiping each word of the copy once it has been read
     * (no separate wiping loop) */
    for (i = 0; i < 25; i++) {
        uint32_t e = st[2 * i], o = st[2 * i + 1];
        wipe[2 * i] = 0;
        wipe[2 * i + 1] = 0;
        s[i] = deinterleave(e, o);
    }
}

/* The sponge state kept interleaved (KPQC_NATIVE_KECCAK_STATE, ../api.h).
 *
 * The native form of lane i is one uint64_t whose low word holds the
 * lane's even bits and whose high word its odd bits. On a little-endian
 * core (every ARMv7-M build here) the 25 lanes are then, in memory, the
 * 50 words the assembly permutation takes, so it runs on the sponge's
 * state in place. Bytes go in and out one lane at a time: the lane's
 * bytes concerned are gathered into a 64-bit value (zero elsewhere) and
 * interleaved before the XOR, or the lane is de-interleaved and the bytes
 * wanted are stored. Lengths and offsets decide the branches, never the
 * data. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "the interleaved sponge state assumes a little-endian ARMv7-M core"
#endif

void kpqc_keccak_state_permute_armv7m(uint64_t s[25])
{
    kpqc_keccakf1600_armv7m((uint32_t *)(void *)s);
}

/* Lane words from and to bytes, little-endian: memcpy of a word is one
 * (possibly unaligned) LDR or STR on the M4. */
static inline uint32_t load32(const uint8_t *p)
{
    uint32_t w;
    memcpy(&w, p, sizeof w);
    return w;
}

static inline void store32(uint8_t *p, uint32_t w)
{
    memcpy(p, &w, sizeof w);
}

/* XOR into one lane the interleaved form of the 64-bit value lo | hi << 32. */
static inline void xor_lane(uint64_t *lane, uint32_t lo, uint32_t hi)
{
    *lane ^= interleave((uint64_t)lo | ((uint64_t)hi << 32));
}

/* XOR the bytes of a part of a lane: bytes b .. b + n - 1 of the lane
   (0 < n, b + n <= 8) from in. */
static void xor_part(uint64_t *lane, unsigned b, const uint8_t *in, unsigned n)
{
    uint8_t t[8] = {0};

    memcpy(t + b, in, n);
    xor_lane(lane, load32(t), load32(t + 4));
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
    while (len >= 8) {
        xor_lane(lane, load32(in), load32(in + 4));
        lane += stride;
        in += 8;
        len -= 8;
    }
    if (len > 0) {
        xor_part(lane, 0, in, (unsigned)len);
    }
}

/* The standard lane (lo | hi << 32) of one interleaved lane. */
static inline void get_lane(const uint64_t *lane, uint32_t *lo, uint32_t *hi)
{
    uint64_t v = deinterleave((uint32_t)*lane, (uint32_t)(*lane >> 32));

    *lo = (uint32_t)v;
    *hi = (uint32_t)(v >> 32);
}

/* Bytes b .. b + n - 1 of a lane to out (0 < n, b + n <= 8); the copy of
   the lane on the stack is wiped. */
static void extract_part(const uint64_t *lane, unsigned b, uint8_t *out, unsigned n)
{
    uint8_t t[8];
    volatile uint8_t *wipe = t;
    uint32_t lo, hi;
    unsigned j;

    get_lane(lane, &lo, &hi);
    store32(t, lo);
    store32(t + 4, hi);
    memcpy(out, t + b, n);
    for (j = 0; j < 8; j++) {
        wipe[j] = 0;
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
    while (len >= 8) {
        uint32_t lo, hi;
        get_lane(lane, &lo, &hi);
        store32(out, lo);
        store32(out + 4, hi);
        lane += stride;
        out += 8;
        len -= 8;
    }
    if (len > 0) {
        extract_part(lane, 0, out, (unsigned)len);
    }
}
