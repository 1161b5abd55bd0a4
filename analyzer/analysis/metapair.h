/* A HOP call's metadata pairings (hop.h HopPair) compared the way PyTorch compares them
 * (metacmp.h), with what the rules need to report: both ends resolved to printed values, the
 * place to point at, and whether an undecided size is one the subgraph made up. */
#ifndef FXLINT_METAPAIR_H
#define FXLINT_METAPAIR_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis/alias.h"
#include "analysis/metacmp.h"

typedef struct PairResult {
    MetaEnd lhs, rhs;     /* the values compared; an operand without annotation is read from
                             the subgraph placeholder it feeds */
    HopEndRef lref, rref; /* where they live */
    MetaDiff diff;
    Str fresh;            /* an unbacked symbol of an undecided size or stride that a subgraph
                             made up and the other side does not mention: PyTorch cannot decide
                             the comparison and reports it as a difference; empty otherwise */
} PairResult;

/* Compares pairing p of call c with check `how`. Strings from `a`. Never fails. */
PairResult metapair_compare(Arena *a, const Graph *g, const Facts *f, const HopCall *c, const HopPair *p,
                            MetaCheck how);

/* The severity a result deserves: 2 error (PyTorch rejects), 1 warning (it depends on symbol
 * values the printout does not fix), 0 nothing to report. */
int metapair_level(const PairResult *r);

/* check_meta_consistency's message for r, as PyTorch words it with lhs_name first:
 * "Expected carried_inputs and body_output to have same metadata but found: pair[0] differ in
 * 'shape: torch.Size([8]) vs torch.Size([4, 8])'". swap renders rhs as PyTorch's lhs (the pair
 * was built the other way round). The fields listed are the differing ones, or the undecided
 * ones when nothing surely differs. From `a`. */
const char *metapair_consistency_message(Arena *a, const PairResult *r, uint32_t index, const char *lhs_name,
                                         const char *rhs_name, bool swap);

/* PyTorch's words, quoted, for a pair compared with MC_COND_MERGE that surely differs: the first
 * failing check of cond's _merge_output (which switch folds over its branches): None or non-tensor
 * against a tensor, dtype, device, rank, stride order, then density. *what gets the phrase a
 * message puts after "output N": "differs between the branches in dtype", "is not dense in memory
 * in <lhs_side>" ("the true branch", "branch0"). From `a`. */
const char *metapair_merge_quote(Arena *a, const PairResult *r, const char *lhs_side, const char *rhs_side,
                                 const char **what);

/* Where to report about pairing end e: the subgraph node that makes an output (the output
 * node when it returns a placeholder or a literal), a placeholder, or the HOP call for an
 * operand. Returns false when the end's subgraph is not printed. */
bool metapair_site(const Graph *g, const HopCall *c, HopEnd e, ModuleId *m, NodeId *n);

/* Whether sub i of c was printed with a return statement, so its outputs can be read. */
bool metapair_sub_readable(const Graph *g, const HopCall *c, uint32_t sub);
/* The index of c's first sub with `role` when metapair_sub_readable; -1 when c has none or it
 * cannot be read. */
int metapair_readable_sub(const Graph *g, const HopCall *c, HopSubRole role);
/* How many operands of c are in `group` (the carried inputs, scan inits, xs leaves, ...). */
uint32_t metapair_count_operands(const HopCall *c, HopGroup group);

/* For the rules that hold a subgraph's outputs to the values they replace (while_loop carries,
 * scan carries, associative_scan slices): compares pairing p of c with check `how` into *r and
 * returns whether it deserves a report (metapair_level > 0). An undecided size the subgraph
 * made up is left out: it is FX303 unbacked-size-escapes-carry's. Strings from `a`. */
bool metapair_carry_mismatch(Arena *a, const Graph *g, const Facts *f, const HopCall *c, const HopPair *p,
                             MetaCheck how, PairResult *r);
/* How such a report words result r: "does not match" (level 2) or "may not match" (level 1);
 * and the note that level 1 needs, " (the sizes depend on ...)", or "". Static strings. */
const char *metapair_match_words(const PairResult *r);
const char *metapair_unsure_note(const PairResult *r);

/* The printed name of a node ("sin", "arg1_1"), or the literal text for non-nodes; from `a`. */
const char *metapair_end_name(Arena *a, const Graph *g, const HopEndRef *r);
/* How messages show one end: "'sum_1' (f32[8][1]cpu)" for a node, "(the literal 0)" for a literal;
 * from `a`. */
const char *metapair_end_desc(Arena *a, const Graph *g, const HopEndRef *r, const MetaEnd *e);

#endif
