/* fxlint's entry point: parses the command line, hands each subcommand to its module and picks
 * the exit status (0 clean, 1 findings, 2 could not run). Nothing else is decided here. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "engine/baseline.h"
#include "engine/cache.h"
#include "cli/check.h"
#include "cli/cli.h"
#include "cli/compare.h"
#include "cli/output.h"
#include "cli/progress.h"
#include "lsp/lsp.h"
#include "base/oom.h"
#include "base/paths.h"
#include "model/pattern.h"
#include "report/report.h"
#include "report/report_ci.h"
#include "report/report_merge.h"
#include "report/report_upgrade.h"
#include "cli/verify.h"
#include "frontends/printed.h"

#ifndef FXLINT_VERSION
#define FXLINT_VERSION "unknown"
#endif

enum { EXIT_CLEAN = 0, EXIT_FINDINGS = 1, EXIT_CANNOT_RUN = 2 };

/* Flushes stdout; a failed write (a full disk, a closed pipe) means the run did not happen. */
static int finish_output(int status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fputs("fxlint: error writing output\n", stderr);
        return EXIT_CANNOT_RUN;
    }
    return status;
}

static int findings_status(const Config *cfg, const DiagList *l)
{
    if (cfg->fail_never) return EXIT_CLEAN;
    for (uint32_t i = 0; i < l->len; i++)
        if (l->items[i].severity >= cfg->fail_on) return EXIT_FINDINGS;
    return EXIT_CLEAN;
}

static CheckOptions check_options(const Cli *cli)
{
    return (CheckOptions){.cfg = &cli->cfg,
                          .input_format = cli->input_format,
                          .stdin_filename = cli->stdin_filename,
                          .jobs = cli->jobs,
                          .file_timeout_ns = cli->file_timeout_ns};
}

/* Writes the findings in the chosen format to `out`; human extras (statistics with a machine
 * format, the GitHub annotation limit) go to stderr. Returns 0 or -1 on a write error. */
static int report_findings(const Cli *cli, FILE *out, const DiagList *l, const CheckResult *res,
                           const UpgradeSummary *upgrade)
{
    ReportRun run = {res->names,     (const Config *const *)res->cfgs, res->nfiles,    res->suppressed,
                     res->baselined, res->nnot_dumps, res->nexcluded, res->nstale, res->inputs, upgrade};
    if (cli->statistics && cli->format == OUT_TEXT) return report_statistics(out, l);
    if (cli->statistics) report_statistics(stderr, l);
    switch (cli->format) {
    case OUT_TEXT: return report_text(out, l, !cli->output && cli_use_color(cli->color));
    case OUT_JSONL: return report_jsonl(out, l);
    case OUT_JSON: return report_json(out, l, &run);
    case OUT_SARIF: return report_sarif(out, l, &run);
    case OUT_GITHUB: return report_github(out, stderr, l);
    case OUT_JUNIT: return report_junit(out, l, &run);
    case OUT_HTML: return report_html(out, l, &run);
    }
    return -1;
}

/* Says on stderr what was not checked: each file named on the command line that a config
 * file excludes (a walk's excluded files are only counted), and with --verbose every input
 * passed over as not a graph dump and every excluded one. */
static void report_inputs_set_aside(Arena *a, const Cli *cli, const CheckResult *res)
{
    for (uint32_t i = 0; i < res->nexcluded; i++) {
        const ExcludedInput *e = &res->excluded[i];
        bool named = false;
        for (int k = 0; k < cli->nargs && !named; k++) named = strcmp(cli->args[k], e->file) == 0;
        if ((named && !cli->quiet) || cli->cfg.verbose)
            fprintf(stderr, "fxlint: %s: skipped: excluded by %s exclude (\"%s\")\n", e->name,
                    config_layer_label(a, e->layer), e->glob);
    }
    if (cli->cfg.verbose)
        for (uint32_t i = 0; i < res->nnot_dumps; i++)
            fprintf(stderr, "fxlint: %s: passed over: not a graph dump (%s)\n", res->not_dumps[i],
                    printed_known_not_graph(res->not_dumps[i]) ? "a file PyTorch writes beside its graphs"
                                                                : "nothing PyTorch printed");
}

/* Baseline entries whose finding is gone: an info each, and how to drop them. */
static void report_stale_baseline(const Cli *cli, const CheckResult *res)
{
    for (uint32_t i = 0; i < res->nstale; i++) {
        const BaselineStale *e = &res->stale[i];
        fprintf(stderr, "fxlint: info: %s: stale entry, the finding is gone: %s %s %s", cli->baseline, e->file, e->code,
                e->message);
        if (e->count > 1) fprintf(stderr, " (%u of them)", e->count);
        fputc('\n', stderr);
    }
    if (res->nstale)
        fprintf(stderr, "fxlint: info: %u stale baseline entr%s; `fxlint check --write-baseline %s ...` drops %s\n",
                res->nstale, res->nstale == 1 ? "y" : "ies", cli->baseline, res->nstale == 1 ? "it" : "them");
}

/* Checks (or, with --compare-target, checks twice and joins), with the progress line on a
 * terminal. Returns 0, or -1 with *error. */
static int check_with_progress(const Cli *cli, Arena *run, DiagList *diags, CheckResult *res, UpgradeSummary *upgrade,
                               const char **error)
{
    CheckRun r = {check_options(cli), &cli->overrides, cli->config_path, cli->baseline, cli->no_cache,
                  cli->cache_dir, cli->shard, cli->nshards};
    r.opts.report_unused_suppressions = cli->report_unused;
    CheckProgress counters = {0};
    Progress *shown = NULL;
    if (!cli->show_config && progress_wanted(stderr, cli->no_progress)) {
        r.opts.progress = &counters;
        shown = progress_start(stderr, &counters);
    }
    int rc = cli->compare ? compare_run(run, &r, cli->compare_target, cli->compare_label, cli->target_label, cli->args,
                                        cli->nargs, diags, res, upgrade, error)
                          : check_run(run, &r, cli->args, cli->nargs, !cli->show_config, diags, res, error);
    progress_stop(shown);
    return rc;
}

/* *left_running: worker threads were left running on inputs that would not stop (FX910). */
static int run_check(const Cli *cli, Arena *run, bool *left_running)
{
    DiagList diags;
    diag_list_init(&diags, run);
    CheckResult res;
    UpgradeSummary upgrade = {0};
    const char *error;
    if (check_with_progress(cli, run, &diags, &res, &upgrade, &error) < 0) {
        fprintf(stderr, "fxlint: %s\n", error);
        return EXIT_CANNOT_RUN;
    }
    *left_running = res.abandoned > 0;
    if (cli->cfg.verbose) {
        cli_print_input_assumptions(stderr, res.names, (const Config *const *)res.cfgs,
                                    (const ConfigLayer *const *)res.layers, res.nfiles);
        if (!cli->no_cache && !cli->show_config)
            fprintf(stderr, "fxlint: result cache: %u input%s read from it, %u checked\n", res.cache_hits,
                    res.cache_hits == 1 ? "" : "s", res.cache_misses);
    }
    if (cli->show_config) {
        for (uint32_t i = 0; i < res.nfiles; i++)
            config_show(stdout, res.files[i], res.layers[i], &cli->overrides, res.cfgs[i]);
        return finish_output(EXIT_CLEAN);
    }
    report_inputs_set_aside(run, cli, &res);
    for (uint32_t i = 0; i < res.nnotes; i++) {
        const Diag *d = &res.notes[i];
        fprintf(stderr, "fxlint: %s:%u:%u%s%s%s%s: note: %s [%s %s]\n", d->file, d->line, d->col,
                d->compile_id ? " [" : "", d->compile_id ? d->compile_id : "", d->compile_id ? "]" : "",
                d->event ? arena_printf(run, " %s", d->event) : "", d->message, rule_table[d->rule].code,
                rule_table[d->rule].name);
    }
    if (res.nfiles + res.nnot_dumps + res.nexcluded == 0)
        fputs("fxlint: warning: no .py, .txt, .log or .log.gz files found\n", stderr);
    if (cli->write_baseline) {
        if (baseline_write(run, cli->write_baseline, &diags, res.names, res.nfiles, &error) < 0) {
            fprintf(stderr, "fxlint: %s\n", error);
            return EXIT_CANNOT_RUN;
        }
        fprintf(stderr, "fxlint: wrote %u finding%s to %s\n", diags.len, diags.len == 1 ? "" : "s", cli->write_baseline);
        return finish_output(EXIT_CLEAN);
    }
    Output out;
    if (output_open(&out, cli->output) < 0) return EXIT_CANNOT_RUN;
    int written = report_findings(cli, out.f, &diags, &res, cli->compare ? &upgrade : NULL);
    if (output_close(&out, written == 0) < 0 || written < 0) return EXIT_CANNOT_RUN;
    int status = res.failed && !cli->exit_zero ? EXIT_FINDINGS : EXIT_CLEAN;
    if (!cli->quiet) {
        report_summary(stderr, &diags, res.nfiles, res.nnot_dumps, res.nexcluded);
        if (res.suppressed || res.baselined)
            fprintf(stderr, "(%u suppressed by comments, %u baselined)\n", res.suppressed, res.baselined);
        report_stale_baseline(cli, &res);
        if (cli->compare) fprintf(stderr, "upgrade %s -> %s: %s\n", upgrade.from, upgrade.to,
                                  report_upgrade_sentence(run, &upgrade));
    }
    return status;
}

/* `fxlint merge`: the shards' outputs joined, written as they are (JSON, SARIF) or as HTML. */
static int run_merge(const Cli *cli, Arena *run)
{
    MergeKind kind;
    const char *error;
    json_t *doc = report_merge_files(run, cli->args, (uint32_t)cli->nargs, &kind, &error);
    if (!doc) {
        fprintf(stderr, "fxlint: %s\n", error);
        return EXIT_CANNOT_RUN;
    }
    OutputFormat want = cli->format_given ? cli->format : kind == MERGE_JSON ? OUT_JSON : OUT_SARIF;
    if (want != OUT_HTML && want != (kind == MERGE_JSON ? OUT_JSON : OUT_SARIF)) {
        fprintf(stderr, "fxlint: merge writes its inputs' format (%s) or html\n", kind == MERGE_JSON ? "json" : "sarif");
        json_decref(doc);
        return EXIT_CANNOT_RUN;
    }
    Output out;
    if (output_open(&out, cli->output) < 0) {
        json_decref(doc);
        return EXIT_CANNOT_RUN;
    }
    int written;
    if (want == OUT_HTML && kind == MERGE_SARIF) {
        json_t *page = report_sarif_document(doc);
        written = report_html_document(out.f, page);
        json_decref(page);
    } else {
        written = want == OUT_HTML ? report_html_document(out.f, doc) : report_json_write(out.f, doc);
    }
    json_decref(doc);
    if (output_close(&out, written == 0) < 0 || written < 0) return EXIT_CANNOT_RUN;
    return EXIT_CLEAN;
}

/* `fxlint clean`: the cache a check of each PATH uses (--cache-dir, else beside the nearest
 * config file, else in the cwd), removed. */
static int run_clean(const Cli *cli, Arena *run)
{
    static const char *const cwd[] = {"."};
    const char *const *paths = cli->nargs ? cli->args : cwd;
    int npaths = cli->nargs ? cli->nargs : 1;
    ConfigFinder *finder = config_finder_new(run);
    int status = EXIT_CLEAN;
    const char **done = ARENA_ARRAY(run, const char *, npaths);
    for (int i = 0; i < npaths; i++) {
        const char *dir = cli->cache_dir, *error = NULL;
        if (!dir) {
            const ConfigLayer *layer = NULL;
            if (config_finder_find(finder, paths[i], &layer, &error) < 0) {
                fprintf(stderr, "fxlint: %s\n", error);
                status = EXIT_CANNOT_RUN;
                continue;
            }
            dir = layer && layer->dir ? arena_printf(run, "%s/%s", layer->dir, CACHE_DIR_NAME) : CACHE_DIR_NAME;
        }
        bool again = false;
        for (int k = 0; k < i && !again; k++) again = done[k] && strcmp(done[k], dir) == 0;
        done[i] = dir;
        if (again) continue;
        int rc = cache_remove(run, dir, &error);
        if (rc < 0) {
            fprintf(stderr, "fxlint: %s\n", error);
            status = EXIT_CANNOT_RUN;
        } else {
            fprintf(stderr, "fxlint: %s %s\n", rc ? "removed" : "no cache at", dir);
        }
    }
    return status;
}

static int run_parse(const Cli *cli, Arena *run)
{
    CheckOptions o = check_options(cli);
    if (cli->cfg.verbose) cli_print_assumptions(stderr, &cli->cfg);
    DiagList diags;
    diag_list_init(&diags, run);
    if (check_dump(&o, cli->args[0], cli->facts, stdout, &diags) < 0) return finish_output(EXIT_CANNOT_RUN);
    report_text(stderr, &diags, cli->color == COLOR_ALWAYS);
    return finish_output(findings_status(&cli->cfg, &diags));
}

static int run_verify(const Cli *cli)
{
    CheckOptions o = check_options(cli);
    if (cli->cfg.verbose) cli_print_assumptions(stderr, &cli->cfg);
    int failed = verify_files(&o, cli->args, cli->nargs, stdout);
    int status = finish_output(failed ? EXIT_FINDINGS : EXIT_CLEAN);
    fprintf(stderr, "verify: %d fixture%s, %d failed\n", cli->nargs, cli->nargs == 1 ? "" : "s", failed);
    return status;
}

static int run_explain(const Cli *cli)
{
    int id = rule_find(cli->args[0]);
    if (id < 0) {
        const char *near = rule_suggest(cli->args[0]);
        if (near) fprintf(stderr, "fxlint: unknown rule '%s'; did you mean '%s'?\n", cli->args[0], near);
        else fprintf(stderr, "fxlint: unknown rule '%s' (see 'fxlint rules')\n", cli->args[0]);
        return EXIT_CANNOT_RUN;
    }
    report_explain(stdout, id);
    return finish_output(EXIT_CLEAN);
}

static int run(const Cli *cli, Arena *run_arena, bool *left_running)
{
    switch (cli->command) {
    case CMD_CHECK: return run_check(cli, run_arena, left_running);
    case CMD_MERGE: return run_merge(cli, run_arena);
    case CMD_CLEAN: return run_clean(cli, run_arena);
    case CMD_PARSE: return run_parse(cli, run_arena);
    case CMD_VERIFY: return run_verify(cli);
    case CMD_EXPLAIN: return run_explain(cli);
    case CMD_RULES:
        report_rules(stdout, cli->markdown);
        return finish_output(EXIT_CLEAN);
    case CMD_VERSION:
        printf("fxlint %s\n", FXLINT_VERSION);
        return finish_output(EXIT_CLEAN);
    case CMD_HELP:
        cli_print_help(stdout, cli->help_for);
        return finish_output(EXIT_CLEAN);
    case CMD_LSP:
        if (cli->cfg.verbose) cli_print_assumptions(stderr, &cli->cfg); /* stdout is the protocol */
        return lsp_run_layered(stdin, stdout, &cli->cfg, &cli->overrides, cli->file_timeout_ns);
    }
    return EXIT_CANNOT_RUN;
}

/* Out of memory: fxlint cannot run. Say which input needed more than this process may have
 * (ulimit -v, a cgroup) and exit 2 at once; nothing else is safe to do. */
static void out_of_memory(size_t size, const char *input)
{
    char msg[512];
    int n = snprintf(msg, sizeof msg,
                     "fxlint: out of memory%s%s (%zu more bytes needed): the input needs more memory than this "
                     "process may use (ulimit -v, a container limit)\n",
                     input ? " while checking " : "", input ? input : "", size);
    if (n > 0) (void)!write(2, msg, (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1);
    _exit(EXIT_CANNOT_RUN);
}

int main(int argc, char **argv)
{
    oom_set_handler(out_of_memory);
    Arena run_arena;
    arena_init(&run_arena);
    Cli cli;
    bool left_running = false;
    int status = cli_parse(&cli, &run_arena, argc, argv) < 0 ? EXIT_CANNOT_RUN : run(&cli, &run_arena, &left_running);
    if (left_running) {
        /* Threads stuck on inputs still use the run's memory and patterns: end without
         * freeing anything they might touch. */
        fflush(stdout);
        fflush(stderr);
        _exit(status);
    }
    arena_free(&run_arena);
    pattern_cleanup();
    return status;
}
