/* Language-server latency: a ~1 MB printed-code dump (a cond whose true branch writes its
 * input, then thousands of ordinary nodes) is opened in `lsp_run` over pipes, then one-line
 * edits toggle `aten.add_` <-> `aten.add` in the branch; each edit's time from didChange
 * written to its publishDiagnostics read is measured. Then a ~1 MB document of many graphs
 * (concatenated print_readable() output: Dynamo graphs with a cond, AOT forward and backward
 * graphs) gets the same toggle in the cond branch of a graph in its middle. Prints the median
 * (target: 20 ms), p90 and max; then the same edits in-process, timed in CPU time (what the
 * check costs when the machine is not shared) beside a fresh open and check of the same
 * document, the last version's diagnostics compared with a fresh parse's (exit status 1 when
 * they differ). argv[1]: the dump size in MB (default 1); argv[2]: the number of edits. */
#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "diag/config.h"
#include "lsp/lsp.h"
#include "lsp/lsp_rpc.h"

#include "bench.h"


static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static uint32_t lines_in(const Buf *b)
{
    uint32_t n = 0;
    for (size_t k = 0; k < b->len; k++) n += b->p[k] == '\n';
    return n;
}

/* Appends one graph of printed code, class `cls`, to b until b holds about `upto` bytes: a cond
 * whose true branch writes its input, then ordinary nodes. *edit_line is the 0-based line of
 * the add_ call in the branch, *edit_col the byte (= UTF-16, the text is ASCII) column of its
 * `_`; *mid_line and *mid_col the `_` that `cos` and `cos_` differ by, in the middle of the
 * forward. */
static void put_graph(Buf *b, const char *cls, size_t upto, uint32_t *edit_line, uint32_t *edit_col,
                      uint32_t *mid_line, uint32_t *mid_col)
{
    size_t from = b->len;
    uint32_t lines = lines_in(b);
    put(b, "class %s(torch.nn.Module):\n"
           "    def forward(self, arg0_1: \"b8[][]cpu\", arg1_1: \"f32[4, 8][8, 1]cpu\"):\n"
           "        # File: /home/user/model.py:21 in forward, code: out = torch.cond(pred, t, f, (x,))\n"
           "        true_graph_0 = self.true_graph_0\n"
           "        false_graph_0 = self.false_graph_0\n"
           "        cond = torch.ops.higher_order.cond(arg0_1, true_graph_0, false_graph_0, (arg1_1,));  arg0_1 = true_graph_0 = false_graph_0 = None\n"
           "        getitem: \"f32[4, 8][8, 1]cpu\" = cond[0];  cond = None\n"
           "        v0: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.sin.default(getitem)\n", cls);
    uint32_t i = 1;
    lines += 8;
    *mid_line = 0;
    while (b->len < upto - 1024) {
        if (!*mid_line && b->len - from >= (upto - from) / 2) {
            *mid_line = lines + 1;
            *mid_col = (uint32_t)snprintf(NULL, 0, "        v%u: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.cos", i);
        }
        put(b, "        # File: /home/user/model.py:%u in forward, code: v = torch.cos(v) + x\n", 30 + i);
        put(b, "        v%u: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.cos.default(v%u);  v%u = None\n", i, i - 1, i - 1);
        i++;
        lines += 2;
    }
    put(b, "        return (v%u,)\n\n", i - 1);
    put(b, "    class true_graph_0(torch.nn.Module):\n"
           "        def forward(self, arg0_1: \"f32[4, 8][8, 1]cpu\"):\n"
           "            # File: /home/user/model.py:12 in true_fn, code: x.add_(1)\n");
    *edit_line = lines_in(b);
    *edit_col = (uint32_t)strlen("            add_: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.add");
    put(b, "            add_: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.add_.Tensor(arg0_1, 1)\n"
           "            return (add_,)\n\n"
           "    class false_graph_0(torch.nn.Module):\n"
           "        def forward(self, arg0_1: \"f32[4, 8][8, 1]cpu\"):\n"
           "            cos: \"f32[4, 8][8, 1]cpu\" = torch.ops.aten.cos.default(arg0_1);  arg0_1 = None\n"
           "            return (cos,)\n");
}

/* The dump of one graph (see put_graph). */
static char *make_dump(size_t bytes, uint32_t *edit_line, uint32_t *edit_col, uint32_t *mid_line, uint32_t *mid_col)
{
    Buf b = {malloc(1 << 20), 0, 1 << 20};
    put_graph(&b, "GraphModule", bytes - 1024, edit_line, edit_col, mid_line, mid_col);
    return b.p;
}

/* A document of many graphs, one after another as print_readable() prints them (a blank line
 * between two), each about `graph_bytes`: a Dynamo graph (GraphModule) then an AOT forward and
 * backward (<lambda>), over and over. *edit_line and *edit_col: the add_ of the branch of the graph
 * in the middle of the document; *ngraphs: how many graphs. */
static char *make_multi_dump(size_t bytes, size_t graph_bytes, uint32_t *edit_line, uint32_t *edit_col,
                             uint32_t *ngraphs)
{
    Buf b = {malloc(1 << 20), 0, 1 << 20};
    uint32_t n = (uint32_t)(bytes / graph_bytes), el, ec, ml, mc;
    if (n < 2) n = 2;
    for (uint32_t g = 0; g < n; g++) {
        if (g) put(&b, "\n");
        put_graph(&b, g % 3 == 0 ? "GraphModule" : "<lambda>", b.len + graph_bytes, &el, &ec, &ml, &mc);
        if (g == n / 2) *edit_line = el, *edit_col = ec;
    }
    *ngraphs = n;
    return b.p;
}

static void send_msg(int fd, json_t *msg)
{
    json_object_set_new(msg, "jsonrpc", json_string("2.0"));
    char *body = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    char head[64];
    int n = snprintf(head, sizeof head, "Content-Length: %zu\r\n\r\n", strlen(body));
    if (write(fd, head, (size_t)n) != n || write(fd, body, strlen(body)) != (ssize_t)strlen(body)) {
        perror("bench_lsp: write");
        exit(2);
    }
    free(body);
}

/* Reads until publishDiagnostics for `version` of uri; returns its diagnostic count, -1 on EOF. */
static int wait_published(LspReader *r, const char *uri, json_int_t version)
{
    const char *body;
    size_t len;
    while (lsp_reader_next(r, 60000, &body, &len) == LSP_READ_MESSAGE) {
        json_t *m = json_loadb(body, len, 0, NULL);
        json_t *p = json_object_get(m, "params");
        const char *method = json_string_value(json_object_get(m, "method"));
        int n = -1;
        const char *at = json_string_value(json_object_get(p, "uri"));
        bool hit = method && strcmp(method, "textDocument/publishDiagnostics") == 0 && at && strcmp(at, uri) == 0 &&
                   json_integer_value(json_object_get(p, "version")) == version;
        if (hit) n = (int)json_array_size(json_object_get(p, "diagnostics"));
        json_decref(m);
        if (hit) return n;
    }
    return -1;
}

static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* The server's output in-process: only the last publishDiagnostics' list is kept. */
static void keep_published(void *user, const char *body, size_t len)
{
    json_t **last = user;
    json_t *m = json_loadb(body, len, 0, NULL);
    const char *method = json_string_value(json_object_get(m, "method"));
    if (method && strcmp(method, "textDocument/publishDiagnostics") == 0) {
        json_decref(*last);
        *last = json_incref(json_object_get(json_object_get(m, "params"), "diagnostics"));
    }
    json_decref(m);
}

static void handle(LspServer *s, json_t *msg)
{
    json_object_set_new(msg, "jsonrpc", json_string("2.0"));
    char *body = json_dumps(msg, JSON_COMPACT);
    json_decref(msg);
    lsp_server_handle(s, body, strlen(body), lsp_now_ms());
    free(body);
}

/* Edit i of a toggle at (line, col): `insert` edits put a `_` there, the others take it out
 * again; `insert_first` says which comes first. Versions start at 2 (1 is the open). */
static json_t *edit_message(const char *uri, int version, int i, uint32_t line, uint32_t col, bool insert_first)
{
    bool insert = (i % 2 == 0) == insert_first;
    json_t *change = json_pack("{s:{s:{s:i,s:i},s:{s:i,s:i}},s:s}", "range", "start", "line", line, "character", col,
                               "end", "line", line, "character", insert ? col : col + 1, "text", insert ? "_" : "");
    return json_pack("{s:s,s:{s:{s:s,s:i},s:[o]}}", "method", "textDocument/didChange", "params", "textDocument",
                     "uri", uri, "version", version, "contentChanges", change);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef struct Scenario {
    const char *name;
    uint32_t line, col;
    bool insert_first;
    int doc; /* which document: 0 the one graph, 1 the many graphs */
} Scenario;

/* Median CPU milliseconds of handling one edit and checking the document, in-process; *min
 * gets the fastest (the least disturbed by other work on a shared machine). */
/* A server in-process with text open as `uri`, checked; its diagnostics go to *last. */
static LspServer *open_server(const Config *cfg, const char *uri, const char *text, json_t **last)
{
    LspServer *s = lsp_server_new(cfg, keep_published, last);
    handle(s, json_pack("{s:i,s:s,s:{s:{}}}", "id", 1, "method", "initialize", "params", "capabilities"));
    handle(s, json_pack("{s:s,s:{s:{s:s,s:s,s:i,s:s}}}", "method", "textDocument/didOpen", "params", "textDocument",
                        "uri", uri, "languageId", "python", "version", 1, "text", text));
    lsp_server_flush(s, lsp_now_ms());
    return s;
}

/* text after edits 0..nedits-1 of sc: the toggled `_` is there or not. */
static char *edited_text(const char *text, const Scenario *sc, int nedits)
{
    size_t off = 0, len = strlen(text);
    for (uint32_t line = 0; line < sc->line; line++) off = (size_t)(strchr(text + off, '\n') - text) + 1;
    off += sc->col;
    bool last_insert = ((nedits - 1) % 2 == 0) == sc->insert_first;
    int delta = last_insert ? (sc->insert_first ? 1 : 0) : (sc->insert_first ? 0 : -1);
    char *out = malloc(len + 2);
    memcpy(out, text, off);
    if (delta > 0) out[off] = '_';
    memcpy(out + off + (delta > 0), text + off + (delta < 0), len - off - (delta < 0) + 1);
    return out;
}

/* Whether the incremental server's last diagnostics are what a fresh server gives for the
 * same text: reuse across versions must never change a result. Prints the two on mismatch. */
static bool same_as_fresh(const Config *cfg, const char *text, const Scenario *sc, int nedits, json_t *got)
{
    char *final = edited_text(text, sc, nedits);
    json_t *want = NULL;
    LspServer *fresh = open_server(cfg, "file:///tmp/bench_lsp_cpu.py", final, &want);
    bool same = got && want && json_equal(got, want);
    if (!same) {
        char *g = got ? json_dumps(got, JSON_COMPACT) : NULL, *w = want ? json_dumps(want, JSON_COMPACT) : NULL;
        fprintf(stderr, "bench_lsp: %s: incremental diagnostics differ from a fresh parse\nincremental %s\nfresh %s\n",
                sc->name, g ? g : "(none)", w ? w : "(none)");
        free(g);
        free(w);
    }
    json_decref(want);
    lsp_server_free(fresh);
    free(final);
    return same;
}

/* Median CPU milliseconds of opening text in a fresh server and checking it whole. */
static double fresh_median(const char *text, int runs)
{
    Config cfg;
    config_init_defaults(&cfg);
    double *t = malloc(sizeof(double) * (size_t)runs);
    for (int i = 0; i < runs; i++) {
        json_t *last = NULL;
        double t0 = cpu_ms();
        LspServer *s = open_server(&cfg, "file:///tmp/bench_lsp_fresh.py", text, &last);
        t[i] = cpu_ms() - t0;
        json_decref(last);
        lsp_server_free(s);
    }
    qsort(t, (size_t)runs, sizeof(double), cmp_double);
    double median = t[runs / 2];
    free(t);
    return median;
}

static double cpu_median(const char *text, const Scenario *sc, int nedits, double *min, bool *same)
{
    Config cfg;
    config_init_defaults(&cfg);
    json_t *last = NULL;
    const char *uri = "file:///tmp/bench_lsp_cpu.py";
    LspServer *s = open_server(&cfg, uri, text, &last);
    double *t = malloc(sizeof(double) * (size_t)nedits);
    for (int i = 0; i < nedits; i++) {
        double t0 = cpu_ms();
        handle(s, edit_message(uri, i + 2, i, sc->line, sc->col, sc->insert_first));
        lsp_server_flush(s, lsp_now_ms() + 1000);
        t[i] = cpu_ms() - t0;
    }
    qsort(t, (size_t)nedits, sizeof(double), cmp_double);
    double median = t[nedits / 2];
    *min = t[0];
    free(t);
    *same = same_as_fresh(&cfg, text, sc, nedits, last);
    json_decref(last);
    lsp_server_free(s);
    return median;
}

/* Runs the edits of one scenario against the server over pipes; prints the latencies.
 * Returns the median, or -1 when the server stopped answering. */
static double pipe_scenario(int to, LspReader *r, const char *uri, int *version, const Scenario *sc, int nedits)
{
    double *lat = malloc(sizeof(double) * (size_t)nedits);
    int counts[2] = {-1, -1};
    for (int i = 0; i < nedits; i++) {
        int v = ++*version;
        json_t *msg = edit_message(uri, v, i, sc->line, sc->col, sc->insert_first);
        double t = now_ms();
        send_msg(to, msg);
        int n = wait_published(r, uri, v);
        lat[i] = now_ms() - t;
        if (n < 0) {
            free(lat);
            return -1;
        }
        counts[i % 2] = n;
    }
    qsort(lat, (size_t)nedits, sizeof(double), cmp_double);
    double median = lat[nedits / 2];
    printf("bench_lsp: %s: one-character edit -> publishDiagnostics over %d edits: median %.1f ms, p90 %.1f ms, "
           "max %.1f ms (target: median <= 20 ms: %s); diagnostics after the two edits: %d, %d\n",
           sc->name, nedits, median, lat[(nedits * 9) / 10], lat[nedits - 1], median <= 20.0 ? "met" : "missed",
           counts[0], counts[1]);
    free(lat);
    return median;
}

/* Opens text as uri (version 1) in the server over pipes and waits for its first check. */
static void pipe_open(int to, LspReader *r, const char *uri, const char *text, const char *what)
{
    size_t nlines = 0;
    for (const char *p = text; *p; p++) nlines += *p == '\n';
    double t0 = now_ms();
    send_msg(to, json_pack("{s:s,s:{s:{s:s,s:s,s:i,s:s}}}", "method", "textDocument/didOpen", "params", "textDocument",
                           "uri", uri, "languageId", "python", "version", 1, "text", text));
    int first = wait_published(r, uri, 1);
    printf("bench_lsp: %.2f MB %s, %zu lines; open + first check %.1f ms (%d diagnostics)\n",
           (double)strlen(text) / (1024.0 * 1024.0), what, nlines, now_ms() - t0, first);
}

int main(int argc, char **argv)
{
    double mb = argc > 1 ? atof(argv[1]) : 1.0;
    int nedits = argc > 2 ? atoi(argv[2]) : 41;
    if (mb <= 0 || nedits < 1) {
        fprintf(stderr, "usage: bench_lsp [MB] [EDITS]\n");
        return 2;
    }
    enum { NSC = 3 };
    Scenario sc[NSC] = {
        {"edit in a cond branch (add_ <-> add)", 0, 0, false, 0},
        {"edit mid-forward (cos <-> cos_)", 0, 0, true, 0},
        {"many graphs: edit in a cond branch of the middle graph (add_ <-> add)", 0, 0, false, 1},
    };
    uint32_t ngraphs = 0;
    char *texts[2];
    texts[0] = make_dump((size_t)(mb * 1024 * 1024), &sc[0].line, &sc[0].col, &sc[1].line, &sc[1].col);
    texts[1] = make_multi_dump((size_t)(mb * 1024 * 1024), 32 * 1024, &sc[2].line, &sc[2].col, &ngraphs);
    const char *uris[2] = {"file:///tmp/bench_lsp.py", "file:///tmp/bench_lsp_multi.py"};
    char what[64];
    snprintf(what, sizeof what, "printed-code document of %u graphs", ngraphs);

    int to[2], from[2];
    if (pipe(to) != 0 || pipe(from) != 0) return 2;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(to[1]);
        close(from[0]);
        Config cfg;
        config_init_defaults(&cfg);
        _exit(lsp_run(fdopen(to[0], "r"), fdopen(from[1], "w"), &cfg));
    }
    close(to[0]);
    close(from[1]);
    LspReader r;
    lsp_reader_init(&r, from[0]);
    send_msg(to[1], json_pack("{s:i,s:s,s:{s:{}}}", "id", 1, "method", "initialize", "params", "capabilities"));
    send_msg(to[1], json_pack("{s:s,s:{}}", "method", "initialized", "params"));
    pipe_open(to[1], &r, uris[0], texts[0], "printed-code dump of one graph");
    pipe_open(to[1], &r, uris[1], texts[1], what);
    int version[2] = {1, 1}, rc = 0;
    for (int k = 0; k < NSC; k++)
        if (pipe_scenario(to[1], &r, uris[sc[k].doc], &version[sc[k].doc], &sc[k], nedits) < 0) {
            fprintf(stderr, "bench_lsp: the server stopped answering\n");
            rc = 1;
            break;
        }
    send_msg(to[1], json_pack("{s:i,s:s}", "id", 2, "method", "shutdown"));
    send_msg(to[1], json_pack("{s:s}", "method", "exit"));
    int status = -1;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) rc = 1;
    /* the anchor: what checking the whole document costs (a fresh open), in-process */
    double fresh[2];
    for (int d = 0; d < 2; d++) fresh[d] = fresh_median(texts[d], 5);
    printf("bench_lsp: anchor, in-process: CPU time of a fresh open and check of the whole document: median %.1f ms "
           "(one graph), %.1f ms (%u graphs)\n",
           fresh[0], fresh[1], ngraphs);
    for (int k = 0; k < NSC && rc == 0; k++) {
        bool same = false;
        double min, median = cpu_median(texts[sc[k].doc], &sc[k], nedits, &min, &same);
        printf("bench_lsp: %s, in-process: CPU time per edit and check: median %.1f ms (a fresh check: %.1f ms), min "
               "%.1f ms; diagnostics %s a fresh parse's\n",
               sc[k].name, median, fresh[sc[k].doc], min, same ? "equal" : "DIFFER from");
        if (!same) rc = 1;
    }
    lsp_reader_fini(&r);
    free(texts[0]);
    free(texts[1]);
    return rc;
}
