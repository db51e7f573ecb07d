/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Firmware for kpqc_soc: the library's portable NTRU+768 kernels
 * (src/kem/ntruplus/ntt.c, basemul.c: the _c twins) against the NTRU+768
 * NTT unit, on extreme and random inputs within the kernels' bounds
 * (native/api.h), with Ibex cycles per call. Each case runs twice on the
 * unit: the CPU moving the coefficients through the register window, and
 * the copy engine moving them between the RAM and the unit. Compiled with
 * NTRUPLUS_N=768 (hw/fw/build.sh). */
#include <stdint.h>
#include <string.h>

#include "accel.h"
#include "ntruplus.h"
#include "soc.h"

#define NP_N NTRUPLUS_N
#define NP_Q NTRUPLUS_Q

/* A coefficient a bus word, eight an iteration (n is a multiple of 8). */
static void to_unit(volatile uint32_t *dst, const int16_t *src, unsigned n)
{
    for (unsigned i = 0; i < n; i += 8) {
        int16_t w0 = src[i], w1 = src[i + 1], w2 = src[i + 2], w3 = src[i + 3];
        int16_t w4 = src[i + 4], w5 = src[i + 5], w6 = src[i + 6], w7 = src[i + 7];
        dst[i] = (uint16_t)w0;
        dst[i + 1] = (uint16_t)w1;
        dst[i + 2] = (uint16_t)w2;
        dst[i + 3] = (uint16_t)w3;
        dst[i + 4] = (uint16_t)w4;
        dst[i + 5] = (uint16_t)w5;
        dst[i + 6] = (uint16_t)w6;
        dst[i + 7] = (uint16_t)w7;
    }
}

static void from_unit(int16_t *dst, const volatile uint32_t *src, unsigned n)
{
    for (unsigned i = 0; i < n; i += 8) {
        uint32_t w0 = src[i], w1 = src[i + 1], w2 = src[i + 2], w3 = src[i + 3];
        uint32_t w4 = src[i + 4], w5 = src[i + 5], w6 = src[i + 6], w7 = src[i + 7];
        dst[i] = (int16_t)w0;
        dst[i + 1] = (int16_t)w1;
        dst[i + 2] = (int16_t)w2;
        dst[i + 3] = (int16_t)w3;
        dst[i + 4] = (int16_t)w4;
        dst[i + 5] = (int16_t)w5;
        dst[i + 6] = (int16_t)w6;
        dst[i + 7] = (int16_t)w7;
    }
}

static void run(uint32_t op)
{
    SOC_NTP_CTRL = op;
    while (SOC_NTP_CTRL & 1u) {
    }
}

/* op on a (and b for the base multiplication) in the unit; a gets the
 * result. dma: through the copy engine, else through the CPU. */
static void unit_op(ntruplus_poly *a, const ntruplus_poly *b, uint32_t op, int dma,
                    struct hw_cycles *c)
{
    uint32_t t0 = soc_cycles();
    if (dma) {
        /* no wait for the copies: the start below is a data access, which
         * the bus holds until they are done (so "run" includes the rest of
         * the copy in) */
        soc_dma_idle(a->c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
        if (b)
            soc_dma(b->c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_B);
    } else {
        to_unit(SOC_NTP_A, a->c, NP_N);
        if (b)
            to_unit(SOC_NTP_B, b->c, NP_N);
    }
    uint32_t t1 = soc_cycles();
    run(op);
    uint32_t t2 = soc_cycles();
    if (dma) {
        soc_dma_idle(a->c, NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
        soc_dma_wait();
    } else {
        from_unit(a->c, SOC_NTP_A, NP_N);
    }
    uint32_t t3 = soc_cycles();
    c->in = t1 - t0;
    c->run = t2 - t1;
    c->out = t3 - t2;
}

static ntruplus_poly pa, pb, pr, ph;

static void kernel_case(const char *name, uint32_t op)
{
    static const char *const kernel[3][2] = {{"ntruplus768_ntt", "ntruplus768_ntt/dma"},
                                             {"ntruplus768_invntt", "ntruplus768_invntt/dma"},
                                             {"ntruplus768_basemul", "ntruplus768_basemul/dma"}};
    struct hw_cycles c;
    uint32_t t0 = 0, sw = 0;
    pr = pa;
    if (op == SOC_NTP_OP_NTT) {
        t0 = soc_cycles();
        ntruplus_ntt_c(&pr);
        sw = soc_cycles() - t0;
    } else if (op == SOC_NTP_OP_INVNTT) {
        t0 = soc_cycles();
        ntruplus_invntt_c(&pr);
        sw = soc_cycles() - t0;
    } else {
        t0 = soc_cycles();
        ntruplus_basemul_c(&pr, &pa, &pb);
        sw = soc_cycles() - t0;
    }
    for (int dma = 0; dma < 2; dma++) {
        ph = pa;
        unit_op(&ph, op == SOC_NTP_OP_BASEMUL ? &pb : 0, op, dma, &c);
        report(kernel[op][dma], name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
    }
}

/* The NTT through the copy engine from and to an int16_t array that is
 * not 4-byte aligned: the engine's one-coefficient-a-beat path. */
static void misaligned_case(void)
{
    static int16_t buf[NP_N + 2] __attribute__((aligned(4)));
    static const char *const name = "misaligned";
    struct hw_cycles c;
    memcpy(&buf[1], pa.c, sizeof pa.c);
    pr = pa;
    uint32_t t0 = soc_cycles();
    ntruplus_ntt_c(&pr);
    uint32_t sw = soc_cycles() - t0;
    t0 = soc_cycles();
    soc_dma(&buf[1], NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
    run(SOC_NTP_OP_NTT);
    soc_dma_idle(&buf[1], NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
    soc_dma_wait();
    c.in = soc_cycles() - t0;
    c.run = 0;
    c.out = 0;
    report("ntruplus768_ntt/dma", name, sw, &c, memcmp(pr.c, &buf[1], sizeof pr.c) == 0);
}

static int16_t rng_below(unsigned bound)
{
    return (int16_t)((int32_t)(rng32() % (2u * bound - 1u)) - (int32_t)(bound - 1u));
}

static void fill(ntruplus_poly *p, int16_t v)
{
    for (unsigned i = 0; i < NP_N; i++)
        p->c[i] = v;
}

/* A product in Z_q[x]/(x^768 - x^384 + 1): NTT(a), NTT(b), base
 * multiplication, inverse. NTT(b) is read out and written back as B; then
 * A stays in the unit until the inverse's result. */
static void polymul_case(const char *name)
{
    static ntruplus_poly x, y, tmp;
    struct hw_cycles c;
    x = pa;
    y = pb;
    uint32_t t0 = soc_cycles();
    ntruplus_ntt_c(&x);
    ntruplus_ntt_c(&y);
    ntruplus_basemul_c(&pr, &x, &y);
    ntruplus_invntt_c(&pr);
    uint32_t sw = soc_cycles() - t0;
    for (int dma = 0; dma < 2; dma++) {
        uint32_t t[6];
        memset(&ph, 0, sizeof ph);
        t[0] = soc_cycles();
        if (dma) {
            soc_dma(pb.c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
            soc_dma_wait();
        } else {
            to_unit(SOC_NTP_A, pb.c, NP_N);
        }
        t[1] = soc_cycles();
        run(SOC_NTP_OP_NTT);
        t[2] = soc_cycles();
        if (dma) {
            soc_dma(tmp.c, NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
            soc_dma(tmp.c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_B);
            soc_dma(pa.c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
            soc_dma_wait();
        } else {
            from_unit(tmp.c, SOC_NTP_A, NP_N);
            to_unit(SOC_NTP_B, tmp.c, NP_N);
            to_unit(SOC_NTP_A, pa.c, NP_N);
        }
        t[3] = soc_cycles();
        run(SOC_NTP_OP_NTT);
        run(SOC_NTP_OP_BASEMUL);
        run(SOC_NTP_OP_INVNTT);
        t[4] = soc_cycles();
        if (dma) {
            soc_dma(ph.c, NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
            soc_dma_wait();
        } else {
            from_unit(ph.c, SOC_NTP_A, NP_N);
        }
        t[5] = soc_cycles();
        c.in = (t[1] - t[0]) + (t[3] - t[2]);
        c.run = (t[2] - t[1]) + (t[4] - t[3]);
        c.out = t[5] - t[4];
        report(dma ? "ntruplus768_polymul/dma" : "ntruplus768_polymul", name, sw, &c,
               memcmp(&pr, &ph, sizeof pr) == 0);
    }
}

/* The copy engine's 12-bit decoding into the unit, then A copied out,
 * against ntruplus_unpack_c: the coefficients and the non-canonical flag. */
static void unpack_case(const char *name, const uint8_t *in)
{
    static ntruplus_poly ref, got;
    struct hw_cycles c;
    uint32_t t0 = soc_cycles();
    uint32_t bad_ref = ntruplus_unpack_c(&ref, in);
    uint32_t sw = soc_cycles() - t0;
    memset(&got, 0x55, sizeof got);
    t0 = soc_cycles();
    soc_dma(in, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A | SOC_DMA_PACKED12);
    soc_dma(got.c, NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A);
    soc_dma_wait();
    uint32_t bad = 0u - ((SOC_DMA_CTRL & SOC_DMA_BAD) >> 1);
    c.in = soc_cycles() - t0;
    c.run = 0;
    c.out = 0;
    report("ntruplus768_unpack/dma", name, sw, &c,
           bad == bad_ref && memcmp(&ref, &got, sizeof ref) == 0);
}

/* The copy engine packing the unit's A against ntruplus_pack_c. */
static void pack_case(const char *name)
{
    static uint8_t ref[NTRUPLUS_POLY_BYTES] __attribute__((aligned(4)));
    static uint8_t got[NTRUPLUS_POLY_BYTES] __attribute__((aligned(4)));
    struct hw_cycles c;
    uint32_t t0 = soc_cycles();
    ntruplus_pack_c(ref, &pa);
    uint32_t sw = soc_cycles() - t0;
    memset(got, 0x55, sizeof got);
    t0 = soc_cycles();
    soc_dma(pa.c, NP_N, SOC_DMA_TO_UNIT | SOC_DMA_NTP_A);
    soc_dma(got, NP_N, SOC_DMA_FROM_UNIT | SOC_DMA_NTP_A | SOC_DMA_PACKED12);
    soc_dma_wait();
    c.in = soc_cycles() - t0;
    c.run = 0;
    c.out = 0;
    report("ntruplus768_pack/dma", name, sw, &c, memcmp(ref, got, sizeof ref) == 0);
}

static void pack_tests(void)
{
    /* the callers' range |x| < q, then every int16 pattern the C's byte
     * arithmetic defines (the engine does the same) */
    fill(&pa, 0);
    pack_case("zero");
    fill(&pa, NP_Q - 1);
    pack_case("q-1");
    fill(&pa, -(NP_Q - 1));
    pack_case("-(q-1)");
    for (unsigned r = 0; r < 3; r++) {
        for (unsigned i = 0; i < NP_N; i++)
            pa.c[i] = rng_below(NP_Q);
        pack_case("random");
    }
    for (unsigned i = 0; i < NP_N; i++)
        pa.c[i] = (int16_t)rng32();
    pack_case("random int16");
    for (unsigned i = 0; i < NP_N; i++)
        pa.c[i] = (i & 1) ? INT16_MIN : INT16_MAX;
    pack_case("int16 extremes");
}

static void unpack_tests(void)
{
    static uint8_t buf[NTRUPLUS_POLY_BYTES] __attribute__((aligned(4)));
    for (unsigned r = 0; r < 3; r++) {
        for (unsigned i = 0; i < NP_N; i += 2) {
            uint32_t t0 = rng32() % NP_Q, t1 = rng32() % NP_Q;
            buf[3 * i / 2] = (uint8_t)t0;
            buf[3 * i / 2 + 1] = (uint8_t)((t0 >> 8) | (t1 << 4));
            buf[3 * i / 2 + 2] = (uint8_t)(t1 >> 4);
        }
        unpack_case("canonical", buf);
    }
    memset(buf, 0xff, sizeof buf);
    unpack_case("all-ones", buf);
    /* every field q - 1, then one field out of range: the last (4080),
     * then the first (q) */
    for (unsigned i = 0; i < NP_N; i += 2) {
        buf[3 * i / 2] = (uint8_t)(NP_Q - 1);
        buf[3 * i / 2 + 1] = (uint8_t)(((NP_Q - 1) >> 8) | ((NP_Q - 1) << 4));
        buf[3 * i / 2 + 2] = (uint8_t)((NP_Q - 1) >> 4);
    }
    unpack_case("q-1", buf);
    buf[sizeof buf - 1] = 0xff;
    unpack_case("last=4080", buf);
    buf[sizeof buf - 1] = (uint8_t)((NP_Q - 1) >> 4);
    buf[0] = (uint8_t)NP_Q;
    buf[1] = (uint8_t)((NP_Q >> 8) | ((NP_Q - 1) << 4));
    unpack_case("first=q", buf);
    for (unsigned i = 0; i < sizeof buf; i++)
        buf[i] = (uint8_t)rng32();
    unpack_case("random", buf);
}

void ntruplus768_tests(void)
{
    unpack_tests();
    pack_tests();
    /* bounds (native/api.h): NTT |a| <= q, inverse |a| < q, base
     * multiplication |a|, |b| < 2q */
    static const int16_t max[3] = {NP_Q, NP_Q - 1, 2 * NP_Q - 1};
    for (uint32_t op = 0; op < 3; op++) {
        int16_t m = max[op];
        fill(&pa, 0);
        fill(&pb, 0);
        kernel_case("zero", op);
        fill(&pa, m);
        fill(&pb, m);
        kernel_case("+max", op);
        fill(&pa, (int16_t)-m);
        kernel_case("-max", op);
        for (unsigned i = 0; i < NP_N; i++) {
            pa.c[i] = (i & 1) ? (int16_t)-m : m;
            pb.c[i] = (i & 2) ? (int16_t)-m : m;
        }
        kernel_case("alternating", op);
        for (unsigned r = 0; r < 3; r++) {
            for (unsigned i = 0; i < NP_N; i++) {
                pa.c[i] = rng_below((unsigned)m + 1u);
                pb.c[i] = rng_below((unsigned)m + 1u);
            }
            kernel_case("random", op);
        }
    }
    for (unsigned i = 0; i < NP_N; i++)
        pa.c[i] = rng_below(NP_Q + 1u);
    misaligned_case();
    /* one factor within q, the other small, as the KEM's callers */
    for (unsigned r = 0; r < 2; r++) {
        for (unsigned i = 0; i < NP_N; i++) {
            pa.c[i] = rng_below(NP_Q);
            pb.c[i] = rng_below(4);
        }
        polymul_case("random");
    }
    fill(&pa, NP_Q - 1);
    fill(&pb, -3);
    polymul_case("q-1*-3");
}
