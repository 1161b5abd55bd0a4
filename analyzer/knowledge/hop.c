/* The HOP table and hop_describe: each HOP's printed forms (spec §1.1-§1.11) turned into
 * operands, subgraphs with their placeholder feeds and output fates, and metadata pairings. */
#include "knowledge/hop.h"

#include <string.h>

/* Subgraphs one call can carry: switch takes a list of branches */
#define MAX_SUBS 64

enum { F_MUT = HOP_FORBID_MUTATION, F_ALIAS = HOP_FORBID_ALIAS, F_GB = HOP_FORBID_GRAPH_BREAK };

static const HopInfo hop_table[HOP_COUNT] = {
    [HOP_UNKNOWN] = {HOP_UNKNOWN, "?", "?", 0, 0},
    [HOP_COND] = {HOP_COND, "cond", "torch.cond", F_MUT | F_ALIAS | F_GB,
                  HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_WHILE_LOOP] = {HOP_WHILE_LOOP, "while_loop", "torch.while_loop", F_MUT | F_ALIAS | F_GB,
                        HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_WHILE_LOOP_STACK_OUTPUT] = {HOP_WHILE_LOOP_STACK_OUTPUT, "while_loop_stack_output", "torch.while_loop",
                                     F_MUT | F_ALIAS | F_GB, HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_SCAN] = {HOP_SCAN, "scan", "torch.ops.higher_order.scan", F_MUT | F_ALIAS | F_GB,
                  HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_ASSOCIATIVE_SCAN] = {HOP_ASSOCIATIVE_SCAN, "associative_scan", "torch.ops.higher_order.associative_scan",
                              F_MUT | F_ALIAS | F_GB, HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_MAP_IMPL] = {HOP_MAP_IMPL, "map_impl", "torch.ops.higher_order.map_impl", F_MUT | F_ALIAS | F_GB,
                      HOPI_CAPTURES_SCALARS | HOPI_CONTROL_FLOW},
    [HOP_INVOKE_SUBGRAPH] = {HOP_INVOKE_SUBGRAPH, "invoke_subgraph", "torch.ops.higher_order.invoke_subgraph",
                             F_MUT | F_ALIAS | F_GB, HOPI_OUTPUTS_DIRECT},
    [HOP_INVOKE_QUANT_PACKED] = {HOP_INVOKE_QUANT_PACKED, "invoke_quant_packed",
                                 "torch.ops.higher_order.invoke_quant_packed", F_MUT | F_ALIAS | F_GB, HOPI_OUTPUTS_DIRECT},
    [HOP_FLEX_ATTENTION] = {HOP_FLEX_ATTENTION, "flex_attention", "torch.ops.higher_order.flex_attention", F_MUT, 0},
    [HOP_FLEX_ATTENTION_BACKWARD] = {HOP_FLEX_ATTENTION_BACKWARD, "flex_attention_backward",
                                     "torch.ops.higher_order.flex_attention_backward", F_MUT, 0},
    [HOP_WRAP] = {HOP_WRAP, "wrap", "torch.ops.higher_order.wrap", 0, HOPI_OUTPUTS_DIRECT},
    [HOP_TAG_ACTIVATION_CHECKPOINT] = {HOP_TAG_ACTIVATION_CHECKPOINT, "tag_activation_checkpoint",
                                       "torch.utils.checkpoint.checkpoint", 0, HOPI_OUTPUTS_DIRECT},
    [HOP_WRAP_WITH_SET_GRAD_ENABLED] = {HOP_WRAP_WITH_SET_GRAD_ENABLED, "wrap_with_set_grad_enabled",
                                        "torch.ops.higher_order.wrap_with_set_grad_enabled", 0, HOPI_OUTPUTS_DIRECT},
    [HOP_WRAP_WITH_AUTOCAST] = {HOP_WRAP_WITH_AUTOCAST, "wrap_with_autocast",
                                "torch.ops.higher_order.wrap_with_autocast", 0, HOPI_OUTPUTS_DIRECT},
    [HOP_HINTS_WRAPPER] = {HOP_HINTS_WRAPPER, "hints_wrapper", "torch.ops.higher_order.hints_wrapper", F_MUT | F_ALIAS | F_GB,
                           HOPI_OUTPUTS_DIRECT},
    [HOP_STRICT_MODE] = {HOP_STRICT_MODE, "strict_mode", "torch.ops.higher_order.strict_mode", F_GB,
                         HOPI_OUTPUTS_DIRECT},
    [HOP_LOCAL_MAP_HOP] = {HOP_LOCAL_MAP_HOP, "local_map_hop", "torch.ops.higher_order.local_map_hop",
                           F_MUT | F_ALIAS, HOPI_OUTPUTS_DIRECT},
    [HOP_AUTOGRAD_FUNCTION_APPLY] = {HOP_AUTOGRAD_FUNCTION_APPLY, "autograd_function_apply",
                                     "torch.autograd.Function.apply", 0, 0},
    [HOP_WITH_EFFECTS] = {HOP_WITH_EFFECTS, "with_effects", "torch.ops.higher_order.with_effects", 0, HOPI_EFFECTFUL},
    [HOP_AUTO_FUNCTIONALIZED] = {HOP_AUTO_FUNCTIONALIZED, "auto_functionalized",
                                 "torch.ops.higher_order.auto_functionalized", 0, HOPI_FUNCTIONAL},
    [HOP_AUTO_FUNCTIONALIZED_V2] = {HOP_AUTO_FUNCTIONALIZED_V2, "auto_functionalized_v2",
                                    "torch.ops.higher_order.auto_functionalized_v2", 0, HOPI_FUNCTIONAL},
    [HOP_TRITON_KERNEL_WRAPPER_FUNCTIONAL] = {HOP_TRITON_KERNEL_WRAPPER_FUNCTIONAL, "triton_kernel_wrapper_functional",
                                              "torch.ops.higher_order.triton_kernel_wrapper_functional", 0,
                                              HOPI_FUNCTIONAL},
    [HOP_TRITON_KERNEL_WRAPPER_MUTATION] = {HOP_TRITON_KERNEL_WRAPPER_MUTATION, "triton_kernel_wrapper_mutation",
                                            "torch.ops.higher_order.triton_kernel_wrapper_mutation", 0,
                                            HOPI_WRITES_OPERANDS},
    [HOP_OUT_DTYPE] = {HOP_OUT_DTYPE, "out_dtype", "torch.ops.higher_order.out_dtype", 0, 0},
    [HOP_CALL_TORCHBIND] = {HOP_CALL_TORCHBIND, "call_torchbind", "torch.ops.higher_order.call_torchbind", 0,
                            HOPI_EFFECTFUL},
    [HOP_RUN_WITH_RNG_STATE] = {HOP_RUN_WITH_RNG_STATE, "run_with_rng_state",
                                "torch.ops.higher_order.run_with_rng_state", 0, 0},
    [HOP_RUN_AND_SAVE_RNG_STATE] = {HOP_RUN_AND_SAVE_RNG_STATE, "run_and_save_rng_state",
                                    "torch.ops.higher_order.run_and_save_rng_state", 0, 0},
    [HOP_EXECUTORCH_CALL_DELEGATE] = {HOP_EXECUTORCH_CALL_DELEGATE, "executorch_call_delegate",
                                      "torch.ops.higher_order.executorch_call_delegate", 0, 0},
    [HOP_PRINT] = {HOP_PRINT, "print", "torch.ops.higher_order.print", 0, HOPI_EFFECTFUL},
    /* the rest of PyTorch 2.13's registry: opaque callables (no printed subgraph to check), rng
     * and export plumbing, and two BaseHOPs (foreach_map, invoke_quant) whose Dynamo variable
     * supports neither input mutation nor aliasing */
    [HOP_EXPORT_TRACEPOINT] = {HOP_EXPORT_TRACEPOINT, "_export_tracepoint", "torch.ops.higher_order._export_tracepoint",
                               0, 0},
    [HOP_AOTI_CALL_DELEGATE] = {HOP_AOTI_CALL_DELEGATE, "aoti_call_delegate",
                                "torch.ops.higher_order.aoti_call_delegate", 0, 0},
    [HOP_CONTROL_DEPS] = {HOP_CONTROL_DEPS, "control_deps", "torch.ops.higher_order.control_deps", 0,
                          HOPI_OUTPUTS_DIRECT},
    [HOP_CUSTOM_FUNCTION_CALL] = {HOP_CUSTOM_FUNCTION_CALL, "custom_function_call",
                                  "torch.ops.higher_order.custom_function_call", 0, 0},
    [HOP_DYNAMO_BYPASSING_WRAPPER] = {HOP_DYNAMO_BYPASSING_WRAPPER, "dynamo_bypassing_wrapper",
                                      "torch.ops.higher_order.dynamo_bypassing_wrapper", 0, HOPI_OUTPUTS_DIRECT},
    [HOP_FLAT_APPLY] = {HOP_FLAT_APPLY, "flat_apply", "torch.ops.higher_order.flat_apply", 0, 0},
    [HOP_FOREACH_MAP] = {HOP_FOREACH_MAP, "foreach_map", "torch.ops.higher_order.foreach_map", F_MUT | F_ALIAS, 0},
    [HOP_GRAPHSAFE_RUN_WITH_RNG_STATE] = {HOP_GRAPHSAFE_RUN_WITH_RNG_STATE, "graphsafe_run_with_rng_state",
                                          "torch.ops.higher_order.graphsafe_run_with_rng_state", 0, 0},
    [HOP_INDUCTOR_COMPILED_CODE] = {HOP_INDUCTOR_COMPILED_CODE, "inductor_compiled_code",
                                    "torch.ops.higher_order.inductor_compiled_code", 0, 0},
    [HOP_INLINE_ASM_ELEMENTWISE] = {HOP_INLINE_ASM_ELEMENTWISE, "inline_asm_elementwise",
                                    "torch.ops.higher_order.inline_asm_elementwise", 0, 0},
    [HOP_INVOKE_LEAF_FUNCTION] = {HOP_INVOKE_LEAF_FUNCTION, "invoke_leaf_function",
                                  "torch.ops.higher_order.invoke_leaf_function", 0, 0},
    [HOP_INVOKE_QUANT] = {HOP_INVOKE_QUANT, "invoke_quant", "torch.ops.higher_order.invoke_quant", F_MUT | F_ALIAS,
                          HOPI_OUTPUTS_DIRECT},
    [HOP_REGISTER_HOOK] = {HOP_REGISTER_HOOK, "register_hook", "torch.ops.higher_order.register_hook", 0, 0},
    [HOP_RUN_CONST_GRAPH] = {HOP_RUN_CONST_GRAPH, "run_const_graph", "torch.ops.higher_order.run_const_graph", 0,
                             HOPI_OUTPUTS_DIRECT},
    [HOP_RUN_DTENSOR_RNG_OP] = {HOP_RUN_DTENSOR_RNG_OP, "run_dtensor_rng_op", "torch.ops.higher_order.run_dtensor_rng_op",
                                0, 0},
    [HOP_TRACE_WRAPPED] = {HOP_TRACE_WRAPPED, "trace_wrapped", "torch.ops.higher_order.trace_wrapped", 0, 0},
    [HOP_WRAP_ACTIVATION_CHECKPOINT] = {HOP_WRAP_ACTIVATION_CHECKPOINT, "wrap_activation_checkpoint",
                                        "torch.utils.checkpoint.checkpoint", 0, HOPI_OUTPUTS_DIRECT},
    /* PyTorch 2.14: switch (torch._higher_order_ops.switch, pytorch#182902; SwitchHigherOrderVariable
     * speculates each branch as cond's do, switch_func runs _check_alias_and_mutation per branch)
     * and flex_gemm (torch._higher_order_ops.flex_gemm; a WrapHigherOrderVariable to Dynamo, its
     * functionalization runs _check_alias_and_mutation on the body) */
    [HOP_SWITCH] = {HOP_SWITCH, "switch", "torch.switch", F_MUT | F_ALIAS | F_GB, HOPI_CONTROL_FLOW, 214},
    [HOP_FLEX_GEMM] = {HOP_FLEX_GEMM, "flex_gemm", "torch.ops.higher_order.flex_gemm", F_MUT | F_ALIAS | F_GB,
                       HOPI_OUTPUTS_DIRECT, 214},
};

const HopInfo *hop_info(HopKind k) { return &hop_table[k < HOP_COUNT ? k : HOP_UNKNOWN]; }

bool hop_in_release(HopKind k, int release) { return k != HOP_UNKNOWN && k < HOP_COUNT && hop_table[k].since <= release; }

HopKind hop_kind_of(const Target *t, bool *is_hop)
{
    /* a HOP is an object (torch._higher_order_ops.effects.with_effects); a class there is a
     * constructor of the options some HOPs take (_invoke_quant.InvokeQuant(...)) */
    bool hop = target_is_hop(t) ||
               (t->kind == TK_CALLABLE && str_starts(t->qualname, "torch._higher_order_ops.") && t->op.len &&
                !(t->op.ptr[0] >= 'A' && t->op.ptr[0] <= 'Z'));
    if (is_hop) *is_hop = hop;
    if (!hop) return HOP_UNKNOWN;
    for (int k = 1; k < HOP_COUNT; k++)
        if (str_eqz(t->op, hop_table[k].name)) return (HopKind)k;
    return HOP_UNKNOWN;
}

const char *hop_group_name(HopGroup g)
{
    static const char *const names[] = {
        "pred", "operands", "carried_inputs", "additional_inputs", "init", "xs", "pos_args", "args",
        "qkv", "block_mask", "score_mod_other_buffers", "mask_mod_other_buffers", "token", "kwargs",
        "_all_bases", "index", "other",
    };
    return (unsigned)g < sizeof names / sizeof names[0] ? names[g] : "?";
}

const char *hop_input_kind_name(HopInputKind k)
{
    switch (k) {
    case HIN_OPERAND: return "operand";
    case HIN_SLICE: return "slice";
    case HIN_SCALAR: return "scalar";
    case HIN_UNKNOWN: return "unknown";
    }
    return "?";
}

/* ---- building one description ---- */

typedef struct Builder {
    Arena *a;
    const Graph *g;
    ModuleId m;
    const Node *n;
    HopCall *c;
    VEC(HopOperand) ops;
    uint32_t in_group[HG_OTHER + 1]; /* how many of ops are in each group: an operand's index */
    VEC(HopPair) pairs;
    HopSub subs[MAX_SUBS];
    VEC(HopInput) in[MAX_SUBS];
    uint32_t nsubs;
} Builder;

static const Value *arg(const Builder *b, uint32_t i) { return i < b->n->nargs ? &b->n->args[i] : NULL; }

static void problem(Builder *b, const char *fmt, uint32_t got)
{
    if (!b->c->problem) b->c->problem = arena_printf(b->a, fmt, got);
}

/* The module a value names, when it is a get_attr of a subgraph. */
static ModuleId value_submodule(const Builder *b, const Value *v, NodeId *attr)
{
    NodeId id = value_node(v);
    const Module *mod = graph_module(b->g, b->m);
    if (attr) *attr = id;
    if (id == NONE_ID || id >= mod->nnodes) return NONE_ID;
    const Node *d = module_node(mod, id);
    return d->kind == NK_GET_ATTR ? d->submodule : NONE_ID;
}

static bool is_subgraph_value(const Builder *b, const Value *v) { return v && value_submodule(b, v, NULL) != NONE_ID; }

/* Appends v's leaves (lists and tuples flattened) as operands of group g; returns the first
 * index. Subgraph references inside are skipped (flex_attention's block_mask holds one). */
static uint32_t add_operands(Builder *b, const Value *v, HopGroup g, Str key)
{
    uint32_t first = b->ops.len;
    if (!v) return first;
    if (v->kind == VK_TUPLE || v->kind == VK_LIST) {
        for (uint32_t i = 0; i < v->seq.n; i++) add_operands(b, &v->seq.items[i], g, key);
        return first;
    }
    if (is_subgraph_value(b, v)) return first;
    HopOperand op = {v, (uint8_t)g, b->in_group[g]++, key};
    VEC_PUSH(b->a, b->ops, op);
    return first;
}

/* Drops the operands from `len` on. */
static void ops_truncate(Builder *b, uint32_t len)
{
    while (b->ops.len > len) b->in_group[b->ops.items[--b->ops.len].group]--;
}

/* Operands from positional arguments from..nargs-1. */
static uint32_t add_rest(Builder *b, uint32_t from, HopGroup g)
{
    uint32_t first = b->ops.len;
    for (uint32_t i = from; i < b->n->nargs; i++) add_operands(b, &b->n->args[i], g, (Str){0});
    return first;
}

static int add_sub(Builder *b, const Value *v, HopSubRole role, const char *name, uint16_t forbid)
{
    if (!v) {
        problem(b, "missing subgraph argument (call has %u arguments)", b->n->nargs);
        return -1;
    }
    if (b->nsubs == MAX_SUBS) {
        problem(b, "more than %u subgraphs: the rest are not checked", MAX_SUBS);
        return -1;
    }
    HopSub *s = &b->subs[b->nsubs];
    memset(s, 0, sizeof *s);
    s->module = value_submodule(b, v, &s->attr);
    s->role = (uint8_t)role;
    s->name = name;
    s->forbid = forbid;
    if (s->module == NONE_ID) problem(b, "a subgraph argument is not a subgraph attribute (%u)", b->nsubs);
    return (int)b->nsubs++;
}

static void feed(Builder *b, int sub, HopInputKind kind, uint32_t first, uint32_t end)
{
    if (sub < 0) return;
    for (uint32_t i = first; i < end; i++) {
        HopInput in = {(uint8_t)kind, i};
        VEC_PUSH(b->a, b->in[sub], in);
    }
}

static void feed_fixed(Builder *b, int sub, HopInputKind kind, uint32_t count)
{
    if (sub < 0) return;
    for (uint32_t i = 0; i < count; i++) {
        HopInput in = {(uint8_t)kind, NONE_ID};
        VEC_PUSH(b->a, b->in[sub], in);
    }
}

/* Output i of the subgraph: how(i) with result index i, or HRES_NONE. */
static void outputs_all(Builder *b, int sub, HopResultKind how)
{
    if (sub < 0) return;
    HopSub *s = &b->subs[sub];
    if (s->module == NONE_ID) return;
    const Value *outs;
    uint32_t n = module_outputs(graph_module(b->g, s->module), &outs);
    s->outputs = ARENA_ARRAY(b->a, HopOutput, n ? n : 1);
    s->noutputs = n;
    for (uint32_t i = 0; i < n; i++) s->outputs[i] = (HopOutput){(uint8_t)how, how == HRES_NONE ? NONE_ID : i};
}

static void pair(Builder *b, HopEnd lhs, HopEnd rhs, uint32_t index)
{
    HopPair p = {lhs, rhs, index};
    VEC_PUSH(b->a, b->pairs, p);
}

static void pair_names(Builder *b, const char *lhs, const char *rhs, HopPairCheck check)
{
    b->c->lhs_name = lhs;
    b->c->rhs_name = rhs;
    b->c->pair_check = (uint8_t)check;
}

static uint32_t nout(const Builder *b, int sub) { return sub >= 0 ? b->subs[sub].noutputs : 0; }

static HopEnd end(HopEndKind k, int sub, uint32_t i) { return (HopEnd){(uint8_t)k, (uint8_t)(sub < 0 ? 0 : sub), i}; }

/* ---- per HOP ---- */

/* cond(pred, true_fn, false_fn, operands) */
static void describe_cond(Builder *b, uint16_t forbid)
{
    if (b->n->nargs != 4) problem(b, "cond expects 4 arguments (pred, true_fn, false_fn, operands), got %u", b->n->nargs);
    add_operands(b, arg(b, 0), HG_PRED, (Str){0});
    uint32_t first = add_operands(b, arg(b, 3), HG_OPERANDS, (Str){0}), end_ = b->ops.len;
    int t = add_sub(b, arg(b, 1), HSUB_TRUE_BRANCH, "cond_true", forbid);
    int f = add_sub(b, arg(b, 2), HSUB_FALSE_BRANCH, "cond_false", forbid);
    feed(b, t, HIN_OPERAND, first, end_);
    feed(b, f, HIN_OPERAND, first, end_);
    outputs_all(b, t, HRES_DIRECT);
    outputs_all(b, f, HRES_DIRECT);
    uint32_t n = nout(b, t) < nout(b, f) ? nout(b, t) : nout(b, f);
    if (t >= 0 && f >= 0)
        for (uint32_t i = 0; i < n; i++) pair(b, end(HEND_SUB_OUTPUT, t, i), end(HEND_SUB_OUTPUT, f, i), i);
    pair_names(b, "true_fn_output", "false_fn_output", HPAIR_BRANCHES);
}

/* switch(index, [branch0, branch1, ...], (operands,)) (trace_switch; Dynamo passes a tuple of
 * lifted operands). Every branch takes the operands and returns the same outputs: PyTorch merges
 * branch k's outputs into branch 0's (_merge_output reduced over the branches), so output i of
 * branch 0 is paired with output i of each other branch. */
static void describe_switch(Builder *b, uint16_t forbid)
{
    if (b->n->nargs != 3) problem(b, "switch expects 3 arguments (index, branches, operands), got %u", b->n->nargs);
    add_operands(b, arg(b, 0), HG_INDEX, (Str){0});
    uint32_t first = add_operands(b, arg(b, 2), HG_OPERANDS, (Str){0}), end_ = b->ops.len;
    const Value *list = arg(b, 1);
    if (!list || (list->kind != VK_LIST && list->kind != VK_TUPLE) || list->seq.n == 0) {
        problem(b, "switch's branches are not a list of subgraphs (argument 1 of %u)", b->n->nargs);
        return;
    }
    int subs[MAX_SUBS];
    uint32_t n = 0;
    for (uint32_t i = 0; i < list->seq.n && n < MAX_SUBS; i++) {
        const char *name = arena_printf(b->a, "switch_branch%u", i); /* switch_func's name for it */
        int s = add_sub(b, &list->seq.items[i], HSUB_BRANCH, name, forbid);
        if (s < 0) continue;
        subs[n++] = s;
        feed(b, s, HIN_OPERAND, first, end_);
        outputs_all(b, s, HRES_DIRECT);
    }
    if (list->seq.n > MAX_SUBS) problem(b, "more than %u subgraphs: the rest are not checked", MAX_SUBS);
    for (uint32_t k = 1; k < n; k++) {
        uint32_t m = nout(b, subs[0]) < nout(b, subs[k]) ? nout(b, subs[0]) : nout(b, subs[k]);
        for (uint32_t i = 0; i < m; i++) pair(b, end(HEND_SUB_OUTPUT, subs[0], i), end(HEND_SUB_OUTPUT, subs[k], i), i);
    }
    pair_names(b, "branch0", "branch", HPAIR_BRANCHES);
}

/* flex_gemm(gemm_op, body, (gemm_args and lifted tensors,), gemm_kwargs, kernel_options): the body
 * is epilogue_fn(gemm_op(*gemm_args)) and takes the tuple's elements; its outputs are the HOP's. */
static void describe_flex_gemm(Builder *b, uint16_t forbid)
{
    if (b->n->nargs != 5)
        problem(b, "flex_gemm expects 5 arguments (gemm_op, body_fn, args, kwargs, kernel_options), got %u",
                b->n->nargs);
    b->c->op = arg(b, 0);
    uint32_t first = add_operands(b, arg(b, 2), HG_ARGS, (Str){0}), end_ = b->ops.len;
    int s = add_sub(b, arg(b, 1), HSUB_BODY, "flex_gemm", forbid);
    feed(b, s, HIN_OPERAND, first, end_);
    outputs_all(b, s, HRES_DIRECT);
}

/* while_loop(cond_fn, body_fn, carried_inputs, additional_inputs) */
static void describe_while(Builder *b, uint16_t forbid, bool stacked)
{
    if (b->n->nargs == 3) b->c->form = HFORM_WHILE_3;
    else if (b->n->nargs != 4)
        problem(b, "while_loop expects 4 arguments (cond_fn, body_fn, carried_inputs, additional_inputs), got %u",
                b->n->nargs);
    uint32_t carried = add_operands(b, arg(b, 2), HG_CARRIED, (Str){0}), ncarried = b->ops.len - carried;
    add_operands(b, arg(b, 3), HG_ADDITIONAL, (Str){0});
    int c = add_sub(b, arg(b, 0), HSUB_COND_FN, "cond_fn", forbid);
    int body = add_sub(b, arg(b, 1), HSUB_BODY_FN, "body_fn", forbid);
    feed(b, c, HIN_OPERAND, carried, b->ops.len);
    feed(b, body, HIN_OPERAND, carried, b->ops.len);
    outputs_all(b, c, HRES_NONE);
    outputs_all(b, body, stacked ? HRES_STACKED : HRES_LAST);
    for (uint32_t i = 0; body >= 0 && i < ncarried && i < nout(b, body); i++)
        pair(b, end(HEND_SUB_OUTPUT, body, i), end(HEND_OPERAND, -1, carried + i), i);
    pair_names(b, "body_fn_output", "carried_inputs", HPAIR_META_NO_CONTIG);
}

/* scan(combine_fn, init, xs, additional_inputs) or, older, scan(f, init, xs, dim, reverse, add) */
static void describe_scan(Builder *b, uint16_t forbid)
{
    uint32_t add_at = 3;
    if (b->n->nargs == 6) {
        b->c->form = HFORM_SCAN_6;
        add_at = 5;
    } else if (b->n->nargs != 4) {
        problem(b, "scan expects 4 or 6 arguments, got %u", b->n->nargs);
    }
    uint32_t init = add_operands(b, arg(b, 1), HG_INIT, (Str){0}), ninit = b->ops.len - init;
    uint32_t xs = add_operands(b, arg(b, 2), HG_XS, (Str){0}), nxs = b->ops.len - xs;
    uint32_t add = add_operands(b, arg(b, add_at), HG_ADDITIONAL, (Str){0});
    int s = add_sub(b, arg(b, 0), HSUB_COMBINE_FN, "scan", forbid);
    feed(b, s, HIN_OPERAND, init, init + ninit);
    feed(b, s, HIN_SLICE, xs, xs + nxs);
    feed(b, s, HIN_OPERAND, add, b->ops.len);
    outputs_all(b, s, HRES_STACKED);
    for (uint32_t i = 0; s >= 0 && i < ninit && i < nout(b, s); i++) {
        b->subs[s].outputs[i].how = HRES_LAST;
        pair(b, end(HEND_OPERAND, -1, init + i), end(HEND_SUB_OUTPUT, s, i), i);
    }
    pair_names(b, "init", "carry", HPAIR_META_NO_CONTIG);
}

/* associative_scan(combine_fn, xs, additional_inputs); 2024: associative_scan(f, xs, dim) */
static void describe_associative_scan(Builder *b, uint16_t forbid)
{
    if (b->n->nargs != 3) problem(b, "associative_scan expects 3 arguments, got %u", b->n->nargs);
    uint32_t xs = add_operands(b, arg(b, 1), HG_XS, (Str){0}), nxs = b->ops.len - xs;
    const Value *third = arg(b, 2);
    if (third && third->kind == VK_INT) b->c->form = HFORM_ASSOC_OLD;
    else add_operands(b, third, HG_ADDITIONAL, (Str){0});
    int s = add_sub(b, arg(b, 0), HSUB_COMBINE_FN, "associative_scan", forbid);
    feed(b, s, HIN_SLICE, xs, xs + nxs); /* lhs */
    feed(b, s, HIN_SLICE, xs, xs + nxs); /* rhs */
    feed(b, s, HIN_OPERAND, xs + nxs, b->ops.len);
    outputs_all(b, s, HRES_STACKED);
    for (uint32_t i = 0; s >= 0 && i < nxs && i < nout(b, s); i++)
        pair(b, end(HEND_SUB_INPUT, s, i), end(HEND_SUB_OUTPUT, s, i), i);
    pair_names(b, "initial_xs", "combine_fn_output", HPAIR_META_NO_CONTIG);
}

/* map_impl(f, xs, pos_args); 2023: map_impl(f, num_mapped, *args) */
static void describe_map(Builder *b, uint16_t forbid)
{
    const Value *second = arg(b, 1);
    uint32_t xs, nxs;
    if (second && second->kind == VK_INT) {
        b->c->form = HFORM_MAP_OLD;
        xs = b->ops.len;
        for (uint32_t i = 2; i < b->n->nargs; i++)
            add_operands(b, &b->n->args[i], (int64_t)(i - 2) < second->i ? HG_XS : HG_POS_ARGS, (Str){0});
        nxs = 0;
        for (uint32_t i = xs; i < b->ops.len; i++) nxs += b->ops.items[i].group == HG_XS;
    } else {
        if (b->n->nargs != 3) problem(b, "map_impl expects 3 arguments (f, xs, pos_args), got %u", b->n->nargs);
        xs = add_operands(b, second, HG_XS, (Str){0});
        nxs = b->ops.len - xs;
        add_operands(b, arg(b, 2), HG_POS_ARGS, (Str){0});
    }
    int s = add_sub(b, arg(b, 0), HSUB_MAP_BODY, "map", forbid);
    feed(b, s, HIN_SLICE, xs, xs + nxs);
    feed(b, s, HIN_OPERAND, xs + nxs, b->ops.len);
    outputs_all(b, s, HRES_STACKED);
}

/* invoke_subgraph(subgraph, identifier, *operands); older: (subgraph, identifier, (operands,)) */
static void describe_invoke(Builder *b, uint16_t forbid, uint32_t first_operand, const char *name)
{
    const Value *ops = arg(b, first_operand);
    if (b->n->nargs == first_operand + 1 && ops && (ops->kind == VK_TUPLE || ops->kind == VK_LIST))
        b->c->form = HFORM_INVOKE_TUPLE;
    uint32_t first = add_rest(b, first_operand, HG_OPERANDS);
    int s = add_sub(b, arg(b, 0), HSUB_BODY, name, forbid);
    feed(b, s, HIN_OPERAND, first, b->ops.len);
    outputs_all(b, s, HRES_DIRECT);
}

/* flex_attention(q, k, v, score_mod, block_mask, scale, kernel_options, score_bufs, mask_bufs);
 * flex_attention_backward(q, k, v, out, lse, grad_out, grad_lse, fw_graph, joint_graph,
 * block_mask, scale, kernel_options, score_bufs, mask_bufs). The mask graph is the last element
 * of block_mask. score_mod takes (score, b, h, m, n, *score_bufs), mask_mod (b, h, m, n, *mask_bufs),
 * the joint graph (score, b, h, m, n, grad_score, *score_bufs). */
static void describe_flex(Builder *b, uint16_t forbid, bool backward)
{
    uint32_t nqkv = backward ? 7 : 3, at = backward ? 9 : 4;
    if (b->n->nargs != at + 5)
        problem(b, backward ? "flex_attention_backward expects 14 arguments, got %u"
                            : "flex_attention expects 9 arguments, got %u", b->n->nargs);
    for (uint32_t i = 0; i < nqkv; i++) add_operands(b, arg(b, i), HG_QKV, (Str){0});
    const Value *bm = arg(b, at);
    add_operands(b, bm, HG_BLOCK_MASK, (Str){0});
    uint32_t sb = add_operands(b, arg(b, at + 3), HG_SCORE_BUFFERS, (Str){0}), sb_end = b->ops.len;
    uint32_t mb = add_operands(b, arg(b, at + 4), HG_MASK_BUFFERS, (Str){0}), mb_end = b->ops.len;
    int score = add_sub(b, arg(b, nqkv), backward ? HSUB_FWD : HSUB_SCORE_MOD, backward ? "fw_graph" : "score_mod", forbid);
    feed_fixed(b, score, HIN_SCALAR, 5);
    feed(b, score, HIN_OPERAND, sb, sb_end);
    outputs_all(b, score, HRES_NONE);
    if (backward) {
        int joint = add_sub(b, arg(b, 8), HSUB_JOINT, "joint_graph", forbid);
        feed_fixed(b, joint, HIN_SCALAR, 6);
        feed(b, joint, HIN_OPERAND, sb, sb_end);
        outputs_all(b, joint, HRES_NONE);
    }
    const Value *mask = bm && (bm->kind == VK_TUPLE || bm->kind == VK_LIST) && bm->seq.n
                            ? &bm->seq.items[bm->seq.n - 1] : NULL;
    if (mask && is_subgraph_value(b, mask)) {
        int ms = add_sub(b, mask, HSUB_MASK_MOD, "mask_mod", 0);
        feed_fixed(b, ms, HIN_SCALAR, 4);
        feed(b, ms, HIN_OPERAND, mb, mb_end);
        outputs_all(b, ms, HRES_NONE);
    }
}

/* wrap(body, *args), tag_activation_checkpoint(body, *args), wrap_with_set_grad_enabled(flag,
 * body, *args), wrap_with_autocast(dev, dtype, enabled, cache, body, *args), local_map_hop,
 * hints_wrapper(body, (args,), {}, hints=), strict_mode(body, (args,)). */
static void describe_body_call(Builder *b, uint16_t forbid, uint32_t body_at, const char *name)
{
    uint32_t first = add_rest(b, body_at + 1, HG_ARGS);
    if (b->c->kind == HOP_HINTS_WRAPPER) {
        /* only the args tuple feeds the body; the kwargs dict is empty */
        ops_truncate(b, first);
        add_operands(b, arg(b, body_at + 1), HG_ARGS, (Str){0});
    }
    int s = add_sub(b, arg(b, body_at), HSUB_BODY, name, forbid);
    feed(b, s, HIN_OPERAND, first, b->ops.len);
    outputs_all(b, s, HRES_DIRECT);
}

/* autograd_function_apply(fwd_body, bwd_body, *args, **kw): fwd takes (ctx, *args). */
static void describe_autograd_function(Builder *b, uint16_t forbid)
{
    uint32_t first = add_rest(b, 2, HG_ARGS);
    int fwd = add_sub(b, arg(b, 0), HSUB_FWD, "fwd_body", forbid);
    int bwd = add_sub(b, arg(b, 1), HSUB_BWD, "bwd_body", forbid);
    feed_fixed(b, fwd, HIN_UNKNOWN, 1);
    feed(b, fwd, HIN_OPERAND, first, b->ops.len);
    outputs_all(b, fwd, HRES_NONE);
    outputs_all(b, bwd, HRES_NONE);
}

/* Keyword operands (auto_functionalized*, print), subgraph-valued ones become subgraphs. */
static void add_kwarg_operands(Builder *b, uint16_t forbid)
{
    for (uint32_t k = 0; k < b->n->nkwargs; k++) {
        const Kwarg *kw = &b->n->kwargs[k];
        if (is_subgraph_value(b, &kw->value)) {
            int s = add_sub(b, &kw->value, HSUB_BODY, "auto_functionalized", forbid);
            (void)s;
            continue;
        }
        if (kw->value.kind == VK_DICT) {
            for (uint32_t i = 0; i < kw->value.seq.n; i++)
                add_operands(b, &kw->value.seq.items[i], HG_KWARGS, kw->value.seq.keys[i]);
            continue;
        }
        add_operands(b, &kw->value, str_eqz(kw->key, "_all_bases") ? HG_BASES : HG_KWARGS, kw->key);
    }
}

/* A HOP without a row, or one whose arguments are opaque callables: subgraph arguments
 * found, their inputs unknown, nothing checked inside them. */
static void describe_unknown(Builder *b)
{
    for (uint32_t i = 0; i < b->n->nargs; i++) {
        const Value *v = &b->n->args[i];
        /* a list of subgraphs too (switch's branches) */
        bool seq = (v->kind == VK_LIST || v->kind == VK_TUPLE) && v->seq.n && is_subgraph_value(b, &v->seq.items[0]);
        for (uint32_t k = 0; k < (seq ? v->seq.n : 1); k++) {
            const Value *e = seq ? &v->seq.items[k] : v;
            if (is_subgraph_value(b, e)) {
                int s = add_sub(b, e, HSUB_OTHER, "subgraph", 0);
                if (s >= 0) feed_fixed(b, s, HIN_UNKNOWN, module_nplaceholders(graph_module(b->g, b->subs[s].module)));
            } else {
                add_operands(b, e, HG_OTHER, (Str){0});
            }
        }
    }
    add_kwarg_operands(b, 0);
}

bool hop_describe(Arena *a, const Graph *g, ModuleId m, NodeId n, HopCall *out)
{
    const Module *mod = graph_module(g, m);
    if (n >= mod->nnodes) return false;
    const Node *node = module_node(mod, n);
    bool is_hop;
    HopKind kind = hop_kind_of(&node->target, &is_hop);
    if (node->kind != NK_CALL_FUNCTION || !is_hop) return false;
    memset(out, 0, sizeof *out);
    out->module = m;
    out->node = n;
    out->kind = kind;
    out->info = hop_info(kind);
    Builder b;
    memset(&b, 0, sizeof b);
    b.a = a;
    b.g = g;
    b.m = m;
    b.n = node;
    b.c = out;
    uint16_t forbid = out->info->forbid;
    switch (kind) {
    case HOP_COND: describe_cond(&b, forbid); break;
    case HOP_WHILE_LOOP: describe_while(&b, forbid, false); break;
    case HOP_WHILE_LOOP_STACK_OUTPUT: describe_while(&b, forbid, true); break;
    case HOP_SCAN: describe_scan(&b, forbid); break;
    case HOP_ASSOCIATIVE_SCAN: describe_associative_scan(&b, forbid); break;
    case HOP_MAP_IMPL: describe_map(&b, forbid); break;
    case HOP_INVOKE_SUBGRAPH: describe_invoke(&b, forbid, 2, "invoke_subgraph"); break;
    case HOP_INVOKE_QUANT_PACKED: describe_invoke(&b, forbid, 1, "invoke_quant_packed"); break;
    case HOP_FLEX_ATTENTION: describe_flex(&b, forbid, false); break;
    case HOP_FLEX_ATTENTION_BACKWARD: describe_flex(&b, forbid, true); break;
    case HOP_WRAP: describe_body_call(&b, forbid, 0, "wrap_body"); break;
    case HOP_TAG_ACTIVATION_CHECKPOINT: describe_body_call(&b, forbid, 0, "checkpoint_body"); break;
    case HOP_WRAP_WITH_SET_GRAD_ENABLED: describe_body_call(&b, forbid, 1, "wrap_body"); break;
    case HOP_WRAP_WITH_AUTOCAST: describe_body_call(&b, forbid, 4, "wrap_body"); break;
    case HOP_HINTS_WRAPPER: describe_body_call(&b, forbid, 0, "hints_wrapper"); break;
    case HOP_STRICT_MODE: describe_body_call(&b, forbid, 0, "strict_mode_body"); break;
    case HOP_LOCAL_MAP_HOP: describe_body_call(&b, forbid, 0, "local_map_hop"); break;
    case HOP_AUTOGRAD_FUNCTION_APPLY: describe_autograd_function(&b, forbid); break;
    case HOP_WITH_EFFECTS:
        add_operands(&b, arg(&b, 0), HG_TOKEN, (Str){0});
        out->op = arg(&b, 1);
        add_rest(&b, 2, HG_ARGS);
        add_kwarg_operands(&b, forbid);
        break;
    case HOP_AUTO_FUNCTIONALIZED:
    case HOP_AUTO_FUNCTIONALIZED_V2:
    case HOP_RUN_AND_SAVE_RNG_STATE:
    case HOP_OUT_DTYPE:
        out->op = arg(&b, 0);
        add_rest(&b, kind == HOP_OUT_DTYPE ? 2 : 1, HG_ARGS);
        add_kwarg_operands(&b, forbid);
        break;
    case HOP_RUN_WITH_RNG_STATE:
        add_operands(&b, arg(&b, 0), HG_OTHER, (Str){0});
        out->op = arg(&b, 1);
        add_rest(&b, 2, HG_ARGS);
        add_kwarg_operands(&b, forbid);
        break;
    case HOP_CALL_TORCHBIND:
        add_operands(&b, arg(&b, 0), HG_OTHER, (Str){0});
        add_rest(&b, 2, HG_ARGS);
        break;
    case HOP_EXECUTORCH_CALL_DELEGATE:
        add_rest(&b, 1, HG_ARGS);
        break;
    case HOP_TRITON_KERNEL_WRAPPER_FUNCTIONAL:
    case HOP_TRITON_KERNEL_WRAPPER_MUTATION:
    case HOP_PRINT:
        add_rest(&b, 0, HG_OTHER);
        add_kwarg_operands(&b, forbid);
        break;
    case HOP_FOREACH_MAP: describe_body_call(&b, forbid, 0, "foreach_map"); break;
    case HOP_INVOKE_QUANT: describe_body_call(&b, forbid, 0, "invoke_quant"); break;
    case HOP_WRAP_ACTIVATION_CHECKPOINT: describe_body_call(&b, forbid, 0, "checkpoint_body"); break;
    case HOP_SWITCH: describe_switch(&b, forbid); break;
    case HOP_FLEX_GEMM: describe_flex_gemm(&b, forbid); break;
    case HOP_DYNAMO_BYPASSING_WRAPPER: describe_body_call(&b, forbid, 1, "wrap_body"); break;
    case HOP_CONTROL_DEPS: describe_body_call(&b, forbid, 1, "control_deps"); break;
    case HOP_RUN_CONST_GRAPH: describe_body_call(&b, forbid, 0, "run_const_graph"); break;
    case HOP_GRAPHSAFE_RUN_WITH_RNG_STATE:
    case HOP_RUN_DTENSOR_RNG_OP:
        out->op = arg(&b, 0);
        add_rest(&b, 1, HG_ARGS);
        add_kwarg_operands(&b, forbid);
        break;
    case HOP_EXPORT_TRACEPOINT:
    case HOP_AOTI_CALL_DELEGATE:
    case HOP_CUSTOM_FUNCTION_CALL:
    case HOP_FLAT_APPLY:
    case HOP_INDUCTOR_COMPILED_CODE:
    case HOP_INLINE_ASM_ELEMENTWISE:
    case HOP_INVOKE_LEAF_FUNCTION:
    case HOP_REGISTER_HOOK:
    case HOP_TRACE_WRAPPED:
    case HOP_UNKNOWN:
    case HOP_COUNT:
        describe_unknown(&b);
        break;
    }
    out->operands = b.ops.items;
    out->noperands = b.ops.len;
    out->pairs = b.pairs.items;
    out->npairs = b.pairs.len;
    out->nsubs = b.nsubs;
    out->subs = ARENA_ARRAY(a, HopSub, b.nsubs ? b.nsubs : 1);
    for (uint32_t i = 0; i < b.nsubs; i++) {
        HopSub *sub = &out->subs[i];
        *sub = b.subs[i];
        sub->inputs = b.in[i].items;
        sub->ninputs = b.in[i].len;
        sub->operand_input = ARENA_ARRAY(a, uint32_t, out->noperands ? out->noperands : 1);
        for (uint32_t k = 0; k < out->noperands; k++) sub->operand_input[k] = NONE_ID;
        for (uint32_t k = sub->ninputs; k-- > 0;) /* backwards: the first input is the one kept */
            if (sub->inputs[k].operand < out->noperands) sub->operand_input[sub->inputs[k].operand] = k;
    }
    return true;
}

uint32_t hop_sub_input(const HopCall *c, const HopSub *sub, uint32_t operand, int kind)
{
    uint32_t i = 0;
    if (operand >= c->noperands) return NONE_ID;
    if (sub->operand_input) {
        i = sub->operand_input[operand];
        if (i == NONE_ID || kind < 0 || sub->inputs[i].kind == kind) return i;
    }
    for (; i < sub->ninputs; i++)
        if (sub->inputs[i].operand == operand && (kind < 0 || sub->inputs[i].kind == kind)) return i;
    return NONE_ID;
}

HopEndRef hop_end_resolve(const Graph *g, const HopCall *c, HopEnd e)
{
    HopEndRef r = {c->module, NONE_ID, NULL};
    if (e.kind == HEND_OPERAND) {
        if (e.index < c->noperands) {
            r.value = c->operands[e.index].value;
            r.node = value_node(r.value);
        }
        return r;
    }
    if (e.sub >= c->nsubs || c->subs[e.sub].module == NONE_ID) return r;
    r.module = c->subs[e.sub].module;
    const Module *m = graph_module(g, r.module);
    if (e.kind == HEND_SUB_OUTPUT) {
        const Value *outs;
        uint32_t n = module_outputs(m, &outs);
        if (e.index < n) {
            r.value = &outs[e.index];
            r.node = value_node(r.value);
        }
    } else {
        uint32_t k = 0;
        for (NodeId i = 0; i < m->nnodes; i++) {
            if (m->nodes[i].kind != NK_PLACEHOLDER) continue;
            if (k++ == e.index) {
                r.node = i;
                break;
            }
        }
    }
    return r;
}
