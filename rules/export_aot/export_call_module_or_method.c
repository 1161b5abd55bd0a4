/*
 * FX502 export-call-module-or-method
 *
 * What it does: finds a `call_module` node (`self.linear(x)`) or a `call_method` node
 * (`x.add_(1)`, `x.view(4, 2)`, Dynamo's spelling of tensor methods) in an ExportedProgram
 * graph or any of its subgraphs. Export graphs hold only placeholders, `get_attr` of HOP
 * subgraphs, `call_function` on OpOverloads, HOPs and a few Python builtins, and the output.
 * Why is this bad: the export verifier rejects the program: "call_module is not valid: got a
 * class 'linear' " (the same text for call_method). Such a graph was built by hand or by a pass
 * that re-introduced Dynamo-level calls after export; it cannot be serialized or lowered.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, x: "f32[4, 8]"):
 *                 # File: model.py:9 in forward, code: return x.view(2, 16) + 1
 *                 view = x.view(2, 16)
 *                 add: "f32[2, 16]" = torch.ops.aten.add.Tensor(view, 1)
 *                 return (add,)
 *
 *     Graph signature:
 *         # inputs
 *         x: USER_INPUT
 *
 *         # outputs
 *         add: USER_OUTPUT
 *
 *     Range constraints: {}
 * Fix: replace the call with the ATen OpOverload it stands for (`torch.ops.aten.add.Tensor`),
 * inline submodule calls, or re-export the eager module instead of editing the graph.
 */
#include "engine/rule.h"

void rule_export_call_module_or_method(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT) return;
    for (ModuleId m = 0; m < g->nmodules; m++) {
        const Module *mod = &g->modules[m];
        for (NodeId i = 0; i < mod->nnodes; i++) {
            const Node *n = &mod->nodes[i];
            if (n->kind != NK_CALL_MODULE && n->kind != NK_CALL_METHOD) continue;
            bool method = n->kind == NK_CALL_METHOD;
            Str target = method ? n->target.op : n->target.qualname;
            const char *where = m ? rule_fmt(c, "subgraph '%.*s' of the ExportedProgram", STR_ARG(mod->attr))
                                  : "the ExportedProgram graph";
            Diag *d = rule_report(c, m, i,
                                  "%s node '%.*s' (%s '%.*s') in %s; export graphs call only OpOverloads, "
                                  "higher-order ops and allowed builtins; PyTorch: \"call_module is not valid: "
                                  "got a class '%.*s' \"",
                                  node_kind_name(n->kind), STR_ARG(n->name), method ? "method" : "submodule",
                                  STR_ARG(target), where, STR_ARG(target));
            if (method && n->nargs) {
                NodeId recv = value_node(&n->args[0]);
                if (recv != NONE_ID)
                    rule_related(c, d, m, recv, "the receiver '%.*s'", STR_ARG(mod->nodes[recv].name));
            }
        }
    }
}
