/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Board support for the STM32F407G-DISC1: clocks, console on USART2,
 * cycle counter, hardware random number generator, and the rest of the
 * platform interface (platform/common/platform.h).
 *
 * Peripheral registers are defined here from ST's RM0090 reference manual
 * ("STM32F405/415, STM32F407/417, STM32F427/437 and STM32F429/439 advanced
 * Arm-based 32-bit MCUs"); each block cites the section it comes from.
 * Core registers (SysTick, SCB, DWT, DEMCR) are architectural: ARMv7-M
 * Architecture Reference Manual and ST PM0214 (Cortex-M4 programming
 * manual). Only what this file uses is defined.
 *
 * Compile-time options:
 *   KPQC_BOARD_MHZ  24 (default): SYSCLK 24 MHz, 0 Flash wait states,
 *                   prefetch and caches off, as pqm4 benchmarks: every
 *                   instruction fetch costs the same, so cycle counts do
 *                   not depend on the Flash accelerator;
 *                   168: SYSCLK 168 MHz, 5 wait states, prefetch and
 *                   caches on (fastest wall-clock time; cycle counts then
 *                   include wait states and cache effects).
 *   KPQC_BOARD_DWT  1: count cycles with DWT CYCCNT instead of SysTick. */
#if !defined(__GNUC__) || !defined(__arm__)
#error "board.c uses GCC-style inline assembly for the Cortex-M4"
#endif

#include <stdint.h>
#include <stdio.h>

#include "platform.h"

#ifndef KPQC_BOARD_MHZ
#define KPQC_BOARD_MHZ 24
#endif
#ifndef KPQC_BOARD_DWT
#define KPQC_BOARD_DWT 0
#endif

/* The library's randomness hook (src/common/randombytes.c declares it
   weak; this is the strong definition). */
int kpqc_platform_randombytes(uint8_t *out, size_t len);
/* Installed in the vector table by startup.c. */
void SysTick_Handler(void);

/* One 32-bit memory-mapped register. A verification build may define
   KPQC_BOARD_MMIO32 to run this file against a simulated register file;
   the board build never does. */
#ifndef KPQC_BOARD_MMIO32
#define KPQC_BOARD_MMIO32(addr) (*(volatile uint32_t *)(uintptr_t)(addr))
#endif
#define REG(addr) KPQC_BOARD_MMIO32(addr)

/* ---- register map ---------------------------------------------------------- */

/* RM0090 "Memory map", "Register boundary addresses". */
#define PWR_BASE    0x40007000u
#define USART2_BASE 0x40004400u
#define GPIOA_BASE  0x40020000u
#define RCC_BASE    0x40023800u
#define FLASH_BASE  0x40023C00u /* Flash interface registers */
#define RNG_BASE    0x50060800u

/* RM0090 "Reset and clock control for STM32F405xx/07xx and STM32F415xx/17xx
   (RCC)", "RCC registers". */
#define RCC_CR       REG(RCC_BASE + 0x00u) /* RCC clock control register */
#define RCC_PLLCFGR  REG(RCC_BASE + 0x04u) /* RCC PLL configuration register */
#define RCC_CFGR     REG(RCC_BASE + 0x08u) /* RCC clock configuration register */
#define RCC_AHB2RSTR REG(RCC_BASE + 0x14u) /* RCC AHB2 peripheral reset register */
#define RCC_AHB1ENR  REG(RCC_BASE + 0x30u) /* RCC AHB1 peripheral clock enable register */
#define RCC_AHB2ENR  REG(RCC_BASE + 0x34u) /* RCC AHB2 peripheral clock enable register */
#define RCC_APB1ENR  REG(RCC_BASE + 0x40u) /* RCC APB1 peripheral clock enable register */

#define RCC_CR_HSION  (1u << 0)
#define RCC_CR_HSIRDY (1u << 1)
#define RCC_CR_HSEON  (1u << 16)
#define RCC_CR_HSERDY (1u << 17)
#define RCC_CR_HSEBYP (1u << 18)
#define RCC_CR_PLLON  (1u << 24)
#define RCC_CR_PLLRDY (1u << 25)

/* RCC_PLLCFGR fields: PLLM[5:0], PLLN[14:6], PLLP[17:16] (00: /2, 01: /4,
   10: /6, 11: /8), PLLSRC bit 22 (1: HSE), PLLQ[27:24]. The other bits are
   reserved and keep their reset values. */
#define PLLCFGR_PLLM_POS   0
#define PLLCFGR_PLLN_POS   6
#define PLLCFGR_PLLP_POS   16
#define PLLCFGR_PLLSRC_HSE (1u << 22)
#define PLLCFGR_PLLQ_POS   24
#define PLLCFGR_FIELDS                                                                         \
    ((0x3Fu << PLLCFGR_PLLM_POS) | (0x1FFu << PLLCFGR_PLLN_POS) | (0x3u << PLLCFGR_PLLP_POS) | \
     PLLCFGR_PLLSRC_HSE | (0xFu << PLLCFGR_PLLQ_POS))

/* RCC_CFGR: SW[1:0], SWS[3:2] (10: PLL), HPRE[7:4] (0xxx: /1), PPRE1[12:10]
   and PPRE2[15:13] (0xx: /1, 100: /2, 101: /4). */
#define CFGR_SW_MASK    (0x3u << 0)
#define CFGR_SW_PLL     (0x2u << 0)
#define CFGR_SWS_MASK   (0x3u << 2)
#define CFGR_SWS_PLL    (0x2u << 2)
#define CFGR_HPRE_MASK  (0xFu << 4)
#define CFGR_PPRE1_POS  10
#define CFGR_PPRE2_POS  13
#define CFGR_PPRE1_MASK (0x7u << CFGR_PPRE1_POS)
#define CFGR_PPRE2_MASK (0x7u << CFGR_PPRE2_POS)
#define CFGR_PPRE_DIV1  0x0u
#define CFGR_PPRE_DIV2  0x4u
#define CFGR_PPRE_DIV4  0x5u

#define RCC_AHB1ENR_GPIOAEN  (1u << 0)
#define RCC_AHB2ENR_RNGEN    (1u << 6)
#define RCC_AHB2RSTR_RNGRST  (1u << 6)
#define RCC_APB1ENR_USART2EN (1u << 17)
#define RCC_APB1ENR_PWREN    (1u << 28)

/* RM0090 "Power controller (PWR)", "PWR power control register (PWR_CR)
   for STM32F405xx/07xx and STM32F415xx/17xx": VOS is one bit (14) on
   these parts; 1 selects Scale 1, needed above 144 MHz (also the reset
   value, set anyway so a warm start from other firmware cannot leave
   Scale 2). */
#define PWR_CR     REG(PWR_BASE + 0x00u)
#define PWR_CR_VOS (1u << 14)

/* RM0090 "Embedded Flash memory interface", "Flash access control register
   (FLASH_ACR) for STM32F405xx/07xx and STM32F415xx/17xx": LATENCY[2:0],
   PRFTEN bit 8, ICEN bit 9, DCEN bit 10, ICRST bit 11, DCRST bit 12. */
#define FLASH_ACR         REG(FLASH_BASE + 0x00u)
#define FLASH_ACR_LATENCY (0x7u << 0)
#define FLASH_ACR_PRFTEN  (1u << 8)
#define FLASH_ACR_ICEN    (1u << 9)
#define FLASH_ACR_DCEN    (1u << 10)
#define FLASH_ACR_ICRST   (1u << 11)
#define FLASH_ACR_DCRST   (1u << 12)

/* RM0090 "General-purpose I/Os (GPIO)", "GPIO registers". */
#define GPIOA_MODER   REG(GPIOA_BASE + 0x00u) /* 2 bits per pin, 10: alternate function */
#define GPIOA_OSPEEDR REG(GPIOA_BASE + 0x08u) /* 2 bits per pin, 01: medium speed */
#define GPIOA_PUPDR   REG(GPIOA_BASE + 0x0Cu) /* 2 bits per pin, 01: pull-up */
#define GPIOA_AFRL    REG(GPIOA_BASE + 0x20u) /* 4 bits per pin 0..7 */
/* STM32F407 datasheet (DS8626), "Alternate function mapping": PA2 is
   USART2_TX and PA3 USART2_RX on AF7. */
#define USART2_AF 7u

/* RM0090 "Universal synchronous asynchronous receiver transmitter (USART)",
   "USART registers". */
#define USART2_SR    REG(USART2_BASE + 0x00u) /* Status register */
#define USART2_DR    REG(USART2_BASE + 0x04u) /* Data register */
#define USART2_BRR   REG(USART2_BASE + 0x08u) /* Baud rate register */
#define USART2_CR1   REG(USART2_BASE + 0x0Cu) /* Control register 1 */
#define USART2_CR2   REG(USART2_BASE + 0x10u) /* Control register 2 */
#define USART2_CR3   REG(USART2_BASE + 0x14u) /* Control register 3 */
#define USART_SR_TC  (1u << 6)
#define USART_SR_TXE (1u << 7)
#define USART_CR1_RE (1u << 2)
#define USART_CR1_TE (1u << 3)
#define USART_CR1_UE (1u << 13)

/* RM0090 "Random number generator (RNG)", "RNG registers". */
#define RNG_CR        REG(RNG_BASE + 0x00u)
#define RNG_SR        REG(RNG_BASE + 0x04u)
#define RNG_DR        REG(RNG_BASE + 0x08u)
#define RNG_CR_RNGEN  (1u << 2)
#define RNG_SR_DRDY   (1u << 0)
#define RNG_SR_CECS   (1u << 1) /* clock error, current status */
#define RNG_SR_SECS   (1u << 2) /* seed error, current status */
#define RNG_SR_CEIS   (1u << 5) /* clock error seen (sticky until cleared) */
#define RNG_SR_SEIS   (1u << 6) /* seed error seen (sticky until cleared) */
#define RNG_SR_ERRORS (RNG_SR_CECS | RNG_SR_SECS | RNG_SR_CEIS | RNG_SR_SEIS)

/* PM0214 "SysTick timer (STK)"; ARMv7-M ARM "The system timer, SysTick". */
#define STK_CTRL           REG(0xE000E010u)
#define STK_LOAD           REG(0xE000E014u)
#define STK_VAL            REG(0xE000E018u)
#define STK_CTRL_ENABLE    (1u << 0)
#define STK_CTRL_TICKINT   (1u << 1)
#define STK_CTRL_CLKSOURCE (1u << 2)   /* 1: processor clock (HCLK), not HCLK/8 */
#define STK_RELOAD         0x00FFFFFFu /* 24-bit counter: period 2^24 cycles */

/* PM0214 "Interrupt control and state register (ICSR)". */
#define SCB_ICSR           REG(0xE000ED04u)
#define SCB_ICSR_PENDSTSET (1u << 26)

/* ARMv7-M ARM "Debug Exception and Monitor Control Register, DEMCR" and
   "The Data Watchpoint and Trace unit": DWT_CTRL.CYCCNTENA (bit 0),
   DWT_CYCCNT. */
#define DEMCR              REG(0xE000EDFCu)
#define DEMCR_TRCENA       (1u << 24)
#define DWT_CTRL           REG(0xE0001000u)
#define DWT_CYCCNT         REG(0xE0001004u)
#define DWT_CTRL_CYCCNTENA (1u << 0)

/* ---- clock configuration ----------------------------------------------------- */

/* HSE is the 8 MHz crystal X2. PLL input = source / PLLM = 1 MHz (inside
   the 0.95..2.1 MHz the datasheet allows; ST's own reset configuration
   uses 1 MHz too), VCO = 1 MHz * PLLN, SYSCLK = VCO / PLLP, and the RNG's
   PLL48CLK = VCO / PLLQ, exactly 48 MHz in both modes. */
#define HSE_HZ 8000000u
#define HSI_HZ 16000000u
#if KPQC_BOARD_MHZ == 24
#define PLL_N       192u           /* VCO 192 MHz */
#define PLL_P       8u             /* 24 MHz */
#define PLL_Q       4u             /* 48 MHz */
#define FLASH_WS    0u             /* 0 WS up to 30 MHz at 2.7..3.6 V */
#define FLASH_ACCEL 0u             /* prefetch and caches off: see the top */
#define APB1_DIV    CFGR_PPRE_DIV1 /* 24 MHz (APB1 limit 42 MHz) */
#define APB2_DIV    CFGR_PPRE_DIV1 /* 24 MHz (APB2 limit 84 MHz) */
#define PCLK1_HZ    24000000u
#elif KPQC_BOARD_MHZ == 168
#define PLL_N       336u /* VCO 336 MHz */
#define PLL_P       2u   /* 168 MHz */
#define PLL_Q       7u   /* 48 MHz */
#define FLASH_WS    5u   /* 150 < HCLK <= 168 MHz at 2.7..3.6 V */
#define FLASH_ACCEL (FLASH_ACR_PRFTEN | FLASH_ACR_ICEN | FLASH_ACR_DCEN)
#define APB1_DIV    CFGR_PPRE_DIV4 /* 42 MHz */
#define APB2_DIV    CFGR_PPRE_DIV2 /* 84 MHz */
#define PCLK1_HZ    42000000u
#else
#error "KPQC_BOARD_MHZ must be 24 or 168"
#endif
#define PLL_M_HSE (HSE_HZ / 1000000u)
#define PLL_M_HSI (HSI_HZ / 1000000u)

_Static_assert(PLL_N * 1000000u / PLL_P == KPQC_BOARD_MHZ * 1000000u, "SYSCLK");
_Static_assert(PLL_N * 1000000u / PLL_Q == 48000000u && PLL_N % PLL_Q == 0, "PLL48CLK");
_Static_assert(PLL_N >= 100u && PLL_N <= 432u, "VCO range 100..432 MHz");

/* HSE start-up is about 2 ms (datasheet tSU(HSE)); this bound is over
   100 ms at the 16 MHz HSI the code runs on at reset (a few cycles per
   spin). */
#define HSE_TIMEOUT 400000u

static int wait_hse_ready(void)
{
    uint32_t spins;
    for (spins = 0; spins < HSE_TIMEOUT; spins++) {
        if ((RCC_CR & RCC_CR_HSERDY) != 0) {
            return 0;
        }
    }
    return -1;
}

/* Start HSE: the crystal (oscillator on); if it does not start, an
   external clock on OSC_IN (bypass), which some board revisions feed from
   the ST-LINK's MCO. Returns the PLL source bits and M, or falls back to
   the internal 16 MHz HSI, which only costs frequency accuracy (about 1%):
   cycle counts and the 48 MHz RNG clock are unaffected. */
static uint32_t start_pll_source(void)
{
    RCC_CR |= RCC_CR_HSEON;
    if (wait_hse_ready() == 0) {
        return PLLCFGR_PLLSRC_HSE | (PLL_M_HSE << PLLCFGR_PLLM_POS);
    }
    /* HSEBYP may only change while HSE is off (RCC_CR description). */
    RCC_CR &= ~RCC_CR_HSEON;
    while ((RCC_CR & RCC_CR_HSERDY) != 0) {
    }
    RCC_CR |= RCC_CR_HSEBYP;
    RCC_CR |= RCC_CR_HSEON;
    if (wait_hse_ready() == 0) {
        return PLLCFGR_PLLSRC_HSE | (PLL_M_HSE << PLLCFGR_PLLM_POS);
    }
    RCC_CR &= ~(RCC_CR_HSEON | RCC_CR_HSEBYP);
    return PLL_M_HSI << PLLCFGR_PLLM_POS; /* PLLSRC = 0: HSI */
}

static void clock_init(void)
{
    uint32_t src, cfgr;

    /* Run from HSI while the PLL is reprogrammed: the PLL cannot be
       configured while it is on, and it cannot be turned off while it is
       the system clock (a warm start may have left it so). */
    RCC_CR |= RCC_CR_HSION;
    while ((RCC_CR & RCC_CR_HSIRDY) == 0) {
    }
    RCC_CFGR &= ~CFGR_SW_MASK; /* SW = 00: HSI */
    while ((RCC_CFGR & CFGR_SWS_MASK) != 0) {
    }
    RCC_CR &= ~RCC_CR_PLLON;
    while ((RCC_CR & RCC_CR_PLLRDY) != 0) {
    }

    RCC_APB1ENR |= RCC_APB1ENR_PWREN;
    (void)RCC_APB1ENR; /* errata ES0182: let the enable take effect */
    PWR_CR |= PWR_CR_VOS;

    src = start_pll_source();
    RCC_PLLCFGR = (RCC_PLLCFGR & ~PLLCFGR_FIELDS) | src | (PLL_N << PLLCFGR_PLLN_POS) |
                  ((PLL_P / 2u - 1u) << PLLCFGR_PLLP_POS) | (PLL_Q << PLLCFGR_PLLQ_POS);

    /* Wait states before the frequency rises (RM0090 "Increasing the CPU
       frequency"), read back until taken. The caches may only be reset
       while disabled. */
    FLASH_ACR = FLASH_WS;
    while ((FLASH_ACR & FLASH_ACR_LATENCY) != FLASH_WS) {
    }
    FLASH_ACR = FLASH_WS | FLASH_ACR_ICRST | FLASH_ACR_DCRST;
    FLASH_ACR = FLASH_WS | FLASH_ACCEL;

    /* Bus prescalers before the switch, so no bus ever runs above its
       limit: AHB /1, APB1 and APB2 as chosen above. */
    cfgr = RCC_CFGR & ~(CFGR_HPRE_MASK | CFGR_PPRE1_MASK | CFGR_PPRE2_MASK);
    RCC_CFGR = cfgr | (APB1_DIV << CFGR_PPRE1_POS) | (APB2_DIV << CFGR_PPRE2_POS);

    RCC_CR |= RCC_CR_PLLON;
    while ((RCC_CR & RCC_CR_PLLRDY) == 0) {
    }
    RCC_CFGR = (RCC_CFGR & ~CFGR_SW_MASK) | CFGR_SW_PLL;
    while ((RCC_CFGR & CFGR_SWS_MASK) != CFGR_SWS_PLL) {
    }
}

/* ---- console: USART2 on PA2 (TX) / PA3 (RX), 115200 8N1 ----------------------- */

#define BAUD 115200u

static int console_ready;

static void console_init(void)
{
    RCC_AHB1ENR |= RCC_AHB1ENR_GPIOAEN;
    RCC_APB1ENR |= RCC_APB1ENR_USART2EN;
    (void)RCC_APB1ENR; /* errata ES0182: a read after enabling a clock */

    /* Alternate function first, then the mode, so the pins never drive
       the wrong function. RX gets a pull-up: with nothing attached it
       would float and pick up noise. */
    GPIOA_AFRL =
        (GPIOA_AFRL & ~((0xFu << 8) | (0xFu << 12))) | (USART2_AF << 8) | (USART2_AF << 12);
    GPIOA_OSPEEDR = (GPIOA_OSPEEDR & ~((0x3u << 4) | (0x3u << 6))) | (0x1u << 4) | (0x1u << 6);
    GPIOA_PUPDR = (GPIOA_PUPDR & ~((0x3u << 4) | (0x3u << 6))) | (0x1u << 6);
    GPIOA_MODER = (GPIOA_MODER & ~((0x3u << 4) | (0x3u << 6))) | (0x2u << 4) | (0x2u << 6);

    /* RM0090 "Character transmission procedure": enable, word length and
       stop bits (CR1.M = 0: 8 data bits; CR2.STOP = 00: 1 stop bit; no
       parity, no flow control), baud rate, then TE. With 16x oversampling
       BRR holds USARTDIV in 12.4 fixed point ("Fractional baud rate
       generation"), that is PCLK1 / baud rounded: 208 at 24 MHz (115385
       baud, +0.16%), 365 at 42 MHz (115068 baud, -0.11%). */
    USART2_CR1 = USART_CR1_UE;
    USART2_CR2 = 0;
    USART2_CR3 = 0;
    USART2_BRR = (PCLK1_HZ + BAUD / 2u) / BAUD;
    USART2_CR1 = USART_CR1_UE | USART_CR1_TE | USART_CR1_RE;
    console_ready = 1;
}

static void console_putc(char c)
{
    while ((USART2_SR & USART_SR_TXE) == 0) {
    }
    USART2_DR = (uint8_t)c;
}

/* Wait until the last stop bit has left the pin. */
static void console_flush(void)
{
    while ((USART2_SR & USART_SR_TC) == 0) {
    }
}

void platform_write(const char *s, size_t n)
{
    size_t i;
    if (!console_ready) { /* before platform_init: nowhere to write */
        return;
    }
    for (i = 0; i < n; i++) {
        if (s[i] == '\n') { /* terminals want CR LF */
            console_putc('\r');
        }
        console_putc(s[i]);
    }
}

/* ---- cycle counter -------------------------------------------------------------- */

/* SysTick counts down from STK_RELOAD to 0 at the core clock and then
   reloads: one period is 2^24 cycles. Reaching 0 pends SysTick_Handler,
   which counts the periods. In DWT mode the same interrupt extends the
   32-bit CYCCNT, which is then read at least once per 2^24 cycles, far
   more often than it wraps. */
static volatile uint32_t systick_wraps;
#if KPQC_BOARD_DWT
static volatile uint32_t dwt_high, dwt_last;

static inline uint32_t irq_save(void)
{
    uint32_t primask;
    __asm__ volatile("mrs %0, primask\n\tcpsid i" : "=r"(primask) : : "memory");
    return primask;
}

static inline void irq_restore(uint32_t primask)
{
    __asm__ volatile("msr primask, %0" : : "r"(primask) : "memory");
}

/* Only with interrupts masked, by every caller (the handler too: a
   higher-priority interrupt that read the counter in the middle of it
   would otherwise make it count a wrap twice). */
static uint64_t dwt_extend(void)
{
    uint32_t now = DWT_CYCCNT;
    if (now < dwt_last) {
        dwt_high = dwt_high + 1u;
    }
    dwt_last = now;
    return ((uint64_t)dwt_high << 32) | now;
}
#endif

void SysTick_Handler(void)
{
    systick_wraps = systick_wraps + 1u;
#if KPQC_BOARD_DWT
    {
        uint32_t primask = irq_save();
        (void)dwt_extend();
        irq_restore(primask);
    }
#endif
}

static void cycles_init(void)
{
    STK_CTRL = 0;
    STK_LOAD = STK_RELOAD;
    STK_VAL = 0; /* any write clears the counter and COUNTFLAG */
    systick_wraps = 0;
#if KPQC_BOARD_DWT
    DEMCR |= DEMCR_TRCENA; /* powers the DWT even without a debugger */
    DWT_CYCCNT = 0;
    dwt_high = 0;
    dwt_last = 0;
    DWT_CTRL |= DWT_CTRL_CYCCNTENA;
#endif
    STK_CTRL = STK_CTRL_CLKSOURCE | STK_CTRL_TICKINT | STK_CTRL_ENABLE;
}

#if KPQC_BOARD_DWT
uint64_t platform_cycles(void)
{
    uint32_t primask = irq_save();
    uint64_t now = dwt_extend();
    irq_restore(primask);
    return now;
}

const char *platform_cycle_source(void)
{
    return "dwt";
}
#else
/* cycles = wraps * 2^24 + (RELOAD - VAL), read without masking
   interrupts:
   - the wrap count is read before and after VAL; if the handler ran in
     between, the two differ and the read is retried;
   - if the counter has wrapped but the handler has not run yet (the
     exception is pending: interrupts masked by the caller, or the few
     cycles of exception entry), the count is one short. The pending bit
     is read after VAL: if it is set and VAL is in the upper half of its
     range, VAL was read after the reload and one period is added; a VAL
     in the lower half was read before the wrap (the exception pends as
     VAL reaches 0, and 0 is still the old period's last cycle), and needs
     nothing. This is exact while the handler is never held off for
     more than 2^23 cycles (0.35 s at 24 MHz). */
uint64_t platform_cycles(void)
{
    uint32_t before, after, val, pending;
    do {
        before = systick_wraps;
        val = STK_VAL;
        pending = SCB_ICSR & SCB_ICSR_PENDSTSET;
        after = systick_wraps;
    } while (before != after);
    val &= STK_RELOAD;
    return (((uint64_t)before + (pending != 0 && val > STK_RELOAD / 2u)) << 24) |
           (STK_RELOAD - val);
}

const char *platform_cycle_source(void)
{
    return "systick";
}
#endif

/* ---- hardware random number generator ----------------------------------------- */

/* RM0090 "RNG functional description", "RNG operation": the first word
   after enabling is not used but kept for comparison; every following
   word is compared with the one before, and two equal words fail the
   generator (the FIPS PUB 140-2 continuous test). "Error management": on
   a seed error the generator stops and the data register must not be
   used; it restarts after the error flags are cleared and RNGEN is
   cycled. A clock error (PLL48CLK too slow for HCLK) is reported as a
   failure too: it means the clock tree is not what this file set up.

   The word kept for comparison is always one that was not output: each
   call draws one extra word at its end, so no output bytes stay in RAM. */
/* A word takes 40 PLL48CLK periods: under 1 us, at most ~150 core cycles;
   this bound (well over a millisecond) only catches a stopped RNG clock. */
#define RNG_TIMEOUT 100000u

static uint32_t rng_ref;
static int rng_primed;

static void rng_enable(void)
{
    RCC_AHB2ENR |= RCC_AHB2ENR_RNGEN;
    (void)RCC_AHB2ENR; /* errata ES0182 */
    RNG_CR = RNG_CR_RNGEN;
    rng_primed = 0;
}

/* Whole-peripheral reset: clears the sticky error flags and restarts the
   analog seed; the next draw starts over with a discarded word. */
static void rng_restart(void)
{
    RNG_CR = 0;
    RCC_AHB2RSTR |= RCC_AHB2RSTR_RNGRST;
    RCC_AHB2RSTR &= ~RCC_AHB2RSTR_RNGRST;
    rng_ref = 0;
    rng_enable();
}

/* The next word, checked against the previous one; -1 on any error. */
static int rng_draw(uint32_t *word)
{
    uint32_t spins, sr, v;
    for (spins = 0; spins < RNG_TIMEOUT; spins++) {
        sr = RNG_SR;
        if ((sr & RNG_SR_ERRORS) != 0) {
            return -1;
        }
        if ((sr & RNG_SR_DRDY) != 0) {
            v = RNG_DR;
            /* A seed error flagged while the word was read: not usable. */
            if ((RNG_SR & RNG_SR_ERRORS) != 0) {
                return -1;
            }
            if (rng_primed && v == rng_ref) {
                return -1;
            }
            rng_ref = v;
            rng_primed = 1;
            *word = v;
            return 0;
        }
    }
    return -1; /* no data: the RNG clock is not running */
}

int kpqc_platform_randombytes(uint8_t *out, size_t len)
{
    uint32_t w = 0;
    size_t i = 0, k;
    if (len == 0) {
        return 0;
    }
    if (out == NULL) {
        return -1;
    }
    if (!rng_primed && rng_draw(&w) != 0) { /* first word: comparison only */
        goto fail;
    }
    while (i < len) {
        if (rng_draw(&w) != 0) {
            goto fail;
        }
        for (k = 0; k < 4 && i < len; k++, i++) {
            out[i] = (uint8_t)(w >> (8 * k));
        }
    }
    if (rng_draw(&w) != 0) { /* the new reference, never output */
        goto fail;
    }
    return 0;
fail:
    rng_restart();
    for (k = 0; k < len; k++) {
        out[k] = 0;
    }
    return -1;
}

/* ---- the rest of the platform interface ----------------------------------------- */

void platform_init(void)
{
    clock_init();
    cycles_init();
    console_init();
    rng_enable();
}

int platform_args(char **argv, int max)
{
    static char name[] = "kpqc";
    if (max >= 1) {
        argv[0] = name;
    }
    return 1;
}

void platform_exit(int status)
{
    char buf[24];
    size_t n = sizeof buf;
    /* magnitude as unsigned, so INT_MIN needs no signed negation */
    unsigned int u = status < 0 ? 0u - (unsigned int)status : (unsigned int)status;

    /* Whatever stdio still buffers goes out before the marker (main may
       return, or the program call platform_exit, without fflush). */
    (void)fflush(NULL);

    buf[--n] = '\n';
    do {
        buf[--n] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0);
    if (status < 0) {
        buf[--n] = '-';
    }
    platform_write("#exit ", 6);
    platform_write(buf + n, sizeof buf - n);
    if (console_ready) {
        console_flush();
    }

    /* Nothing is left to count; stop the tick so the core really sleeps. */
    STK_CTRL = 0;
    for (;;) {
        __asm__ volatile("wfi");
    }
}

/* No cycle model on the board or under QEMU: tools/m4sim intercepts this
 * function; here every counter reads 0. */
uint64_t platform_model_counter(unsigned which)
{
    (void)which;
    return 0;
}
