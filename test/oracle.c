/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc-oracle: a line protocol over stdin/stdout that exposes the common
 * primitives to the differential tests (test/python), so one process per
 * target (native or emulated) answers thousands of queries.
 *
 * Each request is one line of space-separated words; "-" is empty hex.
 *   hash ALG SPLITS HEX            ALG in sha256 sha512 sha3_256 sha3_512
 *   xof ALG OUTLEN SPLITS SQUEEZES HEX     ALG in shake128 shake256
 *   aes_ecb KEYHEX HEX             whole blocks
 *   aes_ctr KEYHEX IVHEX HEX
 *   drbg ENTROPYHEX LENS           one generate call per length
 * and the algorithms, through the checked API (for the negative vectors),
 * each answered "STATUS HEX..." with STATUS the kpqc_status number, or
 * "unknown" for a name that is not registered:
 *   kem_keypair NAME SEEDHEX       -> STATUS PK SK      (keypair_derand)
 *   kem_enc NAME PKHEX COINSHEX    -> STATUS CT SS      (encaps_derand)
 *   kem_dec NAME CTHEX SKHEX       -> STATUS SS
 *   sig_keypair NAME SEEDHEX       -> STATUS PK SK
 *   sig_sign NAME SKHEX MSGHEX CTXHEX COINSHEX -> STATUS SIG   (sign_derand)
 *   sig_verify NAME PKHEX MSGHEX CTXHEX SIGHEX -> STATUS
 * SPLITS / SQUEEZES: comma-separated piece lengths ("-" for one piece),
 * the rest going in a last piece. Every answer is one line of hex, or
 * "error ..." for a malformed request. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aes.h"
#include "drbg.h"
#include "fips202.h"
#include "sha2.h"
#include "tests.h"

#define MAXBUF 65536

static uint8_t in[MAXBUF], out[MAXBUF], key[64];
static uint8_t arg1[MAXBUF], arg2[MAXBUF], arg3[MAXBUF], arg4[MAXBUF], out2[MAXBUF];
static char line[4 * MAXBUF];

static int hexval(int c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : -1;
}

static long unhex(uint8_t *dst, size_t cap, const char *hex)
{
    size_t n = 0;
    if (strcmp(hex, "-") == 0) {
        return 0;
    }
    while (hex[0] && hex[1]) {
        int hi = hexval(hex[0]), lo = hexval(hex[1]);
        if (hi < 0 || lo < 0 || n == cap) {
            return -1;
        }
        dst[n++] = (uint8_t)(hi << 4 | lo);
        hex += 2;
    }
    return hex[0] ? -1 : (long)n;
}

static void puthex_word(const uint8_t *p, size_t n)
{
    size_t i;
    if (n == 0) {
        putchar('-');
    }
    for (i = 0; i < n; i++) {
        printf("%02x", p[i]);
    }
}

static void puthex(const uint8_t *p, size_t n)
{
    puthex_word(p, n);
    putchar('\n');
}

/* The algorithm requests; w[0] is the verb, n the word count. */
static void do_algorithm(char **w, int n)
{
    long l1 = n > 2 ? unhex(arg1, sizeof arg1, w[2]) : -1;
    long l2 = n > 3 ? unhex(arg2, sizeof arg2, w[3]) : 0;
    long l3 = n > 4 ? unhex(arg3, sizeof arg3, w[4]) : 0;
    long l4 = n > 5 ? unhex(arg4, sizeof arg4, w[5]) : 0;
    const kpqc_kem *kem = NULL;
    const kpqc_sig *sig = NULL;
    int kemop = strncmp(w[0], "kem_", 4) == 0, st;
    size_t len = 0;

    if (n < 3 || l1 < 0 || l2 < 0 || l3 < 0 || l4 < 0) {
        puts("error args");
        return;
    }
    if (kemop ? (kem = t_kem_find(w[1])) == NULL : (sig = t_sig_find(w[1])) == NULL) {
        puts("unknown");
        return;
    }
    if (kemop && strcmp(w[0], "kem_keypair") == 0) {
        st =
            kpqc_kem_keypair_derand(kem, out, kem->pk_bytes, out2, kem->sk_bytes, arg1, (size_t)l1);
        printf("%d ", st);
        puthex_word(out, kem->pk_bytes);
        putchar(' ');
        puthex(out2, kem->sk_bytes);
    } else if (kemop && strcmp(w[0], "kem_enc") == 0 && n == 4) {
        st = kpqc_kem_encaps_derand(kem, out, kem->ct_bytes, out2, kem->ss_bytes, arg1, (size_t)l1,
                                    arg2, (size_t)l2);
        printf("%d ", st);
        puthex_word(out, kem->ct_bytes);
        putchar(' ');
        puthex(out2, kem->ss_bytes);
    } else if (kemop && strcmp(w[0], "kem_dec") == 0 && n == 4) {
        st = kpqc_kem_decaps(kem, out, kem->ss_bytes, arg1, (size_t)l1, arg2, (size_t)l2);
        printf("%d ", st);
        puthex(out, kem->ss_bytes);
    } else if (!kemop && strcmp(w[0], "sig_keypair") == 0) {
        st =
            kpqc_sig_keypair_derand(sig, out, sig->pk_bytes, out2, sig->sk_bytes, arg1, (size_t)l1);
        printf("%d ", st);
        puthex_word(out, sig->pk_bytes);
        putchar(' ');
        puthex(out2, sig->sk_bytes);
    } else if (!kemop && strcmp(w[0], "sig_sign") == 0 && n == 6) {
        st = kpqc_sig_sign_derand(sig, out, sizeof out, &len, arg2, (size_t)l2, arg3, (size_t)l3,
                                  arg1, (size_t)l1, arg4, (size_t)l4);
        printf("%d ", st);
        puthex(out, len);
    } else if (!kemop && strcmp(w[0], "sig_verify") == 0 && n == 6) {
        st = kpqc_sig_verify(sig, arg4, (size_t)l4, arg2, (size_t)l2, arg3, (size_t)l3, arg1,
                             (size_t)l1);
        printf("%d\n", st);
    } else {
        puts("error unknown request");
    }
}

/* Parse "a,b,c" into lens; returns the count, or -1. */
static int parse_lens(const char *s, size_t *lens, int max)
{
    int n = 0;
    if (strcmp(s, "-") == 0) {
        return 0;
    }
    while (*s) {
        char *end;
        unsigned long v = strtoul(s, &end, 10);
        if (end == s || n == max) {
            return -1;
        }
        lens[n++] = v;
        s = *end == ',' ? end + 1 : end;
        if (*end != ',' && *end != '\0') {
            return -1;
        }
    }
    return n;
}

static void do_hash(const char *alg, size_t *splits, int nsplits, size_t len)
{
    size_t off = 0;
    int i;
    union {
        kpqc_sha256_ctx s256;
        kpqc_sha512_ctx s512;
        kpqc_keccak_ctx k;
    } c;
    int kind = strcmp(alg, "sha256") == 0     ? 0
               : strcmp(alg, "sha512") == 0   ? 1
               : strcmp(alg, "sha3_256") == 0 ? 2
               : strcmp(alg, "sha3_512") == 0 ? 3
                                              : -1;
    if (kind < 0) {
        puts("error unknown hash");
        return;
    }
    if (kind == 0) {
        kpqc_sha256_init(&c.s256);
    } else if (kind == 1) {
        kpqc_sha512_init(&c.s512);
    } else if (kind == 2) {
        kpqc_sha3_256_init(&c.k);
    } else {
        kpqc_sha3_512_init(&c.k);
    }
    for (i = 0; i <= nsplits; i++) {
        size_t piece = i < nsplits ? splits[i] : len - off;
        if (piece > len - off) {
            piece = len - off;
        }
        if (kind == 0) {
            kpqc_sha256_update(&c.s256, in + off, piece);
        } else if (kind == 1) {
            kpqc_sha512_update(&c.s512, in + off, piece);
        } else {
            kpqc_keccak_absorb(&c.k, in + off, piece);
        }
        off += piece;
    }
    if (kind == 0) {
        kpqc_sha256_final(&c.s256, out);
        puthex(out, 32);
    } else if (kind == 1) {
        kpqc_sha512_final(&c.s512, out);
        puthex(out, 64);
    } else if (kind == 2) {
        kpqc_sha3_256_final(&c.k, out);
        puthex(out, 32);
    } else {
        kpqc_sha3_512_final(&c.k, out);
        puthex(out, 64);
    }
}

static void do_xof(const char *alg, size_t outlen, size_t *splits, int nsplits, size_t *sq, int nsq,
                   size_t len)
{
    kpqc_keccak_ctx k;
    size_t off = 0;
    int i;
    if (outlen > MAXBUF) {
        puts("error outlen");
        return;
    }
    if (strcmp(alg, "shake128") == 0) {
        kpqc_shake128_init(&k);
    } else if (strcmp(alg, "shake256") == 0) {
        kpqc_shake256_init(&k);
    } else {
        puts("error unknown xof");
        return;
    }
    for (i = 0; i <= nsplits; i++) {
        size_t piece = i < nsplits ? splits[i] : len - off;
        if (piece > len - off) {
            piece = len - off;
        }
        kpqc_keccak_absorb(&k, in + off, piece);
        off += piece;
    }
    kpqc_keccak_finalize(&k);
    off = 0;
    for (i = 0; i <= nsq; i++) {
        size_t piece = i < nsq ? sq[i] : outlen - off;
        if (piece > outlen - off) {
            piece = outlen - off;
        }
        kpqc_keccak_squeeze(&k, out + off, piece);
        off += piece;
    }
    puthex(out, outlen);
}

int main(void)
{
    while (fgets(line, sizeof line, stdin) != NULL) {
        char *w[8];
        int n = 0;
        char *tok = strtok(line, " \r\n");
        size_t splits[64], sq[64];
        while (tok != NULL && n < 8) {
            w[n++] = tok;
            tok = strtok(NULL, " \r\n");
        }
        if (n == 0) {
            continue;
        }
        if (strcmp(w[0], "hash") == 0 && n == 4) {
            long len = unhex(in, sizeof in, w[3]);
            int ns = parse_lens(w[2], splits, 64);
            if (len < 0 || ns < 0) {
                puts("error args");
            } else {
                do_hash(w[1], splits, ns, (size_t)len);
            }
        } else if (strcmp(w[0], "xof") == 0 && n == 6) {
            long len = unhex(in, sizeof in, w[5]);
            int ns = parse_lens(w[3], splits, 64), nq = parse_lens(w[4], sq, 64);
            if (len < 0 || ns < 0 || nq < 0) {
                puts("error args");
            } else {
                do_xof(w[1], strtoul(w[2], NULL, 10), splits, ns, sq, nq, (size_t)len);
            }
        } else if ((strcmp(w[0], "aes_ecb") == 0 && n == 3) ||
                   (strcmp(w[0], "aes_ctr") == 0 && n == 4)) {
            int ctr = w[0][4] == 'c';
            uint8_t iv[16];
            long klen = unhex(key, sizeof key, w[1]);
            long ivlen = ctr ? unhex(iv, sizeof iv, w[2]) : 16;
            /* NOLINTNEXTLINE(clang-analyzer-core.CallAndMessage): n words were read */
            long len = unhex(in, sizeof in, w[ctr ? 3 : 2]);
            kpqc_aes256_ctx aes;
            if (klen != 32 || ivlen != 16 || len < 0 || (!ctr && len % 16 != 0)) {
                puts("error args");
                continue;
            }
            kpqc_aes256_init(&aes, key);
            if (ctr) {
                kpqc_aes256_ctr_xor(&aes, iv, out, in, (size_t)len);
            } else {
                kpqc_aes256_ecb(&aes, out, in, (size_t)len / 16);
            }
            puthex(out, (size_t)len);
        } else if (strcmp(w[0], "drbg") == 0 && n == 3) {
            kpqc_drbg d;
            long elen = unhex(key, sizeof key, w[1]);
            int nl = parse_lens(w[2], splits, 64), i;
            size_t off = 0;
            if (elen != 48 || nl < 0) {
                puts("error args");
                continue;
            }
            kpqc_drbg_init(&d, key, NULL);
            for (i = 0; i < nl; i++) {
                if (splits[i] > sizeof out - off) {
                    break;
                }
                kpqc_drbg_generate(&d, out + off, splits[i]);
                off += splits[i];
            }
            puthex(out, off);
        } else if (strncmp(w[0], "kem_", 4) == 0 || strncmp(w[0], "sig_", 4) == 0) {
            do_algorithm(w, n);
        } else {
            puts("error unknown request");
        }
        fflush(stdout);
    }
    return 0;
}
