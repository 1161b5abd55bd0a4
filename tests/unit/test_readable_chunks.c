/* Printed code parsed in pieces gives what the whole text gives (but for literal lists too
 * long to keep, which pieces keep as their first elements and a count). Every printed-code file the
 * project has (samples, front-end and rule fixtures, the shared corpus when present) and a
 * generated dump with long forwards and many branch classes are parsed whole, in pieces of
 * one statement, of a few statements and of the default size; the model (model_text.h: every
 * field, spans included) and the diagnostics must be the same, and the pieces must really have
 * been used where the text allows them. */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "frontends/readable/outline.h"
#include "harness.h"
#include "model_text.h"

#include "../bench/gen.h"

typedef struct Result {
    char *model;       /* model_text, or NULL when no graph */
    char *diags;       /* one line per diagnostic */
    uint32_t pieces;   /* fe_readable_last_pieces */
    int produced;
} Result;

static void parse_with(const char *text, int32_t chunking, unsigned threads, Result *r)
{
    Harness h;
    harness_open(&h, NULL);
    fe_readable_set_chunking(&h.fe, chunking);
    fe_readable_set_thread_min(&h.fe, 0); /* small texts on helper threads too */
    h.fe.threads = threads;
    r->produced = harness_parse(&h, FMT_READABLE, text);
    r->pieces = fe_readable_last_pieces(&h.fe);
    bool consistent = true;
    r->model = r->produced > 0 ? model_text_of(&h.g, &consistent) : NULL;
    CHECK(consistent);
    r->diags = diags_text_of(&h.diags);
    harness_close(&h);
}

static void result_free(Result *r)
{
    free(r->model);
    free(r->diags);
}

static uint32_t files, chunked, multi;

/* Parses text every way; each must equal the whole parse. */
static void compare_all(const char *path, const char *text)
{
    /* pieces of 1 statement, of a few, of about 300 bytes parsed on 3 threads, of the default size */
    static const int32_t ways[] = {0, 7, 300, 300, FE_READABLE_CHUNK_BYTES};
    static const unsigned threads[] = {1, 1, 1, 3, 1};
    Result whole;
    parse_with(text, -1, 1, &whole);
    CHECK(whole.pieces == 0);
    files++;
    for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) {
        Result r;
        parse_with(text, ways[w], threads[w], &r);
        bool same_model = (!r.model && !whole.model) || (r.model && whole.model && strcmp(r.model, whole.model) == 0);
        bool same_diags = strcmp(r.diags, whole.diags) == 0;
        CHECK(r.produced == whole.produced && same_model && same_diags);
        if (r.produced != whole.produced || !same_model || !same_diags) {
            fprintf(stderr, "%s: pieces of %d bytes (%u pieces, %u threads) differ from the whole parse: %s%s\n", path,
                    (int)ways[w], r.pieces, threads[w], same_model ? "" : "model ", same_diags ? "" : "diagnostics");
            if (!same_diags) fprintf(stderr, "--- whole\n%s--- pieces\n%s", whole.diags, r.diags);
            if (!same_model && r.model && whole.model) {
                /* the first differing line */
                const char *x = whole.model, *y = r.model;
                while (*x && *x == *y) x++, y++;
                while (x > whole.model && x[-1] != '\n') x--, y--;
                fprintf(stderr, "whole:  %.200s\npieces: %.200s\n", x, y);
            }
        }
        if (w == 0) {
            if (getenv("FXLINT_TEST_VERBOSE") && !r.pieces) fprintf(stderr, "parsed whole: %s\n", path);
            chunked += r.pieces > 0;
            multi += r.pieces > 1;
        }
        result_free(&r);
    }
    result_free(&whole);
}

static void compare_file(const char *path)
{
    Arena a;
    arena_init(&a);
    char *text;
    uint32_t len;
    if (source_read_file(&a, path, &text, &len) == 0 && memchr(text, 0, len) == NULL &&
        frontend_detect(text, len) == FMT_READABLE)
        compare_all(path, text);
    arena_free(&a);
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)ftw;
    const char *base = strrchr(path, '/');
    if (base && base[1] == '.') return type == FTW_D ? FTW_SKIP_SUBTREE : 0;
    size_t n = strlen(path);
    bool dump = (n > 3 && strcmp(path + n - 3, ".py") == 0) || (n > 4 && strcmp(path + n - 4, ".txt") == 0);
    if (type == FTW_F && dump && st->st_size < (4 << 20)) compare_file(path);
    return 0;
}

static void walk(const char *dir) { nftw(dir, visit, 16, FTW_ACTIONRETVAL); }

/* A generated dump: long forwards cut into many pieces, hundreds of branch classes. */
static void compare_generated(void)
{
    size_t len;
    char *buf = gen_mix_text(400 * 1024, 3, 7, &len);
    uint32_t before = multi;
    compare_all("generated.py", buf);
    CHECK(multi == before + 1);
    /* the default size cuts the long forward too */
    Result r;
    parse_with(buf, FE_READABLE_CHUNK_BYTES, 1, &r);
    CHECK(r.pieces > 50);
    result_free(&r);
    free(buf);
}

/* The view of a dump with one list argument of `n` numbers, ending in `last`. */
static char *list_dump(uint32_t n, const char *last)
{
    char *buf = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&buf, &size);
    fputs("class GraphModule(torch.nn.Module):\n"
          "    def forward(self, arg0_1: \"f32[4]\"):\n"
          "        view: \"f32[s0]\" = torch.ops.aten.view.default(arg0_1, [", f);
    for (uint32_t i = 0; i < n; i++) fprintf(f, "%s%u", i ? ", " : "", (i * 7) % 10);
    fprintf(f, "%s]);  arg0_1 = None\n        return (view,)\n", last);
    fclose(f);
    return buf;
}

/* The list argument of node `view` in a parse of text with the default pieces (its items
 * left out: they die with the parse); *pieces and *diags as parse_with gives them. */
static Value parse_list(const char *text, uint32_t *pieces, char **diags)
{
    Harness h;
    harness_open(&h, NULL);
    Value out = {0};
    if (harness_parse(&h, FMT_READABLE, text) > 0) {
        NodeId id = graph_lookup(&h.g, 0, str_from("view"));
        if (id != NONE_ID && h.g.modules[0].nodes[id].nargs == 2) out = h.g.modules[0].nodes[id].args[1];
        out.seq.items = NULL;
    }
    *pieces = fe_readable_last_pieces(&h.fe);
    *diags = diags_text_of(&h.diags);
    harness_close(&h);
    return out;
}

/* A long list of literals is kept as its first elements and a count; a long list that holds
 * anything else (a name, a string) is kept whole. */
static void test_long_lists(void)
{
    uint32_t pieces;
    char *diags;
    char *text = list_dump(100000, "");
    Value v = parse_list(text, &pieces, &diags);
    CHECK(pieces > 0 && v.kind == VK_LIST && v.seq.n == 16 && v.seq.dropped == 100000 - 16);
    CHECK(strcmp(diags, "") == 0);
    free(diags);
    free(text);
    text = list_dump(3000, ", arg0_1");
    v = parse_list(text, &pieces, &diags);
    CHECK(pieces > 0 && v.kind == VK_LIST && v.seq.n == 3001 && v.seq.dropped == 0);
    free(diags);
    free(text);
    text = list_dump(3000, ", 'a'");
    v = parse_list(text, &pieces, &diags);
    CHECK(v.kind == VK_LIST && v.seq.n == 3001 && v.seq.dropped == 0);
    free(diags);
    free(text);
    text = list_dump(3000, ", 1.5e-3, -2, True, None, 0x1f, 3j");
    v = parse_list(text, &pieces, &diags);
    CHECK(pieces > 0 && v.kind == VK_LIST && v.seq.n == 16 && v.seq.dropped == 3006 - 16);
    free(diags);
    free(text);
    /* a list just below the size that is cut, and one just above */
    text = list_dump(1300, "");
    v = parse_list(text, &pieces, &diags);
    CHECK(v.seq.n == 1300 && v.seq.dropped == 0);
    free(diags);
    free(text);
    text = list_dump(1400, "");
    v = parse_list(text, &pieces, &diags);
    CHECK(v.seq.n == 16 && v.seq.dropped == 1400 - 16);
    free(diags);
    free(text);
}

/* Comment lines and the printer's deletions after a ';' (`;  a = b = None`) are left out of
 * the pieces' parse; anything that only looks like a deletion is parsed: what each gives is
 * what the whole parse gives, the origin of a `# File:` comment included. */
static void test_deletions(void)
{
    static const char *const head =
        "class GraphModule(torch.nn.Module):\n"
        "    def forward(self, arg0_1: \"f32[4]\", arg1_1: \"f32[4]\"):\n";
    static const struct {
        const char *line;
        bool skipped;
    } lines[] = {
        {"add: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, arg1_1);  arg0_1 = arg1_1 = None", true},
        {"mul = torch.ops.aten.mul.Tensor(add, add);  add = None   ", true},
        {"sin = torch.ops.aten.sin.default(mul) ;mul=None", true},
        {"cos = torch.ops.aten.cos.default(sin, '#');  sin = None", false},      /* a '#' before it */
        {"neg = torch.ops.aten.neg.default(cos)  # c;  cos = None", false},       /* in a comment */
        {"abs_1 = torch.ops.aten.abs.default(neg);  neg.x = None", false},        /* not a name */
        {"exp = torch.ops.aten.exp.default(abs_1);  abs_1 == None", false},       /* not a deletion */
        {"log = torch.ops.aten.log.default(exp);  exp = xNone", false},
        {"tan = torch.ops.aten.tan.default(log);  log = None;  exp = None", true}, /* only the last */
    };
    char text[4096];
    /* a comment line is left out too (origins are read from the text) */
    int n = snprintf(text, sizeof text, "%s         # File: /tmp/m.py:3 in forward, code: y = x;  x = None\n", head);
    uint32_t want = 1;
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        n += snprintf(text + n, sizeof text - (size_t)n, "        %s\n", lines[i].line);
        want += lines[i].skipped;
    }
    snprintf(text + n, sizeof text - (size_t)n, "        return (tan,)\n");
    ReadableOutline o;
    CHECK(readable_outline(text, (uint32_t)strlen(text), &o));
    CHECK(o.nskips == want);
    for (uint32_t i = 0; i < o.nskips; i++)
        CHECK(text[o.skips[i].from] == (i ? ';' : '#') && text[o.skips[i].to] == '\n');
    readable_outline_free(&o);
    compare_all("deletions", text);
    /* keywords and a second ';' are syntax errors with the deletion and without it */
    static const char *const bad[] = {"x = torch.ops.aten.sin.default(arg0_1);  if = None",
                                      "x = torch.ops.aten.sin.default(arg0_1);;  arg0_1 = None"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        snprintf(text, sizeof text, "%s        %s\n        return (x,)\n", head, bad[i]);
        CHECK(readable_outline(text, (uint32_t)strlen(text), &o));
        CHECK(o.nskips == 0);
        readable_outline_free(&o);
        compare_all(bad[i], text);
    }
}

int main(void)
{
    test_long_lists();
    compare_file("samples/cond_mutation.py");
    CHECK(multi == 1);
    test_deletions();
    walk("samples");
    walk("tests/fixtures");
    walk("rules");
    uint32_t project = files;
    walk("../shared/corpus");
    compare_generated();
    fprintf(stderr, "test_readable_chunks: %u printed-code files (%u of the project's), %u parsed in pieces, %u in "
                    "several\n", files, project, chunked, multi);
    /* most dumps are clean and plain: the pieces must be the rule, the whole parse the exception */
    CHECK(chunked * 4 >= files * 3);
    return failures ? 1 : 0;
}
