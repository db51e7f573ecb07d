/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] and the SHA-3 / SHAKE sponge functions of FIPS 202.
 *
 * The state is 25 64-bit lanes; lane (x, y) is s[x + 5y] and holds state
 * bytes 8(x + 5y) .. 8(x + 5y) + 7 in little-endian order (FIPS 202,
 * 3.1.2 with the byte/bit conventions of Appendix B.1). Bytes are moved in
 * and out with shifts, so the code does not depend on the host byte order
 * and never accesses the byte buffers through wider pointer types. A native
 * backend with KPQC_NATIVE_KECCAK_STATE (native/api.h) may instead keep a
 * sponge's state in its own lane form (ctx->native, fixed at init); the
 * sponge then reaches the state only through state_xor, state_extract and
 * state_permute below, and this file's lane code is the portable twin.
 *
 * Sponge bookkeeping (kpqc_keccak_ctx):
 *   absorbing (squeezing == 0): pos = bytes already XORed into the current
 *     block, 0 <= pos < rate. A block is permuted as soon as it is full.
 *   squeezing (squeezing == 1): pos = bytes of the current output block
 *     already handed out, 1 <= pos <= rate. finalize sets pos = rate, so
 *     the first squeeze starts by applying the permutation; pos == rate is
 *     therefore exactly "at a block boundary".
 * All branches depend only on lengths and these counters, never on data. */
#include <string.h>

#include "fips202.h"
#include "bytes.h"
#include "ct.h"
#include "profile.h"
#include "native/api.h"

/* ------------------------------------------------------------------ */
/* The permutation                                                    */

/* Round constants RC[ir] of the iota step (FIPS 202, 3.2.5, Algorithms 5
 * and 6): bit 2^j - 1 of RC[ir] is rc(j + 7 ir), where rc is the output of
 * the LFSR x^8 + x^6 + x^5 + x^4 + 1. Printed by
 * tools/gen/keccak_constants.py. Shared with the native permutations
 * written in C (native/api.h). */
const uint64_t kpqc_keccakf1600_rc[24] = {
    UINT64_C(0x0000000000000001), UINT64_C(0x0000000000008082), UINT64_C(0x800000000000808A),
    UINT64_C(0x8000000080008000), UINT64_C(0x000000000000808B), UINT64_C(0x0000000080000001),
    UINT64_C(0x8000000080008081), UINT64_C(0x8000000000008009), UINT64_C(0x000000000000008A),
    UINT64_C(0x0000000000000088), UINT64_C(0x0000000080008009), UINT64_C(0x000000008000000A),
    UINT64_C(0x000000008000808B), UINT64_C(0x800000000000008B), UINT64_C(0x8000000000008089),
    UINT64_C(0x8000000000008003), UINT64_C(0x8000000000008002), UINT64_C(0x8000000000000080),
    UINT64_C(0x000000000000800A), UINT64_C(0x800000008000000A), UINT64_C(0x8000000080008081),
    UINT64_C(0x8000000000008080), UINT64_C(0x0000000080000001), UINT64_C(0x8000000080008008)};

/* Rotate left by a constant 0 <= n < 64 (the mask makes n = 0 well
 * defined: both shifts are then by 0). */
#define ROL64(v, n) (((v) << (n)) | ((v) >> ((64 - (n)) & 63)))

/* Lane complementing.
 *
 * keccakf1600_core keeps six lanes stored complemented (as ~lane) for all
 * 24 rounds: (1,0), (2,0), (3,1), (2,2), (2,3) and (0,4). They are flipped
 * once on entry and once on exit. theta, rho, pi and iota only XOR and
 * rotate, and both carry a complement through unchanged in kind: a rotated
 * complement is the complement of the rotated lane, and a XOR of terms of
 * which an odd number are complemented is the complement of the true XOR.
 * So those steps run as written and only the set of complemented values
 * moves: columns 0 to 3 hold an odd number of complemented lanes and
 * column 4 an even number, hence C[0..3] are complemented, C[4] is not,
 * and of D[x] = C[x-1] ^ ROL(C[x+1], 1) only D[0] and D[3] are.
 *
 * chi computes o = b0 ^ (~b1 & b2) on each lane of a row. Writing a for
 * the value held (a = b or a = ~b):
 *   b1 held complemented, b2 not:  ~b1 & b2 = a1 & a2, and b0 ^ (a1 & a2)
 *     is o, complemented exactly when b0 is held complemented;
 *   b1 not, b2 complemented:  ~b1 & b2 = ~(b1 | ~b2) = ~(a1 | a2), so
 *     a0 ^ (a1 | a2) is o with the opposite complement state from b0's;
 *   otherwise one of a1, a2 must be inverted first to reach one of these
 *     two forms (which one decides the output's state), and a NOT of a0
 *     flips the output's state for free once a0 is inverted anyway.
 * The pattern above is the one for which every row gets all five outputs
 * back into the pattern (the same six lanes complemented after the round)
 * with a single NOT, so chi costs 5 NOTs a round instead of 25. Per output
 * row y (inputs b0..b4 after theta, rho, pi; outputs o0..o4 are lanes
 * (0,y)..(4,y)):
 *   row 0: held complemented b0 b2 b3, to produce ~o1 ~o2; inverts b2
 *   row 1: held complemented b0 b2,    to produce ~o3;     inverts b4
 *   row 2: held complemented b0 b2,    to produce ~o2;     inverts b3
 *   row 3: held complemented b1 b3 b4, to produce ~o2;     inverts b3
 *   row 4: held complemented b0 b3,    to produce ~o0;     inverts b1
 * Each formula below follows from the two identities with these states;
 * the `keccakf1600` and `keccak-native` cases check the result against
 * known answers and against the native kernels. */

/* Rotate left by a constant 0 <= n < 64 (the mask makes n = 0 well
 * defined: both shifts are then by 0). */
#define ROL64(v, n) (((v) << (n)) | ((v) >> ((64 - (n)) & 63)))

/* One full round R = iota . chi . pi . rho . theta on complemented lanes
 * (see above), reading lanes S##xy and writing lanes D##xy (x = column,
 * y = row).
 *
 * theta: C[x] = XOR of column x; D[x] = C[x-1] ^ ROL(C[x+1], 1).
 * rho and pi combined: output lane (X, Y) of pi is input lane
 * ((X + 3Y) mod 5, X), rotated by that input lane's rho offset. The source
 * lanes and offsets of each output row come from the "per output row" table
 * of tools/gen/keccak_constants.py:
 *   row 0: (0,0, 0) (1,1,44) (2,2,43) (3,3,21) (4,4,14)
 *   row 1: (3,0,28) (4,1,20) (0,2, 3) (1,3,45) (2,4,61)
 *   row 2: (1,0, 1) (2,1, 6) (3,2,25) (4,3, 8) (0,4,18)
 *   row 3: (4,0,27) (0,1,36) (1,2,10) (2,3,15) (3,4,56)
 *   row 4: (2,0,62) (3,1,55) (4,2,39) (0,3,41) (1,4, 2)
 * chi then mixes each output row with the row's formulas of the table
 * above (n_ is the one inverted input), and iota XORs RC into lane (0,0),
 * which is not complemented. */
#define KECCAK_ROUND(S, D, rc)                                \
    do {                                                      \
        uint64_t c0_ = S##00 ^ S##01 ^ S##02 ^ S##03 ^ S##04; \
        uint64_t c1_ = S##10 ^ S##11 ^ S##12 ^ S##13 ^ S##14; \
        uint64_t c2_ = S##20 ^ S##21 ^ S##22 ^ S##23 ^ S##24; \
        uint64_t c3_ = S##30 ^ S##31 ^ S##32 ^ S##33 ^ S##34; \
        uint64_t c4_ = S##40 ^ S##41 ^ S##42 ^ S##43 ^ S##44; \
        uint64_t d0_ = c4_ ^ ROL64(c1_, 1);                   \
        uint64_t d1_ = c0_ ^ ROL64(c2_, 1);                   \
        uint64_t d2_ = c1_ ^ ROL64(c3_, 1);                   \
        uint64_t d3_ = c2_ ^ ROL64(c4_, 1);                   \
        uint64_t d4_ = c3_ ^ ROL64(c0_, 1);                   \
        uint64_t b0_, b1_, b2_, b3_, b4_, n_;                 \
        b0_ = S##00 ^ d0_;                                    \
        b1_ = ROL64(S##11 ^ d1_, 44);                         \
        b2_ = ROL64(S##22 ^ d2_, 43);                         \
        b3_ = ROL64(S##33 ^ d3_, 21);                         \
        b4_ = ROL64(S##44 ^ d4_, 14);                         \
        n_ = ~b2_;                                            \
        D##00 = b0_ ^ (b1_ | b2_) ^ (rc);                     \
        D##10 = b1_ ^ (n_ | b3_);                             \
        D##20 = b2_ ^ (b3_ & b4_);                            \
        D##30 = b3_ ^ (b4_ | b0_);                            \
        D##40 = b4_ ^ (b0_ & b1_);                            \
        b0_ = ROL64(S##30 ^ d3_, 28);                         \
        b1_ = ROL64(S##41 ^ d4_, 20);                         \
        b2_ = ROL64(S##02 ^ d0_, 3);                          \
        b3_ = ROL64(S##13 ^ d1_, 45);                         \
        b4_ = ROL64(S##24 ^ d2_, 61);                         \
        n_ = ~b4_;                                            \
        D##01 = b0_ ^ (b1_ | b2_);                            \
        D##11 = b1_ ^ (b2_ & b3_);                            \
        D##21 = b2_ ^ (b3_ | n_);                             \
        D##31 = b3_ ^ (b4_ | b0_);                            \
        D##41 = b4_ ^ (b0_ & b1_);                            \
        b0_ = ROL64(S##10 ^ d1_, 1);                          \
        b1_ = ROL64(S##21 ^ d2_, 6);                          \
        b2_ = ROL64(S##32 ^ d3_, 25);                         \
        b3_ = ROL64(S##43 ^ d4_, 8);                          \
        b4_ = ROL64(S##04 ^ d0_, 18);                         \
        n_ = ~b3_;                                            \
        D##02 = b0_ ^ (b1_ | b2_);                            \
        D##12 = b1_ ^ (b2_ & b3_);                            \
        D##22 = b2_ ^ (n_ & b4_);                             \
        D##32 = n_ ^ (b4_ | b0_);                             \
        D##42 = b4_ ^ (b0_ & b1_);                            \
        b0_ = ROL64(S##40 ^ d4_, 27);                         \
        b1_ = ROL64(S##01 ^ d0_, 36);                         \
        b2_ = ROL64(S##12 ^ d1_, 10);                         \
        b3_ = ROL64(S##23 ^ d2_, 15);                         \
        b4_ = ROL64(S##34 ^ d3_, 56);                         \
        n_ = ~b3_;                                            \
        D##03 = b0_ ^ (b1_ & b2_);                            \
        D##13 = b1_ ^ (b2_ | b3_);                            \
        D##23 = b2_ ^ (n_ | b4_);                             \
        D##33 = n_ ^ (b4_ & b0_);                             \
        D##43 = b4_ ^ (b0_ | b1_);                            \
        b0_ = ROL64(S##20 ^ d2_, 62);                         \
        b1_ = ROL64(S##31 ^ d3_, 55);                         \
        b2_ = ROL64(S##42 ^ d4_, 39);                         \
        b3_ = ROL64(S##03 ^ d0_, 41);                         \
        b4_ = ROL64(S##14 ^ d1_, 2);                          \
        n_ = ~b1_;                                            \
        D##04 = b0_ ^ (n_ & b2_);                             \
        D##14 = n_ ^ (b2_ | b3_);                             \
        D##24 = b2_ ^ (b3_ & b4_);                            \
        D##34 = b3_ ^ (b4_ | b0_);                            \
        D##44 = b4_ ^ (b0_ & b1_);                            \
    } while (0)

static void keccakf1600_core(uint64_t s[25])
{
    /* Lane (x, y) lives in a<x><y> (and e<x><y> for the odd rounds); the
       six lanes of the pattern are held inverted (s[1], s[2], s[8], s[12],
       s[17], s[20]). */
    uint64_t a00 = s[0], a10 = ~s[1], a20 = ~s[2], a30 = s[3], a40 = s[4];
    uint64_t a01 = s[5], a11 = s[6], a21 = s[7], a31 = ~s[8], a41 = s[9];
    uint64_t a02 = s[10], a12 = s[11], a22 = ~s[12], a32 = s[13], a42 = s[14];
    uint64_t a03 = s[15], a13 = s[16], a23 = ~s[17], a33 = s[18], a43 = s[19];
    uint64_t a04 = ~s[20], a14 = s[21], a24 = s[22], a34 = s[23], a44 = s[24];
    uint64_t e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;
    uint64_t e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;
    uint64_t e04, e14, e24, e34, e44;
    unsigned ir;

    /* Two rounds per iteration, ping-ponging between the a and e lanes. */
    for (ir = 0; ir < 24; ir += 2) {
        KECCAK_ROUND(a, e, kpqc_keccakf1600_rc[ir]);
        KECCAK_ROUND(e, a, kpqc_keccakf1600_rc[ir + 1]);
    }

    s[0] = a00;
    s[1] = ~a10;
    s[2] = ~a20;
    s[3] = a30;
    s[4] = a40;
    s[5] = a01;
    s[6] = a11;
    s[7] = a21;
    s[8] = ~a31;
    s[9] = a41;
    s[10] = a02;
    s[11] = a12;
    s[12] = ~a22;
    s[13] = a32;
    s[14] = a42;
    s[15] = a03;
    s[16] = a13;
    s[17] = ~a23;
    s[18] = a33;
    s[19] = a43;
    s[20] = ~a04;
    s[21] = a14;
    s[22] = a24;
    s[23] = a34;
    s[24] = a44;
}

/* The portable twin of a native permutation (native/api.h), for its tests. */
void kpqc_keccakf1600_portable(uint64_t s[25])
{
    keccakf1600_core(s);
}

/* The backend the permutations run on now: a native one when it has a
   Keccak kernel this CPU can run (on x86-64 the tier: "avx512vl" or
   "avx2"), else "portable". Schemes report it when
   none of their own kernels is native. */
const char *kpqc_keccak_backend(void)
{
#if defined(KPQC_NATIVE_KECCAKF1600) || defined(KPQC_NATIVE_KECCAKF1600X4)
    if (kpqc_sys_has(KPQC_NATIVE_FEATURES)) {
#if defined(KPQC_NATIVE_BACKEND_TIERS)
        return kpqc_native_backend_tier(kpqc_sys_features());
#else
        return KPQC_NATIVE_BACKEND_NAME;
#endif
    }
#endif
    return "portable";
}

/* The profiled entry point (profile.h): a native backend's permutation
   where one is built and the CPU has it, else the portable core (inlined). */
void kpqc_keccakf1600(uint64_t s[25])
{
    KPQC_PROFILE_BEGIN();
#if defined(KPQC_NATIVE_KECCAKF1600)
    if (kpqc_native_keccakf1600(s) != KPQC_NATIVE_OK)
#endif
    {
        keccakf1600_core(s);
    }
    KPQC_PROFILE_END(KPQC_PROF_SHA3);
}

/* ------------------------------------------------------------------ */
/* Moving bytes between buffers and lanes                             */

/* XOR len bytes into the state starting at state byte pos: bytes up to
 * the next lane boundary one at a time, then whole lanes, then the rest. */
static void xor_bytes(uint64_t s[25], size_t pos, const uint8_t *in, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        s[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
    while (len >= 8) {
        s[pos >> 3] ^= kpqc_load64_le(in);
        in += 8;
        pos += 8;
        len -= 8;
    }
    while (len > 0) {
        s[pos >> 3] ^= (uint64_t)*in++ << (8 * (pos & 7));
        pos++;
        len--;
    }
}

/* Copy len state bytes starting at state byte pos to out, the same way. */
static void extract_bytes(const uint64_t s[25], size_t pos, uint8_t *out, size_t len)
{
    while (len > 0 && (pos & 7) != 0) {
        *out++ = (uint8_t)(s[pos >> 3] >> (8 * (pos & 7)));
        pos++;
        len--;
    }
    while (len >= 8) {
        kpqc_store64_le(out, s[pos >> 3]);
        out += 8;
        pos += 8;
        len -= 8;
    }
    while (len > 0) {
        *out++ = (uint8_t)(s[pos >> 3] >> (8 * (pos & 7)));
        pos++;
        len--;
    }
}

/* Whole-block versions; every rate used here is a multiple of 8. */
static void xor_block(uint64_t s[25], const uint8_t *in, unsigned rate)
{
    unsigned i;

    for (i = 0; i < rate / 8; i++) {
        s[i] ^= kpqc_load64_le(in + 8 * i);
    }
}

static void extract_block(const uint64_t s[25], uint8_t *out, unsigned rate)
{
    unsigned i;

    for (i = 0; i < rate / 8; i++) {
        kpqc_store64_le(out + 8 * i, s[i]);
    }
}

/* ------------------------------------------------------------------ */
/* The sponge's view of its state                                     */

/* A backend with KPQC_NATIVE_KECCAK_STATE (native/api.h) may hold the
 * state in its own lane form for the whole life of a sponge (ctx->native,
 * decided at init); the sponge then moves bytes and permutes through its
 * kernels. Otherwise these are the standard-lane functions above. */
static void state_xor(kpqc_keccak_ctx *ctx, size_t pos, const uint8_t *in, size_t len)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_xor(ctx->s, 1, pos, in, len);
        return;
    }
#endif
    if (pos == 0 && len == ctx->rate) {
        xor_block(ctx->s, in, ctx->rate);
    } else {
        xor_bytes(ctx->s, pos, in, len);
    }
}

static void state_extract(const kpqc_keccak_ctx *ctx, size_t pos, uint8_t *out, size_t len)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_extract(ctx->s, 1, pos, out, len);
        return;
    }
#endif
    if (pos == 0 && len == ctx->rate) {
        extract_block(ctx->s, out, ctx->rate);
    } else {
        extract_bytes(ctx->s, pos, out, len);
    }
}

/* One byte (the padding) into state byte pos. */
static void state_xor_byte(kpqc_keccak_ctx *ctx, size_t pos, uint8_t byte)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        kpqc_native_keccak_state_xor(ctx->s, 1, pos, &byte, 1);
        return;
    }
#endif
    ctx->s[pos >> 3] ^= (uint64_t)byte << (8 * (pos & 7));
}

static void state_permute(kpqc_keccak_ctx *ctx)
{
#if defined(KPQC_NATIVE_KECCAK_STATE)
    if (ctx->native) {
        KPQC_PROFILE_BEGIN();
        kpqc_native_keccak_state_permute(ctx->s);
        KPQC_PROFILE_END(KPQC_PROF_SHA3);
        return;
    }
#endif
    kpqc_keccakf1600(ctx->s);
}

/* ------------------------------------------------------------------ */
/* Sponge                                                             */

static void keccak_init(kpqc_keccak_ctx *ctx, unsigned rate, uint8_t dsbyte)
{
    memset(ctx->s, 0, sizeof ctx->s);
    ctx->pos = 0;
    ctx->rate = rate;
    ctx->dsbyte = dsbyte;
    ctx->squeezing = 0;
#if defined(KPQC_NATIVE_KECCAK_STATE)
    ctx->native = kpqc_native_keccak_state() == KPQC_NATIVE_OK;
#else
    ctx->native = 0;
#endif
}

/* The domain byte holds the suffix bits followed by the first bit of the
 * pad10*1 padding (FIPS 202, 6.1, 6.2 and B.2): SHA-3 appends 01, SHAKE
 * appends 1111; with the padding's leading 1 that is 0x06 and 0x1F. */
void kpqc_shake128_init(kpqc_keccak_ctx *ctx)
{
    keccak_init(ctx, KPQC_SHAKE128_RATE, 0x1F);
}

void kpqc_shake256_init(kpqc_keccak_ctx *ctx)
{
    keccak_init(ctx, KPQC_SHAKE256_RATE, 0x1F);
}

void kpqc_sha3_256_init(kpqc_keccak_ctx *ctx)
{
    keccak_init(ctx, KPQC_SHA3_256_RATE, 0x06);
}

void kpqc_sha3_512_init(kpqc_keccak_ctx *ctx)
{
    keccak_init(ctx, KPQC_SHA3_512_RATE, 0x06);
}

/* Any number of calls with any lengths (including 0) absorb the
 * concatenation of their inputs. Calling this after finalize is a misuse;
 * it is then ignored (the input is not absorbed). */
void kpqc_keccak_absorb(kpqc_keccak_ctx *ctx, const uint8_t *in, size_t inlen)
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
        state_xor(ctx, pos, in, take);
        pos += take;
        in += take;
        inlen -= take;
        if (pos < rate) {
            ctx->pos = (unsigned)pos;
            return;
        }
        state_permute(ctx); /* the block is full: the next one starts at 0 */
    }

    /* Whole blocks straight from the input. */
    while (inlen >= rate) {
        state_xor(ctx, 0, in, rate);
        state_permute(ctx);
        in += rate;
        inlen -= rate;
    }

    /* Tail (0 <= inlen < rate). */
    state_xor(ctx, 0, in, inlen);
    ctx->pos = (unsigned)inlen;
}

/* Pad the absorbed message and switch to squeezing. The permutation that
 * closes the last block is deferred to the first squeeze (pos = rate).
 * A second call does nothing. */
void kpqc_keccak_finalize(kpqc_keccak_ctx *ctx)
{
    /* pos < rate, so the domain byte and the final padding bit (the top
     * bit of the block's last byte) both land inside the block; when
     * pos == rate - 1 they share a byte. */
    if (ctx->squeezing) {
        return;
    }
    state_xor_byte(ctx, ctx->pos, ctx->dsbyte);
    state_xor_byte(ctx, ctx->rate - 1, 0x80);
    ctx->pos = ctx->rate;
    ctx->squeezing = 1;
}

/* Output the next outlen bytes of the sponge output stream; any split of
 * the stream into calls (including 0-length calls) gives the same bytes.
 * Finalizes first if that has not happened yet. */
void kpqc_keccak_squeeze(kpqc_keccak_ctx *ctx, uint8_t *out, size_t outlen)
{
    const size_t rate = ctx->rate;
    size_t pos;

    if (!ctx->squeezing) {
        kpqc_keccak_finalize(ctx);
    }
    pos = ctx->pos;

    while (outlen > 0) {
        size_t take;

        if (pos == rate) {
            state_permute(ctx);
            pos = 0;
        }
        if (pos == 0 && outlen >= rate) {
            state_extract(ctx, 0, out, rate);
            out += rate;
            outlen -= rate;
            pos = rate;
            continue;
        }
        take = rate - pos;
        if (take > outlen) {
            take = outlen;
        }
        state_extract(ctx, pos, out, take);
        pos += take;
        out += take;
        outlen -= take;
    }
    ctx->pos = (unsigned)pos;
}

/* Output nblocks whole rate-sized blocks (nblocks * rate bytes).
 *
 * Intended use (header contract): right after finalize, or after earlier
 * squeezes that ended on a block boundary (ctx->pos == ctx->rate), so that
 * each block written is exactly one permutation output; squeezeblocks and
 * squeeze may then be freely interleaved. If called off a block boundary
 * this still returns the next nblocks * rate bytes of the same output
 * stream (it is defined as nblocks calls of squeeze(ctx, ., rate)), so
 * mixing can never produce inconsistent output, only unaligned blocks.
 * Looping per block keeps nblocks * rate from overflowing a 32-bit size_t. */
void kpqc_keccak_squeezeblocks(kpqc_keccak_ctx *ctx, uint8_t *out, size_t nblocks)
{
    const size_t rate = ctx->rate;

    while (nblocks-- > 0) {
        kpqc_keccak_squeeze(ctx, out, rate);
        out += rate;
    }
}

void kpqc_keccak_wipe(kpqc_keccak_ctx *ctx)
{
    kpqc_zeroize(ctx, sizeof *ctx);
}

void kpqc_sha3_256_final(kpqc_keccak_ctx *ctx, uint8_t out[KPQC_SHA3_256_BYTES])
{
    kpqc_keccak_finalize(ctx);
    kpqc_keccak_squeeze(ctx, out, KPQC_SHA3_256_BYTES);
    kpqc_keccak_wipe(ctx);
}

void kpqc_sha3_512_final(kpqc_keccak_ctx *ctx, uint8_t out[KPQC_SHA3_512_BYTES])
{
    kpqc_keccak_finalize(ctx);
    kpqc_keccak_squeeze(ctx, out, KPQC_SHA3_512_BYTES);
    kpqc_keccak_wipe(ctx);
}

void kpqc_sha3_256(uint8_t out[KPQC_SHA3_256_BYTES], const uint8_t *in, size_t inlen)
{
    kpqc_keccak_ctx ctx;

    kpqc_sha3_256_init(&ctx);
    kpqc_keccak_absorb(&ctx, in, inlen);
    kpqc_sha3_256_final(&ctx, out);
}

void kpqc_sha3_512(uint8_t out[KPQC_SHA3_512_BYTES], const uint8_t *in, size_t inlen)
{
    kpqc_keccak_ctx ctx;

    kpqc_sha3_512_init(&ctx);
    kpqc_keccak_absorb(&ctx, in, inlen);
    kpqc_sha3_512_final(&ctx, out);
}

void kpqc_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    kpqc_keccak_ctx ctx;

    kpqc_shake128_init(&ctx);
    kpqc_keccak_absorb(&ctx, in, inlen);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, out, outlen);
    kpqc_keccak_wipe(&ctx);
}

void kpqc_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    kpqc_keccak_ctx ctx;

    kpqc_shake256_init(&ctx);
    kpqc_keccak_absorb(&ctx, in, inlen);
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, out, outlen);
    kpqc_keccak_wipe(&ctx);
}
