/* PyTorch's functional-graph contract (spec §2.3 assert_functional_graph, §7 export verifier
 * rules 3 and 10): which calls break it, when an export graph is bound by it, and what the
 * ExportedProgram signature declares about each lifted input. */
#include "analysis/functional.h"
#include "knowledge/release.h"

#include "base/arena.h"

static const char *const input_kind_names[] = {
    "USER_INPUT", "PARAMETER", "BUFFER", "CONSTANT_TENSOR", "CUSTOM_OBJ", "TOKEN", "UNKNOWN",
};
static const char *const output_kind_names[] = {
    "USER_OUTPUT", "LOSS_OUTPUT", "BUFFER_MUTATION", "PARAMETER_MUTATION", "GRADIENT_TO_PARAMETER",
    "GRADIENT_TO_USER_INPUT", "USER_INPUT_MUTATION", "TOKEN", "UNKNOWN",
};

const char *functional_input_kind_name(int k)
{
    return k >= 0 && k <= IK_UNKNOWN ? input_kind_names[k] : "UNKNOWN";
}

const char *functional_output_kind_name(int k)
{
    return k >= 0 && k <= OK_UNKNOWN ? output_kind_names[k] : "UNKNOWN";
}

/* Registered with a schema that writes nothing although the name ends in `_`: PyTorch's checks
 * pass them, so the naming rule must not. */
static bool underscore_but_functional(const Target *t)
{
    return str_eqz(t->ns, "inductor") &&
           (str_eqz(t->op, "resize_storage_bytes_") || str_eqz(t->op, "accumulate_grad_"));
}

OpMutability functional_op_mutability(const Graph *g, ModuleId m, const Node *n)
{
    const Target *t = &n->target;
    if (n->kind != NK_CALL_FUNCTION || t->kind != TK_OP || !t->overload.len) return OPMUT_NONE;
    bool is_hop = false;
    hop_kind_of(t, &is_hop);
    if (is_hop || target_is_hop(t)) return OPMUT_NONE;
    if (str_eqz(t->ns, "aten")) {
        const OpSchema *s = ops_lookup(t->op, t->overload);
        if (s) {
            for (uint32_t i = 0; i < s->nargs; i++)
                if (op_schema_arg(s, i)->flags & OPA_WRITE) return OPMUT_SCHEMA;
            return OPMUT_NONE;
        }
    }
    if (underscore_but_functional(t)) return OPMUT_NONE;
    OpFacts f;
    const OpFacts *p = ops_for_node(g, m, n, &f);
    if (!p || !(p->flags & OPF_MUTABLE)) return OPMUT_NONE;
    return (p->flags & OPF_GUESSED) ? OPMUT_GUESSED : OPMUT_SCHEMA;
}

bool functional_is_epilogue(const Node *n)
{
    const Target *t = &n->target;
    if (n->kind != NK_CALL_FUNCTION || t->kind != TK_OP) return false;
    if (str_eqz(t->ns, "aten"))
        return (str_eqz(t->op, "copy_") && str_eqz(t->overload, "default")) ||
               (str_eqz(t->op, "set_") && str_eqz(t->overload, "source_Tensor"));
    return str_eqz(t->ns, "fsdp") && str_eqz(t->op, "copy_") && str_eqz(t->overload, "default");
}

const char *functional_input_words(InputKind k)
{
    switch (k) {
    case IK_BUFFER: return "buffer";
    case IK_PARAMETER: return "parameter";
    case IK_USER_INPUT: return "user input";
    default: return "input";
    }
}

const char *functional_export_evidence(const Graph *g, const Config *cfg, Arena *a)
{
    if (g->sig) {
        for (uint32_t i = 0; i < g->sig->noutputs; i++) {
            const SigSpec *o = &g->sig->outputs[i];
            const char *what = o->kind == OK_BUFFER_MUTATION      ? "buffer"
                               : o->kind == OK_PARAMETER_MUTATION ? "parameter"
                               : o->kind == OK_USER_INPUT_MUTATION ? "user input"
                                                                   : NULL;
            if (what)
                return arena_printf(a, "its signature returns the mutated %s '%.*s' as output '%.*s'", what,
                                    STR_ARG(o->target), STR_ARG(o->name));
            if (o->kind == OK_GRADIENT_TO_PARAMETER || o->kind == OK_GRADIENT_TO_USER_INPUT)
                return arena_printf(a, "its signature returns gradient '%.*s' (a functionalized joint graph)",
                                    STR_ARG(o->name));
        }
    }
    for (ModuleId m = 0; m < g->nmodules; m++) {
        const Module *mod = &g->modules[m];
        for (NodeId i = 0; i < mod->nnodes; i++) {
            bool is_hop = false;
            HopKind k = hop_kind_of(&mod->nodes[i].target, &is_hop);
            if (mod->nodes[i].kind == NK_CALL_FUNCTION && is_hop &&
                (k == HOP_AUTO_FUNCTIONALIZED || k == HOP_AUTO_FUNCTIONALIZED_V2))
                return arena_printf(a, "it holds the functionalization result '%.*s' (%s)",
                                    STR_ARG(mod->nodes[i].name), hop_info(k)->name);
        }
    }
    if (cfg && release_variant(cfg->target_version, HOP_UNKNOWN, RC_EXPORT_DIALECT) == RV_EXPORT_FUNCTIONAL)
        return arena_printf(a, "PyTorch %s exports only the functional ATen dialect", release_name(cfg->target_version));
    return NULL;
}

const SigSpec *functional_input_spec(const Graph *g, NodeId ph)
{
    if (!g->sig || !g->nmodules || ph >= g->modules[0].nnodes) return NULL;
    const Module *root = &g->modules[0];
    const Node *n = &root->nodes[ph];
    if (n->kind != NK_PLACEHOLDER) return NULL;
    for (uint32_t i = 0; i < g->sig->ninputs; i++)
        if (str_eq(g->sig->inputs[i].name, n->name)) return &g->sig->inputs[i];
    if (g->sig->ninputs != module_nplaceholders(root)) return NULL;
    uint32_t ord = 0;
    for (NodeId i = 0; i < ph; i++) ord += root->nodes[i].kind == NK_PLACEHOLDER;
    return &g->sig->inputs[ord];
}

OutputKind functional_mutation_kind(InputKind k)
{
    switch (k) {
    case IK_BUFFER: return OK_BUFFER_MUTATION;
    case IK_PARAMETER: return OK_PARAMETER_MUTATION;
    case IK_USER_INPUT: return OK_USER_INPUT_MUTATION;
    default: return OK_UNKNOWN;
    }
}

const SigSpec *functional_declared_mutation(const Graph *g, const SigSpec *in)
{
    OutputKind want = functional_mutation_kind((InputKind)in->kind);
    if (!g->sig || want == OK_UNKNOWN) return NULL;
    Str key = in->kind == IK_USER_INPUT ? in->name : in->target;
    for (uint32_t i = 0; i < g->sig->noutputs; i++) {
        const SigSpec *o = &g->sig->outputs[i];
        if (o->kind == (int)want && str_eq(o->target, key)) return o;
    }
    return NULL;
}

const SigSpec *functional_undeclared_write(const Graph *g, const MutationSite *s)
{
    if (s->module != 0 || s->ph == NONE_ID) return NULL;
    /* t_, resize_, set_ on an input change its metadata: FX102 reports those, once */
    if (s->kind == MUT_METADATA) return NULL;
    const SigSpec *in = functional_input_spec(g, s->root.node);
    if (!in || functional_mutation_kind((InputKind)in->kind) == OK_UNKNOWN) return NULL;
    return functional_declared_mutation(g, in) ? NULL : in;
}
