/* Configuration files: `[tool.fxlint]` in pyproject.toml, or `.fxlint.toml` / `fxlint.toml`
 * (keys at the top level), the nearest one upward from each input. A file is read into a
 * ConfigLayer (what it sets and where); the command line is a layer too, applied on top, so
 * `--show-config` can say where each effective setting came from. */
#ifndef FXLINT_CONFIG_FILE_H
#define FXLINT_CONFIG_FILE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/arena.h"
#include "diag/config.h"

/* Where a setting was written; file NULL when the layer does not set it. */
typedef struct SettingSource {
    const char *file; /* the config file, or "command line" */
    uint32_t line, col;
} SettingSource;

typedef struct CodeList {
    const char **items; /* codes, names, prefixes or "ALL", as written */
    uint32_t n;
    SettingSource src;
} CodeList;

typedef struct PerFileIgnore {
    const char *glob;   /* relative to the layer's directory */
    const char **codes;
    uint32_t ncodes;
} PerFileIgnore;

typedef struct ConfigLayer {
    const char *name;   /* the file path, or "command line" */
    const char *dir;    /* absolute directory its globs are relative to (the cwd for the CLI) */
    CodeList select, ignore, extend_select;
    PerFileIgnore *per_file_ignores;
    uint32_t nper_file_ignores;
    SettingSource per_file_ignores_src;
    int8_t severity[RULE_COUNT]; /* a Severity, or -1 when not overridden */
    SettingSource severity_src[RULE_COUNT];
    Severity fail_on;
    bool fail_never;
    SettingSource fail_on_src;
    const char **exclude;
    uint32_t nexclude;
    SettingSource exclude_src;
    int target_version;
    SettingSource target_src;
    GradMode grad;             /* `grad = "no-grad"`, or `no-grad = true` */
    SettingSource grad_src;
    CapturePath capture_path;  /* `capture = "export"` */
    SettingSource capture_path_src;
    bool capture_dynamic_output_shape_ops;
    SettingSource capture_src;
} ConfigLayer;

/* An empty layer (sets nothing) named `name` with globs relative to `dir`. */
void config_layer_init(ConfigLayer *l, const char *name, const char *dir);

/* Reads a config file into *out (strings in `a`): `[tool.fxlint]` when the file is named
 * pyproject.toml, else the top-level table. Returns 0; 1 when a pyproject.toml has no
 * `[tool.fxlint]` (then *out is empty); -1 when the file cannot be read, is not TOML, or
 * holds an unknown key or a bad value, with *error = "path:line:col: what" in `a`. */
int config_file_read(Arena *a, const char *path, ConfigLayer *out, const char **error);

/* Applies what a layer sets on top of *c: select (replaces the rule set), extend-select,
 * ignore, severities, fail-on, target and the assumptions. Per-file ignores and excludes are
 * applied per input by config_layer_apply_per_file and config_layer_excludes. */
void config_layer_apply(const ConfigLayer *l, Config *c);
/* Disables the codes of every per-file-ignores glob matching `path` (any path the user gave;
 * made absolute against the cwd, then taken relative to the layer's directory). */
void config_layer_apply_per_file(const ConfigLayer *l, const char *path, Config *c);
/* Whether an exclude glob of the layer matches `path` or one of its parent directories. */
bool config_layer_excludes(const ConfigLayer *l, const char *path);
/* How messages name a layer's file: its path relative to the cwd when inside it, with
 * " [tool.fxlint]" after a pyproject.toml. In `a`. */
const char *config_layer_label(Arena *a, const ConfigLayer *l);
/* The first exclude glob of the layer that matches `path` (as written in the file), or NULL. */
const char *config_layer_exclude_glob(const ConfigLayer *l, const char *path);

/* Glob matching against a relative path with '/' separators: `*` and `?` stay within one
 * component, `**` crosses components, `[a-z]` / `[!a-z]` are classes. A glob without '/'
 * also matches any single component; a glob matching a directory matches what is inside. */
bool config_glob_matches(const char *glob, const char *path);

/* Finds the nearest config file upward from each input and caches what it read, so a tree of
 * dumps reads each config once. Everything lives in the arena given at creation. */
typedef struct ConfigFinder ConfigFinder;
ConfigFinder *config_finder_new(Arena *a);
/* The layer of the nearest config file for `input` ("-" searches from the cwd), searched
 * from the input's directory upward; in each directory .fxlint.toml, then fxlint.toml, then a
 * pyproject.toml holding [tool.fxlint]. Returns 0 with *layer (NULL when there is none), or
 * -1 with *error when the nearest file is broken. */
int config_finder_find(ConfigFinder *f, const char *input, const ConfigLayer **layer, const char **error);
/* Says that the inputs f is asked about from now on are files, as paths_expand gives them:
 * searched from their parent without a stat to tell them from directories (a check of a large
 * tree spends much of its warm run in that stat). The only directories paths_expand gives are
 * those it could not read; their config is then their parent's. */
void config_finder_inputs_are_files(ConfigFinder *f);

/* The one way an input's settings are resolved, for `check` (named files, walked files,
 * stdin under --stdin-filename) and for the language server's documents alike: `base`
 * (defaults and options no config file sets), then the input's config file (`forced` when
 * given, else the nearest one above `name`, found through `finder`; none when finder is
 * NULL), then each of overrides[0, noverrides) in order (NULL entries skipped: the editor's
 * settings, the command line), then that file's per-file ignores. `name` is the path the
 * input's diagnostics carry ("-": stdin without a name, searched from the cwd). Writes *out
 * and *layer (NULL: no config file); *excluded_by (when not NULL) is the exclude glob that
 * matches `name`, or NULL. Returns 0, or -1 with *error when the nearest config file is
 * broken (then *out holds base with the overrides, *layer is NULL). */
int config_resolve_input(ConfigFinder *finder, const ConfigLayer *forced, const ConfigLayer *const *overrides,
                         uint32_t noverrides, const Config *base, const char *name, Config *out,
                         const ConfigLayer **layer, const char **excluded_by, const char **error);

/* An input a config file's `exclude` dropped. */
typedef struct ExcludedInput {
    const char *file, *name;    /* as given, and as its diagnostics would name it */
    const ConfigLayer *layer;   /* the config file */
    const char *glob;           /* its exclude entry that matched */
} ExcludedInput;

typedef struct ResolvedInputs {
    const Config **cfgs;        /* parallel to the inputs kept */
    const ConfigLayer **layers; /* the config file of each, NULL when none */
    ExcludedInput *excluded;    /* the inputs dropped, in order */
    uint32_t nexcluded;
} ResolvedInputs;

/* config_resolve_input for each of files[0, *nfiles) (names[i]: the name it is resolved by),
 * dropping the inputs a config file excludes: files, names and *nfiles are updated in place,
 * order kept. Arrays live in `a`. Returns 0, or -1 with *error (a broken config file). */
int config_resolve_inputs(Arena *a, ConfigFinder *finder, const ConfigLayer *forced, const ConfigLayer *overrides,
                          const Config *base, const char **files, const char **names, uint32_t *nfiles,
                          ResolvedInputs *out, const char **error);

/* Writes the effective settings for one input, each with the layer and line it came from
 * (`# default` when nobody set it), in TOML syntax, and the rules that end up enabled. */
void config_show(FILE *out, const char *input, const ConfigLayer *file, const ConfigLayer *cli,
                 const Config *effective);

#endif
