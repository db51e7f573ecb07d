/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-measure: per-operation figures for the datasheets until the
 * benchmark suite (kpqc bench) takes them over.
 *
 *   kpqc-measure stack NAME      peak stack of keypair / encaps / decaps in
 *                                bytes, by painting: a region below the
 *                                caller's frame is filled with a pattern,
 *                                the operation runs, and the deepest byte
 *                                that changed marks the high-water mark
 *                                (two patterns; the larger result counts)
 *   kpqc-measure run NAME        one keypair, encaps and decaps through the
 *                                wrappers measure_keypair / measure_encaps /
 *                                measure_decaps, for
 *                                valgrind --tool=callgrind --toggle-collect=measure_<op>
 *   kpqc-measure repeat NAME OP N
 *                                OP (keypair, encaps or decaps) N times,
 *                                after the operations it needs once each:
 *                                for counters that see the whole process
 *                                (a QEMU instruction-count plugin), one OP
 *                                is the difference between N = 2 and N = 1
 *                                (tools/measure/qemu-kem-figures.sh)
 *
 * Inputs are fixed (seed bytes 0, 1, 2, ...), so instruction counts repeat
 * exactly; rejection-sampling schemes measure that one seed. The caller's
 * key and ciphertext buffers are static, outside the measured stack. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kpqc.h"
#include "paint.h"

#define MAX_BYTES 65536u
#define KEY_BYTES \
    (3u << 20) /* MQ-Sign's keys reach 2.9 MB (static: untouched pages cost nothing) */

static uint8_t pk[KEY_BYTES], sk[KEY_BYTES], ct[MAX_BYTES], ss[64], ss2[64];
static uint8_t seed[256], coins[256];

NOINLINE int measure_keypair(const kpqc_kem *kem);
NOINLINE int measure_encaps(const kpqc_kem *kem);
NOINLINE int measure_decaps(const kpqc_kem *kem);

NOINLINE int measure_keypair(const kpqc_kem *kem)
{
    return kem->keypair_derand(pk, sk, seed);
}

NOINLINE int measure_encaps(const kpqc_kem *kem)
{
    return kem->encaps_derand(ct, ss, pk, coins);
}

NOINLINE int measure_decaps(const kpqc_kem *kem)
{
    return kem->decaps(ss2, ct, sk);
}

static size_t stack_of(int (*op)(const kpqc_kem *), const kpqc_kem *kem)
{
    size_t best = 0, used;
    unsigned p;
    for (p = 0; p < 2; p++) {
        unsigned char pattern = p ? 0x5A : 0xA5;
        paint(pattern);
        (void)op(kem);
        used = high_water(pattern);
        best = used > best ? used : best;
    }
    return best;
}

int main(int argc, char **argv)
{
    const kpqc_kem *kem;
    size_t i;

    int (*op)(const kpqc_kem *) = NULL;
    unsigned long reps = 0;

    if (argc == 5 && strcmp(argv[1], "repeat") == 0) {
        op = strcmp(argv[3], "keypair") == 0  ? measure_keypair
             : strcmp(argv[3], "encaps") == 0 ? measure_encaps
             : strcmp(argv[3], "decaps") == 0 ? measure_decaps
                                              : NULL;
        reps = strtoul(argv[4], NULL, 10);
    }
    if ((argc != 3 || (strcmp(argv[1], "stack") != 0 && strcmp(argv[1], "run") != 0)) &&
        (op == NULL || reps == 0)) {
        fprintf(stderr, "usage: kpqc-measure stack|run NAME, kpqc-measure repeat NAME "
                        "keypair|encaps|decaps N\n");
        return 2;
    }
    kem = kpqc_kem_find(argv[2]);
    if (kem == NULL) {
        fprintf(stderr, "kpqc-measure: no KEM named '%s'\n", argv[2]);
        return 2;
    }
    if (kem->pk_bytes > KEY_BYTES || kem->sk_bytes > KEY_BYTES || kem->ct_bytes > MAX_BYTES ||
        kem->ss_bytes > sizeof ss || kem->keypair_seed_bytes > sizeof seed ||
        kem->encaps_coins_bytes > sizeof coins) {
        fprintf(stderr, "kpqc-measure: %s: buffers too small\n", kem->name);
        return 2;
    }
    for (i = 0; i < sizeof seed; i++) {
        seed[i] = (uint8_t)i;
        coins[i] = (uint8_t)(7 * i + 1);
    }
    if (op != NULL) {
        if ((op != measure_keypair && measure_keypair(kem) != 0) ||
            (op == measure_decaps && measure_encaps(kem) != 0)) {
            fprintf(stderr, "kpqc-measure: %s: setup failed\n", kem->name);
            return 1;
        }
        for (i = 0; i < reps; i++) {
            if (op(kem) != 0) {
                fprintf(stderr, "kpqc-measure: %s: %s failed\n", kem->name, argv[3]);
                return 1;
            }
        }
        return op == measure_decaps && memcmp(ss, ss2, kem->ss_bytes) != 0;
    }
    if (strcmp(argv[1], "run") == 0) {
        if (measure_keypair(kem) != 0 || measure_encaps(kem) != 0 || measure_decaps(kem) != 0 ||
            memcmp(ss, ss2, kem->ss_bytes) != 0) {
            fprintf(stderr, "kpqc-measure: %s: round trip failed\n", kem->name);
            return 1;
        }
        return 0;
    }
    printf("%s keypair %zu\n", kem->name, stack_of(measure_keypair, kem));
    printf("%s encaps %zu\n", kem->name, stack_of(measure_encaps, kem));
    printf("%s decaps %zu\n", kem->name, stack_of(measure_decaps, kem));
    return memcmp(ss, ss2, kem->ss_bytes) != 0;
}
