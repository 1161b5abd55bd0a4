/* The shared analyses, computed once per graph by facts_build and read by every rule:
 *   alias sets    which storage each value may share (placeholders, get_attr constants, fresh
 *                 results), through view chains, getitem of tuples and HOP results, and across
 *                 nested HOPs (a value passed into a subgraph and returned or viewed there);
 *   mutations     every write (in-place ops, out=, copy_, setitem, F.*(inplace=True)) with the
 *                 storage it reaches; a subgraph that writes its placeholder writes, at the HOP
 *                 call, the outer value passed in;
 *   HOP calls     every HOP call described (hop.h), and which call runs each subgraph;
 *   unbacked      where each unbacked symbol (u0, zuf0) is born.
 * Aliasing is storage identity, not node identity (spec §1.0.3, §3.3). Everything returned
 * lives in the arena given to facts_build and is valid until that arena is reset.
 *
 * Typical rule code:
 *     const MutationSite *s = mutation_sites(f, m, &n);          // FX1xx: writes to inputs
 *     for (i...) if (s[i].ph != NONE_ID) report(s[i].node ...);
 *     const AliasPair *p = alias_pairs(f, m, &n);                // FX2xx: in-out, out-out
 *     const AliasPair *ii = alias_operand_pairs(f, call, &n);    // FX2xx: in-in at the call
 *     unbacked_new_in(f, out->meta, carry->meta, body)           // FX3xx/4xx: new u* size */
#ifndef FXLINT_ALIAS_H
#define FXLINT_ALIAS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/arena.h"
#include "model/graph.h"
#include "knowledge/hop.h"
#include "knowledge/ops.h"

struct Facts;
typedef struct Facts Facts;

/* Computes every analysis for g. The result and all it points to live in `a`. Never fails:
 * what cannot be understood (unknown ops, unresolved subgraphs) is assumed fresh and
 * functional, marked guessed where a name decided it. */
const struct Facts *facts_build(Arena *a, const Graph *g);

/* Debug view (fxlint parse --dump --facts): per module, the values that share storage with
 * another, each write with the storage it reaches, input/output aliasing, HOP calls with
 * their operand feeds and pairings, and unbacked symbol births. */
void facts_dump(FILE *out, const Graph *g, const struct Facts *f);

/* ---- alias sets ---- */

/* A storage root: a placeholder, a get_attr constant, or a node whose result is new storage.
 * elem selects an element of a tuple-valued root (HOP results, ops returning several fresh
 * tensors); NONE_ID otherwise. */
typedef struct AliasRoot {
    NodeId node;
    uint32_t elem;
    uint8_t strength; /* AliasStrength: how surely the value shares this root's storage */
} AliasRoot;

typedef struct AliasSet {
    const AliasRoot *roots;
    uint32_t n;
} AliasSet;

/* The storage roots of node n of module m (empty for non-tensors: SymInts, None, subgraph
 * attributes). A fresh tensor's only root is itself. */
AliasSet alias_roots(const Facts *f, ModuleId m, NodeId n);
/* Same for a printed value: its node's roots, the union over a list or tuple, else empty. */
AliasSet alias_value_roots(const Facts *f, ModuleId m, const Value *v, Arena *scratch);
/* How surely node n shares storage with placeholder `ph` (a NodeId) of the same module. */
AliasStrength alias_of(const Facts *f, ModuleId m, NodeId n, NodeId ph);
/* The strongest placeholder n may share storage with: returns the strength, writes the
 * placeholder to *ph (NONE_ID and ALIAS_NONE when n reaches no placeholder). */
AliasStrength alias_input(const Facts *f, ModuleId m, NodeId n, NodeId *ph);
/* How surely two values of module m share storage (a common root). */
AliasStrength alias_shared(const Facts *f, ModuleId m, NodeId a, NodeId b);
/* The view chain from n to its storage root: out[0] = n, then each base, ending at the root
 * (a placeholder for views of inputs). Returns the full length; writes at most max ids. */
uint32_t alias_chain(const Facts *f, ModuleId m, NodeId n, NodeId *out, uint32_t max);
/* "view_2 <- select <- arg0_1", for messages; from `a`. */
const char *alias_chain_format(Arena *a, const Graph *g, const Facts *f, ModuleId m, NodeId n);
/* Placeholder ordinal (0-based position among m's placeholders) of node n, or NONE_ID. */
uint32_t alias_placeholder_index(const Facts *f, ModuleId m, NodeId n);
/* The placeholder of module m with ordinal k (the k-th input), NONE_ID when m has fewer. */
NodeId facts_placeholder(const Facts *f, ModuleId m, uint32_t k);
/* Whether node n holds a tensor: 1 yes, 0 no (SymInt, None, a subgraph), -1 unknown. */
int facts_is_tensor(const Facts *f, ModuleId m, NodeId n);
/* The op facts of a call node (NULL for placeholders, HOP calls, outputs). */
const OpFacts *facts_op(const Facts *f, ModuleId m, NodeId n);
/* The call_function nodes of module m whose target is _set_grad_enabled, ascending (*out
 * points into the facts): what grad mode a node runs under, without a walk of the module. */
uint32_t facts_grad_switches(const Facts *f, ModuleId m, const NodeId **out);
/* What the dump shows for the whole graph, read once when the facts are built (the readings
 * walk the root's nodes, and every HOP call's checks ask them): the capture paths
 * (capture_read(g).paths) and the grad mode (capture_read_grad: 1 enabled, 0 disabled, -1 not
 * shown). */
uint8_t facts_capture_paths(const Facts *f);
int facts_shown_grad(const Facts *f);

/* Aliasing as PyTorch's has_aliasing sees a subgraph (spec §1.0.4, §3.1). */
typedef enum AliasPairKind {
    AP_INPUT_OUTPUT,  /* a = placeholder ordinal, b = output index */
    AP_OUTPUT_OUTPUT, /* a < b, output indices */
    AP_INPUT_INPUT,   /* at a HOP call: a < b, indices into HopCall.operands */
} AliasPairKind;

typedef struct AliasPair {
    uint8_t kind;     /* AliasPairKind */
    uint8_t strength; /* AliasStrength */
    uint32_t a, b;
    NodeId na, nb;    /* the nodes: placeholder/output node, or the operand nodes in the caller */
} AliasPair;

/* Input-output and output-output pairs of module m (outputs as module_outputs lists them). */
const AliasPair *alias_pairs(const Facts *f, ModuleId m, uint32_t *count);
/* Input-input pairs of a HOP call: operands feeding subgraph placeholders that share storage
 * in the caller. `call` is an index into hop_calls. */
const AliasPair *alias_operand_pairs(const Facts *f, uint32_t call, uint32_t *count);

/* ---- mutations ---- */

typedef enum MutationKind {
    MUT_DATA,     /* writes elements */
    MUT_METADATA, /* inplace_view: changes size/stride/storage (t_, resize_, set_) */
} MutationKind;

/* One write reaching one storage root. A node writing a value with several roots gives one
 * site per root. */
typedef struct MutationSite {
    ModuleId module;
    NodeId node;        /* the writing node: the op, or the HOP call whose subgraph writes */
    OpArgRef arg;       /* the argument written (pos -1 and name NULL at a HOP call) */
    uint32_t operand;   /* at a HOP call: index into HopCall.operands; else NONE_ID */
    NodeId target;      /* the value written (the node passed at that argument) */
    AliasRoot root;     /* the storage reached */
    uint32_t ph;        /* root's placeholder ordinal, NONE_ID when the root is not a placeholder
                           (an intermediate or a constant: usually legal) */
    uint8_t strength;   /* AliasStrength: MAY through a maybe-view or a maybe write */
    uint8_t kind;       /* MutationKind */
    bool guessed;       /* the op was unknown; its name decided */
    uint32_t call;      /* index into hop_calls when the write happens inside a subgraph */
    const struct MutationSite *inner; /* that write, inside the subgraph (NULL otherwise) */
} MutationSite;

/* Every write in module m, in node order (writes inside nested subgraphs appear at their HOP
 * call). */
const MutationSite *mutation_sites(const Facts *f, ModuleId m, uint32_t *count);
/* The strongest write reaching placeholder `ph` (a NodeId) of m, or NULL. */
const MutationSite *mutation_of(const Facts *f, ModuleId m, NodeId ph);
/* Whether s changes the metadata of a placeholder itself in place (t_ of the input, not of a
 * view of it, nor a write inside a nested subgraph). */
static inline bool mutation_of_placeholder_metadata(const MutationSite *s)
{
    return s->kind == MUT_METADATA && s->ph != NONE_ID && !s->inner && s->target == s->root.node;
}
/* The innermost site a (possibly propagated) site comes from: the op that really writes. */
const MutationSite *mutation_origin(const MutationSite *s);
/* Whether the write s comes from (its origin) is an item assignment, `x[i] = v`: as Dynamo prints
 * it (operator.setitem, or a __setitem__ call), or as a trace to aten prints it when v is a
 * Python number (fill_.Tensor into the view, v lifted: lift_fresh_copy of a constant). */
bool mutation_is_item_assignment(const Graph *g, const MutationSite *s);

/* ---- HOP calls ---- */

/* Every HOP call of the graph, in module then node order. */
const HopCall *hop_calls(const Facts *f, uint32_t *count);
/* The call at node n of module m, or NULL; *index (may be NULL) gets its hop_calls index. */
const HopCall *hop_call_at(const Facts *f, ModuleId m, NodeId n, uint32_t *index);
/* The first HOP call that runs subgraph m, or NULL (the root, an unused class); *sub (may be
 * NULL) gets the subgraph's index in that call's subs. */
const HopCall *hop_caller(const Facts *f, ModuleId m, uint32_t *sub);
/* Every call that runs subgraph m (invoke_subgraph reuses one subgraph at several sites). */
typedef struct HopCallRef {
    uint32_t call; /* index into hop_calls */
    uint32_t sub;  /* index into that call's subs */
} HopCallRef;
const HopCallRef *hop_callers(const Facts *f, ModuleId m, uint32_t *count);
/* The innermost HOP call whose subgraph has one of the `forbid` bits (HOP_FORBID_*) and runs m,
 * directly or through calls nested in it (a wrap body inside a cond branch runs under the cond):
 * returns that call and writes its index into subs to *sub (may be NULL); NULL when no such
 * subgraph encloses m. Implemented in hop_region.c. */
const HopCall *hop_region(const Facts *f, ModuleId m, uint16_t forbid, uint32_t *sub);
/* hop_region resolved for a message about module m. */
typedef struct HopRegion {
    const HopCall *call;  /* the enclosing call */
    const HopSub *sub;    /* its subgraph that runs m */
    const Module *module; /* that subgraph's module; m's own when the subgraph is not printed */
} HopRegion;
/* Fills *r and returns true when a subgraph with one of `forbid` encloses m; false (r
 * untouched) otherwise. Implemented in hop_region.c. */
bool hop_region_of(const Graph *g, const Facts *f, ModuleId m, uint16_t forbid, HopRegion *r);
/* How a message places module m in region r: " in 'm's attr', nested" when m is a module
 * nested inside r->module, "" when it is r->module itself. From `a`. */
const char *hop_region_nesting(Arena *a, const Graph *g, const HopRegion *r, ModuleId m);

/* ---- unbacked symbols ---- */

typedef enum UnbackedBirthKind {
    UB_DATA_OP,    /* a data-dependent op: nonzero, item, x[mask], unique, ... */
    UB_HOP_OUTPUT, /* a HOP result (cond merging sizes, while_loop int carries) */
    UB_INPUT,      /* a placeholder of the root module (backward graphs receive them) */
    UB_OTHER,      /* another node, or one whose inputs printed no metadata */
} UnbackedBirthKind;

typedef struct UnbackedBirth {
    Str symbol;     /* "u0", "zuf1" */
    ModuleId module;
    NodeId node;    /* the first node, in execution order, whose metadata mentions it */
    uint8_t kind;   /* UnbackedBirthKind */
} UnbackedBirth;

/* Where `symbol` is born, or NULL when no metadata mentions it. */
const UnbackedBirth *unbacked_birth(const Facts *f, Str symbol);
/* Every unbacked symbol in order of birth. */
const UnbackedBirth *unbacked_births(const Facts *f, uint32_t *count);
/* Whether symbol is born in module m or a subgraph nested under it. */
bool unbacked_born_within(const Facts *f, Str symbol, ModuleId m);
/* The first unbacked symbol of `meta` that `have` (the carry, the init) does not mention and
 * that is born within module `body` (a size the body made up); empty when there is none. */
Str unbacked_new_in(const Facts *f, const Meta *meta, const Meta *have, ModuleId body);

#endif
