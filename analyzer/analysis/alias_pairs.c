/* Which of several values share storage, pairwise (has_aliasing's output-output and
 * input-input checks), found by sorting their roots rather than comparing every two values,
 * so `return (x, x, x, ...)` with thousands of x costs linear time and memory, not quadratic. */
#include <stdlib.h>

#include "analysis/facts_internal.h"

/* At most this many earlier values are paired with a value through one root: a rule reports
 * a value once, against the first value it shares storage with; more partners only cost. */
#define PAIR_PARTNERS 16

typedef struct RootUse {
    NodeId node;
    uint32_t elem;
    uint32_t who; /* index of the value whose root this is */
    uint8_t strength;
} RootUse;

static int cmp_use(const void *x, const void *y)
{
    const RootUse *a = x, *b = y;
    if (a->node != b->node) return a->node < b->node ? -1 : 1;
    if (a->elem != b->elem) return a->elem < b->elem ? -1 : 1;
    return a->who < b->who ? -1 : a->who > b->who;
}

static int cmp_pair(const void *x, const void *y)
{
    const AliasPair *a = x, *b = y;
    if (a->a != b->a) return a->a < b->a ? -1 : 1;
    return a->b < b->b ? -1 : a->b > b->b;
}

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) abort();
    return p;
}

void alias_shared_pairs(Facts *f, const AliasSet *sets, const NodeId *nodes, uint32_t n, uint8_t kind, PairVec *out)
{
    size_t nuse = 0;
    for (uint32_t k = 0; k < n; k++) nuse += sets[k].n;
    if (nuse < 2) return;
    RootUse *use = xmalloc(sizeof *use * nuse);
    nuse = 0;
    for (uint32_t k = 0; k < n; k++)
        for (uint32_t r = 0; r < sets[k].n; r++)
            use[nuse++] = (RootUse){sets[k].roots[r].node, sets[k].roots[r].elem, k, sets[k].roots[r].strength};
    qsort(use, nuse, sizeof *use, cmp_use);
    size_t ncand = 0, cap = 64;
    AliasPair *cand = xmalloc(sizeof *cand * cap);
    for (size_t g0 = 0, g1; g0 < nuse; g0 = g1) {
        for (g1 = g0 + 1; g1 < nuse && use[g1].node == use[g0].node && use[g1].elem == use[g0].elem; g1++) {}
        for (size_t p = g0 + 1; p < g1; p++) {
            uint32_t taken = 0;
            for (size_t q = g0; q < p && taken < PAIR_PARTNERS; q++) {
                if (use[q].who == use[p].who) continue;
                uint8_t s = strength_min(use[q].strength, use[p].strength);
                if (s == ALIAS_NONE) continue;
                if (ncand == cap) {
                    cap *= 2;
                    cand = realloc(cand, sizeof *cand * cap);
                    if (!cand) abort();
                }
                uint32_t a = use[q].who, b = use[p].who;
                cand[ncand++] = (AliasPair){kind, s, a, b, nodes[a], nodes[b]};
                taken++;
            }
        }
    }
    free(use);
    /* in (a, b) order, one pair each, at the strongest root the two share */
    qsort(cand, ncand, sizeof *cand, cmp_pair);
    for (size_t i = 0; i < ncand;) {
        AliasPair best = cand[i];
        for (i++; i < ncand && cand[i].a == best.a && cand[i].b == best.b; i++)
            if (cand[i].strength > best.strength) best.strength = cand[i].strength;
        VEC_PUSH(f->a, *out, best);
    }
    free(cand);
}
