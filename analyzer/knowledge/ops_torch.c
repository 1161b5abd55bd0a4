/* Printed spellings of a call mapped onto op facts: torch.ops.<ns>.<op>.<overload>, torch-level
 * functions and Tensor methods (Dynamo graphs), Python operators and indexing, F.*(inplace=True),
 * conversions (.float(), .cuda()), and refinements that read operand metadata (contiguous() of
 * a contiguous input is that input; x[mask] has a data-dependent size). */
#include <string.h>

#include "knowledge/hop.h"
#include "knowledge/ops.h"
#include "knowledge/ops_internal.h"

static const OpArgRef ARG0 = {0, "self"};

static bool name_in(Str s, const char *const *names, size_t n)
{
    if (!s.len) return false;
    /* every node's op name is asked about: its first byte rules out most names unmeasured */
    for (size_t i = 0; i < n; i++)
        if (names[i][0] == s.ptr[0] && str_eqz(s, names[i])) return true;
    return false;
}
#define NAME_IN(s, arr) name_in((s), (arr), sizeof(arr) / sizeof((arr)[0]))

static const Node *arg_node(const Graph *g, ModuleId m, const Value *v)
{
    NodeId id = value_node(v);
    const Module *mod = graph_module(g, m);
    return id != NONE_ID && id < mod->nnodes ? module_node(mod, id) : NULL;
}

/* In-place by naming convention: writes self and returns it. */
static void set_inplace(OpFacts *f, uint8_t strength)
{
    ops_facts_add_write(f, ARG0, strength);
    f->flags |= OPF_MUTABLE | (strength == ALIAS_MUST ? OPF_INPLACE : 0);
    f->nresults = f->nresults ? f->nresults : 1;
    f->results[0].alias = strength;
    f->results[0].of = ARG0;
    f->results[0].tensor = true;
}

static void set_fresh(OpFacts *f, bool tensor)
{
    f->nresults = 1;
    f->results[0] = (OpResult){ALIAS_NONE, false, tensor, {-1, NULL}};
}

/* x[i] = v writes x. The printer names the statement by a copy of the receiver
 * (`x[i] = v;  setitem = x`), so the node stands for x itself. */
static void set_setitem(OpFacts *f)
{
    ops_facts_add_write(f, ARG0, ALIAS_MUST);
    f->flags |= OPF_MUTABLE;
    f->nresults = 1;
    f->results[0] = (OpResult){ALIAS_MUST, false, true, ARG0};
}

/* Nothing in the registry: a trailing underscore still means in-place; *_copy never aliases. */
static void guess_by_name(Str op, OpFacts *f)
{
    f->flags |= OPF_GUESSED;
    if (ops_name_is_inplace(op)) {
        set_inplace(f, ALIAS_MUST);
        return;
    }
    f->flags |= OPF_UNKNOWN;
    if (str_ends(op, "_copy")) f->flags |= OPF_VIEW_COPY;
    set_fresh(f, true);
}

/* ---- operator.getitem on a tensor ---- */

typedef enum IndexKind { IX_BASIC, IX_UNKNOWN, IX_ADVANCED, IX_MASK } IndexKind;

/* One question about a node may look at the nodes it reads (a getitem's receiver, an index's
 * elements), and those at theirs: the walk is bounded in depth and in steps, so a graph whose
 * names loop, or whose index lists hold index lists, stays cheap. */
typedef struct Walk {
    int depth; /* nested lookups open now */
    int steps; /* lookups made so far */
} Walk;

static bool node_is_nontensor_call(const Graph *g, ModuleId m, const Node *n, Walk *w);
static bool node_is_tuple(const Graph *g, ModuleId m, const Node *n, Walk *w);

static IndexKind index_kind(const Graph *g, ModuleId m, const Value *v, Walk *w)
{
    switch (v->kind) {
    case VK_INT: case VK_SLICE: case VK_NONE: case VK_ELLIPSIS: case VK_BOOL:
        return IX_BASIC;
    case VK_NODE: {
        const Node *d = arg_node(g, m, v);
        if (!d) return IX_UNKNOWN;
        if (d->meta->kind == META_SYM) return IX_BASIC;
        if (d->meta->kind == META_TENSOR)
            return d->meta->dtype == DT_B8 || d->meta->dtype == DT_U8 ? IX_MASK : IX_ADVANCED;
        return node_is_nontensor_call(g, m, d, w) ? IX_BASIC : IX_UNKNOWN;
    }
    case VK_TUPLE: {
        IndexKind k = IX_BASIC;
        for (uint32_t i = 0; i < v->seq.n; i++) {
            IndexKind e = index_kind(g, m, &v->seq.items[i], w);
            if (e > k) k = e;
        }
        return k;
    }
    case VK_LIST:
        for (uint32_t i = 0; i < v->seq.n; i++)
            if (v->seq.items[i].kind == VK_BOOL) return IX_MASK;
        return IX_ADVANCED;
    default:
        return IX_UNKNOWN;
    }
}

/* x[i]: basic indexing is a view, a tensor index a copy, a bool mask a copy of data-dependent
 * size. Indexing a tuple (HOP results, split) is element selection, left to the analysis. */
static void getitem_facts(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    const Node *recv = n->nargs ? arg_node(g, m, &n->args[0]) : NULL;
    if (recv && node_is_tuple(g, m, recv, w)) {
        f->flags |= OPF_GETITEM;
        return;
    }
    IndexKind k = n->nargs > 1 ? index_kind(g, m, &n->args[1], w) : IX_UNKNOWN;
    f->nresults = 1;
    f->results[0] = (OpResult){ALIAS_NONE, false, true, ARG0};
    switch (k) {
    case IX_BASIC: f->results[0].alias = ALIAS_MUST; break;
    case IX_UNKNOWN: f->results[0].alias = ALIAS_MAY; f->flags |= OPF_DYNAMIC_MAYBE | OPF_GUESSED; break;
    case IX_ADVANCED: break;
    case IX_MASK: f->flags |= OPF_DYNAMIC_SHAPE; break;
    }
}

/* Python's arithmetic, comparison and bitwise operators: elementwise on tensors (`a + b` is
 * aten.add.Tensor), so they keep the layout of their same-shaped inputs. */
static bool operator_pointwise(Str op)
{
    static const char *const names[] = {"add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "neg", "pos",
                                        "abs", "invert", "and_", "or_", "xor", "lshift", "rshift", "eq", "ne",
                                        "lt", "le", "gt", "ge"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (str_eqz(op, names[i])) return true;
    return false;
}

static void operator_facts(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    Str op = n->target.op;
    if (str_eqz(op, "getitem")) {
        getitem_facts(g, m, n, f, w);
    } else if (str_eqz(op, "setitem")) {
        set_setitem(f);
    } else if (ops_name_is_inplace(op)) {
        set_inplace(f, ALIAS_MUST);
    } else {
        set_fresh(f, true);
        if (operator_pointwise(op)) f->tags |= OPTAG_POINTWISE;
    }
}

/* ---- torch-level functions and methods ---- */

/* torch.nn.functional activations and dropouts: the positional index of `inplace`. */
static const struct {
    const char *name;
    int16_t pos;
} functional_inplace[] = {
    {"relu", 1}, {"relu6", 1}, {"elu", 2}, {"selu", 1}, {"celu", 2}, {"leaky_relu", 2},
    {"rrelu", 4}, {"hardtanh", 3}, {"hardsigmoid", 1}, {"hardswish", 1}, {"silu", 1}, {"mish", 1},
    {"threshold", 3}, {"dropout", 3}, {"alpha_dropout", 3}, {"feature_alpha_dropout", 3},
    {"dropout1d", 3}, {"dropout2d", 3}, {"dropout3d", 3},
};

/* ALIAS_MUST when the flag is a literal True, ALIAS_MAY when it is computed, else none. */
static uint8_t flag_strength(const Value *v)
{
    if (!v || v->kind == VK_NONE) return ALIAS_NONE;
    if (v->kind == VK_BOOL) return v->b ? ALIAS_MUST : ALIAS_NONE;
    if (v->kind == VK_INT) return v->i ? ALIAS_MUST : ALIAS_NONE;
    return ALIAS_MAY;
}

static bool is_functional_path(Str qualname)
{
    for (uint32_t i = 0; i + 11 <= qualname.len; i++)
        if (memcmp(qualname.ptr + i, "functional.", 11) == 0) return true;
    return false;
}

/* `inplace=True` (keyword, or F.* positional): writes the input and returns it. */
static bool inplace_flag(const Node *n, bool functional, OpFacts *f)
{
    const Value *v = node_kwarg(n, "inplace");
    if (!v && functional) {
        for (size_t i = 0; i < sizeof functional_inplace / sizeof functional_inplace[0]; i++)
            if (str_eqz(n->target.op, functional_inplace[i].name) && functional_inplace[i].pos < (int)n->nargs)
                v = &n->args[functional_inplace[i].pos];
    }
    uint8_t s = flag_strength(v);
    if (!s) return false;
    memset(f, 0, sizeof *f);
    set_inplace(f, s);
    return true;
}

/* Batch norm in training mode updates running_mean and running_var in place (schemas without
 * `!`: batch_norm, native_batch_norm, ...; F.batch_norm puts the stats first). */
static void batch_norm_writes(const Node *n, bool functional, OpFacts *f)
{
    int16_t mean = functional ? 1 : 3, var = functional ? 2 : 4;
    const Value *training = node_arg(n, 5, "training");
    uint8_t s = flag_strength(training);
    if (!s) return;
    const Value *rm = node_arg(n, (uint32_t)mean, "running_mean");
    const Value *rv = node_arg(n, (uint32_t)var, "running_var");
    if (rm && rm->kind == VK_NODE) ops_facts_add_write(f, (OpArgRef){mean, "running_mean"}, s);
    if (rv && rv->kind == VK_NODE) ops_facts_add_write(f, (OpArgRef){var, "running_var"}, s);
    if (f->nwrites) f->flags |= OPF_MUTABLE;
}

/* Python-level conversions that return self when nothing changes. */
static const char *const conversions[] = {
    "float", "double", "half", "bfloat16", "int", "long", "short", "bool", "byte", "char",
    "cpu", "cuda", "xpu", "mps", "type", "type_as",
};
/* Data-dependent Python scalars: traced as unbacked symbols with capture_scalar_outputs. */
static const char *const scalar_methods[] = {"tolist", "__bool__", "__int__", "__float__", "__index__"};

/* Attributes of a tensor that are views of it (x.T, x.mT, x.real); any other attribute read
 * through getattr (x.shape, x.dtype, x.device) is not a tensor. */
static const char *const view_attributes[] = {"T", "mT", "H", "mH", "real", "imag", "data"};

static void getattr_facts(const Node *n, OpFacts *f)
{
    const Value *name = node_arg(n, 1, NULL);
    if (name && name->kind == VK_STR && NAME_IN(name->s, view_attributes)) {
        f->nresults = 1;
        f->results[0] = (OpResult){ALIAS_MUST, false, true, ARG0};
        return;
    }
    set_fresh(f, false);
}

static void torch_level_facts(const Graph *g, ModuleId m, const Node *n, bool method, OpFacts *f, Walk *w)
{
    Str op = n->target.op;
    if (!method && str_eqz(n->target.qualname, "getattr")) {
        getattr_facts(n, f);
        return;
    }
    bool functional = !method && is_functional_path(n->target.qualname);
    if (method && str_eqz(op, "__setitem__")) {
        set_setitem(f);
        return;
    }
    if (method && str_eqz(op, "__getitem__")) {
        getitem_facts(g, m, n, f, w);
        return;
    }
    if (inplace_flag(n, functional, f)) return;
    if (method && NAME_IN(op, scalar_methods)) {
        f->flags |= OPF_DATA_DEPENDENT | OPF_SCALAR_OUT;
        set_fresh(f, false);
        return;
    }
    if (str_eqz(op, "unique") || str_eqz(op, "unique_consecutive")) {
        f->flags |= OPF_DYNAMIC_SHAPE;
        set_fresh(f, true);
        if (flag_strength(node_kwarg(n, "return_inverse")) || flag_strength(node_kwarg(n, "return_counts")))
            f->flags |= OPF_TUPLE;
        return;
    }
    if (!ops_facts_by_name(op, n, method, f)) {
        if (NAME_IN(op, conversions)) {
            f->nresults = 1;
            f->results[0] = (OpResult){ALIAS_MAY, false, true, ARG0};
            return;
        }
        guess_by_name(op, f);
        return;
    }
    if (str_eqz(op, "batch_norm")) batch_norm_writes(n, functional, f);
    if (str_eqz(op, "where") && n->nargs == 1 && n->nkwargs == 0) f->flags |= OPF_DYNAMIC_SHAPE | OPF_TUPLE;
    if (str_eqz(op, "nonzero") && flag_strength(node_kwarg(n, "as_tuple"))) f->flags |= OPF_TUPLE;
    if (NAME_IN(op, conversions) && f->nresults && !f->results[0].alias) {
        f->results[0].alias = ALIAS_MAY;
        f->results[0].of = ARG0;
    }
}

/* ---- torch.ops.<ns>.<op>.<overload> ---- */

/* prims that return a view of their first argument. */
static const char *const prims_views[] = {
    "as_strided", "broadcast_in_dim", "collapse_view", "conj", "expand_dims", "slice", "slice_in_dim",
    "split_dim", "squeeze", "transpose", "view_of", "view_of_dtype",
};

static void opoverload_facts(const Node *n, OpFacts *f)
{
    const Target *t = &n->target;
    if (str_eqz(t->ns, "aten")) {
        const OpSchema *s = t->overload.len ? ops_lookup(t->op, t->overload) : NULL;
        if (s) ops_schema_facts(s, f);
        else if (!ops_facts_by_name(t->op, n, false, f)) guess_by_name(t->op, f);
        return;
    }
    if (str_eqz(t->ns, "prims") && NAME_IN(t->op, prims_views)) {
        f->nresults = 1;
        f->results[0] = (OpResult){ALIAS_MUST, false, true, {0, NULL}};
        return;
    }
    if (str_eqz(t->ns, "prims") && (str_eqz(t->op, "copy_to") || str_eqz(t->op, "resize"))) {
        set_inplace(f, ALIAS_MUST);
        return;
    }
    guess_by_name(t->op, f);
}

/* ---- refinements from operand metadata ---- */

/* Composite ops whose schema says Tensor(a) but which copy on some inputs (spec §3.2). */
static const char *const maybe_views[] = {
    "_autocast_to_full_precision", "_autocast_to_reduced_precision", "coalesce", "conj", "contiguous",
    "flatten", "pin_memory", "ravel", "reshape", "reshape_as", "resolve_conj", "resolve_neg", "to",
};
static const char *const batch_norms[] = {
    "_batch_norm_impl_index", "batch_norm", "cudnn_batch_norm", "miopen_batch_norm", "native_batch_norm",
};

static Str facts_name(const Node *n, const OpFacts *f)
{
    return f->schema ? str_from(f->schema->name) : n->target.op;
}

static bool same_device(const Meta *a, const Meta *b) { return str_eq(a->device, b->device); }

/* maybe-view → view or copy when the printed metadata decides it. */
static void refine_maybe_view(const Graph *g, ModuleId m, const Node *n, Str name, OpFacts *f)
{
    OpResult *r = &f->results[0];
    const Node *in = arg_node(g, m, op_arg_value(n, r->of));
    if (!in) return;
    const Meta *im = in->meta, *om = n->meta;
    if (str_eqz(name, "contiguous")) {
        const Value *mf = node_kwarg(n, "memory_format");
        if (mf && !(mf->kind == VK_SYMBOL && str_ends(mf->s, "contiguous_format"))) return;
        int c = meta_is_contiguous(im);
        if (c == 1) r->alias = ALIAS_MUST;
        else if (c == 0) r->alias = ALIAS_NONE;
    } else if (str_eqz(name, "reshape") || str_eqz(name, "reshape_as") || str_eqz(name, "flatten") ||
               str_eqz(name, "ravel")) {
        if (meta_is_contiguous(im) == 1) r->alias = ALIAS_MUST;
    } else if (str_eqz(name, "to") || NAME_IN(name, conversions)) {
        if (flag_strength(node_kwarg(n, "copy")) == ALIAS_MUST) {
            r->alias = ALIAS_NONE;
            return;
        }
        if (im->kind != META_TENSOR || om->kind != META_TENSOR) return;
        if (im->dtype != DT_UNKNOWN && om->dtype != DT_UNKNOWN && im->dtype != om->dtype) r->alias = ALIAS_NONE;
        else if (im->device.len && om->device.len && !same_device(im, om)) r->alias = ALIAS_NONE;
        else if (im->dtype != DT_UNKNOWN && im->dtype == om->dtype && im->device.len && same_device(im, om))
            r->alias = ALIAS_MUST;
    }
}

/* index.Tensor is tagged dynamic, but only a bool/uint8 index makes it so. */
static void refine_index(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    const Value *idx = node_arg(n, 1, "indices");
    if (!idx) return;
    IndexKind k = index_kind(g, m, idx, w);
    f->flags &= ~(uint32_t)(OPF_DYNAMIC_SHAPE | OPF_DYNAMIC_MAYBE);
    /* A list of tensors: ADVANCED unless one is a mask; unknown dtypes leave it open. */
    if (idx->kind == VK_LIST) {
        k = IX_ADVANCED;
        for (uint32_t i = 0; i < idx->seq.n; i++) {
            IndexKind e = index_kind(g, m, &idx->seq.items[i], w);
            if (e == IX_MASK || (e == IX_UNKNOWN && k != IX_MASK)) k = e;
        }
    }
    if (k == IX_MASK) f->flags |= OPF_DYNAMIC_SHAPE;
    else if (k == IX_UNKNOWN) f->flags |= OPF_DYNAMIC_MAYBE;
}

static void refine(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    Str name = facts_name(n, f);
    if (f->nresults && f->results[0].alias == ALIAS_MUST && !(f->flags & OPF_MUTABLE) && NAME_IN(name, maybe_views))
        f->results[0].alias = ALIAS_MAY;
    if (f->nresults && f->results[0].alias == ALIAS_MAY) refine_maybe_view(g, m, n, name, f);
    /* batch norms write their running stats in training whether or not the registry tags them
     * maybe_aliasing_or_mutating (2.13 dropped the tag from native_batch_norm) */
    if (NAME_IN(name, batch_norms) && !f->nwrites) {
        batch_norm_writes(n, false, f);
    } else if ((f->tags & OPTAG_MAYBE_ALIASING_OR_MUTATING) && !f->nwrites) {
        if (f->nresults && f->results[0].tensor && !f->results[0].alias) {
            f->results[0].alias = ALIAS_MAY;
            f->results[0].of = (OpArgRef){0, NULL};
        }
    }
    /* _unsafe_view shares storage; only autograd is kept from seeing it (spec §3.2) */
    if (str_eqz(name, "_unsafe_view") && f->nresults && !f->results[0].alias) {
        f->results[0].alias = ALIAS_MUST;
        f->results[0].of = ARG0;
    }
    /* only the node asked about: a nested lookup reads results and tuple-ness, not these flags */
    if (str_eqz(name, "index") && n->target.kind == TK_OP && w->depth == 0) refine_index(g, m, n, f, w);
    if (str_eqz(name, "repeat_interleave")) {
        const Value *os = node_kwarg(n, "output_size");
        const Value *rep = n->target.kind == TK_METHOD || n->nargs > 1 ? node_arg(n, 1, "repeats") : NULL;
        if ((os && os->kind != VK_NONE) || (rep && rep->kind == VK_INT))
            f->flags &= ~(uint32_t)OPF_DYNAMIC_SHAPE;
        else if (rep && rep->kind == VK_NODE) f->flags |= OPF_DYNAMIC_SHAPE;
    }
    if (str_eqz(name, "one_hot")) {
        const Value *nc = node_arg(n, 1, "num_classes");
        if (nc && !(nc->kind == VK_INT && nc->i == -1)) f->flags &= ~(uint32_t)OPF_DYNAMIC_SHAPE;
    }
}

/* ---- entry ---- */

static const OpFacts *facts_at(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    memset(f, 0, sizeof *f);
    bool is_hop;
    hop_kind_of(&n->target, &is_hop);
    if (n->kind == NK_CALL_FUNCTION && is_hop) return NULL;
    if (n->kind == NK_CALL_FUNCTION) {
        switch (n->target.kind) {
        case TK_OP:
            opoverload_facts(n, f);
            break;
        case TK_OPERATOR: operator_facts(g, m, n, f, w); break;
        case TK_CALLABLE: torch_level_facts(g, m, n, false, f, w); break;
        default: return NULL;
        }
    } else if (n->kind == NK_CALL_METHOD) {
        torch_level_facts(g, m, n, true, f, w);
    } else {
        return NULL;
    }
    refine(g, m, n, f, w);
    return f;
}

const OpFacts *ops_for_node(const Graph *g, ModuleId m, const Node *n, OpFacts *scratch)
{
    Walk w = {0, 0};
    return facts_at(g, m, n, scratch, &w);
}

/* Receivers are looked through a bounded number of getitems: x[0][1][2]... */
#define MAX_DEPTH 8
/* and a bounded number of nodes in all: x[(i, j, k)] looks at i, j and k */
#define MAX_STEPS 256

/* The facts of a node read by the one being asked about, or NULL when the walk went too far. */
static const OpFacts *facts_nested(const Graph *g, ModuleId m, const Node *n, OpFacts *f, Walk *w)
{
    if (w->depth >= MAX_DEPTH || w->steps >= MAX_STEPS) return NULL;
    w->depth++;
    w->steps++;
    const OpFacts *p = facts_at(g, m, n, f, w);
    w->depth--;
    return p;
}

static bool node_is_tuple(const Graph *g, ModuleId m, const Node *n, Walk *w)
{
    if (n->meta->kind == META_TENSOR || n->meta->kind == META_SYM) return false;
    bool is_hop;
    hop_kind_of(&n->target, &is_hop);
    if (n->kind == NK_CALL_FUNCTION && is_hop) return true;
    OpFacts f;
    const OpFacts *p = facts_nested(g, m, n, &f, w);
    return p && (p->flags & OPF_TUPLE);
}

static bool node_is_nontensor_call(const Graph *g, ModuleId m, const Node *n, Walk *w)
{
    OpFacts f;
    const OpFacts *p = facts_nested(g, m, n, &f, w);
    return p && !(p->flags & (OPF_UNKNOWN | OPF_GETITEM)) && p->nresults && !p->results[0].tensor;
}
