/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A program whose marked regions have known instruction and block counts,
 * for the counting plugin's test (test_plugin.py): two regions, each a
 * loop of N iterations between two calls of `mark`. Region with N
 * iterations: the block after the first mark (mov, mov, add, subs, b.ne:
 * 5 instructions, once), the loop block (add, subs, b.ne: 3, N - 1 times)
 * and the block that calls mark again (bl: 1, once): 3 N + 3 instructions. */
    .text
    .global _start
    .macro region n
    bl      mark
    mov     x1, #0
    mov     x2, #\n
1:  add     x1, x1, #1
    subs    x2, x2, #1
    b.ne    1b
    bl      mark
    .endm
_start:
    region  100
    region  7
    mov     x0, #0
    mov     x8, #93         /* exit */
    svc     #0
    .global mark
    .type   mark, %function
mark:
    ret
    .section .note.GNU-stack, "", %progbits
