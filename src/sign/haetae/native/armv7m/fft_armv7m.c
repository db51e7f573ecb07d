/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The squared singular value of a HAETAE key (fft.c) on the Cortex-M4:
 * the FFT and energies of each secret polynomial and the selection of the
 * largest energies in assembly (fft_armv7m.S), then fft.c's weighting.
 * The energies come out in the kernel's slot order, the same for every
 * polynomial; the largest of them and their weighting depend only on
 * their multiset. */
#include "ct.h"
#include "../../haetae.h"
#include "meta.h"

int64_t haetae_sk_singular_value_armv7m(const haetae_poly s1[HAETAE_M],
                                        const haetae_poly s2[HAETAE_K])
{
    int32_t buf[2 * HAETAE_N];
    uint32_t energy[HAETAE_N], top[HAETAE_SV_TOP];
    int64_t sv;
    unsigned i;

    for (i = 0; i < HAETAE_N; i++) {
        energy[i] = 0;
    }
    for (i = 0; i < HAETAE_M + HAETAE_K; i++) {
        haetae_fft_energy_armv7m(energy, buf, i < HAETAE_M ? s1[i].c : s2[i - HAETAE_M].c);
    }
#if HAETAE_SV_TOP == 3
    haetae_sv_top3_armv7m(top, energy);
#elif HAETAE_SV_TOP == 4
    haetae_sv_top4_armv7m(top, energy);
#elif HAETAE_SV_TOP == 5
    haetae_sv_top5_armv7m(top, energy);
#else
#error "no ARMv7-M selection for this HAETAE_SV_TOP"
#endif
    sv = haetae_sv_weigh(top);

    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(energy, sizeof energy);
    kpqc_zeroize(top, sizeof top);
    return sv;
}
