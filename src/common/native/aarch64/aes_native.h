/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 with the Armv8 AES instructions (aes_armv8.c, compiled with
 * -march=armv8-a+crypto), called only through meta.h once sys.h has seen
 * KPQC_SYS_ARM_AES:
 *  - kpqc_aes256_ecb_armv8: nblocks 16-byte blocks encrypted under the
 *    FIPS 197 round keys rk (round key r = bytes 16r .. 16r + 15, as
 *    KeyExpansion writes them; kpqc_aes256_ctx.w); out may equal in. */
#ifndef KPQC_COMMON_NATIVE_AARCH64_AES_NATIVE_H
#define KPQC_COMMON_NATIVE_AARCH64_AES_NATIVE_H

#include <stddef.h>
#include <stdint.h>

void kpqc_aes256_ecb_armv8(const uint8_t rk[16 * 15], uint8_t *out, const uint8_t *in,
                           size_t nblocks);

#endif
