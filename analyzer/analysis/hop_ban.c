/* Finding the HOP call that holds a subgraph to a check, and the names messages give it. */
#include "analysis/hop_ban.h"

#include "analysis/assume.h"
#include "analysis/edited.h"

#include <string.h>

/* The HOP_FORBID_* bit that makes a subgraph role subject to `check` at all. */
static uint16_t check_bit(ReleaseCheck check)
{
    switch (check) {
    case RC_INPUT_MUTATION:
    case RC_CAPTURED_MUTATION:
    case RC_ITEM_ASSIGN:
    case RC_METADATA_MUTATION: return HOP_FORBID_MUTATION;
    case RC_ALIAS_IN_OUT: return HOP_FORBID_ALIAS_IN_OUT;
    case RC_ALIAS_OUT_OUT: return HOP_FORBID_ALIAS_OUT_OUT;
    case RC_ALIAS_IN_IN: return HOP_FORBID_ALIAS_IN_IN;
    default: return HOP_FORBID_GRAPH_BREAK;
    }
}

/* Whether AOTAutograd's compiled call refuses the metadata change `s` makes to the placeholder
 * itself (measured, 2.13.0 and 2.14.1): it replays the change on the real input, which fails
 * where the input no longer is a contiguous tensor of its rank ("unsupported operation: some
 * elements of the input tensor and the written-to tensor refer to a single memory location"
 * after t_, transpose_; "expand: ..." after unsqueeze_), and passes where it is (resize_ to
 * another contiguous shape, detach_). The ops that always transpose or change the rank are
 * known by name: Dynamo prints an in-place op's result with its input's old metadata. The
 * others (resize_, as_strided_, set_) by the sizes and strides printed for their result. */
static bool aot_refuses_metadata(const Graph *g, const MutationSite *s)
{
    const Module *mod = &g->modules[s->module];
    if (s->node >= mod->nnodes || s->root.node >= mod->nnodes) return false;
    const Node *op = &mod->nodes[s->node];
    static const char *const refused[] = {"t_", "transpose_", "swapdims_", "swapaxes_", "unsqueeze_", "squeeze_"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        if (str_eqz(op->target.op, refused[i])) return true;
    const Meta *before = mod->nodes[s->root.node].meta, *after = op->meta;
    if (!before || !after || before->kind != META_TENSOR || after->kind != META_TENSOR) return false;
    if (before->rank != after->rank) return true;
    return after->has_strides && meta_is_contiguous(after) == 0;
}

ReleaseCheck hop_ban_write_check(const Graph *g, const HopCall *call, const HopSub *sub, const MutationSite *s)
{
    /* before 2.11 Dynamo did not take `x[i] = v` as a write of an operand (RC_ITEM_ASSIGN's rows);
     * a metadata change of the operand itself (not of a view of it) that AOTAutograd cannot
     * replay is refused where a write is let through (RC_METADATA_MUTATION's rows) */
    ReleaseCheck operand = RC_INPUT_MUTATION;
    if (mutation_of_placeholder_metadata(s) && aot_refuses_metadata(g, s))
        operand = RC_METADATA_MUTATION;
    else if (mutation_is_item_assignment(g, s))
        operand = RC_ITEM_ASSIGN;
    if (s->ph >= sub->ninputs) return operand;
    const HopInput *in = &sub->inputs[s->ph];
    if (in->kind != HIN_OPERAND || in->operand >= call->noperands) return operand;
    uint8_t group = call->operands[in->operand].group;
    return group == HG_ADDITIONAL || group == HG_POS_ARGS ? RC_CAPTURED_MUTATION : operand;
}

/* Whether AOTAutograd rewrites the call into auto_functionalized_v2(<hop>, ...) (cond_func,
 * while_loop_func: can_auto_functionalize): its subgraphs write inputs, and the table lets every
 * one of those writes through on the compile path. Its functionalization checks then never run. */
static bool auto_functionalized(const Graph *g, const Config *cfg, const struct Facts *f, const HopCall *call,
                                GradMode grad)
{
    const uint8_t aot = CAPTURE_BIT(CAPTURE_COMPILE);
    bool any = false;
    for (uint32_t s = 0; s < call->nsubs; s++) {
        if (call->subs[s].module == NONE_ID) continue;
        uint32_t n = 0;
        const MutationSite *sites = mutation_sites(f, call->subs[s].module, &n);
        for (uint32_t i = 0; i < n; i++) {
            if (sites[i].ph == NONE_ID || sites[i].kind != MUT_DATA) continue;
            ReleaseCheck c = hop_ban_write_check(g, call, &call->subs[s], &sites[i]);
            if (release_rejects(cfg->target_version, call->kind, c, grad, aot)) return false;
            any = true;
        }
    }
    return any;
}

/* The grad modes Dynamo can have traced `call`'s bodies under, in a graph it printed: those
 * of the check asked (a rule asks only about a body that fails it: release_dynamo_grads),
 * narrowed by each write its bodies make to what the call passes in, which Dynamo's version
 * counters see whatever check is asked (a cond branch that writes its operand and returns it
 * was traced with grad off, so its aliasing is judged with grad off too); and, when its compile
 * went on to AOTAutograd's records, to those under which AOTAutograd does not refuse the call
 * before it writes them (release_aot_grads). */
static uint8_t dynamo_traced_grads(const Graph *g, const struct Facts *f, const HopCall *call, ReleaseCheck check)
{
    uint8_t grads = release_dynamo_grads(g->hint.printed_by, call->kind, check);
    for (uint32_t s = 0; s < call->nsubs; s++) {
        const HopSub *sub = &call->subs[s];
        if (sub->module == NONE_ID || !(sub->forbid & HOP_FORBID_MUTATION)) continue;
        uint32_t n = 0;
        const MutationSite *sites = mutation_sites(f, sub->module, &n);
        for (uint32_t i = 0; i < n; i++) {
            if (sites[i].ph == NONE_ID || sites[i].kind != MUT_DATA) continue;
            ReleaseCheck c = hop_ban_write_check(g, call, sub, &sites[i]);
            uint8_t w = release_dynamo_grads(g->hint.printed_by, call->kind, c);
            if (grads & w) grads &= w;
        }
    }
    if (g->hint.aot_traced_line) {
        uint8_t aot = release_aot_grads(g->hint.printed_by, call->kind, check);
        if (grads & aot) grads &= aot;
    }
    return grads;
}

static const ReleaseRuling ACCEPTED = {RV_ACCEPT, false, 0, NULL, false, 0, NULL, 0, 0, {0}, {NULL}};

/* The ruling for one grad mode. */
static ReleaseRuling rule_under(const Graph *g, const Config *cfg, const struct Facts *f, const HopCall *call,
                                ReleaseCheck check, GradMode grad, uint8_t paths)
{
    ReleaseRuling r = release_rule(cfg->target_version, call->kind, check, grad, paths);
    const uint8_t aot = CAPTURE_BIT(CAPTURE_COMPILE);
    if (r.verdict != RV_REJECT || !(r.rejecting & aot) || !r.change ||
        (r.change->message != RM_FUNC_ALIAS && r.change->message != RM_FUNC_MUTATION) ||
        !auto_functionalized(g, cfg, f, call, grad))
        return r;
    /* AOTAutograd accepts this call: judge by the other paths, which it then disagrees with */
    ReleaseRuling rest = paths & ~aot ? release_rule(cfg->target_version, call->kind, check, grad, (uint8_t)(paths & ~aot))
                                      : ACCEPTED;
    if (rest.verdict == RV_REJECT) rest.mixed = true;
    rest.asked = paths;
    return rest;
}

ReleaseRuling hop_ban_rule(const Graph *g, const struct Facts *f, const Config *cfg, const HopCall *call,
                           const HopSub *sub, ReleaseCheck check)
{
    if (sub && !(sub->forbid & check_bit(check))) return ACCEPTED;
    /* A post-grad graph is Inductor's, made after every HOP check ran: its passes write in place
     * (reinplacing; map and scan lowered to a while_loop filling preallocated buffers through
     * copy_ into a select), and PyTorch checks none of those writes or aliases again. */
    if (g->stage == STAGE_POST_GRAD && check_bit(check) != HOP_FORBID_GRAPH_BREAK) return ACCEPTED;
    uint8_t paths = assume_capture(f, cfg->capture);
    if (assume_grad_known(g, f, cfg, call)) return rule_under(g, cfg, f, call, check, assume_grad(g, f, cfg, call), paths);
    /* nobody says the grad mode: every mode is asked, and where they disagree the rules warn
     * (or err where the dump shows an edit after capture: analysis/edited.h). Dynamo's own
     * graph in a log is what Dynamo printed after it traced the body: not a mode under which
     * it refuses that body while tracing, nor one AOTAutograd refuses it under when the log
     * shows AOTAutograd went on (dynamo_traced_grads). */
    uint8_t grads = (uint8_t)(GRAD_BIT(GRAD_ENABLED) | GRAD_BIT(GRAD_NO_GRAD) | GRAD_BIT(GRAD_INFERENCE));
    if (g->stage == STAGE_DYNAMO) grads = dynamo_traced_grads(g, f, call, check);
    ReleaseRuling per[GRAD_COUNT];
    for (int m = 0; m < GRAD_COUNT; m++)
        if (grads & GRAD_BIT(m)) per[m] = rule_under(g, cfg, f, call, check, (GradMode)m, paths);
    return release_join_grads(per, grads);
}

bool hop_ban_find(const Graph *g, const struct Facts *f, const Config *cfg, ModuleId m, ReleaseCheck check,
                  HopBan *out)
{
    uint32_t nrefs = 0, ncalls = 0;
    const HopCallRef *refs = hop_callers(f, m, &nrefs);
    const HopCall *calls = hop_calls(f, &ncalls);
    for (uint32_t i = 0; i < nrefs; i++) {
        if (refs[i].call >= ncalls) continue;
        const HopCall *c = &calls[refs[i].call];
        if (refs[i].sub >= c->nsubs) continue;
        const HopSub *sub = &c->subs[refs[i].sub];
        ReleaseRuling r = hop_ban_rule(g, f, cfg, c, sub, check);
        if (r.verdict != RV_REJECT) continue;
        *out = (HopBan){c, sub, refs[i].call, check, r, assume_grad(g, f, cfg, c)};
        return true;
    }
    return false;
}

bool hop_ban_recheck(const Graph *g, const struct Facts *f, const Config *cfg, HopBan *ban, ReleaseCheck check)
{
    ban->check = check;
    ban->ruling = hop_ban_rule(g, f, cfg, ban->call, ban->sub, check);
    return ban->ruling.verdict == RV_REJECT;
}

const char *hop_ban_settle_by_edit(Arena *a, const Graph *g, HopBan *ban, ModuleId m, NodeId n)
{
    if (!release_grad_matters(&ban->ruling) || !(ban->ruling.grads_rejecting & GRAD_BIT(GRAD_ENABLED))) return NULL;
    const char *why = NULL;
    if (!edited_after_capture(g, m, n, a, &why)) return NULL;
    release_settle_grad(&ban->ruling, GRAD_ENABLED);
    ban->grad = GRAD_ENABLED;
    return arena_printf(a, "; the dump shows it was changed after capture (%s), so no frontend judged it: judged with "
                           "grad enabled",
                        why);
}

bool hop_ban_unsure(const HopBan *ban)
{
    return ban->ruling.mixed || ban->ruling.grad_mixed;
}

const char *hop_ban_mixed_words(Arena *a, const HopBan *ban)
{
    return release_unsure_words(a, &ban->ruling);
}

const char *hop_ban_role_words(const HopSub *sub)
{
    switch (sub->role) {
    case HSUB_TRUE_BRANCH: return "true branch";
    case HSUB_FALSE_BRANCH: return "false branch";
    case HSUB_COND_FN: return "cond_fn";
    case HSUB_BODY_FN: return "body_fn";
    case HSUB_COMBINE_FN: return "combine_fn";
    case HSUB_MAP_BODY: return "body";
    case HSUB_SCORE_MOD: return "score_mod";
    case HSUB_MASK_MOD: return "mask_mod";
    case HSUB_BRANCH: return "branch";
    default: return "subgraph";
    }
}

bool hop_ban_dynamo(const Graph *g)
{
    /* graph_finish infers the dialect from ops, Dynamo's input and subgraph names, and the
     * trace event; a graph of operators and HOP calls alone stays unknown. */
    return g->flavor == FLAVOR_DYNAMO || g->stage == STAGE_DYNAMO;
}

const char *hop_ban_quote(Arena *a, const Config *cfg, const HopBan *ban)
{
    return release_quote(a, &ban->ruling, cfg->target_version, ban->call->kind, ban->sub->name);
}

bool hop_ban_says_dynamo(const HopBan *ban)
{
    return ban->ruling.change &&
           (ban->ruling.change->message == RM_DYNAMO_ALIAS || ban->ruling.change->message == RM_DYNAMO_MUTATION);
}

static bool generated_name(Str s)
{
    return str_starts(s, "partitioned_") || str_starts(s, "fw_") || str_starts(s, "bw_") ||
           str_starts(s, "___forward") || str_starts(s, "___backward");
}

bool hop_ban_generated(const Graph *g, const HopCall *call)
{
    if (call->kind != HOP_INVOKE_SUBGRAPH) return false;
    const Node *n = module_node(graph_module(g, call->module), call->node);
    if (n->nargs > 1 && n->args[1].kind == VK_STR && generated_name(n->args[1].s)) return true;
    for (uint32_t s = 0; s < call->nsubs; s++) {
        ModuleId sm = call->subs[s].module;
        if (sm == NONE_ID) continue;
        const Module *mod = graph_module(g, sm);
        if (generated_name(mod->attr)) return true;
        for (NodeId i = 0; i < mod->nnodes; i++)
            if (mod->nodes[i].kind == NK_PLACEHOLDER && str_starts(mod->nodes[i].name, "subgraph_input_")) return true;
    }
    return false;
}
