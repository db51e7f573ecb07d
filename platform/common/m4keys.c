/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The sets with keys in flash and their key file (m4keys.h). */
#include "m4keys.h"

#include <string.h>

#include "testinfo.h"

extern const kpqc_sig_def kpqc_mqsignlr1_sig, kpqc_mqsignrr1_sig, kpqc_mqsignlr3_sig,
    kpqc_mqsignr1l1_sig, kpqc_mqsignr1l3_sig, kpqc_peregrine512_sig, kpqc_peregrine1024_sig;
extern const kpqc_kem_def kpqc_paloma128_kem;

const m4keys_set m4keys_sets[] = {
    {"mqsignlr1", NULL, &kpqc_mqsignlr1_sig.sig, 0},
    {"mqsignrr1", NULL, &kpqc_mqsignrr1_sig.sig, 0},
    /* pk 1,238,761 bytes: beyond the flash; sk 601,249 bytes fits */
    {"mqsignlr3", NULL, &kpqc_mqsignlr3_sig.sig, 1},
    /* MQ-Sign round 1: pk 328,441 bytes; sk 15,561 bytes (would fit RAM too) */
    {"mqsignr1l1", NULL, &kpqc_mqsignr1l1_sig.sig, 0},
    /* pk 1,238,761 bytes: beyond the flash; sk 37,729 bytes. Level 5's pk
       (2.9 MB) exceeds even kpqc-m4keygen's 4 MB of RAM beside its sk */
    {"mqsignr1l3", NULL, &kpqc_mqsignr1l3_sig.sig, 1},
    {"paloma128", &kpqc_paloma128_kem.kem, NULL, 0},
    /* Peregrine: the keys (1.8-4.1 KB) would fit the RAM, but key
       generation needs 245,752 / 472,120 bytes of stack (NTRUSolve), so
       the keys come from the key generation image; signatures vary in
       length (the file's signature field is the record's) */
    {"peregrine512", NULL, &kpqc_peregrine512_sig.sig, 0},
    {"peregrine1024", NULL, &kpqc_peregrine1024_sig.sig, 0},
};
const size_t m4keys_set_count = sizeof m4keys_sets / sizeof m4keys_sets[0];

#define MAX_MSG 4096u

const m4keys_set *m4keys_find(const char *id)
{
    size_t i;
    for (i = 0; i < m4keys_set_count; i++) {
        if (strcmp(m4keys_sets[i].id, id) == 0) {
            return &m4keys_sets[i];
        }
    }
    return NULL;
}

static uint32_t round16(size_t n)
{
    return (uint32_t)((n + 15u) & ~(size_t)15u);
}

size_t m4keys_layout(const m4keys_set *set, size_t msg_len, uint32_t off[M4KEYS_FIELDS],
                     uint32_t len[M4KEYS_FIELDS])
{
    uint32_t at = round16(M4KEYS_HEADER_BYTES);
    int f;
    memset(len, 0, sizeof(uint32_t) * M4KEYS_FIELDS);
    if (set->kem != NULL) {
        len[M4KEYS_PK] = (uint32_t)set->kem->pk_bytes;
        len[M4KEYS_SK] = (uint32_t)set->kem->sk_bytes;
        len[M4KEYS_CT] = (uint32_t)set->kem->ct_bytes;
        len[M4KEYS_SS] = (uint32_t)set->kem->ss_bytes;
    } else {
        len[M4KEYS_PK] = set->sign_only ? 0u : (uint32_t)set->sig->pk_bytes;
        len[M4KEYS_SK] = (uint32_t)set->sig->sk_bytes;
        len[M4KEYS_MSG] = (uint32_t)msg_len;
        len[M4KEYS_COINS] = (uint32_t)set->sig->sign_coins_bytes;
        len[M4KEYS_SIG] = (uint32_t)set->sig->sig_bytes;
    }
    for (f = 0; f < M4KEYS_FIELDS; f++) {
        off[f] = at;
        at += round16(len[f]);
    }
    return at;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

void m4keys_header(uint8_t *out, const m4keys_set *set, const uint32_t off[M4KEYS_FIELDS],
                   const uint32_t len[M4KEYS_FIELDS])
{
    int f;
    memset(out, 0, M4KEYS_HEADER_BYTES);
    /* 8 magic bytes, no NUL by design */
    memcpy(out, M4KEYS_MAGIC, 8); /* NOLINT(bugprone-not-null-terminated-result) */
    memcpy(out + 8, set->id, strlen(set->id));
    for (f = 0; f < M4KEYS_FIELDS; f++) {
        put32(out + 8 + M4KEYS_ID_BYTES + 8u * (unsigned)f, off[f]);
        put32(out + 12 + M4KEYS_ID_BYTES + 8u * (unsigned)f, len[f]);
    }
}

int m4keys_open(const uint8_t *blob, size_t region, m4keys_view *view, const char **why)
{
    char id[M4KEYS_ID_BYTES + 1];
    uint32_t off[M4KEYS_FIELDS], len[M4KEYS_FIELDS], want_off[M4KEYS_FIELDS],
        want_len[M4KEYS_FIELDS];
    size_t size;
    int f;
    memset(view, 0, sizeof *view);
    if (region < M4KEYS_HEADER_BYTES || memcmp(blob, M4KEYS_MAGIC, 8) != 0) {
        *why = "no key file in the key region (was it loaded at __keys_start?)";
        return -1;
    }
    memcpy(id, blob + 8, M4KEYS_ID_BYTES);
    id[M4KEYS_ID_BYTES] = '\0';
    view->set = m4keys_find(id);
    if (view->set == NULL) {
        *why = "the key file names a set this image does not have";
        return -1;
    }
    for (f = 0; f < M4KEYS_FIELDS; f++) {
        off[f] = get32(blob + 8 + M4KEYS_ID_BYTES + 8u * (unsigned)f);
        len[f] = get32(blob + 12 + M4KEYS_ID_BYTES + 8u * (unsigned)f);
    }
    if (len[M4KEYS_MSG] > MAX_MSG) {
        *why = "the key file's message is too long";
        return -1;
    }
    size = m4keys_layout(view->set, len[M4KEYS_MSG], want_off, want_len);
    /* a variable-length signature (the last field) is at most sig_bytes */
    if (view->set->sig != NULL && !view->set->sig->sig_fixed_length && len[M4KEYS_SIG] > 0 &&
        len[M4KEYS_SIG] <= want_len[M4KEYS_SIG]) {
        want_len[M4KEYS_SIG] = len[M4KEYS_SIG];
    }
    if (size > region || memcmp(off, want_off, sizeof off) != 0 ||
        memcmp(len, want_len, sizeof len) != 0) {
        *why = "the key file's fields do not match the set's sizes or the region";
        return -1;
    }
    for (f = 0; f < M4KEYS_FIELDS; f++) {
        view->field[f] = blob + off[f];
        view->len[f] = len[f];
    }
    return 0;
}

extern const uint8_t __keys_start[], __keys_end[];

const uint8_t *m4keys_region(size_t *size)
{
    *size = (size_t)((uintptr_t)__keys_end - (uintptr_t)__keys_start);
    return __keys_start;
}
