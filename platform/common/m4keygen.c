/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-m4keygen: the key file of a set with keys in flash (m4keys.h).
 *
 *   kpqc-m4keygen ID FILE
 *   kpqc-m4keygen --list      one line per set: "#set ID NAME PK_BYTES SK_BYTES all|sign-only"
 *
 * It stands for "keys prepared on a host and flashed": it is linked with
 * 4 MB of RAM (QEMU's AN386 SRAM; mps2.ld, __ram_size), never for the
 * board. It generates the first record of the set's known-answer file with
 * the library's KAT generator (tools/kat/katgen.c, the NIST entropy), checks
 * the SHA-256 of that record's text against the digest in the set's
 * metadata (the official file for a one-record file, its first-record
 * digest otherwise), and writes the record's keys, ciphertext and shared
 * secret (KEM) or message, coins and signature (signature) as FILE through
 * semihosting. So the keys in flash are byte for byte the official
 * record's, as every host target checks them. Exit status 0, or 1 with a
 * "#error" line. */
#include <stdio.h>
#include <string.h>

#include "katgen.h"
#include "m4keys.h"
#include "platform.h"
#include "sha2.h"
#include "testinfo.h"

#define MAX_FILE (640u * 1024u)
#define MAX_SM   4096u

static uint8_t file[MAX_FILE];
static uint8_t sm[MAX_SM];

/* ---- the sink: hash the text, decode the fields the file needs ---------- */
typedef struct {
    const char *name;
    uint8_t *dst;
    size_t cap;
    size_t len;
} capture;

static capture fields[8];
static size_t n_fields;

static struct {
    kpqc_sha256_ctx hash;
    char name[32];
    size_t name_len;
    capture *into; /* the field being decoded, or NULL */
    int in_value;  /* after " = " on this line */
    int high;      /* a first hex digit is pending */
    unsigned pending;
    int overflow;
} sink_state;

static int hex_value(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    return -1;
}

static void start_value(void)
{
    size_t i;
    sink_state.into = NULL;
    for (i = 0; i < n_fields; i++) {
        if (strlen(fields[i].name) == sink_state.name_len &&
            memcmp(fields[i].name, sink_state.name, sink_state.name_len) == 0) {
            sink_state.into = &fields[i];
            sink_state.into->len = 0;
        }
    }
    sink_state.in_value = 1;
    sink_state.high = 0;
}

static void take(char c)
{
    int v;
    if (c == '\n') {
        sink_state.name_len = 0;
        sink_state.in_value = 0;
        sink_state.into = NULL;
        return;
    }
    if (!sink_state.in_value) {
        if (c == '=') {
            while (sink_state.name_len > 0 && sink_state.name[sink_state.name_len - 1] == ' ') {
                sink_state.name_len--;
            }
            start_value();
        } else if (sink_state.name_len < sizeof sink_state.name) {
            sink_state.name[sink_state.name_len++] = c;
        }
        return;
    }
    v = hex_value(c);
    if (sink_state.into == NULL || v < 0) {
        return;
    }
    if (!sink_state.high) {
        sink_state.pending = (unsigned)v;
        sink_state.high = 1;
        return;
    }
    sink_state.high = 0;
    if (sink_state.into->len >= sink_state.into->cap) {
        sink_state.overflow = 1;
        return;
    }
    sink_state.into->dst[sink_state.into->len++] = (uint8_t)(sink_state.pending << 4 | (unsigned)v);
}

static int sink_write(void *ctx, const char *text, size_t n)
{
    size_t i;
    (void)ctx;
    kpqc_sha256_update(&sink_state.hash, (const uint8_t *)text, n);
    for (i = 0; i < n; i++) {
        take(text[i]);
    }
    return 0;
}

static void add_field(const char *name, uint8_t *dst, size_t cap)
{
    fields[n_fields].name = name;
    fields[n_fields].dst = dst;
    fields[n_fields].cap = cap;
    fields[n_fields].len = 0;
    n_fields++;
}

static const capture *field(const char *name)
{
    size_t i;
    for (i = 0; i < n_fields; i++) {
        if (strcmp(fields[i].name, name) == 0) {
            return &fields[i];
        }
    }
    return NULL;
}

/* ---- semihosting file output ---------------------------------------------- */
#define SYS_OPEN  0x01
#define SYS_CLOSE 0x02
#define SYS_WRITE 0x05
#define MODE_WB   5 /* "wb" */

static int semihost(int op, void *arg)
{
    register int r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

static int write_file(const char *path, const uint8_t *data, size_t len)
{
    uint32_t open_args[3], io[3];
    int fd, left;
    open_args[0] = (uint32_t)(uintptr_t)path;
    open_args[1] = MODE_WB;
    open_args[2] = (uint32_t)strlen(path);
    fd = semihost(SYS_OPEN, open_args);
    if (fd < 0) {
        return -1;
    }
    io[0] = (uint32_t)fd;
    io[1] = (uint32_t)(uintptr_t)data;
    io[2] = (uint32_t)len;
    left = semihost(SYS_WRITE, io); /* bytes not written */
    io[1] = 0;
    io[2] = 0;
    return semihost(SYS_CLOSE, io) == 0 && left == 0 ? 0 : -1;
}

static int to_hex_equal(const uint8_t digest[32], const char *hex)
{
    static const char digits[] = "0123456789abcdef";
    size_t i;
    if (hex == NULL || strlen(hex) != 64) {
        return 0;
    }
    for (i = 0; i < 32; i++) {
        if (hex[2 * i] != digits[digest[i] >> 4] || hex[2 * i + 1] != digits[digest[i] & 15]) {
            return 0;
        }
    }
    return 1;
}

static int fail(const char *id, const char *what)
{
    printf("#error m4keygen %s: %s\n", id, what);
    fflush(stdout);
    return 1;
}

int main(int argc, char **argv)
{
    const m4keys_set *set;
    const kpqc_kat_info *kat;
    katgen_sink sink = {sink_write, NULL};
    katgen_result r;
    uint8_t entropy[48], digest[32];
    uint32_t off[M4KEYS_FIELDS], len[M4KEYS_FIELDS];
    const char *expected;
    size_t size;
    if (argc == 2 && strcmp(argv[1], "--list") == 0) {
        size_t i;
        for (i = 0; i < m4keys_set_count; i++) {
            const m4keys_set *s = &m4keys_sets[i];
            printf("#set %s %s %lu %lu %s\n", s->id, s->kem != NULL ? s->kem->name : s->sig->name,
                   (unsigned long)(s->kem != NULL ? s->kem->pk_bytes : s->sig->pk_bytes),
                   (unsigned long)(s->kem != NULL ? s->kem->sk_bytes : s->sig->sk_bytes),
                   s->sign_only ? "sign-only" : "all");
        }
        fflush(stdout);
        return 0;
    }
    if (argc != 3) {
        printf("#error usage: kpqc-m4keygen ID FILE | --list\n");
        return 2;
    }
    set = m4keys_find(argv[1]);
    if (set == NULL) {
        return fail(argv[1], "not a set with keys in flash (platform/common/m4keys.c)");
    }
    kat = set->kem != NULL ? &kpqc_kem_testinfo(set->kem)->kat : &kpqc_sig_testinfo(set->sig)->kat;
    /* the digest of the first record's text: the official file when it has
       one record, else its first-record digest */
    expected = kat->records == 1 ? kat->sha256 : kat->quick_records == 1 ? kat->quick_sha256 : NULL;
    if (expected == NULL) {
        return fail(set->id, "the metadata has no digest of the first KAT record");
    }
    /* the layout, with the message length filled in after generation */
    (void)m4keys_layout(set, 0, off, len);
    if (!set->sign_only) {
        add_field("pk", file + off[M4KEYS_PK], len[M4KEYS_PK]);
    }
    add_field("sk", file + off[M4KEYS_SK], len[M4KEYS_SK]);
    if (set->kem != NULL) {
        add_field("ct", file + off[M4KEYS_CT], len[M4KEYS_CT]);
        add_field("ss", file + off[M4KEYS_SS], len[M4KEYS_SS]);
    } else {
        add_field("sm", sm, sizeof sm);
        add_field("salt_source", file + off[M4KEYS_COINS], len[M4KEYS_COINS]);
    }
    kpqc_sha256_init(&sink_state.hash);
    katgen_default_entropy(entropy);
    r = katgen_rsp(set->kem, set->sig, entropy, 1, &sink);
    kpqc_sha256_final(&sink_state.hash, digest);
    if (r.status != KATGEN_OK || sink_state.overflow) {
        return fail(set->id, "generating the first KAT record failed");
    }
    if (!to_hex_equal(digest, expected)) {
        return fail(set->id, "the first KAT record's SHA-256 differs from the metadata's");
    }
    if ((!set->sign_only && field("pk")->len != len[M4KEYS_PK]) ||
        field("sk")->len != len[M4KEYS_SK]) {
        return fail(set->id, "the record's keys have the wrong sizes");
    }
    if (set->kem != NULL) {
        if (field("ct")->len != len[M4KEYS_CT] || field("ss")->len != len[M4KEYS_SS]) {
            return fail(set->id, "the record's ciphertext or key has the wrong size");
        }
        size = m4keys_layout(set, 0, off, len);
    } else {
        /* sm = msg || sig (KPQC_KAT_SIGN_MQSIGN); the message is the text's
           msg field, the signature the fixed-length tail of sm. The fields
           before the message keep their offsets (the message comes after
           pk, sk, ct, ss). */
        const capture *c = field("sm");
        const size_t siglen = set->sig->sig_bytes;
        size_t mlen;
        if (c->len < siglen || field("salt_source")->len != len[M4KEYS_COINS]) {
            return fail(set->id, "the record's signed message or salt source is malformed");
        }
        mlen = c->len - siglen;
        size = m4keys_layout(set, mlen, off, len);
        if (size > sizeof file) {
            return fail(set->id, "the key file exceeds the generator's buffer");
        }
        /* the coins were decoded at the offset of a zero-length message */
        {
            uint32_t off0[M4KEYS_FIELDS], len0[M4KEYS_FIELDS];
            (void)m4keys_layout(set, 0, off0, len0);
            memmove(file + off[M4KEYS_COINS], file + off0[M4KEYS_COINS], len[M4KEYS_COINS]);
        }
        memcpy(file + off[M4KEYS_MSG], sm, mlen);
        memcpy(file + off[M4KEYS_SIG], sm + mlen, siglen);
    }
    m4keys_header(file, set, off, len);
    if (write_file(argv[2], file, size) != 0) {
        return fail(set->id, "writing the key file through semihosting failed");
    }
    printf("#keys %s: %lu bytes, first KAT record (SHA-256 as the metadata's), to %s\n", set->id,
           (unsigned long)size, argv[2]);
    fflush(stdout);
    return 0;
}
