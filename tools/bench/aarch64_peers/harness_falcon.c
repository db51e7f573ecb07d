/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A counting harness for the Falcon NEON code of Nguyen and Gaj
 * (docs/performance-aarch64.md, "Validation"): runs one operation RUNS
 * times, each run between two calls of mark(), under qemu-aarch64 with
 * tools/qemu-plugin/bbcount.c. Usage: harness fft|ifft|ntt|intt|sign|verify.
 *
 * fft, ifft: the floating-point FFT and its inverse of degree 2^FALCON_LOGN;
 * ntt, intt: the NTT modulo 12289 and its inverse, called as that code's own
 * benchmark calls them; sign, verify: the NIST API on a 59-byte message.
 * The declarations come from the measured code's headers (inner.h, poly.h,
 * api.h) on the include path. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "api.h"
#include "inner.h"
#include "poly.h"

#ifndef RUNS
#define RUNS 5
#endif

__attribute__((noinline)) void mark(void);
__attribute__((noinline)) void mark(void)
{
    __asm__ volatile("" ::: "memory");
}

#define N (1u << FALCON_LOGN)

static fpr f[N];
static int16_t a[N];
static unsigned char pk[CRYPTO_PUBLICKEYBYTES], sk[CRYPTO_SECRETKEYBYTES];
static unsigned char m[59], m1[59 + CRYPTO_BYTES], sm[59 + CRYPTO_BYTES];

int main(int argc, char **argv)
{
    static const char *const ops[] = {"fft", "ifft", "ntt", "intt", "sign", "verify"};
    unsigned long long smlen = 0, mlen1 = 0;
    int op = -1, i, bad = 0;
    for (i = 0; argc == 2 && i < 6; i++) {
        if (strcmp(argv[1], ops[i]) == 0) {
            op = i;
        }
    }
    if (op < 0) {
        fprintf(stderr, "usage: %s fft|ifft|ntt|intt|sign|verify\n", argv[0]);
        return 2;
    }
    for (i = 0; i < (int)N; i++) {
        f[i] = fpr_of((int64_t)((i * 37) % 101) - 50);
        a[i] = (int16_t)((i * 1237) % 12289);
    }
    for (i = 0; i < (int)sizeof m; i++) {
        m[i] = (unsigned char)i;
    }
    if (op >= 4) {
        bad |= crypto_sign_keypair(pk, sk);
        bad |= crypto_sign(sm, &smlen, m, sizeof m, sk);
    }
    for (i = 0; i < RUNS; i++) {
        mark();
        switch (op) {
        case 0: ZfN(FFT)(f, FALCON_LOGN); break;
        case 1: ZfN(iFFT)(f, FALCON_LOGN); break;
        case 2: ZfN(poly_ntt)(a, 0); break;
        case 3: ZfN(poly_invntt)(a, 0); break;
        case 4: bad |= crypto_sign(sm, &smlen, m, sizeof m, sk); break;
        default: bad |= crypto_sign_open(m1, &mlen1, sm, smlen, pk); break;
        }
        mark();
    }
    if (bad != 0 || (op == 5 && (mlen1 != sizeof m || memcmp(m, m1, sizeof m) != 0))) {
        fprintf(stderr, "%s failed\n", argv[1]);
        return 1;
    }
    printf("%s: %d runs\n", argv[1], RUNS);
    return 0;
}
