/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A program built against the installed headers and library only, through
 * pkg-config, as a user would: it lists the algorithms and checks a status
 * string, so a broken install (missing header, library or symbol) fails. */
#include <stdio.h>
#include <string.h>

#include <kpqc.h>

int main(void)
{
    size_t i;
    for (i = 0; i < kpqc_kem_count(); i++) {
        printf("kem %s\n", kpqc_kem_at(i)->name);
    }
    for (i = 0; i < kpqc_sig_count(); i++) {
        printf("sig %s\n", kpqc_sig_at(i)->name);
    }
    if (strcmp(kpqc_strerror(KPQC_ERR_LENGTH), "a buffer length does not match the algorithm") != 0) {
        return 1;
    }
    puts("installed library works");
    return 0;
}
