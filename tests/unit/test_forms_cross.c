/* The same defects whatever holds the graphs. From the one-graph fixtures of
 * tests/fixtures/forms/graphs/ (graphs PyTorch 2.13 printed, some edited to hold a defect),
 * this test builds three files: all graphs one after another in one printed-code file, the
 * TORCH_LOGS console output that printed them (a glog prefix on every line, each graph a
 * TRACED GRAPH record of its own compile id), and a TORCH_TRACE log (a record per graph,
 * payload lines behind a TAB, its MD5). Each file is checked streamed from disk; every finding
 * is mapped back to its fixture and line and must equal, code, line, column and message, the
 * findings of that fixture checked alone, and in the two logs carry the fixture's compile id. */
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/md5.h"
#include "engine/engine.h"
#include "harness.h"

#define MAX_FIXTURES 64

typedef struct Fixture {
    const char *path;
    char *text;
    uint32_t nlines;
} Fixture;

/* One finding, as compared: its fixture, line, column (in the fixture's own text), code and
 * message; compile id as the form reported it. */
typedef struct Finding {
    int fixture;
    uint32_t line, col;
    char code[8];
    char message[512];
    char compile_id[16];
} Finding;

typedef struct Findings {
    Finding *items;
    uint32_t len, cap;
} Findings;

/* Where each line of a built file came from: fixture and line (0: a line of the form itself),
 * and how many bytes the form put before the fixture's text on that line. */
typedef struct LineMap {
    int *fixture;
    uint32_t *line, *shift;
    uint32_t len, cap;
} LineMap;

static void map_add(LineMap *m, int fixture, uint32_t line, uint32_t shift)
{
    if (m->len == m->cap) {
        m->cap = m->cap ? m->cap * 2 : 1024;
        m->fixture = realloc(m->fixture, sizeof(int) * m->cap);
        m->line = realloc(m->line, sizeof(uint32_t) * m->cap);
        m->shift = realloc(m->shift, sizeof(uint32_t) * m->cap);
    }
    m->fixture[m->len] = fixture;
    m->line[m->len] = line;
    m->shift[m->len++] = shift;
}

static Arena scratch;

static void sink(Frontend *fe, Graph *g)
{
    engine_check_graph(fe->cfg, g, fe->diags, &scratch);
    arena_reset(&scratch);
}

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    return s;
}

/* Checks the file at path (as the CLI reads files) and returns its diagnostics in *out,
 * whose arena `a` owns them. */
static void check_file(Arena *a, const char *path, DiagList *out)
{
    Config cfg;
    config_init_defaults(&cfg);
    /* The fixtures are torch.compile's graphs. A log says so itself (assume_capture); a file of
     * printed code does not, and a write only torch.compile rejects is then a warning naming
     * the paths. Naming the capture path makes a finding's wording the container's business
     * no longer, which is what is compared. */
    cfg.capture = CAPTURE_COMPILE;
    diag_list_init(out, a);
    Frontend fe;
    frontend_init(&fe, out, &cfg, sink, NULL);
    frontend_run_path(&fe, path, FMT_AUTO);
    frontend_fini(&fe);
    diag_list_sort(out);
}

/* Adds the diagnostics of l to f, each mapped through m (NULL: fixture `fixture`, lines as
 * they are). A diagnostic on a line of the form itself is kept with fixture -1. */
static void collect(Findings *f, const DiagList *l, const LineMap *m, int fixture)
{
    for (uint32_t i = 0; i < l->len; i++) {
        const Diag *d = &l->items[i];
        if (f->len == f->cap) {
            f->cap = f->cap ? f->cap * 2 : 64;
            f->items = realloc(f->items, sizeof(Finding) * f->cap);
        }
        Finding *x = &f->items[f->len++];
        memset(x, 0, sizeof *x);
        x->fixture = fixture;
        x->line = d->line;
        x->col = d->col;
        if (m) {
            bool in = d->line >= 1 && d->line <= m->len;
            x->fixture = in ? m->fixture[d->line - 1] : -1;
            x->line = in ? m->line[d->line - 1] : 0;
            x->col = in && d->col > m->shift[d->line - 1] ? d->col - m->shift[d->line - 1] : d->col;
        }
        snprintf(x->code, sizeof x->code, "%s", rule_table[d->rule].code);
        snprintf(x->message, sizeof x->message, "%s", d->message);
        snprintf(x->compile_id, sizeof x->compile_id, "%s", d->compile_id ? d->compile_id : "");
    }
}

static int cmp_finding(const void *a, const void *b)
{
    const Finding *x = a, *y = b;
    if (x->fixture != y->fixture) return x->fixture < y->fixture ? -1 : 1;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    int c = strcmp(x->code, y->code);
    return c ? c : strcmp(x->message, y->message);
}

/* Compares a form's findings with the one-file findings; in a log each finding must carry
 * the compile id "<fixture>/0". */
static void compare(const char *form, Findings *want, Findings *got, bool compile_ids)
{
    qsort(want->items, want->len, sizeof(Finding), cmp_finding);
    qsort(got->items, got->len, sizeof(Finding), cmp_finding);
    CHECK(got->len == want->len);
    uint32_t n = got->len < want->len ? got->len : want->len;
    for (uint32_t i = 0; i < n; i++) {
        const Finding *w = &want->items[i], *g = &got->items[i];
        if (cmp_finding(w, g) != 0) {
            fprintf(stderr, "%s: fixture %d line %u:%u %s differs from fixture %d line %u:%u %s\n  %s\n  %s\n", form,
                    g->fixture, g->line, g->col, g->code, w->fixture, w->line, w->col, w->code, g->message, w->message);
            failures++;
            return;
        }
        if (compile_ids) {
            char cid[16];
            snprintf(cid, sizeof cid, "%d/0", g->fixture);
            if (strcmp(g->compile_id, cid) != 0) {
                fprintf(stderr, "%s: fixture %d line %u %s: compile id '%s', expected '%s'\n", form, g->fixture, g->line,
                        g->code, g->compile_id, cid);
                failures++;
            }
        }
    }
    if (got->len != want->len) fprintf(stderr, "%s: %u findings, one file each gave %u\n", form, got->len, want->len);
}

/* Builds a file in the form `form` ("many", "logs", "trace") from the fixtures, writes it to
 * path and fills the line map. */
static void build(const char *form, const Fixture *fx, int nfx, const char *path, LineMap *m)
{
    FILE *f = fopen(path, "w");
    m->len = 0;
    for (int k = 0; k < nfx; k++) {
        char prefix[160];
        snprintf(prefix, sizeof prefix, "V1125 13:40:%02d.%06d 4242 torch/_dynamo/output_graph.py:2835] [%d/0] [__graph_code] ",
                 k % 60, k * 1000, k);
        if (strcmp(form, "trace") == 0) {
            char hex[33];
            md5_hex(fx[k].text, strlen(fx[k].text), hex);
            fprintf(f,
                    "V1125 13:40:00.000000 4242 torch/_dynamo/output_graph.py:2835] {\"artifact\": {\"name\": "
                    "\"fx_graph_runnable\", \"encoding\": \"string\"}, \"frame_id\": %d, \"frame_compile_id\": 0, "
                    "\"attempt\": 0, \"has_payload\": \"%s\"}\n",
                    k, hex);
            map_add(m, -1, 0, 0);
        }
        const char *s = fx[k].text;
        bool in_record = false;
        for (uint32_t line = 1; *s; line++) {
            const char *nl = strchr(s, '\n');
            size_t n = nl ? (size_t)(nl - s) : strlen(s);
            if (strcmp(form, "logs") == 0 && !in_record) {
                if (strncmp(s, "class ", 6) != 0) {
                    /* the fixture's own comments: console output before the record */
                    fprintf(f, "%.*s\n", (int)n, s);
                    map_add(m, k, line, 0);
                    s = nl ? nl + 1 : s + n;
                    continue;
                }
                /* the class line follows the module's file name, as lazy_format_graph_code prints it */
                static const char lead[] = " /venv/torch/fx/_lazy_graph_module.py ";
                fprintf(f, "%sTRACED GRAPH\n%s ===== fixture_%d =====\n", prefix, prefix, k);
                map_add(m, -1, 0, 0);
                map_add(m, -1, 0, 0);
                fprintf(f, "%s%s%.*s\n", prefix, lead, (int)n, s);
                map_add(m, k, line, (uint32_t)(strlen(prefix) + sizeof lead - 1));
                in_record = true;
            } else if (strcmp(form, "logs") == 0) {
                fprintf(f, "%s%.*s\n", prefix, (int)n, s);
                map_add(m, k, line, (uint32_t)strlen(prefix));
            } else if (strcmp(form, "trace") == 0) {
                fprintf(f, "\t%.*s\n", (int)n, s);
                map_add(m, k, line, 1);
            } else {
                fprintf(f, "%.*s\n", (int)n, s);
                map_add(m, k, line, 0);
            }
            s = nl ? nl + 1 : s + n;
        }
        if (strcmp(form, "trace") == 0) { /* the payload's final newline: a last line that is a TAB */
            fprintf(f, "\t\n");
            map_add(m, -1, 0, 0);
        }
    }
    fclose(f);
}

int main(void)
{
    arena_init(&scratch);
    glob_t g;
    if (glob("tests/fixtures/forms/graphs/*.py", 0, NULL, &g) != 0 || g.gl_pathc < 4) {
        fprintf(stderr, "test_forms_cross: fixtures not found (run from the repository root)\n");
        return 1;
    }
    Fixture fx[MAX_FIXTURES];
    int nfx = 0;
    for (size_t i = 0; i < g.gl_pathc && nfx < MAX_FIXTURES; i++) {
        fx[nfx].path = g.gl_pathv[i];
        fx[nfx].text = read_all(g.gl_pathv[i]);
        if (fx[nfx].text) nfx++;
    }
    /* each graph its own file */
    Arena a;
    arena_init(&a);
    Findings want = {0};
    for (int k = 0; k < nfx; k++) {
        DiagList l;
        check_file(&a, fx[k].path, &l);
        collect(&want, &l, NULL, k);
    }
    uint32_t defects = 0;
    for (uint32_t i = 0; i < want.len; i++) defects += want.items[i].code[2] != '9';
    CHECK(defects >= 4); /* the fixtures hold defects: an empty comparison proves nothing */

    static const char *const forms[] = {"many", "logs", "trace"};
    char path[] = "/tmp/fxlint_cross_XXXXXX";
    int fd = mkstemp(path);
    close(fd);
    LineMap m = {0};
    for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++) {
        build(forms[k], fx, nfx, path, &m);
        DiagList l;
        check_file(&a, path, &l);
        Findings got = {0};
        collect(&got, &l, &m, -1);
        Findings copy = {malloc(sizeof(Finding) * (want.len + 1)), want.len, want.len};
        memcpy(copy.items, want.items, sizeof(Finding) * want.len);
        compare(forms[k], &copy, &got, k > 0);
        free(copy.items);
        free(got.items);
    }
    unlink(path);
    printf("test_forms_cross: %d fixtures, %u findings (%u defects) in each of 3 forms\n", nfx, want.len, defects);
    free(m.fixture);
    free(m.line);
    free(m.shift);
    free(want.items);
    for (int k = 0; k < nfx; k++) free(fx[k].text);
    globfree(&g);
    arena_free(&a);
    arena_free(&scratch);
    return harness_exit("test_forms_cross");
}
