/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Firmware for kpqc_soc: the library's portable Keccak-f[1600]
 * (src/common/fips202.c) and HAETAE NTT kernels (src/sign/haetae/ntt.c)
 * against the accelerators, on extreme and random inputs, with the Ibex
 * cycle counts (mcycle) of both per call. The accelerator figures include
 * moving the data in and out through the bus and polling busy.
 *
 * Prints one line per case:
 *   <kernel> <case> sw <cycles> hw <cycles> (in <c> run <c> out <c>) ok|MISMATCH
 * and a last line "accel-test: N passed, N failed"; returns 0 only if every
 * case matched (crt0 writes the result to the exit register). */
#include <stdint.h>
#include <string.h>

#include "native/api.h"
#include "accel.h"
#include "haetae.h"
#include "soc.h"

static uint64_t rng_state = 0x243F6A8885A308D3ull;

uint32_t rng32(void)
{
    /* xorshift64* (test data only) */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 0x2545F4914F6CDD1Dull) >> 32);
}

static uint64_t rng64(void)
{
    uint64_t hi = rng32();
    return (hi << 32) | rng32();
}

/* uniform-ish in (-bound, bound), bound <= 2^31 - 1 */
static int32_t rng_below(uint32_t bound)
{
    uint32_t span = 2u * bound - 1u;
    return (int32_t)(rng32() % span) - (int32_t)(bound - 1u);
}

static unsigned passed, failed;

void report(const char *kernel, const char *name, uint32_t sw, const struct hw_cycles *hw, int ok)
{
    soc_puts(kernel);
    soc_putc(' ');
    soc_puts(name);
    soc_puts(" sw ");
    soc_putu(sw);
    soc_puts(" hw ");
    soc_putu(hw->in + hw->run + hw->out);
    soc_puts(" (in ");
    soc_putu(hw->in);
    soc_puts(" run ");
    soc_putu(hw->run);
    soc_puts(" out ");
    soc_putu(hw->out);
    soc_puts(ok ? ") ok\n" : ") MISMATCH\n");
    if (ok)
        passed++;
    else
        failed++;
}

/* Copies to and from a device window, eight words an iteration (Ibex
 * takes two cycles a load or store and three a taken branch: the loop
 * overhead would otherwise be as large as the transfer). n is a multiple
 * of 8. */
static void to_dev(volatile uint32_t *dst, const uint32_t *src, unsigned n)
{
    for (unsigned i = 0; i < n; i += 8) {
        uint32_t w0 = src[i], w1 = src[i + 1], w2 = src[i + 2], w3 = src[i + 3];
        uint32_t w4 = src[i + 4], w5 = src[i + 5], w6 = src[i + 6], w7 = src[i + 7];
        dst[i] = w0;
        dst[i + 1] = w1;
        dst[i + 2] = w2;
        dst[i + 3] = w3;
        dst[i + 4] = w4;
        dst[i + 5] = w5;
        dst[i + 6] = w6;
        dst[i + 7] = w7;
    }
}

static void from_dev(uint32_t *dst, const volatile uint32_t *src, unsigned n)
{
    for (unsigned i = 0; i < n; i += 8) {
        uint32_t w0 = src[i], w1 = src[i + 1], w2 = src[i + 2], w3 = src[i + 3];
        uint32_t w4 = src[i + 4], w5 = src[i + 5], w6 = src[i + 6], w7 = src[i + 7];
        dst[i] = w0;
        dst[i + 1] = w1;
        dst[i + 2] = w2;
        dst[i + 3] = w3;
        dst[i + 4] = w4;
        dst[i + 5] = w5;
        dst[i + 6] = w6;
        dst[i + 7] = w7;
    }
}

/* ------------------------------------------------------------ Keccak */

/* The state as the library holds it (25 little-endian 64-bit lanes) and as
 * the bus moves it (50 32-bit words, low word first): the same bytes. */
typedef union {
    uint64_t q[25];
    uint32_t w[50];
} kstate;

static void keccak_hw(kstate *s, struct hw_cycles *c)
{
    uint32_t t0 = soc_cycles();
    to_dev(SOC_KEC_LANE, s->w, 48);
    SOC_KEC_LANE[48] = s->w[48];
    SOC_KEC_LANE[49] = s->w[49];
    uint32_t t1 = soc_cycles();
    SOC_KEC_CTRL = 1;
    while (SOC_KEC_CTRL & 1u) {
    }
    uint32_t t2 = soc_cycles();
    from_dev(s->w, SOC_KEC_LANE, 48);
    s->w[48] = SOC_KEC_LANE[48];
    s->w[49] = SOC_KEC_LANE[49];
    uint32_t t3 = soc_cycles();
    c->in = t1 - t0;
    c->run = t2 - t1;
    c->out = t3 - t2;
}

/* the same with the copy engine moving the state (target 4) */
static void keccak_dma(kstate *s, struct hw_cycles *c)
{
    uint32_t t0 = soc_cycles();
    soc_dma(s->w, 50, SOC_DMA_TO_UNIT | SOC_DMA_KECCAK);
    soc_dma_wait();
    uint32_t t1 = soc_cycles();
    SOC_KEC_CTRL = 1;
    while (SOC_KEC_CTRL & 1u) {
    }
    uint32_t t2 = soc_cycles();
    soc_dma(s->w, 50, SOC_DMA_FROM_UNIT | SOC_DMA_KECCAK);
    soc_dma_wait();
    uint32_t t3 = soc_cycles();
    c->in = t1 - t0;
    c->run = t2 - t1;
    c->out = t3 - t2;
}

static void keccak_case(const char *name, const uint64_t in[25])
{
    kstate a, b;
    struct hw_cycles c;
    memcpy(a.q, in, sizeof a.q);
    memcpy(b.q, in, sizeof b.q);
    uint32_t t0 = soc_cycles();
    kpqc_keccakf1600_portable(a.q);
    uint32_t sw = soc_cycles() - t0;
    keccak_hw(&b, &c);
    report("keccakf1600", name, sw, &c, memcmp(a.q, b.q, sizeof a.q) == 0);
    memcpy(b.q, in, sizeof b.q);
    keccak_dma(&b, &c);
    report("keccakf1600/dma", name, sw, &c, memcmp(a.q, b.q, sizeof a.q) == 0);
}

static void keccak_tests(void)
{
    uint64_t s[25];
    memset(s, 0, sizeof s);
    keccak_case("zero", s);
    memset(s, 0xff, sizeof s);
    keccak_case("ones", s);
    memset(s, 0, sizeof s);
    s[24] = 1ull << 63;
    keccak_case("msb24", s);
    for (unsigned k = 0; k < CHECK_CASES; k++) {
        for (unsigned i = 0; i < 25; i++)
            s[i] = rng64();
        keccak_case("random", s);
    }
    /* two permutations, the state left in the unit in between */
    for (unsigned i = 0; i < 25; i++)
        s[i] = rng64();
    kstate a, b;
    struct hw_cycles c;
    memcpy(a.q, s, sizeof a.q);
    memcpy(b.q, s, sizeof b.q);
    kpqc_keccakf1600_portable(a.q);
    kpqc_keccakf1600_portable(a.q);
    keccak_hw(&b, &c);
    SOC_KEC_CTRL = 1;
    while (SOC_KEC_CTRL & 1u) {
    }
    from_dev(b.w, SOC_KEC_LANE, 48);
    b.w[48] = SOC_KEC_LANE[48];
    b.w[49] = SOC_KEC_LANE[49];
    c.in = c.run = c.out = 0;
    report("keccakf1600", "chained", 0, &c, memcmp(a.q, b.q, sizeof a.q) == 0);

    /* a SHAKE128 block (21 lanes) XORed into the state left in the unit,
     * permuted, the rate lanes read: the absorb / squeeze step of a sponge
     * kept in the unit. "in" and "out" move 42 words each. */
    uint32_t m[48];
    for (unsigned i = 0; i < 48; i++)
        m[i] = rng32();
    for (unsigned i = 0; i < 42; i++)
        a.w[i] ^= m[i];
    kpqc_keccakf1600_portable(a.q);
    uint32_t t0 = soc_cycles();
    to_dev(SOC_KEC_XOR, m, 40);
    SOC_KEC_XOR[40] = m[40];
    SOC_KEC_XOR[41] = m[41];
    uint32_t t1 = soc_cycles();
    SOC_KEC_CTRL = 1;
    while (SOC_KEC_CTRL & 1u) {
    }
    uint32_t t2 = soc_cycles();
    from_dev(b.w, SOC_KEC_LANE, 40);
    b.w[40] = SOC_KEC_LANE[40];
    b.w[41] = SOC_KEC_LANE[41];
    uint32_t t3 = soc_cycles();
    for (unsigned i = 42; i < 50; i++)
        b.w[i] = SOC_KEC_LANE[i];
    c.in = t1 - t0;
    c.run = t2 - t1;
    c.out = t3 - t2;
    report("keccakf1600", "absorb-squeeze", 0, &c, memcmp(a.q, b.q, sizeof a.q) == 0);
}

/* ---------------------------------------------------------- HAETAE NTT */

static void ntt_hw(haetae_poly *a, const haetae_poly *b, uint32_t op, struct hw_cycles *c)
{
    uint32_t t0 = soc_cycles();
    to_dev(SOC_NTT_A, (const uint32_t *)a->c, HAETAE_N);
    if (b)
        to_dev(SOC_NTT_B, (const uint32_t *)b->c, HAETAE_N);
    uint32_t t1 = soc_cycles();
    SOC_NTT_CTRL = op;
    while (SOC_NTT_CTRL & 1u) {
    }
    uint32_t t2 = soc_cycles();
    from_dev((uint32_t *)a->c, SOC_NTT_A, HAETAE_N);
    uint32_t t3 = soc_cycles();
    c->in = t1 - t0;
    c->run = t2 - t1;
    c->out = t3 - t2;
}

/* The same through the copy engine: the copies in, the run (the start
 * write waits for the copies), the copy out and its wait. */
static void ntt_dma(haetae_poly *a, const haetae_poly *b, uint32_t op, struct hw_cycles *c)
{
    uint32_t t0 = soc_cycles();
    soc_dma(a->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    if (b)
        soc_dma(b->c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
    soc_dma_wait();
    uint32_t t1 = soc_cycles();
    SOC_NTT_CTRL = op;
    while (SOC_NTT_CTRL & 1u) {
    }
    uint32_t t2 = soc_cycles();
    soc_dma(a->c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    uint32_t t3 = soc_cycles();
    c->in = t1 - t0;
    c->run = t2 - t1;
    c->out = t3 - t2;
}

static haetae_poly pa, pb, pr, ph;

static void ntt_case(const char *name, uint32_t op)
{
    struct hw_cycles c;
    uint32_t t0, sw;
    ph = pa;
    if (op == SOC_NTT_OP_NTT) {
        pr = pa;
        t0 = soc_cycles();
        haetae_ntt_c(&pr);
        sw = soc_cycles() - t0;
        ntt_hw(&ph, 0, op, &c);
        report("haetae_ntt", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
        ph = pa;
        ntt_dma(&ph, 0, op, &c);
        report("haetae_ntt/dma", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
    } else if (op == SOC_NTT_OP_INVNTT) {
        pr = pa;
        t0 = soc_cycles();
        haetae_invntt_tomont_c(&pr);
        sw = soc_cycles() - t0;
        ntt_hw(&ph, 0, op, &c);
        report("haetae_invntt", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
        ph = pa;
        ntt_dma(&ph, 0, op, &c);
        report("haetae_invntt/dma", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
    } else {
        t0 = soc_cycles();
        haetae_poly_pointwise_montgomery_c(&pr, &pa, &pb);
        sw = soc_cycles() - t0;
        ntt_hw(&ph, &pb, op, &c);
        report("haetae_pointwise", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
        ph = pa;
        ntt_dma(&ph, &pb, op, &c);
        report("haetae_pointwise/dma", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
    }
}

static void fill(haetae_poly *p, int32_t v)
{
    for (unsigned i = 0; i < HAETAE_N; i++)
        p->c[i] = v;
}

static void ntt_tests(void)
{
    static const uint32_t ops[2] = {SOC_NTT_OP_NTT, SOC_NTT_OP_INVNTT};
    /* input bounds of the kernels (native/api.h): |a| < 2^30 - 8q for the
     * NTT, |a| < 2^23 for the inverse */
    static const int32_t bound[2] = {(1 << 30) - 8 * HAETAE_Q, 1 << 23};
    for (unsigned k = 0; k < 2; k++) {
        uint32_t op = ops[k];
        int32_t m = bound[k] - 1;
        fill(&pa, 0);
        ntt_case("zero", op);
        fill(&pa, m);
        ntt_case("+max", op);
        fill(&pa, -m);
        ntt_case("-max", op);
        for (unsigned i = 0; i < HAETAE_N; i++)
            pa.c[i] = (i & 1) ? -m : m;
        ntt_case("alternating", op);
        for (unsigned r = 0; r < CHECK_CASES; r++) {
            for (unsigned i = 0; i < HAETAE_N; i++)
                pa.c[i] = rng_below((uint32_t)bound[k]);
            ntt_case("random", op);
        }
    }
    fill(&pa, INT32_MIN);
    fill(&pb, INT32_MIN);
    ntt_case("min*min", SOC_NTT_OP_POINTWISE);
    fill(&pb, INT32_MAX);
    ntt_case("min*max", SOC_NTT_OP_POINTWISE);
    fill(&pa, INT32_MAX);
    ntt_case("max*max", SOC_NTT_OP_POINTWISE);
    for (unsigned r = 0; r < CHECK_CASES; r++) {
        for (unsigned i = 0; i < HAETAE_N; i++) {
            if (r & 1) {
                pa.c[i] = rng_below(HAETAE_Q);
                pb.c[i] = rng_below(HAETAE_Q);
            } else {
                pa.c[i] = (int32_t)rng32();
                pb.c[i] = (int32_t)rng32();
            }
        }
        ntt_case((r & 1) ? "random-q" : "random-int32", SOC_NTT_OP_POINTWISE);
    }
}

static void ntt_run(uint32_t op)
{
    SOC_NTT_CTRL = op;
    while (SOC_NTT_CTRL & 1u) {
    }
}

/* A product in Z_q[x]/(x^256 + 1) as HAETAE's verification forms them:
 * NTT(a), NTT(b), pointwise, inverse. The unit transforms only A, so NTT(b)
 * goes out and back in as B; NTT(a), the product and the inverse then run
 * without A leaving the unit. */
static void polymul_case(const char *name)
{
    static haetae_poly x, y, tmp;
    struct hw_cycles c;
    x = pa;
    y = pb;
    uint32_t t0 = soc_cycles();
    haetae_ntt_c(&x);
    haetae_ntt_c(&y);
    haetae_poly_pointwise_montgomery_c(&pr, &x, &y);
    haetae_invntt_tomont_c(&pr);
    uint32_t sw = soc_cycles() - t0;

    uint32_t t[8];
    t[0] = soc_cycles();
    to_dev(SOC_NTT_A, (const uint32_t *)pb.c, HAETAE_N);
    t[1] = soc_cycles();
    ntt_run(SOC_NTT_OP_NTT);
    t[2] = soc_cycles();
    from_dev((uint32_t *)tmp.c, SOC_NTT_A, HAETAE_N);
    to_dev(SOC_NTT_B, (const uint32_t *)tmp.c, HAETAE_N);
    to_dev(SOC_NTT_A, (const uint32_t *)pa.c, HAETAE_N);
    t[3] = soc_cycles();
    ntt_run(SOC_NTT_OP_NTT);
    ntt_run(SOC_NTT_OP_POINTWISE);
    ntt_run(SOC_NTT_OP_INVNTT);
    t[4] = soc_cycles();
    from_dev((uint32_t *)ph.c, SOC_NTT_A, HAETAE_N);
    t[5] = soc_cycles();
    c.in = (t[1] - t[0]) + (t[3] - t[2]);
    c.run = (t[2] - t[1]) + (t[4] - t[3]);
    c.out = t[5] - t[4];
    report("haetae_polymul", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);

    /* through the copy engine: NTT(b) goes to B without leaving the RAM
     * path's two copies (out of A, into B) */
    memset(&ph, 0, sizeof ph);
    t[0] = soc_cycles();
    soc_dma(pb.c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    t[1] = soc_cycles();
    ntt_run(SOC_NTT_OP_NTT);
    t[2] = soc_cycles();
    soc_dma(tmp.c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma(tmp.c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_B);
    soc_dma(pa.c, HAETAE_N, SOC_DMA_TO_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    t[3] = soc_cycles();
    ntt_run(SOC_NTT_OP_NTT);
    ntt_run(SOC_NTT_OP_POINTWISE);
    ntt_run(SOC_NTT_OP_INVNTT);
    t[4] = soc_cycles();
    soc_dma(ph.c, HAETAE_N, SOC_DMA_FROM_UNIT | SOC_DMA_HAETAE_A);
    soc_dma_wait();
    t[5] = soc_cycles();
    c.in = (t[1] - t[0]) + (t[3] - t[2]);
    c.run = (t[2] - t[1]) + (t[4] - t[3]);
    c.out = t[5] - t[4];
    report("haetae_polymul/dma", name, sw, &c, memcmp(&pr, &ph, sizeof pr) == 0);
}

static void polymul_tests(void)
{
    for (unsigned r = 0; r < 3; r++) {
        for (unsigned i = 0; i < HAETAE_N; i++) {
            pa.c[i] = rng_below(HAETAE_Q);
            pb.c[i] = rng_below(HAETAE_Q);
        }
        polymul_case("random-q");
    }
    fill(&pa, HAETAE_Q - 1);
    fill(&pb, -(HAETAE_Q - 1));
    polymul_case("q-1*-(q-1)");
}

int main(void)
{
    soc_puts("accel-test: Ibex RV32IMC, portable C against the accelerators\n");
    keccak_tests();
    ntt_tests();
    polymul_tests();
    ntruplus768_tests();
    soc_puts("accel-test: ");
    soc_putu(passed);
    soc_puts(" passed, ");
    soc_putu(failed);
    soc_puts(" failed\n");
    return failed == 0 && passed > 0 ? 0 : 1;
}
