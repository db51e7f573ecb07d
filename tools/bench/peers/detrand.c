/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The side-by-side harness's deterministic byte stream (detrand.h), and the
 * randomness entry points the peers link against: the NIST API's
 * randombytes and PQClean's renamed one, both served from peer_rng so that
 * a peer draws exactly the bytes KPQClean draws from its own stream. */
#include "detrand.h"
detrand peer_rng;
static uint64_t mix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
void detrand_init(detrand *r, uint64_t seed)
{
    r->seed = seed;
    r->ctr = 0;
    r->pos = 8;
    r->drawn = 0;
}
void detrand_fill(detrand *r, uint8_t *out, size_t len)
{
    r->drawn += len;
    while (len > 0) {
        if (r->pos == 8) {
            uint64_t x = mix(r->seed ^ mix(r->ctr++));
            for (int i = 0; i < 8; i++)
                r->buf[i] = (uint8_t)(x >> (8 * i));
            r->pos = 0;
        }
        *out++ = r->buf[r->pos++];
        len--;
    }
}
/* The peers' randombytes. Upstream prototypes differ (int or void result;
 * size_t or unsigned long long length): all are ABI-compatible with this one
 * on x86-64 SysV. */
int randombytes(uint8_t *out, size_t len)
{
    detrand_fill(&peer_rng, out, len);
    return 0;
}
/* PQClean's common/randombytes.h renames randombytes to this. */
int PQCLEAN_randombytes(uint8_t *out, size_t len)
{
    detrand_fill(&peer_rng, out, len);
    return 0;
}
