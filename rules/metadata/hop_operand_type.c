/*
 * FX408 hop-operand-type
 *
 * What it does: checks the types of the operands a HOP call passes on to its subgraphs, as the
 * HOP's own __call__ validates them: cond operands, while_loop carried and additional inputs,
 * scan and associative_scan additional inputs may only be Tensors, ints (bools included: they
 * are ints in Python) or SymInts; invoke_subgraph operands may also be None (and generators or
 * opaque objects); flex_attention's score_mod and mask_mod buffers must be Tensors, ints or
 * SymInts (Tensors only before 2.9, with `--target`); out_dtype's op must be one of the aten ops
 * it accepts (linear, mm, conv2d, convolution, mul, div); inline_asm_elementwise's operands must
 * be CUDA tensors where torch.compile runs it. From 2.14: torch.switch's operands are held to
 * the same types as cond's and its index must be an int, a SymInt or a tensor of one element (a
 * float tensor passes); flex_gemm's op must be aten mm, addmm, bmm or baddbmm, its
 * kernel_options backend NVGEMM, QUACK or TRITON, and its gemm_kwargs hold no tensor. A float, string or None literal in the
 * operand tuple is reported, and so is a node whose annotation says it is a SymFloat
 * ("Sym(zuf0)") or a SymBool ("Sym(u0 < 4)"); a node without annotation is not judged.
 * Why is this bad: PyTorch asserts the operand types every time the HOP runs or is traced
 * ("(...) can only be of (<class 'torch.Tensor'>, <class 'int'>, <class 'torch.SymInt'>) but got
 * (..., <class 'float'>)", "invoke_subgraph operands must be a list of
 * tensors/ints/SymInts/Generator/opaque objects ...", "Other buffers must be tensors.",
 * "Expected index to be int or single-element tensor, but got ...", "unsupported GEMM op for
 * FlexGEMM: aten.matmul.default"), so the graph cannot be compiled or re-traced as printed.
 * Example:
 *     class GraphModule(torch.nn.Module):
 *         def forward(self, arg0_1: "b8[]", arg1_1: "f32[4]"):
 *             true_graph_0 = self.true_graph_0
 *             false_graph_0 = self.false_graph_0
 *             # File: model.py:20 in forward, code: return torch.cond(p, true_fn, false_fn, (x, 0.5))
 *             cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1, 0.5))
 *             getitem: "f32[4]" = cond[0]
 *             return (getitem,)
 *
 *         class true_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1):
 *                 mul: "f32[4]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1)
 *                 return (mul,)
 *
 *         class false_graph_0(torch.nn.Module):
 *             def forward(self, arg0_1: "f32[4]", arg1_1):
 *                 div: "f32[4]" = torch.ops.aten.div.Tensor(arg0_1, arg1_1)
 *                 return (div,)
 * Fix: pass a float as a 0-dim tensor (`torch.tensor(0.5)`) or close over it as a constant;
 * turn a SymBool into an int or a bool tensor before handing it to the HOP.
 */
#include <string.h>

#include "analysis/alias.h"
#include "analysis/hop_ban.h"
#include "analysis/metacmp.h"
#include "knowledge/release.h"
#include "model/pytype.h"
#include "engine/rule.h"

/* Which types one HOP argument tuple may hold. */
typedef enum Allowed {
    ALLOW_SUBGRAPH_ARGS, /* validate_subgraph_args_types: Tensor, int, SymInt */
    ALLOW_INVOKE,        /* invoke_subgraph: Tensor, int, SymInt, Generator, opaque objects, None */
    ALLOW_TENSORS,       /* flex_attention before 2.9: Tensor only */
} Allowed;

static bool type_ok(Allowed allowed, PyType t)
{
    if (t == PT_UNKNOWN || t == PT_TENSOR) return true;
    if (allowed == ALLOW_TENSORS) return false;
    if (pytype_is_int(t) || t == PT_SYMINT) return true;
    return allowed == ALLOW_INVOKE && t == PT_NONE;
}

/* One argument tuple as validated: its elements, not flattened (a nested tuple is a tuple). */
typedef struct Group {
    const Value *items;
    uint32_t n;
    const char *label; /* "operands", "carried_inputs", ... */
} Group;

static Group group_at(const Node *n, uint32_t i, const char *key, const char *label)
{
    const Value *v = node_arg(n, i, key);
    if (!v || (v->kind != VK_TUPLE && v->kind != VK_LIST)) return (Group){NULL, 0, NULL};
    return (Group){v->seq.items, v->seq.n, label};
}

static const char *types_tuple(RuleCtx *c, const HopCall *k, const Group *gs, uint32_t ngroups)
{
    const char *out = "(";
    uint32_t count = 0;
    for (uint32_t j = 0; j < ngroups; j++)
        for (uint32_t i = 0; i < gs[j].n; i++)
            out = rule_fmt(c, "%s%s%s", out, count++ ? ", " : "",
                           pytype_class(pytype_of_value(c->g, k->module, &gs[j].items[i])));
    return rule_fmt(c, "%s%s)", out, count == 1 ? "," : "");
}

/* PyTorch's message for the groups validated together (flex concatenates its two buffers). */
static const char *quote(RuleCtx *c, const HopCall *k, Allowed allowed, const Group *gs, uint32_t ngroups)
{
    if (allowed == ALLOW_TENSORS) return "\"Other buffers must be tensors.\"";
    if (allowed == ALLOW_INVOKE)
        return "\"invoke_subgraph operands must be a list of tensors/ints/SymInts/Generator/opaque objects "
               "(...)\"";
    return rule_fmt(c, "\"(...) can only be of (<class 'torch.Tensor'>, <class 'int'>, <class 'torch.SymInt'>) "
                       "but got %s\"", types_tuple(c, k, gs, ngroups));
}

static const char *allowed_words(Allowed allowed)
{
    switch (allowed) {
    case ALLOW_TENSORS: return "a Tensor";
    case ALLOW_INVOKE: return "a Tensor, an int, a SymInt, a Generator, an opaque object or None";
    default: return "a Tensor, an int or a SymInt";
    }
}

static void check_groups(RuleCtx *c, const HopCall *k, Allowed allowed, const Group *gs, uint32_t ngroups)
{
    for (uint32_t j = 0; j < ngroups; j++) {
        for (uint32_t i = 0; i < gs[j].n; i++) {
            const Value *v = &gs[j].items[i];
            PyType t = pytype_of_value(c->g, k->module, v);
            if (type_ok(allowed, t)) continue;
            Diag *d = rule_report(c, k->module, k->node,
                                  "%s %s[%u], %s, is %s, but %s accepts only %s there; PyTorch: %s", k->info->api,
                                  gs[j].label, i, pytype_describe(c->scratch, c->g, k->module, v), pytype_phrase(t),
                                  k->info->name, allowed_words(allowed), quote(c, k, allowed, gs, ngroups));
            NodeId n = value_node(v);
            if (n != NONE_ID) rule_related(c, d, k->module, n, "this %s is defined here", pytype_name(t));
        }
    }
}

/* out_dtype's op (OutDtypeOperator.__call__): an aten OpOverload returning one tensor, among the
 * ops the release allows. A mutating op is FX104's to report; ops outside aten are not judged. */
static void check_out_dtype_op(RuleCtx *c, const HopCall *k)
{
    static const char *const allowed[] = {"linear.default", "mm.default", "conv2d.default", "convolution.default",
                                          "mul.Tensor", "mul.Scalar", "div.Tensor", "div.Scalar"};
    if (!k->op) return;
    Target t = target_from_op_value(k->op);
    if (t.kind != TK_OP || !str_eqz(t.ns, "aten") || !t.overload.len) return;
    const OpSchema *s = ops_lookup(t.op, t.overload);
    for (uint32_t i = 0; s && i < s->nargs; i++)
        if (op_schema_arg(s, i)->flags & OPA_WRITE) return;
    const char *name = rule_fmt(c, "%.*s.%.*s", STR_ARG(t.op), STR_ARG(t.overload));
    for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
        if (strcmp(name, allowed[i]) == 0) return;
    ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_OP_CONTRACT);
    if (rr.verdict != RV_REJECT) return;
    const char *why = s && (s->nrets != 1 || op_schema_ret(s, 0)->type != OPT_TENSOR)
        ? "; it does not return a single tensor either (\"out_dtype's can only apply to ops that return a single tensor\")"
        : "";
    rule_report(c, k->module, k->node,
                "out_dtype runs aten.%s, which is not one of the ops it accepts (linear, mm, conv2d, convolution, "
                "mul, div)%s; PyTorch: %s",
                name, why, release_quote(c->scratch, &rr, c->cfg->target_version, k->kind, ""));
}

/* inline_asm_elementwise runs only on CUDA: an operand printed on another device. */
static void check_inline_asm_device(RuleCtx *c, const HopCall *k)
{
    ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_OP_CONTRACT);
    if (rr.verdict != RV_REJECT) return;
    const Module *mod = graph_module(c->g, k->module);
    for (uint32_t i = 0; i < k->noperands; i++) {
        NodeId n = value_node(k->operands[i].value);
        if (n == NONE_ID) continue;
        const Meta *m = module_node(mod, n)->meta;
        if (m->kind != META_TENSOR || !m->device.len || str_starts(m->device, "cuda")) continue;
        HopBan ban = {k, NULL, 0, RC_OP_CONTRACT, rr, GRAD_ENABLED};
        Diag *d = rule_report_sev(c, hop_ban_unsure(&ban) ? SEV_WARNING : SEV_ERROR, k->module, k->node,
                                  "inline_asm_elementwise operand %u, '%.*s', is on %.*s, but the op runs inline "
                                  "PTX on CUDA tensors only%s; PyTorch: %s",
                                  i, STR_ARG(module_node(mod, n)->name), STR_ARG(m->device),
                                  hop_ban_mixed_words(c->scratch, &ban),
                                  release_quote(c->scratch, &rr, c->cfg->target_version, k->kind, ""));
        rule_related(c, d, k->module, n, "defined here");
        return;
    }
}

/* switch's index (switch._validate_input): an int, a SymInt or a tensor of one element; a
 * float tensor passes (measured 2.14.1: the dense kernel takes int(index.item())). */
static void check_switch_index(RuleCtx *c, const HopCall *k)
{
    const Node *n = module_node(graph_module(c->g, k->module), k->node);
    const Value *v = node_arg(n, 0, "index");
    if (!v) return;
    PyType t = pytype_of_value(c->g, k->module, v);
    const char *got = NULL;
    NodeId id = value_node(v);
    if (t != PT_UNKNOWN && t != PT_TENSOR && !pytype_is_int(t) && t != PT_SYMINT) {
        got = pytype_describe(c->scratch, c->g, k->module, v);
    } else if (t == PT_TENSOR && id != NONE_ID) {
        const Meta *m = module_node(graph_module(c->g, k->module), id)->meta;
        int64_t numel = 1;
        bool known = m->kind == META_TENSOR;
        for (uint32_t d = 0; known && d < m->rank; d++) {
            if (!m->sizes[d].is_const) known = false;
            else numel *= m->sizes[d].value;
        }
        if (!known || numel == 1) return;
        const char *size = "(";
        for (uint32_t d = 0; d < m->rank; d++)
            size = rule_fmt(c, "%s%s%lld", size, d ? ", " : "", (long long)m->sizes[d].value);
        got = rule_fmt(c, "FakeTensor(..., size=%s%s), dtype=%s)", size, m->rank == 1 ? "," : "",
                       metacmp_dtype_repr(c->scratch, m));
    }
    if (!got) return;
    ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_OP_CONTRACT);
    if (rr.verdict != RV_REJECT) return;
    HopBan ban = {k, NULL, 0, RC_OP_CONTRACT, rr, GRAD_ENABLED};
    Diag *d = rule_report_sev(c, rr.mixed ? SEV_WARNING : SEV_ERROR, k->module, k->node,
                              "torch.switch index, %s, is not an int or a one-element tensor%s; PyTorch: \"Expected "
                              "index to be int or single-element tensor, but got %s.\"",
                              pytype_describe(c->scratch, c->g, k->module, v), hop_ban_mixed_words(c->scratch, &ban),
                              got);
    if (id != NONE_ID) rule_related(c, d, k->module, id, "the index is defined here");
}

/* FlexGemm.__call__: the GEMM it runs, its kernel backend and its kwargs. */
static void check_flex_gemm(RuleCtx *c, const HopCall *k)
{
    static const char *const ops[] = {"mm.default", "addmm.default", "bmm.default", "baddbmm.default"};
    static const char *const backends[] = {"NVGEMM", "QUACK", "TRITON"};
    ReleaseRuling rr = hop_ban_rule(c->g, c->facts, c->cfg, k, NULL, RC_OP_CONTRACT);
    if (rr.verdict != RV_REJECT) return;
    HopBan ban = {k, NULL, 0, RC_OP_CONTRACT, rr, GRAD_ENABLED};
    Severity sev = rr.mixed ? SEV_WARNING : SEV_ERROR;
    const char *mixed = hop_ban_mixed_words(c->scratch, &ban);
    const Node *n = module_node(graph_module(c->g, k->module), k->node);
    if (k->op) {
        Target t = target_from_op_value(k->op);
        if (t.kind == TK_OP && str_eqz(t.ns, "aten")) {
            const char *name = rule_fmt(c, "%.*s.%.*s", STR_ARG(t.op), STR_ARG(t.overload.len ? t.overload : str_from("default")));
            bool ok = false;
            for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) ok |= strcmp(name, ops[i]) == 0;
            if (!ok)
                rule_report_sev(c, sev, k->module, k->node,
                                "flex_gemm runs aten.%s, but FlexGEMM takes only mm, addmm, bmm and baddbmm%s; "
                                "PyTorch: \"unsupported GEMM op for FlexGEMM: aten.%s\"", name, mixed, name);
        }
    }
    const Value *opts = node_arg(n, 4, "kernel_options");
    for (uint32_t i = 0; opts && opts->kind == VK_DICT && i < opts->seq.n; i++) {
        const Value *val = &opts->seq.items[i];
        if (!str_eqz(opts->seq.keys[i], "backend") || val->kind != VK_STR) continue;
        bool ok = false;
        for (size_t b = 0; b < sizeof backends / sizeof backends[0]; b++) ok |= str_eqz(val->s, backends[b]);
        if (!ok)
            rule_report_sev(c, sev, k->module, k->node,
                            "flex_gemm's kernel_options name the backend '%.*s', which FlexGEMM does not have%s; "
                            "PyTorch: \"unsupported FlexGEMM backend: %.*s; expected one of ['NVGEMM', 'QUACK', "
                            "'TRITON']\"", STR_ARG(val->s), mixed, STR_ARG(val->s));
    }
    const Value *kw = node_arg(n, 3, "gemm_kwargs");
    for (uint32_t i = 0; kw && kw->kind == VK_DICT && i < kw->seq.n; i++) {
        if (pytype_of_value(c->g, k->module, &kw->seq.items[i]) != PT_TENSOR) continue;
        rule_report_sev(c, sev, k->module, k->node,
                        "flex_gemm's gemm_kwargs hold a tensor under '%.*s'%s; PyTorch: \"gemm_kwargs must not "
                        "contain tensor values; pass tensor inputs through gemm_args\"", STR_ARG(kw->seq.keys[i]), mixed);
    }
}

static void check_call(RuleCtx *c, const HopCall *k)
{
    const Node *n = module_node(graph_module(c->g, k->module), k->node);
    Group gs[2];
    switch (k->kind) {
    case HOP_COND:
        gs[0] = group_at(n, 3, NULL, "operands");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        break;
    case HOP_WHILE_LOOP:
    case HOP_WHILE_LOOP_STACK_OUTPUT:
        /* carried and additional inputs are validated one tuple at a time */
        gs[0] = group_at(n, 2, NULL, "carried_inputs");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        gs[0] = group_at(n, 3, NULL, "additional_inputs");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        break;
    case HOP_SCAN:
        gs[0] = group_at(n, k->form == HFORM_SCAN_6 ? 5 : 3, NULL, "additional_inputs");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        break;
    case HOP_ASSOCIATIVE_SCAN:
        if (k->form == HFORM_ASSOC_OLD) break;
        gs[0] = group_at(n, 2, NULL, "additional_inputs");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        break;
    case HOP_INVOKE_SUBGRAPH:
        if (hop_ban_generated(c->g, k)) break;
        if (k->form == HFORM_INVOKE_TUPLE) {
            gs[0] = group_at(n, 2, NULL, "operands");
        } else {
            gs[0] = (Group){n->nargs > 2 ? &n->args[2] : NULL, n->nargs > 2 ? n->nargs - 2 : 0, "operands"};
        }
        check_groups(c, k, ALLOW_INVOKE, gs, 1);
        break;
    case HOP_SWITCH:
        if (!hop_in_release(k->kind, c->cfg->target_version)) break;
        gs[0] = group_at(n, 2, "operands", "operands");
        check_groups(c, k, ALLOW_SUBGRAPH_ARGS, gs, 1);
        check_switch_index(c, k);
        break;
    case HOP_FLEX_GEMM:
        if (hop_in_release(k->kind, c->cfg->target_version)) check_flex_gemm(c, k);
        break;
    case HOP_OUT_DTYPE: check_out_dtype_op(c, k); break;
    case HOP_INLINE_ASM_ELEMENTWISE: check_inline_asm_device(c, k); break;
    case HOP_FLEX_ATTENTION:
    case HOP_FLEX_ATTENTION_BACKWARD: {
        uint32_t at = k->kind == HOP_FLEX_ATTENTION ? 7 : 12;
        gs[0] = group_at(n, at, "score_mod_other_buffers", "score_mod_other_buffers");
        gs[1] = group_at(n, at + 1, "mask_mod_other_buffers", "mask_mod_other_buffers");
        bool old = release_variant(c->cfg->target_version, k->kind, RC_BUFFER_TYPES) == RV_BUFFERS_TENSORS;
        check_groups(c, k, old ? ALLOW_TENSORS : ALLOW_SUBGRAPH_ARGS, gs, 2);
        break;
    }
    default:
        break;
    }
}

void rule_hop_operand_type(RuleCtx *c)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    for (uint32_t i = 0; i < ncalls; i++) check_call(c, &calls[i]);
}
