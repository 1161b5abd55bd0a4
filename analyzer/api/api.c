/* The in-process API: one input checked as `fxlint check` checks one file (check.c's worker,
 * on the caller's thread): the settings resolved as the command line and config files resolve
 * them, the front end run under the --file-timeout budget, each graph's findings given its
 * ordinal, suppression comments applied, and, for an upgrade audit, the two runs joined by
 * engine/upgrade.c. Each result owns one arena. */
#include "api/fxlint.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/budget.h"
#include "diag/config.h"
#include "diag/rules.h"
#include "engine/baseline.h"
#include "engine/config_file.h"
#include "engine/engine.h"
#include "engine/suppress.h"
#include "engine/upgrade.h"
#include "frontends/dispatch.h"
#include "report/report.h"
#include "report/report_upgrade.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "unknown"
#endif

/* The CLI's default --file-timeout (cli.h's CLI_DEFAULT_FILE_TIMEOUT_NS). */
#define API_DEFAULT_TIMEOUT_S 60.0

typedef struct ResultBox {
    FxlintResult pub;
    Arena arena; /* everything the result points to */
} ResultBox;

/* The settings of one check: resolved once, used by one or two runs. */
typedef struct Settings {
    Config cfg;           /* the input's: defaults, its config file, the options, per-file ignores */
    ConfigLayer options;  /* the options as a layer (applied over a config file, as the CLI's) */
    const ConfigLayer *file; /* its config file, NULL: none */
    const char *excluded_by;
    InputFormat fmt;
    uint64_t timeout_ns;
    bool compare;
    int compare_target;
    const char *compare_label, *target_label;
} Settings;

void fxlint_options_init(FxlintOptions *o)
{
    memset(o, 0, sizeof *o);
    o->timeout_s = -1;
}

const char *fxlint_version(void) { return FXLINT_VERSION; }

uint32_t fxlint_rule_count(void) { return RULE_COUNT; }

void fxlint_rule(uint32_t i, const char **code, const char **name, const char **severity)
{
    const RuleInfo *r = &rule_table[i < RULE_COUNT ? i : 0];
    *code = r->code;
    *name = r->name;
    *severity = severity_name(r->severity);
}

static char *error_text(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *error_text(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *s = NULL;
    if (vasprintf(&s, fmt, ap) < 0) s = NULL;
    va_end(ap);
    return s;
}

/* --select, --extend-select or --ignore: applied to the base config and kept as the layer's
 * list, as cli.c applies them. */
static int rule_option(Arena *a, Config *cfg, CodeList *layer, const char *option, const char *list, bool enable,
                       bool select, char **error)
{
    if (!list) return 0;
    bool empty = true;
    for (const char *p = list; *p && empty; p++) empty = *p == ',' || *p == ' ' || *p == '\t';
    if (empty) {
        *error = error_text("%s names no rule: give codes, names or prefixes (FX101, branch-input-mutation, FX1) or ALL",
                            option);
        return -1;
    }
    if (select) config_select_none(cfg);
    const char *bad = NULL;
    if (config_apply_rule_list(cfg, list, enable, &bad) < 0) {
        const char *near = bad ? rule_suggest(bad) : NULL;
        if (near) *error = error_text("unknown rule '%s' in %s; did you mean '%s'?", bad, option, near);
        else *error = error_text("unknown rule '%s' in %s (see 'fxlint rules')", bad ? bad : list, option);
        return -1;
    }
    const char **items = ARENA_ARRAY(a, const char *, 1);
    items[0] = arena_strdup(a, list);
    *layer = (CodeList){items, 1, {"options", 0, 0}};
    return 0;
}

/* The options into s (strings in `a`), then the input's config file: what check_run does for
 * one input named `name`. Returns 0, or -1 with *error. */
static int resolve(Arena *a, const FxlintOptions *o, const char *name, bool named, Settings *s, char **error)
{
    memset(s, 0, sizeof *s);
    static const SettingSource from_options = {"options", 0, 0};
    Config base;
    config_init_defaults(&base);
    config_layer_init(&s->options, "options", NULL);
    ConfigLayer *l = &s->options;
    if (rule_option(a, &base, &l->select, "select", o->select, true, true, error) < 0 ||
        rule_option(a, &base, &l->extend_select, "extend_select", o->extend_select, true, false, error) < 0 ||
        rule_option(a, &base, &l->ignore, "ignore", o->ignore, false, false, error) < 0)
        return -1;
    const char *why = NULL;
    if (o->target) {
        int t = config_parse_target(o->target, &why);
        if (t < 0) {
            *error = error_text("bad target '%s': %s (%s; 2.5.1 and 2.5.0a0+git1234abc name 2.5)", o->target, why,
                                config_target_list());
            return -1;
        }
        base.target_version = l->target_version = t;
        l->target_src = from_options;
        s->target_label = arena_strdup(a, o->target);
    }
    if (o->compare_target) {
        int t = config_parse_target(o->compare_target, &why);
        if (t < 0) {
            *error = error_text("bad compare_target '%s': %s (%s; 2.5.1 and 2.5.0a0+git1234abc name 2.5)",
                                o->compare_target, why, config_target_list());
            return -1;
        }
        s->compare = true;
        s->compare_target = t;
        s->compare_label = arena_strdup(a, o->compare_target);
    }
    if (o->grad) {
        int g = grad_mode_parse(o->grad);
        if (g < 0) {
            *error = error_text("bad grad '%s' (enabled, no-grad, inference, auto)", o->grad);
            return -1;
        }
        /* GRAD_COUNT is auto: the layer says so, the base config leaves the mode unsaid */
        l->grad = (GradMode)g;
        base.grad = g == GRAD_COUNT ? GRAD_ENABLED : (GradMode)g;
        base.grad_said = g != GRAD_COUNT;
        l->grad_src = from_options;
    }
    if (o->capture) {
        int p = capture_path_parse(o->capture);
        if (p < 0) {
            *error = error_text("bad capture '%s' (auto, compile, compile-eager, export, make-fx)", o->capture);
            return -1;
        }
        base.capture = l->capture_path = (CapturePath)p;
        l->capture_path_src = from_options;
    }
    if (o->capture_dynamic_output_shape_ops) {
        base.capture_dynamic_output_shape_ops = l->capture_dynamic_output_shape_ops = true;
        l->capture_src = from_options;
    }
    s->fmt = FMT_AUTO;
    if (o->input_format) {
        int f = input_format_parse(o->input_format);
        if (f < 0) {
            *error = error_text("unknown input format '%s' (auto, readable, fxir, export, trace, logs, tabular)",
                                o->input_format);
            return -1;
        }
        s->fmt = (InputFormat)f;
    }
    double secs = o->timeout_s < 0 ? API_DEFAULT_TIMEOUT_S : o->timeout_s;
    s->timeout_ns = (uint64_t)(secs * 1e9);
    const char *err = NULL;
    const ConfigLayer *forced = NULL;
    if (o->config && !o->isolated) {
        ConfigLayer *f = ARENA_NEW(a, ConfigLayer);
        if (config_file_read(a, o->config, f, &err) < 0) {
            *error = error_text("%s", err);
            return -1;
        }
        forced = f;
    }
    /* no name (a text given as it is): no config file is looked for, only a given one is read */
    ConfigFinder *finder = named && !o->isolated ? config_finder_new(a) : NULL;
    const ConfigLayer *const over[] = {l};
    if (config_resolve_input(finder, forced, over, 1, &base, name, &s->cfg, &s->file, &s->excluded_by, &err) < 0) {
        *error = error_text("%s", err);
        return -1;
    }
    return 0;
}

/* ---- one run over the input ---- */

typedef struct Run {
    Arena scratch;     /* rule working memory, reset per graph */
    DiagList *diags;
    uint32_t graphs;
    uint32_t graph_first; /* the first finding not yet given to a graph */
} Run;

/* A graph checked: its findings, and the front end's since the graph before, get its ordinal
 * (check.c's account_graph: --compare-target tells graphs apart by it). */
static void sink(Frontend *fe, Graph *g)
{
    Run *r = fe->user;
    engine_check_graph(fe->cfg, g, fe->diags, &r->scratch);
    arena_reset(&r->scratch);
    uint32_t ordinal = ++r->graphs;
    for (uint32_t k = r->graph_first; k < r->diags->len; k++) r->diags->items[k].graph = ordinal;
    r->graph_first = r->diags->len;
}

typedef struct Input1 {
    const char *name;       /* what findings call it */
    const char *path;       /* a file to read; NULL: `bytes` */
    const char *bytes;
    size_t len;
} Input1;

/* Checks the input under cfg into `out` (strings in out's arena): the front end under the
 * budget, FX910 when it ran out, then suppression comments. Sets *graphs and *not_a_dump;
 * returns how many findings comments hid. */
static uint32_t run_input(const Input1 *in, const Settings *s, const Config *cfg, DiagList *out, uint32_t *graphs,
                          bool *not_a_dump)
{
    Run r = {.diags = out};
    arena_init(&r.scratch);
    Arena file;
    arena_init(&file);
    Frontend fe;
    frontend_init(&fe, out, cfg, sink, &r);
    Budget budget;
    Budget *outer = budget_current();
    budget_start(&budget, s->timeout_ns);
    const char *text = NULL;
    uint32_t len = 0;
    if (in->path) {
        frontend_run_path(&fe, in->path, s->fmt);
    } else if ((text = frontend_read_memory(&fe, &file, in->name, in->bytes, in->len, &len))) {
        Source src;
        source_init(&src, &file, in->name, text, len);
        frontend_run(&fe, &src, s->fmt);
    }
    budget_stop();
    budget_bind(outer);
    if (budget_raised(&budget)) {
        Source src;
        source_init(&src, &file, in->name, "", 0);
        frontend_report(&fe, &src, (Span){0, 0}, RID_FX910,
                        "gave up on %s after %g s (--file-timeout): what was found before then is reported, the rest "
                        "of it was not checked",
                        in->name, (double)s->timeout_ns / 1e9);
    }
    *graphs = r.graphs;
    *not_a_dump = fe.not_a_dump;
    frontend_fini(&fe);
    /* `# fxlint: ignore[...]` and `# noqa` in the input (the text as given, not what a file of
     * its name holds) and on the user's lines its origins name */
    Arena supp_arena;
    arena_init(&supp_arena);
    Suppressor *supp = suppress_new(&supp_arena);
    if (text) suppress_add_text(supp, in->name, text, len);
    uint32_t suppressed = suppress_apply(supp, out);
    arena_free(&supp_arena);
    diag_list_sort(out);
    arena_free(&file);
    arena_free(&r.scratch);
    return suppressed;
}

/* ---- results ---- */

static const char *dup_or_null(Arena *a, const char *s) { return s ? arena_strdup(a, s) : NULL; }

/* The finding as report_text prints it, in `a`. */
static const char *finding_text(Arena *a, const Diag *d)
{
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    if (!f) return "";
    DiagList one = {NULL, (Diag *)d, 1, 1};
    report_text(f, &one, false);
    fclose(f);
    const char *s = arena_strndup(a, buf ? buf : "", buf ? n : 0);
    free(buf);
    return s;
}

static void fill_finding(Arena *a, FxlintFinding *f, const Diag *d)
{
    const RuleInfo *r = &rule_table[d->rule];
    f->code = r->code;
    f->name = r->name;
    f->severity = severity_name(d->severity);
    f->message = arena_strdup(a, d->message ? d->message : "");
    f->file = arena_strdup(a, d->file ? d->file : "");
    f->line = d->line, f->col = d->col, f->end_line = d->end_line, f->end_col = d->end_col;
    FxlintNote *notes = d->nrelated ? ARENA_ARRAY(a, FxlintNote, d->nrelated) : NULL;
    for (uint32_t i = 0; i < d->nrelated; i++) {
        const Related *rel = &d->related[i];
        notes[i] = (FxlintNote){arena_strdup(a, rel->file ? rel->file : ""), rel->line, rel->col,
                                arena_strdup(a, rel->message ? rel->message : "")};
    }
    f->notes = notes;
    f->nnotes = d->nrelated;
    f->has_origin = d->has_origin;
    if (d->has_origin) {
        f->origin_file = arena_strdup(a, d->origin.file ? d->origin.file : "");
        f->origin_line = d->origin.line;
        f->origin_function = arena_strdup(a, d->origin.function ? d->origin.function : "");
        f->origin_code = arena_strdup(a, d->origin.code ? d->origin.code : "");
    }
    f->graph_path = dup_or_null(a, d->graph_path);
    f->compile_id = dup_or_null(a, d->compile_id);
    f->artifact = dup_or_null(a, d->event);
    f->compare = report_delta_name(d->delta);
    f->fingerprint = baseline_fingerprint(a, d);
    f->graph = d->graph;
    f->text = finding_text(a, d);
}

static const char *fail_on_name(const Config *c) { return c->fail_never ? "never" : severity_name(c->fail_on); }

static const char *release_label(Arena *a, int target)
{
    return target ? arena_printf(a, "%d.%d", target / 100, target % 100) : "newest";
}

static int check(const FxlintOptions *o, const Input1 *in, bool named, FxlintResult **out, char **error)
{
    *out = NULL;
    *error = NULL;
    ResultBox *box = calloc(1, sizeof *box);
    if (!box) {
        *error = error_text("out of memory");
        return -1;
    }
    Arena *a = &box->arena;
    arena_init(a);
    Settings s;
    if (resolve(a, o, in->name, named, &s, error) < 0) {
        arena_free(a);
        free(box);
        return -1;
    }
    FxlintResult *res = &box->pub;
    res->config_file = s.file ? arena_strdup(a, s.file->name) : NULL;
    res->fail_on = fail_on_name(&s.cfg);
    res->target = release_name(s.cfg.target_version);
    res->grad = s.cfg.grad_said ? grad_mode_name(s.cfg.grad) : "auto";
    res->capture = capture_path_name(s.cfg.capture);
    DiagList diags;
    diag_list_init(&diags, a);
    if (s.excluded_by) {
        /* `fxlint check` skips it: "skipped: excluded by ... exclude" */
        res->excluded_by = arena_strdup(a, s.excluded_by);
    } else if (!s.compare) {
        res->suppressed = run_input(in, &s, &s.cfg, &diags, &res->graphs, &res->not_a_dump);
    } else {
        /* compare.c: the same input under the compared release, then as configured */
        Config before = s.cfg;
        before.target_version = s.compare_target;
        DiagList from, to;
        diag_list_init(&from, a);
        diag_list_init(&to, a);
        uint32_t graphs;
        bool nad;
        run_input(in, &s, &before, &from, &graphs, &nad);
        res->suppressed = run_input(in, &s, &s.cfg, &to, &res->graphs, &res->not_a_dump);
        UpgradeSummary sum = {0};
        upgrade_diff(&from, &to, &diags, &sum);
        sum.from = s.compare_label ? s.compare_label : release_label(a, s.compare_target);
        sum.to = s.target_label ? s.target_label : release_label(a, s.cfg.target_version);
        res->upgrade = arena_printf(a, "upgrade %s -> %s: %s", sum.from, sum.to, report_upgrade_sentence(a, &sum));
    }
    FxlintFinding *findings = ARENA_ARRAY(a, FxlintFinding, diags.len ? diags.len : 1);
    for (uint32_t i = 0; i < diags.len; i++) {
        const Diag *d = &diags.items[i];
        fill_finding(a, &findings[i], d);
        /* only findings under the target count (an upgrade's gone ones do not), as for the CLI */
        if (d->delta != DELTA_GONE && !s.cfg.fail_never && d->severity >= s.cfg.fail_on) res->failed = true;
    }
    res->findings = findings;
    res->nfindings = diags.len;
    *out = res;
    return 0;
}

int fxlint_check_text(const FxlintOptions *o, const char *text, size_t len, FxlintResult **out, char **error)
{
    bool named = o->filename && *o->filename;
    Input1 in = {named ? o->filename : "<string>", NULL, text ? text : "", text ? len : 0};
    return check(o, &in, named, out, error);
}

int fxlint_check_file(const FxlintOptions *o, const char *path, FxlintResult **out, char **error)
{
    Input1 in = {path, path, NULL, 0};
    return check(o, &in, true, out, error);
}

void fxlint_result_free(FxlintResult *r)
{
    if (!r) return;
    ResultBox *box = (ResultBox *)r;
    arena_free(&box->arena);
    free(box);
}
