/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc keygen | encaps | decaps | sign | verify: the algorithms on files,
 * through the checked API of kpqc.h. Files are armoured
 * (docs/key-format.md) unless --raw is given; "-" is standard input or
 * output. Exit codes: docs/cli.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kpqc.h"
#include "tests.h"

/* The longest message sign and verify read (docs/cli.md): the API signs a
 * message held in memory, so a larger one is refused, never read on. */
#define MAX_MESSAGE ((size_t)64 << 20)
/* The longest algorithm name an armoured file may carry (armor_info). */
#define MAX_NAME 63

enum { OPT_PK = 0, OPT_SK, OPT_CT, OPT_SS, OPT_IN, OPT_SIG, OPT_CONTEXT, N_VALUE_OPTS };
static const char *const opt_names[N_VALUE_OPTS] = {"--pk", "--sk",  "--ct",     "--ss",
                                                    "--in", "--sig", "--context"};

typedef struct {
    const char *cmd;
    const char *alg;
    const char *v[N_VALUE_OPTS];
    int raw;
} options;

#define BIT(o) (1u << (o))

static int usage_error(const char *cmd)
{
    fputc('\n', stderr);
    cli_command_usage(cmd, stderr);
    return CLI_EXIT_USAGE;
}

/* Reads the command line: ALG, the value options in `allowed`, --raw.
 * `required` must all be present. `inputs` and `outputs` say which options
 * name files read and written: an output may not share its file with
 * another option, and at most one input and one output may be "-". */
static int parse(options *o, const char *cmd, int argc, char **argv, unsigned allowed,
                 unsigned required, unsigned inputs, unsigned outputs)
{
    int i, k, j;
    memset(o, 0, sizeof *o);
    o->cmd = cmd;
    for (i = 0; i < argc; i++) {
        const char *a = argv[i];
        for (k = 0; k < N_VALUE_OPTS; k++) {
            if (strcmp(a, opt_names[k]) == 0) {
                break;
            }
        }
        if (k < N_VALUE_OPTS && (allowed & BIT(k))) {
            if (i + 1 >= argc) {
                fprintf(stderr, "kpqc %s: %s needs a value\n", cmd, a);
                return usage_error(cmd);
            }
            if (o->v[k] != NULL) {
                fprintf(stderr, "kpqc %s: %s given twice\n", cmd, a);
                return usage_error(cmd);
            }
            o->v[k] = argv[++i];
            if (o->v[k][0] == '\0' && k != OPT_CONTEXT) {
                fprintf(stderr, "kpqc %s: %s needs a file name ('-' for the standard stream)\n",
                        cmd, a);
                return usage_error(cmd);
            }
        } else if (strcmp(a, "--raw") == 0) {
            o->raw = 1;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "kpqc %s: unknown option '%s'\n", cmd, a);
            return usage_error(cmd);
        } else if (o->alg == NULL) {
            o->alg = a;
        } else {
            fprintf(stderr, "kpqc %s: one algorithm at a time ('%s' and '%s')\n", cmd, o->alg, a);
            return usage_error(cmd);
        }
    }
    if (o->alg == NULL) {
        fprintf(stderr, "kpqc %s: which algorithm? (see kpqc list)\n", cmd);
        return usage_error(cmd);
    }
    for (k = 0; k < N_VALUE_OPTS; k++) {
        if ((required & BIT(k)) && o->v[k] == NULL) {
            fprintf(stderr, "kpqc %s: %s is required\n", cmd, opt_names[k]);
            return usage_error(cmd);
        }
    }
    for (k = 0; k < N_VALUE_OPTS; k++) {
        for (j = k + 1; j < N_VALUE_OPTS; j++) {
            unsigned both = BIT(k) | BIT(j);
            const char *a = o->v[k], *b = o->v[j];
            if (a == NULL || b == NULL || ((inputs | outputs) & both) != both) {
                continue;
            }
            if (strcmp(a, "-") != 0 && strcmp(a, b) == 0 && (outputs & both) != 0) {
                fprintf(stderr, "kpqc %s: %s and %s name the same file '%s'\n", cmd, opt_names[k],
                        opt_names[j], a);
                return usage_error(cmd);
            }
            if (strcmp(a, "-") == 0 && strcmp(b, "-") == 0 &&
                ((inputs & both) == both || (outputs & both) == both)) {
                fprintf(stderr, "kpqc %s: %s and %s cannot both be the standard %s\n", cmd,
                        opt_names[k], opt_names[j], (inputs & both) == both ? "input" : "output");
                return usage_error(cmd);
            }
        }
    }
    return CLI_EXIT_OK;
}

/* The KEM or signature scheme named ALG (name or alias, as kpqc list
 * shows); want_kem/want_sig say which kinds the command takes. */
static int find_algorithm(const options *o, int want_kem, int want_sig, const kpqc_kem **kem,
                          const kpqc_sig **sig)
{
    *kem = t_kem_find(o->alg);
    *sig = *kem == NULL ? t_sig_find(o->alg) : NULL;
    if (*kem == NULL && *sig == NULL) {
        fprintf(stderr, "kpqc %s: no algorithm named '%s' (see kpqc list)\n", o->cmd, o->alg);
        return CLI_EXIT_USAGE;
    }
    if ((*kem != NULL && !want_kem) || (*sig != NULL && !want_sig)) {
        fprintf(stderr, "kpqc %s: %s is a %s; %s takes a %s (see kpqc list)\n", o->cmd,
                *kem != NULL ? (*kem)->name : (*sig)->name,
                *kem != NULL ? "KEM" : "signature scheme", o->cmd,
                want_kem ? "KEM" : "signature scheme");
        return CLI_EXIT_USAGE;
    }
    return CLI_EXIT_OK;
}

/* parse, then find_algorithm: the start of every key command. */
static int begin(options *o, const char *cmd, int argc, char **argv, unsigned allowed,
                 unsigned required, unsigned inputs, unsigned outputs, int want_kem, int want_sig,
                 const kpqc_kem **kem, const kpqc_sig **sig)
{
    int rc = parse(o, cmd, argc, argv, allowed, required, inputs, outputs);
    return rc != CLI_EXIT_OK ? rc : find_algorithm(o, want_kem, want_sig, kem, sig);
}

/* The longest key, ciphertext, shared secret or signature of any
 * algorithm: the most an armoured file read by this tool can hold. */
static size_t largest_object(void)
{
    size_t i, n = 0;
    for (i = 0; i < t_kem_count(); i++) {
        const kpqc_kem *k = t_kem_at(i);
        size_t m = k->pk_bytes > k->sk_bytes ? k->pk_bytes : k->sk_bytes;
        m = m > k->ct_bytes ? m : k->ct_bytes;
        n = n > m ? n : m;
    }
    for (i = 0; i < t_sig_count(); i++) {
        const kpqc_sig *g = t_sig_at(i);
        size_t m = g->pk_bytes > g->sk_bytes ? g->pk_bytes : g->sk_bytes;
        m = m > g->sig_bytes ? m : g->sig_bytes;
        n = n > m ? n : m;
    }
    return n;
}

/* Reads the object `kind` of `algorithm` from the file of option `opt`:
 * min..max bytes, armoured unless --raw. *out is malloc'ed with a capacity
 * of at least max, to be freed with cli_free_wiped(*out, max). */
static int read_object(const options *o, int opt, armor_kind kind, const char *algorithm,
                       size_t min, size_t max, uint8_t **out, size_t *len)
{
    const char *path = o->v[opt], *what = opt_names[opt];
    uint8_t *text = NULL;
    size_t text_len = 0, cap;
    armor_info info;
    armor_status st;
    int rc;
    *out = NULL;
    *len = 0;
    /* An armoured file may hold another algorithm's object, up to the
       largest any algorithm has: it is read to say so */
    size_t any = o->raw ? max : largest_object();
    cap = o->raw ? max : armor_encoded_size(kind, "", any) + MAX_NAME;
    rc = cli_read_input(path, what, cap, &text, &text_len);
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    *out = malloc(any != 0 ? any : 1);
    if (*out == NULL) {
        cli_free_wiped(text, text_len);
        fprintf(stderr, "kpqc %s: out of memory\n", o->cmd);
        return CLI_EXIT_IO;
    }
    if (o->raw) {
        /* bare bytes: only the length can be checked */
        st = ARMOR_OK;
        info.kind = kind;
        info.len = text_len;
        (void)snprintf(info.algorithm, sizeof info.algorithm, "%s", algorithm);
        if (text_len != 0) {
            memcpy(*out, text, text_len);
        }
    } else {
        st = armor_decode((const char *)text, text_len, *out, any, &info);
    }
    cli_free_wiped(text, text_len);
    if (st == ARMOR_OK && info.kind != kind) {
        fprintf(stderr, "kpqc %s: %s holds %s, but %s takes %s\n", o->cmd, path,
                armor_noun(info.kind), what, armor_noun(kind));
        rc = CLI_EXIT_MALFORMED;
    } else if ((st == ARMOR_OK || st == ARMOR_TOO_LONG) && strcmp(info.algorithm, algorithm) != 0) {
        fprintf(stderr, "kpqc %s: %s (%s) holds %s of %s, not of %s\n", o->cmd, path, what,
                armor_noun(info.kind), info.algorithm, algorithm);
        rc = CLI_EXIT_MALFORMED;
    } else if (st != ARMOR_OK) {
        fprintf(stderr, "kpqc %s: %s (%s) is not a valid kpqc armoured file: %s%s\n", o->cmd, path,
                what, armor_strerror(st),
                st == ARMOR_BAD_BEGIN ? " (use --raw for bare bytes)" : "");
        rc = CLI_EXIT_MALFORMED;
    } else if (info.len > max) {
        fprintf(stderr, "kpqc %s: %s (%s) has %lu bytes; %s of %s has %s%lu\n", o->cmd, path, what,
                (unsigned long)info.len, armor_noun(kind), algorithm, min == max ? "" : "at most ",
                (unsigned long)max);
        rc = CLI_EXIT_MALFORMED;
    } else if (info.len < min) {
        fprintf(stderr, "kpqc %s: %s (%s) has %lu bytes; %s of %s has %s%lu\n", o->cmd, path, what,
                (unsigned long)info.len, armor_noun(kind), algorithm, min == max ? "" : "at least ",
                (unsigned long)min);
        rc = CLI_EXIT_MALFORMED;
    }
    if (rc != CLI_EXIT_OK) {
        cli_free_wiped(*out, any);
        *out = NULL;
        return rc;
    }
    *len = info.len;
    return CLI_EXIT_OK;
}

/* One output: armoured unless --raw. The armoured text is malloc'ed into
 * *text (freed by the caller with cli_free_wiped(*text, *text_len)). */
static int prepare_output(const options *o, int opt, armor_kind kind, const char *algorithm,
                          const uint8_t *data, size_t len, cli_output *out, uint8_t **text,
                          size_t *text_len)
{
    out->path = o->v[opt];
    out->what = opt_names[opt];
    out->secret = kind == ARMOR_SECRET_KEY || kind == ARMOR_SHARED_SECRET;
    *text = NULL;
    *text_len = 0;
    if (o->raw) {
        out->data = data;
        out->len = len;
        return CLI_EXIT_OK;
    }
    *text_len = armor_encoded_size(kind, algorithm, len);
    *text = *text_len != 0 ? malloc(*text_len) : NULL;
    if (*text == NULL ||
        armor_encode((char *)*text, *text_len, kind, algorithm, data, len) != *text_len) {
        fprintf(stderr, "kpqc %s: out of memory\n", o->cmd);
        free(*text);
        *text = NULL;
        *text_len = 0;
        return CLI_EXIT_IO;
    }
    out->data = *text;
    out->len = *text_len;
    return CLI_EXIT_OK;
}

/* Writes one or two objects as a unit (cli_write_outputs). */
static int write_objects(const options *o, const char *algorithm, int opt0, armor_kind kind0,
                         const uint8_t *d0, size_t n0, int opt1, armor_kind kind1,
                         const uint8_t *d1, size_t n1)
{
    cli_output outs[2];
    uint8_t *text[2] = {NULL, NULL};
    size_t text_len[2] = {0, 0}, n = opt1 >= 0 ? 2 : 1;
    int rc = prepare_output(o, opt0, kind0, algorithm, d0, n0, &outs[0], &text[0], &text_len[0]);
    if (rc == CLI_EXIT_OK && n == 2) {
        rc = prepare_output(o, opt1, kind1, algorithm, d1, n1, &outs[1], &text[1], &text_len[1]);
    }
    if (rc == CLI_EXIT_OK) {
        rc = cli_write_outputs(outs, n);
    }
    cli_free_wiped(text[0], text_len[0]);
    cli_free_wiped(text[1], text_len[1]);
    return rc;
}

/* A library status after the file checks passed. */
static int status_exit(const options *o, int status, int decode_exit)
{
    if (status == KPQC_ERR_RANDOMNESS) {
        fprintf(stderr, "kpqc %s: the random generator failed\n", o->cmd);
        return CLI_EXIT_IO;
    }
    fprintf(stderr, "kpqc %s: %s\n", o->cmd, kpqc_strerror(status));
    return status == KPQC_ERR_DECODE ? decode_exit : CLI_EXIT_FAIL;
}

/* --context HEX: 0..255 bytes. */
static int parse_context(const options *o, const kpqc_sig *sig, uint8_t ctx[KPQC_MAX_CONTEXT],
                         size_t *ctxlen)
{
    const char *h = o->v[OPT_CONTEXT];
    size_t n, i;
    *ctxlen = 0;
    if (h == NULL) {
        return CLI_EXIT_OK;
    }
    if (!sig->has_context) {
        fprintf(stderr, "kpqc %s: %s takes no context\n", o->cmd, sig->name);
        return usage_error(o->cmd);
    }
    n = strlen(h);
    if (n % 2 != 0 || n > 2 * KPQC_MAX_CONTEXT) {
        fprintf(stderr, "kpqc %s: --context takes 0 to %d bytes as an even number of hex digits\n",
                o->cmd, KPQC_MAX_CONTEXT);
        return usage_error(o->cmd);
    }
    for (i = 0; i < n; i += 2) {
        const char *digits = "0123456789abcdef0123456789ABCDEF";
        const char *hi = h[i] != '\0' ? strchr(digits, h[i]) : NULL;
        const char *lo = h[i + 1] != '\0' ? strchr(digits, h[i + 1]) : NULL;
        if (hi == NULL || lo == NULL) {
            fprintf(stderr, "kpqc %s: --context: '%s' is not hexadecimal\n", o->cmd, h);
            return usage_error(o->cmd);
        }
        ctx[i / 2] = (uint8_t)(((hi - digits) & 15) << 4 | ((lo - digits) & 15));
    }
    *ctxlen = n / 2;
    return CLI_EXIT_OK;
}

int cli_keygen(int argc, char **argv)
{
    options o;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *pk, *sk;
    size_t pk_bytes, sk_bytes;
    const char *name;
    int rc = begin(&o, "keygen", argc, argv, BIT(OPT_PK) | BIT(OPT_SK), BIT(OPT_PK) | BIT(OPT_SK),
                   0, BIT(OPT_PK) | BIT(OPT_SK), 1, 1, &kem, &sig);
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    pk_bytes = kem != NULL ? kem->pk_bytes : sig->pk_bytes;
    sk_bytes = kem != NULL ? kem->sk_bytes : sig->sk_bytes;
    name = kem != NULL ? kem->name : sig->name;
    pk = malloc(pk_bytes);
    sk = malloc(sk_bytes);
    if (pk == NULL || sk == NULL) {
        fprintf(stderr, "kpqc keygen: out of memory\n");
        rc = CLI_EXIT_IO;
    } else {
        int st = kem != NULL ? kpqc_kem_keypair(kem, pk, pk_bytes, sk, sk_bytes)
                             : kpqc_sig_keypair(sig, pk, pk_bytes, sk, sk_bytes);
        rc = st != KPQC_OK ? status_exit(&o, st, CLI_EXIT_FAIL)
                           : write_objects(&o, name, OPT_PK, ARMOR_PUBLIC_KEY, pk, pk_bytes, OPT_SK,
                                           ARMOR_SECRET_KEY, sk, sk_bytes);
    }
    cli_free_wiped(pk, pk != NULL ? pk_bytes : 0);
    cli_free_wiped(sk, sk != NULL ? sk_bytes : 0);
    return rc;
}

int cli_encaps(int argc, char **argv)
{
    options o;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *pk = NULL, *ct = NULL, *ss = NULL;
    size_t pk_len = 0;
    int rc = begin(&o, "encaps", argc, argv, BIT(OPT_PK) | BIT(OPT_CT) | BIT(OPT_SS),
                   BIT(OPT_PK) | BIT(OPT_CT) | BIT(OPT_SS), BIT(OPT_PK), BIT(OPT_CT) | BIT(OPT_SS),
                   1, 0, &kem, &sig);
    if (rc == CLI_EXIT_OK) {
        rc = read_object(&o, OPT_PK, ARMOR_PUBLIC_KEY, kem->name, kem->pk_bytes, kem->pk_bytes, &pk,
                         &pk_len);
    }
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    ct = malloc(kem->ct_bytes);
    ss = malloc(kem->ss_bytes);
    if (ct == NULL || ss == NULL) {
        fprintf(stderr, "kpqc encaps: out of memory\n");
        rc = CLI_EXIT_IO;
    } else {
        int st = kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss, kem->ss_bytes, pk, pk_len);
        rc = st != KPQC_OK
                 ? status_exit(&o, st, CLI_EXIT_MALFORMED)
                 : write_objects(&o, kem->name, OPT_CT, ARMOR_CIPHERTEXT, ct, kem->ct_bytes, OPT_SS,
                                 ARMOR_SHARED_SECRET, ss, kem->ss_bytes);
    }
    cli_free_wiped(pk, kem->pk_bytes);
    cli_free_wiped(ct, ct != NULL ? kem->ct_bytes : 0);
    cli_free_wiped(ss, ss != NULL ? kem->ss_bytes : 0);
    return rc;
}

int cli_decaps(int argc, char **argv)
{
    options o;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *sk = NULL, *ct = NULL, *ss = NULL;
    size_t sk_len = 0, ct_len = 0;
    int rc = begin(&o, "decaps", argc, argv, BIT(OPT_SK) | BIT(OPT_CT) | BIT(OPT_SS),
                   BIT(OPT_SK) | BIT(OPT_CT) | BIT(OPT_SS), BIT(OPT_SK) | BIT(OPT_CT), BIT(OPT_SS),
                   1, 0, &kem, &sig);
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    rc = read_object(&o, OPT_SK, ARMOR_SECRET_KEY, kem->name, kem->sk_bytes, kem->sk_bytes, &sk,
                     &sk_len);
    if (rc == CLI_EXIT_OK) {
        rc = read_object(&o, OPT_CT, ARMOR_CIPHERTEXT, kem->name, kem->ct_bytes, kem->ct_bytes, &ct,
                         &ct_len);
    }
    if (rc == CLI_EXIT_OK) {
        ss = malloc(kem->ss_bytes);
        if (ss == NULL) {
            fprintf(stderr, "kpqc decaps: out of memory\n");
            rc = CLI_EXIT_IO;
        } else {
            /* implicit rejection: KPQC_OK and a pseudo-random key, exit 0;
               explicit rejection: KPQC_ERR_DECAPS, exit 1, nothing written.
               A ciphertext or key the scheme cannot decode is a rejection
               too: the file checks have passed by now */
            int st = kpqc_kem_decaps(kem, ss, kem->ss_bytes, ct, ct_len, sk, sk_len);
            rc = st != KPQC_OK ? status_exit(&o, st, CLI_EXIT_FAIL)
                               : write_objects(&o, kem->name, OPT_SS, ARMOR_SHARED_SECRET, ss,
                                               kem->ss_bytes, -1, ARMOR_SHARED_SECRET, NULL, 0);
        }
    }
    cli_free_wiped(sk, sk != NULL ? kem->sk_bytes : 0);
    cli_free_wiped(ct, ct != NULL ? kem->ct_bytes : 0);
    cli_free_wiped(ss, ss != NULL ? kem->ss_bytes : 0);
    return rc;
}

int cli_sign(int argc, char **argv)
{
    options o;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *sk = NULL, *m = NULL, *s = NULL, ctx[KPQC_MAX_CONTEXT];
    size_t sk_len = 0, mlen = 0, slen = 0, ctxlen = 0;
    int rc =
        begin(&o, "sign", argc, argv, BIT(OPT_SK) | BIT(OPT_IN) | BIT(OPT_SIG) | BIT(OPT_CONTEXT),
              BIT(OPT_SK) | BIT(OPT_IN) | BIT(OPT_SIG), BIT(OPT_SK) | BIT(OPT_IN), BIT(OPT_SIG), 0,
              1, &kem, &sig);
    if (rc == CLI_EXIT_OK) {
        rc = parse_context(&o, sig, ctx, &ctxlen);
    }
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    rc = read_object(&o, OPT_SK, ARMOR_SECRET_KEY, sig->name, sig->sk_bytes, sig->sk_bytes, &sk,
                     &sk_len);
    if (rc == CLI_EXIT_OK) {
        rc = cli_read_input(o.v[OPT_IN], "--in", MAX_MESSAGE, &m, &mlen);
    }
    if (rc == CLI_EXIT_OK) {
        s = malloc(sig->sig_bytes);
        if (s == NULL) {
            fprintf(stderr, "kpqc sign: out of memory\n");
            rc = CLI_EXIT_IO;
        } else {
            int st = kpqc_sig_sign(sig, s, sig->sig_bytes, &slen, m, mlen, ctx, ctxlen, sk, sk_len);
            rc = st != KPQC_OK ? status_exit(&o, st, CLI_EXIT_MALFORMED)
                               : write_objects(&o, sig->name, OPT_SIG, ARMOR_SIGNATURE, s, slen, -1,
                                               ARMOR_SIGNATURE, NULL, 0);
        }
    }
    cli_wipe(ctx, sizeof ctx);
    cli_free_wiped(sk, sk != NULL ? sig->sk_bytes : 0);
    cli_free_wiped(m, mlen);
    cli_free_wiped(s, s != NULL ? sig->sig_bytes : 0);
    return rc;
}

int cli_verify(int argc, char **argv)
{
    options o;
    const kpqc_kem *kem;
    const kpqc_sig *sig;
    uint8_t *pk = NULL, *m = NULL, *s = NULL, ctx[KPQC_MAX_CONTEXT];
    size_t pk_len = 0, mlen = 0, slen = 0, ctxlen = 0;
    int rc =
        begin(&o, "verify", argc, argv, BIT(OPT_PK) | BIT(OPT_IN) | BIT(OPT_SIG) | BIT(OPT_CONTEXT),
              BIT(OPT_PK) | BIT(OPT_IN) | BIT(OPT_SIG), BIT(OPT_PK) | BIT(OPT_IN) | BIT(OPT_SIG), 0,
              0, 1, &kem, &sig);
    if (rc == CLI_EXIT_OK) {
        rc = parse_context(&o, sig, ctx, &ctxlen);
    }
    if (rc != CLI_EXIT_OK) {
        return rc;
    }
    rc = read_object(&o, OPT_PK, ARMOR_PUBLIC_KEY, sig->name, sig->pk_bytes, sig->pk_bytes, &pk,
                     &pk_len);
    if (rc == CLI_EXIT_OK) {
        rc = read_object(&o, OPT_SIG, ARMOR_SIGNATURE, sig->name,
                         sig->sig_fixed_length ? sig->sig_bytes : 1, sig->sig_bytes, &s, &slen);
    }
    if (rc == CLI_EXIT_OK) {
        rc = cli_read_input(o.v[OPT_IN], "--in", MAX_MESSAGE, &m, &mlen);
    }
    if (rc == CLI_EXIT_OK) {
        /* anything the scheme refuses once the files are well-formed (a
           signature or key it cannot decode included) is a failed
           verification */
        int st = kpqc_sig_verify(sig, s, slen, m, mlen, ctx, ctxlen, pk, pk_len);
        if (st == KPQC_OK) {
            printf("kpqc verify: valid %s signature\n", sig->name);
        } else if (st == KPQC_ERR_VERIFY || st == KPQC_ERR_DECODE) {
            fprintf(stderr, "kpqc verify: the signature does not verify (%s%s)\n", sig->name,
                    st == KPQC_ERR_DECODE ? ": not a valid encoding" : "");
            rc = CLI_EXIT_FAIL;
        } else {
            rc = status_exit(&o, st, CLI_EXIT_FAIL);
        }
    }
    cli_free_wiped(pk, pk != NULL ? sig->pk_bytes : 0);
    cli_free_wiped(s, s != NULL ? sig->sig_bytes : 0);
    cli_free_wiped(m, mlen);
    return rc;
}
