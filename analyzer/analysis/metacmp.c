/* Emulation of PyTorch's HOP metadata comparisons on printed annotations (see metacmp.h). */
#include "analysis/metacmp.h"

#include <stdio.h>
#include <string.h>

#include "model/symdim.h"

/* ---- classifying a value ---- */

static bool sym_is_boolean(Str e)
{
    static const char *const marks[] = {"<", ">", "==", "!=", "Eq(", "Ne(", "And(", "Or(", "Not(", "True", "False"};
    for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
        size_t n = strlen(marks[i]);
        for (uint32_t k = 0; k + n <= e.len; k++)
            if (memcmp(e.ptr + k, marks[i], n) == 0) return true;
    }
    return false;
}

static MetaEnd end_of_meta(Arena *a, const Meta *m)
{
    MetaEnd e = {END_UNKNOWN, NULL, ""};
    switch (m->kind) {
    case META_TENSOR:
        e.kind = END_TENSOR;
        e.meta = m;
        break;
    case META_SYM:
        e.kind = (m->syms & SYM_UFLOAT) || sym_is_boolean(m->sym) ? END_OTHER : END_INT;
        e.meta = m;
        break;
    case META_TYPE: {
        Str t = str_trim(m->text);
        if (str_eqz(t, "torch.Tensor") || str_eqz(t, "Tensor")) e.kind = END_TENSOR;
        else if (str_eqz(t, "int") || str_eqz(t, "torch.SymInt") || str_eqz(t, "SymInt")) e.kind = END_INT;
        break;
    }
    default:
        break;
    }
    if (e.kind != END_UNKNOWN) e.text = meta_format(a, m);
    return e;
}

MetaEnd metacmp_end_node(Arena *a, const Graph *g, ModuleId m, NodeId n)
{
    if (m >= g->nmodules || n >= g->modules[m].nnodes) return (MetaEnd){END_UNKNOWN, NULL, ""};
    return end_of_meta(a, g->modules[m].nodes[n].meta);
}

MetaEnd metacmp_end(Arena *a, const Graph *g, ModuleId m, const Value *v)
{
    MetaEnd e = {END_UNKNOWN, NULL, ""};
    if (!v) return e;
    switch (v->kind) {
    case VK_NODE: return metacmp_end_node(a, g, m, v->node);
    case VK_INT:
        e.kind = END_INT;
        e.text = arena_printf(a, "%lld", (long long)v->i);
        break;
    case VK_BOOL:
        e.kind = END_INT;
        e.text = v->b ? "True" : "False";
        break;
    case VK_NONE:
        e.kind = END_NONE;
        e.text = "None";
        break;
    case VK_FLOAT:
        e.kind = END_OTHER;
        e.text = arena_printf(a, "%g", v->f);
        break;
    case VK_STR:
        e.kind = END_OTHER;
        e.text = arena_printf(a, "'%.*s'", STR_ARG(v->s));
        break;
    default:
        break;
    }
    return e;
}

/* ---- field verdicts ---- */

void metacmp_set(MetaDiff *d, MetaField f, Verdict v)
{
    if (v > d->field[f]) d->field[f] = (uint8_t)v;
    if (v > d->worst) d->worst = (uint8_t)v;
}

/* Element-wise comparison of two dim lists of one rank (sizes, or strides). */
static Verdict dims_verdict(const Dim *a, const Dim *b, uint8_t rank, bool *unbacked)
{
    Verdict v = VERDICT_SAME;
    for (uint8_t i = 0; i < rank; i++) {
        DimOrder o = dim_order(&a[i], &b[i]);
        if (o == ORD_LT || o == ORD_GT) return VERDICT_DIFF;
        if (o == ORD_UNKNOWN) {
            v = VERDICT_UNSURE;
            if ((a[i].syms | b[i].syms) & SYM_UNBACKED) *unbacked = true;
        }
    }
    return v;
}

static bool dtype_same(const Meta *a, const Meta *b)
{
    if (a->dtype != DT_UNKNOWN && b->dtype != DT_UNKNOWN) return a->dtype == b->dtype;
    return str_eq(str_trim(a->dtype_abbr), str_trim(b->dtype_abbr));
}

/* Monomials of every size and stride of m; false when one is not a monomial. */
static bool monos_of(const Meta *m, Mono *sizes, Mono *strides)
{
    if (!m->has_strides) return false;
    for (uint8_t i = 0; i < m->rank; i++)
        if (!mono_parse(m->sizes[i].text, &sizes[i]) || !mono_parse(m->strides[i].text, &strides[i])) return false;
    return true;
}

static bool mono_is(const Mono *m, int64_t v) { return m->nsym == 0 && m->coef == v; }

/* Whether strides are dense in `order` (innermost first), as TensorImpl's compute_contiguous
 * walks: size-1 dims are skipped, a zero size makes any layout contiguous. 1 yes, 0 no, -1
 * undecided. */
static int dense_in(const Mono *sizes, const Mono *strides, const uint8_t *order, uint8_t rank)
{
    for (uint8_t i = 0; i < rank; i++)
        if (mono_is(&sizes[i], 0)) return 1;
    Mono expect = {1, 0, {{0}}};
    for (uint8_t k = 0; k < rank; k++) {
        uint8_t d = order[k];
        if (mono_is(&sizes[d], 1)) continue;
        if (!mono_eq(&strides[d], &expect)) return mono_order(&strides[d], &expect) == ORD_UNKNOWN ? -1 : 0;
        if (!mono_mul(&expect, &sizes[d], &expect)) return -1;
    }
    return 1;
}

enum { FMT_CONTIGUOUS = 1, FMT_CHANNELS_LAST = 2, FMT_CHANNELS_LAST_3D = 4, FMT_UNKNOWN = 8 };

/* The memory formats a tensor is contiguous in (TensorMetadata.memory_format candidates). */
static unsigned formats_of(const Meta *m)
{
    Mono sizes[32], strides[32];
    if (m->rank > 32 || !monos_of(m, sizes, strides)) return FMT_UNKNOWN;
    static const uint8_t cl2[] = {1, 3, 2, 0}, cl3[] = {1, 4, 3, 2, 0};
    uint8_t rowmajor[32];
    for (uint8_t i = 0; i < m->rank; i++) rowmajor[i] = (uint8_t)(m->rank - 1 - i);
    unsigned out = 0;
    int r = dense_in(sizes, strides, rowmajor, m->rank);
    if (r < 0) return FMT_UNKNOWN;
    if (r) out |= FMT_CONTIGUOUS;
    if (m->rank == 4 || m->rank == 5) {
        r = dense_in(sizes, strides, m->rank == 4 ? cl2 : cl3, m->rank);
        if (r < 0) return FMT_UNKNOWN;
        if (r) out |= m->rank == 4 ? FMT_CHANNELS_LAST : FMT_CHANNELS_LAST_3D;
    }
    return out;
}

static const char *format_name(unsigned f)
{
    if (f & FMT_CONTIGUOUS) return "torch.contiguous_format";
    if (f & FMT_CHANNELS_LAST) return "torch.channels_last";
    if (f & FMT_CHANNELS_LAST_3D) return "torch.channels_last_3d";
    return "None";
}

/* Inductor's argsort of strides: ascending, ties broken by the higher index first. Returns
 * false when two strides cannot be ordered from the printout. */
static bool stride_order(const Mono *strides, uint8_t rank, uint8_t *order)
{
    for (uint8_t i = 0; i < rank; i++) order[i] = i;
    for (uint8_t i = 1; i < rank; i++) {
        for (uint8_t j = i; j > 0; j--) {
            uint8_t x = order[j - 1], y = order[j];
            DimOrder o = mono_order(&strides[x], &strides[y]);
            if (o == ORD_UNKNOWN) return false;
            bool swap = o == ORD_GT || (o == ORD_EQ && x < y);
            if (!swap) break;
            order[j - 1] = y;
            order[j] = x;
        }
    }
    return true;
}

/* One side's stride_expr dictionary of _bound_stride: value -> the dim whose stride*size made
 * it (ONE for the seed stride 1). */
#define KEY_ONE 0xff
typedef struct StrideKeys {
    Mono key[32];
    uint8_t from[32];
    uint8_t n;
} StrideKeys;

/* Index of `v` among the keys; -1 when surely absent, -2 when it cannot be told. */
static int keys_find(const StrideKeys *k, const Mono *v)
{
    int unknown = 0;
    for (int i = k->n - 1; i >= 0; i--) {
        if (mono_eq(&k->key[i], v)) return i;
        if (mono_order(&k->key[i], v) == ORD_UNKNOWN) unknown = 1;
    }
    return unknown ? -2 : -1;
}

static bool keys_put(StrideKeys *k, const Mono *v, uint8_t from)
{
    for (uint8_t i = 0; i < k->n; i++)
        if (mono_eq(&k->key[i], v)) {
            k->from[i] = from;
            return true;
        }
    if (k->n == 32) return false;
    k->key[k->n] = *v;
    k->from[k->n++] = from;
    return true;
}

/* _merge_output's _bound_stride (newest cond): the stride orders of both outputs must match,
 * then, walking dims from the smallest stride, each stride must be 1 or the stride*size of a
 * dim seen before, the same one on both sides. Undecidable layouts leave the fields SAME. */
static void merge_strides(MetaDiff *d, const Meta *a, const Meta *b)
{
    Mono sa[32], sb[32], za[32], zb[32];
    if (a->rank != b->rank || a->rank > 32) return;
    if (!monos_of(a, za, sa) || !monos_of(b, zb, sb)) return;
    uint8_t rank = a->rank, oa[32], ob[32];
    if (!stride_order(sa, rank, oa) || !stride_order(sb, rank, ob)) return;
    if (memcmp(oa, ob, rank) != 0) {
        metacmp_set(d, MF_STRIDE_ORDER, VERDICT_DIFF);
        return;
    }
    StrideKeys ka = {0}, kb = {0};
    for (uint8_t k = 0; k < rank; k++) {
        uint8_t i = oa[k];
        bool za0 = mono_is(&sa[i], 0), zb0 = mono_is(&sb[i], 0);
        if (za0 || zb0) {
            if (za0 != zb0) {
                d->dense_side = za0 ? 1 : 0;
                metacmp_set(d, MF_DENSITY, VERDICT_DIFF);
                return;
            }
            continue;
        }
        int fa = keys_find(&ka, &sa[i]);
        if (fa == -2) return;
        if (fa >= 0) {
            int fb = keys_find(&kb, &sb[i]);
            if (fb == -2) return;
            if (fb == -1) {
                d->dense_side = 1;
                metacmp_set(d, MF_DENSITY, VERDICT_DIFF);
                return;
            }
            if (ka.from[fa] != kb.from[fb]) return; /* merged expressions may still agree */
        } else if (mono_is(&sa[i], 1)) {
            if (!mono_is(&sb[i], 1)) {
                d->dense_side = 1;
                metacmp_set(d, MF_DENSITY, VERDICT_DIFF);
                return;
            }
            if (!keys_put(&ka, &sa[i], KEY_ONE) || !keys_put(&kb, &sb[i], KEY_ONE)) return;
        } else {
            d->dense_side = 0;
            metacmp_set(d, MF_DENSITY, VERDICT_DIFF);
            return;
        }
        Mono na, nb;
        if (!mono_mul(&sa[i], &za[i], &na) || !mono_mul(&sb[i], &zb[i], &nb)) return;
        if (!keys_put(&ka, &na, i) || !keys_put(&kb, &nb, i)) return;
    }
}

/* Both sides non-tensors. */
static void compare_scalars(MetaDiff *d, MetaCheck how, const MetaEnd *l, const MetaEnd *r)
{
    if (how == MC_COND_2024 || l->kind == END_OTHER || r->kind == END_OTHER) return;
    /* int/SymInt pairs are never compared by value; None/None is left alone (backward graphs) */
    if (l->kind != r->kind) metacmp_set(d, MF_TYPE, VERDICT_DIFF);
}

MetaDiff metacmp_compare(MetaCheck how, const MetaEnd *l, const MetaEnd *r)
{
    MetaDiff d;
    memset(&d, 0, sizeof d);
    if (l->kind == END_UNKNOWN || r->kind == END_UNKNOWN) return d;
    bool lt = l->kind == END_TENSOR, rt = r->kind == END_TENSOR;
    if (lt != rt) {
        /* 2024's trace_cond let a non-tensor output through on either side */
        if (how != MC_COND_2024 && l->kind != END_OTHER && r->kind != END_OTHER)
            metacmp_set(&d, MF_TYPE, VERDICT_DIFF);
        return d;
    }
    if (!lt) {
        compare_scalars(&d, how, l, r);
        return d;
    }
    const Meta *a = l->meta, *b = r->meta;
    if (!a || !b) return d;
    if (!dtype_same(a, b)) metacmp_set(&d, MF_DTYPE, VERDICT_DIFF);
    bool compare_device = how != MC_COND_2024;
    if (compare_device && a->device.len && b->device.len && !str_eq(a->device, b->device))
        metacmp_set(&d, MF_DEVICE, VERDICT_DIFF);
    if (how == MC_COND_MERGE) {
        if (a->rank != b->rank) metacmp_set(&d, MF_DIM, VERDICT_DIFF);
        else merge_strides(&d, a, b);
        return d;
    }
    if (a->rank != b->rank) {
        metacmp_set(&d, MF_SHAPE, VERDICT_DIFF);
        if (a->has_strides && b->has_strides) metacmp_set(&d, MF_STRIDE, VERDICT_DIFF);
    } else {
        metacmp_set(&d, MF_SHAPE, dims_verdict(a->sizes, b->sizes, a->rank, &d.unbacked));
        if (a->has_strides && b->has_strides)
            metacmp_set(&d, MF_STRIDE, dims_verdict(a->strides, b->strides, a->rank, &d.unbacked));
    }
    if (how == MC_CONSISTENCY_CONTIG && a->has_strides && b->has_strides) {
        unsigned fa = formats_of(a), fb = formats_of(b);
        if (!((fa | fb) & FMT_UNKNOWN) && fa != fb && !(fa & fb)) metacmp_set(&d, MF_MEMORY_FORMAT, VERDICT_DIFF);
    }
    return d;
}

/* ---- rendering ---- */

static const char *dims_repr(Arena *a, const Dim *dims, uint8_t rank, const char *open, const char *close,
                             bool tuple)
{
    size_t cap = 16;
    for (uint8_t i = 0; i < rank; i++) cap += dims[i].text.len + 2;
    char *buf = arena_alloc(a, cap + strlen(open) + strlen(close));
    size_t n = 0;
    n += (size_t)sprintf(buf + n, "%s", open);
    for (uint8_t i = 0; i < rank; i++) {
        Str t = str_trim(dims[i].text);
        n += (size_t)sprintf(buf + n, "%s%.*s", i ? ", " : "", STR_ARG(t));
    }
    if (tuple && rank == 1) n += (size_t)sprintf(buf + n, ",");
    sprintf(buf + n, "%s", close);
    return buf;
}

const char *metacmp_size_repr(Arena *a, const Meta *m)
{
    if (!m || m->kind != META_TENSOR) return "?";
    return dims_repr(a, m->sizes, m->rank, "torch.Size([", "])", false);
}

const char *metacmp_stride_repr(Arena *a, const Meta *m)
{
    if (!m || m->kind != META_TENSOR || !m->has_strides) return "?";
    return dims_repr(a, m->strides, m->rank, "(", ")", true);
}

const char *metacmp_dtype_repr(Arena *a, const Meta *m)
{
    if (!m || m->kind != META_TENSOR) return "?";
    if (m->dtype != DT_UNKNOWN) return arena_printf(a, "torch.%s", dtype_name(m->dtype));
    return arena_printf(a, "torch.%.*s", STR_ARG(m->dtype_abbr));
}

const char *metacmp_format_fields(Arena *a, const MetaDiff *d, const MetaEnd *l, const MetaEnd *r, Verdict at)
{
    const char *out = "";
    const Meta *x = l->meta, *y = r->meta;
    if (d->field[MF_TYPE] >= at)
        out = arena_printf(a, "%s%stype: %s vs %s", out, *out ? ", " : "", l->text, r->text);
    if (d->field[MF_SHAPE] >= at)
        out = arena_printf(a, "%s%s'shape: %s vs %s'", out, *out ? ", " : "", metacmp_size_repr(a, x),
                           metacmp_size_repr(a, y));
    if (d->field[MF_DTYPE] >= at)
        out = arena_printf(a, "%s%s'dtype: %s vs %s'", out, *out ? ", " : "", metacmp_dtype_repr(a, x),
                           metacmp_dtype_repr(a, y));
    if (d->field[MF_STRIDE] >= at)
        out = arena_printf(a, "%s%s'stride: %s vs %s'", out, *out ? ", " : "", metacmp_stride_repr(a, x),
                           metacmp_stride_repr(a, y));
    if (d->field[MF_MEMORY_FORMAT] >= at)
        out = arena_printf(a, "%s%s'memory_format: %s vs %s'", out, *out ? ", " : "", format_name(formats_of(x)),
                           format_name(formats_of(y)));
    if (d->field[MF_DEVICE] >= at) out = arena_printf(a, "%s%sdevice", out, *out ? ", " : "");
    return out;
}
