/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-smaugt-kernels-<set>: runs one SMAUG-T kernel (src/kem/smaugt/
 * native/api.h) N times through its dispatching function, on fixed
 * pseudo-random inputs, for per-kernel instruction counts of whichever
 * path the process takes (the backend, or the portable twin under
 * KPQC_FORCE_PORTABLE=1): one call is the difference between N = 2 and
 * N = 1 (tools/measure/qemu-smaugt-kernels.sh).
 *
 *   kpqc-smaugt-kernels-<set> KERNEL N
 *
 * The inputs are the same in every run, so the counts repeat exactly
 * (HWT_BOUNDED: the first attempt's words, with whatever rejections they
 * hold). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "smaugt.h"

static smaugt_poly pa[SMAUGT_K], px[SMAUGT_K], pt[SMAUGT_K];
static uint8_t bytes[1024], seed[SMAUGT_SEED_BYTES];
static uint16_t xs[SMAUGT_N];
static volatile uint32_t sink;

static void fill(void)
{
    uint32_t s = 0x12345678u;
    size_t i;
    unsigned j;
    for (i = 0; i < sizeof bytes; i++) {
        s = s * 1103515245u + 12345u;
        bytes[i] = (uint8_t)(s >> 24);
    }
    for (j = 0; j < SMAUGT_K; j++) {
        for (i = 0; i < SMAUGT_N; i++) {
            s = s * 1103515245u + 12345u;
            pa[j].c[i] = (uint16_t)(s >> 16);
            /* x: ternary, like the secrets the products see */
            px[j].c[i] = (uint16_t)((s >> 8) % 3 - 1);
        }
    }
    for (i = 0; i < SMAUGT_N; i++) {
        xs[i] = (uint16_t)((i * 7) % (SMAUGT_N - i));
    }
    memcpy(seed, bytes, sizeof seed);
}

static const char *const kernels[] = {
    "matrix_times", "poly_inner",       "pack_q",        "unpack_q",   "pack_p",
    "unpack_p",     "pack_p2",          "unpack_p2",     "pack_s",     "unpack_s",
    "hwt_bounded",  "hwt_place",        "gaussian_bits", "sp_cbd",     "round_c1",
    "round_c2",     "decryption_value", "msg_encode",    "msg_decode",
};

/* one call of kernel k (an index into kernels[]) */
static void run(unsigned k)
{
    switch (k) {
    case 0: smaugt_matrix_times(pt, seed, 0, px); break;
    case 1: smaugt_poly_inner(&pt[0], pa, px); break;
    case 2: smaugt_pack_q(bytes, &pa[0]); break;
    case 3: smaugt_unpack_q(&pt[0], bytes); break;
    case 4: smaugt_pack_p(bytes, &pa[0]); break;
    case 5: smaugt_unpack_p(&pt[0], bytes); break;
    case 6: smaugt_pack_p2(bytes, &pa[0]); break;
    case 7: smaugt_unpack_p2(&pt[0], bytes); break;
    case 8: smaugt_pack_s(bytes, &px[0]); break;
    case 9: sink += smaugt_unpack_s(&pt[0], bytes); break;
    case 10: sink += (uint32_t)smaugt_hwt_bounded(xs, bytes); break;
    case 11: smaugt_hwt_place(&pt[0], xs, bytes); break;
    case 12: smaugt_gaussian_bits(&pt[0], bytes); break;
    case 13: smaugt_sp_cbd(&pt[0], bytes); break;
    case 14: smaugt_round_c1(&pt[0], &pa[0]); break;
    case 15: smaugt_round_c2(&pt[0], &pa[1], &pa[0]); break;
    case 16: smaugt_decryption_value(&pt[0], &pa[1], &pa[0]); break;
    case 17: smaugt_msg_encode(&pt[0], bytes); break;
    case 18: smaugt_msg_decode(bytes + 512, &pa[0]); break;
    default: break;
    }
}

int main(int argc, char **argv)
{
    unsigned long n, r;
    unsigned k;
    if (argc != 3) {
        fprintf(stderr, "usage: %s KERNEL N\n", argv[0]);
        return 2;
    }
    for (k = 0; k < sizeof kernels / sizeof kernels[0]; k++) {
        if (strcmp(argv[1], kernels[k]) == 0) {
            break;
        }
    }
    if (k == sizeof kernels / sizeof kernels[0]) {
        fprintf(stderr, "%s: no kernel %s\n", argv[0], argv[1]);
        return 2;
    }
    n = strtoul(argv[2], NULL, 10);
    fill();
    /* the selection is made once: a repetition costs the call and the
       switch, a few instructions */
    for (r = 0; r < n; r++) {
        run(k);
    }
    return (int)(sink & 0);
}
