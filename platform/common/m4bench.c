/* The Cortex-M4 benchmark image: for every registered algorithm and
 * operation, the platform counter over a few runs and the peak stack by
 * painting, printed as one line per operation:
 *
 *   #clock <counter name>
 *   #bench {"name": "...", "id": "...", "family": "...", "kind": "kem", "op": "keypair",
 *           "cycles": [c1, c2, ...], "stack": N}
 *   #exit 0
 *
 * tools/bench/m4.py (QEMU) and tools/bench/m4_serial.py (a board) turn the
 * lines into the benchmark's JSON. Stack: the free stack below this
 * function's frame is filled with a pattern, the operation runs, and the
 * deepest changed byte gives its high-water mark; an empty call measured
 * the same way is subtracted. Keys and ciphertexts are static buffers, not
 * on the stack. */
#include <stdio.h>
#include <string.h>

#include "kpqc.h"
#include "platform.h"

#ifndef M4BENCH_RUNS
#define M4BENCH_RUNS 10
#endif
#define PATTERN 0xA5
#define BUF_BYTES 8192

extern unsigned char __stack_limit[];

static uint8_t pk[BUF_BYTES], sk[BUF_BYTES], ct[BUF_BYTES], ss[64], ss2[64];

typedef struct {
    const kpqc_kem *kem;
    int op;
    int status;
} job;

static __attribute__((noinline)) void run(job *j)
{
    switch (j->op) {
    case 0: j->status = j->kem->keypair(pk, sk); break;
    case 1: j->status = j->kem->encaps(ct, ss, pk); break;
    case 2:
        j->status = j->kem->decaps(ss2, ct, sk);
        if (j->status == 0 && memcmp(ss, ss2, j->kem->ss_bytes) != 0) {
            j->status = -100;
        }
        break;
    default: break;   /* the empty call */
    }
}

/* Peak stack of run(j) below the caller's frame, by painting. The fill
 * and the scan are loops through a volatile pointer, so that no library
 * call (memset) runs on the region being painted. */
static __attribute__((noinline)) long painted(job *j)
{
    volatile unsigned char here = 0;
    volatile unsigned char *top = (volatile unsigned char *)((uintptr_t)&here - 64);
    volatile unsigned char *low = (volatile unsigned char *)((uintptr_t)__stack_limit + 64), *p;
    for (p = low; p < top; p++) {
        *p = PATTERN;
    }
    run(j);
    for (p = low; p < top && *p == PATTERN; p++) {
    }
    return (long)(top - p);
}

static void bench_kem(const kpqc_kem *kem)
{
    static const char *const ops[3] = {"keypair", "encaps", "decaps"};
    job j, idle;
    long base;
    int op, r;
    j.kem = kem;
    idle.kem = kem;
    idle.op = 3;
    base = painted(&idle);
    for (op = 0; op < 3; op++) {
        uint64_t c[M4BENCH_RUNS];
        long stack;
        j.op = op;
        stack = painted(&j) - base;
        for (r = 0; r < M4BENCH_RUNS; r++) {
            /* earlier operations again, so every run has fresh inputs */
            int k;
            uint64_t t0;
            for (k = 0; k < op; k++) {
                job prev = {kem, k, 0};
                run(&prev);
            }
            t0 = platform_cycles();
            run(&j);
            c[r] = platform_cycles() - t0;
            if (j.status != 0) {
                printf("#error %s %s status %d\n", kem->name, ops[op], j.status);
                platform_exit(1);
            }
        }
        printf("#bench {\"name\": \"%s\", \"id\": \"%s\", \"family\": \"%s\", \"kind\": \"kem\", "
               "\"level\": %u, \"sizes\": {\"pk\": %u, \"sk\": %u, \"ct\": %u, \"ss\": %u}, "
               "\"op\": \"%s\", \"cycles\": [",
               kem->name, kem->aliases != NULL && kem->aliases[0] != NULL ? kem->aliases[0] : "",
               kem->family, kem->nist_level, (unsigned)kem->pk_bytes, (unsigned)kem->sk_bytes,
               (unsigned)kem->ct_bytes, (unsigned)kem->ss_bytes, ops[op]);
        for (r = 0; r < M4BENCH_RUNS; r++) {
            printf("%s%lu", r ? ", " : "", (unsigned long)c[r]);
        }
        printf("], \"stack\": %ld}\n", stack);
    }
}

int main(int argc, char **argv)
{
    size_t i;
    (void)argc;
    (void)argv;
    printf("#clock %s\n", platform_cycle_source());
    for (i = 0; i < kpqc_kem_count(); i++) {
        const kpqc_kem *kem = kpqc_kem_at(i);
        if (kem->pk_bytes > BUF_BYTES || kem->sk_bytes > BUF_BYTES ||
            kem->ct_bytes > BUF_BYTES || kem->ss_bytes > sizeof ss) {
            printf("#skip %s: buffers\n", kem->name);
            continue;
        }
        bench_kem(kem);
    }
    /* signatures join when the signature schemes land */
    fflush(stdout);
    return 0;
}
