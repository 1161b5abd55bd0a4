/* Command-line parsing: one option table saying which subcommands take each option, and the
 * help text. Usage problems are printed here and returned as -1; main.c turns them into 2. */
#include "cli/cli.h"

#include "base/suggest.h"
#include "cli/shard.h"
#include "knowledge/release.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
    ON_CHECK = 1 << CMD_CHECK,
    ON_RULES = 1 << CMD_RULES,
    ON_EXPLAIN = 1 << CMD_EXPLAIN,
    ON_PARSE = 1 << CMD_PARSE,
    ON_VERIFY = 1 << CMD_VERIFY,
    ON_LSP = 1 << CMD_LSP,
    ON_MERGE = 1 << CMD_MERGE,
    ON_CLEAN = 1 << CMD_CLEAN,
    ON_RUNS = ON_CHECK | ON_PARSE | ON_VERIFY | ON_LSP, /* subcommands that run the analyzer */
};

typedef enum OptId {
    OPT_FORMAT, OPT_SELECT, OPT_IGNORE, OPT_JOBS, OPT_COLOR, OPT_INPUT_FORMAT,
    OPT_STDIN_FILENAME, OPT_TARGET, OPT_NO_GRAD, OPT_CAPTURE_DYNAMIC, OPT_VERBOSE, OPT_DUMP,
    OPT_FACTS, OPT_MARKDOWN, OPT_HELP, OPT_STDIO, OPT_EXTEND_SELECT, OPT_FAIL_ON, OPT_EXIT_ZERO,
    OPT_QUIET, OPT_STATISTICS, OPT_CONFIG, OPT_SHOW_CONFIG, OPT_BASELINE, OPT_WRITE_BASELINE,
    OPT_REPORT_UNUSED, OPT_OUTPUT, OPT_NO_PROGRESS, OPT_NO_CACHE, OPT_CACHE_DIR, OPT_SHARD,
    OPT_COMPARE_TARGET, OPT_GRAD, OPT_CAPTURE, OPT_FILE_TIMEOUT,
} OptId;

typedef struct OptSpec {
    OptId id;
    const char *name;    /* long form, without "--" */
    char short_name;     /* 0 when none */
    bool takes_value;
    unsigned commands;   /* ON_* mask */
    const char *metavar; /* the value in help, NULL when it takes none */
    const char *help;    /* one line, or several joined by '\n' */
} OptSpec;

/* In the order --help lists them (the README's table for `check` follows it). */
static const OptSpec options[] = {
    {OPT_FORMAT, "format", 0, true, ON_CHECK | ON_MERGE, "FORMAT",
     "text (default), jsonl, json (one document with a summary),\nsarif (SARIF 2.1.0, GitHub code scanning), github (workflow\n"
     "annotations), junit (JUnit XML, a testcase per file), html\n(one self-contained page to browse); merge: json, sarif, html"},
    {OPT_OUTPUT, "output", 'o', true, ON_CHECK | ON_MERGE, "FILE",
     "write the report to FILE (whole, or not at all) instead of\nstdout"},
    {OPT_SELECT, "select", 0, true, ON_RUNS, "CODES", "run only these rules (codes, names, prefixes like FX1, ALL)"},
    {OPT_EXTEND_SELECT, "extend-select", 0, true, ON_CHECK, "CODES", "run these rules too"},
    {OPT_IGNORE, "ignore", 0, true, ON_RUNS, "CODES", "do not run these rules"},
    {OPT_FAIL_ON, "fail-on", 0, true, ON_CHECK, "LEVEL",
     "lowest severity that makes the exit status 1: error,\nwarning (default), info, never"},
    {OPT_EXIT_ZERO, "exit-zero", 0, false, ON_CHECK, NULL, "exit 0 even when there are findings"},
    {OPT_STATISTICS, "statistics", 0, false, ON_CHECK, NULL,
     "counts per rule instead of the findings (on stderr with a\nmachine --format)"},
    {OPT_QUIET, "quiet", 'q', false, ON_CHECK, NULL, "the findings only: no summary line"},
    {OPT_CONFIG, "config", 0, true, ON_CHECK, "FILE",
     "use this config file for every input (else the nearest\n.fxlint.toml, fxlint.toml or pyproject.toml [tool.fxlint])"},
    {OPT_SHOW_CONFIG, "show-config", 0, false, ON_CHECK, NULL,
     "print the effective settings for PATH (or the cwd) and\nwhere each came from; check nothing"},
    {OPT_BASELINE, "baseline", 0, true, ON_CHECK, "FILE",
     "report only findings not recorded in FILE; note its stale\nentries"},
    {OPT_WRITE_BASELINE, "write-baseline", 0, true, ON_CHECK, "FILE",
     "record the current findings in FILE and exit 0"},
    {OPT_REPORT_UNUSED, "report-unused-suppressions", 0, false, ON_CHECK, NULL,
     "note suppression comments that hid nothing (FX908)"},
    {OPT_JOBS, "jobs", 'j', true, ON_CHECK, "N", "worker threads (default: one per core)"},
    {OPT_NO_PROGRESS, "no-progress", 0, false, ON_CHECK, NULL, "no progress line on a terminal (stderr)"},
    {OPT_NO_CACHE, "no-cache", 0, false, ON_CHECK, NULL, "neither read nor write the result cache"},
    {OPT_CACHE_DIR, "cache-dir", 0, true, ON_CHECK | ON_CLEAN, "DIR",
     "the result cache's folder (default: .fxlint_cache beside the\nnearest config file, else in the cwd)"},
    {OPT_SHARD, "shard", 0, true, ON_CHECK, "K/N",
     "check only shard K of N (by a hash of each input's name);\njoin the shards' outputs with fxlint merge"},
    {OPT_COMPARE_TARGET, "compare-target", 0, true, ON_CHECK, "VERSION",
     "upgrade audit: check under VERSION too and mark each finding\nnew, gone or in both under --target"},
    {OPT_FILE_TIMEOUT, "file-timeout", 0, true, ON_CHECK | ON_VERIFY | ON_LSP, "SECONDS",
     "give up on an input (lsp: a document's check) after this\nlong: FX910 (default 60, 0: no limit)"},
    {OPT_COLOR, "color", 0, true, ON_CHECK | ON_PARSE, "WHEN",
     "auto, always, never: colored text output (auto: stdout is\na terminal and NO_COLOR is unset)"},
    /* not lsp: a document's format is read from its text as the editor changes it */
    {OPT_INPUT_FORMAT, "input-format", 0, true, ON_CHECK | ON_PARSE | ON_VERIFY, "F",
     "auto, readable, fxir, export, trace, logs, tabular (default auto)"},
    {OPT_STDIN_FILENAME, "stdin-filename", 0, true, ON_CHECK | ON_PARSE, "NAME",
     "the file name reported for -; its config file, exclude and\nper-file-ignores apply"},
    {OPT_TARGET, "target", 0, true, ON_RUNS, "VERSION",
     "judge by this PyTorch release: 2.1, 2.2, 2.3, 2.4, 2.5, 2.6,\n2.7, 2.8, 2.9, 2.10, 2.11, 2.12, 2.13, 2.14, 2.15 or newest\n"
     "(= 2.14, the newest measured, the default; 2.15's rules come\nfrom public pull requests); 2.5.1 and 2.5.0a0+git... name 2.5"},
    {OPT_GRAD, "grad", 0, true, ON_RUNS, "MODE",
     "the grad mode the graphs were traced under: enabled,\nno-grad (torch.no_grad), inference\n"
     "(torch.inference_mode) or auto (default: what each dump\nshows); a printed _set_grad_enabled wins"},
    {OPT_NO_GRAD, "no-grad", 0, false, ON_RUNS, NULL, "the same as --grad no-grad"},
    {OPT_CAPTURE, "capture", 0, true, ON_RUNS, "PATH",
     "how the graphs were captured: compile (torch.compile with\nAOTAutograd: inductor, aot_eager), compile-eager (backend\n"
     "\"eager\": Dynamo only), export, make-fx, or auto (default:\nwhat the dump shows; a trace log is compile, an\n"
     "ExportedProgram export; else every path is considered)"},
    {OPT_CAPTURE_DYNAMIC, "capture-dynamic-output-shape-ops", 0, false, ON_RUNS, NULL,
     "torch._dynamo.config.capture_dynamic_output_shape_ops is set"},
    {OPT_VERBOSE, "verbose", 0, false, ON_RUNS, NULL,
     "print the assumptions in force to stderr (check: also the\nfiles passed over or excluded)"},
    {OPT_DUMP, "dump", 0, false, ON_PARSE, NULL, "print the graph model (the only parse mode)"},
    {OPT_FACTS, "facts", 0, false, ON_PARSE, NULL, "with --dump: the alias and mutation facts too"},
    {OPT_MARKDOWN, "markdown", 0, false, ON_RULES, NULL, "print the rule table as Markdown"},
    /* what LSP clients pass; stdio is the only transport */
    {OPT_STDIO, "stdio", 0, false, ON_LSP, NULL, "accepted for clients that pass it: stdio is the transport"},
    {OPT_HELP, "help", 'h', false, ~0u, NULL, "print this help"},
};

static const struct {
    const char *name;
    CliCommand command;
    const char *usage;   /* after "fxlint " */
    const char *summary; /* one line, or several joined by '\n' */
} commands[] = {
    {"check", CMD_CHECK, "check [options] PATH...",
     "check files; directories are walked for .py, .txt, .log and\n.log.gz files; files that hold nothing PyTorch printed are\n"
     "passed over (counted); - reads stdin"},
    {"rules", CMD_RULES, "rules [--markdown]", "list the rules: code, name, severity, summary"},
    {"explain", CMD_EXPLAIN, "explain CODE|NAME", "print a rule's documentation"},
    {"parse", CMD_PARSE, "parse --dump [--facts] FILE", "print the graph model fxlint builds from FILE"},
    {"verify", CMD_VERIFY, "verify FILE...", "check fixtures against their '# expect:' comments"},
    {"lsp", CMD_LSP, "lsp [options]",
     "language server for editors (LSP over stdin/stdout); settings\nfrom the same config files as check"},
    {"merge", CMD_MERGE, "merge [--format F] [-o FILE] FILE...",
     "join the JSON or SARIF outputs of check --shard runs into\nthe output of one run (json, sarif), or render it (html)"},
    {"clean", CMD_CLEAN, "clean [--cache-dir DIR] [PATH...]", "remove the result cache a check of PATH uses"},
    {"help", CMD_HELP, "help", "print this help"},
};

/* One line on stderr: the problem, then the fix when one is known (`did you mean ...?`),
 * else where the usage is described. */
static int usage_error_hint(const char *fmt, const char *arg, const char *suggestion)
{
    fputs("fxlint: ", stderr);
    fprintf(stderr, fmt, arg);
    if (suggestion) fprintf(stderr, "; did you mean '%s'?\n", suggestion);
    else fputs(" (see 'fxlint --help')\n", stderr);
    return -1;
}

static int usage_error(const char *fmt, const char *arg) { return usage_error_hint(fmt, arg, NULL); }

/* The option closest to a misspelt one, as "--name" (in a static buffer), or NULL. */
static const char *suggest_option(const char *arg)
{
    const char *names[sizeof options / sizeof options[0]];
    size_t n = 0;
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) names[n++] = options[i].name;
    while (*arg == '-') arg++;
    char word[64];
    size_t k = strcspn(arg, "=");
    if (k >= sizeof word) return NULL;
    memcpy(word, arg, k);
    word[k] = 0;
    const char *hit = suggest_closest(word, names, n);
    if (!hit) return NULL;
    static char buf[80];
    snprintf(buf, sizeof buf, "--%s", hit);
    return buf;
}

static const OptSpec *find_long(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if (strlen(options[i].name) == len && strncmp(options[i].name, name, len) == 0)
            return &options[i];
    return NULL;
}

static const OptSpec *find_short(char c)
{
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if (options[i].short_name == c) return &options[i];
    return NULL;
}

int cli_parse_seconds(const char *s, uint64_t *ns)
{
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    /* up to a year; NaN fails the comparisons */
    if (errno || end == s || *end || !(v >= 0 && v <= 31536000.0)) return -1;
    *ns = (uint64_t)(v * 1e9);
    if (v > 0 && *ns == 0) *ns = 1;
    return 0;
}

static int parse_jobs(const char *s)
{
    char *end;
    errno = 0;
    long n = strtol(s, &end, 10);
    if (errno || end == s || *end || n < 0 || n > 1024) return -1;
    return (int)n;
}

/* --select and --ignore are applied after parsing, selects first, so their order on the
 * command line does not matter (ignore always wins, as in ruff). */
typedef struct RuleLists {
    const char **select, **ignore, **extend_select;
    int nselect, nignore, nextend_select;
} RuleLists;

/* A setting the command line gave, for --show-config and for layering over config files. */
static const SettingSource from_cli = {"command line", 0, 0};

static const struct {
    const char *name;
    OutputFormat format;
} formats[] = {
    {"text", OUT_TEXT}, {"jsonl", OUT_JSONL}, {"json", OUT_JSON},
    {"sarif", OUT_SARIF}, {"github", OUT_GITHUB}, {"junit", OUT_JUNIT}, {"html", OUT_HTML},
};

static int apply_option(Cli *cli, RuleLists *lists, const OptSpec *o, const char *v)
{
    switch (o->id) {
    case OPT_FORMAT:
        for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
            if (strcmp(v, formats[i].name) == 0) {
                cli->format = formats[i].format;
                cli->format_given = true;
                return 0;
            }
        return usage_error("unknown output format '%s' (text, jsonl, json, sarif, github, junit, html)", v);
    case OPT_SELECT: lists->select[lists->nselect++] = v; return 0;
    case OPT_IGNORE: lists->ignore[lists->nignore++] = v; return 0;
    case OPT_JOBS:
        cli->jobs = parse_jobs(v);
        if (cli->jobs < 0) return usage_error("bad job count '%s'", v);
        return 0;
    case OPT_COLOR:
        if (strcmp(v, "auto") == 0) cli->color = COLOR_AUTO;
        else if (strcmp(v, "always") == 0) cli->color = COLOR_ALWAYS;
        else if (strcmp(v, "never") == 0) cli->color = COLOR_NEVER;
        else return usage_error("unknown color mode '%s' (auto, always, never)", v);
        return 0;
    case OPT_INPUT_FORMAT: {
        int f = input_format_parse(v);
        if (f < 0) return usage_error("unknown input format '%s' (auto, readable, fxir, export, trace)", v);
        cli->input_format = (InputFormat)f;
        return 0;
    }
    case OPT_STDIN_FILENAME: cli->stdin_filename = v; return 0;
    case OPT_TARGET: {
        const char *why = NULL;
        int t = config_parse_target(v, &why);
        if (t < 0) {
            /* one line, as every usage error */
            fprintf(stderr, "fxlint: bad --target '%s': %s (%s; 2.5.1 and 2.5.0a0+git1234abc name 2.5)\n", v, why,
                    config_target_list());
            return -1;
        }
        cli->cfg.target_version = t;
        cli->overrides.target_version = t, cli->overrides.target_src = from_cli;
        cli->target_label = v;
        return 0;
    }
    case OPT_COMPARE_TARGET: {
        const char *why = NULL;
        int t = config_parse_target(v, &why);
        if (t < 0) {
            fprintf(stderr, "fxlint: bad --compare-target '%s': %s (%s; 2.5.1 and 2.5.0a0+git1234abc name 2.5)\n",
                    v, why, config_target_list());
            return -1;
        }
        cli->compare = true;
        cli->compare_target = t;
        cli->compare_label = v;
        return 0;
    }
    case OPT_NO_GRAD:
    case OPT_GRAD: {
        int g = o->id == OPT_NO_GRAD ? GRAD_NO_GRAD : grad_mode_parse(v);
        if (g < 0) return usage_error("bad --grad '%s' (enabled, no-grad, inference, auto)", v);
        /* auto: not said (GRAD_COUNT stands for it in a settings layer) */
        cli->cfg.grad = g == GRAD_COUNT ? GRAD_ENABLED : (GradMode)g;
        cli->cfg.grad_said = g != GRAD_COUNT;
        cli->overrides.grad = (GradMode)g, cli->overrides.grad_src = from_cli;
        return 0;
    }
    case OPT_CAPTURE: {
        int p = capture_path_parse(v);
        if (p < 0) return usage_error("bad --capture '%s' (auto, compile, compile-eager, export, make-fx)", v);
        cli->cfg.capture = (CapturePath)p;
        cli->overrides.capture_path = (CapturePath)p, cli->overrides.capture_path_src = from_cli;
        return 0;
    }
    case OPT_CAPTURE_DYNAMIC:
        cli->cfg.capture_dynamic_output_shape_ops = true;
        cli->overrides.capture_dynamic_output_shape_ops = true, cli->overrides.capture_src = from_cli;
        return 0;
    case OPT_VERBOSE: cli->cfg.verbose = true; return 0;
    case OPT_DUMP: cli->dump = true; return 0;
    case OPT_FACTS: cli->facts = true; return 0;
    case OPT_MARKDOWN: cli->markdown = true; return 0;
    case OPT_HELP:
        cli->help_for = (int)cli->command;
        cli->command = CMD_HELP;
        return 0;
    case OPT_STDIO: return 0;
    case OPT_EXTEND_SELECT: lists->extend_select[lists->nextend_select++] = v; return 0;
    case OPT_FAIL_ON: {
        int sev = severity_parse(v);
        if (sev < 0 && strcmp(v, "never") != 0) return usage_error("bad --fail-on '%s' (error, warning, info, never)", v);
        cli->cfg.fail_never = sev < 0;
        cli->cfg.fail_on = sev < 0 ? SEV_ERROR : (Severity)sev;
        cli->overrides.fail_never = cli->cfg.fail_never, cli->overrides.fail_on = cli->cfg.fail_on;
        cli->overrides.fail_on_src = from_cli;
        return 0;
    }
    case OPT_EXIT_ZERO: cli->exit_zero = true; return 0;
    case OPT_QUIET: cli->quiet = true; return 0;
    case OPT_STATISTICS: cli->statistics = true; return 0;
    case OPT_CONFIG: cli->config_path = v; return 0;
    case OPT_SHOW_CONFIG: cli->show_config = true; return 0;
    case OPT_BASELINE: cli->baseline = v; return 0;
    case OPT_WRITE_BASELINE: cli->write_baseline = v; return 0;
    case OPT_REPORT_UNUSED: cli->report_unused = true; return 0;
    case OPT_OUTPUT: cli->output = v; return 0;
    case OPT_NO_PROGRESS: cli->no_progress = true; return 0;
    case OPT_NO_CACHE: cli->no_cache = true; return 0;
    case OPT_CACHE_DIR: cli->cache_dir = v; return 0;
    case OPT_SHARD:
        if (shard_parse(v, &cli->shard, &cli->nshards) < 0)
            return usage_error("bad --shard '%s' (K/N: shard K of N, 1 <= K <= N)", v);
        return 0;
    case OPT_FILE_TIMEOUT:
        if (cli_parse_seconds(v, &cli->file_timeout_ns) < 0)
            return usage_error("bad --file-timeout '%s' (seconds, 0 for no limit)", v);
        return 0;
    }
    return -1;
}

/* Whether a --select/--ignore value names nothing (`--select ''`, `--select ,`). */
static bool list_empty(const char *v)
{
    for (; *v; v++)
        if (*v != ',' && *v != ' ' && *v != '\t') return false;
    return true;
}

static int apply_list(Cli *cli, const char *option, const char *list, bool enable)
{
    if (list_empty(list))
        return usage_error("%s names no rule: give codes, names or prefixes (FX101, branch-input-mutation, "
                           "FX1) or ALL",
                           option);
    const char *bad = NULL;
    if (config_apply_rule_list(&cli->cfg, list, enable, &bad) < 0) {
        char msg[256];
        snprintf(msg, sizeof msg, "unknown rule '%s' in %s", bad ? bad : list, option);
        const char *near = bad ? rule_suggest(bad) : NULL;
        if (!near) {
            fprintf(stderr, "fxlint: %s (see 'fxlint rules')\n", msg);
            return -1;
        }
        return usage_error_hint("%s", msg, near);
    }
    return 0;
}

static int apply_rule_lists(Cli *cli, const RuleLists *lists)
{
    for (int i = 0; i < lists->nselect; i++) {
        if (i == 0) config_select_none(&cli->cfg);
        if (apply_list(cli, "--select", lists->select[i], true) < 0) return -1;
    }
    for (int i = 0; i < lists->nextend_select; i++)
        if (apply_list(cli, "--extend-select", lists->extend_select[i], true) < 0) return -1;
    for (int i = 0; i < lists->nignore; i++)
        if (apply_list(cli, "--ignore", lists->ignore[i], false) < 0) return -1;
    /* the same lists, as a layer that config files are read under */
    if (lists->nselect) cli->overrides.select = (CodeList){lists->select, (uint32_t)lists->nselect, from_cli};
    if (lists->nextend_select)
        cli->overrides.extend_select = (CodeList){lists->extend_select, (uint32_t)lists->nextend_select, from_cli};
    if (lists->nignore) cli->overrides.ignore = (CodeList){lists->ignore, (uint32_t)lists->nignore, from_cli};
    return 0;
}

/* FXLINT_CACHE_DIR and FXLINT_NO_CACHE (as ruff's RUFF_CACHE_DIR and RUFF_NO_CACHE): for a
 * CI job or a test run that wants its own cache, or none, without changing every command.
 * The command line wins. */
static void apply_cache_environment(Cli *cli)
{
    const char *dir = getenv("FXLINT_CACHE_DIR"), *off = getenv("FXLINT_NO_CACHE");
    if (!cli->cache_dir && dir && *dir) cli->cache_dir = dir;
    if (off && *off && strcmp(off, "0") != 0 && strcasecmp(off, "false") != 0) cli->no_cache = true;
}

static int check_arity(const Cli *cli, const char *name)
{
    switch (cli->command) {
    case CMD_CHECK:
        if (cli->nargs == 0 && !cli->show_config) return usage_error("%s: no paths given (use - for stdin)", name);
        if (cli->baseline && cli->write_baseline) return usage_error("%s: --baseline and --write-baseline together", name);
        if (cli->compare && cli->write_baseline)
            return usage_error("%s: --compare-target and --write-baseline together", name);
        if (cli->compare && cli->show_config) return usage_error("%s: --compare-target and --show-config together", name);
        return 0;
    case CMD_MERGE:
        if (cli->nargs == 0) return usage_error("%s: no files given (the JSON or SARIF outputs of fxlint check)", name);
        if (cli->format_given && cli->format != OUT_JSON && cli->format != OUT_SARIF && cli->format != OUT_HTML)
            return usage_error("%s writes json, sarif or html", name);
        return 0;
    case CMD_CLEAN:
        return 0;
    case CMD_VERIFY:
        if (cli->nargs == 0) return usage_error("%s: no fixture files given", name);
        return 0;
    case CMD_RULES:
        if (cli->nargs != 0) return usage_error("%s takes no arguments", name);
        return 0;
    case CMD_EXPLAIN:
        if (cli->nargs != 1) return usage_error("%s takes one rule code or name", name);
        return 0;
    case CMD_PARSE:
        if (!cli->dump) return usage_error("%s: only --dump is supported", name);
        if (cli->nargs != 1) return usage_error("%s --dump takes one file", name);
        return 0;
    case CMD_LSP:
        if (cli->nargs != 0) return usage_error("%s takes no arguments (it serves LSP on stdin/stdout)", name);
        return 0;
    case CMD_VERSION:
    case CMD_HELP:
        return 0;
    }
    return 0;
}

int cli_parse(Cli *cli, Arena *a, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->help_for = -1;
    config_init_defaults(&cli->cfg);
    config_layer_init(&cli->overrides, "command line", NULL);
    cli->input_format = FMT_AUTO;
    cli->file_timeout_ns = CLI_DEFAULT_FILE_TIMEOUT_NS;
    if (argc < 2) return usage_error("%s", "no command given");
    const char *cmd = argv[1];
    if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
        cli->command = CMD_VERSION;
        return 0;
    }
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
        cli->command = CMD_HELP;
        return 0;
    }
    bool found = false;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0) cli->command = commands[i].command, found = true;
    if (!found) {
        const char *names[sizeof commands / sizeof commands[0]];
        for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) names[i] = commands[i].name;
        const char *near = suggest_closest(cmd, names, sizeof commands / sizeof commands[0]);
        static const char *const global[] = {"--version", "--help"};
        if (cmd[0] == '-')
            return usage_error_hint("unknown option '%s' before a command", cmd, suggest_closest(cmd, global, 2));
        return usage_error_hint("unknown command '%s' (check, rules, explain, parse, verify, lsp, merge, clean)", cmd, near);
    }
    CliCommand command = cli->command;

    RuleLists lists = {ARENA_ARRAY(a, const char *, argc), ARENA_ARRAY(a, const char *, argc),
                       ARENA_ARRAY(a, const char *, argc), 0, 0, 0};
    cli->args = ARENA_ARRAY(a, const char *, argc);
    bool options_done = false;
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-' || strcmp(arg, "-") == 0) {
            cli->args[cli->nargs++] = arg;
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            options_done = true;
            continue;
        }
        const OptSpec *o;
        const char *value = NULL;
        if (arg[1] == '-') {
            const char *eq = strchr(arg + 2, '=');
            size_t len = eq ? (size_t)(eq - (arg + 2)) : strlen(arg + 2);
            o = find_long(arg + 2, len);
            if (eq) value = eq + 1;
            if (o && eq && !o->takes_value) return usage_error("option '%s' takes no value", arg);
            if (!o) return usage_error_hint("unknown option '%s'", arg, suggest_option(arg));
        } else {
            o = find_short(arg[1]);
            if (o && arg[2]) {
                if (!o->takes_value) return usage_error("unknown option '%s'", arg);
                value = arg + 2;
            }
        }
        if (!o) return usage_error("unknown option '%s'", arg);
        if (!(o->commands & (1u << command))) return usage_error("option '%s' does not apply to this command", arg);
        if (o->takes_value && !value) {
            if (i + 1 >= argc) return usage_error("option '%s' needs a value", arg);
            value = argv[++i];
        }
        if (apply_option(cli, &lists, o, value) < 0) return -1;
    }
    if (cli->command == CMD_HELP) return 0;
    if (apply_rule_lists(cli, &lists) < 0) return -1;
    apply_cache_environment(cli);
    return check_arity(cli, cmd);
}

bool cli_use_color(ColorMode m)
{
    if (m != COLOR_AUTO) return m == COLOR_ALWAYS;
    const char *no_color = getenv("NO_COLOR");
    return isatty(fileno(stdout)) && !(no_color && *no_color);
}

static void print_lines(FILE *f, const char *text, const char *indent)
{
    for (;;) {
        const char *nl = strchr(text, '\n');
        int n = nl ? (int)(nl - text) : (int)strlen(text);
        fprintf(f, "%.*s\n", n, text);
        if (!nl) break;
        text = nl + 1;
        fputs(indent, f);
    }
}

/* `  --name METAVAR` padded to the help column, then the help, continuation lines indented. */
static void print_option(FILE *f, const OptSpec *o)
{
    char left[64];
    const char *v = o->metavar ? o->metavar : "";
    if (o->short_name) snprintf(left, sizeof left, "-%c, --%s%s%s", o->short_name, o->name, *v ? " " : "", v);
    else snprintf(left, sizeof left, "--%s%s%s", o->name, *v ? " " : "", v);
    if (strlen(left) > 24) fprintf(f, "  %s\n  %-24s ", left, "");
    else fprintf(f, "  %-24s ", left);
    print_lines(f, o->help, "                           ");
}

/* The options one command takes, in table order, --help last. */
static void print_command_options(FILE *f, CliCommand c)
{
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if ((options[i].commands & (1u << c)) && options[i].id != OPT_HELP) print_option(f, &options[i]);
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        if (options[i].id == OPT_HELP) print_option(f, &options[i]);
}

void cli_print_help(FILE *f, int command)
{
    for (size_t i = 0; command >= 0 && command != CMD_HELP && i < sizeof commands / sizeof commands[0]; i++) {
        if ((int)commands[i].command != command) continue;
        fprintf(f, "usage: fxlint %s\n\n", commands[i].usage);
        print_lines(f, commands[i].summary, "");
        fputs("\noptions:\n", f);
        print_command_options(f, commands[i].command);
        bool no_findings = commands[i].command == CMD_MERGE || commands[i].command == CMD_CLEAN;
        fputs(no_findings ? "\nexit status: 0 done, 2 could not run.\n"
                      : "\nexit status: 0 nothing at or above --fail-on, 1 findings, 2 could not run.\n",
              f);
        return;
    }
    fputs("usage: fxlint <command> [options] [args]\n"
          "\n"
          "Static analysis of printed PyTorch FX graphs: print_readable()/gm.code, print(gm.graph),\n"
          "ExportedProgram printouts and TORCH_TRACE logs.\n"
          "\n"
          "commands:\n",
          f);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (commands[i].command == CMD_HELP) continue;
        char left[64];
        snprintf(left, sizeof left, "%s", commands[i].usage);
        fprintf(f, "  %-26s", left);
        if (strlen(left) > 26) fprintf(f, "\n  %-26s", "");
        print_lines(f, commands[i].summary, "                            ");
    }
    fputs("\n'fxlint COMMAND --help' lists the options of one command.\n", f);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (commands[i].command == CMD_HELP || commands[i].command == CMD_EXPLAIN || commands[i].command == CMD_VERSION)
            continue;
        fprintf(f, "\n%s options:\n", commands[i].name);
        print_command_options(f, commands[i].command);
    }
    fputs("\n  --help, --version\n"
          "\n"
          "exit status: 0 nothing at or above --fail-on, 1 findings, 2 could not run.\n",
          f);
}

void cli_print_assumptions(FILE *f, const Config *cfg)
{
    fprintf(f, "fxlint: target PyTorch %s%s: %s\n", release_name(cfg->target_version),
            cfg->target_version == RELEASE_NEWEST_MEASURED ? " (newest)" : "", release_basis(cfg->target_version));
    fprintf(f, "fxlint: cond branch outputs: %s\n", release_cond_outputs_words(cfg->target_version));
    fprintf(f, "fxlint: grad: %s\n", cfg->grad_said ? grad_mode_name(cfg->grad) : "auto (what each dump shows)");
    fprintf(f, "fxlint: capture: %s\n",
            cfg->capture == CAPTURE_AUTO ? "auto (what each dump shows)" : capture_path_name(cfg->capture));
    fprintf(f, "fxlint: capture_dynamic_output_shape_ops: %s\n",
            cfg->capture_dynamic_output_shape_ops ? "True" : "False");
    int enabled = 0;
    for (int i = 0; i < RULE_COUNT; i++) enabled += cfg->enabled[i];
    fprintf(f, "fxlint: rules enabled: %d of %d\n", enabled, RULE_COUNT);
}

void cli_print_input_assumptions(FILE *f, const char *const *names, const Config *const *cfgs,
                                 const ConfigLayer *const *layers, uint32_t n)
{
    char **seen = calloc(n ? n : 1, sizeof *seen);
    if (!seen) abort();
    uint32_t nseen = 0;
    for (uint32_t i = 0; i < n; i++) {
        char *text = NULL;
        size_t len = 0;
        FILE *m = open_memstream(&text, &len);
        if (!m) abort();
        fprintf(m, "(%s)\n", layers[i] ? layers[i]->name : "no config file");
        cli_print_assumptions(m, cfgs[i]);
        fclose(m);
        bool repeat = false;
        for (uint32_t k = 0; k < nseen && !repeat; k++) repeat = strcmp(seen[k], text) == 0;
        if (repeat) {
            free(text);
            continue;
        }
        seen[nseen++] = text;
        fprintf(f, "fxlint: assumptions for %s %s", names[i], text);
    }
    for (uint32_t k = 0; k < nseen; k++) free(seen[k]);
    free(seen);
}
