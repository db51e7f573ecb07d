/* Keccak-f[1600] on 64-bit lanes through the ARMv7-M assembly permutation,
 * which works on bit-interleaved lanes (see keccakf1600_armv7m.S).
 *
 * Each 64-bit lane is split into a word of its even bits and a word of its
 * odd bits before the permutation, and merged back after it. The
 * conversions are fixed sequences of shifts, XORs and ANDs with constant
 * masks (no table lookups, no branches), so they take the same time for
 * every state. The interleaved copy of the state is wiped before
 * returning, as it held the (possibly secret) state. */
#include <stdint.h>

#include "keccak_native.h"

/* Swap the bit groups selected by mask with the groups `shift` bits above
 * them (a "delta swap"). */
#define DELTA_SWAP(x, mask, shift)                                \
    do {                                                          \
        uint32_t t_ = ((x) ^ ((x) >> (shift))) & (uint32_t)(mask); \
        (x) ^= t_ ^ (t_ << (shift));                              \
    } while (0)

/* Bits 0, 2, ..., 30 of x to bits 0..15 and bits 1, 3, ..., 31 to bits
 * 16..31 (an inverse perfect shuffle in four delta swaps). */
static uint32_t unshuffle32(uint32_t x)
{
    DELTA_SWAP(x, 0x22222222u, 1);
    DELTA_SWAP(x, 0x0C0C0C0Cu, 2);
    DELTA_SWAP(x, 0x00F000F0u, 4);
    DELTA_SWAP(x, 0x0000FF00u, 8);
    return x;
}

/* The inverse of unshuffle32: bits 0..15 to the even positions and bits
 * 16..31 to the odd positions. */
static uint32_t shuffle32(uint32_t x)
{
    DELTA_SWAP(x, 0x0000FF00u, 8);
    DELTA_SWAP(x, 0x00F000F0u, 4);
    DELTA_SWAP(x, 0x0C0C0C0Cu, 2);
    DELTA_SWAP(x, 0x22222222u, 1);
    return x;
}

void kpqc_keccakf1600_native(uint64_t s[25])
{
    uint32_t st[50];
    volatile uint32_t *wipe = st;
    unsigned i;

    for (i = 0; i < 25; i++) {
        uint32_t lo = unshuffle32((uint32_t)s[i]);          /* lane bits 0..31 */
        uint32_t hi = unshuffle32((uint32_t)(s[i] >> 32));  /* lane bits 32..63 */
        st[2 * i] = (lo & 0x0000FFFFu) | (hi << 16);        /* even bits */
        st[2 * i + 1] = (lo >> 16) | (hi & 0xFFFF0000u);    /* odd bits */
    }

    kpqc_keccakf1600_armv7m(st);

    for (i = 0; i < 25; i++) {
        uint32_t e = st[2 * i], o = st[2 * i + 1];
        uint32_t lo = shuffle32((e & 0x0000FFFFu) | (o << 16));
        uint32_t hi = shuffle32((e >> 16) | (o & 0xFFFF0000u));
        s[i] = (uint64_t)lo | ((uint64_t)hi << 32);
    }

    for (i = 0; i < 50; i++) {
        wipe[i] = 0;
    }
}

int kpqc_keccak_native_available(void)
{
    return 1;
}
