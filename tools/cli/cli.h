/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The kpqc tool's shared pieces: exit codes, per-command help, the key
 * tools (keygen, encaps, decaps, sign, verify), the armoured file format
 * (docs/key-format.md) and all-or-nothing output files. */
#ifndef KPQC_CLI_H
#define KPQC_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit codes, the same for every command (docs/cli.md). */
#define CLI_EXIT_OK        0
#define CLI_EXIT_FAIL      1 /* verification, decapsulation or another check failed */
#define CLI_EXIT_USAGE     2 /* bad command line */
#define CLI_EXIT_IO        3 /* a file, stream, tool or the random generator failed */
#define CLI_EXIT_MALFORMED 4 /* an input file is not what the command needs */

/* ---- help (help.c) -------------------------------------------------------- */

/* The overview: every command and the exit codes. */
void cli_usage(FILE *out);
/* One command's usage; -1 (printing nothing) for an unknown command. */
int cli_command_usage(const char *command, FILE *out);
/* 1 when one of the arguments is --help or -h. */
int cli_wants_help(int argc, char **argv);
/* kpqc help [COMMAND] */
int cli_help_main(int argc, char **argv);

/* ---- key tools (keytools.c) ----------------------------------------------- */

int cli_keygen(int argc, char **argv);
int cli_encaps(int argc, char **argv);
int cli_decaps(int argc, char **argv);
int cli_sign(int argc, char **argv);
int cli_verify(int argc, char **argv);

/* ---- armour (armor.c) ------------------------------------------------------ */

/* What an armoured block holds; its label is "KPQC <label>". */
typedef enum {
    ARMOR_PUBLIC_KEY = 0,
    ARMOR_SECRET_KEY,
    ARMOR_CIPHERTEXT,
    ARMOR_SHARED_SECRET,
    ARMOR_SIGNATURE,
    ARMOR_KINDS
} armor_kind;

/* "PUBLIC KEY", ... and "a public key", ... */
const char *armor_label(armor_kind kind);
const char *armor_noun(armor_kind kind);

#define ARMOR_VERSION 1
#define ARMOR_LINE    64
/* Longest header block accepted: the two header lines and their names. */
#define ARMOR_HEADER_MAX 256

/* Bytes armor_encode writes for n bytes of kind/algorithm (0 on overflow). */
size_t armor_encoded_size(armor_kind kind, const char *algorithm, size_t n);
/* Writes the armoured block into out (capacity cap); returns its length,
 * or 0 when it does not fit. */
size_t armor_encode(char *out, size_t cap, armor_kind kind, const char *algorithm,
                    const uint8_t *data, size_t n);

typedef enum {
    ARMOR_OK = 0,
    ARMOR_BAD_BEGIN,   /* no BEGIN line, or not a KPQC label */
    ARMOR_BAD_HEADER,  /* missing, unknown or repeated header, or no blank line */
    ARMOR_BAD_VERSION, /* a version this tool does not read */
    ARMOR_BAD_BASE64,  /* a character outside the alphabet, bad padding, non-zero pad bits */
    ARMOR_BAD_LINES,   /* a line longer or shorter than 64 characters before the last */
    ARMOR_NO_END,      /* the END line is missing or does not match BEGIN */
    ARMOR_TRAILING,    /* something after the END line */
    ARMOR_TOO_LONG     /* more bytes than the caller's capacity */
} armor_status;

typedef struct {
    armor_kind kind;
    char algorithm[64];
    unsigned version;
    size_t len; /* decoded bytes written to out */
} armor_info;

/* Decodes one armoured block that must fill text[0..n) (one final newline
 * allowed after END); the bytes go to out (capacity cap). */
armor_status armor_decode(const char *text, size_t n, uint8_t *out, size_t cap, armor_info *info);
const char *armor_strerror(armor_status s);

/* ---- files (fileio.c) ------------------------------------------------------ */

/* Reads all of path ("-": standard input) into a new buffer of at most max
 * bytes. Returns CLI_EXIT_OK, CLI_EXIT_IO (with a message) or
 * CLI_EXIT_MALFORMED when the input is longer than max (with a message
 * naming what). The buffer is malloc'ed; free it with cli_free_wiped. */
int cli_read_input(const char *path, const char *what, size_t max, uint8_t **data, size_t *len);
/* Zeroes and frees. */
void cli_free_wiped(void *p, size_t n);
void cli_wipe(void *p, size_t n);

/* A set of outputs committed together: each is written to a temporary file
 * next to its target (created new, mode 0600 for secrets) and only when all
 * of them are complete are they renamed into place; a failure removes the
 * temporaries and undoes renames already done, so a failed command leaves
 * nothing new behind. "-" is standard output, written before the renames. */
#define CLI_MAX_OUTPUTS 2
typedef struct {
    const char *path;
    const char *what; /* "--sk", ... for messages */
    const uint8_t *data;
    size_t len;
    int secret;
} cli_output;

int cli_write_outputs(cli_output *outs, size_t n);

#endif
