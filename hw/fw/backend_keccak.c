/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc_keccakf1600 on the Keccak unit (hw/fw/hw_backend.h): the state goes
 * in, is permuted and comes back; every SHAKE and SHA-3 of the library
 * (src/common/fips202.c) calls it per block. */
#include <stdint.h>

#include "fips202.h"
#include "hw_backend.h"
#include "native/api.h"
#include "soc.h"

int hw_accel_on;
unsigned hw_calls[HW_KERNELS];
uint32_t hw_cycles_in[HW_KERNELS];

void kpqc_keccakf1600(uint64_t s[25])
{
    if (!hw_accel_on) {
        kpqc_keccakf1600_portable(s);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_KECCAK]++;
    const uint32_t *w = (const uint32_t *)s;
    volatile uint32_t *lane = SOC_KEC_LANE;
    for (unsigned i = 0; i < 50; i += 2) {
        uint32_t lo = w[i], hi = w[i + 1];
        lane[i] = lo;
        lane[i + 1] = hi;
    }
    SOC_KEC_CTRL = 1;
    while (SOC_KEC_CTRL & 1u) {
    }
    uint32_t *o = (uint32_t *)s;
    for (unsigned i = 0; i < 50; i += 2) {
        uint32_t lo = lane[i], hi = lane[i + 1];
        o[i] = lo;
        o[i + 1] = hi;
    }
    hw_cycles_in[HW_KECCAK] += soc_cycles() - t0;
}
