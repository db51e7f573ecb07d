/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* m4sim's fast path: the per-block accounting of tools/m4sim/m4sim.py in
 * C, registered with unicorn as its block hook so that no Python runs per
 * block. The costs themselves still come from Python (timing.py), and are
 * cached here:
 *  - a block's own cost (cycles with the rules inside it applied, events),
 *    asked for the first time the block runs;
 *  - an edge's cost (the refill of a taken branch and the rules between
 *    the previous block's last instruction and this block's first), asked
 *    for the first time that pair of blocks runs in that order.
 * Both depend on the code only, so caching them is exact; the test suite
 * checks this path against m4sim.py's Python hook on a real image.
 *
 * Built by m4sim.py with the host compiler into build/m4sim/; no unicorn
 * headers are needed: the hook's signature is unicorn's uc_cb_hookcode_t
 * and the engine handle is opaque here. */
#include <stdint.h>
#include <string.h>

#ifndef N_EVENTS /* len(timing.EVENTS), given by m4sim.py */
#error "build with -DN_EVENTS=len(timing.EVENTS), as m4sim.py does"
#endif

typedef struct {
    uint32_t addr; /* 0 with size 0: an empty slot */
    uint32_t size;
    uint32_t insns;
    uint32_t cycles; /* the block's own cycles, inner rules applied */
    uint32_t events[N_EVENTS];
    uint32_t func;       /* profile slot: the function the block is in (0: none) */
    uint8_t kind;        /* 0: not hashing; 1..3: SHA-2, SHA-3, AES core */
    uint8_t transparent; /* an intercepted function: not counted */
    uint8_t pad[2];
} m4sim_block;

typedef struct {
    uint32_t from_addr, from_size; /* from_size 0: an empty slot */
    uint32_t to_addr, to_size;
    int32_t extra;   /* cycles the edge adds (negative: saves), refill included */
    uint32_t refill; /* the part of extra that is a branch's refill */
    uint32_t events[N_EVENTS];
} m4sim_edge;

typedef void (*m4sim_describe_fn)(uint32_t addr, uint32_t size, m4sim_block *out);
typedef void (*m4sim_edge_fn)(uint32_t from_addr, uint32_t from_size, uint32_t to_addr,
                              uint32_t to_size, m4sim_edge *out);

#define TABLE_BITS 18
#define TABLE_SIZE (1u << TABLE_BITS)
#define EDGE_BITS  20
#define EDGE_SIZE  (1u << EDGE_BITS)

static m4sim_block table[TABLE_SIZE];
static m4sim_edge edges[EDGE_SIZE];
static m4sim_describe_fn describe;
static m4sim_edge_fn describe_edge;

/* The counters, read by Python through m4sim_counters(). */
static struct {
    uint64_t insns;
    uint64_t cycles;
    uint64_t kind_cycles[4];
    uint64_t blocks;
    uint64_t misses;
    uint64_t events[N_EVENTS];
} count;

/* The per-function profile (m4sim.py --profile), by profile slot. */
#define MAX_FUNCS 65536
static uint64_t func_cycles[MAX_FUNCS];
static uint64_t func_insns[MAX_FUNCS];

static const m4sim_block *prev;

void m4sim_reset(m4sim_describe_fn fn, m4sim_edge_fn edge_fn);
void m4sim_reset(m4sim_describe_fn fn, m4sim_edge_fn edge_fn)
{
    memset(table, 0, sizeof table);
    memset(edges, 0, sizeof edges);
    memset(&count, 0, sizeof count);
    memset(func_cycles, 0, sizeof func_cycles);
    memset(func_insns, 0, sizeof func_insns);
    describe = fn;
    describe_edge = edge_fn;
    prev = NULL;
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

/* The event count this library was built with, checked by m4sim.py. */
uint32_t m4sim_n_events(void);
uint32_t m4sim_n_events(void)
{
    return N_EVENTS;
}

void *m4sim_counters(void);
void *m4sim_counters(void)
{
    return &count;
}

/* Cycles decided at run time (a divide's operands), charged to a function
   and a hash kind like a block's. */
void m4sim_add_cycles(uint32_t cycles, uint32_t func, uint32_t kind, uint32_t event);
void m4sim_add_cycles(uint32_t cycles, uint32_t func, uint32_t kind, uint32_t event)
{
    count.cycles += cycles;
    count.kind_cycles[kind & 3] += cycles;
    func_cycles[func % MAX_FUNCS] += cycles;
    count.events[event % N_EVENTS] += cycles;
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

static const m4sim_edge *lookup_edge(const m4sim_block *from, const m4sim_block *to)
{
    uint32_t h = ((from->addr >> 1) * 0x9E3779B1u ^ (to->addr >> 1) * 0x85EBCA6Bu ^ to->size) >>
                 (32 - EDGE_BITS);
    for (;;) {
        m4sim_edge *e = &edges[h];
        if (e->from_size == 0) {
            describe_edge(from->addr, from->size, to->addr, to->size, e);
            e->from_addr = from->addr;
            e->from_size = from->size;
            e->to_addr = to->addr;
            e->to_size = to->size;
            return e;
        }
        if (e->from_addr == from->addr && e->from_size == from->size && e->to_addr == to->addr &&
            e->to_size == to->size) {
            return e;
        }
        h = (h + 1) & (EDGE_SIZE - 1);
    }
}

/* unicorn's uc_cb_hookcode_t */
void m4sim_block_hook(void *uc, uint64_t address, uint32_t size, void *user);
void m4sim_block_hook(void *uc, uint64_t address, uint32_t size, void *user)
{
    const m4sim_block *b = lookup((uint32_t)address, size);
    int64_t cyc = b->cycles;
    unsigned i;
    (void)uc;
    (void)user;
    if (b->transparent) {
        return;
    }
    for (i = 0; i < N_EVENTS; i++) {
        count.events[i] += b->events[i];
    }
    if (prev != NULL) {
        const m4sim_edge *e = lookup_edge(prev, b);
        /* the refill belongs to the branch, in the previous block */
        count.cycles += e->refill;
        count.kind_cycles[prev->kind] += e->refill;
        func_cycles[prev->func] += e->refill;
        cyc += e->extra - (int32_t)e->refill;
        for (i = 0; i < N_EVENTS; i++) {
            count.events[i] += e->events[i];
        }
    }
    count.cycles += (uint64_t)cyc;
    count.kind_cycles[b->kind] += (uint64_t)cyc;
    func_cycles[b->func] += (uint64_t)cyc;
    func_insns[b->func] += b->insns;
    count.insns += b->insns;
    count.blocks++;
    prev = b;
}
