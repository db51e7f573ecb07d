/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 and AES-256-CTR: published vectors (FIPS 197, SP 800-38A, the
 * AESAVS known-answer files) and functional properties of the CTR mode. */
#include "harness.h"
#include "aes.h"
#include "native/api.h"

#include <string.h>

int test_aes256_vectors(void);
int test_aes256_ctr(void);
int test_aes256_native(void);

/* One ECB block under a hex key; returns the check result. */
static int ecb_one(const char *what, const char *key_hex, const char *pt_hex, const char *ct_hex)
{
    kpqc_aes256_ctx ctx;
    uint8_t key[32], pt[16], ct[16];
    int ok;
    T_CHECK(t_unhex(key, sizeof key, key_hex) == 32);
    T_CHECK(t_unhex(pt, sizeof pt, pt_hex) == 16);
    kpqc_aes256_init(&ctx, key);
    kpqc_aes256_ecb(&ctx, ct, pt, 1);
    ok = T_EQ_HEX(what, ct, 16, ct_hex);
    kpqc_aes256_wipe(&ctx);
    return ok;
}

/* Word i (0..59) of the FIPS 197 key expansion, read back out of the
 * bitsliced context. This knows the layout documented in aes.c: round key
 * j is rk[8j..8j+7], word rk[8j+b] holds bit b of every byte, and byte
 * (row r, column c) of block 0 is at bit 16r + 4c. Word i is column i%4 of
 * round key i/4, bytes from row 0 down. */
static uint32_t expanded_word(const kpqc_aes256_ctx *ctx, unsigned i)
{
    unsigned j = i / 4, c = i % 4, r, b;
    uint32_t w = 0;
    for (r = 0; r < 4; r++) {
        unsigned byte = 0;
        for (b = 0; b < 8; b++) {
            byte |= (unsigned)((ctx->rk[8 * j + b] >> (16 * r + 4 * c)) & 1u) << b;
        }
        w = (w << 8) | byte;
    }
    return w;
}

int test_aes256_vectors(void)
{
    /* SP 800-38A F.1.5 / F.5.5 key and plaintext; also FIPS 197 A.3 key. */
    static const char sp_key[] = "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4";
    static const char sp_pt[] = "6bc1bee22e409f96e93d7e117393172a"
                                "ae2d8a571e03ac9c9eb76fac45af8e51"
                                "30c81c46a35ce411e5fbc1191a0a52ef"
                                "f69f2445df4f9b17ad2b417be66c3710";
    static const char sp_ecb_ct[] = "f3eed1bdb5d2a03c064b5a7e3db181f8"
                                    "591ccb10d410ed26dc5ba74a31362870"
                                    "b6ed21b99ca6f4f9f153e7b1beafed1d"
                                    "23304b7a39f9f3ff067d8d8f9e24ecc7";
    static const char sp_ctr_iv[] = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
    static const char sp_ctr_ct[] = "601ec313775789a5b7a7f504bbf3d228"
                                    "f443e3ca4d62b59aca84e990cacaf5c5"
                                    "2b0930daa23de94ce87017ba2d84988d"
                                    "dfc9c58db67aada613c2dd08457941a6";
    /* FIPS 197 A.3: some words of the expanded key. */
    static const struct {
        unsigned index;
        uint32_t word;
    } a3[] = {
        {0, 0x603deb10u},  {7, 0x0914dff4u},  {8, 0x9ba35411u},  {9, 0x8e6925afu},
        {10, 0xa51a8b5fu}, {11, 0x2067fcdeu}, {12, 0xa8b09c1au}, {13, 0x93d194cdu},
        {30, 0x268c3ba7u}, {31, 0x09e04214u}, {56, 0xfe4890d1u}, {57, 0xe6188d0bu},
        {58, 0x046df344u}, {59, 0x706c631eu},
    };
    /* AESAVS (KAT_AES) samples for 256-bit keys, ECB encryption. */
    static const char zero_key[] =
        "0000000000000000000000000000000000000000000000000000000000000000";
    static const char zero_block[] = "00000000000000000000000000000000";
    static const struct {
        const char *what, *key, *pt, *ct;
    } kat[] = {
        {"GFSbox256 #0", zero_key, "014730f80ac625fe84f026c60bfd547d",
         "5c9d844ed46f9885085e5d6a4f94c7d7"},
        {"GFSbox256 #1", zero_key, "0b24af36193ce4665f2825d7b4749c98",
         "a9ff75bd7cf6613d3731c77c3b6d0c04"},
        {"GFSbox256 #2", zero_key, "761c1fe41a18acf20d241650611d90f1",
         "623a52fcea5d443e48d9181ab32c7421"},
        {"GFSbox256 #3", zero_key, "8a560769d605868ad80d819bdba03771",
         "38f2c7ae10612415d27ca190d27da8b4"},
        {"GFSbox256 #4", zero_key, "91fbef2d15a97816060bee1feaa49afe",
         "1bc704f1bce135ceb810341b216d7abe"},
        {"KeySbox256 #0", "c47b0294dbbbee0fec4757f22ffeee3587ca4730c3d33b691df38bab076bc558",
         zero_block, "46f2fb342d6f0ab477476fc501242c5f"},
        {"KeySbox256 #1", "28d46cffa158533194214a91e712fc2b45b518076675affd910edeca5f41ac64",
         zero_block, "4bf3b0a69aeb6657794f2901b1440ad4"},
        {"KeySbox256 #2", "c1cc358b449909a19436cfbb3f852ef8bcb5ed12ac7058325f56e6099aab1a1c",
         zero_block, "352065272169abf9856843927d0674fd"},
        {"VarKey256 #0", "8000000000000000000000000000000000000000000000000000000000000000",
         zero_block, "e35a6dcb19b201a01ebcfa8aa22b5759"},
        {"VarKey256 #255", "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
         zero_block, "4bf85f1b5d54adbc307b0a048389adcb"},
        {"VarTxt256 #0", zero_key, "80000000000000000000000000000000",
         "ddc6bf790c15760d8d9aeb6f9a75fd4e"},
        {"VarTxt256 #127", zero_key, "ffffffffffffffffffffffffffffffff",
         "acdace8078a32b1a182bfa4987ca1347"},
    };

    kpqc_aes256_ctx ctx;
    uint8_t key[32], iv[16], pt[64], out[64];
    size_t i;

    /* FIPS 197 Appendix C.3. */
    ecb_one("FIPS 197 C.3", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
            "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089");

    for (i = 0; i < sizeof kat / sizeof kat[0]; i++) {
        ecb_one(kat[i].what, kat[i].key, kat[i].pt, kat[i].ct);
    }

    T_CHECK(t_unhex(key, sizeof key, sp_key) == 32);
    T_CHECK(t_unhex(pt, sizeof pt, sp_pt) == 64);
    T_CHECK(t_unhex(iv, sizeof iv, sp_ctr_iv) == 16);
    kpqc_aes256_init(&ctx, key);

    for (i = 0; i < sizeof a3 / sizeof a3[0]; i++) {
        T_CHECK(expanded_word(&ctx, a3[i].index) == a3[i].word);
    }

    /* SP 800-38A F.1.5, all four blocks in one call and one at a time. */
    kpqc_aes256_ecb(&ctx, out, pt, 4);
    T_EQ_HEX("SP 800-38A F.1.5 ECB-AES256", out, 64, sp_ecb_ct);
    memset(out, 0, sizeof out);
    for (i = 0; i < 4; i++) {
        kpqc_aes256_ecb(&ctx, out + 16 * i, pt + 16 * i, 1);
    }
    T_EQ_HEX("SP 800-38A F.1.5 block by block", out, 64, sp_ecb_ct);

    /* SP 800-38A F.5.5, and F.5.6 (decryption is the same operation). */
    kpqc_aes256_ctr_xor(&ctx, iv, out, pt, 64);
    T_EQ_HEX("SP 800-38A F.5.5 CTR-AES256", out, 64, sp_ctr_ct);
    kpqc_aes256_ctr_xor(&ctx, iv, out, out, 64);
    T_EQ_BYTES("SP 800-38A F.5.6 CTR-AES256 decrypt", out, pt, 64);

    /* wipe clears the whole context. */
    kpqc_aes256_wipe(&ctx);
    {
        uint64_t acc = 0;
        for (i = 0; i < sizeof ctx.rk / sizeof ctx.rk[0]; i++) {
            acc |= ctx.rk[i];
        }
        T_CHECK(acc == 0);
    }
    return T_RESULT();
}

/* The test's own counter arithmetic: the block as two 64-bit big-endian
 * halves, plus n with carry from the low half into the high one. Written
 * differently from the library's byte loop on purpose. */
static void counter_add(uint8_t out[16], const uint8_t iv[16], uint64_t n)
{
    uint64_t hi = 0, lo = 0, sum;
    unsigned i;
    for (i = 0; i < 8; i++) {
        hi = (hi << 8) | iv[i];
        lo = (lo << 8) | iv[8 + i];
    }
    sum = lo + n;
    if (sum < lo) {
        hi++;
    }
    lo = sum;
    for (i = 0; i < 8; i++) {
        out[7 - i] = (uint8_t)(hi >> (8 * i));
        out[15 - i] = (uint8_t)(lo >> (8 * i));
    }
}

#define CTR_MAXBLOCKS 9
#define CTR_MAXLEN    80

int test_aes256_ctr(void)
{
    /* Counters whose increments carry across byte, word and half
     * boundaries, including the wrap from all-ones to zero. */
    static const char *const carry_ivs[] = {
        "000102030405060708090a0b0c0d0eff", "000102030405060708090a0b0cfffffe",
        "0001020304050607ffffffffffffffff", "00010203040506fffffffffffffffffd",
        "7fffffffffffffffffffffffffffffff", "fffffffffffffffffffffffffffffffc",
        "ffffffffffffffffffffffffffffffff",
    };
    kpqc_aes256_ctx ctx;
    uint8_t key[32], iv[16], ctr[16];
    uint8_t ks[16 * CTR_MAXBLOCKS], want[16 * CTR_MAXBLOCKS], got[16 * CTR_MAXBLOCKS + 8];
    uint8_t in[16 * CTR_MAXBLOCKS], buf[16 * CTR_MAXBLOCKS];
    size_t i, len, n;

    t_prng_seed("aes256-ctr");
    t_prng(key, sizeof key);
    kpqc_aes256_init(&ctx, key);

    /* Counter carry: the keystream must be ECB of iv, iv+1, ... computed
     * independently here, for batches that straddle the carry. */
    for (i = 0; i < sizeof carry_ivs / sizeof carry_ivs[0]; i++) {
        T_CHECK(t_unhex(iv, sizeof iv, carry_ivs[i]) == 16);
        for (n = 0; n < CTR_MAXBLOCKS; n++) {
            counter_add(ctr, iv, n);
            kpqc_aes256_ecb(&ctx, want + 16 * n, ctr, 1);
        }
        kpqc_aes256_ctr_keystream(&ctx, iv, ks, sizeof ks);
        T_EQ_BYTES(carry_ivs[i], ks, want, sizeof ks);
    }

    /* Multi-block batching equals single-block calls, for ECB (every count
     * up to 9, i.e. full and partial groups of four) and for CTR. */
    t_prng(in, sizeof in);
    t_prng(iv, sizeof iv);
    for (n = 0; n < CTR_MAXBLOCKS; n++) {
        kpqc_aes256_ecb(&ctx, want + 16 * n, in + 16 * n, 1);
    }
    for (n = 1; n <= CTR_MAXBLOCKS; n++) {
        memset(got, 0xA5, sizeof got);
        kpqc_aes256_ecb(&ctx, got, in, n);
        T_EQ_BYTES("ECB n blocks == n single blocks", got, want, 16 * n);
        T_CHECK(got[16 * n] == 0xA5); /* nothing written past the end */
        memcpy(buf, in, 16 * n);
        kpqc_aes256_ecb(&ctx, buf, buf, n);
        T_EQ_BYTES("ECB in place", buf, want, 16 * n);
    }
    kpqc_aes256_ecb(&ctx, got, in, 0); /* zero blocks: a no-op */
    kpqc_aes256_ctr_keystream(&ctx, iv, ks, sizeof ks);
    for (n = 0; n < CTR_MAXBLOCKS; n++) {
        counter_add(ctr, iv, n);
        kpqc_aes256_ctr_keystream(&ctx, ctr, want + 16 * n, 16);
    }
    T_EQ_BYTES("CTR batched == one block per call", ks, want, sizeof ks);

    /* Every length 0..80: keystream is a prefix of the long keystream,
     * xor is in ^ keystream, in place gives the same, and nothing past len
     * is written. */
    for (len = 0; len <= CTR_MAXLEN; len++) {
        memset(got, 0xA5, sizeof got);
        kpqc_aes256_ctr_keystream(&ctx, iv, got, len);
        T_CHECK(memcmp(got, ks, len) == 0);
        T_CHECK(got[len] == 0xA5);

        for (i = 0; i < len; i++) {
            want[i] = (uint8_t)(in[i] ^ ks[i]);
        }
        memset(got, 0xA5, sizeof got);
        kpqc_aes256_ctr_xor(&ctx, iv, got, in, len);
        T_CHECK(memcmp(got, want, len) == 0);
        T_CHECK(got[len] == 0xA5);

        memcpy(buf, in, len);
        kpqc_aes256_ctr_xor(&ctx, iv, buf, buf, len);
        T_CHECK(memcmp(buf, want, len) == 0);

        /* Decrypting in place restores the input. */
        kpqc_aes256_ctr_xor(&ctx, iv, buf, buf, len);
        T_CHECK(memcmp(buf, in, len) == 0);
    }

    /* xor of zeros is the keystream. */
    memset(buf, 0, sizeof buf);
    kpqc_aes256_ctr_xor(&ctx, iv, got, buf, sizeof buf);
    T_EQ_BYTES("CTR xor of zeros == keystream", got, ks, sizeof buf);

    /* Length 0 with NULL buffers touches nothing. */
    kpqc_aes256_ctr_keystream(&ctx, iv, NULL, 0);
    kpqc_aes256_ctr_xor(&ctx, iv, NULL, NULL, 0);

    kpqc_aes256_wipe(&ctx);
    return T_RESULT();
}

/* aes256-native: the native AES kernel (native/api.h:
 * KPQC_NATIVE_AES256_ECB; the Armv8 AES instructions on AArch64), called
 * directly, against the bitsliced twin kpqc_aes256_ecb_c:
 *  - the extremes: key and data all zero, all ones, alternating 0x55/0xAA
 *    (and the mixes), 1 to 9 blocks, in place and not;
 *  - 1000 random keys, each with 1 to 9 random blocks;
 *  - AES-CTR (which encrypts its counters through the kernel) on random
 *    lengths, in place and not, with the backends on and then forced off.
 * Runs whatever KPQC_FORCE_PORTABLE says; skipped (77) where the build or
 * the CPU has no native AES. */
#if defined(KPQC_NATIVE_AES256_ECB)

#define AES_NATIVE_KEYS   1000
#define AES_NATIVE_BLOCKS 9

/* kernel and twin on one key and n blocks; returns 1 when they agree */
static int aes_native_same(const uint8_t key[32], const uint8_t *in, size_t n)
{
    kpqc_aes256_ctx ctx;
    uint8_t a[16 * AES_NATIVE_BLOCKS], b[16 * AES_NATIVE_BLOCKS];
    uint8_t c[16 * AES_NATIVE_BLOCKS];
    int same;

    kpqc_aes256_init(&ctx, key);
#if defined(KPQC_NATIVE_AARCH64)
    kpqc_aes256_ecb_armv8(ctx.w, a, in, n);
#endif
    kpqc_aes256_ecb_c(&ctx, b, in, n);
    memcpy(c, in, 16 * n);
#if defined(KPQC_NATIVE_AARCH64)
    kpqc_aes256_ecb_armv8(ctx.w, c, c, n); /* in place */
#endif
    same = memcmp(a, b, 16 * n) == 0 && memcmp(c, b, 16 * n) == 0;
    kpqc_aes256_wipe(&ctx);
    return same;
}

int test_aes256_native(void)
{
    static const uint8_t fills[3] = {0x00, 0xFF, 0x55};
    kpqc_aes256_ctx ctx;
    uint8_t key[32], in[16 * AES_NATIVE_BLOCKS], iv[16];
    uint8_t x[200], y[200], z[200];
    unsigned i, j, n, mismatches = 0;

    if ((kpqc_sys_cpu_features() & (KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_AES)) !=
        (KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_AES)) {
        t_note("no AES instructions on this CPU: skipped");
        return T_SKIP;
    }
    kpqc_sys_test_set_native(1);

    /* extremes: every combination of the three fills for key and data
       (0x55 alternates with 0xAA from byte to byte) */
    for (i = 0; i < 3; i++) {
        for (j = 0; j < 3; j++) {
            for (n = 0; n < 32; n++) {
                key[n] = (uint8_t)(fills[i] ^ ((n & 1) != 0 && fills[i] == 0x55 ? 0xFF : 0));
            }
            for (n = 0; n < sizeof in; n++) {
                in[n] = (uint8_t)(fills[j] ^ ((n & 1) != 0 && fills[j] == 0x55 ? 0xFF : 0));
            }
            for (n = 1; n <= AES_NATIVE_BLOCKS; n++) {
                T_CHECK(aes_native_same(key, in, n));
            }
        }
    }

    /* random keys and blocks */
    t_prng_seed("aes256-native");
    for (i = 0; i < AES_NATIVE_KEYS; i++) {
        n = 1 + t_prng_u32(AES_NATIVE_BLOCKS);
        t_prng(key, sizeof key);
        t_prng(in, 16 * n);
        if (!aes_native_same(key, in, n)) {
            if (mismatches == 0) {
                t_note("first mismatch at random key %u (%u blocks)", i, n);
            }
            mismatches++;
        }
    }
    T_CHECK(mismatches == 0);

    /* AES-CTR through the kernel against the bitsliced path */
    for (i = 0; i < 50; i++) {
        size_t len = t_prng_u32(sizeof x + 1);
        t_prng(key, sizeof key);
        t_prng(iv, sizeof iv);
        t_prng(x, sizeof x);
        memcpy(z, x, sizeof x);
        kpqc_aes256_init(&ctx, key);
        kpqc_aes256_ctr_xor(&ctx, iv, y, x, len); /* native */
        kpqc_aes256_ctr_xor(&ctx, iv, z, z, len); /* native, in place */
        T_CHECK(memcmp(y, z, len) == 0);
        kpqc_sys_force_portable(1);
        kpqc_aes256_ctr_xor(&ctx, iv, z, x, len); /* bitsliced */
        kpqc_sys_force_portable(0);
        T_CHECK(memcmp(y, z, len) == 0);
        kpqc_aes256_wipe(&ctx);
    }
    return T_RESULT();
}

#else

int test_aes256_native(void)
{
    t_note("no native AES in this build: skipped");
    return T_SKIP;
}

#endif
