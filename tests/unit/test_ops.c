/* Unit tests of the op table (ops_table.c, generated from PyTorch's schema registry) and of
 * ops_for_node on every printed spelling: aten overloads, Tensor methods, torch functions,
 * F.*(inplace=True), operators and indexing. Also regenerates the table from the torch in
 * build/venv (or $FXLINT_TORCH_YAML) when it is the release the table records, and fails on any
 * difference from the committed file. */
#define OPSGEN_NO_MAIN
#include "analyzer/knowledge/gen/opsgen.c"

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/arena.h"
#include "model/graph.h"
#include "model/meta.h"
#include "knowledge/ops.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

/* ---- a one-module graph built by hand ---- */

typedef struct T {
    Arena *a;
    Graph g;
    Source src;
    ModuleId m;
} T;

static void t_init(T *t, Arena *a)
{
    static const char text[] = "graph\n";
    t->a = a;
    source_init(&t->src, a, "t.py", text, sizeof text - 1);
    graph_init(&t->g, a, &t->src);
    t->m = graph_add_module(&t->g, str_from("GraphModule"), NONE_ID, (Span){0, 1});
}

static const Meta *meta(T *t, const char *text)
{
    if (!text) return &meta_absent;
    Meta *m = ARENA_NEW(t->a, Meta);
    meta_parse(t->a, str_from(text), m);
    return m;
}

static NodeId ph(T *t, const char *name, const char *annotation)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.kind = NK_PLACEHOLDER;
    n.name = str_from(name);
    n.target.kind = TK_ATTR;
    n.target.qualname = n.name;
    n.meta = meta(t, annotation);
    n.origin = NONE_ID;
    return graph_add_node(&t->g, t->m, &n);
}

static Value vnode(NodeId id) { Value v; memset(&v, 0, sizeof v); v.kind = VK_NODE; v.node = id; return v; }
static Value vint(int64_t i) { Value v; memset(&v, 0, sizeof v); v.kind = VK_INT; v.i = i; return v; }
static Value vbool(bool b) { Value v; memset(&v, 0, sizeof v); v.kind = VK_BOOL; v.b = b; return v; }
static Value vnone(void) { Value v; memset(&v, 0, sizeof v); v.kind = VK_NONE; return v; }

static Value vlist(T *t, uint32_t n, const Value *items)
{
    Value v;
    memset(&v, 0, sizeof v);
    v.kind = VK_LIST;
    v.seq.items = ARENA_ARRAY(t->a, Value, n ? n : 1);
    if (n) memcpy(v.seq.items, items, sizeof(Value) * n);
    v.seq.n = n;
    return v;
}

/* A call: target "torch.ops.aten.add_.Tensor" / "operator.getitem" / "torch.add" (function),
 * or ".add_" (a method). kw is "key" names for the last nkw of the nargs values. */
static const Node *call(T *t, const char *target, const char *annotation, uint32_t nargs, const Value *args,
                        uint32_t nkw, const char *const *keys, const Value *kwvals)
{
    Node n;
    memset(&n, 0, sizeof n);
    if (target[0] == '.') {
        n.kind = NK_CALL_METHOD;
        n.target.kind = TK_METHOD;
        n.target.op = n.target.qualname = str_from(target + 1);
    } else {
        n.kind = NK_CALL_FUNCTION;
        n.target = target_from_callable(str_from(target));
    }
    n.name = str_from("n");
    n.meta = meta(t, annotation);
    n.origin = NONE_ID;
    n.args = ARENA_ARRAY(t->a, Value, nargs ? nargs : 1);
    if (nargs) memcpy(n.args, args, sizeof(Value) * nargs);
    n.nargs = nargs;
    n.kwargs = ARENA_ARRAY(t->a, Kwarg, nkw ? nkw : 1);
    for (uint32_t i = 0; i < nkw; i++) n.kwargs[i] = (Kwarg){str_from(keys[i]), kwvals[i]};
    n.nkwargs = nkw;
    NodeId id = graph_add_node(&t->g, t->m, &n);
    return module_node(graph_module(&t->g, t->m), id);
}

static const OpFacts *facts(T *t, const Node *n, OpFacts *f) { return ops_for_node(&t->g, t->m, n, f); }

static bool writes_pos(const OpFacts *f, int pos, uint8_t strength)
{
    for (uint32_t i = 0; i < f->nwrites; i++)
        if (f->writes[i].pos == pos && f->write_strength[i] == strength) return true;
    return false;
}

static bool writes_name(const OpFacts *f, const char *name)
{
    for (uint32_t i = 0; i < f->nwrites; i++)
        if (f->writes[i].name && strcmp(f->writes[i].name, name) == 0) return true;
    return false;
}

/* ---- the table itself ---- */

static void test_table(void)
{
    /* PyTorch 2.13.0's packaged native_functions.yaml: 2584 `- func:` entries */
    CHECK(strcmp(ops_table_version, "2.13.0") == 0);
    CHECK(strcmp(ops_table_sha256, "63bd04646fa7ee7a496a8f3095204ae0c8cfcde5b1282789ea92f9faa713491c") == 0);
    CHECK(ops_nschemas == 2584);
    for (uint32_t i = 1; i < ops_nschemas; i++) {
        int c = strcmp(ops_schemas[i - 1].name, ops_schemas[i].name);
        if (!c) c = strcmp(ops_schemas[i - 1].overload, ops_schemas[i].overload);
        CHECK(c < 0);
        if (c >= 0) break;
    }

    const OpSchema *s = ops_lookup(str_from("add_"), str_from("Tensor"));
    CHECK(s && s->nargs == 3 && (op_schema_arg(s, 0)->flags & OPA_WRITE) && op_schema_arg(s, 0)->alias == 'a');
    CHECK(s && !(op_schema_arg(s, 1)->flags & OPA_WRITE) && (op_schema_arg(s, 2)->flags & OPA_KWONLY));
    CHECK(s && s->nrets == 1 && op_schema_ret(s, 0)->alias == 'a' && (op_schema_ret(s, 0)->flags & OPA_WRITE));
    CHECK(s && (s->tags & OPTAG_POINTWISE) && (s->variants & OPV_METHOD));

    s = ops_lookup(str_from("view"), str_from("default"));
    CHECK(s && op_schema_arg(s, 0)->alias == 'a' && !(op_schema_arg(s, 0)->flags & OPA_WRITE));
    CHECK(s && op_schema_ret(s, 0)->alias == 'a');
    CHECK(ops_lookup(str_from("view"), str_from("")) == s);
    s = ops_lookup(str_from("view_copy"), str_from("default"));
    CHECK(s && op_schema_ret(s, 0)->alias == 0 && (s->tags & OPTAG_VIEW_COPY));
    s = ops_lookup(str_from("split"), str_from("Tensor"));
    CHECK(s && (op_schema_arg(s, 0)->flags & OPA_WILDCARD) && op_schema_ret(s, 0)->type == OPT_TENSOR_LIST);
    s = ops_lookup(str_from("add"), str_from("out"));
    CHECK(s && op_schema_find_arg(s, "out") == 3 && (op_schema_arg(s, 3)->flags & (OPA_WRITE | OPA_KWONLY)));
    s = ops_lookup(str_from("nonzero"), str_from(""));
    CHECK(s && (s->tags & OPTAG_DYNAMIC_OUTPUT_SHAPE) && (s->tags & OPTAG_CORE));
    s = ops_lookup(str_from("equal"), str_from(""));
    CHECK(s && (s->tags & OPTAG_DATA_DEPENDENT_OUTPUT) && op_schema_ret(s, 0)->type == OPT_BOOL);
    s = ops_lookup(str_from("t_"), str_from(""));
    CHECK(s && (s->tags & OPTAG_INPLACE_VIEW));
    s = ops_lookup(str_from("resize_"), str_from(""));
    CHECK(s && (s->tags & OPTAG_INPLACE_VIEW) && (s->tags & OPTAG_CORE));
    s = ops_lookup(str_from("bernoulli_"), str_from("float"));
    CHECK(s && (s->tags & OPTAG_NONDETERMINISTIC_SEEDED));
    s = ops_lookup(str_from("_native_batch_norm_legit"), str_from(""));
    CHECK(s && (op_schema_arg(s, op_schema_find_arg(s, "running_mean"))->flags & OPA_WRITE));
    s = ops_lookup(str_from("_test_string_default"), str_from(""));
    CHECK(s && s->nargs == 3 && op_schema_find_arg(s, "b") == 2); /* quotes and escapes in defaults */
    CHECK(!ops_lookup(str_from("add_"), str_from("Nope")));
    CHECK(!ops_lookup(str_from("not_an_op"), str_from("")));
    uint32_t n;
    CHECK(ops_overloads(str_from("add"), &n) && n == 3); /* Scalar, Tensor, out */
    CHECK(strcmp(op_tag_name(0), "inplace_view") == 0 && strcmp(op_tag_name(11), "maybe_aliasing_or_mutating") == 0);
    char buf[64];
    CHECK(strcmp(op_schema_format(ops_lookup(str_from("add_"), str_from("Tensor")), buf, sizeof buf), "aten::add_.Tensor") == 0);

    CHECK(ops_name_is_inplace(str_from("add_")) && ops_name_is_inplace(str_from("resize_storage_bytes_")));
    CHECK(!ops_name_is_inplace(str_from("__and__")) && ops_name_is_inplace(str_from("__iand__")));
    CHECK(ops_name_is_inplace(str_from("iadd")) && !ops_name_is_inplace(str_from("relu")));
    CHECK(!ops_name_is_inplace(str_from("_")));
}

/* ---- aten spellings ---- */

static void test_aten(Arena *a)
{
    T t;
    t_init(&t, a);
    NodeId x = ph(&t, "x", "f32[4, 4][4, 1]cpu");
    NodeId xt = ph(&t, "xt", "f32[4, 4][1, 4]cpu");
    NodeId bare = ph(&t, "bare", NULL);
    NodeId mask = ph(&t, "mask", "b8[4]");
    NodeId idx = ph(&t, "idx", "i64[2]");
    OpFacts f;
    const OpFacts *p;

    p = facts(&t, call(&t, "torch.ops.aten.add_.Tensor", "f32[4, 4]", 2, (Value[]){vnode(x), vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_SCHEMA) && (p->flags & OPF_INPLACE) && (p->flags & OPF_MUTABLE));
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->nwrites == 1);
    CHECK(p && p->results[0].alias == ALIAS_MUST && p->results[0].of.pos == 0);

    p = facts(&t, call(&t, "torch.ops.aten.view.default", NULL, 2, (Value[]){vnode(x), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0 && p->results[0].alias == ALIAS_MUST && p->results[0].of.pos == 0);
    p = facts(&t, call(&t, "torch.ops.aten.view_copy.default", NULL, 2, (Value[]){vnode(x), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE && (p->flags & OPF_VIEW_COPY));
    p = facts(&t, call(&t, "torch.ops.aten._to_copy.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE && p->nwrites == 0);
    p = facts(&t, call(&t, "torch.ops.aten.clone.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, "torch.ops.aten._unsafe_view.default", NULL, 2, (Value[]){vnode(x), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);

    /* reshape may alias; a contiguous input makes it a view */
    p = facts(&t, call(&t, "torch.ops.aten.reshape.default", NULL, 2, (Value[]){vnode(bare), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);
    p = facts(&t, call(&t, "torch.ops.aten.reshape.default", NULL, 2, (Value[]){vnode(x), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, "torch.ops.aten.reshape.default", NULL, 2, (Value[]){vnode(xt), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);
    /* contiguous: self when contiguous, a copy when not, unknown without strides */
    p = facts(&t, call(&t, "torch.ops.aten.contiguous.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, "torch.ops.aten.contiguous.default", NULL, 1, (Value[]){vnode(xt)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, "torch.ops.aten.contiguous.default", NULL, 1, (Value[]){vnode(bare)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);

    p = facts(&t, call(&t, "torch.ops.aten.nonzero.default", "i64[u0, 2]", 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DYNAMIC_SHAPE) && (p->tags & OPTAG_DYNAMIC_OUTPUT_SHAPE));
    p = facts(&t, call(&t, "torch.ops.aten.equal.default", NULL, 2, (Value[]){vnode(x), vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DATA_DEPENDENT) && !(p->flags & OPF_SCALAR_OUT) && !p->results[0].tensor);
    p = facts(&t, call(&t, "torch.ops.aten._local_scalar_dense.default", "Sym(u0)", 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DATA_DEPENDENT) && (p->flags & OPF_SCALAR_OUT));
    p = facts(&t, call(&t, "torch.ops.aten.t_.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_METADATA) && (p->tags & OPTAG_INPLACE_VIEW) && writes_pos(p, 0, ALIAS_MUST));
    p = facts(&t, call(&t, "torch.ops.aten.copy_.default", NULL, 2, (Value[]){vnode(x), vnode(xt)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->nwrites == 1);

    /* index.Tensor: dynamic only with a bool index */
    Value il = vlist(&t, 1, (Value[]){vnode(mask)});
    p = facts(&t, call(&t, "torch.ops.aten.index.Tensor", NULL, 2, (Value[]){vnode(x), il}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DYNAMIC_SHAPE));
    il = vlist(&t, 1, (Value[]){vnode(idx)});
    p = facts(&t, call(&t, "torch.ops.aten.index.Tensor", NULL, 2, (Value[]){vnode(x), il}, 0, NULL, NULL), &f);
    CHECK(p && !(p->flags & (OPF_DYNAMIC_SHAPE | OPF_DYNAMIC_MAYBE)));

    /* a Tensor[] argument written: every element */
    Value xs = vlist(&t, 2, (Value[]){vnode(x), vnode(xt)});
    p = facts(&t, call(&t, "torch.ops.aten._foreach_add_.Scalar", NULL, 2, (Value[]){xs, vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST));
    /* out= overloads write their out kwarg and return it */
    p = facts(&t, call(&t, "torch.ops.aten.add.out", NULL, 2, (Value[]){vnode(x), vnode(xt)}, 1,
                       (const char *[]){"out"}, (Value[]){vnode(bare)}), &f);
    CHECK(p && (p->flags & OPF_OUT) && writes_name(p, "out") && p->writes[0].pos == -1);
    CHECK(p && p->results[0].alias == ALIAS_MUST && strcmp(p->results[0].of.name, "out") == 0);
    /* split: a list of views of self */
    p = facts(&t, call(&t, "torch.ops.aten.split.Tensor", NULL, 2, (Value[]){vnode(x), vint(2)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_TUPLE) && p->results[0].list && p->results[0].alias == ALIAS_MUST);
    /* batch norm writes its running stats in training only */
    Value bn[8] = {vnode(x), vnone(), vnone(), vnode(xt), vnode(bare), vbool(true), vint(0), vint(0)};
    p = facts(&t, call(&t, "torch.ops.aten.native_batch_norm.default", NULL, 8, bn, 0, NULL, NULL), &f);
    CHECK(p && writes_name(p, "running_mean") && writes_name(p, "running_var") && writes_pos(p, 3, ALIAS_MUST));
    bn[5] = vbool(false);
    p = facts(&t, call(&t, "torch.ops.aten.native_batch_norm.default", NULL, 8, bn, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0);
    /* dropout (maybe_aliasing_or_mutating) may return its input */
    p = facts(&t, call(&t, "torch.ops.aten.dropout.default", NULL, 3, (Value[]){vnode(x), vint(0), vbool(false)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);
    /* other namespaces: naming convention */
    p = facts(&t, call(&t, "torch.ops.inductor.resize_storage_bytes_.default", NULL, 2, (Value[]){vnode(x), vint(0)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && (p->flags & OPF_GUESSED));
    p = facts(&t, call(&t, "torch.ops.mylib.foo.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0 && (p->flags & OPF_UNKNOWN));
    p = facts(&t, call(&t, "torch.ops.prims.view_of.default", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    /* HOPs are hop.h's business */
    CHECK(!facts(&t, call(&t, "torch.ops.higher_order.cond", NULL, 0, NULL, 0, NULL, NULL), &f));
}

/* ---- Dynamo (torch-level) spellings ---- */

static void test_torch_level(Arena *a)
{
    T t;
    t_init(&t, a);
    NodeId x = ph(&t, "l_x_", "f32[4, 4][4, 1]cpu");
    NodeId y = ph(&t, "l_y_", NULL);
    NodeId mask = ph(&t, "l_mask_", "b8[4]");
    NodeId s0 = ph(&t, "s0", "Sym(s0)");
    NodeId unknown = ph(&t, "l_i_", NULL);
    OpFacts f;
    const OpFacts *p;

    p = facts(&t, call(&t, ".add_", NULL, 2, (Value[]){vnode(x), vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->results[0].alias == ALIAS_MUST && (p->flags & OPF_INPLACE));
    p = facts(&t, call(&t, ".add", NULL, 2, (Value[]){vnode(x), vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0 && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, "torch.add", NULL, 2, (Value[]){vnode(x), vnode(y)}, 1, (const char *[]){"out"},
                       (Value[]){vnode(unknown)}), &f);
    CHECK(p && writes_name(p, "out") && (p->flags & OPF_OUT) && p->results[0].alias == ALIAS_MUST);
    CHECK(p && !writes_pos(p, 0, ALIAS_MUST) && !writes_pos(p, 0, ALIAS_MAY));
    p = facts(&t, call(&t, "torch.nn.functional.relu", NULL, 1, (Value[]){vnode(x)}, 1, (const char *[]){"inplace"},
                       (Value[]){vbool(true)}), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, "torch.nn.functional.relu", NULL, 2, (Value[]){vnode(x), vbool(true)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST));
    p = facts(&t, call(&t, "torch.nn.functional.relu", NULL, 1, (Value[]){vnode(x)}, 1, (const char *[]){"inplace"},
                       (Value[]){vbool(false)}), &f);
    CHECK(p && p->nwrites == 0 && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, "torch.relu_", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST));
    p = facts(&t, call(&t, "torch.nn.functional.batch_norm", NULL, 6,
                       (Value[]){vnode(x), vnode(y), vnode(unknown), vnone(), vnone(), vbool(true)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 1, ALIAS_MUST) && writes_pos(p, 2, ALIAS_MUST));

    p = facts(&t, call(&t, ".view", NULL, 2, (Value[]){vnode(x), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST && p->results[0].of.pos == 0);
    p = facts(&t, call(&t, ".t", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, ".reshape", NULL, 2, (Value[]){vnode(y), vint(-1)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);
    p = facts(&t, call(&t, ".contiguous", NULL, 1, (Value[]){vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);
    p = facts(&t, call(&t, ".clone", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, ".float", "f32[4, 4][4, 1]cpu", 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, ".half", "f16[4, 4][4, 1]cpu", 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE);
    p = facts(&t, call(&t, ".cuda", NULL, 1, (Value[]){vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY);

    /* indexing: basic is a view, a mask a data-dependent copy, a tensor index a copy */
    p = facts(&t, call(&t, "operator.getitem", NULL, 2, (Value[]){vnode(x), vint(0)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST && !(p->flags & OPF_GETITEM));
    p = facts(&t, call(&t, "operator.getitem", NULL, 2, (Value[]){vnode(x), vnode(s0)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, "operator.getitem", NULL, 2, (Value[]){vnode(x), vnode(mask)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_NONE && (p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, "operator.getitem", NULL, 2, (Value[]){vnode(x), vnode(unknown)}, 0, NULL, NULL), &f);
    CHECK(p && p->results[0].alias == ALIAS_MAY && (p->flags & OPF_DYNAMIC_MAYBE));
    p = facts(&t, call(&t, "operator.setitem", NULL, 3, (Value[]){vnode(x), vint(0), vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, ".__setitem__", NULL, 3, (Value[]){vnode(x), vnode(mask), vint(0)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST));
    p = facts(&t, call(&t, "operator.iadd", NULL, 2, (Value[]){vnode(x), vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->results[0].alias == ALIAS_MUST);
    p = facts(&t, call(&t, "operator.add", NULL, 2, (Value[]){vnode(x), vint(1)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0 && p->results[0].alias == ALIAS_NONE);
    /* getitem of a tuple-valued op selects an element */
    const Node *sp = call(&t, ".split", NULL, 2, (Value[]){vnode(x), vint(2)}, 0, NULL, NULL);
    NodeId spid = (NodeId)(sp - graph_module(&t.g, t.m)->nodes);
    p = facts(&t, call(&t, "operator.getitem", NULL, 2, (Value[]){vnode(spid), vint(0)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_GETITEM));

    p = facts(&t, call(&t, ".item", "Sym(u0)", 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_SCALAR_OUT) && (p->flags & OPF_DATA_DEPENDENT) && !p->results[0].tensor);
    p = facts(&t, call(&t, ".tolist", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_SCALAR_OUT));
    p = facts(&t, call(&t, ".nonzero", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, "torch.where", NULL, 1, (Value[]){vnode(mask)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, "torch.where", NULL, 3, (Value[]){vnode(mask), vnode(x), vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && !(p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, "torch.unique", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && (p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, ".repeat_interleave", NULL, 2, (Value[]){vnode(x), vint(2)}, 0, NULL, NULL), &f);
    CHECK(p && !(p->flags & OPF_DYNAMIC_SHAPE));
    p = facts(&t, call(&t, ".copy_", NULL, 2, (Value[]){vnode(x), vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->nwrites == 1);
    /* where.self binds the receiver to `self`, its second schema argument */
    p = facts(&t, call(&t, ".masked_fill_", NULL, 3, (Value[]){vnode(x), vnode(mask), vint(0)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && p->nwrites == 1);
    /* names the registry lacks: a trailing underscore still means in-place */
    p = facts(&t, call(&t, ".frobnicate_", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && writes_pos(p, 0, ALIAS_MUST) && (p->flags & OPF_GUESSED));
    p = facts(&t, call(&t, ".frobnicate", NULL, 1, (Value[]){vnode(x)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0 && (p->flags & OPF_UNKNOWN));
    p = facts(&t, call(&t, ".__and__", NULL, 2, (Value[]){vnode(x), vnode(y)}, 0, NULL, NULL), &f);
    CHECK(p && p->nwrites == 0);
}

/* ---- the committed table matches the yaml ---- */

static char *read_all(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, fp) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(fp);
    if (buf) buf[n] = 0;
    *len = (size_t)n;
    return buf;
}

/* The sha256 opsgen records of files holding a few known inputs (FIPS 180-4 examples), so the
 * recorded digest means what it says. */
static void test_sha256(void)
{
    static const struct {
        const char *in, *hex;
    } cases[] = {
        {"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
        {"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
        {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
    };
    char dir[] = "/tmp/fxlint-test-ops.XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char path[sizeof dir + 16];
    snprintf(path, sizeof path, "%s/in", dir);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FILE *f = fopen(path, "wb");
        CHECK(f != NULL);
        if (!f) break;
        fputs(cases[i].in, f);
        fclose(f);
        char hex[65] = "";
        CHECK(sha256_file(dir, "in", hex) == 0);
        CHECK(strcmp(hex, cases[i].hex) == 0);
    }
    char hex[65];
    CHECK(sha256_file(dir, "absent", hex) == -1);
    remove(path);
    rmdir(dir);
}

/* Regenerates the table from a torch's packaged yaml when one is installed (FXLINT_TORCH_YAML, or
 * build/venv's) and is the one the table records (same sha256): the result must be the committed
 * file, byte for byte. Without such a torch the committed table is all there is to test. */
static void test_regenerate(void)
{
    const char *env = getenv("FXLINT_TORCH_YAML");
    char dir[4096];
    if (env && *env) {
        snprintf(dir, sizeof dir, "%s", env);
    } else {
        glob_t gl;
        if (glob("build/venv/lib/python3*/site-packages/torchgen/packaged/ATen/native", 0, NULL, &gl) != 0) {
            printf("test_ops: skip regeneration check (no torch in build/venv)\n");
            return;
        }
        snprintf(dir, sizeof dir, "%s", gl.gl_pathv[0]);
        globfree(&gl);
    }
    char sha[65];
    if (sha256_file(dir, "native_functions.yaml", sha) < 0) {
        printf("test_ops: skip regeneration check (%s/native_functions.yaml absent)\n", dir);
        return;
    }
    if (strcmp(sha, ops_table_sha256) != 0) {
        printf("test_ops: skip regeneration check (%s is not PyTorch %s's registry)\n", dir, ops_table_version);
        return;
    }
    char *gen = NULL;
    size_t genlen = 0;
    FILE *mem = open_memstream(&gen, &genlen);
    CHECK(mem != NULL);
    if (!mem) return;
    int rc = opsgen_run(dir, ops_table_version, mem);
    fclose(mem);
    CHECK(rc == 0);
    size_t len = 0;
    char *committed = read_all("analyzer/knowledge/ops_table.c", &len);
    CHECK(committed != NULL);
    if (committed && rc == 0) {
        bool same = len == genlen && memcmp(committed, gen, len) == 0;
        if (!same) fprintf(stderr, "analyzer/knowledge/ops_table.c differs from what opsgen makes of %s: run make ops-table-check\n", dir);
        CHECK(same);
    }
    free(committed);
    free(gen);
}

int main(void)
{
    Arena a;
    arena_init(&a);
    test_table();
    test_sha256();
    test_aten(&a);
    test_torch_level(&a);
    test_regenerate();
    arena_free(&a);
    if (failures) {
        fprintf(stderr, "test_ops: %d failures\n", failures);
        return 1;
    }
    printf("test_ops: ok\n");
    return 0;
}
