/* Settings the editor sends (workspace/didChangeConfiguration, initializationOptions) as a
 * layer over each document's config file, and the config files themselves: which names they
 * have, and the file watchers that tell the server they changed. */
#ifndef FXLINT_LSP_SETTINGS_H
#define FXLINT_LSP_SETTINGS_H

#include <jansson.h>
#include <stdbool.h>

#include "base/arena.h"
#include "engine/config_file.h"

/* The name settings carry in `--show-config`-style sources. */
#define LSP_SETTINGS_NAME "editor settings"

/* Reads `settings` (the object under "fxlint" when there is one, else settings itself) into
 * *out (strings in `a`): select, extendSelect, ignore (arrays of codes, names or prefixes, or
 * one comma-separated string), target ("2.5", "newest"), noGrad and
 * captureDynamicOutputShapeOps (booleans); kebab-case keys (extend-select, no-grad, ...) are
 * accepted too, other keys are left to other tools. A bad value is left out of *out and
 * described in *error (in `a`, NULL when all were good). Returns whether *out sets anything. */
bool lsp_settings_read(Arena *a, json_t *settings, ConfigLayer *out, const char **error);

/* Whether `settings` holds fxlint settings at all: an "fxlint" object, or one of the keys
 * above. An empty object (what Neovim sends when it was given none) or one holding only other
 * tools' sections does not: it leaves the settings in force alone. */
bool lsp_settings_present(json_t *settings);

/* Whether path names a config file fxlint reads (pyproject.toml, .fxlint.toml, fxlint.toml). */
bool lsp_settings_is_config_file(const char *path);

/* The registerOptions of a workspace/didChangeWatchedFiles registration for those files.
 * Returns a new reference. */
json_t *lsp_settings_watchers(void);

#endif
