/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Fixed-width bit fields, least significant bit first: the encoding of the
 * Dilithium-family candidates' keys and signatures. Field i holds
 * v_i = offset + sign a_i (sign is 1 or -1) in its low `bits` bits
 * (1 <= bits <= 31); the last byte is padded with zero bits. Time depends
 * only on n and bits. */
#ifndef KPQC_COMMON_BITPACK_H
#define KPQC_COMMON_BITPACK_H

#include <stdint.h>

/* Writes ceil(n bits / 8) bytes to r. */
void kpqc_pack_bits(uint8_t *r, const int32_t *a, unsigned n, unsigned bits, int32_t offset,
                    int sign);
/* The inverse, a_i = sign (v_i - offset), reading ceil(n bits / 8) bytes.
 * Every field value decodes; the return value is the padding bits of the
 * last byte (0 in a canonical encoding). */
unsigned kpqc_unpack_bits(int32_t *a, const uint8_t *r, unsigned n, unsigned bits, int32_t offset,
                          int sign);

#endif
