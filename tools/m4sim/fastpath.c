/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* m4sim's fast path: the per-block accounting of tools/m4sim/m4sim.py in
 * C, registered with unicorn as its block hook so that no Python runs per
 * block. The costs themselves still come from Python (timing.py): the
 * first time a block is seen, describe() is called back and its answer
 * cached here. The edge rules (load pipelining into the block, refill
 * after a taken branch) are the same as m4sim.py's Python hook, which the
 * test suite checks by running one image both ways.
 *
 * Built by m4sim.py with the host compiler into build/m4sim/; no unicorn
 * headers are needed: the hook's signature is unicorn's uc_cb_hookcode_t
 * and the engine handle is opaque here. */
#include <stdint.h>
#include <string.h>

typedef struct {
    uint32_t addr; /* 0 with size 0: an empty slot */
    uint32_t size;
    uint32_t insns;
    uint32_t cycles;     /* the block's own cycles, inner pipelining applied */
    uint8_t first_saves; /* saved by the first instruction after a single load */
    uint8_t first_base;  /* its address registers (capstone ids; 0: none) */
    uint8_t first_index;
    uint8_t last_load_dest;       /* the register a final single load wrote; 0: none */
    uint8_t wide_unaligned_entry; /* first instruction 32-bit at an address = 2 mod 4 */
    uint8_t kind;                 /* 0: not hashing; 1..3: SHA-2, SHA-3, AES core */
    uint8_t transparent;          /* an intercepted function: not counted */
    uint8_t pad;
    uint32_t func; /* profile slot: the function the block is in (0: none) */
} m4sim_block;

typedef void (*m4sim_describe_fn)(uint32_t addr, uint32_t size, m4sim_block *out);

#define TABLE_BITS 18
#define TABLE_SIZE (1u << TABLE_BITS)

static m4sim_block table[TABLE_SIZE];
static m4sim_describe_fn describe;
static uint32_t refill;

/* The counters, read by Python through m4sim_counters(). */
static struct {
    uint64_t insns;
    uint64_t cycles;
    uint64_t kind_cycles[4];
    uint64_t blocks;
    uint64_t misses;
} count;

/* The per-function profile (m4sim.py --profile), by profile slot. */
#define MAX_FUNCS 65536
static uint64_t func_cycles[MAX_FUNCS];
static uint64_t func_insns[MAX_FUNCS];

static uint32_t prev_fallthrough;
static uint32_t prev_func;
static uint8_t prev_last_load_dest;
static uint8_t prev_kind;
static uint8_t have_prev;

void m4sim_reset(m4sim_describe_fn fn, uint32_t branch_refill);
void m4sim_reset(m4sim_describe_fn fn, uint32_t branch_refill)
{
    memset(table, 0, sizeof table);
    memset(&count, 0, sizeof count);
    memset(func_cycles, 0, sizeof func_cycles);
    memset(func_insns, 0, sizeof func_insns);
    describe = fn;
    refill = branch_refill;
    have_prev = 0;
}

void *m4sim_func_cycles(void);
void *m4sim_func_cycles(void)
{
    return func_cycles;
}

void *m4sim_func_insns(void);
void *m4sim_func_insns(void)
{
    return func_insns;
}

void *m4sim_counters(void);
void *m4sim_counters(void)
{
    return &count;
}

static m4sim_block *lookup(uint32_t addr, uint32_t size)
{
    uint32_t h = (addr >> 1) * 0x9E3779B1u >> (32 - TABLE_BITS);
    for (;;) {
        m4sim_block *b = &table[h];
        if (b->size == 0) {
            describe(addr, size, b);
            b->addr = addr;
            b->size = size;
            count.misses++;
            return b;
        }
        if (b->addr == addr && b->size == size) {
            return b;
        }
        h = (h + 1) & (TABLE_SIZE - 1);
    }
}

/* unicorn's uc_cb_hookcode_t */
void m4sim_block_hook(void *uc, uint64_t address, uint32_t size, void *user);
void m4sim_block_hook(void *uc, uint64_t address, uint32_t size, void *user)
{
    uint32_t addr = (uint32_t)address;
    m4sim_block *b = lookup(addr, size);
    uint64_t cyc;
    (void)uc;
    (void)user;
    if (b->transparent) {
        return;
    }
    if (have_prev && addr != prev_fallthrough) {
        /* the previous block's last instruction was a taken branch */
        uint32_t p = refill + b->wide_unaligned_entry;
        count.cycles += p;
        count.kind_cycles[prev_kind] += p;
        func_cycles[prev_func] += p;
    }
    cyc = b->cycles;
    if (have_prev && prev_last_load_dest != 0 && prev_last_load_dest != b->first_base &&
        prev_last_load_dest != b->first_index) {
        cyc -= b->first_saves; /* pipelined with the load that ended the last block */
    }
    count.cycles += cyc;
    count.kind_cycles[b->kind] += cyc;
    func_cycles[b->func] += cyc;
    func_insns[b->func] += b->insns;
    count.insns += b->insns;
    count.blocks++;
    prev_fallthrough = addr + size;
    prev_last_load_dest = b->last_load_dest;
    prev_kind = b->kind;
    prev_func = b->func;
    have_prev = 1;
}
