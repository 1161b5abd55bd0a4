/* Unit tests of suppression: each comment form (fxlint: ignore, noqa, bare noqa, ignore-file,
 * names and prefixes), the user's source line named by an origin (next to the dump, under the
 * cwd, and quoted in the origin comment), gzip logs, stdin text, FX908 for unused ones, and
 * the search for any marker the driver's threads make so that a file without one is not read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "base/arena.h"
#include "diag/config.h"
#include "diag/diag.h"
#include "diag/rules.h"
#include "engine/suppress.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static char root[256];

static const char *write_file(Arena *a, const char *rel, const char *text)
{
    const char *path = arena_printf(a, "%s/%s", root, rel);
    char *dir = arena_strdup(a, path);
    for (char *p = dir + strlen(root) + 1; *p; p++)
        if (*p == '/') *p = 0, mkdir(dir, 0755), *p = '/';
    FILE *f = fopen(path, "w");
    if (!f) exit(2);
    fputs(text, f);
    fclose(f);
    return path;
}

/* A diagnostic of `rule` on 1-based `line` of the dump held by src. */
static Diag *diag_at(DiagList *l, const Source *src, uint32_t line, uint32_t rule)
{
    uint32_t start = src->line_starts[line - 1];
    return diag_add(l, src, (Span){start, start + 1}, rule, SEV_ERROR, "finding on line %u", line);
}

static bool has_line(const DiagList *l, uint32_t line, uint32_t rule)
{
    for (uint32_t i = 0; i < l->len; i++)
        if (l->items[i].line == line && l->items[i].rule == rule) return true;
    return false;
}

static const char dump_text[] =
    "class GraphModule(torch.nn.Module):\n"                                                   /* 1 */
    "    def forward(self, x: \"f32[4]\"):\n"                                                 /* 2 */
    "        a = torch.ops.aten.sin.default(x)  # fxlint: ignore[FX903]\n"                    /* 3 */
    "        b = torch.ops.aten.cos.default(x)  # noqa: FX903, FX901\n"                       /* 4 */
    "        c = torch.ops.aten.tan.default(x)  # noqa\n"                                     /* 5 */
    "        d = torch.ops.aten.exp.default(x)  # fxlint: ignore[undefined-name]\n"           /* 6 */
    "        e = torch.ops.aten.log.default(x)  # fxlint: ignore[FX9]\n"                      /* 7 */
    "        f = torch.ops.aten.abs.default(x)  # fxlint: ignore[FX902]\n"                    /* 8 */
    "        # File: model.py:3 in forward, code: y = x.add_(1)  # noqa: FX905\n"              /* 9 */
    "        g = torch.ops.aten.neg.default(x)\n"                                             /* 10 */
    "        h = torch.ops.aten.relu.default(x)  # fxlint: ignore[FX999, FX906]\n"            /* 11 */
    "        return (a,)  # fxlint: ignore-file[FX904]\n";                                    /* 12 */

static void test_dump_comments(Arena *a)
{
    const char *path = write_file(a, "dump/graph.py", dump_text);
    Source src;
    source_init(&src, a, path, dump_text, (uint32_t)strlen(dump_text));
    DiagList l;
    diag_list_init(&l, a);
    diag_at(&l, &src, 3, RID_FX903);  /* suppressed by code */
    diag_at(&l, &src, 3, RID_FX902);  /* another code on that line: kept */
    diag_at(&l, &src, 4, RID_FX903);  /* noqa with codes */
    diag_at(&l, &src, 5, RID_FX902);  /* bare noqa: everything */
    diag_at(&l, &src, 6, RID_FX903);  /* kebab name */
    diag_at(&l, &src, 7, RID_FX906);  /* prefix */
    diag_at(&l, &src, 10, RID_FX903); /* no comment: kept */
    diag_at(&l, &src, 10, RID_FX904); /* ignore-file */
    diag_at(&l, &src, 2, RID_FX904);  /* ignore-file, another line */
    Diag *multi = diag_at(&l, &src, 1, RID_FX901);
    multi->end_line = 3;              /* a span ending on a commented line: not FX901 there */
    Diag *ends = diag_at(&l, &src, 2, RID_FX903);
    ends->end_line = 3;               /* ends on line 3, whose comment covers FX903 */
    Suppressor *s = suppress_new(a);
    CHECK(suppress_apply(s, &l) == 8);
    CHECK(l.len == 3);
    CHECK(has_line(&l, 3, RID_FX902) && has_line(&l, 10, RID_FX903) && has_line(&l, 1, RID_FX901));
    CHECK(!has_line(&l, 3, RID_FX903) && !has_line(&l, 10, RID_FX904));

    /* unused: line 4's FX901, line 8, line 11 (unknown FX999, unused FX906); not the origin
     * comment on line 9, whose noqa is the user's */
    DiagList unused;
    diag_list_init(&unused, a);
    Config cfg;
    config_init_defaults(&cfg);
    const char *files[] = {path};
    const Config *cfgs[] = {&cfg};
    CHECK(suppress_report_unused(s, files, cfgs, 1, &unused) == 4);
    diag_list_sort(&unused);
    for (uint32_t i = 0; i < unused.len; i++) CHECK(unused.items[i].rule == RID_FX908 && unused.items[i].severity == SEV_INFO);
    if (unused.len == 4) {
        CHECK(unused.items[0].line == 4 && strstr(unused.items[0].message, "unused code in suppression: no FX901"));
        CHECK(unused.items[0].col == 44 && unused.items[0].end_col == 64); /* "# noqa: FX903, FX901" */
        CHECK(unused.items[1].line == 8 && strstr(unused.items[1].message, "unused suppression: no FX902"));
        CHECK(unused.items[2].line == 11 && strstr(unused.items[2].message, "unknown rule code 'FX999'"));
        CHECK(unused.items[3].line == 11 && strstr(unused.items[3].message, "no FX906"));
        CHECK(unused.items[1].key && strstr(unused.items[1].key, "FX908|# fxlint: ignore[FX902]"));
    }
    /* codes of rules that did not run are not reported; FX908 disabled reports nothing */
    DiagList again;
    diag_list_init(&again, a);
    config_apply_rule_list(&cfg, "FX901,FX902,FX906", false, NULL);
    CHECK(suppress_report_unused(s, files, cfgs, 1, &again) == 1); /* only the unknown FX999 */
    cfg.enabled[RID_FX908] = false;
    CHECK(suppress_report_unused(s, files, cfgs, 1, &again) == 0);
}

static void test_origin(Arena *a)
{
    /* the user's model, next to the dump, with suppressions on lines 3 and 5 */
    write_file(a, "orig/model.py",
               "import torch\n"
               "def f(x):\n"
               "    x.add_(1)  # fxlint: ignore[FX903]\n"
               "    return x\n"
               "    # noqa\n");
    static const char text[] = "line one\nline two\nline three\n";
    const char *path = write_file(a, "orig/dumps/../graph.txt", text);
    Source src;
    source_init(&src, a, path, text, (uint32_t)strlen(text));
    DiagList l;
    diag_list_init(&l, a);
    Diag *d1 = diag_at(&l, &src, 1, RID_FX903); /* origin model.py:3 suppresses FX903 */
    d1->has_origin = true, d1->origin = (DiagOrigin){"model.py", 3, "f", "x.add_(1)"};
    Diag *d2 = diag_at(&l, &src, 2, RID_FX902); /* model.py:3 does not cover FX902 */
    d2->has_origin = true, d2->origin = (DiagOrigin){"model.py", 3, "f", "x.add_(1)"};
    Diag *d3 = diag_at(&l, &src, 3, RID_FX902); /* model.py:5 bare noqa */
    d3->has_origin = true, d3->origin = (DiagOrigin){"model.py", 5, "f", ""};
    Diag *d4 = diag_at(&l, &src, 3, RID_FX904); /* the file is not on disk: kept */
    d4->has_origin = true, d4->origin = (DiagOrigin){"/nonexistent/model.py", 3, "f", ""};
    Diag *d5 = diag_at(&l, &src, 2, RID_FX905); /* the origin comment quotes the user's comment */
    d5->has_origin = true, d5->origin = (DiagOrigin){"/nonexistent/model.py", 9, "f", "y = x.add_(1)  # noqa: FX905"};
    const char *abs_model = arena_printf(a, "%s/orig/model.py", root);
    Diag *d6 = diag_at(&l, &src, 1, RID_FX903); /* an absolute origin path */
    d6->has_origin = true, d6->origin = (DiagOrigin){abs_model, 3, "f", ""};
    Suppressor *s = suppress_new(a);
    CHECK(suppress_apply(s, &l) == 4);
    CHECK(l.len == 2 && has_line(&l, 2, RID_FX902) && has_line(&l, 3, RID_FX904));

    /* relative to the cwd when not next to the dump */
    char cwd[1024];
    CHECK(getcwd(cwd, sizeof cwd) != NULL);
    CHECK(chdir(root) == 0);
    write_file(a, "elsewhere/graph.txt", text);
    source_init(&src, a, "elsewhere/graph.txt", text, (uint32_t)strlen(text));
    diag_list_init(&l, a);
    Diag *d7 = diag_at(&l, &src, 1, RID_FX903);
    d7->has_origin = true, d7->origin = (DiagOrigin){"orig/model.py", 3, "f", ""};
    CHECK(suppress_apply(suppress_new(a), &l) == 1 && l.len == 0);
    CHECK(chdir(cwd) == 0);
}

static void test_gzip_and_stdin(Arena *a)
{
    static const char log[] = "V0101 record\n\tx = torch.ops.aten.sin.default(a)  # noqa: FX905\n";
    const char *path = arena_printf(a, "%s/trace.log.gz", root);
    gzFile gz = gzopen(path, "wb");
    CHECK(gz != NULL);
    if (!gz) return;
    gzputs(gz, log);
    gzclose(gz);
    Source src;
    source_init(&src, a, path, log, (uint32_t)strlen(log));
    DiagList l;
    diag_list_init(&l, a);
    diag_at(&l, &src, 2, RID_FX905);
    diag_at(&l, &src, 1, RID_FX905);
    CHECK(suppress_apply(suppress_new(a), &l) == 1 && l.len == 1 && l.items[0].line == 1);

    /* stdin: the text is registered under the name its diagnostics carry */
    static const char in[] = "a = 1\nb = 2  # fxlint: ignore[FX901]\n";
    source_init(&src, a, "<stdin>", in, (uint32_t)strlen(in));
    diag_list_init(&l, a);
    diag_at(&l, &src, 2, RID_FX901);
    Suppressor *s = suppress_new(a);
    suppress_add_text(s, "<stdin>", in, (uint32_t)strlen(in));
    CHECK(suppress_apply(s, &l) == 1 && l.len == 0);
}

/* A big trace log is streamed by the front end; suppression must not hold it whole either: it
 * keeps the comment lines only. Comments straddling read boundaries, on a line longer than
 * any read, and at the end without a line break are all found, at the right lines. */
static void test_big_file(Arena *a)
{
    const char *path = arena_printf(a, "%s/big.log", root);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL);
    if (!f) return;
    uint32_t line = 0, long_line = 0, straddle = 0;
    for (int i = 0; i < 400000; i++) { /* ~24 MB */
        fprintf(f, "V0101 %07d\tx = torch.ops.aten.sin.default(arg0_1)  # plain comment\n", i);
        line++;
        if (i == 1000) {
            fputs("\ty = torch.ops.aten.cos.default(x)  # noqa: FX905\n", f);
            straddle = ++line;
        }
        if (i == 200000) {
            for (int k = 0; k < 300000; k++) fputc('z', f); /* longer than any one read */
            fputs("  # fxlint: ignore[FX903]\n", f);
            long_line = ++line;
        }
    }
    fputs("\tz = 1  # fxlint: ignore[FX902]", f); /* the last line, no line break */
    uint32_t last = ++line;
    fclose(f);
    /* single-line sources standing in for the lines the diagnostics sit on */
    Source s1, s2, s3;
    source_init(&s1, a, path, "x", 1), s1.line_base = straddle - 1;
    source_init(&s2, a, path, "x", 1), s2.line_base = long_line - 1;
    source_init(&s3, a, path, "x", 1), s3.line_base = last - 1;
    DiagList l;
    diag_list_init(&l, a);
    diag_add(&l, &s1, (Span){0, 1}, RID_FX905, SEV_ERROR, "m");
    diag_add(&l, &s2, (Span){0, 1}, RID_FX903, SEV_ERROR, "m");
    diag_add(&l, &s3, (Span){0, 1}, RID_FX902, SEV_ERROR, "m");
    diag_add(&l, &s3, (Span){0, 1}, RID_FX901, SEV_ERROR, "m"); /* not covered: kept */
    Arena own;
    arena_init(&own);
    Suppressor *s = suppress_new(&own);
    CHECK(suppress_apply(s, &l) == 3);
    CHECK(l.len == 1 && l.items[0].rule == RID_FX901);
    CHECK(own.total < ((size_t)4 << 20)); /* the comment lines, not 24 MB of log */
    /* FX908 on a comment that hid nothing sits on its own line */
    DiagList unused;
    diag_list_init(&unused, a);
    Config cfg;
    config_init_defaults(&cfg);
    const char *files[] = {path};
    const Config *cfgs[] = {&cfg};
    diag_list_init(&l, a);
    Suppressor *s2nd = suppress_new(&own);
    CHECK(suppress_apply(s2nd, &l) == 0);
    CHECK(suppress_report_unused(s2nd, files, cfgs, 1, &unused) == 3);
    diag_list_sort(&unused);
    if (unused.len == 3) {
        CHECK(unused.items[0].line == straddle && unused.items[0].col == 37);
        CHECK(unused.items[1].line == long_line && unused.items[1].col == 300003);
        CHECK(unused.items[2].line == last && strstr(unused.items[2].line_text, "# fxlint: ignore[FX902]"));
    }
    arena_free(&own);
    remove(path);
}

/* A file written with one marker whose '#' sits at byte `at`; returns the marker's line. */
static uint32_t write_marker_at(const char *path, size_t at, size_t size)
{
    FILE *f = fopen(path, "w");
    if (!f) exit(2);
    size_t pos = 0;
    uint32_t line = 1, marker = 0;
    while (pos < size) {
        if (!marker && pos + 64 > at) {
            for (; pos < at; pos++) fputc(' ', f);
            fputs("# fxlint: ignore[FX903]\n", f);
            pos += 24;
            marker = line++;
            continue;
        }
        fputs("x = torch.ops.aten.sin.default(arg0_1)  # a plain comment, no m\n", f);
        pos += 64;
        line++;
    }
    fclose(f);
    return marker;
}

/* A plain file is first searched for any marker a window of 4 MiB at a time (engine/suppress.c,
 * MARKER_WINDOW): a marker whose '#' ends the first window, and one that lies only in the
 * second, are found. */
static void test_marker_windows(Arena *a)
{
    const size_t window = (size_t)4 << 20;
    const size_t ats[] = {window - 1, window - 3, window + 100};
    for (size_t i = 0; i < sizeof ats / sizeof *ats; i++) {
        const char *path = arena_printf(a, "%s/window%zu.log", root, i);
        uint32_t line = write_marker_at(path, ats[i], window + ((size_t)1 << 20));
        Source src;
        source_init(&src, a, path, "x", 1), src.line_base = line - 1;
        DiagList l;
        diag_list_init(&l, a);
        diag_add(&l, &src, (Span){0, 1}, RID_FX903, SEV_ERROR, "m");
        Arena own;
        arena_init(&own);
        Suppressor *s = suppress_new(&own);
        CHECK(suppress_apply(s, &l) == 1);
        CHECK(l.len == 0);
        arena_free(&own);
        remove(path);
    }
}

/* suppress_scan_file, as the driver's threads ask it: a plain file without a marker holds no
 * comment, one with a marker (any letter case, with or without a blank after '#') may, a
 * compressed log may (it is not inflated here), a file that is not there cannot be opened. A
 * file registered as clean is never read: a comment written into it afterwards hides
 * nothing, where a suppressor that reads it finds the comment. */
static void test_scan_file(Arena *a)
{
    CHECK(suppress_scan_file(write_file(a, "scan/clean.py", "x = 1\n# a comment\ny = 2\n")) == 0);
    CHECK(suppress_scan_file(write_file(a, "scan/empty.py", "")) == 0);
    CHECK(suppress_scan_file(write_file(a, "scan/noqa.py", "x = 1  # NOQA: FX903\n")) == 1);
    CHECK(suppress_scan_file(write_file(a, "scan/ignore.py", "x = 1  #fxlint: ignore\n")) == 1);
    CHECK(suppress_scan_file(arena_printf(a, "%s/trace.log.gz", root)) == 1);
    CHECK(suppress_scan_file(arena_printf(a, "%s/scan/missing.py", root)) == -1);
    CHECK(suppress_scan_file("-") == 1);

    static const char text[] = "x = 1\ny = 2\n";
    const char *path = write_file(a, "scan/later.py", text);
    CHECK(suppress_scan_file(path) == 0);
    write_file(a, "scan/later.py", "x = 1\ny = 2  # fxlint: ignore\n");
    Source src;
    source_init(&src, a, path, text, (uint32_t)strlen(text));
    DiagList l;
    diag_list_init(&l, a);
    diag_at(&l, &src, 2, RID_FX903);
    Suppressor *s = suppress_new(a);
    suppress_add_clean(s, path);
    CHECK(suppress_apply(s, &l) == 0 && l.len == 1);
    diag_list_init(&l, a);
    diag_at(&l, &src, 2, RID_FX903);
    CHECK(suppress_apply(suppress_new(a), &l) == 1 && l.len == 0); /* read, it hides the finding */
}

static void test_code_covers(void)
{
    CHECK(suppress_code_covers("FX903", 5, RID_FX903));
    CHECK(suppress_code_covers("fx903", 5, RID_FX903));
    CHECK(suppress_code_covers("undefined-name", 14, RID_FX903));
    CHECK(suppress_code_covers("FX9", 3, RID_FX903) && suppress_code_covers("FX90", 4, RID_FX903));
    CHECK(suppress_code_covers("FX", 2, RID_FX903));
    CHECK(!suppress_code_covers("FX8", 3, RID_FX903) && !suppress_code_covers("FX9031", 6, RID_FX903));
    CHECK(!suppress_code_covers("undefined", 9, RID_FX903) && !suppress_code_covers("F", 1, RID_FX903));
}

int main(void)
{
    snprintf(root, sizeof root, "%s/fxlint-suppress-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(root)) return 2;
    Arena a;
    arena_init(&a);
    test_code_covers();
    test_dump_comments(&a);
    test_origin(&a);
    test_gzip_and_stdin(&a);
    test_big_file(&a);
    test_marker_windows(&a);
    test_scan_file(&a);
    arena_free(&a);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", root);
    if (failures) {
        fprintf(stderr, "test_suppress: %d failures\n", failures);
        return 1;
    }
    printf("test_suppress: ok\n");
    return 0;
}
