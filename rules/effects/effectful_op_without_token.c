/*
 * FX602 effectful-op-without-token
 *
 * What it does: finds an effectful call made bare, outside `with_effects`, in an ATen-level
 * graph that orders effects with tokens. Effectful means registered with an effect in
 * PyTorch's table (`aten._print`, `aten._async_error`, `torch.ops.higher_order.print`), or an
 * op the same graph wraps in with_effects elsewhere (an effectful custom op, a torchbind
 * method). It is an error when the graph shows it threads tokens (a with_effects call,
 * prims._make_token / prims._sink_tokens, or a TOKEN input or output in the export signature):
 * the bare call is outside the chain. It is a warning for a registered op in a graph known to be
 * functionalized (an AOT forward/backward/joint/inference graph of a trace log, or an
 * ExportedProgram that shows it is the functional dialect) that shows no tokens at all.
 * Elsewhere it is silent: Dynamo graphs and pre-grad graphs run before tokens exist, a plain
 * make_fx graph never has them, and neither has torch.export's training IR (2.5+).
 * `torch.ops.higher_order.call_torchbind` is not judged: export prints it bare when the
 * torchbind class is not effectful.
 * Why is this bad: AOTAutograd's functionalization wraps every effectful op as
 * `with_effects(token, op, ...)` so that the token chain orders it against the other effects
 * and keeps it from dead-code elimination; a bare call has no place in that order and may be
 * moved or dropped. PyTorch raises "Could not find a token for effect _EffectType.ORDERED which
 * came from the function aten._print.default" when an effectful call meets functionalization
 * without its token.
 * Example:
 *     def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
 *         # File: model.py:5 in forward, code: torch.ops.aten._print("moo")
 *         with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo')
 *         getitem: "f32[0][1]cpu" = with_effects[0]
 *         add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg1_1)
 *
 *         # File: model.py:7 in forward, code: torch.ops.aten._print("done")
 *         _print = torch.ops.aten._print.default('done')
 *         return (getitem, add)
 * Fix: regenerate the graph with AOTAutograd or torch.export (they insert the tokens), or wrap
 * the call: `with_effects(<current token>, torch.ops.aten._print.default, ...)`, taking and
 * passing on the chain's token.
 */
#include "analysis/alias.h"
#include "analysis/functional.h"
#include "engine/rule.h"

/* "aten._print.default" from "torch.ops.aten._print.default"; the printed text otherwise. */
static Str op_key(Str s)
{
    if (str_starts(s, "torch.ops.")) return str_slice(s, 10, s.len);
    return s;
}

typedef struct Scan {
    Str *wrapped; /* op keys seen as with_effects' op argument */
    uint32_t nwrapped;
    bool tokens;  /* the graph threads tokens */
} Scan;

static void scan_graph(RuleCtx *c, Scan *s)
{
    uint32_t ncalls = 0;
    const HopCall *calls = hop_calls(c->facts, &ncalls);
    s->wrapped = ARENA_ARRAY(c->scratch, Str, ncalls ? ncalls : 1);
    for (uint32_t i = 0; i < ncalls; i++) {
        if (calls[i].kind != HOP_WITH_EFFECTS) continue;
        s->tokens = true;
        if (calls[i].op && (calls[i].op->kind == VK_SYMBOL || calls[i].op->kind == VK_EXPR))
            s->wrapped[s->nwrapped++] = op_key(calls[i].op->s);
    }
    for (ModuleId m = 0; m < c->g->nmodules && !s->tokens; m++)
        for (NodeId n = 0; n < c->g->modules[m].nnodes && !s->tokens; n++) {
            const Target *t = &c->g->modules[m].nodes[n].target;
            s->tokens = target_is_op(t, "prims", "_make_token") || target_is_op(t, "prims", "_sink_tokens");
        }
    const ExportSignature *sig = c->g->sig;
    for (uint32_t i = 0; sig && i < sig->ninputs; i++) s->tokens |= sig->inputs[i].kind == IK_TOKEN;
    for (uint32_t i = 0; sig && i < sig->noutputs; i++) s->tokens |= sig->outputs[i].kind == OK_TOKEN;
}

/* The op as "ns.op.overload" (overload as printed). */
static Str call_key(const Node *n) { return op_key(n->target.qualname); }

/* 1 when PyTorch's effect table registers the op, 2 when the graph wraps it elsewhere, else 0. */
static int effect_source(const Scan *s, const Node *n)
{
    const Target *t = &n->target;
    if (n->kind != NK_CALL_FUNCTION || t->kind != TK_OP) return 0;
    if (target_is_op(t, "higher_order", "with_effects") || target_is_op(t, "higher_order", "call_torchbind")) return 0;
    if (target_is_op(t, "aten", "_print") || target_is_op(t, "aten", "_async_error") ||
        target_is_op(t, "higher_order", "print"))
        return 1;
    Str k = call_key(n);
    for (uint32_t i = 0; i < s->nwrapped; i++)
        if (str_eq(s->wrapped[i], k)) return 2;
    return 0;
}

/* AOT graphs are functionalized; an ExportedProgram only when it shows it (mutation outputs,
 * auto_functionalized calls) or the target release exported the functional dialect: the
 * training IR (torch.export.export since 2.5) keeps effectful ops bare, without tokens. */
static bool functionalized_stage(RuleCtx *c)
{
    const Graph *g = c->g;
    switch (g->stage) {
    case STAGE_AOT_FORWARD:
    case STAGE_AOT_BACKWARD:
    case STAGE_AOT_JOINT:
    case STAGE_AOT_INFERENCE: return true;
    default: break;
    }
    if (g->stage != STAGE_EXPORT && g->flavor != FLAVOR_EXPORT) return false;
    return functional_export_evidence(g, c->cfg, c->scratch) != NULL;
}

void rule_effectful_op_without_token(RuleCtx *c)
{
    const Graph *g = c->g;
    if (g->flavor == FLAVOR_DYNAMO || g->stage == STAGE_DYNAMO || g->stage == STAGE_PRE_GRAD) return;
    Scan s = {0};
    scan_graph(c, &s);
    if (!s.tokens && !functionalized_stage(c)) return;
    for (ModuleId m = 0; m < g->nmodules; m++) {
        const Module *mod = &g->modules[m];
        for (NodeId n = 0; n < mod->nnodes; n++) {
            const Node *node = &mod->nodes[n];
            int src = effect_source(&s, node);
            if (!src) continue;
            Str k = call_key(node);
            const char *why = src == 1 ? "registered with an ORDERED effect"
                                       : "effectful: this graph wraps it in with_effects elsewhere";
            const char *quote = rule_fmt(c, "\"Could not find a token for effect _EffectType.ORDERED which came "
                                            "from the function %.*s\"", STR_ARG(k));
            if (s.tokens)
                rule_report_sev(c, SEV_ERROR, m, n,
                                "'%.*s' calls %.*s (%s) without with_effects in a graph that orders effects with "
                                "tokens: the call is outside the token chain, so nothing orders it against the "
                                "other effects; PyTorch: %s",
                                STR_ARG(node->name), STR_ARG(k), why, quote);
            else
                rule_report_sev(c, SEV_WARNING, m, n,
                                "'%.*s' calls %.*s (%s) without with_effects in a functionalized %s graph that has "
                                "no effect tokens; AOTAutograd and export wrap such calls as with_effects(token, "
                                "op, ...) (this graph may predate tokens or have been edited); PyTorch: %s",
                                STR_ARG(node->name), STR_ARG(k), why,
                                g->flavor == FLAVOR_EXPORT || g->stage == STAGE_EXPORT ? "export" : "AOT", quote);
        }
    }
}
