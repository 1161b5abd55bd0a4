/* What each PyTorch release accepts, 2.1 through 2.15: one table (releases.def) of PyTorch's
 * behaviour per higher-order op and per check, each row saying from which release it holds,
 * under which grad modes and capture paths, what PyTorch does, in its own words, and the pull
 * request or commit that made the change. Rules ask release_rule(); none of them compares
 * version numbers itself. */
#ifndef FXLINT_RELEASE_H
#define FXLINT_RELEASE_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "knowledge/hop.h"
#include "model/provenance.h"

/* The checks whose verdict changed between releases, grad modes or capture paths. */
typedef enum ReleaseCheck {
    RC_INPUT_MUTATION,    /* a subgraph writes an input fed by an operand of the call (cond
                             operands, while_loop carries, scan init and xs, map xs) */
    RC_CAPTURED_MUTATION, /* a subgraph writes a value it closed over: while_loop, scan and
                             associative_scan additional_inputs, map pos_args (Dynamo lifts
                             module buffers and closures there); where no row of its own
                             answers, RC_INPUT_MUTATION's row does */
    RC_ITEM_ASSIGN,       /* an item assignment (x[i] = v) in a subgraph writes an input fed by an
                             operand: Dynamo before 2.11 did not take it as a write; where no row
                             of its own answers, or its row says RV_AS_WRITE, RC_INPUT_MUTATION's
                             row does */
    RC_METADATA_MUTATION, /* a subgraph changes the sizes or strides of an input fed by an
                             operand itself (t_, transpose_, resize_ on the placeholder, not on a
                             view of it): AOTAutograd refuses at run time what grad off lets
                             through as a write; where no row of its own answers,
                             RC_INPUT_MUTATION's row does */
    RC_ALIAS_IN_OUT,      /* a subgraph returns an input or a view of one */
    RC_ALIAS_OUT_OUT,     /* a subgraph returns two outputs sharing storage */
    RC_ALIAS_IN_IN,       /* a call passes one storage as two operands that feed one subgraph */
    RC_DYNAMIC_SHAPE,     /* an op with a data-dependent output shape (nonzero) in a subgraph:
                             Dynamo's graph break, unless fullgraph=True or
                             capture_dynamic_output_shape_ops (which the dump does not show) */
    RC_SCALAR_ITEM,       /* .item() / _local_scalar_dense in a subgraph, its symbol not returned */
    RC_STACK_UNBACKED,    /* map's body returns an output whose size is data-dependent: map stacks
                             one per iteration, each with its own unbacked size */
    RC_DATA_DEPENDENT,    /* an op whose Python result depends on data (torch.equal) */
    RC_COMBINE_POINTWISE, /* associative_scan's combine_fn uses only pointwise ops */
    RC_OP_CONTRACT,       /* the op a HOP runs is one it accepts (out_dtype's ALLOWABLE_OPS) */
    RC_HOOK_GRAD,         /* register_hook needs grad enabled (the tensor must require grad) */
    RC_NESTED_HOP,        /* a HOP the checkpoint's caching mode has no rule for (print) */
    RC_RESULT_COUNT,      /* the call reads a result its subgraph does not return */
    RC_XS_EMPTY,          /* scan's xs has nothing along the scanned dimension (size 0) */
    /* the checks below have variants for verdicts */
    RC_BRANCH_OUTPUTS,    /* how cond compares its branches' outputs: RV_COND_* */
    RC_ALIAS_WORDING,     /* the words of the functionalization alias/mutation errors: RV_WORDING_* */
    RC_BUFFER_TYPES,      /* what flex_attention's score/mask buffers may hold: RV_BUFFERS_* */
    RC_EXPORT_DIALECT,    /* what an ExportedProgram's graph is: RV_EXPORT_* */
    RC_COUNT
} ReleaseCheck;

/* Verdicts. Accept/reject checks use the first two; the others name variants. */
enum {
    RV_ACCEPT = 0,
    RV_REJECT = 1,
    /* RC_BRANCH_OUTPUTS */
    RV_COND_TRACE = 2,       /* trace_cond: shape, dtype and stride must be equal */
    RV_COND_CONSISTENCY = 3, /* check_meta_consistency: shape, dtype, stride, memory format, device */
    RV_COND_MERGE = 4,       /* _merge_output: sizes may differ; dtype, device, rank, stride order, density */
    /* RC_ALIAS_WORDING */
    RV_WORDING_PER_HOP = 5,  /* UnsupportedAliasMutationException, worded per HOP */
    RV_WORDING_GENERIC = 6,  /* "{name} might be modifying the input!" */
    /* RC_BUFFER_TYPES */
    RV_BUFFERS_TENSORS = 7,  /* Tensors only */
    RV_BUFFERS_ARGS = 8,     /* Tensors, ints, SymInts (validate_subgraph_args_types) */
    /* RC_EXPORT_DIALECT */
    RV_EXPORT_FUNCTIONAL = 9,  /* aten dialect, functionalized (aot_export) */
    RV_EXPORT_TRAINING_IR = 10, /* the non-functional training IR: in-place ops stay */
    /* RC_ITEM_ASSIGN */
    RV_AS_WRITE = 11,        /* judged as any write of the input (RC_INPUT_MUTATION's row) */
};

/* What PyTorch says when a row rejects; the rules quote it. */
typedef enum ReleaseMessage {
    RM_NONE,
    RM_DYNAMO_MUTATION,     /* Dynamo's graph break on a subgraph that mutates its input */
    RM_DYNAMO_ALIAS,        /* Dynamo's graph break on aliasing in a subgraph */
    RM_FUNC_MUTATION,       /* _check_alias_and_mutation: "{name} might be modifying the input!" */
    RM_FUNC_ALIAS,          /* "{name} might be aliasing the input or the output!" */
    RM_OLD_MUTATION,        /* UnsupportedAliasMutationException, worded per HOP (<= 2.7) */
    RM_OLD_ALIAS,
    RM_FLEX_MUTATION,       /* "Mutations detected in score_mod" */
    RM_DYNAMIC_SHAPE,       /* Dynamo: "Operator `...`'s output shape depends on input Tensor data." */
    RM_DATA_DEPENDENT,      /* "... has a non-Tensor output whose value is dependent on the data ..." */
    RM_PENDING_UNBACKED,    /* "Pending unbacked symbols {...} not in returned outputs" */
    RM_POINTWISE,           /* "For combine_mode='pointwise', the combine_fn needs to be pointwise" */
    RM_VMAP_ITEM,           /* Dynamo vmapping score_mod: "vmap: It looks like you're calling .item() ..." */
    RM_VMAP_ITEM_AOT,       /* the same under AOTAutograd, worded for data-dependent control flow too */
    RM_OUT_DTYPE_OP,        /* "out_dtype only allows the following operators: [...]" (the rule words
                               the functional-op and single-tensor variants) */
    RM_HOOK_GRAD,           /* "cannot register a hook on a tensor that doesn't require gradient" */
    RM_CKPT_NO_RULE,        /* "There was no rule registered for HigherOrderOperator print and mode ..." */
    RM_INLINE_ASM_CUDA,     /* "inline_asm_elementwise only supports CUDA tensors" */
    RM_TUPLE_INDEX,         /* "tuple index out of range" */
    RM_OBSERVED_EXCEPTION,  /* Dynamo: "Observed exception" (an exception raised while tracing) */
    RM_SWITCH_INDEX,        /* "Expected index to be int or single-element tensor, but got {index}." */
    RM_SCAN_DIMS,           /* "All xs leaves must at least have 'dim' number of dimensions and scan
                               dimension > 0" */
    RM_AOT_OVERLAP,         /* AOTAutograd's compiled call on an input whose metadata a subgraph
                               changed: "unsupported operation: some elements of the input tensor
                               and the written-to tensor refer to a single memory location." */
    RM_FLEX_GEMM_CONTRACT,  /* FlexGemm.__call__: "unsupported GEMM op for FlexGEMM: {op}", "unsupported
                               FlexGEMM backend: ...", "gemm_kwargs must not contain tensor values; ..."
                               (the rule words the one that applies) */
    RM_COUNT
} ReleaseMessage;

/* One row of the table: from release `since` on, for the grad modes and capture paths in its
 * masks, PyTorch's verdict on `check` for `hop` is `verdict`, said with `message`. Later rows
 * override earlier ones where their masks overlap. */
typedef struct ReleaseChange {
    HopKind hop;
    ReleaseCheck check;
    int since;            /* release code, RELEASE_OLDEST .. RELEASE_NEWEST */
    uint8_t grads;        /* GRAD_BIT mask */
    uint8_t captures;     /* CAPTURE_BIT mask (CAPTURE_AUTO never appears) */
    uint8_t verdict;      /* RV_* */
    uint8_t message;      /* ReleaseMessage; RM_NONE when it accepts */
    const char *source;   /* the pull request or commit, or the measurement, behind it */
    const char *note;     /* what changed, in a phrase */
} ReleaseChange;

/* The whole table, in file order (sorted by hop, check, since). */
const ReleaseChange *release_table(uint32_t *count);

/* What the table says for one question, asked of a set of capture paths: `verdict` is the one
 * they share, or RV_REJECT when some reject (`mixed` set). */
typedef struct ReleaseRuling {
    uint8_t verdict;
    bool mixed;                  /* the paths asked disagree */
    uint8_t rejecting;           /* CAPTURE_BIT mask of the paths that reject */
    const ReleaseChange *change; /* the row behind the verdict (the first rejecting path's), or
                                    NULL when no row covers the question (RV_ACCEPT) */
    /* Set by release_join_grads, when the grad mode is not known and the modes were asked
     * one by one: */
    bool grad_mixed;             /* the grad modes disagree */
    uint8_t grads_rejecting;     /* GRAD_BIT mask of the modes under which some path rejects */
    const ReleaseChange *accepting; /* the row that accepts under the other modes (NULL: no
                                       row checks there) */
    uint8_t asked;               /* the CAPTURE_BIT mask asked */
    uint8_t grads_asked;         /* release_join_grads: the GRAD_BIT mask of the modes joined */
    uint8_t rejecting_under[GRAD_COUNT]; /* release_join_grads: the paths rejecting under each */
    const ReleaseChange *change_under[GRAD_COUNT]; /* release_join_grads: the row behind each
                                                      mode's rejection */
} ReleaseRuling;

/* Asks the table about `check` for `hop` at release `release` (a known code), for grad mode
 * `grad` and the capture paths in `paths` (a CAPTURE_BIT mask; capture_paths() makes one). A
 * check no row covers is accepted; RC_CAPTURED_MUTATION, RC_ITEM_ASSIGN and RC_METADATA_MUTATION
 * take RC_INPUT_MUTATION's
 * row for each cell (grad mode, capture path) their own rows leave open or mark RV_AS_WRITE. */
ReleaseRuling release_rule(int release, HopKind hop, ReleaseCheck check, GradMode grad, uint8_t paths);
/* One ruling for a graph whose grad mode is not known, from the rulings of the grad modes in
 * `grads` (a GRAD_BIT mask; `per_grad` is indexed by mode, the others are not read): it
 * rejects when some mode rejects, with the row of the first rejecting mode (grad enabled
 * first); `grad_mixed` when the modes disagree, and then `accepting` names the row that lets
 * it through in the others; `mixed` when under some rejecting mode a path accepts. */
ReleaseRuling release_join_grads(const ReleaseRuling *per_grad, uint8_t grads);
/* Whether a joined ruling's verdict turns on the grad mode: two modes joined reject on
 * different paths, or one rejects and another accepts. */
bool release_grad_matters(const ReleaseRuling *r);
/* Narrows a joined ruling to grad mode `grad`, one it rejects under: what release_rule says
 * for that mode alone (the row kept is the first rejecting mode's: grad enabled's, when it
 * rejects). */
void release_settle_grad(ReleaseRuling *r, GradMode grad);
/* Takes out of a ruling the rejections worded `message` (a ReleaseMessage): the ruling's own,
 * or, joined, each grad mode's. They accept: the rule knows that check does not see the case.
 * Returns whether the ruling still rejects. */
bool release_accept_worded(ReleaseRuling *r, uint8_t message);
/* The grad modes a Dynamo graph holding a `hop` subgraph that fails `check` can have been
 * traced under (a GRAD_BIT mask), by release `printed_by` when the log says which PyTorch wrote
 * it (a release code), else (0) by any release that has the HOP: Dynamo refuses such a body
 * while it traces (its own graph break, before it prints the graph) under some modes, in a
 * release that traces it under others, so the graph it printed shows the mode it ran under.
 * Every mode where no release tells them apart: where a release rejects on the eager path in
 * words other than Dynamo's, the rejection may come after the graph was printed. */
uint8_t release_dynamo_grads(int printed_by, HopKind hop, ReleaseCheck check);
/* The same for a Dynamo graph whose compile went on to AOTAutograd's records (its graphs,
 * Inductor's output): the grad modes under which torch.compile with AOTAutograd does not refuse
 * a call of `hop` that fails `check` before it writes them (in Dynamo's words, or in
 * AOTAutograd's while it traces: functionalization, the checkpoint's caching mode, ...), so the
 * records show the mode it ran under. Every mode where no release tells them apart. */
uint8_t release_aot_grads(int printed_by, HopKind hop, ReleaseCheck check);
/* The grad modes of a GRAD_BIT mask, for messages: "grad enabled", "no_grad and
 * inference_mode". Static. */
const char *release_grads_words(uint8_t grads);
/* Shorthand: whether release_rule(...).verdict == RV_REJECT. */
bool release_rejects(int release, HopKind hop, ReleaseCheck check, GradMode grad, uint8_t paths);
/* The verdict of a variant check (RC_BRANCH_OUTPUTS, RC_ALIAS_WORDING, ...), which does not
 * depend on grad mode or capture path. */
uint8_t release_variant(int release, HopKind hop, ReleaseCheck check);

/* PyTorch's message of a rejecting ruling, quoted, for subgraph `name` ("cond_true", "body_fn")
 * of a call of `hop`: e.g. "\"body_fn might be modifying the input!\"", or Dynamo's graph-break
 * title and explanation. From `a`; "" when the ruling accepts. */
const char *release_quote(Arena *a, const ReleaseRuling *r, int release, HopKind hop, const char *name);
/* The clause a rule appends to a ruling the dump leaves open (`mixed`, `grad_mixed`): which grad
 * modes or capture paths reject, and what to say. "" when the ruling is not open. From `a`. */
const char *release_unsure_words(Arena *a, const ReleaseRuling *r);
/* The paths of a capture mask, for messages: "torch.compile (AOTAutograd)", "export and make_fx". */
const char *release_paths_words(Arena *a, uint8_t captures);

/* The cond output comparison of a release, in words (for --verbose). Static. */
const char *release_cond_outputs_words(int release);
/* Names, for tests and the table's dump: "input-mutation", "alias-in-out", ... Static. */
const char *release_check_name(ReleaseCheck c);

#endif
