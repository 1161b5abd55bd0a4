/* The scan stage against tree-sitter, the parser of record (frontends/readable/scan.h):
 *   - every line of a forward the scanner reads, in every printed-code file the project has and
 *     the shared corpus, tree-sitter reads alone as the same statement, node by node and byte
 *     by byte (scan_oracle.h); the oracle is shown to reject a scan that is off by one byte;
 *   - every file of samples/, tests/fixtures/, rules/, tests/bad-input/, tests/forms/,
 *     tests/conformance/cases/ and the shared corpus (printed code, TORCH_TRACE and TORCH_LOGS
 *     logs whose payloads are printed code, FX IR, ExportedProgram...) and generated mixes is
 *     read twice, with the scan stage on and off (every line through tree-sitter): each graph's
 *     model (model_text.h: every field, spans included), its facts (facts_dump) and its
 *     findings (every rule, engine_check_graph), and the front ends' own diagnostics, must be the
 *     same;
 *   - lines it must decline (keywords of the grammar, escapes, f-strings, a parenthesized
 *     value, a comment, a second statement...), and the share of a generated dump's lines it
 *     reads (all but the few it is made to decline). */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "analysis/alias.h"
#include "base/md5.h"
#include "engine/engine.h"
#include "frontends/readable/outline.h"
#include "frontends/readable/scan.h"
#include "harness.h"
#include "model_text.h"
#include "scan_oracle.h"

#include "../bench/gen.h"

static ScanOracle oracle;
static uint32_t lines_read, lines_declined, defs_read, files_compared, graphs_compared;

/* ---- the oracle over every line of a text's forwards ---- */

static void oracle_text(const char *path, const char *text)
{
    ReadableOutline o;
    if (!readable_outline(text, (uint32_t)strlen(text), &o)) return;
    Arena a;
    arena_init(&a);
    for (uint32_t u = 0; u < o.nlines; u++) {
        const ReadableLine *l = &o.lines[u];
        bool def;
        uint32_t from, to;
        if (!scan_oracle_line(&o, u, &def) || !scan_oracle_code(text, &o, l, &from, &to)) continue;
        bool stmt = !def;
        ScanStmt st;
        bool read = def ? readable_scan_def(&a, text, from, to, &st) : readable_scan_statement(&a, text, from, to, &st);
        if (!read) {
            lines_declined += stmt;
            continue;
        }
        lines_read += stmt;
        defs_read += def;
        if (!scan_oracle_check(&oracle, text, from, to, &st)) {
            CHECK(!"the scanner reads a line as tree-sitter does not");
            fprintf(stderr, "%s:%u: %s\n  %.*s\n", path, l->row + 1, oracle.why, (int)(to - from), text + from);
        }
        arena_reset(&a);
    }
    arena_free(&a);
    readable_outline_free(&o);
}

/* ---- every graph of a file, scan stage on and off ---- */

typedef struct Capture {
    FILE *out;
    Arena scratch, found; /* the engine's scratch (it resets it), its findings */
    const Config *cfg;
} Capture;

/* The sink: the graph's model, facts and findings as text. */
static void capture_graph(Frontend *fe, Graph *g)
{
    Capture *c = fe->user;
    bool consistent = true;
    char *model = model_text_of(g, &consistent);
    CHECK(consistent);
    fputs(model, c->out);
    free(model);
    arena_reset(&c->scratch);
    const struct Facts *f = facts_build(&c->scratch, g);
    facts_dump(c->out, g, f);
    DiagList found;
    diag_list_init(&found, &c->found);
    engine_check_graph(c->cfg, g, &found, &c->scratch);
    char *d = diags_text_of(&found);
    fprintf(c->out, "findings:\n%s", d);
    free(d);
    arena_reset(&c->scratch);
    arena_reset(&c->found);
    graphs_compared++;
}

/* Everything fxlint makes of the file at path (or of text, when not NULL), as text (malloc'd);
 * *scanned gets how many statements the scan stage read. */
static char *read_all(const char *path, const char *text, bool scanning, uint64_t *scanned)
{
    Harness h;
    Capture c;
    char *buf = NULL;
    size_t len = 0;
    c.out = open_memstream(&buf, &len);
    arena_init(&c.scratch);
    arena_init(&c.found);
    harness_open(&h, capture_graph);
    c.cfg = &h.cfg;
    h.fe.user = &c;
    fe_readable_set_scanning(&h.fe, scanning);
    if (text) {
        Source src;
        source_init(&src, &h.a, path, text, (uint32_t)strlen(text));
        frontend_run(&h.fe, &src, FMT_AUTO);
    } else {
        frontend_run_path(&h.fe, path, FMT_AUTO);
    }
    char *d = diags_text_of(&h.diags);
    fprintf(c.out, "front end:\n%s", d);
    free(d);
    *scanned = fe_readable_scanned(&h.fe);
    harness_close(&h);
    arena_free(&c.scratch);
    arena_free(&c.found);
    fclose(c.out);
    return buf;
}

static uint64_t scanned_total;

static void compare_both(const char *path, const char *text)
{
    uint64_t on_count, off_count;
    char *on = read_all(path, text, true, &on_count), *off = read_all(path, text, false, &off_count);
    files_compared++;
    scanned_total += on_count;
    CHECK(off_count == 0);
    if (strcmp(on, off) != 0) {
        CHECK(!"the scan stage changes what a file gives");
        const char *x = off, *y = on;
        while (*x && *x == *y) x++, y++;
        while (x > off && x[-1] != '\n') x--, y--;
        fprintf(stderr, "%s: scan on and off differ\n  off: %.300s\n  on:  %.300s\n", path, x, y);
    }
    free(on);
    free(off);
}

/* The same for a text given to the printed-code front end itself (not through detection and
 * the splitter): its model and diagnostics with the scan stage on and off. */
static void compare_direct(const char *what, const char *text)
{
    char *out[2];
    for (int scan = 0; scan < 2; scan++) {
        Harness h;
        harness_open(&h, NULL);
        fe_readable_set_scanning(&h.fe, scan);
        int produced = harness_parse(&h, FMT_READABLE, text);
        bool consistent = true;
        char *model = produced > 0 ? model_text_of(&h.g, &consistent) : NULL;
        char *d = diags_text_of(&h.diags);
        size_t len = 0;
        FILE *f = open_memstream(&out[scan], &len);
        fprintf(f, "%d\n%s\n%s", produced, model ? model : "", d);
        fclose(f);
        free(model);
        free(d);
        harness_close(&h);
    }
    files_compared++;
    CHECK(strcmp(out[0], out[1]) == 0);
    if (strcmp(out[0], out[1]) != 0) fprintf(stderr, "%s: scan on and off differ\n--- off\n%s\n--- on\n%s\n", what, out[0], out[1]);
    free(out[0]);
    free(out[1]);
}

static bool printed_name(const char *path)
{
    size_t n = strlen(path);
    return (n > 3 && strcmp(path + n - 3, ".py") == 0) || (n > 4 && strcmp(path + n - 4, ".txt") == 0);
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)ftw;
    const char *base = strrchr(path, '/');
    if (base && base[1] == '.') return type == FTW_D ? FTW_SKIP_SUBTREE : 0;
    if (type != FTW_F || !S_ISREG(st->st_mode) || st->st_size > (8 << 20)) return 0;
    size_t n = strlen(path);
    /* bad-input's expectations and generators are not inputs */
    if ((n > 7 && strcmp(path + n - 7, ".expect") == 0) || (n > 4 && strcmp(path + n - 4, ".gen") == 0)) return 0;
    compare_both(path, NULL);
    if (printed_name(path)) {
        Arena a;
        arena_init(&a);
        char *text;
        uint32_t len;
        if (source_read_file(&a, path, &text, &len) == 0 && !memchr(text, 0, len)) oracle_text(path, text);
        arena_free(&a);
    }
    return 0;
}

static void walk(const char *dir) { nftw(dir, visit, 16, FTW_ACTIONRETVAL | FTW_PHYS); }

/* ---- generated dumps ---- */

/* A TORCH_TRACE log of `n` graphs of gen_graph, as dynamo_output_graph records (malloc'd). */
static char *trace_log(unsigned n)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    Gen g;
    gen_init(&g, NULL, 11);
    for (unsigned k = 0; k < n; k++) {
        char *text = NULL;
        size_t tlen = 0;
        g.out = open_memstream(&text, &tlen);
        gen_graph(&g, k);
        fclose(g.out);
        char hex[33];
        md5_hex(text, tlen, hex);
        fprintf(f, "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:1520] {\"dynamo_output_graph\": {\"sizes\": {}}, "
                   "\"frame_id\": %u, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"%s\"}\n", k, hex);
        for (const char *s = text, *nl; *s; s = nl + 1) {
            nl = strchr(s, '\n');
            if (!nl) nl = s + strlen(s) - 1;
            fprintf(f, "\t%.*s\n", (int)(nl - s), s);
        }
        free(text);
    }
    fclose(f);
    return buf;
}

static void test_generated(void)
{
    size_t len;
    for (unsigned every = 1; every <= 20; every += 19) {
        char *mix = gen_mix_text(300 * 1024, every, 5, &len);
        uint32_t read = lines_read, declined = lines_declined;
        oracle_text("generated mix", mix);
        /* every line of a generated dump is a regular one */
        CHECK(lines_declined == declined && lines_read > read + 2000);
        compare_both("generated mix", mix);
        free(mix);
    }
    char *log = trace_log(40);
    uint64_t before = scanned_total;
    compare_both("generated trace log", log);
    CHECK(scanned_total > before + 40 * 8);
    free(log);
}

/* ---- lines the scanner must decline, and the oracle rejecting a wrong scan ---- */

/* The words the grammar gives a meaning of its own, and names that look like them. */
static void test_keywords(void)
{
    static const char *const words[] = {
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "case", "class", "continue",
        "def", "del", "elif", "else", "except", "exec", "finally", "for", "from", "global", "if", "import", "in",
        "is", "lambda", "match", "nonlocal", "not", "or", "pass", "print", "raise", "return", "try", "type",
        "while", "with", "yield",
    };
    static const char *const names[] = {"torch", "x", "i", "ass", "defs", "Tru", "nonlocals", "returns", "lambda_",
                                        "getitem", "add", "Non", "elif_", "_if", "IF", "With"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        CHECK(readable_is_keyword(words[i], (uint32_t)strlen(words[i])));
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        CHECK(!readable_is_keyword(names[i], (uint32_t)strlen(names[i])));
}

static void test_declines(void)
{
    static const char *const lines[] = {
        "x = print(y)",                    /* the grammar's Python 2 print */
        "x = exec(y)",
        "x = lambda: y",
        "x = f(lambda y: y)",
        "x = not y",
        "x = y if z else w",
        "x = (y)",                         /* parenthesized */
        "x = f(y)  # note",                /* a comment */
        "x = f(y); z = g(x)",              /* a second statement (not a deletion) */
        "x = f('a\\n')",                   /* an escape */
        "x = f(f'{y}')",                   /* an f-string */
        "x = f(b'y')",
        "x = f('''y''')",
        "x = f(y, *z)",
        "x = f(**z)",
        "x = f(a=1, y)",                   /* a positional argument after a keyword one */
        "x = f(y)(z)",
        "x = f(y).z",
        "x = y[0][1]",
        "x = y[1:2]",
        "x = {y, z}",
        "x = 0x10",
        "x = 1_000",
        "x = 007",
        "x = 1j",
        "x = -y + z",
        "x = a + b * c",                   /* a chain of operators as a right-hand side */
        "x += 1",
        "x[0] = y",
        "x, y = z",
        "x = y = z",
        "x: \"f32\" = None",
        "x: \"f32\"",
        "x = None if y else None",
        "x = f(y) \\",
        "x = f(\ty)",
        "x = f(caf\xc3\xa9)",
        "x = torch.ops.aten.sin.default(<lambda>)",
        "x = fx_pytree.tree_flatten_spec([a], self._in_spec)",
        "return pytree.tree_unflatten([a], self._out_spec)",
        "return(x)",
        "del x",
        "pass",
        "assert x",
        "if x: y",
        "x = device([1])",
        "type = f(x)",
        "x = f(type)",
        "x = 'a' 'b'",
        "x = f(y,,)",
        "x = [1, 2",
    };
    Arena a;
    arena_init(&a);
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        ScanStmt st;
        bool read = readable_scan_statement(&a, lines[i], 0, (uint32_t)strlen(lines[i]), &st);
        CHECK(!read);
        if (read) fprintf(stderr, "scanned, but must be declined: %s\n", lines[i]);
    }
    static const char *const defs[] = {
        "def forward(self, x=1):", "def forward(self, *args):", "def forward(self, x: f32[3]):",
        "def forward(self) -> Tuple[int]:", "def forward(self, lambda):", "async def forward(self):",
    };
    for (size_t i = 0; i < sizeof defs / sizeof defs[0]; i++) {
        ScanStmt st;
        bool read = readable_scan_def(&a, defs[i], 0, (uint32_t)strlen(defs[i]), &st);
        CHECK(!read);
        if (read) fprintf(stderr, "scanned, but must be declined: %s\n", defs[i]);
    }
    /* lines it reads, each checked by the oracle */
    static const char *const good[] = {
        "x: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.add.Tensor(a, b)",
        "x = torch.ops.aten.view.default(a, [4, -1, 2], dtype = torch.float32, device = device(type='cpu', index=0))",
        "getitem = x[0]",
        "getitem = x[a, -1,]",
        "getitem = x[slice(None, 2, None)]",
        "sub = child_3 - child_4",
        "ge: \"b8[]\" = a >= 3",
        "neg = -x",
        "inv = ~x",
        "attr = self.sub.weight",
        "t = x.T",
        "l_x_ = L_x_",
        "a = b = c = None",
        "torch.ops.aten._assert_async.msg(x, 'nope')",
        "return (a, (b, c), [d], {'k': e, 'j': [1.5, -inf]})",
        "return a, b,",
        "return",
        "x = f(a < b < c, -1e-05, 1., 0, True, False, None)",
        "x = f(\n    a,\n    b,\n)",
        "x = f(type='cpu')",
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        ScanStmt st;
        uint32_t n = (uint32_t)strlen(good[i]);
        bool read = readable_scan_statement(&a, good[i], 0, n, &st);
        CHECK(read && scan_oracle_check(&oracle, good[i], 0, n, &st));
        if (!read) fprintf(stderr, "declined, but must be scanned: %s\n", good[i]);
        else if (oracle.why[0]) fprintf(stderr, "%s: %s\n", good[i], oracle.why);
    }
    /* and lowers them as tree-sitter's reading of them is lowered */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    fputs("class GraphModule(torch.nn.Module):\n    def forward(self, a, b : torch.Tensor, x: \"f32[3]\", y, z, L_x_):\n", f);
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        if (strncmp(good[i], "return", 6) != 0) fprintf(f, "        %s\n", good[i]);
    fputs("        return (x, t, inv, neg)\n", f);
    fclose(f);
    uint64_t before = scanned_total;
    compare_both("the lines it reads", buf);
    CHECK(scanned_total >= before + sizeof good / sizeof good[0] - 3);
    free(buf);
    /* tree-sitter joins a line it cannot end with the next one (fuzz_scan found both): a scanned
     * line after `c =` would leave tree-sitter joining `c =` with the line after it instead */
    static const char *const joins[] = {
        "class GraphModule(torch.nn.Module):\n    def forward(self, x, y):\n        a = f(x)\n        c = \n"
        "        e = x.mbda > one\n        c = \n        T\n        return (x,)\n",
        "class GraphModule(torch.nn.Module):\n    def forward(self, x, y):\n        c = x +\n        e = g(y)\n"
        "        d = h(x)\n        return (e,)\n",
        "class GraphModule(torch.nn.Module):\n    def forward(self, x, y):\n        c = x +\n        e = g(y)\n"
        "        return (e,)\n",
        /* after `a,` tree-sitter reads the next line as the rest of `a, neg = -x` or not by what
         * the line after it holds */
        "class GraphModule(torch.nn.Module):\n    def forward(self, x, y):\n        neg = -x\n"
        "        torch.ops.alen._asse32,\n        neg = -x\n        torch.ops.aten._assert_async.msg(x, \"no\")\n"
        "        return (x,)\n",
    };
    for (size_t i = 0; i < sizeof joins / sizeof joins[0]; i++) compare_direct("a line tree-sitter joins", joins[i]);
    /* the oracle rejects a scan that is wrong by a byte, a kind, an operator */
    const char *line = "x: \"f32[3]\" = torch.ops.aten.mul.Tensor(a, b + 1)";
    uint32_t n = (uint32_t)strlen(line);
    ScanStmt st;
    CHECK(readable_scan_statement(&a, line, 0, n, &st) && scan_oracle_check(&oracle, line, 0, n, &st));
    st.value->kids[1].span.end--;
    CHECK(!scan_oracle_check(&oracle, line, 0, n, &st));
    st.value->kids[1].span.end++;
    st.value->kids[1].op = SO_SUB;
    CHECK(!scan_oracle_check(&oracle, line, 0, n, &st));
    st.value->kids[1].op = SO_ADD;
    st.ann.start++;
    CHECK(!scan_oracle_check(&oracle, line, 0, n, &st));
    st.ann.start--;
    st.value->kids[0].kind = SX_STR;
    CHECK(!scan_oracle_check(&oracle, line, 0, n, &st));
    st.value->kids[0].kind = SX_NAME;
    CHECK(scan_oracle_check(&oracle, line, 0, n, &st));
    arena_free(&a);
}

int main(void)
{
    scan_oracle_init(&oracle);
    test_keywords();
    test_declines();
    test_generated();
    walk("samples");
    walk("tests/fixtures");
    walk("rules");
    walk("tests/bad-input");
    walk("tests/forms");
    walk("tests/conformance/cases");
    walk("../shared/corpus");
    fprintf(stderr,
            "test_readable_scan: %u files read with the scan stage on and off (%u graphs, %llu statements scanned); "
            "%u lines of forwards and %u def lines read by the scanner and checked against tree-sitter, %u declined\n",
            files_compared, graphs_compared, (unsigned long long)scanned_total, lines_read, defs_read, lines_declined);
    /* the scanner must read most of what PyTorch prints */
    CHECK(lines_read > 4 * lines_declined);
    scan_oracle_fini(&oracle);
    return failures ? 1 : 0;
}
