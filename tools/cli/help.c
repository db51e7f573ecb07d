/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc help, kpqc help COMMAND and COMMAND --help: every command's usage
 * (docs/cli.md has the same in prose). */
#include <string.h>

#include "cli.h"

typedef struct {
    const char *name;
    const char *synopsis; /* the overview's line(s) */
    const char *details;  /* printed after the synopsis by help COMMAND */
} command_help;

static const command_help commands[] = {
    {"list", "  list [--json]                      list the algorithms\n",
     "  Canonical names, families, NIST levels, sizes in bytes and revisions;\n"
     "  --json for programs. ALG is any name or alias of an algorithm listed.\n"},
    {"keygen",
     "  keygen ALG --pk FILE --sk FILE [--raw]\n"
     "                                     generate a key pair\n",
     "  ALG is a KEM or a signature scheme. The secret key file is created with\n"
     "  mode 0600. Both files appear only once both are complete.\n"},
    {"encaps",
     "  encaps ALG --pk FILE --ct FILE --ss FILE [--raw]\n"
     "                                     encapsulate a shared secret to a public key\n",
     "  The shared secret file is created with mode 0600.\n"},
    {"decaps",
     "  decaps ALG --sk FILE --ct FILE --ss FILE [--raw]\n"
     "                                     decapsulate a ciphertext\n",
     "  Exit 1 when the scheme rejects the ciphertext (explicit rejection:\n"
     "  NTRU+). Implicit-rejection schemes (SMAUG-T) return a pseudo-random\n"
     "  shared secret for a bad ciphertext and exit 0: only a comparison of the\n"
     "  two shared secrets tells.\n"},
    {"sign",
     "  sign ALG --sk FILE --in FILE --sig FILE [--context HEX] [--raw]\n"
     "                                     sign a message (at most 64 MiB)\n",
     "  --context: 0 to 255 bytes in hex, for schemes with a context string.\n"},
    {"verify",
     "  verify ALG --pk FILE --in FILE --sig FILE [--context HEX] [--raw]\n"
     "                                     verify a signature (exit 1: it does not)\n",
     "  Exit 1 for any signature the scheme refuses, including one it cannot\n"
     "  decode.\n"},
    {"kat",
     "  kat NAME [--entropy HEX] [--count N] [--out DIR] [--json]\n"
     "                                     write NAME's .req and .rsp KAT files\n",
     "  --entropy: 48 bytes as 96 hex digits (default 00 01 .. 2F, NIST's);\n"
     "  --count: 1..100 records (default 100); --out: the directory (default .).\n"},
    {"test",
     "  test [--list] [--json] [--quiet] [--except PATTERN]... [CASE|GROUP/|PREFIX* ...]\n"
     "                                     run the test suite\n",
     "  Exit 1 when a case failed; 77 when every selected case was skipped\n"
     "  (ctest's skip code).\n"},
    {"bench",
     "  bench [NAMES...] [--iterations N] [--time-budget S] [--clock NAME]\n"
     "        [--json F] [--md F] [--csv F] [--plots DIR] [--callgrind] [--quiet]\n"
     "        [--random-layout]\n"
     "                                     benchmark (docs/benchmarking.md)\n"
     "  bench compare A.json B.json        per-operation ratios of two runs\n"
     "  bench --platform m4 [--json F] [--md F] [--csv F] [--plots DIR] [--qemu]\n"
     "        [--build DIR] [--backend native|portable|all] [--variant speed|stack|all]\n"
     "        [--only PREFIX]... [--runs-for PREFIX[:OP] N]...\n"
     "                                     Cortex-M4 figures (needs the source tree)\n"
     "  bench --platform aarch64 [--json F] [--md F] [--csv F] [--build DIR]\n"
     "        [--cpu QEMU_MODEL] [--mcpu LLVM_CPU] [--backend native|portable|all]\n"
     "        [--only PREFIX]... [--runs-for PREFIX[:OP] N]...\n"
     "                                     AArch64 figures under qemu-aarch64\n",
     "  compare, --plots and --platform run Python scripts installed in\n"
     "  share/kpqc (or found in the source tree); --platform m4 also needs the\n"
     "  source tree, arm-none-eabi-gcc and the cycle model's Python packages,\n"
     "  --platform aarch64 the source tree, aarch64-linux-gnu-gcc, qemu-aarch64\n"
     "  and llvm-mca (docs/cli.md). Exit 3 when one of them is missing.\n"},
    {"version", "  version                            print the version\n", ""},
    {"help", "  help [COMMAND]                     this text, or one command's usage\n",
     "  COMMAND --help does the same.\n"},
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

static const char exit_codes[] =
    "exit codes (every command):\n"
    "  0  success\n"
    "  1  a check failed: verification, decapsulation (explicit rejection), a test\n"
    "     case, a benchmark run\n"
    "  2  usage: unknown command or option, missing or malformed argument,\n"
    "     unknown algorithm\n"
    "  3  I/O: a file cannot be read or written, a needed tool or script is\n"
    "     missing, the random generator failed\n"
    "  4  malformed input: a key, ciphertext, shared secret or signature file that\n"
    "     is not armoured correctly, has the wrong length, kind or algorithm, or\n"
    "     is too long\n";

void cli_usage(FILE *out)
{
    size_t i;
    fputs("usage: kpqc <command> [options]     (kpqc help COMMAND for one command)\n", out);
    for (i = 0; i < N_COMMANDS; i++) {
        fputs(commands[i].synopsis, out);
    }
    fputs("Files are armoured (docs/key-format.md) unless --raw is given; FILE '-' is\n"
          "standard input or output.\n",
          out);
    fputs(exit_codes, out);
}

int cli_command_usage(const char *command, FILE *out)
{
    size_t i;
    for (i = 0; i < N_COMMANDS; i++) {
        if (strcmp(command, commands[i].name) == 0) {
            fputs("usage: kpqc\n", out);
            fputs(commands[i].synopsis, out);
            fputs(commands[i].details, out);
            if (strcmp(command, "help") == 0 || strcmp(command, "version") == 0 ||
                strcmp(command, "list") == 0) {
                fputs("Exit codes: 0 success, 2 usage.\n", out);
            } else {
                fputs(exit_codes, out);
            }
            return 0;
        }
    }
    return -1;
}

int cli_wants_help(int argc, char **argv)
{
    int i;
    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            return 1;
        }
    }
    return 0;
}

int cli_help_main(int argc, char **argv)
{
    if (argc == 0) {
        cli_usage(stdout);
        return CLI_EXIT_OK;
    }
    if (argc == 1 && cli_wants_help(argc, argv)) {
        argv[0] = (char *)"help"; /* help --help: help's own usage */
    }
    if (argc == 1 && cli_command_usage(argv[0], stdout) == 0) {
        return CLI_EXIT_OK;
    }
    if (argc == 1) {
        fprintf(stderr, "kpqc help: no command named '%s'\n", argv[0]);
    } else {
        fprintf(stderr, "kpqc help: one command at a time ('%s' and '%s')\n", argv[0], argv[1]);
    }
    cli_usage(stderr);
    return CLI_EXIT_USAGE;
}
