/*
 * FX302 data-dependent-op-in-subgraph
 *
 * What it does: finds an op tagged `data_dependent_output` in PyTorch's schema registry, other
 * than the traceable scalars item and _local_scalar_dense (so torch.equal, torch.allclose),
 * inside a subgraph of a higher-order op that turns graph breaks into hard errors. Those are
 * cond branches, torch.switch branches, while_loop cond_fn and body_fn, scan and associative_scan
 * combine_fn, map bodies, invoke_subgraph, hints_wrapper, strict_mode, and anything nested in them.
 * `.item()`, `int(t)`, `bool(t)` and `.tolist()` are not reported in the control-flow HOPs: their
 * frontends force `capture_scalar_outputs`, so they trace as unbacked symbols (u0, zuf0). Ops
 * that only call item() inside (is_nonzero) are not tagged and trace the same way. In a
 * hints_wrapper or strict_mode body, or a flex_gemm epilogue (PyTorch 2.14), whose HOP does not
 * lift the symbol out, a scalar the body does not return is reported where PyTorch 2.13 rejects it (AOTAutograd, export, make_fx:
 * "Pending unbacked symbols {zuf0} not in returned outputs"); so is one in a flex_attention
 * score_mod or mask_mod, which torch.compile vmaps ("vmap: It looks like you're calling .item()
 * on a Tensor").
 * Why is this bad: fake tensors cannot produce the Python bool such an op returns, with or
 * without any config: Dynamo stops with the graph break "Data dependent operator" ("Operator
 * `aten.equal.default` has a non-Tensor output whose value is dependent on the data of Tensor
 * inputs."), and inside these higher-order ops a graph break is UncapturedHigherOrderOpError
 * ("This higher order operator doesn't work unless it is captured completely with
 * torch.compile.").
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[4]", arg2_1: "f32[4]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, arg2_1))
 *             getitem: "f32[4]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 # File: model.py:5 in true_fn, code: same = torch.equal(x, y)
 *                 equal = torch.ops.aten.equal.default(arg0_1, arg1_1)
 *                 mul: "f32[4]" = torch.ops.aten.mul.Tensor(arg0_1, equal)
 *                 return (mul,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1: "f32[4]"):
 *                 sub: "f32[4]" = torch.ops.aten.sub.Tensor(arg0_1, arg1_1)
 *                 return (sub,)
 * Fix: compute a tensor instead of a Python bool (`(a == b).all()`, `torch.isclose(a, b).all()`)
 * and branch on it with torch.cond, or call `.item()` on that tensor; or do the comparison
 * outside the higher-order op.
 */
#include <ctype.h>
#include <string.h>

#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* Whether the body of module m returns node n itself (its symbol leaves the subgraph). */
/* Whether the size expression `text` names the symbol `sym` (u1 in "u1", "2*u1 + 1"; not in
 * "u10"). */
static bool names_symbol(Str text, Str sym)
{
    for (uint32_t i = 0; sym.len && i + sym.len <= text.len; i++) {
        if (memcmp(text.ptr + i, sym.ptr, sym.len) != 0) continue;
        bool left = i == 0 || !(isalnum((unsigned char)text.ptr[i - 1]) || text.ptr[i - 1] == '_');
        bool right = i + sym.len == text.len || !isalnum((unsigned char)text.ptr[i + sym.len]);
        if (left && right) return true;
    }
    return false;
}

/* Whether node n, or the symbol it makes (`item: "Sym(u1)"`), reaches the module's outputs: as a
 * returned value, or in a returned tensor's size (`ones: "f32[u1]"`): PyTorch looks for its
 * pending unbacked symbols in the outputs' sizes too. */
static bool returned(const Module *mod, NodeId n)
{
    const Value *outs;
    uint32_t k = module_outputs(mod, &outs);
    const Meta *me = mod->nodes[n].meta;
    Str sym = me->kind == META_SYM ? str_trim(me->sym) : (Str){NULL, 0};
    for (uint32_t i = 0; i < k; i++) {
        NodeId o = value_node(&outs[i]);
        if (o == n) return true;
        if (!sym.len || o == NONE_ID) continue;
        const Meta *om = mod->nodes[o].meta;
        if (om->kind != META_TENSOR) continue;
        for (uint8_t d = 0; d < om->rank; d++)
            if (names_symbol(om->sizes[d].text, sym)) return true;
    }
    return false;
}

static void report_scalar(RuleCtx *c, const HopCall *call, const HopSub *sub, ModuleId m, NodeId n,
                          const ReleaseRuling *rr, const char *func)
{
    const Module *mod = &c->g->modules[m];
    const Node *node = &mod->nodes[n];
    HopBan ban = {call, sub, 0, RC_SCALAR_ITEM, *rr, GRAD_ENABLED};
    const char *why = call->kind == HOP_FLEX_ATTENTION || call->kind == HOP_FLEX_ATTENTION_BACKWARD
        ? "which PyTorch vmaps over the scores, and vmap cannot take a scalar out of a tensor"
        : "which does not return it and whose HOP does not lift it out";
    Diag *d = rule_report(c, m, n, "'%.*s' (%s) makes a data-dependent scalar in %s %s '%.*s', %s%s; PyTorch: %s",
                          STR_ARG(node->name), func, call->info->api, hop_ban_role_words(sub), STR_ARG(mod->attr), why,
                          hop_ban_mixed_words(c->scratch, &ban), hop_ban_quote(c->scratch, c->cfg, &ban));
    if (rr->mixed) d->severity = SEV_WARNING;
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
}

void rule_data_dependent_op_in_subgraph(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        uint32_t subi = 0;
        const HopCall *caller = hop_caller(c->facts, m, &subi);
        if (!caller) continue;
        HopRegion r;
        bool region = hop_region_of(c->g, c->facts, m, HOP_FORBID_GRAPH_BREAK, &r);
        const Module *mod = &c->g->modules[m];
        for (NodeId n = 0; n < mod->nnodes; n++) {
            const OpFacts *of = facts_op(c->facts, m, n);
            if (!of || !(of->flags & OPF_DATA_DEPENDENT)) continue;
            const Node *node = &mod->nodes[n];
            const char *func = ops_func_name(c->scratch, node, of);
            if (of->flags & OPF_SCALAR_OUT) {
                /* the HOP running this body: the control-flow ones lift the symbol, hints_wrapper and
                 * strict_mode do not unless it is returned, flex_attention vmaps */
                if (subi >= caller->nsubs || returned(mod, n)) continue;
                ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, caller, NULL, RC_SCALAR_ITEM);
                if (rr.verdict == RV_REJECT) report_scalar(c, caller, &caller->subs[subi], m, n, &rr, func);
                continue;
            }
            if (!region) continue;
            ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, r.call, r.sub, RC_DATA_DEPENDENT);
            if (rr.verdict != RV_REJECT) continue;
            Diag *d = rule_report(c, m, n,
                                  "'%.*s' (%s) returns a Python value computed from tensor data%s in %s %s "
                                  "'%.*s', which fake tensors cannot trace and where a graph break is a hard "
                                  "error; PyTorch: \"Operator `%s` has a non-Tensor output whose value is "
                                  "dependent on the data of Tensor inputs.\" -> \"This higher order operator "
                                  "doesn't work unless it is captured completely with torch.compile.\"",
                                  STR_ARG(node->name), func, hop_region_nesting(c->scratch, c->g, &r, m),
                                  r.call->info->api, hop_ban_role_words(r.sub), STR_ARG(r.module->attr), func);
            rule_related(c, d, r.call->module, r.call->node, "the %s call that runs '%.*s'", r.call->info->api,
                         STR_ARG(r.module->attr));
        }
    }
}
