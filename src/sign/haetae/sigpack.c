/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE signature packing (specification: PackSig / UnpackSig).
 *
 * The signature has a fixed length; its variable part, the two rANS
 * streams, starts after c, LowBits(z1) and the two length bytes and is
 * followed by zero padding up to HAETAE_SIG_BYTES. The encoding is unique:
 * unpacking insists on the stated lengths, on each stream being the one
 * encoding of its values and on all-zero padding.
 *
 * Packing writes the streams straight into the signature instead of into
 * scratch buffers: rANS is encoded backwards, so h is encoded first against
 * the end of the signature, HighBits(z1) right in front of it, and the pair
 * is then slid down behind the length bytes. Running out of room there is
 * exactly "the signature would be too long". No scratch beyond a few words. */
#include "haetae.h"

#define C_BYTES      HAETAE_POLYC_PACKEDBYTES
#define LOW_BYTES    (HAETAE_L * HAETAE_N) /* one byte per coefficient */
#define LEN_AT       (C_BYTES + LOW_BYTES)
#define STREAMS_AT   (LEN_AT + 2)
#define STREAMS_ROOM ((size_t)HAETAE_SIG_BYTES - STREAMS_AT)
#define Z1HI_MIN     ((size_t)HAETAE_BASE_ENC_HB_Z1)
#define HINT_MIN     ((size_t)HAETAE_BASE_ENC_H)

_Static_assert(C_BYTES * 8 == HAETAE_N, "c is one bit per coefficient");
_Static_assert(C_BYTES == HAETAE_SIG_LOWZ1_AT, "LowBits(z1) follow c");
/* The reference bounds the total length with 32 = SEEDBYTES for the c part. */
_Static_assert(C_BYTES == HAETAE_SEEDBYTES, "c part counted as SEEDBYTES upstream");
_Static_assert(STREAMS_AT + HAETAE_BASE_ENC_HB_Z1 + HAETAE_BASE_ENC_H <= HAETAE_SIG_BYTES,
               "the shortest streams fit");
/* The decoders read the 4-byte initial state unconditionally. */
_Static_assert(HAETAE_BASE_ENC_HB_Z1 >= 4 && HAETAE_BASE_ENC_H >= 4, "streams hold a state");
/* The reference also refuses a stream longer than its scratch buffer (one
 * byte per coefficient); the one-byte length field already refuses those. */
_Static_assert(HAETAE_BASE_ENC_HB_Z1 + 255 < HAETAE_L * HAETAE_N, "buffer bound implied");
_Static_assert(HAETAE_BASE_ENC_H + 255 < HAETAE_K * HAETAE_N, "buffer bound implied");

int haetae_pack_sig(uint8_t sig[HAETAE_SIG_BYTES], const haetae_poly *c,
                    const haetae_poly lowbits_z1[HAETAE_L], const haetae_poly highbits_z1[HAETAE_L],
                    const haetae_poly h[HAETAE_K])
{
    uint8_t *streams = sig + STREAMS_AT;
    size_t pos = STREAMS_ROOM, hint_at, z1hi_len, hint_len, total, i;
    unsigned j, k;

    if (haetae_rans_encode_hint(streams, &pos, h) != 0) {
        return -1;
    }
    hint_at = pos;
    if (haetae_rans_encode_z1hi(streams, &pos, highbits_z1) != 0) {
        return -1;
    }
    hint_len = STREAMS_ROOM - hint_at;
    z1hi_len = hint_at - pos;
    /* Each length travels as one byte above its baseline. */
    if (z1hi_len < Z1HI_MIN || z1hi_len > Z1HI_MIN + 255 || hint_len < HINT_MIN ||
        hint_len > HINT_MIN + 255) {
        return -1;
    }
    /* Slide the streams down to their place; the destination is below the
     * source, so a forward copy is safe despite the overlap. */
    total = STREAMS_ROOM - pos;
    for (i = 0; i < total; i++) {
        streams[i] = streams[pos + i];
    }
    for (; i < STREAMS_ROOM; i++) {
        streams[i] = 0;
    }
    sig[LEN_AT] = (uint8_t)(z1hi_len - Z1HI_MIN);
    sig[LEN_AT + 1] = (uint8_t)(hint_len - HINT_MIN);

    for (j = 0; j < C_BYTES; j++) {
        uint32_t acc = 0;
        for (k = 0; k < 8; k++) {
            acc |= (uint32_t)c->c[8 * j + k] << k;
        }
        sig[j] = (uint8_t)(acc & 0xff);
    }
    for (j = 0; j < HAETAE_L; j++) {
        for (k = 0; k < HAETAE_N; k++) {
            /* two's complement byte; conversion to unsigned is modular */
            sig[C_BYTES + j * HAETAE_N + k] = (uint8_t)((uint32_t)lowbits_z1[j].c[k] & 0xff);
        }
    }
    return 0;
}

int haetae_unpack_sig(haetae_poly *c, haetae_poly highbits_z1[HAETAE_L], haetae_poly h[HAETAE_K],
                      const uint8_t sig[HAETAE_SIG_BYTES])
{
    const uint8_t *streams = sig + STREAMS_AT;
    size_t z1hi_len, hint_len, i;
    unsigned j;
    uint8_t pad = 0;

    for (j = 0; j < HAETAE_N; j++) {
        c->c[j] = (sig[j / 8] >> (j % 8)) & 1;
    }

    z1hi_len = Z1HI_MIN + sig[LEN_AT];
    hint_len = HINT_MIN + sig[LEN_AT + 1];
    if (z1hi_len + hint_len > STREAMS_ROOM) {
        return -1;
    }
    if (haetae_rans_decode(highbits_z1, streams, z1hi_len, h, streams + z1hi_len, hint_len) != 0) {
        return -1;
    }
    for (i = z1hi_len + hint_len; i < STREAMS_ROOM; i++) {
        pad |= streams[i];
    }
    return pad == 0 ? 0 : -1;
}
