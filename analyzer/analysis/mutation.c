/* Mutation sites: each write recorded against every storage root of the value written, and
 * the writes of a subgraph carried out to its HOP call as writes of the operands passed in. */
#include "analysis/facts_internal.h"

void mutation_record(Facts *f, ModuleId m, NodeId node, OpArgRef arg, uint32_t operand, NodeId target,
                     uint8_t strength, uint8_t kind, bool guessed, uint32_t call, const MutationSite *inner)
{
    ModFacts *mf = &f->mods[m];
    if (target >= mf->nnodes || strength == ALIAS_NONE) return;
    AliasSet roots = mf->nodes[target].roots;
    for (uint32_t i = 0; i < roots.n; i++) {
        AliasRoot r = roots.roots[i];
        uint8_t st = strength_min(strength, r.strength);
        bool dup = false;
        /* sites of one node are appended together: look back over them only */
        for (uint32_t k = mf->muts.len; k-- > 0 && mf->muts.items[k].node == node;) {
            MutationSite *s = &mf->muts.items[k];
            if (s->root.node == r.node && s->root.elem == r.elem && s->operand == operand && s->arg.pos == arg.pos &&
                s->kind == kind) {
                if (st > s->strength) s->strength = st;
                dup = true;
                break;
            }
        }
        if (dup) continue;
        MutationSite s = {
            .module = m,
            .node = node,
            .arg = arg,
            .operand = operand,
            .target = target,
            .root = r,
            .ph = r.elem == NONE_ID && r.node < mf->nnodes ? mf->nodes[r.node].ph : NONE_ID,
            .strength = st,
            .kind = kind,
            .guessed = guessed,
            .call = call,
            .inner = inner,
        };
        VEC_PUSH(f->a, mf->muts, s);
    }
}

void mutation_propagate_call(Facts *f, uint32_t ci)
{
    const HopCall *c = &f->calls.items[ci];
    for (uint32_t s = 0; s < c->nsubs; s++) {
        const HopSub *sub = &c->subs[s];
        if (sub->module == NONE_ID || f->mods[sub->module].state != MOD_DONE) continue;
        const ModFacts *sf = &f->mods[sub->module];
        for (uint32_t k = 0; k < sf->muts.len; k++) {
            const MutationSite *in = &sf->muts.items[k];
            if (in->ph == NONE_ID || in->ph >= sub->ninputs) continue;
            const HopInput *feed = &sub->inputs[in->ph];
            if (feed->kind != HIN_OPERAND && feed->kind != HIN_SLICE) continue;
            NodeId t = value_node(c->operands[feed->operand].value);
            if (t == NONE_ID) continue;
            mutation_record(f, c->module, c->node, (OpArgRef){-1, NULL}, feed->operand, t, in->strength, in->kind,
                            in->guessed, ci, in);
        }
    }
    if (c->info->flags & HOPI_WRITES_OPERANDS) {
        for (uint32_t k = 0; k < c->noperands; k++) {
            NodeId t = value_node(c->operands[k].value);
            if (t != NONE_ID)
                mutation_record(f, c->module, c->node, (OpArgRef){-1, NULL}, k, t, ALIAS_MAY, MUT_DATA, false, NONE_ID, NULL);
        }
    }
}

const MutationSite *mutation_sites(const Facts *f, ModuleId m, uint32_t *count)
{
    *count = f && m < f->g->nmodules ? f->mods[m].muts.len : 0;
    return *count ? f->mods[m].muts.items : NULL;
}

const MutationSite *mutation_of(const Facts *f, ModuleId m, NodeId ph)
{
    uint32_t n;
    const MutationSite *s = mutation_sites(f, m, &n), *best = NULL;
    for (uint32_t i = 0; i < n; i++)
        if (s[i].root.node == ph && s[i].root.elem == NONE_ID && (!best || s[i].strength > best->strength)) best = &s[i];
    return best;
}

const MutationSite *mutation_origin(const MutationSite *s)
{
    while (s && s->inner) s = s->inner;
    return s;
}

bool mutation_is_item_assignment(const Graph *g, const MutationSite *s)
{
    s = mutation_origin(s);
    if (!s || s->module >= g->nmodules || s->node >= g->modules[s->module].nnodes) return false;
    const Module *mod = &g->modules[s->module];
    const Node *n = &mod->nodes[s->node];
    if (n->target.kind == TK_OPERATOR) return str_eqz(n->target.op, "setitem");
    if (n->target.kind == TK_METHOD) return str_eqz(n->target.op, "__setitem__");
    if (n->target.kind != TK_OP || !str_eqz(n->target.ns, "aten") || !str_eqz(n->target.op, "fill_") ||
        !str_eqz(n->target.overload, "Tensor") || n->nargs < 2)
        return false;
    NodeId v = value_node(&n->args[1]);
    if (v == NONE_ID || v >= mod->nnodes) return false;
    const Target *t = &mod->nodes[v].target;
    return t->kind == TK_OP && str_eqz(t->ns, "aten") && str_eqz(t->op, "lift_fresh_copy");
}
