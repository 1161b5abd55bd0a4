/* Unit tests of baselines: semantic keys lose node numbering, fingerprints survive a model
 * printed again with renumbered nodes (and moved lines), a new defect still shows, counts
 * are honoured, and broken baseline files are errors, not crashes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/arena.h"
#include "engine/baseline.h"
#include "diag/rules.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static Source src;

/* A finding as a rule reports it: line, message with node names, graph path and key. */
static Diag *finding(DiagList *l, uint32_t line, uint32_t rule, const char *node, const char *path, const char *key)
{
    uint32_t start = src.line_starts[line - 1];
    Diag *d = diag_add(l, &src, (Span){start, start + 4}, rule, SEV_ERROR, "%s writes into its input", node);
    d->graph_path = path;
    d->key = key;
    return d;
}

static void test_keys(Arena *a)
{
    DiagList l;
    diag_list_init(&l, a);
    Diag *d = finding(&l, 1, RID_FX903, "add_3", "GraphModule.true_graph_0/add_3",
                      "FX903|GraphModule.true_graph_0|aten.add_.Tensor|in0;1;");
    CHECK(strcmp(baseline_semantic_key(a, d), "FX903|GraphModule.true_graph|aten.add_.Tensor|in0;1;") == 0);
    d->key = "FX903|x|getitem_12 arg0_1 add_ s0 u12 _0 a__3";
    CHECK(strcmp(baseline_semantic_key(a, d), "FX903|x|getitem arg0 add_ s0 u12 _0 a_") == 0);
    d->key = NULL; /* input problems have no rule key: code, path and message */
    CHECK(strcmp(baseline_semantic_key(a, d), "FX903|GraphModule.true_graph/add|add writes into its input") == 0);
    char h1[33], h2[33];
    baseline_hash_hex("abc", h1);
    baseline_hash_hex("abd", h2);
    CHECK(strlen(h1) == 32 && strcmp(h1, h2) != 0);
}

static void test_renumbering(Arena *a, const char *dir)
{
    /* the first printing of the model */
    DiagList first;
    diag_list_init(&first, a);
    finding(&first, 3, RID_FX903, "add_", "GraphModule.true_graph_0/add_", "FX903|GraphModule.true_graph_0|aten.add_.Tensor|in0;1;");
    finding(&first, 5, RID_FX903, "copy_", "GraphModule.true_graph_0/copy_", "FX903|GraphModule.true_graph_0|aten.copy_.default|in0;in1;");
    finding(&first, 7, RID_FX903, "copy__1", "GraphModule.true_graph_0/copy__1", "FX903|GraphModule.true_graph_0|aten.copy_.default|in0;in1;");
    const char *path = arena_printf(a, "%s/baseline.json", dir);
    const char *err = NULL;
    CHECK(baseline_write(a, path, &first, NULL, 0, &err) == 0);

    /* the file: one entry per fingerprint, the duplicate counted twice */
    FILE *f = fopen(path, "r");
    char buf[8192] = {0};
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) fclose(f);
    CHECK(n > 0 && strstr(buf, "\"version\": 1") && strstr(buf, "\"count\": 2") && strstr(buf, "\"count\": 1"));

    /* printed again: nodes renumbered (add_ -> add__2, true_graph_0 -> true_graph_1), lines
     * moved; plus one new defect */
    DiagList second;
    diag_list_init(&second, a);
    finding(&second, 2, RID_FX903, "add__2", "GraphModule.true_graph_1/add__2", "FX903|GraphModule.true_graph_1|aten.add_.Tensor|in0;1;");
    finding(&second, 6, RID_FX903, "copy__4", "GraphModule.true_graph_1/copy__4", "FX903|GraphModule.true_graph_1|aten.copy_.default|in0;in1;");
    finding(&second, 8, RID_FX903, "copy__5", "GraphModule.true_graph_1/copy__5", "FX903|GraphModule.true_graph_1|aten.copy_.default|in0;in1;");
    finding(&second, 9, RID_FX903, "mul_", "GraphModule.true_graph_1/mul_", "FX903|GraphModule.true_graph_1|aten.mul_.Tensor|in0;2;");
    Baseline *b = baseline_read(a, path, &err);
    CHECK(b != NULL);
    if (!b) return;
    CHECK(baseline_filter(b, &second) == 3);
    CHECK(second.len == 1 && strstr(second.items[0].key, "mul_"));

    /* count-aware: two baselined copies excuse two, not three */
    b = baseline_read(a, path, &err);
    DiagList third;
    diag_list_init(&third, a);
    for (int i = 0; i < 3; i++)
        finding(&third, 2 + (uint32_t)i, RID_FX903, "copy_", "GraphModule.true_graph_0/copy_", "FX903|GraphModule.true_graph_0|aten.copy_.default|in0;in1;");
    CHECK(baseline_filter(b, &third) == 2 && third.len == 1);

    /* the same finding in another file is not baselined */
    Source other;
    source_init(&other, a, "other.py", src.text, src.len);
    DiagList fourth;
    diag_list_init(&fourth, a);
    Diag *d = diag_add(&fourth, &other, (Span){0, 1}, RID_FX903, SEV_ERROR, "x");
    d->key = "FX903|GraphModule.true_graph_0|aten.add_.Tensor|in0;1;";
    b = baseline_read(a, path, &err);
    CHECK(baseline_filter(b, &fourth) == 0 && fourth.len == 1);
}

static void test_bad_files(Arena *a, const char *dir)
{
    static const struct {
        const char *text, *error;
    } cases[] = {
        {"{\"version\": 1, \"findings\": [", "not a baseline (bad JSON"},
        {"[1, 2]", "not an fxlint baseline"},
        {"{\"version\": 7, \"findings\": []}", "baseline version 7 is not supported"},
        {"{\"version\": 1, \"findings\": [{\"count\": 1}]}", "finding 1 has no fingerprint"},
        {"{\"version\": 1, \"findings\": [{\"fingerprint\": \"x\", \"count\": 0}]}", "bad count"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *path = arena_printf(a, "%s/bad%zu.json", dir, i);
        FILE *f = fopen(path, "w");
        if (!f) continue;
        fputs(cases[i].text, f);
        fclose(f);
        const char *err = NULL;
        Baseline *b = baseline_read(a, path, &err);
        if (b || !err || !strstr(err, cases[i].error)) {
            fprintf(stderr, "bad case %zu: got %s\n", i, err ? err : "(success)");
            failures++;
        }
    }
    const char *err = NULL;
    CHECK(baseline_read(a, arena_printf(a, "%s/missing.json", dir), &err) == NULL && strstr(err, "cannot read"));
    DiagList empty;
    diag_list_init(&empty, a);
    CHECK(baseline_write(a, arena_printf(a, "%s/no/such/dir/b.json", dir), &empty, NULL, 0, &err) == -1 && strstr(err, "cannot write"));
}

static void touch(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f) fclose(f);
}

/* One finding in file `path` (a Source of its own), keyed by `key`. */
static void finding_in(Arena *a, DiagList *l, const char *path, const char *key)
{
    Source *s = ARENA_NEW(a, Source);
    source_init(s, a, path, src.text, src.len);
    Diag *d = diag_add(l, s, (Span){0, 2}, RID_FX903, SEV_ERROR, "%s", key);
    d->key = key;
}

/* Stale entries: a finding that is gone from a checked file is reported; entries of files
 * the run did not check are not, unless the file is gone. --write-baseline over some files
 * drops their stale entries and keeps the others' entries. Paths are relative to the
 * baseline file's folder, so a run from another working directory matches the same entries. */
static void test_stale(Arena *a, const char *dir)
{
    const char *pa = arena_printf(a, "%s/proj/a.py", dir), *pb = arena_printf(a, "%s/proj/b.py", dir);
    const char *gone = arena_printf(a, "%s/proj/gone.py", dir);
    CHECK(system(arena_printf(a, "mkdir -p '%s/proj/sub'", dir)) == 0);
    touch(pa);
    touch(pb);
    touch(gone);
    const char *path = arena_printf(a, "%s/proj/fxlint-baseline.json", dir), *err = NULL;
    DiagList all;
    diag_list_init(&all, a);
    finding_in(a, &all, pa, "FX903|a1");
    finding_in(a, &all, pa, "FX903|a2");
    finding_in(a, &all, pb, "FX903|b1");
    finding_in(a, &all, gone, "FX903|g1");
    const char *inputs[] = {pa, pb, gone};
    CHECK(baseline_write(a, path, &all, inputs, 3, &err) == 0);
    CHECK(unlink(gone) == 0);

    /* from another working directory, naming a.py relative to it: a2 is fixed */
    char cwd[512];
    CHECK(getcwd(cwd, sizeof cwd) != NULL);
    CHECK(chdir(arena_printf(a, "%s/proj/sub", dir)) == 0);
    DiagList now;
    diag_list_init(&now, a);
    finding_in(a, &now, "../a.py", "FX903|a1");
    Baseline *b = baseline_read(a, "../fxlint-baseline.json", &err);
    CHECK(b != NULL);
    if (b) {
        CHECK(baseline_filter(b, &now) == 1 && now.len == 0);
        const char *checked[] = {"../a.py"};
        BaselineStale stale[4];
        uint32_t n = baseline_stale(b, checked, 1, stale, 4);
        CHECK(n == 2); /* a2 (fixed) and g1 (its file is gone); b1 was not checked */
        for (uint32_t i = 0; i < n && i < 4; i++)
            CHECK((strcmp(stale[i].file, "a.py") == 0 && strcmp(stale[i].message, "FX903|a2") == 0) ||
                  (strcmp(stale[i].file, "gone.py") == 0 && strcmp(stale[i].message, "FX903|g1") == 0));
    }
    CHECK(chdir(cwd) == 0);
    /* rewriting from a.py alone keeps b.py's entry, drops a2 (fixed) and gone.py's entry */
    DiagList keep;
    diag_list_init(&keep, a);
    finding_in(a, &keep, pa, "FX903|a1");
    const char *checked_a[] = {pa};
    CHECK(baseline_write(a, path, &keep, checked_a, 1, &err) == 0);
    b = baseline_read(a, path, &err);
    DiagList again;
    diag_list_init(&again, a);
    finding_in(a, &again, pa, "FX903|a1");
    finding_in(a, &again, pa, "FX903|a2");
    finding_in(a, &again, pb, "FX903|b1");
    CHECK(b && baseline_filter(b, &again) == 2 && again.len == 1 && strcmp(again.items[0].key, "FX903|a2") == 0);
    const char *both[] = {pa, pb};
    CHECK(b && baseline_stale(b, both, 2, NULL, 0) == 0);
}

int main(void)
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s/fxlint-baseline-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(dir)) return 2;
    Arena a;
    arena_init(&a);
    static const char text[] = "l1\nl2\nl3\nl4\nl5\nl6\nl7\nl8\nl9\nl10\n";
    source_init(&src, &a, "dumps/model.py", text, (uint32_t)strlen(text));
    test_keys(&a);
    test_renumbering(&a, dir);
    test_bad_files(&a, dir);
    test_stale(&a, dir);
    arena_free(&a);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    if (failures) {
        fprintf(stderr, "test_baseline: %d failures\n", failures);
        return 1;
    }
    printf("test_baseline: ok\n");
    return 0;
}
