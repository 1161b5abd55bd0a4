/* Unit tests for the in-process API (analyzer/api/fxlint.h): a text and a file give what
 * `fxlint check` gives (the CLI's own driver, check_run, is the reference), options and config
 * files mean what the command line's do, bad options are errors in the CLI's words, an upgrade
 * audit marks its findings; and the contract: thousands of calls leave no memory behind, and
 * calls on several threads at once give each the same result as one thread alone. */
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "api/fxlint.h"
#include "cli/check.h"
#include "harness.h"
#include "report/report.h"

static char *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)size + 1);
    *n = fread(buf, 1, (size_t)size, f);
    buf[*n] = 0;
    fclose(f);
    return buf;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    fputs(text, f);
    fclose(f);
}

/* The text `fxlint check --no-cache PATH` prints for its findings (check_run, one worker). */
static char *cli_text(const char *path, const char *target, const char *grad)
{
    Arena a;
    arena_init(&a);
    Config cfg;
    config_init_defaults(&cfg);
    ConfigLayer over;
    config_layer_init(&over, "command line", NULL);
    if (target) {
        cfg.target_version = over.target_version = config_parse_target(target, NULL);
        over.target_src = (SettingSource){"command line", 0, 0};
    }
    if (grad) {
        cfg.grad = over.grad = (GradMode)grad_mode_parse(grad);
        over.grad_src = (SettingSource){"command line", 0, 0};
    }
    CheckRun r = {.opts = {.cfg = &cfg, .input_format = FMT_AUTO, .jobs = 1,
                           .file_timeout_ns = 60ull * 1000000000u},
                  .overrides = &over, .no_cache = true};
    DiagList l;
    diag_list_init(&l, &a);
    CheckResult res;
    const char *error = NULL;
    const char *paths[] = {path};
    CHECK(check_run(&a, &r, paths, 1, true, &l, &res, &error) == 0);
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    report_text(f, &l, false);
    fclose(f);
    arena_free(&a);
    return buf;
}

/* Every finding's text block, joined. */
static char *api_text(const FxlintResult *r)
{
    size_t n = 1;
    for (uint32_t i = 0; i < r->nfindings; i++) n += strlen(r->findings[i].text);
    char *s = calloc(1, n);
    for (uint32_t i = 0; i < r->nfindings; i++) strcat(s, r->findings[i].text);
    return s;
}

static const char *samples[] = {
    "samples/cond_mutation.py",   "samples/cond_branch_dtype.py", "samples/cond_fxir.txt",
    "samples/effects_tokens.py",  "samples/export_signature.txt", "samples/trace_cond.log",
    "samples/trace_mixed.log",    "samples/while_carry_mismatch.py",
    "samples/pytorch-2.13/cond_alias_no_grad.trace.log",
};

static void test_same_as_cli(void)
{
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        const char *path = samples[i];
        char *want = cli_text(path, NULL, NULL);
        /* the file, read as the CLI reads it */
        FxlintOptions o;
        fxlint_options_init(&o);
        FxlintResult *r = NULL;
        char *error = NULL;
        CHECK(fxlint_check_file(&o, path, &r, &error) == 0 && r);
        char *got = api_text(r);
        if (strcmp(got, want) != 0) fprintf(stderr, "%s: file differs:\n--- cli\n%s--- api\n%s", path, want, got);
        CHECK(strcmp(got, want) == 0);
        CHECK(r->nfindings > 0);
        free(got);
        fxlint_result_free(r);
        /* the same bytes as a text under the file's name */
        size_t n;
        char *text = read_all(path, &n);
        o.filename = path;
        CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r);
        got = api_text(r);
        if (strcmp(got, want) != 0) fprintf(stderr, "%s: text differs:\n--- cli\n%s--- api\n%s", path, want, got);
        CHECK(strcmp(got, want) == 0);
        free(got);
        fxlint_result_free(r);
        free(text);
        free(want);
    }
}

static void test_fields(void)
{
    size_t n;
    char *text = read_all("samples/cond_mutation.py", &n);
    FxlintOptions o;
    fxlint_options_init(&o);
    o.filename = "samples/cond_mutation.py";
    o.capture = "compile";
    FxlintResult *r = NULL;
    char *error = NULL;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0);
    CHECK(r->nfindings == 1 && r->graphs == 1 && !r->not_a_dump && r->failed);
    const FxlintFinding *f = &r->findings[0];
    CHECK(strcmp(f->code, "FX101") == 0 && strcmp(f->name, "branch-input-mutation") == 0);
    CHECK(strcmp(f->severity, "error") == 0);
    CHECK(f->line == 17 && f->col == 13 && f->end_line == 17 && f->end_col > f->col);
    CHECK(f->nnotes == 2 && f->notes[0].line == 6);
    CHECK(f->has_origin && strcmp(f->origin_file, "/home/user/model.py") == 0 && f->origin_line == 13);
    CHECK(strcmp(f->origin_function, "true_fn") == 0 && strcmp(f->origin_code, "row.add_(1)") == 0);
    CHECK(f->graph_path && strcmp(f->graph_path, "GraphModule.true_graph_0/add_") == 0);
    CHECK(!f->compile_id && !f->artifact && !f->compare && f->graph == 1);
    CHECK(strncmp(f->text, "samples/cond_mutation.py:17:13: error: ", 39) == 0);
    CHECK(strcmp(r->capture, "compile") == 0 && strcmp(r->target, release_name(RELEASE_NEWEST_MEASURED)) == 0 &&
          strcmp(r->grad, "auto") == 0);
    fxlint_result_free(r);

    /* a TORCH_TRACE finding carries its compile and artifact */
    fxlint_options_init(&o);
    CHECK(fxlint_check_file(&o, "samples/trace_cond.log", &r, &error) == 0);
    CHECK(r->nfindings >= 1 && r->findings[0].compile_id && strcmp(r->findings[0].compile_id, "0/0") == 0);
    CHECK(r->findings[0].artifact != NULL);
    fxlint_result_free(r);

    /* model code is not a dump: nothing checked, nothing said */
    const char *model = "import torch\n\ndef f(x):\n    return x.sin()\n";
    CHECK(fxlint_check_text(&o, model, strlen(model), &r, &error) == 0);
    CHECK(r->not_a_dump && r->nfindings == 0 && r->graphs == 0 && !r->failed);
    fxlint_result_free(r);

    /* --select / --ignore */
    o.filename = "m.py";
    o.capture = "compile";
    o.ignore = "FX1";
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 0);
    fxlint_result_free(r);
    o.ignore = NULL;
    o.select = "FX4";
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 0);
    fxlint_result_free(r);
    o.select = "branch-input-mutation";
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 1);
    fxlint_result_free(r);

    /* a suppression comment in the text hides the finding */
    const char *line = "torch.ops.aten.add_.Tensor(select, 1);  select = add_ = None";
    char *hidden = malloc(n + 64);
    const char *at = strstr(text, line);
    CHECK(at != NULL);
    if (at) {
        size_t head = (size_t)(at - text) + strlen(line);
        memcpy(hidden, text, head);
        strcpy(hidden + head, "  # noqa: FX101");
        strcat(hidden, text + head);
        o.select = NULL;
        CHECK(fxlint_check_text(&o, hidden, strlen(hidden), &r, &error) == 0);
        CHECK(r->nfindings == 0 && r->suppressed == 1);
        fxlint_result_free(r);
    }
    free(hidden);
    free(text);
}

static void test_errors(void)
{
    FxlintOptions o;
    fxlint_options_init(&o);
    FxlintResult *r = (FxlintResult *)1;
    char *error = NULL;
    o.target = "2.0";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1 && r == NULL && error);
    CHECK(error && strstr(error, "bad target '2.0'") && strstr(error, "2.13"));
    free(error);
    fxlint_options_init(&o);
    o.select = "FX10l";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1);
    CHECK(error && strcmp(error, "unknown rule 'FX10l' in select; did you mean 'FX101'?") == 0);
    free(error);
    fxlint_options_init(&o);
    o.ignore = " , ";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1 && error && strstr(error, "names no rule"));
    free(error);
    fxlint_options_init(&o);
    o.grad = "sideways";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1 && error && strstr(error, "bad grad 'sideways'"));
    free(error);
    fxlint_options_init(&o);
    o.capture = "jit";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1 && error && strstr(error, "bad capture 'jit'"));
    free(error);
    fxlint_options_init(&o);
    o.config = "/nonexistent/fxlint.toml";
    CHECK(fxlint_check_text(&o, "x", 1, &r, &error) == -1 && error && strstr(error, "/nonexistent/fxlint.toml"));
    free(error);
}

/* Config files: found from the name's folder, as for a file of that name; none without a name
 * or when isolated; a broken one is an error; exclude skips the input. */
static void test_config(void)
{
    char root[] = "/tmp/fxlint-api.XXXXXX";
    CHECK(mkdtemp(root) != NULL);
    char dir[128], cfg[160], name[160], bad[128], badname[160];
    snprintf(dir, sizeof dir, "%s/proj", root);
    mkdir(dir, 0755);
    snprintf(cfg, sizeof cfg, "%s/.fxlint.toml", dir);
    write_file(cfg, "ignore = [\"FX101\"]\ncapture = \"compile\"\nexclude = [\"gen\"]\nfail-on = \"error\"\n");
    snprintf(name, sizeof name, "%s/dump.py", dir);
    size_t n;
    char *text = read_all("samples/cond_mutation.py", &n);
    FxlintOptions o;
    fxlint_options_init(&o);
    FxlintResult *r = NULL;
    char *error = NULL;
    o.filename = name;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0);
    CHECK(r->nfindings == 0 && r->config_file && strstr(r->config_file, ".fxlint.toml"));
    CHECK(strcmp(r->capture, "compile") == 0 && strcmp(r->fail_on, "error") == 0);
    fxlint_result_free(r);
    /* the options go over the file, as the command line does */
    o.select = "FX101"; /* a --select given over a file's ignore runs the rule, as on the command line */
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 1);
    fxlint_result_free(r);
    o.select = NULL;
    o.capture = "export";
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && strcmp(r->capture, "export") == 0);
    fxlint_result_free(r);
    o.capture = "compile";
    o.isolated = true;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 1 && !r->config_file);
    fxlint_result_free(r);
    o.isolated = false;
    o.filename = NULL;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 1 && !r->config_file);
    CHECK(strncmp(r->findings[0].file, "<string>", 8) == 0);
    fxlint_result_free(r);
    o.config = cfg; /* a named config file applies without a name */
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->nfindings == 0 && r->config_file);
    fxlint_result_free(r);
    o.config = NULL;
    /* exclude */
    char gen[192];
    snprintf(gen, sizeof gen, "%s/gen/dump.py", dir);
    o.filename = gen;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == 0 && r->excluded_by && strcmp(r->excluded_by, "gen") == 0);
    CHECK(r->nfindings == 0 && r->graphs == 0);
    fxlint_result_free(r);
    /* a broken config file */
    snprintf(bad, sizeof bad, "%s/broken", root);
    mkdir(bad, 0755);
    char badcfg[192];
    snprintf(badcfg, sizeof badcfg, "%s/fxlint.toml", bad);
    write_file(badcfg, "no_grad = true\n");
    snprintf(badname, sizeof badname, "%s/dump.py", bad);
    o.filename = badname;
    CHECK(fxlint_check_text(&o, text, n, &r, &error) == -1 && error && strstr(error, "unknown key 'no_grad'"));
    free(error);
    free(text);
    char cmd[160];
    snprintf(cmd, sizeof cmd, "rm -rf %s", root);
    CHECK(system(cmd) == 0);
}

static void test_compare(void)
{
    /* a while_loop body writing its input under no_grad: rejected by 2.9, accepted by 2.13 */
    FxlintOptions o;
    fxlint_options_init(&o);
    o.grad = "no-grad";
    o.capture = "compile-eager";
    o.target = "2.13";
    o.compare_target = "2.9";
    FxlintResult *r = NULL;
    char *error = NULL;
    CHECK(fxlint_check_file(&o, "samples/pytorch-2.13/while_body_write_no_grad.graphs.log", &r, &error) == 0);
    CHECK(r->upgrade && strncmp(r->upgrade, "upgrade 2.9 -> 2.13: ", 21) == 0);
    uint32_t gone = 0;
    for (uint32_t i = 0; i < r->nfindings; i++) {
        CHECK(r->findings[i].compare != NULL);
        if (r->findings[i].compare && strcmp(r->findings[i].compare, "gone") == 0) gone++;
        CHECK(strstr(r->findings[i].text, "[upgrade: ") != NULL);
    }
    CHECK(gone >= 1);
    CHECK(!r->failed); /* what the upgrade fixes does not fail the check */
    fxlint_result_free(r);
}

/* ---- the contract ---- */

/* Bytes malloc has handed out and not had back. glibc's per-thread cache (tcache) counts the
 * chunks it keeps as in use, so main() runs the test with it off. */
static size_t heap_in_use(void)
{
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
}

/* Every sample in turn (each front end, findings with notes, origins and compile ids), as a
 * text and as a file, with and without a name: 3,000 calls leave the heap as they found it. */
static void test_no_growth(void)
{
    enum { NS = sizeof samples / sizeof samples[0] };
    char *texts[NS];
    size_t lens[NS];
    for (int k = 0; k < NS; k++) texts[k] = read_all(samples[k], &lens[k]);
    FxlintOptions o;
    fxlint_options_init(&o);
    FxlintResult *r;
    char *error;
    size_t before = 0;
    for (int i = 0; i < 3000 + 2 * NS; i++) {
        /* the first two rounds warm up: patterns compiled, allocator pools made */
        if (i == 2 * NS) before = heap_in_use();
        int k = i % NS;
        o.filename = (i / NS) % 2 ? samples[k] : NULL;
        if (i % 3 == 0) CHECK(fxlint_check_file(&o, samples[k], &r, &error) == 0);
        else CHECK(fxlint_check_text(&o, texts[k], lens[k], &r, &error) == 0);
        fxlint_result_free(r);
    }
    size_t after = heap_in_use();
    /* under ASan mallinfo2 says nothing (LeakSanitizer checks at exit instead) */
    if (before) {
        if (after > before + 4096) fprintf(stderr, "heap in use: %zu before 3,000 calls, %zu after\n", before, after);
        CHECK(after <= before + 4096);
    }
    for (int k = 0; k < NS; k++) free(texts[k]);
}

typedef struct ThreadJob {
    const char *text;
    size_t len;
    const char *want;
    int calls;
    int wrong;
} ThreadJob;

static void *thread_main(void *arg)
{
    ThreadJob *j = arg;
    FxlintOptions o;
    fxlint_options_init(&o);
    o.filename = "samples/trace_mixed.log";
    for (int i = 0; i < j->calls; i++) {
        FxlintResult *r;
        char *error;
        if (fxlint_check_text(&o, j->text, j->len, &r, &error) != 0) {
            j->wrong++;
            free(error);
            continue;
        }
        char *got = api_text(r);
        if (strcmp(got, j->want) != 0) j->wrong++;
        free(got);
        fxlint_result_free(r);
    }
    return NULL;
}

static void test_threads(void)
{
    size_t n;
    char *text = read_all("samples/trace_mixed.log", &n);
    char *want = cli_text("samples/trace_mixed.log", NULL, NULL);
    CHECK(strlen(want) > 0);
    enum { NTHREADS = 4 };
    ThreadJob jobs[NTHREADS];
    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        jobs[i] = (ThreadJob){text, n, want, 100, 0};
        CHECK(pthread_create(&th[i], NULL, thread_main, &jobs[i]) == 0);
    }
    for (int i = 0; i < NTHREADS; i++) {
        pthread_join(th[i], NULL);
        CHECK(jobs[i].wrong == 0);
    }
    free(want);
    free(text);
}

int main(int argc, char **argv)
{
    (void)argc;
    /* glibc's tcache off, for heap_in_use: once, by running this program again */
    if (!getenv("GLIBC_TUNABLES")) {
        setenv("GLIBC_TUNABLES", "glibc.malloc.tcache_count=0", 1);
        execv("/proc/self/exe", argv);
    }
    test_same_as_cli();
    test_fields();
    test_errors();
    test_config();
    test_compare();
    test_no_growth();
    test_threads();
    return harness_exit("test_api");
}
