/* Unit tests for TORCH_TRACE logs (fe_trace.c, md5.c, frontend_run_path): record splitting,
 * events, stages and compile ids, MD5 checks and their tolerated caveats (CRLF, stripped
 * whitespace-only lines), broken headers, .gz input, positions mapped to log lines, bounded
 * memory on a large streamed log, and the corpus logs read without an FX9xx warning. */
#include <glob.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include <zlib.h>

#include "base/input.h"
#include "frontends/dispatch.h"
#include "frontends/fe_trace.h"
#include "frontends/log_site.h"
#include "frontends/trace_meta.h"
#include "frontends/trace_compile.h"
#include "base/md5.h"
#include "diag/rules.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

/* ---- what the sink saw ---- */

#define MAX_SEEN 16
typedef struct Seen {
    char event[64], compile_id[32];
    GraphStage stage;
    uint32_t nmodules, nnodes, ninputs;
    uint32_t class_line; /* log line of the root module's class/def line */
    size_t arena_total;
} Seen;

typedef struct Run {
    Seen seen[MAX_SEEN];
    uint32_t ngraphs;
    size_t max_arena;
    Arena arena;
    DiagList diags;
    Config cfg;
} Run;

static void sink(Frontend *fe, Graph *g)
{
    Run *r = fe->user;
    if (g->arena->total > r->max_arena) r->max_arena = g->arena->total;
    if (r->ngraphs < MAX_SEEN) {
        Seen *s = &r->seen[r->ngraphs];
        snprintf(s->event, sizeof s->event, "%.*s", STR_ARG(g->event));
        snprintf(s->compile_id, sizeof s->compile_id, "%.*s", STR_ARG(g->compile_id));
        s->stage = g->stage;
        s->nmodules = g->nmodules;
        s->nnodes = g->nmodules ? g->modules[0].nnodes : 0;
        s->ninputs = g->sig ? g->sig->ninputs : 0;
        s->class_line = g->nmodules ? source_pos(g->src, g->modules[0].span.start).line : 0;
    }
    r->ngraphs++;
}

static void run_begin(Run *r, Frontend *fe)
{
    memset(r, 0, sizeof *r);
    arena_init(&r->arena);
    diag_list_init(&r->diags, &r->arena);
    config_init_defaults(&r->cfg);
    frontend_init(fe, &r->diags, &r->cfg, sink, r);
}

static void run_end(Run *r, Frontend *fe)
{
    frontend_fini(fe);
    arena_free(&r->arena);
}

static uint32_t count_code(const DiagList *l, const char *code)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l->len; i++)
        if (strcmp(rule_table[l->items[i].rule].code, code) == 0) n++;
    return n;
}

/* Runs an in-memory log (AUTO detection) and leaves the results in r. */
static void run_text(Run *r, const char *text, size_t len)
{
    Frontend fe;
    run_begin(r, &fe);
    Source src;
    source_init(&src, &r->arena, "mem.log", text, (uint32_t)len);
    frontend_run(&fe, &src, FMT_AUTO);
    frontend_fini(&fe);
}

/* ---- building logs ---- */

typedef struct Buf {
    char *p;
    size_t len, cap;
} Buf;

static void put(Buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->p = realloc(b->p, b->cap);
        if (!b->p) abort();
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void puts_(Buf *b, const char *s) { put(b, s, strlen(s)); }

/* One record: header with `meta` (a JSON object body without braces) and, when payload is not
 * NULL, its has_payload digest and TAB-prefixed payload lines. */
static void record(Buf *b, const char *meta, const char *payload)
{
    puts_(b, "V0101 12:00:00.000000 4242 torch/_dynamo/x.py:1] {");
    puts_(b, meta);
    if (payload) {
        char hex[33];
        md5_hex(payload, strlen(payload), hex);
        puts_(b, ", \"has_payload\": \"");
        puts_(b, hex);
        puts_(b, "\"");
    }
    puts_(b, "}\n");
    if (!payload) return;
    const char *s = payload;
    for (;;) {
        const char *nl = strchr(s, '\n');
        puts_(b, "\t");
        put(b, s, nl ? (size_t)(nl - s) : strlen(s));
        puts_(b, "\n");
        if (!nl) break;
        s = nl + 1;
    }
}

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    Buf b = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) put(&b, chunk, n);
    fclose(f);
    *len = b.len;
    return b.p;
}

/* ---- tests ---- */

static void check_sample_results(const Run *r)
{
    CHECK(r->diags.len == 0);
    CHECK(r->ngraphs == 2);
    if (r->ngraphs != 2) return;
    CHECK(strcmp(r->seen[0].event, "dynamo_output_graph") == 0 && r->seen[0].stage == STAGE_DYNAMO);
    CHECK(strcmp(r->seen[1].event, "aot_inference_graph") == 0 && r->seen[1].stage == STAGE_AOT_INFERENCE);
    CHECK(strcmp(r->seen[0].compile_id, "0/0") == 0 && strcmp(r->seen[1].compile_id, "0/0") == 0);
    CHECK(r->seen[0].nmodules == 3 && r->seen[1].nmodules == 3);
    CHECK(r->seen[0].class_line == 4); /* payload line 1 is log line 4 */
}

static void test_sample(void)
{
    Run r;
    Frontend fe;
    run_begin(&r, &fe);
    CHECK(frontend_run_path(&fe, "samples/trace_cond.log", FMT_AUTO) == 2);
    frontend_fini(&fe);
    check_sample_results(&r);
    arena_free(&r.arena);

    size_t len;
    char *text = read_all("samples/trace_cond.log", &len);
    CHECK(text != NULL);
    if (!text) return;
    run_text(&r, text, len);
    check_sample_results(&r);
    arena_free(&r.arena);

    /* gzip: streamed from a file, and inflated from memory */
    char path[] = "/tmp/fxlint_test_traceXXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd >= 0) {
        gzFile gz = gzdopen(fd, "wb");
        gzwrite(gz, text, (unsigned)len);
        gzclose(gz);
        run_begin(&r, &fe);
        CHECK(frontend_run_path(&fe, path, FMT_AUTO) == 2);
        frontend_fini(&fe);
        check_sample_results(&r);
        arena_free(&r.arena);
        size_t glen;
        char *gtext = read_all(path, &glen);
        CHECK(gtext && glen > 2 && (unsigned char)gtext[0] == 0x1f);
        if (gtext) {
            run_text(&r, gtext, glen);
            check_sample_results(&r);
            arena_free(&r.arena);
            /* a cut gzip stream: an FX906, never a crash */
            run_text(&r, gtext, glen / 2);
            CHECK(count_code(&r.diags, "FX906") == 1);
            arena_free(&r.arena);
        }
        free(gtext);
        unlink(path);
    }

    /* CRLF line ends: digests still verify */
    Buf crlf = {0};
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') put(&crlf, "\r\n", 2);
        else put(&crlf, text + i, 1);
    }
    run_text(&r, crlf.p, crlf.len);
    check_sample_results(&r);
    arena_free(&r.arena);
    free(crlf.p);

    /* whitespace-only payload lines stripped by an editor: not reported */
    Buf stripped = {0};
    const char *s = text;
    while (*s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        bool blank = n > 1 && s[0] == '\t' && strspn(s + 1, " ") == n - 1;
        if (!blank) put(&stripped, s, n);
        put(&stripped, "\n", 1);
        s += n + (nl ? 1 : 0);
    }
    CHECK(stripped.len < len);
    run_text(&r, stripped.p, stripped.len);
    check_sample_results(&r);
    arena_free(&r.arena);
    free(stripped.p);

    /* an edited payload: FX905 at the record's header line, the log is still checked */
    char *edited = strdup(text);
    char *hit = strstr(edited, "torch.ops.aten.sin.default(arg0_1)");
    CHECK(hit != NULL);
    if (hit) memcpy(hit, "torch.ops.aten.cos", 18);
    run_text(&r, edited, len);
    CHECK(r.ngraphs == 2);
    CHECK(count_code(&r.diags, "FX905") == 1);
    for (uint32_t i = 0; i < r.diags.len; i++) {
        const Diag *d = &r.diags.items[i];
        CHECK(d->severity == SEV_WARNING && d->line == 50 && d->event && strcmp(d->event, "aot_inference_graph") == 0);
        CHECK(d->compile_id && strcmp(d->compile_id, "0/0") == 0);
    }
    arena_free(&r.arena);

    /* cut in the middle of the last graph payload */
    char *cut = strstr(edited, "class true_graph_0");
    if (cut) {
        run_text(&r, text, (size_t)(cut - edited));
        CHECK(count_code(&r.diags, "FX905") == 1);
        CHECK(r.ngraphs == 2);
        arena_free(&r.arena);
    }
    free(edited);
    free(text);
}

static void test_records(void)
{
    Buf b = {0};
    puts_(&b, "\n"); /* a blank line before the first header is fine */
    record(&b, "\"str\": [\"/m.py\", 0]", NULL);
    /* FX IR payload with an undefined name: line 5 of the log is payload line 2 */
    record(&b, "\"inductor_post_grad_graph\": {}, \"frame_id\": 1, \"frame_compile_id\": 0, \"attempt\": 1",
           "graph():\n    %x : [num_users=1] = placeholder[target=x]\n"
           "    %y : [num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%nope,), kwargs = {})\n"
           "    return (y,)\n");
    /* a broken header: reported, its payload skipped */
    puts_(&b, "V0101 12:00:00.000000 4242 torch/_dynamo/x.py:1] {\"aot_forward_graph\": {}, \"frame_id\": \n");
    puts_(&b, "\tclass GraphModule(torch.nn.Module):\n");
    /* an artifact graph, a non-graph artifact with a wrong digest (not verified), a cpp dump */
    record(&b, "\"artifact\": {\"name\": \"after_post_grad_graph\", \"encoding\": \"string\"}, \"frame_id\": 2, \"frame_compile_id\": 3, \"attempt\": 0",
           "class <lambda>(torch.nn.Module):\n    def forward(self, arg0_1: \"f32[4]\"):\n"
           "        sin: \"f32[4]\" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n        return (sin,)\n        \n");
    puts_(&b, "V0101 12:00:00.000000 4242 torch/_dynamo/x.py:1] {\"artifact\": {\"name\": \"recompile_reasons\", \"encoding\": \"json\"}, \"has_payload\": \"00000000000000000000000000000000\"}\n\t[]\n");
    record(&b, "\"graph_dump\": {\"name\": \"inductor_aot_wrapper_code\", \"type\": \"cpp\"}", "#include <x.h>\nint main() {}\n");
    /* an exported program: payload col shift 1 plus the printout's indent */
    record(&b, "\"exported_program\": {}",
           "ExportedProgram:\n    class GraphModule(torch.nn.Module):\n        def forward(self, a: \"f32[3]\"):\n"
           "            mul: \"f32[3]\" = torch.ops.aten.mul.Tensor(a, zzz);  a = None\n            return (mul,)\n            \n"
           "Graph signature: ExportGraphSignature(input_specs=[InputSpec(kind=<InputKind.USER_INPUT: 1>, arg=TensorArgument(name='a'), target=None, persistent=None)], "
           "output_specs=[OutputSpec(kind=<OutputKind.USER_OUTPUT: 1>, arg=TensorArgument(name='mul'), target=None)])\n"
           "Range constraints: {}\n");

    Run r;
    run_text(&r, b.p, b.len);
    CHECK(r.ngraphs == 3);
    if (r.ngraphs == 3) {
        CHECK(strcmp(r.seen[0].event, "inductor_post_grad_graph") == 0 && strcmp(r.seen[0].compile_id, "1/0_1") == 0);
        CHECK(r.seen[0].stage == STAGE_POST_GRAD && r.seen[0].nnodes == 3);
        CHECK(strcmp(r.seen[1].event, "after_post_grad_graph") == 0 && strcmp(r.seen[1].compile_id, "2/3") == 0);
        CHECK(r.seen[1].stage == STAGE_POST_GRAD);
        CHECK(strcmp(r.seen[2].event, "exported_program") == 0 && r.seen[2].stage == STAGE_EXPORT);
        CHECK(r.seen[2].compile_id[0] == 0 && r.seen[2].ninputs == 1);
    }
    CHECK(count_code(&r.diags, "FX903") == 2);
    CHECK(count_code(&r.diags, "FX905") == 1);
    for (uint32_t i = 0; i < r.diags.len; i++) {
        const Diag *d = &r.diags.items[i];
        const char *code = rule_table[d->rule].code;
        if (getenv("SHOW")) fprintf(stderr, "%s %u:%u %s [%s]\n", code, d->line, d->col, d->message, d->event ? d->event : "");
        if (strcmp(code, "FX905") == 0) CHECK(d->line == 9 && strstr(d->message, "JSON"));
        if (strcmp(code, "FX903") == 0 && d->event && strcmp(d->event, "inductor_post_grad_graph") == 0) {
            CHECK(d->line == 6 && d->col == 84 && strcmp(d->compile_id, "1/0_1") == 0);
        } else if (strcmp(code, "FX903") == 0) {
            CHECK(d->event && strcmp(d->event, "exported_program") == 0);
            CHECK(d->line == 28 && d->col == 59);
        }
    }
    arena_free(&r.arena);

    /* --input-format trace on something else: one FX905, no graph */
    const char *junk = "class GraphModule(torch.nn.Module):\n    pass\nmore\n";
    Frontend fe;
    run_begin(&r, &fe);
    Source src;
    source_init(&src, &r.arena, "junk.py", junk, (uint32_t)strlen(junk));
    CHECK(frontend_run(&fe, &src, FMT_TRACE) == 0);
    CHECK(r.diags.len == 1 && count_code(&r.diags, "FX905") == 1 && r.diags.items[0].line == 1);
    run_end(&r, &fe);
    free(b.p);
}

/* A large log is read record by record: peak memory does not grow with the log. */
static void test_streaming(void)
{
    /* records of ~10 kB: an FX IR graph payload and a non-graph JSON payload */
    Buf graph = {0}, one = {0};
    puts_(&graph, "graph():\n    %x : [num_users=1] = placeholder[target=x]\n");
    for (int i = 0; i < 80; i++) {
        char line[160];
        snprintf(line, sizeof line,
                 "    %%n%d : [num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%%%s, 1.0), kwargs = {})\n",
                 i, i ? "n0" : "x");
        puts_(&graph, line);
    }
    puts_(&graph, "    return (n79,)\n");
    record(&one, "\"aot_forward_graph\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0", graph.p);
    record(&one, "\"chromium_event\": {}", "{\n\"name\": \"x\",\n\"ts\": 1.0\n}\n");
    free(graph.p);
    char path[] = "/tmp/fxlint_test_bigXXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    FILE *f = fdopen(fd, "wb");
    size_t total = 0, copies = 0;
    while (total < (64u << 20)) {
        fwrite(one.p, 1, one.len, f);
        total += one.len;
        copies++;
    }
    fclose(f);
    struct rusage before, after;
    getrusage(RUSAGE_SELF, &before);
    Run r;
    Frontend fe;
    run_begin(&r, &fe);
    CHECK(frontend_run_path(&fe, path, FMT_AUTO) == (int)copies);
    getrusage(RUSAGE_SELF, &after);
    CHECK(r.ngraphs == copies && r.diags.len == 0);
    CHECK(r.max_arena < (1u << 20));
    /* 64 MB of log; the peak grows by far less (ru_maxrss is in KiB) */
    CHECK(total >= (64u << 20));
    long grown_kib = after.ru_maxrss - before.ru_maxrss;
#ifndef __SANITIZE_ADDRESS__ /* ASan's quarantine keeps freed blocks resident */
    CHECK(grown_kib < 16 * 1024);
#endif
    if (getenv("SHOW")) fprintf(stderr, "test_trace: %zu MB log, %zu records, peak RSS grew %ld KiB\n", total >> 20, copies, grown_kib);
    run_end(&r, &fe);
    unlink(path);
    free(one.p);
}

/* A plain log file of some size is read from a mapping (fe_trace_run_mapped): what it reads
 * must be what the stream reads, a line over 64 MiB skipped with its FX905 included. The line
 * is a hole in a sparse file, after 64 KiB of records (the format is told from those). */
static void test_mapped_as_streamed(void)
{
    Buf b = {0};
    const char *graph = "def forward(self, x: \"f32[4]\"):\n    y = torch.ops.aten.sin.default(x)\n    return (y,)\n";
    record(&b, "\"aot_forward_graph\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0", graph);
    while (b.len < (80u << 10)) record(&b, "\"chromium_event\": {}", "{\n\"name\": \"x\",\n\"ts\": 1.0\n}\n");
    record(&b, "\"aot_forward_graph\": {}, \"frame_id\": 1, \"frame_compile_id\": 0, \"attempt\": 0", graph);
    char path[] = "/tmp/fxlint_test_holeXXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) return;
    /* the second graph's payload gets a line of 65 MiB of zeros (a hole), then one more record */
    bool ok = write(fd, b.p, b.len) == (ssize_t)b.len && write(fd, "\t", 1) == 1 &&
              lseek(fd, (off_t)65 << 20, SEEK_CUR) > 0 && write(fd, "\n", 1) == 1;
    Buf tail = {0};
    record(&tail, "\"aot_forward_graph\": {}, \"frame_id\": 2, \"frame_compile_id\": 0, \"attempt\": 0", graph);
    ok = ok && write(fd, tail.p, tail.len) == (ssize_t)tail.len;
    close(fd);
    CHECK(ok);
    Run mapped, streamed;
    Frontend fe1, fe2;
    run_begin(&mapped, &fe1);
    int n1 = frontend_run_path(&fe1, path, FMT_AUTO);
    run_begin(&streamed, &fe2);
    Input in;
    char why[256];
    int n2 = -1;
    if (input_open(&in, path, why, sizeof why) == 0) n2 = fe_trace_stream(&fe2, path, &in, "", 0);
    input_close(&in);
    CHECK(n1 == n2 && n1 == 2 && mapped.ngraphs == streamed.ngraphs);
    CHECK(count_code(&mapped.diags, "FX905") >= 1 && mapped.diags.len == streamed.diags.len);
    for (uint32_t i = 0; i < mapped.diags.len && i < streamed.diags.len; i++) {
        const Diag *x = &mapped.diags.items[i], *y = &streamed.diags.items[i];
        CHECK(x->rule == y->rule && x->line == y->line && x->col == y->col && strcmp(x->message, y->message) == 0);
    }
    run_end(&mapped, &fe1);
    run_end(&streamed, &fe2);
    unlink(path);
    free(b.p);
    free(tail.p);
}

/* Graphs that wait for their compile to end are held by where their lines are when the log is in
 * memory (a mapped file, an editor's document) and copied when it is streamed: both must check
 * the same text at the same log lines. Two compiles interleave, each graph waiting for its
 * compilation_metrics; one payload has a syntax error, one a whitespace-only line that lost its
 * TAB. */
static void test_held_graphs_in_memory_as_streamed(void)
{
    Buf b = {0};
    const char *bad = "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n"
                      "        y = torch.ops.aten.sin.default(x\n        return (y,)\n";
    const char *good = "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4]\"):\n"
                       "        y = torch.ops.aten.cos.default(x)\n\n        return (y,)\n";
    record(&b, "\"dynamo_output_graph\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0", bad);
    record(&b, "\"dynamo_output_graph\": {}, \"frame_id\": 1, \"frame_compile_id\": 0, \"attempt\": 0", good);
    char *blank = strstr(b.p, "(x)\n\t\n") + 4; /* the empty line of `good` loses its TAB */
    memmove(blank, blank + 1, b.len - (size_t)(blank + 1 - b.p) + 1);
    b.len--;
    record(&b, "\"compilation_metrics\": {\"compile_id\": \"1/0\"}, \"frame_id\": 1, \"frame_compile_id\": 0, \"attempt\": 0",
           NULL);
    record(&b, "\"compilation_metrics\": {\"compile_id\": \"0/0\"}, \"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0",
           NULL);
    Run memory, streamed;
    run_text(&memory, b.p, b.len);
    char path[] = "/tmp/fxlint_test_heldXXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0 && write(fd, b.p, b.len) == (ssize_t)b.len);
    if (fd >= 0) close(fd);
    Frontend fe;
    run_begin(&streamed, &fe);
    Input in;
    char why[256];
    if (input_open(&in, path, why, sizeof why) == 0) fe_trace_stream(&fe, path, &in, "", 0);
    input_close(&in);
    /* released in the order read, once 0/0 has ended */
    CHECK(memory.ngraphs == 2 && streamed.ngraphs == 2 && strcmp(memory.seen[1].compile_id, "1/0") == 0);
    for (uint32_t i = 0; i < 2; i++)
        CHECK(memory.seen[i].class_line == (i ? 8 : 2) && streamed.seen[i].class_line == memory.seen[i].class_line &&
              memory.seen[i].nnodes == streamed.seen[i].nnodes);
    CHECK(memory.diags.len >= 1 && memory.diags.len == streamed.diags.len);
    bool at_bad_line = false;
    for (uint32_t i = 0; i < memory.diags.len && i < streamed.diags.len; i++) {
        const Diag *x = &memory.diags.items[i], *y = &streamed.diags.items[i];
        CHECK(x->rule == y->rule && x->line == y->line && x->col == y->col && strcmp(x->message, y->message) == 0);
        at_bad_line |= x->line == 4;
    }
    CHECK(at_bad_line);
    arena_free(&memory.arena);
    run_end(&streamed, &fe);
    unlink(path);
    free(b.p);
}

static void test_md5(void)
{
    char hex[33];
    md5_hex("", 0, hex);
    CHECK(strcmp(hex, "d41d8cd98f00b204e9800998ecf8427e") == 0);
    md5_hex("message digest", 14, hex);
    CHECK(strcmp(hex, "f96b697d7cb7938d525a2f31aaf161d0") == 0);
    /* block boundaries: 55, 56, 64 and 65 bytes, fed in uneven pieces */
    const char *ref[] = {"ef1772b6dff9a122358552954ad0df65", "3b0c8ac703f828b04c6c197006d17218",
                         "014842d480b571495a4a0363793f7367", "c743a45e0d2e6a95cb859adae0248435"};
    size_t sizes[] = {55, 56, 64, 65};
    char data[65];
    memset(data, 'a', sizeof data);
    for (int i = 0; i < 4; i++) {
        Md5 c;
        unsigned char d[16];
        md5_init(&c);
        md5_update(&c, data, 7);
        md5_update(&c, data + 7, sizes[i] - 7);
        md5_final(&c, d);
        md5_digest_hex(d, hex);
        CHECK(strcmp(hex, ref[i]) == 0);
    }
    /* several at once: the known digests in lanes of their own, then texts of every length
     * around the block and padding boundaries (0 to 200 bytes, and long ones that end after the
     * others; empty ones without a pointer), 1 to 4 * MD5_LANES at a time (lanes that take the next
     * text as theirs end), each as md5_hex gives it */
    const void *four[] = {data, data, data, data};
    unsigned char dg[4 * MD5_LANES][16];
    md5_many(four, sizes, 4, dg);
    for (int i = 0; i < 4; i++) {
        md5_digest_hex(dg[i], hex);
        CHECK(strcmp(hex, ref[i]) == 0);
    }
    static char text[5000];
    for (size_t i = 0; i < sizeof text; i++) text[i] = (char)(i * 131 + (i >> 7));
    size_t at = 0;
    for (unsigned round = 0; round < 160; round++) {
        unsigned n = 1 + round % (4 * MD5_LANES);
        const void *ptr[4 * MD5_LANES];
        size_t len[4 * MD5_LANES];
        for (unsigned k = 0; k < n; k++, at++) {
            len[k] = k % 11 == 3 && round % 5 == 0 ? 4000 + at % 900 : at % 201;
            ptr[k] = len[k] == 0 && round % 2 ? NULL : text + (at * 7) % 64;
        }
        md5_many(ptr, len, n, dg);
        for (unsigned k = 0; k < n; k++) {
            char one[33], many[33];
            md5_hex(ptr[k], len[k], one);
            md5_digest_hex(dg[k], many);
            CHECK(strcmp(one, many) == 0);
        }
    }
}

static void test_corpus(void)
{
    const char *shared = getenv("FXLINT_SHARED") ? getenv("FXLINT_SHARED") : "../shared";
    char pattern[512];
    snprintf(pattern, sizeof pattern, "%s/corpus/trace/*", shared);
    glob_t gl;
    if (glob(pattern, 0, NULL, &gl) != 0) {
        fprintf(stderr, "test_trace: %s matched nothing; corpus checks skipped\n", pattern);
        return;
    }
    uint32_t graphs = 0;
    for (size_t i = 0; i < gl.gl_pathc; i++) {
        Run r;
        Frontend fe;
        run_begin(&r, &fe);
        frontend_run_path(&fe, gl.gl_pathv[i], FMT_AUTO);
        for (uint32_t k = 0; k < r.diags.len; k++) {
            const Diag *d = &r.diags.items[k];
            if (d->severity < SEV_WARNING) continue;
            fprintf(stderr, "%s:%u:%u: %s %s\n", d->file, d->line, d->col, rule_table[d->rule].code, d->message);
            failures++;
        }
        CHECK(r.ngraphs > 0);
        graphs += r.ngraphs;
        run_end(&r, &fe);
    }
    fprintf(stderr, "test_trace: %zu corpus logs, %u graphs\n", gl.gl_pathc, graphs);
    globfree(&gl);
}

/* A log of thousands of compiles: each record finds its own compile (an index by id), and what
 * one compile's records showed stays with it as the index grows. */
static void test_many_compiles(void)
{
    TraceCompiles *tc = trace_compiles_new();
    enum { N = 3000 };
    char id[32];
    /* ids in a scrambled order, each compile's training graph and AOT record at lines of its own,
     * every 7th compile without the AOT record */
    for (uint32_t k = 0; k < N; k++) {
        uint32_t i = (k * 1237u) % N;
        snprintf(id, sizeof id, "%u/%u", i, i % 3);
        trace_compiles_note_graph(tc, id);
        trace_compiles_note_training(tc, id, 10000 + i);
        if (i % 7) trace_compiles_note_artifact(tc, id, "aot_graphs", 100 + i);
    }
    uint32_t right = 0;
    for (uint32_t i = 0; i < N; i++) {
        snprintf(id, sizeof id, "%u/%u", i, i % 3);
        CaptureHint h = trace_compiles_hint(tc, id);
        right += h.grad == 1 && h.grad_line == 10000 + i &&
                 (i % 7 ? h.paths == CAPTURE_BIT(CAPTURE_COMPILE) && h.paths_line == 100 + i : h.paths == 0);
    }
    CHECK(right == N);
    CHECK(trace_compiles_hint(tc, "3000/0").paths == 0 && !trace_compiles_ended(tc, "1/1"));
    trace_compiles_free(tc);
}

/* Which of a compile's records show that AOTAutograd traced its Dynamo graph through
 * (CaptureHint.aot_traced_line): its graphs and Inductor's output after it do; a cache miss and
 * Inductor's pre-grad graph, written before AOTAutograd traces, show the compile's path but not
 * that. */
static void test_aot_traced(void)
{
    TraceCompiles *tc = trace_compiles_new();
    TraceMeta none = {0};
    trace_compiles_record(tc, "artifact", "aotautograd_cache_miss", "0/0", 5, "{}", 2, &none);
    trace_compiles_record(tc, "inductor_pre_grad_graph", NULL, "0/0", 6, "{}", 2, &none);
    trace_compiles_record(tc, "aot_inference_graph", NULL, "1/0", 7, "{}", 2, &none);
    trace_compiles_record(tc, "inductor_pre_grad_graph", NULL, "2/0", 8, "{}", 2, &none);
    trace_compiles_record(tc, "inductor_output_code", NULL, "2/0", 9, "{}", 2, &none);
    trace_compiles_note_artifact(tc, "3/0", "aot_graphs", 10);
    CaptureHint h = trace_compiles_hint(tc, "0/0");
    CHECK(h.paths == CAPTURE_BIT(CAPTURE_COMPILE) && h.paths_line == 5 && h.aot_traced_line == 0);
    h = trace_compiles_hint(tc, "1/0");
    CHECK(h.paths == CAPTURE_BIT(CAPTURE_COMPILE) && h.aot_traced_line == 7);
    h = trace_compiles_hint(tc, "2/0");
    CHECK(h.paths_line == 8 && h.aot_traced_line == 9);
    CHECK(trace_compiles_hint(tc, "3/0").aot_traced_line == 10);
    CHECK(trace_compiles_hint(tc, "4/0").aot_traced_line == 0);
    trace_compiles_free(tc);
}

/* Header fields of a compilation_metrics record that names compile `id`. */
static void metrics_record(TraceCompiles *tc, const char *id, const char *header_id, uint32_t line)
{
    char json[128];
    int n = snprintf(json, sizeof json, "{\"compilation_metrics\": {\"compile_id\": \"%s\"}}", id);
    TraceMeta m = {0};
    CHECK(trace_meta_scan(json, (size_t)n, "compilation_metrics", &m));
    trace_compiles_record(tc, "compilation_metrics", NULL, header_id, line, json, (size_t)n, &m);
}

/* A restarted compile (2.13 and 2.14 under dynamic=True: attempt 0 printed its graphs, then
 * TensorifyScalarRestartAnalysis): attempt 0's graph waits until the frame compile ends (its
 * compilation_metrics says "0/0", the header attempt 1) and is judged with the grad mode the
 * last attempt's guards print; AOTAutograd's tracing stays each attempt's own. A TORCH_LOGS
 * stream's ids ("0/0_1#7") pair the same way. The id again after the end is a new compile. */
static void test_restarted_compile(void)
{
    TraceCompiles *tc = trace_compiles_new();
    TraceMeta none = {0};
    GraphText t = {0};
    graph_text_add(&t, "class GraphModule(torch.nn.Module):", 35, 3, 1, false);
    trace_compiles_record(tc, "dynamo_start", NULL, "0/0", 1, "{}", 2, &none);
    trace_compiles_note_graph(tc, "0/0");
    trace_compiles_hold(tc, &t, 0, "dynamo_output_graph", "0/0");
    trace_compiles_record(tc, "aot_inference_graph", NULL, "0/0", 20, "{}", 2, &none);
    trace_compiles_record(tc, "dynamo_start", NULL, "0/0_1", 30, "{}", 2, &none);
    CHECK(trace_compiles_next(tc, false) == NULL); /* the frame compile goes on */
    trace_compiles_note_graph(tc, "0/0_1");
    trace_compiles_record(tc, "dynamo_cpp_guards_str", NULL, "0/0_1", 40, "{}", 2, &none);
    static const char guard[] = "| +- GLOBAL_STATE: ___check_global_state() against {\"grad_mode\":false}";
    trace_compiles_payload_line(tc, guard, sizeof guard - 1, 41);
    CaptureHint h0 = trace_compiles_hint(tc, "0/0"), h1 = trace_compiles_hint(tc, "0/0_1");
    CHECK(h0.grad == 0 && h0.grad_line == 41 && strstr(h0.grad_why, "another attempt"));
    CHECK(h1.grad == 0 && h1.grad_line == 41 && !strstr(h1.grad_why, "another attempt"));
    CHECK(h0.aot_traced_line == 20 && h1.aot_traced_line == 0);
    CHECK(h1.paths == CAPTURE_BIT(CAPTURE_COMPILE) && h1.paths_line == 20); /* the frame compile's backend */
    CHECK(trace_compiles_next(tc, false) == NULL && !trace_compiles_ended(tc, "0/0_1"));
    metrics_record(tc, "0/0", "0/0_1", 50);
    CHECK(trace_compiles_ended(tc, "0/0_1") && trace_compiles_ended(tc, "0/0"));
    HeldGraph *g = trace_compiles_next(tc, false);
    CHECK(g && strcmp(g->compile_id, "0/0") == 0);
    if (g) trace_compiles_release(tc);
    TraceFailure f;
    CHECK(!trace_compiles_bare_failure(tc, &f));
    /* Dynamo reset: 0/0 again is a new compile, none of the old one's evidence */
    trace_compiles_record(tc, "dynamo_start", NULL, "0/0", 60, "{}", 2, &none);
    h0 = trace_compiles_hint(tc, "0/0"), h1 = trace_compiles_hint(tc, "0/0_1");
    CHECK(h0.grad == -1 && h0.paths == 0 && h1.grad == -1 && !trace_compiles_ended(tc, "0/0"));
    /* TORCH_LOGS: attempt 0 is held while its stream is in attempt 1 */
    trace_compiles_switch(tc, NULL, "3/0#7");
    trace_compiles_hold(tc, &t, 0, "graph_code", "3/0#7");
    trace_compiles_switch(tc, "3/0#7", "3/0_1#7");
    CHECK(trace_compiles_next(tc, false) == NULL);
    trace_compiles_note_guard(tc, "3/0_1#7", guard, sizeof guard - 1, 70);
    trace_compiles_switch(tc, "3/0_1#7", "4/0#7");
    g = trace_compiles_next(tc, false);
    CHECK(g && strcmp(g->compile_id, "3/0#7") == 0);
    h0 = trace_compiles_hint(tc, "3/0#7");
    CHECK(h0.grad == 0 && h0.grad_line == 70);
    /* what an earlier attempt showed serves a later one: attempt 0's training graph */
    trace_compiles_record(tc, "aot_joint_graph", NULL, "5/0", 80, "{}", 2, &none);
    trace_compiles_record(tc, "dynamo_start", NULL, "5/0_1", 81, "{}", 2, &none);
    h1 = trace_compiles_hint(tc, "5/0_1");
    CHECK(h1.grad == 1 && h1.grad_line == 80 && strstr(h1.grad_why, "another attempt") && h1.paths_line == 80);
    graph_text_free(&t);
    trace_compiles_free(tc);
}

/* The release a log's lines name by where they were logged from: each measured site under one
 * release only; the path before torch/ is the install's; a line no release logs from, or a
 * path that only ends in "torch/", names none. What compilation_metrics says wins. */
static void test_log_sites(void)
{
    unsigned n = 0;
    const LogSite *s = log_sites(&n);
    unsigned twice = 0;
    for (unsigned i = 0; i < n; i++) {
        CHECK(s[i].release >= 209 && s[i].release <= RELEASE_NEWEST_MEASURED);
        CHECK(log_site_release(str_from(s[i].site)) == s[i].release);
        for (unsigned k = i + 1; k < n; k++) twice += strcmp(s[i].site, s[k].site) == 0;
    }
    CHECK(n >= 40 && twice == 0);
    CHECK(log_site_release(str_from("/usr/lib/python3/site-packages/torch/_dynamo/output_graph.py:2942")) == 214);
    CHECK(log_site_release(str_from("/src/pytorch/torch/_dynamo/output_graph.py:2835")) == 213);
    CHECK(log_site_release(str_from("torch/_dynamo/output_graph.py:2943")) == 0);
    CHECK(log_site_release(str_from("/x/mytorch/_dynamo/output_graph.py:2942")) == 0);
    CHECK(log_site_release(str_from("")) == 0);
    TraceCompiles *tc = trace_compiles_new();
    trace_compiles_note_site(tc, str_from("torch/_logging/structured.py:28"), 1);
    CHECK(trace_compiles_hint(tc, "0/0").printed_by == 0);
    trace_compiles_note_site(tc, str_from("/v/lib/torch/_dynamo/convert_frame.py:303"), 2);
    trace_compiles_note_site(tc, str_from("/v/lib/torch/_dynamo/convert_frame.py:304"), 3);
    CaptureHint h = trace_compiles_hint(tc, "0/0");
    CHECK(h.printed_by == 213 && h.printed_line == 2 && h.printed_why && strstr(h.printed_why, "logged"));
    TraceMeta m = {0};
    static const char metrics[] =
        "{\"compilation_metrics\": {\"compile_id\": \"0/0\", \"pytorch_version\": \"2.14.1+cpu\"}}";
    CHECK(trace_meta_scan(metrics, sizeof metrics - 1, "compilation_metrics", &m));
    trace_compiles_record(tc, "compilation_metrics", NULL, NULL, 9, metrics, sizeof metrics - 1, &m);
    h = trace_compiles_hint(tc, "0/0");
    CHECK(h.printed_by == 214 && h.printed_line == 9 && strstr(h.printed_why, "pytorch_version"));
    trace_compiles_free(tc);
}

int main(void)
{
    test_log_sites();
    test_aot_traced();
    test_restarted_compile();
    test_md5();
    test_many_compiles();
    test_sample();
    test_records();
    test_streaming();
    test_mapped_as_streamed();
    test_held_graphs_in_memory_as_streamed();
    test_corpus();
    if (failures) fprintf(stderr, "test_trace: %d checks failed\n", failures);
    return failures ? 1 : 0;
}
