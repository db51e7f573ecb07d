/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The decoder fuzz target without libFuzzer: for builds with any compiler
 * (gcc, cross, valgrind). Its seed modes are the fuzz target's own
 * (KPQC_FUZZ_WRITE_CORPUS, KPQC_FUZZ_REPLAY; see fuzz_decoders.c), which
 * end the program; otherwise every file argument is run once through
 * LLVMFuzzerTestOneInput, as libFuzzer runs a crash file, and the program
 * exits 0 if none crashed. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_entry.h"

#define MAX_INPUT (1u << 17)

int main(int argc, char **argv)
{
    static uint8_t buf[MAX_INPUT + 1];
    int i, ran = 0;
    (void)LLVMFuzzerInitialize(&argc, &argv);
    for (i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        size_t n;
        if (f == NULL) {
            fprintf(stderr, "cannot read %s\n", argv[i]);
            return 2;
        }
        n = fread(buf, 1, sizeof buf, f);
        if (ferror(f) || n > MAX_INPUT) {
            fprintf(stderr, "%s: unreadable or over %u bytes\n", argv[i], MAX_INPUT);
            fclose(f);
            return 2;
        }
        fclose(f);
        (void)LLVMFuzzerTestOneInput(buf, n);
        ran++;
    }
    printf("%d inputs run\n", ran);
    return 0;
}
