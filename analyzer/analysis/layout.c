/* Inferring a value's dense layout from the ops that made it. */
#include "analysis/layout.h"

#include <string.h>

#define MAX_RANK 8

/* rank[d]: where dim d sits from the outermost (0) to the innermost (rank-1) stride. */
typedef struct Order {
    uint8_t rank;
    uint8_t pos[MAX_RANK];
} Order;

static const Meta *tensor_meta(const Node *n)
{
    return n->meta->kind == META_TENSOR && n->meta->rank <= MAX_RANK ? n->meta : NULL;
}

static Order row_major(uint8_t rank)
{
    Order o = {rank, {0}};
    for (uint8_t d = 0; d < rank; d++) o.pos[d] = d;
    return o;
}

static bool name_in(Str op, const char *const *names)
{
    for (; *names; names++)
        if (str_eqz(op, *names)) return true;
    return false;
}

/* Ops whose output is allocated afresh, row-major, whatever their inputs' layouts. */
static const char *const fresh_ops[] = {
    "contiguous", "zeros", "ones", "empty", "full", "rand", "randn", "randint", "arange", "eye",
    "zeros_like", "ones_like", "empty_like", "full_like", "mm", "bmm", "matmul", "addmm", "baddbmm",
    "linear", "new_zeros", "new_ones", "new_empty", "new_full", "scalar_tensor", NULL,
};
/* Ops whose output keeps its first tensor argument's layout (memory_format preserved). */
static const char *const keep_ops[] = {"clone", "_to_copy", "to", "type_as", "float", "half", "double", "int",
                                       "long", "bool", "detach", "alias", "lift_fresh_copy", NULL};

static int dim_index(const Value *v, uint8_t rank)
{
    if (!v || v->kind != VK_INT) return -1;
    int64_t d = v->i < 0 ? v->i + rank : v->i;
    return d >= 0 && d < rank ? (int)d : -1;
}

/* The memory_format keyword: 0 absent or preserve_format, 1 contiguous_format, -1 other. */
static int memory_format(const Node *n)
{
    const Value *v = node_kwarg(n, "memory_format");
    if (!v || v->kind == VK_NONE) return 0;
    if (v->kind != VK_SYMBOL && v->kind != VK_EXPR) return -1;
    if (str_ends(v->s, "preserve_format")) return 0;
    if (str_ends(v->s, "contiguous_format")) return 1;
    return -1;
}

static bool order_of(const Graph *g, const struct Facts *f, ModuleId m, NodeId id, Order *out, int depth);

/* The layout of the tensor argument v (a node of m). */
static bool arg_order(const Graph *g, const struct Facts *f, ModuleId m, const Value *v, Order *out, int depth)
{
    NodeId a = value_node(v);
    return a != NONE_ID && order_of(g, f, m, a, out, depth + 1);
}

static bool order_of(const Graph *g, const struct Facts *f, ModuleId m, NodeId id, Order *out, int depth)
{
    const Module *mod = graph_module(g, m);
    if (depth > 64 || id >= mod->nnodes) return false;
    const Node *n = module_node(mod, id);
    const Meta *meta = tensor_meta(n);
    if (!meta || meta->has_strides) return false;
    uint8_t rank = meta->rank;
    if (n->kind == NK_PLACEHOLDER) {
        *out = row_major(rank);
        return true;
    }
    if (n->kind != NK_CALL_FUNCTION && n->kind != NK_CALL_METHOD) return false;
    Str op = n->target.op;
    const Value *self = n->nargs ? &n->args[0] : NULL;
    Order in;
    if (str_eqz(op, "nonzero") || str_eqz(op, "argwhere")) {
        if (rank != 2) return false;
        *out = (Order){2, {1, 0}}; /* (1, n): column-major */
        return true;
    }
    if (name_in(op, fresh_ops)) {
        if (str_eqz(op, "contiguous") && memory_format(n) != 0 && memory_format(n) != 1) return false;
        *out = row_major(rank);
        return true;
    }
    if (str_eqz(op, "t") || str_eqz(op, "transpose") || str_eqz(op, "swapaxes") || str_eqz(op, "swapdims")) {
        if (!arg_order(g, f, m, self, &in, depth) || in.rank != rank) return false;
        int d0 = str_eqz(op, "t") ? 0 : dim_index(node_arg(n, 1, "dim0"), rank);
        int d1 = str_eqz(op, "t") ? 1 : dim_index(node_arg(n, 2, "dim1"), rank);
        if (rank < 2 || d0 < 0 || d1 < 0) return false;
        uint8_t p = in.pos[d0];
        in.pos[d0] = in.pos[d1];
        in.pos[d1] = p;
        *out = in;
        return true;
    }
    if (str_eqz(op, "permute")) {
        const Value *dims = node_arg(n, 1, "dims");
        if (!arg_order(g, f, m, self, &in, depth) || in.rank != rank || !dims ||
            (dims->kind != VK_LIST && dims->kind != VK_TUPLE) || dims->seq.n != rank)
            return false;
        Order o = {rank, {0}};
        for (uint8_t i = 0; i < rank; i++) {
            int d = dim_index(&dims->seq.items[i], rank);
            if (d < 0) return false;
            o.pos[i] = in.pos[d];
        }
        *out = o;
        return true;
    }
    if (name_in(op, keep_ops)) {
        int fmt = memory_format(n);
        if (fmt == 1) {
            *out = row_major(rank);
            return true;
        }
        if (fmt < 0 || !arg_order(g, f, m, self, &in, depth) || in.rank != rank) return false;
        *out = in;
        return true;
    }
    /* a pointwise op keeps the layout its same-shaped tensor inputs share */
    const OpFacts *of = facts_op(f, m, id);
    if (!of || !(of->tags & OPTAG_POINTWISE)) return false;
    bool any = false;
    for (uint32_t i = 0; i < n->nargs; i++) {
        NodeId a = value_node(&n->args[i]);
        if (a == NONE_ID) continue;
        const Meta *am = tensor_meta(module_node(mod, a));
        if (!am) {
            if (module_node(mod, a)->meta->kind == META_SYM) continue; /* a scalar */
            return false;
        }
        if (am->rank == 0 && rank > 0) continue; /* a 0-dim tensor broadcasts */
        if (am->rank != rank) return false;       /* broadcasting: the layout is TensorIterator's */
        for (uint8_t d = 0; d < rank; d++)
            if (!str_eq(str_trim(am->sizes[d].text), str_trim(meta->sizes[d].text))) return false;
        Order ai;
        if (!order_of(g, f, m, a, &ai, depth + 1)) return false;
        if (any && memcmp(ai.pos, in.pos, rank) != 0) return false;
        in = ai;
        any = true;
    }
    if (!any) return false;
    *out = in;
    return true;
}

bool layout_infer(Arena *a, const Graph *g, const struct Facts *f, ModuleId m, NodeId n, Meta *out)
{
    Order o;
    if (m >= g->nmodules || !order_of(g, f, m, n, &o, 0)) return false;
    const Meta *meta = graph_module(g, m)->nodes[n].meta;
    /* a size-1 dim makes the order ambiguous; PyTorch's stride order then depends on strides the
     * printout cannot show */
    for (uint8_t d = 0; d < meta->rank; d++)
        if (meta->sizes[d].is_const && meta->sizes[d].value <= 1) return false;
    *out = *meta;
    out->has_strides = true;
    out->strides = ARENA_ARRAY(a, Dim, meta->rank ? meta->rank : 1);
    /* dims from the innermost out: stride 1, then the product of the sizes inside */
    const char *stride = "1";
    int64_t value = 1;
    bool is_const = true;
    uint8_t syms = 0;
    for (int k = meta->rank - 1; k >= 0; k--) {
        int d = -1;
        for (uint8_t i = 0; i < meta->rank; i++)
            if (o.pos[i] == k) d = i;
        if (d < 0) return false;
        out->strides[d] = (Dim){str_from(stride), value, is_const, syms};
        const Dim *size = &meta->sizes[d];
        if (is_const && size->is_const) {
            value *= size->value;
            stride = arena_printf(a, "%lld", (long long)value);
        } else {
            stride = is_const && value == 1 ? arena_printf(a, "%.*s", STR_ARG(size->text))
                                            : arena_printf(a, "%s*%.*s", stride, STR_ARG(size->text));
            is_const = false;
            syms |= size->syms;
        }
    }
    return true;
}
