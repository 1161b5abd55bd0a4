/* Building and reading the graph model: modules, nodes, name lookup, finishing links. */
#include "model/graph.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/oom.h"

/* Name -> NodeId index for one module: open addressing over 8-byte slots (the hash and a
 * reference), so the table stays small enough for the cache on big graphs. A reference is a
 * node (its own name is the key) or an alias bound by graph_bind_name (key kept aside). */
#define NAME_ALIAS 0x80000000u

typedef struct NameSlot {
    uint32_t hash;
    uint32_t ref; /* 0: empty; node id + 1; or NAME_ALIAS | alias index + 1 */
} NameSlot;

typedef struct NameAlias {
    Str key;
    NodeId node;
} NameAlias;

typedef struct NameMap {
    NameSlot *slots;
    uint32_t cap, len;
    VEC(NameAlias) aliases;
} NameMap;

static Str slot_key(const NameMap *m, const Module *mod, uint32_t ref)
{
    if (ref & NAME_ALIAS) return m->aliases.items[(ref & ~NAME_ALIAS) - 1].key;
    return mod->nodes[ref - 1].name;
}

static NodeId slot_node(const NameMap *m, uint32_t ref)
{
    if (ref & NAME_ALIAS) return m->aliases.items[(ref & ~NAME_ALIAS) - 1].node;
    return ref - 1;
}

/* The slot holding key k, or the empty slot where it would go. */
static NameSlot *names_find(const NameMap *m, const Module *mod, Str k, uint32_t h)
{
    uint32_t i = h & (m->cap - 1);
    while (m->slots[i].ref && !(m->slots[i].hash == h && str_eq(slot_key(m, mod, m->slots[i].ref), k)))
        i = (i + 1) & (m->cap - 1);
    return &m->slots[i];
}

static void names_resize(Arena *a, NameMap *m, uint32_t cap)
{
    NameSlot *old = m->slots;
    uint32_t ocap = m->cap;
    m->cap = cap;
    m->slots = ARENA_ARRAY(a, NameSlot, cap);
    /* hashes are kept, and keys are distinct: place without comparing */
    for (uint32_t i = 0; i < ocap; i++) {
        if (!old[i].ref) continue;
        uint32_t j = old[i].hash & (cap - 1);
        while (m->slots[j].ref) j = (j + 1) & (cap - 1);
        m->slots[j] = old[i];
    }
}

static void names_put(Arena *a, NameMap *m, const Module *mod, Str k, uint32_t ref)
{
    if ((m->len + 1) * 4 >= m->cap * 3) names_resize(a, m, m->cap ? m->cap * 2 : 32);
    uint32_t h = str_hash(k);
    NameSlot *s = names_find(m, mod, k, h);
    if (!s->ref) m->len++;
    s->hash = h;
    s->ref = ref;
}

static NodeId names_get(const NameMap *m, const Module *mod, Str k)
{
    if (!m || !m->cap) return NONE_ID;
    NameSlot *s = names_find(m, mod, k, str_hash(k));
    return s->ref ? slot_node(m, s->ref) : NONE_ID;
}

void graph_init(Graph *g, Arena *a, const Source *src)
{
    memset(g, 0, sizeof *g);
    g->arena = a;
    g->src = src;
    g->hint.grad = -1;
}

ModuleId graph_add_module(Graph *g, Str name, ModuleId parent, Span span)
{
    if (g->nmodules == g->mcap) {
        uint32_t ncap = g->mcap ? g->mcap * 2 : 8;
        g->modules = arena_realloc(g->arena, g->modules, sizeof(Module) * g->mcap, sizeof(Module) * ncap);
        g->mcap = ncap;
    }
    ModuleId id = g->nmodules++;
    Module *m = &g->modules[id];
    memset(m, 0, sizeof *m);
    m->name = name;
    m->attr = (parent == NONE_ID || str_eqz(name, "<lambda>")) ? (Str){"", 0} : name;
    m->parent = parent;
    m->output = NONE_ID;
    m->span = span;
    m->printed = true;
    m->names = ARENA_NEW(g->arena, NameMap);
    if (parent != NONE_ID) {
        Module *p = &g->modules[parent];
        /* capacity doubles (4, 8, 16, ...): an arena keeps every old copy, so growing by one
         * would cost quadratic memory in a dump with thousands of subgraphs */
        uint32_t n = p->nchildren;
        if (n == 0 || (n >= 4 && (n & (n - 1)) == 0))
            p->children = arena_realloc(g->arena, p->children, sizeof(ModuleId) * n, sizeof(ModuleId) * (n ? n * 2 : 4));
        p->children[p->nchildren++] = id;
    }
    return id;
}

NodeId graph_add_node(Graph *g, ModuleId mid, const Node *n)
{
    Module *m = &g->modules[mid];
    if (m->nnodes == m->cap) {
        uint32_t ncap = m->cap ? m->cap * 2 : 16;
        m->nodes = arena_realloc(g->arena, m->nodes, sizeof(Node) * m->cap, sizeof(Node) * ncap);
        m->cap = ncap;
    }
    NodeId id = m->nnodes++;
    m->nodes[id] = *n;
    if (!n->meta) m->nodes[id].meta = &meta_absent;
    m->nodes[id].users = NULL;
    m->nodes[id].nusers = 0;
    if (n->kind != NK_GET_ATTR) m->nodes[id].submodule = NONE_ID;
    if (n->kind == NK_OUTPUT) m->output = id;
    if (n->name.len) names_put(g->arena, m->names, m, n->name, id + 1);
    return id;
}

void graph_reserve(Graph *g, ModuleId mid, uint32_t n)
{
    Module *m = &g->modules[mid];
    if (n > m->cap) {
        /* nodes are written whole by graph_add_node before anything reads them */
        Node *nodes = arena_alloc_raw(g->arena, sizeof(Node) * n);
        if (m->nnodes) memcpy(nodes, m->nodes, sizeof(Node) * m->nnodes);
        m->nodes = nodes;
        m->cap = n;
    }
    uint32_t cap = 32;
    while (cap * 3 < n * 4 + 4 && cap < (1u << 30)) cap *= 2;
    if (cap > m->names->cap) names_resize(g->arena, m->names, cap);
}

NodeId graph_lookup(const Graph *g, ModuleId m, Str name) { return names_get(g->modules[m].names, &g->modules[m], name); }

void graph_bind_name(Graph *g, ModuleId m, Str alias, NodeId id)
{
    NameMap *map = g->modules[m].names;
    VEC_PUSH(g->arena, map->aliases, ((NameAlias){alias, id}));
    names_put(g->arena, map, &g->modules[m], alias, NAME_ALIAS | map->aliases.len);
}

uint32_t graph_add_origin(Graph *g, const Origin *o)
{
    if (g->norigins == g->ocap) {
        uint32_t ncap = g->ocap ? g->ocap * 2 : 16;
        g->origins = arena_realloc(g->arena, g->origins, sizeof(Origin) * g->ocap, sizeof(Origin) * ncap);
        g->ocap = ncap;
    }
    g->origins[g->norigins] = *o;
    return g->norigins++;
}

ModuleId graph_child(const Graph *g, ModuleId m, Str attr)
{
    const Module *mod = &g->modules[m];
    for (uint32_t i = 0; i < mod->nchildren; i++)
        if (str_eq(g->modules[mod->children[i]].attr, attr)) return mod->children[i];
    return NONE_ID;
}

ModuleId graph_find_path(const Graph *g, const char *path)
{
    for (uint32_t i = 0; i < g->nmodules; i++)
        if (g->modules[i].path && strcmp(g->modules[i].path, path) == 0) return i;
    return NONE_ID;
}

/* Users of each node: every node of the same module that references it in its args or
 * kwargs, listed once per user, in node order. Two passes: count, then fill. */
static void visit_uses(Module *m, const Value *v, NodeId user, uint32_t *count, bool fill)
{
    switch (v->kind) {
    case VK_NODE:
        if (v->node < m->nnodes && v->node != user) {
            Node *d = &m->nodes[v->node];
            if (!fill) {
                if (count[v->node] != user + 1) { d->nusers++; count[v->node] = user + 1; }
            } else if (d->nusers == 0 || d->users[d->nusers - 1] != user) {
                d->users[d->nusers++] = user;
            }
        }
        break;
    case VK_TUPLE: case VK_LIST: case VK_DICT: case VK_SLICE:
        for (uint32_t i = 0; i < v->seq.n; i++) visit_uses(m, &v->seq.items[i], user, count, fill);
        break;
    default:
        break;
    }
}

static void compute_users(Graph *g, Module *m)
{
    uint32_t *seen = ARENA_ARRAY(g->arena, uint32_t, m->nnodes ? m->nnodes : 1);
    for (uint32_t u = 0; u < m->nnodes; u++) m->nodes[u].nusers = 0;
    for (uint32_t u = 0; u < m->nnodes; u++) {
        Node *n = &m->nodes[u];
        for (uint32_t i = 0; i < n->nargs; i++) visit_uses(m, &n->args[i], u, seen, false);
        for (uint32_t i = 0; i < n->nkwargs; i++) visit_uses(m, &n->kwargs[i].value, u, seen, false);
    }
    for (uint32_t u = 0; u < m->nnodes; u++) {
        Node *n = &m->nodes[u];
        n->users = n->nusers ? ARENA_ARRAY(g->arena, NodeId, n->nusers) : NULL;
        n->nusers = 0;
    }
    for (uint32_t u = 0; u < m->nnodes; u++) {
        Node *n = &m->nodes[u];
        for (uint32_t i = 0; i < n->nargs; i++) visit_uses(m, &n->args[i], u, NULL, true);
        for (uint32_t i = 0; i < n->nkwargs; i++) visit_uses(m, &n->kwargs[i].value, u, NULL, true);
    }
}

static void set_path(Graph *g, ModuleId id)
{
    Module *m = &g->modules[id];
    if (m->parent == NONE_ID) {
        m->path = arena_printf(g->arena, "%.*s", STR_ARG(m->name));
    } else {
        Str seg = m->attr.len ? m->attr : m->name;
        m->path = arena_printf(g->arena, "%s.%.*s", g->modules[m->parent].path, STR_ARG(seg));
    }
}

/* A module's children by attribute name, for resolve_submodules: a module of thousands of HOP
 * calls has thousands of branch classes, and graph_child's linear search per get_attr made
 * that quadratic. Open addressing (malloc'd, freed by the caller); the first child of a name
 * wins, as in graph_child. Left empty for a few children, where the search is cheaper. */
typedef struct ChildIndex {
    ModuleId *slot;
    uint32_t mask;
} ChildIndex;

static void child_index_add(const Graph *g, ChildIndex *ix, ModuleId c)
{
    Str a = g->modules[c].attr;
    if (!ix->slot || !a.len) return;
    for (uint32_t h = str_hash(a) & ix->mask;; h = (h + 1) & ix->mask) {
        if (ix->slot[h] == NONE_ID) {
            ix->slot[h] = c;
            return;
        }
        if (str_eq(g->modules[ix->slot[h]].attr, a)) return;
    }
}

static ChildIndex child_index(const Graph *g, const Module *m)
{
    ChildIndex ix = {NULL, 0};
    if (m->nchildren <= 16) return ix;
    uint32_t cap = 64;
    while (cap < 2 * m->nchildren) cap <<= 1;
    ix.slot = oom_malloc(cap * sizeof *ix.slot);
    memset(ix.slot, 0xff, cap * sizeof *ix.slot); /* NONE_ID */
    ix.mask = cap - 1;
    for (uint32_t i = 0; i < m->nchildren; i++) child_index_add(g, &ix, m->children[i]);
    return ix;
}

static ModuleId child_find(const Graph *g, const ChildIndex *ix, ModuleId mid, Str attr)
{
    if (!ix->slot || !attr.len) return graph_child(g, mid, attr);
    for (uint32_t h = str_hash(attr) & ix->mask;; h = (h + 1) & ix->mask) {
        ModuleId c = ix->slot[h];
        if (c == NONE_ID || str_eq(g->modules[c].attr, attr)) return c;
    }
}

/* A get_attr names a submodule when a child class has that attribute, or, for `<lambda>`
 * classes (old AOT printouts), when it is one of the un-annotated get_attr lines that are
 * left over: those take the unnamed children in order. */
static void resolve_submodules(Graph *g, ModuleId mid)
{
    uint32_t next_unnamed = 0;
    ChildIndex ix = child_index(g, &g->modules[mid]);
    for (uint32_t i = 0; i < g->modules[mid].nnodes; i++) {
        Node *n = &g->modules[mid].nodes[i];
        if (n->kind != NK_GET_ATTR) continue;
        n->submodule = child_find(g, &ix, mid, n->target.qualname);
        if (n->submodule != NONE_ID || n->meta->kind != META_ABSENT) continue;
        /* the next child without an attribute name; no child had this one, so it is the
         * name's first */
        const Module *m = &g->modules[mid];
        while (next_unnamed < m->nchildren && g->modules[m->children[next_unnamed]].attr.len) next_unnamed++;
        if (next_unnamed < m->nchildren) {
            ModuleId c = m->children[next_unnamed++];
            g->modules[c].attr = n->target.qualname;
            n->submodule = c;
            child_index_add(g, &ix, c);
        }
    }
    free(ix.slot);
}

/* Attribute names FX gives constants, not subgraphs: a tensor constant passed to a HOP as an
 * operand (`_tensor_constant0 = self._tensor_constant0`) prints just like a subgraph reference
 * in un-annotated gm.code; so do 2.13's pytree specs (auto_functionalized_v2's _op_schema),
 * opaque objects and flat_apply's function specs and Dynamo's ModIndex. */
static bool constant_attr_name(Str a)
{
    static const char *const prefixes[] = {"_tensor_constant", "_param_constant", "_lifted_tensor_constant",
                                           "_torchbind_obj", "_frozen_param", "_tree_spec_constant",
                                           "_opaque_obj", "function_const_func_spec",
                                           "torch__dynamo__trace_wrapped_higher_order_op_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (str_starts(a, prefixes[i])) return true;
    return false;
}

/* get_attr nodes that feed a HOP call but have no printed class get a module with
 * printed = false, so rules can say their checks were skipped. A subgraph may sit inside a
 * tuple (flex_attention's block_mask holds mask_mod), so any HOP use counts. */
static bool is_subgraph_use(const Module *m, NodeId id)
{
    const Node *n = &m->nodes[id];
    if (constant_attr_name(n->target.qualname)) return false;
    for (uint32_t u = 0; u < n->nusers; u++) {
        const Node *user = &m->nodes[n->users[u]];
        if (user->kind == NK_CALL_FUNCTION && target_is_hop(&user->target)) return true;
    }
    return false;
}

static void add_unprinted(Graph *g, ModuleId mid)
{
    for (uint32_t i = 0; i < g->modules[mid].nnodes; i++) {
        Node *n = &g->modules[mid].nodes[i];
        if (n->kind != NK_GET_ATTR || n->submodule != NONE_ID || n->meta->kind != META_ABSENT) continue;
        if (!is_subgraph_use(&g->modules[mid], i)) continue;
        Span sp = n->span;
        Str attr = n->target.qualname;
        ModuleId c = graph_add_module(g, attr, mid, sp); /* may move g->modules */
        g->modules[c].printed = false;
        g->modules[c].attr = attr;
        g->modules[mid].nodes[i].submodule = c;
    }
}

/* Subgraph attribute names only Dynamo gives (spec §0.5.1); make_fx names them true_graph_0. */
static bool dynamo_subgraph_attr(Str a)
{
    static const char *const prefixes[] = {"cond_true_", "cond_false_", "cond_fn_", "body_fn_", "map_body_",
                                           "scan_combine_fn_", "associative_scan_combine_fn_", "wrap_body_", "subgraph_",
                                           "score_mod_", "mask_fn_", "fwd_body_", "bwd_body_"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (str_starts(a, prefixes[i])) return true;
    return false;
}

static GraphFlavor infer_flavor(const Graph *g)
{
    uint32_t aten = 0, torch_level = 0;
    for (uint32_t mi = 0; mi < g->nmodules; mi++) {
        const Module *m = &g->modules[mi];
        if (m->parent != NONE_ID && dynamo_subgraph_attr(m->attr)) torch_level++;
        for (uint32_t i = 0; i < m->nnodes; i++) {
            const Node *n = &m->nodes[i];
            if (n->kind == NK_CALL_METHOD) torch_level++;
            else if (n->kind == NK_CALL_FUNCTION && n->target.kind == TK_OP && !target_is_hop(&n->target)) aten++;
            else if (n->kind == NK_CALL_FUNCTION && n->target.kind == TK_CALLABLE) torch_level++;
            /* Dynamo names inputs after their source: L_x_, L_self_modules_... */
            else if (mi == 0 && n->kind == NK_PLACEHOLDER && str_starts(n->target.qualname, "L_")) torch_level++;
        }
    }
    if (aten == 0 && torch_level == 0) return FLAVOR_UNKNOWN;
    return aten >= torch_level ? FLAVOR_ATEN : FLAVOR_DYNAMO;
}

GraphFlavor graph_flavor_of_stage(GraphStage s)
{
    switch (s) {
    case STAGE_DYNAMO: case STAGE_PRE_GRAD: return FLAVOR_DYNAMO;
    case STAGE_AOT_FORWARD: case STAGE_AOT_BACKWARD: case STAGE_AOT_JOINT: case STAGE_AOT_INFERENCE:
    case STAGE_POST_GRAD: return FLAVOR_ATEN;
    case STAGE_EXPORT: return FLAVOR_EXPORT;
    case STAGE_UNKNOWN: break;
    }
    return FLAVOR_UNKNOWN;
}

void graph_finish(Graph *g)
{
    for (ModuleId i = 0; i < g->nmodules; i++) compute_users(g, &g->modules[i]);
    uint32_t printed = g->nmodules;
    for (ModuleId i = 0; i < printed; i++) resolve_submodules(g, i);
    for (ModuleId i = 0; i < printed; i++) add_unprinted(g, i);
    for (ModuleId i = 0; i < g->nmodules; i++) set_path(g, i);
    if (g->flavor == FLAVOR_UNKNOWN) g->flavor = infer_flavor(g);
    if (g->stage == STAGE_EXPORT) g->flavor = FLAVOR_EXPORT;
}

/* ---- targets ---- */

static const struct { const char *name; } operator_names[] = {
    {"add"}, {"sub"}, {"mul"}, {"truediv"}, {"floordiv"}, {"mod"}, {"pow"}, {"neg"}, {"pos"},
    {"invert"}, {"and_"}, {"or_"}, {"xor"}, {"lshift"}, {"rshift"}, {"matmul"}, {"eq"}, {"ne"},
    {"lt"}, {"le"}, {"gt"}, {"ge"}, {"not_"}, {"getitem"}, {"setitem"}, {"abs"}, {"iadd"},
    {"imul"}, {"isub"}, {"itruediv"}, {"contains"}, {"is_"}, {"is_not"}, {"truth"},
};

static bool is_operator_name(Str op)
{
    for (size_t i = 0; i < sizeof operator_names / sizeof operator_names[0]; i++)
        if (str_eqz(op, operator_names[i].name)) return true;
    return false;
}

/* Python paths under which HOPs print in some versions: their last part is the HOP name. */
static const char *const hop_python_prefixes[] = {
    "torch._higher_order_ops.", "torch.ops.higher_order.",
};

Target target_from_callable(Str q)
{
    Target t;
    memset(&t, 0, sizeof t);
    t.qualname = q;
    Str s = str_trim(q);
    /* "<built-in function add>" (FX IR of Python builtins) */
    if (str_starts(s, "<built-in function ") && str_ends(s, ">")) {
        Str op = str_slice(s, 19, s.len - 1);
        t.kind = is_operator_name(op) ? TK_OPERATOR : TK_CALLABLE;
        t.op = op;
        return t;
    }
    if (str_starts(s, "torch.ops.")) {
        Str rest = str_slice(s, 10, s.len);
        uint32_t d1 = 0, d2;
        while (d1 < rest.len && rest.ptr[d1] != '.') d1++;
        d2 = d1 < rest.len ? d1 + 1 : d1;
        while (d2 < rest.len && rest.ptr[d2] != '.') d2++;
        t.kind = TK_OP;
        t.ns = str_slice(rest, 0, d1);
        t.op = str_slice(rest, d1 < rest.len ? d1 + 1 : d1, d2);
        t.overload = str_slice(rest, d2 < rest.len ? d2 + 1 : d2, rest.len);
        return t;
    }
    if (str_starts(s, "operator.") || str_starts(s, "_operator.")) {
        Str op = str_slice(s, s.ptr[0] == '_' ? 10 : 9, s.len);
        t.kind = TK_OPERATOR;
        t.op = op;
        return t;
    }
    for (size_t i = 0; i < sizeof hop_python_prefixes / sizeof hop_python_prefixes[0]; i++) {
        if (!str_starts(s, hop_python_prefixes[i])) continue;
        uint32_t dot = s.len;
        while (dot > 0 && s.ptr[dot - 1] != '.') dot--;
        Str last = str_slice(s, dot, s.len);
        static const char *const hops[] = {
            "with_effects", "triton_kernel_wrapper_functional", "triton_kernel_wrapper_mutation",
            "cond", "while_loop", "scan", "map_impl", "associative_scan", "invoke_subgraph",
            "flex_attention", "wrap", "auto_functionalized", "auto_functionalized_v2", "out_dtype",
        };
        for (size_t k = 0; k < sizeof hops / sizeof hops[0]; k++) {
            if (str_eqz(last, hops[k])) {
                t.kind = TK_OP;
                t.ns = STR_LIT("higher_order");
                t.op = last;
                return t;
            }
        }
    }
    uint32_t dot = s.len;
    while (dot > 0 && s.ptr[dot - 1] != '.') dot--;
    t.kind = TK_CALLABLE;
    t.op = str_slice(s, dot, s.len);
    return t;
}

/* The op object a HOP takes as a value, as printed code ("torch.ops.aten.add_.Tensor"), FX
 * IR ("aten.add_.Tensor") or its repr ("<OpOverload(op='aten.add_', overload='Tensor')>")
 * spells it: a TK_OP target, or kind TK_NONE. Slices point into the value's text. */
Target target_from_op_value(const Value *v)
{
    Target t;
    memset(&t, 0, sizeof t);
    if (!v || (v->kind != VK_SYMBOL && v->kind != VK_EXPR)) return t;
    Str s = str_trim(v->s);
    Str name = s, overload = {0};
    bool repr = str_starts(s, "<OpOverload(op='");
    if (repr) {
        const char *q1 = memchr(s.ptr + 16, '\'', s.len - 16);
        const char *o = q1 ? memchr(q1, '=', (size_t)(s.ptr + s.len - q1)) : NULL;
        const char *q2 = o && o + 2 < s.ptr + s.len ? memchr(o + 2, '\'', (size_t)(s.ptr + s.len - o - 2)) : NULL;
        if (!q2 || o[1] != '\'') return t;
        name = str_make(s.ptr + 16, (size_t)(q1 - s.ptr - 16));
        overload = str_make(o + 2, (size_t)(q2 - o - 2));
    } else if (str_starts(s, "torch.ops.")) {
        return target_from_callable(s);
    } else if (memchr(s.ptr, '(', s.len) || memchr(s.ptr, ' ', s.len)) {
        return t;
    }
    /* ns.op[.overload] */
    uint32_t d1 = 0, d2;
    while (d1 < name.len && name.ptr[d1] != '.') d1++;
    if (d1 == name.len) return t;
    d2 = d1 + 1;
    while (d2 < name.len && name.ptr[d2] != '.') d2++;
    t.kind = TK_OP;
    t.qualname = s;
    t.ns = str_slice(name, 0, d1);
    t.op = str_slice(name, d1 + 1, d2);
    t.overload = repr ? overload : str_slice(name, d2 < name.len ? d2 + 1 : d2, name.len);
    return t;
}

const char *target_format(Arena *a, const Target *t)
{
    switch (t->kind) {
    case TK_OP:
        if (t->overload.len) return arena_printf(a, "%.*s.%.*s.%.*s", STR_ARG(t->ns), STR_ARG(t->op), STR_ARG(t->overload));
        return arena_printf(a, "%.*s.%.*s", STR_ARG(t->ns), STR_ARG(t->op));
    case TK_OPERATOR: return arena_printf(a, "operator.%.*s", STR_ARG(t->op));
    case TK_METHOD: return arena_printf(a, "method %.*s", STR_ARG(t->op));
    case TK_CALLABLE: case TK_MODULE: case TK_ATTR: return arena_printf(a, "%.*s", STR_ARG(t->qualname));
    case TK_NONE: break;
    }
    return "";
}

/* ---- reading ---- */

uint32_t module_outputs(const Module *m, const Value **out)
{
    *out = NULL;
    if (m->output == NONE_ID) return 0;
    const Node *o = &m->nodes[m->output];
    if (o->nargs == 0) return 0;
    const Value *v = &o->args[0];
    if (v->kind == VK_TUPLE || v->kind == VK_LIST) {
        *out = v->seq.items;
        return v->seq.n;
    }
    *out = v;
    return 1;
}

uint32_t module_placeholders(const Module *m, NodeId *ids, uint32_t max)
{
    uint32_t k = 0;
    for (uint32_t i = 0; i < m->nnodes; i++) {
        if (m->nodes[i].kind != NK_PLACEHOLDER) continue;
        if (k < max) ids[k] = i;
        k++;
    }
    return k;
}

uint32_t module_nplaceholders(const Module *m) { return module_placeholders(m, NULL, 0); }

const Value *node_kwarg(const Node *n, const char *key)
{
    if (!key) return NULL;
    for (uint32_t i = 0; i < n->nkwargs; i++)
        if (str_eqz(n->kwargs[i].key, key)) return &n->kwargs[i].value;
    return NULL;
}

const Value *node_arg(const Node *n, uint32_t i, const char *key)
{
    if (i < n->nargs) return &n->args[i];
    return node_kwarg(n, key);
}

const char *node_kind_name(NodeKind k)
{
    switch (k) {
    case NK_PLACEHOLDER: return "placeholder";
    case NK_GET_ATTR: return "get_attr";
    case NK_CALL_FUNCTION: return "call_function";
    case NK_CALL_METHOD: return "call_method";
    case NK_CALL_MODULE: return "call_module";
    case NK_OUTPUT: return "output";
    }
    return "?";
}

static const struct { const char *event; GraphStage stage; } stage_names[] = {
    {"dynamo_output_graph", STAGE_DYNAMO},
    {"aot_forward_graph", STAGE_AOT_FORWARD},
    {"aot_backward_graph", STAGE_AOT_BACKWARD},
    {"aot_joint_graph", STAGE_AOT_JOINT},
    {"aot_inference_graph", STAGE_AOT_INFERENCE},
    {"inductor_pre_grad_graph", STAGE_PRE_GRAD},
    {"before_pre_grad_graph", STAGE_PRE_GRAD},
    {"after_pre_grad_graph", STAGE_PRE_GRAD},
    {"before_recompile_pre_grad", STAGE_PRE_GRAD},
    {"after_recompile_pre_grad", STAGE_PRE_GRAD},
    {"inductor_post_grad_graph", STAGE_POST_GRAD},
    {"before_post_grad_graph", STAGE_POST_GRAD},
    {"after_post_grad_graph", STAGE_POST_GRAD},
    {"before_recompile_post_grad", STAGE_POST_GRAD},
    {"after_recompile_post_grad", STAGE_POST_GRAD},
    {"exported_program", STAGE_EXPORT},
};

GraphStage graph_stage_from_event(Str event)
{
    for (size_t i = 0; i < sizeof stage_names / sizeof stage_names[0]; i++)
        if (str_eqz(event, stage_names[i].event)) return stage_names[i].stage;
    return STAGE_UNKNOWN;
}

const char *graph_stage_name(GraphStage s)
{
    switch (s) {
    case STAGE_UNKNOWN: return "unknown";
    case STAGE_DYNAMO: return "dynamo";
    case STAGE_AOT_FORWARD: return "aot-forward";
    case STAGE_AOT_BACKWARD: return "aot-backward";
    case STAGE_AOT_JOINT: return "aot-joint";
    case STAGE_AOT_INFERENCE: return "aot-inference";
    case STAGE_PRE_GRAD: return "pre-grad";
    case STAGE_POST_GRAD: return "post-grad";
    case STAGE_EXPORT: return "export";
    }
    return "?";
}
