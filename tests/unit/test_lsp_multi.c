/* The language server on texts that hold many graphs (print_readable() output one graph after
 * another, print(gm)'s module repr and gm.code, FX IR in between): at every version of the
 * text, edited in place as an editor edits it, the server reads every graph as `fxlint check`
 * reads the file (the splitter's cuts, each graph's FX9xx findings and model, the rules'
 * findings), and what a fresh server reads; an edit in one graph parses that graph again and
 * hands the others on as they were; memory stays flat over thousands of versions. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/config.h"
#include "engine/engine.h"
#include "engine/suppress.h"
#include "frontends/dispatch.h"
#include "lsp/lsp_check.h"
#include "lsp/lsp_diag.h"
#include "lsp/lsp_doc.h"
#include "lsp/lsp_nav.h"
#include "lsp/lsp_symbols.h"

#include "harness.h"
#include "lsp_versions.h"
#include "model_text.h"

/* Five graphs: print_readable() output with a cond whose true branch writes its input (FX101),
 * the module repr print(gm) writes, then gm.code with a name nothing defines (FX903), an FX IR
 * graph, an AOT graph with an annotation that does not read (FX902), and a second cond graph
 * (FX101). */
static const char multi_doc[] =
    "import torch\n"
    "\n"
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4][1]cpu\"):\n"
    "        true_graph_0 = self.true_graph_0\n"
    "        false_graph_0 = self.false_graph_0\n"
    "        # File: /home/user/model.py:21 in forward, code: out = torch.cond(pred, t, f, (x,))\n"
    "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = None\n"
    "        getitem: \"f32[4][1]cpu\" = cond[0];  cond = None\n"
    "        return (getitem,)\n"
    "\n"
    "    class true_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            # File: /home/user/model.py:12 in true_fn, code: x.add_(1)\n"
    "            add_: \"f32[4][1]cpu\" = torch.ops.aten.add_.Tensor(arg0_1, 1)\n"
    "            return (add_,)\n"
    "\n"
    "    class false_graph_0(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            cos: \"f32[4][1]cpu\" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None\n"
    "            return (cos,)\n"
    "\n"
    "GraphModule(\n"
    "  (true_graph_0): GraphModule()\n"
    ")\n"
    "\n"
    "def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "    sin = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
    "    mystery = torch.ops.aten.cos.default(nowhere)\n"
    "    return (sin, mystery)\n"
    "\n"
    "graph():\n"
    "    %x : [num_users=1] = placeholder[target=x]\n"
    "    %sin : [num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%x,), kwargs = {})\n"
    "    return (sin,)\n"
    "\n"
    "class <lambda>(torch.nn.Module):\n"
    "    def forward(self, primals_1: \"f32[4][1]cpu\"):\n"
    "        bad: \"q99[zz\" = torch.ops.aten.clone.default(primals_1)\n"
    "        neg: \"f32[4][1]cpu\" = torch.ops.aten.neg.default(bad);  bad = None\n"
    "        return (neg,)\n"
    "\n"
    "class GraphModule(torch.nn.Module):\n"
    "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4][1]cpu\"):\n"
    "        true_graph_1 = self.true_graph_1\n"
    "        false_graph_1 = self.false_graph_1\n"
    "        # File: /home/user/model.py:31 in forward, code: out = torch.cond(pred, t2, f2, (x,))\n"
    "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_1, false_graph_1, (arg1_1,));  arg0_1 = true_graph_1 = false_graph_1 = None\n"
    "        getitem: \"f32[4][1]cpu\" = cond[0];  cond = None\n"
    "        return (getitem,)\n"
    "\n"
    "    class true_graph_1(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            # File: /home/user/model.py:14 in t2, code: x.mul_(2)\n"
    "            mul_: \"f32[4][1]cpu\" = torch.ops.aten.mul_.Tensor(arg0_1, 2)\n"
    "            return (mul_,)\n"
    "\n"
    "    class false_graph_1(torch.nn.Module):\n"
    "        def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
    "            sin: \"f32[4][1]cpu\" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
    "            return (sin,)\n";

/* ---- what `fxlint check` reads ---- */

typedef struct Models {
    FILE *f;            /* every graph's model, with the line it starts at */
    Arena scratch;
    bool consistent;
    int graphs;
} Models;

static void model_add(Models *m, const Graph *g)
{
    bool consistent = false;
    char *text = model_text_of(g, &consistent);
    m->consistent &= consistent;
    fprintf(m->f, "graph %d from line %u\n%s", m->graphs++, g->src->line_base, text);
    free(text);
}

static void cli_sink(Frontend *fe, Graph *g)
{
    Models *m = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &m->scratch);
    arena_reset(&m->scratch);
    model_add(m, g);
}

/* What `fxlint check` finds in d's text, as the LSP diagnostics of d: the front ends over the
 * whole text as frontend_run reads a file's (every graph where the splitter cuts it), the
 * rules over each graph, the suppression comments applied. *models gets every graph's model
 * (malloc'd). New reference. */
static json_t *cli_result(LspDoc *d, char **models)
{
    Arena a;
    arena_init(&a);
    DiagList diags;
    diag_list_init(&diags, &a);
    size_t len = 0;
    Models m = {open_memstream(models, &len), {0}, true, 0};
    arena_init(&m.scratch);
    Frontend fe;
    frontend_init(&fe, &diags, &d->cfg, cli_sink, &m);
    Source src;
    source_init(&src, &a, d->path, d->text, d->len);
    frontend_run(&fe, &src, FMT_AUTO);
    frontend_fini(&fe);
    Suppressor *sup = suppress_new(&a);
    suppress_add_text(sup, d->path, d->text, d->len);
    suppress_apply(sup, &diags);
    diag_list_sort(&diags);
    json_t *out = lsp_diag_list_json(&diags, d);
    fclose(m.f);
    CHECK(m.consistent);
    arena_free(&m.scratch);
    arena_free(&a);
    return out;
}

static void lsp_model(const Graph *g, void *user) { model_add(user, g); }

/* Every graph's model as the language server has it for d now (consuming d's edits). */
static char *lsp_models(LspChecker *ck, LspDoc *d)
{
    char *out = NULL;
    size_t len = 0;
    Models m = {open_memstream(&out, &len), {0}, true, 0};
    lsp_check_each_graph(ck, d, lsp_model, &m);
    fclose(m.f);
    CHECK(m.consistent);
    return out;
}

static void no_graph(const Graph *g, void *user)
{
    (void)g;
    (void)user;
}

/* ---- one document, edited ---- */

typedef struct Session {
    LspChecker ck;
    LspDocStore store;
    LspDoc *doc;
    int step;
    bool model_first; /* the model run consumes the edits, the check then reuses everything */
    uint32_t kept, parsed, lowered;
} Session;

static void session_open(Session *x, const char *text)
{
    memset(x, 0, sizeof *x);
    lsp_checker_init(&x->ck);
    x->doc = lsp_doc_open(&x->store, "file:///tmp/fxlint-lsp/multi.py", 1, text, strlen(text));
}

static void session_close(Session *x)
{
    lsp_doc_store_fini(&x->store);
    lsp_checker_fini(&x->ck);
}

static void print_diff(const char *what, const char *got, const char *want)
{
    fprintf(stderr, "--- %s: language server\n%s--- %s: expected\n%s", what, got ? got : "", what, want ? want : "");
}

/* Checks x's document as it is now and requires what `fxlint check` reads in its text and
 * what a fresh server reads: the same models and diagnostics. x->kept, x->parsed and
 * x->lowered get what the parse that consumed the edits did. */
static void compare(Session *x, const char *what)
{
    char *got = NULL;
    uint32_t reused;
    if (x->model_first) {
        got = lsp_models(&x->ck, x->doc);
        lsp_check_reuse_counts(x->doc, &reused, &x->lowered);
        lsp_check_graph_counts(x->doc, &x->kept, &x->parsed);
        lsp_check_doc(&x->ck, x->doc);
    } else {
        lsp_check_doc(&x->ck, x->doc);
        lsp_check_reuse_counts(x->doc, &reused, &x->lowered);
        lsp_check_graph_counts(x->doc, &x->kept, &x->parsed);
        got = lsp_models(&x->ck, x->doc);
    }
    x->model_first = !x->model_first;
    char *cli_models = NULL;
    json_t *cli = cli_result(x->doc, &cli_models);
    LspDocStore fresh_store = {0};
    LspDoc *fresh = lsp_doc_open(&fresh_store, x->doc->uri, 1, x->doc->text, x->doc->len);
    char *fresh_models = lsp_models(&x->ck, fresh);
    lsp_check_doc(&x->ck, fresh);
    bool same_cli = strcmp(got, cli_models) == 0 && json_equal(x->doc->published, cli);
    bool same_fresh = strcmp(got, fresh_models) == 0 && json_equal(x->doc->published, fresh->published);
    CHECK(same_cli);
    CHECK(same_fresh);
    if (!same_cli || !same_fresh) {
        char *g = json_dumps(x->doc->published, JSON_COMPACT), *w = json_dumps(cli, JSON_COMPACT);
        fprintf(stderr, "step %d (%s): %s\ntext:\n%s\nlanguage server %s\nfxlint check    %s\n", x->step, what,
                same_cli ? "differs from a fresh server" : "differs from fxlint check", x->doc->text, g, w);
        if (strcmp(got, cli_models) != 0) print_diff("models", got, cli_models);
        free(g);
        free(w);
    }
    json_decref(cli);
    lsp_doc_store_fini(&fresh_store);
    free(got);
    free(cli_models);
    free(fresh_models);
    x->step++;
}

static void replace(Session *x, const char *after, const char *from, const char *to)
{
    lsp_versions_replace(x->doc, after, from, to);
}

/* Puts text in front of the first `before`. */
static void insert(Session *x, const char *before, const char *text)
{
    lsp_versions_replace(x->doc, before, "", text);
}

/* How many of the published diagnostics carry `code`, and on which (0-based) line the first
 * at or after line `from` is (-1: none). */
static int count_code(const LspDoc *d, const char *code, uint32_t from, int *line)
{
    int n = 0;
    *line = -1;
    size_t i;
    json_t *diag;
    json_array_foreach((json_t *)d->published, i, diag) {
        if (strcmp(json_string_value(json_object_get(diag, "code")), code) != 0) continue;
        n++;
        int l = (int)json_integer_value(json_object_get(json_object_get(json_object_get(diag, "range"), "start"), "line"));
        if (*line < 0 && l >= (int)from) *line = l;
    }
    return n;
}

/* 0-based line of the first `needle` at or after the first `after` (NULL: anywhere). */
static int line_of(const LspDoc *d, const char *after, const char *needle)
{
    const char *base = after ? strstr(d->text, after) : d->text;
    const char *hit = base ? strstr(base, needle) : NULL;
    CHECK(hit != NULL);
    return hit ? (int)lsp_doc_position(d, (uint32_t)(hit - d->text)).line : -1;
}

/* Every graph is read, each on its own lines: the findings of the last graph are there; an
 * edit in one graph parses it alone, the others handed on (at their new lines when the edit
 * added some); graphs inserted, deleted, merged by a lost boundary, broken and mended. */
static void test_every_graph(void)
{
    Session x;
    session_open(&x, multi_doc);
    compare(&x, "open");
    int line;
    CHECK(count_code(x.doc, "FX101", 0, &line) == 2);
    CHECK(count_code(x.doc, "FX101", (uint32_t)line + 1, &line) == 2 && line == line_of(x.doc, "true_graph_1(", "mul_:"));
    CHECK(count_code(x.doc, "FX903", 0, &line) == 1 && line == line_of(x.doc, NULL, "mystery ="));
    CHECK(count_code(x.doc, "FX902", 0, &line) == 1 && line == line_of(x.doc, NULL, "bad:"));
    CHECK(count_code(x.doc, "FX907", 0, &line) == 0 && count_code(x.doc, "FX901", 0, &line) == 0);
    CHECK(x.parsed == 4 && x.kept == 0);

    /* inside the last graph: only it is parsed */
    replace(&x, "true_graph_1(", "aten.mul_.Tensor", "aten.mul.Tensor");
    compare(&x, "edit in the last graph");
    CHECK(x.parsed == 1 && x.kept == 3 && x.lowered <= 2);
    CHECK(count_code(x.doc, "FX101", 0, &line) == 1);
    replace(&x, "true_graph_1(", "aten.mul.Tensor", "aten.mul_.Tensor");
    compare(&x, "and back");
    CHECK(x.parsed == 1 && x.kept == 3);
    /* nothing edited: nothing parsed */
    compare(&x, "no edit");
    CHECK(x.parsed == 0 && x.kept == 4 && x.lowered == 0);
    /* lines added to the first graph: the others move down, handed on */
    replace(&x, NULL, "        getitem:", "        # File: /home/user/model.py:22 in forward, code: y = out[0]\n        getitem:");
    compare(&x, "a line added to the first graph");
    CHECK(x.parsed == 1 && x.kept == 3);
    CHECK(count_code(x.doc, "FX902", 0, &line) == 1 && line == line_of(x.doc, NULL, "bad:"));
    /* in gm.code, after the module repr */
    replace(&x, NULL, "(nowhere)", "(sin)");
    compare(&x, "the undefined name defined");
    CHECK(x.parsed == 1 && x.kept == 3 && count_code(x.doc, "FX903", 0, &line) == 0);
    /* the FX IR graph is read afresh, the others handed on */
    replace(&x, NULL, "aten.sin.default](args = (%x,)", "aten.cos.default](args = (%x,)");
    compare(&x, "edit in the FX IR graph");
    CHECK(x.parsed == 0 && x.kept == 4);
    /* a graph inserted between two, then deleted */
    insert(&x, "class <lambda>", "class Inserted(torch.nn.Module):\n    def forward(self, y: \"f32[4]\"):\n"
                                 "        y.add_(1)\n        return (y,)\n\n");
    compare(&x, "a graph inserted");
    CHECK(x.parsed == 1 && x.kept == 4);
    replace(&x, NULL, "class Inserted(torch.nn.Module):\n    def forward(self, y: \"f32[4]\"):\n        y.add_(1)\n        return (y,)\n\n",
            "");
    compare(&x, "the graph deleted");
    CHECK(x.kept == 4);
    /* the AOT graph's class line deleted: its forward is gm.code at column 0 no more, and its
     * text goes with the FX IR graph before it; then back */
    replace(&x, NULL, "class <lambda>(torch.nn.Module):\n", "");
    compare(&x, "a class line deleted");
    replace(&x, NULL, "    def forward(self, primals_1", "class <lambda>(torch.nn.Module):\n    def forward(self, primals_1");
    compare(&x, "and put back");
    /* the repr's closing line deleted: the text up to the next one is the repr's, passed over */
    replace(&x, NULL, "GraphModule()\n)\n", "GraphModule()\n");
    compare(&x, "the module repr left open");
    replace(&x, NULL, "GraphModule()\n", "GraphModule()\n)\n");
    compare(&x, "and closed");
    /* the blank line between two graphs deleted: the class line still starts the next one */
    replace(&x, NULL, "    return (sin, mystery)\n\n", "    return (sin, mystery)\n");
    compare(&x, "the blank line before the FX IR graph deleted");
    replace(&x, NULL, "(self, primals_1: \"f32[4][1]cpu\"):\n        bad: \"q99[zz\" = torch.ops.aten.clone.default(primals_1)\n        neg: \"f32[4][1]cpu\" = torch.ops.aten.neg.default(bad);  bad = None\n        return (neg,)\n\n",
            "(self, primals_1: \"f32[4][1]cpu\"):\n        bad: \"q99[zz\" = torch.ops.aten.clone.default(primals_1)\n        neg: \"f32[4][1]cpu\" = torch.ops.aten.neg.default(bad);  bad = None\n        return (neg,)\n");
    compare(&x, "the blank line between two graphs of printed code deleted");
    CHECK(x.kept >= 3);
    CHECK(count_code(x.doc, "FX101", 0, &line) == 2 && count_code(x.doc, "FX902", 0, &line) == 1);
    /* a class header typed at column 0 inside the first graph: its subgraph classes become a
     * graph of their own (the call's subgraphs are gone from the first); then deleted again */
    insert(&x, "    class false_graph_0(", "class Typed(torch.nn.Module):\n    def forward(self, z: \"f32[4]\"):\n        return (z,)\n\n");
    compare(&x, "a class header splits the first graph");
    CHECK(lsp_check_each_graph(&x.ck, x.doc, no_graph, NULL) == 6);
    replace(&x, NULL, "class Typed(torch.nn.Module):\n    def forward(self, z: \"f32[4]\"):\n        return (z,)\n\n", "");
    compare(&x, "and the header deleted: the graphs join again");
    CHECK(count_code(x.doc, "FX101", 0, &line) == 2);
    /* a syntax error in one graph: parsed whole, alone; then mended */
    replace(&x, NULL, "aten.neg.default(bad)", "aten.neg.default((bad)");
    compare(&x, "syntax error in the AOT graph");
    CHECK(x.parsed == 1 && x.kept == 3 && count_code(x.doc, "FX901", 0, &line) >= 1 && line == line_of(x.doc, NULL, "neg:"));
    CHECK(count_code(x.doc, "FX101", 0, &line) == 2);
    replace(&x, NULL, "aten.neg.default((bad)", "aten.neg.default(bad)");
    compare(&x, "and mended");
    CHECK(x.parsed == 1 && x.kept == 3 && count_code(x.doc, "FX901", 0, &line) == 0);
    /* two edits in two graphs between checks */
    replace(&x, NULL, "aten.add_.Tensor", "aten.sub_.Tensor");
    replace(&x, "true_graph_1(", "aten.mul_.Tensor", "aten.div_.Tensor");
    compare(&x, "two graphs edited at once");
    CHECK(x.parsed == 2 && x.kept == 2);
    /* all graphs but the last deleted: the text is one graph, read whole */
    LspPosition zero = {0, 0}, last = lsp_doc_position(x.doc, (uint32_t)(strstr(x.doc->text, "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4][1]cpu\"):\n        true_graph_1") - x.doc->text));
    CHECK(lsp_doc_apply(x.doc, &zero, &last, "", 0) == 0);
    compare(&x, "one graph left");
    CHECK(count_code(x.doc, "FX101", 0, &line) == 1);
    /* and the rest typed back in front of it */
    char *rest = strndup(multi_doc, (size_t)(strstr(multi_doc, "class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4][1]cpu\"):\n        true_graph_1") - multi_doc));
    CHECK(lsp_doc_apply(x.doc, &zero, &zero, rest, strlen(rest)) == 0);
    free(rest);
    compare(&x, "the other graphs back");
    session_close(&x);
}

/* Hover and go to definition in graphs after the first: their places are the document's. */
static void test_places(void)
{
    Session x;
    session_open(&x, multi_doc);
    lsp_check_doc(&x.ck, x.doc);
    /* hover on a node of the last graph names it, not a node of the first at the same byte of
     * its own text */
    const char *mul = strstr(x.doc->text, "mul_: ");
    char *md = lsp_check_hover(&x.ck, x.doc, (uint32_t)(mul - x.doc->text) + 1);
    CHECK(md && strstr(md, "mul_.Tensor") && strstr(md, "model.py:14"));
    free(md);
    const char *neg = strstr(x.doc->text, "aten.neg.default(bad)");
    md = lsp_check_hover(&x.ck, x.doc, (uint32_t)(neg - x.doc->text));
    CHECK(md && strstr(md, "neg.default"));
    free(md);
    /* between two graphs (the module repr) nothing is under the cursor */
    md = lsp_check_hover(&x.ck, x.doc, (uint32_t)(strstr(x.doc->text, "(true_graph_0): GraphModule()") - x.doc->text) + 2);
    CHECK(md == NULL);
    free(md);
    /* the outline has a root for each graph, at its line */
    json_t *roots = lsp_symbols_document(&x.ck, x.doc, true);
    json_t *last_root = json_array_get(roots, json_array_size(roots) - 1);
    CHECK(json_array_size(roots) == 5);
    CHECK(json_integer_value(json_object_get(json_object_get(json_object_get(last_root, "range"), "start"), "line")) ==
          line_of(x.doc, "class <lambda>", "class GraphModule"));
    CHECK(strcmp(json_string_value(json_object_get(json_array_get(roots, 3), "name")), "<lambda>") == 0);
    json_decref(roots);
    /* an edit moves the later graphs down: hover and definition follow them */
    replace(&x, NULL, "        getitem:", "        # File: /home/user/model.py:22 in forward, code: y = out[0]\n        getitem:");
    neg = strstr(x.doc->text, "aten.neg.default(bad)") + strlen("aten.neg.default(");
    json_t *loc = lsp_nav_definition(&x.ck, &x.store, x.doc, lsp_doc_position(x.doc, (uint32_t)(neg - x.doc->text)));
    json_t *start = json_object_get(json_object_get(loc, "range"), "start");
    CHECK(json_is_object(start) && json_integer_value(json_object_get(start, "line")) == line_of(x.doc, NULL, "bad:"));
    json_decref(loc);
    mul = strstr(x.doc->text, "mul_: ");
    md = lsp_check_hover(&x.ck, x.doc, (uint32_t)(mul - x.doc->text) + 1);
    CHECK(md && strstr(md, "mul_.Tensor"));
    free(md);
    session_close(&x);
}

/* Random edits, each version compared: deterministic, so a failure reproduces. Some edits
 * make or unmake a graph's start, a module repr, an FX IR graph. */
static void test_random_edits(void)
{
    Session x;
    session_open(&x, multi_doc);
    compare(&x, "open");
    static const char *const inserts[] = {
        "", "x", ")", "(", "\n", "    ", "_", "\"", "add_",
        "\n        # File: /m.py:1 in f, code: a\n",
        "        t: \"f32[4]\" = torch.ops.aten.sin_.default(arg0_1)\n",
        "class G(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[4]\"):\n        return (arg0_1,)\n",
        "def forward(self, arg0_1):\n    return (arg0_1,)\n",
        "GraphModule(\n", ")\n", "graph():\n", "    class c(torch.nn.Module):\n",
    };
    uint32_t seed = 4242;
    for (int i = 0; i < 500 && failures < 20; i++) {
        lsp_versions_random_edit(x.doc, &seed, inserts, sizeof inserts / sizeof inserts[0]);
        if (i % 3 == 2) continue; /* sometimes two edits between checks */
        char what[32];
        snprintf(what, sizeof what, "random edit %d", i);
        compare(&x, what);
    }
    session_close(&x);
}

/* Thousands of versions keep memory flat: each graph's version replaces the one before. */
static void test_memory(void)
{
    Session x;
    session_open(&x, multi_doc);
    lsp_check_doc(&x.ck, x.doc);
    const char *mul = strstr(x.doc->text, "aten.mul_.Tensor") + strlen("aten.mul");
    /* one graph parsed, the three others handed on */
    lsp_versions_toggle(&x.ck, x.doc, (uint32_t)(mul - x.doc->text), 3000, lsp_check_graph_counts, 3, 1,
                        "test_lsp_multi");
    session_close(&x);
}

int main(void)
{
    test_every_graph();
    test_places();
    test_random_edits();
    test_memory();
    return harness_exit("test_lsp_multi");
}
