/* Unit tests of config files: discovery (nearest wins, a pyproject.toml without [tool.fxlint]
 * does not count), every key, per-file ignores and excludes through globs, unknown keys and
 * bad values as errors with file:line:col, layering of the command line, --show-config. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/arena.h"
#include "engine/config_file.h"

static int failures;
#define CHECK(cond)                                                                       \
    do {                                                                                  \
        if (!(cond)) {                                                                    \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            failures++;                                                                   \
        }                                                                                 \
    } while (0)

static char root[256];

static const char *at(Arena *a, const char *rel) { return arena_printf(a, "%s/%s", root, rel); }

static void write_file(Arena *a, const char *rel, const char *text)
{
    const char *path = at(a, rel);
    /* make the parent directories */
    char *dir = arena_strdup(a, path);
    for (char *p = dir + strlen(root) + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            mkdir(dir, 0755);
            *p = '/';
        }
    FILE *f = fopen(path, "w");
    if (!f) {
        perror(path);
        exit(2);
    }
    fputs(text, f);
    fclose(f);
}

static void test_globs(void)
{
    CHECK(config_glob_matches("*.py", "a.py"));
    CHECK(config_glob_matches("*.py", "dumps/deep/a.py"));    /* no slash: any component */
    CHECK(!config_glob_matches("*.py", "a.pyc"));
    CHECK(config_glob_matches("dumps/*.py", "dumps/a.py"));
    CHECK(!config_glob_matches("dumps/*.py", "dumps/deep/a.py")); /* '*' stays in a component */
    CHECK(config_glob_matches("dumps/**/*.py", "dumps/a.py"));  /* a double star and its slash match zero dirs too */
    CHECK(config_glob_matches("dumps/**/*.py", "dumps/x/y/a.py"));
    CHECK(config_glob_matches("**/gen_*.txt", "a/b/gen_1.txt"));
    CHECK(config_glob_matches("generated", "generated/a/b.py")); /* a directory covers its files */
    CHECK(config_glob_matches("./dumps/a?.py", "dumps/ab.py"));
    CHECK(!config_glob_matches("dumps/a?.py", "dumps/a/.py"));
    CHECK(config_glob_matches("[a-c]x.py", "bx.py"));
    CHECK(!config_glob_matches("[!a-c]x.py", "bx.py"));
    CHECK(config_glob_matches("[!a-c]x.py", "dx.py"));
    CHECK(!config_glob_matches("[a-c", "a"));
    CHECK(!config_glob_matches("other/*.py", "dumps/a.py"));
}

static void test_read_and_apply(Arena *a)
{
    write_file(a, "proj/pyproject.toml",
               "[project]\n"
               "name = \"demo\"\n"
               "\n"
               "[tool.fxlint]\n"
               "select = [\"FX9\"]\n"
               "ignore = [\"unreadable-input\"]\n"
               "extend-select = [\"FX901\"]\n"
               "fail-on = \"error\"\n"
               "exclude = [\"generated\", \"*.tmp.py\"]\n"
               "target = \"2.5\"\n"
               "no-grad = true\n"
               "capture = \"export\"\n"
               "capture-dynamic-output-shape-ops = true\n"
               "\n"
               "[tool.fxlint.per-file-ignores]\n"
               "\"dumps/legacy_*.py\" = [\"FX903\", \"bad-annotation\"]\n"
               "\n"
               "[tool.fxlint.severity]\n"
               "FX904 = \"warning\"\n"
               "undefined-name = \"info\"\n");
    ConfigLayer l;
    const char *err = NULL;
    CHECK(config_file_read(a, at(a, "proj/pyproject.toml"), &l, &err) == 0);
    if (err) fprintf(stderr, "%s\n", err);
    Config c;
    config_init_defaults(&c);
    config_layer_apply(&l, &c);
    CHECK(c.enabled[RID_FX901] && c.enabled[RID_FX904] && !c.enabled[RID_FX906]);
    CHECK(c.severity[RID_FX904] == SEV_WARNING && c.severity[RID_FX903] == SEV_INFO);
    CHECK(c.severity[RID_FX901] == SEV_ERROR);
    CHECK(c.fail_on == SEV_ERROR && !c.fail_never);
    CHECK(c.target_version == 205 && c.grad == GRAD_NO_GRAD && c.capture_dynamic_output_shape_ops);
    CHECK(c.capture == CAPTURE_EXPORT);
    CHECK(l.select.src.line == 5 && l.select.src.col == 1);
    CHECK(l.severity_src[RID_FX904].line == 19);

    /* per-file ignores: relative to the config's directory, whatever the cwd */
    Config pf = c;
    config_layer_apply_per_file(&l, at(a, "proj/dumps/legacy_1.py"), &pf);
    CHECK(!pf.enabled[RID_FX903] && !pf.enabled[RID_FX902] && pf.enabled[RID_FX904]);
    pf = c;
    config_layer_apply_per_file(&l, at(a, "proj/dumps/new.py"), &pf);
    CHECK(pf.enabled[RID_FX903]);
    char cwd[1024];
    CHECK(getcwd(cwd, sizeof cwd) != NULL);
    write_file(a, "proj/dumps/legacy_2.py", "");
    CHECK(chdir(at(a, "proj/dumps")) == 0);
    pf = c;
    config_layer_apply_per_file(&l, "legacy_2.py", &pf); /* a relative path, from the cwd */
    CHECK(!pf.enabled[RID_FX903]);
    pf = c;
    config_layer_apply_per_file(&l, "../dumps/./legacy_3.py", &pf);
    CHECK(!pf.enabled[RID_FX903]);
    CHECK(chdir(cwd) == 0);

    CHECK(config_layer_excludes(&l, at(a, "proj/generated/x.py")));
    CHECK(config_layer_excludes(&l, at(a, "proj/dumps/x.tmp.py")));
    CHECK(!config_layer_excludes(&l, at(a, "proj/dumps/x.py")));

    /* the command line wins over the file: its select replaces the file's rule set */
    ConfigLayer cli;
    config_layer_init(&cli, "command line", NULL);
    const char *sel[] = {"FX903"};
    cli.select = (CodeList){sel, 1, {"command line", 0, 0}};
    cli.fail_on = SEV_INFO;
    cli.fail_on_src = (SettingSource){"command line", 0, 0};
    config_init_defaults(&c);
    config_layer_apply(&l, &c);
    config_layer_apply(&cli, &c);
    CHECK(c.enabled[RID_FX903] && !c.enabled[RID_FX901] && !c.enabled[RID_FX904]);
    CHECK(c.fail_on == SEV_INFO && c.target_version == 205);

    /* --show-config says where each setting came from */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    config_show(f, "dumps/a.py", &l, &cli, &c);
    fclose(f);
    CHECK(strstr(buf, "select = [\"FX903\"]  # command line\n") != NULL);
    const char *target_line = arena_printf(a, "target = \"2.5\"  # %s:10:1\n", at(a, "proj/pyproject.toml"));
    CHECK(strstr(buf, target_line) != NULL);
    CHECK(strstr(buf, "FX904 = \"warning\"  # ") != NULL);
    CHECK(strstr(buf, "FX905 = \"warning\"  # default\n") != NULL);
    CHECK(strstr(buf, "fail-on = \"info\"  # command line\n") != NULL);
    CHECK(strstr(buf, "grad = \"no-grad\"  # ") != NULL && strstr(buf, "capture = \"export\"  # ") != NULL);
    CHECK(strstr(buf, "enabled = [\"FX903\"]\n") != NULL);
    free(buf);
}

static void test_discovery(Arena *a)
{
    write_file(a, "tree/pyproject.toml", "[tool.fxlint]\nselect = [\"FX901\"]\n");
    write_file(a, "tree/sub/.fxlint.toml", "ignore = [\"FX904\"]\n");
    write_file(a, "tree/sub/fxlint.toml", "ignore = [\"FX901\"]\n"); /* .fxlint.toml wins in one directory */
    write_file(a, "tree/other/pyproject.toml", "[project]\nname = \"x\"\n");
    write_file(a, "tree/named/fxlint.toml", "target = \"2.6\"\n");
    write_file(a, "tree/sub/deeper/a.py", "");
    write_file(a, "tree/other/b.py", "");
    ConfigFinder *finder = config_finder_new(a);
    const ConfigLayer *l = NULL;
    const char *err = NULL;
    CHECK(config_finder_find(finder, at(a, "tree/sub/deeper/a.py"), &l, &err) == 0);
    CHECK(l && strcmp(l->name, at(a, "tree/sub/.fxlint.toml")) == 0);
    CHECK(config_finder_find(finder, at(a, "tree/other/b.py"), &l, &err) == 0);
    CHECK(l && strcmp(l->name, at(a, "tree/pyproject.toml")) == 0); /* no [tool.fxlint] there: keep going up */
    CHECK(config_finder_find(finder, at(a, "tree/named/c.py"), &l, &err) == 0);
    CHECK(l && l->target_version == 206);
    CHECK(config_finder_find(finder, at(a, "tree/x.py"), &l, &err) == 0);
    CHECK(l && strcmp(l->name, at(a, "tree/pyproject.toml")) == 0);
    /* cached: the same layer object comes back */
    const ConfigLayer *again = NULL;
    CHECK(config_finder_find(finder, at(a, "tree/sub/deeper/zzz.py"), &again, &err) == 0);
    CHECK(config_finder_find(finder, at(a, "tree/sub/deeper/a.py"), &l, &err) == 0 && l == again);
    /* nearest wins even when it is broken: the error names the nearest file */
    write_file(a, "tree/broken/fxlint.toml", "select = [\"FX901\"\n");
    CHECK(config_finder_find(finder, at(a, "tree/broken/x.py"), &l, &err) == -1);
    CHECK(err && strstr(err, "tree/broken/fxlint.toml:2:1: unterminated array"));
}

typedef struct BadConfig {
    const char *name, *text, *error; /* error without the path prefix */
} BadConfig;

static void test_errors(Arena *a)
{
    static const BadConfig cases[] = {
        {"pyproject.toml", "[tool.fxlint]\nselect = [\"FX9\"]\nselekt = [\"FX2\"]\n", ":3:1: unknown key 'selekt' in [tool.fxlint]"},
        {"pyproject.toml", "[tool.fxlint]\nno_grad = true\n", ":2:1: unknown key 'no_grad' in [tool.fxlint] (keys are kebab-case: use '-')"},
        {".fxlint.toml", "\n  bogus = 1\n", ":2:3: unknown key 'bogus' in the top level"},
        {".fxlint.toml", "select = \"FX101\"\n", ":1:10: 'select' must be an array of rule codes, not a string"},
        {".fxlint.toml", "ignore = [\"FX9\", \"FX777\"]\n", ":1:18: unknown rule 'FX777' in 'ignore'"},
        {".fxlint.toml", "ignore = [1]\n", ":1:11: 'ignore' must list rule codes as strings, not a integer"},
        {".fxlint.toml", "target = 2.5\n", ":1:10: 'target' must be a string"},
        {".fxlint.toml", "target = \"two\"\n", ":1:10: bad target 'two': not a PyTorch release"},
        {".fxlint.toml", "target = \"9.9\"\n", ":1:10: bad target '9.9': not a PyTorch release fxlint knows (2.1, 2.2,"},
        {".fxlint.toml", "grad = \"off\"\n", ":1:8: bad grad 'off'"},
        {".fxlint.toml", "grad = true\n", ":1:8: 'grad' must be a string"},
        {".fxlint.toml", "capture = \"jit\"\n", ":1:11: bad capture 'jit'"},
        {".fxlint.toml", "fail-on = \"fatal\"\n", ":1:11: bad fail-on 'fatal'"},
        {".fxlint.toml", "no-grad = \"yes\"\n", ":1:11: 'no-grad' must be true or false, not a string"},
        {".fxlint.toml", "[severity]\nFX904 = \"loud\"\n", ":2:9: bad severity 'loud'"},
        {".fxlint.toml", "[severity]\nFX999 = \"info\"\n", ":2:1: unknown rule 'FX999' in 'severity'"},
        {".fxlint.toml", "[per-file-ignores]\n\"*.py\" = [\"nope\"]\n", ":2:11: unknown rule 'nope' in per-file-ignores \"*.py\""},
        {".fxlint.toml", "per-file-ignores = [\"x\"]\n", ":1:20: 'per-file-ignores' must be a table"},
        {".fxlint.toml", "exclude = [\"\"]\n", ":1:12: 'exclude' must list globs as non-empty strings"},
        {"pyproject.toml", "[tool]\nfxlint = 3\n", ":2:1: 'tool.fxlint' must be a table, not a integer"},
        {".fxlint.toml", "a = = 1\n", ":1:5: expected a value"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *rel = arena_printf(a, "errors/%zu/%s", i, cases[i].name);
        write_file(a, rel, cases[i].text);
        ConfigLayer l;
        const char *err = NULL;
        const char *path = at(a, rel);
        int rc = config_file_read(a, path, &l, &err);
        const char *want = arena_printf(a, "%s%s", path, cases[i].error);
        if (rc != -1 || !err || strncmp(err, want, strlen(want)) != 0) {
            fprintf(stderr, "case %zu: expected '%s', got rc %d '%s'\n", i, want, rc, err ? err : "(none)");
            failures++;
        }
    }
    /* a pyproject.toml without [tool.fxlint] is not a config */
    write_file(a, "errors/plain/pyproject.toml", "[tool.black]\nline-length = 100\n");
    ConfigLayer l;
    const char *err = NULL;
    CHECK(config_file_read(a, at(a, "errors/plain/pyproject.toml"), &l, &err) == 1);
    CHECK(config_file_read(a, at(a, "errors/missing.toml"), &l, &err) == -1 && strstr(err, "cannot read"));
}

int main(void)
{
    snprintf(root, sizeof root, "%s/fxlint-config-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        return 2;
    }
    Arena a;
    arena_init(&a);
    test_globs();
    test_read_and_apply(&a);
    test_discovery(&a);
    test_errors(&a);
    arena_free(&a);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", root);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", root);
    if (failures) {
        fprintf(stderr, "test_config_file: %d failures\n", failures);
        return 1;
    }
    printf("test_config_file: ok\n");
    return 0;
}
