/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The GGM seed tree of one repetition: node k's seed expands to the seeds
 * of nodes 2k and 2k + 1 as H4(salt || rep || k || seed), squeezing two
 * seeds. Party p's seed is leaf N + p. The verifier receives, for the
 * hidden party h, the LOGN siblings of the nodes on h's root-leaf path and
 * rebuilds every other leaf from them.
 *
 * Both walk the leaves in increasing order keeping only the children of
 * the nodes on the current path: moving from leaf p' to p re-expands only
 * the nodes below the depth where their paths split, so a full walk costs
 * the N - 1 expansions of building the tree, with LOGN pairs of seeds of
 * memory instead of 2N - 1 seeds. All indices here are public (party
 * numbers and the opened challenge). */
#include <string.h>

#include "aimer.h"
#include "ct.h"

#define NODE_IN (1 + AIMER_FB + 2 + AIMER_FB)

/* H4's input: domain byte, salt, rep, node, seed */
static void node_input(uint8_t in[NODE_IN], const uint8_t *salt, unsigned rep, unsigned node,
                       const uint8_t *seed)
{
    in[0] = AIMER_HASH_TREE;
    memcpy(in + 1, salt, AIMER_FB);
    in[1 + AIMER_FB] = (uint8_t)rep;
    in[2 + AIMER_FB] = (uint8_t)node;
    memcpy(in + 3 + AIMER_FB, seed, AIMER_FB);
}

static void expand(aimer_tree *t, unsigned depth, unsigned node, const uint8_t *seed)
{
    uint8_t in[NODE_IN];
    node_input(in, t->salt, t->rep, node, seed);
    aimer_hash(t->kids[depth], 2 * AIMER_FB, in, sizeof in);
    kpqc_zeroize(in, sizeof in);
}

/* Expands the n <= 4 nodes idx[] of a subtree's relative depth d (stored
 * at level[idx[k]], heap numbers (node << d) + idx[k]) into their children
 * at level[2 idx[k]] and level[2 idx[k] + 1]. The inputs are copied out
 * first, so a child may overwrite its parent's slot. */
static void expand_level_nodes(uint8_t level[][AIMER_FB], const uint8_t *salt, unsigned rep,
                               unsigned node, unsigned d, const unsigned idx[4], unsigned n)
{
    uint8_t in[4][NODE_IN];
    const uint8_t *ins[4];
    uint8_t *outs[4];
    unsigned k;
    for (k = 0; k < n; k++) {
        node_input(in[k], salt, rep, (node << d) + idx[k], level[idx[k]]);
        ins[k] = in[k];
        outs[k] = level[2 * idx[k]];
    }
    aimer_hash_many(outs, 2 * AIMER_FB, ins, NODE_IN, n);
    kpqc_zeroize(in, sizeof in);
}

/* The subtree below heap node `node` (depth d0), whose seed is in level[0],
 * down h levels into level[0 .. 2^h): depth by depth, each in place from its
 * last node to its first, so children never overwrite a pending parent.
 * When hidden < 2^h, that leaf's path (the root included) is unknown and
 * the path's siblings are read from reveal (the verifier's tree). */
static void expand_subtree(uint8_t level[][AIMER_FB], const aimer_leaves *t, unsigned d0,
                           unsigned node, unsigned h, unsigned hidden)
{
    unsigned d;
    for (d = 0; d < h; d++) {
        const unsigned path = hidden < (1u << h) ? hidden >> (h - d) : 1u << d;
        unsigned idx[4], n = 0, i;
        for (i = 1u << d; i-- > 0;) {
            if (i == path) {
                continue; /* on the hidden party's path: unknown */
            }
            idx[n++] = i;
            if (n == 4) {
                expand_level_nodes(level, t->salt, t->rep, node, d, idx, n);
                n = 0;
            }
        }
        if (n > 0) {
            expand_level_nodes(level, t->salt, t->rep, node, d, idx, n);
        }
        if (hidden < (1u << h)) {
            /* the revealed sibling of the path one depth down */
            const unsigned depth = d0 + d + 1;
            memcpy(level[(hidden >> (h - d - 1)) ^ 1u], t->reveal + (AIMER_LOGN - depth) * AIMER_FB,
                   AIMER_FB);
        }
    }
}

#define TOP (AIMER_LOGN - AIMER_LOGCHUNK) /* depth of the chunks' roots */

void aimer_leaves_start(aimer_leaves *t, const uint8_t *salt, unsigned rep, const uint8_t *root,
                        const uint8_t *reveal, unsigned hidden)
{
    t->salt = salt;
    t->rep = rep;
    t->reveal = reveal;
    t->hidden = hidden;
    if (root != NULL) {
        memcpy(t->roots[0], root, AIMER_FB);
    }
    expand_subtree(t->roots, t, 0, 1, TOP,
                   hidden < AIMER_N ? hidden >> AIMER_LOGCHUNK : AIMER_NO_HIDDEN);
}

void aimer_leaves_chunk(const aimer_leaves *t, uint8_t leaves[AIMER_CHUNK][AIMER_FB], unsigned c)
{
    const int hidden_here = t->hidden < AIMER_N && t->hidden >> AIMER_LOGCHUNK == c;
    if (!hidden_here) {
        memcpy(leaves[0], t->roots[c], AIMER_FB);
    }
    expand_subtree(leaves, t, TOP, (1u << TOP) + c, AIMER_LOGCHUNK,
                   hidden_here ? t->hidden % AIMER_CHUNK : AIMER_NO_HIDDEN);
}

static unsigned top_bit(unsigned v)
{
    unsigned b = 0;
    while (v >> (b + 1)) {
        b++;
    }
    return b;
}

void aimer_tree_start(aimer_tree *t, const uint8_t *salt, unsigned rep, const uint8_t *root,
                      const uint8_t *reveal, unsigned hidden)
{
    t->salt = salt;
    t->rep = rep;
    t->root = root;
    t->reveal = reveal;
    t->hidden = hidden;
    t->prev = 0;
    t->fresh = 1;
}

const uint8_t *aimer_tree_leaf(aimer_tree *t, unsigned p)
{
    unsigned anchor, first, d;
    const uint8_t *seed = NULL;
    /* The anchor is the shallowest node of p's path whose seed is known
       outright: the root for the signer; for the verifier the revealed
       sibling where p's path leaves the hidden party's. */
    anchor = t->root != NULL ? 0 : AIMER_LOGN - top_bit(p ^ t->hidden);
    /* Nodes down to depth LOGN - 1 - top_bit(p ^ prev) are shared with the
       previous leaf, and their children are still in kids. */
    first = t->fresh ? 0 : AIMER_LOGN - top_bit(p ^ t->prev);
    if (first < anchor) {
        first = anchor;
    }
    for (d = first; d <= AIMER_LOGN; d++) {
        unsigned node = (AIMER_N + p) >> (AIMER_LOGN - d);
        if (d == anchor) {
            seed = t->root != NULL ? t->root : t->reveal + (AIMER_LOGN - d) * AIMER_FB;
        } else {
            seed = t->kids[d - 1] + (node & 1) * AIMER_FB;
        }
        if (d < AIMER_LOGN) {
            expand(t, d, node, seed);
        }
    }
    t->prev = p;
    t->fresh = 0;
    return seed;
}

const uint8_t *aimer_tree_reveal(aimer_tree *t, uint8_t out[AIMER_LOGN * AIMER_FB], unsigned p)
{
    const uint8_t *leaf;
    unsigned d;
    t->fresh = 1;
    leaf = aimer_tree_leaf(t, p);
    for (d = 1; d <= AIMER_LOGN; d++) {
        unsigned node = (AIMER_N + p) >> (AIMER_LOGN - d);
        memcpy(out + (AIMER_LOGN - d) * AIMER_FB, t->kids[d - 1] + ((node & 1) ^ 1) * AIMER_FB,
               AIMER_FB);
    }
    return leaf;
}
