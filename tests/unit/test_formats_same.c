/* One hand-written graph printed three ways (print_readable code, FX IR text, and inside an
 * ExportedProgram printout) must lower to the same model: the root module's nodes in order,
 * their kinds, names, targets, argument values and keyword arguments, the use edges and the
 * returned values. Metadata and spans are format-specific and not compared. */
#include <stdio.h>
#include <string.h>

#include "frontends/dispatch.h"
#include "frontends/fe_export.h"
#include "frontends/fe_fxir.h"
#include "frontends/fe_readable.h"
#include "diag/rules.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static const char readable_text[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, x: \"f32[4]\", y: \"f32[4]\"):\n"
    "        add: \"f32[4]\" = torch.ops.aten.add.Tensor(x, y)\n"
    "        mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(add, 2.5);  add = None\n"
    "        sum_1: \"f32[]\" = torch.ops.aten.sum.default(mul)\n"
    "        gt: \"b8[]\" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (mul, y));  gt = true_graph_0 = false_graph_0 = None\n"
    "        getitem: \"f32[4]\" = cond[0];  cond = None\n"
    "        clamp: \"f32[4]\" = torch.ops.aten.clamp.default(getitem, min = 0.0, max = 1.0);  getitem = None\n"
    "        zeros: \"f32[2, 3]\" = torch.ops.aten.zeros.default([2, 3], dtype = torch.float32, pin_memory = False)\n"
    "        view: \"f32[4]\" = torch.ops.aten.view.default(x, [-1]);  x = None\n"
    "        add_: \"f32[4]\" = torch.ops.aten.add_.Tensor(y, 1);  y = None\n"
    "        return (clamp, zeros, view, mul)\n"
    "        \n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, a: \"f32[4]\", b: \"f32[4]\"):\n"
    "            add: \"f32[4]\" = torch.ops.aten.add.Tensor(a, b);  a = b = None\n"
    "            return (add,)\n"
    "            \n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, a: \"f32[4]\", b: \"f32[4]\"):\n"
    "            sub: \"f32[4]\" = torch.ops.aten.sub.Tensor(a, b);  a = b = None\n"
    "            return (sub,)\n"
    "            \n";

static const char fxir_text[] =
    "graph():\n"
    "    %x : [num_users=2] = placeholder[target=x]\n"
    "    %y : [num_users=3] = placeholder[target=y]\n"
    "    %add : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%x, %y), kwargs = {})\n"
    "    %mul : [num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add, 2.5), kwargs = {})\n"
    "    %sum_1 : [num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul,), kwargs = {})\n"
    "    %gt : [num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%sum_1, 0), kwargs = {})\n"
    "    %true_graph_0 : [num_users=1] = get_attr[target=true_graph_0]\n"
    "    %false_graph_0 : [num_users=1] = get_attr[target=false_graph_0]\n"
    "    %cond : [num_users=1] = call_function[target=torch.ops.higher_order.cond](args = (%gt, %true_graph_0, %false_graph_0, (%mul, %y)), kwargs = {})\n"
    "    %getitem : [num_users=1] = call_function[target=operator.getitem](args = (%cond, 0), kwargs = {})\n"
    "    %clamp : [num_users=1] = call_function[target=torch.ops.aten.clamp.default](args = (%getitem,), kwargs = {min: 0.0, max: 1.0})\n"
    "    %zeros : [num_users=1] = call_function[target=torch.ops.aten.zeros.default](args = ([2, 3],), kwargs = {dtype: torch.float32, pin_memory: False})\n"
    "    %view : [num_users=1] = call_function[target=torch.ops.aten.view.default](args = (%x, [-1]), kwargs = {})\n"
    "    %add_ : [num_users=0] = call_function[target=torch.ops.aten.add_.Tensor](args = (%y, 1), kwargs = {})\n"
    "    return (clamp, zeros, view, mul)\n";

typedef struct Parsed {
    Arena run, graph;
    DiagList diags;
    Config cfg;
    Frontend fe;
    Source src;
    Graph g;
    int ok;
} Parsed;

static void parse(Parsed *p, const char *text, InputFormat fmt)
{
    memset(p, 0, sizeof *p);
    arena_init(&p->run);
    arena_init(&p->graph);
    diag_list_init(&p->diags, &p->run);
    config_init_defaults(&p->cfg);
    frontend_init(&p->fe, &p->diags, &p->cfg, NULL, NULL);
    source_init(&p->src, &p->run, "same.txt", text, (uint32_t)strlen(text));
    switch (fmt) {
    case FMT_FXIR: p->ok = fe_fxir_parse(&p->fe, &p->src, &p->g, &p->graph); break;
    case FMT_EXPORT: p->ok = fe_export_parse(&p->fe, &p->src, &p->g, &p->graph); break;
    default: p->ok = fe_readable_parse(&p->fe, &p->src, &p->g, &p->graph); break;
    }
}

static void done(Parsed *p)
{
    frontend_fini(&p->fe);
    arena_free(&p->graph);
    arena_free(&p->run);
}

static const char *who; /* the pair being compared, for messages */

#define SAME(cond, ...)                                                                   \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s: %s differs: ", who, #cond);                              \
            fprintf(stderr, __VA_ARGS__);                                                 \
            fputc('\n', stderr);                                                          \
            failures++;                                                                   \
            return false;                                                                 \
        }                                                                                 \
    } while (0)

/* Values are equal when they have the same kind and content; node references compare by the
 * referenced node's name, so ids may differ between the models. */
static bool same_value(const Module *ma, const Value *a, const Module *mb, const Value *b, const char *where)
{
    SAME(a->kind == b->kind, "%s: value kinds %d vs %d", where, a->kind, b->kind);
    switch (a->kind) {
    case VK_NODE:
        SAME(str_eq(ma->nodes[a->node].name, mb->nodes[b->node].name), "%s: %.*s vs %.*s", where,
             STR_ARG(ma->nodes[a->node].name), STR_ARG(mb->nodes[b->node].name));
        break;
    case VK_INT: SAME(a->i == b->i, "%s", where); break;
    case VK_FLOAT: SAME(a->f == b->f, "%s", where); break;
    case VK_BOOL: SAME(a->b == b->b, "%s", where); break;
    case VK_STR: case VK_DTYPE: case VK_DEVICE: case VK_SYMBOL:
        SAME(str_eq(a->s, b->s), "%s: '%.*s' vs '%.*s'", where, STR_ARG(a->s), STR_ARG(b->s));
        break;
    case VK_TUPLE: case VK_LIST: case VK_DICT: case VK_SLICE:
        SAME(a->seq.n == b->seq.n, "%s: %u vs %u items", where, a->seq.n, b->seq.n);
        for (uint32_t i = 0; i < a->seq.n; i++) {
            if (a->kind == VK_DICT) SAME(str_eq(a->seq.keys[i], b->seq.keys[i]), "%s: dict key %u", where, i);
            if (!same_value(ma, &a->seq.items[i], mb, &b->seq.items[i], where)) return false;
        }
        break;
    default: break;
    }
    return true;
}

static bool same_target(const Target *a, const Target *b, const char *where)
{
    SAME(a->kind == b->kind, "%s: target kinds %d vs %d", where, a->kind, b->kind);
    SAME(str_eq(a->ns, b->ns) && str_eq(a->op, b->op) && str_eq(a->overload, b->overload), "%s: %.*s.%.*s.%.*s vs %.*s.%.*s.%.*s",
         where, STR_ARG(a->ns), STR_ARG(a->op), STR_ARG(a->overload), STR_ARG(b->ns), STR_ARG(b->op), STR_ARG(b->overload));
    if (a->kind == TK_ATTR || a->kind == TK_MODULE || a->kind == TK_OP)
        SAME(str_eq(a->qualname, b->qualname), "%s: '%.*s' vs '%.*s'", where, STR_ARG(a->qualname), STR_ARG(b->qualname));
    return true;
}

static bool same_root(const Graph *ga, const Graph *gb)
{
    SAME(ga->nmodules >= 1 && gb->nmodules >= 1, "module counts %u, %u", ga->nmodules, gb->nmodules);
    const Module *ma = &ga->modules[0], *mb = &gb->modules[0];
    SAME(ma->nnodes == mb->nnodes, "%u vs %u nodes", ma->nnodes, mb->nnodes);
    for (uint32_t i = 0; i < ma->nnodes; i++) {
        const Node *a = &ma->nodes[i], *b = &mb->nodes[i];
        char where[96];
        snprintf(where, sizeof where, "node %u (%.*s)", i, STR_ARG(a->name));
        SAME(a->kind == b->kind, "%s: kinds %s vs %s", where, node_kind_name(a->kind), node_kind_name(b->kind));
        if (a->kind != NK_OUTPUT) SAME(str_eq(a->name, b->name), "%s: name %.*s", where, STR_ARG(b->name));
        if (a->kind != NK_OUTPUT && !same_target(&a->target, &b->target, where)) return false;
        SAME(a->nargs == b->nargs, "%s: %u vs %u args", where, a->nargs, b->nargs);
        for (uint32_t k = 0; k < a->nargs; k++)
            if (!same_value(ma, &a->args[k], mb, &b->args[k], where)) return false;
        SAME(a->nkwargs == b->nkwargs, "%s: %u vs %u kwargs", where, a->nkwargs, b->nkwargs);
        for (uint32_t k = 0; k < a->nkwargs; k++) {
            SAME(str_eq(a->kwargs[k].key, b->kwargs[k].key), "%s: kwarg %u key", where, k);
            if (!same_value(ma, &a->kwargs[k].value, mb, &b->kwargs[k].value, where)) return false;
        }
        SAME(a->nusers == b->nusers, "%s: %u vs %u users", where, a->nusers, b->nusers);
        for (uint32_t k = 0; k < a->nusers; k++)
            SAME(str_eq(ma->nodes[a->users[k]].name, mb->nodes[b->users[k]].name) ||
                     (ma->nodes[a->users[k]].kind == NK_OUTPUT && mb->nodes[b->users[k]].kind == NK_OUTPUT),
                 "%s: user %u", where, k);
        SAME((a->submodule == NONE_ID) == (b->submodule == NONE_ID), "%s: submodule link", where);
    }
    const Value *oa, *ob;
    uint32_t na = module_outputs(ma, &oa), nb = module_outputs(mb, &ob);
    SAME(na == nb, "%u vs %u outputs", na, nb);
    for (uint32_t i = 0; i < na; i++)
        if (!same_value(ma, &oa[i], mb, &ob[i], "output")) return false;
    return true;
}

/* The FX IR dump, printed inside an ExportedProgram as printed code (4 more spaces). */
static char *as_exported_program(Arena *a)
{
    size_t n = strlen(readable_text);
    char *out = arena_alloc(a, n * 2 + 512);
    char *w = out;
    w += sprintf(w, "ExportedProgram:\n");
    for (const char *s = readable_text; *s;) {
        const char *nl = strchr(s, '\n');
        size_t len = nl ? (size_t)(nl - s) : strlen(s);
        w += sprintf(w, "    %.*s\n", (int)len, s);
        s += len + (nl ? 1 : 0);
    }
    w += sprintf(w, "Graph signature: \n    # inputs\n    x: USER_INPUT\n    y: USER_INPUT\n    \n"
                    "    # outputs\n    clamp: USER_OUTPUT\n    zeros: USER_OUTPUT\n    view: USER_OUTPUT\n"
                    "    mul: USER_OUTPUT\n    \nRange constraints: {}\n");
    return out;
}

int main(void)
{
    Parsed r, f, e;
    parse(&r, readable_text, FMT_READABLE);
    parse(&f, fxir_text, FMT_FXIR);
    CHECK(r.ok == 1 && f.ok == 1);
    CHECK(r.diags.len == 0 && f.diags.len == 0);
    CHECK(r.g.nmodules == 3 && f.g.nmodules == 3); /* FX IR: the two branches exist, unprinted */
    CHECK(f.g.nmodules == 3 && !f.g.modules[1].printed && r.g.nmodules == 3 && r.g.modules[1].printed);
    CHECK(r.g.modules[0].nnodes == 15);
    who = "readable vs fxir";
    CHECK(same_root(&r.g, &f.g));

    Arena tmp;
    arena_init(&tmp);
    parse(&e, as_exported_program(&tmp), FMT_EXPORT);
    CHECK(e.ok == 1 && e.diags.len == 0);
    CHECK(e.g.sig && e.g.sig->ninputs == 2 && e.g.sig->noutputs == 4);
    who = "export vs fxir";
    CHECK(same_root(&e.g, &f.g));
    /* the same source line in both printouts: the export's is shifted by the indent */
    if (e.g.nmodules && r.g.nmodules) {
        Pos pe = source_pos(e.g.src, e.g.modules[0].nodes[2].span.start);
        Pos pr = source_pos(r.g.src, r.g.modules[0].nodes[2].span.start);
        CHECK(pe.line == pr.line + 1 && pe.col == pr.col + 4);
    }
    done(&e);
    arena_free(&tmp);
    done(&r);
    done(&f);
    if (failures) fprintf(stderr, "test_formats_same: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
