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
    kpqc_keccak_state_xor_armv7m(st, 1u << 8, (const uint8_t *)s, 200);
    kpqc_keccakf1600_armv7m((uint32_t *)(void *)st);
    kpqc_keccak_state_extract_armv7m(st, 1u << 8, (uint8_t *)s, 200);
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
 * a call in one assembly loop (keccak_lanes_armv7m.S). Lengths and offsets
 * decide the branches, never the data. */
void kpqc_keccak_state_permute_armv7m(uint64_t s[25])
{
    kpqc_keccakf1600_armv7m((uint32_t *)(void *)s);
}
