/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on one state in the 64-bit general registers, for AArch64
 * cores without the SHA-3 instructions (kpqc_keccakf1600_aarch64_scalar,
 * keccak_native.h). Compiled for plain Armv8-A.
 *
 * The round (keccak_round.h) is written so that the compiler reaches for
 * the two AArch64 features that the portable core, written for any 64-bit
 * machine, cannot count on: AND-NOT (BIC) for chi, with no complemented
 * lanes and no NOTs, and the rotated second operand of EOR
 * (EOR Xd, Xn, Xm, ROR #k) for theta's D[x] = C[x-1] ^ ROL(C[x+1], 1). */
#include <stdint.h>

#include "keccak_native.h"
#include "keccak_round.h"
#include "native/api.h"

#define ROL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))

#define K_XOR5(a, b, c, d, e) ((a) ^ (b) ^ (c) ^ (d) ^ (e))
#define K_THETA(c0, c1)       ((c0) ^ ROL64(c1, 1))
#define K_XOR(a, b)           ((a) ^ (b))
#define K_XROT(a, d, n)       ROL64((a) ^ (d), n)
#define K_CHI(b0, b1, b2)     ((b0) ^ (~(b1) & (b2)))

#define LOAD(i)     s[i]
#define STORE(i, v) (s[i] = (v))
#define RC(i)       kpqc_keccakf1600_rc[i]

void kpqc_keccakf1600_aarch64_scalar(uint64_t s[25])
{
    KPQC_A64_KECCAK_DECLARE(uint64_t);
    KPQC_A64_KECCAK_LOAD(LOAD);
    KPQC_A64_KECCAK_ROUNDS(uint64_t, RC);
    KPQC_A64_KECCAK_STORE(STORE);
}
