/*
 * FX601 effect-token-chain-broken
 *
 * What it does: checks the effect tokens that order side-effecting calls in AOTAutograd and
 * export graphs (spec §6). Every `with_effects(token, op, ...)` must take the token its chain
 * holds at that point: the token input (a placeholder such as `token`, `arg0_1`, `primals_1`,
 * `tangents_token`), `prims._make_token()` once tokens are unlifted, or element 0 of the
 * previous with_effects; and its own element 0, the new token, must go on: to the next
 * with_effects, or, for the last one, to the graph outputs (or `prims._sink_tokens`). It
 * reports a with_effects whose token is something else (a user tensor, an op result,
 * element 1), a token used twice (two with_effects forking the chain, or an intermediate token
 * also returned), and a token dropped (never used, or element 0 never taken). Tokens passed
 * through another higher-order op (invoke_subgraph) are followed no further. with_effects only
 * exists in ATen-level graphs made by functionalization; Dynamo graphs have none, so the rule
 * never fires there.
 * Why is this bad: the token chain is the only thing that orders effectful calls (print,
 * torchbind methods, effectful custom ops) against each other; a fork or a gap lets the
 * compiler reorder or drop them. PyTorch builds the chain itself and checks it when it
 * unlifts tokens ("forward num_erased_outs:0 []!=expected 1"); functionalization of an
 * effectful call without its chain's token fails with "Could not find a token for effect
 * _EffectType.ORDERED which came from the function aten._print.default". A dump with a
 * broken chain was edited or mis-built.
 * Example:
 *     def forward(self, arg0_1: "f32[0][1]cpu", arg1_1: "f32[2, 3][3, 1]cpu"):
 *         # File: model.py:5 in forward, code: torch.ops.aten._print("moo")
 *         with_effects = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo')
 *         getitem: "f32[0][1]cpu" = with_effects[0]
 *         add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg1_1)
 *
 *         # File: model.py:7 in forward, code: torch.ops.aten._print("moo")
 *         with_effects_1 = torch.ops.higher_order.with_effects(arg0_1, torch.ops.aten._print.default, 'moo')
 *         getitem_1: "f32[0][1]cpu" = with_effects_1[0]
 *         return (getitem_1, add)
 * Fix: thread the token: pass `getitem` (element 0 of the previous with_effects) to the next
 * one, and return the last token first among the outputs (forward) or last (backward).
 */
#include <string.h>

#include "analysis/alias.h"
#include "engine/rule.h"

enum { USE_EFFECT, USE_OUTPUT, USE_SINK, USE_HOP };

typedef struct Chain {
    RuleCtx *c;
    ModuleId m;
    const Module *mod;
    const HopCall **call;  /* per node: its with_effects call, or NULL */
    uint32_t *uses;        /* per token key: how many consumers */
    NodeId *first_use;     /* per token key: the first consumer */
    bool *is_token_input;  /* per node: a placeholder used as a with_effects token */
    bool *reported;        /* per token key: a fork was already reported */
    uint32_t ninputs;      /* distinct placeholders used as tokens */
    bool backward;
    bool broken;           /* a fork or a foreign token was reported: dropped tokens follow from it */
} Chain;

static const char *op_words(RuleCtx *c, const HopCall *w)
{
    if (!w->op || (w->op->kind != VK_SYMBOL && w->op->kind != VK_EXPR)) return "?";
    Str s = w->op->s;
    if (str_starts(s, "torch.ops.")) s = str_slice(s, 10, s.len);
    return rule_fmt(c, "%.*s", STR_ARG(s));
}

/* Tokens are empty tensors (`torch.tensor([])`, printed "f32[0]"); an unannotated value may be
 * one, a tensor of any other shape is user data. */
static bool token_shaped(const Meta *m)
{
    if (m->kind != META_TENSOR) return m->kind != META_SYM;
    return m->rank == 1 && m->sizes[0].is_const && m->sizes[0].value == 0;
}

static bool is_make_token(const Node *n) { return target_is_op(&n->target, "prims", "_make_token"); }
static bool is_sink_tokens(const Node *n) { return target_is_op(&n->target, "prims", "_sink_tokens"); }

/* getitem(x, k): writes x and k; false for anything else. */
static bool getitem_of(const Node *n, NodeId *x, int64_t *k)
{
    if (n->kind != NK_CALL_FUNCTION || n->target.kind != TK_OPERATOR || !str_eqz(n->target.op, "getitem") ||
        n->nargs != 2 || n->args[0].kind != VK_NODE || n->args[1].kind != VK_INT)
        return false;
    *x = n->args[0].node;
    *k = n->args[1].i;
    return true;
}

/* The key a token is counted under: the with_effects that made it (element 0), or itself for
 * a chain start; NONE_ID when t is not a token. */
static NodeId token_key(const Chain *ch, NodeId t)
{
    if (t >= ch->mod->nnodes) return NONE_ID;
    const Node *n = &ch->mod->nodes[t];
    NodeId x;
    int64_t k;
    if (getitem_of(n, &x, &k)) return x < ch->mod->nnodes && ch->call[x] && k == 0 ? x : NONE_ID;
    if (ch->is_token_input[t] || is_make_token(n)) return t;
    return NONE_ID;
}

/* Names of the outputs that are element 0 of a with_effects: PyTorch's output tokens. */
static const char *output_tokens(Chain *ch, uint32_t *count)
{
    const Value *outs;
    uint32_t n = module_outputs(ch->mod, &outs);
    const char *list = "";
    *count = 0;
    for (uint32_t i = 0; i < n; i++) {
        NodeId t = value_node(&outs[i]), x;
        int64_t k;
        if (t == NONE_ID || t >= ch->mod->nnodes || !getitem_of(&ch->mod->nodes[t], &x, &k) || k != 0 ||
            x >= ch->mod->nnodes || !ch->call[x])
            continue;
        list = rule_fmt(ch->c, "%s%s%.*s", list, *count ? ", " : "", STR_ARG(ch->mod->nodes[t].name));
        (*count)++;
    }
    return list;
}

/* PyTorch's unlift_tokens assertion for this module, when its tokens are lifted inputs. */
static const char *unlift_quote(Chain *ch)
{
    uint32_t n;
    const char *list = output_tokens(ch, &n);
    if (!ch->ninputs || n == ch->ninputs) return NULL;
    return rule_fmt(ch->c, "\"%s num_erased_outs:%u [%s]!=expected %u\"", ch->backward ? "backward" : "forward", n,
                    list, ch->ninputs);
}

static const char *missing_token_quote(Chain *ch, const HopCall *w)
{
    return rule_fmt(ch->c, "\"Could not find a token for effect _EffectType.ORDERED which came from the function %s\"",
                    op_words(ch->c, w));
}

/* A with_effects whose token is not a token of any chain. */
static void check_source(Chain *ch, NodeId wn)
{
    const HopCall *w = ch->call[wn];
    const Value *tv = w->noperands && w->operands[0].group == HG_TOKEN ? w->operands[0].value : NULL;
    NodeId t = value_node(tv);
    if (t != NONE_ID && t < ch->mod->nnodes) {
        const Node *tn = &ch->mod->nodes[t];
        NodeId x;
        int64_t k;
        if (token_key(ch, t) != NONE_ID) return;
        /* Tokens threaded through another HOP (invoke_subgraph returns its token first). */
        if (getitem_of(tn, &x, &k) && x < ch->mod->nnodes && !ch->call[x] &&
            hop_call_at(ch->c->facts, ch->m, x, NULL))
            return;
    }
    const char *what;
    NodeId x;
    int64_t k;
    if (!w->noperands)
        what = "no operand at all";
    else if (t == NONE_ID || t >= ch->mod->nnodes)
        what = "a literal, not a token";
    else if (getitem_of(&ch->mod->nodes[t], &x, &k) && x < ch->mod->nnodes && ch->call[x])
        what = rule_fmt(ch->c, "'%.*s', element %lld of '%.*s' (a result of %s), not its token (element 0)",
                        STR_ARG(ch->mod->nodes[t].name), (long long)k, STR_ARG(ch->mod->nodes[x].name),
                        op_words(ch->c, ch->call[x]));
    else
        what = rule_fmt(ch->c, "'%.*s', which is neither a token input, prims._make_token(), nor element 0 of an "
                               "earlier with_effects",
                        STR_ARG(ch->mod->nodes[t].name));
    ch->broken = true;
    Diag *d = rule_report(ch->c, ch->m, wn,
                          "with_effects '%.*s' (%s) takes %s as its effect token, so it is outside the token chain "
                          "that orders effects; PyTorch: %s",
                          STR_ARG(ch->mod->nodes[wn].name), op_words(ch->c, w), what, missing_token_quote(ch, w));
    if (t != NONE_ID && t < ch->mod->nnodes) rule_related(ch->c, d, ch->m, t, "the value passed as the token");
}

static const char *use_words(Chain *ch, NodeId by, uint8_t kind)
{
    switch (kind) {
    case USE_EFFECT: return rule_fmt(ch->c, "with_effects '%.*s'", STR_ARG(ch->mod->nodes[by].name));
    case USE_OUTPUT: return "the graph outputs";
    case USE_SINK: return rule_fmt(ch->c, "'%.*s' (prims._sink_tokens)", STR_ARG(ch->mod->nodes[by].name));
    default: return rule_fmt(ch->c, "'%.*s'", STR_ARG(ch->mod->nodes[by].name));
    }
}

static uint8_t use_kind_of(const Chain *ch, NodeId by)
{
    const Node *n = &ch->mod->nodes[by];
    if (n->kind == NK_OUTPUT) return USE_OUTPUT;
    if (ch->call[by]) return USE_EFFECT;
    if (is_sink_tokens(n)) return USE_SINK;
    return USE_HOP;
}

/* Records that node `by` consumes token value t; reports the second consumer of a token. */
static void consume(Chain *ch, NodeId t, NodeId by, uint8_t kind)
{
    NodeId key = token_key(ch, t);
    if (key == NONE_ID) return;
    if (ch->uses[key]++ == 0) {
        ch->first_use[key] = by;
        return;
    }
    if (ch->reported[key]) return;
    ch->reported[key] = ch->broken = true;
    const char *from = ch->call[key] ? rule_fmt(ch->c, "made by '%.*s'", STR_ARG(ch->mod->nodes[key].name))
                                     : "that starts the chain";
    const char *quote = NULL;
    if (kind == USE_OUTPUT || use_kind_of(ch, ch->first_use[key]) == USE_OUTPUT) quote = unlift_quote(ch);
    if (!quote) {
        const HopCall *w = kind == USE_EFFECT ? ch->call[by] : ch->call[key];
        quote = w ? missing_token_quote(ch, w) : "tokens form one linear chain (spec §6)";
    }
    Diag *d = rule_report(ch->c, ch->m, by,
                          "effect token '%.*s' (%s) is used twice, by %s and by %s: the chain forks, so the "
                          "effects are no longer ordered; each with_effects must take the token the previous one "
                          "produced and only the last token leaves the graph; PyTorch: %s",
                          STR_ARG(ch->mod->nodes[t].name), from, use_words(ch, ch->first_use[key],
                          use_kind_of(ch, ch->first_use[key])), use_words(ch, by, kind), quote);
    rule_related(ch->c, d, ch->m, ch->first_use[key], "the first use of the token");
}

static void consume_value(Chain *ch, const Value *v, NodeId by, uint8_t kind)
{
    if (!v) return;
    if (v->kind == VK_NODE) consume(ch, v->node, by, kind);
    else if (v->kind == VK_TUPLE || v->kind == VK_LIST || v->kind == VK_DICT)
        for (uint32_t i = 0; i < v->seq.n; i++) consume_value(ch, &v->seq.items[i], by, kind);
}

/* A with_effects whose new token goes nowhere. */
static void check_dropped(Chain *ch, NodeId wn)
{
    if (ch->uses[wn]) return;
    const HopCall *w = ch->call[wn];
    NodeId tok = NONE_ID;
    for (NodeId i = wn + 1; i < ch->mod->nnodes && tok == NONE_ID; i++) {
        NodeId x;
        int64_t k;
        if (getitem_of(&ch->mod->nodes[i], &x, &k) && x == wn && k == 0) tok = i;
    }
    const char *what = tok == NONE_ID
        ? "its new token (element 0) is never taken"
        : rule_fmt(ch->c, "its new token '%.*s' is never used", STR_ARG(ch->mod->nodes[tok].name));
    const char *quote = unlift_quote(ch);
    Diag *d = rule_report_sev(ch->c, quote ? SEV_ERROR : SEV_WARNING, ch->m, wn,
                              "with_effects '%.*s' (%s): %s; the last token of a chain must be returned as a graph "
                              "output (or sunk by prims._sink_tokens), or later effects are not ordered after this "
                              "one; PyTorch: %s",
                              STR_ARG(ch->mod->nodes[wn].name), op_words(ch->c, w), what,
                              quote ? quote : "unlift_tokens collects every output token into prims._sink_tokens, "
                                              "and this one reaches none");
    if (tok != NONE_ID) rule_related(ch->c, d, ch->m, tok, "the dropped token");
}

static void check_module(RuleCtx *c, ModuleId m)
{
    const Module *mod = &c->g->modules[m];
    uint32_t nn = mod->nnodes ? mod->nnodes : 1;
    Chain ch = {c, m, mod, ARENA_ARRAY(c->scratch, const HopCall *, nn), ARENA_ARRAY(c->scratch, uint32_t, nn),
                ARENA_ARRAY(c->scratch, NodeId, nn), ARENA_ARRAY(c->scratch, bool, nn),
                ARENA_ARRAY(c->scratch, bool, nn), 0, c->g->stage == STAGE_AOT_BACKWARD, false};
    bool any = false;
    for (NodeId i = 0; i < mod->nnodes; i++) {
        const HopCall *k = hop_call_at(c->facts, m, i, NULL);
        if (!k || k->kind != HOP_WITH_EFFECTS) continue;
        ch.call[i] = k;
        any = true;
        NodeId t = k->noperands && k->operands[0].group == HG_TOKEN ? value_node(k->operands[0].value) : NONE_ID;
        if (t < mod->nnodes && mod->nodes[t].kind == NK_PLACEHOLDER && !ch.is_token_input[t] &&
            token_shaped(mod->nodes[t].meta)) {
            ch.is_token_input[t] = true;
            ch.ninputs++;
            if (str_eqz(mod->nodes[t].name, "tangents_token")) ch.backward = true;
        }
    }
    if (!any) return;
    for (NodeId i = 0; i < mod->nnodes; i++) {
        const Node *n = &mod->nodes[i];
        if (ch.call[i]) {
            check_source(&ch, i);
            const HopCall *w = ch.call[i];
            /* `with_effects()` printed without operands takes no token */
            consume_value(&ch, w->noperands && w->operands[0].group == HG_TOKEN ? w->operands[0].value : NULL, i,
                          USE_EFFECT);
        } else if (n->kind == NK_OUTPUT || is_sink_tokens(n)) {
            uint8_t kind = n->kind == NK_OUTPUT ? USE_OUTPUT : USE_SINK;
            for (uint32_t a = 0; a < n->nargs; a++) consume_value(&ch, &n->args[a], i, kind);
        } else {
            const HopCall *h = hop_call_at(c->facts, m, i, NULL);
            for (uint32_t a = 0; h && a < h->noperands; a++) consume_value(&ch, h->operands[a].value, i, USE_HOP);
        }
    }
    /* A fork or a foreign token leaves some token unused: that follows from the report made. */
    for (NodeId i = 0; i < mod->nnodes && !ch.broken; i++)
        if (ch.call[i]) check_dropped(&ch, i);
}

void rule_effect_token_chain_broken(RuleCtx *c)
{
    for (ModuleId m = 0; m < c->g->nmodules; m++) check_module(c, m);
}
