/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Known-answer tests: request files byte for byte, response files by the
 * SHA-256 recorded in each scheme's metadata, with a pointer to the first
 * differing record and field when the official file is at hand. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "katgen.h"
#include "sha2.h"
#include "tests.h"

/* SHA-256 of the standard request files (shared/kat/common), identical for
 * every NIST-style scheme of a format: they depend only on the DRBG. */
#define REQ_KEM_SHA256           "36c27b6089b8910733a01fea1136469769b3ca3c35f2b375cfcc592f2112cfaa"
#define REQ_SIGN_SHA256          "81ff60e3ef698751e5572f0bb7f831f069605229c220ee1cf27a92572d6ebc7e"
#define REQ_SIGN_DETACHED_SHA256 "d0880518f50098443b49bebc8e0d0530ff1bb1f8a2b1f36c3d83bef5169e064d"

static int sha_sink_write(void *ctx, const char *text, size_t n)
{
    kpqc_sha256_update((kpqc_sha256_ctx *)ctx, (const uint8_t *)text, n);
    return 0;
}

int test_kat_req(void)
{
    static const struct {
        kpqc_kat_format format;
        const char *name;
        const char *sha256;
    } reqs[] = {
        {KPQC_KAT_KEM, "PQCkemKAT.req", REQ_KEM_SHA256},
        {KPQC_KAT_SIGN_ATTACHED, "PQCsignKAT.req", REQ_SIGN_SHA256},
        {KPQC_KAT_SIGN_DETACHED_CTX, "PQCsignKAT-detached.req", REQ_SIGN_DETACHED_SHA256},
    };
    uint8_t entropy[48], digest[32];
    size_t i;

    katgen_default_entropy(entropy);
    for (i = 0; i < sizeof reqs / sizeof reqs[0]; i++) {
        kpqc_sha256_ctx h;
        katgen_sink sink;
        katgen_result r;
        kpqc_sha256_init(&h);
        sink.write = sha_sink_write;
        sink.ctx = &h;
        r = katgen_req(reqs[i].format, entropy, 100, &sink);
        T_CHECK(r.status == KATGEN_OK);
        kpqc_sha256_final(&h, digest);
        T_EQ_HEX(reqs[i].name, digest, 32, reqs[i].sha256);
    }
    return T_RESULT();
}

/* A sink that compares the generated text with a reference file and
 * remembers where they first differ. */
typedef struct {
    FILE *f;
    unsigned long line, column;
    char prefix[48]; /* start of the current line */
    unsigned prefix_len;
    long record;    /* last "count = N" seen */
    char field[48]; /* field of the current line */
    int differs;
} cmp_sink;

static int cmp_sink_write(void *ctx, const char *text, size_t n)
{
    cmp_sink *c = (cmp_sink *)ctx;
    size_t i;
    for (i = 0; i < n; i++) {
        int e = getc(c->f);
        char ch = text[i];
        if (c->prefix_len + 1 < sizeof c->prefix && ch != '\n') {
            c->prefix[c->prefix_len++] = ch;
            c->prefix[c->prefix_len] = '\0';
        }
        if (e != (unsigned char)ch) {
            char *eq;
            (void)snprintf(c->field, sizeof c->field, "%s", c->prefix);
            eq = strstr(c->field, " =");
            if (eq != NULL) {
                *eq = '\0';
            }
            c->differs = 1;
            return 1;
        }
        if (ch == '\n') {
            if (strncmp(c->prefix, "count = ", 8) == 0) {
                c->record = strtol(c->prefix + 8, NULL, 10);
            }
            c->line++;
            c->column = 0;
            c->prefix_len = 0;
            c->prefix[0] = '\0';
        } else {
            c->column++;
        }
    }
    return 0;
}

/* Regenerate and compare with the reference file ref; describe the first
 * difference in report. Returns 1 when they differ. */
static int kat_first_difference(const kpqc_kem *kem, const kpqc_sig *sig, unsigned records,
                                FILE *ref, char *report, size_t report_len)
{
    cmp_sink c;
    katgen_sink sink;
    uint8_t entropy[48];

    memset(&c, 0, sizeof c);
    c.record = -1;
    c.f = ref;
    sink.write = cmp_sink_write;
    sink.ctx = &c;
    katgen_default_entropy(entropy);
    (void)katgen_rsp(kem, sig, entropy, records, &sink);
    if (c.differs) {
        (void)snprintf(report, report_len, "line %lu, record count = %ld, field '%s', column %lu",
                       c.line + 1, c.record, c.field, c.column);
        return 1;
    }
    if (getc(ref) != EOF) {
        (void)snprintf(report, report_len, "the generated text is a prefix of the file");
        return 1;
    }
    (void)snprintf(report, report_len, "no difference");
    return 0;
}

static void explain_mismatch(const kpqc_kem *kem, const kpqc_sig *sig, unsigned records)
{
    const kpqc_kat_info *kat =
        kem != NULL ? &kpqc_kem_testinfo(kem)->kat : &kpqc_sig_testinfo(sig)->kat;
    const char *dir = t_shared_dir();
    char path[1024], report[256];
    FILE *f;

    if (kat->file == NULL || dir == NULL) {
        t_note("(no official file to compare with: set KPQC_SHARED_DIR to locate shared/)");
        return;
    }
    (void)snprintf(path, sizeof path, "%s/kat/%s", dir, kat->file);
    f = fopen(path, "rb");
    if (f == NULL) {
        t_note("(official file %s not found; skipping the comparison)", path);
        return;
    }
    (void)kat_first_difference(kem, sig, records, f, report, sizeof report);
    t_note("first difference with %s: %s", path, report);
    fclose(f);
}

/* A file sink that corrupts one chosen byte on the way, to build a
 * reference file with a known first difference. */
typedef struct {
    FILE *f;
    unsigned long pos, corrupt_at;
} corrupting_sink;

static int corrupting_write(void *ctx, const char *text, size_t n)
{
    corrupting_sink *c = (corrupting_sink *)ctx;
    size_t i;
    for (i = 0; i < n; i++, c->pos++) {
        char ch = text[i];
        if (c->pos == c->corrupt_at) {
            ch = ch == '0' ? '1' : '0';
        }
        if (putc(ch, c->f) == EOF) {
            return 1;
        }
    }
    return 0;
}

/* The mismatch report names the right record and field. */
int test_kat_diff(void)
{
    const kpqc_kem *kem = t_kem_find("test-kem");
    uint8_t entropy[48];
    char report[256];
    corrupting_sink cs;
    katgen_sink sink;
    FILE *f;

    if (kem == NULL) {
        t_note("needs the placeholder schemes (kpqc-test)");
        return T_SKIP;
    }
    f = tmpfile();
    if (f == NULL) {
        t_note("no temporary file available");
        return T_SKIP;
    }
    /* Record 2 starts after the header (13 bytes) and two records; corrupt
       the 7th hex digit of its ct. Find the offset by generating once. */
    katgen_default_entropy(entropy);
    cs.f = f;
    cs.pos = 0;
    cs.corrupt_at = (unsigned long)-1;
    sink.write = corrupting_write;
    sink.ctx = &cs;
    T_CHECK(katgen_rsp(kem, NULL, entropy, 4, &sink).status == KATGEN_OK);
    {
        /* offset of "ct = " in record 2: header, then per record count/seed/
           pk/sk/ct/ss lines and a blank line, all of fixed length here */
        unsigned long header = 2 + strlen(kpqc_kem_testinfo(kem)->kat.header) + 2;
        unsigned long rec = 10 + (7 + 96 + 1) + (5 + 2 * kem->pk_bytes + 1) +
                            (5 + 2 * kem->sk_bytes + 1) + (5 + 2 * kem->ct_bytes + 1) +
                            (5 + 2 * kem->ss_bytes + 1) + 1;
        unsigned long ct_line =
            10 + (7 + 96 + 1) + (5 + 2 * kem->pk_bytes + 1) + (5 + 2 * kem->sk_bytes + 1);
        T_CHECK(cs.pos == header + 4 * rec);
        cs.corrupt_at = header + 2 * rec + ct_line + 5 + 6;
    }
    rewind(f);
    cs.pos = 0;
    T_CHECK(katgen_rsp(kem, NULL, entropy, 4, &sink).status == KATGEN_OK);
    rewind(f);
    T_CHECK(kat_first_difference(kem, NULL, 4, f, report, sizeof report) == 1);
    t_note("corrupted file: %s", report);
    T_CHECK(strstr(report, "record count = 2, field 'ct', column 11") != NULL);
    /* a file with more records than generated */
    rewind(f);
    T_CHECK(kat_first_difference(kem, NULL, 1, f, report, sizeof report) == 1);
    T_CHECK(strstr(report, "prefix") != NULL);
    fclose(f);
    return T_RESULT();
}

/* Generate `records` records from the entropy; the SHA-256 of the text goes
 * to digest. Reports (and counts as a failure) a generator error. */
static void generate_digest(const kpqc_kem *kem, const kpqc_sig *sig, const uint8_t entropy[48],
                            unsigned records, uint8_t digest[32])
{
    kpqc_sha256_ctx h;
    katgen_sink sink;
    katgen_result r;
    kpqc_sha256_init(&h);
    sink.write = sha_sink_write;
    sink.ctx = &h;
    r = katgen_rsp(kem, sig, entropy, records, &sink);
    T_CHECK(r.status == KATGEN_OK);
    if (r.status != KATGEN_OK) {
        t_note("record %u: %s failed (status %d)", r.record, r.what ? r.what : "?",
               r.scheme_status);
    }
    kpqc_sha256_final(&h, digest);
}

int test_kat_digest(const kpqc_kem *kem, const kpqc_sig *sig)
{
    const kpqc_kat_info *kat =
        kem != NULL ? &kpqc_kem_testinfo(kem)->kat : &kpqc_sig_testinfo(sig)->kat;
    const char *quick_env = getenv("KPQC_KAT_QUICK");
    int quick = quick_env != NULL && quick_env[0] == '1' && kat->quick_sha256 != NULL;
    uint8_t entropy[48], digest[32];

    /* Whatever the digest, the generator must produce records that round
       trip, also from entropy other than NIST's: three, or as many as the
       official file has when it has fewer (MQ-Sign's single record, whose
       key generation is slow). */
    t_prng_seed("kat other entropy");
    t_prng(entropy, sizeof entropy);
    generate_digest(kem, sig, entropy, kat->records < 3 && kat->records > 0 ? kat->records : 3,
                    digest);

    if (kat->sha256 == NULL && kat->quick_sha256 == NULL) {
        t_note("no official digest recorded for this scheme");
        return t_failed ? T_FAIL : T_SKIP;
    }
    katgen_default_entropy(entropy);
    /* The first-N digest is checked wherever it exists (it is cheap), and
       alone in quick mode (slow sets on emulated targets). */
    if (kat->quick_sha256 != NULL) {
        generate_digest(kem, sig, entropy, kat->quick_records, digest);
        if (!T_EQ_HEX("SHA-256 of the first records of the .rsp", digest, 32, kat->quick_sha256)) {
            explain_mismatch(kem, sig, kat->quick_records);
        }
    }
    if (quick || kat->sha256 == NULL) {
        t_note(quick ? "quick mode: first %u records only"
                     : "only the first %u records have an official digest",
               kat->quick_records);
        return T_RESULT();
    }
    generate_digest(kem, sig, entropy, kat->records, digest);
    if (!T_EQ_HEX("SHA-256 of the regenerated .rsp", digest, 32, kat->sha256)) {
        explain_mismatch(kem, sig, kat->records);
    }
    return T_RESULT();
}
