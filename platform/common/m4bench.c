/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 benchmark image: for every registered algorithm and
 * operation, the platform counter over a few runs and the peak stack by
 * painting, printed as one line per operation:
 *
 *   #clock <counter name>
 *   #bench {"name": "...", "id": "...", "family": "...", "revision": "...",
 *           "kind": "kem" | "sig",
 *           "op": "keypair", "backend": "portable" | "armv7m" | "neon" | ...,
 *           "cycles": [c1, c2, ...], "stack": N}
 *   #exit 0
 *
 * Under the cycle model (tools/m4sim) each #bench line also has
 * "instructions": [...] and "hash": {"sha2": [...], "sha3": [...],
 * "aes": [...]} per run, from platform_model_counter().
 *
 * Arguments (the semihosting command line): --runs N (default 10),
 * --runs-for PREFIX[:OP] N (N runs for the sets whose name starts with
 * PREFIX, or only for their operation OP, e.g. HAETAE:sign; repeatable,
 * the last matching rule wins; fewer runs for the long AIMer-s signatures,
 * more for the rejection-sampled operations, whose mean needs them), --only
 * PREFIX (repeatable: only those sets), --portable (every native backend
 * off, kpqc_sys_force_portable: the portable C, Keccak included, for the
 * side-by-side rows). A set whose key generation needs
 * more stack than the board has (skipped[] below: Peregrine) is listed as
 * "#skip NAME: REASON" and not run.
 *
 * Built with M4BENCH_FLASH_KEYS (kpqc-m4flash-bench, mps2-an386), it
 * measures instead the one set whose key file is in the image's key region
 * (platform/common/m4keys.h): no key generation, and the other operations
 * read pk and sk in place in flash (the sets whose keys exceed the RAM).
 *
 * tools/bench/m4.py (QEMU) and tools/bench/m4_serial.py (a board) turn the
 * lines into the benchmark's JSON. An operation with more runs than one
 * line holds (MAX_RUNS) is printed as several #bench lines of up to
 * MAX_RUNS runs each, in order, with the same name, op and stack: readers
 * concatenate them (m4_serial.py's chunks), so the image keeps 4 KB of
 * samples whatever the count. The same program, built for AArch64
 * Linux with platform/linux (kpqc-a64bench), is what tools/bench/aarch64.py
 * runs under qemu-aarch64: there the counting plugin treats each call of
 * platform_cycles() as a mark, so the regions it counts are exactly the
 * timed calls of run() below. Stack: the free stack below this
 * function's frame is filled with a pattern, the operation runs, and the
 * deepest changed byte gives its high-water mark; an empty call measured
 * the same way is subtracted. Keys, ciphertexts and signatures are static
 * buffers, not on the stack. Signatures sign a fixed 33-byte message with
 * the empty context; a signer that loops on rejection shows its spread in
 * the cycle runs (fresh coins each run), while its stack is the same in
 * every attempt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"
#include "platform.h"
#include "sys.h"
#include "testinfo.h"
#if defined(M4BENCH_FLASH_KEYS)
#include "m4keys.h"
#endif

#ifndef M4BENCH_RUNS
#define M4BENCH_RUNS 10
#endif
#define PATTERN   0xA5
#define KEY_BYTES 5632  /* pk, sk (NCC-Sign5: 5,568) */
#define OUT_BYTES 32768 /* ciphertext or signature (AIMer-256f: 31,360) */

static uint8_t pk[KEY_BYTES], sk[KEY_BYTES], ct[OUT_BYTES], ss[64], ss2[64];
static uint8_t msg[33] = "kpqc Cortex-M4 benchmark message";
static size_t siglen;
/* the keys the operations after key generation read: the buffers above, or
   the key file in flash (M4BENCH_FLASH_KEYS) */
static const uint8_t *pk_in = pk, *sk_in = sk;
static int first_op;    /* 1: no key generation (keys in flash) */
static int last_op = 2; /* 1: signing only (the public key exceeds the flash) */

#define MAX_RUNS   100    /* runs per #bench line (the samples kept) */
#define RUNS_LIMIT 100000 /* runs per operation */
#define MAX_RULES  12     /* tools/bench/m4.py passes 4, tools/kpqc 4 more */
static int default_runs = M4BENCH_RUNS;
static struct {
    const char *prefix;
    size_t prefix_len; /* the name prefix: up to the ':' of PREFIX:OP */
    const char *op;    /* NULL: every operation */
    int runs;
} runs_for[MAX_RULES];
static const char *only[MAX_RULES];
static int n_runs_for, n_only;

static int starts_with(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

static int runs_of(const char *name, const char *op)
{
    int i, runs = default_runs;
    for (i = 0; i < n_runs_for; i++) {
        if (strncmp(name, runs_for[i].prefix, runs_for[i].prefix_len) == 0 &&
            (runs_for[i].op == NULL || strcmp(op, runs_for[i].op) == 0)) {
            runs = runs_for[i].runs;
        }
    }
    return runs;
}

static int selected(const char *name)
{
    int i;
    for (i = 0; i < n_only; i++) {
        if (starts_with(name, only[i])) {
            return 1;
        }
    }
    return n_only == 0;
}

#if !defined(KPQC_HOSTED_BENCH)
/* Registered sets this image does not run: their key generation needs
 * more stack than the board's 128 KB of RAM, and every operation here
 * starts from a fresh key pair. Their signing and verification run in
 * kpqc-m4flash-bench with the first KAT record's keys in flash. The needs
 * are this image's painted stack, linked with QEMU's 4 MB of RAM
 * (tools/bench/m4.py reports the reason as the key generation's). */
static const struct {
    const char *prefix;
    const char *why;
} skipped[] = {
    {"Peregrine-512", "key generation needs 245,367 bytes of stack (NTRUSolve)"},
    {"Peregrine-1024", "key generation needs 471,727 bytes of stack (NTRUSolve)"},
};

static const char *skip_reason(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof skipped / sizeof skipped[0]; i++) {
        if (starts_with(name, skipped[i].prefix)) {
            return skipped[i].why;
        }
    }
    return NULL;
}
#else
static const char *skip_reason(const char *name)
{
    (void)name;
    return NULL; /* hosted (kpqc-a64bench): the stack is the host's */
}
#endif

static int runs_arg(const char *s)
{
    int v = atoi(s);
    return v < 1 ? 1 : v > RUNS_LIMIT ? RUNS_LIMIT : v;
}

static void print_list(const char *key, const uint64_t *v, int n)
{
    int r;
    printf("\"%s\": [", key);
    for (r = 0; r < n; r++) {
        printf("%s%lu", r ? ", " : "", (unsigned long)v[r]);
    }
    printf("]");
}

typedef struct {
    const kpqc_kem *kem;
    const kpqc_sig *sig; /* when kem is NULL */
    int op;
    int status;
} job;

static __attribute__((noinline)) void run(job *j)
{
    if (j->kem == NULL) {
        switch (j->op) {
        case 0: j->status = j->sig->keypair(pk, sk); break;
        case 1: j->status = j->sig->sign(ct, &siglen, msg, sizeof msg, msg, 0, sk_in); break;
        case 2: j->status = j->sig->verify(ct, siglen, msg, sizeof msg, msg, 0, pk_in); break;
        default: break; /* the empty call */
        }
        return;
    }
    switch (j->op) {
    case 0: j->status = j->kem->keypair(pk, sk); break;
    case 1: j->status = j->kem->encaps(ct, ss, pk_in); break;
    case 2:
        j->status = j->kem->decaps(ss2, ct, sk_in);
        if (j->status == 0 && memcmp(ss, ss2, j->kem->ss_bytes) != 0) {
            j->status = -100;
        }
        break;
    default: break; /* the empty call */
    }
}

/* Peak stack of run(j) below the caller's frame, by painting. The fill
 * and the scan are loops through a volatile pointer, so that no library
 * call (memset) runs on the region being painted. */
static __attribute__((noinline)) long painted(job *j)
{
    volatile unsigned char here = 0;
    volatile unsigned char *top = (volatile unsigned char *)((uintptr_t)&here - 64);
    volatile unsigned char *low = (volatile unsigned char *)(platform_stack_floor() + 64), *p;
    for (p = low; p < top; p++) {
        *p = PATTERN;
    }
    run(j);
    for (p = low; p < top && *p == PATTERN; p++) {
    }
    return (long)(top - p);
}

static int model; /* running under the cycle model */

/* cycles, then (under the model) instructions and the SHA-2, SHA-3 and AES
 * cores' cycles, per run of the current line */
static uint64_t run_cycles[MAX_RUNS], run_counters[4][MAX_RUNS];

/* One #bench line: the n runs in run_cycles[] and run_counters[]. */
static void print_bench(const kpqc_kem *kem, const kpqc_sig *sig, const char *op, int n, long stack)
{
    const char *name = kem != NULL ? kem->name : sig->name;
    const char *const *aliases = kem != NULL ? kem->aliases : sig->aliases;
    printf("#bench {\"name\": \"%s\", \"id\": \"%s\", ", name,
           aliases != NULL && aliases[0] != NULL ? aliases[0] : "");
    if (kem != NULL) {
        printf("\"family\": \"%s\", \"revision\": \"%s\", \"kind\": \"kem\", "
               "\"level\": %u, \"sizes\": {\"pk\": %u, \"sk\": %u, \"ct\": %u, \"ss\": %u}, ",
               kem->family, kem->revision, kem->nist_level, (unsigned)kem->pk_bytes,
               (unsigned)kem->sk_bytes, (unsigned)kem->ct_bytes, (unsigned)kem->ss_bytes);
    } else {
        printf("\"family\": \"%s\", \"revision\": \"%s\", \"kind\": \"sig\", "
               "\"level\": %u, \"sizes\": {\"pk\": %u, \"sk\": %u, \"sig\": %u}, ",
               sig->family, sig->revision, sig->nist_level, (unsigned)sig->pk_bytes,
               (unsigned)sig->sk_bytes, (unsigned)sig->sig_bytes);
    }
    printf("\"op\": \"%s\", \"backend\": \"%s\", ", op,
           kem != NULL ? kpqc_kem_backend(kem) : kpqc_sig_backend(sig));
    print_list("cycles", run_cycles, n);
    if (model) {
        printf(", ");
        print_list("instructions", run_counters[0], n);
        printf(", \"hash\": {");
        print_list("sha2", run_counters[1], n);
        printf(", ");
        print_list("sha3", run_counters[2], n);
        printf(", ");
        print_list("aes", run_counters[3], n);
        printf("}");
    }
    printf(", \"stack\": %ld}\n", stack);
}

static void bench(const kpqc_kem *kem, const kpqc_sig *sig)
{
    static const char *const kem_ops[3] = {"keypair", "encaps", "decaps"};
    static const char *const sig_ops[3] = {"keypair", "sign", "verify"};
    const char *const *ops = kem != NULL ? kem_ops : sig_ops;
    const char *name = kem != NULL ? kem->name : sig->name;
    job j, idle;
    long base;
    int op, r;
#if defined(KPQC_HOSTED_BENCH)
    /* hosted (platform/linux, no start-up code): every set starts from the
       same fixed random stream, whichever sets ran before it */
    platform_init();
#endif
    j.kem = idle.kem = kem;
    j.sig = idle.sig = sig;
    idle.op = 3;
    base = painted(&idle);
    for (op = first_op; op <= last_op; op++) {
        const int runs = runs_of(name, ops[op]);
        int done, n;
        long stack;
        j.op = op;
        stack = painted(&j) - base;
        /* the runs, MAX_RUNS to a line */
        for (done = 0; done < runs; done += n) {
            n = runs - done < MAX_RUNS ? runs - done : MAX_RUNS;
            for (r = 0; r < n; r++) {
                /* earlier operations again, so every run has fresh inputs */
                int k;
                uint64_t t0, m0[4];
                for (k = first_op; k < op; k++) {
                    job prev = {kem, sig, k, 0};
                    run(&prev);
                }
                for (k = 0; k < 4; k++) {
                    m0[k] = platform_model_counter((unsigned)k);
                }
                t0 = platform_cycles();
                run(&j);
                run_cycles[r] = platform_cycles() - t0;
                for (k = 0; k < 4; k++) {
                    run_counters[k][r] = platform_model_counter((unsigned)k) - m0[k];
                }
                if (j.status != 0) {
                    printf("#error %s %s status %d\n", name, ops[op], j.status);
                    platform_exit(1);
                }
            }
            print_bench(kem, sig, ops[op], n, stack);
        }
    }
}

int main(int argc, char **argv)
{
    size_t i;
    int a;
    for (a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--runs") == 0 && a + 1 < argc) {
            default_runs = runs_arg(argv[++a]);
        } else if (strcmp(argv[a], "--runs-for") == 0 && a + 2 < argc && n_runs_for < MAX_RULES) {
            const char *colon = strchr(argv[a + 1], ':');
            runs_for[n_runs_for].prefix = argv[a + 1];
            runs_for[n_runs_for].prefix_len =
                colon != NULL ? (size_t)(colon - argv[a + 1]) : strlen(argv[a + 1]);
            runs_for[n_runs_for].op = colon != NULL ? colon + 1 : NULL;
            runs_for[n_runs_for++].runs = runs_arg(argv[a + 2]);
            a += 2;
        } else if (strcmp(argv[a], "--only") == 0 && a + 1 < argc && n_only < MAX_RULES) {
            only[n_only++] = argv[++a];
        } else if (strcmp(argv[a], "--portable") == 0) {
            kpqc_sys_force_portable(1);
        } else {
            printf("#error usage: kpqc-m4bench [--runs N] [--runs-for PREFIX[:OP] N]... "
                   "[--only PREFIX]... [--portable]\n");
            platform_exit(2);
        }
    }
    model = platform_model_counter(0) != 0;
    printf("#clock %s\n", platform_cycle_source());
#if defined(M4BENCH_FLASH_KEYS)
    {
        size_t region;
        const char *why = "";
        m4keys_view v;
        if (m4keys_open(m4keys_region(&region), region, &v, &why) != 0) {
            printf("#error %s\n", why);
            platform_exit(1);
        }
        pk_in = v.field[M4KEYS_PK];
        sk_in = v.field[M4KEYS_SK];
        first_op = 1;
        last_op = v.set->sign_only ? 1 : 2;
        printf("#keys-in-flash %s\n", v.set->kem != NULL ? v.set->kem->name : v.set->sig->name);
        bench(v.set->kem, v.set->sig);
    }
    (void)i;
    (void)selected;
    (void)skip_reason;
#else
    for (i = 0; i < kpqc_kem_count(); i++) {
        const kpqc_kem *kem = kpqc_kem_at(i);
        if (kem->pk_bytes > KEY_BYTES || kem->sk_bytes > KEY_BYTES || kem->ct_bytes > OUT_BYTES ||
            kem->ss_bytes > sizeof ss) {
            printf("#skip %s: buffers\n", kem->name);
            continue;
        }
        if (selected(kem->name)) {
            bench(kem, NULL);
        }
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        const kpqc_sig *sig = kpqc_sig_at(i);
        if (sig->pk_bytes > KEY_BYTES || sig->sk_bytes > KEY_BYTES || sig->sig_bytes > OUT_BYTES) {
            printf("#skip %s: buffers\n", sig->name);
            continue;
        }
        if (skip_reason(sig->name) != NULL) {
            printf("#skip %s: %s\n", sig->name, skip_reason(sig->name));
            continue;
        }
        if (selected(sig->name)) {
            bench(NULL, sig);
        }
    }
#endif
    fflush(stdout);
    return 0;
}
