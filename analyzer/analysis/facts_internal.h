/* The layout of struct Facts, shared by alias.c (alias sets, the module walk), mutation.c,
 * unbacked.c and facts_dump.c. Rules use the queries in alias.h, never these fields. */
#ifndef FXLINT_FACTS_INTERNAL_H
#define FXLINT_FACTS_INTERNAL_H

#include "analysis/alias.h"

typedef struct NodeFacts {
    AliasSet roots;     /* storage roots; empty for non-tensors */
    AliasSet *elems;    /* tuple-valued nodes: roots of each element */
    NodeId *elem_base;  /* and the value each element views (NONE_ID when fresh) */
    uint32_t nelems;
    bool elems_uniform; /* a list of views (split, unbind): elems[0] holds for every index */
    bool tuple;         /* HOP calls, ops returning several values */
    int8_t tensor;      /* 1 tensor, 0 not, -1 unknown */
    NodeId base;        /* the value this one views (view chain), NONE_ID when a root */
    uint32_t depth;     /* the view chain's length from here (1: no base) */
    NodeId chain_end;   /* and the node it ends at */
    uint32_t ph;        /* placeholder ordinal, NONE_ID otherwise */
    uint32_t call;      /* index into Facts.calls for HOP calls, NONE_ID otherwise */
    const OpFacts *op;  /* op facts of calls, NULL otherwise */
} NodeFacts;

typedef VEC(AliasPair) PairVec;

typedef struct ModFacts {
    NodeFacts *nodes;
    uint32_t nnodes;
    NodeId *phs;        /* the placeholders, by ordinal */
    uint32_t nphs;
    VEC(MutationSite) muts;
    PairVec pairs;
    VEC(HopCallRef) callers;
    VEC(NodeId) grad_switches; /* calls of _set_grad_enabled, in node order */
    uint8_t state; /* MOD_NEW, MOD_BUSY, MOD_DONE */
} ModFacts;

enum { MOD_NEW, MOD_BUSY, MOD_DONE };

struct Facts {
    const Graph *g;
    Arena *a;
    ModFacts *mods;
    VEC(HopCall) calls;   /* in discovery order: a call before the calls inside its subgraphs */
    VEC(PairVec) ii;      /* input-input pairs of calls[i] */
    VEC(UnbackedBirth) births;
    struct SymMap *symmap;
    /* one copy of each distinct OpFacts (open addressing): every add.Tensor call has the same */
    const OpFacts **opset;
    uint32_t opset_cap, opset_len;
    uint8_t capture_paths; /* capture_read(g).paths */
    int8_t shown_grad;     /* capture_read_grad(g) */
};

/* alias_pairs.c */
/* Appends to out, in (a, b) order, a pair {kind, strength, a, b, nodes[a], nodes[b]} for each
 * a < b whose sets share a storage root (strength: the strongest shared root), as comparing
 * every two sets would, but in n log n: a value is paired with at most a few earlier values
 * per root. Temporary memory is malloc'd and freed; out grows in f->a. */
void alias_shared_pairs(Facts *f, const AliasSet *sets, const NodeId *nodes, uint32_t n, uint8_t kind, PairVec *out);

/* mutation.c */
/* Records that node `node` of m writes value `target` (argument `arg`, or HOP operand
 * `operand`): one site per storage root of target. `inner`/`call` link a write propagated out
 * of a subgraph. */
void mutation_record(Facts *f, ModuleId m, NodeId node, OpArgRef arg, uint32_t operand, NodeId target,
                     uint8_t strength, uint8_t kind, bool guessed, uint32_t call, const MutationSite *inner);
/* Propagates the writes of the subgraphs of HOP call `ci` (already analysed) to the call. */
void mutation_propagate_call(Facts *f, uint32_t ci);

/* unbacked.c */
void unbacked_compute(Facts *f);

static inline uint8_t strength_min(uint8_t a, uint8_t b) { return a < b ? a : b; }

#endif
