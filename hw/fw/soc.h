/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The kpqc_soc address map (hw/sys/kpqc_soc.sv, docs/hardware.md) and
 * small helpers for the firmware: console output, the cycle counter. */
#ifndef KPQC_SOC_H
#define KPQC_SOC_H

#include <stdint.h>

#define SOC_CONSOLE (*(volatile uint32_t *)0x10000000u)
#define SOC_EXIT    (*(volatile uint32_t *)0x10000004u)

/* Keccak-f[1600] unit: lane i at KEC_LANE + 8 i (low word, then high word:
 * the high-word write stores the lane); the same at KEC_XOR + 8 i XORs the
 * lane in; KEC_CTRL: write 1 = start, read bit 0 = busy. */
#define SOC_KEC_LANE ((volatile uint32_t *)0x20000000u)
#define SOC_KEC_XOR  ((volatile uint32_t *)0x20000100u)
#define SOC_KEC_CTRL (*(volatile uint32_t *)0x20000200u)

/* HAETAE NTT unit: A[i] at NTT_A + 4 i (read, write), B[i] at NTT_B + 4 i
 * (write only); NTT_CTRL: write op (0 NTT, 1 inverse NTT, 2 pointwise)
 * starts it, read bit 0 = busy. Data access only while not busy. */
#define SOC_NTT_A            ((volatile uint32_t *)0x30000000u)
#define SOC_NTT_B            ((volatile uint32_t *)0x30000400u)
#define SOC_NTT_CTRL         (*(volatile uint32_t *)0x30000800u)
#define SOC_NTT_OP_NTT       0u
#define SOC_NTT_OP_INVNTT    1u
#define SOC_NTT_OP_POINTWISE 2u

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
