/* Code actions: for each fxlint diagnostic a request carries, quick fixes that suppress it on
 * its line, for the whole file, or on the user's source line its origin names (a workspace
 * edit of that file); and a source.fixAll action that removes suppressions that hid nothing. */
#ifndef FXLINT_LSP_ACTIONS_H
#define FXLINT_LSP_ACTIONS_H

#include <jansson.h>
#include <stdbool.h>

#include "lsp/lsp_doc.h"

/* The kind of the "remove unused suppressions" action (a source.fixAll, as editors run on
 * save: VS Code's `editor.codeActionsOnSave`). */
#define LSP_FIXALL_KIND "source.fixAll.fxlint"

/* The CodeAction list for d, which must have been checked at its current text (its
 * diagnostics and suppressor describe it). `carried` is the request's context.diagnostics:
 * only those the last check still reports at the same place get quick fixes (the others
 * belong to an older text). `only` (may be NULL) is context.only: the kinds wanted, matched
 * as prefixes. Edits name the documents' versions (documentChanges) when document_changes,
 * else use `changes`. Returns a new reference, never NULL. */
json_t *lsp_actions(LspDocStore *docs, LspDoc *d, json_t *carried, json_t *only, bool document_changes);

#endif
