/* fxlint's entry point: parses the command line, hands each subcommand to its module and picks
 * the exit status (0 clean, 1 findings, 2 could not run). Nothing else is decided here. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "cli.h"
#include "lsp.h"
#include "paths.h"
#include "pattern.h"
#include "report.h"
#include "verify.h"

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
    return (CheckOptions){&cli->cfg, cli->input_format, cli->stdin_filename, cli->jobs};
}

static int run_check(const Cli *cli, Arena *run)
{
    CheckOptions o = check_options(cli);
    if (cli->cfg.verbose) cli_print_assumptions(stderr, &cli->cfg);
    const char **files;
    uint32_t nfiles = paths_expand(run, cli->args, cli->nargs, &files);
    if (nfiles == 0) fputs("fxlint: warning: no .py, .txt, .log or .log.gz files found\n", stderr);
    DiagList diags;
    diag_list_init(&diags, run);
    check_files(&o, files, nfiles, &diags);
    int rc = cli->format == OUT_JSONL ? report_jsonl(stdout, &diags)
                                      : report_text(stdout, &diags, cli_use_color(cli->color));
    if (rc < 0) return finish_output(EXIT_CANNOT_RUN);
    int status = finish_output(findings_status(&cli->cfg, &diags));
    report_summary(stderr, &diags, nfiles);
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
        fprintf(stderr, "fxlint: unknown rule '%s' (see 'fxlint rules')\n", cli->args[0]);
        return EXIT_CANNOT_RUN;
    }
    report_explain(stdout, id);
    return finish_output(EXIT_CLEAN);
}

static int run(const Cli *cli, Arena *run_arena)
{
    switch (cli->command) {
    case CMD_CHECK: return run_check(cli, run_arena);
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
        cli_print_help(stdout);
        return finish_output(EXIT_CLEAN);
    case CMD_LSP:
        return lsp_run(stdin, stdout, &cli->cfg);
    }
    return EXIT_CANNOT_RUN;
}

int main(int argc, char **argv)
{
    Arena run_arena;
    arena_init(&run_arena);
    Cli cli;
    int status = cli_parse(&cli, &run_arena, argc, argv) < 0 ? EXIT_CANNOT_RUN : run(&cli, &run_arena);
    arena_free(&run_arena);
    pattern_cleanup();
    return status;
}
