/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* memset and memcpy for the whole-operation firmware (hw/fw/ops.c), in
 * place of picolibc's, which this toolchain builds as byte loops (one store
 * and three more instructions a byte). The library zeroizes its buffers
 * through memset (kpqc_zeroize), and in the Ibex system those byte loops
 * took about a quarter of an accelerated NTRU+768 encapsulation or
 * decapsulation. These move aligned 32-bit words, four a loop iteration.
 * Their timing depends only on the length and the alignment of the
 * buffers, never on the bytes. Used in both modes of ops.c (software and
 * with the units), so both figures include them. Compiled with
 * -fno-builtin -fno-tree-loop-distribute-patterns -fno-strict-aliasing
 * (hw/fw/build.sh), so the loops are not turned back into calls. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

void *memset(void *dst, int c, size_t n)
{
    unsigned char *p = dst;
    uint32_t w = (uint32_t)(unsigned char)c * 0x01010101u;
    while (n > 0 && ((uintptr_t)p & 3u) != 0) {
        *p++ = (unsigned char)c;
        n--;
    }
    uint32_t *q = (uint32_t *)(void *)p;
    for (; n >= 16; n -= 16, q += 4) {
        q[0] = w;
        q[1] = w;
        q[2] = w;
        q[3] = w;
    }
    for (; n >= 4; n -= 4)
        *q++ = w;
    p = (unsigned char *)q;
    while (n-- > 0)
        *p++ = (unsigned char)c;
    return dst;
}

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if ((((uintptr_t)d ^ (uintptr_t)s) & 3u) == 0) {
        while (n > 0 && ((uintptr_t)d & 3u) != 0) {
            *d++ = *s++;
            n--;
        }
        uint32_t *dw = (uint32_t *)(void *)d;
        const uint32_t *sw = (const uint32_t *)(const void *)s;
        for (; n >= 16; n -= 16, dw += 4, sw += 4) {
            dw[0] = sw[0];
            dw[1] = sw[1];
            dw[2] = sw[2];
            dw[3] = sw[3];
        }
        for (; n >= 4; n -= 4)
            *dw++ = *sw++;
        d = (unsigned char *)dw;
        s = (const unsigned char *)sw;
    }
    while (n-- > 0)
        *d++ = *s++;
    return dst;
}
