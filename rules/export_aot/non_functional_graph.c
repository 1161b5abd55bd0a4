/*
 * FX501 non-functional-graph
 *
 * What it does: finds an in-place or otherwise mutating ATen call (`add_`, `index_put_`,
 * `_native_batch_norm_legit` with its running stats, a `copy_` that does not write an input)
 * in a graph PyTorch requires to be functional: the AOT forward, backward, joint and inference
 * graphs of a TORCH_TRACE log (only the `copy_` / `set_.source_Tensor` epilogue into a graph
 * input may write there), and an ExportedProgram graph in the functional ATen dialect (one
 * whose signature returns mutated buffers or user inputs as outputs, or that holds
 * auto_functionalized calls). Post-grad graphs (Inductor re-inplaces them), Dynamo graphs and
 * the export training IR (the default since PyTorch 2.6, which keeps in-place ops and declares
 * no mutation outputs) may mutate. Graphs whose stage the dump does not show are left alone.
 * Writes into an export graph's inputs that the signature does not declare are reported by
 * FX504 instead.
 * Why is this bad: AOTAutograd asserts "aot_autograd expected to have an entirely functional
 * graph, but found ..." and the export verifier raises "operator 'aten.add_.Tensor' is not
 * functional": a graph that claims to be functionalized but writes in place was edited by a
 * pass that broke the contract, and backends that trust it (Inductor, AOTInductor, ExecuTorch)
 * may reorder or drop the write.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, b_steps: "i64[]", x: "f32[4]"):
 *                 add: "i64[]" = torch.ops.aten.add.Tensor(b_steps, 1)
 *                 mul: "f32[4]" = torch.ops.aten.mul.Tensor(x, 2)
 *                 relu_: "f32[4]" = torch.ops.aten.relu_.default(mul)
 *                 return (add, relu_)
 *     Graph signature:
 *         # inputs
 *         b_steps: BUFFER target='steps' persistent=True
 *         x: USER_INPUT
 *
 *         # outputs
 *         add: BUFFER_MUTATION target='steps'
 *         relu_: USER_OUTPUT
 * Fix: use the functional op (`add` instead of `add_`) and, for a write to an input, return
 * the new value and let the epilogue (`copy_` into the input) or the signature's
 * BUFFER_MUTATION / USER_INPUT_MUTATION output carry it; re-run functionalization
 * (`ep.run_decompositions()`) after a custom pass.
 */
#include "analysis/alias.h"
#include "analysis/functional.h"
#include "engine/rule.h"

static bool stage_is_aot(GraphStage s)
{
    return s == STAGE_AOT_FORWARD || s == STAGE_AOT_BACKWARD || s == STAGE_AOT_JOINT || s == STAGE_AOT_INFERENCE;
}

static const char *stage_words(GraphStage s)
{
    switch (s) {
    case STAGE_AOT_FORWARD: return "AOT forward graph";
    case STAGE_AOT_BACKWARD: return "AOT backward graph";
    case STAGE_AOT_JOINT: return "AOT joint graph";
    case STAGE_AOT_INFERENCE: return "AOT inference graph";
    default: return "graph";
    }
}

/* Name of the value node n writes (its first written argument), or "" when not a node. */
static const char *written_name(RuleCtx *c, ModuleId m, NodeId id)
{
    const Node *n = &c->g->modules[m].nodes[id];
    const OpFacts *f = facts_op(c->facts, m, id);
    const Value *v = f && f->nwrites ? op_arg_value(n, f->writes[0]) : node_arg(n, 0, "self");
    NodeId w = value_node(v);
    if (w == NONE_ID) return "";
    return rule_fmt(c, "%.*s", STR_ARG(c->g->modules[m].nodes[w].name));
}

/* FX504 names the undeclared input writes of export graphs and FX102 the metadata
 * mutations of inputs; one finding per write. */
static bool left_to_other_rule(RuleCtx *c, ModuleId m, NodeId id)
{
    bool fx504 = c->cfg->enabled[RID_FX504], fx102 = c->cfg->enabled[RID_FX102];
    if (!fx504 && !fx102) return false;
    uint32_t n = 0;
    const MutationSite *s = mutation_sites(c->facts, 0, &n);
    for (uint32_t i = 0; i < n; i++) {
        const MutationSite *o = mutation_origin(&s[i]);
        if (o->module != m || o->node != id) continue;
        if (fx504 && functional_undeclared_write(c->g, &s[i])) return true;
        if (fx102 && s[i].kind == MUT_METADATA && s[i].ph != NONE_ID) return true;
    }
    return false;
}

static void check_aot_node(RuleCtx *c, NodeId id, OpMutability mut)
{
    const Module *root = &c->g->modules[0];
    const Node *n = &root->nodes[id];
    const char *op = target_format(c->scratch, &n->target);
    const char *where = stage_words(c->g->stage);
    if (functional_is_epilogue(n)) {
        NodeId dst = value_node(node_arg(n, 0, "self"));
        if (dst == NONE_ID || root->nodes[dst].kind == NK_PLACEHOLDER) return;
        Diag *d = rule_report(c, 0, id,
                              "%s: the epilogue '%.*s' (%s) writes '%.*s', which is not a graph input; "
                              "only copy_/set_ into a placeholder may stay in a functional graph; "
                              "PyTorch: assert_functional_graph fails (\"n=%.*s, n.args[0]=%.*s, placeholders=...\")",
                              where, STR_ARG(n->name), op, STR_ARG(root->nodes[dst].name), STR_ARG(n->name),
                              STR_ARG(root->nodes[dst].name));
        rule_related(c, d, 0, dst, "'%.*s' is computed here", STR_ARG(root->nodes[dst].name));
        return;
    }
    const char *dst = written_name(c, 0, id);
    const char *target = *dst ? rule_fmt(c, " '%s'", dst) : "";
    bool guess = mut == OPMUT_GUESSED;
    rule_report_sev(c, guess ? SEV_WARNING : SEV_ERROR, 0, id,
                    "%s is not functional: '%.*s' (%s) %s%s in place%s; only the copy_/set_ epilogue into a "
                    "graph input may write; PyTorch: \"aot_autograd expected to have an entirely functional "
                    "graph, but found %%%.*s : [...] = call_function[target=%.*s](...)\"",
                    where, STR_ARG(n->name), op, guess ? "may write" : "writes", target,
                    guess ? " (an op outside the schema registry; its trailing underscore suggests a write)" : "",
                    STR_ARG(n->name), STR_ARG(n->target.qualname));
}

static void check_export_node(RuleCtx *c, ModuleId m, NodeId id, OpMutability mut, const char *why)
{
    const Node *n = &c->g->modules[m].nodes[id];
    if (left_to_other_rule(c, m, id)) return;
    const char *op = target_format(c->scratch, &n->target);
    const char *dst = written_name(c, m, id);
    const char *target = *dst ? rule_fmt(c, " '%s'", dst) : "";
    bool guess = mut == OPMUT_GUESSED;
    rule_report_sev(c, guess ? SEV_WARNING : SEV_ERROR, m, id,
                    "ExportedProgram graph must be functional (%s), but '%.*s' (%s) %s%s in place%s; "
                    "PyTorch: \"operator '%s' is not functional\"",
                    why, STR_ARG(n->name), op, guess ? "may write" : "writes", target,
                    guess ? " (an op outside the schema registry; its trailing underscore suggests a write)" : "",
                    op);
}

void rule_non_functional_graph(RuleCtx *c)
{
    const Graph *g = c->g;
    if (!g->nmodules) return;
    bool aot = stage_is_aot(g->stage);
    const char *why = g->stage == STAGE_EXPORT ? functional_export_evidence(g, c->cfg, c->scratch) : NULL;
    if (!aot && !why) return;
    /* assert_functional_graph looks at the top-level graph; the verifier at every GraphModule */
    ModuleId last = aot ? 1 : g->nmodules;
    for (ModuleId m = 0; m < last; m++) {
        const Module *mod = &g->modules[m];
        for (NodeId i = 0; i < mod->nnodes; i++) {
            OpMutability mut = functional_op_mutability(g, m, &mod->nodes[i]);
            if (mut == OPMUT_NONE) continue;
            if (aot) check_aot_node(c, i, mut);
            else check_export_node(c, m, i, mut, why);
        }
    }
}
