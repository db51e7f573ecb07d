/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The kpqc_soc address map (hw/sys/kpqc_soc.sv, docs/hardware.md) and
 * small helpers for the firmware: console output, the cycle counter. */
#ifndef KPQC_SOC_H
#define KPQC_SOC_H

#include <stdint.h>

#define SOC_CONSOLE (*(volatile uint32_t *)0x10000000u)
#define SOC_EXIT    (*(volatile uint32_t *)0x10000004u)
/* Profile tag: the harness's +profile=FILE counts cycles by fetch address
 * while it is nonzero, per tag (0: not profiling). */
#define SOC_PROF (*(volatile uint32_t *)0x10000008u)

/* Keccak-f[1600] unit: lane i at KEC_LANE + 8 i (low word, then high word:
 * the high-word write stores the lane); the same at KEC_XOR + 8 i XORs the
 * lane in; KEC_CTRL: write 1 = start, read bit 0 = busy. */
#define SOC_KEC_LANE ((volatile uint32_t *)0x20000000u)
#define SOC_KEC_XOR  ((volatile uint32_t *)0x20000100u)
#define SOC_KEC_CTRL (*(volatile uint32_t *)0x20000200u)

/* HAETAE NTT unit: A[i] at NTT_A + 4 i (read, write), B[i] at NTT_B + 4 i
 * (write only); NTT_CTRL: write op (0 NTT, 1 inverse NTT, 2 pointwise, 3 A =
 * A + B)
 * starts it, read bit 0 = busy. Data access only while not busy. */
#define SOC_NTT_A            ((volatile uint32_t *)0x30000000u)
#define SOC_NTT_B            ((volatile uint32_t *)0x30000400u)
#define SOC_NTT_CTRL         (*(volatile uint32_t *)0x30000800u)
#define SOC_NTT_OP_NTT       0u
#define SOC_NTT_OP_INVNTT    1u
#define SOC_NTT_OP_POINTWISE 2u
#define SOC_NTT_OP_ADD       3u
/* 4 A = freeze2q(A), 5 A = reduce2q(A), 6 sum of squares mod 2^64 into
 * A[0] (low word) and A[1] (high word) */
#define SOC_NTT_OP_FREEZE2Q 4u
#define SOC_NTT_OP_REDUCE2Q 5u
#define SOC_NTT_OP_SQNORM2  6u
/* 7 A = A - B, 8 A = 256 A + B, 9 A = 2 A */
#define SOC_NTT_OP_SUB     7u
#define SOC_NTT_OP_COMPOSE 8u
#define SOC_NTT_OP_DOUBLE  9u
/* 10 fromcrt(A, B), 11 fromcrt0(A), 12 highbits_hint(A), 13 csubDQ2ALPHA(A),
 * 14 A = 512 A, 15 A = A >> 1 (HAETAE modes 2 and 3) */
#define SOC_NTT_OP_FROMCRT   10u
#define SOC_NTT_OP_FROMCRT0  11u
#define SOC_NTT_OP_HIGHBITS  12u
#define SOC_NTT_OP_CSUBHINT  13u
#define SOC_NTT_OP_MUL_ALPHA 14u
#define SOC_NTT_OP_DIV2      15u
/* 16, 17: rejection sampling of one SHAKE128 block (42 words in B) into A;
 * 16 starts at count 0, 17 continues; NTT_CTRL bits 9:1 = the count */
#define SOC_NTT_OP_REJ_FIRST 16u
#define SOC_NTT_OP_REJ_NEXT  17u

/* NTRU+768 NTT unit: A[i] at NTP_A + 4 i, i < 768 (read: the int16_t
 * sign-extended; write: the low 16 bits), B[i] at NTP_B + 4 i (write only);
 * NTP_CTRL: write op (0 NTT, 1 inverse NTT, 2 base multiplication, 4 A =
 * Barrett(A + B), 5 A = Barrett(A - B), 6 A = crepmod3(A)) starts it, read
 * bit 0 = busy. */
#define SOC_NTP_A           ((volatile uint32_t *)0x40000000u)
#define SOC_NTP_B           ((volatile uint32_t *)0x40001000u)
#define SOC_NTP_CTRL        (*(volatile uint32_t *)0x40002000u)
#define SOC_NTP_OP_NTT      0u
#define SOC_NTP_OP_INVNTT   1u
#define SOC_NTP_OP_BASEMUL  2u
#define SOC_NTP_OP_ADD_BAR  4u
#define SOC_NTP_OP_SUB_BAR  5u
#define SOC_NTP_OP_CREPMOD3 6u

/* Copy engine between the RAM and the NTT units (hw/rtl/dma_copy.sv):
 * DMA_RAM the RAM byte address, DMA_CNT the coefficient count, DMA_CTRL
 * write: start (direction | target), read bit 0 = busy. Targets 0 and 1
 * (HAETAE A, B) move int32_t arrays, 2 and 3 (NTRU+ A, B) int16_t arrays,
 * 4 the Keccak state (50 words: the uint64_t s[25] as 32-bit words).
 * While it runs, the CPU's data accesses other than to these registers
 * wait, so a load of the copied data or a unit's start written after the
 * copy cannot overtake it; registers written while busy are ignored. */
#define SOC_DMA_RAM       (*(volatile uint32_t *)0x50000000u)
#define SOC_DMA_CNT       (*(volatile uint32_t *)0x50000004u)
#define SOC_DMA_CTRL      (*(volatile uint32_t *)0x50000008u)
#define SOC_DMA_TO_UNIT   0u
#define SOC_DMA_FROM_UNIT 1u
#define SOC_DMA_HAETAE_A  (0u << 1)
#define SOC_DMA_HAETAE_B  (1u << 1)
#define SOC_DMA_NTP_A     (2u << 1)
#define SOC_DMA_NTP_B     (3u << 1)
#define SOC_DMA_KECCAK    (4u << 1)
/* with an NTRU+ target: the RAM holds the 12-bit encoding (4-byte
 * aligned, count a multiple of 8); SOC_DMA_TO_UNIT decodes it (DMA_CTRL's
 * read bit 1 then says whether a field was q or more), SOC_DMA_FROM_UNIT
 * packs A into it as ntruplus_pack_c */
#define SOC_DMA_PACKED12 (1u << 4)
#define SOC_DMA_BAD      2u

/* Starts a copy of n coefficients between ram and the unit memory named in
 * ctrl, after the previous copy. The memory clobbers keep the compiler from
 * moving accesses to the buffer across the start. */
static inline void soc_dma(const void *ram, uint32_t n, uint32_t ctrl)
{
    __asm__ volatile("" ::: "memory");
    while (SOC_DMA_CTRL & 1u) {
    }
    SOC_DMA_RAM = (uint32_t)(uintptr_t)ram;
    SOC_DMA_CNT = n;
    SOC_DMA_CTRL = ctrl;
    __asm__ volatile("" ::: "memory");
}

/* soc_dma without the wait for the previous copy: only when no copy can
 * be running (after soc_dma_wait, or after a unit's start or busy poll,
 * which the bus holds until the copy is done). */
static inline void soc_dma_idle(const void *ram, uint32_t n, uint32_t ctrl)
{
    __asm__ volatile("" ::: "memory");
    SOC_DMA_RAM = (uint32_t)(uintptr_t)ram;
    SOC_DMA_CNT = n;
    SOC_DMA_CTRL = ctrl;
    __asm__ volatile("" ::: "memory");
}

static inline void soc_dma_wait(void)
{
    while (SOC_DMA_CTRL & 1u) {
    }
    __asm__ volatile("" ::: "memory");
}

static inline uint32_t soc_cycles(void)
{
    uint32_t c;
    __asm__ volatile("csrr %0, mcycle" : "=r"(c));
    return c;
}

static inline void soc_putc(char c)
{
    SOC_CONSOLE = (uint8_t)c;
}

static inline void soc_puts(const char *s)
{
    while (*s)
        soc_putc(*s++);
}

static inline void soc_putu(uint32_t v)
{
    char buf[11];
    int n = 0;
    do {
        buf[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    while (n)
        soc_putc(buf[--n]);
}

#endif
