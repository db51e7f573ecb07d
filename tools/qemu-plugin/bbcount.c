/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A QEMU TCG plugin (user mode) that counts retired guest instructions and
 * translation-block executions inside marked regions, for the AArch64
 * benchmark (tools/bench/aarch64.py).
 *
 * Arguments: out=<file>, and optionally mark=<hex address>. Without a
 * mark the whole run is one region, written at exit. Every time the guest
 * enters
 * the translation block that starts at the mark (the benchmark program's
 * platform_cycles(), called just before and just after each measured
 * operation), a region starts or ends: an odd entry starts one, the next
 * entry ends it and appends to the output file
 *
 *   R <instructions>                 one line per region, then
 *   C <block id> <executions>        for each block run in the region
 *
 * and, at exit, one line per distinct block
 *
 *   B <block id> <address> <instructions> <bytes in hex>
 *
 * so that a timing model can be applied per block and weighted by its
 * executions. Counting is inline (an add per block execution, no
 * callback); a region's counts are the differences of the counters
 * between its two marks. The marker block itself is not counted.
 *
 * Debian's QEMU 7.2 loads plugins but ships no plugin header, so the few
 * declarations of the plugin API (version 1) that this file uses are
 * written out below. */
#include <inttypes.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the QEMU plugin API, version 1 (the subset used here) ---- */
typedef uint64_t qemu_plugin_id_t;
typedef struct qemu_info_t qemu_info_t; /* not read */
struct qemu_plugin_tb;
struct qemu_plugin_insn;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
enum qemu_plugin_op { QEMU_PLUGIN_INLINE_ADD_U64 };
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void *userdata);
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
void qemu_plugin_register_vcpu_tb_exec_cb(struct qemu_plugin_tb *tb, qemu_plugin_vcpu_udata_cb_t cb,
                                          enum qemu_plugin_cb_flags flags, void *userdata);
void qemu_plugin_register_vcpu_tb_exec_inline(struct qemu_plugin_tb *tb, enum qemu_plugin_op op,
                                              void *ptr, uint64_t imm);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
uint64_t qemu_plugin_tb_vaddr(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t idx);
const void *qemu_plugin_insn_data(const struct qemu_plugin_insn *insn);
size_t qemu_plugin_insn_size(const struct qemu_plugin_insn *insn);

#define EXPORT __attribute__((visibility("default")))
EXPORT extern int qemu_plugin_version;
EXPORT int qemu_plugin_version = 1;
EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv);

/* ---- blocks ---- */
#define MAX_BYTES 4096 /* a TB holds at most 512 AArch64 instructions */

typedef struct {
    uint64_t vaddr;
    uint32_t n_insns, n_bytes;
    uint64_t hash;
    uint64_t count;    /* executions so far (inline add) */
    uint64_t at_start; /* count when the current region started */
    unsigned char *bytes;
} block;

static block **blocks; /* by id; pointers stay valid while counted inline */
static size_t n_blocks, cap_blocks;
static size_t *table; /* open addressing: id + 1, 0 = empty */
static size_t table_size;
static uint64_t mark;
static int inside;
static FILE *out;

static uint64_t fnv1a(const unsigned char *p, size_t n, uint64_t h)
{
    size_t i;
    for (i = 0; i < n; i++) {
        h = (h ^ p[i]) * 0x100000001b3ULL;
    }
    return h;
}

static void die(const char *what)
{
    fprintf(stderr, "bbcount: %s\n", what);
    exit(70);
}

static void table_insert(size_t id)
{
    size_t i = (size_t)(blocks[id]->hash & (table_size - 1));
    while (table[i] != 0) {
        i = (i + 1) & (table_size - 1);
    }
    table[i] = id + 1;
}

static void grow(void)
{
    size_t i;
    if (n_blocks == cap_blocks) {
        cap_blocks = cap_blocks ? 2 * cap_blocks : 4096;
        blocks = realloc(blocks, cap_blocks * sizeof *blocks);
        if (blocks == NULL) {
            die("out of memory");
        }
    }
    if (2 * (n_blocks + 1) > table_size) {
        free(table);
        table_size = table_size ? 2 * table_size : 16384;
        table = calloc(table_size, sizeof *table);
        if (table == NULL) {
            die("out of memory");
        }
        for (i = 0; i < n_blocks; i++) {
            table_insert(i);
        }
    }
}

/* The block with these bytes at this address: one record however often
 * QEMU translates it again. */
static block *lookup(uint64_t vaddr, const unsigned char *bytes, size_t n_bytes, size_t n_insns)
{
    const uint64_t h =
        fnv1a(bytes, n_bytes, fnv1a((const unsigned char *)&vaddr, 8, 0xcbf29ce484222325ULL));
    size_t i = (size_t)(h & (table_size ? table_size - 1 : 0));
    block *b;
    while (table_size != 0 && table[i] != 0) {
        b = blocks[table[i] - 1];
        if (b->hash == h && b->vaddr == vaddr && b->n_bytes == n_bytes &&
            memcmp(b->bytes, bytes, n_bytes) == 0) {
            return b;
        }
        i = (i + 1) & (table_size - 1);
    }
    grow();
    b = calloc(1, sizeof *b);
    if (b == NULL || (b->bytes = malloc(n_bytes)) == NULL) {
        die("out of memory");
    }
    b->vaddr = vaddr;
    b->n_insns = (uint32_t)n_insns;
    b->n_bytes = (uint32_t)n_bytes;
    b->hash = h;
    memcpy(b->bytes, bytes, n_bytes);
    blocks[n_blocks] = b;
    table_insert(n_blocks);
    n_blocks++;
    return b;
}

static void on_mark(unsigned int vcpu, void *userdata)
{
    size_t i;
    uint64_t total = 0;
    (void)vcpu;
    (void)userdata;
    if (!inside) {
        for (i = 0; i < n_blocks; i++) {
            blocks[i]->at_start = blocks[i]->count;
        }
        inside = 1;
        return;
    }
    inside = 0;
    for (i = 0; i < n_blocks; i++) {
        total += (blocks[i]->count - blocks[i]->at_start) * blocks[i]->n_insns;
    }
    fprintf(out, "R %" PRIu64 "\n", total);
    for (i = 0; i < n_blocks; i++) {
        const uint64_t d = blocks[i]->count - blocks[i]->at_start;
        if (d != 0) {
            fprintf(out, "C %zu %" PRIu64 "\n", i, d);
        }
    }
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    unsigned char bytes[MAX_BYTES];
    size_t n = qemu_plugin_tb_n_insns(tb), i, len = 0;
    uint64_t vaddr = qemu_plugin_tb_vaddr(tb);
    block *b;
    (void)id;
    if (vaddr == mark) {
        qemu_plugin_register_vcpu_tb_exec_cb(tb, on_mark, QEMU_PLUGIN_CB_NO_REGS, NULL);
        return;
    }
    for (i = 0; i < n; i++) {
        const struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        const size_t sz = qemu_plugin_insn_size(insn);
        if (len + sz > sizeof bytes) {
            die("translation block too long");
        }
        memcpy(bytes + len, qemu_plugin_insn_data(insn), sz);
        len += sz;
    }
    b = lookup(vaddr, bytes, len, n);
    qemu_plugin_register_vcpu_tb_exec_inline(tb, QEMU_PLUGIN_INLINE_ADD_U64, &b->count, 1);
}

static void on_exit(qemu_plugin_id_t id, void *userdata)
{
    size_t i, k;
    (void)id;
    (void)userdata;
    if (mark == 0) {
        on_mark(0, NULL); /* the one region: the whole run */
    }
    for (i = 0; i < n_blocks; i++) {
        const block *b = blocks[i];
        fprintf(out, "B %zu %" PRIx64 " %u ", i, b->vaddr, (unsigned)b->n_insns);
        for (k = 0; k < b->n_bytes; k++) {
            fprintf(out, "%02x", b->bytes[k]);
        }
        fputc('\n', out);
    }
    fclose(out);
}

int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    const char *path = NULL;
    int i;
    (void)info;
    for (i = 0; i < argc; i++) {
        if (strncmp(argv[i], "mark=", 5) == 0) {
            mark = strtoull(argv[i] + 5, NULL, 16);
        } else if (strncmp(argv[i], "out=", 4) == 0) {
            path = argv[i] + 4;
        } else {
            fprintf(stderr, "bbcount: unknown argument '%s' (mark=HEX, out=FILE)\n", argv[i]);
            return -1;
        }
    }
    if (path == NULL) {
        fprintf(stderr, "bbcount: needs out=FILE (and optionally mark=HEX)\n");
        return -1;
    }
    inside = mark == 0; /* no mark: count from the start */
    out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit, NULL);
    return 0;
}
