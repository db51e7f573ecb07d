/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-tls-cpu: the CPU cost of a full TLS 1.3 handshake over each group,
 * client and server in one process over a BIO pair (no sockets), so that
 * what is counted is the handshake's own computation: both halves of the
 * key exchange, the server's ECDSA P-256 signature and the client's
 * verification, the key schedule and the records.
 *
 *   kpqc-tls-cpu PROVIDER_DIR [ROUNDS [HANDSHAKES [GROUP...]]]
 *
 * Groups are measured interleaved: each round runs HANDSHAKES handshakes
 * over every group in turn. Per group: the median over the rounds of the
 * process CPU time per handshake, with the lowest and highest round, and
 * the handshakes per CPU-second that the median gives. A benchmark, not a
 * test (tools/measure/tls-handshakes.py measures over loopback). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/provider.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

#include "self_signed.h"

#define MAX_GROUPS 16
#define MAX_ROUNDS 64

static double cpu_now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static SSL_CTX *make_ctx(OSSL_LIB_CTX *libctx, int server, const char *group, EVP_PKEY *key,
                         X509 *cert)
{
    SSL_CTX *c = SSL_CTX_new_ex(libctx, NULL, server ? TLS_server_method() : TLS_client_method());

    if (c == NULL || !SSL_CTX_set_min_proto_version(c, TLS1_3_VERSION) ||
        SSL_CTX_set1_groups_list(c, group) != 1 ||
        (server &&
         (SSL_CTX_use_certificate(c, cert) != 1 || SSL_CTX_use_PrivateKey(c, key) != 1))) {
        SSL_CTX_free(c);
        return NULL;
    }
    /* every handshake a full one */
    SSL_CTX_set_session_cache_mode(c, SSL_SESS_CACHE_OFF);
    SSL_CTX_set_options(c, SSL_OP_NO_TICKET);
    return c;
}

/* One full handshake; 1 when both sides finished. */
static int handshake(SSL_CTX *sc, SSL_CTX *cc)
{
    SSL *s = SSL_new(sc), *c = SSL_new(cc);
    BIO *bs = NULL, *bc = NULL;
    int cs = 0, ss = 0, round, r;

    if (s == NULL || c == NULL || !BIO_new_bio_pair(&bs, 0, &bc, 0)) {
        SSL_free(s);
        SSL_free(c);
        return 0;
    }
    SSL_set_bio(s, bs, bs);
    SSL_set_bio(c, bc, bc);
    SSL_set_accept_state(s);
    SSL_set_connect_state(c);
    for (round = 0; round < 32 && !(cs == 1 && ss == 1); round++) {
        if (cs != 1) {
            r = SSL_do_handshake(c);
            cs = r == 1 ? 1 : SSL_get_error(c, r) == SSL_ERROR_WANT_READ ? 0 : -1;
        }
        if (ss != 1) {
            r = SSL_do_handshake(s);
            ss = r == 1 ? 1 : SSL_get_error(s, r) == SSL_ERROR_WANT_READ ? 0 : -1;
        }
        if (cs < 0 || ss < 0)
            break;
    }
    SSL_free(s);
    SSL_free(c);
    return cs == 1 && ss == 1;
}

/* A decimal count, or -1. */
static int parse_count(const char *s)
{
    char *end = NULL;
    long v = strtol(s, &end, 10);

    return end != s && *end == '\0' && v > 0 && v < 1000000 ? (int)v : -1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    static const char *const default_groups[] = {"x25519", "ntruplus768", "x25519_ntruplus768",
                                                 "smaugt1", "x25519_smaugt1"};
    const char *const *groups = default_groups;
    int ngroups = 5, rounds = 9, per_round = 200, g, rnd, i;
    static double us[MAX_GROUPS][MAX_ROUNDS];
    SSL_CTX *sc[MAX_GROUPS], *cc[MAX_GROUPS];
    OSSL_LIB_CTX *libctx;
    OSSL_PROVIDER *def, *kpqc;
    EVP_PKEY *key = NULL;
    X509 *cert = NULL;

    if (argc < 2) {
        fprintf(stderr, "usage: %s PROVIDER_DIR [ROUNDS [HANDSHAKES [GROUP...]]]\n", argv[0]);
        return 2;
    }
    if (argc > 2)
        rounds = parse_count(argv[2]);
    if (argc > 3)
        per_round = parse_count(argv[3]);
    if (argc > 4) {
        groups = (const char *const *)(argv + 4);
        ngroups = argc - 4;
    }
    if (rounds < 1 || rounds > MAX_ROUNDS || per_round < 1 || ngroups > MAX_GROUPS) {
        fprintf(stderr, "1..%d rounds, at least one handshake, at most %d groups\n", MAX_ROUNDS,
                MAX_GROUPS);
        return 2;
    }
    libctx = OSSL_LIB_CTX_new();
    if (libctx == NULL || !OSSL_PROVIDER_set_default_search_path(libctx, argv[1]) ||
        (def = OSSL_PROVIDER_load(libctx, "default")) == NULL ||
        (kpqc = OSSL_PROVIDER_load(libctx, "kpqcprovider")) == NULL ||
        !make_cert(libctx, &key, &cert)) {
        ERR_print_errors_fp(stderr);
        return 1;
    }
    for (g = 0; g < ngroups; g++) {
        sc[g] = make_ctx(libctx, 1, groups[g], key, cert);
        cc[g] = make_ctx(libctx, 0, groups[g], key, cert);
        if (sc[g] == NULL || cc[g] == NULL || !handshake(sc[g], cc[g])) {
            fprintf(stderr, "group %s: no handshake\n", groups[g]);
            ERR_print_errors_fp(stderr);
            return 1;
        }
    }
    for (rnd = 0; rnd < rounds; rnd++) {
        for (g = 0; g < ngroups; g++) {
            double t0 = cpu_now();

            for (i = 0; i < per_round; i++) {
                if (!handshake(sc[g], cc[g])) {
                    fprintf(stderr, "group %s: a handshake failed\n", groups[g]);
                    return 1;
                }
            }
            us[g][rnd] = (cpu_now() - t0) * 1e6 / per_round;
        }
    }
    printf("Full TLS 1.3 handshakes in one process over a BIO pair, %s; %d interleaved rounds "
           "of %d handshakes per group; server certificate ECDSA P-256\n\n",
           OpenSSL_version(OPENSSL_VERSION), rounds, per_round);
    printf("| group | CPU us per handshake (median) | range | handshakes per CPU-second | vs "
           "%s |\n|---|---:|---:|---:|---:|\n",
           groups[0]);
    {
        double base = 0;

        for (g = 0; g < ngroups; g++) {
            double med;

            qsort(us[g], (size_t)rounds, sizeof us[g][0], cmp_double);
            med = rounds % 2 ? us[g][rounds / 2] : (us[g][rounds / 2 - 1] + us[g][rounds / 2]) / 2;
            if (g == 0)
                base = med;
            printf("| %s | %.0f | %.0f-%.0f | %.0f | %.2f |\n", groups[g], med, us[g][0],
                   us[g][rounds - 1], 1e6 / med, med / base);
        }
    }
    for (g = 0; g < ngroups; g++) {
        SSL_CTX_free(sc[g]);
        SSL_CTX_free(cc[g]);
    }
    EVP_PKEY_free(key);
    X509_free(cert);
    OSSL_PROVIDER_unload(kpqc);
    OSSL_PROVIDER_unload(def);
    OSSL_LIB_CTX_free(libctx);
    return 0;
}
