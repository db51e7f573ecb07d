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

static void expand(aimer_tree *t, unsigned depth, unsigned node, const uint8_t *seed)
{
    uint8_t in[1 + AIMER_FB + 2 + AIMER_FB];
    in[0] = AIMER_HASH_TREE;
    memcpy(in + 1, t->salt, AIMER_FB);
    in[1 + AIMER_FB] = (uint8_t)t->rep;
    in[2 + AIMER_FB] = (uint8_t)node;
    memcpy(in + 3 + AIMER_FB, seed, AIMER_FB);
    aimer_hash(t->kids[depth], 2 * AIMER_FB, in, sizeof in);
    kpqc_zeroize(in, sizeof in);
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
