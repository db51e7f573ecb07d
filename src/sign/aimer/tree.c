/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The GGM seed tree of one repetition: node k's seed expands to the seeds
 * of nodes 2k and 2k + 1 as H4(salt || rep || k || seed), squeezing two
 * seeds. Party p's seed is leaf N + p. The verifier receives, for the
 * hidden party h, the LOGN siblings of the nodes on h's root-leaf path and
 * rebuilds every other leaf from them.
 *
 * Both build the leaves depth by depth, at most 16 at a time: the top of
 * the tree down to the roots of 16-leaf subtrees (s sets only), then one
 * subtree per chunk of 16 parties, so a repetition costs the N - 1
 * expansions of the tree with 32 seeds of memory instead of 2N - 1. The
 * expansions of one depth are independent, and go four at a time through
 * the 4-way SHAKE where it is native. The signer's opening walks the
 * opened party's path alone. All indices here are public (party numbers
 * and the opened challenge). */
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

/* Expands the n <= 4 nodes idx[] of a subtree's relative depth d (stored
 * at level[idx[k]], heap numbers (node << d) + idx[k]) into their children
 * at level[2 idx[k]] and level[2 idx[k] + 1]. The inputs are copied out
 * first, so a child may overwrite its parent's slot. */
static void expand_level_nodes(uint8_t level[][AIMER_FB], const uint8_t *salt, unsigned rep,
                               unsigned node, unsigned d, const unsigned idx[4], unsigned n)
{
    uint8_t in[4][NODE_IN];
    const uint8_t *ins[4] = {NULL, NULL, NULL, NULL};
    uint8_t *outs[4] = {NULL, NULL, NULL, NULL};
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

void aimer_tree_open(uint8_t out[AIMER_LOGN * AIMER_FB], uint8_t leaf[AIMER_FB],
                     const uint8_t *salt, unsigned rep, const uint8_t root[AIMER_FB], unsigned p)
{
    uint8_t in[NODE_IN], kids[2 * AIMER_FB];
    const uint8_t *seed = root;
    unsigned d;
    for (d = 0; d < AIMER_LOGN; d++) {
        const unsigned child = (AIMER_N + p) >> (AIMER_LOGN - d - 1); /* heap number, depth d + 1 */
        node_input(in, salt, rep, child >> 1, seed);
        aimer_hash(kids, 2 * AIMER_FB, in, sizeof in);
        memcpy(out + (AIMER_LOGN - d - 1) * AIMER_FB, kids + ((child & 1) ^ 1) * AIMER_FB,
               AIMER_FB);
        memcpy(leaf, kids + (child & 1) * AIMER_FB, AIMER_FB);
        seed = leaf;
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(kids, sizeof kids);
}
