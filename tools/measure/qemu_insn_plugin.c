/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A QEMU TCG plugin (plugin API version 1: QEMU 7.2 and later) for
 * instruction counts of user-mode runs (tools/measure/qemu-kem-figures.sh).
 *
 * Prints "insns N", the guest instructions executed, at exit. With the
 * argument profile=on it also prints "tb PC INSNS EXECUTIONS" for every
 * translated block, from which a flat profile by function follows (the
 * address ranges of the symbols of a static executable). Counting is done
 * by inline additions, no helper call per block.
 *
 * The few declarations of the plugin API it uses are written out here. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_info_t;
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };

extern void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id,
                                                  void (*cb)(qemu_plugin_id_t,
                                                             struct qemu_plugin_tb *));
extern size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
extern uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
extern void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb,
                                                     enum qemu_plugin_op op, void *ptr,
                                                     uint64_t imm);
extern void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id,
                                           void (*cb)(qemu_plugin_id_t, void *), void *userdata);
extern void qemu_plugin_outs(const char *string);

#define EXPORT __attribute__((visibility("default")))

EXPORT int qemu_plugin_version = 1;

/* one translated block; blocks are never freed (a run translates few) */
struct block {
    uint64_t pc, insns, executions;
    struct block *next;
};

static uint64_t count;
static int profile;
static struct block *blocks;

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    const size_t n = qemu_plugin_tb_n_insns(tb);
    (void)id;
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &count, n);
    if (profile) {
        struct block *b = calloc(1, sizeof *b);
        if (b == NULL) {
            return;
        }
        b->pc = qemu_plugin_tb_vaddr(tb);
        b->insns = n;
        b->next = blocks;
        blocks = b;
        qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &b->executions, 1);
    }
}

static void on_exit_run(qemu_plugin_id_t id, void *unused)
{
    char line[96];
    const struct block *b;
    (void)id;
    (void)unused;
    for (b = blocks; b != NULL; b = b->next) {
        snprintf(line, sizeof line, "tb %" PRIx64 " %" PRIu64 " %" PRIu64 "\n", b->pc, b->insns,
                 b->executions);
        qemu_plugin_outs(line);
    }
    snprintf(line, sizeof line, "insns %" PRIu64 "\n", count);
    qemu_plugin_outs(line);
}

EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc,
                               char **argv);
int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv)
{
    int i;
    (void)info;
    for (i = 0; i < argc; i++) {
        profile |= strncmp(argv[i], "profile", 7) == 0;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit_run, NULL);
    return 0;
}
