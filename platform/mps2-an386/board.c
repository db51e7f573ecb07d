/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* QEMU mps2-an386 board: CMSDK UART0 console, semihosting for the command
 * line and the exit status, SysTick as the counter (it follows host time
 * under QEMU: not cycles), and a deterministic test DRBG as the random
 * source. */
#include <stdint.h>
#include <string.h>

#include "drbg.h"
#include "platform.h"

/* ---- CMSDK APB UART0 ---------------------------------------------------- */
#define UART0_BASE        0x40004000u
#define UART_DATA         (*(volatile uint32_t *)(UART0_BASE + 0x00))
#define UART_STATE        (*(volatile uint32_t *)(UART0_BASE + 0x04))
#define UART_CTRL         (*(volatile uint32_t *)(UART0_BASE + 0x08))
#define UART_BAUDDIV      (*(volatile uint32_t *)(UART0_BASE + 0x10))
#define UART_STATE_TXFULL 1u
#define UART_CTRL_TXEN    1u

static void uart_putc(char c)
{
    while (UART_STATE & UART_STATE_TXFULL) {
    }
    UART_DATA = (uint32_t)(unsigned char)c;
}

void platform_write(const char *s, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        uart_putc(s[i]);
    }
}

/* ---- SysTick with an overflow count --------------------------------------- */
#define SYST_CSR    (*(volatile uint32_t *)0xE000E010u)
#define SYST_RVR    (*(volatile uint32_t *)0xE000E014u)
#define SYST_CVR    (*(volatile uint32_t *)0xE000E018u)
#define SYST_RELOAD 0x00FFFFFFu

static volatile uint32_t systick_wraps;

void SysTick_Handler(void);
void SysTick_Handler(void)
{
    systick_wraps++;
}

uint64_t platform_cycles(void)
{
    uint32_t hi, lo, hi2;
    do {
        hi = systick_wraps;
        lo = SYST_CVR;
        hi2 = systick_wraps;
    } while (hi != hi2);
    return ((uint64_t)hi << 24) + (SYST_RELOAD - lo);
}

const char *platform_cycle_source(void)
{
    return "systick-qemu"; /* host time under QEMU, not core cycles */
}

/* No cycle model on the board or under QEMU: tools/m4sim intercepts this
 * function; here every counter reads 0. */
uint64_t platform_model_counter(unsigned which)
{
    (void)which;
    return 0;
}

/* ---- semihosting --------------------------------------------------------- */
#define SYS_GET_CMDLINE              0x15
#define SYS_EXIT_EXTENDED            0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u

static int semihost(int op, void *arg)
{
    register int r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static char cmdline[1024];

int platform_args(char **argv, int max)
{
    struct {
        char *buf;
        int len;
    } block = {cmdline, (int)sizeof cmdline - 1};
    int argc = 0;
    char *p;
    if (semihost(SYS_GET_CMDLINE, &block) != 0) {
        argv[0] = (char *)"kpqc";
        return 1;
    }
    cmdline[block.len] = '\0';
    p = cmdline;
    while (*p != '\0' && argc < max - 1) {
        while (*p == ' ') {
            *p++ = '\0';
        }
        if (*p == '\0') {
            break;
        }
        argv[argc++] = p;
        while (*p != '\0' && *p != ' ') {
            p++;
        }
    }
    if (argc == 0) {
        argv[argc++] = (char *)"kpqc";
    }
    argv[argc] = NULL;
    return argc;
}

void platform_exit(int status)
{
    struct {
        uint32_t reason;
        uint32_t code;
    } block = {ADP_STOPPED_APPLICATION_EXIT, (uint32_t)status};
    for (;;) {
        semihost(SYS_EXIT_EXTENDED, &block);
    }
}

/* ---- random bytes: a test DRBG --------------------------------------------- */
/* QEMU has no random source a guest could trust, and the tests want
 * repeatable runs: the NIST CTR_DRBG seeded with the fixed bytes
 * 0x6B 0x70 0x71 0x63 ("kpqc") and zeros. NOT a random source: test
 * builds only. (Tests that need their own randomness install a source
 * with kpqc_randombytes_set_source, as on every platform.) */
static kpqc_drbg test_drbg;

int kpqc_platform_randombytes(uint8_t *out, size_t len);
int kpqc_platform_randombytes(uint8_t *out, size_t len)
{
    kpqc_drbg_generate(&test_drbg, out, len);
    return 0;
}

void platform_init(void)
{
    uint8_t seed[48];
    UART_BAUDDIV = 16; /* any value >= 16: QEMU does not time the line */
    UART_CTRL = UART_CTRL_TXEN;
    SYST_RVR = SYST_RELOAD;
    SYST_CVR = 0;
    SYST_CSR = 0x7u; /* processor clock, interrupt, enable */
    memset(seed, 0, sizeof seed);
    memcpy(seed, "kpqc", 4);
    kpqc_drbg_init(&test_drbg, seed, NULL);
}
