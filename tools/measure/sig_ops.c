/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-sig-measure: per-operation figures of the signature schemes over
 * many seeds, since their signing (and some key generations) loop on
 * rejection and one seed says little.
 *
 *   kpqc-sig-measure run NAME N     N rounds of keypair_derand, sign_derand,
 *                                   verify through measure_sig_keypair /
 *                                   measure_sig_sign / measure_sig_verify, for
 *                                   valgrind --tool=callgrind
 *                                   --toggle-collect=measure_sig_<op>
 *                                   --dump-after=measure_sig_<op>
 *                                   (one profile per call: see
 *                                   tools/measure/sig-figures.sh)
 *   kpqc-sig-measure stack NAME N   the peak stack of each operation over the
 *                                   N rounds, by painting (two patterns)
 *
 * Round i uses seed || coins = SHAKE256(i || 0x5A) (64 bytes: the key seed
 * first, the signing coins from byte 32), message = its first 33 bytes and
 * the empty context, so other implementations can be measured on the very
 * same inputs. The caller's buffers are static, outside the measured stack. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"
#include "fips202.h"
#include "paint.h"

#define MAX_BYTES 65536u
#define KEY_BYTES \
    (3u << 20) /* MQ-Sign's keys reach 2.9 MB (static: untouched pages cost nothing) */
#define MSG_BYTES 33u

static uint8_t pk[KEY_BYTES], sk[KEY_BYTES], sig[MAX_BYTES], msg[MSG_BYTES];
static uint8_t material[64];
static size_t siglen;

NOINLINE int measure_sig_keypair(const kpqc_sig *s);
NOINLINE int measure_sig_sign(const kpqc_sig *s);
NOINLINE int measure_sig_verify(const kpqc_sig *s);

NOINLINE int measure_sig_keypair(const kpqc_sig *s)
{
    return s->keypair_derand(pk, sk, material);
}

NOINLINE int measure_sig_sign(const kpqc_sig *s)
{
    return s->sign_derand(sig, &siglen, msg, MSG_BYTES, msg, 0, sk, material + 32);
}

NOINLINE int measure_sig_verify(const kpqc_sig *s)
{
    return s->verify(sig, siglen, msg, MSG_BYTES, msg, 0, pk);
}

static void round_inputs(unsigned i)
{
    uint8_t in[4] = {(uint8_t)i, 0x5A, 0, 0};
    kpqc_shake256(material, sizeof material, in, sizeof in);
    memcpy(msg, material, MSG_BYTES);
}

static size_t stack_of(int (*op)(const kpqc_sig *), const kpqc_sig *s, int *failed)
{
    size_t best = 0, used;
    unsigned p;
    for (p = 0; p < 2; p++) {
        unsigned char pattern = p ? 0x5A : 0xA5;
        paint(pattern);
        *failed |= op(s) != 0;
        used = high_water(pattern);
        best = used > best ? used : best;
    }
    return best;
}

int main(int argc, char **argv)
{
    const kpqc_sig *s;
    unsigned i, n;
    size_t peak[3] = {0, 0, 0}, v;
    int failed = 0, stack;

    if (argc != 4 || (strcmp(argv[1], "stack") != 0 && strcmp(argv[1], "run") != 0)) {
        fprintf(stderr, "usage: kpqc-sig-measure stack|run NAME ROUNDS\n");
        return 2;
    }
    stack = strcmp(argv[1], "stack") == 0;
    s = kpqc_sig_find(argv[2]);
    n = (unsigned)strtoul(argv[3], NULL, 10);
    if (s == NULL || n == 0 || n > 256) {
        fprintf(stderr, "kpqc-sig-measure: no signature scheme '%s', or ROUNDS not in 1..256\n",
                argv[2]);
        return 2;
    }
    if (s->pk_bytes > KEY_BYTES || s->sk_bytes > KEY_BYTES || s->sig_bytes > MAX_BYTES ||
        s->keypair_seed_bytes > 32 || s->sign_coins_bytes > 32) {
        fprintf(stderr, "kpqc-sig-measure: %s: buffers too small\n", s->name);
        return 2;
    }
    for (i = 0; i < n; i++) {
        round_inputs(i);
        if (!stack) {
            failed |= measure_sig_keypair(s) != 0;
            failed |= measure_sig_sign(s) != 0;
            failed |= measure_sig_verify(s) != 0;
            continue;
        }
        v = stack_of(measure_sig_keypair, s, &failed);
        peak[0] = v > peak[0] ? v : peak[0];
        v = stack_of(measure_sig_sign, s, &failed);
        peak[1] = v > peak[1] ? v : peak[1];
        v = stack_of(measure_sig_verify, s, &failed);
        peak[2] = v > peak[2] ? v : peak[2];
    }
    if (stack) {
        printf("%s keypair %zu\n%s sign %zu\n%s verify %zu\n", s->name, peak[0], s->name, peak[1],
               s->name, peak[2]);
    }
    if (failed) {
        fprintf(stderr, "kpqc-sig-measure: %s: an operation failed\n", s->name);
    }
    return failed;
}
