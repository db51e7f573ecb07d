/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE public matrix, one entry at a time.
 *
 * A0 (k x m) and, for modes 2 and 3, the vector a are sampled uniformly mod
 * q directly in the NTT domain: entry (i, j) of A0 is RejUniform on
 * SHAKE128(rho || le16(256 i + j)), a_i uses nonce 256 k + m + i.
 * The verification matrix A1 = (first column | 2 A0) in the NTT domain
 * (haetae_a1_column gives A0's columns without the factor 2):
 *   modes 2, 3: column 0 is NTT(2 (a - 2 b)) with b the rounded vector of
 *               the public key: keygen makes a - 2 b + A0 s1 + s2 = 0 mod q
 *               (s2 absorbs the rounding), and the factor 2 lifts the
 *               relation towards the mod-2q one the signature uses;
 *   mode 5:     the public key stores column 0 (NTT(-2 b) mod q) itself.
 * Nothing here is secret: rejection sampling branches on public bytes. */
#include "haetae.h"
#include "fips202.h"
#include "fips202x4.h"
#include "native/api.h"

/* RejUniform: little-endian 16-bit samples, kept if below q. A SHAKE128
 * block holds 168 bytes, an even number, so no sample straddles two blocks
 * and squeezing block by block reads the same samples as the reference's
 * larger first squeeze. */
unsigned haetae_rej_uniform_c(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen)
{
    unsigned ctr = 0, pos;
    for (pos = 0; pos + 2 <= buflen && ctr < len; pos += 2) {
        uint32_t v = (uint32_t)buf[pos] | ((uint32_t)buf[pos + 1] << 8);
        if (v < HAETAE_Q)
            r[ctr++] = (int32_t)v;
    }
    return ctr;
}

unsigned haetae_rej_uniform(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen)
{
#if defined(HAETAE_NATIVE_REJ_UNIFORM)
    unsigned ctr;
    if (haetae_native_rej_uniform(&ctr, r, len, buf, buflen) == KPQC_NATIVE_OK)
        return ctr;
#endif
    return haetae_rej_uniform_c(r, len, buf, buflen);
}

void haetae_poly_uniform_c(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce)
{
    uint8_t buf[KPQC_SHAKE128_RATE];
    uint8_t t[2];
    kpqc_keccak_ctx xof;
    unsigned ctr = 0;

    _Static_assert(KPQC_SHAKE128_RATE % 2 == 0, "samples must not straddle blocks");
    t[0] = (uint8_t)(nonce & 0xFF);
    t[1] = (uint8_t)((nonce >> 8) & 0xFF);
    kpqc_shake128_init(&xof);
    kpqc_keccak_absorb(&xof, rho, HAETAE_SEEDBYTES);
    kpqc_keccak_absorb(&xof, t, 2);
    kpqc_keccak_finalize(&xof);
    while (ctr < HAETAE_N) {
        kpqc_keccak_squeezeblocks(&xof, buf, 1);
        ctr += haetae_rej_uniform(a->c + ctr, HAETAE_N - ctr, buf, sizeof buf);
    }
}

#if defined(KPQC_NATIVE_X86_64) || defined(KPQC_NATIVE_AARCH64)
/* poly_uniform for the native backends (their POLY_UNIFORM kernel, on
 * little-endian hosts only): the SHAKE128 blocks parsed where the
 * permutation leaves them (lane i = bytes 8 i .. 8 i + 7 little-endian,
 * fips202.h), with no copy, by the dispatched RejUniform; the same blocks,
 * in the same order, as squeezing them. */
void haetae_poly_uniform_lanes(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce)
{
    kpqc_keccak_ctx xof;
    uint8_t t[2];
    unsigned ctr = 0;

    t[0] = (uint8_t)(nonce & 0xFF);
    t[1] = (uint8_t)((nonce >> 8) & 0xFF);
    kpqc_shake128_init(&xof);
    kpqc_keccak_absorb(&xof, rho, HAETAE_SEEDBYTES);
    kpqc_keccak_absorb(&xof, t, 2);
    kpqc_keccak_finalize(&xof); /* the next squeeze starts with a permutation */
    while (ctr < HAETAE_N) {
        kpqc_keccakf1600(xof.s);
        ctr += haetae_rej_uniform(a->c + ctr, HAETAE_N - ctr, (const uint8_t *)xof.s,
                                  KPQC_SHAKE128_RATE);
    }
}
#endif

void haetae_poly_uniform(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned nonce)
{
#if defined(HAETAE_NATIVE_POLY_UNIFORM)
    if (haetae_native_poly_uniform(a, rho, nonce) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_uniform_c(a, rho, nonce);
}

void haetae_poly_uniform4_c(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                            const unsigned nonce[4], unsigned n)
{
    unsigned l;
    for (l = 0; l < n; l++)
        haetae_poly_uniform_c(a[l], rho, nonce[l]);
}

void haetae_xof4_absorb(kpqc_keccakx4_ctx *xof, const uint8_t *seed, size_t seedlen,
                        const unsigned nonce[4], unsigned n)
{
    uint8_t t[4][2];
    unsigned l;
    for (l = 0; l < 4; l++) {
        const unsigned nl = l < n ? nonce[l] : nonce[0];
        t[l][0] = (uint8_t)(nl & 0xFF);
        t[l][1] = (uint8_t)((nl >> 8) & 0xFF);
    }
    kpqc_keccakx4_absorb(xof, seed, seed, seed, seed, seedlen);
    kpqc_keccakx4_absorb(xof, t[0], t[1], t[2], t[3], 2);
    kpqc_keccakx4_finalize(xof);
}

/* The same streams side by side through the 4-way SHAKE API (fips202x4.h),
 * for backends whose 4-way permutation is native: all four squeeze a block
 * whenever one of them still needs coefficients; a stream that is complete
 * or unused (l >= n, which absorbs stream 0's input) drops it. Each stream
 * reads its blocks in the order haetae_poly_uniform_c does. */
void haetae_poly_uniform4_x4(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                             const unsigned nonce[4], unsigned n)
{
    kpqc_keccakx4_ctx xof;
    uint8_t block[4][KPQC_SHAKE128_RATE];
    unsigned ctr[4], l, more;

    for (l = 0; l < 4; l++)
        ctr[l] = l < n ? 0 : HAETAE_N;
    kpqc_shake128x4_init(&xof);
    haetae_xof4_absorb(&xof, rho, HAETAE_SEEDBYTES, nonce, n);
    do {
        kpqc_keccakx4_squeezeblocks(&xof, block[0], block[1], block[2], block[3], 1);
        more = 0;
        for (l = 0; l < 4; l++) {
            if (ctr[l] < HAETAE_N) {
                ctr[l] += haetae_rej_uniform(a[l]->c + ctr[l], HAETAE_N - ctr[l], block[l],
                                             KPQC_SHAKE128_RATE);
                more |= ctr[l] < HAETAE_N;
            }
        }
    } while (more);
}

void haetae_poly_uniform4(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                          const unsigned nonce[4], unsigned n)
{
#if defined(HAETAE_NATIVE_POLY_UNIFORM4)
    if (haetae_native_poly_uniform4(a, rho, nonce, n) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_uniform4_c(a, rho, nonce, n);
}

void haetae_a0_entry(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES], unsigned i, unsigned j)
{
    haetae_poly_uniform(a, rho, (i << 8) + j);
}

void haetae_a1_col0_c(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES])
{
    int32_t b[8];
    unsigned n, t;
    for (n = 0; n < HAETAE_N; n += 8) {
        haetae_polyq_unpack8(b, packed_b + n * HAETAE_POLYQ_BITS / 8);
        for (t = 0; t < 8; t++) {
#if HAETAE_ROUNDED_VK
            a->c[n + t] = 2 * (a->c[n + t] - 2 * b[t]);
#else
            a->c[n + t] = b[t];
#endif
        }
    }
}

void haetae_a1_col0(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES])
{
#if defined(HAETAE_NATIVE_A1_COL0)
    if (haetae_native_a1_col0(a, packed_b) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_a1_col0_c(a, packed_b);
}

void haetae_a1_column(haetae_poly *const a[HAETAE_K], const uint8_t pk[HAETAE_PK_BYTES], unsigned j)
{
    haetae_poly *lanes[4];
    unsigned nonce[4], i, base = 0;

    _Static_assert(HAETAE_K <= 4, "one call of haetae_poly_uniform4 per column");
#if !HAETAE_ROUNDED_VK
    if (j == 0) {
        for (i = 0; i < HAETAE_K; i++)
            haetae_a1_col0(a[i], pk + HAETAE_PK_B_OFFSET(i));
        return;
    }
#endif
    /* the column's streams: A0's column j - 1, or for j = 0 the vector a */
    base = j > 0 ? j - 1 : (HAETAE_K << 8) + HAETAE_M;
    for (i = 0; i < 4; i++) {
        lanes[i] = a[i < HAETAE_K ? i : 0];
        nonce[i] = j > 0 ? (i << 8) + base : base + i;
    }
    haetae_poly_uniform4(lanes, pk, nonce, HAETAE_K); /* rho is pk[0..32) */
#if HAETAE_ROUNDED_VK
    if (j == 0) {
        for (i = 0; i < HAETAE_K; i++) {
            haetae_a1_col0(a[i], pk + HAETAE_PK_B_OFFSET(i));
            haetae_ntt(a[i]);
        }
    }
#endif
}
