/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Startup for QEMU mps2-an386: the vector table and the reset handler,
 * which prepares memory and the FPU, then runs main with the semihosting
 * command line and exits with its status. */
#include <stdint.h>
#include <string.h>

#include "platform.h"

extern uint32_t __data_load[], __data_start[], __data_end[];
extern uint32_t __bss_start[], __bss_end[];
extern uint32_t __stack_top[];

int main(int argc, char **argv);
void Reset_Handler(void);
void Default_Handler(void);
void SysTick_Handler(void);
extern void __libc_init_array(void);

void Default_Handler(void)
{
    platform_exit(99); /* a fault: end the run with a distinctive status */
}

/* The Cortex-M vector table: initial stack pointer, then handlers. */
__attribute__((section(".isr_vector"), used)) static void (*const vectors[16 + 32])(void) = {
    (void (*)(void))(uintptr_t)__stack_top,
    Reset_Handler,
    Default_Handler, /* NMI */
    Default_Handler, /* HardFault */
    Default_Handler, /* MemManage */
    Default_Handler, /* BusFault */
    Default_Handler, /* UsageFault */
    0,
    0,
    0,
    0,
    Default_Handler, /* SVCall */
    Default_Handler, /* DebugMonitor */
    0,
    Default_Handler, /* PendSV */
    SysTick_Handler,
};

void Reset_Handler(void)
{
    static char *argv[32];
    int argc;
    memcpy(__data_start, __data_load, (size_t)((char *)__data_end - (char *)__data_start));
    memset(__bss_start, 0, (size_t)((char *)__bss_end - (char *)__bss_start));
    /* CP10 and CP11 full access: the library is built for the hard-float ABI */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
    __libc_init_array();
    platform_init();
    argc = platform_args(argv, (int)(sizeof argv / sizeof argv[0]));
    platform_exit(main(argc, argv));
}
