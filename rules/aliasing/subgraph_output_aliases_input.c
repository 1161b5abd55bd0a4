/*
 * FX201 subgraph-output-aliases-input
 *
 * What it does: finds a higher-order-op subgraph that returns one of its inputs, or a view of
 * one (`view`, `select`, `t`, `x[0]`, the result of an in-place op on it), where the HOP forbids
 * input-output aliasing: cond branches (with grad enabled), torch.switch branches (in every grad
 * mode), while_loop cond_fn and body_fn, scan and associative_scan combine_fn, map bodies,
 * invoke_subgraph (nested_compile_region) bodies, and flex_gemm epilogues where AOTAutograd runs
 * ("flex_gemm might be aliasing the input or the output!").
 * Why is this bad: PyTorch rejects it at trace time ("cond_true might be aliasing the input or
 * the output!", or Dynamo's "Encountered aliasing during higher order op tracing" with
 * "Input-to-output aliasing detected at nodes ..."): the HOP's result would share storage with
 * its operand, which the compiled graph cannot express. wrap and checkpoint bodies may alias;
 * with grad disabled (`--no-grad`, or a printed `_set_grad_enabled(False)` before the call)
 * Dynamo accepts it in a cond, but functionalizing an ATen-level graph still rejects it
 * (spec §1.1, §10.2): a warning there. A maybe-view (`reshape`, `contiguous`) is reported as a warning.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[3, 8]"):
 *             body_graph_0 = self.body_graph_0
 *             map_impl = torch.ops.higher_order.map_impl(body_graph_0, [arg0_1], [])
 *             getitem: "f32[3, 2, 4]" = map_impl[0]
 *             return (getitem,)
 *
 *         class body_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[8]"):
 *                 # File: model.py:9 in f, code: return x.view(2, 4)
 *                 view: "f32[2, 4]" = torch.ops.aten.view.default(arg0_1, [2, 4])
 *                 return [view]
 * Fix: return a copy (`return x.clone()`, `x.view(2, 4).clone()`) or a `*_copy` op's result.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "engine/rule.h"

/* Whether placeholder `ph` (ordinal) of the subgraph holds a tensor: its annotation does not
 * say otherwise and the operand feeding it is not a literal or a SymInt. */
static bool fed_tensor(RuleCtx *c, const HopBan *ban, ModuleId m, NodeId phid, uint32_t ph)
{
    if (facts_is_tensor(c->facts, m, phid) == 0) return false;
    if (ph >= ban->sub->ninputs) return true;
    const HopInput *in = &ban->sub->inputs[ph];
    if (in->kind != HIN_OPERAND || in->operand >= ban->call->noperands) return true;
    const Value *v = ban->call->operands[in->operand].value;
    if (v->kind != VK_NODE) return false;
    return facts_is_tensor(c->facts, ban->call->module, v->node) != 0;
}

static void report_pair(RuleCtx *c, const HopBan *ban, ModuleId m, const AliasPair *p)
{
    const Module *mod = &c->g->modules[m];
    const Value *outs;
    uint32_t nouts = module_outputs(mod, &outs);
    NodeId out = p->b < nouts ? value_node(&outs[p->b]) : NONE_ID;
    NodeId ph = p->na;
    Str ph_name = mod->nodes[ph].name;
    /* report where the aliasing value is made (the user's `x.view(...)` line); a placeholder
     * returned as is is reported at the return */
    NodeId at = out != NONE_ID && mod->nodes[out].kind != NK_PLACEHOLDER ? out : mod->output;
    if (at == NONE_ID) return;
    const char *how;
    if (out == ph) how = "unchanged";
    else if (out != NONE_ID)
        how = rule_fmt(c, "through '%.*s' (%s)", STR_ARG(mod->nodes[out].name),
                       alias_chain_format(c->scratch, c->g, c->facts, m, out));
    else how = "inside a returned list";
    const HopCall *call = ban->call;
    /* a view returned where the dump shows it was put in after capture */
    HopBan site = *ban;
    const char *edit = out != NONE_ID ? hop_ban_settle_by_edit(c->scratch, c->g, &site, m, out) : NULL;
    const char *pytorch = hop_ban_quote(c->scratch, c->cfg, &site);
    if (hop_ban_says_dynamo(&site))
        pytorch = rule_fmt(c, "%s; \"Input-to-output aliasing detected at nodes %.*s and %.*s\"; hint: \"Replace "
                              "`return input` with `return input.clone()` to avoid aliasing.\"",
                           pytorch, STR_ARG(ph_name), STR_ARG(out != NONE_ID ? mod->nodes[out].name : ph_name));
    bool unsure = p->strength == ALIAS_MAY || hop_ban_unsure(&site);
    Diag *d = rule_report_sev(c, unsure ? SEV_WARNING : SEV_ERROR, m, at,
                              "%s %s '%.*s' %s its input '%.*s' as output %u %s%s%s; PyTorch: %s",
                              call->info->api, hop_ban_role_words(ban->sub), STR_ARG(mod->attr),
                              p->strength == ALIAS_MAY ? "may return" : "returns", STR_ARG(ph_name), p->b, how,
                              hop_ban_mixed_words(c->scratch, &site), edit ? edit : "", pytorch);
    /* several pairs may be reported at one return statement: tell their keys apart */
    d->key = arena_printf(c->out->arena, "%s|in%u>out%u", d->key ? d->key : "", p->a, p->b);
    rule_related(c, d, call->module, call->node, "the %s call that runs '%.*s'", call->info->api, STR_ARG(mod->attr));
    rule_related(c, d, m, ph, "input '%.*s' of '%.*s'", STR_ARG(ph_name), STR_ARG(mod->attr));
}

void rule_subgraph_output_aliases_input(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) {
        HopBan ban;
        if (!hop_ban_find(c->g, c->facts, c->cfg, m, RC_ALIAS_IN_OUT, &ban)) continue;
        if (hop_ban_generated(c->g, ban.call)) continue;
        uint32_t n = 0;
        const AliasPair *p = alias_pairs(c->facts, m, &n);
        for (uint32_t i = 0; i < n; i++)
            if (p[i].kind == AP_INPUT_OUTPUT && fed_tensor(c, &ban, m, p[i].na, p[i].a)) report_pair(c, &ban, m, &p[i]);
    }
}
