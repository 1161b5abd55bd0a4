/*
 * FX303 unbacked-size-escapes-carry
 *
 * What it does: finds a loop-carried value whose printed size has a new data-dependent symbol
 * made inside the loop body: a while_loop body_fn output (or while_loop_stack_output's), a
 * scan combine_fn carry, or an associative_scan combine_fn output whose size mentions an
 * unbacked symbol (u0) born inside that subgraph (by nonzero, x[mask], .item(), a nested cond
 * that merged two sizes, ...) and absent from the value it must match: the carried input, the
 * init, or the xs slice. Int carries (Sym(u0) outputs) are not compared, as in PyTorch.
 * torch.cond is not checked: its branches may return different sizes, which PyTorch merges into
 * new unbacked sizes. Sizes that only reuse a symbol the carried input already had are fine.
 * When the pair also differs surely (rank, a static size, dtype, a printed stride: nonzero's
 * column-major strides against a contiguous carry), the metadata rules FX402, FX404 and FX405
 * report it instead, so one pair never gets two findings.
 * Why is this bad: these ops compare each carry with the value it replaces exactly
 * (check_meta_consistency: shape, dtype, stride, device); a size only known at run time cannot
 * be proved equal to the input's, so tracing fails with UncapturedHigherOrderOpError "Expected
 * carried_inputs and body_output to have same metadata but found:" / "Expected init and carry
 * to have same metadata but found:" ("pair[i] differ in shape ...").
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "i64[]", arg1_1: "f32[8]"):
 *             while_loop_cond_graph_0 = self.while_loop_cond_graph_0
 *             while_loop_body_graph_0 = self.while_loop_body_graph_0
 *             while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (arg0_1, arg1_1), ())
 *             getitem: "i64[]" = while_loop[0]
 *             getitem_1: "f32[8]" = while_loop[1]
 *             return (getitem, getitem_1)
 *
 *         class while_loop_cond_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "i64[]", arg1_1: "f32[8]"):
 *                 lt: "b8[]" = torch.ops.aten.lt.Scalar(arg0_1, 3)
 *                 return lt
 *
 *         class while_loop_body_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "i64[]", arg1_1: "f32[8]"):
 *                 add: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1)
 *                 # File: model.py:9 in body_fn, code: return i + 1, x[x > 0]
 *                 gt: "b8[8]" = torch.ops.aten.gt.Scalar(arg1_1, 0)
 *                 index: "f32[u0]" = torch.ops.aten.index.Tensor(arg1_1, [gt])
 *                 return (add, index)
 * Fix: keep the carry's shape fixed: pad or mask instead of filtering (`torch.where(mask, x, 0)`
 * for `x[mask]`), or return the data-dependent part as a scan output (ys) rather than a carry.
 */
#include "analysis/metapair.h"
#include "engine/rule.h"

/* check_meta_consistency's names: Dynamo's own check, or the fake kernel's for ATen graphs. */
static const char *quote_for(const HopCall *call, bool dynamo)
{
    switch (call->kind) {
    case HOP_SCAN: return "Expected init and carry to have same metadata but found:";
    case HOP_ASSOCIATIVE_SCAN:
        return dynamo ? "Expected initial_xs and combine_fn_output to have same metadata but found:"
                      : "Expected init and carry to have same metadata but found:";
    default:
        return dynamo ? "Expected body_fn_output and carried_inputs to have same metadata but found:"
                      : "Expected carried_inputs and body_output to have same metadata but found:";
    }
}

static const char *what_for(const HopCall *call)
{
    switch (call->kind) {
    case HOP_SCAN: return "init";
    case HOP_ASSOCIATIVE_SCAN: return "xs slice";
    default: return "carried input";
    }
}

/* The subgraph placeholder an operand feeds (its name is what the user wrote), or NONE_ID. */
static NodeId placeholder_for(const Facts *f, const HopCall *call, const HopSub *sub, uint32_t operand)
{
    return facts_placeholder(f, sub->module, hop_sub_input(call, sub, operand, -1));
}

static void check_pair(RuleCtx *c, const HopCall *call, const HopPair *p)
{
    const HopEnd *out = p->lhs.kind == HEND_SUB_OUTPUT ? &p->lhs : &p->rhs;
    const HopEnd *have = out == &p->lhs ? &p->rhs : &p->lhs;
    if (out->kind != HEND_SUB_OUTPUT || !metapair_sub_readable(c->g, call, out->sub)) return;
    PairResult r = metapair_compare(c->scratch, c->g, c->facts, call, p, MC_CONSISTENCY);
    /* A sure difference besides the new size (rank, a static dim, dtype, stride) is the
     * metadata rules' (FX402, FX404, FX405); this rule owns the pairs that differ only by a
     * size the subgraph made up, which those rules leave alone. */
    if (r.diff.worst != VERDICT_UNSURE || !r.fresh.len) return;
    const UnbackedBirth *b = unbacked_birth(c->facts, r.fresh);
    if (!b || !unbacked_born_within(c->facts, r.fresh, call->subs[out->sub].module)) return;
    const Module *bm = graph_module(c->g, b->module);
    const Node *born = module_node(bm, b->node);
    if (born->kind == NK_PLACEHOLDER) return;
    /* `getitem = _unique2[0]`: name the op that made the tuple. */
    NodeId tuple = born->target.kind == TK_OPERATOR && str_eqz(born->target.op, "getitem") && born->nargs
        ? value_node(&born->args[0]) : NONE_ID;
    const Node *maker = tuple < bm->nnodes && bm->nodes[tuple].kind == NK_CALL_FUNCTION ? &bm->nodes[tuple] : born;

    const HopSub *sub = &call->subs[out->sub];
    const Module *body = graph_module(c->g, sub->module);
    HopEndRef oref = out == &p->lhs ? r.lref : r.rref, href = out == &p->lhs ? r.rref : r.lref;
    const MetaEnd *om = out == &p->lhs ? &r.lhs : &r.rhs, *hm = out == &p->lhs ? &r.rhs : &r.lhs;
    NodeId ph = have->kind == HEND_OPERAND ? placeholder_for(c->facts, call, sub, have->index) : NONE_ID;
    const char *have_name = ph != NONE_ID ? rule_fmt(c, "%.*s", STR_ARG(body->nodes[ph].name))
                                          : metapair_end_name(c->scratch, c->g, &href);
    /* At the return statement: the carry escapes there, and its origin is the user's return. */
    NodeId at = body->output != NONE_ID ? body->output : oref.node;
    Diag *d = rule_report(c, sub->module, at,
                          "%s %s '%.*s' returns '%s' of size %s for %s %u '%s' of size %s: %.*s is a new "
                          "data-dependent size made inside it by '%.*s' (%s), so the carry cannot keep "
                          "its shape; PyTorch: \"%s\" (\"pair[%u] differ in shape\")",
                          call->info->api, sub->role == HSUB_BODY_FN ? "body_fn" : "combine_fn",
                          STR_ARG(body->attr), metapair_end_name(c->scratch, c->g, &oref), om->text,
                          what_for(call), p->index, have_name, hm->text, STR_ARG(r.fresh), STR_ARG(maker->name),
                          target_format(c->scratch, &maker->target), quote_for(call, c->g->flavor == FLAVOR_DYNAMO),
                          p->index);
    rule_related(c, d, b->module, b->node, "'%.*s' makes the size %.*s", STR_ARG(born->name), STR_ARG(r.fresh));
    rule_related(c, d, call->module, call->node, "the %s call", call->info->api);
}

void rule_unbacked_size_escapes_carry(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *call = &calls[i];
        if (call->kind != HOP_WHILE_LOOP && call->kind != HOP_WHILE_LOOP_STACK_OUTPUT && call->kind != HOP_SCAN &&
            call->kind != HOP_ASSOCIATIVE_SCAN)
            continue;
        for (uint32_t k = 0; k < call->npairs; k++) check_pair(c, call, &call->pairs[k]);
    }
}
