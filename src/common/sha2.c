/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SHA-256 and SHA-512 as specified in FIPS 180-4.
 *
 * Portable C11: message words are assembled from bytes with shifts (so the
 * code is endian-neutral and never reads through a wider pointer type), no
 * 128-bit arithmetic is used, and nothing branches on or indexes by message
 * or state contents. Only lengths, which are public, steer control flow. */
#include <string.h>

#include "sha2.h"
#include "profile.h"
#include "ct.h"

/* ------------------------------------------------------------------ */
/* Byte order helpers (big-endian, as FIPS 180-4 requires).            */

static uint32_t be32_load(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static void be32_store(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static uint64_t be64_load(const uint8_t *p)
{
    return ((uint64_t)be32_load(p) << 32) | (uint64_t)be32_load(p + 4);
}

static void be64_store(uint8_t *p, uint64_t v)
{
    be32_store(p, (uint32_t)(v >> 32));
    be32_store(p + 4, (uint32_t)v);
}

/* ------------------------------------------------------------------ */
/* SHA-256                                                            */

/* K: the first 32 bits of the fractional parts of the cube roots of the
 * first 64 primes (FIPS 180-4, 4.2.2). */
static const uint32_t sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

/* Initial hash value: the first 32 bits of the fractional parts of the
 * square roots of the first 8 primes (FIPS 180-4, 5.3.3). */
static const uint32_t sha256_iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

#define ROR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))
/* The functions of FIPS 180-4, 4.1.2 (Ch and Maj written with fewer ops). */
#define S256_CH(x, y, z)  ((z) ^ ((x) & ((y) ^ (z))))
#define S256_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define S256_BIG0(x)      (ROR32(x, 2) ^ ROR32(x, 13) ^ ROR32(x, 22))
#define S256_BIG1(x)      (ROR32(x, 6) ^ ROR32(x, 11) ^ ROR32(x, 25))
#define S256_SML0(x)      (ROR32(x, 7) ^ ROR32(x, 18) ^ ((x) >> 3))
#define S256_SML1(x)      (ROR32(x, 17) ^ ROR32(x, 19) ^ ((x) >> 10))

/* One round. Instead of shifting the eight working variables down each
 * round, the caller renames them: the value that would become the new "a"
 * is written into h, and the one that would become the new "e" into d. */
#define S256_ROUND(a, b, c, d, e, f, g, h, i)                                \
    do {                                                                     \
        uint32_t t1_ = (h) + S256_BIG1(e) + S256_CH(e, f, g) + kt[i] + w[i]; \
        uint32_t t2_ = S256_BIG0(a) + S256_MAJ(a, b, c);                     \
        (d) += t1_;                                                          \
        (h) = t1_ + t2_;                                                     \
    } while (0)

/* Process nblocks consecutive 64-byte blocks. */
static void sha256_blocks_core(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
    uint32_t e = h[4], f = h[5], g = h[6], hh = h[7];
    uint32_t w[16];
    const uint32_t *kt;
    unsigned i, j;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++) {
            w[i] = be32_load(p + 4 * i);
        }
        for (j = 0; j < 64; j += 16) {
            if (j != 0) {
                /* Expand the schedule in place: w[i] holds W[t] with
                 * t = j + i, built from W[t-2], W[t-7], W[t-15], W[t-16]. */
                for (i = 0; i < 16; i++) {
                    uint32_t w2 = w[(i + 14) & 15], w15 = w[(i + 1) & 15];
                    w[i] += S256_SML1(w2) + w[(i + 9) & 15] + S256_SML0(w15);
                }
            }
            kt = sha256_k + j;
            S256_ROUND(a, b, c, d, e, f, g, hh, 0);
            S256_ROUND(hh, a, b, c, d, e, f, g, 1);
            S256_ROUND(g, hh, a, b, c, d, e, f, 2);
            S256_ROUND(f, g, hh, a, b, c, d, e, 3);
            S256_ROUND(e, f, g, hh, a, b, c, d, 4);
            S256_ROUND(d, e, f, g, hh, a, b, c, 5);
            S256_ROUND(c, d, e, f, g, hh, a, b, 6);
            S256_ROUND(b, c, d, e, f, g, hh, a, 7);
            S256_ROUND(a, b, c, d, e, f, g, hh, 8);
            S256_ROUND(hh, a, b, c, d, e, f, g, 9);
            S256_ROUND(g, hh, a, b, c, d, e, f, 10);
            S256_ROUND(f, g, hh, a, b, c, d, e, 11);
            S256_ROUND(e, f, g, hh, a, b, c, d, 12);
            S256_ROUND(d, e, f, g, hh, a, b, c, 13);
            S256_ROUND(c, d, e, f, g, hh, a, b, 14);
            S256_ROUND(b, c, d, e, f, g, hh, a, 15);
        }
        a += h[0];
        b += h[1];
        c += h[2];
        d += h[3];
        e += h[4];
        f += h[5];
        g += h[6];
        hh += h[7];
        h[0] = a;
        h[1] = b;
        h[2] = c;
        h[3] = d;
        h[4] = e;
        h[5] = f;
        h[6] = g;
        h[7] = hh;
        p += 64;
    }
}

/* The profiled entry point (profile.h); the core inlines into it. */
static void sha256_blocks(uint32_t h[8], const uint8_t *p, size_t nblocks)
{
    KPQC_PROFILE_BEGIN();
    sha256_blocks_core(h, p, nblocks);
    KPQC_PROFILE_END(KPQC_PROF_SHA2);
}

void kpqc_sha256_init(kpqc_sha256_ctx *ctx)
{
    memcpy(ctx->h, sha256_iv, sizeof ctx->h);
    ctx->msglen = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->buflen = 0;
}

void kpqc_sha256_update(kpqc_sha256_ctx *ctx, const uint8_t *in, size_t inlen)
{
    size_t nblocks;

    if (inlen == 0) {
        return; /* also keeps (NULL, 0) away from pointer arithmetic */
    }
    ctx->msglen += (uint64_t)inlen;

    if (ctx->buflen != 0) {
        size_t take = 64 - ctx->buflen;
        if (take > inlen) {
            take = inlen;
        }
        memcpy(ctx->buf + ctx->buflen, in, take);
        ctx->buflen += (unsigned)take;
        in += take;
        inlen -= take;
        if (ctx->buflen < 64) {
            return;
        }
        sha256_blocks(ctx->h, ctx->buf, 1);
        ctx->buflen = 0;
    }

    nblocks = inlen / 64;
    if (nblocks != 0) {
        sha256_blocks(ctx->h, in, nblocks);
        in += nblocks * 64; /* <= inlen, cannot wrap */
        inlen -= nblocks * 64;
    }
    if (inlen != 0) {
        memcpy(ctx->buf, in, inlen);
        ctx->buflen = (unsigned)inlen;
    }
}

void kpqc_sha256_final(kpqc_sha256_ctx *ctx, uint8_t out[KPQC_SHA256_BYTES])
{
    /* The length field is 64 bits of bit count; messages are assumed to be
     * shorter than 2^61 bytes, so the shift cannot lose bits. */
    uint64_t bitlen = ctx->msglen << 3;
    unsigned n = ctx->buflen;
    unsigned i;

    ctx->buf[n++] = 0x80;
    if (n > 56) {
        memset(ctx->buf + n, 0, 64 - n);
        sha256_blocks(ctx->h, ctx->buf, 1);
        n = 0;
    }
    memset(ctx->buf + n, 0, 56 - n);
    be64_store(ctx->buf + 56, bitlen);
    sha256_blocks(ctx->h, ctx->buf, 1);

    for (i = 0; i < 8; i++) {
        be32_store(out + 4 * i, ctx->h[i]);
    }
    kpqc_zeroize(ctx, sizeof *ctx);
}

void kpqc_sha256(uint8_t out[KPQC_SHA256_BYTES], const uint8_t *in, size_t inlen)
{
    kpqc_sha256_ctx ctx;

    kpqc_sha256_init(&ctx);
    kpqc_sha256_update(&ctx, in, inlen);
    kpqc_sha256_final(&ctx, out);
}

/* ------------------------------------------------------------------ */
/* SHA-512                                                            */

/* K: the first 64 bits of the fractional parts of the cube roots of the
 * first 80 primes (FIPS 180-4, 4.2.3). */
static const uint64_t sha512_k[80] = {
    UINT64_C(0x428a2f98d728ae22), UINT64_C(0x7137449123ef65cd), UINT64_C(0xb5c0fbcfec4d3b2f),
    UINT64_C(0xe9b5dba58189dbbc), UINT64_C(0x3956c25bf348b538), UINT64_C(0x59f111f1b605d019),
    UINT64_C(0x923f82a4af194f9b), UINT64_C(0xab1c5ed5da6d8118), UINT64_C(0xd807aa98a3030242),
    UINT64_C(0x12835b0145706fbe), UINT64_C(0x243185be4ee4b28c), UINT64_C(0x550c7dc3d5ffb4e2),
    UINT64_C(0x72be5d74f27b896f), UINT64_C(0x80deb1fe3b1696b1), UINT64_C(0x9bdc06a725c71235),
    UINT64_C(0xc19bf174cf692694), UINT64_C(0xe49b69c19ef14ad2), UINT64_C(0xefbe4786384f25e3),
    UINT64_C(0x0fc19dc68b8cd5b5), UINT64_C(0x240ca1cc77ac9c65), UINT64_C(0x2de92c6f592b0275),
    UINT64_C(0x4a7484aa6ea6e483), UINT64_C(0x5cb0a9dcbd41fbd4), UINT64_C(0x76f988da831153b5),
    UINT64_C(0x983e5152ee66dfab), UINT64_C(0xa831c66d2db43210), UINT64_C(0xb00327c898fb213f),
    UINT64_C(0xbf597fc7beef0ee4), UINT64_C(0xc6e00bf33da88fc2), UINT64_C(0xd5a79147930aa725),
    UINT64_C(0x06ca6351e003826f), UINT64_C(0x142929670a0e6e70), UINT64_C(0x27b70a8546d22ffc),
    UINT64_C(0x2e1b21385c26c926), UINT64_C(0x4d2c6dfc5ac42aed), UINT64_C(0x53380d139d95b3df),
    UINT64_C(0x650a73548baf63de), UINT64_C(0x766a0abb3c77b2a8), UINT64_C(0x81c2c92e47edaee6),
    UINT64_C(0x92722c851482353b), UINT64_C(0xa2bfe8a14cf10364), UINT64_C(0xa81a664bbc423001),
    UINT64_C(0xc24b8b70d0f89791), UINT64_C(0xc76c51a30654be30), UINT64_C(0xd192e819d6ef5218),
    UINT64_C(0xd69906245565a910), UINT64_C(0xf40e35855771202a), UINT64_C(0x106aa07032bbd1b8),
    UINT64_C(0x19a4c116b8d2d0c8), UINT64_C(0x1e376c085141ab53), UINT64_C(0x2748774cdf8eeb99),
    UINT64_C(0x34b0bcb5e19b48a8), UINT64_C(0x391c0cb3c5c95a63), UINT64_C(0x4ed8aa4ae3418acb),
    UINT64_C(0x5b9cca4f7763e373), UINT64_C(0x682e6ff3d6b2b8a3), UINT64_C(0x748f82ee5defb2fc),
    UINT64_C(0x78a5636f43172f60), UINT64_C(0x84c87814a1f0ab72), UINT64_C(0x8cc702081a6439ec),
    UINT64_C(0x90befffa23631e28), UINT64_C(0xa4506cebde82bde9), UINT64_C(0xbef9a3f7b2c67915),
    UINT64_C(0xc67178f2e372532b), UINT64_C(0xca273eceea26619c), UINT64_C(0xd186b8c721c0c207),
    UINT64_C(0xeada7dd6cde0eb1e), UINT64_C(0xf57d4f7fee6ed178), UINT64_C(0x06f067aa72176fba),
    UINT64_C(0x0a637dc5a2c898a6), UINT64_C(0x113f9804bef90dae), UINT64_C(0x1b710b35131c471b),
    UINT64_C(0x28db77f523047d84), UINT64_C(0x32caab7b40c72493), UINT64_C(0x3c9ebe0a15c9bebc),
    UINT64_C(0x431d67c49c100d4c), UINT64_C(0x4cc5d4becb3e42b6), UINT64_C(0x597f299cfc657e2a),
    UINT64_C(0x5fcb6fab3ad6faec), UINT64_C(0x6c44198c4a475817)};

/* Initial hash value: the first 64 bits of the fractional parts of the
 * square roots of the first 8 primes (FIPS 180-4, 5.3.5). */
static const uint64_t sha512_iv[8] = {UINT64_C(0x6a09e667f3bcc908), UINT64_C(0xbb67ae8584caa73b),
                                      UINT64_C(0x3c6ef372fe94f82b), UINT64_C(0xa54ff53a5f1d36f1),
                                      UINT64_C(0x510e527fade682d1), UINT64_C(0x9b05688c2b3e6c1f),
                                      UINT64_C(0x1f83d9abfb41bd6b), UINT64_C(0x5be0cd19137e2179)};

#define ROR64(x, n)       (((x) >> (n)) | ((x) << (64 - (n))))
#define S512_CH(x, y, z)  ((z) ^ ((x) & ((y) ^ (z))))
#define S512_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define S512_BIG0(x)      (ROR64(x, 28) ^ ROR64(x, 34) ^ ROR64(x, 39))
#define S512_BIG1(x)      (ROR64(x, 14) ^ ROR64(x, 18) ^ ROR64(x, 41))
#define S512_SML0(x)      (ROR64(x, 1) ^ ROR64(x, 8) ^ ((x) >> 7))
#define S512_SML1(x)      (ROR64(x, 19) ^ ROR64(x, 61) ^ ((x) >> 6))

/* Same renaming scheme as S256_ROUND. */
#define S512_ROUND(a, b, c, d, e, f, g, h, i)                                \
    do {                                                                     \
        uint64_t t1_ = (h) + S512_BIG1(e) + S512_CH(e, f, g) + kt[i] + w[i]; \
        uint64_t t2_ = S512_BIG0(a) + S512_MAJ(a, b, c);                     \
        (d) += t1_;                                                          \
        (h) = t1_ + t2_;                                                     \
    } while (0)

/* Process nblocks consecutive 128-byte blocks. */
static void sha512_blocks_core(uint64_t h[8], const uint8_t *p, size_t nblocks)
{
    uint64_t a = h[0], b = h[1], c = h[2], d = h[3];
    uint64_t e = h[4], f = h[5], g = h[6], hh = h[7];
    uint64_t w[16];
    const uint64_t *kt;
    unsigned i, j;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++) {
            w[i] = be64_load(p + 8 * i);
        }
        for (j = 0; j < 80; j += 16) {
            if (j != 0) {
                for (i = 0; i < 16; i++) {
                    uint64_t w2 = w[(i + 14) & 15], w15 = w[(i + 1) & 15];
                    w[i] += S512_SML1(w2) + w[(i + 9) & 15] + S512_SML0(w15);
                }
            }
            kt = sha512_k + j;
            S512_ROUND(a, b, c, d, e, f, g, hh, 0);
            S512_ROUND(hh, a, b, c, d, e, f, g, 1);
            S512_ROUND(g, hh, a, b, c, d, e, f, 2);
            S512_ROUND(f, g, hh, a, b, c, d, e, 3);
            S512_ROUND(e, f, g, hh, a, b, c, d, 4);
            S512_ROUND(d, e, f, g, hh, a, b, c, 5);
            S512_ROUND(c, d, e, f, g, hh, a, b, 6);
            S512_ROUND(b, c, d, e, f, g, hh, a, 7);
            S512_ROUND(a, b, c, d, e, f, g, hh, 8);
            S512_ROUND(hh, a, b, c, d, e, f, g, 9);
            S512_ROUND(g, hh, a, b, c, d, e, f, 10);
            S512_ROUND(f, g, hh, a, b, c, d, e, 11);
            S512_ROUND(e, f, g, hh, a, b, c, d, 12);
            S512_ROUND(d, e, f, g, hh, a, b, c, 13);
            S512_ROUND(c, d, e, f, g, hh, a, b, 14);
            S512_ROUND(b, c, d, e, f, g, hh, a, 15);
        }
        a += h[0];
        b += h[1];
        c += h[2];
        d += h[3];
        e += h[4];
        f += h[5];
        g += h[6];
        hh += h[7];
        h[0] = a;
        h[1] = b;
        h[2] = c;
        h[3] = d;
        h[4] = e;
        h[5] = f;
        h[6] = g;
        h[7] = hh;
        p += 128;
    }
}

/* The profiled entry point (profile.h); the core inlines into it. */
static void sha512_blocks(uint64_t h[8], const uint8_t *p, size_t nblocks)
{
    KPQC_PROFILE_BEGIN();
    sha512_blocks_core(h, p, nblocks);
    KPQC_PROFILE_END(KPQC_PROF_SHA2);
}

void kpqc_sha512_init(kpqc_sha512_ctx *ctx)
{
    memcpy(ctx->h, sha512_iv, sizeof ctx->h);
    ctx->msglen = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->buflen = 0;
}

void kpqc_sha512_update(kpqc_sha512_ctx *ctx, const uint8_t *in, size_t inlen)
{
    size_t nblocks;

    if (inlen == 0) {
        return;
    }
    ctx->msglen += (uint64_t)inlen;

    if (ctx->buflen != 0) {
        size_t take = 128 - ctx->buflen;
        if (take > inlen) {
            take = inlen;
        }
        memcpy(ctx->buf + ctx->buflen, in, take);
        ctx->buflen += (unsigned)take;
        in += take;
        inlen -= take;
        if (ctx->buflen < 128) {
            return;
        }
        sha512_blocks(ctx->h, ctx->buf, 1);
        ctx->buflen = 0;
    }

    nblocks = inlen / 128;
    if (nblocks != 0) {
        sha512_blocks(ctx->h, in, nblocks);
        in += nblocks * 128;
        inlen -= nblocks * 128;
    }
    if (inlen != 0) {
        memcpy(ctx->buf, in, inlen);
        ctx->buflen = (unsigned)inlen;
    }
}

void kpqc_sha512_final(kpqc_sha512_ctx *ctx, uint8_t out[KPQC_SHA512_BYTES])
{
    /* 128-bit bit count = msglen * 8, split into two 64-bit halves. */
    uint64_t bits_hi = ctx->msglen >> 61;
    uint64_t bits_lo = ctx->msglen << 3;
    unsigned n = ctx->buflen;
    unsigned i;

    ctx->buf[n++] = 0x80;
    if (n > 112) {
        memset(ctx->buf + n, 0, 128 - n);
        sha512_blocks(ctx->h, ctx->buf, 1);
        n = 0;
    }
    memset(ctx->buf + n, 0, 112 - n);
    be64_store(ctx->buf + 112, bits_hi);
    be64_store(ctx->buf + 120, bits_lo);
    sha512_blocks(ctx->h, ctx->buf, 1);

    for (i = 0; i < 8; i++) {
        be64_store(out + 8 * i, ctx->h[i]);
    }
    kpqc_zeroize(ctx, sizeof *ctx);
}

void kpqc_sha512(uint8_t out[KPQC_SHA512_BYTES], const uint8_t *in, size_t inlen)
{
    kpqc_sha512_ctx ctx;

    kpqc_sha512_init(&ctx);
    kpqc_sha512_update(&ctx, in, inlen);
    kpqc_sha512_final(&ctx, out);
}
