/* Command-line parsing: argv -> Cli (the subcommand, its Config and its options). Nothing here
 * runs a check; main.c dispatches on the result and picks the exit status. */
#ifndef FXLINT_CLI_H
#define FXLINT_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "base/arena.h"
#include "diag/config.h"
#include "engine/config_file.h"
#include "frontends/detect.h"

typedef enum CliCommand {
    CMD_CHECK,
    CMD_RULES,
    CMD_EXPLAIN,
    CMD_PARSE,
    CMD_VERIFY,
    CMD_VERSION,
    CMD_HELP,
    CMD_LSP,      /* the language server on stdio (lsp.h) */
    CMD_MERGE,    /* join the JSON or SARIF outputs of --shard runs */
    CMD_CLEAN,    /* remove the result cache */
} CliCommand;

typedef enum ColorMode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER } ColorMode;
typedef enum OutputFormat { OUT_TEXT, OUT_JSONL, OUT_JSON, OUT_SARIF, OUT_GITHUB, OUT_JUNIT, OUT_HTML } OutputFormat;

typedef struct Cli {
    CliCommand command;
    int help_for;               /* CMD_HELP: the command whose help (--help after it), -1: all */
    Config cfg;                 /* defaults with --select/--ignore/--target/... applied */
    OutputFormat format;        /* check, merge */
    bool format_given;          /* --format was on the command line (merge: else as its inputs) */
    ColorMode color;            /* check, parse */
    InputFormat input_format;   /* FMT_AUTO unless --input-format */
    const char *stdin_filename; /* the name diagnostics give "-"; NULL: "-" */
    int jobs;                   /* -j; 0 means one worker per core */
    bool dump, facts;           /* parse --dump [--facts] */
    bool markdown;              /* rules --markdown */
    const char **args;          /* positional arguments (paths, or the code for explain) */
    int nargs;
    /* check: config files, suppressions, baselines, CI output */
    ConfigLayer overrides;      /* what the command line set, applied over each config file */
    const char *config_path;    /* --config FILE: that file for every input, no discovery */
    bool show_config;           /* --show-config: print the effective settings, check nothing */
    bool statistics;            /* --statistics: counts per rule */
    bool quiet;                 /* --quiet: findings only, no summary */
    bool exit_zero;             /* --exit-zero: status 0 even with findings */
    bool report_unused;         /* --report-unused-suppressions (FX908) */
    const char *baseline;       /* --baseline FILE */
    const char *write_baseline; /* --write-baseline FILE */
    /* batch audits */
    const char *output;         /* -o FILE: the report goes there (check, merge); NULL: stdout */
    bool no_progress;           /* --no-progress */
    bool no_cache;              /* --no-cache */
    const char *cache_dir;      /* --cache-dir DIR (check, clean) */
    uint32_t shard, nshards;    /* --shard K/N; nshards 0: no sharding */
    bool compare;               /* --compare-target given */
    int compare_target;         /* its release (config_parse_target) */
    const char *compare_label;  /* as written */
    const char *target_label;   /* --target as written; NULL: not given */
    uint64_t file_timeout_ns;   /* --file-timeout: each input's (document's) budget; 0: none */
} Cli;

/* The default --file-timeout: generous, so only a pathological input meets it. */
#define CLI_DEFAULT_FILE_TIMEOUT_NS ((uint64_t)60 * 1000000000u)

/* Parses argv into *cli; strings point into argv, the args array lives in `a`.
 * Returns 0, or -1 after printing the usage problem to stderr. */
int cli_parse(Cli *cli, Arena *a, int argc, char **argv);
/* Parses a --file-timeout value: seconds, decimals allowed, 0 for no limit. Returns 0 with
 * *ns, or -1. */
int cli_parse_seconds(const char *s, uint64_t *ns);
/* Whether text output to stdout gets color: always, never, or (auto) when stdout is a terminal
 * and NO_COLOR is unset or empty. */
bool cli_use_color(ColorMode m);
/* Writes the --help text: of one command (a CliCommand), or with -1 the overview with every
 * command's options. Generated from the option table, so it cannot miss an option. */
void cli_print_help(FILE *f, int command);
/* Writes the assumptions a check runs under (for --verbose), one per line. */
void cli_print_assumptions(FILE *f, const Config *cfg);
/* Writes, for `check --verbose`, the assumptions each input is checked under (config files
 * change them): a heading naming the input and its config file (layers[i], NULL: none), then
 * cli_print_assumptions; an input whose assumptions read as an earlier one's is not repeated. */
void cli_print_input_assumptions(FILE *f, const char *const *names, const Config *const *cfgs,
                                 const ConfigLayer *const *layers, uint32_t n);

#endif
