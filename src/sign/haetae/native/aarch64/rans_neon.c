/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decoding HAETAE's two rANS streams on AArch64: the slot runs with NEON
 * stores, four slots a store; the rest is ../rans_chains.h. */
#include <arm_neon.h>

#include "neon.h"

#define RANS_SLOTS 1024u

static void fill_runs(uint32_t *slot, uint32_t c0, uint32_t c1, uint32_t e)
{
    static const uint32_t ramp[4] = {0, 1u << 11, 2u << 11, 3u << 11};
    const uint32x4_t step = vdupq_n_u32(4u << 11);
    uint32x4_t v = vaddq_u32(vdupq_n_u32(e), vld1q_u32(ramp));
    uint32_t k;
    for (k = c0; k < c1; k += 4) {
        vst1q_u32(slot + k, v);
        v = vaddq_u32(v, step);
    }
}

#define HAETAE_RANS_DECODE haetae_rans_decode_neon
#include "../rans_chains.h"
