/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 encryption and CTR mode, bitsliced. See aes.h.
 *
 * Representation. Four blocks are encrypted together. The state is eight
 * 64-bit words q[0..7]; q[i] holds bit i (bit 0 = least significant) of
 * every one of the 4 * 16 state bytes. The byte in row r, column c of block
 * k (FIPS 197 byte index 4*c + r) lives at bit position 16*r + 4*c + k. So
 * each row of the state is a 16-bit lane of every word, each column is a
 * 4-bit group inside a lane, and the four blocks are adjacent bits:
 *
 *   - SubBytes is a Boolean circuit applied to the eight words, i.e. to all
 *     64 bytes at once. No byte value ever becomes an index or a branch.
 *   - ShiftRows rotates each 16-bit lane by a multiple of 4 bits.
 *   - MixColumns needs "the byte one row down in the same column", which is
 *     a rotation of the whole word by 16 bits.
 *
 * The expanded key is stored in the same layout with the round key copied
 * into all four block slots, so AddRoundKey is eight XORs. The key schedule
 * runs on bytes but does its SubWord through the same bitsliced S-box,
 * because the key is secret too.
 *
 * Only byte loads and stores touch memory, so the code does not depend on
 * the host byte order, and no integer wider than 64 bits is used.
 *
 * A native backend may replace the block encryption (native/api.h:
 * KPQC_NATIVE_AES256_ECB, the Armv8 AES instructions on AArch64). It works
 * on the round keys as bytes, which init then keeps beside the bitsliced
 * ones (kpqc_aes256_ctx.w); ECB and CTR call it first and fall back to the
 * bitsliced code, which stays reachable as kpqc_aes256_ecb_c. */
#include "aes.h"
#include "bytes.h"
#include "profile.h"
#include "ct.h"
#include "native/api.h"

#include <string.h>

#define AES256_ROUNDS 14

static uint64_t rotr64(uint64_t x, unsigned n)
{
    /* Only called with 0 < n < 64, so neither shift is undefined. */
    return (x >> n) | (x << (64u - n));
}

/* Exchange the bits of (*a >> n) selected by mask with the same bits of *b.
 * The building block of the bit-matrix transposes below. */
static void swap_bits(uint64_t *a, uint64_t *b, uint64_t mask, unsigned n)
{
    uint64_t t = ((*a >> n) ^ *b) & mask;
    *b ^= t;
    *a ^= t << n;
}

/* Transpose the 8x8 bit matrix held in x, row i being byte i (bits 8i..8i+7).
 * Afterwards byte j holds bit j of each original byte, in byte order. Done
 * as three rounds of exchanging the off-diagonal quarters of 2x2, 4x4 and
 * 8x8 blocks. Being a transpose, it is its own inverse. */
static uint64_t transpose_bits(uint64_t x)
{
    uint64_t t;
    t = (x ^ (x >> 7)) & UINT64_C(0x00AA00AA00AA00AA);
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & UINT64_C(0x0000CCCC0000CCCC);
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & UINT64_C(0x00000000F0F0F0F0);
    x ^= t ^ (t << 28);
    return x;
}

/* Transpose the 8x8 byte matrix whose row j is w[j] (byte m = column m).
 * Same block-exchange idea as above, one level up. Its own inverse. */
static void transpose_bytes(uint64_t w[8])
{
    swap_bits(&w[0], &w[4], UINT64_C(0x00000000FFFFFFFF), 32);
    swap_bits(&w[1], &w[5], UINT64_C(0x00000000FFFFFFFF), 32);
    swap_bits(&w[2], &w[6], UINT64_C(0x00000000FFFFFFFF), 32);
    swap_bits(&w[3], &w[7], UINT64_C(0x00000000FFFFFFFF), 32);
    swap_bits(&w[0], &w[2], UINT64_C(0x0000FFFF0000FFFF), 16);
    swap_bits(&w[1], &w[3], UINT64_C(0x0000FFFF0000FFFF), 16);
    swap_bits(&w[4], &w[6], UINT64_C(0x0000FFFF0000FFFF), 16);
    swap_bits(&w[5], &w[7], UINT64_C(0x0000FFFF0000FFFF), 16);
    swap_bits(&w[0], &w[1], UINT64_C(0x00FF00FF00FF00FF), 8);
    swap_bits(&w[2], &w[3], UINT64_C(0x00FF00FF00FF00FF), 8);
    swap_bits(&w[4], &w[5], UINT64_C(0x00FF00FF00FF00FF), 8);
    swap_bits(&w[6], &w[7], UINT64_C(0x00FF00FF00FF00FF), 8);
}

static void store64_le(uint8_t *p, uint64_t x)
{
    unsigned i;
    for (i = 0; i < 8; i++) {
        p[i] = (uint8_t)(x >> (8u * i));
    }
}

/* After the two transposes, bit n of each plane belongs to input byte n,
 * i.e. n = 16*block + 4*column + row. The state wants 16*row + 4*column +
 * block, which is the same 6-bit index with its low two bits (row) and top
 * two bits (block) exchanged. Two delta swaps per word do that: index bit 0
 * with bit 4 (distance 16 - 1), index bit 1 with bit 5 (distance 32 - 2).
 * The exchange is its own inverse. */
static void swap_row_block(uint64_t q[8])
{
    unsigned i;
    for (i = 0; i < 8; i++) {
        uint64_t x = q[i], t;
        t = (x ^ (x >> 15)) & UINT64_C(0x0000AAAA0000AAAA);
        x ^= t ^ (t << 15);
        t = (x ^ (x >> 30)) & UINT64_C(0x00000000CCCCCCCC);
        x ^= t ^ (t << 30);
        q[i] = x;
    }
}

/* Four consecutive 16-byte blocks -> bitsliced state. Word j is input bytes
 * 8j..8j+7; transposing its bits gives, in byte i, bit i of those eight
 * bytes; transposing the bytes across the eight words then leaves in q[i]
 * the bit plane i, indexed by input byte offset. Last, rearrange that
 * index into the state layout. */
static void bitslice_load(uint64_t q[8], const uint8_t in[64])
{
    unsigned j;
    for (j = 0; j < 8; j++) {
        q[j] = transpose_bits(kpqc_load64_le(in + 8 * j));
    }
    transpose_bytes(q);
    swap_row_block(q);
}

/* Inverse of bitslice_load. Each step is an involution, so they are applied
 * in the opposite order. Works in place: q no longer holds the state
 * afterwards (the callers wipe it). */
static void bitslice_store(uint8_t out[64], uint64_t q[8])
{
    unsigned j;
    swap_row_block(q);
    transpose_bytes(q);
    for (j = 0; j < 8; j++) {
        store64_le(out + 8 * j, transpose_bits(q[j]));
    }
}

/* SubBytes on all 64 bytes: the 128-gate, depth-16 circuit of Boyar and
 * Peralta ("A depth-16 circuit for the AES S-box", 2011): a linear layer
 * into tower-field coordinates, a nonlinear core computing the inversion
 * (34 AND), and a linear layer that also applies the affine map. It has a
 * few more gates than their 113-gate circuit but about half the depth,
 * which gives the CPU more independent operations per cycle.
 * The circuit numbers bits from the most significant one, so u0 = bit 7
 * and s0 = bit 7 of the result. XNOR gates are written as XOR with ~. */
static void sub_bytes(uint64_t q[8])
{
    uint64_t u0 = q[7], u1 = q[6], u2 = q[5], u3 = q[4];
    uint64_t u4 = q[3], u5 = q[2], u6 = q[1], u7 = q[0];
    uint64_t t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14;
    uint64_t t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27;
    uint64_t m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14, m15;
    uint64_t m16, m17, m18, m19, m20, m21, m22, m23, m24, m25, m26, m27, m28;
    uint64_t m29, m30, m31, m32, m33, m34, m35, m36, m37, m38, m39, m40, m41;
    uint64_t m42, m43, m44, m45, m46, m47, m48, m49, m50, m51, m52, m53, m54;
    uint64_t m55, m56, m57, m58, m59, m60, m61, m62, m63;
    uint64_t l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14;
    uint64_t l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27;
    uint64_t l28, l29;

    /* Top linear layer (27 XOR). */
    t1 = u0 ^ u3;
    t2 = u0 ^ u5;
    t3 = u0 ^ u6;
    t4 = u3 ^ u5;
    t5 = u4 ^ u6;
    t6 = t1 ^ t5;
    t7 = u1 ^ u2;
    t8 = u7 ^ t6;
    t9 = u7 ^ t7;
    t10 = t6 ^ t7;
    t11 = u1 ^ u5;
    t12 = u2 ^ u5;
    t13 = t3 ^ t4;
    t14 = t6 ^ t11;
    t15 = t5 ^ t11;
    t16 = t5 ^ t12;
    t17 = t9 ^ t16;
    t18 = u3 ^ u7;
    t19 = t7 ^ t18;
    t20 = t1 ^ t19;
    t21 = u6 ^ u7;
    t22 = t7 ^ t21;
    t23 = t2 ^ t22;
    t24 = t2 ^ t10;
    t25 = t20 ^ t17;
    t26 = t3 ^ t16;
    t27 = t1 ^ t12;

    /* Nonlinear core: inversion in the tower field (34 AND, 29 XOR). */
    m1 = t13 & t6;
    m2 = t23 & t8;
    m3 = t14 ^ m1;
    m4 = t19 & u7;
    m5 = m4 ^ m1;
    m6 = t3 & t16;
    m7 = t22 & t9;
    m8 = t26 ^ m6;
    m9 = t20 & t17;
    m10 = m9 ^ m6;
    m11 = t1 & t15;
    m12 = t4 & t27;
    m13 = m12 ^ m11;
    m14 = t2 & t10;
    m15 = m14 ^ m11;
    m16 = m3 ^ m2;
    m17 = m5 ^ t24;
    m18 = m8 ^ m7;
    m19 = m10 ^ m15;
    m20 = m16 ^ m13;
    m21 = m17 ^ m15;
    m22 = m18 ^ m13;
    m23 = m19 ^ t25;
    m24 = m22 ^ m23;
    m25 = m22 & m20;
    m26 = m21 ^ m25;
    m27 = m20 ^ m21;
    m28 = m23 ^ m25;
    m29 = m28 & m27;
    m30 = m26 & m24;
    m31 = m20 & m23;
    m32 = m27 & m31;
    m33 = m27 ^ m25;
    m34 = m21 & m22;
    m35 = m24 & m34;
    m36 = m24 ^ m25;
    m37 = m21 ^ m29;
    m38 = m32 ^ m33;
    m39 = m23 ^ m30;
    m40 = m35 ^ m36;
    m41 = m38 ^ m40;
    m42 = m37 ^ m39;
    m43 = m37 ^ m38;
    m44 = m39 ^ m40;
    m45 = m42 ^ m41;
    m46 = m44 & t6;
    m47 = m40 & t8;
    m48 = m39 & u7;
    m49 = m43 & t16;
    m50 = m38 & t9;
    m51 = m37 & t17;
    m52 = m42 & t15;
    m53 = m45 & t27;
    m54 = m41 & t10;
    m55 = m44 & t13;
    m56 = m40 & t23;
    m57 = m39 & t19;
    m58 = m43 & t3;
    m59 = m38 & t22;
    m60 = m37 & t20;
    m61 = m42 & t1;
    m62 = m45 & t4;
    m63 = m41 & t2;

    /* Bottom linear layer, including the affine constant (34 XOR, 4 XNOR). */
    l0 = m61 ^ m62;
    l1 = m50 ^ m56;
    l2 = m46 ^ m48;
    l3 = m47 ^ m55;
    l4 = m54 ^ m58;
    l5 = m49 ^ m61;
    l6 = m62 ^ l5;
    l7 = m46 ^ l3;
    l8 = m51 ^ m59;
    l9 = m52 ^ m53;
    l10 = m53 ^ l4;
    l11 = m60 ^ l2;
    l12 = m48 ^ m51;
    l13 = m50 ^ l0;
    l14 = m52 ^ m61;
    l15 = m55 ^ l1;
    l16 = m56 ^ l0;
    l17 = m57 ^ l1;
    l18 = m58 ^ l8;
    l19 = m63 ^ l4;
    l20 = l0 ^ l1;
    l21 = l1 ^ l7;
    l22 = l3 ^ l12;
    l23 = l18 ^ l2;
    l24 = l15 ^ l9;
    l25 = l6 ^ l10;
    l26 = l7 ^ l9;
    l27 = l8 ^ l10;
    l28 = l11 ^ l14;
    l29 = l11 ^ l17;

    q[7] = l6 ^ l24;
    q[6] = ~(l16 ^ l26);
    q[5] = ~(l19 ^ l28);
    q[4] = l6 ^ l21;
    q[3] = l20 ^ l22;
    q[2] = l25 ^ l29;
    q[1] = ~(l13 ^ l27);
    q[0] = ~(l6 ^ l23);
}

/* ShiftRows: row r moves left by r columns, i.e. new column c takes old
 * column c + r (mod 4). In the 16-bit lane of row r that is a rotation
 * towards bit 0 by 4*r bits. Row 0 is bits 0..15 and stays put. */
static void shift_rows(uint64_t q[8])
{
    unsigned i;
    for (i = 0; i < 8; i++) {
        uint64_t x = q[i];
        q[i] =
            (x & UINT64_C(0x000000000000FFFF)) | ((x >> 4) & UINT64_C(0x000000000FFF0000)) |
            ((x << 12) & UINT64_C(0x00000000F0000000)) | ((x >> 8) & UINT64_C(0x000000FF00000000)) |
            ((x << 8) & UINT64_C(0x0000FF0000000000)) | ((x >> 12) & UINT64_C(0x000F000000000000)) |
            ((x << 4) & UINT64_C(0xFFF0000000000000));
    }
}

/* MixColumns: out[r] = 2*s[r] + 3*s[r+1] + s[r+2] + s[r+3] per column.
 * With b = s rotated one row (word rotated by 16 bits) and t = s ^ b this is
 * xtime(t) ^ b ^ (t rotated two rows). xtime multiplies each byte by x
 * modulo x^8 + x^4 + x^3 + x + 1: the planes move up one and the old top
 * plane is folded back into planes 0, 1, 3 and 4. */
static void mix_columns(uint64_t q[8])
{
    uint64_t b[8], t[8];
    unsigned i;
    for (i = 0; i < 8; i++) {
        b[i] = rotr64(q[i], 16);
        t[i] = q[i] ^ b[i];
    }
    q[0] = t[7] ^ b[0] ^ rotr64(t[0], 32);
    q[1] = t[0] ^ t[7] ^ b[1] ^ rotr64(t[1], 32);
    q[2] = t[1] ^ b[2] ^ rotr64(t[2], 32);
    q[3] = t[2] ^ t[7] ^ b[3] ^ rotr64(t[3], 32);
    q[4] = t[3] ^ t[7] ^ b[4] ^ rotr64(t[4], 32);
    q[5] = t[4] ^ b[5] ^ rotr64(t[5], 32);
    q[6] = t[5] ^ b[6] ^ rotr64(t[6], 32);
    q[7] = t[6] ^ b[7] ^ rotr64(t[7], 32);
}

static void add_round_key(uint64_t q[8], const uint64_t *rk)
{
    unsigned i;
    for (i = 0; i < 8; i++) {
        q[i] ^= rk[i];
    }
}

/* Encrypt the four blocks held in q. */
static void encrypt4_core(const kpqc_aes256_ctx *ctx, uint64_t q[8])
{
    unsigned r;
    add_round_key(q, ctx->rk);
    for (r = 1; r < AES256_ROUNDS; r++) {
        sub_bytes(q);
        shift_rows(q);
        mix_columns(q);
        add_round_key(q, ctx->rk + 8 * r);
    }
    sub_bytes(q);
    shift_rows(q);
    add_round_key(q, ctx->rk + 8 * AES256_ROUNDS);
}

/* The profiled entry point (profile.h); the core inlines into it. */
static void encrypt4(const kpqc_aes256_ctx *ctx, uint64_t q[8])
{
    KPQC_PROFILE_BEGIN();
    encrypt4_core(ctx, q);
    KPQC_PROFILE_END(KPQC_PROF_AES);
}

/* SubWord of the key schedule through the bitsliced S-box. Wasteful (one
 * 4-byte word in a 64-byte state), but it runs only 13 times per key and
 * keeps the key away from any table. */
static void sub_word(uint8_t w[4])
{
    uint8_t buf[64];
    uint64_t q[8];
    memset(buf, 0, sizeof buf);
    memcpy(buf, w, 4);
    bitslice_load(q, buf);
    sub_bytes(q);
    bitslice_store(buf, q);
    memcpy(w, buf, 4);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(q, sizeof q);
}

void kpqc_aes256_init(kpqc_aes256_ctx *ctx, const uint8_t key[KPQC_AES256_KEYBYTES])
{
    /* FIPS 197 KeyExpansion for Nk = 8: 60 words of 4 bytes, kept as bytes
     * in w[4*i .. 4*i+3]. Which words get RotWord/SubWord/Rcon depends only
     * on the public index i. */
    uint8_t w[4 * 4 * (AES256_ROUNDS + 1)];
    uint8_t tmp[4];
    uint8_t blocks[64];
    uint8_t rcon = 0x01;
    unsigned i, j, r;

    memcpy(w, key, KPQC_AES256_KEYBYTES);
    for (i = 8; i < 4 * (AES256_ROUNDS + 1); i++) {
        memcpy(tmp, &w[4 * (i - 1)], 4);
        if (i % 8 == 0) {
            uint8_t first = tmp[0];
            tmp[0] = tmp[1];
            tmp[1] = tmp[2];
            tmp[2] = tmp[3];
            tmp[3] = first;
            sub_word(tmp);
            tmp[0] ^= rcon;
            /* Only seven constants are used (0x01..0x40), so doubling never
             * needs the modular reduction. */
            rcon = (uint8_t)(rcon << 1);
        } else if (i % 8 == 4) {
            sub_word(tmp);
        }
        for (j = 0; j < 4; j++) {
            w[4 * i + j] = (uint8_t)(w[4 * (i - 8) + j] ^ tmp[j]);
        }
    }

#if defined(__aarch64__)
    memcpy(ctx->w, w, sizeof ctx->w);
#endif
    /* Each 16-byte round key, copied into all four block slots, becomes
     * eight words in the state layout. */
    for (r = 0; r <= AES256_ROUNDS; r++) {
        for (j = 0; j < 4; j++) {
            memcpy(&blocks[16 * j], &w[16 * r], 16);
        }
        bitslice_load(ctx->rk + 8 * r, blocks);
    }

    kpqc_zeroize(w, sizeof w);
    kpqc_zeroize(tmp, sizeof tmp);
    kpqc_zeroize(blocks, sizeof blocks);
}

void kpqc_aes256_ecb(const kpqc_aes256_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
#if defined(KPQC_NATIVE_AES256_ECB)
    if (kpqc_native_aes256_ecb(ctx->w, out, in, nblocks) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    kpqc_aes256_ecb_c(ctx, out, in, nblocks);
}

void kpqc_aes256_ecb_c(const kpqc_aes256_ctx *ctx, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint8_t buf[64];
    uint64_t q[8];

    while (nblocks > 0) {
        size_t n = nblocks < 4 ? nblocks : 4;
        size_t nbytes = 16 * n;
        /* The whole group is read before any of it is written, so out == in
         * works. A short final group goes through buf, padded with zero
         * blocks whose output is dropped. */
        if (n == 4) {
            bitslice_load(q, in);
            encrypt4(ctx, q);
            bitslice_store(out, q);
        } else {
            memset(buf, 0, sizeof buf);
            memcpy(buf, in, nbytes);
            bitslice_load(q, buf);
            encrypt4(ctx, q);
            bitslice_store(buf, q);
            memcpy(out, buf, nbytes);
        }
        in += nbytes;
        out += nbytes;
        nblocks -= n;
    }
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(q, sizeof q);
}

/* Add 1 to the 16-byte big-endian counter. The carry is propagated through
 * all bytes arithmetically, without a data-dependent loop exit, because in
 * some uses (CTR_DRBG) the counter is secret. */
static void ctr_increment(uint8_t ctr[16])
{
    unsigned carry = 1;
    unsigned i = 16;
    while (i-- > 0) {
        carry += ctr[i];
        ctr[i] = (uint8_t)carry;
        carry >>= 8;
    }
}

/* Shared body of the two CTR entry points: in == NULL means "plain
 * keystream". Keystream is made 64 bytes (four counters) at a time; only
 * as much of the last group as needed is used. */
static void ctr_run(const kpqc_aes256_ctx *ctx, const uint8_t iv[KPQC_AES_BLOCKBYTES], uint8_t *out,
                    const uint8_t *in, size_t len)
{
    uint8_t ctr[16];
    uint8_t buf[64];
    uint64_t q[8];
    unsigned k;

    memcpy(ctr, iv, 16);
    while (len > 0) {
        size_t n = len < sizeof buf ? len : sizeof buf;
        size_t i;
        for (k = 0; k < 4; k++) {
            memcpy(&buf[16 * k], ctr, 16);
            ctr_increment(ctr);
        }
#if defined(KPQC_NATIVE_AES256_ECB)
        if (kpqc_native_aes256_ecb(ctx->w, buf, buf, 4) != KPQC_NATIVE_OK)
#endif
        {
            bitslice_load(q, buf);
            encrypt4(ctx, q);
            bitslice_store(buf, q);
        }
        if (in != NULL) {
            /* Byte by byte, reading in[i] before writing out[i]: correct
             * when out == in. */
            for (i = 0; i < n; i++) {
                out[i] = (uint8_t)(in[i] ^ buf[i]);
            }
            in += n;
        } else {
            memcpy(out, buf, n);
        }
        out += n;
        len -= n;
    }
    kpqc_zeroize(ctr, sizeof ctr);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(q, sizeof q);
}

void kpqc_aes256_ctr_keystream(const kpqc_aes256_ctx *ctx, const uint8_t iv[KPQC_AES_BLOCKBYTES],
                               uint8_t *out, size_t len)
{
    ctr_run(ctx, iv, out, NULL, len);
}

void kpqc_aes256_ctr_xor(const kpqc_aes256_ctx *ctx, const uint8_t iv[KPQC_AES_BLOCKBYTES],
                         uint8_t *out, const uint8_t *in, size_t len)
{
    ctr_run(ctx, iv, out, in, len);
}

void kpqc_aes256_wipe(kpqc_aes256_ctx *ctx)
{
    kpqc_zeroize(ctx, sizeof *ctx);
}
