/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Side-by-side benchmark: KPQClean (libkpqc.a, unified API) against one
 * upstream peer linked into the same binary (one binary per peer build).
 *
 *   bench [--ours NAME] [--iters N] [--warmup W] [--seed S] [--callgrind K]
 *         [--ours-first | --peer-first]
 * The calls alternate ours/peer; by default the order within a pair
 * alternates too (ours first on even iterations, peer first on odd ones),
 * which cancels the measured second-call advantage (up to 10% here);
 * --ours-first / --peer-first fix the order (for checking that effect).
 *
 * Cycle mode (default): for each operation, N iterations, each timing one
 * call of ours and then one call of the peer (interleaved), with rdtsc
 * between lfence barriers; prints median, q1, q3 (nearest rank) per side,
 * the ratio ours/peer of the medians and its spread q1(ours)/q3(peer) ..
 * q3(ours)/q1(peer).
 * Callgrind mode (--callgrind K, run under valgrind --tool=callgrind): for
 * each operation, K calls of ours, then K of the peer, each batch between
 * CALLGRIND_ZERO_STATS and CALLGRIND_DUMP_STATS_AT("ours:<op>"), so each
 * dump file holds the instructions of K calls (parse-cg.py divides by K).
 *
 * Both sides draw randomness from identical deterministic streams (same
 * seed): ours through kpqc_randombytes_set_source, the peer through the
 * randombytes() symbol it links against (detrand.c). */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <valgrind/callgrind.h>

#include "kpqc.h"
#include "detrand.h"

#ifndef OURS_DEFAULT
#error "define OURS_DEFAULT"
#endif
#ifndef PEER_LABEL
#define PEER_LABEL "peer"
#endif

#ifdef HARNESS_SIG
extern const size_t peer_pk_bytes, peer_sk_bytes, peer_sig_bytes;
int peer_keypair(uint8_t *pk, uint8_t *sk);
int peer_sign(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen, const uint8_t *sk);
int peer_open(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);
#define MLEN 32
#else
extern const size_t peer_pk_bytes, peer_sk_bytes, peer_ct_bytes, peer_ss_bytes;
int peer_keypair(uint8_t *pk, uint8_t *sk);
int peer_enc(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
int peer_dec(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
#endif

static detrand ours_rng;
static int ours_rb(void *ctx, uint8_t *out, size_t len)
{
    detrand_fill((detrand *)ctx, out, len);
    return 0;
}

static inline uint64_t tsc(void)
{
    uint32_t lo, hi;
    __asm__ volatile("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi)::"memory");
    return ((uint64_t)hi << 32) | lo;
}

static void die(const char *what, int r)
{
    fprintf(stderr, "bench: %s failed (%d)\n", what, r);
    exit(1);
}
static void *xcalloc(size_t n, size_t s)
{
    void *p = calloc(n ? n : 1, s ? s : 1);
    if (!p)
        die("calloc", 0);
    return p;
}

static size_t cap; /* slots per array: max(iters, callgrind K) + warmup */
static const char *ours_name;

#ifdef HARNESS_SIG
static const kpqc_sig *S;
static uint8_t *o_pk, *o_sk, *p_pk, *p_sk, *msgs, *o_sm, *p_sm, *o_m, *p_m;
static size_t *o_smlen, *p_smlen, o_smcap, p_smcap;
static void o_keypair(size_t i)
{
    (void)i;
    int r = kpqc_sig_keypair(S, o_pk, S->pk_bytes, o_sk, S->sk_bytes);
    if (r)
        die("ours keypair", r);
}
static void p_keypair(size_t i)
{
    (void)i;
    int r = peer_keypair(p_pk, p_sk);
    if (r)
        die("peer keypair", r);
}
static void o_op1(size_t i)
{
    int r = kpqc_sig_sign_attached(S, o_sm + i * o_smcap, o_smcap, &o_smlen[i], msgs + i * MLEN,
                                   MLEN, o_sk, S->sk_bytes);
    if (r)
        die("ours sign", r);
}
static void p_op1(size_t i)
{
    int r = peer_sign(p_sm + i * p_smcap, &p_smlen[i], msgs + i * MLEN, MLEN, p_sk);
    if (r)
        die("peer sign", r);
}
static void o_op2(size_t i)
{
    size_t ml = 0;
    int r = kpqc_sig_open(S, o_m + i * o_smcap, o_smcap, &ml, o_sm + i * o_smcap, o_smlen[i], o_pk,
                          S->pk_bytes);
    if (r || ml != MLEN)
        die("ours open", r);
}
static void p_op2(size_t i)
{
    size_t ml = 0;
    int r = peer_open(p_m + i * p_smcap, &ml, p_sm + i * p_smcap, p_smlen[i], p_pk);
    if (r || ml != MLEN)
        die("peer open", r);
}
static const char *opname[3] = {"keypair", "sign", "verify"};
static void setup(void)
{
    S = kpqc_sig_find(ours_name);
    if (!S) {
        fprintf(stderr, "bench: no signature named %s in libkpqc\n", ours_name);
        exit(2);
    }
    o_pk = xcalloc(1, S->pk_bytes);
    o_sk = xcalloc(1, S->sk_bytes);
    p_pk = xcalloc(1, peer_pk_bytes);
    p_sk = xcalloc(1, peer_sk_bytes);
    msgs = xcalloc(cap, MLEN);
    detrand mr;
    detrand_init(&mr, 0x6d657373616765ULL);
    detrand_fill(&mr, msgs, cap * MLEN);
    o_smcap = MLEN + S->sig_bytes;
    p_smcap = MLEN + peer_sig_bytes;
    o_sm = xcalloc(cap, o_smcap);
    p_sm = xcalloc(cap, p_smcap);
    o_m = xcalloc(cap, o_smcap);
    p_m = xcalloc(cap, p_smcap);
    o_smlen = xcalloc(cap, sizeof(size_t));
    p_smlen = xcalloc(cap, sizeof(size_t));
    printf("# ours %s (pk %zu sk %zu sig %zu) | peer %s (pk %zu sk %zu sig %zu)\n", S->name,
           S->pk_bytes, S->sk_bytes, S->sig_bytes, PEER_LABEL, peer_pk_bytes, peer_sk_bytes,
           peer_sig_bytes);
}
static void check(int op, size_t n)
{
    if (op == 2)
        for (size_t i = 0; i < n; i++)
            if (memcmp(o_m + i * o_smcap, msgs + i * MLEN, MLEN) ||
                memcmp(p_m + i * p_smcap, msgs + i * MLEN, MLEN))
                die("opened message check", (int)i);
}
/* the signature inside an attached sm of length smlen (message MLEN bytes,
   either before or after it): 1 if a's and b's signatures are equal */
static int same_sig(const uint8_t *a, size_t alen, const uint8_t *b, size_t blen)
{
    if (alen != blen || alen < MLEN)
        return 0;
    size_t sl = alen - MLEN;
    for (int pa = 0; pa < 2; pa++)
        for (int pb = 0; pb < 2; pb++)
            if (!memcmp(a + (pa ? MLEN : 0), b + (pb ? MLEN : 0), sl))
                return 1;
    return 0;
}
static void same_outputs(void)
{
    int kp = S->pk_bytes == peer_pk_bytes && S->sk_bytes == peer_sk_bytes &&
             !memcmp(o_pk, p_pk, S->pk_bytes) && !memcmp(o_sk, p_sk, S->sk_bytes);
    int pkonly = S->pk_bytes == peer_pk_bytes && !memcmp(o_pk, p_pk, S->pk_bytes);
    int sg = same_sig(o_sm, o_smlen[0], p_sm, p_smlen[0]);
    printf("SAME\t%s\t%s\tkeypair=%s sign=%s\n", S->name, PEER_LABEL,
           kp       ? "yes"
           : pkonly ? "pk-only"
                    : "no",
           sg ? "yes" : "no");
}
#else
static const kpqc_kem *K;
static uint8_t *o_pk, *o_sk, *p_pk, *p_sk, *o_ct, *p_ct, *o_ss, *p_ss, *o_ss2, *p_ss2;
static void o_keypair(size_t i)
{
    (void)i;
    int r = kpqc_kem_keypair(K, o_pk, K->pk_bytes, o_sk, K->sk_bytes);
    if (r)
        die("ours keypair", r);
}
static void p_keypair(size_t i)
{
    (void)i;
    int r = peer_keypair(p_pk, p_sk);
    if (r)
        die("peer keypair", r);
}
static void o_op1(size_t i)
{
    int r = kpqc_kem_encaps(K, o_ct + i * K->ct_bytes, K->ct_bytes, o_ss + i * K->ss_bytes,
                            K->ss_bytes, o_pk, K->pk_bytes);
    if (r)
        die("ours encaps", r);
}
static void p_op1(size_t i)
{
    int r = peer_enc(p_ct + i * peer_ct_bytes, p_ss + i * peer_ss_bytes, p_pk);
    if (r)
        die("peer enc", r);
}
static void o_op2(size_t i)
{
    int r = kpqc_kem_decaps(K, o_ss2 + i * K->ss_bytes, K->ss_bytes, o_ct + i * K->ct_bytes,
                            K->ct_bytes, o_sk, K->sk_bytes);
    if (r)
        die("ours decaps", r);
}
static void p_op2(size_t i)
{
    int r = peer_dec(p_ss2 + i * peer_ss_bytes, p_ct + i * peer_ct_bytes, p_sk);
    if (r)
        die("peer dec", r);
}
static const char *opname[3] = {"keypair", "encaps", "decaps"};
static void setup(void)
{
    K = kpqc_kem_find(ours_name);
    if (!K) {
        fprintf(stderr, "bench: no KEM named %s in libkpqc\n", ours_name);
        exit(2);
    }
    o_pk = xcalloc(1, K->pk_bytes);
    o_sk = xcalloc(1, K->sk_bytes);
    p_pk = xcalloc(1, peer_pk_bytes);
    p_sk = xcalloc(1, peer_sk_bytes);
    o_ct = xcalloc(cap, K->ct_bytes);
    p_ct = xcalloc(cap, peer_ct_bytes);
    o_ss = xcalloc(cap, K->ss_bytes);
    p_ss = xcalloc(cap, peer_ss_bytes);
    o_ss2 = xcalloc(cap, K->ss_bytes);
    p_ss2 = xcalloc(cap, peer_ss_bytes);
    printf("# ours %s (pk %zu sk %zu ct %zu) | peer %s (pk %zu sk %zu ct %zu)\n", K->name,
           K->pk_bytes, K->sk_bytes, K->ct_bytes, PEER_LABEL, peer_pk_bytes, peer_sk_bytes,
           peer_ct_bytes);
}
static void check(int op, size_t n)
{
    if (op == 2) {
        if (memcmp(o_ss, o_ss2, n * K->ss_bytes))
            die("ours decaps key check", 0);
        if (memcmp(p_ss, p_ss2, n * peer_ss_bytes))
            die("peer decaps key check", 0);
    }
}
static void same_outputs(void)
{
    int kp = K->pk_bytes == peer_pk_bytes && K->sk_bytes == peer_sk_bytes &&
             !memcmp(o_pk, p_pk, K->pk_bytes) && !memcmp(o_sk, p_sk, K->sk_bytes);
    int en = K->ct_bytes == peer_ct_bytes && !memcmp(o_ct, p_ct, K->ct_bytes) &&
             !memcmp(o_ss, p_ss, K->ss_bytes);
    printf("SAME\t%s\t%s\tkeypair=%s encaps=%s\n", K->name, PEER_LABEL, kp ? "yes" : "no",
           en ? "yes" : "no");
}
#endif

typedef void (*opfn)(size_t);
static opfn ours_op[3] = {o_keypair, o_op1, o_op2};
static opfn peer_op[3] = {p_keypair, p_op1, p_op2};

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}
/* nearest-rank quantile of a sorted array */
static uint64_t q(const uint64_t *s, size_t n, double p)
{
    size_t k = (size_t)(p * (double)n + 0.999999);
    if (k < 1)
        k = 1;
    if (k > n)
        k = n;
    return s[k - 1];
}

static void reseed(uint64_t seed)
{
    detrand_init(&ours_rng, seed);
    detrand_init(&peer_rng, seed);
}

int main(int argc, char **argv)
{
    size_t iters = 0, warm = 10, cgk = 0;
    int order =
        0; /* 0: alternate (ours first on even i, peer first on odd i); 1: ours first; 2: peer first */
    uint64_t seed = 1;
    ours_name = OURS_DEFAULT;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--ours") && i + 1 < argc)
            ours_name = argv[++i];
        else if (!strcmp(argv[i], "--iters") && i + 1 < argc)
            iters = strtoul(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--warmup") && i + 1 < argc)
            warm = strtoul(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            seed = strtoull(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--callgrind") && i + 1 < argc)
            cgk = strtoul(argv[++i], 0, 10);
        else if (!strcmp(argv[i], "--ours-first"))
            order = 1;
        else if (!strcmp(argv[i], "--peer-first"))
            order = 2;
        else {
            fprintf(stderr,
                    "usage: %s [--ours NAME] [--iters N] [--warmup W] [--seed S] [--callgrind K] "
                    "[--ours-first|--peer-first]\n",
                    argv[0]);
            return 2;
        }
    }
#ifdef HARNESS_SIG
    if (!iters)
        iters = 101;
#else
    if (!iters)
        iters = 1001;
#endif
    if (cgk && warm > 2)
        warm = 2;
    cap = (cgk > iters ? cgk : iters) + warm;
    setup();
    const char *fp = getenv("KPQC_FORCE_PORTABLE");
    printf("# KPQC_FORCE_PORTABLE=%s kpqc %s seed %llu\n", fp ? fp : "(unset)", kpqc_version(),
           (unsigned long long)seed);
    kpqc_randombytes_set_source(ours_rb, &ours_rng);

    /* One call of each operation from the same stream on both sides:
       equal outputs mean both compute the same function. */
    reseed(seed);
    for (int op = 0; op < 3; op++) {
        ours_op[op](0);
        peer_op[op](0);
    }
    check(2, 1);
    same_outputs();
    reseed(seed + 1);

    if (cgk) {
        char otag[64], ptag[64];
        for (int op = 0; op < 3; op++) {
            snprintf(otag, sizeof otag, "ours:%s:%zu", opname[op], cgk);
            snprintf(ptag, sizeof ptag, "peer:%s:%zu", opname[op], cgk);
            for (size_t i = 0; i < warm; i++) {
                ours_op[op](i);
                peer_op[op](i);
            }
            CALLGRIND_ZERO_STATS;
            for (size_t i = 0; i < cgk; i++)
                ours_op[op](i);
            CALLGRIND_DUMP_STATS_AT(otag); /* dumping also zeroes */
            for (size_t i = 0; i < cgk; i++)
                peer_op[op](i);
            CALLGRIND_DUMP_STATS_AT(ptag);
            check(op, cgk);
        }
        printf("# callgrind mode: %zu calls per batch; see the dump files\n", cgk);
        return 0;
    }

    uint64_t *to = xcalloc(iters, 8), *tp = xcalloc(iters, 8), *pr = xcalloc(iters, 8), ovh[101];
    for (int i = 0; i < 101; i++) {
        uint64_t a = tsc(), b = tsc();
        ovh[i] = b - a;
    }
    qsort(ovh, 101, 8, cmp_u64);
    uint64_t o = ovh[50];
    printf("# rdtsc (lfence) overhead %llu subtracted; %zu iterations, %zu warm-up; order %s\n",
           (unsigned long long)o, iters, warm,
           order == 0   ? "alternating"
           : order == 1 ? "ours first"
                        : "peer first");
    printf("#\tset\tpeer\top\tN\tours_med\tours_q1\tours_q3\tpeer_med\tpeer_q1\tpeer_"
           "q3\tratio\tratio_lo\tratio_hi\tpaired_med\n");
    for (int op = 0; op < 3; op++) {
        for (size_t i = 0; i < warm; i++) {
            ours_op[op](iters + i);
            peer_op[op](iters + i);
        }
        for (size_t i = 0; i < iters; i++) {
            int peer_first = order == 2 || (order == 0 && (i & 1));
            uint64_t t0 = tsc();
            (peer_first ? peer_op : ours_op)[op](i);
            uint64_t t1 = tsc();
            (peer_first ? ours_op : peer_op)[op](i);
            uint64_t t2 = tsc();
            to[i] = (peer_first ? t2 - t1 : t1 - t0) - o;
            tp[i] = (peer_first ? t1 - t0 : t2 - t1) - o;
            /* paired ratio of this iteration, x1e6 (both sides drew the same
               randomness, so they did the same work when SAME says yes) */
            pr[i] = (uint64_t)(1e6 * (double)to[i] / (double)(tp[i] ? tp[i] : 1));
        }
        check(op, iters);
        qsort(to, iters, 8, cmp_u64);
        qsort(tp, iters, 8, cmp_u64);
        qsort(pr, iters, 8, cmp_u64);
        uint64_t om = q(to, iters, .5), o1 = q(to, iters, .25), o3 = q(to, iters, .75);
        uint64_t pm = q(tp, iters, .5), p1 = q(tp, iters, .25), p3 = q(tp, iters, .75);
        printf("RES\t%s\t%s\t%s\t%zu\t%llu\t%llu\t%llu\t%llu\t%llu\t%llu\t%.3f\t%.3f\t%.3f\t%.3f\n",
               ours_name, PEER_LABEL, opname[op], iters, (unsigned long long)om,
               (unsigned long long)o1, (unsigned long long)o3, (unsigned long long)pm,
               (unsigned long long)p1, (unsigned long long)p3, (double)om / (double)pm,
               (double)o1 / (double)p3, (double)o3 / (double)p1, (double)q(pr, iters, .5) / 1e6);
        fflush(stdout);
    }
    return 0;
}
