/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Constant-time helpers. See ct.h. */
#include "ct.h"

#include <string.h>

volatile uint32_t kpqc_ct_optblocker_u32 = 0;
volatile uint64_t kpqc_ct_optblocker_u64 = 0;

#if defined(KPQC_CT_TESTING) && defined(KPQC_BARE_METAL)
#include "ctgrind.h"

/* The public mark of ctgrind.h on bare metal: tools/m4sim --ct hooks this
   address and reads (p, n) from r0 and r1. The store keeps the call from
   being dropped as a function without effect. */
static const void *volatile last_mark;

void kpqc_ct_mark_public(const void *p, size_t n)
{
    last_mark = (const uint8_t *)p + n;
}
#endif

uint32_t kpqc_ct_is_zero_mask_u32(uint32_t x)
{
    /* (x | -x) has its top bit set exactly when x != 0. */
    uint32_t nz = (x | (0u - x)) >> 31;
    return (nz ^ kpqc_ct_optblocker_u32) - 1u;
}

uint64_t kpqc_ct_is_zero_mask_u64(uint64_t x)
{
    uint64_t nz = (x | (0u - x)) >> 63;
    return (nz ^ kpqc_ct_optblocker_u64) - 1u;
}

int kpqc_ct_neq(const uint8_t *a, const uint8_t *b, size_t n)
{
    uint32_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        acc |= (uint32_t)(a[i] ^ b[i]);
    }
    return (int)(1u & ~kpqc_ct_is_zero_mask_u32(acc));
}

void kpqc_ct_cmov(uint8_t *r, const uint8_t *x, size_t n, uint8_t cond)
{
    /* mask = 0xFF when cond == 1, 0x00 when cond == 0 */
    uint8_t mask = (uint8_t)(0u - (uint32_t)((cond ^ (uint8_t)kpqc_ct_optblocker_u32) & 1u));
    size_t i;
    for (i = 0; i < n; i++) {
        r[i] ^= (uint8_t)(mask & (r[i] ^ x[i]));
    }
}

uint32_t kpqc_ct_select_u32(uint32_t a, uint32_t b, uint32_t cond)
{
    uint32_t mask = 0u - ((cond ^ kpqc_ct_optblocker_u32) & 1u);
    return b ^ (mask & (a ^ b));
}

/* Calling memset through a volatile pointer forces the call: the compiler
 * cannot prove which function runs, so it cannot drop the store as dead. */
static void *(*volatile kpqc_memset_ptr)(void *, int, size_t) = memset;

void kpqc_zeroize(void *p, size_t n)
{
    if (n != 0) {
        (void)kpqc_memset_ptr(p, 0, n);
    }
}
