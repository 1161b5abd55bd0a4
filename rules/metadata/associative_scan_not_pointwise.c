/*
 * FX410 associative-scan-not-pointwise
 *
 * What it does: checks that the combine_fn of an associative_scan uses its values only in
 * pointwise ops. Every printed associative_scan is in combine_mode='pointwise' (the 'generic'
 * mode runs in Python and never creates the HOP, and the HOP call does not carry the mode), and
 * PyTorch re-traces the combine_fn into ATen ops and requires every use of every value to be an
 * op tagged torch.Tag.pointwise, a view or getitem whose own uses are, or the output. A call on
 * a tensor to an ATen op without that tag (mm, sum, _to_copy, index), a nested HOP, or `@` is
 * an error. In Dynamo graphs a torch-level call that is neither pointwise nor a core ATen op
 * (torch.sum) is a warning: the re-trace may decompose it into pointwise ops. A
 * conversion (`x.to(torch.int64)`, `x.float()`, `x.type_as(y)`, `x.cuda()`, aten.to.*) whose
 * printed dtype, device or strides differ from its input's is an error: it traces to
 * aten._to_copy. Calls that return sizes or scalars (sym_size, size) and ops outside aten are
 * not judged.
 * Why is this bad: Dynamo (and, before 2025, make_fx) rejects the scan while tracing it
 * ("For combine_mode='pointwise', the combine_fn needs to be pointwise"), and the HOP call makes
 * it a hard error.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "f32[10, 4, 4][16, 4, 1]cuda:0"):
 *             # File: model.py:20 in forward, code: return associative_scan(torch.matmul, x, dim=0)
 *             associative_scan_combine_graph_0 = self.associative_scan_combine_graph_0
 *             associative_scan = torch.ops.higher_order.associative_scan(associative_scan_combine_graph_0, [arg0_1], ())
 *             getitem: "f32[10, 4, 4][16, 4, 1]cuda:0" = associative_scan[0]
 *             return (getitem,)
 *
 *         class associative_scan_combine_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4, 4][4, 1]cuda:0", arg1_1: "f32[4, 4][4, 1]cuda:0"):
 *                 mm: "f32[4, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(arg0_1, arg1_1)
 *                 return [mm]
 * Fix: write combine_fn with elementwise ops only (add, mul, maximum, where, ...), or call
 * associative_scan with combine_mode='generic'.
 */
#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "analysis/metacmp.h"
#include "engine/rule.h"

/* How is_pointwise_use would judge one use: fine, not judged here, maybe not, surely not. */
typedef enum UseVerdict { USE_OK, USE_SKIP, USE_WARN, USE_ERROR } UseVerdict;

static bool value_uses_node(const Value *v)
{
    if (!v) return false;
    if (v->kind == VK_NODE) return true;
    if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT || v->kind == VK_SLICE)
        for (uint32_t i = 0; i < v->seq.n; i++)
            if (value_uses_node(&v->seq.items[i])) return true;
    return false;
}

static bool uses_node(const Node *n)
{
    for (uint32_t i = 0; i < n->nargs; i++)
        if (value_uses_node(&n->args[i])) return true;
    for (uint32_t i = 0; i < n->nkwargs; i++)
        if (value_uses_node(&n->kwargs[i].value)) return true;
    return false;
}

/* Whether some argument is a node known to hold a tensor. */
static bool uses_tensor(const RuleCtx *c, ModuleId m, const Node *n)
{
    for (uint32_t i = 0; i < n->nargs; i++) {
        NodeId a = value_node(&n->args[i]);
        if (a != NONE_ID && facts_is_tensor(c->facts, m, a) == 1) return true;
    }
    return false;
}

static bool schema_is_view(const OpSchema *s)
{
    for (uint32_t i = 0; i < s->nargs; i++)
        if (op_schema_arg(s, i)->alias) return true;
    return false;
}

static bool schema_returns_tensor(const OpSchema *s)
{
    if (!s->nrets) return false;
    uint8_t t = op_schema_ret(s, 0)->type;
    return t == OPT_TENSOR || t == OPT_TENSOR_OPT || t == OPT_TENSOR_LIST || t == OPT_TENSOR_OPT_LIST;
}

/* An ATen OpOverload, as is_pointwise_use judges it. */
static UseVerdict aten_verdict(const RuleCtx *c, ModuleId m, NodeId id, const Node *n)
{
    const OpFacts *f = facts_op(c->facts, m, id);
    const OpSchema *s = f ? f->schema : NULL;
    if (!s) return USE_SKIP;
    if (f->tags & OPTAG_POINTWISE) return USE_OK;
    if (schema_is_view(s)) return USE_OK;
    if (!schema_returns_tensor(s)) return USE_SKIP;
    return uses_node(n) ? USE_ERROR : USE_OK;
}

/* Python operators in Dynamo graphs (a + b, a @ b, x[i]) on at least one known tensor. */
static UseVerdict operator_verdict(const RuleCtx *c, ModuleId m, NodeId id, const Node *n)
{
    static const char *const pointwise[] = {"add", "sub", "mul", "truediv", "mod", "pow", "neg", "abs", "invert",
                                            "and_", "or_", "xor", "lshift", "rshift", "eq", "ne", "lt", "le",
                                            "gt", "ge"};
    Str op = n->target.op;
    if (str_eqz(op, "getitem")) {
        const OpFacts *f = facts_op(c->facts, m, id);
        if (!f || (f->flags & (OPF_GETITEM | OPF_GUESSED)) || !f->nresults) return USE_OK;
        if (f->results[0].alias != ALIAS_NONE) return USE_OK; /* basic indexing: a view */
        return uses_tensor(c, m, n) ? USE_ERROR : USE_SKIP;     /* a tensor index: aten.index.Tensor */
    }
    if (ops_name_is_inplace(op) || str_eqz(op, "setitem")) return USE_OK;
    for (size_t i = 0; i < sizeof pointwise / sizeof pointwise[0]; i++)
        if (str_eqz(op, pointwise[i])) return USE_OK;
    if (!uses_tensor(c, m, n)) return USE_SKIP;
    /* matmul decomposes into mm/bmm/dot/mv, floordiv is aten.floor_divide: none is pointwise */
    if (str_eqz(op, "matmul") || str_eqz(op, "floordiv")) return USE_ERROR;
    return USE_SKIP;
}

/* Torch-level functions and Tensor methods, resolved to their ATen overloads by name. */
static UseVerdict torch_level_verdict(const RuleCtx *c, ModuleId m, NodeId id, const Node *n)
{
    static const char *const non_pointwise[] = {"matmul", "mm", "bmm", "mv", "dot", "linear", "einsum",
                                                "tensordot", "inner", "outer"};
    const OpFacts *f = facts_op(c->facts, m, id);
    /* from the registry, one overload or several (OPF_SCHEMA only marks a single fit) */
    if (!f || !f->schema || (f->flags & (OPF_UNKNOWN | OPF_GUESSED | OPF_GETITEM))) return USE_SKIP;
    if (f->tags & OPTAG_POINTWISE) return USE_OK;
    if (f->nwrites) return USE_OK;
    for (uint32_t i = 0; i < f->nresults; i++)
        if (f->results[i].alias != ALIAS_NONE) return USE_OK;
    if (f->nresults && !f->results[0].tensor) return USE_SKIP;
    if (!uses_node(n)) return USE_OK;
    for (size_t i = 0; i < sizeof non_pointwise / sizeof non_pointwise[0]; i++)
        if (str_eqz(n->target.op, non_pointwise[i])) return USE_ERROR;
    return f->tags & OPTAG_CORE ? USE_ERROR : USE_WARN;
}

/* Whether n converts a tensor (`x.to(...)`, `x.float()`, `x.cuda()`, aten.to.*) into one whose
 * printed dtype, device or strides differ from its input's. PyTorch's re-trace returns the input
 * itself for a conversion that changes nothing, and calls aten._to_copy, which is not pointwise,
 * for one that does; only a difference both annotations show counts. */
static bool conversion_copies(const RuleCtx *c, ModuleId m, NodeId id, const Node *n)
{
    static const char *const methods[] = {"to",   "type",  "type_as", "float", "double", "half", "bfloat16", "int",
                                          "long", "short", "bool",    "byte",  "char",   "cpu",  "cuda"};
    bool conversion = false;
    if (n->kind == NK_CALL_METHOD)
        for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) conversion |= str_eqz(n->target.op, methods[i]);
    if (n->kind == NK_CALL_FUNCTION && n->target.kind == TK_OP && str_eqz(n->target.ns, "aten"))
        conversion = str_eqz(n->target.op, "to");
    NodeId self = conversion && n->nargs ? value_node(&n->args[0]) : NONE_ID;
    if (self == NONE_ID) return false;
    MetaEnd in = metacmp_end_node(c->scratch, c->g, m, self), out = metacmp_end_node(c->scratch, c->g, m, id);
    if (in.kind != END_TENSOR || out.kind != END_TENSOR || !in.meta || !out.meta) return false;
    MetaDiff d = metacmp_compare(MC_CONSISTENCY, &in, &out);
    return d.field[MF_DTYPE] == VERDICT_DIFF || d.field[MF_DEVICE] == VERDICT_DIFF || d.field[MF_STRIDE] == VERDICT_DIFF;
}

static UseVerdict node_verdict(const RuleCtx *c, ModuleId m, NodeId id, const Node *n)
{
    bool is_hop;
    hop_kind_of(&n->target, &is_hop);
    if (n->kind == NK_CALL_FUNCTION && is_hop) return uses_node(n) ? USE_ERROR : USE_OK;
    if (n->kind == NK_CALL_METHOD) return torch_level_verdict(c, m, id, n);
    if (n->kind != NK_CALL_FUNCTION) return USE_SKIP;
    switch (n->target.kind) {
    case TK_OP:
        if (str_eqz(n->target.ns, "aten")) return aten_verdict(c, m, id, n);
        return USE_SKIP;
    case TK_OPERATOR: return operator_verdict(c, m, id, n);
    case TK_CALLABLE: return torch_level_verdict(c, m, id, n);
    default: return USE_SKIP;
    }
}

static void check_combine(RuleCtx *c, const HopCall *k, const HopSub *s)
{
    const Module *mod = graph_module(c->g, s->module);
    if (!mod->printed) return;
    /* Dynamo checks it; export and make_fx, calling the HOP untraced, no longer do (2.8+) */
    ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, s, RC_COMBINE_POINTWISE);
    if (rr.verdict != RV_REJECT) return;
    const char *paths = rr.mixed ? rule_fmt(c, " (only %s checks it; the dump does not show how it was captured)",
                                            release_paths_words(c->scratch, rr.rejecting))
                                 : "";
    const char *fn = rule_fmt(c, "%.*s", STR_ARG(mod->attr.len ? mod->attr : mod->name));
    for (NodeId id = 0; id < mod->nnodes; id++) {
        const Node *n = &mod->nodes[id];
        bool copies = conversion_copies(c, s->module, id, n);
        UseVerdict v = copies ? USE_ERROR : node_verdict(c, s->module, id, n);
        if (v != USE_ERROR && v != USE_WARN) continue;
        const char *op = target_format(c->scratch, &n->target);
        const char *why = copies ? " (a conversion that changes the dtype, device or strides traces to aten._to_copy)"
            : v == USE_ERROR ? ""
            : " (PyTorch checks the ATen ops combine_fn traces into; this call has no pointwise overload and is "
              "not a core ATen op, so whether it decomposes into pointwise ops is not shown)";
        Diag *d = rule_report_sev(c, v == USE_ERROR && !rr.mixed ? SEV_ERROR : SEV_WARNING, s->module, id,
                                  "%s combine_fn '%s' calls %s ('%.*s'), which is not a pointwise op%s%s; PyTorch: "
                                  "\"For combine_mode='pointwise', the combine_fn needs to be pointwise\"",
                                  k->info->api, fn, op, STR_ARG(n->name), why, paths);
        rule_related(c, d, k->module, k->node, "the %s call", k->info->api);
    }
}

void rule_associative_scan_not_pointwise(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) {
        const HopCall *k = &calls[i];
        if (k->kind != HOP_ASSOCIATIVE_SCAN) continue;
        for (uint32_t j = 0; j < k->nsubs; j++)
            if (k->subs[j].role == HSUB_COMBINE_FN && k->subs[j].module != NONE_ID)
                check_combine(c, k, &k->subs[j]);
    }
}
