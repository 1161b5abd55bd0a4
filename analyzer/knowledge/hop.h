/* What each higher-order op's arguments mean, in every printed arity (spec §1): which arguments
 * are subgraphs and which are operands, which operand feeds which subgraph placeholder, which
 * outputs PyTorch pairs for its metadata checks, and what each HOP forbids in its subgraphs. */
#ifndef FXLINT_HOP_H
#define FXLINT_HOP_H

#include <stdbool.h>
#include <stdint.h>

#include "base/arena.h"
#include "model/graph.h"

typedef enum HopKind {
    HOP_UNKNOWN = 0, /* a torch.ops.higher_order.* we have no row for: subgraphs found, not mapped */
    HOP_COND,
    HOP_WHILE_LOOP,
    HOP_WHILE_LOOP_STACK_OUTPUT,
    HOP_SCAN,
    HOP_ASSOCIATIVE_SCAN,
    HOP_MAP_IMPL,
    HOP_INVOKE_SUBGRAPH,
    HOP_INVOKE_QUANT_PACKED,
    HOP_FLEX_ATTENTION,
    HOP_FLEX_ATTENTION_BACKWARD,
    HOP_WRAP,
    HOP_TAG_ACTIVATION_CHECKPOINT,
    HOP_WRAP_WITH_SET_GRAD_ENABLED,
    HOP_WRAP_WITH_AUTOCAST,
    HOP_HINTS_WRAPPER,
    HOP_STRICT_MODE,
    HOP_LOCAL_MAP_HOP,
    HOP_AUTOGRAD_FUNCTION_APPLY,
    HOP_WITH_EFFECTS,
    HOP_AUTO_FUNCTIONALIZED,
    HOP_AUTO_FUNCTIONALIZED_V2,
    HOP_TRITON_KERNEL_WRAPPER_FUNCTIONAL,
    HOP_TRITON_KERNEL_WRAPPER_MUTATION,
    HOP_OUT_DTYPE,
    HOP_CALL_TORCHBIND,
    HOP_RUN_WITH_RNG_STATE,
    HOP_RUN_AND_SAVE_RNG_STATE,
    HOP_EXECUTORCH_CALL_DELEGATE,
    HOP_PRINT,
    /* the other HOPs PyTorch 2.13 registers (torch._ops._higher_order_ops) */
    HOP_EXPORT_TRACEPOINT,
    HOP_AOTI_CALL_DELEGATE,
    HOP_CONTROL_DEPS,
    HOP_CUSTOM_FUNCTION_CALL,
    HOP_DYNAMO_BYPASSING_WRAPPER,
    HOP_FLAT_APPLY,
    HOP_FOREACH_MAP,
    HOP_GRAPHSAFE_RUN_WITH_RNG_STATE,
    HOP_INDUCTOR_COMPILED_CODE,
    HOP_INLINE_ASM_ELEMENTWISE,
    HOP_INVOKE_LEAF_FUNCTION,
    HOP_INVOKE_QUANT,
    HOP_REGISTER_HOOK,
    HOP_RUN_CONST_GRAPH,
    HOP_RUN_DTENSOR_RNG_OP,
    HOP_TRACE_WRAPPED,
    HOP_WRAP_ACTIVATION_CHECKPOINT,
    /* added by PyTorch 2.14 (HopInfo.since) */
    HOP_SWITCH,
    HOP_FLEX_GEMM,
    HOP_COUNT
} HopKind;

/* The checks a HOP's subgraph is subject to (spec §1.0.4 table, §3.1). Whether the targeted
 * release enforces one, under the grad mode and capture path in force, is the release table's
 * to say (knowledge/release.h): these bits only say that PyTorch checks it somewhere. */
enum {
    HOP_FORBID_MUTATION = 1,       /* writing a placeholder, directly or through a view */
    HOP_FORBID_ALIAS_IN_IN = 2,    /* two placeholders sharing storage (seen at the call site) */
    HOP_FORBID_ALIAS_IN_OUT = 4,   /* an output sharing storage with a placeholder */
    HOP_FORBID_ALIAS_OUT_OUT = 8,  /* two outputs sharing storage */
    HOP_FORBID_ALIAS = 2 | 4 | 8,
    HOP_FORBID_GRAPH_BREAK = 16,   /* a graph break inside is a hard error: dynamic-shape ops need
                                      capture_dynamic_output_shape_ops, data_dependent_output ops fail */
};

/* Properties of the HOP itself. */
enum {
    HOPI_CAPTURES_SCALARS = 1, /* its frontend forces capture_scalar_outputs: .item() inside is legal */
    HOPI_OUTPUTS_DIRECT = 2,   /* results are the body's outputs as returned: aliasing passes through */
    HOPI_WRITES_OPERANDS = 4,  /* may write any tensor operand (triton_kernel_wrapper_mutation) */
    HOPI_FUNCTIONAL = 8,       /* returns new values instead of writing (auto_functionalized*) */
    HOPI_EFFECTFUL = 16,       /* ordered side effect, threaded through tokens */
    HOPI_CONTROL_FLOW = 32,    /* cond, while_loop, scan, associative_scan, map */
};

/* One row of the HOP table. */
typedef struct HopInfo {
    HopKind kind;
    const char *name;  /* as printed: torch.ops.higher_order.<name> */
    const char *api;   /* the name PyTorch's messages use: "torch.cond", "torch.while_loop" */
    uint16_t forbid;   /* HOP_FORBID_* for its subgraphs (a subgraph role may narrow it) */
    uint16_t flags;    /* HOPI_* */
    int since;         /* the first release that has it (a release code), 0 for every release
                          fxlint knows; before it, a call is a HOP the release does not have */
} HopInfo;

/* The table row of kind k (HOP_UNKNOWN has one too). Static. */
const HopInfo *hop_info(HopKind k);
/* Whether release `release` has HOP k (HOP_UNKNOWN: never). Rules that check a HOP's own
 * contract ask it; FX909 notes the calls of a HOP the targeted release does not have. */
bool hop_in_release(HopKind k, int release);
/* The HOP a call target names (TK_OP in namespace higher_order), else HOP_UNKNOWN; *is_hop
 * (may be NULL) says whether t names a HOP at all. */
HopKind hop_kind_of(const Target *t, bool *is_hop);

/* Operand groups, as the HOP's signature names them. */
typedef enum HopGroup {
    HG_PRED,           /* cond's predicate */
    HG_OPERANDS,       /* cond, invoke_subgraph operands */
    HG_CARRIED,        /* while_loop carried_inputs */
    HG_ADDITIONAL,     /* while_loop / scan / associative_scan additional_inputs */
    HG_INIT,           /* scan init */
    HG_XS,             /* scan / associative_scan / map xs (the subgraph sees slices) */
    HG_POS_ARGS,       /* map pos_args */
    HG_ARGS,           /* wrap-like bodies, with_effects, out_dtype: plain arguments */
    HG_QKV,            /* flex_attention query, key, value (and backward's out, grads) */
    HG_BLOCK_MASK,     /* flex_attention block-mask tensors and ints */
    HG_SCORE_BUFFERS,  /* score_mod_other_buffers */
    HG_MASK_BUFFERS,   /* mask_mod_other_buffers */
    HG_TOKEN,          /* with_effects token */
    HG_KWARGS,         /* keyword operands (auto_functionalized, triton kernels): key set */
    HG_BASES,          /* auto_functionalized_v2 _all_bases */
    HG_INDEX,          /* switch's index */
    HG_OTHER,
} HopGroup;

typedef struct HopOperand {
    const Value *value; /* at the call site: a node reference or a literal (int carries print as 0) */
    uint8_t group;      /* HopGroup */
    uint32_t index;     /* position within its group */
    Str key;            /* HG_KWARGS: the keyword or dict key */
} HopOperand;

/* How a subgraph placeholder is fed. */
typedef enum HopInputKind {
    HIN_OPERAND, /* the operand itself: same storage (cond operands, while carries, invoke_subgraph) */
    HIN_SLICE,   /* one slice along dim 0 of the operand (scan/map xs, associative_scan lhs/rhs) */
    HIN_SCALAR,  /* a 0-dim tensor the HOP makes (flex_attention score, b, h, m, n): fresh */
    HIN_UNKNOWN, /* not known (autograd_function_apply ctx, unknown HOPs) */
} HopInputKind;

typedef struct HopInput {
    uint8_t kind;     /* HopInputKind */
    uint32_t operand; /* index into HopCall.operands; NONE_ID for HIN_SCALAR / HIN_UNKNOWN */
} HopInput;

/* What becomes of a subgraph output. */
typedef enum HopResultKind {
    HRES_NONE,    /* not a HOP result (while cond_fn's predicate, score_mod's score) */
    HRES_DIRECT,  /* returned as is (cond branches, wrap, invoke_subgraph) */
    HRES_LAST,    /* the last iteration's value (while_loop carries, scan carries) */
    HRES_STACKED, /* stacked over iterations into a new tensor (map, scan ys, associative_scan) */
} HopResultKind;

typedef struct HopOutput {
    uint8_t how;     /* HopResultKind */
    uint32_t result; /* index of the HOP result (getitem index); NONE_ID with HRES_NONE */
} HopOutput;

typedef enum HopSubRole {
    HSUB_TRUE_BRANCH, HSUB_FALSE_BRANCH, HSUB_COND_FN, HSUB_BODY_FN, HSUB_COMBINE_FN, HSUB_MAP_BODY,
    HSUB_BODY,        /* invoke_subgraph, wrap family, strict_mode, an auto_functionalized HOP,
                         flex_gemm (the GEMM and its epilogue) */
    HSUB_BRANCH,      /* one of switch's branches, in order (subs[i] is branch i) */
    HSUB_SCORE_MOD, HSUB_MASK_MOD, HSUB_JOINT, HSUB_FWD, HSUB_BWD, HSUB_OTHER,
} HopSubRole;

typedef struct HopSub {
    ModuleId module;   /* the subgraph module; NONE_ID when the argument is not a resolved get_attr */
    NodeId attr;       /* the get_attr node in the caller, NONE_ID when absent */
    uint8_t role;      /* HopSubRole */
    const char *name;  /* PyTorch's name for it in messages: "cond_true", "body_fn", "scan" */
    uint16_t forbid;   /* HOP_FORBID_* that apply to this subgraph */
    HopInput *inputs;  /* placeholder i is fed by inputs[i]; the call supplies ninputs of them */
    uint32_t ninputs;
    uint32_t *operand_input; /* per operand of the call, the first input it feeds (hop_sub_input) */
    HopOutput *outputs; /* output i of the subgraph (as module_outputs lists them) */
    uint32_t noutputs;
} HopSub;

/* One end of a metadata pairing. */
typedef enum HopEndKind {
    HEND_OPERAND,   /* HopCall.operands[index] in the caller */
    HEND_SUB_OUTPUT, /* output `index` of subs[sub] */
    HEND_SUB_INPUT, /* placeholder `index` of subs[sub] */
} HopEndKind;

typedef struct HopEnd {
    uint8_t kind; /* HopEndKind */
    uint8_t sub;
    uint32_t index;
} HopEnd;

/* Which PyTorch check compares a pair (spec §1.0.2, §1.1). */
typedef enum HopPairCheck {
    HPAIR_BRANCHES,        /* cond: by generation (exact / check_meta_consistency / _merge_output) */
    HPAIR_META,            /* check_meta_consistency with contiguity */
    HPAIR_META_NO_CONTIG,  /* check_meta_consistency(include_contiguity=False) */
} HopPairCheck;

/* pair[index] in PyTorch's numbering: lhs vs rhs must agree in metadata. */
typedef struct HopPair {
    HopEnd lhs, rhs;
    uint32_t index;
} HopPair;

enum {
    HFORM_STANDARD = 0,
    HFORM_SCAN_6,          /* scan(f, init, xs, dim, reverse, additional) (<= early 2025) */
    HFORM_MAP_OLD,         /* map_impl(f, num_mapped, *args) (2023) */
    HFORM_INVOKE_TUPLE,    /* invoke_subgraph(f, id, (operands,)) (older) */
    HFORM_WHILE_3,         /* while_loop(cond, body, carried) without additional_inputs */
    HFORM_ASSOC_OLD,       /* associative_scan(f, xs, dim) (2024) */
};

/* One HOP call node, described. Arrays live in the arena passed to hop_describe. */
typedef struct HopCall {
    ModuleId module;      /* the module holding the call */
    NodeId node;
    HopKind kind;
    const HopInfo *info;
    uint8_t form;         /* HFORM_*: which printed arity */
    HopOperand *operands; /* flattened, in signature order */
    uint32_t noperands;
    HopSub *subs;
    uint32_t nsubs;
    HopPair *pairs;       /* metadata pairings, empty for HOPs without any */
    uint32_t npairs;
    const char *lhs_name, *rhs_name; /* check_meta_consistency names: "true_fn_output", ... */
    uint8_t pair_check;   /* HopPairCheck */
    const Value *op;      /* with_effects, auto_functionalized*, out_dtype, run_with_rng_state,
                             flex_gemm: the op object passed (VK_SYMBOL); else NULL */
    const char *problem;  /* NULL, or why the printed call matches none of the HOP's forms */
} HopCall;

/* Describes call node n of module m if it is a HOP call: fills *out (arrays from `a`) and
 * returns true; returns false (out untouched) for any other node. A call whose arguments fit
 * none of the HOP's forms is still described as far as it goes, with `problem` set. */
bool hop_describe(Arena *a, const Graph *g, ModuleId m, NodeId n, HopCall *out);
/* The first input of subgraph `sub` of call c (its placeholder ordinal) that operand `operand`
 * feeds, as itself or as a slice; as `kind` only (HopInputKind) unless kind is negative.
 * NONE_ID when it feeds none. Constant time for the calls hop_describe makes, whatever the
 * operand count. */
uint32_t hop_sub_input(const HopCall *c, const HopSub *sub, uint32_t operand, int kind);

/* Where a pairing end lives: module, node (NONE_ID for a literal operand or a non-node output)
 * and the printed Value (NULL for placeholders). */
typedef struct HopEndRef {
    ModuleId module;
    NodeId node;
    const Value *value;
} HopEndRef;
HopEndRef hop_end_resolve(const Graph *g, const HopCall *c, HopEnd e);

const char *hop_group_name(HopGroup g);
const char *hop_input_kind_name(HopInputKind k);

#endif
