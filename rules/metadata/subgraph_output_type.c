/*
 * FX409 subgraph-output-type
 *
 * What it does: checks the types of the values a HOP subgraph returns. Every subgraph Dynamo
 * traces (cond branches, while_loop cond_fn and body_fn, scan and associative_scan combine_fn,
 * map bodies, invoke_subgraph, wrap and checkpoint bodies, flex_attention score_mod and mask_mod)
 * may return tensors, None, int or bool constants, SymInts and SymBools only: a float or string
 * literal is reported in every dialect, a SymFloat ("Sym(zuf0)") in Dynamo graphs. Besides, a
 * torch.cond branch in a Dynamo graph may return only tensors and int constants (None and
 * SymInts are rejected), and a map body only tensors and None. In ATen graphs, None and SymInt
 * branch outputs are left alone: autograd makes backward branches that return None and forward
 * branches that save SymInt intermediates. A node without annotation is not judged.
 * Why is this bad: Dynamo refuses to trace such a subgraph ("HOP body output unsupported":
 * "HigherOrderOperator body's output must consist of tensors or ints/bools only but got <class
 * 'float'>."; "torch.cond: unsupported branch return type (constant non-int)": "Constants
 * returned from branches must be ints."; map: "Expect outputs of map only contains tensors or
 * None."), and HOP calls are hard errors: the program does not compile.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, L_pred_: "b8[]", L_x_: "f32[4]"):
 *             l_pred_ = L_pred_
 *             l_x_ = L_x_
 *
 *             # File: model.py:30 in forward, code: y, _ = torch.cond(pred, f, g, (x,))
 *             cond_true_0 = self.cond_true_0
 *             cond_false_0 = self.cond_false_0
 *             cond = torch.ops.higher_order.cond(l_pred_, cond_true_0, cond_false_0, (l_x_,))
 *             y: "f32[4]" = cond[0]
 *             return (y,)
 *
 *         class cond_true_0(torch.nn.Module):
 *             def forward(self, l_x_: "f32[4]"):
 *                 sin: "f32[4]" = l_x_.sin()
 *                 return (sin, None)
 *
 *         class cond_false_0(torch.nn.Module):
 *             def forward(self, l_x_: "f32[4]"):
 *                 cos: "f32[4]" = l_x_.cos()
 *                 return (cos, None)
 * Fix: return tensors: wrap a float as `torch.tensor(v)`, return `x.new_zeros(())` instead of
 * None, and compute sizes outside the branch; from a map body return tensors or None only.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "model/pytype.h"
#include "engine/rule.h"

static bool hop_checked(const RuleCtx *c, const HopCall *k)
{
    switch (k->kind) {
    case HOP_COND: case HOP_WHILE_LOOP: case HOP_WHILE_LOOP_STACK_OUTPUT: case HOP_SCAN:
    case HOP_ASSOCIATIVE_SCAN: case HOP_MAP_IMPL: case HOP_WRAP: case HOP_TAG_ACTIVATION_CHECKPOINT:
    case HOP_HINTS_WRAPPER: case HOP_STRICT_MODE: case HOP_FLEX_ATTENTION:
        return true;
    case HOP_INVOKE_SUBGRAPH:
        return !hop_ban_generated(c->g, k);
    default:
        return false;
    }
}

static bool role_checked(uint8_t role)
{
    switch (role) {
    case HSUB_TRUE_BRANCH: case HSUB_FALSE_BRANCH: case HSUB_COND_FN: case HSUB_BODY_FN: case HSUB_COMBINE_FN:
    case HSUB_MAP_BODY: case HSUB_BODY: case HSUB_SCORE_MOD: case HSUB_MASK_MOD:
        return true;
    default:
        return false;
    }
}

/* Types Dynamo's validate_subgraph_output_types rejects in any subgraph. */
static bool unsupported_anywhere(PyType t)
{
    switch (t) {
    case PT_FLOAT: case PT_STR: case PT_DTYPE: case PT_DEVICE: case PT_SLICE: case PT_ELLIPSIS: case PT_SYMFLOAT:
        return true;
    default:
        return false;
    }
}

typedef struct Site {
    const HopCall *k;
    const HopSub *s;
    const Module *mod;
    uint32_t index;   /* output position */
    bool dynamo;
} Site;

static Diag *report(RuleCtx *c, const Site *at, const Value *v, PyType t, const char *why, const char *quote)
{
    NodeId n = value_node(v);
    ModuleId sm = at->s->module;
    if (n == NONE_ID || at->mod->nodes[n].kind == NK_PLACEHOLDER) n = at->mod->output;
    Diag *d = rule_report(c, sm, n, "%s %s '%.*s' output %u, %s, is %s%s; PyTorch: %s", at->k->info->api,
                          hop_ban_role_words(at->s), STR_ARG(at->mod->attr.len ? at->mod->attr : at->mod->name),
                          at->index, pytype_describe(c->scratch, c->g, sm, v), pytype_phrase(t), why, quote);
    rule_related(c, d, at->k->module, at->k->node, "the %s call", at->k->info->api);
    return d;
}

static const char *map_types(RuleCtx *c, const Site *at)
{
    const Value *outs;
    uint32_t n = module_outputs(at->mod, &outs);
    const char *out = "[";
    for (uint32_t i = 0; i < n; i++)
        out = rule_fmt(c, "%s%s%s", out, i ? ", " : "", pytype_class(pytype_of_value(c->g, at->s->module, &outs[i])));
    return rule_fmt(c, "%s]", out);
}

static void check_leaf(RuleCtx *c, const Site *at, const Value *v)
{
    PyType t = pytype_of_value(c->g, at->s->module, v);
    uint8_t role = at->s->role;
    bool map_body = role == HSUB_MAP_BODY;
    if (unsupported_anywhere(t) && (t != PT_SYMFLOAT || at->dynamo)) {
        /* a truthy constant from cond_fn is FX403's infinite loop; Dynamo rejects the float first,
         * but one report is enough */
        if (role == HSUB_COND_FN && v->kind == VK_FLOAT && v->f != 0.0) return;
        report(c, at, v, t, ", but HOP subgraphs may return only tensors, None, ints, bools, SymInts and SymBools",
               rule_fmt(c, "\"HOP body output unsupported\" (\"HigherOrderOperator body's output must consist of "
                           "tensors or ints/bools only but got %s.\")", pytype_class(t)));
        return;
    }
    if (map_body && t != PT_UNKNOWN && t != PT_TENSOR && t != PT_NONE) {
        const char *quote = at->dynamo
            ? "\"HOP: non torch.Tensor leaf\" (\"Expected all leaves to be of torch.Tensor type.\")"
            : rule_fmt(c, "\"Expect outputs of map only contains tensors or None. Got types %s.\"", map_types(c, at));
        report(c, at, v, t, ", but a map body may return only tensors and None", quote);
        return;
    }
    if (!at->dynamo || (role != HSUB_TRUE_BRANCH && role != HSUB_FALSE_BRANCH)) return;
    if (t == PT_NONE)
        report(c, at, v, t, ", but torch.cond branches may return only tensors and int constants",
               "\"torch.cond: unsupported branch return type (constant non-int)\" (\"Constants returned from "
               "branches must be ints.\")");
    else if (t == PT_SYMINT || t == PT_SYMBOOL)
        report(c, at, v, t, ", but torch.cond branches may return only tensors and int constants",
               "\"torch.cond: unsupported branch return type\" (\"Expected branches to return a possibly nested "
               "pytree of tensors or constant ints.\")");
}

static void check_value(RuleCtx *c, const Site *at, const Value *v)
{
    if (v->kind == VK_TUPLE || v->kind == VK_LIST) {
        for (uint32_t i = 0; i < v->seq.n; i++) check_value(c, at, &v->seq.items[i]);
        return;
    }
    check_leaf(c, at, v);
}

void rule_subgraph_output_type(RuleCtx *c)
{
    bool dynamo = hop_ban_dynamo(c->g);
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (!hop_checked(c, k)) continue;
        for (uint32_t j = 0; j < k->nsubs; j++) {
            const HopSub *s = &k->subs[j];
            if (s->module == NONE_ID || !role_checked(s->role)) continue;
            const Module *mod = graph_module(c->g, s->module);
            if (!mod->printed || mod->output == NONE_ID) continue;
            /* invoke_subgraph reuses one subgraph at several calls: judge it at its first */
            if (hop_caller(c->facts, s->module, NULL) != k) continue;
            const Value *outs;
            uint32_t n = module_outputs(mod, &outs);
            for (uint32_t o = 0; o < n; o++) {
                Site at = {k, s, mod, o, dynamo};
                check_value(c, &at, &outs[o]);
            }
        }
    }
}
