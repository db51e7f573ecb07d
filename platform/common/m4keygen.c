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
 * "#error" line.
 *
 * The signing coins: MQ-Sign round 2's record prints them (salt_source);
 * round 1 signs without coins; Peregrine's generator draws them from the
 * record DRBG after key generation and never prints them, so this image
 * replays that DRBG from the record's seed (the keypair draw, then the
 * signing draws, as tools/kat/katgen.c does) and checks that sign_derand
 * with them gives the record's signature before it writes the file. */
#include <stdio.h>
#include <string.h>

#include "drbg.h"
#include "katgen.h"
#include "m4keys.h"
#include "platform.h"
#include "sha2.h"
#include "testinfo.h"

#define MAX_FILE (640u * 1024u)
#define MAX_SM   4096u

static uint8_t file[MAX_FILE];
static uint8_t sm[MAX_SM];
static uint8_t msg[MAX_SM], seed[48], sig[MAX_SM];

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

static const char *fail_why = "";

/* The record's message, coins and detached signature into the file, whose
 * layout (off, len) is then final; 0, or -1 with fail_why set. */
static int sig_file(const m4keys_set *set, uint32_t off[M4KEYS_FIELDS], uint32_t len[M4KEYS_FIELDS],
                    size_t *size)
{
    const kpqc_sig *s = set->sig;
    const kpqc_sig_test_info *ti = kpqc_sig_testinfo(s);
    const capture *c = field("sm"), *m = field("msg");
    const size_t mlen = m->len;
    uint32_t off0[M4KEYS_FIELDS], len0[M4KEYS_FIELDS];
    uint8_t *coins;
    size_t siglen, n = 0;
    /* where the decoder put salt_source: the offset of a zero-length message */
    (void)m4keys_layout(set, 0, off0, len0);
    *size = m4keys_layout(set, mlen, off, len);
    if (*size > sizeof file) {
        fail_why = "the key file exceeds the generator's buffer";
        return -1;
    }
    coins = file + off[M4KEYS_COINS];
    if (ti->kat.format == KPQC_KAT_SIGN_PEREGRINE) {
        /* sm = BE16(siglen - 40) || nonce (40) || msg || header || s2, for
           the detached signature header || nonce || s2 */
        kpqc_drbg rec;
        uint8_t kseed[64];
        if (c->len < mlen + 43 || field("seed")->len != sizeof seed ||
            s->keypair_seed_bytes > sizeof kseed) {
            fail_why = "the record's signed message or seed is malformed";
            return -1;
        }
        siglen = c->len - mlen - 2;
        if (((size_t)sm[0] << 8 | sm[1]) != siglen - 40 || siglen > s->sig_bytes ||
            memcmp(sm + 42, msg, mlen) != 0) {
            fail_why = "the record's signed message is not in the Peregrine layout";
            return -1;
        }
        sig[0] = sm[42 + mlen];
        memcpy(sig + 1, sm + 2, 40);
        memcpy(sig + 41, sm + 43 + mlen, siglen - 41);
        /* the record DRBG: the key generation seed, then the signing coins */
        kpqc_drbg_init(&rec, seed, NULL);
        if (kpqc_drbg_generate_draws(&rec, kseed, s->keypair_seed_bytes, &ti->keypair_draws) != 0 ||
            kpqc_drbg_generate_draws(&rec, coins, s->sign_coins_bytes, &ti->sign_draws) != 0) {
            fail_why = "the set's draws do not add up";
            return -1;
        }
        kpqc_drbg_wipe(&rec);
    } else {
        /* sm = msg || sig (KPQC_KAT_SIGN_MQSIGN, KPQC_KAT_SIGN_ATTACHED_SEEDED),
           the signature of fixed length */
        siglen = s->sig_bytes;
        if (c->len != mlen + siglen || memcmp(sm, msg, mlen) != 0 ||
            (ti->kat.format == KPQC_KAT_SIGN_MQSIGN &&
             field("salt_source")->len != len0[M4KEYS_COINS])) {
            fail_why = "the record's signed message or salt source is malformed";
            return -1;
        }
        memcpy(sig, sm + mlen, siglen);
        memmove(coins, file + off0[M4KEYS_COINS], len[M4KEYS_COINS]);
    }
    /* the coins give the record's signature again */
    if (s->sign_derand(sm, &n, msg, mlen, NULL, 0, file + off[M4KEYS_SK], coins) != 0 ||
        n != siglen || memcmp(sm, sig, siglen) != 0) {
        fail_why = "sign_derand with the record's coins does not give its signature";
        return -1;
    }
    memcpy(file + off[M4KEYS_MSG], msg, mlen);
    memcpy(file + off[M4KEYS_SIG], sig, siglen);
    if (!s->sig_fixed_length) {
        len[M4KEYS_SIG] = (uint32_t)siglen;
        *size = off[M4KEYS_SIG] + ((siglen + 15u) & ~(size_t)15u);
    }
    return 0;
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
        add_field("msg", msg, sizeof msg);
        add_field("seed", seed, sizeof seed);
        if (kpqc_sig_testinfo(set->sig)->kat.format == KPQC_KAT_SIGN_MQSIGN) {
            add_field("salt_source", file + off[M4KEYS_COINS], len[M4KEYS_COINS]);
        }
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
    } else if (sig_file(set, off, len, &size) != 0) {
        return fail(set->id, fail_why);
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
