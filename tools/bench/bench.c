/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc bench: cycles, stack, heap, sizes and hash share of every
 * registered algorithm (docs/benchmarking.md).
 *
 *   kpqc bench [NAMES...] [--iterations N] [--time-budget S] [--clock C]
 *              [--json F] [--md F] [--csv F] [--plots DIR] [--callgrind] [--quiet]
 *   kpqc bench compare A.json B.json
 *   kpqc bench one NAME          (internal: one of each operation, for callgrind)
 *
 * Each iteration runs the algorithm's three operations in order on fresh
 * random inputs (key generation, then encapsulation or signing of a fresh
 * message, then decapsulation or verification), and each operation is
 * timed on its own. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* isatty, readlink */
#endif

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <sys/personality.h>
#define HAVE_PERSONALITY 1
#endif
#if defined(__unix__) || defined(__APPLE__)
#include <sys/stat.h>
#include <unistd.h>
#define HAVE_UNISTD 1
#endif

#include "bench.h"
#include "cycles.h"
#include "kpqc.h"
#include "profile.h"
#include "randombytes.h"
#include "scripts.h"
#include "spawn.h"
#include "sys.h"
#include "testinfo.h"

#define OPS                3
#define DEFAULT_ITERATIONS 10000
#define MIN_ITERATIONS     31
#define DEFAULT_BUDGET_S   10.0
#define PROFILE_ROUNDS     100
#define MSG_BYTES          32

#if !defined(KPQC_BENCH_CFLAGS)
#define KPQC_BENCH_CFLAGS "unknown"
#endif
#if !defined(KPQC_SOURCE_DIR)
#define KPQC_SOURCE_DIR ""
#endif

static const char *const kem_ops[OPS] = {"keypair", "encaps", "decaps"};
static const char *const sig_ops[OPS] = {"keypair", "sign", "verify"};

/* ---- the algorithm under test ------------------------------------------- */

typedef struct {
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *pk, *sk, *ct, *ss, *ss2, *sm, *msg;
    size_t siglen;
    int failed; /* an operation returned an error or a wrong result */
} subject;

static const char *subject_name(const subject *s)
{
    return s->kem != NULL ? s->kem->name : s->sig->name;
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n == 0 ? 1 : n);
    if (p == NULL) {
        fprintf(stderr, "kpqc bench: out of memory\n");
        exit(1);
    }
    return p;
}

static void subject_init(subject *s, const kpqc_kem *kem, const kpqc_sig *sig)
{
    memset(s, 0, sizeof *s);
    s->kem = kem;
    s->sig = sig;
    if (kem != NULL) {
        s->pk = xmalloc(kem->pk_bytes);
        s->sk = xmalloc(kem->sk_bytes);
        s->ct = xmalloc(kem->ct_bytes);
        s->ss = xmalloc(kem->ss_bytes);
        s->ss2 = xmalloc(kem->ss_bytes);
    } else {
        s->pk = xmalloc(sig->pk_bytes);
        s->sk = xmalloc(sig->sk_bytes);
        s->sm = xmalloc(sig->sig_bytes);
        s->msg = xmalloc(MSG_BYTES);
    }
}

static void subject_free(subject *s)
{
    free(s->pk);
    free(s->sk);
    free(s->ct);
    free(s->ss);
    free(s->ss2);
    free(s->sm);
    free(s->msg);
}

/* Operation `op` through the raw function pointers (no argument checks, as
 * an application calling the NIST API would). */
static int run_op(subject *s, int op)
{
    int r;
    if (s->kem != NULL) {
        const kpqc_kem *k = s->kem;
        switch (op) {
        case 0: return k->keypair(s->pk, s->sk);
        case 1: return k->encaps(s->ct, s->ss, s->pk);
        default:
            r = k->decaps(s->ss2, s->ct, s->sk);
            return r != 0 ? r : (memcmp(s->ss, s->ss2, k->ss_bytes) != 0 ? -100 : 0);
        }
    }
    switch (op) {
    case 0: return s->sig->keypair(s->pk, s->sk);
    case 1:
        /* a fresh message for every signature (drawn outside the timing) */
        return s->sig->sign(s->sm, &s->siglen, s->msg, MSG_BYTES, NULL, 0, s->sk);
    default: return s->sig->verify(s->sm, s->siglen, s->msg, MSG_BYTES, NULL, 0, s->pk);
    }
}

static void fresh_message(subject *s)
{
    if (s->sig != NULL && kpqc_randombytes(s->msg, MSG_BYTES) != 0) {
        s->failed = 1;
    }
}

/* ---- statistics ------------------------------------------------------------- */

typedef struct {
    uint64_t min, q1, median, q3, max;
    double mean;
} stats;

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* nearest-rank order statistic of a sorted sample, p in [0, 1] */
static uint64_t rank(const uint64_t *v, size_t n, double p)
{
    size_t k = (size_t)(p * (double)(n - 1) + 0.5);
    return v[k < n ? k : n - 1];
}

static stats summarise(uint64_t *v, size_t n)
{
    stats st;
    double sum = 0;
    size_t i;
    qsort(v, n, sizeof v[0], cmp_u64);
    for (i = 0; i < n; i++) {
        sum += (double)v[i];
    }
    st.min = v[0];
    st.q1 = rank(v, n, 0.25);
    st.median = rank(v, n, 0.5);
    st.q3 = rank(v, n, 0.75);
    st.max = v[n - 1];
    st.mean = sum / (double)n;
    return st;
}

/* ---- results --------------------------------------------------------------- */

typedef struct {
    size_t iterations;
    stats cycles;
    double ns_median, ns_mean;
    long stack;
    long heap_calls;
    int have_hash;
    double hash[KPQC_PROF_KINDS];
    long long instructions; /* -1: not measured */
} op_result;

typedef struct {
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    const bench_code_size *code;
    int portable;        /* measured with every native backend off */
    const char *backend; /* what ran: "portable", "avx2", ... */
    op_result op[OPS];
} alg_result;

/* --backend: what this CPU runs (native where available), the portable code
   only, or both side by side (a row each where they differ). */
typedef enum { BACKEND_NATIVE = 0, BACKEND_PORTABLE, BACKEND_ALL } backend_mode;

typedef struct {
    const char *names[64];
    int nnames;
    long iterations; /* 0: the default policy */
    double budget;
    const char *clock_name;
    const char *json, *md, *csv, *plots;
    int callgrind;
    int quiet;
    backend_mode backend;
} options;

static const bench_clock *clk;
static uint64_t clock_overhead;

/* median cost of reading the clock twice around nothing */
static uint64_t measure_overhead(void)
{
    uint64_t v[1001];
    size_t i;
    for (i = 0; i < 1001; i++) {
        uint64_t c0 = clk->read();
        uint64_t c1 = clk->read();
        v[i] = c1 - c0;
    }
    return summarise(v, 1001).median;
}

static int progress_enabled(const options *o)
{
#if defined(HAVE_UNISTD)
    return !o->quiet && isatty(fileno(stderr));
#else
    (void)o;
    return 0;
#endif
}

static void progress(const options *o, const char *name, size_t done, size_t total)
{
    const int width = 30;
    int filled, i;
    if (!progress_enabled(o)) {
        return;
    }
    filled = total == 0 ? width : (int)((double)width * (double)done / (double)total);
    fprintf(stderr, "\r  %-14s [", name);
    for (i = 0; i < width; i++) {
        fputc(i < filled ? '#' : ' ', stderr);
    }
    fprintf(stderr, "] %zu/%zu", done, total);
    if (done == total) {
        fputc('\n', stderr);
    }
    fflush(stderr);
}

typedef struct {
    subject *s;
    int op;
} stack_job;

static void stack_run(void *arg)
{
    stack_job *j = arg;
    if (run_op(j->s, j->op) != 0) {
        j->s->failed = 1;
    }
}

static const bench_code_size *code_size_of(const char *const *aliases)
{
    const bench_code_size *c;
    size_t i;
    for (c = bench_code_sizes; c->id != NULL; c++) {
        for (i = 0; aliases != NULL && aliases[i] != NULL; i++) {
            if (strcmp(aliases[i], c->id) == 0) {
                return c->text >= 0 ? c : NULL;
            }
        }
    }
    return NULL;
}

/* Time one algorithm. Returns 0, or -1 if an operation failed. */
static int bench_algorithm(const options *o, alg_result *res)
{
    subject s;
    uint64_t *cyc[OPS], *nsv[OPS];
    size_t iterations, i;
    int op;
    double round_ns;
    uint64_t t0;

    subject_init(&s, res->kem, res->sig);

    /* warm-up, and the length of one round of all three operations */
    t0 = bench_ns();
    for (i = 0; i < 3; i++) {
        fresh_message(&s);
        for (op = 0; op < OPS; op++) {
            if (run_op(&s, op) != 0) {
                s.failed = 1;
            }
        }
    }
    round_ns = (double)(bench_ns() - t0) / 3.0;
    if (s.failed) {
        fprintf(stderr, "kpqc bench: %s: an operation failed\n", subject_name(&s));
        subject_free(&s);
        return -1;
    }
    if (o->iterations > 0) {
        iterations = (size_t)o->iterations;
    } else if (round_ns < 1e6) {
        iterations = DEFAULT_ITERATIONS; /* every operation under a millisecond */
    } else {
        double n = o->budget * 1e9 / round_ns;
        iterations = n < MIN_ITERATIONS ? MIN_ITERATIONS : (size_t)n;
    }

    for (op = 0; op < OPS; op++) {
        cyc[op] = xmalloc(iterations * sizeof(uint64_t));
        nsv[op] = xmalloc(iterations * sizeof(uint64_t));
        res->op[op].heap_calls = 0;
    }
    for (i = 0; i < iterations; i++) {
        fresh_message(&s);
        for (op = 0; op < OPS; op++) {
            long h0 = bench_heap_calls(), h1;
            uint64_t n0 = bench_ns(), c0 = clk->read(), c1, n1;
            int r = run_op(&s, op);
            c1 = clk->read();
            n1 = bench_ns();
            h1 = bench_heap_calls();
            if (r != 0) {
                s.failed = 1;
            }
            cyc[op][i] = c1 - c0 > clock_overhead ? c1 - c0 - clock_overhead : 0;
            nsv[op][i] = n1 - n0;
            if (h0 >= 0) {
                res->op[op].heap_calls += h1 - h0;
            } else {
                res->op[op].heap_calls = -1;
            }
        }
        if ((i & 63) == 0 || i + 1 == iterations) {
            progress(o, subject_name(&s), i + 1, iterations);
        }
    }
    for (op = 0; op < OPS; op++) {
        stats ns;
        res->op[op].iterations = iterations;
        res->op[op].cycles = summarise(cyc[op], iterations);
        ns = summarise(nsv[op], iterations);
        res->op[op].ns_median = (double)ns.median;
        res->op[op].ns_mean = ns.mean;
        res->op[op].instructions = -1;
        free(cyc[op]);
        free(nsv[op]);
    }

    /* stack: each operation once on a painted stack, in order */
    fresh_message(&s);
    for (op = 0; op < OPS; op++) {
        stack_job j;
        j.s = &s;
        j.op = op;
        res->op[op].stack = bench_stack_usage(stack_run, &j);
    }

#if defined(KPQC_PROFILE)
    /* hash share: a separate pass with the primitives' counters on */
    {
        uint64_t total[OPS] = {0}, part[OPS][KPQC_PROF_KINDS];
        int k;
        memset(part, 0, sizeof part);
        for (i = 0; i < PROFILE_ROUNDS; i++) {
            fresh_message(&s);
            for (op = 0; op < OPS; op++) {
                uint64_t c0, c1;
                memset(kpqc_profile.cycles, 0, sizeof kpqc_profile.cycles);
                kpqc_profile.clock = clk->read;
                c0 = clk->read();
                if (run_op(&s, op) != 0) {
                    s.failed = 1;
                }
                c1 = clk->read();
                kpqc_profile.clock = NULL;
                total[op] += c1 - c0;
                for (k = 0; k < KPQC_PROF_KINDS; k++) {
                    part[op][k] += kpqc_profile.cycles[k];
                }
            }
        }
        for (op = 0; op < OPS; op++) {
            res->op[op].have_hash = 1;
            for (k = 0; k < KPQC_PROF_KINDS; k++) {
                res->op[op].hash[k] =
                    total[op] ? 100.0 * (double)part[op][k] / (double)total[op] : 0;
            }
        }
    }
#endif
    op = s.failed ? -1 : 0;
    if (s.failed) {
        fprintf(stderr, "kpqc bench: %s: an operation failed\n", subject_name(&s));
    }
    subject_free(&s);
    return op;
}

/* ---- callgrind mode --------------------------------------------------------- */

/* The entry points callgrind toggles on (kpqc bench one NAME). */
#if defined(__GNUC__) || defined(__clang__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif
NOINLINE int kpqc_bench_one_op0(subject *s);
NOINLINE int kpqc_bench_one_op1(subject *s);
NOINLINE int kpqc_bench_one_op2(subject *s);
static uint8_t one_seed[256], one_coins[256];

/* Fixed inputs, so that the count is the same on every run. */
NOINLINE int kpqc_bench_one_op0(subject *s)
{
    return s->kem != NULL ? s->kem->keypair_derand(s->pk, s->sk, one_seed)
                          : s->sig->keypair_derand(s->pk, s->sk, one_seed);
}

NOINLINE int kpqc_bench_one_op1(subject *s)
{
    return s->kem != NULL ? s->kem->encaps_derand(s->ct, s->ss, s->pk, one_coins)
                          : s->sig->sign_derand(s->sm, &s->siglen, s->msg, MSG_BYTES, NULL, 0,
                                                s->sk, one_coins);
}

NOINLINE int kpqc_bench_one_op2(subject *s)
{
    return run_op(s, 2);
}

/* kpqc bench one NAME [portable]: each operation once, for callgrind */
static int bench_one(const char *name, int portable)
{
    subject s;
    const kpqc_kem *kem = kpqc_kem_find(name);
    const kpqc_sig *sig = kem == NULL ? kpqc_sig_find(name) : NULL;
    size_t i;
    int r;
    if (kem == NULL && sig == NULL) {
        fprintf(stderr, "kpqc bench one: no algorithm '%s'\n", name);
        return 2;
    }
    for (i = 0; i < sizeof one_seed; i++) {
        one_seed[i] = (uint8_t)i;
        one_coins[i] = (uint8_t)(7 * i + 1);
    }
    kpqc_sys_force_portable(portable);
    subject_init(&s, kem, sig);
    if (sig != NULL) {
        memset(s.msg, 0x5A, MSG_BYTES);
    }
    r = kpqc_bench_one_op0(&s) | kpqc_bench_one_op1(&s) | kpqc_bench_one_op2(&s);
    subject_free(&s);
    return r != 0;
}

static int self_path(char *buf, size_t n)
{
#if defined(__linux__)
    ssize_t len = readlink("/proc/self/exe", buf, n - 1);
    if (len <= 0) {
        return -1;
    }
    buf[len] = '\0';
    return 0;
#else
    (void)buf;
    (void)n;
    return -1;
#endif
}

/* Instructions of operation `op` of `name` under callgrind, or -1. */
static long long callgrind_count(const char *self, const char *name, int op, int portable)
{
    char toggle[64], line[512];
    long long count = -1;
    spawn_proc p;
    const char *argv[] = {"valgrind",
                          "--tool=callgrind",
                          "--callgrind-out-file=/dev/null",
                          toggle,
                          self,
                          "bench",
                          "one",
                          name,
                          portable ? "portable" : NULL,
                          NULL};
    snprintf(toggle, sizeof toggle, "--toggle-collect=kpqc_bench_one_op%d", op);
    /* valgrind's summary goes to stderr; the program's own output is dropped */
    if (spawn_start(&p, argv, SPAWN_DISCARD, SPAWN_CAPTURE) != 0) {
        return -1;
    }
    while (fgets(line, sizeof line, p.out) != NULL) {
        const char *c = strstr(line, "Collected : ");
        if (c != NULL) {
            count = strtoll(c + 12, NULL, 10);
        }
    }
    if (spawn_finish(&p) != 0) {
        count = -1;
    }
    return count;
}

static int layout_fixed(void)
{
#if defined(HAVE_PERSONALITY)
    int persona = personality(0xffffffff);
    return persona != -1 && (persona & ADDR_NO_RANDOMIZE);
#else
    return 0;
#endif
}

/* ---- environment ------------------------------------------------------------ */

static void cpu_model(char *out, size_t n)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    snprintf(out, n, "unknown");
    if (f == NULL) {
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "model name", 10) == 0 || strncmp(line, "Model", 5) == 0) {
            char *c = strchr(line, ':');
            if (c != NULL) {
                c++;
                while (*c == ' ' || *c == '\t') {
                    c++;
                }
                c[strcspn(c, "\n")] = '\0';
                snprintf(out, n, "%s", c);
                break;
            }
        }
    }
    fclose(f);
}

static void source_commit(char *out, size_t n)
{
    const char *argv[] = {"git", "-C", KPQC_SOURCE_DIR, "describe", "--always", "--dirty", NULL};
    spawn_proc p;
    snprintf(out, n, "unknown");
    if (KPQC_SOURCE_DIR[0] != '\0' && spawn_start(&p, argv, SPAWN_CAPTURE, SPAWN_DISCARD) == 0) {
        if (fgets(out, (int)n, p.out) == NULL) {
            snprintf(out, n, "unknown");
        }
        out[strcspn(out, "\n")] = '\0';
        if (spawn_finish(&p) != 0) {
            snprintf(out, n, "unknown");
        }
    }
}

static const char *arch_name(void)
{
#if defined(__x86_64__)
    return "x86_64";
#elif defined(__aarch64__)
    return "aarch64";
#elif defined(__i386__)
    return "i686";
#elif defined(__s390x__)
    return "s390x";
#elif defined(__arm__)
    return "arm";
#else
    return "unknown";
#endif
}

static const char *compiler_name(void)
{
#if defined(__clang__)
    return "clang " __clang_version__;
#elif defined(__GNUC__)
    return "gcc " __VERSION__;
#else
    return "unknown";
#endif
}

typedef struct {
    char cpu[256], commit[128], date[32];
    const char *cycle_source, *cycle_note, *policy, *layout;
} environment;

static void environment_get(environment *e, const options *o)
{
    time_t now = time(NULL);
    cpu_model(e->cpu, sizeof e->cpu);
    source_commit(e->commit, sizeof e->commit);
    strftime(e->date, sizeof e->date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    e->layout = layout_fixed() ? "fixed (address-space randomisation off)" : "randomised";
    e->cycle_source = o->callgrind ? "callgrind" : clk->name;
    e->cycle_note =
        o->callgrind ? "instructions executed (valgrind callgrind), fixed inputs" : clk->note;
    e->policy = o->iterations > 0 ? "fixed by --iterations"
                                  : "10000 iterations when one round of all three operations "
                                    "takes under 1 ms, otherwise as many as fit the time "
                                    "budget (at least 31)";
}

/* ---- output ------------------------------------------------------------------ */

static void json_str(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') {
            fputc('\\', f);
        }
        fputc((unsigned char)*s < 0x20 ? ' ' : *s, f);
    }
    fputc('"', f);
}

static void json_code(FILE *f, const bench_code_size *c)
{
    if (c == NULL) {
        fputs("null", f);
    } else {
        fprintf(f, "{\"text\": %ld, \"data\": %ld, \"bss\": %ld}", c->text, c->data, c->bss);
    }
}

static void write_json(FILE *f, const environment *e, const alg_result *r, size_t n)
{
    size_t a;
    int op;
    fprintf(f, "{\n  \"schema\": \"kpqc-bench/1\",\n  \"environment\": {\n");
    fprintf(f, "    \"platform\": \"host\", \"arch\": \"%s\", \"cpu\": ", arch_name());
    json_str(f, e->cpu);
    fprintf(f, ",\n    \"cycle_source\": \"%s\", \"cycle_note\": ", e->cycle_source);
    json_str(f, e->cycle_note);
    fprintf(f, ",\n    \"compiler\": ");
    json_str(f, compiler_name());
    fprintf(f, ", \"cflags\": ");
    json_str(f, KPQC_BENCH_CFLAGS);
    fprintf(f, ",\n    \"commit\": ");
    json_str(f, e->commit);
    fprintf(f,
            ", \"date\": \"%s\", \"kpqc_version\": \"%s\",\n    \"iterations_policy\": ", e->date,
            kpqc_version());
    json_str(f, e->policy);
    fprintf(f, ", \"address_layout\": ");
    json_str(f, e->layout);
    fprintf(f, "\n  },\n  \"common_code\": ");
    json_code(f, code_size_of((const char *const[]){"common", NULL}));
    fprintf(f, ",\n  \"algorithms\": [\n");
    for (a = 0; a < n; a++) {
        const kpqc_kem *k = r[a].kem;
        const kpqc_sig *g = r[a].sig;
        const char *const *names = k != NULL ? kem_ops : sig_ops;
        fprintf(f, "    {\"name\": ");
        json_str(f, k != NULL ? k->name : g->name);
        fprintf(f, ", \"family\": ");
        json_str(f, k != NULL ? k->family : g->family);
        fprintf(f, ", \"revision\": ");
        json_str(f, k != NULL ? k->revision : g->revision);
        fprintf(f, ", \"kind\": \"%s\", \"backend\": \"%s\", \"nist_level\": %u,\n",
                k != NULL ? "kem" : "sig", r[a].backend, k != NULL ? k->nist_level : g->nist_level);
        if (k != NULL) {
            fprintf(f, "     \"sizes\": {\"pk\": %zu, \"sk\": %zu, \"ct\": %zu, \"ss\": %zu},\n",
                    k->pk_bytes, k->sk_bytes, k->ct_bytes, k->ss_bytes);
        } else {
            fprintf(f, "     \"sizes\": {\"pk\": %zu, \"sk\": %zu, \"sig\": %zu},\n", g->pk_bytes,
                    g->sk_bytes, g->sig_bytes);
        }
        fprintf(f, "     \"code\": ");
        json_code(f, r[a].code);
        fprintf(f, ",\n     \"operations\": {\n");
        for (op = 0; op < OPS; op++) {
            const op_result *o = &r[a].op[op];
            fprintf(f, "       \"%s\": {\"iterations\": %zu, ", names[op], o->iterations);
            if (o->iterations > 0) {
                fprintf(f,
                        "\"cycles\": {\"min\": %llu, \"q1\": %llu, \"median\": %llu, "
                        "\"mean\": %.1f, \"q3\": %llu, \"max\": %llu}, "
                        "\"ns\": {\"median\": %.1f, \"mean\": %.1f}, ",
                        (unsigned long long)o->cycles.min, (unsigned long long)o->cycles.q1,
                        (unsigned long long)o->cycles.median, o->cycles.mean,
                        (unsigned long long)o->cycles.q3, (unsigned long long)o->cycles.max,
                        o->ns_median, o->ns_mean);
            } else {
                fprintf(f, "\"cycles\": null, \"ns\": null, ");
            }
            if (o->stack >= 0) {
                fprintf(f, "\"stack\": %ld, ", o->stack);
            } else {
                fprintf(f, "\"stack\": null, ");
            }
            if (o->heap_calls >= 0 && o->iterations > 0) {
                fprintf(f, "\"heap_calls\": %ld, ", o->heap_calls);
            } else {
                fprintf(f, "\"heap_calls\": null, ");
            }
            if (o->have_hash) {
                fprintf(f, "\"hash_share\": {\"sha2\": %.1f, \"sha3\": %.1f, \"aes\": %.1f}, ",
                        o->hash[KPQC_PROF_SHA2], o->hash[KPQC_PROF_SHA3], o->hash[KPQC_PROF_AES]);
            } else {
                fprintf(f, "\"hash_share\": null, ");
            }
            if (o->instructions >= 0) {
                fprintf(f, "\"instructions\": %lld}", o->instructions);
            } else {
                fprintf(f, "\"instructions\": null}");
            }
            fprintf(f, "%s\n", op + 1 < OPS ? "," : "");
        }
        fprintf(f, "     }}%s\n", a + 1 < n ? "," : "");
    }
    fprintf(f, "  ]\n}\n");
}

/* The JSON document; Markdown and CSV are rendered from it by report.py,
 * the one renderer of every platform's tables. */
static int write_json_file(const char *path, const environment *e, const alg_result *r, size_t n)
{
    FILE *f = fopen(path, "w");
    if (f == NULL) {
        perror(path);
        return -1;
    }
    write_json(f, e, r, n);
    return fclose(f) == 0 ? 0 : -1;
}

/* ---- command ------------------------------------------------------------------ */

static void usage(void)
{
    fputs("usage: kpqc bench [NAMES...] [--iterations N] [--time-budget S] [--clock NAME]\n"
          "                  [--json F] [--md F] [--csv F] [--plots DIR] [--callgrind] [--quiet]\n"
          "                  [--random-layout] [--backend native|portable|all]\n"
          "       kpqc bench --platform m4 [--json F] [--md F] [--csv F] [--plots DIR] [--qemu]\n"
          "                  [--build DIR] [--backend native|portable|all]\n"
          "                  [--only PREFIX]... [--runs-for PREFIX[:OP] N]...\n"
          "       kpqc bench --platform aarch64 [--json F] [--md F] [--csv F] [--build DIR]\n"
          "                  [--cpu QEMU_MODEL] [--mcpu LLVM_CPU] [--backend native|portable|all]\n"
          "                  [--only PREFIX]... [--runs-for PREFIX[:OP] N]...\n"
          "       kpqc bench compare A.json B.json\n",
          stderr);
}

/* The options that take a string: where each one goes. */
static const char **string_option(options *o, const char *flag)
{
    const char *const names[] = {"--clock", "--json", "--md", "--csv", "--plots"};
    const char **slots[] = {&o->clock_name, &o->json, &o->md, &o->csv, &o->plots};
    size_t k;
    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        if (strcmp(flag, names[k]) == 0) {
            return slots[k];
        }
    }
    return NULL;
}

/* Longest fixed count: both arrays of per-iteration samples must have a
 * size that size_t can hold. */
#define MAX_ITERATIONS_BY_SIZE (SIZE_MAX / sizeof(uint64_t))
/* Longest time budget, in seconds (11.6 days). The budget only applies to
 * rounds of at least 1 ms, so it yields at most 10^9 iterations, a count
 * size_t holds on every target (an unbounded one would not convert). */
#define MAX_BUDGET_S 1e6

/* A count written with digits only, 1..max (atol and strtoul would skip
 * leading blanks, take a sign and stop at trailing text); 0 otherwise. */
static unsigned long parse_positive(const char *text, unsigned long max)
{
    unsigned long v = 0;
    if (*text == '\0') {
        return 0;
    }
    for (; *text != '\0'; text++) {
        unsigned long digit = (unsigned long)(*text - '0');
        if (*text < '0' || *text > '9' || v > (max - digit) / 10) {
            return 0;
        }
        v = v * 10 + digit;
    }
    return v;
}

/* Seconds as digits with an optional fraction ("10", "0.5"), above 0 and
 * at most MAX_BUDGET_S; -1 otherwise (no blanks, signs, exponents, inf or
 * nan, which atof would take). */
static double parse_seconds(const char *text)
{
    const char *c = text;
    int digits = 0;
    double v;
    while (*c >= '0' && *c <= '9') {
        c++;
        digits++;
    }
    if (*c == '.') {
        c++;
        while (*c >= '0' && *c <= '9') {
            c++;
            digits++;
        }
    }
    if (digits == 0 || *c != '\0') {
        return -1;
    }
    /* only digits and one '.' remain: strtod reads them the same in the C
       locale, which the tool never changes */
    v = strtod(text, NULL);
    return v > 0 && v <= MAX_BUDGET_S ? v : -1;
}

/* --backend VALUE: 0 and the mode, or -1 for anything else */
static int parse_backend(const char *v, backend_mode *mode)
{
    static const struct {
        const char *name;
        backend_mode mode;
    } modes[] = {{"native", BACKEND_NATIVE}, {"portable", BACKEND_PORTABLE}, {"all", BACKEND_ALL}};
    size_t k;
    for (k = 0; v != NULL && k < sizeof modes / sizeof modes[0]; k++) {
        if (strcmp(v, modes[k].name) == 0) {
            *mode = modes[k].mode;
            return 0;
        }
    }
    return -1;
}

/* Reads the options into o; on an error says which option and returns -1. */
static int parse_options(options *o, int argc, char **argv)
{
    int i;
    memset(o, 0, sizeof *o);
    o->budget = DEFAULT_BUDGET_S;
    for (i = 0; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        const int takes_value = strcmp(a, "--iterations") == 0 || strcmp(a, "--time-budget") == 0 ||
                                strcmp(a, "--backend") == 0 || string_option(o, a) != NULL;
        if (strcmp(a, "--callgrind") == 0) {
            o->callgrind = 1;
        } else if (strcmp(a, "--random-layout") == 0) {
            /* handled by fixed_layout */
        } else if (strcmp(a, "--quiet") == 0) {
            o->quiet = 1;
        } else if (takes_value && v == NULL) {
            fprintf(stderr, "kpqc bench: %s needs a value\n", a);
            return -1;
        } else if (strcmp(a, "--iterations") == 0) {
            unsigned long max = MAX_ITERATIONS_BY_SIZE < (unsigned long)LONG_MAX
                                    ? (unsigned long)MAX_ITERATIONS_BY_SIZE
                                    : (unsigned long)LONG_MAX;
            unsigned long count = parse_positive(v, max);
            if (count == 0) {
                fprintf(stderr,
                        "kpqc bench: --iterations takes a count above 0 in digits, "
                        "not '%s'\n",
                        v);
                return -1;
            }
            o->iterations = (long)count;
            i++;
        } else if (strcmp(a, "--backend") == 0) {
            if (parse_backend(v, &o->backend) != 0) {
                fprintf(stderr, "kpqc bench: --backend takes native, portable or all, not '%s'\n",
                        v);
                return -1;
            }
            i++;
        } else if (strcmp(a, "--time-budget") == 0) {
            o->budget = parse_seconds(v);
            if (o->budget < 0) {
                fprintf(stderr,
                        "kpqc bench: --time-budget takes seconds above 0 and at most "
                        "%.0f (digits, optionally a fraction), not '%s'\n",
                        MAX_BUDGET_S, v);
                return -1;
            }
            i++;
        } else if (string_option(o, a) != NULL) {
            *string_option(o, a) = v;
            i++;
        } else if (a[0] == '-') {
            fprintf(stderr, "kpqc bench: unknown option '%s'\n", a);
            return -1;
        } else if (o->nnames < (int)(sizeof o->names / sizeof o->names[0])) {
            o->names[o->nnames++] = a;
        } else {
            fprintf(stderr, "kpqc bench: at most %d algorithm names\n",
                    (int)(sizeof o->names / sizeof o->names[0]));
            return -1;
        }
    }
    return 0;
}

/* kpqc bench --platform P hands its options to the platform's script
 * (tools/bench/m4.py, tools/bench/aarch64.py), whose argparse parser
 * refuses unknown or incomplete ones itself (exit 2). They are also checked
 * here, so that a bad command line starts no interpreter at all;
 * test/cli/test_keytools.py requires each table below and its script's
 * parser to name the same options. */
typedef struct {
    const char *name;
    int values;
} platform_option;

typedef struct {
    const char *name, *script;
    const platform_option *options;
    size_t n_options;
} platform_script;

static const platform_option m4_options[] = {
    {"--json", 1}, {"--md", 1},   {"--csv", 1},      {"--plots", 1},   {"--build", 1},
    {"--qemu", 0}, {"--only", 1}, {"--runs-for", 2}, {"--backend", 1}, {"--variant", 1}};
static const platform_option aarch64_options[] = {
    {"--json", 1}, {"--md", 1},      {"--csv", 1},  {"--build", 1},   {"--cpu", 1},
    {"--mcpu", 1}, {"--backend", 1}, {"--only", 1}, {"--runs-for", 2}};
static const platform_script platforms[] = {
    {"m4", "m4.py", m4_options, sizeof m4_options / sizeof m4_options[0]},
    {"aarch64", "aarch64.py", aarch64_options, sizeof aarch64_options / sizeof aarch64_options[0]}};

static int check_platform_options(const platform_script *p, int argc, char **argv)
{
    int i;
    size_t k;
    for (i = 0; i < argc; i++) {
        for (k = 0; k < p->n_options; k++) {
            if (strcmp(argv[i], p->options[k].name) == 0) {
                break;
            }
        }
        if (k == p->n_options) {
            fprintf(stderr, "kpqc bench --platform %s: unknown option '%s'\n", p->name, argv[i]);
            return -1;
        }
        if (argc - 1 - i < p->options[k].values) {
            fprintf(stderr, "kpqc bench --platform %s: %s needs %d value%s\n", p->name, argv[i],
                    p->options[k].values, p->options[k].values > 1 ? "s" : "");
            return -1;
        }
        i += p->options[k].values;
    }
    return 0;
}

static int selected(const options *o, const char *name, const char *const *aliases)
{
    int i;
    size_t k;
    if (o->nnames == 0) {
        return 1;
    }
    for (i = 0; i < o->nnames; i++) {
        if (strcmp(o->names[i], name) == 0) {
            return 1;
        }
        for (k = 0; aliases != NULL && aliases[k] != NULL; k++) {
            if (strcmp(o->names[i], aliases[k]) == 0) {
                return 1;
            }
        }
    }
    return 0;
}

/* Run the benchmark with a fixed address layout (Linux: address-space
 * randomisation off for this process, as `setarch -R` does). Measured here:
 * with randomisation, SMAUG-T1 decapsulation's median moved between 123k
 * and 157k cycles from one process to the next -- the placement of code,
 * data and stack changes branch-predictor and cache aliasing -- while with a
 * fixed layout it repeats within 1%. The re-exec happens once, before
 * anything is measured; --random-layout keeps the randomisation. */
static void fixed_layout(int argc, char **argv)
{
#if defined(HAVE_PERSONALITY) && defined(HAVE_UNISTD)
    int persona = personality(0xffffffff);
    char self[1024];
    char **args;
    int i;
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--random-layout") == 0) {
            return;
        }
    }
    if (persona == -1 || (persona & ADDR_NO_RANDOMIZE) || self_path(self, sizeof self) != 0 ||
        personality((unsigned long)persona | ADDR_NO_RANDOMIZE) == -1) {
        return;
    }
    /* kpqc bench ARGS... --random-layout (so the child does not recurse) */
    args = xmalloc((size_t)(argc + 4) * sizeof *args);
    args[0] = self;
    args[1] = (char *)"bench";
    for (i = 0; i < argc; i++) {
        args[i + 2] = argv[i];
    }
    args[argc + 2] = (char *)"--random-layout";
    args[argc + 3] = NULL;
    fflush(NULL);
    execv(self, args);
    free(args); /* exec failed: measure as we are */
#else
    (void)argc;
    (void)argv;
#endif
}

int bench_main(int argc, char **argv)
{
    options o;
    alg_result *res;
    environment env;
    size_t n = 0, i, total;
    int rc = 0, op;

    if (argc >= 1 && strcmp(argv[0], "one") == 0) {
        if (argc == 3 && strcmp(argv[2], "portable") == 0) {
            return bench_one(argv[1], 1);
        }
        return argc == 2 ? bench_one(argv[1], 0) : 2;
    }
    if (argc >= 1 && strcmp(argv[0], "compare") == 0) {
        if (argc != 3) {
            usage();
            return 2;
        }
        return bench_run_script("compare.py", 2, argv + 1, 0);
    }
    if (argc == 1 && strcmp(argv[0], "--platform") == 0) {
        fprintf(stderr, "kpqc bench: --platform needs a value (known: m4, aarch64)\n");
        usage();
        return 2;
    }
    if (argc >= 2 && strcmp(argv[0], "--platform") == 0) {
        /* kpqc bench --platform m4 [...]: the Cortex-M4 figures, modelled
           by tools/m4sim (or stack and sizes only under QEMU with --qemu),
           collected by tools/bench/m4.py; --platform aarch64 [...]: exact
           instruction counts and modelled cycles under qemu-aarch64,
           collected by tools/bench/aarch64.py */
        size_t k;
        for (k = 0; k < sizeof platforms / sizeof platforms[0]; k++) {
            if (strcmp(argv[1], platforms[k].name) == 0) {
                break;
            }
        }
        if (k == sizeof platforms / sizeof platforms[0]) {
            fprintf(stderr, "kpqc bench: unknown platform '%s' (known: m4, aarch64)\n", argv[1]);
            return 2;
        }
        if (check_platform_options(&platforms[k], argc - 2, argv + 2) != 0) {
            usage();
            return 2;
        }
        return bench_run_script(platforms[k].script, argc - 2, argv + 2, 0);
    }
    if (parse_options(&o, argc, argv) != 0) {
        usage();
        return 2;
    }
    if (!o.callgrind) {
        fixed_layout(argc, argv);
    }
    clk = bench_clock_select(o.clock_name);
    if (clk == NULL) {
        fprintf(stderr, "kpqc bench: clock '%s' is not available here\n", o.clock_name);
        return 2;
    }
    clock_overhead = o.callgrind ? 0 : measure_overhead();

    /* A row per selected algorithm and backend: with --backend all, the
       native row and, where the set has native code on this CPU, a
       portable row after it. */
    total = 2 * (kpqc_kem_count() + kpqc_sig_count());
    res = xmalloc(total * sizeof *res);
    memset(res, 0, total * sizeof *res);
    for (i = 0; i < kpqc_kem_count() + kpqc_sig_count(); i++) {
        const kpqc_kem *k = i < kpqc_kem_count() ? kpqc_kem_at(i) : NULL;
        const kpqc_sig *g = k == NULL ? kpqc_sig_at(i - kpqc_kem_count()) : NULL;
        int pass;
        if (!selected(&o, k != NULL ? k->name : g->name, k != NULL ? k->aliases : g->aliases)) {
            continue;
        }
        for (pass = 0; pass < 2; pass++) {
            const int portable = o.backend == BACKEND_PORTABLE || pass == 1;
            const char *backend;
            if (pass == 1 && o.backend != BACKEND_ALL) {
                break;
            }
            kpqc_sys_force_portable(portable);
            backend = k != NULL ? kpqc_kem_backend(k) : kpqc_sig_backend(g);
            kpqc_sys_force_portable(0);
            if (pass == 1 && n > 0 && strcmp(backend, res[n - 1].backend) == 0) {
                break; /* no native code for this set here: one row */
            }
            res[n].kem = k;
            res[n].sig = g;
            res[n].code = code_size_of(k != NULL ? k->aliases : g->aliases);
            res[n].portable = portable;
            res[n].backend = backend;
            n++;
        }
    }
    if (n == 0) {
        fprintf(stderr, "kpqc bench: no algorithm selected (see kpqc list)\n");
        free(res);
        return 2;
    }

    if (o.callgrind) {
        static const char *const valgrind_version[] = {"valgrind", "--version", NULL};
        char self[1024];
        if (self_path(self, sizeof self) != 0 ||
            spawn_run(valgrind_version, SPAWN_DISCARD, SPAWN_DISCARD) != 0) {
            fprintf(stderr, "kpqc bench --callgrind: needs valgrind and /proc/self/exe\n");
            free(res);
            return 2;
        }
        for (i = 0; i < n; i++) {
            const char *name = res[i].kem != NULL ? res[i].kem->name : res[i].sig->name;
            for (op = 0; op < OPS; op++) {
                res[i].op[op].instructions = callgrind_count(self, name, op, res[i].portable);
                res[i].op[op].stack = -1;
                res[i].op[op].heap_calls = -1;
                if (res[i].op[op].instructions < 0) {
                    rc = 1;
                }
            }
            progress(&o, name, 1, 1);
        }
    } else {
        for (i = 0; i < n; i++) {
            int failed;
            kpqc_sys_force_portable(res[i].portable);
            failed = bench_algorithm(&o, &res[i]) != 0;
            kpqc_sys_force_portable(0);
            if (failed) {
                rc = 1;
            }
        }
    }

    environment_get(&env, &o);
    if (!o.quiet) {
        /* the terminal summary: medians */
        printf("%-14s %-8s %-8s %12s %12s %12s %8s\n", "algorithm", "backend", "op",
               o.callgrind ? "instructions" : "median", o.callgrind ? "" : "mean",
               o.callgrind ? "" : "ns (median)", o.callgrind ? "" : "stack");
        for (i = 0; i < n; i++) {
            const char *const *names = res[i].kem != NULL ? kem_ops : sig_ops;
            const char *name = res[i].kem != NULL ? res[i].kem->name : res[i].sig->name;
            for (op = 0; op < OPS; op++) {
                const op_result *r = &res[i].op[op];
                if (o.callgrind) {
                    printf("%-14s %-8s %-8s %12lld\n", op == 0 ? name : "",
                           op == 0 ? res[i].backend : "", names[op], r->instructions);
                } else {
                    printf("%-14s %-8s %-8s %12llu %12.0f %12.0f %8ld\n", op == 0 ? name : "",
                           op == 0 ? res[i].backend : "", names[op],
                           (unsigned long long)r->cycles.median, r->cycles.mean, r->ns_median,
                           r->stack);
                }
            }
        }
        printf("(%s: %s)\n", env.cycle_source, env.cycle_note);
    }
    if (o.json != NULL && write_json_file(o.json, &env, res, n) != 0) {
        rc = 3; /* I/O (docs/cli.md) */
    }
    if (rc == 0 && (o.md != NULL || o.csv != NULL)) {
        /* Markdown and CSV come from report.py, as for every platform: from
           the --json file, or a temporary copy beside the first output */
        char tmp[4096], *args[5];
        int k, na = 1;
        args[0] = (char *)o.json; /* (bench_run_script only reads its arguments) */
        if (o.json == NULL) {
            k = snprintf(tmp, sizeof tmp, "%s.json.tmp", o.md != NULL ? o.md : o.csv);
            if (k < 0 || (size_t)k >= sizeof tmp) {
                fprintf(stderr, "kpqc bench: output file name too long\n");
                free(res);
                return 2;
            }
            args[0] = tmp;
        }
        if (o.json == NULL && write_json_file(tmp, &env, res, n) != 0) {
            rc = 3;
        } else {
            if (o.md != NULL) {
                args[na++] = "--md";
                args[na++] = (char *)o.md;
            }
            if (o.csv != NULL) {
                args[na++] = "--csv";
                args[na++] = (char *)o.csv;
            }
            fflush(stdout);
            k = bench_run_script("report.py", na, args, 0);
            if (k != 0) {
                rc = k;
            }
        }
        if (o.json == NULL) {
            remove(tmp);
        }
    }
    if (o.plots != NULL) {
        char *args[2];
        char tmp[4096];
        int k;
#if defined(HAVE_UNISTD)
        mkdir(o.plots, 0777); /* may exist already */
#endif
        args[0] = (char *)o.json; /* (bench_run_script only reads its arguments) */
        args[1] = (char *)o.plots;
        if (args[0] == NULL) {
            k = snprintf(tmp, sizeof tmp, "%s/bench.json", o.plots);
            if (k < 0 || (size_t)k >= sizeof tmp) {
                fprintf(stderr, "kpqc bench: --plots directory name too long\n");
                free(res);
                return 2;
            }
            args[0] = tmp;
            if (write_json_file(tmp, &env, res, n) != 0) {
                rc = 3;
            }
        }
        fflush(stdout);
        k = bench_run_script("plots.py", 2, args, 1);
        if (k != 0) {
            rc = k;
        }
    }
    free(res);
    return rc;
}
