/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The armoured file format of docs/key-format.md:
 *
 *   -----BEGIN KPQC PUBLIC KEY-----
 *   Version: 1
 *   Algorithm: NTRU+768
 *
 *   base64, 64 characters a line, the last line 4..64
 *   -----END KPQC PUBLIC KEY-----
 *
 * The decoder accepts exactly what the encoder writes (one text for one
 * byte string): LF line ends, the two headers in this order, full lines
 * before the last, canonical padding with zero pad bits, nothing after the
 * END line but one newline. */
#include <string.h>

#include "cli.h"

static const char *const labels[ARMOR_KINDS] = {"PUBLIC KEY", "SECRET KEY", "CIPHERTEXT",
                                                "SHARED SECRET", "SIGNATURE"};
static const char *const nouns[ARMOR_KINDS] = {"a public key", "a secret key", "a ciphertext",
                                               "a shared secret", "a signature"};
static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

#define BEGIN            "-----BEGIN KPQC "
#define END              "-----END KPQC "
#define DASHES           "-----"
#define VERSION_HEADER   "Version: "
#define ALGORITHM_HEADER "Algorithm: "

const char *armor_label(armor_kind kind)
{
    return (unsigned)kind < ARMOR_KINDS ? labels[kind] : "?";
}

const char *armor_noun(armor_kind kind)
{
    return (unsigned)kind < ARMOR_KINDS ? nouns[kind] : "something else";
}

const char *armor_strerror(armor_status s)
{
    switch (s) {
    case ARMOR_OK: return "ok";
    case ARMOR_BAD_BEGIN: return "no '-----BEGIN KPQC ...-----' line at the start";
    case ARMOR_BAD_HEADER:
        return "the header must be 'Version: N', 'Algorithm: NAME' and an empty line";
    case ARMOR_BAD_VERSION: return "format version not supported (this kpqc reads version 1)";
    case ARMOR_BAD_BASE64: return "invalid base64";
    case ARMOR_BAD_LINES: return "base64 lines must be 64 characters, the last one 4 to 64";
    case ARMOR_NO_END: return "no matching '-----END KPQC ...-----' line";
    case ARMOR_TRAILING: return "data after the END line";
    case ARMOR_TOO_LONG: return "more data than any algorithm's object";
    }
    return "?";
}

size_t armor_encoded_size(armor_kind kind, const char *algorithm, size_t n)
{
    size_t chars, lines, fixed;
    if (n > (((size_t)-1) / 4 - 4096) / 2) {
        return 0;
    }
    chars = (n + 2) / 3 * 4;
    lines = (chars + ARMOR_LINE - 1) / ARMOR_LINE;
    fixed = strlen(BEGIN) + strlen(END) + 2 * (strlen(armor_label(kind)) + strlen(DASHES) + 1) +
            strlen(VERSION_HEADER) + 2 + strlen(ALGORITHM_HEADER) + strlen(algorithm) + 2;
    return fixed + chars + lines;
}

static size_t put(char *out, size_t at, const char *s)
{
    size_t k = strlen(s);
    memcpy(out + at, s, k); /* NOLINT(bugprone-not-null-terminated-result): out is no C string */
    return at + k;
}

size_t armor_encode(char *out, size_t cap, armor_kind kind, const char *algorithm,
                    const uint8_t *data, size_t n)
{
    size_t need = armor_encoded_size(kind, algorithm, n), at = 0, i, col = 0;
    if (need == 0 || need > cap || (unsigned)kind >= ARMOR_KINDS) {
        return 0;
    }
    at = put(out, at, BEGIN);
    at = put(out, at, labels[kind]);
    at = put(out, at, DASHES "\n" VERSION_HEADER "1\n" ALGORITHM_HEADER);
    at = put(out, at, algorithm);
    at = put(out, at, "\n\n");
    for (i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)data[i] << 16;
        size_t rest = n - i;
        if (rest > 1) {
            v |= (uint32_t)data[i + 1] << 8;
        }
        if (rest > 2) {
            v |= data[i + 2];
        }
        out[at++] = b64[v >> 18 & 63];
        out[at++] = b64[v >> 12 & 63];
        out[at++] = rest > 1 ? b64[v >> 6 & 63] : '=';
        out[at++] = rest > 2 ? b64[v & 63] : '=';
        col += 4;
        if (col == ARMOR_LINE || rest <= 3) {
            out[at++] = '\n';
            col = 0;
        }
    }
    at = put(out, at, END);
    at = put(out, at, labels[kind]);
    at = put(out, at, DASHES "\n");
    return at;
}

/* The line starting at *pos (without its '\n'); *pos moves past it.
 * *newline says whether it ended with '\n' (else it ran to the end). */
static const char *take_line(const char *text, size_t n, size_t *pos, size_t *len, int *newline)
{
    const char *start = text + *pos;
    const char *nl = memchr(start, '\n', n - *pos);
    if (nl == NULL) {
        *len = n - *pos;
        *pos = n;
        *newline = 0;
    } else {
        *len = (size_t)(nl - start);
        *pos += *len + 1;
        *newline = 1;
    }
    return start;
}

static int line_is(const char *line, size_t len, const char *a, const char *b, const char *c)
{
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
    return len == la + lb + lc && memcmp(line, a, la) == 0 && memcmp(line + la, b, lb) == 0 &&
           memcmp(line + la + lb, c, lc) == 0;
}

static int b64_value(char c)
{
    const char *p;
    if (c == '\0') {
        return -1;
    }
    p = strchr(b64, c);
    return p == NULL ? -1 : (int)(p - b64);
}

armor_status armor_decode(const char *text, size_t n, uint8_t *out, size_t cap, armor_info *info)
{
    size_t pos = 0, len, i, k;
    const char *line;
    int newline, last_short = 0, padded = 0;
    unsigned version = 0;

    info->len = 0;
    info->algorithm[0] = '\0';
    info->version = 0;
    /* BEGIN */
    line = take_line(text, n, &pos, &len, &newline);
    for (k = 0; k < ARMOR_KINDS; k++) {
        if (newline && line_is(line, len, BEGIN, labels[k], DASHES)) {
            break;
        }
    }
    if (k == ARMOR_KINDS) {
        return ARMOR_BAD_BEGIN;
    }
    info->kind = (armor_kind)k;
    /* Version: digits, no leading zero */
    line = take_line(text, n, &pos, &len, &newline);
    if (!newline || len <= strlen(VERSION_HEADER) ||
        memcmp(line, VERSION_HEADER, strlen(VERSION_HEADER)) != 0 ||
        len > strlen(VERSION_HEADER) + 9 || line[strlen(VERSION_HEADER)] == '0') {
        return ARMOR_BAD_HEADER;
    }
    for (i = strlen(VERSION_HEADER); i < len; i++) {
        if (line[i] < '0' || line[i] > '9') {
            return ARMOR_BAD_HEADER;
        }
        version = version * 10 + (unsigned)(line[i] - '0');
    }
    info->version = version;
    if (version != ARMOR_VERSION) {
        return ARMOR_BAD_VERSION;
    }
    /* Algorithm: printable, no blanks */
    line = take_line(text, n, &pos, &len, &newline);
    if (!newline || len <= strlen(ALGORITHM_HEADER) ||
        len - strlen(ALGORITHM_HEADER) >= sizeof info->algorithm ||
        memcmp(line, ALGORITHM_HEADER, strlen(ALGORITHM_HEADER)) != 0) {
        return ARMOR_BAD_HEADER;
    }
    for (i = strlen(ALGORITHM_HEADER); i < len; i++) {
        if (line[i] <= ' ' || line[i] > '~') {
            return ARMOR_BAD_HEADER;
        }
    }
    memcpy(info->algorithm, line + strlen(ALGORITHM_HEADER), len - strlen(ALGORITHM_HEADER));
    info->algorithm[len - strlen(ALGORITHM_HEADER)] = '\0';
    (void)take_line(text, n, &pos, &len, &newline); /* the blank line after the headers */
    if (!newline || len != 0) {
        return ARMOR_BAD_HEADER;
    }
    /* base64 lines up to END */
    for (;;) {
        if (pos == n) {
            return ARMOR_NO_END;
        }
        line = take_line(text, n, &pos, &len, &newline);
        if (len >= 5 && memcmp(line, DASHES, 5) == 0) {
            break;
        }
        if (!newline) {
            return ARMOR_NO_END;
        }
        if (last_short || len == 0 || len > ARMOR_LINE) {
            return ARMOR_BAD_LINES;
        }
        if (padded || len % 4 != 0) {
            return ARMOR_BAD_BASE64;
        }
        last_short = len < ARMOR_LINE;
        for (i = 0; i < len; i += 4) {
            int v0 = b64_value(line[i]), v1 = b64_value(line[i + 1]);
            int v2 = b64_value(line[i + 2]), v3 = b64_value(line[i + 3]);
            size_t bytes = 3;
            uint32_t v;
            if (v0 < 0 || v1 < 0) {
                return ARMOR_BAD_BASE64;
            }
            if (v3 < 0) {
                /* padding: only in the last quad, "x=" or "xy==" with zero pad bits */
                if (line[i + 3] != '=' || i + 4 != len) {
                    return ARMOR_BAD_BASE64;
                }
                if (v2 < 0) {
                    if (line[i + 2] != '=' || (v1 & 15) != 0) {
                        return ARMOR_BAD_BASE64;
                    }
                    bytes = 1;
                } else {
                    if ((v2 & 3) != 0) {
                        return ARMOR_BAD_BASE64;
                    }
                    bytes = 2;
                }
                padded = 1;
                v2 = v2 < 0 ? 0 : v2;
                v3 = 0;
            } else if (v2 < 0) {
                return ARMOR_BAD_BASE64;
            }
            v = (uint32_t)v0 << 18 | (uint32_t)v1 << 12 | (uint32_t)v2 << 6 | (uint32_t)v3;
            if (bytes > cap - info->len) {
                return ARMOR_TOO_LONG;
            }
            out[info->len++] = (uint8_t)(v >> 16);
            if (bytes > 1) {
                out[info->len++] = (uint8_t)(v >> 8);
            }
            if (bytes > 2) {
                out[info->len++] = (uint8_t)v;
            }
        }
    }
    if (!line_is(line, len, END, labels[info->kind], DASHES)) {
        return ARMOR_NO_END;
    }
    if (pos != n) {
        return ARMOR_TRAILING;
    }
    return ARMOR_OK;
}
