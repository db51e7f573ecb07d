/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Tests of the DRBG, the constant-time helpers, the bit packing, the randomness source and
 * the unified API's behaviour on bad arguments. */
#include <stdlib.h>
#include <string.h>
#if !defined(__STDC_NO_THREADS__) && !defined(KPQC_BARE_METAL)
#include <threads.h>
#endif

#include "bitpack.h"
#include "ct.h"
#include "drbg.h"
#include "harness.h"
#include "randombytes.h"
#include "sys.h"
#include "testinfo.h"
#include "tests.h"

int test_drbg_vectors(void)
{
    kpqc_drbg d;
    uint8_t entropy[48], perso[48], out[64], seed[48], big[100], pieces[100];
    size_t i;

    /* SP 800-90A CAVP, drbgvectors_no_reseed CTR_DRBG.rsp, [AES-256 no df],
       PersonalizationStringLen = 0, AdditionalInputLen = 0, COUNT = 0:
       instantiate, generate 512 bits (discarded), generate 512 bits. */
    T_CHECK(t_unhex(entropy, sizeof entropy,
                    "df5d73faa468649edda33b5cca79b0b05600419ccb7a879ddfec9db32ee494e5"
                    "531b51de16a30f769262474c73bec010") == 48);
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_drbg_generate(&d, out, 64);
    kpqc_drbg_generate(&d, out, 64);
    T_EQ_HEX("CAVP no df, no reseed, COUNT 0", out, 64,
             "d1c07cd95af8a7f11012c84ce48bb8cb87189e99d40fccb1771c619bdf82ab22"
             "80b1dc2f2581f39164f7ac0c510494b3a43c41b7db17514c87b107ae793e01c5");

    /* CAVP [AES-256 no df], PersonalizationStringLen = 384, COUNT = 0: the
       internal state right after instantiation. */
    T_CHECK(t_unhex(entropy, sizeof entropy,
                    "b5e2af38591a9743e5d3e458848a3998536d3b625e1694be847f95c3bfbda267"
                    "f08624be4bb6aa496e1b596be523e7c4") == 48);
    T_CHECK(t_unhex(perso, sizeof perso,
                    "0a9a59e7605c0e12fae317bb004aecf1427bda4dca7718801895c38179fd36cd"
                    "922634c3789a99b9d9c556fe50a41de4") == 48);
    kpqc_drbg_init(&d, entropy, perso);
    T_EQ_HEX("CAVP instantiate with personalization: Key", d.key, 32,
             "ec777c24fe03afe8b6534712400ba6e2dfb1a112d901e7509ba493917cb309b2");
    T_EQ_HEX("CAVP instantiate with personalization: V", d.v, 16,
             "10c013b7048a1984667cfa1bc081cfae");

    /* PQCgenKAT: entropy 00..2F, the first two 48-byte draws are the seeds of
       KEM records 0 and 1 in every NIST KAT file. */
    for (i = 0; i < 48; i++) {
        entropy[i] = (uint8_t)i;
    }
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_drbg_generate(&d, seed, 48);
    T_EQ_HEX("PQCgenKAT seed 0", seed, 48,
             "061550234D158C5EC95595FE04EF7A25767F2E24CC2BC479D09D86DC9ABCFDE7"
             "056A8C266F9EF97ED08541DBD2E1FFA1");
    kpqc_drbg_generate(&d, seed, 48);
    T_EQ_HEX("PQCgenKAT seed 1", seed, 48,
             "D81C4D8D734FCBFBEADE3D3F8A039FAA2A2C9957E835AD55B22E75BF57BB556A"
             "C81ADDE6AEEB4A5A875C3BFCADFA958F");

    /* One call differs from several: each call ends with an Update step and
       discards the rest of its last block. Same prefix only within a call. */
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_drbg_generate(&d, big, sizeof big);
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_drbg_generate(&d, pieces, 48);
    T_EQ_BYTES("one call: first 48 bytes", big, pieces, 48);
    kpqc_drbg_generate(&d, pieces + 48, 52);
    T_CHECK(memcmp(big + 48, pieces + 48, 52) != 0);
    T_CHECK(d.reseed_counter == 3);
    /* A zero-length call still advances the state, as in PQCgenKAT. */
    kpqc_drbg_init(&d, entropy, NULL);
    kpqc_drbg_generate(&d, out, 0);
    kpqc_drbg_generate(&d, out, 48);
    T_CHECK(memcmp(out, big, 48) != 0);
    /* Replaying a split draw: the pattern's calls, one after another. */
    {
        kpqc_draws two = {{16, 32, 0, 0}}, none = {{0, 0, 0, 0}}, bad = {{16, 8, 0, 0}};
        uint8_t want[48], got[48];
        kpqc_drbg_init(&d, entropy, NULL);
        kpqc_drbg_generate(&d, want, 16);
        kpqc_drbg_generate(&d, want + 16, 32);
        kpqc_drbg_init(&d, entropy, NULL);
        T_CHECK(kpqc_drbg_generate_draws(&d, got, 48, &two) == 0);
        T_EQ_BYTES("draws 16 + 32", got, want, 48);
        kpqc_drbg_init(&d, entropy, NULL);
        T_CHECK(kpqc_drbg_generate_draws(&d, got, 48, &none) == 0);
        T_EQ_BYTES("no pattern: one call", got, big, 48);
        memset(got, 0xAA, sizeof got);
        T_CHECK(kpqc_drbg_generate_draws(&d, got, 48, &bad) == -1);
        T_CHECK(got[0] == 0 && got[47] == 0);
    }
    kpqc_drbg_wipe(&d);
    T_CHECK(d.reseed_counter == 0);
    return T_RESULT();
}

int test_ct_helpers(void)
{
    uint8_t a[40], b[40], r[40], x[40];
    size_t i;
    t_prng_seed("ct helpers");
    t_prng(a, sizeof a);
    memcpy(b, a, sizeof b);
    T_CHECK(kpqc_ct_neq(a, b, sizeof a) == 0);
    T_CHECK(kpqc_ct_neq(a, b, 0) == 0);
    for (i = 0; i < sizeof a; i++) {
        unsigned bit;
        for (bit = 0; bit < 8; bit++) {
            b[i] ^= (uint8_t)(1u << bit);
            T_CHECK(kpqc_ct_neq(a, b, sizeof a) == 1);
            b[i] ^= (uint8_t)(1u << bit);
        }
    }
    T_CHECK(kpqc_ct_is_zero_mask_u32(0) == 0xFFFFFFFFu);
    T_CHECK(kpqc_ct_is_zero_mask_u32(1) == 0);
    T_CHECK(kpqc_ct_is_zero_mask_u32(0x80000000u) == 0);
    T_CHECK(kpqc_ct_is_zero_mask_u32(0xFFFFFFFFu) == 0);
    T_CHECK(kpqc_ct_is_zero_mask_u64(0) == UINT64_MAX);
    T_CHECK(kpqc_ct_is_zero_mask_u64((uint64_t)1 << 63) == 0);
    T_CHECK(kpqc_ct_is_zero_mask_u64(1) == 0);
    T_CHECK(kpqc_ct_select_u32(7, 9, 1) == 7);
    T_CHECK(kpqc_ct_select_u32(7, 9, 0) == 9);
    t_prng(x, sizeof x);
    memcpy(r, a, sizeof r);
    kpqc_ct_cmov(r, x, sizeof r, 0);
    T_EQ_BYTES("cmov with 0 keeps", r, a, sizeof r);
    kpqc_ct_cmov(r, x, sizeof r, 1);
    T_EQ_BYTES("cmov with 1 copies", r, x, sizeof r);
    kpqc_zeroize(r, sizeof r);
    memset(x, 0, sizeof x);
    T_EQ_BYTES("zeroize", r, x, sizeof r);
    kpqc_zeroize(NULL, 0);
    return T_RESULT();
}

/* kpqc_ct_compact_u16 against the obvious branching compaction, on random
 * keep patterns (including none and all kept) and the largest n a keep bit
 * allows; payload bits ride along. */
int test_ct_compact(void)
{
    static const unsigned keep_bits[] = {3, 8, 11, 12};
    static uint16_t item[4096], want[4096];
    uint8_t r[64];
    size_t t, i;
    t_prng_seed("ct compact");
    for (t = 0; t < 4 * 6; t++) {
        const unsigned kb = keep_bits[t % 4];
        const size_t n = ((size_t)1 << kb) - (t / 4 == 5 ? 0 : 1 + t / 4);
        size_t dropped = 0, kept = 0;
        for (i = 0; i < n; i++) {
            unsigned keep, payload;
            t_prng(r, 2);
            /* patterns: random, none kept, all kept, every other, sparse */
            switch (t / 4) {
            case 1: keep = 0; break;
            case 2: keep = 1; break;
            case 3: keep = (unsigned)(i & 1); break;
            case 4: keep = (r[0] & 15) == 0; break;
            default: keep = r[0] & 1; break;
            }
            payload = (unsigned)(r[1] & ((1u << (15 - kb)) - 1));
            item[i] = (uint16_t)(payload << (kb + 1) | keep << kb | dropped);
            if (keep) {
                want[kept++] = item[i];
            }
            dropped += keep ^ 1;
        }
        kpqc_ct_compact_u16(item, n, kb);
        for (i = 0; i < kept; i++) {
            /* the distance bits may change on the way; payload and keep must not */
            T_CHECK((item[i] >> kb) == (want[i] >> kb));
        }
    }
    return T_RESULT();
}

/* kpqc_pack_bits / kpqc_unpack_bits: round trips at every width with
 * offsets and signs, padding of a partial last byte, a hand-made vector. */
int test_bitpack(void)
{
    int32_t a[37], b[37];
    uint8_t buf[37 * 4 + 1];
    static const int32_t v[3] = {1, 2, 3};
    unsigned bits, i;
    t_prng_seed("bitpack");
    /* 3 fields of 3 bits: 1 | 2 << 3 | 3 << 6 = 0xD1, then 0 (bit 8 = high bit of 3) */
    memset(buf, 0xAA, sizeof buf);
    kpqc_pack_bits(buf, v, 3, 3, 0, 1);
    T_CHECK(buf[0] == 0xD1 && buf[1] == 0x00 && buf[2] == 0xAA);
    for (bits = 1; bits <= 31; bits++) {
        const int32_t half = (int32_t)(UINT32_C(1) << (bits - 1));
        unsigned pad;
        for (i = 0; i < 37; i++) {
            uint8_t x[4];
            t_prng(x, 4);
            /* a_i in (-half, half]: offset half - 1, sign -1 maps it to [0, 2^bits) */
            a[i] = half - (int32_t)((((uint32_t)x[0] | (uint32_t)x[1] << 8 | (uint32_t)x[2] << 16 |
                                      (uint32_t)x[3] << 24)) &
                                    ((UINT32_C(1) << bits) - 1));
            a[i] = i == 0 ? half : i == 1 ? 1 - half : a[i];
        }
        kpqc_pack_bits(buf, a, 37, bits, half, -1);
        pad = kpqc_unpack_bits(b, buf, 37, bits, half, -1);
        T_CHECK(pad == 0);
        T_CHECK(memcmp(a, b, sizeof a) == 0);
        if ((37 * bits) % 8 != 0) {
            buf[37 * bits / 8] ^= 0x80;
            T_CHECK(kpqc_unpack_bits(b, buf, 37, bits, half, -1) != 0);
            T_CHECK(memcmp(a, b, sizeof a) == 0);
        }
    }
    return T_RESULT();
}

static int counting_source(void *ctx, uint8_t *out, size_t len)
{
    size_t i;
    unsigned *calls = (unsigned *)ctx;
    (*calls)++;
    for (i = 0; i < len; i++) {
        out[i] = (uint8_t)(i + 1);
    }
    return 0;
}

static int failing_source(void *ctx, uint8_t *out, size_t len)
{
    (void)ctx;
    if (len > 0) {
        out[0] = 0x5A; /* partial output must not survive */
    }
    return -1;
}

#if !defined(__STDC_NO_THREADS__) && !defined(KPQC_BARE_METAL)
/* Another thread draws while the main thread has a source installed: it
 * must get OS bytes, not the installed source's. */
static int draw_in_thread(void *arg)
{
    uint8_t *buf = (uint8_t *)arg;
    return kpqc_randombytes(buf, 32);
}
#endif

int test_randombytes(void)
{
    uint8_t a[64], b[64], zero[64];
    unsigned calls = 0;
    memset(zero, 0, sizeof zero);
    /* the OS source: two draws differ and are not all zero (fails with
       probability 2^-512) */
    T_CHECK(kpqc_randombytes(a, sizeof a) == KPQC_OK);
    T_CHECK(kpqc_randombytes(b, sizeof b) == KPQC_OK);
    T_CHECK(memcmp(a, b, sizeof a) != 0);
    T_CHECK(memcmp(a, zero, sizeof a) != 0);
    T_CHECK(kpqc_randombytes_os(a, 1) == KPQC_OK);
    T_CHECK(kpqc_randombytes(NULL, 0) == KPQC_OK);
    T_CHECK(kpqc_randombytes(NULL, 1) == KPQC_ERR_NULL);
    /* an installed source is used, and NULL restores the OS */
    kpqc_randombytes_set_source(counting_source, &calls);
    T_CHECK(kpqc_randombytes(a, 3) == KPQC_OK);
    T_CHECK(calls == 1 && a[0] == 1 && a[1] == 2 && a[2] == 3);
    kpqc_randombytes_set_source(failing_source, NULL);
    memset(a, 0xEE, sizeof a);
    T_CHECK(kpqc_randombytes(a, sizeof a) == KPQC_ERR_RANDOMNESS);
    T_EQ_BYTES("failed draw leaves zeros", a, zero, sizeof a);
    kpqc_randombytes_set_source(NULL, NULL);
    T_CHECK(kpqc_randombytes(a, sizeof a) == KPQC_OK);
    T_CHECK(calls == 1);
#if !defined(__STDC_NO_THREADS__) && !defined(KPQC_BARE_METAL)
    {
        thrd_t th;
        int thread_ret = -1;
        memset(b, 0, sizeof b);
        kpqc_randombytes_set_source(counting_source, &calls);
        T_CHECK(thrd_create(&th, draw_in_thread, b) == thrd_success);
        T_CHECK(thrd_join(th, &thread_ret) == thrd_success);
        kpqc_randombytes_set_source(NULL, NULL);
        T_CHECK(thread_ret == KPQC_OK);
        T_CHECK(calls == 1);                             /* the source was not used */
        T_CHECK(!(b[0] == 1 && b[1] == 2 && b[2] == 3)); /* nor its pattern seen */
    }
#endif
    return T_RESULT();
}

int test_api_errors(void)
{
    size_t i;
    static const int codes[] = {KPQC_OK,
                                KPQC_ERR_NULL,
                                KPQC_ERR_LENGTH,
                                KPQC_ERR_CONTEXT,
                                KPQC_ERR_RANDOMNESS,
                                KPQC_ERR_DECODE,
                                KPQC_ERR_DECAPS,
                                KPQC_ERR_VERIFY,
                                KPQC_ERR_NOT_FOUND,
                                KPQC_ERR_UNSUPPORTED,
                                KPQC_ERR_INTERNAL,
                                KPQC_ERR_OVERLAP};
    uint8_t buf[8];
    size_t len = 5;
    /* every code has its own message; unknown codes get a generic one */
    for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        size_t j;
        T_CHECK(kpqc_strerror(codes[i]) != NULL);
        for (j = 0; j < i; j++) {
            T_CHECK(strcmp(kpqc_strerror(codes[i]), kpqc_strerror(codes[j])) != 0);
        }
    }
    T_CHECK(strcmp(kpqc_strerror(12345), "unknown status code") == 0);
    /* discovery */
    T_CHECK(kpqc_kem_find(NULL) == NULL);
    T_CHECK(kpqc_sig_find(NULL) == NULL);
    T_CHECK(kpqc_kem_find("no-such-algorithm") == NULL);
    T_CHECK(kpqc_kem_at(kpqc_kem_count()) == NULL);
    T_CHECK(kpqc_sig_at(kpqc_sig_count()) == NULL);
    /* the placeholder schemes are never listed by the library */
    T_CHECK(kpqc_kem_find("test-kem") == NULL && kpqc_sig_find("test-sig") == NULL);
    for (i = 0; i < kpqc_kem_count(); i++) {
        const kpqc_kem *k = kpqc_kem_at(i);
        T_CHECK(kpqc_kem_find(k->name) == k);
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        const kpqc_sig *s = kpqc_sig_at(i);
        T_CHECK(kpqc_sig_find(s->name) == s);
    }
    /* NULL descriptors: no size is known, so no output is touched */
    memset(buf, 0xAA, sizeof buf);
    T_CHECK(kpqc_kem_keypair(NULL, buf, sizeof buf, buf, sizeof buf) == KPQC_ERR_NULL);
    T_CHECK(buf[0] == 0xAA && buf[7] == 0xAA);
    T_CHECK(kpqc_kem_decaps(NULL, buf, sizeof buf, buf, sizeof buf, buf, sizeof buf) ==
            KPQC_ERR_NULL);
    T_CHECK(kpqc_sig_sign(NULL, buf, sizeof buf, &len, buf, 1, NULL, 0, buf, 1) == KPQC_ERR_NULL);
    T_CHECK(len == 0);
    T_CHECK(kpqc_sig_verify(NULL, buf, 1, buf, 1, NULL, 0, buf, 1) == KPQC_ERR_NULL);
    T_CHECK(kpqc_sig_open(NULL, buf, sizeof buf, &len, buf, 1, buf, 1) == KPQC_ERR_NULL);
    return T_RESULT();
}

/* The native-backend switch (sys.h): forcing the portable path leaves no
 * feature and names every set's backend "portable"; releasing it gives back
 * exactly what the CPU and the build offer (or nothing, when the run sets
 * KPQC_FORCE_PORTABLE=1; less the AVX-512 tier under KPQC_NO_AVX512=1).
 * Runs everywhere: without a backend both answers
 * are "portable". */
int test_sys_switch(void)
{
    const char *env = getenv("KPQC_FORCE_PORTABLE");
    const int env_forces = env != NULL && strcmp(env, "1") == 0;
    const char *no512 = getenv("KPQC_NO_AVX512");
    /* KPQC_NO_AVX512=1 masks the AVX-512 tier off whatever the switch says */
    const uint32_t cpu = kpqc_sys_cpu_features() & (no512 != NULL && strcmp(no512, "1") == 0
                                                        ? ~(uint32_t)KPQC_SYS_X86_AVX512VL
                                                        : ~(uint32_t)0);
    size_t i;
    kpqc_sys_force_portable(1);
    T_CHECK(kpqc_sys_features() == 0);
    for (i = 0; i < kpqc_kem_count(); i++) {
        T_CHECK(strcmp(kpqc_kem_backend(kpqc_kem_at(i)), "portable") == 0);
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        T_CHECK(strcmp(kpqc_sig_backend(kpqc_sig_at(i)), "portable") == 0);
    }
    kpqc_sys_force_portable(0);
    T_CHECK(kpqc_sys_features() == (env_forces ? 0u : cpu));
    for (i = 0; i < kpqc_kem_count(); i++) {
        const char *b = kpqc_kem_backend(kpqc_kem_at(i));
        T_CHECK(b != NULL && (strcmp(b, "portable") == 0 || kpqc_sys_features() != 0));
    }
    return T_PASS;
}
