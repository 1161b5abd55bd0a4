/* Incremental parses of printed code (readable_graph_doc_parse, what the language
 * server runs for each graph of a document) give what a fresh parse of the same text gives, when pieces are copied from
 * the version before: a generated dump with long forwards and branch classes, plus the
 * constructs whose lowering reads outside their statement (aliases, names used before their
 * definition, names made up for unnamed nodes, origins), is edited hundreds of times at random
 * with pieces of one statement, of a few statements and of the default size; after each edit
 * the model (model_text.h) and the diagnostics must be a fresh parse's. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "model_text.h"

#include "frontends/fe_readable_incr.h"

#include "../bench/gen.h"

/* Constructs whose lowering reads the graph beyond the statement (appended to the top-level
 * forward of the generated dump, before its return). */
static const char extras[] =
    "        l_a_ = arg1_1\n"
    "        # File: /home/user/model.py:5 in forward, code: y = x.sin()\n"
    "        s0: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.sin.default(l_a_)\n"
    "        # No stacktrace found for following nodes\n"
    "        e0: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.cos.default(later)\n"
    "        s0[0] = e0;  setitem = s0\n"
    "        torch.ops.aten._assert_async.msg(s0, 'x')\n"
    "        torch.ops.aten._assert_async.msg(s0, 'y')\n"
    "        later: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.neg.default(s0)\n"
    "        o = s0.sum()\n"
    "        o += 1;  o_1 = o\n";

typedef struct Version {
    char *text;
    uint32_t len;
} Version;

/* The model of g (a name bound again to an earlier node, `l_b_ = s0` after a node l_b_, is
 * fine here: the two parses are compared, whatever the names say) and the diagnostics. */
static char *dump_text(const Graph *g, const DiagList *d)
{
    bool consistent = true;
    char *model = g ? model_text_of(g, &consistent) : NULL, *diags = diags_text_of(d);
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    fprintf(f, "%s%s", model ? model : "(no graph)\n", diags);
    fclose(f);
    free(model);
    free(diags);
    return out;
}

/* A fresh parse of text, as text. */
static char *fresh(const char *text, int32_t chunking)
{
    Harness h;
    harness_open(&h, NULL);
    fe_readable_set_chunking(&h.fe, chunking);
    int n = harness_parse(&h, FMT_READABLE, text);
    char *out = dump_text(n > 0 ? &h.g : NULL, &h.diags);
    harness_close(&h);
    return out;
}

static TSPoint point_of(const char *text, uint32_t off)
{
    TSPoint p = {0, 0};
    for (uint32_t i = 0; i < off; i++) {
        if (text[i] == '\n') p.row++, p.column = 0;
        else p.column++;
    }
    return p;
}

/* Replaces [start, end) of v by ins; returns the edit in tree-sitter's terms. */
static TSInputEdit edit(Version *v, uint32_t start, uint32_t end, const char *ins)
{
    uint32_t n = (uint32_t)strlen(ins);
    TSInputEdit e;
    e.start_byte = start;
    e.old_end_byte = end;
    e.new_end_byte = start + n;
    e.start_point = point_of(v->text, start);
    e.old_end_point = point_of(v->text, end);
    char *t = malloc(v->len - (end - start) + n + 1);
    memcpy(t, v->text, start);
    memcpy(t + start, ins, n);
    memcpy(t + start + n, v->text + end, v->len - end + 1);
    free(v->text);
    v->text = t;
    v->len = v->len - (end - start) + n;
    e.new_end_point = point_of(v->text, start + n);
    return e;
}

static uint32_t line_start(const Version *v, uint32_t off)
{
    while (off > 0 && v->text[off - 1] != '\n') off--;
    return off;
}

static uint32_t next_line(const Version *v, uint32_t off)
{
    while (off < v->len && v->text[off] != '\n') off++;
    return off < v->len ? off + 1 : off;
}

static uint32_t reused_total, lowered_total, compared;

/* Offset of the start of a random line of v whose code starts after `indent` spaces or more
 * and is a statement (not a class, def or return line); v->len when none was found. */
static uint32_t pick_statement(const Version *v, uint32_t *seed, uint32_t *indent)
{
    for (int tries = 0; tries < 64; tries++) {
        *seed = *seed * 1103515245u + 12345u;
        uint32_t at = line_start(v, (*seed >> 4) % (v->len ? v->len : 1));
        uint32_t k = at;
        while (k < v->len && v->text[k] == ' ') k++;
        if (k - at < 8 || k >= v->len || v->text[k] == '\n') continue;
        if (!strncmp(v->text + k, "def ", 4) || !strncmp(v->text + k, "class ", 6) || !strncmp(v->text + k, "return", 6))
            continue;
        *indent = k - at;
        return at;
    }
    return v->len;
}

/* One random edit of v, mostly one that keeps the text valid Python (statements inserted,
 * deleted, renamed, origins changed), sometimes one that breaks it (an open parenthesis),
 * which the next edit of that kind closes again. */
static unsigned random_edit(Version *v, uint32_t *seed, TSInputEdit *e, uint32_t *open_paren)
{
    static const char *const lines[] = {
        "t9: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.sin.default(arg1_1)\n",
        "# File: /m.py:1 in f, code: a\n",
        "l_b_ = s0\n",
        "# No stacktrace found for following nodes\n",
        "u1: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.mul.Tensor(later, 2)\n",
        "torch.ops.aten._assert_async.msg(s0, 'z')\n",
        "later: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.exp.default(arg2_1)\n",
    };
    if (*open_paren != UINT32_MAX) {
        uint32_t at = *open_paren;
        *open_paren = UINT32_MAX;
        e[0] = edit(v, at, at + 1, "");
        return 1;
    }
    uint32_t indent = 0, at = pick_statement(v, seed, &indent);
    if (at == v->len) return 0;
    *seed = *seed * 1103515245u + 12345u;
    uint32_t what = (*seed >> 8) % 10;
    char buf[256];
    if (what < 4) { /* a statement inserted */
        const char *l = lines[(*seed >> 16) % (sizeof lines / sizeof lines[0])];
        snprintf(buf, sizeof buf, "%*s%s", (int)indent, "", l);
        e[0] = edit(v, at, at, buf);
    } else if (what < 6) { /* a statement deleted */
        e[0] = edit(v, at, next_line(v, at), "");
    } else if (what < 8) { /* a character of a name changed: a node renamed or a name undefined */
        uint32_t k = at + indent + (*seed >> 16) % 6;
        if (k >= v->len || !(isalnum((unsigned char)v->text[k]) || v->text[k] == '_')) return 0;
        e[0] = edit(v, k, k + 1, (*seed >> 20) % 2 ? "q" : "_");
    } else if (what < 9) { /* an origin comment before the statement */
        snprintf(buf, sizeof buf, "%*s# File: /m.py:%u in g, code: b\n", (int)indent, "", (*seed >> 12) % 1000);
        e[0] = edit(v, at, at, buf);
    } else { /* a syntax error for a version */
        *open_paren = at + indent;
        e[0] = edit(v, at + indent, at + indent, "(");
    }
    return 1;
}

static void run_edits(const char *base, uint32_t len, int32_t chunking, uint32_t seed, int nedits)
{
    Version v = {malloc(len + 1), len};
    memcpy(v.text, base, len + 1);
    Harness h; /* its front end, arena and diagnostics; each version's source is made here */
    harness_open(&h, NULL);
    fe_readable_set_chunking(&h.fe, chunking);
    struct ReadableGraphDoc *doc = readable_graph_doc_new();
    uint32_t open_paren = UINT32_MAX;
    for (int i = 0; i <= nedits; i++) {
        TSInputEdit e[2];
        unsigned ne = 0;
        if (i > 0) ne += random_edit(&v, &seed, e, &open_paren);
        if (i > 0 && open_paren == UINT32_MAX && (seed >> 28) % 4 == 0) ne += random_edit(&v, &seed, e + ne, &open_paren);
        h.diags.len = 0;
        source_init(&h.src, &h.a, "test.py", v.text, v.len); /* the name harness_parse gives */
        Graph *g = readable_graph_doc_parse(&h.fe, &h.src, doc, e, ne);
        uint32_t reused, lowered;
        readable_graph_doc_counts(doc, &reused, &lowered);
        if (getenv("FXLINT_TEST_VERBOSE")) fprintf(stderr, "%d %d: reused %u lowered %u\n", (int)chunking, i, reused, lowered);
        reused_total += reused;
        lowered_total += lowered;
        char *got = dump_text(g, &h.diags), *want = fresh(v.text, chunking);
        compared++;
        CHECK(strcmp(got, want) == 0);
        if (strcmp(got, want) != 0) {
            const char *x = want, *y = got;
            while (*x && *x == *y) x++, y++;
            while (x > want && x[-1] != '\n') x--, y--;
            fprintf(stderr, "pieces of %d bytes, edit %d: incremental differs from fresh\nfresh:       %.300s\n"
                            "incremental: %.300s\n", (int)chunking, i, x, y);
            if (getenv("FXLINT_TEST_VERBOSE")) {
                FILE *o = fopen("/tmp/incr_got.txt", "w"); fputs(got, o); fclose(o);
                o = fopen("/tmp/incr_want.txt", "w"); fputs(want, o); fclose(o);
                o = fopen("/tmp/incr_text.py", "w"); fputs(v.text, o); fclose(o);
            }
        }
        free(got);
        free(want);
        if (failures > 5) break;
    }
    readable_graph_doc_free(doc);
    harness_close(&h);
    free(v.text);
}

int main(void)
{
    size_t len;
    char *buf = gen_mix_text(12 * 1024, 2, 11, &len);
    /* the extras go before the top-level forward's return */
    char *ret = strstr(buf, "        return (");
    CHECK(ret != NULL);
    size_t at = (size_t)(ret - buf);
    char *text = malloc(len + sizeof extras);
    memcpy(text, buf, at);
    memcpy(text + at, extras, sizeof extras - 1);
    memcpy(text + at + sizeof extras - 1, buf + at, len - at + 1);
    uint32_t n = (uint32_t)(len + sizeof extras - 1);
    static const int32_t ways[] = {0, 64, 700, FE_READABLE_CHUNK_BYTES};
    for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) run_edits(text, n, ways[w], 99 + (uint32_t)w, 120);
    fprintf(stderr, "test_readable_incremental: %u versions compared; %u pieces copied, %u lowered\n", compared,
            reused_total, lowered_total);
    /* the copies must happen (most pieces survive an edit), not only the comparisons */
    CHECK(reused_total > lowered_total);
    free(text);
    free(buf);
    return failures ? 1 : 0;
}
