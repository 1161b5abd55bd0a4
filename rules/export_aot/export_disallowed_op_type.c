/*
 * FX506 export-disallowed-op-type
 *
 * What it does: finds a `call_function` node of an ExportedProgram graph (or of any of its
 * subgraphs) whose target is not one the export verifier accepts. It accepts an OpOverload
 * (`torch.ops.<ns>.<op>.<overload>`), a higher-order op (`torch.ops.higher_order.cond`), the
 * builtins operator.getitem, add, mul, sub, truediv, floordiv, mod, pow, neg, abs, and_, or_,
 * not_, lshift, rshift and the comparisons (`a + b`, `x[0]`, `s0 >= 0`), math.ceil,
 * math.floor, math.trunc and round, and the torch functions torch.sym_int, sym_float, sym_ite,
 * sym_max, sym_min, sym_not, sym_sqrt, sym_sum, set_grad_enabled, torch._C._set_grad_enabled,
 * the autocast enter/exit functions, cast_symbool_to_symint_guardless,
 * _call_custom_autograd_function_in_pre_dispatch and the torch._functorch.predispatch vmap
 * helpers. Anything else is reported: a torch-level function (`torch.sin(x)`,
 * `torch._C._nn.linear(x, w)`, Dynamo's spelling), an OpOverloadPacket named without its
 * overload (`torch.ops.aten.add(x, 1)`), an operator outside the list (`a @ b`, `~m`, `a ^ b`),
 * or any other Python callable. Graphs of ExecuTorch's edge dialect (targets named
 * `executorch_exir_dialects_edge_...`), whose verifier has lists of its own, are left alone;
 * call_module and call_method nodes are FX502's.
 * Why is this bad: the verifier rejects the program: "Operator 'aten.add' is not an allowed
 * operator type: (<class 'torch._ops.OpOverload'>, <class 'torch._ops.HigherOrderOperator'>)".
 * Export lowers every call to an ATen OpOverload, so such a target was put there by a graph
 * pass or by hand; the program cannot be serialized, run through run_decompositions or
 * lowered to AOTInductor or ExecuTorch.
 * Example:
 *     ExportedProgram:
 *         class GraphModule(torch.nn.Module):
 *             def forward(self, x: "f32[4, 8]"):
 *                 # File: model.py:7 in forward, code: return torch.sin(x) * 2
 *                 sin: "f32[4, 8]" = torch.sin(x)
 *                 mul: "f32[4, 8]" = torch.ops.aten.mul.Tensor(sin, 2)
 *                 return (mul,)
 *
 *     Graph signature:
 *         # inputs
 *         x: USER_INPUT
 *
 *         # outputs
 *         mul: USER_OUTPUT
 *
 *     Range constraints: {}
 * Fix: call the ATen OpOverload the function stands for (`torch.ops.aten.sin.default`), name
 * the overload of a packet (`torch.ops.aten.add.Tensor`), or re-export the eager module
 * instead of editing the exported graph.
 */
#include <string.h>

#include "knowledge/ops.h"
#include "engine/rule.h"

/* The verifier's allowed builtins (newest): operator-module functions by name. */
static const char *const allowed_operators[] = {
    "getitem", "add", "mul", "sub", "truediv", "ge", "le", "gt", "lt", "eq", "ne",
    "floordiv", "mod", "and_", "or_", "not_", "pow", "neg", "abs", "lshift", "rshift",
};

/* Allowed builtins outside the operator module, as module.name. */
static const char *const allowed_builtins[] = {
    "operator.abs", "math.ceil", "math.floor", "math.trunc", "builtins.round",
};

/* Allowed torch functions: the last part of their qualified name. FX prints them with their
 * module path ("torch.sym_not", "torch._C._set_grad_enabled"). */
static const char *const allowed_torch_functions[] = {
    "set_grad_enabled", "sym_int", "sym_float", "sym_ite", "sym_max", "sym_min", "sym_not", "sym_sqrt",
    "sym_sum", "_call_custom_autograd_function_in_pre_dispatch", "_set_grad_enabled", "_enter_autocast",
    "_exit_autocast", "cast_symbool_to_symint_guardless", "_add_batch_dim", "_remove_batch_dim",
    "_vmap_increment_nesting", "_vmap_decrement_nesting", "lazy_load_decompositions",
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static bool in_list(Str s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (str_eqz(s, list[i])) return true;
    return false;
}

/* Whether `q` spells `dotted` ("math.floor") as FX's code generator can print it: as is, with
 * dots folded to underscores ("math_floor", "_operator_abs"), possibly with a numeric suffix
 * the namespace added ("math_floor_1"); "builtins.round" also as plain "round". */
static bool spells(Str q, const char *dotted)
{
    if (str_eqz(q, dotted)) return true;
    const char *dot = strrchr(dotted, '.');
    if (dot && strncmp(dotted, "builtins.", 9) == 0 && str_eqz(q, dot + 1)) return true;
    while (q.len && q.ptr[0] == '_') q = str_slice(q, 1, q.len);
    size_t n = strlen(dotted);
    if (q.len < n) return false;
    for (size_t i = 0; i < n; i++) {
        char want = dotted[i] == '.' ? '_' : dotted[i];
        if (q.ptr[i] != want) return false;
    }
    if (q.len == n) return true;
    if (q.ptr[n] != '_' || q.len == n + 1) return false;
    for (uint32_t i = (uint32_t)n + 1; i < q.len; i++)
        if (q.ptr[i] < '0' || q.ptr[i] > '9') return false;
    return true;
}

/* The last dotted part of a printed name ("sym_not" of "torch.sym_not"). */
static Str last_part(Str q)
{
    uint32_t dot = q.len;
    while (dot > 0 && q.ptr[dot - 1] != '.') dot--;
    return str_slice(q, dot, q.len);
}

/* Whether the verifier accepts the TK_CALLABLE target t. `<built-in function floor>` (FX IR)
 * names only the function, so its name alone decides. */
static bool callable_allowed(const Target *t)
{
    Str q = str_trim(t->qualname);
    bool bare = str_starts(q, "<built-in function ");
    for (size_t i = 0; i < COUNT(allowed_builtins); i++) {
        if (spells(q, allowed_builtins[i])) return true;
        if (bare && str_eqz(t->op, strrchr(allowed_builtins[i], '.') + 1)) return true;
    }
    if (bare && in_list(t->op, allowed_operators, COUNT(allowed_operators))) return true;
    bool torchish = str_starts(q, "torch.") || !memchr(q.ptr, '.', q.len);
    return torchish && in_list(last_part(q), allowed_torch_functions, COUNT(allowed_torch_functions));
}

/* Higher-order ops printed under their Python module in some releases. */
static bool callable_is_hop(Str q)
{
    return str_starts(q, "torch._higher_order_ops.") || str_starts(q, "torch.ops.higher_order.") ||
           str_starts(q, "torch._ops.");
}

/* ExecuTorch's edge dialect prints EdgeOpOverloads as executorch_exir_dialects_edge__ops_...
 * and checks them with its own verifier. */
static bool graph_is_edge_dialect(const Graph *g)
{
    for (ModuleId m = 0; m < g->nmodules; m++)
        for (NodeId i = 0; i < g->modules[m].nnodes; i++) {
            const Target *t = &g->modules[m].nodes[i].target;
            if (t->kind == TK_CALLABLE && str_starts(str_trim(t->qualname), "executorch")) return true;
        }
    return false;
}

/* An overload to suggest for aten op `op`: default, else Tensor, else the first that is not
 * an out= variant; NULL when the registry has none. */
static const char *suggest_overload(RuleCtx *c, Str op)
{
    uint32_t n = 0;
    const OpSchema *s = ops_overloads(op, &n);
    const char *pick = NULL;
    for (uint32_t i = 0; i < n; i++) {
        const char *o = s[i].overload;
        if (!o[0]) { pick = "default"; break; }
        if (strcmp(o, "Tensor") == 0) pick = o;
        else if (!pick && strcmp(o, "out") != 0 && strncmp(o, "out_", 4) != 0 && !strstr(o, "_out")) pick = o;
    }
    return pick ? rule_fmt(c, "torch.ops.aten.%.*s.%s", STR_ARG(op), pick) : NULL;
}

static const char *quote(RuleCtx *c, const char *op)
{
    return rule_fmt(c, "PyTorch: \"Operator '%s' is not an allowed operator type: (<class "
                       "'torch._ops.OpOverload'>, <class 'torch._ops.HigherOrderOperator'>)\"", op);
}

static void check_node(RuleCtx *c, ModuleId m, NodeId id, const char *where)
{
    const Node *n = &c->g->modules[m].nodes[id];
    const Target *t = &n->target;
    Str q = str_trim(t->qualname);
    switch (t->kind) {
    case TK_OP: {
        if (target_is_hop(t) || t->overload.len) return;
        const char *fix = str_eqz(t->ns, "aten") ? suggest_overload(c, t->op) : NULL;
        const char *packet = rule_fmt(c, "%.*s.%.*s", STR_ARG(t->ns), STR_ARG(t->op));
        rule_report(c, m, id,
                    "'%.*s' in %s calls %.*s, an OpOverloadPacket (the op without an overload), not an "
                    "OpOverload%s%s; %s",
                    STR_ARG(n->name), where, STR_ARG(q), fix ? "; name the overload, e.g. " : "", fix ? fix : "",
                    quote(c, packet));
        return;
    }
    case TK_OPERATOR: {
        if (in_list(t->op, allowed_operators, COUNT(allowed_operators))) return;
        rule_report(c, m, id,
                    "'%.*s' in %s applies the Python operator.%.*s, which the export verifier does not allow "
                    "(it allows getitem and the arithmetic and comparison operators that compute symbolic "
                    "sizes); %s",
                    STR_ARG(n->name), where, STR_ARG(t->op),
                    quote(c, rule_fmt(c, "<built-in function %.*s>", STR_ARG(t->op))));
        return;
    }
    case TK_CALLABLE: {
        if (callable_is_hop(q) || callable_allowed(t)) return;
        bool torch_fn = str_starts(q, "torch.");
        const char *aten = torch_fn ? suggest_overload(c, t->op) : NULL;
        rule_report(c, m, id,
                    "'%.*s' in %s calls %.*s, %s, not an OpOverload or a higher-order op%s%s%s; %s",
                    STR_ARG(n->name), where, STR_ARG(q),
                    torch_fn ? "a torch-level function (Dynamo's spelling)"
                             : "a Python callable outside the verifier's allowed builtins",
                    aten ? " (the ATen op is " : "", aten ? aten : "", aten ? ")" : "",
                    quote(c, rule_fmt(c, "%.*s", STR_ARG(q))));
        return;
    }
    default: return;
    }
}

void rule_export_disallowed_op_type(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->stage != STAGE_EXPORT || graph_is_edge_dialect(g)) return;
    for (ModuleId m = 0; m < g->nmodules; m++) {
        const Module *mod = &g->modules[m];
        const char *where = m ? rule_fmt(c, "subgraph '%.*s' of the ExportedProgram", STR_ARG(mod->attr))
                              : "the ExportedProgram graph";
        for (NodeId i = 0; i < mod->nnodes; i++)
            if (mod->nodes[i].kind == NK_CALL_FUNCTION) check_node(c, m, i, where);
    }
}
