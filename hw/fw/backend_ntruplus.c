/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+768 kernel entry points on the NTRU+768 NTT unit (hw/fw/hw_backend.h):
 * the copy engine moves the polynomials between the RAM and the unit. The
 * unit's results are the portable twins' bit for bit (hw/tb benches), for
 * the inputs within the bounds of native/api.h. The base multiplication
 * with addition runs the unit's base multiplication, then c into B and the
 * unit's A = Barrett(A + B), in the order of its portable twin (the product
 * into r, then r = Barrett(r + c)); sub_reduce is the unit's A = Barrett(A
 * - B), crepmod3 its op 6. unpack has the copy engine decode the 12-bit
 * fields into the unit's A (checking them against q) and copies A out;
 * pack copies a into the unit's A and has the engine pack it into out.
 * Compiled with NTRUPLUS_N=768. */
#include <stdint.h>

#include "hw_backend.h"
#include "ntruplus.h"
#include "soc.h"

/* The start and the busy poll are data accesses, which the bus holds while
 * a copy runs: no wait for the copies in, and none for the engine before
 * the copy out. */
static void unit_run(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b, uint32_t op)
{
    soc_dma(a->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
    if (b)
        soc_dma(b->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_B);
    SOC_NTP_CTRL = op;
    while (SOC_NTP_CTRL & 1u) {
    }
    soc_dma_idle(r->c, NTRUPLUS_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
    soc_dma_wait();
}

void ntruplus_ntt(ntruplus_poly *a)
{
    if (!hw_accel_on) {
        ntruplus_ntt_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_NTT]++;
    unit_run(a, a, 0, SOC_NTP_OP_NTT);
    hw_cycles_in[HW_NTP_NTT] += soc_cycles() - t0;
}

void ntruplus_invntt(ntruplus_poly *a)
{
    if (!hw_accel_on) {
        ntruplus_invntt_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_INVNTT]++;
    unit_run(a, a, 0, SOC_NTP_OP_INVNTT);
    hw_cycles_in[HW_NTP_INVNTT] += soc_cycles() - t0;
}

void ntruplus_basemul(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    if (!hw_accel_on) {
        ntruplus_basemul_c(r, a, b);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_BASEMUL]++;
    unit_run(r, a, b, SOC_NTP_OP_BASEMUL);
    hw_cycles_in[HW_NTP_BASEMUL] += soc_cycles() - t0;
}

void ntruplus_basemul_add(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                          const ntruplus_poly *c)
{
    if (!hw_accel_on) {
        ntruplus_basemul_add_c(r, a, b, c);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_BASEMUL_ADD]++;
    soc_dma(a->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
    soc_dma(b->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_B);
    soc_dma_wait();
    SOC_NTP_CTRL = SOC_NTP_OP_BASEMUL;
    while (SOC_NTP_CTRL & 1u) {
    }
    soc_dma(c->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_B);
    soc_dma_wait();
    SOC_NTP_CTRL = SOC_NTP_OP_ADD_BAR;
    while (SOC_NTP_CTRL & 1u) {
    }
    soc_dma(r->c, NTRUPLUS_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
    soc_dma_wait();
    hw_cycles_in[HW_NTP_BASEMUL_ADD] += soc_cycles() - t0;
}

void ntruplus_crepmod3(ntruplus_poly *a)
{
    if (!hw_accel_on) {
        ntruplus_crepmod3_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_CREPMOD3]++;
    unit_run(a, a, 0, SOC_NTP_OP_CREPMOD3);
    hw_cycles_in[HW_NTP_CREPMOD3] += soc_cycles() - t0;
}

void ntruplus_sub_reduce(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    if (!hw_accel_on) {
        ntruplus_sub_reduce_c(r, a, b);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_SUB_REDUCE]++;
    unit_run(r, a, b, SOC_NTP_OP_SUB_BAR);
    hw_cycles_in[HW_NTP_SUB_REDUCE] += soc_cycles() - t0;
}

uint32_t ntruplus_unpack(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    /* the engine needs word-aligned buffers (the callers' are) */
    if (!hw_accel_on || (((uintptr_t)in | (uintptr_t)a->c) & 3u) != 0)
        return ntruplus_unpack_c(a, in);
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_UNPACK]++;
    soc_dma(in, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A | SOC_DMA_PACKED12);
    soc_dma(a->c, NTRUPLUS_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
    soc_dma_wait();
    uint32_t bad = 0u - ((SOC_DMA_CTRL & SOC_DMA_BAD) >> 1);
    hw_cycles_in[HW_NTP_UNPACK] += soc_cycles() - t0;
    return bad;
}

void ntruplus_pack(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    if (!hw_accel_on || (((uintptr_t)out | (uintptr_t)a->c) & 3u) != 0) {
        ntruplus_pack_c(out, a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_NTP_PACK]++;
    soc_dma(a->c, NTRUPLUS_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
    soc_dma(out, NTRUPLUS_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A | SOC_DMA_PACKED12);
    soc_dma_wait();
    hw_cycles_in[HW_NTP_PACK] += soc_cycles() - t0;
}
