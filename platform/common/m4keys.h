/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keys in flash for the Cortex-M4 images (mps2-an386, STM32F407): the
 * parameter sets whose keys exceed the board's 128 KB of RAM but whose
 * other operations fit, and the file format that carries one set's
 * known-answer record into the image's key region (the linker scripts'
 * __keys_size).
 *
 * kpqc-m4keygen (m4keygen.c, run with the RAM of a host) writes the file;
 * QEMU's generic loader (qemu-run.sh, KPQC_QEMU_LOAD), tools/m4sim
 * (--load) or st-flash puts it at __keys_start; kpqc-m4flash-test and
 * kpqc-m4flash-bench read it there as const data, in place.
 *
 * Layout (little-endian, as the images that write and read it): a header
 * of 8 magic bytes "KPQCKEY1", the set's id (24 bytes, NUL-padded) and
 * M4KEYS_FIELDS (offset, length) pairs of 32-bit words; every field starts
 * on a 16-byte boundary after the header. A field that a set does not have
 * has length 0. */
#ifndef KPQC_M4KEYS_H
#define KPQC_M4KEYS_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"

enum {
    M4KEYS_PK,    /* public key */
    M4KEYS_SK,    /* secret key */
    M4KEYS_CT,    /* KEM: the record's ciphertext */
    M4KEYS_SS,    /* KEM: the record's shared secret */
    M4KEYS_MSG,   /* signature: the record's message */
    M4KEYS_COINS, /* signature: the record's signing coins (sign_derand) */
    M4KEYS_SIG,   /* signature: the record's detached signature */
    M4KEYS_FIELDS
};

#define M4KEYS_MAGIC        "KPQCKEY1"
#define M4KEYS_ID_BYTES     24u
#define M4KEYS_HEADER_BYTES (8u + M4KEYS_ID_BYTES + 8u * M4KEYS_FIELDS)

/* A set whose keys live in flash: exactly one of kem, sig is non-NULL.
 * sign_only: the public key exceeds the flash, so the file has no pk
 * (length 0) and only signing runs (MQ-Sign-LR-256-112-72). */
typedef struct {
    const char *id;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    int sign_only;
} m4keys_set;

/* The sets (their descriptors, referenced directly so that an image links
 * only their code, not the whole registry), and lookup by id. */
extern const m4keys_set m4keys_sets[];
extern const size_t m4keys_set_count;
const m4keys_set *m4keys_find(const char *id);

/* A parsed key file: the set and a pointer and length per field. */
typedef struct {
    const m4keys_set *set;
    const uint8_t *field[M4KEYS_FIELDS];
    size_t len[M4KEYS_FIELDS];
} m4keys_view;

/* The field layout of a set's file: offsets and lengths (msg_len is the
 * message's length, 0 for a KEM); returns the file's size. The signature
 * field comes last and is given sig_bytes; a set with variable-length
 * signatures (sig_fixed_length 0, Peregrine) stores the record's signature
 * with its own length, at most that (m4keys_open accepts 1..sig_bytes). */
size_t m4keys_layout(const m4keys_set *set, size_t msg_len, uint32_t off[M4KEYS_FIELDS],
                     uint32_t len[M4KEYS_FIELDS]);

/* Write the header for set into out (M4KEYS_HEADER_BYTES). */
void m4keys_header(uint8_t *out, const m4keys_set *set, const uint32_t off[M4KEYS_FIELDS],
                   const uint32_t len[M4KEYS_FIELDS]);

/* Parse the file at blob (region bytes available): 0 and *view filled, or
 * -1 with a reason in *why (no magic: the region was not loaded; unknown
 * set; a field outside the region or of the wrong size for the set). */
int m4keys_open(const uint8_t *blob, size_t region, m4keys_view *view, const char **why);

/* The key region of an image linked with __keys_size (mps2.ld). */
const uint8_t *m4keys_region(size_t *size);

#endif
