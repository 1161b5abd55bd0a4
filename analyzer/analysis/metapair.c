/* HOP metadata pairings resolved and compared (see metapair.h). */
#include "analysis/metapair.h"

#include "analysis/layout.h"

#include <string.h>

/* The subgraph placeholder operand `index` feeds as itself (not as a slice), or NONE_ID. */
static NodeId fed_placeholder(const Facts *f, const HopCall *c, uint32_t index, ModuleId *m)
{
    for (uint32_t s = 0; s < c->nsubs; s++) {
        const HopSub *sub = &c->subs[s];
        if (sub->module == NONE_ID) continue;
        NodeId ph = facts_placeholder(f, sub->module, hop_sub_input(c, sub, index, HIN_OPERAND));
        if (ph != NONE_ID) {
            *m = sub->module;
            return ph;
        }
    }
    return NONE_ID;
}

/* e with the strides its annotation does not print, where layout_infer can tell them. */
static MetaEnd with_layout(Arena *a, const Graph *g, const Facts *f, ModuleId m, NodeId n, MetaEnd e)
{
    if (e.kind != END_TENSOR || !e.meta || e.meta->has_strides || n == NONE_ID) return e;
    Meta *full = ARENA_NEW(a, Meta);
    if (layout_infer(a, g, f, m, n, full)) e.meta = full;
    return e;
}

static MetaEnd end_value(Arena *a, const Graph *g, const Facts *f, const HopCall *c, HopEnd e, const HopEndRef *r,
                         const Meta **also)
{
    *also = NULL;
    MetaEnd out = r->value ? metacmp_end(a, g, r->module, r->value)
                           : metacmp_end_node(a, g, r->module, r->node);
    out = with_layout(a, g, f, r->module, r->node, out);
    if (e.kind != HEND_OPERAND) return out;
    ModuleId pm = NONE_ID;
    NodeId ph = fed_placeholder(f, c, e.index, &pm);
    if (ph == NONE_ID) return out;
    MetaEnd inner = with_layout(a, g, f, pm, ph, metacmp_end_node(a, g, pm, ph));
    if (out.kind == END_UNKNOWN || (out.kind == END_TENSOR && !out.meta && inner.kind == END_TENSOR)) {
        out = inner;
        return out;
    }
    *also = inner.meta;
    return out;
}

/* An unbacked symbol of `mine` that subgraph `sub` made up and neither `other` nor `also`
 * mentions. */
static Str fresh_symbol(const Facts *f, const MetaEnd *mine, const MetaEnd *other, const Meta *also, ModuleId sub)
{
    if (!mine->meta || sub == NONE_ID) return (Str){0};
    Str s = unbacked_new_in(f, mine->meta, other->meta, sub);
    if (s.len && also && unbacked_new_in(f, mine->meta, also, sub).len == 0) return (Str){0};
    return s;
}

PairResult metapair_compare(Arena *a, const Graph *g, const Facts *f, const HopCall *c, const HopPair *p,
                            MetaCheck how)
{
    PairResult r;
    memset(&r, 0, sizeof r);
    r.lref = hop_end_resolve(g, c, p->lhs);
    r.rref = hop_end_resolve(g, c, p->rhs);
    const Meta *lalso, *ralso;
    r.lhs = end_value(a, g, f, c, p->lhs, &r.lref, &lalso);
    r.rhs = end_value(a, g, f, c, p->rhs, &r.rref, &ralso);
    r.diff = metacmp_compare(how, &r.lhs, &r.rhs);
    if (r.diff.worst == VERDICT_UNSURE && r.diff.unbacked) {
        ModuleId lsub = p->lhs.kind == HEND_SUB_OUTPUT ? r.lref.module : NONE_ID;
        ModuleId rsub = p->rhs.kind == HEND_SUB_OUTPUT ? r.rref.module : NONE_ID;
        r.fresh = fresh_symbol(f, &r.lhs, &r.rhs, ralso, lsub);
        if (!r.fresh.len) r.fresh = fresh_symbol(f, &r.rhs, &r.lhs, lalso, rsub);
    }
    return r;
}

int metapair_level(const PairResult *r)
{
    if (r->diff.worst == VERDICT_DIFF) return 2;
    if (r->diff.worst == VERDICT_UNSURE) return r->fresh.len ? 2 : 1;
    return 0;
}

bool metapair_sub_readable(const Graph *g, const HopCall *c, uint32_t sub)
{
    if (sub >= c->nsubs || c->subs[sub].module == NONE_ID) return false;
    const Module *m = graph_module(g, c->subs[sub].module);
    return m->printed && m->output != NONE_ID;
}

int metapair_readable_sub(const Graph *g, const HopCall *c, HopSubRole role)
{
    for (uint32_t i = 0; i < c->nsubs; i++)
        if (c->subs[i].role == role) return metapair_sub_readable(g, c, i) ? (int)i : -1;
    return -1;
}

uint32_t metapair_count_operands(const HopCall *c, HopGroup group)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->noperands; i++) n += c->operands[i].group == group;
    return n;
}

bool metapair_carry_mismatch(Arena *a, const Graph *g, const Facts *f, const HopCall *c, const HopPair *p,
                             MetaCheck how, PairResult *r)
{
    *r = metapair_compare(a, g, f, c, p, how);
    if (r->diff.worst == VERDICT_UNSURE && r->fresh.len) return false;
    return metapair_level(r) > 0;
}

const char *metapair_match_words(const PairResult *r)
{
    return metapair_level(r) == 2 ? "does not match" : "may not match";
}

const char *metapair_unsure_note(const PairResult *r)
{
    return metapair_level(r) == 2 ? "" : " (the sizes depend on symbol values the dump does not fix)";
}

bool metapair_site(const Graph *g, const HopCall *c, HopEnd e, ModuleId *m, NodeId *n)
{
    if (e.kind == HEND_OPERAND) {
        *m = c->module;
        *n = c->node;
        return true;
    }
    if (!metapair_sub_readable(g, c, e.sub)) return false;
    HopEndRef r = hop_end_resolve(g, c, e);
    const Module *mod = graph_module(g, r.module);
    *m = r.module;
    if (e.kind == HEND_SUB_INPUT) {
        *n = r.node != NONE_ID ? r.node : mod->output;
        return true;
    }
    bool made_here = r.node != NONE_ID && mod->nodes[r.node].kind != NK_PLACEHOLDER;
    *n = made_here ? r.node : mod->output;
    return true;
}

/* The name a value is printed under where it is used (`l_x_`, not the placeholder `L_x_` it
 * was bound from), when its span holds one. */
static Str printed_name(const Graph *g, const HopEndRef *r)
{
    if (!r->value || r->value->kind != VK_NODE || r->value->span.end <= r->value->span.start || !g->src ||
        r->value->span.end > g->src->len)
        return (Str){0};
    Str t = source_slice(g->src, r->value->span);
    for (uint32_t i = 0; i < t.len; i++)
        if (!(t.ptr[i] == '_' || (t.ptr[i] >= 'a' && t.ptr[i] <= 'z') || (t.ptr[i] >= 'A' && t.ptr[i] <= 'Z') ||
              (t.ptr[i] >= '0' && t.ptr[i] <= '9')))
            return (Str){0};
    return t;
}

const char *metapair_end_name(Arena *a, const Graph *g, const HopEndRef *r)
{
    Str p = printed_name(g, r);
    if (p.len) return arena_printf(a, "%.*s", STR_ARG(p));
    if (r->node != NONE_ID && r->module < g->nmodules) {
        const Node *n = &g->modules[r->module].nodes[r->node];
        return arena_printf(a, "%.*s", STR_ARG(n->name));
    }
    if (r->value) {
        MetaEnd e = metacmp_end(a, g, r->module, r->value);
        if (e.kind != END_UNKNOWN) return e.text;
    }
    return "?";
}

const char *metapair_consistency_message(Arena *a, const PairResult *r, uint32_t index, const char *lhs_name,
                                         const char *rhs_name, bool swap)
{
    Verdict at = r->diff.worst == VERDICT_DIFF ? VERDICT_DIFF : VERDICT_UNSURE;
    const MetaEnd *l = swap ? &r->rhs : &r->lhs, *x = swap ? &r->lhs : &r->rhs;
    const char *fields = metacmp_format_fields(a, &r->diff, l, x, at);
    return arena_printf(a, "Expected %s and %s to have same metadata but found: pair[%u] differ in %s", lhs_name,
                        rhs_name, index, fields);
}

const char *metapair_end_desc(Arena *a, const Graph *g, const HopEndRef *r, const MetaEnd *e)
{
    if (r->node != NONE_ID && r->module < g->nmodules) {
        const char *name = metapair_end_name(a, g, r);
        if (e->kind == END_UNKNOWN) return arena_printf(a, "'%s'", name);
        return arena_printf(a, "'%s' (%s)", name, e->text);
    }
    return arena_printf(a, "(the literal %s)", e->kind == END_UNKNOWN ? "?" : e->text);
}

/* The smallest non-zero stride of m when every stride is printed as a number; 0 when not known. */
static int64_t smallest_stride(const Meta *m)
{
    int64_t best = 0;
    if (!m || m->kind != META_TENSOR || !m->has_strides) return 0;
    for (uint32_t d = 0; d < m->rank; d++) {
        if (!m->strides[d].is_const) return 0;
        int64_t v = m->strides[d].value;
        if (v != 0 && (best == 0 || v < best)) best = v;
    }
    return best;
}

const char *metapair_merge_quote(Arena *a, const PairResult *r, const char *lhs_side, const char *rhs_side,
                                 const char **what)
{
    const MetaDiff *d = &r->diff;
    const Meta *x = r->lhs.meta, *y = r->rhs.meta;
    static const char prefix[] = "When merging two branches' output in torch.cond, ";
    if (d->field[MF_TYPE] == VERDICT_DIFF) {
        *what = "differs between the branches: a tensor against a non-tensor";
        if (r->lhs.kind == END_NONE || r->rhs.kind == END_NONE)
            return arena_printf(a, "\"expected both a and b to be None, got a=%s, b=%s\"", r->lhs.text, r->rhs.text);
        return arena_printf(a, "\"expected both a and b to be FakeTensor, got a=%s, b=%s\"", r->lhs.text, r->rhs.text);
    }
    if (d->field[MF_DTYPE] == VERDICT_DIFF) {
        *what = "differs between the branches in dtype";
        return arena_printf(a, "\"%s expected same dtype but got %s and %s.\"", prefix, metacmp_dtype_repr(a, x),
                            metacmp_dtype_repr(a, y));
    }
    if (d->field[MF_DEVICE] == VERDICT_DIFF) {
        *what = "differs between the branches in device";
        return arena_printf(a, "\"%s expected same device but got %.*s and %.*s.\"", prefix, STR_ARG(x->device),
                            STR_ARG(y->device));
    }
    if (d->field[MF_DIM] == VERDICT_DIFF) {
        *what = "differs between the branches in rank";
        return arena_printf(a, "\"%s expected same dim but got %u and %u.\"", prefix, x->rank, y->rank);
    }
    const char *sa = metacmp_stride_repr(a, x), *sb = metacmp_stride_repr(a, y);
    if (d->field[MF_STRIDE_ORDER] == VERDICT_DIFF) {
        *what = "differs between the branches in stride order (contiguousness)";
        return arena_printf(a, "\"The sorted order of strides of the two branches' output doesn't match.this indicates "
                               "the contiguousness of the two branches are different. True branch has stride %s but "
                               "false branch has stride %s.Consider using contiguous() to make the two branches have "
                               "the same contiguousness.\"", sa, sb);
    }
    *what = arena_printf(a, "is not dense in memory in %s", d->dense_side == 0 ? lhs_side : rhs_side);
    /* _bound_stride walks the strides in ascending order: a dense left side whose smallest stride
     * is 1 against a right side whose smallest is not trips its assertion first */
    int64_t lo = smallest_stride(x), ro = smallest_stride(y);
    if (d->dense_side == 1 && lo == 1 && ro > 1)
        return arena_printf(a, "AssertionError: \"expected b_val == 1 when a_val == 1, got b_val=%lld\"", (long long)ro);
    return arena_printf(a, "\"It seems one of cond's output stride is not a simple accumulative multiplication of sizes. "
                           "This could be because cond returns a slice of a tensor, which is not dense in memory. True "
                           "branch has size %s, stride %s and false branch has size %s stride %s. Hint: can call "
                           "t.contiguous(). \"",
                        metacmp_size_repr(a, x), sa, metacmp_size_repr(a, y), sb);
}
