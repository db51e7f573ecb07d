/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time helpers. Every function here runs in time independent of
 * the contents of its byte arguments (lengths are public). */
#ifndef KPQC_COMMON_CT_H
#define KPQC_COMMON_CT_H

#include <stddef.h>
#include <stdint.h>

/* A value the optimiser cannot see through: XOR-ing a mask with it stops
 * the compiler from turning mask arithmetic back into branches. Always 0. */
extern volatile uint32_t kpqc_ct_optblocker_u32;
extern volatile uint64_t kpqc_ct_optblocker_u64;

/* 0 if a[0..n) == b[0..n), 1 otherwise. */
int kpqc_ct_neq(const uint8_t *a, const uint8_t *b, size_t n);
/* 0xFF..FF if x == 0, else 0. */
uint32_t kpqc_ct_is_zero_mask_u32(uint32_t x);
uint64_t kpqc_ct_is_zero_mask_u64(uint64_t x);
/* if (cond) r = x, for cond in {0, 1}. */
void kpqc_ct_cmov(uint8_t *r, const uint8_t *x, size_t n, uint8_t cond);
/* r = cond ? a : b, for cond in {0, 1}. */
uint32_t kpqc_ct_select_u32(uint32_t a, uint32_t b, uint32_t cond);
/* Order-preserving compaction of n 16-bit items (n public), for
 * rejection samplers that must not branch on which values they keep.
 * Bit keep_bit of an item says whether it is kept; the bits below hold the
 * number of dropped items before it (so n <= 2^keep_bit); the bits above
 * are its payload. Afterwards the kept items, payload and all, stand at
 * the front in their order. Each pass moves an item left by one bit of its
 * distance, lowest bit first: such moves never collide. Items past the
 * kept ones are left in an unspecified state. */
static inline void kpqc_ct_compact_u16(uint16_t *item, size_t n, unsigned keep_bit)
{
    /* inline: callers pass a constant keep bit, which the shifts then use */
    const uint32_t keep = UINT32_C(1) << keep_bit;
    size_t j, s;
    unsigned sh;
    for (sh = 0; sh < keep_bit && ((size_t)1 << sh) < n; sh++) {
        uint32_t blocker = kpqc_ct_optblocker_u32;
        s = (size_t)1 << sh;
        for (j = s; j < n; j++) {
            uint32_t w = item[j];
            /* all ones if the item at j is kept and its distance has bit sh */
            uint32_t m = (0u - ((w >> keep_bit) & (w >> sh) & 1u)) ^ blocker;
            item[j - s] = (uint16_t)((w & m) | (item[j - s] & ~m));
            item[j] = (uint16_t)(w & ~(m & keep));
        }
    }
}
/* Clear n bytes in a way the compiler may not elide (dead-store elimination). */
void kpqc_zeroize(void *p, size_t n);

#endif
