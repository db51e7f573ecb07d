/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Known-answer file generation; see katgen.h.
 *
 * Record i of every NIST KAT file: the master DRBG (seeded with the
 * entropy) yields seed_i (48 bytes) and, for signatures, msg_i (33(i+1)
 * bytes); a record DRBG seeded with seed_i then supplies every random byte
 * the scheme draws, in the scheme's draw order. */
#include "katgen.h"

#include <stdio.h>
#include <string.h>

#include "drbg.h"

/* Work buffers: static, because they are large for some schemes and the
 * library's stack budget is for the library, not for this tool. */
#ifndef KAT_MAX_MSG
#define KAT_MAX_MSG (33u * 100u)
#endif
#ifndef KAT_MAX_KEY
#define KAT_MAX_KEY \
    (3u << 20) /* MQ-Sign's keys reach 2.9 MB; static, so untouched pages cost nothing */
#endif
#ifndef KAT_MAX_CT
#define KAT_MAX_CT KAT_MAX_KEY /* boards set less: their ciphertexts are smaller than keys */
#endif
#ifndef KAT_MAX_SIG
#define KAT_MAX_SIG 65536u
#endif
/* the secret key's buffer, when an image wants it smaller than the public
   key's (kpqc-m4keygen) */
#ifndef KAT_MAX_SK
#define KAT_MAX_SK KAT_MAX_KEY
#endif
#ifdef KPQC_TEST_SHARED_SCRATCH
/* A board's test image lends its guarded-buffer arena (test/cases/guarded.c,
 * KPQC_TEST_SHARED_SCRATCH bytes) to the large buffers: no test case uses
 * both, and the 128 KB of RAM are better spent on stack. */
extern uint8_t kpqc_test_scratch[];
#define buf_pk  (kpqc_test_scratch)
#define buf_sk  (buf_pk + KAT_MAX_KEY)
#define buf_ct  (buf_sk + KAT_MAX_SK)
#define buf_msg (buf_ct + KAT_MAX_CT)
#define buf_sm  (buf_msg + KAT_MAX_MSG)
#define buf_m2  (buf_sm + KAT_MAX_MSG + KAT_MAX_SIG)
_Static_assert(KAT_MAX_KEY + KAT_MAX_SK + KAT_MAX_CT + 3u * KAT_MAX_MSG + 2u * KAT_MAX_SIG <=
                   KPQC_TEST_SHARED_SCRATCH,
               "KAT buffers larger than the shared scratch");
#else
static uint8_t buf_pk[KAT_MAX_KEY];
static uint8_t buf_sk[KAT_MAX_SK];
static uint8_t buf_ct[KAT_MAX_CT];
static uint8_t buf_msg[KAT_MAX_MSG];
static uint8_t buf_sm[KAT_MAX_MSG + KAT_MAX_SIG];
static uint8_t buf_m2[KAT_MAX_MSG + KAT_MAX_SIG];
#endif
static uint8_t buf_ss[256], buf_ss2[256];
static uint8_t buf_coins[1024];
static uint8_t buf_ctx[256];
static uint8_t buf_salt_source[32]; /* KPQC_KAT_SIGN_MQSIGN */
static char hexline[2 * 1024];

/* ---- glibc rand() for KPQC_KAT_KEM_LIBC_RAND --------------------------------- */

#define LIBC_RAND_SEED 20240223u /* PALOMA's harness: srand(20240223) */

static uint32_t libc_rand_step(katgen_libc_rand *g)
{
    uint32_t v = g->r[g->k] + g->r[(g->k + 28) % 31]; /* r_{i-31} + r_{i-3} */
    g->r[g->k] = v;
    g->k = (g->k + 1) % 31;
    return v;
}

void katgen_libc_srand(katgen_libc_rand *g, uint32_t seed)
{
    int32_t seq[34];
    unsigned i;
    /* glibc keeps the seed as a signed 32-bit word and steps it with
       Schrage's method (16807 = 127773 * 16807 + 2836 splits 2^31 - 1) */
    seq[0] =
        seed == 0 ? 1 : (int32_t)(seed <= 0x7FFFFFFFu ? (int64_t)seed : (int64_t)seed - 4294967296);
    for (i = 1; i < 31; i++) {
        int64_t hi = seq[i - 1] / 127773, lo = seq[i - 1] % 127773;
        int64_t w = 16807 * lo - 2836 * hi;
        if (w < 0) {
            w += 2147483647;
        }
        seq[i] = (int32_t)w;
    }
    for (i = 31; i < 34; i++) {
        seq[i] = seq[i - 31];
    }
    for (i = 0; i < 31; i++) {
        g->r[i] = (uint32_t)seq[i + 3];
    }
    g->k = 0;
    for (i = 0; i < 310; i++) {
        (void)libc_rand_step(g);
    }
}

uint32_t katgen_libc_rand_next(katgen_libc_rand *g)
{
    return libc_rand_step(g) >> 1;
}

int katgen_libc_randombytes(void *ctx, uint8_t *out, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++) {
        out[i] = (uint8_t)(katgen_libc_rand_next((katgen_libc_rand *)ctx) & 0xFF);
    }
    return 0;
}

void katgen_default_entropy(uint8_t entropy[48])
{
    unsigned i;
    for (i = 0; i < 48; i++) {
        entropy[i] = (uint8_t)i;
    }
}

static int put(const katgen_sink *sink, const char *s)
{
    return sink->write(sink->ctx, s, strlen(s));
}

/* "name = HEX\n" in upper case, written in pieces so fields of any size
 * stream through a small buffer. */
static int put_hex(const katgen_sink *sink, const char *name, const uint8_t *in, size_t n)
{
    static const char digits[] = "0123456789ABCDEF";
    if (put(sink, name) || put(sink, " = ")) {
        return 1;
    }
    while (n > 0) {
        size_t chunk = n > sizeof hexline / 2 ? sizeof hexline / 2 : n, i;
        for (i = 0; i < chunk; i++) {
            hexline[2 * i] = digits[in[i] >> 4];
            hexline[2 * i + 1] = digits[in[i] & 15];
        }
        if (sink->write(sink->ctx, hexline, 2 * chunk)) {
            return 1;
        }
        in += chunk;
        n -= chunk;
    }
    return put(sink, "\n");
}

static int put_num(const katgen_sink *sink, const char *name, unsigned long v)
{
    char line[64];
    (void)snprintf(line, sizeof line, "%s = %lu\n", name, v);
    return put(sink, line);
}

static katgen_result result(katgen_status status, unsigned record, const char *what, int ret)
{
    katgen_result r;
    r.status = status;
    r.record = record;
    r.what = what;
    r.scheme_status = ret;
    return r;
}

static int is_sign(kpqc_kat_format f)
{
    return f == KPQC_KAT_SIGN_ATTACHED || f == KPQC_KAT_SIGN_DETACHED_CTX ||
           f == KPQC_KAT_SIGN_MQSIGN || f == KPQC_KAT_SIGN_ATTACHED_SIG_FIRST ||
           f == KPQC_KAT_SIGN_ATTACHED_SEEDED || f == KPQC_KAT_SIGN_PEREGRINE;
}

/* sm = msg || sig in the response file */
static int is_attached(kpqc_kat_format f)
{
    return f == KPQC_KAT_SIGN_ATTACHED || f == KPQC_KAT_SIGN_MQSIGN ||
           f == KPQC_KAT_SIGN_ATTACHED_SEEDED;
}

katgen_result katgen_req(kpqc_kat_format format, const uint8_t entropy[48], unsigned count,
                         const katgen_sink *sink)
{
    kpqc_drbg master;
    uint8_t seed[48];
    unsigned i;
    int stop = 0;

    katgen_libc_rand lr;

    kpqc_drbg_init(&master, entropy, NULL);
    katgen_libc_srand(&lr, LIBC_RAND_SEED);
    for (i = 0; i < count && !stop; i++) {
        size_t mlen = 33u * (i + 1);
        if (format == KPQC_KAT_KEM_LIBC_RAND) {
            (void)katgen_libc_randombytes(&lr, seed, sizeof seed);
        } else {
            kpqc_drbg_generate(&master, seed, sizeof seed);
        }
        stop = put_num(sink, "count", i) || put_hex(sink, "seed", seed, sizeof seed);
        if (is_sign(format)) {
            if (mlen > KAT_MAX_MSG) {
                return result(KATGEN_TOO_LARGE, i, "message", 0);
            }
            kpqc_drbg_generate(&master, buf_msg, mlen);
            stop = stop || put_num(sink, "mlen", (unsigned long)mlen) ||
                   put_hex(sink, "msg", buf_msg, mlen);
            if (format == KPQC_KAT_SIGN_MQSIGN) {
                kpqc_drbg_generate(&master, buf_salt_source, sizeof buf_salt_source);
                stop =
                    stop || put_hex(sink, "salt_source", buf_salt_source, sizeof buf_salt_source);
            }
            stop = stop || put(sink, "pk =\nsk =\n") ||
                   put(sink, is_attached(format) || format == KPQC_KAT_SIGN_ATTACHED_SIG_FIRST ||
                                     format == KPQC_KAT_SIGN_PEREGRINE
                                 ? "smlen =\nsm =\n\n"
                                 : "siglen =\nsig =\n\n");
        } else {
            stop = stop || put(sink, "pk =\nsk =\nct =\nss =\n\n");
        }
    }
    return result(stop ? KATGEN_SINK_STOPPED : KATGEN_OK, i, NULL, 0);
}

/* Key generation from the record DRBG: fixed-draw schemes replay through
 * keypair_derand (which proves randomized == randombytes + derand on every
 * record); retrying schemes run their randomized path on the DRBG. */
static int kat_kem_keypair(const kpqc_kem *kem, kpqc_drbg *rec)
{
    const kpqc_kem_test_info *ti = kpqc_kem_testinfo(kem);
    if (kem == NULL || ti == NULL) { /* not a registered descriptor (cannot happen here) */
        return KPQC_ERR_INTERNAL;
    }
    if (ti->keypair_fixed_draw && kem->keypair_derand != NULL) {
        if (kpqc_drbg_generate_draws(rec, buf_coins, kem->keypair_seed_bytes, &ti->keypair_draws) !=
            0) {
            return KPQC_ERR_INTERNAL; /* the descriptor's draws do not add up */
        }
        return kem->keypair_derand(buf_pk, buf_sk, buf_coins);
    }
    return kem->keypair(buf_pk, buf_sk);
}

static int kat_sig_keypair(const kpqc_sig *sig, kpqc_drbg *rec)
{
    const kpqc_sig_test_info *ti = kpqc_sig_testinfo(sig);
    if (sig == NULL || ti == NULL) { /* not a registered descriptor (cannot happen here) */
        return KPQC_ERR_INTERNAL;
    }
    if (ti->keypair_fixed_draw && sig->keypair_derand != NULL) {
        if (kpqc_drbg_generate_draws(rec, buf_coins, sig->keypair_seed_bytes, &ti->keypair_draws) !=
            0) {
            return KPQC_ERR_INTERNAL;
        }
        return sig->keypair_derand(buf_pk, buf_sk, buf_coins);
    }
    return sig->keypair(buf_pk, buf_sk);
}

static katgen_result rsp_kem_record(const kpqc_kem *kem, kpqc_drbg *rec, unsigned i,
                                    const katgen_sink *sink)
{
    int ret;
    if ((ret = kat_kem_keypair(kem, rec)) != 0) {
        return result(KATGEN_SCHEME_ERROR, i, "keypair", ret);
    }
    if (kpqc_drbg_generate_draws(rec, buf_coins, kem->encaps_coins_bytes,
                                 &kpqc_kem_testinfo(kem)->encaps_draws) != 0) {
        return result(KATGEN_SCHEME_ERROR, i, "encaps draws", KPQC_ERR_INTERNAL);
    }
    if ((ret = kem->encaps_derand(buf_ct, buf_ss, buf_pk, buf_coins)) != 0) {
        return result(KATGEN_SCHEME_ERROR, i, "encaps", ret);
    }
    if ((ret = kem->decaps(buf_ss2, buf_ct, buf_sk)) != 0) {
        return result(KATGEN_SCHEME_ERROR, i, "decaps", ret);
    }
    if (memcmp(buf_ss, buf_ss2, kem->ss_bytes) != 0) {
        return result(KATGEN_ROUNDTRIP_FAILED, i, "decaps", 0);
    }
    if (put_hex(sink, "pk", buf_pk, kem->pk_bytes) || put_hex(sink, "sk", buf_sk, kem->sk_bytes) ||
        put_hex(sink, "ct", buf_ct, kem->ct_bytes) || put_hex(sink, "ss", buf_ss, kem->ss_bytes) ||
        put(sink, "\n")) {
        return result(KATGEN_SINK_STOPPED, i, NULL, 0);
    }
    return result(KATGEN_OK, i, NULL, 0);
}

static katgen_result rsp_sig_record(const kpqc_sig *sig, kpqc_drbg *rec, unsigned i, size_t mlen,
                                    const uint8_t seed[48], const katgen_sink *sink)
{
    const kpqc_sig_test_info *ti = kpqc_sig_testinfo(sig);
    size_t ctxlen = 0, siglen = 0, m2len = 0;
    uint8_t *sigp;
    int sig_first;
    int ret;
    if (sig == NULL || ti == NULL) { /* not a registered descriptor (cannot happen here) */
        return result(KATGEN_SCHEME_ERROR, i, "descriptor", KPQC_ERR_INTERNAL);
    }
    if (ti->kat.format == KPQC_KAT_SIGN_MQSIGN) {
        /* The MQ-Sign generator keys with the record seed itself and signs
           with the salt source drawn from the master DRBG. */
        if (sig->keypair_seed_bytes > 48 || sig->sign_coins_bytes != sizeof buf_salt_source) {
            return result(KATGEN_SCHEME_ERROR, i, "sizes", KPQC_ERR_INTERNAL);
        }
        if ((ret = sig->keypair_derand(buf_pk, buf_sk, seed)) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "keypair", ret);
        }
        memcpy(buf_coins, buf_salt_source, sizeof buf_salt_source);
    } else if (ti->kat.format == KPQC_KAT_SIGN_ATTACHED_SEEDED) {
        /* The generator keys with the record seed itself; signing draws
           nothing. */
        if (sig->keypair_seed_bytes > 48 || sig->sign_coins_bytes != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "sizes", KPQC_ERR_INTERNAL);
        }
        if ((ret = sig->keypair_derand(buf_pk, buf_sk, seed)) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "keypair", ret);
        }
    } else {
        if ((ret = kat_sig_keypair(sig, rec)) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "keypair", ret);
        }
        if (kpqc_drbg_generate_draws(rec, buf_coins, sig->sign_coins_bytes, &ti->sign_draws) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "sign draws", KPQC_ERR_INTERNAL);
        }
    }
    if (ti->kat.format == KPQC_KAT_SIGN_DETACHED_CTX) {
        /* The generator draws the context itself: one length byte, then
           that many bytes (a draw of length 0 still advances the DRBG). */
        uint8_t len_byte;
        kpqc_drbg_generate(rec, &len_byte, 1);
        ctxlen = len_byte;
        kpqc_drbg_generate(rec, buf_ctx, ctxlen);
    }
    /* Sign into the tail of sm so that sm = msg || sig for the attached form
       (into its head for sm = sig || msg, the message following). */
    sig_first = ti->kat.format == KPQC_KAT_SIGN_ATTACHED_SIG_FIRST;
    sigp = sig_first ? buf_sm : buf_sm + mlen;
    if (!sig_first) {
        memcpy(buf_sm, buf_msg, mlen);
    }
    ret = sig->sign_derand(sigp, &siglen, buf_msg, mlen, buf_ctx, ctxlen, buf_sk, buf_coins);
    if (ret != 0) {
        return result(KATGEN_SCHEME_ERROR, i, "sign", ret);
    }
    if (siglen > sig->sig_bytes) {
        return result(KATGEN_TOO_LARGE, i, "sign", 0);
    }
    if (sig_first) {
        memcpy(buf_sm + siglen, buf_msg, mlen);
    }
    if ((ret = sig->verify(sigp, siglen, buf_msg, mlen, buf_ctx, ctxlen, buf_pk)) != 0) {
        return result(KATGEN_ROUNDTRIP_FAILED, i, "verify", ret);
    }
    if (is_attached(ti->kat.format) || ti->kat.format == KPQC_KAT_SIGN_PEREGRINE) {
        ret = sig->open(buf_m2, &m2len, buf_sm, mlen + siglen, buf_pk);
        if (ret != 0 || m2len != mlen || memcmp(buf_m2, buf_msg, mlen) != 0) {
            return result(KATGEN_ROUNDTRIP_FAILED, i, "open", ret);
        }
    }
    if (put_hex(sink, "pk", buf_pk, sig->pk_bytes) || put_hex(sink, "sk", buf_sk, sig->sk_bytes)) {
        return result(KATGEN_SINK_STOPPED, i, NULL, 0);
    }
    if (ti->kat.format == KPQC_KAT_SIGN_PEREGRINE) {
        /* sig = header || nonce || s2 is reordered into the generator's
           sm = BE16(siglen - 40) || nonce || msg || header || s2 */
        if (siglen < 41 || siglen - 40 > 0xFFFFu) {
            return result(KATGEN_SCHEME_ERROR, i, "sign", KPQC_ERR_INTERNAL);
        }
        buf_m2[0] = (uint8_t)((siglen - 40) >> 8);
        buf_m2[1] = (uint8_t)(siglen - 40);
        memcpy(buf_m2 + 2, sigp + 1, 40);
        memcpy(buf_m2 + 42, buf_msg, mlen);
        buf_m2[42 + mlen] = sigp[0];
        memcpy(buf_m2 + 43 + mlen, sigp + 41, siglen - 41);
        ret = put_num(sink, "smlen", (unsigned long)(mlen + siglen + 2)) ||
              put_hex(sink, "sm", buf_m2, mlen + siglen + 2) || put(sink, "\n");
    } else if (is_attached(ti->kat.format) || sig_first) {
        ret = put_num(sink, "smlen", (unsigned long)(mlen + siglen)) ||
              put_hex(sink, "sm", buf_sm, mlen + siglen);
    } else {
        ret = put_num(sink, "siglen", (unsigned long)siglen) ||
              put_hex(sink, "sig", buf_sm + mlen, siglen);
    }
    if (ret || put(sink, "\n")) {
        return result(KATGEN_SINK_STOPPED, i, NULL, 0);
    }
    return result(KATGEN_OK, i, NULL, 0);
}

/* KPQC_KAT_KEM_LIBC_RAND: one rand() stream; the seeds of all records come
   first and are only printed. The entropy is not used. */
static katgen_result rsp_kem_libc(const kpqc_kem *kem, unsigned records, unsigned count,
                                  const katgen_sink *sink)
{
    static katgen_libc_rand seeds, stream;
    uint8_t seed[48];
    unsigned i;
    int ret;

    katgen_libc_srand(&seeds, LIBC_RAND_SEED);
    katgen_libc_srand(&stream, LIBC_RAND_SEED);
    for (i = 0; i < records; i++) {
        (void)katgen_libc_randombytes(&stream, seed, sizeof seed);
    }
    for (i = 0; i < count; i++) {
        (void)katgen_libc_randombytes(&seeds, seed, sizeof seed);
        if (put_num(sink, "count", i) || put_hex(sink, "seed", seed, sizeof seed)) {
            return result(KATGEN_SINK_STOPPED, i, NULL, 0);
        }
        kpqc_randombytes_set_source(katgen_libc_randombytes, &stream);
        ret = kem->keypair(buf_pk, buf_sk);
        kpqc_randombytes_set_source(NULL, NULL);
        if (ret != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "keypair", ret);
        }
        (void)katgen_libc_randombytes(&stream, buf_coins, kem->encaps_coins_bytes);
        if ((ret = kem->encaps_derand(buf_ct, buf_ss, buf_pk, buf_coins)) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "encaps", ret);
        }
        if ((ret = kem->decaps(buf_ss2, buf_ct, buf_sk)) != 0) {
            return result(KATGEN_SCHEME_ERROR, i, "decaps", ret);
        }
        if (memcmp(buf_ss, buf_ss2, kem->ss_bytes) != 0) {
            return result(KATGEN_ROUNDTRIP_FAILED, i, "decaps", 0);
        }
        if (put_hex(sink, "pk", buf_pk, kem->pk_bytes) ||
            put_hex(sink, "sk", buf_sk, kem->sk_bytes) ||
            put_hex(sink, "ct", buf_ct, kem->ct_bytes) ||
            put_hex(sink, "ss", buf_ss, kem->ss_bytes) || put(sink, "\n")) {
            return result(KATGEN_SINK_STOPPED, i, NULL, 0);
        }
    }
    return result(KATGEN_OK, i, NULL, 0);
}

katgen_result katgen_rsp(const kpqc_kem *kem, const kpqc_sig *sig, const uint8_t entropy[48],
                         unsigned count, const katgen_sink *sink)
{
    kpqc_drbg master, rec;
    uint8_t seed[48];
    const kpqc_kat_info *kat =
        kem != NULL ? &kpqc_kem_testinfo(kem)->kat : &kpqc_sig_testinfo(sig)->kat;
    katgen_result r = result(KATGEN_OK, 0, NULL, 0);
    unsigned i;

    if (sig != NULL && (sig->sig_bytes > KAT_MAX_SIG || sig->pk_bytes > KAT_MAX_KEY ||
                        sig->sk_bytes > KAT_MAX_SK || sig->sign_coins_bytes > sizeof buf_coins ||
                        sig->keypair_seed_bytes > sizeof buf_coins)) {
        return result(KATGEN_TOO_LARGE, 0, "sizes", 0);
    }
    if (kem != NULL &&
        (kem->pk_bytes > KAT_MAX_KEY || kem->sk_bytes > KAT_MAX_SK || kem->ct_bytes > KAT_MAX_CT ||
         kem->ss_bytes > sizeof buf_ss || kem->encaps_coins_bytes > sizeof buf_coins ||
         kem->keypair_seed_bytes > sizeof buf_coins)) {
        return result(KATGEN_TOO_LARGE, 0, "sizes", 0);
    }
    /* (no blank line after the Peregrine generator's header) */
    if (put(sink, "# ") || put(sink, kat->header) ||
        put(sink, kat->format == KPQC_KAT_SIGN_PEREGRINE ? "\n" : "\n\n")) {
        return result(KATGEN_SINK_STOPPED, 0, NULL, 0);
    }
    if (kem != NULL && kat->format == KPQC_KAT_KEM_LIBC_RAND) {
        return rsp_kem_libc(kem, kat->records, count, sink);
    }
    kpqc_drbg_init(&master, entropy, NULL);
    for (i = 0; i < count && r.status == KATGEN_OK; i++) {
        size_t mlen = 33u * (i + 1);
        kpqc_drbg_generate(&master, seed, sizeof seed);
        if (sig != NULL) {
            if (mlen > KAT_MAX_MSG) {
                return result(KATGEN_TOO_LARGE, i, "message", 0);
            }
            kpqc_drbg_generate(&master, buf_msg, mlen);
            if (kat->format == KPQC_KAT_SIGN_MQSIGN) {
                kpqc_drbg_generate(&master, buf_salt_source, sizeof buf_salt_source);
            }
        }
        if (put_num(sink, "count", i) || put_hex(sink, "seed", seed, sizeof seed) ||
            (sig != NULL &&
             (put_num(sink, "mlen", (unsigned long)mlen) || put_hex(sink, "msg", buf_msg, mlen))) ||
            (sig != NULL && kat->format == KPQC_KAT_SIGN_MQSIGN &&
             put_hex(sink, "salt_source", buf_salt_source, sizeof buf_salt_source))) {
            return result(KATGEN_SINK_STOPPED, i, NULL, 0);
        }
        kpqc_drbg_init(&rec, seed, NULL);
        /* Retrying key generation reads kpqc_randombytes: point it at the
           record DRBG for the duration of the record. */
        kpqc_randombytes_set_source(kpqc_drbg_randombytes, &rec);
        r = kem != NULL ? rsp_kem_record(kem, &rec, i, sink)
                        : rsp_sig_record(sig, &rec, i, mlen, seed, sink);
        kpqc_randombytes_set_source(NULL, NULL);
    }
    kpqc_drbg_wipe(&master);
    kpqc_drbg_wipe(&rec);
    return r;
}
