/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc_keccakf1600 on the Keccak unit (hw/fw/hw_backend.h): the copy engine
 * moves the state in (50 words), the unit permutes it, the copy engine
 * moves it back; every SHAKE and SHA-3 of the library
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
    soc_dma(s, 50, SOC_DMA_TO_UNIT | SOC_DMA_KECCAK);
    SOC_KEC_CTRL = 1; /* waits for the copy: no grant while it runs */
    while (SOC_KEC_CTRL & 1u) {
    }
    soc_dma(s, 50, SOC_DMA_FROM_UNIT | SOC_DMA_KECCAK);
    soc_dma_wait();
    hw_cycles_in[HW_KECCAK] += soc_cycles() - t0;
}
