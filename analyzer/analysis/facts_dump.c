/* The debug view of the shared analyses (fxlint parse --dump --facts): aliases, writes,
 * input/output aliasing, HOP calls and unbacked symbol births, one line each. */
#include "analysis/facts_internal.h"

static const char *strength_name(uint8_t s) { return s == ALIAS_MUST ? "must" : s == ALIAS_MAY ? "may" : "none"; }

static const char *module_label(const Graph *g, ModuleId m)
{
    const Module *mod = graph_module(g, m);
    return mod->path ? mod->path : "?";
}

static Str node_name(const Graph *g, ModuleId m, NodeId n)
{
    const Module *mod = graph_module(g, m);
    return n < mod->nnodes ? module_node(mod, n)->name : STR_LIT("?");
}

static void put_root(FILE *out, const Graph *g, const Facts *f, ModuleId m, AliasRoot r)
{
    Str name = node_name(g, m, r.node);
    fprintf(out, "%.*s", STR_ARG(name));
    if (r.elem != NONE_ID) fprintf(out, "[%u]", r.elem);
    uint32_t ph = r.elem == NONE_ID ? alias_placeholder_index(f, m, r.node) : NONE_ID;
    if (ph != NONE_ID) fprintf(out, " (input %u)", ph);
    fprintf(out, " %s", strength_name(r.strength));
}

static void put_chain(FILE *out, const Graph *g, const Facts *f, ModuleId m, NodeId n)
{
    NodeId ids[16];
    uint32_t len = alias_chain(f, m, n, ids, 16);
    if (len < 2) return;
    fputs(", chain ", out);
    for (uint32_t i = 0; i < len && i < 16; i++) {
        Str name = node_name(g, m, ids[i]);
        fprintf(out, "%s%.*s", i ? " <- " : "", STR_ARG(name));
    }
}

/* A node is worth a line when it shares storage with another value (not merely with a fresh
 * element of the tuple it was taken from). */
static bool aliases_other(AliasSet s, NodeId self)
{
    for (uint32_t i = 0; i < s.n; i++)
        if (s.roots[i].node != self && s.roots[i].elem == NONE_ID) return true;
    return false;
}

static void dump_site(FILE *out, const Graph *g, const Facts *f, ModuleId m, const MutationSite *s)
{
    Str w = node_name(g, m, s->node), t = node_name(g, m, s->target);
    fprintf(out, "    write %.*s", STR_ARG(w));
    if (s->operand != NONE_ID) fprintf(out, " operand %u", s->operand);
    else if (s->arg.name) fprintf(out, " arg %s", s->arg.name);
    else fprintf(out, " arg %d", s->arg.pos);
    fprintf(out, " = %.*s -> ", STR_ARG(t));
    AliasRoot r = s->root;
    r.strength = s->strength;
    put_root(out, g, f, m, r);
    if (s->kind == MUT_METADATA) fputs(" metadata", out);
    if (s->guessed) fputs(" guessed", out);
    put_chain(out, g, f, m, s->target);
    const MutationSite *o = mutation_origin(s);
    if (o != s) {
        Str on = node_name(g, o->module, o->node);
        fprintf(out, ", inside %s/%.*s", module_label(g, o->module), STR_ARG(on));
    }
    fputc('\n', out);
}

static void dump_module(FILE *out, const Graph *g, const Facts *f, ModuleId m)
{
    const Module *mod = graph_module(g, m);
    uint32_t ncallers;
    hop_callers(f, m, &ncallers);
    fprintf(out, "  module %s: %u placeholders%s%s\n", module_label(g, m), module_nplaceholders(mod),
            mod->parent == NONE_ID ? ", root" : ncallers ? "" : ", not called", mod->printed ? "" : ", not printed");
    for (NodeId i = 0; i < mod->nnodes; i++) {
        AliasSet s = alias_roots(f, m, i);
        if (f->mods[m].nodes[i].tuple || !aliases_other(s, i)) continue;
        Str name = module_node(mod, i)->name;
        fprintf(out, "    alias %.*s: ", STR_ARG(name));
        for (uint32_t k = 0; k < s.n; k++) {
            if (k) fputs(", ", out);
            put_root(out, g, f, m, s.roots[k]);
        }
        put_chain(out, g, f, m, i);
        fputc('\n', out);
    }
    uint32_t n;
    const MutationSite *sites = mutation_sites(f, m, &n);
    for (uint32_t i = 0; i < n; i++) dump_site(out, g, f, m, &sites[i]);
    const AliasPair *p = alias_pairs(f, m, &n);
    for (uint32_t i = 0; i < n; i++) {
        if (p[i].kind == AP_INPUT_OUTPUT)
            fprintf(out, "    input %u aliases output %u %s\n", p[i].a, p[i].b, strength_name(p[i].strength));
        else
            fprintf(out, "    output %u aliases output %u %s\n", p[i].a, p[i].b, strength_name(p[i].strength));
    }
}

static void put_value(FILE *out, const Graph *g, ModuleId m, const Value *v)
{
    if (!v) fputs("?", out);
    else if (v->kind == VK_NODE) {
        Str name = node_name(g, m, v->node);
        fprintf(out, "%.*s", STR_ARG(name));
    } else if (v->kind == VK_INT) fprintf(out, "%lld", (long long)v->i);
    else fputs("<literal>", out);
}

static void dump_call(FILE *out, const Graph *g, const Facts *f, uint32_t ci)
{
    uint32_t ncalls;
    const HopCall *c = &hop_calls(f, &ncalls)[ci];
    Str name = node_name(g, c->module, c->node);
    fprintf(out, "  hop %s/%.*s: %s", module_label(g, c->module), STR_ARG(name), c->info->name);
    if (c->problem) fprintf(out, " (%s)", c->problem);
    fputc('\n', out);
    if (c->noperands) {
        fputs("    operands:", out);
        for (uint32_t i = 0; i < c->noperands; i++) {
            fprintf(out, " %u=%s:", i, hop_group_name((HopGroup)c->operands[i].group));
            put_value(out, g, c->module, c->operands[i].value);
        }
        fputc('\n', out);
    }
    for (uint32_t s = 0; s < c->nsubs; s++) {
        const HopSub *sub = &c->subs[s];
        fprintf(out, "    subgraph %s = %s:", sub->name, sub->module == NONE_ID ? "?" : module_label(g, sub->module));
        for (uint32_t i = 0; i < sub->ninputs; i++) {
            const HopInput *in = &sub->inputs[i];
            if (in->operand == NONE_ID) fprintf(out, " in%u<-%s", i, hop_input_kind_name((HopInputKind)in->kind));
            else fprintf(out, " in%u<-%s %u", i, hop_input_kind_name((HopInputKind)in->kind), in->operand);
        }
        static const char *const how[] = {"none", "direct", "last", "stacked"};
        for (uint32_t k = 0; k < sub->noutputs; k++) {
            if (sub->outputs[k].how == HRES_NONE) fprintf(out, " out%u->none", k);
            else fprintf(out, " out%u->%s %u", k, how[sub->outputs[k].how], sub->outputs[k].result);
        }
        fprintf(out, " forbid=0x%x\n", sub->forbid);
    }
    for (uint32_t i = 0; i < c->npairs; i++) {
        static const char *const kinds[] = {"operand", "output", "input"};
        const HopPair *p = &c->pairs[i];
        fprintf(out, "    pair %u: %s %s %u", p->index, c->lhs_name, kinds[p->lhs.kind], p->lhs.index);
        fprintf(out, " ~ %s %s %u\n", c->rhs_name, kinds[p->rhs.kind], p->rhs.index);
    }
    uint32_t n;
    const AliasPair *ii = alias_operand_pairs(f, ci, &n);
    for (uint32_t i = 0; i < n; i++)
        fprintf(out, "    operand %u aliases operand %u %s\n", ii[i].a, ii[i].b, strength_name(ii[i].strength));
}

void facts_dump(FILE *out, const Graph *g, const struct Facts *f)
{
    static const char *const kinds[] = {"data-dependent op", "HOP output", "input", "other"};
    fputs("facts:\n", out);
    if (!f) return;
    for (ModuleId m = 0; m < g->nmodules; m++) dump_module(out, g, f, m);
    uint32_t n;
    hop_calls(f, &n);
    for (uint32_t i = 0; i < n; i++) dump_call(out, g, f, i);
    const UnbackedBirth *b = unbacked_births(f, &n);
    for (uint32_t i = 0; i < n; i++) {
        Str name = node_name(g, b[i].module, b[i].node);
        fprintf(out, "  unbacked %.*s: born at %s/%.*s (%s)\n", STR_ARG(b[i].symbol), module_label(g, b[i].module),
                STR_ARG(name), kinds[b[i].kind]);
    }
}
