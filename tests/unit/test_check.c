/* Unit tests for the check driver: path expansion (walk order, filters, symlinks) and output
 * that does not depend on -j, also where one file's graphs are checked on several threads. Builds its inputs in a fresh temporary directory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/check.h"
#include "frontends/graph_emit.h"
#include "frontends/graph_memo.h"
#include "harness.h"
#include "base/md5.h"
#include "base/paths.h"

static char root[64];

static void write_file(const char *rel, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    fputs(text, f);
    fclose(f);
}

static void make_dir(const char *rel)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", root, rel);
    if (mkdir(path, 0755) != 0) {
        perror(path);
        exit(2);
    }
}

static const char *rel(const char *path) { return path + strlen(root) + 1; }

/* A graph with an undefined name on line 3: one FX903 per file, at a line that names the file. */
static const char *graph_text(Arena *a, int i)
{
    return arena_printf(a,
                        "class GraphModule(torch.nn.Module):\n"
                        "    def forward(self, arg0_1: \"f32[4]\"):\n"
                        "        add_%d: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, missing_%d)\n"
                        "        return (add_%d,)\n",
                        i, i, i);
}

static void test_expand(void)
{
    make_dir("walk");
    make_dir("walk/sub");
    make_dir("walk/.hidden");
    write_file("walk/b.py", "def forward(self, x):\n    sin = torch.ops.aten.sin.default(x)\n    return (sin,)\n");
    write_file("walk/a.txt", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    return (x,)\n");
    write_file("walk/sub/c.log", "V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {\"str\": [\"a.py\", 0]}\n");
    write_file("walk/sub/d.log.gz", "V1206 15:18:15.925000 1500233 torch/_dynamo/utils.py:1288] {\"str\": [\"a.py\", 0]}\n");
    /* beside the dumps: model code, requirements, an empty file: not dumps, passed over */
    write_file("walk/model.py", "import torch\nclass M(torch.nn.Module):\n    def forward(self, x):\n        return x.sin()\n");
    write_file("walk/requirements.txt", "torch==2.9\n");
    write_file("walk/empty.py", "");
    write_file("walk/notes.md", "");
    write_file("walk/data.json", "");
    write_file("walk/.hidden/e.py", "");
    write_file("walk/.f.py", "");
    char target[256], link[256];
    snprintf(target, sizeof target, "%s/walk", root);
    snprintf(link, sizeof link, "%s/walk/sub/loop", root);
    CHECK(symlink(target, link) == 0); /* a symlinked directory is not followed */
    snprintf(target, sizeof target, "%s/walk/b.py", root);
    snprintf(link, sizeof link, "%s/walk/sub/link.py", root);
    CHECK(symlink(target, link) == 0); /* a symlinked file is checked */

    Arena a;
    arena_init(&a);
    char dir[256], missing[256];
    snprintf(dir, sizeof dir, "%s/walk", root);
    snprintf(missing, sizeof missing, "%s/missing.py", root);
    const char *args[] = {dir, "-", missing};
    const char **files;
    uint32_t n = paths_expand(&a, args, 3, &files);
    /* every candidate by name; which of them are dumps is the front end's call, below */
    static const char *const want[] = {"walk/a.txt", "walk/b.py", "walk/empty.py", "walk/model.py",
                                       "walk/requirements.txt", "walk/sub/c.log", "walk/sub/d.log.gz",
                                       "walk/sub/link.py"};
    static const bool dump[] = {true, true, false, false, false, true, true, true};
    CHECK(n == 10);
    for (uint32_t i = 0; i < 8 && i < n; i++) {
        if (strcmp(rel(files[i]), want[i]) != 0) {
            fprintf(stderr, "file %u: got %s, want %s\n", i, rel(files[i]), want[i]);
            failures++;
        }
    }
    if (n == 10) {
        CHECK(strcmp(files[8], "-") == 0);
        CHECK(strcmp(files[9], missing) == 0); /* kept: the front end reports FX906 */
        /* model code, requirements and an empty file are passed over: no diagnostic at all */
        Config cfg;
        config_init_defaults(&cfg);
        bool not_a_dump[8];
        CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = 2, .not_a_dump = not_a_dump};
        DiagList l;
        diag_list_init(&l, &a);
        check_files(&o, files, 8, &l, NULL);
        for (uint32_t i = 0; i < 8; i++) {
            if (not_a_dump[i] == !dump[i]) continue;
            fprintf(stderr, "%s: not_a_dump %d, want %d\n", want[i], not_a_dump[i], !dump[i]);
            failures++;
        }
        for (uint32_t i = 0; i < l.len; i++)
            for (uint32_t k = 0; k < 8; k++)
                if (!dump[k] && strcmp(l.items[i].file, files[k]) == 0) {
                    fprintf(stderr, "%s: unexpected %s\n", want[k], l.items[i].message);
                    failures++;
                }
    }
    arena_free(&a);
}

/* A file named twice (inside a directory given too, spelled another way, stdin twice) is
 * expanded once, under its first spelling. */
static void test_expand_repeats(void)
{
    Arena a;
    arena_init(&a);
    const char *dir = arena_printf(&a, "%s/walk", root);
    const char *args[] = {arena_printf(&a, "%s/walk//sub/../b.py", root), dir, "-",
                          arena_printf(&a, "%s/walk/b.py", root), "-", arena_printf(&a, "%s/./walk/a.txt", root)};
    const char **files;
    uint32_t n = paths_expand(&a, args, 6, &files);
    /* b.py, then walk's a.txt, empty.py, model.py, requirements.txt, c.log, d.log.gz,
     * link.py (a symlink: its own name), - */
    CHECK(n == 9);
    if (n == 9) {
        CHECK(strcmp(files[0], args[0]) == 0);
        CHECK(strcmp(rel(files[1]), "walk/a.txt") == 0);
        CHECK(strcmp(rel(files[7]), "walk/sub/link.py") == 0);
        CHECK(strcmp(files[8], "-") == 0);
    }
    arena_free(&a);
}

static void test_jobs_do_not_change_output(void)
{
    Arena a;
    arena_init(&a);
    make_dir("many");
    const char *paths[40];
    for (int i = 0; i < 40; i++) {
        const char *name = arena_printf(&a, "many/g%02d.py", 39 - i);
        write_file(name, graph_text(&a, i));
        paths[i] = arena_printf(&a, "%s/%s", root, name);
    }
    Config cfg;
    config_init_defaults(&cfg);
    DiagList one, many;
    diag_list_init(&one, &a);
    diag_list_init(&many, &a);
    CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = 1};
    check_files(&o, paths, 40, &one, NULL);
    o.jobs = 7;
    check_files(&o, paths, 40, &many, NULL);
    CHECK(one.len == 40);
    CHECK(many.len == one.len);
    for (uint32_t i = 0; i < one.len && i < many.len; i++) {
        CHECK(strcmp(one.items[i].file, many.items[i].file) == 0);
        CHECK(one.items[i].line == many.items[i].line && one.items[i].col == many.items[i].col);
        CHECK(strcmp(one.items[i].message, many.items[i].message) == 0);
        CHECK(one.items[i].rule == (uint32_t)RID_FX903);
    }
    /* Sorted by file name, whatever order the files were given in. */
    for (uint32_t i = 1; i < many.len; i++) CHECK(strcmp(many.items[i - 1].file, many.items[i].file) < 0);
    arena_free(&a);
}

/* One finding as text, every field the reporters print. */
static const char *diag_text(Arena *a, const Diag *d)
{
    return arena_printf(a, "%s:%u:%u-%u:%u %u %d g%u [%s] [%s] [%s] %s", d->file, d->line, d->col, d->end_line,
                        d->end_col, d->rule, (int)d->severity, d->graph, d->compile_id ? d->compile_id : "",
                        d->event ? d->event : "", d->graph_path ? d->graph_path : "", d->message);
}

/* Graph i of the files below: every fifth reads an undefined name (FX903), every 37th does
 * not parse (an FX9xx of its own), the rest are clean; sizes vary. */
static const char *pooled_graph(Arena *a, int i)
{
    const char *body = "";
    for (int k = 0; k < i % 9; k++)
        body = arena_printf(a, "%s        sin_%d: \"f32[4]\" = torch.ops.aten.sin.default(arg0_1)\n", body, k);
    return arena_printf(a,
                        "class GraphModule(torch.nn.Module):\n"
                        "    def forward(self, arg0_1: \"f32[4]\"):\n"
                        "%s"
                        "        add_%d: \"f32[4]\" = torch.ops.aten.add.Tensor(arg0_1, %s)\n"
                        "        return (add_%d,)\n",
                        body, i, i % 5 == 0 ? "missing" : i % 37 == 0 ? "(((" : "arg0_1", i);
}

/* Checks the one file `path` with 1, 2 and 3 threads, with no --file-timeout and with the
 * CLI's default one (the graphs others check run under the reader's budget): the same
 * findings, in the same order, with the same graph ordinals and labels, and the same graph
 * count. Returns the findings. */
static uint32_t check_threads_same(const char *path)
{
    Arena a;
    arena_init(&a);
    Config cfg;
    config_init_defaults(&cfg);
    DiagList ref;
    diag_list_init(&ref, &a);
    InputInfo ref_info[1];
    CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = 1, .inputs = ref_info};
    const char *files[] = {path};
    check_files(&o, files, 1, &ref, NULL);
    for (int run = 0; run < 4; run++) {
        int jobs = 2 + run % 2;
        DiagList l;
        diag_list_init(&l, &a);
        InputInfo info[1];
        o.jobs = jobs;
        o.file_timeout_ns = run < 2 ? 0 : (uint64_t)60 * 1000000000u;
        o.inputs = info;
        check_files(&o, files, 1, &l, NULL);
        CHECK(l.len == ref.len);
        CHECK(info[0].ngraphs == ref_info[0].ngraphs);
        for (uint32_t i = 0; i < l.len && i < ref.len; i++) {
            const char *want = diag_text(&a, &ref.items[i]), *got = diag_text(&a, &l.items[i]);
            if (strcmp(want, got) == 0) continue;
            fprintf(stderr, "-j%d%s finding %u of %s:\n  got  %s\n  want %s\n", jobs,
                    o.file_timeout_ns ? " --file-timeout 60" : "", i, rel(path), got, want);
            failures++;
            break;
        }
    }
    uint32_t n = ref.len;
    arena_free(&a);
    return n;
}

/* A file of many graphs (printed code one after another, a TORCH_TRACE log with broken and
 * edited records between its graphs, TORCH_LOGS output): its graphs are parsed and checked on
 * the threads that have no file of their own, and the output is what one thread gives. */
static void test_graphs_of_one_file_on_threads(void)
{
    Arena a;
    arena_init(&a);
    enum { GRAPHS = 400 };
    char path[256];
    snprintf(path, sizeof path, "%s/graphs.py", root);
    FILE *f = fopen(path, "w");
    if (!f) exit(2);
    for (int i = 0; i < GRAPHS; i++) fprintf(f, "%s\n\n", pooled_graph(&a, i));
    fclose(f);
    CHECK(check_threads_same(path) >= GRAPHS / 5);

    snprintf(path, sizeof path, "%s/graphs.trace.log", root);
    f = fopen(path, "w");
    if (!f) exit(2);
    for (int i = 0; i < GRAPHS; i++) {
        const char *text = pooled_graph(&a, i);
        char hex[33];
        md5_hex(text, strlen(text), hex);
        if (i % 11 == 0) hex[0] = hex[0] == '0' ? '1' : '0'; /* edited: an FX905 before the graph */
        if (i % 23 == 0)
            fprintf(f, "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:1520] {\"dynamo_output_graph\": {, "
                       "\"frame_id\": %d}\n\tbroken = 1\n",
                    i);
        fprintf(f,
                "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:1520] {\"dynamo_output_graph\": {}, "
                "\"frame_id\": %d, \"frame_compile_id\": %d, \"attempt\": 0, \"has_payload\": \"%s\"}\n",
                i, i % 3, hex);
        for (const char *s = text;; s = strchr(s, '\n') + 1) { /* the empty line after the last too */
            fprintf(f, "\t%.*s\n", (int)strcspn(s, "\n"), s);
            if (!strchr(s, '\n')) break;
        }
    }
    fclose(f);
    CHECK(check_threads_same(path) >= GRAPHS / 5 + GRAPHS / 11);

    snprintf(path, sizeof path, "%s/graphs.logs.log", root);
    f = fopen(path, "w");
    if (!f) exit(2);
    const char *pre = "V1125 14:18:03.542000 32001 torch/_dynamo/output_graph.py:2835]";
    for (int i = 0; i < GRAPHS; i++) {
        fprintf(f, "%s [%d/0] [__graph_code] TRACED GRAPH\n%s [%d/0] [__graph_code]  ===== __compiled_fn_%d =====\n",
                pre, i, pre, i, i);
        const char *text = pooled_graph(&a, i);
        for (const char *s = text; *s;) {
            const char *nl = strchr(s, '\n');
            fprintf(f, "%s [%d/0] [__graph_code] %s%.*s\n", pre, i, s == text ? " /torch/fx/_lazy_graph_module.py " : "",
                    (int)(nl - s), s);
            s = nl + 1;
        }
    }
    fclose(f);
    CHECK(check_threads_same(path) >= GRAPHS / 5);
    arena_free(&a);
}

static void test_unreadable_does_not_stop_batch(void)
{
    Arena a;
    arena_init(&a);
    write_file("good.py", graph_text(&a, 1));
    const char *paths[] = {arena_printf(&a, "%s/nope.py", root), arena_printf(&a, "%s/good.py", root)};
    Config cfg;
    config_init_defaults(&cfg);
    DiagList l;
    diag_list_init(&l, &a);
    CheckOptions o = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = 2};
    check_files(&o, paths, 2, &l, NULL);
    CHECK(l.len == 2);
    if (l.len == 2) {
        CHECK(l.items[0].rule == (uint32_t)RID_FX903); /* good.py sorts first */
        CHECK(l.items[1].rule == (uint32_t)RID_FX906);
    }
    arena_free(&a);
}

/* Paths relative to a directory, as baselines and SARIF name files: inside, beside, above. */
static void test_relative_to(void)
{
    Arena a;
    arena_init(&a);
    static const char *const cases[][3] = {
        {"/w/proj/dumps/m.py", "/w/proj", "dumps/m.py"}, {"/w/other/m.py", "/w/proj", "../other/m.py"},
        {"/w/projx/m.py", "/w/proj", "../projx/m.py"},   {"/tmp/m.py", "/w/proj/sub", "../../../tmp/m.py"},
        {"/w", "/w/proj/sub", "../.."},                  {"/w/proj", "/w/proj", "."},
        {"/m.py", "/", "m.py"},                          {"/w/proj/a/../b.py", "/w/proj/", "b.py"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *got = paths_relative_to(&a, cases[i][0], cases[i][1]);
        if (strcmp(got, cases[i][2]) == 0) continue;
        fprintf(stderr, "relative_to(%s, %s) = %s, want %s\n", cases[i][0], cases[i][1], got, cases[i][2]);
        failures++;
    }
    arena_free(&a);
}

/* The memo of clean graphs (graph_memo.h) through frontend_emit_graph: a graph the input had
 * before is counted, not parsed, only when it was clean and its context is the same. */
static int sunk, repeated;
static bool find_one; /* the sink reports a finding for each graph */

static void count_sink(Frontend *fe, Graph *g)
{
    sunk++;
    (void)g;
    if (find_one) diag_push(fe->diags)->rule = RID_FX903;
}

static void count_repeat(Frontend *fe, const GraphLabel *label)
{
    (void)fe, (void)label;
    repeated++;
}

static void emit(Frontend *fe, const char *text, const GraphLabel *label)
{
    Arena a;
    arena_init(&a);
    Source src;
    source_init(&src, &a, "memo.log", text, (uint32_t)strlen(text));
    CHECK(frontend_emit_graph(fe, &src, FMT_AUTO, &a, label) == 1);
    arena_free(&a);
}

static void test_clean_repeats_not_parsed_again(void)
{
    Arena a;
    arena_init(&a);
    DiagList l;
    diag_list_init(&l, &a);
    Config cfg;
    config_init_defaults(&cfg);
    Frontend fe;
    frontend_init(&fe, &l, &cfg, count_sink, NULL);
    fe.memo = graph_memo_new();
    fe.repeat = count_repeat;
    const char *g1 = pooled_graph(&a, 1), *g2 = pooled_graph(&a, 2);
    GraphLabel pre = {.event = "before_pre_grad_graph",
                      .compile_id = "0/0",
                      .stage = graph_stage_from_event(str_from("before_pre_grad_graph")),
                      .hint = CAPTURE_HINT_NONE};
    GraphLabel post = {.event = "inductor_post_grad_graph",
                       .compile_id = "0/0",
                       .stage = graph_stage_from_event(str_from("inductor_post_grad_graph")),
                       .hint = CAPTURE_HINT_NONE};
    GraphLabel pre_again = pre;
    pre_again.event = "after_pre_grad_graph";
    pre_again.compile_id = "1/0";
    emit(&fe, g1, &pre);
    emit(&fe, g1, &pre_again); /* the same graph and stage under another event and compile id */
    CHECK(sunk == 1 && repeated == 1);
    emit(&fe, g1, &post);      /* another stage: checked */
    emit(&fe, g1, NULL);       /* not from a log: checked */
    emit(&fe, g2, &pre);       /* another text: checked */
    CHECK(sunk == 4 && repeated == 1);
    graph_memo_clear(fe.memo); /* a new input */
    emit(&fe, g1, &pre);
    CHECK(sunk == 5 && repeated == 1);
    /* a graph with a finding is checked every time */
    find_one = true;
    emit(&fe, g2, &post);
    emit(&fe, g2, &post);
    CHECK(sunk == 7 && repeated == 1 && l.len == 2);
    find_one = false;
    graph_memo_free(fe.memo);
    frontend_fini(&fe);
    arena_free(&a);
}

int main(void)
{
    snprintf(root, sizeof root, "/tmp/fxlint-test-check-XXXXXX");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        return 2;
    }
    test_expand();
    test_expand_repeats();
    test_relative_to();
    test_jobs_do_not_change_output();
    test_graphs_of_one_file_on_threads();
    test_clean_repeats_not_parsed_again();
    test_unreadable_does_not_stop_batch();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", root);
    return harness_exit("test_check");
}
