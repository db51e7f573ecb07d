/* The Cortex-M4 benchmark image: for every registered algorithm and
 * operation, the platform counter over a few runs and the peak stack by
 * painting, printed as one line per operation:
 *
 *   #clock <counter name>
 *   #bench {"name": "...", "id": "...", "family": "...", "kind": "kem" | "sig",
 *           "op": "keypair", "cycles": [c1, c2, ...], "stack": N}
 *   #exit 0
 *
 * tools/bench/m4.py (QEMU) and tools/bench/m4_serial.py (a board) turn the
 * lines into the benchmark's JSON. Stack: the free stack below this
 * function's frame is filled with a pattern, the operation runs, and the
 * deepest changed byte gives its high-water mark; an empty call measured
 * the same way is subtracted. Keys, ciphertexts and signatures are static
 * buffers, not on the stack. Signatures sign a fixed 33-byte message with
 * the empty context; a signer that loops on rejection shows its spread in
 * the cycle runs (fresh coins each run), while its stack is the same in
 * every attempt. */
#include <stdio.h>
#include <string.h>

#include "kpqc.h"
#include "platform.h"

#ifndef M4BENCH_RUNS
#define M4BENCH_RUNS 10
#endif
#define PATTERN 0xA5
#define KEY_BYTES 4096     /* pk, sk */
#define OUT_BYTES 32768    /* ciphertext or signature (AIMer-256f: 31,360) */

extern unsigned char __stack_limit[];

static uint8_t pk[KEY_BYTES], sk[KEY_BYTES], ct[OUT_BYTES], ss[64], ss2[64];
static uint8_t msg[33] = "kpqc Cortex-M4 benchmark message";
static size_t siglen;

typedef struct {
    const kpqc_kem *kem;
    const kpqc_sig *sig;   /* when kem is NULL */
    int op;
    int status;
} job;

static __attribute__((noinline)) void run(job *j)
{
    if (j->kem == NULL) {
        switch (j->op) {
        case 0: j->status = j->sig->keypair(pk, sk); break;
        case 1: j->status = j->sig->sign(ct, &siglen, msg, sizeof msg, msg, 0, sk); break;
        case 2: j->status = j->sig->verify(ct, siglen, msg, sizeof msg, msg, 0, pk); break;
        default: break;   /* the empty call */
        }
        return;
    }
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

static void bench(const kpqc_kem *kem, const kpqc_sig *sig)
{
    static const char *const kem_ops[3] = {"keypair", "encaps", "decaps"};
    static const char *const sig_ops[3] = {"keypair", "sign", "verify"};
    const char *const *ops = kem != NULL ? kem_ops : sig_ops;
    const char *name = kem != NULL ? kem->name : sig->name;
    const char *const *aliases = kem != NULL ? kem->aliases : sig->aliases;
    job j, idle;
    long base;
    int op, r;
    j.kem = idle.kem = kem;
    j.sig = idle.sig = sig;
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
                job prev = {kem, sig, k, 0};
                run(&prev);
            }
            t0 = platform_cycles();
            run(&j);
            c[r] = platform_cycles() - t0;
            if (j.status != 0) {
                printf("#error %s %s status %d\n", name, ops[op], j.status);
                platform_exit(1);
            }
        }
        printf("#bench {\"name\": \"%s\", \"id\": \"%s\", ", name,
               aliases != NULL && aliases[0] != NULL ? aliases[0] : "");
        if (kem != NULL) {
            printf("\"family\": \"%s\", \"kind\": \"kem\", \"level\": %u, \"sizes\": "
                   "{\"pk\": %u, \"sk\": %u, \"ct\": %u, \"ss\": %u}, ",
                   kem->family, kem->nist_level, (unsigned)kem->pk_bytes,
                   (unsigned)kem->sk_bytes, (unsigned)kem->ct_bytes, (unsigned)kem->ss_bytes);
        } else {
            printf("\"family\": \"%s\", \"kind\": \"sig\", \"level\": %u, \"sizes\": "
                   "{\"pk\": %u, \"sk\": %u, \"sig\": %u}, ",
                   sig->family, sig->nist_level, (unsigned)sig->pk_bytes,
                   (unsigned)sig->sk_bytes, (unsigned)sig->sig_bytes);
        }
        printf("\"op\": \"%s\", \"cycles\": [", ops[op]);
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
        if (kem->pk_bytes > KEY_BYTES || kem->sk_bytes > KEY_BYTES ||
            kem->ct_bytes > OUT_BYTES || kem->ss_bytes > sizeof ss) {
            printf("#skip %s: buffers\n", kem->name);
            continue;
        }
        bench(kem, NULL);
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        const kpqc_sig *sig = kpqc_sig_at(i);
        if (sig->pk_bytes > KEY_BYTES || sig->sk_bytes > KEY_BYTES ||
            sig->sig_bytes > OUT_BYTES) {
            printf("#skip %s: buffers\n", sig->name);
            continue;
        }
        bench(NULL, sig);
    }
    fflush(stdout);
    return 0;
}
