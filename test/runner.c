/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The test runner behind `kpqc test`: the harness functions of harness.h,
 * the table of fixed cases (cases/cases.def) and the per-algorithm cases
 * built from the registry (plus the placeholder schemes in test builds). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "fips202.h"
#include "harness.h"
#include "registry.h"
#include "tests.h"

unsigned long t_checks;
unsigned long t_failed;

static int t_verbose = 1;
/* Where failure details go: stdout, or stderr while stdout carries JSON. */
static FILE *t_detail;

/* ---- checks ---------------------------------------------------------------- */

void t_fail_at(const char *file, int line, const char *what)
{
    t_checks++;
    t_failed++;
    if (t_failed <= 20) {
        fprintf(t_detail, "    FAIL %s:%d: %s\n", file, line, what);
    } else if (t_failed == 21) {
        fprintf(t_detail, "    (further failures not shown)\n");
    }
}

void t_note(const char *fmt, ...)
{
    va_list ap;
    if (!t_verbose) {
        return;
    }
    fputs("    ", t_detail);
    va_start(ap, fmt);
    vfprintf(t_detail, fmt, ap); /* NOLINT(clang-analyzer-valist.Uninitialized): va_start above */
    va_end(ap);
    fputc('\n', t_detail);
}

static void print_hex_excerpt(const char *label, const uint8_t *p, size_t n, size_t at)
{
    size_t from = at > 8 ? at - 8 : 0, to = at + 24 < n ? at + 24 : n, i;
    fprintf(t_detail, "      %s[%lu..%lu): ", label, (unsigned long)from, (unsigned long)to);
    for (i = from; i < to; i++) {
        fprintf(t_detail, "%02X", p[i]);
    }
    fputc('\n', t_detail);
}

int t_eq_bytes_at(const char *file, int line, const char *what, const uint8_t *got,
                  const uint8_t *want, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        if (got[i] != want[i]) {
            break;
        }
    }
    if (i == n) {
        t_checks++;
        return 1;
    }
    t_fail_at(file, line, what);
    if (t_failed <= 20) {
        fprintf(t_detail, "      first difference at byte %lu of %lu\n", (unsigned long)i,
                (unsigned long)n);
        print_hex_excerpt("got ", got, n, i);
        print_hex_excerpt("want", want, n, i);
    }
    return 0;
}

#ifndef T_HEX_MAX
#define T_HEX_MAX (1u << 16) /* longest expected value given in hex */
#endif

int t_eq_hex_at(const char *file, int line, const char *what, const uint8_t *got, size_t n,
                const char *want_hex)
{
    static uint8_t want[T_HEX_MAX];
    size_t len = t_unhex(want, sizeof want, want_hex);
    if (len != n) {
        t_fail_at(file, line, "expected hex has the wrong length or is malformed");
        return 0;
    }
    return t_eq_bytes_at(file, line, what, got, want, n);
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

size_t t_unhex(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = 0;
    while (hex[0] != '\0') {
        int hi = hexval(hex[0]), lo;
        if (hi < 0 || hex[1] == '\0' || (lo = hexval(hex[1])) < 0 || n == cap) {
            return (size_t)-1;
        }
        out[n++] = (uint8_t)(hi << 4 | lo);
        hex += 2;
    }
    return n;
}

/* ---- deterministic PRNG ------------------------------------------------------ */

static kpqc_keccak_ctx t_prng_state;

void t_prng_seed(const char *label)
{
    kpqc_shake128_init(&t_prng_state);
    kpqc_keccak_absorb(&t_prng_state, (const uint8_t *)label, strlen(label));
    kpqc_keccak_finalize(&t_prng_state);
}

void t_prng(uint8_t *out, size_t n)
{
    kpqc_keccak_squeeze(&t_prng_state, out, n);
}

uint32_t t_prng_u32(uint32_t bound)
{
    uint8_t b[4];
    t_prng(b, 4);
    return (uint32_t)(((uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                       (uint32_t)b[3] << 24) %
                      bound);
}

/* ---- the case table ---------------------------------------------------------- */

typedef enum { CASE_FIXED, CASE_KAT, CASE_KEM, CASE_SIG, CASE_CT_ALG } case_kind;

typedef struct {
    char name[32]; /* the longest case name is about 20 characters */
    case_kind kind;
    int (*fn)(void);
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    const char *summary;
    int manual; /* run only when named, never in "all" */
} run_case;

#ifndef MAX_CASES
#define MAX_CASES 256 /* boards set a smaller table (platform/CMakeLists.txt) */
#endif
static run_case cases[MAX_CASES];
static size_t ncases;
static int cases_overflowed; /* add_case found the table full */

static void add_case(const char *prefix, const char *name, case_kind kind, int (*fn)(void),
                     const kpqc_kem *kem, const kpqc_sig *sig, const char *summary, int manual)
{
    run_case *c;
    if (ncases == MAX_CASES) {
        /* never drop a case silently: the run then fails (see main) */
        fprintf(stderr, "kpqc test: more than %u cases; %s%s left out (raise MAX_CASES)\n",
                (unsigned)MAX_CASES, prefix, name);
        cases_overflowed = 1;
        return;
    }
    c = &cases[ncases++];
    if (snprintf(c->name, sizeof c->name, "%s%s", prefix, name) >= (int)sizeof c->name) {
        fprintf(stderr, "kpqc test: case name %s%s too long\n", prefix, name);
        cases_overflowed = 1;
    }
    c->kind = kind;
    c->fn = fn;
    c->kem = kem;
    c->sig = sig;
    c->summary = summary;
    c->manual = manual;
}

static void build_cases(void)
{
    size_t i;
    ncases = 0;
#define T_CASE(fn, name, summary) add_case("", name, CASE_FIXED, fn, NULL, NULL, summary, 0);
#include "cases/cases.def"
#undef T_CASE
    add_case("", "ct/primitives", CASE_FIXED, test_ct_primitives, NULL, NULL,
             "constant time of the primitives (meaningful under valgrind)", 0);
    add_case("", "ct/leaky", CASE_FIXED, test_ct_leaky, NULL, NULL,
             "a deliberately leaky function: valgrind must flag it (manual)", 1);
    for (i = 0; i < t_kem_count(); i++) {
        const kpqc_kem *k = t_kem_at(i);
        add_case("kat/", k->name, CASE_KAT, NULL, k, NULL, "known-answer file digest", 0);
        add_case("kem/", k->name, CASE_KEM, NULL, k, NULL,
                 "round trip, derand, canaries, tampering, API errors", 0);
        add_case("ct/", k->name, CASE_CT_ALG, NULL, k, NULL,
                 "constant time of every operation (meaningful under valgrind)", 0);
    }
    for (i = 0; i < t_sig_count(); i++) {
        const kpqc_sig *s = t_sig_at(i);
        add_case("kat/", s->name, CASE_KAT, NULL, NULL, s, "known-answer file digest", 0);
        add_case("sig/", s->name, CASE_SIG, NULL, NULL, s,
                 "round trip, derand, canaries, byte flips, API errors", 0);
        add_case("ct/", s->name, CASE_CT_ALG, NULL, NULL, s,
                 "constant time of every operation (meaningful under valgrind)", 0);
    }
}

/* "group/NAME" selects a per-algorithm case by the algorithm's name or any
 * alias (the build registers tests by registry id, an alias). */
static int algorithm_case_matches(const char *pattern, const run_case *c)
{
    const char *slash = strchr(pattern, '/');
    const char *cslash = strchr(c->name, '/');
    size_t glen;
    if (slash == NULL || cslash == NULL || (c->kem == NULL && c->sig == NULL)) {
        return 0;
    }
    glen = (size_t)(slash - pattern);
    if (glen != (size_t)(cslash - c->name) || strncmp(pattern, c->name, glen) != 0) {
        return 0;
    }
    return c->kem != NULL ? kpqc_name_matches(c->kem->name, c->kem->aliases, slash + 1)
                          : kpqc_name_matches(c->sig->name, c->sig->aliases, slash + 1);
}

static int run_one(const run_case *c)
{
    t_checks = 0;
    t_failed = 0;
    switch (c->kind) {
    case CASE_FIXED: return c->fn();
    case CASE_KAT: return test_kat_digest(c->kem, c->sig);
    case CASE_KEM: return test_kem_functional(c->kem);
    case CASE_SIG: return test_sig_functional(c->sig);
    case CASE_CT_ALG: return test_ct_algorithm(c->kem, c->sig);
    }
    return T_FAIL;
}

/* ASCII lower-case comparison of case names. */
static int name_matches(const char *pattern, const char *name)
{
    size_t plen = strlen(pattern);
    size_t i;
    /* "prefix/" or "prefix*" selects a group */
    int group = plen > 0 && (pattern[plen - 1] == '/' || pattern[plen - 1] == '*');
    size_t cmp = group ? plen - (pattern[plen - 1] == '*') : plen;
    if (!group && strlen(name) != plen) {
        return 0;
    }
    for (i = 0; i < cmp; i++) {
        char a = pattern[i], b = name[i];
        if (b == '\0') {
            return 0;
        }
        if (a >= 'A' && a <= 'Z') {
            a = (char)(a - 'A' + 'a');
        }
        if (b >= 'A' && b <= 'Z') {
            b = (char)(b - 'A' + 'a');
        }
        if (a != b) {
            return 0;
        }
    }
    return 1;
}

static void usage(void)
{
    fputs("usage: kpqc test [--list] [--json] [--quiet] [--except PATTERN]... [CASE|GROUP/|PREFIX* "
          "...]\n"
          "  runs every case (or the named ones, less those --except names); exit status 0\n"
          "  when none failed.\n"
          "  A case that returns 77 alone is skipped (ctest SKIP_RETURN_CODE).\n",
          stdout);
}

int kpqc_test_main(int argc, char **argv)
{
    int list = 0, json = 0, i;
    size_t k;
    int selected[MAX_CASES], excluded[MAX_CASES];
    unsigned passed = 0, failed = 0, skipped = 0, nsel = 0, npatterns = 0;

    build_cases();
    if (cases_overflowed) {
        return 1;
    }
    t_detail = stdout;
    memset(selected, 0, sizeof selected);
    memset(excluded, 0, sizeof excluded);
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--except") == 0 && i + 1 < argc) {
            /* leave out the matching cases (an unmatched pattern is fine:
               the algorithm may not be registered in this build) */
            i++;
            for (k = 0; k < ncases; k++) {
                if (name_matches(argv[i], cases[k].name) ||
                    algorithm_case_matches(argv[i], &cases[k])) {
                    excluded[k] = 1;
                }
            }
        } else if (strcmp(argv[i], "--list") == 0) {
            list = 1;
        } else if (strcmp(argv[i], "--json") == 0) {
            json = 1;
            t_detail = stderr;
        } else if (strcmp(argv[i], "--quiet") == 0) {
            t_verbose = 0;
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage();
            return 0;
        } else {
            int any = 0;
            npatterns++;
            for (k = 0; k < ncases; k++) {
                if (name_matches(argv[i], cases[k].name) ||
                    algorithm_case_matches(argv[i], &cases[k])) {
                    selected[k] = 1;
                    any = 1;
                }
            }
            if (!any) {
                size_t plen = strlen(argv[i]);
                /* an empty group is fine (no algorithm registered yet); an
                   unknown case name is a mistake */
                if (plen > 0 && (argv[i][plen - 1] == '/' || argv[i][plen - 1] == '*')) {
                    fprintf(stderr, "kpqc test: no case in group '%s'\n", argv[i]);
                } else {
                    fprintf(stderr, "kpqc test: no case matches '%s' (see --list)\n", argv[i]);
                    return 2;
                }
            }
        }
    }
    if (npatterns == 0) {
        for (k = 0; k < ncases; k++) {
            selected[k] = !cases[k].manual;
        }
    }
    for (k = 0; k < ncases; k++) {
        selected[k] &= !excluded[k];
    }
    if (list) {
        for (k = 0; k < ncases; k++) {
            printf("%-28s %s%s\n", cases[k].name, cases[k].summary,
                   cases[k].manual ? " [manual]" : "");
        }
        return 0;
    }
    if (json) {
        printf("{\"cases\": [");
    }
    for (k = 0; k < ncases; k++) {
        clock_t t0;
        double secs;
        int r;
        const char *verdict;
        if (!selected[k]) {
            continue;
        }
        if (!json) {
            printf("---- %s\n", cases[k].name);
            fflush(stdout);
        }
        t0 = clock();
        r = run_one(&cases[k]);
        secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
        if (t_failed != 0 && r != T_FAIL) {
            r = T_FAIL; /* a failed check fails the case whatever it returned */
        }
        if (r == T_PASS && t_checks == 0) {
            r = T_FAIL; /* a case that checked nothing cannot have passed */
            if (!json) {
                printf("    FAIL: the case made no checks\n");
            }
        }
        verdict = r == T_PASS ? "pass" : r == T_SKIP ? "skip" : "fail";
        if (r == T_PASS) {
            passed++;
        } else if (r == T_SKIP) {
            skipped++;
        } else {
            failed++;
        }
        if (json) {
            printf("%s\n  {\"name\": \"%s\", \"result\": \"%s\", \"checks\": %lu, "
                   "\"failed_checks\": %lu, \"seconds\": %.3f}",
                   nsel ? "," : "", cases[k].name, verdict, t_checks, t_failed, secs);
        } else {
            printf("%s %s (%lu checks, %.2f s)\n",
                   r == T_PASS   ? "PASS"
                   : r == T_SKIP ? "SKIP"
                                 : "FAIL",
                   cases[k].name, t_checks, secs);
        }
        nsel++;
        fflush(stdout);
    }
    if (json) {
        printf("\n], \"passed\": %u, \"failed\": %u, \"skipped\": %u}\n", passed, failed, skipped);
    } else {
        printf("%u passed, %u failed, %u skipped\n", passed, failed, skipped);
    }
    if (failed != 0) {
        return 1;
    }
    /* Only skips: tell ctest so (SKIP_RETURN_CODE 77). */
    return (passed == 0 && skipped != 0) ? T_SKIP : 0;
}
