/* Python types of printed values (see pytype.h). */
#include "model/pytype.h"

#include <ctype.h>
#include <string.h>

/* A digit, a dot and a digit: sympy prints float constants that way ("0.5*s0", "2.0"). */
static bool has_float_literal(Str e)
{
    for (uint32_t k = 1; k + 1 < e.len; k++)
        if (e.ptr[k] == '.' && isdigit((unsigned char)e.ptr[k - 1]) && isdigit((unsigned char)e.ptr[k + 1]))
            return true;
    return false;
}

static void note_float_symbol(Str sym, void *ctx)
{
    if (str_starts(sym, "zf") || str_starts(sym, "zuf")) *(bool *)ctx = true;
}

PyType pytype_of_sym(Str expr)
{
    static const char *const bool_marks[] = {"<", ">", "==", "!=", "Eq(", "Ne(", "And(", "Or(", "Not(",
                                             "True", "False"};
    static const char *const float_marks[] = {"ToFloat(", "FloatTrueDiv(", "IntTrueDiv(", "FloatPow(",
                                              "OpaqueUnaryFn_", "PowByNatural_float"};
    for (size_t i = 0; i < sizeof bool_marks / sizeof bool_marks[0]; i++)
        if (str_contains(expr, bool_marks[i])) return PT_SYMBOOL;
    for (size_t i = 0; i < sizeof float_marks / sizeof float_marks[0]; i++)
        if (str_contains(expr, float_marks[i])) return PT_SYMFLOAT;
    bool fl = false;
    meta_each_symbol(expr, note_float_symbol, &fl);
    if (fl || has_float_literal(expr)) return PT_SYMFLOAT;
    return PT_SYMINT;
}

static PyType type_hint(Str t)
{
    t = str_trim(t);
    if (str_eqz(t, "torch.Tensor") || str_eqz(t, "Tensor")) return PT_TENSOR;
    if (str_eqz(t, "int")) return PT_INT;
    if (str_eqz(t, "bool")) return PT_BOOL;
    if (str_eqz(t, "float")) return PT_FLOAT;
    if (str_eqz(t, "torch.SymInt") || str_eqz(t, "SymInt")) return PT_SYMINT;
    if (str_eqz(t, "torch.SymBool") || str_eqz(t, "SymBool")) return PT_SYMBOOL;
    if (str_eqz(t, "torch.SymFloat") || str_eqz(t, "SymFloat")) return PT_SYMFLOAT;
    return PT_UNKNOWN;
}

PyType pytype_of_node(const Graph *g, ModuleId m, NodeId n)
{
    if (m >= g->nmodules || n >= g->modules[m].nnodes) return PT_UNKNOWN;
    const Meta *meta = g->modules[m].nodes[n].meta;
    switch (meta->kind) {
    case META_TENSOR: return PT_TENSOR;
    case META_SYM: return pytype_of_sym(meta->sym);
    case META_TYPE: return type_hint(meta->text);
    default: return PT_UNKNOWN;
    }
}

PyType pytype_of_value(const Graph *g, ModuleId m, const Value *v)
{
    if (!v) return PT_UNKNOWN;
    switch (v->kind) {
    case VK_NODE: return pytype_of_node(g, m, v->node);
    case VK_NONE: return PT_NONE;
    case VK_INT: return PT_INT;
    case VK_FLOAT: return PT_FLOAT;
    case VK_BOOL: return PT_BOOL;
    case VK_STR: return PT_STR;
    case VK_TUPLE: return PT_TUPLE;
    case VK_LIST: return PT_LIST;
    case VK_DICT: return PT_DICT;
    case VK_DTYPE: return PT_DTYPE;
    case VK_DEVICE: return PT_DEVICE;
    case VK_SLICE: return PT_SLICE;
    case VK_ELLIPSIS: return PT_ELLIPSIS;
    case VK_SYMBOL:
    case VK_EXPR: return PT_UNKNOWN;
    }
    return PT_UNKNOWN;
}

static const struct {
    const char *cls, *name;
} type_names[PT_COUNT] = {
    [PT_UNKNOWN] = {"...", "a value of unknown type"},
    [PT_TENSOR] = {"<class 'torch._subclasses.fake_tensor.FakeTensor'>", "tensor"},
    [PT_INT] = {"<class 'int'>", "int"},
    [PT_BOOL] = {"<class 'bool'>", "bool"},
    [PT_FLOAT] = {"<class 'float'>", "float"},
    [PT_STR] = {"<class 'str'>", "str"},
    [PT_NONE] = {"<class 'NoneType'>", "None"},
    [PT_SYMINT] = {"<class 'torch.SymInt'>", "SymInt"},
    [PT_SYMBOOL] = {"<class 'torch.SymBool'>", "SymBool"},
    [PT_SYMFLOAT] = {"<class 'torch.SymFloat'>", "SymFloat"},
    [PT_DTYPE] = {"<class 'torch.dtype'>", "torch.dtype"},
    [PT_DEVICE] = {"<class 'torch.device'>", "torch.device"},
    [PT_TUPLE] = {"<class 'tuple'>", "tuple"},
    [PT_LIST] = {"<class 'list'>", "list"},
    [PT_DICT] = {"<class 'dict'>", "dict"},
    [PT_SLICE] = {"<class 'slice'>", "slice"},
    [PT_ELLIPSIS] = {"<class 'ellipsis'>", "Ellipsis"},
};

const char *pytype_phrase(PyType t)
{
    switch (t) {
    case PT_NONE: return "None";
    case PT_ELLIPSIS: return "Ellipsis";
    case PT_UNKNOWN: return "a value of unknown type";
    case PT_INT: return "an int";
    default: break;
    }
    static const char *const with_a[PT_COUNT] = {
        [PT_TENSOR] = "a tensor", [PT_BOOL] = "a bool", [PT_FLOAT] = "a float", [PT_STR] = "a str",
        [PT_SYMINT] = "a SymInt", [PT_SYMBOOL] = "a SymBool", [PT_SYMFLOAT] = "a SymFloat",
        [PT_DTYPE] = "a torch.dtype", [PT_DEVICE] = "a torch.device", [PT_TUPLE] = "a tuple", [PT_LIST] = "a list",
        [PT_DICT] = "a dict", [PT_SLICE] = "a slice",
    };
    return (unsigned)t < PT_COUNT && with_a[t] ? with_a[t] : "a value of unknown type";
}

const char *pytype_class(PyType t) { return type_names[(unsigned)t < PT_COUNT ? t : PT_UNKNOWN].cls; }
const char *pytype_name(PyType t) { return type_names[(unsigned)t < PT_COUNT ? t : PT_UNKNOWN].name; }

const char *pytype_describe(Arena *a, const Graph *g, ModuleId m, const Value *v)
{
    if (!v) return "?";
    /* the name as written where the value is used: Dynamo's `l_x_` for the placeholder `L_x_` */
    Str text = v->span.end > v->span.start && g->src ? source_slice(g->src, v->span) : (Str){0};
    NodeId id = value_node(v);
    if (id != NONE_ID && m < g->nmodules && id < g->modules[m].nnodes) {
        const Node *n = &g->modules[m].nodes[id];
        Str name = text.len ? text : n->name;
        if (n->meta->kind == META_ABSENT || !n->meta->text.len) return arena_printf(a, "'%.*s'", STR_ARG(name));
        return arena_printf(a, "'%.*s' (%.*s)", STR_ARG(name), STR_ARG(n->meta->text));
    }
    if (text.len) return arena_printf(a, "the literal %.*s", STR_ARG(text));
    return arena_printf(a, "a %s literal", pytype_name(pytype_of_value(g, m, v)));
}
