/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Four SHAKE sponges side by side (fips202x4.h).
 *
 * The bookkeeping is that of the single sponge in fips202.c (pos, rate,
 * squeezing with the same meaning), kept once for all four states because
 * every call moves the four by the same number of bytes. Byte j of the
 * sponge state of stream k is byte (j mod 8) of lane s[4 * (j / 8) + k].
 * Branches depend only on lengths and counters, never on data. */
#include <string.h>

#include "fips202x4.h"
#include "bytes.h"
#include "ct.h"
#include "profile.h"
#include "native/api.h"

/* ------------------------------------------------------------------ */
/* The permutation                                                    */

/* The portable twin (native/api.h): each state gathered into standard
   lanes, permuted by the portable core, and put back. */
void kpqc_keccakf1600x4_portable(uint64_t s[25 * 4])
{
    uint64_t t[25];
    unsigned i, j;

    for (j = 0; j < 4; j++) {
        for (i = 0; i < 25; i++) {
            t[i] = s[4 * i + j];
        }
        kpqc_keccakf1600_portable(t);
        for (i = 0; i < 25; i++) {
            s[4 * i + j] = t[i];
        }
    }
    kpqc_zeroize(t, sizeof t);
}

void kpqc_keccakf1600x4(uint64_t s[25 * 4])
{
    KPQC_PROFILE_BEGIN();
#if defined(KPQC_NATIVE_KECCAKF1600X4)
    if (kpqc_native_keccakf1600x4(s) != KPQC_NATIVE_OK)
#endif
    {
        kpqc_keccakf1600x4_portable(s);
    }
    KPQC_PROFILE_END(KPQC_PROF_SHA3);
}

int kpqc_keccakx4_native(void)
{
#if defined(KPQC_NATIVE_KECCAKF1600X4)
    return kpqc_sys_has(KPQC_NATIVE_FEATURES);
#else
    return 0;
#endif
}

/* ------------------------------------------------------------------ */
/* Moving bytes between buffers and the lanes of state k              */

#define LANE(s, pos, k) ((s)[4 * ((pos) >> 3) + (k)])

/* XOR len bytes of in into state k from sponge byte pos on: single bytes
   up to a lane boundary, whole lanes, then single bytes again. */
static void xor_bytes(uint64_t *s, unsigned k, size_t pos, const uint8_t *in, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        LANE(s, pos, k) ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
    while (len >= 8) {
        LANE(s, pos, k) ^= kpqc_load64_le(in);
        in += 8;
        pos += 8;
        len -= 8;
    }
    while (len > 0) {
        LANE(s, pos, k) ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
}

/* Copy len bytes of state k from sponge byte pos on to out, the same way. */
static void extract_bytes(const uint64_t *s, unsigned k, size_t pos, uint8_t *out, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        *out++ = (uint8_t)(LANE(s, pos, k) >> (8 * (pos & 7)));
        pos++;
        len--;
    }
    while (len >= 8) {
        kpqc_store64_le(out, LANE(s, pos, k));
        out += 8;
        pos += 8;
        len -= 8;
    }
    while (len > 0) {
        *out++ = (uint8_t)(LANE(s, pos, k) >> (8 * (pos & 7)));
        pos++;
        len--;
    }
}

/* Whole blocks (every rate here is a multiple of 8), all four states. */
static void xor_block4(uint64_t *s, const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                       const uint8_t *in3, unsigned rate)
{
    unsigned i;

    for (i = 0; i < rate / 8; i++) {
        s[4 * i + 0] ^= kpqc_load64_le(in0 + 8 * i);
        s[4 * i + 1] ^= kpqc_load64_le(in1 + 8 * i);
        s[4 * i + 2] ^= kpqc_load64_le(in2 + 8 * i);
        s[4 * i + 3] ^= kpqc_load64_le(in3 + 8 * i);
    }
}

static void extract_block4(const uint64_t *s, uint8_t *out0, uint8_t *out1, uint8_t *out2,
                           uint8_t *out3, unsigned rate)
{
    unsigned i;

    for (i = 0; i < rate / 8; i++) {
        kpqc_store64_le(out0 + 8 * i, s[4 * i + 0]);
        kpqc_store64_le(out1 + 8 * i, s[4 * i + 1]);
        kpqc_store64_le(out2 + 8 * i, s[4 * i + 2]);
        kpqc_store64_le(out3 + 8 * i, s[4 * i + 3]);
    }
}

/* ------------------------------------------------------------------ */
/* The sponge's view of its states                                    */

/* As in fips202.c: with KPQC_NATIVE_KECCAK_STATE (native/api.h) the four
 * states may be held in the backend's lane form (ctx->native, decided at
 * init), still lane-interleaved (state k's lane i is s[4i + k]); the
 * kernels then move the bytes, and the permutation runs the backend's
 * single-state kernel on each state in turn. */
static void state_xor(kpqc_keccakx4_ctx *ctx, unsigned k, size_t pos, const uint8_t *in, size_t len)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_xor(ctx->s + k, 4, pos, in, len);
        return;
    }
#endif
    xor_bytes(ctx->s, k, pos, in, len);
}

static void state_extract(const kpqc_keccakx4_ctx *ctx, unsigned k, size_t pos, uint8_t *out,
                          size_t len)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_extract(ctx->s + k, 4, pos, out, len);
        return;
    }
#endif
    extract_bytes(ctx->s, k, pos, out, len);
}

/* One byte (the padding) into byte pos of state k. */
static void state_xor_byte(kpqc_keccakx4_ctx *ctx, unsigned k, size_t pos, uint8_t byte)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_xor(ctx->s + k, 4, pos, &byte, 1);
        return;
    }
#endif
    LANE(ctx->s, pos, k) ^= (uint64_t)byte << (8 * (pos & 7));
}

static void state_permute(kpqc_keccakx4_ctx *ctx)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        uint64_t t[25];
        unsigned i, k;

        KPQC_PROFILE_BEGIN();
        for (k = 0; k < 4; k++) {
            for (i = 0; i < 25; i++) {
                t[i] = ctx->s[4 * i + k];
            }
            kpqc_native_keccak_state_permute(t);
            for (i = 0; i < 25; i++) {
                ctx->s[4 * i + k] = t[i];
            }
        }
        kpqc_zeroize(t, sizeof t);
        KPQC_PROFILE_END(KPQC_PROF_SHA3);
        return;
    }
#endif
    kpqc_keccakf1600x4(ctx->s);
}

/* ------------------------------------------------------------------ */
/* Sponge                                                             */

static void keccakx4_init(kpqc_keccakx4_ctx *ctx, unsigned rate)
{
    memset(ctx->s, 0, sizeof ctx->s);
    ctx->pos = 0;
    ctx->rate = rate;
    ctx->dsbyte = 0x1F; /* SHAKE: suffix 1111 and the padding's first 1 */
    ctx->squeezing = 0;
#if defined(KPQC_NATIVE_KECCAK_STATE)
    ctx->native = kpqc_native_keccak_state() == KPQC_NATIVE_OK;
#else
    ctx->native = 0;
#endif
}

void kpqc_shake128x4_init(kpqc_keccakx4_ctx *ctx)
{
    keccakx4_init(ctx, KPQC_SHAKE128_RATE);
}

void kpqc_shake256x4_init(kpqc_keccakx4_ctx *ctx)
{
    keccakx4_init(ctx, KPQC_SHAKE256_RATE);
}

void kpqc_keccakx4_absorb(kpqc_keccakx4_ctx *ctx, const uint8_t *in0, const uint8_t *in1,
                          const uint8_t *in2, const uint8_t *in3, size_t inlen)
{
    const size_t rate = ctx->rate;
    size_t pos = ctx->pos;

    if (ctx->squeezing || inlen == 0) {
        return;
    }

    /* Top up a partially filled block first. */
    if (pos != 0) {
        size_t take = rate - pos;
        if (take > inlen) {
            take = inlen;
        }
        state_xor(ctx, 0, pos, in0, take);
        state_xor(ctx, 1, pos, in1, take);
        state_xor(ctx, 2, pos, in2, take);
        state_xor(ctx, 3, pos, in3, take);
        pos += take;
        in0 += take;
        in1 += take;
        in2 += take;
        in3 += take;
        inlen -= take;
        if (pos < rate) {
            ctx->pos = (unsigned)pos;
            return;
        }
        state_permute(ctx);
    }

    /* Whole blocks straight from the inputs. */
    while (inlen >= rate) {
#if defined(KPQC_NATIVE_KECCAK_STATE)
        if (ctx->native) {
            state_xor(ctx, 0, 0, in0, rate);
            state_xor(ctx, 1, 0, in1, rate);
            state_xor(ctx, 2, 0, in2, rate);
            state_xor(ctx, 3, 0, in3, rate);
        } else
#endif
        {
            xor_block4(ctx->s, in0, in1, in2, in3, (unsigned)rate);
        }
        state_permute(ctx);
        in0 += rate;
        in1 += rate;
        in2 += rate;
        in3 += rate;
        inlen -= rate;
    }

    /* Tail (0 <= inlen < rate). */
    state_xor(ctx, 0, 0, in0, inlen);
    state_xor(ctx, 1, 0, in1, inlen);
    state_xor(ctx, 2, 0, in2, inlen);
    state_xor(ctx, 3, 0, in3, inlen);
    ctx->pos = (unsigned)inlen;
}

/* Pad all four and switch to squeezing; the closing permutation waits for
   the first squeeze (pos = rate). A second call does nothing. */
void kpqc_keccakx4_finalize(kpqc_keccakx4_ctx *ctx)
{
    unsigned k;

    if (ctx->squeezing) {
        return;
    }
    for (k = 0; k < 4; k++) {
        state_xor_byte(ctx, k, ctx->pos, ctx->dsbyte);
        state_xor_byte(ctx, k, ctx->rate - 1, 0x80);
    }
    ctx->pos = ctx->rate;
    ctx->squeezing = 1;
}

void kpqc_keccakx4_squeeze(kpqc_keccakx4_ctx *ctx, uint8_t *out0, uint8_t *out1, uint8_t *out2,
                           uint8_t *out3, size_t outlen)
{
    const size_t rate = ctx->rate;
    size_t pos;

    if (!ctx->squeezing) {
        kpqc_keccakx4_finalize(ctx);
    }
    pos = ctx->pos;

    while (outlen > 0) {
        size_t take;

        if (pos == rate) {
            state_permute(ctx);
            pos = 0;
        }
        if (pos == 0 && outlen >= rate) {
            take = rate;
#if defined(KPQC_NATIVE_KECCAK_STATE)
            if (ctx->native) {
                state_extract(ctx, 0, 0, out0, rate);
                state_extract(ctx, 1, 0, out1, rate);
                state_extract(ctx, 2, 0, out2, rate);
                state_extract(ctx, 3, 0, out3, rate);
            } else
#endif
            {
                extract_block4(ctx->s, out0, out1, out2, out3, (unsigned)rate);
            }
        } else {
            take = rate - pos;
            if (take > outlen) {
                take = outlen;
            }
            state_extract(ctx, 0, pos, out0, take);
            state_extract(ctx, 1, pos, out1, take);
            state_extract(ctx, 2, pos, out2, take);
            state_extract(ctx, 3, pos, out3, take);
        }
        pos += take;
        out0 += take;
        out1 += take;
        out2 += take;
        out3 += take;
        outlen -= take;
    }
    ctx->pos = (unsigned)pos;
}

/* nblocks squeezes of one block each (so nblocks * rate cannot overflow). */
void kpqc_keccakx4_squeezeblocks(kpqc_keccakx4_ctx *ctx, uint8_t *out0, uint8_t *out1,
                                 uint8_t *out2, uint8_t *out3, size_t nblocks)
{
    const size_t rate = ctx->rate;

    while (nblocks-- > 0) {
        kpqc_keccakx4_squeeze(ctx, out0, out1, out2, out3, rate);
        out0 += rate;
        out1 += rate;
        out2 += rate;
        out3 += rate;
    }
}

void kpqc_keccakx4_wipe(kpqc_keccakx4_ctx *ctx)
{
    kpqc_zeroize(ctx, sizeof *ctx);
}

static void shakex4(unsigned rate, uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3,
                    size_t outlen, const uint8_t *in0, const uint8_t *in1, const uint8_t *in2,
                    const uint8_t *in3, size_t inlen)
{
    kpqc_keccakx4_ctx ctx;

    keccakx4_init(&ctx, rate);
    kpqc_keccakx4_absorb(&ctx, in0, in1, in2, in3, inlen);
    kpqc_keccakx4_finalize(&ctx);
    kpqc_keccakx4_squeeze(&ctx, out0, out1, out2, out3, outlen);
    kpqc_keccakx4_wipe(&ctx);
}

void kpqc_shake128x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                     size_t inlen)
{
    shakex4(KPQC_SHAKE128_RATE, out0, out1, out2, out3, outlen, in0, in1, in2, in3, inlen);
}

void kpqc_shake256x4(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
                     const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
                     size_t inlen)
{
    shakex4(KPQC_SHAKE256_RATE, out0, out1, out2, out3, outlen, in0, in1, in2, in3, inlen);
}
