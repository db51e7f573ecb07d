/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Must NOT compile with the project's warning flags: a variable-length
 * array. The hygiene/no-vla test expects the -Wvla error, which proves the
 * flag set still forbids VLAs everywhere. */
#include <stddef.h>

int vla_probe(size_t n);

int vla_probe(size_t n)
{
    char buf[n];
    buf[0] = 1;
    return buf[0];
}
