/* The release table (releases.def) and its queries. */
#include "knowledge/release.h"

#include <stdatomic.h>
#include <string.h>

static const ReleaseChange table[] = {
#define CHANGE(hop, check, since, grads, captures, verdict, message, source, note) \
    {HOP_##hop, RC_##check, since, (uint8_t)(grads), (uint8_t)(captures), RV_##verdict, RM_##message, source, note},
#include "knowledge/releases.def"
#undef CHANGE
};

const ReleaseChange *release_table(uint32_t *count)
{
    *count = (uint32_t)(sizeof table / sizeof table[0]);
    return table;
}

/* The row deciding one cell (release, grad, one capture path), or NULL. */
static const ReleaseChange *cell(int release, HopKind hop, ReleaseCheck check, GradMode grad, CapturePath path)
{
    const ReleaseChange *found = NULL;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        const ReleaseChange *r = &table[i];
        if (r->hop != hop || r->check != check || r->since > release) continue;
        if ((r->grads & GRAD_BIT(grad)) && (r->captures & CAPTURE_BIT(path))) found = r;
    }
    return found;
}

ReleaseRuling release_rule(int release, HopKind hop, ReleaseCheck check, GradMode grad, uint8_t paths)
{
    if (!release_known(release)) release = RELEASE_NEWEST_MEASURED;
    if ((unsigned)grad >= GRAD_COUNT) grad = GRAD_ENABLED;
    ReleaseRuling out = {RV_ACCEPT, false, 0, NULL, false, 0, NULL, paths, 0, {0}, {NULL}};
    bool first = true;
    for (int p = CAPTURE_COMPILE; p < CAPTURE_COUNT; p++) {
        if (!(paths & CAPTURE_BIT(p))) continue;
        const ReleaseChange *r = cell(release, hop, check, grad, (CapturePath)p);
        /* the writes with rows of their own lean on the input-mutation rows where theirs are silent */
        if ((check == RC_CAPTURED_MUTATION || check == RC_ITEM_ASSIGN || check == RC_METADATA_MUTATION) &&
            (!r || r->verdict == RV_AS_WRITE))
            r = cell(release, hop, RC_INPUT_MUTATION, grad, (CapturePath)p);
        uint8_t v = r ? r->verdict : RV_ACCEPT;
        if (v == RV_REJECT) {
            if (!out.rejecting) out.change = r;
            out.rejecting |= (uint8_t)CAPTURE_BIT(p);
        }
        if (first) {
            out.verdict = v;
            if (v != RV_REJECT) out.change = r;
            first = false;
        } else if (v != out.verdict) {
            out.mixed = true;
        }
    }
    if (out.rejecting) out.verdict = RV_REJECT;
    return out;
}

ReleaseRuling release_join_grads(const ReleaseRuling *per_grad, uint8_t grads)
{
    ReleaseRuling out = {RV_ACCEPT, false, 0, NULL, false, 0, NULL, 0, grads, {0}, {NULL}};
    bool seen_accept = false;
    for (int g = 0; g < GRAD_COUNT; g++) {
        if (!(grads & GRAD_BIT(g))) continue;
        const ReleaseRuling *r = &per_grad[g];
        out.asked |= r->asked;
        if (r->verdict == RV_REJECT) {
            if (!out.grads_rejecting) out.change = r->change;
            out.grads_rejecting |= (uint8_t)GRAD_BIT(g);
            out.rejecting |= r->rejecting;
            out.rejecting_under[g] = r->rejecting;
            out.change_under[g] = r->change;
            out.mixed |= r->mixed;
        } else if (!seen_accept) {
            seen_accept = true;
            out.accepting = r->change;
            if (!out.grads_rejecting) out.change = r->change;
        }
    }
    if (out.grads_rejecting) {
        out.verdict = RV_REJECT;
        out.grad_mixed = seen_accept;
    }
    if (!out.grad_mixed) out.accepting = NULL;
    return out;
}

bool release_grad_matters(const ReleaseRuling *r)
{
    if (r->grad_mixed) return true;
    int first = -1;
    for (int g = 0; g < GRAD_COUNT; g++) {
        if (!(r->grads_asked & GRAD_BIT(g))) continue;
        if (first < 0) first = g;
        else if (r->rejecting_under[g] != r->rejecting_under[first]) return true;
    }
    return false;
}

/* A joined ruling narrowed to the grad modes `asked`, of which those in `rejecting` reject: its
 * verdict, paths, row and openness worked out again from each mode's (rejecting_under,
 * change_under). */
static void narrow(ReleaseRuling *r, uint8_t asked, uint8_t rejecting)
{
    r->grads_asked = asked;
    r->grads_rejecting = rejecting;
    r->rejecting = 0;
    r->mixed = false;
    r->change = NULL;
    for (int g = 0; g < GRAD_COUNT; g++) {
        if (!(rejecting & GRAD_BIT(g))) {
            r->rejecting_under[g] = 0, r->change_under[g] = NULL;
            continue;
        }
        if (!r->change) r->change = r->change_under[g];
        r->rejecting |= r->rejecting_under[g];
        if (r->rejecting_under[g] != r->asked) r->mixed = true;
    }
    r->verdict = rejecting ? RV_REJECT : RV_ACCEPT;
    r->grad_mixed = rejecting && rejecting != asked;
    if (!r->grad_mixed) r->accepting = NULL;
}

void release_settle_grad(ReleaseRuling *r, GradMode grad)
{
    narrow(r, (uint8_t)GRAD_BIT(grad), (uint8_t)(r->grads_rejecting & GRAD_BIT(grad)));
}

bool release_accept_worded(ReleaseRuling *r, uint8_t message)
{
    if (r->verdict != RV_REJECT) return false;
    bool worded = r->change && r->change->message == message;
    if (!r->grads_asked) {
        if (worded) *r = (ReleaseRuling){RV_ACCEPT, false, 0, NULL, false, 0, NULL, r->asked, 0, {0}, {NULL}};
        return !worded;
    }
    uint8_t left = 0;
    for (int g = 0; g < GRAD_COUNT; g++)
        if ((r->grads_rejecting & GRAD_BIT(g)) && !(r->change_under[g] && r->change_under[g]->message == message))
            left |= (uint8_t)GRAD_BIT(g);
    if (left != r->grads_rejecting) narrow(r, r->grads_asked, left);
    return left != 0;
}

/* Whether Dynamo refuses such a body while it traces, under `grad` at `release`. */
static bool dynamo_refuses(int release, HopKind hop, ReleaseCheck check, GradMode grad)
{
    ReleaseRuling r = release_rule(release, hop, check, grad, CAPTURE_BIT(CAPTURE_COMPILE_EAGER));
    return r.verdict == RV_REJECT && r.change &&
           (r.change->message == RM_DYNAMO_MUTATION || r.change->message == RM_DYNAMO_ALIAS);
}

/* Whether torch.compile with AOTAutograd refuses such a call before AOTAutograd writes any
 * record of the compile, under `grad` at `release`: in Dynamo's words, or AOTAutograd's while it
 * traces (functionalization, flex_attention's mutation check, the checkpoint's caching mode,
 * unbacked symbols left pending). Measured: of the conformance cases torch.compile(backend=
 * "aot_eager") rejected in these words (2.9.1 to 2.14.1: 1,487 Dynamo's, 219 functionalization's,
 * 36 flex_attention's, 3 the checkpoint's, 103 pending symbols), no log holds a record of
 * AOTAutograd's; those it refuses at run time (RM_AOT_OVERLAP, RM_VMAP_ITEM_AOT) come after
 * its graphs. */
static bool aot_refuses(int release, HopKind hop, ReleaseCheck check, GradMode grad)
{
    ReleaseRuling r = release_rule(release, hop, check, grad, CAPTURE_BIT(CAPTURE_COMPILE));
    if (r.verdict != RV_REJECT || !r.change) return false;
    switch (r.change->message) {
    case RM_DYNAMO_MUTATION:
    case RM_DYNAMO_ALIAS:
    case RM_FUNC_MUTATION:
    case RM_FUNC_ALIAS:
    case RM_FLEX_MUTATION:
    case RM_CKPT_NO_RULE:
    case RM_PENDING_UNBACKED: return true;
    default: return false;
    }
}

typedef bool (*Refuses)(int release, HopKind hop, ReleaseCheck check, GradMode grad);

/* The grad modes under which some release (printed_by, when known) does not refuse. */
static uint8_t passing_grads(Refuses refuses, int printed_by, HopKind hop, ReleaseCheck check)
{
    const uint8_t all = (uint8_t)(GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE));
    uint8_t passed = 0;
    for (int release = RELEASE_OLDEST; release <= RELEASE_NEWEST; release++) {
        if (!hop_in_release(hop, release) || (printed_by && release != printed_by)) continue;
        for (int g = 0; g < GRAD_COUNT; g++)
            if (!refuses(release, hop, check, (GradMode)g)) passed |= (uint8_t)GRAD_BIT(g);
    }
    return passed ? passed : all;
}

/* passing_grads, each answer worked out once: it is asked for every HOP call of every Dynamo
 * graph whose grad mode is not shown, and is a function of the table alone (threads that race
 * store the same value). */
static uint8_t passing_grads_memo(_Atomic uint8_t (*memo)[HOP_COUNT][RC_COUNT], Refuses refuses, int printed_by,
                                  HopKind hop, ReleaseCheck check)
{
    if (!release_known(printed_by) || !hop_in_release(hop, printed_by)) printed_by = 0;
    unsigned r = printed_by ? (unsigned)(printed_by - RELEASE_OLDEST + 1) : 0;
    if ((unsigned)hop >= HOP_COUNT || (unsigned)check >= RC_COUNT) return passing_grads(refuses, printed_by, hop, check);
    uint8_t v = atomic_load_explicit(&memo[r][hop][check], memory_order_relaxed); /* 0x80 | the mask, once known */
    if (!v) {
        v = (uint8_t)(0x80 | passing_grads(refuses, printed_by, hop, check));
        atomic_store_explicit(&memo[r][hop][check], v, memory_order_relaxed);
    }
    return (uint8_t)(v & 0x7f);
}

uint8_t release_dynamo_grads(int printed_by, HopKind hop, ReleaseCheck check)
{
    static _Atomic uint8_t memo[RELEASE_COUNT + 1][HOP_COUNT][RC_COUNT];
    return passing_grads_memo(memo, dynamo_refuses, printed_by, hop, check);
}

uint8_t release_aot_grads(int printed_by, HopKind hop, ReleaseCheck check)
{
    static _Atomic uint8_t memo[RELEASE_COUNT + 1][HOP_COUNT][RC_COUNT];
    return passing_grads_memo(memo, aot_refuses, printed_by, hop, check);
}

const char *release_grads_words(uint8_t grads)
{
    const uint8_t off = (uint8_t)(GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE));
    if (grads == GRAD_BIT(GRAD_ENABLED)) return "grad enabled";
    if (grads == off) return "no_grad and inference_mode";
    if (grads == GRAD_BIT(GRAD_NO_GRAD)) return "no_grad";
    if (grads == GRAD_BIT(GRAD_INFERENCE)) return "inference_mode";
    if (grads == (GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD))) return "grad enabled and no_grad";
    if (grads == (GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_INFERENCE))) return "grad enabled and inference_mode";
    return "every grad mode";
}

bool release_rejects(int release, HopKind hop, ReleaseCheck check, GradMode grad, uint8_t paths)
{
    return release_rule(release, hop, check, grad, paths).verdict == RV_REJECT;
}

uint8_t release_variant(int release, HopKind hop, ReleaseCheck check)
{
    /* variants do not depend on grad or path; rows for every HOP live under HOP_UNKNOWN */
    const uint8_t compile = CAPTURE_BIT(CAPTURE_COMPILE), export = CAPTURE_BIT(CAPTURE_EXPORT);
    ReleaseRuling r = release_rule(release, hop, check, GRAD_ENABLED, compile);
    if (!r.change && hop != HOP_UNKNOWN) r = release_rule(release, HOP_UNKNOWN, check, GRAD_ENABLED, compile);
    if (!r.change && check == RC_EXPORT_DIALECT) r = release_rule(release, HOP_UNKNOWN, check, GRAD_ENABLED, export);
    return r.change ? r.change->verdict : RV_ACCEPT;
}

/* The class PyTorch 2.13 and later print in Dynamo's "Found in <bound method HigherOrderOperator.name
 * of <...>>" (the HOP object's repr, where older releases printed its name). */
static const char *hop_class(HopKind hop)
{
    switch (hop) {
    case HOP_COND: return "torch._higher_order_ops.cond.CondOp";
    case HOP_WHILE_LOOP: return "torch._higher_order_ops.while_loop.WhileLoopOp";
    case HOP_WHILE_LOOP_STACK_OUTPUT: return "torch._higher_order_ops.while_loop.WhileLoopStackOutputOp";
    case HOP_SCAN: return "torch._higher_order_ops.scan.ScanOp";
    case HOP_ASSOCIATIVE_SCAN: return "torch._higher_order_ops.associative_scan.AssociativeScanOp";
    case HOP_MAP_IMPL: return "torch._higher_order_ops.map.MapImpl";
    case HOP_INVOKE_SUBGRAPH: return "torch._higher_order_ops.invoke_subgraph.InvokeSubgraphHOP";
    case HOP_INVOKE_QUANT_PACKED: return "torch._higher_order_ops._invoke_quant.InvokeQuantTracer";
    case HOP_HINTS_WRAPPER: return "torch._higher_order_ops.hints_wrap.HintsWrapper";
    case HOP_SWITCH: return "torch._higher_order_ops.switch.SwitchOp";
    default: return NULL;
    }
}

/* Where Dynamo says it found the problem, as the release prints it. */
static const char *found_in(Arena *a, int release, HopKind hop)
{
    const char *cls = hop_class(hop);
    if (release >= 213 && cls)
        return arena_printf(a, "<bound method HigherOrderOperator.name of <%s object at 0x...>>", cls);
    return hop_info(hop)->api;
}

/* UnsupportedAliasMutationException's words before the storage-based check (spec §1.0.3, §9). */
static const char *old_words(Arena *a, HopKind hop, const char *name, bool write)
{
    switch (hop) {
    case HOP_COND:
        return arena_printf(a, "\"One of torch.cond branch might be %s the input!\"", write ? "modifying" : "aliasing");
    case HOP_MAP_IMPL: return arena_printf(a, "\"torch.map is %s the input!\"", write ? "mutating" : "aliasing");
    case HOP_SCAN: return arena_printf(a, "\"Combine_fn might be %s the input!\"", write ? "modifying" : "aliasing");
    case HOP_WHILE_LOOP:
    case HOP_WHILE_LOOP_STACK_OUTPUT:
        return arena_printf(a, "\"torch.while_loop's %s might be %s the input!\"", name, write ? "modifying" : "aliasing");
    default:
        return arena_printf(a, "\"%s might be %s!\"", name, write ? "modifying the input" : "aliasing the input or the output");
    }
}

const char *release_quote(Arena *a, const ReleaseRuling *r, int release, HopKind hop, const char *name)
{
    if (r->verdict != RV_REJECT || !r->change) return "";
    switch ((ReleaseMessage)r->change->message) {
    case RM_DYNAMO_MUTATION:
        return arena_printf(a, "\"Encountered input mutation during higher order op tracing\" (\"Higher order ops do "
                               "not support input mutation. Found in %s\")", found_in(a, release, hop));
    case RM_DYNAMO_ALIAS:
        return arena_printf(a, "\"Encountered aliasing during higher order op tracing\" (\"Higher order ops do not "
                               "support aliasing. Found in %s\")", found_in(a, release, hop));
    case RM_FUNC_MUTATION: return arena_printf(a, "\"%s might be modifying the input!\"", name);
    case RM_FUNC_ALIAS: return arena_printf(a, "\"%s might be aliasing the input or the output!\"", name);
    case RM_OLD_MUTATION: return old_words(a, hop, name, true);
    case RM_OLD_ALIAS: return old_words(a, hop, name, false);
    case RM_FLEX_MUTATION: return arena_strdup(a, "\"Mutations detected in score_mod\"");
    case RM_DYNAMIC_SHAPE: return arena_strdup(a, "\"Operator `...`'s output shape depends on input Tensor data.\"");
    case RM_DATA_DEPENDENT:
        return arena_strdup(a, "\"Operator `...` has a non-Tensor output whose value is dependent on the data of "
                               "Tensor inputs.\"");
    case RM_PENDING_UNBACKED: return arena_strdup(a, "\"Pending unbacked symbols {...} not in returned outputs\"");
    case RM_POINTWISE:
        return arena_strdup(a, "\"For combine_mode='pointwise', the combine_fn needs to be pointwise\"");
    case RM_VMAP_ITEM:
        return arena_strdup(a, "\"vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over "
                               "calling .item() on a Tensor, please try to rewrite what you're doing with other "
                               "operations.\"");
    case RM_VMAP_ITEM_AOT:
        return arena_strdup(a, "\"vmap: It looks like you're either (1) calling .item() on a Tensor or (2) attempting "
                               "to use a Tensor in some data-dependent control flow or (3) encountering this error "
                               "in PyTorch internals.\"");
    case RM_OUT_DTYPE_OP:
        return arena_strdup(a, "\"out_dtype only allows the following operators: [<OpOverload(op='aten.linear', "
                               "overload='default')>, <OpOverload(op='aten.mm', overload='default')>, "
                               "<OpOverload(op='aten.conv2d', overload='default')>, <OpOverload(op='aten.convolution', "
                               "overload='default')>, <OpOverload(op='aten.mul', overload='Tensor')>, "
                               "<OpOverload(op='aten.mul', overload='Scalar')>, <OpOverload(op='aten.div', "
                               "overload='Tensor')>, <OpOverload(op='aten.div', overload='Scalar')>].\"");
    case RM_HOOK_GRAD: return arena_strdup(a, "\"cannot register a hook on a tensor that doesn't require gradient\"");
    case RM_INLINE_ASM_CUDA: return arena_strdup(a, "\"inline_asm_elementwise only supports CUDA tensors\"");
    case RM_TUPLE_INDEX: return arena_strdup(a, "\"tuple index out of range\"");
    case RM_SCAN_DIMS:
        return arena_strdup(a, "\"All xs leaves must at least have 'dim' number of dimensions and scan dimension > 0\"");
    case RM_OBSERVED_EXCEPTION:
        return arena_strdup(a, "\"Observed exception\" (\"Dynamo found no exception handler at the top-level compiled "
                               "function when encountering an exception. Exception will propagate outside the compiled "
                               "region.\")");
    case RM_AOT_OVERLAP:
        return arena_strdup(a, "\"unsupported operation: some elements of the input tensor and the written-to tensor "
                               "refer to a single memory location. Please clone() the tensor before performing the "
                               "operation.\"");
    case RM_SWITCH_INDEX:
        return arena_strdup(a, "\"Expected index to be int or single-element tensor, but got ...\"");
    case RM_FLEX_GEMM_CONTRACT:
        return arena_strdup(a, "\"unsupported GEMM op for FlexGEMM: ...\" (mm, addmm, bmm and baddbmm only)");
    case RM_CKPT_NO_RULE:
        return arena_strdup(a, "\"There was no rule registered for HigherOrderOperator print and mode "
                               "<torch.utils.checkpoint._CachingTorchDispatchMode object at 0x...>.\"");
    case RM_NONE:
    case RM_COUNT: break;
    }
    return "";
}

/* Which modes reject on which paths, for a joined ruling whose rejecting modes do not all
 * reject on the same paths: "rejected under grad enabled; under no_grad and inference_mode by
 * torch.compile with AOTAutograd only". */
static const char *per_grad_words(Arena *a, const ReleaseRuling *r)
{
    const char *out = "";
    uint8_t done = 0;
    for (int g = 0; g < GRAD_COUNT; g++) {
        uint8_t paths = r->rejecting_under[g];
        if (!(r->grads_rejecting & GRAD_BIT(g)) || (done & GRAD_BIT(g))) continue;
        uint8_t same = 0;
        for (int h = g; h < GRAD_COUNT; h++)
            if ((r->grads_rejecting & GRAD_BIT(h)) && r->rejecting_under[h] == paths) same |= (uint8_t)GRAD_BIT(h);
        done |= same;
        const char *by = paths == r->asked ? "" : arena_printf(a, " by %s only", release_paths_words(a, paths));
        out = arena_printf(a, "%s%s%s%s", out, *out ? "; under " : "rejected under ", release_grads_words(same), by);
    }
    return out;
}

const char *release_unsure_words(Arena *a, const ReleaseRuling *r)
{
    const uint8_t all = (uint8_t)(GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE));
    const char *since = r->accepting && r->accepting->verdict == RV_ACCEPT
                            ? arena_printf(a, " since %s", release_name(r->accepting->since))
                            : "";
    if (r->mixed && r->grads_asked) {
        /* the rejecting modes reject on different paths: neither the mode nor the path is shown */
        bool one_set = true;
        for (int g = 0; g < GRAD_COUNT; g++)
            if ((r->grads_rejecting & GRAD_BIT(g)) && r->rejecting_under[g] != r->rejecting) one_set = false;
        if (!one_set) {
            const char *accepted = r->grad_mixed ? arena_printf(a, "; accepted under %s%s",
                                                                release_grads_words((uint8_t)(r->grads_asked & ~r->grads_rejecting)),
                                                                since)
                                                 : "";
            return arena_printf(a, " (%s%s; the dump shows neither the grad mode nor how it was captured: say --grad "
                                   "and --capture)",
                                per_grad_words(a, r), accepted);
        }
    }
    if (r->grad_mixed) {
        const char *where = "";
        if (r->mixed) {
            const char *paths = release_paths_words(a, r->rejecting);
            where = arena_printf(a, ", there by %s only", paths);
        }
        uint8_t asked = r->grads_asked ? r->grads_asked : all;
        return arena_printf(a, " (rejected under %s%s; accepted under %s%s; the dump does not show the grad mode: say --grad)",
                            release_grads_words(r->grads_rejecting), where,
                            release_grads_words((uint8_t)(asked & ~r->grads_rejecting)), since);
    }
    if (r->mixed) {
        const char *paths = release_paths_words(a, r->rejecting);
        return arena_printf(a, " (only %s reject%s it; the dump does not show how it was captured: say --capture)", paths,
                            strstr(paths, " and ") ? "" : "s");
    }
    return "";
}

const char *release_paths_words(Arena *a, uint8_t captures)
{
    static const char *const names[CAPTURE_COUNT] = {
        [CAPTURE_COMPILE] = "torch.compile with AOTAutograd",
        [CAPTURE_COMPILE_EAGER] = "torch.compile(backend=\"eager\")",
        [CAPTURE_EXPORT] = "torch.export",
        [CAPTURE_MAKE_FX] = "make_fx",
    };
    const uint8_t compile = CAPTURE_BIT(CAPTURE_COMPILE) | CAPTURE_BIT(CAPTURE_COMPILE_EAGER);
    const uint8_t trace = CAPTURE_BIT(CAPTURE_EXPORT) | CAPTURE_BIT(CAPTURE_MAKE_FX);
    if (captures == compile) return "torch.compile";
    if (captures == trace) return "torch.export and make_fx";
    const char *parts[CAPTURE_COUNT];
    int n = 0;
    for (int p = CAPTURE_COMPILE; p < CAPTURE_COUNT; p++)
        if (captures & CAPTURE_BIT(p)) parts[n++] = names[p];
    if (n == 0) return "no capture path";
    const char *out = parts[0];
    for (int i = 1; i < n; i++) out = arena_printf(a, "%s%s%s", out, i == n - 1 ? " and " : ", ", parts[i]);
    return out;
}

const char *release_cond_outputs_words(int release)
{
    switch (release_variant(release, HOP_COND, RC_BRANCH_OUTPUTS)) {
    case RV_COND_TRACE: return "trace_cond: shape, dtype and stride must match";
    case RV_COND_CONSISTENCY: return "check_meta_consistency: shape, dtype, stride, memory format, device";
    default: return "_merge_output: sizes may differ; dtype, device, rank, stride order and density checked";
    }
}

const char *release_check_name(ReleaseCheck c)
{
    static const char *const names[RC_COUNT] = {
        [RC_INPUT_MUTATION] = "input-mutation", [RC_CAPTURED_MUTATION] = "captured-mutation",
        [RC_ITEM_ASSIGN] = "item-assignment",  [RC_STACK_UNBACKED] = "stack-unbacked",
        [RC_METADATA_MUTATION] = "metadata-mutation",
        [RC_ALIAS_IN_OUT] = "alias-in-out",     [RC_ALIAS_OUT_OUT] = "alias-out-out",
        [RC_ALIAS_IN_IN] = "alias-in-in",       [RC_DYNAMIC_SHAPE] = "dynamic-shape",
        [RC_SCALAR_ITEM] = "scalar-item",       [RC_DATA_DEPENDENT] = "data-dependent",
        [RC_COMBINE_POINTWISE] = "combine-pointwise", [RC_OP_CONTRACT] = "op-contract",
        [RC_HOOK_GRAD] = "hook-grad",           [RC_NESTED_HOP] = "nested-hop",
        [RC_RESULT_COUNT] = "result-count",     [RC_XS_EMPTY] = "xs-empty",
        [RC_BRANCH_OUTPUTS] = "branch-outputs", [RC_ALIAS_WORDING] = "alias-wording",
        [RC_BUFFER_TYPES] = "buffer-types",     [RC_EXPORT_DIALECT] = "export-dialect",
    };
    return (unsigned)c < RC_COUNT ? names[c] : "?";
}
