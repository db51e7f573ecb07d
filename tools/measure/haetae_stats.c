/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-haetae-stats: HAETAE's rejection rates over many seeds, from a
 * measurement build (cmake -DKPQC_HAETAE_STATS=ON; tools/measure/
 * haetae-rejection.sh) whose loops count their attempts.
 *
 *   kpqc-haetae-stats [ROUNDS]            (default 1000)
 *   kpqc-haetae-stats --per-key KEYS SIGS
 *
 * The second form signs SIGS messages under each of KEYS keys and reports
 * the acceptance rate of the worst key and the most attempts one signature
 * took: the figures behind HAETAE_SIGN_MAX_ATTEMPTS (docs/algorithms/
 * haetae.md, "Attempt cap"). Key j comes from SHAKE256(le32(j) || 0x4B),
 * message i from SHAKE256(le32(j) || le32(i) || 0x4D).
 *
 * Round i: keypair_derand and sign_derand on the inputs of
 * kpqc-sig-measure (SHAKE256(le32(i) || 0x5A) for rounds below 256 agree
 * with it), message its first 33 bytes, empty context. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"
#include "fips202.h"
#define HAETAE_MODE   2 /* for the statistics type only */
#define KPQC_PARAM_ID haetae2
#include "haetae.h"

extern haetae_stats kpqc_haetae2_stats, kpqc_haetae3_stats, kpqc_haetae5_stats;

static uint8_t pk[4096], sk[4096], sig[4096];

static void derive(uint8_t *out, size_t outlen, unsigned j, unsigned i, int with_i, uint8_t tag)
{
    uint8_t in[9];
    size_t n = 0;
    in[n++] = (uint8_t)j;
    in[n++] = (uint8_t)(j >> 8);
    in[n++] = (uint8_t)(j >> 16);
    in[n++] = (uint8_t)(j >> 24);
    if (with_i) {
        in[n++] = (uint8_t)i;
        in[n++] = (uint8_t)(i >> 8);
        in[n++] = (uint8_t)(i >> 16);
        in[n++] = (uint8_t)(i >> 24);
    }
    in[n++] = tag;
    kpqc_shake256(out, outlen, in, n);
}

static int per_key(unsigned keys, unsigned sigs)
{
    static const char *const names[] = {"HAETAE2", "HAETAE3", "HAETAE5"};
    haetae_stats *const counters[] = {&kpqc_haetae2_stats, &kpqc_haetae3_stats,
                                      &kpqc_haetae5_stats};
    unsigned j, i, k;
    uint8_t seed[32], material[64];
    size_t siglen;

    printf("| mode | keys | signatures per key | mean acceptance | worst key's acceptance | "
           "best key's acceptance | most attempts for one signature |\n");
    printf("|---|---:|---:|---:|---:|---:|---:|\n");
    for (k = 0; k < 3; k++) {
        const kpqc_sig *s = kpqc_sig_find(names[k]);
        haetae_stats *c = counters[k];
        unsigned long total_calls = 0, total_attempts = 0, most = 0;
        double worst = 1.0, best = 0.0;
        if (s == NULL) {
            return 2;
        }
        for (j = 0; j < keys; j++) {
            unsigned long key_attempts = 0;
            double acceptance;
            derive(seed, sizeof seed, j, 0, 0, 0x4B);
            if (s->keypair_derand(pk, sk, seed) != 0) {
                fprintf(stderr, "%s: key %u failed\n", names[k], j);
                return 1;
            }
            for (i = 0; i < sigs; i++) {
                derive(material, sizeof material, j, i, 1, 0x4D);
                memset(c, 0, sizeof *c);
                if (s->sign_derand(sig, &siglen, material, 33, material, 0, sk, material + 32) !=
                    0) {
                    fprintf(stderr, "%s: key %u message %u failed\n", names[k], j, i);
                    return 1;
                }
                most = c->sign_attempts > most ? c->sign_attempts : most;
                key_attempts += c->sign_attempts;
            }
            acceptance = (double)sigs / (double)key_attempts;
            worst = acceptance < worst ? acceptance : worst;
            best = acceptance > best ? acceptance : best;
            total_calls += sigs;
            total_attempts += key_attempts;
        }
        printf("| %s | %u | %u | %.4f | %.4f | %.4f | %lu |\n", names[k], keys, sigs,
               (double)total_calls / (double)total_attempts, worst, best, most);
    }
    return 0;
}

int main(int argc, char **argv)
{
    static const char *const names[] = {"HAETAE2", "HAETAE3", "HAETAE5"};
    haetae_stats *const counters[] = {&kpqc_haetae2_stats, &kpqc_haetae3_stats,
                                      &kpqc_haetae5_stats};
    unsigned rounds = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1000u, i, k;
    uint8_t material[64], in[5];
    size_t siglen;

    if (argc == 4 && strcmp(argv[1], "--per-key") == 0) {
        return per_key((unsigned)strtoul(argv[2], NULL, 10), (unsigned)strtoul(argv[3], NULL, 10));
    }
    printf("| mode | keys | attempts per key | key rejection rate | signatures | attempts per "
           "signature | norm rejections | size rejections | hyperball resamples |\n");
    printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (k = 0; k < 3; k++) {
        const kpqc_sig *s = kpqc_sig_find(names[k]);
        haetae_stats *c = counters[k];
        if (s == NULL) {
            return 2;
        }
        memset(c, 0, sizeof *c);
        for (i = 0; i < rounds; i++) {
            in[0] = (uint8_t)i;
            in[1] = (uint8_t)(i >> 8);
            in[2] = (uint8_t)(i >> 16);
            in[3] = (uint8_t)(i >> 24);
            in[4] = 0x5A;
            /* rounds below 256: the 4-byte input (i, 0x5A, 0, 0) of kpqc-sig-measure */
            if (i < 256) {
                uint8_t short_in[4] = {(uint8_t)i, 0x5A, 0, 0};
                kpqc_shake256(material, sizeof material, short_in, sizeof short_in);
            } else {
                kpqc_shake256(material, sizeof material, in, sizeof in);
            }
            if (s->keypair_derand(pk, sk, material) != 0 ||
                s->sign_derand(sig, &siglen, material, 33, material, 0, sk, material + 32) != 0 ||
                s->verify(sig, siglen, material, 33, material, 0, pk) != 0) {
                fprintf(stderr, "%s: round %u failed\n", names[k], i);
                return 1;
            }
        }
        printf("| %s | %lu | %.2f | %.3f | %lu | %.2f | %.3f | %.4f | %.4f |\n", names[k],
               c->keygen_calls, (double)c->keygen_attempts / (double)c->keygen_calls,
               1.0 - (double)c->keygen_calls / (double)c->keygen_attempts, c->sign_calls,
               (double)c->sign_attempts / (double)c->sign_calls,
               (double)c->sign_norm_rejects / (double)c->sign_attempts,
               (double)c->sign_size_rejects / (double)c->sign_attempts,
               (double)c->ball_rejects / (double)(c->sign_attempts + c->ball_rejects));
    }
    return 0;
}
