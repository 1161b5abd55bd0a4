/* Unit tests for the printed-code front end (frontends/readable/): module tree, node kinds, targets,
 * arguments, metadata, origins and FX9xx diagnostics on small inline dumps, plus truncated and
 * byte-flipped inputs that must never crash. Exits non-zero on the first failed check set. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontends/frontend.h"
#include "frontends/fe_readable.h"
#include "model/pattern.h"
#include "diag/rules.h"

static int failures;

#define CHECK(cond)                                                                     \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);    \
            failures++;                                                                 \
        }                                                                               \
    } while (0)

/* One parse with its own arenas and diagnostics. */
typedef struct Parsed {
    Arena run, file, graph;
    DiagList diags;
    Config cfg;
    Frontend fe;
    Source src;
    Graph g;
    int ok;
} Parsed;

static void parse(Parsed *p, const char *text)
{
    memset(p, 0, sizeof *p);
    arena_init(&p->run);
    arena_init(&p->file);
    arena_init(&p->graph);
    diag_list_init(&p->diags, &p->run);
    config_init_defaults(&p->cfg);
    p->fe.diags = &p->diags;
    p->fe.cfg = &p->cfg;
    char *copy = arena_strdup(&p->file, text);
    source_init(&p->src, &p->file, "t.py", copy, (uint32_t)strlen(copy));
    p->ok = fe_readable_parse(&p->fe, &p->src, &p->g, &p->graph);
}

static void release(Parsed *p)
{
    fe_readable_free(p->fe.readable);
    arena_free(&p->graph);
    arena_free(&p->file);
    arena_free(&p->run);
}

static uint32_t count_code(const Parsed *p, int rule, Severity sev)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < p->diags.len; i++)
        if ((int)p->diags.items[i].rule == rule && p->diags.items[i].severity == sev) n++;
    return n;
}

static uint32_t count_serious(const Parsed *p)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < p->diags.len; i++) {
        if (p->diags.items[i].severity == SEV_INFO) continue;
        fprintf(stderr, "  diag %s %u:%u %s\n", rule_table[p->diags.items[i].rule].code, p->diags.items[i].line,
                p->diags.items[i].col, p->diags.items[i].message);
        n++;
    }
    return n;
}

static const Node *node_named(const Graph *g, ModuleId m, const char *name)
{
    NodeId id = graph_lookup(g, m, str_from(name));
    return id == NONE_ID ? NULL : &g->modules[m].nodes[id];
}

static bool is_ref(const Graph *g, ModuleId m, const Value *v, const char *name)
{
    return v && v->kind == VK_NODE && str_eqz(g->modules[m].nodes[v->node].name, name);
}

static const char cond_src[] =
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, s0: \"Sym(s0)\", L_x_: \"f32[s0, 4][4, 1]cuda:0\"):\n"
    "        l_x_ = L_x_\n"
    "        \n"
    "         # File: model.py:12 in forward, code: pred = x.sum() > 0\n"
    "        sum_1: \"f32[][]cuda:0\" = l_x_.sum()\n"
    "        gt: \"b8[][]cuda:0\" = sum_1 > 0;  sum_1 = None\n"
    "        \n"
    "        # No stacktrace found for following nodes\n"
    "        cond_true_0 = self.cond_true_0\n"
    "        cond_false_0 = self.cond_false_0\n"
    "        cond = torch.ops.higher_order.cond(gt, cond_true_0, cond_false_0, (l_x_, s0));  gt = cond_true_0 = cond_false_0 = l_x_ = s0 = None\n"
    "        getitem: \"f32[s0, 4][4, 1]cuda:0\" = cond[0];  cond = None\n"
    "        return (getitem,)\n"
    "        \n"
    "    class cond_true_0(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[s0, 4][4, 1]cuda:0\", s0: \"Sym(s0)\"):\n"
    "            wrap_body_0 = self.wrap_body_0\n"
    "            wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_);  wrap_body_0 = l_x_ = None\n"
    "            getitem: \"f32[s0, 4][4, 1]cuda:0\" = wrap[0];  wrap = None\n"
    "            return (getitem,)\n"
    "            \n"
    "        class wrap_body_0(torch.nn.Module):\n"
    "            def forward(self, l_x_: \"f32[s0, 4][4, 1]cuda:0\"):\n"
    "                # File: model.py:3 in inner, code: return x.add_(1)\n"
    "                add_: \"f32[s0, 4][4, 1]cuda:0\" = torch.ops.aten.add_.Tensor(l_x_, 1);  l_x_ = None\n"
    "                return (add_,)\n"
    "                \n"
    "    class cond_false_0(torch.nn.Module):\n"
    "        def forward(self, l_x_: \"f32[s0, 4][4, 1]cuda:0\", s0: \"Sym(s0)\"):\n"
    "            neg: \"f32[s0, 4][4, 1]cuda:0\" = -l_x_;  l_x_ = None\n"
    "            return (neg,)\n";

static void test_cond_nested(void)
{
    Parsed p;
    parse(&p, cond_src);
    const Graph *g = &p.g;
    CHECK(p.ok == 1);
    CHECK(count_serious(&p) == 0);
    CHECK(g->nmodules == 4);
    ModuleId root = graph_find_path(g, "GraphModule");
    ModuleId t = graph_find_path(g, "GraphModule.cond_true_0");
    ModuleId w = graph_find_path(g, "GraphModule.cond_true_0.wrap_body_0");
    ModuleId f = graph_find_path(g, "GraphModule.cond_false_0");
    CHECK(root == 0 && t != NONE_ID && w != NONE_ID && f != NONE_ID);
    if (root != 0 || t == NONE_ID || w == NONE_ID || f == NONE_ID) { release(&p); return; }
    CHECK(g->modules[t].parent == root && g->modules[w].parent == t && g->modules[f].parent == root);
    CHECK(str_eqz(g->modules[w].attr, "wrap_body_0") && g->modules[w].printed);
    CHECK(g->modules[root].nchildren == 2 && g->modules[t].nchildren == 1);

    /* placeholders: s0 (Sym) and L_x_; self is not one; l_x_ is a second name for L_x_ */
    CHECK(module_nplaceholders(&g->modules[root]) == 2);
    const Node *s0 = node_named(g, root, "s0"), *x = node_named(g, root, "L_x_");
    CHECK(s0 && s0->kind == NK_PLACEHOLDER && s0->meta->kind == META_SYM && str_eqz(s0->meta->sym, "s0"));
    CHECK(s0 && s0->meta->syms == SYM_BACKED);
    CHECK(x && x->target.kind == TK_ATTR && str_eqz(x->target.qualname, "L_x_"));
    CHECK(x && x->meta->kind == META_TENSOR && x->meta->dtype == DT_F32 && x->meta->rank == 2 && x->meta->has_strides);
    CHECK(x && str_eqz(x->meta->device, "cuda:0") && str_eqz(x->meta->sizes[0].text, "s0") && x->meta->strides[0].value == 4);
    CHECK(node_named(g, root, "l_x_") == x);
    CHECK(x && x->nusers == 2);
    /* one Meta for each annotation text, shared by every node of any module printing it; its
     * place in the source is the node's own */
    const Node *gi0 = node_named(g, root, "getitem"), *neg0 = node_named(g, f, "neg");
    CHECK(x && gi0 && neg0 && gi0->meta == x->meta && neg0->meta == x->meta);
    CHECK(x && gi0 && x->meta_span.start != gi0->meta_span.start);
    CHECK(x && str_eqz(source_slice(g->src, x->meta_span), "f32[s0, 4][4, 1]cuda:0"));
    CHECK(gi0 && str_eqz(source_slice(g->src, gi0->meta_span), "f32[s0, 4][4, 1]cuda:0"));
    const Node *body = node_named(g, t, "wrap_body_0");
    CHECK(body && body->meta == &meta_absent && body->meta_span.start == body->meta_span.end);

    const Node *sum = node_named(g, root, "sum_1");
    CHECK(sum && sum->kind == NK_CALL_METHOD && sum->target.kind == TK_METHOD && str_eqz(sum->target.op, "sum"));
    CHECK(sum && sum->nargs == 1 && is_ref(g, root, &sum->args[0], "L_x_"));
    CHECK(sum && sum->meta->rank == 0 && sum->meta->has_strides);
    const Node *gt = node_named(g, root, "gt");
    CHECK(gt && gt->target.kind == TK_OPERATOR && str_eqz(gt->target.op, "gt") && gt->nargs == 2);
    CHECK(gt && is_ref(g, root, &gt->args[0], "sum_1") && gt->args[1].kind == VK_INT && gt->args[1].i == 0);
    CHECK(gt && gt->meta->dtype == DT_B8);

    /* origins: the `# File:` group, then `# No stacktrace found` ends it */
    CHECK(sum && sum->origin != NONE_ID && gt && gt->origin == sum->origin);
    if (sum && sum->origin != NONE_ID) {
        const Origin *o = &g->origins[sum->origin];
        CHECK(str_eqz(o->file, "model.py") && o->line == 12 && str_eqz(o->function, "forward"));
        CHECK(str_eqz(o->code, "pred = x.sum() > 0"));
        CHECK(source_pos(&p.src, o->span.start).line == 5 && p.src.text[o->span.start] == '#');
    }
    const Node *tg = node_named(g, root, "cond_true_0");
    CHECK(tg && tg->kind == NK_GET_ATTR && tg->origin == NONE_ID && tg->submodule == t);
    CHECK(tg && tg->target.kind == TK_ATTR && str_eqz(tg->target.qualname, "cond_true_0"));

    const Node *cond = node_named(g, root, "cond");
    CHECK(cond && cond->kind == NK_CALL_FUNCTION && target_is_hop(&cond->target) && str_eqz(cond->target.op, "cond"));
    CHECK(cond && cond->nargs == 4 && cond->meta->kind == META_ABSENT);
    if (cond && cond->nargs == 4) {
        CHECK(is_ref(g, root, &cond->args[1], "cond_true_0") && is_ref(g, root, &cond->args[2], "cond_false_0"));
        CHECK(cond->args[3].kind == VK_TUPLE && cond->args[3].seq.n == 2);
        CHECK(is_ref(g, root, &cond->args[3].seq.items[0], "L_x_") && is_ref(g, root, &cond->args[3].seq.items[1], "s0"));
    }
    const Node *gi = node_named(g, root, "getitem");
    CHECK(gi && gi->target.kind == TK_OPERATOR && str_eqz(gi->target.op, "getitem"));
    CHECK(gi && gi->nargs == 2 && is_ref(g, root, &gi->args[0], "cond") && gi->args[1].i == 0);

    const Value *outs;
    CHECK(module_outputs(&g->modules[root], &outs) == 1 && is_ref(g, root, &outs[0], "getitem"));
    const Node *out = &g->modules[root].nodes[g->modules[root].output];
    CHECK(out->kind == NK_OUTPUT && str_eqz(out->name, "output") && out->origin == NONE_ID);

    /* the nested wrap body: an aten in-place op with its origin, positions on disk */
    const Node *add_ = node_named(g, w, "add_");
    CHECK(add_ && target_is_op(&add_->target, "aten", "add_") && str_eqz(add_->target.overload, "Tensor"));
    CHECK(add_ && is_ref(g, w, &add_->args[0], "l_x_") && add_->args[1].kind == VK_INT && add_->args[1].i == 1);
    CHECK(add_ && add_->origin != NONE_ID && g->origins[add_->origin].line == 3);
    CHECK(add_ && source_pos(&p.src, add_->span.start).line == 26 && source_pos(&p.src, add_->span.start).col == 17);
    const Node *wb = node_named(g, t, "wrap_body_0");
    CHECK(wb && wb->submodule == w);

    const Node *neg = node_named(g, f, "neg");
    CHECK(neg && neg->target.kind == TK_OPERATOR && str_eqz(neg->target.op, "neg") && neg->nargs == 1);
    CHECK(g->flavor == FLAVOR_DYNAMO || g->flavor == FLAVOR_ATEN);
    release(&p);
}

/* PyTorch ~2.1: `<lambda>` branch classes and unquoted annotations such as `b8[]`. */
static void test_lambda_unquoted(void)
{
    Parsed p;
    parse(&p,
          "class GraphModule(torch.nn.Module):\n"
          "    def forward(self, arg0_1: f32[s0, 3]):\n"
          "        sum_1: f32[] = torch.ops.aten.sum.default(arg0_1)\n"
          "        gt: b8[] = torch.ops.aten.gt.Scalar(sum_1, 4.0);  sum_1 = None\n"
          "        true_graph_0 = self.true_graph_0\n"
          "        false_graph_0 = self.false_graph_0\n"
          "        conditional: f32[s0, 3] = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, [arg0_1])\n"
          "        return (conditional,)\n"
          "\n"
          "    class <lambda>(torch.nn.Module):\n"
          "        def forward(self, arg0_1: f32[s0, 3]):\n"
          "            cos: f32[s0, 3] = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None\n"
          "            return cos\n"
          "\n"
          "    class <lambda>(torch.nn.Module):\n"
          "        def forward(self, arg0_1: f32[s0, 3]):\n"
          "            sin: f32[s0, 3] = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
          "            return sin\n");
    const Graph *g = &p.g;
    CHECK(p.ok == 1);
    CHECK(count_serious(&p) == 0);
    CHECK(g->nmodules == 3);
    if (g->nmodules == 3) {
        CHECK(str_eqz(g->modules[1].name, "<lambda>") && str_eqz(g->modules[2].name, "<lambda>"));
        /* graph_finish names them by the order of the get_attr lines */
        CHECK(str_eqz(g->modules[1].attr, "true_graph_0") && str_eqz(g->modules[2].attr, "false_graph_0"));
        const Node *cos = node_named(g, 1, "cos");
        CHECK(cos && target_is_op(&cos->target, "aten", "cos") && cos->meta->kind == META_TENSOR);
        const Value *outs;
        CHECK(module_outputs(&g->modules[2], &outs) == 1 && is_ref(g, 2, outs, "sin"));
    }
    const Node *gt = node_named(g, 0, "gt");
    CHECK(gt && gt->meta->kind == META_TENSOR && gt->meta->dtype == DT_B8 && gt->meta->rank == 0);
    CHECK(gt && gt->args[1].kind == VK_FLOAT && gt->args[1].f == 4.0);
    const Node *a = node_named(g, 0, "arg0_1");
    CHECK(a && a->meta->kind == META_TENSOR && a->meta->rank == 2 && (a->meta->sizes[0].syms & SYM_BACKED));
    const Node *c = node_named(g, 0, "conditional");
    CHECK(c && c->args[3].kind == VK_LIST && c->args[3].seq.n == 1);
    release(&p);
}

/* gm.code style: a bare def, dynamo typing, methods, modules, subscripts and literal values. */
static void test_code_values(void)
{
    Parsed p;
    parse(&p,
          "def forward(self, L_x_ : torch.Tensor, L_b_ : torch.Tensor):\n"
          "    l_x_ = L_x_\n"
          "    l_b_ = L_b_\n"
          "    linear = self.linear(l_x_)\n"
          "    w = self.L__self___weight\n"
          "    sl = linear[(slice(None, 2, None), Ellipsis)]\n"
          "    sl2 = linear[1:5:2, ..., None]\n"
          "    full = torch.ops.aten.full.default([2, 3], -inf, dtype = torch.float16, layout = torch.strided, device = device(type='cuda', index=1), pin_memory = False)\n"
          "    z = torch.ops.aten.zeros.default([2], device = 'cpu')\n"
          "    t = torch.ops.foo.bar.default(l_x_, 'mean', {'k': 1e-06, 'j': nan}, (True,), -3, torch.ops.aten.mm.default, x_y)\n"
          "    x = l_x_.clone()\n"
          "    x[l_b_] = w;  setitem = x;  l_b_ = None\n"
          "    x += 1;  x_1 = x;  x = None\n"
          "    nt = not linear\n"
          "    mm = linear @ w\n"
          "    torch.ops.aten._assert_async.msg(full, 'boom')\n"
          "    return pytree.tree_unflatten([x_1, None], self._out_spec)\n");
    const Graph *g = &p.g;
    CHECK(p.ok == 1);
    /* `x_y` is the one undefined name */
    CHECK(count_code(&p, RID_FX903, SEV_ERROR) == 1 && p.diags.len == 1);
    if (p.diags.len) CHECK(strstr(p.diags.items[0].message, "x_y") && p.diags.items[0].line == 10);
    CHECK(g->nmodules == 1 && str_eqz(g->modules[0].name, "GraphModule"));
    const Node *x = node_named(g, 0, "L_x_");
    CHECK(x && x->meta->kind == META_TYPE && str_eqz(str_trim(x->meta->text), "torch.Tensor"));
    const Node *lin = node_named(g, 0, "linear");
    CHECK(lin && lin->kind == NK_CALL_MODULE && lin->target.kind == TK_MODULE && str_eqz(lin->target.qualname, "linear"));
    CHECK(lin && lin->nargs == 1 && is_ref(g, 0, &lin->args[0], "L_x_"));
    const Node *w = node_named(g, 0, "w");
    CHECK(w && w->kind == NK_GET_ATTR && str_eqz(w->target.qualname, "L__self___weight") && w->submodule == NONE_ID);
    const Node *sl = node_named(g, 0, "sl");
    CHECK(sl && sl->nargs == 2 && sl->args[1].kind == VK_TUPLE && sl->args[1].seq.n == 2);
    if (sl && sl->nargs == 2 && sl->args[1].kind == VK_TUPLE && sl->args[1].seq.n == 2) {
        const Value *s = &sl->args[1].seq.items[0];
        CHECK(s->kind == VK_SLICE && s->seq.n == 3 && s->seq.items[0].kind == VK_NONE && s->seq.items[1].i == 2);
        CHECK(sl->args[1].seq.items[1].kind == VK_ELLIPSIS);
    }
    const Node *sl2 = node_named(g, 0, "sl2");
    CHECK(sl2 && sl2->args[1].kind == VK_TUPLE && sl2->args[1].seq.n == 3);
    if (sl2 && sl2->args[1].kind == VK_TUPLE && sl2->args[1].seq.n == 3) {
        const Value *s = &sl2->args[1].seq.items[0];
        CHECK(s->kind == VK_SLICE && s->seq.items[0].i == 1 && s->seq.items[1].i == 5 && s->seq.items[2].i == 2);
        CHECK(sl2->args[1].seq.items[1].kind == VK_ELLIPSIS && sl2->args[1].seq.items[2].kind == VK_NONE);
    }
    const Node *full = node_named(g, 0, "full");
    CHECK(full && full->nargs == 2 && full->nkwargs == 4);
    if (full && full->nargs == 2 && full->nkwargs == 4) {
        CHECK(full->args[0].kind == VK_LIST && full->args[0].seq.n == 2 && full->args[0].seq.items[1].i == 3);
        CHECK(full->args[1].kind == VK_FLOAT && isinf(full->args[1].f) && full->args[1].f < 0);
        const Value *dt = node_kwarg(full, "dtype"), *lay = node_kwarg(full, "layout"), *dev = node_kwarg(full, "device");
        CHECK(dt && dt->kind == VK_DTYPE && str_eqz(dt->s, "float16"));
        CHECK(lay && lay->kind == VK_SYMBOL && str_eqz(lay->s, "torch.strided"));
        CHECK(dev && dev->kind == VK_DEVICE && str_eqz(dev->s, "cuda:1"));
        CHECK(node_kwarg(full, "pin_memory")->kind == VK_BOOL && !node_kwarg(full, "pin_memory")->b);
    }
    const Node *z = node_named(g, 0, "z");
    CHECK(z && node_kwarg(z, "device") && node_kwarg(z, "device")->kind == VK_DEVICE && str_eqz(node_kwarg(z, "device")->s, "cpu"));
    const Node *t = node_named(g, 0, "t");
    CHECK(t && t->target.kind == TK_OP && str_eqz(t->target.ns, "foo") && t->nargs == 7);
    if (t && t->nargs == 7) {
        CHECK(t->args[1].kind == VK_STR && str_eqz(t->args[1].s, "mean"));
        CHECK(t->args[2].kind == VK_DICT && t->args[2].seq.n == 2 && str_eqz(t->args[2].seq.keys[0], "k"));
        CHECK(t->args[2].seq.items[0].kind == VK_FLOAT && t->args[2].seq.items[0].f == 1e-06);
        CHECK(t->args[2].seq.items[1].kind == VK_FLOAT && isnan(t->args[2].seq.items[1].f));
        CHECK(t->args[3].kind == VK_TUPLE && t->args[3].seq.n == 1 && t->args[3].seq.items[0].b);
        CHECK(t->args[4].kind == VK_INT && t->args[4].i == -3);
        CHECK(t->args[5].kind == VK_SYMBOL && str_eqz(t->args[5].s, "torch.ops.aten.mm.default"));
        CHECK(t->args[6].kind == VK_EXPR);
    }
    const Node *set = node_named(g, 0, "setitem");
    CHECK(set && set->target.kind == TK_OPERATOR && str_eqz(set->target.op, "setitem") && set->nargs == 3);
    CHECK(set && is_ref(g, 0, &set->args[0], "x") && is_ref(g, 0, &set->args[1], "L_b_") && is_ref(g, 0, &set->args[2], "w"));
    const Node *iadd = node_named(g, 0, "x_1");
    CHECK(iadd && str_eqz(iadd->target.op, "iadd") && is_ref(g, 0, &iadd->args[0], "x"));
    const Node *nt = node_named(g, 0, "nt"), *mm = node_named(g, 0, "mm");
    CHECK(nt && str_eqz(nt->target.op, "not_") && mm && str_eqz(mm->target.op, "matmul"));
    const Node *as = node_named(g, 0, "_assert_async");
    CHECK(as && target_is_op(&as->target, "aten", "_assert_async") && as->nusers == 0);
    const Value *outs;
    CHECK(module_outputs(&g->modules[0], &outs) == 2 && is_ref(g, 0, &outs[0], "x_1") && outs[1].kind == VK_NONE);
    release(&p);
}

/* Old joint graphs: the flatten targets are the placeholders, typed by the declaration line. */
static void test_joint_flatten(void)
{
    Parsed p;
    parse(&p,
          "def forward(self, primals, tangents):\n"
          "    primals_1: \"f32[10]\"; tangents_1: \"f32[10]\"; \n"
          "\n"
          "    primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)\n"
          "    # File: t.py:4, code: x = a / (torch.abs(a) + 1)\n"
          "    abs_1: \"f32[10]\" = torch.ops.aten.abs.default(primals_1)\n"
          "    mul: \"f32[10]\" = torch.ops.aten.mul.Tensor(tangents_1, abs_1);  abs_1 = None\n"
          "    return pytree.tree_unflatten([mul, None], self._out_spec)\n");
    const Graph *g = &p.g;
    CHECK(p.ok == 1 && count_serious(&p) == 0);
    NodeId ids[4];
    CHECK(module_placeholders(&g->modules[0], ids, 4) == 2);
    const Node *p1 = node_named(g, 0, "primals_1");
    CHECK(p1 && p1->kind == NK_PLACEHOLDER && p1->meta->kind == META_TENSOR && p1->meta->sizes[0].value == 10);
    CHECK(node_named(g, 0, "primals") == NULL);
    const Node *abs1 = node_named(g, 0, "abs_1");
    CHECK(abs1 && abs1->origin != NONE_ID);
    if (abs1 && abs1->origin != NONE_ID) {
        const Origin *o = &g->origins[abs1->origin];
        CHECK(str_eqz(o->file, "t.py") && o->line == 4 && o->function.len == 0);
    }
    const Value *outs;
    CHECK(module_outputs(&g->modules[0], &outs) == 2 && is_ref(g, 0, &outs[0], "mul"));
    release(&p);
}

/* fx_graph_runnable: the Repro class's forward; imports, __init__, load_args are not the graph. */
static void test_runnable_script(void)
{
    Parsed p;
    parse(&p,
          "\nimport torch\nfrom torch import tensor, device\n"
          "isolate_fails_code_str = None\n"
          "# torch version: 2.6.0\n"
          "from torch.nn import *\n"
          "class Repro(torch.nn.Module):\n"
          "    def __init__(self) -> None:\n"
          "        super().__init__()\n"
          "        self.sdpa_score0 = <lambda>()\n"
          "\n"
          "    def forward(self, arg0_1):\n"
          "        sdpa_score0 = self.sdpa_score0\n"
          "        mul = torch.ops.aten.mul.Tensor(arg0_1, 0.5);  arg0_1 = None\n"
          "        inductor_seeds_default = torch.ops.prims.inductor_seeds.default(1, device(type='cuda', index=0))\n"
          "        return (mul,)\n"
          "        \n"
          "def load_args(reader):\n"
          "    buf0 = reader.storage(None, 20971520, device=device(type='cuda', index=0))\n"
          "load_args._version = 0\n"
          "mod = Repro()\n"
          "if __name__ == '__main__':\n"
          "    from torch._dynamo.repro.after_aot import run_repro\n"
          "    run_repro(mod, load_args, accuracy=False, command='run')\n");
    const Graph *g = &p.g;
    CHECK(p.ok == 1 && p.diags.len == 0);
    CHECK(str_eqz(g->modules[0].name, "Repro") && module_nplaceholders(&g->modules[0]) == 1);
    const Node *seeds = node_named(g, 0, "inductor_seeds_default");
    CHECK(seeds && target_is_op(&seeds->target, "prims", "inductor_seeds"));
    CHECK(seeds && seeds->nargs == 2 && seeds->args[1].kind == VK_DEVICE && str_eqz(seeds->args[1].s, "cuda:0"));
    CHECK(node_named(g, 0, "buf0") == NULL);
    release(&p);
}

/* fx_graph_runnable of 2.14 prints the subgraphs as top-level classes before `class Repro`,
 * whose __init__ names them: they are Repro's subgraphs by those names, read the same whole
 * (FE_READABLE_WHOLE) and in pieces; a graph class after Repro is still a second graph. */
static void test_runnable_subgraph_classes(void)
{
    static const char text[] =
        "import torch\n"
        "# torch version: 2.14.1+cu130\n"
        "from torch.nn import *\n"
        "class true_graph_0_0(torch.nn.Module):\n"
        "    def __init__(self) -> None:\n"
        "        super().__init__()\n"
        "\n"
        "    def forward(self, arg0_1):\n"
        "        add_ = torch.ops.aten.add_.Tensor(arg0_1, 1)\n"
        "        return (add_,)\n"
        "\n"
        "\n"
        "class false_graph_0_1(torch.nn.Module):\n"
        "    def forward(self, arg0_1):\n"
        "        cos = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None\n"
        "        return (cos,)\n"
        "\n"
        "\n"
        "class Repro(torch.nn.Module):\n"
        "    def __init__(self) -> None:\n"
        "        super().__init__()\n"
        "        self.true_graph_0 = true_graph_0_0()\n"
        "        self.false_graph_0 = false_graph_0_1()\n"
        "\n"
        "    def forward(self, arg0_1, arg1_1):\n"
        "        true_graph_0 = self.true_graph_0\n"
        "        false_graph_0 = self.false_graph_0\n"
        "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,))\n"
        "        getitem = cond[0];  cond = None\n"
        "        return (getitem,)\n"
        "\n"
        "def load_args(reader):\n"
        "    pass\n"
        "mod = Repro()\n";
    for (int whole = 0; whole < 2; whole++) {
        Parsed p;
        memset(&p, 0, sizeof p);
        if (whole) {
            /* the whole-tree path: chunking off before the parse (parse() resets the front end) */
            arena_init(&p.run);
            arena_init(&p.file);
            arena_init(&p.graph);
            diag_list_init(&p.diags, &p.run);
            config_init_defaults(&p.cfg);
            p.fe.diags = &p.diags;
            p.fe.cfg = &p.cfg;
            fe_readable_set_chunking(&p.fe, FE_READABLE_WHOLE);
            char *copy = arena_strdup(&p.file, text);
            source_init(&p.src, &p.file, "t.py", copy, (uint32_t)strlen(copy));
            p.ok = fe_readable_parse(&p.fe, &p.src, &p.g, &p.graph);
        } else {
            parse(&p, text);
        }
        const Graph *g = &p.g;
        CHECK(p.ok == 1 && p.diags.len == 0);
        CHECK(g->nmodules == 3 && str_eqz(g->modules[0].name, "Repro") && g->modules[0].parent == NONE_ID);
        CHECK(g->nmodules == 3 && str_eqz(g->modules[1].name, "true_graph_0_0") &&
              str_eqz(g->modules[1].attr, "true_graph_0") && g->modules[1].parent == 0);
        CHECK(g->nmodules == 3 && str_eqz(g->modules[2].attr, "false_graph_0") && g->modules[2].parent == 0);
        const Node *t = node_named(g, 0, "true_graph_0");
        CHECK(t && t->kind == NK_GET_ATTR && t->submodule == 1);
        CHECK(node_named(g, 1, "add_") != NULL && module_nplaceholders(&g->modules[0]) == 2);
        release(&p);
    }
    /* a graph class after Repro is a second graph, not one of its subgraphs */
    Parsed p;
    parse(&p, "class a_0(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n"
              "class Repro(torch.nn.Module):\n    def __init__(self):\n        self.a = a_0()\n"
              "    def forward(self, x):\n        a = self.a\n        return (x,)\n"
              "class b_1(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n");
    CHECK(p.ok == 1 && p.g.nmodules == 2 && str_eqz(p.g.modules[1].attr, "a"));
    CHECK(count_code(&p, RID_FX907, SEV_INFO) == 1);
    release(&p);
}

/* print(gm) writes the module repr before the code: not Python, and not part of the graph. */
static void test_print_gm_header(void)
{
    Parsed p;
    parse(&p,
          "GraphModule(\n"
          "  (linear): Linear(in_features=3, out_features=3, bias=True)\n"
          ")\n\n\n\n"
          "def forward(self, x):\n"
          "    linear = self.linear(x);  x = None\n"
          "    return linear\n"
          "    \n"
          "# To see more debug info, please use `graph_module.print_readable()`\n");
    CHECK(p.ok == 1 && p.diags.len == 0);
    const Node *lin = node_named(&p.g, 0, "linear");
    CHECK(lin && lin->kind == NK_CALL_MODULE && is_ref(&p.g, 0, &lin->args[0], "x"));
    release(&p);
}

/* Problems become diagnostics with locations; the rest of the graph is still read. */
static void test_diagnostics(void)
{
    Parsed p;
    parse(&p,
          "class GraphModule(torch.nn.Module):\n"
          "    def forward(self, x: \"f32[4, 4\", y: \"f32[4]\"):\n"
          "        a: \"f32[4]\" = torch.ops.aten.sin.default(missing)\n"
          "        for i in range(3): y = y + 1\n"
          "        b: \"f32[4]\" = torch.ops.aten.cos.default(y)\n"
          "        return (b, late)\n"
          "        late: \"f32[4]\" = torch.ops.aten.neg.default(b)\n");
    CHECK(p.ok == 1);
    CHECK(count_code(&p, RID_FX902, SEV_WARNING) == 1);
    CHECK(count_code(&p, RID_FX903, SEV_ERROR) == 1);
    CHECK(count_code(&p, RID_FX907, SEV_INFO) == 1);
    CHECK(p.diags.len == 3);
    for (uint32_t i = 0; i < p.diags.len; i++) {
        const Diag *d = &p.diags.items[i];
        if (d->rule == RID_FX902) CHECK(d->line == 2 && d->col == 27 && d->end_col == 35);
        if (d->rule == RID_FX903) CHECK(d->line == 3 && d->col == 50 && strstr(d->message, "missing"));
        if (d->rule == RID_FX907) CHECK(d->line == 4);
    }
    const Node *x = node_named(&p.g, 0, "x");
    CHECK(x && x->meta->kind == META_BAD);
    /* a value returned before the line that defines it still links up */
    const Value *outs;
    CHECK(module_outputs(&p.g.modules[0], &outs) == 2 && is_ref(&p.g, 0, &outs[1], "late"));
    release(&p);

    parse(&p, "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        a = torch.ops.aten.sin.default(x,\n");
    CHECK(count_code(&p, RID_FX901, SEV_ERROR) >= 1);
    CHECK(p.diags.len >= 1 && p.diags.items[0].line >= 1);
    release(&p);

    /* one graph per source: a second one is noted, not merged */
    parse(&p,
          "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n"
          "class GraphModule(torch.nn.Module):\n    def forward(self, y):\n        return (y,)\n");
    CHECK(p.ok == 1 && p.g.nmodules == 1 && node_named(&p.g, 0, "x") && !node_named(&p.g, 0, "y"));
    CHECK(p.diags.len == 1 && count_code(&p, RID_FX907, SEV_INFO) == 1 && p.diags.items[0].line == 4);
    release(&p);

    parse(&p, "");
    CHECK(p.ok == 0 && count_code(&p, RID_FX901, SEV_ERROR) == 1);
    release(&p);

    parse(&p, "import torch\nx = 1\n");
    CHECK(p.ok == 0 && count_code(&p, RID_FX901, SEV_ERROR) == 1);
    release(&p);
}

/* Every prefix of a dump and single-byte corruptions: no crash, and no graph without a reason
 * when the input is broken (a syntax error, or no graph at all). */
static void test_damaged_inputs(void)
{
    size_t n = strlen(cond_src);
    char *buf = malloc(n + 1);
    if (!buf) abort();
    for (size_t cut = 0; cut < n; cut += 7) {
        memcpy(buf, cond_src, cut);
        buf[cut] = 0;
        Parsed p;
        parse(&p, buf);
        if (!p.ok) CHECK(count_code(&p, RID_FX901, SEV_ERROR) >= 1);
        release(&p);
    }
    static const char junk[] = {'(', ')', '[', '"', '\'', ':', '=', '\n', ' ', '#', '<', '\\', (char)0xff, 'x'};
    uint32_t seed = 12345;
    for (int round = 0; round < 300; round++) {
        memcpy(buf, cond_src, n + 1);
        for (int k = 0; k < 3; k++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % n;
            buf[at] = junk[(seed >> 20) % sizeof junk];
        }
        Parsed p;
        parse(&p, buf);
        CHECK(p.ok == 0 || p.g.nmodules >= 1);
        release(&p);
    }
    free(buf);
}

int main(void)
{
    test_cond_nested();
    test_lambda_unquoted();
    test_code_values();
    test_joint_flatten();
    test_runnable_script();
    test_runnable_subgraph_classes();
    test_print_gm_header();
    test_diagnostics();
    test_damaged_inputs();
    pattern_cleanup();
    if (failures) {
        fprintf(stderr, "test_readable: %d checks failed\n", failures);
        return 1;
    }
    printf("test_readable: ok\n");
    return 0;
}
