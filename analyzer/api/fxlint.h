/* fxlint in process: one text or one file checked as `fxlint check` checks it (the same front
 * ends, rules, config files, suppression comments and upgrade diff), its findings handed back
 * as plain structs. The Python module's extension (analyzer/python/) is its user; a C program
 * may use it the same way with libfxlint.a.
 *
 * Threads: every call is independent (its own front end, arenas and results), so calls may run
 * on any number of threads at once; the only state shared between calls is built once and never
 * changed (the compiled patterns, tree-sitter's allocator, the rule registry). A result belongs
 * to its caller until fxlint_result_free, which any thread may call. Memory: everything a call
 * allocates is freed by fxlint_result_free (or before the call returns, on an error); nothing
 * grows from call to call. Out of memory ends the process as it ends `fxlint` (oom.h). */
#ifndef FXLINT_API_H
#define FXLINT_API_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What one check runs under: the command line's options, as strings spelled as on the command
 * line (NULL: not given). */
typedef struct FxlintOptions {
    /* The name findings carry (fxlint_check_text; NULL: "<string>"), and, unless `isolated`,
     * where the config file is looked for (the nearest one upward from its folder, as for
     * `--stdin-filename`): its settings, per-file-ignores and exclude apply. Without a name no
     * config file is read. */
    const char *filename;
    const char *config;         /* --config FILE: this file instead of the nearest one */
    bool isolated;              /* no config file at all: only these options and the defaults */
    const char *select;         /* --select: comma-separated codes, names, prefixes or ALL */
    const char *extend_select;  /* --extend-select */
    const char *ignore;         /* --ignore */
    const char *target;         /* --target: "2.9", "2.9.1", "newest" */
    const char *compare_target; /* --compare-target: check under this release too, and mark each
                                   finding new, gone or in both (an upgrade audit) */
    const char *grad;           /* --grad: "enabled", "no-grad", "inference", "auto" */
    const char *capture;        /* --capture: "auto", "compile", "compile-eager", "export", "make-fx" */
    bool capture_dynamic_output_shape_ops; /* --capture-dynamic-output-shape-ops */
    const char *input_format;   /* --input-format: "auto" (NULL), "readable", "fxir", ... */
    /* --file-timeout in seconds: the check stops where it polls its budget (between a log's
     * records, a dump's pieces and the rules) and reports FX910 with what it found until then.
     * 0: no limit; negative: the CLI's default (60 s). */
    double timeout_s;
} FxlintOptions;

typedef struct FxlintNote {
    const char *file;
    uint32_t line, col; /* line 0: the place has no line (a user file that is not there) */
    const char *message;
} FxlintNote;

typedef struct FxlintFinding {
    const char *code;     /* "FX101" */
    const char *name;     /* "branch-input-mutation" */
    const char *severity; /* "error", "warning", "info" */
    const char *message;
    const char *file;     /* as the text or file was named */
    uint32_t line, col, end_line, end_col; /* 1-based, byte columns, end_col exclusive */
    const FxlintNote *notes;
    uint32_t nnotes;
    /* the user's source line PyTorch printed with the node (`# File: model.py:12 in f, code: ...`) */
    bool has_origin;
    const char *origin_file;
    uint32_t origin_line;
    const char *origin_function; /* may be "" */
    const char *origin_code;     /* may be "" */
    const char *graph_path;  /* "GraphModule.true_graph_0/add_": the root class, its submodule
                                path, then the node; NULL when the finding is on no graph */
    const char *compile_id;  /* a TORCH_TRACE or TORCH_LOGS finding's compile ("0/1"); else NULL */
    const char *artifact;    /* and its artifact ("aot_joint_graph"); else NULL */
    const char *compare;     /* with compare_target: "new", "gone" or "both"; else NULL */
    const char *fingerprint; /* what baselines match by: stable when the graph is printed again */
    uint32_t graph;          /* the graph's ordinal in the input (from 1); 0: the input as a whole */
    const char *text;        /* the finding as `fxlint check` prints it (no color), '\n'-ended */
} FxlintFinding;

typedef struct FxlintResult {
    const FxlintFinding *findings; /* sorted as `fxlint check` prints them */
    uint32_t nfindings;
    uint32_t graphs;         /* graphs checked */
    bool not_a_dump;         /* the text held nothing PyTorch printed: nothing was checked */
    const char *excluded_by; /* the config file's exclude glob that matched the name: nothing was
                                checked; NULL otherwise */
    const char *config_file; /* the config file the settings came from; NULL: none */
    uint32_t suppressed;     /* findings hidden by suppression comments */
    const char *fail_on;     /* the effective fail-on: "error", "warning", "info" or "never" */
    bool failed;             /* a finding reaches fail-on: `fxlint check` would exit 1 */
    /* the settings in force ("2.13", "enabled", "auto"): the config file's, then the options' */
    const char *target, *grad, *capture;
    const char *upgrade;     /* with compare_target: "upgrade 2.9 -> 2.13: ..." as the CLI says it */
} FxlintResult;

/* Options with nothing given (the CLI's defaults): timeout_s is -1. */
void fxlint_options_init(FxlintOptions *o);

/* Checks text[0, len) (a printout, a TORCH_TRACE or TORCH_LOGS log; gzip bytes are inflated).
 * Returns 0 with *out, or -1 with *error (malloc'd; free() it) when an option or the config
 * file is bad (what `fxlint check` exits 2 for), in the CLI's words. Bad input is never an
 * error: it is FX9xx findings. */
int fxlint_check_text(const FxlintOptions *o, const char *text, size_t len, FxlintResult **out, char **error);
/* The same for the file at `path`, read as `fxlint check PATH` reads it (streamed, gzip
 * inflated); findings name it as given. `o->filename` is not used. */
int fxlint_check_file(const FxlintOptions *o, const char *path, FxlintResult **out, char **error);
/* Frees a result and everything it points to; NULL is fine. */
void fxlint_result_free(FxlintResult *r);

/* "0.1.0": the version `fxlint --version` prints. */
const char *fxlint_version(void);

/* The rules, as `fxlint rules` lists them: i in [0, fxlint_rule_count()). Static strings. */
uint32_t fxlint_rule_count(void);
void fxlint_rule(uint32_t i, const char **code, const char **name, const char **severity);

#endif
