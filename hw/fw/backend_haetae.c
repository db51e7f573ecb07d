/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE kernel entry points on the HAETAE NTT unit (hw/fw/hw_backend.h):
 * the copy engine moves the polynomials between the RAM and the unit. The
 * accumulating product runs the unit's pointwise product, moves r into B
 * and runs the unit's A = A + B: the portable twin adds each
 * Montgomery-reduced product to r, so the sum is the same. freeze2q and
 * reduce2q run the unit's element-wise ops 4 and 5 on the polynomial; the
 * squared norm runs op 6 and reads the 64-bit sum from A[0], A[1]
 * (the polynomial itself is not written back). The additions, subtraction,
 * composition (256 hb + lb) and doubling of poly.c (not dispatched kernels,
 * but separate functions of poly.o, weakened the same way) run ops 3, 7, 8
 * and 9; fromcrt, fromcrt0, highbits_hint, csubDQ2ALPHA, mul_alpha and
 * div2 ops 10 to 15. Verification's row pass (haetae_poly_verify_row,
 * fused in poly.c) runs as the sequence of those steps, each on the unit;
 * verification composes z1 and doubles its entries inline, so the
 * composition and doubling are reached by signing only. The expansion of A's columns (POLY_UNIFORM4, whose
 * portable twin makes one haetae_poly_uniform_c call a stream) absorbs as
 * the twin does, then permutes the state in place (the Keccak unit), moves
 * the block's 42 words into B and runs the unit's rejection sampling (op
 * 16, then 17), which appends the accepted 16-bit words to A, until 256;
 * the same blocks in the same order as squeezing them (the library's
 * haetae_poly_uniform_lanes does the same on the native backends).
 * Compiled with
 * HAETAE_MODE=2. */
#include <stdint.h>

#include "fips202.h"
#include "haetae.h"
#include "hw_backend.h"
#include "reduce.h"
#include "soc.h"

static void unit_run(haetae_poly *r, const haetae_poly *a, const haetae_poly *b, uint32_t op)
{
    soc_dma(a->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    if (b)
        soc_dma(b->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
    soc_dma_wait();
    SOC_NTT_CTRL = op;
    while (SOC_NTT_CTRL & 1u) {
    }
    soc_dma(r->c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
}

void haetae_ntt(haetae_poly *a)
{
    if (!hw_accel_on) {
        haetae_ntt_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_NTT]++;
    unit_run(a, a, 0, SOC_NTT_OP_NTT);
    hw_cycles_in[HW_HAE_NTT] += soc_cycles() - t0;
}

void haetae_invntt_tomont(haetae_poly *a)
{
    if (!hw_accel_on) {
        haetae_invntt_tomont_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_INVNTT]++;
    unit_run(a, a, 0, SOC_NTT_OP_INVNTT);
    hw_cycles_in[HW_HAE_INVNTT] += soc_cycles() - t0;
}

void haetae_poly_pointwise_montgomery(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    if (!hw_accel_on) {
        haetae_poly_pointwise_montgomery_c(r, a, b);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_POINTWISE]++;
    unit_run(r, a, b, SOC_NTT_OP_POINTWISE);
    hw_cycles_in[HW_HAE_POINTWISE] += soc_cycles() - t0;
}

void haetae_poly_pointwise_acc_montgomery(haetae_poly *r, const haetae_poly *a,
                                          const haetae_poly *b)
{
    if (!hw_accel_on) {
        haetae_poly_pointwise_acc_montgomery_c(r, a, b);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_POINTWISE_ACC]++;
    soc_dma(a->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    soc_dma(b->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
    soc_dma_wait();
    SOC_NTT_CTRL = SOC_NTT_OP_POINTWISE;
    while (SOC_NTT_CTRL & 1u) {
    }
    soc_dma(r->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
    soc_dma_wait();
    SOC_NTT_CTRL = SOC_NTT_OP_ADD;
    while (SOC_NTT_CTRL & 1u) {
    }
    soc_dma(r->c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    hw_cycles_in[HW_HAE_POINTWISE_ACC] += soc_cycles() - t0;
}

void haetae_poly_freeze2q(haetae_poly *a)
{
    if (!hw_accel_on) {
        haetae_poly_freeze2q_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_FREEZE2Q]++;
    unit_run(a, a, 0, SOC_NTT_OP_FREEZE2Q);
    hw_cycles_in[HW_HAE_FREEZE2Q] += soc_cycles() - t0;
}

void haetae_poly_reduce2q(haetae_poly *a)
{
    if (!hw_accel_on) {
        haetae_poly_reduce2q_c(a);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_REDUCE2Q]++;
    unit_run(a, a, 0, SOC_NTT_OP_REDUCE2Q);
    hw_cycles_in[HW_HAE_REDUCE2Q] += soc_cycles() - t0;
}

uint64_t haetae_poly_sqnorm2(const haetae_poly *a)
{
    if (!hw_accel_on)
        return haetae_poly_sqnorm2_c(a);
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_SQNORM2]++;
    soc_dma(a->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    SOC_NTT_CTRL = SOC_NTT_OP_SQNORM2;
    while (SOC_NTT_CTRL & 1u) {
    }
    uint64_t s = SOC_NTT_A[0] | (uint64_t)SOC_NTT_A[1] << 32;
    hw_cycles_in[HW_HAE_SQNORM2] += soc_cycles() - t0;
    return s;
}

static void elementwise(unsigned k, haetae_poly *r, const haetae_poly *a, const haetae_poly *b,
                        uint32_t op)
{
    uint32_t t0 = soc_cycles();
    hw_calls[k]++;
    unit_run(r, a, b, op);
    hw_cycles_in[k] += soc_cycles() - t0;
}

void haetae_poly_add(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            r->c[i] = a->c[i] + b->c[i];
        return;
    }
    elementwise(HW_HAE_ADD, r, a, b, SOC_NTT_OP_ADD);
}

void haetae_poly_sub(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            r->c[i] = a->c[i] - b->c[i];
        return;
    }
    elementwise(HW_HAE_SUB, r, a, b, SOC_NTT_OP_SUB);
}

void haetae_poly_compose(haetae_poly *r, const haetae_poly *hb, const haetae_poly *lb)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            r->c[i] = hb->c[i] * 256 + lb->c[i];
        return;
    }
    elementwise(HW_HAE_COMPOSE, r, hb, lb, SOC_NTT_OP_COMPOSE);
}

void haetae_poly_double(haetae_poly *a)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            a->c[i] *= 2;
        return;
    }
    elementwise(HW_HAE_DOUBLE, a, a, 0, SOC_NTT_OP_DOUBLE);
}

/* The portable bodies of poly.c's functions, for the software runs. */
#define HINT_CLASSES ((2 * HAETAE_Q - 2) / HAETAE_ALPHA_HINT)
static int32_t csub_hint(int32_t a)
{
    return haetae_csub(a, HINT_CLASSES);
}

void haetae_poly_fromcrt(haetae_poly *w, const haetae_poly *u, const haetae_poly *v)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++) {
            uint32_t wrong = ((uint32_t)u->c[i] ^ (uint32_t)v->c[i]) & 1u;
            w->c[i] = u->c[i] + (HAETAE_Q & -(int32_t)wrong);
        }
        return;
    }
    elementwise(HW_HAE_FROMCRT, w, u, v, SOC_NTT_OP_FROMCRT);
}

void haetae_poly_fromcrt0(haetae_poly *w, const haetae_poly *u)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++) {
            uint32_t odd = (uint32_t)u->c[i] & 1u;
            w->c[i] = u->c[i] + (HAETAE_Q & -(int32_t)odd);
        }
        return;
    }
    elementwise(HW_HAE_FROMCRT, w, u, 0, SOC_NTT_OP_FROMCRT0);
}

void haetae_poly_highbits_hint(haetae_poly *r, const haetae_poly *a)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            r->c[i] = csub_hint((a->c[i] + HAETAE_HALF_ALPHA_HINT) >> HAETAE_LOG_ALPHA_HINT);
        return;
    }
    elementwise(HW_HAE_HINT, r, a, 0, SOC_NTT_OP_HIGHBITS);
}

void haetae_poly_csubDQ2ALPHA(haetae_poly *a)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            a->c[i] = csub_hint(a->c[i]);
        return;
    }
    elementwise(HW_HAE_HINT, a, a, 0, SOC_NTT_OP_CSUBHINT);
}

void haetae_poly_mul_alpha(haetae_poly *r, const haetae_poly *a)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            r->c[i] = a->c[i] * HAETAE_ALPHA_HINT;
        return;
    }
    elementwise(HW_HAE_SHIFT, r, a, 0, SOC_NTT_OP_MUL_ALPHA);
}

void haetae_poly_div2(haetae_poly *a)
{
    if (!hw_accel_on) {
        for (unsigned i = 0; i < HAETAE_N; i++)
            a->c[i] >>= 1;
        return;
    }
    elementwise(HW_HAE_SHIFT, a, a, 0, SOC_NTT_OP_DIV2);
}

/* One row of verification (poly.c's haetae_poly_verify_row, a fused pass in
 * the library) as the step-wise sequence its header spells out, each step
 * on the unit; w is left modified, as the header allows. */
uint64_t haetae_poly_verify_row(haetae_poly *w1, haetae_poly *w, const haetae_poly *h,
                                const haetae_poly *lsb)
{
    haetae_poly t;
    if (!hw_accel_on)
        return haetae_poly_verify_row_c(w1, w, h, lsb);
    if (lsb)
        haetae_poly_fromcrt(w, w, lsb);
    else
        haetae_poly_fromcrt0(w, w);
    haetae_poly_freeze2q(w);
    haetae_poly_highbits_hint(w1, w);
    haetae_poly_add(w1, w1, h);
    haetae_poly_csubDQ2ALPHA(w1);
    haetae_poly_mul_alpha(&t, w1);
    haetae_poly_sub(&t, &t, w);
    if (lsb)
        haetae_poly_add(&t, &t, lsb);
    haetae_poly_reduce2q(&t);
    haetae_poly_div2(&t);
    return haetae_poly_sqnorm2(&t);
}

static void uniform_unit(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce)
{
    kpqc_keccak_ctx xof;
    uint8_t t[2];
    uint32_t op = SOC_NTT_OP_REJ_FIRST, ctr = 0;

    t[0] = (uint8_t)(nonce & 0xFF);
    t[1] = (uint8_t)((nonce >> 8) & 0xFF);
    kpqc_shake128_init(&xof);
    kpqc_keccak_absorb(&xof, rho, HAETAE_SEEDBYTES);
    kpqc_keccak_absorb(&xof, t, 2);
    kpqc_keccak_finalize(&xof); /* the next squeeze starts with a permutation */
    while (ctr < HAETAE_N) {
        kpqc_keccakf1600(xof.s);
        soc_dma(xof.s, KPQC_SHAKE128_RATE / 4, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
        soc_dma_wait();
        SOC_NTT_CTRL = op;
        uint32_t st;
        do {
            st = SOC_NTT_CTRL;
        } while (st & 1u);
        ctr = st >> 1;
        op = SOC_NTT_OP_REJ_NEXT;
    }
    soc_dma(a->c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
}

void haetae_poly_uniform4(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                          const unsigned nonce[4], unsigned n)
{
    if (!hw_accel_on) {
        haetae_poly_uniform4_c(a, rho, nonce, n);
        return;
    }
    uint32_t t0 = soc_cycles();
    hw_calls[HW_HAE_UNIFORM]++;
    for (unsigned l = 0; l < n; l++)
        uniform_unit(a[l], rho, nonce[l]);
    hw_cycles_in[HW_HAE_UNIFORM] += soc_cycles() - t0;
}
