/* Unit tests of the core modules: meta parsing, origin/suppression patterns, the graph
 * builder (lookup, users, submodule resolution, unprinted subgraphs), target parsing, and
 * memory that stays linear where fuzzing found it quadratic (children, code frames). */
#include <stdio.h>
#include <string.h>

#include "base/arena.h"
#include "base/intern.h"
#include "diag/diag.h"
#include "model/graph.h"
#include "model/meta.h"
#include "model/pattern.h"
#include "model/pattern_internal.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static void test_meta(Arena *a)
{
    Meta m = {0};
    CHECK(meta_parse(a, str_from("f32[s0, 4][4, 1]cuda:0"), &m));
    CHECK(m.kind == META_TENSOR && m.dtype == DT_F32 && m.rank == 2 && m.has_strides);
    CHECK(str_eqz(m.sizes[0].text, "s0") && !m.sizes[0].is_const && m.sizes[0].syms == SYM_BACKED);
    CHECK(m.sizes[1].is_const && m.sizes[1].value == 4);
    CHECK(m.strides[0].value == 4 && m.strides[1].value == 1);
    CHECK(str_eqz(m.device, "cuda:0"));
    CHECK(meta_is_contiguous(&m) == 1);

    CHECK(meta_parse(a, str_from("b8[][]cpu"), &m));
    CHECK(m.kind == META_TENSOR && m.dtype == DT_B8 && m.rank == 0 && m.has_strides && str_eqz(m.device, "cpu"));

    CHECK(meta_parse(a, str_from("i64[u0, Max(1, s1)]"), &m));
    CHECK(m.rank == 2 && m.sizes[0].syms == SYM_UNBACKED && str_eqz(m.sizes[1].text, "Max(1, s1)"));
    CHECK(m.sizes[1].syms == SYM_BACKED && !m.has_strides && m.device.len == 0);

    CHECK(meta_parse(a, str_from("Sym(Eq(u4*u5, 0))"), &m));
    CHECK(m.kind == META_SYM && m.syms == SYM_UNBACKED && str_eqz(m.sym, "Eq(u4*u5, 0)"));
    CHECK(meta_parse(a, str_from("Sym(zuf0)"), &m) && m.syms == SYM_UFLOAT);
    CHECK(meta_parse(a, str_from("Sym(s0 > 4)"), &m) && m.syms == SYM_BACKED);

    CHECK(meta_parse(a, str_from("torch.Tensor"), &m) && m.kind == META_TYPE);
    CHECK(!meta_parse(a, str_from("f32[4, 4"), &m) && m.kind == META_BAD);
    CHECK(!meta_parse(a, str_from("f32[2][1, 1]cpu"), &m) && m.kind == META_BAD);

    /* every abbreviation in the spec's table */
    const char *abbrs[] = {"bf16", "f64", "f32", "f16", "f8e4m3fn", "f8e5m2", "f8e4m3fnuz", "f8e5m2fnuz",
                           "f8e8m0fnu", "f8e8m0fnux4", "f4e2m1fnx2", "c32", "c64", "c128", "i8", "i16",
                           "i32", "i64", "b8", "u8", "u16", "u32", "u64", "b16", "b1x8"};
    for (size_t i = 0; i < sizeof abbrs / sizeof abbrs[0]; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s[2]", abbrs[i]);
        CHECK(meta_parse(a, str_from(buf), &m) && m.dtype != DT_UNKNOWN);
        CHECK(strcmp(dtype_abbr(m.dtype), abbrs[i]) == 0);
    }
    CHECK(dtype_from_name(str_from("torch.float16")) == DT_F16);
    CHECK(dtype_from_name(str_from("float")) == DT_F32);

    /* a transposed layout is not contiguous */
    CHECK(meta_parse(a, str_from("f32[4, 3][1, 4]cpu"), &m) && meta_is_contiguous(&m) == 0);
    CHECK(meta_parse(a, str_from("f32[4, s0][s0, 1]cpu"), &m) && meta_is_contiguous(&m) == 1);
    /* found by fuzzing: the size product overflowed int64 (undefined behaviour) */
    CHECK(meta_parse(a, str_from("f32[4611686018427387904, 4][4, 1]"), &m) && meta_is_contiguous(&m) == -1);
    CHECK(meta_parse(a, str_from("f[0,3111111111111111111,3,2][18,6,2,1]"), &m) && meta_is_contiguous(&m) == -1);
}

static void test_patterns(void)
{
    Origin o;
    CHECK(pattern_origin(str_from("# File: /a/model.py:12 in forward, code: y.add_(1)"), &o));
    CHECK(str_eqz(o.file, "/a/model.py") && o.line == 12 && str_eqz(o.function, "forward"));
    CHECK(str_eqz(o.code, "y.add_(1)"));
    CHECK(pattern_origin(str_from(" # File: C:/x/t.py:4, code: x = a / (torch.abs(a) + 1)"), &o));
    CHECK(str_eqz(o.file, "C:/x/t.py") && o.line == 4 && o.function.len == 0);
    CHECK(str_eqz(o.code, "x = a / (torch.abs(a) + 1)"));
    CHECK(!pattern_origin(str_from("# some comment"), &o));
    CHECK(pattern_no_stacktrace(str_from("        # No stacktrace found for following nodes")));

    Str codes;
    CHECK(pattern_suppression(str_from("x = y  # fxlint: ignore[FX101, FX2]"), &codes) == SUPPRESS_LINE);
    CHECK(str_eqz(codes, "FX101, FX2"));
    CHECK(pattern_suppression(str_from("# fxlint: ignore-file[FX904]"), &codes) == SUPPRESS_FILE);
    CHECK(pattern_suppression(str_from("x = y  # noqa: FX101"), &codes) == SUPPRESS_LINE && str_eqz(codes, "FX101"));
    CHECK(pattern_suppression(str_from("x = y  # noqa"), &codes) == SUPPRESS_LINE && codes.len == 0);
    CHECK(pattern_suppression(str_from("x = y  # nothing"), &codes) == SUPPRESS_NONE);
}

/* PAT_ORIGIN is matched by hand for plain text (pattern.c) and by PCRE2 for the rest: the two
 * must give the same groups on every line. Lines are drawn from the pieces that decide the
 * regex's lazy groups and optional parts (colons, digits, ` in `, commas, `code:`, blanks),
 * plus bytes that send the text to PCRE2 (non-ASCII, control characters). */
static bool same_group(Str a, Str b, Str base)
{
    if (!a.ptr || !b.ptr) return !a.ptr && !b.ptr;
    return a.len == b.len && a.ptr - base.ptr == b.ptr - base.ptr;
}

static void test_origin_pattern_oracle(void)
{
    static const char *const pieces[] = {
        "#", "# ", "File:", "File: ", "file:", ":", ":", "12", "7", "0", "3a", " in ", "in", " in", "in ",
        ",", ", ", " code:", "code:", "code: ", "x", "forward", "/a/b.py", "C:", " ", "  ", "\t", "a,b",
        "\xc3\xa9", "\r", "\v", "\xff", "File:", ":1", " in f, code: y",
    };
    const uint32_t npieces = sizeof pieces / sizeof pieces[0];
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    uint32_t matched = 0, unmatched = 0, with_fn = 0, with_code = 0;
    char buf[256];
    for (uint32_t round = 0; round < 200000; round++) {
        size_t len = 0;
        if (round % 4 != 0) len = (size_t)snprintf(buf, sizeof buf, "%s", round % 3 ? "# File: " : "#\tFile:");
        /* half the lines follow the shape of an origin, a piece dropped or a random one added
         * here and there; the other half are random pieces */
        static const char *const shape[] = {"/a/b.py", ":", "12", " in ", "forward", ", code: ", "x = y"};
        bool shaped = round % 2 == 0;
        uint32_t k = shaped ? 7 : 0;
        if (!shaped) {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            k = (uint32_t)(seed >> 60) + 1;
        }
        for (uint32_t j = 0; j < k; j++) {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            const char *p = shaped ? ((seed >> 20) % 8 ? shape[j] : "") : pieces[(seed >> 33) % npieces];
            const char *extra = shaped && (seed >> 40) % 5 == 0 ? pieces[(seed >> 45) % npieces] : "";
            size_t n = strlen(p), m = strlen(extra);
            if (len + n + m >= sizeof buf) break;
            memcpy(buf + len, p, n);
            memcpy(buf + len + n, extra, m);
            len += n + m;
        }
        Str line = str_make(buf, len);
        Str fast[PATTERN_MAX_GROUPS], slow[PATTERN_MAX_GROUPS];
        bool f = pattern_origin_groups(line, fast), s = pattern_match(PAT_ORIGIN, str_trim(line), slow);
        bool same = f == s;
        for (int g = 1; same && f && g <= 4; g++) same = same_group(fast[g], slow[g], line);
        if (!same) {
            fprintf(stderr, "origin pattern differs from PCRE2 on '%.*s'\n", (int)len, buf);
            failures++;
            return;
        }
        if (f) {
            matched++;
            with_fn += fast[3].ptr != NULL;
            with_code += fast[4].ptr != NULL;
        } else {
            unmatched++;
        }
    }
    /* the draw reaches every outcome: a comparison that saw only one measures little */
    CHECK(matched > 10000 && unmatched > 10000 && with_fn > 1000 && with_code > 1000);
    /* what the lazy groups decide */
    Str g[PATTERN_MAX_GROUPS];
    CHECK(pattern_origin_groups(str_from("# File: a:1 b:2"), g) && str_eqz(g[1], "a:1 b") && str_eqz(g[2], "2"));
    CHECK(!pattern_origin_groups(str_from("# File: a.py:3 in f, x, code: y"), g));
    CHECK(pattern_origin_groups(str_from("# File: a.py:3 in f, x:4, code: y"), g) && str_eqz(g[1], "a.py:3 in f, x"));
    CHECK(pattern_origin_groups(str_from("# File: a.py:3 in f, code:  y "), g) && str_eqz(g[3], "f") && str_eqz(g[4], " y"));
    CHECK(!pattern_origin_groups(str_from("# File: a.py:3 in f, x"), g));
}

static void test_targets(void)
{
    Target t = target_from_callable(str_from("torch.ops.aten.add_.Tensor"));
    CHECK(t.kind == TK_OP && str_eqz(t.ns, "aten") && str_eqz(t.op, "add_") && str_eqz(t.overload, "Tensor"));
    t = target_from_callable(str_from("torch.ops.higher_order.cond"));
    CHECK(target_is_hop(&t) && str_eqz(t.op, "cond") && t.overload.len == 0);
    t = target_from_callable(str_from("torch._higher_order_ops.effects.with_effects"));
    CHECK(target_is_hop(&t) && str_eqz(t.op, "with_effects"));
    t = target_from_callable(str_from("operator.getitem"));
    CHECK(t.kind == TK_OPERATOR && str_eqz(t.op, "getitem"));
    t = target_from_callable(str_from("<built-in function add>"));
    CHECK(t.kind == TK_OPERATOR && str_eqz(t.op, "add"));
    t = target_from_callable(str_from("torch._C._nn.linear"));
    CHECK(t.kind == TK_CALLABLE && str_eqz(t.op, "linear"));
    t = target_from_callable(str_from("torch.ops.mylib.foo.default"));
    CHECK(t.kind == TK_OP && str_eqz(t.ns, "mylib") && str_eqz(t.op, "foo") && str_eqz(t.overload, "default"));
}

static Node mk(NodeKind k, const char *name, Target t)
{
    Node n;
    memset(&n, 0, sizeof n);
    n.kind = k;
    n.name = str_from(name);
    n.target = t;
    n.origin = NONE_ID;
    return n;
}

static Value ref(NodeId id) { Value v; memset(&v, 0, sizeof v); v.kind = VK_NODE; v.node = id; return v; }

/* An empty graph to build by hand, in `a`: its root module. */
static ModuleId hand_graph(Arena *a, Source *src, Graph *g)
{
    static const char text[] = "class GraphModule(torch.nn.Module): ...\n";
    source_init(src, a, "t.py", text, sizeof text - 1);
    graph_init(g, a, src);
    return graph_add_module(g, str_from("GraphModule"), NONE_ID, (Span){0, 5});
}

static void test_builder(Arena *a)
{
    Source src;
    Graph g;
    ModuleId root = hand_graph(a, &src, &g);
    ModuleId tb = graph_add_module(&g, str_from("true_graph_0"), root, (Span){0, 5});
    ModuleId lam = graph_add_module(&g, str_from("<lambda>"), root, (Span){0, 5});

    Target attr = {0};
    attr.kind = TK_ATTR;
    attr.qualname = str_from("x");
    NodeId x = graph_add_node(&g, root, &(Node){.kind = NK_PLACEHOLDER, .name = str_from("x"), .target = attr, .origin = NONE_ID});
    graph_bind_name(&g, root, str_from("l_x_"), x);
    CHECK(graph_lookup(&g, root, str_from("l_x_")) == x);
    CHECK(graph_lookup(&g, root, str_from("nope")) == NONE_ID);

    Target ta = {TK_ATTR, str_from("true_graph_0"), {0}, {0}, {0}};
    Node n = mk(NK_GET_ATTR, "true_graph_0", ta);
    NodeId t0 = graph_add_node(&g, root, &n);
    Target tf = {TK_ATTR, str_from("false_graph_0"), {0}, {0}, {0}};
    n = mk(NK_GET_ATTR, "false_graph_0", tf);
    NodeId f0 = graph_add_node(&g, root, &n);
    Target tu = {TK_ATTR, str_from("body_graph_0"), {0}, {0}, {0}};
    n = mk(NK_GET_ATTR, "body_graph_0", tu);
    NodeId b0 = graph_add_node(&g, root, &n);

    Value *args = ARENA_ARRAY(a, Value, 4);
    args[0] = ref(x);
    args[1] = ref(t0);
    args[2] = ref(f0);
    args[3].kind = VK_TUPLE;
    args[3].seq.n = 2;
    args[3].seq.items = ARENA_ARRAY(a, Value, 2);
    args[3].seq.items[0] = ref(x);
    args[3].seq.items[1] = ref(x);
    n = mk(NK_CALL_FUNCTION, "cond", target_from_callable(str_from("torch.ops.higher_order.cond")));
    n.args = args;
    n.nargs = 4;
    NodeId c = graph_add_node(&g, root, &n);
    Value *args2 = ARENA_ARRAY(a, Value, 1);
    args2[0] = ref(b0);
    n = mk(NK_CALL_FUNCTION, "map_impl", target_from_callable(str_from("torch.ops.higher_order.map_impl")));
    n.args = args2;
    n.nargs = 1;
    graph_add_node(&g, root, &n);
    graph_finish(&g);

    const Module *r = graph_module(&g, root);
    CHECK(r->nodes[x].nusers == 1 && r->nodes[x].users[0] == c); /* listed once though used thrice */
    CHECK(r->nodes[t0].submodule == tb);
    CHECK(r->nodes[f0].submodule == lam); /* the <lambda> class takes the leftover get_attr */
    CHECK(str_eqz(g.modules[lam].attr, "false_graph_0"));
    CHECK(strcmp(g.modules[lam].path, "GraphModule.false_graph_0") == 0);
    ModuleId body = r->nodes[b0].submodule;
    CHECK(body != NONE_ID && !g.modules[body].printed);
    CHECK(graph_find_path(&g, "GraphModule.true_graph_0") == tb);
    CHECK(graph_child(&g, root, str_from("true_graph_0")) == tb);
}

/* A module of more than 16 children finds a get_attr's class through an index: the same answers
 * as the search (the first child of a name wins), and a `<lambda>` class named by a leftover
 * get_attr is found by the next get_attr of that name. */
static void test_children_index(Arena *a)
{
    Source src;
    Graph g;
    ModuleId root = hand_graph(a, &src, &g);
    ModuleId sub[20];
    for (int i = 0; i < 20; i++)
        sub[i] = graph_add_module(&g, str_from(arena_printf(a, "sub_%d", i)), root, (Span){0, 5});
    ModuleId again = graph_add_module(&g, str_from("sub_3"), root, (Span){0, 5});
    ModuleId lam1 = graph_add_module(&g, str_from("<lambda>"), root, (Span){0, 5});
    ModuleId lam2 = graph_add_module(&g, str_from("<lambda>"), root, (Span){0, 5});
    const char *names[] = {"sub_19", "sub_3", "sub_0", "left_a", "left_a", "left_b", "sub_7"};
    NodeId at[7];
    for (int i = 0; i < 7; i++) {
        Target t = {TK_ATTR, str_from(names[i]), {0}, {0}, {0}};
        Node n = mk(NK_GET_ATTR, arena_printf(a, "%s_%d", names[i], i), t);
        at[i] = graph_add_node(&g, root, &n);
    }
    graph_finish(&g);
    const Module *r = graph_module(&g, root);
    CHECK(r->nodes[at[0]].submodule == sub[19] && r->nodes[at[2]].submodule == sub[0] &&
          r->nodes[at[6]].submodule == sub[7]);
    CHECK(r->nodes[at[1]].submodule == sub[3] && again != sub[3]); /* the first of the name */
    CHECK(r->nodes[at[3]].submodule == lam1 && r->nodes[at[4]].submodule == lam1);
    CHECK(r->nodes[at[5]].submodule == lam2);
    for (int i = 0; i < 7; i++) CHECK(r->nodes[at[i]].submodule == graph_child(&g, root, str_from(names[i])));
}

/* The string table: numbers in the order first seen, one copy per string, and a lookup that
 * adds nothing (through the table's growth). */
static void test_intern(Arena *a)
{
    Intern t;
    intern_init(&t, a);
    CHECK(intern_find(&t, str_from("x")) == UINT32_MAX);
    bool added = false;
    for (uint32_t i = 0; i < 200; i++) {
        CHECK(intern_index(&t, str_from(arena_printf(a, "id_%u", i)), &added) == i && added);
        CHECK(intern_index(&t, str_from(arena_printf(a, "id_%u", i / 2)), &added) == i / 2 && !added);
    }
    CHECK(intern_find(&t, str_from("id_137")) == 137 && intern_find(&t, str_from("id_200")) == UINT32_MAX);
    CHECK(t.strs.len == 200 && intern_str(&t, str_from("id_5")).ptr == intern_str(&t, str_from("id_5")).ptr);
}

/* Found by fuzzing: a module's children grew one at a time, and an arena keeps every old copy,
 * so 5000 subgraphs took 50 MB (20000 took 3 GB and aborted). */
static void test_many_children(void)
{
    Arena a;
    arena_init(&a);
    Source src;
    Graph g;
    ModuleId root = hand_graph(&a, &src, &g);
    size_t before = a.total;
    enum { N = 5000 };
    for (uint32_t i = 0; i < N; i++) graph_add_module(&g, str_from("true_graph_0"), root, (Span){0, 5});
    CHECK(g.modules[root].nchildren == N);
    CHECK(g.modules[root].children[0] == 1 && g.modules[root].children[N - 1] == N);
    CHECK(a.total - before < 4u << 20);
    arena_free(&a);
}

/* Found by fuzzing: every finding kept its own copy of its line, so thousands of findings on a
 * long line (each operand of a call) took gigabytes; a run on one line shares one copy, also
 * after a merge. Related locations grow by doubling, and a merged list can take more. */
static void test_diag_growth(void)
{
    enum { LINE = 100000, N = 2000 };
    Arena a, b;
    arena_init(&a);
    arena_init(&b);
    char *text = arena_alloc(&a, LINE + 8);
    memcpy(text, "head\n", 5);
    for (uint32_t i = 5; i < LINE + 5; i++) text[i] = (char)('a' + i % 26);
    memcpy(text + LINE + 5, "\ntail", 6);
    Source src;
    source_init(&src, &a, "t.py", text, LINE + 10);
    DiagList l, merged;
    diag_list_init(&l, &a);
    diag_list_init(&merged, &b);
    size_t before = a.total;
    for (uint32_t i = 0; i < N; i++) diag_add(&l, &src, (Span){5 + i, 6 + i}, 0, SEV_ERROR, "finding %u", i);
    Diag *tail = diag_add(&l, &src, (Span){LINE + 7, LINE + 8}, 0, SEV_ERROR, "on the last line");
    CHECK(a.total - before < 16u << 20); /* one shared copy; N copies are 200 MB */
    CHECK(l.items[0].line == 2 && l.items[N - 1].line == 2 && l.items[N - 1].col == N);
    CHECK(strlen(l.items[N - 1].line_text) == LINE && memcmp(l.items[N - 1].line_text, text + 5, LINE) == 0);
    CHECK(strcmp(tail->line_text, "tail") == 0);
    for (uint32_t i = 0; i < 1000; i++) diag_add_related(&l, tail, &src, (Span){i, i + 1}, "note %u", i);
    CHECK(tail->nrelated == 1000 && tail->related[999].line == 2 && strcmp(tail->related[999].message, "note 999") == 0);
    before = b.total;
    diag_list_merge(&merged, &l);
    CHECK(merged.len == N + 1 && b.total - before < 16u << 20);
    CHECK(strlen(merged.items[N - 1].line_text) == LINE && strcmp(merged.items[N].line_text, "tail") == 0);
    /* the merged copy of 1000 related locations has room to grow */
    Diag *m = &merged.items[N];
    for (uint32_t i = 0; i < 100; i++) diag_add_related(&merged, m, &src, (Span){0, 1}, "more %u", i);
    CHECK(m->nrelated == 1100 && m->related[0].line == 1 && strcmp(m->related[1099].message, "more 99") == 0);
    arena_free(&b);
    arena_free(&a);
}

int main(void)
{
    Arena a;
    arena_init(&a);
    test_meta(&a);
    test_patterns();
    test_origin_pattern_oracle();
    test_targets();
    test_builder(&a);
    test_children_index(&a);
    test_intern(&a);
    arena_free(&a);
    test_many_children();
    test_diag_growth();
    pattern_cleanup();
    if (failures) {
        fprintf(stderr, "test_core: %d failures\n", failures);
        return 1;
    }
    printf("test_core: ok\n");
    return 0;
}
