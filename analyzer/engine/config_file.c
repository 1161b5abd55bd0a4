/* Config files: reading [tool.fxlint] / .fxlint.toml into a ConfigLayer (strictly: unknown
 * keys and bad values are errors with file:line:col), applying layers to a Config, globs,
 * nearest-file discovery and --show-config. */
#include "engine/config_file.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/intern.h"
#include "base/oom.h"
#include "base/paths.h"
#include "base/source.h"
#include "engine/toml.h"

void config_layer_init(ConfigLayer *l, const char *name, const char *dir)
{
    memset(l, 0, sizeof *l);
    l->name = name;
    l->dir = dir;
    for (int i = 0; i < RULE_COUNT; i++) l->severity[i] = -1;
}

/* ---- paths ---- */

/* The parent directory of an absolute normalised path ("/" stays "/"). */
static char *path_parent(Arena *a, const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash || slash == path) return arena_strdup(a, "/");
    return arena_strndup(a, path, (size_t)(slash - path));
}

/* `abs` relative to directory `dir` when inside it, else abs itself. */
static const char *path_relative(const char *abs, const char *dir)
{
    size_t n = strlen(dir);
    if (strcmp(dir, "/") == 0) return abs + 1;
    if (strncmp(abs, dir, n) == 0 && abs[n] == '/') return abs + n + 1;
    return abs;
}

/* ---- globs ---- */

static bool glob_class(const char **gp, char c)
{
    const char *g = *gp + 1;
    bool negate = *g == '!' || *g == '^';
    if (negate) g++;
    bool hit = false;
    const char *start = g;
    while (*g && (*g != ']' || g == start)) {
        char lo = *g, hi = lo;
        if (g[1] == '-' && g[2] && g[2] != ']') hi = g[2], g += 2;
        if (c >= lo && c <= hi) hit = true;
        g++;
    }
    if (*g != ']') return false; /* an unclosed class matches nothing */
    *gp = g + 1;
    return hit != negate;
}

/* Matching state: which (glob position, path position) pairs are known not to match. Each pair
 * is then tried once, so a glob of many stars ("a*********b") takes polynomial time, not
 * exponential. */
typedef struct GlobMemo {
    const char *g0, *s0;
    size_t slen;
    unsigned char *failed; /* (glen + 1) x (slen + 1) bits */
} GlobMemo;

static bool glob_match(GlobMemo *m, const char *g, const char *s);

static bool glob_match_here(GlobMemo *m, const char *g, const char *s)
{
    while (*g) {
        if (g[0] == '*' && g[1] == '*') {
            g += 2;
            if (*g == '/') {
                g++; /* `**` followed by '/' also matches zero directories */
                for (const char *t = s;; t++) {
                    if ((t == s || t[-1] == '/') && glob_match(m, g, t)) return true;
                    if (!*t) return false;
                }
            }
            for (const char *t = s;; t++) {
                if (glob_match(m, g, t)) return true;
                if (!*t) return false;
            }
        }
        if (*g == '*') {
            g++;
            for (const char *t = s;; t++) {
                if (glob_match(m, g, t)) return true;
                if (!*t || *t == '/') return false;
            }
        }
        if (!*s) return false;
        if (*g == '?') {
            if (*s == '/') return false;
            g++, s++;
            continue;
        }
        if (*g == '[') {
            if (*s == '/' || !glob_class(&g, *s)) return false;
            s++;
            continue;
        }
        if (*g == '\\' && g[1]) g++;
        if (*g != *s) return false;
        g++, s++;
    }
    return !*s;
}

static bool glob_match(GlobMemo *m, const char *g, const char *s)
{
    size_t key = (size_t)(g - m->g0) * (m->slen + 1) + (size_t)(s - m->s0);
    if (m->failed[key >> 3] & (1u << (key & 7))) return false;
    if (glob_match_here(m, g, s)) return true;
    m->failed[key >> 3] |= (unsigned char)(1u << (key & 7));
    return false;
}

/* Whether glob matches all of s. Globs longer than a path can be never match. */
static bool glob_matches_whole(const char *glob, const char *s)
{
    size_t glen = strlen(glob), slen = strlen(s);
    if (glen > 4096) return false;
    size_t bits = (glen + 1) * (slen + 1);
    GlobMemo m = {glob, s, slen, calloc(bits / 8 + 1, 1)};
    if (!m.failed) oom_fail(bits / 8 + 1);
    bool hit = glob_match(&m, glob, s);
    free(m.failed);
    return hit;
}

bool config_glob_matches(const char *glob, const char *path)
{
    while (glob[0] == '.' && glob[1] == '/') glob += 2;
    while (path[0] == '.' && path[1] == '/') path += 2;
    bool has_slash = strchr(glob, '/') != NULL;
    char buf[4096];
    size_t n = strlen(path);
    if (n >= sizeof buf) return false;
    memcpy(buf, path, n + 1);
    /* the path itself, then each parent directory; a slash-free glob also tries each component */
    for (size_t end = n;;) {
        buf[end] = 0;
        if (glob_matches_whole(glob, buf)) return true;
        if (!has_slash) {
            const char *comp = strrchr(buf, '/');
            if (glob_matches_whole(glob, comp ? comp + 1 : buf)) return true;
        }
        char *slash = strrchr(buf, '/');
        if (!slash) return false;
        end = (size_t)(slash - buf);
    }
}

/* ---- reading ---- */

typedef struct Reader {
    Arena *a;
    const char *path;
    const char *section; /* "[tool.fxlint]" or "the top level", for messages */
    ConfigLayer *out;
    const char **error;
} Reader;

static int bad(Reader *r, uint32_t line, uint32_t col, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static int bad(Reader *r, uint32_t line, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = arena_vprintf(r->a, fmt, ap);
    va_end(ap);
    *r->error = arena_printf(r->a, "%s:%u:%u: %s", r->path, line, col, msg);
    return -1;
}

static SettingSource src_of(Reader *r, const TomlEntry *e) { return (SettingSource){r->path, e->line, e->col}; }

/* Whether s names rules: a code, a name, a code prefix or ALL. */
static bool rule_spec_valid(const char *s)
{
    Config probe;
    config_init_defaults(&probe);
    config_select_none(&probe);
    if (!*s || strpbrk(s, ", \t")) return false;
    return config_apply_rule_list(&probe, s, true, NULL) == 0;
}

/* An array of rule specs; `what` names the setting in messages. */
static int read_codes(Reader *r, const char *what, const TomlValue *v, const char ***items, uint32_t *n)
{
    if (v->kind != TOML_ARRAY)
        return bad(r, v->line, v->col, "%s must be an array of rule codes, not a %s", what, toml_kind_name(v->kind));
    *items = ARENA_ARRAY(r->a, const char *, v->as.array.len + 1);
    *n = 0;
    for (uint32_t i = 0; i < v->as.array.len; i++) {
        const TomlValue *it = v->as.array.items[i];
        if (it->kind != TOML_STRING)
            return bad(r, it->line, it->col, "%s must list rule codes as strings, not a %s", what,
                       toml_kind_name(it->kind));
        if (strlen(it->as.str.ptr) != it->as.str.len || !rule_spec_valid(it->as.str.ptr)) {
            const char *near = rule_suggest(it->as.str.ptr);
            if (near)
                return bad(r, it->line, it->col, "unknown rule '%s' in %s; did you mean '%s'?", it->as.str.ptr, what,
                           near);
            return bad(r, it->line, it->col,
                       "unknown rule '%s' in %s (a code like FX101, a name, a prefix like FX1, or ALL)",
                       it->as.str.ptr, what);
        }
        (*items)[(*n)++] = it->as.str.ptr;
    }
    return 0;
}

static int read_code_list(Reader *r, const TomlEntry *e, CodeList *l)
{
    if (read_codes(r, arena_printf(r->a, "'%s'", e->key), e->value, &l->items, &l->n) < 0) return -1;
    l->src = src_of(r, e);
    return 0;
}

static int read_select(Reader *r, const TomlEntry *e)
{
    if (read_code_list(r, e, &r->out->select) < 0) return -1;
    /* an empty selection runs nothing and passes green: never what was meant */
    if (r->out->select.n == 0)
        return bad(r, e->value->line, e->value->col,
                   "'select' is empty: no rule would run (list codes, or leave select out for every rule)");
    return 0;
}
static int read_ignore(Reader *r, const TomlEntry *e) { return read_code_list(r, e, &r->out->ignore); }
static int read_extend_select(Reader *r, const TomlEntry *e) { return read_code_list(r, e, &r->out->extend_select); }

static const char *string_value(Reader *r, const TomlEntry *e, const char *what)
{
    const TomlValue *v = e->value;
    if (v->kind != TOML_STRING || strlen(v->as.str.ptr) != v->as.str.len) {
        bad(r, v->line, v->col, "'%s' must be a string (%s), not a %s", e->key, what, toml_kind_name(v->kind));
        return NULL;
    }
    return v->as.str.ptr;
}

static int read_bool(Reader *r, const TomlEntry *e, bool *out, SettingSource *src)
{
    if (e->value->kind != TOML_BOOLEAN)
        return bad(r, e->value->line, e->value->col, "'%s' must be true or false, not a %s", e->key,
                   toml_kind_name(e->value->kind));
    *out = e->value->as.boolean;
    *src = src_of(r, e);
    return 0;
}

/* `no-grad = true`: the older spelling of `grad = "no-grad"` (false: grad enabled). */
static int read_no_grad(Reader *r, const TomlEntry *e)
{
    bool off = false;
    if (read_bool(r, e, &off, &r->out->grad_src) < 0) return -1;
    r->out->grad = off ? GRAD_NO_GRAD : GRAD_ENABLED;
    return 0;
}

static int read_grad(Reader *r, const TomlEntry *e)
{
    const char *s = string_value(r, e, "\"enabled\", \"no-grad\", \"inference\" or \"auto\"");
    if (!s) return -1;
    int g = grad_mode_parse(s);
    if (g < 0)
        return bad(r, e->value->line, e->value->col,
                   "bad grad '%s' (\"enabled\", \"no-grad\", \"inference\" or \"auto\")", s);
    r->out->grad = (GradMode)g;
    r->out->grad_src = src_of(r, e);
    return 0;
}

static int read_capture_path(Reader *r, const TomlEntry *e)
{
    const char *s = string_value(r, e, "\"auto\", \"compile\", \"compile-eager\", \"export\" or \"make-fx\"");
    if (!s) return -1;
    int p = capture_path_parse(s);
    if (p < 0)
        return bad(r, e->value->line, e->value->col,
                   "bad capture '%s' (\"auto\", \"compile\", \"compile-eager\", \"export\" or \"make-fx\")", s);
    r->out->capture_path = (CapturePath)p;
    r->out->capture_path_src = src_of(r, e);
    return 0;
}

static int read_capture(Reader *r, const TomlEntry *e)
{
    return read_bool(r, e, &r->out->capture_dynamic_output_shape_ops, &r->out->capture_src);
}

static int read_target(Reader *r, const TomlEntry *e)
{
    const char *s = string_value(r, e, "a PyTorch release like \"2.5\", or \"newest\"");
    if (!s) return -1;
    const char *why = NULL;
    int t = config_parse_target(s, &why);
    if (t < 0)
        return bad(r, e->value->line, e->value->col, "bad target '%s': %s (%s)", s, why, config_target_list());
    r->out->target_version = t;
    r->out->target_src = src_of(r, e);
    return 0;
}

static int read_fail_on(Reader *r, const TomlEntry *e)
{
    const char *s = string_value(r, e, "error, warning, info or never");
    if (!s) return -1;
    int sev = severity_parse(s);
    if (sev < 0 && strcmp(s, "never") != 0)
        return bad(r, e->value->line, e->value->col, "bad fail-on '%s' (error, warning, info or never)", s);
    r->out->fail_never = sev < 0;
    r->out->fail_on = sev < 0 ? SEV_ERROR : (Severity)sev;
    r->out->fail_on_src = src_of(r, e);
    return 0;
}

static int read_exclude(Reader *r, const TomlEntry *e)
{
    const TomlValue *v = e->value;
    if (v->kind != TOML_ARRAY)
        return bad(r, v->line, v->col, "'exclude' must be an array of globs, not a %s", toml_kind_name(v->kind));
    r->out->exclude = ARENA_ARRAY(r->a, const char *, v->as.array.len + 1);
    for (uint32_t i = 0; i < v->as.array.len; i++) {
        const TomlValue *it = v->as.array.items[i];
        if (it->kind != TOML_STRING || it->as.str.len == 0)
            return bad(r, it->line, it->col, "'exclude' must list globs as non-empty strings");
        r->out->exclude[r->out->nexclude++] = it->as.str.ptr;
    }
    r->out->exclude_src = src_of(r, e);
    return 0;
}

static int read_per_file_ignores(Reader *r, const TomlEntry *e)
{
    const TomlValue *v = e->value;
    if (v->kind != TOML_TABLE)
        return bad(r, v->line, v->col, "'per-file-ignores' must be a table of globs to code lists, not a %s",
                   toml_kind_name(v->kind));
    r->out->per_file_ignores = ARENA_ARRAY(r->a, PerFileIgnore, v->as.table.len + 1);
    for (uint32_t i = 0; i < v->as.table.len; i++) {
        const TomlEntry *g = &v->as.table.items[i];
        PerFileIgnore *pfi = &r->out->per_file_ignores[r->out->nper_file_ignores++];
        pfi->glob = g->key;
        const char *what = arena_printf(r->a, "per-file-ignores \"%s\"", g->key);
        if (read_codes(r, what, g->value, &pfi->codes, &pfi->ncodes) < 0) return -1;
    }
    r->out->per_file_ignores_src = src_of(r, e);
    return 0;
}

static int read_severity(Reader *r, const TomlEntry *e)
{
    const TomlValue *v = e->value;
    if (v->kind != TOML_TABLE)
        return bad(r, v->line, v->col, "'severity' must be a table of rule codes to severities, not a %s",
                   toml_kind_name(v->kind));
    for (uint32_t i = 0; i < v->as.table.len; i++) {
        const TomlEntry *s = &v->as.table.items[i];
        if (!rule_spec_valid(s->key)) return bad(r, s->line, s->col, "unknown rule '%s' in 'severity'", s->key);
        const char *name = string_value(r, s, "error, warning or info");
        if (!name) return -1;
        int sev = severity_parse(name);
        if (sev < 0) return bad(r, s->value->line, s->value->col, "bad severity '%s' (error, warning or info)", name);
        Config probe;
        config_init_defaults(&probe);
        config_select_none(&probe);
        config_apply_rule_list(&probe, s->key, true, NULL);
        for (int k = 0; k < RULE_COUNT; k++) {
            if (!probe.enabled[k]) continue;
            r->out->severity[k] = (int8_t)sev;
            r->out->severity_src[k] = src_of(r, s);
        }
    }
    return 0;
}

typedef int (*KeyReader)(Reader *r, const TomlEntry *e);

static const struct {
    const char *key;
    KeyReader read;
} key_readers[] = {
    {"select", read_select},
    {"ignore", read_ignore},
    {"extend-select", read_extend_select},
    {"per-file-ignores", read_per_file_ignores},
    {"severity", read_severity},
    {"fail-on", read_fail_on},
    {"exclude", read_exclude},
    {"target", read_target},
    {"grad", read_grad},
    {"no-grad", read_no_grad},
    {"capture", read_capture_path},
    {"capture-dynamic-output-shape-ops", read_capture},
};

static int read_table(Reader *r, const TomlValue *t)
{
    for (uint32_t i = 0; i < t->as.table.len; i++) {
        const TomlEntry *e = &t->as.table.items[i];
        KeyReader fn = NULL;
        for (size_t k = 0; k < sizeof key_readers / sizeof key_readers[0]; k++)
            if (strcmp(e->key, key_readers[k].key) == 0 && strlen(e->key) == e->key_len) fn = key_readers[k].read;
        if (!fn) {
            const char *hint = strchr(e->key, '_') ? " (keys are kebab-case: use '-')" : "";
            return bad(r, e->line, e->col, "unknown key '%s' in %s%s", e->key, r->section, hint);
        }
        if (fn(r, e) < 0) return -1;
    }
    return 0;
}

static bool is_pyproject(const char *path)
{
    const char *base = strrchr(path, '/');
    return strcmp(base ? base + 1 : path, "pyproject.toml") == 0;
}

int config_file_read(Arena *a, const char *path, ConfigLayer *out, const char **error)
{
    char *abs = paths_absolute(a, path);
    config_layer_init(out, arena_strdup(a, path), path_parent(a, abs));
    char *text;
    uint32_t len;
    if (strcmp(path, "-") == 0 || source_read_file(a, path, &text, &len) != 0) {
        *error = arena_printf(a, "%s: cannot read config file: %s", path, strerror(errno ? errno : ENOENT));
        return -1;
    }
    TomlError terr;
    TomlValue *root = toml_parse(a, text, len, &terr);
    if (!root) {
        *error = arena_printf(a, "%s:%u:%u: %s", path, terr.line, terr.col, terr.message);
        return -1;
    }
    Reader r = {a, out->name, "the top level", out, error};
    const TomlValue *t = root;
    if (is_pyproject(path)) {
        const TomlEntry *tool = toml_table_get(root, "tool");
        const TomlEntry *fx = tool && tool->value->kind == TOML_TABLE ? toml_table_get(tool->value, "fxlint") : NULL;
        if (!fx) return 1;
        if (fx->value->kind != TOML_TABLE)
            return bad(&r, fx->line, fx->col, "'tool.fxlint' must be a table, not a %s",
                       toml_kind_name(fx->value->kind));
        t = fx->value;
        r.section = "[tool.fxlint]";
    }
    return read_table(&r, t);
}

/* ---- applying ---- */

static void apply_codes(Config *c, const CodeList *l, bool enable)
{
    for (uint32_t i = 0; i < l->n; i++) config_apply_rule_list(c, l->items[i], enable, NULL);
}

void config_layer_apply(const ConfigLayer *l, Config *c)
{
    if (l->select.src.file) {
        config_select_none(c);
        apply_codes(c, &l->select, true);
    }
    apply_codes(c, &l->extend_select, true);
    apply_codes(c, &l->ignore, false);
    for (int i = 0; i < RULE_COUNT; i++)
        if (l->severity[i] >= 0) c->severity[i] = (Severity)l->severity[i];
    if (l->fail_on_src.file) c->fail_on = l->fail_on, c->fail_never = l->fail_never;
    if (l->target_src.file) c->target_version = l->target_version;
    if (l->grad_src.file) {
        /* GRAD_COUNT is "auto": the grad mode read from each dump */
        c->grad_said = l->grad != GRAD_COUNT;
        c->grad = c->grad_said ? l->grad : GRAD_ENABLED;
    }
    if (l->capture_path_src.file) c->capture = l->capture_path;
    if (l->capture_src.file) c->capture_dynamic_output_shape_ops = l->capture_dynamic_output_shape_ops;
}

void config_layer_apply_per_file(const ConfigLayer *l, const char *path, Config *c)
{
    if (!l->nper_file_ignores || strcmp(path, "-") == 0) return;
    Arena a;
    arena_init(&a);
    const char *rel = path_relative(paths_absolute(&a, path), l->dir ? l->dir : "/");
    for (uint32_t i = 0; i < l->nper_file_ignores; i++) {
        const PerFileIgnore *p = &l->per_file_ignores[i];
        if (!config_glob_matches(p->glob, rel)) continue;
        for (uint32_t k = 0; k < p->ncodes; k++) config_apply_rule_list(c, p->codes[k], false, NULL);
    }
    arena_free(&a);
}

const char *config_layer_exclude_glob(const ConfigLayer *l, const char *path)
{
    if (!l->nexclude || strcmp(path, "-") == 0) return NULL;
    Arena a;
    arena_init(&a);
    const char *rel = path_relative(paths_absolute(&a, path), l->dir ? l->dir : "/");
    const char *hit = NULL;
    for (uint32_t i = 0; i < l->nexclude && !hit; i++)
        if (config_glob_matches(l->exclude[i], rel)) hit = l->exclude[i];
    arena_free(&a);
    return hit;
}

bool config_layer_excludes(const ConfigLayer *l, const char *path) { return config_layer_exclude_glob(l, path) != NULL; }

const char *config_layer_label(Arena *a, const ConfigLayer *l)
{
    const char *name = l->name ? l->name : "?";
    if (name[0] == '/') {
        const char *cwd = paths_absolute(a, ".");
        const char *rel = path_relative(name, cwd);
        if (rel != name) name = rel;
    }
    const char *base = strrchr(name, '/');
    bool pyproject = strcmp(base ? base + 1 : name, "pyproject.toml") == 0;
    return pyproject ? arena_printf(a, "%s [tool.fxlint]", name) : name;
}

/* ---- discovery ---- */

typedef struct FoundDir {
    const char *dir;
    const ConfigLayer *layer; /* nearest from dir upward; NULL when none */
    const char *error;
} FoundDir;

struct ConfigFinder {
    Arena *a;
    const char *cwd;       /* asked once: a check's thousands of inputs share it */
    bool inputs_are_files; /* config_finder_inputs_are_files: no stat per input */
    VEC(FoundDir) dirs;
    Intern names; /* each dir's path, numbered as its place in dirs */
};

ConfigFinder *config_finder_new(Arena *a)
{
    ConfigFinder *f = ARENA_NEW(a, ConfigFinder);
    f->a = a;
    f->cwd = paths_absolute(a, ".");
    intern_init(&f->names, a);
    return f;
}

static bool is_regular_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static const FoundDir *find_from(ConfigFinder *f, const char *dir)
{
    uint32_t known = intern_find(&f->names, str_from(dir));
    if (known != UINT32_MAX) return &f->dirs.items[known];
    FoundDir found = {NULL, NULL, NULL};
    static const char *const names[] = {".fxlint.toml", "fxlint.toml", "pyproject.toml"};
    bool done = false;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && !done; i++) {
        const char *path = arena_printf(f->a, "%s%s%s", dir, strcmp(dir, "/") == 0 ? "" : "/", names[i]);
        if (!is_regular_file(path)) continue;
        ConfigLayer *l = ARENA_NEW(f->a, ConfigLayer);
        int rc = config_file_read(f->a, path, l, &found.error);
        if (rc == 1) continue; /* a pyproject.toml without [tool.fxlint] is not ours */
        if (rc == 0) found.layer = l;
        done = true;
    }
    if (!done && strcmp(dir, "/") != 0) {
        const FoundDir *up = find_from(f, path_parent(f->a, dir));
        found.layer = up->layer;
        found.error = up->error;
    }
    /* numbered after the parents the walk up entered, so that the number is the place */
    found.dir = intern_str(&f->names, str_from(dir)).ptr;
    VEC_PUSH(f->a, f->dirs, found);
    return &f->dirs.items[f->dirs.len - 1];
}

int config_finder_find(ConfigFinder *f, const char *input, const ConfigLayer **layer, const char **error)
{
    const char *dir;
    if (strcmp(input, "-") == 0) {
        dir = f->cwd;
    } else {
        const char *abs = paths_absolute_from(f->a, f->cwd, input);
        struct stat st;
        dir = !f->inputs_are_files && stat(abs, &st) == 0 && S_ISDIR(st.st_mode) ? abs : path_parent(f->a, abs);
    }
    const FoundDir *d = find_from(f, dir);
    *layer = d->layer;
    if (d->error) {
        *error = d->error;
        return -1;
    }
    return 0;
}

void config_finder_inputs_are_files(ConfigFinder *f) { f->inputs_are_files = true; }

int config_resolve_input(ConfigFinder *finder, const ConfigLayer *forced, const ConfigLayer *const *overrides,
                         uint32_t noverrides, const Config *base, const char *name, Config *out,
                         const ConfigLayer **layer, const char **excluded_by, const char **error)
{
    const ConfigLayer *l = forced;
    *out = *base;
    *layer = NULL;
    if (excluded_by) *excluded_by = NULL;
    int rc = 0;
    if (!l && finder && config_finder_find(finder, name, &l, error) < 0) l = NULL, rc = -1;
    if (l) config_layer_apply(l, out);
    for (uint32_t i = 0; i < noverrides; i++)
        if (overrides[i]) config_layer_apply(overrides[i], out);
    if (l) config_layer_apply_per_file(l, name, out);
    if (l && excluded_by) *excluded_by = config_layer_exclude_glob(l, name);
    *layer = l;
    return rc;
}

int config_resolve_inputs(Arena *a, ConfigFinder *finder, const ConfigLayer *forced, const ConfigLayer *overrides,
                          const Config *base, const char **files, const char **names, uint32_t *nfiles,
                          ResolvedInputs *out, const char **error)
{
    memset(out, 0, sizeof *out);
    out->cfgs = ARENA_ARRAY(a, const Config *, *nfiles + 1);
    out->layers = ARENA_ARRAY(a, const ConfigLayer *, *nfiles + 1);
    out->excluded = ARENA_ARRAY(a, ExcludedInput, *nfiles + 1);
    uint32_t kept = 0;
    for (uint32_t i = 0; i < *nfiles; i++) {
        Config *c = ARENA_NEW(a, Config);
        const ConfigLayer *l;
        const char *glob;
        if (config_resolve_input(finder, forced, &overrides, 1, base, names[i], c, &l, &glob, error) < 0) return -1;
        if (glob) {
            out->excluded[out->nexcluded++] = (ExcludedInput){files[i], names[i], l, glob};
            continue;
        }
        files[kept] = files[i];
        names[kept] = names[i];
        out->cfgs[kept] = c;
        out->layers[kept] = l;
        kept++;
    }
    *nfiles = kept;
    return 0;
}

/* ---- --show-config ---- */

static void show_source(FILE *out, const SettingSource *s)
{
    if (!s->file) fputs("  # default\n", out);
    else if (s->line) fprintf(out, "  # %s:%u:%u\n", s->file, s->line, s->col);
    else fprintf(out, "  # %s\n", s->file);
}

/* s as a TOML basic string: quotes, backslashes and control characters escaped, so that the
 * output reads back as the setting it shows. */
static void show_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c < 0x20 || c == 0x7F) fprintf(out, "\\u%04X", c);
        else fputc(c, out);
    }
    fputc('"', out);
}

static void show_strings(FILE *out, const char *const *items, uint32_t n)
{
    fputc('[', out);
    for (uint32_t i = 0; i < n; i++) {
        if (i) fputs(", ", out);
        show_string(out, items[i]);
    }
    fputc(']', out);
}

/* The setting of the layer that wins: the command line over the file. */
static const SettingSource *winner(const SettingSource *cli, const SettingSource *file)
{
    return cli && cli->file ? cli : file;
}

static void show_list(FILE *out, const char *key, const CodeList *cli, const CodeList *file, const char *unset)
{
    const CodeList *l = cli && cli->src.file ? cli : file && file->src.file ? file : NULL;
    fprintf(out, "%s = ", key);
    if (l) show_strings(out, l->items, l->n);
    else fputs(unset, out);
    show_source(out, l ? &l->src : &(SettingSource){0});
}

void config_show(FILE *out, const char *input, const ConfigLayer *file, const ConfigLayer *cli, const Config *c)
{
    static const SettingSource none = {0};
    fprintf(out, "# effective configuration for %s\n", input);
    if (file) {
        fputs("config-file = ", out);
        show_string(out, file->name);
        fputc('\n', out);
    } else {
        fputs("config-file = \"\"  # none found\n", out);
    }
    show_list(out, "select", cli ? &cli->select : NULL, file ? &file->select : NULL, "[\"ALL\"]");
    show_list(out, "extend-select", cli ? &cli->extend_select : NULL, file ? &file->extend_select : NULL, "[]");
    show_list(out, "ignore", cli ? &cli->ignore : NULL, file ? &file->ignore : NULL, "[]");

    fputs("per-file-ignores = {", out);
    for (uint32_t i = 0; file && i < file->nper_file_ignores; i++) {
        fputs(i ? ", " : " ", out);
        show_string(out, file->per_file_ignores[i].glob);
        fputs(" = ", out);
        show_strings(out, file->per_file_ignores[i].codes, file->per_file_ignores[i].ncodes);
    }
    fputs(file && file->nper_file_ignores ? " }" : "}", out);
    show_source(out, file ? &file->per_file_ignores_src : &none);

    fputs("exclude = ", out);
    if (file) show_strings(out, file->exclude, file->nexclude);
    else fputs("[]", out);
    show_source(out, file ? &file->exclude_src : &none);

    const SettingSource *s = winner(cli ? &cli->fail_on_src : NULL, file ? &file->fail_on_src : &none);
    fprintf(out, "fail-on = \"%s\"", c->fail_never ? "never" : severity_name(c->fail_on));
    show_source(out, s);
    s = winner(cli ? &cli->target_src : NULL, file ? &file->target_src : &none);
    fprintf(out, "target = \"%s\"", release_name(c->target_version));
    show_source(out, s);
    s = winner(cli ? &cli->grad_src : NULL, file ? &file->grad_src : &none);
    fprintf(out, "grad = \"%s\"", c->grad_said ? grad_mode_name(c->grad) : "auto");
    show_source(out, s);
    s = winner(cli ? &cli->capture_path_src : NULL, file ? &file->capture_path_src : &none);
    fprintf(out, "capture = \"%s\"", capture_path_name(c->capture));
    show_source(out, s);
    s = winner(cli ? &cli->capture_src : NULL, file ? &file->capture_src : &none);
    fprintf(out, "capture-dynamic-output-shape-ops = %s", c->capture_dynamic_output_shape_ops ? "true" : "false");
    show_source(out, s);

    fputs("\n[severity]\n", out);
    for (int i = 0; i < RULE_COUNT; i++) {
        fprintf(out, "%s = \"%s\"", rule_table[i].code, severity_name(c->severity[i]));
        show_source(out, winner(cli ? &cli->severity_src[i] : NULL, file ? &file->severity_src[i] : &none));
    }
    fputs("\n# rules enabled for this input (select, extend-select, ignore and per-file-ignores applied)\n"
          "enabled = [",
          out);
    bool first = true;
    for (int i = 0; i < RULE_COUNT; i++) {
        if (!c->enabled[i]) continue;
        fprintf(out, "%s\"%s\"", first ? "" : ", ", rule_table[i].code);
        first = false;
    }
    fputs("]\n", out);
}
