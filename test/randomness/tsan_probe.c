/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Does nothing: if it exits 0, the ThreadSanitizer runtime starts here. */
int main(void)
{
    return 0;
}
