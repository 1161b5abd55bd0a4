/*
 * FX102 input-metadata-mutation
 *
 * What it does: finds metadata mutations of an input: ops tagged inplace_view (`t_`,
 * `transpose_`, `resize_`, `resize_as_`, `as_strided_`, `set_`, `squeeze_`, `unsqueeze_`,
 * `swapdims_`, `detach_`) applied to a higher-order-op subgraph's input or to a view of it
 * (in a cond branch, a while_loop cond_fn or body_fn, a scan or associative_scan combine_fn, a
 * map body), or applied to an ExportedProgram's graph input with a net change of its sizes,
 * strides or storage.
 * Why is this bad: PyTorch rejects it. Inside a HOP subgraph the op writes its input
 * (`Tensor(a!) self`), so with grad enabled tracing fails with Dynamo's "Encountered input
 * mutation during higher order op tracing" (older releases: "cond_true might be modifying the
 * input!"). Where grad off lets a subgraph write its input (cond from 2.12, map from 2.14;
 * `--no-grad`, or a printed `_set_grad_enabled(False)` before the call), Dynamo, export and
 * make_fx let the change through, but AOTAutograd (torch.compile's default path) cannot replay
 * a change that leaves the input transposed or of another rank (t_, transpose_, unsqueeze_):
 * "unsupported operation: some elements of the input tensor and the written-to tensor refer to a
 * single memory location"; a region of nested_compile_region fails so in every grad mode. A
 * change AOTAutograd can replay (resize_ to another contiguous shape) or one made to a view of
 * the input is judged as any write of it (FX101's rulings). Dynamo refuses the method `x.t_()`
 * outright, in every mode, when x is an input of the compiled function: no graph shows that.
 * On an exported program's input, a functional export (aot_export; torch.export before 2.5)
 * fails with "Found an input that received a metadata mutation, through e.g. a call to
 * `.resize_()` or `.transpose_()`." unless later ops restore the sizes (`t_()` twice). The
 * training IR torch.export prints since 2.5 keeps the op and accepts it, but
 * ep.run_decompositions() then fails (measured 2.12.1 to 2.14.1: "len(mutations) (0) !=
 * num_mutated_inp_runtime_indices (1)"): an info there. A torch.compile (Dynamo) graph or a
 * make_fx graph may change its inputs' metadata: AOTAutograd replays the change outside the
 * compiled graph, so those are not reported; AOTAutograd's own graphs must be functional,
 * which FX501 checks.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[4, 8]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))
 *             getitem: "f32[8]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 8]"):
 *                 # File: model.py:12 in true_fn, code: x.t_()
 *                 t_: "f32[8, 4]" = torch.ops.aten.t_.default(arg0_1)
 *                 sum_1: "f32[8]" = torch.ops.aten.sum.dim_IntList(t_, [1])
 *                 return (sum_1,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 8]"):
 *                 sum_1: "f32[8]" = torch.ops.aten.sum.dim_IntList(arg0_1, [0])
 *                 return (sum_1,)
 * Fix: use the out-of-place view (`x.t()`, `x.transpose(0, 1)`, `x.unsqueeze(0)`) and return or
 * use its result; resize or re-point a clone instead of the input.
 */
#include "analysis/alias.h"
#include "analysis/functional.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* The op as the user would name it: "transpose_.int", "method t_". */
static const char *op_words(RuleCtx *c, const Node *n)
{
    if (n->target.kind == TK_OP && str_eqz(n->target.ns, "aten"))
        return rule_fmt(c, "%.*s%s%.*s", STR_ARG(n->target.op), n->target.overload.len ? "." : "",
                        STR_ARG(n->target.overload));
    return target_format(c->scratch, &n->target);
}

static const char *node_name(RuleCtx *c, ModuleId m, NodeId n)
{
    return rule_fmt(c, "%.*s", STR_ARG(c->g->modules[m].nodes[n].name));
}

/* ---- inside HOP subgraphs ---- */

static void report_in_subgraph(RuleCtx *c, HopBan *ban, ModuleId m, const MutationSite *s)
{
    if (!hop_ban_recheck(c->g, c->facts, c->cfg, ban, hop_ban_write_check(c->g, ban->call, ban->sub, s))) return;
    const Module *mod = &c->g->modules[m];
    NodeId phid = s->root.node < mod->nnodes ? s->root.node : NONE_ID;
    const char *ph_name = phid != NONE_ID ? node_name(c, m, phid) : "?";
    const char *via = "";
    if (s->inner) {
        uint32_t n;
        const HopCall *inner = &hop_calls(c->facts, &n)[s->call];
        via = rule_fmt(c, " through the nested %s call '%s'", inner->info->api, node_name(c, m, s->node));
    } else if (s->target != phid && s->target != NONE_ID) {
        via = rule_fmt(c, " through view '%s' (%s)", node_name(c, m, s->target),
                       alias_chain_format(c->scratch, c->g, c->facts, m, s->target));
    }
    const MutationSite *origin = mutation_origin(s);
    const Node *op = &c->g->modules[origin->module].nodes[origin->node];
    const HopCall *call = ban->call;
    HopBan site = *ban;
    const char *edit = hop_ban_settle_by_edit(c->scratch, c->g, &site, origin->module, origin->node);
    const char *pytorch = hop_ban_quote(c->scratch, c->cfg, &site);
    bool open = hop_ban_unsure(&site);
    bool unsure = s->strength == ALIAS_MAY || s->guessed || origin->guessed || open;
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, m, s->node,
                              "%s %s '%.*s' %schanges the metadata of its input '%s'%s (%s)%s%s; PyTorch: %s",
                              call->info->api, hop_ban_role_words(ban->sub), STR_ARG(mod->attr),
                              unsure && !open ? "may " : "", ph_name, via, op_words(c, op),
                              hop_ban_mixed_words(c->scratch, &site), edit ? edit : "", pytorch);
    d->key = arena_printf(c->out->arena, "%s|in%u", d->key ? d->key : "", s->ph);
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
    if (phid != NONE_ID) rule_related(c, d, m, phid, "input '%s' of '%.*s'", ph_name, STR_ARG(mod->attr));
    if (origin != s) rule_related(c, d, origin->module, origin->node, "the metadata change inside the nested subgraph");
}

static void check_subgraph(RuleCtx *c, ModuleId m)
{
    HopBan ban;
    if (!hop_ban_find(c->g, c->facts, c->cfg, m, RC_METADATA_MUTATION, &ban) &&
        !hop_ban_find(c->g, c->facts, c->cfg, m, RC_INPUT_MUTATION, &ban) &&
        !hop_ban_find(c->g, c->facts, c->cfg, m, RC_CAPTURED_MUTATION, &ban))
        return;
    uint32_t n = 0;
    const MutationSite *s = mutation_sites(c->facts, m, &n);
    for (uint32_t i = 0; i < n; i++)
        if (s[i].kind == MUT_METADATA && s[i].ph != NONE_ID) report_in_subgraph(c, &ban, m, &s[i]);
}

/* ---- graph inputs ---- */

/* The placeholder that value n IS (not merely shares storage with): n itself, or reached back
 * through ops returning their written self (t_ of t_ of x is x). NONE_ID otherwise. */
static NodeId same_object(RuleCtx *c, ModuleId m, NodeId n)
{
    const Module *mod = &c->g->modules[m];
    for (uint32_t steps = 0; n < mod->nnodes && steps < mod->nnodes; steps++) {
        if (mod->nodes[n].kind == NK_PLACEHOLDER) return n;
        const OpFacts *of = facts_op(c->facts, m, n);
        if (!of || !(of->flags & OPF_INPLACE)) return NONE_ID;
        NodeId self = value_node(op_arg_value(&mod->nodes[n], of->writes[0]));
        if (self == NONE_ID || self >= n) return NONE_ID;
        n = self;
    }
    return NONE_ID;
}

/* Whether metadata `after` differs from `before`: 1 yes, 0 no, -1 not decidable (unprinted). */
static int meta_changed(const Meta *before, const Meta *after)
{
    if (before->kind != META_TENSOR || after->kind != META_TENSOR) return -1;
    if (before->rank != after->rank) return 1;
    for (uint32_t i = 0; i < before->rank; i++)
        if (!str_eq(before->sizes[i].text, after->sizes[i].text)) return 1;
    if (before->has_strides && after->has_strides)
        for (uint32_t i = 0; i < before->rank; i++)
            if (!str_eq(before->strides[i].text, after->strides[i].text)) return 1;
    return 0;
}

static bool is_set(const Node *n) { return str_eqz(n->target.op, "set_"); }

/* Whether the graph is an exported program's: aot_export bans metadata-mutated inputs there. */
static bool is_export(const Graph *g) { return g->flavor == FLAVOR_EXPORT || g->stage == STAGE_EXPORT; }

static void report_root_input(RuleCtx *c, ModuleId m, NodeId ph, NodeId first, NodeId last, uint32_t count,
                              bool storage_swap)
{
    const Module *mod = &c->g->modules[m];
    const Node *p = &mod->nodes[ph], *op = &mod->nodes[last];
    int changed = storage_swap ? 1 : meta_changed(p->meta, op->meta);
    if (changed == 0) return; /* the sizes and strides end where they started: no net mutation */
    const char *change = storage_swap ? " (a new storage)"
                         : changed > 0 ? rule_fmt(c, " (%s -> %s)", meta_format(c->scratch, p->meta),
                                                  meta_format(c->scratch, op->meta))
                                       : " (unless a later op restores its sizes and strides)";
    const char *what = count > 1 ? rule_fmt(c, "%u metadata changes ending with %s", count, op_words(c, op))
                                 : op_words(c, op);
    /* a functional export refuses it; the training IR keeps the in-place op and accepts it, and
     * functionalizing it later fails */
    bool functional = functional_export_evidence(c->g, c->cfg, c->scratch) != NULL;
    const char *pytorch = functional ? "; PyTorch: \"Found an input that received a metadata mutation, through e.g. a "
                                       "call to `.resize_()` or `.transpose_()`.\""
                                     : ": torch.export keeps it in its training IR, but ep.run_decompositions() "
                                       "cannot functionalize it; PyTorch: \"len(mutations) (0) != "
                                       "num_mutated_inp_runtime_indices (1)\"";
    Severity sev = !functional ? SEV_INFO : changed > 0 ? SEV_ERROR : SEV_WARNING;
    Diag *d = rule_report_sev(c, sev, m, last, "exported program input '%.*s' gets new metadata from %s%s%s",
                              STR_ARG(p->name), what, change, pytorch);
    rule_related(c, d, m, ph, "graph input '%.*s'", STR_ARG(p->name));
    if (first != last) rule_related(c, d, m, first, "the first metadata change of '%.*s'", STR_ARG(p->name));
}

static void check_root(RuleCtx *c, ModuleId m)
{
    if (!is_export(c->g)) return;
    const Module *mod = &c->g->modules[m];
    uint32_t n = 0;
    const MutationSite *s = mutation_sites(c->facts, m, &n);
    for (NodeId ph = 0; ph < mod->nnodes; ph++) {
        if (mod->nodes[ph].kind != NK_PLACEHOLDER) continue;
        NodeId first = NONE_ID, last = NONE_ID;
        uint32_t count = 0;
        bool swap = false;
        for (uint32_t i = 0; i < n; i++) {
            /* writes propagated out of subgraphs are the subgraph's own finding; a metadata op on
             * a view of the input leaves the input's own sizes alone */
            if (s[i].kind != MUT_METADATA || s[i].inner || s[i].node == last) continue;
            if (same_object(c, m, s[i].target) != ph) continue;
            if (first == NONE_ID) first = s[i].node;
            last = s[i].node;
            count++;
            swap |= is_set(&mod->nodes[s[i].node]);
        }
        if (count) report_root_input(c, m, ph, first, last, count, swap);
    }
}

void rule_input_metadata_mutation(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        uint32_t ncallers = 0;
        hop_callers(c->facts, m, &ncallers);
        if (ncallers) check_subgraph(c, m);
        else if (c->g->modules[m].parent == NONE_ID) check_root(c, m);
    }
}
