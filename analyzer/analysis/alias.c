/* Alias sets: the storage roots of every value, computed module by module in node order, a
 * subgraph before the HOP call that runs it (so a call can read what its subgraphs return and
 * write), plus the queries rules use. Mutation sites are recorded along the way (mutation.c). */
#include <string.h>

#include "analysis/facts_internal.h"
#include "knowledge/capture.h"

#define MAX_ROOTS 64

typedef VEC(AliasRoot) RootBuf;

static void roots_add(Arena *a, RootBuf *b, AliasRoot r)
{
    if (r.strength == ALIAS_NONE) return;
    for (uint32_t i = 0; i < b->len; i++) {
        if (b->items[i].node == r.node && b->items[i].elem == r.elem) {
            if (r.strength > b->items[i].strength) b->items[i].strength = r.strength;
            return;
        }
    }
    if (b->len < MAX_ROOTS) VEC_PUSH(a, *b, r);
}

/* Adds every root of s, each capped at `cap`. */
static void roots_add_set(Arena *a, RootBuf *b, AliasSet s, uint8_t cap)
{
    for (uint32_t i = 0; i < s.n; i++) {
        AliasRoot r = s.roots[i];
        r.strength = strength_min(r.strength, cap);
        roots_add(a, b, r);
    }
}

static AliasSet roots_set(RootBuf b) { return (AliasSet){b.items, b.len}; }

static AliasSet single_root(Arena *a, NodeId node, uint32_t elem)
{
    AliasRoot *r = ARENA_NEW(a, AliasRoot);
    *r = (AliasRoot){node, elem, ALIAS_MUST};
    return (AliasSet){r, 1};
}

static const Node *mod_node(const Facts *f, ModuleId m, NodeId n) { return module_node(graph_module(f->g, m), n); }

/* 1 tensor, 0 not, -1 unknown, from the printed annotation. */
static int8_t meta_tensorness(const Meta *m)
{
    switch (m->kind) {
    case META_TENSOR: return 1;
    case META_SYM: return 0;
    case META_TYPE:
        if (str_starts(m->text, "torch.Tensor") || str_eqz(m->text, "Tensor")) return 1;
        if (str_eqz(m->text, "int") || str_eqz(m->text, "float") || str_eqz(m->text, "bool") ||
            str_starts(m->text, "torch.Sym"))
            return 0;
        return -1;
    default: return -1;
    }
}

/* Roots of a value in module m: a node's roots, or the union over a list or tuple. */
static void value_roots_into(const Facts *f, ModuleId m, const Value *v, RootBuf *b, uint8_t cap)
{
    if (!v) return;
    if (v->kind == VK_NODE) {
        if (v->node < f->mods[m].nnodes) roots_add_set(f->a, b, f->mods[m].nodes[v->node].roots, cap);
    } else if (v->kind == VK_TUPLE || v->kind == VK_LIST) {
        for (uint32_t i = 0; i < v->seq.n; i++) value_roots_into(f, m, &v->seq.items[i], b, cap);
    }
}

static void analyze_module(Facts *f, ModuleId m);

/* ---- ops ---- */

static void record_writes(Facts *f, ModuleId m, NodeId i, const OpFacts *of)
{
    const Node *n = mod_node(f, m, i);
    uint8_t kind = (of->flags & OPF_METADATA) ? MUT_METADATA : MUT_DATA;
    bool guessed = (of->flags & OPF_GUESSED) != 0;
    for (uint32_t w = 0; w < of->nwrites; w++) {
        const Value *v = op_arg_value(n, of->writes[w]);
        if (!v) continue;
        if (v->kind == VK_NODE) {
            mutation_record(f, m, i, of->writes[w], NONE_ID, v->node, of->write_strength[w], kind, guessed, NONE_ID, NULL);
        } else if (v->kind == VK_LIST || v->kind == VK_TUPLE) {
            for (uint32_t k = 0; k < v->seq.n; k++)
                if (v->seq.items[k].kind == VK_NODE)
                    mutation_record(f, m, i, of->writes[w], NONE_ID, v->seq.items[k].node, of->write_strength[w],
                                    kind, guessed, NONE_ID, NULL);
        }
    }
}

/* getitem on a tuple-valued node: the element's roots. */
static void getitem_element(Facts *f, ModuleId m, NodeId i)
{
    const Node *n = mod_node(f, m, i);
    NodeFacts *nf = &f->mods[m].nodes[i];
    NodeId recv = n->nargs ? value_node(&n->args[0]) : NONE_ID;
    if (recv == NONE_ID || recv >= i) {
        nf->roots = single_root(f->a, i, NONE_ID);
        return;
    }
    const NodeFacts *rf = &f->mods[m].nodes[recv];
    const Value *idx = n->nargs > 1 ? &n->args[1] : NULL;
    nf->base = recv;
    if (rf->elems_uniform && rf->nelems) {
        nf->roots = rf->elems[0];
        return;
    }
    if (idx && idx->kind == VK_INT) {
        int64_t k = idx->i < 0 && rf->nelems ? idx->i + (int64_t)rf->nelems : idx->i;
        if (k >= 0 && (uint64_t)k < rf->nelems) {
            nf->roots = rf->elems[k];
            if (rf->elem_base[k] != NONE_ID) nf->base = rf->elem_base[k];
            return;
        }
        if (k >= 0) {
            nf->roots = single_root(f->a, recv, (uint32_t)k);
            return;
        }
    }
    /* A computed index or a dict key: any element, or a fresh value. */
    if (!rf->nelems) {
        nf->roots = single_root(f->a, i, NONE_ID);
        return;
    }
    RootBuf b = {0};
    for (uint32_t k = 0; k < rf->nelems; k++) roots_add_set(f->a, &b, rf->elems[k], ALIAS_MAY);
    nf->roots = roots_set(b);
}

static void tuple_results(Facts *f, ModuleId m, NodeId i, const OpFacts *of)
{
    const Node *n = mod_node(f, m, i);
    NodeFacts *nf = &f->mods[m].nodes[i];
    nf->tuple = true;
    nf->tensor = 0;
    uint32_t ne = of->nresults ? of->nresults : 1;
    nf->elems_uniform = of->nresults == 1 && of->results[0].list;
    nf->nelems = ne;
    nf->elems = ARENA_ARRAY(f->a, AliasSet, ne);
    nf->elem_base = ARENA_ARRAY(f->a, NodeId, ne);
    RootBuf all = {0};
    for (uint32_t j = 0; j < ne; j++) {
        nf->elem_base[j] = NONE_ID;
        const OpResult *r = j < of->nresults ? &of->results[j] : NULL;
        if (r && r->alias) {
            const Value *src = op_arg_value(n, r->of);
            RootBuf b = {0};
            value_roots_into(f, m, src, &b, r->alias);
            nf->elems[j] = roots_set(b);
            nf->elem_base[j] = value_node(src);
        }
        if (!nf->elems[j].n && (!r || r->tensor)) nf->elems[j] = single_root(f->a, i, j);
        roots_add_set(f->a, &all, nf->elems[j], ALIAS_MUST);
        if (nf->base == NONE_ID && nf->elem_base[j] < i) nf->base = nf->elem_base[j];
    }
    nf->roots = roots_set(all);
}

static uint32_t op_facts_hash(const OpFacts *of)
{
    uint64_t h = (uintptr_t)of->schema * 0x9E3779B97F4A7C15ull;
    h ^= ((uint64_t)of->flags << 32) ^ ((uint64_t)of->tags << 16) ^ ((uint64_t)of->nwrites << 8) ^ of->nresults;
    for (uint8_t w = 0; w < of->nwrites && w < OPS_MAX_WRITES; w++)
        h = (h ^ (uint64_t)(uint16_t)of->writes[w].pos ^ ((uint64_t)of->write_strength[w] << 16) ^
             (uintptr_t)of->writes[w].name) * 0x100000001B3ull;
    for (uint8_t r = 0; r < of->nresults && r < OPS_MAX_RESULTS; r++) {
        const OpResult *x = &of->results[r];
        h = (h ^ x->alias ^ ((uint64_t)x->list << 8) ^ ((uint64_t)x->tensor << 9) ^ ((uint64_t)(uint16_t)x->of.pos << 16) ^
             (uintptr_t)x->of.name) * 0x100000001B3ull;
    }
    h ^= h >> 29;
    return (uint32_t)h;
}

/* Whether two op facts say the same (the fields in use; padding and unused slots aside). */
static bool op_facts_same(const OpFacts *a, const OpFacts *b)
{
    if (a->schema != b->schema || a->flags != b->flags || a->tags != b->tags || a->nwrites != b->nwrites ||
        a->nresults != b->nresults)
        return false;
    for (uint8_t w = 0; w < a->nwrites && w < OPS_MAX_WRITES; w++)
        if (a->writes[w].pos != b->writes[w].pos || a->writes[w].name != b->writes[w].name ||
            a->write_strength[w] != b->write_strength[w])
            return false;
    for (uint8_t r = 0; r < a->nresults && r < OPS_MAX_RESULTS; r++) {
        const OpResult *x = &a->results[r], *y = &b->results[r];
        if (x->alias != y->alias || x->list != y->list || x->tensor != y->tensor || x->of.pos != y->of.pos ||
            x->of.name != y->of.name)
            return false;
    }
    return true;
}

/* The graph's copy of op facts `of` (which lives in a caller's scratch): a graph of thousands
 * of calls holds a few dozen distinct ones, each a few hundred bytes. */
static const OpFacts *op_facts_keep(Facts *f, const OpFacts *of)
{
    if ((f->opset_len + 1) * 2 > f->opset_cap) {
        uint32_t cap = f->opset_cap ? f->opset_cap * 2 : 64;
        const OpFacts **slots = ARENA_ARRAY(f->a, const OpFacts *, cap);
        for (uint32_t i = 0; i < f->opset_cap; i++) {
            if (!f->opset[i]) continue;
            uint32_t j = op_facts_hash(f->opset[i]) & (cap - 1);
            while (slots[j]) j = (j + 1) & (cap - 1);
            slots[j] = f->opset[i];
        }
        f->opset = slots;
        f->opset_cap = cap;
    }
    uint32_t j = op_facts_hash(of) & (f->opset_cap - 1);
    for (; f->opset[j]; j = (j + 1) & (f->opset_cap - 1))
        if (op_facts_same(f->opset[j], of)) return f->opset[j];
    OpFacts *kept = ARENA_NEW(f->a, OpFacts);
    *kept = *of;
    f->opset[j] = kept;
    f->opset_len++;
    return kept;
}

static void analyze_op(Facts *f, ModuleId m, NodeId i)
{
    const Node *n = mod_node(f, m, i);
    NodeFacts *nf = &f->mods[m].nodes[i];
    OpFacts tmp;
    const OpFacts *of = ops_for_node(f->g, m, n, &tmp);
    nf->tensor = meta_tensorness(n->meta);
    if (!of) {
        if (nf->tensor) nf->roots = single_root(f->a, i, NONE_ID);
        return;
    }
    nf->op = op_facts_keep(f, of);
    if (of->flags & OPF_GETITEM) {
        if (nf->tensor) getitem_element(f, m, i);
    } else if ((of->flags & OPF_TUPLE) && nf->tensor != 1) {
        tuple_results(f, m, i, of);
    } else if (nf->tensor != 0) {
        const OpResult *r = of->nresults ? &of->results[0] : NULL;
        if (r && !r->tensor && nf->tensor != 1) {
            nf->tensor = 0;
        } else if (r && r->alias) {
            const Value *src = op_arg_value(n, r->of);
            RootBuf b = {0};
            value_roots_into(f, m, src, &b, r->alias);
            /* a maybe-view may also be a copy: fresh storage of its own */
            if (b.len && r->alias == ALIAS_MAY) roots_add(f->a, &b, (AliasRoot){i, NONE_ID, ALIAS_MAY});
            nf->roots = roots_set(b);
            nf->base = value_node(src);
        }
        if (nf->tensor != 0 && !nf->roots.n) {
            nf->roots = single_root(f->a, i, NONE_ID);
            nf->base = NONE_ID;
        }
    }
    record_writes(f, m, i, of);
}

/* ---- HOP calls ---- */

static uint32_t placeholder_of_root(const Facts *f, ModuleId s, AliasRoot r)
{
    return r.elem == NONE_ID && r.node < f->mods[s].nnodes ? f->mods[s].nodes[r.node].ph : NONE_ID;
}

/* For one subgraph of a call, the first output holding each inner root (as value_roots_into
 * collects an output's roots): translate_output names fresh storage after it. Open addressing
 * over (node, elem), built once per subgraph rather than searched per output, since a call may
 * return thousands. */
typedef struct FirstOut {
    NodeId node;
    uint32_t elem, out; /* out: NONE_ID for an empty slot */
} FirstOut;

typedef struct FirstOuts {
    FirstOut *slot;
    uint32_t mask;
} FirstOuts;

static uint32_t first_out_slot(const FirstOuts *t, AliasRoot r)
{
    uint32_t h = (uint32_t)(((uint64_t)r.node * 0x9E3779B97F4A7C15ull + r.elem) >> 32) & t->mask;
    while (t->slot[h].out != NONE_ID && (t->slot[h].node != r.node || t->slot[h].elem != r.elem)) h = (h + 1) & t->mask;
    return h;
}

static FirstOuts first_outs(Facts *f, const HopSub *s)
{
    const Value *outs;
    uint32_t nouts = module_outputs(graph_module(f->g, s->module), &outs);
    uint32_t n = s->noutputs < nouts ? s->noutputs : nouts, total = 0;
    RootBuf *roots = ARENA_ARRAY(f->a, RootBuf, n + 1);
    for (uint32_t j = 0; j < n; j++) {
        if (s->outputs[j].how == HRES_NONE || s->outputs[j].how == HRES_STACKED) continue;
        value_roots_into(f, s->module, &outs[j], &roots[j], ALIAS_MUST);
        total += roots[j].len;
    }
    uint32_t cap = 8;
    while (cap < 2 * total) cap <<= 1;
    FirstOuts t = {ARENA_ARRAY(f->a, FirstOut, cap), cap - 1};
    for (uint32_t i = 0; i < cap; i++) t.slot[i].out = NONE_ID;
    for (uint32_t j = 0; j < n; j++)
        for (uint32_t i = 0; i < roots[j].len; i++) {
            FirstOut *e = &t.slot[first_out_slot(&t, roots[j].items[i])];
            if (e->out == NONE_ID) *e = (FirstOut){roots[j].items[i].node, roots[j].items[i].elem, j};
        }
    return t;
}

/* Output k of subgraph s of call c, seen from the caller: the operands it shares storage with,
 * and fresh storage named after the first result carrying the same inner root (so two results
 * returning one inner tensor alias each other; `firsts`: first_outs of s). */
static void translate_output(Facts *f, const HopCall *c, const HopSub *s, const FirstOuts *firsts, uint32_t k,
                             RootBuf *b, NodeId *base)
{
    const HopOutput *ho = &s->outputs[k];
    if (ho->how == HRES_STACKED) {
        roots_add(f->a, b, (AliasRoot){c->node, ho->result, ALIAS_MUST});
        return;
    }
    const Value *outs;
    module_outputs(graph_module(f->g, s->module), &outs);
    RootBuf inner = {0};
    value_roots_into(f, s->module, &outs[k], &inner, ALIAS_MUST);
    uint8_t cap = ho->how == HRES_DIRECT ? ALIAS_MUST : ALIAS_MAY;
    for (uint32_t i = 0; i < inner.len; i++) {
        AliasRoot r = inner.items[i];
        uint32_t p = placeholder_of_root(f, s->module, r);
        if (p != NONE_ID && p < s->ninputs && (s->inputs[p].kind == HIN_OPERAND || s->inputs[p].kind == HIN_SLICE)) {
            const Value *ov = c->operands[s->inputs[p].operand].value;
            value_roots_into(f, c->module, ov, b, strength_min(r.strength, cap));
            if (*base == NONE_ID) *base = value_node(ov);
            continue;
        }
        /* an earlier output holding the same root names it */
        uint32_t j = firsts->slot[first_out_slot(firsts, r)].out;
        uint32_t first = j != NONE_ID && j < k ? s->outputs[j].result : ho->result;
        /* storage made inside the subgraph is new storage at the call, however often it runs */
        roots_add(f->a, b, (AliasRoot){c->node, first, r.strength});
    }
}

/* Merges the contributions of several subgraphs to one result (cond's branches): a root every
 * branch gives keeps its strength, one only some give becomes ALIAS_MAY. */
static void merge_branch(Arena *a, RootBuf *acc, RootBuf add, bool first)
{
    if (first) {
        for (uint32_t i = 0; i < add.len; i++) roots_add(a, acc, add.items[i]);
        return;
    }
    for (uint32_t i = 0; i < acc->len; i++) {
        bool found = false;
        for (uint32_t k = 0; k < add.len && !found; k++) {
            if (add.items[k].node == acc->items[i].node && add.items[k].elem == acc->items[i].elem) {
                found = true;
                acc->items[i].strength = strength_min(acc->items[i].strength, add.items[k].strength);
            }
        }
        if (!found) acc->items[i].strength = ALIAS_MAY;
    }
    for (uint32_t k = 0; k < add.len; k++) {
        AliasRoot r = add.items[k];
        r.strength = ALIAS_MAY;
        roots_add(a, acc, r);
    }
}

/* The outputs of `sub` that give a result, ordered by result and then by output (a counting
 * sort; *n their count): hop_results reads each result's outputs in that order, one pass over
 * the outputs in all rather than one per result, since a call may return thousands. */
static uint32_t *outputs_by_result(Arena *a, const HopSub *sub, uint32_t ne, uint32_t *n)
{
    uint32_t *at = ARENA_ARRAY(a, uint32_t, ne + 1), *order = ARENA_ARRAY(a, uint32_t, sub->noutputs + 1);
    for (uint32_t k = 0; k < sub->noutputs; k++)
        if (sub->outputs[k].how != HRES_NONE) at[sub->outputs[k].result + 1]++;
    for (uint32_t r = 0; r < ne; r++) at[r + 1] += at[r];
    *n = at[ne];
    for (uint32_t k = 0; k < sub->noutputs; k++)
        if (sub->outputs[k].how != HRES_NONE) order[at[sub->outputs[k].result]++] = k;
    return order;
}

static void hop_results(Facts *f, uint32_t ci)
{
    const HopCall *c = &f->calls.items[ci];
    NodeFacts *nf = &f->mods[c->module].nodes[c->node];
    uint32_t ne = 0;
    for (uint32_t s = 0; s < c->nsubs; s++)
        for (uint32_t k = 0; k < c->subs[s].noutputs; k++)
            if (c->subs[s].outputs[k].how != HRES_NONE && c->subs[s].outputs[k].result + 1 > ne)
                ne = c->subs[s].outputs[k].result + 1;
    nf->nelems = ne;
    nf->elems = ARENA_ARRAY(f->a, AliasSet, ne ? ne : 1);
    nf->elem_base = ARENA_ARRAY(f->a, NodeId, ne ? ne : 1);
    /* per subgraph, its outputs by result and how far they have been read */
    uint32_t **order = ARENA_ARRAY(f->a, uint32_t *, c->nsubs + 1);
    uint32_t *norder = ARENA_ARRAY(f->a, uint32_t, c->nsubs + 1), *next = ARENA_ARRAY(f->a, uint32_t, c->nsubs + 1);
    FirstOuts *firsts = ARENA_ARRAY(f->a, FirstOuts, c->nsubs + 1);
    for (uint32_t s = 0; s < c->nsubs; s++)
        if (c->subs[s].module != NONE_ID && f->mods[c->subs[s].module].state == MOD_DONE) {
            order[s] = outputs_by_result(f->a, &c->subs[s], ne, &norder[s]);
            firsts[s] = first_outs(f, &c->subs[s]);
        }
    RootBuf all = {0};
    for (uint32_t r = 0; r < ne; r++) {
        RootBuf acc = {0};
        bool first = true;
        NodeId base = NONE_ID;
        for (uint32_t s = 0; s < c->nsubs; s++) {
            const HopSub *sub = &c->subs[s];
            for (; next[s] < norder[s] && sub->outputs[order[s][next[s]]].result == r; next[s]++) {
                RootBuf one = {0};
                translate_output(f, c, sub, &firsts[s], order[s][next[s]], &one, &base);
                merge_branch(f->a, &acc, one, first);
                first = false;
            }
        }
        if (!acc.len) roots_add(f->a, &acc, (AliasRoot){c->node, r, ALIAS_MUST});
        nf->elems[r] = roots_set(acc);
        nf->elem_base[r] = base;
        roots_add_set(f->a, &all, nf->elems[r], ALIAS_MUST);
    }
    nf->roots = roots_set(all);
}

static void operand_pairs(Facts *f, uint32_t ci)
{
    const HopCall *c = &f->calls.items[ci];
    PairVec *out = &f->ii.items[ci];
    /* Only operands that feed a subgraph placeholder can alias inside it. */
    bool *fed = ARENA_ARRAY(f->a, bool, c->noperands ? c->noperands : 1);
    for (uint32_t s = 0; s < c->nsubs; s++)
        for (uint32_t i = 0; i < c->subs[s].ninputs; i++)
            if (c->subs[s].inputs[i].operand != NONE_ID && c->subs[s].inputs[i].operand < c->noperands)
                fed[c->subs[s].inputs[i].operand] = true;
    AliasSet *sets = ARENA_ARRAY(f->a, AliasSet, c->noperands ? c->noperands : 1);
    NodeId *nodes = ARENA_ARRAY(f->a, NodeId, c->noperands ? c->noperands : 1);
    for (uint32_t k = 0; k < c->noperands; k++) {
        nodes[k] = value_node(c->operands[k].value);
        if (fed[k] && nodes[k] != NONE_ID) sets[k] = alias_roots(f, c->module, nodes[k]);
    }
    alias_shared_pairs(f, sets, nodes, c->noperands, AP_INPUT_INPUT, out);
}

static void analyze_hop(Facts *f, ModuleId m, NodeId i)
{
    HopCall c;
    hop_describe(f->a, f->g, m, i, &c);
    uint32_t ci = f->calls.len;
    VEC_PUSH(f->a, f->calls, c);
    PairVec none = {0};
    VEC_PUSH(f->a, f->ii, none);
    NodeFacts *nf = &f->mods[m].nodes[i];
    nf->call = ci;
    nf->tuple = true;
    /* ~2.1 printed a single-tensor cond result with an annotation and used it directly */
    nf->tensor = meta_tensorness(mod_node(f, m, i)->meta) == 1 ? 1 : 0;
    for (uint32_t s = 0; s < c.nsubs; s++) {
        ModuleId sm = c.subs[s].module;
        if (sm == NONE_ID || sm >= f->g->nmodules) continue;
        analyze_module(f, sm);
        HopCallRef ref = {ci, s};
        VEC_PUSH(f->a, f->mods[sm].callers, ref);
    }
    hop_results(f, ci);
    mutation_propagate_call(f, ci);
    operand_pairs(f, ci);
}

/* ---- modules ---- */

static void module_pairs(Facts *f, ModuleId m)
{
    const Module *mod = graph_module(f->g, m);
    ModFacts *mf = &f->mods[m];
    const Value *outs;
    uint32_t n = module_outputs(mod, &outs);
    AliasSet *sets = ARENA_ARRAY(f->a, AliasSet, n ? n : 1);
    for (uint32_t k = 0; k < n; k++) {
        RootBuf b = {0};
        value_roots_into(f, m, &outs[k], &b, ALIAS_MUST);
        sets[k] = roots_set(b);
        for (uint32_t r = 0; r < b.len; r++) {
            uint32_t ph = placeholder_of_root(f, m, b.items[r]);
            if (ph == NONE_ID) continue;
            AliasPair p = {AP_INPUT_OUTPUT, b.items[r].strength, ph, k, b.items[r].node, value_node(&outs[k])};
            VEC_PUSH(f->a, mf->pairs, p);
        }
    }
    NodeId *nodes = ARENA_ARRAY(f->a, NodeId, n ? n : 1);
    for (uint32_t k = 0; k < n; k++) nodes[k] = value_node(&outs[k]);
    alias_shared_pairs(f, sets, nodes, n, AP_OUTPUT_OUTPUT, &mf->pairs);
}

static void analyze_module(Facts *f, ModuleId m)
{
    ModFacts *mf = &f->mods[m];
    if (mf->state != MOD_NEW) return; /* done, or a cycle: the caller sees no summary */
    mf->state = MOD_BUSY;
    const Module *mod = graph_module(f->g, m);
    mf->nnodes = mod->nnodes;
    mf->nodes = ARENA_ARRAY(f->a, NodeFacts, mod->nnodes ? mod->nnodes : 1);
    uint32_t ph = 0;
    for (NodeId i = 0; i < mod->nnodes; i++) {
        NodeFacts *nf = &f->mods[m].nodes[i];
        nf->base = NONE_ID;
        nf->ph = NONE_ID;
        nf->call = NONE_ID;
        nf->tensor = -1;
        mf->nphs += module_node(mod, i)->kind == NK_PLACEHOLDER;
    }
    mf->phs = ARENA_ARRAY(f->a, NodeId, mf->nphs ? mf->nphs : 1);
    for (NodeId i = 0; i < mod->nnodes; i++) {
        const Node *n = module_node(mod, i);
        NodeFacts *nf = &f->mods[m].nodes[i];
        bool is_hop = false;
        switch (n->kind) {
        case NK_PLACEHOLDER:
            mf->phs[ph] = i;
            nf->ph = ph++;
            nf->tensor = meta_tensorness(n->meta);
            if (nf->tensor) nf->roots = single_root(f->a, i, NONE_ID);
            break;
        case NK_GET_ATTR:
            nf->tensor = n->submodule != NONE_ID ? 0 : meta_tensorness(n->meta);
            if (nf->tensor) nf->roots = single_root(f->a, i, NONE_ID);
            break;
        case NK_OUTPUT:
            nf->tensor = 0;
            break;
        case NK_CALL_MODULE:
            nf->tensor = meta_tensorness(n->meta);
            if (nf->tensor) nf->roots = single_root(f->a, i, NONE_ID);
            break;
        case NK_CALL_FUNCTION:
            if (str_eqz(n->target.op, "_set_grad_enabled")) VEC_PUSH(f->a, mf->grad_switches, i);
            hop_kind_of(&n->target, &is_hop);
            if (is_hop) {
                analyze_hop(f, m, i);
                break;
            }
            /* fall through */
        case NK_CALL_METHOD:
            analyze_op(f, m, i);
            break;
        }
    }
    /* the view chains' lengths and ends, for messages that name them; bases point backwards in
     * node order, so each chain is its base's plus one */
    for (NodeId i = 0; i < mod->nnodes; i++) {
        NodeFacts *nf = &mf->nodes[i];
        bool root = nf->base == NONE_ID || nf->base >= i;
        nf->depth = root ? 1 : mf->nodes[nf->base].depth + 1;
        nf->chain_end = root ? i : mf->nodes[nf->base].chain_end;
    }
    module_pairs(f, m);
    f->mods[m].state = MOD_DONE;
}

const struct Facts *facts_build(Arena *a, const Graph *g)
{
    Facts *f = ARENA_NEW(a, Facts);
    f->g = g;
    f->a = a;
    f->mods = ARENA_ARRAY(a, ModFacts, g->nmodules ? g->nmodules : 1);
    f->capture_paths = capture_read(g).paths;
    f->shown_grad = (int8_t)capture_read_grad(g, NULL, NULL, NULL);
    for (ModuleId m = 0; m < g->nmodules; m++)
        if (g->modules[m].parent == NONE_ID) analyze_module(f, m);
    for (ModuleId m = 0; m < g->nmodules; m++) analyze_module(f, m);
    unbacked_compute(f);
    return f;
}

/* ---- queries ---- */

static const NodeFacts *nfacts(const Facts *f, ModuleId m, NodeId n)
{
    if (!f || m >= f->g->nmodules || n >= f->mods[m].nnodes) return NULL;
    return &f->mods[m].nodes[n];
}

uint32_t facts_grad_switches(const Facts *f, ModuleId m, const NodeId **out)
{
    *out = NULL;
    if (!f || m >= f->g->nmodules) return 0;
    *out = f->mods[m].grad_switches.items;
    return f->mods[m].grad_switches.len;
}

uint8_t facts_capture_paths(const Facts *f)
{
    return f->capture_paths;
}

int facts_shown_grad(const Facts *f)
{
    return f->shown_grad;
}

AliasSet alias_roots(const Facts *f, ModuleId m, NodeId n)
{
    const NodeFacts *nf = nfacts(f, m, n);
    return nf ? nf->roots : (AliasSet){NULL, 0};
}

AliasSet alias_value_roots(const Facts *f, ModuleId m, const Value *v, Arena *scratch)
{
    if (!f || m >= f->g->nmodules) return (AliasSet){NULL, 0};
    if (v && v->kind == VK_NODE) return alias_roots(f, m, v->node);
    RootBuf b = {0};
    Facts tmp = *f;
    tmp.a = scratch;
    value_roots_into(&tmp, m, v, &b, ALIAS_MUST);
    return roots_set(b);
}

AliasStrength alias_of(const Facts *f, ModuleId m, NodeId n, NodeId ph)
{
    AliasSet s = alias_roots(f, m, n);
    for (uint32_t i = 0; i < s.n; i++)
        if (s.roots[i].node == ph && s.roots[i].elem == NONE_ID) return (AliasStrength)s.roots[i].strength;
    return ALIAS_NONE;
}

AliasStrength alias_input(const Facts *f, ModuleId m, NodeId n, NodeId *ph)
{
    AliasSet s = alias_roots(f, m, n);
    AliasStrength best = ALIAS_NONE;
    *ph = NONE_ID;
    for (uint32_t i = 0; i < s.n; i++) {
        if (placeholder_of_root(f, m, s.roots[i]) == NONE_ID || s.roots[i].strength <= best) continue;
        best = (AliasStrength)s.roots[i].strength;
        *ph = s.roots[i].node;
    }
    return best;
}

AliasStrength alias_shared(const Facts *f, ModuleId m, NodeId a, NodeId b)
{
    AliasSet x = alias_roots(f, m, a), y = alias_roots(f, m, b);
    uint8_t best = ALIAS_NONE;
    for (uint32_t i = 0; i < x.n; i++)
        for (uint32_t k = 0; k < y.n; k++)
            if (x.roots[i].node == y.roots[k].node && x.roots[i].elem == y.roots[k].elem) {
                uint8_t s = strength_min(x.roots[i].strength, y.roots[k].strength);
                if (s > best) best = s;
            }
    return (AliasStrength)best;
}

uint32_t alias_chain(const Facts *f, ModuleId m, NodeId n, NodeId *out, uint32_t max)
{
    const NodeFacts *nf = nfacts(f, m, n);
    if (!nf) return 0;
    for (uint32_t k = 0; k < max && k < nf->depth; k++) {
        out[k] = n;
        n = f->mods[m].nodes[n].base;
    }
    return nf->depth;
}

const char *alias_chain_format(Arena *a, const Graph *g, const Facts *f, ModuleId m, NodeId n)
{
    NodeId ids[32];
    uint32_t len = alias_chain(f, m, n, ids, 32);
    const Module *mod = graph_module(g, m);
    /* a longer chain: its first 30 links, how many more, and where it ends; written once into
     * `a` (a rule may format thousands) */
    uint32_t shown = len > 32 ? 30 : len;
    char buf[2048];
    size_t k = 0;
#define PUT(...) do { int w_ = snprintf(buf + k, sizeof buf - k, __VA_ARGS__); \
        if (w_ > 0) k = k + (size_t)w_ < sizeof buf ? k + (size_t)w_ : sizeof buf - 1; } while (0)
    for (uint32_t i = 0; i < shown; i++) PUT("%s%.*s", i ? " <- " : "", STR_ARG(module_node(mod, ids[i])->name));
    if (len > 32)
        PUT(" <- (%u more) <- %.*s", len - 31, STR_ARG(module_node(mod, f->mods[m].nodes[n].chain_end)->name));
#undef PUT
    buf[k] = 0;
    return arena_strdup(a, buf);
}

uint32_t alias_placeholder_index(const Facts *f, ModuleId m, NodeId n)
{
    const NodeFacts *nf = nfacts(f, m, n);
    return nf ? nf->ph : NONE_ID;
}

NodeId facts_placeholder(const Facts *f, ModuleId m, uint32_t k)
{
    return f && m < f->g->nmodules && k < f->mods[m].nphs ? f->mods[m].phs[k] : NONE_ID;
}

int facts_is_tensor(const Facts *f, ModuleId m, NodeId n)
{
    const NodeFacts *nf = nfacts(f, m, n);
    return nf ? nf->tensor : -1;
}

const OpFacts *facts_op(const Facts *f, ModuleId m, NodeId n)
{
    const NodeFacts *nf = nfacts(f, m, n);
    return nf ? nf->op : NULL;
}

const AliasPair *alias_pairs(const Facts *f, ModuleId m, uint32_t *count)
{
    *count = f && m < f->g->nmodules ? f->mods[m].pairs.len : 0;
    return *count ? f->mods[m].pairs.items : NULL;
}

const AliasPair *alias_operand_pairs(const Facts *f, uint32_t call, uint32_t *count)
{
    *count = f && call < f->ii.len ? f->ii.items[call].len : 0;
    return *count ? f->ii.items[call].items : NULL;
}

const HopCall *hop_calls(const Facts *f, uint32_t *count)
{
    *count = f ? f->calls.len : 0;
    return *count ? f->calls.items : NULL;
}

const HopCall *hop_call_at(const Facts *f, ModuleId m, NodeId n, uint32_t *index)
{
    const NodeFacts *nf = nfacts(f, m, n);
    if (!nf || nf->call == NONE_ID) return NULL;
    if (index) *index = nf->call;
    return &f->calls.items[nf->call];
}

const HopCallRef *hop_callers(const Facts *f, ModuleId m, uint32_t *count)
{
    *count = f && m < f->g->nmodules ? f->mods[m].callers.len : 0;
    return *count ? f->mods[m].callers.items : NULL;
}

const HopCall *hop_caller(const Facts *f, ModuleId m, uint32_t *sub)
{
    uint32_t n;
    const HopCallRef *r = hop_callers(f, m, &n);
    if (!n) return NULL;
    if (sub) *sub = r[0].sub;
    return &f->calls.items[r[0].call];
}
