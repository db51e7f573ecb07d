/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Start-up code for the STM32F407 (Cortex-M4F): the vector table and the
 * reset handler that prepares the C environment and runs main.
 *
 * Core registers used here are architectural (ARMv7-M Architecture
 * Reference Manual, "System Control Block"; ST PM0214, "Cortex-M4
 * programming manual", sections "System control block" and "Floating
 * point unit"); the vector layout is RM0090's "Interrupts and events",
 * "Vector table for STM32F405xx/07xx and STM32F415xx/17xx". */
#if !defined(__GNUC__) || !defined(__arm__)
#error "startup.c needs GCC-compatible section/alias attributes and an Arm target"
#endif

#include <stdint.h>
#include <string.h>

#include "platform.h"

/* Linker-script symbols (stm32f407.ld). Only their addresses matter. */
extern uint32_t __stack_top;
extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss;
extern void (*__preinit_array_start[])(void);
extern void (*__preinit_array_end[])(void);
extern void (*__init_array_start[])(void);
extern void (*__init_array_end[])(void);

int main(int argc, char **argv);

void Reset_Handler(void) __attribute__((noreturn));
void Default_Handler(void);
void NMI_Handler(void);
void HardFault_Handler(void);
void MemManage_Handler(void);
void BusFault_Handler(void);
void UsageFault_Handler(void);
void SVC_Handler(void);
void DebugMon_Handler(void);
void PendSV_Handler(void);
/* The cycle counter's overflow interrupt lives in board.c. */
void SysTick_Handler(void);

/* PM0214 "Coprocessor access control register (CPACR)". */
#define SCB_CPACR            (*(volatile uint32_t *)0xE000ED88u)
#define CPACR_CP10_CP11_FULL (0xFu << 20) /* CP10, CP11 = 0b11 each */
/* PM0214 "Vector table offset register (VTOR)". */
#define SCB_VTOR (*(volatile uint32_t *)0xE000ED08u)

/* Entries after the 16 core ones: IRQ0 (WWDG) .. IRQ81 (FPU). */
#define STM32F407_IRQS 82

/* The vector table: the first word is a data address (the initial stack
   pointer), the rest are handlers; a struct keeps both types honest. */
typedef struct {
    uint32_t *initial_sp;
    void (*core[15])(void);
    void (*irq[STM32F407_IRQS])(void);
} vector_table;

#define H   Default_Handler
#define H10 H, H, H, H, H, H, H, H, H, H

__attribute__((section(".isr_vector"), used)) const vector_table kpqc_stm32f4_vectors = {
    &__stack_top,
    {
        Reset_Handler,
        NMI_Handler,
        HardFault_Handler,
        MemManage_Handler,
        BusFault_Handler,
        UsageFault_Handler,
        NULL,
        NULL,
        NULL,
        NULL, /* reserved */
        SVC_Handler,
        DebugMon_Handler,
        NULL, /* reserved */
        PendSV_Handler,
        SysTick_Handler,
    },
    /* No peripheral interrupt is enabled; should one fire anyway, it stops
       in Default_Handler where a debugger can see it. */
    {H10, H10, H10, H10, H10, H10, H10, H10, H, H},
};

#undef H10
#undef H

/* Faults and unexpected interrupts stop here: no output (the console may
   be what failed), a loop a debugger can find (IPSR says which). */
void Default_Handler(void)
{
    for (;;) {
    }
}

/* Separate bodies rather than aliases of Default_Handler, so that a
   debugger's backtrace names the fault; weak, so a program may override. */
__attribute__((weak)) void NMI_Handler(void)
{
    for (;;) {
    }
}

__attribute__((weak)) void HardFault_Handler(void)
{
    for (;;) {
    }
}

void MemManage_Handler(void) __attribute__((weak, alias("Default_Handler")));
void BusFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void UsageFault_Handler(void) __attribute__((weak, alias("Default_Handler")));
void SVC_Handler(void) __attribute__((weak, alias("Default_Handler")));
void DebugMon_Handler(void) __attribute__((weak, alias("Default_Handler")));
void PendSV_Handler(void) __attribute__((weak, alias("Default_Handler")));

/* argv for main; C requires argv[argc] == NULL. */
#define MAX_ARGS 8
static char *startup_argv[MAX_ARGS + 1];

void Reset_Handler(void)
{
    /* The FPU first: with -mfloat-abi=hard the compiler may use VFP
       registers in any function, memcpy included, and an access with
       CP10/CP11 disabled is a UsageFault. DSB makes the write complete and
       ISB refetches, so the next instruction sees the FPU enabled
       (PM0214, "Enabling the FPU"). */
    SCB_CPACR |= CPACR_CP10_CP11_FULL;
    __asm__ volatile("dsb\n\tisb" ::: "memory");

    /* Use the table at its Flash address rather than through the boot
       alias at 0, so it is right however the image was started (a
       debugger jumping to Reset_Handler, a boot loader). */
    SCB_VTOR = (uint32_t)(uintptr_t)&kpqc_stm32f4_vectors;
    __asm__ volatile("dsb\n\tisb" ::: "memory");

    /* .data from its load address in Flash, .bss to zero. The section
       boundaries come from the linker as separate symbols; the lengths
       are computed on integers to avoid comparing unrelated pointers. */
    {
        uintptr_t data_len = (uintptr_t)&_edata - (uintptr_t)&_sdata;
        uintptr_t bss_len = (uintptr_t)&_ebss - (uintptr_t)&_sbss;
        if (data_len != 0) {
            memcpy(&_sdata, &_sidata, data_len);
        }
        if (bss_len != 0) {
            memset(&_sbss, 0, bss_len);
        }
    }

    /* Constructors, if any object has them (plain C normally does not);
       done here because the start files' _start, which would, is not the
       entry point. */
    {
        size_t n = ((uintptr_t)__preinit_array_end - (uintptr_t)__preinit_array_start) /
                   sizeof __preinit_array_start[0];
        size_t i;
        for (i = 0; i < n; i++) {
            __preinit_array_start[i]();
        }
        n = ((uintptr_t)__init_array_end - (uintptr_t)__init_array_start) /
            sizeof __init_array_start[0];
        for (i = 0; i < n; i++) {
            __init_array_start[i]();
        }
    }

    platform_init();
    {
        int argc = platform_args(startup_argv, MAX_ARGS);
        int status;
        if (argc < 1 || argc > MAX_ARGS) { /* contract says >= 1 */
            argc = 1;
        }
        startup_argv[argc] = NULL;
        status = main(argc, startup_argv);
        platform_exit(status);
    }
}
