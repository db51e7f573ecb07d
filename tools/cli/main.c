/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc: the command-line front end.
 *   kpqc list              algorithms with sizes and revisions
 *   kpqc kat NAME          NIST-format .req/.rsp known-answer files
 *   kpqc test              the built-in test suite
 *   kpqc bench             the benchmark suite (tools/bench, docs/benchmarking.md)
 *   kpqc keygen|encaps|decaps|sign|verify   the algorithms on files (keytools.c)
 *   kpqc help [COMMAND]    usage and exit codes (help.c, docs/cli.md) */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* isatty, fileno */
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define HAVE_ISATTY 1
#endif

#include "bench.h"
#include "buildinfo.h"
#include "cli.h"
#include "katgen.h"
#include "kpqc.h"
#include "testinfo.h"
#include "sha2.h"
#include "tests.h"

static int is_terminal(FILE *f)
{
#if defined(HAVE_ISATTY)
    return isatty(fileno(f));
#else
    (void)f;
    return 0;
#endif
}

static void usage(FILE *out)
{
    cli_usage(out);
}

static const char *kat_format_name(kpqc_kat_format f)
{
    switch (f) {
    case KPQC_KAT_KEM: return "kem";
    case KPQC_KAT_SIGN_ATTACHED: return "sign-attached";
    case KPQC_KAT_SIGN_DETACHED_CTX: return "sign-detached-ctx";
    case KPQC_KAT_SIGN_MQSIGN: return "sign-mqsign";
    case KPQC_KAT_KEM_LIBC_RAND: return "kem-libc-rand";
    case KPQC_KAT_SIGN_ATTACHED_SIG_FIRST: return "sign-attached-sig-first";
    case KPQC_KAT_SIGN_ATTACHED_SEEDED: return "sign-attached-seeded";
    case KPQC_KAT_SIGN_PEREGRINE: return "sign-peregrine";
    }
    return "?";
}

/* A JSON string: names and revisions we wrote, and paths the user gave
 * (which may hold any byte but NUL): quotes, backslashes and control
 * characters are escaped. */
static void json_string(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') {
            putchar('\\');
            putchar(c);
        } else if (c < 0x20) {
            printf("\\u%04x", c);
        } else {
            putchar(c);
        }
    }
    putchar('"');
}

/* The fields every algorithm has, opening its JSON object. */
static void json_open_algorithm(int first, const char *name, const char *family,
                                const char *revision, unsigned level)
{
    printf("%s\n  {\"name\": ", first ? "" : ",");
    json_string(name);
    printf(", \"family\": ");
    json_string(family);
    printf(", \"revision\": ");
    json_string(revision);
    printf(", \"nist_level\": %u", level);
}

/* Lists the library's registry only: the test placeholders of kpqc-test
 * are never listed. */
static int cmd_list(int argc, char **argv)
{
    int json = argc == 1 && strcmp(argv[0], "--json") == 0;
    size_t i;
    if (argc > 1 || (argc == 1 && !json)) {
        fprintf(stderr, "kpqc list: unknown argument '%s'\n", argv[json ? 1 : 0]);
        usage(stderr);
        return 2;
    }
    if (json) {
        printf("{\"kem\": [");
        for (i = 0; i < kpqc_kem_count(); i++) {
            const kpqc_kem *k = kpqc_kem_at(i);
            json_open_algorithm(i == 0, k->name, k->family, k->revision, k->nist_level);
            printf(", \"pk\": %lu, \"sk\": %lu, \"ct\": %lu, \"ss\": %lu, \"rejection\": \"%s\", "
                   "\"backend\": \"%s\"}",
                   (unsigned long)k->pk_bytes, (unsigned long)k->sk_bytes,
                   (unsigned long)k->ct_bytes, (unsigned long)k->ss_bytes,
                   k->rejection == KPQC_REJECT_IMPLICIT ? "implicit" : "explicit",
                   kpqc_kem_backend(k));
        }
        printf("], \"sig\": [");
        for (i = 0; i < kpqc_sig_count(); i++) {
            const kpqc_sig *s = kpqc_sig_at(i);
            json_open_algorithm(i == 0, s->name, s->family, s->revision, s->nist_level);
            printf(", \"pk\": %lu, \"sk\": %lu, \"sig\": %lu, \"fixed_length\": %s, "
                   "\"context\": %s, \"backend\": \"%s\"}",
                   (unsigned long)s->pk_bytes, (unsigned long)s->sk_bytes,
                   (unsigned long)s->sig_bytes, s->sig_fixed_length ? "true" : "false",
                   s->has_context ? "true" : "false", kpqc_sig_backend(s));
        }
        printf("]}\n");
        return 0;
    }
    /* backend: what the set runs on this CPU now (portable, or a native
       backend such as avx2; KPQC_FORCE_PORTABLE=1 gives portable) */
    printf("%-14s %-8s %5s %6s %6s %6s %4s  %-8s %s\n", "KEM", "family", "level", "pk", "sk", "ct",
           "ss", "backend", "revision");
    for (i = 0; i < kpqc_kem_count(); i++) {
        const kpqc_kem *k = kpqc_kem_at(i);
        printf("%-14s %-8s %5u %6lu %6lu %6lu %4lu  %-8s %s\n", k->name, k->family, k->nist_level,
               (unsigned long)k->pk_bytes, (unsigned long)k->sk_bytes, (unsigned long)k->ct_bytes,
               (unsigned long)k->ss_bytes, kpqc_kem_backend(k), k->revision);
    }
    if (kpqc_kem_count() == 0) {
        printf("(none registered yet)\n");
    }
    printf("\n%-14s %-8s %5s %6s %6s %6s       %-8s %s\n", "signature", "family", "level", "pk",
           "sk", "sig", "backend", "revision");
    for (i = 0; i < kpqc_sig_count(); i++) {
        const kpqc_sig *s = kpqc_sig_at(i);
        printf("%-14s %-8s %5u %6lu %6lu %6lu       %-8s %s\n", s->name, s->family, s->nist_level,
               (unsigned long)s->pk_bytes, (unsigned long)s->sk_bytes, (unsigned long)s->sig_bytes,
               kpqc_sig_backend(s), s->revision);
    }
    if (kpqc_sig_count() == 0) {
        printf("(none registered yet)\n");
    }
    return 0;
}

/* A sink writing to a file while hashing what it writes, with a progress
 * line on a terminal. */
typedef struct {
    FILE *f;
    kpqc_sha256_ctx h;
    int progress;
    unsigned count;
    unsigned records;
} file_sink;

static int file_sink_write(void *ctx, const char *text, size_t n)
{
    file_sink *s = (file_sink *)ctx;
    kpqc_sha256_update(&s->h, (const uint8_t *)text, n);
    if (s->progress && n > 8 && strncmp(text, "count = ", 8) == 0) {
        fprintf(stderr, "\r  record %u/%u", ++s->count, s->records);
    }
    return fwrite(text, 1, n, s->f) == n ? 0 : 1;
}

#define PATH_BYTES 4096
/* Longest suffix of a temporary name: ".tmp" and two digits. */
#define TMP_SUFFIX_BYTES 6

/* Opens a new file next to `path`, named path.tmp00 to path.tmp99 (the
 * first that does not exist: "x" never opens or follows an existing
 * file), and puts its name into tmp[PATH_BYTES]. */
static FILE *open_temporary(const char *path, char tmp[PATH_BYTES])
{
    unsigned k;
    for (k = 0; k < 100; k++) {
        FILE *f;
        int n = snprintf(tmp, PATH_BYTES, "%s.tmp%02u", path, k);
        if (n < 0 || n >= PATH_BYTES) {
            break;
        }
        f = fopen(tmp, "wbx");
        if (f != NULL) {
            return f;
        }
        if (errno != EEXIST) {
            break;
        }
    }
    tmp[0] = '\0';
    return NULL;
}

/* Writes the .req (req = 1) or .rsp file into a new temporary file next
 * to `path`, whose name goes to tmp; the caller renames it once both files
 * are complete. On failure nothing is left behind. */
static int write_kat_file(const char *path, char tmp[PATH_BYTES], const kpqc_kem *kem,
                          const kpqc_sig *sig, kpqc_kat_format format, int req,
                          const uint8_t entropy[48], unsigned count, char digest_hex[65])
{
    file_sink s;
    katgen_sink sink;
    katgen_result r;
    uint8_t digest[32];
    unsigned i;

    s.f = open_temporary(path, tmp);
    if (s.f == NULL) {
        fprintf(stderr, "kpqc kat: cannot create a temporary file next to %s: %s\n", path,
                strerror(errno));
        return CLI_EXIT_IO;
    }
    kpqc_sha256_init(&s.h);
    s.progress = !req && is_terminal(stderr);
    s.count = 0;
    s.records = count;
    sink.write = file_sink_write;
    sink.ctx = &s;
    r = req ? katgen_req(format, entropy, count, &sink)
            : katgen_rsp(kem, sig, entropy, count, &sink);
    if (s.progress) {
        fputs("\r                         \r", stderr);
    }
    if (fclose(s.f) != 0 && r.status == KATGEN_OK) {
        r.status = KATGEN_SINK_STOPPED;
    }
    kpqc_sha256_final(&s.h, digest);
    for (i = 0; i < 32; i++) {
        (void)snprintf(digest_hex + 2 * i, 3, "%02x", digest[i]);
    }
    if (r.status != KATGEN_OK) {
        remove(tmp);
        fprintf(stderr, "kpqc kat: %s: stopped at record %u (%s%s%s, status %d)\n", path, r.record,
                r.status == KATGEN_SINK_STOPPED       ? "write error"
                : r.status == KATGEN_TOO_LARGE        ? "too large"
                : r.status == KATGEN_ROUNDTRIP_FAILED ? "round trip failed"
                                                      : "scheme error",
                r.what ? ": " : "", r.what ? r.what : "", r.scheme_status);
        return r.status == KATGEN_SINK_STOPPED ? CLI_EXIT_IO : CLI_EXIT_FAIL;
    }
    return 0;
}

/* The value of a hexadecimal digit, or -1 (no locale, no whitespace: strtoul
 * would skip leading blanks and accept signs). */
static int hex_digit(char c)
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

/* Exactly 96 hexadecimal digits, nothing else. */
static int parse_hex48(uint8_t out[48], const char *hex)
{
    size_t i;
    if (strlen(hex) != 96) {
        return -1;
    }
    for (i = 0; i < 48; i++) {
        int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            return -1;
        }
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

/* A decimal count of 1..max written with digits only; 0 when it is not. */
static unsigned long parse_count(const char *text, unsigned long max)
{
    unsigned long v = 0;
    if (*text == '\0') {
        return 0;
    }
    for (; *text; text++) {
        if (*text < '0' || *text > '9') {
            return 0;
        }
        v = v * 10 + (unsigned long)(*text - '0');
        if (v > max) {
            return 0;
        }
    }
    return v;
}

static int cmd_kat(int argc, char **argv)
{
    const char *name = NULL, *out = ".";
    uint8_t entropy[48];
    unsigned long count = 100;
    int json = 0, i, rc;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    kpqc_kat_format format;
    char path_req[PATH_BYTES], path_rsp[PATH_BYTES], tmp_req[PATH_BYTES], tmp_rsp[PATH_BYTES];
    char sha_req[65], sha_rsp[65];
    int n_req, n_rsp;
    const char *base;
    size_t sk_bytes;

    katgen_default_entropy(entropy);
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--entropy") == 0 && i + 1 < argc) {
            if (parse_hex48(entropy, argv[++i]) != 0) {
                fprintf(stderr, "kpqc kat: --entropy takes exactly 48 bytes as 96 hex digits\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
            count = parse_count(argv[++i], 100);
            if (count == 0) {
                fprintf(stderr, "kpqc kat: --count takes 1..100\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (argv[i][0] != '-' && name == NULL) {
            name = argv[i];
        } else {
            if (argv[i][0] != '-') {
                fprintf(stderr, "kpqc kat: one algorithm at a time ('%s' and '%s')\n", name,
                        argv[i]);
            } else if (strcmp(argv[i], "--entropy") == 0 || strcmp(argv[i], "--count") == 0 ||
                       strcmp(argv[i], "--out") == 0) {
                fprintf(stderr, "kpqc kat: %s needs a value\n", argv[i]);
            } else {
                fprintf(stderr, "kpqc kat: unknown option '%s'\n", argv[i]);
            }
            usage(stderr);
            return 2;
        }
    }
    if (name == NULL) {
        fprintf(stderr, "kpqc kat: which algorithm? (see kpqc list)\n");
        usage(stderr);
        return 2;
    }
    if (out[0] == '\0') {
        /* "" would put the files at the root, "/PQCkemKAT_..." */
        fprintf(stderr, "kpqc kat: --out needs a directory name (\".\" for this one)\n");
        return 2;
    }
    kem = t_kem_find(name);
    sig = kem == NULL ? t_sig_find(name) : NULL;
    if (kem == NULL && sig == NULL) {
        fprintf(stderr, "kpqc kat: no algorithm named '%s' (see kpqc list)\n", name);
        return 2;
    }
    format = kem != NULL ? kpqc_kem_testinfo(kem)->kat.format : kpqc_sig_testinfo(sig)->kat.format;
    sk_bytes = kem != NULL ? kem->sk_bytes : sig->sk_bytes;
    base = kem != NULL ? "PQCkemKAT" : "PQCsignKAT";
    /* NIST's file names: PQCkemKAT_<secret key bytes>.req/.rsp. A name
       that does not fit (with room for the temporary suffix) is refused:
       cut short, the two names could meet. */
    n_req =
        snprintf(path_req, sizeof path_req, "%s/%s_%lu.req", out, base, (unsigned long)sk_bytes);
    n_rsp =
        snprintf(path_rsp, sizeof path_rsp, "%s/%s_%lu.rsp", out, base, (unsigned long)sk_bytes);
    if (n_req < 0 || n_rsp < 0 || (size_t)n_req + TMP_SUFFIX_BYTES >= sizeof path_req ||
        (size_t)n_rsp + TMP_SUFFIX_BYTES >= sizeof path_rsp) {
        fprintf(stderr, "kpqc kat: --out directory name too long (%lu bytes)\n",
                (unsigned long)strlen(out));
        return 2;
    }
    /* Both files go to temporary names first and are renamed only when both
       are complete: a failure leaves neither a partial file nor a stale
       pair. */
    rc = write_kat_file(path_req, tmp_req, kem, sig, format, 1, entropy, (unsigned)count, sha_req);
    if (rc == 0) {
        rc = write_kat_file(path_rsp, tmp_rsp, kem, sig, format, 0, entropy, (unsigned)count,
                            sha_rsp);
        if (rc != 0) {
            remove(tmp_req);
        }
    }
    if (rc == 0 && rename(tmp_req, path_req) != 0) {
        fprintf(stderr, "kpqc kat: cannot write %s: %s\n", path_req, strerror(errno));
        remove(tmp_req);
        remove(tmp_rsp);
        rc = CLI_EXIT_IO;
    } else if (rc == 0 && rename(tmp_rsp, path_rsp) != 0) {
        fprintf(stderr, "kpqc kat: cannot write %s: %s\n", path_rsp, strerror(errno));
        remove(tmp_rsp);
        remove(path_req); /* ours, renamed a moment ago: no half pair */
        rc = CLI_EXIT_IO;
    }
    if (rc != 0) {
        return rc;
    }
    if (json) {
        printf("{\"algorithm\": ");
        json_string(kem != NULL ? kem->name : sig->name);
        printf(", \"format\": \"%s\", \"records\": %lu, \"req\": ", kat_format_name(format), count);
        json_string(path_req);
        printf(", \"req_sha256\": \"%s\", \"rsp\": ", sha_req);
        json_string(path_rsp);
        printf(", \"rsp_sha256\": \"%s\"}\n", sha_rsp);
    } else {
        const kpqc_kat_info *kat =
            kem != NULL ? &kpqc_kem_testinfo(kem)->kat : &kpqc_sig_testinfo(sig)->kat;
        uint8_t nist[48];
        katgen_default_entropy(nist);
        printf("%s  %s\n%s  %s\n", sha_req, path_req, sha_rsp, path_rsp);
        if (kat->sha256 != NULL && count == kat->records && memcmp(entropy, nist, 48) == 0) {
            printf("official .rsp digest %s: %s\n", kat->sha256,
                   strcmp(kat->sha256, sha_rsp) == 0 ? "match" : "MISMATCH");
            if (strcmp(kat->sha256, sha_rsp) != 0) {
                return CLI_EXIT_FAIL;
            }
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return CLI_EXIT_USAGE;
    }
    if (strcmp(argv[1], "help") == 0 || strcmp(argv[1], "--help") == 0 ||
        strcmp(argv[1], "-h") == 0) {
        return cli_help_main(argc - 2, argv + 2);
    }
    /* COMMAND --help (anywhere among its arguments): that command's usage */
    if (cli_wants_help(argc - 2, argv + 2) && cli_command_usage(argv[1], stdout) == 0) {
        return CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "list") == 0) {
        return cmd_list(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "kat") == 0) {
        return cmd_kat(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "test") == 0) {
        return kpqc_test_main(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "bench") == 0) {
        return bench_main(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "keygen") == 0) {
        return cli_keygen(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "encaps") == 0) {
        return cli_encaps(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "decaps") == 0) {
        return cli_decaps(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "sign") == 0) {
        return cli_sign(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "verify") == 0) {
        return cli_verify(argc - 2, argv + 2);
    }
    if (strcmp(argv[1], "version") == 0 || strcmp(argv[1], "--version") == 0) {
        if (argc > 2) {
            fprintf(stderr, "kpqc %s: unknown argument '%s'\n", argv[1], argv[2]);
            usage(stderr);
            return 2;
        }
        /* the library's own answers, not this file's compile flags */
        printf("kpqc %s\n", kpqc_version());
        if (kpqc_build_ct_testing()) {
            printf("constant-time test build (KPQC_CT_TESTING): valgrind client requests "
                   "in the library, never for production\n");
        }
        return 0;
    }
    fprintf(stderr, "kpqc: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return CLI_EXIT_USAGE;
}
