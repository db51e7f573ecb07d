/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* libFuzzer target: every registered algorithm's decoders on arbitrary
 * bytes, through the checked API. Whatever the input, nothing may crash or
 * read out of bounds (the fuzz build runs under ASan and UBSan), the status
 * must be a known code, and failures must leave zeroed outputs.
 *
 * Input: byte 0 picks the algorithm, byte 1 the operation and whether the
 * rest is fitted to the exact length the operation expects (so the fuzzer
 * reaches the scheme's decoder) or passed with its own length (so it
 * exercises the length checks; a variable-length signature has only its
 * own length). Keys are fixed per algorithm, and so is
 * the valid material the mutated input is paired with: a ciphertext for the
 * secret-key target, a signature for the public-key target.
 *
 * Seeds: with KPQC_FUZZ_WRITE_CORPUS=DIR in the environment the program
 * writes, for every algorithm, an input per target that is valid under
 * these fixed keys (a ciphertext, the secret key, the public key, a
 * signature and a signed message of the fixed message), runs each through
 * the target, checks that it is accepted (as in the replay below), and
 * exits: 0 when every seed passed. The fuzzer then starts from inputs that
 * get past the length checks and the decoders.
 *
 * Replay: with KPQC_FUZZ_REPLAY=1 the program runs every file named on its
 * command line once (arguments starting with '-' are skipped, so libFuzzer's
 * flags may stay) and requires each to be accepted: decapsulation gives the
 * fixed encapsulated key, encapsulation to the public key gives the fixed
 * ciphertext and key, verification succeeds, open returns the fixed
 * message. It counts the accepted inputs of each kind per algorithm and
 * exits 0 only when none was refused and every algorithm had each of its
 * kinds accepted (a KEM: decapsulation and encapsulation; a signature
 * scheme: verification and open). KPQC_FUZZ_REPLAY=invert inverts every
 * byte of each input after the two selector bytes first (the control, test
 * fuzz/replay-controls: every seed must then be refused, and the replay
 * fail).
 *
 * Both modes end the program in LLVMFuzzerInitialize, in the libFuzzer
 * binary and in the standalone driver (standalone.c) alike. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_entry.h"
#include "kpqc.h"
#include "tests.h"

#define MAX_ALGS  64
#define BUF_BYTES (1u << 17)

#define KEY_BYTES     8192
#define BIG_KEY_BYTES (3u << 20) /* MQ-Sign's keys reach 2.9 MB */
#define SIG_BYTES     32768

/* Per algorithm: the fixed key pair, and valid material under it (for a
 * KEM a ciphertext and its key; for a signature scheme a signature of msg).
 * Keys over KEY_BYTES live in the arena below. */
static uint8_t pks[MAX_ALGS][KEY_BYTES], sks[MAX_ALGS][KEY_BYTES];
/* Key pairs over KEY_BYTES (PALOMA, MQ-Sign: 0.1-2.9 MB each) are carved
 * from one arena, each algorithm's on its first use, so that none is
 * regenerated when the fuzzer moves between them (a key generation of these
 * sets takes up to a second). Untouched pages of the arena cost nothing. */
#define BIG_ARENA_BYTES (32u << 20)
static uint8_t big_arena[BIG_ARENA_BYTES];
static size_t big_used;
static uint8_t *big_pks[MAX_ALGS], *big_sks[MAX_ALGS];
static uint8_t valid[MAX_ALGS][SIG_BYTES], valid_ss[MAX_ALGS][64];
static size_t valid_len[MAX_ALGS];
static int ready[MAX_ALGS];
static uint8_t in[BIG_KEY_BYTES], out[BUF_BYTES];
static const uint8_t msg[33] = {0x4B, 0x50, 0x51, 0x43};
static size_t opened_len; /* the message length of the last open */

static int known_status(int s)
{
    return s <= 0 && s >= KPQC_ERR_INTERNAL;
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        acc |= p[i];
    }
    return acc == 0;
}

/* The fuzz input fitted to exactly n bytes (zero-padded or cut). */
static const uint8_t *fit(const uint8_t *d, size_t len, size_t n)
{
    memset(in, 0, n);
    memcpy(in, d, len < n ? len : n);
    return in;
}

static void check(int cond)
{
    if (!cond) {
        abort(); /* libFuzzer reports the input */
    }
}

static int big_keys(size_t pk_bytes, size_t sk_bytes)
{
    return pk_bytes > KEY_BYTES || sk_bytes > KEY_BYTES;
}

/* Carve idx's large key pair from the arena (once). */
static void big_slots(size_t idx, size_t pk_bytes, size_t sk_bytes)
{
    if (big_pks[idx] == NULL) {
        check(pk_bytes <= BIG_ARENA_BYTES - big_used);
        big_pks[idx] = big_arena + big_used;
        big_used += pk_bytes;
        check(sk_bytes <= BIG_ARENA_BYTES - big_used);
        big_sks[idx] = big_arena + big_used;
        big_used += sk_bytes;
    }
}

static uint8_t *pk_of(size_t idx, size_t pk_bytes, size_t sk_bytes)
{
    if (!big_keys(pk_bytes, sk_bytes)) {
        return pks[idx];
    }
    big_slots(idx, pk_bytes, sk_bytes);
    return big_pks[idx];
}

static uint8_t *sk_of(size_t idx, size_t pk_bytes, size_t sk_bytes)
{
    if (!big_keys(pk_bytes, sk_bytes)) {
        return sks[idx];
    }
    big_slots(idx, pk_bytes, sk_bytes);
    return big_sks[idx];
}

static void setup_kem(size_t idx, const kpqc_kem *kem)
{
    uint8_t seed[256], coins[256];
    uint8_t *pk = pk_of(idx, kem->pk_bytes, kem->sk_bytes);
    uint8_t *sk = sk_of(idx, kem->pk_bytes, kem->sk_bytes);
    if (ready[idx]) {
        return;
    }
    memset(seed, 0x5C, sizeof seed);
    memset(coins, 0x11, sizeof coins);
    check(kem->pk_bytes <= BIG_KEY_BYTES && kem->sk_bytes <= BIG_KEY_BYTES &&
          kem->ct_bytes <= SIG_BYTES && kem->ss_bytes <= sizeof valid_ss[0]);
    check(kpqc_kem_keypair_derand(kem, pk, kem->pk_bytes, sk, kem->sk_bytes, seed,
                                  kem->keypair_seed_bytes) == KPQC_OK);
    check(kpqc_kem_encaps_derand(kem, valid[idx], kem->ct_bytes, valid_ss[idx], kem->ss_bytes, pk,
                                 kem->pk_bytes, coins, kem->encaps_coins_bytes) == KPQC_OK);
    valid_len[idx] = kem->ct_bytes;
    ready[idx] = 1;
}

static void setup_sig(size_t idx, const kpqc_sig *sig)
{
    uint8_t seed[256], coins[256];
    uint8_t *pk = pk_of(idx, sig->pk_bytes, sig->sk_bytes);
    uint8_t *sk = sk_of(idx, sig->pk_bytes, sig->sk_bytes);
    if (ready[idx]) {
        return;
    }
    memset(seed, 0x5C, sizeof seed);
    memset(coins, 0x11, sizeof coins);
    check(sig->pk_bytes <= BIG_KEY_BYTES && sig->sk_bytes <= BIG_KEY_BYTES &&
          sig->sig_bytes <= SIG_BYTES);
    check(kpqc_sig_keypair_derand(sig, pk, sig->pk_bytes, sk, sig->sk_bytes, seed,
                                  sig->keypair_seed_bytes) == KPQC_OK);
    if (sig->sign_derand != NULL) {
        check(kpqc_sig_sign_derand(sig, valid[idx], SIG_BYTES, &valid_len[idx], msg, sizeof msg,
                                   NULL, 0, sk, sig->sk_bytes, coins,
                                   sig->sign_coins_bytes) == KPQC_OK);
    } else {
        check(kpqc_sig_sign(sig, valid[idx], SIG_BYTES, &valid_len[idx], msg, sizeof msg, NULL, 0,
                            sk, sig->sk_bytes) == KPQC_OK);
    }
    ready[idx] = 1;
}

static int fuzz_kem(size_t idx, const kpqc_kem *kem, unsigned op, const uint8_t *d, size_t len)
{
    int exact = op & 1, s;
    setup_kem(idx, kem);
    switch ((op >> 1) % 3) {
    case 0: { /* decapsulate an arbitrary ciphertext */
        size_t n = exact ? kem->ct_bytes : len;
        const uint8_t *ct = exact ? fit(d, len, n) : d;
        s = kpqc_kem_decaps(kem, out, kem->ss_bytes, ct, n,
                            sk_of(idx, kem->pk_bytes, kem->sk_bytes), kem->sk_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ss_bytes));
        }
        if (exact && kem->rejection == KPQC_REJECT_IMPLICIT) {
            check(s == KPQC_OK || s == KPQC_ERR_DECODE);
        }
        break;
    }
    case 1: { /* decapsulate the valid ciphertext with an arbitrary secret key */
        size_t n = exact ? kem->sk_bytes : len;
        const uint8_t *sk = exact ? fit(d, len, n) : d;
        s = kpqc_kem_decaps(kem, out, kem->ss_bytes, valid[idx], kem->ct_bytes, sk, n);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ss_bytes));
        }
        break;
    }
    default: { /* encapsulate to an arbitrary public key */
        size_t n = exact ? kem->pk_bytes : len;
        const uint8_t *pk = exact ? fit(d, len, n) : d;
        uint8_t coins[256];
        memset(coins, 0x11, sizeof coins);
        s = kpqc_kem_encaps_derand(kem, out, kem->ct_bytes, out + kem->ct_bytes, kem->ss_bytes, pk,
                                   n, coins, kem->encaps_coins_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            check(all_zero(out, kem->ct_bytes + kem->ss_bytes));
        }
        break;
    }
    }
    return s;
}

static int fuzz_sig(size_t idx, const kpqc_sig *sig, unsigned op, const uint8_t *d, size_t len)
{
    int exact = op & 1, s;
    size_t mlen = 0;
    setup_sig(idx, sig);
    opened_len = 0;
    switch ((op >> 1) % 3) {
    case 0: { /* verify an arbitrary signature (of the fixed length, for the sets
                 whose signatures have one) */
        size_t n = exact && sig->sig_fixed_length ? sig->sig_bytes : len;
        const uint8_t *s_in = exact ? fit(d, len, n) : d;
        s = kpqc_sig_verify(sig, s_in, n, msg, sizeof msg, NULL, 0,
                            pk_of(idx, sig->pk_bytes, sig->sk_bytes), sig->pk_bytes);
        check(known_status(s));
        break;
    }
    case 1: { /* open an arbitrary signed message */
        s = kpqc_sig_open(sig, out, sizeof out, &mlen, d, len,
                          pk_of(idx, sig->pk_bytes, sig->sk_bytes), sig->pk_bytes);
        check(known_status(s));
        if (s != KPQC_OK) {
            /* the message part is zeroed (kpqc.h, "Buffers") */
            size_t part =
                !sig->sig_fixed_length ? len : (len > sig->sig_bytes ? len - sig->sig_bytes : 0);
            check(mlen == 0 && all_zero(out, part));
        }
        opened_len = mlen;
        break;
    }
    default: { /* verify the valid signature under an arbitrary public key */
        size_t n = exact ? sig->pk_bytes : len;
        const uint8_t *pk = exact ? fit(d, len, n) : d;
        s = kpqc_sig_verify(sig, valid[idx], valid_len[idx], msg, sizeof msg, NULL, 0, pk, n);
        check(known_status(s));
        break;
    }
    }
    return s;
}

/* Runs one input; the status of the call it made, or 1 when it made none. */
static int run_one(const uint8_t *data, size_t size)
{
    size_t nalg = t_kem_count() + t_sig_count(), idx;
    if (size < 2 || size > BUF_BYTES || nalg == 0) {
        return 1;
    }
    idx = data[0] % nalg;
    if (idx >= MAX_ALGS) {
        return 1;
    }
    if (idx < t_kem_count()) {
        return fuzz_kem(idx, t_kem_at(idx), data[1], data + 2, size - 2);
    }
    return fuzz_sig(idx, t_sig_at(idx - t_kem_count()), data[1], data + 2, size - 2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    (void)run_one(data, size);
    return 0;
}

/* ---- seeds and replay ----------------------------------------------------- */

/* What an accepted seed showed; counted per algorithm. */
enum { KIND_DECAPS, KIND_ENCAPS, KIND_VERIFY, KIND_OPEN, N_KINDS };
static const char *const kind_names[N_KINDS] = {
    "decapsulations gave the fixed key", "encapsulations gave the fixed ciphertext and key",
    "verifications succeeded", "opens returned the fixed message"};
static unsigned accepted[MAX_ALGS][N_KINDS];

/* Runs one input and judges it as a seed: the kind it showed if the call
 * succeeded with the expected outputs (*alg its algorithm), else -1. */
static int judge(const uint8_t *data, size_t size, size_t *alg)
{
    size_t nkem = t_kem_count(), idx;
    unsigned target;
    if (run_one(data, size) != KPQC_OK) { /* refused, or no call made */
        return -1;
    }
    idx = data[0] % (nkem + t_sig_count());
    target = (data[1] >> 1) % 3u;
    *alg = idx;
    if (idx < nkem) {
        const kpqc_kem *kem = t_kem_at(idx);
        if (target == 2) {
            return memcmp(out, valid[idx], kem->ct_bytes) == 0 &&
                           memcmp(out + kem->ct_bytes, valid_ss[idx], kem->ss_bytes) == 0
                       ? KIND_ENCAPS
                       : -1;
        }
        return memcmp(out, valid_ss[idx], kem->ss_bytes) == 0 ? KIND_DECAPS : -1;
    }
    if (target == 1) {
        return opened_len == sizeof msg && memcmp(out, msg, sizeof msg) == 0 ? KIND_OPEN : -1;
    }
    return KIND_VERIFY;
}

/* Whether every algorithm had each of its kinds accepted; names the gaps. */
static int all_covered(void)
{
    size_t nkem = t_kem_count(), nalg = nkem + t_sig_count(), i;
    int k, ok = 1;
    for (i = 0; i < nalg; i++) {
        const char *name = i < nkem ? t_kem_at(i)->name : t_sig_at(i - nkem)->name;
        for (k = 0; k < N_KINDS; k++) {
            /* encapsulation seeds carry the public key: none for keys larger
               than any input (PALOMA's), whose decapsulation is still seeded */
            int applies = i < nkem ? (k == KIND_DECAPS ||
                                      (k == KIND_ENCAPS && t_kem_at(i)->pk_bytes + 2 <= BUF_BYTES))
                                   : (k == KIND_VERIFY || k == KIND_OPEN);
            if (applies && accepted[i][k] == 0) {
                fprintf(stderr, "%s: no seed of the kind \"%s\"\n", name, kind_names[k]);
                ok = 0;
            }
        }
    }
    return ok;
}

static void print_counts(unsigned inputs, unsigned refused)
{
    unsigned total[N_KINDS] = {0};
    size_t i;
    int k;
    for (i = 0; i < MAX_ALGS; i++) {
        for (k = 0; k < N_KINDS; k++) {
            total[k] += accepted[i][k];
        }
    }
    printf("%u inputs: %u %s, %u %s, %u %s, %u %s; %u not accepted\n", inputs, total[KIND_DECAPS],
           kind_names[KIND_DECAPS], total[KIND_ENCAPS], kind_names[KIND_ENCAPS], total[KIND_VERIFY],
           kind_names[KIND_VERIFY], total[KIND_OPEN], kind_names[KIND_OPEN], refused);
}

static unsigned seeds_written, seeds_refused;

/* Writes target input (idx, op, body) as DIR/<name>-<what>, runs it, and
 * requires it to be accepted. */
static void seed(const char *dir, size_t idx, const char *name, const char *what, unsigned op,
                 const uint8_t *body, size_t n)
{
    static uint8_t buf[BUF_BYTES];
    char path[4096], file[256];
    size_t i, alg = 0;
    FILE *f;
    int kind;
    if (n + 2 > sizeof buf) {
        /* a key larger than any fuzz input (MQ-Sign's, PALOMA's): no seed; the
           algorithm's other kinds still need theirs */
        return;
    }
    buf[0] = (uint8_t)idx;
    buf[1] = (uint8_t)op;
    memcpy(buf + 2, body, n);
    /* file names: the algorithm's name with anything but [A-Za-z0-9] as '_' */
    for (i = 0; name[i] != '\0' && i + 1 < sizeof file; i++) {
        char c = name[i];
        file[i] =
            (char)(((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
                       ? c
                       : '_');
    }
    file[i] = '\0';
    if (snprintf(path, sizeof path, "%s/%s-%s", dir, file, what) >= (int)sizeof path ||
        (f = fopen(path, "wb")) == NULL || fwrite(buf, 1, n + 2, f) != n + 2 || fclose(f) != 0) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(2);
    }
    seeds_written++;
    kind = judge(buf, n + 2, &alg);
    if (kind < 0 || alg != idx) {
        fprintf(stderr, "seed %s-%s: not accepted\n", file, what);
        seeds_refused++;
    } else {
        accepted[alg][kind]++;
    }
}

static int write_corpus(const char *dir)
{
    static uint8_t sm[SIG_BYTES + sizeof msg];
    size_t nkem = t_kem_count(), nsig = t_sig_count(), i;
    int covered;
    check(nkem + nsig <= 256 && nkem + nsig <= MAX_ALGS);
    for (i = 0; i < nkem; i++) {
        const kpqc_kem *kem = t_kem_at(i);
        setup_kem(i, kem);
        seed(dir, i, kem->name, "ct", 1, valid[i], kem->ct_bytes);
        seed(dir, i, kem->name, "ct-own-length", 0, valid[i], kem->ct_bytes);
        seed(dir, i, kem->name, "sk", 3, sk_of(i, kem->pk_bytes, kem->sk_bytes), kem->sk_bytes);
        seed(dir, i, kem->name, "pk", 5, pk_of(i, kem->pk_bytes, kem->sk_bytes), kem->pk_bytes);
    }
    for (i = 0; i < nsig; i++) {
        const kpqc_sig *sig = t_sig_at(i);
        size_t idx = nkem + i;
        setup_sig(idx, sig);
        seed(dir, idx, sig->name, "sig", 1, valid[idx], valid_len[idx]);
        seed(dir, idx, sig->name, "sig-own-length", 0, valid[idx], valid_len[idx]);
        /* the attached form: msg || signature (the empty context) */
        memcpy(sm, msg, sizeof msg);
        memcpy(sm + sizeof msg, valid[idx], valid_len[idx]);
        seed(dir, idx, sig->name, "signed-message", 2, sm, sizeof msg + valid_len[idx]);
        seed(dir, idx, sig->name, "pk", 5, pk_of(idx, sig->pk_bytes, sig->sk_bytes), sig->pk_bytes);
    }
    covered = all_covered();
    printf("seed corpus in %s (%zu algorithms): ", dir, nkem + nsig);
    print_counts(seeds_written, seeds_refused);
    return seeds_refused == 0 && seeds_written > 0 && covered ? 0 : 1;
}

/* One input file into buf (at most BUF_BYTES); its size. */
static size_t read_input(const char *path, uint8_t *buf)
{
    FILE *f = fopen(path, "rb");
    size_t n;
    if (f == NULL) {
        fprintf(stderr, "cannot read %s\n", path);
        exit(2);
    }
    n = fread(buf, 1, BUF_BYTES + 1, f);
    if (ferror(f) || n > BUF_BYTES) {
        fprintf(stderr, "%s: unreadable or over %u bytes\n", path, BUF_BYTES);
        exit(2);
    }
    fclose(f);
    return n;
}

static int replay(int argc, char **argv, int invert)
{
    static uint8_t buf[BUF_BYTES + 1];
    unsigned inputs = 0, refused = 0;
    int i, kind, covered;
    for (i = 1; i < argc; i++) {
        size_t n, alg = 0;
        if (argv[i][0] == '-') {
            continue;
        }
        n = read_input(argv[i], buf);
        if (invert) {
            size_t j;
            for (j = 2; j < n; j++) {
                buf[j] ^= 0xFF;
            }
        }
        inputs++;
        kind = judge(buf, n, &alg);
        if (kind < 0) {
            refused++;
            if (!invert) {
                fprintf(stderr, "%s: not accepted\n", argv[i]);
            }
        } else {
            accepted[alg][kind]++;
            if (invert) {
                fprintf(stderr, "%s: accepted with its bytes inverted\n", argv[i]);
            }
        }
    }
    covered = all_covered();
    printf("replay%s: ", invert ? " with the bytes inverted" : "");
    print_counts(inputs, refused);
    return inputs > 0 && refused == 0 && covered ? 0 : 1;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *dir = getenv("KPQC_FUZZ_WRITE_CORPUS");
    const char *rep = getenv("KPQC_FUZZ_REPLAY");
    if (dir != NULL && dir[0] != '\0') {
        exit(write_corpus(dir));
    }
    if (rep != NULL && rep[0] != '\0') {
        exit(replay(*argc, *argv, strcmp(rep, "invert") == 0));
    }
    return 0;
}
