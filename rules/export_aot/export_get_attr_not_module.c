/*
 * FX507 export-get-attr-not-module
 *
 * What it does: finds a `get_attr` node in the top-level graph of an ExportedProgram that
 * fetches something other than a submodule: a tensor constant or parameter
 * (`_tensor_constant0 = self._tensor_constant0`, a `get_attr` printed with a tensor annotation
 * such as `"f32[4]"`, or one an ATen op takes as an operand) or a torchbind object
 * (`_torchbind_obj0`, the object a call_torchbind calls). The verifier allows there only
 * GraphModules (the subgraphs of higher-order ops), pytree TreeSpecs (`_tree_spec_constant0`)
 * and lowered backend modules. Subgraphs of higher-order ops are not checked: the newest
 * verifier lets them fetch parameters and tensors. A get_attr whose printout shows nothing of
 * what it fetches (no annotation, no use) is left alone.
 * Why is this bad: export lifts parameters, buffers, tensor constants and script objects to
 * placeholders listed in the graph signature (PARAMETER, BUFFER, CONSTANT_TENSOR, CUSTOM_OBJ),
 * so a get_attr of one was added by a graph pass or by hand, and the verifier rejects the
 * program: "Invalid get_attr type <class 'torch.Tensor'> on target _tensor_constant0. Valid
 * get_attr types: (<class 'torch.fx.graph_module.GraphModule'>, ...)". The value is also
 * missing from the state dict and constants that serialization writes out.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, x: "f32[4]"):
 *                 # File: model.py:8 in forward, code: return x + self.offset
 *                 _tensor_constant0: "f32[4]" = self._tensor_constant0
 *                 add: "f32[4]" = torch.ops.aten.add.Tensor(x, _tensor_constant0)
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
 * Fix: lift the value to an input: export the eager module again (export lifts constants to
 * CONSTANT_TENSOR inputs such as `c_offset`), or, in a pass, add a placeholder with a
 * CONSTANT_TENSOR, PARAMETER, BUFFER or CUSTOM_OBJ input spec and put the value in the
 * program's constants or state dict instead of registering an attribute.
 */
#include "engine/rule.h"

typedef struct ConstantName {
    const char *prefix, *type, *words;
} ConstantName;

/* FX's attribute names for what it registers on a GraphModule that is not a submodule, or
 * NULL. Static. */
static const ConstantName *constant_name(Str name)
{
    static const ConstantName names[] = {
        {"_tensor_constant", "<class 'torch.Tensor'>", "a tensor constant"},
        {"_lifted_tensor_constant", "<class 'torch.Tensor'>", "a tensor constant"},
        {"_frozen_param", "<class 'torch.Tensor'>", "a frozen parameter"},
        {"_param_constant", "<class 'torch.nn.parameter.Parameter'>", "a parameter"},
        {"_torchbind_obj", "<class 'torch.ScriptObject'>", "a torchbind object"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (str_starts(name, names[i].prefix)) return &names[i];
    return NULL;
}

/* What the node's uses show it to be: the first use that takes it as a value, or NONE_ID. A
 * call_torchbind's object operand is a script object; any other call_function that is not a
 * higher-order op takes tensors and scalars, never a module. */
static NodeId value_use(const Module *mod, const Node *n, bool *script_object)
{
    for (uint32_t u = 0; u < n->nusers; u++) {
        const Node *user = &mod->nodes[n->users[u]];
        if (user->kind != NK_CALL_FUNCTION) continue;
        if (target_is_op(&user->target, "higher_order", "call_torchbind")) {
            NodeId obj = value_node(node_arg(user, 0, NULL));
            if (obj != NONE_ID && &mod->nodes[obj] == n) {
                *script_object = true;
                return n->users[u];
            }
            continue;
        }
        if (!target_is_hop(&user->target)) return n->users[u];
    }
    return NONE_ID;
}

void rule_export_get_attr_not_module(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT || !g->nmodules) return;
    const Module *root = &g->modules[0];
    for (NodeId i = 0; i < root->nnodes; i++) {
        const Node *n = &root->nodes[i];
        if (n->kind != NK_GET_ATTR || n->submodule != NONE_ID) continue;
        Str attr = n->target.qualname;
        if (str_starts(attr, "_tree_spec_constant")) continue; /* a TreeSpec: allowed */
        bool script_object = false;
        NodeId use = value_use(root, n, &script_object);
        const ConstantName *known = constant_name(attr);
        const char *type = known ? known->type : NULL;
        const char *evidence;
        if (n->meta->kind == META_TENSOR || n->meta->kind == META_SYM) {
            evidence = rule_fmt(c, "its annotation \"%.*s\" says it is a %s", STR_ARG(n->meta->text),
                                n->meta->kind == META_TENSOR ? "tensor" : "symbolic scalar");
            if (!type || n->meta->kind == META_SYM)
                type = n->meta->kind == META_TENSOR ? "<class 'torch.Tensor'>" : "<class 'torch.SymInt'>";
        } else if (known) {
            evidence = rule_fmt(c, "FX gives that name to %s", known->words);
        } else if (use != NONE_ID) {
            evidence = rule_fmt(c, "'%.*s' (%s) takes it as %s", STR_ARG(root->nodes[use].name),
                                target_format(c->scratch, &root->nodes[use].target),
                                script_object ? "its script object" : "an operand");
            type = script_object ? "<class 'torch.ScriptObject'>" : "<class 'torch.Tensor'>";
        } else {
            continue; /* nothing printed says what it is */
        }
        Diag *d = rule_report(c, 0, i,
                              "get_attr '%.*s' in the ExportedProgram graph fetches attribute '%.*s', which is not a "
                              "submodule (%s); export lifts parameters, buffers and constants to placeholders "
                              "declared in the graph signature; PyTorch: \"Invalid get_attr type %s on target "
                              "%.*s. Valid get_attr types: (<class 'torch.fx.graph_module.GraphModule'>, <class "
                              "'torch.utils._pytree.TreeSpec'>)\"",
                              STR_ARG(n->name), STR_ARG(attr), evidence, type, STR_ARG(attr));
        if (use != NONE_ID)
            rule_related(c, d, 0, use, "used here by '%.*s'", STR_ARG(root->nodes[use].name));
    }
}
